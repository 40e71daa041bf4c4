"""Éliminer (Cull): remove up to N cards from hand and/or discard, +1 Cruelty each.

Never below 5 cards in hand + discard + play area (Éliminer, last paragraph); the card that pays
is already in the play area; culled cards go back to their origin (Éliminer 3)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, P, T, Msg

from . import effects, zones
from .state import Cull, Pay


def _protected(s) -> set:
    return {f.target for f in s.stack if isinstance(f, Pay) and f.purpose == "promote"}


def targets(content, s, f: Cull) -> list[tuple[str, str]]:
    p = s.players[f.seat]
    if f.left <= 0 or effects.cull_room(s, p) <= 0:
        return []
    keep = _protected(s)
    out, seen = [], set()
    for zone, cards in (("hand", p.hand), ("discard", p.discard)):
        for c in cards:
            key = (zone, content.inst_card[c])
            if c in keep or key in seen:
                continue
            seen.add(key)
            out.append((zone, c))
    return out


def auto(content, s, f: Cull, events) -> bool:
    if not targets(content, s, f):
        s.stack.remove(f)
        return True
    return False


def pending(content, s, f: Cull) -> Decision:
    memo, ch = content.memo, []
    for zone, c in targets(content, s, f):
        k = ("cull-target", zone, c)
        choice = memo.get(k)
        if choice is None:
            choice = memo[k] = Choice(f"target:{zone}:{content.inst_card[c]}", Msg("Cull {card} from {zone}", card=T(content.card(c).name), zone=T(zone)),
                                      refs=(f"card:{c}",))
        ch.append(choice)
    ch.append(Choice("done", Msg("Stop culling")))
    return Decision(f.seat, "plas.cull", Msg("Cull up to {cards} more (+1 Cruelty each)", cards=P(f.left, "{n} card", "{n} cards")), tuple(ch),
                    rule=N_("Cull 2–4"))


def apply(content, s, f: Cull, choice, events) -> None:
    p = s.players[f.seat]
    if choice.id == "done":
        s.stack.remove(f)
        return
    _, zone, cid = choice.id.split(":", 2)
    cards = p.hand if zone == "hand" else p.discard
    keep = _protected(s)
    inst = next(c for c in cards if content.inst_card[c] == cid and c not in keep)
    cull_card(content, s, p, cards, inst, events, cruelty=f.cruelty)
    f.left -= 1


def cull_card(content, s, p, zone: list, inst: str, events, cruelty: bool = True) -> None:
    zone.remove(inst)
    where = zones.return_to_origin(content, s, inst)
    p.culled += 1
    events.append(Event("plas.cull", Msg("Seat {seat} culls {card} (to the {where})", seat=p.seat + 1, card=T(content.card(inst).name),
                                             where=zones.origin_param(content, where)), seat=p.seat,
                        reveals=True, data={"card": inst}))
    if cruelty:
        zones.gain_morality(p, "cruelty", 1, events)     # Éliminer 4: +1 Cruelty per card
