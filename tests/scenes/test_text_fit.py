"""No drawn text is cut or runs out of its box (issue 16, defect 8) at 1280×720, 1920×1080 and
2560×1440: on the title, settings, load, rules and new-game pages, on the Root table (early,
late, an automaton playing with Pause / Step / Fast shown, the Duchy, the Lizards, a battle, a
hovered card, game over) and on the PLAS table (main phase, a conquest, year end, game over).
`textfit.watching` sees every text picture blitted and every text cut with "…"."""
from __future__ import annotations

import pytest

from game.core import saves
from scenes.app import App
from scenes.every_scene import pages, plas_positions, plas_scene, root_positions, root_scene  # noqa: F401  (shared builders)
from scenes.settings import Settings

from .textfit import watching

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]


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
