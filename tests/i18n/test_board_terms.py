"""Issue 17's small items: the automata's level names, the Keepers' relic names and the Duchy's
Burrow label are shown through the catalogue (French and Portuguese as printed where our sources
print them: Terrier, Toca; figura, tábua, joia)."""
from __future__ import annotations

import pytest

from game.core import i18n
from game.root.bots.automaton import bots_for
from game.root.ruleset import RULESET
from scenes.app import App
from scenes.root.demo import play_until
from scenes.root.table import RootTable
from scenes.settings import Settings
from tests.roottable.conftest import frame, root_match
from tests.scenes.textfit import watching


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_automaton_levels_are_named_in_the_readers_language():
    from scenes.root.panels.automaton import level_text
    bots = bots_for(RULESET.default_content())
    assert level_text(bots, "logical-lizards", "boss") == "Nightmare (Boss Mode)"
    i18n.set_language("fr")
    assert level_text(bots, "logical-lizards", "boss") == "Cauchemar (Mode Boss)"
    assert level_text(bots, "mechanical-marquise", "beginner") == "Débutant"
    i18n.set_language("pt")
    assert level_text(bots, "drillbit-duchy", "master") == "Desafiador (Mestre)"
    assert bots.level_label("drillbit-duchy", "master") == "Challenging (Master)"     # the engine: English


def drawn_texts(monkeypatch, lang, match, viewer):
    with watching(monkeypatch) as w:
        app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language=lang))
        table = app.stack.push(RootTable(app, match, viewer=viewer, autosave=False, curtain=False))
        table.show_panel(viewer)
        frame(app, 0.02)
        app.draw()
    return " | ".join(w.texts.values())


@pytest.mark.parametrize("lang,word", [("fr", "Terrier"), ("pt", "Toca"), ("en", "Burrow")])
def test_the_burrow_label_is_translated(monkeypatch, lang, word):
    match = root_match(["marquise", "duchy"], seed=3)
    play_until(match, lambda m: m.state.turn_seat == 1 and m.pending is not None and m.pending.seat == 1)
    assert word in drawn_texts(monkeypatch, lang, match, 1).split(" | ")


def test_relic_names_are_translated_on_the_keepers_panel(monkeypatch):
    match = root_match(["keepers", "marquise"], seed=9)
    play_until(match, lambda m: m.pending is not None and m.pending.seat == 0 and ".setup" not in m.pending.kind)
    text = drawn_texts(monkeypatch, "pt", match, 0)
    assert "tábua" in text or "figura" in text or "joia" in text
    assert "tablet" not in text and "jewelry" not in text and "figure" not in text
