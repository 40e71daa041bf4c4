"""Settings: window size, full screen, animation speed (incl. instant), sound volume and the
language slot. Changes are saved to settings.json at once (Apply also resizes the window)."""
from __future__ import annotations

import copy


from game.core.i18n import N_, _

from . import theme
from .page import PageScene
from .settings import ANIM_SPEEDS, LANGUAGES, clamp_window, sizes_that_fit
from .widgets import Button, Checkbox, Selector, Slider


class SettingsScene(PageScene):
    heading = N_("Settings")
    subheading = N_("saved as you change them")

    def __init__(self, app):
        super().__init__(app)
        self.draft = copy.copy(app.settings)

    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = self.card_rect(size, width=760, top=140, bottom=60)
        c = self.card
        x, fw = c.x + px(48), c.w - px(96)
        lw = px(250)
        fx, fw2 = x + lw, fw - lw
        y = c.y + px(44)
        row = px(56)
        d = self.draft
        display = self.app.display_size()
        sizes = [(f"{w}x{h}", f"{w} × {h}") for w, h in sizes_that_fit(display)]
        cw, ch = clamp_window((d.window_w, d.window_h), display)      # a saved size too big is not offered
        cur = f"{cw}x{ch}"
        if cur not in dict(sizes):
            sizes.insert(0, (cur, f"{cw} × {ch}"))
        self.rows = []
        self.size_sel = Selector((fx, y, fw2, px(44)), sizes, cur, on_change=self._size,
                                 tooltip=_("Window size when not full screen"))
        self.rows.append((_("Window size"), y))
        y += row
        self.full = Checkbox((fx, y, fw2, px(44)), _("Full screen"), d.fullscreen, on_change=self._full)
        self.rows.append((_("Display"), y))
        y += row
        speeds = [v for v, _ in ANIM_SPEEDS]
        self.speed = Slider((fx, y, fw2, px(44)), speeds.index(d.anim_speed) / (len(speeds) - 1), self._speed,
                            steps=len(speeds), text=lambda v: _(dict(ANIM_SPEEDS)[speeds[round(v * (len(speeds) - 1))]]),
                            tooltip=_("How fast pieces move and automata play; Instant skips animation"))
        self.rows.append((_("Animation speed"), y))
        y += row
        self.volume = Slider((fx, y, fw2, px(44)), d.volume, self._volume, tooltip=_("Sound volume"))
        self.rows.append((_("Sound volume"), y))
        y += row
        self.lang = Selector((fx, y, fw2, px(44)), list(LANGUAGES), d.language, on_change=self._lang,
                             tooltip=_("The language of every menu, table and log; the game terms as printed in that edition"))
        self.rows.append((_("Language"), y))
        y += row
        self.forced = Checkbox((fx, y, fw2, px(44)), _("Take a forced choice for me"), d.auto_forced,
                               on_change=self._forced,
                               tooltip=_("When a decision has one legal choice (one card to resolve, one warrior "
                                         "to move, no card to foil with), take it without asking — only when "
                                         "skipping the question tells the other people at this computer nothing."))
        self.rows.append((_("Forced choices"), y))
        y += row
        self.hint = Checkbox((fx, y, fw2, px(44)), _("Hint: what would the AI do? (H)"), d.ai_hint,
                             on_change=self._hint,
                             tooltip=_("At the table, H asks the AI what it would choose for your own decision, "
                                       "from what you can see; its suggestion glows. Off by default."))
        self.rows.append((_("AI hint"), y))
        bw, bh = px(180), px(48)
        self.back = Button((c.right - px(48) - bw, c.bottom - px(40) - bh, bw, bh), _("Done"), self.on_escape, style="primary")
        self.widgets = [self.size_sel, self.full, self.speed, self.volume, self.lang, self.forced, self.hint, self.back]

    def on_confirm(self):
        self.on_escape()

    def _commit(self):
        self.app.apply_settings(self.draft)
        self.draft = copy.copy(self.app.settings)

    def _size(self, v):
        self.draft.window_w, self.draft.window_h = (int(n) for n in v.split("x"))
        self._commit()

    def _full(self, on):
        self.draft.fullscreen = on
        self._commit()

    def _speed(self, v):
        speeds = [s for s, _ in ANIM_SPEEDS]
        self.draft.anim_speed = speeds[round(v * (len(speeds) - 1))]
        self._commit()

    def _volume(self, v):
        self.draft.volume = round(v, 2)
        self._commit()

    def _forced(self, on):
        self.draft.auto_forced = on
        self._commit()

    def _hint(self, on):
        self.draft.ai_hint = on
        self._commit()

    def _lang(self, v):
        self.draft.language = v
        self._commit()

    def draw_content(self, surface):
        f = theme.font("text-bold", 19)
        for text, y in self.rows:
            img = f.render(text, True, theme.INK)
            surface.blit(img, img.get_rect(midleft=(self.card.x + theme.px(48), y + theme.px(22))))
        note = theme.font("text-italic", 15).render(
            _("Settings live in your Tableforge config folder (settings.json)."), True, theme.INK_FAINT)
        surface.blit(note, (self.card.x + theme.px(48), self.back.rect.centery - note.get_height() // 2))
