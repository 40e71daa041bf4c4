"""The Stonesaga new-game screen: the generic one (seats, characters per seat, challenge,
starting region, seed) with the ruleset's ruling switches (SS-n options, ids `ss_*`) moved to an
"Advanced rules" page, since eighteen selectors do not fit one column at 1280×720."""
from __future__ import annotations

from game.core.i18n import N_, _, error_text, pgettext

from .. import theme
from ..new_game import NewGameScene
from ..page import PageScene
from ..widgets import Button, Selector


MAIN_IDS = ("challenge", "region")          # the game options that stay on the new-game page
HELP = N_("Stonesaga is cooperative: every seat plays for the same community and sees the whole table; nothing "
        "is private. Human: a person at this computer, playing the seat's characters (one person may play "
        "several). Random: legal choices at random, for trying things out.")
HELP_SHORT = N_("Cooperative: everyone sees everything. Human: a person here · Random: any legal choice.")


def is_advanced(opt) -> bool:
    """Every game option but the challenge and the region: the ruling switches (`ss_*`) and the
    modes other branches add (infinite mode, Dawn/Dusk, simultaneous, solo, harsh Night…)."""
    return not opt.per_seat and opt.id not in MAIN_IDS


class StonesagaNewGame(NewGameScene):
    def layout(self, size):
        every = self.options
        self.options = [o for o in every if not is_advanced(o)]
        try:
            super().layout(size)
        finally:
            self.options = every
        px = theme.px
        adv = [o for o in every if is_advanced(o)]
        if getattr(self, "seat_help", None) is not None:     # none on a content error page; else not the generic help
            short = self.seat_help.rect.h < px(70)
            self.seat_help.text = _(HELP_SHORT) if short else _(HELP)
            while self.seat_help.text_height() > self.seat_help.rect.h and self.seat_help.size > 11:
                self.seat_help.size -= 0.5
        if not self.problem:
            from ..widgets import Selector
            r = self.seed_note.rect
            self.captions.append((pgettext("stonesaga new game", "Play"), (r.x, r.bottom + px(4))))
            self.mode = Selector((r.x, r.bottom + px(26), r.w, px(44)),
                                 [("campaign", _("A new campaign")), ("single", _("One challenge"))],
                                 getattr(self, "mode_value", "campaign"), on_change=self._mode,
                                 tooltip=_("A campaign keeps a journal from one challenge to the next (rb p.92-97)"))
            self.widgets.append(self.mode)
        if adv and not self.problem:
            label = _("Advanced rules…")
            bw = max(px(230), theme.font("text", 19).size(label)[0] + px(40))
            self.advanced = Button((self.card.centerx - bw // 2, self.start.rect.y, bw, self.start.rect.h),
                                   label, self.open_advanced,
                                   tooltip=_("The rulings players may set otherwise (docs/rulings.md, SS-n)"))
            self.widgets.append(self.advanced)

    def _mode(self, v: str) -> None:
        self.mode_value = v

    def begin(self):
        """A campaign: a new record, the chosen challenge as its first game (rb p.9 step 5, p.93)."""
        if getattr(self, "mode_value", "campaign") != "campaign" or self.problem:
            return super().begin()
        if self.setup.get("ss_mode") == "infinite":      # rb p.102: events, not a campaign of challenges
            return super().begin()
        if not self.seed_text.isdigit():
            return super().begin()
        from game.core.decision import SetupError
        from game.stonesaga import campaign as C

        from .campaign import campaign_path, start_match
        try:
            setup = self.ruleset.check_setup(self.content, dict(self.setup, seats=[dict(x) for x in self.setup["seats"]]))
        except SetupError as exc:
            self.show_error(_("This setup is not allowed: {reason}").format(reason=error_text(exc)))
            return
        seed = int(self.seed_text)
        rec = C.new_campaign(setup["seats"], seed, {k: v for k, v in setup.items() if k.startswith("ss_")})
        allowed = C.choices(self.content, rec)
        cid = setup["challenge"]
        if cid not in allowed:
            names = ", ".join(self.content.challenges[c].name for c in allowed)
            self.show_error(_("A campaign begins with a New campaign challenge: {names} (rb p.92).").format(names=names))
            return
        table, _lines = start_match(self.app, self.content, self.ruleset, rec, campaign_path(seed), cid, seed,
                               region=setup.get("region"))
        self.app.stack.replace(table)

    def open_advanced(self) -> None:
        self.app.stack.push(AdvancedRules(self.app, self))


class AdvancedRules(PageScene):
    heading = N_("Advanced rules")
    subheading = N_("Modes, and the Stonesaga rulings (SS-n) where the rulebook is silent or ambiguous")

    def __init__(self, app, parent: StonesagaNewGame):
        super().__init__(app)
        self.parent = parent

    page = 0

    def layout(self, size):
        """A grid of three columns as tall as fits; more options than that go on further pages
        (Previous / Next), so any number of options shows without clipping. Modes (ids not
        starting with `ss_`) come first, then the rulings."""
        super().layout(size)
        px = theme.px
        self.card = self.card_rect(size, width=1180, top=132, bottom=30)
        c = self.card
        opts = [o for o in self.parent.options if is_advanced(o)]
        opts.sort(key=lambda o: o.id.startswith("ss_"))
        bw, bh = px(170), px(44)
        self.done = Button((c.right - px(30) - bw, c.bottom - px(20) - bh, bw, bh), _("Done"), self.app.stack.pop,
                           style="primary")
        self.widgets = [self.done]
        self.captions = []
        cols = 3
        cw = (c.w - px(60) - (cols - 1) * px(24)) // cols
        # a caption too long for its column (French, Portuguese) takes two lines: every row then
        # makes room for two, and fewer rows fit a page
        fc = theme.font("text-bold", 12)
        two = any(fc.size(_(o.label).upper())[0] > cw for o in opts)
        head = px(20) + (fc.get_linesize() if two else 0)
        step = head + px(54)
        rows = max(1, (self.done.rect.y - c.y - px(30)) // step)
        per_page = rows * cols
        self.pages = max(1, -(-len(opts) // per_page))
        self.page = min(self.page, self.pages - 1)
        shown = opts[self.page * per_page:(self.page + 1) * per_page]
        per = min(rows, max(1, -(-len(shown) // cols)))
        for i, o in enumerate(shown):
            x = c.x + px(30) + (i // per) * (cw + px(24))
            y = c.y + px(22) + (i % per) * step
            self.captions.append((_(o.label), (x, y), cw))
            self.widgets.append(Selector((x, y + head, cw, px(40)), [(v, _(lab)) for v, lab in o.values],
                                         self.parent.setup.get(o.id, o.default),
                                         on_change=lambda v, o=o: self.parent.set_option(o.id, v),
                                         tooltip=_(o.help) or None))
        if self.pages > 1:
            pw = px(130)
            ft = theme.font("text", 19)
            pw = max(pw, ft.size(_("Previous"))[0] + px(40), ft.size(_("Next"))[0] + px(40))
            self.prev_btn = Button((c.x + px(30), self.done.rect.y, pw, bh), _("Previous"), lambda: self.turn(-1),
                                   enabled=self.page > 0)
            self.next_btn = Button((c.x + px(30) + pw + px(10), self.done.rect.y, pw, bh), _("Next"), lambda: self.turn(1),
                                   enabled=self.page < self.pages - 1)
            self.widgets += [self.prev_btn, self.next_btn]
            self.captions.append((_("Page {n} of {total}").format(n=self.page + 1, total=self.pages),
                                  (c.x + px(30) + 2 * pw + px(26), self.done.rect.y + px(14)), px(200)))

    def turn(self, d: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + d))
        self.layout(self.size)

    def on_escape(self):
        self.app.stack.pop()

    def draw_content(self, surface):
        f = theme.font("text-bold", 12)
        for text, (x, y), w in self.captions:
            lines = theme.wrap(f, text.upper(), w)
            if len(lines) > 2:                               # room for two lines: the rest is cut
                lines = [lines[0], " ".join(lines[1:])]
            for i, ln in enumerate(lines):
                t = theme.ellipsize(f, ln, w)                # the text-fit checks see a cut
                surface.blit(f.render(t, True, theme.INK_SOFT), (x, y + i * f.get_linesize()))
