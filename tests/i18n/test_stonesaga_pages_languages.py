"""Every Stonesaga page in French and Portuguese (issue 17) at 1280×720, 1920×1080 and 2560×1440:
no text cut with "…" nor drawn out of its box (`tests/scenes/textfit.watching`), every widget on
screen, no two buttons overlapping, every button's word inside it, each page's own recorded
texts inside their boxes — on the new-game page, the Advanced rules pages, the Night summary,
the codex, the game over, the journal, the four campaign pages, the keep-provisions page, the
cave fresco and the behemoth board (its graph's tooltips hovered). The last test checks that the
words on these pages really are French and Portuguese, so the fit checks are about them."""
from __future__ import annotations

import functools
import itertools

import pygame
import pytest

from game.core import i18n
from game.stonesaga import campaign as C
from game.stonesaga.behemoth import Behemoth
from scenes import theme
from scenes.app import App
from scenes.settings import Settings
from scenes.widgets import Button
from tests.scenes.test_text_fit import describe
from tests.scenes.textfit import watching
from tests.stonesaga_scenes.states import extra_states, sample_states

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]
LANGS = ["fr", "pt"]
PAGES = ["new_game", "advanced", "night", "codex", "game_over", "journal", "provisions_page", "ageing", "legends",
         "end", "keep_provisions", "fresco", "fresco_empty", "behemoth"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@functools.lru_cache(maxsize=None)
def _states():
    return sample_states()["over"], extra_states()["behemoth-on-map"]


def record(content, seats) -> C.CampaignRecord:
    """A campaign in its second epoch with something on every journal line: history (won and
    lost, deaths, Demand), a behemoth, Legends, characters young and old, a bequest, taboos'
    and the community's lists, and an end (the community endures)."""
    rec = C.new_campaign(seats, 1)
    cids = sorted(content.challenges)
    items, mats = sorted(content.items), sorted(content.materials)
    rec.epoch, rec.game, rec.number = 2, 1, 1
    rec.pending = cids[:2]
    rec.history = [C.HistoryEntry(1, 1, cids[0], "won", 7, achieved=sorted(content.objectives)[:2], demand=[2, 3, 5]),
                   C.HistoryEntry(1, 2, cids[1], "lost", 1, died=["Arun the Elder"], demand=[4])]
    rec.characters = [
        {"uid": "u1", "seat": 0, "name": "Beya", "stats": {"str": 3, "dex": 2, "con": 4, "per": 3}, "trait": "",
         "age": "old", "items": items[:5], "materials": {mats[0]: 3, mats[1]: 2}},
        {"uid": "u2", "seat": 1, "name": "Cato", "stats": {"str": 2, "dex": 4, "con": 3, "per": 3}, "trait": "",
         "age": "young", "items": [], "materials": {}}]
    rec.inherit = {"0": {"items": items[:2], "materials": {mats[0]: 1}}}
    rec.legends = [{"name": "Old Tavi", "stats": {"str": 4, "dex": 2, "con": 3, "per": 5}, "trait": "",
                    "with": "Beya", "marks": sorted(content.marks)[:2]}]
    rec.forgotten = [{"name": "Wen"}]
    rec.community = {"knowledge_cards": sorted(content.knowledge)[:2], "powers": sorted(content.powers)[:1],
                     "marks": sorted(content.marks)[:3]}
    rec.behemoths = [Behemoth("ZB1", "Mossback", behaviour=6, lair_active=False)]
    rec.log = ["Arun the Elder dies of old age", "Beya grows old"]
    rec.over, rec.endures = True, True
    return rec


def build(app, which, tmp_path):
    """Push page `which` on `app`, with what it needs; hover what has tooltips."""
    from scenes.stonesaga.behemoth import BehemothBoard
    from scenes.stonesaga.campaign import JournalScene
    from scenes.stonesaga.campaign_pages import CampaignPages
    from scenes.stonesaga.codex import CodexScene
    from scenes.stonesaga.fresco import FrescoScene
    from scenes.stonesaga.game_over import StonesagaGameOver
    from scenes.stonesaga.new_game import AdvancedRules, StonesagaNewGame
    from scenes.stonesaga.night_summary import NightSummary, night_lines
    from scenes.stonesaga.provisions import ProvisionsScene
    from scenes.stonesaga.table import StonesagaTable
    over, beh = _states()
    content = over.content
    rec = record(content, over.setup["seats"])
    path = tmp_path / "c.json"
    if which == "new_game":
        return app.stack.push(StonesagaNewGame(app, "stonesaga"))
    if which == "advanced":
        ng = app.stack.push(StonesagaNewGame(app, "stonesaga"))
        return app.stack.push(AdvancedRules(app, ng))
    if which == "night":
        title, groups = night_lines(over.history)
        return app.stack.push(NightSummary(app, title, groups))
    if which == "codex":
        return app.stack.push(CodexScene(app, content, over.state.codex_read))
    if which == "game_over":
        m = over.clone()
        m.setup["campaign_file"] = str(path)
        app.stack.push(StonesagaTable(app, m))
        return app.stack.push(StonesagaGameOver(app, m))
    if which == "journal":
        rec.over = False
        return app.stack.push(JournalScene(app, over.ruleset, content, rec, path,
                                           ["Population +1 (the challenge is won)", "Beya grows old"], 1))
    if which in ("provisions_page", "ageing", "legends", "end"):
        page = "provisions" if which == "provisions_page" else which
        return app.stack.push(CampaignPages(app, content, rec, path, page, on_next=lambda: None))
    if which == "keep_provisions":
        its, mats = sorted(content.items)[:9], sorted(content.materials)[:8]
        pool = [{"name": f"Character {n}", "items": list(its), "materials": {k: 3 for k in mats}, "pick_items": [0, 1],
                 "pick_materials": {mats[0]: 2}, "from_camp": {mats[1]: 2}} for n in range(1, 5)]
        return app.stack.push(ProvisionsScene(app, content, rec, path, pool, lambda: None))
    if which == "fresco":
        return app.stack.push(FrescoScene(app, content, sorted(content.marks)[:6],
                                          {"stamps": [[sorted(content.marks)[0], 0.5, 0.5]]}, path))
    if which == "fresco_empty":
        return app.stack.push(FrescoScene(app, content, [], {}, None))
    if which == "behemoth":
        board = app.stack.push(BehemothBoard(app, beh.content, beh.view(0)))
        app.draw()
        for r, _tip in list(board.tips)[:30]:          # every node's tooltip, drawn by the page
            app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
            app.draw()
        return board
    raise AssertionError(which)


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
