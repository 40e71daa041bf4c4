"""What is clickable on the Root table and what a click chooses: every click becomes one
legal choice of the pending decision — a clicked thing (a clearing, a card) stands for the
choices whose `refs` name it; choices that name nothing on screen are buttons in the tray."""
from __future__ import annotations

import pygame


from ... import theme
from ...widgets import Button
from ...widgets.button import STYLES
from ..panels import panel_module
from ..panels.common import PanelCtx


# Choice ids that name a thing drawn on the table even when the choice carries no refs: a
# forest (Vagabond setup, slip), an item on the Vagabond's board, a quest, a Decree column, a card,
# a Duchy minister (on its panel).
THING_IDS = ("clearing:", "forest:", "item:", "quest:", "column:", "card:", "minister:")


def refs_of(choice) -> tuple[str, ...]:
    """The things a choice names: its refs, or its own id when that id is a drawn thing."""
    if choice.refs:
        return choice.refs
    if choice.id.startswith(THING_IDS):
        return (choice.id,)
    return ()


class WrappedButton(Button):
    """A tray button whose label is too long for one line: its words on several lines."""

    def draw(self, surface):
        text, self.text = self.text, ""
        try:
            super().draw(surface)
        finally:
            self.text = text
        role = "text-bold" if self.style == "primary" else "text"
        f = theme.font(role, self.size)
        lines = theme.wrap(f, text, self.rect.w - theme.px(28))
        ink = STYLES[self.style][2] if self.enabled else theme.DISABLED
        y = self.rect.centery - len(lines) * f.get_linesize() // 2
        for line in lines:
            img = f.render(line, True, ink)
            surface.blit(img, (self.rect.x + theme.px(14), y))
            y += f.get_linesize()


class ChoicesMixin:
    """Clickable things, the tray of loose choices, the pop-up when a click is ambiguous.
    A mixin of RootTable (scene.py), whose attributes it uses."""

    def show_panel(self, seat: int) -> None:
        """Show `seat`'s faction board (its clickable things join or leave the targets)."""
        self.panel_seat = seat
        self.panel_targets = []
        self.build_tray()
        self._version += 1

    def panel_refs(self) -> set[str]:
        """Things the shown faction panel draws that a choice may name (Vagabond items…)."""
        pc = PanelCtx(self.content, self.view, self.panel_seat, self.viewer)
        fn = getattr(panel_module(pc.fid), "targets", None)
        return set(fn(pc)) if fn else set()

    def drawable_refs(self) -> set[str]:
        refs = {f"clearing:{c}" for c in self.board.pos} | {f"forest:{f}" for f in self.board.forest_pos}
        refs |= self.panel_refs()
        if self.board.burrow_seat(self.view) is not None:
            refs.add("burrow")
        hand = self.view["hands"][self.viewer] if self.viewer is not None else None
        if isinstance(hand, list):
            refs |= {f"card:{c}" for c in hand}
        return refs

    def build_tray(self) -> None:
        """Buttons for the choices that name nothing drawn on screen (actions, done, counts…)."""
        d = self.my_decision()
        self.tray = []
        self.tray_for = d
        if d is None:
            return
        drawable = self.drawable_refs()
        px = theme.px
        loose = [c for c in d.choices if not any(r in drawable for r in refs_of(c))]
        f = theme.font("text-bold", 14)
        widths = [max(px(40), f.size(self.plain(self.board.places.choice(c)))[0] + px(28)) for c in loose]
        maxw = int(self.hand_rect.w * 0.52)
        bh = px(28)
        rows: list[list] = [[]]
        x = 0
        for c, wdt in zip(loose, widths):
            lines = 1
            if wdt > maxw:             # a long label (a leader's text, a French sentence) wraps, never "…"
                wdt = maxw
                lines = len(theme.wrap(f, self.plain(self.board.places.choice(c)), maxw - px(28)))
            if x + wdt > maxw and rows[-1]:
                rows.append([])
                x = 0
            rows[-1].append((c, wdt, lines))
            x += wdt + px(6)
        line_h = f.get_linesize()
        heights = [max(bh, n * line_h + px(10)) if n > 1 else bh for n in (max((n for _c, _w, n in row), default=1) for row in rows)]
        need = sum(h + px(4) for h in heights)
        y = self.hand_rect.y + px(24)
        self.tray_back = None
        if y + need > self.hand_rect.bottom - px(6):      # many choices: the tray grows up over the board
            y = self.hand_rect.bottom - px(8) - need
            wmax = max(sum(wd for _, wd, _n in row) + px(6) * (len(row) - 1) for row in rows)
            self.tray_back = pygame.Rect(self.hand_rect.right - px(12) - wmax - px(10), y - px(28),
                                         wmax + px(20), need + px(32))
        for row, rh in zip(rows, heights):
            total = sum(wd for _, wd, _n in row) + px(6) * (len(row) - 1)
            x = self.hand_rect.right - px(12) - total
            for c, wdt, lines in row:
                style_ = "primary" if c.id == "done" else "choice"
                label = self.plain(self.board.places.choice(c))
                kind = WrappedButton if lines > 1 else Button
                b = kind((x, y, wdt, rh), label, (lambda cid=c.id: self.choose(cid)), style=style_, size=14)
                b.choice_id = c.id
                self.tray.append(b)
                x += wdt + px(6)
            y += rh + px(4)

    def highlights(self) -> set[str]:
        d = self.my_decision()
        if d is None:
            return set()
        hinted = [c for c in d.choices if self.hinted(c.id) and refs_of(c)]
        if hinted:                    # the AI's suggestion alone glows (H, setting ai_hint)
            return set(refs_of(hinted[0]))
        return {r for c in d.choices for r in refs_of(c)}

    def choices_for(self, ref: str):
        d = self.my_decision()
        return [] if d is None else [c for c in d.choices if ref in refs_of(c)]

    def choose(self, choice_id: str) -> None:
        self.popup = []
        super().choose(choice_id)

    def click_ref(self, ref: str, pos) -> bool:
        opts = self.choices_for(ref)
        if not opts:
            return False
        if len(opts) == 1:
            self.choose(opts[0].id)
            return True
        px = theme.px
        f = theme.font("text", 15)
        w = max(f.size(self.plain(self.board.places.choice(c)))[0] for c in opts) + px(30)
        bh = px(32)
        x = min(pos[0], self.size[0] - w - px(8))
        y = min(pos[1], self.size[1] - len(opts) * (bh + px(4)) - px(8))
        self.popup = []
        for i, c in enumerate(opts):
            b = Button((x, y + i * (bh + px(4)), w, bh), self.plain(self.board.places.choice(c)), (lambda cid=c.id: self.choose(cid)), style="choice",
                       size=15, align="left")
            b.choice_id = c.id
            self.popup.append(b)
        self.popup_rect = pygame.Rect(x - px(6), y - px(6), w + px(12), len(opts) * (bh + px(4)) + px(8))
        return True

    def click_at(self, pos) -> bool:
        for ref, r in self.hand_spots:
            if r.collidepoint(pos):
                return self.click_ref(ref, pos)
        for ref, r in self.panel_targets:
            if r.collidepoint(pos) and self.choices_for(ref):
                return self.click_ref(ref, pos)
        if self.board_rect.collidepoint(pos):
            if self.board.burrow_at(pos):        # the Duchy's Burrow (Law 12.2.2)
                return self.click_ref("burrow", pos)
            c = self.board.clearing_at(pos)
            if c is not None:
                return self.click_ref(f"clearing:{c}", pos)
            f = self.board.forest_at(pos, self.highlights())
            if f is not None:
                return self.click_ref(f"forest:{f}", pos)
            p = self.board.path_at(pos)          # a glowing closed-path marker (Mountain, Law C.3.3)
            if p is not None:
                return self.click_ref(p, pos)
        return False

    def targets(self) -> list[tuple[tuple[int, int], str]]:
        """Everything legal that is clickable on screen now, as (position, what): the glowing
        clearings and cards, the tray buttons and any open pop-up (tests click these)."""
        if self.popup:
            return [(b.rect.center, f"popup:{b.choice_id}") for b in self.popup]
        out = []
        hl = self.highlights()
        for ref, center, _r in self.board.hotspots:
            if self.board_rect.collidepoint(center):
                out.append((center, ref))
        for ref, r in self.hand_spots:
            if ref in hl:
                out.append((r.center, ref))
        for ref, r in self.panel_targets:
            if ref in hl:
                out.append((r.center, ref))
        out += [(b.rect.center, f"button:{b.choice_id}") for b in self.tray]
        return out
