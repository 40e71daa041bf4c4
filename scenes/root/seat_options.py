"""An automaton seat's options page, opened from its row on the Root new-game screen: its traits
(Rootbotics 3.3.2), the faction's own options (the Vagabot's character, the Logical Lizards' and
Riverfolk Robots' stand-ins for what the sources leave unknown), the 2021 edition where the bot
plays it, and the Advanced Services card (LCC2 260, R-AUTO-S20/S30). They lived on the seat's row
and a traits line under it, which six seats with the Robots or the Lizards squeezed until the
Difficulty read "N…" (issue 14): here each has a full line."""
from __future__ import annotations

from game.core.i18n import N_, _

from .. import theme
from ..page import SubPage
from ..widgets import Button, Checkbox, Label, Selector

ADVANCED_HELP = N_("Advanced Services (Law of Rootbotics, Clockwork 2, card 260): this automaton buys "
                   "Riverfolk services by its own Advanced card instead of the Basic cards. It matters only "
                   "with a Riverfolk faction at the table. Off by default.")
EDITION_HELP = N_("The Law of Rootbotics edition this automaton plays: ticked, the 2021 edition; unticked, the "
                  "Director's Cut (the default). Its differences are listed in docs/root-automata.md.")
EDITION_LABEL = N_("2021 edition of the Law of Rootbotics (unticked: the Director's Cut)")
ADVANCED_LABEL = N_("Advanced Services (card 260)")


class AutomatonSeatPage(SubPage):
    """One automaton seat's options, changed in place in the new-game screen's seat setup."""
    heading = N_("Automaton options")

    def __init__(self, app, seat_no: int, faction_name: str, seat: dict, options: list, traits: list,
                 editions: tuple = (), advanced: bool = False, on_done=None):
        super().__init__(app, on_done)
        self.seat = seat                        # the new-game screen's seat setup, changed in place
        self.opts = options                     # the faction's own single-choice options
        self.traits = traits                    # [(id, label, help)] of this bot's traits
        self.editions = editions
        self.advanced = advanced
        self.subheading = _("Seat {n}: {faction}").format(n=seat_no, faction=faction_name)

    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = c = self.card_rect(size, width=1120, top=140, bottom=40)
        self.captions = []
        self.widgets = []
        x0, y = c.x + px(40), c.y + px(34)
        inner = c.w - px(80)
        colw = (inner - px(24)) // 2
        for k, o in enumerate(self.opts):
            x = x0 + (k % 2) * (colw + px(24))
            if k % 2 == 0 and k:
                y += px(76)
            self.captions.append((_(o.label), (x, y)))
            self.widgets.append(Selector((x, y + px(22), colw, px(44)), [(v, _(lab)) for v, lab in o.values],
                                         self.seat.get(o.id, o.default), on_change=lambda v, o=o: self.set(o.id, v),
                                         tooltip=_(o.help) or None, size=17))
        if self.opts:
            y += px(84)
        if self.traits:
            self.captions.append((_("Traits"), (x0, y)))
            y += px(26)
            cols = 3 if len(self.traits) > 4 else 2          # a Vagabot's five traits on two lines
            colw = inner // cols
            for k, (v, lab, tip) in enumerate(self.traits):
                cb = Checkbox((x0 + (k % cols) * colw, y + (k // cols) * px(38), colw - px(16), px(32)), _(lab),
                              v in self.seat.get("traits", []), on_change=lambda on, v=v: self.toggle_trait(v, on),
                              tooltip=_(tip) if tip else None)
                self.widgets.append(cb)
            y += ((len(self.traits) + cols - 1) // cols) * px(38) + px(14)
        for label, key, on, tip, value in (
                (EDITION_LABEL, "edition", "2021" in self.editions, EDITION_HELP, ("2021", "dc")),
                (ADVANCED_LABEL, "advanced_services", self.advanced, ADVANCED_HELP, ("on", "off"))):
            if not on:
                continue
            cb = Checkbox((x0, y, inner, px(32)), _(label), self.seat.get(key, value[1]) == value[0],
                          on_change=lambda ticked, key=key, value=value: self.set(key, value[0] if ticked else value[1]),
                          tooltip=_(tip) if tip else None)
            self.widgets.append(cb)
            y += px(40)
        if not self.widgets:
            self.widgets.append(Label((x0, y, inner, px(40)), _("This automaton has no other options."),
                                      role="text-italic", size=16, color=theme.INK_SOFT))
        bw, bh = px(190), px(50)
        self.done = Button((c.right - px(40) - bw, c.bottom - px(32) - bh, bw, bh), _("Done"), self.on_escape,
                           style="primary")
        self.widgets.append(self.done)

    def toggle_trait(self, v: str, on: bool) -> None:
        got = [t for t in self.seat.get("traits", []) if t != v]
        self.seat["traits"] = got + [v] if on else got

    def set(self, key: str, value: str) -> None:
        self.seat[key] = value

