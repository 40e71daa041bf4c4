"""Underground Duchy board (Law 12): the Burrow, the citadel and market tracks (the Birdsong
recruit and Evening draw each uncovers), tunnels, the Parliament of nine ministers by rank (swayed
or not, acted this turn, the crowns of each rank left) and this turn's revealed cards.

Ministers are click targets (`minister:<id>`: Parliament, Mayor, Sway, Price of Failure) and show
their full action on hover; revealed cards zoom on hover like every card."""
from __future__ import annotations

import pygame

from game.core.i18n import _, N_, ngettext, term

from ... import theme
from .. import glyphs, style
from .common import PanelCtx, cards_row, draw_common, text

RANKS = (("squire", N_("Squires")), ("noble", N_("Nobles")), ("lord", N_("Lords")))
BUILT = {"citadel": N_("Citadels"), "market": N_("Markets")}


def _supply(pc: PanelCtx) -> dict:
    sup = pc.view.get("supply") or []
    return sup[pc.seat] if pc.seat < len(sup) and isinstance(sup[pc.seat], dict) else {}


def _track(surface, pc, x, y, w, kind, total, values, label) -> int:
    """A row of `total` building spaces: a piece still in supply covers its space; a space emptied
    by building shows the value it uncovered (Law 12.4 / 12.6.3)."""
    px = theme.px
    left = _supply(pc).get(kind, total)
    placed = total - left
    text(surface, _("{kind} {n}/{total} on map · {label} {v}").format(kind=_(BUILT.get(kind, kind)), n=placed, total=total,
                                                                  label=_(label), v=values[placed]), (x, y), 11, "text-bold")
    y += px(15)
    s = px(24)
    for i in range(total):
        r = pygame.Rect(x + i * (s + px(4)), y, s, s)
        pygame.draw.rect(surface, (244, 236, 218), r, border_radius=px(4))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=px(4))
        if i >= placed:             # still covered: the value it will uncover in its corner
            surface.blit(glyphs.building(kind, "duchy", s - px(2)), (r.x + px(1), r.y + px(1)))
            text(surface, str(values[i + 1]), (r.right + px(1), r.bottom + px(1)), 8, "text-bold", theme.ACCENT,
                 "bottomleft")
        else:
            text(surface, str(values[i + 1]), r.center, 12, "text-bold", theme.INK_SOFT, "center")
    pc.tips.append((pygame.Rect(x, y - px(15), w, s + px(15)),
                    _("{kind}: {n} on the map. Each one built uncovers a space: ").format(kind=_(BUILT.get(kind, kind)), n=placed)
                    + (ngettext("Birdsong places {n} warrior in the Burrow (Law 12.4)", "Birdsong places {n} warriors in the Burrow (Law 12.4)",
                                values[placed]).format(n=values[placed])
                       if kind == "citadel" else ngettext("Evening draws {n} card (Law 12.6.3)", "Evening draws {n} cards (Law 12.6.3)",
                                        values[placed]).format(n=values[placed]))))
    return y + s + px(6)


def _minister(surface, pc, r, m, swayed, used, hl):
    px = theme.px
    col = style.faction_color("duchy")
    if m.id in swayed:
        fill = style.lighten(col, 0.15) if m.id not in used else style.lighten(col, 0.55)
    else:
        fill = (246, 240, 226)
    pygame.draw.rect(surface, fill, r, border_radius=px(4))
    pygame.draw.rect(surface, style.darken(col, 0.45) if m.id in swayed else theme.PANEL_EDGE, r,
                     max(1, px(2)) if m.id in swayed else 1, border_radius=px(4))
    room = r.w - px(6) - (px(13) if m.id in swayed else 0)
    f, name = theme.fit("text-bold", 10, term(m.name), room)
    surface.blit(f.render(name, True, theme.INK), (r.x + px(3), r.y + px(1)))
    # an acted minister's plate says so alone: "acted · " before its text cut it in French (the
    # tooltip keeps the text)
    short = _("acted this turn") if m.id in used else _(m.short or m.text)
    fs, short = theme.fit("text", 8, short, r.w - px(6))
    surface.blit(fs.render(short, True, theme.INK_SOFT), (r.x + px(3), r.y + px(14)))
    if m.id in swayed:
        surface.blit(glyphs.crown(px(12)), (r.right - px(14), r.y + px(2)))
    state = (_("swayed · acted this turn") if m.id in used else _("swayed")) if m.id in swayed else _("not swayed")
    pc.tips.append((r, _("{name} ({rank}, sway: reveal {n} cards, +{vp} VP) — {state}.").format(
        name=term(m.name), rank=term(m.rank), n=m.cost, vp=m.vp, state=state) + f" {_(m.text)}"))
    ref = f"minister:{m.id}"
    if ref in hl and surface.get_clip().contains(r):
        pc.targets.append((ref, r))


def draw(surface, rect, pc: PanelCtx) -> int:
    px = theme.px
    du = pc.content.factions.duchy
    fb = pc.fb
    x, y, w = rect.x, rect.y, rect.w
    burrow = fb.get("burrow", 0)
    tunnels = fb.get("tunnels", [])
    text(surface, ngettext("Burrow: {n} warrior · tunnels {t}/{total} on map", "Burrow: {n} warriors · tunnels {t}/{total} on map",
                           burrow).format(n=burrow, t=len(tunnels), total=du.tunnels), (x, y), 12,
         "text-bold")
    pc.tips.append((pygame.Rect(x, y, w, px(16)),
                    _("The Burrow (Law 12.2.2) is beside the board: off the map, no suit, adjacent to every "
                      "tunnel ({tunnels}).").format(tunnels=', '.join(map(str, tunnels)) or _('none on the map'))))
    y += px(18)
    # Parliament (Law 12.5.2-12.5.3): three ranks of three ministers
    hl = {r for c in pc.decision.choices for r in ((c.id,) if c.id.startswith("minister:") else ())} \
        if pc.decision is not None and pc.decision.seat == pc.seat else set()
    swayed, used = fb.get("swayed", []), fb.get("used", [])
    crowns = fb.get("crowns", {})
    cw = (w - px(4) * 2) // 3
    th = px(26)
    for rank, label in RANKS:
        ms = [m for m in du.ministers if m.rank == rank]
        if not ms:
            continue
        text(surface, _("{rank} · sway: {n} cards, +{vp} VP").format(rank=_(label).upper(), n=ms[0].cost, vp=ms[0].vp), (x, y), 9, "text-bold",
             theme.INK_SOFT)
        left = crowns.get(rank, du.crowns_per_rank)
        cs = px(11)
        for i in range(du.crowns_per_rank):
            img = glyphs.crown(cs, faded=i >= left)
            surface.blit(img, (rect.right - (du.crowns_per_rank - i) * (cs + px(2)), y))
        pc.tips.append((pygame.Rect(rect.right - du.crowns_per_rank * (cs + px(2)), y, du.crowns_per_rank * (cs + px(2)),
                                    cs), ngettext("{n} {rank} crown left (Law 12.5.3.I)", "{n} {rank} crowns left (Law 12.5.3.I)", left).format(n=left, rank=term(rank))
                        + (_(" · {n} lost to the Price of Failure (12.2.3)").format(n=fb.get('lost_crowns', []).count(rank))
                           if rank in fb.get("lost_crowns", []) else "")))
        y += px(13)
        for i, m in enumerate(ms):
            _minister(surface, pc, pygame.Rect(x + i * (cw + px(4)), y, cw, th), m, swayed, used, hl)
        y += th + px(4)
    y += px(2)
    sup = _supply(pc)
    y = _track(surface, pc, x, y, w, "citadel", du.citadels, du.burrow_recruit, N_("Birdsong recruits"))
    y = _track(surface, pc, x, y, w, "market", du.markets, du.market_draws, N_("Evening draws"))
    text(surface, _("Tunnels in supply: {n}").format(n=sup.get('tunnel', du.tunnels - len(tunnels))), (x, y), 11)
    tx = x + px(118)
    for i in range(sup.get("tunnel", 0)):
        surface.blit(glyphs.token("tunnel", "duchy", px(16)), (tx + i * px(18), y - px(1)))
    y += px(18)
    y = cards_row(surface, pc, x, y, w, fb.get("revealed", []), _("Revealed this turn (back in Evening)"))
    pygame.draw.line(surface, theme.PANEL_EDGE, (x, y), (rect.right, y))
    y += px(4)
    return draw_common(surface, rect, pc, y)


def targets(pc: PanelCtx) -> set[str]:
    """The ministers: every `minister:<id>` choice is a click on its tile (drawn first, so always
    inside the panel)."""
    return {f"minister:{m.id}" for m in pc.content.factions.duchy.ministers}
