"""Keepers in Iron at the table (Law 15): a whole game played through the screen only, by clicks
(clearings, forests, cards, the tray's buttons), through the pass-and-play curtain, to the
game-over screen, every legal choice reachable at every step; the privacy check on screen (no
face-down relic value drawn for any seat); the new-game screen offers the Keepers."""
import pygame

from scenes.root.table import RootTable
from scenes.title import TitleScene

from .clickplay import assert_finished_by_clicks, play_by_clicks
from .conftest import frame, root_match

FACTIONS = ["keepers", "marquise", "eyrie"]


def test_a_game_with_the_keepers_through_the_screen(app):
    match = root_match(FACTIONS, seed=9)
    me = FACTIONS.index("keepers")
    game = play_by_clicks(app, match, seed=2)
    assert_finished_by_clicks(app, match)
    kinds = game.kinds[me]
    for kind in ("root.keepers.setup.second", "root.keepers.encamp", "root.keepers.craft", "root.keepers.retinue",
                 "root.keepers.action.clearing", "root.keepers.gather"):
        assert kind in kinds, f"the Keepers never made a {kind} choice by click"


def test_the_keepers_panel_draws_no_face_down_value(app, monkeypatch):
    """The privacy check on screen: every text the Keepers' panel draws, for every viewer, names
    face-down relics by type only."""
    from scenes.root.demo import play_until
    from scenes.root.panels import keepers as panel
    from scenes.root.panels.common import PanelCtx
    match = root_match(["marquise", "keepers", "eyrie"], seed=3)
    play_until(match, lambda m: m.state.phase != "setup")
    hidden = {k for lst in match.state.fstate[1].forests.values() for k, rev in lst if not rev}
    assert hidden
    said: list[str] = []
    real = panel.text
    monkeypatch.setattr(panel, "text", lambda surface, s, *a, **k: (said.append(s), real(surface, s, *a, **k))[1])
    for viewer in (0, 1, 2, None):
        panel.draw(pygame.Surface((360, 900)), pygame.Rect(0, 0, 340, 880),
                   PanelCtx(match.content, match.view(viewer), 1, viewer))
    forest_lines = [s for s in said if ":" in s and "face down" in s]
    assert forest_lines                                            # the forests were drawn
    for line in forest_lines:
        for part in line.split(":", 1)[1].split(","):
            part = part.strip()
            if "face down" in part:
                assert part.split()[0] in ("figure", "tablet", "jewelry"), part      # a type, no value
    assert "Waystation faces: stand-in pairs (data/root/keepers.yaml)" in said
    app.stack.push(TitleScene(app))
    app.stack.push(RootTable(app, match, viewer=0, autosave=False, curtain=False))
    frame(app, 0.02)


def test_the_new_game_screen_offers_the_keepers(app):
    from scenes.root.new_game import RootNewGame
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    assert "keepers" in ng.playable
