"""The board's tracks: Influence around the map's edge (0–49, laps shown as +50), the round
track (12 rounds in 3 years, scoring after rounds 4, 8 and 12) and the Morality track
(Cruelty on the left, Mercy on the right)."""
from __future__ import annotations

import pygame

from game.core.i18n import _

from .. import theme
from . import icons, palette

TRACK = 50


def influence_spaces(outer: pygame.Rect, band: int) -> list[pygame.Rect]:
    """50 spaces clockwise around the frame, 0 at the top-left corner."""
    w, h = outer.w - band, outer.h - band
    per = 2 * (w + h)
    out = []
    for i in range(TRACK):
        d = per * i / TRACK
        if d < w:
            x, y = outer.x + d, outer.y
        elif d < w + h:
            x, y = outer.right - band, outer.y + (d - w)
        elif d < 2 * w + h:
            x, y = outer.right - band - (d - w - h), outer.bottom - band
        else:
            x, y = outer.x, outer.bottom - band - (d - 2 * w - h)
        out.append(pygame.Rect(int(x), int(y), band, band))
    return out


def draw_influence(surface, outer: pygame.Rect, band: int, players: list[dict]) -> None:
    pygame.draw.rect(surface, (92, 70, 50), outer, border_radius=theme.px(4))
    spaces = influence_spaces(outer, band)
    f = theme.font("text-bold", max(7, band / theme.scale() * 0.48))
    for i, r in enumerate(spaces):
        fill = (238, 226, 198) if i % 5 else (222, 196, 140)
        pygame.draw.rect(surface, fill, r.inflate(-2, -2))
        if i % 5 == 0:
            img = f.render(str(i), True, (90, 60, 30))
            surface.blit(img, img.get_rect(center=r.center))
    at: dict[int, int] = {}
    for p in players:
        i = p["influence"] % TRACK
        k = at.get(i, 0)
        at[i] = k + 1
        r = spaces[i]
        c = (r.centerx + (k % 2) * band * 0.3 - band * 0.15, r.centery + (k // 2) * band * 0.3 - band * 0.15)
        palette.seat_mark(surface, p["seat"], c, band * 0.3)


def draw_round(surface, rect: pygame.Rect, rnd: int, year: int, over: bool) -> None:
    theme.panel(surface, rect, fill=(246, 238, 220), radius=8, shadow=False)
    f = theme.font("text-bold", 12)
    lab = f.render(_("Year {year} · Round {n}").format(year=year, n=rnd) if not over else _("Game over"), True, theme.INK)
    surface.blit(lab, lab.get_rect(midleft=(rect.x + theme.px(8), rect.centery)))
    x0 = rect.x + theme.px(8) + theme.px(108)
    slot = (rect.right - theme.px(8) - x0) / 12
    fs = theme.font("text", 11)
    for i in range(12):
        cx = x0 + slot * i + slot / 2
        r = pygame.Rect(0, 0, int(slot * 0.78), int(rect.h * 0.62))
        r.center = (int(cx), rect.centery)
        past = i + 1 < rnd or over
        cur = i + 1 == rnd and not over
        fill = (214, 196, 158) if past else (250, 244, 230)
        pygame.draw.rect(surface, fill, r, border_radius=theme.px(4))
        pygame.draw.rect(surface, theme.ACCENT if cur else (150, 126, 94), r, width=max(1, theme.px(2 if cur else 1)),
                         border_radius=theme.px(4))
        img = fs.render(str(i + 1), True, theme.INK if not past else theme.INK_SOFT)
        surface.blit(img, img.get_rect(center=r.center))
        if (i + 1) % 4 == 0:                        # year-end scoring after this round
            icons.star(surface, (r.right + slot * 0.11, r.top + theme.px(2)), theme.px(5))
        if cur:
            pygame.draw.circle(surface, theme.ACCENT, (r.centerx, r.bottom + theme.px(3)), theme.px(3))


def draw_morality(surface, rect: pygame.Rect, players: list[dict]) -> None:
    theme.panel(surface, rect, fill=(246, 238, 220), radius=8, shadow=False)
    f = theme.font("text-bold", 12)
    lab = f.render(_("Cruelty"), True, palette.CRUELTY)
    surface.blit(lab, lab.get_rect(midleft=(rect.x + theme.px(8), rect.centery)))
    lab2 = f.render(_("Mercy"), True, (150, 112, 30))
    surface.blit(lab2, lab2.get_rect(midright=(rect.right - theme.px(8), rect.centery)))
    x0 = rect.x + theme.px(16) + lab.get_width()
    x1 = rect.right - theme.px(16) - lab2.get_width()
    span = 10
    slot = (x1 - x0) / (2 * span + 1)
    fs = theme.font("text", 10)
    for v in range(-span, span + 1):
        cx = x0 + slot * (v + span) + slot / 2
        col = palette.mix(palette.CRUELTY, (250, 244, 230), 0.35 + 0.6 * (1 + v / span) / 2) if v < 0 else \
            palette.mix(palette.MERCY, (250, 244, 230), 0.35 + 0.6 * (1 - v / span) / 2) if v > 0 else (250, 244, 230)
        r = pygame.Rect(0, 0, max(3, int(slot - 2)), int(rect.h * 0.58))
        r.center = (int(cx), rect.centery)
        pygame.draw.rect(surface, col, r, border_radius=theme.px(2))
        if v % 5 == 0:
            img = fs.render(str(abs(v)), True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midbottom=(r.centerx, rect.bottom - 1)))
    at: dict[int, int] = {}
    for p in players:
        v = max(-span, min(span, p["morality"]))
        k = at.get(v, 0)
        at[v] = k + 1
        cx = x0 + slot * (v + span) + slot / 2
        palette.seat_mark(surface, p["seat"], (cx, rect.y + rect.h * 0.36 + k * theme.px(5)), max(3, slot * 0.42))
