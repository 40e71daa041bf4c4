"""The Night summary (rb p.51-54), shown when a Day begins after a Night: who recovered, who went
hungry or thirsty and what it cost, what decayed, the Night card, what Demand did — the Night's
own log lines grouped by step, from the engine's events (nothing else is shown)."""
from __future__ import annotations

import pygame

import re

from game.core.i18n import N_, _
from game.core.i18n import event_text as _event_text

from .. import art, theme
from . import names
from ..stack import Scene
from ..widgets import Button

GROUPS = ((N_("Rest and recovery (rb p.52)"), ("recover", "comfort", "heal", "eat", "drink")),
          (N_("Hunger and thirst (rb p.52)"), ("hunger",)),
          (N_("Decay (rb p.53)"), ("degrade", "decay", "spoil")),
          (N_("The Night card (rb p.54)"), ("night_card", "gain", "lose", "quiet")),
          (N_("The community (rb p.54)"), ("track", "event", "challenge")))


def night_lines(history, content=None) -> tuple[str, list[tuple[str, list[str]]]]:
    """The last complete Night in `history` (events from 'Night N begins' to 'Day N+1 begins'),
    grouped; the title names the Night. With the pack, ids in the lines read as names."""
    def event_text(e, seat):
        return names.event_line(content, e, seat) if content is not None else _event_text(e, seat)

    end = max((i for i, e in enumerate(history) if e.kind == "day"), default=-1)
    start = max((i for i, e in enumerate(history[:end]) if e.kind == "night"), default=-1)
    if start < 0:
        return "", []
    evs = history[start + 1:end]
    groups: list[tuple[str, list[str]]] = []
    used = set()
    for title, kinds in GROUPS:
        lines = [event_text(e, None) for i, e in enumerate(evs) if e.text and e.kind in kinds and not used.add(i)]
        if lines:
            groups.append((title, lines))
    rest = [event_text(e, None) for i, e in enumerate(evs) if e.text and i not in used]
    if rest:
        groups.append((N_("What followed"), rest))
    return history[start].text, groups


class NightSummary(Scene):
    opaque = False

    def __init__(self, app, title: str, groups):
        super().__init__(app)
        self.title, self.groups = title, groups
        self.drawn: list[str] = []

    def layout(self, size):
        super().layout(size)
        px = theme.px
        w, h = size
        f, fh = theme.font("text", 13), theme.font("display-bold", 14)
        need = sum(fh.get_linesize() + px(4) + sum(len(theme.wrap(f, ln, px(560))) for ln in lines) * f.get_linesize()
                   for _, lines in self.groups)
        self.box = pygame.Rect(0, 0, px(640), min(h - px(40), px(150) + need))
        self.box.center = (w // 2, h // 2)
        bw, bh = px(180), px(44)
        self.ok = Button((self.box.right - px(24) - bw, self.box.bottom - px(20) - bh, bw, bh), _("Dawn"), self.app.stack.pop,
                         style="primary", tooltip=_("Enter"))
        self.widgets = [self.ok]
        self.set_focus(self.ok)

    def on_confirm(self):
        self.app.stack.pop()

    def on_escape(self):
        self.app.stack.pop()

    def draw(self, surface):
        px = theme.px
        theme.scrim(surface)
        theme.panel(surface, self.box, radius=14)
        cx = self.box.centerx
        night = re.search(r"\d+", self.title or "")             # the engine's "Night N begins"
        heading = _("Night {n} is over").format(n=night.group(0)) if night else _("The Night is over")
        r = art.title_text(surface, heading, (cx, self.box.y + px(34)), size=28)
        y = r.bottom + px(10)
        fh = theme.font("display-bold", 14)
        f = theme.font("text", 13)
        bottom = self.ok.rect.y - px(8)
        self.drawn = []
        for title, lines in self.groups:
            if y + fh.get_linesize() > bottom:
                break
            surface.blit(fh.render(_(title), True, theme.ACCENT), (self.box.x + px(30), y))
            y += fh.get_linesize()
            for line in lines:
                for part in theme.wrap(f, line, self.box.w - px(80)):
                    if y + f.get_linesize() > bottom:
                        break
                    surface.blit(f.render(part, True, theme.INK), (self.box.x + px(44), y))
                    self.drawn.append(part)
                    y += f.get_linesize()
            y += px(4)
        super().draw(surface)
