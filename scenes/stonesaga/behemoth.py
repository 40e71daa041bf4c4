"""Behemoths at the table (rb p.72-81): the miniature, its goal token and its traces on the
valley; the encounter graph (start boxes by behaviour, branches with or without arrow heads,
summits, the character's path taken) in the action overlay; and the behemoth board page
(behaviour track, stats with enhancements, affinity, the face-up Instinct, the Secrets learnt,
the graph). Drawn from the view's `behemoths` and the pack's public board; the face-down Secret
is never drawn. Hit keys: `beh:<bid>`, `bnode:<node id>`."""
from __future__ import annotations

import math

import pygame

from game.core.i18n import N_, _, ngettext
from game.stonesaga.content_campaign import for_content

from .. import theme
from ..page import PageScene
from ..widgets import Button
from . import fitting, icons, names

BEH_COL = (92, 58, 96)
GOAL_COL = (196, 66, 48)
TRACE_COL = (120, 84, 60)
PATH_COL = (150, 96, 150)
SUMMIT = (54, 102, 178)
STAT_ORDER = ("str", "dex", "con", "per")


def defn(content, bid: str):
    return for_content(content).behemoths.get(bid)


# --- on the valley ------------------------------------------------------------------------------

def draw_on_map(mv, surface, view, content, ctx) -> None:
    """Goal token, traces and the miniatures of awake behemoths (rb p.76-77)."""
    R = mv.R
    f = theme.font("display-bold", max(9, R * 0.24))
    for b in view.get("behemoths", []):                  # the path it took this challenge (rb p.77-78)
        for i, (a, c) in enumerate(getattr(ctx, "beh_paths", {}).get(b["bid"], [])):
            if a in view["cells"] and c in view["cells"]:
                p, q = mv.centre(a), mv.centre(c)
                n = 8
                for j in range(n):                         # dashed
                    if j % 2 == 0:
                        u, v = j / n, (j + 1) / n
                        pygame.draw.line(surface, PATH_COL, (p[0] + (q[0] - p[0]) * u, p[1] + (q[1] - p[1]) * u),
                                         (p[0] + (q[0] - p[0]) * v, p[1] + (q[1] - p[1]) * v), max(2, int(R * 0.05)))
                _arrow(surface, (p[0] + (q[0] - p[0]) * 0.55, p[1] + (q[1] - p[1]) * 0.55),
                       (p[0] + (q[0] - p[0]) * 0.62, p[1] + (q[1] - p[1]) * 0.62), PATH_COL, max(2, int(R * 0.05)), True)
                mid = pygame.Rect(0, 0, int(R * 0.3), int(R * 0.3))
                mid.center = (int((p[0] + q[0]) / 2), int((p[1] + q[1]) / 2))
                ctx.add_hit(mid, f"bpath:{b['bid']}:{i}", _("{name} went this way (step {n} this challenge, rb p.78)").format(
                    name=b["name"], n=i + 1))
    taken: dict[str, list] = {}
    for b in view.get("behemoths", []):
        if b["awake"] and b["pos"] in view["cells"]:
            taken.setdefault(b["pos"], []).append(mv.behemoth_spot(b["pos"]))
    for b in view.get("behemoths", []):
        if not b["awake"]:
            continue
        for i, k in enumerate(b["traces"]):             # traces: claw marks (rb p.77)
            if k in view["cells"]:
                x, y = mv.free_spot(k, taken.get(k, []), ring=0.55)
                taken.setdefault(k, []).append((x, y))
                for j in range(3):
                    pygame.draw.line(surface, TRACE_COL, (x - R * 0.08 + j * R * 0.06, y - R * 0.08),
                                     (x - R * 0.12 + j * R * 0.06, y + R * 0.08), max(2, int(R * 0.03)))
                r = pygame.Rect(0, 0, int(R * 0.24), int(R * 0.22))
                r.center = (int(x - R * 0.03), int(y))
                ctx.add_hit(r, f"trace:{b['bid']}:{i}", _("A trace of {name} (rb p.77)").format(name=b["name"]))
        if b["goal"] and b["goal"] in view["cells"]:      # goal token: a red pennant (rb p.76)
            x, y = mv.free_spot(b["goal"], taken.get(b["goal"], []), ring=0.5)
            taken.setdefault(b["goal"], []).append((x, y))
            x, y = x - R * 0.08, y + R * 0.02
            pygame.draw.line(surface, (60, 40, 30), (x, y - R * 0.2), (x, y + R * 0.16), max(2, int(R * 0.035)))
            pygame.draw.polygon(surface, GOAL_COL, [(x, y - R * 0.2), (x + R * 0.24, y - R * 0.12), (x, y - R * 0.04)])
            r = pygame.Rect(0, 0, int(R * 0.3), int(R * 0.4))
            r.center = (int(x + R * 0.1), int(y - R * 0.02))
            ctx.add_hit(r, f"goal:{b['bid']}", _("The goal of {name}: it moves toward this terrain (rb p.76)").format(
                name=b["name"]))
    for b in view.get("behemoths", []):
        if not (b["awake"] and b["pos"] in view["cells"]):
            continue
        x, y = ctx.figure_at(f"beh:{b['bid']}", mv.behemoth_spot(b["pos"]))
        rad = R * 0.24
        pts = [(x + rad * 1.2 * math.cos(math.radians(a)), y + rad * math.sin(math.radians(a))) for a in range(0, 360, 30)]
        pygame.draw.polygon(surface, (30, 20, 24), [(p[0] + 2, p[1] + 3) for p in pts])
        pygame.draw.polygon(surface, BEH_COL, pts)
        pygame.draw.polygon(surface, (240, 226, 200), pts, max(1, int(R * 0.03)))
        img = f.render(b["name"][:1], True, (250, 240, 220))
        surface.blit(img, img.get_rect(center=(int(x), int(y))))
        r = pygame.Rect(0, 0, int(rad * 2.4), int(rad * 2))
        r.center = (int(x), int(y))
        traces = len(b["traces"])
        ctx.add_hit(r, f"beh:{b['bid']}", (ngettext("{name}, a behemoth: behaviour {behaviour}, {n} trace.",
                                                    "{name}, a behemoth: behaviour {behaviour}, {n} traces.", traces)
                                           if traces else _("{name}, a behemoth: behaviour {behaviour}.")).format(
            name=b["name"], behaviour=b["behaviour"], n=traces) + " " + _("Click for its board (rb p.74)."))


# --- the encounter graph ------------------------------------------------------------------------

def columns(d) -> dict[str, int]:
    """Each node's column: its fewest branches from a start box (two-way branches both ways)."""
    col = {st.box: 0 for st in d.starts}
    todo = [st.box for st in d.starts]
    while todo:
        n = todo.pop(0)
        for br in d.branches:
            for a, b in ((br.src, br.dst), (br.dst, br.src) if br.two_way else (None, None)):
                if a == n and b is not None and b not in col:
                    col[b] = col[n] + 1
                    todo.append(b)
    last = max(col.values(), default=0)
    for nd in d.nodes:
        col.setdefault(nd.id, last + 1)
    return col


def node_rects(d, rect: pygame.Rect) -> dict[str, pygame.Rect]:
    col = columns(d)
    ncols = max(col.values()) + 1
    by: dict[int, list[str]] = {}
    for nd in d.nodes:
        by.setdefault(col[nd.id], []).append(nd.id)
    cw = rect.w / ncols
    out = {}
    for c, ids in by.items():
        rh = rect.h / len(ids)
        for j, nid in enumerate(ids):
            w, h = min(cw * 0.84, theme.px(200)), min(rh * 0.84, theme.px(64))     # room for 3-4 lines
            r = pygame.Rect(0, 0, int(w), int(h))
            r.center = (int(rect.x + cw * (c + 0.5)), int(rect.y + rh * (j + 0.5)))
            out[nid] = r
    return out


def _arrow(surface, a, b, col, width, head: bool) -> None:
    pygame.draw.line(surface, col, a, b, width)
    if head:
        ang = math.atan2(b[1] - a[1], b[0] - a[0])
        s = theme.px(8)
        p1 = (b[0] - s * math.cos(ang - 0.45), b[1] - s * math.sin(ang - 0.45))
        p2 = (b[0] - s * math.cos(ang + 0.45), b[1] - s * math.sin(ang + 0.45))
        pygame.draw.polygon(surface, col, [b, p1, p2])


def _edge_point(r: pygame.Rect, toward) -> tuple[float, float]:
    """Where the line from the centre of `r` to `toward` leaves the rectangle."""
    cx, cy = r.center
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return cx, cy
    k = min((r.w / 2) / abs(dx) if dx else 1e9, (r.h / 2) / abs(dy) if dy else 1e9)
    return cx + dx * k, cy + dy * k


def draw_graph(t, surface, rect: pygame.Rect, d, at: str = "", path=(), behaviour: int | None = None) -> None:
    """The encounter graph in `rect`; the current node and the path taken stand out; choosable
    nodes are hits `bnode:<id>` (rb p.79-80)."""
    px = theme.px
    rs = node_rects(d, rect)
    walked = list(path)
    starts = {st.box: st for st in d.starts}
    start_now = next((st.box for st in d.starts if behaviour is not None and st.min <= behaviour <= st.max), "")
    steps = set()
    prev = start_now if walked else ""
    for n in walked:
        if prev:
            steps.add((prev, n))
        prev = n
    for br in d.branches:
        a, b = rs[br.src], rs[br.dst]
        on = (br.src, br.dst) in steps or (br.two_way and (br.dst, br.src) in steps)
        col, wd = ((196, 120, 40), max(3, px(4))) if on else ((120, 100, 80), max(1, px(2)))
        p, q = _edge_point(a, b.center), _edge_point(b, a.center)
        _arrow(surface, p, q, col, wd, not br.two_way)
    f = theme.font("text-bold", 10)
    for nd in d.nodes:
        r = rs[nd.id]
        here = nd.id == at
        fill = (255, 228, 170) if here else ((246, 224, 196) if nd.id in walked or nd.id == start_now else (248, 242, 228))
        pygame.draw.rect(surface, fill, r, border_radius=px(6))
        edge = SUMMIT if nd.summit else theme.INK
        pygame.draw.rect(surface, edge, r, max(3, px(3)) if nd.summit else max(1, px(1)), border_radius=px(6))
        bits = []
        if nd.id in starts:
            st = starts[nd.id]
            bits.append(f"{st.min}-{st.max}")
        if nd.clash:
            bits.append(_("{mine} vs {its}").format(mine=names.stat_short(nd.clash.char),
                                                    its=names.stat_short(nd.clash.beh)))
        if nd.exit:
            bits.append(_("exit"))
        label = (nd.text or nd.id)
        low = px(12) if bits and r.h >= px(26) else 0      # the row of start range, clash, exit
        fl, lines = fitting.box("text-bold", 10, label, r.w - px(8), r.h - px(3) - low)
        for j, ln in enumerate(lines):                     # wrapped, smaller type if need be (issue 17)
            img = fl.render(ln, True, theme.INK)
            pos = (r.x + px(4), r.y + px(2) + j * fl.get_linesize())
            surface.blit(img, pos)
            t.texts.append((ln, img.get_rect(topleft=pos), pygame.Rect(r)))
            t.drawn_text.append(ln)
        if low:
            t.label(surface, " · ".join(bits), "text", 9, theme.INK_SOFT, (r.x + px(4), r.bottom - px(13)),
                    max_w=r.w - px(8), within=r)
        tip = (nd.text or nd.id) + (" " + _("(summit, rb p.80)") if nd.summit else "")
        if nd.id in starts:
            tip += "; " + _("start box for behaviour {low}-{high} (rb p.79)").format(low=starts[nd.id].min,
                                                                                   high=starts[nd.id].max)
        if nd.clash:
            tip += "; " + _("clash: {mine} against its {its} (rb p.80)").format(mine=names.stat(nd.clash.char),
                                                                              its=names.stat(nd.clash.beh))
        if nd.exit:
            tip += "; " + _("the encounter ends here (rb p.80)")
        if here:
            tip += "; " + _("the character is here")
        t.add_hit(r, f"bnode:{nd.id}", tip)
        if here:
            pygame.draw.circle(surface, (200, 70, 40), (r.right - px(6), r.y + px(6)), max(3, px(4)))
    del f


def draw_encounter(t, surface, rect: pygame.Rect, f: dict, x0: int, y: int) -> None:
    data = f.get("data", {})
    b = next((x for x in t.view.get("behemoths", []) if x["bid"] == data.get("b")), None)
    d = defn(t.match.content, data.get("b", "")) if data.get("b") else None
    if b is None or d is None:
        return
    px = theme.px
    t.label(surface, _("{name} · behaviour {behaviour} · the path taken glows orange; summits have a blue border "
                       "(rb p.79-80)").format(name=b["name"], behaviour=b["behaviour"]),
            "text", 11, theme.INK_SOFT, (x0, y), max_w=rect.w - px(24), within=rect)
    g = pygame.Rect(x0, y + px(16), rect.right - px(12) - x0, rect.bottom - px(8) - y - px(16))
    draw_graph(t, surface, g, d, data.get("at", ""), data.get("path", []), b["behaviour"])


# --- the board page ------------------------------------------------------------------------------

class BehemothBoard(PageScene):
    """Every behemoth met so far: its board and its encounter graph (rb p.74-81)."""
    heading = N_("Behemoths")
    subheading = N_("Their boards: behaviour, stats, instinct, the secrets learnt, the encounter graph (rb p.74-81)")

    def __init__(self, app, content, view, first: str = "", paths: dict | None = None):
        super().__init__(app)
        self.content, self.view, self.paths = content, view, paths or {}
        herd = view.get("behemoths", [])
        self.i = next((i for i, b in enumerate(herd) if b["bid"] == first), 0)
        self.texts: list = []
        self.hits: list = []
        self.tips: list = []
        self.drawn_text: list[str] = []
        self.mouse = (-1, -1)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        return super().handle(event)

    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = self.card_rect(size, width=1200, top=132, bottom=30)
        c = self.card
        bw, bh = px(150), px(40)
        self.close = Button((c.right - px(24) - bw, c.bottom - px(16) - bh, bw, bh), _("Close"), self.app.stack.pop,
                            style="primary")
        self.widgets = [self.close]
        herd = self.view.get("behemoths", [])
        x = c.x + px(24)
        for i, b in enumerate(herd):
            w = min(px(220), theme.font("text", 14).size(b["name"])[0] + px(40))
            if x + w > self.close.rect.x - px(12):
                break
            self.widgets.append(Button((x, self.close.rect.y, w, bh), b["name"], (lambda i=i: self._pick(i)),
                                       style="choice" if i != self.i else "secondary", size=14))
            x += w + px(8)

    def _pick(self, i: int) -> None:
        self.i = i
        self.layout(self.size)

    def on_escape(self):
        self.app.stack.pop()

    # label/add_hit: the same recording interface as the table, for the graph drawer and the checks
    def label(self, surface, text, role, size, colour, pos, anchor="topleft", max_w=None, within=None, **_):
        if max_w is not None:                              # smaller type, then a reported cut
            f, shown = fitting.one_line(role, size, text, max_w)
        else:
            f, shown = theme.font(role, size), text
        img = f.render(shown, True, colour)
        r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
        surface.blit(img, r)
        self.texts.append((shown, r, pygame.Rect(within) if within is not None else surface.get_rect()))
        self.drawn_text.append(text)
        return r

    def add_hit(self, rect, key, tip=None):
        self.hits.append((pygame.Rect(rect), key))
        if tip:
            self.tips.append((pygame.Rect(rect), tip))

    def draw_content(self, surface):
        self.texts, self.hits, self.tips, self.drawn_text = [], [], [], []
        px = theme.px
        c = self.card
        herd = self.view.get("behemoths", [])
        if not herd:
            self.label(surface, _("No behemoth has come to the valley yet."), "text-italic", 16, theme.INK_SOFT,
                       (c.x + px(30), c.y + px(30)), within=c)
            return
        b = herd[self.i]
        d = defn(self.content, b["bid"])
        x, y = c.x + px(30), c.y + px(20)
        right = c.right - px(30)
        state = _("awake") if b["awake"] else (_("dormant") if b["lair_active"] else _("gone (its lair is inactive)"))
        self.label(surface, f"{b['name']} — {state}", "display-bold", 22, theme.INK, (x, y), max_w=right - x - px(140),
                   within=c)
        if d is not None and d.provenance == "sample":           # a sample record says so (as every card face)
            from .cards import sample_strip
            sample_strip(surface, pygame.Rect(right - px(130), y + px(6), px(130), px(16)))
            self.drawn_text.append(_("SAMPLE CONTENT"))
        y += px(34)
        # behaviour track 1-9 (rb p.74)
        self.label(surface, _("Behaviour"), "text-bold", 13, theme.INK_SOFT, (x, y + px(6)), within=c)
        bx = x + max(px(90), theme.font("text-bold", 13).size(_("Behaviour"))[0] + px(12))
        sw = min(px(34), (right - bx) // 9 - px(4))
        for n in range(1, 10):
            r = pygame.Rect(bx + (n - 1) * (sw + px(4)), y, sw, px(28))
            on = n == b["behaviour"]
            pygame.draw.rect(surface, (200, 80, 60) if on else icons.mix((120, 170, 110), (200, 80, 60), (n - 1) / 8),
                             r, 0 if on else max(1, px(2)), border_radius=px(5))
            self.label(surface, str(n), "text-bold", 12, (255, 255, 255) if on else theme.INK, r.center, anchor="center",
                       within=r)
        y += px(40)
        if d is not None:
            stats = "   ".join(f"{names.stat(s)} {d.stats.get(s, 0)}"
                               + (" " + _("(+{n} enh.)").format(n=b["enh"][s]) if b["enh"].get(s) else "")
                               for s in STAT_ORDER)
            self.label(surface, stats, "text", 14, theme.INK, (x, y), max_w=right - x, within=c)
            y += px(22)
            self.label(surface, _("Affinity: {sites}   ·   Speciality: {resource}").format(
                sites=", ".join(names.site(a) for a in d.affinity),
                resource=names.resource(self.content, d.speciality)), "text", 13, theme.INK_SOFT, (x, y),
                max_w=right - x, within=c)
            y += px(22)
            cells = self.view["cells"]

            def place(k):
                return cells[k].get("name", _("an undiscovered terrain")) if k in cells else "—"
            self.label(surface, _("Lair: {lair}   ·   Where: {where}   ·   Goal: {goal}   ·   Traces: {traces}").format(
                lair=place(b["lair"]), where=place(b["pos"]) if b["pos"] else _("in its lair"),
                goal=place(b["goal"]) if b["goal"] else _("none"), traces=len(b["traces"])),
                "text", 13, theme.INK, (x, y), max_w=right - x, within=c)
            y += px(20)
            steps = self.paths.get(b["bid"], [])
            path = " → ".join([place(steps[0][0])] + [place(t) for _a, t in steps]) if steps else \
                _("it has not moved yet")
            self.label(surface, _("Path this challenge: {path}").format(path=path), "text", 13, theme.INK_SOFT, (x, y),
                       max_w=right - x, within=c)
            y += px(24)
            inst = next((i for i in d.instincts if i.id == b["instinct"]), None)
            if inst is not None:
                self.label(surface, _("Instinct (face up): {name}").format(name=inst.name), "text-bold", 14, theme.INK, (x, y),
                           max_w=right - x, within=c)
                y += px(20)
                fb, lines = fitting.lines("text", 13, inst.text, right - x, 3)    # smaller type, then a reported cut
                for ln in lines:
                    img = fb.render(ln, True, theme.INK_SOFT)
                    surface.blit(img, (x, y))
                    self.texts.append((ln, img.get_rect(topleft=(x, y)), pygame.Rect(c)))
                    self.drawn_text.append(ln)
                    y += fb.get_linesize()
            known = [s for s in d.secrets if s.id in b["secrets_known"]]
            self.label(surface, _("Secrets learnt: {names}").format(
                names=", ".join(s.name for s in known) if known else
                _("none yet (the face-down one stays hidden)")),
                       "text", 13, theme.INK, (x, y + px(4)), max_w=right - x, within=c)
            y += px(30)
            self.label(surface, _("Encounter graph (rb p.79-80): the start box is chosen by behaviour; arrows go one "
                                  "way; a summit has a blue border"), "text-italic", 12, theme.INK_SOFT, (x, y),
                       max_w=right - x, within=c)
            y += px(18)
            g = pygame.Rect(x, y, right - x, self.close.rect.y - px(12) - y)
            pygame.draw.rect(surface, (244, 236, 218), g, border_radius=px(8))
            draw_graph(self, surface, g.inflate(-px(12), -px(8)), d, behaviour=b["behaviour"])
        mouse = self.mouse
        tip = next((tp for r, tp in reversed(self.tips) if r.collidepoint(mouse)), None)
        if tip:                                      # wrapped, the whole tip in any language
            f = theme.font("text", 13)
            lines = theme.wrap(f, tip, min(px(560), surface.get_width() - px(40)))
            w = max(f.size(ln)[0] for ln in lines)
            h = f.get_linesize() * len(lines)
            box = pygame.Rect(0, 0, w, h)
            box.topleft = (min(mouse[0] + 14, surface.get_width() - w - px(12)), mouse[1] + 18)
            if box.bottom > surface.get_height() - px(8):
                box.bottom = mouse[1] - px(10)
            pygame.draw.rect(surface, (52, 38, 28), box.inflate(px(12), px(8)), border_radius=px(6))
            for i, ln in enumerate(lines):
                surface.blit(f.render(ln, True, (250, 242, 226)), (box.x, box.y + i * f.get_linesize()))
