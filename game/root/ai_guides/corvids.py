"""A rule-based Corvid Conspiracy (Law chapter 13), the search's guide for that seat (issue 15;
docs/ai.md): it plays the seat in simulations and its pick is tried first.

The Corvids score by flipping plots (Law 13.4.2: each flip scores 1 VP per face-up plot on the map,
this one included), so the turn is built around the next Birdsong's flips:
- Birdsong: craft what scores with plot tokens (13.4.1); flip every face-down plot it can, bombs
  last (a bomb leaves the map after scoring, 13.7.1, so flipped last it counts every other face-up
  plot and returns to the supply to be placed again); recruit every turn (13.4.3) in the suit whose
  clearings gain most (a warrior beside an unguarded face-down plot lets it flip next turn).
- Daylight (13.5): place plots where a warrior stays behind to flip them (the cost grows with each
  plot of the turn, 13.5.2), move a warrior to an unguarded face-down plot, gather warriors to pay
  for a plot, battle where it removes buildings or tokens (Law 3.2.1), Trick a face-down bomb to
  where enemy pieces are (13.5.4). The plot's type: an extortion early (a random card from each
  player there when flipped, then one more card drawn every Evening while face up, 13.7.3,
  13.6.2), a bomb where enemy pieces stand (13.7.1), a raid where an attack is likely
  (13.7.4), a snare otherwise (13.7.2).
- Evening: Exert (13.6.1) only for a plot or a guard worth more than the draw.
- Everything else (ambushes, removals, the hand limit, the shared card questions): common.py's
  answers, then _helpers_ab's `default_choice`.

It reads only what its seat sees (R-AI-31): its own hand and plots (the Corvids may look at their
face-down plots, Law 13.2.2.I), the public pieces, VP and hand sizes; never another hand, the deck,
nor another seat's secrets. Ties come from its own seeded stream."""
from __future__ import annotations

from typing import Any

from game.core.decision import Decision

from ..factions import corvids as cv
from ..flow import RootMove, battle_clearings, can_move
from ._helpers_ab import top_frame
from .common import Board, GuideBase, num

# Our own estimates (docs/ai.md, Session 9), tuned with bench/root_guides.py against Master automata.
PLOT_BASE = 3.0         # a plot placed now: a flip next Birdsong …
PLOT_PER_FACE_UP = 1.2  # … worth about one more VP per face-up plot already on the map
PLOT_WARRIOR = 0.6      # each warrior the plot costs (Law 13.5.2)
GUARD_KEPT = 2.0        # a warrior stays to flip it (Law 13.4.2 needs one)
NO_GUARD = -1.5         # none stays and none can come
GUARD_LATER = -0.5      # none stays but a move this turn can bring one
GUARD_MOVE_BASE = 1.5   # a move that guards an unguarded face-down plot
GATHER_BASE = 1.8       # a move that lets a later action this turn place a plot with a guard (1.2 until session 12)
BATTLE_MIN = 2.0        # a battle must score this much (common.battle_score; docs/ai.md Session 9)
TRICK_MIN = 1.5         # a Trick must gain this much
EXERT_MIN = 3.0         # Exert only for an action worth this much (it costs the Evening draw)
DANGER = 0.0            # per enemy warrior in the clearing (measured: 0.3 won 31/100 vs Master, 0 won 51)
RECRUIT_DANGER = 0.0    # per enemy warrior where a recruited warrior lands (0.3: 42/100 with DANGER 0.3)
THREAT = 0.08           # per enemy warrior in and around the clearing
CRAFT_KEEP = 2          # craft only with at least this many cards in hand (one stays to recruit)
ROOST_HIT = 1.5         # per roost a battle is expected to remove (its owner scores less every turn after)
LAST_TURN_FOE_VP = 26   # a foe this close to 30 may win before our next Birdsong (Law 3.1) …
LAST_TURN_PLOT = 0.3    # … so a plot, which scores only then (13.4.2), keeps this share of its worth …
LAST_TURN_BATTLE = 0.3  # … and a battle that scores now needs only this much
TYPE_BASE = {"extortion": 3.0, "snare": 0.3, "raid": 0.9, "bomb": 0.6}


class Guide(GuideBase):
    """The Corvid Conspiracy guide: `choose(match, decision)` returns a legal choice id."""
    faction = "corvids"
    sensible_fallback = True              # _helpers_ab.default_choice for the rest
    craft_effects = ("corvid_planners", "better_burrow_bank", "armorers", "sappers", "command_warren", "tunnels", "scouting_party")
    # the owner chooses which pieces a battle removes (Law 4.3.4): warriors go first by rule; a
    # plot last of our tokens (each is a future flip)
    own_loss_order = {"plot": 3.0}
    pending: dict[str, tuple[str, Any]]    # action id -> (plan key, plan) while Daylight is scored


    # --- what the seat knows of its plots ------------------------------------------------------
    def plots(self, b: Board) -> dict[str, list]:
        return cv.cs(b.ctx, self.seat).plots           # its own plots (Law 13.2.2.I: it may look)

    def face_down(self, b: Board) -> list[int]:
        return sorted(int(k) for k, v in self.plots(b).items() if not v[1])

    def unguarded(self, b: Board) -> list[int]:
        """Face-down plots with no Corvid warrior: they cannot be flipped (Law 13.4.2)."""
        return [c for c in self.face_down(b) if b.mine(c) == 0]

    def face_up(self, b: Board) -> int:
        return cv.face_up_count(b.ctx, self.seat)

    def danger(self, b: Board, c: int) -> float:
        """How likely our pieces in c are attacked before our next turn."""
        return DANGER * b.foe_warriors(c) + THREAT * b.threat(c)

    def spare(self, b: Board, c: int) -> int:
        """Warriors that can leave c: all but one where a face-down plot needs its guard."""
        keep = 1 if str(c) in self.plots(b) and not self.plots(b)[str(c)][1] else 0
        return max(0, b.mine(c) - keep)

    def automaton(self, b: Board, i: int) -> bool:
        return bool(b.ctx.fac(i).automaton)

    # --- setup (Law 13.3.2) -------------------------------------------------------------------
    def on_corvids_setup(self, b: Board, d: Decision, ids: list[str]) -> str:
        # a quiet clearing with many paths: room to plot, near enough to strike
        def score(i: str) -> float:
            c = num(i)
            foes = sum(b.foe_pieces(x, c) for x in b.foes())
            return -1.5 * foes - 0.2 * b.threat(c) + 0.3 * len(b.adj[c])
        return self.pick(ids, score)

    # --- Birdsong: craft (13.4.1), flip (13.4.2), recruit (13.4.3) -----------------------------

    def on_corvids_craft(self, b: Board, d: Decision, ids: list[str]) -> str:
        crafts = [i for i in ids if i.startswith("craft:")]
        if not crafts:
            return "done"
        best = self.pick(crafts, lambda i: self.craft_worth(b, i[6:]))
        # keep a card to recruit with (Law 13.4.3: the Corvids' warriors come from cards)
        if self.craft_worth(b, best[6:]) > 0 and len(b.hand()) >= CRAFT_KEEP:
            return best
        return "done"

    def on_corvids_flip(self, b: Board, d: Decision, ids: list[str]) -> str:
        flips = [i for i in ids if i.startswith("flip:")]
        plots = self.plots(b)

        def score(i: str) -> float:
            c = num(i)
            kind = plots[str(c)][0]
            if kind == "bomb":
                # last: it leaves the map after scoring (13.7.1); the most enemy pieces first
                return -10.0 + sum(b.foe_pieces(x, c) for x in b.foes()) * 0.1
            if kind == "extortion":
                return 2.0 + 0.1 * sum(1 for x in b.foes() if b.foe_pieces(x, c) and b.s.hands[x])
            return 1.0
        return self.pick(flips, score) if flips else "done"

    def recruit_gain(self, b: Board, c: int) -> float:
        """What one recruited warrior in c is worth."""
        v = 1.0
        if c in self.unguarded(b):
            v += 2.0 + 0.3 * self.face_up(b)          # it can flip that plot next Birdsong
        elif str(c) not in self.plots(b) and b.mine(c) >= 1:
            v += 0.4                                  # two warriors: a plot with a guard
        return v - RECRUIT_DANGER * b.foe_warriors(c)

    def suit_gain(self, b: Board, suit: str) -> float:
        got = sorted((self.recruit_gain(b, c) for c in cv.recruit_clearings(b.ctx, self.seat, suit)), reverse=True)
        return sum(got[:b.s.supply[self.seat]["warrior"]])

    def on_corvids_recruit(self, b: Board, d: Decision, ids: list[str]) -> str:
        cards = [i for i in ids if i.startswith("recruit:")]

        def score(i: str) -> float:
            card = i[8:]
            suit = b.card(card).suit
            gain = max(self.suit_gain(b, x) for x in cv.SUITS) if suit == "bird" else self.suit_gain(b, suit)
            return gain - 1.2 * self.card_value(b, card)
        best = self.pick(cards, score)
        return best if score(best) > 0 else "done"

    def on_corvids_recruit_suit(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: self.suit_gain(b, i[5:]))

    def on_corvids_recruit_place(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: self.recruit_gain(b, num(i)))

    # --- Daylight (13.5) -------------------------------------------------------------------------
    def plot_value(self, b: Board, c: int, cost: int, left: int) -> float:
        """A plot placed in c now (after paying `cost` warriors), with `left` actions after it."""
        st = cv.cs(b.ctx, self.seat)
        if not any(st.reserve.values()):
            return -9.0
        v = PLOT_BASE + PLOT_PER_FACE_UP * self.face_up(b) - PLOT_WARRIOR * cost
        if b.mine(c) - cost >= 1:
            v += GUARD_KEPT
        elif left >= 1 and any(self.spare(b, a) >= 1 and can_move(b.ctx, self.seat, a, c) for a in b.adj[c]):
            v += GUARD_LATER
        else:
            v += NO_GUARD
        v -= self.danger(b, c)
        if st.reserve.get("bomb", 0):
            v += 0.3 * max((b.foe_soft(i, c) for i in b.foes()), default=0)
        return v

    def guard_move(self, b: Board) -> tuple[float, int, int, int] | None:
        """(value, origin, destination, count) of the best move guarding an unguarded plot."""
        best = None
        for c in self.unguarded(b):
            for a in b.adj[c]:
                if self.spare(b, a) >= 1 and can_move(b.ctx, self.seat, a, c):
                    v = GUARD_MOVE_BASE + 0.5 * self.face_up(b) - self.danger(b, c) + 0.1 * self.spare(b, a)
                    if best is None or v > best[0]:
                        best = (v, a, c, 1)
        return best

    def gather_move(self, b: Board, left: int) -> tuple[float, int, int, int] | None:
        """A move that lets the next action place a plot in the destination with a guard left."""
        if left < 1 or b.s.supply[self.seat].get(cv.PLOT, 0) <= 0:
            return None
        cost = cv.plot_cost(b.ctx, self.seat)
        plots = self.plots(b)
        best = None
        for d in b.m.ids:
            if str(d) in plots or not b.can_place(d):
                continue
            need = cost + 1 - b.mine(d)
            if need <= 0:
                continue
            for a in b.adj[d]:
                if self.spare(b, a) >= need and can_move(b.ctx, self.seat, a, d):
                    v = GATHER_BASE + PLOT_PER_FACE_UP * self.face_up(b) - PLOT_WARRIOR * cost - self.danger(b, d) \
                        - 0.1 * need
                    if best is None or v > best[0]:
                        best = (v, a, d, need)
        return best

    def battle_score(self, b: Board, c: int, extra_hits: int = 0) -> float:
        v = super().battle_score(b, c, extra_hits)
        return v + ROOST_HIT * self.roosts_hit(b, c, extra_hits)

    def roosts_hit(self, b: Board, c: int, extra_hits: int = 0) -> int:
        """Roosts a battle in c would likely remove: hits past the defender's warriors go to its
        buildings (Law 4.3.3-4.3.4; an automaton's warriors, then its tokens, then its buildings:
        Rootbotics 1.2.1). A roost removed lowers what its Eyrie scores every Evening (Law 7.6)."""
        s = b.s
        best = 0
        dealt = min(b.mine(c), 2) + extra_hits
        for foe in b.foes():
            roosts = sum(1 for x in s.buildings[c] if x[0] == foe and x[1] == "roost")
            if roosts:
                best = max(best, min(roosts, max(0, dealt - s.warriors[foe][c])))
        return best

    def best_battle(self, b: Board) -> tuple[float, int]:
        cs = battle_clearings(b.ctx, self.seat)
        if not cs:
            return (-9.0, 0)
        c = max(cs, key=lambda x: (self.battle_score(b, x), -x))
        return (self.battle_score(b, c), c)

    def type_value(self, b: Board, kind: str, c: int) -> float:
        """How much a plot of `kind` is worth in c (its effect, Law 13.7)."""
        s = b.s
        v = TYPE_BASE[kind]
        if kind == "bomb":
            for i in b.foes():
                soft, w = b.foe_soft(i, c), s.warriors[i][c]
                if self.automaton(b, i):
                    v += min(2, w) * 0.4 + max(0, min(2 - w, soft)) * 1.5   # Clockwork: 2 pieces (§4.5)
                    roosts = sum(1 for x in s.buildings[c] if x[0] == i and x[1] == "roost")   # R-AI-171
                    v += ROOST_HIT * min(roosts, max(0, 2 - w))
                else:
                    v += 1.5 * soft + 0.4 * w
        elif kind == "extortion":
            v += 0.5 * sum(1 for i in b.foes() if b.foe_pieces(i, c) and s.hands[i])
            v -= 0.4 * len(cv.face_up(b.ctx, self.seat, "extortion"))
        elif kind == "raid":
            v += 0.15 * b.threat(c) + 0.2 * len(b.adj[c])
        elif kind == "snare":
            v += 0.2 * sum(b.foe_pieces(i, c) for i in b.foes())
        return v

    def best_trick(self, b: Board) -> tuple[float, int, int]:
        """(gain, a, b) of the best swap of two face-down plots (Law 13.5.4), judged by type."""
        plots = self.plots(b)
        downs = self.face_down(b)
        best = (-9.0, 0, 0)
        for i, x in enumerate(downs):
            for y in downs[i + 1:]:
                kx, ky = plots[str(x)][0], plots[str(y)][0]
                if kx == ky:
                    continue
                now = self.type_value(b, kx, x) + self.type_value(b, ky, y)
                swapped = self.type_value(b, ky, x) + self.type_value(b, kx, y)
                # only a guarded plot flips next turn: its type matters most
                gain = swapped - now
                if gain > best[0]:
                    best = (gain, x, y)
        return best

    def last_turn(self, b: Board) -> bool:
        """A foe is close enough to 30 VP (Law 3.1) to win before our next Birdsong: VP now
        count, a plot's flip may never come (R-AI-170)."""
        return max((b.s.vp[i] for i in b.foes() if i < b.s.n), default=0) >= LAST_TURN_FOE_VP

    def action_scores(self, b: Board, ids: list[str], left: int) -> dict[str, float]:
        """Each action's worth; the plan it would follow (a move, a battle, a Trick's second
        plot) goes to `self.pending`, and only the chosen action's is kept."""
        out: dict[str, float] = {"done": 0.0}
        self.pending: dict[str, tuple[str, Any]] = {}
        cost = cv.plot_cost(b.ctx, self.seat)
        last = self.last_turn(b)
        for i in ids:
            if i.startswith("plot:"):
                v = self.plot_value(b, num(i), cost, left - 1)
                out[i] = 1.0 + (v * LAST_TURN_PLOT if last and v > 0 else v)
        if "action:move" in ids:
            g = self.guard_move(b)
            h = self.gather_move(b, left - 1)
            best = max((x for x in (g, h) if x is not None), default=None, key=lambda t: t[0])
            if best is not None and best[0] > 0.5:
                out["action:move"] = best[0]
                self.pending["action:move"] = ("move", best[1:])
        if "action:battle" in ids:
            v, c = self.best_battle(b)
            if v > (LAST_TURN_BATTLE if last else BATTLE_MIN):
                out["action:battle"] = 1.0 + 1.5 * v
                self.pending["action:battle"] = ("battle", c)
        tricks = [i for i in ids if i.startswith("trick:")]
        if tricks:
            gain, x, y = self.best_trick(b)
            if gain >= TRICK_MIN and f"trick:{x}" in tricks:
                out[f"trick:{x}"] = gain
                self.pending[f"trick:{x}"] = ("trick", y)
        return out

    def on_corvids_daylight(self, b: Board, d: Decision, ids: list[str]) -> str:
        fr = top_frame(b.s, cv.CorvidDaylight)
        left = fr.left if fr is not None else 1
        scores = self.action_scores(b, ids, left)
        got = self.pick(list(scores), lambda i: scores[i])
        for key in ("move", "battle", "trick"):
            self.plan.pop(key, None)
        if got in self.pending:
            key, value = self.pending[got]
            self.plan[key] = value
        return got

    def on_corvids_plot(self, b: Board, d: Decision, ids: list[str]) -> str:
        fr = top_frame(b.s, cv.CorvidPlot)
        c = fr.clearing if fr is not None else 0
        if not c:
            return self.pick(ids, lambda i: TYPE_BASE.get(i[5:], 0.0))
        return self.pick(ids, lambda i: self.type_value(b, i[5:], c))

    def on_corvids_trick(self, b: Board, d: Decision, ids: list[str]) -> str:
        y = self.plan.pop("trick", 0)
        if f"clearing:{y}" in ids:
            return f"clearing:{y}"
        fr = top_frame(b.s, cv.CorvidTrick)
        a = fr.first if fr is not None else 0
        plots = self.plots(b)
        if not a or str(a) not in plots:
            return ids[0]
        ka = plots[str(a)][0]
        return self.pick(ids, lambda i: self.type_value(b, ka, num(i)) + self.type_value(b, plots[str(num(i))][0], a))

    # --- Evening (13.6) ---------------------------------------------------------------------------
    def on_corvids_exert(self, b: Board, d: Decision, ids: list[str]) -> str:
        opts = []
        cost = cv.plot_cost(b.ctx, self.seat)
        opts += [1.0 + self.plot_value(b, c, cost, 0) for c in cv.plot_targets(b.ctx, self.seat)]
        g = self.guard_move(b)
        if g is not None:
            opts.append(g[0])
        best = max(opts, default=-9.0)
        if best >= EXERT_MIN and len(b.hand()) >= 1:
            return "exert"
        if self.last_turn(b) and self.best_battle(b)[0] > LAST_TURN_BATTLE:
            return "exert"                     # the draw matters less than VP now (Law 3.1)
        return "done"

    def on_corvids_raid(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: self.recruit_gain(b, num(i)))

    # --- moves and battles ------------------------------------------------------------------------
    def on_move_origin(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.plan.get("move")
        if plan and f"clearing:{plan[0]}" in ids:
            return f"clearing:{plan[0]}"
        left = 1
        fr = top_frame(b.s, cv.CorvidDaylight)
        if fr is not None:
            left = fr.left
        cands = [x for x in (self.guard_move(b), self.gather_move(b, left)) if x is not None]
        for v, o, dest, k in sorted(cands, reverse=True):
            if f"clearing:{o}" in ids:
                self.plan["move"] = (o, dest, k)
                return f"clearing:{o}"
        if "pass" in ids:
            self.plan.pop("move", None)
            return "pass"
        # a move we must make: from where the most warriors can spare one
        self.plan.pop("move", None)
        return self.pick([i for i in ids if i.startswith("clearing:")] or ids,
                         lambda i: self.spare(b, num(i)) if i.startswith("clearing:") else -1)

    def on_move_dest(self, b: Board, d: Decision, ids: list[str]) -> str:
        planned = self.planned_dest(b, ids)
        if planned:
            return planned
        self.plan.pop("move", None)
        # no plan: toward an unguarded plot, else the quietest clearing
        ung = set(self.unguarded(b))
        return self.pick(ids, lambda i: (3.0 if num(i) in ung else 0.0) - self.danger(b, num(i)))

    def on_move_count(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.plan.pop("move", None)
        counts = sorted(num(i) for i in ids)
        fr = top_frame(b.s, RootMove)
        want = plan[2] if plan else 1
        if fr is not None and not plan:
            want = max(1, self.spare(b, fr.origin))
        k = max([x for x in counts if x <= want], default=counts[0])
        return f"count:{k}"

    def on_battle_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        c = self.plan.pop("battle", 0)
        if f"clearing:{c}" in ids:
            return f"clearing:{c}"
        return self.battle_choice(b, ids)
