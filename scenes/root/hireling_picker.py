"""The hirelings page of the Root new-game screen (Law App. E): which three to deal when the deal
is chosen (a box per hireling, its side by the player count, and per demoted side), and the
hireling rule options our sources disagree on (docs/rulings.md R-HIRE-n)."""
from __future__ import annotations

from game.core.i18n import N_, _

from .. import theme
from ..widgets import Selector
from .picker_page import PickerPage

RULE_OPTIONS = ("hire_pass", "control_die", "hire_decay", "hire_ferry")


class HirelingPicker(PickerPage):
    heading = N_("Hirelings")
    subheading = N_("Root, Law Appendix E: three hirelings, demoted by the number of players")
    key = "hireling_pick"
    card_width = 1180

    def __init__(self, app, setup: dict, options: list, on_done=None):
        super().__init__(app, setup, on_done)
        self.opts = {o.id: o for o in options}

    def layout(self, size):
        px = theme.px
        x0, y = self.begin_layout(size)
        c = self.card
        chosen = self.setup.get("hirelings") == "chosen"
        pick = self.opts.get("hireling_pick")
        if chosen and pick is not None:
            self.captions.append((_("Deal these three"), (x0, y)))
            vals = list(pick.values)
            pairs = [vals[k:k + 2] for k in range(0, len(vals), 2)]    # (promoted, demoted) per hireling
            half = (c.w - px(72)) // 2
            colw = half // 2
            for j in range(2):                                          # two hirelings a line
                self.captions.append((_("By count"), (x0 + j * half, y + px(24))))
                self.captions.append((_("Demoted"), (x0 + j * half + colw, y + px(24))))
            y += px(50)
            rows = (len(pairs) + 1) // 2
            for k, pair in enumerate(pairs):
                px0 = x0 + (k // rows) * half
                yy = y + (k % rows) * px(30)
                for j, (v, lab) in enumerate(pair):
                    self.box((px0 + j * colw, yy, colw - px(10), px(28)), v, _(lab))
            y += rows * px(30)
            self.count_line((x0, y, c.w - px(72), px(26)))
            y += px(34)
        colw = (c.w - px(72)) // 2
        for k, oid in enumerate(o for o in RULE_OPTIONS if o in self.opts):
            o = self.opts[oid]
            x = x0 + (k % 2) * colw
            yy = y + (k // 2) * px(76)
            self.captions.append((_(o.label), (x, yy)))
            self.widgets.append(Selector((x, yy + px(22), colw - px(16), px(44)), [(v, _(lab)) for v, lab in o.values],
                                         self.setup.get(oid, o.default), on_change=lambda v, oid=oid: self.set(oid, v),
                                         tooltip=_(o.help) or None))
        self.end_layout()

    def count_text(self) -> str:
        return _("{n} of 3 chosen").format(n=len(self.picked()))

    def set(self, oid: str, v: str) -> None:
        self.setup[oid] = v
