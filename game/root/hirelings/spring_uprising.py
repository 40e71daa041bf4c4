"""Spring Uprising / Rabbit Scouts (hireling 3, locks out the Woodland Alliance; facts §3.3).

Spring Uprising (promoted, 4 warriors): setup rolls the uprising die twice, one warrior into a
clearing of each rolled suit; when hired with none on the map, roll once and place one; to
battle its warriors an attacker first discards a card of the clearing's suit (every battle:
ruling R-HIRE-16); at the start of the controller's Birdsong roll the die and either remove an
Uprising warrior of that suit's clearing with every enemy piece there, or place one there.
Rabbit Scouts (demoted): defending, before the roll, the controller may pay a card of the
clearing's suit to take the higher die (like Guerrilla War, Law 8.2.2)."""
from __future__ import annotations

from game.core.i18n import Msg, N_

from .. import ids
from ..engine import ch, dec, discard_card, enemies, matches, remove_all_of, remove_warriors
from ..flow import RootBattle
from .base import HireStep, HirelingSide, clearing_choice, place, placeable
from .data import hirelings_data


def roll_suit(ctx) -> str:
    """The uprising die: a suit die, uniform over fox, rabbit, mouse (facts §1.3, M). Tests force
    a face index with `forced_control` (0 fox, 1 rabbit, 2 mouse)."""
    faces = hirelings_data(ctx.c).uprising_die
    s = ctx.s
    i = s.forced_control.pop(0) % len(faces) if s.forced_control else s.rng.below(len(faces))
    return faces[i]


def _paying(ctx, seat, c) -> list[str]:
    if seat >= ctx.s.n or ctx.fac(seat).automaton:
        return []                               # no hand: a hireling, an automaton (R-HIRE-16)
    return sorted({x for x in ctx.s.hands[seat] if matches(ctx, x, ctx.s.suits[c])})


class SpringUprising(HirelingSide):
    id = "spring-uprising"
    hireling = "spring-uprising"
    side = "promoted"
    name = N_("Spring Uprising")
    rule = "Law E (Spring Uprising)"

    def _of_suit(self, ctx, slot, suit):
        return placeable(ctx, slot, [c for c in ctx.m.ids if ctx.s.suits[c] == suit])

    def _place_rolled(self, ctx, slot, seat):
        suit = roll_suit(ctx)
        ctx.log("root.hire.uprising.die", Msg("The uprising die shows {suit}", suit=suit), seat, rule=self.rule, reveals=True)
        ctx.push(HireStep(slot, "place", seat, {"suit": suit}))

    def hire_setup(self, ctx, slot, seat):
        ctx.push(HireStep(slot, "roll", seat, {"left": 2}))

    def when_hired(self, ctx, slot):
        if not any(ctx.s.warriors[slot][c] for c in ctx.m.ids):
            ctx.push(HireStep(slot, "roll", self.controller(ctx, slot), {"left": 1}))

    def start_birdsong(self, ctx, slot, seat):
        suit = roll_suit(ctx)
        ctx.log("root.hire.uprising.die", Msg("The uprising die shows {suit}", suit=suit), seat, rule=self.rule, reveals=True)
        ctx.push(HireStep(slot, "uprise", seat, {"suit": suit}))

    def may_be_attacked(self, ctx, slot, attacker, c):
        return bool(_paying(ctx, attacker, c))

    def on_attacked(self, ctx, slot, battle):
        ctx.push(HireStep(slot, "toll", battle.attacker, {"c": battle.clearing}))

    def step_decide(self, ctx, slot, fr):
        if fr.step == "place":
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Place an Uprising warrior in which {suit} clearing?",
                                   suit=fr.data["suit"]), self._of_suit(ctx, slot, fr.data["suit"]), self.rule)
        if fr.step == "toll":
            opts = [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in _paying(ctx, fr.seat, fr.data["c"])]
            return dec(fr.seat, "root.hire.pay", Msg("Discard a card of the clearing's suit to battle the Spring Uprising"),
                       opts, self.rule) if opts else None
        if fr.step == "uprise":
            suit = fr.data["suit"]
            burst = [c for c in ctx.m.ids if ctx.s.suits[c] == suit and ctx.s.warriors[slot][c] > 0]
            opts = [ch(f"remove:{c}", Msg("Rise up in clearing {c}: remove it and every enemy piece", c=c), f"clearing:{c}")
                    for c in burst]
            if ctx.s.supply[slot].get("warrior", 0):
                opts += [ch(f"clearing:{c}", Msg("Place a warrior in clearing {c}", c=c), f"clearing:{c}")
                         for c in self._of_suit(ctx, slot, suit)]
            return dec(fr.seat, "root.hire.uprise", Msg("Spring Uprising ({suit}): rise up or place?", suit=suit),
                       opts, self.rule) if opts else None
        return None

    def step_auto(self, ctx, slot, fr):
        if fr.step == "roll" and fr.data["left"] > 0:
            fr.data["left"] -= 1
            self._place_rolled(ctx, slot, fr.seat)
            return
        ctx.pop(fr)                          # nothing legal: nothing happens (ruling R-HIRE-27)

    def step_act(self, ctx, slot, fr, cid):
        ctx.pop(fr)
        if fr.step == "toll":
            discard_card(ctx, fr.seat, ids.card(cid), "pays the Spring Uprising's toll with")
            return
        if cid.startswith("remove:"):
            c = int(cid.partition(":")[2])
            remove_warriors(ctx, slot, c, 1, -1, "spring-uprising")
            for e in enemies(ctx, slot):     # enemies of the hireling: the controller is spared
                remove_all_of(ctx, e, c, slot, "spring-uprising")
            return
        place(ctx, slot, ids.clearing(cid), 1)


class RabbitScouts(HirelingSide):
    id = "rabbit-scouts"
    hireling = "spring-uprising"
    side = "demoted"
    name = N_("Rabbit Scouts")
    rule = "Law E (Rabbit Scouts)"

    def before_roll(self, ctx, me, battle):
        ctl = self.controller(ctx, me)
        if ctl >= 0 and battle.defender == ctl and "rabbit-scouts" not in battle.used \
                and _paying(ctx, ctl, battle.clearing):
            ctx.push(HireStep(me, "scout", ctl, {"c": battle.clearing}))

    def step_decide(self, ctx, slot, fr):
        opts = [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in _paying(ctx, fr.seat, fr.data["c"])]
        return dec(fr.seat, "root.hire.scouts", Msg("Rabbit Scouts: pay a card to take the higher die?"),
                   opts + [ch("pass", Msg("No"))], self.rule) if opts else None

    def step_act(self, ctx, slot, fr, cid):
        ctx.pop(fr)
        if cid == "pass":
            return
        discard_card(ctx, fr.seat, ids.card(cid), "pays the Rabbit Scouts with")
        for b in reversed(ctx.s.stack):
            if isinstance(b, RootBattle):
                b.used.append("rabbit-scouts")
                return


PROMOTED = SpringUprising()
DEMOTED = RabbitScouts()
