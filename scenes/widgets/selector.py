"""Cycling selector ‹ value ›: click the left or right half (or Left / Right when focused)."""
from __future__ import annotations

import pygame

from .. import theme
from .base import Widget


class Selector(Widget):
    focusable = True

    def __init__(self, rect, values: list[tuple[str, str]], value: str, on_change=None, tooltip=None,
                 enabled: bool = True, size: float = 18):
        super().__init__(rect, tooltip, enabled)
        self.values, self.on_change, self.size = list(values), on_change, size
        ids = [v for v, _ in self.values]
        self.index = ids.index(value) if value in ids else 0

    @property
    def value(self) -> str:
        return self.values[self.index][0]

    @property
    def label(self) -> str:
        return self.values[self.index][1]

    def step(self, d: int) -> None:
        if not self.enabled or len(self.values) < 2:
            return
        self.index = (self.index + d) % len(self.values)
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event) -> bool:
        self.track_hover(event)
        if self.is_click(event) and self.rect.collidepoint(event.pos):
            self.step(-1 if event.pos[0] < self.rect.x + self.rect.w * 0.3 else 1)
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE):
                self.step(1)
                return True
        return False

    def draw(self, surface):
        r = self.rect
        fill = theme.HOVER if self.hover and self.enabled else theme.PANEL
        pygame.draw.rect(surface, fill, r, border_radius=theme.px(8))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, width=max(1, theme.px(1)), border_radius=theme.px(8))
        ink = theme.INK if self.enabled else theme.DISABLED
        arrow = theme.ACCENT if self.enabled and len(self.values) > 1 else theme.DISABLED
        a, t = theme.px(6), max(2, theme.px(2))
        lx, rx, cy = r.x + theme.px(18), r.right - theme.px(18), r.centery
        pygame.draw.lines(surface, arrow, False, [(lx + a // 2, cy - a), (lx - a // 2, cy), (lx + a // 2, cy + a)], t)
        pygame.draw.lines(surface, arrow, False, [(rx - a // 2, cy - a), (rx + a // 2, cy), (rx - a // 2, cy + a)], t)
        f, text = theme.fit("text", self.size, self.label, r.w - theme.px(56), 0.75)   # smaller type before "…"
        img = f.render(text, True, ink)
        surface.blit(img, img.get_rect(center=r.center))
        self.draw_focus(surface)
