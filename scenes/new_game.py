"""New game, driven by the chosen Ruleset: seat count and controllers (`ruleset.seats`), the
game's options (`ruleset.options(content)`, per seat or global) and the seed. Start checks the
setup with `ruleset.check_setup`; a SetupError is shown inline and nothing starts."""
from __future__ import annotations

import random

import pygame

from game.core import registry
from game.core.content import ContentError
from game.core.decision import SetupError
from game.core.match import Match

from game.core.i18n import N_, _, error_text, ngettext, term

from . import theme
from .page import PageScene, caption
from .widgets import Button, Checkbox, Label, Selector, Stepper, TextInput

CONTROLLER_LABELS = {"human": N_("Human"), "automaton": N_("Automaton"), "random": N_("Random"), "ai": N_("AI")}


def propose_seed() -> int:
    """A fresh seed to offer the player. SystemRandom is used only here, in the UI: the engine
    itself only ever sees the resulting number, so games stay reproducible from their seed."""
    return random.SystemRandom().randrange(1, 1_000_000_000)



LEFT_SHARE = 0.69     # the seats' column: its share of the card's width (the divider follows it)

class NewGameScene(PageScene):
    heading = N_("New game")

    def __init__(self, app, game_id: str | None, seed: int | None = None):
        super().__init__(app)
        self.error = ""
        self.refusal = ""                # the rules' refusal in English (names the seat: "seat 2: …")
        self.problem = ""
        self.ruleset = self.content = None
        try:
            self.ruleset = registry.get(game_id) if game_id else None
            if self.ruleset is None:
                self.problem = _("No game is installed yet.")
            else:
                self.content = self.ruleset.default_content()
        except KeyError as exc:          # registry.UnknownGame: a Msg, shown in the reader's language
            self.problem = error_text(exc)
        except ContentError as exc:
            self.problem = _("The game's content has an error:") + "\n" + error_text(exc)
        self.subheading = term(self.ruleset.title) if self.ruleset else ""
        self.options = self.ruleset.options(self.content) if self.ruleset and not self.problem else []
        if self.ruleset and not self.problem:
            self.setup = self.ruleset.default_setup(self.content)
        else:
            self.setup = {"seats": []}
        self.seed_text = str(seed if seed is not None else propose_seed())

    # --- the setup being edited -----------------------------------------------------------
    def set_seat_count(self, n: int) -> None:
        seats = self.setup["seats"]
        fresh = self.ruleset.default_setup(self.content, n)["seats"]
        self.setup["seats"] = seats[:n] + fresh[len(seats):n]
        self.error = ""
        self.layout(self.size)
        self.changed()

    def set_seat(self, i: int, key: str, value: str) -> None:
        self.setup["seats"][i][key] = value
        if key == "controller" and any(o.controllers for o in self.options):
            self.layout(self.size)          # an option of some controllers only comes or goes
        self.changed()

    def seat_choices(self, i: int, opt) -> list[tuple[str, str]]:
        """The values of a multi-choice per-seat option offered on seat `i` (none: row hidden).
        A game overrides this when the choices depend on the seat (Root: the bot's own traits)."""
        return list(opt.values)

    def seat_option_shown(self, i: int, opt) -> bool:
        """Whether seat `i` offers the per-seat option `opt` (a game overrides this when an option
        belongs to some seats only, e.g. a faction's own choice); a column no seat offers is left out."""
        return not opt.controllers or self.setup["seats"][i].get("controller", "human") in opt.controllers

    def row_tail_width(self) -> int:
        """Room a game's own widget needs after the first option column on the rows that show only
        that column (Root: an automaton seat's options button); such a row also lends it the room
        of the columns it does not show, so only the rest is kept. 0 by default."""
        return 0

    def toggle_seat_value(self, i: int, key: str, value: str, on: bool) -> None:
        got = [v for v in self.setup["seats"][i].get(key, []) if v != value]
        self.setup["seats"][i][key] = got + [value] if on else got
        self.changed()

    def set_option(self, key: str, value: str) -> None:
        self.setup[key] = value
        self.changed()

    def setup_problem(self) -> str:
        """Why the rules refuse the setup as it stands ("" when they accept it): checked on every
        change, so a refused choice is explained where it is made, not only on Start."""
        self.refusal = ""
        if self.problem or self.ruleset is None:
            return ""
        try:
            self.ruleset.check_setup(self.content, dict(self.setup, seats=[dict(s) for s in self.setup["seats"]]))
        except SetupError as exc:
            self.refusal = str(exc)
            return _("This setup is not allowed: {reason}").format(reason=error_text(exc))
        return ""

    def changed(self) -> None:
        self.show_error(self.setup_problem())

    def error_seat(self) -> int | None:
        """The seat (0-based) the shown refusal names ("seat 2: …"), whose label turns red: read in
        the English text, whatever language the reader sees it in."""
        import re
        m = re.search(r"\bseat (\d+)", self.refusal)
        return int(m.group(1)) - 1 if m else None

    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = self.card_rect(size, width=1120, top=140, bottom=40)
        c = self.card
        bw, bh = px(190), px(50)
        self.back = Button((c.x + px(40), c.bottom - px(32) - bh, bw, bh), _("Back"), self.on_escape)
        self.start = Button((c.right - px(40) - bw, c.bottom - px(32) - bh, bw, bh), _("Start game"), self.begin,
                            style="primary", enabled=not self.problem, tooltip=_("Check the setup and sit down at the table"))
        self.widgets = [self.back, self.start]
        self.captions: list[tuple[str, tuple[int, int]]] = []
        self.seat_labels: list[tuple[str, tuple[int, int]]] = []
        if self.problem:
            self.problem_label = Label((c.x + px(60), c.y + px(60), c.w - px(120), px(300)), self.problem, size=20,
                                       color=theme.ERROR)
            self.widgets.append(self.problem_label)
            return
        rs = self.ruleset
        left_w = int(c.w * LEFT_SHARE)
        x0, y = c.x + px(40), c.y + px(36)
        self.captions.append((_("Players"), (x0, y)))
        self.seat_range = (_("{low} to {high} players").format(low=rs.seats.min_seats, high=rs.seats.max_seats) if rs.seats.min_seats != rs.seats.max_seats
                           else ngettext("{n} player", "{n} players", rs.seats.min_seats).format(n=rs.seats.min_seats), (x0 + px(280), y + px(10)))
        self.count = Stepper((x0 + px(110), y - px(10), px(150), px(40)), len(self.setup["seats"]), rs.seats.min_seats,
                             rs.seats.max_seats, on_change=self.set_seat_count,
                             tooltip=_("{low} to {high} seats").format(low=rs.seats.min_seats, high=rs.seats.max_seats))
        self.widgets.append(self.count)
        y += px(52)
        seat_opts = [o for o in self.options if o.per_seat and not o.multi]
        multi_opts = [o for o in self.options if o.per_seat and o.multi]
        ctrl_w = px(150)
        ox = x0 + px(96) + ctrl_w + px(12)
        # A column no seat uses takes no room; the others are as wide as their longest value needs,
        # and all shrink alike when the room is short.
        n_seats = len(self.setup["seats"])
        shown = [{i for i in range(n_seats) if self.seat_option_shown(i, o)} for o in seat_opts]
        # options no seat shows together share a column (an automaton's Difficulty, the AI's
        # Thinking): a row of five choices would not fit the seats' column at 1280×720
        slots: list[list[int]] = []
        for k, seats_k in enumerate(shown):
            if not seats_k:
                continue
            slot = next((sl for sl in slots if all(not (shown[j] & seats_k) for j in sl)), None)
            if slot is None:
                slots.append([k])
            else:
                slot.append(k)
        f16 = theme.font("text", 16)
        fcap = theme.font("text-bold", 14)
        heads = [" / ".join(_(seat_opts[k].label) for k in sl) for sl in slots]
        weights = [max(max(f16.size(_(lab))[0] for _v, lab in seat_opts[k].values) + px(60) for k in sl)
                   for sl in slots]
        tail = self.row_tail_width()
        lent = sum(weights[1:]) + px(12) * max(0, len(slots) - 1)      # the columns such a row does not show
        room = c.x + left_w - px(28) - ox - px(12) * max(0, len(slots) - 1) - max(0, tail + px(12) - lent)
        scale = min(1.0, room / max(1, sum(weights)))
        xs, widths = [0] * len(seat_opts), [0] * len(seat_opts)
        x_ = ox
        self.captions.append((_("Controller"), (x0 + px(96), y)))
        for sl, h, w_ in zip(slots, heads, weights):
            if len(sl) > 1 and fcap.size(h.upper())[0] > int(w_ * scale) + px(10):
                # a shared heading wider than its column: one name a line, the first raised
                self.captions.append((_(seat_opts[sl[0]].label) + " /", (x_, y - px(15))))
                self.captions.append((" / ".join(_(seat_opts[k].label) for k in sl[1:]), (x_, y)))
            else:
                self.captions.append((h, (x_, y)))
            for k in sl:
                xs[k], widths[k] = x_, int(w_ * scale)
            x_ += int(w_ * scale) + px(12)
        y += px(24)
        # Four seats each with a line of boxes do not fit at 1280×720 with the help text: then the
        # rows close up and the help text (also each controller's tooltip) is left out.
        box_lines = sum(1 for i in range(len(self.setup["seats"])) for o in multi_opts if self.seat_choices(i, o))
        row_h, box_h = px(56), px(40)
        room_h = self.back.rect.y - px(24) - y
        self.compact = len(self.setup["seats"]) * row_h + box_lines * box_h + px(110) > room_h
        if self.compact:
            row_h, box_h = px(50), px(36)
        self.seat_widgets = []
        ctrls = [(c_, _(CONTROLLER_LABELS.get(c_, c_.title()))) for c_ in rs.seats.controllers]
        for i, seat in enumerate(self.setup["seats"]):
            self.seat_labels.append((_("Seat {n}").format(n=i + 1), (x0, y + px(22))))
            sel = Selector((x0 + px(96), y, ctrl_w, px(44)), ctrls, seat.get("controller", "human"),
                           on_change=lambda v, i=i: self.set_seat(i, "controller", v),
                           tooltip=_("Who plays this seat: a person at this computer, an automaton, or random moves")
                                   + (_(", or the AI") if "ai" in rs.seats.controllers else ""))
            row = [sel]
            for k, o in enumerate(seat_opts):
                sel_ = Selector((xs[k], y, widths[k], px(44)), [(v, _(lab)) for v, lab in o.values], seat.get(o.id, o.default),
                                on_change=lambda v, i=i, o=o: self.set_seat(i, o.id, v), tooltip=_(o.help) or None,
                                size=16)
                sel_.visible = self.seat_option_shown(i, o)
                row.append(sel_)
            self.seat_widgets.append(row)
            self.widgets.extend(row)
            y += row_h
            for o in multi_opts:         # a line of on/off boxes under the seat's row
                vals = self.seat_choices(i, o)
                if not vals:
                    continue
                tips = dict(o.value_help)
                f = theme.font("text", 18)          # each box as wide as its label (Checkbox's font)
                box_ws = [px(24 + 12) + f.size(_(lab))[0] for _v, lab in vals]
                room = c.x + left_w - px(28)
                # the caption under the seat's name, the boxes just after it: a Vagabot's five traits
                # (or a translation's longer words) fit in the seats' column, short of the divider
                self.captions.append((_(o.label), (x0, y + px(8))))
                bx = x0 + theme.font("text-bold", 14).size(_(o.label).upper())[0] + px(20)
                gap = max(px(8), (room - bx - sum(box_ws)) // max(1, len(vals)))
                for (v, lab), bw_ in zip(vals, box_ws):
                    cb = Checkbox((bx, y, bw_, px(32)), _(lab), v in seat.get(o.id, []),
                                  on_change=lambda on, i=i, o=o, v=v: self.toggle_seat_value(i, o.id, v, on),
                                  tooltip=_(tips.get(v) or o.help) if (tips.get(v) or o.help) else None)
                    self.widgets.append(cb)
                    bx += bw_ + gap
                y += box_h
        from .tables import table_class
        auto = getattr(table_class(self.ruleset.id), "automaton_help", "")
        has_ai = "ai" in rs.seats.controllers
        ai_short = " · " + _("AI: searches ahead from its seat's view") if has_ai else ""
        ai_long = " " + _("AI: thinks ahead by searching the game's future from what its seat can see, for the "
                          "time its Thinking level gives it.") if has_ai else ""
        self.rows_bottom = y
        self.seat_help = None
        if self.compact:        # no room under the rows: a short help beside the player count
            short = _(getattr(table_class(self.ruleset.id), "automaton_short", "") or N_("the game's solo opponent"))
            hx = x0 + px(280)
            self.seat_help = Label((hx, c.y + px(36) - px(14), c.x + left_w - px(28) - hx, px(50)),
                                   self.seat_range[0] + ". " + _("Human: a person at this computer · Automaton: {short} · "
                                   "Random: any legal move.").format(short=short) + ai_short, role="text-italic", size=14,
                                   color=theme.INK_SOFT,
                                   line_gap=1.0)
            while self.seat_help.text_height() > self.seat_help.rect.h and self.seat_help.size > 11:
                self.seat_help.size -= 0.5
            self.seat_range = ("", self.seat_range[1])
            self.widgets.append(self.seat_help)
        else:
            self.seat_help = Label((x0, y + px(10), c.x + left_w - px(28) - x0, px(80)),
                                   _("Human: a person at this computer (pass-and-play hides private cards between "
                                     "turns). Automaton: {auto} Random: any legal move.").format(
                                       auto=_(auto or N_("the game's own solo opponent, playing by its published rules."))) + ai_long,
                                   role="text-italic", size=15, color=theme.INK_SOFT)
            self.widgets.append(self.seat_help)
        # right column: game options and the seed
        rx = c.x + left_w + px(20)
        rw = c.right - px(40) - rx
        ry = c.y + px(36)
        globals_ = [o for o in self.options if not o.per_seat]
        # many game options close up so the seed and its note stay above the Start button
        step = max(px(70), min(px(86), (self.start.rect.y - px(150) - ry) // max(1, len(globals_))))
        for o in globals_:
            self.captions.append((_(o.label), (rx, ry)))
            self.widgets.append(Selector((rx, ry + px(22), rw, px(44)), [(v, _(lab)) for v, lab in o.values], self.setup.get(o.id, o.default),
                                         on_change=lambda v, o=o: self.set_option(o.id, v), tooltip=_(o.help) or None))
            ry += step
        self.captions.append((_("Seed"), (rx, ry)))
        self.seed_input = TextInput((rx, ry + px(22), rw - px(130), px(44)), self.seed_text, on_change=self._seed,
                                    on_enter=lambda _t: self.begin(), allowed="0123456789", max_len=18,
                                    placeholder=_("a whole number"), tooltip=_("The same seed and moves give the same game"))
        self.reroll = Button((rx + rw - px(118), ry + px(22), px(118), px(44)), _("Random"), self._reroll,
                             tooltip=_("Propose a new seed"))
        self.widgets.extend([self.seed_input, self.reroll])
        ry += px(80)
        self.seed_note = Label((rx, ry, rw, px(60)), _("Share the seed to replay the same shuffle and dice."),
                               role="text-italic", size=15, color=theme.INK_SOFT)
        self.seed_note.visible = ry + px(44) <= self.start.rect.y
        # errors belong to the seats' column (never under the seed and its note)
        self.error_label = Label((c.x + px(40), self.back.rect.y - px(62), left_w - px(68), px(56)), self.error,
                                 role="text-bold", size=17, color=theme.ERROR)
        self.widgets.extend([self.seed_note, self.error_label])

    def on_confirm(self):
        self.begin()

    def _seed(self, text):
        self.seed_text = text
        self.show_error("")

    def _reroll(self):
        self.seed_input.set_text(str(propose_seed()))

    def show_error(self, text: str) -> None:
        self.error = text
        label = getattr(self, "error_label", None)
        if label is not None:
            label.text = text

    def begin(self):
        """Check the setup; start the table, or show why not."""
        if self.problem:
            return
        if not self.seed_text.isdigit():
            self.refusal = ""
            self.show_error(_("Enter a seed (a whole number), or press Random."))
            return
        try:
            setup = self.ruleset.check_setup(self.content, dict(self.setup, seats=[dict(s) for s in self.setup["seats"]]))
            match = Match(self.ruleset, self.content, setup, int(self.seed_text))
        except SetupError as exc:
            self.refusal = str(exc)
            self.show_error(_("This setup is not allowed: {reason}").format(reason=error_text(exc)))
            return
        from .tables import table_scene_for
        self.app.stack.replace(table_scene_for(self.app, match))

    def draw_content(self, surface):
        if self.problem:
            return
        for text, pos in self.captions:
            caption(surface, text, pos)
        img = theme.font("text-italic", 16).render(self.seat_range[0], True, theme.INK_SOFT)
        surface.blit(img, img.get_rect(midleft=self.seat_range[1]))
        f = theme.font("display", 24)
        bad = self.error_seat() if self.error else None
        for i, (text, (x, cy)) in enumerate(self.seat_labels):
            img = f.render(text, True, theme.ERROR if i == bad else theme.INK)
            surface.blit(img, img.get_rect(midleft=(x, cy)))
        # divider between seats and options
        x = self.card.x + int(self.card.w * LEFT_SHARE)
        pygame.draw.line(surface, theme.PAPER_DARK, (x, self.card.y + theme.px(30)), (x, self.back.rect.y - theme.px(80)),
                         max(1, theme.px(1)))
