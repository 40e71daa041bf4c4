"""Rules reference: a game's own reference text, searchable. A game provides it with
`rules_reference(content) -> list[(title, text)]`; without it the scene says so plainly."""
from __future__ import annotations

from game.core import registry

from . import theme
from .page import PageScene
from .widgets import Label, ListBox, Row, ScrollText, TextInput


def reference_for(game_id: str | None) -> tuple[str, list[tuple[str, str]] | None, str]:
    """(game title, sections or None, problem message)."""
    if not game_id:
        return "", None, "No game is installed yet."
    try:
        rs = registry.get(game_id)
        ref = getattr(rs, "rules_reference", None)
        if ref is None:
            return rs.title, None, f"{rs.title} has no rules reference yet."
        return rs.title, list(ref(rs.default_content())), ""
    except Exception as exc:
        return game_id, None, f"The rules reference could not be loaded: {exc}"


class RulesScene(PageScene):
    heading = "Rules reference"

    def __init__(self, app, game_id: str | None):
        super().__init__(app)
        self.game_title, self.sections, self.problem = reference_for(game_id)
        self.subheading = self.game_title
        self.query = ""

    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = self.card_rect(size, width=1180, top=140, bottom=40)
        c = self.card
        if self.sections is None:
            self.widgets = [Label((c.x + px(60), c.y + px(70), c.w - px(120), px(200)),
                                  self.problem + "\n\nPress Esc to go back.", role="display-italic", size=26,
                                  color=theme.INK_SOFT, align="center")]
            return
        lw = int(c.w * 0.32)
        self.search = TextInput((c.x + px(28), c.y + px(28), lw, px(44)), self.query, on_change=self._filter,
                                placeholder="Search the rules…")
        self.list = ListBox((c.x + px(28), c.y + px(86), lw, c.h - px(114)), [], on_select=self._show, row_h=46,
                            empty_text="No section matches.")
        self.text = ScrollText((c.x + lw + px(60), c.y + px(28), c.w - lw - px(90), c.h - px(56)), size=18)
        self.widgets = [self.search, self.list, self.text]
        self._filter(self.query)
        self.set_focus(self.search)

    def matching(self) -> list[tuple[str, str]]:
        q = self.query.strip().lower()
        return [s for s in self.sections if not q or q in s[0].lower() or q in s[1].lower()]

    def _filter(self, text):
        self.query = text
        rows = [Row(t, data=(t, body)) for t, body in self.matching()]
        self.list.set_rows(rows)
        if rows:
            self.list.select(0)
        else:
            self.text.set_lines([])

    def _show(self, row):
        title, body = row.data
        self.text.set_lines([(title, theme.ACCENT), ""] + body.split("\n"))
