"""Root game over: the winner (or shared win / dominance / round cap), final scores and a chart of
every faction's VP turn by turn, rebuilt from the match's event history."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _, term

from .. import art, theme
from ..stack import Scene
from ..widgets import Button
from . import glyphs, style

REASONS = {"vp": N_("reached 30 victory points (Law 3.1)"), "dominance": N_("by dominance (Law 3.3)"),
           "round-cap": N_("the agreed number of rounds was played"), "coalition": N_("in coalition (Law 9.2.8)"),
           "coop-people": N_("every person reached 30 victory points before any automaton (Law of Rootbotics 3.5)")}


def coop_headline(match) -> tuple[str, str] | None:
    """Cooperative play (Rootbotics 3.5): the result is a team's, said as such."""
    s, o = match.state, match.outcome
    if not getattr(s, "cooperative", False) or o is None:
        return None
    if o.reason == "coop-people":
        why = REASONS["coop-people"]
        return _("The people win together"), _(why)
    if o.reason == "coop-automata":
        first = term(match.seat_name(s.reached_30[-1])) if s.reached_30 else _("an automaton")
        return _("The automata win"), _("{name} reached 30 victory points first; every person had to get there "
                                        "before any automaton (Law of Rootbotics 3.5)").format(name=first)
    return None


def vp_series(match) -> tuple[list[str], list[list[int]]]:
    """(labels, series[seat]): each seat's VP at the start of every turn, then the final VP."""
    n = len(match.setup["seats"])
    vp = [0] * n
    labels, series = [], [[] for _ in range(n)]
    for e in match.history:
        if e.kind == "root.turn":
            labels.append(f"{len(labels) + 1}")
            for i in range(n):
                series[i].append(vp[i])
        elif e.kind == "root.vp" and e.seat is not None:
            vp[e.seat] = max(0, vp[e.seat] + int(e.data.get("vp", 0)))
    final = list(match.outcome.scores) if match.outcome is not None and match.outcome.scores else vp
    labels.append(_("end"))
    for i in range(n):
        series[i].append(final[i] if i < len(final) else vp[i])
    return labels, series


class RootGameOver(Scene):
    opaque = False

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.outcome = match.outcome
        self.labels, self.series = vp_series(match)
        self.factions = list(match.state.factions)

    def layout(self, size):
        super().layout(size)
        w, h = size
        px = theme.px
        self.box = pygame.Rect(0, 0, min(w - px(40), px(860)), min(h - px(40), px(560)))
        self.box.center = (w // 2, h // 2)
        bw = px(200)
        y = self.box.bottom - px(24) - px(44)
        self.look = Button((self.box.x + px(30), y, bw, px(44)), _("Look at the table"), self.app.stack.pop)
        self.title_btn = Button((self.box.right - px(30) - bw, y, bw, px(44)), _("Back to title"), self._title,
                                style="primary")
        self.widgets = [self.look, self.title_btn]
        self.set_focus(self.title_btn)

    def _title(self):
        from ..title import TitleScene
        self.app.stack.clear_to(TitleScene(self.app))

    def on_escape(self):
        self.app.stack.pop()

    def headline(self) -> tuple[str, str]:
        o = self.outcome
        if o is None:
            return _("No result"), ""
        team = coop_headline(self.match)
        if team is not None:
            return team
        names = [term(self.match.seat_name(s)) for s in o.winners]
        if not names:
            head = _("No winner")
        elif len(names) == 1:
            head = _("{name} wins").format(name=names[0])
        else:
            head = _("Shared victory: {names}").format(names=" & ".join(names))
        return head, _(REASONS.get(o.reason, o.reason))

    def draw(self, surface):
        px = theme.px
        scrim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        scrim.fill(theme.SCRIM)
        surface.blit(scrim, (0, 0))
        theme.panel(surface, self.box, radius=16)
        cx = self.box.centerx
        r = art.title_text(surface, _("Game over"), (cx, self.box.y + px(36)), size=36)
        art.rule_with_diamond(surface, (cx, r.bottom + px(4)), px(150))
        head, why = self.headline()
        img = theme.font("display-bold", 26).render(head, True, theme.ACCENT)
        surface.blit(img, img.get_rect(midtop=(cx, r.bottom + px(14))))
        img = theme.font("text-italic", 14).render(why, True, theme.INK_SOFT)
        surface.blit(img, img.get_rect(midtop=(cx, r.bottom + px(48))))
        top = r.bottom + px(76)
        # final scores (left)
        x = self.box.x + px(30)
        y = top
        o = self.outcome
        order = sorted(range(len(self.factions)), key=lambda s: -(o.scores[s] if o and s < len(o.scores) else 0))
        for seat in order:
            fid = self.factions[seat]
            won = o is not None and seat in o.winners
            surface.blit(glyphs.warrior(fid, px(30)), (x, y))
            f = theme.font("text-bold" if won else "text", 15)
            surface.blit(f.render(("★ " if won else "") + term(self.match.seat_name(seat)), True, theme.INK), (x + px(36), y + px(6)))
            sc = o.scores[seat] if o and seat < len(o.scores) else 0
            s = theme.font("display-bold", 20).render(str(sc), True, theme.INK)
            surface.blit(s, s.get_rect(topright=(x + px(250), y + px(2))))
            y += px(38)
        # chart (right)
        chart = pygame.Rect(self.box.x + px(310), top, self.box.right - px(30) - self.box.x - px(310),
                            self.look.rect.y - px(24) - top)
        self.draw_chart(surface, chart)
        super().draw(surface)

    def draw_chart(self, surface, r):
        px = theme.px
        pygame.draw.rect(surface, (252, 248, 238), r, border_radius=px(6))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=px(6))
        inner = r.inflate(-px(44), -px(36)).move(px(10), -px(4))
        top_vp = max(30, max((max(s) for s in self.series if s), default=0))
        n = max(2, len(self.labels))
        labels = list(self.labels) + [""] * (n - len(self.labels))
        f = theme.font("text", 10)
        for v in range(0, top_vp + 1, 5):
            y = inner.bottom - inner.h * v / top_vp
            pygame.draw.line(surface, theme.PAPER_DARK, (inner.x, y), (inner.right, y))
            t = f.render(str(v), True, theme.INK_SOFT)
            surface.blit(t, t.get_rect(midright=(inner.x - px(4), y)))
        step = max(1, n // 10)
        ticks = list(range(0, n - 1, step)) + [n - 1]           # always label the end
        if len(ticks) > 1 and ticks[-1] - ticks[-2] < step * 0.6:
            del ticks[-2]
        for i in ticks:
            x = inner.x + inner.w * i / (n - 1)
            t = f.render(labels[i], True, theme.INK_SOFT)
            surface.blit(t, t.get_rect(midtop=(x, inner.bottom + px(3))))
        cap = f.render(_("VP at the start of each turn"), True, theme.INK_SOFT)
        surface.blit(cap, cap.get_rect(bottomleft=(inner.x, r.y + px(14))))
        for seat, pts in enumerate(self.series):
            col = style.faction_color(self.factions[seat])
            xy = [(inner.x + inner.w * i / (n - 1), inner.bottom - inner.h * v / top_vp) for i, v in enumerate(pts)]
            if len(xy) == 1:
                xy = [(inner.x, xy[0][1]), (inner.right, xy[0][1])]
            if len(xy) > 1:
                pygame.draw.lines(surface, style.darken(col, 0.2), False, xy, max(2, px(3)))
            if xy:
                img = glyphs.warrior(self.factions[seat], px(20))
                surface.blit(img, img.get_rect(midbottom=xy[-1]))
