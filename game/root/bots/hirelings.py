"""Automata and hirelings (Law App. E; a Tableforge original in the Clockwork style, ruling
R-HIRE-67, which revises R-HIRE-20; docs/root-automata.md "Hirelings").

The Law of Rootbotics says nothing of hirelings. Every automaton goes through this one module:
- `push_hireling_actions` (from `AutomatonFaction.end_of_daylight`): after its own Daylight steps,
  the automaton takes each controlled hireling's once-per-Daylight action (slot order) when it
  has a legal target, never one with an optional cost (`HirelingSide.bot_skips`); each step is
  one `root.automaton.step` decision (`step:hireling`) and a log line giving the reason.
- `choose_for_hireling`: how its seat answers the hirelings' own decisions (the AutomatonAgent
  calls it): clearings by the Clockwork targeting rules (most enemy pieces, then priority,
  Rootbotics 2.1), players by most VP then setup order (Rootbotics 2.2), battle before placing
  before moving, every warrior it may move, optional costs declined."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.i18n import N_, Msg, T

from ..engine import Ctx, Handler, ch, dec, handles
from .botlog import say
from .snapshot import SLOTS, slot_of, snapshot
from .targeting import rank_clearings

RULE = "Tableforge original (R-HIRE-67)"
# optional costs an automaton never pays (Rootbotics 2.8: no hand; R-HIRE-67)
COST_KINDS = ("root.hire.physicians", "root.hire.scouts", "root.hire.card")
# what it prefers when a hireling offers a kind of action (battle, then place, then move)
CHOICE_ORDER = ("choice:battle", "choice:recruit", "choice:move", "choice:steal")


def controlled(ctx, seat: int) -> list[int]:
    """The hireling slots `seat` controls, in slot order."""
    return [h.slot for h in ctx.s.hirelings if h.controller == seat]


def plan(ctx, seat: int, slot: int) -> str | None:
    """The Daylight action the automaton takes with the hireling at `slot`, or None: the side's
    own list (it offers only actions with a legal target), less used ones (E.2.4) and those with
    an optional cost (`bot_skips`); battles first, else the card's first."""
    side = ctx.fac(slot)
    h = side.card(ctx, slot)
    if h.controller != seat or ctx.s.phase != "daylight":
        return None
    prefix = f"hire:{side.id}:"
    acts = []
    for c in side.daylight_actions(ctx, slot, seat):
        act = c.id[len(prefix):]
        if act in side.bot_skips or act in h.used or (side.once(ctx, slot) and h.used):
            continue
        acts.append(c.id)
    battles = [a for a in acts if a.endswith(":battle")]
    return (battles or acts or [None])[0]


def push_hireling_actions(ctx, seat: int) -> None:
    """Law E.2.4 for an automaton (R-HIRE-67): push the frame that runs after its Daylight."""
    if ctx.s.hirelings and controlled(ctx, seat):
        ctx.push(BotHireActions(seat))


@serial.register
@dataclass
class BotHireActions:
    """An automaton's hireling actions at the end of its Daylight; `done` = slots already taken."""
    seat: int
    done: list = field(default_factory=list)


def _next(ctx, fr) -> tuple[int, str | None]:
    for slot in controlled(ctx, fr.seat):
        if slot not in fr.done:
            return slot, plan(ctx, fr.seat, slot)
    return -1, None


@handles(BotHireActions)
class BotHireActionsH(Handler):
    def decide(self, ctx, fr):
        slot, act = _next(ctx, fr)
        if slot < 0 or act is None or ctx.s.end_reason:
            return None
        name = ctx.fac(slot).name
        return dec(fr.seat, "root.automaton.step", Msg("{bot} (daylight): its hireling {hireling} acts",
                                                       bot=T(ctx.fac(fr.seat).name), hireling=T(name)),
                   [ch("step:hireling", Msg("{name}", name=T(name)))], RULE)

    def step(self, ctx, fr):
        slot, act = _next(ctx, fr)
        if slot < 0 or ctx.s.end_reason:
            ctx.pop(fr)
            return
        fr.done.append(slot)                     # nothing it may take: logged, nothing done
        side = ctx.fac(slot)
        prefix = f"hire:{side.id}:"
        if any(c.id[len(prefix):] in side.bot_skips for c in side.daylight_actions(ctx, slot, fr.seat)):
            say(ctx, fr.seat, N_("{bot}: no Daylight action for its hireling {hireling}: what it offers has an "
                                 "optional cost, which an automaton never pays"), RULE, hireling=T(side.name))
        else:
            say(ctx, fr.seat, N_("{bot}: no Daylight action for its hireling {hireling}: it has no legal target now"),
                RULE, hireling=T(side.name))

    def act(self, ctx, fr, cid):
        slot, act = _next(ctx, fr)
        if cid != "step:hireling" or act is None:
            raise ValueError(cid)
        fr.done.append(slot)
        side = ctx.fac(slot)
        say(ctx, fr.seat, N_("{bot}: after its own Daylight steps, takes the Daylight action of its hireling "
                             "{hireling}, which has a legal target"), RULE, hireling=T(side.name))
        side.apply_offer(ctx, slot, fr.seat, act)


# --- the answers its seat gives to a hireling's decisions ------------------------------------------

def _clearing_of(cid: str) -> int:
    return int(cid.split(":", 1)[1])


def _best_clearings(ctx, seat: int, cids: list[str]) -> list[str]:
    """Clearing choices best first: most enemy pieces, then priority (Rootbotics 2.1)."""
    board = snapshot(ctx, seat)
    by_id = {_clearing_of(c): c for c in cids}
    ranked = rank_clearings(board, [board.clearing(c) for c in by_id if c in board.clearings], ["most enemy-pieces"])
    return [by_id[c.id] for c in ranked]


def _best_path(ctx, seat: int, cids: list[str]) -> str:
    """A path `path:a-b`: most enemy pieces at its two ends, then the highest-priority end."""
    board = snapshot(ctx, seat)

    def enemy(c):
        return sum(pc.total() for p, pc in board.clearing(c).pieces.items() if board.is_enemy(p))

    def key(cid):
        a, b = (int(x) for x in cid.split(":", 1)[1].split("-"))
        return (-(enemy(a) + enemy(b)), min(a, b), max(a, b))
    return min(cids, key=key)


def _best_seat(ctx, seat: int, cids: list[str]) -> str:
    """Players by most VP, then setup order (Rootbotics 2.2); a hireling after the players."""
    s = ctx.s

    def key(cid):
        n = int(cid.split(":", 1)[1])
        if n >= s.n:
            return (1, 0, 0, n)
        slot = slot_of(ctx.fac(n))
        return (0, -s.vp[n], SLOTS.index(slot) if slot in SLOTS else len(SLOTS), n)
    return min(cids, key=key)


def choose_for_hireling(ctx, decision) -> str:
    """An automaton seat's answer to a hireling's decision (or a hireling battle's clearing and
    defender), by the Clockwork targeting rules (R-HIRE-67). Never random, never an optional cost."""
    ids = decision.ids()
    kind, seat = decision.kind, decision.seat
    real = [i for i in ids if i not in ("pass", "done")]
    if kind in COST_KINDS or not real:
        return "pass" if "pass" in ids else ids[0]
    if kind in ("root.hire.count", "root.hire.move.count"):
        return max(real, key=lambda i: int(i.split(":", 1)[1]))          # every warrior it may
    if kind in ("root.hire.choice", "root.hire.flotilla", "root.hire.spies"):
        for want in CHOICE_ORDER:
            if want in real:
                return want
        return real[0]
    if kind == "root.hire.path":
        return _best_path(ctx, seat, real)
    if kind in ("root.hire.defender", "root.battle.defender"):
        seats = [i for i in real if i.startswith("seat:")]
        return _best_seat(ctx, seat, seats) if seats else real[0]
    clearings = [i for i in real if i.startswith("clearing:")]
    if clearings and kind in ("root.hire.clearing", "root.hire.move.to", "root.battle.clearing"):
        return _best_clearings(ctx, seat, clearings)[0]
    return real[0]


def answer(match, decision) -> str:
    """The AutomatonAgent's entry: read the public board of `match` for `decision`."""
    return choose_for_hireling(Ctx(match.content, match.state), decision)

