"""Push button: fires on release inside it (press outside and release inside does nothing),
or on Enter / Space when focused."""
from __future__ import annotations

import pygame

from .. import theme
from .base import ACTIVATE_KEYS, Widget

STYLES = {
    # style: (fill, hover fill, text colour, edge)
    "primary": (theme.ACCENT, theme.ACCENT_HOVER, theme.ACCENT_INK, theme.ACCENT),
    "secondary": (theme.PANEL, theme.HOVER, theme.INK, theme.PANEL_EDGE),
    "ghost": (None, theme.HOVER, theme.INK, None),
    "choice": ((250, 245, 233), (241, 226, 196), theme.INK, theme.PANEL_EDGE),
}


class Button(Widget):
    focusable = True

    def __init__(self, rect, text: str, on_click=None, style: str = "secondary", tooltip=None,
                 enabled: bool = True, size: float = 19, align: str = "center", detail: str = ""):
        super().__init__(rect, tooltip, enabled)
        self.text, self.on_click, self.style, self.size, self.align = text, on_click, style, size, align
        self.detail = detail
        self.pressed = False

    def click(self) -> None:
        if self.enabled and self.on_click:
            self.on_click()

    def handle(self, event) -> bool:
        self.track_hover(event)
        if not self.enabled:
            return self.is_click(event) and self.rect.collidepoint(event.pos)
        if self.is_click(event) and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(event.pos):
                self.click()
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            self.click()
            return True
        return False

    def draw(self, surface):
        fill, hover, ink, edge = STYLES[self.style]
        r = theme.px(8)
        rect = self.rect.move(0, theme.px(1)) if self.pressed else self.rect
        if not self.enabled:
            fill, ink, edge = (theme.PAPER_DARK if fill else None), theme.DISABLED, theme.DISABLED
        elif self.hover:
            fill = hover
        if fill is not None:
            if self.style in ("primary", "choice", "secondary") and not self.pressed:
                pygame.draw.rect(surface, theme.PAPER_DARK,
                                 rect.move(0, theme.px(3)), border_radius=r)
            pygame.draw.rect(surface, fill, rect, border_radius=r)
        if edge is not None:
            pygame.draw.rect(surface, edge, rect, width=max(1, theme.px(1)), border_radius=r)
        role = "text-bold" if self.style == "primary" else "text"
        f, text = theme.fit(role, self.size, self.text, rect.w - theme.px(20))
        img = f.render(text, True, ink)
        if self.detail:
            d = theme.font("text-italic", self.size * 0.75).render(self.detail, True,
                                                                   theme.INK_SOFT if self.enabled else theme.DISABLED)
            total = img.get_height() + d.get_height()
            y = rect.centery - total // 2
            x = rect.x + theme.px(14) if self.align == "left" else rect.centerx - img.get_width() // 2
            surface.blit(img, (x, y))
            dx = rect.x + theme.px(14) if self.align == "left" else rect.centerx - d.get_width() // 2
            surface.blit(d, (dx, y + img.get_height()))
        elif self.align == "left":
            surface.blit(img, img.get_rect(midleft=(rect.x + theme.px(14), rect.centery)))
        else:
            surface.blit(img, img.get_rect(center=rect.center))
        self.draw_focus(surface)
