"""Numeric stepper − n +, kept between lo and hi (Left / Right or −/+ keys when focused)."""
from __future__ import annotations

import pygame

from .. import theme
from .base import Widget


class Stepper(Widget):
    focusable = True

    def __init__(self, rect, value: int, lo: int, hi: int, on_change=None, tooltip=None, fmt="{}"):
        super().__init__(rect, tooltip)
        self.value, self.lo, self.hi, self.on_change, self.fmt = value, lo, hi, on_change, fmt

    @property
    def minus_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.h, self.rect.h)

    @property
    def plus_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - self.rect.h, self.rect.y, self.rect.h, self.rect.h)

    def set(self, value: int) -> None:
        value = max(self.lo, min(self.hi, value))
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def handle(self, event) -> bool:
        self.track_hover(event)
        if self.is_click(event) and self.rect.collidepoint(event.pos):
            if self.minus_rect.collidepoint(event.pos):
                self.set(self.value - 1)
            elif self.plus_rect.collidepoint(event.pos):
                self.set(self.value + 1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.set(self.value + event.y)
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_DOWN):
                self.set(self.value - 1)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS, pygame.K_UP):
                self.set(self.value + 1)
                return True
        return False

    def draw(self, surface):
        r = self.rect
        pygame.draw.rect(surface, theme.PANEL, r, border_radius=theme.px(8))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, width=max(1, theme.px(1)), border_radius=theme.px(8))
        bf = theme.font("text-bold", 22)
        for rect, sym, ok in ((self.minus_rect, "−", self.value > self.lo), (self.plus_rect, "+", self.value < self.hi)):
            img = bf.render(sym, True, theme.ACCENT if ok else theme.DISABLED)
            surface.blit(img, img.get_rect(center=rect.center))
        img = theme.font("text-bold", 19).render(self.fmt.format(self.value), True, theme.INK)
        surface.blit(img, img.get_rect(center=r.center))
        self.draw_focus(surface)
