"""The PLAS table scene. It reuses the generic table's engine plumbing (automatic seats, the
pass-and-play curtain, undo, saves, autosave) and draws the game itself: map with tracks,
supply, player boards, the viewing seat's front (hand, piles, play area), the conquest overlay.

Clicks: every legal choice of the pending decision is either a glowing thing on the table
(its `Choice.refs`: a province, a card in hand, a building slot, an ally, a die, the discard)
or a button in the prompt bar (choices that name no board thing: Done, End, Hire…). A thing
with several legal choices (a card that can be played, culled or promoted) opens a small menu
of exactly those choices.
"""
from __future__ import annotations

import re

import pygame

from game.core.i18n import N_, _, choice_label, event_text, outcome_text, prompt_text, rule_text, term
from game.plas.automaton import Automaton

from .. import art, theme
from ..generic_table import CONTROLLER_LABELS, GenericTable, rebuild_loaded_history
from ..stack import Scene
from ..widgets import Button, ScrollText, Selector
from ..zoompan import zoom_key
from . import board, cards, dice, hand, log_filter, palette, players, supply, tracks
from .board import MapView
from .conquest import draw_conquest
from .palette import morality_words

_INST = re.compile(r"\b([a-z][a-z0-9-]*)#\d+\b")
FLASH = 1.2                                   # seconds a conquest's ring spreads on the map
LINGER = {"slow": 3.5, "normal": 2.2, "fast": 1.0, "instant": 0.0}
DROP = {"slow": 0.9, "normal": 0.5, "fast": 0.25}       # seconds a placed piece takes to drop in (as at Root)


class PlasTable(GenericTable):
    automaton_help = N_("the rule-based PLAS opponent — Steady plays safe and merciful, Cunning weighs realms, "
                        "culls and takes closer fights.")
    automaton_short = N_("the rule-based opponent")

    def __init__(self, app, match, **kwargs):
        problem = rebuild_loaded_history(match) if match.from_save and match.log and not match.history else None
        super().__init__(app, match, **kwargs)
        self.history_problem = problem               # shown in an error dialog when the table opens
        for i, c in enumerate(self.controllers):
            if c == "automaton":
                level = match.setup["seats"][i].get("level", "steady")
                self.agents[i] = Automaton(i, level, seed=match.seed * 31 + i * 7919 + 1)
        self.map = MapView(match.content)
        self.t = 0.0
        self.hits: list = []
        self.tips: list = []
        self.drawn_cards: list[str] = []
        self.drawn_text: list[str] = []
        self.mouse = (0, 0)
        self.keymap: dict[str, list] = {}
        self._loose: list = []
        self.bar_buttons: list[Button] = []
        self.menu: tuple | None = None
        self.tray = dice.DiceTray()
        self.cq = None
        self.cq_result = None
        self.cq_ruin = None
        self.linger = 0.0
        self.seen = len(match.history)
        self.sounds_played: list[str] = []
        self.to_push: list = []
        self.view = match.view(self.viewer)
        self._version = 0
        self.slide: dict | None = None            # a leader moving along a road (presentation only)
        self.drops: list = []                      # [piece, seat, province, t0]: placed pieces dropping in
        self.paused = False
        self.flashes: list = []                    # [province, colour, age]: rings after a conquest
        self.shown_influence: dict[int, float] = {p["seat"]: p["influence"] for p in self.view["players"]}
        self._frame: pygame.Surface | None = None
        self._sig = None
        self.repaint_in = 0.0
        self.drag: tuple | None = None             # (start, last, moved): the map being dragged
        self.log_who: int | None = None            # the log's filter: one seat's lines (None: everyone's)
        self.log_kind = "all"                      # ... and one kind of line (log_filter.KINDS)
        self.log_shown: list[str] = []             # the lines the log holds under that filter
        self._last_map_click = (-9.0, (0, 0))      # time and place of the last plain click on the map
        self._map_at = (0, 0)                      # where the cached picture has the map panned to
        self._map_spans = (0, 0, 0, 0)             # the map's entries in hits and tips
        self._rescued_from: tuple | None = None    # keymap and bar before rescue_undrawn moved choices

    # --- layout -------------------------------------------------------------------------
    def layout(self, size):
        Scene.layout(self, size)
        w, h = size
        px = theme.px
        m = px(8)
        narrow = min(1.0, w / (theme.DESIGN_W * theme.scale()))
        left_w, right_w = int(px(250) * narrow), int(px(290) * narrow)
        self.bar = pygame.Rect(m, m, w - 2 * m, px(58))
        top = self.bar.bottom + px(8)
        front_h = px(172)
        self.boards_rect = pygame.Rect(w - m - right_w, top, right_w, h - m - top)
        self.front_rect = pygame.Rect(m, h - m - front_h, self.boards_rect.x - px(8) - m, front_h)
        mid_bottom = self.front_rect.y - px(8)
        self.log_rect = pygame.Rect(m, top, left_w, int((mid_bottom - top) * 0.44))
        self.supply_rect = pygame.Rect(m, self.log_rect.bottom + px(8), left_w, mid_bottom - self.log_rect.bottom - px(8))
        cx = self.log_rect.right + px(8)
        cw = self.boards_rect.x - px(8) - cx
        self.round_rect = pygame.Rect(cx, top, int(cw * 0.52) - px(4), px(30))
        self.moral_rect = pygame.Rect(self.round_rect.right + px(8), top, cx + cw - self.round_rect.right - px(8), px(30))
        self.frame_rect = pygame.Rect(cx, self.round_rect.bottom + px(6), cw, mid_bottom - self.round_rect.bottom - px(6))
        self.band = px(17)
        self.map_rect = self.frame_rect.inflate(-2 * self.band - 2, -2 * self.band - 2)
        self.map.layout(self.map_rect, quick=self._frame is not None)
        self.repaint_in = 0.35 if self.map.rough else 0.0
        fh, fg = px(24), px(4)                     # the log's filters: who, and what kind of line
        fw = (self.log_rect.w - px(16) - fg) // 2
        fy = self.log_rect.y + px(29)
        seats = [(str(i), term(self.match.seat_name(i))) for i in range(len(self.controllers))]
        self.who_sel = Selector((self.log_rect.x + px(8), fy, fw, fh), [("all", _("Everyone")), *seats],
                                "all" if self.log_who is None else str(self.log_who), self.filter_who, size=12,
                                tooltip=_("Show one player's lines in the log (or everyone's)"))
        self.kind_sel = Selector((self.log_rect.x + px(8) + fw + fg, fy, fw, fh), [(k, _(t)) for k, t in log_filter.KINDS],
                                 self.log_kind, self.filter_kind, size=12,
                                 tooltip=_("Show one kind of line in the log: conquests, scoring, cards or moves"))
        self.log = ScrollText(pygame.Rect(self.log_rect.x + px(8), fy + fh + px(4), self.log_rect.w - px(12),
                                          self.log_rect.bottom - px(6) - fy - fh - px(4)), size=12, stick_bottom=True)
        bw, bh = px(74), px(34)
        y = self.bar.centery - bh // 2
        self.menu_btn = Button((self.bar.right - px(10) - bw, y, bw, bh), _("Menu"), self.on_escape, tooltip=_("Esc"), size=15)
        self.save_btn = Button((self.menu_btn.rect.x - px(6) - bw, y, bw, bh), _("Save"), self.save, size=15,
                               tooltip=_("Save this game (it is also autosaved after each of your moves)"))
        self.undo_btn = Button((self.save_btn.rect.x - px(6) - bw, y, bw, bh), _("Undo"), self.undo, size=15,
                               tooltip=_("Take back your last choice (Ctrl+Z). Undo stops at a draw, a die roll "
                                         "or another player's choice."))
        self.pause_btn = None
        if any(c != "human" for c in self.controllers):
            self.pause_btn = Button((self.undo_btn.rect.x - px(6) - bw, y, bw, bh), _("Resume") if self.paused else _("Pause"),
                                    self.toggle_pause, size=15,
                                    tooltip=_("Pause the automatic players (P) — to read the table between their moves"))
        left = self.pause_btn or self.undo_btn
        # "what would the AI do?" (issue 15): on the person's own decision while the AI hint
        # setting is on (the H key does the same)
        self.hint_btn = Button((left.rect.x - px(6) - bw, y, bw, bh), _("Hint"), self.ask_hint, size=15,
                               tooltip=_("What would the AI do here? Its choice glows (H)"))
        zs, zg = px(24), px(4)                       # zoom controls: a row in the map's bottom strip
        fw = max(px(44), theme.font("text", 12).size(_("Fit"))[0] + px(24))
        row = self.map.controls_at(2 * zs + fw + 2 * zg, zs)
        self.zoom_out_btn = Button((row.x, row.y, zs, zs), "−", lambda: self.zoom(-1), size=15,
                                   tooltip=_("Zoom out (- or wheel)"))
        self.zoom_in_btn = Button((row.x + zs + zg, row.y, zs, zs), "+", lambda: self.zoom(1), size=15,
                                  tooltip=_("Zoom in (+ or wheel)"))
        self.fit_btn = Button((row.x + 2 * (zs + zg), row.y, fw, zs), _("Fit"), self.fit_map, size=12,
                              tooltip=_("The whole map (0, Home, or double-click the map). Drag the map "
                                        "or use the arrow keys to move it."))
        self.refresh()

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self._version += 1
        if self.pause_btn is not None:
            self.pause_btn.text = _("Resume") if self.paused else _("Pause")

    def system_buttons(self) -> list:
        hint = self.hint_btn if (self.app.settings.ai_hint and self.mine()) else None
        return [b for b in (hint, self.pause_btn, self.undo_btn, self.save_btn, self.menu_btn) if b is not None]

    # --- what is asked, and where it can be clicked ---------------------------------------
    def mine(self) -> bool:
        d = self.match.pending
        return d is not None and self.is_human(d.seat) and d.seat == self.viewer

    def refresh(self) -> None:
        self._changed_at = self.t
        self._version += 1
        m = self.match
        d = m.pending
        old = getattr(self, "view", None)
        self.view = m.view(self.viewer)
        self._events()
        if self._new and old is not None and self.app.settings.anim_speed != "instant":
            # each starts falling when the map is in sight (not under a conquest's overlay): see update
            self.drops += [[piece, seat, pid, None] for piece, seat, pid in board.placed(old, self.view, self._new)]
        seat = self.viewer
        self.fill_log()
        self.keymap = {}
        self._rescued_from = None                 # a new decision: nothing moved to the bar yet
        loose = []
        if self.mine():
            for c in d.choices:
                keys = self.keys_for(c, d)
                for k in keys:
                    self.keymap.setdefault(k, []).append(c)
                if not keys:
                    loose.append(c)
        self._loose = loose
        self._bar_buttons(loose)
        self.menu = None
        self.undo_btn.enabled = bool(self.mine() and m.undo_depth(seat) > 0)
        self.widgets = [self.log, self.who_sel, self.kind_sel, *self.bar_buttons, *self.system_buttons(),
                        *self.map_buttons()]
        return True

    def fill_log(self) -> None:
        """The log's lines for the viewing seat (each event's text for that seat), narrowed by
        the filters: a filter only drops lines, so it shows nothing the full log does not."""
        seat = self.viewer
        hist = self.match.history[-400:]
        lines = [self.plain(event_text(e, seat)) if e.text_for(seat) else "" for e in hist]
        self.drawn_text = [t for t in lines if t]
        coloured = []                                 # each seat's lines in a dark shade of its colour
        for e, text in zip(hist, lines):
            if text and log_filter.shown(e, self.log_who, self.log_kind):
                col = palette.mix(palette.seat_dark(e.seat), theme.INK, 0.35) if e.seat is not None else theme.INK_SOFT
                coloured.append((text, col))
        self.log_shown = [t for t, _c in coloured]
        if not coloured:
            filtered = self.log_who is not None or self.log_kind != "all"
            coloured = [(_("No line of this kind yet.") if filtered else _("The game begins."), theme.INK_SOFT)]
        self.log.set_lines(coloured)

    def filter_who(self, value: str) -> None:
        self.log_who = None if value == "all" else int(value)
        self.fill_log()
        self._version += 1

    def filter_kind(self, value: str) -> None:
        self.log_kind = value
        self.fill_log()
        self._version += 1

    def plain(self, text: str) -> str:
        """Log lines in plain language: card instance ids (`wanderer#3`) become card names,
        face ids (`one-ruin`) become what the face shows."""
        if not text or ("#" not in text and "-" not in text and "rolls" not in text):
            return text
        content = self.match.content

        def card(mo):
            c = content.cards.get(mo.group(1))
            return c.name if c else mo.group(0)
        text = _INST.sub(card, text)
        if "roll" in text:
            faces = {f.id: dice.face_text(f) for f in content.faces}
            pat = re.compile(r"(?<![\w-])(" + "|".join(re.escape(k) for k in sorted(faces, key=len, reverse=True))
                             + r")(?![\w-])")
            text = pat.sub(lambda mo: "[" + faces[mo.group(1)] + "]", text)
        return text

    def keys_for(self, c, d) -> list[str]:
        """Where choice `c` is on the table (its refs, as this scene names things)."""
        kind, _, arg = c.id.partition(":")
        if kind == "reroll" and self.cq is not None and self.tray.dice:
            return [f"die:{'att' if d.seat == self.cq['attacker'] else 'def'}:{arg}"]
        me = self.view["players"][d.seat]
        out = []
        for ref in c.refs:
            rk, _, rid = ref.partition(":")
            if rk in ("province", "ally"):
                out.append(ref)
            elif rk == "building":
                out.append(f"building:{d.seat}:{rid}")
            elif rk == "card":
                cid = self.match.content.inst_card.get(rid)
                if me["hand"] is not None and rid in me["hand"] and not (kind == "target" and arg.startswith("discard")):
                    out.append(f"hand:{cid}")
                elif rid in me["discard"]:
                    out.append("discard")
                elif self.cq is not None and rid in (self.cq["att"] or []) + (self.cq["dfd"] or []):
                    out.append(f"commit:{cid}")
        return out

    def _bar_buttons(self, loose) -> None:
        px = theme.px
        f = theme.font("text-bold", 14)
        right = self.system_buttons()[0].rect.x - px(14)
        left = self.bar.x + int(self.bar.w * 0.42)
        x = right
        out = []
        for i, c in enumerate(reversed(loose)):
            text = choice_label(c) if len(choice_label(c)) <= 44 else choice_label(c)[:42] + "…"
            theme.note_clipped(choice_label(c), text)
            bw = min(px(300), f.size(text)[0] + px(26))
            if x - bw < left:
                break
            x -= bw
            primary = c.id in ("done", "end", "recruit")
            b = Button((x, self.undo_btn.rect.y, bw, self.undo_btn.rect.h), text, (lambda cid=c.id: self.choose(cid)),
                       style="primary" if primary else "choice", size=14, tooltip=choice_label(c) if text != choice_label(c) else None)
            b.choice_id = c.id
            out.append(b)
            x -= px(6)
        shown = {b.choice_id for b in out}
        rest = [c for c in loose if c.id not in shown]
        if rest:                                 # more than the bar holds: a menu of the rest
            bw = px(110)
            x -= bw
            b = Button((x, self.undo_btn.rect.y, bw, self.undo_btn.rect.h), _("More ({n})…").format(n=len(rest)),
                       lambda rest=rest, r=(x, self.bar.bottom): self.open_menu(rest, r), size=14)
            b.choice_id = None
            out.append(b)
        self.bar_buttons = list(reversed(out))

    def on_confirm(self):
        """Enter: the prompt bar's main button (Done, End your main phase, Recruit…)."""
        main = [b for b in self.bar_buttons if b.choice_id and b.style == "primary"]
        if main and self.menu is None:
            main[0].click()

    def choice_buttons(self):
        return [b for b in self.bar_buttons if b.choice_id]

    def open_menu(self, choices, pos) -> None:
        self._version += 1
        px = theme.px
        f = theme.font("text", 15)
        bw = min(px(420), max(px(200), max(f.size(choice_label(c))[0] for c in choices) + px(30)))
        bh = px(32)
        n = len(choices) + 1
        h = n * (bh + px(4)) + px(34)
        x = min(max(px(8), pos[0] - bw // 2), self.size[0] - bw - px(24))
        y = pos[1] + px(6)
        if y + h > self.size[1] - px(8):                 # near the bottom: open above the click
            y = max(px(8), pos[1] - h - px(24))
        rect = pygame.Rect(x, y, bw + px(16), h)
        buttons = []
        yy = y + px(30)
        for c in choices:
            b = Button((x + px(8), yy, bw, bh), choice_label(c), (lambda cid=c.id: self.choose(cid)), style="choice",
                       align="left", size=15)
            b.choice_id = c.id
            buttons.append(b)
            yy += bh + px(4)
        cancel = Button((x + px(8), yy, bw, bh), _("Cancel"), self.close_menu, style="ghost", size=15)
        cancel.choice_id = None
        buttons.append(cancel)
        self.menu = (rect, buttons)

    def close_menu(self) -> None:
        self.menu = None

    # --- events from the engine: dice, results, year-end ---------------------------------
    def _events(self) -> None:
        hist = self.match.history
        if len(hist) < self.seen:               # undo rebuilt a shorter history
            self.seen = len(hist)
        new, self.seen = hist[self.seen:], len(hist)
        self._new = new
        from .. import sounds
        self.sounds_played = sounds.play_events(new, self.app.settings.volume)
        content = self.match.content
        instant = self.app.settings.anim_speed == "instant"
        frames = [f for f in self.view["frames"] if f["kind"] == "conquest"]
        year_end = []
        for e in new:
            if e.kind == "plas.conquest":
                self.tray.dice, self.cq_result, self.cq_ruin = [], None, None
            elif e.kind == "plas.roll":
                size = self.tray_size(frames[-1] if frames else self.cq)
                if instant:
                    self.tray.set_rest(e.data["att"], e.data["def"], size)
                else:
                    self.tray.throw(e.data["att"], e.data["def"], size)
                cq = frames[-1] if frames else self.cq
                if cq:
                    self.tray.set_seats(cq["attacker"], cq["defender"])
            elif e.kind == "plas.reroll":
                side = [d for d in self.tray.dice if d["side"] == e.data["side"]]
                if e.data["die"] < len(side):
                    side[e.data["die"]]["face"] = e.data["face"]
            elif e.kind == "plas.conquest.result":
                self.cq_result = dict(e.data)
                cq = frames[-1] if frames else self.cq
                if cq and not instant:                # a ring spreads from the province: won or held
                    col = palette.seat_colour(cq["attacker"]) if e.data.get("won") else (120, 100, 80)
                    self.flashes.append([cq["province"], col, 0.0])
            elif e.kind == "plas.ruin" and "province" in e.data and self.cq_result:
                before = self.cq_result["defense"]
                self.cq_ruin = (before, max(0, before - e.data["ruin"]))
            elif e.kind == "plas.year_end":
                year_end.append(e)
            elif e.kind == "plas.move" and not instant and e.data.get("from") in self.map.pos:
                self.slide = {"seat": e.seat, "from": e.data["from"], "to": e.data["to"], "t": 0.0, "dur": 0.45}
        if frames:
            self.cq = frames[-1]
            if not self.tray.dice and (self.cq["att_dice"] or self.cq["def_dice"]):   # a loaded game
                idx = {f.id: i for i, f in enumerate(content.faces)}
                self.tray.set_rest([idx[x] for x in self.cq["att_dice"]], [idx[x] for x in self.cq["def_dice"]],
                                   self.tray_size(self.cq))
                self.tray.set_seats(self.cq["attacker"], self.cq["defender"])
            self.linger = LINGER.get(self.app.settings.anim_speed, 2.0)
        elif self.cq is not None and (not self.cq_result or self.linger <= 0 or instant):
            self.cq = None
        if year_end:
            from .year_end import YearEndScene
            self.to_push.append(lambda evs=year_end: YearEndScene(self.app, self, evs))

    def tray_size(self, cq) -> tuple[int, int]:
        from .conquest import tray_rect
        return tray_rect(self.map_rect, cq is not None and cq.get("defender") is not None).size

    # --- the map's zoom and pan ------------------------------------------------------------
    def map_buttons(self) -> list:
        """+, − and Fit (hidden while a conquest covers the map: see render)."""
        return [self.zoom_in_btn, self.zoom_out_btn, self.fit_btn]

    def map_free(self) -> bool:
        """The map can be zoomed and panned: no conquest overlay covers it."""
        return self.cq is None

    def zoom(self, d: int, anchor=None) -> None:
        """One zoom step in (`d` 1) or out (-1) about `anchor` (the map's centre if None)."""
        before = self.map.zi
        self.map.set_zoom(before + d, anchor, quick=True)
        if self.map.zi != before:
            self.repaint_in = 0.25                  # a stretched picture until the wheel rests, then a sharp one
            self._version += 1

    def fit_map(self) -> None:
        self.map.fit()
        self._version += 1

    def pan_map(self, dx: float, dy: float) -> None:
        self.map.pan(dx, dy)                       # draw() sees the map moved and paints only the map

    def map_input(self, event) -> bool:
        """Wheel, drag, double-click and keys on the map; False for what is not the map's."""
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            start, last, moved = self.drag
            moved = moved or abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > theme.px(5)
            if moved:
                self.pan_map(event.pos[0] - last[0], event.pos[1] - last[1])
            self.drag = (start, event.pos, moved)
            return moved
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            start, _last, moved = self.drag
            self.drag = None
            if not moved:                          # a plain click; two in a row: fit the whole map
                t0, p0 = self._last_map_click
                if self.t - t0 < 0.4 and abs(start[0] - p0[0]) + abs(start[1] - p0[1]) < theme.px(8):
                    self.fit_map()
                    self._last_map_click = (-9.0, (0, 0))
                else:
                    self._last_map_click = (self.t, start)
            return True
        if not self.map_free():
            return False
        if event.type == pygame.MOUSEWHEEL and self.map_rect.collidepoint(self.mouse):
            self.zoom(1 if event.y > 0 else -1, self.mouse)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.map_rect.collidepoint(event.pos) \
                and self.hit_at(event.pos) not in self.keymap:
            self.drag = (event.pos, event.pos, False)     # not a legal target: the map may be dragged
            return True
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            step = theme.px(60)
            arrows = {pygame.K_LEFT: (step, 0), pygame.K_RIGHT: (-step, 0), pygame.K_UP: (0, step), pygame.K_DOWN: (0, -step)}
            taken = self.focus is not None and self.focus.focus_visible and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
            if event.key in arrows and not taken:           # Left / Right step a selector focused with Tab
                self.pan_map(*arrows[event.key])
                return True
            if zoom_key(event.key):
                self.zoom(zoom_key(event.key))
                return True
            if event.key in (pygame.K_0, pygame.K_KP0, pygame.K_HOME):
                self.fit_map()
                return True
        return False

    # --- input ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.menu is not None:
            rect, buttons = self.menu
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
                self.menu = None
                return True
            for b in buttons:
                if b.handle(event):
                    return True
            if event.type == pygame.MOUSEBUTTONDOWN and not rect.collidepoint(event.pos):
                self.menu = None
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.menu = None
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p and self.pause_btn is not None:
            self.toggle_pause()
            return True
        if self.map_free() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            for b in self.map_buttons():             # the zoom buttons lie over the map: theirs first
                if b.visible and b.handle(event):
                    return True
        if self.map_input(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.cq is not None and self.cq_result and not any(f["kind"] == "conquest" for f in self.view["frames"]) \
                    and self.map_rect.collidepoint(event.pos):
                self.cq, self.linger = None, 0.0           # a click puts the finished conquest away
                return True
            key = self.hit_at(event.pos)
            if key in self.keymap:
                ch = self.keymap[key]
                if len(ch) == 1:
                    self.choose(ch[0].id)
                else:
                    self.open_menu(ch, event.pos)
                return True
        return super().handle(event)

    def game_over_scene(self):
        from .game_over import PlasGameOver
        return PlasGameOver(self.app, self.match)

    def hit_at(self, pos) -> str | None:
        """The key of the top-most thing drawn at `pos` (None: nothing clickable there)."""
        for rect, key in reversed(self.hits):
            if rect.collidepoint(pos):
                return key
        return None

    def choose(self, choice_id: str) -> None:
        self.menu = None
        super().choose(choice_id)

    # --- time -----------------------------------------------------------------------------
    def animate(self, dt) -> bool:
        if self.map.rough:                         # the window stopped changing size: paint the map
            self.repaint_in -= dt
            if self.repaint_in <= 0:
                self.map.finish()
                self._version += 1
        if self.tray.rolling:
            self.tray.update(dt)
        for p in self.view["players"]:                # Influence counts up (or down) to its value
            have, want = self.shown_influence.get(p["seat"], p["influence"]), p["influence"]
            if have != want:
                if self.app.settings.anim_speed == "instant":
                    have = want
                else:
                    step = max(6.0, abs(want - have) * 2.5) * dt
                    have = want if abs(want - have) <= step else have + (step if want > have else -step)
                self.shown_influence[p["seat"]] = have
        if self.cq is None:
            for f in self.flashes:
                f[2] += dt
            self.flashes = [f for f in self.flashes if f[2] < FLASH]
        if self.slide is not None:
            self.slide["t"] += dt
            if self.slide["t"] >= self.slide["dur"]:
                self.slide = None
        if self.drops:
            dur = DROP.get(self.app.settings.anim_speed, 0.0)
            if self.cq is None:                    # the map is in sight: waiting drops start now
                for x in self.drops:
                    if x[3] is None:
                        x[3] = self.t
            self.drops = [x for x in self.drops if dur and (x[3] is None or self.t - x[3] < dur)]
        if self.to_push and not self.tray.rolling:
            self.app.stack.push(self.to_push.pop(0)())
            return True
        if self.cq is not None and self.cq_result and not any(f["kind"] == "conquest" for f in self.view["frames"]):
            if not self.tray.rolling:
                self.linger -= dt
            if self.linger <= 0:
                self.cq = None
        return False

    def busy(self) -> bool:
        """An animation or a conquest result is still being shown."""
        return self.slide is not None or self.tray.rolling or (
            self.cq is not None and bool(self.cq_result) and self.linger > 0
            and not any(f["kind"] == "conquest" for f in self.view["frames"]))

    # --- drawing ----------------------------------------------------------------------------
    def glow(self, key: str) -> bool:
        if key not in self.keymap:
            return False
        d = self.match.pending
        if d is not None and any(self.hinted(c.id) for c in d.choices):
            return any(self.hinted(c.id) for c in self.keymap[key])   # only the AI's suggestion glows
        return True

    def glow_rect(self, surface, rect) -> None:
        board.glow_rect(surface, rect, self.glow_time(), theme.px(6))

    def animating(self) -> bool:
        """Besides the glow and automatic seats: dice, a sliding leader, rings, counting Influence."""
        if super().animating() or self.busy() or self.flashes or self.drops or self.map.rough or self.to_push:
            return True
        return any(abs(self.shown_influence.get(p["seat"], p["influence"]) - p["influence"]) > 1e-6
                   for p in self.view["players"])

    def draw(self, surface):
        """The table is rendered into a cached picture when something changed (a move, a
        layout, the dice rolling); every frame adds only the pulse of legal targets, the
        widgets, the menu and what the mouse hovers."""
        size = surface.get_size()
        sig = (self._version, size, self.cq is not None, self.viewer, theme.scale(), self.slide is not None,
               self.tray.rolling, self.map.zi, tuple(int(v) for v in self.shown_influence.values()))
        at = (round(self.map.ox), round(self.map.oy))      # where the map is panned to
        if self._frame is None or self._frame.get_size() != size:
            self._frame = pygame.Surface(size)
            self._sig = None
        if sig != self._sig or self.tray.rolling:
            self.render(self._frame)
            self._sig, self._map_at = sig, at
        elif at != self._map_at:                    # only panned: only the map is painted again
            self.render_map(self._frame)
            self._map_at = at
        surface.blit(self._frame, (0, 0))
        self.draw_pulse(surface)
        if self.slide is not None:
            self.draw_slide(surface)
        if self.drops and self.cq is None:
            dur = DROP.get(self.app.settings.anim_speed, 0.0)
            for piece, seat, pid, t0 in self.drops:
                if dur:
                    u = 0.0 if t0 is None else min(1.0, (self.t - t0) / dur)
                    self.map.draw_drop(surface, self.view, piece, seat, pid, u)
        if self.flashes and self.cq is None:
            self.draw_flashes(surface)
        Scene.draw(self, surface)
        if self.menu is not None:
            px = theme.px
            rect, buttons = self.menu
            theme.panel(surface, rect, radius=10)
            surface.blit(theme.font("display-bold", 14).render(_("Choose one"), True, theme.INK_SOFT),
                         (rect.x + px(10), rect.y + px(7)))
            for b in buttons:
                b.draw(surface)
        else:
            self.draw_hover(surface)

    def render(self, surface):
        w, h = surface.get_size()
        px = theme.px
        self.hits, self.tips, self.drawn_cards = [], [], []
        self.unrescue()
        surface.blit(art.background((w, h)), (0, 0))
        self.draw_bar(surface)
        theme.panel(surface, self.log_rect, fill=(249, 243, 229), radius=10)
        surface.blit(theme.font("display-bold", 15).render(_("Game log"), True, theme.INK),
                     (self.log_rect.x + px(10), self.log_rect.y + px(6)))
        supply.draw_supply(self, surface, self.supply_rect)
        v = self.view
        tracks.draw_round(surface, self.round_rect, v["round"], v["year"], v["phase"] == "over")
        self.tips.append((self.round_rect, _("3 years of 4 rounds. Year-end scoring (★) after rounds 4, 8 and 12: each "
                                             "province you control scores its defense, each realm you control +4 / +8 / "
                                             "+12. The final scoring follows the third.")))
        self.tips.append((self.moral_rect, _("Morality: ") + ", ".join(f"{term(self.match.seat_name(p['seat']))} {morality_words(p['morality_text'])}"
                                                                    for p in v["players"])))
        tracks.draw_morality(surface, self.moral_rect, v["players"])
        tracks.draw_influence(surface, self.frame_rect, self.band, v["players"])
        ring = _("Influence track (laps of 50): ") + ", ".join(f"{term(self.match.seat_name(p['seat']))} {p['influence']}"
                                                            for p in v["players"])
        fr = self.frame_rect
        for r in (pygame.Rect(fr.x, fr.y, fr.w, self.band), pygame.Rect(fr.x, fr.bottom - self.band, fr.w, self.band),
                  pygame.Rect(fr.x, fr.y, self.band, fr.h), pygame.Rect(fr.right - self.band, fr.y, self.band, fr.h)):
            self.tips.append((r, ring))
        h0, t0 = len(self.hits), len(self.tips)
        self.map.draw(surface, v, self.glow, self.glow_time(), self.hits, self.tips, self.match.seat_name,
                      hide_leader=self.slide["seat"] if self.slide else None)
        self._map_spans = (h0, len(self.hits), t0, len(self.tips))
        for btn in self.map_buttons():
            btn.visible = self.map_free()
        if self.cq is not None:
            self.hits = [hh for hh in self.hits if not self.map_rect.colliderect(hh[0])]
            self.tips = [tt for tt in self.tips if not self.map_rect.colliderect(tt[0])]   # no province's tip through it
            draw_conquest(self, surface, self.map_rect)
        n = len(v["players"])
        gap = px(6)
        bh = (self.boards_rect.h - gap * (n - 1)) // n
        for i, p in enumerate(v["players"]):
            players.draw_board(self, surface, pygame.Rect(self.boards_rect.x, self.boards_rect.y + i * (bh + gap),
                                                          self.boards_rect.w, bh), p)
        hand.draw_front(self, surface, self.front_rect)
        if self.rescue_undrawn():
            self.draw_bar(surface)

    def render_map(self, surface) -> None:
        """Paint only the map again into the cached picture (a pan: nothing else moved), with its
        clickable provinces and tooltips, and the prompt bar if a choice moved to or from it."""
        rescued = self.unrescue()
        hits: list = []
        tips: list = []
        self.map.draw(surface, self.view, self.glow, self.glow_time(), hits, tips, self.match.seat_name,
                      hide_leader=self.slide["seat"] if self.slide else None)
        h0, h1, t0, t1 = self._map_spans
        self.hits[h0:h1] = hits
        self.tips[t0:t1] = tips
        self._map_spans = (h0, h0 + len(hits), t0, t0 + len(tips))
        if self.rescue_undrawn() or rescued:
            self.draw_bar(surface)

    def unrescue(self) -> bool:
        """Undo the last rescue_undrawn: a province panned back into sight is clicked on the map
        again. Whether there was anything to undo."""
        full = self._rescued_from
        if full is None:
            return False
        self.keymap, self._loose = full
        self._rescued_from = None
        self._bar_buttons(self._loose)
        self.widgets = [self.log, self.who_sel, self.kind_sel, *self.bar_buttons, *self.system_buttons(),
                        *self.map_buttons()]
        return True

    def rescue_undrawn(self) -> bool:
        """A legal choice whose board thing is not on screen (hidden under an overlay, say)
        moves to the prompt bar, so every legal choice can always be clicked."""
        if self.cq is not None and not any(f["kind"] == "conquest" for f in self.view["frames"]):
            return False                      # a finished conquest's result: a click on it uncovers the map
        drawn = {k for _, k in self.hits}
        where: dict[str, list] = {}
        for k, cs in self.keymap.items():
            for c in cs:
                where.setdefault(c.id, []).append(k)
        lost = {cid for cid, ks in where.items() if not any(k in drawn for k in ks)}
        if not lost:
            return False
        if self._rescued_from is None:     # what unrescue() brings back
            self._rescued_from = ({k: list(cs) for k, cs in self.keymap.items()}, list(self._loose))
        extra = []
        for k in list(self.keymap):
            keep = [c for c in self.keymap[k] if c.id not in lost]
            extra += [c for c in self.keymap[k] if c.id in lost and c not in extra]
            if keep:
                self.keymap[k] = keep
            else:
                del self.keymap[k]
        self._loose = self._loose + extra
        self._bar_buttons(self._loose)
        self.widgets = [self.log, self.who_sel, self.kind_sel, *self.bar_buttons, *self.system_buttons(),
                        *self.map_buttons()]
        return True

    def draw_flashes(self, surface):
        r = self.map.token_r
        clip = surface.get_clip()
        surface.set_clip(self.map_rect.clip(clip))
        for pid, col, age in self.flashes:
            k = age / FLASH
            ring = pygame.Surface((r * 6, r * 6), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*col, int(220 * (1 - k))), (r * 3, r * 3), int(r * (1.1 + 1.8 * k)),
                               width=max(2, int(r * 0.25 * (1 - k)) + 1))
            x, y = self.map.pos[pid]
            surface.blit(ring, (x - r * 3, y - r * 3))
        surface.set_clip(clip)

    def draw_slide(self, surface):
        from . import icons
        sl = self.slide
        k = min(1.0, sl["t"] / sl["dur"])
        k = k * k * (3 - 2 * k)                        # ease in and out
        (x1, y1), (x2, y2) = self.map.pos[sl["from"]], self.map.pos[sl["to"]]
        r = self.map.token_r
        x, y = x1 + (x2 - x1) * k - r * 1.25, y1 + (y2 - y1) * k + r * 0.35 - r * 0.4 * (1 - (2 * k - 1) ** 2)
        clip = surface.get_clip()
        surface.set_clip(self.map_rect.clip(clip))
        icons.leader(surface, (x, y), r * 0.5, palette.seat_colour(sl["seat"]), palette.seat_dark(sl["seat"]))
        surface.set_clip(clip)

    def draw_pulse(self, surface):
        """A breathing outline on every legal target (drawn over the cached picture)."""
        import math
        px = theme.px
        k = 0.5 + 0.5 * math.sin(self.glow_time() * 4.0)
        col = palette.mix(palette.GLOW, (255, 250, 235), k * 0.8)
        hot = self.hit_at(self.mouse)
        for rect, key in self.hits:
            if key not in self.keymap:
                continue
            wdt = max(2, px(3 if key == hot else 2))
            if key.startswith("province:"):
                pos = self.map.pos[key.split(":", 1)[1]]
                clip = surface.get_clip()
                surface.set_clip(self.map_rect.clip(clip))
                pygame.draw.circle(surface, col, pos, int(self.map.token_r * (1.08 + 0.05 * k)), width=wdt)
                surface.set_clip(clip)
            else:
                pygame.draw.rect(surface, col, rect.inflate(px(4), px(4)), width=wdt, border_radius=px(7))

    def draw_bar(self, surface):
        px = theme.px
        m, d = self.match, self.match.pending
        theme.panel(surface, self.bar, fill=(250, 244, 231), radius=10)
        pygame.draw.rect(surface, theme.ACCENT, (self.bar.x, self.bar.y + px(10), px(5), self.bar.h - px(20)))
        x = self.bar.x + px(18)
        if d is None:
            o = m.outcome
            prompt, sub = _("Game over"), (outcome_text(o) if o else "")
        else:
            seat = d.seat
            palette.seat_mark(surface, seat, (x + px(6), self.bar.y + px(20)), px(7))
            x += px(18)
            who = f"{term(m.seat_name(seat))} · {_(CONTROLLER_LABELS.get(self.controllers[seat], ''))}"
            last = ""
            if self.mine():
                prompt = prompt_text(d)
            elif self.is_human(seat):
                prompt = _("Waiting for {name}").format(name=term(m.seat_name(seat)))
            elif self.paused:
                prompt = _("{name} waits: automatic players paused (P to resume)").format(name=term(m.seat_name(seat)))
            else:
                prompt = _("{name} is playing…").format(name=term(m.seat_name(seat)))
                last = next((t for t in reversed(self.drawn_text) if t), "")
            if last:
                prompt += f"  {last}"
            sub = who + (f"   ·   {rule_text(d.rule)}" if d.rule else "")
            if self.mine():
                n = len(self.keymap)
                sub += "   ·   " + (_("click a glowing thing or a button") if n else _("choose with a button"))
        limit = (self.bar_buttons[0].rect.x if self.bar_buttons else self.system_buttons()[0].rect.x) - x - px(12)
        f, text = theme.fit("display-bold", 20, prompt, limit)
        surface.blit(f.render(text, True, theme.INK), (x, self.bar.y + px(7)))
        surface.blit(theme.font("text", 13).render(sub, True, theme.INK_SOFT), (x, self.bar.y + px(35)))

    def draw_hover(self, surface):
        pos = self.mouse
        px = theme.px
        click_tip = None
        for rect, key in reversed(self.hits):
            if rect.collidepoint(pos):
                if key in self.keymap:
                    labels = [choice_label(c) for c in self.keymap[key]]
                    click_tip = (_("Click: ") if len(labels) == 1 else _("Click to choose: ")) + " / ".join(labels)
                break
        for rect, tip in reversed(self.tips):
            if not rect.collidepoint(pos):
                continue
            if isinstance(tip, tuple):
                content = self.match.content
                zw = px(210)
                zh = int(zw * 1.4)
                img = cards.card_face(content, tip[1], zw, zh) if tip[0] == "card" else cards.ally_face(content, tip[1], zw, zh)
                if self.front_rect.colliderect(rect):        # a card at the front: zoom above it
                    x = max(px(8), min(rect.centerx - zw // 2, surface.get_width() - zw - px(8)))
                    y = max(px(8), self.front_rect.y - zh + px(40))
                else:
                    x = pos[0] + px(18) if pos[0] + px(18) + zw < surface.get_width() else pos[0] - px(18) - zw
                    y = max(px(8), min(pos[1] - zh // 2, surface.get_height() - zh - px(8)))
                if getattr(self, "_zoom_shadow", None) is None or self._zoom_shadow.get_size() != (zw, zh):
                    self._zoom_shadow = pygame.Surface((zw, zh), pygame.SRCALPHA)
                    self._zoom_shadow.fill((0, 0, 0, 70))
                surface.blit(self._zoom_shadow, (x + px(5), y + px(6)))
                surface.blit(img, (x, y))
            elif not click_tip:
                self._tip_box(surface, tip, pos)
            else:
                click_tip += "\n" + tip
            break
        if click_tip:
            self._tip_box(surface, click_tip, pos)

    def _tip_box(self, surface, text, pos, above=False):
        px = theme.px
        f = theme.font("text", 13)
        lines = []
        for para in text.split("\n"):
            lines += theme.wrap(f, para, px(320))
        wd = max(f.size(line)[0] for line in lines) + px(16)
        ht = len(lines) * f.get_linesize() + px(10)
        x = min(pos[0] + px(14), surface.get_width() - wd - px(4))
        y = pos[1] - ht - px(12) if above else pos[1] + px(20)
        y = max(px(4), min(y, surface.get_height() - ht - px(4)))
        r = pygame.Rect(x, y, wd, ht)
        pygame.draw.rect(surface, (52, 38, 28), r, border_radius=px(6))
        for i, line in enumerate(lines):
            surface.blit(f.render(line, True, (250, 242, 226)), (x + px(8), y + px(5) + i * f.get_linesize()))
