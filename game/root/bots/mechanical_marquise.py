"""Mechanical Marquise 2.0 (Law of Rootbotics 4, Director's Cut) as a Root faction.

The automaton's turn is engine rules: each step of its board (data/root/bots/
mechanical-marquise.yaml) is a frame step; its targets come from mm_decisions.py over a
snapshot of the map; random picks use the game's Rng. Before each step the seat is asked a
one-choice decision (`root.automaton.step`), answered by the AutomatonAgent, so a person can
watch the bot step by step and the choice log reads as a transcript. Every step logs what it
did and why, in the bot's own terms.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.i18n import N_, Msg, P, Sub, T

from ..engine import Handler, add_vp, can_place, free_slots, handles, to_pile
from ..flow import RootBattle as Battle
from .moves import bot_move
from . import mm_decisions as mm
from .automaton import (piece_term, AutomatonFaction, BotPhase, BotPhaseHandler, evening_steps, bot_absorb_hits, bots_for, check_bot_seat, configure_bot, lost_warriors, reveal_order, say, settings_of)
from .law import evening_bonus
from .services import buy_mercenaries, craft_or_buy, mercenaries_to_build
from .snapshot import seat_of, snapshot
from .snare import place_building, place_token, place_warriors     # Clockwork 2: snares (§4.5)
from .targeting import priority_order

BOT_ID = "mechanical-marquise"
BUILDINGS = mm.BUILDINGS


@serial.register
@dataclass
class MMState:
    level: str = "expert"
    traits: list = field(default_factory=list)
    edition: str = "dc"
    advanced: bool = False        # seat option "Advanced services" (LCC2 260)
    order: str = ""                  # the current order card (Rootbotics 2.7)
    built: bool = False              # placed a building this turn (4.6.1)
    expands: int = 0                 # Expands done this turn (4.6.1; Iron Will: 2)
    keep_gone: bool = False          # 4.2.1: a removed keep leaves the game
    moved: list = field(default_factory=list)   # [clearing, warriors] that moved this Move step
    dests: list = field(default_factory=list)   # Escalated Move destinations (4.7.4)


def _bot(ctx):
    return bots_for(ctx).bot(BOT_ID)


def _st(ctx, seat) -> MMState:
    return ctx.s.fstate[seat]


def keep_clearing(ctx, seat) -> int:
    for c in ctx.m.ids:
        if any(t[0] == seat and t[1] == "keep" for t in ctx.s.tokens[c]):
            return c
    return 0


def on_map(ctx, seat) -> dict:
    return {k: sum(1 for c in ctx.m.ids for b in ctx.s.buildings[c] if b[0] == seat and b[1] == k)
            for k in BUILDINGS}


def suit_of_order(ctx, seat) -> str:
    return ctx.c.cards[_st(ctx, seat).order].suit


class MechanicalMarquise(AutomatonFaction):
    id = BOT_ID
    name = "Mechanical Marquise 2.0"
    setup_order = 1                  # setup letter A (Rootbotics 3, Law 5.1.7)
    automaton = True
    replaces = "marquise"

    # --- pieces ------------------------------------------------------------------------------
    def start_clearing(self, ctx, seat):
        # Law 7.3.2 / 6.3.2: the keep's corner is the starting clearing (a human Eyrie starts opposite).
        return keep_clearing(ctx, seat)

    def pieces(self, content):
        b = bots_for(content).bot(BOT_ID)
        out = {"warrior": b.warriors}
        out.update(b.tokens)
        out.update(b.buildings)
        return out

    def building_kinds(self):
        return BUILDINGS

    def token_kinds(self):
        return ("keep",)

    def piece_returns(self, ctx, seat, kind):
        return kind != "keep"        # 4.2.1 / R-AUTO-M15

    def pieces_elsewhere(self, ctx, seat):
        return {"keep": 1} if _st(ctx, seat).keep_gone else {}

    def cards_held(self, ctx, seat):
        o = _st(ctx, seat).order
        return [o] if o else []

    def on_piece_removed(self, ctx, owner, c, kind, by):
        if kind == "keep":
            _st(ctx, owner).keep_gone = True
            say(ctx, owner, N_("the keep is gone for good; others may place in clearing {c}"), "Rootbotics 4.2.1",
                event="root.bot.keep", c=c)

    def blocks_placement(self, ctx, me, placer, c):
        # Rootbotics 4.2.1: only the Mechanical Marquise places pieces in the keep's clearing.
        return any(t[0] == me and t[1] == "keep" for t in ctx.s.tokens[c])

    # --- seat settings -----------------------------------------------------------------------
    def check_seat(self, content, seat_setup):
        check_bot_seat(self, bots_for(content).bot(BOT_ID), seat_setup)

    def new_fstate(self, ctx, seat):
        return MMState()

    def configure(self, ctx, seat, seat_setup):
        st = _st(ctx, seat)
        configure_bot(st, seat_setup)

    # --- turn ----------------------------------------------------------------------------------
    def setup(self, ctx, seat):
        ctx.push(MMSetup(seat))

    def birdsong(self, ctx, seat):
        st = _st(ctx, seat)
        st.built, st.expands = False, 0
        ctx.push(MMPhase(seat, "birdsong", [x.id for x in _bot(ctx).turn["birdsong"]]))

    def daylight(self, ctx, seat):
        ctx.push(MMPhase(seat, "daylight", daylight_steps(ctx, seat)))

    def evening(self, ctx, seat):
        ctx.push(MMPhase(seat, "evening", evening_steps(_bot(ctx), _st(ctx, seat))))

    # --- battle: Rootbotics 1.2.1 hit order, Fortified, Hospitals ---------------------------------
    def absorb_hits(self, ctx, seat, c, n, by, hits):
        # Rootbotics 1.2.1 (R-AUTO-G7); Fortified: a building needs two hits (R-AUTO-M18).
        return bot_absorb_hits(ctx, seat, c, n, by, hits, settings_of(ctx, seat, BOT_ID)["building_hits"])

    def on_battle_end(self, ctx, seat, battle):
        st = _st(ctx, seat)
        cfg = settings_of(ctx, seat, BOT_ID)
        lost = lost_warriors(battle, seat)
        if battle.defender != seat or "hospitals" not in st.traits or lost < cfg["hospital_min_lost"]:
            return
        keep = keep_clearing(ctx, seat)
        if keep:                                            # R-AUTO-M19
            k = place_warriors(ctx, seat, keep, cfg["hospital_warriors"])
            say(ctx, seat, N_("lost {lost} warriors defending; {warriors} return in the keep clearing {keep}"),
                "trait Hospitals", at="Hospitals", event="root.bot.hospitals", lost=lost,
                warriors=P(k, "{n} warrior", "{n} warriors"), keep=keep)

    # --- view, checks --------------------------------------------------------------------------
    def view(self, ctx, seat, viewer):
        st, b = _st(ctx, seat), _bot(ctx)
        sup = ctx.s.supply[seat]
        return {"automaton": BOT_ID, "difficulty": st.level, "traits": list(st.traits), "order": st.order,
                "keep": keep_clearing(ctx, seat), "keep_gone": st.keep_gone,
                "tracks": {k: mm.track_value(b, k, sup.get(k, 0)) for k in BUILDINGS},
                "built": st.built, "expands": st.expands}

    def check(self, ctx, seat):
        out = []
        k = sum(1 for c in ctx.m.ids for t in ctx.s.tokens[c] if t[0] == seat and t[1] == "keep")
        placed = k + _st(ctx, seat).keep_gone      # hirelings may set up before it (Law A.6.3)
        if placed > 1 or (placed != 1 and ctx.s.phase != "setup"):
            out.append("the Mechanical Marquise keep is not exactly in one place")
        if ctx.s.hands[seat]:
            out.append("the Mechanical Marquise holds a hand of cards")
        return out


FACTION = MechanicalMarquise()


def daylight_steps(ctx, seat) -> list[str]:
    st = _st(ctx, seat)
    if not st.order:
        return []
    b = _bot(ctx)
    if b.orders[suit_of_order(ctx, seat)].daylight == "escalated":
        steps = [s.id for s in b.turn["escalated_daylight"]]
    else:
        steps = [s.id for s in b.turn["daylight"]]
    if "blitz" in st.traits:
        steps.append("blitz")
    return steps


# --- setup (Rootbotics 4.3) ----------------------------------------------------------------------

@serial.register
@dataclass
class MMSetup:
    seat: int


@handles(MMSetup)
class MMSetupH(Handler):
    def step(self, ctx, fr):
        s, m, seat = ctx.s, ctx.m, fr.seat
        ctx.pop(fr)
        corners = [c for c in m.corners if can_place(ctx, seat, c)]
        keep = s.rng.choice(sorted(corners))                         # 4.3.2: a random corner
        place_token(ctx, seat, keep, "keep")
        cfg = settings_of(ctx, seat, BOT_ID)
        opp = m.opposite[keep]
        for c in m.ids:                                              # 4.3.3
            if c != opp and can_place(ctx, seat, c):
                place_warriors(ctx, seat, c, cfg["garrison"] + (cfg["keep_extra"] if c == keep else 0))
        spots = sorted(c for c in m.adj[keep] if free_slots(ctx, c) > 0 and can_place(ctx, seat, c))
        s.rng.shuffle(spots)                                         # 4.3.4, R-AUTO-M1
        kinds = list(BUILDINGS)
        s.rng.shuffle(kinds)
        placed = []
        for c, kind in zip(spots, kinds):
            place_building(ctx, seat, c, kind)
            placed.append(Sub(N_("{piece} in {c}"), piece=piece_term(kind), c=c))
        say(ctx, seat, N_("keep in corner {keep} (drawn at random); a warrior in every clearing but {opp}, two in "
                          "{keep}; starting buildings at random next to the keep: {placed}"), "Rootbotics 4.3",
            event="root.setup", keep=keep, opp=opp, placed=placed or Sub(N_("none")))


# --- the turn's steps ----------------------------------------------------------------------------

@serial.register
@dataclass
class MMPhase(BotPhase):
    """The MM bot's phase frame (fields: automaton.BotPhase)."""


STEP_TEXT = {"boss-bonus": N_("Boss Mode bonus"), "blitz": N_("Blitz (trait)")}


def step_label(ctx, fr) -> str:
    b = _bot(ctx)
    sid = fr.steps[fr.idx]
    for steps in b.turn.values():
        for s in steps:
            if s.id == sid:
                return s.text
    return STEP_TEXT.get(sid, sid)


def _say(ctx, seat, step, template, rule, **args):
    """A step line with the order card's suit (bots/automaton.py `say`)."""
    say(ctx, seat, template, rule, at=step, order=suit_of_order(ctx, seat) if _st(ctx, seat).order else None, **args)


@handles(MMPhase)
class MMPhaseH(BotPhaseHandler):
    rule = "Rootbotics 4"

    def label(self, ctx, fr):
        return step_label(ctx, fr)

    # Birdsong ------------------------------------------------------------------------------
    def start_reveal_order(self, ctx, fr):
        card = reveal_order(ctx, fr.seat)
        _st(ctx, fr.seat).order = card or ""
        if not card:
            _say(ctx, fr.seat, "Reveal", N_("no card left to reveal; the order steps do nothing (R-AUTO-G14)"),
                 "Rootbotics 4.4.1")

    def start_craft_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            craft_or_buy(ctx, fr.seat, st, "Rootbotics 4.4.2")          # + Hand Card service (CW2 Services 2)

    # Daylight (4.5) and Escalated Daylight (4.7) --------------------------------------------
    def start_battle(self, ctx, fr):
        fr.todo = mm.ordered_battles(snapshot(ctx, fr.seat), _bot(ctx), suit_of_order(ctx, fr.seat))
        if not fr.todo:
            text = (N_("no clearing holds both its warriors and an enemy piece") if suit_of_order(ctx, fr.seat) == "bird"
                    else N_("no ordered clearing holds both its warriors and an enemy piece"))
            _say(ctx, fr.seat, "Battle", text, "Rootbotics 4.5.1")

    start_battle_all = start_battle

    def more_battle(self, ctx, fr):
        seat = fr.seat
        while fr.todo:
            c = fr.todo.pop(0)
            board = snapshot(ctx, seat)
            if not mm.can_battle(board, c):
                continue
            d = seat_of(mm.defender(board, _bot(ctx), c, bots_for(ctx).common.setup_order))
            why = {"dest": N_("a destination of the Escalated Move"), "blitz": N_("the Blitz destination")}.get(
                fr.sub, N_("a clearing") if suit_of_order(ctx, seat) == "bird" else N_("an ordered clearing"))
            _say(ctx, seat, "Battle", N_("battles {who} in clearing {c} — {why} with its warriors, highest priority "
                                         "first; {who} has the most pieces there (then VP, then setup order)"),
                 "Rootbotics 4.7.4" if fr.sub == "dest" else "Rootbotics 4.5.1", who=T(ctx.name(d)), c=c, why=Sub(why))
            buy_mercenaries(ctx, seat, c, d)                 # CW2 Services 3
            ctx.push(Battle(seat, clearing=c, defender=d, stage="ambush"))
            ctx.log("root.battle", Msg("{name} battles {other} in clearing {c}", name=T(ctx.name(seat)),
                                       other=T(ctx.name(d)), c=c), seat, rule="Law 4.3", clearing=c, defender=d)
            return False
        return True

    more_battle_all = more_battle

    def start_recruit(self, ctx, fr):
        self._recruit(ctx, fr, "Rootbotics 4.5.2")

    def start_recruit_lowest(self, ctx, fr):
        self._recruit(ctx, fr, "Rootbotics 4.7.2")

    def _recruit(self, ctx, fr, rule):
        seat = fr.seat
        suit = suit_of_order(ctx, seat)
        n = settings_of(ctx, seat, BOT_ID)["recruit"]
        placed, unplaced, vp = mm.recruit_plan(snapshot(ctx, seat), _bot(ctx), suit, n,
                                               ctx.s.supply[seat].get("warrior", 0))
        for c in sorted(placed):
            place_warriors(ctx, seat, c, placed[c])
        where = [Sub(N_("{n} in {c}"), n=placed[c], c=c) for c in sorted(placed)] or Sub(N_("none"))
        target = (N_("the two ruled clearings of lowest priority") if suit == "bird"
                  else N_("the ruled ordered clearings"))
        if unplaced:
            _say(ctx, seat, "Recruit", N_("places {where} — {n} warriors spread evenly over {target}, highest "
                                          "priority first; {unplaced} could not be placed: {vp} VP"), rule,
                 where=where, n=n, target=Sub(target), unplaced=unplaced, vp=vp)
        else:
            _say(ctx, seat, "Recruit", N_("places {where} — {n} warriors spread evenly over {target}, highest "
                                          "priority first"), rule, where=where, n=n, target=Sub(target))
        if vp:
            add_vp(ctx, seat, vp, Sub(N_("unplaced warriors")))

    def start_build(self, ctx, fr):
        self._build(ctx, fr, "Rootbotics 4.5.3")

    def start_build_most_placed(self, ctx, fr):
        self._build(ctx, fr, "Rootbotics 4.7.3")

    def _build(self, ctx, fr, rule):
        seat = fr.seat
        suit = suit_of_order(ctx, seat)
        kind = mm.build_type(_bot(ctx), suit, on_map(ctx, seat))
        c = mm.build_target(snapshot(ctx, seat), _bot(ctx), kind, ctx.s.supply[seat].get(kind, 0))
        if c is None and ctx.s.supply[seat].get(kind, 0) > 0:  # CW2 Services 3 (R-AUTO-S6)
            c = mercenaries_to_build(ctx, seat, lambda: mm.build_target(snapshot(ctx, seat), _bot(ctx), kind,
                                                                        ctx.s.supply[seat].get(kind, 0)), kind)
        why_kind = (Sub(N_("the type most on the map")) if suit == "bird"
                    else Sub(N_("the {suit} order's building"), suit=T(suit)))
        if c is None:
            reason = N_("its track is empty") if ctx.s.supply[seat].get(kind, 0) <= 0 else \
                N_("no ruled clearing has a free slot")
            _say(ctx, seat, "Build", N_("no {piece} ({why_kind}): {reason}"), rule, piece=piece_term(kind), why_kind=why_kind,
                 reason=Sub(reason))
            return
        if not place_building(ctx, seat, c, kind):
            return                   # a snare there was removed instead (bots/snare.py)
        _st(ctx, seat).built = True
        _say(ctx, seat, "Build", N_("places a {piece} ({why_kind}) in clearing {c} — the ruled clearing with the most "
                                    "of its warriors and a free slot, highest priority on ties"), rule,
             piece=piece_term(kind), why_kind=why_kind, c=c)

    def start_move(self, ctx, fr):
        st = _st(ctx, fr.seat)
        st.moved, st.dests = [], []
        fr.todo = mm.move_origins(snapshot(ctx, fr.seat), _bot(ctx), suit_of_order(ctx, fr.seat))

    start_move_all_and_battle = start_move

    def more_move(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        if fr.sub == "dest":
            return self.more_battle(ctx, fr)
        leave = settings_of(ctx, seat, BOT_ID)["move_leave"]
        while fr.todo:
            o = fr.todo.pop(0)
            moved_here = sum(n for c, n in st.moved if c == o)
            unmoved = ctx.s.warriors[seat][o] - moved_here
            got = mm.move_from(snapshot(ctx, seat), _bot(ctx), o, unmoved, leave)
            if got is None:
                continue
            d, k = got
            _say(ctx, seat, "Move", N_("moves {k} from clearing {o} to {d} — all but {leave} of its warriors "
                                       "(each moves once), to the neighbour with the most enemy pieces it may enter"),
                 "Rootbotics 4.5.4", k=k, o=o, d=d, leave=leave)
            if bot_move(ctx, seat, o, d, k):          # False: a snare in o was removed instead
                st.moved.append([d, k])
                if d not in st.dests:
                    st.dests.append(d)
            return False                     # let frames pushed by the move (reactions) run first
        if fr.steps[fr.idx] == "move-all-and-battle" and not fr.sub:
            fr.sub = "dest"                  # 4.7.4: then battle in each destination (R-AUTO-M12)
            fr.todo = priority_order(st.dests, ctx.s.tower or None)   # 2.1; the Pass first (mountain-pass)
            return self.more_battle(ctx, fr)
        return True

    more_move_all_and_battle = more_move

    def start_blitz(self, ctx, fr):
        seat = fr.seat
        leave = settings_of(ctx, seat, BOT_ID)["blitz_leave"]
        got = mm.blitz(snapshot(ctx, seat), _bot(ctx), leave)
        if got is None:
            _say(ctx, seat, "Blitz", N_("no ruled clearing without enemies can send warriors out"), "trait Blitz")
            return
        o, d, k = got
        _say(ctx, seat, "Blitz", N_("moves {k} from clearing {o} (the highest-priority ruled clearing without enemy "
                                    "pieces) to {d}, the neighbour with the most enemy pieces, then battles there"),
             "trait Blitz", k=k, o=o, d=d)
        if bot_move(ctx, seat, o, d, k):              # False: a snare in o was removed instead
            fr.todo, fr.sub = [d], "blitz"

    def more_blitz(self, ctx, fr):
        return self.more_battle(ctx, fr)

    # Evening (4.6) ---------------------------------------------------------------------------
    def start_expand(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        if not st.order:
            return
        cfg = settings_of(ctx, seat, BOT_ID)
        track, vp = mm.score_value(_bot(ctx), suit_of_order(ctx, seat), ctx.s.supply[seat])
        if not mm.should_expand(st.built, st.expands, vp, cfg):
            why = (Sub(N_("it placed a building this turn")) if st.built else
                   Sub(N_("Score would give {vp} VP"), vp=vp) if vp >= cfg["expand_below"] else
                   Sub(N_("it already expanded this turn")))
            _say(ctx, seat, "Expand", N_("no — {why}"), "Rootbotics 4.6.1", why=why)
            return
        old = st.order
        to_pile(ctx, old)
        st.order = ""
        card = reveal_order(ctx, seat)
        st.order = card or ""
        st.expands += 1
        _say(ctx, seat, "Expand", N_("no building this turn and Score would give {vp} VP (< {below}): discards "
                                     "{old}, reveals {new} (not crafted) and plays Daylight again"), "Rootbotics 4.6.1",
             vp=vp, below=cfg["expand_below"], old=T(ctx.c.cards[old].name),
             new=T(ctx.c.cards[card].name) if card else Sub(N_("nothing")))
        if card:
            fr.idx -= 1                      # check Expand again after the new Daylight
            ctx.push(MMPhase(seat, "daylight", daylight_steps(ctx, seat)))

    def start_score(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        if not st.order:
            return
        track, vp = mm.score_value(_bot(ctx), suit_of_order(ctx, seat), ctx.s.supply[seat])
        why = N_("the best track on a bird order") if suit_of_order(ctx, seat) == "bird" else N_("the ordered building's track")
        _say(ctx, seat, "Score", N_("{vp} VP from the {piece} track ({why})"), "Rootbotics 4.6.2", vp=vp, piece=T(track),
             why=Sub(why))
        add_vp(ctx, seat, vp, Sub(N_("{piece} track"), piece=T(track)))

    def start_discard_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            to_pile(ctx, st.order)
            _say(ctx, fr.seat, "Discard", N_("discards {card}"), "Rootbotics 4.6.3", card=T(ctx.c.cards[st.order].name))
            st.order = ""

    def start_boss_bonus(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        rule = _bot(ctx).evening_vp_rule(st.level, st.edition)
        humans = sum(1 for i in range(ctx.s.n) if not ctx.fac(i).automaton)
        vp = evening_bonus(rule, humans)
        if vp:
            say(ctx, seat, N_("{vp} VP (1 per two human players, rounded up)"), "Rootbotics difficulty", at="Boss Mode",
                vp=vp)
            add_vp(ctx, seat, vp, Sub(N_("Boss Mode")))


__all__ = ["FACTION", "MMState", "MMSetup", "MMPhase"]
