"""The Keepers' relics drawn face down in their forests on the map (Law 15.2.1, 15.3.1): one tile
per relic in its own forest, its type shown, and no face-down relic's value on any seat's screen
(the privacy check on screen); a relic turned face up shows its value."""
from collections import Counter

from scenes.root.table import RootTable
from scenes.title import TitleScene

from .conftest import frame, root_match


def test_relics_are_drawn_in_their_forests_without_hidden_values(app):
    from game.root.factions.keepers import relic_type, relic_value
    from scenes.root.demo import play_until
    match = root_match(["marquise", "keepers", "eyrie"], seed=3)
    play_until(match, lambda m: m.state.phase != "setup")
    forests = match.state.fstate[1].forests
    f0 = next(f for f, lst in sorted(forests.items()) if lst)
    kind0 = forests[f0][0][0]
    forests[f0][0] = (kind0, True)                        # one relic face up (as the Law can leave one)
    want = Counter((f, relic_type(k), relic_value(k) if rev else None) for f, lst in forests.items() for k, rev in lst)
    assert sum(1 for f, _t, v in want if v is None) >= 10     # most are face down
    app.stack.push(TitleScene(app))
    for viewer in (0, 1, 2, None):
        table = app.stack.push(RootTable(app, match, viewer=viewer, autosave=False, curtain=False))
        frame(app, 0.02)
        assert Counter(table.board.drawn_relics) == want, viewer
        app.stack.pop()
