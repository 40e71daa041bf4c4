"""The end of a challenge: won or lost, the closing codex text (already read: it is part of the
end), the Day reached and the objectives achieved."""
from __future__ import annotations


import pygame

from game.core.i18n import _, outcome_text

from .. import art, theme
from ..game_over import GameOverScene
from . import fitting


class StonesagaGameOver(GameOverScene):
    def layout(self, size):
        super().layout(size)
        self.campaign_btn = None
        if self.match.setup.get("campaign_file"):
            from ..widgets import Button
            from .campaign import continue_after
            px = theme.px
            r = self.title_btn.rect
            self.title_btn.rect = pygame.Rect(self.look.rect.right + px(16), r.y, r.right - self.look.rect.right - px(16), r.h)
            self.title_btn.text, self.title_btn.style = _("Back to title"), "secondary"
            self.campaign_btn = Button((self.look.rect.x, r.y - r.h - px(12), r.right - self.look.rect.x, r.h),
                                       _("Continue the campaign"),
                                       lambda: continue_after(self.app, self.match), style="primary",
                                       tooltip=_("Close this challenge into the journal and choose the next (rb p.93-96)"))
            self.widgets.append(self.campaign_btn)
            self.set_focus(self.campaign_btn)

    def draw(self, surface):
        px = theme.px
        theme.scrim(surface)
        theme.panel(surface, self.box, radius=16)
        cx = self.box.centerx
        s = self.match.state
        v = self.match.view(0)
        won = v["result"] == "won"
        r = art.title_text(surface, _("The challenge is won") if won else _("The challenge is lost"), (cx, self.box.y + px(44)),
                           size=36)
        art.rule_with_diamond(surface, (cx, r.bottom + px(6)), px(160))
        y = r.bottom + px(22)
        # the end's sentence from its message id (issue 17); an older save's English as it was
        end = outcome_text(self.match.outcome) if self.match.outcome is not None else (v["end_text"] or "")
        f, lines = fitting.lines("text-italic", 15, end, self.box.w - px(80), 5)   # a cut is reported
        for line in lines:
            img = f.render(line, True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midtop=(cx, y)))
            y += f.get_linesize()
        y += px(10)
        fb = theme.font("text", 17)
        for line in (_("Days: {n}").format(n=v['day']), _("Objectives achieved: {n}").format(n=len(v['achieved'])),
                     _("Demand {d} · Discontent {c} · Population {p}").format(
                         d=v['tracks']['demand'], c=v['tracks']['discontent'], p=v['tracks']['population'])):
            img = fb.render(line, True, theme.INK)
            surface.blit(img, img.get_rect(midtop=(cx, y)))
            y += fb.get_linesize()
        del s
        for w in self.widgets:
            w.draw(surface)
