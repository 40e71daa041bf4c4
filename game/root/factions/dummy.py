"""A TEST-ONLY faction ("dummy"): warriors only, so the core and the Marquise can be tested and
played out with 2+ seats before the other factions exist. `test_only` keeps it out of real
setups: the ruleset refuses it unless the setup says `allow_test_factions: true`.

Rules: 20 warriors. Setup: 2 warriors in the first corner it may place in (ids 1..4, preferring
the corner opposite the keep). Daylight: up to 2 actions among move, battle, recruit (one warrior
into a clearing where it has warriors). Evening: draw 1.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import serial

from .. import cards, ids
from ..engine import Handler, can_place, ch, dec, draw, handles, place_warriors
from ..flow import RootBattle, RootMove, has_battle, has_move_origin
from .base import Faction


class Dummy(Faction):
    id = "dummy"
    name = "Test Dummy"
    setup_order = 50
    test_only = True

    def pieces(self, content):
        return {"warrior": 20}

    def setup(self, ctx, seat):
        corners = sorted(ctx.m.corners, key=lambda c: (ctx.s.ruler[c] != -1, c))
        for c in corners:
            if can_place(ctx, seat, c) and not any(ctx.s.warriors[i][c] for i in range(ctx.s.n)):
                place_warriors(ctx, seat, c, 2)
                return
        for c in corners:
            if can_place(ctx, seat, c):
                place_warriors(ctx, seat, c, 2)
                return

    def daylight(self, ctx, seat):
        ctx.push(DummyDaylight(seat))

    def evening(self, ctx, seat):
        draw(ctx, seat, 1)


class Dummy2(Dummy):
    id = "dummy2"
    name = "Test Dummy 2"
    setup_order = 51


class Dummy3(Dummy):
    id = "dummy3"
    name = "Test Dummy 3"
    setup_order = 52


FACTION = Dummy()
FACTION2 = Dummy2()
FACTION3 = Dummy3()


@serial.register
@dataclass
class DummyDaylight:
    seat: int
    actions: int = 2


def _recruit_targets(ctx, seat):
    if ctx.s.supply[seat]["warrior"] <= 0:
        return []
    return [c for c in ctx.m.ids if ctx.s.warriors[seat][c] and can_place(ctx, seat, c)]


@handles(DummyDaylight)
class DummyDaylightH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        opts = []
        if fr.actions > 0:
            if has_move_origin(ctx, seat):
                opts.append(ch("action:move", "Move"))
            if has_battle(ctx, seat):
                opts.append(ch("action:battle", "Battle"))
            opts += [ch(f"recruit:{c}", f"Recruit in {c}", f"clearing:{c}") for c in _recruit_targets(ctx, seat)]
        opts += cards.daylight_common_choices(ctx, seat)
        opts.append(ch("done", "End Daylight"))
        return dec(seat, "root.dummy.action", "Dummy action", opts, "test-only faction")

    def act(self, ctx, fr, cid):
        if cid == "done":
            ctx.pop(fr)
            return
        if cards.apply_daylight_common(ctx, fr.seat, cid):
            return
        fr.actions -= 1
        if cid == "action:move":
            ctx.push(RootMove(fr.seat))
        elif cid == "action:battle":
            ctx.push(RootBattle(fr.seat))
        else:
            place_warriors(ctx, fr.seat, int(ids.recruit(cid)), 1)
