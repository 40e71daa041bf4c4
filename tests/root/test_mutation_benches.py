"""The mutation benches (bench/root_mutations.py, bench/root_bots_mutations.py) break one rule at
a time by replacing an exact piece of source. When the source changes, a mutation whose text is
gone silently checks nothing: each original must still appear exactly once."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _mutations(bench: str, name: str):
    tree = ast.parse((ROOT / "bench" / bench).read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == name for t in node.targets):
            return eval(compile(ast.Expression(node.value), bench, "eval"), {"G": "game/root/"})   # our own data
    raise AssertionError(f"{bench} has no {name}")


@pytest.mark.parametrize("bench,name,file_at,orig_at", [
    ("root_mutations.py", "MUTATIONS", 2, 3),
    ("root_bots_mutations.py", "M", 0, 1),
])
def test_every_mutation_still_finds_its_source(bench, name, file_at, orig_at):
    stale = []
    for m in _mutations(bench, name):
        path, orig = m[file_at], m[orig_at]
        if (ROOT / path).read_text().count(orig) != 1:
            stale.append(f"{path}: {orig[:60]!r}")
    assert not stale, "stale mutations:\n" + "\n".join(stale)
