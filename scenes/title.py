"""The title screen: the emblem, the game chooser and the main menu."""
from __future__ import annotations

import pygame

from game.core import registry, saves
from game.core.i18n import _, term

from . import art, theme
from .stack import Scene
from .widgets import Button, Selector


def game_choices() -> list[tuple[str, str]]:
    out = []
    for gid in registry.game_ids():
        try:
            out.append((gid, term(registry.get(gid).title or gid)))
        except Exception as exc:     # a game that fails to import is shown, not fatal
            out.append((gid, _("{game} (unavailable: {error})").format(game=gid, error=type(exc).__name__)))
    return out


class TitleScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        games = game_choices()
        ids = [g for g, _ in games]
        last = app.settings.last_game
        self.game_id = last if last in ids else (ids[0] if ids else None)

    def on_enter(self):
        if self.app.settings_message:
            from .dialogs import ErrorDialog
            msg, self.app.settings_message = self.app.settings_message, None
            self.app.stack.push(ErrorDialog(self.app, _("Settings reset"), msg))

    def on_resume(self):
        self.layout(self.size)       # a save may now exist (Continue)

    def layout(self, size):
        super().layout(size)
        w, h = size
        px = theme.px
        games = game_choices()
        if saves._writer is not None:        # an autosave still being written is the game Continue resumes
            saves._writer.flush(timeout=5.0)
        self.latest = saves.latest_save(self.game_id) if self.game_id else None
        col_w = px(360)
        x = int(w * 0.60)
        x = min(x, w - col_w - px(80))
        bh, gap, rows = px(48), px(10), 7
        # the menu card (drawn from the chooser's top - 62 to the last button's bottom + 28) fits the window
        y = min(int(h * 0.30), h - px(40) - px(28) - px(70) - rows * (bh + gap) + gap)
        self.menu_x = x
        self.chooser = Selector((x, y, col_w, px(46)), games or [("", _("No games installed"))], self.game_id or "",
                                on_change=self._pick, enabled=bool(games), tooltip=_("The game to play (Left / Right)"))
        y += px(70)
        self.buttons = {}
        spec = [("new", _("New game"), self._new, "primary", bool(games), _("Choose seats, options and a seed")),
                ("continue", _("Continue"), self._continue, "secondary", self.latest is not None,
                 self._continue_tip()),
                ("load", _("Load game"), self._load, "secondary", True, _("All your saves")),
                ("tutorial", _("Learn to play Root"), self._tutorial, "secondary", "root" in dict(games),
                 _("A guided first game of Root: one turn of the Marquise de Cat, step by step")),
                ("rules", _("Rules reference"), self._rules, "secondary", bool(games), _("The rules of the chosen game")),
                ("settings", _("Settings"), self._settings, "secondary", True, _("Window, animation speed, sound, language")),
                ("quit", _("Quit"), self._quit, "ghost", True, None)]
        for key, text, cb, style, enabled, tip in spec:
            self.buttons[key] = Button((x, y, col_w, bh), text, cb, style=style, enabled=enabled, tooltip=tip, size=20)
            y += bh + gap
        self.widgets = [self.chooser, *self.buttons.values()]

    def _continue_tip(self) -> str:
        if self.latest is None:
            return _("No save of this game yet")
        return _("Resume your latest game of this kind ({name})").format(name=self.latest.stem)

    def _pick(self, gid):
        """Remember the chosen game (settings) and point Continue at that game's latest save."""
        self.game_id = gid
        if self.app.settings.last_game != gid:
            from dataclasses import replace
            from .settings import save_settings
            self.app.settings = replace(self.app.settings, last_game=gid)
            try:
                save_settings(self.app.settings)
            except OSError:
                pass                          # remembering the choice is a nicety, never an error
        self.latest = saves.latest_save(gid) if gid else None
        btn = self.buttons["continue"]
        btn.enabled = self.latest is not None
        btn.tooltip = self._continue_tip()

    def _new(self):
        from .tables import new_game_scene_for
        self.app.stack.push(new_game_scene_for(self.app, self.game_id))

    def _continue(self):
        from .load_game import open_save
        if self.latest:
            open_save(self.app, self.latest)

    def _load(self):
        from .load_game import LoadScene
        self.app.stack.push(LoadScene(self.app))

    def _tutorial(self):
        from .root.tutorial import open_tutorial
        open_tutorial(self.app)

    def _rules(self):
        from .rules import RulesScene
        self.app.stack.push(RulesScene(self.app, self.game_id))

    def _settings(self):
        from .settings_scene import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def _quit(self):
        self.app.quit()

    def on_escape(self):
        self._quit()

    def on_confirm(self):
        self.buttons["new"].click()

    def draw(self, surface):
        w, h = surface.get_size()
        px = theme.px
        surface.blit(art.background((w, h)), (0, 0))
        cx = int(w * 0.30)
        em = art.emblem(int(min(w * 0.17, h * 0.27)))
        surface.blit(em, em.get_rect(center=(cx, int(h * 0.40))))
        tr = art.title_text(surface, "Tableforge", (cx, int(h * 0.74)), size=78)
        art.rule_with_diamond(surface, (cx, tr.bottom + px(8)), px(170))
        sub = theme.font("display-italic", 24).render(_("a well-kept table for heavy board games"), True, theme.INK_SOFT)
        surface.blit(sub, sub.get_rect(midtop=(cx, tr.bottom + px(20))))
        # menu card
        card = pygame.Rect(self.menu_x - px(32), self.chooser.rect.y - px(62), self.chooser.rect.w + px(64),
                           self.buttons["quit"].rect.bottom - self.chooser.rect.y + px(90))
        theme.panel(surface, card, fill=(249, 243, 229), radius=14)
        cap = theme.font("text-bold", 14).render(_("CHOOSE A GAME"), True, theme.INK_SOFT)
        surface.blit(cap, (self.chooser.rect.x, self.chooser.rect.y - px(26)))
        ver = theme.font("text", 14).render(_("Tableforge 0.1 · free software (GPL-3.0-or-later)"), True, theme.INK_FAINT)
        surface.blit(ver, ver.get_rect(bottomleft=(px(40), h - px(34))))
        super().draw(surface)
