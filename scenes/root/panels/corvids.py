"""Corvid Conspiracy board (Law 13): plots left in supply (their types only in the Corvids' own
view, 13.2.2.I), face-up plots on the map, the next Plot cost, Recruit/Exert this turn."""
from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext, term

from ... import theme
from .. import glyphs
from .common import PanelCtx, clearing_label, draw_common, heading, text

PLOTS = ("bomb", "snare", "extortion", "raid")


def draw(surface, rect, pc: PanelCtx) -> int:
    px = theme.px
    fb = pc.fb
    x, y = rect.x, rect.y
    cost = fb.get('next_plot_cost', 1)
    text(surface, ngettext("Plots in supply: {n} · next Plot costs {k} warrior", "Plots in supply: {n} · next Plot costs {k} warriors",
                           cost if isinstance(cost, int) else 2).format(
         n=fb.get('plots_in_supply', '?'), k=cost), (x, y), 12, "text-bold")
    y += px(18)
    reserve = fb.get("reserve")
    if isinstance(reserve, dict):
        y = heading(surface, _("Plots in supply (only you see)"), x, y, rect.w)
        bx = x
        for k in PLOTS:
            img = glyphs.token(f"plot-{k}", "corvids", px(22))
            surface.blit(img, (bx, y))
            text(surface, f"{term(k)} ×{reserve.get(k, 0)}", (bx + px(24), y + px(11)), 10, "text", theme.INK, "midleft")
            bx += px(24) + px(70)
            if bx + px(90) > rect.right:
                bx = x
                y += px(24)
        y += px(26)
    up = fb.get("face_up") or []
    down = fb.get("face_down") or []
    y = _lines(surface, _("Face up: {plots}").format(plots=', '.join(_plot_at(pc, t, c) for c, t in up) or _('none')),
               x, y, rect.w)
    hidden = dict((c, t) for c, t in fb.get("hidden") or [])
    pc.secret += [("plot", c, hidden[c]) for c in down if c in hidden]
    downs = ", ".join(_plot_at(pc, hidden[c], c) if c in hidden else clearing_label(pc, c) for c in down)
    y = _lines(surface, _("Face down: {plots}").format(plots=downs or _('none')), x, y, rect.w)
    flags = []
    if fb.get("recruited"):
        flags.append(_("recruited this turn"))
    if fb.get("exerted"):
        flags.append(_("exerted: no draw"))
    if flags:
        text(surface, " · ".join(flags), (x, y), 11, "text", theme.INK_SOFT)
        y += px(16)
    pygame.draw.line(surface, theme.PANEL_EDGE, (x, y), (rect.right, y))
    y += px(4)
    return draw_common(surface, rect, pc, y)


def targets(pc: PanelCtx) -> set[str]:
    """No panel targets: every Corvid choice points at a clearing, a card or a tray button."""
    return set()


def _plot_at(pc: PanelCtx, plot: str, c) -> str:
    """A plot and its clearing named as the board names it (« Bombe dans la clairière Étang (7) »),
    never a bare clearing number."""
    return _("{plot} in {place}").format(plot=term(plot), place=clearing_label(pc, c))


def _lines(surface, s: str, x: int, y: int, w: int) -> int:
    """`s` wrapped to the panel's width (a long list of plots in Portuguese ran out of it)."""
    px = theme.px
    lines = theme.wrap(theme.font("text", 11), s, w) or [s]
    for line in lines:
        text(surface, line, (x, y), 11)
        y += px(14)
    return y + px(2)
