"""The widget base: a rect, visible / enabled / focused flags, hover tracking and a tooltip."""
from __future__ import annotations

import pygame

from .. import theme

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Widget:
    focusable = False

    def __init__(self, rect=None, tooltip: str | None = None, enabled: bool = True):
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.tooltip = tooltip
        self.enabled = enabled
        self.visible = True
        self.focused = False
        self.focus_visible = True      # False when focus came from a mouse click (no ring then)
        self.hover = False

    def focus_chain(self) -> list["Widget"]:
        return [self] if self.focusable and self.visible else []

    def focus_target(self, pos) -> "Widget | None":
        return self if self.focusable else None

    def tooltip_at(self, pos) -> str | None:
        return self.tooltip if self.tooltip and self.visible and self.rect.collidepoint(pos) else None

    def track_hover(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)

    @staticmethod
    def is_click(event, button: int = 1) -> bool:
        return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == button

    def handle(self, event) -> bool:
        self.track_hover(event)
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def draw_focus(self, surface: pygame.Surface, radius: float = 8) -> None:
        if self.focused and self.focus_visible:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(theme.px(6), theme.px(6)),
                             width=max(2, theme.px(2)), border_radius=theme.px(radius + 2))
