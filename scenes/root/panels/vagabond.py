"""Vagabond board (Law 9): character and special action, items in the satchel and on the
tracks (face up, exhausted, damaged), relationships with each other faction, completed quests
and the pawn's place. Reads the engine's Vagabond view keys; missing keys are simply not shown."""
from __future__ import annotations

from ... import theme
from .. import glyphs, style
from .common import PanelCtx, draw_common, heading, text

LEVELS = ("hostile", "indifferent", "1", "2", "3", "allied")


def draw(surface, rect, pc: PanelCtx) -> int:
    px = theme.px
    fb = pc.fb
    x, y = rect.x, rect.y
    ch = fb.get("character")
    crec = next((c for c in pc.content.vagabond.characters if c.id == ch), None)
    text(surface, f"Character: {crec.name if crec else (ch or 'not chosen')}", (x, y), 13, "text-bold")
    y += px(17)
    if crec:
        for line in theme.wrap(theme.font("text-italic", 11), crec.text, rect.w)[:2]:
            text(surface, line, (x, y), 11, "text-italic", theme.INK_SOFT)
            y += px(14)
    where = fb.get("pawn")
    if where is not None:
        text(surface, f"Pawn: {where}", (x, y), 12)
        y += px(16)
    items = fb.get("items")
    if items:
        y = heading(surface, "Items (dark = exhausted, slashed = damaged)", x, y, rect.w)
        s = px(22)
        ix = x
        for it in items:
            if isinstance(it, dict):
                kind = it.get("item", it.get("kind", "?"))
                state = "damaged" if it.get("damaged") else ("exhausted" if it.get("exhausted") else "ready")
            elif isinstance(it, (list, tuple)):
                kind, state = it[0], it[1] if len(it) > 1 else "ready"
            else:
                kind, state = str(it), "ready"
            if ix + s > x + rect.w:
                ix = x
                y += s + px(3)
            surface.blit(glyphs.item(kind, s, state), (ix, y))
            ix += s + px(3)
        y += s + px(6)
    rel = fb.get("relationships")
    if isinstance(rel, dict) and rel:
        y = heading(surface, "Relationships", x, y, rect.w)
        for who, lvl in rel.items():
            name = style.FACTION_SHORT.get(who, str(who))
            text(surface, f"{name}: {lvl}", (x, y), 12)
            y += px(15)
    quests = fb.get("quests_done") or fb.get("completed_quests")
    if quests:
        text(surface, f"Quests completed: {len(quests)}", (x, y), 12)
        y += px(16)
    avail = fb.get("quests")
    if avail:
        text(surface, "Quests on offer: " + ", ".join(str(q) for q in avail), (x, y), 11, "text-italic", theme.INK_SOFT)
        y += px(15)
    return draw_common(surface, rect, pc, y)


_ = glyphs
