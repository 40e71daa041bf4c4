"""Lord of the Hundreds board (Law 14): the Warlord's clearing, the mood (and the item that
blocks each mood, Law 14.4.4), the Hoard's Command and Prowess tracks with their values, the
strongholds and mobs left, the clearings Oppress would count now, and the stand-in mob die."""
from __future__ import annotations

import pygame

from game.core.i18n import _, N_, ngettext, term

from ... import theme
from .. import glyphs
from .common import PanelCtx, clearing_label, draw_common, heading, text

MOOD_TEXT = {
    "bitter": N_("Before rolling at the Warlord: mobs there or adjacent become warriors"),
    "grandiose": N_("Advance the Warlord before Command"),
    "jubilant": N_("Incite at the Warlord: up to 4 mob rolls"),
    "lavish": N_("End of Birdsong: remove Hoard items, 2 warriors each"),
    "relentless": N_("An Advance that moved and battled: half an Advance more"),
    "rowdy": N_("Evening: draw +1 (+2 with 3+ enemy pieces at the Warlord)"),
    "stubborn": N_("At the Warlord: ignore the first hit in each battle"),
    "wrathful": N_("Attacking at the Warlord: +1 hit"),
}


def _track(surface, pc, x, y, w, label, items, value, spaces) -> int:
    px = theme.px
    text(surface, f"{_(label)} {value}", (x, y + px(3)), 12, "text-bold", pc.color)
    cw = min(px(24), (w - px(90)) // max(1, spaces))
    for i in range(spaces):
        r = pygame.Rect(x + px(86) + i * (cw + px(2)), y, cw, cw)
        pygame.draw.rect(surface, (244, 236, 218), r, border_radius=px(4))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=px(4))
        if i < len(items):
            img = glyphs.item(items[i], cw - px(4))
            surface.blit(img, img.get_rect(center=r.center))
    return y + cw + px(4)


def draw(surface, rect, pc: PanelCtx) -> int:
    from game.root.factions.hundreds import board
    px = theme.px
    b = board(pc.content)
    fb = pc.fb
    x, y = rect.x, rect.y
    w = fb.get("warlord", 0)
    surface.blit(glyphs.warrior(pc.fid, px(20)), (x, y - px(2)))
    text(surface, _("Warlord: clearing {c}").format(c=clearing_label(pc, w)) if w else _("Warlord: off the map (Anoint in Birdsong)"),
         (x + px(24), y + px(1)), 12, "text-bold")
    y += px(22)
    moods = {m[0]: (m[1], m[2]) for m in fb.get("moods", [])}
    cur = fb.get("mood", "")
    name, item = moods.get(cur, (cur, ""))
    text(surface, _("Mood: {name}").format(name=term(name)), (x, y), 12, "text-bold", pc.color)
    y += px(16)
    text(surface, _(MOOD_TEXT.get(cur, "")), (x, y), 10, "text-italic", theme.INK_SOFT)
    y += px(16)
    y = heading(surface, _("Hoard"), x, y, rect.w)
    y = _track(surface, pc, x, y, rect.w, N_("Command"), fb.get("command", []), fb.get("command_value", 1), b.track_spaces)
    y = _track(surface, pc, x, y, rect.w, N_("Prowess"), fb.get("prowess", []), fb.get("prowess_value", 1), b.track_spaces)
    removed = fb.get("removed", [])
    if removed:
        text(surface, _("Removed from the game: {items}").format(items=', '.join(term(r) for r in removed)), (x, y), 10, "text", theme.INK_SOFT)
        y += px(14)
    hoard = set(fb.get("command", [])) | set(fb.get("prowess", []))
    blocked = [moods[m][0] for m in sorted(moods) if moods[m][1] and moods[m][1] in hoard]
    text(surface, _("Blocked moods: {moods}").format(moods=", ".join(term(b) for b in blocked) if blocked else _("none")), (x, y), 10, "text", theme.INK_SOFT)
    y += px(16)
    text(surface, _("Strongholds on track: {n}   Mobs left: {m}").format(n=fb.get('stronghold_track', 0), m=fb.get('mob_supply', 0)),
         (x, y), 11, "text")
    y += px(16)
    text(surface, ngettext("Oppress now: {n} clearing", "Oppress now: {n} clearings", fb.get('oppress', 0)).format(n=fb.get('oppress', 0)), (x, y), 11, "text")
    y += px(16)
    if fb.get("confidence", {}).get("mob_die"):
        text(surface, _("Mob die faces: stand-in (data/root/hundreds.yaml)"), (x, y), 9, "text-italic", theme.ACCENT)
        y += px(14)
    return draw_common(surface, rect, pc, y)


def targets(pc: PanelCtx) -> set[str]:
    """This panel draws no choice targets (Hoard items are chosen from the decision's buttons)."""
    return set()
