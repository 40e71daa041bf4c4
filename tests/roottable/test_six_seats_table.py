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
    from .clickplay import assert_finished_by_clicks, play_by_clicks
    match = root_match(["marquise", "hundreds", "alliance", "vagabond", "riverfolk"], seed=4)
    play_by_clicks(app, match, seed=3, max_frames=40000)
    assert_finished_by_clicks(app, match)
