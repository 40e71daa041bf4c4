"""Décompte de fin d'année (after rounds 4, 8, 12) and Fin de la partie (final scoring)."""
from __future__ import annotations

from game.core.decision import Event, Outcome
from game.core.i18n import Msg

from . import effects, zones

REALM_BONUS = (4, 8, 12)     # Décompte 2: +4 / +8 / +12 per controlled realm in years 1 / 2 / 3
REALM_MIN = 2                # Décompte 2 / Royaumes: at least two provinces of a realm


def provinces_of(s, seat: int) -> list[str]:
    return [pid for pid, c in s.control.items() if c == seat]


def realms_of(content, s, seat: int) -> list[str]:
    count: dict[str, int] = {}
    for pid in provinces_of(s, seat):
        r = content.provinces[pid].realm
        count[r] = count.get(r, 0) + 1
    return [r for r in content.realms if count.get(r, 0) >= REALM_MIN]


def year_gain(content, s, seat: int, year: int) -> tuple[int, int]:
    prov = sum(s.defense[pid] for pid in provinces_of(s, seat))   # Décompte 1: province defense
    realm = REALM_BONUS[year - 1] * len(realms_of(content, s, seat))
    return prov, realm


def year_end(content, s, year: int, events: list) -> None:
    for p in s.players:
        prov, realm = year_gain(content, s, p.seat, year)
        zones.add_influence(p, prov, "provinces")
        zones.add_influence(p, realm, "realms")
        p.year_gains.append(prov + realm)
        events.append(Event("plas.year_end", Msg("Year {year}: Seat {seat} gains {prov} for provinces and {realm} for realms", year=year, seat=p.seat + 1, prov=prov, realm=realm),
                            seat=p.seat, data={"year": year, "provinces": prov, "realms": realm}))


def final_breakdown(content, s, p) -> dict:
    """Fin de la partie: cards owned, allies, +1 per building, level-4 building powers."""
    cards = sum(content.card(c).influence for c in zones.owned(p))
    allies = sum(content.allies[a].influence for a in p.allies)
    built = sum(p.buildings.values())
    bonus = 0
    for ab in effects.lasting(content, p, "endgame"):
        if ab.effect == "score_faction":
            bonus += ab.n * sum(1 for c in zones.owned(p) if content.card(c).faction == ab.faction)
        elif ab.effect == "score_provinces":
            bonus += ab.n * len(provinces_of(s, p.seat))
        elif ab.effect == "score_buildings":
            bonus += ab.n * built
        elif ab.effect == "score_cruelty":
            bonus += ab.n * zones.cruelty(p)
    return {"cards": cards, "allies": allies, "buildings": built, "level4": bonus}


def final(content, s, events: list) -> None:
    s.final = []
    for p in s.players:
        b = final_breakdown(content, s, p)
        for k, v in b.items():
            zones.add_influence(p, v, f"final {k}")
        s.final.append(b)
        events.append(Event("plas.final", Msg("Seat {seat}: cards {cards}, allies {allies}, buildings {buildings}, level-4 {level4} → {total} Influence",
                                                 seat=p.seat + 1, cards=b['cards'], allies=b['allies'], buildings=b['buildings'],
                                                 level4=b['level4'], total=p.influence), seat=p.seat, data=b))


def outcome(s) -> Outcome | None:
    if s.phase != "over":
        return None
    scores = tuple(p.influence for p in s.players)
    best = max(scores)
    tied = [p for p in s.players if p.influence == best]
    reason = "influence"
    if len(tied) > 1:                  # tie-break: most Influence gained at the 3rd year-end scoring
        third = max(p.year_gains[-1] for p in tied)
        tied = [p for p in tied if p.year_gains[-1] == third]
        reason = "tie-break" if len(tied) == 1 else "shared"
    return Outcome(tuple(p.seat for p in tied), reason, scores,
                   Msg("Seat {seat} wins with {n} Influence", seat=tied[0].seat + 1, n=best) if len(tied) == 1 else
                   Msg("Seats {seats} win with {n} Influence", seats=" & ".join(str(p.seat + 1) for p in tied), n=best))
