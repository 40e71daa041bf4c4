"""The front of the table: the viewing seat's draw pile, hand (readable cards; hover to zoom),
discard pile, and the play area of the seat whose turn it is. Other seats' hands are only
ever a count."""
from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext, term

from .. import theme
from . import cards, palette


def draw_front(table, surface, rect: pygame.Rect) -> None:
    px = theme.px
    v, content = table.view, table.match.content
    theme.panel(surface, rect, fill=(244, 234, 212), radius=12)
    seat = table.viewer
    me = v["players"][seat] if seat is not None else None
    pad = px(10)
    ch = rect.h - px(34)
    cw = int(ch / 1.4)
    y = rect.y + px(28)
    fh = theme.font("display-bold", 14)
    fs = theme.font("text", 12)
    x = rect.x + pad

    def heading(text: str, pos, colour=theme.INK) -> None:
        """A title over a pile, clipped to the front panel (so the text checks see one that is too wide)."""
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip))
        surface.blit(fh.render(text, True, colour), pos)
        surface.set_clip(clip)
    # draw pile
    if me is not None:
        heading(_("Deck"), (x, rect.y + px(5)))
        dw = int(cw * 0.62)
        dh = int(dw * 1.4)
        if me["draw_count"]:
            surface.blit(cards.card_back(dw, dh, palette.mix(palette.seat_colour(seat), (60, 40, 30), 0.4)), (x, y))
        else:
            pygame.draw.rect(surface, (226, 214, 188), (x, y, dw, dh), width=1, border_radius=px(5))
        im = theme.font("display-bold", 18).render(str(me["draw_count"]), True, theme.INK)
        surface.blit(im, im.get_rect(midtop=(x + dw // 2, y + dh + px(2))))
        table.tips.append((pygame.Rect(x, y, dw, dh), ngettext("Your draw pile: {n} card, face down", "Your draw pile: {n} cards, face down", me['draw_count']).format(n=me['draw_count'])))
        x += dw + px(16)
    # play area (the active seat's), at the right end
    active = v["active"] if v["active"] is not None else seat
    play = v["players"][active]["play"] if active is not None else []
    pw = int(cw * 0.62)
    ph = int(pw * 1.4)
    head = (_("Play area (yours)") if active == seat else
            _("Play area of {name}").format(name=term(table.match.seat_name(active))) if active is not None else _("Play area"))
    play_w = max(px(140), fh.size(head)[0] + px(4), pw + max(0, len(play) - 1) * int(pw * 0.42))   # as wide as its title
    disc_w = pw
    right = rect.right - pad
    play_rect = pygame.Rect(right - play_w, y, play_w, ph)
    disc_rect = pygame.Rect(play_rect.x - px(18) - disc_w, y, disc_w, ph)
    hand_rect = pygame.Rect(x, y, disc_rect.x - px(24) - x, ch)
    # hand
    if me is not None:
        hand = me["hand"]
        title = (_("Your hand ({n})").format(n=len(hand)) if table.mine() else
                 _("Hand of {name} ({n})").format(name=term(table.match.seat_name(seat)), n=len(hand)))
        heading(title, (hand_rect.x, rect.y + px(5)))
        n = len(hand)
        step = cw + px(8) if n * (cw + px(8)) <= hand_rect.w else max(px(14), (hand_rect.w - cw) // max(1, n - 1))
        for i, inst in enumerate(hand):
            cid = content.inst_card[inst]
            r = pygame.Rect(hand_rect.x + i * step, y, cw, ch)
            visible = r.copy()
            if i < n - 1 and step < cw:
                visible.w = step
            key = f"hand:{cid}"
            lift = px(4) if table.glow(key) else 0
            r.y -= lift
            visible.y -= lift
            if table.glow(key):
                table.glow_rect(surface, r)
            surface.blit(cards.card_face(content, cid, cw, ch), r)
            table.drawn_cards.append(inst)
            table.hits.append((visible, key))
            table.tips.append((visible, ("card", cid)))
        if not hand:
            surface.blit(theme.font("text-italic", 13).render(_("No cards in hand."), True, theme.INK_FAINT),
                         (hand_rect.x, y + px(10)))
    else:
        heading(_("Hands are hidden"), (hand_rect.x, rect.y + px(5)), theme.INK_SOFT)
        xx = hand_rect.x
        for p in v["players"]:
            n = p['hand_count']
            im = fs.render(_("{name}: {text}").format(name=term(table.match.seat_name(p['seat'])),
                                                       text=ngettext("{n} card", "{n} cards", n).format(n=n)),
                           True, theme.INK_SOFT)
            surface.blit(im, (xx, y + px(10)))
            xx += im.get_width() + px(20)
    # discard
    if me is not None:
        heading(_("Discard"), (disc_rect.x, rect.y + px(5)))
        disc = me["discard"]
        key = "discard"
        if table.glow(key):
            table.glow_rect(surface, disc_rect)
        if disc:
            surface.blit(cards.card_face(content, content.inst_card[disc[-1]], pw, ph), disc_rect)
        else:
            pygame.draw.rect(surface, (226, 214, 188), disc_rect, width=1, border_radius=px(5))
        im = theme.font("display-bold", 18).render(str(len(disc)), True, theme.INK)
        surface.blit(im, im.get_rect(midtop=(disc_rect.centerx, disc_rect.bottom + px(2))))
        table.hits.append((disc_rect, key))
        names: dict[str, int] = {}
        for c in disc:
            nm = content.cards[content.inst_card[c]].name
            names[nm] = names.get(nm, 0) + 1
        table.tips.append((disc_rect, _("Your discard ({n}): ").format(n=len(disc)) + (", ".join(f"{k} ×{n}" if n > 1 else k
                                                                          for k, n in names.items()) or _("empty"))))
    # play area
    heading(head, (play_rect.x, rect.y + px(5)))
    pygame.draw.rect(surface, (234, 222, 196), play_rect.inflate(px(8), px(8)), border_radius=px(8))
    if not play:
        surface.blit(theme.font("text-italic", 12).render(_("empty"), True, theme.INK_FAINT), (play_rect.x + px(6), y + px(6)))
    for i, inst in enumerate(play):
        cid = content.inst_card[inst]
        r = pygame.Rect(play_rect.x + i * int(pw * 0.42), y, pw, ph)
        surface.blit(cards.card_face(content, cid, pw, ph), r)
        table.drawn_cards.append(inst)
        vis = r.copy()
        if i < len(play) - 1:
            vis.w = int(pw * 0.42)
        table.tips.append((vis, ("card", cid)))
