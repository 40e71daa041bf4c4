"""Marquise de Cat board (Law 6): the three building tracks with their VP and draw bonuses, the
build cost of the next building on each, wood in supply and the keep."""
from __future__ import annotations

from game.core.i18n import N_, _

from ... import theme
from .. import glyphs
from .common import PanelCtx, clearing_label, draw_common, heading, text


TRACKS = {"sawmill": N_("Sawmills"), "workshop": N_("Workshops"), "recruiter": N_("Recruiters")}


def draw(surface, rect, pc: PanelCtx) -> int:
    px = theme.px
    mq = pc.content.factions.marquise
    fb = pc.fb
    placed = fb.get("tracks", {})
    x, y = rect.x, rect.y
    costs = mq.build_costs
    for t in mq.buildings:
        n = placed.get(t.id, 0)
        nxt = _("next costs {n} wood").format(n=costs[n]) if n < len(costs) else _("all built")
        track = _(TRACKS.get(t.id, t.id.title() + "s"))
        text(surface, _("{track} — {n}/{total} built · {next}").format(track=track, n=n, total=t.count, next=nxt),
             (x, y), 12, "text-bold")
        y += px(16)
        img = t.id
        sub = [f"+{d}" if d else "" for d in t.draws] if any(t.draws) else None
        # covered spaces = buildings still on the track (count - placed), from the right
        left = t.count - n
        labels = [f"{v}" for v in t.vp]
        y = track_right(surface, x, y, rect.w, t.count, left, img, labels, sub)
    y = heading(surface, _("Supply"), x, y, rect.w)
    wood = fb.get("wood_supply", pc.view["supply"][pc.seat].get("wood", 0) if pc.view.get("supply") else 0)
    surface.blit(glyphs.token("wood", "marquise", px(20)), (x, y))
    text(surface, _("{n} wood").format(n=wood), (x + px(24), y + px(2)), 12)
    keep = fb.get("keep")
    kt = _("keep destroyed") if fb.get("keep_gone") else (_("keep in clearing {c}").format(c=clearing_label(pc, keep)) if keep else _("keep not placed"))
    kx = x + px(100)
    if kx + px(24) + theme.font("text", 12).size(kt)[0] > rect.right:     # a long clearing name: its own line
        kx, y = x, y + px(24)
    surface.blit(glyphs.token("keep", "marquise", px(20)), (kx, y))
    text(surface, kt, (kx + px(24), y + px(2)), 12)
    y += px(26)
    return draw_common(surface, rect, pc, y)


def track_right(surface, x, y, w, count, left, img, labels, sub):
    """Buildings leave a Marquise track from the left: spaces [0, placed) are uncovered."""
    placed = count - left
    px = theme.px
    import pygame
    cw = min(px(26), (w - px(2) * (count - 1)) // max(1, count))
    for i in range(count):
        r = pygame.Rect(x + i * (cw + px(2)), y, cw, cw)
        pygame.draw.rect(surface, (244, 236, 218), r, border_radius=px(4))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=px(4))
        if i >= placed:
            s = glyphs.building(img, "marquise", cw - px(4))
            surface.blit(s, s.get_rect(center=r.center))
            text(surface, labels[i], (r.right - px(1), r.y), 8, "text-bold", (252, 248, 238), "topright")
        else:
            text(surface, _("{n} VP").format(n=labels[i]) if len(labels[i]) < 2 else labels[i], r.center, 9, "text-bold",
                 theme.INK, "center")
        if sub is not None and sub[i]:
            text(surface, sub[i] + _("card"), (r.centerx, r.bottom + px(1)), 7, "text-bold", theme.ACCENT, "midtop")
    return y + cw + px(sub is not None and 12 or 5)

