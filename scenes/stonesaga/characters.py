"""One character board (rb p.13-20): name, age, trait, regalia and power; the four stats with
their enhancements; energy; the health track with its weaknesses; the nine item slots (hand 2,
body 3, satchel 4, rb p.18) and the resource bag. Keys: `char:<cid>`, `stat:<cid>:<s>`,
`item:<cid>:<instance>`, `bag:<cid>:<resource key>`."""
from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext

from .. import theme
from . import icons, names

WOUND = (170, 52, 40)
DISEASE = (92, 128, 52)


def res_colour(content, key: str):
    base, _, state = key.partition("/")
    if base == "water":
        col = (80, 140, 200)
    elif base in ("game", "fish", "mushroom", "root", "nut", "grain"):
        col = {"game": (150, 70, 50), "fish": (90, 120, 150), "mushroom": (170, 140, 110), "root": (160, 110, 60),
               "nut": (130, 90, 50), "grain": (200, 170, 90)}[base]
    else:
        mat = content.materials.get(base)
        col = {"animal": (170, 120, 90), "plant": (110, 150, 80), "mineral": (140, 140, 150),
               "rare": (170, 110, 170)}.get(mat.category if mat else "", (150, 140, 120))
    if state == "s":
        col = icons.mix(col, (120, 120, 110), 0.6)
    return col


def board_height(px) -> int:
    return px(150)


def sub_lines(parts: list[str], f: pygame.font.Font, width: int) -> list[str]:
    """Age · trait · regalia in lines no wider than `width`: whole parts joined by « · » while they
    fit, a part too long alone wrapped at its words (a long trait name is never cut with …)."""
    lines: list[str] = []
    for part in parts:
        cand = f"{lines[-1]} · {part}" if lines else part
        if lines and f.size(cand)[0] <= width:
            lines[-1] = cand
        else:
            lines += theme.wrap(f, part, width)
    return lines


def _draw_sub(t, surface, parts: list[str], head: pygame.Rect, rect: pygame.Rect, width: int) -> int:
    """The header's right side, on as many lines as it needs; returns the extra height used."""
    px = theme.px
    f = theme.font("text", 11)
    lines = sub_lines(parts, f, width)
    lh = f.get_linesize()
    for i, ln in enumerate(lines):
        t.label(surface, ln, "text", 11, theme.INK_SOFT, (head.right, head.y + px(3) + i * lh), anchor="topright",
                within=rect)
    return max(0, len(lines) - 1) * lh


def _sentence(text: str) -> str:
    """`text` ending with one full stop, whether a pack's text brings its own or not."""
    text = text.rstrip()
    return text if text.endswith((".", "!", "?", "…")) else text + "."


def _bag_chips(content, bag: list, x0: int, y: int, w: int, bottom: int, tr: int, named: bool) -> list:
    """Where each bag token goes, in rows of `w` from (x0, y): `(key, n, text, (x, y))`; with
    `named`, its text is the count and name, else the count alone. An empty list when a named
    layout does not fit above `bottom` (the numbers then; they stop where the board does)."""
    px = theme.px
    f = theme.font("text", 10)
    out, bx, by = [], x0, y
    for key, n in bag:
        text = names.resource_count(content, key, n) if named else str(n)
        cw = tr * 2 + f.size(text)[0] + px(10)
        if bx + cw > x0 + w and bx > x0:
            bx, by = x0, by + tr * 2 + px(3)
        if by + tr * 2 > bottom:
            if named:
                return []
            break
        out.append((key, n, text, (bx, by)))
        bx += cw
    return out


def draw_board(t, surface, rect: pygame.Rect, ch: dict, index: int, acting: bool) -> None:
    px = theme.px
    content = t.match.content
    cid = ch["cid"]
    fill = (252, 246, 232) if acting else (246, 238, 220)
    theme.panel(surface, rect, fill=fill, radius=8)
    col = icons.char_colour(index)
    pygame.draw.rect(surface, col, (rect.x, rect.y + px(6), px(4), rect.h - px(12)))
    x0, y = rect.x + px(10), rect.y + px(5)
    w = rect.w - px(16)
    # header
    head = pygame.Rect(x0, y, w, px(18))
    several = len(t.view["characters"]) > 1
    if acting and several:       # whose turn it is, on its board: the turn moves on after each action (rb p.24)
        pygame.draw.rect(surface, theme.GOLD, rect, max(2, px(3)), border_radius=px(8))
    state = _(" · dead") if ch["dead"] else (_(" · incapacitated") if ch["incapacitated"] else (
        _(" · passed") if ch["passed"] else (_(" · to act") if acting and several else "")))
    t.label(surface, f"{names.person(ch['name']) or _('Character {n}').format(n=cid[1:])}{state}", "display-bold", 14, theme.INK, head.topleft, max_w=int(w * 0.55), within=rect)
    trait = content.traits.get(ch["trait"])
    reg = content.regalia.get(ch["regalia"])
    parts = [b for b in (names.age(ch["age"]) if ch["age"] else "", trait.name if trait else "",
                         reg.name if reg else "") if b]
    extra = _draw_sub(t, surface, parts, head, rect, int(w * 0.45))
    y += extra
    head.h += extra                     # the glow of "let this character act" goes round both lines
    said = [f"{names.person(ch['name'])} ({names.age(ch['age'])})"]
    if trait:
        said.append(_("Trait {name}: {text}").format(name=trait.name, text=trait.text))
    if reg:
        said.append(_("Regalia {name}: {text}").format(name=reg.name, text=reg.text) if reg.text else
                    _("Regalia {name}").format(name=reg.name))
    pw = content.powers.get(ch["power"]) if ch.get("power") else None
    if pw:
        said.append(_("Power {name}: {text}").format(name=pw.name, text=pw.front.text))
    t.add_hit(head, f"char:{cid}", " ".join(_sentence(x) for x in said))       # one full stop each ("breaks..")
    y += px(21)
    # stats
    sw = (w - px(9)) // 4
    for i, s in enumerate(("str", "dex", "con", "per")):
        r = pygame.Rect(x0 + i * (sw + px(3)), y, sw, px(22))
        pygame.draw.rect(surface, (236, 224, 198), r, border_radius=px(4))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=px(4))
        val = ch["stats"].get(s)
        enh = ch["enh"].get(s, 0)
        text = f"{names.stat_short(s)} {val if val is not None else '–'}"
        t.label(surface, text, "text-bold", 12, theme.INK, (r.x + px(4), r.centery), anchor="midleft", max_w=r.w - px(14),
                within=r)
        for j in range(enh):
            pygame.draw.polygon(surface, theme.GOLD, [(r.right - px(6), r.y + px(4 + 8 * j)), (r.right - px(3), r.y + px(9 + 8 * j)),
                                                      (r.right - px(9), r.y + px(9 + 8 * j))])
        e = ("" if not enh else " — " + (_("minor enhancement") if enh == 1 else _("major enhancement")))
        shown = val if val is not None else _("(not yet set)")      # outside the f-string: Babel extracts it
        t.add_hit(r, f"stat:{cid}:{s}", f"{names.stat(s)} {shown}{e}")
    y += px(26)
    # energy and health
    er = pygame.Rect(x0, y, int(w * 0.45), px(16))
    lab = t.label(surface, _("Energy"), "text", 11, theme.INK_SOFT, (er.x, er.centery), anchor="midleft", within=rect)
    ex = max(er.x + px(40), lab.right + px(9))          # « Énergie » is wider: its dots start after it
    for i in range(ch["energy_max"]):
        on = i < ch["energy"]
        pygame.draw.circle(surface, (232, 176, 52) if on else (220, 210, 190), (ex + i * px(12), er.centery), px(5))
        pygame.draw.circle(surface, theme.INK_SOFT, (ex + i * px(12), er.centery), px(5), 1)
    t.tips.append((er, _("Energy {n} of {max} (rb p.17).").format(n=ch['energy'], max=ch['energy_max'])))
    hr = pygame.Rect(er.right + px(4), y, x0 + w - er.right - px(4), px(16))
    t.label(surface, _("Health"), "text", 11, theme.INK_SOFT, (hr.x, hr.centery), anchor="midleft", within=rect)
    hx = hr.x + px(38)
    boxes = ch["boxes"]
    bw = max(px(8), min(px(14), (hr.right - hx) // max(1, boxes) - px(2)))
    for i in range(boxes):
        b = pygame.Rect(hx + i * (bw + px(2)), hr.y + px(1), bw, px(14))
        pygame.draw.rect(surface, (250, 246, 236), b)
        pygame.draw.rect(surface, theme.INK_SOFT, b, 1)
        if i < len(ch["weak"]):
            kind, sev = ch["weak"][i]
            c = WOUND if kind == "wound" else DISEASE
            if sev == "major":
                pygame.draw.rect(surface, c, b.inflate(-2, -2))
            if kind == "wound":                         # a wound a slash, a disease a dot (shape as well as colour)
                pygame.draw.line(surface, c if sev == "minor" else (255, 240, 230), b.topright, b.bottomleft, max(2, px(2)))
            else:
                pygame.draw.circle(surface, c if sev == "minor" else (240, 255, 230), b.center, max(2, bw // 4))
    weak = ", ".join(names.weakness(kind, sev) for kind, sev in ch["weak"]) or _("none")
    t.tips.append((hr, ngettext("Health track: {n} box (rb p.55). Weaknesses: {weak}.",
                                    "Health track: {n} boxes (rb p.55). Weaknesses: {weak}.", boxes).format(n=boxes, weak=weak)))
    y += px(20)
    # slots
    slots = [("hand", 2), ("body", 3), ("satchel", 4)]
    sq = min(px(30), (w - px(12)) // 9)
    sx = x0
    for slot, n in slots:
        items = ch["items"].get(slot, [])
        for i in range(n):
            r = pygame.Rect(sx + i * sq, y, sq - px(2), sq - px(2))
            inst = items[i] if i < len(items) else None
            stowed = None
            if slot == "satchel" and inst is None:
                k = i - len(items)
                if 0 <= k < len(ch["stowed"]):
                    stowed = ch["stowed"][k]
            pygame.draw.rect(surface, (234, 222, 196) if inst or stowed else (244, 236, 218), r, border_radius=px(3))
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=px(3))
            if inst or stowed:
                thing = inst or stowed
                nm = names.item(content, thing)
                t.label(surface, nm[:3], "text-bold", 10, theme.INK if inst else theme.INK_FAINT, r.center, anchor="center",
                        max_w=r.w - px(2), within=r)
                it = content.items.get(thing.split("#")[0])
                text = (_("{name} ({slot}, stowed face down)") if stowed else _("{name} ({slot})")).format(
                    name=nm, slot=names.slot(slot))
                if it is not None:
                    text += (": " + it.text) if it.text else ""
                    if it.tools:
                        text += " " + _("Tools: {tools}.").format(tools=", ".join(names.tool(x) for x in it.tools))
                t.add_hit(r, f"item:{cid}:{thing}", text)
            else:
                t.tips.append((r, _("Empty {slot} slot (rb p.18)").format(slot=names.slot(slot))))
        sx += n * sq + px(4)
    y += sq + px(2)
    # bag: each token with its count and name ("2 water", "1 spoiled fish"), as a newcomer could not
    # tell the grey stones and a spoiled fish apart by colour; numbers only when the names do not fit
    bag = [(k, n) for k, n in sorted(ch["bag"].items()) if n > 0]
    tr = px(7)
    if not bag:
        t.label(surface, _("Bag: empty"), "text-italic", 11, theme.INK_FAINT, (x0, y + px(2)), within=rect)
    chips = _bag_chips(content, bag, x0, y, w, rect.bottom - px(3), tr, True) or \
        _bag_chips(content, bag, x0, y, w, rect.bottom - px(3), tr, False)
    by = y
    for key, n, text, (bx, by) in chips:
        c = res_colour(content, key)
        centre = (bx + tr, by + tr)
        pygame.draw.circle(surface, c, centre, tr)
        if key.endswith("/p"):
            pygame.draw.circle(surface, theme.INK, centre, tr, max(2, px(2)))
        else:
            pygame.draw.circle(surface, icons.mix(c, theme.INK, 0.4), centre, tr, 1)
        lr = t.label(surface, text, "text-bold" if text == str(n) else "text", 10, theme.INK,
                     (bx + tr * 2 + px(2), by + tr), anchor="midleft", within=rect)
        r = pygame.Rect(bx, by, tr * 2 + px(2) + lr.w, tr * 2)
        t.add_hit(r, f"bag:{cid}:{key}", names.resource_count(content, key, n))
    # its pet (rb p.89-91): stats, and the tokens in its slots
    for pid, pet in sorted(t.view.get("pets", {}).items()):
        if pet["bonded"] != cid:
            continue
        py = rect.bottom - px(18)
        if py < by + tr * 2 + px(2):
            break
        stats = " ".join(f"{names.stat_short(st)} {v}" + (f"+{pet['enh'][st]}" if pet["enh"].get(st) else "")
                         for st, v in pet["stats"].items())
        held = names.resource_counts(content, {k: n for k, n in sorted(pet["bag"].items()) if n}) or _("empty")
        name = pet["name"] if pet["pos"] == ch["pos"] else _("{name} (elsewhere)").format(name=pet["name"])
        text = _("{name}: {stats} · slots {used}/{slots}: {held}").format(
            name=name, stats=stats, used=sum(pet["bag"].values()), slots=pet["slots"], held=held)
        r = t.label(surface, text, "text", 11, theme.INK_SOFT, (x0, py), max_w=w, within=rect)
        t.tips.append((pygame.Rect(x0, py, w, r.h), text + " (rb p.89-91)"))
