"""The Automated Keepers' choices (Tableforge original, docs/root-automata.md AK) as pure
functions, driven by the selection recipes in data/root/bots/automated-keepers.yaml. The engine
module (automated_keepers.py) carries them out."""
from __future__ import annotations

from collections import deque

from game.core.i18n import N_

from .targeting import Ctx, apply_selection


def pick_listed(board, bot, sel_id: str, listed, value: dict | None = None, origin: int | None = None,
                distance: dict | None = None) -> int | None:
    """A selection over the clearings the caller lists (its `caller-value` and `distance` given)."""
    values = {"listed": list(listed), "value": dict(value or {})}
    if distance is not None:
        values["distance"] = {c: distance.get(c, 99) for c in board.clearings}
    got = apply_selection(board, bot.selection(sel_id), Ctx(origin=origin, values=values))
    return got[0].id if got else None


def defender(board, bot, cid, setup_order) -> str | None:
    """AK 4.2: most buildings, then most warriors, then most VP, then setup order."""
    got = apply_selection(board, bot.selection("battle-defender"), Ctx(clearing=cid), setup_order)
    return got[0].id if got else None


def gather_column(relics_on_map: int, recover_cards: int, ruled_delve_site: bool,
                  recover_ready: bool = False, move_cards: int = 0) -> tuple[int, str]:
    """AK 3.5: the column the order card joins, read for the card's own suit (bird: any) — Move or
    Recover when a relic already meets its waystation in a clearing the card matches, or while
    its relics on the map outnumber the cards there; else Battle then Delve when it rules a
    matching clearing with its warriors next to a relic forest; else Move, but only into an
    empty Move column (R-AUTO-K-20: Move cards face no discard check, so they piled up in the
    10-card Retinue and idled) — a Move column that holds a card sends it to Battle then Delve."""
    if recover_ready:
        return 2, N_("a relic meets its waystation in a clearing of the card's suit")
    if relics_on_map > recover_cards:
        return 2, N_("more of its relics are on the map than Move or Recover cards")
    if ruled_delve_site:
        return 1, N_("it rules a clearing of the card's suit next to a forest that holds a relic")
    if move_cards:
        return 1, N_("the Move column already holds a card: it battles where the card's suit lets it")
    return 0, N_("no relic waits for a card and no ruled clearing of the card's suit is next to a relic forest")


def encamp_face(here: list[str], forest_types: list[str], shown: set, available: list[tuple]) -> str:
    """AK 3.3: the face of a new waystation — a type a relic here needs (not yet shown on the map),
    else the type most present in the forests around that no waystation shows, else the first
    face of the first waystation left; always a face some waystation left can show."""
    can = {t for w in available for t in w}
    for t in here:
        if t not in shown and t in can:
            return t
    counts = {t: forest_types.count(t) for t in sorted(set(forest_types)) if t in can and t not in shown}
    if counts:
        return sorted(counts, key=lambda t: (-counts[t], t))[0]
    return available[0][0]


def carry(kinds: list[str], warriors: int) -> list[str]:
    """Law 15.2.4: one relic per warrior moved; AK 4.1: the most valuable first."""
    return sorted(kinds, key=lambda k: (-int(k.split("-")[2]), k))[:warriors]


def distances(adj: dict, goals) -> dict:
    """Steps from every clearing to the nearest goal along paths (breadth first)."""
    dist = {g: 0 for g in goals}
    q = deque(sorted(goals))
    while q:
        c = q.popleft()
        for d in sorted(adj[c]):
            if d not in dist:
                dist[d] = dist[c] + 1
                q.append(d)
    return dist


def delve_pick(relics: list[tuple[str, bool]], ruled: int, recovered: dict, here_faces=frozenset(),
               shown=frozenset()) -> int:
    """AK 4.2: which relic of a forest to delve (index into the forest's list). First a type a
    waystation in the delving clearing shows (recovered there at once, AK 4.3): the face-up one
    of highest value the ruled clearings around pass, else a face-down one. Then the same for a
    type some waystation of its on the map shows (it can be carried home). Then any face-up
    relic whose value passes (highest); else a face-down relic of the type with the fewest
    recovered (completing a column of the Relics display, Law 15.5.2.III.b); else the lowest
    face-up value."""
    def typ(k):
        return k.split("-")[1]
    up = [(i, int(k.split("-")[2]), typ(k)) for i, (k, rev) in enumerate(relics) if rev]
    down = [(i, typ(k)) for i, (k, rev) in enumerate(relics) if not rev]
    tiers = ([x for x in up if x[2] in here_faces], [x for x in down if x[1] in here_faces]), \
            ([x for x in up if x[2] in shown], [x for x in down if x[1] in shown]), (up, down)
    for pool_up, pool_down in tiers:
        ok = [x for x in pool_up if x[1] <= ruled]
        if ok:
            return sorted(ok, key=lambda x: (-x[1], x[0]))[0][0]
        if pool_down:
            return sorted(pool_down, key=lambda x: (recovered.get(x[1], 0), x[1], x[0]))[0][0]
    return sorted(up, key=lambda x: (x[1], x[0]))[0][0]


def recover_pick(kinds: list[str], ruled: int) -> str:
    """AK 4.3: the highest value the check allows (value <= ruled clearings of the suit); if
    none passes, the lowest value (the card is discarded after, Law 15.5.2.III.c)."""
    vals = sorted(kinds, key=lambda k: (-int(k.split("-")[2]), k))
    ok = [k for k in vals if int(k.split("-")[2]) <= ruled]
    return ok[0] if ok else vals[-1]
