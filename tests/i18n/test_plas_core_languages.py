"""Issue 17, second wave: the last English of the PLAS table and of the core's messages, found by
playing a French and a Portuguese PLAS game. The rule references in the prompt bar name the
French rulebook's sections ("Phase principale", "Province contrôlée par un joueur 2"; Portuguese:
ours); the ability lines on cards, allies and building tips are our own descriptions, shown in the
reader's language; the PLAS rules reference's sections are in the catalogues; the four realms are
named as the French rules print them (Matériel); a damaged save and a refused setup are explained
in the reader's language, the file and field names kept as they are. The engine itself still
speaks English (tests/plas/test_english_only.py)."""
from __future__ import annotations

import re

import pygame
import pytest

from game.core import i18n, saves
from game.core.agents import RandomAgent
from game.core.decision import SetupError
from game.core.match import Match
from game.plas.ruleset import RULESET
from scenes.app import App
from scenes.every_scene import build, every_shot, leave_all
from scenes.plas.cards import ability_line
from scenes.plas.supply import realm_short
from scenes.plas.table import PlasTable
from scenes.rules import reference_for
from scenes.settings import Settings
from tests.scenes.textfit import watching

C = RULESET.default_content()
# Words of our own English that a French or Portuguese PLAS table must not show (the card,
# faction, ally, building and province names are printed in English and are not in this list).
ENGLISH = re.compile(r"\b(Main phase|End phase|Conquest|Setup|rulebook|Cull|Promote \d|Build \d|Strength|Labor|"
                     r"Cruelty|Mercy|Always|After playing|End of turn|Game end|draw|gain|you may|per province|"
                     r"Sample content|Hallowed Vale|Mountain Clans|Riverway Sovereignty|Woodland Nations|level \d|"
                     r"controlled by|needs|built|rounds?|scor(?:e|es|ing)|Year-end)\b")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def rules_met_in_play() -> set[str]:
    rules = set()
    for g in range(4):
        n = 2 + g % 3
        m = Match(RULESET, C, RULESET.default_setup(C, n), 900 + g)
        agents = {i: RandomAgent(g * 5 + i) for i in range(n)}
        while m.pending is not None and len(m.log) < 900:
            d = m.pending
            rules.add(d.rule)
            m.apply(agents[d.seat].choose(m, d))
    return rules


def test_every_rule_reference_names_the_rulebook_section_in_the_readers_language():
    rules = rules_met_in_play()
    assert {"Setup 11c", "Main phase", "End phase 3", "Conquest 1", "Cull 2–4"} <= rules, rules
    shown = {}
    for lang in ("fr", "pt"):
        i18n.set_language(lang)
        shown[lang] = {r: i18n.rule_text(r) for r in rules}
        for r, text in shown[lang].items():
            assert text != r and not ENGLISH.search(text), (lang, r, text)
    # the French rulebook's own headings (MISE EN PLACE, I. PHASE PRINCIPALE, Éliminer une carte…),
    # then the step of its numbered list (a bare number after a heading read as part of it)
    assert shown["fr"]["Setup 11c"] == "Mise en place, étape 11c"
    assert shown["fr"]["Main phase"] == "Phase principale"
    assert shown["fr"]["Cull 2–4"] == "Éliminer une carte, étapes 2 à 4"
    for r, text in shown["fr"].items():
        if r[-1].isdigit():
            assert "étape" in text, (r, text)
    assert shown["pt"]["End phase 3"] == "Fase final 3"


def every_ability():
    for card in C.cards.values():
        yield from card.abilities
    for ally in C.allies.values():
        yield from ally.abilities
    for tree in C.trees.values():
        for b in tree.levels:
            yield from b.abilities


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_every_ability_line_is_in_the_readers_language(lang):
    abilities = list(every_ability())
    assert len(abilities) > 40
    english = {ability_line(a, C) for a in abilities}
    i18n.set_language(lang)
    for a in abilities:
        text = ability_line(a, C)
        assert "{" not in text and not ENGLISH.search(text), (a, text)
        assert text not in english, (a, text)


def test_ability_lines_keep_their_numbers_gate_and_plural():
    from game.plas.content import Ability
    gated = Ability("conquest", "reroll", 2, morality="mercy", level=4)
    one = Ability("action", "draw", 1)
    faction = Ability("endgame", "score_faction", 1, faction="commonfolk")
    assert ability_line(gated, C) == "Conquest [Mercy 4+]: you may reroll 2 dice"
    assert ability_line(one, C) == "Action: draw 1 card"
    assert ability_line(faction, C) == "Game end: +1 Influence per Commonfolk card you own"
    i18n.set_language("fr")
    assert ability_line(gated, C) == "Conquête [Miséricorde 4+] : vous pouvez relancer 2 dés"
    assert ability_line(one, C) == "Action : piochez 1 carte"
    i18n.set_language("pt")
    assert ability_line(Ability("action", "draw", 3), C) == "Ação: compre 3 cartas"
    # the card keyword is the game term, not Root's Eyrie "Build" column ("Erguer")
    assert ability_line(Ability("build", "add_labor", 2), C) == "Construir: +2 de Trabalho ao construir"
    i18n.set_language("fr")
    assert ability_line(Ability("build", "add_labor", 2), C) == "Construction : +2 Travail quand vous construisez"


@pytest.mark.parametrize("lang,rule", [("fr", "(règles : "), ("pt", "(regras: ")])
def test_the_plas_rules_reference_is_in_the_readers_language(lang, rule):
    _, english, _ = reference_for("plas")
    i18n.set_language(lang)
    _, sections, problem = reference_for("plas")
    assert not problem and english and len(sections) == len(english) >= 15
    for (title, text), (en_title, en_text) in zip(sections[1:], english[1:]):
        assert title != en_title and text != en_text, title
        assert rule in title and "rulebook" not in title, title
        assert not ENGLISH.search(title + " " + text), (title, text)


def test_the_realms_are_named_as_the_french_rules_print_them():
    realms = {r.id: r.name for r in C.realms.values()}
    i18n.set_language("fr")
    assert [i18n.term(n) for n in realms.values()] == ["Vallée Sacrée", "Empire des Clans de la Montagne",
                                                       "Souveraineté des Rivières", "Nations Forestières"]
    assert realm_short(C.realms["riverway"]) == "Rivières"
    i18n.set_language("pt")
    assert i18n.term(realms["hallowed-vale"]) == "Vale Sagrado"


PLAS_SHOTS = [s for s in every_shot() if s.name.startswith("plas_") and s.name not in ("plas_menu", "plas_ai_thinking")]


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_a_plas_table_shows_no_english_of_ours(monkeypatch, tmp_path, lang):
    """Every PLAS table shot (main phase, payments, conquest, cull, end phase, year end, game
    over) drawn in French and Portuguese: no word of our own English on it, nor in the tooltips
    it would show under the pointer (a building's cost and powers, the round track, a province)."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    assert len(PLAS_SHOTS) >= 15
    seen = []
    for shot in PLAS_SHOTS:
        with watching(monkeypatch) as w:
            app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language=lang))
            try:
                build(shot, app, tmp_path)
                app.draw()
                tables = [s for s in app.stack.scenes if isinstance(s, PlasTable)]
                tips = [tip for s in tables for _, tip in s.tips if isinstance(tip, str)]
            finally:
                leave_all(app)
        assert tables and tips, shot.name
        seen += [(shot.name, t) for t in [*w.texts.values(), *tips] if ENGLISH.search(t)]
    assert not seen, seen[:12]


def test_a_damaged_save_is_explained_in_the_readers_language(tmp_path):
    path = tmp_path / "Friday.json"
    path.write_text('{"magic": "tableforge-save", "save_fo')
    with pytest.raises(saves.SaveError) as err:
        saves.read_save(path)
    assert str(err.value) == "The save Friday.json is damaged or truncated and cannot be loaded."
    i18n.set_language("fr")
    assert i18n.error_text(err.value) == ("La sauvegarde Friday.json est endommagée ou tronquée et ne peut pas être "
                                          "chargée.")
    i18n.set_language("pt")
    assert i18n.error_text(err.value) == "O jogo salvo Friday.json está danificado ou truncado e não pode ser carregado."


def test_a_wrong_field_keeps_its_name_and_the_sentence_is_translated(tmp_path):
    path = tmp_path / "odd.json"
    path.write_text('{"magic": "tableforge-save", "save_format": "two"}')
    with pytest.raises(saves.SaveError) as err:
        saves.read_save(path)
    assert str(err.value) == "The save odd.json is damaged: field 'save_format' should be a whole number, not text."
    i18n.set_language("fr")
    assert i18n.error_text(err.value) == ("La sauvegarde odd.json est endommagée : le champ 'save_format' devrait être "
                                          "un nombre entier, pas du texte.")


def test_the_load_screen_lists_a_damaged_save_in_the_readers_language(monkeypatch, tmp_path):
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    saves.save_path("cut short").write_text('{"magic": "tableforge-save", "save_fo')
    from scenes.load_game import save_rows
    i18n.set_language("pt")
    rows = [r for r in save_rows() if r.error]
    assert len(rows) == 1 and rows[0].detail.startswith("O jogo salvo cut short.json está danificado"), rows


def test_a_refused_setup_is_explained_in_the_readers_language():
    setup = RULESET.default_setup(C, 2)
    with pytest.raises(SetupError) as err:
        RULESET.check_setup(C, dict(setup, first="3"))
    assert str(err.value) == "first player: seat 4 does not exist with 2 seats"
    with pytest.raises(SetupError) as core:
        RULESET.check_setup(C, dict(setup, seats=setup["seats"] * 3))
    i18n.set_language("fr")
    assert i18n.error_text(err.value) == "premier joueur : la place 4 n’existe pas avec 2 places"
    assert i18n.error_text(core.value) == "Path of Light and Shadow se joue à 2–4 places, pas 6"


def test_dice_in_the_log_and_choices_are_told_by_what_they_show(monkeypatch):
    """A roll, a reroll and a reroll choice once named die faces by their ids in dice.yaml
    ("one-a, one-ruin, blank") in every language; now by what they show. The rulebook's first
    worked example: Bob's three dice, then the reroll of the blank die."""
    from tests.plas.helpers import force_dice, new_match, set_hand
    m = new_match()
    m.state.players[0].leader = "pilgrimwalk"
    set_hand(m.state, 0, ["steadfast-conscripts", "steadfast-conscripts", "sellsword", "trusted-followers"])
    force_dice(monkeypatch, ["one-a", "one-ruin", "blank", "one-b"])
    events = []
    for c in ("conquer", "commit:steadfast-conscripts", "commit:steadfast-conscripts", "commit:sellsword", "done"):
        events += m.apply(c)
    reroll = [c for c in m.pending.choices if c.id == "reroll:2"]
    events += m.apply("reroll:2")
    roll = [e for e in events if e.kind in ("plas.roll", "plas.reroll")]
    assert len(roll) == 2 and len(reroll) == 1
    assert [e.text for e in roll] == ["Seat 1 rolls 1 Strength, 1 Strength + 1 Ruin, blank",
                                      "Seat 1 rerolls a die: blank → 1 Strength"]
    assert reroll[0].label == "Reroll die 3 (blank)"
    i18n.set_language("fr")
    assert [i18n.event_text(e, None) for e in roll] == ["Joueur 1 obtient 1 Force, 1 Force + 1 Ruine, vierge",
                                                        "Joueur 1 relance un dé : vierge → 1 Force"]
    assert "(vierge)" in i18n.choice_label(reroll[0])
    i18n.set_language("pt")
    assert "1 Força + 1 Ruína" in i18n.event_text(roll[0], None)


def test_a_culled_or_promoted_card_goes_to_a_place_named_in_the_readers_language():
    """"Seat 1 culls Pilgrim Levy (to the hallowed-vale)" named a realm deck by its data id in
    every language: now by the realm's name, and the upgrade pack, Numerai pack and box in words."""
    from game.plas import zones
    realm = zones.origin_param(C, "hallowed-vale")
    assert i18n.english("{w}", {"w": realm}) == "Hallowed Vale deck"
    i18n.set_language("fr")
    assert i18n.render("Seat {seat} culls {card} (to the {where})",
                       {"seat": 1, "card": {"term": "Pilgrim Levy"}, "where": realm}) == \
        "Joueur 1 élimine Pilgrim Levy (vers : paquet Vallée Sacrée)"
    assert i18n.render("{w}", {"w": zones.origin_param(C, "box")}) == "boîte"
    i18n.set_language("pt")
    assert i18n.render("{w}", {"w": zones.origin_param(C, "upgrade pack")}) == "baralho de melhorias"
    assert i18n.render("{w}", {"w": zones.origin_param(C, "Numerai pack")}) == "baralho Numerai"


def test_cull_events_name_the_deck_by_its_realm():
    seen = []
    for g in range(6):
        m = Match(RULESET, C, RULESET.default_setup(C, 2), 70 + g)
        agents = {i: RandomAgent(g * 3 + i) for i in range(2)}
        while m.pending is not None and len(m.log) < 600 and len(seen) < 8:
            d = m.pending
            seen += [e for e in m.apply(agents[d.seat].choose(m, d)) if e.kind in ("plas.cull", "plas.promote")]
    assert seen
    ids = re.compile(r"hallowed-vale|mountain-clans|riverway\b|woodland\b")
    i18n.set_language("fr")
    for e in seen:
        assert not ids.search(e.text) and not ids.search(i18n.event_text(e, e.seat)), e.text
    assert any("vers : paquet " in i18n.event_text(e, e.seat) for e in seen), [e.text for e in seen]


@pytest.mark.parametrize("lang", ["en", "fr", "pt"])
def test_realm_names_on_the_map_stay_clear_of_the_provinces(monkeypatch, tmp_path, lang):
    """"Empire des Clans de la Montagne" is longer than "Mountain Clans Empire": the map sets a
    long name smaller, then on two lines, rather than across a province's token."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    shot = next(s for s in every_shot() if s.name == "plas_main")
    for size in ((1280, 720), (1920, 1080)):
        app = App.headless(size, settings=Settings(anim_speed="instant", language=lang))
        try:
            build(shot, app, tmp_path)
            app.draw()
            board = next(s for s in app.stack.scenes if isinstance(s, PlasTable)).map
            assert len(board.name_spots) == 4, (lang, size)
            for rid, spot in board.name_spots.items():
                on_screen = spot.move(board.rect.topleft)          # the spots are in the map picture's own frame
                r = board.token_r                                  # a token with its defense flag, its name plate
                hit = [pid for pid, (x, y) in board.pos.items()
                       if on_screen.colliderect(pygame.Rect(x - r * 1.4, y - r * 1.5, r * 3.0, r * 2.6))
                       or on_screen.colliderect(pygame.Rect(x - r * 1.7, y + r, r * 3.4, r * 0.9))]
                assert not hit, (lang, size, rid, hit)
        finally:
            leave_all(app)


def test_the_map_is_repainted_in_the_new_language(monkeypatch, tmp_path):
    """The painted land (with its realm names) is cached per size: a game seen in English, then
    in French at the same size, shows the French names, not the English painting."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    from scenes.plas import board
    board._BASES.clear()                                   # this test paints the land itself
    shot = next(s for s in every_shot() if s.name == "plas_main")
    drawn = {}
    for lang in ("en", "fr"):
        with watching(monkeypatch) as w:
            app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language=lang))
            try:
                build(shot, app, tmp_path)
                app.draw()
            finally:
                leave_all(app)
        drawn[lang] = set(w.texts.values())
    assert "HALLOWED VALE" in drawn["en"]
    assert "VALLÉE SACRÉE" in drawn["fr"] and "HALLOWED VALE" not in drawn["fr"]


def test_a_broken_content_file_is_explained_in_the_readers_language(tmp_path):
    """A pack file with malformed YAML or a duplicate key: the sentence in the reader's language,
    the file:line and the field as they are (a pack author finds the place in any language)."""
    from game.core.content import ContentError, read_yaml_node
    bad = tmp_path / "realms.yaml"
    bad.write_text("- id: vale\n  name: [unclosed\n")
    with pytest.raises(ContentError) as err:
        read_yaml_node(bad)
    assert str(err.value).startswith("realms.yaml:") or ":" in str(err.value)
    assert "malformed YAML: " in str(err.value)
    i18n.set_language("fr")
    text = i18n.error_text(err.value)
    assert f"{err.value.where} : YAML mal formé : " in text, text
    i18n.set_language("pt")
    assert "YAML malformado: " in i18n.error_text(err.value)
    missing = tmp_path / "gone.yaml"
    with pytest.raises(ContentError) as gone:
        read_yaml_node(missing)
    i18n.set_language("fr")
    assert i18n.error_text(gone.value).endswith(" : le fichier est absent")


def test_a_pack_record_error_keeps_its_field_name():
    from game.core.content import ContentError, fail
    from game.core.i18n import Msg

    class Rec:
        pass
    with pytest.raises(ContentError) as err:
        fail(Rec(), "cost", Msg("file is empty"))
    assert str(err.value) == "<unknown>: field 'cost': file is empty"
    i18n.set_language("pt")
    assert i18n.error_text(err.value) == "<unknown>: campo 'cost': o arquivo está vazio"


def test_the_leader_is_called_as_the_french_rules_call_it():
    """The French rulebook says "leader" (figurine leader, votre leader); one word everywhere in
    PLAS: the how-to-play page, the village prompt, the ability lines and the rules reference."""
    i18n.set_language("fr")
    page = " ".join(i18n.how_to_play("plas"))
    _, sections, _ = reference_for("plas")
    texts = [page, i18n._("Place your leader in a free Village"), *(text for _, text in sections)]
    assert "leader" in page and "Placez votre leader" in texts[1]
    assert not any("meneur" in t for t in texts)
