"""New game → Root: map, deck, 2–6 seats each with a faction and a controller, the seed, and
per-seat options the engine offers (Vagabond character, Eyrie leader) shown only for the seat
whose faction uses them. Factions the engine does not implement yet are listed greyed ("not yet
playable") and cannot start. A warning shows when the factions' total reach is below the Law's
recommendation (Law 5.2)."""
from __future__ import annotations

import pygame

from game.core.i18n import _, term
from game.root.factions import faction_ids, get_faction
from game.root.ruleset import ADVANCED_SERVICE_BOTS, COOP_HELP

from .. import theme
from ..new_game import LEFT_SHARE, NewGameScene
from ..widgets import Button, Checkbox, Label, Selector
from . import style

BASE_FACTIONS = ("marquise", "eyrie", "alliance", "vagabond")
OPTION_FACTION = {"character": "vagabot", "leader": "eyrie", "lizard_scoring": "logical-lizards",
                  "lizard_revenge": "logical-lizards", "riverfolk_post_vp": "riverfolk-robots",
                  "riverfolk_market": "riverfolk-robots"}   # per-seat options used by one faction
# An automaton's options live on its seat's options page (seat_options.py), opened from a button
# at the end of its row that names its Difficulty: on the row, six seats with the Robots or the
# Lizards cut them ("N…" for Normal, issue 14), and a Clockwork 2 level's name never fitted.
PAGE_OPTIONS = ("difficulty", "character", "lizard_scoring", "lizard_revenge", "riverfolk_post_vp", "riverfolk_market",
                "traits")


def reach_of(factions: list[str]) -> int:
    """Law 5.2: the sum of reach; a second Vagabond counts 2. An automaton counts as the faction it
    stands in for (ruling Root §reach-automata)."""
    total, vagabonds = 0, 0
    for f in factions:
        f = _stands_for(f)
        if f in ("vagabond", "vagabond-2"):      # the Second Vagabond (Law 9.7) is the second one
            vagabonds += 1
            total += style.REACH["vagabond"] if vagabonds == 1 else style.REACH["vagabond2"]
        else:
            total += style.REACH.get(f, 0)
    return total


def _stands_for(fid: str) -> str:
    try:
        return get_faction(fid).replaces or fid
    except (KeyError, ValueError):
        return fid


def reach_warning(factions: list[str]) -> str:
    need = style.REACH_NEEDED.get(len(factions))
    have = reach_of(factions)
    if need is None or have >= need:
        return ""
    return _("Total reach {have} is below the {need} the Law recommends for {n} players "
             "(Law 5.2): the game may be lopsided.").format(have=have, need=need, n=len(factions))


def factions_for(controller: str, playable: list[str]) -> list[str]:
    """The factions a controller can play, in carousel order: an automaton seat only the Clockwork
    automata, a person's or random seat only the others — base factions first (Rootbotics 2.2)."""
    bots = controller == "automaton"
    if bots:
        return [f for f in playable if get_faction(f).automaton]
    return list(BASE_FACTIONS) + [f for f in playable if f not in BASE_FACTIONS and not get_faction(f).automaton]


def _faction_label(f: str) -> str:
    """A faction's name; our own automata designs say so (docs/root-automata.md AH, AK)."""
    name = term(style.FACTION_NAME.get(f) or get_faction(f).name)
    if getattr(get_faction(f), "original", False):
        return _("{name} · original").format(name=name)
    return name


class FactionSelector(Selector):
    """A faction chooser listing only what the seat's controller can play; base factions the engine
    does not implement are drawn greyed."""

    def __init__(self, rect, value, playable, on_change, tooltip=None, controller="human"):
        values = [(f, _faction_label(f) if f in playable
                   else _("{name} — not yet playable").format(name=term(style.FACTION_NAME[f])))
                  for f in factions_for(controller, playable)]
        super().__init__(rect, values, value, on_change=on_change, tooltip=tooltip, size=16)
        self.playable = set(playable)

    def draw(self, surface):
        super().draw(surface)
        fid = self.value
        pygame.draw.rect(surface, style.faction_color(fid), (self.rect.x + theme.px(30), self.rect.bottom - theme.px(6),
                                                             self.rect.w - theme.px(60), theme.px(3)))
        if fid not in self.playable:
            veil = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            veil.fill((239, 228, 204, 140))
            surface.blit(veil, self.rect)


HIRE_PAGE = ("hireling_pick", "hire_pass", "control_die", "hire_decay", "hire_ferry")


class RootNewGame(NewGameScene):
    def __init__(self, app, game_id: str = "root", seed: int | None = None):
        super().__init__(app, game_id, seed)
        self.playable = list(faction_ids())
        self.subheading = _("Root — choose the map, the deck and who plays which faction")
        # Cooperative play is a checkbox in the bottom row, shown when the seats allow it.
        self.options = [o for o in self.options if o.id not in ("cooperative", "landmark_set")]
        # Hirelings (Law App. E): off / random / chosen here; the chosen three and the hireling
        # rule options on their own page (scenes/root/hireling_picker.py)
        self.hire_options = [o for o in self.options if o.id in HIRE_PAGE]
        self.options = [o for o in self.options if o.id not in HIRE_PAGE]
        self._all_options = list(self.options)
        self._filter_options()
        self.coop_box = None
        if self.ruleset is not None and not self.problem:
            self._distinct_defaults()

    def _filter_options(self) -> None:
        """Options of the Exiles & Partisans deck (the Partisans) show only when that deck is
        chosen (R-EP-4): the game options' column has no room to spare."""
        ep = self.setup.get("deck") == "exiles"
        self.options = [o for o in self._all_options if o.id != "partisans" or ep]

    def coop_allowed(self) -> bool:
        """Rootbotics 3.5: at least one person's faction and at least one automaton."""
        bots = [bool(self.ruleset.traits_of(self.content, s.get("faction", ""))) for s in self.setup["seats"]]
        return any(bots) and not all(bots)

    def set_cooperative(self, on: bool) -> None:
        self.setup["cooperative"] = "on" if on and self.coop_allowed() else "off"
        if self.coop_box is not None:
            self.coop_box.checked = self.setup["cooperative"] == "on"
        self.show_error("")

    def _distinct_defaults(self):
        used = []
        pool = [f for f in BASE_FACTIONS if f in self.playable] + [f for f in BASE_FACTIONS if f not in self.playable]
        for s in self.setup["seats"]:
            f = s.get("faction")
            if f in used or f is None:
                f = next((p for p in pool if p not in used), pool[0])
                s["faction"] = f
            used.append(f)

    def set_seat_count(self, n: int) -> None:
        super().set_seat_count(n)
        self._distinct_defaults()
        self.layout(self.size)

    def set_seat(self, i, key, value):
        if key == "controller":
            self._faction_for_controller(i, value)
        super().set_seat(i, key, value)
        if key == "controller":
            self.layout(self.size)
        if key == "faction":
            seat = self.setup["seats"][i]      # traits belong to one bot: a new faction starts without
            own = self.ruleset.traits_of(self.content, value)
            seat["traits"] = [t for t in seat.get("traits", []) if t in own]
            self.layout(self.size)

    def _faction_for_controller(self, i: int, controller: str) -> None:
        """A new controller keeps a faction it can play: an automaton takes the automaton standing in
        for the seat's faction (Rootbotics 2.2), a person the faction an automaton stood in for —
        or the first one free that no other seat (or its stand-in) already plays."""
        seat = self.setup["seats"][i]
        f = seat.get("faction", "")
        can = factions_for(controller, self.playable)
        if f in can:
            return
        taken = {_stands_for(s.get("faction", "")) for k, s in enumerate(self.setup["seats"]) if k != i}
        same = [g for g in can if _stands_for(g) == _stands_for(f)]
        seat["faction"] = next((g for g in same + can if _stands_for(g) not in taken), can[0] if can else f)
        own = self.ruleset.traits_of(self.content, seat["faction"])
        seat["traits"] = [t for t in seat.get("traits", []) if t in own]

    def difficulty_help(self, faction: str) -> str:
        """What each level changes for this automaton (Rootbotics 3.3.1, from data/root/bots/*.yaml)."""
        from game.root.bots.automaton import bots_for
        from game.root.ruleset import DIFFICULTIES
        try:
            bot = bots_for(self.content).bot(faction)
        except (KeyError, ValueError):
            return ""
        names = dict(DIFFICULTIES)
        lead = _("Tableforge original: our own automaton design, no official card. ") if bot.original else ""
        return lead + _("Difficulty (Law of Rootbotics 3.3.1). ") + " ".join(
            _("{name}: {text}").format(name=_(names.get(d.id, d.id)), text=_(d.text)) for d in bot.difficulties)     # texts: extract_bot_texts

    def difficulty_labels(self, faction: str, values) -> list:
        """Clockwork 2 bots' levels as their cards name them, the Clockwork 1 name beside."""
        from game.root.bots.automaton import bots_for
        bots = bots_for(self.content)
        from .panels.automaton import level_text
        return [(v, level_text(bots, faction, v)) for v, _lab in values]

    def seat_option_shown(self, i, opt):
        fac = self.setup["seats"][i].get("faction", "")
        if opt.id in PAGE_OPTIONS:                # on the automaton's options page, not the row
            return False
        if opt.id in OPTION_FACTION:
            return fac == OPTION_FACTION[opt.id]
        if opt.id == "difficulty":                # only automata have a difficulty (Rootbotics 3.3.1)
            return bool(self.ruleset.traits_of(self.content, fac))
        if opt.id == "edition":                   # only bots that play the 2021 edition too
            return "2021" in self._bot_editions(fac)
        return super().seat_option_shown(i, opt)

    def _bot_editions(self, faction: str) -> tuple:
        from game.root.bots.automaton import bots_for
        try:
            return bots_for(self.content).bot(faction).editions
        except (KeyError, ValueError):
            return ()

    def seat_choices(self, i, opt):
        """No line of boxes under a seat: an automaton's traits are on its options page."""
        if opt.id == "traits":
            return []
        return super().seat_choices(i, opt)

    def trait_choices(self, i) -> list[tuple[str, str, str]]:
        """Seat i's bot's own traits (Rootbotics 3.3.2): (id, label, help)."""
        opt = next((o for o in self.options if o.id == "traits"), None)
        if opt is None:
            return []
        own = self.ruleset.traits_of(self.content, self.setup["seats"][i].get("faction", ""))
        tips = dict(opt.value_help)
        return [(v, lab, tips.get(v) or opt.help or "") for v, lab in opt.values if v in own]

    def page_options(self, i) -> list:
        """Seat i's faction's own single-choice options, for its options page (its Difficulty first,
        with the level names of its cards)."""
        from dataclasses import replace
        fac = self.setup["seats"][i].get("faction", "")
        out = []
        for o in self.options:
            if o.id == "difficulty":
                out.insert(0, replace(o, values=tuple(self.difficulty_labels(fac, o.values)),
                                      help=self.difficulty_help(fac)))
            elif o.per_seat and not o.multi and OPTION_FACTION.get(o.id) == fac:
                out.append(o)
        return out

    def _is_bot(self, i) -> bool:
        return bool(self.ruleset.traits_of(self.content, self.setup["seats"][i].get("faction", "")))

    def row_tail_width(self) -> int:
        """An automaton seat's Options button ends its row (seat_options.py)."""
        return theme.px(200) if any(self._is_bot(i) for i in range(len(self.setup["seats"]))) else 0

    def options_label(self, i) -> str:
        """The Options button's text: how many of the page's choices differ from the defaults."""
        seat = self.setup["seats"][i]
        opts = self.page_options(i)
        level = dict(opts[0].values).get(seat.get("difficulty", opts[0].default), "") if opts else ""
        n = len(seat.get("traits", []))
        n += sum(1 for o in opts[1:] if seat.get(o.id, o.default) != o.default)
        n += seat.get("edition", "dc") == "2021"
        n += seat.get("advanced_services", "off") == "on" and seat.get("faction") in ADVANCED_SERVICE_BOTS
        return _("{level} · +{n}").format(level=level, n=n) if n else _("{level} …").format(level=level)

    def options_summary(self, i) -> str:
        """The Options button's tooltip: what the page holds and what is chosen."""
        seat = self.setup["seats"][i]
        names = dict((v, lab) for v, lab, _tip in self.trait_choices(i))
        chosen = [_(names[t]) for t in seat.get("traits", []) if t in names]
        lines = [_("This automaton's Difficulty, traits and other options: press to change them.")]
        lines.append(_("Traits: {names}").format(names=", ".join(chosen)) if chosen else _("Traits: none"))
        if seat.get("edition", "dc") == "2021":
            lines.append(_("2021 edition"))
        if seat.get("advanced_services", "off") == "on" and seat.get("faction") in ADVANCED_SERVICE_BOTS:
            lines.append(_("Advanced Services"))
        return " ".join(lines)

    def open_seat_options(self, i: int) -> None:
        """Seat i's automaton options page (traits, its own options, edition, Advanced Services)."""
        from .seat_options import AutomatonSeatPage
        seat = self.setup["seats"][i]
        fac = seat.get("faction", "")
        self.app.stack.push(AutomatonSeatPage(self.app, i + 1, _faction_label(fac), seat, self.page_options(i),
                                              self.trait_choices(i), self._bot_editions(fac),
                                              fac in ADVANCED_SERVICE_BOTS, on_done=self._seat_options_done))

    def _seat_options_done(self) -> None:
        self.layout(self.size)
        self.changed()

    def set_edition(self, i: int, on: bool) -> None:
        self.setup["seats"][i]["edition"] = "2021" if on else "dc"      # a seat setup key (R-AUTO-V20)
        self.changed()

    def _option_buttons(self) -> None:
        """Each automaton seat's Options button, at the end of its row (row_tail_width)."""
        px = theme.px
        limit = self.card.x + int(self.card.w * LEFT_SHARE) - px(28)
        self.option_buttons = {}
        for i, row in enumerate(self.seat_widgets):
            if not self._is_bot(i):
                continue
            x = max(w.rect.right for w in row if w.visible) + px(12)      # after its faction
            b = Button((x, row[0].rect.y, max(px(120), limit - x), row[0].rect.h), self.options_label(i),
                       lambda i=i: self.open_seat_options(i), tooltip=self.options_summary(i), size=16)
            self.option_buttons[i] = b
            self.widgets.append(b)
        if self.option_buttons:                     # the column's heading, on the line of the others
            y = next((pos[1] for t, pos in self.captions if t == _("Controller")), None)
            if y is not None:
                x = min(b.rect.x for b in self.option_buttons.values())
                right = max(b.rect.right for b in self.option_buttons.values())
                for k, (t, pos) in enumerate(self.captions):      # the AI's Thinking heading is there too:
                    if pos[1] == y and x - theme.px(8) <= pos[0] < right:    # it goes a line up, as a shared one
                        self.captions[k] = (t + " /", (pos[0], y - theme.px(15)))
                self.captions.append((_("Difficulty and options"), (x, y)))

    def layout(self, size):
        super().layout(size)
        if self.problem:
            return
        seat_opts = [o for o in self.options if o.per_seat and not o.multi]
        for i, row in enumerate(getattr(self, "seat_widgets", [])):
            seat = self.setup["seats"][i]
            for k, o in enumerate(seat_opts):
                w = row[k + 1]
                if o.id == "faction":
                    auto = seat.get("controller") == "automaton"
                    fs = FactionSelector(w.rect, seat.get("faction", self.playable[0]), self.playable,
                                         on_change=lambda v, i=i: self.set_seat(i, "faction", v),
                                         tooltip=(_("The Clockwork automata (Law of Rootbotics): each stands in "
                                                    "for one faction") if auto else
                                                  _("A person's faction; choose Automaton as the controller for "
                                                    "the Clockwork automata")),
                                         controller=seat.get("controller", "human"))
                    self.widgets[self.widgets.index(w)] = fs
                    row[k + 1] = fs
                elif o.id == "difficulty" and w.visible:
                    w.tooltip = self.difficulty_help(seat.get("faction", ""))
                    w.values = self.difficulty_labels(seat.get("faction", ""), o.values)
        self._option_buttons()
        px = theme.px
        c = self.card
        help_ = getattr(self, "seat_help", None)
        below = help_ is not None and not self.compact          # compact: the help sits by the player count
        self.status_top = (help_.rect.y + help_.text_height() + px(6)) if below else self.rows_bottom + px(4)
        self.reach_label = Label((c.x + px(40), self.status_top, self.error_label.rect.w, px(44)),
                                 self.reach_text(), role="text-italic", size=15, color=theme.ACCENT)
        self.widgets.append(self.reach_label)
        self._place_status()
        # between Back and Start: "Cooperative: the people against the automata" (Rootbotics 3.5)
        if not self.coop_allowed():
            self.setup["cooperative"] = "off"
        gap = self.start.rect.x - self.back.rect.right
        self.coop_box = Checkbox((self.back.rect.right + px(36), self.back.rect.y, gap - px(72), self.back.rect.h),
                                 _("Cooperative: the people against the automata"),
                                 self.setup.get("cooperative") == "on", on_change=self.set_cooperative,
                                 tooltip=_(COOP_HELP))
        self.coop_box.visible = self.coop_allowed()
        self.widgets.append(self.coop_box)
        self._pair_landmarks_and_hirelings()

    def _pair_landmarks_and_hirelings(self) -> None:
        """Landmarks and Hirelings share one line of the options column (two half-width choices),
        and so do the Deck and its Partisans rule when the Exiles & Partisans deck shows it, so
        the seed and Start keep their room at 1280x720 with every game option shown."""
        for first, second in (("deck", "partisans"), ("landmarks", "hirelings")):
            self._pair(first, second)

    def _pair(self, first: str, second: str) -> None:
        """Options `first` and `second`, on consecutive lines, put side by side on the first's
        line; everything below them moves up one line."""
        px = theme.px
        opts = {o.id: o for o in self.options}
        if first not in opts or second not in opts:
            return
        labels = {_(opts[k].label): k for k in (first, second)}
        spots = {labels[t]: (i, pos) for i, (t, pos) in enumerate(self.captions) if t in labels}
        if len(spots) != 2:
            return
        (_il, (lx, ly)), (ih, (_hx, hy)) = spots[first], spots[second]
        sels = {k: next((w for w in self.widgets if isinstance(w, Selector) and w.rect.topleft == (x, y + px(22))), None)
                for k, (x, y) in ((first, (lx, ly)), (second, (_hx, hy)))}
        if None in sels.values():
            return
        full = sels[first].rect.w
        half = (full - px(12)) // 2
        for k, x in ((first, lx), (second, lx + half + px(12))):
            o, old = opts[k], sels[k]
            new = Selector((x, ly + px(22), half, old.rect.h), [(v, _(lab)) for v, lab in o.values],
                           self.setup.get(k, o.default), on_change=lambda v, k=k: self.set_option(k, v),
                           tooltip=_(o.help) or None)
            self.widgets[self.widgets.index(old)] = new
        self.captions[ih] = (self.captions[ih][0], (lx + half + px(12), ly))
        dy = hy - ly                                     # everything below moves up one line
        self.captions = [(t, (x, y - dy)) if y > hy else (t, (x, y)) for t, (x, y) in self.captions]
        for w in self.widgets:
            if isinstance(w, Selector) and w.rect.y > hy and w.rect.x >= lx:
                w.rect.y -= dy
        for w in (self.seed_input, self.reroll, self.seed_note):
            w.rect.y -= dy
        self.seed_note.visible = self.seed_note.rect.y + px(44) <= self.start.rect.y

    def open_landmarks(self) -> None:
        """The landmarks page: a box per landmark (Law A.5.1)."""
        from .landmark_picker import LandmarkPicker
        lids = [v for v, _lab in next(o for o in self.ruleset.options(self.content) if o.id == "landmark_set").values]
        self.setup.setdefault("landmark_set", [])
        self.app.stack.push(LandmarkPicker(self.app, self.setup, lids, on_done=self.changed))

    def reach_text(self) -> str:
        """The reach warning (Law 5.2); unplayable factions are already greyed in their row. With
        Advanced Setup the people's factions come from the draft at the table (Law A.8)."""
        if self.setup.get("setup") == "advanced":
            return _("Advanced Setup (Law App. A): people draft their factions at the table, the last "
                     "player first; the faction chosen here for a person's seat is not used.")
        return reach_warning([s.get("faction", "") for s in self.setup["seats"]])

    def set_option(self, key: str, value: str) -> None:
        super().set_option(key, value)
        if key == "deck":
            self._filter_options()
        if key in ("setup", "deck") and not self.problem:
            self.layout(self.size)
        if key == "landmarks" and value == "chosen" and not self.problem:
            self.open_landmarks()
        if key == "hirelings" and value != "off" and not self.problem:
            self.open_hirelings()

    def open_hirelings(self) -> None:
        """The hirelings page: the chosen deal's boxes and the hireling rule options."""
        from .hireling_picker import HirelingPicker
        self.app.stack.push(HirelingPicker(self.app, self.setup, self.hire_options, on_done=self.changed))

    def show_error(self, text: str) -> None:
        super().show_error(text)
        lab = getattr(self, "reach_label", None)
        if lab is not None:
            lab.text = self.reach_text()
            self._place_status()

    def _place_status(self) -> None:
        """Under the seats, above Back: the setup error first (always whole, smaller type if it must),
        then the reach warning when there is room for all of it."""
        px = theme.px
        el, rl = self.error_label, self.reach_label
        limit = self.back.rect.y - px(6)
        el.size = 17
        while el.text and el.text_height() > limit - self.status_top and el.size > 12:
            el.size -= 1
        y = self.status_top
        if el.text:
            el.rect.y = min(y, limit - el.text_height())
            el.rect.h = el.text_height()
            y = el.rect.bottom + px(4)
        rl.rect.y = y
        rl.rect.h = rl.text_height()
        rl.visible = bool(rl.text) and y + rl.text_height() <= limit

    def begin(self):
        fs = [s.get("faction", "") for s in self.setup["seats"]]
        adv = self.setup.get("setup") == "advanced"        # Law A.8: people's seats draft instead
        bad = [style.FACTION_NAME.get(f, f) for f, s in zip(fs, self.setup["seats"])
               if f not in self.playable and not (adv and s.get("controller", "human") != "automaton")]
        if bad:
            self.show_error(_("{names} cannot be played yet — choose another faction.").format(names=", ".join(bad)))
            return
        for s in self.setup["seats"]:             # options of other factions do not travel
            for opt, fac in OPTION_FACTION.items():
                if opt in s and s.get("faction") != fac:
                    del s[opt]
            if not self.ruleset.traits_of(self.content, s.get("faction", "")):
                s.pop("traits", None)
            if "2021" not in self._bot_editions(s.get("faction", "")):
                s.pop("edition", None)
        super().begin()
