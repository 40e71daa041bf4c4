"""Colours and shapes of the PLAS table: every seat has a colour AND a shape (colour-blind
players lose nothing), every realm and faction a colour of its own."""
from __future__ import annotations

import math

import pygame

# seat -> (fill, dark edge, name)
from game.core.i18n import N_, _  # noqa: E402  (seat colour names, translated where shown)

SEATS = [
    ((178, 52, 40), (96, 24, 18), N_("Crimson")),
    ((44, 92, 160), (20, 44, 90), N_("Azure")),
    ((70, 128, 64), (30, 66, 28), N_("Verdant")),
    ((214, 168, 48), (120, 86, 14), N_("Amber")),
]
SHAPES = ["circle", "square", "triangle", "diamond"]

FACTIONS = {
    "commonfolk": (150, 112, 70),
    "sigilborne": (112, 84, 150),
    "zurd": (150, 44, 36),
    "halax": (38, 118, 132),
    "numerai": (60, 60, 82),
    "none": (128, 118, 100),
}
KIND_COLOURS = {"starter": (128, 118, 100), "advisor": (96, 96, 110), "legendary": (60, 60, 82)}

STRENGTH = (150, 44, 36)
LABOR = (64, 104, 58)
RUIN = (60, 40, 30)
MERCY = (200, 160, 60)
CRUELTY = (120, 30, 40)
GLOW = (255, 206, 84)


def seat_colour(seat: int):
    return SEATS[seat % 4][0]


def seat_dark(seat: int):
    return SEATS[seat % 4][1]


def hex_colour(text: str, default=(180, 170, 150)):
    try:
        t = text.lstrip("#")
        return tuple(int(t[i:i + 2], 16) for i in (0, 2, 4))
    except (ValueError, AttributeError):
        return default


def mix(a, b, t: float):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def shape_points(shape: str, center, r: float):
    cx, cy = center
    if shape == "square":
        return [(cx - r * 0.85, cy - r * 0.85), (cx + r * 0.85, cy - r * 0.85), (cx + r * 0.85, cy + r * 0.85),
                (cx - r * 0.85, cy + r * 0.85)]
    if shape == "triangle":
        return [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    return None


def seat_mark(surface, seat: int, center, r: float, edge=True) -> None:
    """The seat's shape in its colour (a cube, a banner emblem, a chip)."""
    shape = SHAPES[seat % 4]
    pts = shape_points(shape, center, r)
    fill, dark = seat_colour(seat), seat_dark(seat)
    w = max(1, round(r / 5))
    if pts is None:
        pygame.draw.circle(surface, fill, center, r)
        if edge:
            pygame.draw.circle(surface, dark, center, r, width=w)
    else:
        pygame.draw.polygon(surface, fill, pts)
        if edge:
            pygame.draw.polygon(surface, dark, pts, width=w)


def morality_words(text: str) -> str:
    """The view's "Mercy 3" / "Cruelty 2" in the reader's language (the engine's N_("Mercy {n}"))."""
    word, _sp, n = text.rpartition(" ")
    template = {"Mercy": N_("Mercy {n}"), "Cruelty": N_("Cruelty {n}"), "Morality": N_("Morality {n}")}.get(word)
    return _(template).format(n=n) if template else text
