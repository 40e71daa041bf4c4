"""Valley geometry: pointy-top hexes in axial coordinates, terrain holders, shared edges,
obstruction of a crossing, flight, expansion and the area limit (rb p.21, 25-26, 68, 94, 99).

Edges of a tile, clockwise from the top right: 0 = NE, 1 = E, 2 = SE, 3 = SW, 4 = W, 5 = NW
(docs/stonesaga-engine.md). Zones: A = edges 0,1; B = 2,3; C = 4,5. All tiles keep one
orientation (rb p.7), so tile edge i always faces direction i.

API:
- `DIRS`, `neighbour(q, r, edge)`, `neighbours(q, r) -> [(q, r)] * 6` in edge order.
- `adjacent(a, b) -> bool`, `shared_edge(a, b) -> (edge_of_a, edge_of_b) | None` (rb p.21).
- `holder_cells(anchor, orient) -> 3 cells` — orient "up" = {a, a+E, a+NE}, "down" =
  {a, a+E, a+SE}: three mutually adjacent hexes (rb p.21, 94).
- `expansion_anchors(occupied, target) -> [(anchor, orient)]` — free holder spots touching as
  many edges of `target` as possible; players pick among them (rb p.94).
- `edges_touched(cells, target) -> int`.
- `zone_of_edge(edge) -> "A"|"B"|"C"`.
- `side_state(edge_data, module_class) -> "clear"|"obstructed"|"impassable"` for one tile's side
  of an edge; `crossing(side_a, side_b, *, rule="either")` combines both sides (rb p.26, 68;
  ruling SS-55 for one side only).
- `flight_destinations(options, *, rule="discovered_passable") -> list` (rb p.55; ruling SS-56).
- `area_limit(epoch) -> int`, `can_expand(n_holders, epoch) -> bool` (rb p.94).
- Location tokens as levels (0 = none): `action_cost(action, depletion)` (rb p.59),
  `deplete(level)`, `place_shelter(level)`, `can_build_shelter(level)`, `degrade_token(level)`,
  `shelter_value(level, bonus=0)`, `place_fire(level)` (rb p.37, 57-59, 66).
"""
from __future__ import annotations

from typing import Literal, Mapping, Optional, Sequence

from .tables import rulebook

Hex = tuple[int, int]
# axial (dq, dr) per edge, pointy-top: NE, E, SE, SW, W, NW
DIRS: tuple[Hex, ...] = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
ZONES = {"A": (0, 1), "B": (2, 3), "C": (4, 5)}
Crossing = Literal["clear", "obstructed", "impassable"]


class ValleyError(ValueError):
    """A bad hex, edge or orientation."""


def neighbour(q: int, r: int, edge: int) -> Hex:
    dq, dr = DIRS[edge % 6]
    return q + dq, r + dr


def neighbours(q: int, r: int) -> list[Hex]:
    """The six hexes sharing an edge with (q, r), in edge order 0..5 (rb p.21)."""
    return [(q + dq, r + dr) for dq, dr in DIRS]


def shared_edge(a: Hex, b: Hex) -> Optional[tuple[int, int]]:
    """(edge of a, edge of b) of the common edge, or None if they are not adjacent."""
    d = (b[0] - a[0], b[1] - a[1])
    if d not in DIRS:
        return None
    e = DIRS.index(d)
    return e, (e + 3) % 6


def adjacent(a: Hex, b: Hex) -> bool:
    """Two terrains are adjacent if they share an edge (rb p.21)."""
    return shared_edge(a, b) is not None


def zone_of_edge(edge: int) -> str:
    for z, es in ZONES.items():
        if edge in es:
            return z
    raise ValleyError(f"a tile has edges 0..5, not {edge}")


# --- holders ------------------------------------------------------------------------------

def holder_cells(anchor: Hex, orient: str) -> tuple[Hex, Hex, Hex]:
    """The three hexes of a terrain holder: "up" = anchor, its E and NE neighbours; "down" =
    anchor, its E and SE neighbours. Each set is three mutually adjacent hexes."""
    q, r = anchor
    if orient == "up":
        return (q, r), (q + 1, r), (q + 1, r - 1)
    if orient == "down":
        return (q, r), (q + 1, r), (q, r + 1)
    raise ValleyError(f"a holder points up or down, not {orient!r}")


def edges_touched(cells: Sequence[Hex], target: Hex) -> int:
    """How many edges of `target` the cells touch (each adjacent cell shares one edge)."""
    return sum(1 for c in cells if adjacent(c, target))


def expansion_anchors(occupied: Sequence[Hex] | set, target: Hex) -> list[tuple[Hex, str]]:
    """Holder positions on free hexes touching as many edges of `target` as possible (rb p.94,
    « Placer un nouveau support »); the players choose among them. Sorted (anchor, orient)."""
    occ = set(map(tuple, occupied))
    cands: list[tuple[int, Hex, str]] = []
    seen = set()
    tq, tr = target
    for dq in range(-3, 4):
        for dr in range(-3, 4):
            anchor = (tq + dq, tr + dr)
            for orient in ("up", "down"):
                cells = holder_cells(anchor, orient)
                key = frozenset(cells)
                if key in seen or any(c in occ for c in cells) or target in cells:
                    continue
                seen.add(key)
                n = edges_touched(cells, target)
                if n:
                    cands.append((n, anchor, orient))
    if not cands:
        return []
    best = max(n for n, _, _ in cands)
    return sorted((a, o) for n, a, o in cands if n == best)


def area_limit(epoch: int) -> int:
    """Maximum holders: epoch 1 = 4, epoch 2 = 6, epoch 3 = 8 (rb p.94)."""
    table = {int(k): v for k, v in rulebook().const("valley_area").items()}
    if epoch < 1:
        raise ValleyError(f"epochs start at 1, not {epoch}")
    return table[min(epoch, max(table))]


def can_expand(n_holders: int, epoch: int) -> bool:
    """At the area limit an expansion is ignored (rb p.94)."""
    return n_holders < area_limit(epoch)


# --- obstruction --------------------------------------------------------------------------

_ORDER = {"clear": 0, "obstructed": 1, "impassable": 2}


def side_state(edge_data: Optional[Mapping], module_class: Optional[str] = None) -> Crossing:
    """One tile's side of an edge. A module covering that edge decides (rb p.68: non-obstructive
    = as environment, obstructive = lose 1 energy on a difficult travel, impassable = no crossing);
    otherwise sites covering the whole edge obstruct it (rb p.26). `edge_data` is the tile's
    `edges[i]` entry (`{"sites": [...], "full": bool}`) or None."""
    if module_class is not None:
        if module_class == "impassable":
            return "impassable"
        if module_class == "obstructive":
            return "obstructed"
        if module_class == "non_obstructive":
            return "clear"
        raise ValleyError(f"a module is non_obstructive, obstructive or impassable, not {module_class!r}")
    if edge_data and edge_data.get("full") and edge_data.get("sites"):
        return "obstructed"
    return "clear"


def crossing(side_a: Crossing, side_b: Crossing, *, rule: Literal["either", "both"] = "either") -> Crossing:
    """The state of a crossing from both sides. Impassable on either side blocks (rb p.68).
    Whether sites covering the edge on one side only obstruct is open: ruling SS-55 (digest G13)
    — `"either"` (default; the rulebook's example is the start tile's own chasm, rb p.26) or
    `"both"`."""
    if "impassable" in (side_a, side_b):
        return "impassable"
    if rule == "either":
        return max(side_a, side_b, key=_ORDER.__getitem__)
    return "obstructed" if side_a == side_b == "obstructed" else "clear"


def flight_destinations(options: Sequence[Mapping], *,
                        rule: Literal["discovered_passable", "passable", "any"] = "discovered_passable") -> list:
    """Where a fleeing character may land (rb p.55): a random adjacent terrain (no Travel card,
    no difficult travel). `options` = one mapping per adjacent cell:
    `{"cell": ..., "discovered": bool, "crossing": "clear"|"obstructed"|"impassable"}`.
    Ruling SS-56 (Second audit 9): `"discovered_passable"` (default) keeps discovered terrains
    whose edge is not impassable; `"passable"` also allows undiscovered ones; `"any"` every
    neighbour. The caller picks among them with dice.random_pick."""
    out = []
    for o in options:
        if rule != "any" and o.get("crossing") == "impassable":
            continue
        if rule == "discovered_passable" and not o.get("discovered", True):
            continue
        out.append(o["cell"])
    return out


# --- location tokens ---------------------------------------------------------------------

def action_cost(action: str, depletion: int) -> int:
    """Energy of a site action on a terrain whose depletion token shows `depletion` (0, 1, 2):
    Fish, Forage and Extract cost 1 or 2 more (rb p.59); Find water and Shelter do not."""
    rec = rulebook().actions.get(action)
    if rec is None:
        raise ValleyError(f"unknown site action {action!r}")
    return rec.energy + (depletion if rec.pays_depletion else 0)


def deplete(level: int) -> int:
    """Deplete a terrain: none → +1, +1 → +2, +2 stays +2 and the action still happens (rb p.59)."""
    return min(level + 1, rulebook().tokens["depletion"].levels)


def place_shelter(level: int) -> int:
    """Place a shelter: none → 1, 1 → 2, further placements ignored (rb p.58)."""
    return min(level + 1, rulebook().tokens["shelter"].levels)


def can_build_shelter(level: int) -> bool:
    """The Build shelter action is illegal on a terrain with a shelter for two (rb p.37)."""
    return level < rulebook().tokens["shelter"].levels


def degrade_token(level: int) -> int:
    """Degrade a depletion, shelter or fire token: 2 → 1 → gone (fire: arrow = 2, x = 1)
    (rb p.58-59, 66)."""
    return max(0, level - 1)


def shelter_value(level: int, bonus: int = 0) -> int:
    """A terrain's shelter value: the token's face plus "+N shelter" effects, without flipping the
    token (no token + 1 = a shelter of value 1); "has a shelter" means value ≥ 1 (rb p.58)."""
    return level + bonus


def place_fire(level: int) -> int:
    """Place a fire: at most one per terrain; a fire placed on a fire replaces it with a fresh
    token, arrow side up (= 2, so it comforts two Nights before it is gone) (rb p.57-58)."""
    return rulebook().tokens["fire"].levels
