"""Year-end scoring, shown as a breakdown over the table: for each seat the defense of every
province it controls (Décompte 1) and its realms at +4 / +8 / +12 by year (Décompte 2), from
the engine's `plas.year_end` events."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _, term
from game.plas import scoring

from .. import art, theme
from ..stack import Scene
from ..widgets import Button
from . import palette


HEADS = [(N_("Provinces"), 0.42), (N_("Realms"), 0.62), (N_("Gained"), 0.78), (N_("Influence"), 0.92)]


class YearEndScene(Scene):
    opaque = False

    def __init__(self, app, table, events):
        super().__init__(app)
        self.table = table
        self.events = events
        self.year = events[0].data["year"]
        self.view = table.view

    def layout(self, size):
        super().layout(size)
        w, h = size
        px = theme.px
        n = len(self.events)
        self.box = pygame.Rect(0, 0, min(w - px(40), px(760)), px(214) + n * px(66) + px(40))
        self.box.center = (w // 2, h // 2)
        bw = px(200)
        self.continue_btn = Button((self.box.centerx - bw // 2, self.box.bottom - px(62), bw, px(44)), _("Continue"),
                                   self.app.stack.pop, style="primary")
        self.widgets = [self.continue_btn]
        self.set_focus(self.continue_btn, visible=False)

    def on_escape(self):
        self.app.stack.pop()

    def on_confirm(self):
        self.app.stack.pop()

    def draw(self, surface):
        px = theme.px
        theme.scrim(surface)
        theme.panel(surface, self.box, radius=16)
        cx = self.box.centerx
        r = art.title_text(surface, _("End of year {year}: scoring").format(year=self.year), (cx, self.box.y + px(40)), size=34)
        art.rule_with_diamond(surface, (cx, r.bottom + px(6)), px(160))
        bonus = scoring.REALM_BONUS[self.year - 1]
        content = self.table.match.content
        note = _("Provinces score their current defense · each realm controlled scores +{bonus} in year {year}").format(
            bonus=bonus, year=self.year)
        fn = theme.font("text-italic", 14)
        ny = r.bottom + px(18)
        for line in theme.wrap(fn, note, self.box.w - px(60)):      # two lines in French or Portuguese
            im = fn.render(line, True, theme.INK_SOFT)
            surface.blit(im, im.get_rect(midtop=(cx, ny)))
            ny += fn.get_linesize()
        y = max(r.bottom + px(50), ny + px(10))
        x0 = self.box.x + px(30)
        fb, f, fs = theme.font("display-bold", 18), theme.font("text", 15), theme.font("text", 12)
        for text, fx in HEADS:
            im = theme.font("text-bold", 13).render(_(text), True, theme.INK_SOFT)
            surface.blit(im, im.get_rect(midtop=(self.box.x + self.box.w * fx, y)))
        y += px(22)
        for e in self.events:
            seat = e.seat
            p = self.view["players"][seat]
            palette.seat_mark(surface, seat, (x0 + px(8), y + px(12)), px(8))
            surface.blit(fb.render(term(self.table.match.seat_name(seat)), True, theme.INK), (x0 + px(22), y))
            provs = [term(content.provinces[q].name) + f" {self.view['provinces'][q]['defense']}" for q in p["provinces"]]
            realms = [term(content.realms[q].name) for q in p["realms"]]
            detail = ", ".join(provs) or _("no provinces")
            lines = theme.wrap(fs, detail, int(self.box.w * 0.3))
            for k, ln in enumerate(lines[:2]):
                surface.blit(fs.render(ln, True, theme.INK_SOFT), (x0 + px(22), y + px(24) + k * fs.get_linesize()))
            for val, fx in ((e.data["provinces"], 0.42), (e.data["realms"], 0.62),
                            (e.data["provinces"] + e.data["realms"], 0.78), (p["influence"], 0.92)):
                im = (fb if fx >= 0.78 else f).render(("+" if fx < 0.9 else "") + str(val), True, theme.INK)
                surface.blit(im, im.get_rect(midtop=(self.box.x + self.box.w * fx, y)))
            if realms:
                im = fs.render(", ".join(realms), True, theme.INK_SOFT)
                surface.blit(im, im.get_rect(midtop=(self.box.x + self.box.w * 0.62, y + px(24))))
            y += px(66)
            pygame.draw.line(surface, theme.PAPER_DARK, (x0, y - px(8)), (self.box.right - px(30), y - px(8)))
        super().draw(surface)
