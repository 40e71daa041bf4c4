"""The Clockwork 2 Advanced Services cards (root-clockwork2-facts.md §8.2, LCC2 260-267): optional
and per bot (the seat option `advanced_services`, R-AUTO-S20); where one conflicts with the Basic
cards (services.py), the Advanced card wins (LCC2 260). Price, payment and "never while behind"
stay the Basic cards' (card 1), except where an Advanced card says otherwise (the Lizards, 265).

Built here: the Hand Card of the Eyrie (262: the Decree swap), of the Lizards (265: Lost Souls up
to five, even when behind), of the Corvids (266: a Favor card bought and resolved) and of the Duchy
(267: ambushes kept and played as defender), and Riverboats for the Eyrie and the Vagabot
(262/264). The Marquise's and the Alliance's Hand Card (261/263: birds first) changes the Basic
purchase itself, so it is `services.bird_preference` (services.py must not import this module).
"""
from __future__ import annotations

from game.core.i18n import N_, Msg, Sub, T

from ..engine import has_suit  # the Lost City's suits (R-LAND-11)
from .services import can_pay, greedy, is_advanced, market, pay, price, seller

LOST_SOULS_TARGET = 5                                             # card 265: "until it holds 5"


def _ready(ctx, buyer, behind_ok: bool = False) -> int:
    """The Riverfolk seat selling to an Advanced automaton now, or -1 (Basic card 1: a seller, no
    dominance, not behind the Riverfolk unless the card says so)."""
    s = ctx.s
    rf = seller(ctx, buyer)
    if rf < 0 or not ctx.fac(buyer).automaton or s.dominance[buyer] or not is_advanced(ctx, buyer):
        return -1
    if not behind_ok and s.vp[buyer] < s.vp[rf]:
        return -1
    return rf


def eyrie_decree_swap(ctx, seat, st, discard) -> str | None:
    """Card 262 (Electric Eyrie), Hand Card: at its Craft step, when the Decree already holds the
    order card's suit and a Market card has a suit the Decree lacks, buy it (random among
    several) and swap it in as the order card; the old one is discarded (R-AUTO-S23). Returns the
    new order card or None (then the Basic rule applies)."""
    s = ctx.s
    rf = _ready(ctx, seat)
    if rf < 0 or not st.order:
        return None
    suit = ctx.c.cards[st.order].suit
    if not st.decree.get(suit):
        return None
    lacking = [x for x in ("fox", "mouse", "rabbit", "bird") if not st.decree.get(x)]
    cands = sorted(dict.fromkeys(c for c in market(ctx, rf) if ctx.c.cards[c].suit in lacking))
    if not cands:
        return None
    n = price(s.vp[seat])
    if not can_pay(ctx, seat, rf, n):
        return None
    card = cands[0] if len(cands) == 1 else s.rng.choice(cands)
    how = pay(ctx, seat, rf, n)
    market(ctx, rf).remove(card)
    old = st.order
    discard(old)
    ctx.log("root.bot.services", Msg(N_("{who} buys a Hand Card from the {rf}: the Decree already holds {suit} and "
                                        "lacks {lacking}, so it swaps in {card} as its order card for {n} ({how}); "
                                        "{old} is discarded"), who=T(ctx.name(seat)), rf=T(ctx.name(rf)), suit=T(suit),
                                     lacking=[T(x) for x in lacking],
                                     card=Sub(N_("{card} ({suit})"), card=T(ctx.c.cards[card].name),
                                              suit=T(ctx.c.cards[card].suit)), n=n, how=how,
                                     old=T(ctx.c.cards[old].name)),
            seat, rule="CW2 Services 262 (Hand Card, Decree swap)", reveals=True, card=card)
    greedy(ctx, seat, rf)
    return card


def lizards_fill_lost_souls(ctx, seat, st) -> int:
    """Card 265 (Logical Lizards), Hand Card: while Lost Souls holds fewer than 5 cards, buy
    non-bird Market cards (random among several) onto it until it holds 5 — even when the
    Riverfolk have more VP. Done at the end of the Evening Craft step, when the pile is settled
    for the next Birdsong's order (R-AUTO-S24). Returns how many were bought."""
    s = ctx.s
    rf = _ready(ctx, seat, behind_ok=True)
    if rf < 0:
        return 0
    bought = 0
    while len(st.lost_souls) < LOST_SOULS_TARGET:
        cands = sorted(dict.fromkeys(c for c in market(ctx, rf) if ctx.c.cards[c].suit != "bird"))
        n = price(s.vp[seat])
        if not cands or not can_pay(ctx, seat, rf, n):
            break
        card = cands[0] if len(cands) == 1 else s.rng.choice(cands)
        how = pay(ctx, seat, rf, n)
        market(ctx, rf).remove(card)
        st.lost_souls.insert(0, card)
        bought += 1
        ctx.log("root.bot.services", Msg(N_("{who} buys a Hand Card from the {rf}: Lost Souls hold {k} (fewer than "
                                            "{target}), so {card} ({suit}, never bird) goes on top of Lost Souls for {n} "
                                            "({how}; even when behind the Riverfolk)"), who=T(ctx.name(seat)),
                                         rf=T(ctx.name(rf)), k=len(st.lost_souls) - 1, target=LOST_SOULS_TARGET,
                                         card=T(ctx.c.cards[card].name), suit=T(ctx.c.cards[card].suit), n=n, how=how),
                seat, rule="CW2 Services 265 (Hand Card, Lost Souls)", reveals=True, card=card)
    if bought:
        greedy(ctx, seat, rf)
    return bought


def corvids_buy_favor(ctx, seat) -> str | None:
    """Card 266 (Cogwheel Corvids), Hand Card: at the start of its turn, a "Favor of the …" card
    in the Market is bought and its effect carried out (Law: remove every enemy piece in the
    clearings of its suit); the card then goes to the discard pile like a crafted favor
    (R-AUTO-S25). Several: the highest-priority one by the game Rng. Returns the card or None."""
    from ..cards import favor
    from ..engine import to_pile
    s = ctx.s
    rf = _ready(ctx, seat)
    if rf < 0:
        return None
    cands = sorted(dict.fromkeys(c for c in market(ctx, rf) if ctx.c.cards[c].effect == "favor"))
    if not cands:
        return None
    n = price(s.vp[seat])
    if not can_pay(ctx, seat, rf, n):
        ctx.log("root.bot.services", Msg(N_("{who} cannot pay {n} for a Favor card from the {rf}"),
                                         who=T(ctx.name(seat)), n=n, rf=T(ctx.name(rf))),
                seat, rule="CW2 Services 266 (Hand Card, Favor)")
        return None
    card = cands[0] if len(cands) == 1 else s.rng.choice(cands)
    how = pay(ctx, seat, rf, n)
    market(ctx, rf).remove(card)
    suit = ctx.c.cards[card].suit
    ctx.log("root.bot.services", Msg(N_("{who} buys {card} from the {rf} at the start of its turn for {n} ({how}) "
                                        "and carries it out: every enemy piece in the {suit} clearings is removed"),
                                     who=T(ctx.name(seat)), card=T(ctx.c.cards[card].name), rf=T(ctx.name(rf)), n=n,
                                     how=how, suit=T(suit)),
            seat, rule="CW2 Services 266 (Hand Card, Favor)", reveals=True, card=card)
    greedy(ctx, seat, rf)
    to_pile(ctx, card)
    favor(ctx, seat, suit)
    return card


def duchy_buy_ambushes(ctx, seat, st) -> list[str]:
    """Card 267 (Drillbit Duchy), Hand Card: at the start of its turn it buys every ambush in the
    Market (one price each, in Market order, while it can pay) and keeps them in front of it
    (R-AUTO-S26)."""
    s = ctx.s
    rf = _ready(ctx, seat)
    got: list[str] = []
    if rf < 0:
        return got
    for card in [c for c in market(ctx, rf) if ctx.c.cards[c].kind == "ambush"]:
        n = price(s.vp[seat])
        if not can_pay(ctx, seat, rf, n):
            ctx.log("root.bot.services", Msg(N_("{who} cannot pay {n} for {card}"), who=T(ctx.name(seat)), n=n,
                                             card=T(ctx.c.cards[card].name)), seat,
                    rule="CW2 Services 267 (Hand Card, ambushes)")
            break
        how = pay(ctx, seat, rf, n)
        market(ctx, rf).remove(card)
        st.ambushes.append(card)
        got.append(card)
        ctx.log("root.bot.services", Msg(N_("{who} buys the ambush {card} from the {rf} at the start of its turn for "
                                            "{n} ({how}) and keeps it in front of it"), who=T(ctx.name(seat)),
                                         card=T(ctx.c.cards[card].name), rf=T(ctx.name(rf)), n=n, how=how), seat,
                rule="CW2 Services 267 (Hand Card, ambushes)", reveals=True, card=card)
    if got:
        greedy(ctx, seat, rf)
    return got


def duchy_kept_ambush(ctx, seat, st, c) -> str | None:
    """Card 267: as defender in clearing c, the Duchy plays a kept ambush — a matching non-bird one
    before a bird one (R-AUTO-S27). Returns the card (taken from the kept ones) or None."""
    # a non-bird ambush of a suit the clearing counts as (the Lost City: any, R-LAND-11, R-LAND-30)
    match = sorted(x for x in st.ambushes if ctx.c.cards[x].suit != "bird" and has_suit(ctx, c, ctx.c.cards[x].suit))
    birds = sorted(x for x in st.ambushes if ctx.c.cards[x].suit == "bird")
    pick = (match or birds or [None])[0]
    if pick is not None:
        st.ambushes.remove(pick)
    return pick


def riverboats_seller(ctx, seat) -> int:
    """Cards 262 (Eyrie) and 264 (Vagabot), Riverboats: the Riverfolk seat whose rivers this bot
    may treat as paths when it picks targets now — it could buy Riverboats (or has them this
    turn); else -1 (then rivers are no paths: it would pick a target it cannot reach; R-AUTO-S28)."""
    rf = _ready(ctx, seat)
    if rf < 0:
        return -1
    if ctx.s.fstate[rf].boats == seat:
        return rf
    return rf if can_pay(ctx, seat, rf, price(ctx.s.vp[seat])) else -1


def river_board(ctx, board) -> None:
    """The bot's board snapshot with every river as a path (cards 262/264)."""
    for c in board.all():
        c.adjacent = sorted(set(c.adjacent) | set(ctx.m.river_adj[c.id]))


def buy_riverboats(ctx, seat, rf: int, a: int, b: int, rule: str) -> bool:
    """Cards 262/264: the bot moves a -> b along a river (no path): it buys Riverboats (Law
    11.2.7.II: rivers are paths for it this turn). True if the move is along a river (bought now
    or earlier this turn); False for a move along a path (nothing bought)."""
    s = ctx.s
    if rf < 0 or b in ctx.m.adj[a] or b not in ctx.m.river_adj[a]:
        return False
    st = s.fstate[rf]
    if st.boats == seat:
        return True
    n = price(s.vp[seat])
    how = pay(ctx, seat, rf, n)
    st.boats = seat
    ctx.log("root.bot.services", Msg(N_("{who} moves from clearing {a} to {b} along a river: it buys Riverboats from "
                                        "the {rf} for {n} ({how})"), who=T(ctx.name(seat)), a=a, b=b,
                                     rf=T(ctx.name(rf)), n=n, how=how), seat, rule=rule)
    greedy(ctx, seat, rf)
    return True
