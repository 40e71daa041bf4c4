"""The Root table: prompt bar, game log, the drawn board, faction panels, the deciding player's
hand, and the overlays (battle dice, card zoom, choice pop-up, rules reference).

Everything drawn comes from the content and `match.view(viewer)` — never the full state — and
every click becomes one legal choice of the pending decision: a clicked thing (a clearing, a
card) stands for the choices whose `refs` name it; choices that name nothing on screen are
buttons in the tray. Curtain, undo, saves and automatic seats come from the generic table.
"""
from __future__ import annotations

import math
from pathlib import Path

import pygame

from game.core.i18n import N_, _, choice_label, event_text, prompt_text, rule_text, term
from game.core.userdirs import data_dir

from .. import art, theme
from ..generic_table import CONTROLLER_LABELS, GenericTable, rebuild_loaded_history
from ..widgets import Button, ScrollText
from . import glyphs, style
from .board import BoardView
from .cardart import card_face, cost_text
from .clearing_names import clearings_named, name_clearings
from .panels import panel_module
from .panels.common import PanelCtx


_panels: dict = {}
_backgrounds: dict = {}


# Choice ids that name a thing drawn on the table even when the choice carries no refs: a
# forest (Vagabond setup, slip), an item on the Vagabond's board, a quest, a Decree column, a card,
# a Duchy minister (on its panel).
THING_IDS = ("clearing:", "forest:", "item:", "quest:", "column:", "card:", "minister:")


def refs_of(choice) -> tuple[str, ...]:
    """The things a choice names: its refs, or its own id when that id is a drawn thing."""
    if choice.refs:
        return choice.refs
    if choice.id.startswith(THING_IDS):
        return (choice.id,)
    return ()


def paper(surface, rect, fill=(249, 243, 229), radius=10):
    """theme.panel, cached per size: a paper card with its soft shadow, blitted in one go."""
    key = (rect.size, fill, radius, theme.scale())
    img = _panels.get(key)
    if img is None:
        pad = theme.px(8)
        img = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
        theme.panel(img, pygame.Rect(pad, pad, rect.w, rect.h), fill=fill, radius=radius)
        img = glyphs.fast(img)
        if len(_panels) > 64:
            _panels.clear()
        _panels[key] = img
    surface.blit(img, (rect.x - theme.px(8), rect.y - theme.px(8)))


_buttons: dict = {}


def placed_pieces(old: dict, new: dict, events, t0: float) -> list:
    """(faction, piece, clearing, t0) of each piece the new view has that the old did not and that
    no move brought (a recruit, a build, a token): what drops in. Read from two public views."""
    moved: dict = {}
    for e in events:
        if e.kind == "root.move" and e.seat is not None and "to" in e.data:
            moved[(e.seat, e.data["to"])] = moved.get((e.seat, e.data["to"]), 0) + int(e.data.get("n", 1))
    out = []
    facs = new["factions"]
    for seat, (was, now) in enumerate(zip(old["warriors"], new["warriors"])):
        for c in range(1, min(len(was), len(now))):
            if now[c] - was[c] - moved.get((seat, c), 0) > 0:
                out.append((facs[seat], "warrior", c, t0))
    for key in ("buildings", "tokens"):
        for c in range(1, min(len(old[key]), len(new[key]))):
            before = [tuple(p) for p in old[key][c]]
            for p in new[key][c]:
                p = tuple(p)
                if p in before:
                    before.remove(p)
                elif p[0] >= 0:
                    out.append((facs[p[0]], p[1], c, t0))
    return out


def blit_button(surface, b) -> None:
    """Draw a button from a picture cached per look (text, size, style, hover, pressed, focus…)."""
    key = (b.text, b.rect.size, getattr(b, "style", ""), b.enabled, b.hover, getattr(b, "pressed", False), b.focused,
           getattr(b, "size", 0), getattr(b, "align", ""), getattr(b, "detail", ""), theme.scale())
    img = _buttons.get(key)
    m = theme.px(8)
    if img is None:
        img = pygame.Surface((b.rect.w + 2 * m, b.rect.h + 2 * m), pygame.SRCALPHA)
        real = b.rect
        b.rect = pygame.Rect(m, m, real.w, real.h)
        try:
            b.draw(img)
        finally:
            b.rect = real
        img = glyphs.fast(img)
        if len(_buttons) > 400:
            _buttons.clear()
        _buttons[key] = img
    surface.blit(img, (b.rect.x - m, b.rect.y - m))


class RootTable(GenericTable):
    automaton_help = N_("a Clockwork automaton (choose a Mechanical Marquise, Electric Eyrie, Automated "
                        "Alliance or Vagabot faction), playing by the Law of Rootbotics.")
    automaton_short = N_("a Clockwork automaton (Law of Rootbotics)")

    def __init__(self, app, match, title: str = "", viewer: int | None = None, curtain: bool = True,
                 autosave: bool = True):
        problem = None
        if match.from_save and match.log and len(match.history) <= len(getattr(match.state, "setup_events", []) or []):
            problem = rebuild_loaded_history(match)     # a loaded save: replay its log for the history
        super().__init__(app, match, title=title, viewer=viewer, curtain=curtain, autosave=autosave)
        self.history_problem = problem                  # shown in an error dialog when the table opens
        self.content = match.content
        self.board = BoardView(match.content, match.state.map_id)
        self.panel_seat = viewer if viewer is not None else 0
        self.popup: list[Button] = []
        self.popup_rect = None
        self.tray: list[Button] = []
        self.t = 0.0
        self.drag = None               # (start pos, last pos, moved)
        self.hand_spots: list[tuple[str, pygame.Rect]] = []
        self.hover_card: str | None = None
        self.log_hover: list[int] = []          # clearings named by the log line under the mouse
        self.sounds_played: list[str] = []       # the sounds of the last batch of events (tests)
        self.drops: list = []                    # (faction, piece, clearing, t0): placed pieces dropping in
        self.battle_unseen: tuple[int, set] = (0, set())   # last dice (history index) and who has not seen them
        self.panel_spots: list = []     # (card id, rect) of public cards drawn on faction panels
        self.panel_secret: list = []    # hidden things a panel drew this frame (face-down plot types)
        self.panel_targets: list = []   # (ref, rect) of things on the shown panel a choice may name
        self.info_spots: list = []      # (rect, text) of drawn things that explain themselves on hover
        self.zoom_spot = None
        self.hover_ref: str | None = None
        self.seen = len(match.history)
        self.view = None
        self.vp_history = None
        self.drawn_private: list[str] = []     # every private card id drawn this frame (tests)
        self._version = 0
        self._hover_started = 0.0
        self._tips: dict = {}
        self.paused = False
        self.fast = False              # fast-forward: automatic seats move every frame, no delay
        self.slides: list = []         # (faction, from, to, start time) of moves being animated
        self.fades: list = []          # (faction, piece kind, clearing, start time) of removed pieces
        self._layer = None
        self._layer_sig = None

    @staticmethod
    def demo_match(moves: int = 6, seed: int = 20261123):
        """For the scene gallery / smoke: a Root match with the implemented factions."""
        from .demo import new_match, play_until
        m = new_match(seed)
        return play_until(m, lambda m: len(m.log) >= moves, seed=seed)

    # --- layout -------------------------------------------------------------------------------
    def layout(self, size):
        from ..stack import Scene
        Scene.layout(self, size)
        w, h = size
        px = theme.px
        m = px(8)
        self.bar = pygame.Rect(m, m, w - 2 * m, px(50))
        panel_w = px(292)
        log_w = px(232)
        hand_h = px(146)              # hand cards large enough to read (issue 16: they were 60 px wide)
        top = self.bar.bottom + m
        self.panel_rect = pygame.Rect(w - m - panel_w, top, panel_w, h - top - m)
        self.hand_rect = pygame.Rect(m, h - m - hand_h, self.panel_rect.x - 2 * m, hand_h)
        self.log_rect = pygame.Rect(m, top, log_w, self.hand_rect.y - m - top)
        bx = self.log_rect.right + m
        self.board_rect = pygame.Rect(bx, top, self.panel_rect.x - m - bx, self.hand_rect.y - m - top)
        self.score_rect = pygame.Rect(bx + px(4), top + px(4), self.board_rect.w - px(8), px(24))
        self.board.set_rect(pygame.Rect(self.board_rect.x, self.score_rect.bottom + px(2), self.board_rect.w,
                                        self.board_rect.bottom - self.score_rect.bottom - px(2)))
        self.log = ScrollText(pygame.Rect(self.log_rect.x + px(8), self.log_rect.y + px(30), self.log_rect.w - px(12),
                                          self.log_rect.h - px(70)), size=12, stick_bottom=True)
        self._logs: dict = {}            # viewer -> [ScrollText, events, line starts, placeholder]: one log per
        self._log_viewer = "unset"       # viewer, each kept up to date by appending (a hand-off costs nothing)
        bh = px(34)
        bw = px(74)
        y = self.bar.centery - bh // 2
        x = self.bar.right - px(8) - bw
        self.menu_btn = Button((x, y, bw, bh), _("Menu"), self.on_escape, tooltip=_("Esc"), size=15)
        x -= bw + px(6)
        self.rules_btn = Button((x, y, bw, bh), _("Rules"), self.open_rules, tooltip=_("Rules reference (F1)"), size=15)
        x -= bw + px(6)
        self.save_btn = Button((x, y, bw, bh), _("Save"), self.save, tooltip=_("Save this game (also autosaved)"), size=15)
        x -= bw + px(6)
        self.undo_btn = Button((x, y, bw, bh), _("Undo"), self.undo, size=15,
                               tooltip=_("Take back your last choice (Ctrl+Z); stops at a draw, a die roll or "
                                         "another player's choice"))
        x -= bw + px(6)
        self.fast_btn = Button((x, y, bw, bh), _("Fast"), self.toggle_fast, size=15,
                               tooltip=_("Fast-forward the automatic seats until someone at this computer "
                                         "must decide (F)"))
        x -= bw + px(6)
        self.step_btn = Button((x, y, bw, bh), _("Step"), self.step_once, size=15,
                               tooltip=_("Play the next automatic move now"))
        x -= bw + px(6)
        self.pause_btn = Button((x, y, bw, bh), _("Pause"), self.toggle_pause, size=15,
                                tooltip=_("Pause or resume the automatic seats (Space)"))
        self.export_btn = Button((self.log_rect.x + px(8), self.log_rect.bottom - px(34), self.log_rect.w - px(16), px(28)),
                                 _("Export log as text"), self.export_log, size=13,
                                 tooltip=_("Write the whole log to a .txt file in your Tableforge folder"))
        zs = px(28)
        self.zoom_in = Button((self.board_rect.right - zs - px(6), self.score_rect.bottom + px(6), zs, zs), "+",
                              lambda: self.zoom(1), tooltip=_("Zoom in (+ or wheel)"), size=16)
        self.zoom_out = Button((self.board_rect.right - zs - px(6), self.score_rect.bottom + px(10) + zs, zs, zs), "−",
                               lambda: self.zoom(-1), tooltip=_("Zoom out (- or wheel)"), size=16)
        self.widgets = [self.log, self.undo_btn, self.save_btn, self.rules_btn, self.menu_btn, self.export_btn,
                        self.zoom_in, self.zoom_out, self.pause_btn, self.step_btn, self.fast_btn]
        self.sync_auto_buttons()
        self.refresh()

    # --- state → screen -----------------------------------------------------------------------
    def my_decision(self):
        d = self.match.pending
        return d if d is not None and self.is_human(d.seat) and d.seat == self.viewer else None

    def animating(self) -> bool:
        """Besides the glow and automatic seats: pieces sliding or fading, a tooltip on its way."""
        if super().animating() or self.slides or self.fades or self.drops:
            return True
        return self.hover_ref is not None and self.t - self._hover_started < 0.6

    def refresh(self) -> None:
        self._changed_at = self.t
        m = self.match
        if len(m.history) < self.seen:
            self.seen = len(m.history)          # undo shortened the history
        new = m.history[self.seen:]
        self.seen = len(m.history)
        old = getattr(self, "view", None)
        self.view = m.view(self.viewer)
        self._version += 1
        if new and old is not None and self.app.settings.anim_speed != "instant" and not self.fast:
            self.drops += placed_pieces(old, self.view, new, self.t)
        self.sync_log()
        self.popup = []
        self.build_tray()
        self.undo_btn.enabled = bool(self.my_decision() is not None and m.undo_depth(self.viewer) > 0)
        if new:
            self.on_events(new)

    def log_lines_of(self, e) -> list:
        """The log lines of one event for the viewer: (text, colour, clearings it names)."""
        t = self.plain(event_text(e, self.viewer))
        if not t:
            return []
        col = theme.INK
        if e.seat is not None and 0 <= e.seat < len(self.view["factions"]):
            col = style.darken(style.faction_color(self.view["factions"][e.seat]), 0.35)
        out = [("", col, None)] if e.kind == "root.turn" else []
        out.append((t + (f"  [{rule_text(e.rule)}]" if e.rule and e.kind != "root.turn" else ""), col,
                    clearings_named(t, self.board.names)))
        return out

    def sync_log(self) -> None:
        """Bring the log panel up to the match's history, wrapping only what is new: the events
        kept since the last call (same objects) keep their lines; an undo cuts the lines of the
        events it took back. A move costs the same early and late in a long game."""
        hist = self.match.history
        st = self._logs.get(self.viewer)
        if st is None:
            # the panel's own widget serves the first viewer only; every other viewer gets its own
            w = self.log if self._log_viewer == "unset" else ScrollText(self.log.rect.copy(), size=12, stick_bottom=True)
            st = self._logs[self.viewer] = [w, [], [], False]
        log, mine, starts, placeholder = st
        if log is not self.log:                       # this viewer's own log takes the panel
            self.widgets[self.widgets.index(self.log)] = log
            self.log = log
        self._log_viewer = self.viewer
        k = 0
        n = min(len(mine), len(hist))
        while k < n and mine[k] is hist[k]:
            k += 1
        if placeholder or k == 0:
            log.set_lines([])
            mine.clear()
            starts.clear()
            k = 0
        else:
            log.truncate(starts[k] if k < len(starts) else len(log.entries))
            del mine[k:]
            del starts[k:]
        new = []
        count = len(log.entries)
        for e in hist[k:]:
            mine.append(e)
            starts.append(count + len(new))
            new.extend(self.log_lines_of(e))
        st[3] = False
        if not log.entries and not new:
            new = [(_("The game begins."), theme.INK_SOFT)]
            st[3] = True
        log.append_lines(new)

    def plain(self, text: str) -> str:
        """`words` of an engine text, remembered (the same lines come back when the viewer changes)."""
        cache = self.__dict__.setdefault("_plain_cache", {})
        out = cache.get(text)
        if out is None:
            if len(cache) > 20000:
                cache.clear()
            out = cache[text] = self.words(text)
        return out

    def words(self, text: str) -> str:
        """Card ids in an engine message read as card names ("ambush-bird" → "Ambush! (bird)");
        "clearing:7" reads "clearing 7"."""
        if not text:
            return text
        rx = getattr(self, "_card_rx", None)
        if rx is None:
            import re
            cards = self.content.cards
            names = {}
            for cid, rec in cards.items():
                dup = sum(1 for r in cards.values() if r.name == rec.name) > 1
                names[cid] = f"{rec.name} ({rec.suit})" if dup else rec.name
            self._card_names = names
            rx = self._card_rx = re.compile(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, names), key=len, reverse=True))
                                            + r")(?![\w-])")
        text = rx.sub(lambda mo: self._card_names[mo.group(1)], text)
        text = text.replace("clearing:", "clearing ").replace("forest:", "forest ")
        return name_clearings(text, self.board.names)     # "Pond (7)", as the map names it

    def on_events(self, events) -> None:
        """New engine events: sounds, moves slide, a dice roll opens the battle overlay (unless
        animations are off)."""
        from .. import sounds
        self.sounds_played = sounds.play_events(events, self.app.settings.volume)
        if self.app.settings.anim_speed == "instant":
            return
        for e in events:
            if e.kind == "root.move" and e.seat is not None and "frm" in e.data and "to" in e.data:
                self.slides.append((self.view["factions"][e.seat], e.data["frm"], e.data["to"], self.t))
            elif e.kind == "root.remove" and e.seat is not None and "clearing" in e.data:
                self.fades.append((self.view["factions"][e.seat], e.data.get("piece", "warrior"),
                                   e.data["clearing"], self.t))
        if self.fast and getattr(self, "_auto_refresh", False):
            return      # fast-forward: an automatic move's dice are in the log, no overlay waits
        base = len(self.match.history) - len(events)
        for i, e in enumerate(events):
            if e.kind == "root.dice":
                overlay = self.battle_overlay(base + i)
                self.app.stack.push(overlay)
                # pass-and-play: the other person in the battle sees the same result on their turn
                sides = {overlay.attacker, overlay.defender} - {None}
                self.battle_unseen = (base + i, {s for s in sides if self.is_human(s) and s != self.viewer})
                break

    def battle_overlay(self, at: int):
        """The battle overlay for the dice event at history index `at`: the battle it belongs to
        is found back in the history (its declaration may have come several decisions earlier,
        before an ambush question), so the clearing and both sides are always named."""
        from .battle import BattleOverlay
        hist = self.match.history
        start = max((j for j in range(at) if hist[j].kind == "root.battle"), default=at)
        end = next((j for j in range(at + 1, len(hist)) if hist[j].kind in ("root.battle", "root.dice", "root.turn")),
                   len(hist))
        return BattleOverlay(self.app, self, hist[at], hist[start:at], hist[at + 1:end])

    def show_panel(self, seat: int) -> None:
        """Show `seat`'s faction board (its clickable things join or leave the targets)."""
        self.panel_seat = seat
        self.panel_targets = []
        self.build_tray()
        self._version += 1

    def panel_refs(self) -> set[str]:
        """Things the shown faction panel draws that a choice may name (Vagabond items…)."""
        pc = PanelCtx(self.content, self.view, self.panel_seat, self.viewer)
        fn = getattr(panel_module(pc.fid), "targets", None)
        return set(fn(pc)) if fn else set()

    def drawable_refs(self) -> set[str]:
        refs = {f"clearing:{c}" for c in self.board.pos} | {f"forest:{f}" for f in self.board.forest_pos}
        refs |= self.panel_refs()
        if self.board.burrow_seat(self.view) is not None:
            refs.add("burrow")
        hand = self.view["hands"][self.viewer] if self.viewer is not None else None
        if isinstance(hand, list):
            refs |= {f"card:{c}" for c in hand}
        return refs

    def build_tray(self) -> None:
        """Buttons for the choices that name nothing drawn on screen (actions, done, counts…)."""
        d = self.my_decision()
        self.tray = []
        if d is None:
            return
        drawable = self.drawable_refs()
        px = theme.px
        loose = [c for c in d.choices if not any(r in drawable for r in refs_of(c))]
        f = theme.font("text-bold", 14)
        widths = [max(px(40), f.size(self.plain(choice_label(c)))[0] + px(28)) for c in loose]
        maxw = int(self.hand_rect.w * 0.52)
        rows = [[]]
        x = 0
        for c, wdt in zip(loose, widths):
            wdt = min(wdt, maxw)
            if x + wdt > maxw and rows[-1]:
                rows.append([])
                x = 0
            rows[-1].append((c, wdt))
            x += wdt + px(6)
        bh = px(28)
        need = len(rows) * (bh + px(4))
        y = self.hand_rect.y + px(24)
        self.tray_back = None
        if y + need > self.hand_rect.bottom - px(6):      # many choices: the tray grows up over the board
            y = self.hand_rect.bottom - px(8) - need
            wmax = max(sum(wd for _, wd in row) + px(6) * (len(row) - 1) for row in rows)
            self.tray_back = pygame.Rect(self.hand_rect.right - px(12) - wmax - px(10), y - px(28),
                                         wmax + px(20), need + px(32))
        for row in rows:
            total = sum(wd for _, wd in row) + px(6) * (len(row) - 1)
            x = self.hand_rect.right - px(12) - total
            for c, wdt in row:
                style_ = "primary" if c.id == "done" else "choice"
                label = self.plain(choice_label(c))
                long = f.size(label)[0] + px(28) > wdt
                b = Button((x, y, wdt, bh), label, (lambda cid=c.id: self.choose(cid)), style=style_, size=14,
                           tooltip=label if long else None)
                b.choice_id = c.id
                self.tray.append(b)
                x += wdt + px(6)
            y += bh + px(4)

    def highlights(self) -> set[str]:
        d = self.my_decision()
        if d is None:
            return set()
        return {r for c in d.choices for r in refs_of(c)}

    def choices_for(self, ref: str):
        d = self.my_decision()
        return [] if d is None else [c for c in d.choices if ref in refs_of(c)]

    # --- acting -------------------------------------------------------------------------------
    def choose(self, choice_id: str) -> None:
        self.popup = []
        super().choose(choice_id)

    def click_ref(self, ref: str, pos) -> bool:
        opts = self.choices_for(ref)
        if not opts:
            return False
        if len(opts) == 1:
            self.choose(opts[0].id)
            return True
        px = theme.px
        f = theme.font("text", 15)
        w = max(f.size(self.plain(choice_label(c)))[0] for c in opts) + px(30)
        bh = px(32)
        x = min(pos[0], self.size[0] - w - px(8))
        y = min(pos[1], self.size[1] - len(opts) * (bh + px(4)) - px(8))
        self.popup = []
        for i, c in enumerate(opts):
            b = Button((x, y + i * (bh + px(4)), w, bh), self.plain(choice_label(c)), (lambda cid=c.id: self.choose(cid)), style="choice",
                       size=15, align="left")
            b.choice_id = c.id
            self.popup.append(b)
        self.popup_rect = pygame.Rect(x - px(6), y - px(6), w + px(12), len(opts) * (bh + px(4)) + px(8))
        return True

    def click_at(self, pos) -> bool:
        for ref, r in self.hand_spots:
            if r.collidepoint(pos):
                return self.click_ref(ref, pos)
        for ref, r in self.panel_targets:
            if r.collidepoint(pos) and self.choices_for(ref):
                return self.click_ref(ref, pos)
        if self.board_rect.collidepoint(pos):
            if self.board.burrow_at(pos):        # the Duchy's Burrow (Law 12.2.2)
                return self.click_ref("burrow", pos)
            c = self.board.clearing_at(pos)
            if c is not None:
                return self.click_ref(f"clearing:{c}", pos)
            f = self.board.forest_at(pos, self.highlights())
            if f is not None:
                return self.click_ref(f"forest:{f}", pos)
            p = self.board.path_at(pos)          # a glowing closed-path marker (Mountain, Law C.3.3)
            if p is not None:
                return self.click_ref(p, pos)
        return False

    def zoom(self, d: int, anchor=None) -> None:
        self.board.set_zoom(self.board.zi + d, anchor)

    def open_rules(self) -> None:
        from .reference import open_reference
        open_reference(self.app)

    def export_log(self) -> Path | None:
        lines = [f"Tableforge — Root — seed {self.match.seed}"]
        for e in self.match.history:
            t = self.plain(event_text(e, self.viewer))
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

    def targets(self) -> list[tuple[tuple[int, int], str]]:
        """Everything legal that is clickable on screen now, as (position, what): the glowing
        clearings and cards, the tray buttons and any open pop-up (tests click these)."""
        if self.popup:
            return [(b.rect.center, f"popup:{b.choice_id}") for b in self.popup]
        out = []
        hl = self.highlights()
        for ref, center, _r in self.board.hotspots:
            if self.board_rect.collidepoint(center):
                out.append((center, ref))
        for ref, r in self.hand_spots:
            if ref in hl:
                out.append((r.center, ref))
        for ref, r in self.panel_targets:
            if ref in hl:
                out.append((r.center, ref))
        out += [(b.rect.center, f"button:{b.choice_id}") for b in self.tray]
        return out

    # --- input --------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            mod = getattr(event, "mod", 0)
            if event.key == pygame.K_z and mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.zoom(1)
                return True
            if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.zoom(-1)
                return True
            if event.key == pygame.K_TAB:
                self.show_panel((self.panel_seat + 1) % len(self.view["factions"]))
                return True
            if event.key == pygame.K_f and not mod & pygame.KMOD_CTRL:
                self.toggle_fast()
                return True
            if event.key == pygame.K_SPACE and (self.automatic_turn() or self.paused):
                self.toggle_pause()
                return True
            if pygame.K_1 <= event.key <= pygame.K_9 and not mod & pygame.KMOD_CTRL:
                i = event.key - pygame.K_1          # 1–9: the tray's buttons, left to right
                if i < len(self.tray):
                    self.tray[i].click()
                return True
            if event.key in (pygame.K_F1,) or getattr(event, "unicode", "") == "?":
                self.open_rules()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                d = self.my_decision()
                if self.popup and len(self.popup) == 1:
                    self.popup[0].click()
                elif d is not None and d.get("done") is not None:
                    self.choose("done")
                elif d is not None and len(d.choices) == 1:
                    self.choose(d.choices[0].id)
                return True
            if event.key == pygame.K_ESCAPE:
                if self.popup:
                    self.popup = []
                else:
                    self.on_escape()
                return True
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            self.update_hover(event.pos)
            if self.drag is not None:
                start, last, moved = self.drag
                moved = moved or math.dist(start, event.pos) > theme.px(5)
                if moved:
                    self.board.pan(event.pos[0] - last[0], event.pos[1] - last[1])
                self.drag = (start, event.pos, moved)
        if self.popup:
            for b in self.popup:
                if b.handle(event):
                    return True
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.popup = []
                return True
        for w in reversed(self.tray + self.widgets):
            if w.visible and w.handle(event):
                return True
        if event.type == pygame.MOUSEWHEEL and self.board_rect.collidepoint(self._mouse):
            self.zoom(1 if event.y > 0 else -1, self._mouse)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            if event.button == 3:           # right-click: close the pop-up, else take back a step
                if self.popup:
                    self.popup = []
                elif self.my_decision() is not None and self.match.undo_depth(self.viewer) > 0:
                    self.undo()
                return True
            for seat, r in getattr(self, "panel_heads", []):
                if r.collidepoint(event.pos):
                    self.show_panel(seat)
                    return True
            if self.board_rect.collidepoint(event.pos):
                self.drag = (event.pos, event.pos, False)
                return True
            return self.click_at(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            start, _last, moved = self.drag
            self.drag = None
            if not moved:
                self.click_at(start)
            return True
        return True

    def update_hover(self, pos) -> None:
        before = self.hover_ref
        self._update_hover(pos)
        if self.hover_ref != before:
            self._hover_started = self.t

    def _update_hover(self, pos) -> None:
        self.hover_card = None
        self.hover_ref = None
        i = self.log.entry_at(pos)                 # a log line lights the clearings it names
        self.log_hover = list(self.log.tags[i] or []) if i is not None and i < len(self.log.tags) else []
        for ref, r in self.hand_spots:
            if r.collidepoint(pos):
                self.hover_card = ref[5:]
                self.hover_ref = ref
                return
        for cid, r in self.panel_spots:
            if r.collidepoint(pos):
                self.hover_card = cid
                self.zoom_spot = r
                return
        for r, tip in self.info_spots:
            if r.collidepoint(pos):
                self.hover_ref = "info:" + tip
                return
        if self.board_rect.collidepoint(pos):
            c = self.board.clearing_at(pos)
            if self.board.burrow_at(pos):
                self.hover_ref = "burrow"
            elif c is not None:
                self.hover_ref = f"clearing:{c}"
            else:
                f = self.board.forest_at(pos, self.highlights())
                if f is not None:
                    self.hover_ref = f"forest:{f}"

    def update(self, dt):
        self.t += dt
        from ..stack import Scene
        Scene.update(self, dt)
        self.report_save_errors()
        if getattr(self, "broken", False):
            return
        d = self.match.pending
        if d is None:
            if not self.over_shown:
                self.over_shown = True
                from .game_over import RootGameOver
                self.app.stack.push(RootGameOver(self.app, self.match))
            return
        d = self.take_all_forced(d)
        if d is None:
            return
        if self.is_human(d.seat):
            if d.seat != self.viewer:
                if self.curtain:
                    from .curtain import RootCurtain
                    self.viewer = None
                    self.refresh()
                    self.app.stack.push(RootCurtain(self.app, d.seat, self.match.seat_name(d.seat),
                                                    self.match.state.factions[d.seat], self.pass_to))
                else:
                    self.pass_to(d.seat)
            return
        self.sync_auto_buttons()
        if self.paused:
            return
        self.timer += dt
        from ..settings import MOVE_DELAY
        if self.fast or self.timer >= MOVE_DELAY.get(self.app.settings.anim_speed, 0.5):
            self.timer = 0.0
            self.auto_move()

    def auto_move(self) -> None:
        """One move of the automatic seat that is deciding (random until automata exist)."""
        d = self.match.pending
        if d is None or self.is_human(d.seat):
            return
        try:
            events = self.match.apply(self.agents[d.seat].choose(self.match, d))
        except Exception as exc:             # a rules bug: say so, keep the window alive
            self.rules_failed(exc)
            return
        self._auto_refresh = True
        try:
            self.refresh()
        finally:
            self._auto_refresh = False
        if any(e.kind == "root.turn" for e in events):
            self.after_human_move()          # autosave at every turn, whoever plays it

    def names_private(self, d) -> bool:
        """A choice naming a card of the deciding seat's hand (Law 1.2.1: hands are secret)."""
        hand = set(self.match.view(d.seat)["hands"][d.seat])
        return any(c.id.startswith("card:") and c.id[5:] in hand for c in d.choices)

    def pass_to(self, seat: int) -> None:
        self.viewer = seat
        self.panel_seat = seat
        self.refresh()
        at, unseen = self.battle_unseen
        if seat in unseen and at < len(self.match.history) and self.app.settings.anim_speed != "instant":
            unseen.discard(seat)                  # the dice this person has not seen yet, settled
            overlay = self.battle_overlay(at)
            overlay.tray.settle()
            self.app.stack.push(overlay)

    # --- automatic seats: pause / step -------------------------------------------------------------
    def automatic_turn(self) -> bool:
        d = self.match.pending
        return d is not None and not self.is_human(d.seat)

    def sync_auto_buttons(self) -> None:
        auto = self.automatic_turn()
        self.pause_btn.visible = self.step_btn.visible = self.fast_btn.visible = auto or self.paused
        # Undo never reaches past another player's choice (Match.undo): while automata play it is
        # hidden and Fast / Step / Pause take its place, leaving the prompt its room.
        self.undo_btn.visible = not (auto or self.paused)
        gap = theme.px(6)
        x = (self.undo_btn.rect.right if not self.undo_btn.visible else self.undo_btn.rect.x - gap)
        for b in (self.fast_btn, self.step_btn, self.pause_btn):
            b.rect.right = x
            x = b.rect.x - gap
        self.pause_btn.text = _("Resume") if self.paused else _("Pause")
        self.fast_btn.text = _("Fast: on") if self.fast else _("Fast")
        self.fast_btn.style = "primary" if self.fast else "secondary"
        self.step_btn.enabled = auto

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.sync_auto_buttons()

    def toggle_fast(self) -> None:
        """Fast-forward stays on until switched off; it only ever skips the delay between
        automatic moves, so a human decision (and its curtain) still stops it."""
        self.fast = not self.fast
        self.sync_auto_buttons()

    def step_once(self) -> None:
        if self.automatic_turn():
            self.auto_move()

    def prepare_screenshot(self) -> None:
        """For `main.py screenshot`: show the battle overlay, settled, if the last choice rolled
        dice; the game-over screen if the game is over."""
        m = self.match
        if m.pending is None:
            from .game_over import RootGameOver
            self.over_shown = True
            self.app.stack.push(RootGameOver(self.app, m))
            return
        tail = []
        for e in reversed(m.history):
            tail.insert(0, e)
            if e.kind == "root.turn" or len(tail) > 40:
                break
        dice = [i for i, e in enumerate(tail) if e.kind == "root.dice"]
        if dice:
            from .battle import BattleOverlay
            i = dice[-1]
            start = max((j for j in range(i) if tail[j].kind == "root.battle"), default=0)
            ov = self.app.stack.push(BattleOverlay(self.app, self, tail[i], tail[start:i], tail[i + 1:]))
            ov.tray.settle()
            for _ in range(3):
                ov.tray.step(1 / 30)

    # --- drawing ------------------------------------------------------------------------------
    def move_arrow(self):
        """The path a move would take: origin → hovered legal clearing while choosing where to,
        origin → destination while choosing how many (from this seat's latest clearing choices)."""
        d = self.my_decision()
        if d is None or "move" not in d.kind:
            return None
        picked = []
        for e in reversed(self.match.log):
            if e.seat != d.seat or not e.choice.startswith("clearing:"):
                break
            picked.insert(0, int(e.choice[9:]))
        adj = self.board.m.adj
        if d.kind.endswith("count") and len(picked) >= 2 and picked[-1] in adj[picked[-2]]:
            return picked[-2], picked[-1]
        if not picked or not self.hover_ref or not self.hover_ref.startswith("clearing:"):
            return None
        if self.hover_ref not in self.highlights():
            return None
        origin, dest = picked[-1], int(self.hover_ref[9:])
        if origin == dest or dest not in adj[origin]:
            return None
        return origin, dest

    def draw_slides(self, surface) -> None:
        """Warriors sliding along the path of a move that just happened (animation only)."""
        if not self.slides and not self.fades and not self.drops:
            return
        dur = {"slow": 0.9, "normal": 0.5, "fast": 0.25}.get(self.app.settings.anim_speed, 0.0)
        keep = []
        clip = surface.get_clip()
        surface.set_clip(self.board.rect)
        for fid, a, b, t0 in self.slides:
            u = (self.t - t0) / dur if dur else 1.0
            if u >= 1.0 or a not in self.board.pos or b not in self.board.pos:
                continue
            keep.append((fid, a, b, t0))
            u = u * u * (3 - 2 * u)
            (xa, ya), (xb, yb) = self.board.pos[a], self.board.pos[b]
            pos = self.board.to_screen(xa + (xb - xa) * u, ya + (yb - ya) * u)
            img = glyphs.warrior(fid, max(12, int(44 * self.board.k)))
            surface.blit(img, img.get_rect(center=pos))
        surface.set_clip(clip)
        self.slides = keep
        self.draw_fades(surface, dur)
        self.draw_drops(surface, dur)

    def draw_drops(self, surface, dur) -> None:
        """Placed pieces drop into their clearing and settle (animation only; none at Instant)."""
        keep = []
        clip = surface.get_clip()
        surface.set_clip(self.board.rect)
        for fid, kind, c, t0 in self.drops:
            u = (self.t - t0) / dur if dur else 1.0
            if u >= 1.0 or c not in self.board.pos:
                continue
            keep.append((fid, kind, c, t0))
            size = max(12, int(48 * self.board.k))
            if kind == "warrior":
                img = glyphs.warrior(fid, size).copy()
            elif kind in glyphs.TOKEN_LOOK:
                img = glyphs.token(kind, fid, size).copy()
            else:
                img = glyphs.building(kind, fid, size).copy()
            img.set_alpha(int(255 * min(1.0, 0.3 + u)))
            x, y = self.board.to_screen(*self.board.pos[c])
            fall = int(70 * self.board.k * (1 - u) ** 2)            # eases into place
            surface.blit(img, img.get_rect(center=(x - int(26 * self.board.k), y - fall)))
        surface.set_clip(clip)
        self.drops = keep

    def draw_fades(self, surface, dur) -> None:
        """Removed pieces rise and fade where they stood (animation only)."""
        keep = []
        dur = dur * 1.4
        clip = surface.get_clip()
        surface.set_clip(self.board.rect)
        for fid, kind, c, t0 in self.fades:
            u = (self.t - t0) / dur if dur else 1.0
            if u >= 1.0 or c not in self.board.pos:
                continue
            keep.append((fid, kind, c, t0))
            size = max(12, int(48 * self.board.k))
            if kind == "warrior":
                img = glyphs.warrior(fid, size).copy()
            elif kind in glyphs.TOKEN_LOOK:
                img = glyphs.token(kind, fid, size).copy()
            else:
                img = glyphs.building(kind, fid, size).copy()
            img.set_alpha(int(255 * (1 - u)))
            x, y = self.board.to_screen(*self.board.pos[c])
            surface.blit(img, img.get_rect(center=(x + int(30 * self.board.k), y - int(20 * self.board.k) - int(40 * u * self.board.k))))
        surface.set_clip(clip)
        self.fades = keep

    def layer_sig(self):
        """What the cached picture depends on; anything else is drawn live each frame."""
        b = self.board
        return (self._version, self.size, self.viewer, self.panel_seat, b.zi, int(b.ox), int(b.oy),
                self.log.offset, theme.scale(), self.pause_btn.visible, bool(getattr(self, "tray_back", None)))

    def draw(self, surface):
        """Blit the cached picture of the table (rebuilt only when something in `layer_sig`
        changes), then the live parts: glows, pop-up, card zoom, tooltip."""
        sig = self.layer_sig()
        if self._layer is None or self._layer.get_size() != surface.get_size() or self._layer_sig != sig:
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size())
            self.render_layer(self._layer)
            self._layer_sig = sig
        surface.blit(self._layer, (0, 0))
        for b in self.tray:
            blit_button(surface, b)
        for wd in self.widgets:
            if wd.visible and wd is not self.log:
                blit_button(surface, wd)
        hl = self.highlights()
        self.board.draw_glows(surface, hl, self.hover_ref, self.glow_time())
        self.draw_slides(surface)
        arrow = self.move_arrow()
        if arrow:
            clip = surface.get_clip()
            surface.set_clip(self.board.rect)
            self.board._arrow(surface, arrow, self.board.k)
            surface.set_clip(clip)
        self.draw_hand_glow(surface, hl)
        self.draw_log_hover(surface)
        if self.popup:
            theme.panel(surface, self.popup_rect, radius=8)
            for b in self.popup:
                b.draw(surface)
        if self.hover_card and self.hover_card in self.content.cards:
            self.draw_zoom(surface, self.hover_card)
        tip = self.tooltip or self.board_tip()
        if tip:
            self.draw_tip(surface, tip, self._mouse)

    def draw_log_hover(self, surface) -> None:
        """Rings on the clearings the hovered log line names (issue 16: the log says "Pond (7)")."""
        if not getattr(self, "log_hover", None):
            return
        clip = surface.get_clip()
        surface.set_clip(self.board.rect)
        k = self.board.k
        from .board import R
        for c in self.log_hover:
            if c in self.board.pos:
                center = self.board.to_screen(*self.board.pos[c])
                pygame.draw.circle(surface, (40, 28, 18), center, int(R * k) + theme.px(6), max(3, theme.px(5)))
                pygame.draw.circle(surface, style.GLOW, center, int(R * k) + theme.px(6), max(2, theme.px(3)))
        surface.set_clip(clip)

    def draw_tip(self, surface, text, pos) -> None:
        """The shared tooltip look, rendered once per text and cached (drawn every frame)."""
        img = self._tips.get(text)
        if img is None:
            from ..widgets.tooltip import draw_tooltip
            probe = pygame.Surface((theme.px(400), theme.px(300)), pygame.SRCALPHA)
            r = draw_tooltip(probe, text, (-theme.px(16), -theme.px(18)))
            img = probe.subsurface(r).copy()
            if len(self._tips) > 64:
                self._tips.clear()
            self._tips[text] = img
        rect = img.get_rect(topleft=(pos[0] + theme.px(16), pos[1] + theme.px(18)))
        rect.clamp_ip(surface.get_rect())
        surface.blit(img, rect)

    def board_tip(self) -> str | None:
        """Hovering a clearing a moment: its name, suit, slots and who rules it."""
        ref = self.hover_ref
        if not ref or self.hover_card or self.popup:
            return None
        if ref.startswith("info:"):
            return ref[5:] if self.t - self._hover_started >= 0.4 else None
        if self.t - self._hover_started < 0.5:
            return None
        if ref == "burrow":
            seat = self.board.burrow_seat(self.view)
            fb = self.view["faction_boards"][seat] if seat is not None else {}
            tun = ", ".join(str(c) for c in fb.get("tunnels", [])) or "none"
            return (f"The Burrow: {fb.get('burrow', 0)} Duchy warrior(s) · off the map, no suit, always "
                    f"ruled by the Duchy · adjacent to every tunnel (clearings: {tun}) · Law 12.2.2")
        if not ref.startswith("clearing:"):
            return None
        c = int(ref[9:])
        v = self.view
        suit = v["suits"][c]
        slots = self.board.m.slots[c]
        free = slots - len(v["buildings"][c])
        ruler = v["ruler"][c]
        who = self.match.seat_name(ruler) if ruler >= 0 else "nobody"
        return (f"{self.board.names[c]} (clearing {c}) · {suit} · {slots} slot(s), {free} free · ruled by {who}")

    def render_layer(self, surface):
        w, h = surface.get_size()
        px = theme.px
        bg = _backgrounds.get((w, h))
        if bg is None:
            _backgrounds.clear()
            bg = _backgrounds[(w, h)] = glyphs.fast(art.background((w, h)), alpha=False)
        surface.blit(bg, (0, 0))
        v = self.view
        self.drawn_private = []
        self.panel_secret = []
        self.info_spots = []
        hl = self.highlights()
        frame = self.board_rect.inflate(px(6), px(6))
        pygame.draw.rect(surface, (92, 70, 46), frame, border_radius=px(8))
        pygame.draw.rect(surface, (98, 70, 45), self.board_rect)
        self.board.draw(surface, v, hl, None, self.t, None)
        self.draw_board_overlays(surface)
        self.draw_score(surface)
        self.draw_bar(surface)
        self.draw_log(surface)
        self.draw_panels(surface)
        self.draw_hand(surface, hl)
        self.drawn_view = [str(c) for c in self.drawn_private]
        if getattr(self, "tray_back", None) is not None:
            paper(surface, self.tray_back, fill=(250, 244, 231))
            cap = theme.font("text-bold", 10).render("CHOOSE ONE", True, theme.INK_SOFT)
            surface.blit(cap, (self.tray_back.x + px(10), self.tray_back.y + px(8)))
        self.log.draw(surface)          # buttons are blitted live from cached pictures (hover is cheap)

    @property
    def drawn_secret(self) -> list:
        """Hidden things (not cards) drawn this frame, board and panel: ("plot", clearing, type) of
        face-down Corvid plots shown with their type (Law 13.2.2.I: only to the Corvids)."""
        return list(self.board.drawn_secret) + list(self.panel_secret)

    def draw_hand_glow(self, surface, hl):
        px = theme.px
        a = int(150 + 100 * (0.5 + 0.5 * math.sin(self.glow_time() * 4)))
        for ref, r in self.hand_spots + self.panel_targets:
            if ref in hl:
                g = pygame.Surface(r.inflate(px(8), px(8)).size, pygame.SRCALPHA)
                pygame.draw.rect(g, (*style.GLOW, a), g.get_rect(), max(2, px(3)), border_radius=px(8))
                surface.blit(g, r.inflate(px(8), px(8)).topleft)

    def draw_bar(self, surface):
        px = theme.px
        m, d = self.match, self.match.pending
        paper(surface, self.bar, fill=(250, 244, 231), radius=10)
        x = self.bar.x + px(12)
        if d is None:
            o = m.outcome
            who = _("Game over")
            prompt = (_("The game is over: {names} won").format(names=", ".join(term(m.seat_name(s)) for s in o.winners))
                      if o and o.winners else _("The game is over"))
            from .game_over import coop_headline
            team = coop_headline(m)
            if team is not None:
                prompt = _("The game is over: {result}").format(result=team[0].lower())
            rule, col = "", theme.ACCENT
        else:
            fid = self.view["factions"][d.seat]
            col = style.faction_color(fid)
            who = f"{term(m.seat_name(d.seat))} · {_(CONTROLLER_LABELS.get(self.controllers[d.seat], ''))}"
            prompt, rule = self.plain(prompt_text(d)), rule_text(d.rule)
            if not self.is_human(d.seat):
                name = m.seat_name(d.seat)      # an automaton's step prompt already names it
                prompt = prompt if d.prompt.startswith(name) else _("{name} is playing: {prompt}").format(name=term(name), prompt=prompt)
            elif d.seat != self.viewer:
                prompt = _("Waiting for {name}").format(name=term(m.seat_name(d.seat)))
        pygame.draw.rect(surface, col, (self.bar.x, self.bar.y + px(8), px(6), self.bar.h - px(16)),
                         border_radius=px(3))
        if d is not None:
            img = glyphs.warrior(self.view["factions"][d.seat], px(34))
            surface.blit(img, (x, self.bar.centery - px(17)))
            x += px(40)
        maxw = (self.pause_btn.rect.x if self.pause_btn.visible else self.undo_btn.rect.x) - x - px(12)
        f = theme.font("display-bold", 21)
        sub_y = self.bar.y + px(31)
        if f.size(prompt)[0] * 0.8 <= maxw:
            f, t = theme.fit("display-bold", 21, prompt, maxw)
            surface.blit(f.render(t, True, theme.INK), (x, self.bar.y + px(4)))
        else:                            # a long prompt (an automaton's step) takes two smaller lines
            f = theme.font("display-bold", 13)
            lines = theme.wrap(f, prompt, maxw)
            if len(lines) > 2:
                lines = [lines[0], theme.ellipsize(f, " ".join(lines[1:]), maxw)]
            for i, ln in enumerate(lines):
                surface.blit(f.render(ln, True, theme.INK), (x, self.bar.y + px(1) + i * px(15)))
            sub_y = self.bar.y + px(33)
        s = theme.font("text", 12)
        phase = _("Round {n} · {phase}").format(n=self.view['round'], phase=term(str(self.view["phase"]).title()))
        sub = "   ·   ".join(b for b in (who, rule, phase) if b)
        surface.blit(s.render(sub, True, theme.INK_SOFT), (x, sub_y))
        if self.view.get("cooperative"):
            self.draw_coop_badge(surface, x + s.size(sub)[0] + px(16), sub_y - px(1))

    def draw_coop_badge(self, surface, x, y):
        """A cooperative game says so in the header (Rootbotics 3.5), with the rule as a tip."""
        px = theme.px
        f = theme.font("text-bold", 11)
        room = (self.pause_btn.rect.x if self.pause_btn.visible else self.undo_btn.rect.x) - px(12) - x
        text = _("COOPERATIVE · the people against the automata")
        if f.size(text)[0] + px(14) > room:
            text = _("COOPERATIVE")                    # a long rule reference leaves room for the word only
        img = f.render(text, True, (255, 250, 240))
        r = pygame.Rect(x, y, img.get_width() + px(14), img.get_height() + px(2))
        pygame.draw.rect(surface, theme.ACCENT, r, border_radius=r.h // 2)
        surface.blit(img, img.get_rect(center=r.center))
        from game.root.factions import get_faction
        done = [self.match.seat_name(i) for i in self.view.get("reached_30", [])
                if not get_faction(self.view["factions"][i]).automaton]
        tip = ("Cooperative play (Law of Rootbotics 3.5): the people win together only if every one of them "
               "reaches 30 VP before any automaton does; the automata never fight each other; no dominance cards.")
        if done:
            tip += f" Reached 30 VP: {', '.join(done)}."
        self.info_spots.append((r, tip))

    def draw_log(self, surface):
        px = theme.px
        paper(surface, self.log_rect)
        surface.blit(theme.font("display", 17).render(_("Game log"), True, theme.INK), (self.log_rect.x + px(10), self.log_rect.y + px(5)))
        pygame.draw.line(surface, theme.PAPER_DARK, (self.log_rect.x + px(8), self.log_rect.y + px(27)),
                         (self.log_rect.right - px(8), self.log_rect.y + px(27)))

    def draw_score(self, surface):
        """The 0–30 score track with each faction's marker (colour and figure)."""
        px = theme.px
        r = self.score_rect
        pygame.draw.rect(surface, (246, 238, 220), r, border_radius=px(6))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=px(6))
        n = 31
        lab = theme.font("text-bold", 10).render("VP", True, theme.INK_SOFT)
        surface.blit(lab, lab.get_rect(midleft=(r.x + px(6), r.centery)))
        x0 = r.x + px(26)
        cw = (r.w - px(30)) / n
        f = theme.font("text", 9)
        for i in range(n):
            cx = int(x0 + i * cw + cw / 2)
            if i % 5 == 0:
                img = f.render(str(i), True, theme.INK_SOFT)
                surface.blit(img, img.get_rect(midtop=(cx, r.y + px(1))))
            pygame.draw.line(surface, theme.PAPER_DARK, (int(x0 + i * cw), r.bottom - px(9)), (int(x0 + i * cw), r.bottom - px(3)))
        by_vp: dict = {}
        for seat, vp in enumerate(self.view["vp"]):
            by_vp.setdefault(min(30, vp), []).append(seat)
        for vp, seats in by_vp.items():
            rects, tips = [], []
            for k, seat in enumerate(seats):
                fid = self.view["factions"][seat]
                cx = int(x0 + vp * cw + cw / 2) + k * px(7)
                img = glyphs.warrior(fid, px(18))
                ir = img.get_rect(midbottom=(cx, r.bottom))
                surface.blit(img, ir)
                dom = " (dominance: scores nothing)" if self.view["dominance"][seat] else ""
                if seat in self.view.get("reached_30", []) and self.view.get("cooperative"):
                    dom += " — reached 30: waiting for the other people (Rootbotics 3.5)"
                rects.append(ir)
                tips.append(f"{self.match.seat_name(seat)}: {self.view['vp'][seat]} VP{dom}")
                if self.view["dominance"][seat]:
                    pygame.draw.circle(surface, theme.ACCENT, (cx, r.y + px(4)), px(3))
            # markers on one space share one tip
            self.info_spots.append((rects[0].unionall(rects[1:]), " · ".join(tips)))

    def draw_board_overlays(self, surface):
        """Item supply (bottom left) and deck / discard / dominance (bottom right) on the board."""
        px = theme.px
        v = self.view
        s = px(22)
        items = [(k, n) for k, n in v["item_supply"].items() if n > 0]
        cols = 2
        rows = max(1, (len(items) + cols - 1) // cols)
        cell = s + px(18)
        r = pygame.Rect(self.board_rect.x + px(6), self.score_rect.bottom + px(6), cols * cell + px(10), rows * (s + px(6)) + px(22))
        bg = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (248, 240, 222, 225), bg.get_rect(), border_radius=px(8))
        surface.blit(bg, r)
        surface.blit(theme.font("text-bold", 9).render("ITEMS", True, theme.INK_SOFT), (r.x + px(6), r.y + px(4)))
        f = theme.font("text-bold", 10)
        for i, (k, n) in enumerate(items):
            x = r.x + px(6) + (i % cols) * cell
            y = r.y + px(18) + (i // cols) * (s + px(6))
            surface.blit(glyphs.item(k, s), (x, y))
            surface.blit(f.render(f"{n}", True, theme.INK), (x + s + px(2), y + s - px(12)))
            self.info_spots.append((pygame.Rect(x, y, s, s), f"{k.title()}: {n} left in the supply to craft"))
        # deck and discard
        dr = pygame.Rect(0, 0, px(150), s + px(22))
        dr.bottomright = (self.board_rect.right - px(6), self.board_rect.bottom - px(6))
        bg = pygame.Surface(dr.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (248, 240, 222, 215), bg.get_rect(), border_radius=px(8))
        surface.blit(bg, dr)
        back = card_face(None, px(18), face_down=True)
        surface.blit(back, (dr.x + px(6), dr.y + px(4)))
        fs = theme.font("text", 11)
        surface.blit(fs.render(_("Deck {n}").format(n=v['deck']), True, theme.INK), (dr.x + px(28), dr.y + px(5)))
        surface.blit(fs.render(_("Discard {n}").format(n=len(v['discard'])), True, theme.INK), (dr.x + px(28), dr.y + px(21)))
        tip = f"Deck: {v['deck']} cards · discard pile: {len(v['discard'])} (public, Law 1.2.2)"
        if v["discard"]:
            top = self.content.cards.get(v["discard"][-1])
            if top is not None:
                surface.blit(glyphs.suit_badge(top.suit, px(16)), (dr.right - px(24), dr.y + px(5)))
                tip += f" · on top: {top.name} ({top.suit})"
        if v["available_dominance"]:
            names = [self.content.cards[c].name for c in v["available_dominance"] if c in self.content.cards]
            tip += " · dominance beside the board: " + ", ".join(names)
        self.info_spots.append((dr, tip))
        if v["available_dominance"]:
            t = fs.render(_("Dominance available: {n}").format(n=len(v['available_dominance'])), True, theme.ACCENT)
            surface.blit(t, t.get_rect(bottomright=(dr.right, dr.y - px(4))))

    def draw_panels(self, surface):
        """One header per seat (colour, figure, controller, VP, hand size); the Tab-selected
        seat's full board below."""
        px = theme.px
        r = self.panel_rect
        paper(surface, r)
        v = self.view
        y = r.y + px(6)
        self.panel_heads = []
        d = self.match.pending
        for seat, fid in enumerate(v["factions"]):
            hr = pygame.Rect(r.x + px(6), y, r.w - px(12), px(34))
            active = seat == self.panel_seat
            col = style.faction_color(fid)
            pygame.draw.rect(surface, style.lighten(col, 0.72 if active else 0.85), hr, border_radius=px(6))
            pygame.draw.rect(surface, col if active else theme.PANEL_EDGE, hr, max(1, px(2) if active else 1), border_radius=px(6))
            surface.blit(glyphs.warrior(fid, px(28)), (hr.x + px(3), hr.y + px(3)))
            name = self.match.seat_name(seat)
            nm = theme.font("text-bold", 13).render(name, True, theme.INK)
            surface.blit(nm, (hr.x + px(34), hr.y + px(2)))
            if d is not None and d.seat == seat:         # whose decision it is: a small red pointer
                ax, ay = hr.x + px(40) + nm.get_width(), hr.y + px(2) + nm.get_height() // 2
                pygame.draw.polygon(surface, theme.ACCENT, [(ax, ay - px(5)), (ax + px(8), ay), (ax, ay + px(5))])
            hand = v["hands"][seat]
            n = len(hand) if isinstance(hand, list) else hand
            sup = v["supply"][seat] if v.get("supply") else {}
            info = f"{CONTROLLER_LABELS.get(self.controllers[seat], '')} · {n} cards"
            if "warrior" in sup and fid not in ("vagabond", "vagabond-2"):
                info += f" · {sup['warrior']} warriors in supply"
            surface.blit(theme.font("text", 10).render(info, True, theme.INK_SOFT), (hr.x + px(34), hr.y + px(18)))
            vp = theme.font("display-bold", 20).render(str(v["vp"][seat]), True, theme.INK)
            surface.blit(vp, vp.get_rect(midright=(hr.right - px(8), hr.centery)))
            self.panel_heads.append((seat, hr))
            y = hr.bottom + px(4)
        body = pygame.Rect(r.x + px(12), y + px(6), r.w - px(24), r.bottom - y - px(12))
        pc = PanelCtx(self.content, v, self.panel_seat, self.viewer, decision=self.my_decision())
        self.panel_spots = pc.spots
        self.panel_secret = pc.secret           # hidden things the panel drew (tests: drawn_secret)
        self.panel_targets = pc.targets
        clip = surface.get_clip()
        surface.set_clip(body)
        try:
            panel_module(pc.fid).draw(surface, body, pc)
        except Exception as exc:        # a panel must never take the table down
            surface.blit(theme.font("text-italic", 11).render(f"(panel unavailable: {type(exc).__name__})", True,
                                                             theme.ERROR), body.topleft)
        surface.set_clip(clip)
        self.info_spots += [(r, t) for r, t in pc.tips if body.contains(r)]      # hover explains (ministers…)
        hint = theme.font("text", 10).render(_("Tab: next faction"), True, theme.INK_FAINT)
        surface.blit(hint, hint.get_rect(bottomright=(r.right - px(8), r.bottom - px(4))))

    def draw_hand(self, surface, hl):
        px = theme.px
        r = self.hand_rect
        paper(surface, r)
        self.hand_spots = []
        v = self.view
        if self.viewer is None:
            msg = _("Hands are hidden: nobody's private view is on screen.")
            surface.blit(theme.font("text-italic", 14).render(msg, True, theme.INK_SOFT), (r.x + px(14), r.y + px(12)))
            return
        hand = v["hands"][self.viewer]
        title = _("{name} — your hand").format(name=term(self.match.seat_name(self.viewer)))
        surface.blit(theme.font("display", 16).render(title, True, theme.INK), (r.x + px(12), r.y + px(3)))
        if self.tray:
            cap = theme.font("text-bold", 10).render("CHOOSE — or click something that glows" if hl else "CHOOSE",
                                                    True, theme.INK_SOFT)
            surface.blit(cap, cap.get_rect(topright=(r.right - px(12), r.y + px(8))))
        elif hl:
            cap = theme.font("text-bold", 10).render("CLICK SOMETHING THAT GLOWS", True, theme.INK_SOFT)
            surface.blit(cap, cap.get_rect(topright=(r.right - px(12), r.y + px(8))))
        if not isinstance(hand, list):
            return
        y = r.y + px(24)
        ch = r.bottom - px(6) - y
        cw = int(ch / 1.4)
        x = r.x + px(12)
        gap = px(6)
        right = min((b.rect.x for b in self.tray), default=r.right) - px(16)
        avail = right - x
        if len(hand) * (cw + gap) > avail and hand:
            gap = (avail - cw) // max(1, len(hand) - 1) - cw
        for i, cid in enumerate(hand):
            rec = self.content.cards.get(cid)
            img = card_face(rec, cw)
            # the part of the card left visible under the next one (cards overlap in a full hand)
            vis_w = cw if i == len(hand) - 1 else max(px(8), min(cw, cw + gap))
            cr = pygame.Rect(x, y, vis_w, ch)
            ref = f"card:{cid}"
            lift = px(3) if ref in hl else 0
            surface.blit(img, (x, y - lift))
            self.hand_spots.append((ref, cr.move(0, -lift)))
            self.drawn_private.append(cid)
            x += cw + gap
        if not hand:
            surface.blit(theme.font("text-italic", 14).render(_("No cards in hand."), True, theme.INK_SOFT), (x, y + px(10)))

    def draw_zoom(self, surface, cid):
        px = theme.px
        rec = self.content.cards[cid]
        img = card_face(rec, px(190))
        spot = next((r for ref, r in self.hand_spots if ref == f"card:{cid}"), None)
        if spot is not None:
            x = min(max(spot.centerx - img.get_width() // 2, px(8)), self.size[0] - img.get_width() - px(8))
            y = spot.y - img.get_height() - px(10)
        elif self.zoom_spot is not None:          # a public card on a faction panel: show it to the left
            spot = self.zoom_spot
            x = max(px(8), spot.x - img.get_width() - px(12))
            y = min(max(px(8), spot.centery - img.get_height() // 2), self.size[1] - img.get_height() - px(30))
        else:
            return
        sh = pygame.Surface((img.get_width() + px(8), img.get_height() + px(8)), pygame.SRCALPHA)
        pygame.draw.rect(sh, (30, 20, 10, 90), sh.get_rect(), border_radius=px(14))
        tip = f"{style.SUIT_NAME.get(rec.suit, rec.suit)} · cost: {cost_text(rec)}"
        t = theme.font("text-bold", 12).render(tip, True, theme.INK)
        y = max(y, t.get_height() + px(14))          # the caption sits above the card, covering nothing
        surface.blit(sh, (x - px(2), y + px(4)))
        surface.blit(img, (x, y))
        tr = t.get_rect(midbottom=(x + img.get_width() // 2, y - px(4))).inflate(px(10), px(4))
        tr.clamp_ip(surface.get_rect())
        self.zoom_rects = (pygame.Rect((x, y), img.get_size()), tr)
        pygame.draw.rect(surface, (250, 244, 230), tr, border_radius=px(4))
        surface.blit(t, t.get_rect(center=tr.center))

