"""Lizard Cult board (Law 10): the Outcast marker (suit, Outcast or Hated side), the Acolytes
box, the three garden tracks with the VP above each space (the rightmost empty one is what Score
gives), the cards revealed this turn and the public Lost Souls pile."""
from __future__ import annotations

import pygame

from game.core.i18n import _, term

from ... import theme
from .. import glyphs
from .common import PanelCtx, card_chips, draw_common, heading, text

SUITS = ("fox", "rabbit", "mouse")


def draw(surface, rect, pc: PanelCtx) -> int:
    from game.root.factions.lizards import board
    px = theme.px
    b = board(pc.content)
    fb = pc.fb
    x, y = rect.x, rect.y
    oc = fb.get("outcast", "fox")
    hated = fb.get("hated", False)
    surface.blit(glyphs.suit_icon(oc, px(22)), (x, y - px(2)))
    side = _("Hated (conspiracies −1)") if hated else _("Outcast")
    text(surface, f"{term(oc)} · {side}", (x + px(26), y + px(2)), 12, "text-bold",
         theme.ACCENT if hated else theme.INK)
    y += px(22)
    ac = fb.get("acolytes", 0)
    text(surface, _("Acolytes: {n}").format(n=ac), (x, y), 12, "text-bold")
    w_img = glyphs.warrior(pc.fid, px(18))
    for i in range(min(ac, 12)):
        surface.blit(w_img, (x + px(84) + i * px(12), y - px(3)))
    y += px(20)
    # garden tracks: gardens still on the track sit on the right; the numbers are the VP above
    y = heading(surface, _("Garden tracks (Score: rightmost empty)"), x, y, rect.w)
    tracks = fb.get("garden_tracks", {})
    scored = fb.get("scored", [])
    n = b.gardens_per_suit
    cw = min(px(24), (rect.w - px(30) - px(2) * (n - 1)) // n)
    for suit in SUITS:
        left = tracks.get(suit, n)
        surface.blit(glyphs.suit_icon(suit, px(20)), (x, y + (cw - px(20)) // 2))
        empty = n - left                      # spaces 1..empty are empty (filled right to left)
        for i in range(n):
            r = pygame.Rect(x + px(26) + i * (cw + px(2)), y, cw, cw)
            pygame.draw.rect(surface, (244, 236, 218), r, border_radius=px(4))
            edge = pc.color if i == empty - 1 else theme.PANEL_EDGE
            pygame.draw.rect(surface, edge, r, max(1, px(2) if i == empty - 1 else 1), border_radius=px(4))
            if i >= empty:
                g = glyphs.building(f"garden-{suit}", pc.fid, cw - px(2))
                surface.blit(g, g.get_rect(center=r.center))
                text(surface, str(b.garden_vp[i]), (r.right - px(1), r.y), 8, "text-bold", (252, 248, 238), "topright")
            else:
                text(surface, str(b.garden_vp[i]), r.center, 11, "text-bold", theme.INK_SOFT, "center")
        if suit in scored:
            text(surface, _("scored"), (x + px(30) + n * (cw + px(2)), y + cw // 2), 9, "text-bold", theme.ACCENT,
                 "midleft")
        y += cw + px(4)
    y += px(4)
    rev = fb.get("revealed", [])
    if rev:
        y = heading(surface, _("Revealed this turn"), x, y, rect.w)
        y = card_chips(surface, pc, x, y, rect.w, rev)
    lost = fb.get("lost_souls", [])
    y = heading(surface, _("Lost Souls ({n}, public)").format(n=len(lost)), x, y, rect.w)
    if lost:
        y = card_chips(surface, pc, x, y, rect.w, lost)
    else:
        text(surface, _("empty"), (x, y), 11, "text-italic", theme.INK_SOFT)
        y += px(16)
    return draw_common(surface, rect, pc, y)


def targets(pc: PanelCtx) -> set[str]:
    """This panel draws no choice targets (the Cult's cards are chosen from the hand)."""
    return set()
