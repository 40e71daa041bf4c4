"""The new-game screen's landmark toggles (Law App. F, A.5.1): when Landmarks is "Chosen", one
small badge per landmark beside the option's caption; ticked badges are the chosen set. Badges,
not labelled boxes, because the game options' column has no spare line at 1280x720; each badge's
tooltip names its landmark and says what it does."""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets import Checkbox
from . import glyphs

LOOK = {"ferry": glyphs.ferry, "tower": glyphs.tower, **glyphs.LANDMARK_GLYPH}


class LandmarkToggle(Checkbox):
    def __init__(self, rect, lid: str, checked: bool, on_change, tooltip: str):
        super().__init__(rect, "", checked, on_change, tooltip)
        self.lid = lid

    def draw(self, surface):
        r = self.rect
        rad = min(r.w, r.h) // 2
        c = r.center
        fill = (250, 244, 230) if self.checked else (214, 206, 190)
        pygame.draw.circle(surface, theme.HOVER if self.hover else fill, c, rad)
        pygame.draw.circle(surface, theme.ACCENT if self.checked else theme.PANEL_EDGE, c, rad,
                           max(2, theme.px(3) if self.checked else theme.px(1)))
        img = LOOK[self.lid](max(8, int(rad * 1.5)))
        if not self.checked:
            img = img.copy()
            img.set_alpha(110)
        surface.blit(img, img.get_rect(center=c))
        self.draw_focus(surface, rad)
