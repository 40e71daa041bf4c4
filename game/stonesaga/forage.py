"""The Forage action's row, harvest and hunt rules, and the wild-animal tables (rb p.43-48).

A forage card is a plain dict: `{"planes": {"fg": [thing...], "mg": [...], "bg": [...]}}` (or
the planes mapping itself), each thing one of `{"source": tree|grass|tuber|nut_shrub|watercourse,
"bonus": [res...]}`, `{"animal": small_prey|large_prey|predator, "bonus": [res...]}`,
`{"tracks": true}`. A row is a list of such cards. A pick names a thing: `(card_index, plane,
thing_index)`.

API:
- `nearest_predator(card) -> int | None` — 0 fore, 1 mid, 2 back.
- `allowed_to_add(row, drawn) -> list[int]` — which of the two drawn cards may go in the row
  (predator forcing and the nearest-predator rule, rb p.44).
- `spotted(row) -> bool` — a predator in a foreground of the row (rb p.44).
- `harvest_check(row, picks, limit=3)` / `harvest_reachable(row, kind, picks)` /
  `harvest_gain(row, picks) -> {res: n}` (rb p.45).
- `hunt_check(row, picks)` / `hunt_reachable(row, picks)` / `hunt_encounter(row, picks) -> id`
  / `hunt_bonus(row, picks)` / `hunt_gain(row, picks, band) -> {res: n}` (rb p.47).
- `reachable(row, mode, kind=None, picks=())` — either of the two above.
- `hunt_table(encounter_id)` and `resolve_encounter(encounter_id, total) -> Band` (rb p.48).
"""
from __future__ import annotations

from collections import Counter
from typing import Mapping, Optional, Sequence

from .tables import Band, Encounter, rulebook

PLANES = ("fg", "mg", "bg")
Pick = tuple[int, str, int]


class ForageError(ValueError):
    """An illegal harvest or hunt choice."""


def planes(card: Mapping) -> Mapping:
    return card["planes"] if "planes" in card else card


def _things(card: Mapping, plane: str) -> Sequence[Mapping]:
    return planes(card).get(plane, ()) or ()


def nearest_predator(card: Mapping) -> Optional[int]:
    """Plane rank (0 fore, 1 mid, 2 back) of the card's nearest predator, or None."""
    for rank, p in enumerate(PLANES):
        if any(t.get("animal") == "predator" for t in _things(card, p)):
            return rank
    return None


def allowed_to_add(row: Sequence[Mapping], drawn: Sequence[Mapping]) -> list[int]:
    """Indices of the drawn cards the player may put in the row (rb p.44).

    Once the row holds a predator: a drawn card with a predator must be taken if possible; if
    both show one, take the card whose predator is as close as or closer than every predator
    already in the row, if possible."""
    all_idx = list(range(len(drawn)))
    row_ranks = [r for r in (nearest_predator(c) for c in row) if r is not None]
    if not row_ranks:
        return all_idx
    with_pred = [i for i in all_idx if nearest_predator(drawn[i]) is not None]
    if not with_pred:
        return all_idx
    closest_in_row = min(row_ranks)
    near = [i for i in with_pred if nearest_predator(drawn[i]) <= closest_in_row]
    return near or with_pred


def spotted(row: Sequence[Mapping]) -> bool:
    """A predator in the foreground of any card of the row spots the character: the search ends
    and a predator encounter replaces harvest and hunt (rb p.44)."""
    return any(nearest_predator(c) == 0 for c in row)


def _thing(row: Sequence[Mapping], pick: Pick) -> Mapping:
    ci, plane, ti = pick
    if not 0 <= ci < len(row) or plane not in PLANES:
        raise ForageError(f"no such place in the row: {pick}")
    things = _things(row[ci], plane)
    if not 0 <= ti < len(things):
        raise ForageError(f"no such thing in the row: {pick}")
    return things[ti]


# --- harvest -----------------------------------------------------------------------------

def _harvest_kind(row, picks) -> Optional[str]:
    kinds = {_thing(row, p).get("source") for p in picks}
    if None in kinds:
        raise ForageError("only sources can be harvested")
    if len(kinds) > 1:
        raise ForageError("one source type per Forage action (rb p.45)")
    return kinds.pop() if kinds else None


def harvest_check(row: Sequence[Mapping], picks: Sequence[Pick], limit: int = 3) -> None:
    """Raises `ForageError` unless the picks are a legal harvest (rb p.45): distinct sources of
    one type, at most `limit` (3 by default), a midground source only if a foreground one of
    that type is harvested, a background one only if a midground one is."""
    if len(set(map(tuple, picks))) != len(picks):
        raise ForageError("each source is harvested once")
    if len(picks) > limit:
        raise ForageError(f"at most {limit} sources")
    _harvest_kind(row, picks)
    got = {p[1] for p in picks}
    if "mg" in got and "fg" not in got:
        raise ForageError("a midground source needs a foreground one of the same type")
    if "bg" in got and "mg" not in got:
        raise ForageError("a background source needs a midground one of the same type")


def harvest_reachable(row: Sequence[Mapping], kind: str, picks: Sequence[Pick] = ()) -> list[Pick]:
    """Sources of `kind` in reach given the sources already picked (rb p.45)."""
    got = {p[1] for p in picks}
    reach = {"fg"} | ({"mg"} if "fg" in got else set()) | ({"bg"} if "mg" in got else set())
    taken = {tuple(p) for p in picks}
    out = []
    for ci, card in enumerate(row):
        for plane in PLANES:
            if plane not in reach:
                continue
            for ti, t in enumerate(_things(card, plane)):
                if t.get("source") == kind and (ci, plane, ti) not in taken:
                    out.append((ci, plane, ti))
    return out


def harvest_gain(row: Sequence[Mapping], picks: Sequence[Pick]) -> dict[str, int]:
    """One resource per source (tree wood, grass grain, tuber root, watercourse water, nut shrub
    nut) plus each bonus shown at a harvested source (rb p.45)."""
    srcs = rulebook().forage_sources
    gain: Counter = Counter()
    for p in picks:
        t = _thing(row, p)
        gain[srcs[t["source"]].yields] += 1
        for b in t.get("bonus", ()) or ():
            gain[b] += 1
    return dict(gain)


# --- hunt ----------------------------------------------------------------------------------

def _tracks_in(row, plane) -> bool:
    return any(t.get("tracks") for c in row for t in _things(c, plane))


def hunt_reach(row: Sequence[Mapping], picks: Sequence[Pick] = ()) -> set[str]:
    """Planes in reach for hunting (rb p.47): the foreground; the midground with tracks in a
    foreground; the background with tracks in a foreground and a midground, or, for small prey,
    once a small prey of the midground is hunted."""
    reach = {"fg"}
    if _tracks_in(row, "fg"):
        reach.add("mg")
        if _tracks_in(row, "mg"):
            reach.add("bg")
    if any(p[1] == "mg" and _thing(row, p).get("animal") == "small_prey" for p in picks):
        reach.add("bg")
    return reach


def hunt_reachable(row: Sequence[Mapping], picks: Sequence[Pick] = ()) -> list[Pick]:
    """Animals that could be added to the picks (same kind rules as `hunt_check`)."""
    out = []
    for ci, card in enumerate(row):
        for plane in PLANES:
            for ti, t in enumerate(_things(card, plane)):
                if t.get("animal") and (ci, plane, ti) not in {tuple(p) for p in picks}:
                    try:
                        hunt_check(row, list(picks) + [(ci, plane, ti)])
                    except ForageError:
                        continue
                    out.append((ci, plane, ti))
    return out


def hunt_check(row: Sequence[Mapping], picks: Sequence[Pick]) -> None:
    """Raises `ForageError` unless the picks are up to 3 small prey, or 1 large prey, or 1
    predator, each in reach (rb p.47)."""
    if not picks:
        raise ForageError("choose an animal to hunt")
    if len(set(map(tuple, picks))) != len(picks):
        raise ForageError("each animal is hunted once")
    kinds = [_thing(row, p).get("animal") for p in picks]
    if None in kinds:
        raise ForageError("only animals can be hunted")
    if set(kinds) == {"small_prey"}:
        if len(picks) > rulebook().const("forage_hunt_small_limit"):
            raise ForageError("at most 3 small prey")
    elif len(picks) != 1:
        raise ForageError("a large prey or a predator is hunted alone")
    # reach: midground small prey may open the background for small prey (rb p.47)
    reach = hunt_reach(row, picks)
    for p in picks:
        if p[1] not in reach:
            raise ForageError(f"the animal at {p} is out of reach")


def hunt_encounter(row: Sequence[Mapping], picks: Sequence[Pick]) -> str:
    """The encounter table for a legal hunt: small_prey_1/2/3, large_prey or predator (the
    player then fights or retreats) (rb p.48)."""
    hunt_check(row, picks)
    kind = _thing(row, picks[0])["animal"]
    if kind == "small_prey":
        return f"small_prey_{len(picks)}"
    return kind


def hunt_bonus(row: Sequence[Mapping], picks: Sequence[Pick]) -> dict[str, int]:
    """Bonuses shown at the hunted animals; gained only if the encounter yields something
    (rb p.47)."""
    gain: Counter = Counter()
    for p in picks:
        for b in _thing(row, p).get("bonus", ()) or ():
            gain[b] += 1
    return dict(gain)


def hunt_gain(row: Sequence[Mapping], picks: Sequence[Pick], band: Band) -> dict[str, int]:
    """What a hunt gives: the band's resources, plus the hunted animals' bonuses only if the
    encounter yields something (rb p.47)."""
    gain: Counter = Counter(band.gain)
    if band.gain:
        gain.update(hunt_bonus(row, picks))
    return dict(gain)


def reachable(row: Sequence[Mapping], mode: str, kind: Optional[str] = None,
              picks: Sequence[Pick] = ()) -> list[Pick]:
    """`mode` "harvest" (sources of `kind`) or "hunt" (animals that could join `picks`)."""
    if mode == "harvest":
        if kind is None:
            raise ForageError("harvest needs a source type")
        return harvest_reachable(row, kind, picks)
    if mode == "hunt":
        return hunt_reachable(row, picks)
    raise ForageError(f"forage mode is harvest or hunt, not {mode!r}")


# --- encounter tables ----------------------------------------------------------------------

def hunt_table(encounter_id: str) -> Encounter:
    """small_prey_1/2/3, large_prey, predator_fight, predator_retreat (rb p.48)."""
    return rulebook().encounters[encounter_id]


def resolve_encounter(encounter_id: str, total: int) -> Band:
    """The band of the table that holds the test total (totals below 1 read the lowest band)."""
    enc = hunt_table(encounter_id)
    for b in enc.bands:
        if (b.min is None or total >= b.min) and (b.max is None or total <= b.max):
            return b
    return min(enc.bands, key=lambda b: b.min or 0)
