"""Overlays drawn like the crafting bench: Transform (the tools at hand, and the resources with
their processing conditions, rb p.27-29), Excavation (the rooms entered as a descending column
with their depth, the two prepared paths by their backs, the way out, rb p.82-86), and the
forage row with its planes and the reach glow (rb p.44-47). Keys: `trans:<key>`,
`xpath:<side>`, `fpick:<card>:<plane>:<i>`."""
from __future__ import annotations

import pygame

from game.stonesaga.actions.transform import NUT_TOOL_DEFAULT

from game.core.i18n import N_, _

from .. import theme
from . import cards, icons, names

PLANE_NAMES = {"fg": N_("foreground"), "mg": N_("midground"), "bg": N_("background")}   # rb p.44
PLANE_TAGS = {"fg": N_("fore"), "mg": N_("mid"), "bg": N_("back")}
SIDE_NO_WAY = {"left": N_("left: no way"), "right": N_("right: no way")}          # rb p.85
SIDE_DESCEND = {"left": N_("Descend left"), "right": N_("Descend right")}
SIDE_PATH = {"left": N_("The left path: a room whose back shows {s} (rb p.85)"),
             "right": N_("The right path: a room whose back shows {s} (rb p.85)")}
SIDE_NONE = {"left": N_("No room of the deck matches the left path"),
             "right": N_("No room of the deck matches the right path")}
SENSATION_COL = {"cold": (120, 170, 220), "humidity": (80, 150, 140), "tremor": (150, 110, 80),
                 "heat": (220, 110, 60), "draft": (190, 200, 210), "musk": (140, 100, 120)}


def tool_sources(t, ch: dict) -> list[tuple[str, list[str]]]:
    """What carries a tool for this character now (rb p.27): items, material tokens, the fire on
    the terrain, the improvements of an active camp there. From the view and the pack."""
    content = t.match.content
    out: list[tuple[str, list[str]]] = []
    for inst in sum(ch["items"].values(), []) + ch["stowed"]:
        it = content.items.get(inst.split("#")[0])
        if it is not None and it.tools:
            out.append((it.name, list(it.tools)))
    for key, n in sorted(ch["bag"].items()):
        base, _sep, st = key.partition("/")
        mat = content.materials.get(base)
        if mat is None or not n:
            continue
        face = mat.processed if st == "p" else mat.unprocessed
        if face.tools:
            out.append((names.resource_count(content, key, n), list(face.tools)))
    cell = t.view["cells"].get(ch["pos"] or "", {})
    if cell.get("fire"):
        out.append((_("the fire"), ["heat"]))
    for camp in t.view["camps"]:
        if camp["cell"] == ch["pos"] and camp["status"] != "ruin":
            for imp in camp["improvements"]:
                rec = content.improvements.get(imp)
                if rec is not None and rec.tools:
                    out.append((rec.name, list(rec.tools)))
    return out


def draw_transform(t, surface, rect: pygame.Rect, f: dict, x0: int, y: int) -> None:
    px = theme.px
    content = t.match.content
    ch = next((c for c in t.view["characters"] if c["cid"] == f.get("cid")), None)
    if ch is None:
        return
    chosen = f.get("data", {}).get("chosen", [])
    d = t.match.pending
    cands = [c.id.split(":", 1)[1] for c in d.choices if c.id.startswith("res:")] if d is not None and \
        d.kind == "stonesaga.transform.pick" else []
    half = (rect.right - px(12) - x0) // 2
    # left: the tools at hand
    t.label(surface, _("Tools at hand (each icon once; Heat up to 3 times, rb p.29):"), "text", 11, theme.INK_SOFT,
            (x0, y), max_w=half - px(10), within=rect)
    x, yy = x0, y + px(16)
    ir = px(9)
    for name, tools in tool_sources(t, ch):
        w = min(half - px(10), theme.font("text", 11).size(name)[0] + len(tools) * (2 * ir + px(3)) + ir + px(20))
        if x + w > x0 + half - px(10):
            x, yy = x0, yy + px(24)
        if yy + px(22) > rect.bottom - px(4):
            break
        r = pygame.Rect(x, yy, w, px(22))
        pygame.draw.rect(surface, (238, 230, 212), r, border_radius=px(11))
        tx = r.x + px(4) + ir
        for tl in tools:
            icons.tool(surface, (tx, r.centery), ir, tl)
            tx += 2 * ir + px(3)
        t.label(surface, name, "text", 11, theme.INK, (tx, r.centery), anchor="midleft", max_w=r.right - tx - px(4),
                within=r)
        t.add_hit(r, f"tool:{name}", _("{source}: {tools} (rb p.27)").format(source=name, tools=", ".join(names.tool(x) for x in tools)))
        x += w + px(6)
    # right: the resources to process
    xr = x0 + half + px(4)
    t.label(surface, _("Resources (needs → gives once processed); click one to process it:"), "text", 11, theme.INK_SOFT,
            (xr, y), max_w=rect.right - px(12) - xr, within=rect)
    x, yy = xr, y + px(16)
    shown = list(dict.fromkeys(cands + chosen))
    if not shown:
        t.label(surface, _("Nothing more can be processed with these tools."), "text-italic", 11, theme.INK_FAINT,
                (xr, yy), max_w=rect.right - px(12) - xr, within=rect)
    for key in shown:
        mat = content.materials.get(key.partition("/")[0])
        food = content.rulebook.food.get(key.partition("/")[0])
        req = list(mat.unprocessed.requires) if mat else ([food.process_tool or NUT_TOOL_DEFAULT] if food else [])
        gives = list(mat.processed.tools) if mat else []
        label = names.resource(content, key) + (_(" ×{n} chosen").format(n=chosen.count(key)) if key in chosen else "")
        w = px(200)
        if x + w > rect.right - px(12):
            x, yy = xr, yy + px(36)
        if yy + px(32) > rect.bottom - px(2):
            break
        r = pygame.Rect(x, yy, w, px(32))
        pygame.draw.rect(surface, (250, 238, 214) if key in chosen else (236, 228, 210), r, border_radius=px(6))
        pygame.draw.circle(surface, (150, 140, 120), (r.x + px(14), r.centery), px(10))
        tx = r.x + px(30)
        for tl in req:
            icons.tool(surface, (tx + ir, r.y + px(10)), ir * 0.8, tl)
            tx += 2 * ir
        if gives:
            t.label(surface, "→", "text-bold", 11, theme.INK, (tx + px(2), r.y + px(3)), within=r)
            tx += px(14)
            for tl in gives:
                icons.tool(surface, (tx + ir, r.y + px(10)), ir * 0.8, tl)
                tx += 2 * ir
        t.label(surface, label, "text-bold", 10, theme.INK, (r.x + px(30), r.bottom - px(14)), max_w=r.w - px(34), within=r)
        t.add_hit(r, f"trans:{key}", _("{res}: needs {needs}; processed it gives {gives} (rb p.28)").format(
            res=names.resource(content, key), needs=", ".join(names.tool(x) for x in req) or _("nothing"),
            gives=", ".join(names.tool(x) for x in gives) or _("no tool")))
        x += w + px(6)


def draw_excavation(t, surface, rect: pygame.Rect, f: dict, x0: int, y: int) -> None:
    """The rooms entered, top to bottom (depth = rooms above + 1, rb p.86), then the two paths."""
    px = theme.px
    content = t.match.content
    dig = t.view.get("excavations", {}).get(f.get("cid") or "")
    if dig is None:
        t.label(surface, _("Going down…"), "text", 12, theme.INK_SOFT, (x0, y), within=rect)
        return
    rooms = dig["rooms"]
    claimed = ", ".join(names.resource_counts(content, r) for r in dig["claimed"] if r) or _("nothing yet")
    t.label(surface, _("Depth {n} in the {site}  ·  claimed (gained on the way out): {claimed}").format(
            n=len(rooms), site=names.site(dig["site"]), claimed=claimed),
            "text", 11, theme.INK_SOFT, (x0, y), max_w=rect.w - px(24), within=rect)
    y += px(15)
    cells = t.view["cells"]
    exits = ", ".join(cells[k].get("name", k) for k in dig.get("exits", []) if k in cells) or _("where you went down")
    t.label(surface, _("Come out with all rewards at: {exits} (rb p.86)  ·  turn back: one reward, the Day ends").format(
            exits=exits),
            "text", 11, theme.INK_SOFT, (x0, y), max_w=rect.w - px(24), within=rect)
    y += px(16)
    cw = px(128)
    avail = rect.right - px(12) - x0 - 2 * (cw + px(10)) - px(20)
    n_fit = max(1, avail // (cw + px(8)))
    x = x0
    h = rect.bottom - px(8) - y
    for i, rid in enumerate(rooms[-n_fit:]):
        depth = len(rooms) - min(len(rooms), n_fit) + i + 1
        room = content.excavation.get(rid)
        r = pygame.Rect(x, y + min(px(10), (h // 8)) * 0, cw, h)
        lines = [_("depth {n}").format(n=depth)]
        if room is not None:
            lines.append(_("sensation: {s}").format(s=names.sensation(room.back.sensation)))
            if room.reward:
                lines.append(_("reward: {what}").format(what=names.resource_counts(content, room.reward)))
            lines.append(_("paths: {left} / {right}").format(left=names.sensation(room.paths.left),
                                                             right=names.sensation(room.paths.right)))
        drawn = cards.face(surface, r, room.name if room else rid, lines,
                           room is not None and room.provenance == "sample", SENSATION_COL.get(
                               room.back.sensation if room else "", (100, 90, 80)))
        t.record_texts(drawn)
        t.drawn_cards.append(rid)
        t.add_hit(r, f"room:{i}", _("{room}, depth {n} (rb p.84)").format(room=room.name if room else rid, n=depth))
        if i < min(len(rooms), n_fit) - 1:
            pygame.draw.line(surface, theme.INK, (r.right, r.centery), (r.right + px(8), r.centery), max(2, px(2)))
        x += cw + px(8)
    # the prepared paths: backs only (rb p.85)
    x += px(12)
    for side in ("left", "right"):
        p = dig["paths"].get(side)
        r = pygame.Rect(x, y, cw, h)
        if p is None:
            pygame.draw.rect(surface, (220, 212, 196), r, border_radius=px(6))
            t.label(surface, _(SIDE_NO_WAY[side]), "text-italic", 11, theme.INK_FAINT, r.center, anchor="center",
                    max_w=r.w - px(6), within=r)
        else:
            col = SENSATION_COL.get(p["sensation"], (100, 90, 80))
            pygame.draw.rect(surface, icons.mix(col, (40, 34, 30), 0.45), r, border_radius=px(6))
            pygame.draw.rect(surface, col, r, max(2, px(2)), border_radius=px(6))
            t.label(surface, _(SIDE_DESCEND[side]), "text-bold", 11, (250, 244, 230), (r.x + px(6), r.y + px(4)),
                    max_w=r.w - px(10), within=r)
            t.label(surface, names.sensation(p["sensation"]), "display-bold", 13, (250, 244, 230), (r.x + px(6), r.y + px(20)),
                    max_w=r.w - px(10), within=r)
            f2 = theme.font("text-italic", 10)
            yy = r.y + px(40)
            for ln in theme.wrap(f2, p["text"], r.w - px(12)):
                if yy + f2.get_linesize() > r.bottom - px(2):
                    break
                t.label(surface, ln, "text-italic", 10, (240, 232, 216), (r.x + px(6), yy), max_w=r.w - px(10), within=r)
                yy += f2.get_linesize()
        t.add_hit(r, f"xpath:{side}", _(SIDE_PATH[side]).format(s=names.sensation(p["sensation"])) if p else _(SIDE_NONE[side]))
        x += cw + px(10)


def draw_forage_card(t, surface, r: pygame.Rect, ci: int | None, cid: str, title: str, card, picks: list) -> None:
    """A forage card as three planes (fore, mid, back); in the row each source or animal is a
    hit `fpick:<card>:<plane>:<i>`; those in reach glow through the keymap (rb p.45-47)."""
    px = theme.px
    sample = card is not None and card.provenance == "sample"
    drawn = cards.face(surface, r, title, [], sample, (70, 110, 60))
    t.record_texts(drawn)
    t.drawn_cards.append(cid)
    if card is None:
        return
    top = r.y + px(24)
    bottom = r.bottom - (px(16) if sample else px(4))
    band = max(px(14), (bottom - top) // 3)
    taken = {(p[1], p[2]) for p in picks if p[0] == ci}
    for j, (pl, ents) in enumerate((("fg", card.fg), ("mg", card.mg), ("bg", card.bg))):
        br = pygame.Rect(r.x + px(3), top + j * band, r.w - px(6), band - px(2))
        reach = ci is not None and any(k.startswith(f"fpick:{ci}:{pl}:") for k in t.keymap)
        fill = icons.mix((150, 190, 120), (248, 240, 222), 0.2 + 0.25 * j)
        if reach:
            fill = icons.mix(icons.GLOW, (255, 250, 235), 0.35)              # in reach (rb p.45, 47)
        pygame.draw.rect(surface, fill, br, border_radius=px(3))
        tag = _(PLANE_TAGS[pl]) + (_(" · in reach") if reach else "")
        t.label(surface, tag, "text-italic", 9, theme.INK_SOFT, (br.right - px(3), br.bottom - px(1)),
                anchor="bottomright", max_w=br.w - px(6), within=br)
        x = br.x + px(2)
        for i, e in enumerate(ents):
            what = names.forage_thing(e.source or e.animal) if (e.source or e.animal) else ""
            if not what:
                continue
            f = theme.font("text-bold", 9)
            w = min(br.right - x - px(2), f.size(what)[0] + px(8))
            if w < px(18):
                break
            eh = min(br.h - px(2), f.get_linesize() + px(6))
            er = pygame.Rect(x, br.centery - eh // 2, w, eh)
            col = (150, 60, 50) if e.animal == "predator" else ((90, 70, 50) if e.animal else (60, 90, 50))
            pygame.draw.rect(surface, (250, 246, 236) if (pl, i) not in taken else (200, 190, 170), er, border_radius=px(3))
            pygame.draw.rect(surface, col, er, 1, border_radius=px(3))
            t.label(surface, what, "text-bold", 9, col, er.center, anchor="center", max_w=er.w - px(4), within=er)
            if ci is not None:
                t.add_hit(er, f"fpick:{ci}:{pl}:{i}", (_("{what} in the {plane} — in reach (rb p.45)")
                                                        if f"fpick:{ci}:{pl}:{i}" in t.keymap else
                                                        _("{what} in the {plane} (rb p.45)")).format(what=what, plane=_(PLANE_NAMES[pl])))
            x += w + px(2)
