"""Mutation check for Path of Light and Shadow (rulebook sections named in each entry): break one
rule at a time in game/plas in a scratch copy, run tests/plas, and print which test caught it.
A surviving mutant is a rule without a test that fails when it is wrong; an equivalent one is
listed in EXPLAINED with the reason. Runner: bench/mutation_runner.py.

    python bench/plas_mutations.py [-k NAME] [-j 2]"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
P = "game/plas/"
# (name, rule, file, original text, mutated text)
MUTATIONS = [
    ("conquest-tie-fails", "Conquête 7", P + "conquest.py",
     "f.won = f.att_total >= defense + f.def_total", "f.won = f.att_total > defense + f.def_total"),
    ("conquest-defender-ignored", "Conquête 8", P + "conquest.py",
     "f.won = f.att_total >= defense + f.def_total", "f.won = f.att_total >= defense"),
    ("conquest-highest-card-counted", "Conquête 6", P + "conquest.py",
     "+ sum(content.card(c).strength for c in cards if c != h) + bonus)",
     "+ sum(content.card(c).strength for c in cards) + bonus)"),
    ("conquest-no-recruit-on-win", "Conquête 9", P + "conquest.py",
     "        zones.recruit(content, s, a, prov.realm, RECRUIT_ON_WIN, events)\n", ""),
    ("conquest-ruin-ignored", "Conquête, ruling PLAS-3", P + "conquest.py",
     "s.defense[f.province] = max(0, defense - ruin)", "s.defense[f.province] = defense"),
    ("conquest-defender-ruin-ignored", "Conquête 10", P + "conquest.py",
     "if f.lose_need > 0 and f.att:", "if False:"),
    ("year-end-no-realm-bonus", "Décompte 2", P + "scoring.py",
     "realm = REALM_BONUS[year - 1] * len(realms_of(content, s, seat))", "realm = 0"),
    ("realm-needs-one-province", "Décompte 2", P + "scoring.py", "REALM_MIN = 2 ", "REALM_MIN = 1 "),
    ("year-end-flat-bonus", "Décompte 2", P + "scoring.py",
     "realm = REALM_BONUS[year - 1] * len(realms_of(content, s, seat))",
     "realm = REALM_BONUS[0] * len(realms_of(content, s, seat))"),
    ("final-no-building-points", "Fin de la partie", P + "scoring.py",
     "    built = sum(p.buildings.values())\n", "    built = 0\n"),
    ("tie-break-ignored", "Fin de la partie", P + "scoring.py",
     "        tied = [p for p in tied if p.year_gains[-1] == third]\n", ""),
    ("end-recruit-skipped", "Phase de fin 2", P + "end_phase.py",
     "        zones.recruit(content, s, p, realm, 1, events)   # mandatory", "        pass   # mandatory"),
    ("end-second-recruit-free", "Phase de fin 2", P + "end_phase.py",
     '            zones.gain_morality(p, "mercy", 1, events)\n', ""),
    ("hand-size-6", "Phase de fin 4", P + "zones.py", "HAND_SIZE = 5 ", "HAND_SIZE = 6 "),
    ("draw-no-reshuffle", "Phase de fin 4", P + "zones.py",
     "            if not p.discard:\n                break", "            if True:\n                break"),
    ("morality-returns-to-zero", "Moralité, ruling PLAS-1", P + "zones.py",
     "        if m == 0 and p.left_zero:\n            m += step", "        if False:\n            m += step"),
    ("morality-no-overflow-influence", "Moralité", P + "zones.py",
     '            add_influence(p, 1, "morality overflow")', "            pass"),
    ("cull-no-floor", "Éliminer", P + "cull.py",
     "if f.left <= 0 or effects.cull_room(s, p) <= 0:", "if f.left <= 0:"),
    ("cull-promoted-card", "Éliminer", P + "cull.py", "            if c in keep or key in seen:", "            if key in seen:"),
    # (these two first targeted payment.can_build / can_promote, which nothing called: both
    # survived, the dead functions were removed, and the mutants now break the live checks)
    ("build-no-cost", "Construire 2", P + "main_phase.py", "        if build_sum >= b.cost:", "        if True:"),
    ("promote-pay-with-itself", "Promouvoir 2", P + "main_phase.py",
     'sums[pay] - (own if zone == "hand" else 0) < cost', "sums[pay] < cost"),
]

# Mutants no test can tell apart from the original, with the reason (an equivalent mutant).
EXPLAINED: dict[str, str] = {
    "cull-promoted-card": "equivalent: a promoted card leaves the hand or discard when its promotion "
                          "starts (payment.start_promote), so a cull during the payment never sees it; "
                          "the `keep` guard in cull.targets is defensive",
}


def plas_tests(m, where: Path = ROOT) -> list[str]:
    """tests/plas, the random playouts and the automaton's statistical games last, so that a
    rule test kills a mutant first (a kill by those is reported, and is a weak one)."""
    files = sorted(p.name for p in (where / "tests/plas").glob("test_*.py"))
    slow = [f for f in files if "playouts" in f or f == "test_automaton.py"]
    return [f"tests/plas/{f}" for f in files if f not in slow] + [f"tests/plas/{f}" for f in slow]


def main(argv: list[str] | None = None) -> int:
    from mutation_runner import Mutation, run
    muts = [Mutation(*t, explained=EXPLAINED.get(t[0], "")) for t in MUTATIONS]
    return run("PLAS rules", muts, plas_tests, [], argv)


if __name__ == "__main__":
    sys.exit(main())
