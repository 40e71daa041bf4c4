"""Cards: crafting (Law 4.1), dominance (Law 3.3) and every base-deck card effect.

Effect ids are those of data/root/deck.yaml (`effect:`), listed in effect_ids.IMPLEMENTED.
Persistent effects sit in `state.crafted[seat]` and are found with `has_effect`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Protocol, cast

from game.core import serial
from game.core.decision import Choice, Decision
from game.core.i18n import N_, Msg, Sub, T

from . import exiles, ids, landmarks, mapfeatures
from .effect_ids import PLANNED

from .engine import (Ctx, Handler, RuleError, add_vp, ch, dec, discard_card, draw, handles, matches, remove_enemy_pieces,
                     remove_warriors, take_random_card, to_pile)

if TYPE_CHECKING:                        # only for the types
    from .content import CardRec

DOMINANCE_MIN_VP = 10   # Law 3.3.1


class Battle(Protocol):
    """What the card battle effects read and change of a battle (flow.battle.RootBattle, a layer
    above: named here by its fields, not imported)."""
    attacker: int
    defender: int
    used: list[str]
    att_rolled: int
    def_rolled: int
    att_extra: int
    def_extra: int
    att_ignores: bool
    def_ignores: bool


def has_effect(ctx: Ctx, seat: int, effect: str) -> bool:
    if seat >= len(ctx.s.crafted):       # a hireling: no persistent effects (Law E.3.5)
        return False
    crafted = ctx.s.crafted[seat]
    if not crafted:
        return False
    cards = ctx.c.cards
    for x in crafted:                     # any(…), spelt out: asked at every battle and menu
        if cards[x].effect == effect:
            return True
    return False


def effect_card(ctx: Ctx, seat: int, effect: str) -> str | None:
    for x in ctx.s.crafted[seat]:
        if ctx.c.cards[x].effect == effect:
            return x
    return None


def own_effect_card(ctx: Ctx, seat: int, effect: str) -> str:
    """`effect_card` of an effect `seat` has in play (a choice that offered it was taken)."""
    card = effect_card(ctx, seat, effect)
    if card is None:
        raise RuleError(f"{ctx.name(seat)} has no {effect} card in play")
    return card


def discard_crafted(ctx: Ctx, seat: int, card: str) -> None:
    ctx.s.crafted[seat].remove(card)
    to_pile(ctx, card)
    ctx.log("root.discard", Msg("{name} discards {card} from play", name=T(ctx.name(seat)), card=T(ctx.c.cards[card].name)),
            seat, card=card)
    exiles.left_play(ctx, seat, card)


# --- crafting (Law 4.1) -------------------------------------------------------------------------

LOST = "lost"         # crafting pieces in the Lost City: they pay any suit (facts §4.2)


def craft_pool(ctx: Ctx, seat: int) -> dict[str, int]:
    """Crafting pieces not yet used this turn, by suit (Law 4.1.1: each once per turn)."""
    lm = ctx.s.landmarks
    lc = lm.get(landmarks.LOST_CITY, 0) if lm else 0      # landmarks.lost_city, spelt out (issue 15)
    if lc:
        # Lost City (facts §4.2): its clearing is every suit, so each crafting piece there pays any
        # suit. The faction counts its pieces with that clearing's suit read as "lost" (a wild key).
        s = ctx.s
        real, s.suits[lc] = s.suits[lc], LOST
        try:
            pool = dict(ctx.fac(seat).crafting_pieces(ctx, seat))
        finally:
            s.suits[lc] = real
    else:
        pool = dict(ctx.fac(seat).crafting_pieces(ctx, seat))
    for k, v in ctx.s.craft_used.items():
        pool[k] = pool.get(k, 0) - v
    return pool


def _pay_plan(cost: tuple[str, ...], pool: dict[str, int]) -> dict[str, int] | None:
    """Assign each cost icon to a crafting piece: suited icons need their suit; `any` icons take
    pieces from the suits with the most left (ruling Root §craft-any: automatic, keeps options)."""
    left = dict(pool)
    plan: dict[str, int] = {}
    anys = 0
    for icon in cost:
        if icon == "any":
            anys += 1
            continue
        if left.get(icon, 0) <= 0:
            if left.get(LOST, 0) <= 0:              # a Lost City piece pays any suit (facts §4.2)
                return None
            icon = LOST
        left[icon] -= 1
        plan[icon] = plan.get(icon, 0) + 1
    for _ in range(anys):
        best = max(("fox", "rabbit", "mouse", LOST), key=lambda x: left.get(x, 0))
        if left.get(best, 0) <= 0:
            return None
        left[best] -= 1
        plan[best] = plan.get(best, 0) + 1
    return plan


# craft_choices' payment cache: module-level, (cost, the pool's fox, rabbit, mouse and Lost City
# pieces) -> whether `_pay_plan(cost, pool)` finds a plan. For a cost of suited and `any` icons
# the plan reads nothing else of the pool (the suited icons read their suit and the Lost City,
# the `any` icons those four), so the answer depends on the key alone and cannot go stale; a
# cost with another icon is not cached. Bounded (cleared past 20,000 entries; a game meets a few
# hundred). Why: a plan was made for each cost in hand at every Daylight menu (issue 15).
_PAYABLE: dict[tuple[tuple[str, ...], tuple[int, int, int, int]], bool] = {}
_COST_ICONS = frozenset(("fox", "rabbit", "mouse", "any"))
_PLAIN_COSTS: dict[tuple[str, ...], bool] = {}      # cost -> all its icons are in _COST_ICONS (content data)


def can_pay(cost: tuple[str, ...], pool: dict[str, int], counts: tuple[int, int, int, int] | None = None) -> bool:
    """`_pay_plan(cost, pool) is not None`, remembered (`_PAYABLE`). `counts`: the pool's
    (fox, rabbit, mouse, Lost City) pieces when the caller has them already."""
    plain = _PLAIN_COSTS.get(cost)
    if plain is None:
        plain = _PLAIN_COSTS[cost] = _COST_ICONS.issuperset(cost)
    if not plain:
        return _pay_plan(cost, pool) is not None
    if counts is None:
        counts = (pool.get("fox", 0), pool.get("rabbit", 0), pool.get("mouse", 0), pool.get(LOST, 0))
    key = (cost, counts)
    got = _PAYABLE.get(key)
    if got is None:
        if len(_PAYABLE) > 20_000:
            _PAYABLE.clear()
        got = _PAYABLE[key] = _pay_plan(cost, dict(zip(("fox", "rabbit", "mouse", LOST), counts))) is not None
    return got


def can_craft(ctx: Ctx, seat: int, card: str, pool: dict[str, int] | None = None) -> bool:
    rec = ctx.c.cards[card]
    if not _may_craft(ctx, seat, card, rec):
        return False
    return _pay_plan(rec.cost, pool if pool is not None else craft_pool(ctx, seat)) is not None


def _may_craft(ctx: Ctx, seat: int, card: str, rec: CardRec) -> bool:
    """Every test of `can_craft` but the payment."""
    if rec.kind in ("ambush", "dominance") or not rec.cost:
        return False                                        # Law 2.1.5, 2.1.6
    if rec.effect in PLANNED:
        return False                                        # an E&P effect with no code yet (README)
    if rec.kind == "item":
        item = cast(str, rec.item)                          # (content._check_deck: an item card names its item)
        if ctx.s.item_supply.get(item, 0) <= 0 and not landmarks.forge_has(ctx, seat, item):
            return False                                    # Law 4.1.2: no item left, no craft (Forge: facts §4.2)
    if rec.kind == "persistent" and any(ctx.c.cards[x].id == card for x in ctx.s.crafted[seat]):
        return False                                        # Law 4.1.4: no duplicates
    return True


# card_ch's cache: module-level, keyed by every input of the choice (prefix, message template,
# card id and the card's printed name), so an entry can never go stale; it holds one immutable
# Choice per (action, card) of the content, bounded like engine.ch's cache. Why: `ch` keys a
# Msg label with a term parameter by its repr (a dict is unhashable), which cost more than
# building the menus' card choices (issue 15).
_CARD_CH: dict[tuple[str, str, str, str], Choice] = {}


def card_ch(ctx: Ctx, prefix: str, template: str, card: str) -> Choice:
    """`ch(f"{prefix}:{card}", Msg(template, card=T(name)), f"card:{card}")` for a card in hand:
    the same choice, built once (mark `template` with N_ where it is written)."""
    name = ctx.c.cards[card].name
    key = (prefix, template, card, name)
    got = _CARD_CH.get(key)
    if got is None:
        if len(_CARD_CH) > 20_000:
            _CARD_CH.clear()
        got = _CARD_CH[key] = ch(f"{prefix}:{card}", Msg(template, card=T(name)), f"card:{card}")
    return got


def craft_choices(ctx: Ctx, seat: int) -> list[Choice]:
    s = ctx.s
    hand = s.hands[seat]
    if not hand:                          # nothing to craft: the pool (a faction hook) is not needed
        return []
    pool = craft_pool(ctx, seat)
    pieces = 0
    for v in pool.values():
        if v > 0:
            pieces += v
    if pieces == 0:
        return []
    cards = ctx.c.cards
    out = []
    counts = (pool.get("fox", 0), pool.get("rabbit", 0), pool.get("mouse", 0), pool.get(LOST, 0))
    # `_may_craft`'s tests spelt out in its order, the cheapest first: a cost of more icons than
    # pieces left can never be paid (each icon takes one piece, _pay_plan), so those cards are
    # skipped before the other tests (the same list, faster; issue 15)
    crafted, item_supply = s.crafted[seat], s.item_supply
    for x in sorted(set(hand)):
        rec = cards[x]
        cost = rec.cost
        if not cost or len(cost) > pieces:
            continue                                        # Law 2.1.5, 2.1.6: no cost, no craft
        kind = rec.kind
        if kind == "ambush" or kind == "dominance" or (PLANNED and rec.effect in PLANNED):
            continue
        if kind == "item":
            if item_supply.get(rec.item, 0) <= 0 and not landmarks.forge_has(ctx, seat, rec.item):
                continue                                    # Law 4.1.2 (Forge: facts §4.2)
        elif kind == "persistent" and x in crafted:         # (card ids are their records' keys:
            continue                                        # content.unique) Law 4.1.4: no duplicates
        ok = _PAYABLE.get((cost, counts))               # can_pay's cache, read here first
        if ok is None:
            ok = can_pay(cost, pool, counts)
        if ok:
            got = _CRAFT_CH.get(x)
            if got is None or got[0] is not rec:
                got = _CRAFT_CH[x] = (rec, card_ch(ctx, "craft", N_("Craft {card}"), x))
            out.append(got[1])
    return out


# craft_choices' cache: module-level, card id -> (its record, its "Craft {card}" choice); an entry
# is used only for the very record it was made from (checked by identity: the choice depends on
# the card's id and printed name only), so it cannot go stale; at most one entry per card id.
# Why: card_ch builds a key per call, for every craftable card of every Daylight menu (issue 15).
_CRAFT_CH: dict[str, tuple[CardRec, Choice]] = {}


def do_craft(ctx: Ctx, seat: int, card: str) -> None:
    s = ctx.s
    rec = ctx.c.cards[card]
    plan = _pay_plan(rec.cost, craft_pool(ctx, seat))
    if plan is None:                  # (only a card `can_craft` allows is crafted: the choice was offered)
        raise RuleError(f"{ctx.name(seat)} cannot pay for {card}")
    for k, v in plan.items():
        s.craft_used[k] = s.craft_used.get(k, 0) + v
    s.hands[seat].remove(card)
    ctx.log("root.craft", Msg("{name} crafts {card}", name=T(ctx.name(seat)), card=T(rec.name)), seat, rule="Law 4.1", card=card)
    if rec.kind == "item":                                  # Law 4.1.2 + 3.2.2
        # the Legendary Forge's copy first when the crafter may take it (ruling R-LAND-8)
        forged = landmarks.forge_has(ctx, seat, rec.item)
        if not forged:
            s.item_supply[rec.item] -= 1
        ctx.fac(seat).gain_item(ctx, seat, rec.item)
        add_vp(ctx, seat, ctx.fac(seat).craft_vp(ctx, seat, card), Sub(N_("crafted {item}"), item=T(rec.item)))
        keeper = _item_card_keeper(ctx, seat)
        if keeper >= 0:                                     # Mole Artisans: kept revealed (facts §3.11)
            cast(_KeepsItems, ctx.fac(keeper)).kept(ctx, keeper).append(card)
        else:
            to_pile(ctx, card)
        if forged:
            landmarks.forge_take(ctx, seat, rec.item)
        if s.deck_id == "exiles":
            exiles.after_item_crafted(ctx, seat)            # Master Engravers, Murine Broker
    elif rec.kind == "persistent":                          # Law 4.1.3
        s.crafted[seat].append(card)
        if s.deck_id == "exiles":
            exiles.after_crafted(ctx, seat, card)
    else:                                                   # immediate: resolve, then discard
        to_pile(ctx, card)
        if rec.effect == "favor":
            favor(ctx, seat, rec.suit)


class _KeepsItems(Protocol):              # a side with `keeps_crafted_items` (Mole Artisans)
    def kept(self, ctx: Ctx, slot: int) -> list[str]: ...


def _item_card_keeper(ctx: Ctx, seat: int) -> int:
    """The slot of a hireling `seat` controls that keeps its crafted item cards (Mole Artisans,
    facts §3.11), or -1. Read as a side flag: no import edge from here to the hirelings."""
    for h in ctx.s.hirelings:
        if h.controller == seat and getattr(ctx.fac(h.slot), "keeps_crafted_items", False):
            return h.slot
    return -1


def favor(ctx: Ctx, seat: int, suit: str) -> None:
    """Favor of the Foxes/Rabbits/Mice: remove all enemy pieces in clearings of that suit."""
    for c in ctx.m.ids:
        if landmarks.has_suit(ctx, c, suit):               # the Lost City is every suit (facts §4.2)
            remove_enemy_pieces(ctx, seat, c, "favor")


# --- dominance (Law 3.3) ---------------------------------------------------------------------------

def dominance_met(ctx: Ctx, seat: int, card: str) -> bool:
    s, m = ctx.s, ctx.m
    suit = ctx.c.cards[card].suit
    if suit == "bird":                                      # Law 3.3.1.II: two opposite corners
        return any(s.ruler[a] == seat and s.ruler[b] == seat for a, b in m.rec.opposite_corners)
    # Law 3.3.1.I; the Lost City counts for every suit (facts §4.2, ruling R-LAND-9)
    return sum(1 for c in m.ids if landmarks.has_suit(ctx, c, suit) and s.ruler[c] == seat) >= 3


def daylight_common_choices(ctx: Ctx, seat: int) -> list[Choice]:
    """Daylight options every faction offers besides its own actions: activate or take a
    dominance card (Law 3.3.1, 3.3.4), Tax Collector, Codebreakers."""
    s = ctx.s
    out = []
    if not s.dominance[seat] and s.vp[seat] >= DOMINANCE_MIN_VP and ctx.fac(seat).can_activate_dominance(ctx, seat):
        for x in sorted(set(s.hands[seat])):
            if ctx.c.cards[x].kind == "dominance":
                out.append(card_ch(ctx, "dominance", N_("Activate {card}"), x))
    if s.available_dominance and s.hands[seat]:
        # _pays_for_dominance (Law 2.1.1: `matches`) asked of the hand's suits, read once: a card
        # of the suit, or a bird for any suit but bird (issue 15)
        cards = ctx.c.cards
        suits = {cards[y].suit for y in s.hands[seat]}
        birds = "bird" in suits
        for x in sorted(set(s.available_dominance)):
            suit = cards[x].suit
            if suit in suits or (birds and suit != "bird"):
                out.append(card_ch(ctx, "take-dominance", N_("Take {card}"), x))
    if seat < len(s.crafted) and s.crafted[seat]:           # has_effect's own first tests (issue 15)
        tax = codes = False                                 # has_effect of both, in one pass
        cards = ctx.c.cards
        for x in s.crafted[seat]:
            effect = cards[x].effect
            if effect == "tax_collector":
                tax = True
            elif effect == "codebreakers":
                codes = True
        if tax and "tax_collector" not in s.used_once and any(s.warriors[seat][1:]):
            out.append(ch("tax-collector", Msg("Tax Collector: remove a warrior to draw")))
        if codes and "codebreakers" not in s.used_once:
            out.append(ch("codebreakers", Msg("Codebreakers: look at a hand")))
    if s.deck_id == "exiles":                              # Propaganda Bureau, League of Adventurous Mice
        out += exiles.daylight_choices(ctx, seat) + [c for h in DAYLIGHT_HOOKS for c in h[0](ctx, seat)]
    if s.closed_paths:                                     # Mountain, Law C.3.3
        out += mapfeatures.clear_path_choices(ctx, seat)
    if s.black_market:                                     # the Black Market landmark (facts §4.2)
        out += landmarks.black_market_choices(ctx, seat)
    if ctx.hooks["offer_daylight"]:                        # other factions' offers (Corvid Exposure)
        out += other_offers(ctx, seat)
    return out


def _pays_for_dominance(ctx: Ctx, card: str, suit: str) -> bool:
    # Law 3.3.4 (+ PT): a card of the same suit, birds wild, but the bird dominance needs a bird.
    # A dominance card in hand may be spent for its suit too (Law 2.1.3, 3.3.3): the bird
    # dominance can pay for another suit's dominance, and becomes available in its place.
    return matches(ctx, card, suit)


def apply_daylight_common(ctx: Ctx, seat: int, cid: str) -> bool:
    s = ctx.s
    if cid.startswith("dominance:"):
        card = ids.dominance(cid)
        s.hands[seat].remove(card)
        s.dominance[seat] = card          # Law 3.3.2: out of the hand, never removed or swapped
        ctx.log("root.dominance", Msg("{name} activates {card}; their score marker leaves the track", name=T(ctx.name(seat)),
                                        card=T(ctx.c.cards[card].name)),
                seat, rule="Law 3.3.1", card=card)
        return True
    if cid.startswith("take-dominance:"):
        ctx.push(RootTakeDominance(seat, ids.take_dominance(cid)))
        return True
    if cid == "tax-collector":
        s.used_once.append("tax_collector")
        ctx.push(RootTaxCollector(seat))
        return True
    if cid == "codebreakers":
        s.used_once.append("codebreakers")
        ctx.push(RootPickSeat(seat, "codebreakers"))
        return True
    if apply_other_offer(ctx, seat, cid):
        return True
    if landmarks.apply_black_market(ctx, seat, cid):
        return True
    if s.deck_id == "exiles" and (exiles.apply_daylight(ctx, seat, cid)
                                  or any(h[1](ctx, seat, cid) for h in DAYLIGHT_HOOKS)):
        return True
    return mapfeatures.apply_clear_path(ctx, seat, cid)


@serial.register
@dataclass
class RootTakeDominance:
    seat: int
    card: str


@handles(RootTakeDominance)
class RootTakeDominanceH(Handler):
    def decide(self, ctx: Ctx, fr: RootTakeDominance) -> Decision | None:
        suit = ctx.c.cards[fr.card].suit
        opts = [card_ch(ctx, "card", N_("Spend {card}"), x)
                for x in sorted(set(ctx.s.hands[fr.seat])) if _pays_for_dominance(ctx, x, suit)]
        return dec(fr.seat, "root.dominance.pay", Msg("Spend which card for {card}?", card=T(ctx.c.cards[fr.card].name)), opts, "Law 3.3.4")

    def act(self, ctx: Ctx, fr: RootTakeDominance, cid: str) -> None:
        discard_card(ctx, fr.seat, ids.card(cid), "spends")
        ctx.s.available_dominance.remove(fr.card)
        ctx.s.hands[fr.seat].append(fr.card)
        ctx.log("root.dominance", Msg("{name} takes {card}", name=T(ctx.name(fr.seat)), card=T(ctx.c.cards[fr.card].name)),
                fr.seat, rule="Law 3.3.4")
        ctx.pop(fr)


@serial.register
@dataclass
class RootTaxCollector:
    seat: int


@handles(RootTaxCollector)
class RootTaxCollectorH(Handler):
    def decide(self, ctx: Ctx, fr: RootTaxCollector) -> Decision | None:
        w = ctx.s.warriors[fr.seat]
        return dec(fr.seat, "root.card.tax_collector", Msg("Remove one of your warriors from which clearing?"),
                   [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in ctx.m.ids if w[c]],
                   "Tax Collector")

    def act(self, ctx: Ctx, fr: RootTaxCollector, cid: str) -> None:
        ctx.pop(fr)
        remove_warriors(ctx, fr.seat, ids.clearing(cid), 1, fr.seat, "tax_collector")
        draw(ctx, fr.seat, 1)


@serial.register
@dataclass
class RootPickSeat:
    """Pick another player for an effect: codebreakers, better_burrow_bank, stand_and_deliver."""
    seat: int
    effect: str
    optional: bool = False


def _pick_targets(ctx: Ctx, fr: RootPickSeat) -> list[int]:
    s = ctx.s
    others = [i for i in range(s.n) if i != fr.seat]
    if fr.effect == "stand_and_deliver":
        others = [i for i in others if s.hands[i] or ctx.fac(i).automaton]   # Rootbotics 2.8.1
    return others


@handles(RootPickSeat)
class RootPickSeatH(Handler):
    def decide(self, ctx: Ctx, fr: RootPickSeat) -> Decision | None:
        opts = [ch(f"seat:{i}", ctx.name(i)) for i in _pick_targets(ctx, fr)]
        if not opts:
            return None
        if fr.optional:
            opts.append(ch("pass", Msg("No")))
        prompts = {"codebreakers": N_("Look at whose hand?"), "better_burrow_bank": N_("Who else draws a card?"),
                   "stand_and_deliver": N_("Take a random card from whom?")}
        return dec(fr.seat, f"root.card.{fr.effect}", Msg(prompts[fr.effect]), opts, fr.effect)

    def step(self, ctx: Ctx, fr: RootPickSeat) -> None:
        ctx.pop(fr)

    def act(self, ctx: Ctx, fr: RootPickSeat, cid: str) -> None:
        ctx.pop(fr)
        if cid == "pass":
            return
        other = ids.seat(cid)
        if fr.effect == "codebreakers":
            hand = sorted(ctx.s.hands[other])
            name, whose = T(ctx.name(fr.seat)), T(ctx.name(other))
            seen = (Msg("{name} looks at {other}'s hand: {cards}", name=name, other=whose,
                        cards=[T(ctx.c.cards[x].name) for x in hand]) if hand else
                    Msg("{name} looks at {other}'s hand: empty", name=name, other=whose))
            ctx.log("root.look", seen, fr.seat, rule="Codebreakers", reveals=True, private_to=fr.seat,
                    public_text=Msg("{name} looks at {other}'s hand.", name=name, other=whose), hand=hand)
        elif fr.effect == "better_burrow_bank":
            draw(ctx, fr.seat, 1)
            draw(ctx, other, 1)
        elif fr.effect == "stand_and_deliver":
            take_random_card(ctx, other, fr.seat)
            add_vp(ctx, other, 1, T("Stand and Deliver!"))


# --- start-of-phase effects --------------------------------------------------------------------------

@serial.register
@dataclass
class RootBirdsongCards:
    """Birdsong uses of persistent cards: Royal Claim and Stand and Deliver! (offered once at the
    start of Birdsong — ruling Root §birdsong-window)."""
    seat: int


@handles(RootBirdsongCards)
class RootBirdsongCardsH(Handler):
    def decide(self, ctx: Ctx, fr: RootBirdsongCards) -> Decision | None:
        s, seat = ctx.s, fr.seat
        if not (seat < len(s.crafted) and s.crafted[seat]) and s.deck_id != "exiles" and not ctx.hooks["offer_daylight"]:
            return None         # no persistent card, no E&P Birdsong use, no other faction's offer (issue 15)
        opts = []
        if has_effect(ctx, seat, "royal_claim"):
            opts.append(ch("royal-claim", Msg("Royal Claim: discard to score 1 VP per ruled clearing")))
        if (has_effect(ctx, seat, "stand_and_deliver") and "stand_and_deliver" not in s.used_once
                and any(s.hands[i] or ctx.fac(i).automaton for i in range(s.n) if i != seat)):
            opts.append(ch("stand-and-deliver", Msg("Stand and Deliver!: take a random card")))
        if s.deck_id == "exiles":                 # Saboteurs, Swap Meet (and False Orders: flow hook)
            opts += exiles.birdsong_choices(ctx, seat) + [c for h in BIRDSONG_HOOKS for c in h[0](ctx, seat)]
        offers = other_offers(ctx, seat)         # e.g. Corvid Exposure (Law 13.2.4: any time in the turn)
        if not opts and not offers:
            return None
        prompt = Msg("Use a Birdsong card effect?") if not offers else \
            (Msg("Birdsong: use a card effect or expose a plot?") if opts else Msg("Birdsong: expose a plot before you go on?"))
        return dec(seat, "root.card.birdsong", prompt, opts + offers + [ch("done", Msg("Done"))],
                   "Law 4.1.3" if opts else "Law 13.2.4")

    def step(self, ctx: Ctx, fr: RootBirdsongCards) -> None:
        ctx.pop(fr)

    def act(self, ctx: Ctx, fr: RootBirdsongCards, cid: str) -> None:
        s, seat = ctx.s, fr.seat
        if cid == "done":
            ctx.pop(fr)
        elif cid == "royal-claim":
            n = sum(1 for c in ctx.m.ids if s.ruler[c] == seat)
            discard_crafted(ctx, seat, own_effect_card(ctx, seat, "royal_claim"))
            add_vp(ctx, seat, n, T("Royal Claim"))
        elif cid == "stand-and-deliver":
            s.used_once.append("stand_and_deliver")
            ctx.push(RootPickSeat(seat, "stand_and_deliver"))
        elif s.deck_id == "exiles" and (exiles.apply_birdsong(ctx, seat, cid)
                                        or any(h[1](ctx, seat, cid) for h in BIRDSONG_HOOKS)):
            pass
        else:
            apply_other_offer(ctx, seat, cid)


def other_offers(ctx: Ctx, seat: int) -> list[Choice]:
    """Choices other factions give `seat` in its own turn (`Faction.offer_daylight`: Corvid
    Exposure). Offered in Daylight (daylight_common_choices), in the Birdsong window above and
    in the Evening window before any draw (RootEveningOffers)."""
    out = []
    for i in ctx.hooks["offer_daylight"]:
        if i != seat:
            out += ctx.fac(i).offer_daylight(ctx, i, seat)
    return out


def apply_other_offer(ctx: Ctx, seat: int, cid: str) -> bool:
    for i in ctx.hooks["offer_daylight"]:
        if i != seat and ctx.fac(i).apply_offer(ctx, i, seat, cid):
            return True
    return False


@serial.register
@dataclass
class RootEveningOffers:
    """The start of Evening, before any Evening draw: other factions' offers (Corvid Exposure,
    Law 13.2.4 "before drawing any cards in Evening"). Pushed only when such a faction plays."""
    seat: int


@handles(RootEveningOffers)
class RootEveningOffersH(Handler):
    def decide(self, ctx: Ctx, fr: RootEveningOffers) -> Decision | None:
        opts = other_offers(ctx, fr.seat)
        if not opts:
            return None
        return dec(fr.seat, "root.evening.offers", Msg("Before Evening: anything else?"), opts + [ch("done", Msg("Go on to Evening"))],
                   "Law 13.2.4")

    def step(self, ctx: Ctx, fr: RootEveningOffers) -> None:
        ctx.pop(fr)

    def act(self, ctx: Ctx, fr: RootEveningOffers, cid: str) -> None:
        if cid == "done":
            ctx.pop(fr)
        else:
            apply_other_offer(ctx, fr.seat, cid)


# (choices, apply) pairs for Birdsong card uses whose frames sit above this layer (flow/exiles.py:
# False Orders starts a move); registered by that module at import.
BIRDSONG_HOOKS: list[tuple[Callable[[Ctx, int], list[Choice]], Callable[[Ctx, int, str], bool]]] = []
DAYLIGHT_HOOKS: list[tuple[Callable[[Ctx, int], list[Choice]], Callable[[Ctx, int, str], bool]]] = []       # the same for Daylight (League of Adventurous Mice)


def start_of_birdsong(ctx: Ctx, seat: int) -> None:
    # Frames run last-pushed first: Better Burrow Bank ("at the start of Birdsong") before the
    # optional Birdsong window.
    if ctx.s.deck_id == "exiles":
        exiles.start_of_birdsong(ctx, seat)                 # Coffin Makers scores and empties
    ctx.push(RootBirdsongCards(seat))
    if has_effect(ctx, seat, "better_burrow_bank") and ctx.s.n > 1:
        ctx.push(RootPickSeat(seat, "better_burrow_bank"))


# --- battle effects (Law 4.3.3.I) -------------------------------------------------------------------

def battle_effect_choices(ctx: Ctx, b: Battle, seat: int) -> list[Choice]:
    out = []
    attacking = seat == b.attacker
    if attacking and has_effect(ctx, seat, "brutal_tactics") and "brutal_tactics" not in b.used:
        out.append(ch("brutal-tactics", Msg("Brutal Tactics: extra hit (defender scores 1)")))
    if not attacking and has_effect(ctx, seat, "sappers"):
        out.append(ch("sappers", Msg("Sappers: discard for an extra hit")))
    if has_effect(ctx, seat, "armorers") and not (b.att_ignores if attacking else b.def_ignores):
        taken = b.def_rolled if attacking else b.att_rolled
        if taken:
            out.append(ch("armorers", Msg("Armorers: discard to ignore rolled hits")))
    if ctx.s.deck_id == "exiles":
        out += exiles.battle_choices(ctx, b, seat)          # the Partisans
    return out


def use_battle_effect(ctx: Ctx, b: Battle, seat: int, cid: str) -> None:
    attacking = seat == b.attacker
    if ctx.s.deck_id == "exiles" and exiles.use_battle_choice(ctx, b, seat, cid):
        return
    if cid == "brutal-tactics":
        b.used.append("brutal_tactics")
        b.att_extra += 1
        add_vp(ctx, b.defender, 1, T("Brutal Tactics"))
    elif cid == "sappers":
        discard_crafted(ctx, seat, own_effect_card(ctx, seat, "sappers"))
        b.def_extra += 1
    elif cid == "armorers":
        discard_crafted(ctx, seat, own_effect_card(ctx, seat, "armorers"))
        if attacking:
            b.att_ignores = True
        else:
            b.def_ignores = True
    ctx.log("root.effect", Msg("{name} uses {card}", name=T(ctx.name(seat)), card=T(EFFECT_CARDS.get(cid, cid))), seat,
            rule="Law 4.3.3.I")


# the battle effects by choice id, named as their cards (game terms)
EFFECT_CARDS = {"brutal-tactics": "Brutal Tactics", "sappers": "Sappers", "armorers": "Armorers"}
