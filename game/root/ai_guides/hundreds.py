"""A rule-based Lord of the Hundreds (PT Law chapter 14), the search's guide for that seat (issue
15; docs/ai.md): it plays the seat in simulations and its pick is tried first.

Its points come three ways, and the turn is built around them:
- **Razing** (Law 14.4.1): a mob removes every enemy building and token of its clearing each
  Birdsong, 1 VP each. So in Daylight it sends a single warrior into a clearing full of enemy
  buildings or tokens (a mob needs only a Hundreds warrior there, Law 14.6.1) and in Evening it
  incites there with a matching card; mobs also go where a ruin stands (its item for the Hoard).
- **Oppressing** (Law 14.6.2): every clearing it rules with a piece and no enemy piece counts;
  spare warriors spread one by one into empty clearings, and a clearing it holds is not emptied.
- **Battles** of the Warlord's army (Command and Advance, Law 14.5.2-3) where the dice favour it
  (Wrathful and Stubborn counted, Law 14.7.7-8), for the buildings and tokens removed and the
  clearings left clean.
The first item of each Hoard track is kept (a second action or advance, Law 14.2.4.II), later
crafted items are scored (Contempt for Trade, Law 14.2.3); strongholds are built early (a warrior
each Birdsong, a crafting piece); the mood is chosen for the turn ahead (Rowdy draws cards, the
scarcest thing this faction has; Wrathful or Relentless before a battle, Stubborn under threat;
Jubilant when the Warlord's clearing can be incited).

It reads only what its seat sees (ruling R-AI-31): its hand and Hoard, the public pieces, the ruins
that stand (not what is under them), crafted items; ties from its own seeded stream."""
from __future__ import annotations


from game.core.decision import Decision

from ..engine import fits
from ..factions import hundreds as hu
from ..flow import battle_clearings, dest_choices, move_origins
from . import hundreds_helpers as hh
from .common import Board, GuideBase, foe_rule_strength, held, num

# What one more oppressed clearing is worth against a VP now (Law 14.6.2: about 0.6 VP a turn
# for several turns, when it is not taken back).
OPPRESS = 1.4
RAZE = 1.3                 # per enemy building or token a mob will raze next Birdsong (Law 14.4.1)
RUIN = 1.0                 # a ruin a mob will loot: an item for the Hoard (Law 14.4.1) ...
RUIN_STEP = 2.0            # ... plus this per step it raises a track (Law 14.2.4.II)
BATTLE_MIN = 0.35          # a battle must be worth this much
ADVANCE_MIN = 0.0          # an Advance (move and battle) must be worth this much
APPROACH = 0.15            # an Advance with nothing to fight: worth this per step toward enemy buildings
MOVE_MIN = 0.6             # a Command move must be worth this much
LOOT_BONUS = 2.0           # a looted item beyond its Hoard step: the defender's loss, the track's next step (Law 14.2.5)
BUILD_EARLY = 3.0          # a stronghold's worth in round 0, less 0.25 a round (Law 14.4.2, 14.2.1)
INCITE_CARD = 0.7          # an Incite must be worth this much per point of the card it spends
KEEP_ITEMS_UNTIL = 6       # Contempt for Trade: keep an item that raises a track until this round
# Moods (Law 14.7): a base wish; the position adds to it (Guide.mood_value)
MOOD_BASE = {"rowdy": 1.3, "wrathful": 0.6, "relentless": 0.4, "stubborn": 0.5, "jubilant": 0.2,
             "bitter": 0.1, "grandiose": 0.0, "lavish": -0.2}


class Guide(GuideBase):
    faction = "hundreds"
    sensible_fallback = True              # _helpers_ab.default_choice for the rest
    # Law 4.3.4: our own pieces, least missed first (a mob before a stronghold)
    own_loss_order = {"mob": 1.0, "stronghold": 3.0}

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self.advance: tuple[float, int, int] | None = None      # (value, dest, others) of the Advance under way



    # --- setup (Law 14.3.1) -----------------------------------------------------------------------
    def on_hundreds_setup_corner(self, b: Board, d: Decision, ids: list[str]) -> str:
        # room to spread (neighbours, slots) and ruins near (items for the Hoard)
        def score(i: str) -> float:
            c = num(i)
            near = list(b.adj[c])
            return (len(near) + 0.3 * sum(b.m.slots[x] for x in near) + 0.8 * sum(1 for x in near if hh.ruin_here(b, x))
                    - 0.3 * sum(hh.enemy_pieces(b, x) for x in near))
        return self.pick(ids, score)

    # --- Birdsong (Law 14.4) -----------------------------------------------------------------------
    def on_hundreds_mob(self, b: Board, d: Decision, ids: list[str]) -> str:
        # the spread mob: where it razes most, then a ruin, then a clearing of ours
        return self.pick(ids, lambda i: self.mob_value(b, num(i)))

    def ruin_value(self, b: Board, c: int) -> float:
        """A ruin in c a mob would loot next Birdsong (Law 14.4.1): an item for the Hoard."""
        if not hh.ruin_here(b, c):
            return 0.0
        return RUIN + (RUIN_STEP * hh.ruin_gain(b) if b.s.round <= KEEP_ITEMS_UNTIL else 0.0)

    def mob_value(self, b: Board, c: int) -> float:
        v = RAZE * hh.soft_worth(b, c) + self.ruin_value(b, c)
        v += 0.2 * sum(hh.enemy_soft(b, x) for x in b.adj[c])          # seeds for later spreads
        return v

    def on_hundreds_ruin(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: self.item_value(b, i[5:]))

    def on_hundreds_loot_item(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: self.item_value(b, i[5:]))

    def item_value(self, b: Board, item: str) -> float:
        """An item for the Hoard: what it adds to its track, less the liked mood it would block."""
        v = 2.0 * hh.track_gain(b, item)
        blocked = next((m.id for m in hu.board(b.c).moods if m.item == item), "")
        return v - 0.3 * max(0.0, MOOD_BASE.get(blocked, 0.0))

    def on_hundreds_anoint(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Law 14.4.3: the Warlord takes over the biggest army, nearest the enemy's buildings
        def score(i: str) -> float:
            c = num(i)
            return b.mine(c) + 0.2 * sum(hh.enemy_soft(b, x) for x in [c, *b.adj[c]]) - 0.05 * b.threat(c)
        return self.pick(ids, score)

    def on_hundreds_mood(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: self.mood_value(b, i[5:]))

    def mood_value(self, b: Board, m: str) -> float:
        """What a mood (Law 14.7) is worth for the turn ahead."""
        s = b.s
        w = hh.warlord(b)
        v = MOOD_BASE.get(m, 0.0)
        if not w:
            return v
        near = [w, *b.adj[w]]
        fights = max((self.battle_value(b, c, foe, b.mine(w) if c != w else None) for c in near
                      for foe in b.foes() if b.foe_pieces(foe, c)), default=-9.0)
        if m == "wrathful" and fights > -1.0:
            v += 0.8 + 0.3 * max(0.0, fights)
        elif m == "relentless" and fights > 0 and hu.prowess(b.ctx, self.seat) >= 1:
            v += 0.5
        elif m == "stubborn":
            v += 0.08 * b.threat(w)
        elif m == "rowdy":
            crowd = hh.enemy_pieces(b, w)
            v += 0.8 if crowd >= hu.board(b.c).rowdy_crowd else 0.0
            v -= 0.2 * max(0, len(b.hand()) - 4)                    # a full hand gains less
        elif m == "jubilant":
            if not hh.has_mob(b, w) and hh.card_fits_any(b, w) and s.supply[self.seat].get("mob", 0) >= 2:
                v += 0.3 * sum(1 for x in b.adj[w] if not hh.has_mob(b, x)) + 0.3 * sum(hh.enemy_soft(b, x) for x in b.adj[w])
        elif m == "bitter":
            idle = sum(1 for c in near if hh.has_mob(b, c) and not hh.enemy_soft(b, c) and not hh.ruin_here(b, c))
            v += 0.3 * idle if fights > -1.0 else 0.0
        elif m == "lavish":
            v += 0.6 * self.free_lavish(b)
        return v

    def free_lavish(self, b: Board) -> int:
        """Hoard items whose removal costs no Command or Prowess (the second item of a track,
        Law 14.2.4.II: 2 and 1 items both give 2)."""
        fs = hu._fs(b.ctx, self.seat)
        vals = hu.board(b.c).track_values
        return sum(1 for tr in (fs.command, fs.prowess) if tr and vals[len(tr)] == vals[len(tr) - 1])

    def on_hundreds_lavish(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Law 14.7.4: 2 warriors for an item only where the track's value does not drop
        fs = hu._fs(b.ctx, self.seat)
        vals = hu.board(b.c).track_values
        for tr in (fs.command, fs.prowess):
            if tr and vals[len(tr)] == vals[len(tr) - 1] and f"item:{tr[-1]}" in ids:
                return f"item:{tr[-1]}"
        return "done"

    def on_hundreds_overflow(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Law 14.2.4.I: either way 1 VP and the same track value; free the mood we like most
        def score(i: str) -> float:
            if i == "item:new":
                return 0.05
            item = i[5:]
            blocked = next((m.id for m in hu.board(b.c).moods if m.item == item), "")
            return MOOD_BASE.get(blocked, 0.0)
        return self.pick(ids, score)

    # --- Daylight: craft (Law 14.5.1, 14.2.3) -----------------------------------------------------------
    def craft_worth(self, b: Board, cid: str) -> float:
        rec = b.card(cid)
        if rec.kind == "item":
            keep = 2.0 * hh.track_gain(b, rec.item) if b.s.round <= KEEP_ITEMS_UNTIL else 0.0
            return max(rec.vp, keep) - 0.5 * self.card_cost(b, cid)
        if rec.kind == "immediate" and rec.effect == "favor":
            gain = sum(hh.enemy_soft(b, c) for c in b.m.ids if b.s.suits[c] == rec.suit)
            return gain - 1.0
        if rec.kind == "persistent" and rec.effect in ("armorers", "sappers", "command_warren", "better_burrow_bank",
                                                        "scouting_party"):
            return 0.6
        return -1.0

    def card_cost(self, b: Board, cid: str) -> float:
        """What spending a card costs the seat: birds and ambushes are kept (GuideBase.card_value)."""
        return self.card_value(b, cid)

    def on_hundreds_craft(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.best_craft(b, ids, 0.4)

    def on_hundreds_contempt(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Law 14.2.3: the item for the Hoard while it raises a track early on, else its VP
        fr = next((f for f in reversed(b.s.stack) if type(f) is hu.HundredsContempt), None)
        if fr is None:
            return "score-item"
        gain = hh.track_gain(b, fr.item)
        if gain > 0 and b.s.round <= KEEP_ITEMS_UNTIL and b.s.vp[self.seat] < 22 and fr.vp <= 2 + gain:
            return "keep-item"
        return "score-item"

    # --- Daylight: Command (Law 14.5.2) ---------------------------------------------------------------
    def on_hundreds_command(self, b: Board, d: Decision, ids: list[str]) -> str:
        out: dict[str, float] = {"done": 0.0}
        if "action:battle" in ids:
            v, _, _ = self.best_battle(b)
            if v > BATTLE_MIN:
                out["action:battle"] = 1.0 + v
        if "action:build" in ids:
            v, _ = self.best_build(b)
            if v > 0:
                out["action:build"] = v
        if "action:move" in ids:
            v, plan = self.best_move_plan(b)
            if v > MOVE_MIN:
                out["action:move"] = v
                self.plan["move"] = plan
        best = max(out, key=lambda k: (out[k], k))
        return best

    def best_battle(self, b: Board, only: int = 0) -> tuple[float, int, int]:
        """(value, clearing, defender) of the best battle now (or in `only`)."""
        best = (-9.0, 0, -1)
        cs = [only] if only else battle_clearings(b.ctx, self.seat)
        for c in cs:
            for foe in hh.foes(b):
                if b.foe_pieces(foe, c):
                    v = self.battle_value(b, c, foe)
                    if v > best[0]:
                        best = (v, c, foe)
        return best

    def battle_value(self, b: Board, c: int, foe: int, mine: int | None = None) -> float:
        """A battle against `foe` in c with `mine` warriors (default: those there): VP from its
        buildings and tokens removed (Law 3.2.1), warriors traded, a clearing left clean for
        Oppress, the Warlord's risk (Law 14.2.2)."""
        s = b.s
        mine = b.mine(c) if mine is None else mine
        if mine <= 0:
            return -9.0
        w = hh.warlord(b)
        at_w = w == c or (mine > b.mine(c))             # the Warlord's army moves in with it
        md = hh.mood(b)
        extra = 1 if md == "wrathful" and at_w else 0
        fw = s.warriors[foe][c]
        soft = b.foe_soft(foe, c)
        if fw + soft == 0:
            return -9.0                                # nothing to remove (a Vagabond alone)
        worth = hh.soft_worth(b, c, foe) / soft if soft else 1.0
        dealt, taken = hh.fighting_odds(mine, fw, extra, md == "stubborn" and at_w)
        killed = min(dealt, fw)
        razed = min(soft, max(0.0, dealt - fw))
        lost = min(taken, mine)
        v = worth * razed + 0.45 * killed - 0.45 * lost
        removable = fw + soft
        if (b.foe_pieces(foe, c) == removable and hh.enemy_pieces(b, c) == b.foe_pieces(foe, c)
                and dealt >= removable - 0.25 and mine - lost >= 1):
            v += 0.8 * OPPRESS
        if at_w and mine - taken < 1.0:
            v -= 1.0                                   # the Warlord would be the last to fall
        if mine < fw:
            v -= 0.5
        if foe < s.n:
            v += 0.03 * s.vp[foe]
        return v

    def best_build(self, b: Board) -> tuple[float, int]:
        """(value, clearing) of a stronghold (Law 14.5.2.III): a warrior each Birdsong (14.4.2)
        and a crafting piece (14.2.1), worth most early; paid with a card."""
        cs = hu.build_targets(b.ctx, self.seat)
        if not cs:
            return (-9.0, 0)
        base = max(0.5, BUILD_EARLY - 0.25 * b.s.round)
        have = b.s.supply[self.seat].get("stronghold", 0)
        def site(c: int) -> float:
            cheapest = min(self.card_cost(b, x) for x in b.hand() if fits(b.ctx, x, c))
            margin = held(b, self.seat, c) - foe_rule_strength(b, c)
            return (-0.6 * cheapest + 0.25 * min(margin, 4) - 0.15 * b.threat(c) + (0.6 if not hh.strongholds(b, c) else -0.5)
                    + (0.3 if b.free(c) > 1 else 0.0))
        c = max(cs, key=lambda x: (site(x), -x))
        return (base + site(c) - (0.8 if have <= 1 else 0.0), c)

    def on_hundreds_build(self, b: Board, d: Decision, ids: list[str]) -> str:
        _, c = self.best_build(b)
        return f"clearing:{c}" if f"clearing:{c}" in ids else self.pick(ids, lambda i: -b.threat(num(i)))

    def on_hundreds_build_card(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: -self.card_cost(b, i[5:]))

    # --- Command moves (Law 4.2) -------------------------------------------------------------------
    def best_move_plan(self, b: Board) -> tuple[float, tuple[int, int, int]]:
        """(value, (origin, dest, count)) of the best Command move: a lone warrior into an empty
        clearing (Oppress) or into enemy buildings to incite there this Evening (a mob razes,
        Law 14.6.1 / 14.4.1), never emptying a clearing that scores; the Warlord stays put."""
        best: tuple[float, tuple[int, int, int]] = (-9.0, (0, 0, 0))
        w = hh.warlord(b)
        incite_ok = b.s.supply[self.seat].get("mob", 0) > 0
        for o in move_origins(b.ctx, self.seat):
            n = b.mine(o)
            top = n - 1 if o == w else n
            if top < 1:
                continue
            for ch in dest_choices(b.ctx, self.seat, o):
                dst = num(ch.id)
                for k in sorted({1, 2, top}):
                    if 1 <= k <= top:
                        v = self.move_value(b, o, dst, k, incite_ok)
                        if v > best[0]:
                            best = (v, (o, dst, k))
        return best

    def move_value(self, b: Board, o: int, dst: int, k: int, incite_ok: bool) -> float:
        s = b.s
        v = 0.0
        n_o = b.mine(o)
        # the origin: an oppressed clearing stays so while a warrior or stronghold holds it
        if hh.oppressed(b, o) and n_o - k <= 0 and not hh.strongholds(b, o):
            v -= OPPRESS
        fo = foe_rule_strength(b, o)
        if fo and s.ruler[o] == self.seat and held(b, self.seat, o) - k <= fo:
            v -= 1.0 + 1.5 * hh.strongholds(b, o) + 0.5 * hh.has_mob(b, o)
        if o == hh.warlord(b):
            v -= 0.25 * k                                  # the Warlord's army fights better whole
        # the destination
        ep = hh.enemy_pieces(b, dst)
        if incite_ok and b.mine(dst) == 0 and not hh.has_mob(b, dst) and hh.card_fits_any(b, dst):
            # a warrior there lets a mob be incited this Evening (Law 14.6.1)
            v += 0.8 * (RAZE * hh.soft_worth(b, dst) + self.ruin_value(b, dst))
        if ep == 0:
            if not hh.oppressed(b, dst):
                v += OPPRESS
            else:
                v -= 0.3                                   # already scores
        else:
            foe = foe_rule_strength(b, dst)
            if held(b, self.seat, dst) <= foe < held(b, self.seat, dst) + k:
                v += 0.6                                   # rule taken: moves and builds there
            v -= 0.12 * max(0, b.foe_warriors(dst) - k)    # warriors sent into a crowd
        return v - 0.08 * k

    def on_move_origin(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.plan.get("move")
        if plan is None or f"clearing:{plan[0]}" not in ids:
            v, plan = self.best_move_plan(b)
            if "pass" in ids and v < MOVE_MIN:
                self.plan.pop("move", None)
                return "pass"
            self.plan["move"] = plan
        o = plan[0]
        return f"clearing:{o}" if f"clearing:{o}" in ids else self.pick([i for i in ids if i != "pass"] or ids, lambda i: b.mine(num(i)))

    def on_move_dest(self, b: Board, d: Decision, ids: list[str]) -> str:
        got = self.planned_dest(b, ids)
        if got is not None:
            return got
        return self.pick(ids, lambda i: OPPRESS if hh.enemy_pieces(b, num(i)) == 0 else -hh.enemy_pieces(b, num(i)) * 0.1)

    def on_move_count(self, b: Board, d: Decision, ids: list[str]) -> str:
        # the Warlord stays unless the plan takes every warrior (`warlord:N`, Law 14.2.2)
        plan = self.plan.pop("move", None)
        counts = [i for i in ids if i.startswith("count:")]
        k = plan[2] if plan else 1
        if counts:
            top = max(num(i) for i in counts)
            if k <= top:
                return f"count:{max(1, k)}"
        lords = [i for i in ids if i.startswith("warlord:")]
        if lords and k > max((num(i) for i in counts), default=0):
            return max(lords, key=num)
        return f"count:{min(max(1, k), max(num(i) for i in counts))}" if counts else ids[0]

    # --- battles -----------------------------------------------------------------------------------
    def on_battle_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        cs = [i for i in ids if i.startswith("clearing:")]
        if not cs:
            return "pass"
        best = self.pick(cs, lambda i: self.best_battle(b, num(i))[0])
        if "pass" in ids and self.best_battle(b, num(best))[0] <= BATTLE_MIN:
            return "pass"
        return best

    def on_battle_defender(self, b: Board, d: Decision, ids: list[str]) -> str:
        c = (d.data or {}).get("clearing", 0) or next(
            (f.clearing for f in reversed(b.s.stack) if type(f).__name__ == "RootBattle"), 0)
        if not c:
            return super().on_battle_defender(b, d, ids)
        return self.pick(ids, lambda i: self.battle_value(b, c, num(i)))

    def on_hundreds_loot(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Law 14.2.5: no rolled hits, an item if we still rule after: looted when the item is
        # worth more than what the battle's own hits would remove
        fr = next((f for f in reversed(b.s.stack) if type(f).__name__ == "RootBattle"), None)
        if fr is None:
            return "no-loot"
        c, foe = fr.clearing, fr.defender
        items = hh.crafted_items(b, foe)
        if not items:
            return "no-loot"
        s = b.s
        mine = b.mine(c)
        fw = s.warriors[foe][c]
        at_w = hh.warlord(b) == c
        _, taken = hh.fighting_odds(mine, fw, 0, hh.mood(b) == "stubborn" and at_w)
        rival = max((held(b, x, c) for x in b.foes()), default=0)
        # we rule after if what we keep outnumbers the best other (their pieces are not hit)
        rule_after = held(b, self.seat, c) - taken > rival
        if not rule_after:
            return "no-loot"
        loot_v = max(self.item_value(b, x) for x in items) + LOOT_BONUS - 0.45 * min(taken, mine)
        return "loot" if loot_v > self.battle_value(b, c, foe) else "no-loot"

    def on_hundreds_bitter(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Law 14.7.1: idle mobs (nothing to raze, no ruin) become warriors while the army is small
        w = hh.warlord(b)
        fr = next((f for f in reversed(b.s.stack) if type(f).__name__ == "RootBattle"), None)
        foe_w = b.s.warriors[fr.defender if fr and fr.attacker == self.seat else fr.attacker][w] if fr and w else 0
        if b.mine(w) >= max(3, foe_w + 1):
            return "done"
        idle = [i for i in ids if i.startswith("clearing:") and not hh.enemy_soft(b, num(i)) and not hh.ruin_here(b, num(i))
                and not (hh.oppressed(b, num(i)) and hh.my_pieces(b, num(i)) == 1)]
        return self.pick(idle, lambda i: -self.mob_value(b, num(i))) if idle else "done"

    # --- Advance the Warlord (Law 14.5.3, 14.7.5) -------------------------------------------------------
    def advance_plan(self, b: Board) -> tuple[float, int, int]:
        """(value, destination or 0 to stay, warriors going along) of the best Advance."""
        w = hh.warlord(b)
        if not w:
            return (-9.0, 0, 0)
        n = b.mine(w)
        stay = self.best_battle(b, w)[0] if w in battle_clearings(b.ctx, self.seat) else -9.0
        best = (stay, 0, 0)
        keep = 1 if (hh.oppressed(b, w) and not hh.strongholds(b, w)) or foe_rule_strength(b, w) else 0
        if foe_rule_strength(b, w):
            keep = max(keep, min(n - 1, foe_rule_strength(b, w) - hh.strongholds(b, w) + 1))
        for ch in dest_choices(b.ctx, self.seat, w):
            dst = num(ch.id)
            for k in sorted({max(0, n - 1 - keep), n - 1}):
                v = self.advance_value(b, w, dst, k)
                if v > best[0]:
                    best = (v, dst, k)
        return best

    def advance_value(self, b: Board, w: int, dst: int, k: int) -> float:
        army = b.mine(dst) + k + 1
        v = max((self.battle_value(b, dst, foe, army) for foe in hh.foes(b) if b.foe_pieces(foe, dst)), default=-9.0)
        v = max(v, 0.0) if v > BATTLE_MIN else 0.0
        if hh.enemy_pieces(b, dst) == 0 and not hh.oppressed(b, dst):
            v += OPPRESS * 0.8
        left = b.mine(w) - k - 1
        if hh.oppressed(b, w) and left <= 0 and not hh.strongholds(b, w):
            v -= OPPRESS
        v -= 0.05 * max(0, b.threat(dst) - army)
        # nowhere to fight: head for the nearest enemy buildings and tokens
        if v <= 0.2:
            v += APPROACH * (self.target_distance(b, w) - self.target_distance(b, dst))
        return v

    def target_distance(self, b: Board, c: int) -> int:
        """Steps from c to the nearest clearing with enemy buildings or tokens (99: none)."""
        from ._helpers_ab import distances
        dist = distances(b.ctx, c)
        return min((dist[x] for x in b.m.ids if x in dist and hh.enemy_soft(b, x)), default=99)

    def on_hundreds_advance(self, b: Board, d: Decision, ids: list[str]) -> str:
        v, dst, k = self.advance_plan(b)
        if v > ADVANCE_MIN and "advance" in ids:
            self.advance = (v, dst, k)
            return "advance"
        self.advance = None
        return "done"

    def on_hundreds_advance_move(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.advance or self.advance_plan(b)
        if plan[1]:
            for p in (f"clearing:{plan[1]}", f"ferry:{plan[1]}"):
                if p in ids:
                    return p
        return "stay" if "stay" in ids else ids[0]

    def on_hundreds_advance_count(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.advance
        self.advance = None
        top = max(num(i) for i in ids)
        k = plan[2] if plan else top
        return f"count:{max(0, min(k, top))}"

    def on_hundreds_advance_battle(self, b: Board, d: Decision, ids: list[str]) -> str:
        cs = [i for i in ids if i.startswith("clearing:")]
        if cs and self.best_battle(b, num(cs[0]))[0] > BATTLE_MIN:
            return cs[0]
        return "pass"

    def on_hundreds_relentless(self, b: Board, d: Decision, ids: list[str]) -> str:
        w = hh.warlord(b)
        if "relentless:battle" in ids and self.best_battle(b, w)[0] > BATTLE_MIN:
            return "relentless:battle"
        if "relentless:move" in ids:
            v, dst, k = self.advance_plan(b)
            if dst and v > ADVANCE_MIN:
                self.advance = (v, dst, k)
                return "relentless:move"
        return "pass"

    # --- Evening: Incite (Law 14.6.1) ---------------------------------------------------------------
    def incite_value(self, b: Board, c: int) -> float:
        v = RAZE * hh.soft_worth(b, c) + self.ruin_value(b, c)
        v += 0.15 * sum(1 for x in b.adj[c] if hh.enemy_soft(b, x) and not hh.has_mob(b, x))
        if hh.mood(b) == "jubilant" and c == hh.warlord(b):
            v += 0.5 * min(4, b.s.supply[self.seat].get("mob", 0) - 1)   # Law 14.7.3: more mob rolls
        return v

    def on_hundreds_incite(self, b: Board, d: Decision, ids: list[str]) -> str:
        cs = [i for i in ids if i.startswith("clearing:")]
        if not cs:
            return "done"
        hand = b.hand()
        spare = len(hand) + self.evening_draws(b) - 5          # cards the hand limit would discard
        best = self.pick(cs, lambda i: self.incite_value(b, num(i)))
        c = num(best)
        cost = min(self.card_cost(b, x) for x in hand if fits(b.ctx, x, c))
        need = 0.0 if spare > 0 else INCITE_CARD * cost + 0.3
        return best if self.incite_value(b, c) > need else "done"

    def evening_draws(self, b: Board) -> int:
        bd = hu.board(b.c)
        k = bd.evening_draw
        if hh.mood(b) == "rowdy":
            w = hh.warlord(b)
            k += bd.rowdy_draws[1] if w and hh.enemy_pieces(b, w) >= bd.rowdy_crowd else bd.rowdy_draws[0]
        return k

    def on_hundreds_incite_card(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: -self.card_cost(b, i[5:]))

    def on_hundreds_jubilant(self, b: Board, d: Decision, ids: list[str]) -> str:
        return "roll" if "roll" in ids else "done"           # Law 14.7.3: each roll may place a mob
