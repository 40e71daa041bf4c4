"""Zoom and pan of a picture bigger than its window (the Root board, the PLAS map).

The picture is drawn at one of a few zoom steps (each step is painted sharp, never a scaled
bitmap); `ox, oy` is where its top-left corner lies on screen. Zooming keeps the point under
the cursor in place; panning is clamped so the picture always covers its window (or, smaller
than the window, sits centred in it): the map can never be lost off screen.
"""
from __future__ import annotations

import pygame

ZOOMS = (1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0)


def zoom_key(key: int) -> int:
    """A key's zoom step on either table: +1 for + (or =, for a keyboard without a plus key),
    -1 for -, 0 for any other key."""
    if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
        return 1
    return -1 if key in (pygame.K_MINUS, pygame.K_KP_MINUS) else 0


class ZoomPan:
    """Zoom step `zi`, offset `ox, oy` and the window `rect`. A subclass says how big its
    picture is at the current zoom (`picture_size`)."""
    steps: tuple[float, ...] = ZOOMS

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 100, 100)
        self.zi = 0
        self.ox = self.oy = 0.0               # screen position of the picture's top-left corner

    @property
    def zoom(self) -> float:
        return self.steps[self.zi]

    def picture_size(self) -> tuple[float, float]:
        """The picture's size on screen at the current zoom."""
        return float(self.rect.w) * self.zoom, float(self.rect.h) * self.zoom

    def center_view(self) -> None:
        w, h = self.picture_size()
        self.ox = self.rect.centerx - w / 2
        self.oy = self.rect.centery - h / 2

    def set_zoom(self, zi: int, anchor=None) -> None:
        """Go to zoom step `zi` (clamped), keeping the picture's point under `anchor` (a screen
        point; the window's centre if None) where it is."""
        zi = max(0, min(len(self.steps) - 1, zi))
        if zi == self.zi:
            return
        ax, ay = anchor or self.rect.center
        ratio = self.steps[zi] / self.zoom
        self.zi = zi
        self.ox = ax - (ax - self.ox) * ratio
        self.oy = ay - (ay - self.oy) * ratio
        self.clamp()

    def fit(self) -> None:
        """Back to the whole picture in its window."""
        self.zi = 0
        self.center_view()

    def pan(self, dx: float, dy: float) -> None:
        self.ox += dx
        self.oy += dy
        self.clamp()

    def clamp(self) -> None:
        w, h = self.picture_size()
        if w <= self.rect.w:
            self.ox = self.rect.centerx - w / 2
        else:
            self.ox = min(self.rect.x, max(self.rect.right - w, self.ox))
        if h <= self.rect.h:
            self.oy = self.rect.centery - h / 2
        else:
            self.oy = min(self.rect.y, max(self.rect.bottom - h, self.oy))
