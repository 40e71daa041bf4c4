"""Game over for PLAS: the final scoring breakdown per seat (year-end gains, cards, allies,
buildings, level-4 powers) and the winner, with the tie-break when there was one (most
Influence gained at the third year-end scoring)."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _, outcome_text, term

from .. import art, theme
from ..game_over import GameOverScene
from . import palette

REASONS = {"influence": N_("Most Influence wins."),
           "tie-break": N_("Tied on Influence: the tie is broken by the Influence gained at the third year-end scoring."),
           "shared": N_("Tied on Influence and on the third year-end scoring: the victory is shared.")}


class PlasGameOver(GameOverScene):
    def layout(self, size):
        super().layout(size)
        w, h = size
        px = theme.px
        n = len(self.match.setup["seats"])
        self.box = pygame.Rect(0, 0, min(w - px(40), px(900)), px(250) + n * px(48) + px(50))
        self.box.center = (w // 2, h // 2)
        bw = px(220)
        y = self.box.bottom - px(24) - px(46)
        self.look.rect = pygame.Rect(self.box.x + px(36), y, bw, px(46))
        self.title_btn.rect = pygame.Rect(self.box.right - px(36) - bw, y, bw, px(46))

    def reason_text(self) -> str:
        o = self.outcome
        return (outcome_text(o) + ". " if o and o.text else "") + _(REASONS.get(o.reason if o else "", ""))

    def draw(self, surface):
        px = theme.px
        theme.scrim(surface)
        theme.panel(surface, self.box, radius=16)
        cx = self.box.centerx
        r = art.title_text(surface, _("Game over"), (cx, self.box.y + px(42)), size=40)
        art.rule_with_diamond(surface, (cx, r.bottom + px(6)), px(160))
        o = self.outcome
        if getattr(self, "_view", None) is None:
            self._view = self.match.view(None)            # the final table, public (drawn every frame)
        v = self._view
        head = self.lines()[0]
        img = theme.font("display-bold", 26).render(head, True, theme.ACCENT)
        surface.blit(img, img.get_rect(midtop=(cx, r.bottom + px(16))))
        why = self.reason_text()
        img = theme.font("text-italic", 14).render(why, True, theme.INK_SOFT)
        surface.blit(img, img.get_rect(midtop=(cx, r.bottom + px(52))))
        y = r.bottom + px(86)
        cols = [(N_("Start & play"), 0.29), (N_("Year 1"), 0.38), (N_("Year 2"), 0.45), (N_("Year 3"), 0.52), (N_("Cards"), 0.60),
                (N_("Allies"), 0.67), (N_("Buildings"), 0.75), (N_("Level 4"), 0.83), (N_("Influence"), 0.92)]
        fh = theme.font("text-bold", 13)
        for text, fx in cols:
            im = fh.render(_(text), True, theme.INK_SOFT)
            surface.blit(im, im.get_rect(midtop=(self.box.x + self.box.w * fx, y)))
        y += px(24)
        f, fb = theme.font("text", 17), theme.font("text-bold", 17)
        for seat, p in enumerate(v["players"]):
            won = o is not None and seat in o.winners
            ff = fb if won else f
            palette.seat_mark(surface, seat, (self.box.x + px(44), y + px(11)), px(8))
            surface.blit(ff.render(("★ " if won else "") + term(self.match.seat_name(seat)), True, theme.INK),
                         (self.box.x + px(60), y))
            b = v["final"][seat] if seat < len(v["final"]) else {}
            gains = list(p["year_gains"]) + [None] * (3 - len(p["year_gains"]))
            final = sum(b.get(k, 0) for k in ("cards", "allies", "buildings", "level4"))
            other = p["influence"] - sum(g for g in gains if g) - final
            vals = [other, *gains[:3], b.get("cards"), b.get("allies"), b.get("buildings"), b.get("level4"), p["influence"]]
            for (text, fx), val in zip(cols, vals):
                im = (fb if text == "Influence" else f).render("–" if val is None else str(val), True, theme.INK)
                surface.blit(im, im.get_rect(midtop=(self.box.x + self.box.w * fx, y)))
            pygame.draw.line(surface, theme.PAPER_DARK, (self.box.x + px(36), y + px(34)), (self.box.right - px(36), y + px(34)))
            y += px(48)
        note = _("Start & play: the 5 Influence every player starts with, plus Influence gained or paid during turns "
                 "(card actions, mercenaries). Then the three year-end scorings and the final scoring.")
        fn = theme.font("text-italic", 12)
        for k, line in enumerate(theme.wrap(fn, note, self.box.w - px(120))[:2]):
            im = fn.render(line, True, theme.INK_FAINT)
            surface.blit(im, im.get_rect(midtop=(cx, y + px(2) + k * fn.get_linesize())))
        for wdg in self.widgets:
            wdg.draw(surface)
