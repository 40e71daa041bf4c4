"""The Exile / The Brigand (hireling 4, locks out the Vagabond and the Knaves; facts §3.4).

The Exile (promoted): a pawn in a forest and 3 club items on its card. Any player, on its own
turn, with faction pieces in a clearing next to the Exile's forest may put an item from its
Crafted Items box onto the card: it draws a card and scores 1 VP. Once per Daylight the
controller exhausts items, as often as it likes: 1 to move the pawn to an adjacent forest, 2 to
battle in a clearing next to its forest; then every item on the card is refreshed. In battle its
rolled hits are capped by its items; each hit it takes exhausts an item, or removes one when
none is left to exhaust. It stays in forests, so nobody can battle it.
The Brigand (demoted): the ruin items go under the ruins as with a Vagabond (Law 9.3.4); two
separate once-per-Daylight controller actions: loot a ruin's item where you have faction pieces
(the Hundreds put it in their Hoard), or exhaust an item of your Crafted Items box to take a
random card from a player sharing a clearing with your faction pieces. Exhausted box items
refresh at the start of their owner's Birdsong (facts §9 q.5 stand-in; ruling R-HIRE-18)."""
from __future__ import annotations

from game.core.i18n import Msg, N_, T

from .. import ids
from ..engine import add_vp, ch, dec, draw, has_any_piece, remove_ruin_item, take_random_card
from ..flow import RootBattle, battle_clearings
from .base import HireStep, HirelingSide

CLUB = "club"


def _ready(h) -> list[str]:
    """Unexhausted items on the Exile's card (each exhausted entry hides one of its kind)."""
    left = list(h.data.get("items", []))
    for x in h.data.get("exhausted", []):
        if x in left:
            left.remove(x)
    return left


class TheExile(HirelingSide):
    id = "the-exile"
    hireling = "the-exile"
    side = "promoted"
    name = N_("The Exile")
    rule = "Law E (The Exile)"

    def pieces_elsewhere(self, ctx, seat):
        return {"pawn": 1 if self.card(ctx, seat).data.get("forest") else 0}

    def hire_setup(self, ctx, slot, seat):
        h = self.card(ctx, slot)
        h.data["items"] = [CLUB, CLUB, CLUB]          # facts §3.4 / LCR 20.4.2: 3 club items, unexhausted
        h.data["exhausted"] = []
        ctx.push(HireStep(slot, "forest", seat))

    # --- any player's offer: an item for a card and 1 VP ---------------------------------------------
    def _touching(self, ctx, slot) -> tuple[int, ...]:
        f = self.card(ctx, slot).data.get("forest", "")
        return ctx.m.forests.get(f, ()) if f else ()

    def offer_daylight(self, ctx, me, seat):
        out = list(super().offer_daylight(ctx, me, seat))
        if ctx.fac(seat).automaton or not any(has_any_piece(ctx, seat, c) for c in self._touching(ctx, me)):
            return out
        for k in sorted(set(ctx.s.items[seat])):
            out.append(ch(f"hire:{self.id}:give-{k}", Msg("The Exile: give it your {item} for a card and 1 VP", item=k)))
        return out

    def apply_offer(self, ctx, me, seat, cid):
        prefix = f"hire:{self.id}:give-"
        if cid.startswith(prefix):
            k = cid[len(prefix):]
            ctx.s.items[seat].remove(k)
            self.card(ctx, me).data.setdefault("items", []).append(k)
            ctx.log("root.hire.exile.give", Msg("{name} gives the Exile a {item}", name=T(ctx.name(seat)), item=k),
                    seat, rule=self.rule)
            draw(ctx, seat, 1)
            add_vp(ctx, seat, 1, "the Exile")
            return True
        return super().apply_offer(ctx, me, seat, cid)

    # --- the controller's Daylight ---------------------------------------------------------------------
    def daylight_actions(self, ctx, slot, seat):
        return [ch(f"hire:{self.id}:roam", Msg("The Exile: move and battle with its items"))] if self._roam(ctx, slot) else []

    def _roam(self, ctx, slot) -> list:
        h = self.card(ctx, slot)
        f, ready = h.data.get("forest", ""), len(_ready(h))
        opts = []
        if f and ready >= 1:
            opts += [ch(f"forest:{g}", Msg("Move to forest {f}", f=g)) for g in ctx.m.forest_adj[f]]
        if f and ready >= 2:
            fights = battle_clearings(ctx, slot)
            opts += [ch(f"clearing:{c}", Msg("Battle in clearing {c}", c=c), f"clearing:{c}") for c in self._touching(ctx, slot)
                     if c in fights]
        return opts

    def do_action(self, ctx, slot, seat, action):
        ctx.push(HireStep(slot, "roam", seat))

    def can_battle_in(self, ctx, seat, c):
        return c in self._touching(ctx, seat)

    def fights_without_warriors(self, ctx, seat, c):
        return True

    def max_rolled_hits(self, ctx, seat, c, battle):
        return len(self.card(ctx, seat).data.get("items", []))

    def defenseless(self, ctx, seat, c, battle):
        return False

    def absorb_hits(self, ctx, seat, c, n, by, battle):
        h = self.card(ctx, seat)
        for _ in range(n):
            ready = _ready(h)
            if ready:
                h.data.setdefault("exhausted", []).append(ready[0])
            elif h.data.get("items"):
                k = h.data["items"].pop(0)            # none left to exhaust: one is removed
                if k in h.data["exhausted"]:
                    h.data["exhausted"].remove(k)
                ctx.log("root.hire.exile.lose", Msg("The Exile loses a {item}", item=k), rule=self.rule)
        return 0

    def step_decide(self, ctx, slot, fr):
        if fr.step == "forest":
            return dec(fr.seat, "root.hire.forest", Msg("Put the Exile in which forest?"),
                       [ch(f"forest:{f}", Msg("Forest {f}", f=f)) for f in sorted(ctx.m.forests)], self.rule)
        if fr.step == "roam":
            return dec(fr.seat, "root.hire.exile", Msg("The Exile: exhaust items to move or battle"),
                       self._roam(ctx, slot) + [ch("done", Msg("Done: refresh its items"))], self.rule)
        return None

    def step_act(self, ctx, slot, fr, cid):
        h = self.card(ctx, slot)
        if fr.step == "forest":
            ctx.pop(fr)
            h.data["forest"] = ids.forest(cid)
            ctx.s.supply[slot]["pawn"] = 0
            return
        if cid == "done":
            ctx.pop(fr)
            h.data["exhausted"] = []                  # when finished, refresh every item
            return
        if cid.startswith("forest:"):
            if cid not in {c.id for c in self._roam(ctx, slot)}:
                raise ValueError(cid)
            h.data.setdefault("exhausted", []).append(_ready(h)[0])
            h.data["forest"] = ids.forest(cid)
            ctx.log("root.hire.exile.move", Msg("The Exile moves to forest {f}", f=h.data["forest"]), rule=self.rule)
            return
        c = ids.clearing(cid)
        if c not in self._touching(ctx, slot):
            raise ValueError(cid)
        for k in _ready(h)[:2]:
            h.data["exhausted"].append(k)
        ctx.push(RootBattle(slot, clearing=c, stage="defender"))

    def view(self, ctx, seat, viewer):
        h = self.card(ctx, seat)
        return dict(super().view(ctx, seat, viewer), forest=h.data.get("forest", ""),
                    items=list(h.data.get("items", [])), exhausted=list(h.data.get("exhausted", [])))


class TheBrigand(HirelingSide):
    id = "the-brigand"
    hireling = "the-exile"
    side = "demoted"
    name = N_("The Brigand")
    rule = "Law E (The Brigand)"
    bot_skips = ("steal",)                    # exhausting an item for a card: an optional cost (R-HIRE-67)

    def once(self, ctx, slot):
        return False                                  # two separate once-per-Daylight actions

    def hire_setup(self, ctx, slot, seat):
        s = ctx.s
        if s.ruin_items:                              # already dealt (never with the Vagabond locked out)
            return
        ritems = list(ctx.c.items.ruin_items)         # Law 9.3.4: one R item under each ruin, at random
        s.rng.shuffle(ritems)
        for k, c in enumerate(sorted(s.ruins)):
            if k < len(ritems):
                s.ruin_items[str(c)] = [ritems[k]]

    def on_phase(self, ctx, me, seat, phase):
        super().on_phase(ctx, me, seat, phase)
        if phase == "birdsong":                       # the owner's exhausted box items refresh
            ex = self.card(ctx, me).data.setdefault("exhausted", {})
            ex.pop(str(seat), None)

    def _loot(self, ctx, seat) -> list[int]:
        return [c for c in sorted(ctx.s.ruins) if ctx.s.ruin_items.get(str(c)) and has_any_piece(ctx, seat, c)]

    def _box(self, ctx, slot, seat) -> list[str]:
        left = list(ctx.s.items[seat])
        for x in self.card(ctx, slot).data.get("exhausted", {}).get(str(seat), []):
            if x in left:
                left.remove(x)
        return left

    def _marks(self, ctx, seat) -> list[int]:
        mine = [c for c in ctx.m.ids if has_any_piece(ctx, seat, c)]
        return [i for i in range(ctx.s.n) if i != seat and (ctx.s.hands[i] or ctx.fac(i).automaton)
                and any(has_any_piece(ctx, i, c) for c in mine)]

    def daylight_actions(self, ctx, slot, seat):
        out = []
        if self._loot(ctx, seat):
            out.append(ch(f"hire:{self.id}:loot", Msg("The Brigand: loot a ruin")))
        if self._box(ctx, slot, seat) and self._marks(ctx, seat):
            out.append(ch(f"hire:{self.id}:steal", Msg("The Brigand: exhaust an item to take a card")))
        return out

    def do_action(self, ctx, slot, seat, action):
        ctx.push(HireStep(slot, action, seat))

    def step_decide(self, ctx, slot, fr):
        if fr.step == "loot":
            return dec(fr.seat, "root.hire.clearing", Msg("Loot the ruin in which clearing?"),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in self._loot(ctx, fr.seat)],
                       self.rule)
        if "item" not in fr.data:
            return dec(fr.seat, "root.hire.item", Msg("Exhaust which item?"),
                       [ch(f"item:{k}", Msg("{item}", item=k)) for k in sorted(set(self._box(ctx, slot, fr.seat)))], self.rule)
        return dec(fr.seat, "root.hire.pass", Msg("Take a random card from whom?"),
                   [ch(f"seat:{i}", Msg("{name}", name=T(ctx.name(i)))) for i in self._marks(ctx, fr.seat)], self.rule)

    def step_act(self, ctx, slot, fr, cid):
        s = ctx.s
        if fr.step == "loot":
            c = ids.clearing(cid)
            if c not in self._loot(ctx, fr.seat):
                raise ValueError(cid)
            ctx.pop(fr)
            item = s.ruin_items[str(c)][0]
            remove_ruin_item(ctx, c, item)            # an emptied ruin is removed
            ctx.fac(fr.seat).gain_item(ctx, fr.seat, item)   # the Hundreds: their Hoard (Law 14.2.4)
            ctx.log("root.hire.brigand.loot", Msg("{name} loots a {item} from the ruin in clearing {c}",
                                                  name=T(ctx.name(fr.seat)), item=item, c=c), fr.seat, rule=self.rule)
            return
        if "item" not in fr.data:
            k = ids.item(cid)
            if k not in self._box(ctx, slot, fr.seat):
                raise ValueError(cid)
            fr.data["item"] = k
            self.card(ctx, slot).data.setdefault("exhausted", {}).setdefault(str(fr.seat), []).append(k)
            return
        ctx.pop(fr)
        take_random_card(ctx, ids.seat(cid), fr.seat)


PROMOTED = TheExile()
DEMOTED = TheBrigand()
