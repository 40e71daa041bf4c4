"""Making a Stonesaga label fit its box in any language (issue 17): smaller type down to the
theme's minimum (`theme.fit`'s 0.8 × the design size), then more lines, and only when even that
fails a cut with "…" — which is reported to `theme.note_clipped`, so the every-scene check
(tests/scenes/textfit.py) fails if a cut comes back at the reference sizes."""
from __future__ import annotations

import pygame

from .. import theme

SMALLEST = 0.8          # the theme's minimum, as a share of a label's design size (theme.fit)


def one_line(role: str, size: float, text: str, width: int) -> tuple[pygame.font.Font, str]:
    """The font (no smaller than the theme's minimum) in which `text` fits `width`, and the text as
    drawn: cut with "…" (and reported) only when the smallest type is still too wide."""
    return theme.fit(role, size, text, width, SMALLEST)


def lines(role: str, size: float, text: str, width: int, max_lines: int) -> tuple[pygame.font.Font, list[str]]:
    """`text` wrapped to `width` in at most `max_lines` lines: the design size if it does, else the
    largest smaller size down to the minimum that does; at the minimum, the last line that fits is
    cut with "…" and the cut is reported."""
    s = float(size)
    while True:
        f = theme.font(role, s)
        out = theme.wrap(f, text, width)
        if len(out) <= max(1, max_lines) or s <= size * SMALLEST:
            break
        s -= 0.5
    if len(out) > max(1, max_lines):
        keep = out[:max(1, max_lines)]
        last = keep[-1] + " " + " ".join(out[len(keep):])
        keep[-1] = theme.ellipsize(f, last, width)       # reports the cut to theme.clipped
        out = keep
    return f, out


def box(role: str, size: float, text: str, width: int, height: int) -> tuple[pygame.font.Font, list[str]]:
    """`text` wrapped into a box `width` × `height`: the largest size down to the theme's minimum
    whose lines all fit; at the minimum, as many lines as fit, the last cut with "…" (reported)."""
    s = float(size)
    while True:
        f = theme.font(role, s)
        room = max(1, height // max(1, f.get_linesize()))
        if len(theme.wrap(f, text, width)) <= room or s <= size * SMALLEST:
            break
        s -= 0.5
    return lines(role, s, text, width, room)
