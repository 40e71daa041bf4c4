"""The Exiles & Partisans deck's effects that need no move or battle frame (Law A.2, B.7.1).

The card texts are paraphrased from root-marauder-facts.md §6 (the official texts; they win over
root-facts.md §2.2, whose table gives suits, costs and the effects §6 leaves alone). Rulings
R-EP-n are in docs/rulings.md. The effects that start a move or a battle (Eyrie Emigre, False
Orders, League of Adventurous Mice) live in flow/exiles.py; rule (Soup Kitchens) and Coffin
Makers' catch are in engine.py, movement (Boat Builders, Corvid Planners) in flow/move.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import serial
from game.core.i18n import Msg, P, T

from . import ids
from .engine import has_suit  # the Lost City's suits (R-LAND-11)
from .engine import fits  # the Lost City's suits (R-LAND-11)
from .engine import (Handler, add_vp, can_place, ch, dec, discard_card, draw, enemies, handles, has_card_effect,
                     place_warriors, removable_warriors, remove_warriors, take_random_card, to_pile,
                     touch_all)

COFFIN_VP_EVERY = 5        # Coffin Makers: 1 VP per 5 warriors on it (root-facts §2.2, facts §6)


def on(ctx) -> bool:
    return ctx.s.deck_id == "exiles"


def card_with(ctx, seat, effect: str) -> str | None:
    for x in ctx.s.crafted[seat]:
        if ctx.c.cards[x].effect == effect:
            return x
    return None


def crafting_clearings(ctx, seat) -> tuple[int, ...]:
    """Clearings holding any of `seat`'s crafting pieces (Tunnels; R-EP-7: the faction's
    `crafting_piece_kinds`; Riverfolk trade posts are not among them, as in HRF's official preset)."""
    kinds = ctx.fac(seat).crafting_piece_kinds
    if not kinds:
        return ()
    s = ctx.s

    def mine(p) -> bool:
        return p[0] == seat and any(p[1] == k or (k.endswith("-") and p[1].startswith(k)) for k in kinds)
    return tuple(c for c in ctx.m.ids if any(mine(p) for p in s.buildings[c]) or any(mine(p) for p in s.tokens[c]))


def tunnel_adj(ctx, seat, a) -> tuple[int, ...]:
    """Tunnels (facts §6): every clearing holding your crafting pieces is adjacent, for you, to
    every other one. The extra neighbours of `a` (none unless `a` holds one)."""
    if not has_card_effect(ctx, seat, "tunnels"):
        return ()
    cs = crafting_clearings(ctx, seat)
    return tuple(c for c in cs if c != a) if a in cs else ()


def seat_adjacency(ctx, seat) -> tuple:
    """The clearings adjacent to each clearing for `seat`: the map's (ctx.adj), plus what Tunnels
    joins for its holder (R-EP-7). The same tuple as ctx.adj when Tunnels is not in play."""
    if ctx.s.deck_id != "exiles" or not has_card_effect(ctx, seat, "tunnels"):
        return ctx.adj
    cs = crafting_clearings(ctx, seat)
    if len(cs) < 2:
        return ctx.adj
    return tuple(tuple(sorted(set(a).union(c for c in cs if c != i))) if i in cs else a
                 for i, a in enumerate(ctx.adj))


# --- entering and leaving play ------------------------------------------------------------------

def after_crafted(ctx, seat, card: str) -> None:
    """A persistent card just went to `seat`'s play area (Law 4.1.3)."""
    if ctx.c.cards[card].effect == "soup_kitchens":      # rule is counted anew (R-EP-6)
        touch_all(ctx)


def left_play(ctx, seat, card: str) -> None:
    """A persistent card left `seat`'s play area (discarded by its own use or by Saboteurs)."""
    eff = ctx.c.cards[card].effect
    if eff == "soup_kitchens":
        touch_all(ctx)
    elif eff == "coffin_makers":
        return_coffins(ctx, False)                        # R-EP-9


def return_coffins(ctx, at_birdsong: bool) -> None:
    s = ctx.s
    for i, k in enumerate(s.coffins):
        if k:
            s.supply[i]["warrior"] = s.supply[i].get("warrior", 0) + k
            s.coffins[i] = 0
            text = (Msg("{name} takes {warriors} back from Coffin Makers to its supply", n=k, warriors=P(k, "{n} warrior", "{n} warriors"), name=T(ctx.name(i)))
                    if at_birdsong else
                    Msg("Coffin Makers left play: {name} takes {warriors} back to its supply", n=k, warriors=P(k, "{n} warrior", "{n} warriors"), name=T(ctx.name(i))))
            ctx.log("root.ep.coffin", text, i, rule="Coffin Makers")


def discard_from_play(ctx, seat, card: str, why: str) -> None:
    ctx.s.crafted[seat].remove(card)
    to_pile(ctx, card)
    ctx.log("root.discard", Msg("{name} discards {card} from play ({cause})", name=T(ctx.name(seat)),
                                card=T(ctx.c.cards[card].name), cause=T(why)), seat, card=card)
    left_play(ctx, seat, card)


def after_item_crafted(ctx, seat) -> None:
    """Master Engravers: 1 more VP for your item (PT Law 7.2.3 and 14.2.3 keep it under Disdain
    and Contempt for Trade). Murine Broker: each other holder draws a card (facts §2.2)."""
    if has_card_effect(ctx, seat, "master_engravers"):
        add_vp(ctx, seat, 1, T("Master Engravers"))
    for i in range(ctx.s.n):
        if i != seat and has_card_effect(ctx, i, "murine_broker"):
            ctx.log("root.ep.broker", Msg("{name} draws for Murine Broker ({other} crafted an item)", name=T(ctx.name(i)),
                                          other=T(ctx.name(seat))), i, rule="Murine Broker")
            draw(ctx, i, 1)


# --- start of Birdsong --------------------------------------------------------------------------

def start_of_birdsong(ctx, seat) -> None:
    """Coffin Makers: at the start of your Birdsong, 1 VP per 5 warriors on it, then they all go
    back to their supplies (facts §6)."""
    if not has_card_effect(ctx, seat, "coffin_makers"):
        return
    total = sum(ctx.s.coffins)
    if total >= COFFIN_VP_EVERY:
        add_vp(ctx, seat, total // COFFIN_VP_EVERY, T("Coffin Makers"))
    return_coffins(ctx, True)


def _sabotage_targets(ctx, seat) -> list[int]:
    return [e for e in enemies(ctx, seat) if ctx.s.crafted[e]]


def _swap_targets(ctx, seat) -> list[int]:
    s = ctx.s
    return [i for i in range(s.n) if i != seat and (s.hands[i] or ctx.fac(i).automaton)]


def birdsong_choices(ctx, seat) -> list:
    """Saboteurs (start of Birdsong, discard it) and Swap Meet (once in Birdsong), offered in the
    Birdsong window with the base deck's Birdsong cards (ruling Root §birdsong-window)."""
    out = []
    sab = card_with(ctx, seat, "saboteurs")
    if sab and _sabotage_targets(ctx, seat):
        out.append(ch(sab, Msg("Saboteurs: discard it to discard an enemy's crafted card")))
    swap = card_with(ctx, seat, "swap_meet")
    if swap and "swap_meet" not in ctx.s.used_once and _swap_targets(ctx, seat):
        out.append(ch(swap, Msg("Swap Meet: take a random card, then give one")))
    return out


def apply_birdsong(ctx, seat, cid: str) -> bool:
    rec = ctx.c.cards.get(cid)
    if rec is None or cid not in ctx.s.crafted[seat]:
        return False
    if rec.effect == "saboteurs":
        discard_from_play(ctx, seat, cid, "Saboteurs")
        ctx.push(RootSaboteurs(seat))
        return True
    if rec.effect == "swap_meet":
        ctx.s.used_once.append("swap_meet")
        ctx.push(RootSwapMeet(seat))
        return True
    return False


@serial.register
@dataclass
class RootSaboteurs:
    """Saboteurs (facts §2.2): discard an enemy's crafted persistent card. `target` -1 = whose."""
    seat: int
    target: int = -1


@handles(RootSaboteurs)
class RootSaboteursH(Handler):
    def decide(self, ctx, fr):
        if fr.target < 0:
            opts = [ch(f"seat:{i}", ctx.name(i)) for i in _sabotage_targets(ctx, fr.seat)]
            return dec(fr.seat, "root.ep.saboteurs.seat", Msg("Saboteurs: discard a crafted card of whom?"), opts,
                       "Saboteurs") if opts else None
        opts = [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(ctx.s.crafted[fr.target]))]
        return dec(fr.seat, "root.ep.saboteurs.card", Msg("Saboteurs: discard which card of {name}?", name=T(ctx.name(fr.target))),
                   opts, "Saboteurs") if opts else None

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        if fr.target < 0:
            fr.target = ids.seat(cid)
            return
        ctx.pop(fr)
        discard_from_play(ctx, fr.target, ids.card(cid), f"Saboteurs of {ctx.name(fr.seat)}")


@serial.register
@dataclass
class RootSwapMeet:
    """Swap Meet (facts §2.2): take a random card from another player, then give them one."""
    seat: int
    other: int = -1


@handles(RootSwapMeet)
class RootSwapMeetH(Handler):
    def decide(self, ctx, fr):
        if fr.other < 0:
            opts = [ch(f"seat:{i}", ctx.name(i)) for i in _swap_targets(ctx, fr.seat)]
            return dec(fr.seat, "root.ep.swap_meet.seat", Msg("Swap Meet: take a random card from whom?"), opts,
                       "Swap Meet") if opts else None
        hand = ctx.s.hands[fr.seat]
        if not hand:
            return None
        return dec(fr.seat, "root.ep.swap_meet.give", Msg("Swap Meet: give which card to {name}?", name=T(ctx.name(fr.other))),
                   [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(hand))], "Swap Meet")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        if fr.other < 0:
            fr.other = ids.seat(cid)
            take_random_card(ctx, fr.other, fr.seat)      # an automaton: draw instead (Rootbotics 2.8.1)
            return
        ctx.pop(fr)
        card = ids.card(cid)
        if ctx.fac(fr.other).automaton:                   # R-EP-12: no hand, so the card is discarded
            discard_card(ctx, fr.seat, card, "gives (the automaton has no hand: discarded)")
            return
        ctx.s.hands[fr.seat].remove(card)
        ctx.s.hands[fr.other].append(card)
        ctx.log("root.give", Msg("{name} gives {card} to {other}", name=T(ctx.name(fr.seat)), card=T(ctx.c.cards[card].name),
                                 other=T(ctx.name(fr.other))), fr.seat, reveals=True, private_to=fr.seat,
                public_text=Msg("{name} gives a card to {other}.", name=T(ctx.name(fr.seat)), other=T(ctx.name(fr.other))))


# --- start of Evening: Charm Offensive -----------------------------------------------------------

@serial.register
@dataclass
class RootCharmOffensive:
    """Charm Offensive (facts §2.2): at the start of Evening you may draw a card; then another
    player of your choice scores 1 VP."""
    seat: int
    drew: bool = False


@handles(RootCharmOffensive)
class RootCharmOffensiveH(Handler):
    def decide(self, ctx, fr):
        if not fr.drew:
            return dec(fr.seat, "root.ep.charm_offensive", Msg("Charm Offensive: draw a card (another player scores 1 VP)?"),
                       [ch("charm-offensive", Msg("Draw a card")), ch("pass", Msg("No"))], "Charm Offensive")
        return dec(fr.seat, "root.ep.charm_offensive.seat", Msg("Charm Offensive: who scores 1 VP?"),
                   [ch(f"seat:{i}", ctx.name(i)) for i in range(ctx.s.n) if i != fr.seat], "Charm Offensive")

    def act(self, ctx, fr, cid):
        if cid == "pass":
            ctx.pop(fr)
        elif not fr.drew:
            fr.drew = True
            draw(ctx, fr.seat, 1)
        else:
            ctx.pop(fr)
            add_vp(ctx, ids.seat(cid), 1, T("Charm Offensive"))


def start_of_evening(ctx, seat) -> None:
    # Frames run last-pushed first: Charm Offensive, then Informants.
    if has_card_effect(ctx, seat, "informants_card"):
        ctx.push(RootInformants(seat))
    if has_card_effect(ctx, seat, "charm_offensive") and ctx.s.n > 1:
        ctx.push(RootCharmOffensive(seat))


# --- Evening: Informants -------------------------------------------------------------------------

INFORMANTS_MARK = "informants_card"      # in used_once: this Evening's draw is replaced


def _discarded_ambushes(ctx) -> list[str]:
    return sorted({x for x in ctx.s.discard if ctx.c.cards[x].kind == "ambush"})


@serial.register
@dataclass
class RootInformants:
    """Informants (facts §2.2): in Evening, instead of drawing, you may take an ambush from the
    discard pile. Asked at the start of Evening; taking one replaces every card your faction's
    Evening would draw this turn (R-EP-16; engine.draw)."""
    seat: int


@handles(RootInformants)
class RootInformantsH(Handler):
    def decide(self, ctx, fr):
        opts = [ch(f"card:{x}", Msg("Take {card}", card=T(ctx.c.cards[x].name)), f"card:{x}") for x in _discarded_ambushes(ctx)]
        if not opts:
            return None
        return dec(fr.seat, "root.ep.informants", Msg("Informants: take an ambush from the discard pile instead of drawing?"),
                   opts + [ch("pass", Msg("No: draw as usual"))], "Informants")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        if cid == "pass":
            return
        card = ids.card(cid)
        ctx.s.discard.remove(card)
        ctx.s.hands[fr.seat].append(card)
        ctx.s.used_once.append(INFORMANTS_MARK)
        ctx.log("root.ep.informants", Msg("{name} takes {card} from the discard pile instead of drawing this Evening",
                                          name=T(ctx.name(fr.seat)), card=T(ctx.c.cards[card].name)), fr.seat, rule="Informants")


# --- Daylight: Propaganda Bureau -------------------------------------------------------------------

def _bureau_clearings(ctx, seat, card: str) -> list[int]:
    return [c for c in ctx.m.ids if fits(ctx, card, c)       # R-LAND-11
            and any(removable_warriors(ctx, e, c) for e in enemies(ctx, seat))]


def daylight_choices(ctx, seat) -> list:
    card = card_with(ctx, seat, "propaganda_bureau")
    if card and "propaganda_bureau" not in ctx.s.used_once and any(
            _bureau_clearings(ctx, seat, x) for x in set(ctx.s.hands[seat])):
        return [ch(card, Msg("Propaganda Bureau: spend a card to remove an enemy warrior and place one"))]
    return []


def apply_daylight(ctx, seat, cid) -> bool:
    if cid in ctx.c.cards and ctx.c.cards[cid].effect == "propaganda_bureau" and cid in ctx.s.crafted[seat]:
        ctx.s.used_once.append("propaganda_bureau")
        ctx.push(RootPropaganda(seat))
        return True
    return False


@serial.register
@dataclass
class RootPropaganda:
    """Propaganda Bureau (facts §6): spend a card; an enemy warrior in a clearing of its suit is
    removed, then you place a warrior there (the removal stands even if you cannot place)."""
    seat: int
    card: str = ""
    clearing: int = 0


@handles(RootPropaganda)
class RootPropagandaH(Handler):
    def decide(self, ctx, fr):
        s, seat = ctx.s, fr.seat
        if not fr.card:
            opts = [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(s.hands[seat]))
                    if _bureau_clearings(ctx, seat, x)]
            return dec(seat, "root.ep.propaganda.card", Msg("Propaganda Bureau: spend which card?"), opts,
                       "Propaganda Bureau") if opts else None
        if not fr.clearing:
            opts = [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in _bureau_clearings(ctx, seat, fr.card)]
            return dec(seat, "root.ep.propaganda.clearing", Msg("Propaganda Bureau: in which clearing?"), opts,
                       "Propaganda Bureau")
        opts = [ch(f"seat:{e}", ctx.name(e)) for e in enemies(ctx, seat) if removable_warriors(ctx, e, fr.clearing)]
        return dec(seat, "root.ep.propaganda.seat", Msg("Propaganda Bureau: remove whose warrior?"), opts, "Propaganda Bureau")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if not fr.card:
            fr.card = ids.card(cid)
            discard_card(ctx, seat, fr.card, "spends")
            return
        if not fr.clearing:
            fr.clearing = ids.clearing(cid)
            return
        ctx.pop(fr)
        c = fr.clearing
        remove_warriors(ctx, ids.seat(cid), c, 1, seat, "propaganda_bureau")
        if can_place(ctx, seat, c) and place_warriors(ctx, seat, c, 1):
            ctx.log("root.ep.propaganda", Msg("{name} places a warrior in clearing {c}", name=T(ctx.name(seat)), c=c), seat,
                    rule="Propaganda Bureau")
        else:
            ctx.log("root.ep.propaganda", Msg("{name} cannot place a warrior in clearing {c}", name=T(ctx.name(seat)), c=c),
                    seat, rule="Propaganda Bureau")


# --- battle: the Partisans -------------------------------------------------------------------------

def battle_choices(ctx, b, seat) -> list:
    """Fox / Rabbit / Mouse Partisans (facts §6): in battle in a clearing of the card's suit, the
    attacker or the defender may deal an extra hit after the roll (Law 4.3.3), then discards
    every card in hand not of that suit — birds too (R-EP-4)."""
    out = []
    for x in ctx.s.crafted[seat]:
        rec = ctx.c.cards[x]
        if rec.effect == "partisans" and has_suit(ctx, b.clearing, rec.suit) and x not in b.used:     # R-LAND-11
            out.append(ch(x, Msg("{card}: an extra hit, then discard your cards of other suits", card=T(rec.name))))
    return out


def use_battle_choice(ctx, b, seat, cid) -> bool:
    rec = ctx.c.cards.get(cid)
    if rec is None or rec.effect != "partisans" or cid not in ctx.s.crafted[seat]:
        return False
    suit = rec.suit
    b.used.append(cid)
    if seat == b.attacker:
        b.att_extra += 1
    else:
        b.def_extra += 1
    keep = (suit, "bird") if ctx.s.partisans_keep_birds else (suit,)          # the `partisans` option
    for x in sorted(x for x in ctx.s.hands[seat] if ctx.c.cards[x].suit not in keep):
        discard_card(ctx, seat, x, Msg("{name} discards ({cause}) {card}", cause=T(ctx.c.cards[cid].name)))
    ctx.log("root.effect", Msg("{name} uses {card}: an extra hit", name=T(ctx.name(seat)), card=T(ctx.c.cards[cid].name)),
            seat, rule=ctx.c.cards[cid].name)
    return True
