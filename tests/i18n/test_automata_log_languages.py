"""The automata's log speaks French and Portuguese (issue 17): a seeded game of every automaton
produces only bot lines whose message templates — the line itself and every nested phrase
(`Sub`) — and whose game terms (`T`: step names, factions, suits, items, pieces) have a
translation in the catalogue. A line left as an English sentence (no message id) fails too.

Every seat's discard and VP lines count too (a card given to an automaton, an Outrage card, a
score an automaton gives another seat), so their reasons must be catalogue phrases as well.

Each automaton plays two games against random players with a Riverfolk Robots seat (so the
Clockwork 2 services are bought): one at the default level without traits, one at the top level
with every trait and the Advanced Services card (Boss Mode, trait and Advanced lines)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core import i18n
from game.core.agents import RandomAgent
from game.core.match import Match
from game.root.bots.agent import AutomatonAgent
from game.root.bots.automaton import bots_for
from game.root.factions import get_faction
from game.root.ruleset import RULESET

ROOT = Path(__file__).resolve().parents[2]
AUTOMATA = ["mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot", "logical-lizards",
            "riverfolk-robots", "drillbit-duchy", "cogwheel-corvids", "automated-hundreds", "automated-keepers"]
PEOPLE = ["marquise", "eyrie", "alliance", "vagabond"]


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _catalogue(lang):
    from babel.messages.pofile import read_po
    with (ROOT / "data" / "i18n" / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        cat = read_po(f)
    plain = {m.id for m in cat if m.id and not m.context and isinstance(m.id, str) and m.string}
    plurals = {tuple(m.id) for m in cat if m.id and isinstance(m.id, (tuple, list)) and all(m.string)}
    terms = {m.id for m in cat if m.context == "term" and m.string}
    return plain, plurals, terms


def _untranslated(msg, args, cat) -> list[str]:
    """The templates, plural phrases and terms of one engine message not in the catalogue."""
    plain, plurals, terms = cat
    out = [] if msg in plain else [msg]

    def walk(v):
        if isinstance(v, dict):
            if "msg" in v:
                out.extend(_untranslated(v["msg"], v.get("args", {}), cat))
            elif "term" in v:
                if v["term"] and v["term"] not in terms:
                    out.append(f"term:{v['term']}")
            elif "n" in v and "one" in v and (v["one"], v.get("other", v["one"])) not in plurals:
                out.append(f"plural:{v['one']}")
        elif isinstance(v, list):
            for x in v:
                walk(x)
    for v in (args or {}).values():
        walk(v)
    return out


def _bot_lines(content, bot, seed, top: bool):
    """The events a seeded game logs for the automaton's seat 0 (its steps, setup, order cards,
    services it buys, snares it breaks, and its VP lines, whose reasons from the automata are
    phrases of the catalogue)."""
    setup_bot = {"controller": "automaton", "faction": bot}
    if top:
        rec = bots_for(content).bot(bot)
        setup_bot |= {"difficulty": rec.difficulties[-1].id, "traits": [t.id for t in rec.traits],
                      "advanced_services": "on"}
    rf = {"controller": "automaton", "faction": "riverfolk-robots" if bot != "riverfolk-robots" else "drillbit-duchy"}
    replaced = get_faction(bot).replaces
    people = [{"controller": "random", "faction": f} for f in PEOPLE if f != replaced][:2]
    m = Match(RULESET, content, {"seats": [setup_bot, rf] + people, "round_cap": 10}, seed)
    agents = {0: AutomatonAgent(), 1: AutomatonAgent(), 2: RandomAgent(seed), 3: RandomAgent(seed + 7)}
    n = 0
    while m.pending and n < 6000:
        m.apply(agents[m.pending.seat].choose(m, m.pending))
        n += 1
    name = get_faction(bot).name
    # its own lines: the root.bot.* kinds, services it buys, and its setup lines (which begin with its
    # name; the Automated Hundreds' setup also runs the Lord of the Hundreds' own, not an automaton line)
    # and every seat's discards and VP lines: a card given to an automaton is discarded by the giver
    # (Poor Manual Dexterity), an Outrage card is discarded by the payer, and an automaton's Aid or
    # service scores for another seat, with reasons the automata's modules build
    return [e for e in m.history if e.seat == 0 and (e.kind.startswith("root.bot.") or e.kind.startswith("root.riverfolk.")
                                                     or e.kind == "root.setup" and e.text.startswith(name))
            or e.kind in ("root.vp", "root.discard")]


@pytest.mark.parametrize("bot", AUTOMATA)
@pytest.mark.parametrize("lang", [c for c in i18n.codes() if c != i18n.DEFAULT])
def test_every_automaton_step_line_is_in_the_catalogue(content, bot, lang):
    cat = _catalogue(lang)
    lines, bad = [], {}
    for seed, top in ((3, False), (4, True)):
        lines += _bot_lines(content, bot, seed, top)
    steps = [e for e in lines if e.kind == "root.bot.step"]
    assert len(steps) >= 10, f"{bot} logged only {len(steps)} step lines: the game did not run"
    for e in lines:
        if not e.msg:
            bad.setdefault("English sentence (no message id)", []).append(e.text)
            continue
        for t in _untranslated(e.msg, e.args, cat):
            bad.setdefault(t, []).append(e.text)
    assert not bad, {k: v[:1] for k, v in list(bad.items())[:8]}


def test_a_step_line_reads_in_french_with_the_bot_step_and_order_translated(content):
    """The shared `say` wraps the template: the bot's name, its order's suit and the step name are
    translated with the sentence (Rootbotics FR: "Marquise Mécanique 2.0", "ordre renard", "Combat")."""
    from game.core.decision import Event
    ev = None
    for e in _bot_lines(content, "mechanical-marquise", 3, False):
        if e.kind == "root.bot.step" and e.args.get("step") == {"term": "Battle"} and e.args.get("order", {}).get("args"):
            ev = e
            break
    assert ev is not None, "no Battle step with an order card in the seeded game"
    english = ev.text
    try:
        i18n.set_language("fr")
        fr = i18n.event_text(ev, None)
    finally:
        i18n.set_language("en")
    assert isinstance(ev, Event) and english.startswith("Mechanical Marquise 2.0, ")
    assert fr.startswith("Marquise Mécanique 2.0, ordre "), fr
    assert ", Combat : " in fr and "clairière" in fr, fr


# Positions the seeded games rarely reach: a person gives an automaton a card (Poor Manual
# Dexterity), Automated Outrage paid and unpaid, in and out of the Lost City (R-LAND-31).
SCENES = ["root_bots/aa-gift-card.yaml", "root_bots/aa-outrage-move-no-card.yaml",
          "root/landmark-lost-city-automated-outrage.yaml", "root_bots/landmark-lost-city-aa-outrage-no-card.yaml",
          "root_bots/vb-outrage.yaml"]


@pytest.mark.parametrize("lang", [c for c in i18n.codes() if c != i18n.DEFAULT])
def test_discard_and_vp_reasons_the_automata_give_are_in_the_catalogue(content, lang):
    from game.root import scenario
    cat = _catalogue(lang)
    bad, seen = {}, set()
    for rel in SCENES:
        m = scenario.run(content, scenario.load(ROOT / "tests" / "scenarios" / rel))
        for e in m.history:
            if e.kind not in ("root.discard", "root.vp") and not e.kind.startswith("root.bot."):
                continue
            seen.add(e.kind)
            if not e.msg:
                bad.setdefault("English sentence (no message id)", []).append(e.text)
                continue
            for t in _untranslated(e.msg, e.args, cat):
                if t != "term:Test Dummy":          # the scenarios' test-only faction
                    bad.setdefault(t, []).append(e.text)
    assert {"root.discard", "root.vp"} <= seen, seen
    assert not bad, bad


def _names(content) -> dict[str, str]:
    """The printed English names a log line must never pass as plain text, each with what it is:
    the deck's card names, the quests (name and id) and the Vagabond characters of the content."""
    out = {r.name: "card" for r in content.cards.values()}
    out |= {q.name: "quest" for q in content.vagabond.quests} | {q.id: "quest id" for q in content.vagabond.quests}
    out |= {c.name: "character" for c in content.vagabond.characters}
    return out


def _plain_names(args, names, path=()) -> list[str]:
    """The parameters of a message (nested phrases included) that carry one of `names` as a plain
    string instead of a term: the language can not translate them."""
    out = []
    for k, v in (args or {}).items():
        vals = v if isinstance(v, list) else [v]
        for x in vals:
            if isinstance(x, dict) and "msg" in x:
                out += _plain_names(x.get("args", {}), names, path + (k,))
            elif isinstance(x, str) and x in names:
                out.append(f"{'.'.join(path + (k,))}={x} ({names[x]})")
    return out


@pytest.mark.parametrize("bot", AUTOMATA)
def test_card_names_in_an_automaton_log_are_in_the_readers_language(content, bot):
    """Issue 17 (the Portuguese look-over): a Portuguese log read "Vagabot revela sua ordem: Root Tea"
    while the hand showed « Chá de Raiz ». In a seeded French and Portuguese game of each automaton
    no card's English name may be left in its log lines (the name the deck gives it in the content,
    where the catalogue prints it differently in that language), and no card, quest or character
    name may be a plain string parameter (a quest id neither) — each must be a term."""
    names = _names(content)
    lines = [e for seed, top in ((3, False), (4, True)) for e in _bot_lines(content, bot, seed, top)]
    plain = sorted({p for e in lines if e.msg for p in _plain_names(e.args, names)})
    assert not plain, plain[:8]
    english, shown = _english_card_names(content, lines)
    assert shown, f"{bot}: no line names a card in its translation: the check saw no card"
    assert not english, list(english.items())[:6]


def _english_card_names(content, lines) -> tuple[dict[str, str], int]:
    """The card names left in English in `lines` read in French and in Portuguese (each with a line
    that shows it), and how many lines name a card in the reader's language."""
    english, shown = {}, 0
    cards = sorted({r.name for r in content.cards.values()}, key=len, reverse=True)
    try:
        for lang in ("fr", "pt"):
            i18n.set_language(lang)
            # a name the catalogue prints the same ("Saboteurs" in French) or that its own
            # translation contains can not be told from a translated one
            look = [(n, re.compile(r"(?<!\w)" + re.escape(n) + r"(?!\w)")) for n in cards
                    if n not in i18n.term(n)]
            assert len(look) >= len(cards) - 3, f"{lang}: the catalogue lacks most card names"
            for e in lines:
                if not e.msg:
                    continue
                text = i18n.render(e.msg, e.args)
                shown += any(i18n.term(n) in text for n, _rx in look)
                for n, rx in look:
                    if rx.search(text):
                        english.setdefault(f"{lang}: {n}", text)
    finally:
        i18n.set_language("en")
    return english, shown


def test_card_names_in_every_automata_scenario_are_in_the_readers_language(content):
    """The same check over every automata scenario (tests/scenarios/root_bots): the positions the
    seeded games rarely reach — services bought, kept ambushes, Extortion, the Market, Lost Souls
    taken back, Tinker, a quest completed — name no card, quest or character by a plain string,
    and their French and Portuguese lines name no card in English."""
    from game.root import scenario
    names, lines = _names(content), []
    files = sorted((ROOT / "tests" / "scenarios" / "root_bots").glob("*.yaml"))
    assert len(files) > 100, len(files)
    for f in files:
        lines += [e for e in scenario.run(content, scenario.load(f)).history if e.msg]
    plain = {}
    for e in lines:
        for x in _plain_names(e.args, names):
            plain.setdefault(x, e.text)
    assert not plain, list(plain.items())[:8]
    english, shown = _english_card_names(content, lines)
    assert shown > 50, shown
    assert not english, list(english.items())[:6]


@pytest.mark.parametrize("lang, done, new", [("en", "Errand (fox)", "Escort (mouse)"),
                                              ("fr", "Course (renard)", "Escorte (souris)"),
                                              ("pt", "Recado (raposa)", "Escolta (rato)")])
def test_the_vagabots_quest_line_names_its_quests_not_their_ids(content, lang, done, new):
    """R-I18N-89: the Vagabot completes the fox Errand and reveals the mouse Escort (scenario
    vb-quest); its line names both as printed (root-facts.md's quest table; the French and
    Portuguese names of the catalogue's terms), as the Vagabond's own quest lines do, never by id."""
    from game.root import scenario
    m = scenario.run(content, scenario.load(ROOT / "tests" / "scenarios" / "root_bots" / "vb-quest.yaml"))
    ev = next(e for e in m.history if e.kind == "root.bot.step" and e.args.get("step") == {"term": "Quest"})
    try:
        i18n.set_language(lang)
        text = i18n.render(ev.msg, ev.args)
    finally:
        i18n.set_language("en")
    assert done in text and new in text, text
    assert "errand-fox" not in text and "escort-mouse" not in text, text
