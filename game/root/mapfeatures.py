"""The alternative maps' own rules (Law of Root Appendix C): the Lake's Ferry (C.2) and the
Mountain's closed paths and Pass (C.3), for every faction and the automata.

Adjacency itself is answered in one place, `engine.current_adjacency` (kept on `ctx.adj`);
this module changes the state it depends on (`state.closed_paths`) and refreshes it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core import serial
from game.core.decision import Choice, Decision
from game.core.i18n import N_, Msg, T

from . import ids
from .engine import (Ctx, Handler, add_vp, ch, current_adjacency, dec, discard_card, draw, handles,
                     pieces_of)

FERRY = "ferry"            # `state.used_once` marks: once per turn (Law C.2.5, C.3.3)
CLEAR_PATH = "clear-path"

if TYPE_CHECKING:                        # only for the types
    from .content import MapData
    from .state import RootState

Adjacency = tuple[tuple[int, ...], ...]   # per clearing id, the clearings adjacent to it


# --- the Lake: the Ferry (Law C.2) ------------------------------------------------------------

def ferry_dests(ctx: Ctx, a: int, adj: Adjacency | None = None) -> list[int]:
    """Law C.2.5: once per turn, pieces moving from the coastal clearing with the Ferry may move
    to any other coastal clearing. Only destinations not already adjacent to `a` are Ferry
    moves (a move along a path is an ordinary move: ruling Root §ferry-adjacent)."""
    s = ctx.s
    if not s.ferry or a != s.ferry or FERRY in s.used_once:
        return []
    adj = ctx.adj if adj is None else adj
    if not ctx.m.coastal:       # the Ferry landmark off the Lake: across a river link (facts §4.2, LCR 25.3.5)
        return [b for b in ctx.m.river_adj[a] if b not in adj[a]]
    return [b for b in ctx.m.coastal if b != a and b not in adj[a]]


def is_ferry_move(ctx: Ctx, a: int, b: int, adj: Adjacency | None = None) -> bool:
    return b in ferry_dests(ctx, a, adj)


def ferry_crossed(ctx: Ctx, seat: int, a: int, b: int) -> None:
    """After a Ferry move (Law C.2.5): the Ferry goes along, and the moving player draws a card.
    An automaton has no hand and scores 1 VP instead (Rootbotics map rule `lake-ferry`)."""
    s = ctx.s
    s.used_once.append(FERRY)
    s.ferry = b
    if FERRY in s.landmarks:                 # the Ferry landmark goes with it (facts §4.2)
        s.landmarks[FERRY] = b
    ctx.log("root.map.ferry", Msg("{name} takes the Ferry from clearing {a} to clearing {b}", name=T(ctx.name(seat)), a=a, b=b), seat,
            rule="Law C.2.5", frm=a, to=b)
    ferry_draw(ctx, seat)


def ferry_draw(ctx: Ctx, seat: int) -> None:
    """Law C.2.5 "that player draws a card": each player whose faction pieces took the Ferry
    (a Vagabond's Allies too, ruling R-LAND-18). An automaton has no hand and scores 1 VP instead
    (Rootbotics map rule `lake-ferry`)."""
    if ctx.fac(seat).automaton:
        add_vp(ctx, seat, 1, "the Ferry (automaton)")
    else:
        draw(ctx, seat, 1)


# --- the Mountain: closed paths (Law C.3.2-C.3.3) and the Pass (C.3.4) -------------------------

def path_id(a: int, b: int) -> str:
    return f"path:{min(a, b)}-{max(a, b)}"


def clearable_paths(ctx: Ctx, seat: int) -> list[tuple[int, int]]:
    """Law C.3.3: once per turn, in Daylight, a player with a faction piece in one of the two
    clearings a closed path joins may spend a card to remove it (and score 1 VP)."""
    s = ctx.s
    if not s.closed_paths or CLEAR_PATH in s.used_once or s.phase != "daylight" or not s.hands[seat]:
        return []
    if ctx.fac(seat).automaton:            # Rootbotics map rule `mountain-paths`: never opens paths
        return []
    return [(a, b) for a, b in s.closed_paths if pieces_of(ctx, seat, a) or pieces_of(ctx, seat, b)]


def clear_path_choices(ctx: Ctx, seat: int) -> list[Choice]:
    return [ch(f"clear-{path_id(a, b)}", Msg("Clear the closed path {a}–{b} (spend a card, 1 VP)", a=a, b=b), path_id(a, b))
            for a, b in clearable_paths(ctx, seat)]


def apply_clear_path(ctx: Ctx, seat: int, cid: str) -> bool:
    if not cid.startswith("clear-path:"):
        return False
    a, b = ids.path(cid)
    ctx.s.used_once.append(CLEAR_PATH)
    ctx.push(RootClearPath(seat, a, b))
    return True


@serial.register
@dataclass
class RootClearPath:
    """Law C.3.3: pick the card to spend (`card:X`); the marker leaves the game, 1 VP."""
    seat: int
    a: int
    b: int


@handles(RootClearPath)
class RootClearPathH(Handler):
    def decide(self, ctx: Ctx, fr: RootClearPath) -> Decision | None:
        return dec(fr.seat, "root.map.clear_path", Msg("Spend which card to clear the path {a}–{b}?", a=fr.a, b=fr.b),
                   [ch(f"card:{x}", Msg("Spend {card}", card=T(ctx.c.cards[x].name)), f"card:{x}") for x in sorted(set(ctx.s.hands[fr.seat]))],
                   "Law C.3.3")

    def act(self, ctx: Ctx, fr: RootClearPath, cid: str) -> None:
        ctx.pop(fr)
        discard_card(ctx, fr.seat, ids.card(cid), "spends")
        open_path(ctx, fr.a, fr.b)
        ctx.log("root.map.clear_path", Msg("{name} clears the closed path {a}–{b}", name=T(ctx.name(fr.seat)), a=fr.a, b=fr.b), fr.seat,
                rule="Law C.3.3", path=[fr.a, fr.b])
        add_vp(ctx, fr.seat, 1, N_("cleared a path"))


def open_path(ctx: Ctx, a: int, b: int) -> None:
    """Remove a closed-path marker for good (Law C.3.3); the two clearings are adjacent now."""
    s = ctx.s
    s.closed_paths = [p for p in s.closed_paths if p != [min(a, b), max(a, b)]]
    ctx.adj = current_adjacency(ctx.m, s.closed_paths)


def score_pass(ctx: Ctx, seat: int) -> None:
    """Law C.3.4: at the end of a player's Evening, if they rule the Pass, they score 1 VP. The
    Tower landmark does the same wherever it stands (LCR 25.4.4; facts §4.2)."""
    s = ctx.s
    if s.tower and s.ruler[s.tower] == seat:
        add_vp(ctx, seat, 1, N_("rules the Pass"))


# --- setup (Law C.2.1, C.3.1) -------------------------------------------------------------------

def setup_map_pieces(m: MapData, s: RootState) -> None:
    s.ferry = m.rec.ferry
    s.tower = m.rec.tower
    s.closed_paths = [list(p) for p in m.closed_paths]


# --- the automata (Rootbotics map rules, data/root/bots/common.yaml) -------------------------------

def bot_adjacency(ctx: Ctx) -> list[list[int]]:
    """What an automaton treats as adjacent: every printed path, closed or not (`mountain-paths`),
    plus the Ferry's clearing linked to every other coastal clearing while the Ferry is unused
    this turn (`lake-ferry`; only from the Ferry's clearing: ruling Root §bot-ferry)."""
    m = ctx.m
    out = [list(x) for x in m.adj]
    f = ctx.s.ferry
    if f:
        out[f] = sorted(set(out[f]) | set(ferry_dests(ctx, f, m.adj)))
    return out


def bot_pawn_moved(ctx: Ctx, seat: int, a: int, b: int) -> None:
    """The Vagabot's pawn went a -> b by one move: the same Ferry rule."""
    if is_ferry_move(ctx, a, b, ctx.m.adj):
        ferry_crossed(ctx, seat, a, b)
