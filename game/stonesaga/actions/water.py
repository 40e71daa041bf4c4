"""Find water (rb p.36): 1 energy on a lake, river or marsh terrain, 2 water. Build a shelter
(rb p.37): 1 energy on a cave terrain; none → 1 → 2; illegal at 2."""
from __future__ import annotations

from game.core.decision import Choice, Event
from game.core.i18n import N_, Msg

from .. import board, chars
from . import common
from ..menu import menu_msg


def site_actions(content, s, cell: str, action: str) -> list[str]:
    """Sites on the terrain that allow this site action (rb p.36 table)."""
    return list(sites_allowing(content, s, cell, action))


def sites_allowing(content, s, cell: str, action: str) -> tuple[str, ...]:
    # a pure function of the terrain's sites and the pack's site table: cached per pack
    here = board.site_tuple(content, s, cell)
    memo = content.memo.setdefault("site_actions", {})
    got = memo.get((here, action))
    if got is None:
        table = content.rulebook.sites
        got = memo[(here, action)] = tuple(site for site in here if site in table and action in table[site].actions)
    return got


def available(content, s, c) -> list[Choice]:
    out = []
    for site in sites_allowing(content, s, c.pos, "find_water")[:1]:
        if common.affordable(c, "find_water", common.site_cost(content, s, "find_water", c.pos)):
            out.append(menu_msg(f"action:find_water:{site}", N_("Find water ({site})"), site=site))
    if sites_allowing(content, s, c.pos, "shelter") and s.cells[c.pos].shelter < 2:   # rb p.37
        if common.affordable(c, "shelter", common.site_cost(content, s, "shelter", c.pos)):
            out.append(menu_msg("action:shelter", N_("Build a shelter")))
    return out


def begin(content, s, c, cid: str, events: list) -> None:
    name = cid.split(":")[1]
    common.pay(content, s, c, name, common.site_cost(content, s, name, c.pos), events)
    if name == "find_water":
        for res, n in content.rulebook.actions["find_water"].gain.items():
            chars.add(c, res, n)                          # rb p.36: 2 water
        events.append(Event("water", Msg("{name} finds water", name=c.name), seat=c.seat, rule="rb p.36"))
    else:
        cell = s.cells[c.pos]
        cell.shelter = min(2, cell.shelter + 1)           # rb p.37
        events.append(Event("shelter", Msg("{name} builds a shelter ({level})", name=c.name, level=cell.shelter), seat=c.seat, rule="rb p.37"))
