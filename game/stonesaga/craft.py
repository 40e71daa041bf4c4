"""Craft codes from two material faces (rb p.30-32).

A face's `edges` list has an even number of entries, clockwise, entry 0 the left vertical edge
in the default orientation and entry n/2 the right one (docs/stonesaga-engine.md). An entry is
`None` (blank), `{"c": colour, "n": 1..4}` (n symbols of one type; the colour names the type) or
`{"zero": True}`.

A rotation `rot` of a face = the entry shown on the left; the right edge is then entry
`rot + n/2`. Laid side by side, the two faces give four columns: left-outer (left token's left
edge), left-inner, right-inner, right-outer.

API:
- `check_edges(edges)` — raises `CraftError` on a malformed list.
- `column_edges(edges, rot) -> (left_edge, right_edge)`.
- `orientations(edges_a, edges_b, *, blank="invalid") -> list[(rot_a, rot_b)]` — valid layouts
  with `a` on the left (rb p.30-31).
- `craft_code(edges_a, rot_a, edges_b, rot_b, *, blank="invalid") -> str` — e.g. "red 1422";
  raises `CraftError` if the layout is not valid.
- `code_parts(...) -> (colour, digits)`.
- `placements(edges_x, edges_y, *, blank="invalid") -> list[Placement]` — every valid layout of
  the pair, either material on the left (`left` = 0 for x, 1 for y).
- `codes(edges_x, edges_y) -> list[str]` — the distinct codes of every valid layout, sorted.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Optional, Sequence

Edge = Optional[dict]
Blank = Literal["invalid", "zero"]


class CraftError(ValueError):
    """A malformed edge list or a layout the craft rules forbid."""


def check_edges(edges: Sequence[Edge]) -> None:
    if not edges or len(edges) % 2:
        raise CraftError(f"a material face needs an even number of edges, got {len(edges) if edges else 0}")
    for k, e in enumerate(edges):
        if e is None:
            continue
        if not isinstance(e, dict):
            raise CraftError(f"edge {k}: expected null, {{c, n}} or {{zero: true}}, got {e!r}")
        if e.get("zero"):
            if set(e) != {"zero"}:
                raise CraftError(f"edge {k}: a zero edge has no other field")
            continue
        c, n = e.get("c"), e.get("n")
        if not isinstance(c, str) or not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 4 \
                or set(e) != {"c", "n"}:
            raise CraftError(f"edge {k}: expected {{c: colour, n: 1..4}}, got {e!r}")


def column_edges(edges: Sequence[Edge], rot: int) -> tuple[Edge, Edge]:
    """The (left, right) vertical edges of a face turned so that entry `rot` is on the left."""
    n = len(edges)
    if not 0 <= rot < n:
        raise CraftError(f"rotation {rot} out of 0..{n - 1}")
    return edges[rot], edges[(rot + n // 2) % n]


def _is_symbols(e: Edge) -> bool:
    return e is not None and not e.get("zero")


def _is_zero(e: Edge) -> bool:
    return e is not None and bool(e.get("zero"))


def _layout_code(cols: Sequence[Edge], blank: Blank) -> Optional[tuple[str, str]]:
    """The code of four columns, or None if the layout is not allowed."""
    c1, c2, c3, c4 = cols
    # The two touching edges must show the same type of symbol (rb p.30). A zero never touches
    # symbols nor another zero (rb p.32), and a blank edge shows no type (ruling SS-54).
    if not (_is_symbols(c2) and _is_symbols(c3)) or c2["c"] != c3["c"]:
        return None
    # A zero must be turned into the last column (rb p.32), and the code starts with the colour
    # of the leftmost column (rb p.31): column 1 needs symbols (no zero, no blank).
    if not _is_symbols(c1):
        return None
    if c4 is None and blank == "invalid":          # ruling SS-54
        return None
    digits = "".join(str(e["n"]) if _is_symbols(e) else "0" for e in (c1, c2, c3, c4))
    return c1["c"], digits


def code_parts(edges_a: Sequence[Edge], rot_a: int, edges_b: Sequence[Edge], rot_b: int, *,
               blank: Blank = "invalid") -> tuple[str, str]:
    check_edges(edges_a)
    check_edges(edges_b)
    la, ra = column_edges(edges_a, rot_a)
    lb, rb = column_edges(edges_b, rot_b)
    code = _layout_code((la, ra, lb, rb), blank)
    if code is None:
        raise CraftError("these two edges cannot touch, or a zero/blank edge is misplaced")
    return code


def craft_code(edges_a: Sequence[Edge], rot_a: int, edges_b: Sequence[Edge], rot_b: int, *,
               blank: Blank = "invalid") -> str:
    """"colour digits" for `a` (turned to rot_a) on the left of `b` (turned to rot_b) (rb p.31)."""
    colour, digits = code_parts(edges_a, rot_a, edges_b, rot_b, blank=blank)
    return f"{colour} {digits}"


def orientations(edges_a: Sequence[Edge], edges_b: Sequence[Edge], *,
                 blank: Blank = "invalid") -> list[tuple[int, int]]:
    """Every (rot_a, rot_b) with `a` on the left that the craft rules allow (rb p.30-31)."""
    return [(ra, rb_) for ra, rb_, _ in _coded(edges_a, edges_b, blank)]


def _coded(edges_a: Sequence[Edge], edges_b: Sequence[Edge], blank: Blank) -> list[tuple[int, int, str]]:
    """(rot_a, rot_b, code) of every allowed layout: `orientations` with `craft_code` of each,
    the edges checked once rather than once per layout."""
    check_edges(edges_a)
    check_edges(edges_b)
    out = []
    for ra in range(len(edges_a)):
        a_l, a_r = column_edges(edges_a, ra)
        for rb_ in range(len(edges_b)):
            b_l, b_r = column_edges(edges_b, rb_)
            code = _layout_code((a_l, a_r, b_l, b_r), blank)
            if code is not None:
                out.append((ra, rb_, f"{code[0]} {code[1]}"))
    return out


@dataclass(frozen=True)
class Placement:
    left: int            # 0: the first material is on the left; 1: the second one
    rot_left: int
    rot_right: int
    code: str


def placements(edges_x: Sequence[Edge], edges_y: Sequence[Edge], *,
               blank: Blank = "invalid") -> list[Placement]:
    """Every valid layout of the pair, either material on the left (rb p.30: several layouts of
    the same two materials are several recipes)."""
    out = []
    for left, (a, b) in enumerate(((edges_x, edges_y), (edges_y, edges_x))):
        for ra, rb_, code in _coded(a, b, blank):
            out.append(Placement(left, ra, rb_, code))
    return out


def codes(edges_x: Sequence[Edge], edges_y: Sequence[Edge], *, blank: Blank = "invalid") -> list[str]:
    return sorted({p.code for p in placements(edges_x, edges_y, blank=blank)})


def share_symbol_type(edges_x: Sequence[Edge], edges_y: Sequence[Edge]) -> bool:
    """The two materials have at least one symbol type in common (rb p.30)."""
    cx = {e["c"] for e in edges_x if _is_symbols(e)}
    return any(_is_symbols(e) and e["c"] in cx for e in edges_y)


__all__ = ["CraftError", "Placement", "check_edges", "column_edges", "orientations", "craft_code",
           "code_parts", "placements", "codes", "share_symbol_type"]
