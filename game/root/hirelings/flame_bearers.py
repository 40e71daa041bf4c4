"""Flame Bearers / Rat Smugglers (hireling 5, locks out the Hundreds; facts §3.5).

Flame Bearers (promoted): setup 2 warriors among any clearings; when hired with none on the map,
2 more among any clearings; at the start of the controller's Birdsong (mandatory) each clearing
with Bearers loses one enemy piece per Bearer there, warriors first, then 1 Bearer goes to a
clearing with or next to a Bearer (if impossible, 2 Bearers into any clearings).
Rat Smugglers (demoted): in Daylight, any number of times, the controller discards a card that
shows an item to take a move or start a battle (no need to be able to craft it)."""
from __future__ import annotations

from game.core.i18n import Msg, N_

from .. import ids
from ..engine import ch, dec, discard_card, enemies, removal_barred, remove_piece, remove_warriors
from ..flow import RootBattle, RootMove, has_battle, has_move_origin
from .base import HireStep, HirelingSide, clearing_choice, place, placeable


def _bearers(ctx, slot) -> list[int]:
    return [c for c in ctx.m.ids if ctx.s.warriors[slot][c] > 0]


class FlameBearers(HirelingSide):
    id = "flame-bearers"
    hireling = "flame-bearers"
    side = "promoted"
    name = N_("Flame Bearers")
    rule = "Law E (Flame Bearers)"

    def hire_setup(self, ctx, slot, seat):
        ctx.push(HireStep(slot, "place-any", seat, {"left": 2}))

    def when_hired(self, ctx, slot):
        if not _bearers(ctx, slot):
            ctx.push(HireStep(slot, "place-any", self.controller(ctx, slot), {"left": 2}))

    def start_birdsong(self, ctx, slot, seat):
        # frames run last-pushed first: the burning, then the spreading
        ctx.push(HireStep(slot, "spread", seat))
        for c in reversed(_bearers(ctx, slot)):
            ctx.push(HireStep(slot, "burn", seat, {"c": c, "left": ctx.s.warriors[slot][c]}))

    def _targets(self, ctx, slot, c) -> list[tuple[int, str, bool]]:
        """Enemy pieces the Bearers in c may remove now: warriors first (facts §3.5); not those the
        Stoic Protector keeps (R-HIRE-68)."""
        foes = [e for e in enemies(ctx, slot) if not removal_barred(ctx, e, c, slot, "flame-bearers")]
        w = [(e, "warrior", False) for e in foes if ctx.s.warriors[e][c] > 0]
        if w:
            return w
        out = []
        for e in foes:
            for p in ctx.s.buildings[c]:
                if p[0] == e and (e, p[1], True) not in out:
                    out.append((e, p[1], True))
            for p in ctx.s.tokens[c]:
                if p[0] == e and (e, p[1], False) not in out:
                    out.append((e, p[1], False))
        return out

    def _spread_to(self, ctx, slot) -> list[int]:
        near = set(_bearers(ctx, slot))
        for c in list(near):
            near.update(ctx.adj[c])
        return placeable(ctx, slot, sorted(near))

    def step_decide(self, ctx, slot, fr):
        if fr.step == "place-any":
            if fr.data["left"] <= 0 or not ctx.s.supply[slot].get("warrior", 0):
                return None
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Place a Flame Bearer in which clearing?"),
                                   placeable(ctx, slot), self.rule)
        if fr.step == "burn":
            t = self._targets(ctx, slot, fr.data["c"])
            if fr.data["left"] <= 0 or len(t) <= 1:
                return None
            return dec(fr.seat, "root.hire.burn", Msg("Flame Bearers: remove whose piece in clearing {c}?", c=fr.data["c"]),
                       [ch(f"piece:{e}:{k}", Msg("{piece}", piece=k)) for e, k, _ in t], self.rule)
        if fr.step == "spread":
            near = self._spread_to(ctx, slot)
            if not ctx.s.supply[slot].get("warrior", 0) or not near:
                return None
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Place a Flame Bearer in which clearing?"),
                                   near, self.rule)
        return None

    def step_auto(self, ctx, slot, fr):
        if fr.step == "burn":
            t = self._targets(ctx, slot, fr.data["c"])
            if fr.data["left"] > 0 and t:
                self._burn(ctx, slot, fr, t[0])
                return
        if fr.step == "spread" and ctx.s.supply[slot].get("warrior", 0):
            ctx.pop(fr)                       # nowhere next to a Bearer: 2 into any clearings
            ctx.push(HireStep(slot, "place-any", fr.seat, {"left": 2}))
            return
        ctx.pop(fr)

    def _burn(self, ctx, slot, fr, target):
        e, kind, building = target
        fr.data["left"] -= 1
        c = fr.data["c"]
        if kind == "warrior":
            remove_warriors(ctx, e, c, 1, slot, "flame-bearers")
        else:
            remove_piece(ctx, e, c, kind, building, slot, "flame-bearers")

    def step_act(self, ctx, slot, fr, cid):
        if fr.step == "burn":
            _, e, kind = cid.split(":", 2)
            t = [x for x in self._targets(ctx, slot, fr.data["c"]) if x[0] == int(e) and x[1] == kind]
            if not t:
                raise ValueError(cid)
            self._burn(ctx, slot, fr, t[0])
            return
        c = ids.clearing(cid)
        if fr.step == "spread":
            ctx.pop(fr)
            place(ctx, slot, c, 1)
            return
        fr.data["left"] -= 1                 # place-any
        place(ctx, slot, c, 1)


def _item_cards(ctx, seat) -> list[str]:
    return sorted({x for x in ctx.s.hands[seat] if ctx.c.cards[x].item})


class RatSmugglers(HirelingSide):
    id = "rat-smugglers"
    hireling = "flame-bearers"
    side = "demoted"
    name = N_("Rat Smugglers")
    rule = "Law E (Rat Smugglers)"
    repeatable = True                         # any number of times in Daylight
    bot_skips = ("move", "battle")            # each costs an item card: an automaton has no hand (R-HIRE-67)

    def daylight_actions(self, ctx, slot, seat):
        if not _item_cards(ctx, seat):
            return []
        out = []
        if has_move_origin(ctx, seat):
            out.append(ch(f"hire:{self.id}:move", Msg("Rat Smugglers: discard an item card to move")))
        if has_battle(ctx, seat):
            out.append(ch(f"hire:{self.id}:battle", Msg("Rat Smugglers: discard an item card to battle")))
        return out

    def do_action(self, ctx, slot, seat, action):
        ctx.push(HireStep(slot, "pay", seat, {"then": action}))

    def step_decide(self, ctx, slot, fr):
        opts = [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in _item_cards(ctx, fr.seat)]
        return dec(fr.seat, "root.hire.pay", Msg("Discard which card that shows an item?"), opts, self.rule) if opts else None

    def step_act(self, ctx, slot, fr, cid):
        card = ids.card(cid)
        if card not in _item_cards(ctx, fr.seat):
            raise ValueError(cid)
        ctx.pop(fr)
        discard_card(ctx, fr.seat, card, "discards for Rat Smugglers")
        ctx.push(RootMove(fr.seat) if fr.data["then"] == "move" else RootBattle(fr.seat))


PROMOTED = FlameBearers()
DEMOTED = RatSmugglers()

