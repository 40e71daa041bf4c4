"""The supply beside the board: the four realm decks, the upgrade packs by faction, the
Numerai pack and the revealed allies (a glowing ally can be acquired)."""
from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext, pgettext, term

from .. import theme
from . import cards, palette


def draw_supply(table, surface, rect: pygame.Rect) -> None:
    px = theme.px
    v, content = table.view, table.match.content
    theme.panel(surface, rect, fill=(249, 243, 229), radius=10)
    x, y = rect.x + px(10), rect.y + px(6)
    fh = theme.font("display-bold", 14)
    fs = theme.font("text", 11)
    surface.blit(fh.render(_("Realm decks"), True, theme.INK), (x, y))
    y += px(20)
    realms = list(content.realms.values())
    cw = min(px(44), (rect.w - px(20)) // len(realms) - px(14))
    ch = int(cw * 1.4)
    step = (rect.w - px(20)) // len(realms)
    for i, realm in enumerate(realms):
        col = palette.mix(palette.hex_colour(realm.colour), (60, 40, 30), 0.25)
        n = v["realm_decks"][realm.id]
        cx = x + i * step
        img = cards.card_back(cw, ch, col)
        if n > 1:
            surface.blit(img, (cx + px(3), y - px(2)))
        if n:
            surface.blit(img, (cx, y))
        else:
            pygame.draw.rect(surface, palette.mix(col, (240, 230, 210), 0.5), (cx, y, cw, ch), width=max(1, px(1)),
                             border_radius=px(4))
        cnt = theme.font("display-bold", 13).render(str(n), True, theme.INK)
        badge = cnt.get_rect(center=(cx + cw // 2, y + ch // 2)).inflate(px(8), px(2))
        pygame.draw.rect(surface, (250, 244, 230), badge, border_radius=badge.h // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, badge, width=1, border_radius=badge.h // 2)
        surface.blit(cnt, cnt.get_rect(center=badge.center))
        short = realm_short(realm)
        im = fs.render(short, True, theme.INK_SOFT)
        surface.blit(im, (cx, y + ch + px(1)))
        table.tips.append((pygame.Rect(cx, y, cw + px(16), ch), ngettext("{realm} realm deck: {n} card, face down", "{realm} realm deck: {n} cards, face down", n).format(
            realm=term(realm.name), n=n)))
    y += ch + px(18)
    surface.blit(fh.render(_("Upgrades"), True, theme.INK), (x, y))
    y += px(20)
    xx = x
    by_fac: dict[str, int] = {}
    for cid, n in v["upgrades"].items():
        by_fac[content.cards[cid].faction] = by_fac.get(content.cards[cid].faction, 0) + n
    listing: dict[str, list[str]] = {}
    for cid, n in v["upgrades"].items():
        c = content.cards[cid]
        listing.setdefault(c.faction, []).append(f"{c.name} ×{n}" if n else _("{card} (none left)").format(card=c.name))
    items = [(content.factions[f].name if f in content.factions else f, palette.FACTIONS.get(f, (120, 110, 100)), n, f)
             for f, n in by_fac.items()] + [(_("Numerai (face down)"), palette.FACTIONS["numerai"], v["numerai_pack"], "")]
    for name, col, n, fac in items:
        short = name.split()[-1] if fac else "Numerai"
        im = theme.font("text-bold", 11).render(f"{short} {n}", True, (250, 244, 230))
        chip = im.get_rect(topleft=(xx + px(5), y)).inflate(px(10), px(4))
        if chip.right > rect.right - px(6):
            xx = x
            y += chip.h + px(4)
            chip = im.get_rect(topleft=(xx + px(5), y)).inflate(px(10), px(4))
        pygame.draw.rect(surface, col, chip, border_radius=chip.h // 2)
        surface.blit(im, im.get_rect(center=chip.center))
        table.tips.append((chip, _("{faction} upgrades, face up ({n} left): ").format(faction=name, n=n)
                           + ", ".join(listing.get(fac, [])) if fac else
                           ngettext("Numerai pack: {n} Legendary card, face down — a promoted Wanderer draws the top one",
                                    "Numerai pack: {n} Legendary cards, face down — a promoted Wanderer draws the top one",
                                    n).format(n=n)))
        xx = chip.right + px(4)
    y += px(26)
    surface.blit(fh.render(_("Allies"), True, theme.INK), (x, y))
    y += px(20)
    allies = v["allies_open"]
    if not allies:
        surface.blit(theme.font("text-italic", 11).render(_("none left"), True, theme.INK_FAINT), (x, y))
        return
    avail_h = rect.bottom - px(8) - y
    aw = min((rect.w - px(20)) // len(allies) - px(6), int(avail_h / 1.4))
    ah = int(aw * 1.4)
    for i, aid in enumerate(allies):
        r = pygame.Rect(x + i * (aw + px(6)), y, aw, ah)
        key = f"ally:{aid}"
        if table.glow(key):
            table.glow_rect(surface, r)
        surface.blit(cards.ally_face(content, aid, aw, ah), r)
        table.hits.append((r, key))
        table.tips.append((r, ("ally", aid)))


def realm_short(realm) -> str:
    """The one word under a realm deck, in the reader's language (the realm's full name is a term)."""
    short = {"hallowed-vale": pgettext("realm short", "Hallowed"), "mountain-clans": pgettext("realm short", "Mountain"),
             "riverway": pgettext("realm short", "Riverway"), "woodland": pgettext("realm short", "Woodland")}
    return short.get(realm.id) or term(realm.name).split()[0]
