"""One-line text input (the seed, a search): focused by a click; typing arrives as TEXTINPUT
events; Backspace deletes; Enter calls on_enter; `allowed` filters characters."""
from __future__ import annotations

import pygame

from .. import theme
from .base import Widget


class TextInput(Widget):
    animates = True                  # the caret blinks while it has the focus
    focusable = True

    def __init__(self, rect, text: str = "", on_change=None, on_enter=None, allowed: str | None = None,
                 max_len: int = 40, placeholder: str = "", tooltip=None, size: float = 18):
        super().__init__(rect, tooltip)
        self.text, self.on_change, self.on_enter = text, on_change, on_enter
        self.allowed, self.max_len, self.placeholder, self.size = allowed, max_len, placeholder, size
        self._blink = 0.0

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            if self.on_change:
                self.on_change(text)

    def handle(self, event) -> bool:
        self.track_hover(event)
        if self.is_click(event) and self.rect.collidepoint(event.pos):
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            add = "".join(ch for ch in event.text if self.allowed is None or ch in self.allowed)
            self.set_text((self.text + add)[: self.max_len])
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.set_text(self.text[:-1])
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_enter:
                    self.on_enter(self.text)
                return True
            if event.key == pygame.K_ESCAPE:
                return False
            # Printable keys come as TEXTINPUT; swallow their KEYDOWN so shortcuts don't fire.
            return bool(getattr(event, "unicode", "")) and event.unicode.isprintable()
        return False

    def update(self, dt):
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface):
        r = self.rect
        pygame.draw.rect(surface, (255, 251, 242), r, border_radius=theme.px(8))
        edge = theme.FOCUS if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, r, width=max(1, theme.px(2 if self.focused else 1)), border_radius=theme.px(8))
        f = theme.font("text", self.size)
        shown = self.text or self.placeholder
        img = f.render(shown, True, theme.INK if self.text else theme.INK_FAINT)
        x = r.x + theme.px(12)
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        if self.focused and self._blink < 0.55:
            cx = x + (f.size(self.text)[0] if self.text else 0) + theme.px(2)
            pygame.draw.line(surface, theme.INK, (cx, r.y + theme.px(9)), (cx, r.bottom - theme.px(9)), max(1, theme.px(2)))
