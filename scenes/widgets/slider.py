"""Slider for a value in [0, 1] (volume) or over a list of steps (animation speed): click or
drag on the track; Left / Right when focused."""
from __future__ import annotations

import pygame

from game.core import i18n

from .. import theme
from .base import Widget


def percent(v: float) -> str:
    """A share written the reader's way: 80% in English and Portuguese, 80 % in French (Babel)."""
    try:
        from babel.numbers import format_percent
    except ImportError:                        # Babel missing: the English form, never a crash
        return f"{round(v * 100)}%"
    return format_percent(round(v, 2), locale=i18n.BABEL_LOCALE.get(i18n.language(), "en"))


class Slider(Widget):
    focusable = True

    def __init__(self, rect, value: float, on_change=None, steps: int = 0, text=None, tooltip=None):
        super().__init__(rect, tooltip)
        self.value, self.on_change, self.steps = value, on_change, steps
        self.text = text or percent
        self.dragging = False

    @property
    def track(self) -> pygame.Rect:
        w = self.rect.w - theme.px(70)
        return pygame.Rect(self.rect.x + theme.px(10), self.rect.centery - theme.px(3), w - theme.px(20), theme.px(6))

    def set(self, v: float) -> None:
        v = max(0.0, min(1.0, v))
        if self.steps > 1:
            v = round(v * (self.steps - 1)) / (self.steps - 1)
        if v != self.value:
            self.value = v
            if self.on_change:
                self.on_change(v)

    def _from_x(self, x: int) -> None:
        t = self.track
        self.set((x - t.x) / max(1, t.w))

    def handle(self, event) -> bool:
        self.track_hover(event)
        if self.is_click(event) and self.rect.collidepoint(event.pos):
            self.dragging = True
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            d = 1 / (self.steps - 1) if self.steps > 1 else 0.05
            self.set(self.value + (d if event.key == pygame.K_RIGHT else -d))
            return True
        return False

    def draw(self, surface):
        t = self.track
        pygame.draw.rect(surface, theme.PAPER_DARK, t, border_radius=t.h // 2)
        filled = t.copy()
        filled.w = int(t.w * self.value)
        pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=t.h // 2)
        if self.steps > 1:
            for i in range(self.steps):
                x = t.x + t.w * i // (self.steps - 1)
                pygame.draw.circle(surface, theme.PANEL_EDGE, (x, t.centery + theme.px(12)), theme.px(2))
        knob = (t.x + int(t.w * self.value), t.centery)
        pygame.draw.circle(surface, theme.PANEL, knob, theme.px(11))
        pygame.draw.circle(surface, theme.ACCENT, knob, theme.px(11), max(2, theme.px(3)))
        img = theme.font("text", 17).render(self.text(self.value), True, theme.INK)
        surface.blit(img, img.get_rect(midleft=(t.right + theme.px(18), self.rect.centery)))
        self.draw_focus(surface)
