"""The Lord of the Hundreds at the table (Law 14): a whole game played through the screen only,
by clicks on what glows (clearings, cards) and the tray's buttons, through the pass-and-play
curtain, to the game-over screen; every legal choice reachable by a click at every step. Also:
the new-game screen offers the Hundreds, and their board panel shows the Warlord, the mood and the
Hoard, with the stand-in mob die labelled."""
from scenes.root.table import RootTable
from scenes.title import TitleScene

from .clickplay import assert_finished_by_clicks, play_by_clicks
from .conftest import frame, root_match

FACTIONS = ["hundreds", "marquise", "eyrie"]


def test_a_game_with_the_hundreds_through_the_screen(app):
    match = root_match(FACTIONS, seed=11)
    me = FACTIONS.index("hundreds")
    game = play_by_clicks(app, match, seed=5)
    assert_finished_by_clicks(app, match)
    kinds = game.kinds[me]
    for kind in ("root.hundreds.setup.corner", "root.hundreds.mood", "root.hundreds.craft", "root.hundreds.command",
                 "root.hundreds.advance", "root.hundreds.advance.move", "root.hundreds.incite", "root.move.count"):
        assert kind in kinds, f"the Hundreds never made a {kind} choice by click"


def test_the_new_game_screen_offers_the_hundreds(app):
    from game.root.factions import get_faction
    from scenes.root.new_game import RootNewGame
    assert not get_faction("hundreds").test_only
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    assert "hundreds" in ng.playable


def test_the_hundreds_panel_shows_warlord_mood_hoard_and_the_stand_in_die(app, monkeypatch):
    import pygame

    from scenes.root.demo import play_until
    from scenes.root.panels import hundreds as panel
    from scenes.root.panels.common import PanelCtx
    match = root_match(["marquise", "eyrie", "alliance", "hundreds"], seed=3)
    play_until(match, lambda m: m.pending is not None and m.pending.seat == 3 and m.pending.kind == "root.hundreds.mood")
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, viewer=3, autosave=False, curtain=False))
    frame(app, 0.02)
    frame(app, 0.02)
    assert app.stack.top is table          # the table drew a frame with the Hundreds seated
    fb = match.view(3)["faction_boards"][3]
    assert fb["warlord"] and fb["mood"] == "stubborn" and fb["command_value"] == 1 and fb["prowess_value"] == 1
    said: list[str] = []
    real = panel.text
    monkeypatch.setattr(panel, "text", lambda surface, s, *a, **k: (said.append(s), real(surface, s, *a, **k))[1])
    surf = pygame.Surface((360, 700))
    h = panel.draw(surf, pygame.Rect(0, 0, 340, 680), PanelCtx(match.content, match.view(3), 3, 3))
    assert h > 0
    w = fb["warlord"]             # the clearing as the board labels it (issue 17: "Weald (3)")
    name = next(c.name for c in match.content.maps["autumn"].rec.clearings if c.id == w)
    assert f"Warlord: clearing {name} ({w})" in said and "Mood: Stubborn" in said
    assert "Command 1" in said and "Prowess 1" in said
    assert "Mob die faces: stand-in (data/root/hundreds.yaml)" in said      # a low-confidence value is labelled
