"""The Vagabond's relationships (Law 9.2.9), where its pawn may go (Slip Law 9.4.2, Move Law 9.5.1),
and its character and quest tables (static content)."""
from __future__ import annotations

from game.core.i18n import N_, Msg, Sub, T

from ... import mapfeatures
from ...engine import pieces_of
from ...flow import move_adj, move_out_blocked
from ..vagabond_state import ALLIED, HOSTILE, INDIFFERENT, up, vs


# --- relationships ---------------------------------------------------------------------------------

def rel(ctx, seat, other: int) -> int:
    return vs(ctx, seat).rel.get(ctx.s.factions[other], INDIFFERENT)


def set_rel(ctx, seat, other: int, v: int, why: str = "") -> None:
    fs = vs(ctx, seat)
    fs.rel[ctx.s.factions[other]] = v
    names = {HOSTILE: N_("Hostile"), INDIFFERENT: N_("Indifferent"), ALLIED: N_("Allied")}
    status = Sub(names[v]) if v in names else Sub(N_("step {v}"), v=v)
    who = T(ctx.name(other))
    text = (Msg("{name} is now {status} to the Vagabond ({why})", name=who, status=status, why=Sub(REL_WHY.get(why, why)))
            if why else Msg("{name} is now {status} to the Vagabond", name=who, status=status))
    ctx.log("root.vagabond.relationship", text, seat, rule="Law 9.2.9")


# why a relationship changed (Law 9.2.9), translated where shown
REL_WHY = {"aid": N_("aid"), "coalition": N_("coalition"), "warrior removed": N_("warrior removed"),
           "its warriors took most hits": N_("its warriors took most hits")}


def hostile_warriors_in(ctx, seat, c) -> bool:
    s = ctx.s
    rels, facs, ws = s.fstate[seat].rel, s.factions, s.warriors
    for i in range(s.n):         # any(…) with `rel` spelt out, warriors first (issue 15: per destination)
        if i != seat and ws[i][c] and rels.get(facs[i], INDIFFERENT) == HOSTILE:
            return True
    return False


def allies(ctx, seat) -> list[int]:
    return [i for i in range(ctx.s.n) if i != seat and rel(ctx, seat, i) == ALLIED]


# --- where the pawn may go -------------------------------------------------------------------------

def slip_targets(ctx, seat) -> list[str]:
    """Law 9.4.2: an adjacent clearing or forest (a closed clearing stays closed: ruling)."""
    fs, m = vs(ctx, seat), ctx.m
    closed = ctx.s.closed
    out = []
    if fs.clearing:
        out += [f"clearing:{b}" for b in move_adj(ctx, seat, fs.clearing) if b not in closed]   # + Riverboats (11.2.7.II)
        out += [f"forest:{f}" for f in m.clearing_forests[fs.clearing]]
    elif fs.forest:
        out += [f"clearing:{b}" for b in m.forests[fs.forest] if b not in closed]
        out += [f"forest:{f}" for f in m.forest_adj[fs.forest]]
    return out


def move_targets(ctx, seat, first: bool = False) -> list[tuple[int, int]]:
    """Law 9.5.1: (clearing, boots) for each clearing the pawn may move into by exhausting boots:
    1, +1 into a clearing with Hostile warriors (9.2.9.IIIb); never into a forest. `first`: stop
    at the first one found (only `can_move_pawn` asks for it)."""
    fs, m = vs(ctx, seat), ctx.m
    boots = up(fs, "boots")
    if not boots or (fs.clearing and move_out_blocked(ctx, seat, fs.clearing)):   # Snare, Law 13.7.2
        return []
    dests = move_adj(ctx, seat, fs.clearing) if fs.clearing else (m.forests[fs.forest] if fs.forest else ())
    if fs.clearing and ctx.s.ferry:         # Law C.2.5: the Ferry takes the pawn to another coastal clearing
        # (one already reached along a river — Riverboats — is an ordinary move: listed once)
        dests = tuple(dests) + tuple(b for b in mapfeatures.ferry_dests(ctx, fs.clearing) if b not in dests)
    out = []
    for b in dests:
        if b in ctx.s.closed:
            continue
        cost = 2 if hostile_warriors_in(ctx, seat, b) else 1
        if cost <= boots:
            out.append((b, cost))
            if first:
                break
    return out


def can_move_pawn(ctx, seat) -> bool:
    """`bool(move_targets(ctx, seat))`, stopping at the first clearing found (issue 15: the
    Daylight menu only asks whether the pawn can move)."""
    return bool(move_targets(ctx, seat, True))


def put_pawn(ctx, seat, where: str) -> None:
    fs = vs(ctx, seat)
    kind, _, v = where.partition(":")
    old = fs.clearing
    if kind == "clearing":
        fs.clearing, fs.forest = int(v), ""
    else:
        fs.clearing, fs.forest = 0, v
    name, place = T(ctx.name(seat)), Sub(PLACE_TEXTS[kind], v=v)
    ctx.log("root.vagabond.pawn", Msg("{name} from {old} to {where}", name=name, old=old, where=place) if old else
            Msg("{name} to {where}", name=name, where=place), seat)


# where the pawn stands
PLACE_TEXTS = {"clearing": N_("clearing {v}"), "forest": N_("forest {v}")}


def others_here(ctx, seat, here: list[int] | None = None) -> list[int]:
    """The other seats with pieces in my pawn's clearing (`here`: `pieces_here`, if counted)."""
    c = ctx.s.fstate[seat].clearing
    if not c:
        return []
    if here is not None:
        return [i for i in range(ctx.s.n) if i != seat and here[i]]
    return [i for i in range(ctx.s.n) if i != seat and pieces_of(ctx, i, c)]


def pieces_here(ctx, seat) -> list[int]:
    """`pieces_of` every seat in my pawn's clearing (0 for me), counted once for a whole menu
    (issue 15: battle, aid and steal each asked it of every seat). The pawn must be in a clearing."""
    s = ctx.s
    c = s.fstate[seat].clearing
    return [0 if i == seat else pieces_of(ctx, i, c) for i in range(s.n)]


_CACHE: dict = {}


def _tables(ctx):
    """Characters and quests by id (static content, cached per content object)."""
    key = id(ctx.c.vagabond)
    t = _CACHE.get(key)
    if t is None:
        t = _CACHE[key] = ({c.id: c for c in ctx.c.vagabond.characters}, {q.id: q for q in ctx.c.vagabond.quests})
    return t


def _char(ctx, cid):
    return _tables(ctx)[0].get(cid)


def special(ctx, seat) -> str:
    """The character's special ability (its effect id in data/root/vagabond.yaml)."""
    t = _CACHE.get(id(ctx.c.vagabond)) or _tables(ctx)          # `_char`, spelt out (issue 15)
    c = t[0].get(ctx.s.fstate[seat].character)
    return c.special if c else ""


def _quest(ctx, qid):
    return _tables(ctx)[1][qid]
