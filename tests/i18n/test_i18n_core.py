"""game.core.i18n: the language switch, plural forms and number formats through the catalogues and
Babel, engine messages kept as ids and parameters and shown in any language."""
from __future__ import annotations

import json

import pytest

from game.core import i18n
from game.core.decision import Choice, Decision, Event, Outcome
from game.core.i18n import Msg, P, T
from game.core.match import Match


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.forced = None
    i18n.set_language("en")


def test_switching_language_at_runtime():
    assert i18n.set_language("fr") == "fr" and i18n._("New game") == "Nouvelle partie"
    assert i18n.set_language("pt") == "pt" and i18n._("New game") == "Novo jogo"
    assert i18n.set_language("en") == "en" and i18n._("New game") == "New game"
    assert i18n.set_language("xx") == "en"                     # unknown: English, never an error


def test_plural_forms_follow_each_language():
    # French uses the singular for 0 and 1 (CLDR / gettext rule n > 1); English only for 1.
    i18n.set_language("fr")
    assert i18n.ngettext("{n} player", "{n} players", 0).format(n=0) == "0 joueur"
    assert i18n.ngettext("{n} player", "{n} players", 2).format(n=2) == "2 joueurs"
    i18n.set_language("en")
    assert i18n.ngettext("{n} player", "{n} players", 0).format(n=0) == "0 players"
    i18n.set_language("pt")
    assert i18n.ngettext("{n} player", "{n} players", 1).format(n=1) == "1 jogador"
    assert i18n.ngettext("{n} player", "{n} players", 5).format(n=5) == "5 jogadores"


def test_numbers_are_written_the_readers_way():
    i18n.set_language("en")
    assert i18n.format_number(12345) == "12,345"
    i18n.set_language("pt")
    assert i18n.format_number(12345) == "12.345"           # pt_BR: a dot groups thousands
    i18n.set_language("fr")
    assert i18n.format_number(12345).replace("\u202f", " ").replace("\xa0", " ") == "12 345"


def test_game_terms_come_from_the_editions():
    # Law of Root, French and Portuguese editions (shared/rules: chapter titles).
    i18n.set_language("fr")
    assert i18n.term("Eyrie Dynasties") == "Dynasties de la Canopée"
    assert i18n.term("Woodland Alliance") == "Alliance de la Forêt"
    i18n.set_language("pt")
    assert i18n.term("Eyrie Dynasties") == "Dinastia das Rapinas"
    assert i18n.term("Riverfolk Company") == "Companhia Ribeirinha"
    assert i18n.term("Seat 3") == "Jogador 3"
    assert i18n.term("Not a known term") == "Not a known term"


def test_an_event_keeps_its_message_id_and_the_english_text():
    e = Event("k", Msg("Seat {seat} draws {cards}", seat=2, cards=P(3, "{n} card", "{n} cards")), private_to=1,
              public_text=Msg("Seat {seat} draws {cards}", seat=2, cards=P(1, "{n} card", "{n} cards")))
    assert e.text == "Seat 2 draws 3 cards" and e.public_text == "Seat 2 draws 1 card"
    assert e.msg == "Seat {seat} draws {cards}" and e.args["cards"]["n"] == 3
    i18n.set_language("fr")
    assert i18n.event_text(e, 1) == "Joueur 2 pioche 3 cartes"
    assert i18n.event_text(e, 0) == "Joueur 2 pioche 1 carte"
    assert e.text == "Seat 2 draws 3 cards"                  # the engine's own text never changes language


def test_the_english_text_does_not_depend_on_the_language_in_force():
    i18n.set_language("pt")
    e = Event("k", Msg("Seat {seat} moves to {province}", seat=1, province=T("Eyrie Dynasties")))
    assert e.text == "Seat 1 moves to Eyrie Dynasties"
    assert i18n.event_text(e, None) == "Jogador 1 vai para Dinastia das Rapinas"


def test_an_event_without_a_message_id_shows_its_text():
    e = Event("k", "An old save's sentence")
    i18n.set_language("fr")
    assert i18n.event_text(e, None) == "An old save's sentence"


def test_events_with_message_ids_survive_a_save_round_trip():
    e = Event("k", Msg("Seat {seat} builds {building}", seat=1, building=T("Workshop")), seat=0, data={"a": 1})
    back = Match.event_from_list(json.loads(json.dumps(Match.event_to_list(e))))
    assert back == e
    old = Match.event_from_list(["k", "text", None, "", {}, False, None, ""])   # a format-2 event
    assert old.msg == "" and old.text == "text"
    with pytest.raises(ValueError):
        Match.event_from_list(["k", "text", None, "", {}, False, None, "", {"msg": 3}])


def test_choices_prompts_and_outcomes_translate():
    c = Choice("done", Msg("Keep the dice"))
    d = Decision(0, "k", Msg("You may reroll {dice}", dice=P(2, "{n} die", "{n} dice")), (c,))
    o = Outcome((0,), "influence", (), Msg("Seat {seat} wins with {n} Influence", seat=1, n=40))
    assert (c.label, d.prompt, o.text) == ("Keep the dice", "You may reroll 2 dice", "Seat 1 wins with 40 Influence")
    assert c == Choice("done", "Keep the dice")               # the id and label decide equality, as before
    i18n.set_language("fr")
    assert i18n.choice_label(c) == "Garder les dés"
    assert i18n.prompt_text(d) == "Vous pouvez relancer 2 dés"
    assert i18n.outcome_text(o) == "Joueur 1 gagne avec 40 points d’Influence"


def test_a_damaged_translation_falls_back_to_english(monkeypatch):
    i18n.set_language("fr")
    monkeypatch.setattr(i18n, "_", lambda m: "{nonexistent} cassé")
    assert i18n.render("Seat {seat} gives up the payment", {"seat": 2}) == "Seat 2 gives up the payment"


def test_rule_references_translate_their_word():
    i18n.set_language("fr")
    assert i18n.rule_text("Law 4.3.1") == "Loi 4.3.1"
    i18n.set_language("pt")
    assert i18n.rule_text("Law 4.3.1") == "Lei 4.3.1"


def test_a_po_without_a_fresh_mo_is_compiled_in_memory(tmp_path, monkeypatch):
    """A fresh clone has no .mo: the catalogue is compiled at start (Babel), so French works."""
    import shutil
    src = i18n.catalogue_dir()
    dst = tmp_path / "data" / "i18n" / "fr" / "LC_MESSAGES"
    dst.mkdir(parents=True)
    shutil.copy(src / "fr" / "LC_MESSAGES" / "messages.po", dst / "messages.po")
    monkeypatch.setattr(i18n, "catalogue_dir", lambda: tmp_path / "data" / "i18n")
    monkeypatch.setattr(i18n, "_cache", {})
    i18n.set_language("fr")
    assert i18n._("Settings") == "Réglages"
    assert not (dst / "messages.mo").exists()                  # nothing written beside the sources
    assert [p.name for p in i18n.compile_all(tmp_path / "data" / "i18n")] == ["messages.mo"]


def test_lang_on_the_command_line_overrides_the_setting_for_smoke_and_screenshot(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLEFORGE_HOME=str(tmp_path))
    r = subprocess.run([sys.executable, str(root / "main.py"), "--lang", "pt", "--smoke"], cwd=tmp_path, env=env,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "language: pt — Novo jogo, 12.345" in r.stdout
    r = subprocess.run([sys.executable, str(root / "main.py"), "--lang", "xx", "--smoke"], cwd=tmp_path, env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "invalid choice" in r.stderr          # a clear refusal, not a traceback


def test_the_language_setting_switches_every_scene_at_once():
    from dataclasses import replace

    from scenes.app import App
    from scenes.settings import Settings
    from scenes.settings_scene import SettingsScene
    from scenes.title import TitleScene
    app = App.headless((1280, 720), settings=Settings())
    title = app.stack.push(TitleScene(app))
    s = app.stack.push(SettingsScene(app))
    assert title.buttons["new"].text == "New game"
    s._lang("fr")                                            # the player picks Français in the settings
    assert i18n.language() == "fr" and app.settings.language == "fr"
    assert title.buttons["new"].text == "Nouvelle partie"    # the scene below is laid out again
    assert s.back.text == "Terminé"
    i18n.forced = "pt"                                       # `--lang pt` for this run…
    app2 = App.headless((1280, 720), settings=replace(app.settings))
    assert i18n.language() == "pt"
    app2.apply_settings(replace(app2.settings, volume=0.3))          # another setting keeps --lang
    assert i18n.language() == "pt"
    app2.apply_settings(replace(app2.settings, language="en"))   # …until the player chooses in the settings
    assert i18n.language() == "en" and i18n.forced is None


@pytest.mark.parametrize("game", ["root", "plas", "stonesaga"])
def test_every_game_has_a_how_to_play_page_first_in_its_rules_reference(game):
    from scenes.rules import reference_for
    pages = {}
    for lang in ("en", "fr", "pt"):
        i18n.set_language(lang)
        _title, sections, problem = reference_for(game)
        assert not problem and sections, problem
        pages[lang] = sections[0]
    assert pages["en"][0] == "How to play" and pages["fr"][0] == "Comment jouer" and pages["pt"][0] == "Como jogar"
    assert "win" in pages["en"][1]                           # what you do on a turn and how you win
    assert len({p[1] for p in pages.values()}) == 3          # three languages, three texts
