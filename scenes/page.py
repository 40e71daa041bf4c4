"""A full-screen page with a heading (settings, new game, load, rules): paper background, the
title in the display font with a rule under it, and a content card."""
from __future__ import annotations

import pygame

from game.core.i18n import _

from . import art, theme
from .stack import Scene


class PageScene(Scene):
    heading = ""
    subheading = ""

    def card_rect(self, size, width: float = 1040, top: float = 132, bottom: float = 40) -> pygame.Rect:
        w, h = size
        cw = min(theme.px(width), w - theme.px(80))
        return pygame.Rect((w - cw) // 2, theme.px(top), cw, h - theme.px(top) - theme.px(bottom))

    def on_escape(self):
        self.app.stack.pop()

    def draw_page(self, surface, card: pygame.Rect | None) -> None:
        w, h = surface.get_size()
        surface.blit(art.background((w, h)), (0, 0))
        r = art.title_text(surface, _(self.heading), (w // 2, theme.px(62)), size=46)
        art.rule_with_diamond(surface, (w // 2, r.bottom + theme.px(8)), theme.px(220))
        if self.subheading:
            img = theme.font("display-italic", 19).render(_(self.subheading), True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midtop=(w // 2, r.bottom + theme.px(18))))
        if card is not None:
            theme.panel(surface, card, fill=(249, 243, 229), radius=14)

    def draw_content(self, surface) -> None:
        """Drawing between the page and the widgets (field captions)."""

    def draw(self, surface):
        self.draw_page(surface, getattr(self, "card", None))
        self.draw_content(surface)
        super().draw(surface)


class SubPage(PageScene):
    """A page opened from another page to change part of its setup in place (the hirelings and
    landmarks pickers, an automaton seat's options): its field captions, and on leaving (Escape or
    Done) the opener is told through `on_done` so it can lay itself out again."""

    def __init__(self, app, on_done=None):
        super().__init__(app)
        self.on_done = on_done
        self.captions: list[tuple[str, tuple[int, int]]] = []

    def on_escape(self):
        self.app.stack.pop()
        if self.on_done is not None:
            self.on_done()

    def draw_content(self, surface):
        for text, pos in self.captions:
            caption(surface, text, pos)


def caption(surface, text: str, pos, size: float = 14) -> None:
    """Small capitals above a field."""
    img = theme.font("text-bold", size).render(text.upper(), True, theme.INK_SOFT)
    surface.blit(img, pos)
