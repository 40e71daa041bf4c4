"""Actions between characters and with one's own inventory: Trade (rb p.25: 1 energy, none when
both stand on a camp terrain; a free Trade is still an action), Pack/Unpack (rb p.26, 1 energy),
Help (rb p.26, 1 energy: an incapacitated character degrades one weakness of its choice), and
the free steps before or after an action: share food and water on one terrain (rb p.24) and
deliver tokens onto an objective (ruling SS-14)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg

from .. import board, challenge, chars, words
from . import common
from ..menu import menu_msg

FREE_ACTIONS = ("share", "deliver")


def _partners(s, c) -> list:
    return [o for o in board.chars_at(s, c.pos) if o.cid != c.cid and chars.can_act(s, o)]


def trade_cost(s, c) -> int:
    return 0 if board.active_camp_at(s, c.pos) is not None else 1   # rb p.25


def available(content, s, c) -> list[Choice]:
    out = []
    here = [o for o in board.chars_at(s, c.pos) if o.cid != c.cid]
    partners = [o for o in here if chars.can_act(s, o)]            # `_partners`
    if partners:
        cost = trade_cost(s, c)
        if common.affordable(c, "trade", cost):
            out.append(menu_msg("action:trade", N_("Trade ({energy})"), energy=cost))
    if c.energy >= 1 and (chars.all_items(c) or c.stowed):
        out.append(menu_msg("action:pack", N_("Pack / unpack (1 energy)")))
    if c.energy >= 1 and any(chars.incapacitated(s, o) for o in here):
        out.append(menu_msg("action:help", N_("Help (1 energy)")))
    if partners and any(chars.is_food(k) or k == "water" for k in c.bag):
        out.append(menu_msg("action:share", N_("Share food or water (free)")))
    if challenge.can_deliver(content, s, c):
        out.append(menu_msg("action:deliver", N_("Deliver onto an objective (free)")))
    return out


def begin(content, s, c, cid: str, events: list) -> None:
    name = cid.split(":")[1]
    if name == "trade":
        common.pay(content, s, c, "trade", trade_cost(s, c), events)
        common.push(s, c, "trade", "partner")
    elif name == "pack":
        chars.spend_energy(c, 1)
        common.push(s, c, "pack", "stow")
    elif name == "help":
        chars.spend_energy(c, 1)
        common.push(s, c, "help", "target")
    elif name == "share":
        common.push(s, c, "share", "what")
    else:
        common.push(s, c, "deliver", "what")


GIVE, TAKE = N_("Give {thing}"), N_("Take {thing}")
GIVE_RES, TAKE_RES = N_("Give {resource}"), N_("Take {resource}")      # a resource key: a term (words.py)


def _stow_choices(content, c) -> list[Choice]:
    out = [menu_msg(f"item:{i}", N_("Stow {item}"), item=i) for i in chars.all_items(c) if chars.free_slots(c, "satchel") > 0]
    out += [menu_msg(f"item:{i}", N_("Unpack {item}"), item=i) for i in c.stowed
            if chars.free_slots(c, content.items[chars.item_id(i)].slot) > 0]
    return out


def toggle_stow(content, c, inst: str) -> None:
    """rb p.18: stow face down in an unused Satchel slot; unpack into a free slot of its type."""
    if inst in c.stowed:
        c.stowed.remove(inst)
        c.items[content.items[chars.item_id(inst)].slot].append(inst)
        return
    for slot in c.items:
        if inst in c.items[slot]:
            c.items[slot].remove(inst)
    c.stowed.append(inst)
    store = c.stores.pop(inst, {})
    for k, n in store.items():                            # rb p.18: its resources move elsewhere
        chars.add(c, k, n)


def pending(content, s, f) -> Decision:
    c = s.char(f.cid)
    if f.name == "trade" and f.stage == "partner":
        return Decision(c.seat, "stonesaga.trade.partner", Msg("{name}: trade with whom?", name=c.name),
                        tuple(Choice(f"char:{o.cid}", o.name) for o in _partners(s, c)), rule="rb p.25")
    if f.name == "trade":
        o = s.char(f.data["with"])
        ch = [menu_msg(f"res:{k}", GIVE_RES, resource=k) for k in sorted(c.bag)]
        ch += [menu_msg(f"get:{k}", TAKE_RES, resource=k) for k in sorted(o.bag)]
        ch += [menu_msg(f"item:{i}", GIVE, thing=i) for i in chars.all_items(c) + c.stowed if _fits(content, o, i)]
        ch += [menu_msg(f"getitem:{i}", TAKE, thing=i) for i in chars.all_items(o) + o.stowed if _fits(content, c, i)]
        ch.append(menu_msg("done", N_("End the trade")))
        return Decision(c.seat, "stonesaga.trade.swap", Msg("{name} trades with {other}", name=c.name, other=o.name),
                        tuple(ch), rule="rb p.25")
    if f.name == "pack":
        return Decision(c.seat, "stonesaga.pack", Msg("{name}: stow or unpack?", name=c.name),
                        tuple(_stow_choices(content, c) + [menu_msg("done", N_("Done"))]), rule="rb p.26")
    if f.name == "help" and f.stage == "target":
        return Decision(c.seat, "stonesaga.help.target", Msg("{name}: help whom?", name=c.name),
                        tuple(Choice(f"char:{o.cid}", o.name) for o in board.chars_at(s, c.pos)
                              if o.cid != c.cid and chars.incapacitated(s, o)), rule="rb p.26")
    if f.name == "help":
        o = s.char(f.data["target"])
        return Decision(o.seat, "stonesaga.help.degrade", Msg("{name}: degrade which weakness?", name=o.name),
                        tuple(Choice(f"opt:{i}", words.weakness(k, v)) for i, (k, v) in enumerate(o.weak)), rule="rb p.26")
    if f.name == "share" and f.stage == "what":
        ch = [menu_msg(f"res:{k}", GIVE_RES, resource=k) for k in sorted(c.bag) if chars.is_food(k) or k == "water"]
        return Decision(c.seat, "stonesaga.share.what", Msg("{name}: share what?", name=c.name),
                        tuple(ch + [menu_msg("done", N_("Done"))]), rule="rb p.24")
    if f.name == "share":
        return Decision(c.seat, "stonesaga.share.to", Msg("{name}: give {resource} to whom?", name=c.name,
                                                          resource=f.data["key"]),
                        tuple(Choice(f"char:{o.cid}", o.name) for o in _partners(s, c)), rule="rb p.24")
    pairs = challenge.deliverable(content, s, c)
    return Decision(c.seat, "stonesaga.deliver", Msg("{name}: deliver what?", name=c.name),
                    tuple([menu_msg(f"deliver:{o}:{k}", N_("{resource} onto {objective}"), resource=k,
                                    objective=content.objectives[o].name) for o, k in pairs]
                          + [menu_msg("done", N_("Done"))]), rule="rb p.23")


def _fits(content, o, inst: str) -> bool:
    slot = content.items[chars.item_id(inst)].slot
    return chars.free_slots(o, slot) > 0 or chars.free_slots(o, "satchel") > 0


def _move_item(content, a, b, inst: str) -> None:
    for slot in a.items:
        if inst in a.items[slot]:
            a.items[slot].remove(inst)
    if inst in a.stowed:
        a.stowed.remove(inst)
    slot = content.items[chars.item_id(inst)].slot
    (b.items[slot].append(inst) if chars.free_slots(b, slot) > 0 else b.stowed.append(inst))
    store = a.stores.pop(inst, None)                      # rb p.25: tokens on a traded item stay
    if store:
        b.stores[inst] = store


def apply(content, s, f, choice, events: list) -> None:
    c = s.char(f.cid)
    cid = choice.id
    kind, _, arg = cid.partition(":")
    if cid == "done":
        common.finish(s, f)
        return
    if f.name == "trade":
        if f.stage == "partner":
            f.data["with"] = arg
            f.stage = "swap"
            return
        o = s.char(f.data["with"])
        if kind == "res":
            chars.take(c, arg)
            chars.add(o, arg)
        elif kind == "get":
            chars.take(o, arg)
            chars.add(c, arg)
        elif kind == "item":
            _move_item(content, c, o, arg)
        else:
            _move_item(content, o, c, arg)
        f.data["n"] = f.data.get("n", 0) + 1
        if f.data["n"] >= 12:                             # ruling SS-15: a trade ends after 12 swaps
            common.finish(s, f)
        return
    if f.name == "pack":
        toggle_stow(content, c, arg)
        f.data["n"] = f.data.get("n", 0) + 1
        if f.data["n"] >= 9:
            common.finish(s, f)
        return
    if f.name == "help":
        if f.stage == "target":
            f.data["target"] = arg
            f.stage = "degrade"
            return
        o = s.char(f.data["target"])
        chars.degrade_weakness(s, o, int(arg))            # rb p.26: a major only flips to minor
        events.append(Event("help", Msg("{name} helps {other}", name=c.name, other=o.name), seat=c.seat, rule="rb p.26"))
        common.finish(s, f)
        return
    if f.name == "share":
        if f.stage == "what":
            f.data["key"] = arg
            f.stage = "to"
            return
        chars.take(c, f.data["key"])
        chars.add(s.char(arg), f.data["key"])
        common.finish(s, f)
        return
    oid, key = arg.split(":", 1)
    challenge.deliver(content, s, c, oid, key)
    events.append(Event("deliver", Msg("{name} delivers {resource}", name=c.name, resource=words.resource(key)), seat=c.seat, rule="rb p.23"))
    common.finish(s, f)
