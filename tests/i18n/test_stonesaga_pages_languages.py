"""Every Stonesaga page in French and Portuguese (issue 17) at 1280×720, 1920×1080 and 2560×1440:
no text cut with "…" nor drawn out of its box (`tests/scenes/textfit.watching`), every widget on
screen, no two buttons overlapping, every button's word inside it, each page's own recorded
texts inside their boxes — on the new-game page, the Advanced rules pages, the Night summary,
the codex, the game over, the journal, the four campaign pages, the keep-provisions page, the
cave fresco and the behemoth board (its graph's tooltips hovered). The last test checks that the
words on these pages really are French and Portuguese, so the fit checks are about them."""
from __future__ import annotations

import itertools

import pytest

from game.core import i18n
from scenes import theme
from scenes.app import App
from scenes.every_scene import campaign_record as record  # noqa: F401  (shared builders)
from scenes.every_scene import stonesaga_page
from scenes.settings import Settings
from scenes.widgets import Button
from tests.scenes.test_text_fit import describe
from tests.scenes.textfit import watching

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]
LANGS = ["fr", "pt"]
PAGES = ["new_game", "advanced", "night", "codex", "game_over", "journal", "provisions_page", "ageing", "legends",
         "end", "keep_provisions", "fresco", "fresco_empty", "behemoth"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def build(app, which, tmp_path):
    """Push page `which` on `app` (the builders are shared with scenes.shots)."""
    return stonesaga_page(app, which, tmp_path)


def fits(app, scene, which, size):
    screen = app.screen.get_rect()
    widgets = [w for w in scene.widgets if getattr(w, "visible", True) and w.rect.w > 0]
    for w in widgets:
        assert screen.contains(w.rect), (which, size, type(w).__name__, w.rect)
    buttons = [w for w in widgets if isinstance(w, Button)]
    for a, b in itertools.combinations(buttons, 2):
        assert not a.rect.colliderect(b.rect), (which, size, a.text, b.text)
    for b in buttons:
        f = theme.font("text-bold" if b.style == "primary" else "text", b.size)
        assert f.size(b.text)[0] <= b.rect.w - theme.px(20), (which, size, b.text, b.rect.w)
    for text, rect, within in getattr(scene, "texts", []):
        assert within.contains(rect), (which, size, text, rect, within)


def _ids(s):
    return f"{s[0]}x{s[1]}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=_ids)
@pytest.mark.parametrize("which", PAGES)
def test_every_stonesaga_page_fits_in_every_language(monkeypatch, tmp_path, which, size, lang):
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    with watching(monkeypatch) as w:
        app = App.headless(size, settings=Settings(anim_speed="instant", language=lang))
        assert i18n.language() == lang
        scene = build(app, which, tmp_path)
        app.draw()
        app.draw()
        pages = getattr(scene, "pages", 1)
        if which == "advanced":                       # every page of options
            assert isinstance(pages, int)
            for _ in range(pages - 1):
                fits(app, scene, which, size)
                scene.turn(1)
                app.draw()
        fits(app, scene, which, size)
    assert not w.cut and not w.overflow, describe(w)


def _words(scene) -> str:
    """Every word a page shows: its heading, subheading, buttons, captions and drawn texts."""
    out = [i18n._(scene.heading), i18n._(scene.subheading), getattr(scene, "prompt", "")]
    out += [w.text for w in scene.widgets if isinstance(w, Button)]
    out += [lab for w in scene.widgets for _v, lab in getattr(w, "values", [])]
    out += [t for t, *_r in getattr(scene, "captions", [])]
    out += [t for t, *_r in getattr(scene, "texts", [])]
    text = getattr(scene, "text", None)
    if text is not None and hasattr(text, "entries"):
        out += [t for t, _c in text.entries]
    return " | ".join(out)


WORDS = {   # a few words each page must show in each language (from the French rulebook where printed)
    "journal": {"fr": ["Le journal", "Campagne 1", "époque 2", "Mécontentement", "réussi", "7 jours",
                       "Béhémoth Mossback", "Légendes", "vieux", "Le prochain défi"],
                "pt": ["O diário", "Campanha 1", "época 2", "Insatisfação", "vencido", "7 dias", "Beemote Mossback",
                       "Lendas", "velho", "O próximo desafio"]},
    "ageing": {"fr": ["Vieillissement et décès", "Les personnages aujourd’hui", "Beya : vieux"],
               "pt": ["Envelhecimento e mortes", "Os personagens agora", "Beya: velho"]},
    "legends": {"fr": ["Old Tavi", "FOR 4", "avec Beya"], "pt": ["Old Tavi", "FOR 4", "com Beya"]},
    "end": {"fr": ["La communauté perdure", "Commencer la campagne suivante"],
            "pt": ["A comunidade perdura", "Começar a próxima campanha"]},
    "provisions_page": {"fr": ["Objets (5/5)", "Matériaux (5/5)", "Legs pour le nouveau personnage"],
                        "pt": ["Itens (5/5)", "Materiais (5/5)", "Herança para o novo personagem"]},
    "fresco": {"fr": ["La fresque de la grotte", "Ocre", "Charbon", "Craie", "Marques obtenues", "Fermer"],
               "pt": ["O afresco da caverna", "Ocre", "Carvão", "Giz", "Marcas obtidas", "Fechar"]},
    "behemoth": {"fr": ["Béhémoths", "Comportement", "Force", "Affinité", "Antre", "Schéma de rencontre"],
                 "pt": ["Beemotes", "Comportamento", "Força", "Afinidade", "Covil", "Grafo de encontro"]},
    "advanced": {"fr": ["Règles avancées", "Terminé"], "pt": ["Regras avançadas", "Pronto"]},
    "new_game": {"fr": ["Règles avancées…", "Une nouvelle campagne"], "pt": ["Regras avançadas…", "Uma nova campanha"]},
    "keep_provisions": {"fr": ["Garder des provisions", "objets 2/5", "avec les réserves du camp"],
                        "pt": ["Guardar provisões", "itens 2/5", "com os estoques do acampamento"]},
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_stonesaga_pages_speak_the_language(monkeypatch, tmp_path, lang):
    """The fit checks above are about French and Portuguese words: each page shows them."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    for which, want in WORDS.items():
        app = App.headless((1920, 1080), settings=Settings(anim_speed="instant", language=lang))
        scene = build(app, which, tmp_path)
        app.draw()
        words = _words(scene)
        for word in want[lang]:
            assert word in words, (which, lang, word, words[:600])


@pytest.mark.parametrize("lang", LANGS)
def test_every_stonesaga_option_text_is_translated(lang):
    """The new-game and Advanced rules pages show the ruleset's options through `_()`: each label,
    value label and help (but content names: challenges, regions, counts) has an entry in the
    catalogue (scenes/stonesaga/option_words.py marks them), so no page mixes in English."""
    from babel.messages.pofile import read_po

    from game.core import registry
    from scenes.stonesaga.option_words import OPTION_TEXTS
    rs = registry.get("stonesaga")
    opts = rs.options(rs.default_content())
    texts = []
    for o in opts:
        texts += [o.label, o.help or ""]
        if o.id not in ("challenge", "region"):
            texts += [lab for _v, lab in o.values if not lab.strip().isdigit()]
    texts = [t for t in texts if t]
    assert len(texts) > 60 and any(o.id.startswith("ss_") for o in opts)
    missing = [t for t in texts if t not in OPTION_TEXTS]
    assert not missing, missing                       # changed in the engine: mark the new text
    with (i18n.catalogue_dir() / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        cat = read_po(f)
    untranslated = [t for t in texts if cat.get(t) is None or not cat.get(t).string]
    assert not untranslated, untranslated
    i18n.set_language(lang)
    assert i18n._("Night step 5: fresh food spoils (SS-1)") != "Night step 5: fresh food spoils (SS-1)"
