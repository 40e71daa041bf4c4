"""The Root battle overlay in French and Portuguese: its hit counts come from the dice event's data
(not from the English sentence), its words from the catalogue."""
from __future__ import annotations

import re

import pytest

from game.core import i18n
from scenes.app import App
from scenes.root import demo
from scenes.root.battle import BattleOverlay
from scenes.root.table import RootTable
from scenes.settings import Settings
from tests.scenes.textfit import watching


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang,word,hit", [("fr", "Attaquant", "perte"), ("pt", "Atacante", "dano")])
def test_the_battle_overlay_counts_hits_from_the_event_in_every_language(monkeypatch, lang, word, hit):
    m = demo.battle()
    ev = [e for e in m.history if e.kind == "root.dice"][-1]
    battle = [e for e in m.history if e.kind == "root.battle"][-1]
    english = [int(x) for x in re.findall(r"deals (\d+)", ev.text)]      # the engine's English sentence
    hi, lo = max(ev.data["dice"]), min(ev.data["dice"])
    app = App.headless((1280, 720), settings=Settings(anim_speed="normal", language=lang))
    table = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    table.prepare_screenshot()
    ov = app.stack.top
    assert isinstance(ov, BattleOverlay)
    assert "deals" not in ov.text                                        # the dice line is translated
    assert ov.hits == english and ov.hits[0] <= hi and ov.hits[1] <= lo  # Law 4.3.2: high die to the attacker
    assert ov.defender == battle.data["defender"] != ov.attacker
    assert ov.ok.text == {"fr": "Continuer", "pt": "Continuar"}[lang]
    ov.tray.settle()
    with watching(monkeypatch) as w:
        app.draw()
    drawn = list(w.texts.values())
    assert not w.cut and not w.overflow
    assert word in drawn and any(hit in t for t in drawn), drawn
