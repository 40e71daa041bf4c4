"""Vagabond board (Law 9): character and special action, items in the satchel and on the
tracks (face up, exhausted, damaged), relationships with each other faction, completed quests
and the pawn's place. Reads the engine's Vagabond view keys; missing keys are simply not shown."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _, term

from ... import theme
from .. import glyphs, style
from .common import PanelCtx, draw_common, heading, text

LEVELS = {-1: N_("hostile"), 0: N_("indifferent"), 1: N_("friendly (1)"), 2: N_("friendly (2)"), 3: N_("allied")}


def level_name(v) -> str:
    return _(LEVELS.get(v, str(v))) if isinstance(v, int) else str(v)


def item_state(it) -> tuple[str, str]:
    """An item token of the engine's view: "kind" or "kind:exhausted|damaged|damaged-exhausted"."""
    if isinstance(it, dict):
        kind = it.get("item", it.get("kind", "?"))
        st = "damaged" if it.get("damaged") else ("exhausted" if it.get("exhausted") else "")
        return kind, st or "ready"
    kind, _, st = str(it).partition(":")
    return kind, st or "ready"


def pawn_place(fb) -> str:
    """"clearing:N" or "forest:ID" (or "") from a pawn-owning faction's view: the Vagabonds'
    `clearing` / `forest`, or the Vagabot's `where` ("c7" or a forest id, Rootbotics 7.3.2)."""
    w = fb.get("where")
    if isinstance(w, str) and w:
        return f"clearing:{w[1:]}" if w[0] == "c" and w[1:].isdigit() else f"forest:{w}"
    if fb.get("clearing"):
        return f"clearing:{fb['clearing']}"
    if fb.get("forest"):
        return f"forest:{fb['forest']}"
    p = fb.get("pawn")
    if isinstance(p, int) and p:
        return f"clearing:{p}"
    return p if isinstance(p, str) else ""


def draw(surface, rect, pc: PanelCtx) -> int:
    px = theme.px
    fb = pc.fb
    x, y = rect.x, rect.y
    ch = fb.get("character")
    crec = next((c for c in pc.content.vagabond.characters if c.id == ch), None)
    text(surface, _("Character: {name}").format(name=term(crec.name) if crec else (ch or _('not chosen'))), (x, y), 13, "text-bold")
    y += px(17)
    if crec:
        for line in theme.wrap(theme.font("text-italic", 11), _(crec.text), rect.w)[:2]:
            text(surface, line, (x, y), 11, "text-italic", theme.INK_SOFT)
            y += px(14)
    where = pawn_place(fb)
    if where:
        kind, _sep, ident = where.partition(":")
        places = pc.places
        if places is not None:                 # "Pond (7)", "Liar Wind": the map's names in the reader's language
            ident = (places.named_clearing(int(ident)) if kind == "clearing" and ident.isdigit()
                     else places.forest(ident) if kind == "forest" else ident)
        text(surface, (_("Pawn in clearing {id}") if kind == 'clearing' else _("Pawn in the forest {id}")).format(id=ident), (x, y), 12)
        y += px(16)
    items = fb.get("items")
    if items:
        tracks = fb.get("tracks") or {}
        cap = fb.get("capacity")
        head = _("Items — dark: exhausted, slashed: damaged")
        y = heading(surface, head, x, y, rect.w)
        s = px(22)
        ix = x
        for it in items:
            kind, state = item_state(it)
            if ix + s > x + rect.w:
                ix = x
                y += s + px(3)
            surface.blit(glyphs.item(kind, s, state), (ix, y))
            pc.targets.append((f"item:{it}", pygame.Rect(ix, y, s, s)))
            ix += s + px(3)
        y += s + px(4)
        bits = [_("{item} track {n}").format(item=term(k), n=n) for k, n in tracks.items()]
        if cap is not None:
            bits.append(_("satchel capacity {n}").format(n=cap))
        if bits:
            text(surface, " · ".join(bits), (x, y), 11, "text", theme.INK_SOFT)
            y += px(16)
    rel = fb.get("relationships")
    if isinstance(rel, dict) and rel:
        y = heading(surface, _("Relationships"), x, y, rect.w)
        for who, lvl in rel.items():
            name = term(style.FACTION_NAME.get(who, str(who)))         # as printed in the reader's edition
            text(surface, _("{name}: {level}").format(name=name, level=level_name(lvl)), (x, y), 12)
            y += px(15)
    co = fb.get("coalition_with", -1)
    if isinstance(co, int) and co >= 0 and co < len(pc.view["factions"]):
        text(surface, _("In coalition with {name}").format(name=term(style.FACTION_NAME.get(pc.view['factions'][co], co))), (x, y), 12,
             "text-bold", theme.ACCENT)
        y += px(16)
    done = fb.get("done") or []
    if done:
        text(surface, _("Quests completed: {n}").format(n=len(done)), (x, y), 12)
        y += px(16)
    offer = fb.get("quests") or []
    if offer:
        recs = {q.id: q for q in pc.content.vagabond.quests}
        y = heading(surface, _("Quests on offer"), x, y, rect.w)
        for q in offer:
            r = recs.get(q)
            if r is None:
                continue
            surface.blit(glyphs.suit_badge(r.suit, px(14)), (x, y))
            tr = text(surface, _("{name}: {text}").format(name=term(r.name), text=f"{term(r.items[0])} + {term(r.items[1])}"),
                      (x + px(18), y), 11)
            pc.targets.append((f"quest:{q}", pygame.Rect(x, y, tr.right - x, px(15))))
            y += px(15)
    return draw_common(surface, rect, pc, y)



def targets(pc: PanelCtx) -> set[str]:
    """Refs this panel draws: each item token and each quest on offer."""
    fb = pc.fb
    return {f"item:{it}" for it in fb.get("items") or [] if isinstance(it, str)} | \
        {f"quest:{q}" for q in fb.get("quests") or []}
