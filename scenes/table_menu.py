"""The menu at the table (Esc or Menu): resume, save, load, settings, rules, leave. It sits over
the table (which stays visible behind a scrim) and every entry goes through the same scenes the
title screen uses."""
from __future__ import annotations

import pygame

from game.core.i18n import _

from . import art, theme
from .stack import Scene
from .widgets import Button


class TableMenu(Scene):
    opaque = False
    modal = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table

    def entries(self):
        return [("resume", _("Resume"), self.resume, "primary", _("Back to the game (Esc)")),
                ("save", _("Save"), self.save, "secondary", _("Save this game under a new name (it is also autosaved)")),
                ("load", _("Load game"), self.load, "secondary", _("Open another save")),
                ("settings", _("Settings"), self.settings, "secondary", _("Animation speed, sound, window, forced choices")),
                ("rules", _("Rules reference"), self.rules, "secondary", _("The rules of this game (F1)")),
                ("leave", _("Leave the table"), self.leave, "ghost", _("Back to the title screen; the autosave keeps this game"))]

    def layout(self, size):
        super().layout(size)
        px = theme.px
        items = self.entries()
        bw, bh, gap = px(300), px(46), px(10)
        h = px(70) + len(items) * (bh + gap) + px(20)
        self.box = pygame.Rect(0, 0, bw + px(80), h)
        self.box.center = (size[0] // 2, size[1] // 2)
        y = self.box.y + px(70)
        self.buttons = {}
        for key, text, cb, style, tip in items:
            self.buttons[key] = Button((self.box.centerx - bw // 2, y, bw, bh), text, cb, style=style, tooltip=tip,
                                       size=18)
            y += bh + gap
        self.widgets = list(self.buttons.values())
        self.set_focus(self.buttons["resume"])

    def _close(self):
        if self.app.stack.top is self:
            self.app.stack.pop()

    def resume(self):
        self._close()

    def save(self):
        self._close()
        self.table.save()

    def load(self):
        from .load_game import LoadScene
        self._close()
        self.app.stack.push(LoadScene(self.app))

    def settings(self):
        from .settings_scene import SettingsScene
        self._close()
        self.app.stack.push(SettingsScene(self.app))

    def rules(self):
        from .rules import RulesScene
        self._close()
        self.app.stack.push(RulesScene(self.app, self.table.match.ruleset.id))

    def leave(self):
        from .dialogs import ConfirmDialog
        from .title import TitleScene
        self._close()
        self.app.stack.push(ConfirmDialog(self.app, _("Leave the table?"),
                                          _("Your game is autosaved; Continue on the title screen brings you back."),
                                          lambda: self.app.stack.clear_to(TitleScene(self.app)), yes=_("Leave")))

    def on_escape(self):
        self.resume()

    def draw(self, surface):
        theme.scrim(surface)
        theme.panel(surface, self.box, radius=14)
        art.title_text(surface, _("Menu"), (self.box.centerx, self.box.y + theme.px(34)), size=30)
        super().draw(surface)
