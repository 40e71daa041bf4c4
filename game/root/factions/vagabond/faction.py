"""The Vagabond faction's hooks (Law ch. 9) and the second Vagabond (Law 9.7)."""
from __future__ import annotations

from game.core.i18n import N_, Msg, T

from ...engine import add_vp, ch, pawn_moved, pieces_of
from ..base import Faction
from ..vagabond_state import (HOSTILE, STATES, TRACK, VagabondState, capacity, exhaust, gain, kind_of,
                              new_relationships, on_track, quest_box, state_of, undamaged_swords, up,
                              vagabond_seats, vs)
from .actions import VagabondDamage
from .pawn import put_pawn, rel, set_rel, special
from .relations import VagabondProtector, enlist_protector
from .turn import VagabondDaylight, VagabondEvening, VagabondRefresh, VagabondSetup, VagabondSlip


# --- the faction ---------------------------------------------------------------------------------------

class Vagabond(Faction):
    id = "vagabond"
    name = "Vagabond"
    setup_order = 4                 # Law 5.1.7: D

    def pieces(self, content):
        return {"warrior": 0}       # Law 9.2.2: the pawn is not a warrior (counted by other_pieces)

    def other_pieces(self, ctx, seat, c):
        return 1 if vs(ctx, seat).clearing == c else 0

    def force_pawn(self, ctx, seat, a, b):
        """A forced move (Law 1.5.5) carries the pawn along a path; not the Move action, so no boots
        (ruling R-HIRE-70); the Highway Bandits' toll still applies."""
        if vs(ctx, seat).clearing != a:
            return False
        put_pawn(ctx, seat, f"clearing:{b}")
        pawn_moved(ctx, seat, a, b)
        return True

    def new_fstate(self, ctx, seat):
        return VagabondState(rel=new_relationships(ctx, seat))   # Law 9.3.6

    def on_lineup_known(self, ctx, seat):
        vs(ctx, seat).rel = new_relationships(ctx, seat)   # Law 9.3.6: a marker per faction now known

    def setup(self, ctx, seat):
        ctx.push(VagabondSetup(seat, "forest" if vs(ctx, seat).character else "character"))

    def birdsong(self, ctx, seat):
        fs = vs(ctx, seat)
        fs.aids = {}                 # Law 9.2.9.Ia: aids count within one turn
        fs.improvised = False
        ctx.push(VagabondSlip(seat))
        # Law 9.4.1: 2 per face-up tea on its track, counted at the start of Birdsong, then 3 more
        ctx.push(VagabondRefresh(seat, 3 + 2 * on_track(fs, "tea")))

    def daylight(self, ctx, seat):
        ctx.push(VagabondDaylight(seat))

    def evening(self, ctx, seat):
        ctx.push(VagabondEvening(seat))

    # --- rule, movement, battle ----------------------------------------------------------------------
    def ignores_rule_to_move(self, ctx, seat):
        return True                  # Law 9.2.3 Nimble

    def can_activate_dominance(self, ctx, seat):
        return False                 # Law 9.2.8 (PT): coalitions instead

    def crafting_pieces(self, ctx, seat):
        fs = vs(ctx, seat)           # Law 9.2.1: face-up hammers, of the current clearing's suit
        if not fs.clearing or not up(fs, "hammer"):
            return {}
        return {ctx.s.suits[fs.clearing]: up(fs, "hammer")}

    def gain_item(self, ctx, seat, item):
        gain(ctx, seat, item, "crafted")             # Law 9.5.8: face up, Satchel or track

    def can_battle_in(self, ctx, seat, c):
        return vs(ctx, seat).clearing == c

    def max_rolled_hits(self, ctx, seat, c, battle):
        fs = vs(ctx, seat)
        n = undamaged_swords(fs)                      # Law 9.2.6
        if battle.attacker == seat and fs.battle_ally >= 0:
            n += ctx.s.warriors[fs.battle_ally][c]    # Law 9.2.9.IIc
        return n

    def defenseless(self, ctx, seat, c, battle):
        return undamaged_swords(vs(ctx, seat)) == 0   # Law 9.2.4

    def fights_without_warriors(self, ctx, seat, c):
        return True                                   # Law 4.3.1 / 9.2.2

    def absorb_hits(self, ctx, seat, c, n, by, battle):
        fs = vs(ctx, seat)
        ally = fs.battle_ally if getattr(battle, "cause", "") in ("battle", "ambush") else -1
        ctx.push(VagabondDamage(seat, c, n, ally, by))  # Law 9.2.7 (+ 9.2.9.IId with an ally)
        return 0

    def on_full_removal(self, ctx, seat, c, by):
        if vs(ctx, seat).clearing == c:               # Law 9.2.2.I
            ctx.push(VagabondDamage(seat, c, 3, -1, by))

    def on_warriors_removed(self, ctx, me, owner, c, n, by, cause):
        # LCR FAQ: removing a hireling's warriors makes no one Hostile (they are no player's)
        if by != me or owner == me or owner >= ctx.s.n:
            return
        k = n
        if rel(ctx, me, owner) != HOSTILE:            # Law 9.2.9.III: at once
            set_rel(ctx, me, owner, HOSTILE, "warrior removed")
            k = n - 1                                 # that warrior scores no Infamy (9.2.9.IIIa)
        self._infamy(ctx, me, k, cause)

    def on_removed_enemy_piece(self, ctx, me, owner, c, kind, cause):
        if owner < ctx.s.n and rel(ctx, me, owner) == HOSTILE:
            self._infamy(ctx, me, 1, cause)

    def _infamy(self, ctx, me, k, cause):
        # Law 9.2.9.IIIa: pieces of Hostile players removed in battle during my turn
        if k > 0 and cause in ("battle", "ambush") and ctx.s.turn_seat == me:
            add_vp(ctx, me, k, N_("Infamy"))

    def on_battle_end(self, ctx, seat, battle):
        fs = vs(ctx, seat)
        if battle.attacker == seat and fs.battle_ally >= 0:
            # Law 9.2.9.IId: more hits taken with allied warriors than with items → Hostile
            if fs.ally_hits > fs.item_hits and rel(ctx, seat, fs.battle_ally) != HOSTILE:
                set_rel(ctx, seat, fs.battle_ally, HOSTILE, "its warriors took most hits")
        fs.battle_ally, fs.ally_hits, fs.item_hits = -1, 0, 0

    def before_roll(self, ctx, me, battle):
        # Arbiter Protector (Law D.5.2): the defender may enlist me, not myself, not against me
        fs = vs(ctx, me)
        if (special(ctx, me) == "protector" and fs.clearing == battle.clearing
                and me not in (battle.attacker, battle.defender) and 0 <= battle.defender < ctx.s.n):
            d = battle.defender
            answer = ctx.fac(d).enlists_arbiter(ctx, d, me, battle, pieces_of(ctx, battle.attacker, battle.clearing))
            if answer is None:
                ctx.push(VagabondProtector(me, d))          # a person is asked
            elif answer:
                enlist_protector(ctx, me, d, battle)        # an automaton by its rule (R-AUTO-VC6)
            else:
                ctx.log("root.vagabond.protector", Msg("{name} does not enlist the Arbiter (its bot rule: it "
                        "enlists only below 3 hits and the attacker's pieces, against an Arbiter with fewer VP)",
                        name=T(ctx.name(d))),
                        me, rule="Law D.5.2; Rootbotics 7.7.6 (R-AUTO-VC6)")

    def battle_effects(self, ctx, battle, seat):
        fs = vs(ctx, seat)
        if (special(ctx, seat) == "swift_strike" and up(fs, "sword") and "swift_strike" not in battle.used
                and seat in (battle.attacker, battle.defender)):
            return [ch("swift-strike", Msg("Swift Strike: exhaust a sword for an extra hit"))]
        return []

    def use_battle_effect(self, ctx, battle, seat, cid):
        if cid != "swift-strike":
            return False
        exhaust(vs(ctx, seat), "sword")               # Law D.8.2: once per battle (ruling)
        battle.used.append("swift_strike")
        if seat == battle.attacker:
            battle.att_extra += 1
        else:
            battle.def_extra += 1
        ctx.log("root.vagabond.swift_strike", Msg("Ronin: Swift Strike (+1 hit)"), seat, rule="Law D.8.2")
        return True

    # --- view, checks ---------------------------------------------------------------------------------
    def view(self, ctx, seat, viewer):
        fs = vs(ctx, seat)
        return {"character": fs.character, "clearing": fs.clearing, "forest": fs.forest,
                "items": list(fs.items), "tracks": {k: on_track(fs, k) for k in TRACK},
                "capacity": capacity(fs), "quests": list(quest_box(ctx, seat).quests),
                "quest_deck": len(quest_box(ctx, seat).quest_deck),
                "done": list(fs.done), "relationships": dict(fs.rel), "coalition_with": fs.coalition_with,
                "scorched": fs.scorched}

    def check(self, ctx, seat):
        fs, s = vs(ctx, seat), ctx.s
        out = []
        if bool(fs.clearing) == bool(fs.forest) and s.phase != "setup":
            out.append(f"Vagabond pawn: clearing {fs.clearing}, forest {fs.forest!r}")
        for t in fs.items:
            if state_of(t) not in STATES:
                out.append(f"bad item token {t!r}")
        if fs.item_totals:                            # items are conserved (set at setup)
            have: dict = {}

            def add(k, n=1):
                have[k] = have.get(k, 0) + n
            for k, v in s.item_supply.items():
                add(k, v)
            for i in range(s.n):
                for k in s.items[i] + ctx.fac(i).items_held(ctx, i):
                    add(k)
            for v in vagabond_seats(ctx) or [seat]:      # Law 9.7: both Vagabonds' boards
                o = vs(ctx, v)
                for t in o.items:
                    add(kind_of(t))
                for k in o.removed_items:
                    add(k)
                if o.scorched:
                    add("torch")
            for lst in list(s.ruin_items.values()) + [s.forge_items]:    # + the Legendary Forge's items
                for k in lst:
                    add(k)
            want = {k: v for k, v in fs.item_totals.items() if v}
            if {k: v for k, v in have.items() if v} != want:
                out.append(f"items not conserved: {have} != {want}")
        for k in set(fs.r_items):                     # Law 9.7.3: R items are on the board
            if fs.r_items.count(k) > sum(1 for t in fs.items if kind_of(t) == k):
                out.append(f"{self.name}: more R {k} remembered than held")
        return out


FACTION = Vagabond()


class SecondVagabond(Vagabond):
    """Law 9.7: a second Vagabond (the Riverfolk box's second board): the same rules, its own
    faction id, name and look; reach 2 (Law 5.2). Its setup order against the first is random."""
    id = "vagabond-2"
    name = "Second Vagabond"


FACTION2 = SecondVagabond()
