"""Keyboard and mouse on the Root table: shortcuts, panning and zooming the board, and
what the mouse hovers (which lights log clearings, zooms cards and times tooltips)."""
from __future__ import annotations

import math

import pygame

from ... import theme
from ...zoompan import zoom_key


class InputMixin:
    """Events in: keys, clicks, drags, the wheel; the hovered thing.
    A mixin of RootTable (scene.py), whose attributes it uses."""

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            mod = getattr(event, "mod", 0)
            if event.key == pygame.K_z and mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if zoom_key(event.key):
                self.zoom(zoom_key(event.key))
                return True
            if event.key == pygame.K_TAB:
                self.show_panel((self.panel_seat + 1) % len(self.view["factions"]))
                return True
            if event.key == pygame.K_f and not mod & pygame.KMOD_CTRL:
                self.toggle_fast()
                return True
            if event.key == pygame.K_h and not mod & pygame.KMOD_CTRL and self.app.settings.ai_hint:
                self.ask_hint()                     # "what would the AI do?" (issue 15)
                return True
            if event.key == pygame.K_SPACE and (self.automatic_turn() or self.paused):
                self.toggle_pause()
                return True
            if pygame.K_1 <= event.key <= pygame.K_9 and not mod & pygame.KMOD_CTRL:
                i = event.key - pygame.K_1          # 1–9: the tray's buttons, left to right
                if i < len(self.tray):
                    self.tray[i].click()
                return True
            if event.key in (pygame.K_F1,) or getattr(event, "unicode", "") == "?":
                self.open_rules()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                d = self.my_decision()
                if self.popup and len(self.popup) == 1:
                    self.popup[0].click()
                elif d is not None and d.get("done") is not None:
                    self.choose("done")
                elif d is not None and len(d.choices) == 1:
                    self.choose(d.choices[0].id)
                return True
            if event.key == pygame.K_ESCAPE:
                if self.popup:
                    self.popup = []
                else:
                    self.on_escape()
                return True
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            self.update_hover(event.pos)
            if self.drag is not None:
                start, last, moved = self.drag
                moved = moved or math.dist(start, event.pos) > theme.px(5)
                if moved:
                    self.board.pan(event.pos[0] - last[0], event.pos[1] - last[1])
                self.drag = (start, event.pos, moved)
        if self.popup:
            for b in self.popup:
                if b.handle(event):
                    return True
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.popup = []
                return True
        for w in reversed(self.tray + self.widgets):
            if w.visible and w.handle(event):
                return True
        if event.type == pygame.MOUSEWHEEL and self.board_rect.collidepoint(self._mouse):
            self.zoom(1 if event.y > 0 else -1, self._mouse)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            if event.button == 3:           # right-click: close the pop-up, else take back a step
                if self.popup:
                    self.popup = []
                elif self.my_decision() is not None and self.match.undo_depth(self.viewer) > 0:
                    self.undo()
                return True
            for seat, r in getattr(self, "panel_heads", []):
                if r.collidepoint(event.pos):
                    self.show_panel(seat)
                    return True
            if self.board_rect.collidepoint(event.pos):
                self.drag = (event.pos, event.pos, False)
                return True
            return self.click_at(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            start, _last, moved = self.drag
            self.drag = None
            if not moved:
                self.click_at(start)
            return True
        return True

    def update_hover(self, pos) -> None:
        before = self.hover_ref
        self._update_hover(pos)
        if self.hover_ref != before:
            self._hover_started = self.t

    def _update_hover(self, pos) -> None:
        self.hover_card = None
        self.hover_ref = None
        i = self.log.entry_at(pos)                 # a log line lights the clearings it names
        self.log_hover = list(self.log.tag_of(i) or []) if i is not None else []
        for ref, r in self.hand_spots:
            if r.collidepoint(pos):
                self.hover_card = ref[5:]
                self.hover_ref = ref
                return
        for cid, r in self.panel_spots:
            if r.collidepoint(pos):
                self.hover_card = cid
                self.zoom_spot = r
                return
        for cid, r in getattr(self, "kept_spots", ()):   # Mole Artisans' kept cards: zoom as a panel card
            if r.collidepoint(pos):
                self.hover_card = cid
                self.zoom_spot = r
                return
        for r, tip in self.info_spots:
            if r.collidepoint(pos):
                self.hover_ref = "info:" + tip
                return
        if self.board_rect.collidepoint(pos):
            c = self.board.clearing_at(pos)
            lid = self.board.landmark_at(pos)
            bandit = self.board.bandit_at(pos)
            if lid is not None:                      # a landmark's badge: what it does (App. F)
                from .tooltips import landmark_tip
                self.hover_ref = "info:" + landmark_tip(self.view, lid)
            elif bandit is not None:                 # a Highway Bandit on its path (App. E)
                from .tooltips import bandit_tip
                self.hover_ref = "info:" + bandit_tip(self, *bandit)
            elif self.board.burrow_at(pos):
                self.hover_ref = "burrow"
            elif c is not None:
                self.hover_ref = f"clearing:{c}"
            else:
                f = self.board.forest_at(pos, self.highlights())
                if f is not None:
                    self.hover_ref = f"forest:{f}"

    def zoom(self, d: int, anchor=None) -> None:
        self.board.set_zoom(self.board.zi + d, anchor)

    def open_rules(self) -> None:
        from ..reference import open_reference
        open_reference(self.app)
