"""Tooltip drawing: a small ink-on-paper card near the mouse, kept inside the window."""
from __future__ import annotations

import pygame

from .. import theme


def draw_tooltip(surface: pygame.Surface, text: str, pos) -> pygame.Rect:
    f = theme.font("text", 15)
    lines = theme.wrap(f, text, theme.px(320))
    w = max(f.size(line)[0] for line in lines) + theme.px(20)
    h = len(lines) * f.get_linesize() + theme.px(14)
    rect = pygame.Rect(pos[0] + theme.px(16), pos[1] + theme.px(18), w, h)
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, theme.INK, rect, border_radius=theme.px(6))
    y = rect.y + theme.px(7)
    for line in lines:
        surface.blit(f.render(line, True, theme.ACCENT_INK), (rect.x + theme.px(10), y))
        y += f.get_linesize()
    return rect
