"""The generic table: plays ANY Ruleset through the engine contract alone.

Prompt bar (whose decision, what is asked, rule), the legal choices as buttons, the game log,
and a text rendering of what the deciding human seat may see (`view(seat)` — never more).
Automaton and random seats move by themselves after a short delay (RandomAgent for both until
automata exist). Between two human seats a full-screen curtain hides the table. Ctrl+Z undoes
(as far as `Match.undo_depth` allows); every human decision is autosaved.
"""
from __future__ import annotations

import math
import time

import pygame

from game.core import saves
from game.core.agents import RandomAgent
from game.core.search import SearchAgent

from .ai_thinking import Thinker
from game.core.decision import IllegalChoice
from game.core.i18n import N_, _, choice_label, event_text, prompt_text, rule_text, term

from . import art, theme
from .settings import MOVE_DELAY
from .stack import Scene
from .view_text import format_view
from .widgets import Button, ScrollPanel, ScrollText

CONTROLLER_LABELS = {"human": N_("Human"), "automaton": N_("Automaton"), "random": N_("Random"), "ai": N_("AI"),
                     "script": N_("Scripted")}    # "script": a tutorial's opponent (scenes/root/tutorial.py)
IN_PROGRESS = " — in progress"      # an autosave's title ends so in the file; the load page translates it
LOG_LINES = 400          # the latest events shown in the log panel (a long game has thousands)


def rebuild_loaded_history(match) -> str | None:
    """Replay a loaded save's log to get its event history back. A save whose log no longer
    replays (an older version, a rules fix since) still opens at its snapshot; the message
    returned (None when all went well) tells the player why the log starts there."""
    try:
        if match.rebuild_history():
            return None
        why = _("replaying its moves gives a different position")
    except Exception as exc:        # surfaced to the player by the table's error dialog
        why = f"{type(exc).__name__}: {exc}"
    return _("The saved position is shown and play can go on, but its game log could not be rebuilt "
             "({why}): the log starts at the loaded position.").format(why=why)


class GenericTable(Scene):
    # A message for the error dialog shown when the table opens (a loaded save's log that would
    # not replay), or None.
    history_problem: str | None = None
    paused = False                       # automatic players wait (a table with a Pause button sets it)

    def __init__(self, app, match, title: str = "", viewer: int | None = None, curtain: bool = True,
                 autosave: bool = True):
        super().__init__(app)
        self.match = match
        match.keep_checkpoint = True          # undo from the barrier's state, not a replay of the game
        self.title = title or match.ruleset.title
        self.controllers = [s.get("controller", "human") for s in match.setup["seats"]]
        self.humans = [i for i, c in enumerate(self.controllers) if c == "human"]
        # Automata do not exist yet in the core: every non-human seat is a seeded random player.
        self.agents = {i: RandomAgent(match.seed * 31 + i * 7919 + 1) for i, c in enumerate(self.controllers)
                       if c != "human"}
        for i, c in enumerate(self.controllers):
            if c == "ai":                     # the search agent (game/core/search.py), in a worker
                self.agents[i] = match.ruleset.make_agent(match.setup, i, match.seed)
        self.thinker = Thinker()
        self.hint: tuple[int, str] | None = None     # (log length, choice id) the AI suggests
        self.curtain = curtain and len(self.humans) > 1
        self.autosave = autosave
        if viewer is None and len(self.humans) == 1:
            viewer = self.humans[0]
        self.viewer = viewer          # the seat whose private information is on screen (None: nobody's)
        self.timer = 0.0
        self.over_shown = False
        self.broken = False
        self.drawn_view: list[str] = []
        self.forced_taken: list[tuple[str, str]] = []     # (decision kind, choice) taken for a person
        self.t = 0.0
        self._changed_at = 0.0           # when the position last changed (the glow pulses for a while)

    # --- what the screen shows ------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return self.controllers[seat] == "human"

    def shown_seat(self) -> int | None:
        return self.viewer

    def layout(self, size):
        super().layout(size)
        w, h = size
        px = theme.px
        m = px(34)
        self.bar = pygame.Rect(m, m, w - 2 * m, px(92))
        top = self.bar.bottom + px(16)
        bottom = h - m - px(44)
        log_w = int(w * 0.25)
        choice_w = int(w * 0.27)
        self.log_rect = pygame.Rect(m, top, log_w, bottom - top)
        self.choice_rect = pygame.Rect(w - m - choice_w, top, choice_w, bottom - top)
        self.view_rect = pygame.Rect(self.log_rect.right + px(16), top,
                                     self.choice_rect.x - px(16) - self.log_rect.right - px(16), bottom - top)
        self.seats_rect = pygame.Rect(m, bottom + px(8), w - 2 * m, px(36))
        hdr = px(44)
        self.log = ScrollText(pygame.Rect(self.log_rect.x + px(12), top + hdr, self.log_rect.w - px(20),
                                          bottom - top - hdr - px(12)), size=15, stick_bottom=True)
        self.view_text = ScrollText(pygame.Rect(self.view_rect.x + px(16), top + hdr, self.view_rect.w - px(28),
                                                bottom - top - hdr - px(12)), role="mono", size=14)
        self.choices = ScrollPanel(pygame.Rect(self.choice_rect.x + px(12), top + hdr, self.choice_rect.w - px(24),
                                               bottom - top - hdr - px(12)), step=56)
        bw, bh = px(112), px(42)
        y = self.bar.centery - bh // 2
        self.menu_btn = Button((self.bar.right - px(16) - bw, y, bw, bh), _("Menu"), self.on_escape, tooltip=_("Esc"))
        self.save_btn = Button((self.menu_btn.rect.x - px(10) - bw, y, bw, bh), _("Save"), self.save,
                               tooltip=_("Save this game (it is also autosaved after each of your moves)"))
        self.undo_btn = Button((self.save_btn.rect.x - px(10) - bw, y, bw, bh), _("Undo"), self.undo,
                               tooltip=_("Take back your last choice (Ctrl+Z). Undo stops at a draw, a die roll "
                                         "or another player's choice."))
        self.widgets = [self.log, self.view_text, self.choices, self.undo_btn, self.save_btn, self.menu_btn]
        self.refresh()

    GLOW_SETTLE = math.pi + math.pi / 8      # sin(4t) = 1 there: the glow comes to rest at its brightest

    def glow_time(self) -> float:
        """The clock of the glow's pulse: it runs for a few seconds after a change, then rests."""
        return min(self.t - self._changed_at, self.GLOW_SETTLE)

    def animating(self) -> bool:
        """Drawn every frame only while an automatic seat is about to move or the glow settles."""
        d = self.match.pending
        auto = d is not None and not self.is_human(d.seat) and not self.paused
        return auto or self.t - self._changed_at < self.GLOW_SETTLE

    def refresh(self) -> None:
        """Rebuild the choices, log and view text from the match (after every move)."""
        self._changed_at = self.t
        m = self.match
        d = m.pending
        seat = self.shown_seat()
        recent = m.history[-LOG_LINES:]
        self.log.set_lines([(event_text(e, seat), theme.INK) for e in recent if e.text_for(seat)] or
                           [(_("The game begins."), theme.INK_SOFT)])
        try:
            view = m.view(seat)
            lines = format_view(view)
        except Exception as exc:       # a view that fails must not take the window down
            lines = [_("(the view could not be shown: {error})").format(error=f"{type(exc).__name__}: {exc}")]
        self.view_text.set_lines(lines)
        items = []
        px = theme.px
        mine = d is not None and self.is_human(d.seat) and d.seat == seat
        if mine:
            y = 0
            for n, c in enumerate(d.choices):
                label = choice_label(c)
                text = f"{n + 1}.  {label}" if n < 9 else label
                if self.hinted(c.id):
                    text = f"{text}   " + _("← the AI's choice")
                b = Button((0, 0, 0, 0), text, (lambda cid=c.id: self.choose(cid)), style="choice", align="left",
                           size=17, detail=c.id if c.id != c.label else "",
                           tooltip=label if len(label) > 34 else None)
                b.choice_id = c.id
                bh = px(54) if b.detail else px(44)
                items.append((b, pygame.Rect(0, y, self.choices.rect.w - px(12), bh)))
                y += bh + px(8)
        self.choices.set_children(items)
        self.choices.scroll_to(0)
        over = d is not None and seat is not None and d.seat != seat and self.controllers[d.seat] == "ai"
        self.undo_btn.enabled = bool((mine or over) and m.undo_depth(seat, over_pending=over) > 0)

    def choice_buttons(self) -> list[Button]:
        return [w for w, _ in self.choices.children]

    # --- acting ------------------------------------------------------------------------
    def choose(self, choice_id: str) -> None:
        d = self.match.pending
        if d is None or not self.is_human(d.seat) or not self.acts_for(d):
            return
        try:
            self.match.apply(choice_id)
        except IllegalChoice as exc:
            self.app.say(str(exc))
            return
        except Exception as exc:
            self.rules_failed(exc)
            return
        self.after_human_move()
        self.refresh()

    def acts_for(self, d) -> bool:
        """Whether the person at the screen may take decision `d` now: the seat whose private
        view is shown (a game's table may allow more, e.g. a choice needing no private view)."""
        return d.seat == self.viewer

    def save_seats(self) -> list[list[str]]:
        """[seat name, controller] for each seat, in English: the load page shows them in the
        reader's language (the "seats" text beside them is for older readers)."""
        rs, m = self.match.ruleset, self.match
        out = []
        for i, c in enumerate(self.controllers):
            try:
                name = rs.seat_name(m.content, m.state, i)
            except Exception:              # a name is decoration: never fail a save for it
                name = f"Seat {i + 1}"
            out.append([name, c])
        return out

    def save_summary(self) -> str:
        """Who sits at this table, for the save list of older readers ("Seat 1 (Human), Seat 2
        (Random)"; English, as `save_seats`)."""
        return ", ".join(f"{name} ({CONTROLLER_LABELS.get(c, c)})" for name, c in self.save_seats())

    def autosave_file(self):
        """This game's own autosave (one per game in progress): the one it was loaded from, or a
        fresh one made on its first autosave."""
        path = getattr(self.match, "autosave_path", None)
        if path is None:
            path = self.match.autosave_path = saves.new_autosave_path(self.match.ruleset.id)
        return path

    def after_human_move(self) -> None:
        """Autosave: the match is copied here; its text, the write and the fsync happen on a worker thread."""
        if self.autosave:
            meta = {"decisions": len(self.match.log), "autosave": True, "table_title": self.title,
                    "seats": self.save_summary(), "seat_list": self.save_seats(), "seed": self.match.seed}
            saves.background_writer().submit_match(self.autosave_file(), self.match,
                                                   title=f"{self.title}{IN_PROGRESS}", meta=meta)

    def report_save_errors(self) -> None:
        """An autosave the worker could not write (read-only or full disk): said once in a dialog,
        then in a short message each time; play goes on (issue 18)."""
        w = saves._writer
        if w is None or not w.errors:
            return
        msg = w.errors.pop()
        w.errors.clear()
        if getattr(self, "autosave_warned", False):
            self.app.say(msg)
            return
        from .dialogs import ErrorDialog
        self.autosave_warned = True
        self.app.stack.push(ErrorDialog(self.app, _("Autosave failed"),
                                        _("Your game could not be autosaved ({error}). "
                                          "You can keep playing; free some space or check the saves folder.").format(
                                            error=msg.removeprefix('Autosave failed: '))))

    def on_enter(self) -> None:
        if self.history_problem:
            from .dialogs import ErrorDialog
            msg, self.history_problem = self.history_problem, None
            self.app.stack.push(ErrorDialog(self.app, _("The game log could not be rebuilt"), msg))

    def rules_failed(self, exc: Exception) -> None:
        """The rules raised (a bug in a game module): stop, say so, keep the window alive.
        The autosave from before the failing move is still there."""
        from .dialogs import ErrorDialog
        from .title import TitleScene
        self.broken = True
        self.app.stack.push(ErrorDialog(
            self.app, _("The rules stopped"), _("{game} could not apply that move ({error}). This is a bug in "
                                                "Tableforge; your last autosave is kept.").format(
                game=term(self.match.ruleset.title), error=f"{type(exc).__name__}: {exc}"),
            on_close=lambda: self.app.stack.clear_to(TitleScene(self.app))))

    # --- automatic seats' moves, the AI's worker -------------------------------------------
    def agent_move(self, d) -> str | None:
        """The automatic seat's choice for `d`; None while the AI still thinks (in a worker
        thread: the table keeps its frame rate)."""
        agent = self.agents[d.seat]
        if isinstance(agent, SearchAgent) and len(d.choices) > 1:
            return self.thinker.poll(self.match, agent, d)
        return agent.choose(self.match, d)

    def ai_thinking(self) -> bool:
        d = self.match.pending
        return d is not None and self.thinker.thinking_about(self.match, d)

    def on_leave(self) -> None:
        self.thinker.cancel()                 # leaving or quitting stops the AI at once

    def ask_hint(self) -> None:
        """"What would the AI do?": the search agent answers the viewer's own decision from what
        the viewer sees (never another seat's secrets); the suggestion glows (setting ai_hint)."""
        d = self.match.pending
        if not getattr(self.app.settings, "ai_hint", False):
            return
        if d is None or self.viewer is None or d.seat != self.viewer or not self.is_human(d.seat):
            self.app.say(_("The AI gives a hint for your own decision only."))
            return
        if len(d.choices) == 1:
            self.hint = (len(self.match.log), d.choices[0].id)
            return
        self._hint_agent = SearchAgent(d.seat, 1.0, seed=self.match.seed * 7 + d.seat)
        self.app.say(_("The AI is thinking about your move…"), 1.2)
        self._hint_for = Thinker.key_of(self.match, d)

    def poll_hint(self) -> None:
        """Each frame: collect an asked hint once its search is done."""
        want = getattr(self, "_hint_for", None)
        d = self.match.pending
        if want is None:
            return
        if d is None or Thinker.key_of(self.match, d) != want:
            self._hint_for = None
            self.thinker.cancel()
            return
        cid = self.thinker.poll(self.match, self._hint_agent, d, tag="hint")
        if cid is not None:
            self._hint_for = None
            self.hint = (len(self.match.log), cid)
            c = d.get(cid)
            self.app.say(_("The AI would choose: {choice}").format(choice=choice_label(c) if c else cid), 3.0)
            self.refresh()

    def hinted(self, cid: str) -> bool:
        """Whether `cid` is the AI's suggestion for the decision now pending."""
        return self.hint is not None and self.hint == (len(self.match.log), cid)

    def undo(self) -> None:
        seat = self.viewer
        d = self.match.pending
        # The AI has not answered yet: a person may still take back what led to its question.
        over = d is not None and seat is not None and d.seat != seat and self.controllers[d.seat] == "ai"
        self.thinker.cancel()                # undo stops the AI's search at once
        self._hint_for = None
        self.hint = None                     # a hint answers one position: never a later one
        if seat is None or self.match.undo_depth(seat, over_pending=over) < 1:
            self.app.say(_("Nothing to undo here: undo stops at a draw, a die roll or another player's choice."))
            return
        self.match.undo(seat, 1, over_pending=over)
        while self.forced_choice(self.match.pending) and self.match.undo_depth(seat) > 0:
            self.match.undo(seat, 1)         # a choice taken for you is undone with the one before it
        self.after_human_move()
        self.refresh()

    # --- forced choices ---------------------------------------------------------------------
    def names_private(self, d) -> bool:
        """Whether a choice of `d` names something private of its seat (a card in hand): a game's
        table says so; the generic table cannot tell, so it says yes."""
        return True

    def forced_choice(self, d) -> bool:
        """A person's decision with one legal choice, to be taken for them (setting `auto_forced`)
        when skipping the question tells nobody anything: always with one person at the table;
        with several, only when the choice names nothing private and the rules did not mark the
        question private (an ambush asked anyway, so that asking reveals nothing)."""
        if d is None or len(d.choices) != 1 or not self.is_human(d.seat):
            return False
        if not getattr(self.app.settings, "auto_forced", True):
            return False
        if len(self.humans) <= 1:
            return True
        known = getattr(self, "_forced_known", None)       # asked every frame: answered once per decision
        if known is not None and known[0] is d:
            return known[1]
        data = d.data if isinstance(d.data, dict) else {}
        ok = not data.get("private") and not self.names_private(d)
        self._forced_known = (d, ok)
        return ok

    def take_all_forced(self, d):
        """Take forced choices one after another; the decision that then stands (None: over)."""
        for _i in range(50):
            if self.broken or not self.take_forced(d):
                break
            d = self.match.pending
        return None if self.broken else d

    def take_forced(self, d) -> bool:
        """Take the only choice of `d` if `forced_choice`; True when it was taken."""
        if not self.forced_choice(d):
            return False
        c = d.choices[0]
        try:
            self.match.apply(c.id)
        except Exception as exc:
            self.rules_failed(exc)
            return True
        self.forced_taken.append((d.kind, c.id))
        self.after_human_move()
        self.refresh()
        self.app.say(_("{name}: {choice} (the only choice)").format(name=term(self.match.seat_name(d.seat)), choice=choice_label(c)), 1.5)
        return True

    def save(self) -> None:
        name = f"{self.title} {time.strftime('%Y-%m-%d %H.%M.%S')}"
        path = saves.save_path(name)
        n = 2
        while path.exists():            # a named save never replaces another one
            path = saves.save_path(f"{name} ({n})")
            n += 1
        name = path.stem
        try:
            path = saves.write_save(self.match, saves.save_path(name), title=self.title,
                                    meta={"decisions": len(self.match.log)})
            self.app.say(_("Saved as {name}").format(name=path.stem))
        except OSError as exc:
            from .dialogs import ErrorDialog
            self.app.stack.push(ErrorDialog(self.app, _("Not saved"), _("This game could not be saved "
                                            "({error}). You can keep playing.").format(error=exc.strerror or exc)))

    def on_escape(self):
        """Esc / Menu: resume, save, load, settings, rules or leave (scenes/table_menu.py)."""
        from .table_menu import TableMenu
        self.app.stack.push(TableMenu(self.app, self))

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL
                and getattr(self.app.settings, "ai_hint", False)):
            self.ask_hint()                  # "what would the AI do?" (issue 15)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            from .rules import RulesScene
            self.app.stack.push(RulesScene(self.app, self.match.ruleset.id))
            return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9 and not event.mod & pygame.KMOD_CTRL:
            buttons = self.choice_buttons()            # 1–9: the first nine choices, as numbered
            i = event.key - pygame.K_1
            if i < len(buttons):
                buttons[i].click()
            return True
        return super().handle(event)

    def game_over_scene(self):
        """The overlay shown when the game ends (a game's own table may show more)."""
        from .game_over import GameOverScene
        return GameOverScene(self.app, self.match)

    def pass_to(self, seat: int) -> None:
        self.viewer = seat
        self.refresh()

    def update(self, dt):
        super().update(dt)
        self.t += dt
        self.report_save_errors()
        if self.animate(dt) or self.broken:
            return
        self.poll_hint()
        self.advance(dt)

    def animate(self, dt) -> bool:
        """A table's own animations (dice, slides, counters) for this frame; True = stop here (it
        pushed a scene). None here."""
        return False

    def busy(self) -> bool:
        """Something this table wants seen before the game moves on (the dice still rolling): no
        forced choice is taken, no seat is handed over and no automaton moves meanwhile."""
        return False

    def advance(self, dt) -> None:
        """The automaton loop: take forced choices, hand the screen to the next person (behind the
        curtain when several share it), or let the automaton of the seat to decide move (after
        MOVE_DELAY; the AI worker answers over several frames, scenes/ai_thinking.py)."""
        d = self.match.pending
        if d is None:
            if not self.over_shown and not self.busy():
                self.over_shown = True
                self.app.stack.push(self.game_over_scene())
            return
        if not self.busy():
            d = self.take_all_forced(d)
            if d is None:
                return
        if self.is_human(d.seat):
            if d.seat != self.viewer:
                if self.busy():
                    return                           # let the last seat see the dice and the result first
                if self.curtain:
                    from .curtain import CurtainScene
                    self.viewer = None
                    self.refresh()
                    self.app.stack.push(CurtainScene(self.app, d.seat, self.match.seat_name(d.seat), self.pass_to))
                else:
                    self.pass_to(d.seat)
            return
        if self.busy() or self.paused:
            return                                   # let people see the dice before the next move
        self.timer += dt
        if self.timer >= MOVE_DELAY.get(self.app.settings.anim_speed, 0.5):
            try:
                cid = self.agent_move(d)
                if cid is None:
                    return                   # the AI is thinking in its worker
                self.timer = 0.0
                self.match.apply(cid)
            except Exception as exc:
                self.rules_failed(exc)
                return
            self.refresh()
            nxt = self.match.pending
            if nxt is None or self.is_human(nxt.seat) or not any(self.is_human(i) for i in range(len(self.controllers))):
                self.after_human_move()      # autosave where a person decides next (a loaded save opens
                                             # at their prompt), and every move of an all-automata game

    # --- drawing -----------------------------------------------------------------------
    def draw(self, surface):
        w, h = surface.get_size()
        px = theme.px
        surface.blit(art.background((w, h)), (0, 0))
        m, d = self.match, self.match.pending
        theme.panel(surface, self.bar, fill=(250, 244, 231), radius=12)
        pygame.draw.rect(surface, theme.ACCENT, (self.bar.x, self.bar.y + px(12), px(5), self.bar.h - px(24)))
        x = self.bar.x + px(26)
        if d is None:
            o = m.outcome
            winners = ", ".join(term(m.seat_name(i)) for i in o.winners) if o else ""
            who, prompt, rule = (_("Won by {names}").format(names=winners) if winners else _("No winner")), _("Game over"), ""
        else:
            who = f"{term(m.seat_name(d.seat))} · {_(CONTROLLER_LABELS.get(self.controllers[d.seat], ''))}"
            prompt, rule = prompt_text(d), rule_text(d.rule)
        img = theme.font("display-bold", 28).render(prompt or who, True, theme.INK)
        surface.blit(img, (x, self.bar.y + px(12)))
        sub = f"{who}" + (f"   ·   {rule}" if rule else "")
        if d is not None and not self.is_human(d.seat):
            sub += "   ·   " + _("playing…")
        img2 = theme.font("text", 16).render(sub, True, theme.INK_SOFT)
        surface.blit(img2, (x, self.bar.y + px(54)))
        for rect, head in ((self.log_rect, _("Game log")), (self.view_rect, self.view_heading()),
                           (self.choice_rect, self.choice_heading())):
            theme.panel(surface, rect, fill=(249, 243, 229), radius=12)
            hi = theme.font("display", 22).render(head, True, theme.INK)
            surface.blit(hi, (rect.x + px(16), rect.y + px(10)))
            pygame.draw.line(surface, theme.PAPER_DARK, (rect.x + px(14), rect.y + px(42)), (rect.right - px(14), rect.y + px(42)))
        if not self.choice_buttons():
            msg = self.waiting_text()
            lab = theme.wrap(theme.font("text-italic", 16), msg, self.choices.rect.w - px(10))
            y = self.choices.rect.y + px(8)
            for line in lab:
                surface.blit(theme.font("text-italic", 16).render(line, True, theme.INK_SOFT), (self.choices.rect.x + px(4), y))
                y += theme.font("text-italic", 16).get_linesize()
        self.draw_seats(surface)
        self.drawn_view = self.view_text.visible_text()
        super().draw(surface)

    def view_heading(self) -> str:
        return (_("What {name} sees").format(name=term(self.match.seat_name(self.viewer))) if self.viewer is not None
                else _("The table (public)"))

    def choice_heading(self) -> str:
        d = self.match.pending
        return _("Your choices") if d is not None and d.seat == self.viewer and self.is_human(d.seat) else _("Choices")

    def waiting_text(self) -> str:
        d = self.match.pending
        if d is None:
            return _("The game is over.")
        if not self.is_human(d.seat):
            return _("{name} is choosing…").format(name=term(self.match.seat_name(d.seat)))
        return _("Waiting for {name}.").format(name=term(self.match.seat_name(d.seat)))

    def draw_seats(self, surface):
        px = theme.px
        d = self.match.pending
        x = self.seats_rect.x + px(6)
        f = theme.font("text", 16)
        for i, c in enumerate(self.controllers):
            active = d is not None and d.seat == i
            text = f"{term(self.match.seat_name(i))} · {_(CONTROLLER_LABELS.get(c, c))}"
            img = theme.font("text-bold" if active else "text", 16).render(text, True, theme.INK if active else theme.INK_SOFT)
            r = img.get_rect(midleft=(x + px(22), self.seats_rect.centery))
            chip = r.inflate(px(40), px(12)).move(-px(6), 0)
            pygame.draw.rect(surface, theme.SELECTED if active else theme.PANEL, chip, border_radius=chip.h // 2)
            pygame.draw.rect(surface, theme.ACCENT if active else theme.PANEL_EDGE, chip, width=max(1, px(1)),
                             border_radius=chip.h // 2)
            pygame.draw.circle(surface, theme.ACCENT if active else theme.INK_FAINT, (chip.x + px(14), chip.centery), px(5))
            surface.blit(img, r)
            x = chip.right + px(12)
        hint = f.render(_("1–9 choose · Ctrl+Z undo · F1 rules · Esc menu"), True, theme.INK_FAINT)
        surface.blit(hint, hint.get_rect(midright=(self.seats_rect.right, self.seats_rect.centery)))
