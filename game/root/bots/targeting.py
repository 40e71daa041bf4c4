"""Target selection for every automaton (Law of Rootbotics 2.1-2.5), as pure functions.

A bot action names a pool of candidates ("among"), criteria applied in order ("most X",
"fewest X"), a final tie-break (highest / lowest priority for clearings, setup order for
players) and legality checks. The YAML files under data/root/bots/ list these per action;
this module gives each name its meaning over a `BotBoard` snapshot.

Ruling R-AUTO-G8: criteria give a total order (criteria..., then the tie-break); the bot takes
the first candidate in that order that is legal (2.3 fall-through). Because every criterion is
a value per candidate, this equals "try the tied ones, then the next rank".
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .board import BoardClearing, BotBoard

BIRD = "bird"


@dataclass
class Ctx:
    """What an action knows beyond the board: the order / column suit, the origin of a move,
    the targeted player, and values the caller computed (distances, leave-behind counts)."""
    suit: str | None = None
    origin: int | None = None
    target: str | None = None              # a player id (Vagabot battle target)
    clearing: int | None = None            # for player pools: the clearing of the battle
    leave: dict = field(default_factory=dict)      # clearing id -> warriors that must stay
    values: dict = field(default_factory=dict)     # measure name -> {clearing id: value}
    missing_suits: tuple = ()              # Alliance: suits whose base is off the map
    threshold: int = 0                     # Alliance Organize minimum
    crowded: int = 3                       # Alliance: "3+ warriors of one enemy"
    always_first: int | None = None        # Mountain Pass: wins every priority tie-break


def matches(c: BoardClearing, suit: str | None) -> bool:
    """An ordered / column clearing; a bird suit matches every clearing (4.7, 5.5.1 note); the
    Lost City every suit (R-LAND-11, R-LAND-30)."""
    return suit is None or suit == BIRD or c.has_suit(suit)


def _enemy(b: BotBoard, c: BoardClearing):
    """Its enemies' pieces here (not its allies': Rootbotics 3.5 cooperative play)."""
    return [pc for p, pc in c.pieces.items() if b.is_enemy(p)]


def _other(b: BotBoard, c: BoardClearing):
    """Every other player's pieces here, allies included (what a revolt physically removes)."""
    return [pc for p, pc in c.pieces.items() if p != b.me]


# --- clearing measures (bigger = more) ---------------------------------------------------

def _own(b, c):
    return c.of(b.me)


CLEARING_MEASURES: dict[str, Callable] = {
    "enemy-pieces": lambda b, c, x: sum(pc.total() for pc in _enemy(b, c)),
    "enemy-warriors": lambda b, c, x: sum(pc.warriors for pc in _enemy(b, c)),
    "own-warriors": lambda b, c, x: _own(b, c).warriors,
    "own-roosts": lambda b, c, x: _own(b, c).buildings.get("roost", 0),
    "defenceless-buildings": lambda b, c, x: sum(pc.n_buildings() for pc in _enemy(b, c) if pc.warriors == 0),
    "enemy-buildings": lambda b, c, x: sum(pc.n_buildings() for pc in _enemy(b, c)),
    "open-slot": lambda b, c, x: int(c.free_slots > 0),
    "free-slots": lambda b, c, x: c.free_slots,
    "own-plots": lambda b, c, x: _own(b, c).tokens.get("plot", 0),
    "enemy-buildings-tokens": lambda b, c, x: sum(pc.n_buildings() + pc.n_tokens() for pc in _enemy(b, c)),
    "crowded": lambda b, c, x: int(any(pc.warriors >= x.crowded for pc in _enemy(b, c))),
    "ordered-suit": lambda b, c, x: int(x.suit is not None and (x.suit == BIRD or c.has_suit(x.suit))),
    "target-buildings-tokens": lambda b, c, x: c.of(x.target).n_buildings() + c.of(x.target).n_tokens(),
    "target-warriors": lambda b, c, x: c.of(x.target).warriors,
    "distance": lambda b, c, x: x.values["distance"][c.id],
    "crafter-vp": lambda b, c, x: x.values["crafter-vp"][c.id],
    # a number per clearing the caller computed (Automated Hundreds / Keepers: ruins, relic needs)
    "caller-value": lambda b, c, x: x.values.get("value", {}).get(c.id, 0),
    # Riverfolk Robots Build: pieces of the Payments leader (x.target; may be nobody)
    "target-pieces": lambda b, c, x: c.of(x.target).total() if x.target else 0,
}

PLAYER_MEASURES: dict[str, Callable] = {
    "pieces-here": lambda b, p, x: b.clearing(x.clearing).of(p.id).total(),
    "buildings-here": lambda b, p, x: b.clearing(x.clearing).of(p.id).n_buildings(),
    "warriors-here": lambda b, p, x: b.clearing(x.clearing).of(p.id).warriors,
    "buildings-tokens-here": lambda b, p, x: (b.clearing(x.clearing).of(p.id).n_buildings()
                                              + b.clearing(x.clearing).of(p.id).n_tokens()),
    "defenceless-buildings-here": lambda b, p, x: (b.clearing(x.clearing).of(p.id).n_buildings()
                                                   if b.clearing(x.clearing).of(p.id).warriors == 0 else 0),
    "vp": lambda b, p, x: p.vp,
    # Riverfolk Robots: warriors of the player in its Payments box (caller's values)
    "payments": lambda b, p, x: x.values.get("payments", {}).get(p.id, 0),
}


# --- candidate pools ---------------------------------------------------------------------

def _sympathetic(c):
    return any(pc.tokens.get("sympathy", 0) for pc in c.pieces.values())


CLEARING_POOLS: dict[str, Callable] = {
    "all-clearings": lambda b, x: b.all(),
    "ordered-clearings": lambda b, x: [c for c in b.all() if matches(c, x.suit)],
    "order-suit-clearings": lambda b, x: [c for c in b.all() if matches(c, x.suit)],
    "column-clearings": lambda b, x: [c for c in b.all() if matches(c, x.suit)],
    "ruled-clearings": lambda b, x: [c for c in b.all() if c.ruler == b.me],
    "ruled-ordered-clearings": lambda b, x: [c for c in b.all() if c.ruler == b.me and matches(c, x.suit)],
    "ruled-column-clearings": lambda b, x: [c for c in b.all() if c.ruler == b.me and matches(c, x.suit)],
    "column-clearings-with-own-roost": lambda b, x: [c for c in b.all() if matches(c, x.suit) and _own(b, c).buildings.get("roost", 0)],
    "ruled-clearings-without-own-roost": lambda b, x: [c for c in b.all() if c.ruler == b.me and not _own(b, c).buildings.get("roost", 0)],
    "clearings-without-own-pieces": lambda b, x: [c for c in b.all() if _own(b, c).total() == 0],
    "adjacent-clearings": lambda b, x: [b.clearing(a) for a in b.clearing(x.origin).adjacent + b.clearing(x.origin).ferry_to
                                        if a in b.clearings],
    "sympathetic-clearings-of-missing-bases": lambda b, x: [c for c in b.all() if _sympathetic(c) and any(c.has_suit(m) for m in x.missing_suits)],
    "ordered-sympathetic-clearings": lambda b, x: [c for c in b.all() if _sympathetic(c) and matches(c, x.suit)],
    "unsympathetic-clearings": lambda b, x: [c for c in b.all() if not _sympathetic(c)],
    "unsympathetic-adjacent-to-sympathy": lambda b, x: [
        c for c in b.all() if not _sympathetic(c) and any(_sympathetic(b.clearing(a)) for a in c.adjacent if a in b.clearings)],
    "clearings-with-own-building": lambda b, x: [c for c in b.all() if _own(b, c).n_buildings()],
    "clearings-with-own-base": lambda b, x: [c for c in b.all() if any(k.startswith("base") for k in _own(b, c).buildings)],
    "clearings-with-target-pieces": lambda b, x: [c for c in b.all() if c.of(x.target).total() > 0],
    "clearings-with-crafters": lambda b, x: [c for c in b.all() if c.id in x.values.get("crafter-vp", {})],
    "ruin-clearings": lambda b, x: [c for c in b.all() if c.id in x.values.get("ruins", {})],
    "quest-suit-clearings": lambda b, x: [c for c in b.all() if c.has_suit(x.suit)],
    "clearings-with-own-pieces": lambda b, x: [c for c in b.all() if _own(b, c).total() > 0],
    # clearings the caller lists (Riverfolk Robots bird Recruit: the river clearings)
    "listed-clearings": lambda b, x: [b.clearing(i) for i in x.values.get("listed", ()) if i in b.clearings],
}

PLAYER_POOLS: dict[str, Callable] = {
    "players-with-pieces": lambda b, x: [p for p in b.enemies() if b.clearing(x.clearing).of(p.id).total() > 0],
    "enemies": lambda b, x: b.enemies(),
}


# --- legality (Rootbotics 2.3) -------------------------------------------------------------

def _movable(b, c, x):
    leave = x.leave.get(c.id, 0) if isinstance(x.leave, dict) else x.leave
    return _own(b, c).warriors - leave >= 1


LEGALITY: dict[str, Callable] = {
    "own-warriors": lambda b, c, x: _own(b, c).warriors >= 1,
    "target-warriors": lambda b, c, x: c.of(x.target).warriors >= 1,
    "target-buildings": lambda b, c, x: c.of(x.target).n_buildings() >= 1,
    "no-own-plot": lambda b, c, x: not _own(b, c).tokens.get("plot", 0),
    "has-own-building": lambda b, c, x: _own(b, c).n_buildings() >= 1,
    "no-tunnel-no-own-building": lambda b, c, x: not _own(b, c).n_buildings() and not _own(b, c).tokens.get("tunnel", 0),
    "enemy-pieces": lambda b, c, x: CLEARING_MEASURES["enemy-pieces"](b, c, x) >= 1,
    "no-enemy-pieces": lambda b, c, x: CLEARING_MEASURES["enemy-pieces"](b, c, x) == 0,
    "free-slot": lambda b, c, x: c.free_slots >= 1,
    "can-place": lambda b, c, x: b.me not in c.no_place and not c.forest,
    # Riverfolk Robots Build: no trade post of its own here, one of the clearing's suit left
    "no-own-post": lambda b, c, x: not any(k.startswith("post-") for k in _own(b, c).tokens),
    "post-left": lambda b, c, x: any(x.values.get("posts-left", {}).get(s, 0) > 0 for s in c.all_suits()),   # R-LAND-30
    # Law of Root 4.2.1: the mover rules the origin or the destination.
    "move-rule": lambda b, c, x: b.clearing(x.origin).ruler == b.me or c.ruler == b.me,
    "movable-warriors": _movable,
    "organize-warriors": lambda b, c, x: _own(b, c).warriors >= x.threshold,
    # a revolt removes every other piece first (allies' too, Rootbotics 3.5), so their
    # buildings' slots count as free
    "revolt-slot": lambda b, c, x: c.free_slots + sum(pc.n_buildings() for pc in _other(b, c)) >= 1 and not c.forest,
}


# --- criteria -----------------------------------------------------------------------------

def parse_criterion(text: str) -> tuple[str, str]:
    """'most enemy-pieces' -> ('most', 'enemy-pieces'). ValueError on anything else."""
    parts = text.split()
    if len(parts) != 2 or parts[0] not in ("most", "fewest"):
        raise ValueError(f"criterion {text!r} must read 'most <measure>' or 'fewest <measure>'")
    return parts[0], parts[1]


def _keyfunc(criteria, measures, board, ctx):
    parsed = [(w, measures[m]) for w, m in (parse_criterion(t) for t in criteria)]

    def key(cand):
        return tuple(-f(board, cand, ctx) if w == "most" else f(board, cand, ctx) for w, f in parsed)
    return key


def priority_order(ids, first: int | None = None) -> list[int]:
    """Clearing ids highest priority first (Rootbotics 2.1: id = priority); Mountain's Pass
    (`first`) counts as satisfying any priority tie-break (map rule mountain-pass)."""
    return sorted(ids, key=lambda c: (c != first, c))


def rank_clearings(board: BotBoard, cands, criteria=(), final: str = "highest", ctx: Ctx | None = None) -> list:
    """Candidates best first: criteria in order, then priority (2.1; 'lowest' when the rule
    says so). Mountain's Pass wins any priority tie-break (ctx.always_first)."""
    ctx = ctx or Ctx()
    key = _keyfunc(criteria, CLEARING_MEASURES, board, ctx)
    first = ctx.always_first if ctx.always_first is not None else board.always_first

    def tb(c):
        if first is not None and c.id == first:
            return -1000
        return c.priority if final == "highest" else -c.priority
    return sorted(cands, key=lambda c: key(c) + (tb(c),))


def select_clearings(board: BotBoard, among: str, criteria=(), legal=(), final: str = "highest",
                     ctx: Ctx | None = None, take: int = 1) -> list:
    """Up to `take` legal clearings, best first (Rootbotics 2.1, 2.3, 2.5)."""
    ctx = ctx or Ctx()
    cands = CLEARING_POOLS[among](board, ctx)
    checks = [LEGALITY[n] for n in legal]
    out = []
    for c in rank_clearings(board, cands, criteria, final, ctx):
        if all(chk(board, c, ctx) for chk in checks):
            out.append(c)
            if len(out) >= take:
                break
    return out


def select_clearing(board, among, criteria=(), legal=(), final="highest", ctx=None):
    found = select_clearings(board, among, criteria, legal, final, ctx, take=1)
    return found[0] if found else None


def rank_players(board: BotBoard, cands, criteria=(), ctx: Ctx | None = None, setup_order=()) -> list:
    """Players best first: criteria, then setup order (Rootbotics 2.2)."""
    ctx = ctx or Ctx()
    key = _keyfunc(criteria, PLAYER_MEASURES, board, ctx)
    order = list(setup_order)

    def slot(p):
        return order.index(p.slot) if p.slot in order else len(order)
    return sorted(cands, key=lambda p: key(p) + (slot(p), p.id))


def select_player(board, among, criteria=(), ctx=None, setup_order=()):
    ctx = ctx or Ctx()
    ranked = rank_players(board, PLAYER_POOLS[among](board, ctx), criteria, ctx, setup_order)
    return ranked[0] if ranked else None


def apply_selection(board: BotBoard, sel, ctx: Ctx | None = None, setup_order=()) -> list:
    """Evaluate a `Selection` record from the YAML (content.py) and return the chosen
    clearings or players, best first."""
    if sel.what == "player":
        p = select_player(board, sel.among, sel.criteria, ctx, setup_order)
        return [p] if p else []
    if sel.each:   # every legal candidate, in target priority order (action order, 2.4)
        return select_clearings(board, sel.among, sel.criteria, sel.legal, sel.final, ctx, take=10**6)
    return select_clearings(board, sel.among, sel.criteria, sel.legal, sel.final, ctx, take=sel.take)
