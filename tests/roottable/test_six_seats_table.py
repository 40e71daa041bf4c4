"""5 and 6 seats at the table (facts §7): the new-game screen offers up to 6 seats with distinct
factions and a legal setup, and a six-seat table draws at 1280×720 with every seat listed."""
from scenes.root.new_game import RootNewGame
from scenes.root.table import RootTable
from scenes.title import TitleScene

from .conftest import frame, root_match


def test_the_new_game_screen_offers_six_seats(app):
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    ng.set_seat_count(6)
    fs = [s["faction"] for s in ng.setup["seats"]]
    assert len(fs) == 6 and len(set(fs)) == 6
    assert ng.setup_problem() == ""


def test_a_six_seat_table_draws_at_1280x720(app):
    match = root_match(["marquise", "eyrie", "alliance", "vagabond", "riverfolk", "hundreds"], seed=3)
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, viewer=0, autosave=False, curtain=False))
    frame(app, 0.02)
    frame(app, 0.02)
    assert app.stack.top is table
    assert app.screen.get_size() == (1280, 720)
    heads = table.panel_heads
    assert [seat for seat, _r in heads] == list(range(6))               # every seat has its header
    assert all(table.panel_rect.contains(r) for _s, r in heads)
    # below the six headers, the selected faction's board still has room to draw
    assert table.panel_rect.bottom - heads[-1][1].bottom > 250


def test_a_five_seat_game_with_the_hundreds_through_the_screen(app):
    """A five-player game set up and finished by clicks only (issue 13: "a group can set up and
    finish a 5-player game ... by mouse"), every legal choice reachable at every step."""
    import random

    from scenes.curtain import CurtainScene
    from scenes.root.game_over import RootGameOver

    from .test_duchy_table import reachable
    from .conftest import press
    match = root_match(["marquise", "hundreds", "alliance", "vagabond", "riverfolk"], seed=4)
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, autosave=False))
    rnd = random.Random(3)
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
    assert match.over and match.outcome.winners and match.outcome.reason != "round-cap"
    assert isinstance(app.stack.top, RootGameOver)
