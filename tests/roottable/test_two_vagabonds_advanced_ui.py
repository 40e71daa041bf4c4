"""The new-game screen and the table for two Vagabonds (Law 9.7) and Advanced Setup (Law App. A)."""
from scenes.curtain import CurtainScene
from scenes.root.new_game import RootNewGame
from scenes.root.table import RootTable

from .conftest import frame, press


def test_new_game_starts_two_vagabonds(app):
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    ng.set_seat_count(3)
    ng.set_seat(0, "faction", "vagabond")
    ng.set_seat(1, "faction", "vagabond-2")
    ng.set_seat(2, "faction", "marquise")
    app.draw()
    assert "Second Vagabond" in [lab for _v, lab in ng.seat_widgets[1][1].values]
    ng.begin()
    table = app.stack.top
    assert isinstance(table, RootTable), getattr(ng, "error", "")
    assert table.match.state.factions == ["vagabond", "vagabond-2", "marquise"]
    frame(app)
    app.draw()


def test_advanced_setup_draft_is_clickable(app):
    """The new-game option starts a draft; each seat (behind its curtain) clicks its pick, then
    glowing hand cards put cards back (Law A.8.2, A.10)."""
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    ng.set_seat_count(3)
    ng.set_option("setup", "advanced")
    app.draw()
    assert "Advanced Setup" in ng.reach_text()
    ng.begin()
    table = app.stack.top
    assert isinstance(table, RootTable), getattr(ng, "error", "")
    m = table.match
    picks = kept = 0
    for _ in range(200):
        frame(app)
        top = app.stack.top
        if isinstance(top, CurtainScene):
            assert m.state.phase != "setup" or m.state.factions[m.pending.seat] != "undrafted" or "Seat" in top.name
            press(app, top.ready.rect.center)
            continue
        d = m.pending
        if d is None or m.state.phase != "setup":
            break
        app.draw()
        targets = {what: pos for pos, what in table.targets()}
        before = m.state.decisions
        if d.kind == "root.draft.pick":
            press(app, targets[f"button:{d.choices[0].id}"])
            picks += 1
        elif d.kind == "root.draft.keep":
            press(app, targets[d.choices[0].id])          # a glowing card of the hand
            kept += 1
        else:
            m.apply(d.choices[0].id)                      # the picked faction's own setup steps
            continue
        frame(app)
        assert m.state.decisions == before + 1, d.kind
    assert picks == 3 and kept == 6
    assert "undrafted" not in m.state.factions and [len(h) for h in m.state.hands] == [3, 3, 3]
