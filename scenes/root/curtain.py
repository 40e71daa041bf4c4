"""Pass-and-play curtain at the Root table: the generic curtain (nothing of the table is drawn
under it) with the next faction's colour and figure, so the right player reaches for the mouse."""
from __future__ import annotations

import pygame

from .. import theme
from ..curtain import CurtainScene
from . import glyphs, style


class RootCurtain(CurtainScene):
    def __init__(self, app, seat: int, name: str, faction: str, on_ready):
        super().__init__(app, seat, name, on_ready)
        self.faction = faction

    def layout(self, size):
        super().layout(size)
        b = self.ready
        need = theme.font("text-bold", b.size).size(b.text)[0] + theme.px(48)
        if need > b.rect.w:
            b.rect = pygame.Rect(size[0] // 2 - need // 2, b.rect.y, need, b.rect.h)

    def draw(self, surface):
        super().draw(surface)
        w, h = surface.get_size()
        col = style.faction_color(self.faction)
        band = pygame.Rect(0, 0, w, theme.px(10))
        pygame.draw.rect(surface, col, band)
        pygame.draw.rect(surface, col, band.move(0, h - band.h))
        c = (w // 2, int(h * 0.27))
        pygame.draw.circle(surface, (244, 234, 212), c, theme.px(80))
        pygame.draw.circle(surface, col, c, theme.px(80), max(3, theme.px(6)))
        img = glyphs.warrior(self.faction, theme.px(110))
        surface.blit(img, img.get_rect(center=(w // 2, int(h * 0.27))))
