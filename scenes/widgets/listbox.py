"""A list of selectable rows (saves, rules sections): click selects, double-click or Enter
activates, Up/Down move, the wheel scrolls. A row may be marked as an error (damaged save)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from .. import theme
from .base import Widget
from .scroll import _draw_bar


@dataclass
class Row:
    title: str
    detail: str = ""
    data: Any = None
    error: bool = False


class ListBox(Widget):
    focusable = True

    def __init__(self, rect, rows: list[Row], on_select=None, on_activate=None, row_h: float = 58,
                 empty_text: str = "Nothing here yet."):
        super().__init__(rect)
        self.rows, self.on_select, self.on_activate = rows, on_select, on_activate
        self.row_h = row_h
        self.selected: int | None = None
        self.offset = 0
        self.empty_text = empty_text
        self._last_click = (-1, -10.0)
        self._clock = 0.0

    @property
    def rh(self) -> int:
        return theme.px(self.row_h)

    def set_rows(self, rows: list[Row]) -> None:
        self.rows = rows
        self.offset = 0
        self.selected = None

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y + i * self.rh - self.offset, self.rect.w, self.rh)

    def max_offset(self) -> int:
        return max(0, len(self.rows) * self.rh - self.rect.h)

    def select(self, i: int | None) -> None:
        self.selected = i
        if i is not None:
            r = self.row_rect(i)
            if r.y < self.rect.y:
                self.offset -= self.rect.y - r.y
            elif r.bottom > self.rect.bottom:
                self.offset += r.bottom - self.rect.bottom
            if self.on_select:
                self.on_select(self.rows[i])

    def activate(self) -> None:
        if self.selected is not None and self.on_activate:
            self.on_activate(self.rows[self.selected])

    def update(self, dt):
        self._clock += dt

    def handle(self, event) -> bool:
        self.track_hover(event)
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.offset = max(0, min(self.max_offset(), self.offset - event.y * self.rh // 2))
            return True
        if self.is_click(event) and self.rect.collidepoint(event.pos):
            i = (event.pos[1] - self.rect.y + self.offset) // self.rh
            if 0 <= i < len(self.rows):
                double = self._last_click[0] == i and self._clock - self._last_click[1] < 0.4
                self._last_click = (i, self._clock)
                self.select(i)
                if double:
                    self.activate()
            return True
        if event.type == pygame.KEYDOWN and self.focused and self.rows:
            if event.key == pygame.K_DOWN:
                self.select(0 if self.selected is None else min(len(self.rows) - 1, self.selected + 1))
                return True
            if event.key == pygame.K_UP:
                self.select(0 if self.selected is None else max(0, self.selected - 1))
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.activate()
                return True
        return False

    def draw(self, surface):
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=theme.px(8))
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        tf_role, tf_size = "text-bold", 18
        tf, df = theme.font(tf_role, tf_size), theme.font("text", 15)
        if not self.rows:
            img = theme.font("text-italic", 17).render(self.empty_text, True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(center=self.rect.center))
        for i, row in enumerate(self.rows):
            r = self.row_rect(i)
            if r.bottom < self.rect.y or r.y > self.rect.bottom:
                continue
            if i == self.selected:
                pygame.draw.rect(surface, theme.SELECTED, r)
                pygame.draw.rect(surface, theme.ACCENT, (r.x, r.y, theme.px(4), r.h))
            elif row.error:
                pygame.draw.rect(surface, theme.ERROR_BG, r)
            pad = theme.px(16)
            f_t, shown = theme.fit(tf_role, tf_size, row.title, r.w - 2 * theme.px(16))
            title = f_t.render(shown, True, theme.ERROR if row.error else theme.INK)
            surface.blit(title, (r.x + pad, r.y + theme.px(8)))
            if row.detail:
                detail = theme.ellipsize(df, row.detail, r.w - 2 * pad)
                surface.blit(df.render(detail, True, theme.ERROR if row.error else theme.INK_SOFT),
                             (r.x + pad, r.y + theme.px(8) + tf.get_linesize()))
            pygame.draw.line(surface, theme.PAPER_DARK, (r.x + pad, r.bottom - 1), (r.right - pad, r.bottom - 1))
        surface.set_clip(clip)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, width=max(1, theme.px(1)), border_radius=theme.px(8))
        _draw_bar(surface, self.rect, self.offset, len(self.rows) * self.rh)
        # No focus ring: the selected row's highlight already shows where Up/Down/Enter act.
