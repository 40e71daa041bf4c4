"""What one seat may see. Everything a table scene draws comes from here: provinces with
banners, defense and leaders; the Influence, Morality and round tracks; each player's board
(building trees, allies), hand (own only), play area, discard, draw-pile count; realm decks,
upgrade stacks, the Numerai pack, the ally display; a conquest under way with its commitments
(face down until the reveal), dice and totals."""
from __future__ import annotations

from . import payment, scoring, zones
from .state import NO_ONE, Conquest, Cull, EndPhase, Pay, VillagePick


def view(content, s, seat: int | None) -> dict:
    players = []
    for p in s.players:
        mine = seat == p.seat
        players.append({
            "seat": p.seat, "leader": p.leader, "influence": p.influence, "ledger": dict(p.ledger),
            "morality": p.morality, "morality_text": zones.morality_text(p.morality),
            "mercy": zones.mercy(p), "cruelty": zones.cruelty(p),
            "hand": sorted(p.hand) if mine else None, "hand_count": len(p.hand),
            "draw_count": len(p.draw), "discard": list(p.discard), "play": list(p.play),
            "buildings": {tid: {"built": lvl, "next": (content.trees[tid].levels[lvl].id if lvl < len(content.trees[tid].levels) else None),
                                "next_cost": payment.build_cost(content, p, tid)}
                          for tid, lvl in p.buildings.items()},
            "allies": list(p.allies), "promotions": p.promotions, "culled": p.culled,
            "moves_left": p.moves_left, "ally_taken": p.ally_taken, "year_gains": list(p.year_gains),
            "provinces": scoring.provinces_of(s, p.seat), "realms": scoring.realms_of(content, s, p.seat),
        })
    provinces = {}
    for pid, pr in content.provinces.items():
        provinces[pid] = {"name": pr.name, "realm": pr.realm, "kind": pr.kind, "port": pr.port,
                          "defense": s.defense[pid], "max_defense": pr.defense,
                          "controller": None if s.control[pid] == NO_ONE else s.control[pid],
                          "leaders": [p.seat for p in s.players if p.leader == pid], "x": pr.x, "y": pr.y}
    return {
        "game": "plas", "seat": seat, "phase": s.phase, "round": s.round, "year": s.year, "rounds": 12,
        "first": s.first, "active": s.active if s.phase == "play" else None,
        "provinces": provinces, "players": players,
        "realm_decks": {r: len(d) for r, d in s.realm_decks.items()},
        "upgrades": {c: len(v) for c, v in s.upgrades.items()},
        "numerai_pack": len(s.numerai), "allies_open": list(s.allies_open), "box_count": len(s.box),
        "frames": [_frame(content, s, f, seat) for f in s.stack],
        "final": [dict(b) for b in s.final],
    }


def _frame(content, s, f, seat) -> dict:
    if isinstance(f, Conquest):
        see_att = f.revealed or f.defender == NO_ONE or seat == f.attacker
        see_def = f.revealed or seat == f.defender
        return {"kind": "conquest", "attacker": f.attacker, "defender": None if f.defender == NO_ONE else f.defender,
                "province": f.province, "stage": f.stage, "revealed": f.revealed,
                "att": list(f.att) if see_att else None, "att_count": len(f.att),
                "dfd": list(f.dfd) if see_def else None, "dfd_count": len(f.dfd),
                "att_dice": [content.faces[d].id for d in f.att_dice], "def_dice": [content.faces[d].id for d in f.def_dice],
                "att_rerolls": f.att_rerolls, "def_rerolls": f.def_rerolls,
                "att_bonus": f.att_bonus if see_att else None, "def_bonus": f.def_bonus if see_def else None,
                "att_total": f.att_total, "def_total": f.def_total, "won": f.won, "hired": f.hired}
    if isinstance(f, Pay):
        return {"kind": "pay", "seat": f.seat, "purpose": f.purpose, "target": f.target, "zone": f.zone,
                "cost": f.cost, "paid": f.paid, "faction": f.faction, "faction_ok": f.faction_ok}
    if isinstance(f, Cull):
        return {"kind": "cull", "seat": f.seat, "left": f.left}
    if isinstance(f, EndPhase):
        return {"kind": "end", "seat": f.seat, "stage": f.stage}
    if isinstance(f, VillagePick):
        return {"kind": "village", "seat": (s.first + f.pos) % s.n}
    return {"kind": type(f).__name__}
