"""Hover help on the Root table: clearing and Burrow tips, cached tooltip pictures, the rings
on clearings a hovered log line names, and the zoomed card."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _, language, ngettext, rule_text, term

from ... import theme
from .. import style
from ..cardart import card_face, cost_text


class TooltipMixin:
    """Tooltips and the card zoom.
    A mixin of RootTable (scene.py), whose attributes it uses."""

    def draw_log_hover(self, surface) -> None:
        """Rings on the clearings the hovered log line names (issue 16: the log says "Pond (7)")."""
        if not getattr(self, "log_hover", None):
            return
        clip = surface.get_clip()
        surface.set_clip(self.board.rect)
        k = self.board.k
        from ..board import R
        for c in self.log_hover:
            if c in self.board.pos:
                center = self.board.to_screen(*self.board.pos[c])
                pygame.draw.circle(surface, (40, 28, 18), center, int(R * k) + theme.px(6), max(3, theme.px(5)))
                pygame.draw.circle(surface, style.GLOW, center, int(R * k) + theme.px(6), max(2, theme.px(3)))
        surface.set_clip(clip)

    def draw_tip(self, surface, text, pos) -> None:
        """The shared tooltip look, rendered once per text and cached (drawn every frame)."""
        img = self._tips.get(text)
        if img is None:
            from ...widgets.tooltip import draw_tooltip
            probe = pygame.Surface((theme.px(400), theme.px(300)), pygame.SRCALPHA)
            r = draw_tooltip(probe, text, (-theme.px(16), -theme.px(18)))
            img = probe.subsurface(r).copy()
            if len(self._tips) > 64:
                self._tips.clear()
            self._tips[text] = img
        rect = img.get_rect(topleft=(pos[0] + theme.px(16), pos[1] + theme.px(18)))
        rect.clamp_ip(surface.get_rect())
        surface.blit(img, rect)

    def board_tip(self) -> str | None:
        """Hovering a clearing a moment: its name, suit, slots and who rules it."""
        ref = self.hover_ref
        if not ref or self.hover_card or self.popup:
            return None
        if ref.startswith("info:"):
            return ref[5:] if self.t - self._hover_started >= 0.4 else None
        if self.t - self._hover_started < 0.5:
            return None
        if ref == "burrow":
            seat = self.board.burrow_seat(self.view)
            fb = self.view["faction_boards"][seat] if seat is not None else {}
            places = self.board.places
            tun = ", ".join(places.named_clearing(c) for c in fb.get("tunnels", [])) or _("none")
            n = fb.get("burrow", 0)
            # Law 12.2.2: the Burrow is off the map, has no suit, is always ruled by the Duchy
            return _("The Burrow: {warriors} · off the map, no suit, always ruled by the Duchy · adjacent "
                     "to every tunnel ({tunnels}) · {rule}").format(
                warriors=ngettext("{n} Duchy warrior", "{n} Duchy warriors", n).format(n=n), tunnels=tun,
                rule=rule_text("Law 12.2.2"))
        if not ref.startswith("clearing:"):
            return None
        c = int(ref[9:])
        v = self.view
        suit = v["suits"][c]
        lms = {lid for lid, at in (v.get("landmarks") or {}).items() if at == c}
        slots = self.board.m.slots[c] + (1 if "treetop" in lms else 0)       # Elder Treetop: one more slot
        free = slots - len(v["buildings"][c])
        ruler = v["ruler"][c]
        who = term(self.match.seat_name(ruler)) if ruler >= 0 else _("nobody")
        tip = _("{clearing} · {suit} · {slots}, {free} · ruled by {who}").format(
            clearing=self.board.places.named_clearing(c), suit=term(suit) if suit else _("no suit"),
            slots=ngettext("{n} slot", "{n} slots", slots).format(n=slots),
            free=ngettext("{n} free", "{n} free", free).format(n=free), who=who)
        if v.get("ferry") == c and "ferry" in (v.get("landmarks") or {}):
            lms.add("ferry")
        for lid in sorted(lms):
            tip += " · " + _(LANDMARK_NAME.get(lid, lid))
        return tip

    def draw_zoom(self, surface, cid):
        px = theme.px
        rec = self.content.cards[cid]
        img = card_face(rec, px(190))
        spot = next((r for ref, r in self.hand_spots if ref == f"card:{cid}"), None)
        if spot is not None:
            x = min(max(spot.centerx - img.get_width() // 2, px(8)), self.size[0] - img.get_width() - px(8))
            y = spot.y - img.get_height() - px(10)
        elif self.zoom_spot is not None:          # a public card on a faction panel: show it to the left
            spot = self.zoom_spot
            x = max(px(8), spot.x - img.get_width() - px(12))
            y = min(max(px(8), spot.centery - img.get_height() // 2), self.size[1] - img.get_height() - px(30))
        else:
            return
        sh = pygame.Surface((img.get_width() + px(8), img.get_height() + px(8)), pygame.SRCALPHA)
        pygame.draw.rect(sh, (30, 20, 10, 90), sh.get_rect(), border_radius=px(14))
        tip = _("{suit} · cost: {cost}").format(suit=term(rec.suit).capitalize(), cost=cost_text(rec))
        t = theme.font("text-bold", 12).render(tip, True, theme.INK)
        y = max(y, t.get_height() + px(14))          # the caption sits above the card, covering nothing
        surface.blit(sh, (x - px(2), y + px(4)))
        surface.blit(img, (x, y))
        tr = t.get_rect(midbottom=(x + img.get_width() // 2, y - px(4))).inflate(px(10), px(4))
        tr.clamp_ip(surface.get_rect())
        self.zoom_rects = (pygame.Rect((x, y), img.get_size()), tr)
        pygame.draw.rect(surface, (250, 244, 230), tr, border_radius=px(4))
        surface.blit(t, t.get_rect(center=tr.center))


# Landmarks (Law App. F; root-marauder-facts.md §4.2): names and what each does, our own words.
LANDMARK_NAME = {"ferry": N_("The Ferry"), "tower": N_("The Tower"), "treetop": N_("Elder Treetop"),
                 "black-market": N_("Black Market"), "forge": N_("Legendary Forge"), "lost-city": N_("Lost City")}
LANDMARK_HELP = {
    "ferry": N_("Once per turn, pieces moving out of its clearing may cross a river (on the Lake: to any coastal "
                "clearing) and take it along; whoever moved faction pieces draws a card."),
    "tower": N_("When your Evening ends, if you rule its clearing, you score 1 VP."),
    "treetop": N_("One more building slot here; removing an enemy building from that slot scores 1 VP more."),
    "black-market": N_("Once per turn, with faction pieces here, swap a card from your hand with one of its "
                       "face-down cards, unseen."),
    "forge": N_("Items on it can be crafted only with a faction piece here; crafting one also draws a card and "
                "scores 1 VP more."),
    "lost-city": N_("Its clearing is fox, mouse and rabbit at once (crafting, ambushes, Favor cards, dominance)."),
}


def landmark_tip(view: dict, lid: str) -> str:
    """A landmark's tooltip: its name, what it does, and what lies on its card."""
    text = _(LANDMARK_NAME.get(lid, lid)) + " — " + _(LANDMARK_HELP.get(lid, ""))
    if lid == "forge" and view.get("forge_items"):
        text += " " + _("On it: {items}.").format(items=", ".join(view["forge_items"]))
    if lid == "black-market":
        text += " " + ngettext("{n} face-down card.", "{n} face-down cards.", view.get("black_market", 0)).format(n=view.get("black_market", 0))
    return text


def bandit_tip(scene, a: int, b: int, controller: int) -> str:
    """A Highway Bandit's tooltip (facts §3.10): its path, its controller, its toll."""
    who = term(scene.match.seat_name(controller)) if controller >= 0 else _("in the supply")
    return _("Highway Bandits on the path {a}–{b} (controlled by {who}): an enemy moving along it loses one "
             "of the moving warriors, a Vagabond damages an item; the controller moving along it may place a "
             "warrior at the end").format(a=_path_end(scene, a), b=_path_end(scene, b), who=who)


def _path_end(scene, c: int) -> str:
    """A path's end as the board labels it in French and Portuguese (« Étang (7) »); English keeps
    the board's number, as its log does (R-I18N-85)."""
    places = getattr(getattr(scene, "board", None), "places", None)
    return places.named_clearing(c) if places is not None and language() != "en" else str(c)
