"""The action overlay over the lower part of the map while a procedure is under way: creation
dice, a test's dice, fishing (dice, spots, the face-up cards), forage (the row and the drawn
cards), extraction (the stones seen in the bag, the draws so far), crafting (the two materials
and their edges), or a short line for the others. Keys: `die:<i>`, `spot:<id>`,
`stone:<type>`, `fcard:drawn:<i>`, `fcard:row:<i>`."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _, ngettext, pgettext, render

from .. import theme
from . import fishing_panel, names, night_panel

TITLES = {"create": N_("Character creation (rb p.6-7)"), "test": N_("Test (rb p.14-16)"), "fish": N_("Fishing (rb p.36-41)"),
          "forage": N_("Foraging (rb p.42-46)"), "extract": N_("Extraction (rb p.47-51)"), "craft": N_("Crafting bench (rb p.30-31)"),
          "transform": N_("Transform (rb p.27-29)"), "night": N_("Night (rb p.51-54)"), "move": N_("Move (rb p.25)"),
          "camp": N_("Establish a camp (rb p.32)"), "effects": N_("Effects"), "excavate": N_("Excavation (rb p.82-86)"),
          "encounter": N_("Encounter (rb p.79-80)"), "behemoth": N_("Behemoth phase (rb p.76-77)"),
          "ruin": N_("A new epoch: camps become ruins (rb p.32)"), "pet_bag": N_("A pet's slots (rb p.90)"),
          "pet_bond": N_("A pet's bond (rb p.91)"), "feed_pet": N_("Feeding a pet (rb p.91)"),
          # the other actions' frames (issue 17: their ids never shown)
          "examine": N_("Examine an omen (rb p.61)"), "share": N_("Share food or water (rb p.24)"),
          "deliver": N_("Deliver onto an objective (rb p.23)"), "design": N_("Design an improvement (rb p.33)"),
          "store": N_("Store or take resources (rb p.18, 64)"), "help": N_("Help (rb p.26)"),
          "trade": N_("Trade (rb p.25)"), "pack": N_("Pack / unpack (rb p.26)"), "build": N_("Build (rb p.33)"),
          "find_water": N_("Find water (rb p.26)"), "shelter": N_("Build a shelter (rb p.26)"),
          "use": N_("Use (rb p.26)"), "make_fire": N_("Make a fire (rb p.57)"), "loot": N_("Loot a ruin (rb p.32)"),
          "relocate_camp": N_("Relocate a camp (rb p.89)"), "study": N_("Study a behemoth (rb p.81)"),
          "keep": N_("Keep provisions (rb p.95)"), "bfx": N_("A behemoth moves (rb p.77-78)")}
# a test's steps (rb p.14-16), as the test overlay names them
TEST_STAGES = {"stat": N_("choose the stat"), "reroll": N_("re-roll or add a die"), "reroll_die": N_("re-roll which die"),
               "turn": N_("turn a die"), "mods": N_("modifiers")}
ON_TOP = ("ruin",)          # a decision of its own: shown even over the creation beneath it
TALL = ("encounter", "excavate", "transform", "forage", "fish", "night")          # overlays that need more height than a row of dice
EDGE_COL = {"blue": (60, 110, 190), "red": (190, 60, 50), "yellow": (220, 180, 40)}


# what character creation asks once the four values are placed (rb p.7-8)
CREATE_NEXT = {"trait": N_("The four stats are set; now choose a trait (rb p.7). The choices are the buttons below."),
               "regalia": N_("The four stats are set; now choose a regalia (rb p.8). The choices are the buttons below."),
               "power": N_("The four stats are set; now equip a regalia power (rb p.8). The choices are the buttons below.")}

def overlay_frame(view) -> dict | None:
    """The frame the overlay shows: the top frame, or the test under way beneath effects."""
    frames = view["frames"]
    if not frames:
        return None
    if frames[-1]["kind"] in ON_TOP:
        return frames[-1]
    for f in reversed(frames):
        if f["kind"] in ("test", "fish", "forage", "extract", "craft", "create", "transform", "excavate", "encounter"):
            return f
    return frames[-1]


def die(surface, rect, value, colour=(250, 246, 236)) -> None:
    px = theme.px
    pygame.draw.rect(surface, colour, rect, border_radius=px(5))
    pygame.draw.rect(surface, theme.INK, rect, max(1, px(1)), border_radius=px(5))
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
            5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
    d = rect.w * 0.25
    for dx, dy in pips.get(int(value), []):
        pygame.draw.circle(surface, theme.INK, (rect.centerx + dx * d, rect.centery + dy * d), max(2, rect.w // 11))


def draw_overlay(t, surface, rect: pygame.Rect, f: dict) -> None:
    px = theme.px
    content = t.match.content
    theme.panel(surface, rect, fill=(250, 244, 231), radius=10)
    kind = f["kind"]
    x0, y = rect.x + px(12), rect.y + px(6)
    who = ""
    if f.get("cid"):
        ch = next((c for c in t.view["characters"] if c["cid"] == f["cid"]), None)
        who = f" — {names.person(ch['name'])}" if ch and ch["name"] else ""
    title = (_(TITLES[kind]) if kind in TITLES else _("Action (rb p.24)")) + who     # never a frame's id
    t.label(surface, title, "display-bold", 14, theme.INK, (x0, y), max_w=rect.w - px(24), within=rect)
    y += px(22)
    dsz = px(34)
    if kind == "create":
        if not f.get("values"):                         # the four values are placed: what comes next
            nxt = CREATE_NEXT.get(f.get("stage", ""))
            t.label(surface, _(nxt) if nxt else _("The four stats are set. The choices are the buttons below."), "text", 12,
                    theme.INK_SOFT, (x0, y), max_w=rect.w - px(24), within=rect)
            return
        t.label(surface, _("Rolled values, highest first, still to assign:"), "text", 12, theme.INK_SOFT, (x0, y), within=rect)
        y += px(16)
        vals = list(f.get("values", []))
        area = pygame.Rect(x0, y - px(6), max(px(200), 4 * (dsz + px(8)) + px(20)), dsz + px(12))
        _dice(t, surface, area, ("create", f.get("cid")), vals, lambda i, v: _("A rolled value: {v} (rb p.7)").format(v=v))
        return
    if kind == "test":
        stat = f.get("stat")
        step = f.get("stage")
        stage = _(TEST_STAGES[step]) if step in TEST_STAGES else ""
        t.label(surface, _("Stat: {stat}   Stage: {stage}").format(stat=names.stat(stat) if stat else _("not chosen yet"),
                                                                    stage=stage), "text", 12,
                theme.INK_SOFT, (x0, y), within=rect)
        y += px(16)
        vals = list(f.get("dice", []))
        area = pygame.Rect(x0, y - px(6), max(px(200), len(vals) * (dsz + px(8)) + px(20)), dsz + px(12))
        _dice(t, surface, area, ("test", f.get("cid"), f.get("stat"), tuple(vals)), vals,
              lambda i, v: _("A die showing 6 (heroic 6, rb p.15)") if v == 6 else _("A die showing {v}").format(v=v))
        return
    data = f.get("data", {})
    if kind == "fish":
        vals = list(data.get("dice", []))
        placed = {i for ds in data.get("assign", {}).values() for i in ds}
        area = pygame.Rect(x0, y - px(6), max(4, len(vals)) * (dsz + px(8)) + px(12), dsz + px(12))
        _dice(t, surface, area, ("fish", f.get("cid"), data.get("stock"), tuple(vals)), vals,
              lambda i, v: (_("Fishing die {v} (placed)") if i in placed else _("Fishing die {v}")).format(v=v), dim=placed)
        sx = area.right + px(10)
        card = content.fishing.get(data.get("spots", ""))
        small = theme.font("text", 10)
        if card is not None:
            for sp in card.spots:
                got = data.get("assign", {}).get(sp.id, [])
                size = pgettext("fishing spot", "S") if sp.size == "small" else pgettext("fishing spot", "L")
                num = names.word(content, "spot", sp.id)
                text = f"{num} {size}" + (f" [{','.join(str(data['dice'][d]) for d in got)}]" if got else "")
                under = fishing_panel.spot_line(sp)          # the currents it lies on, its Windfall / Mishap
                r = pygame.Rect(sx, y - px(2), max(px(60), small.size(under)[0] + px(12)), dsz + px(4))
                fill = {"windfall": (204, 228, 204), "mishap": (236, 208, 200)}.get(sp.icon, (200, 220, 236))
                pygame.draw.rect(surface, fill, r, border_radius=px(6))
                pygame.draw.rect(surface, (60, 100, 140), r, 1, border_radius=px(6))
                t.label(surface, text, "text-bold", 10, theme.INK, (r.centerx, r.y + px(10)), anchor="center",
                        max_w=r.w - px(4), within=r)
                t.label(surface, under, "text", 10, theme.INK_SOFT, (r.centerx, r.bottom - px(10)), anchor="center",
                        max_w=r.w - px(4), within=r)
                t.add_hit(r, f"spot:{sp.id}", fishing_panel.spot_tip(content, f, sp))
                sx = r.right + px(4)
        y += dsz + px(6)
        # the Modifiers card is not "face up" before the dice are placed (rb p.40), whatever the view holds
        shown = [cid for cid in (data.get("stock"), data.get("spots"),
                                 data.get("mods") if fishing_panel.mods_known(f) else None) if cid]
        t.label(surface, _("Face up: {cards}").format(cards=", ".join(names.record(content, x) for x in shown)), "text", 11, theme.INK_SOFT, (x0, y), max_w=rect.w - px(24), within=rect)
        for cid in shown:
            t.drawn_cards.append(cid)
        y += px(18)
        lines = fishing_panel.current_lines(content, f)
        if lines:
            t.label(surface, fishing_panel.heading(f), "text-bold", 12, theme.INK, (x0, y), max_w=rect.w - px(24), within=rect)
            y += px(18)
            for line in lines:
                t.label(surface, line, "text", 12, theme.INK, (x0 + px(10), y), max_w=rect.w - px(34), within=rect)
                y += px(17)
        return
    if kind == "forage":
        from .overlay_more import draw_forage_card
        cw, chh = px(118), rect.bottom - y - px(8)
        x = x0
        picks = [tuple(p) for p in data.get("picks", [])]
        for label, lst, key in ((pgettext("forage card", "row"), data.get("row", []), "row"),
                                (pgettext("forage card", "drawn"), data.get("drawn", []), "drawn")):
            for i, cid in enumerate(lst):
                if x + cw > rect.right - px(8):
                    break
                card = content.forage.get(cid)
                r = pygame.Rect(x, y, cw, chh)
                t.add_hit(r, f"fcard:{key}:{i}", (_("Forage card {n} of the row — click a glowing thing in reach") if key == "row"
                                                  else _("Forage card {n} drawn")).format(n=i + 1))
                draw_forage_card(t, surface, r, i if key == "row" else None, cid,
                                 f"{names.site(card.deck) if card else ''} · {label} {i + 1}", card, picks)
                x += cw + px(6)
        if x == x0:
            t.label(surface, _("No card in the row yet."), "text-italic", 12, theme.INK_FAINT, (x0, y), within=rect)
        return
    if kind == "extract":
        t.label(surface, _("Draws {n} of {limit} — stones still in the bag (their omens stay hidden):").format(
                n=data.get("draws", 0), limit=data.get("limit", "?")), "text", 12, theme.INK_SOFT, (x0, y), max_w=rect.w - px(24), within=rect)
        y += px(18)
        counts: dict[str, int] = {}
        for st in data.get("bag", []):
            counts[st] = counts.get(st, 0) + 1
        x = x0
        fb = theme.font("text-bold", 11)
        for st, n in sorted(counts.items()):                  # a chip as wide as its words (issue 17)
            shown = names.resource_count(content, st, n)          # « 3 pierres de rivière »
            r = pygame.Rect(x, y, max(px(110), fb.size(shown)[0] + px(40)), px(30))
            if r.right > rect.right - px(12) and x > x0:        # the next row
                r.topleft = (x0, y + px(34))
                y += px(34)
            pygame.draw.rect(surface, (236, 228, 210), r, border_radius=px(15))
            pygame.draw.circle(surface, (150, 150, 160), (r.x + px(15), r.centery), px(11))
            t.label(surface, shown, "text-bold", 11, theme.INK, (r.x + px(30), r.centery),
                    anchor="midleft", max_w=r.w - px(32), within=r)
            t.add_hit(r, f"stone:{st}", ngettext("{n} {stone} token in the bag", "{n} {stone} tokens in the bag", n).format(
                n=n, stone=names.resource(content, st)))
            x = r.right + px(6)
        return
    if kind == "craft":
        x = x0
        for key in ("a", "b"):
            mid = data.get(key)
            if not mid:
                continue
            base, _sep, st = mid.partition("/")
            mat = content.materials.get(base)
            r = pygame.Rect(x, y, px(120), rect.bottom - y - px(8))
            _material(t, surface, r, content, mat, st == "p")
            x += r.w + px(10)
        d = t.match.pending
        if d is not None and d.kind == "stonesaga.craft.orient":
            t.label(surface, _("Layouts (left material and its turns · right one → the edge code, rb p.31):"), "text", 11,
                    theme.INK_SOFT, (x, y - px(2)), max_w=rect.right - x - px(10), within=rect)
            texts = [layout_chip(content, c) for c in d.choices]
            fb = theme.font("text-bold", 11)
            room = rect.right - x - px(10)
            bw, bh = min(room, max([px(158)] + [fb.size(tx)[0] + px(14) for tx in texts])), px(20)
            cols = max(1, room // (bw + px(4)))
            rows = max(1, (rect.bottom - y - px(22)) // (bh + px(3)))
            for i, c in enumerate(d.choices[:cols * rows]):
                code = c.label.rsplit(":", 1)[-1].strip()
                text = texts[i]
                r = pygame.Rect(x + (i // rows) * (bw + px(4)), y + px(14) + (i % rows) * (bh + px(3)), bw, bh)
                known = code in content.associations
                pygame.draw.rect(surface, (240, 230, 206), r, border_radius=px(4))
                t.label(surface, text, "text-bold", 11, theme.INK, (r.x + px(5), r.centery), anchor="midleft",
                        max_w=r.w - px(8), within=r)
                t.add_hit(r, f"layout:{c.id}", names.choice(content, c))
                del known                       # the association found shows once crafted (no spoiler here)
        return
    if kind == "transform":
        from .overlay_more import draw_transform
        draw_transform(t, surface, rect, f, x0, y)
        return
    if kind == "excavate":
        from .overlay_more import draw_excavation
        draw_excavation(t, surface, rect, f, x0, y)
        return
    if kind == "encounter":
        from .behemoth import draw_encounter
        draw_encounter(t, surface, rect, f, x0, y)
        return
    # a short line for the rest
    text = ""                          # a frame's stage is an id of the engine: the prompt above says it
    if kind == "effects" and f.get("waiting"):
        english = f["waiting"]                           # a wait saved before message ids (issue 17)
        text = render(f["waiting_msg"], f["waiting_args"]) if f.get("waiting_msg") else _(english)
    if kind == "deliver":
        d = t.match.pending
        if d is not None and d.kind == "stonesaga.deliver":       # the panel was empty (session 12)
            t.label(surface, _("Click a glowing objective to lay one token on it (a free action, rb p.23):"),
                    "text", 12, theme.INK_SOFT, (x0, y),
                    max_w=rect.w - px(24), within=rect)
            y += px(18)
            for c in d.choices:
                if c.id.startswith("deliver:"):
                    t.label(surface, "· " + names.choice(content, c), "text", 12, theme.INK, (x0 + px(10), y),
                            max_w=rect.w - px(34), within=rect)
                    y += px(17)
                    if y > rect.bottom - px(16):
                        break
            return
    if kind == "share" and t.match.pending is not None and t.match.pending.kind == "stonesaga.share.what":
        text = _("Click a glowing food or water token in the bag: it goes to a character on this terrain (free, rb p.24).")
    if kind == "night":
        text = _("Step {n} of 9").format(n=f['step'])
        d = t.match.pending
        if d is not None and d.kind in night_panel.RECOVER_KINDS:     # rb p.52: what Recover will give
            s = t.match.state
            for i, line in enumerate(night_panel.lines(content, s, t.view, night_panel.acting(s))):
                t.label(surface, line, "text-bold" if i == 0 else "text", 12, theme.INK if i else theme.INK_SOFT,
                        (x0 + (0 if i == 0 else px(10)), y), max_w=rect.w - px(34), within=rect)
                y += px(17)
            return
    if kind == "ruin":
        text = _("Camps still to become ruins: {n}").format(n=f.get('data', {}).get('left', '?'))
    if kind in ("pet_bag", "pet_bond", "feed_pet"):
        text = ""
    if text:
        t.label(surface, text, "text", 12, theme.INK_SOFT, (x0, y), max_w=rect.w - px(24), within=rect)
    if kind == "effects" and t.map.ghosts:                  # where the valley grows (rb p.68)
        t.label(surface, _("Each place is numbered on the map: click it there, or its button below (rb p.68)."),
                "text", 12, theme.INK_SOFT, (x0, y + px(18)), max_w=rect.w - px(24), within=rect)


def layout_chip(content, c) -> str:
    """A crafting layout in a few words: each material (its short name, the reader's language, `*`
    when processed) with its turns, then the edge code with its colour word ("soleil 0 · fibre 3 →
    jaune 1211"); the whole label is the chip's tip."""
    a = c.label_args or {}
    if not {"left", "right", "code"} <= set(a):
        return names.choice(content, c)

    def short(key: str) -> str:
        shown = names.resource(content, key.partition("/")[0])
        words = [w for w in shown.split() if w.lower() not in _FILLER]
        return (words or [shown])[-1] + ("*" if key.endswith("/p") else "")
    return (f"{short(_res_key(a['left']))} {a.get('turn_left', 0)} · {short(_res_key(a['right']))} "
            f"{a.get('turn_right', 0)} → {names.word(content, 'code', str(a['code']))}")


_FILLER = {"stone", "pierre", "pedra", "de", "da", "do", "du"}


def _res_key(v) -> str:
    """A resource parameter back to its key (`words.resource` made it a term or a state phrase)."""
    if isinstance(v, dict) and "term" in v:
        return str(v["term"])
    if isinstance(v, dict) and "msg" in v:
        inner = (v.get("args") or {}).get("name")
        state = {"{name}/p": "p", "{name}/s": "s"}.get(v["msg"], "")
        if isinstance(inner, dict) and "term" in inner:
            return f"{inner['term']}/{state}" if state else str(inner["term"])
    return str(v)


def _material(t, surface, r, content, mat, processed) -> None:
    """A material token: a hexagon whose edges carry coloured symbol counts (rb p.30)."""
    import math
    px = theme.px
    if mat is None:
        return
    fc = mat.processed if processed else mat.unprocessed
    cx, cy = r.centerx, r.y + px(10) + min(r.w, r.h) // 3
    R = min(r.w, r.h - px(30)) * 0.42
    n = max(1, len(fc.edges))
    pts = [(cx + R * math.cos(math.pi + 2 * math.pi * i / n), cy + R * math.sin(math.pi + 2 * math.pi * i / n)) for i in range(n)]
    pygame.draw.polygon(surface, (232, 222, 200), pts)
    for i, e in enumerate(fc.edges):
        a, b = pts[i], pts[(i + 1) % n]
        col = (200, 190, 170) if e is None else ((60, 60, 60) if e.zero else EDGE_COL.get(e.c, (120, 120, 120)))
        pygame.draw.line(surface, col, a, b, max(3, px(4)))
        if e is not None:
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            lab = "0" if e.zero else str(e.n)
            t.label(surface, lab, "text-bold", 10, theme.INK, (cx + (mx - cx) * 0.7, cy + (my - cy) * 0.7), anchor="center",
                    within=r)
    name = names.resource(content, mat.id + ("/p" if processed else ""))      # a rulebook material by its printed name
    t.label(surface, name, "text-bold", 11, theme.INK, (r.centerx, r.bottom - px(14)), anchor="center", max_w=r.w, within=r)


def _dice(t, surface, area, sig, vals, tip, dim=frozenset()) -> None:
    """The dice of a test or a fishing trip in `area`: thrown (pymunk) when they are new, then at
    rest on the engine's values; at rest each die is a hit `die:<i>`."""
    t.tray.show(sig, vals, area.size, animate=t.app.settings.anim_speed != "instant")

    def face(s, r, v, _dim=None):
        die(s, r, v, (255, 236, 200) if v == 6 else (250, 246, 236))
    rects = t.tray.draw(surface, area.topleft, face)
    for r, i in rects:
        if i in dim:
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((120, 100, 80, 90))
            surface.blit(shade, r)
        v = t.tray.values[i]
        t.die_rects.append((r, v))
        t.add_hit(r, f"die:{i}", tip(i, v))
