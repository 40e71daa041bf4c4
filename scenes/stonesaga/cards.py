"""Card faces drawn in code for Stonesaga records (our own art): a frame, the name, a few lines
of text, and the "SAMPLE CONTENT" strip for sample records (owner records without it)."""
from __future__ import annotations

import pygame

from game.core.i18n import _

from .. import theme

SAMPLE_BG = (236, 214, 150)


def sample_strip(surface, rect: pygame.Rect) -> None:
    """The visible label every sample record carries (as on PLAS cards)."""
    pygame.draw.rect(surface, SAMPLE_BG, rect)
    size = 9
    text = _("SAMPLE CONTENT")
    f = theme.font("text-bold", size)
    while f.size(text)[0] > rect.w - 4 and size > 6:
        size -= 1
        f = theme.font("text-bold", size)
    img = f.render(text, True, (110, 70, 20))
    surface.blit(img, img.get_rect(center=rect.center))


def face(surface, rect: pygame.Rect, title: str, lines: list[str], sample: bool, colour=(120, 90, 60)) -> list[str]:
    """Draw a card face; returns the texts drawn (for the spoiler checks)."""
    px = theme.px
    pygame.draw.rect(surface, (248, 240, 222), rect, border_radius=px(6))
    pygame.draw.rect(surface, colour, rect, max(2, px(2)), border_radius=px(6))
    head = pygame.Rect(rect.x + px(3), rect.y + px(3), rect.w - px(6), px(18))
    pygame.draw.rect(surface, colour, head, border_radius=px(4))
    f = theme.font("text-bold", 11)
    t = title
    while f.size(t)[0] > head.w - px(6) and len(t) > 3:
        t = t[:-2] + "…"
    theme.note_clipped(title, t)
    surface.blit(f.render(t, True, (250, 244, 230)), (head.x + px(4), head.y + px(2)))
    drawn = [t]
    y = head.bottom + px(3)
    fb = theme.font("text", 10)
    bottom = rect.bottom - (px(14) if sample else px(3))
    for ln in lines:
        parts = theme.wrap(fb, ln, rect.w - px(8))
        for k, part in enumerate(parts):
            if y + fb.get_linesize() > bottom:          # the face is full: what is left is dropped,
                theme.note_clipped(ln, " ".join(parts[:k]))     # and the text-fit checks see it
                break
            surface.blit(fb.render(part, True, theme.INK), (rect.x + px(4), y))
            drawn.append(part)
            y += fb.get_linesize()
    if sample:
        sample_strip(surface, pygame.Rect(rect.x + px(3), rect.bottom - px(13), rect.w - px(6), px(11)))
        drawn.append(_("SAMPLE CONTENT"))
    return drawn
