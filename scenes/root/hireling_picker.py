"""The hirelings page of the Root new-game screen (Law App. E): which three to deal when the deal
is chosen (a box per hireling, its side by the player count, and per demoted side), and the
hireling rule options our sources disagree on (docs/rulings.md R-HIRE-n)."""
from __future__ import annotations

from game.core.i18n import N_, _

from .. import theme
from ..page import PageScene, caption
from ..widgets import Button, Checkbox, Label, Selector

RULE_OPTIONS = ("hire_pass", "control_die", "hire_decay", "hire_ferry")


class HirelingPicker(PageScene):
    heading = N_("Hirelings")
    subheading = N_("Root, Law Appendix E: three hirelings, demoted by the number of players")

    def __init__(self, app, setup: dict, options: list, on_done=None):
        super().__init__(app)
        self.setup = setup                      # the new-game screen's setup, changed in place
        self.opts = {o.id: o for o in options}
        self.on_done = on_done

    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = c = self.card_rect(size, width=1180, top=130, bottom=36)
        self.captions: list[tuple[str, tuple[int, int]]] = []
        self.widgets = []
        x0, y = c.x + px(36), c.y + px(30)
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
                    cb = Checkbox((px0 + j * colw, yy, colw - px(10), px(28)), _(lab), v in self.picked(),
                                  on_change=lambda on, v=v: self.toggle(v, on))
                    self.widgets.append(cb)
            y += rows * px(30)
            self.count_label = Label((x0, y, c.w - px(72), px(26)), self.count_text(), role="text-italic", size=15,
                                     color=theme.INK_SOFT)
            self.widgets.append(self.count_label)
            y += px(34)
        else:
            self.count_label = None
        colw = (c.w - px(72)) // 2
        for k, oid in enumerate(o for o in RULE_OPTIONS if o in self.opts):
            o = self.opts[oid]
            x = x0 + (k % 2) * colw
            yy = y + (k // 2) * px(76)
            self.captions.append((_(o.label), (x, yy)))
            self.widgets.append(Selector((x, yy + px(22), colw - px(16), px(44)), [(v, _(lab)) for v, lab in o.values],
                                         self.setup.get(oid, o.default), on_change=lambda v, oid=oid: self.set(oid, v),
                                         tooltip=_(o.help) or None))
        bw, bh = px(190), px(50)
        self.done = Button((c.right - px(36) - bw, c.bottom - px(28) - bh, bw, bh), _("Done"), self.on_escape,
                           style="primary")
        self.widgets.append(self.done)

    def picked(self) -> list[str]:
        return list(self.setup.get("hireling_pick") or [])

    def toggle(self, v: str, on: bool) -> None:
        got = [x for x in self.picked() if x != v] + ([v] if on else [])
        self.setup["hireling_pick"] = got
        if self.count_label is not None:
            self.count_label.text = self.count_text()

    def count_text(self) -> str:
        return _("{n} of 3 chosen").format(n=len(self.picked()))

    def set(self, oid: str, v: str) -> None:
        self.setup[oid] = v

    def on_escape(self):
        self.app.stack.pop()
        if self.on_done is not None:
            self.on_done()

    def draw_content(self, surface):
        for text, pos in self.captions:
            caption(surface, text, pos)
