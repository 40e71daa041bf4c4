"""Acquérir un allié: conditions ("paliers") of the revealed allies."""
from __future__ import annotations

from . import scoring, zones


def progress(content, s, p, kind: str) -> int:
    if kind == "mercy":
        return zones.mercy(p)
    if kind == "cruelty":
        return zones.cruelty(p)
    if kind == "influence":
        return p.influence
    if kind == "buildings":
        return sum(p.buildings.values())
    if kind == "provinces":
        return len(scoring.provinces_of(s, p.seat))
    if kind == "realms":
        return len(scoring.realms_of(content, s, p.seat))
    if kind == "promotions":
        return p.promotions
    raise ValueError(kind)


def qualifies(content, s, p, ally_id: str) -> bool:
    need = content.allies[ally_id].need
    return progress(content, s, p, need.kind) >= need.n
