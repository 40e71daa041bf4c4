"""What every faction panel shares: a small drawing context, text helpers, crafted cards and
the Crafted Items box. Unknown factions get just these."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core.i18n import _, N_, ngettext, term

from ... import theme
from .. import glyphs, style


@dataclass
class PanelCtx:
    content: object
    view: dict
    seat: int
    viewer: int | None
    spots: list = field(default_factory=list)   # (card id, rect) of cards drawn: hover shows them large
    targets: list = field(default_factory=list)  # (ref, rect) of drawn things a choice may name
    decision: object = None                      # the viewer's pending decision, if it is theirs
    tips: list = field(default_factory=list)     # (rect, text) of drawn things that explain themselves on hover
    secret: list = field(default_factory=list)   # hidden things drawn (tests): ("plot", clearing, type)…
    resolved: list = field(default_factory=list)  # (column, card id) of Decree cards marked resolved this turn

    @property
    def fid(self) -> str:
        return self.view["factions"][self.seat]

    @property
    def fb(self) -> dict:
        boards = self.view.get("faction_boards") or []
        fb = boards[self.seat] if self.seat < len(boards) else {}
        return fb if isinstance(fb, dict) else {}

    @property
    def color(self):
        return style.faction_color(self.fid)

    @property
    def places(self):
        """The clearing and forest names of the view's map, in the reader's language."""
        from ..places import Places
        map_id = self.view.get("map", "")
        cache = _PLACES.get(id(self.content))
        if cache is None or cache[0] is not self.content:
            cache = _PLACES[id(self.content)] = (self.content, {})
        p = cache[1].get(map_id)
        if p is None and map_id in getattr(self.content, "maps", {}):
            p = cache[1][map_id] = Places(self.content.maps[map_id])
        return p


_PLACES: dict = {}      # id(content) -> (content, {map id: Places})


def clearing_label(pc: PanelCtx, c) -> str:
    """Clearing `c` as the board labels it, "Pond (7)", in the reader's language."""
    places = pc.places
    return places.named_clearing(int(c)) if places is not None and str(c).isdigit() else str(c)


def text(surface, s, pos, size=13, role="text", color=theme.INK, anchor="topleft") -> pygame.Rect:
    img = theme.font(role, size).render(str(s), True, color)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def heading(surface, s, x, y, w) -> int:
    text(surface, s.upper(), (x, y), 10, "text-bold", theme.INK_SOFT)
    return y + theme.px(14)


def cards_row(surface, pc: PanelCtx, x, y, w, cards, label) -> int:
    from ..cardart import card_face
    if not cards:
        return y
    y = heading(surface, label, x, y, w)
    cw = theme.px(44)
    for i, cid in enumerate(cards):
        rec = pc.content.cards.get(cid)
        if rec is None:
            continue
        img = card_face(rec, cw)
        cx = x + i * (cw + theme.px(4))
        if cx + cw > x + w:
            text(surface, f"+{len(cards) - i}", (cx, y + theme.px(20)), 12, "text-bold")
            break
        surface.blit(img, (cx, y))
        pc.spots.append((cid, pygame.Rect(cx, y, cw, int(cw * 1.4))))
    return y + int(cw * 1.4) + theme.px(6)


def name_chip(surface, x, y, w, name, suit, size=10, fill=None) -> pygame.Rect:
    """A card chip (suit colour and icon, then the name) whose name is never cut: one line, in
    slightly smaller type if need be, else two lines in a taller chip. Returns the chip's rect."""
    px = theme.px
    room = w - px(20)
    f, shown = theme.fit("text", size, name, room, smallest=0.85) if theme.font("text", size * 0.85).size(name)[0] <= room \
        else (None, name)
    if f is not None:
        lines = [shown]
    else:
        f = theme.font("text", size * 0.9)
        lines = theme.wrap(f, name, room)
        if len(lines) > 2:
            lines = [lines[0], theme.ellipsize(f, " ".join(lines[1:]), room)]
    h = px(17) if len(lines) == 1 else max(px(17), len(lines) * f.get_linesize() + px(2))
    cr = pygame.Rect(x, y, w, h)
    pygame.draw.rect(surface, fill or style.lighten(style.SUIT_COLOR.get(suit, (150, 150, 150)), 0.5), cr,
                     border_radius=px(3))
    surface.blit(glyphs.suit_icon(suit, px(14)), (cr.x + px(1), cr.y + px(1)))
    ty = cr.centery - len(lines) * f.get_linesize() // 2
    for ln in lines:
        surface.blit(f.render(ln, True, theme.INK), (cr.x + px(17), ty))
        ty += f.get_linesize()
    return cr


def card_chips(surface, pc: PanelCtx, x, y, w, cards, clickable: bool = False) -> int:
    """Named card chips in two columns (suit colour and icon, name): hover zooms the card; with
    `clickable`, a choice naming the card (`card:<id>`) is clicked on its chip."""
    px = theme.px
    cw = (w - px(6)) // 2
    row_h = 0
    for i, cid in enumerate(cards):
        rec = pc.content.cards.get(cid)
        suit = rec.suit if rec else "any"
        if i % 2 == 0 and i:
            y += row_h + px(2)
            row_h = 0
        cr = name_chip(surface, x + (i % 2) * (cw + px(6)), y, cw, term(rec.name) if rec else cid, suit)
        row_h = max(row_h, cr.h)
        pc.spots.append((cid, cr))
        if clickable:
            pc.targets.append((f"card:{cid}", cr))
    return y + (row_h + px(2) if cards else 0) + px(4)


def items_row(surface, x, y, w, items, label=N_("Crafted items")) -> int:
    if not items:
        return y
    y = heading(surface, _(label), x, y, w)
    s = theme.px(22)
    for i, it in enumerate(items):
        kind, state = (it, "ready") if isinstance(it, str) else (it.get("item", "?"), it.get("state", "ready"))
        surface.blit(glyphs.item(kind, s, state), (x + i * (s + theme.px(3)), y))
    return y + s + theme.px(6)


def items_of(view, seat):
    """The seat's Crafted Items, each exhausted one (League of Adventurous Mice, R-EP-17) as such."""
    items = view.get("items", [])
    own = items[seat] if seat < len(items) else []
    tired = [x.split(":", 1)[1] for x in view.get("exhausted_items", []) if x.split(":", 1)[0] == str(seat)]
    for it in own:
        if isinstance(it, str) and it in tired:
            tired.remove(it)
            yield {"item": it, "state": "exhausted"}
        else:
            yield it


def draw_common(surface, rect, pc: PanelCtx, y) -> int:
    v = pc.view
    crafted = v.get("crafted", [])
    mine = crafted[pc.seat] if pc.seat < len(crafted) else []
    y = cards_row(surface, pc, rect.x, y, rect.w, mine, _("Crafted cards"))
    coffins = v.get("coffins") or []
    if any(pc.content.cards[x].effect == "coffin_makers" for x in mine if x in pc.content.cards):
        # Coffin Makers (Exiles & Partisans): the warriors on it, all players' (R-EP-8)
        n = sum(coffins)
        text(surface, ngettext("On Coffin Makers: {n} warrior", "On Coffin Makers: {n} warriors", n).format(n=n),
             (rect.x, y), 11, "text-italic", theme.INK_SOFT)
        y += theme.px(15)
    items = list(items_of(v, pc.seat))
    y = items_row(surface, rect.x, y, rect.w, items)
    dom = v.get("dominance", [])
    if pc.seat < len(dom) and dom[pc.seat]:
        rec = pc.content.cards.get(dom[pc.seat])
        y = heading(surface, _("Dominance (scores no VP)"), rect.x, y, rect.w)
        text(surface, term(rec.name) if rec else dom[pc.seat], (rect.x, y), 13, "text-bold", theme.ACCENT)
        y += theme.px(18)
    return y


def draw(surface, rect, pc: PanelCtx) -> int:
    """Fallback for a faction without its own panel: the shared parts and the raw board keys."""
    y = rect.y
    for k, val in sorted(pc.fb.items()):
        if isinstance(val, (int, str)):
            text(surface, f"{k}: {val}", (rect.x, y), 12)
            y += theme.px(16)
    return draw_common(surface, rect, pc, y)
