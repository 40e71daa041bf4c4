"""Load a game: every save, newest first; damaged ones are listed in red with what is wrong.
Opening a save that cannot be restored shows an error dialog, never a traceback."""
from __future__ import annotations

from pathlib import Path

from game.core import saves
from game.core.content import ContentError
from game.core.i18n import N_, _, error_text, format_number, ngettext, render, term

from . import theme
from .dialogs import ConfirmDialog, ErrorDialog
from .page import PageScene
from .widgets import Button, ListBox, Row


def open_save(app, path: Path) -> bool:
    """Load `path` and sit down at its table; on any failure show an ErrorDialog."""
    try:
        match, doc = saves.load_match(path)
    except saves.SaveError as exc:
        app.stack.push(ErrorDialog(app, _("This save cannot be loaded"), error_text(exc)))
        return False
    except ContentError as exc:
        app.stack.push(ErrorDialog(app, _("Content error"), _("The game's content has an error:") + "\n" + error_text(exc)))
        return False
    except Exception as exc:        # a rules module that raises on a bad snapshot
        app.stack.push(ErrorDialog(app, _("This save cannot be loaded"),
                                   _("{name} could not be restored ({error}).").format(name=Path(path).name, error=f"{type(exc).__name__}: {exc}")))
        return False
    from .tables import table_scene_for
    from .title import TitleScene
    if saves.is_autosave(path):     # the game goes on autosaving into its own file
        match.autosave_path = Path(path)
    app.stack.clear_to(TitleScene(app))
    try:                            # a snapshot that loads but cannot be shown is damaged too
        match.pending  # noqa: B018  (computing the pending decision is what may fail)
        meta = doc.get("meta") or {}
        app.stack.push(table_scene_for(app, match, title=meta.get("table_title") or doc.get("title", "")))
    except Exception as exc:
        app.stack.clear_to(TitleScene(app))
        app.stack.push(ErrorDialog(app, _("This save cannot be loaded"),
                                   _("{name} is damaged and cannot be shown ({error}).").format(name=Path(path).name, error=type(exc).__name__)))
        return False
    return True


def _game_title(gid: str) -> str:
    """The game's name in the reader's language ("root" → "Root"); an unknown id as it is."""
    from game.core import registry
    try:
        return term(registry.get(gid).title) if gid else ""
    except Exception:                 # a save of a game this copy does not have
        return gid


def _row_title(path, info) -> str:
    """The save's title; an autosave's "<table> — in progress" (written in English) in the reader's language."""
    from .generic_table import IN_PROGRESS
    title = info["title"]
    if saves.is_autosave(path) and title.endswith(IN_PROGRESS):
        return _("{title} — in progress").format(title=title[: -len(IN_PROGRESS)])
    return title


def _seats_text(meta: dict) -> str:
    """Who sits at the table: from the seat list (names as terms, controllers translated) when
    the save has one, else the older English text."""
    from .generic_table import CONTROLLER_LABELS
    seats = meta.get("seat_list")
    if isinstance(seats, list) and seats and all(isinstance(s, list) and len(s) == 2 for s in seats):
        return ", ".join(f"{_seat_name(n)} ({_(CONTROLLER_LABELS.get(c, c))})" for n, c in seats)
    return meta.get("seats", "") if isinstance(meta.get("seats"), str) else ""


def _seat_name(name: str) -> str:
    if name.startswith("Seat ") and name[5:].isdigit():           # ruling R-I18N-3
        return _("Seat {n}").format(n=name[5:])
    return term(name)


def save_rows() -> list[Row]:
    rows = []
    for path, info in saves.list_saves():
        if "error" in info:
            rows.append(Row(_("{title} — damaged").format(title=info['title']), render(*info["error_msg"]) if "error_msg" in info else info["error"],
                            path, error=True))
        else:
            game = _game_title(info.get("game", ""))
            meta = info.get("meta") or {}
            turn = meta.get("decisions")
            auto = _("autosave") if saves.is_autosave(path) else ""
            seats = _seats_text(meta)
            bits = [b for b in (auto, info.get("saved_at", ""), game, ngettext("{n} decision", "{n} decisions", turn).format(n=format_number(turn)) if isinstance(turn, int) else "",
                                seats) if b]
            rows.append(Row(_row_title(path, info), " · ".join(bits), path))
    return rows


class LoadScene(PageScene):
    heading = N_("Load a game")
    subheading = N_("newest first")

    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = self.card_rect(size, width=900, top=140, bottom=40)
        c = self.card
        bw, bh = px(170), px(50)
        self.back = Button((c.x + px(36), c.bottom - px(30) - bh, bw, bh), _("Back"), self.on_escape)
        self.delete = Button((c.right - px(36) - 2 * bw - px(14), c.bottom - px(30) - bh, bw, bh), _("Delete"),
                             self._delete, enabled=False, tooltip=_("Delete the selected save"))
        self.load = Button((c.right - px(36) - bw, c.bottom - px(30) - bh, bw, bh), _("Load"), self._load, style="primary",
                           enabled=False)
        self.list = ListBox((c.x + px(36), c.y + px(32), c.w - px(72), c.h - px(32) - px(60) - bh),
                            save_rows(), on_select=self._selected, on_activate=lambda _r: self._load(),
                            empty_text=_("No saves yet: start a new game; it autosaves as you play."))
        self.widgets = [self.list, self.back, self.delete, self.load]
        self.set_focus(self.list)

    def on_resume(self):
        self.layout(self.size)

    def _selected(self, row):
        self.load.enabled = True
        self.delete.enabled = True

    def _load(self):
        if self.list.selected is None:
            return
        open_save(self.app, self.list.rows[self.list.selected].data)

    def _delete(self):
        if self.list.selected is None:
            return
        path = self.list.rows[self.list.selected].data

        def really():
            try:
                Path(path).unlink()
            except OSError as exc:
                self.app.stack.push(ErrorDialog(self.app, _("Not deleted"), _("{name}: {text}").format(name=Path(path).name, text=exc.strerror)))
            self.layout(self.size)
        self.app.stack.push(ConfirmDialog(self.app, _("Delete this save?"), _("{name} will be removed for good.").format(name=Path(path).name),
                                          really, yes=_("Delete")))
