"""The Root table's game log: engine texts in players' words (card and clearing names), kept
up to date by appending only what is new, and exported as a text file."""
from __future__ import annotations

from pathlib import Path

from game.core.i18n import _, language, term
from game.core.userdirs import data_dir

from ... import theme
from ...widgets import ScrollText
from ...widgets.scroll import LazyLine
from .. import style
from ..clearing_names import clearings_named, name_clearings
from ..places import rule_words

LOG_TAIL = 200     # events given lines at once when a log is built from scratch; the rest on demand


class LogMixin:
    """The log pane's lines and the plain-words rendering of engine texts.
    A mixin of RootTable (scene.py), whose attributes it uses."""

    def log_lines_of(self, e) -> list:
        """The log lines of one event for the viewer: (text, colour, clearings it names). The
        event's own line is a LazyLine: its words are made only when it scrolls into sight."""
        raw = self.board.places.event(e, self.viewer)
        if not raw:                                # `plain` empties no text that has words
            return []
        col = theme.INK
        if e.seat is not None and 0 <= e.seat < len(self.view["factions"]):
            col = self._seat_colour(self.view["factions"][e.seat])
        out = [("", col, None)] if e.kind == "root.turn" else []
        rule = f"  [{rule_words(e.rule)}]" if e.rule and e.kind != "root.turn" else ""

        def make(raw=raw, rule=rule, col=col):
            t = self.plain(raw)
            return t + rule, col, clearings_named(t, self.board.names)
        out.append(LazyLine(make, len(raw) + len(rule)))
        return out

    def _seat_colour(self, fid: str) -> tuple:
        cache = self.__dict__.setdefault("_log_colours", {})
        c = cache.get(fid)
        if c is None:
            c = cache[fid] = style.darken(style.faction_color(fid), 0.35)
        return c

    def _backlog_line(self, hist, viewer, i: int) -> tuple:
        """Line `i` of the log's head (events before the last LOG_TAIL when the log was built):
        one line per event, made when scrolled into sight; None text for an event `viewer` does
        not read. A turn's line starts with a blank line, as the tail's do."""
        e = hist[i]
        raw = self.board.places.event(e, viewer)
        col = theme.INK
        if e.seat is not None and 0 <= e.seat < len(self.view["factions"]):
            col = self._seat_colour(self.view["factions"][e.seat])
        if not raw:
            return None, col, None
        t = self.plain(raw)
        rule = f"  [{rule_words(e.rule)}]" if e.rule and e.kind != "root.turn" else ""
        return ("\n" if e.kind == "root.turn" else "") + t + rule, col, clearings_named(t, self.board.names)

    def sync_log(self) -> None:
        """Bring the log panel up to the match's history, wrapping only what is new: the events
        kept since the last call (same objects) keep their lines; an undo cuts the lines of the
        events it took back. A move costs the same early and late in a long game, and so does
        building a log from scratch (opening a save, a new viewer): only the last LOG_TAIL events
        get lines at once, the ones before are made by index when scrolled back to."""
        hist = self.match.history
        st = self._logs.get(self.viewer)
        if st is None:
            # the panel's own widget serves the first viewer only; every other viewer gets its own
            w = self.log if self._log_viewer == "unset" else ScrollText(self.log.rect.copy(), size=12, stick_bottom=True)
            st = self._logs[self.viewer] = [w, [], [], False, 0]
        log, mine, starts, placeholder, base = st
        if log is not self.log:                       # this viewer's own log takes the panel
            self.widgets[self.widgets.index(self.log)] = log
            self.log = log
        self._log_viewer = self.viewer
        # mine[j] is the event hist[base + j]; history only ever grows or is cut back, so when the
        # last one is still there, all before it are too
        end = base + len(mine)
        if mine and end <= len(hist) and mine[-1] is hist[end - 1]:
            k = end
        else:
            k = base
            n = min(end, len(hist))
            while k < n and mine[k - base] is hist[k]:
                k += 1
        if placeholder or k == base:
            base = st[4] = max(0, len(hist) - LOG_TAIL)
            if base:
                log.set_head(base, lambda i, h=hist, v=self.viewer: self._backlog_line(h, v, i))
            else:
                log.set_lines([])
            mine.clear()
            starts.clear()
            k = base
        else:
            log.truncate(starts[k - base] if k - base < len(starts) else log.line_count())
            del mine[k - base:]
            del starts[k - base:]
        new = []
        count = log.line_count()
        for e in hist[k:]:
            mine.append(e)
            starts.append(count + len(new))
            new.extend(self.log_lines_of(e))
        st[3] = False
        if not log.line_count() and not new:
            new = [(_("The game begins."), theme.INK_SOFT)]
            st[3] = True
        log.append_lines(new)

    def plain(self, text: str) -> str:
        """`words` of an engine text, remembered (the same lines come back when the viewer changes)."""
        cache = self.__dict__.setdefault("_plain_cache", {})
        key = (language(), text)                # card and place names differ by language
        out = cache.get(key)
        if out is None:
            if len(cache) > 20000:
                cache.clear()
            out = cache[key] = self.words(text)
        return out

    def words(self, text: str) -> str:
        """Card ids in an engine message read as card names ("ambush-bird" → "Ambush! (bird)");
        "clearing:7" reads "clearing 7"."""
        if not text:
            return text
        rx = getattr(self, "_card_rx", None)
        if rx is None or getattr(self, "_card_lang", "") != language():
            import re
            cards = self.content.cards
            names = {}
            for cid, rec in cards.items():      # the names as printed in the reader's edition
                dup = sum(1 for r in cards.values() if r.name == rec.name) > 1
                names[cid] = f"{term(rec.name)} ({term(rec.suit)})" if dup else term(rec.name)
            self._card_lang = language()
            self._card_names = names
            rx = self._card_rx = re.compile(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, names), key=len, reverse=True))
                                            + r")(?![\w-])")
        text = rx.sub(lambda mo: self._card_names[mo.group(1)], text)
        if "clearing:" in text or "forest:" in text:     # "clearing:7", "forest:liar-wind": the reader's words
            import re
            places = self.board.places
            words = {"clearing": _("clearing {v}"), "forest": _("forest {v}")}

            def place(mo):
                kind, v = mo.group(1), mo.group(2)
                if kind == "forest":
                    return words[kind].format(v=places.forest(v))
                if language() != "en" and v.isdigit() and int(v) in places.clearing_en:
                    return words[kind].format(v=places.named_clearing(int(v)))
                return words[kind].format(v=v)
            text = re.sub(r"\b(clearing|forest):([\w-]+)", place, text)
        return name_clearings(text, self.board.names)     # "Pond (7)", as the map names it

    def export_log(self) -> Path | None:
        lines = [f"Tableforge — Root — seed {self.match.seed}"]
        for e in self.match.history:
            t = self.plain(self.board.places.event(e, self.viewer))
            if t:
                lines.append(t + (f"  [{e.rule}]" if e.rule else ""))
        folder = data_dir() / "logs"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"root-log-seed{self.match.seed}-{len(self.match.log)}.txt"
            path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        except OSError as exc:
            self.app.say(_("Log not exported: {error}").format(error=exc.strerror))
            return None
        self.app.say(_("Log written to {path}").format(path=path))
        return path
