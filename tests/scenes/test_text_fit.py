"""No drawn text is cut or runs out of its box (issue 16, defect 8) at 1280×720, 1920×1080 and
2560×1440: on the title, settings, load, rules and new-game pages, on the Root table (early,
late, an automaton playing with Pause / Step / Fast shown, the Duchy, the Lizards, a battle, a
hovered card, game over) and on the PLAS table (main phase, a conquest, year end, game over).
`textfit.watching` sees every text picture blitted and every text cut with "…"."""
from __future__ import annotations

import functools

import pygame
import pytest

from game.core import saves
from scenes.app import App
from scenes.settings import Settings

from .textfit import watching

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]


@functools.lru_cache(maxsize=None)
def root_positions():
    from scenes.root import demo
    coop = demo.coop_match()
    demo.play_until(coop, lambda m: m.state.round >= 2 and m.pending is not None
                    and m.pending.seat != 0 and m.state.phase == "daylight")
    return {"early": demo.early(), "late": demo.late(), "battle": demo.battle(), "coop_auto": coop,
            "duchy": demo.duchy(), "lizards": demo.featuring("lizards"), "over": demo.finished()}


@functools.lru_cache(maxsize=None)
def plas_positions():
    from scenes.plas import shots
    m, pick = shots.before_defended_roll()
    viewer = m.state.stack[-1].defender
    m.apply(pick)
    y, ypick = shots.before_year_end()
    y.apply(ypick)
    return {"early": shots.early(), "conquest": (m, viewer), "year_end": y, "over": shots.finished()}


def pages(app, which):
    from scenes.load_game import LoadScene
    from scenes.root.new_game import RootNewGame
    from scenes.rules import RulesScene
    from scenes.settings_scene import SettingsScene
    from scenes.tables import new_game_scene_for
    from scenes.title import TitleScene
    if which == "title":
        app.stack.push(TitleScene(app))
    elif which == "settings":
        app.stack.push(SettingsScene(app))
    elif which == "load":
        app.stack.push(LoadScene(app))
    elif which.startswith("rules_"):
        app.stack.push(RulesScene(app, which[6:]))
    elif which == "new_root_bots":
        ng = app.stack.push(RootNewGame(app, "root", seed=482113907))
        ng.set_seat_count(4)
        for i, f in ((1, "vagabot"), (2, "electric-eyrie"), (3, "automated-alliance")):
            ng.set_seat(i, "controller", "automaton")
            ng.set_seat(i, "faction", f)
            ng.set_seat(i, "difficulty", "boss")
        ng.set_edition(1, True)                 # the Vagabot's and the Alliance's 2021 edition boxes
        ng.layout(ng.size)
    elif which == "new_root_ai":          # every per-seat column at once: AI Thinking, a Vagabot's
        ng = app.stack.push(RootNewGame(app, "root", seed=482113907))     # difficulty, character, traits
        ng.set_seat_count(4)
        ng.set_seat(1, "controller", "ai")
        ng.set_seat(2, "controller", "automaton")
        ng.set_seat(2, "faction", "vagabot")
        ng.set_seat(3, "controller", "random")
        ng.set_seat(3, "faction", "lizards")
    elif which == "new_root_error":
        ng = app.stack.push(RootNewGame(app, "root", seed=482113907))
        ng.set_seat_count(4)
        ng.set_seat(1, "controller", "automaton")
        ng.set_seat(1, "faction", "mechanical-marquise")
    elif which == "new_plas":
        ng = app.stack.push(new_game_scene_for(app, "plas", seed=5))
        ng.set_seat_count(4)
        ng.set_seat(3, "controller", "automaton")


def root_scene(app, which):
    from scenes.root.table import RootTable
    m = root_positions()[which]
    m = m.clone()
    seat = m.pending.seat if m.pending is not None else 0
    viewer = 0 if which == "coop_auto" else seat
    t = app.stack.push(RootTable(app, m, viewer=viewer, curtain=False, autosave=False))
    if which in ("battle", "over"):
        t.prepare_screenshot()
    if which == "coop_auto":
        t.sync_auto_buttons()
        assert t.pause_btn.visible
    if which == "early":
        app.draw()
        spot = next((p for p, what in t.targets() if what.startswith("card:")), None)
        if spot:
            app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    if which in ("late", "coop_auto", "duchy", "lizards"):
        for seat in range(len(m.state.factions)):            # every faction's board, and its tooltips
            t.show_panel(seat)
            app.draw()
            for r, _tip in list(t.info_spots)[:40]:
                app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
                app.draw()
        t.show_panel(viewer)


def plas_scene(app, which):
    from scenes.plas.table import PlasTable
    got = plas_positions()[which]
    m, viewer = got if isinstance(got, tuple) else (got, None)
    m = m.clone()
    if viewer is None:
        viewer = m.pending.seat if m.pending is not None else 0
    t = app.stack.push(PlasTable(app, m, viewer=viewer, curtain=False, autosave=False))
    if which == "over":
        t.over_shown = True
        app.stack.push(t.game_over_scene())
    t.update(0.0)
    for _ in range(400):
        if not t.tray.rolling:
            break
        t.tray.update(1 / 60)


PAGES = ["title", "settings", "load", "rules_root", "rules_plas", "rules_stonesaga", "new_root_bots", "new_root_ai", "new_root_error", "new_plas"]
ROOT = ["early", "late", "battle", "coop_auto", "duchy", "lizards", "over"]
PLAS = ["early", "conquest", "year_end", "over"]


def check(monkeypatch, build, size):
    with watching(monkeypatch) as w:
        app = App.headless(size, settings=Settings(anim_speed="instant"))
        build(app)
        app.draw()
        app.draw()
    return w


def describe(w):
    return "\n".join([f"cut: {a!r} -> {b!r}" for a, b in w.cut[:12]] +
                     [f"out of its box: {t!r} at {r} in {c}" for t, r, c in w.overflow[:12]])


@pytest.fixture
def some_saves():
    from scenes.gallery import demo_match
    saves.write_save(demo_match("root", moves=3), saves.save_path("Root Friday evening with a long title"),
                     title="Root — Friday evening with the whole family around the table",
                     meta={"decisions": 3, "seats": "Marquise de Cat (Human), Electric Eyrie (Automaton)"})


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("which", PAGES)
def test_pages_draw_all_their_text(monkeypatch, some_saves, which, size):
    w = check(monkeypatch, lambda app: pages(app, which), size)
    assert not w.cut and not w.overflow, describe(w)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("which", ROOT)
def test_the_root_table_draws_all_its_text(monkeypatch, which, size):
    w = check(monkeypatch, lambda app: root_scene(app, which), size)
    assert not w.cut and not w.overflow, describe(w)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("which", PLAS)
def test_the_plas_table_draws_all_its_text(monkeypatch, which, size):
    w = check(monkeypatch, lambda app: plas_scene(app, which), size)
    assert not w.cut and not w.overflow, describe(w)
