"""Tests with dice (rb p.14-16, 98-99) and random picks (rb p.99), as pure functions.

API (every function that rolls takes the game's `Rng`; dice lists are never changed in place):
- `roll_d6(rng) -> int`
- `roll_heroic(rng) -> list[int]` — step 1: one die; a 6 is a heroic effort, roll another and
  keep going while the new die shows 6 (rb p.15).
- `reroll(rng, dice, i) -> list[int]` — step 2: re-roll die i; a 6 does not explode (rb p.99).
- `add_die(rng, dice, *, explode=False) -> list[int]` — step 2: one die rolled alone and added;
  it may be re-rolled later. `explode` is the switch of ruling SS-50 (default: no chain).
- `turn_die(dice, i, delta=0, *, to=None) -> list[int]` — after every re-roll, set or shift a
  die, clamped to 1..6, no explosion (rb p.99). The caller applies turns after re-rolls.
- `test_total(dice, stat, enhancement=0, modifier=0) -> int` — steps 3-4 (rb p.15).
- `band_of(bands, total) -> int | None` — step 5: index of the first band (min|None, max|None)
  holding the total.
- `random_pick(rng, n) -> int` — index among n ≤ 6 candidates by the d6 table (rb p.99),
  re-rolling the unused faces.
- `random_pick_grouped(rng, groups) -> (group_index, index_in_group)` — seven or more
  candidates: pick a holder, then a terrain in it (rb p.99).
"""
from __future__ import annotations

from typing import Iterable, Optional, Sequence

from game.core.rng import Rng

from .tables import rulebook


class DiceError(ValueError):
    """An illegal dice operation (a die that does not exist, a bad pick size)."""


def roll_d6(rng: Rng) -> int:
    return rng.randint(1, 6)


def roll_heroic(rng: Rng) -> list[int]:
    """Step 1 of a test: roll one die; each 6 adds another die, without limit (rb p.15)."""
    dice = [roll_d6(rng)]
    while dice[-1] == 6:                       # rb p.15 « Effort héroïque »
        dice.append(roll_d6(rng))
    return dice


def _check_index(dice: Sequence[int], i: int) -> None:
    if not 0 <= i < len(dice):
        raise DiceError(f"no die {i} among {len(dice)}")


def reroll(rng: Rng, dice: Sequence[int], i: int) -> list[int]:
    """Re-roll die i. One re-roll per effect, so the same die may be re-rolled by several
    effects (rb p.99). A 6 from a re-roll is no heroic effort (rb p.99)."""
    _check_index(dice, i)
    out = list(dice)
    out[i] = roll_d6(rng)
    return out


def add_die(rng: Rng, dice: Sequence[int], *, explode: bool = False) -> list[int]:
    """Add one die, rolled alone (rb p.15, 99). The heroic effort belongs to the initial roll of
    step 1 only (« si le lancer initial … se solde par un six », rb p.15), so an added 6 adds
    nothing more unless `explode` (ruling SS-50, option `ss_added_die_explodes`)."""
    out = list(dice)
    out.append(roll_d6(rng))
    while explode and out[-1] == 6:
        out.append(roll_d6(rng))
    return out


def turn_die(dice: Sequence[int], i: int, delta: int = 0, *, to: Optional[int] = None) -> list[int]:
    """Turn die i to face `to`, or by `delta` faces; never above 6 nor below 1 (rb p.99)."""
    _check_index(dice, i)
    out = list(dice)
    v = to if to is not None else out[i] + delta
    out[i] = max(1, min(6, v))
    return out


def test_total(dice: Iterable[int], stat: int, enhancement: int = 0, modifier: int = 0) -> int:
    """Dice summed + the tested stat + its enhancement (+1 minor, +2 major) + other modifiers
    (rb p.15, steps 3-4)."""
    return sum(dice) + stat + enhancement + modifier


test_total.__test__ = False            # not a pytest test despite its name


def band_of(bands: Sequence[tuple[Optional[int], Optional[int]]], total: int) -> Optional[int]:
    """Index of the first band whose bounds hold `total` (None = open end), or None (rb p.15,
    step 5: « Lisez l'issue correspondant à votre résultat »)."""
    for k, (lo, hi) in enumerate(bands):
        if (lo is None or total >= lo) and (hi is None or total <= hi):
            return k
    return None


def random_pick(rng: Rng, n: int) -> int:
    """Index of one of n candidates (1 ≤ n ≤ 6) by one d6 and the table of rb p.99; faces that
    pick nobody (5-6 with four, 6 with five) are re-rolled."""
    table = rulebook().random_pick
    if n not in table:
        raise DiceError(f"the d6 table picks among 1 to 6 candidates, not {n} (use random_pick_grouped)")
    if n == 1:
        return 0
    faces = table[n].faces
    while True:
        roll = roll_d6(rng)
        for k, fs in enumerate(faces):
            if roll in fs:
                return k


def random_pick_grouped(rng: Rng, groups: Sequence[Sequence[object]]) -> tuple[int, int]:
    """Seven or more candidates: pick a holder holding some of them, then one of its eligible
    terrains (rb p.99). `groups` lists, per holder, its eligible candidates (empty holders are
    skipped). With six or fewer candidates in all, the plain table is used on the flat list.
    More than six holders: ruling SS-51 — the holders are picked by the same method in two
    stages of at most six (first the block of six, then the holder in it)."""
    nonempty = [k for k, g in enumerate(groups) if len(g) > 0]
    total = sum(len(groups[k]) for k in nonempty)
    if total == 0:
        raise DiceError("no candidate to pick")
    if total <= 6:
        flat = [(k, j) for k in nonempty for j in range(len(groups[k]))]
        return flat[random_pick(rng, len(flat))]
    h = _pick_many(rng, len(nonempty))
    g = nonempty[h]
    j = _pick_many(rng, len(groups[g]))
    return g, j


def _pick_many(rng: Rng, n: int) -> int:
    if n <= 6:
        return random_pick(rng, n)
    blocks = [list(range(s, min(n, s + 6))) for s in range(0, n, 6)]
    b = _pick_many(rng, len(blocks))
    return blocks[b][random_pick(rng, len(blocks[b]))]
