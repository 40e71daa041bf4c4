"""The Root board, drawn by us from the map YAML: a woodland of tree crowns, sandy paths, blue
rivers, and clearings showing their suit (colour AND animal), priority number and name. The
alternative maps add the lake with its coastal clearings and the Ferry (Lake, Law C.2), the
darker closed paths under their rubble markers and the Tower on the Pass (Mountain, Law C.3).

The static picture is rendered once per (map, suits, size, zoom step) and cached; pieces are
blitted on top each frame from cached sprites (glyphs.py), so panning and redrawing cost only
blits. Zoom snaps to steps so every step is rendered sharp (never a scaled bitmap).
"""
from __future__ import annotations

import math
import random
from collections import OrderedDict

import pygame

from game.core.i18n import language, term

from .. import theme
from ..zoompan import ZoomPan
from . import glyphs, style
from .places import Places

WORLD_MIN, WORLD_MAX = -70, 1075          # map coordinates are in a 0..1000 box
R = 74                                    # clearing radius, map units
MAX_CACHED = 5
PAWN_FACTIONS = ("vagabond", "vagabond-2", "vagabot")   # factions whose warrior is one pawn on the map
_FOREST_SPOTS: dict = {}


class BoardView(ZoomPan):
    """The board in its window; zoom and pan (scenes/zoompan.py) place the WORLD_MIN corner at
    `ox, oy`."""

    def __init__(self, content, map_id: str):
        super().__init__()
        self.content = content
        self.m = content.maps[map_id]
        self.map_id = map_id
        self._cache: OrderedDict = OrderedDict()
        self.pos = {c.id: (c.x, c.y) for c in self.m.rec.clearings}
        self.places = Places(self.m)           # clearing and forest names in the reader's language
        spots = _FOREST_SPOTS.get(map_id)
        if spots is None:               # computed once per map (a grid search)
            spots = _FOREST_SPOTS[map_id] = {fid: self._forest_spot(cl) for fid, cl in self.m.forests.items()}
        self.forest_pos = dict(spots)
        self.hotspots: list[tuple[str, tuple[int, int], int]] = []   # (ref, centre, radius) on screen
        self.drawn: list = []
        self.drawn_secret: list = []
        self.drawn_relics: list = []
        self._glows: dict = {}
        self.burrow_spot = None             # (centre, radius) on screen of the Duchy's Burrow, if drawn

    @property
    def names(self) -> dict[int, str]:
        """Clearing id -> its name in the current language (the board's labels, the log)."""
        return self.places.clearings()

    def _forest_spot(self, clearings) -> tuple[float, float]:
        """Where to draw a forest's marker and the pawn in it: the point inside the polygon of
        its clearings that lies farthest from every path and clearing (sampled on a grid)."""
        pts = [self.pos[c] for c in clearings]
        cx = sum(x for x, _ in pts) / len(pts)
        cy = sum(y for _, y in pts) / len(pts)
        poly = sorted(pts, key=lambda p: math.atan2(p[1] - cy, p[0] - cx))
        segs = [(self.pos[a], self.pos[b]) for a, b in list(self.m.rec.paths) + list(self.m.rec.rivers)]

        def inside(x, y):
            n, hit = len(poly), False
            for i in range(n):
                (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
                if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
                    hit = not hit
            return hit

        def seg_dist(px_, py_, a, b):
            (x1, y1), (x2, y2) = a, b
            dx, dy = x2 - x1, y2 - y1
            t = max(0.0, min(1.0, ((px_ - x1) * dx + (py_ - y1) * dy) / (dx * dx + dy * dy or 1)))
            return math.hypot(px_ - x1 - t * dx, py_ - y1 - t * dy)

        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        best, spot = -1.0, (cx, cy)
        for i in range(25):
            for j in range(25):
                x = min(xs) + (max(xs) - min(xs)) * i / 24
                y = min(ys) + (max(ys) - min(ys)) * j / 24
                if not inside(x, y):
                    continue
                d = min(min(seg_dist(x, y, a, b) for a, b in segs),
                        min(math.hypot(x - px_, y - py_) - R for px_, py_ in self.pos.values()))
                if d > best:
                    best, spot = d, (x, y)
        return spot

    # --- geometry -------------------------------------------------------------------------
    def base_k(self) -> float:
        return min(self.rect.w, self.rect.h) / (WORLD_MAX - WORLD_MIN)

    @property
    def k(self) -> float:
        return self.base_k() * self.zoom

    def picture_size(self) -> tuple[float, float]:
        size = (WORLD_MAX - WORLD_MIN) * self.k
        return size, size

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.center_view()

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        k = self.k
        return int(self.ox + (x - WORLD_MIN) * k), int(self.oy + (y - WORLD_MIN) * k)

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        k = self.k
        return (sx - self.ox) / k + WORLD_MIN, (sy - self.oy) / k + WORLD_MIN

    def clearing_at(self, pos) -> int | None:
        wx, wy = self.to_world(*pos)
        for c, (x, y) in self.pos.items():
            if (wx - x) ** 2 + (wy - y) ** 2 <= (R * 1.08) ** 2:
                return c
        return None

    def forest_at(self, pos, wanted=()) -> str | None:
        """A forest whose marker (drawn only when it is a legal target) is under `pos`."""
        wx, wy = self.to_world(*pos)
        for f, (x, y) in self.forest_pos.items():
            if f"forest:{f}" in wanted and (wx - x) ** 2 + (wy - y) ** 2 <= (R * 0.55) ** 2:
                return f
        return None

    def burrow_at(self, pos) -> bool:
        """Whether `pos` is on the Underground Duchy's Burrow (drawn beside the map)."""
        if self.burrow_spot is None:
            return False
        (x, y), r = self.burrow_spot
        return (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= r * r

    def path_at(self, pos) -> str | None:
        """A closed-path marker drawn as a legal target (`path:a-b`) under `pos`."""
        for ref, (x, y), r in self.hotspots:
            if ref.startswith("path:") and (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= r * r:
                return ref
        return None

    # --- the static picture -------------------------------------------------------------------
    def static(self, suits) -> pygame.Surface:
        key = (self.map_id, tuple(suits), round(self.k, 4), language())     # the names are in the picture
        surf = self._cache.get(key)
        if surf is None:
            surf = self._render_static(list(suits), self.k)
            self._cache[key] = surf
            while len(self._cache) > MAX_CACHED:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def _render_static(self, suits, k) -> pygame.Surface:
        size = int((WORLD_MAX - WORLD_MIN) * k)
        ss = 2 if size <= 1800 else 1
        K = k * ss
        S = int((WORLD_MAX - WORLD_MIN) * K)
        big = pygame.Surface((S, S))
        big.fill((98, 70, 45))                     # the table shows at the rounded corners

        def P(x, y):
            return ((x - WORLD_MIN) * K, (y - WORLD_MIN) * K)

        # parchment edge and woodland
        pygame.draw.rect(big, (214, 196, 156), (0, 0, S, S), border_radius=int(40 * K))
        inner = pygame.Rect(int(18 * K), int(18 * K), S - int(36 * K), S - int(36 * K))
        pygame.draw.rect(big, style.BOARD_FOREST_DARK, inner, border_radius=int(30 * K))
        rnd = random.Random(hash(self.map_id) & 0xFFFF)
        greens = [(58, 92, 50), (70, 104, 56), (80, 116, 62), (52, 80, 44), (92, 126, 70)]
        for _ in range(900):
            x = rnd.uniform(WORLD_MIN + 30, WORLD_MAX - 30)
            y = rnd.uniform(WORLD_MIN + 30, WORLD_MAX - 30)
            r = rnd.uniform(14, 30)
            g = rnd.choice(greens)
            cx, cy = P(x, y)
            pygame.draw.circle(big, style.darken(g, 0.3), (cx + 3 * K, cy + 4 * K), r * K)
            pygame.draw.circle(big, g, (cx, cy), r * K)
            pygame.draw.circle(big, style.lighten(g, 0.15), (cx - r * K * 0.3, cy - r * K * 0.3), r * K * 0.4)
        pygame.draw.rect(big, (120, 92, 58), inner, max(2, int(4 * K)), border_radius=int(30 * K))
        coastal = set(self.m.coastal)
        if coastal:
            self._lake(big, P, K)
        elif self.m.closed_paths:
            self._crags(big, P, K, rnd)
        # rivers: a wavy blue band (on the Lake, the lake itself links the coastal clearings)
        for a, b in self.m.rec.rivers:
            if a in coastal and b in coastal:
                continue
            pts = self._wave(self.pos[a], self.pos[b], 10, 7)
            sp = [P(*p) for p in pts]
            pygame.draw.lines(big, (60, 104, 140), False, sp, max(3, int(30 * K)))
            pygame.draw.lines(big, style.RIVER, False, sp, max(2, int(22 * K)))
            pygame.draw.lines(big, (150, 196, 222), False, sp, max(1, int(5 * K)))
            for p in sp:
                pygame.draw.circle(big, style.RIVER, p, max(1, int(10 * K)))
        # paths (Mountain: the closable ones are printed darker, Law C.3.1)
        dark = set(self.m.closed_paths)
        for a, b in self.m.rec.paths:
            pa, pb = P(*self.pos[a]), P(*self.pos[b])
            pygame.draw.line(big, style.PATH_EDGE, pa, pb, max(3, int(34 * K)))
            pygame.draw.line(big, (156, 128, 92) if (min(a, b), max(a, b)) in dark else style.PATH, pa, pb,
                             max(2, int(26 * K)))
            n = max(2, int(math.dist(pa, pb) / (22 * K)))
            for i in range(1, n, 2):                       # worn wheel ruts
                t0, t1 = i / n, (i + 0.5) / n
                pygame.draw.line(big, (196, 170, 120), (pa[0] + (pb[0] - pa[0]) * t0, pa[1] + (pb[1] - pa[1]) * t0),
                                 (pa[0] + (pb[0] - pa[0]) * t1, pa[1] + (pb[1] - pa[1]) * t1), max(1, int(3 * K)))
        # clearings
        for c, (x, y) in self.pos.items():
            suit = suits[c] if c < len(suits) else ""
            cx, cy = P(x, y)
            rr = R * K
            pygame.draw.circle(big, (30, 24, 16, 110), (cx + 5 * K, cy + 7 * K), rr + 4 * K)
            pygame.draw.circle(big, style.CLEARING_EDGE, (cx, cy), rr + 3 * K)
            ring = style.SUIT_COLOR.get(suit, (170, 160, 140))
            pygame.draw.circle(big, ring, (cx, cy), rr)
            pygame.draw.circle(big, style.CLEARING, (cx, cy), rr - 8 * K)
            pygame.draw.circle(big, style.lighten(style.CLEARING, 0.4), (cx - rr * 0.2, cy - rr * 0.25), rr * 0.45)
            pygame.draw.circle(big, style.CLEARING, (cx, cy), rr - 16 * K)
            bs = int(34 * K)
            if suit:
                badge = glyphs.suit_badge(suit, bs)
                big.blit(badge, badge.get_rect(center=(cx - rr * 0.74, cy - rr * 0.74)))
            if c in coastal:                               # Law C.2.3: a coastal clearing
                self._wave_mark(big, (cx + rr * 0.74, cy - rr * 0.74), 15 * K)
            # priority number on the lower right rim
            nr = 14 * K
            pc = (cx + rr * 0.78, cy + rr * 0.72)
            pygame.draw.circle(big, (250, 244, 228), pc, nr)
            pygame.draw.circle(big, style.CLEARING_EDGE, pc, nr, max(1, int(2 * K)))
            f = theme.font("text-bold", max(6, 15 * K / theme.scale()))
            img = f.render(str(c), True, theme.INK)
            big.blit(img, img.get_rect(center=pc))
            # name tag under the clearing
            fn = theme.font("display-bold", max(6, 15 * K / theme.scale()))
            name = fn.render(self.names[c], True, theme.INK)
            tag = name.get_rect(midtop=(cx, cy + rr + 4 * K)).inflate(12 * K, 2 * K)
            pygame.draw.rect(big, (244, 234, 210), tag, border_radius=int(6 * K))
            pygame.draw.rect(big, style.CLEARING_EDGE, tag, max(1, int(1.5 * K)), border_radius=int(6 * K))
            big.blit(name, name.get_rect(center=tag.center))
        out = big if ss == 1 else pygame.transform.smoothscale(big, (size, size))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            out = out.convert()
        return out

    def _lake_outline(self) -> list[tuple[float, float]]:
        """The lake's shore in map units: around the coastal clearings in order, each side bowed
        a little toward the middle so the coastal forests keep their trees (Law C.2.3-C.2.4)."""
        ring = [self.pos[c] for c in self.m.rec.coastal]
        mx = sum(x for x, _ in ring) / len(ring)
        my = sum(y for _, y in ring) / len(ring)
        pts = []
        for i, (x, y) in enumerate(ring):
            nx, ny = ring[(i + 1) % len(ring)]
            pts.append((x, y))
            hx, hy = (x + nx) / 2, (y + ny) / 2
            pts.append((hx + (mx - hx) * 0.22, hy + (my - hy) * 0.22))
        for _ in range(3):                                 # Chaikin smoothing: a soft shore
            sm = []
            for i, (x, y) in enumerate(pts):
                nx, ny = pts[(i + 1) % len(pts)]
                sm += [(x * 0.75 + nx * 0.25, y * 0.75 + ny * 0.25), (x * 0.25 + nx * 0.75, y * 0.25 + ny * 0.75)]
            pts = sm
        return pts

    def _lake(self, big, P, K) -> None:
        """The lake (Law C.2.2): a reed-edged blue water area with light ripples."""
        pts = self._lake_outline()
        mx = sum(x for x, _ in pts) / len(pts)
        my = sum(y for _, y in pts) / len(pts)
        shore = [P(x, y) for x, y in pts]
        pygame.draw.polygon(big, (118, 108, 70), shore)
        pygame.draw.lines(big, (118, 108, 70), True, shore, max(3, int(26 * K)))
        water = [P(mx + (x - mx) * 0.97, my + (y - my) * 0.97) for x, y in pts]
        pygame.draw.polygon(big, (60, 104, 140), water)
        for f, col in ((0.9, style.RIVER), (0.62, (108, 164, 202)), (0.3, (126, 180, 214))):
            pygame.draw.polygon(big, col, [P(mx + (x - mx) * f, my + (y - my) * f) for x, y in pts])
        rnd = random.Random(11)
        for _ in range(26):                                # ripples
            u, v = rnd.uniform(-0.55, 0.55), rnd.uniform(-0.55, 0.55)
            x0 = mx + u * (max(x for x, _ in pts) - mx)
            y0 = my + v * (max(y for _, y in pts) - my)
            w = rnd.uniform(18, 34)
            pygame.draw.arc(big, (176, 214, 234), (*P(x0 - w, y0 - 6), w * 2 * K, 14 * K), 0.3, 2.8, max(1, int(3 * K)))

    def _crags(self, big, P, K, rnd) -> None:
        """Mountain woodland: grey rock outcrops among the trees (decoration only)."""
        for _ in range(70):
            x = rnd.uniform(WORLD_MIN + 40, WORLD_MAX - 40)
            y = rnd.uniform(WORLD_MIN + 40, WORLD_MAX - 40)
            if min(math.hypot(x - px_, y - py_) for px_, py_ in self.pos.values()) < R * 1.5:
                continue
            s = rnd.uniform(14, 26)
            tri = [P(x - s, y + s * 0.6), P(x, y - s), P(x + s * 0.9, y + s * 0.6)]
            pygame.draw.polygon(big, (84, 84, 86), [(a + 3 * K, b + 4 * K) for a, b in tri])
            pygame.draw.polygon(big, (138, 136, 132), tri)
            pygame.draw.polygon(big, (176, 174, 168), [tri[0], tri[1], P(x - s * 0.1, y + s * 0.6)])
            pygame.draw.polygon(big, (236, 236, 240), [P(x - s * 0.28, y - s * 0.5), tri[1], P(x + s * 0.25, y - s * 0.55)])

    @staticmethod
    def _wave_mark(big, center, size) -> None:
        """A small blue badge with two waves: this clearing is coastal (Law C.2.3)."""
        cx, cy = center
        pygame.draw.circle(big, (60, 104, 140), (cx, cy), size)
        pygame.draw.circle(big, (236, 244, 248), (cx, cy), size, max(1, int(size / 7)))
        for dy in (-0.3, 0.25):
            pts = [(cx - size * 0.6 + size * 1.2 * i / 8, cy + size * dy + size * 0.14 * math.sin(i * math.pi / 2))
                   for i in range(9)]
            pygame.draw.lines(big, (236, 244, 248), False, pts, max(1, int(size / 6)))

    @staticmethod
    def _wave(a, b, amp, n):
        (x0, y0), (x1, y1) = a, b
        L = math.dist(a, b)
        nx, ny = -(y1 - y0) / L, (x1 - x0) / L
        pts = []
        steps = n * 4
        for i in range(steps + 1):
            t = i / steps
            w = amp * math.sin(t * math.pi * n) * math.sin(t * math.pi)
            pts.append((x0 + (x1 - x0) * t + nx * w, y0 + (y1 - y0) * t + ny * w))
        return pts

    # --- drawing a view ------------------------------------------------------------------------
    def table(self) -> pygame.Surface:
        """The wooden table around the board: warm planks with a soft grain (cached per size)."""
        key = ("table", self.rect.size)
        surf = self._cache.get(key)
        if surf is None:
            w, h = self.rect.size
            surf = pygame.Surface((w, h))
            surf.fill((104, 74, 48))
            rnd = random.Random(7)
            plank = max(40, h // 7)
            for i in range(0, h + plank, plank):
                shade = rnd.randint(-10, 10)
                pygame.draw.rect(surf, (104 + shade, 74 + shade, 48 + shade // 2), (0, i, w, plank))
                pygame.draw.line(surf, (70, 48, 30), (0, i), (w, i), 2)
                for _ in range(14):
                    y = i + rnd.randint(4, plank - 4)
                    x0 = rnd.randint(-w // 2, w)
                    pygame.draw.line(surf, (92 + shade, 64 + shade, 40), (x0, y), (x0 + rnd.randint(w // 4, w), y + rnd.randint(-2, 2)), 1)
            surf = glyphs.fast(surf, alpha=False)
            self._cache[key] = surf
        return surf

    def draw(self, surface, view, highlights=frozenset(), hover_ref=None, t=0.0, arrow=None) -> None:
        """Draw the board for `view` (a Root view dict). `highlights`: refs that glow (legal);
        `arrow`: (from clearing, to clearing) preview of a move."""
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        surface.blit(self.table(), self.rect.topleft)
        st = self.static(view["suits"])
        surface.blit(st, (int(self.ox), int(self.oy)))
        k = self.k
        self.hotspots = []
        self.drawn = []                # (clearing, what, owner seat, count) of every piece drawn
        self.drawn_secret = []         # ("plot", clearing, type) of face-down plots drawn with their type (tests)
        for c, (x, y) in self.pos.items():
            ref = f"clearing:{c}"
            cx, cy = self.to_screen(x, y)
            rr = int(R * k)
            if ref in highlights:
                self.hotspots.append((ref, (cx, cy), rr))
            self._pieces(surface, view, c, cx, cy, k)
        for f, (x, y) in self.forest_pos.items():
            if f"forest:{f}" in highlights:
                self.hotspots.append((f"forest:{f}", self.to_screen(x, y), int(R * 0.5 * k)))
        self._map_pieces(surface, view, k, highlights)
        self._forest_relics(surface, view, k)
        self._burrow(surface, view, k, highlights)
        self._vagabond(surface, view, k)
        if arrow:
            self._arrow(surface, arrow, k)
        surface.set_clip(clip)

    def draw_glows(self, surface, highlights, hover_ref=None, t=0.0) -> None:
        """The pulsing halo around each legal clearing (drawn live over the cached picture)."""
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        pulse = 0.5 + 0.5 * math.sin(t * 4.0)
        k = self.k
        for c, (x, y) in self.pos.items():
            ref = f"clearing:{c}"
            if ref in highlights:
                self._glow(surface, self.to_screen(x, y), int(R * k), pulse, ref == hover_ref)
        if "burrow" in highlights and self.burrow_spot is not None:
            self._glow(surface, self.burrow_spot[0], self.burrow_spot[1], pulse, hover_ref == "burrow")
        for f, (x, y) in self.forest_pos.items():
            ref = f"forest:{f}"
            if ref in highlights:                 # a forest as a target: a glowing leaf-green disc
                rr = int(R * 0.5 * k)
                cxy = self.to_screen(x, y)
                pygame.draw.circle(surface, (120, 170, 90), cxy, rr)
                pygame.draw.circle(surface, (40, 60, 30), cxy, rr, max(2, rr // 10))
                self._glow(surface, cxy, rr, pulse, ref == hover_ref)
        surface.set_clip(clip)

    def _glow(self, surface, center, rr, pulse, hovered):
        """A warm halo outside the clearing's rim (largest, faintest ring first) and a bright
        ring on the rim: legal, clickable."""
        key = (rr, hovered, int(pulse * 8))
        g = self._glows.get(key)
        if g is None:
            size = rr * 3
            g = pygame.Surface((size, size), pygame.SRCALPHA)
            c = (size // 2, size // 2)
            a = 255 if hovered else int(150 + 90 * pulse)
            steps = 8
            for i in range(steps, 0, -1):
                rad = rr + int(rr * 0.05 * i) + 2
                pygame.draw.circle(g, (*style.GLOW, int(a * (1 - i / (steps + 1)) * 0.55)), c, rad)
            pygame.draw.circle(g, (0, 0, 0, 0), c, rr - 2)
            pygame.draw.circle(g, (*style.GLOW_EDGE, a), c, rr + max(3, rr // 9), max(3, rr // 8))
            self._glows[key] = g
        surface.blit(g, g.get_rect(center=center))

    def _pieces(self, surface, view, c, cx, cy, k):
        facs = view["factions"]
        slots = self.m.slots[c] + (1 if (view.get("landmarks") or {}).get("treetop") == c else 0)   # Elder Treetop
        blds = view["buildings"][c] + [[-2, f"{kind}@{h['side_id']}"] for h in view.get("hirelings") or ()
                                       for cc, kind in h["buildings"] if cc == c]
        sz = max(8, int(34 * k))
        gap = max(1, int(4 * k))
        total = slots * sz + (slots - 1) * gap
        x0 = cx - total // 2
        y0 = cy - int(53 * k)
        for i in range(slots):
            x = x0 + i * (sz + gap)
            if i < len(blds):
                owner, kind = blds[i]
                if owner == -2:                  # a hireling's building (a vault): its colour
                    kind, _, side = kind.partition("@")
                    self.drawn.append((c, kind, side, 1))
                    surface.blit(glyphs.building(kind, side, sz), (x, y0))
                    continue
                self.drawn.append((c, kind, owner, 1))
                fid = facs[owner] if owner >= 0 else None
                suit = view["suits"][c] if kind == "base" else None
                surface.blit(glyphs.building(kind, fid, sz, suit), (x, y0))
            else:
                surface.blit(glyphs.ghost_slot(sz), (x, y0))
        for extra in blds[slots:]:                       # never expected; shown rather than hidden
            owner, kind = extra
            surface.blit(glyphs.building(kind, facs[owner] if owner >= 0 else None, sz), (x0 + total + gap, y0))
        # warriors: one figure per faction with its count
        hires = view.get("hirelings") or []
        groups = [(i, n[c]) for i, n in enumerate(view["warriors"] + [h["warriors"] for h in hires]) if n[c] > 0]
        ws = max(10, int(50 * k))
        step = max(8, int(46 * k)) if len(groups) < 3 else max(8, int(34 * k))
        wx = cx - (len(groups) * step) // 2 + step // 2
        wy = cy + int(8 * k)
        f = theme.font("text-bold", max(7, 21 * k / theme.scale()))
        for i, n in groups:
            if i >= len(facs):                   # a hireling's warriors (Law App. E)
                h = hires[i - len(facs)]
                band = style.faction_color(facs[h["controller"]]) if h["controller"] >= 0 else None
                self.drawn.append((c, "warrior", h["side_id"], n))
                img = glyphs.hireling_warrior(h["side_id"], ws, band)
                surface.blit(img, img.get_rect(center=(wx, wy)))
                if n > 1:
                    self._count(surface, n, (wx + ws // 3, wy + ws // 3), f, style.faction_color(h["side_id"]))
                wx += step
                continue
            self.drawn.append((c, "warrior", i, n))
            img = glyphs.warrior(facs[i], ws)
            surface.blit(img, img.get_rect(center=(wx, wy)))
            if n > 1:
                self._count(surface, n, (wx + ws // 3, wy + ws // 3), f, style.faction_color(facs[i]))
            wx += step
        # tokens (grouped by owner and kind)
        toks: dict = {}
        for owner, kind in view["tokens"][c]:
            toks[(owner, kind)] = toks.get((owner, kind), 0) + 1
        for h in hires:                                  # a hireling's tokens (footholds, App. E): its colour
            for cc, kind in h.get("tokens") or ():
                if cc == c:
                    toks[(-2, f"{kind}@{h['side_id']}")] = toks.get((-2, f"{kind}@{h['side_id']}"), 0) + 1
        ts = max(8, int(28 * k))
        tx = cx - (len(toks) * (ts + 2)) // 2 + ts // 2
        ty = cy + int(55 * k)
        for (owner, kind), n in toks.items():
            if owner == -2:
                kind, _, side = kind.partition("@")
                self.drawn.append((c, kind, side, n))
                img = glyphs.token(kind, side, ts)
                surface.blit(img, img.get_rect(center=(tx, ty)))
                if n > 1:
                    self._count(surface, n, (tx + ts // 3, ty + ts // 3), f, (120, 80, 40))
                tx += ts + 2
                continue
            self.drawn.append((c, kind, owner, n))
            look = self._token_look(view, owner, kind, c)
            if look != kind and [c, look[5:]] not in ((view.get("faction_boards") or [{}] * (owner + 1))[owner] or {}).get("face_up", []):
                self.drawn_secret.append(("plot", c, look[5:]))      # a face-down plot shown with its type
            img = glyphs.token(look, facs[owner] if owner >= 0 else None, ts)
            surface.blit(img, img.get_rect(center=(tx, ty)))
            if n > 1:
                self._count(surface, n, (tx + ts // 3, ty + ts // 3), f, (120, 80, 40))
            tx += ts + 2

    @staticmethod
    def _token_look(view, owner, kind, c) -> str:
        """A Corvid plot shows its type when face up, or to the Corvids themselves (Law 13.2.2.I:
        the view gives them `hidden`); otherwise the feather side."""
        if kind != "plot" or owner < 0:
            return kind
        fb = (view.get("faction_boards") or [{}] * (owner + 1))[owner] or {}
        for cc, typ in list(fb.get("face_up", ())) + list(fb.get("hidden", ())):
            if cc == c:
                return f"plot-{typ}"
        return kind

    def _map_pieces(self, surface, view, k, highlights) -> None:
        """The alternative maps' pieces: rubble markers on closed paths (Law C.3.2; a legal
        `path:a-b` target glows and is clickable), the Tower on the Pass (C.3.4), the Ferry (C.2.5)."""
        for a, b in view.get("closed_paths", ()):
            if a not in self.pos or b not in self.pos:
                continue
            (xa, ya), (xb, yb) = self.pos[a], self.pos[b]
            mid = self.to_screen((xa + xb) / 2, (ya + yb) / 2)
            ang = math.degrees(math.atan2(-(yb - ya), xb - xa))
            img = pygame.transform.rotate(glyphs.rubble(max(12, int(76 * k))), ang)     # across the path
            surface.blit(img, img.get_rect(center=mid))
            self.drawn.append((f"path:{a}-{b}", "closed-path", -1, 1))
            ref = f"path:{a}-{b}"
            if ref in highlights:
                self.hotspots.append((ref, mid, max(8, int(R * 0.4 * k))))
                pygame.draw.circle(surface, style.GLOW_EDGE, mid, max(8, int(R * 0.42 * k)), max(2, int(5 * k)))
        self._bandits(surface, view, k)
        tower = view.get("tower") or 0
        if tower in self.pos and "tower" not in (view.get("landmarks") or {}):
            x, y = self.pos[tower]
            img = glyphs.tower(max(12, int(58 * k)))
            surface.blit(img, img.get_rect(center=self.to_screen(x - R * 0.98, y - R * 0.2)))
            self.drawn.append((tower, "tower", -1, 1))
        self.landmark_spots = []
        lms = dict(view.get("landmarks") or {})
        if "ferry" in lms:
            lms["ferry"] = view.get("ferry") or 0           # the Ferry sails: its clearing is `ferry`
        for lid, c in sorted(lms.items()):                  # landmarks (App. F): a badge above-right
            if c in self.pos:
                self._landmark_badge(surface, lid, c, k)
        ferry = view.get("ferry") or 0
        if ferry in self.pos and self.m.coastal and "ferry" not in lms:
            x, y = self.pos[ferry]
            ring = [self.pos[c] for c in self.m.coastal]
            mx, my = sum(p[0] for p in ring) / len(ring), sum(p[1] for p in ring) / len(ring)
            L = math.hypot(mx - x, my - y) or 1
            pos = (x + (mx - x) / L * R * 1.75, y + (my - y) / L * R * 1.75)    # on the water, by the shore
            img = glyphs.ferry(max(12, int(60 * k)))
            surface.blit(img, img.get_rect(center=self.to_screen(*pos)))
            self.drawn.append((ferry, "ferry", -1, 1))

    def _bandits(self, surface, view, k) -> None:
        """The Highway Bandits sit on paths (Law App. E; facts §3.10): one figure at each path's
        midpoint, in the hireling's colour with its controller's band; hovering tells the toll."""
        self.bandit_spots = []
        facs = view["factions"]
        for h in view.get("hirelings") or ():
            for a, b in h.get("paths") or ():
                if a not in self.pos or b not in self.pos:
                    continue
                (xa, ya), (xb, yb) = self.pos[a], self.pos[b]
                mid = self.to_screen((xa + xb) / 2, (ya + yb) / 2)
                size = max(12, int(50 * k))
                band = style.faction_color(facs[h["controller"]]) if h["controller"] >= 0 else None
                pygame.draw.circle(surface, (250, 244, 230), mid, size // 2 + max(2, int(3 * k)))
                pygame.draw.circle(surface, style.faction_color(h["side_id"]), mid, size // 2 + max(2, int(3 * k)),
                                   max(1, int(3 * k)))
                img = glyphs.hireling_warrior(h["side_id"], size, band)
                surface.blit(img, img.get_rect(center=mid))
                self.drawn.append((f"path:{a}-{b}", "bandit", h["side_id"], 1))
                self.bandit_spots.append(((a, b, h["controller"]), mid, size // 2 + max(2, int(3 * k))))

    def bandit_at(self, pos) -> tuple[int, int, int] | None:
        """(a, b, controller) of the Highway Bandit drawn under `pos` (for its tooltip)."""
        for what, (x, y), r in getattr(self, "bandit_spots", ()):
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= r * r:
                return what
        return None

    LANDMARK_LOOK = {"ferry": glyphs.ferry, "tower": glyphs.tower, **glyphs.LANDMARK_GLYPH}

    def _landmark_badge(self, surface, lid: str, c: int, k: float) -> None:
        """A landmark (Law App. F) as a cream disc with its picture, above-right of its clearing:
        large enough to read at 1280x720; hovering it tells what it does (table/tooltips.py)."""
        look = self.LANDMARK_LOOK.get(lid)
        if look is None:
            return
        x, y = self.pos[c]
        rad = max(13, int(34 * k))
        cx, cy = self.to_screen(x + R * 0.95, y - R * 0.95)
        pygame.draw.circle(surface, (40, 28, 16), (cx + 2, cy + 2), rad + 2)
        pygame.draw.circle(surface, (250, 244, 230), (cx, cy), rad + 1)
        pygame.draw.circle(surface, (92, 60, 30), (cx, cy), rad + 1, max(2, int(4 * k)))
        img = look(int(rad * 1.6))
        surface.blit(img, img.get_rect(center=(cx, cy)))
        self.drawn.append((c, lid, -1, 1))
        self.landmark_spots.append((lid, (cx, cy), rad + 1))

    def landmark_at(self, pos) -> str | None:
        """The landmark whose badge is under `pos` (for its tooltip)."""
        for lid, (x, y), r in getattr(self, "landmark_spots", ()):
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= r * r:
                return lid
        return None

    @staticmethod
    def burrow_seat(view) -> int | None:
        """The seat whose Burrow (Underground Duchy, Law 12.2.2) the board draws, if any."""
        for seat, fb in enumerate(view.get("faction_boards") or []):
            if isinstance(fb, dict) and "burrow" in fb and style.look(view["factions"][seat]) == "duchy":
                return seat
        return None

    def _burrow(self, surface, view, k, highlights) -> None:
        """The Burrow (Law 12.2.2): a suitless space off the map, beside its right edge, holding
        the Duchy's warriors; adjacent to every tunnel, so a legal `burrow` target glows here.
        Pinned inside the board's frame when the zoomed map leaves no room beside it."""
        self.burrow_spot = None
        seat = self.burrow_seat(view)
        if seat is None:
            return
        n = view["faction_boards"][seat]["burrow"]
        rr = max(18, int(R * 0.95 * k))
        x, y = self.to_screen(WORLD_MAX + 20 + R, 470)
        m = max(4, rr // 4)
        x = max(self.rect.x + rr + m, min(self.rect.right - rr - m, x))
        y = max(self.rect.y + rr + m, min(self.rect.bottom - rr * 2 - m, y))
        col = style.faction_color("duchy")
        pygame.draw.circle(surface, (30, 22, 14), (x + max(2, rr // 12), y + max(3, rr // 9)), rr + max(2, rr // 12))
        pygame.draw.circle(surface, style.darken(col, 0.55), (x, y), rr + max(2, rr // 14))
        pygame.draw.circle(surface, col, (x, y), rr)
        pygame.draw.circle(surface, (88, 62, 38), (x, y), int(rr * 0.84))
        pygame.draw.circle(surface, (62, 42, 26), (x, y + rr // 10), int(rr * 0.64))
        for a in range(0, 360, 45):                       # loose earth around the mouth
            ax = x + math.cos(math.radians(a + 20)) * rr * 0.74
            ay = y + math.sin(math.radians(a + 20)) * rr * 0.74
            pygame.draw.circle(surface, (120, 90, 58), (int(ax), int(ay)), max(2, rr // 11))
        tk = glyphs.token("tunnel", "duchy", max(10, int(rr * 0.6)))
        surface.blit(tk, tk.get_rect(center=(x + int(rr * 0.78), y - int(rr * 0.78))))
        if n:
            ws = max(10, int(rr * 1.05))
            img = glyphs.warrior(view["factions"][seat], ws)
            surface.blit(img, img.get_rect(center=(x, y)))
            f = theme.font("text-bold", max(7, 21 * k / theme.scale()))
            self._count(surface, n, (x + ws // 3, y + ws // 3), f, col)
            self.drawn.append(("burrow", "warrior", seat, n))
        fn = theme.font("display-bold", max(7, 15 * k / theme.scale()))
        name = fn.render(term("Burrow"), True, theme.INK)
        tag = name.get_rect(midtop=(x, y + rr + max(3, int(6 * k)))).inflate(max(8, int(12 * k)), 2)
        pygame.draw.rect(surface, (244, 234, 210), tag, border_radius=max(3, int(6 * k)))
        pygame.draw.rect(surface, style.CLEARING_EDGE, tag, 1, border_radius=max(3, int(6 * k)))
        surface.blit(name, name.get_rect(center=tag.center))
        self.burrow_spot = ((x, y), rr)
        if "burrow" in highlights:
            self.hotspots.append(("burrow", (x, y), rr))

    def _count(self, surface, n, pos, f, col):
        img = f.render(str(n), True, (252, 248, 238))
        r = img.get_rect(center=pos).inflate(max(6, img.get_height() // 2), 0)
        r.h = r.w = max(r.w, img.get_height())
        r.center = pos
        pygame.draw.ellipse(surface, style.darken(col, 0.5), r)
        pygame.draw.ellipse(surface, (252, 248, 238), r, 1)
        surface.blit(img, img.get_rect(center=r.center))

    def _forest_relics(self, surface, view, k):
        """The Keepers' relics in the forests (Law 15.2.1, 15.3.1): a tile per relic around the
        forest's spot, its type's mark on it; the value only on a relic the view shows face up.
        A face-down relic arrives here as `relic-<type>`, without a value (Keepers.view), so no
        seat's screen can show one. `drawn_relics` lists (forest, type, value or None) (tests)."""
        self.drawn_relics = []
        for seat, fb in enumerate(view.get("faction_boards", [])):
            if not isinstance(fb, dict) or view["factions"][seat] != "keepers":
                continue
            size = max(14, int(34 * k))
            gap = max(1, int(3 * k))
            for f, lst in fb.get("forests", {}).items():
                if f not in self.forest_pos or not lst:
                    continue
                cx, cy = self.to_screen(*self.forest_pos[f])
                per_row = 3
                rows = [lst[i:i + per_row] for i in range(0, len(lst), per_row)]
                y = cy - (len(rows) * (size + gap) - gap) // 2
                for row in rows:
                    x = cx - (len(row) * (size + gap) - gap) // 2
                    for kind in row:
                        parts = kind.split("-")
                        rtype = parts[1] if len(parts) > 1 else ""
                        value = int(parts[2]) if len(parts) > 2 and parts[2].isdigit() else None
                        surface.blit(glyphs.relic(rtype, value, size), (x, y))
                        self.drawn_relics.append((f, rtype, value))
                        x += size + gap
                    y += size + gap

    def _vagabond(self, surface, view, k):
        """The pawns of the Vagabonds and the Vagabot (Law 9.2.1, Rootbotics 7.3.2), and the
        Exile's pawn in its forest (Law App. E)."""
        from .panels.vagabond import pawn_place
        for h in view.get("hirelings") or ():
            at = h.get("at", 0)                   # a pawn in a clearing: the Protector, the Flotilla
            if at and at in self.pos:
                x, y = self.pos[at]
                self.drawn.append((f"clearing:{at}", "pawn", h["side_id"], 1))
                img = glyphs.pawn(max(12, int(54 * k)), h["side_id"])
                surface.blit(img, img.get_rect(center=self.to_screen(x - R * 0.66, y - R * 0.05)))
            f = h.get("forest", "")
            if f and f in self.forest_pos:
                self.drawn.append((f"forest:{f}", "pawn", h["side_id"], 1))
                img = glyphs.pawn(max(12, int(54 * k)), h["side_id"])
                surface.blit(img, img.get_rect(center=self.to_screen(*self.forest_pos[f])))
        for seat, fb in enumerate(view.get("faction_boards", [])):
            if not isinstance(fb, dict) or view["factions"][seat] not in PAWN_FACTIONS:
                continue
            kind, _, ident = pawn_place(fb).partition(":")
            pos = None
            if kind == "clearing" and ident.isdigit() and int(ident) in self.pos:
                x, y = self.pos[int(ident)]
                pos = (x + R * 0.66, y - R * 0.05)
            elif kind == "forest" and ident in self.forest_pos:
                pos = self.forest_pos[ident]
            if pos:
                self.drawn.append((f"{kind}:{ident}", "pawn", seat, 1))
                if view["factions"].count("vagabond-2") and view["factions"][seat] == "vagabond-2":
                    pos = (pos[0], pos[1] + R * 0.5)           # two pawns in one clearing stay apart
                img = glyphs.pawn(max(12, int(54 * k)), view["factions"][seat])
                surface.blit(img, img.get_rect(center=self.to_screen(*pos)))

    def _arrow(self, surface, arrow, k):
        a, b = arrow
        if a not in self.pos or b not in self.pos:
            return
        pa, pb = self.to_screen(*self.pos[a]), self.to_screen(*self.pos[b])
        L = math.dist(pa, pb)
        if L < 1:
            return
        ux, uy = (pb[0] - pa[0]) / L, (pb[1] - pa[1]) / L
        s = (pa[0] + ux * R * k * 0.6, pa[1] + uy * R * k * 0.6)
        e = (pb[0] - ux * R * k * 0.75, pb[1] - uy * R * k * 0.75)
        w = max(3, int(9 * k))
        pygame.draw.line(surface, (40, 28, 18), s, e, w + 4)
        pygame.draw.line(surface, style.GLOW, s, e, w)
        hx, hy = e
        head = [(hx + ux * 18 * k, hy + uy * 18 * k), (hx - uy * 14 * k, hy + ux * 14 * k), (hx + uy * 14 * k, hy - ux * 14 * k)]
        pygame.draw.polygon(surface, (40, 28, 18), head)
        pygame.draw.polygon(surface, style.GLOW, [(x * 0.9 + hx * 0.1, y * 0.9 + hy * 0.1) for x, y in head])
