"""Camps: the Population cap and the processes a zone's sites need (rb p.32-33).

API:
- `camp_cap(population) -> int` — max active camps: 0-8 → 2, 9-12 → 3, 13-15 → 4, 16-18 → 5,
  19+ → 6 (rb p.32).
- `camps_to_ruin(active, population) -> int` — at the start of a new epoch only, the camps over
  the cap that the players turn into ruins (rb p.32); nothing happens before.
- `processes_needed(sites, *, cave="none") -> list[str]` — the processes a camp needs on a zone
  with these sites (forest Fell; marsh, river, lake Dig; chasm, mountain, moraine Break; meadow,
  dry plain and no site: none) (rb p.33). The cave is not listed (digest G6): ruling SS-57,
  option `cave` = `"none"` (default) | `"break"` | `"dig"`. The jungle (a forage site of later
  regions) likewise: ruling SS-60, option `jungle` = `"none"` (default) | `"fell"`.
- `process_needed(sites, ...) -> str | None` — the single process, if exactly one is needed.
- `camp_allowed(sites, held_processes, ...) -> bool` — every needed process is held by the actor
  or a contributor (rb p.33).
"""
from __future__ import annotations

from typing import Iterable, Literal, Optional, Sequence

from .tables import rulebook

CaveRule = Literal["none", "break", "dig"]
JungleRule = Literal["none", "fell"]


class CampError(ValueError):
    """An unknown site type."""


def camp_cap(population: int) -> int:
    """Maximum number of active camps for this Population (rb p.32)."""
    for row in rulebook().camp_caps:
        if population >= row.min_population and (row.max_population is None or population <= row.max_population):
            return row.max_camps
    return rulebook().camp_caps[0].max_camps          # below 0 cannot happen; read as the first row


def camps_to_ruin(active: int, population: int) -> int:
    """How many active camps must become ruins at the start of a new epoch (rb p.32)."""
    return max(0, active - camp_cap(population))


def processes_needed(sites: Sequence[str], *, cave: CaveRule = "none",
                     jungle: JungleRule = "none") -> list[str]:
    """Processes needed to place a camp on a zone holding these sites, sorted (rb p.33).
    The cave (SS-57) and the jungle (SS-60) are not in the list: options `cave`, `jungle`."""
    table = rulebook().sites
    need = set()
    for s in sites:
        if s not in table:
            raise CampError(f"unknown site type {s!r}")
        rec = table[s]
        if not rec.camp_process_stated:                # rulings SS-57 (cave), SS-60 (jungle)
            rule = {"cave": cave, "jungle": jungle}.get(s, "none")
            if rule != "none":
                need.add(rule)
            continue
        if rec.camp_process:
            need.add(rec.camp_process)
    return sorted(need)


def process_needed(sites: Sequence[str], *, cave: CaveRule = "none",
                   jungle: JungleRule = "none") -> Optional[str]:
    """The one process a zone needs, or None; raises if the zone needs several."""
    need = processes_needed(sites, cave=cave, jungle=jungle)
    if len(need) > 1:
        raise CampError(f"this zone needs several processes: {', '.join(need)}")
    return need[0] if need else None


def camp_allowed(sites: Sequence[str], held_processes: Iterable[str], *, cave: CaveRule = "none",
                 jungle: JungleRule = "none") -> bool:
    """Every process the zone's sites need is held by the actor or a contributor (rb p.33)."""
    held = set(held_processes)
    return all(p in held for p in processes_needed(sites, cave=cave, jungle=jungle))
