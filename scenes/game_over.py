"""Game over: who won, why, and the scores, over the finished table."""
from __future__ import annotations

import pygame

from game.core.i18n import _, outcome_text, term

from . import art, theme
from .stack import Scene
from .widgets import Button


class GameOverScene(Scene):
    opaque = False

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.outcome = match.outcome

    def layout(self, size):
        super().layout(size)
        w, h = size
        px = theme.px
        n = len(self.match.setup["seats"])
        bh = px(220) + n * px(40) + px(90)
        self.box = pygame.Rect(0, 0, px(620), bh)
        self.box.center = (w // 2, h // 2)
        bw = px(220)
        y = self.box.bottom - px(30) - px(50)
        self.look = Button((self.box.x + px(36), y, bw, px(50)), _("Look at the table"), self.app.stack.pop)
        self.title_btn = Button((self.box.right - px(36) - bw, y, bw, px(50)), _("Back to title"), self._title, style="primary")
        self.widgets = [self.look, self.title_btn]
        self.set_focus(self.title_btn)

    def _title(self):
        from .title import TitleScene
        self.app.stack.clear_to(TitleScene(self.app))

    def on_escape(self):
        self.app.stack.pop()

    def lines(self) -> list[str]:
        o = self.outcome
        if o is None:
            return [_("The game ended without a result.")]
        names = [term(self.match.seat_name(s)) for s in o.winners]
        head = (_("{name} wins").format(name=names[0]) if len(names) == 1 else _("Shared victory: {names}").format(names=", ".join(names))) if names else _("No winner")
        return [head, outcome_text(o)]

    def draw(self, surface):
        px = theme.px
        theme.scrim(surface)
        theme.panel(surface, self.box, radius=16)
        cx = self.box.centerx
        r = art.title_text(surface, _("Game over"), (cx, self.box.y + px(48)), size=44)
        art.rule_with_diamond(surface, (cx, r.bottom + px(6)), px(160))
        head, why = self.lines()[0], self.lines()[-1]
        img = theme.font("display-bold", 30).render(head, True, theme.ACCENT)
        surface.blit(img, img.get_rect(midtop=(cx, r.bottom + px(22))))
        img = theme.font("text-italic", 17).render(why, True, theme.INK_SOFT)
        surface.blit(img, img.get_rect(midtop=(cx, r.bottom + px(64))))
        y = r.bottom + px(104)
        o = self.outcome
        f = theme.font("text", 19)
        fb = theme.font("text-bold", 19)
        for seat in range(len(self.match.setup["seats"])):
            won = o is not None and seat in o.winners
            name = f"{'★ ' if won else ''}{self.match.seat_name(seat)}"
            a = (fb if won else f).render(name, True, theme.INK)
            surface.blit(a, (self.box.x + px(90), y))
            if o is not None and seat < len(o.scores):
                s = (fb if won else f).render(str(o.scores[seat]), True, theme.INK)
                surface.blit(s, s.get_rect(topright=(self.box.right - px(90), y)))
            pygame.draw.line(surface, theme.PAPER_DARK, (self.box.x + px(90), y + px(32)), (self.box.right - px(90), y + px(32)))
            y += px(40)
        super().draw(surface)
