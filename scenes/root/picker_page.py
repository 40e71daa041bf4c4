"""What the Root new-game screen's option pages share (the hirelings page, the landmarks page):
a card with captions, a tick box per choice kept as a list in the new-game setup (changed in
place), a line counting the ticks, and Done, which closes the page and tells the new-game screen.
One component so both pages look and behave alike (issue 19, D4)."""
from __future__ import annotations

import pygame

from game.core.i18n import _

from .. import theme
from ..page import SubPage
from ..widgets import Button, Checkbox, Label


class PickerPage(SubPage):
    """Subclasses name the setup key of their list (`key`), lay out their boxes with `box` and
    their count line with `count_line`, and say what the count line reads (`count_text`)."""
    key = ""
    card_width = 1040

    def __init__(self, app, setup: dict, on_done=None):
        super().__init__(app, on_done)
        self.setup = setup                      # the new-game screen's setup, changed in place
        self.count_label: Label | None = None

    def begin_layout(self, size) -> tuple[int, int]:
        """The page's card, no captions or widgets yet; the top-left where content starts."""
        super().layout(size)
        self.card = c = self.card_rect(size, width=self.card_width, top=130, bottom=36)
        self.captions = []
        self.widgets = []
        self.count_label = None
        return c.x + theme.px(36), c.y + theme.px(30)

    def box(self, rect, value: str, label: str, tooltip: str | None = None) -> Checkbox:
        """A tick box for `value` in the setup list."""
        cb = Checkbox(rect, label, value in self.picked(), on_change=lambda on, v=value: self.toggle(v, on),
                      tooltip=tooltip)
        self.widgets.append(cb)
        return cb

    def count_line(self, rect) -> Label:
        self.count_label = Label(rect, self.count_text(), role="text-italic", size=15, color=theme.INK_SOFT)
        self.widgets.append(self.count_label)
        return self.count_label

    def end_layout(self) -> None:
        """Done, at the card's bottom right."""
        px, c = theme.px, self.card
        bw, bh = px(190), px(50)
        self.done = Button(pygame.Rect(c.right - px(36) - bw, c.bottom - px(28) - bh, bw, bh), _("Done"),
                           self.on_escape, style="primary")
        self.widgets.append(self.done)

    def picked(self) -> list[str]:
        return list(self.setup.get(self.key) or [])

    def toggle(self, value: str, on: bool) -> None:
        self.setup[self.key] = [x for x in self.picked() if x != value] + ([value] if on else [])
        if self.count_label is not None:
            self.count_label.text = self.count_text()

    def count_text(self) -> str:
        raise NotImplementedError

