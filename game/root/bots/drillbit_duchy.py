"""Drillbit Duchy (Clockwork Expansion 2, Law of Rootbotics §10) as a Root faction.

Same shape as the other automata (docs/root-automata.md): each step of its board
(data/root/bots/drillbit-duchy.yaml) is a frame step asked as a one-choice
`root.automaton.step` decision; targets come from dd_decisions.py over a map snapshot; random
picks use the game's Rng; every step logs what it did and why. Facts:
root-clockwork2-facts.md §2, §3.3, §4.1, §5.1. The Burrow is a counter in the state (its
warriors are reported by `pieces_elsewhere`), as for the human Duchy.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.i18n import N_, Msg, P, Sub, T

from .. import ids
from ..engine import clearing_suits, every_suit, has_suit  # the Lost City's suits (R-LAND-11)
from ..engine import Handler, add_vp, can_place, ch, dec, handles, to_pile, touch
from ..factions.eyrie import start_corners
from ..flow import RootBattle as Battle
from .moves import bot_move
from . import dd_decisions as dd
from .automaton import (piece_term, card_ref, say, AutomatonFaction, draw_top, BotPhase, BotPhaseHandler, bot_absorb_hits, bots_for, check_bot_seat, configure_bot,
                        evening_steps, name_of, reveal_order, settings_of)
from .advanced_services import duchy_buy_ambushes
from .services import buy_mercenaries, craft_or_buy, mercenaries_to_build
from .snapshot import snapshot
from .snare import place_building, place_token, place_warriors, stopped

BOT_ID = "drillbit-duchy"
BUILDINGS = ("citadel", "market")
STEP_TEXT = {"boss-bonus": N_("Nightmare bonus")}


@serial.register
@dataclass
class DDState:
    level: str = "expert"
    traits: list = field(default_factory=list)
    edition: str = "dc"
    advanced: bool = False        # seat option "Advanced services" (LCC2 260)
    order: str = ""                  # the order card (10.4.1)
    burrow: int = 0                  # warriors in the Burrow
    swayed: list = field(default_factory=list)   # crowned ministers' ids
    start: int = 0                   # starting corner
    errors_battle: list = field(default_factory=list)
    ambushes: list = field(default_factory=list)   # ambushes bought and kept (CW2 Services 267)   # [attacker, clearing] of a battle that already cost a minister


def _bot(ctx):
    return bots_for(ctx).bot(BOT_ID)


def _st(ctx, seat) -> DDState:
    return ctx.s.fstate[seat]


def on_map(ctx, seat, kind) -> int:
    if kind == "tunnel":
        return sum(1 for c in ctx.m.ids for t in ctx.s.tokens[c] if t[0] == seat and t[1] == "tunnel")
    return sum(1 for c in ctx.m.ids for b in ctx.s.buildings[c] if b[0] == seat and b[1] == kind)


def tunnels(ctx, seat) -> list[int]:
    return [c for c in ctx.m.ids if any(t[0] == seat and t[1] == "tunnel" for t in ctx.s.tokens[c])]


def suit_of_order(ctx, seat) -> str:
    o = _st(ctx, seat).order
    return ctx.c.cards[o].suit if o else ""


def minister_name(ctx, mid) -> str:
    return next(m.name for m in _bot(ctx).ministers if m.id == mid)


def sway(ctx, seat, suit, why: dict, matching: bool = False) -> str | None:
    """Crown the topmost uncrowned minister of `suit`; none (a bird) → the bottom-most uncrowned.
    `matching` (Investors): only a minister of `suit` (R-AUTO-DD9). `why`: the reason, a `Sub`."""
    st = _st(ctx, seat)
    mid = dd.sway_target(_bot(ctx).ministers, st.swayed, suit, matching)
    if mid is None:
        if matching:
            say(ctx, seat, N_("no {suit} minister is left uncrowned ({why})"), "trait Investors (R-AUTO-DD9)",
                at="Sway", suit=T(suit), why=why)
        else:
            say(ctx, seat, N_("every minister is already crowned"), "Rootbotics 10.6.3", at="Sway")
        return None
    st.swayed.append(mid)
    fallback = next(m.suit for m in _bot(ctx).ministers if m.id == mid) != suit
    if fallback and suit:
        say(ctx, seat, N_("crowns the {minister} — {why}; no {suit} minister is left uncrowned, so the bottom-most "
                          "uncrowned one"), "Rootbotics 10.6.3", at="Sway", minister=T(minister_name(ctx, mid)),
            why=why, suit=T(suit))
    else:
        say(ctx, seat, N_("crowns the {minister} — {why}"), "Rootbotics 10.6.3", at="Sway",
            minister=T(minister_name(ctx, mid)), why=why)
    return mid


class DrillbitDuchy(AutomatonFaction):
    id = BOT_ID
    name = "Drillbit Duchy"
    setup_order = 6                  # setup letter H (CW2 facts §2), as the Underground Duchy
    automaton = True
    replaces = "duchy"

    # --- pieces ------------------------------------------------------------------------------
    def pieces(self, content):
        b = bots_for(content).bot(BOT_ID)
        out = {"warrior": b.warriors}
        out.update(b.buildings)
        out.update(b.tokens)
        return out

    def building_kinds(self):
        return BUILDINGS

    def token_kinds(self):
        return ("tunnel",)

    def new_fstate(self, ctx, seat):
        return DDState()

    def pieces_elsewhere(self, ctx, seat):
        return {"warrior": _st(ctx, seat).burrow}

    def cards_held(self, ctx, seat):
        o = _st(ctx, seat).order
        return ([o] if o else []) + list(_st(ctx, seat).ambushes)

    def kept_ambush(self, ctx, seat, battle):
        """CW2 Services 267: as defender, a kept ambush, matching non-bird first (R-AUTO-S27)."""
        from .advanced_services import duchy_kept_ambush
        card = duchy_kept_ambush(ctx, seat, _st(ctx, seat), battle.clearing)
        if card is not None:
            ctx.log("root.bot.services", Msg(N_("{bot} defends in clearing {c} with its kept ambush {card} (a "
                                                "matching non-bird one before a bird one)"), bot=T(name_of(ctx, seat)),
                                             c=battle.clearing, card=T(ctx.c.cards[card].name)), seat,
                    rule="CW2 Services 267 (kept ambushes)")
        return card

    def start_clearing(self, ctx, seat):
        return _st(ctx, seat).start

    # --- Cost of Errors (facts §3.3 abilities; Foundations, Investors) --------------------------
    def on_piece_removed(self, ctx, owner, c, kind, by):
        if kind not in BUILDINGS:
            return
        st = _st(ctx, owner)
        battle = next((fr for fr in reversed(ctx.s.stack) if type(fr) is Battle and fr.clearing == c
                       and owner in (fr.attacker, fr.defender)), None)
        if battle is not None:
            key = [battle.attacker, c]
            if st.errors_battle == key:
                return                      # one removal event: one minister (R-AUTO-DD2)
            st.errors_battle = key
        cfg = settings_of(ctx, owner, BOT_ID)
        suits = clearing_suits(ctx, c) if cfg["foundations"] else ()      # the Lost City: any (R-LAND-30)
        mid = dd.uncrown_target(_bot(ctx).ministers, st.swayed, suits)
        if mid is None:
            say(ctx, owner, N_("its {piece} in clearing {c} is removed; no matching swayed minister to uncrown") if suits
                else N_("its {piece} in clearing {c} is removed; no swayed minister to uncrown"),
                "CW2 Duchy: Cost of Errors", at="Cost of Errors", event="root.bot.errors", piece=piece_term(kind), c=c)
        else:
            st.swayed.remove(mid)
            say(ctx, owner, N_("its {piece} in clearing {c} is removed; the {minister} (bottom-most swayed of that "
                               "suit, Foundations) is uncrowned") if suits else
                N_("its {piece} in clearing {c} is removed; the {minister} (bottom-most swayed) is uncrowned"),
                "CW2 Duchy: Cost of Errors", at="Cost of Errors", event="root.bot.errors", piece=piece_term(kind), c=c,
                minister=T(minister_name(ctx, mid)))
        if cfg["investors"] and by is not None and 0 <= by < ctx.s.n and by != owner and not ctx.fac(by).automaton:
            ctx.push(DDInvestors(owner, by, ctx.s.suits[c], every_suit(ctx, c)))

    def on_battle_end(self, ctx, seat, battle):
        st = _st(ctx, seat)
        if st.errors_battle == [battle.attacker, battle.clearing]:
            st.errors_battle = []

    # --- seat settings -----------------------------------------------------------------------
    def check_seat(self, content, seat_setup):
        check_bot_seat(self, bots_for(content).bot(BOT_ID), seat_setup)

    def configure(self, ctx, seat, seat_setup):
        configure_bot(_st(ctx, seat), seat_setup)

    # --- turn ----------------------------------------------------------------------------------
    def setup(self, ctx, seat):
        ctx.push(DDSetup(seat))

    def birdsong(self, ctx, seat):
        ctx.push(DDPhase(seat, "birdsong", [x.id for x in _bot(ctx).turn["birdsong"]]))

    def daylight(self, ctx, seat):
        ctx.push(DDPhase(seat, "daylight", [x.id for x in _bot(ctx).turn["daylight"]] if _st(ctx, seat).order else []))

    def evening(self, ctx, seat):
        ctx.push(DDPhase(seat, "evening", evening_steps(_bot(ctx), _st(ctx, seat))))

    # --- battle ----------------------------------------------------------------------------------
    def absorb_hits(self, ctx, seat, c, n, by, hits):
        return bot_absorb_hits(ctx, seat, c, n, by, hits)       # CW2 facts §2 Taking hits

    def extra_hits(self, ctx, seat, battle):
        # Captain: as attacker in a battle where the clearing has a tunnel, 1 extra hit.
        st = _st(ctx, seat)
        if battle.attacker == seat and "captain" in st.swayed and \
                any(t[0] == seat and t[1] == "tunnel" for t in ctx.s.tokens[battle.clearing]):
            return 1
        return 0

    # --- view, checks --------------------------------------------------------------------------
    def view(self, ctx, seat, viewer):
        st, b = _st(ctx, seat), _bot(ctx)
        return {"automaton": BOT_ID, "difficulty": st.level, "traits": list(st.traits), "order": st.order,
                "burrow": st.burrow, "swayed": list(st.swayed),
                "ministers": [[m.id, m.name, m.suit] for m in b.ministers],
                "moles": dd.mole_bonus(b, on_map(ctx, seat, "citadel")),
                "on_map": {k: on_map(ctx, seat, k) for k in ("citadel", "market", "tunnel")}}

    def check(self, ctx, seat):
        st = _st(ctx, seat)
        out = []
        if st.burrow < 0:
            out.append(f"{st.burrow} warriors in the Burrow")
        if len(set(st.swayed)) != len(st.swayed):
            out.append("a minister crowned twice")
        if ctx.s.hands[seat]:
            out.append("the Drillbit Duchy holds a hand of cards")
        return out


FACTION = DrillbitDuchy()


# --- Investors (trait): the person who triggered Cost of Errors -----------------------------------

@serial.register
@dataclass
class DDInvestors:
    bot: int
    seat: int
    suit: str
    every: bool = False         # the removal clearing is the Lost City: every suit (R-LAND-30)


@handles(DDInvestors)
class DDInvestorsH(Handler):
    def _cards(self, ctx, fr):
        # a card matching the removal clearing; birds are wild (Law 2.1.1); the Lost City: any
        return [x for x in ctx.s.hands[fr.seat] if fr.every or ctx.c.cards[x].suit in (fr.suit, "bird")]

    def decide(self, ctx, fr):
        cards = self._cards(ctx, fr)
        if not cards:
            return None
        ask = (Msg(N_("Investors: discard a card (the {bot} loses 1 VP)"), bot=T(name_of(ctx, fr.bot)))
               if fr.every else                                                 # R-LAND-31
               Msg(N_("Investors: discard a {suit} card (the {bot} loses 1 VP)"), suit=T(fr.suit),
                   bot=T(name_of(ctx, fr.bot))))
        return dec(fr.seat, "root.drillbit.investors", ask,
                   [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in dict.fromkeys(cards)], "trait Investors")

    def step(self, ctx, fr):
        ctx.pop(fr)
        # the minister must match a removal clearing (LCC2 232; R-AUTO-DD9); the Lost City matches
        # every suit: the marker's suit's topmost uncrowned minister, else fox, rabbit, mouse (R-LAND-30)
        if fr.every:
            st = _st(ctx, fr.bot)
            suit = next((x for x in (fr.suit, "fox", "rabbit", "mouse")
                         if dd.sway_target(_bot(ctx).ministers, st.swayed, x, True)), fr.suit)
            sway(ctx, fr.bot, suit, Sub(N_("Investors: {who} has no card to discard"), who=T(ctx.name(fr.seat))),
                 matching=True)
            return
        sway(ctx, fr.bot, fr.suit, Sub(N_("Investors: {who} has no {suit} card to discard"), who=T(ctx.name(fr.seat)),
                                       suit=T(fr.suit)), matching=True)

    def act(self, ctx, fr, cid):
        card = ids.card(cid)
        ctx.pop(fr)
        ctx.s.hands[fr.seat].remove(card)
        to_pile(ctx, card)
        ctx.log("root.bot.investors", Msg(N_("Investors: {who} discards {card}; the {bot} loses 1 VP"),
                                          who=T(ctx.name(fr.seat)), card=T(ctx.c.cards[card].name),
                                          bot=T(name_of(ctx, fr.bot))), fr.seat, rule="trait Investors", reveals=True,
                card=card)
        add_vp(ctx, fr.bot, -1, Sub(N_("Investors")))


# --- setup (10.3) --------------------------------------------------------------------------------

@serial.register
@dataclass
class DDSetup:
    seat: int


@handles(DDSetup)
class DDSetupH(Handler):
    def step(self, ctx, fr):
        s, m, seat = ctx.s, ctx.m, fr.seat
        ctx.pop(fr)
        st, cfg = _st(ctx, seat), settings_of(ctx, seat, BOT_ID)
        corners = start_corners(ctx, seat) or sorted(c for c in m.corners if can_place(ctx, seat, c))
        corner = corners[0] if len(corners) == 1 else s.rng.choice(corners)
        st.start = corner
        place_warriors(ctx, seat, corner, cfg["start_warriors"])
        place_token(ctx, seat, corner, "tunnel")
        for c in sorted(m.adj[corner]):                   # bot adjacency: closed paths count (RSU §12.2.1)
            if can_place(ctx, seat, c):
                place_warriors(ctx, seat, c, cfg["start_warriors"])
        say(ctx, seat, N_("starts in corner {corner} (drawn at random among {among}): {n} warriors and a tunnel; {n} "
                          "warriors in each adjacent clearing"), "Rootbotics 10.3", event="root.setup", corner=corner,
            among=list(corners), n=cfg["start_warriors"])
        for _ in range(cfg["setup_sways"]):
            card = draw_top(ctx, seat, N_("draws for its setup sway"), "Rootbotics 10.3.4")
            if card is None:
                break
            suit = ctx.c.cards[card].suit
            to_pile(ctx, card)
            sway(ctx, seat, suit if suit != "bird" else None,
                 Sub(N_("setup card {card}, discarded; a bird card crowns the bottom-most uncrowned minister "
                        "(R-AUTO-DD1)") if suit == "bird" else N_("setup card {card}, discarded"),
                     card=card_ref(ctx, card)))


# --- the turn's steps ----------------------------------------------------------------------------

@serial.register
@dataclass
class DDPhase(BotPhase):
    """The Drillbit Duchy's phase frame (fields: automaton.BotPhase)."""


def _say(ctx, seat, step, template, rule, **args):
    """A step line with the order card's suit (bots/automaton.py `say`)."""
    say(ctx, seat, template, rule, at=step, order=suit_of_order(ctx, seat) or None, **args)


@handles(DDPhase)
class DDPhaseH(BotPhaseHandler):
    rule = "Rootbotics 10"
    bot_id = BOT_ID
    extra_text = STEP_TEXT

    # Birdsong ------------------------------------------------------------------------------
    def start_reveal_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        duchy_buy_ambushes(ctx, fr.seat, st)          # CW2 Services 267: at the start of its turn
        st.order = reveal_order(ctx, fr.seat) or ""
        if not st.order:
            _say(ctx, fr.seat, "Reveal", N_("no card left to reveal; the order steps do nothing"), "Rootbotics 10.4.1")

    def start_craft_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            craft_or_buy(ctx, fr.seat, st, "Rootbotics 10.4.2")          # + Hand Card service (CW2 Services 2)

    def start_recruit(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        cfg, b = settings_of(ctx, seat, BOT_ID), _bot(ctx)
        cit = on_map(ctx, seat, "citadel")
        n = dd.recruit_count(b, cfg, cit, "foremole" in st.swayed)
        k = min(n, ctx.s.supply[seat].get("warrior", 0))
        ctx.s.supply[seat]["warrior"] -= k
        st.burrow += k
        how = Sub(N_("{base} + {bonus} for {citadels} on the map"), base=cfg["recruit"], bonus=dd.mole_bonus(b, cit),
                  citadels=P(cit, "{n} citadel", "{n} citadels"))
        if "foremole" in st.swayed:
            how = Sub(N_("{how} + 1 Foremole"), how=how)
        if k < n:
            how = Sub(N_("{how}; only {k} left in the supply"), how=how, k=k)
        _say(ctx, seat, "Recruit", N_("{warriors} into the Burrow ({how}); the Burrow holds {n}"), "Rootbotics 10.4.3",
             warriors=P(k, "{n} warrior", "{n} warriors"), how=how, n=st.burrow)

    # Daylight --------------------------------------------------------------------------------
    def start_dig(self, ctx, fr):
        seat = fr.seat
        cfg = settings_of(ctx, seat, BOT_ID)
        for _ in range(cfg["digs"]):
            if not self._dig(ctx, seat, cfg["dig_warriors"], cfg["dig_warriors"],
                             "invaders" if cfg["invaders"] else "normal", "Rootbotics 10.5.1"):
                break

    def _dig(self, ctx, seat, need, moves, rule, why_rule) -> bool:
        st = _st(ctx, seat)
        if st.burrow < need:
            _say(ctx, seat, "Dig", N_("the Burrow holds {n} (fewer than {need}): no Dig"), why_rule, n=st.burrow,
                 need=need)
            return False
        suit = suit_of_order(ctx, seat) if rule != "bird" else "bird"
        c = dd.dig_clearing(snapshot(ctx, seat), _bot(ctx), suit, rule)
        if c is None:
            _say(ctx, seat, "Dig", N_("no ordered clearing without a tunnel and a Duchy building"), why_rule)
            return False
        why = {"normal": N_("most empty slots, then fewest enemy warriors"), "bird": N_("most enemy buildings and tokens"),
               "invaders": N_("most enemy buildings, then fewest enemy warriors (Invaders)")}
        tie = why["bird"] if rule == "normal" and suit == "bird" else why[rule]
        moved = 0
        if ctx.s.supply[seat].get("tunnel", 0) <= 0:
            old = dd.relocated_tunnel(snapshot(ctx, seat), tunnels(ctx, seat))
            if old is None:
                return False
            ctx.s.tokens[old].remove([seat, "tunnel"])
            touch(ctx, old)                                 # tokens may count toward rule (Soup Kitchens)
            ctx.s.supply[seat]["tunnel"] += 1
            moved = old
        if not place_token(ctx, seat, c, "tunnel"):
            return True                       # a snare there was removed instead
        k = min(moves, st.burrow)
        st.burrow -= k
        if stopped(ctx, seat, c, "place"):
            st.burrow += k
            k = 0
        ctx.s.warriors[seat][c] += k
        touch(ctx, c)
        _say(ctx, seat, "Dig", N_("a tunnel in clearing {c} (no tunnel in supply: takes the one in {old}, the tunnel "
                                  "clearing with fewest of its warriors) and {k} warriors from the Burrow — an ordered "
                                  "clearing without a tunnel or its building; ties: {tie}") if moved else
             N_("a tunnel in clearing {c} and {k} warriors from the Burrow — an ordered clearing without a tunnel or its "
                "building; ties: {tie}"), why_rule, c=c, old=moved, k=k, tie=Sub(tie))
        return True

    def start_battle(self, ctx, fr):
        fr.todo = dd.battle_clearings(snapshot(ctx, fr.seat), _bot(ctx), suit_of_order(ctx, fr.seat))
        if not fr.todo:
            _say(ctx, fr.seat, "Battle", N_("no ordered clearing holds both its warriors and an enemy piece"),
                 "Rootbotics 10.5.2")

    def more_battle(self, ctx, fr):
        seat = fr.seat
        where = N_("a clearing (Invaders: every clearing)") if fr.sub == "invaders" else N_("an ordered clearing")

        def said(c, d):
            _say(ctx, seat, "Battle", N_("battles {who} in clearing {c} — {where}, highest priority first; {who} has "
                                         "the most buildings there (then pieces, then VP)"),
                 "trait Invaders" if fr.sub == "invaders" else "Rootbotics 10.5.2", who=T(ctx.name(d)), c=c,
                 where=Sub(where))
        return self.battle_queue(ctx, fr, dd.can_battle,
                                 lambda board, c: dd.defender(board, _bot(ctx), c, bots_for(ctx).common.setup_order), said,
                                 before=buy_mercenaries)          # CW2 Services 3

    def start_build(self, ctx, fr):
        if self._build(ctx, fr.seat, "Build") == "no-slot" and settings_of(ctx, fr.seat, BOT_ID)["invaders"]:
            fr.sub = "invaders"
            fr.todo = dd.battle_clearings(snapshot(ctx, fr.seat), _bot(ctx), "", everywhere=True)
            _say(ctx, fr.seat, "Invaders", N_("Build failed for lack of open slots: battles in every clearing instead"),
                 "trait Invaders")

    def more_build(self, ctx, fr):
        return self.more_battle(ctx, fr) if fr.sub == "invaders" else True

    def _build(self, ctx, seat, step) -> str:
        cfg = settings_of(ctx, seat, BOT_ID)
        sup = ctx.s.supply[seat]
        kind = dd.build_kind(cfg, sup.get("warrior", 0))
        left = sup.get("citadel", 0) + sup.get("market", 0)
        c = dd.build_clearing(snapshot(ctx, seat), _bot(ctx)) if sup.get(kind, 0) > 0 else None
        if c is None and sup.get(kind, 0) > 0:                  # CW2 Services 3 (R-AUTO-S6)
            c = mercenaries_to_build(ctx, seat, lambda: dd.build_clearing(snapshot(ctx, seat), _bot(ctx)), kind)
        why_kind = Sub(N_("a citadel: {n} warriors in the supply (9 or more)") if kind == "citadel"
                       else N_("a market: {n} warriors in the supply (fewer than 9)"), n=sup.get("warrior", 0))
        if c is None:
            reason = (Sub(N_("no {piece} left on its track"), piece=piece_term(kind)) if sup.get(kind, 0) <= 0
                      else Sub(N_("no ruled clearing with a free slot")))
            if left > 0:
                _say(ctx, seat, step, N_("{why_kind}, but {reason}: 1 VP instead (buildings are still on its board; "
                                         "R-AUTO-DD3)"), "Rootbotics 10.5.3", why_kind=why_kind, reason=reason)
                add_vp(ctx, seat, 1, Sub(N_("no building placed")))
            else:
                _say(ctx, seat, step, N_("{why_kind}, but every building is on the map"), "Rootbotics 10.5.3",
                     why_kind=why_kind)
            return "no-slot" if sup.get(kind, 0) > 0 else "none-left"
        if place_building(ctx, seat, c, kind):
            _say(ctx, seat, step, N_("{why_kind}; placed in clearing {c}, the ruled clearing with the most of its "
                                     "warriors and a free slot"), "Rootbotics 10.5.3", why_kind=why_kind, c=c)
        return "built"

    def start_ministers(self, ctx, fr):
        st = _st(ctx, fr.seat)
        fr.todo = [m.id for m in _bot(ctx).ministers if m.id in st.swayed]
        if not fr.todo:
            _say(ctx, fr.seat, "Ministers", N_("no minister is swayed"), "Rootbotics 10.5.4")

    def more_ministers(self, ctx, fr):
        seat = fr.seat
        while fr.todo:
            if ctx.s.end_reason:
                return True
            mid = fr.todo.pop(0)
            if mid not in _st(ctx, seat).swayed:
                continue                      # uncrowned meanwhile (Cost of Errors)
            getattr(self, "_m_" + mid.replace("-", "_"))(ctx, seat)
        return True

    def _m_captain(self, ctx, seat):
        _say(ctx, seat, "Captain", N_("an ability (1 extra hit attacking where it has a tunnel); nothing to do now"),
             "Rootbotics 10.5.4 Captain")

    def _m_foremole(self, ctx, seat):
        _say(ctx, seat, "Foremole", N_("an ability (1 more Burrow recruit); nothing to do now"),
             "Rootbotics 10.5.4 Foremole")

    def _m_marshal(self, ctx, seat):
        c = dd.pick(snapshot(ctx, seat), _bot(ctx), "marshal-clearing")
        if c is None or not place_warriors(ctx, seat, c, 1):
            _say(ctx, seat, "Marshal", N_("no clearing with its building to reinforce (or no warrior left)"),
                 "Rootbotics 10.5.4 Marshal")
            return
        _say(ctx, seat, "Marshal", N_("1 warrior in clearing {c}, the clearing with its building and the fewest of its "
                                      "warriors"), "Rootbotics 10.5.4 Marshal", c=c)

    def _m_brigadier(self, ctx, seat):
        cfg = settings_of(ctx, seat, BOT_ID)
        self._dig(ctx, seat, cfg["brigadier_min"], cfg["dig_warriors"], "bird", "Rootbotics 10.5.4 Brigadier")

    def _m_banker(self, ctx, seat):
        self._build(ctx, seat, "Banker")

    def _m_mayor(self, ctx, seat):
        from ..engine import remove_warriors
        c = dd.pick(snapshot(ctx, seat), _bot(ctx), "mayor-clearing")
        if c is None:
            _say(ctx, seat, "Mayor", N_("no ruled clearing with its warriors"), "Rootbotics 10.5.4 Mayor")
            return
        remove_warriors(ctx, seat, c, 1, seat, "mayor")
        _say(ctx, seat, "Mayor", N_("removes 1 of its warriors from clearing {c} (the ruled clearing with the most): "
                                    "1 VP"), "Rootbotics 10.5.4 Mayor", c=c)
        add_vp(ctx, seat, 1, Sub(N_("Mayor")))

    def _score_minister(self, ctx, seat, name, vp, what):
        _say(ctx, seat, name, N_("{vp} VP ({what})"), f"Rootbotics 10.5.4 {name}", vp=vp, what=what)
        if vp:
            add_vp(ctx, seat, vp, T(name))

    def _m_earl_of_stone(self, ctx, seat):
        n = on_map(ctx, seat, "citadel")
        self._score_minister(ctx, seat, "Earl of Stone", n, Sub(N_("{pieces} on the map"),
                                                                pieces=P(n, "{n} citadel", "{n} citadels")))

    def _m_baron_of_dirt(self, ctx, seat):
        n = on_map(ctx, seat, "market")
        self._score_minister(ctx, seat, "Baron of Dirt", n, Sub(N_("{pieces} on the map"),
                                                                pieces=P(n, "{n} market", "{n} markets")))

    def _m_duchess_of_mud(self, ctx, seat):
        n = on_map(ctx, seat, "tunnel")
        vp = settings_of(ctx, seat, BOT_ID)["duchess_vp"] if n >= _bot(ctx).tokens["tunnel"] else 0
        self._score_minister(ctx, seat, "Duchess of Mud", vp, Sub(N_("{n} of 3 tunnels on the map"), n=n))

    # Evening --------------------------------------------------------------------------------
    def start_rally(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        if not st.order:
            return
        cfg = settings_of(ctx, seat, BOT_ID)
        suit = suit_of_order(ctx, seat)
        s = ctx.s
        for c in ctx.m.ids:                                       # in priority order (2.4)
            if suit != "bird" and not has_suit(ctx, c, suit):        # the Lost City: R-LAND-11
                continue
            w = s.warriors[seat][c]
            if not 0 < w <= cfg["rally_max"] or any(b[0] == seat for b in s.buildings[c]):
                continue
            d = dd.rally_destination(snapshot(ctx, seat), _bot(ctx), c)
            if d is not None:
                _say(ctx, seat, "Rally", N_("{warriors} from clearing {c} (no building of its own, {most} or fewer) to "
                                            "{d}, the neighbour with its building and the fewest of its warriors"),
                     "Rootbotics 10.6.1", warriors=P(w, "{n} warrior", "{n} warriors"), c=c, most=cfg["rally_max"], d=d)
                bot_move(ctx, seat, c, d, w)
            elif not stopped(ctx, seat, c, "move-out"):
                s.warriors[seat][c] -= w
                st.burrow += w
                touch(ctx, c)
                _say(ctx, seat, "Rally", N_("{warriors} from clearing {c} to the Burrow (no neighbour with its "
                                            "building)"), "Rootbotics 10.6.1", warriors=P(w, "{n} warrior", "{n} warriors"),
                     c=c)
        for c in ctx.m.ids:
            extra = s.warriors[seat][c] - cfg["rally_keep"]
            if s.ruler[c] == seat and extra > 0 and not stopped(ctx, seat, c, "move-out"):
                s.warriors[seat][c] -= extra
                st.burrow += extra
                touch(ctx, c)
                _say(ctx, seat, "Rally", N_("clearing {c} keeps {keep}; {extra} go to the Burrow ({n})"),
                     "Rootbotics 10.6.1", c=c, keep=cfg["rally_keep"], extra=extra, n=st.burrow)

    def start_score(self, ctx, fr):
        n = on_map(ctx, fr.seat, "market")
        _say(ctx, fr.seat, "Score", N_("{n} VP, 1 per market on the map"), "Rootbotics 10.6.2", n=n)
        if n:
            add_vp(ctx, fr.seat, n, Sub(N_("markets")))

    def start_sway(self, ctx, fr):
        suit = suit_of_order(ctx, fr.seat)
        if suit:
            sway(ctx, fr.seat, suit if suit != "bird" else None,
                 Sub(N_("the topmost uncrowned {suit} minister"), suit=T(suit)) if suit != "bird" else
                 Sub(N_("a bird order: the bottom-most uncrowned minister")))

    def start_discard_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            to_pile(ctx, st.order)
            _say(ctx, fr.seat, "Discard", N_("discards {card}"), "Rootbotics 10.6.4", card=T(ctx.c.cards[st.order].name))
            st.order = ""


__all__ = ["FACTION", "DDState", "DDSetup", "DDPhase", "DDInvestors"]
