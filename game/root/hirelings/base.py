"""The shared machinery of every hireling side (Law App. E; docs/hirelings.md).

A side is a `HirelingSide`: a Faction whose "seat" is the hireling's slot (its pieces' index in
`state.warriors` / `state.supply`, past the players), so the general rules (rule, battle, hits,
removal) treat its pieces as another owner's. Control lives on its `HireCard`
(`state.hirelings`). The timing icons (E.2) are the hooks below:
- `hire_setup` (A.6.3), `when_hired` (E.2.1), `start_birdsong` (E.2.3, the controller's Birdsong),
  `daylight_actions` / `do_action` (E.2.4, once per Daylight, offered in the controller's
  Daylight menu), and the Faction hooks for abilities (E.2.2: `on_warriors_removed`, …).
Multi-step effects use one generic frame, `HireStep`, whose decisions and steps the side writes
(`step_decide` / `step_auto` / `step_act`). A hireling's own move is `HireMove`; its battle the
general `RootBattle` with the slot as attacker (the controller answers its decisions)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import serial
from game.core.decision import Choice, Decision
from game.core.i18n import Msg, P, T

from .. import ids, mapfeatures
from ..engine import (Handler, can_place, ch, dec, draw, handles, hireling_at, hireling_rules, move_warriors,
                      place_building, place_token, place_warriors)
from ..factions.base import Faction
from ..flow.move import move_out_blocked
from ..state import HireCard
from .data import hirelings_data


class HirelingSide(Faction):
    hireling: str = ""             # the hireling's id (its promoted side's id)
    side: str = "promoted"         # "promoted" | "demoted"
    rule: str = "Law E"            # the card's appendix reference, shown with its choices

    # --- data ----------------------------------------------------------------------------------------
    def pieces(self, content) -> dict[str, int]:
        rec = hirelings_data(content).rec(self.hireling)
        return dict((rec.promoted if self.side == "promoted" else rec.demoted).pieces)

    @staticmethod
    def card(ctx, slot: int) -> HireCard:
        h = hireling_at(ctx.s, slot)
        if h is None:
            raise KeyError(slot)
        return h

    def controller(self, ctx, slot: int) -> int:
        return self.card(ctx, slot).controller

    # --- the timing icons (Law E.2) -----------------------------------------------------------------
    def hire_setup(self, ctx, slot: int, seat: int) -> None:
        """Law A.6.3: `seat` sets this side up (push frames; nothing for a side without setup)."""

    def when_hired(self, ctx, slot: int) -> None:
        """Law E.2.1: mandatory, as soon as a player takes control."""

    def start_birdsong(self, ctx, slot: int, seat: int) -> None:
        """Law E.2.3: at the start of the controller's Birdsong."""

    def daylight_actions(self, ctx, slot: int, seat: int) -> list[Choice]:
        """Law E.2.4: the once-per-Daylight actions the controller may take now (ids
        `hire:<side id>:<action>`); already used ones are filtered by the framework."""
        return []

    def do_action(self, ctx, slot: int, seat: int, action: str) -> None:
        """Apply a once-per-Daylight action (push its frames)."""

    repeatable: bool = False       # actions with no once-per-Daylight limit (Rat Smugglers)
    bot_skips: tuple[str, ...] = ()  # actions with an optional cost an automaton never takes (R-HIRE-67)

    # --- battle hooks the framework calls for hirelings ----------------------------------------------
    def may_be_attacked(self, ctx, slot: int, attacker: int, c: int) -> bool:
        """May `attacker` choose this hireling as defender in c? (Spring Uprising's toll)"""
        return True

    def on_attacked(self, ctx, slot: int, battle) -> None:
        """The hireling was chosen as defender (push a payment frame: Spring Uprising)."""

    def controller_absorbs(self, ctx, slot: int, hits) -> int:
        """Hits `hits.n` about to fall on the controller's pieces: return the hits left (Badger
        Bodyguards ignore the first one in a battle)."""
        return hits.n

    def once(self, ctx, slot: int) -> bool:
        """True if the side's once-per-Daylight actions share one use (most cards); the Brigand's
        two actions are separate (facts §3.4) and override this."""
        return True

    # --- the Faction hooks the framework answers for every side ------------------------------------
    def on_phase(self, ctx, me, seat, phase) -> None:
        h = self.card(ctx, me)
        if phase == "birdsong":
            h.used = []                                   # E.2.4: once per Daylight, each turn
            if h.controller == seat:
                self.start_birdsong(ctx, me, seat)

    def offer_daylight(self, ctx, me, seat) -> list:
        h = self.card(ctx, me)
        if h.controller != seat or ctx.s.phase != "daylight" or ctx.fac(seat).automaton:
            return []                                     # ruling R-HIRE-20: automata do not act
        prefix = f"hire:{self.id}:"
        out = []
        for c in self.daylight_actions(ctx, me, seat):
            act = c.id[len(prefix):]
            if not (act in h.used or (self.once(ctx, me) and h.used)):
                out.append(c)
        return out

    def apply_offer(self, ctx, me, seat, cid) -> bool:
        prefix = f"hire:{self.id}:"
        if not cid.startswith(prefix):
            return False
        act = cid[len(prefix):]
        if not self.repeatable:
            self.card(ctx, me).used.append(act)
        ctx.log("root.hire.action", Msg("{name} uses {hireling}", name=T(ctx.name(seat)), hireling=T(self.name)),
                seat, rule=self.rule)
        self.do_action(ctx, me, seat, act)
        return True

    # --- generic frame answers ---------------------------------------------------------------------
    def step_decide(self, ctx, slot: int, fr: "HireStep") -> Decision | None:
        return None

    def step_auto(self, ctx, slot: int, fr: "HireStep") -> None:
        ctx.pop(fr)

    def step_act(self, ctx, slot: int, fr: "HireStep", cid: str) -> None:
        raise ValueError(cid)

    # --- view ----------------------------------------------------------------------------------------
    def view(self, ctx, seat, viewer) -> dict:
        h = self.card(ctx, seat)
        return {"id": h.id, "side": h.side, "side_id": self.id, "name": self.name, "controller": h.controller,
                "control": h.control, "card": dict(h.data.get("card", {})) if isinstance(h.data.get("card"), dict)
                else h.data.get("card", 0)}


# --- a generic frame a side drives ---------------------------------------------------------------------

@serial.register
@dataclass
class HireStep:
    """One step of a hireling effect: the side at `slot` decides (`step_decide`), advances
    (`step_auto`, which pops it when done) and applies choices (`step_act`)."""
    slot: int
    step: str
    seat: int = -1                          # who answers (the controller, or the setting-up player)
    data: dict[str, Any] = field(default_factory=dict)


@handles(HireStep)
class HireStepH(Handler):
    def decide(self, ctx, fr):
        return ctx.fac(fr.slot).step_decide(ctx, fr.slot, fr)

    def step(self, ctx, fr):
        ctx.fac(fr.slot).step_auto(ctx, fr.slot, fr)

    def act(self, ctx, fr, cid):
        ctx.fac(fr.slot).step_act(ctx, fr.slot, fr, cid)


def clearing_choice(ctx, seat: int, kind: str, prompt: Any, options: list[int], rule: str,
                    extra: list[Choice] | None = None) -> Decision | None:
    """A decision "which clearing?" over `options` (None when there is none to offer)."""
    opts = [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in options] + (extra or [])
    return dec(seat, kind, prompt, opts, rule) if opts else None


def placeable(ctx, slot: int, cs: list[int] | None = None) -> list[int]:
    """Clearings where the hireling may place pieces (bans and closed clearings, Law 4.2)."""
    return [c for c in (cs if cs is not None else ctx.m.ids) if can_place(ctx, slot, c)]


def place(ctx, slot: int, c: int, n: int) -> int:
    """Place up to n of the hireling's warriors from its supply (Law 2.5: as many as there are)."""
    k = place_warriors(ctx, slot, c, n)
    if k:
        ctx.log("root.hire.place", Msg("{name} places {warriors} in clearing {c}", n=k, name=T(ctx.name(slot)), c=c, warriors=P(k, "{n} warrior", "{n} warriors")),
                clearing=c, n=k)
    return k


class HomeSide(HirelingSide):
    """A side that founds home pieces with warriors and gathers there: the Vault Keepers (a vault,
    a building) and the Sunward Expedition (a foothold, a token); facts §3.6, §3.11."""
    home: str = ""
    home_building: bool = True

    def building_kinds(self):
        return (self.home,) if self.home_building else ()

    def token_kinds(self):
        return () if self.home_building else (self.home,)

    def homes(self, ctx, slot: int) -> list[int]:
        """The clearings holding its home pieces, once per piece."""
        where = ctx.s.buildings if self.home_building else ctx.s.tokens
        return [c for c in ctx.m.ids for p in where[c] if p[0] == slot and p[1] == self.home]

    def found(self, ctx, slot: int, c: int, warriors: int, msg: Msg) -> None:
        """One home piece into c, then up to `warriors` of its warriors (setup and placing)."""
        if self.home_building:
            place_building(ctx, slot, c, self.home)
        else:
            place_token(ctx, slot, c, self.home)
        ctx.log(f"root.hire.{self.home}", msg, rule=self.rule, clearing=c)
        if warriors:
            place(ctx, slot, c, warriors)


def one_at_each(ctx, slot: int, cs: list[int]) -> None:
    """One warrior at each of the clearings cs where it may place (Law 2.5: while any are left)."""
    for c in placeable(ctx, slot, cs):
        place(ctx, slot, c, 1)


# --- a hireling's own move (Law 4.2 with the hireling's own rule, E.3.4) ---------------------------------

def hire_dests(ctx, slot: int, a: int) -> list[int]:
    """Along paths only (no river: crafted Boat Builders are not the hireling's, E.3.5); the
    hireling itself must rule origin or destination (ruling R-HIRE-12); closed clearings shut."""
    out = []
    if ctx.hooks["blocks_move_out"] and move_out_blocked(ctx, slot, a):
        return out                     # a Corvid snare holds enemy pieces (Law 13.7.2)
    for b in ctx.adj[a]:
        if ctx.s.closed and b in ctx.s.closed:
            continue
        if hireling_rules(ctx, slot, a) or hireling_rules(ctx, slot, b):
            out.append(b)
    return out


def hire_ferry_dests(ctx, slot: int, a: int) -> list[int]:
    """Law C.2.5: the Ferry, once per turn, from its clearing to another coastal one."""
    if ctx.hooks["blocks_move_out"] and move_out_blocked(ctx, slot, a):
        return []
    return [b for b in mapfeatures.ferry_dests(ctx, a) if not (ctx.s.closed and b in ctx.s.closed)
            and (hireling_rules(ctx, slot, a) or hireling_rules(ctx, slot, b))]


def hire_origins(ctx, slot: int) -> list[int]:
    return [c for c in ctx.m.ids if ctx.s.warriors[slot][c] > 0
            and (hire_dests(ctx, slot, c) or hire_ferry_dests(ctx, slot, c))]


@serial.register
@dataclass
class HireMove:
    """Move the hireling's warriors once (Law 4.2); `whole`: every warrior from the origin."""
    slot: int
    stage: str = "from"
    a: int = 0
    b: int = 0
    optional: bool = True
    whole: bool = False
    ferry: bool = False


@handles(HireMove)
class HireMoveH(Handler):
    def decide(self, ctx, fr):
        s = ctx.s
        if fr.stage == "from":
            extra = [ch("pass", Msg("No move"))] if fr.optional else []
            return clearing_choice(ctx, fr.slot, "root.hire.move.from", Msg("Move {name} from which clearing?",
                                   name=T(ctx.name(fr.slot))), hire_origins(ctx, fr.slot), "Law 4.2", extra)
        if fr.stage == "to":
            ferry = [ch(f"ferry:{b}", Msg("By Ferry to clearing {c}", c=b), f"clearing:{b}")
                     for b in hire_ferry_dests(ctx, fr.slot, fr.a)]
            return clearing_choice(ctx, fr.slot, "root.hire.move.to", Msg("To which clearing?"),
                                   hire_dests(ctx, fr.slot, fr.a), "Law 4.2", ferry)
        n = s.warriors[fr.slot][fr.a]
        if fr.whole or n <= 1:
            return None
        return dec(fr.slot, "root.hire.move.count", Msg("Move how many warriors?"),
                   [ch(f"count:{k}", str(k)) for k in range(1, n + 1)], "Law 4.2")

    def step(self, ctx, fr):
        if fr.stage in ("from", "to"):                 # nothing left to offer: no move
            ctx.pop(fr)
            return
        self._go(ctx, fr, ctx.s.warriors[fr.slot][fr.a])

    def act(self, ctx, fr, cid):
        if fr.stage == "from":
            if cid == "pass":
                ctx.pop(fr)
                return
            fr.a = ids.clearing(cid)
            fr.stage = "to"
        elif fr.stage == "to":
            fr.ferry = cid.startswith("ferry:")
            fr.b = ids.ferry(cid) if fr.ferry else ids.clearing(cid)
            fr.stage = "count"
        else:
            self._go(ctx, fr, ids.count(cid))

    @staticmethod
    def _go(ctx, fr, n):
        ctx.pop(fr)
        do_hire_move(ctx, fr.slot, fr.a, fr.b, n, fr.ferry)


def do_hire_move(ctx, slot: int, a: int, b: int, n: int, ferry: bool = False) -> None:
    move_warriors(ctx, slot, a, b, n)
    who = HirelingSide.card(ctx, slot).controller
    if ferry:                          # Law C.2.5: the Ferry goes along
        ctx.s.used_once.append(mapfeatures.FERRY)
        ctx.s.ferry = b
        if mapfeatures.FERRY in ctx.s.landmarks:      # the Ferry landmark sails with it (App. F)
            ctx.s.landmarks[mapfeatures.FERRY] = b
        # LCR 25.3.5 draws only for faction pieces; SEED E.3.7 draws for a hireling too (R-HIRE-19)
        if ctx.s.hire_rules.get("ferry") == "seed" and who >= 0:
            draw(ctx, who, 1)
    ctx.log("root.hire.move", Msg("{name} moves {warriors} from clearing {a} to {b}", name=T(ctx.name(slot)),
                                  n=n, warriors=P(n, "{n} warrior", "{n} warriors"), a=a, b=b), rule="Law 4.2", clearing=b)
    if who >= 0:                       # Law E.3.7: Outrage for the controller (Alliance hook)
        for i in ctx.hooks["after_move"]:
            if i != who and i < ctx.s.n:
                ctx.fac(i).after_move(ctx, i, who, a, b, n)
