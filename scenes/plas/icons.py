"""Small icons drawn in code (our own art): Labor, Strength, shield, Influence, Ruin, anchor,
village, tower, city. Each draws centred on a point at a given radius."""
from __future__ import annotations

import math

import pygame

from . import palette

INK = (52, 38, 28)


def _w(r):
    return max(1, round(r / 6))


def labor(surface, center, r, colour=palette.LABOR) -> None:
    """A worker: head and shoulders."""
    cx, cy = center
    pygame.draw.circle(surface, colour, (cx, cy - r * 0.38), r * 0.32)
    pygame.draw.polygon(surface, colour, [(cx - r * 0.62, cy + r * 0.72), (cx - r * 0.42, cy + r * 0.02),
                                          (cx + r * 0.42, cy + r * 0.02), (cx + r * 0.62, cy + r * 0.72)])


def strength(surface, center, r, colour=palette.STRENGTH) -> None:
    """A sword, point up."""
    cx, cy = center
    w = max(2, round(r / 3.2))
    pygame.draw.polygon(surface, colour, [(cx, cy - r * 0.95), (cx + w * 0.6, cy - r * 0.7), (cx + w * 0.6, cy + r * 0.35),
                                          (cx - w * 0.6, cy + r * 0.35), (cx - w * 0.6, cy - r * 0.7)])
    pygame.draw.line(surface, colour, (cx - r * 0.55, cy + r * 0.38), (cx + r * 0.55, cy + r * 0.38), max(2, w))
    pygame.draw.line(surface, colour, (cx, cy + r * 0.38), (cx, cy + r * 0.9), max(2, w))


def shield(surface, center, r, fill=(90, 110, 140), edge=INK) -> None:
    cx, cy = center
    pts = [(cx - r * 0.8, cy - r * 0.8), (cx + r * 0.8, cy - r * 0.8), (cx + r * 0.8, cy - r * 0.1),
           (cx, cy + r * 0.95), (cx - r * 0.8, cy - r * 0.1)]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, edge, pts, width=_w(r))


def star(surface, center, r, fill=(196, 150, 52), edge=(110, 76, 20)) -> None:
    cx, cy = center
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, edge, pts, width=_w(r))


def ruin(surface, center, r, colour=palette.RUIN) -> None:
    """A broken tower: crenellated block with a crack."""
    cx, cy = center
    body = pygame.Rect(0, 0, r * 1.3, r * 1.5)
    body.center = (cx, cy + r * 0.15)
    pygame.draw.rect(surface, colour, body)
    for i in range(3):
        pygame.draw.rect(surface, colour, (body.x + i * body.w * 0.4, body.y - r * 0.35, body.w * 0.22, r * 0.4))
    crack = [(cx + r * 0.1, body.y), (cx - r * 0.15, cy), (cx + r * 0.2, cy + r * 0.3), (cx, body.bottom)]
    pygame.draw.lines(surface, (240, 228, 200), False, crack, max(1, round(r / 5)))


def anchor(surface, center, r, colour=(40, 80, 130)) -> None:
    cx, cy = center
    w = max(2, round(r / 4))
    pygame.draw.circle(surface, colour, (cx, cy - r * 0.7), r * 0.22, width=max(1, w // 2 + 1))
    pygame.draw.line(surface, colour, (cx, cy - r * 0.5), (cx, cy + r * 0.8), w)
    pygame.draw.line(surface, colour, (cx - r * 0.45, cy - r * 0.25), (cx + r * 0.45, cy - r * 0.25), w)
    pygame.draw.arc(surface, colour, (cx - r * 0.8, cy - r * 0.2, r * 1.6, r * 1.1), math.pi, 2 * math.pi, w)


def village(surface, center, r, fill=(236, 222, 190), edge=INK) -> None:
    cx, cy = center
    pts = [(cx - r * 0.75, cy + r * 0.7), (cx - r * 0.75, cy - r * 0.05), (cx, cy - r * 0.75), (cx + r * 0.75, cy - r * 0.05),
           (cx + r * 0.75, cy + r * 0.7)]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, edge, pts, width=_w(r))
    pygame.draw.rect(surface, edge, (cx - r * 0.18, cy + r * 0.2, r * 0.36, r * 0.5))


def tower(surface, center, r, fill=(200, 190, 170), edge=INK) -> None:
    cx, cy = center
    body = pygame.Rect(0, 0, r * 1.0, r * 1.4)
    body.midbottom = (cx, cy + r * 0.8)
    pygame.draw.rect(surface, fill, body)
    for i in range(3):
        pygame.draw.rect(surface, fill, (body.x + i * body.w * 0.38 - 1, body.y - r * 0.3, body.w * 0.26, r * 0.32))
    pygame.draw.rect(surface, edge, body, width=_w(r))
    pygame.draw.rect(surface, edge, (cx - r * 0.14, body.bottom - r * 0.45, r * 0.28, r * 0.45))


def city(surface, center, r, fill=(226, 210, 178), edge=INK) -> None:
    cx, cy = center
    for dx, hh in ((-0.5, 0.9), (0.05, 1.3), (0.55, 0.8)):
        rect = pygame.Rect(0, 0, r * 0.55, r * hh)
        rect.midbottom = (cx + dx * r, cy + r * 0.75)
        pygame.draw.rect(surface, fill, rect)
        pygame.draw.rect(surface, edge, rect, width=_w(r))
    pygame.draw.polygon(surface, edge, [(cx + 0.05 * r - r * 0.3, cy + r * 0.75 - r * 1.3), (cx + 0.05 * r, cy - r * 0.95),
                                        (cx + 0.05 * r + r * 0.3, cy + r * 0.75 - r * 1.3)])


def leader(surface, center, r, fill, edge) -> None:
    """A standing leader figure on a round base."""
    cx, cy = center
    base = pygame.Rect(0, 0, r * 1.5, r * 0.55)
    base.center = (cx, cy + r * 0.8)
    pygame.draw.ellipse(surface, edge, base)
    body = [(cx - r * 0.55, cy + r * 0.75), (cx - r * 0.3, cy - r * 0.2), (cx + r * 0.3, cy - r * 0.2), (cx + r * 0.55, cy + r * 0.75)]
    pygame.draw.polygon(surface, fill, body)
    pygame.draw.polygon(surface, edge, body, width=_w(r))
    pygame.draw.circle(surface, fill, (cx, cy - r * 0.5), r * 0.33)
    pygame.draw.circle(surface, edge, (cx, cy - r * 0.5), r * 0.33, width=_w(r))
