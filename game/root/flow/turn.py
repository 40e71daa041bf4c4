"""The turn structure as frames: setup (Law 5.1), the turn's phases (Law 1.4), the hand limit
(Law 6.6), and the card effects that start a phase (Command Warren, Cobbler)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import serial
from game.core.decision import Decision
from game.core.i18n import Msg, T

from .. import cards, exiles, ids, mapfeatures
from ..engine import HAND_LIMIT, WIN_VP, Ctx, Handler, RuleError, ch, dec, discard_card, draw, end_game, handles
from . import exiles as exiles_flow
from ..hirelings.control import HireEndOfTurn, HireSetup
from .battle import RootBattle
from .move import RootMove


# --- setup ---------------------------------------------------------------------------------------

@serial.register
@dataclass
class RootSetup:
    order: list[int]
    idx: int = 0
    dealt: bool = False
    hand: int = 3              # Law 5.1.3: three cards; Advanced Setup A.7: five (A.10 keeps three)
    draft: bool = False        # Advanced Setup A.8: the seats without a faction draft after `order`
    hired: bool = False        # the dealt hirelings are set up (A.6.3, before the factions: A.8)


@handles(RootSetup)
class RootSetupH(Handler):
    def step(self, ctx: Ctx, fr: RootSetup) -> None:
        s = ctx.s
        if not fr.dealt:
            fr.dealt = True
            for seat in range(s.n):                       # Law 5.1.3: three cards each (A.7: five)
                draw(ctx, seat, fr.hand)
            return
        if not fr.hired:
            fr.hired = True
            if s.hirelings:                                # Law A.6.3: hirelings before factions
                ctx.push(HireSetup([h.slot for h in s.hirelings]))
            return
        if fr.idx < len(fr.order):
            seat = fr.order[fr.idx]
            fr.idx += 1
            ctx.fac(seat).setup(ctx, seat)                 # Law 5.1.7: setup order A, B, C, D
            return
        if fr.draft:                                       # Law A.8: then the draft
            from ..draft import RootDraft, pick_order
            fr.draft = False
            ctx.push(RootDraft(pick_order(s)))
            return
        if fr.hand > 3:                                    # Law A.10: keep three
            from ..draft import RootKeepThree
            fr.hand = 3
            ctx.push(RootKeepThree([x % s.n for x in range(s.first_seat, s.first_seat + s.n)
                                    if not ctx.fac(x % s.n).automaton]))
            return
        ctx.pop(fr)
        s.turn_seat = s.first_seat
        s.phase = "birdsong"
        ctx.push(RootTurn(s.first_seat))


# --- the turn (Law 1.5: Birdsong, Daylight, Evening) --------------------------------------------

@serial.register
@dataclass
class RootTurn:
    seat: int
    stage: str = "start"


@handles(RootTurn)
class RootTurnH(Handler):
    def step(self, ctx: Ctx, fr: RootTurn) -> None:
        """The turn's stages one after another while nothing comes between them: what `Ctx.run`
        would do (this frame takes no decision; it returns as soon as a stage pushed or popped a
        frame, ended the game, or someone reached the VP that `run` checks victory for), without
        a round of the run loop per stage (issue 15)."""
        s = ctx.s
        stack = s.stack
        stage = self.stage
        while True:
            stage(ctx, fr)
            if not stack or stack[-1] is not fr or s.end_reason or max(s.vp) >= WIN_VP:
                return

    def stage(self, ctx: Ctx, fr: RootTurn) -> None:
        s, seat = ctx.s, fr.seat
        st = fr.stage
        if st == "start":                 # Law 1.4.1: Birdsong, Daylight, Evening; "start of" first
            s.phase = "birdsong"
            s.craft_used = {}
            s.used_once = []
            name = ctx.name(seat)        # "Eyrie Dynasties' turn", "Marquise de Cat's turn" (possessive)
            ctx.log("root.turn", Msg("Round {round}: {name}' turn", round=s.round, name=T(name)) if name.endswith("s")
                    else Msg("Round {round}: {name}'s turn", round=s.round, name=T(name)), seat)
            fr.stage = "birdsong-start"
            if s.dominance[seat] and cards.dominance_met(ctx, seat, s.dominance[seat]):
                end_game(ctx, [seat], "dominance")         # Law 3.3.1: at the start of Birdsong
        elif st == "birdsong-start":
            fr.stage = "birdsong"
            if s.deck_id == "exiles":
                exiles_flow.start_of_birdsong(ctx, seat)    # League items refresh (R-EP-17)
            cards.start_of_birdsong(ctx, seat)
            for i in ctx.hooks["on_phase"]:               # Riverfolk services (Law 11.2.6)
                ctx.fac(i).on_phase(ctx, i, seat, "birdsong")
        elif st == "birdsong":
            fr.stage = "daylight-start"
            if s.deck_id == "exiles":
                exiles_flow.end_of_birdsong(ctx, seat)      # Eyrie Emigre: after the faction's Birdsong
            ctx.fac(seat).birdsong(ctx, seat)
        elif st == "daylight-start":
            s.phase = "daylight"
            fr.stage = "daylight"
            start_of_daylight(ctx, seat)
            for i in ctx.hooks["on_phase"]:
                ctx.fac(i).on_phase(ctx, i, seat, "daylight")
        elif st == "daylight":
            fr.stage = "evening-start"
            ctx.fac(seat).end_of_daylight(ctx, seat)      # pushed first: runs after the Daylight frames
            ctx.fac(seat).daylight(ctx, seat)
        elif st == "evening-start":
            s.phase = "evening"
            fr.stage = "evening"
            start_of_evening(ctx, seat)
        elif st == "evening":
            fr.stage = "hand-limit"
            ctx.fac(seat).evening(ctx, seat)
        elif st == "hand-limit":
            fr.stage = "end"
            mapfeatures.score_pass(ctx, seat)      # Law C.3.4: at the end of the Evening
            ctx.push(RootHandLimit(seat))
        elif st == "end" and s.hirelings:
            fr.stage = "after-hirelings"
            ctx.push(HireEndOfTurn(seat))          # Law E.1.3, then E.1.1: as the turn ends
        else:
            if len(s.hands[seat]) > HAND_LIMIT:
                raise RuleError(f"{ctx.name(seat)} ends Evening with {len(s.hands[seat])} cards")
            ctx.pop(fr)
            for i in ctx.hooks["on_phase"]:
                ctx.fac(i).on_phase(ctx, i, seat, "end")
            nxt = (seat + 1) % s.n
            if nxt == s.first_seat:
                s.round += 1
                if s.round_cap and s.round > s.round_cap:
                    end_game(ctx, [], "round-cap")
                    return
            s.turn_seat = nxt
            ctx.push(RootTurn(nxt))


@serial.register
@dataclass
class RootHandLimit:
    """End of Evening: discard down to five cards, one choice per card (Law 6.6 and peers)."""
    seat: int


@handles(RootHandLimit)
class RootHandLimitH(Handler):
    def decide(self, ctx: Ctx, fr: RootHandLimit) -> Decision | None:
        hand = ctx.s.hands[fr.seat]
        if len(hand) <= HAND_LIMIT:
            return None
        return dec(fr.seat, "root.hand_limit", Msg("Discard down to {limit} ({n} more)", limit=HAND_LIMIT, n=len(hand) - HAND_LIMIT),
                   [ch(f"card:{c}", ctx.c.cards[c].name, f"card:{c}") for c in sorted(set(hand))], "Law 6.6")

    def step(self, ctx: Ctx, fr: RootHandLimit) -> None:
        ctx.pop(fr)

    def act(self, ctx: Ctx, fr: RootHandLimit, cid: str) -> None:
        discard_card(ctx, fr.seat, ids.card(cid))


def possessive(name: str) -> str:
    """English possessive of a faction name: "Eyrie Dynasties'" but "Marquise de Cat's"."""
    return name + ("'" if name.endswith("s") else "'s")


# --- card effects at the start of a phase (here, not in cards.py: they start a move or a battle,
# and cards.py is below flow/ in the layers) ------------------------------------------------------

def start_of_daylight(ctx: Ctx, seat: int) -> None:
    if cards.has_effect(ctx, seat, "command_warren"):        # Command Warren: battle at the start of Daylight
        ctx.push(RootBattle(seat, optional=True))


def start_of_evening(ctx: Ctx, seat: int) -> None:
    # Frames run last-pushed first: Cobbler, Charm Offensive, then the offers window before any
    # Evening draw.
    if ctx.s.deck_id == "exiles":
        exiles.start_of_evening(ctx, seat)                  # Charm Offensive (R-EP-13: after Cobbler)
    if ctx.hooks["offer_daylight"]:
        ctx.push(cards.RootEveningOffers(seat))
    if cards.has_effect(ctx, seat, "cobbler"):               # Cobbler: move at the start of Evening
        ctx.push(RootMove(seat, optional=True))
