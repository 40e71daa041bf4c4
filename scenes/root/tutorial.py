""""Learn to play Root" (issue 17): the Root table with a lesson card over the log column.

The lesson (game/root/tutorial.py, data/root/tutorial.yaml) names, at each step, the one click
that goes on; only its target glows, any other click is explained and changes nothing. The
Eyrie's turn is played from the lesson's script. Progress is saved after every step in the
tutorial's own slot, so leaving (Menu) and coming back from the title resumes where it was.
"""
from __future__ import annotations

import math

import pygame

from game.core.i18n import _, error_text, rule_text
from game.root import tutorial as lesson

from .. import theme
from ..dialogs import ErrorDialog
from ..table_menu import TableMenu
from ..widgets import Button
from . import style
from .table import RootTable


def open_tutorial(app) -> None:
    """From the title screen: resume the saved lesson, or start it (a damaged or outdated
    save is said in a dialog and the lesson starts again)."""
    from game.root.ruleset import RULESET
    try:
        tut = lesson.load()
    except lesson.TutorialError as exc:
        app.stack.push(ErrorDialog(app, _("The tutorial cannot start"), error_text(exc)))
        return
    content = RULESET.default_content()
    problem = None
    try:
        run = lesson.read_progress(content, tut)
    except ValueError as exc:
        run, problem = None, str(exc)
    if run is None:
        try:
            run = lesson.Run(content, tut)
        except Exception as exc:       # a position the scenario loader refuses: said, not a traceback
            app.stack.push(ErrorDialog(app, _("The tutorial cannot start"), f"{type(exc).__name__}: {exc}"))
            return
    app.stack.push(TutorialTable(app, run))
    if problem:
        app.stack.push(ErrorDialog(app, _("The lesson starts again"),
                                   _("Your place in the lesson could not be restored ({why}).").format(why=_(problem))))


class TutorialMenu(TableMenu):
    """The table menu of the lesson: no saves of its own (the lesson saves itself), a restart."""

    def entries(self):
        return [("resume", _("Resume"), self.resume, "primary", _("Back to the lesson (Esc)")),
                ("restart", _("Start the lesson again"), self.restart, "secondary", _("From the first page")),
                ("settings", _("Settings"), self.settings, "secondary", _("Animation speed, sound, window, forced choices")),
                ("rules", _("Rules reference"), self.rules, "secondary", _("The rules of this game (F1)")),
                ("leave", _("Leave the lesson"), self.leave_lesson, "ghost",
                 _("Back to the title screen; the lesson resumes here next time"))]

    def restart(self):
        self._close()
        self.table.restart()

    def leave_lesson(self):
        from ..title import TitleScene
        self._close()
        self.table.save_progress()
        self.app.stack.clear_to(TitleScene(self.app))


class TutorialTable(RootTable):
    def __init__(self, app, run: lesson.Run):
        self.run = run
        self.wrong_text = ""
        self.text_cut = False          # the lesson text did not fit its card (tests assert it never does)
        self.end_buttons: list[Button] = []
        super().__init__(app, run.match, title=_("Learn to play Root"), viewer=run.player, curtain=False,
                         autosave=False)

    # --- layout -------------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = self.log_rect.copy()
        bh = px(34)
        bx, bw = self.card.x + px(10), self.card.w - px(20)
        self.next_btn = Button((bx, self.card.bottom - px(10) - bh, bw, bh), _("Next"), self.next_page,
                               style="primary", size=16)
        y = self.card.bottom - px(10) - 3 * bh - 2 * px(6)
        self.end_buttons = []
        for text, cb, st in ((_("New game"), self.to_new_game, "primary"), (_("Rules reference"), self.open_rules, "secondary"),
                             (_("Title screen"), self.to_title, "ghost")):
            self.end_buttons.append(Button((bx, y, bw, bh), text, cb, style=st, size=16))
            y += bh + px(6)
        # the lesson card takes the log's column: the log and its export button leave the widgets
        self.widgets = [w for w in self.widgets if w is not self.log and w is not self.export_btn]
        self.widgets += [self.next_btn, *self.end_buttons]
        self.sync_lesson_buttons()

    def sync_auto_buttons(self) -> None:
        """No undo, save, pause, step or fast in the lesson: it moves on only by its steps."""
        super().sync_auto_buttons()
        for b in (self.undo_btn, self.save_btn, self.pause_btn, self.step_btn, self.fast_btn):
            b.visible = False

    def sync_lesson_buttons(self) -> None:
        st = self.run.step
        last = st is not None and st.id == self.run.tut.steps[-1].id
        self.next_btn.visible = st is not None and st.kind == "page" and not last
        for b in self.end_buttons:
            b.visible = last or st is None

    # --- the lesson's rules of play ----------------------------------------------------------
    def forced_choice(self, d) -> bool:
        return False                  # every click of the lesson is the player's own

    def wrong(self, text: str) -> None:
        self.run.wrong += 1
        self.wrong_text = text
        self.app.say(text, 2.5)

    def choose(self, choice_id: str) -> None:
        self.popup = []
        st = self.run.step
        if st is None or st is self.run.tut.steps[-1]:
            self.wrong(_("The lesson is over: choose New game, the rules reference or the title screen."))
            return
        if st.kind == "page":
            self.wrong(_("Read this page, then click Next. Nothing has changed."))
            return
        if st.kind == "opponent":
            self.wrong(_("Wait: the Eyrie is playing its turn."))
            return
        if choice_id != st.choose:
            self.wrong(_("Not this one in this lesson: click what glows. Nothing has changed."))
            return
        try:
            self.run.try_choice(choice_id)
        except Exception as exc:       # a rules bug: said, never a traceback
            self.rules_failed(exc)
            return
        self.stepped()
        self.refresh()

    def next_page(self) -> None:
        if self.run.next_page():
            self.stepped()
            self.refresh()

    def auto_move(self) -> None:
        """The Eyrie's moves come from the lesson's script, one per delay, in its step only."""
        try:
            moved = self.run.play_opponent()
        except Exception as exc:
            self.rules_failed(exc)
            return
        if moved:
            self.refresh()
            if self.run.step is None or self.run.step.kind != "opponent":
                self.stepped()

    def undo(self) -> None:
        self.app.say(_("The lesson cannot be undone; use Menu to start it again."))

    def save(self) -> None:
        self.save_progress()

    def stepped(self) -> None:
        self.wrong_text = ""
        self.sync_lesson_buttons()
        self.save_progress()
        self._version += 1

    def save_progress(self) -> None:
        try:
            lesson.write_progress(self.run)
        except OSError as exc:
            self.app.say(_("Your place in the lesson could not be saved ({error}).").format(error=exc.strerror or exc))

    def restart(self) -> None:
        lesson.clear_progress()
        from ..title import TitleScene
        from game.root.ruleset import RULESET
        run = lesson.Run(RULESET.default_content(), self.run.tut)
        self.app.stack.clear_to(TitleScene(self.app))
        self.app.stack.push(TutorialTable(self.app, run))

    def to_new_game(self) -> None:
        from ..tables import new_game_scene_for
        from ..title import TitleScene
        lesson.clear_progress()
        self.app.stack.clear_to(TitleScene(self.app))
        self.app.stack.push(new_game_scene_for(self.app, "root"))

    def to_title(self) -> None:
        from ..title import TitleScene
        lesson.clear_progress()
        self.app.stack.clear_to(TitleScene(self.app))

    def on_escape(self):
        self.app.stack.push(TutorialMenu(self.app, self))

    # --- what glows -------------------------------------------------------------------------
    def highlights(self) -> set[str]:
        st = self.run.step
        if st is None or not st.target or st.target.startswith("button:"):
            return set()
        if st.kind == "choose" and self.my_decision() is None:
            return set()
        return {st.target}

    def target_button(self):
        st = self.run.step
        if st is None or not st.target.startswith("button:"):
            return None
        want = st.target[len("button:"):]
        for b in self.popup or self.tray:
            if getattr(b, "choice_id", None) == want:
                return b
        return None

    def lesson_target(self):
        """Where the click that goes on is (tests press it): the glowing thing, the Next button,
        or None while the Eyrie plays."""
        st = self.run.step
        if st is None:
            return None
        if st.kind == "page":
            return self.next_btn.rect.center if self.next_btn.visible else None
        if st.kind == "opponent":
            return None
        if self.popup:
            for b in self.popup:
                if b.choice_id == st.choose:
                    return b.rect.center
        b = self.target_button()
        if b is not None:
            return b.rect.center
        for pos, what in self.targets():
            if what == st.target:
                return pos
        return None

    def layer_sig(self):
        return (*super().layer_sig(), self.run.index)

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface):
        super().draw(surface)
        b = self.target_button()
        if b is not None:
            px = theme.px
            a = int(150 + 100 * (0.5 + 0.5 * math.sin(self.glow_time() * 4)))
            r = b.rect.inflate(px(10), px(10))
            g = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(g, (*style.GLOW, a), g.get_rect(), max(2, px(3)), border_radius=px(8))
            surface.blit(g, r.topleft)
        self.draw_card(surface)
        for w in (self.next_btn, *self.end_buttons):
            if w.visible:
                w.draw(surface)

    def draw_card(self, surface) -> None:
        """The lesson card: step count, title, the explanation, the Law cited, a wrong click's word."""
        px = theme.px
        card = self.card
        theme.panel(surface, card, fill=(250, 244, 231), radius=10)
        st = self.run.step
        clip = surface.get_clip()
        inner = card.inflate(-px(20), -px(16))
        surface.set_clip(inner)
        x, y, w = inner.x, inner.y, inner.w
        n = len(self.run.tut.steps)
        cap = theme.font("text-bold", 11).render(
            _("LESSON · STEP {n} OF {total}").format(n=min(self.run.index + 1, n), total=n), True, theme.INK_SOFT)
        surface.blit(cap, (x, y))
        y += cap.get_height() + px(4)
        bottom = inner.bottom
        if self.next_btn.visible:
            bottom = self.next_btn.rect.y - px(6)
        elif any(b.visible for b in self.end_buttons):
            bottom = min(b.rect.y for b in self.end_buttons if b.visible) - px(6)
        if st is None:
            surface.set_clip(clip)
            return
        blocks = []
        if st.title:
            blocks.append((theme.font("display-bold", 19), _(st.title), theme.INK, px(6)))
        blocks.append((theme.font("text", 14), _(st.text), theme.INK, px(8)))
        blocks.append((theme.font("text-italic", 13), rule_text(st.rule), theme.ACCENT, px(8)))
        if self.wrong_text:
            blocks.append((theme.font("text-bold", 13), self.wrong_text, theme.ERROR, px(4)))
        self.text_cut = False
        for f, text, colour, gap in blocks:
            for line in theme.wrap(f, text, w):
                if y + f.get_linesize() > bottom:
                    self.text_cut = True
                    break
                surface.blit(f.render(line, True, colour), (x, y))
                y += f.get_linesize()
            y += gap
        surface.set_clip(clip)
