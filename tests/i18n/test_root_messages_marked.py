"""Every prompt, choice label and log line of the Root engine is a message with an id, so the
table shows it in the reader's language. Found in session 12: the Black Market's prompts, the
Advanced Setup draft's faction labels and its deal line, and a kept ambush's log line were plain
English strings that French and Portuguese players read in English."""
import ast
import copy
from pathlib import Path

import pytest

from game.core import i18n
from game.core.match import Match
from game.root.engine import HANDLERS, Ctx
from game.root.landmarks import RootBlackMarket, RootBlackMarketH
from game.root.ruleset import RULESET

ROOT = Path(__file__).resolve().parents[2]
# where the text argument sits: ctx.log(kind, text), dec(seat, kind, prompt), ch(id, label)
TEXT_ARG = {"log": 1, "dec": 2, "ch": 1}


def plain_texts(source: str) -> list[str]:
    """The calls of `source` whose shown text is a plain string literal or an f-string (not a Msg)."""
    found = []
    for n in ast.walk(ast.parse(source)):
        if not isinstance(n, ast.Call):
            continue
        f = n.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        i = TEXT_ARG.get(name)
        if i is None or len(n.args) <= i:
            continue
        a = n.args[i]
        while isinstance(a, ast.BinOp):       # "…" + (…)
            a = a.left
        if isinstance(a, ast.JoinedStr) or (isinstance(a, ast.Constant) and isinstance(a.value, str) and a.value):
            found.append(f"{n.lineno}: {ast.unparse(n.args[i])[:60]}")
    return found


def test_the_scan_finds_plain_and_formatted_texts():
    src = ('ctx.log("k", f"{a} wins")\n'
           'dec(0, "k", "Which card?", [])\n'
           'ch("x", "Label")\n'
           'ctx.log("k", "A " + (f"b" if c else ""))\n'
           'ctx.log("k", Msg("fine {a}", a=1))\n'
           'ch(f"card:{x}", name, f"card:{x}")\n')
    assert [line.split(":")[0] for line in plain_texts(src)] == ["1", "2", "3", "4"]


def test_no_root_engine_text_is_a_plain_string():
    """game/root's engine, factions, automata, hirelings and landmarks (the AI guides show nothing;
    the dummy faction exists only in tests)."""
    bad = []
    for p in sorted((ROOT / "game" / "root").rglob("*.py")):
        if "ai_guides" in p.parts or p.name == "dummy.py":
            continue
        bad += [f"{p.relative_to(ROOT)}:{line}" for line in plain_texts(p.read_text(encoding="utf-8"))]
    assert bad == []


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def test_the_black_market_asks_in_french(french):
    content = RULESET.default_content()
    setup = {"seats": [{"controller": "human", "faction": f} for f in ("marquise", "eyrie")], "map": "autumn",
             "deck": "base", "landmarks": "black-market", "first": 0}
    m = Match(RULESET, content, setup, seed=9)
    m.apply(m.pending.choices[0].id)
    ctx = Ctx(content, m.state)
    give = RootBlackMarketH().decide(ctx, RootBlackMarket(0))
    assert i18n.prompt_text(give) == "Quelle carte poser face cachée au Marché noir ?"
    assert all(i18n.choice_label(c).startswith("Poser ") for c in give.choices)
    take = RootBlackMarketH().decide(ctx, RootBlackMarket(0, give=m.state.hands[0][0]))
    assert [i18n.choice_label(c) for c in take.choices] == [f"Carte face cachée {n}" for n in (1, 2, 3)]


def test_the_draft_names_militant_and_insurgent_in_french(french):
    content = RULESET.default_content()
    setup = {"seats": [{"controller": "human", "faction": "marquise"} for _ in range(3)], "map": "autumn",
             "deck": "base", "setup": "advanced"}
    m = Match(RULESET, content, setup, seed=3)
    for _ in range(50):
        if m.pending.kind == "root.draft.pick":
            break
        m.apply(m.pending.choices[0].id)
    labels = [i18n.choice_label(c) for c in m.pending.choices]
    assert labels and all(" (militante)" in x or " (insurgée)" in x for x in labels), labels
    # the deal's log line (made while the state is set up: dealt again here on a fresh frame)
    fr = copy.deepcopy(m.state.stack[-1])
    fr.dealt, fr.cards, fr.characters, fr.locked = False, [], {}, ""
    ctx = Ctx(content, m.state)
    HANDLERS[type(fr)]._deal(ctx, fr)
    dealt = [i18n.event_text(e, None) for e in ctx.events if e.kind == "root.draft.deal"]
    assert len(dealt) == 1 and dealt[0].startswith("Cartes de mise en place révélées : "), dealt
