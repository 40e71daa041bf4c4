"""The hirelings' shared rules that need no battle or move: the deal (Law A.6 / LCR 19.6), their
setup in reverse turn order (A.6.3), control and the control die (E.1.2), taking a card from the
markers (E.1.1) and losing control at the end of a turn (E.1.3). The turn flow (flow/turn.py)
pushes `HireSetup` and `HireEndOfTurn`; a side's own effects are its hooks (hirelings/base.py)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import serial
from game.core.decision import SetupError
from game.core.i18n import Msg, P, T

from .. import ids
from ..engine import Handler, ch, dec, handles, touch
from ..state import HireCard, RootState
from .data import hirelings_data

OFF = "off"
RANDOM = "random"


# --- options -------------------------------------------------------------------------------------

def parse_deal(value: Any, built: list[str], content) -> list[tuple[str, str]]:
    """The `hirelings` option: "off", "random", or a chosen deal "forest-patrol,last-dynasty,…"
    (a list is accepted too). A name is a hireling id or one of its side ids (that side, not
    demoted by the count). Returns [(hireling id, side "" / "promoted" / "demoted")]."""
    if value in (None, "", OFF, RANDOM, False):
        return []
    names = value if isinstance(value, (list, tuple)) else [x.strip() for x in str(value).split(",") if x.strip()]
    data = hirelings_data(content)
    out: list[tuple[str, str]] = []
    for name in names:
        base, _, want = name.partition(":")          # "forest-patrol:promoted" names the side
        for rec in data.hirelings:
            if base in (rec.id, rec.demoted.id):
                if rec.id not in built:
                    raise SetupError(Msg("hireling {name} is not built yet (built: {known})", name=repr(name),
                                             known=", ".join(built)))
                side = "demoted" if base == rec.demoted.id else want
                if side not in ("", "promoted", "demoted"):
                    raise SetupError(Msg("hireling {name}: the side is 'promoted' or 'demoted', not {value}",
                                             name=repr(name), value=repr(want)))
                out.append((rec.id, side))
                break
        else:
            known = ", ".join(r.id for r in data.hirelings if r.id in built)
            raise SetupError(Msg("unknown hireling {name} (hirelings: {known}; or 'random', 'off')", name=repr(name),
                                 known=known))
    hids = [h for h, _ in out]
    if len(set(hids)) != len(hids):
        raise SetupError(Msg("each hireling may be dealt once"))
    if len(out) != data.deal:
        raise SetupError(Msg("a chosen deal names exactly {n} hirelings (Law A.6.1), not {k}", n=data.deal, k=len(out)))
    return out


def locked_factions(content, hids: list[str]) -> list[str]:
    """Law A.6.5: factions whose matching hireling is dealt (either side) cannot be played."""
    data = hirelings_data(content)
    return [f for h in hids for f in data.rec(h).locks]


def deal(content, s: RootState, value: Any, built: list[str], rng, playing: list[str]) -> None:
    """Law A.6.1–A.6.4: deal three hirelings (random or chosen), demote by player count at
    random (A.6.2), give each a slot past the players and the hireling markers on 4, 8, 12.
    A random deal leaves out hirelings that would lock out a faction already seated (standard
    setup; ruling R-HIRE-2)."""
    data = hirelings_data(content)
    if value == RANDOM:
        pool = [h for h in built if not set(data.rec(h).locks) & set(playing)]
        rng.shuffle(pool)
        chosen = [(h, "") for h in pool[:data.deal]]
    else:
        chosen = parse_deal(value, built, content)
    if not chosen:
        return
    n = len(s.factions)
    free = [i for i, (_, side) in enumerate(chosen) if not side]
    k = data.demoted_by_players.get(n, max(data.demoted_by_players.values())) - \
        sum(1 for _, side in chosen if side == "demoted")
    rng.shuffle(free)
    demote = set(free[:max(0, k)])
    nc = len(s.suits)
    for i, (hid, side) in enumerate(chosen):
        side = side or ("demoted" if i in demote else "promoted")
        rec = data.rec(hid)
        srec = rec.promoted if side == "promoted" else rec.demoted
        card = HireCard(hid, side, n + i, data={"demoted_id": rec.demoted.id})
        s.hirelings.append(card)
        s.warriors.append([0] * nc)
        s.supply.append(dict(srec.pieces))
    s.hire_markers = list(data.markers)                  # A.6.4
    s.hire_owed = [0] * n


def turn_key(s: RootState) -> int:
    return s.round * 16 + s.turn_seat


def side_name(ctx, h: HireCard) -> str:
    return ctx.fac(h.slot).name


# --- control (E.1.2) -------------------------------------------------------------------------------

def roll_control(ctx, h: HireCard, seat: int) -> None:
    """Law E.1.2: the new controller rolls the control die; the leader (most VP, or tied; a
    player whose dominance card took its marker off the track is no leader) reads the gold pips
    only, everyone else all pips. Faces: data/root/hirelings.yaml `control_die` (option)."""
    s = ctx.s
    die = hirelings_data(ctx.c).die(s.hire_rules.get("die", "a"))
    on_track = [s.vp[i] for i in range(s.n) if not s.dominance[i]]
    leader = not s.dominance[seat] and bool(on_track) and s.vp[seat] >= max(on_track)
    face = s.forced_control.pop(0) if s.forced_control else s.rng.below(6)
    n = (die.gold if leader else die.all)[face]
    h.controller, h.control, h.gained = seat, n, turn_key(s)
    for c in ctx.m.ids:                                 # rule moves with control (Law E.3.1)
        touch(ctx, c)
    ctx.log("root.hire.control", Msg("{name} takes {hireling} and rolls {markers}", name=T(ctx.name(seat)),
                                     hireling=T(side_name(ctx, h)), n=n, markers=P(n, "{n} control marker", "{n} control markers")), seat, rule="Law E.1.2", reveals=True)
    ctx.fac(h.slot).when_hired(ctx, h.slot)             # Law E.2.1: at once


# --- setup in reverse turn order (A.6.3) ----------------------------------------------------------

@serial.register
@dataclass
class HireSetup:
    """Law A.6.3: the last seat in turn order sets up a dealt hireling first, then counter-
    clockwise; with fewer players than hirelings the order wraps (facts §1.1, L)."""
    left: list[int] = field(default_factory=list)       # slots not set up yet
    turn: int = 0                                        # how many have set up


def setup_order(s: RootState) -> list[int]:
    n = s.n
    return [(s.first_seat - 1 - k) % n for k in range(len(s.hirelings))]


@handles(HireSetup)
class HireSetupH(Handler):
    def decide(self, ctx, fr):
        if len(fr.left) <= 1:
            return None
        seat = setup_order(ctx.s)[fr.turn]
        return dec(seat, "root.hire.setup", Msg("Set up which hireling?"),
                   [ch(f"hireling:{ctx.s.hirelings[x - ctx.s.n].id}", Msg("{name}", name=T(ctx.name(x)))) for x in fr.left], "Law A.6.3")

    def step(self, ctx, fr):
        if not fr.left:
            ctx.pop(fr)
            return
        self._set_up(ctx, fr, fr.left[0])

    def act(self, ctx, fr, cid):
        hid = ids.hireling(cid)
        slot = next(h.slot for h in ctx.s.hirelings if h.id == hid)
        if slot not in fr.left:
            raise ValueError(cid)
        self._set_up(ctx, fr, slot)

    @staticmethod
    def _set_up(ctx, fr, slot):
        seat = setup_order(ctx.s)[fr.turn]
        fr.left.remove(slot)
        fr.turn += 1
        ctx.log("root.hire.setup", Msg("{name} sets up {hireling}", name=T(ctx.name(seat)), hireling=T(ctx.name(slot))),
                seat, rule="Law A.6.3")
        ctx.fac(slot).hire_setup(ctx, slot, seat)


# --- end of turn (E.1.3, then E.1.1) ---------------------------------------------------------------

@serial.register
@dataclass
class HireEndOfTurn:
    """Law E.1.3 then E.1.1 (the order HRF's turn.scala uses): cards held lose a marker, cards
    with none go to another player of the holder's choice who rolls at once; then the cards
    owed for markers taken this turn are taken from the supply."""
    seat: int
    stage: str = "decay"


def _supply_cards(s: RootState) -> list[HireCard]:
    return [h for h in s.hirelings if h.controller < 0]


@handles(HireEndOfTurn)
class HireEndOfTurnH(Handler):
    def decide(self, ctx, fr):
        s = ctx.s
        if fr.stage == "pass":
            h = next((h for h in s.hirelings if h.controller == fr.seat and h.control <= 0), None)
            if h is None or s.n < 2:
                return None
            return dec(fr.seat, "root.hire.pass", Msg("{hireling} has no control marker left: give it to whom?",
                                                      hireling=T(ctx.name(h.slot))),
                       [ch(f"seat:{i}", Msg("{name}", name=T(ctx.name(i)))) for i in range(s.n) if i != fr.seat], "Law E.1.3")
        if fr.stage == "gain":
            owed = s.hire_owed[fr.seat] if fr.seat < len(s.hire_owed) else 0
            cards = _supply_cards(s)
            if owed <= 0 or len(cards) <= 1:
                return None
            return dec(fr.seat, "root.hire.take", Msg("Take which hireling?"),
                       [ch(f"hireling:{h.id}", Msg("{name}", name=T(ctx.name(h.slot)))) for h in cards], "Law E.1.1")
        return None

    def step(self, ctx, fr):
        s = ctx.s
        if fr.stage == "decay":
            now = turn_key(s)
            every = s.hire_rules.get("decay") == "seed"      # SEED E.1.3: every card (ruling R-HIRE-7)
            for h in s.hirelings:
                if h.controller == fr.seat and h.control > 0 and (every or h.gained != now):
                    h.control -= 1                           # LCR 22.1.3: cards taken earlier
            fr.stage = "pass"
            return
        if fr.stage == "pass":                               # nobody to give it to (never in a game)
            fr.stage = "gain"
            return
        if fr.stage == "gain":
            owed = s.hire_owed[fr.seat] if fr.seat < len(s.hire_owed) else 0
            cards = _supply_cards(s)
            if owed <= 0 or not cards:
                if owed > 0:
                    s.hire_owed[fr.seat] = 0                 # no card left in the supply: nothing to take
                ctx.pop(fr)
                return
            s.hire_owed[fr.seat] -= 1
            roll_control(ctx, cards[0], fr.seat)

    def act(self, ctx, fr, cid):
        s = ctx.s
        if fr.stage == "pass":
            to = ids.seat(cid)
            h = next(h for h in s.hirelings if h.controller == fr.seat and h.control <= 0)
            ctx.log("root.hire.give", Msg("{name} gives {hireling} to {other}", name=T(ctx.name(fr.seat)),
                                          hireling=T(ctx.name(h.slot)), other=T(ctx.name(to))), fr.seat, rule="Law E.1.3")
            roll_control(ctx, h, to)                         # the receiver rolls at once
            return
        hid = ids.hireling(cid)
        h = next(h for h in _supply_cards(s) if h.id == hid)
        s.hire_owed[fr.seat] -= 1
        roll_control(ctx, h, fr.seat)
