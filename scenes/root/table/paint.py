"""Cached pictures the Root table blits every frame: paper cards and buttons (drawn once per
look), and the background per window size."""
from __future__ import annotations

import pygame

from ... import theme
from .. import glyphs


_panels: dict = {}


_backgrounds: dict = {}


def paper(surface, rect, fill=(249, 243, 229), radius=10):
    """theme.panel, cached per size: a paper card with its soft shadow, blitted in one go."""
    key = (rect.size, fill, radius, theme.scale())
    img = _panels.get(key)
    if img is None:
        pad = theme.px(8)
        img = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
        theme.panel(img, pygame.Rect(pad, pad, rect.w, rect.h), fill=fill, radius=radius)
        img = glyphs.fast(img)
        if len(_panels) > 64:
            _panels.clear()
        _panels[key] = img
    surface.blit(img, (rect.x - theme.px(8), rect.y - theme.px(8)))


_buttons: dict = {}


def blit_button(surface, b) -> None:
    """Draw a button from a picture cached per look (text, size, style, hover, pressed, focus…)."""
    key = (b.text, b.rect.size, getattr(b, "style", ""), b.enabled, b.hover, getattr(b, "pressed", False), b.focused,
           getattr(b, "size", 0), getattr(b, "align", ""), getattr(b, "detail", ""), theme.scale())
    img = _buttons.get(key)
    m = theme.px(8)
    if img is None:
        img = pygame.Surface((b.rect.w + 2 * m, b.rect.h + 2 * m), pygame.SRCALPHA)
        real = b.rect
        b.rect = pygame.Rect(m, m, real.w, real.h)
        try:
            b.draw(img)
        finally:
            b.rect = real
        img = glyphs.fast(img)
        if len(_buttons) > 400:
            _buttons.clear()
        _buttons[key] = img
    surface.blit(img, (b.rect.x - m, b.rect.y - m))
