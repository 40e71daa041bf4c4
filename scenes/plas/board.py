"""The map: 12 provinces in 4 realms, drawn from the content pack's positions (a 0..100 grid).

The painted land (realm territories with irregular borders, roads, terrain marks, realm names)
is rendered once per size and zoom step and cached; provinces, defense shields, banners, leaders
and the glow on legal targets are drawn every frame over it. Zoom and pan (scenes/zoompan.py, as
the Root board) paint the whole picture bigger, sharp at each step, and show it through the map's
window: every position, hit rectangle and tooltip comes from the same placement, so a click lands
on the province drawn under it at every zoom.
"""
from __future__ import annotations

import math

import pygame

from game.core.i18n import N_, _, language, term
from game.plas.scoring import REALM_BONUS, REALM_MIN

from .. import theme
from ..zoompan import ZoomPan
from . import icons, palette

LAND = (226, 210, 172)
SEA = (146, 176, 190)
SEA_DEEP = (112, 146, 168)
CELL = 5                                   # low-resolution field cell, in design pixels
_BASES: dict = {}                          # (pack hash, size, scale) -> painted land, shared by tables
_NAME_PLANS: dict = {}                     # (pack hash, window size, scale, language) -> realm names at zoom 1

# A province's kind in its tooltip (FR rules: village, cité, place forte).
KINDS = {"village": N_("village"), "city": N_("city"), "stronghold": N_("stronghold")}


def _noise(x: float, y: float) -> float:
    """A smooth, fixed wobble for borders (no randomness: the same map every time)."""
    return (math.sin(x * 0.071 + y * 0.033) + math.sin(x * 0.029 - y * 0.087 + 1.7)
            + 0.6 * math.sin(x * 0.19 + y * 0.15 + 0.4) + 0.5 * math.sin(x * 0.13 - y * 0.23 + 2.1))


def _hash(i: int) -> float:
    i = (i * 2654435761) & 0xFFFFFFFF
    i ^= i >> 13
    i = (i * 1274126177) & 0xFFFFFFFF
    return (i & 0xFFFF) / 0xFFFF


class MapView(ZoomPan):
    """The map in its window `rect`; at zoom step `zi` the picture (`area`) is bigger than the
    window and `ox, oy` (its top-left corner on screen) is where the player panned it."""

    def __init__(self, content):
        super().__init__()
        self.content = content
        self.ids = list(content.provinces)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.pos: dict[str, tuple[int, int]] = {}           # on screen
        self.local: dict[str, tuple[int, int]] = {}         # in the picture
        self.home_r = 20                                    # token radius at zoom 1
        self.stamp_left = False                             # the SAMPLE stamp's corner (the compass has the other)
        self.base: pygame.Surface | None = None
        self.token_r = 20
        self.cell = CELL
        self.rough = False                        # the land is a stretched stand-in (mid-resize)
        self.name_rects: list = []
        self.name_spots: dict = {}                 # realm id -> its name's rect (map-local)

    @property
    def area(self) -> pygame.Rect:
        """The whole picture on screen (the window itself at zoom 1)."""
        w, h = self.picture_size()
        return pygame.Rect(round(self.ox), round(self.oy), round(w), round(h))

    def layout(self, rect: pygame.Rect, quick: bool = False) -> None:
        """Place the provinces in `rect` and paint the land. `quick` (while a window is being
        resized) stretches the last painting instead; `finish()` paints it properly later."""
        rect = pygame.Rect(rect)
        if rect == self.rect and self.base is not None and not self.rough:
            return
        self.rect = rect
        r = max(14, min(rect.w, rect.h) // 17)
        for _n in range(3):                        # tokens small enough never to touch each other
            pts = list(self._place(rect.w, rect.h, r).values())
            near = min(math.hypot(a[0] - b[0], (a[1] - b[1]) * 1.3) for i, a in enumerate(pts) for b in pts[i + 1:])
            r2 = int(max(12, min(min(rect.w, rect.h) // 17, near * 0.33, theme.px(30))))
            if r2 == r:
                break
            r = r2
        self.home_r = r
        self.center_view()                         # a new window: the zoom step stays, centred
        self._rescale(quick)

    def _rescale(self, quick: bool) -> None:
        """Place the provinces in the picture at the current zoom and paint it (or, `quick`,
        stretch the last painting until `finish()`)."""
        area = self.area
        self.token_r = round(self.home_r * self.zoom)
        self.local = self._place(area.w, area.h, self.token_r)
        self._moved()
        self.cell = max(4, round(CELL * theme.scale() * self.zoom))
        if quick and self.base is not None and self._key() not in _BASES:
            self.base = pygame.transform.smoothscale(self.base, area.size)
            self.rough = True
            return
        self.base = self._paint()
        self.rough = False

    def _moved(self) -> None:
        ox, oy = round(self.ox), round(self.oy)
        self.pos = {pid: (ox + x, oy + y) for pid, (x, y) in self.local.items()}

    def _key(self) -> tuple:
        # the realm names are painted in
        return (getattr(self.content, "hash", ""), self.area.size, theme.scale(), language())

    # --- zoom and pan: the shared steps and bounds, then the picture follows ---------------
    def set_zoom(self, zi: int, anchor=None, quick: bool = True) -> None:
        before = self.zi
        super().set_zoom(zi, anchor)
        if self.zi != before:
            self._rescale(quick)

    def pan(self, dx: float, dy: float) -> None:
        super().pan(dx, dy)
        self._moved()

    def fit(self) -> None:
        before = self.zi
        super().fit()
        if before:
            self._rescale(quick=False)
        self._moved()

    def province_at(self, pos) -> str | None:
        """The province whose token or name plate is under screen point `pos` (in the window)."""
        if not self.rect.collidepoint(pos):
            return None
        return next((pid for pid in reversed(self.ids) if self.province_rect(pid).collidepoint(pos)), None)

    def finish(self) -> None:
        """Paint the land properly after a quick (stretched) layout."""
        if self.rough:
            self.base = self._paint()
            self.rough = False

    def _place(self, w: int, h: int, r: int) -> dict[str, tuple[int, int]]:
        """Each province's place in a picture of `w`×`h` with tokens of radius `r`."""
        padx, pady = r * 2.4, r * 1.6
        return {pid: (int(padx + pr.x / 100 * (w - 2 * padx)), int(pady + pr.y / 100 * (h - 2 * pady - r)))
                for pid, pr in self.content.provinces.items()}

    # --- the painted land ------------------------------------------------------------
    def _paint(self) -> pygame.Surface:
        key = self._key()
        hit = _BASES.get(key)
        if hit is not None:
            surf, self.name_rects, self.name_spots, corner = hit
        else:
            surf = self._paint_new()
            corner = self.compass_corner
            # zoomed pictures are big: keep a few, and at most ~20 million pixels
            if len(_BASES) > 6 or sum(s.get_width() * s.get_height() for s, *_r in _BASES.values()) > 20_000_000:
                _BASES.clear()
            _BASES[key] = (surf, self.name_rects, self.name_spots, corner)
        if self.zi == 0:
            self.stamp_left = corner == (False, False)       # the compass has the bottom-right corner
        return surf

    def _paint_new(self) -> pygame.Surface:
        C = self.cell
        sc = theme.scale()
        w, h = self.area.size
        gw, gh = w // C + 2, h // C + 2
        pts = [self.local[p] for p in self.ids]
        realms = [self.content.provinces[p].realm for p in self.ids]
        rcol = {r: palette.mix(palette.hex_colour(self.content.realms[r].colour), LAND, 0.55) for r in self.content.realms}
        reach = max(w, h) * 0.21
        owner = [[-1] * gw for _ in range(gh)]
        low = pygame.Surface((gw, gh))
        for gy in range(gh):
            y = gy * C
            for gx in range(gw):
                x = gx * C
                wob = _noise(x / sc, y / sc) * reach * 0.06
                best, bi = 1e9, -1
                for i, (px_, py_) in enumerate(pts):
                    d = math.hypot(x - px_, (y - py_) * 1.15)
                    if d < best:
                        best, bi = d, i
                if best + wob > reach:
                    depth = min(1.0, (best + wob - reach) / (reach * 0.5))
                    low.set_at((gx, gy), palette.mix(SEA, SEA_DEEP, depth))
                else:
                    owner[gy][gx] = bi
                    shade = 0.07 * math.sin((x * 0.05 + y * 0.04) / sc) + 0.05 * _noise(x * 3 / sc, y * 3 / sc) / 3
                    base = rcol[realms[bi]]
                    low.set_at((gx, gy), palette.mix(base, (255, 250, 235) if shade > 0 else (90, 70, 50), abs(shade)))
        surf = pygame.transform.smoothscale(low, (gw * C, gh * C)).subsurface((0, 0, w, h)).copy()
        # borders: province (thin, dotted) and realm (thicker ink)
        ink = (96, 74, 52)
        for gy in range(gh - 1):
            for gx in range(gw - 1):
                a = owner[gy][gx]
                for b, (dx, dy) in ((owner[gy][gx + 1], (1, 0)), (owner[gy + 1][gx], (0, 1))):
                    if a == b:
                        continue
                    cx, cy = gx * C + C // 2 + dx * C // 2, gy * C + C // 2 + dy * C // 2
                    if a < 0 or b < 0:
                        pygame.draw.circle(surf, (110, 96, 74), (cx, cy), max(1, C // 3))   # coastline
                    elif realms[a] != realms[b]:
                        pygame.draw.circle(surf, ink, (cx, cy), max(1, C // 3))
                    elif (gx + gy) % 2 == 0:
                        pygame.draw.circle(surf, palette.mix(ink, LAND, 0.45), (cx, cy), max(1, C // 5))
        self.name_rects, self.name_imgs, self.name_spots = [], [], {}
        self.compass_corner = None
        self._waves(surf, owner)
        self._realm_names(surf, pts, realms, owner)
        self._terrain(surf, owner, realms, pts)
        self._compass(surf, owner)
        self._roads(surf)
        for img, r in self.name_imgs:
            surf.blit(img, r)
        pygame.draw.rect(surf, (110, 86, 60), surf.get_rect(), width=max(2, theme.px(2)))
        return surf

    def _stamp_parts(self):
        """The SAMPLE CONTENT stamp's picture and its rect on the window's bottom corner (the one
        the compass leaves free), or None for a published map."""
        provs = {p.provenance for p in self.content.provinces.values()}
        if "sample" not in provs:
            return None
        f = theme.font("text-bold", 9)
        img = f.render(_("SAMPLE CONTENT · our own map, not the published board"), True, (110, 70, 20))
        win = self.rect
        if self.stamp_left:
            r = img.get_rect(bottomleft=(win.x + theme.px(8), win.bottom - theme.px(6))).inflate(theme.px(10), theme.px(4))
        else:
            r = img.get_rect(bottomright=(win.right - theme.px(8), win.bottom - theme.px(6))).inflate(theme.px(10), theme.px(4))
        return img, r

    def controls_at(self, w: int, h: int) -> pygame.Rect:
        """Where a row of controls `w`×`h` goes: in the bottom strip the realm names keep clear,
        beside the SAMPLE stamp (the compass may hold the other corner)."""
        parts = self._stamp_parts()
        gap = theme.px(6)
        bottom = self.rect.bottom - theme.px(4)
        if parts is None:
            return pygame.Rect(self.rect.x + theme.px(8), bottom - h, w, h)
        r = parts[1]
        if self.stamp_left:
            return pygame.Rect(r.right + gap, bottom - h, w, h)
        return pygame.Rect(r.x - gap - w, bottom - h, w, h)

    def _stamp(self, surf):
        """Sample content: the provinces, realms and roads are our own, not the published board.
        Drawn on the window's corner, so it stays in sight at every zoom."""
        parts = self._stamp_parts()
        if parts is None:
            return
        img, r = parts
        self.stamp_rect = r
        pygame.draw.rect(surf, (236, 214, 150), r, border_radius=theme.px(3))
        pygame.draw.rect(surf, (170, 130, 60), r, width=1, border_radius=theme.px(3))
        surf.blit(img, img.get_rect(center=r.center))

    def _terrain(self, surf, owner, realms, pts):
        C = self.cell
        r = self.token_r
        for gy in range(0, len(owner), 3):
            for gx in range(0, len(owner[0]), 3):
                i = owner[gy][gx]
                if i < 0:
                    continue
                k = gy * 1000 + gx
                if _hash(k) > 0.32:
                    continue
                x = gx * C + int(_hash(k + 7) * C * 2)
                y = gy * C + int(_hash(k + 13) * C * 2)
                if any(math.hypot(x - px_, y - py_) < r * 2.1 for px_, py_ in pts):
                    continue
                if any(nr.collidepoint(x, y) for nr in self.name_rects):
                    continue
                terrain = self.content.realms[realms[i]].terrain
                base = palette.hex_colour(self.content.realms[realms[i]].colour)
                col = palette.mix(base, (40, 30, 20), 0.45)
                s = max(3, r // 4)
                if terrain == "mountains":
                    pygame.draw.polygon(surf, palette.mix(base, (250, 245, 230), 0.3),
                                        [(x - s, y + s * 0.6), (x, y - s * 0.8), (x + s, y + s * 0.6)])
                    pygame.draw.lines(surf, col, False, [(x - s, y + s * 0.6), (x, y - s * 0.8), (x + s, y + s * 0.6)], max(1, s // 3))
                elif terrain == "forest":
                    pygame.draw.circle(surf, palette.mix(base, (20, 50, 20), 0.35), (x, y - s * 0.3), s * 0.6)
                    pygame.draw.line(surf, col, (x, y), (x, y + s * 0.6), max(1, s // 3))
                elif terrain == "rivers":
                    pts_ = [(x - s + j * s / 3, y + math.sin(j * 1.6) * s * 0.25) for j in range(7)]
                    pygame.draw.lines(surf, palette.mix((60, 110, 160), base, 0.3), False, pts_, max(1, s // 4))
                else:                                     # plains: tufts of wheat
                    for dx in (-s * 0.4, 0, s * 0.4):
                        pygame.draw.line(surf, col, (x + dx, y + s * 0.5), (x + dx * 1.4, y - s * 0.4), max(1, s // 4))

    def _waves(self, surf, owner):
        """Open sea: a light hatching of small waves."""
        C = self.cell
        col = palette.mix(SEA, (240, 240, 232), 0.35)
        for gy in range(1, len(owner) - 1, 2):
            for gx in range(1, len(owner[0]) - 2, 2):
                if owner[gy][gx] >= 0 or owner[gy][gx + 1] >= 0 or _hash(gy * 7919 + gx) > 0.18:
                    continue
                x, y = gx * C, gy * C
                pygame.draw.arc(surf, col, (x, y, C * 1.6, C), 0.3, 2.8, max(1, C // 4))

    def _compass(self, surf, owner):
        """A compass rose in the seaiest corner (decoration, our own drawing)."""
        C = self.cell
        gh, gw = len(owner), len(owner[0])
        k = max(6, min(gw, gh) // 5)
        best, corner = 0.0, None
        for cx, cy in ((0, 0), (gw - k, 0), (0, gh - k), (gw - k, gh - k)):
            sea = sum(1 for y in range(cy, cy + k) for x in range(cx, cx + k) if owner[y][x] < 0) / (k * k)
            if sea > best:
                best, corner = sea, (cx, cy)
        if corner is None or best < 0.85:
            return
        self.compass_corner = (corner[0] < gw // 2, corner[1] < gh // 2)      # (left?, top?)
        r = k * C * 0.36
        cx, cy = (corner[0] + k / 2) * C, (corner[1] + k / 2) * C
        ink, light = (70, 86, 96), (236, 232, 214)
        pygame.draw.circle(surf, palette.mix(SEA, light, 0.35), (cx, cy), r * 0.62)
        pygame.draw.circle(surf, ink, (cx, cy), r * 0.62, width=max(1, C // 4))
        for i in range(8):
            a = i * math.pi / 4
            ln = r if i % 2 == 0 else r * 0.55
            tip = (cx + ln * math.sin(a), cy - ln * math.cos(a))
            side1 = (cx + r * 0.14 * math.sin(a + math.pi / 2), cy - r * 0.14 * math.cos(a + math.pi / 2))
            side2 = (cx + r * 0.14 * math.sin(a - math.pi / 2), cy - r * 0.14 * math.cos(a - math.pi / 2))
            pygame.draw.polygon(surf, ink if i % 2 == 0 else palette.mix(ink, light, 0.4), [tip, side1, (cx, cy)])
            pygame.draw.polygon(surf, light, [tip, side2, (cx, cy)])
            pygame.draw.polygon(surf, ink, [tip, side1, (cx, cy), side2], width=1)
        f = theme.font("display-bold", max(8, r / theme.scale() * 0.32))
        n = f.render("N", True, ink)
        surf.blit(n, n.get_rect(midbottom=(cx, cy - r - 1)))

    def _roads(self, surf):
        ox, oy = 0, 0
        done = set()
        col = (122, 94, 64)
        for pid, pr in self.content.provinces.items():
            for q in pr.adjacent:
                key = tuple(sorted((pid, q)))
                if key in done or q not in self.local:
                    continue
                done.add(key)
                (x1, y1), (x2, y2) = self.local[pid], self.local[q]
                d = math.hypot(x2 - x1, y2 - y1) or 1
                n = int(d / max(6, self.token_r * 0.45))
                for k in range(n):
                    if k % 2:
                        continue
                    t0, t1 = k / n, (k + 1) / n
                    pygame.draw.line(surf, col, (x1 + (x2 - x1) * t0 - ox, y1 + (y2 - y1) * t0 - oy),
                                     (x1 + (x2 - x1) * t1 - ox, y1 + (y2 - y1) * t1 - oy), max(2, self.token_r // 8))

    def _realm_names(self, surf, pts, realms, owner):
        C = self.cell
        """Each realm's name on its own land, as far as it can be from tokens and name plates."""
        gh, gw = len(owner), len(owner[0])
        r = self.token_r
        inside = surf.get_rect().inflate(-theme.px(8), 0)
        inside.h -= theme.px(26)               # the board's frame and the SAMPLE CONTENT stamp cover the bottom edge
        obstacles = [pygame.Rect(x - r * 1.4, y - r * 1.5, r * 3.0, r * 2.6) for x, y in pts] + \
                    [pygame.Rect(x - r * 1.7, y + r, r * 3.4, r * 0.9) for x, y in pts]

        def gap(a, b):
            dx = max(b.left - a.right, a.left - b.right, 0)
            dy = max(b.top - a.bottom, a.top - b.bottom, 0)
            return math.hypot(dx, dy * 1.5)
        plan_key = (getattr(self.content, "hash", ""), self.rect.size, theme.scale(), language())
        plan = _NAME_PLANS.get(plan_key) if self.zi else None
        if plan is not None:                   # zoomed: the names where zoom 1 found room, scaled (the search is slow)
            for rid, (size, text, (cx, cy)) in plan.items():
                realm = self.content.realms[rid]
                colour = palette.mix(palette.hex_colour(realm.colour), (40, 26, 16), 0.6)
                img = _render_lines(theme.font("display-italic", max(10, r / theme.scale() * size)), text, colour)
                self._place_name(img, (round(cx * self.zoom), round(cy * self.zoom)), rid)
            return
        plan = {}
        for rid, realm in self.content.realms.items():
            colour = palette.mix(palette.hex_colour(realm.colour), (40, 26, 16), 0.6)
            name = term(realm.name).upper()
            # a long name (French, Portuguese) goes smaller, then on two lines
            tries = [(size, name) for size in (0.8, 0.68, 0.58, 0.5, 0.44)] + \
                [(size, _two_lines(name)) for size in (0.58, 0.5, 0.44)]
            for size, text in tries:
                f = theme.font("display-italic", max(10, r / theme.scale() * size))
                img = _render_lines(f, text, colour)
                half = img.get_width() // 2 // C + 1
                vh = img.get_height() // C + 1
                best, spot = -1.0, None
                for gy in range(vh, gh - vh - 1):
                    for gx in range(half + 1, gw - half - 1):
                        i = owner[gy][gx]
                        if i < 0 or realms[i] != rid:
                            continue
                        ok = all(0 <= owner[gy + dy][gx + dx] and realms[owner[gy + dy][gx + dx]] == rid
                                 for dx in (-half, 0, half) for dy in (-vh // 2, vh // 2))
                        if not ok:
                            continue
                        rect = img.get_rect(center=(gx * C, gy * C))
                        if not inside.contains(rect):      # clear of the frame and the sample stamp
                            continue
                        clear = min(gap(rect, o) for o in obstacles)
                        if clear > best:
                            best, spot = clear, rect.center
                if spot is not None and best > r * 0.25:
                    break
            if spot is None:
                continue
            self._place_name(img, spot, rid)
            plan[rid] = (size, text, spot)
        if self.zi == 0:
            if len(_NAME_PLANS) > 6:
                _NAME_PLANS.clear()
            _NAME_PLANS[plan_key] = plan

    def _place_name(self, img, spot, rid) -> None:
        C = self.cell
        img.set_alpha(185)
        self.name_rects.append(img.get_rect(center=spot).inflate(C * 2, C))
        self.name_imgs.append((img, img.get_rect(center=spot)))
        self.name_spots[rid] = img.get_rect(center=spot)

    # --- every frame -------------------------------------------------------------------
    def province_rect(self, pid: str) -> pygame.Rect:
        r = self.token_r
        x, y = self.pos[pid]
        return pygame.Rect(x - r * 1.3, y - r * 1.3, r * 2.6, r * 3.2)

    def draw(self, surface, view, glow, t: float, hits: list, tips: list | None = None, names=None,
             hide_leader: int | None = None) -> None:
        """Draw the map for `view`; `glow(key)` says whether a thing is a legal target;
        `hits` receives (rect, key) of every clickable province: the part of it in the window,
        where it is drawn at the current zoom and pan."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        try:
            self._draw(surface, view, glow, t, hits, tips, names, hide_leader)
            self._stamp(surface)
        finally:
            surface.set_clip(clip)

    def _draw(self, surface, view, glow, t, hits, tips, names, hide_leader) -> None:
        surface.blit(self.base, self.area.topleft)
        r = self.token_r
        provs = view["provinces"]
        for pid in self.ids:
            pv = provs[pid]
            x, y = self.pos[pid]
            seen = self.province_rect(pid).inflate(r * 5, r * 2).clip(self.rect)    # with its leaders and shield
            if not seen.w or not seen.h:
                continue                                 # panned out of the window
            key = f"province:{pid}"
            if glow(key):
                _glow(surface, (x, y), r * 1.25, t)
            realm_col = palette.hex_colour(self.content.realms[pv["realm"]].colour)
            pygame.draw.circle(surface, (70, 52, 36), (x + 2, y + 3), r)           # shadow
            pygame.draw.circle(surface, palette.mix(realm_col, (250, 244, 230), 0.5), (x, y), r)
            pygame.draw.circle(surface, palette.mix(realm_col, (40, 26, 16), 0.45), (x, y), r, width=max(2, r // 7))
            kind_icon = {"village": icons.village, "city": icons.city, "stronghold": icons.tower}[pv["kind"]]
            kind_icon(surface, (x, y + r * 0.05), r * 0.55)
            # name plate
            f = theme.font("text-bold", max(9, r / theme.scale() * 0.55))
            img = f.render(pv["name"], True, theme.INK)
            plate = img.get_rect(midtop=(x, y + r + 2)).inflate(8, 2)
            if self.rect.contains(plate):             # panned half out of the window: no cut name
                pygame.draw.rect(surface, (246, 238, 218), plate, border_radius=plate.h // 2)
                pygame.draw.rect(surface, (130, 106, 78), plate, width=1, border_radius=plate.h // 2)
                surface.blit(img, img.get_rect(center=plate.center))
            # defense shield (current / printed)
            sc = (x - r * 0.95, y - r * 0.75)
            damaged = pv["defense"] < pv["max_defense"]
            icons.shield(surface, sc, r * 0.52, fill=(236, 226, 200) if not damaged else (232, 196, 170))
            fd = theme.font("display-bold", max(9, r / theme.scale() * 0.62))
            img = fd.render(str(pv["defense"]), True, (150, 40, 30) if damaged else theme.INK)
            if self.rect.contains(img.get_rect(center=(sc[0], sc[1] - r * 0.08))):
                surface.blit(img, img.get_rect(center=(sc[0], sc[1] - r * 0.08)))
            if pv["port"]:
                pygame.draw.circle(surface, (236, 242, 246), (x + r * 0.9, y + r * 0.72), r * 0.36)
                icons.anchor(surface, (x + r * 0.9, y + r * 0.74), r * 0.3)
            if pv["controller"] is not None:
                _banner(surface, (x + r * 0.55, y - r * 0.5), r, pv["controller"])
            for k, seat in enumerate(x for x in pv["leaders"] if x != hide_leader):
                lx = x - r * 1.25 - k * r * 0.55
                icons.leader(surface, (lx, y + r * 0.35), r * 0.5, palette.seat_colour(seat), palette.seat_dark(seat))
                palette.seat_mark(surface, seat, (lx, y + r * 0.52), r * 0.14, edge=False)
            hit = self.province_rect(pid).clip(self.rect)
            if hit.w and hit.h:
                hits.append((hit, key))
            if tips is not None and hit.w and hit.h:
                pr = self.content.provinces[pid]
                who = names(pv["controller"]) if pv["controller"] is not None and names else _("nobody")
                adj = ", ".join(term(self.content.provinces[q].name) for q in pr.adjacent)
                leaders = ", ".join(names(x) for x in pv["leaders"]) if pv["leaders"] and names else _("none")
                lines = [f"{term(pr.name)} — {term(self.content.realms[pr.realm].name)}, {_(KINDS.get(pr.kind, pr.kind))}"
                         + (", " + _("port") if pr.port else ""),
                         _("Defense {n} (printed {printed}) · controlled by {who}").format(
                             n=pv["defense"], printed=pv["max_defense"], who=who),
                         _("Leaders here: {names}").format(names=leaders),
                         _("Roads to {provinces}").format(provinces=adj)
                         + (" · " + _("sails to every other port") if pr.port else "")]
                if pr.provenance == "sample":
                    lines.append(_("Sample content (our own province, not the published one)"))
                tips.append((hit, "\n".join(lines)))
        self._realm_marks(surface, view, tips, names)

    def draw_drop(self, surface, view, piece: str, seat: int, pid: str, u: float) -> None:
        """One placed piece falling into its place and fading in (`u` from 0 to 1), over the
        piece already drawn there: a control banner or a leader."""
        if pid not in self.pos:
            return
        r = self.token_r
        x, y = self.pos[pid]
        if piece == "banner":
            at = (x + r * 0.55, y - r * 0.5)
        else:
            here = list(view["provinces"][pid]["leaders"])
            k = here.index(seat) if seat in here else 0
            at = (x - r * 1.25 - k * r * 0.55, y + r * 0.35)
        img = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
        c = (r * 2, r * 2)
        if piece == "banner":
            _banner(img, c, r, seat)
        else:
            icons.leader(img, c, r * 0.5, palette.seat_colour(seat), palette.seat_dark(seat))
        img.set_alpha(int(255 * min(1.0, 0.3 + u)))
        fall = int(r * 3.5 * (1 - u) ** 2)                   # eases into place
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        surface.blit(img, (at[0] - c[0], at[1] - c[1] - fall))
        surface.set_clip(clip)

    def _realm_marks(self, surface, view, tips, names) -> None:
        """Beside each realm's name: a crown and the mark of every seat controlling it."""
        r = self.token_r
        if self.rough:
            return                                 # names move with the real painting, after a resize
        for rid, spot in self.name_spots.items():
            holders = [p["seat"] for p in view["players"] if rid in p["realms"]]
            if not holders:
                continue
            x = self.area.x + spot.right + r * 0.35
            y = self.area.y + spot.centery
            cw = r * 0.55
            crown = [(x, y + cw * 0.5), (x, y - cw * 0.3), (x + cw * 0.3, y), (x + cw * 0.6, y - cw * 0.55),
                     (x + cw * 0.9, y), (x + cw * 1.2, y - cw * 0.3), (x + cw * 1.2, y + cw * 0.5)]
            pygame.draw.polygon(surface, (214, 170, 60), crown)
            pygame.draw.polygon(surface, (110, 76, 20), crown, width=max(1, r // 14))
            xx = x + cw * 1.2 + r * 0.3
            for seat in holders:
                palette.seat_mark(surface, seat, (xx, y), r * 0.28)
                xx += r * 0.62
            if tips is not None:
                who = ", ".join(names(s_) if names else str(s_ + 1) for s_ in holders)
                tips.append((pygame.Rect(x, y - r * 0.4, xx - x, r * 0.8).clip(self.rect),
                             _("{realm} is controlled by {who} ({n}+ of its provinces): {bonus} at the year-end "
                               "scorings").format(realm=term(self.content.realms[rid].name), who=who, n=REALM_MIN,
                                                  bonus=" / ".join(f"+{b}" for b in REALM_BONUS))))


def _glow(surface, center, r, t):
    pulse = 0.5 + 0.5 * math.sin(t * 4.0)
    rr = int(r * (1.18 + 0.06 * pulse))
    g = pygame.Surface((rr * 2 + 4, rr * 2 + 4), pygame.SRCALPHA)
    for i in range(6, 0, -1):
        pygame.draw.circle(g, (*palette.GLOW, int(30 + 20 * pulse) // i + 10), (rr + 2, rr + 2), rr - (6 - i) * r * 0.03)
    surface.blit(g, (center[0] - rr - 2, center[1] - rr - 2))
    pygame.draw.circle(surface, palette.GLOW, center, int(r * 1.02), width=max(2, int(r / 8)))


def glow_rect(surface, rect: pygame.Rect, t: float, radius: int = 6) -> None:
    """The glow around a legal card, slot or button-like thing."""
    pulse = 0.5 + 0.5 * math.sin(t * 4.0)
    pad = max(3, rect.h // 20)
    g = pygame.Surface((rect.w + pad * 4, rect.h + pad * 4), pygame.SRCALPHA)
    for i in range(3):
        pygame.draw.rect(g, (*palette.GLOW, int(50 + 40 * pulse) // (i + 1)), g.get_rect().inflate(-i * pad, -i * pad),
                         border_radius=radius + pad * 2)
    surface.blit(g, (rect.x - pad * 2, rect.y - pad * 2))
    pygame.draw.rect(surface, palette.GLOW, rect.inflate(pad, pad), width=max(2, pad // 2 + 1), border_radius=radius + pad // 2)


def placed(old: dict, new: dict, events) -> list[tuple[str, int, str]]:
    """(piece, seat, province) of each piece the new view shows that the old did not and that no
    move brought: a control banner raised (a conquest, a setup), a leader set down (a starting
    village). What drops in (issue 16), read from two public views."""
    moved = {(e.seat, e.data["to"]) for e in events if e.kind == "plas.move" and "to" in (e.data or {})}
    out = []
    old_p, new_p = old.get("provinces", {}), new.get("provinces", {})
    for pid, pv in new_p.items():
        was = old_p.get(pid)
        if was is None:
            continue
        if pv["controller"] is not None and pv["controller"] != was["controller"]:
            out.append(("banner", pv["controller"], pid))
        for seat in pv["leaders"]:
            if seat not in was["leaders"] and (seat, pid) not in moved:
                out.append(("leader", seat, pid))
    return out


def _banner(surface, base, r, seat):
    """A pennant on a pole in the controller's colour, with the seat's shape."""
    x, y = base
    pole = max(2, r // 9)
    pygame.draw.line(surface, (70, 50, 30), (x, y + r * 0.4), (x, y - r * 0.9), pole)
    fill, dark = palette.seat_colour(seat), palette.seat_dark(seat)
    pts = [(x, y - r * 0.9), (x + r * 0.95, y - r * 0.9), (x + r * 0.75, y - r * 0.55), (x + r * 0.95, y - r * 0.2), (x, y - r * 0.2)]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, dark, pts, width=max(1, r // 12))
    _emblem(surface, seat, (x + r * 0.4, y - r * 0.55), r * 0.17)


def _emblem(surface, seat, center, r):
    pts = palette.shape_points(palette.SHAPES[seat % 4], center, r)
    light = (250, 240, 220)
    if pts is None:
        pygame.draw.circle(surface, light, center, r)
    else:
        pygame.draw.polygon(surface, light, pts)


def _two_lines(name: str) -> str:
    """A realm name split at the space nearest its middle ("EMPIRE DES CLANS / DE LA MONTAGNE")."""
    words = name.split()
    if len(words) < 2:
        return name
    cut = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
    return " ".join(words[:cut]) + "\n" + " ".join(words[cut:])


def _render_lines(f, text: str, colour) -> pygame.Surface:
    """`text` (one or more lines) centred line by line on one transparent picture."""
    imgs = [f.render(line, True, colour) for line in text.split("\n")]
    if len(imgs) == 1:
        return imgs[0]
    out = pygame.Surface((max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs)), pygame.SRCALPHA)
    y = 0
    for i in imgs:
        out.blit(i, i.get_rect(midtop=(out.get_width() // 2, y)))
        y += i.get_height()
    return out
