"""PLAS conquest results can be checked (issue 16, defect 5): the engine's result carries the
arithmetic of each side (the dice that replaced the strongest card, the other cards, the bonuses)
and it adds up to the totals the rules compared; the table prints it; PLAS has a rules reference."""
import re

from game.core.agents import RandomAgent
from game.core.match import Match
from scenes.plas.conquest import breakdown_lines

from .helpers import C, R
from .test_english_only import FRENCH


def results(games=8):
    out = []
    for g in range(games):
        n = 2 + g % 3
        m = Match(R, C, R.default_setup(C, n), 900 + g)
        agents = {i: RandomAgent(g * 13 + i) for i in range(n)}
        while m.pending is not None and len(m.log) < 3000:
            for e in m.apply(agents[m.pending.seat].choose(m, m.pending)):
                if e.kind == "plas.conquest.result":
                    out.append(e.data)
    return out


def _sum(parts):
    return sum(parts["dice"]) + sum(n for _name, n in parts["cards"]) + parts["bonus"]


def test_each_result_carries_arithmetic_that_adds_up():
    res = results()
    defended = [r for r in res if r["def_parts"] is not None]
    assert len(res) > 20 and defended
    for r in res:
        assert _sum(r["att_parts"]) == r["att_parts"]["total"] == r["att"]
        if r["def_parts"] is not None:
            assert _sum(r["def_parts"]) == r["def_parts"]["total"] == r["def"]
        need = r["defense"] + (r["def"] if r["def_parts"] is not None else 0)
        assert r["won"] == (r["att"] >= need)                  # Conquest 7 / (controlled) 8
        lines = breakdown_lines(r, r["def_parts"] is not None)
        for line in lines:                                     # each printed sum adds up
            head, _, rest = line.partition(" = ")
            total = int(head.split()[-1])
            addends = [int(x) for x in re.findall(r"(?:^|\+ )(\d+)", rest)]
            assert total == sum(addends), line


def test_plas_has_a_rules_reference_in_english():
    ref = R.rules_reference(C)
    assert len(ref) >= 12
    titles = " ".join(t for t, _ in ref)
    for topic in ("Conquest", "Cull", "Promote", "Build", "End phase", "Year-end", "Morality"):
        assert topic in titles
    for title, text in ref:
        assert "rulebook:" in title and len(text) > 80
        assert not FRENCH.search(title + text), title
