"""The Stonesaga table scene. It reuses the generic table's plumbing (automatic seats, undo,
saves, autosave) and draws the game from `match.view(viewer)` only: the valley in the middle,
the community panel and the log on the left, the character boards on the right, the action
overlay over the lower map, and a strip of choice buttons under it.

Clicks are choices: each legal choice is mapped, from its id, to a thing drawn on the table (a
terrain, a zone, a site, a stat, an item, a resource, a die, a fishing spot, a forage card…);
those glow and a click applies the choice, or opens a small menu when a thing has several.
Choices naming no drawn thing are buttons in the strip (with a "More" menu when they do not
fit). A legal choice whose thing is not on screen moves to the strip, so every choice is always
one click away.
"""
from __future__ import annotations

import math
import re

import pygame

from game.core.i18n import N_, _, ngettext, outcome_text, rule_text, term

from .. import art, theme
from ..generic_table import GenericTable
from ..stack import Scene
from ..widgets import Button, ScrollText
from . import characters, community, fishing_panel, fitting, icons, names, night_panel, overlay
from .valley import MapView

SITE_ACTIONS = ("fish", "forage", "extract", "find_water")
MAP_KEYS = ("cell", "zone", "site", "fig", "camp", "module", "beh", "goal", "trace", "bpath")
SLIDE_S = {"slow": 0.7, "normal": 0.4, "fast": 0.2}          # a figure's slide, by the speed setting


HOLDER_MSG = "holder at {q},{r} ({side})"      # the engine's label of a new terrain holder (rb p.68)


class StonesagaTable(GenericTable):
    def __init__(self, app, match, **kwargs):
        if match.log and not match.history:            # a loaded save: replay for the log's events
            try:
                match.rebuild_history()
            except Exception:
                pass
        kwargs.setdefault("curtain", False)            # cooperative: nothing is private to one seat
        super().__init__(app, match, **kwargs)
        if self.viewer is None and self.humans:
            self.viewer = self.humans[0]
        for i, c in enumerate(self.controllers):
            if c != "human":
                self.agents[i] = match.ruleset.make_agent(match.setup, i, match.seed)
        self.map = MapView()
        self.t = 0.0
        self.hits: list = []
        self.tips: list = []
        self.texts: list = []            # (text, rect, within) of every label drawn
        self.drawn_cards: list[str] = []
        self.drawn_text: list[str] = []
        self.die_rects: list = []
        self.mouse = (0, 0)
        self.keymap: dict[str, list] = {}
        self._loose: list = []
        self.bar_buttons: list[Button] = []
        self.menu = None
        self.view = match.view(self.viewer)
        self._version = 0
        self._frame = None
        self._sig = None
        self.drag = None
        self.seen = len(match.history)
        self.to_push: list = []
        from .dice import D6Tray
        self.tray = D6Tray()
        self.slides: dict[str, list[float]] = {}     # figure key -> [from x, y, to x, y, progress] in map units
        self.beh_paths: dict[str, list[tuple[str, str]]] = {}
        self._log_n = 0

    # --- layout ---------------------------------------------------------------------------
    def layout(self, size):
        Scene.layout(self, size)
        w, h = size
        px = theme.px
        m = px(8)
        narrow = min(1.0, w / (theme.DESIGN_W * theme.scale()))
        left_w, right_w = int(px(260) * narrow), int(px(300) * narrow)
        self.bar = pygame.Rect(m, m, w - 2 * m, px(52))
        top = self.bar.bottom + px(8)
        self.left_rect = pygame.Rect(m, top, left_w, h - m - top)
        self.comm_rect = pygame.Rect(m, top, left_w, int(self.left_rect.h * 0.62))
        self.log_rect = pygame.Rect(m, self.comm_rect.bottom + px(8), left_w, self.left_rect.bottom - self.comm_rect.bottom - px(8))
        self.boards_rect = pygame.Rect(w - m - right_w, top, right_w, h - m - top)
        cx = self.left_rect.right + px(8)
        cw = self.boards_rect.x - px(8) - cx
        self.strip_rect = pygame.Rect(cx, h - m - px(84), cw, px(84))
        self.map_rect = pygame.Rect(cx, top, cw, self.strip_rect.y - px(8) - top)
        self.overlay_rect = pygame.Rect(cx + px(8), self.map_rect.bottom - px(128), cw - px(16), px(120))
        self.map.layout(self.map_rect)
        self.log = ScrollText(pygame.Rect(self.log_rect.x + px(8), self.log_rect.y + px(26), self.log_rect.w - px(12),
                                          self.log_rect.h - px(32)), size=12, stick_bottom=True)
        self._log_n, self.log_lines = 0, []
        bw, bh = px(76), px(32)        # room for "Desfazer" / "Annuler" (issue 17)
        y = self.bar.centery - bh // 2
        self.menu_btn = Button((self.bar.right - px(10) - bw, y, bw, bh), _("Menu"), self.on_escape, tooltip=_("Esc"), size=14)
        self.save_btn = Button((self.menu_btn.rect.x - px(6) - bw, y, bw, bh), _("Save"), self.save, size=14,
                               tooltip=_("Save this game (it is also autosaved after each of your moves)"))
        self.undo_btn = Button((self.save_btn.rect.x - px(6) - bw, y, bw, bh), _("Undo"), self.undo, size=14,
                               tooltip=_("Take back your last choice (Ctrl+Z). Undo stops at a draw, a die roll "
                                         "or another player's choice."))
        self.codex_btn = Button((self.undo_btn.rect.x - px(6) - bw, y, bw, bh), _("Codex"), self.open_codex, size=14,
                                tooltip=_("Read again the codex entries already read (C)"))
        self.fresco_btn = Button((self.codex_btn.rect.x - px(6) - bw, y, bw, bh), _("Fresco"), self.open_fresco, size=14,
                                 tooltip=_("The cave fresco: the marks earned, stamped and drawn by hand; saved with "
                                           "the campaign (rb p.69-70)"))
        bw2 = px(100)
        self.beh_btn = Button((self.fresco_btn.rect.x - px(6) - bw2, y, bw2, bh), _("Behemoths"), self.open_behemoths,
                              size=14, tooltip=_("The behemoth boards and their encounter graphs (rb p.74-81)"))
        self._frame = None
        self.refresh()

    def system_buttons(self) -> list:
        extra = [self.beh_btn] if self.view.get("behemoths") else []
        return [*extra, self.fresco_btn, self.codex_btn, self.undo_btn, self.save_btn, self.menu_btn]

    # --- choices → things on the table ----------------------------------------------------
    def mine(self) -> bool:
        d = self.match.pending
        return d is not None and self.is_human(d.seat) and d.seat == self.viewer

    def acting(self) -> str:
        """The character the pending decision is about (the top frame's, else the active one)."""
        for f in reversed(self.view["frames"]):
            if f.get("cid"):
                return f["cid"]
        return self.view.get("active") or ""

    def refresh(self) -> None:
        if not hasattr(self, "strip_rect"):
            return
        self._version += 1
        m = self.match
        d = m.pending
        self.view = m.view(self.viewer)
        content = m.content
        if len(m.history) < self.seen:                 # undo rebuilt a shorter history
            self.seen = len(m.history)
        new, self.seen = m.history[self.seen:], len(m.history)
        if any(e.kind == "day" for e in new) and any(e.kind == "night" for e in m.history):
            from .night_summary import NightSummary, night_lines
            title, groups = night_lines(m.history, m.content)
            if groups:
                self.to_push.append(lambda t=title, g=groups: NightSummary(self.app, t, g))
        self._update_log(content)
        self.keymap = {}
        loose = []
        if self.mine():
            for c in d.choices:
                keys = self.keys_for(c)
                for k in keys:
                    self.keymap.setdefault(k, []).append(c)
                if not keys or keys[0].startswith("ghost:"):
                    loose.append(c)
        self._loose = loose
        self._strip_buttons(loose)
        self.menu = None
        self.undo_btn.enabled = bool(self.mine() and m.undo_depth(self.viewer) > 0)
        self.widgets = [self.log, *self.bar_buttons, *self.system_buttons()]

    def _update_log(self, content) -> None:
        """The log from the history, adding only the new events (a long challenge costs no more per
        move); an undo that shortened the history rebuilds it."""
        hist = self.match.history
        if self._log_n > len(hist) or self._log_n == 0 or not getattr(self, "log_lines", None):
            self._log_n = 0
            self.log_lines = []
            self.log.set_lines([])
            self.beh_paths = {}
        for e in hist[self._log_n:]:                 # the behemoths' steps this challenge (rb p.77-78)
            if e.kind == "behemoth" and e.data.get("to") and e.data.get("frm"):
                self.beh_paths.setdefault(e.data["b"], []).append((e.data["frm"], e.data["to"]))
        new = [t for t in (names.event_line(content, e, self.viewer, self.alike()) if e.text_for(self.viewer) else ""
                            for e in hist[self._log_n:]) if t]
        self._log_n = len(hist)
        if not self.log_lines and not new:
            self.log.set_lines([(_("The valley waits."), theme.INK_SOFT)])
            return
        if not self.log_lines:
            self.log.set_lines([])
        self.log_lines += new
        self.log.append_lines([(t, theme.INK) for t in new])

    def keys_for(self, c) -> list[str]:
        v = self.view
        kind, _, arg = c.id.partition(":")
        who = self.acting()
        top = overlay.overlay_frame(v)
        tk = top["kind"] if top else ""
        me = next((ch for ch in v["characters"] if ch["cid"] == who), None)
        if kind == "spot" and getattr(c, "label_msg", "") == HOLDER_MSG:
            return [f"ghost:{c.id}"]        # drawn on the map where it goes, and a button too (rb p.68)
        if kind == "hex" and arg in v["cells"]:
            return [f"cell:{arg}"]
        if kind == "tile":
            if arg in v["cells"]:
                return [f"cell:{arg}"]
            return [f"cell:{k}" for k, cl in v["cells"].items() if cl.get("tile") == arg]
        if kind == "zone":
            return [f"zone:{arg}"]
        if kind == "action":
            verb, _, site = arg.partition(":")
            if verb in SITE_ACTIONS and me and me["pos"] and site:
                return [f"site:{me['pos']}:{site}"]
            return []
        if kind == "char":
            return [f"char:{arg}"]          # the board header (the figure would cover sites)
        if kind == "stat" and who:
            return [f"stat:{who}:{arg}"]
        if kind == "item":
            inst = arg.split("/")[0]
            for ch in v["characters"]:
                if inst in sum(ch["items"].values(), []) + ch["stowed"]:
                    return [f"item:{ch['cid']}:{inst}"]
            return []
        if kind == "res" and tk != "transform":
            if tk == "extract":
                return [f"stone:{arg}"]
            if me and me["bag"].get(arg):
                return [f"bag:{who}:{arg}"]
            return []
        if kind in ("die", "spot") and tk in ("test", "fish"):
            return [f"{kind}:{arg}"]
        if kind == "opt" and tk == "forage" and top["stage"] == "add" and arg.isdigit():
            return [f"fcard:drawn:{arg}"]
        if kind == "pick" and tk == "forage":
            return [f"fpick:{arg}"]                 # the source or animal itself, in reach (rb p.45)
        if kind == "res" and tk == "transform":
            return [f"trans:{arg}"]
        if kind == "path" and tk == "excavate":
            return [f"xpath:{arg}"]
        if kind == "node" and tk == "encounter":
            return [f"bnode:{arg}"]
        if kind == "rot" and tk == "craft":
            return [f"layout:{c.id}"]
        if kind == "deliver":
            return [f"objective:{arg.split(':')[0]}"]
        if kind == "camp" and tk == "ruin" and arg.isdigit() and int(arg) < len(v["camps"]):
            cp = v["camps"][int(arg)]                   # rb p.32: the camp itself, on its tile
            return [f"camp:{cp['cell']}:{cp['zone']}"]
        return []

    def _strip_buttons(self, loose) -> None:
        """The choices that name no drawn thing, as buttons in the strip under the map: each as wide
        as its words (a long one takes a row; those that do not fit go to the "More" menu, never cut
        with "…", issue 17). A crafting layout reads as its chip on the bench, the whole in its tip.
        Passing for the Day is never among those sent to "More": it ends a character's Day (rb p.24)
        and a newcomer looked for it there."""
        self._lay_strip(loose)
        keep = next((c for c in loose if c.id == "pass"), None)
        shown = [b.choice_id for b in self.bar_buttons if b.choice_id]
        if keep is None or "pass" in shown:
            return
        before = [c for c in loose if c.id in shown]
        for k in range(len(before) - 1, -1, -1):   # give it the place of the last ones shown, as few as need be
            order = before[:k] + [keep] + [c for c in loose if c.id != "pass" and c not in before[:k]]
            self._lay_strip(order)
            if any(b.choice_id == "pass" for b in self.bar_buttons):
                return

    def _lay_strip(self, loose) -> None:
        px = theme.px
        r = self.strip_rect
        f = theme.font("text-bold", 13)
        rows, x, y, out = 2, r.x + px(10), r.y + px(26), []
        bh = px(26)
        row = 0
        content = self.match.content
        for i, c in enumerate(loose):
            full = self.choice_name(c)
            text = overlay.layout_chip(content, c) if c.id.startswith("rot:") else full
            if i < 9:
                text, full = f"{i + 1}. {text}", f"{i + 1}. {full}"
            room = r.right - px(10) - (px(96) if row == rows - 1 else 0) - x
            bw = f.size(text)[0] + px(22)
            if bw > room and x > r.x + px(10):
                row += 1
                x, y = r.x + px(10), y + bh + px(4)
                if row >= rows:
                    break
                room = r.right - px(10) - (px(96) if row == rows - 1 else 0) - x
            bw = min(bw, room)
            primary = c.id in ("done", "keep")
            about = self.describe(c)
            tip = "\n".join(x for x in (full if text != full else "", about) if x) or None
            b = Button((x, y, bw, bh), text, (lambda cid=c.id: self.choose(cid)), style="primary" if primary else "choice",
                       size=13, tooltip=tip)
            b.choice_id = c.id
            out.append(b)
            x += bw + px(6)
        shown = {b.choice_id for b in out}
        rest = [c for c in loose if c.id not in shown]
        if rest:
            bw = px(90)
            b = Button((r.right - px(10) - bw, r.y + px(26) + (rows - 1) * (bh + px(4)), bw, bh), _("More ({n})…").format(n=len(rest)),
                       lambda rest=rest: self.open_menu(rest, (self.strip_rect.right - px(200), self.strip_rect.y)), size=13)
            b.choice_id = None
            out.append(b)
        self.bar_buttons = out

    def choice_name(self, c) -> str:
        """A choice as this table names it: ids read as names, a new holder by where it goes from
        the acting character's terrain (issue 17)."""
        me = next((ch for ch in self.view["characters"] if ch["cid"] == self.acting()), None)
        pos = me["pos"] if me and me.get("pos") else ""
        near = (pos, self.view["cells"].get(pos, {}).get("name") or _("this terrain")) if pos else None
        return names.choice(self.match.content, self._with_cost(c, pos), self.alike(), near)

    def _with_cost(self, c, pos: str):
        """Find water and Build a shelter with their energy, as Fish and Forage are labelled (rb
        p.36-37): a newcomer saw "Find water (river)" cost 1 energy with no word of it."""
        from game.stonesaga.actions import common
        from game.stonesaga.menu import menu_msg
        kind, _sep, arg = c.id.partition(":")
        verb, _sep, site = arg.partition(":")
        who = next((ch for ch in self.match.state.chars if ch.cid == self.acting()), None)
        if kind != "action" or verb not in ("find_water", "shelter") or who is None or not pos or \
                common.free_granted(who, verb) or pos not in self.match.state.cells:
            return c
        cost = common.site_cost(self.match.content, self.match.state, verb, pos)
        if verb == "shelter":
            return menu_msg(c.id, N_("Build a shelter ({energy})"), energy=cost)
        return menu_msg(c.id, N_("Find water ({site}, {energy})"), site=site, energy=cost)

    def describe(self, c) -> str:
        """What a choice means, from the pack's public texts (traits, regalia, powers, improvements)."""
        content = self.match.content
        kind, _sep, arg = c.id.partition(":")
        fam = {"trait": content.traits, "regalia": content.regalia, "power": content.powers}.get(kind)
        if fam is not None and arg in fam:
            rec = fam[arg]
            text = getattr(rec, "text", "") or (rec.front.text if kind == "power" else "")
            return f"{rec.name}: {text}" if text else rec.name
        if kind == "action" and arg.startswith("design:"):
            imp = content.improvements.get(arg.split(":", 1)[1])
            if imp is not None:
                return _("{name} (design {knowledge} Knowledge, build {energy})").format(
                    name=imp.name, knowledge=imp.design_cost,
                    energy=ngettext("{n} energy", "{n} energy", imp.build.energy).format(n=imp.build.energy)) + \
                    (f": {imp.text}" if imp.text else "")
        top = overlay.overlay_frame(self.view)
        if kind == "current" and top is not None and top["kind"] == "fish":
            return fishing_panel.current_choice_tip(content, top, arg)       # rb p.41: what it pays
        return ""

    def choice_buttons(self):
        return [b for b in self.bar_buttons if b.choice_id]

    def on_confirm(self):
        main = [b for b in self.bar_buttons if b.choice_id and b.style == "primary"]
        if main and self.menu is None:
            main[0].click()

    def open_menu(self, choices, pos) -> None:
        self._version += 1
        px = theme.px
        f = theme.font("text", 14)
        labels = [self.choice_name(c) for c in choices]
        # as wide as the longest label (the window's width at most: a long one is never cut first)
        bw = min(self.size[0] - px(48), max(px(200), max(f.size(t)[0] for t in labels) + px(30)))
        bh = px(28)
        h = (len(choices) + 1) * (bh + px(4)) + px(32)
        x = min(max(px(8), pos[0] - bw // 2), self.size[0] - bw - px(24))
        y = pos[1] + px(6)
        if y + h > self.size[1] - px(8):
            y = max(px(8), pos[1] - h - px(12))
        rect = pygame.Rect(x, y, bw + px(16), h)
        buttons = []
        yy = y + px(28)
        for c, t in zip(choices, labels):
            b = Button((x + px(8), yy, bw, bh), t, (lambda cid=c.id: self.choose(cid)), style="choice", align="left", size=14)
            b.choice_id = c.id
            buttons.append(b)
            yy += bh + px(4)
        cancel = Button((x + px(8), yy, bw, bh), _("Cancel"), self.close_menu, style="ghost", size=14)
        cancel.choice_id = None
        buttons.append(cancel)
        self.menu = (rect, buttons)

    def close_menu(self) -> None:
        self.menu = None
        self._version += 1

    def open_behemoths(self, first: str = "") -> None:
        from .behemoth import BehemothBoard
        self.app.stack.push(BehemothBoard(self.app, self.match.content, self.view, first, self.beh_paths))

    def open_fresco(self) -> None:
        from .fresco import FrescoScene
        self.app.stack.push(FrescoScene.for_match(self.app, self.match))

    def open_codex(self) -> None:
        from .codex import CodexScene
        self.app.stack.push(CodexScene(self.app, self.match.content, self.view["codex_read"]))

    # --- figures slide when they move (like Root's pieces; instant at the "Instant" speed) -----
    def figure_at(self, key: str, target) -> tuple[float, float]:
        """Where to draw figure `key` now, whose place on the map is `target` (screen): it slides
        there from where it was last drawn. Positions are kept in map units (zoom/pan-proof)."""
        mv = self.map
        R = mv.R or 1.0
        wx, wy = (target[0] - mv.origin[0]) / R, (target[1] - mv.origin[1]) / R
        sl = self.slides.get(key)
        if sl is None or self.app.settings.anim_speed == "instant":
            self.slides[key] = [wx, wy, wx, wy, 1.0]
            return target
        if abs(sl[2] - wx) > 1e-6 or abs(sl[3] - wy) > 1e-6:
            k = self._ease(sl[4])
            cx, cy = sl[0] + (sl[2] - sl[0]) * k, sl[1] + (sl[3] - sl[1]) * k
            if abs(cx - wx) + abs(cy - wy) < 0.05:
                sl[:] = [wx, wy, wx, wy, 1.0]
            else:
                sl[:] = [cx, cy, wx, wy, 0.0]
        k = self._ease(sl[4])
        x, y = sl[0] + (sl[2] - sl[0]) * k, sl[1] + (sl[3] - sl[1]) * k
        return mv.origin[0] + x * R, mv.origin[1] + y * R

    @staticmethod
    def _ease(u: float) -> float:
        u = max(0.0, min(1.0, u))
        return u * u * (3 - 2 * u)

    @property
    def sliding(self) -> bool:
        return any(sl[4] < 1.0 for sl in self.slides.values())

    # --- drawing helpers used by the panels -------------------------------------------------
    def add_hit(self, rect, key: str, tip: str | None = None) -> None:
        self.hits.append((pygame.Rect(rect), key))
        if tip:
            self.tips.append((pygame.Rect(rect), tip))

    def record_text(self, text: str, rect, within) -> None:
        self.texts.append((text, pygame.Rect(rect), pygame.Rect(within)))

    def record_texts(self, texts) -> None:
        self.drawn_text.extend(texts)

    def label(self, surface, text: str, role: str, size: float, colour, pos, anchor: str = "topleft",
              max_w: int | None = None, within=None, box=None, fill=None) -> pygame.Rect:
        """Render one line fitted to `max_w` (smaller type down to the theme's minimum, then cut with
        "…", reported to the text-fit checks), record it for the clipping and spoiler checks."""
        if max_w is not None:
            f, shown = fitting.one_line(role, size, text, max_w)
        else:
            f, shown = theme.font(role, size), text
        if box is not None:
            pygame.draw.rect(surface, fill or theme.PANEL, box, border_radius=theme.px(5))
            pygame.draw.rect(surface, theme.INK, box, 1, border_radius=theme.px(5))
        img = f.render(shown, True, colour)
        r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
        surface.blit(img, r)
        self.texts.append((shown, r, pygame.Rect(within) if within is not None else surface.get_rect()))
        self.drawn_text.append(text)
        return r

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface):
        size = surface.get_size()
        sig = (self._version, size, self.viewer, theme.scale(), self.map.zoom, tuple(self.map.pan), self._ghost_hover())
        if self._frame is None or self._frame.get_size() != size:
            self._frame = pygame.Surface(size)
            self._sig = None
        if sig != self._sig or self.tray.rolling or self.sliding:
            self.render(self._frame)
            self._sig = sig
        surface.blit(self._frame, (0, 0))
        self.draw_pulse(surface)
        Scene.draw(self, surface)
        if self.menu is not None:
            px = theme.px
            rect, buttons = self.menu
            theme.panel(surface, rect, radius=10)
            surface.blit(theme.font("display-bold", 14).render(_("Choose one"), True, theme.INK_SOFT), (rect.x + px(10), rect.y + px(6)))
            for b in buttons:
                b.draw(surface)
        else:
            self.draw_hover(surface)

    def render(self, surface):
        w, h = surface.get_size()
        px = theme.px
        self.hits, self.tips, self.texts, self.drawn_cards, self.drawn_text, self.die_rects = [], [], [], [], [], []
        surface.blit(art.background((w, h)), (0, 0))
        v = self.view
        content = self.match.content
        f = overlay.overlay_frame(v)
        pend = self.match.pending
        shown = f is not None and (f["kind"] not in ("move", "effects", "night") or bool(f.get("waiting"))
                                   or (f["kind"] == "night" and pend is not None and pend.kind in night_panel.RECOVER_KINDS))
        tall = shown and f["kind"] in overlay.TALL
        self.cur_overlay = self.overlay_rect.inflate(0, 0) if not tall else pygame.Rect(
            self.overlay_rect.x, self.overlay_rect.bottom - min(theme.px(230), self.map_rect.h // 2),
            self.overlay_rect.w, min(theme.px(230), self.map_rect.h // 2))
        self.map.fit_rect = pygame.Rect(self.map_rect.x, self.map_rect.y, self.map_rect.w,
                                        (self.cur_overlay.y - self.map_rect.y) if shown else self.map_rect.h)
        self.map.ghosts = self._ghosts()
        self.map.draw(surface, v, content, self)
        if shown:
            ov = self.cur_overlay
            overlay.draw_overlay(self, surface, ov, f)
            self.hits = [hh for hh in self.hits if not (ov.colliderect(hh[0]) and hh[1].split(":")[0]
                                                         in MAP_KEYS)
                         or not self.map_rect.colliderect(hh[0])]
            self.tips = [tt for tt in self.tips if not (ov.colliderect(tt[0]) and self.map_rect.contains(tt[0])
                                                         and not ov.contains(tt[0]))]
        community.draw_community(self, surface, self.comm_rect)
        theme.panel(surface, self.log_rect, fill=(249, 243, 229), radius=10)
        self.label(surface, _("Game log"), "display-bold", 14, theme.INK, (self.log_rect.x + px(10), self.log_rect.y + px(5)),
                   within=self.log_rect)
        self.drawn_text.extend(self.log.visible_text())
        chars_ = v["characters"]
        n = max(1, len(chars_))
        gap = px(6)
        bh = min(px(190), (self.boards_rect.h - gap * (n - 1)) // n)
        who = self.acting()
        for i, ch in enumerate(chars_):
            r = pygame.Rect(self.boards_rect.x, self.boards_rect.y + i * (bh + gap), self.boards_rect.w, bh)
            characters.draw_board(self, surface, r, ch, i, ch["cid"] == who)
        theme.panel(surface, self.strip_rect, fill=(250, 244, 231), radius=10)
        self.draw_bar(surface)
        if self.rescue_undrawn():
            self.draw_bar(surface)
        self.drawn_text.extend(b.text for b in self.bar_buttons)

    def _ghost_hover(self) -> str:
        """The new holder pointed at, on the strip or on the map (the kept frame is drawn again
        when it changes)."""
        if not self.map.ghosts:
            return ""
        hot = next((b.choice_id for b in self.bar_buttons if b.choice_id and b.rect.collidepoint(self.mouse)), "")
        return hot or next((cid for cid, (r, _w, _h) in self.map.ghost_spots.items() if r.collidepoint(self.mouse)), "")

    def _ghosts(self) -> list:
        """The new terrain holders offered (rb p.68), numbered as their buttons are, for the map."""
        from game.stonesaga.valley import holder_cells
        out = []
        hot = next((b.choice_id for b in self.bar_buttons if b.choice_id and b.rect.collidepoint(self.mouse)), None)
        shown = [b.choice_id for b in self.bar_buttons if b.choice_id]          # numbered as on the strip
        order = shown + [c.id for c in getattr(self, "_loose", []) if c.id not in shown]
        by_id = {c.id: c for c in getattr(self, "_loose", [])}
        for i, cid in enumerate(order):
            c = by_id.get(cid)
            if c is None:
                continue
            kind, _sep, arg = c.id.partition(":")
            if kind != "spot" or getattr(c, "label_msg", "") != HOLDER_MSG:
                continue
            where, _sep, side = arg.partition(":")
            q, r = (int(x) for x in where.split(","))
            cells = [f"{a},{b}" for a, b in holder_cells((q, r), side)]
            out.append((i + 1, cells, f"{i + 1}. {self.choice_name(c)}", c.id == hot, c.id))
        return out

    def draw_bar(self, surface):
        px = theme.px
        m, d = self.match, self.match.pending
        theme.panel(surface, self.bar, fill=(250, 244, 231), radius=10)
        pygame.draw.rect(surface, theme.ACCENT, (self.bar.x, self.bar.y + px(10), px(5), self.bar.h - px(20)))
        x = self.bar.x + px(16)
        if d is None:
            prompt, sub = _("The challenge is over"), (outcome_text(m.outcome) if m.outcome else "")
        else:
            prompt = (self.named(names.prompt(m.content, d, self.alike())) if self.mine()
                      else _("{name} is playing…").format(name=term(m.seat_name(d.seat))))
            sub = f"{term(m.seat_name(d.seat))}" + (f"   ·   {rule_text(d.rule)}" if d.rule else "")
            if self.mine():
                sub += "   ·   " + (_("click a glowing thing or a button below") if self.keymap else _("choose with a button below"))
        limit = self.system_buttons()[0].rect.x - x - px(12)
        self.label(surface, prompt, "display-bold", 18, theme.INK, (x, self.bar.y + px(6)), max_w=limit, within=self.bar)
        self.label(surface, sub, "text", 12, theme.INK_SOFT, (x, self.bar.y + px(31)), max_w=limit, within=self.bar)
        # the strip's heading
        r = self.strip_rect
        head = _("Choices") if self.mine() else (_("Waiting") if d is not None else _("Game over"))
        self.label(surface, head, "display-bold", 13, theme.INK_SOFT, (r.x + px(10), r.y + px(5)), within=r)
        if self.mine() and not self.bar_buttons:
            self.label(surface, _("Click a glowing thing on the table."), "text-italic", 12, theme.INK_FAINT,
                       (r.x + px(80), r.y + px(6)), within=r)

    def take_forced(self, d) -> bool:
        """The generic table's, its message naming the choice as this table names it (ids read as
        names, issue 17): the toast is said again, in the same words but for the choice."""
        shown = self.choice_name(d.choices[0]) if d.choices else ""
        took = super().take_forced(d)
        if took and shown and self.app.toast and not self.broken:
            self.app.say(_("{name}: {choice} (the only choice)").format(name=term(self.match.seat_name(d.seat)),
                                                                        choice=shown), self.app.toast[1])
        return took

    def alike(self) -> frozenset:
        """The items two of which are in play: those read with their number (`names.item_shown`)."""
        return names.alike_items(self.match.state)

    def named(self, text: str) -> str:
        """A character not yet named (at creation) reads as its board does: "Character 1", not "c1"."""
        for ch in self.view["characters"]:
            if not ch["name"] and ch["cid"] in text:
                text = re.sub(rf"\b{re.escape(ch['cid'])}\b", _("Character {n}").format(n=ch["cid"][1:]), text)
        return text

    def rescue_undrawn(self) -> bool:
        """A legal choice whose thing is not on screen moves to the strip."""
        drawn = {k for _, k in self.hits}
        lost = [c for k, cs in self.keymap.items() for c in cs
                if not any(k2 in drawn for k2 in self.keys_for(c))]
        if not lost:
            return False
        ids = {c.id for c in lost}
        for k in list(self.keymap):
            keep = [c for c in self.keymap[k] if c.id not in ids]
            if keep:
                self.keymap[k] = keep
            else:
                del self.keymap[k]
        extra = []
        for c in lost:
            if c not in extra and c not in self._loose:
                extra.append(c)
        self._loose = self._loose + extra
        self._strip_buttons(self._loose)
        self.widgets = [self.log, *self.bar_buttons, *self.system_buttons()]
        return True

    def draw_pulse(self, surface):
        px = theme.px
        k = 0.5 + 0.5 * math.sin(self.t * 4.0)
        col = icons.mix(icons.GLOW, (255, 250, 235), k * 0.7)
        hot = self.hit_at(self.mouse)
        for rect, key in self.hits:
            if key not in self.keymap:
                continue
            wdt = max(2, px(3 if key == hot else 2))
            if key.startswith("ghost:"):
                continue                        # a new holder is outlined by the map itself
            if key.startswith("cell:"):
                pygame.draw.polygon(surface, col, self.map.corners(key[5:], self.map.R * 0.9), wdt + 1)
            elif key.startswith("zone:"):
                _, cell, z = key.split(":")
                pygame.draw.polygon(surface, col, self.map.zone_poly(cell, z, 0.9), wdt)
            elif key.startswith(("site:", "fig:")):
                pygame.draw.circle(surface, col, rect.center, max(rect.w, rect.h) // 2 + px(3), wdt)
            else:
                pygame.draw.rect(surface, col, rect.inflate(px(4), px(4)), width=wdt, border_radius=px(6))

    def draw_hover(self, surface):
        pos = self.mouse
        click_tip = None
        for rect, key in reversed(self.hits):
            if rect.collidepoint(pos):
                if key in self.keymap:
                    labels = [self.choice_name(c) for c in self.keymap[key]]
                    click_tip = (_("Click: ") if len(labels) == 1 else _("Click to choose: ")) + " / ".join(labels)
                break
        tip = next((tp for r, tp in reversed(self.tips) if r.collidepoint(pos)), None)
        text = "\n".join(x for x in (click_tip, tip) if x)
        if text:
            self._tip_box(surface, text, pos)

    def _tip_box(self, surface, text, pos):
        px = theme.px
        f = theme.font("text", 13)
        lines = []
        for para in text.split("\n"):
            lines += theme.wrap(f, para, px(320))
        wd = max(f.size(ln)[0] for ln in lines) + px(16)
        ht = len(lines) * f.get_linesize() + px(10)
        x = min(pos[0] + px(14), surface.get_width() - wd - px(4))
        y = max(px(4), min(pos[1] + px(20), surface.get_height() - ht - px(4)))
        r = pygame.Rect(x, y, wd, ht)
        pygame.draw.rect(surface, (52, 38, 28), r, border_radius=px(6))
        for i, ln in enumerate(lines):
            surface.blit(f.render(ln, True, (250, 242, 226)), (x + px(8), y + px(5) + i * f.get_linesize()))

    def hit_at(self, pos) -> str | None:
        """The key of the thing under `pos`: the top-most legal one (a glowing zone under a site
        icon still takes the click), else the top-most drawn one."""
        first = None
        for rect, key in reversed(self.hits):
            if rect.collidepoint(pos):
                if key in self.keymap:
                    return key
                first = first or key
        return first

    # --- input -----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None:
                x0, y0, p0 = self.drag
                self.map.pan = [p0[0] + event.pos[0] - x0, p0[1] + event.pos[1] - y0]
                return True
        if self.menu is not None:
            rect, buttons = self.menu
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
                self.close_menu()
                return True
            for b in buttons:
                if b.handle(event):
                    return True
            if event.type == pygame.MOUSEBUTTONDOWN and not rect.collidepoint(event.pos):
                self.close_menu()
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.close_menu()
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                return True
        if event.type == pygame.MOUSEWHEEL and self.map_rect.collidepoint(self.mouse):
            self.map.zoom_at(self.mouse, 1.15 if event.y > 0 else 1 / 1.15)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.map.zoom_at(self.map_rect.center, 1.15)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.map.zoom_at(self.map_rect.center, 1 / 1.15)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and not event.mod & pygame.KMOD_CTRL:
            self.open_codex()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self.hit_at(event.pos)
            if key in self.keymap:
                ch = self.keymap[key]
                if len(ch) == 1:
                    self.choose(ch[0].id)
                else:
                    self.open_menu(ch, event.pos)
                return True
            if key and key.startswith("beh:"):
                self.open_behemoths(key[4:])
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3) and self.map_rect.collidepoint(event.pos) \
                and not any(w.rect.collidepoint(event.pos) for w in self.widgets):
            self.drag = (event.pos[0], event.pos[1], list(self.map.pan))
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.drag is not None:
            self.drag = None
            return True
        return super().handle(event)

    def choose(self, choice_id: str) -> None:
        self.menu = None
        super().choose(choice_id)

    def undo(self) -> None:
        super().undo()

    def animate(self, dt) -> bool:
        """This frame's slides and dice (the table's clock is advanced once, by GenericTable.update);
        True stops the frame here: a scene was pushed, or an automatic seat waits for the dice."""
        if self.slides:
            step = dt / SLIDE_S.get(self.app.settings.anim_speed, 0.4)
            for sl in self.slides.values():
                if sl[4] < 1.0:
                    sl[4] = min(1.0, sl[4] + step)
                    if sl[4] >= 1.0:
                        self._version += 1          # draw the figure where it came to rest
        if self.tray.rolling:
            self.tray.update(dt)
            if not self.tray.rolling:
                self.refresh()              # the dice came to rest: they are clickable again
        if self.to_push and not self.tray.rolling:
            self.app.stack.push(self.to_push.pop(0)())
            return True
        # let people see the dice before an automatic seat moves on
        return bool(self.tray.rolling and self.match.pending is not None and not self.is_human(self.match.pending.seat))

    def game_over_scene(self):
        from .game_over import StonesagaGameOver
        return StonesagaGameOver(self.app, self.match)
