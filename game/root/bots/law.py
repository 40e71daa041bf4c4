"""Rules every automaton shares (Law of Rootbotics 1 and 2.8), as pure functions.

The engine calls these where the Law of Root would ask the bot's seat for a choice, so the
automaton answers by its own rules: which piece it loses to a hit, how it spreads recruits,
what a crafted item is worth.
"""
from __future__ import annotations

from .board import Pieces


def hit_sequence(pieces: Pieces, hits: int, rng, building_hits: int = 1) -> list[tuple[str, str]]:
    """Which pieces a bot loses to `hits` hits in one clearing, in order.

    Law of Root 4.3.3: warriors first. Rootbotics 1.2.1: then every token, then buildings,
    the building type drawn at random among the distinct types present (ruling R-AUTO-G7).
    Returns [("warrior", "warrior"), ("token", "keep"), ("building", "sawmill"), ...].
    `building_hits` = 2 models the Fortified trait (a building needs two hits).
    The rng is consumed only when two or more building types could be hit.
    """
    w, tokens, buildings = pieces.warriors, dict(pieces.tokens), dict(pieces.buildings)
    out: list[tuple[str, str]] = []
    left = hits
    while left > 0:
        if w > 0:
            w -= 1
            left -= 1
            out.append(("warrior", "warrior"))
            continue
        tok = sorted(t for t, n in tokens.items() if n > 0)
        if tok:
            tokens[tok[0]] -= 1
            left -= 1
            out.append(("token", tok[0]))
            continue
        types = sorted(t for t, n in buildings.items() if n > 0)
        if not types or left < building_hits:
            break
        t = types[0] if len(types) == 1 else rng.choice(types)
        buildings[t] -= 1
        left -= building_hits
        out.append(("building", t))
    return out


def place_evenly(n: int, targets: list, supply: int) -> tuple[dict, int]:
    """Spread n warriors over `targets` (already in priority order) one at a time, round-robin,
    highest priority first (Rootbotics 4.5.2 "placed first in highest priority"; ruling
    R-AUTO-M3). Returns ({target: count}, unplaced)."""
    placed: dict = {}
    count = 0
    if targets:
        while count < n and count < supply:
            t = targets[count % len(targets)]
            placed[t] = placed.get(t, 0) + 1
            count += 1
    return placed, n - count


def unplaced_vp(unplaced: int, per_pair: int = 1) -> int:
    """Rootbotics 4.5.2 / 4.7.2: 1 VP per pair of warriors that could not be placed (R-AUTO-M4)."""
    return (unplaced // 2) * per_pair


def most_placed_type(on_map: dict, tie_order: tuple) -> str:
    """Rootbotics 4.7.3: the building type most present on the map; ties resolved by
    `tie_order` (sawmill before recruiter before workshop, per the French DC text)."""
    best = max(on_map.get(t, 0) for t in tie_order)
    for t in tie_order:
        if on_map.get(t, 0) == best:
            return t
    raise ValueError("no building types")


def craft_vp(item_available: bool, persistent: bool, law_vp: int = 1) -> int:
    """Rootbotics 1.1: a bot crafts only an available item, never a persistent effect, and
    scores exactly `law_vp` (1) for it."""
    return law_vp if item_available and not persistent else 0


def evening_bonus(rule: str, n_humans: int) -> int:
    """Boss Mode's end-of-Evening VP: 1 per two human players, rounded up (ruling
    R-AUTO-D1: humans, not all players, are counted); the 2021 Nightmare card gives 1."""
    if rule == "one":
        return 1
    if rule == "per-two-players":
        return (n_humans + 1) // 2
    return 0
