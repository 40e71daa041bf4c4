"""Campaign pages opened from the journal, drawn from the campaign record only: the provisions
each character carries into the next challenge (rb p.95), ageing and deaths (what each next
challenge's interval does to whom, rb p.94, p.70-71, and the deaths so far), the Legends deck
(rb p.70, 97) and the end of a campaign (the community endures or vanishes; begin the next
campaign, rb p.97)."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.core.i18n import N_, _, format_number, ngettext, render
from game.stonesaga import campaign as C

from .. import theme
from ..page import PageScene
from ..widgets import Button, ScrollText
from . import names

INTERVAL_TEXT = {"season": N_("a season: nobody ages"), "introduction": N_("an introduction: nobody ages"),
                 "generation": N_("a generation: the young grow old, the old die"),
                 "epoch": N_("an epoch: every character dies")}


def _list(parts: list[str], none: str) -> str:
    return ", ".join(parts) if parts else none


def _mats(content, mats: dict[str, int]) -> str:
    return _list([names.resource_count(content, k, n) for k, n in sorted(mats.items())], _("no material"))


def provisions_lines(content, rec) -> list[tuple[str, tuple]]:
    out = [(_("What each character keeps for the next challenge: up to 5 items and 5 materials, from the inventory "
              "or the camp on its terrain; food and water are lost (rb p.95). Ruling SS-76: chosen for you, the first "
              "items in slot order and the most plentiful materials."), theme.INK_SOFT), ("", theme.INK)]
    if not rec.characters:
        out.append((_("No character carries anything: the next challenge begins with character creation."), theme.INK))
    for ch in rec.characters:
        items = _list([names.item(content, i) for i in ch.get("items", [])], _("no item"))
        out.append((_("{name} (seat {seat}, {age})").format(name=names.person(ch["name"]), seat=ch["seat"] + 1,
                                                            age=names.age(ch["age"])), theme.ACCENT))
        out.append((_("Items ({n}/{most}): {items}").format(n=len(ch.get("items", [])), most=C.KEEP_ITEMS, items=items),
                    theme.INK))
        out.append((_("Materials ({n}/{most}): {materials}").format(
            n=sum(ch.get("materials", {}).values()), most=C.KEEP_MATERIALS,
            materials=_mats(content, ch.get("materials", {}))), theme.INK))
    for seat, goods in sorted(rec.inherit.items()):
        items = _list([names.item(content, i) for i in goods.get("items", [])], _("no item"))
        out.append((_("Bequest for seat {seat}'s new character (rb p.71): {items}; {materials}").format(
            seat=int(seat) + 1, items=items, materials=_mats(content, goods.get("materials", {}))), theme.INK))
    return out


def ageing_lines(content, rec) -> list[tuple[str, tuple]]:
    out = [(_("Characters age between challenges by the next challenge's interval (rb p.94); one who dies of old age "
              "is mourned with +2 to the roll and becomes a Legend (rb p.70-71)."), theme.INK_SOFT), ("", theme.INK)]
    out.append((_("The characters now"), theme.ACCENT))
    for ch in rec.characters:
        out.append((_("{name}: {age}").format(name=names.person(ch["name"]), age=names.age(ch["age"])), theme.INK))
    if not rec.characters:
        out.append((_("none (the next challenge creates them)"), theme.INK))
    out += [("", theme.INK), (_("If the next challenge is…"), theme.ACCENT)]
    for cid in C.choices(content, rec):
        chal = content.challenges.get(cid)
        if chal is None:
            continue
        what = []
        for ch in rec.characters:                     # rb p.94: a generation ages, an epoch kills
            if chal.interval == "epoch" or (chal.interval == "generation" and ch["age"] == "old"):
                what.append(_("{name} dies").format(name=names.person(ch["name"])))
            elif chal.interval == "generation":
                what.append(_("{name} grows old").format(name=names.person(ch["name"])))
        does = _(INTERVAL_TEXT[chal.interval]) if chal.interval in INTERVAL_TEXT else names.interval(chal.interval)
        line = _("{challenge} — {interval}").format(challenge=chal.name, interval=does)
        if what:
            line = _("{line}: {what}").format(line=line, what=", ".join(what))
        out.append((line, theme.INK))
    out += [("", theme.INK), (_("Deaths so far"), theme.ACCENT)]
    deaths = [(h, n) for h in rec.history for n in h.died]
    for h, n in deaths:
        chal = content.challenges.get(h.challenge)
        out.append((_("{name} — died in {challenge} (epoch {epoch}, game {game})").format(
            name=n, challenge=chal.name if chal else h.challenge, epoch=h.epoch, game=h.game), theme.INK))
    # the record's between-challenge log lines of a death or an ageing, in the reader's language
    # (a line logged before message ids stays as it was written, in English)
    between = [log_text(t, m, a, content) for t, m, a in C.log_lines(rec) if " dies " in t or t.endswith("grows old")]
    for ln in between:
        out.append((_("Between challenges: {line}").format(line=ln), theme.INK))
    if not deaths and not between:
        out.append((_("nobody yet"), theme.INK))
    return out


def legend_lines(content, rec) -> list[tuple[str, tuple]]:
    out = [(_("The Legends deck: the dead of the community, their stats and marks (rb p.70). A Legend may go with a "
              "character as a companion in a challenge."), theme.INK_SOFT), ("", theme.INK)]
    if not rec.legends:
        out.append((_("No Legend yet."), theme.INK))
    for lg in reversed(rec.legends):                   # the top of the deck first
        bits = [" ".join(f"{names.stat_short(k)} {v}" for k, v in lg.get("stats", {}).items())]
        trait = content.traits[lg["trait"]].name if lg.get("trait") in content.traits else (lg.get("trait") or "")
        if trait:
            bits.append(trait)
        marks = [content.marks[m].name if m in content.marks else m for m in lg.get("marks", [])]
        if marks:
            bits.append(_("marks: {marks}").format(marks=", ".join(marks)))
        if lg.get("with"):
            bits.append(_("with {name}").format(name=lg["with"]))
        out.append((names.person(lg["name"]), theme.ACCENT))
        out.append((" · ".join(bits), theme.INK))
    if rec.forgotten:
        out += [("", theme.INK), (_("Forgotten Legends of earlier communities: {n} (rb p.97)").format(
            n=format_number(len(rec.forgotten))), theme.INK_SOFT)]
    return out


def end_lines(content, rec) -> list[tuple[str, tuple]]:
    if not rec.over:
        return [(_("The campaign goes on: its end comes with an End of campaign challenge or the last epoch "
                   "(rb p.97)."), theme.INK)]
    fate = (_("The community endures: the next campaign keeps its Legends, regalia powers, knowledge cards and "
              "behemoths (rb p.97).") if rec.endures else
            _("The community vanishes: a new community begins; its Legends are forgotten (rb p.97)."))
    won = sum(1 for h in rec.history if h.result == "won")
    return [(_("The end of the campaign"), theme.ACCENT), (fate, theme.INK), ("", theme.INK),
            (_("Challenges played: {played}, won: {won}; epochs: {epochs}; Legends: {legends}; Population {population}, "
               "Discontent {discontent}").format(
                played=format_number(len(rec.history)), won=format_number(won), epochs=format_number(rec.epoch),
                legends=format_number(len(rec.legends)), population=format_number(rec.tracks["population"]),
                discontent=format_number(rec.tracks["discontent"])), theme.INK)]


def journal_lines(content, rec) -> list[str]:
    """The journal (rb p.22, 96) in the reader's language, read from the record as
    `campaign.journal_text` reads it: the Community page (tracks, taboos, knowledge, powers), the
    pending challenges, the history by epoch, the Behemoths page and the Legends."""
    from game.stonesaga.content_campaign import for_content
    cc = for_content(content)

    def name(cid: str) -> str:
        ch = content.challenges.get(cid)
        return ch.name if ch else cid
    head = _("Campaign {number} — epoch {epoch}, game {game}").format(number=rec.number, epoch=rec.epoch,
                                                                    game=rec.game + 1)
    lines = [head + (" " + _("(over)") if rec.over else "")]
    lines.append(_("Population {population}, Discontent {discontent}").format(
        population=format_number(rec.tracks["population"]), discontent=format_number(rec.tracks["discontent"])))
    if rec.taboos:
        lines.append(_("Taboos: {taboos}").format(taboos="; ".join(cc.taboos.get(t, t) for t in rec.taboos)))
    for k, label in (("knowledge_cards", N_("Knowledge cards: {names}")), ("powers", N_("Powers: {names}")),
                     ("designed", N_("Designed: {names}"))):
        if rec.community.get(k):
            lines.append(_(label).format(names=", ".join(names.record(content, x) for x in rec.community[k])))
    pending = [_("{name} ({type})").format(name=name(c), type=names.challenge_type(content.challenges[c].type))
               for c in rec.pending if c in content.challenges]
    lines.append(_("Pending: {challenges}").format(challenges=_list(pending, _("none"))))
    for h in rec.history:
        line = _("[epoch {epoch}, game {game}] {challenge}: {result} in {days}; achieved {achieved}").format(
            epoch=h.epoch, game=h.game, challenge=name(h.challenge), result=names.result(h.result),
            days=ngettext("{n} day", "{n} days", h.days).format(n=format_number(h.days)),
            achieved=_list([names.record(content, a) for a in h.achieved], _("nothing")))
        if h.died:
            line = _("{a}; {b}").format(a=line, b=_("died: {names}").format(names=", ".join(h.died)))
        if h.demand:
            line = _("{a}; {b}").format(a=line, b=_("Demand after each Night: {values}").format(
                values=", ".join(format_number(n) for n in h.demand)))
        lines.append(line)
    for b in rec.behemoths:
        d = cc.behemoths.get(b.bid)
        known = [d.secret(x).name for x in b.secrets_known] if d is not None else list(b.secrets_known)
        lines.append(_("Behemoth {name}: behaviour {behaviour}, lair {lair}, secrets known: {secrets}").format(
            name=b.name, behaviour=b.behaviour, lair=_("active") if b.lair_active else _("inactive"),
            secrets=_list(known, _("none"))))
    lines.append(_("Characters: {names}").format(names=_list(
        [_("{name} ({age})").format(name=names.person(c["name"]), age=names.age(c["age"])) for c in rec.characters], _("none"))))
    lines.append(_("Legends: {names}").format(names=_list([names.person(lg["name"]) for lg in rec.legends], _("none"))))
    return lines


PAGES = (("provisions", N_("Provisions"), provisions_lines), ("ageing", N_("Ageing and deaths"), ageing_lines),
         ("legends", N_("Legends"), legend_lines), ("end", N_("End of the campaign"), end_lines))


class CampaignPages(PageScene):
    heading = N_("The campaign")

    def __init__(self, app, content, rec, path: Path, page: str = "provisions", on_next=None):
        super().__init__(app)
        self.content, self.rec, self.path, self.page, self.on_next = content, rec, path, page, on_next

    def _subheading(self) -> str:
        rec = self.rec
        return _("Campaign {number} · epoch {epoch}").format(number=rec.number, epoch=rec.epoch) + (
            " · " + _("over") if rec.over else "")

    def layout(self, size):
        super().layout(size)
        self.subheading = self._subheading()             # laid out again when the language changes
        px = theme.px
        self.card = self.card_rect(size, width=1100, top=132, bottom=30)
        c = self.card
        bh = px(40)
        y = c.bottom - px(16) - bh
        self.close = Button((c.right - px(24) - px(130), y, px(130), bh), _("Close"), self.app.stack.pop, style="primary")
        self.tabs = []
        x = c.x + px(24)
        f = theme.font("text", 14)
        for pid, label, _fn in PAGES:
            if pid == "end" and not self.rec.over:
                continue
            label = _(label)
            w = f.size(label)[0] + px(30)
            b = Button((x, c.y + px(14), w, px(34)), label, (lambda p=pid: self.show(p)),
                       style="secondary" if pid == self.page else "choice", size=14)
            self.tabs.append(b)
            x += w + px(8)
        self.widgets = [*self.tabs, self.close]
        if self.page == "end" and self.rec.over and self.on_next is not None:
            label = _("Begin the next campaign") if self.rec.endures else _("Begin a new community")
            w = theme.font("text-bold", 15).size(label)[0] + px(40)
            self.next_btn = Button((self.close.rect.x - px(12) - w, y, w, bh), label, self.on_next, style="primary",
                                   size=15, tooltip=_("rb p.97: the next campaign in the same valley"))
            self.widgets.append(self.next_btn)
        top = c.y + px(60)
        self.text = ScrollText(pygame.Rect(c.x + px(24), top, c.w - px(48), y - px(12) - top), size=15)
        fn = next(fn for pid, _label, fn in PAGES if pid == self.page)
        self.text.set_lines(fn(self.content, self.rec))
        self.widgets.insert(0, self.text)

    def show(self, page: str) -> None:
        self.page = page
        self.layout(self.size)


def log_text(english: str, msg: str, args: dict, content=None) -> str:
    """A campaign log line (`campaign.log_lines`) in the reader's language; with the pack, the
    ids in it (a challenge left unchosen, a character) read as names."""
    if msg and content is not None:
        return names.message(content, msg, args)
    return render(msg, args) if msg else english
