"""Pictures drawn in code (no borrowed art): the paper background, the Tableforge emblem and
small ornaments. Rendered once per size and cached."""
from __future__ import annotations

import math
import random

import pygame

from . import theme

_cache: dict = {}


def background(size: tuple[int, int]) -> pygame.Surface:
    """Warm paper: a soft vertical gradient, fibres and specks, a darker vignette, and a thin
    double rule with corner marks like a printed game board's margin."""
    key = ("bg", size, theme.px(1))
    if key in _cache:
        return _cache[key]
    w, h = size
    surf = pygame.Surface(size)
    top, bottom = (243, 234, 212), (230, 214, 182)
    for y in range(h):
        t = y / max(1, h - 1)
        surf.fill(tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)), (0, y, w, 1))
    rnd = random.Random(20261123)          # fixed: the same paper every time (presentation only)
    specks = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(w * h // 420):
        x, y = rnd.randrange(w), rnd.randrange(h)
        c = rnd.choice(((120, 90, 60, 22), (255, 250, 235, 40), (150, 110, 70, 16)))
        specks.fill(c, (x, y, 1 + rnd.randrange(2), 1))
    for _ in range(w * h // 9000):
        x, y = rnd.randrange(w), rnd.randrange(h)
        ln = rnd.randrange(8, 30)
        a = rnd.uniform(0, math.pi)
        pygame.draw.line(specks, (140, 105, 70, 14), (x, y), (x + ln * math.cos(a), y + ln * math.sin(a)))
    surf.blit(specks, (0, 0))
    vig = pygame.Surface(size, pygame.SRCALPHA)
    steps = 40
    edge = max(w, h) // 9
    for i in range(steps):
        a = int(70 * (1 - i / steps) ** 2.2)
        inset = edge * i // steps
        pygame.draw.rect(vig, (90, 60, 30, a), (inset, inset, w - 2 * inset, h - 2 * inset), width=max(1, edge // steps + 1))
    surf.blit(vig, (0, 0))
    m = theme.px(14)
    rule = (150, 118, 80)
    pygame.draw.rect(surf, rule, (m, m, w - 2 * m, h - 2 * m), width=max(1, theme.px(2)))
    m2 = m + theme.px(6)
    pygame.draw.rect(surf, rule, (m2, m2, w - 2 * m2, h - 2 * m2), width=1)
    for cx, cy in ((m, m), (w - m, m), (m, h - m), (w - m, h - m)):
        diamond(surf, (cx, cy), theme.px(7), theme.ACCENT)
    _cache[key] = surf
    return surf


def diamond(surface, center, r, color) -> None:
    cx, cy = center
    pygame.draw.polygon(surface, color, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])


def rule_with_diamond(surface, center, half_width, color=theme.PANEL_EDGE) -> None:
    """A horizontal rule with a small diamond in the middle, under a title."""
    cx, cy = center
    pygame.draw.line(surface, color, (cx - half_width, cy), (cx - theme.px(12), cy), max(1, theme.px(1)))
    pygame.draw.line(surface, color, (cx + theme.px(12), cy), (cx + half_width, cy), max(1, theme.px(1)))
    diamond(surface, center, theme.px(5), theme.ACCENT)


def emblem(radius: int) -> pygame.Surface:
    """The Tableforge medallion: a compass-ringed seal with an eight-point star and an oak on a
    hexagonal table tile (the forest table where the games happen)."""
    key = ("emblem", radius)
    if key in _cache:
        return _cache[key]
    ss = 3                                   # supersample, then smooth-scale down: soft edges
    R = radius * ss
    size = 2 * R + 8 * ss
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    ink, gold, moss = theme.INK, theme.GOLD, theme.MOSS
    pygame.draw.circle(s, (60, 40, 20, 50), (c[0], c[1] + 4 * ss), R)
    pygame.draw.circle(s, (122, 40, 24), c, R)
    pygame.draw.circle(s, gold, c, int(R * 0.955), max(2, ss * 2))
    pygame.draw.circle(s, (247, 238, 218), c, int(R * 0.90))
    # compass ticks on the ring
    for i in range(72):
        a = i * math.tau / 72
        r0 = R * (0.80 if i % 6 == 0 else 0.84)
        r1 = R * 0.88
        pygame.draw.line(s, ink if i % 6 == 0 else theme.INK_FAINT,
                         (c[0] + r0 * math.cos(a), c[1] + r0 * math.sin(a)),
                         (c[0] + r1 * math.cos(a), c[1] + r1 * math.sin(a)), ss * (2 if i % 6 == 0 else 1))
    pygame.draw.circle(s, ink, c, int(R * 0.78), ss)
    # eight-point star behind the tile
    for k, (length, col) in enumerate(((0.76, gold), (0.56, (214, 176, 96)))):
        pts = []
        for i in range(16):
            a = i * math.tau / 16 + (math.tau / 16 if k else 0) - math.pi / 2
            rr = R * (length if i % 2 == 0 else length * 0.36)
            pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
        pygame.draw.polygon(s, col, pts)
        pygame.draw.polygon(s, (120, 84, 30), pts, ss)
    # hexagonal tile
    hexr = R * 0.50
    hexpts = [(c[0] + hexr * math.cos(math.pi / 6 + i * math.tau / 6), c[1] + hexr * math.sin(math.pi / 6 + i * math.tau / 6))
              for i in range(6)]
    pygame.draw.polygon(s, (236, 224, 196), hexpts)
    pygame.draw.polygon(s, ink, hexpts, ss * 2)
    # the oak: trunk and crown
    tx, ty = c[0], c[1] + hexr * 0.55
    trunk = [(tx - R * 0.045, ty), (tx - R * 0.03, ty - R * 0.26), (tx + R * 0.03, ty - R * 0.26), (tx + R * 0.045, ty)]
    pygame.draw.polygon(s, (104, 70, 40), trunk)
    pygame.draw.line(s, (104, 70, 40), (tx, ty - R * 0.18), (tx - R * 0.1, ty - R * 0.28), ss * 3)
    pygame.draw.line(s, (104, 70, 40), (tx, ty - R * 0.2), (tx + R * 0.1, ty - R * 0.3), ss * 3)
    crown = [(0, -0.40, 0.16), (-0.14, -0.31, 0.12), (0.14, -0.31, 0.12), (-0.08, -0.46, 0.11), (0.09, -0.47, 0.11),
             (0, -0.28, 0.12)]
    for dx, dy, rr in crown:
        pygame.draw.circle(s, (58, 82, 42), (c[0] + dx * R, ty + (dy - 0.02) * R + R * 0.15 - R * 0.15), rr * R + ss * 2)
    for dx, dy, rr in crown:
        pygame.draw.circle(s, moss, (c[0] + dx * R, ty + dy * R), rr * R)
    for dx, dy, rr in crown[:3]:
        pygame.draw.circle(s, (112, 142, 84), (c[0] + dx * R - rr * R * 0.3, ty + dy * R - rr * R * 0.3), rr * R * 0.35)
    pygame.draw.line(s, ink, (tx - R * 0.2, ty), (tx + R * 0.2, ty), ss * 2)
    out = pygame.transform.smoothscale(s, (size // ss, size // ss))
    _cache[key] = out
    return out


def title_text(surface, text: str, center, size: float = 64, color=theme.INK) -> pygame.Rect:
    """A display-font title with a faint letterpress shadow."""
    f = theme.font("display", size)
    shadow = f.render(text, True, (255, 250, 238))
    img = f.render(text, True, color)
    r = img.get_rect(center=center)
    surface.blit(shadow, r.move(0, theme.px(2)))
    surface.blit(img, r)
    return r
