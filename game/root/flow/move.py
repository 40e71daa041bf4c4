"""Movement as a frame and the legality tests every move shares (Law 4.2): who may move where,
along paths, rivers (Law 11.2.2 / 11.2.7.II) or the Ferry (Law C.2.5)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import serial
from game.core.decision import Choice, Decision
from game.core.i18n import N_, Msg, P, Sub, T

from .. import ids, mapfeatures
from ..engine import has_suit  # the Lost City's suits (R-LAND-11)
from ..engine import Ctx, Handler, ch, clearing_ch, count_ch, dec, handles, has_card_effect, move_warriors
from ..exiles import tunnel_adj


# --- movement (Law 4.2) ----------------------------------------------------------------------------

def can_move(ctx: Ctx, seat: int, a: int, b: int) -> bool:
    """Law 4.2.1: rule the origin or the destination (hook: Nimble ignores it). A closed clearing
    (`state.closed`: Scorched Earth, Law D.6.2) may not be entered. Riverfolk Swimmers move along
    rivers regardless of rule (Law 11.2.2)."""
    if ctx.s.closed and b in ctx.s.closed:
        return False
    if ctx.hooks["blocks_move_out"] and move_out_blocked(ctx, seat, a):
        return False
    ruler = ctx.s.ruler
    return (ruler[a] == seat or ruler[b] == seat
            or (seat in ctx.hooks["ignores_rule_to_move"] and ctx.fac(seat).ignores_rule_to_move(ctx, seat))
            or (bool(ctx.hooks["rivers_for"]) and b in ctx.m.river_adj[a] and river_mode(ctx, seat) == 2)
            or (ctx.s.deck_id == "exiles" and has_card_effect(ctx, seat, "corvid_planners"))   # Corvid Planners
            or (bool(ctx.s.hirelings) and _otter_divers(ctx, seat, a, b)))


def _otter_divers(ctx: Ctx, seat: int, a: int, b: int) -> bool:
    """Otter Divers (hireling, facts §3.8): rule does not matter for a move of its controller from
    or to a river clearing (on the Lake: a coastal one). The side says so by `river_rule_free`."""
    m = ctx.m
    if not any(h.controller == seat and getattr(ctx.fac(h.slot), "river_rule_free", False) for h in ctx.s.hirelings):
        return False
    return (a in m.coastal or b in m.coastal) if m.coastal else bool(m.river_adj[a] or m.river_adj[b])


def river_mode(ctx: Ctx, seat: int) -> int:
    """0: rivers are not paths for `seat` (Law 2.3); 1: they are (Riverboats, Law 11.2.7.II);
    2: they are and moves along them ignore rule (Swimmers, Law 11.2.2)."""
    best = 1 if ctx.s.deck_id == "exiles" and has_card_effect(ctx, seat, "boat_builders") else 0   # Boat Builders
    for i in ctx.hooks["rivers_for"]:
        v = ctx.fac(i).rivers_for(ctx, i, seat)
        if v > best:
            best = v
    return best


def dest_choices(ctx: Ctx, seat: int, origin: int) -> list[Choice]:
    """Law 4.2.1: where `seat`'s warriors may move from `origin` — along paths (and rivers when
    allowed, Law 11.2.2 / 11.2.7.II), or by the Ferry to another coastal clearing (Law C.2.5).
    Every move frame (the general one, the Duchy's) offers exactly these."""
    s, h = ctx.s, ctx.hooks
    if not (s.closed or s.ferry or h["blocks_move_out"] or h["rivers_for"] or seat in h["ignores_rule_to_move"]
            or s.deck_id == "exiles" or s.hirelings):
        # the common case, spelt out (issue 15): the paths only, and `can_move` is rule at
        # either end (the same condition as move_origins' own shortcut)
        ruler = s.ruler
        if ruler[origin] == seat:
            return [clearing_ch(N_("To clearing {c}"), b) for b in ctx.adj[origin]]
        return [clearing_ch(N_("To clearing {c}"), b) for b in ctx.adj[origin] if ruler[b] == seat]
    opts = [clearing_ch(N_("To clearing {c}"), b)
            for b in move_adj(ctx, seat, origin) if can_move(ctx, seat, origin, b)]
    if ctx.s.ferry:
        opts += [clearing_ch(N_("By Ferry to clearing {c}"), b, "ferry")
                 for b in mapfeatures.ferry_dests(ctx, origin) if can_move(ctx, seat, origin, b)]
    return opts


def has_dest(ctx: Ctx, seat: int, origin: int) -> bool:
    """`dest_choices(ctx, seat, origin)` is not empty: move origins and destinations use this
    one legality test, so an origin offered always has a destination (Law 4.2.1)."""
    if any(can_move(ctx, seat, origin, b) for b in move_adj(ctx, seat, origin)):
        return True
    return bool(ctx.s.ferry) and any(can_move(ctx, seat, origin, b) for b in mapfeatures.ferry_dests(ctx, origin))


def move_adj(ctx: Ctx, seat: int, a: int) -> tuple[int, ...]:
    """Where one move from `a` may go: the paths, plus the rivers when they count as paths, plus
    the clearings Tunnels makes adjacent (Exiles & Partisans, R-EP-7)."""
    if ctx.s.deck_id == "exiles":
        extra = tunnel_adj(ctx, seat, a)
        if ctx.m.river_adj[a] and river_mode(ctx, seat):
            extra += ctx.m.river_adj[a]
        return tuple(sorted(set(ctx.adj[a]).union(extra))) if extra else ctx.adj[a]
    if not ctx.hooks["rivers_for"] or not ctx.m.river_adj[a] or not river_mode(ctx, seat):
        return ctx.adj[a]
    return tuple(sorted(set(ctx.adj[a]).union(ctx.m.river_adj[a])))


def move_out_blocked(ctx: Ctx, seat: int, a: int) -> bool:
    """Another faction's pieces forbid `seat` to move out of a (Corvid Snare, Law 13.7.2)."""
    for i in ctx.hooks["blocks_move_out"]:
        if i != seat and ctx.fac(i).blocks_move_out(ctx, i, seat, a):
            return True
    return False


def _suit_ok(ctx: Ctx, c: int, suit: str) -> bool:
    return not suit or suit == "bird" or has_suit(ctx, c, suit)     # the Lost City: every suit (R-LAND-11)


def move_origins(ctx: Ctx, seat: int, suit: str = "", first: bool = False) -> list[int]:
    """Clearings a legal move can start from (optionally only of `suit`; bird = any: Decree):
    `seat` has warriors there and at least one destination passes `can_move` (the same test
    `dest_choices` offers, so a chosen origin always has somewhere to go). `first`: stop at the
    first origin found (the list then holds at most one; only `has_move_origin` asks for it)."""
    s = ctx.s
    w = s.warriors[seat]
    h = ctx.hooks
    out = []
    if not (s.closed or s.ferry or h["blocks_move_out"] or h["rivers_for"] or seat in h["ignores_rule_to_move"]
            or s.deck_id == "exiles" or s.hirelings):
        # the common case, spelt out for speed (this runs for every action menu): exactly
        # has_dest when nothing is closed and no hook applies to `seat` — rule here or at a
        # neighbour (another seat's Nimble changes nothing for `seat`: can_move asks `seat`'s)
        ruler, adj = s.ruler, ctx.adj
        for a in ctx.m.ids:
            if w[a] > 0 and (not suit or _suit_ok(ctx, a, suit)) \
                    and (ruler[a] == seat and adj[a] or any(ruler[b] == seat for b in adj[a])):
                out.append(a)
                if first:
                    break
        return out
    for a in ctx.m.ids:
        if w[a] > 0 and _suit_ok(ctx, a, suit) and has_dest(ctx, seat, a):
            out.append(a)
            if first:
                break
    return out


def has_move_origin(ctx: Ctx, seat: int, suit: str = "") -> bool:
    """`bool(move_origins(ctx, seat, suit))`, stopping at the first origin found (issue 15: an
    action menu only asks whether a move is possible)."""
    return bool(move_origins(ctx, seat, suit, True))


@serial.register
@dataclass
class RootMove:
    # Law 4.2.2: no limit on how often a piece moves; each RootMove is one move.
    """One move: `clearing:A` (origin), `clearing:B` (destination), `count:N` (Law 4.2)."""
    seat: int
    optional: bool = False          # may be declined with `pass` (second move of a March, Cobbler)
    suit: str = ""                  # only from clearings of this suit ("" or "bird": any) — Decree
    origin: int = 0
    dest: int = 0
    done: bool = False
    ferry: bool = False             # the destination was chosen as `ferry:B` (Law C.2.5)


@handles(RootMove)
class RootMoveH(Handler):
    """The move frame. A faction whose warriors may also move to and from a place off the map (the
    Duchy's Burrow, Law 12.2.2) subclasses it and overrides the off-map hook below; the frame then
    offers that place as an origin and a destination beside the clearings."""
    OFF_MAP = -1                    # the place's number in `origin` / `dest` (clearings are 1…)
    OFF_MAP_ID = ""                 # its choice id; "" = this frame knows no place off the map
    OFF_MAP_NAME = ""               # its name in prompts ("the Burrow")
    OFF_MAP_RULE = ""               # the rule that links it to the map, cited beside Law 4.2

    def off_map_exits(self, ctx: Ctx, seat: int) -> list[int]:
        """The clearings adjacent to the place off the map (moves go between it and them)."""
        return []

    def off_map_warriors(self, ctx: Ctx, seat: int) -> int:
        """How many of `seat`'s warriors are in the place off the map."""
        return 0

    def move_off_map(self, ctx: Ctx, seat: int, a: int, b: int, n: int) -> None:
        """Move `n` warriors from `a` to `b`, one of which is OFF_MAP."""
        raise NotImplementedError

    def _name(self, c: int) -> str:
        return self.OFF_MAP_NAME if c == self.OFF_MAP else f"clearing {c}"

    def _place(self, c: int) -> dict[str, Any]:
        """`_name` as a message parameter (translated where shown)."""
        return Sub(self.OFF_MAP_NAME) if c == self.OFF_MAP else Sub(N_("clearing {v}"), v=c)

    def _origins(self, ctx: Ctx, fr: RootMove) -> list[int]:
        out = move_origins(ctx, fr.seat, fr.suit)
        if not self.OFF_MAP_ID:
            return out
        exits, w = self.off_map_exits(ctx, fr.seat), ctx.s.warriors[fr.seat]
        extra = [c for c in exits if w[c] > 0 and c not in out]    # the place off the map is adjacent
        if extra:
            out = sorted(out + extra)
        if self.off_map_warriors(ctx, fr.seat) > 0 and any(not (ctx.s.closed and c in ctx.s.closed) for c in exits):
            out = [self.OFF_MAP] + out
        return out

    def _dests(self, ctx: Ctx, fr: RootMove) -> list[Choice]:
        if fr.origin == self.OFF_MAP:                            # closed clearings may not be entered (D.6.2)
            return [ch(f"clearing:{b}", Msg("To clearing {c}", c=b), f"clearing:{b}")
                    for b in self.off_map_exits(ctx, fr.seat) if not (ctx.s.closed and b in ctx.s.closed)]
        opts = dest_choices(ctx, fr.seat, fr.origin)             # paths, rivers if allowed, the Ferry
        if self.OFF_MAP_ID and fr.origin in self.off_map_exits(ctx, fr.seat):
            opts.append(ch(self.OFF_MAP_ID, Msg("To {place}", place=Sub(self.OFF_MAP_NAME)), self.OFF_MAP_ID))
        return opts

    def decide(self, ctx: Ctx, fr: RootMove) -> Decision | None:
        if fr.done:
            return None
        seat, off = fr.seat, self.OFF_MAP
        rule = f", {self.OFF_MAP_RULE}" if self.OFF_MAP_ID else ""
        if not fr.origin:
            opts = [ch(self.OFF_MAP_ID, Msg("From {place}", place=Sub(self.OFF_MAP_NAME)), self.OFF_MAP_ID) if a == off else
                    clearing_ch(N_("From clearing {c}"), a) for a in self._origins(ctx, fr)]
            if not opts:
                return None
            if fr.optional:
                opts.append(ch("pass", Msg("No move")))
            return dec(seat, "root.move.origin", Msg("Move from which clearing?"), opts, "Law 4.2" + rule)
        if not fr.dest:
            prompt = (Msg("Move from {place} to?", place=Sub(self.OFF_MAP_NAME)) if fr.origin == off
                      else Msg("Move from clearing {c} to?", c=fr.origin))
            return dec(seat, "root.move.dest", prompt, self._dests(ctx, fr), "Law 4.2.1" + rule)
        n = self.off_map_warriors(ctx, seat) if fr.origin == off else ctx.s.warriors[seat][fr.origin]
        prompt = (Msg("How many warriors from {a} to {b}?", a=self._place(fr.origin), b=self._place(fr.dest)) if off in (fr.origin, fr.dest)
                  else Msg("How many warriors from {a} to {b}?", a=fr.origin, b=fr.dest))
        return dec(seat, "root.move.count", prompt, [count_ch(k) for k in range(1, n + 1)], "Law 4.2")

    def step(self, ctx: Ctx, fr: RootMove) -> None:
        ctx.pop(fr)

    def act(self, ctx: Ctx, fr: RootMove, cid: str) -> None:
        if cid == "pass":
            fr.done = True
            return
        v = self.OFF_MAP if self.OFF_MAP_ID and cid == self.OFF_MAP_ID else ids.number(cid)   # clearing:N, ferry:N or count:N
        if not fr.origin:
            fr.origin = v
        elif not fr.dest:
            fr.dest = v
            fr.ferry = cid.startswith("ferry:")
        elif self.OFF_MAP_ID and self.OFF_MAP in (fr.origin, fr.dest):
            self.move_off_map(ctx, fr.seat, fr.origin, fr.dest, v)
            fr.done = True
        else:
            do_move(ctx, fr.seat, fr.origin, fr.dest, v)
            if fr.ferry:
                mapfeatures.ferry_crossed(ctx, fr.seat, fr.origin, fr.dest)
            fr.done = True


def do_move(ctx: Ctx, seat: int, a: int, b: int, n: int) -> None:
    move_warriors(ctx, seat, a, b, n)
    ctx.log("root.move", Msg("{name} moves {warriors} {a} → {b}", name=T(ctx.name(seat)), n=n, warriors=P(n, "{n} warrior", "{n} warriors"), a=a, b=b), seat,
            rule="Law 4.2", frm=a, to=b, n=n)
    ctx.fac(seat).after_own_move(ctx, seat, a, b, n)
    for i in ctx.hooks["after_move"]:
        if i != seat:
            ctx.fac(i).after_move(ctx, i, seat, a, b, n)
