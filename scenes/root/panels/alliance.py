"""Woodland Alliance board (Law 8): the sympathy track (cost and VP of the next token), the
three bases, officers, and the supporters stack — its cards are face down (count only) except
in the Alliance's own view."""
from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext

from ... import theme
from .. import glyphs
from .common import PanelCtx, card_chips, draw_common, heading, text


def on_map(pc: PanelCtx, kind: str, tokens: bool) -> list[int]:
    where = pc.view["tokens"] if tokens else pc.view["buildings"]
    return [c for c, lst in enumerate(where) for o, k in lst if o == pc.seat and k == kind]


def draw(surface, rect, pc: PanelCtx) -> int:
    px = theme.px
    al = pc.content.factions.alliance
    fb = pc.fb
    x, y = rect.x, rect.y
    placed = fb.get("sympathy_placed", len(on_map(pc, "sympathy", True)))
    nxt = (ngettext("next: {n} supporter → {vp} VP", "next: {n} supporters → {vp} VP",
                    al.sympathy_costs[placed]).format(n=al.sympathy_costs[placed], vp=al.sympathy_vp[placed])
           if placed < al.sympathy else _("all placed"))
    text(surface, _("Sympathy {n}/{total} · {next}").format(n=placed, total=al.sympathy, next=nxt), (x, y), 12, "text-bold")
    y += px(16)
    n = al.sympathy
    cw = min(px(24), (rect.w - px(2) * (n - 1)) // n)
    tok = glyphs.token("sympathy", "alliance", cw - px(2))
    for i in range(n):
        r = pygame.Rect(x + i * (cw + px(2)), y, cw, cw)
        pygame.draw.rect(surface, (244, 236, 218), r, border_radius=px(4))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=px(4))
        if i >= placed:
            surface.blit(tok, tok.get_rect(center=r.center))
        if i >= placed:
            text(surface, str(al.sympathy_vp[i]), (r.right - px(1), r.y), 8, "text-bold", (252, 248, 238), "topright")
        else:
            text(surface, f"{al.sympathy_vp[i]}", r.center, 10, "text-bold", theme.INK_SOFT, "center")
        text(surface, f"{al.sympathy_costs[i]}", (r.centerx, r.bottom + px(1)), 7, "text-bold", theme.ACCENT, "midtop")
    y += cw + px(13)
    y = heading(surface, _("Bases"), x, y, rect.w)
    if "bases_on_map" in fb:
        bases_on = {suit for _c, suit in fb["bases_on_map"]}
    else:
        bases_on = {pc.view["suits"][c] for c in on_map(pc, "base", False)}
    bx = x
    for suit in al.bases:
        img = glyphs.building("base", "alliance", px(26), suit)
        if suit in bases_on:
            pygame.draw.rect(surface, (244, 236, 218), (bx, y, px(26), px(26)), border_radius=px(4))
            text(surface, _("on map"), (bx + px(13), y + px(13)), 8, "text-bold", theme.INK_SOFT, "center")
        else:
            surface.blit(img, (bx, y))
        bx += px(30)
    officers = fb.get("officers")
    sup = fb.get("supporters")
    count = len(sup) if isinstance(sup, list) else (sup if isinstance(sup, int) else fb.get("supporters_count"))
    info = []
    if officers is not None:
        info.append(ngettext("{n} officer", "{n} officers", officers).format(n=officers))
    if count is not None:
        cap = "" if bases_on else _(" (max {n} without a base)").format(n=al.supporters_cap_without_base)
        info.append(ngettext("{n} supporter", "{n} supporters", count).format(n=count) + cap)
    y += px(30)
    text(surface, " · ".join(info) or "—", (x, y), 12)
    y += px(20)
    if isinstance(sup, list) and pc.viewer == pc.seat and sup:
        y = heading(surface, _("Supporters (only you see these)"), x, y, rect.w)
        y = card_chips(surface, pc, x, y, rect.w, sup, clickable=True) + px(2)
    return draw_common(surface, rect, pc, y)




def targets(pc: PanelCtx) -> set[str]:
    """Refs this panel draws: the supporters, in the Alliance's own view only (face down)."""
    sup = pc.fb.get("supporters")
    return {f"card:{c}" for c in sup} if isinstance(sup, list) and pc.viewer == pc.seat else set()
