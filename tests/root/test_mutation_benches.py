"""The mutation benches (bench/root_mutations.py, bench/root_bots_mutations.py,
bench/plas_mutations.py) break one rule at a time by replacing an exact piece of source. When the
source changes, a mutation whose text is gone silently checks nothing: each original must still
appear exactly once, and each mutant must differ from it.

The benches themselves deselect this test (it fails for every mutant, so it proves nothing about
the rules): see bench/mutation_runner.py."""
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bench(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "bench" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _rows(bench: str) -> list[tuple[str, str, str, str]]:
    """(name, path, old, new) for every mutation of a bench, whatever its table's shape."""
    mod = _bench(bench)
    if bench == "root_bots_mutations":
        return [(f"{i:02d}", f, old, new) for i, (f, old, new) in enumerate(mod.M)]
    return [(name, path, old, new) for name, _rule, path, old, new in mod.MUTATIONS]


@pytest.mark.parametrize("bench", ["root_mutations", "root_bots_mutations", "plas_mutations"])
def test_every_mutation_still_finds_its_source(bench):
    rows = _rows(bench)
    assert rows, f"{bench} has no mutations"
    stale = [f"{name}: {path}: {old[:60]!r}" for name, path, old, new in rows
             if (ROOT / path).read_text().count(old) != 1 or old == new]
    assert not stale, "stale mutations:\n" + "\n".join(stale)


@pytest.mark.parametrize("bench", ["root_mutations", "plas_mutations"])
def test_mutation_names_are_unique_and_explanations_name_real_mutants(bench):
    mod = _bench(bench)
    names = [t[0] for t in mod.MUTATIONS]
    assert len(names) == len(set(names))
    assert set(mod.EXPLAINED) <= set(names)


def test_root_bench_covers_every_playable_faction():
    paths = {path for _n, _r, path, _o, _m in _bench("root_mutations").MUTATIONS}
    for faction in ("marquise", "eyrie", "alliance", "lizards", "riverfolk", "duchy", "corvids", "hundreds", "keepers"):
        assert f"game/root/factions/{faction}.py" in paths, faction
