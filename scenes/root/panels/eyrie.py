"""Eyrie Dynasties board (Law 7): the Decree's four columns with their cards (loyal viziers
marked), the roost track with VP and draw bonuses, the leader and the leaders still available.
Reads the engine's Eyrie view keys (docs/root-engine.md); missing keys fall back to the map."""
from __future__ import annotations

import pygame

from game.core.i18n import _, term

from ... import theme
from .. import glyphs, style
from .common import PanelCtx, draw_common, heading, name_chip, text


def roosts_on_map(pc: PanelCtx) -> int:
    return sum(1 for c in pc.view["buildings"] for o, k in c if o == pc.seat and k == "roost")


def draw(surface, rect, pc: PanelCtx) -> int:
    px = theme.px
    ey = pc.content.factions.eyrie
    fb = pc.fb
    x, y = rect.x, rect.y
    leader = fb.get("leader") or ""
    lrec = next((x for x in ey.leaders if x.id == leader), None)
    text(surface, _("Leader: {name}").format(name=term(lrec.name) if lrec else (leader or _('not chosen'))), (x, y), 13, "text-bold")
    y += px(17)
    if lrec:
        for line in theme.wrap(theme.font("text-italic", 11), _(lrec.text), rect.w)[:2]:
            text(surface, line, (x, y), 11, "text-italic", theme.INK_SOFT)
            y += px(14)
    # the Decree
    y = heading(surface, _("Decree"), x, y + px(2), rect.w)
    decree = fb.get("decree") or {}
    cols = ey.decree_columns
    cw = (rect.w - px(6) * (len(cols) - 1)) // len(cols)
    top = y
    maxh = 0
    d = pc.decision
    resolving = None                  # the column being resolved now (its cards are the targets)
    if d is not None and d.seat == pc.seat and isinstance(d.data, dict) and d.kind.endswith("decree.resolve"):
        resolving = d.data.get("column")
    # Law 7.5.2: the Decree resolves left to right; cards already resolved this turn are marked
    todo = list(d.data.get("todo", [])) if resolving is not None else []
    at = cols.index(resolving) if resolving in cols else -1
    for i, col in enumerate(cols):
        cx = x + i * (cw + px(6))
        r = pygame.Rect(cx, top, cw, px(16))
        pc.targets.append((f"column:{col}", r))
        pygame.draw.rect(surface, style.lighten(pc.color, 0.55), r, border_radius=px(3))
        if col == resolving:
            pygame.draw.rect(surface, pc.color, r, max(2, px(2)), border_radius=px(3))
        text(surface, term(col.title()), r.center, 10, "text-bold", theme.INK, "center")
        yy = r.bottom + px(2)
        entries = list(decree.get(col, []))
        for cid in entries:
            if cid in ("vizier", "loyal-vizier"):
                suit, name = "bird", term("Loyal Vizier")
            else:
                rec = pc.content.cards.get(cid)
                suit, name = (rec.suit, term(rec.name)) if rec else ("any", str(cid))
            cr = name_chip(surface, cx, yy, cw, name, suit, size=9)
            done = False
            if at >= 0:
                if i < at:
                    done = True
                elif col == resolving:
                    if cid in todo:
                        todo.remove(cid)
                    else:
                        done = True
            if done:
                veil = pygame.Surface(cr.size, pygame.SRCALPHA)
                veil.fill((250, 244, 230, 150))
                surface.blit(veil, cr)
                m = (cr.right - px(9), cr.centery)           # a check mark: resolved this turn
                pygame.draw.lines(surface, (40, 110, 50), False, [(m[0] - px(4), m[1]), (m[0] - px(1), m[1] + px(3)),
                                                                   (m[0] + px(5), m[1] - px(4))], max(2, px(2)))
                pc.resolved.append((col, cid))
                pc.tips.append((cr, _("Resolved this turn (Law 7.5.2)")))
            if cid in pc.content.cards:
                pc.spots.append((cid, cr))
            if resolving in (None, col) and not done:   # resolving the Decree names the cards of one column
                pc.targets.append((f"card:{cid}", cr))
            yy += cr.h + px(2)
        maxh = max(maxh, yy - top)
    y = top + maxh + px(6)
    # roost track: spaces uncover from the left as roosts go onto the map
    placed = fb.get("roosts_on_map", roosts_on_map(pc))
    text(surface, _("Roosts on the map: {n}/{total} · Evening scores {vp} VP").format(n=placed, total=ey.roosts, vp=ey.roost_vp[max(0, placed - 1)] if placed else 0),
         (x, y), 12, "text-bold")
    y += px(16)
    img = glyphs.building("roost", "eyrie", px(24))
    sub = [f"+{d}" if d else "" for d in ey.roost_draws]
    y = _roost_track(surface, x, y, rect.w, ey, placed, img, sub)
    avail = fb.get("face_up_leaders")
    if avail:
        names = [next((x.name for x in ey.leaders if x.id == a), a) for a in avail]
        text(surface, _("Leaders left: {names}").format(names=", ".join(term(n) for n in names)), (x, y), 11, "text-italic", theme.INK_SOFT)
        y += px(15)
    return draw_common(surface, rect, pc, y)


def _roost_track(surface, x, y, w, ey, placed, img, sub):
    px = theme.px
    n = ey.roosts
    cw = min(px(26), (w - px(2) * (n - 1)) // n)
    for i in range(n):
        r = pygame.Rect(x + i * (cw + px(2)), y, cw, cw)
        pygame.draw.rect(surface, (244, 236, 218), r, border_radius=px(4))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=px(4))
        if i >= placed:
            s = glyphs.building("roost", "eyrie", cw - px(4))
            surface.blit(s, s.get_rect(center=r.center))
        if i >= placed:
            text(surface, str(ey.roost_vp[i]), (r.right - px(1), r.y), 8, "text-bold", (252, 248, 238), "topright")
        else:
            text(surface, str(ey.roost_vp[i]), r.center, 10, "text-bold", theme.INK_SOFT, "center")
        if sub[i]:
            text(surface, sub[i] + _("card"), (r.centerx, r.bottom + px(1)), 7, "text-bold", theme.ACCENT, "midtop")
    return y + cw + px(13)



def targets(pc: PanelCtx) -> set[str]:
    """Refs this panel draws: the four Decree columns (choices `column:recruit`…) and the
    cards in them (choices `card:…` while resolving the Decree)."""
    decree = pc.fb.get("decree") or {}
    return {f"column:{c}" for c in pc.content.factions.eyrie.decree_columns} | \
        {f"card:{x}" for col in decree.values() for x in col}
