"""The Stonesaga mutation bench (bench/stonesaga_mutations.py, issue 10) cannot go stale: each
mutation's original text occurs exactly once in its file. This test reads the engine's source
text, so the bench itself never runs it (it would fail for every mutant)."""
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _bench():
    spec = importlib.util.spec_from_file_location("stonesaga_mutations", ROOT / "bench" / "stonesaga_mutations.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, mod)    # dataclasses look their module up there
    spec.loader.exec_module(mod)
    return mod


def test_at_least_40_mutations_each_citing_the_rulebook():
    """Issue 10: break 40 rules one at a time; each mutation names its rulebook page."""
    b = _bench()
    assert len(b.MUTATIONS) >= 40
    assert len({m.name for m in b.MUTATIONS}) == len(b.MUTATIONS)
    for m in b.MUTATIONS:
        assert "rb p." in m.rule, m.name
        assert m.old != m.new, m.name


def test_every_original_text_occurs_exactly_once():
    """A mutation whose text moved or changed would silently test nothing."""
    for m in _bench().MUTATIONS:
        n = (ROOT / m.path).read_text(encoding="utf-8").count(m.old)
        assert n == 1, f"{m.name}: {m.old!r} found {n} times in {m.path}"


def test_the_bench_never_runs_its_own_staleness_test():
    """The meta test is deselected: it would 'catch' every mutant."""
    b = _bench()
    assert "tests/stonesaga/test_mutation_bench.py" not in b.RULE_TESTS
    assert "tests/stonesaga/test_mutation_bench.py" in b.META


def test_every_explained_survivor_is_a_mutation():
    """EXPLAINED only names mutations of the bench, each with a reason."""
    b = _bench()
    names = {m.name for m in b.MUTATIONS}
    for k, why in b.EXPLAINED.items():
        assert k in names and why.strip(), k
