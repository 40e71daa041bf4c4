"""Text: a word-wrapped label in a rect (display or text font)."""
from __future__ import annotations

from .. import theme
from .base import Widget


class Label(Widget):
    def __init__(self, rect, text: str, role: str = "text", size: float = 18, color=theme.INK,
                 align: str = "left", tooltip=None, line_gap: float = 1.15):
        super().__init__(rect, tooltip)
        self.text, self.role, self.size, self.color, self.align = text, role, size, color, align
        self.line_gap = line_gap

    def lines(self) -> list[str]:
        return theme.wrap(theme.font(self.role, self.size), self.text, max(10, self.rect.w))

    def text_height(self) -> int:
        f = theme.font(self.role, self.size)
        return int(len(self.lines()) * f.get_linesize() * self.line_gap)

    def draw(self, surface):
        f = theme.font(self.role, self.size)
        y = self.rect.y
        step = int(f.get_linesize() * self.line_gap)
        for line in self.lines():
            img = f.render(line, True, self.color)
            if self.align == "center":
                x = self.rect.centerx - img.get_width() // 2
            elif self.align == "right":
                x = self.rect.right - img.get_width()
            else:
                x = self.rect.x
            surface.blit(img, (x, y))
            y += step
