"""Stonesaga's counts speak French and Portuguese with their plural forms (issue 17).

A count of a resource goes through the catalogue's plural forms (msgid / msgid_plural,
game/stonesaga/words.py COUNTS), its state agreeing with it: never « 2 céréale » but « 2 céréales »,
« 2 poissons gâtés » (French rb p.19-20 « gâtée », « transformée »). The detector below knows the
singular of each rulebook resource from the catalogue's terms (data/i18n/terms.yaml "resources",
context "term"), not from the counts under test: a number above 1 followed by a singular that has
a distinct plural is a hand-made (missing) plural. It reads every count form, the table's own
counts and seeded French and Portuguese games as the table shows them.

Also here: the default character name "Character N" and the infinite mode's lines are message ids
shown in the reader's language, the saves' older count templates read as today's, and the
screenshot fixtures' journal lines carry ids."""
from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
import yaml

from game.core import i18n
from game.core.decision import Event
from game.core.i18n import Msg
from game.core.match import Match
from game.stonesaga import words
from game.stonesaga.agents import SensibleRandomAgent
from game.stonesaga.ruleset import RULESET
from scenes.stonesaga import names

LANGS = ["fr", "pt"]
ROOT = Path(__file__).resolve().parents[2]
RESOURCES = yaml.safe_load((ROOT / "data" / "i18n" / "terms.yaml").read_text(encoding="utf-8"))["stonesaga"]["resources"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def singular_words(lang: str) -> list[str]:
    """The rulebook resources' singular names in `lang` (the catalogue's terms) whose plural is
    not the same word: « céréale », « pierre de rivière », « corail mort »; not « noix », « bois »,
    « os », « poix » (French nouns ending in s, x or z do not change; Portuguese « noz », « raiz »
    do: « nozes », « raízes »)."""
    i18n.set_language(lang)
    out = []
    invariable = r"[sxz]$" if lang == "fr" else r"s$"
    for key in RESOURCES:
        name = i18n.term(key)
        if not re.search(invariable, name.split(" ")[0]):
            out.append(name)
    return sorted(out, key=len, reverse=True)


def hand_plurals(text: str, singulars: list[str]) -> list[str]:
    """Every « N word » in `text` where N > 1 and `word` is a singular of `singulars`."""
    alts = "|".join(re.escape(w) for w in singulars)
    pat = re.compile(rf"(?<![\d/.,])(\d+) ({alts})(?![^\W\d_])")
    return [mo.group(0) for mo in pat.finditer(text) if int(mo.group(1)) > 1]


@pytest.mark.parametrize("lang", LANGS)
def test_the_detector_catches_a_singular_after_a_count(lang):
    sing = singular_words(lang)
    grain, stone = (("céréale", "pierre de rivière") if lang == "fr" else ("grão", "pedra de rio"))
    assert hand_plurals(f"Arun gagne 2 {grain}", sing) == [f"2 {grain}"]
    assert hand_plurals(f"3 {stone}, 1 {grain}", sing) == [f"3 {stone}"]
    assert hand_plurals(f"1 {grain}", sing) == []
    plural = "céréales" if lang == "fr" else "grãos"
    assert hand_plurals(f"2 {plural}, 12 {plural}", sing) == []
    if lang == "fr":
        assert "noix" not in sing and "bois" not in sing      # invariable: « 2 noix » is right
        assert hand_plurals("2 racine gâtée", sing) == ["2 racine"]


# Hand-written forms (French rb p.19-20 nouns and « gâtée » / « transformée »; Portuguese ours):
# what a reader must see, independent of the catalogue.
EXPECTED = {
    "fr": {("grain", 2): "2 céréales", ("grain", 1): "1 céréale", ("grain", 0): "0 céréale",
           ("fish/s", 2): "2 poissons gâtés", ("root/s", 3): "3 racines gâtées", ("fish/s", 1): "1 poisson gâté",
           ("river_stone/p", 2): "2 pierres de rivière transformées", ("dead_coral", 2): "2 coraux morts",
           ("water", 2): "2 eaux", ("nut/p", 2): "2 noix transformées", ("gut", 2): "2 boyaux",
           ("wood", 4): "4 bois", ("hide/p", 2): "2 peaux transformées", ("bone/p", 1): "1 os transformé"},
    "pt": {("grain", 2): "2 grãos", ("grain", 1): "1 grão", ("fish/s", 2): "2 peixes estragados",
           ("root/s", 3): "3 raízes estragadas", ("river_stone/p", 2): "2 pedras de rio transformadas",
           ("dead_coral", 2): "2 corais mortos", ("water", 2): "2 águas", ("nut", 2): "2 nozes",
           ("wood", 1): "1 madeira", ("wood", 3): "3 madeiras", ("material", 2): "2 materiais"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_count_of_a_resource_has_its_plural_form_and_its_state_agrees(lang):
    content = RULESET.default_content()
    i18n.set_language(lang)
    for (key, n), want in EXPECTED[lang].items():
        assert i18n.render("{x}", {"x": words.count(key, n)}) == want          # an engine message
        assert names.resource_count(content, key, n) == want                   # the table's own counts


@pytest.mark.parametrize("lang", LANGS)
def test_no_count_of_any_resource_in_any_state_is_a_hand_made_plural(lang):
    """Every rulebook resource in each state the rules give it (COUNTS), from 2 on: no singular
    after the number, and a state's adjective in its plural (it ends in s)."""
    content = RULESET.default_content()
    sing = singular_words(lang)
    assert set(words.COUNTS) >= set(RESOURCES)                                  # every resource counted
    for key in words.COUNTS:
        for n in (2, 3, 11):
            shown = names.resource_count(content, key, n)
            assert not hand_plurals(shown, sing), (key, n, shown)
            assert shown.startswith(f"{n} "), (key, shown)
            if "/" in key:
                assert shown.endswith("s"), (key, shown)
        one = names.resource_count(content, key, 1)
        assert one.startswith("1 ") and ("/" not in key or not one.endswith("s")), (key, one)


@pytest.mark.parametrize("lang", LANGS)
def test_energy_dice_and_wounds_agree_with_their_number(lang):
    i18n.set_language(lang)
    say = {"fr": ("perd 2 Énergies (2 blessures mineures)", "perd 1 Énergie (1 blessure mineure)", "ajoute 2 dés : [3, 4]"),
           "pt": ("perde 2 Energias (2 ferimentos menores)", "perde 1 Energia (1 ferimento menor)",
                  "adiciona 2 dados: [3, 4]")}[lang]
    two = Msg("{name} loses {energy} ({wounds})", name="Ka", energy=words.energy(2), wounds=words.minor_wounds(2))
    one = Msg("{name} loses {energy} ({wounds})", name="Ka", energy=words.energy(1), wounds=words.minor_wounds(1))
    dice = Msg("{name} adds {added}: {dice}", name="Ka", added=words.dice(2), dice="[3, 4]")
    assert i18n.render(two.template, two.args) == f"Ka {say[0]}"
    assert i18n.render(one.template, one.args) == f"Ka {say[1]}"
    assert i18n.render(dice.template, dice.args) == f"Ka {say[2]}"
    assert two.english() == "Ka loses 2 energy (2 minor wounds)"


@pytest.mark.parametrize("lang", LANGS)
def test_an_older_save_s_count_line_reads_with_its_plural(lang):
    """A log line saved before counts had plural forms keeps its old id; the table reads it as
    today's (words.LEGACY)."""
    content = RULESET.default_content()
    i18n.set_language(lang)
    old = Event("gain", "Ka gains 2 grain")
    old.msg, old.args = "{name} gains {n} {resource}", {"name": "Ka", "n": 2, "resource": {"term": "grain"}}
    want = {"fr": "Ka gagne 2 céréales", "pt": "Ka ganha 2 grãos"}[lang]
    assert names.message(content, old.msg, old.args, old.text) == want
    tired = names.message(content, "{name} recovers {n} energy", {"name": "Ka", "n": 3})
    assert tired == {"fr": "Ka récupère 3 Énergies", "pt": "Ka recupera 3 Energias"}[lang]


def _read_game(lang: str, seed: int, chars: int, content=None) -> list[str]:
    """Every log line, prompt and choice label of a seeded challenge, as the table shows them."""
    content = content or RULESET.default_content()
    setup = RULESET.default_setup(content, 1)
    setup["seats"][0]["controller"] = "random"
    setup["seats"][0]["characters"] = str(chars)
    m = Match(RULESET, content, setup, seed)
    agent = SensibleRandomAgent(seed)
    i18n.set_language(lang)
    out: list[str] = []
    for _ in range(20_000):
        d = m.pending
        if d is None:
            break
        out.append(names.prompt(content, d))
        out += [names.choice(content, c) for c in d.choices]
        m.apply(agent.choose(m, d))
    out += [names.event_line(content, e, None) for e in m.history if e.text]
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_a_seeded_game_read_as_the_table_reads_it_has_no_hand_made_plural(lang):
    """Seeds where characters gain and harvest two or more of a resource (2 fish, 2 roots, 3 grain…)."""
    sing = singular_words(lang)
    games = ((3, 2), (5, 1), (6, 2), (7, 2), (10, 2), (19, 2), (11, 1))
    lines = [ln for seed, chars in games for ln in _read_game(lang, seed, chars)]
    bad = sorted({(p, ln) for ln in lines for p in hand_plurals(ln, sing)})
    assert not bad, bad[:20]
    # a count of 2 or more before a resource's name, right or wrong (its singular, maybe with -s, -es, -x)
    alts = "|".join(re.escape(w) for w in sing)
    counted = {ln for ln in lines if re.search(rf"(?<![\d/])([2-9]|\d\d) (?:{alts})(?:es|s|x)?(?![^\W\d_])", ln)}
    assert len(counted) >= 6, f"the games showed too few counts of a resource above 1: {sorted(counted)}"


@pytest.mark.parametrize("lang", LANGS)
def test_a_character_the_pack_does_not_name_reads_in_the_reader_s_language(lang):
    """rb p.7 step 4: a pack without names; the engine keeps "Character 1" (its English), the table
    shows « Personnage 1 » / « Personagem 1 » in the log, prompts and labels, and again after a save."""
    from game.core import serial
    content = dataclasses.replace(RULESET.default_content(), names=())
    lines = _read_game(lang, 21, 2, content)
    want = {"fr": "Personnage", "pt": "Personagem"}[lang]
    assert any(f"{want} 1" in ln for ln in lines) and any(f"{want} 2" in ln for ln in lines)
    assert not [ln for ln in lines if re.search(r"\bCharacter \d", ln)]
    setup = RULESET.default_setup(content, 1)
    m = Match(RULESET, content, setup, 21)
    agent = SensibleRandomAgent(21)
    while not any(e.kind == "create" for e in m.history):
        m.apply(agent.choose(m, m.pending))
    back = serial.load(serial.dump(m.state))
    assert back.chars[0].name == "Character 1"                    # the state keeps the engine's English
    created = next(e for e in m.history if e.kind == "create")
    assert names.event_line(content, created, None).startswith(f"{want} 1 ")
    assert names.person("Character 3") == f"{want} 3" and names.person("Arun") == "Arun"


@pytest.mark.parametrize("lang", LANGS)
def test_the_infinite_mode_s_ageing_and_events_are_message_ids(lang):
    """rb p.104: « {name} vieillit » in the reader's language, an event's name and text kept."""
    from game.stonesaga import infinite
    content = RULESET.default_content()
    m = Match(RULESET, content, RULESET.default_setup(content, 1), 5)
    agent = SensibleRandomAgent(5)
    while m.state.phase == "create" and m.pending is not None:
        m.apply(agent.choose(m, m.pending))
    s = m.state
    c = s.chars[0]
    events: list = []
    infinite.age(content, s, 1, events)
    assert events and events[0].msg == "{name} grows old" and events[0].text == f"{c.name} grows old"
    i18n.set_language(lang)
    assert names.event_line(content, events[0], None) == {"fr": f"{c.name} vieillit",
                                                          "pt": f"{c.name} envelhece"}[lang]


def test_the_screenshot_fixtures_journal_lines_carry_message_ids(tmp_path):
    """scenes/every_scene.py: the campaign record's log and the journal's "what the end brought"
    are written as a real campaign writes them (ids), so fr/pt shots show no English line."""
    from game.stonesaga import campaign as C
    from scenes import every_scene as E
    over, _beh = E.stonesaga_states()
    rec = E.campaign_record(over.content, over.setup["seats"])
    lines = C.log_lines(rec)
    assert lines and all(msg for _text, msg, _args in lines), lines
    i18n.set_language("fr")
    from scenes.stonesaga.campaign_pages import log_text
    shown = [log_text(t, m, a, over.content) for t, m, a in lines]
    assert shown[-1] == "Beya vieillit" and all(s != t for s, (t, _m, _a) in zip(shown, lines))


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_s_own_counts_have_their_plural_forms(lang):
    """The Stonesaga table in French or Portuguese: a bag of 3 grain and 2 spoiled fish, a camp
    storing 2 pieces of wood, an objective's progress; every label drawn and every tip hovered
    shows no singular after a count above 1, and the bag's tips read as a reader expects."""
    import pygame

    from game.stonesaga.state import Camp
    from scenes.app import App
    from scenes.settings import Settings
    from scenes.stonesaga.table import StonesagaTable
    from tests.stonesaga_scenes.states import sample_states
    m = sample_states()["stonesaga.day.turn"].clone()
    c = m.state.chars[0]
    c.bag = {"grain": 3, "fish/s": 2, "root": 1}
    imp = sorted(m.content.improvements)[0]
    m.state.camps.append(Camp(name="Camp 9", cell=c.pos, zone="A", improvements=[imp], stores={"0": {"wood": 2, "hide": 3}}))
    app = App.headless((1920, 1080), settings=Settings(anim_speed="instant", language=lang))
    t = app.stack.push(StonesagaTable(app, m))
    app.draw()
    shown = {x for x, _r, _w in t.texts}
    for r, _key in list(t.hits)[:300]:
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.draw()
        shown.update(tip for _r, tip in t.tips)
    sing = singular_words(lang)
    bad = sorted({p + " — " + s for s in shown for p in hand_plurals(s, sing)})
    assert not bad, bad[:20]
    want = {"fr": ("3 céréales", "2 poissons gâtés", "1 racine", "réserves : 3 peaux, 2 bois"),
            "pt": ("3 grãos", "2 peixes estragados", "1 raiz", "3 peles, 2 madeiras")}[lang]
    for w in want:
        assert any(w in s for s in shown), (w, sorted(s for s in shown if any(ch.isdigit() for ch in s))[:40])


@pytest.mark.parametrize("lang", LANGS)
def test_an_older_save_s_bequest_question_reads_with_its_plurals(lang):
    """A bequest question stored in a save (Effects.wait) before session 8 keeps its old id."""
    from game.core.decision import Decision
    content = RULESET.default_content()
    i18n.set_language(lang)
    old = "Bequest of {dead}: what passes on? ({items} items and {resources} resources may still pass)"
    d = Decision(0, "stonesaga.effect.bequest", "Bequest of Ka: …", (), prompt_msg=old,
                 prompt_args={"dead": "Ka", "items": 1, "resources": 4})
    assert names.prompt(content, d).endswith({"fr": "(encore possibles : 1 objet et 4 ressources)",
                                              "pt": "(ainda podem passar: 1 item e 4 recursos)"}[lang])
