"""A rule-based Keepers in Iron (PT Law chapter 15), the search's guide for that seat (issue 15;
docs/ai.md), as a strong player runs the faction.

Its points come from relics (Law 15.5.2.III: a relic's value when recovered at a waystation of its
type, +2 VP per completed column of the Relics display), so the turn is a relay: delve relics out of
forests next to clearings it rules (15.5.2.II), carry them with its knights (15.2.4: one relic per
warrior moved) to a waystation showing their type, recover them there. How it plays:
- Birdsong: encamp wherever a knight can be replaced, best beside relics and not exposed, with
  the face the relics nearby need (15.4.1: a waystation is a draw and a place to recover); decamp
  only to turn a waystation toward relics no face shows (15.4.2); recruit once (15.4.3) while
  few knights stand on the map.
- Daylight: craft items; then the Retinue left to right (15.5.2): in each column the card whose
  action is worth most now, on to the next column when none pays. Moves carry relics toward their
  waystation, take rule where a delve or a discard check needs it, thin stacks of four (15.6.1).
  Battle then Delve where it delves (the relic worth most: its value, the column it completes,
  less the risk of failing the discard check, 15.5.2.II.b) and battles only where it wins.
  Recover every relic it can, the ones that pass the discard check first (15.5.2.III.c). Relics
  stay guarded: moves weigh the enemy warriors around them beyond their knights (15.2.5).
  Session 11: a move takes the clearing whose rule makes a pending discard check pass (a relic
  waiting at its waystation, a forest about to be delved); knights with nothing to do head for
  the forests that still hold relics; moving into (or battling away) another seat's sympathy
  costs the card Outrage takes (Law 8.2.6), a Retinue card that Evening.
- Evening: every card in hand goes into the column that needs its suit most (15.6.2); a slide
  only when nothing is added and a card is idle where it sits.
- The rest (battles as defender, the hand limit, shared cards): common.py and _helpers_ab.py.

It reads only what its seat sees: its hand, its Retinue and Relics display (public), relic types
face down and values face up (R-KEEP-4), the public pieces."""
from __future__ import annotations

from typing import Any

from game.core.decision import Decision

from ..factions import keepers as kp
from ..engine import fits
from ..flow import RootMove, battle_clearings, move_origins
from ._helpers_ab import top_frame
from .common import Board, GuideBase, foe_rule_strength, held, num
from .keepers_helpers import Relics, mean, p_above

# Our own weights (tuned with bench/root_guides.py, docs/ai.md "Session 9" and "Session 11"):
WANT_WARRIORS = 7          # recruit (Law 15.4.3) while fewer knights stand on the map
ENCAMP_MIN = 0.0           # an encamp must score this much (Law 15.4.1)
ACTION_MIN = 0.3           # a Retinue action must be worth this much (Law 15.5.2)
CARD_COST = 1.5            # a Retinue card lost to a discard check (Law 15.5.2.II.b / III.c)
RETAINER_COST = 2.2        # a Faithful Retainer lost leaves the game (facts §5.2)
ROUNDS = 8                 # a game's length as the guide plans it (the card costs above fall with it)
RECOVER_NOW = 1.0          # a delved relic recoverable in the same Daylight (15.5.2.III)
DIST_COST = 0.3            # per step between a delved relic and a waystation of its type
RECRUITS_MAX = 1           # recruits per Birdsong while at least half the knights wanted stand
ENCAMP_FOREST = 0.3        # per forest with relics next to an encamp site (delve there, recover there)
FACE_FOREST = 0.8          # per relic of the face's type in those forests
LONE_ENCAMP = 0.5          # an encamp that leaves no knight beside the waystation
EXPOSED = 0.3              # per enemy warrior near a delved relic beyond the knights guarding it
KEEP_AMBUSH = 0            # ambushes kept in hand rather than added to the Retinue
RECRUIT_BY_NEED = 0        # recruit with the card the Retinue needs least
DECAMP_MIN = 5             # relic VP stuck without a waystation of their type that call for a decamp
GUARD = 1.0                # per relic value point and enemy warrior beyond its guard, / 3
SLIDE_MIN = 1.0            # a slide (Law 15.6.2) must gain this much usefulness
COLUMN_WEIGHT = (1.0, 1.1, 1.25)    # Move · Battle then Delve · Move or Recover
OUTRAGE_CARD = 1.2         # a hand card owed to the Alliance (Law 8.2.6, Rootbotics 6.2.3): next Evening's Retinue card
OUTRAGE_VP = 0.3           # no matching card: the Alliance scores or draws instead
SUIT_RULE = 0.5            # rule taken in a clearing of a waystation's suit (the recover check)
CHECK_FIX = 2.0            # per discard check a move's new rule makes pass (checks_fixed)
APPROACH = 0.5             # per unit of delve pull gained by a move carrying no relic (keepers_helpers)


class Guide(GuideBase):
    faction = "keepers"
    sensible_fallback = True              # _helpers_ab.default_choice for the rest
    move_all = True



    # our pieces lost in battle (Law 4.3.4: the owner chooses): a relic removed scores the
    # remover 2 VP (Law 15.2.5), a waystation 1 (Law 3.2.1)
    own_loss_order = {**{f"waystation-{i}": 2.0 for i in (1, 2, 3)},
                      **{f"relic-{t}-{v}": 2.5 + 0.3 * v for t in ("figure", "tablet", "jewelry") for v in (1, 2, 3)}}

    def on_battle_remove(self, b: Board, d: Decision, ids: list[str]) -> str:
        # our own pieces (Law 4.3.4: the owner chooses; relics are tokens, 15.2.1): a waystation
        # before a relic (1 VP to the remover against 2, 15.2.5), the least valuable relic first
        own = [i for i in ids if i.split(":", 1)[1] in self.own_loss_order]
        if own and len(own) == len(ids):
            return self.pick(ids, lambda i: -self.own_loss_order[i.split(":", 1)[1]])
        return super().on_battle_remove(b, d, ids)

    # --- setup (Law 15.3) -----------------------------------------------------------------------
    def on_keepers_setup_corner(self, b: Board, d: Decision, ids: list[str]) -> str:
        # forests around the corner and its neighbours: the relics it will delve first (15.3.1)
        m = b.m

        def score(i: str) -> float:
            c = num(i)
            return (len(m.clearing_forests[c]) + max((len(m.clearing_forests[x]) + 0.5 * m.slots[x] for x in b.adj[c]),
                                                     default=0) + 0.5 * m.slots[c] - 0.3 * b.threat(c))
        return self.pick(ids, score)

    def on_keepers_setup_second(self, b: Board, d: Decision, ids: list[str]) -> str:
        m = b.m
        return self.pick(ids, lambda i: len(m.clearing_forests[num(i)]) + 0.5 * m.slots[num(i)] - 0.5 * b.threat(num(i)))

    # --- Birdsong (Law 15.4) --------------------------------------------------------------------
    def encamp_score(self, b: Board, R: Relics, c: int) -> float:
        mine = b.mine(c)
        v = 2.0                                              # a draw every Evening (Law 15.6.3)
        for x, ks in R.on_map.items():                       # relics it could recover here
            for k in ks:
                t = kp.relic_type(k)
                if R.face_in_supply(t) and R.target_dist(t, x) >= R.dist(x, c) and R.dist(x, c) <= 2:
                    v += (1.0 if x == c else 0.5) * kp.relic_value(k) / (1 + R.dist(x, c))
        v += ENCAMP_FOREST * sum(1 for f in b.m.clearing_forests[c] if R.fs.forests.get(f))
        foes = b.threat(c)
        v -= 0.25 * max(0, foes - (mine - 1))
        if mine <= 1:
            v -= LONE_ENCAMP                                 # an unguarded waystation: 1 VP to anyone
        if c in R.faces:
            v -= 0.7                                         # spread them: one battle takes a clearing's all
        return v

    def on_keepers_encamp(self, b: Board, d: Decision, ids: list[str]) -> str:
        R = Relics(b.ctx, self.seat)
        cs = [i for i in ids if i.startswith("clearing:")]
        if not cs:
            return "done"
        best = self.pick(cs, lambda i: self.encamp_score(b, R, num(i)))
        if self.encamp_score(b, R, num(best)) < ENCAMP_MIN:
            return "done"
        return best

    def on_keepers_encamp_face(self, b: Board, d: Decision, ids: list[str]) -> str:
        R = Relics(b.ctx, self.seat)
        fr = top_frame(b.s, kp.KeepersBirdsong)
        c = fr.clearing if fr is not None else 0

        def score(i: str) -> float:
            t = i.split(":", 1)[1]
            v = 0.8 * R.column_need(t)
            for x, ks in R.on_map.items():
                for k in ks:
                    if kp.relic_type(k) == t and c:
                        v += kp.relic_value(k) / (1 + R.dist(x, c))
            if c:
                for f in b.m.clearing_forests[c]:
                    v += FACE_FOREST * sum(1 for k, _ in R.fs.forests.get(f, []) if kp.relic_type(k) == t)
            if any(t in fs for fs in R.faces.values()):
                v -= 1.0                                     # another waystation shows it already
            return v
        return self.pick(ids, score)

    def on_keepers_decamp(self, b: Board, d: Decision, ids: list[str]) -> str:
        """A waystation is a draw and a recover site: kept, unless relics of a type no waystation
        shows (nor any left on the track can show, Law 15.2.2) wait on the map worth at least
        DECAMP_MIN, and one whose other side shows that type recovers nothing where it stands
        (Law 15.4.2: back to the track, to encamp with that face next Birdsong)."""
        if not DECAMP_MIN:
            return "done"
        R = Relics(b.ctx, self.seat)
        shown = {t for fs in R.faces.values() for t in fs}
        stuck = {t: sum(kp.relic_value(k) for ks in R.on_map.values() for k in ks if kp.relic_type(k) == t)
                 for t in R.types if t not in shown and not R.face_in_supply(t)}
        best, pick = 0.0, "done"
        for i in ids:
            if not i.startswith("clearing:"):
                continue
            c = num(i)
            for w in kp.waystations_at(b.ctx, self.seat, c):
                face = R.fs.faces.get(w, "")
                pair = R.board.waystations[int(w.split("-")[1]) - 1]
                other = next((t for t in pair if t != face), "")
                gain = stuck.get(other, 0)
                useful = sum(kp.relic_value(k) for x, ks in R.on_map.items() for k in ks
                             if kp.relic_type(k) == face and R.dist(x, c) <= 2)
                if gain >= DECAMP_MIN and not useful and gain > best:
                    best, pick = gain, i
        return pick

    def on_keepers_recruit(self, b: Board, d: Decision, ids: list[str]) -> str:
        s = b.s
        cards = [i for i in ids if i.startswith("card:")]
        on_map = sum(s.warriors[self.seat][c] for c in b.m.ids)
        if not cards or on_map >= WANT_WARRIORS or s.supply[self.seat].get("warrior", 0) <= 0:
            return "done"
        n = self.plan.get("recruited", (None, 0))
        done = n[1] if n[0] == s.round else 0
        if done >= RECRUITS_MAX and on_map >= WANT_WARRIORS // 2:
            return "done"                                    # the rest of the hand: Retinue cards
        self.plan["recruited"] = (s.round, done + 1)
        if not RECRUIT_BY_NEED:
            return self.pick(cards, lambda i: -self.card_value(b, i[5:]))
        # the card the Retinue needs least (its suit's best column is well covered)
        use = self.usefulness(b, Relics(b.ctx, self.seat))
        return self.pick(cards, lambda i: -max(self.fit_score(b, use, i[5:], k) for k in range(3))
                         - 0.5 * self.card_value(b, i[5:]))

    def on_keepers_recruit_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        R = Relics(b.ctx, self.seat)

        def score(i: str) -> float:
            c = num(i)
            v = 0.3 * b.threat(c) + 0.4 * sum(1 for f in b.m.clearing_forests[c] if R.fs.forests.get(f))
            return v - (1.0 if b.mine(c) + 2 >= 4 else 0.0)
        return self.pick(ids, score)

    # --- Daylight: crafting (Law 15.5.1, 4.1) ---------------------------------------------------

    def on_keepers_craft(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.best_craft(b, ids)

    # --- Daylight: the Retinue (Law 15.5.2) -------------------------------------------------------
    def card_cost(self, b: Board, card: str) -> float:
        """A Retinue card lost: an action a turn for the rest of the game (about eight rounds)."""
        left = max(1.0, ROUNDS - b.s.round) / ROUNDS
        return (RETAINER_COST if kp.is_retainer(card) else CARD_COST) * (0.4 + 0.6 * left)

    def recover_soon(self, b: Board, R: Relics, t: str, c: int) -> bool:
        """A relic of type t in c can be recovered this Daylight: a waystation here shows t and a
        Move or Recover card matching c is still unused (Law 15.5.2.III)."""
        return t in R.faces.get(c, []) and any(kp.card_fits(b.ctx, x, c) for x in self.unused(b, 2))

    def delve_value(self, b: Board, R: Relics, c: int, card: str) -> tuple[float, str, str]:
        """(worth, forest, relic choice id) of the best delve from c (Law 15.5.2.II.a)."""
        best = (-9.0, "", "")
        for f in kp.delve_forests(b.ctx, self.seat, c):
            ruled = R.ruled_by_forest(f)
            for t, v, cid in R.forest_offer(f):
                vals = [v] if v is not None else (R.hidden_values(t) or [2])
                w = 0.9 * mean(vals) + 1.2 * R.column_need(t) - p_above(vals, ruled) * self.card_cost(b, card) + 0.5
                if self.recover_soon(b, R, t, c):
                    w += RECOVER_NOW
                else:
                    w -= DIST_COST * min(R.target_dist(t, c), 4)
                    w -= EXPOSED * max(0, b.threat(c) - b.mine(c))   # a relic exposed: 2 VP to its taker (15.2.5)
                if w > best[0]:
                    best = (w, f, cid)
        return best

    def recover_value(self, b: Board, R: Relics, c: int, card: str) -> float:
        kinds = kp.recover_kinds(b.ctx, self.seat, c)
        if not kinds:
            return -9.0
        ruled = R.ruled_of_suit(c)
        v = sum(kp.relic_value(k) for k in kinds) + 2.0 * len(kinds) * max(R.column_need(kp.relic_type(k)) for k in kinds) / 2
        if any(kp.relic_value(k) > ruled for k in kinds):
            v -= self.card_cost(b, card)
        return v + 1.0

    def unused(self, b: Board, k: int) -> list[str]:
        """The Retinue cards of column k that may still act this Daylight (R-KEEP-5)."""
        fr = top_frame(b.s, kp.KeepersDaylight)
        col = kp._fs(b.ctx, self.seat).retinue[k]
        if fr is None:
            return list(col)
        if k < fr.col:
            return []
        return [x for x in col if f"{k}:{x}" not in fr.used]

    def delve_ready(self, b: Board, c: int) -> bool:
        return b.rules(c) and b.mine(c) > 0 and bool(kp.delve_forests(b.ctx, self.seat, c))

    def move_eval(self, b: Board, R: Relics, o: int, d: int, k: int) -> tuple[float, list[str]]:
        """What moving k warriors o -> d is worth to the relay, and the relics to carry along
        (Law 15.2.4: one per warrior moved)."""
        s, seat = b.s, self.seat
        mine_o, mine_d = b.mine(o), b.mine(d)
        left = mine_o - k
        v = -0.05 * k
        carry: list[str] = []
        relics = sorted(R.on_map.get(o, []), key=lambda x: (-kp.relic_value(x), x))
        for r in relics:
            if len(carry) >= k:
                break
            t = kp.relic_type(r)
            to, td = R.target_dist(t, o), R.target_dist(t, d)
            if td < to or (left == 0 and to > 0):
                carry.append(r)
                val = kp.relic_value(r)
                v += (to - td) * (0.5 + 0.25 * val) + (0.5 + 0.3 * val if td == 0 else 0.0)
        exposed = [r for r in relics if r not in carry]
        if APPROACH and not carry and not kp.delve_forests(b.ctx, seat, o) and not (left == 0 and o in R.faces):
            # knights with nothing to carry head for the forests that still hold relics (delves,
            # Law 15.5.2.II.a): the last relics near the start run out by the middle game
            v += APPROACH * (R.delve_pull(d) - R.delve_pull(o)) * min(k, 2)
        if left == 0 and exposed:
            v -= sum(0.6 + 0.3 * kp.relic_value(r) for r in exposed) * (1.0 if b.threat(o) else 0.4)
        # relics guarded by knights (Law 15.2.5: a relic taken is 2 VP to its taker): enemy warriors
        # in and next to a clearing beyond the knights there put its relics at risk
        if GUARD:
            def risk(c: int, n: int) -> int:
                return max(0, b.threat(c) - n)

            def val(rs: list[str]) -> int:
                return sum(kp.relic_value(r) for r in rs)
            here = R.on_map.get(d, [])
            after = val(carry + here) * risk(d, mine_d + k) + val(exposed) * risk(o, left)
            before = val(relics) * risk(o, mine_o) + val(here) * risk(d, mine_d)
            v -= GUARD * (after - before) / 3
        # rule (Law 2.6): delves and discard checks count ruled clearings (15.5.2.II.b, III.c)
        foe_d = foe_rule_strength(b, d)
        if not b.rules(d) and held(b, seat, d) + k > foe_d:
            v += 1.0 + 0.6 * min(2, sum(1 for f in b.m.clearing_forests[d] if R.fs.forests.get(f)))
            v += SUIT_RULE if d in R.faces or any(s.suits[d] == s.suits[w] for w in R.faces) else 0.0
        if CHECK_FIX and not b.rules(d) and held(b, seat, d) + k > foe_d:
            v += CHECK_FIX * self.checks_fixed(b, R, d)
        if b.rules(o) and held(b, seat, o) - k <= foe_rule_strength(b, o):
            v -= 1.0 + (1.2 if o in R.faces else 0.0) + 0.4 * sum(1 for f in b.m.clearing_forests[o] if R.fs.forests.get(f))
        if left == 0 and o in R.faces:
            v -= 0.8                                          # an unguarded waystation
        # a delve next (Battle then Delve): warriors where it will rule beside a forest with relics
        if kp.delve_forests(b.ctx, seat, d) and not self.delve_ready(b, d) and held(b, seat, d) + k > foe_d:
            if any(kp.card_fits(b.ctx, x, d) for x in self.unused(b, 1)):
                v += 1.5
        # Live off the Land (Law 15.6.1): a clearing with four knights loses one each Evening
        if mine_d + k >= 4 and mine_d < 4:
            v -= 0.6
        if mine_o >= 4 and left < 4:
            v += 0.6
        fw = b.foe_warriors(d)
        if fw > mine_d + k:
            v -= 0.4 * (fw - mine_d - k)
        return v - self.outrage_cost(b, d), carry

    def outrage_cost(self, b: Board, c: int) -> float:
        """Warriors moved into a sympathetic clearing, or a sympathy token removed there, owe the
        Alliance a card of the clearing's suit (Law 8.2.6; Rootbotics 6.2.3 for the Automated
        Alliance): a card in hand now is a Retinue card this Evening (15.6.2); with none to give,
        the Alliance gains instead (a VP or a supporter)."""
        if not any(t[0] != self.seat and t[1] == "sympathy" for t in b.s.tokens[c]):
            return 0.0
        return OUTRAGE_CARD if any(fits(b.ctx, x, c) for x in b.hand()) else OUTRAGE_VP

    def best_move_from(self, b: Board, R: Relics, origins: list[int]) -> tuple[float, int, int, int, list[str]]:
        from ..flow.move import can_move
        best: tuple[float, int, int, int, list[str]] = (-99.0, 0, 0, 0, [])
        for o in origins:
            n = b.mine(o)
            for dst in b.adj[o]:
                if not can_move(b.ctx, self.seat, o, dst):
                    continue
                for k in range(1, n + 1):
                    v, carry = self.move_eval(b, R, o, dst, k)
                    if v > best[0]:
                        best = (v, o, dst, k, carry)
        return best

    def battle_value(self, b: Board, c: int) -> float:
        """A battle in c (Law 4.3), with Devout Knights (Law 15.2.4: a relic and a knight there, the
        first hit is ignored)."""
        v = self.battle_score(b, c)
        if b.mine(c) and b.foe_warriors(c) < 2:
            v -= self.outrage_cost(b, c)                     # the sympathy there is likely removed
        if kp.relics_at(b.ctx, self.seat, c) and b.mine(c):
            v += 0.5
        return v

    def checks_fixed(self, b: Board, R: Relics, d: int) -> float:
        """Relic value saved from a failed discard check by ruling d too: a relic waiting at a
        waystation of its type in a clearing of d's suit, worth more than the clearings of that
        suit the Keepers rule now but not more than one more (Law 15.5.2.III.c), with a Move or
        Recover card left for it; and a delve from a forest beside d whose face-down relic may be
        worth one more than the clearings ruled around it (15.5.2.II.b), with a Battle then Delve
        card left. Each counts the chance of the card kept."""
        got = 0.0
        ruled_suit: dict[int, int] = {}
        for c, ks in R.on_map.items():
            if c == d or not ks or not any(su in kp.clearing_suits(b.ctx, d) for su in kp.clearing_suits(b.ctx, c)):
                continue
            faces = R.faces.get(c, [])
            if not faces or not any(kp.card_fits(b.ctx, x, c) for x in self.unused(b, 2)):
                continue
            n = ruled_suit.get(c)
            if n is None:
                n = ruled_suit[c] = R.ruled_of_suit(c)
            if any(kp.relic_type(k) in faces and kp.relic_value(k) == n + 1 for k in ks):
                got += 1.0
        for f in b.m.clearing_forests[d]:
            offer = R.fs.forests.get(f)
            if not offer:
                continue
            n = R.ruled_by_forest(f)
            if not any(self.delve_ready(b, x) and any(kp.card_fits(b.ctx, y, x) for y in self.unused(b, 1))
                       for x in b.m.forests[f] if x != d):
                continue
            best = 0.0
            for t, v, _ in R.forest_offer(f):
                vals = [v] if v is not None else (R.hidden_values(t) or [2])
                best = max(best, p_above(vals, n) - p_above(vals, n + 1))
            got += best
        return got

    def action_value(self, b: Board, R: Relics, k: int, card: str) -> tuple[float, int, Any]:
        """(worth, clearing, plan) of the best action of Retinue column k with `card`."""
        ctx = b.ctx
        cs = kp.action_clearings(ctx, self.seat, k, card)
        best: tuple[float, int, Any] = (-99.0, 0, None)
        if k == 0 or k == 2:
            origins = [c for c in cs if c in set(move_origins(ctx, self.seat))]
            if origins:
                mv = self.best_move_from(b, R, origins)
                if mv[0] > best[0]:
                    best = (mv[0], mv[1], ("move",) + mv[1:])
        if k == 2:
            for c in cs:
                v = self.recover_value(b, R, c, card)
                if v > best[0]:
                    best = (v, c, ("recover",))
        if k == 1:
            battles = set(battle_clearings(ctx, self.seat))
            for c in cs:
                dv = self.delve_value(b, R, c, card)[0] if kp.delve_forests(ctx, self.seat, c) else -9.0
                if c in battles:
                    bv = self.battle_value(b, c)
                    if bv < 0:
                        v = bv + (0.4 * dv if dv > 0 and b.mine(c) > b.foe_warriors(c) + 1 else 0.0)
                    else:
                        v = 0.8 + bv + (0.6 * dv if dv > 0 and b.mine(c) > b.foe_warriors(c) else 0.0)
                else:
                    v = dv if self.delve_ready(b, c) else -9.0
                if v > best[0]:
                    best = (v, c, ("delve",))
        return best

    def on_keepers_retinue(self, b: Board, d: Decision, ids: list[str]) -> str:
        R = Relics(b.ctx, self.seat)
        by_col: dict[int, list[tuple[float, str]]] = {}
        for i in ids:
            if not i.startswith("use:"):
                continue
            _, k, card = i.split(":", 2)
            v = self.action_value(b, R, int(k), card)[0]
            if v > ACTION_MIN:
                by_col.setdefault(int(k), []).append((v, i))
        if not by_col:
            return "done"
        # Law 15.5.2: left to right; a column is left only when none of its cards pays
        opts = by_col[min(by_col)]
        top = max(v for v, _ in opts)
        tied = [i for v, i in opts if v >= top - 1e-9]
        # the same action: spend a suited card before a bird (wild) or a Retainer (leaves the game)
        return min(tied, key=lambda i: (kp.is_retainer(i.split(":", 2)[2]),
                                        kp.card_suit(b.ctx, i.split(":", 2)[2]) == "bird", i))

    def on_keepers_action_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        fr = top_frame(b.s, kp.KeepersAction)
        if fr is None:
            return self.fallback(d, ids)
        R = Relics(b.ctx, self.seat)
        v, c, plan = self.action_value(b, R, fr.col, fr.card)
        if plan and plan[0] == "move":
            self.plan["move"] = plan[1:]
        if f"clearing:{c}" in ids:
            return f"clearing:{c}"
        return self.pick(ids, lambda i: b.mine(num(i)))

    def on_keepers_action_mode(self, b: Board, d: Decision, ids: list[str]) -> str:
        fr = top_frame(b.s, kp.KeepersAction)
        if "recover" in ids:
            return "recover"
        if fr is not None:
            R = Relics(b.ctx, self.seat)
            mv = self.best_move_from(b, R, [fr.clearing])
            self.plan["move"] = mv[1:]
        return "move"

    def on_keepers_delve(self, b: Board, d: Decision, ids: list[str]) -> str:
        fr = top_frame(b.s, kp.KeepersAction)
        if fr is None:
            return self.fallback(d, ids)
        R = Relics(b.ctx, self.seat)
        w, f, cid = self.delve_value(b, R, fr.clearing, fr.card)
        if f and f"forest:{f}" in ids and w > -0.5:
            self.plan["delve"] = cid
            return f"forest:{f}"
        return "pass" if "pass" in ids else self.fallback(d, ids)

    def on_keepers_delve_relic(self, b: Board, d: Decision, ids: list[str]) -> str:
        want = self.plan.pop("delve", "")
        if want in ids:
            return want
        R = Relics(b.ctx, self.seat)

        def score(i: str) -> float:
            parts = i.split(":", 1)[1].split("-")
            vals = [int(parts[1])] if len(parts) > 1 else (R.hidden_values(parts[0]) or [2])
            return mean(vals) + 1.2 * R.column_need(parts[0])
        return self.pick(ids, score)

    def on_keepers_recover(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Law 15.5.2.III.c: a failed check ends the action, so the relics that pass it go first;
        # of those, the one completing a column (III.b), then the most valuable
        fr = top_frame(b.s, kp.KeepersAction)
        R = Relics(b.ctx, self.seat)
        ruled = R.ruled_of_suit(fr.clearing) if fr is not None else 0

        def score(i: str) -> float:
            t, v = i.split(":", 1)[1].split("-")[:2]
            safe = int(v) <= ruled
            return (10.0 if safe else 0.0) + 2.0 * R.column_need(t) + int(v) * (1 if safe else -1) * 0.5
        return self.pick(ids, score)

    def on_keepers_recover_again(self, b: Board, d: Decision, ids: list[str]) -> str:
        return "recover"                                     # VP now; a relic left here is exposed

    def carry_plan(self, fr: Any) -> list[str] | None:
        """The relics planned to go along on this move (origin, destination), else None."""
        got = self.plan.get("carry")
        if got and got[0] == fr.origin and got[1] == fr.dest:
            return got[2]
        mv = self.plan.get("move")                          # a one-warrior move asks no count
        if mv and len(mv) > 3 and mv[0] == fr.origin and mv[1] == fr.dest:
            self.plan.pop("move")
            self.plan["carry"] = (fr.origin, fr.dest, list(mv[3]))
            return self.plan["carry"][2]
        return None

    def on_keepers_move_relics(self, b: Board, d: Decision, ids: list[str]) -> str:
        fr = top_frame(b.s, RootMove)
        if fr is None or not fr.dest:
            return "done"
        carry = self.carry_plan(fr)
        if carry is not None:
            for r in carry:
                if f"relic:{r[6:]}" in ids:
                    carry.remove(r)
                    return f"relic:{r[6:]}"
            return "done"
        R = Relics(b.ctx, self.seat)
        left = b.mine(fr.origin)

        def score(i: str) -> float:
            if i == "done":
                return 0.0
            kind = "relic-" + i.split(":", 1)[1]
            t = kp.relic_type(kind)
            to, td = R.target_dist(t, fr.origin), R.target_dist(t, fr.dest)
            if td < to or (left == 0 and to > 0):
                return 1.0 + kp.relic_value(kind)
            return -1.0
        return self.pick(ids, score)

    # --- moves: the plan made with the action, else the best for the relay -----------------------
    def on_move_dest(self, b: Board, d: Decision, ids: list[str]) -> str:
        planned = self.planned_dest(b, ids)
        if planned:
            return planned
        fr = top_frame(b.s, RootMove)
        if fr is None or not fr.origin:
            return super().on_move_dest(b, d, ids)
        R = Relics(b.ctx, self.seat)
        dests = [num(i) for i in ids if i.startswith(("clearing:", "ferry:"))]
        best = None
        for dst in dests:
            for k in range(1, b.mine(fr.origin) + 1):
                v, carry = self.move_eval(b, R, fr.origin, dst, k)
                if best is None or v > best[0]:
                    best = (v, dst, k, carry)
        if best is None:
            return self.fallback(d, ids)
        self.plan["move"] = (fr.origin, best[1], best[2], best[3])
        return next(i for i in ids if i.startswith(("clearing:", "ferry:")) and num(i) == best[1])

    def on_move_count(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.plan.pop("move", None)
        top = max(num(i) for i in ids)
        fr = top_frame(b.s, RootMove)
        if plan and fr is not None and plan[0] == fr.origin and plan[1] == fr.dest:
            if len(plan) > 3:
                self.plan["carry"] = (fr.origin, fr.dest, list(plan[3]))
            return f"count:{max(1, min(plan[2], top))}"
        if fr is not None and isinstance(fr, kp.KeepersMove):
            R = Relics(b.ctx, self.seat)
            best = max(((self.move_eval(b, R, fr.origin, fr.dest, k), k) for k in range(1, top + 1)),
                       key=lambda x: (x[0][0], -x[1]))
            self.plan["carry"] = (fr.origin, fr.dest, list(best[0][1]))
            return f"count:{best[1]}"
        return f"count:{top}"

    # --- Evening: Gather Retinue (Law 15.6.2) -------------------------------------------------------
    def usefulness(self, b: Board, R: Relics) -> list[dict[str, float]]:
        """Per column, per suit: how many clearings want an action of that column there."""
        s, seat = b.s, self.seat
        out: list[dict[str, float]] = [{}, {}, {}]

        def add(k: int, c: int, w: float) -> None:
            for su in kp.clearing_suits(b.ctx, c):
                out[k][su] = out[k].get(su, 0.0) + w
        for c in b.m.ids:
            w = s.warriors[seat][c]
            relic_forests = sum(1 for f in b.m.clearing_forests[c] if R.fs.forests.get(f))
            if w:
                add(0, c, 1.0 + 0.5 * len(R.on_map.get(c, [])))
            if relic_forests:
                add(1, c, (1.0 if w else 0.35) * min(relic_forests, 2))
            if w and any(b.foe_soft(i, c) for i in b.foes()):
                add(1, c, 0.5)
            if c in R.faces:
                add(2, c, 1.5 + len(R.on_map.get(c, [])))
            if w:
                add(2, c, 0.3)
        return out

    def coverage(self, b: Board, k: int, suit: str) -> int:
        col = kp._fs(b.ctx, self.seat).retinue[k]
        return sum(1 for x in col if kp.card_suit(b.ctx, x) == "bird" or kp.card_matches(b.ctx, x, suit))

    def fit_score(self, b: Board, use: list[dict[str, float]], card: str, k: int, extra: int = 0) -> float:
        """What card adds to column k: the need of the suits it matches, less what covers them."""
        suit = kp.card_suit(b.ctx, card)
        suits = sorted(use[k]) if suit == "bird" else [suit]
        return max((COLUMN_WEIGHT[k] * use[k].get(su, 0.0) / (1 + self.coverage(b, k, su) + extra) for su in suits),
                   default=0.0)

    def on_keepers_gather(self, b: Board, d: Decision, ids: list[str]) -> str:
        R = Relics(b.ctx, self.seat)
        use = self.usefulness(b, R)
        adds = [i for i in ids if i.startswith("add:")]
        if adds:
            hand = b.hand()
            ambushes = sorted(x for x in hand if b.card(x).kind == "ambush")
            keep = ambushes[:KEEP_AMBUSH]                     # an ambush stays to defend (Law 4.3.1)

            def score(i: str) -> float:
                _, k, card = i.split(":", 2)
                if card in keep:
                    return -1.0
                return self.fit_score(b, use, card, int(k)) + 0.1
            best = self.pick(adds, score)
            if score(best) > 0.05:
                return best
        slides = [i for i in ids if i.startswith("slide:")]
        if slides and not adds:
            best_gain, best_id, best_to = 0.0, "", 0
            for i in slides:
                _, k, card = i.split(":", 2)
                here = self.fit_score(b, use, card, int(k), extra=-1)
                for j in range(3):
                    if j != int(k):
                        gain = self.fit_score(b, use, card, j) - here
                        if gain > best_gain + 1e-9:
                            best_gain, best_id, best_to = gain, i, j
            if best_gain >= SLIDE_MIN:
                self.plan["slide"] = best_to
                return best_id
        return "done"

    def on_keepers_gather_column(self, b: Board, d: Decision, ids: list[str]) -> str:
        j = self.plan.pop("slide", None)
        if j is not None and f"column:{j}" in ids:
            return f"column:{j}"
        return ids[0]

    # --- a relic removed with no enemy remover (R-KEEP-3) ------------------------------------------
    def on_keepers_trophy(self, b: Board, d: Decision, ids: list[str]) -> str:
        fr = top_frame(b.s, kp.KeepersTrophy)
        if fr is not None and fr.owner != self.seat:
            # another seat's relic: the forest farthest from its knights
            w = b.s.warriors[fr.owner]
            return self.pick(ids, lambda i: -sum(w[c] for c in b.m.forests[i.split(":", 1)[1]]))
        return self.pick(ids, lambda i: sum(b.mine(c) + (2 if b.rules(c) else 0) for c in b.m.forests[i.split(":", 1)[1]]))


__all__ = ["Guide"]
