"""Card faces and backs, drawn in code and cached per (card, size). Every sample card carries a
visible "Sample content" strip: the real cards are not public; these are our own."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _, language, render, term
from game.plas.effects_table import ability_msg

from .. import theme
from . import icons, palette

_cache: dict = {}
PAPER = (246, 238, 219)
SAMPLE_BG = (236, 214, 150)


def _cached(key, make):
    img = _cache.get(key)
    if img is None:
        if len(_cache) > 500:
            _cache.clear()
        img = make()
        _cache[key] = img
    return img


def card_colour(card) -> tuple:
    if card.faction in palette.FACTIONS and card.faction != "none":
        return palette.FACTIONS[card.faction]
    return palette.KIND_COLOURS.get(card.kind, palette.FACTIONS["none"])


def origin_text(content, card) -> str:
    if card.kind in ("starter", "advisor"):
        return _("Starter card: Advisor") if card.kind == "advisor" else _("Starter card")
    if card.kind == "legendary":
        return _("Legendary Numerai")
    fac = content.factions.get(card.faction)
    if card.kind == "realm":
        realms = [term(r.name) for r in content.realms.values() if any(e.card == card.id for e in r.deck)]
        return (" / ".join(realms[:2]) or _("Realm card")) + (f" · {fac.name}" if fac else "")
    return _("Upgrade · {faction}").format(faction=fac.name) if fac else _("Upgrade")


def ability_line(ab, content=None) -> str:
    """A card's, ally's or building's ability in the reader's language (our own description of the
    effect, never the publisher's card text), e.g. "Conquête [Miséricorde 4+] : +2 Force"."""
    fac = content.factions.get(ab.faction) if content is not None and ab.faction else None
    return render(*ability_msg(ab, fac.name if fac else ""))


def _fit(text, role, size, width, least=5.0):
    """The largest font size ≤ size (down to `least`) at which `text` fits `width`."""
    s = size
    while s > least and theme.font(role, s).size(text)[0] > width:
        s -= 0.5
    return theme.font(role, s)


def _fit_any(options, role, size, width, least=6.0):
    """The first of `options` (longest first) that fits `width` at a readable size, with its
    font: a small card says less rather than running off its edge."""
    for text in options:
        f = _fit(text, role, size, width, least)
        if f.size(text)[0] <= width:
            return f, text
    text = options[-1]
    return _fit(text, role, size, width, 3.0), text


def _stat(surface, kind, value, center, r):
    cx, cy = center
    col = palette.LABOR if kind == "labor" else palette.STRENGTH
    pygame.draw.circle(surface, (250, 244, 230), center, r)
    pygame.draw.circle(surface, col, center, r, width=max(1, round(r / 7)))
    (icons.labor if kind == "labor" else icons.strength)(surface, (cx - r * 0.38, cy), r * 0.5, col)
    f = theme.font("display-bold", r / theme.scale() * 1.05)
    img = f.render(str(value), True, col)
    surface.blit(img, img.get_rect(center=(cx + r * 0.38, cy + r * 0.04)))


def sample_strip(surface, rect: pygame.Rect, size: float = 9) -> None:
    """The visible label every sample card and record carries."""
    pygame.draw.rect(surface, SAMPLE_BG, rect)
    f, t = _fit_any((_("SAMPLE CONTENT"), _("SAMPLE")), "text-bold", size, rect.w - 4, least=4.0)
    img = f.render(t, True, (110, 70, 20))
    surface.blit(img, img.get_rect(center=rect.center))


def card_face(content, card_id: str, w: int, h: int) -> pygame.Surface:
    return _cached(("face", card_id, w, h, theme.scale(), language()), lambda: _draw_face(content, content.cards[card_id], w, h))


def _draw_face(content, card, w, h) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    col = card_colour(card)
    rad = max(3, w // 14)
    rect = s.get_rect()
    pygame.draw.rect(s, palette.mix(col, (30, 20, 10), 0.35), rect, border_radius=rad)
    inner = rect.inflate(-max(2, w // 30) * 2, -max(2, w // 30) * 2)
    pygame.draw.rect(s, PAPER, inner, border_radius=max(2, rad - 2))
    big = w >= 150                                       # a zoomed card shows every line
    head_h = max(14, int(h * (0.14 if big else 0.19)))
    head = pygame.Rect(inner.x, inner.y, inner.w, head_h)
    pygame.draw.rect(s, col, head, border_top_left_radius=max(2, rad - 2), border_top_right_radius=max(2, rad - 2))
    name_size = (h * (0.065 if big else 0.085)) / theme.scale()
    lines = theme.wrap(theme.font("display-bold", name_size), card.name, head.w - 6)
    if len(lines) > 1 and not big:
        f = _fit(card.name, "display-bold", name_size, head.w - 6, least=3.0)
        lines = [card.name]
    else:
        f = theme.font("display-bold", name_size)
    ty = head.centery - f.get_linesize() * len(lines) // 2
    for ln in lines[:2]:
        img = f.render(ln, True, (252, 246, 232))
        s.blit(img, img.get_rect(midtop=(head.centerx, ty)))
        ty += f.get_linesize()
    # Labor and Strength, shield
    r = max(7, int(w * (0.11 if big else 0.15)))
    sy = head.bottom + r + max(2, h // 60)
    _stat(s, "labor", card.labor, (inner.x + r + 3, sy), r)
    _stat(s, "strength", card.strength, (inner.right - r - 3, sy), r)
    if card.shield:
        icons.shield(s, (inner.centerx, sy - (r * 0.2 if big else 0)), r * 0.75)
        if big:
            lab = theme.font("text-bold", h * 0.04 / theme.scale()).render(_("may defend"), True, theme.INK_SOFT)
            s.blit(lab, lab.get_rect(midtop=(inner.centerx, sy + r * 0.62)))
    y = sy + r + max(2, h // 50) + (int(h * 0.03) if card.shield and big else 0)
    small = (h * (0.043 if big else 0.058)) / theme.scale()
    fi = theme.font("text-italic", small)
    org = origin_text(content, card)
    parts = org.split(" · ")
    f_org, org = _fit_any((org, *parts[1:], parts[0].split(" / ")[0]), "text-italic", small, inner.w - 6)
    img = f_org.render(org, True, theme.INK_SOFT)
    s.blit(img, img.get_rect(midtop=(inner.centerx, y)))
    y += fi.get_linesize()
    strip_h = max(8, int(h * (0.06 if big else 0.085)))
    foot_h = max(10, int(h * (0.1 if big else 0.12)))
    text_bottom = inner.bottom - strip_h - foot_h
    ft = theme.font("text", small)
    texts = [ability_line(a, content) for a in card.abilities]
    if not texts:
        texts = [_("Pays for actions with its Labor or Strength.")]
    for t in texts:
        for ln in theme.wrap(ft, t, inner.w - 8):
            if y + ft.get_linesize() > text_bottom:
                break
            s.blit(ft.render(ln, True, theme.INK), (inner.x + 4, y))
            y += ft.get_linesize()
    # footer: promotion and Influence
    fy = inner.bottom - strip_h - foot_h
    pygame.draw.line(s, palette.mix(col, PAPER, 0.5), (inner.x + 3, fy), (inner.right - 3, fy))
    if card.promote:
        to = content.cards.get(card.promote.to)
        pay = {"labor": _("Labor"), "strength": _("Strength"), "either": _("Labor/Str.")}[card.promote.pay]
        short = _("Promote {n} {pay}").format(n=card.promote.cost, pay=pay)
        t = short + (f" → {to.name}" if to and big else " → " + _("Legendary") if big else "")
        room = inner.w - (foot_h + 8 if card.influence else 6)
        f_p, t = _fit_any((t, short, _("Promote {n}").format(n=card.promote.cost)), "text-bold", small, room)
        img = f_p.render(t, True, theme.INK_SOFT)
        s.blit(img, img.get_rect(midleft=(inner.x + 4, fy + foot_h // 2)))
    if card.influence:
        sr = foot_h * 0.42
        c = (inner.right - sr - 4, fy + foot_h // 2)
        icons.star(s, c, sr)
        img = theme.font("text-bold", sr / theme.scale() * 1.1).render(str(card.influence), True, theme.INK)
        s.blit(img, img.get_rect(center=(c[0], c[1] + 1)))
    if card.provenance == "sample":
        sample_strip(s, pygame.Rect(inner.x, inner.bottom - strip_h, inner.w, strip_h), strip_h / theme.scale() * 0.8)
    return s


def card_back(w: int, h: int, colour=(92, 64, 48), label: str = "") -> pygame.Surface:
    return _cached(("back", w, h, colour, label, theme.scale(), language()), lambda: _draw_back(w, h, colour, label))


def _draw_back(w, h, colour, label):
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(3, w // 14)
    pygame.draw.rect(s, palette.mix(colour, (20, 12, 8), 0.4), s.get_rect(), border_radius=rad)
    inner = s.get_rect().inflate(-max(4, w // 10), -max(4, w // 10))
    pygame.draw.rect(s, colour, inner, border_radius=max(2, rad - 2))
    light = palette.mix(colour, (250, 230, 190), 0.35)
    step = max(5, w // 7)
    for k in range(-h, w + h, step):                    # a lattice of fine lines
        pygame.draw.line(s, light, (inner.x + k, inner.y), (inner.x + k + inner.h, inner.bottom))
        pygame.draw.line(s, light, (inner.x + k, inner.bottom), (inner.x + k + inner.h, inner.y))
    s.set_clip(None)
    pygame.draw.rect(s, palette.mix(colour, (20, 12, 8), 0.4), s.get_rect(), width=max(2, w // 20), border_radius=rad)
    c = inner.center
    pygame.draw.circle(s, (240, 226, 196), c, min(w, h) * 0.2)
    pygame.draw.circle(s, palette.mix(colour, (20, 12, 8), 0.4), c, min(w, h) * 0.2, width=max(1, w // 40))
    icons.star(s, c, min(w, h) * 0.13, fill=colour, edge=(240, 226, 196))
    if label:
        f = _fit(label, "text-bold", h * 0.1 / theme.scale(), w - 6)
        img = f.render(label, True, (250, 240, 220))
        s.blit(img, img.get_rect(midbottom=(w // 2, h - max(4, w // 10))))
    return s


def ally_face(content, ally_id: str, w: int, h: int) -> pygame.Surface:
    return _cached(("ally", ally_id, w, h, theme.scale(), language()), lambda: _draw_ally(content, content.allies[ally_id], w, h))


NEED_TEXT = {"mercy": N_("Mercy {n}+"), "cruelty": N_("Cruelty {n}+"), "influence": N_("Influence {n}+"),
             "buildings": N_("{n}+ buildings"), "provinces": N_("{n}+ provinces"), "realms": N_("{n}+ realms"),
             "promotions": N_("{n}+ promotions")}


def _draw_ally(content, ally, w, h):
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    col = (120, 92, 52)
    rad = max(3, w // 14)
    pygame.draw.rect(s, palette.mix(col, (20, 12, 8), 0.3), s.get_rect(), border_radius=rad)
    inner = s.get_rect().inflate(-4, -4)
    pygame.draw.rect(s, (244, 232, 204), inner, border_radius=max(2, rad - 2))
    big = w >= 150
    head = pygame.Rect(inner.x, inner.y, inner.w, int(h * (0.16 if big else 0.22)))
    pygame.draw.rect(s, col, head, border_top_left_radius=rad - 2, border_top_right_radius=rad - 2)
    f = _fit(ally.name, "display-bold", h * (0.07 if big else 0.1) / theme.scale(), head.w - 6, least=3.0)
    img = f.render(ally.name, True, (252, 246, 232))
    s.blit(img, img.get_rect(center=head.center))
    small = h * (0.05 if big else 0.075) / theme.scale()
    y = head.bottom + 3
    want = _(NEED_TEXT.get(ally.need.kind, "{n} " + ally.need.kind)).format(n=ally.need.n)
    f_n, need = _fit_any((_("Ally · needs {need}").format(need=want), _("needs {need}").format(need=want), want),
                         "text-bold", small, inner.w - 6)
    img = f_n.render(need, True, theme.INK)
    s.blit(img, img.get_rect(midtop=(inner.centerx, y)))
    y += img.get_height() + 2
    strip_h = max(8, int(h * (0.07 if big else 0.1)))
    ft = theme.font("text", small)
    for a in ally.abilities:
        for ln in theme.wrap(ft, ability_line(a, content), inner.w - 8):
            if y + ft.get_linesize() > inner.bottom - strip_h - h * 0.12:
                break
            s.blit(ft.render(ln, True, theme.INK), (inner.x + 4, y))
            y += ft.get_linesize()
    sr = h * 0.055
    c = (inner.right - sr - 4, inner.bottom - strip_h - sr - 3)
    icons.star(s, c, sr)
    img = theme.font("text-bold", sr / theme.scale() * 1.1).render(str(ally.influence), True, theme.INK)
    s.blit(img, img.get_rect(center=(c[0], c[1] + 1)))
    if ally.provenance == "sample":
        sample_strip(s, pygame.Rect(inner.x, inner.bottom - strip_h, inner.w, strip_h), strip_h / theme.scale() * 0.8)
    return s
