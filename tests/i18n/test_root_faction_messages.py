"""Issue 17: a French (and Portuguese) game of the Vagabond, the Lord of the Hundreds and the
Keepers in Iron shows no English sentence. Seeded random playouts; every log line, prompt and
choice label met is checked against the catalogues as they are on disk (the .po files): its
message id is there and translated, and so is every parameter that is itself a message or a game
term (a VP or discard reason, an item, a card, a mood). A plain-text parameter may only be a short
id (a number, a forest letter), never a phrase. (No automaton plays here: their lines are
another helper's.)"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from game.core.agents import RandomAgent
from game.core.i18n import event_text, set_language
from tests.roottable.conftest import root_match

CATALOGUES = Path(__file__).resolve().parents[2] / "data" / "i18n"

# (factions, map, seed): each faction of this brief with others, on two maps
GAMES = [
    (["vagabond", "marquise", "eyrie"], "autumn", 11),
    (["hundreds", "vagabond", "alliance"], "winter", 12),
    (["keepers", "hundreds", "riverfolk"], "lake", 13),
    (["vagabond", "keepers", "duchy", "lizards"], "mountain", 14),
]
DECISIONS = 2500


def _catalogue(lang: str) -> dict[tuple[str | None, str], str]:
    with (CATALOGUES / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        cat = read_po(f, locale=lang)
    return {(m.context, m.id): m.string for m in cat if m.id and isinstance(m.id, str)}


@pytest.fixture(scope="module")
def catalogues():
    return {lang: _catalogue(lang) for lang in ("fr", "pt")}


def _untranslated(cats: dict, msg: str, args: dict | None, where: str) -> list[str]:
    """What of this message would show in English: its id, a nested message or term, or a
    plain-text parameter that is a phrase."""
    out = []
    for lang, cat in cats.items():
        if not cat.get((None, msg)):
            out.append(f"{where}: {lang} has no translation of {msg!r}")
    for k, v in (args or {}).items():
        out += _param(cats, v, f"{where} [{k}]")
    return out


def _param(cats: dict, v: Any, where: str) -> list[str]:
    if isinstance(v, dict):
        if "msg" in v:
            return _untranslated(cats, v["msg"], v.get("args"), where)
        if "term" in v:
            name = str(v["term"])
            if name.startswith("Seat ") or name.isdigit():
                return []
            return [f"{where}: {lang} has no printed name (term) for {name!r}"
                    for lang, cat in cats.items() if not cat.get(("term", name))]
        return []                  # a plural count: its forms are in the catalogue with the template
    if isinstance(v, list):
        return [x for item in v for x in _param(cats, item, where)]
    if isinstance(v, str) and " " in v.strip():
        return [f"{where}: English phrase {v!r} passed as plain text"]
    return []


def _label_problems(cats: dict, choice, where: str) -> list[str]:
    if choice.label_msg:
        return _untranslated(cats, choice.label_msg, choice.label_args, where)
    label = choice.label
    if not label or label.isdigit():
        return []
    # a plain label is shown through the catalogue, as a message or as a term (a name)
    return [f"{where}: {lang} shows the label {label!r} in English" for lang, cat in cats.items()
            if not (cat.get((None, label)) or cat.get(("term", label)))]


@pytest.mark.parametrize("factions,map_id,seed", GAMES, ids=["-".join(g[0]) for g in GAMES])
def test_a_game_of_these_factions_has_no_english_sentence(catalogues, factions, map_id, seed):
    match = root_match(factions, seed=seed, map_id=map_id)
    agent = RandomAgent(seed)
    problems: list[str] = []
    seen: set = set()
    for _ in range(DECISIONS):
        d = match.pending
        if d is None:
            break
        if d.kind not in seen:                     # each kind of decision once is enough
            seen.add(d.kind)
            where = f"prompt {d.kind}"
            if not d.prompt_msg:
                problems.append(f"{where}: no message id ({d.prompt!r})")
            else:
                problems += _untranslated(catalogues, d.prompt_msg, d.prompt_args, where)
            for c in d.choices:
                problems += _label_problems(catalogues, c, f"{where} choice {c.id}")
        match.apply(agent.choose(match, d))
    assert match.state.round >= 3, "the playout should reach a few rounds"
    kinds = set()
    for e in match.history:
        kinds.add(e.kind)
        where = f"event {e.kind}"
        if not e.msg:
            problems.append(f"{where}: no message id ({e.text!r})")
            continue
        problems += _untranslated(catalogues, e.msg, e.args, where)
        if e.public_msg:
            problems += _untranslated(catalogues, e.public_msg, e.public_args, where + " (public)")
    mine = {k.split(".")[1] for k in kinds if k.count(".") >= 2}
    assert {f for f in factions if f in ("vagabond", "hundreds", "keepers")} <= mine, "their events were met"
    problems = sorted(set(problems))
    assert not problems, f"{len(problems)} English texts:\n" + "\n".join(problems[:40])


def test_the_log_reads_in_french_with_the_printed_terms():
    """The check above reads the catalogues; this one renders: a Vagabond game's log in French
    carries French words (not the English rendering) for the VP reasons and the pawn's moves."""
    match = root_match(["vagabond", "marquise"], seed=21)
    agent = RandomAgent(21)
    for _ in range(1500):
        if match.pending is None:
            break
        match.apply(agent.choose(match, match.pending))
    try:
        set_language("fr")
        fr = [event_text(e, None) for e in match.history]
    finally:
        set_language("en")
    en = [e.text for e in match.history]
    vp = [(f, t) for f, t, e in zip(fr, en, match.history) if e.kind == "root.vp" and "(" in t]
    assert vp, "some VP with a reason were scored"
    assert all(" PV " in f and f != t for f, t in vp)
    assert any("(piste " in f for f, _ in vp)            # "recruiter track" → "piste recruteur"
    moves = [f for f, e in zip(fr, match.history) if e.kind == "root.vagabond.pawn"]
    # the pawn's two ends named with their word, joined by the move's arrow (R-I18N-71): never
    # « vers clairière Montagne (6) », a place without its article
    assert moves and all(" → " in f and ("clairière" in f or "bois" in f) and "vers clairière" not in f for f in moves)
    assert all(f.count("clairière") + f.count("bois") == f.count("→") + (" : " in f) for f in moves), moves


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_their_panels_and_the_log_fit_at_1280x720(monkeypatch, lang):
    """A Vagabond / Hundreds / Keepers game a few rounds in, its table in French and Portuguese at
    1280×720: each of the three panels shown in turn beside the log, no text cut or out of its box."""
    from scenes.app import App
    from scenes.root.table import RootTable
    from scenes.settings import Settings
    from tests.roottable.conftest import frame
    from tests.scenes.test_text_fit import describe
    from tests.scenes.textfit import watching
    match = root_match(["vagabond", "hundreds", "keepers", "marquise"], seed=7)
    agent = RandomAgent(3)
    while match.pending is not None and match.state.round < 6:
        match.apply(agent.choose(match, match.pending))
    assert match.pending is not None
    try:
        for seat in range(3):
            with watching(monkeypatch) as w:
                app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language=lang))
                table = app.stack.push(RootTable(app, match, viewer=match.pending.seat, autosave=False, curtain=False))
                table.show_panel(seat)
                frame(app, 0.02)
                app.draw()
                app.draw()
            assert not w.cut and not w.overflow, describe(w)
    finally:
        set_language("en")


@pytest.mark.parametrize("lang,law", [("fr", "Loi"), ("pt", "Lei")])
def test_the_root_rules_reference_sections_are_translated(lang, law):
    """Each section of data/root/reference.yaml reads in the reader's language: title, rule word
    and text (none is left as its English), through the catalogue (extracted from the YAML)."""
    from game.root.ruleset import RULESET
    from scenes.rules import reference_for
    english = RULESET.rules_reference(RULESET.default_content())
    try:
        set_language(lang)
        _, sections, problem = reference_for("root")
    finally:
        set_language("en")
    assert not problem and sections
    shown = sections[-len(english):]                 # after the "how to play" page
    for (t_en, x_en), (t, x) in zip(english, shown):
        assert t != t_en and f"({law} " in t, t
        assert x != x_en and x.strip(), t
