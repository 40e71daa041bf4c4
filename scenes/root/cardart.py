"""Card faces drawn from the deck YAML: suit band (colour and animal), name, crafting cost,
kind, an item picture, our own short effect text and VP, in the reader's language (the name as
printed in that edition, a term; the text through the catalogue). Cached per (card, width,
language)."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _, language, term

from .. import theme
from . import glyphs, style

_cache: dict = {}
LAYOUT: dict = {}      # (card id, width) -> {"kind": Rect, "pips": [Rect]}: where the face put them (tests)
KIND_LABEL = {"ambush": N_("Ambush"), "dominance": N_("Dominance"), "item": N_("Item"), "persistent": N_("Persistent"),
              "immediate": N_("Immediate")}


def effect_text(rec) -> str:
    """Our own short text for a card (item cards have none in the data: it is derived)."""
    if rec.kind == "item":
        return _("Craft it to take the {item} from the supply and score {vp} VP.").format(item=term(rec.item), vp=rec.vp)
    return _(rec.text) if rec.text else ""


def cost_text(rec) -> str:
    if not rec.cost:
        return _("cannot be crafted") if rec.kind in ("ambush", "dominance") else _("free")
    return " + ".join(_("any suit") if c == "any" else term(c) for c in rec.cost)


def card_face(rec, w: int, face_down: bool = False) -> pygame.Surface:
    h = int(w * 1.4)
    key = (rec.id if rec else None, w, face_down, language())
    surf = _cache.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(3, w // 12)
    body = pygame.Rect(0, 0, w, h)
    if face_down or rec is None:
        pygame.draw.rect(surf, (92, 70, 52), body, border_radius=rad)
        pygame.draw.rect(surf, (196, 160, 110), body.inflate(-w // 10, -w // 10), max(1, w // 40), border_radius=rad)
        em = glyphs.suit_icon("any", w // 2, (196, 160, 110))
        surf.blit(em, em.get_rect(center=body.center))
        _cache[key] = surf
        return surf
    col = style.SUIT_COLOR.get(rec.suit, (150, 150, 150))
    pygame.draw.rect(surf, (250, 244, 230), body, border_radius=rad)
    band_h = int(h * 0.24)
    band = pygame.Rect(0, 0, w, band_h)
    pygame.draw.rect(surf, col, band, border_top_left_radius=rad, border_top_right_radius=rad)
    pygame.draw.rect(surf, style.SUIT_DARK.get(rec.suit, (60, 60, 60)), body, max(1, w // 50), border_radius=rad)
    ic = glyphs.suit_badge(rec.suit, int(band_h * 0.78))
    surf.blit(ic, ic.get_rect(midleft=(w // 30, band_h // 2)))
    # name, wrapped in the band
    fs = max(7, w * 0.11)
    name, avail = term(rec.name), w - ic.get_width() - w // 10
    f = theme.font("display-bold", fs / theme.scale())
    while fs > 6 and (len(theme.wrap(f, name, avail)) > 2 or max(f.size(x)[0] for x in name.split()) > avail):
        fs -= 0.5                      # a longer printed name (French, Portuguese): a smaller font, whole words
        f = theme.font("display-bold", fs / theme.scale())
    lines = theme.wrap(f, name, avail)[:2]
    ink = style.ink_on(col)
    y = band_h // 2 - len(lines) * f.get_linesize() // 2
    for line in lines:
        img = f.render(line, True, ink)
        surf.blit(img, (ic.get_width() + w // 14, y))
        y += f.get_linesize()
    # cost row
    y = band_h + max(2, w // 30)
    cs = int(w * 0.14)
    pips_w = len(rec.cost) * (cs + 2)
    label = _(KIND_LABEL.get(rec.kind, rec.kind)).upper()
    fk = theme.font("text-bold", max(6, w * 0.075) / theme.scale())
    if fk.size(label)[0] + pips_w + w // 7 > w:          # the cost pips never cover the kind
        fk = theme.font("text-bold", max(5, w * 0.06) / theme.scale())
    kind = fk.render(label, True, theme.INK_SOFT)
    own_row = kind.get_width() + pips_w + w // 7 > w
    surf.blit(kind, (w // 14, y))
    kind_rect = kind.get_bounding_rect().move(w // 14, y)
    if own_row:                                          # still too wide: pips on the next line
        y += kind.get_height() + 1
    x = w - w // 14 - cs
    pips = []
    for c in reversed(rec.cost):
        surf.blit(glyphs.suit_badge(c, cs), (x, y - 1))
        pips.append(pygame.Rect(x, y - 1, cs, cs))
        x -= cs + 2
    LAYOUT[(rec.id, w)] = {"kind": kind_rect, "pips": pips}
    y += (cs if own_row else max(cs, kind.get_height())) + max(2, w // 40)
    if rec.kind == "item" and rec.item:
        isz = int(w * 0.30)
        surf.blit(glyphs.item(rec.item, isz), (w // 2 - isz // 2, y))
        y += isz + max(2, w // 40)
    # effect text
    ft = theme.font("text", max(6, w * 0.085) / theme.scale())
    for line in theme.wrap(ft, effect_text(rec), w - w // 7)[:7]:
        img = ft.render(line, True, theme.INK)
        if y + img.get_height() > h - int(w * 0.14):
            break
        surf.blit(img, (w // 14, y))
        y += ft.get_linesize()
    if rec.vp:
        fv = theme.font("text-bold", max(6, w * 0.10) / theme.scale())
        vp = fv.render(_("{n} VP").format(n=rec.vp), True, (252, 248, 238))
        r = vp.get_rect(bottomright=(w - w // 14, h - w // 20)).inflate(w // 12, 2)
        pygame.draw.rect(surf, theme.ACCENT, r, border_radius=r.h // 2)
        surf.blit(vp, vp.get_rect(center=r.center))
    surf = glyphs.fast(surf)
    _cache[key] = surf
    return surf
