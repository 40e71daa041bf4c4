"""Riverfolk Robots (Clockwork Expansion 2, Law of Rootbotics §9) as a Root faction.

Same shape as the other automata (docs/root-automata.md): each step of its board
(data/root/bots/riverfolk-robots.yaml) is a frame step asked as a one-choice
`root.automaton.step` decision; targets come from rr_decisions.py over a map snapshot; every
step logs what it did and why. Facts: root-clockwork2-facts.md §2, §3.2, §4.1, §5.1, §12.

Its board: the Market (5 face-up shared-deck cards, left to right; `cards_held`), Payments
({faction id: warriors}, so every player's pieces stay conserved through `holds_pieces_of`),
nine trade posts (tokens `post-<suit>`, back to the board when removed) and the Protectionism
icons lit for the turn. People buy its services at the start of their Birdsong (`RRServices`,
decisions of the BUYER's seat); Riverboats and Mercenaries act through the core's hooks
(`rivers_for`, `mercenary_buyer`) exactly as for the Riverfolk Company.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.i18n import N_, Msg, P, Sub, T

from .. import ids
from ..engine import Handler, add_vp, ch, dec, handles, is_enemy, pieces_of, to_pile, touch
from ..factions.riverfolk import _is_vagabond, _vb_payable, post_suits
from . import rr_decisions as rr
from .automaton import bot_item_available  # the Legendary Forge (R-LAND-16)
from .automaton import (card_ref, say, AutomatonFaction, draw_top, BotPhase, BotPhaseHandler, bot_absorb_hits, bots_for, check_bot_seat,
                        configure_bot, craft_order, evening_steps, name_of, settings_of)
from .services import add_to_box
from .snapshot import pid, seat_of, slot_of, snapshot
from .snare import place_token, place_warriors, stopped

BOT_ID = "riverfolk-robots"
SUITS = ("fox", "rabbit", "mouse")
POSTS = tuple(f"post-{s}" for s in SUITS)
SERVICES = (("hand-card", "Hand Card"), ("riverboats", "Riverboats"), ("mercenaries", "Mercenaries"))
POST_VP = ("none", "beta")          # seat option `riverfolk_post_vp` (CW2 facts §12 row 3; R-AUTO-RR1)
MARKET = ("fill", "draw-2")         # seat option `riverfolk_market` (CW2 facts §12 row 8; R-AUTO-RR2)
STEP_TEXT = {"boss-bonus": N_("Nightmare bonus")}


@serial.register
@dataclass
class RRState:
    level: str = "expert"
    traits: list = field(default_factory=list)
    edition: str = "dc"
    order: str = ""                  # the rightmost Market card (9.4.3)
    market: list = field(default_factory=list)     # left to right (TRD 9.2.1)
    added: list = field(default_factory=list)      # cards added to the Market this turn, in order
    payments: dict = field(default_factory=dict)   # faction id -> warriors (TRD 9.2.3)
    shield: bool = False             # Protectionism icons lit this turn (TRD 9.2.4)
    sword: bool = False
    boats: int = -1                  # seat that bought Riverboats this turn
    mercs: int = -1                  # seat that bought Mercenaries this turn
    greedy_paid: int = -1            # buyer whose purchases already scored Greedy this turn (R-AUTO-RR14)
    involved: int = -1               # the person whose enemies hire its warriors this turn (Involved, R-AUTO-RR8)
    post_vp: str = "none"
    market_rule: str = "fill"


def _bot(ctx):
    return bots_for(ctx).bot(BOT_ID)


def _st(ctx, seat) -> RRState:
    return ctx.s.fstate[seat]


def _suit(ctx, seat) -> str:
    o = _st(ctx, seat).order
    return ctx.c.cards[o].suit if o else ""


def _cname(ctx, card) -> dict:
    return card_ref(ctx, card)


def river_clearings(ctx) -> list[int]:
    """Clearings on a river (setup 9.3.2, bird Recruit 9.5.2)."""
    return [c for c in ctx.m.ids if ctx.m.river_adj[c]]


def post_clearings(ctx, seat) -> list[int]:
    return [c for c in ctx.m.ids if any(t[0] == seat and t[1] in POSTS for t in ctx.s.tokens[c])]


def setup_priority(ctx) -> list[str]:
    """Faction ids in setup-priority order (Rootbotics 2.2): the player tie-break."""
    order = list(bots_for(ctx).common.setup_order)
    s = ctx.s
    return [s.factions[i] for i in sorted(range(s.n), key=lambda i: (order.index(slot_of(ctx.fac(i)))
                                                                     if slot_of(ctx.fac(i)) in order else 99, i))]


def seat_of_fid(ctx, fid: str) -> int:
    return ctx.s.factions.index(fid)


def involved_turn(ctx, me) -> bool:
    """Involved (trait, LCC2 254): the turn of a person (not an automaton, not the Riverfolk
    Robots) who bought no Mercenaries, in its Daylight or Evening (R-AUTO-RR8)."""
    s = ctx.s
    return _st(ctx, me).involved == s.turn_seat >= 0 and s.phase in ("daylight", "evening")


def services_allowed(ctx, rf, buyer) -> int:
    """TRD 9.2.3: one service, +1 per clearing holding a trade post and the buyer's pieces."""
    return 1 + sum(1 for c in post_clearings(ctx, rf) if pieces_of(ctx, buyer, c) > 0)


def _say(ctx, seat, step, template, rule, **args):
    """A step line with the order card's suit (bots/automaton.py `say`)."""
    say(ctx, seat, template, rule, at=step, order=_suit(ctx, seat) or None, **args)


class RiverfolkRobots(AutomatonFaction):
    id = BOT_ID
    name = "Riverfolk Robots"
    setup_order = 6                  # setup letter G (CW2 facts §2), as the Riverfolk Company
    automaton = True
    replaces = "riverfolk"

    # --- pieces ------------------------------------------------------------------------------
    def pieces(self, content):
        b = bots_for(content).bot(BOT_ID)
        out = {"warrior": b.warriors}
        out.update(b.tokens)
        return out

    def token_kinds(self):
        return POSTS

    def new_fstate(self, ctx, seat):
        return RRState()

    def pieces_elsewhere(self, ctx, seat):
        return {"warrior": _st(ctx, seat).payments.get(ctx.s.factions[seat], 0)}

    def holds_pieces_of(self, ctx, me, owner):
        n = _st(ctx, me).payments.get(ctx.s.factions[owner], 0)
        return {"warrior": n} if n else {}

    def cards_held(self, ctx, seat):
        return list(_st(ctx, seat).market)

    # --- services' effects (TRD 9.2.3): through the core's Riverfolk hooks ----------------------
    def rivers_for(self, ctx, me, mover) -> int:
        st = _st(ctx, me)
        return 1 if mover != me and st.boats == mover and ctx.s.turn_seat == mover else 0

    def mercenary_buyer(self, ctx, me) -> int:
        s, m = ctx.s, _st(ctx, me).mercs
        if m >= 0 and _is_vagabond(ctx, m):
            return -1                             # Involved: a Vagabond buys only to avoid it (R-AUTO-RR8)
        return m if m >= 0 and m == s.turn_seat and s.phase in ("daylight", "evening") else -1

    def hires_for(self, ctx, me, seat) -> bool:
        """Mercenaries' buyer, or with the Involved trait (LCC2 254) every enemy of a person who
        bought no Mercenaries this turn, during that person's Daylight and Evening (R-AUTO-RR8)."""
        if seat < 0 or seat == me:
            return False
        if self.mercenary_buyer(ctx, me) == seat:
            return True
        return involved_turn(ctx, me) and seat != ctx.s.turn_seat and is_enemy(ctx, ctx.s.turn_seat, seat)

    def on_phase(self, ctx, me, seat, phase):
        """TRD 9.2.3: a person may buy services at the start of its Birdsong; Riverboats and
        Mercenaries last that turn. Automata buy by the Services cards instead (services.py);
        nobody who has activated a dominance card buys (RSU; R-AUTO-RR7). Involved is decided
        at the start of the person's Daylight, once purchases are over (R-AUTO-RR8)."""
        st = _st(ctx, me)
        if phase == "birdsong":
            st.boats = st.mercs = st.greedy_paid = st.involved = -1
            if seat != me and not ctx.fac(seat).automaton and not ctx.s.dominance[seat]:
                ctx.push(RRServices(seat, me))
        elif phase in ("daylight", "end") and (st.mercs >= 0 or settings_of(ctx, me, BOT_ID)["involved"]):
            if phase == "end":
                st.mercs = st.boats = st.involved = -1
            elif seat != me and st.mercs != seat and not ctx.fac(seat).automaton \
                    and settings_of(ctx, me, BOT_ID)["involved"]:
                st.involved = seat                    # trait Involved: no Mercenaries bought (R-AUTO-RR8)
            for c in ctx.m.ids:                   # rule changes with the phase (Mercenaries)
                touch(ctx, c)

    # --- trade-post removal (CW2 facts §3.2 abilities, M) --------------------------------------
    def on_piece_removed(self, ctx, owner, c, kind, by):
        if kind not in POSTS or by is None or not 0 <= by < ctx.s.n or by == owner:
            return
        st = _st(ctx, owner)
        fid = ctx.s.factions[by]
        held = st.payments.get(fid, 0)
        n = (held + 1) // 2
        if n:
            add_to_box(st.payments, fid, -n)
            ctx.s.supply[by]["warrior"] += n
        say(ctx, owner, N_("{who} removes its trade post in clearing {c} (back to its board); {who} loses {n} of "
                           "{warriors} in Payments (half, rounded up)"), "CW2 Riverfolk: trade posts",
            event="root.bot.post", who=T(ctx.name(by)), c=c, n=n, warriors=P(held, "{n} warrior", "{n} warriors"))

    # --- seat settings -----------------------------------------------------------------------
    def check_seat(self, content, seat_setup):
        from game.core.decision import SetupError
        check_bot_seat(self, bots_for(content).bot(BOT_ID), seat_setup)
        for key, allowed in (("riverfolk_post_vp", POST_VP), ("riverfolk_market", MARKET)):
            if seat_setup.get(key, allowed[0]) not in allowed:
                raise SetupError(Msg("{faction}: {key} must be one of {known}", faction=T(self.name), key=key,
                                     known=", ".join(allowed)))

    def configure(self, ctx, seat, seat_setup):
        st = _st(ctx, seat)
        configure_bot(st, seat_setup)
        st.post_vp = seat_setup.get("riverfolk_post_vp", POST_VP[0])
        st.market_rule = seat_setup.get("riverfolk_market", MARKET[0])

    # --- turn ----------------------------------------------------------------------------------
    def setup(self, ctx, seat):
        ctx.push(RRSetup(seat))

    def birdsong(self, ctx, seat):
        st = _st(ctx, seat)
        st.shield = st.sword = False          # the icons last for one turn (TRD 9.2.4)
        st.added = []
        ctx.push(RRPhase(seat, "birdsong", [x.id for x in _bot(ctx).turn["birdsong"]]))

    def daylight(self, ctx, seat):
        ctx.push(RRPhase(seat, "daylight", [x.id for x in _bot(ctx).turn["daylight"]] if _st(ctx, seat).order else []))

    def evening(self, ctx, seat):
        ctx.push(RRPhase(seat, "evening", evening_steps(_bot(ctx), _st(ctx, seat))))

    # --- battle ----------------------------------------------------------------------------------
    def absorb_hits(self, ctx, seat, c, n, by, hits):
        return bot_absorb_hits(ctx, seat, c, n, by, hits)       # CW2 facts §2 Taking hits

    def max_rolled_hits(self, ctx, seat, c, battle):
        cfg = settings_of(ctx, seat, BOT_ID)
        if battle.attacker == seat and cfg["ferocious"]:
            return 3                                            # trait Ferocious
        base = ctx.s.warriors[seat][c]
        if battle.defender == seat and cfg["garrison_trait"]:   # trait Garrison (posts in the clearing, R-AUTO-RR5)
            base += sum(1 for t in ctx.s.tokens[c] if t[0] == seat and t[1] in POSTS)
        return base

    def defenseless(self, ctx, seat, c, battle):
        if battle.defender == seat and settings_of(ctx, seat, BOT_ID)["garrison_trait"]:
            return False                                        # trait Garrison
        return ctx.s.warriors[seat][c] == 0

    # --- view, checks --------------------------------------------------------------------------
    def view(self, ctx, seat, viewer):
        st = _st(ctx, seat)
        return {"automaton": BOT_ID, "difficulty": st.level, "traits": list(st.traits), "order": st.order,
                "market": list(st.market), "payments": dict(st.payments), "shield": st.shield, "sword": st.sword,
                "posts_on_map": {sfx: sum(1 for c in ctx.m.ids for t in ctx.s.tokens[c]
                                          if t[0] == seat and t[1] == f"post-{sfx}") for sfx in SUITS},
                "post_vp": st.post_vp, "standins": dict(_bot(ctx).standins),
                "riverboats": st.boats, "mercenaries": st.mercs}

    def check(self, ctx, seat):
        st = _st(ctx, seat)
        out = []
        if ctx.s.hands[seat]:
            out.append("the Riverfolk Robots hold a hand of cards")
        if len(st.market) > _bot(ctx).params["market_size"]:
            out.append(f"{len(st.market)} cards in the Market")
        for k, v in st.payments.items():
            if v <= 0 or k not in ctx.s.factions:
                out.append(f"Riverfolk Robots Payments: {k}={v}")
        return out


FACTION = RiverfolkRobots()


# --- setup (9.3) ---------------------------------------------------------------------------------

@serial.register
@dataclass
class RRSetup:
    seat: int


@handles(RRSetup)
class RRSetupH(Handler):
    def step(self, ctx, fr):
        s, seat = ctx.s, fr.seat
        ctx.pop(fr)
        st = _st(ctx, seat)
        placed = [c for c in river_clearings(ctx) if place_warriors(ctx, seat, c, 1)]
        say(ctx, seat, N_("1 warrior in each river clearing ({where})"), "Rootbotics 9.3.2", event="root.setup",
            where=placed or Sub(N_("none")))
        if s.supply[seat]["warrior"] > 0:
            s.supply[seat]["warrior"] -= 1
            add_to_box(st.payments, s.factions[seat], 1)
            say(ctx, seat, N_("1 of its warriors in Payments"), "Rootbotics 9.3.4", event="root.setup")
        for _ in range(_bot(ctx).params["market_size"]):
            card = draw_top(ctx, seat, N_("adds to the right of its Market (setup)"), "Rootbotics 9.3.5",
                            "root.bot.market")
            if card is None:
                break
            st.market.append(card)


# --- the turn's steps ----------------------------------------------------------------------------

@serial.register
@dataclass
class RRPhase(BotPhase):
    """The Riverfolk Robots' phase frame (fields: automaton.BotPhase)."""


@handles(RRPhase)
class RRPhaseH(BotPhaseHandler):
    rule = "Rootbotics 9"
    bot_id = BOT_ID
    extra_text = STEP_TEXT

    # Birdsong ------------------------------------------------------------------------------
    def start_stock_market(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        size = _bot(ctx).params["market_size"]
        want = size - len(st.market)
        if st.market_rule == "draw-2":
            want = min(2, want)                   # CLK reading (seat option, R-AUTO-RR2)
        for _ in range(max(0, want)):
            card = draw_top(ctx, seat, N_("adds to the right of its Market (Stock the Market)"), "Rootbotics 9.4.1",
                            "root.bot.market")
            if card is None:
                break
            st.market.append(card)
            st.added.append(card)
        _say(ctx, seat, "Stock the Market", N_("{cards} added; the Market holds {n} (draws 2 at most: seat option)")
             if st.market_rule == "draw-2" else N_("{cards} added; the Market holds {n} (fills to {size})"),
             "Rootbotics 9.4.1", cards=P(len(st.added), "{n} card", "{n} cards"), n=len(st.market), size=size)

    def start_craft_order(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)

        def available(card):
            rec = ctx.c.cards[card]
            return rec.kind == "item" and bot_item_available(ctx, seat, rec.item)     # the Forge too (R-LAND-16)
        card = rr.market_craft(st.added, available)
        if card is None:
            _say(ctx, seat, "Craft", N_("no card added this turn shows an item left in the supply"), "Rootbotics 9.4.2")
            return
        craft_order(ctx, seat, card, "Rootbotics 9.4.2")
        st.market.remove(card)
        to_pile(ctx, card)
        _say(ctx, seat, "Craft", N_("{card} was the first card added this turn with an available item; discarded"),
             "Rootbotics 9.4.2", card=_cname(ctx, card))

    def start_set_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        st.order = st.market[-1] if st.market else ""
        if st.order:
            ctx.log("root.bot.order", Msg(N_("{bot}: the order is its rightmost Market card, {card}"),
                                          bot=T(name_of(ctx, fr.seat)), card=_cname(ctx, st.order)),
                    fr.seat, rule="Rootbotics 9.4.3", card=st.order)
        else:
            _say(ctx, fr.seat, "Order", N_("the Market is empty; the order steps do nothing"), "Rootbotics 9.4.3")

    # Daylight --------------------------------------------------------------------------------
    def start_build(self, ctx, fr):
        seat, st, s = fr.seat, _st(ctx, fr.seat), ctx.s
        cfg = settings_of(ctx, seat, BOT_ID)
        leader_fid = rr.payments_leader(st.payments, setup_priority(ctx))
        leader = pid(seat_of_fid(ctx, leader_fid)) if leader_fid else None
        left = {sfx: s.supply[seat].get(f"post-{sfx}", 0) for sfx in SUITS}
        c = rr.build_clearing(snapshot(ctx, seat), _bot(ctx), _suit(ctx, seat), leader, left)
        if c is None:
            _say(ctx, seat, "Build and Garrison", N_("no ordered clearing without a trade post has one of its suit left"),
                 "Rootbotics 9.5.1")
            return
        # Rootbotics 9.5.1 + R-LAND-30: a post of a suit the clearing counts as; in the Lost City the
        # marker's suit if one is left, else fox, rabbit, mouse (the Riverfolk's own rule, R-LAND-15)
        post_suit = post_suits(ctx, seat, c)[0]
        kind = f"post-{post_suit}"
        if not place_token(ctx, seat, c, kind):
            return                                  # a snare there was removed instead
        k = place_warriors(ctx, seat, c, cfg["garrison"]) if cfg["garrison"] else 0
        text = (N_("a {suit} trade post and {warriors} in clearing {c} — an ordered clearing without a trade post; "
                   "ties: pieces of {who}, who leads in Payments") if leader else
                N_("a {suit} trade post and {warriors} in clearing {c} — an ordered clearing without a trade post"))
        _say(ctx, seat, "Build and Garrison", text, "Rootbotics 9.5.1", suit=T(post_suit),
             warriors=P(k, "{n} warrior", "{n} warriors"), c=c, who=T(ctx.name(seat_of(leader))) if leader else "")
        if st.post_vp == "beta":                    # seat option (CW2 facts §12 row 3, DOV beta; R-AUTO-RR1)
            placed = _bot(ctx).tokens[kind] - s.supply[seat][kind]
            vp = _bot(ctx).track("post-vp-beta").values[placed - 1]
            if vp:
                add_vp(ctx, seat, vp, Sub(N_("trade post track (beta stand-in), post {k}"), k=placed))

    def start_recruit(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        suit, n = _suit(ctx, seat), settings_of(ctx, seat, BOT_ID)["recruit"]
        where = rr.recruit_clearings(snapshot(ctx, seat), _bot(ctx), suit, river_clearings(ctx))
        done = []
        for c in where:                             # highest priority first (short supply)
            if s.supply[seat].get("warrior", 0) <= 0:
                break
            if place_warriors(ctx, seat, c, n):
                done.append(c)
        what = N_("each river clearing (bird order)") if suit == "bird" else N_("each ordered clearing")
        short = [c for c in where if c not in done]
        _say(ctx, seat, "Recruit", N_("{warriors} in {what}: {done}; none left for {short}") if short else
             N_("{warriors} in {what}: {done}"), "Rootbotics 9.5.2", warriors=P(n, "{n} warrior", "{n} warriors"),
             what=Sub(what), done=done or Sub(N_("none")), short=short)

    def start_organize(self, ctx, fr):
        seat, st, s = fr.seat, _st(ctx, fr.seat), ctx.s
        cfg = settings_of(ctx, seat, BOT_ID)
        st.shield, st.sword = rr.protectionism(st.payments, s.supply[seat].get("warrior", 0))
        lit = [n for n, on in (("shield", st.shield), ("sword", st.sword)) if on]
        if not lit:
            _say(ctx, seat, "Organize", N_("Protectionism: Payments holds warriors and its supply is not empty — "
                                           "neither the shield nor the sword"), "Rootbotics 9.5.3")
            return
        why = (N_("the shield (Payments is empty) and the sword (no warrior in its supply)") if len(lit) == 2 else
               N_("the shield (Payments is empty)") if st.shield else N_("the sword (no warrior in its supply)"))
        _say(ctx, seat, "Organize", N_("Protectionism lights {why}: {vp} VP"), "Rootbotics 9.5.3", why=Sub(why),
             vp=cfg["organize_vp"])
        add_vp(ctx, seat, cfg["organize_vp"], Sub(N_("Organize")))
        c = rr.organize_clearing(snapshot(ctx, seat), _bot(ctx))
        k = place_warriors(ctx, seat, c, cfg["organize_warriors"]) if c is not None else 0
        _say(ctx, seat, "Organize", N_("{warriors} in clearing {c}, the one of its clearings with the most enemy "
                                       "pieces") if c is not None and k else
             N_("no warrior placed (none in its supply or no clearing)"), "Rootbotics 9.5.3",
             warriors=P(k, "{n} warrior", "{n} warriors"), c=c)

    def start_battle(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        if not (st.shield or st.sword):
            _say(ctx, seat, "Battle", N_("neither the shield nor the sword is lit: no battle"), "Rootbotics 9.5.4")
            return
        fr.sub = "shield" if st.shield else "sword"
        fr.todo = rr.battle_clearings(snapshot(ctx, seat), _bot(ctx), _suit(ctx, seat), st.shield)
        if not fr.todo:
            _say(ctx, seat, "Battle", N_("no clearing to battle in"), "Rootbotics 9.5.4")

    def more_battle(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        where = N_("every clearing (the shield)") if fr.sub == "shield" else N_("each ordered clearing (the sword)")

        def can_fight(board, c):
            here = board.clearing(c)
            return here.of(board.me).warriors > 0 and any(pc.total() for p, pc in here.pieces.items()
                                                          if board.is_enemy(p))

        def defender(board, c):
            pay = {pid(seat_of_fid(ctx, f)): n for f, n in st.payments.items()}
            return rr.defender(board, _bot(ctx), c, pay, bots_for(ctx).common.setup_order)

        def said(c, d):
            _say(ctx, seat, "Battle", N_("battles {who} in clearing {c} — {where}, highest priority first; {who} has "
                                         "the fewest warriors in Payments there (then setup order)"), "Rootbotics 9.5.4",
                 who=T(ctx.name(d)), c=c, where=Sub(where))
        return self.battle_queue(ctx, fr, can_fight, defender, said)      # no Mercenaries from itself

    # Evening --------------------------------------------------------------------------------
    def start_score(self, ctx, fr):
        seat, st, s = fr.seat, _st(ctx, fr.seat), ctx.s
        fid = rr.payments_leader(st.payments, setup_priority(ctx))
        if fid is None:
            _say(ctx, seat, "Score", N_("Payments is empty: nothing scored"), "Rootbotics 9.6.1")
            return
        n = st.payments.pop(fid)
        owner = seat_of_fid(ctx, fid)
        s.supply[owner]["warrior"] += n
        _say(ctx, seat, "Score", N_("{n} VP, 1 per warrior of {who} in Payments (the most there; ties: setup order); "
                                    "those warriors go back to {who}"), "Rootbotics 9.6.1", n=n, who=T(ctx.name(owner)))
        add_vp(ctx, seat, n, Sub(N_("Payments")))

    def start_racketeering(self, ctx, fr):
        seat, st, s = fr.seat, _st(ctx, fr.seat), ctx.s
        if not (st.shield or st.sword):
            _say(ctx, seat, "Racketeering", N_("neither the shield nor the sword is lit"), "Rootbotics 9.6.2")
            return
        keep = settings_of(ctx, seat, BOT_ID)["racket_keep"]
        moved = []
        for c in ctx.m.ids:
            extra = s.warriors[seat][c] - keep
            if extra > 0 and not stopped(ctx, seat, c, "move-out"):
                s.warriors[seat][c] -= extra
                add_to_box(st.payments, s.factions[seat], extra)
                touch(ctx, c)
                moved.append(Sub(N_("{n} from {c}"), n=extra, c=c))
        _say(ctx, seat, "Racketeering", N_("each clearing keeps {keep}; into Payments: {moved}"), "Rootbotics 9.6.2",
             keep=keep, moved=moved or Sub(N_("none")))

    def start_discard(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        for i in range(2 if st.shield else 1):
            if not st.market:
                break
            card = st.market.pop(0)
            to_pile(ctx, card)
            _say(ctx, seat, "Discard", N_("discards its leftmost Market card, {card} (the shield: a second one)") if i
                 else N_("discards its leftmost Market card, {card}"), "Rootbotics 9.6.3", card=_cname(ctx, card))
        if st.order not in st.market:
            st.order = ""


# --- services a person buys (TRD 9.2.3), asked of the BUYER at the start of its Birdsong ---------

@serial.register
@dataclass
class RRServices:
    buyer: int
    rf: int
    bought: int = 0
    stage: str = "menu"         # menu | hand-card | pay
    service: str = ""
    to_pay: int = 0


def _price(ctx, fr) -> int:
    return rr.price(settings_of(ctx, fr.rf, BOT_ID), ctx.s.vp[fr.buyer])


def _can_pay(ctx, buyer, p) -> bool:
    if _is_vagabond(ctx, buyer):
        return len(_vb_payable_all(ctx, buyer)) >= p
    return ctx.s.supply[buyer].get("warrior", 0) >= p


def _vb_payable_all(ctx, buyer) -> list[str]:
    from ..factions.vagabond import vs
    return [it for it in vs(ctx, buyer).items if ":" not in it]


def service_choices(ctx, fr) -> list:
    st = _st(ctx, fr.rf)
    if fr.bought >= services_allowed(ctx, fr.rf, fr.buyer):
        return []
    p = _price(ctx, fr)
    if not _can_pay(ctx, fr.buyer, p):
        return []
    out = []
    for sid, name in SERVICES:
        if sid == "hand-card" and not st.market:
            continue
        if sid == "riverboats" and st.boats == fr.buyer:
            continue
        if sid == "mercenaries" and (st.mercs == fr.buyer or (_is_vagabond(ctx, fr.buyer) and not
                                                               settings_of(ctx, fr.rf, BOT_ID)["involved"])):
            continue                               # not the Vagabond (Law 11.2.7.III.b; R-AUTO-RR4), but
                                                   # under Involved only to avoid it (R-AUTO-RR8)
        out.append(ch(f"service:{sid}", Msg("Buy {service} ({n})", service=T(name), n=p), f"service:{sid}"))
    return out


@handles(RRServices)
class RRServicesH(Handler):
    def decide(self, ctx, fr):
        if fr.stage == "menu":
            opts = service_choices(ctx, fr)
            if not opts:
                return None
            left = services_allowed(ctx, fr.rf, fr.buyer) - fr.bought
            return dec(fr.buyer, "root.riverfolk.services",
                       Msg(N_("Buy services from the Riverfolk Robots? ({left} more allowed, {price} warriors each at "
                              "your {vp} VP)"), left=left, price=_price(ctx, fr), vp=ctx.s.vp[fr.buyer]),
                       opts + [ch("done", Msg("Buy nothing more"))], "Rootbotics 9.2.3")
        if fr.stage == "hand-card":
            return dec(fr.buyer, "root.riverfolk.hand_card", Msg(N_("Take which card from the Riverfolk Robots' Market?")),
                       [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(_st(ctx, fr.rf).market))],
                       "Rootbotics 9.2.3")
        if fr.stage == "pay" and _is_vagabond(ctx, fr.buyer) and fr.to_pay > 0:
            return dec(fr.buyer, "root.riverfolk.pay", Msg("Exhaust which item? ({n} left)", n=fr.to_pay),
                       [ch(f"item:{k}", k) for k in _vb_payable(ctx, fr.buyer)],
                       "Rootbotics 9.2.3; Law 11.2.6.III")
        return None

    def step(self, ctx, fr):
        if fr.stage == "pay":
            if not _is_vagabond(ctx, fr.buyer):        # the buyer's warriors into Payments
                s = ctx.s
                s.supply[fr.buyer]["warrior"] -= fr.to_pay
                add_to_box(_st(ctx, fr.rf).payments, s.factions[fr.buyer], fr.to_pay)
                fr.to_pay = 0
            self._deliver(ctx, fr)
            return
        ctx.pop(fr)
        if fr.bought:
            from .services import greedy
            greedy(ctx, fr.buyer, fr.rf)             # trait Greedy (once per buyer's turn, R-AUTO-RR14)

    def _deliver(self, ctx, fr):
        st = _st(ctx, fr.rf)
        fr.bought += 1
        ctx.log("root.riverfolk.service", Msg(N_("{who} buys {service} from the Riverfolk Robots"),
                                              who=T(ctx.name(fr.buyer)), service=T(dict(SERVICES)[fr.service])),
                fr.buyer, rule="Rootbotics 9.2.3", service=fr.service)
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
        st = _st(ctx, fr.rf)
        if fr.stage == "menu":
            if cid == "done":
                fr.stage = "done"
                return
            fr.service = ids.service(cid)
            fr.to_pay = _price(ctx, fr)
            fr.stage = "pay"
        elif fr.stage == "hand-card":
            card = ids.card(cid)
            st.market.remove(card)                  # the rest keep their order (TRD 9.2.1)
            s.hands[fr.buyer].append(card)
            ctx.log("root.riverfolk.hand_card", Msg(N_("{who} takes {card} from the Riverfolk Robots' Market"),
                                                    who=T(ctx.name(fr.buyer)), card=T(ctx.c.cards[card].name)),
                    fr.buyer, rule="Rootbotics 9.2.3", card=card, reveals=True)
            if st.order == card:
                st.order = ""
            fr.stage = "menu"
        else:                                        # the Vagabond exhausts an item; a Riverfolk warrior pays
            from ..factions.vagabond import exhaust, vs
            exhaust(vs(ctx, fr.buyer), ids.item(cid))
            fr.to_pay -= 1
            if s.supply[fr.rf]["warrior"] > 0:
                s.supply[fr.rf]["warrior"] -= 1
                add_to_box(st.payments, s.factions[fr.rf], 1)
            if fr.to_pay == 0:
                self._deliver(ctx, fr)


__all__ = ["FACTION", "RRState", "RRSetup", "RRPhase", "RRServices"]
