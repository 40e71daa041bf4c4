"""The valley as the state holds it: cells, sites on a cell, edges between cells, location
tokens, who stands where, the current omens. Hex geometry itself is `valley.py` (rules)."""
from __future__ import annotations

from . import valley
from .content import ZONE_OF_EDGE
from .state import Character, SaState


def key(q: int, r: int) -> str:
    return f"{q},{r}"


def parse(k: str) -> tuple[int, int]:
    q, r = k.split(",")
    return int(q), int(r)


# cell key -> the keys of its six hex neighbours in edge order (pure geometry: never changes)
_AROUND: dict[str, tuple[str, ...]] = {}


def neighbours(s: SaState, cell: str) -> list[str]:
    """Cells of the valley that share an edge with `cell` (rb p.21), in edge order."""
    around = _AROUND.get(cell)
    if around is None:
        around = _AROUND[cell] = tuple(key(q, r) for q, r in valley.neighbours(*parse(cell)))
    cells = s.cells
    return [k for k in around if k in cells]


def tile_of(content, s: SaState, cell: str):
    return content.tiles[s.cells[cell].tile]


def sites(content, s: SaState, cell: str) -> list[str]:
    """Site types on a discovered cell, anywhere on the tile, edges included (rb p.21); a site
    entirely covered by modules, the camp module included, no longer exists (rb p.34, 68)."""
    return list(site_tuple(content, s, cell))


def site_tuple(content, s: SaState, cell: str) -> tuple[str, ...]:
    """`sites` as the cached tuple itself (read-only: no copy for the menus that only look)."""
    c = s.cells[cell]
    if not c.discovered or "tile" in c.modules:
        return ()
    memo = content.memo.setdefault("board_sites", {})   # a pure function of the tile and its modules
    k = (c.tile, tuple(sorted(c.modules)) if c.modules else ())
    got = memo.get(k)
    if got is None:
        got = memo[k] = tuple(_sites(content, s, cell))
    return got


def _sites(content, s: SaState, cell: str) -> list[str]:
    c = s.cells[cell]
    covered = list(c.modules)
    out: list[str] = []
    for site in tile_of(content, s, cell).sites:
        if site.zones and all(z in covered for z in site.zones):
            continue
        if site.site not in out:
            out.append(site.site)
    return out


def has_site(content, s: SaState, cell: str, kinds) -> bool:
    here = site_tuple(content, s, cell)
    return any(k in here for k in kinds)


def _side(content, s: SaState, cell: str, edge: int) -> str:
    c = s.cells[cell]
    if not c.discovered:
        return "clear"
    memo = content.memo.setdefault("board_side", {})    # a pure function of the tile, its modules, the edge
    k = (c.tile, tuple(sorted(c.modules.items())), edge)
    got = memo.get(k)
    if got is None:
        got = memo[k] = _side_of(content, c, edge)
    return got


def _side_of(content, c, edge: int) -> str:
    module_class = None
    for mz, mod in c.modules.items():
        if mz == "tile" or mz == ZONE_OF_EDGE[edge]:
            module_class = content.modules[mod].obstruction if mod in content.modules else "non_obstructive"
    cover = content.tiles[c.tile].edges.get(edge)
    data = {"sites": list(cover.sites), "full": cover.full} if cover is not None else None
    return valley.side_state(data, module_class)


def edge_status(content, s: SaState, a: str, b: str) -> str:
    """clear | obstructed | impassable for the common edge of a and b (rb p.26, 68); sites
    covering it on one side only: ruling SS-55 (option ss_obstruction_sides)."""
    ca, cb = s.cells[a], s.cells[b]
    rule = s.opt("ss_obstruction_sides") or "either"
    ma, mb = ca.modules, cb.modules                      # usually none: no sort then
    k = (a, b, rule, ca.tile, ca.discovered, tuple(sorted(ma.items())) if ma else (),
         cb.tile, cb.discovered, tuple(sorted(mb.items())) if mb else ())
    memo = content.memo.setdefault("board_edge", {})    # a pure function of both cells' faces
    got = memo.get(k)
    if got is None:
        ea, eb = valley.shared_edge(parse(a), parse(b))
        got = memo[k] = valley.crossing(_side(content, s, a, ea), _side(content, s, b, eb), rule=rule)
    return got


def chars_at(s: SaState, cell: str) -> list[Character]:
    return [c for c in s.chars if not c.dead and c.pos == cell]


def alone(s: SaState, c: Character) -> bool:
    """No other character on the terrain (rb p.57)."""
    return len(chars_at(s, c.pos)) == 1


def camp_at(s: SaState, cell: str):
    for camp in s.camps:
        if camp.cell == cell:
            return camp
    return None


def active_camp_at(s: SaState, cell: str):
    camp = camp_at(s, cell)
    return camp if camp is not None and camp.status == "active" else None


def current_omens(content, s: SaState) -> list[str]:
    """The omens of the top card of the Night discard, else the challenge card's (rb p.46)."""
    pile = s.discards.get("night", [])
    if pile:
        return list(content.night[pile[-1]].omens)
    return list(content.challenges[s.challenge].omens)
