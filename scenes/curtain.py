"""Pass-and-play curtain: covers the whole table (nothing private shows) until the next human
player says they have the device."""
from __future__ import annotations

import pygame

from game.core.i18n import _, term

from . import art, theme
from .stack import Scene
from .widgets import Button


class CurtainScene(Scene):
    opaque = True

    def __init__(self, app, seat: int, name: str, on_ready):
        super().__init__(app)
        self.seat, self.name, self.on_ready = seat, term(name), on_ready    # a faction's printed name, "Seat 2"

    def layout(self, size):
        super().layout(size)
        w, h = size
        bw, bh = theme.px(320), theme.px(56)
        self.ready = Button((w // 2 - bw // 2, int(h * 0.66), bw, bh), _("I am {name} — show my table").format(name=self.name),
                            self._ready, style="primary", size=19)
        self.widgets = [self.ready]
        self.set_focus(self.ready)

    def _ready(self):
        self.app.stack.pop()
        self.on_ready(self.seat)

    def on_escape(self):
        pass     # the curtain only lifts for the right player

    def draw(self, surface):
        w, h = surface.get_size()
        if getattr(self, "_bg", None) is None or self._bg.get_size() != (w, h):
            self._bg = art.background((w, h)).copy()      # a darker paper, made once per size
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            shade.fill((70, 40, 25, 60))
            self._bg.blit(shade, (0, 0))
        surface.blit(self._bg, (0, 0))
        em = art.emblem(theme.px(70))
        surface.blit(em, em.get_rect(center=(w // 2, int(h * 0.27))))
        r = art.title_text(surface, _("Pass to {name}").format(name=self.name), (w // 2, int(h * 0.46)), size=58)
        art.rule_with_diamond(surface, (w // 2, r.bottom + theme.px(10)), theme.px(200))
        sub = theme.font("display-italic", 21).render(_("Everyone else, look away: the next screen shows private cards."),
                                                     True, theme.INK_SOFT)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, r.bottom + theme.px(26))))
        super().draw(surface)
