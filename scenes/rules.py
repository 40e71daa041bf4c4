"""Rules reference: a game's own reference text, searchable. A game provides it with
`rules_reference(content) -> list[(title, text)]`; without it the scene says so plainly."""
from __future__ import annotations

import pygame

from game.core import registry
from game.core.i18n import N_, _, how_to_play, rule_text, term

from . import art, theme
from .page import PageScene
from .widgets import Button, Label, ListBox, Row, ScrollText, TextInput


def _section(title: str, text: str) -> tuple[str, str]:
    """A reference section in the reader's language: "Battle (Law 4.3)" → its title and rule word
    translated, its text through the catalogue (a game's reference texts are extracted, babel.cfg);
    a text not in the catalogue stays as written."""
    name, sep, rule = title.rpartition(" (")
    if sep and rule.endswith(")"):
        title = f"{_(name)} ({rule_text(rule[:-1])})"
    else:
        title = _(title)
    return title, _(text)


def reference_for(game_id: str | None) -> tuple[str, list[tuple[str, str]] | None, str]:
    """(game title, sections or None, problem message). The game's "how to play" page, in the
    reader's language, comes first (issue 17)."""
    if not game_id:
        return "", None, _("No game is installed yet.")
    try:
        rs = registry.get(game_id)
        ref = getattr(rs, "rules_reference", None)
        intro = how_to_play(game_id)
        first = [(_("How to play"), "\n\n".join(intro))] if intro else []
        if ref is None and not first:
            return term(rs.title), None, _("{game} has no rules reference yet.").format(game=term(rs.title))
        sections = [_section(t, x) for t, x in ref(rs.default_content())] if ref is not None else []
        return term(rs.title), first + sections, ""
    except Exception as exc:
        return game_id, None, _("The rules reference could not be loaded: {error}").format(error=exc)


class RulesScene(PageScene):
    heading = N_("Rules reference")

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
        bw, bh = px(170), px(48)
        if self.sections is None:
            self.card = c = self.card_rect(size, width=760, top=170, bottom=40)
            c.h = px(300)
            self.back = Button((c.centerx - bw // 2, c.bottom - px(36) - bh, bw, bh), _("Back"), self.on_escape,
                               style="primary")
            self.widgets = [Label((c.x + px(60), c.y + px(60), c.w - px(120), px(140)), self.problem,
                                  role="display-italic", size=26, color=theme.INK_SOFT, align="center"), self.back]
            return
        lw = int(c.w * 0.32)
        self.search = TextInput((c.x + px(28), c.y + px(28), lw, px(44)), self.query, on_change=self._filter,
                                placeholder=_("Search the rules…"))
        self.list = ListBox((c.x + px(28), c.y + px(86), lw, c.h - px(114) - bh - px(16)), [], on_select=self._show,
                            row_h=46, empty_text=_("No section matches."))
        self.back = Button((c.x + px(28), c.bottom - px(28) - bh, bw, bh), _("Back"), self.on_escape)
        self.heading_pos = (c.x + lw + px(64), c.y + px(24))
        self.text = ScrollText((c.x + lw + px(60), c.y + px(84), c.w - lw - px(90), c.h - px(112)), size=18)
        self.widgets = [self.search, self.list, self.text, self.back]
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
            self.current = ""
            self.text.set_lines([])

    def _show(self, row):
        self.current, body = row.data
        self.text.set_lines(body.split("\n"))

    def draw_content(self, surface):
        if self.sections is None or not getattr(self, "current", ""):
            return
        img = theme.font("display", 32).render(self.current, True, theme.INK)
        surface.blit(img, self.heading_pos)
        y = self.heading_pos[1] + img.get_height() + theme.px(6)
        pygame.draw.line(surface, theme.PANEL_EDGE, (self.heading_pos[0], y), (self.text.rect.right, y), max(1, theme.px(1)))
        art.diamond(surface, (self.heading_pos[0], y), theme.px(4), theme.ACCENT)
