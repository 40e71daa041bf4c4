"""Phase principale: move once, acquire one ally, card actions, promote, cull, build, conquer."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, T, Msg

from . import ally, effects, payment
from .conquest import start_conquest
from .state import Cull, EndPhase


def move_targets(content, s, p, fleet: bool | None = None) -> list[str]:
    """Se déplacer: an adjacent province; from a Port, any other Port (Halax Fleet: from anywhere)."""
    if fleet is None:
        fleet = effects.has(content, p, "fleet") > 0
    return list(_move_targets(content, p.leader, fleet or content.provinces[p.leader].port))


def _move_targets(content, here: str, ports: bool) -> tuple[str, ...]:
    key = ("move-targets", here, ports)
    out = content.memo.get(key)
    if out is None:
        out = list(content.provinces[here].adjacent)
        if ports:
            out += [pid for pid, pr in content.provinces.items() if pr.port and pid != here and pid not in out]
        out = content.memo[key] = tuple(out)
    return out


def _choice(content, key: tuple, cid: str, label: Msg, ref: str | None = None) -> Choice:
    """A Choice whose label depends only on the pack: built once, then shared (frozen)."""
    c = content.memo[key] = Choice(cid, label, refs=(ref,) if ref else ())
    return c


def _trees(content) -> tuple:
    """(tree id, faction or "" for the General tree, levels) for every tree, in pack order."""
    out = content.memo.get("trees")
    if out is None:
        out = content.memo["trees"] = tuple((tid, "" if t.faction == "none" else t.faction, t.levels)
                                            for tid, t in content.trees.items())
    return out


def _promotions(content) -> dict:
    """card id -> (target, pay, cost, the card's own value in that currency) or None."""
    out = content.memo.get("promotions")
    if out is None:
        out = {}
        for cid, card in content.cards.items():
            pr = card.promote
            if pr is None:
                out[cid] = None
                continue
            own = card.labor if pr.pay == "labor" else card.strength if pr.pay == "strength" else max(card.labor, card.strength)
            out[cid] = (pr.to, pr.pay, pr.cost, own)
        content.memo["promotions"] = out
    return out


def _sums(hand_cards) -> dict:
    labor = strength = either = 0
    for c in hand_cards:
        labor += c.labor
        strength += c.strength
        either += c.labor if c.labor > c.strength else c.strength
    return {"labor": labor, "strength": strength, "either": either}


def pending(content, s) -> Decision:
    p = s.players[s.active]
    memo = content.memo
    table = effects.lasting_table(content, p)
    ch = []
    if p.moves_left > 0:
        here = content.provinces[p.leader]
        for pid in _move_targets(content, here.id, here.port or table["effect"].get("fleet", 0) > 0):
            c = memo.get(("move", pid))
            ch.append(c or _choice(content, ("move", pid), f"move:{pid}", Msg("Move to {province}", province=T(content.provinces[pid].name)),
                                   f"province:{pid}"))
    if not p.ally_taken and s.allies_open:
        progress: dict[str, int] = {}
        for aid in s.allies_open:
            need = content.allies[aid].need
            got = progress.get(need.kind)
            if got is None:
                got = progress[need.kind] = ally.progress(content, s, p, need.kind)
            if got >= need.n:
                c = memo.get(("ally", aid))
                ch.append(c or _choice(content, ("ally", aid), f"ally:{aid}", Msg("Acquire {ally}", ally=T(content.allies[aid].name)),
                                       f"ally:{aid}"))
    seen = set()
    can_cull = effects.cull_room(s, p) > 0 and (len(p.hand) > 1 or bool(p.discard))
    inst_card, inst_obj, card_when = content.inst_card, content.inst_obj, content.card_when
    # Sums of what the hand can pay, computed once (a card never pays for itself: subtract it).
    hand_cards = [inst_obj[c] for c in p.hand]
    sums = _sums(hand_cards)
    for c, card in zip(p.hand, hand_cards):
        cid = card.id
        if cid in seen:
            continue
        seen.add(cid)
        acts = card_when[cid].get("action")
        if acts and any(effects.can_use_action(content, s, p, ab) for ab in acts if effects.active(ab, p)):
            k = ("action", c)
            ch.append(memo.get(k) or _choice(content, k, f"action:{cid}", Msg("Play {card} for its action", card=T(card.name)), f"card:{c}"))
        if can_cull and card.strength > 0:
            k = ("cull", c)
            ch.append(memo.get(k) or _choice(content, k, f"cull:{cid}", Msg("Play {card} to cull up to {n}", card=T(card.name), n=card.strength),
                                             f"card:{c}"))
    bazaar = table["effect"].get("bazaar", 0) > 0 and not p.bazaar_used and p.influence >= 1
    upgrades, numerai = s.upgrades, s.numerai
    promos = _promotions(content)
    for zone, zcards in (("hand", p.hand), ("discard", p.discard)):
        done = set()
        for c in zcards:
            cid = inst_card[c]
            if cid in done:
                continue
            done.add(cid)
            pr = promos[cid]
            if pr is None:
                continue
            to, pay, cost, own = pr
            if not (numerai if to == "legendary" else upgrades.get(to)):
                continue                       # ruling PLAS-11: none left, no promotion
            # A card never pays for its own promotion (subtract it when it is in the hand).
            if not bazaar and sums[pay] - (own if zone == "hand" else 0) < cost:
                continue
            k = ("promote", zone, c)
            ch.append(memo.get(k) or _choice(content, k, f"promote:{zone}:{cid}",
                                             (Msg("Promote {card} from your hand", card=T(inst_obj[c].name)) if zone == "hand" else
                                              Msg("Promote {card} from your discard", card=T(inst_obj[c].name))), f"card:{c}"))
    build_sum = None
    hand_factions = {c.faction for c in hand_cards}
    buildings = p.buildings
    for tid, faction, levels in _trees(content):
        lvl = buildings[tid]
        if lvl >= len(levels):
            continue
        if faction and faction not in hand_factions:
            continue                           # Construire 2: a card of the tree's faction must pay
        if build_sum is None:                  # the hand's Labor for a build, with lasting bonuses
            build_sum = sum(ab.n for ab in table["when"].get("build", ()) if ab.effect == "add_labor")
            for c, card in zip(p.hand, hand_cards):
                build_sum += payment.value(content, p, c, "build", "labor") if "build" in card_when[card.id] else card.labor
        b = levels[lvl]
        if build_sum >= b.cost:
            k = ("build", b.id)
            ch.append(memo.get(k) or _choice(content, k, f"build:{tid}", Msg("Build {building}", building=T(b.name)), f"building:{b.id}"))
    if p.hand and s.control[p.leader] != p.seat:
        k = ("conquer", p.leader)
        ch.append(memo.get(k) or _choice(content, k, "conquer", Msg("Conquer {province}", province=T(content.provinces[p.leader].name)),
                                         f"province:{p.leader}"))
    ch.append(memo.get(("end",)) or _choice(content, ("end",), "end", Msg("End your main phase")))
    return Decision(p.seat, "plas.main", Msg("Main phase: choose an action"), tuple(ch), rule=N_("Main phase"))


def apply(content, s, choice, events) -> None:
    p = s.players[s.active]
    kind, _, arg = choice.id.partition(":")
    if kind == "move":
        p.moves_left -= 1
        events.append(Event("plas.move", Msg("Seat {seat} moves to {province}", seat=p.seat + 1, province=T(content.provinces[arg].name)), seat=p.seat,
                            data={"from": p.leader, "to": arg}))
        p.leader = arg
    elif kind == "ally":
        s.allies_open.remove(arg)                 # never lost afterwards
        p.allies.append(arg)
        p.ally_taken = True
        p.moves_left += sum(ab.n for ab in content.allies[arg].abilities if ab.when == "passive"
                            and ab.effect == "extra_move" and effects.active(ab, p))
        events.append(Event("plas.ally", Msg("Seat {seat} acquires {ally}", seat=p.seat + 1, ally=T(content.allies[arg].name)), seat=p.seat,
                            data={"ally": arg}))
    elif kind == "action":
        inst = next(c for c in p.hand if content.inst_card[c] == arg)
        p.hand.remove(inst)
        p.play.append(inst)                       # Utiliser la capacité: nothing else from this card
        events.append(Event("plas.action", Msg("Seat {seat} plays {card} for its action", seat=p.seat + 1, card=T(content.card(inst).name)),
                            seat=p.seat, reveals=True, data={"card": inst}))
        for ab in effects.card_abilities(content, inst, p, "action"):
            effects.apply_simple(content, s, p, ab, events, content.card(inst).name)
    elif kind == "cull":
        inst = next(c for c in p.hand if content.inst_card[c] == arg)
        p.hand.remove(inst)
        p.play.append(inst)                       # Éliminer 1: play a card for its Strength
        events.append(Event("plas.cull.start", Msg("Seat {seat} plays {card} to cull", seat=p.seat + 1, card=T(content.card(inst).name)),
                            seat=p.seat, reveals=True, data={"card": inst}))
        s.stack.append(Cull(p.seat, content.card(inst).strength))
        effects.after_play(content, s, p, inst, events)
    elif kind == "promote":
        zone, cid = arg.split(":", 1)
        cards = p.hand if zone == "hand" else p.discard
        # Copies of one card are interchangeable here (a card never pays for itself): the first.
        inst = next(c for c in cards if content.inst_card[c] == cid)
        payment.start_promote(content, s, p, zone, inst, events)
    elif kind == "build":
        payment.start_build(content, s, p, arg, events)
    elif kind == "conquer":
        start_conquest(content, s, p, events)
    elif kind == "end":
        s.stack.append(EndPhase(p.seat))
