"""Small shapes drawn in code: site icons (each site a colour AND a shape), character figures,
place tokens, camps. Our own art; nothing from the published game."""
from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

import pygame
import yaml

INK = (52, 38, 28)
LIGHT = (250, 244, 230)
# Character colours (and each a letter and a position on the figure's base: shape too).
CHAR_COLOURS = [(178, 64, 42), (52, 104, 160), (196, 150, 40), (104, 72, 148)]
GLOW = (255, 214, 90)


@lru_cache(maxsize=1)
def sites() -> dict:
    """scenes/stonesaga/sites.yaml: name, colour, icon and what can be done, per site."""
    with open(Path(__file__).with_name("sites.yaml"), encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def site_colour(site: str) -> tuple[int, int, int]:
    return tuple(sites().get(site, {}).get("colour", (150, 140, 120)))


def site_name(site: str) -> str:
    from .names import site as named        # in the reader's language (names.SITE_NAMES)
    return named(site)


def mix(a, b, k: float):
    return tuple(int(a[i] + (b[i] - a[i]) * k) for i in range(3))


def char_colour(index: int):
    return CHAR_COLOURS[index % len(CHAR_COLOURS)]


def site_icon(surface, site: str, centre, r: float) -> None:
    """A round medallion in the site's colour with its shape in light ink."""
    x, y = int(centre[0]), int(centre[1])
    r = max(4, int(r))
    col = site_colour(site)
    pygame.draw.circle(surface, mix(col, (255, 255, 255), 0.15), (x, y), r)
    pygame.draw.circle(surface, mix(col, INK, 0.5), (x, y), r, width=max(1, r // 7))
    w = max(1, r // 5)
    shape = sites().get(site, {}).get("icon", "dots")
    k = r * 0.55
    if shape in ("waves", "stream"):
        n = 2 if shape == "waves" else 1
        for j in range(n):
            oy = y + (j - (n - 1) / 2) * k * 0.7
            pts = [(x - k + i * k / 4, oy + math.sin(i * 1.6) * k * 0.25) for i in range(9)]
            pygame.draw.lines(surface, LIGHT, False, pts, w)
    elif shape == "reeds":
        for dx in (-0.5, 0, 0.5):
            pygame.draw.line(surface, LIGHT, (x + dx * k, y + k * 0.7), (x + dx * k * 1.3, y - k * 0.7), w)
    elif shape == "tree":
        pygame.draw.polygon(surface, LIGHT, [(x, y - k), (x - k * 0.75, y + k * 0.45), (x + k * 0.75, y + k * 0.45)])
        pygame.draw.line(surface, LIGHT, (x, y + k * 0.4), (x, y + k), w)
    elif shape == "grass":
        for dx in (-0.55, 0, 0.55):
            pygame.draw.line(surface, LIGHT, (x + dx * k, y + k * 0.6), (x + dx * k - k * 0.25, y - k * 0.5), w)
            pygame.draw.line(surface, LIGHT, (x + dx * k, y + k * 0.6), (x + dx * k + k * 0.25, y - k * 0.3), w)
    elif shape == "palm":
        pygame.draw.line(surface, LIGHT, (x, y + k), (x, y - k * 0.4), w)
        for a in (-2.6, -1.9, -1.2, -0.5):
            pygame.draw.line(surface, LIGHT, (x, y - k * 0.4), (x + math.cos(a) * k, y - k * 0.4 + math.sin(a) * k * 0.6 + k * 0.4), w)
    elif shape == "arch":
        pygame.draw.arc(surface, LIGHT, pygame.Rect(x - k, y - k * 0.8, 2 * k, 2 * k), 0, math.pi, max(2, w + 1))
        pygame.draw.line(surface, LIGHT, (x - k, y + k * 0.2), (x - k, y + k * 0.7), max(2, w + 1))
        pygame.draw.line(surface, LIGHT, (x + k, y + k * 0.2), (x + k, y + k * 0.7), max(2, w + 1))
    elif shape == "zigzag":
        pts = [(x - k, y - k * 0.6), (x - k * 0.3, y), (x + k * 0.2, y - k * 0.4), (x + k, y + k * 0.6)]
        pygame.draw.lines(surface, LIGHT, False, pts, max(2, w + 1))
    elif shape == "peak":
        pygame.draw.polygon(surface, LIGHT, [(x - k, y + k * 0.6), (x - k * 0.1, y - k * 0.8), (x + k, y + k * 0.6)], w)
        pygame.draw.polygon(surface, LIGHT, [(x - k * 0.38, y - k * 0.2), (x - k * 0.1, y - k * 0.8), (x + k * 0.2, y - k * 0.2)])
    elif shape == "stones":
        for dx, dy, rr in ((-0.45, 0.3, 0.32), (0.35, 0.25, 0.38), (0, -0.35, 0.3)):
            pygame.draw.circle(surface, LIGHT, (x + dx * k, y + dy * k), max(2, rr * k), w)
    else:                                   # dots: dry plain
        for dx, dy in ((-0.5, -0.3), (0.4, -0.4), (0, 0.2), (-0.4, 0.55), (0.5, 0.45)):
            pygame.draw.circle(surface, LIGHT, (x + dx * k, y + dy * k), max(1, w))


def figure(surface, centre, r: float, colour, letter: str, font, dim: bool = False) -> None:
    """A character's standing figure: a head and a cloak, with the character's letter."""
    x, y = int(centre[0]), int(centre[1])
    r = max(5, int(r))
    col = mix(colour, (200, 190, 170), 0.6) if dim else colour
    dark = mix(col, INK, 0.55)
    pygame.draw.ellipse(surface, (40, 30, 20), pygame.Rect(x - r, y + r * 0.9, 2 * r, r * 0.6))
    body = [(x - r * 0.85, y + r * 1.15), (x - r * 0.45, y - r * 0.1), (x + r * 0.45, y - r * 0.1), (x + r * 0.85, y + r * 1.15)]
    pygame.draw.polygon(surface, col, body)
    pygame.draw.polygon(surface, dark, body, max(1, r // 6))
    pygame.draw.circle(surface, col, (x, y - r * 0.55), r * 0.5)
    pygame.draw.circle(surface, dark, (x, y - r * 0.55), r * 0.5, max(1, r // 6))
    img = font.render(letter, True, LIGHT)
    surface.blit(img, img.get_rect(center=(x, int(y + r * 0.55))))


def pet(surface, centre, r: float, colour, letter: str, font) -> None:
    """A pet (rb p.89): a small four-legged body in its character's colour, with its letter."""
    x, y = int(centre[0]), int(centre[1])
    r = max(4, int(r))
    dark = mix(colour, INK, 0.55)
    lw = max(1, r // 5)
    for dx in (-0.6, -0.25, 0.25, 0.6):                  # legs
        pygame.draw.line(surface, dark, (x + dx * r, y + r * 0.2), (x + dx * r, y + r * 0.8), lw)
    body = pygame.Rect(0, 0, int(r * 1.8), int(r * 0.9))
    body.center = (x, y)
    pygame.draw.ellipse(surface, colour, body)
    pygame.draw.ellipse(surface, dark, body, lw)
    pygame.draw.circle(surface, colour, (x + r * 0.95, y - r * 0.35), r * 0.42)   # head
    pygame.draw.circle(surface, dark, (x + r * 0.95, y - r * 0.35), r * 0.42, lw)
    img = font.render(letter, True, LIGHT)
    surface.blit(img, img.get_rect(center=(x - int(r * 0.1), y)))


def camp(surface, centre, r: float, ruin: bool = False) -> None:
    """A camp: a hide tent (a ruin: broken poles, greyed)."""
    x, y = int(centre[0]), int(centre[1])
    r = max(5, int(r))
    hide = (150, 120, 86) if not ruin else (150, 146, 140)
    pts = [(x - r, y + r * 0.7), (x, y - r * 0.8), (x + r, y + r * 0.7)]
    pygame.draw.polygon(surface, hide, pts)
    pygame.draw.polygon(surface, INK, pts, max(1, r // 6))
    pygame.draw.polygon(surface, (70, 50, 34), [(x - r * 0.25, y + r * 0.7), (x, y), (x + r * 0.25, y + r * 0.7)])
    if ruin:
        pygame.draw.line(surface, (120, 40, 30), (x - r, y - r * 0.6), (x + r, y + r * 0.6), max(2, r // 5))
    else:
        for dx in (-0.3, 0.3):
            pygame.draw.line(surface, INK, (x + dx * r * 0.4, y - r * 0.8), (x + dx * r * 1.6, y - r * 1.2), max(1, r // 7))


def fire(surface, centre, r: float, fresh: bool) -> None:
    x, y = int(centre[0]), int(centre[1])
    r = max(4, int(r))
    outer = (214, 92, 36) if fresh else (150, 110, 90)
    pygame.draw.polygon(surface, outer, [(x, y - r), (x + r * 0.7, y + r * 0.5), (x, y + r * 0.8), (x - r * 0.7, y + r * 0.5)])
    pygame.draw.polygon(surface, (250, 200, 80) if fresh else (190, 170, 150),
                        [(x, y - r * 0.3), (x + r * 0.35, y + r * 0.5), (x - r * 0.35, y + r * 0.5)])


def shelter(surface, centre, r: float, n: int) -> None:
    x, y = int(centre[0]), int(centre[1])
    r = max(4, int(r))
    pygame.draw.arc(surface, (110, 80, 50), pygame.Rect(x - r, y - r * 0.6, 2 * r, 2 * r), 0, math.pi, max(2, r // 3))
    if n > 1:
        pygame.draw.arc(surface, (110, 80, 50), pygame.Rect(x - r * 0.6, y - r * 0.2, 1.2 * r, 1.2 * r), 0, math.pi, max(2, r // 4))


def depletion(surface, centre, r: float, n: int, font) -> None:
    x, y = int(centre[0]), int(centre[1])
    r = max(4, int(r))
    pygame.draw.rect(surface, (92, 84, 80), pygame.Rect(x - r, y - r, 2 * r, 2 * r), border_radius=max(2, r // 3))
    img = font.render(f"+{n}", True, LIGHT)
    surface.blit(img, img.get_rect(center=(x, y)))


def mystery(surface, centre, r: float, n: int, font) -> None:
    x, y = int(centre[0]), int(centre[1])
    r = max(4, int(r))
    pygame.draw.circle(surface, (70, 54, 96), (x, y), r)
    pygame.draw.circle(surface, (220, 200, 240), (x, y), r, max(1, r // 5))
    img = font.render("?" if n <= 1 else f"?{n}", True, (240, 230, 250))
    surface.blit(img, img.get_rect(center=(x, y)))


TOOL_COLOURS = {"cut": (70, 110, 150), "pierce": (120, 90, 60), "grind": (110, 110, 110), "heat": (210, 90, 40),
                "strike": (90, 70, 110)}


def tool(surface, centre, r: float, name: str) -> None:
    """A tool icon (rb p.27), each its own colour and shape: Cut a blade, Pierce an awl, Grind a
    millstone, Heat a flame, Strike a hammer."""
    x, y = centre
    r = max(4.0, r)
    col = TOOL_COLOURS.get(name, (120, 120, 120))
    pygame.draw.circle(surface, LIGHT, (int(x), int(y)), int(r))
    pygame.draw.circle(surface, col, (int(x), int(y)), int(r), max(1, int(r / 6)))
    k = r * 0.62
    if name == "cut":
        pygame.draw.polygon(surface, col, [(x - k, y + k * 0.6), (x + k, y - k * 0.8), (x + k * 0.2, y + k * 0.6)])
    elif name == "pierce":
        pygame.draw.line(surface, col, (x - k, y + k), (x + k * 0.7, y - k * 0.7), max(2, int(r / 4)))
        pygame.draw.polygon(surface, col, [(x + k, y - k), (x + k * 0.3, y - k * 0.75), (x + k * 0.75, y - k * 0.3)])
    elif name == "grind":
        pygame.draw.circle(surface, col, (int(x), int(y)), int(k))
        pygame.draw.circle(surface, LIGHT, (int(x), int(y)), max(1, int(k / 3)))
    elif name == "heat":
        pygame.draw.polygon(surface, col, [(x, y - k), (x + k * 0.7, y + k * 0.5), (x, y + k * 0.9), (x - k * 0.7, y + k * 0.5)])
        pygame.draw.circle(surface, (250, 200, 80), (int(x), int(y + k * 0.35)), max(1, int(k / 3)))
    elif name == "strike":
        pygame.draw.rect(surface, col, pygame.Rect(x - k, y - k * 0.8, k * 2, k * 0.8))
        pygame.draw.line(surface, col, (x, y), (x, y + k), max(2, int(r / 4)))
    else:
        pygame.draw.circle(surface, col, (int(x), int(y)), int(k / 2))
