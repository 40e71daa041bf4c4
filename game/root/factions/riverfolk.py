"""Riverfolk Company (Law chapter 11): funds (warriors of any owner on the faction board),
commit / spend, trade posts and Trade Disruption, Swimmers, the public hand, and the three
services other players buy at the start of their Birdsong (Hand Card, Riverboats, Mercenaries).

State: `RiverfolkState` keeps the board boxes as {faction id: warriors}: `funds`, `payments`,
`committed`, `track` (funds committed onto empty trade-post spaces to craft). Warriors of other
factions held there are reported by `holds_pieces_of`, so every player's pieces stay conserved.
Trade posts are the tokens `post-fox`, `post-rabbit`, `post-mouse`; a removed one leaves the game
(`gone`). The service purchase (11.2.6) is a frame whose decisions belong to the BUYER's seat.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.core import serial
from game.core.i18n import N_, Msg, P, Sub, T
from game.core.content import load_records

from .. import cards, ids
from ..engine import clearing_suits  # the Lost City's suits (R-LAND-11)
from ..engine import (Handler, add_vp, can_place, ch, dec, discard_card, draw, handles, place_token,
                      place_warriors, touch)
from ..flow import RootBattle, RootMove, has_battle, has_move_origin
from .base import Faction

SUITS = ("fox", "rabbit", "mouse")
POSTS = tuple(f"post-{s}" for s in SUITS)
SERVICES = ("hand-card", "riverboats", "mercenaries")


@dataclass(frozen=True)
class ServiceRec:
    id: str
    name: str


@dataclass(frozen=True)
class RiverfolkRec:
    warriors: int
    posts_per_suit: int
    post_vp: tuple[int, ...]
    price_min: int
    price_max: int
    start_warriors: int
    start_payments: int
    protectionism: int
    services: tuple[ServiceRec, ...]


_REC: dict[str, RiverfolkRec] = {}


def rec(ctx) -> RiverfolkRec:
    """The board data (data/root/riverfolk.yaml), read once per pack."""
    r = _REC.get(ctx.c.path)
    if r is None:
        r = load_records(Path(ctx.c.path) / "riverfolk.yaml", RiverfolkRec)
        if len(r.post_vp) != r.posts_per_suit:
            from game.core.content import fail
            fail(r, "post_vp", Msg("{n} values for {m} trade posts per suit", n=len(r.post_vp), m=r.posts_per_suit))
        if [x.id for x in r.services] != list(SERVICES):
            from game.core.content import fail
            fail(r, "services", Msg("the services are {known}, in that order", known=", ".join(SERVICES)))
        _REC[ctx.c.path] = r
    return r


@serial.register
@dataclass
class RiverfolkState:
    funds: dict[str, int] = field(default_factory=dict)      # Law 11.2.4, by owner faction id
    payments: dict[str, int] = field(default_factory=dict)   # Law 11.2.6.I
    committed: dict[str, int] = field(default_factory=dict)  # Law 11.5
    track: dict[str, int] = field(default_factory=dict)      # Law 11.5.3: on trade-post spaces
    prices: dict[str, int] = field(default_factory=dict)     # Law 11.3.5 / 11.6.2
    gone: dict[str, int] = field(default_factory=dict)       # Law 11.2.5.I: posts out of the game
    boats: int = -1             # seat that bought Riverboats this turn (Law 11.2.7.II)
    mercs: int = -1             # seat that bought Mercenaries this turn (Law 11.2.7.III)


def rs(ctx, seat) -> RiverfolkState:
    return ctx.s.fstate[seat]


def total(box: dict) -> int:
    return sum(box.values())


def _add(box: dict, fid: str, n: int) -> None:
    v = box.get(fid, 0) + n
    if v:
        box[fid] = v
    else:
        box.pop(fid, None)


def service_name(ctx, sid: str) -> str:
    """A service's printed name (data/root/riverfolk.yaml) from its id."""
    return next((sv.name for sv in rec(ctx).services if sv.id == sid), sid)


def river_clearings(ctx) -> list[int]:
    """Clearings connected to a river (Law 11.3.2, 11.5.5)."""
    return [c for c in ctx.m.ids if ctx.m.river_adj[c]]


def posts_placed(ctx, seat, suit) -> int:
    """Trade posts that left the track (on the map or out of the game): uncovered spaces."""
    return rec(ctx).posts_per_suit - ctx.s.supply[seat][f"post-{suit}"]


def has_post(ctx, c) -> bool:
    return any(t[1] in POSTS and ctx.s.factions[t[0]] == "riverfolk" for t in ctx.s.tokens[c])


def post_clearings(ctx, seat) -> list[int]:
    return [c for c in ctx.m.ids if any(t[0] == seat and t[1] in POSTS for t in ctx.s.tokens[c])]


def services_allowed(ctx, seat, buyer) -> int:
    """Law 11.2.6.II: one service, +1 per clearing holding a trade post and a faction piece of the
    buyer (PT: faction pieces; the Vagabond pawn counts)."""
    from ..engine import pieces_of
    return 1 + sum(1 for c in post_clearings(ctx, seat) if pieces_of(ctx, buyer, c) > 0)


def mercenaries_active(ctx, seat) -> int:
    """The buyer whose Daylight or Evening it is, if it hired the mercenaries this turn; else -1."""
    s = ctx.s
    m = s.fstate[seat].mercs
    if m >= 0 and m == s.turn_seat and s.phase in ("daylight", "evening"):
        return m
    return -1


def _touch_all(ctx) -> None:
    for c in ctx.m.ids:
        touch(ctx, c)


class Riverfolk(Faction):
    id = "riverfolk"
    name = "Riverfolk Company"
    setup_order = 6          # Law 5.1.7: letter F (root-law-fr-digest §5 step 7, seed 003)

    def pieces(self, content):
        out = {"warrior": 15}
        out.update({k: 3 for k in POSTS})
        return out

    def token_kinds(self):
        return POSTS

    def new_fstate(self, ctx, seat):
        return RiverfolkState()

    def hidden_card_piles(self, ctx, seat, viewer):
        return []                            # Law 11.2.3: the Riverfolk hand is public

    def piece_returns(self, ctx, seat, kind):
        return kind not in POSTS             # Law 11.2.5.I: back to the box

    def pieces_elsewhere(self, ctx, seat):
        st = rs(ctx, seat)
        fid = ctx.s.factions[seat]
        out = dict(st.gone)
        out["warrior"] = sum(box.get(fid, 0) for box in (st.funds, st.payments, st.committed, st.track))
        return out

    def holds_pieces_of(self, ctx, me, owner):
        st = rs(ctx, me)
        fid = ctx.s.factions[owner]
        n = sum(box.get(fid, 0) for box in (st.funds, st.payments, st.committed, st.track))
        return {"warrior": n} if n else {}

    # --- Swimmers, Riverboats, Mercenaries -----------------------------------------------------
    def rivers_for(self, ctx, me, mover) -> int:
        if mover == me:
            return 2                              # Law 11.2.2 Swimmers: rivers, rule ignored
        if rs(ctx, me).boats == mover and ctx.s.turn_seat == mover:
            return 1                              # Law 11.2.7.II Riverboats: rivers as paths
        return 0

    def mercenary_buyer(self, ctx, me) -> int:
        return mercenaries_active(ctx, me)

    # --- crafting ------------------------------------------------------------------------------
    def crafting_pieces(self, ctx, seat):
        # Law 11.2.1 / 11.5.3: each empty trade-post space takes one committed fund.
        return {sfx: posts_placed(ctx, seat, sfx) for sfx in SUITS}

    def on_piece_removed(self, ctx, owner, c, kind, by):
        if kind in POSTS:                         # Law 11.2.5.I Trade Disruption
            st = rs(ctx, owner)
            st.gone[kind] = st.gone.get(kind, 0) + 1
            n = (total(st.funds) + 1) // 2
            if n:
                ctx.log("root.riverfolk.disruption", Msg("Trade Disruption: the Riverfolk lose {n} of their funds", n=n),
                        owner, rule="Law 11.2.5.I")
                ctx.push(RfFunds(owner, n, "disrupt"))

    # --- turn ----------------------------------------------------------------------------------
    def setup(self, ctx, seat):
        ctx.push(RfSetup(seat))

    def on_phase(self, ctx, me, seat, phase):
        """Law 11.2.6: at the start of another player's Birdsong, that player may buy services;
        Riverboats and Mercenaries last for that turn only."""
        st = rs(ctx, me)
        if phase == "birdsong":
            st.boats = st.mercs = -1
            buyer = ctx.fac(seat)
            if seat != me and not buyer.automaton:   # ruling: automata do not buy services
                ctx.push(RfServices(seat, me))
        elif phase in ("daylight", "end") and st.mercs >= 0:
            if phase == "end":
                st.mercs = -1
                st.boats = -1
            _touch_all(ctx)                           # Law 11.2.7.III: rule changes with the phase

    def birdsong(self, ctx, seat):
        st = rs(ctx, seat)
        fid = ctx.s.factions[seat]
        if total(st.payments) == 0:               # Law 11.4.1 Protectionism
            n = min(rec(ctx).protectionism, ctx.s.supply[seat]["warrior"])
            if n:
                ctx.s.supply[seat]["warrior"] -= n
                _add(st.payments, fid, n)
                ctx.log("root.riverfolk.protectionism", Msg("Protectionism: {warriors} into Payments", n=n, warriors=P(n, "{n} warrior", "{n} warriors")), seat,
                        rule="Law 11.4.1")
        if post_clearings(ctx, seat):             # Law 11.4.2 Dividends: 1 VP per 2 funds
            add_vp(ctx, seat, total(st.funds) // 2, N_("dividends"))
        for box in (st.payments, st.committed, st.track):   # Law 11.4.3 Gather Funds
            for k, v in list(box.items()):
                _add(st.funds, k, v)
            box.clear()

    def daylight(self, ctx, seat):
        ctx.push(RfDaylight(seat))

    def evening(self, ctx, seat):
        # Law 11.6: no draw; the core discards down to five after this; then prices (11.6.2).
        # Ruling: prices are set after the discard? The Law orders discard first, then prices;
        # the core's hand limit runs after the faction's Evening frames, which changes nothing
        # (prices do not depend on the hand).
        for sv in reversed(SERVICES):
            ctx.push(RfPrice(seat, sv, optional=True))

    # --- view / checks -------------------------------------------------------------------------
    def view(self, ctx, seat, viewer):
        st = rs(ctx, seat)
        return {
            # Law 11.2.3: the Riverfolk hand is public
            "public_hand": sorted(ctx.s.hands[seat]),
            "funds": dict(st.funds), "payments": dict(st.payments), "committed": dict(st.committed),
            "track": dict(st.track), "prices": dict(st.prices), "gone": dict(st.gone),
            "posts_placed": {sfx: posts_placed(ctx, seat, sfx) for sfx in SUITS},
            "riverboats": st.boats, "mercenaries": st.mercs,
        }

    def check(self, ctx, seat):
        st = rs(ctx, seat)
        bad = []
        for name in ("funds", "payments", "committed", "track"):
            for k, v in getattr(st, name).items():
                if v <= 0 or k not in ctx.s.factions:
                    bad.append(f"Riverfolk {name}: {k}={v}")
        r = rec(ctx)
        for sv, p in st.prices.items():
            if sv not in SERVICES or not r.price_min <= p <= r.price_max:
                bad.append(f"Riverfolk price {sv}={p}")
        mine = ctx.s.turn_seat == seat and ctx.s.phase in ("daylight", "evening")
        used = sum(ctx.s.craft_used.values()) if mine else 0
        used -= sum(fr.n for fr in ctx.s.stack if type(fr) is RfFunds and fr.mode == "track")
        if mine and total(st.track) != used:
            bad.append(f"Riverfolk track holds {total(st.track)} funds, {used} crafting spaces used")
        for sfx in SUITS:
            if ctx.s.turn_seat == seat and ctx.s.craft_used.get(sfx, 0) > posts_placed(ctx, seat, sfx):
                bad.append(f"Riverfolk crafted with more {sfx} spaces than uncovered")
        return bad


FACTION = Riverfolk()


# --- setup (Law 11.3) -------------------------------------------------------------------------

@serial.register
@dataclass
class RfSetup:
    seat: int
    placed: int = 0
    stage: str = "warriors"


@handles(RfSetup)
class RfSetupH(Handler):
    def decide(self, ctx, fr):
        if fr.stage == "warriors" and fr.placed < rec(ctx).start_warriors:
            opts = [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in river_clearings(ctx)
                    if can_place(ctx, fr.seat, c)]
            if opts and ctx.s.supply[fr.seat]["warrior"] > 0:
                return dec(fr.seat, "root.riverfolk.setup", Msg("Place a warrior by a river ({k} of {n})", k=fr.placed + 1,
                               n=rec(ctx).start_warriors), opts, "Law 11.3.2")
        return None

    def step(self, ctx, fr):
        s, seat = ctx.s, fr.seat
        st = rs(ctx, seat)
        if fr.stage == "warriors":
            fr.stage = "prices"
            n = min(rec(ctx).start_payments, s.supply[seat]["warrior"])   # Law 11.3.4
            s.supply[seat]["warrior"] -= n
            _add(st.payments, s.factions[seat], n)
            for sv in reversed(SERVICES):                                 # Law 11.3.5
                ctx.push(RfPrice(seat, sv))
            return
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        place_warriors(ctx, fr.seat, ids.clearing(cid), 1)
        fr.placed += 1


@serial.register
@dataclass
class RfPrice:
    """Set one service's price (Law 11.3.5 at setup; 11.6.2 in Evening, optional)."""
    seat: int
    service: str
    optional: bool = False


@handles(RfPrice)
class RfPriceH(Handler):
    def decide(self, ctx, fr):
        r = rec(ctx)
        name = next(x.name for x in r.services if x.id == fr.service)
        cur = rs(ctx, fr.seat).prices.get(fr.service, 0)
        opts = [ch(f"price:{p}", Msg("{n} (keep)", n=p) if p == cur else f"{p}") for p in range(r.price_min, r.price_max + 1)]
        return dec(fr.seat, "root.riverfolk.price", Msg("Price of {service}? (now {n})", service=T(name), n=cur) if cur else Msg("Price of {service}?", service=T(name)), opts,
                   "Law 11.6.2" if fr.optional else "Law 11.3.5")

    def act(self, ctx, fr, cid):
        rs(ctx, fr.seat).prices[fr.service] = ids.price(cid)
        ctx.log("root.riverfolk.price", Msg("Riverfolk price of {service}: {n}", service=T(service_name(ctx, fr.service)), n=ids.price(cid)), fr.seat,
                rule="Law 11.6.2" if fr.optional else "Law 11.3.5")
        ctx.pop(fr)


# --- paying with funds (Law 11.5: commit / spend) ------------------------------------------------

@serial.register
@dataclass
class RfFunds:
    """Take `n` warriors out of Funds, one at a time. `mode`: `commit` (to Committed), `track`
    (to the crafting spaces), `spend` (back to its owner's supply), `disrupt` (Trade Disruption:
    removed to its owner's supply). The Riverfolk choose whose warriors (`fund:<faction>`); only
    one owner left → automatic."""
    seat: int
    n: int
    mode: str
    owner: str = ""            # spend only this owner's funds (Law 11.5.6.II)


def _owners(ctx, fr) -> list[str]:
    st = rs(ctx, fr.seat)
    if fr.owner:
        return [fr.owner] if st.funds.get(fr.owner, 0) else []
    return sorted(st.funds)


def _take_fund(ctx, fr, fid) -> None:
    s = ctx.s
    st = rs(ctx, fr.seat)
    _add(st.funds, fid, -1)
    fr.n -= 1
    if fr.mode == "commit":
        _add(st.committed, fid, 1)
    elif fr.mode == "track":
        _add(st.track, fid, 1)
    else:                                         # spend / Trade Disruption: to its owner's supply
        o = s.factions.index(fid)
        s.supply[o]["warrior"] = s.supply[o].get("warrior", 0) + 1


@handles(RfFunds)
class RfFundsH(Handler):
    def decide(self, ctx, fr):
        owners = _owners(ctx, fr)
        if fr.n <= 0 or len(owners) <= 1:
            return None
        prompt = {"commit": N_("Whose warrior do you commit? ({n} left)"), "track": N_("Whose warrior do you commit to craft? ({n} left)"),
                  "spend": N_("Whose warrior do you spend? ({n} left)"), "disrupt": N_("Whose warrior do you lose? ({n} left)")}[fr.mode]
        return dec(fr.seat, "root.riverfolk.fund", Msg(prompt, n=fr.n),
                   [ch(f"fund:{f}", Msg("{name} ({n})", name=T(ctx.fac(ctx.s.factions.index(f)).name), n=rs(ctx, fr.seat).funds[f]), f"fund:{f}")
                    for f in owners], "Law 11.2.5.I" if fr.mode == "disrupt" else "Law 11.5")

    def step(self, ctx, fr):
        owners = _owners(ctx, fr)
        if fr.n <= 0 or not owners:
            ctx.pop(fr)
            return
        _take_fund(ctx, fr, owners[0])

    def act(self, ctx, fr, cid):
        _take_fund(ctx, fr, ids.fund(cid))


# --- Daylight (Law 11.5) --------------------------------------------------------------------------

@serial.register
@dataclass
class RfDaylight:
    seat: int


def recruit_targets(ctx, seat) -> list[int]:
    return [c for c in river_clearings(ctx) if can_place(ctx, seat, c)]


def post_suits(ctx, seat, c: int) -> list[str]:
    """Law 11.5.6.III: the trade posts left that match clearing `c` — its suit's; in the Lost City
    (every suit, R-LAND-11) the printed suit's first, then fox, rabbit, mouse (ruling R-LAND-15)."""
    printed = ctx.s.suits[c]
    order = [printed] + [x for x in clearing_suits(ctx, c) if x != printed]
    return [x for x in order if x in clearing_suits(ctx, c) and ctx.s.supply[seat].get(f"post-{x}", 0) > 0]


def post_targets(ctx, seat) -> list[int]:
    """Law 11.5.6.I-II: no trade post there, ruled by someone whose funds pay 2, a post of that
    suit still on the track, and placement allowed."""
    s = ctx.s
    st = rs(ctx, seat)
    out = []
    for c in ctx.m.ids:
        r = s.ruler[c]
        if r < 0 or has_post(ctx, c) or not can_place(ctx, seat, c):
            continue
        if not post_suits(ctx, seat, c):
            continue
        if st.funds.get(s.factions[r], 0) >= 2:
            out.append(c)
    return out


def craftable(ctx, seat) -> list[str]:
    funds = total(rs(ctx, seat).funds)
    if not funds:
        return []
    return [ids.craft(x.id) for x in cards.craft_choices(ctx, seat) if len(ctx.c.cards[ids.craft(x.id)].cost) <= funds]


@handles(RfDaylight)
class RfDaylightH(Handler):
    def decide(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        funds = total(rs(ctx, seat).funds)
        opts = []
        for x in craftable(ctx, seat):
            opts.append(cards.card_ch(ctx, "craft", N_("Craft {card}"), x))
            opts.append(cards.card_ch(ctx, "export", N_("Export {card} (discard it: 1 warrior to Payments)"), x))
        if funds:
            if has_move_origin(ctx, seat):
                opts.append(ch("action:move", Msg("Move (commit 1)")))
            if has_battle(ctx, seat):
                opts.append(ch("action:battle", Msg("Battle (commit 1)")))
            if s.deck or s.discard:
                opts.append(ch("action:draw", Msg("Draw a card (commit 1)")))
            if s.supply[seat]["warrior"] > 0 and recruit_targets(ctx, seat):
                opts.append(ch("action:recruit", Msg("Recruit by a river (spend 1)")))
            if post_targets(ctx, seat):
                opts.append(ch("action:trade-post", Msg("Establish a trade post (spend 2 of the ruler's funds)")))
        opts += cards.daylight_common_choices(ctx, seat)
        opts.append(ch("done", Msg("End Daylight")))
        return dec(seat, "root.riverfolk.action", Msg("Riverfolk actions ({n} funds)", n=funds), opts, "Law 11.5")

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if cid == "done":
            ctx.pop(fr)
            return
        if cid.startswith("craft:") or cid.startswith("export:"):
            card = ids.craft(cid) if cid.startswith("craft:") else ids.export(cid)
            n = len(ctx.c.cards[card].cost)
            if cid.startswith("craft:"):
                cards.do_craft(ctx, seat, card)          # marks the trade-post spaces used (craft_used)
            else:
                _export(ctx, seat, card)
            ctx.push(RfFunds(seat, n, "track"))          # Law 11.5.3: funds onto those spaces
            return
        if cards.apply_daylight_common(ctx, seat, cid):
            return
        a = ids.action(cid)
        if a == "move":                                  # Law 11.5.1
            ctx.push(RootMove(seat))
            ctx.push(RfFunds(seat, 1, "commit"))
        elif a == "battle":                              # Law 11.5.2
            ctx.push(RootBattle(seat))
            ctx.push(RfFunds(seat, 1, "commit"))
        elif a == "draw":                                # Law 11.5.4
            ctx.push(RfDraw(seat))
            ctx.push(RfFunds(seat, 1, "commit"))
        elif a == "recruit":                             # Law 11.5.5
            ctx.push(RfRecruit(seat))
            ctx.push(RfFunds(seat, 1, "spend"))
        elif a == "trade-post":                          # Law 11.5.6
            ctx.push(RfTradePost(seat))


def _export(ctx, seat, card) -> None:
    """Law 11.5.3.I Export: pay the crafting cost, discard the card instead of its benefit, and
    put one Riverfolk warrior (from supply) into Payments."""
    from ..cards import _pay_plan, craft_pool
    s = ctx.s
    plan = _pay_plan(ctx.c.cards[card].cost, craft_pool(ctx, seat))
    for k, v in plan.items():
        s.craft_used[k] = s.craft_used.get(k, 0) + v
    discard_card(ctx, seat, card, "exports")
    if s.supply[seat]["warrior"] > 0:
        s.supply[seat]["warrior"] -= 1
        _add(rs(ctx, seat).payments, s.factions[seat], 1)
    ctx.log("root.riverfolk.export", Msg("Export: 1 warrior into Payments"), seat, rule="Law 11.5.3.I")


@serial.register
@dataclass
class RfDraw:
    seat: int


@handles(RfDraw)
class RfDrawH(Handler):
    def step(self, ctx, fr):
        draw(ctx, fr.seat, 1)
        ctx.pop(fr)


@serial.register
@dataclass
class RfRecruit:
    seat: int


@handles(RfRecruit)
class RfRecruitH(Handler):
    def decide(self, ctx, fr):
        opts = [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in recruit_targets(ctx, fr.seat)]
        if not opts or ctx.s.supply[fr.seat]["warrior"] <= 0:
            return None
        return dec(fr.seat, "root.riverfolk.recruit", Msg("Recruit in which river clearing?"), opts, "Law 11.5.5")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        place_warriors(ctx, fr.seat, ids.clearing(cid), 1)
        ctx.pop(fr)


@serial.register
@dataclass
class RfTradePost:
    seat: int
    clearing: int = 0


@handles(RfTradePost)
class RfTradePostH(Handler):
    def decide(self, ctx, fr):
        if fr.clearing:
            return None
        opts = [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in post_targets(ctx, fr.seat)]
        return dec(fr.seat, "root.riverfolk.post", Msg("Establish a trade post where?"), opts, "Law 11.5.6")

    def act(self, ctx, fr, cid):
        s, seat = ctx.s, fr.seat
        c = fr.clearing = ids.clearing(cid)
        ruler = s.factions[s.ruler[c]]
        suit = post_suits(ctx, seat, c)[0]          # the Lost City: R-LAND-15
        kind = f"post-{suit}"
        place_token(ctx, seat, c, kind)                       # Law 11.5.6.III
        place_warriors(ctx, seat, c, 1)
        n = posts_placed(ctx, seat, suit)
        ctx.log("root.riverfolk.post", Msg("Riverfolk establish a {suit} trade post in clearing {c}", suit=T(suit), c=c), seat,
                rule="Law 11.5.6", clearing=c)
        add_vp(ctx, seat, rec(ctx).post_vp[n - 1], Sub(N_("{suit} trade post"), suit=T(suit)))
        ctx.pop(fr)
        ctx.push(RfFunds(seat, 2, "spend", owner=ruler))      # Law 11.5.6.II: the ruler's funds


# --- services (Law 11.2.6-7), asked of the BUYER at the start of its Birdsong ----------------------

@serial.register
@dataclass
class RfServices:
    buyer: int
    rf: int
    bought: int = 0
    stage: str = "menu"         # menu | hand-card | pay
    service: str = ""
    to_pay: int = 0


def _vb_payable(ctx, buyer) -> list[str]:
    """The Vagabond's items it could exhaust to pay (Law 11.2.6.III)."""
    from .vagabond_state import vs
    return sorted({it.split(":")[0] for it in vs(ctx, buyer).items if ":" not in it})


def _is_vagabond(ctx, seat) -> bool:
    return ctx.s.factions[seat] in ("vagabond", "vagabond-2")


def _can_pay(ctx, buyer, price) -> bool:
    if _is_vagabond(ctx, buyer):
        from .vagabond_state import vs
        return sum(1 for it in vs(ctx, buyer).items if ":" not in it) >= price
    return ctx.s.supply[buyer].get("warrior", 0) >= price


def service_choices(ctx, fr) -> list:
    s = ctx.s
    st = rs(ctx, fr.rf)
    if fr.bought >= services_allowed(ctx, fr.rf, fr.buyer):
        return []
    out = []
    for sv in rec(ctx).services:
        p = st.prices.get(sv.id, 0)
        if not p or not _can_pay(ctx, fr.buyer, p):
            continue
        if sv.id == "hand-card" and not s.hands[fr.rf]:
            continue
        if sv.id == "riverboats" and st.boats == fr.buyer:
            continue
        if sv.id == "mercenaries" and (st.mercs == fr.buyer or _is_vagabond(ctx, fr.buyer)):
            continue                                   # Law 11.2.7.III.b: not the Vagabond
        out.append(ch(f"service:{sv.id}", Msg("Buy {service} ({n})", service=T(sv.name), n=p), f"service:{sv.id}"))
    return out


@handles(RfServices)
class RfServicesH(Handler):
    def decide(self, ctx, fr):
        if fr.stage == "menu":
            opts = service_choices(ctx, fr)
            if not opts:
                return None
            left = services_allowed(ctx, fr.rf, fr.buyer) - fr.bought
            return dec(fr.buyer, "root.riverfolk.services", Msg("Buy Riverfolk services? ({n} more allowed)", n=left),
                       opts + [ch("done", Msg("Buy nothing more"))], "Law 11.2.6")
        if fr.stage == "hand-card":
            return dec(fr.buyer, "root.riverfolk.hand_card", Msg("Take which card from the Riverfolk hand?"),
                       [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(ctx.s.hands[fr.rf]))],
                       "Law 11.2.7.I")
        if fr.stage == "pay" and _is_vagabond(ctx, fr.buyer) and fr.to_pay > 0:
            return dec(fr.buyer, "root.riverfolk.pay", Msg("Exhaust which item? ({n} left)", n=fr.to_pay),
                       [ch(f"item:{k}", k) for k in _vb_payable(ctx, fr.buyer)], "Law 11.2.6.III")
        return None

    def step(self, ctx, fr):
        if fr.stage == "pay":
            if not _is_vagabond(ctx, fr.buyer):            # Law 11.2.6.I: warriors from supply
                s = ctx.s
                s.supply[fr.buyer]["warrior"] -= fr.to_pay
                _add(rs(ctx, fr.rf).payments, s.factions[fr.buyer], fr.to_pay)
                fr.to_pay = 0
            self._deliver(ctx, fr)
            return
        ctx.pop(fr)

    def _deliver(self, ctx, fr):
        st = rs(ctx, fr.rf)
        fr.bought += 1
        ctx.log("root.riverfolk.service", Msg("{name} buys {service} from the Riverfolk", name=T(ctx.name(fr.buyer)), service=T(service_name(ctx, fr.service))), fr.buyer,
                rule="Law 11.2.6")
        if fr.service == "riverboats":
            st.boats = fr.buyer
            fr.stage = "menu"
        elif fr.service == "mercenaries":
            st.mercs = fr.buyer
            fr.stage = "menu"
        else:
            fr.stage = "hand-card"

    def act(self, ctx, fr, cid):
        s = ctx.s
        if fr.stage == "menu":
            if cid == "done":
                ctx.pop(fr)
                return
            fr.service = ids.service(cid)
            fr.to_pay = rs(ctx, fr.rf).prices[fr.service]
            fr.stage = "pay"
        elif fr.stage == "hand-card":
            card = ids.card(cid)
            s.hands[fr.rf].remove(card)
            s.hands[fr.buyer].append(card)
            ctx.log("root.riverfolk.hand_card", Msg("{name} takes {card} from the Riverfolk hand", name=T(ctx.name(fr.buyer)),
                        card=T(ctx.c.cards[card].name)), fr.buyer, rule="Law 11.2.7.I", card=card)
            fr.stage = "menu"
        else:                                            # the Vagabond exhausts an item
            from .vagabond_state import exhaust, vs
            exhaust(vs(ctx, fr.buyer), ids.item(cid))
            fr.to_pay -= 1
            if s.supply[fr.rf]["warrior"] > 0:          # Law 11.2.6.III: a Riverfolk warrior per item
                s.supply[fr.rf]["warrior"] -= 1
                _add(rs(ctx, fr.rf).payments, s.factions[fr.rf], 1)
            if fr.to_pay == 0:
                self._deliver(ctx, fr)
