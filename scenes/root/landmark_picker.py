"""The landmarks page of the Root new-game screen (Law App. F, A.5.1): with Landmarks "Chosen",
a box per landmark (its tooltip says what it does). One or two are played; with more ticked,
two are dealt from them (A.5.2)."""
from __future__ import annotations

from game.core.i18n import N_, _

from .. import theme
from .picker_page import PickerPage
from .table.tooltips import LANDMARK_HELP, LANDMARK_NAME


class LandmarkPicker(PickerPage):
    heading = N_("Landmarks")
    subheading = N_("Root, Law Appendix F: one or two landmarks, set up before the factions")
    key = "landmark_set"
    card_width = 900

    def __init__(self, app, setup: dict, lids: list[str], on_done=None):
        super().__init__(app, setup, on_done)
        self.lids = lids

    def layout(self, size):
        px = theme.px
        x0, y = self.begin_layout(size)
        c = self.card
        self.captions.append((_("Play with these landmarks"), (x0, y)))
        y += px(34)
        colw = (c.w - px(72)) // 2
        self.boxes = [self.box((x0 + (k % 2) * colw, y + (k // 2) * px(40), colw - px(12), px(32)), lid,
                               _(LANDMARK_NAME[lid]), tooltip=_(LANDMARK_HELP[lid]))
                      for k, lid in enumerate(self.lids)]
        y += ((len(self.lids) + 1) // 2) * px(40) + px(10)
        self.count_line((x0, y, c.w - px(72), px(48)))
        self.end_layout()

    def count_text(self) -> str:
        n = len(self.picked())
        if n > 2:
            return _("{n} chosen: two of them are dealt at random (Law A.5.2).").format(n=n)
        return _("{n} chosen (Law A.5.1: one or two).").format(n=n)
