"""Each player's board: Influence, Morality, provinces and realms, card counts, the five
building trees (built levels filled, the next one glowing when it can be built) and allies."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _, ngettext, term

from .. import theme
from . import icons, palette
from .cards import ability_line
from .palette import morality_words

CONTROLLERS = {"human": N_("Human"), "automaton": N_("Automaton"), "random": N_("Random"), "ai": N_("AI")}
TREE_SHORT = {"commonfolk": "Common", "sigilborne": "Sigil", "zurd": "Zurd", "halax": "Halax", "general": N_("General")}   # the 5th tree, "général" in the FR rules


def draw_board(table, surface, rect: pygame.Rect, p: dict) -> None:
    px = theme.px
    content = table.match.content
    seat = p["seat"]
    d = table.match.pending
    deciding = d is not None and d.seat == seat
    fill = (250, 244, 230) if not deciding else (252, 240, 214)
    theme.panel(surface, rect, fill=fill, edge=theme.ACCENT if deciding else theme.PANEL_EDGE, radius=10)
    pygame.draw.rect(surface, palette.seat_colour(seat), (rect.x, rect.y + px(8), px(5), rect.h - px(16)))
    x, y = rect.x + px(14), rect.y + px(6)
    palette.seat_mark(surface, seat, (x + px(7), y + px(10)), px(7))
    ctrl = table.controllers[seat]
    lvl = table.match.setup["seats"][seat].get("level", "") if ctrl == "automaton" else ""
    name = f"{term(table.match.seat_name(seat))} · {_(palette.SEATS[seat % 4][2])}"
    img = theme.font("display-bold", 16).render(name, True, theme.INK)
    surface.blit(img, (x + px(20), y))
    where = content.provinces[p["leader"]].name if p["leader"] in content.provinces else ""
    sub = _(CONTROLLERS.get(ctrl, ctrl)) + (f" ({_(lvl)})" if lvl else "") + (" · " + _("at {place}").format(place=term(where)) if where else "") + \
        ("  · " + _("deciding") if deciding else "") + ("  · " + _("first") if table.view["first"] == seat else "")
    img2 = theme.font("text-italic", 11).render(sub, True, theme.INK_SOFT)
    surface.blit(img2, (x + px(20), y + px(19)))
    # Influence, top right
    sc = (rect.right - px(64), y + px(14))
    icons.star(surface, sc, px(11))
    shown = int(round(table.shown_influence.get(seat, p["influence"])))
    img = theme.font("display-bold", 22).render(str(shown), True, theme.INK if shown == p["influence"] else theme.ACCENT)
    surface.blit(img, img.get_rect(midleft=(sc[0] + px(14), sc[1] + px(1))))
    table.tips.append((pygame.Rect(sc[0] - px(12), sc[1] - px(12), px(60), px(26)),
                       _("Influence by source: ") + ", ".join(f"{_(k)} {v}" for k, v in p["ledger"].items() if v)))
    y += px(36)
    f = theme.font("text", 12)
    mor = morality_words(p["morality_text"] if (p["mercy"] or p["cruelty"]) else "Morality 0")
    col = palette.CRUELTY if p["cruelty"] else (140, 100, 20) if p["mercy"] else theme.INK_SOFT
    np, nr = len(p["provinces"]), len(p["realms"])
    line = [(mor, col), (ngettext("{n} province", "{n} provinces", np).format(n=np), theme.INK),
            (ngettext("{n} realm", "{n} realms", nr).format(n=nr), theme.INK)]
    xx = x
    for text, c in line:
        im = f.render(text, True, c)
        surface.blit(im, (xx, y))
        xx += im.get_width() + px(12)
    if any(t.provenance == "sample" for t in content.trees.values()):
        tag = theme.font("text-bold", 8).render(_("SAMPLE BUILDINGS"), True, (110, 70, 20))
        tr = tag.get_rect(topright=(rect.right - px(12), y + px(2))).inflate(px(8), px(2))
        if tr.x > xx:
            pygame.draw.rect(surface, (236, 214, 150), tr, border_radius=px(3))
            surface.blit(tag, tag.get_rect(center=tr.center))
    y += px(17)
    counts = [(_("Hand"), p["hand_count"]), (_("Deck"), p["draw_count"]), (_("Discard"), len(p["discard"])), (_("Play"), len(p["play"]))]
    xx = x
    for label, n in counts:
        im = f.render(f"{label} {n}", True, theme.INK_SOFT)
        surface.blit(im, (xx, y))
        xx += im.get_width() + px(10)
    y += px(19)
    # building trees: one column per tree, levels bottom-up
    trees = list(content.trees.values())
    avail = rect.bottom - px(8) - y
    ally_h = px(16) if p["allies"] else 0
    slot_h = max(px(7), min(px(19), (avail - ally_h - px(16)) // 4 - px(2)))
    col_w = (rect.w - px(28)) // len(trees)
    fs = theme.font("text-bold", 10)
    for i, tree in enumerate(trees):
        cx = x + i * col_w
        fc = palette.FACTIONS.get(tree.faction, palette.FACTIONS["none"])
        im = fs.render(_(TREE_SHORT[tree.id]) if tree.id == "general" else TREE_SHORT.get(tree.id, tree.name[:6]), True, palette.mix(fc, (30, 20, 10), 0.2))
        surface.blit(im, (cx, y))
        built = p["buildings"].get(tree.id, {}).get("built", 0)
        for lvl, b in enumerate(tree.levels):
            r = pygame.Rect(cx, y + px(13) + lvl * (slot_h + px(2)), col_w - px(6), slot_h)
            key = f"building:{seat}:{b.id}"
            if table.glow(key):
                table.glow_rect(surface, r)
            if lvl < built:
                pygame.draw.rect(surface, fc, r, border_radius=px(3))
            else:
                pygame.draw.rect(surface, (238, 230, 212), r, border_radius=px(3))
                pygame.draw.rect(surface, palette.mix(fc, (240, 230, 210), 0.4), r, width=1, border_radius=px(3))
            if slot_h >= px(11):
                ct = theme.font("text", 9).render(str(b.cost), True, (250, 244, 230) if lvl < built else theme.INK_SOFT)
                surface.blit(ct, ct.get_rect(midright=(r.right - px(3), r.centery)))
            table.hits.append((r, key))
            table.tips.append((r, building_tip(content, tree, b, lvl, built)))
    if p["allies"]:
        ay = rect.bottom - px(8) - ally_h
        xx = x
        for aid in p["allies"]:
            a = content.allies[aid]
            im = theme.font("text-bold", 10).render(a.name, True, (250, 244, 230))
            chip = im.get_rect(topleft=(xx + px(5), ay + px(1))).inflate(px(10), px(2))
            pygame.draw.rect(surface, (120, 92, 52), chip, border_radius=chip.h // 2)
            surface.blit(im, im.get_rect(center=chip.center))
            table.tips.append((chip, ("ally", aid)))
            xx = chip.right + px(4)


def building_tip(content, tree, b, lvl: int, built: int) -> str:
    """A building's tooltip in the reader's language: name, tree, level, cost, the faction card it
    needs (rulebook: Construire 2), whether it is built, its abilities, the sample mark."""
    if tree.faction == "none":
        head = _("{building} ({tree}, level {level}, cost {cost} Labor)")
    else:
        head = _("{building} ({tree}, level {level}, cost {cost} Labor, needs a {tree} card)")
    text = head.format(building=term(b.name), tree=term(tree.name), level=lvl + 1, cost=b.cost)
    if lvl < built:
        text += " — " + _("built")
    lines = [text, *(ability_line(a, content) for a in b.abilities)]
    if tree.provenance == "sample":
        lines.append(_("Sample content"))
    return "\n".join(lines)
