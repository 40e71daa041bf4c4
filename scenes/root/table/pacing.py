"""Pacing of the Root table: automatic seats move one step per delay (pause, step, fast-forward),
and a human seat's turn hands the screen over (the curtain) before its private view shows."""
from __future__ import annotations

from game.core.i18n import _

from ... import theme


class PacingMixin:
    """Automatic seats' timing and the hand-off between people at one screen.
    A mixin of RootTable (scene.py), whose attributes it uses."""

    def update(self, dt):
        self.t += dt
        from ...stack import Scene
        Scene.update(self, dt)
        self.report_save_errors()
        if getattr(self, "broken", False):
            return
        self.poll_hint()
        self.sync_hint_button()
        d = self.match.pending
        if d is None:
            if not self.over_shown:
                self.over_shown = True
                from ..game_over import RootGameOver
                self.app.stack.push(RootGameOver(self.app, self.match))
            return
        d = self.take_all_forced(d)
        if d is None:
            return
        if self.is_human(d.seat):
            if self.pause_btn.visible and not self.paused:
                # the automatic seats have handed over: Undo back in place of Fast / Step / Pause
                # (before, they stayed until the next curtain, and a lone player had no Undo)
                self.sync_auto_buttons()
            if d.seat != self.viewer:
                if self.public_interlude(d):
                    # the last private view goes (no curtain, no hand); the tray is this decision's
                    if self.viewer is not None or getattr(self, "tray_for", None) is not d:
                        self.viewer = None
                        self.refresh()
                elif self.curtain:
                    from ..curtain import RootCurtain
                    self.viewer = None
                    self.refresh()
                    self.app.stack.push(RootCurtain(self.app, d.seat, self.match.seat_name(d.seat),
                                                    self.match.state.factions[d.seat], self.pass_to))
                else:
                    self.pass_to(d.seat)
            return
        self.sync_auto_buttons()
        if self.paused:
            return
        self.timer += dt
        from ...settings import MOVE_DELAY
        if self.fast or self.timer >= MOVE_DELAY.get(self.app.settings.anim_speed, 0.5):
            self.timer = 0.0
            self.auto_move()

    def auto_move(self) -> None:
        """One move of the automatic seat that is deciding (random until automata exist)."""
        d = self.match.pending
        if d is None or self.is_human(d.seat):
            return
        try:
            cid = self.agent_move(d)
            if cid is None:
                return                           # the AI thinks in its worker (scenes/ai_thinking.py)
            events = self.match.apply(cid)
        except Exception as exc:             # a rules bug: say so, keep the window alive
            self.rules_failed(exc)
            return
        self._auto_refresh = True
        try:
            self.refresh()
        finally:
            self._auto_refresh = False
        if any(e.kind == "root.turn" for e in events):
            self.after_human_move()          # autosave at every turn, whoever plays it

    def public_interlude(self, d) -> bool:
        """A person's decision taken on the public view, with no curtain (issue 16: a hand-off
        only when a person must act in private): in pass-and-play, a decision of a seat whose
        turn it is not (a defender choosing which piece to lose, a reply to another's action)
        that holds nothing private — not marked private by the rules (an ambush question) and
        naming no card of its hand: the test `forced_choice` uses. The seat whose turn it is
        always gets its own view (it plans with its hand), behind the curtain."""
        if d is None or not self.curtain or not self.is_human(d.seat) or d.seat == self.match.state.turn_seat:
            return False
        known = getattr(self, "_interlude_known", None)     # asked every frame: answered once per decision
        if known is not None and known[0] is d:
            return known[1]
        data = d.data if isinstance(d.data, dict) else {}
        ok = not data.get("private") and not self.names_private(d)
        self._interlude_known = (d, ok)
        return ok

    def names_private(self, d) -> bool:
        """A choice naming a card of the deciding seat's hand (Law 1.2.1: hands are secret)."""
        hand = set(self.match.view(d.seat)["hands"][d.seat])
        return any(c.id.startswith("card:") and c.id[5:] in hand for c in d.choices)

    def pass_to(self, seat: int) -> None:
        self.viewer = seat
        self.panel_seat = seat
        self.refresh()
        at, unseen = self.battle_unseen
        if seat in unseen and at < len(self.match.history) and self.app.settings.anim_speed != "instant":
            unseen.discard(seat)                  # the dice this person has not seen yet, settled
            overlay = self.battle_overlay(at)
            overlay.tray.settle()
            self.app.stack.push(overlay)

    def automatic_turn(self) -> bool:
        d = self.match.pending
        return d is not None and not self.is_human(d.seat)

    def sync_auto_buttons(self) -> None:
        auto = self.automatic_turn()
        self.pause_btn.visible = self.step_btn.visible = self.fast_btn.visible = auto or self.paused
        # Undo never reaches past another player's choice (Match.undo): while automata play it is
        # hidden and Fast / Step / Pause take its place, leaving the prompt its room.
        self.undo_btn.visible = not (auto or self.paused)
        gap = theme.px(6)
        x = (self.undo_btn.rect.right if not self.undo_btn.visible else self.undo_btn.rect.x - gap)
        for b in (self.fast_btn, self.step_btn, self.pause_btn):
            b.rect.right = x
            x = b.rect.x - gap
        self.hint_btn.rect.right = self.undo_btn.rect.x - gap
        self.pause_btn.text = _("Resume") if self.paused else _("Pause")
        self.fast_btn.text = _("Fast: on") if self.fast else _("Fast")
        self.fast_btn.style = "primary" if self.fast else "secondary"
        self.step_btn.enabled = auto

    def sync_hint_button(self) -> None:
        """The Hint button: on the person's own decision, with Undo, while the setting is on (it
        can change from the table's menu, so this is asked each frame)."""
        self.hint_btn.visible = bool(self.app.settings.ai_hint and self.undo_btn.visible
                                     and self.my_decision() is not None)

    def bar_left(self) -> int:
        """Where the top bar's leftmost visible button starts: the prompt ends before it."""
        return min([b.rect.x for b in (self.pause_btn, self.hint_btn) if b.visible] + [self.undo_btn.rect.x])

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.sync_auto_buttons()

    def toggle_fast(self) -> None:
        """Fast-forward stays on until switched off; it only ever skips the delay between
        automatic moves, so a human decision (and its curtain) still stops it."""
        self.fast = not self.fast
        self.sync_auto_buttons()

    def step_once(self) -> None:
        if self.automatic_turn():
            self.auto_move()
