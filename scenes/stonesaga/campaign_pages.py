"""Campaign pages opened from the journal, drawn from the campaign record only: the provisions
each character carries into the next challenge (rb p.95), ageing and deaths (what each next
challenge's interval does to whom, rb p.94, p.70-71, and the deaths so far), the Legends deck
(rb p.70, 97) and the end of a campaign (the community endures or vanishes; begin the next
campaign, rb p.97)."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.stonesaga import campaign as C

from .. import theme
from ..page import PageScene
from ..widgets import Button, ScrollText
from . import names

INTERVAL_TEXT = {"season": "a season: nobody ages", "introduction": "an introduction: nobody ages",
                 "generation": "a generation: the young grow old, the old die", "epoch": "an epoch: every character dies"}


def provisions_lines(content, rec) -> list[tuple[str, tuple]]:
    out = [("What each character keeps for the next challenge: up to 5 items and 5 materials, from the inventory "
            "or the camp on its terrain; food and water are lost (rb p.95). Ruling SS-76: chosen for you, the first "
            "items in slot order and the most plentiful materials.", theme.INK_SOFT), ("", theme.INK)]
    if not rec.characters:
        out.append(("No character carries anything: the next challenge begins with character creation.", theme.INK))
    for ch in rec.characters:
        items = ", ".join(names.item(content, i) for i in ch.get("items", [])) or "no item"
        mats = ", ".join(f"{names.resource(content, k)} ×{n}" for k, n in sorted(ch.get("materials", {}).items())) \
            or "no material"
        out.append((f"{ch['name']} (seat {ch['seat'] + 1}, {ch['age']})", theme.ACCENT))
        out.append((f"Items ({len(ch.get('items', []))}/{C.KEEP_ITEMS}): {items}", theme.INK))
        out.append((f"Materials ({sum(ch.get('materials', {}).values())}/{C.KEEP_MATERIALS}): {mats}", theme.INK))
    for seat, goods in sorted(rec.inherit.items()):
        items = ", ".join(names.item(content, i) for i in goods.get("items", [])) or "no item"
        mats = ", ".join(f"{names.resource(content, k)} ×{n}" for k, n in sorted(goods.get("materials", {}).items())) \
            or "no material"
        out.append((f"Bequest for seat {int(seat) + 1}'s new character (rb p.71): {items}; {mats}", theme.INK))
    return out


def ageing_lines(content, rec) -> list[tuple[str, tuple]]:
    out = [("Characters age between challenges by the next challenge's interval (rb p.94); one who dies of old age "
            "is mourned with +2 to the roll and becomes a Legend (rb p.70-71).", theme.INK_SOFT), ("", theme.INK)]
    out.append(("The characters now", theme.ACCENT))
    for ch in rec.characters:
        out.append((f"{ch['name']}: {ch['age']}", theme.INK))
    if not rec.characters:
        out.append(("none (the next challenge creates them)", theme.INK))
    out += [("", theme.INK), ("If the next challenge is…", theme.ACCENT)]
    for cid in C.choices(content, rec):
        chal = content.challenges.get(cid)
        if chal is None:
            continue
        what = []
        for ch in rec.characters:
            if chal.interval == "epoch" or (chal.interval == "generation" and ch["age"] == "old"):
                what.append(f"{ch['name']} dies")
            elif chal.interval == "generation":
                what.append(f"{ch['name']} grows old")
        out.append((f"{chal.name} — {INTERVAL_TEXT.get(chal.interval, chal.interval)}"
                    + (f": {', '.join(what)}" if what else ""), theme.INK))
    out += [("", theme.INK), ("Deaths so far", theme.ACCENT)]
    deaths = [(h, n) for h in rec.history for n in h.died]
    for h, n in deaths:
        chal = content.challenges.get(h.challenge)
        out.append((f"{n} — died in {chal.name if chal else h.challenge} (epoch {h.epoch}, game {h.game})", theme.INK))
    between = [ln for ln in rec.log if " dies " in ln or ln.endswith("grows old")]
    for ln in between:
        out.append((f"Between challenges: {ln}", theme.INK))
    if not deaths and not between:
        out.append(("nobody yet", theme.INK))
    return out


def legend_lines(content, rec) -> list[tuple[str, tuple]]:
    out = [("The Legends deck: the dead of the community, their stats and marks (rb p.70). A Legend may go with a "
            "character as a companion in a challenge.", theme.INK_SOFT), ("", theme.INK)]
    if not rec.legends:
        out.append(("No Legend yet.", theme.INK))
    for lg in reversed(rec.legends):                   # the top of the deck first
        stats = " ".join(f"{names.STAT_SHORT.get(k, k)} {v}" for k, v in lg.get("stats", {}).items())
        trait = content.traits[lg["trait"]].name if lg.get("trait") in content.traits else (lg.get("trait") or "")
        marks = ", ".join(content.marks[m].name if m in content.marks else m for m in lg.get("marks", []))
        out.append((lg["name"], theme.ACCENT))
        out.append((f"{stats}" + (f" · {trait}" if trait else "") + (f" · marks: {marks}" if marks else "")
                    + (f" · with {lg['with']}" if lg.get("with") else ""), theme.INK))
    if rec.forgotten:
        out += [("", theme.INK), (f"Forgotten Legends of earlier communities: {len(rec.forgotten)} (rb p.97)",
                                  theme.INK_SOFT)]
    return out


def end_lines(content, rec) -> list[tuple[str, tuple]]:
    if not rec.over:
        return [("The campaign goes on: its end comes with an End of campaign challenge or the last epoch (rb p.97).",
                 theme.INK)]
    fate = ("The community endures: the next campaign keeps its Legends, regalia powers, knowledge cards and "
            "behemoths (rb p.97)." if rec.endures else
            "The community vanishes: a new community begins; its Legends are forgotten (rb p.97).")
    won = sum(1 for h in rec.history if h.result == "won")
    return [("The end of the campaign", theme.ACCENT), (fate, theme.INK), ("", theme.INK),
            (f"Challenges played: {len(rec.history)}, won: {won}; epochs: {rec.epoch}; "
             f"Legends: {len(rec.legends)}; Population {rec.tracks['population']}, Discontent "
             f"{rec.tracks['discontent']}", theme.INK)]


PAGES = (("provisions", "Provisions", provisions_lines), ("ageing", "Ageing and deaths", ageing_lines),
         ("legends", "Legends", legend_lines), ("end", "End of the campaign", end_lines))


class CampaignPages(PageScene):
    heading = "The campaign"

    def __init__(self, app, content, rec, path: Path, page: str = "provisions", on_next=None):
        super().__init__(app)
        self.content, self.rec, self.path, self.page, self.on_next = content, rec, path, page, on_next
        self.subheading = f"Campaign {rec.number} · epoch {rec.epoch}" + (" · over" if rec.over else "")

    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = self.card_rect(size, width=1100, top=132, bottom=30)
        c = self.card
        bh = px(40)
        y = c.bottom - px(16) - bh
        self.close = Button((c.right - px(24) - px(130), y, px(130), bh), "Close", self.app.stack.pop, style="primary")
        self.tabs = []
        x = c.x + px(24)
        f = theme.font("text", 14)
        for pid, label, _ in PAGES:
            if pid == "end" and not self.rec.over:
                continue
            w = f.size(label)[0] + px(30)
            b = Button((x, c.y + px(14), w, px(34)), label, (lambda p=pid: self.show(p)),
                       style="secondary" if pid == self.page else "choice", size=14)
            self.tabs.append(b)
            x += w + px(8)
        self.widgets = [*self.tabs, self.close]
        if self.page == "end" and self.rec.over and self.on_next is not None:
            label = "Begin the next campaign" if self.rec.endures else "Begin a new community"
            w = theme.font("text-bold", 15).size(label)[0] + px(40)
            self.next_btn = Button((self.close.rect.x - px(12) - w, y, w, bh), label, self.on_next, style="primary",
                                   size=15, tooltip="rb p.97: the next campaign in the same valley")
            self.widgets.append(self.next_btn)
        top = c.y + px(60)
        self.text = ScrollText(pygame.Rect(c.x + px(24), top, c.w - px(48), y - px(12) - top), size=15)
        fn = next(fn for pid, _, fn in PAGES if pid == self.page)
        self.text.set_lines(fn(self.content, self.rec))
        self.widgets.insert(0, self.text)

    def show(self, page: str) -> None:
        self.page = page
        self.layout(self.size)
