"""Scrolling: `ScrollPanel` holds child widgets laid out in a tall column and scrolls them
with the wheel (children keep real screen rects, so clicks land where they are drawn);
`ScrollText` shows many lines of text (the game log, a view dump, a rules page)."""
from __future__ import annotations

import math

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


class LazyLine:
    """A line whose text is made only when it comes into sight: `make()` returns (text, colour,
    tag); `hint` is about how many characters it will have (for the scroll bar until then). A long
    game's log opens at the cost of what the screen shows, not of the game's length."""
    __slots__ = ("make", "hint")

    def __init__(self, make, hint: int):
        self.make, self.hint = make, hint


class _Items:
    """ScrollText's lines: a head of `h` lines made on demand by index (`make_at(i)` gives
    (text, colour, tag); text None for a line that takes no room), then the lines given one by
    one. A long game's log opens without one object per event (issue 16)."""

    def __init__(self, h: int, make_at, hint: int):
        self.h, self.make_at, self.hint = h, make_at, hint
        self.made: dict[int, tuple] = {}
        self.tail: list = []

    def __len__(self) -> int:
        return self.h + len(self.tail)

    def __getitem__(self, i: int):
        if i < 0:
            i += len(self)
        if i < self.h:
            got = self.made.get(i)
            return got if got is not None else LazyLine(lambda i=i: self.make_at(i), self.hint)
        return self.tail[i - self.h]

    def __setitem__(self, i: int, v) -> None:
        if i < self.h:
            self.made[i] = v
        else:
            self.tail[i - self.h] = v

    def append(self, v) -> None:
        self.tail.append(v)

    def __delitem__(self, sl: slice) -> None:           # only `del items[n:]` (a truncation)
        n = sl.start
        if n >= self.h:
            del self.tail[n - self.h:]
        else:
            self.h = n
            self.tail.clear()
            self.made = {i: v for i, v in self.made.items() if i < n}


class _Estimates:
    """ScrollText's running estimates (`_est`) over an `_Items` head: `per` lines each."""

    def __init__(self, h: int, per: int):
        self.h, self.per = h, per
        self.tail: list[int] = []

    def __getitem__(self, i: int) -> int:
        if i < 0:
            i += self.h + 1 + len(self.tail)
        return i * self.per if i <= self.h else self.tail[i - self.h - 1]

    def append(self, v: int) -> None:
        self.tail.append(v)

    def __delitem__(self, sl: slice) -> None:           # only `del est[n + 1:]`
        n = sl.start - 1
        if n >= self.h:
            del self.tail[n - self.h:]
        else:
            self.h = n
            self.tail.clear()


class ScrollText(Widget):
    """Lines of text, word-wrapped to the width; `stick_bottom` follows new lines (a log).

    A log (`stick_bottom`) wraps lazily: lines given before anything was wrapped (opening a
    saved game) stay unwrapped — counted at an estimated height — until scrolled into sight, so
    only the bottom screenful is wrapped at first; later lines are wrapped as they come. The
    wrapped lines are always a tail of the entries (`_k0` onward)."""

    def __init__(self, rect, role: str = "text", size: float = 16, color=theme.INK, stick_bottom=False):
        super().__init__(rect)
        self.role, self.size, self.color, self.stick_bottom = role, size, color, stick_bottom
        self._items: list = []                          # (text, colour, tag) or a LazyLine not yet made
        self._est: list[int] = [0]                      # _est[i]: estimated wrapped lines of _items[:i]
        self._k0 = 0                                    # _items[_k0:] are wrapped
        self._starts: list[int] = []                    # _starts[i - _k0]: first wrapped line of item i
        self._wrap_cache: dict[str, list[str]] = {}     # this widget's width and font are fixed
        self._char_w = 0.0                              # average character width / text width
        self.offset = 0                                 # in pixels from the top (estimated lines included)
        self._wrapped: list[tuple[str, tuple, int]] = []

    # --- the entries, as given ------------------------------------------------------------------
    def _made(self, i: int) -> tuple:
        it = self._items[i]
        if isinstance(it, LazyLine):
            text, c, tag = it.make()
            it = self._items[i] = (text, c, tag)
        return it

    @property
    def entries(self) -> list[tuple[str, tuple]]:
        """Every line as (text, colour) (makes the lazy ones: for tests and exports, not per frame)."""
        return [m[:2] for m in (self._made(i) for i in range(len(self._items))) if m[0] is not None]

    @property
    def tags(self) -> list:
        return [self._made(i)[2] for i in range(len(self._items))]

    def tag_of(self, i: int):
        """The tag given with line `i` (None past the end)."""
        return self._made(i)[2] if 0 <= i < len(self._items) else None

    def line_count(self) -> int:
        """How many lines were given (made or not)."""
        return len(self._items)

    def set_lines(self, lines, colors=None) -> None:
        """`lines`: strings, or (text, colour) / (text, colour, tag) tuples, or LazyLines."""
        self._items = []
        self._est = [0]
        self._k0 = 0
        self._wrapped = []
        self._starts = []
        self.append_lines(lines, keep_bottom=None)

    def set_head(self, count: int, make_at, hint: int = 60) -> None:
        """Start over with `count` lines made only when scrolled into sight: `make_at(i)` gives
        line i as (text, colour, tag), text None for none; `hint` is about how many characters
        each has. Costs the same for any `count` (a log of a long game, issue 16)."""
        self.set_lines([])
        self._items = _Items(count, make_at, hint)
        self._est = _Estimates(count, self._estimate(LazyLine(None, hint)))   # type: ignore[assignment]
        self._k0 = count if self.stick_bottom else 0
        if not self.stick_bottom:
            for i in range(count):
                self._starts.append(len(self._wrapped))
                self._wrapped.extend(self._wrap_item(i))
        self.offset = self.max_offset() if self.stick_bottom else 0
        if not self.stick_bottom:
            self._settle()
        # a log settles (wraps what is in sight) at its next append_lines, which then stays lazy

    def _font(self):
        return theme.font(self.role, self.size)

    def _width(self) -> int:
        return max(10, self.rect.w - theme.px(16))

    def _estimate(self, it) -> int:
        """About how many wrapped lines a line will take (exact once it is wrapped)."""
        n = it.hint if isinstance(it, LazyLine) else len(it[0])
        if not self._char_w:
            sample = "the quick brown fox jumps over a lazy dog "
            self._char_w = self._font().size(sample)[0] / len(sample) / self._width()
        return max(1, math.ceil(n * self._char_w))

    def _wrap_item(self, i: int) -> list[tuple[str, tuple, int]]:
        text, c, _tag = self._made(i)
        if text is None:               # a line that takes no room (an event this reader does not see)
            return []
        parts = self._wrap_cache.get(text)
        if parts is None:              # a line seen before (another viewer's rebuild) is not wrapped again
            parts = self._wrap_cache[text] = theme.wrap(self._font(), text, self._width())
        return [(part, c, i) for part in parts]

    def append_lines(self, lines, keep_bottom: bool | None = True) -> None:
        """Add lines at the end, wrapping only them (or none yet, see the class): a long log costs
        nothing more per move."""
        at_bottom = self.offset >= self.max_offset() if keep_bottom is None or keep_bottom else False
        lazy = self.stick_bottom and self._k0 == len(self._items)     # nothing wrapped yet
        for line in lines:
            if isinstance(line, LazyLine):
                it = line
            elif isinstance(line, str):
                it = (line, self.color, None)
            else:
                it = (line[0], line[1], line[2] if len(line) > 2 else None)
            self._items.append(it)
            i = len(self._items) - 1
            self._est.append(self._est[-1] + self._estimate(it))
            if lazy:
                self._k0 = len(self._items)
            else:
                self._starts.append(len(self._wrapped))
                self._wrapped.extend(self._wrap_item(i))
        if self.stick_bottom and at_bottom:
            self.offset = self.max_offset()
        self._settle()

    def truncate(self, n: int) -> None:
        """Keep the first `n` lines (an undo took the rest back)."""
        if n >= len(self._items):
            return
        at_bottom = self.offset >= self.max_offset()
        if n >= self._k0:
            del self._wrapped[self._starts[n - self._k0]:]
            del self._starts[n - self._k0:]
        else:
            self._wrapped.clear()
            self._starts.clear()
            self._k0 = n
        del self._items[n:]
        del self._est[n + 1:]
        if self.stick_bottom and at_bottom:
            self.offset = self.max_offset()
        self._settle()

    def scroll_to(self, offset: int) -> None:
        """Show the text from `offset` pixels down (0: its first line), wrapping what comes into
        sight, as a wheel scroll does."""
        self.offset = int(offset)
        self._settle()

    # --- lazy wrapping ----------------------------------------------------------------------------
    @property
    def _virtual(self) -> int:
        """Estimated lines above the wrapped ones (the unwrapped head)."""
        return self._est[self._k0]

    def _settle(self) -> None:
        """Clamp the offset, then wrap unwrapped lines until the view's top lies in the wrapped
        part; each wrapped block replaces its estimate, and the offset moves by the difference so
        that what is on screen stays put."""
        lh = max(1, self.line_h)
        self.offset = max(0, min(self.offset, self.max_offset()))
        while self._k0 > 0 and self.offset < self._virtual * lh:
            need = self._virtual - self.offset // lh + self.rect.h // lh + 8     # lines to reach, and a margin
            block, k = [], self._k0
            got = 0
            while k > 0 and got < need:
                k -= 1
                w = self._wrap_item(k)
                block.append(w)
                got += len(w)
            block.reverse()
            lines = [x for w in block for x in w]
            starts, pos = [], 0
            for w in block:
                starts.append(pos)
                pos += len(w)
            est = self._est[self._k0] - self._est[k]
            self._wrapped[:0] = lines
            self._starts = starts + [s + len(lines) for s in self._starts]
            # the head now ends at k: it shrinks by its estimate, the wrapped part grows by `lines`
            self._k0 = k
            self.offset += (len(lines) - est) * lh
        self.offset = max(0, min(self.offset, self.max_offset()))

    # --- geometry ---------------------------------------------------------------------------------
    def entry_at(self, pos) -> int | None:
        """The index of the line (as given, before wrapping) drawn at `pos`."""
        if not self.rect.collidepoint(pos):
            return None
        k = (pos[1] - self.rect.y + self.offset) // max(1, self.line_h) - self._virtual
        return self._wrapped[k][2] if 0 <= k < len(self._wrapped) else None

    @property
    def line_h(self) -> int:
        return theme.font(self.role, self.size).get_linesize()

    @property
    def content_h(self) -> int:
        return (self._virtual + len(self._wrapped)) * self.line_h

    def max_offset(self) -> int:
        return max(0, self.content_h - self.rect.h)

    def visible_text(self) -> list[str]:
        """The wrapped lines currently inside the rect (what a player can read)."""
        first = max(0, self.offset // self.line_h - self._virtual)
        n = self.rect.h // self.line_h + 1
        return [w[0] for w in self._wrapped[first:first + n]]

    def handle(self, event) -> bool:
        self.track_hover(event)
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.offset = max(0, min(self.max_offset(), self.offset - event.y * self.line_h * 3))
            self._settle()
            return True
        return False

    def draw(self, surface):
        f = theme.font(self.role, self.size)
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        lh = max(1, self.line_h)
        first = max(0, self.offset // lh - 1 - self._virtual)          # only the lines in sight
        y = self.rect.y - self.offset + (self._virtual + first) * lh
        for text, color, _i in self._wrapped[first:]:
            if y > self.rect.bottom:
                break
            if y + lh >= self.rect.y:
                surface.blit(f.render(text, True, color), (self.rect.x + theme.px(4), y))
            y += lh
        surface.set_clip(clip)
        _draw_bar(surface, self.rect, self.offset, self.content_h)
