"""Logical Lizards (Clockwork Expansion 2, Law of Rootbotics §8) as a Root faction.

Same shape as the Clockwork 1 automata (docs/root-automata.md): each step of its board
(data/root/bots/logical-lizards.yaml) is a frame step asked as a one-choice
`root.automaton.step` decision; targets come from ll_decisions.py over a map snapshot; random
picks use the game's Rng; every step logs what it did and why. Facts: root-clockwork2-facts.md
§2 (shared bot rules), §3.1 (this bot), §4.1 (difficulty), §5.1 (traits), §12 (stand-ins).

Lost Souls is a list with the top card first (index 0).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.i18n import N_, Msg, P, Sub, T

from ..engine import Handler, add_vp, can_place, free_slots, handles
from ..factions.eyrie import start_corners
from ..flow import RootBattle as Battle
from . import ll_decisions as ll
from .automaton import (piece_term, card_ref, say, AutomatonFaction, BotPhase, BotPhaseHandler, bot_absorb_hits, bots_for, check_bot_seat, configure_bot,
                        craft_order, evening_steps, name_of, settings_of)
from .advanced_services import lizards_fill_lost_souls
from .services import buy_hand_card
from .snapshot import seat_of, snapshot
from .snare import place_building, place_warriors

BOT_ID = "logical-lizards"
SUITS = ll.SUITS
SCORING = ("ordered", "best")          # seat option `lizard_scoring` (R-AUTO-L2)
REVENGE = ("outside-turn", "always")   # seat option `lizard_revenge` (R-AUTO-L3)
STEP_TEXT = {"erratic": N_("Erratic (trait)"), "boss-bonus": N_("Nightmare bonus")}


def garden(suit: str) -> str:
    return f"garden-{suit}"


@serial.register
@dataclass
class LLState:
    level: str = "expert"
    traits: list = field(default_factory=list)
    edition: str = "dc"
    advanced: bool = False        # seat option "Advanced services" (LCC2 260)
    scoring: str = "ordered"         # R-AUTO-L2
    revenge: str = "outside-turn"    # R-AUTO-L3
    order: str = ""                  # the latest order suit (8.4.1)
    marker: int = 4                  # index on the Conspiracy track (8.3.3: Sanctify)
    acolytes: int = 0                # warriors in the Acolytes box
    lost_souls: list = field(default_factory=list)   # public pile, top first
    revealed: list = field(default_factory=list)     # non-bird cards revealed this Daylight, in order
    fails: int = 0                   # consecutive conspiracy spaces that could not be performed
    crusade_battles: int = 0         # battles fought in the current Crusade
    crusade_tokens: bool = False     # the current Crusade removed a token (Spiteful)
    crusading: bool = False
    fanatic: int = 0                 # clearing of the Fanatics battle under way (0 = none)
    start: int = 0                   # starting corner


def _bot(ctx):
    return bots_for(ctx).bot(BOT_ID)


def _st(ctx, seat) -> LLState:
    return ctx.s.fstate[seat]


def gardens_on_map(ctx, seat) -> dict:
    per = _bot(ctx).buildings
    return {x: per[garden(x)] - ctx.s.supply[seat].get(garden(x), 0) for x in SUITS}


def to_discard_pile(ctx, card) -> None:
    """The discard pile itself (never Lost Souls again): dominance cards become available
    (Law 3.3.3), like the human Cult's Lost Souls (Law 10.4.2)."""
    if ctx.c.cards[card].kind == "dominance":
        ctx.s.available_dominance.append(card)
    else:
        ctx.s.discard.append(card)


def flip_top(ctx) -> str | None:
    """The top card of the deck; an empty deck is refilled from the shuffled discard pile
    (Law 2.1.2). None if both are empty."""
    s = ctx.s
    if not s.deck:
        if not s.discard:
            return None
        s.deck, s.discard = s.discard, []
        s.rng.shuffle(s.deck)
        ctx.log("root.reshuffle", Msg(N_("The discard pile is shuffled into a new deck.")), rule="Law 2.1.2",
                reveals=True)
    return s.deck.pop()


def _cname(ctx, card) -> dict:
    return card_ref(ctx, card)


class LogicalLizards(AutomatonFaction):
    id = BOT_ID
    name = "Logical Lizards"
    setup_order = 5                  # setup letter F (CW2 facts §2), as the Lizard Cult
    automaton = True
    replaces = "lizards"

    # --- pieces ------------------------------------------------------------------------------
    def pieces(self, content):
        b = bots_for(content).bot(BOT_ID)
        out = {"warrior": b.warriors}
        out.update(b.buildings)
        return out

    def building_kinds(self):
        return tuple(garden(x) for x in SUITS)

    def new_fstate(self, ctx, seat):
        return LLState()

    def pieces_elsewhere(self, ctx, seat):
        return {"warrior": _st(ctx, seat).acolytes}

    def cards_held(self, ctx, seat):
        st = _st(ctx, seat)
        return list(st.lost_souls) + list(st.revealed)

    def start_clearing(self, ctx, seat):
        return _st(ctx, seat).start

    # Pilgrims (CW2 facts §3.1 ability 1): rules every clearing with one of its gardens.
    def rule_bonus(self, ctx, seat, c):
        return 1000 if any(b[0] == seat and b[1].startswith("garden-") for b in ctx.s.buildings[c]) else 0

    # Lost Souls (ability 4): every card spent or discarded goes on top of Lost Souls.
    def catch_discard(self, ctx, me, card):
        _st(ctx, me).lost_souls.insert(0, card)
        return True

    # Robot Revenge (ability 2; R-AUTO-L3): one removed warrior goes to Acolytes.
    def on_warriors_removed(self, ctx, me, owner, c, n, by, cause):
        st = _st(ctx, me)
        if owner != me or n <= 0 or (st.revenge == "outside-turn" and ctx.s.turn_seat == me):
            return
        ctx.s.supply[me]["warrior"] -= 1
        st.acolytes += 1
        say(ctx, me, N_("1 of the {warriors} removed in clearing {c} goes to the Acolytes box ({n} now)"),
            "CW2 Lizards: Robot Revenge", at="Robot Revenge", event="root.bot.revenge",
            warriors=P(n, "{n} warrior", "{n} warriors"), c=c, n=st.acolytes)

    # Gardens (ability 3): a removed garden sends the top Lost Souls card to the discard pile.
    def on_piece_removed(self, ctx, owner, c, kind, by):
        st = _st(ctx, owner)
        if not kind.startswith("garden-") or not st.lost_souls:
            return
        card = st.lost_souls.pop(0)
        to_discard_pile(ctx, card)
        say(ctx, owner, N_("its garden in clearing {c} is removed; the top Lost Souls card, {card}, goes to the "
                           "discard pile"), "CW2 Lizards: Gardens", event="root.bot.gardens", c=c,
            card=_cname(ctx, card))

    # --- seat settings -----------------------------------------------------------------------
    def check_seat(self, content, seat_setup):
        from game.core.decision import SetupError
        check_bot_seat(self, bots_for(content).bot(BOT_ID), seat_setup)
        for key, allowed in (("lizard_scoring", SCORING), ("lizard_revenge", REVENGE)):
            if seat_setup.get(key, allowed[0]) not in allowed:
                raise SetupError(Msg("{faction}: {key} must be one of {known}", faction=T(self.name), key=key,
                                     known=", ".join(allowed)))

    def configure(self, ctx, seat, seat_setup):
        st = _st(ctx, seat)
        configure_bot(st, seat_setup)
        st.scoring = seat_setup.get("lizard_scoring", SCORING[0])
        st.revenge = seat_setup.get("lizard_revenge", REVENGE[0])

    # --- turn ----------------------------------------------------------------------------------
    def setup(self, ctx, seat):
        ctx.push(LLSetup(seat))

    def birdsong(self, ctx, seat):
        st = _st(ctx, seat)
        st.fails, st.crusade_battles, st.crusading, st.fanatic = 0, 0, False, 0
        ctx.push(LLPhase(seat, "birdsong", [x.id for x in _bot(ctx).turn["birdsong"]]))

    def daylight(self, ctx, seat):
        ctx.push(LLPhase(seat, "daylight", [x.id for x in _bot(ctx).turn["daylight"]]))

    def evening(self, ctx, seat):
        st = _st(ctx, seat)
        extra = ["erratic"] if settings_of(ctx, seat, BOT_ID)["erratic_cards"] else []
        ctx.push(LLPhase(seat, "evening", evening_steps(_bot(ctx), st, extra)))

    # --- battle ----------------------------------------------------------------------------------
    def absorb_hits(self, ctx, seat, c, n, by, hits):
        return bot_absorb_hits(ctx, seat, c, n, by, hits)       # CW2 facts §2 Taking hits

    def extra_hits(self, ctx, seat, battle):
        st = _st(ctx, seat)
        if battle.attacker == seat and st.fanatic and battle.clearing == st.fanatic:
            return settings_of(ctx, seat, BOT_ID)["fanatics_extra_hit"]       # trait Fanatics
        return 0

    def on_battle_end(self, ctx, seat, battle):
        st = _st(ctx, seat)
        if battle.attacker != seat:
            return
        if st.fanatic == battle.clearing:
            st.fanatic = 0
        if st.crusading:
            for owner, kind, n in battle.removed:
                if owner != seat and n and kind in ctx.fac(owner).token_kinds():
                    st.crusade_tokens = True

    # --- view, checks --------------------------------------------------------------------------
    def view(self, ctx, seat, viewer):
        st, b = _st(ctx, seat), _bot(ctx)
        on_map = gardens_on_map(ctx, seat)
        return {"automaton": BOT_ID, "difficulty": st.level, "traits": list(st.traits), "order": "",
                "order_suit": st.order, "marker": st.marker, "conspiracy_track": list(b.conspiracy_track),
                "acolytes": st.acolytes, "lost_souls": list(st.lost_souls), "revealed": list(st.revealed),
                "scoring": st.scoring, "revenge": st.revenge,
                "garden_tracks": {x: ctx.s.supply[seat].get(garden(x), 0) for x in SUITS},
                "score_values": {t.id: ll.track_value(t.values, on_map[t.id]) for t in b.tracks},
                "standins": dict(b.standins)}

    def check(self, ctx, seat):
        st = _st(ctx, seat)
        out = []
        if st.acolytes < 0:
            out.append(f"{st.acolytes} acolytes")
        if not 0 <= st.marker < len(_bot(ctx).conspiracy_track):
            out.append(f"Conspiracy marker off the track ({st.marker})")
        if ctx.s.hands[seat]:
            out.append("the Logical Lizards hold a hand of cards")
        if st.revealed and ctx.s.turn_seat != seat:
            out.append("revealed Lost Souls outside the Lizards' turn")
        return out


FACTION = LogicalLizards()


# --- setup (8.3) ---------------------------------------------------------------------------------

@serial.register
@dataclass
class LLSetup:
    seat: int


@handles(LLSetup)
class LLSetupH(Handler):
    def step(self, ctx, fr):
        s, m, seat = ctx.s, ctx.m, fr.seat
        ctx.pop(fr)
        st, cfg = _st(ctx, seat), settings_of(ctx, seat, BOT_ID)
        corners = start_corners(ctx, seat)           # CW2 facts §2 Starting corners (R-AUTO-L5)
        if not corners:
            corners = sorted(c for c in m.corners if can_place(ctx, seat, c))
        corner = corners[0] if len(corners) == 1 else s.rng.choice(corners)
        st.start = corner
        place_warriors(ctx, seat, corner, cfg["start_warriors"])
        suit = s.suits[corner]
        if suit in SUITS and free_slots(ctx, corner) > 0:
            place_building(ctx, seat, corner, garden(suit))
        for c in sorted(m.adj[corner]):
            if can_place(ctx, seat, c):
                place_warriors(ctx, seat, c, cfg["adjacent_warriors"])
        st.marker = len(_bot(ctx).conspiracy_track) - 1     # 8.3.3: on Sanctify
        drawn = []
        for _ in range(cfg["start_lost_souls"]):
            card = flip_top(ctx)
            if card:
                drawn.append(card)
        st.lost_souls = drawn + st.lost_souls        # the first drawn on top (R-AUTO-L6)
        why = N_("diagonally opposite another player's corner") if any(
            m.opposite.get(corner) == ctx.fac(i).start_clearing(ctx, i) for i in range(s.n) if i != seat) \
            else N_("a free corner")
        say(ctx, seat, N_("starts in corner {corner} ({why}, drawn at random among {among}): {n} warriors and a "
                          "{suit} garden; {k} warrior in each adjacent clearing; marker on Sanctify; Lost Souls: "
                          "{cards}"), "Rootbotics 8.3", event="root.setup", reveals=True, corner=corner, why=Sub(why),
            among=list(corners), n=cfg["start_warriors"], suit=T(suit), k=cfg["adjacent_warriors"],
            cards=[_cname(ctx, x) for x in drawn] or Sub(N_("none")))


# --- the turn's steps ----------------------------------------------------------------------------

@serial.register
@dataclass
class LLPhase(BotPhase):
    """The Logical Lizards' phase frame (fields: automaton.BotPhase)."""


def _say(ctx, seat, step, template, rule, **args):
    """A step line with the order (bots/automaton.py `say`)."""
    say(ctx, seat, template, rule, at=step, order=_st(ctx, seat).order or None, **args)


def _spend_acolyte(ctx, seat, what):
    st = _st(ctx, seat)
    st.acolytes -= 1
    ctx.s.supply[seat]["warrior"] += 1
    st.fails = 0
    _say(ctx, seat, "Conspiracies", N_("{what} was performed: spends 1 acolyte ({n} left)"), "Rootbotics 8.4.2",
         what=T(what), n=st.acolytes)


@handles(LLPhase)
class LLPhaseH(BotPhaseHandler):
    rule = "Rootbotics 8"
    bot_id = BOT_ID
    extra_text = STEP_TEXT

    # Birdsong ------------------------------------------------------------------------------
    def start_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        suits = [ctx.c.cards[x].suit for x in st.lost_souls]
        st.order = ll.order_suit(suits)
        counts = [Sub(N_("{n} {suit}"), n=suits.count(x), suit=T(x)) for x in ll.ORDER_SUITS]
        top = max((suits.count(x) for x in ll.ORDER_SUITS), default=0)
        tied = top == 0 or sum(1 for x in ll.ORDER_SUITS if suits.count(x) == top) > 1
        why = N_("a tie for most (or no card): bird") if tied else N_("the most common suit")
        _say(ctx, fr.seat, "Order", N_("Lost Souls hold {counts} — {why}"), "Rootbotics 8.4.1", counts=counts,
             why=Sub(why))

    def start_conspiracies(self, ctx, fr):
        st = _st(ctx, fr.seat)
        st.fails = 0
        if st.acolytes <= 0:
            _say(ctx, fr.seat, "Conspiracies", N_("no acolytes: nothing to do"), "Rootbotics 8.4.2")

    def more_conspiracies(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        cfg = settings_of(ctx, seat, BOT_ID)
        track = _bot(ctx).conspiracy_track
        order = bots_for(ctx).common.setup_order
        while True:
            if fr.sub == "crusade":
                while fr.todo:
                    c = fr.todo.pop(0)
                    board = snapshot(ctx, seat)
                    if not ll.can_crusade(board, c, cfg["crusade_min_warriors"]):
                        continue
                    d = seat_of(ll.defender(board, _bot(ctx), "crusade-defender", c, order))
                    st.crusade_battles += 1
                    _say(ctx, seat, "Crusade", N_("battles {who} in clearing {c} — an ordered clearing with {n}+ of "
                                                  "its warriors; {who} has the most VP there (then setup order)"),
                         "Rootbotics 8.4.2", who=T(ctx.name(d)), c=c, n=cfg["crusade_min_warriors"])
                    ctx.push(Battle(seat, clearing=c, defender=d, stage="ambush"))
                    return False
                fr.sub = ""
                st.crusading = False
                if st.crusade_battles:
                    _spend_acolyte(ctx, seat, "Crusade")
                    if cfg["spiteful_vp"] and st.crusade_tokens:
                        _say(ctx, seat, "Spiteful", N_("this Crusade removed a token: 1 VP"), "trait Spiteful")
                        add_vp(ctx, seat, cfg["spiteful_vp"], Sub(N_("Spiteful")))
                else:
                    self._fail(ctx, seat, "Crusade", Sub(N_("no battle was possible after all")))
                continue
            if ctx.s.end_reason:
                return True
            if st.acolytes <= 0:
                return True
            if st.fails >= cfg["failed_spaces_stop"]:
                _say(ctx, seat, "Conspiracies", N_("{n} spaces in a row could not be performed: stops"),
                     "Rootbotics 8.4.2 (R-AUTO-L7)", n=st.fails)
                return True
            st.marker = ll.next_space(st.marker, track)
            kind = track[st.marker]
            if kind == "crusade":
                todo = ll.crusade_clearings(snapshot(ctx, seat), _bot(ctx), st.order, cfg["crusade_min_warriors"])
                if not todo:
                    self._fail(ctx, seat, "Crusade", Sub(N_("no ordered clearing holds {n}+ of its warriors and an "
                                                            "enemy piece"), n=cfg["crusade_min_warriors"]))
                    continue
                fr.sub, fr.todo = "crusade", todo
                st.crusading, st.crusade_battles, st.crusade_tokens = True, 0, False
                _say(ctx, seat, "Crusade", N_("marker moves to Crusade (space {space}): battles in {where}, highest "
                                              "priority first"), "Rootbotics 8.4.2", space=st.marker + 1,
                     where=list(todo))
                continue
            if kind == "convert":
                if self._convert(ctx, fr, seat, st, cfg, order):
                    return False
                continue
            self._sanctify(ctx, seat, st, order)

    def _fail(self, ctx, seat, what, why):
        st = _st(ctx, seat)
        st.fails += 1
        _say(ctx, seat, what, N_("cannot be performed ({why}); no acolyte spent"), "Rootbotics 8.4.2", why=why)

    def _convert(self, ctx, fr, seat, st, cfg, order) -> bool:
        """Returns True when a Fanatics battle was pushed (the loop resumes after it)."""
        from ..engine import remove_warriors
        if ctx.s.supply[seat].get("warrior", 0) <= 0:
            self._fail(ctx, seat, "Convert", Sub(N_("no warrior left in its supply to replace with (R-AUTO-L4)")))
            return False
        got = ll.convert_choice(snapshot(ctx, seat), _bot(ctx), st.order, order)
        if got is None:
            self._fail(ctx, seat, "Convert", Sub(N_("no enemy warrior in an ordered clearing")))
            return False
        target, c = seat_of(got[0]), got[1]
        from ..engine import removable_warriors
        if not removable_warriors(ctx, target, c):          # only the Warlord there (PT 14.2.2; R-EP-24)
            self._fail(ctx, seat, "Convert", Sub(N_("the only {who} warrior in clearing {c} is the Warlord, removed "
                                                    "only in battle"), who=T(ctx.name(target)), c=c))
            return False
        _say(ctx, seat, "Convert", N_("marker on Convert (space {space}): replaces a {who} warrior in clearing {c} — "
                                      "{who} has the most VP among those it can reach; the ordered clearing with the "
                                      "most enemy buildings, then highest priority"), "Rootbotics 8.4.2",
             space=st.marker + 1, who=T(ctx.name(target)), c=c)
        remove_warriors(ctx, target, c, 1, seat, "convert")
        place_warriors(ctx, seat, c, 1)
        _spend_acolyte(ctx, seat, "Convert")
        if not cfg["fanatics_extra_hit"]:
            return False
        board = snapshot(ctx, seat)
        if not ll.can_crusade(board, c, 1):
            _say(ctx, seat, "Fanatics", N_("no enemy piece left in clearing {c}: no battle"), "trait Fanatics", c=c)
            return False
        d = seat_of(ll.defender(board, _bot(ctx), "fanatics-defender", c, order))
        st.fanatic = c
        _say(ctx, seat, "Fanatics", N_("battles {who} in clearing {c} with 1 extra hit — most defenceless buildings "
                                       "there, then most VP"), "trait Fanatics", who=T(ctx.name(d)), c=c)
        ctx.push(Battle(seat, clearing=c, defender=d, stage="ambush"))
        return True

    def _sanctify(self, ctx, seat, st, order):
        from ..engine import remove_piece
        left = {x: ctx.s.supply[seat].get(garden(x), 0) for x in SUITS}
        board = snapshot(ctx, seat)
        got = ll.sanctify_choice(board, _bot(ctx), st.order, order, left)
        if got is None:
            self._fail(ctx, seat, "Sanctify", Sub(N_("no enemy building in an ordered clearing whose suit has a garden "
                                                     "left")))
            return
        target, c = seat_of(got[0]), got[1]
        kinds = sorted({b[1] for b in ctx.s.buildings[c] if b[0] == target})
        kind = kinds[0] if len(kinds) == 1 else ctx.s.rng.choice(kinds)        # R-AUTO-L8
        suit = ll.garden_suit(board.clearing(c), st.order, left)               # the Lost City: R-LAND-30
        text = (N_("marker on Sanctify (space {space}): replaces {who}'s {piece} in clearing {c} with a {suit} garden "
                   "— {who} has the most VP among those it can reach; the ordered clearing with the fewest enemy "
                   "warriors; the building drawn at random among {among}") if len(kinds) > 1 else
                N_("marker on Sanctify (space {space}): replaces {who}'s {piece} in clearing {c} with a {suit} garden "
                   "— {who} has the most VP among those it can reach; the ordered clearing with the fewest enemy "
                   "warriors"))
        _say(ctx, seat, "Sanctify", text, "Rootbotics 8.4.2", space=st.marker + 1, who=T(ctx.name(target)),
             piece=piece_term(kind), c=c, suit=T(suit), among=[piece_term(x) for x in kinds])
        remove_piece(ctx, target, c, kind, True, seat, "sanctify")      # Law 3.2.1: 1 VP
        place_building(ctx, seat, c, garden(suit))
        _spend_acolyte(ctx, seat, "Sanctify")

    # Daylight: rituals (8.5) ---------------------------------------------------------------
    def start_rituals(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        cfg = settings_of(ctx, seat, BOT_ID)
        n = cfg["ritual_cards"]
        if not st.lost_souls:
            _say(ctx, seat, "Rituals", N_("Lost Souls is empty: nothing to reveal"), "Rootbotics 8.5")
        for i in range(n):
            if not st.lost_souls:
                break
            card = st.lost_souls.pop(0)
            suit = ctx.c.cards[card].suit
            if suit == "bird":
                self._bird_ritual(ctx, seat, st, cfg, card, i + 1)
                continue
            st.revealed.append(card)
            self._suited_ritual(ctx, seat, card, suit, i + 1)

    def _suited_ritual(self, ctx, seat, card, suit, k):
        b = _bot(ctx)
        c = ll.ritual_clearing(snapshot(ctx, seat), b, suit)
        if c is None:
            _say(ctx, seat, "Rituals", N_("card {k}, {card}: no {suit} clearing it may place in"), "Rootbotics 8.5",
                 k=k, card=_cname(ctx, card), suit=T(suit))
            return
        placed = place_warriors(ctx, seat, c, 1)
        text = Sub(N_("card {k}, {card}: places a warrior in clearing {c} — a {suit} clearing, preferring an open "
                      "building slot, then the most enemy buildings, then highest priority") if placed else
                   N_("card {k}, {card}: no warrior placed in clearing {c} (empty supply or a snare)"),
                   k=k, card=_cname(ctx, card), c=c, suit=T(suit))
        ruler = ctx.s.ruler[c]
        if ruler != seat:
            _say(ctx, seat, "Rituals", N_("{text}; it does not rule there: no garden"), "Rootbotics 8.5", text=text)
            return
        if ctx.s.supply[seat].get(garden(suit), 0) <= 0:
            _say(ctx, seat, "Rituals", N_("{text}; no {suit} garden left on its track"), "Rootbotics 8.5", text=text,
                 suit=T(suit))
            return
        if free_slots(ctx, c) <= 0:
            _say(ctx, seat, "Rituals", N_("{text}; it rules there but no slot is open: no garden"), "Rootbotics 8.5",
                 text=text)
            return
        if place_building(ctx, seat, c, garden(suit)):
            _say(ctx, seat, "Rituals", N_("{text}; it rules there: places a {suit} garden"), "Rootbotics 8.5",
                 text=text, suit=T(suit))

    def _bird_ritual(self, ctx, seat, st, cfg, card, k):
        to_discard_pile(ctx, card)
        c = ll.bird_ritual_origin(snapshot(ctx, seat), _bot(ctx))
        if c is None:
            _say(ctx, seat, "Rituals", N_("card {k}, {card}: no warrior on the map to move into Acolytes; the card is "
                                          "discarded"), "Rootbotics 8.5", k=k, card=_cname(ctx, card))
        else:
            ctx.s.warriors[seat][c] -= 1
            st.acolytes += 1
            from ..engine import touch
            touch(ctx, c)
            _say(ctx, seat, "Rituals", N_("card {k}, {card}: moves a warrior from clearing {c} (the most of its "
                                          "warriors) into Acolytes ({n}); the card is discarded"), "Rootbotics 8.5",
                 k=k, card=_cname(ctx, card), c=c, n=st.acolytes)
        m = min(cfg["martyrs_acolytes"], ctx.s.supply[seat].get("warrior", 0))
        if m:
            ctx.s.supply[seat]["warrior"] -= m
            st.acolytes += m
            _say(ctx, seat, "Martyrs", N_("{warriors} from the supply into Acolytes ({n})"), "trait Martyrs",
                 warriors=P(m, "{n} warrior", "{n} warriors"), n=st.acolytes)

    # Evening (8.6) ---------------------------------------------------------------------------
    def start_score(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        track, vp = ll.score_track(_bot(ctx), st.order or "bird", gardens_on_map(ctx, seat), st.scoring)
        why = (N_("the best track (seat option)") if st.scoring == "best" else
               N_("the track with the fewest gardens left, on a bird order") if st.order == "bird" else
               N_("the ordered track"))
        _say(ctx, seat, "Score", N_("{vp} VP from the {suit} garden track ({why}; track values are a stand-in, "
                                    "R-AUTO-L1)"), "Rootbotics 8.6.1", vp=vp, suit=T(track), why=Sub(why))
        if vp:
            add_vp(ctx, seat, vp, Sub(N_("{suit} gardens"), suit=T(track)))

    def start_discard_lost_souls(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        n = len(st.lost_souls)
        for card in st.lost_souls:
            to_discard_pile(ctx, card)
        st.lost_souls = []
        _say(ctx, seat, "Discard", N_("{cards} of Lost Souls go to the discard pile"), "Rootbotics 8.6.2",
             cards=P(n, "{n} card", "{n} cards"))

    def start_return_revealed(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        back = list(st.revealed)
        st.lost_souls = back + st.lost_souls
        st.revealed = []
        _say(ctx, seat, "Return", N_("puts back {cards} in reveal order, the first revealed on top"), "Rootbotics 8.6.3",
             cards=[_cname(ctx, x) for x in back] or Sub(N_("no card")))

    def start_craft(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        card = flip_top(ctx)
        if card is None:
            _say(ctx, seat, "Craft", N_("no card left to flip"), "Rootbotics 8.6.4")
            lizards_fill_lost_souls(ctx, seat, st)    # CW2 Services 265 (R-AUTO-S24)
            return
        ctx.log("root.bot.order", Msg(N_("{bot} flips {card} from the deck"), bot=T(name_of(ctx, seat)),
                                      card=_cname(ctx, card)), seat, rule="Rootbotics 8.6.4", reveals=True, card=card)
        if not craft_order(ctx, seat, card, "Rootbotics 8.6.4"):
            # Services cards 2-3 (LCC2 258-259): a failed craft buys a non-bird Market card whose
            # item is available; it takes the flipped card's place, which goes to the discard pile
            # itself (R-AUTO-S5)
            bought = buy_hand_card(ctx, seat, card, "Clockwork 2 Services 2-3 (Hand Card; never a bird card)",
                                   no_bird=True, discard=lambda x: to_discard_pile(ctx, x))
            if bought is not None:
                card = bought
                craft_order(ctx, seat, card, "Rootbotics 8.6.4")
        st.lost_souls.insert(0, card)
        _say(ctx, seat, "Craft", N_("{card} goes on top of Lost Souls"), "Rootbotics 8.6.4", card=_cname(ctx, card))
        lizards_fill_lost_souls(ctx, seat, st)        # CW2 Services 265 (R-AUTO-S24)

    def start_erratic(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        for _ in range(settings_of(ctx, seat, BOT_ID)["erratic_cards"]):
            card = flip_top(ctx)
            if card is None:
                return
            st.lost_souls.insert(0, card)
            _say(ctx, seat, "Erratic", N_("draws {card} onto the top of Lost Souls"), "trait Erratic",
                 card=_cname(ctx, card))


__all__ = ["FACTION", "LLState", "LLSetup", "LLPhase"]
