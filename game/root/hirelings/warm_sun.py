"""Warm Sun Prophets / Lizard Envoys (hireling 9, locks out the Lizard Cult; root-marauder-facts.md §3.9).

Warm Sun Prophets (promoted): setup 1 Prophet in each ruin clearing; when hired, if none is on
the map, 1 in any clearing; once per Daylight, either force a player with faction pieces in a
Prophet clearing to battle there (the controller picks the defender), or to move as many of its
warriors as it can from there to a clearing the controller picks and then, if the controller
wishes, battle there; or place 1 Prophet in a clearing without one. The forced player scores
normally (Law E.3.6).
Lizard Envoys (demoted, no pieces): at the start of the controller's Birdsong it may look at the
top 5 cards of the discard pile and take one of the most common suit among them, ambushes
excluded (birds are their own suit; the controller breaks ties)."""
from __future__ import annotations

from collections import Counter

from game.core.i18n import Msg, N_, T

from .. import ids
from ..engine import ch, dec, pieces_of
from ..flow import RootBattle, RootBattleH, _defenders, battle_clearings, do_move
from ..flow.move import can_move, move_adj, move_out_blocked
from .base import HireStep, HirelingSide, clearing_choice, place, placeable


def prophets(ctx, slot) -> list[int]:
    return [c for c in ctx.m.ids if ctx.s.warriors[slot][c] > 0]


class WarmSunProphets(HirelingSide):
    id = "warm-sun-prophets"
    hireling = "warm-sun-prophets"
    side = "promoted"
    name = N_("Warm Sun Prophets")
    rule = "Law E (Warm Sun Prophets)"

    def hire_setup(self, ctx, slot, seat):
        for c in placeable(ctx, slot, sorted(ctx.m.ruins)):      # facts §3.9: one in each ruin clearing
            place(ctx, slot, c, 1)

    def when_hired(self, ctx, slot):
        if not prophets(ctx, slot) and ctx.s.supply[slot].get("warrior", 0):
            ctx.push(HireStep(slot, "place", self.controller(ctx, slot), {"any": True}))

    def _targets(self, ctx, slot) -> list[int]:
        """Players (the controller included) with faction pieces in a Prophet clearing."""
        return [p for p in range(ctx.s.n) if any(pieces_of(ctx, p, c) for c in prophets(ctx, slot))]

    def _free(self, ctx, slot) -> list[int]:
        return placeable(ctx, slot, [c for c in ctx.m.ids if ctx.s.warriors[slot][c] == 0])

    def daylight_actions(self, ctx, slot, seat):
        out = []
        if self._targets(ctx, slot):
            out.append(ch(f"hire:{self.id}:force", Msg("Warm Sun Prophets: force a player to battle or move")))
        if ctx.s.supply[slot].get("warrior", 0) and self._free(ctx, slot):
            out.append(ch(f"hire:{self.id}:place", Msg("Warm Sun Prophets: place a Prophet")))
        return out

    def do_action(self, ctx, slot, seat, action):
        ctx.push(HireStep(slot, "who" if action == "force" else "place", seat))

    @staticmethod
    def _warrior_dests(ctx, p: int, a: int) -> list[int]:
        """Where the forced player's warriors can go from a: its own move's legality (Law 4.2.1:
        rule at either end, its move hooks, snares; no Ferry), R-HIRE-60."""
        if not ctx.s.warriors[p][a]:
            return []
        return [b for b in move_adj(ctx, p, a) if can_move(ctx, p, a, b)]

    @staticmethod
    def _pawn_dests(ctx, p: int, a: int) -> list[int]:
        """Where a Vagabond's pawn in a can be carried: along a path (it ignores rule, Law 9.2.3),
        not out of a snare (Law 13.7.2) nor into a closed clearing (ruling R-HIRE-70)."""
        if not ctx.fac(p).other_pieces(ctx, p, a) or move_out_blocked(ctx, p, a):
            return []
        return [b for b in ctx.adj[a] if not (ctx.s.closed and b in ctx.s.closed)]

    def _dests(self, ctx, p: int, a: int) -> list[int]:
        """Clearings some of the forced player's pieces can reach: "as many of their pieces as
        possible" then go (its warriors, its pawn), R-HIRE-60, R-HIRE-70."""
        return sorted(set(self._warrior_dests(ctx, p, a)) | set(self._pawn_dests(ctx, p, a)))

    def step_decide(self, ctx, slot, fr):
        seat = fr.seat
        if fr.step == "place":
            opts = placeable(ctx, slot) if fr.data.get("any") else self._free(ctx, slot)
            return clearing_choice(ctx, seat, "root.hire.clearing", Msg("Place a Prophet in which clearing?"),
                                   opts, self.rule)
        if fr.step == "who":
            return dec(seat, "root.hire.seat", Msg("Warm Sun Prophets: force which player?"),
                       [ch(f"seat:{p}", Msg("{name}", name=T(ctx.name(p)))) for p in self._targets(ctx, slot)],
                       self.rule)
        p = fr.data.get("p", -1)
        if fr.step == "where":
            return clearing_choice(ctx, seat, "root.hire.clearing", Msg("In which Prophet clearing?"),
                                   [c for c in prophets(ctx, slot) if pieces_of(ctx, p, c)], self.rule)
        if fr.step == "how":
            opts = []
            if fr.data["c"] in battle_clearings(ctx, p):            # Law 4.3: it needs fighters there
                opts.append(ch("choice:battle", Msg("Battle there")))
            if self._dests(ctx, p, fr.data["c"]):
                opts.append(ch("choice:move", Msg("Move from there, then may battle")))
            return dec(seat, "root.hire.choice", Msg("Warm Sun Prophets: battle or move?"), opts, self.rule) if opts else None
        if fr.step == "to":
            return clearing_choice(ctx, seat, "root.hire.clearing", Msg("Move them to which clearing?"),
                                   self._dests(ctx, p, fr.data["c"]), self.rule)
        if fr.step == "defender":
            foes = _defenders(ctx, RootBattle(p, clearing=fr.data["c"]))
            if not foes or fr.data["c"] not in battle_clearings(ctx, p):
                return None
            extra = [ch("pass", Msg("No battle"))] if fr.data.get("optional") else []
            return dec(seat, "root.hire.defender", Msg("Warm Sun Prophets: who defends in clearing {c}?", c=fr.data["c"]),
                       [ch(f"seat:{d}", Msg("{name}", name=T(ctx.name(d)))) for d in foes] + extra, self.rule)
        return None

    def step_act(self, ctx, slot, fr, cid):
        ctx.pop(fr)
        seat, data = fr.seat, fr.data
        if fr.step == "who":
            p = ids.seat(cid)
            if p not in self._targets(ctx, slot):
                raise ValueError(cid)
            ctx.push(HireStep(slot, "where", seat, {"p": p}))
        elif fr.step == "where":
            ctx.push(HireStep(slot, "how", seat, dict(data, c=ids.clearing(cid))))
        elif fr.step == "how":
            if cid == "choice:battle":
                ctx.push(HireStep(slot, "defender", seat, data))
            elif cid == "choice:move":
                ctx.push(HireStep(slot, "to", seat, data))
            else:
                raise ValueError(cid)
        elif fr.step == "to":
            p, a, b = data["p"], data["c"], ids.clearing(cid)
            if b not in self._dests(ctx, p, a):
                raise ValueError(cid)
            if b in self._warrior_dests(ctx, p, a):               # as many as possible: all its warriors
                do_move(ctx, p, a, b, ctx.s.warriors[p][a])       # the player's move: its hooks, Outrage…
            if b in self._pawn_dests(ctx, p, a) and ctx.fac(p).force_pawn(ctx, p, a, b):    # and its pawn (R-HIRE-70)
                ctx.log("root.hire.prophets.pawn", Msg("The Warm Sun Prophets move {name}'s pawn from clearing {a} to {b}",
                                                       name=T(ctx.name(p)), a=a, b=b), p, rule=self.rule, clearing=b)
            ctx.push(HireStep(slot, "defender", seat, {"p": p, "c": b, "optional": True}))
        elif fr.step == "defender":
            if cid == "pass":
                return
            d = ids.seat(cid)
            b = RootBattle(data["p"], clearing=data["c"], defender=d)
            if d not in _defenders(ctx, b):
                raise ValueError(cid)
            RootBattleH()._begin(ctx, b)                          # the controller chose the defender
            ctx.push(b)
        else:                                                     # place
            place(ctx, slot, ids.clearing(cid), 1)


class LizardEnvoys(HirelingSide):
    id = "lizard-envoys"
    hireling = "warm-sun-prophets"
    side = "demoted"
    name = N_("Lizard Envoys")
    rule = "Law E (Lizard Envoys)"

    def offered(self, ctx) -> list[str]:
        """The non-ambush cards of the most common suit among the top 5 of the discard pile."""
        top = [x for x in ctx.s.discard[-5:] if ctx.c.cards[x].kind != "ambush"]
        counts = Counter(ctx.c.cards[x].suit for x in top)
        if not counts:
            return []
        most = max(counts.values())
        return sorted(set(x for x in top if counts[ctx.c.cards[x].suit] == most))

    def start_birdsong(self, ctx, slot, seat):
        if self.offered(ctx):
            ctx.push(HireStep(slot, "take", seat))

    def step_decide(self, ctx, slot, fr):
        opts = self.offered(ctx)
        if not opts:
            return None
        return dec(fr.seat, "root.hire.card", Msg("Lizard Envoys: take a card from the discard pile?"),
                   [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in opts] + [ch("pass", Msg("Take none"))],
                   self.rule)

    def step_act(self, ctx, slot, fr, cid):
        ctx.pop(fr)
        if cid == "pass":
            return
        card = ids.card(cid)
        if card not in self.offered(ctx):
            raise ValueError(cid)
        s = ctx.s
        del s.discard[len(s.discard) - 1 - s.discard[::-1].index(card)]   # the topmost copy
        s.hands[fr.seat].append(card)
        ctx.log("root.hire.envoys", Msg("{name} takes {card} from the discard pile (Lizard Envoys)",
                                        name=T(ctx.name(fr.seat)), card=T(ctx.c.cards[card].name)), fr.seat,
                rule=self.rule, card=card)


PROMOTED = WarmSunProphets()
DEMOTED = LizardEnvoys()
