"""Paying for a promotion (Promouvoir) or a building (Construire) with cards from hand.

The player picks paying cards one at a time; each goes to the play area. Surplus is lost. A card
never pays for its own promotion, and a building needs at least one card of its tree's faction
(not the General tree). The payment ends by itself once the cost (and the faction) is met.
"""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, T, Msg

from . import effects, zones
from .state import Pay


def value(content, p, inst: str, purpose: str, pay: str) -> int:
    c = content.inst_obj[inst]
    if purpose == "build":
        # A card's own "Build: +n Labor" counts when it is played for a build.
        builds = content.card_when[c.id].get("build")
        if not builds:
            return c.labor
        return c.labor + sum(ab.n for ab in builds if ab.effect == "add_labor" and effects.active(ab, p))
    if pay == "labor":
        return c.labor
    if pay == "strength":
        return c.strength
    return max(c.labor, c.strength)        # "Labor and/or Strength" (Wanderer, Halax): ruling PLAS-13


def build_cost(content, p, tid: str) -> int | None:
    tree = content.trees[tid]
    lvl = p.buildings[tid]
    if lvl >= len(tree.levels):
        return None
    bonus = sum(ab.n for ab in effects.lasting(content, p, "build") if ab.effect == "add_labor")
    return max(0, tree.levels[lvl].cost - bonus)


def bazaar_ready(content, p) -> bool:
    return effects.has(content, p, "bazaar") > 0 and not p.bazaar_used and p.influence >= 1


def start_promote(content, s, p, zone: str, inst: str, events) -> None:
    card = content.card(inst)
    (p.hand if zone == "hand" else p.discard).remove(inst)     # set aside until the promotion ends
    s.stack.append(Pay(p.seat, "promote", inst, zone, card.promote.cost, card.promote.pay, held=[inst]))
    events.append(Event("plas.promote.start", Msg("Seat {seat} promotes {card} (cost {cost} {pay})", seat=p.seat + 1,
                                                     card=T(card.name), cost=card.promote.cost, pay=T(card.promote.pay)),
                        seat=p.seat, data={"card": inst}))


def start_build(content, s, p, tid: str, events) -> None:
    tree = content.trees[tid]
    b = tree.levels[p.buildings[tid]]
    f = Pay(p.seat, "build", tid, cost=build_cost(content, p, tid), pay="labor",
            faction="" if tree.faction == "none" else tree.faction)
    f.faction_ok = not f.faction
    s.stack.append(f)
    events.append(Event("plas.build.start", Msg("Seat {seat} builds {building} (cost {cost} Labor)", seat=p.seat + 1, building=T(b.name), cost=f.cost), seat=p.seat,
                        data={"tree": tid}))
    if f.cost == 0 and f.faction_ok:
        _complete(content, s, p, f, events)


def _candidates(content, s, p, f: Pay) -> list[tuple[str, int]]:
    """The paying cards on offer (one per card id) with their value for this payment."""
    out, seen = [], set()
    for c in p.hand:
        if c == f.target:
            continue                           # a card cannot pay for its own promotion
        cid = content.inst_card[c]
        if cid in seen:
            continue
        v = value(content, p, c, f.purpose, f.pay)
        if v > 0 or (not f.faction_ok and content.inst_obj[c].faction == f.faction):
            seen.add(cid)
            out.append((c, v))
    return out


def _completable(content, s, p, f: Pay) -> bool:
    rest = [c for c in p.hand if c != f.target]
    total = f.paid + sum(value(content, p, c, f.purpose, f.pay) for c in rest)
    fac = f.faction_ok or any(content.card(c).faction == f.faction for c in rest)
    return total >= f.cost and fac


def pending(content, s, f: Pay) -> Decision:
    p = s.players[f.seat]
    ch = []
    memo = content.memo
    for c, v in _candidates(content, s, p, f):
        k = ("pay", c, v)
        choice = memo.get(k)
        if choice is None:
            choice = memo[k] = Choice(f"pay:{content.inst_card[c]}", Msg("Pay with {card} ({n})", card=T(content.card(c).name), n=v),
                                      refs=(f"card:{c}",))
        ch.append(choice)
    if f.purpose == "promote" and not f.cards and bazaar_ready(content, p):
        ch.append(Choice("bazaar", Msg("Pay 1 Influence instead (Grand Bazaar)")))
    if not ch or not (_completable(content, s, p, f) or ch[-1].id == "bazaar"):
        ch.append(Choice("cancel", Msg("Give up (cards already paid stay played)")))
    what = content.card(f.target).name if f.purpose == "promote" else content.trees[f.target].levels[p.buildings[f.target]].name
    prompt = (Msg("Pay for {what}: {paid}/{cost}", what=T(what), paid=f.paid, cost=f.cost) if f.faction_ok else
              Msg("Pay for {what}: {paid}/{cost}, needs a {faction} card", what=T(what), paid=f.paid, cost=f.cost,
                  faction=T(content.factions[f.faction].name)))
    rule = N_("Promote 2") if f.purpose == "promote" else N_("Build 2")   # rulebook: Promouvoir / Construire
    return Decision(f.seat, f"plas.pay.{f.purpose}", prompt, tuple(ch), rule=rule,
                    data={"paid": f.paid, "cost": f.cost})


def apply(content, s, f: Pay, choice, events) -> None:
    p = s.players[f.seat]
    cid = choice.id
    if cid == "cancel":
        s.stack.remove(f)
        (p.hand if f.zone == "hand" else p.discard).extend(f.held)
        events.append(Event("plas.pay.cancel", Msg("Seat {seat} gives up the payment", seat=p.seat + 1), seat=p.seat))
        return
    if cid == "bazaar":                        # Grand Bazaar: promote for 1 Influence
        zones.add_influence(p, -1, "abilities")
        p.bazaar_used = True
        f.paid = f.cost
        _complete(content, s, p, f, events)
        return
    want = cid.split(":", 1)[1]
    inst = next(c for c in p.hand if content.inst_card[c] == want and c != f.target)
    p.hand.remove(inst)
    p.play.append(inst)
    f.cards.append(inst)
    f.paid += value(content, p, inst, f.purpose, f.pay)
    if content.card(inst).faction == f.faction:
        f.faction_ok = True
    events.append(Event("plas.pay", Msg("Seat {seat} pays with {card}", seat=p.seat + 1, card=T(content.card(inst).name)), seat=p.seat, reveals=True,
                        data={"card": inst}))
    if f.paid >= f.cost and f.faction_ok:
        _complete(content, s, p, f, events)
    effects.after_play(content, s, p, inst, events)


def _complete(content, s, p, f: Pay, events) -> None:
    s.stack.remove(f)
    if f.purpose == "build":
        tree = content.trees[f.target]
        b = tree.levels[p.buildings[f.target]]
        p.buildings[f.target] += 1             # Construire 3: advance the tree's cube
        # Its power works this very turn (Construire): an extra move counts now.
        p.moves_left += sum(ab.n for ab in b.abilities if ab.when == "passive" and ab.effect == "extra_move"
                            and effects.active(ab, p))
        events.append(Event("plas.build", Msg("Seat {seat} builds {building}", seat=p.seat + 1, building=T(b.name)), seat=p.seat,
                            data={"tree": f.target, "building": b.id}))
        return
    old = f.target
    f.held = []
    card = content.card(old)
    to = card.promote.to                       # Promouvoir 3: take the named upgrade
    new = s.numerai.pop(0) if to == "legendary" else s.upgrades[to].pop(0)
    council = effects.has(content, p, "council") > 0
    if council:
        p.draw.insert(0, new)                  # Imperial Council: on top of the draw pile
    else:
        p.discard.append(new)
    where = zones.return_to_origin(content, s, old)   # Promouvoir 4
    p.promotions += 1
    text = Msg("Seat {seat} promotes {card} into {new} ({card} goes to the {where})", seat=p.seat + 1,
               card=T(card.name), new=T(content.card(new).name), where=zones.origin_param(content, where))
    hidden = council and to == "legendary"     # a legend drawn face down onto the draw pile stays secret
    events.append(Event("plas.promote", text, seat=p.seat, reveals=True,
                        private_to=p.seat if hidden else None,
                        public_text=Msg("Seat {seat} promotes {card} into a Legendary Numerai (face down)", seat=p.seat + 1, card=T(card.name)),
                        data={"old": old} if hidden else {"old": old, "new": new}))
    tav = effects.has(content, p, "tavern")
    if tav:
        zones.gain_morality(p, "mercy", tav, events)
