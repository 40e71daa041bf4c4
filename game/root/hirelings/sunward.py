"""Sunward Expedition / Mole Artisans (hireling 11, locks out the Duchy; root-marauder-facts.md §3.11).

Sunward Expedition (promoted): setup 1 foothold + 3 Expedition warriors in any clearing; once per
Daylight, put a foothold and up to 3 warriors into a clearing without a foothold (all 3 footholds
on the map: pick one up first), then either move (then may battle) or place 1 warrior at each
foothold. Footholds are tokens: removing one scores 1 VP for the remover (Law 3.2.1, E.3.6).
Mole Artisans (demoted, no pieces): an item card the controller crafts stays revealed in its play
area instead of the discard pile and returns to its hand when its turn ends, past the hand limit
(`keeps_crafted_items`, read by cards.do_craft; returned by the end-of-turn frame)."""
from __future__ import annotations

from game.core.i18n import N_, Msg, P, T

from .. import ids
from ..engine import ch, dec, remove_piece
from ..flow import RootBattle, has_battle
from .base import HireMove, HireStep, HirelingSide, HomeSide, clearing_choice, one_at_each, place, placeable

FOOTHOLD = "foothold"


class SunwardExpedition(HomeSide):
    id = "sunward-expedition"
    hireling = "sunward-expedition"
    side = "promoted"
    name = N_("Sunward Expedition")
    rule = "Law E (Sunward Expedition)"
    home, home_building = FOOTHOLD, False

    def _open(self, ctx, slot) -> list[int]:
        """Clearings without a foothold where the Expedition may place (Law 4.2 bans)."""
        held = set(self.homes(ctx, slot))
        return [c for c in placeable(ctx, slot) if c not in held]

    def hire_setup(self, ctx, slot, seat):
        ctx.push(HireStep(slot, "land", seat, {"setup": True}))      # facts §3.11: 1 foothold + 3 warriors

    def daylight_actions(self, ctx, slot, seat):
        return [ch(f"hire:{self.id}:act", Msg("Sunward Expedition: place a foothold, then move or recruit"))]

    def do_action(self, ctx, slot, seat, action):
        ctx.push(HireStep(slot, "then", seat))
        ctx.push(HireStep(slot, "land", seat))
        if not ctx.s.supply[slot].get(FOOTHOLD, 0) and self.homes(ctx, slot):
            ctx.push(HireStep(slot, "lift", seat))                  # all on the map: pick one up first

    def step_decide(self, ctx, slot, fr):
        if fr.step == "lift":
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Pick up the foothold in which clearing?"),
                                   sorted(set(self.homes(ctx, slot))), self.rule)
        if fr.step == "land":
            if not ctx.s.supply[slot].get(FOOTHOLD, 0):
                return None
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Place a foothold in which clearing?"),
                                   self._open(ctx, slot), self.rule)
        if fr.step == "count":
            n = min(3, ctx.s.supply[slot].get("warrior", 0))
            if n <= 0:
                return None
            return dec(fr.seat, "root.hire.count", Msg("Place how many Expedition warriors?"),
                       [ch(f"count:{k}", str(k)) for k in range(n + 1)], self.rule)
        if fr.step == "then":
            opts = [ch("choice:move", Msg("Move, then you may battle"))]
            if ctx.s.supply[slot].get("warrior", 0) and placeable(ctx, slot, self.homes(ctx, slot)):
                opts.append(ch("choice:recruit", Msg("Place a warrior at each foothold")))
            return dec(fr.seat, "root.hire.choice", Msg("Sunward Expedition: then?"), opts, self.rule)
        if fr.step == "battle":
            if not has_battle(ctx, slot):
                return None
            return dec(fr.seat, "root.hire.choice", Msg("Sunward Expedition: battle?"),
                       [ch("choice:battle", Msg("Battle")), ch("pass", Msg("No battle"))], self.rule)
        return None

    def step_act(self, ctx, slot, fr, cid):
        ctx.pop(fr)
        if fr.step == "then":
            if cid == "choice:move":
                ctx.push(HireStep(slot, "battle", fr.seat))         # runs after the move
                ctx.push(HireMove(slot))
            elif cid == "choice:recruit":
                one_at_each(ctx, slot, self.homes(ctx, slot))
            else:
                raise ValueError(cid)
            return
        if fr.step == "battle":
            if cid == "choice:battle":
                ctx.push(RootBattle(slot))
            elif cid != "pass":
                raise ValueError(cid)
            return
        if fr.step == "count":
            place(ctx, slot, fr.data["c"], ids.count(cid))
            return
        c = ids.clearing(cid)
        if fr.step == "lift":
            if c not in self.homes(ctx, slot):
                raise ValueError(cid)
            remove_piece(ctx, slot, c, FOOTHOLD, False, by=slot, cause="lift")
            ctx.log("root.hire.foothold", Msg("A foothold is picked up from clearing {c}", c=c), rule=self.rule, clearing=c)
            return
        if c not in self._open(ctx, slot):
            raise ValueError(cid)
        setup = bool(fr.data.get("setup"))                          # setup: exactly 3 warriors
        self.found(ctx, slot, c, 3 if setup else 0, Msg("A foothold is placed in clearing {c}", c=c))
        if not setup:
            ctx.push(HireStep(slot, "count", fr.seat, {"c": c}))    # "as many as 3"


class MoleArtisans(HirelingSide):
    id = "mole-artisans"
    hireling = "sunward-expedition"
    side = "demoted"
    name = N_("Mole Artisans")
    rule = "Law E (Mole Artisans)"
    keeps_crafted_items = True      # cards.do_craft: the controller's crafted item cards stay revealed

    def kept(self, ctx, slot) -> list[str]:
        """The revealed crafted cards (cards.do_craft appends; only the controller crafts with them)."""
        data = self.card(ctx, slot).data
        data["by"] = self.controller(ctx, slot)
        return data.setdefault("kept", [])

    def cards_held(self, ctx, seat) -> list[str]:
        return list(self.card(ctx, seat).data.get("kept", []))

    def on_phase(self, ctx, me, seat, phase) -> None:
        super().on_phase(ctx, me, seat, phase)
        data = self.card(ctx, me).data
        if phase == "end" and data.get("kept") and data.get("by") == seat:
            # facts §3.11: when the crafter's Evening ends the cards go back to its hand, after the
            # hand limit (the turn's check has run), even if the card changed hands meanwhile (R-HIRE-64)
            cards = data["kept"]
            ctx.s.hands[seat].extend(cards)
            data["kept"] = []
            ctx.log("root.hire.artisans", Msg("{name} takes back {cards} (Mole Artisans)",
                                              name=T(ctx.name(seat)), n=len(cards), cards=P(len(cards), "{n} crafted card", "{n} crafted cards")), seat, rule=self.rule)

    def view(self, ctx, seat, viewer):
        out = super().view(ctx, seat, viewer)
        out["kept"] = list(self.card(ctx, seat).data.get("kept", []))   # revealed, public
        return out


PROMOTED = SunwardExpedition()
DEMOTED = MoleArtisans()
