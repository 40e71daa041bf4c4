"""The valley map: pointy-top hex tiles in holders of three (rb p.21, 68), each tile's three
zones coloured by their sites with the site icons, veils over undiscovered tiles, modules,
place tokens (fire, shelter, depletion, mystery), camps and the character figures. Zoom with
the wheel or +/-, pan by dragging. Every drawn thing records a hit key for the table:
`cell:<q,r>`, `zone:<q,r>:<A|B|C>`, `site:<q,r>:<site>`, `fig:<cid>`."""
from __future__ import annotations

import math

import pygame

from game.core.i18n import N_, _, ngettext

from .. import theme
from . import icons, names

SQ3 = math.sqrt(3)
ZONE_CORNERS = {"A": (0, 1, 2), "B": (2, 3, 4), "C": (4, 5, 0)}   # corner 0 = top, clockwise
VEIL = (104, 112, 126)
HOLDER = (92, 70, 50)


def parse(k: str) -> tuple[int, int]:
    q, r = k.split(",")
    return int(q), int(r)


class _Recorder:
    """Stands for the table while the tile layer is drawn: its hits and texts are kept and
    given to the table again each time the kept layer is reused."""

    def __init__(self):
        self.calls: list[tuple] = []

    def cell(self, k: str) -> None:
        self.calls.append(("cell", k))

    def add_hit(self, rect, key: str, tip: str | None = None) -> None:
        self.calls.append(("hit", pygame.Rect(rect), key, tip))

    def record_text(self, text: str, rect, within) -> None:
        self.calls.append(("text", text, pygame.Rect(rect), pygame.Rect(within)))


class MapView:
    def __init__(self):
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.zoom = 1.0
        self.pan = [0.0, 0.0]
        self.R = 40.0
        self.origin = (0.0, 0.0)
        # where the valley may grow (rb p.68), while the players choose: (number on its button,
        # its three cells, its words, hovered, its choice id); outlined with the number, fitted in
        self.ghosts: list[tuple[int, list[str], str, bool, str]] = []
        self.ghost_spots: dict[str, tuple[pygame.Rect, str, bool]] = {}      # as drawn: rect, words, hot

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.fit_rect = pygame.Rect(rect)

    def fit(self, cells) -> None:
        """Hex size and origin so every tile fits the map area (before zoom and pan)."""
        pts = [self._raw(*parse(k)) for k in cells] or [(0.0, 0.0)]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        span_w = (max(xs) - min(xs)) + SQ3 + 0.6
        span_h = (max(ys) - min(ys)) + 2.0 + 0.6
        fr = self.fit_rect
        base = min(fr.w / span_w, fr.h / span_h, theme.px(120))
        self.R = base * self.zoom
        cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
        self.origin = (fr.centerx - cx * self.R + self.pan[0], fr.centery - cy * self.R + self.pan[1])

    @staticmethod
    def _raw(q: int, r: int) -> tuple[float, float]:
        return SQ3 * (q + r / 2), 1.5 * r

    def centre(self, k: str) -> tuple[float, float]:
        x, y = self._raw(*parse(k))
        return self.origin[0] + x * self.R, self.origin[1] + y * self.R

    def corners(self, k: str, R: float | None = None) -> list[tuple[float, float]]:
        cx, cy = self.centre(k)
        R = self.R if R is None else R
        return [(cx + R * math.cos(math.radians(-90 + 60 * i)), cy + R * math.sin(math.radians(-90 + 60 * i)))
                for i in range(6)]

    def zone_poly(self, k: str, z: str, inset: float = 0.94) -> list[tuple[float, float]]:
        cs = self.corners(k, self.R * inset)
        return [self.centre(k)] + [cs[i] for i in ZONE_CORNERS[z]]

    def zone_centre(self, k: str, z: str) -> tuple[float, float]:
        poly = self.zone_poly(k, z)
        return sum(p[0] for p in poly) / 4, sum(p[1] for p in poly) / 4

    def zoom_at(self, pos, factor: float) -> None:
        new = max(0.5, min(3.0, self.zoom * factor))
        k = new / self.zoom
        mx, my = pos[0] - self.rect.centerx, pos[1] - self.rect.centery
        self.pan = [mx - (mx - self.pan[0]) * k, my - (my - self.pan[1]) * k]
        self.zoom = new

    # --- drawing -------------------------------------------------------------------------
    def base_sig(self, view) -> tuple:
        """What the tile layer depends on: tiles, veils, modules, camps (not tokens or figures)."""
        cells = tuple((k, c["discovered"], c.get("tile"), tuple(sorted(c.get("modules", {}).items())))
                      for k, c in view["cells"].items())
        camps = tuple((x["cell"], x["zone"], x["name"], x["status"], tuple(x["improvements"])) for x in view["camps"])
        return (cells, camps, tuple(tuple(h) for h in view["holders"]), round(self.R, 3),
                (round(self.origin[0], 2), round(self.origin[1], 2)), tuple(self.rect), theme.scale())

    def draw(self, surface, view, content, ctx) -> None:
        """Paint the valley from the view; `ctx` is the table (hits, tips, text records). The
        tile layer is drawn once and kept while nothing it shows changes (a move late in a
        challenge costs what it costs early); tokens and figures are drawn every time."""
        self.fit(list(view["cells"]) + [k for g in self.ghosts for k in g[1]])
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        sig = self.base_sig(view)
        bases = self.__dict__.setdefault("_bases", {})      # a few layers: with and without an overlay open
        got = bases.pop(sig, None)
        if got is None:
            rec = _Recorder()
            self._draw_base(surface, view, content, rec)
            got = (surface.subsurface(self.rect).copy(), rec.calls, {k: list(v) for k, v in self.busy.items()},
                   list(self.label_rects))
        else:
            surface.blit(got[0], self.rect.topleft)
            self.busy = {k: list(v) for k, v in got[2].items()}
            self.label_rects = list(got[3])
        bases[sig] = got                                     # most recently used last
        while len(bases) > 4:
            del bases[next(iter(bases))]
        cells = view["cells"]
        for call in got[1]:
            if call[0] == "cell":
                k = call[1]
                c = cells[k]
                ctx.add_hit(self.cell_rect(k), f"cell:{k}", self.cell_tip(content, k, c) if c["discovered"]
                            else self.veil_tip(c))
            elif call[0] == "hit":
                ctx.add_hit(*call[1:])
            else:
                ctx.record_text(*call[1:])
        self._draw_tokens(surface, view, content, ctx)
        self.ghost_spots = {}
        self._draw_ghosts(surface, ctx)
        surface.set_clip(clip)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, width=max(1, theme.px(2)), border_radius=theme.px(8))

    def _draw_ghosts(self, surface, ctx) -> None:
        """Each place the valley may grow (rb p.68): its three terrains outlined, the number of its
        button in the middle; the one whose button is hovered filled. A newcomer saw only words
        ("new terrains south-west of Windgap Camp, two below and one above") and no map."""
        px = theme.px
        for num, cells, words, hot, cid in self.ghosts:
            xs = [self.centre(k) for k in cells]
            mid = (sum(x for x, _y in xs) / 3, sum(y for _x, y in xs) / 3)
            spot = pygame.Rect(0, 0, int(self.R * 1.1), int(self.R * 1.1))
            spot.center = (int(mid[0]), int(mid[1]))
            hot = hot or spot.collidepoint(getattr(ctx, "mouse", (-1, -1)))
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            for k in cells:
                pts = self.corners(k, self.R * 0.92)
                if hot:
                    pygame.draw.polygon(layer, (*icons.GLOW, 120), pts)
                pygame.draw.polygon(layer, (*HOLDER, 255 if hot else 150), pts, max(2, px(3 if hot else 2)))
            surface.blit(layer, (0, 0))
            badge = max(px(11), int(self.R * 0.22))
            pygame.draw.circle(surface, icons.GLOW if hot else (250, 244, 231), mid, badge)
            pygame.draw.circle(surface, HOLDER, mid, badge, max(1, px(2)))
            ctx.label(surface, str(num), "display-bold", 15, theme.INK, mid, anchor="center", within=self.rect)
            ctx.add_hit(spot, f"ghost:{cid}")                    # a click there chooses it ("Click: …")
            self.ghost_spots[cid] = (spot, words, hot)

    def _draw_base(self, surface, view, content, ctx) -> None:
        px = theme.px
        pygame.draw.rect(surface, (214, 200, 168), self.rect, border_radius=px(8))
        R = self.R
        cells = view["cells"]
        self.busy: dict[str, list] = {}
        self.label_rects: list[pygame.Rect] = []      # tile names and module plaques, as placed
        # holders: a wooden tray under each group of three (rb p.68)
        for h in view["holders"]:
            for k in h:
                if k in cells:
                    pygame.draw.polygon(surface, HOLDER, self.corners(k, R * 1.04))
        small = theme.font("text-bold", max(9, 10 * self.zoom))
        fsite = theme.font("text", max(9, 10 * self.zoom))
        labels: list = []                                  # (kind, text, image, rect, colour, hit)
        for k, c in cells.items():
            cs = self.corners(k, R * 0.97)
            if not c["discovered"]:
                pygame.draw.polygon(surface, VEIL, cs)
                cx, cy = self.centre(k)
                for i in range(3):
                    pygame.draw.arc(surface, (140, 148, 160), pygame.Rect(cx - R * (0.3 + 0.18 * i), cy - R * (0.2 + 0.1 * i),
                                                                          R * (0.6 + 0.36 * i), R * (0.4 + 0.2 * i)),
                                    0.3 + i, 2.6 + i, max(1, px(1)))
                img = theme.font("display-bold", max(12, R * 0.42)).render("?", True, (224, 228, 236))
                surface.blit(img, img.get_rect(center=(cx, cy)))
                ctx.cell(k)
                continue
            tile = content.tiles.get(c["tile"])
            zone_site = {}
            for ts in (tile.sites if tile else ()):
                for z in ts.zones:
                    zone_site.setdefault(z, ts.site)
            for z in "ABC":
                col = icons.site_colour(zone_site[z]) if z in zone_site else (196, 182, 146)
                pygame.draw.polygon(surface, icons.mix(col, (240, 230, 205), 0.35), self.zone_poly(k, z, 0.97))
            pygame.draw.polygon(surface, (80, 62, 44), cs, max(1, px(1)))
            for z in "ABC":                          # faint zone borders
                cx, cy = self.centre(k)
                p = self.corners(k, R * 0.97)[ZONE_CORNERS[z][0]]
                pygame.draw.line(surface, (120, 100, 76), (cx, cy), p, 1)
            tip_sites = []
            busy = self.busy.setdefault(k, [])
            ctx.cell(k)
            for z in "ABC":
                zc = self.zone_centre(k, z)
                zr = pygame.Rect(0, 0, int(R * 0.5), int(R * 0.42))
                zr.center = (int(zc[0]), int(zc[1]))
                ctx.add_hit(zr, f"zone:{k}:{z}", _("Zone {z} of {tile}: {what}").format(
                    z=z, tile=c["name"], what=icons.site_name(zone_site[z]) if z in zone_site else _("open ground")))
            for ts in (tile.sites if tile else ()):
                pts = [self.zone_centre(k, z) for z in ts.zones]
                x = sum(p[0] for p in pts) / len(pts)
                y = sum(p[1] for p in pts) / len(pts)
                if len(pts) == 3:
                    x, y = self.zone_centre(k, "A")
                ir = R * 0.2
                icons.site_icon(surface, ts.site, (x, y), ir)
                busy.append((x, y))
                r = pygame.Rect(0, 0, int(ir * 2.2), int(ir * 2.2))
                r.center = (int(x), int(y))
                ctx.add_hit(r, f"site:{k}:{ts.site}", _("{site} ({tile}, zones {zones}). {does}").format(
                    site=icons.site_name(ts.site), tile=c["name"], zones="/".join(ts.zones), does=names.site_does(ts.site)))
                tip_sites.append(ts.site)
            # tile name along the top (laid out with every other label below: none overlap)
            if R > px(34):
                name = c["name"]
                img = fsite.render(name, True, (40, 30, 20))
                if img.get_width() < R * 1.5:
                    cx, cy = self.centre(k)
                    bg = img.get_rect(center=(int(cx), int(cy - R * 0.68))).inflate(px(4), 0)
                    labels.append((0, name, img, bg, (246, 238, 218), None))
            # modules: camps as tents, others as a plaque with the module's name
            for z, mid in c.get("modules", {}).items():
                mod = content.modules.get(mid)
                if mod is None:
                    continue
                where = self.centre(k) if z == "tile" else self.zone_centre(k, z)
                if z in ZONE_CORNERS:             # towards the zone's outer corner, clear of its site icon
                    oc = self.corners(k)[ZONE_CORNERS[z][1]]
                    where = (where[0] + 0.5 * (oc[0] - where[0]) - R * 0.16, where[1] + 0.5 * (oc[1] - where[1]) - R * 0.08)
                busy.append((where[0] + R * 0.16, where[1] + R * 0.08))
                if mod.kind in ("camp", "ruin"):
                    camp = next((cp for cp in view["camps"] if cp["cell"] == k and cp["zone"] == z), None)
                    ruin = mod.kind == "ruin" or (camp is not None and camp["status"] == "ruin")
                    p = (where[0] + R * 0.16, where[1] + R * 0.08)
                    icons.camp(surface, p, R * 0.17, ruin)
                    r = pygame.Rect(0, 0, int(R * 0.4), int(R * 0.36))
                    r.center = (int(p[0]), int(p[1]))
                    label = names.camp(camp["name"]) if camp else mod.name
                    imps = ", ".join(content.improvements[i].name if i in content.improvements else i
                                     for i in (camp["improvements"] if camp else []))
                    ctx.add_hit(r, f"camp:{k}:{z}", (_("{camp} (ruin), zone {z}.") if ruin else _("{camp} (active), zone {z}."))
                                .format(camp=label, z=z)
                                + (_(" Improvements: {names}.").format(names=imps) if imps else _(" No improvements yet.")))
                else:
                    img = small.render(mod.name, True, (250, 244, 230))
                    bg = img.get_rect(center=(int(where[0]), int(where[1] + R * 0.22))).inflate(px(6), px(2))
                    labels.append((1, mod.name, img, bg, (88, 60, 90),
                                   (f"module:{k}:{z}", _("{module}: a {kind} module ({obstruction}).").format(
                                       module=mod.name, kind=_(MODULE_KINDS.get(mod.kind, mod.kind)),
                                       obstruction=_(OBSTRUCTIONS.get(mod.obstruction, mod.obstruction))))))
        self._draw_labels(surface, labels, ctx)

    def _draw_labels(self, surface, labels: list, ctx) -> None:
        """Tile names and module plaques, laid out so that no two overlap: each goes where it
        belongs, else the nearest free place a line up or down (or a little aside); a tile name
        with no free place is left out (the tile's tip names it), a module's plaque shrinks to a
        marker that keeps its tip."""
        px = theme.px
        placed: list[pygame.Rect] = []
        for kind, text, img, want, colour, hit in sorted(labels, key=lambda x: x[0], reverse=True):
            step = want.h + px(1)
            got = None
            for dx, dy in ((0, 0), (0, step), (0, -step), (-want.w // 3, 0), (want.w // 3, 0),
                           (0, 2 * step), (0, -2 * step)):
                r = want.move(dx, dy)
                if self.rect.contains(r) and r.collidelist(placed) < 0:
                    got = r
                    break
            if got is None:
                if hit is not None:                      # a marker in place of the plaque
                    m = pygame.Rect(0, 0, px(8), px(8))
                    m.center = want.center
                    pygame.draw.rect(surface, colour, m, border_radius=px(2))
                    ctx.add_hit(m, *hit)
                continue
            placed.append(got)
            self.label_rects.append(got)
            pygame.draw.rect(surface, colour, got, border_radius=px(3))
            surface.blit(img, img.get_rect(center=got.center))
            ctx.record_text(text, got, self.rect)
            if hit is not None:
                ctx.add_hit(got, *hit)

    def _draw_tokens(self, surface, view, content, ctx) -> None:
        """Place tokens (fire, shelter, depletion, mystery) and what moves: behemoths, figures."""
        R = self.R
        small = theme.font("text-bold", max(9, 10 * self.zoom))
        for k, c in view["cells"].items():
            if not c["discovered"]:
                if c.get("mystery"):
                    cx, cy = self.centre(k)
                    icons.mystery(surface, (cx + R * 0.45, cy + R * 0.35), R * 0.16, c["mystery"], small)
                continue
            # tokens along the bottom
            cx, cy = self.centre(k)
            tx = cx - R * 0.45
            ty = cy + R * 0.58
            tr = R * 0.13
            if c.get("fire"):
                icons.fire(surface, (tx, ty), tr, c["fire"] >= 2)
                tx += tr * 2.4
            if c.get("shelter"):
                icons.shelter(surface, (tx, ty), tr, c["shelter"])
                tx += tr * 2.4
            if c.get("depletion"):
                icons.depletion(surface, (tx, ty), tr, c["depletion"], small)
                tx += tr * 2.4
            if c.get("mystery"):
                icons.mystery(surface, (tx, ty), tr, c["mystery"], small)
        from .behemoth import draw_on_map
        draw_on_map(self, surface, view, content, ctx)
        # characters
        here: dict[str, list] = {}
        for i, ch in enumerate(view["characters"]):
            if ch["pos"] and not ch["dead"]:
                here.setdefault(ch["pos"], []).append((i, ch))
        ff = theme.font("text-bold", max(9, R * 0.2))
        placed: dict[str, tuple[float, float, int]] = {}     # character id -> where its figure stands
        for k, group in here.items():
            cx, cy = self.figure_spot(k)
            n = len(group)
            for j, (i, ch) in enumerate(group):
                x, y = cx + (j - (n - 1) / 2) * R * 0.3, cy
                if hasattr(ctx, "figure_at"):
                    x, y = ctx.figure_at(f"fig:{ch['cid']}", (x, y))
                icons.figure(surface, (x, y), R * 0.17, icons.char_colour(i), names.person(ch["name"])[:1] or "?", ff,
                             dim=ch["passed"] or ch["incapacitated"])
                r = pygame.Rect(0, 0, int(R * 0.36), int(R * 0.5))
                r.center = (int(x), int(y))
                ctx.add_hit(r, f"fig:{ch['cid']}", _("{name}: energy {n}/{max}").format(
                    name=names.person(ch["name"]), n=ch["energy"], max=ch["energy_max"])
                    + (_(", has passed") if ch["passed"] else "") + (_(", incapacitated") if ch["incapacitated"] else ""))
                placed[ch["cid"]] = (x, y, i)
        self._draw_pets(surface, view, ctx, placed, ff)

    def _draw_pets(self, surface, view, ctx, placed: dict, font) -> None:
        """Each pet beside its character's figure, at its feet to the right (rb p.89-91: a pet
        goes where its character goes); a pet with no character on the map stands on its own
        terrain, clear of the rest."""
        R = self.R
        for pid, p in sorted(view.get("pets", {}).items()):
            if p.get("bonded") in placed:
                x, y, i = placed[p["bonded"]]
                spot = (x + R * 0.3, y + R * 0.17)
                colour = icons.char_colour(i)
            elif p.get("pos") and p["pos"] in view["cells"]:
                spot = self.free_spot(p["pos"], ring=0.35)
                if hasattr(ctx, "figure_at"):                # it slides like a figure (a bonded one
                    spot = ctx.figure_at(f"pet:{pid}", spot)  # follows its character's)
                colour = (150, 130, 100)
            else:
                continue
            icons.pet(surface, spot, R * 0.13, colour, (p.get("name") or "?")[:1], font)
            r = pygame.Rect(0, 0, int(R * 0.3), int(R * 0.24))
            r.center = (int(spot[0]), int(spot[1]))
            pet_name = p.get("name") or pid
            ctx.add_hit(r, f"pet:{pid}", _("{pet}: a pet bonded to {name} (rb p.89)").format(
                pet=pet_name, name=_name_of(view, p["bonded"])) if p.get("bonded") else _("{pet}: a pet (rb p.89)").format(pet=pet_name))

    def figure_spot(self, k: str) -> tuple[float, float]:
        """Where the figures stand on a tile: the spot farthest from its site icons and camps."""
        cx, cy = self.centre(k)
        R = self.R
        cands = [(cx, cy)] + [(cx + 0.42 * R * math.cos(math.radians(a)), cy + 0.42 * R * math.sin(math.radians(a)))
                              for a in (270, 90, 30, 150, 210, 330)]
        busy = getattr(self, "busy", {}).get(k, [])
        if not busy:
            return cands[0]
        return max(cands, key=lambda p: min(math.hypot(p[0] - b[0], p[1] - b[1]) for b in busy))

    def free_spot(self, k: str, avoid=(), ring: float = 0.5) -> tuple[float, float]:
        """A spot on a tile clear of its site icons, camps, the figures and `avoid`."""
        cx, cy = self.centre(k)
        R = self.R
        cands = [(cx + ring * R * math.cos(math.radians(a)), cy + ring * R * math.sin(math.radians(a)))
                 for a in range(-90, 270, 30)]
        busy = list(getattr(self, "busy", {}).get(k, [])) + [self.figure_spot(k)] + list(avoid)
        # a spot whose miniature or marker would cover a tile name or a module's plaque comes last
        # (a newcomer saw the behemoth hide its own lair's name)
        labels = [r.inflate(int(R * 0.6), int(R * 0.5)) for r in getattr(self, "label_rects", [])]
        return max(cands, key=lambda p: (not any(r.collidepoint(p) for r in labels),
                                         min(math.hypot(p[0] - b[0], p[1] - b[1]) for b in busy)))

    def behemoth_spot(self, k: str) -> tuple[float, float]:
        """Where a behemoth stands: clear of the site icons and of the characters' spot."""
        return self.free_spot(k, ring=0.45)

    def cell_rect(self, k: str) -> pygame.Rect:
        cx, cy = self.centre(k)
        r = pygame.Rect(0, 0, int(SQ3 * self.R * 0.9), int(self.R * 1.2))
        r.center = (int(cx), int(cy))
        return r

    @staticmethod
    def veil_tip(c: dict) -> str:
        tip = _("An undiscovered terrain: its face is hidden until someone enters it (rb p.25).")
        if c.get("mystery"):
            tip += " " + ngettext("{n} mystery token lies here.", "{n} mystery tokens lie here.", c["mystery"]).format(n=c["mystery"])
        return tip

    def cell_tip(self, content, k: str, c: dict) -> str:
        tile = content.tiles.get(c["tile"])
        bits = [f"{c['name']}" + (f" — {tile.environment}" if tile and tile.environment else "") + "."]   # « … heath Region: »
        if tile and tile.region in content.regions:
            bits.append(_("Region: {region}.").format(region=content.regions[tile.region].name))
        if c["sites"]:
            bits.append(_("Sites: {sites}.").format(sites=", ".join(icons.site_name(s) for s in c["sites"])))
        toks = []
        if c.get("fire"):
            toks.append(_("a fire (fresh)") if c["fire"] >= 2 else _("a fire (burning low)"))
        if c.get("shelter"):
            toks.append(_("shelter {n}").format(n=c["shelter"]))
        if c.get("depletion"):
            toks.append(_("depletion +{n}").format(n=c["depletion"]))
        if c.get("mystery"):
            toks.append(ngettext("{n} mystery token", "{n} mystery tokens", c["mystery"]).format(n=c["mystery"]))
        if toks:
            bits.append(_("Here: {tokens}.").format(tokens=", ".join(toks)))
        return " ".join(bits)


MODULE_KINDS = {"camp": N_("camp"), "ruin": N_("ruin"), "lair": N_("lair"), "wake": N_("wake"),
                "glacier": N_("glacier"), "landmark": N_("landmark"), "hazard": N_("hazard")}   # rb p.68
OBSTRUCTIONS = {"non_obstructive": N_("non-obstructive"), "obstructive": N_("obstructive"),
                "impassable": N_("impassable")}                                             # rb p.68


def _name_of(view, cid: str) -> str:
    return next((names.person(c["name"]) for c in view["characters"] if c["cid"] == cid), cid)
