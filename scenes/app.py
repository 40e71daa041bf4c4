"""The window and its loop: 60 fps cap, resizable, full screen from settings, layout recomputed
on resize, clean quit. `App.headless(size)` draws to an off-screen surface (tests, --smoke,
screenshots) with exactly the same scenes.
"""
from __future__ import annotations

import os

import pygame

from game.core import i18n

from . import theme
from .settings import Settings, load_settings, save_settings
from .stack import SceneStack

FPS = 60
IDLE_FPS = 20          # updates per second while nothing is drawn (timers still run)
SETTLE = 0.6           # seconds of drawing after the last input (hover tooltips appear in 0.45 s)
MIN_SIZE = (theme.DESIGN_W, theme.DESIGN_H)


class App:
    def __init__(self, size: tuple[int, int], settings: Settings | None = None, headless: bool = False,
                 fullscreen: bool = False, settings_message: str | None = None):
        if headless:
            pygame.font.init()         # no window, no audio device: just fonts
        else:
            pygame.init()
        theme.reset_fonts()
        self.settings = settings or Settings()
        i18n.apply_setting(self.settings.language)
        self.settings_message = settings_message
        self.headless = headless
        self.fullscreen = fullscreen
        self.running = True
        self.clock = pygame.time.Clock()
        self.toast: tuple[str, float] | None = None
        if headless:
            self.screen = pygame.Surface(size)
        else:
            self.screen = self._open_window(size, fullscreen)
        size = self.screen.get_size()
        theme.set_scale(theme.scale_for(size[1], size[0]))
        self.stack = SceneStack(size)

    @classmethod
    def headless(cls, size=(1280, 720), settings: Settings | None = None) -> "App":
        return cls(size, settings=settings or Settings(), headless=True)

    def display_size(self) -> tuple[int, int] | None:
        """The desktop's size (None when unknown, e.g. headless): window sizes are offered and
        clamped to it."""
        if self.headless:
            return None
        try:
            if pygame.display.get_driver() in ("dummy", "offscreen"):
                return None                     # no real display: its made-up size means nothing
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            return None
        return tuple(sizes[0]) if sizes else None

    def _open_window(self, size, fullscreen):
        from . import art
        from .settings import clamp_window
        pygame.display.set_caption("Tableforge")
        pygame.display.set_icon(art.emblem(30))
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        size = clamp_window((max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])), self.display_size())
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    # --- settings ------------------------------------------------------------------
    def apply_settings(self, settings: Settings) -> None:
        """Save and apply (window size / full screen change at once when windowed)."""
        before = self.settings.language
        self.settings = settings.normalised()
        if self.settings.language != before:      # the player chose a language: it wins over --lang
            i18n.forced = None
            i18n.set_language(self.settings.language)
            self.stack.resize(self.screen.get_size())   # every scene lays out its words again
        try:
            save_settings(self.settings)
        except OSError as exc:      # read-only or full disk: keep playing with them, say so
            from .dialogs import ErrorDialog
            self.stack.push(ErrorDialog(self, i18n._("Settings not saved"),
                                        i18n._("Your settings apply now but could not be written "
                                               "({error}). They will be lost when you quit.").format(error=exc.strerror or exc)))
        if self.headless:
            return
        want = (self.settings.window_w, self.settings.window_h)
        if self.settings.fullscreen != self.fullscreen or (not self.fullscreen and self.screen.get_size() != want):
            self.fullscreen = self.settings.fullscreen
            self.screen = self._open_window(want, self.fullscreen)
            self.resize(self.screen.get_size())

    def resize(self, size) -> None:
        if self.headless:
            self.screen = pygame.Surface(size)
        theme.set_scale(theme.scale_for(size[1], size[0]))
        self.stack.resize(size)

    def say(self, text: str, seconds: float = 2.5) -> None:
        """A short message at the bottom of the screen ("Saved as …")."""
        self.toast = (text, seconds)

    def quit(self) -> None:
        self.running = False

    # --- one frame -----------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE and not self.headless:
            w, h = max(event.w, MIN_SIZE[0]), max(event.h, MIN_SIZE[1])
            if (w, h) != (event.w, event.h):
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            self.resize(self.screen.get_size())
        else:
            self.stack.handle(event)

    def step(self, dt: float) -> None:
        self.stack.update(dt)
        if self.toast:
            text, left = self.toast
            self.toast = (text, left - dt) if left - dt > 0 else None
        if not self.stack.scenes:
            self.quit()

    def draw(self, surface=None) -> pygame.Surface:
        surface = surface or self.screen
        surface.fill(theme.PAPER)
        self.stack.draw(surface)
        if self.toast:
            self._draw_toast(surface, self.toast[0])
        return surface

    def _draw_toast(self, surface, text):
        f = theme.font("text", 17)
        img = f.render(text, True, theme.ACCENT_INK)
        r = img.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - theme.px(24)))
        box = r.inflate(theme.px(28), theme.px(14))
        pygame.draw.rect(surface, theme.INK, box, border_radius=theme.px(8))
        surface.blit(img, r)

    def frame(self, dt: float, events, draw: bool = True) -> None:
        """One frame: events, update, and (when `draw`) the picture. Anything unexpected a scene
        raises is caught here: the app's error dialog over the title screen, never a crash (see
        `recover`)."""
        try:
            for event in events:
                self.handle(event)
            self.step(min(dt, 0.1))
            if draw and self.running:
                self.draw()
            self.failures = 0
        except Exception as exc:
            self.recover(exc)

    def recover(self, exc: Exception) -> None:
        """Back to the title with the error dialog. If even that fails three frames running,
        quit with the message on stderr rather than loop on a broken screen."""
        import sys
        import traceback
        self.failures = getattr(self, "failures", 0) + 1
        traceback.print_exception(exc, file=sys.stderr)
        if self.failures > 3:
            print(f"Tableforge stopped: {type(exc).__name__}: {exc}", file=sys.stderr)
            self.running = False
            return
        try:
            from .dialogs import ErrorDialog
            from .title import TitleScene
            self.stack.clear_to(TitleScene(self))
            self.stack.push(ErrorDialog(self, i18n._("Something went wrong"),
                                        i18n._("Tableforge met an unexpected error ({error}). You are back at the title "
                                               "screen; your last autosave is kept.").format(
                                                   error=f"{type(exc).__name__}: {str(exc)[:200]}")))
        except Exception as again:      # the title itself cannot be shown: try again next frame, then stop
            traceback.print_exception(again, file=sys.stderr)

    def needs_frame(self, quiet: float) -> bool:
        """Draw this frame? Yes shortly after any input, while a message shows, and while a visible
        scene animates; otherwise the last picture stays on screen (issue 16: idle CPU)."""
        return quiet < SETTLE or self.toast is not None or any(s.animating() for s in self.stack.visible())

    def run(self) -> int:
        quiet, drawing = 0.0, True
        while self.running:
            dt = self.clock.tick(FPS if drawing else IDLE_FPS) / 1000.0
            events = pygame.event.get()
            quiet = 0.0 if events else quiet + dt
            drawing = self.needs_frame(quiet)
            self.frame(dt, events, draw=drawing)
            if drawing and self.running:
                pygame.display.flip()
        for scene in reversed(self.stack.scenes):   # quitting stops every worker (an AI thinking)
            scene.on_leave()
        from game.core import saves
        if saves._writer is not None:          # the last autosave reaches the disk before we exit
            saves._writer.flush()
        pygame.quit()
        return 0


def make_app(size=None, fullscreen=None) -> App:
    """The real window, from the saved settings unless `size` / `fullscreen` say otherwise."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    settings, message = load_settings()
    size = size or (settings.window_w, settings.window_h)
    fs = settings.fullscreen if fullscreen is None else fullscreen
    return App(size, settings=settings, fullscreen=fs, settings_message=message)
