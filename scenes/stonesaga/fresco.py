"""The cave fresco (rb p.69-70): the community's wall. The marks it has earned are stamps (a
shape drawn in code per mark, its name on hover); the players also draw freehand in ochre or
charcoal. The drawing is kept in the campaign record (`CampaignRecord.fresco`, in fractions of
the wall so it shows at any window size), written when the scene closes and shown again on
reload. Outside a campaign nothing is kept (the screen says so)."""
from __future__ import annotations

import hashlib
import math
from pathlib import Path

import pygame

from game.core.i18n import N_, _, error_text

from .. import theme
from ..page import PageScene
from ..widgets import Button

ROCK = (168, 146, 118)
COLOURS = {"ochre": (176, 72, 38), "charcoal": (40, 32, 28), "chalk": (236, 228, 210)}
COLOUR_NAMES = {"ochre": N_("Ochre"), "charcoal": N_("Charcoal"), "chalk": N_("Chalk")}
DRAW_IN = {"ochre": N_("Drag on the wall to draw in ochre; choose a mark to stamp it"),
           "charcoal": N_("Drag on the wall to draw in charcoal; choose a mark to stamp it"),
           "chalk": N_("Drag on the wall to draw in chalk; choose a mark to stamp it")}
TOOL_TIPS = {"ochre": N_("Draw by hand in ochre: drag on the wall"),
             "charcoal": N_("Draw by hand in charcoal: drag on the wall"),
             "chalk": N_("Draw by hand in chalk: drag on the wall")}


def empty() -> dict:
    return {"stamps": [], "strokes": []}


def clean(data) -> dict:
    """A fresco from a record, keeping only well-formed entries (a damaged one loses nothing else)."""
    out = empty()
    if not isinstance(data, dict):
        return out
    for st in data.get("stamps", []) if isinstance(data.get("stamps"), list) else []:
        if isinstance(st, list) and len(st) == 3 and isinstance(st[0], str) and all(
                isinstance(v, (int, float)) for v in st[1:]):
            out["stamps"].append([st[0], float(st[1]), float(st[2])])
    for sk in data.get("strokes", []) if isinstance(data.get("strokes"), list) else []:
        if isinstance(sk, dict) and sk.get("colour") in COLOURS and isinstance(sk.get("pts"), list):
            pts = [[float(p[0]), float(p[1])] for p in sk["pts"]
                   if isinstance(p, list) and len(p) == 2 and all(isinstance(v, (int, float)) for v in p)]
            if len(pts) >= 2:
                out["strokes"].append({"colour": sk["colour"], "pts": pts})
    return out


def glyph(surface, mark_id: str, kind: str, centre, r: float, colour=(150, 52, 30)) -> None:
    """A mark's stamp (our own shapes): framing marks a ring, ornamental ones rays, plain marks
    one of six figures chosen by the mark's id."""
    x, y = centre
    w = max(2, int(r / 7))
    if kind == "framing":
        for i in range(12):
            a = 2 * math.pi * i / 12
            pygame.draw.circle(surface, colour, (int(x + r * math.cos(a)), int(y + r * math.sin(a))), max(2, int(r / 8)))
        return
    if kind == "ornamental":
        for i in range(5):
            a = math.pi + math.pi * (i + 0.5) / 5
            pygame.draw.line(surface, colour, (x + r * 0.5 * math.cos(a), y + r * 0.5 * math.sin(a)),
                             (x + r * math.cos(a), y + r * math.sin(a)), w)
        return
    n = int(hashlib.sha1(mark_id.encode()).hexdigest(), 16) % 6
    if n == 0:                                  # a spiral
        pts = [(x + r * (t / 40) * math.cos(t / 3), y + r * (t / 40) * math.sin(t / 3)) for t in range(41)]
        pygame.draw.lines(surface, colour, False, pts, w)
    elif n == 1:                                # an open hand
        pygame.draw.circle(surface, colour, (int(x), int(y + r * 0.25)), int(r * 0.45))
        for i in range(5):
            a = math.radians(-150 + i * 30)
            pygame.draw.line(surface, colour, (x, y + r * 0.2), (x + r * math.cos(a), y + r * 0.2 + r * math.sin(a)), w + 1)
    elif n == 2:                                # a wave with a fish
        pts = [(x - r + i * r / 10, y + r * 0.5 + math.sin(i / 1.6) * r * 0.15) for i in range(21)]
        pygame.draw.lines(surface, colour, False, pts, w)
        pygame.draw.ellipse(surface, colour, pygame.Rect(x - r * 0.45, y - r * 0.35, r * 0.8, r * 0.4), w)
        pygame.draw.polygon(surface, colour, [(x + r * 0.35, y - r * 0.15), (x + r * 0.65, y - r * 0.35),
                                              (x + r * 0.65, y + r * 0.05)])
    elif n == 3:                                # a horned beast
        pygame.draw.ellipse(surface, colour, pygame.Rect(x - r * 0.7, y - r * 0.2, r * 1.2, r * 0.6))
        pygame.draw.arc(surface, colour, pygame.Rect(x + r * 0.2, y - r * 0.8, r * 0.6, r * 0.8), 0, math.pi, w)
        for dx in (-0.5, -0.2, 0.1, 0.3):
            pygame.draw.line(surface, colour, (x + r * dx, y + r * 0.3), (x + r * dx, y + r * 0.8), w)
    elif n == 4:                                # footprints over a hill
        pygame.draw.arc(surface, colour, pygame.Rect(x - r, y - r * 0.2, 2 * r, r * 1.6), 0, math.pi, w)
        for i in range(4):
            pygame.draw.ellipse(surface, colour, pygame.Rect(x - r * 0.7 + i * r * 0.4, y - r * 0.55 + (i % 2) * r * 0.15,
                                                             r * 0.2, r * 0.3))
    else:                                       # a flame over three strokes
        pygame.draw.polygon(surface, colour, [(x, y - r), (x + r * 0.4, y - r * 0.1), (x, y + r * 0.1), (x - r * 0.4, y - r * 0.1)])
        for dx in (-0.4, 0, 0.4):
            pygame.draw.line(surface, colour, (x + r * dx - r * 0.2, y + r * 0.5), (x + r * dx + r * 0.2, y + r * 0.5), w)


class FrescoScene(PageScene):
    """Stamp the marks earned (click one in the palette, then on the wall), draw by dragging; Undo
    takes back the last stamp or stroke. Closing writes it to the campaign."""
    heading = N_("The cave fresco")

    def __init__(self, app, content, marks: list[str], data: dict, path: Path | None, rec=None):
        super().__init__(app)
        self.rec = rec                      # a record held open by the caller (the journal) is kept in step
        self.content, self.marks, self.path = content, list(dict.fromkeys(marks)), path
        self.data = clean(data)
        self.tool = "ochre"
        self.stamp: str | None = None
        self.stroke: list | None = None
        self.texts: list = []
        self.hits: list = []
        self.subheading = (N_("Saved with the campaign when you close it (rb p.69-70)") if path is not None else
                           N_("One challenge, not a campaign: this drawing is not kept"))

    @classmethod
    def for_match(cls, app, match) -> "FrescoScene":
        from game.stonesaga import campaign as C
        path = Path(match.setup["campaign_file"]) if match.setup.get("campaign_file") else None
        data: dict = {}
        if path is not None:
            try:
                data = C.load(path).fresco
            except (C.CampaignError, OSError):
                path = None
        marks = list(match.view(0)["marks"])
        return cls(app, match.content, marks, data, path)

    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = self.card_rect(size, width=1280, top=132, bottom=30)
        c = self.card
        bh = px(40)
        y = c.bottom - px(16) - bh
        fb = theme.font("text-bold", 19)                 # a button as wide as its word in this language
        cw = max(px(150), fb.size(_("Close"))[0] + px(40))
        self.close = Button((c.right - px(24) - cw, y, cw, bh), _("Close"), self.finish, style="primary",
                            tooltip=_("Keep the fresco and go back"))
        uw = max(px(100), theme.font("text", 19).size(_("Undo"))[0] + px(40))
        self.undo = Button((self.close.rect.x - px(10) - uw, y, uw, bh), _("Undo"), self.take_back)
        x = c.x + px(24)
        self.tool_btns = []
        ft = theme.font("text", 14)
        for name in COLOURS:
            label = _(COLOUR_NAMES[name])
            w = max(px(110), ft.size(label)[0] + px(36))
            b = Button((x, y, w, bh), label, (lambda n=name: self.pick_tool(n)),
                       style="secondary" if name == self.tool and self.stamp is None else "choice", size=14,
                       tooltip=_(TOOL_TIPS[name]))
            self.tool_btns.append(b)
            x += w + px(6)
        self.palette = pygame.Rect(c.right - px(24) - px(250), c.y + px(16), px(250), y - px(12) - c.y - px(16))
        self.wall = pygame.Rect(c.x + px(24), c.y + px(16), self.palette.x - px(12) - c.x - px(24), self.palette.h)
        self.widgets = [*self.tool_btns, self.undo, self.close]

    def pick_tool(self, name: str) -> None:
        self.tool, self.stamp = name, None
        self.layout(self.size)

    def take_back(self) -> None:
        last_stamp = len(self.data["stamps"])
        if self.data["strokes"] and (not last_stamp or self.data.get("_last") == "stroke"):
            self.data["strokes"].pop()
        elif self.data["stamps"]:
            self.data["stamps"].pop()
        self.data.pop("_last", None)

    def finish(self) -> None:
        self.save()
        self.app.stack.pop()

    def on_escape(self):
        self.finish()

    def save(self) -> bool:
        """Write the fresco into the campaign file (atomic, as every campaign save)."""
        if self.path is None:
            return False
        from game.stonesaga import campaign as C
        from ..dialogs import ErrorDialog
        try:
            rec = C.load(self.path)
            rec.fresco = {"stamps": self.data["stamps"], "strokes": self.data["strokes"]}
            C.save(rec, self.path)
            if self.rec is not None:
                self.rec.fresco = rec.fresco
        except (C.CampaignError, OSError) as exc:
            self.app.stack.push(ErrorDialog(self.app, _("The fresco cannot be saved"), error_text(exc)))
            return False
        return True

    def _to_wall(self, pos) -> tuple[float, float]:
        w = self.wall
        return round((pos[0] - w.x) / w.w, 4), round((pos[1] - w.y) / w.h, 4)

    def _from_wall(self, p) -> tuple[float, float]:
        w = self.wall
        return w.x + p[0] * w.w, w.y + p[1] * w.h

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, mid in self.hits:
                if rect.collidepoint(event.pos):
                    self.stamp = None if self.stamp == mid else mid
                    self.layout(self.size)
                    return True
            if self.wall.collidepoint(event.pos):
                if self.stamp:
                    self.data["stamps"].append([self.stamp, *self._to_wall(event.pos)])
                    self.data["_last"] = "stamp"
                else:
                    self.stroke = [list(self._to_wall(event.pos))]
                return True
        if event.type == pygame.MOUSEMOTION and self.stroke is not None:
            if self.wall.collidepoint(event.pos):
                p = list(self._to_wall(event.pos))
                if p != self.stroke[-1]:
                    self.stroke.append(p)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.stroke is not None:
            if len(self.stroke) >= 2:
                self.data["strokes"].append({"colour": self.tool, "pts": self.stroke})
                self.data["_last"] = "stroke"
            self.stroke = None
            return True
        return super().handle(event)

    def _mark(self, mid: str):
        return self.content.marks.get(mid) if hasattr(self.content, "marks") else None

    def draw_content(self, surface):
        px = theme.px
        self.texts, self.hits = [], []
        w = self.wall
        pygame.draw.rect(surface, ROCK, w, border_radius=px(14))
        for i in range(9):                       # the rock's grain
            y = w.y + (i + 0.5) * w.h / 9
            pygame.draw.line(surface, (156, 134, 108), (w.x + px(10), y), (w.right - px(10), y + px(6) * ((i % 3) - 1)), 1)
        clip = surface.get_clip()
        surface.set_clip(w)
        r = max(px(14), int(min(w.w, w.h) * 0.05))
        for mid, fx, fy in self.data["stamps"]:
            m = self._mark(mid)
            glyph(surface, mid, m.kind if m else "plain", self._from_wall((fx, fy)), r)
        for sk in self.data["strokes"] + ([{"colour": self.tool, "pts": self.stroke}] if self.stroke else []):
            pts = [self._from_wall(p) for p in sk["pts"]]
            if len(pts) >= 2:
                pygame.draw.lines(surface, COLOURS[sk["colour"]], False, pts, max(2, px(4)))
        surface.set_clip(clip)
        pygame.draw.rect(surface, (110, 90, 70), w, max(2, px(2)), border_radius=px(14))
        # the palette of marks earned
        p = self.palette
        pygame.draw.rect(surface, (244, 236, 218), p, border_radius=px(10))
        sample = any(getattr(self._mark(m), "provenance", "") == "sample" for m in self.marks)
        head = _("Marks earned")
        f, shown = theme.fit("display-bold", 14, head, p.w - px(20) - (px(118) if sample else 0))
        surface.blit(f.render(shown, True, theme.INK), (p.x + px(10), p.y + px(8)))
        self.texts.append((shown, pygame.Rect(p.x + px(10), p.y + px(8), *f.size(shown)), p))
        y = p.y + px(34)
        if sample:
            from .cards import sample_strip
            sample_strip(surface, pygame.Rect(p.right - px(118), p.y + px(10), px(108), px(14)))
        fb = theme.font("text", 13)
        if not self.marks:
            for ln in theme.wrap(fb, _("No mark yet: the community earns them in play (rb p.69). You can still draw."),
                                 p.w - px(20)):
                surface.blit(fb.render(ln, True, theme.INK_SOFT), (p.x + px(10), y))
                y += fb.get_linesize()
        for mid in self.marks:
            if y + px(40) > p.bottom - px(4):
                break
            m = self._mark(mid)
            row = pygame.Rect(p.x + px(6), y, p.w - px(12), px(40))
            if mid == self.stamp:
                pygame.draw.rect(surface, (255, 228, 170), row, border_radius=px(6))
            glyph(surface, mid, m.kind if m else "plain", (row.x + px(20), row.centery), px(13))
            name = m.name if m else mid
            t = theme.ellipsize(fb, name, row.w - px(50))
            img = fb.render(t, True, theme.INK)
            ir = img.get_rect(midleft=(row.x + px(44), row.centery))
            surface.blit(img, ir)
            self.texts.append((t, ir, p))
            self.hits.append((row, mid))
            y += px(44)
        hint = _("Click on the wall to stamp the chosen mark") if self.stamp else _(DRAW_IN[self.tool])
        fh, hint = theme.fit("text-italic", 13, hint, w.w - px(28))
        img = fh.render(hint, True, (250, 244, 230))
        r = img.get_rect(topleft=(w.x + px(14), w.y + px(8)))
        pygame.draw.rect(surface, (110, 90, 70), r.inflate(px(12), px(4)), border_radius=px(6))
        surface.blit(img, r)
        self.texts.append((hint, r, w))
