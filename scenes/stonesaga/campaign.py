"""Campaign screens (rb p.92-97) over game/stonesaga/campaign.py: a new game may start a
campaign (its record is a file in the data folder, named in the match setup's `campaign_file`);
when a challenge ends, the game-over screen closes it into the record and opens the journal,
where the next challenge is chosen among those the campaign allows (the intervals age the
characters, deaths and Legends are the engine's); the next match then starts, autosaved, so
Continue on the title resumes the campaign."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.core import saves, userdirs
from game.core.i18n import N_, _, error_text, ngettext
from game.core.match import Match
from game.stonesaga import campaign as C

from .. import theme
from ..page import PageScene
from ..widgets import Button, ScrollText
from . import names
from .campaign_pages import journal_lines, log_text


def campaign_path(seed: int) -> Path:
    d = userdirs.data_dir() / "stonesaga-campaigns"
    d.mkdir(parents=True, exist_ok=True)
    return d / f"campaign-{seed}.json"


def start_match(app, content, ruleset, rec, path: Path, cid: str, seed: int, region: str | None = None):
    """Choose `cid` in the record, save it, and sit down at the new challenge (autosaved)."""
    from .table import StonesagaTable
    lines = C.choose(content, rec, cid)
    C.save(rec, path)
    setup = C.setup_for(content, rec, cid)
    setup["campaign_file"] = str(path)
    if region and not rec.valley:                      # the first game: the region chosen on the new-game screen
        setup["region"] = region
    match = Match(ruleset, content, setup, seed)
    table = StonesagaTable(app, match)
    try:
        saves.write_save(match, saves.save_path(saves.AUTOSAVE), title=_("Autosave — Stonesaga campaign"),
                         meta={"decisions": 0})
    except OSError:
        pass
    return table, lines


def continue_after(app, match) -> None:
    """From the game-over screen of a campaign challenge: close it into the record, then the journal."""
    from ..dialogs import ErrorDialog
    path = Path(match.setup["campaign_file"])
    content = match.content
    from .provisions import ProvisionsScene, needs_choice, pools
    pool: list = []
    try:
        rec = C.load(path)
        lines = []
        if rec.current == match.state.challenge:          # not closed yet (a second visit skips this)
            lines = C.close(content, rec, match.state, match.history)
            C.save(rec, path)
            pool = pools(content, match.view(0), rec)
    except (C.CampaignError, OSError) as exc:
        app.stack.push(ErrorDialog(app, _("The campaign cannot continue"), error_text(exc)))
        return

    def journal():
        app.stack.clear_to(JournalScene(app, match.ruleset, content, rec, path, lines, match.seed))
    if pool and needs_choice(pool) and not rec.over:      # more than five to keep: the players choose (rb p.95)
        app.stack.clear_to(ProvisionsScene(app, content, rec, path, pool, journal))
        return
    journal()


def toast_text(entries: list[str], limit: int = 90) -> str:
    """The campaign's new entries for the one-line toast: as many whole entries as fit in `limit`
    characters, then how many more the journal holds."""
    shown: list[str] = []
    for e in entries:
        if shown and len("; ".join(shown + [e])) > limit:
            break
        shown.append(e)
    more = len(entries) - len(shown)
    text = "; ".join(shown)
    return ngettext("{text} (and {n} more in the journal)", "{text} (and {n} more in the journal)", more).format(
        text=text, n=more) if more else text


class JournalScene(PageScene):
    """The journal between two challenges: what happened, the history, and the next challenge."""
    heading = N_("The journal")

    def __init__(self, app, ruleset, content, rec, path: Path, lines: list[str], seed: int):
        super().__init__(app)
        self.ruleset, self.content, self.rec, self.path, self.lines, self.seed = ruleset, content, rec, path, lines, seed

    def layout(self, size):
        super().layout(size)
        rec = self.rec                                    # laid out again when the language changes
        self.subheading = _("Campaign {number} · epoch {epoch} · next: game {game}").format(
            number=rec.number, epoch=rec.epoch, game=C.game_number(rec))
        px = theme.px
        self.card = self.card_rect(size, width=1100, top=140, bottom=30)
        c = self.card
        opts = C.choices(self.content, self.rec)
        bw, bh = px(250), px(40)
        self.title_btn = Button((c.x + px(24), c.bottom - px(20) - bh, px(180), bh), _("Back to title"), self._title)
        self.buttons = []
        x = c.right - px(24)
        for cid in reversed(opts[:3]):
            ch = self.content.challenges.get(cid)
            label = ch.name if ch else cid
            b = Button((x - bw, c.bottom - px(20) - bh, bw, bh), label, (lambda cid=cid: self.next(cid)),
                       style="primary", size=15,
                       tooltip=_("{name} ({type}, interval: {interval}) — rb p.93-94").format(
                           name=label, type=names.challenge_type(ch.type), interval=names.interval(ch.interval))
                       if ch else None)
            b.cid = cid
            self.buttons.append(b)
            x -= bw + px(10)
        # rb p.97, 103: after a finished campaign, infinite mode in its valley, with the enduring
        # community or a new one
        self.infinite: list = []
        if self.rec.over:
            for keep, label in ((False, _("Infinite mode: a new community")), (True, _("Infinite mode: this community"))):
                if keep and not self.rec.endures:
                    continue
                b = Button((x - bw, c.bottom - px(20) - bh, bw, bh), label, (lambda k=keep: self.infinite_mode(k)),
                           style="primary" if keep else "choice", size=15,
                           tooltip=_("Play on without end in this valley (rb p.97, 103)"))
                b.keep = keep
                self.infinite.append(b)
                x -= bw + px(10)
        text = []
        if self.lines:
            text += ([(_("What the end of the challenge brought"), theme.ACCENT)]
                     + [(ln, theme.INK) for ln in self._brought()] + [("", theme.INK)])
        text += [(ln, theme.INK) for ln in journal_lines(self.content, self.rec)]
        if self.rec.over or not opts:
            text += [("", theme.INK), (_("The campaign is over (rb p.97)."), theme.ACCENT)]
        # the campaign pages (rb p.70-71, 94-97) and the fresco (rb p.69-70)
        self.pages = []
        x = c.x + px(24)
        f = theme.font("text", 14)
        for pid, label in (("provisions", N_("Provisions")), ("ageing", N_("Ageing and deaths")), ("legends", N_("Legends")),
                           *((("end", N_("End of the campaign")),) if self.rec.over else ()), ("fresco", N_("Fresco"))):
            label = _(label)
            w = f.size(label)[0] + px(30)
            b = Button((x, c.y + px(14), w, px(34)), label, (lambda p=pid: self.open_page(p)), style="choice", size=14)
            self.pages.append(b)
            x += w + px(8)
        top = c.y + px(60)
        self.text = ScrollText(pygame.Rect(c.x + px(24), top, c.w - px(48), c.bottom - px(70) - top), size=15)
        self.text.set_lines(text)
        self.widgets = [self.text, *self.pages, self.title_btn, *self.buttons, *self.infinite]
        self.prompt = ""
        if self.buttons:
            self.prompt = _("The next challenge (rb p.93):")
            self.prompt_pos = (self.buttons[-1].rect.x - px(12), self.buttons[-1].rect.centery)
        elif self.infinite:
            self.prompt = _("Or play on (rb p.97):")
            self.prompt_pos = (self.infinite[-1].rect.x - px(12), self.infinite[-1].rect.centery)

    def infinite_mode(self, keep_community: bool) -> None:
        """rb p.97 « Jouer en mode infini après une campagne »: an infinite-mode game in this
        valley (rb p.103 « Vallée existante »), autosaved; it is no campaign challenge, so its end
        closes nothing into the record."""
        from ..dialogs import ErrorDialog
        from ..title import TitleScene
        from .table import StonesagaTable
        try:
            rec = C.load(self.path) if self.path.exists() else self.rec
            setup = C.infinite_after(self.content, rec, keep_community=keep_community)
            seed = (self.seed * 1_000_003 + 104_729) % (2 ** 31)
            match = Match(self.ruleset, self.content, setup, seed)
        except (C.CampaignError, OSError, ValueError) as exc:
            self.app.stack.push(ErrorDialog(self.app, _("Infinite mode cannot begin"), error_text(exc)))
            return
        try:
            saves.write_save(match, saves.save_path(saves.AUTOSAVE), title=_("Autosave — Stonesaga infinite mode"),
                             meta={"decisions": 0})
        except OSError:
            pass
        self.app.stack.clear_to(TitleScene(self.app))
        self.app.stack.push(StonesagaTable(self.app, match))

    def open_page(self, page: str) -> None:
        if page == "fresco":
            from .fresco import FrescoScene
            self.app.stack.push(FrescoScene(self.app, self.content, list(self.rec.community.get("marks", [])),
                                            self.rec.fresco, self.path, rec=self.rec))
            return
        from .campaign_pages import CampaignPages
        self.app.stack.push(CampaignPages(self.app, self.content, self.rec, self.path, page,
                                          on_next=self.begin_next if self.rec.over else None))

    def begin_next(self) -> None:
        """rb p.97: the next campaign of this community (or of a new one), in the same valley."""
        from ..dialogs import ErrorDialog
        try:
            rec = C.load(self.path)                      # the fresco may have been drawn since
            new = C.next_campaign(self.content, rec, enduring=rec.endures)
            if rec.endures:
                new.fresco = dict(rec.fresco)            # the same cave, the same wall
            path = self.path.with_name(f"campaign-{new.seed}-{new.number}.json")
            C.save(new, path)
        except (C.CampaignError, OSError) as exc:
            self.app.stack.push(ErrorDialog(self.app, _("The next campaign cannot begin"), error_text(exc)))
            return
        self.app.stack.clear_to(JournalScene(self.app, self.ruleset, self.content, new, path, [], new.seed))

    def draw_content(self, surface) -> None:
        if self.prompt:
            img = theme.font("text-italic", 15).render(self.prompt, True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midright=self.prompt_pos))

    def _brought(self) -> list[str]:
        """The end of the challenge's lines (the newest of the record's log, which `close` wrote)
        in the reader's language; as given if the log no longer ends with them."""
        newest = C.log_lines(self.rec, len(self.lines))
        if [t for t, _m, _a in newest] != list(self.lines):
            return list(self.lines)
        return [log_text(*x, self.content) for x in newest]

    def next(self, cid: str) -> None:
        seed = (self.seed * 1_000_003 + C.game_number(self.rec) * 7919 + 1) % (2 ** 31)
        table, lines = start_match(self.app, self.content, self.ruleset, self.rec, self.path, cid, seed)
        from ..title import TitleScene
        self.app.stack.clear_to(TitleScene(self.app))
        self.app.stack.push(table)
        if lines:                    # whole entries, never a sentence cut mid-word (issue 17)
            self.app.say(toast_text([log_text(*x, self.content) for x in C.log_lines(self.rec, len(lines))]))

    def _title(self):
        from ..title import TitleScene
        self.app.stack.clear_to(TitleScene(self.app))
