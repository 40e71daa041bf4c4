"""No text cut or out of its box in French and Portuguese (issue 17), at 1280×720 and 1920×1080,
on the pages (title, settings, load, rules, new game) and at the Root and PLAS tables — the English
checks of tests/scenes/test_text_fit.py run again with the language set."""
from __future__ import annotations

import functools

import pygame
import pytest

from game.core import i18n
from scenes.app import App
from scenes.settings import Settings
from tests.scenes.test_text_fit import PAGES, describe, pages, plas_scene, root_scene, some_saves  # noqa: F401
from tests.scenes.textfit import watching

SIZES = [(1280, 720), (1920, 1080)]
LANGS = ["fr", "pt"]
ROOT_SCENES = ["early", "late", "battle", "coop_auto", "duchy", "lizards", "over"]
PLAS_SCENES = ["early", "conquest", "year_end", "over"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def check(monkeypatch, build, size, lang):
    with watching(monkeypatch) as w:
        app = App.headless(size, settings=Settings(anim_speed="instant", language=lang))
        assert i18n.language() == lang
        build(app)
        app.draw()
        app.draw()
    return w


def _ids(s):
    return f"{s[0]}x{s[1]}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=_ids)
@pytest.mark.parametrize("which", PAGES)
def test_pages_fit_in_every_language(monkeypatch, some_saves, which, size, lang):  # noqa: F811
    w = check(monkeypatch, lambda app: pages(app, which), size, lang)
    assert not w.cut and not w.overflow, describe(w)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=_ids)
@pytest.mark.parametrize("which", ROOT_SCENES)
def test_the_root_table_fits_in_every_language(monkeypatch, which, size, lang):
    w = check(monkeypatch, lambda app: root_scene(app, which), size, lang)
    assert not w.cut and not w.overflow, describe(w)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=_ids)
@pytest.mark.parametrize("which", PLAS_SCENES)
def test_the_plas_table_fits_in_every_language(monkeypatch, which, size, lang):
    w = check(monkeypatch, lambda app: plas_scene(app, which), size, lang)
    assert not w.cut and not w.overflow, describe(w)


def test_the_words_really_change():
    """The checks above are about French and Portuguese words: the title screen says so."""
    from scenes.title import TitleScene
    for lang, word in (("fr", "Nouvelle partie"), ("pt", "Novo jogo")):
        app = App.headless((1280, 720), settings=Settings(language=lang))
        t = app.stack.push(TitleScene(app))
        assert t.buttons["new"].text == word


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=_ids)
def test_the_stonesaga_table_fits_in_every_language(size, lang):
    """The Stonesaga table's own fit checks (tests/stonesaga_scenes/test_layout.py) in French and
    Portuguese: every label inside its panel, every button's word inside the button."""
    from scenes import theme
    from scenes.stonesaga.table import StonesagaTable
    from scenes.widgets import Button
    from tests.stonesaga_scenes.states import extra_states, sample_states
    for kind, m in {**sample_states(), **extra_states()}.items():      # the overlays' states too
        app = App.headless(size, settings=Settings(anim_speed="instant", language=lang))
        table = app.stack.push(StonesagaTable(app, m.clone()))
        app.draw()
        for text, rect, within in table.texts:
            assert within.contains(rect), (kind, text, rect, within)
        for b in (w for w in table.widgets if isinstance(w, Button) and getattr(w, "visible", True) and w.rect.w > 0):
            f = theme.font("text-bold" if b.style == "primary" else "text", b.size)
            assert f.size(b.text)[0] <= b.rect.w - theme.px(20), (kind, b.text, b.rect.w)
    assert table.menu_btn.text == {"fr": "Menu", "pt": "Menu"}[lang] and table.undo_btn.text != "Undo"


PANEL_FACTIONS = ["riverfolk", "corvids", "hundreds", "keepers", "lizards", "duchy", "vagabond"]


@functools.lru_cache(maxsize=None)
def _featuring(fid):
    from scenes.root import demo
    return demo.featuring(fid)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=_ids)
@pytest.mark.parametrize("fid", PANEL_FACTIONS)
def test_every_root_faction_panel_fits_in_every_language(monkeypatch, fid, size, lang):
    """Each Root faction's board (scenes/root/panels/) in French and Portuguese, its tooltips
    hovered: a game with that faction in seat 0 at its fourth Daylight, every seat's panel shown."""
    from scenes.root.table import RootTable

    def build(app):
        m = _featuring(fid).clone()
        t = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
        for seat in range(len(m.state.factions)):
            t.show_panel(seat)
            app.draw()
            for r, _tip in list(t.info_spots)[:40]:
                app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
                app.draw()
        t.show_panel(0)
        assert t.view["factions"][0] == fid
    w = check(monkeypatch, build, size, lang)
    assert not w.cut and not w.overflow, describe(w)
