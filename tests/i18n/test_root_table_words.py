"""Issue 17: English a French or Portuguese newcomer still met at the Root table (session 7), each
checked so it cannot come back: card names kept in English inside translated sentences, the
tutorial's clearings, the deck tooltip, the landmark setup prompt, rule references that are a
card or the automata's rule book, and the game-over screen's names and chart."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game.core.i18n import set_language, term
from game.core.match import Match
from game.root.ruleset import RULESET
from scenes.root.places import rule_words

CATALOGUES = Path(__file__).resolve().parents[2] / "data" / "i18n"


def _cat(lang):
    with (CATALOGUES / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return list(read_po(f, locale=lang))


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_no_translated_sentence_keeps_a_card_or_term_in_english(lang):
    """A sentence naming a card ("False Orders: from which clearing?") names it as the reader's
    edition does (« Faux ordres »), never in English beside French or Portuguese words."""
    cat = _cat(lang)
    terms = {m.id: m.string for m in cat if m.context == "term" and isinstance(m.id, str) and m.string
             and m.string != m.id and len(m.id) >= 6 and (" " in m.id or m.id[0].isupper())}
    rx = re.compile(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, terms), key=len, reverse=True)) + r")(?![\w-])")
    bad = []
    for m in cat:
        if m.context or not isinstance(m.id, str) or not m.string:
            continue
        bad += [f"{mo.group(1)!r} in {m.string!r}" for mo in rx.finditer(m.string)
                if mo.group(1) in m.id and terms[mo.group(1)] not in m.string]
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_tutorial_names_its_clearings_in_the_reader_s_language(lang):
    content = RULESET.default_content()
    cat = _cat(lang)
    names = {c.name for c in content.maps["autumn"].rec.clearings}
    own = {m.id: m.string for m in cat if m.context == "clearing"}
    english = [n for n in names if own.get(n) and own[n] != n]
    rx = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, english)) + r")(?![\w-])")
    import yaml
    steps = yaml.safe_load((Path(__file__).resolve().parents[2] / "data" / "root" / "tutorial.yaml").read_text())["steps"]
    texts = {" ".join(str(s[k]).split()) for s in steps for k in ("title", "text") if isinstance(s, dict) and s.get(k)}
    shown = {m.id: m.string for m in cat if not m.context and m.id in texts}
    assert any(rx.search(t) for t in texts), "the English lesson names clearings"
    bad = [s for s in shown.values() if rx.search(s)]
    assert not bad, bad[:5]
    assert any(own["Hill"] in s for s in shown.values())


def test_a_rule_that_is_a_card_or_the_automata_s_book_reads_in_the_reader_s_language():
    set_language("fr")
    assert rule_words("League of Adventurous Mice") == term("League of Adventurous Mice") != "League of Adventurous Mice"
    assert rule_words("Rootbotics 5.6") == "Rootbotique 5.6"
    assert rule_words("Law 4.3") == "Loi 4.3"
    set_language("pt")
    assert rule_words("Rootbotics 5.6") == "Rootbótica 5.6"


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_landmark_setup_prompt_and_the_deck_tooltip_speak_the_reader_s_language(lang):
    from scenes.app import App
    from scenes.root.table import RootTable
    from scenes.settings import Settings
    from tests.roottable.conftest import frame
    content = RULESET.default_content()
    setup = RULESET.check_setup(content, {"seats": [{"controller": "human", "faction": f} for f in
                                                    ("marquise", "eyrie", "alliance")],
                                          "map": "autumn", "deck": "base", "landmarks": "random"})
    m = Match(RULESET, content, setup, 3)
    d = m.pending
    while d is not None and d.kind != "root.landmark.place":
        m.apply(d.choices[0].id)
        d = m.pending
    assert d is not None and d.prompt_msg == "Set up {landmark} in which clearing?"
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language=lang))
    table = app.stack.push(RootTable(app, m, viewer=d.seat, autosave=False, curtain=False))
    frame(app, 0.02)
    app.draw()
    prompt = table.board.places.prompt(d)
    assert prompt != d.prompt and "which" not in prompt
    assert all(not re.search(r"\bClearing \d", table.board.places.choice(c)) for c in d.choices)
    deck = [t for _r, t in table.info_spots if "1.2.2" in t]
    assert deck and all("Deck" not in t and "discard pile" not in t and "cards" not in t for t in deck), deck


@pytest.mark.parametrize("lang,word", [("fr", "PV au début de chaque tour"), ("pt", "PV no início de cada turno")])
def test_the_game_over_screen_names_the_factions_and_its_chart_in_the_reader_s_language(monkeypatch, lang, word):
    from scenes.app import App
    from scenes.root import demo
    from scenes.root.game_over import RootGameOver
    from scenes.settings import Settings
    from tests.scenes.textfit import watching
    m = demo.finished()
    with watching(monkeypatch) as w:
        app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language=lang))
        app.stack.push(RootGameOver(app, m))
        app.draw()
    drawn = set(w.texts.values())
    names = [m.seat_name(s) for s in range(len(m.setup["seats"]))]
    assert word in drawn and "VP at the start of each turn" not in drawn
    shown = " ".join(drawn)
    for n in names:
        if term(n) != n:
            assert term(n) in shown and not re.search(r"(?<![\w-])" + re.escape(n) + r"(?![\w-])", shown), n


@pytest.mark.parametrize("lang,wrong,right", [("fr", "contrôlée par dans", "dans la réserve"),
                                              ("pt", "controlado por no", "no suprimento")])
def test_a_hireling_in_the_supply_is_said_to_be_there(lang, wrong, right):
    """The hireling card's tooltip: "in the supply", not "controlled by in the supply"."""
    from scenes.app import App
    from scenes.root.table import RootTable
    from scenes.settings import Settings
    from tests.roottable.conftest import frame
    content = RULESET.default_content()
    setup = RULESET.check_setup(content, {"seats": [{"controller": "human", "faction": f} for f in
                                                    ("marquise", "eyrie", "alliance")],
                                          "map": "autumn", "deck": "base", "hirelings": "random"})
    m = Match(RULESET, content, setup, 5)
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language=lang))
    table = app.stack.push(RootTable(app, m, viewer=m.pending.seat, autosave=False, curtain=False))
    frame(app, 0.02)
    app.draw()
    tips = [t for _r, t in table.info_spots if "E.1.2" in t]
    assert tips and all(wrong not in t for t in tips) and any(right in t for t in tips), tips
