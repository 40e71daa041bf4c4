"""Checkbox with its label; click anywhere on it (or Space / Enter when focused) toggles."""
from __future__ import annotations

import pygame

from .. import theme
from .base import ACTIVATE_KEYS, Widget


class Checkbox(Widget):
    focusable = True

    def __init__(self, rect, text: str, checked: bool = False, on_change=None, tooltip=None):
        super().__init__(rect, tooltip)
        self.text, self.checked, self.on_change = text, checked, on_change

    def toggle(self) -> None:
        self.checked = not self.checked
        if self.on_change:
            self.on_change(self.checked)

    def handle(self, event) -> bool:
        self.track_hover(event)
        if self.is_click(event) and self.rect.collidepoint(event.pos):
            self.toggle()
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            self.toggle()
            return True
        return False

    def draw(self, surface):
        s = theme.px(24)
        box = pygame.Rect(self.rect.x, self.rect.centery - s // 2, s, s)
        pygame.draw.rect(surface, theme.HOVER if self.hover else theme.PANEL, box, border_radius=theme.px(5))
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, width=max(1, theme.px(2)), border_radius=theme.px(5))
        if self.checked:
            pts = [(box.x + s * 0.22, box.y + s * 0.52), (box.x + s * 0.42, box.y + s * 0.72), (box.x + s * 0.78, box.y + s * 0.28)]
            pygame.draw.lines(surface, theme.ACCENT, False, pts, max(2, theme.px(3)))
        img = theme.font("text", 18).render(self.text, True, theme.INK)
        surface.blit(img, img.get_rect(midleft=(box.right + theme.px(12), self.rect.centery)))
        self.draw_focus(surface, 5)
