"""Modal dialogs over any scene: a confirm (two buttons) and an error message (one button).
The scenes below stay visible behind a dark scrim; Enter confirms, Esc cancels."""
from __future__ import annotations

import pygame

from game.core.i18n import _

from . import art, theme
from .stack import Scene
from .widgets import Button, Label


class MessageDialog(Scene):
    opaque = False
    modal = True
    kind = "message"

    def __init__(self, app, title: str, message: str, buttons: list[tuple[str, str, object]], width: float = 560):
        """`buttons`: (text, style, callback) from left to right; the last one is the default."""
        super().__init__(app)
        self.title, self.message, self.buttons_spec, self.width = title, message, buttons, width

    def layout(self, size):
        super().layout(size)
        w = theme.px(self.width)
        pad = theme.px(32)
        body = Label((0, 0, w - 2 * pad, 10), self.message, size=18, color=theme.INK)
        body_h = body.text_height()
        h = pad + theme.px(48) + body_h + theme.px(28) + theme.px(48) + pad
        self.box = pygame.Rect(0, 0, w, h)
        self.box.center = (size[0] // 2, size[1] // 2)
        body.rect = pygame.Rect(self.box.x + pad, self.box.y + pad + theme.px(52), w - 2 * pad, body_h)
        self.body = body
        bw, bh, gap = theme.px(170), theme.px(46), theme.px(14)
        x = self.box.right - pad - len(self.buttons_spec) * bw - (len(self.buttons_spec) - 1) * gap
        self.buttons = []
        for text, style, cb in self.buttons_spec:
            self.buttons.append(Button((x, self.box.bottom - pad - bh, bw, bh), text, self._closer(cb), style=style))
            x += bw + gap
        self.widgets = [body, *self.buttons]
        self.set_focus(self.buttons[-1])

    def _closer(self, cb):
        def run():
            self.app.stack.pop()
            if cb:
                cb()
        return run

    def on_escape(self):
        self.buttons[0].click()

    def draw(self, surface):
        theme.scrim(surface)
        theme.panel(surface, self.box, radius=14)
        band = theme.ERROR if self.kind == "error" else theme.ACCENT
        pygame.draw.rect(surface, band, (self.box.x, self.box.y, self.box.w, theme.px(6)),
                         border_top_left_radius=theme.px(14), border_top_right_radius=theme.px(14))
        f = theme.font("display", 30)
        img = f.render(_(self.title), True, theme.ERROR if self.kind == "error" else theme.INK)
        surface.blit(img, (self.box.x + theme.px(32), self.box.y + theme.px(26)))
        art.diamond(surface, (self.box.right - theme.px(36), self.box.y + theme.px(46)), theme.px(6), band)
        super().draw(surface)


class ConfirmDialog(MessageDialog):
    kind = "confirm"

    def __init__(self, app, title, message, on_yes, yes=None, no=None, on_no=None):
        super().__init__(app, title, message, [(no or _("Cancel"), "secondary", on_no), (yes or _("Yes"), "primary", on_yes)])


class ErrorDialog(MessageDialog):
    """A clear message for a player (a damaged save, a content error) — never a traceback."""
    kind = "error"

    def __init__(self, app, title, message, on_close=None):
        super().__init__(app, title, message, [(_("OK"), "primary", on_close)])
