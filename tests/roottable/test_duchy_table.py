"""The Underground Duchy at the table (Law 12): a whole game with the Duchy played through the
screen only, by clicks on what glows (the Burrow beside the board, ministers on the Duchy's panel,
clearings, cards) and the tray's buttons, through the pass-and-play curtain, to the game-over
screen. At every step each legal choice must be reachable by a click."""
from scenes.root.table import RootTable
from scenes.title import TitleScene

from .clickplay import assert_finished_by_clicks, play_by_clicks
from .conftest import frame, root_match

FACTIONS = ["duchy", "marquise", "eyrie"]


def test_a_game_with_the_duchy_through_the_screen(app):
    match = root_match(FACTIONS, seed=7)
    duchy = FACTIONS.index("duchy")
    game = play_by_clicks(app, match, seed=9)
    assert_finished_by_clicks(app, match)
    duchy_kinds, duchy_things = game.kinds[duchy], game.things[duchy]
    # the Duchy's own decisions, made by clicks: its setup, both halves of Daylight, a sway, a move
    # into or out of the Burrow (clicked on the board) and ministers clicked on its panel
    for kind in ("root.duchy.assembly", "root.duchy.parliament", "root.duchy.sway", "root.duchy.sway.card",
                 "root.duchy.build.clearing", "root.duchy.build.card", "root.duchy.dig.clearing",
                 "root.move.origin", "root.move.dest", "root.move.count"):
        assert kind in duchy_kinds, f"the Duchy never made a {kind} choice by click"
    assert {"burrow", "minister", "clearing", "card"} <= duchy_things, duchy_things
    print(f"{game.clicks} clicks; Duchy decisions: {sorted(duchy_kinds)}")


def test_the_new_game_screen_offers_the_duchy(app):
    from game.root.factions import get_faction
    from scenes.root.new_game import RootNewGame
    assert not get_faction("duchy").test_only
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    assert "duchy" in ng.playable


def test_the_burrow_is_drawn_and_ministers_show_on_the_duchy_panel(app):
    """Four seats (the tightest panel): the Burrow beside the board shows its warriors, every
    minister's tile is inside the panel, and hovering one explains its action."""
    from scenes.root.demo import play_until
    match = root_match(["marquise", "eyrie", "alliance", "duchy"], seed=3)
    play_until(match, lambda m: m.state.fstate[3].burrow > 0 and m.pending is not None and m.pending.seat == 3
               and m.pending.kind == "root.duchy.assembly")
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, viewer=3, autosave=False, curtain=False))
    frame(app, 0.02)
    frame(app, 0.02)
    n = match.state.fstate[3].burrow
    assert ("burrow", "warrior", 3, n) in table.board.drawn
    (bx, by), _r = table.board.burrow_spot
    assert table.board_rect.collidepoint(bx, by)
    assert table.board.clearing_at((bx, by)) is None                  # beside the map, not on it
    tips = [t for r, t in table.info_spots if t.startswith("Foremole")]
    assert tips and "build" in tips[0].lower()
    rects = [r for r, t in table.info_spots if t.split(" (")[0] in {m.name for m in match.content.factions.duchy.ministers}]
    assert len(rects) == 9 and all(table.panel_rect.contains(r) for r in rects)
