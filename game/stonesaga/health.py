"""Energy, weaknesses, incapacity and enhancements as pure operations on plain values.

API (nothing is changed in place; illegal requests raise `HealthError` and change nothing):
- `energy_max(n_chars)`, `health_boxes(n_chars)`, `rested_energy(n_chars)` (rb p.9, 17, 52, 55).
- `spend_energy(available, n) -> int` — illegal if short (rb p.17).
- `lose_energy(available, n) -> (available, minor_wounds)` — each point that cannot be lost is
  one minor wound, to be suffered one at a time with `suffer` (rb p.17, 98).
- `gain_energy(available, n, maximum) -> int` — capped, the excess ignored (rb p.17, 98).
- Weaknesses are a list of `(kind, severity)` tuples, kind `wound|disease`, severity
  `minor|major`, one per filled box; `boxes` is the track length.
  `suffer(weak, boxes, kind, severity, *, overflow="ignore") -> list` (rb p.56),
  `degrade_weakness(weak, index) -> list` (rb p.56), `is_incapacitated(weak, boxes) -> bool`
  (rb p.57), `suffer_all(weak, boxes, kind, severity, n)` for n in a row.
- `night_recovery(n_chars, fed, hydrated, comforted, *, hard_rest=False) -> int` — energy
  gained at Night step 2 (rb p.52, 101); `night_hunger(fed, hydrated, comforted=False, *,
  hard=False) -> "degrade"|"minor_wound"|"major_wound"|None` (step 3, rb p.52, 101);
  `demand_increase(die=None) -> int` (step 8, rb p.54, 101).
- `quiet_night(available, maximum) -> (available, minor_enhancement: bool)` (rb p.54).
- `mourning(die, old_age=False) -> "population_minus_1"|"discontent_plus_1"|"stat_plus_1"`
  (rb p.70; 7-8 by ruling SS-58).
- Enhancements: one level per stat, 0 none, 1 minor (+1), 2 major (+2) (rb p.14).
  `enhance(level, severity, *, on_existing_major="cap") -> int`,
  `degrade_enhancement(level) -> int`, `enhancement_bonus(level) -> int`.
"""
from __future__ import annotations

from typing import Literal, Optional, Sequence

from .tables import rulebook

Kind = Literal["wound", "disease"]
Severity = Literal["minor", "major"]
Weakness = tuple[str, str]


class HealthError(ValueError):
    """An illegal request (spending energy one does not have, a bad weakness index)."""


# --- party-size values ------------------------------------------------------------------

def _party(n_chars: int):
    party = rulebook().party
    if n_chars not in party:
        raise HealthError(f"Stonesaga is played with 1 to 4 characters, not {n_chars}")
    return party[n_chars]


def energy_max(n_chars: int) -> int:
    """5 energy with 1-2 characters, 4 with 3+ (rb p.9, 17)."""
    return _party(n_chars).energy_max


def health_boxes(n_chars: int) -> int:
    """Health track length: 5 / 5 / 4 / 3 boxes with 1 / 2 / 3 / 4 characters (rb p.55)."""
    return _party(n_chars).health_boxes


def rested_energy(n_chars: int) -> int:
    """Night step 2 « Reposé »: 2 with two characters or fewer, 1 with three or four (rb p.52)."""
    return _party(n_chars).rested_energy


# --- energy -------------------------------------------------------------------------------

def spend_energy(available: int, n: int) -> int:
    """Spend n energy; a character cannot spend energy it does not have (rb p.17)."""
    if n < 0:
        raise HealthError("cannot spend a negative amount of energy")
    if n > available:
        raise HealthError(f"needs {n} energy, has {available}")
    return available - n


def lose_energy(available: int, n: int) -> tuple[int, int]:
    """Lose n energy: what cannot be lost becomes one minor wound per point (rb p.17, 98)."""
    if n < 0:
        raise HealthError("cannot lose a negative amount of energy")
    lost = min(available, n)
    return available - lost, n - lost


def gain_energy(available: int, n: int, maximum: int) -> int:
    """Gain n energy, never above the maximum; the excess is ignored (rb p.17, 98)."""
    if n < 0:
        raise HealthError("cannot gain a negative amount of energy")
    return min(maximum, available + n)


def night_recovery(n_chars: int, fed: bool, hydrated: bool, comforted: bool, *, hard_rest: bool = False) -> int:
    """Night step 2: rested (2 with ≤2 characters, 1 with 3-4) + fed 1 + hydrated 1 + comforted
    (shelter or fire on the terrain) 1 (rb p.52). `hard_rest` = the harder Night of rb p.101
    (rested 1 with ≤2 characters, 0 with 3+). Cap with `gain_energy`."""
    c = rulebook().const
    rested = _party(n_chars).rested_energy_hard if hard_rest else rested_energy(n_chars)
    return (rested + (c("night_fed_energy") if fed else 0)
            + (c("night_hydrated_energy") if hydrated else 0)
            + (c("night_comforted_energy") if comforted else 0))


def night_hunger(fed: bool, hydrated: bool, comforted: bool = False, *, hard: bool = False) -> Optional[str]:
    """Night step 3 (rb p.52): ate and drank → may degrade one weakness; neither → a minor wound;
    only one of the two → nothing. `hard` = the harder Night of rb p.101: degrading needs fed,
    hydrated and comforted; only one of fed/hydrated → a minor wound; neither → a major wound.
    Returns "degrade", "minor_wound", "major_wound" or None."""
    if hard:
        if fed and hydrated:
            return "degrade" if comforted else None
        if fed or hydrated:
            return "minor_wound"
        return "major_wound"
    if fed and hydrated:
        return "degrade"
    if not fed and not hydrated:
        return "minor_wound"
    return None


def demand_increase(die: Optional[int] = None) -> int:
    """Night step 8: Demand +1 (rb p.54); with the harder Night a die decides: 1-2 → +3,
    3-4 → +2, 5-6 → +1 (rb p.101). Pass the die only with that option."""
    c = rulebook().const
    if die is None:
        return c("demand_per_night")
    for row in c("demand_roll_hard"):
        if row["min"] <= die <= row["max"]:
            return row["demand"]
    raise HealthError(f"a d6 shows 1 to 6, not {die}")


def quiet_night(available: int, maximum: int) -> tuple[int, bool]:
    """A Quiet Night: +1 energy; a character already at its maximum gains a minor enhancement on
    a stat of its choice instead (rb p.54)."""
    if available >= maximum:
        return available, True
    return gain_energy(available, rulebook().const("quiet_night_energy"), maximum), False


def mourning(die: int, old_age: bool = False) -> str:
    """Mourning roll (rb p.70): d6, +2 for a death of old age between challenges; 1 Population
    -1, 2-4 Discontent +1, 5-6 (and 7-8, ruling SS-58) +1 to one of the dead character's stats."""
    total = die + (rulebook().const("mourning_old_age_bonus") if old_age else 0)
    for row in rulebook().mourning:
        if total >= row.min and (row.max is None or total <= row.max):
            return row.effect
    raise HealthError(f"no mourning row for {total}")


# --- weaknesses ---------------------------------------------------------------------------

def _check_weakness(kind: str, severity: str) -> None:
    if kind not in ("wound", "disease"):
        raise HealthError(f"a weakness is a wound or a disease, not {kind!r}")
    if severity not in ("minor", "major"):
        raise HealthError(f"a weakness is minor or major, not {severity!r}")


def suffer(weak: Sequence[Weakness], boxes: int, kind: str, severity: str, *,
           overflow: Literal["ignore", "worsen_other"] = "ignore") -> list[Weakness]:
    """Suffer one weakness (rb p.56, « Accumuler des faiblesses »).

    Minor: a minor of the same type on the track flips to major; otherwise a new minor in a free
    box. Major: a new major token in a free box; with no free box, resolved as a minor.
    A minor with no free box and no same-type minor is not covered by the text (Second audit 19):
    ruling SS-52 — `overflow="ignore"` (default; the track is full, the character is
    incapacitated already, the Dawn rule, rb p.98) or `"worsen_other"` (the first minor of the
    other type flips to major; if there is none, nothing happens).
    """
    _check_weakness(kind, severity)
    out = [tuple(w) for w in weak]
    if severity == "major" and len(out) < boxes:
        out.append((kind, "major"))
        return out
    # minor, or a major with no free box (resolved as a minor)
    for k, (kd, sv) in enumerate(out):
        if kd == kind and sv == "minor":
            out[k] = (kind, "major")
            return out
    if len(out) < boxes:
        out.append((kind, "minor"))
        return out
    if overflow == "worsen_other":
        for k, (kd, sv) in enumerate(out):
            if sv == "minor":
                out[k] = (kd, "major")
                return out
    return out


def suffer_all(weak: Sequence[Weakness], boxes: int, kind: str, severity: str, n: int, **kw) -> list[Weakness]:
    """Suffer n weaknesses one after the other (e.g. the wounds of `lose_energy`)."""
    out = list(weak)
    for _ in range(n):
        out = suffer(out, boxes, kind, severity, **kw)
    return out


def degrade_weakness(weak: Sequence[Weakness], index: int) -> list[Weakness]:
    """Degrade the weakness at `index`: a major flips to minor, a minor is discarded (rb p.56)."""
    if not 0 <= index < len(weak):
        raise HealthError(f"no weakness {index} on the track")
    out = [tuple(w) for w in weak]
    kind, sev = out[index]
    if sev == "major":
        out[index] = (kind, "minor")
    else:
        del out[index]
    return out


def is_incapacitated(weak: Sequence[Weakness], boxes: int) -> bool:
    """Every box of the track holds a weakness (rb p.57)."""
    return len(weak) >= boxes


# --- enhancements -------------------------------------------------------------------------

def enhancement_bonus(level: int) -> int:
    """Minor +1, major +2 (rb p.14)."""
    if level not in (0, 1, 2):
        raise HealthError(f"an enhancement level is 0, 1 or 2, not {level}")
    return level


def enhance(level: int, severity: str, *,
            on_existing_major: Literal["cap", "refuse"] = "cap") -> int:
    """Put an enhancement on a stat at `level` (rb p.14).

    A minor onto a stat that already has one turns that one into a major (rb p.14); a minor onto
    a major leaves a major (Second audit 1). A major onto a stat that already has one is not
    covered: ruling SS-53 — `"cap"` (default: it becomes/stays a major, one slot per stat) or
    `"refuse"` (the major must go to a stat without one: `HealthError`).
    """
    enhancement_bonus(level)
    if severity == "minor":
        return 2 if level >= 1 else 1
    if severity == "major":
        if level and on_existing_major == "refuse":
            raise HealthError("this stat already has an enhancement; choose another stat")
        return 2
    raise HealthError(f"an enhancement is minor or major, not {severity!r}")


def degrade_enhancement(level: int) -> int:
    """After a test on the enhanced stat: major -> minor, minor -> gone (rb p.14)."""
    enhancement_bonus(level)
    return max(0, level - 1)
