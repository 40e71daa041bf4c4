"""A function that calls `_()` (the translation) must not also assign `_` (a throwaway name): the
assignment makes `_` local to the whole function and the call fails with UnboundLocalError
(found once in scenes/load_game.py). Ruff's F402 catches loop variables only."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
COMPS = (ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.DictComp)


def _own_nodes(fn):
    """The nodes of `fn`'s own scope (nested functions and comprehensions have their own)."""
    stack = list(ast.iter_child_nodes(fn))
    while stack:
        n = stack.pop()
        if isinstance(n, SCOPES):
            continue
        if isinstance(n, COMPS):
            stack.append(n.generators[0].iter)      # evaluated in the enclosing scope
            continue
        yield n
        stack.extend(ast.iter_child_nodes(n))


def test_no_function_both_assigns_and_calls_underscore():
    bad = []
    for path in sorted([*ROOT.glob("game/**/*.py"), *ROOT.glob("scenes/**/*.py"), ROOT / "main.py"]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if not isinstance(fn, SCOPES + COMPS):
                continue
            own = list(_own_nodes(fn))
            stores = [n for n in own if isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store)]
            calls = [n for n in own if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "_"]
            if stores and calls:
                bad.append(f"{path.relative_to(ROOT)}:{stores[0].lineno}")
    assert not bad, bad
