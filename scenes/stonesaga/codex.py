"""The codex reader: look up an entry by its number; only entries already read in this game are
shown (never a spoiler, rb p.22). The list is the view's `codex_read`."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _

from .. import theme
from ..page import PageScene
from ..widgets import Button, ScrollText, TextInput


class CodexScene(PageScene):
    heading = N_("Codex")
    subheading = N_("Entries already read — look one up by its number")

    def __init__(self, app, content, read):
        super().__init__(app)
        self.content = content
        self.read = [int(x) for x in read if str(x).isdigit() or isinstance(x, int)]
        self.query = ""

    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = self.card_rect(size, width=900, top=150)
        c = self.card
        self.search = TextInput((c.x + px(24), c.y + px(20), px(200), px(38)), "", on_change=self.filter,
                                allowed="0123456789", max_len=4, placeholder=_("number"), size=16)
        self.back = Button((c.right - px(24) - px(140), c.y + px(20), px(140), px(38)), _("Back"), self.app.stack.pop,
                           style="primary", size=16)
        self.text = ScrollText(pygame.Rect(c.x + px(24), c.y + px(74), c.w - px(48), c.h - px(94)), size=15)
        self.widgets = [self.search, self.back, self.text]
        self.filter(self.query)

    def entries(self) -> list[tuple[int, str, str]]:
        out = []
        for n in sorted(set(self.read)):
            e = self.content.codex.get(n)
            if e is not None:
                out.append((n, e.title, e.text))
        return out

    def filter(self, q: str) -> None:
        self.query = q
        lines = []
        for n, title, text in self.entries():
            if q and not str(n).startswith(q):
                continue
            lines.append((f"§{n} — {title}", theme.ACCENT))
            lines.append((text, theme.INK))
            lines.append(("", theme.INK))
        if not lines:
            lines = [(_("No entry read yet.") if not q else _("No entry {n} has been read in this game.").format(n=q), theme.INK_SOFT)]
        self.text.set_lines(lines)

    def visible_text(self) -> list[str]:
        return self.text.visible_text()
