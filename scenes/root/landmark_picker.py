"""The landmarks page of the Root new-game screen (Law App. F, A.5.1): with Landmarks "Chosen",
a box per landmark (its tooltip says what it does). One or two are played; with more ticked,
two are dealt from them (A.5.2)."""
from __future__ import annotations

from game.core.i18n import N_, _

from .. import theme
from ..page import PageScene, caption
from ..widgets import Button, Checkbox, Label
from .table.tooltips import LANDMARK_HELP, LANDMARK_NAME


class LandmarkPicker(PageScene):
    heading = N_("Landmarks")
    subheading = N_("Root, Law Appendix F: one or two landmarks, set up before the factions")

    def __init__(self, app, setup: dict, lids: list[str], on_done=None):
        super().__init__(app)
        self.setup = setup                      # the new-game screen's setup, changed in place
        self.lids = lids
        self.on_done = on_done

    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = c = self.card_rect(size, width=900, top=130, bottom=36)
        self.captions: list[tuple[str, tuple[int, int]]] = []
        self.widgets = []
        x0, y = c.x + px(36), c.y + px(30)
        self.captions.append((_("Play with these landmarks"), (x0, y)))
        y += px(34)
        colw = (c.w - px(72)) // 2
        self.boxes = []
        for k, lid in enumerate(self.lids):
            cb = Checkbox((x0 + (k % 2) * colw, y + (k // 2) * px(40), colw - px(12), px(32)), _(LANDMARK_NAME[lid]),
                          lid in self.picked(), on_change=lambda on, lid=lid: self.toggle(lid, on),
                          tooltip=_(LANDMARK_HELP[lid]))
            self.boxes.append(cb)
            self.widgets.append(cb)
        y += ((len(self.lids) + 1) // 2) * px(40) + px(10)
        self.count_label = Label((x0, y, c.w - px(72), px(48)), self.count_text(), role="text-italic", size=15,
                                 color=theme.INK_SOFT)
        self.widgets.append(self.count_label)
        bw, bh = px(190), px(50)
        self.done = Button((c.right - px(36) - bw, c.bottom - px(28) - bh, bw, bh), _("Done"), self.on_escape,
                           style="primary")
        self.widgets.append(self.done)

    def picked(self) -> list[str]:
        return list(self.setup.get("landmark_set") or [])

    def toggle(self, lid: str, on: bool) -> None:
        self.setup["landmark_set"] = [x for x in self.picked() if x != lid] + ([lid] if on else [])
        self.count_label.text = self.count_text()

    def count_text(self) -> str:
        n = len(self.picked())
        if n > 2:
            return _("{n} chosen: two of them are dealt at random (Law A.5.2).").format(n=n)
        return _("{n} chosen (Law A.5.1: one or two).").format(n=n)

    def on_escape(self):
        self.app.stack.pop()
        if self.on_done is not None:
            self.on_done()

    def draw_content(self, surface):
        for text, pos in self.captions:
            caption(surface, text, pos)
