"""Invariants checked after every decision by playout tests."""
from __future__ import annotations

from . import scoring, zones
from .state import NO_ONE, Conquest, Pay


def all_zones(s) -> list[str]:
    out = list(s.box) + list(s.numerai)
    for d in s.realm_decks.values():
        out += d
    for u in s.upgrades.values():
        out += u
    for p in s.players:
        out += zones.owned(p)
    for f in s.stack:
        if isinstance(f, Conquest):
            out += f.att + f.dfd
        if isinstance(f, Pay):
            out += f.held
    return out


def check(content, s) -> list[str]:
    errs = []
    held = all_zones(s)
    # Same count and same set: every card exactly once (nothing duplicated, nothing lost).
    if len(held) != len(content.inst_card) or set(held) != content.inst_card.keys():
        seen: dict[str, int] = {}
        for c in held:
            seen[c] = seen.get(c, 0) + 1
        dup = [c for c, k in seen.items() if k > 1]
        lost = [c for c in content.inst_card if c not in seen]
        errs.append(f"cards not conserved: {len(held)} held of {len(content.inst_card)}; duplicated {dup[:5]}, lost {lost[:5]}")
    for pid, pr in content.provinces.items():
        if not 0 <= s.defense[pid] <= pr.defense:
            errs.append(f"{pid}: defense {s.defense[pid]} outside 0..{pr.defense}")
        if s.control[pid] != NO_ONE and not 0 <= s.control[pid] < s.n:
            errs.append(f"{pid}: bad controller {s.control[pid]}")
    for p in s.players:
        if abs(p.morality) > zones.MORALITY_MAX:
            errs.append(f"seat {p.seat}: morality {p.morality} off the track")
        if p.left_zero and p.morality == 0:
            errs.append(f"seat {p.seat}: Morality back to 0")
        if p.influence != sum(p.ledger.values()):
            errs.append(f"seat {p.seat}: influence {p.influence} != ledger {sum(p.ledger.values())}")
        if p.leader and p.leader not in content.provinces:
            errs.append(f"seat {p.seat}: leader in unknown province {p.leader}")
    if s.phase == "play" and any(len(p.year_gains) != (s.round - 1) // 4 for p in s.players):
        errs.append("year-end scorings out of step with the round")
    if s.phase == "over":
        for p, b in zip(s.players, s.final):
            if scoring.final_breakdown(content, s, p) != b:
                errs.append(f"seat {p.seat}: final scoring does not recompute")
        if any(len(p.year_gains) != 3 for p in s.players):
            errs.append("not three year-end scorings")
    return errs
