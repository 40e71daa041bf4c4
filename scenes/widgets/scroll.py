"""Scrolling: `ScrollPanel` holds child widgets laid out in a tall column and scrolls them
with the wheel (children keep real screen rects, so clicks land where they are drawn);
`ScrollText` shows many lines of text (the game log, a view dump, a rules page)."""
from __future__ import annotations

import pygame

from .. import theme
from .base import Widget


def _draw_bar(surface, rect, offset, content_h):
    if content_h <= rect.h:
        return
    track = pygame.Rect(rect.right - theme.px(7), rect.y + theme.px(4), theme.px(4), rect.h - theme.px(8))
    pygame.draw.rect(surface, theme.PAPER_DARK, track, border_radius=theme.px(2))
    h = max(theme.px(24), track.h * rect.h // content_h)
    y = track.y + (track.h - h) * offset // max(1, content_h - rect.h)
    pygame.draw.rect(surface, theme.INK_FAINT, (track.x, y, track.w, h), border_radius=theme.px(2))


class ScrollPanel(Widget):
    def __init__(self, rect, step: float = 48):
        super().__init__(rect)
        self.children: list[tuple[Widget, pygame.Rect]] = []   # widget, rect relative to the panel
        self.offset = 0
        self.step = step

    def set_children(self, items: list[tuple[Widget, pygame.Rect]]) -> None:
        self.children = items
        self.scroll_to(min(self.offset, self.max_offset()))

    @property
    def content_h(self) -> int:
        return max((r.bottom for _, r in self.children), default=0)

    def max_offset(self) -> int:
        return max(0, self.content_h - self.rect.h)

    def scroll_to(self, offset: int) -> None:
        self.offset = max(0, min(self.max_offset(), int(offset)))
        for w, rel in self.children:
            w.rect = rel.move(self.rect.x, self.rect.y - self.offset)
            w.visible = w.rect.bottom > self.rect.y and w.rect.y < self.rect.bottom

    def focus_chain(self):
        return [c for w, _ in self.children for c in w.focus_chain()]

    def focus_target(self, pos):
        for w, _ in self.children:
            if w.visible and w.rect.collidepoint(pos):
                return w.focus_target(pos)
        return None

    def tooltip_at(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        for w, _ in self.children:
            tip = w.tooltip_at(pos)
            if tip:
                return tip
        return None

    def handle(self, event) -> bool:
        self.track_hover(event)
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.scroll_to(self.offset - event.y * theme.px(self.step))
            return True
        pos = getattr(event, "pos", None)
        if pos is not None and not self.rect.collidepoint(pos) and event.type != pygame.MOUSEBUTTONUP:
            for w, _ in self.children:
                w.hover = False
            return False
        for w, _ in self.children:
            if (w.visible or event.type == pygame.KEYDOWN) and w.handle(event):
                return True
        return False

    def ensure_visible(self, widget) -> None:
        for w, rel in self.children:
            if w is widget:
                if rel.y < self.offset:
                    self.scroll_to(rel.y)
                elif rel.bottom > self.offset + self.rect.h:
                    self.scroll_to(rel.bottom - self.rect.h)

    def draw(self, surface):
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        for w, _ in self.children:
            if w.visible:
                w.draw(surface)
        surface.set_clip(clip)
        _draw_bar(surface, self.rect, self.offset, self.content_h)


class ScrollText(Widget):
    """Lines of text, word-wrapped to the width; `stick_bottom` follows new lines (a log)."""

    def __init__(self, rect, role: str = "text", size: float = 16, color=theme.INK, stick_bottom=False):
        super().__init__(rect)
        self.role, self.size, self.color, self.stick_bottom = role, size, color, stick_bottom
        self.entries: list[tuple[str, tuple]] = []
        self.tags: list = []
        self._starts: list[int] = []
        self._wrap_cache: dict[str, list[str]] = {}     # this widget's width and font are fixed
        self.offset = 0
        self._wrapped: list[tuple[str, tuple]] = []

    def set_lines(self, lines, colors=None) -> None:
        """`lines`: strings, or (text, colour) / (text, colour, tag) tuples."""
        self.entries = []
        self.tags: list = []
        self._wrapped = []
        self._starts: list[int] = []
        self.append_lines(lines, keep_bottom=None)

    def append_lines(self, lines, keep_bottom: bool | None = True) -> None:
        """Add lines at the end, wrapping only them: a long log costs nothing more per move."""
        at_bottom = self.offset >= self.max_offset() if keep_bottom is None or keep_bottom else False
        f = theme.font(self.role, self.size)
        width = max(10, self.rect.w - theme.px(16))
        for line in lines:
            text, c, tag = ((line, self.color, None) if isinstance(line, str)
                            else (line[0], line[1], line[2] if len(line) > 2 else None))
            self._starts.append(len(self._wrapped))
            self.entries.append((text, c))
            self.tags.append(tag)
            i = len(self.entries) - 1
            parts = self._wrap_cache.get(text)
            if parts is None:              # a line seen before (another viewer's rebuild) is not wrapped again
                parts = self._wrap_cache[text] = theme.wrap(f, text, width)
            self._wrapped.extend((part, c, i) for part in parts)
        if self.stick_bottom and at_bottom:
            self.offset = self.max_offset()
        self.offset = max(0, min(self.offset, self.max_offset()))

    def truncate(self, n: int) -> None:
        """Keep the first `n` lines (an undo took the rest back)."""
        if n >= len(self.entries):
            return
        at_bottom = self.offset >= self.max_offset()
        del self._wrapped[self._starts[n]:]
        del self.entries[n:]
        del self.tags[n:]
        del self._starts[n:]
        if self.stick_bottom and at_bottom:
            self.offset = self.max_offset()
        self.offset = max(0, min(self.offset, self.max_offset()))

    def entry_at(self, pos) -> int | None:
        """The index of the line (as given, before wrapping) drawn at `pos`."""
        if not self.rect.collidepoint(pos):
            return None
        k = (pos[1] - self.rect.y + self.offset) // max(1, self.line_h)
        return self._wrapped[k][2] if 0 <= k < len(self._wrapped) else None

    @property
    def line_h(self) -> int:
        return theme.font(self.role, self.size).get_linesize()

    @property
    def content_h(self) -> int:
        return len(self._wrapped) * self.line_h

    def max_offset(self) -> int:
        return max(0, self.content_h - self.rect.h)

    def visible_text(self) -> list[str]:
        """The wrapped lines currently inside the rect (what a player can read)."""
        first = self.offset // self.line_h
        n = self.rect.h // self.line_h + 1
        return [w[0] for w in self._wrapped[first:first + n]]

    def handle(self, event) -> bool:
        self.track_hover(event)
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.offset = max(0, min(self.max_offset(), self.offset - event.y * self.line_h * 3))
            return True
        return False

    def draw(self, surface):
        f = theme.font(self.role, self.size)
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        y = self.rect.y - self.offset
        lh = self.line_h
        first = max(0, self.offset // max(1, lh) - 1)          # only the lines in sight
        y += first * lh
        for text, color, _i in self._wrapped[first:]:
            if y > self.rect.bottom:
                break
            if y + lh >= self.rect.y:
                surface.blit(f.render(text, True, color), (self.rect.x + theme.px(4), y))
            y += lh
        surface.set_clip(clip)
        _draw_bar(surface, self.rect, self.offset, self.content_h)
