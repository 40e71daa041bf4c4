"""Year-end scoring, shown as a breakdown over the table: for each seat the defense of every
province it controls (Décompte 1) and its realms at +4 / +8 / +12 by year (Décompte 2), from
the engine's `plas.year_end` events."""
from __future__ import annotations

import pygame

from game.plas import scoring

from .. import art, theme
from ..stack import Scene
from ..widgets import Button
from . import palette


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
        self.box = pygame.Rect(0, 0, min(w - px(40), px(760)), px(196) + n * px(66) + px(40))
        self.box.center = (w // 2, h // 2)
        bw = px(200)
        self.continue_btn = Button((self.box.centerx - bw // 2, self.box.bottom - px(62), bw, px(44)), "Continue",
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
        r = art.title_text(surface, f"End of year {self.year}: scoring", (cx, self.box.y + px(40)), size=34)
        art.rule_with_diamond(surface, (cx, r.bottom + px(6)), px(160))
        bonus = scoring.REALM_BONUS[self.year - 1]
        content = self.table.match.content
        note = f"Provinces score their current defense · each realm controlled scores +{bonus} in year {self.year}"
        im = theme.font("text-italic", 14).render(note, True, theme.INK_SOFT)
        surface.blit(im, im.get_rect(midtop=(cx, r.bottom + px(18))))
        y = r.bottom + px(50)
        x0 = self.box.x + px(30)
        fb, f, fs = theme.font("display-bold", 18), theme.font("text", 15), theme.font("text", 12)
        heads = [("Provinces", 0.42), ("Realms", 0.62), ("Gained", 0.78), ("Influence", 0.92)]
        for text, fx in heads:
            im = theme.font("text-bold", 13).render(text, True, theme.INK_SOFT)
            surface.blit(im, im.get_rect(midtop=(self.box.x + self.box.w * fx, y)))
        y += px(22)
        for e in self.events:
            seat = e.seat
            p = self.view["players"][seat]
            palette.seat_mark(surface, seat, (x0 + px(8), y + px(12)), px(8))
            surface.blit(fb.render(self.table.match.seat_name(seat), True, theme.INK), (x0 + px(22), y))
            provs = [content.provinces[q].name + f" {self.view['provinces'][q]['defense']}" for q in p["provinces"]]
            realms = [content.realms[q].name for q in p["realms"]]
            detail = ", ".join(provs) or "no provinces"
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
