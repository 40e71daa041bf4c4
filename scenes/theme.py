"""Palette, fonts and the UI scale: one warm, paper-like look for every scene.

Sizes are given for the 1280×720 design size and multiplied by `scale` (window height / 720,
kept between 1 and 2), so a 2560×1440 window is the same picture, twice as sharp.
"""
from __future__ import annotations

import pygame

from game.core.resources import resource_path

DESIGN_W, DESIGN_H = 1280, 720

# Warm paper and ink.
PAPER = (239, 228, 204)
PAPER_DARK = (222, 205, 172)
PANEL = (248, 241, 226)
PANEL_EDGE = (176, 150, 112)
INK = (52, 38, 28)
INK_SOFT = (112, 92, 74)
INK_FAINT = (160, 142, 120)
ACCENT = (140, 47, 27)          # madder red: primary buttons, titles' ornaments
ACCENT_HOVER = (163, 62, 38)
ACCENT_INK = (252, 244, 230)
MOSS = (79, 107, 58)
GOLD = (184, 137, 59)
ERROR = (160, 36, 30)
ERROR_BG = (246, 224, 214)
SHADOW = (60, 40, 20)
FOCUS = (196, 142, 40)
DISABLED = (190, 178, 160)
SELECTED = (232, 210, 160)
HOVER = (243, 232, 208)
SCRIM = (40, 28, 18, 150)       # behind modal dialogs

FONT_FILES = {
    "display": "EBGaramond12-Regular.otf",
    "display-bold": "LinLibertine_RB.otf",
    "display-italic": "EBGaramond12-Italic.otf",
    "text": "LinBiolinum_R.otf",
    "text-bold": "LinBiolinum_RB.otf",
    "text-italic": "LinBiolinum_RI.otf",
    "mono": "DejaVuSansMono.ttf",
}

class CachedFont(pygame.font.Font):
    """A Font that remembers its recent renders: the same labels are drawn every frame."""

    def __init__(self, *args):
        super().__init__(*args)
        self._renders: dict = {}

    def render(self, text, antialias=True, color=(0, 0, 0), bg=None):
        key = (text, antialias, tuple(color), None if bg is None else tuple(bg))
        img = self._renders.get(key)
        if img is None:
            if len(self._renders) > 600:
                self._renders.clear()
            img = super().render(text, antialias, color, bg)
            self._renders[key] = img
        return img


_fonts: dict[tuple[str, int], pygame.font.Font] = {}
_shadows: dict = {}
_scale = 1.0


def scale_for(height: int, width: int | None = None) -> float:
    """UI scale from the window height: 1 at 720 px, 2 at 1440 px, never below 1 or above 2.
    With the width, a window narrower than 16:9 (1280×1024) scales by its width instead, so
    the 1280-wide design still fits across."""
    s = height / DESIGN_H if width is None else min(height / DESIGN_H, width / DESIGN_W)
    return max(1.0, min(2.0, s))


def set_scale(value: float) -> None:
    global _scale
    _scale = value


def scale() -> float:
    return _scale


def px(n: float) -> int:
    """A design-size length in pixels at the current scale."""
    return max(1, round(n * _scale))


def reset_fonts() -> None:
    """Forget loaded fonts (they die with pygame.quit(); a new App loads them again)."""
    _fonts.clear()


def font(role: str = "text", size: float = 18) -> pygame.font.Font:
    """The bundled font for `role` at design size `size` (scaled). Cached."""
    real = px(size)
    key = (role, real)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = CachedFont(resource_path("assets", "fonts", FONT_FILES[role]), real)
        _fonts[key] = f
    return f


# Text that did not fit its box: (text, what was drawn). Tests set a list here and assert it
# stays empty at the reference sizes; None (the default) records nothing.
clipped: list | None = None


def note_clipped(text: str, shown: str) -> None:
    if clipped is not None and shown != text:
        clipped.append((text, shown))


def ellipsize(f: pygame.font.Font, text: str, width: int) -> str:
    """`text` cut with "…" to fit `width` pixels (recorded in `clipped` when cut)."""
    shown = text
    while f.size(shown)[0] > width and len(shown) > 2:
        shown = shown[:-2] + "…"
    note_clipped(text, shown)
    return shown


def fit(role: str, size: float, text: str, width: int, smallest: float = 0.8) -> tuple[pygame.font.Font, str]:
    """A font of `role` no smaller than `smallest` × `size` in which `text` fits `width` pixels —
    smaller type before any "…" — and the text as drawn."""
    s = float(size)
    f = font(role, s)
    while f.size(text)[0] > width and s > size * smallest:
        s -= 0.5
        f = font(role, s)
    return f, ellipsize(f, text, width)


def wrap(f: pygame.font.Font, text: str, width: int) -> list[str]:
    """Word-wrap `text` to lines no wider than `width` pixels (keeps blank lines; breaks a
    word that alone is too long)."""
    out: list[str] = []
    for para in text.split("\n"):
        indent = para[: len(para) - len(para.lstrip(" "))]
        words = para[len(indent):].split(" ")
        words[0] = indent + words[0]
        line = ""
        for w in words:
            cand = w if not line else line + " " + w
            if f.size(cand)[0] <= width:
                line = cand
                continue
            if line:
                out.append(line)
            while f.size(w)[0] > width and len(w) > 1:
                cut = len(w)
                while cut > 1 and f.size(w[:cut])[0] > width:
                    cut -= 1
                out.append(w[:cut])
                w = w[cut:]
            line = w
        out.append(line)
    return out


def scrim(surface: pygame.Surface) -> None:
    """Darken everything drawn so far (behind a modal dialog)."""
    key = ("scrim", surface.get_size())
    img = _shadows.get(key)
    if img is None:
        img = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        img.fill(SCRIM)
        _shadows[key] = img
    surface.blit(img, (0, 0))


def panel(surface: pygame.Surface, rect: pygame.Rect, fill=PANEL, edge=PANEL_EDGE, radius: float = 10,
          shadow: bool = True) -> None:
    """A paper card with a soft shadow and a thin ink edge."""
    r = px(radius)
    if shadow:
        key = (rect.w, rect.h, r, px(1))
        sh = _shadows.get(key)
        if sh is None:
            sh = pygame.Surface((rect.w + px(12), rect.h + px(12)), pygame.SRCALPHA)
            for i, a in enumerate((18, 14, 10, 6)):
                pygame.draw.rect(sh, (*SHADOW, a), sh.get_rect().inflate(-px(3) * i, -px(3) * i).move(0, px(2)),
                                 border_radius=r + px(4))
            if len(_shadows) > 200:
                _shadows.clear()
            _shadows[key] = sh
        surface.blit(sh, (rect.x - px(6), rect.y - px(3)))
    pygame.draw.rect(surface, fill, rect, border_radius=r)
    pygame.draw.rect(surface, edge, rect, width=max(1, px(1)), border_radius=r)
