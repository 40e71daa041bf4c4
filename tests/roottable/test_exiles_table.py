"""The Exiles & Partisans deck at the table (Law A.2): a whole game played through the screen
only, by clicks, through the pass-and-play curtain to the game-over screen, every legal choice
reachable at every step — the E&P cards' new decisions included."""
import random

from game.core.match import Match
from game.root.ruleset import RULESET
from scenes.curtain import CurtainScene
from scenes.root.table import RootTable
from scenes.title import TitleScene

from .conftest import frame, press, root_setup
from .test_duchy_table import reachable


def test_a_game_with_the_exiles_deck_through_the_screen(app):
    setup = dict(root_setup(["marquise", "eyrie", "alliance", "vagabond"], None, 0, "lake"), deck="exiles")
    match = Match(RULESET, RULESET.default_content(), setup, 12)
    assert match.state.deck_id == "exiles"
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, autosave=False))
    rnd = random.Random(4)
    kinds: set[str] = set()
    for _ in range(40000):
        frame(app, 0.02)
        top = app.stack.top
        if top is not table and not isinstance(top, CurtainScene):
            break
        if isinstance(top, CurtainScene):
            press(app, top.ready.rect.center)
            continue
        d = match.pending
        assert reachable(table) == {c.id for c in d.choices}, f"a choice of {d.kind} cannot be clicked"
        before = len(match.log)
        pos, what = rnd.choice(table.targets())
        press(app, pos)
        if table.popup:
            frame(app, 0.02)
            pos, what = rnd.choice(table.targets())
            press(app, pos)
        assert len(match.log) == before + 1, f"click on {what} did not make a choice"
        kinds.add(d.kind)
    assert match.over and match.outcome.winners
    from scenes.root.game_over import RootGameOver
    assert isinstance(app.stack.top, RootGameOver)
    assert any(k.startswith("root.ep.") for k in kinds), sorted(kinds)
