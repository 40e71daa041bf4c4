"""Phase principale: move once, acquire one ally, card actions, promote, cull, build, conquer."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event

from . import ally, effects, payment
from .conquest import start_conquest
from .state import Cull, EndPhase


def move_targets(content, s, p) -> list[str]:
    """Se déplacer: an adjacent province; from a Port, any other Port (Halax Fleet: from anywhere)."""
    here = content.provinces[p.leader]
    out = list(here.adjacent)
    if here.port or effects.has(content, p, "fleet"):
        out += [pid for pid, pr in content.provinces.items() if pr.port and pid != here.id and pid not in out]
    return out


def pending(content, s) -> Decision:
    p = s.players[s.active]
    ch = []
    if p.moves_left > 0:
        for pid in move_targets(content, s, p):
            ch.append(Choice(f"move:{pid}", f"Move to {content.provinces[pid].name}", refs=(f"province:{pid}",)))
    if not p.ally_taken:
        for aid in s.allies_open:
            if ally.qualifies(content, s, p, aid):
                ch.append(Choice(f"ally:{aid}", f"Acquire {content.allies[aid].name}", refs=(f"ally:{aid}",)))
    seen_action, seen_cull = set(), set()
    can_cull = effects.cull_room(s, p) > 0 and (len(p.hand) > 1 or bool(p.discard))
    inst_card, cards = content.inst_card, content.cards
    # Sums of what the hand can pay, computed once (a card never pays for itself: subtract it).
    hand_cards = [cards[inst_card[c]] for c in p.hand]
    sums = {"labor": sum(c.labor for c in hand_cards), "strength": sum(c.strength for c in hand_cards),
            "either": sum(max(c.labor, c.strength) for c in hand_cards)}
    bazaar = payment.bazaar_ready(content, p)
    for c, card in zip(p.hand, hand_cards):
        cid = card.id
        if card.abilities and cid not in seen_action:
            acts = effects.card_abilities(content, c, p, "action")
            if acts and any(effects.can_use_action(content, s, p, ab) for ab in acts):
                seen_action.add(cid)
                ch.append(Choice(f"action:{cid}", f"Play {card.name} for its action", refs=(f"card:{c}",)))
        if can_cull and card.strength > 0 and cid not in seen_cull:
            seen_cull.add(cid)
            ch.append(Choice(f"cull:{cid}", f"Play {card.name} to cull up to {card.strength}", refs=(f"card:{c}",)))
    for zone, zcards in (("hand", p.hand), ("discard", p.discard)):
        first: dict[str, str] = {}
        for c in zcards:
            first.setdefault(inst_card[c], c)
        for cid, c in first.items():
            card = cards[cid]
            pr = card.promote
            if pr is None or not payment.promote_stock(content, s, card):
                continue
            avail = sums[pr.pay]
            if zone == "hand":
                avail -= card.labor if pr.pay == "labor" else card.strength if pr.pay == "strength" else max(card.labor, card.strength)
            if bazaar or avail >= pr.cost:
                ch.append(Choice(f"promote:{zone}:{cid}", f"Promote {card.name} from your {zone}", refs=(f"card:{c}",)))
    build_sum = None
    build_bonus = sum(ab.n for ab in effects.lasting(content, p, "build") if ab.effect == "add_labor")
    hand_factions = {c.faction for c in hand_cards}
    for tid, tree in content.trees.items():
        lvl = p.buildings[tid]
        if lvl >= len(tree.levels):
            continue
        if tree.faction != "none" and tree.faction not in hand_factions:
            continue
        if build_sum is None:
            build_sum = sum(payment.value(content, p, c, "build", "labor") for c in p.hand)
        if build_sum >= tree.levels[lvl].cost - build_bonus:
            b = tree.levels[lvl]
            ch.append(Choice(f"build:{tid}", f"Build {b.name}", refs=(f"building:{b.id}",)))
    if p.hand and s.control[p.leader] != p.seat:
        ch.append(Choice("conquer", f"Conquer {content.provinces[p.leader].name}", refs=(f"province:{p.leader}",)))
    ch.append(Choice("end", "End your main phase"))
    return Decision(p.seat, "plas.main", "Main phase: choose an action", tuple(ch), rule="Phase principale")


def apply(content, s, choice, events) -> None:
    p = s.players[s.active]
    kind, _, arg = choice.id.partition(":")
    if kind == "move":
        p.moves_left -= 1
        events.append(Event("plas.move", f"Seat {p.seat + 1} moves to {content.provinces[arg].name}", seat=p.seat,
                            data={"from": p.leader, "to": arg}))
        p.leader = arg
    elif kind == "ally":
        s.allies_open.remove(arg)                 # never lost afterwards
        p.allies.append(arg)
        p.ally_taken = True
        p.moves_left += sum(ab.n for ab in content.allies[arg].abilities if ab.when == "passive"
                            and ab.effect == "extra_move" and effects.active(ab, p))
        events.append(Event("plas.ally", f"Seat {p.seat + 1} acquires {content.allies[arg].name}", seat=p.seat,
                            data={"ally": arg}))
    elif kind == "action":
        inst = next(c for c in p.hand if content.inst_card[c] == arg)
        p.hand.remove(inst)
        p.play.append(inst)                       # Utiliser la capacité: nothing else from this card
        events.append(Event("plas.action", f"Seat {p.seat + 1} plays {content.card(inst).name} for its action",
                            seat=p.seat, reveals=True, data={"card": inst}))
        for ab in effects.card_abilities(content, inst, p, "action"):
            effects.apply_simple(content, s, p, ab, events, content.card(inst).name)
    elif kind == "cull":
        inst = next(c for c in p.hand if content.inst_card[c] == arg)
        p.hand.remove(inst)
        p.play.append(inst)                       # Éliminer 1: play a card for its Strength
        events.append(Event("plas.cull.start", f"Seat {p.seat + 1} plays {content.card(inst).name} to cull",
                            seat=p.seat, reveals=True, data={"card": inst}))
        s.stack.append(Cull(p.seat, content.card(inst).strength))
        effects.after_play(content, s, p, inst, events)
    elif kind == "promote":
        zone, cid = arg.split(":", 1)
        cards = p.hand if zone == "hand" else p.discard
        inst = next(c for c in cards if content.inst_card[c] == cid and payment.can_promote(content, s, p, c))
        payment.start_promote(content, s, p, zone, inst, events)
    elif kind == "build":
        payment.start_build(content, s, p, arg, events)
    elif kind == "conquer":
        start_conquest(content, s, p, events)
    elif kind == "end":
        s.stack.append(EndPhase(p.seat))
