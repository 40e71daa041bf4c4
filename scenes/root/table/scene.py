"""The Root table: prompt bar, game log, the drawn board, faction panels, the deciding player's
hand, and the overlays (battle dice, card zoom, choice pop-up, rules reference).

Everything drawn comes from the content and `match.view(viewer)` — never the full state — and
every click becomes one legal choice of the pending decision: a clicked thing (a clearing, a
card) stands for the choices whose `refs` name it; choices that name nothing on screen are
buttons in the tray. Curtain, undo, saves and automatic seats come from the generic table.

The class is assembled from mixins, one per concern, in this package: choices, input, log,
animation, pacing, screenshots, tooltips, panes; paint holds the cached pictures.
"""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _

from ... import art, theme
from ...generic_table import GenericTable, rebuild_loaded_history
from ...widgets import Button, ScrollText
from .. import glyphs
from ..board import BoardView
from .animation import AnimationMixin, placed_pieces
from .choices import ChoicesMixin
from .input import InputMixin
from .log import LogMixin
from .pacing import PacingMixin
from .paint import _backgrounds, blit_button, paper
from .panes import PanesMixin
from .screenshots import ScreenshotMixin
from .tooltips import TooltipMixin


class RootTable(ChoicesMixin, InputMixin, LogMixin, AnimationMixin, PacingMixin, ScreenshotMixin, TooltipMixin,
                PanesMixin, GenericTable):
    automaton_help = N_("a Clockwork automaton (choose a Mechanical Marquise, Electric Eyrie, Automated "
                        "Alliance or Vagabot faction), playing by the Law of Rootbotics.")
    automaton_short = N_("a Clockwork automaton (Law of Rootbotics)")

    def __init__(self, app, match, title: str = "", viewer: int | None = None, curtain: bool = True,
                 autosave: bool = True):
        problem = None
        if match.from_save and match.log and len(match.history) <= len(getattr(match.state, "setup_events", []) or []):
            problem = rebuild_loaded_history(match)     # a loaded save: replay its log for the history
        super().__init__(app, match, title=title, viewer=viewer, curtain=curtain, autosave=autosave)
        self.history_problem = problem                  # shown in an error dialog when the table opens
        self.content = match.content
        self.board = BoardView(match.content, match.state.map_id)
        self.panel_seat = viewer if viewer is not None else 0
        self.popup: list[Button] = []
        self.popup_rect = None
        self.tray: list[Button] = []
        self.t = 0.0
        self.drag = None               # (start pos, last pos, moved)
        self.hand_spots: list[tuple[str, pygame.Rect]] = []
        self.hover_card: str | None = None
        self.log_hover: list[int] = []          # clearings named by the log line under the mouse
        self.sounds_played: list[str] = []       # the sounds of the last batch of events (tests)
        self.drops: list = []                    # (faction, piece, clearing, t0): placed pieces dropping in
        self.battle_unseen: tuple[int, set] = (0, set())   # last dice (history index) and who has not seen them
        self.panel_spots: list = []     # (card id, rect) of public cards drawn on faction panels
        self.panel_secret: list = []    # hidden things a panel drew this frame (face-down plot types)
        self.panel_targets: list = []   # (ref, rect) of things on the shown panel a choice may name
        self.info_spots: list = []      # (rect, text) of drawn things that explain themselves on hover
        self.zoom_spot = None
        self.hover_ref: str | None = None
        self.seen = len(match.history)
        self.view = None
        self.vp_history = None
        self.drawn_private: list[str] = []     # every private card id drawn this frame (tests)
        self._version = 0
        self._hover_started = 0.0
        self._tips: dict = {}
        self.paused = False
        self.fast = False              # fast-forward: automatic seats move every frame, no delay
        self.slides: list = []         # (faction, from, to, start time) of moves being animated
        self.fades: list = []          # (faction, piece kind, clearing, start time) of removed pieces
        self._layer = None
        self._layer_sig = None

    @staticmethod
    def demo_match(moves: int = 6, seed: int = 20261123):
        """For the scene gallery / smoke: a Root match with the implemented factions."""
        from ..demo import new_match, play_until
        m = new_match(seed)
        return play_until(m, lambda m: len(m.log) >= moves, seed=seed)

    def layout(self, size):
        from ...stack import Scene
        Scene.layout(self, size)
        w, h = size
        px = theme.px
        m = px(8)
        self.bar = pygame.Rect(m, m, w - 2 * m, px(50))
        panel_w = px(292)
        log_w = px(232)
        hand_h = px(146)              # hand cards large enough to read (issue 16: they were 60 px wide)
        top = self.bar.bottom + m
        self.panel_rect = pygame.Rect(w - m - panel_w, top, panel_w, h - top - m)
        self.hand_rect = pygame.Rect(m, h - m - hand_h, self.panel_rect.x - 2 * m, hand_h)
        self.log_rect = pygame.Rect(m, top, log_w, self.hand_rect.y - m - top)
        bx = self.log_rect.right + m
        self.board_rect = pygame.Rect(bx, top, self.panel_rect.x - m - bx, self.hand_rect.y - m - top)
        self.score_rect = pygame.Rect(bx + px(4), top + px(4), self.board_rect.w - px(8), px(24))
        self.board.set_rect(pygame.Rect(self.board_rect.x, self.score_rect.bottom + px(2), self.board_rect.w,
                                        self.board_rect.bottom - self.score_rect.bottom - px(2)))
        self.log = ScrollText(pygame.Rect(self.log_rect.x + px(8), self.log_rect.y + px(30), self.log_rect.w - px(12),
                                          self.log_rect.h - px(70)), size=12, stick_bottom=True)
        self._logs: dict = {}            # viewer -> [ScrollText, events, line starts, placeholder]: one log per
        self._log_viewer = "unset"       # viewer, each kept up to date by appending (a hand-off costs nothing)
        bh = px(34)
        bw = px(74)
        y = self.bar.centery - bh // 2
        x = self.bar.right - px(8) - bw
        self.menu_btn = Button((x, y, bw, bh), _("Menu"), self.on_escape, tooltip=_("Esc"), size=15)
        x -= bw + px(6)
        self.rules_btn = Button((x, y, bw, bh), _("Rules"), self.open_rules, tooltip=_("Rules reference (F1)"), size=15)
        x -= bw + px(6)
        self.save_btn = Button((x, y, bw, bh), _("Save"), self.save, tooltip=_("Save this game (also autosaved)"), size=15)
        x -= bw + px(6)
        self.undo_btn = Button((x, y, bw, bh), _("Undo"), self.undo, size=15,
                               tooltip=_("Take back your last choice (Ctrl+Z); stops at a draw, a die roll or "
                                         "another player's choice"))
        x -= bw + px(6)
        self.fast_btn = Button((x, y, bw, bh), _("Fast"), self.toggle_fast, size=15,
                               tooltip=_("Fast-forward the automatic seats until someone at this computer "
                                         "must decide (F)"))
        x -= bw + px(6)
        self.step_btn = Button((x, y, bw, bh), _("Step"), self.step_once, size=15,
                               tooltip=_("Play the next automatic move now"))
        x -= bw + px(6)
        self.pause_btn = Button((x, y, bw, bh), _("Pause"), self.toggle_pause, size=15,
                                tooltip=_("Pause or resume the automatic seats (Space)"))
        # "what would the AI do?" (issue 15): shown on the person's own decision while the AI
        # hint setting is on (the H key does the same)
        self.hint_btn = Button((x, y, bw, bh), _("Hint"), self.ask_hint, size=15,
                               tooltip=_("What would the AI do here? Its choice glows (H)"))
        self.hint_btn.visible = False
        self.export_btn = Button((self.log_rect.x + px(8), self.log_rect.bottom - px(34), self.log_rect.w - px(16), px(28)),
                                 _("Export log as text"), self.export_log, size=13,
                                 tooltip=_("Write the whole log to a .txt file in your Tableforge folder"))
        zs = px(28)
        self.zoom_in = Button((self.board_rect.right - zs - px(6), self.score_rect.bottom + px(6), zs, zs), "+",
                              lambda: self.zoom(1), tooltip=_("Zoom in (+ or wheel)"), size=16)
        self.zoom_out = Button((self.board_rect.right - zs - px(6), self.score_rect.bottom + px(10) + zs, zs, zs), "−",
                               lambda: self.zoom(-1), tooltip=_("Zoom out (- or wheel)"), size=16)
        self.widgets = [self.log, self.undo_btn, self.save_btn, self.rules_btn, self.menu_btn, self.export_btn,
                        self.zoom_in, self.zoom_out, self.pause_btn, self.step_btn, self.fast_btn, self.hint_btn]
        self.sync_auto_buttons()
        self.refresh()

    def my_decision(self):
        """The pending decision when the person at the screen takes it: the viewer's own, or a
        public interlude on the public view (`public_interlude`)."""
        d = self.match.pending
        if d is None or not self.is_human(d.seat):
            return None
        if d.seat == self.viewer or (self.viewer is None and self.public_interlude(d)):
            return d
        return None

    def acts_for(self, d) -> bool:
        return self.my_decision() is d

    def animating(self) -> bool:
        """Besides the glow and automatic seats: pieces sliding or fading, a tooltip on its way."""
        if super().animating() or self.slides or self.fades or self.drops:
            return True
        return self.hover_ref is not None and self.t - self._hover_started < 0.6

    def refresh(self) -> None:
        self._changed_at = self.t
        m = self.match
        if len(m.history) < self.seen:
            self.seen = len(m.history)          # undo shortened the history
        new = m.history[self.seen:]
        self.seen = len(m.history)
        old = getattr(self, "view", None)
        self.view = m.view(self.viewer)
        self._version += 1
        if new and old is not None and self.app.settings.anim_speed != "instant" and not self.fast:
            self.drops += placed_pieces(old, self.view, new, self.t)
        self.sync_log()
        self.popup = []
        self.build_tray()
        self.undo_btn.enabled = bool(self.my_decision() is not None and m.undo_depth(self.viewer) > 0)
        if new:
            self.on_events(new)

    def layer_sig(self):
        """What the cached picture depends on; anything else is drawn live each frame."""
        b = self.board
        return (self._version, self.size, self.viewer, self.panel_seat, b.zi, int(b.ox), int(b.oy),
                self.log.offset, theme.scale(), self.pause_btn.visible, bool(getattr(self, "tray_back", None)))

    def draw(self, surface):
        """Blit the cached picture of the table (rebuilt only when something in `layer_sig`
        changes), then the live parts: glows, pop-up, card zoom, tooltip."""
        sig = self.layer_sig()
        if self._layer is None or self._layer.get_size() != surface.get_size() or self._layer_sig != sig:
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size())
            self.render_layer(self._layer)
            self._layer_sig = sig
        surface.blit(self._layer, (0, 0))
        for b in self.tray:
            blit_button(surface, b)
        for wd in self.widgets:
            if wd.visible and wd is not self.log:
                blit_button(surface, wd)
        hl = self.highlights()
        self.board.draw_glows(surface, hl, self.hover_ref, self.glow_time())
        self.draw_slides(surface)
        arrow = self.move_arrow()
        if arrow:
            clip = surface.get_clip()
            surface.set_clip(self.board.rect)
            self.board._arrow(surface, arrow, self.board.k)
            surface.set_clip(clip)
        self.draw_hand_glow(surface, hl)
        self.draw_log_hover(surface)
        if self.popup:
            theme.panel(surface, self.popup_rect, radius=8)
            for b in self.popup:
                b.draw(surface)
        if self.hover_card and self.hover_card in self.content.cards:
            self.draw_zoom(surface, self.hover_card)
        tip = self.tooltip or self.board_tip()
        if tip:
            self.draw_tip(surface, tip, self._mouse)

    def render_layer(self, surface):
        w, h = surface.get_size()
        px = theme.px
        bg = _backgrounds.get((w, h))
        if bg is None:
            _backgrounds.clear()
            bg = _backgrounds[(w, h)] = glyphs.fast(art.background((w, h)), alpha=False)
        surface.blit(bg, (0, 0))
        v = self.view
        self.drawn_private = []
        self.panel_secret = []
        self.info_spots = []
        hl = self.highlights()
        frame = self.board_rect.inflate(px(6), px(6))
        pygame.draw.rect(surface, (92, 70, 46), frame, border_radius=px(8))
        pygame.draw.rect(surface, (98, 70, 45), self.board_rect)
        self.board.draw(surface, v, hl, None, self.t, None)
        self.draw_board_overlays(surface)
        self.draw_score(surface)
        self.draw_bar(surface)
        self.draw_log(surface)
        self.draw_panels(surface)
        self.draw_hand(surface, hl)
        self.drawn_view = [str(c) for c in self.drawn_private]
        if getattr(self, "tray_back", None) is not None:
            paper(surface, self.tray_back, fill=(250, 244, 231))
            cap = theme.font("text-bold", 10).render(_("CHOOSE ONE"), True, theme.INK_SOFT)
            surface.blit(cap, (self.tray_back.x + px(10), self.tray_back.y + px(8)))
        self.log.draw(surface)          # buttons are blitted live from cached pictures (hover is cheap)

    @property
    def drawn_secret(self) -> list:
        """Hidden things (not cards) drawn this frame, board and panel: ("plot", clearing, type) of
        face-down Corvid plots shown with their type (Law 13.2.2.I: only to the Corvids)."""
        return list(self.board.drawn_secret) + list(self.panel_secret)
