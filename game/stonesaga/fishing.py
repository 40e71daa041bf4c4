"""The Fish action's pure resolution (rb p.38-42).

Three fishing cards are drawn, each used for one layout only: a Stock card, a Spots & Currents
card and a Modifiers card (rb p.38). Cards are plain dicts in the pack shape (digest §24.4):
- stock card: `{"stock": {row: {"bundle": {res: n}, "base": int}}}` for rows top/mid/bot;
- modifiers card: `{"modifiers": {row: {"op": "+"|"-"|"x", "v": int}}}`;
- spots card: `{"currents": {cid: {"from": stock_row, "to": modifier_row}},
  "spots": [{"id", "size": "small"|"large", "currents": [cid...], "icon": "windfall"|"mishap"|None}]}`.

API:
- `roll_dice(rng, n=None) -> list[int]` — 4d6 unless an effect gives more (rb p.40).
- `apply_op(base, op, v) -> int` — `+`, `-`, `x` (rb p.40-41).
- `final_difficulty(stock_card, spots_card, mods_card, current_id) -> int` (rb p.40-41).
- `difficulties(stock_card, spots_card, mods_card) -> {current_id: int}`.
- `check_assignment(spots_card, assignment, n_dice) -> None` — raises `FishingError`: each die
  at most once, small spot ≤ 1 die, large ≤ 2, unused dice allowed (rb p.40).
- `resolve_spot(stock_card, spots_card, mods_card, spot_id, dice_values, current_id, site)
  -> SpotResult` — success if the dice sum ≥ the chosen current's final difficulty; the stock
  row's bundle on success; Windfall on success only, Mishap on failure only (rb p.41-42).
- `windfall(site)`, `mishap(site)` — the site's table row (rb p.42).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Optional, Sequence

from game.core.rng import Rng

from .tables import Mishap, rulebook


# The stages of a fishing trip (game/stonesaga/actions/fish.py) before the Modifiers card is
# turned up (rb p.41: once every die is placed), Master Fisher's choice of a Stock card and the
# re-rolls among them (rb p.8-9, p.40): the view hides the card, the information check deals it
# again.
MODS_FACE_DOWN = ("stock", "reroll_die", "assign", "spot")


class FishingError(ValueError):
    """An illegal dice assignment or a current that does not cross the spot."""


def _part(card: Mapping, key: str):
    return card[key] if key in card else card


def roll_dice(rng: Rng, n: Optional[int] = None) -> list[int]:
    """Roll the fishing dice: four unless an effect says more (rb p.40). No heroic effort: this is
    no test."""
    if n is None:
        n = rulebook().const("fishing_dice")
    return [rng.randint(1, 6) for _ in range(n)]


def apply_op(base: int, op: str, v: int) -> int:
    """Modifiers raise (+), lower (-) or multiply (x) a base difficulty (rb p.40-41)."""
    if op == "+":
        return base + v
    if op == "-":
        return base - v
    if op in ("x", "×", "*"):
        return base * v
    raise FishingError(f"unknown modifier operation {op!r}")


def _current(spots_card: Mapping, current_id: str) -> Mapping:
    currents = _part(spots_card, "currents") if "currents" in spots_card else {}
    if current_id not in currents:
        raise FishingError(f"no current {current_id!r} on this card")
    return currents[current_id]


def _from(cur: Mapping) -> str:
    """The stock row a current starts from (`from`, or `source` as the pack spells it)."""
    return cur["from"] if "from" in cur else cur["source"]


def final_difficulty(stock_card: Mapping, spots_card: Mapping, mods_card: Mapping, current_id: str) -> int:
    """Base difficulty of the current's stock row, combined with its modifier row (rb p.40-41)."""
    cur = _current(spots_card, current_id)
    base = _part(stock_card, "stock")[_from(cur)]["base"]
    mod = _part(mods_card, "modifiers")[cur["to"]]
    return apply_op(base, mod["op"], mod["v"])


def difficulties(stock_card: Mapping, spots_card: Mapping, mods_card: Mapping) -> dict[str, int]:
    return {cid: final_difficulty(stock_card, spots_card, mods_card, cid)
            for cid in spots_card["currents"]}


def _spot(spots_card: Mapping, spot_id: str) -> Mapping:
    for s in spots_card["spots"]:
        if s["id"] == spot_id:
            return s
    raise FishingError(f"no fishing spot {spot_id!r} on this card")


def spot_capacity(spot: Mapping) -> int:
    """Small spot: up to 1 die; large: up to 2 (rb p.40)."""
    caps = rulebook().const("fishing_spot_capacity")
    if spot["size"] not in caps:
        raise FishingError(f"a spot is small or large, not {spot['size']!r}")
    return caps[spot["size"]]


def check_assignment(spots_card: Mapping, assignment: Mapping[str, Sequence[int]], n_dice: int) -> None:
    """`assignment` maps spot ids to indices of rolled dice. Raises `FishingError` if a die is
    used twice or does not exist, or a spot holds more dice than it may (rb p.40). Leaving dice
    unused, even all of them, is allowed (rb p.40)."""
    seen: set[int] = set()
    for sid, dice in assignment.items():
        spot = _spot(spots_card, sid)
        if len(dice) > spot_capacity(spot):
            raise FishingError(f"spot {sid!r} ({spot['size']}) holds at most {spot_capacity(spot)} dice")
        for d in dice:
            if not 0 <= d < n_dice:
                raise FishingError(f"no die {d} among {n_dice}")
            if d in seen:
                raise FishingError(f"die {d} is assigned twice")
            seen.add(d)


def windfall(site: str) -> tuple[dict, ...]:
    """Windfall options for a site: lake 1 fish, river 1 water, marsh 1 fiber or 1 wood (rb p.42)."""
    return rulebook().fishing[site].windfall


def mishap(site: str) -> Mishap:
    """Mishap for a site: lake lose 1 energy, river minor wound, marsh minor disease (rb p.42)."""
    return rulebook().fishing[site].mishap


@dataclass(frozen=True)
class SpotResult:
    success: bool
    total: int
    difficulty: int
    bundle: dict = field(default_factory=dict)          # gained on success
    windfall: tuple = ()                                 # options, pick one (success only)
    mishap: Optional[Mishap] = None                      # failure only


def resolve_spot(stock_card: Mapping, spots_card: Mapping, mods_card: Mapping, spot_id: str,
                 dice_values: Sequence[int], current_id: str, site: str) -> SpotResult:
    """Resolve one spot that holds dice, with one current that crosses it (rb p.41-42)."""
    spot = _spot(spots_card, spot_id)
    if current_id not in spot["currents"]:
        raise FishingError(f"current {current_id!r} does not cross spot {spot_id!r}")
    if not dice_values:
        raise FishingError("only spots with dice are resolved")
    diff = final_difficulty(stock_card, spots_card, mods_card, current_id)
    total = sum(dice_values)
    ok = total >= diff                                    # rb p.40-41 « supérieure ou égale »
    icon = spot.get("icon")
    if ok:
        row = _from(_current(spots_card, current_id))
        bundle = dict(_part(stock_card, "stock")[row]["bundle"])
        return SpotResult(True, total, diff, bundle,
                          windfall(site) if icon == "windfall" else ())
    return SpotResult(False, total, diff, {}, (), mishap(site) if icon == "mishap" else None)
