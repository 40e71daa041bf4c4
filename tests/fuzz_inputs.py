"""Seeded mutations of JSON/YAML-like documents for the damaged-input fuzz tests (tests/core and
bench/input_fuzz.py): every field of a real document, replaced by a wrong type, removed, joined
by an extra one, made huge or nested deep."""
from __future__ import annotations

import copy

from game.core.rng import Rng

WRONG = [None, "text", -7, 3.5, True, [], {}, [1, "x"], {"k": 1}, "", 10 ** 30]


def paths(doc, limit_items: int = 3, depth: int = 7, prefix=()) -> list[tuple]:
    """Every key/index path of `doc` (lists: only their first `limit_items` entries)."""
    out = []
    if depth == 0:
        return out
    if isinstance(doc, dict):
        for k in doc:
            out.append(prefix + (k,))
            out += paths(doc[k], limit_items, depth - 1, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:limit_items]):
            out.append(prefix + (i,))
            out += paths(v, limit_items, depth - 1, prefix + (i,))
    return out


def _parent(doc, path):
    for k in path[:-1]:
        doc = doc[k]
    return doc


def deep(n: int):
    v: object = 1
    for _ in range(n):
        v = [v]
    return v


def mutate(doc, path: tuple, kind: str, r: Rng, huge_items: int = 50_000):
    """A copy of `doc` with the field at `path` damaged (`kind`: wrong, missing, extra, huge, deep)."""
    d = copy.deepcopy(doc)
    parent, key = _parent(d, path), path[-1]
    if kind == "wrong":
        parent[key] = copy.deepcopy(WRONG[r.below(len(WRONG))])
    elif kind == "missing":
        del parent[key]
    elif kind == "extra":
        target = parent[key]
        if isinstance(target, dict):
            target["unexpected_field"] = "?"
        elif isinstance(target, list):
            target.append({"unexpected": [1, 2]})
        else:
            parent[key] = [target, "extra"]
    elif kind == "huge":
        parent[key] = "x" * 200_000 if r.below(2) else list(range(huge_items))
    elif kind == "deep":
        parent[key] = deep(600)          # deep enough to break naive recursion, small to write
    return d


KINDS = ("wrong", "missing", "extra", "huge", "deep")


def cases(doc, n: int, seed: int):
    """`n` seeded (path, kind, mutated doc) cases over every field of `doc`."""
    r = Rng.seeded(seed)
    ps = paths(doc)
    for _ in range(n):
        p = ps[r.below(len(ps))]
        kind = KINDS[r.below(len(KINDS))]
        yield p, kind, mutate(doc, p, kind, r)
