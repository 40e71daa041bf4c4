"""Watching text as it is drawn: every text picture the fonts render is remembered, and every blit
of one is checked against the clip rectangle (or the edges) of the surface it lands on. With
`theme.clipped` (text cut with "…" to fit) this tells whether any drawn text did not fit its box."""
from __future__ import annotations

import contextlib

import pygame

from scenes import theme

_Base = pygame.Surface


class Watch:
    def __init__(self):
        self.texts: dict[int, str] = {}
        self.keep: list = []           # the rendered pictures stay alive, so their ids stay theirs
        self.overflow: list[tuple[str, tuple, tuple]] = []
        self.cut: list[tuple[str, str]] = []
        self.scrolling = 0             # inside a scroll view: a line half out at the top or bottom is fine


@contextlib.contextmanager
def watching(monkeypatch):
    w = Watch()
    real_render = theme.CachedFont.render

    def render(self, text, antialias=True, color=(0, 0, 0), bg=None):
        img = real_render(self, text, antialias, color, bg)
        if str(text).strip():
            w.texts[id(img)] = str(text)
            w.keep.append(img)
        return img

    class Checked(_Base):
        def blit(self, source, dest, area=None, special_flags=0):
            text = w.texts.get(id(source))
            if text is not None and area is None:
                pos = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
                r = pygame.Rect(pos, source.get_size())
                clip = self.get_clip().inflate(4, 4)   # a glyph's box is a pixel or two wider than its ink
                if w.scrolling:
                    inside = r.left >= clip.left and r.right <= clip.right
                else:
                    inside = clip.contains(r)
                if not inside:
                    w.overflow.append((text, tuple(r), tuple(self.get_clip())))
            return _Base.blit(self, source, dest, area, special_flags)

    from scenes.widgets import scroll

    def scrolled(draw):
        def inner(self, surface):
            w.scrolling += 1
            try:
                return draw(self, surface)
            finally:
                w.scrolling -= 1
        return inner

    monkeypatch.setattr(scroll.ScrollText, "draw", scrolled(scroll.ScrollText.draw))
    monkeypatch.setattr(scroll.ScrollPanel, "draw", scrolled(scroll.ScrollPanel.draw))
    from scenes.widgets import listbox
    monkeypatch.setattr(listbox.ListBox, "draw", scrolled(listbox.ListBox.draw))
    monkeypatch.setattr(theme.CachedFont, "render", render)
    monkeypatch.setattr(pygame, "Surface", Checked)
    theme.clipped = w.cut
    try:
        yield w
    finally:
        theme.clipped = None
