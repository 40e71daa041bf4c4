"""Riverfolk Company board (Law 11): the trade-post rows per suit (posts still on the board, the
VP each uncovers, spaces holding a fund committed to craft), the Funds / Payments / Committed
boxes by owner, the three service prices with who bought Riverboats or Mercenaries this turn, and
the public hand (Law 11.2.3: every viewer sees it; a Hand Card buyer clicks a card here)."""
from __future__ import annotations

import pygame

from game.core.i18n import _, N_, ngettext, term

from ... import theme
from .. import glyphs, style
from .common import PanelCtx, draw_common, heading, text

SUITS = ("fox", "rabbit", "mouse")
SERVICE_NAMES = (("hand-card", N_("Hand Card")), ("riverboats", N_("Riverboats")), ("mercenaries", N_("Mercenaries")))


def _vp(pc: PanelCtx) -> list[int]:
    try:
        from game.root.factions.riverfolk import rec

        class _C:                       # rec() only reads ctx.c.path
            c = pc.content
        return list(rec(_C).post_vp)
    except Exception:                   # a content error is reported by the engine, not the panel
        return [0, 0, 0]


def _box(surface, pc, x, y, w, label, box: dict, ref_prefix: str = "") -> int:
    px = theme.px
    text(surface, f"{_(label)} ({sum(box.values())})", (x, y), 11, "text-bold")
    bx = x + px(92)
    for fid in sorted(box):
        if bx > x + w - px(40):         # five or six factions: wrap to a second line, never drop one
            bx, y = x + px(92), y + px(22)
        r = pygame.Rect(bx, y - px(2), px(40), px(20))
        img = glyphs.warrior(fid, px(18))
        surface.blit(img, (r.x, r.y))
        text(surface, str(box[fid]), (r.x + px(20), r.y + px(2)), 12, "text-bold", style.faction_color(fid))
        if ref_prefix:
            pc.targets.append((f"{ref_prefix}{fid}", r))
        bx += px(44)
    return y + px(22)


def draw(surface, rect, pc: PanelCtx) -> int:
    px = theme.px
    fb = pc.fb
    x, y = rect.x, rect.y
    vp = _vp(pc)
    placed = fb.get("posts_placed", {})
    track = sum((fb.get("track") or {}).values())
    y = heading(surface, _("Trade posts (empty spaces craft)"), x, y, rect.w)
    cw = px(24)
    for suit in SUITS:
        surface.blit(glyphs.suit_icon(suit, px(18)), (x, y + px(3)))
        n = placed.get(suit, 0)
        for i in range(len(vp)):
            r = pygame.Rect(x + px(24) + i * (cw + px(3)), y, cw, cw)
            pygame.draw.rect(surface, (244, 236, 218), r, border_radius=px(4))
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=px(4))
            if i >= n:
                tok = glyphs.token(f"post-{suit}", pc.fid, cw - px(4))
                surface.blit(tok, tok.get_rect(center=r.center))
                text(surface, str(vp[i]), (r.right - px(1), r.y), 8, "text-bold", (252, 248, 238), "topright")
            else:
                text(surface, f"{vp[i]}", r.center, 10, "text-bold", theme.INK_SOFT, "center")
        gone = (fb.get("gone") or {}).get(f"post-{suit}", 0)
        if gone:
            text(surface, _("{n} lost").format(n=gone), (x + px(24) + 3 * (cw + px(3)) + px(4), y + px(5)), 10, "text", theme.INK_SOFT)
        y += cw + px(3)
    if track:
        text(surface, ngettext("{n} fund committed on crafting spaces", "{n} funds committed on crafting spaces", track).format(n=track), (x, y), 10, "text", theme.INK_SOFT)
        y += px(14)
    y += px(4)
    y = heading(surface, _("Funds"), x, y, rect.w)
    y = _box(surface, pc, x, y, rect.w, N_("Funds"), fb.get("funds") or {}, "fund:")
    y = _box(surface, pc, x, y, rect.w, N_("Payments"), fb.get("payments") or {})
    y = _box(surface, pc, x, y, rect.w, N_("Committed"), fb.get("committed") or {})
    y = heading(surface, _("Services (price)"), x, y, rect.w)
    prices = fb.get("prices") or {}
    sx = x
    for sid, name in SERVICE_NAMES:
        p = prices.get(sid, "–")
        r = pygame.Rect(sx, y, (rect.w - px(8)) // 3, px(20))
        pygame.draw.rect(surface, style.lighten(pc.color, 0.6), r, border_radius=px(4))
        text(surface, f"{_(name)} {p}", r.center, 11, "text-bold", theme.INK, "center")
        pc.targets.append((f"service:{sid}", r))
        sx += r.w + px(4)
    y += px(24)
    who = []
    names = pc.view.get("factions", [])
    for key, label in (("riverboats", N_("Riverboats")), ("mercenaries", N_("Mercenaries"))):
        b = fb.get(key, -1)
        if isinstance(b, int) and 0 <= b < len(names):
            who.append(_("{name}: {text}").format(name=_(label), text=term(style.FACTION_NAME.get(names[b], names[b]))))
    if who:
        text(surface, " · ".join(who), (x, y), 11)
        y += px(16)
    hand = fb.get("public_hand") or []
    y = heading(surface, _("Public hand ({n})").format(n=len(hand)), x, y, rect.w)
    cw2 = (rect.w - px(6)) // 2
    for i, cid in enumerate(hand):
        rec = pc.content.cards.get(cid)
        suit = rec.suit if rec else "any"
        cr = pygame.Rect(x + (i % 2) * (cw2 + px(6)), y + (i // 2) * px(19), cw2, px(17))
        pygame.draw.rect(surface, style.lighten(style.SUIT_COLOR.get(suit, (150, 150, 150)), 0.5), cr, border_radius=px(3))
        surface.blit(glyphs.suit_icon(suit, px(15)), (cr.x + px(1), cr.y + px(1)))
        name = term(rec.name) if rec else cid
        f, name = theme.fit("text", 10, name, cw2 - px(20))
        img = f.render(name, True, theme.INK)
        surface.blit(img, img.get_rect(midleft=(cr.x + px(18), cr.centery)))
        pc.spots.append((cid, cr))
        pc.targets.append((f"card:{cid}", cr))
    y += ((len(hand) + 1) // 2) * px(19) + px(6)
    return draw_common(surface, rect, pc, y)


def targets(pc: PanelCtx) -> set[str]:
    """Refs this panel draws: fund owners, services, the public hand."""
    fb = pc.fb
    out = {f"fund:{f}" for f in (fb.get("funds") or {})}
    out |= {f"service:{s}" for s, _ in SERVICE_NAMES}
    out |= {f"card:{c}" for c in (fb.get("public_hand") or [])}
    return out
