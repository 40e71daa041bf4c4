"""Mutation check for the automata: apply each rule mutation in a scratch copy, run the rule tests
in tests/root_bots (no test there reads the source text; see bench/mutation_runner.py), and print
which test caught it. A missed mutation is a rule without a test.

    python bench/root_bots_mutations.py [-k NAME] [-j 2]
"""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
M = [
 ("game/root/bots/law.py", "left -= building_hits", "left -= 1"),
 ("game/root/bots/law.py", "return (unplaced // 2) * per_pair", "return unplaced * per_pair"),
 ("game/root/bots/mm_decisions.py", "targets = priority_order(targets, board.always_first)", "targets = sorted(targets, reverse=True)"),
 ("game/root/bots/mm_decisions.py", "k = min(unmoved, total - leave)", "k = total - leave"),
 ("game/root/bots/mm_decisions.py", 'return not built and score_vp < settings["expand_below"]', 'return not built and score_vp <= settings["expand_below"]'),
 ("data/root/bots/mechanical-marquise.yaml", "escalated_build_tie_order: [sawmill, recruiter, workshop]", "escalated_build_tie_order: [sawmill, workshop, recruiter]"),
 ("data/root/bots/electric-eyrie.yaml", "decree_columns: [fox, mouse, rabbit, bird]", "decree_columns: [fox, rabbit, mouse, bird]"),
 ("game/root/bots/ee_decisions.py", "else k >= max(others, default=0)", "else k > max(others, default=0)"),
 ("game/root/bots/ee_decisions.py", "return max(need, k)", "return k"),
 ("game/root/bots/electric_eyrie.py", "add_vp(ctx, seat, n if noble else -n, \"turmoil\")", "add_vp(ctx, seat, -n, \"turmoil\")"),
 ("data/root/bots/electric-eyrie.yaml", "criteria: [most enemy-pieces, fewest own-warriors], legal: [can-place], final: lowest", "criteria: [most enemy-pieces, fewest own-warriors], legal: [can-place], final: highest"),
 ("game/root/bots/automated_alliance.py", "if st.revolted:", "if False:"),
 ("game/root/bots/aa_decisions.py", "return 2 if on_map < below else 1", "return 1"),
 ("data/root/bots/automated-alliance.yaml", "criteria: [fewest crowded, most ordered-suit], legal: [can-place], final: highest", "criteria: [most ordered-suit], legal: [can-place], final: highest"),
 ("game/root/bots/vagabot.py", "return sum(1 for t in st.track_at if u >= t)", "return sum(1 for t in st.track_at[:1] if u >= t)"),
 ("game/root/bots/vagabot.py", "for want_exhausted in (1, 0):", "for want_exhausted in (0, 1):"),
 ("game/root/engine.py", "    if ctx.fac(seat).automaton:          # Rootbotics 2.8.1", "    if False:          # Rootbotics 2.8.1"),
 ("game/root/flow.py", "            if ctx.fac(b.attacker).automaton or ctx.fac(b.defender).automaton:\n                return None", "            if False:\n                return None"),
 ("game/root/bots/automaton.py", "    vp = craft_vp(available, rec.kind == \"persistent\", bots_for(ctx).common.law_changes.craft_vp)", "    vp = rec.vp"),
 ("game/root/bots/targeting.py", "return c.priority if final == \"highest\" else -c.priority", "return -c.priority if final == \"highest\" else c.priority"),
 # audit 2 and the cooperative mode
 ("data/root/bots/automated-alliance.yaml", "among: unsympathetic-adjacent-to-sympathy, criteria: [], legal: [can-place], final: lowest",
  "among: unsympathetic-adjacent-to-sympathy, criteria: [fewest crowded], legal: [can-place], final: lowest"),
 ("game/root/bots/automated_alliance.py", "        if key in st.popularity_paid:", "        if False:"),
 ("game/root/bots/vagabot.py", "        if st.where != f\"c{c}\":", "        if False:"),
 ("game/root/factions/vagabond.py", "return any(s.hands[i] or ctx.fac(i).automaton for i in others_here(ctx, seat))",
  "return any(s.hands[i] for i in others_here(ctx, seat))"),
 ("game/root/engine.py", "        end_game(ctx, people, \"coop-people\")", "        pass"),
 ("game/root/engine.py", "    if s.cooperative and ctx.fac(seat).automaton and ctx.fac(other).automaton:\n        return False",
  "    if False:\n        return False"),
 ("game/root/engine.py", "        end_game(ctx, bots, \"coop-automata\")", "        pass"),
]


# Mutants no test can tell apart from the original, by index in M, with the reason.
EXPLAINED: dict[int, str] = {}


def bot_tests(m, where: pathlib.Path = ROOT) -> list[str]:
    """tests/root_bots, the slow cross-faction playouts last so a rule test kills a mutant first."""
    files = sorted(p.name for p in (where / "tests/root_bots").glob("test_*.py"))
    slow = [f for f in files if "playouts" in f]
    return [f"tests/root_bots/{f}" for f in files if f not in slow] + [f"tests/root_bots/{f}" for f in slow]


def main(argv: list[str] | None = None) -> int:
    from mutation_runner import Mutation, run
    muts = [Mutation(f"{i:02d}-{pathlib.Path(f).stem}", f, f, old, new, EXPLAINED.get(i, ""))
            for i, (f, old, new) in enumerate(M)]
    return run("Root automata", muts, bot_tests, [], argv)


if __name__ == "__main__":
    sys.exit(main())
