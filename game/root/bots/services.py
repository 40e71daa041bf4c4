"""Automata buying Riverfolk services (Clockwork 2 Services cards, root-clockwork2-facts.md §8.1):
the Basic Hand Card. When a bot's order card cannot be crafted, it buys a Market card whose item
is in the supply, which takes the failed card's place as its order, and crafts it.

Sellers: the Riverfolk Robots (their Market) or a person's Riverfolk Company (its public hand).
Price by the BUYER's VP (2 / 3 / 4 at 0-9 / 10-19 / 20+; the card's price also for a person's
Riverfolk, facts §12 row 9). Never while the buyer has fewer VP than the Riverfolk (a tie allows
it). Payment: the buyer's warriors into Payments; the Automated Alliance pays with Riverfolk
warriors; the Vagabot exhausts one item per service and the Riverfolk warriors pay.
Mercenaries (card 3): bought before a Daylight battle where the bot has at most 2 warriors and
Riverfolk warriors stand (not the Vagabot; not against the Riverfolk, whom they would not fight).
The Logical Lizards buy a Hand Card too when their Evening craft fails, never a bird card
(card 3; R-AUTO-S5). Greedy (the Riverfolk Robots' trait) scores for these purchases
(R-AUTO-RR14). Mercenaries are also bought to make a building placement legal
(`mercenaries_to_build`: the Marquise's and the Duchy's Build; R-AUTO-S6). Riverboats: bots
never buy them (card 2) unless an Advanced card says so.
Advanced cards (LCC2 260-267; a seat option per bot, R-AUTO-S20): `bird_preference` here (261/263),
the others in advanced_services.py.
"""
from __future__ import annotations

from game.core.i18n import N_, Msg, Sub, T

from ..engine import to_pile

RIVERFOLK = ("riverfolk", "riverfolk-robots")
ADVANCED_RULE = {"mechanical-marquise": "CW2 Services 261 (Hand Card, bird preference)",
                 "automated-alliance": "CW2 Services 263 (Hand Card, bird preference)"}
BIRD_PREF = ("mechanical-marquise", "automated-alliance")        # Advanced cards 261 and 263, same text
PRICES = ((20, 4), (10, 3), (0, 2))          # Services card 1 (LCC2 257): by the buyer's VP


def price(vp: int) -> int:
    return next(p for at, p in PRICES if vp >= at)


def seller(ctx, buyer) -> int:
    """The Riverfolk seat selling services to `buyer`, or -1."""
    s = ctx.s
    for i, f in enumerate(s.factions):
        if f in RIVERFOLK and i != buyer:
            return i
    return -1


def market(ctx, rf) -> list[str]:
    """The Riverfolk Robots' Market, or a person's Riverfolk public hand (facts §8)."""
    if ctx.s.factions[rf] == "riverfolk-robots":
        return ctx.s.fstate[rf].market
    return ctx.s.hands[rf]


def _payments(ctx, rf) -> dict:
    return ctx.s.fstate[rf].payments


def add_to_box(box: dict, fid: str, n: int) -> None:
    """Add n warriors of `fid` to a Payments box ({faction id: warriors}); an empty entry goes."""
    v = box.get(fid, 0) + n
    if v > 0:
        box[fid] = v
    else:
        box.pop(fid, None)


def can_pay(ctx, buyer, rf, n) -> bool:
    s, f = ctx.s, s_fid(ctx, buyer)
    if f == "vagabot":                       # its items, through the faction (no import cycle)
        return ctx.fac(buyer).service_items(ctx, buyer) >= 1 and s.supply[rf].get("warrior", 0) >= n
    if f == "automated-alliance":
        return s.supply[rf].get("warrior", 0) >= n
    return s.supply[buyer].get("warrior", 0) >= n


def s_fid(ctx, seat) -> str:
    return ctx.s.factions[seat]


def pay(ctx, buyer, rf, n) -> dict:
    """Move the price into Payments; returns how it was paid (for the log, a `Sub`)."""
    s = ctx.s
    box = _payments(ctx, rf)
    f = s_fid(ctx, buyer)
    if f in ("vagabot", "automated-alliance"):
        if f == "vagabot":
            ctx.fac(buyer).pay_service_item(ctx, buyer)
        s.supply[rf]["warrior"] -= n
        add_to_box(box, s.factions[rf], n)
        return Sub(N_("{n} Riverfolk warriors into Payments and an exhausted item") if f == "vagabot" else
                   N_("{n} Riverfolk warriors into Payments"), n=n)
    s.supply[buyer]["warrior"] -= n
    add_to_box(box, f, n)
    return Sub(N_("{n} of its warriors into Payments"), n=n)


def greedy(ctx, buyer, rf) -> None:
    """Riverfolk Robots' Greedy trait (LCC2 253): +1 VP whenever the VP leader (ties count) buys
    any number of services — once per buyer's turn, however many it buys (R-AUTO-RR14)."""
    s = ctx.s
    if s.factions[rf] != "riverfolk-robots":
        return
    from .automaton import settings_of
    st = s.fstate[rf]
    if not settings_of(ctx, rf, "riverfolk-robots")["greedy"] or st.greedy_paid == buyer:
        return
    if s.vp[buyer] >= max(s.vp[i] for i in range(s.n) if i != buyer):
        st.greedy_paid = buyer
        from ..engine import add_vp
        ctx.log("root.bot.greedy", Msg(N_("Greedy: {who} leads in VP and bought services: {rf} scores 1 VP"),
                                       who=T(ctx.name(buyer)), rf=T(ctx.name(rf))), rf, rule="trait Greedy")
        add_vp(ctx, rf, 1, Sub(N_("Greedy")))


def is_advanced(ctx, seat) -> bool:
    """The seat plays with its bot's Advanced Services card (LCC2 260; R-AUTO-S20)."""
    return bool(getattr(ctx.s.fstate[seat], "advanced", False))


def bird_preference(ctx, buyer, failed: str, cands: list[str], rf: int):
    """Cards 261/263 (Marquise, Alliance), Hand Card: among Market cards whose item is available,
    a bird one if any (then the Basic highest-VP rule among them); if none is available and the
    failed order is not bird, a bird card, random among several (R-AUTO-S21). Returns
    (candidates, reason with `{item}`, marked N_) or None when the Basic rule applies unchanged."""
    s = ctx.s
    if s.factions[buyer] not in BIRD_PREF or not is_advanced(ctx, buyer):
        return None
    birds = [c for c in cands if ctx.c.cards[c].suit == "bird"]
    if birds:
        return birds, N_("a bird card whose {item} is in the supply (Advanced: birds first); highest printed VP")
    if cands or ctx.c.cards[failed].suit == "bird":
        return None
    return ([c for c in market(ctx, rf) if ctx.c.cards[c].suit == "bird"],
            N_("no Market card shows an available item and the order is not bird: a bird card, drawn at random"))


def buy_hand_card(ctx, buyer, failed: str, rule: str, no_bird: bool = False, discard=None) -> str | None:
    """Services card 2 (Hand Card): the order card `failed` cannot be crafted; buy the Market card
    whose item is available with the highest printed VP (ties: drawn with the game Rng), put the
    failed card in the discard pile, return the bought card (the new order), or None.
    `no_bird`: the Logical Lizards never buy a bird card (card 3); `discard` puts the failed card
    away (default: the discard pile through Law 3.3's hooks)."""
    from .automaton import bot_item_available      # the Legendary Forge too (R-LAND-16); lazy: no cycle
    s = ctx.s
    rf = seller(ctx, buyer)
    if rf < 0 or not ctx.fac(buyer).automaton or s.dominance[buyer]:
        return None
    name = ctx.name(buyer)
    if s.vp[buyer] < s.vp[rf]:
        return None                                   # never while behind the Riverfolk (card 1)
    cands = [c for c in market(ctx, rf) if ctx.c.cards[c].kind == "item"
             and bot_item_available(ctx, buyer, ctx.c.cards[c].item)
             and not (no_bird and ctx.c.cards[c].suit == "bird")]
    pref = bird_preference(ctx, buyer, failed, cands, rf)      # Advanced 261/263 (R-AUTO-S21/S22)
    if pref is not None:
        cands, why = pref
    else:
        why = N_("its {item} is in the supply; highest printed VP")
    if not cands:
        return None
    n = price(s.vp[buyer])
    if not can_pay(ctx, buyer, rf, n):
        ctx.log("root.bot.services", Msg(N_("{who} cannot pay {n} for a Hand Card from the {rf}"), who=T(name), n=n,
                                         rf=T(ctx.name(rf))), buyer, rule="Clockwork 2 Services 1-2")
        return None
    best = max(ctx.c.cards[c].vp for c in cands)
    top = sorted(dict.fromkeys(c for c in cands if ctx.c.cards[c].vp == best))
    if pref is not None and pref[0] and not any(bot_item_available(ctx, buyer, ctx.c.cards[c].item) for c in cands):
        top = sorted(dict.fromkeys(cands))       # card 261/263: a bird card, random among several
    card = top[0] if len(top) == 1 else s.rng.choice(top)
    how = pay(ctx, buyer, rf, n)
    market(ctx, rf).remove(card)
    (discard or (lambda x: to_pile(ctx, x)))(failed)
    ctx.log("root.bot.services", Msg(N_("{who} buys a Hand Card from the {rf}: {card} ({why}) for {n} ({vp} VP: "
                                        "{how}); {failed} is discarded and the bought card takes its place"),
                                     who=T(name), rf=T(ctx.name(rf)), card=T(ctx.c.cards[card].name),
                                     why=Sub(why, item=T(ctx.c.cards[card].item)), n=n, vp=s.vp[buyer], how=how,
                                     failed=T(ctx.c.cards[failed].name)), buyer,
            rule=rule if pref is None else rule + "; " + ADVANCED_RULE[s.factions[buyer]], reveals=True, card=card)
    greedy(ctx, buyer, rf)
    return card


def craft_or_buy(ctx, seat, st, rule: str) -> None:
    """The bots' Craft step with the Hand Card service: craft the order card; if it cannot be
    crafted, buy a Market card that can and craft that one (it becomes the order card)."""
    from .automaton import craft_order
    if craft_order(ctx, seat, st.order, rule):
        return
    new = buy_hand_card(ctx, seat, st.order, "Clockwork 2 Services 2 (Hand Card)")
    if new is None:
        return
    st.order = new
    if hasattr(st, "order_suit"):
        st.order_suit = ctx.c.cards[new].suit
    craft_order(ctx, seat, new, rule)


def buy_mercenaries(ctx, buyer, c, defender) -> bool:
    """Services card 3: before battling in c with at most 2 of its warriors there and Riverfolk
    warriors present, a bot buys Mercenaries (they count as its own for rule and battle this
    Daylight and Evening, Law 11.2.7.III). True if bought (or already held this turn)."""
    s = ctx.s
    rf = seller(ctx, buyer)
    if rf < 0 or rf == defender or not ctx.fac(buyer).automaton or s.factions[buyer] == "vagabot" \
            or s.dominance[buyer] or s.phase not in ("daylight", "evening"):
        return False
    st = s.fstate[rf]
    if st.mercs == buyer:
        return True
    if s.warriors[buyer][c] > 2 or s.warriors[rf][c] <= 0 or s.vp[buyer] < s.vp[rf]:
        return False
    n = price(s.vp[buyer])
    if not can_pay(ctx, buyer, rf, n):
        return False
    how = pay(ctx, buyer, rf, n)
    st.mercs = buyer
    from ..engine import touch
    for x in ctx.m.ids:                      # rule changes at once (Mercenaries count for rule)
        touch(ctx, x)
    ctx.log("root.bot.services", Msg(N_("{who} buys Mercenaries from the {rf} before battling in clearing {c} ({k} of "
                                        "its warriors, {r} Riverfolk there) for {n} ({how})"), who=T(ctx.name(buyer)),
                                     rf=T(ctx.name(rf)), c=c, k=s.warriors[buyer][c], r=s.warriors[rf][c], n=n,
                                     how=how), buyer, rule="Clockwork 2 Services 3 (Mercenaries)")
    greedy(ctx, buyer, rf)
    return True


def mercenaries_to_build(ctx, buyer, find, what: str):
    """Services card 3 (LCC2 259): a bot that wants to place a building and can place it nowhere
    buys Mercenaries when they would make a placement legal through rule. `find()` is the bot's
    own target rule (a clearing or None), asked again with the Riverfolk warriors hired; if it
    still finds none, nothing is bought. Same price, VP and payment rules as the other services;
    Mercenaries act in Daylight and Evening only (Law 11.2.7.III); not the Vagabot (R-AUTO-S6)."""
    s = ctx.s
    rf = seller(ctx, buyer)
    if rf < 0 or not ctx.fac(buyer).automaton or s.factions[buyer] == "vagabot" \
            or s.dominance[buyer] or s.phase not in ("daylight", "evening"):
        return None
    st = s.fstate[rf]
    if st.mercs >= 0 or s.vp[buyer] < s.vp[rf]:
        return None                          # already hired (they count already), or behind
    n = price(s.vp[buyer])
    if not can_pay(ctx, buyer, rf, n):
        return None
    from ..engine import touch
    st.mercs = buyer
    for x in ctx.m.ids:
        touch(ctx, x)
    c = find()
    if c is None:                            # they would not help: nothing is bought
        st.mercs = -1
        for x in ctx.m.ids:
            touch(ctx, x)
        return None
    how = pay(ctx, buyer, rf, n)
    from .automaton import piece_term
    ctx.log("root.bot.services", Msg(N_("{who} can place its {piece} nowhere: it buys Mercenaries from the {rf} for "
                                        "{n} ({how}), so it rules clearing {c} with their warriors"),
                                     who=T(ctx.name(buyer)), piece=piece_term(what), rf=T(ctx.name(rf)), n=n, how=how, c=c),
            buyer, rule="Clockwork 2 Services 3 (Mercenaries for a building)")
    greedy(ctx, buyer, rf)
    return c
