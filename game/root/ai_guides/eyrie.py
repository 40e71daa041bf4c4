"""A rule-based Eyrie Dynasties (Law chapter 7), as a strong player runs the Decree.

The Eyrie scores by its roosts every Evening (Law 7.6.1), so roosts come first; the Decree
(Law 7.4.2) is its engine and its danger: every card in it must be carried out each Daylight or
the Eyrie falls into Turmoil (Law 7.7: 1 VP lost per bird in the Decree, the Decree purged, the
leader deposed). So the guide adds to the Decree only what the board can carry out: for each
column it counts, per suit, the clearings where that action can be done (Recruit: a roost of the
suit; Move: warriors in clearings of the suit; Battle: warriors beside enemy pieces; Build: ruled
clearings without a roost with a free slot) against the cards already there, birds being wild
(Law 7.5.2, 2.1.1), and takes the card and column worth most after that risk. In Daylight it
resolves the most constrained cards first, moves toward the clearings its Build cards need,
battles where it out-numbers, and picks a new leader whose Loyal Viziers (Law 7.3.4) fit the board.

At the table it does better than estimate (R-AI-92, R-AI-93): each Decree it might add is played
out to the Evening on a copy (eyrie_plan.py), the one leaving it best placed is added, and the real
Daylight repeats the copy's answers while the board is the one foreseen. The estimate above stays
the rules of the copy's own seat, of the search's simulations (R-AI-94) and of the next turn's risk."""
from __future__ import annotations

from typing import Any, Callable

from game.core.decision import Decision
from game.core.search import SimMatch

from ..engine import WIN_VP  # Law 3.1: the first to 30 VP wins
from ..factions.eyrie import COLUMNS, VIZIER, card_suit, has_roost, recruit_count, roosts_on_map, targets
from .common import Board, GuideBase, held, num
from .eyrie_plan import fingerprint, opponent_agents, play_daylight, play_round
from .lookahead import PlanMatch

SUITS = ("fox", "rabbit", "mouse")
TURMOIL = 8.0          # what falling into Turmoil costs, in the units of a card's worth below
COLUMN_WORTH = {"recruit": 1.4, "move": 1.4, "battle": 0.9, "build": 3.2}
SECOND_CARD = 1.0
CARD_KEEP = 0.4
BUILD_REACH = 0.35     # a clearing a move could take counts this much toward a Build card
VIZIER_RISK = 5.0      # a leader's worth falls this much per Loyal Vizier the board cannot carry out
MOVE_TO_BUILD = 5.0    # a move that takes a clearing a later Build card needs        # a card's worth in hand (an ambush, a bird) counts against spending it      # the optional second card is added when it is worth this much
# the look-ahead's worth of a played-out Daylight (position_worth), in VP
ROOST_LATER = 2.0      # a roost on the map: more VP every later Evening (Law 7.6.1) and a crafting piece
ROOST_EXPOSED = 2.0    # a roost with more enemy warriors in and around it than Eyrie warriors in it
WARRIOR = 0.15         # a warrior on the map
TURMOIL_PLAN = 3.0     # Turmoil beyond its humiliation: the leader lost, the Decree's actions lost
DECREE_WORTH = {"recruit": 0.8, "move": 0.7, "battle": 0.4, "build": 1.0}   # a card kept in a column
NEXT_RISK = 2.5        # per card the position after could not carry out next turn
PLAN_FAILED = -1000.0  # the worth of a Decree whose play-out the rules stopped with an error
HORIZON_VP = 12.0      # later turns count fully while every seat is this many VP or more from 30
HORIZON_FLOOR = 0.2    # ... and never less than this share
SPARE_HAND = 1         # cards in hand beyond this many are spare: crafted into items (1 VP)
PAIR_TOP = 3           # pairs of cards are tried after the best few single cards
# the round look-ahead (R-AI-140): the best few Decrees by their Daylight are played on through every
# other seat's turn, in the first rounds (where a spread army is lost at once), a few times each
ROUND_TOP = 8          # how many Decrees (0: off, the session-10 guide)
ROUND_UNTIL = 3        # up to this round
ROUND_SAMPLES = 3      # each this many times, with its own deal and dice
OPP_GAIN = 0.5         # less this per VP the best other seat gains in that round (it nears 30 first)
# Leaders (Law 7.8) by their Loyal Viziers' columns: a plain preference, refined by the board.
LEADER_BASE = {"despot": 1.0, "charismatic": 0.9, "builder": 0.8, "commander": 0.7}


class Guide(GuideBase):
    faction = "eyrie"
    ties_win = True                      # Lords of the Forest (Law 7.2.2)
    move_all = False                     # a roost left bare is lost to the first raid
    own_loss_order = {"roost": 3.0}

    def __init__(self, seat: int, seed: int, sim: bool = False) -> None:
        super().__init__(seat, seed)
        self.seed = seed
        self.sim = sim                   # a copy playing a planned Daylight: it plans nothing itself
        self.match: Any = None
        # round -> the Decree chosen at that Birdsong and the answers of its played-out Daylight,
        # by the board they were given on (a search plays its simulations with this guide too:
        # a plan is looked up, never used up, so a simulation cannot spoil the real turn's)
        self.plans: dict[int, dict] = {}
        self.plan_errors = 0             # play-outs the rules stopped with an error (a rules bug)

    def choose(self, match: Any, decision: Decision) -> str:
        self.match = match              # for the look-ahead; dropped after (a guide is copied)
        try:
            return self._choose(match, decision)
        finally:
            self.match = None

    def _choose(self, match: Any, decision: Decision) -> str:
        plan = self.plans.get(match.state.round)
        if plan and not self.sim:
            # the Daylight as played out at Birdsong, while the board is the one it foresaw
            cid = plan["script"].get(fingerprint(match.state, self.seat, decision))
            if cid is not None and decision.get(cid) is not None:
                return cid
        ids = decision.ids()
        if len(ids) == 1 and decision.kind == "root.move.origin":
            # a single origin still needs its plan: where to and how many (the shared dispatch
            # answers a lone choice without asking the handler)
            self.on_move_origin(Board(match, self.seat), decision, ids)
        return super().choose(match, decision)

    # --- the Decree chosen by playing the Daylight out (eyrie_plan.py) -------------------------
    def candidates(self, b: Board, ids: list[str]) -> list[tuple[str, str]]:
        """(card, column) pairs worth trying: one card per suit (the one least worth keeping;
        cards of one suit act alike in the Decree, Law 7.5.2) in each column."""
        by_suit: dict[str, str] = {}
        for i in ids:
            if not i.startswith("card:"):
                continue
            x = i[5:]
            suit = card_suit(b.ctx, x)
            if suit not in by_suit or (self.card_value(b, x), x) < (self.card_value(b, by_suit[suit]), by_suit[suit]):
                by_suit[suit] = x
        return [(by_suit[suit], col) for suit in sorted(by_suit) for col in COLUMNS]

    def try_decree(self, b: Board, picks: list[tuple[str, str]]) -> float:
        """The worth of adding `picks` to the Decree: the Daylight played out on a copy."""
        ids = [x for card, col in picks for x in (f"card:{card}", f"column:{col}")]
        sub = Guide(self.seat, self.seed, sim=True)
        salt = f"{self.seed}:{self.seat}:{b.s.round}"
        try:
            out = play_daylight(self.match, self.seat, ids, sub, salt)
        except Exception:        # noqa: BLE001 — a rules error on the copy: this Decree is not tried
            # (counted, never hidden: `plan_errors`; the real turn is played by the rules alone)
            self.plan_errors += 1
            return PLAN_FAILED
        spent = sum(self.card_value(b, card) for card, _ in picks)
        self._scripts[tuple(picks)] = dict(out.script)
        self._played[tuple(picks)] = out
        return self.position_worth(b, out.state, out.turmoil) - CARD_KEEP * spent

    def try_round(self, b: Board, picks: list[tuple[str, str]], k: int) -> float:
        """The worth of adding `picks` at the Eyrie's next Birdsong: its Daylight played out, then
        every other seat's turn (opponent_agents) until it acts again (R-AI-140). Sample `k` 0
        continues the Daylight already played; later samples deal and roll again."""
        salt = f"{self.seed}:{self.seat}:{b.s.round}"
        out = self._played.get(tuple(picks)) if k == 0 else None
        if out is None:
            ids = [x for card, col in picks for x in (f"card:{card}", f"column:{col}")]
            try:
                out = play_daylight(self.match, self.seat, ids, Guide(self.seat, self.seed, sim=True), f"{salt}:{k}")
            except Exception:        # noqa: BLE001 — as try_decree
                self.plan_errors += 1
                return PLAN_FAILED
        try:
            s = play_round(out, self.seat, Guide(self.seat, self.seed, sim=True),
                           opponent_agents(self.match, self.seat), f"{salt}:{k}")
        except Exception:            # noqa: BLE001 — a rules error in another seat's turn on the copy
            self.plan_errors += 1
            return PLAN_FAILED
        spent = sum(self.card_value(b, card) for card, _ in picks)
        if s.end_reason:
            won = self.seat in s.winners
            return (s.vp[self.seat] - b.s.vp[self.seat]) + (50.0 if won else -20.0) - CARD_KEEP * spent
        top_gain = max(s.vp[i] for i in b.foes()) - max(b.s.vp[i] for i in b.foes())
        return self.position_worth(b, s, out.turmoil) - CARD_KEEP * spent - OPP_GAIN * top_gain

    def planned_card(self, b: Board, ids: list[str]) -> str:
        """Birdsong, Law 7.4.2: the card (and, through `plan`, its column and the second card)
        whose Daylight, played out, leaves the Eyrie best placed."""
        fr = next((f for f in reversed(b.s.stack) if type(f).__name__ == "EyrieBirdsong"), None)
        if fr is None:
            return ""
        rnd = b.s.round
        plan = self.plans.get(rnd) if fr.added else None
        if plan is not None:
            nxt = plan["decree"][fr.added] if fr.added < len(plan["decree"]) else None
            if nxt is None:
                return "done" if "done" in ids else ""
            self.plan["column"] = nxt[1]
            return f"card:{nxt[0]}" if f"card:{nxt[0]}" in ids else ""
        cands = self.candidates(b, ids)
        if not cands:
            return ""
        self._scripts: dict = {}
        self._played: dict = {}
        done: list[tuple[float, list[tuple[str, str]]]] = []
        if fr.added:          # a card was added without a plan (a plan of another seat's copy)
            done.append((self.try_decree(b, []), []))
        singles = sorted(((self.try_decree(b, [c]), [c]) for c in cands), key=lambda t: -t[0])
        done += singles
        if not fr.added:
            for _, first in singles[:PAIR_TOP]:
                bird = card_suit(b.ctx, first[0][0]) == "bird"
                for c in cands:
                    if c[0] == first[0][0] or (bird and card_suit(b.ctx, c[0]) == "bird"):
                        continue            # Law 7.4.2: two cards, at most one bird
                    done.append((self.try_decree(b, first + [c]), first + [c]))
        if ROUND_TOP > 1 and rnd <= ROUND_UNTIL:
            top = sorted(done, key=lambda t: -t[0])[:ROUND_TOP]
            done = [(sum(self.try_round(b, p, k) for k in range(ROUND_SAMPLES)) / ROUND_SAMPLES, p) for _, p in top]
        self._played = {}
        best_v, best = max(done, key=lambda t: t[0])
        if not best:
            return "done" if "done" in ids else ""
        for r in [r for r in self.plans if r < rnd - 1]:
            del self.plans[r]
        self.plans[rnd] = {"decree": [None] * fr.added + best, "script": self._scripts.get(tuple(best), {})}
        self.plan["column"] = best[0][1]
        return f"card:{best[0][0]}"

    def position_worth(self, b: Board, s: Any, turmoil: bool) -> float:
        """What the Eyrie holds at the end of a played-out Daylight, in VP: VP gained (battles,
        humiliation), the roosts (this Evening's VP, Law 7.6.1, and every later Evening's), their
        safety, warriors on the map, and the Decree's worth for the next turns against the risk
        that it cannot be carried out then."""
        seat = self.seat
        after = Board(PlanMatch(None, b.c, s), seat)
        ey = b.c.factions.eyrie
        v = float(s.vp[seat] - b.s.vp[seat])
        n = roosts_on_map(after.ctx, seat)
        v += ey.roost_vp[n - 1] if n else 0
        # what serves later turns counts less as the end nears (HORIZON_VP, R-AI-105)
        later = ROOST_LATER * n
        for c in after.m.ids:
            if has_roost(after.ctx, seat, c) and after.threat(c) > after.mine(c):
                later -= ROOST_EXPOSED
        later += WARRIOR * sum(s.warriors[seat][1:])
        if turmoil:
            later -= TURMOIL_PLAN
        dec = s.fstate[seat].decree
        for col in COLUMNS:
            cards = list(dec[col])
            later += DECREE_WORTH[col] * sum(1 for x in cards if x != VIZIER)
            later -= NEXT_RISK * self.shortage(after, col, cards)
        return v + self.horizon(b) * later

    def horizon(self, b: Board) -> float:
        """How much later turns still count (1 early; less once a seat nears the winning score,
        when this Evening's VP may be the last the Eyrie scores). HORIZON_VP 0: always 1."""
        if not HORIZON_VP:
            return 1.0
        top = max(b.s.vp)
        return max(HORIZON_FLOOR, min(1.0, (WIN_VP - top) / HORIZON_VP))

    # --- the Decree: what the board can carry out -----------------------------------------------
    def capacity(self, b: Board, col: str) -> dict[str, int]:
        """Per suit, how many cards of that column the board can carry out now (an estimate)."""
        s, seat = b.s, self.seat
        cap = {x: 0 for x in SUITS}
        for c in b.m.ids:
            suit = s.suits[c]
            if suit not in cap:
                continue
            if col == "recruit":
                if has_roost(b.ctx, seat, c) and b.can_place(c):
                    cap[suit] = 99
            elif col == "move":
                cap[suit] += min(b.mine(c), 2)
            elif col == "battle":
                # warriors there now and an enemy with more than one piece to fight (a battle
                # that removes the last enemy piece leaves nothing for the next card)
                foe = max((b.foe_pieces(i, c) for i in b.foes()), default=0)
                if foe and b.mine(c) > 0:
                    cap[suit] += 1 if foe <= 2 or b.mine(c) < 3 else 2
            elif col == "build":
                if not has_roost(b.ctx, seat, c) and b.free(c) > 0 and b.can_place(c):
                    if b.rules(c):
                        cap[suit] += 1
                    elif b.mine(c) > 0 or any(b.mine(x) >= 3 for x in b.adj[c]):
                        cap[suit] += BUILD_REACH
        return cap

    def shortage(self, b: Board, col: str, cards: list[str]) -> float:
        """How many of `cards` (one column) the board could not carry out: suited cards against
        their suit's capacity, birds against what is left (Law 7.5.2: birds are wild)."""
        cap = self.capacity(b, col)
        need = {x: 0 for x in SUITS}
        birds = 0
        for x in cards:
            suit = card_suit(b.ctx, x)
            if suit == "bird":
                birds += 1
            elif suit in need:
                need[suit] += 1
        short = sum(max(0.0, need[x] - cap[x]) for x in SUITS)
        spare = sum(max(0.0, cap[x] - need[x]) for x in SUITS)
        short += max(0.0, birds - spare)
        if col == "recruit":
            per = recruit_count(b.ctx, self.seat)
            want = per * len(cards)
            short += max(0, want - b.s.supply[self.seat]["warrior"]) / per
        if col == "build":
            short += max(0, len(cards) - b.s.supply[self.seat]["roost"])
        if col == "recruit":
            # a suit with a single threatened roost may lose it before Daylight
            for x in SUITS:
                roosts = [c for c in b.m.ids if b.s.suits[c] == x and has_roost(b.ctx, self.seat, c)]
                if need[x] and len(roosts) == 1 and b.threat(roosts[0]) > b.mine(roosts[0]):
                    short += 0.3 * need[x]
        return short

    def decree(self, b: Board) -> dict[str, list[str]]:
        return {col: list(b.s.fstate[self.seat].decree[col]) for col in COLUMNS}

    def add_worth(self, b: Board, card: str, col: str) -> float:
        """What adding `card` to `col` is worth: the column's action, less the Turmoil risk it adds
        and what the card is worth in hand."""
        dec = self.decree(b)
        before = self.shortage(b, col, dec[col])
        after = self.shortage(b, col, dec[col] + [card])
        v = COLUMN_WORTH[col] - TURMOIL * (after - before)
        if col == "build" and roosts_on_map(b.ctx, self.seat) >= 6:
            v -= 2.0
        if col == "recruit" and sum(b.s.warriors[self.seat][1:]) < 6:
            v += 0.8
        if col == "battle" and b.s.fstate[self.seat].leader == "commander":
            v += 0.4
        if card_suit(b.ctx, card) == "bird":
            v += 0.3                    # a wild card: never the one that falls short
            v -= 0.2 * len([x for c in COLUMNS for x in dec[c] if card_suit(b.ctx, x) == "bird"])
        return v - CARD_KEEP * self.card_value(b, card)

    def on_eyrie_decree_card(self, b: Board, d: Decision, ids: list[str]) -> str:
        if not self.sim and self.match is not None and not isinstance(self.match, SimMatch):
            # (inside the search's own simulations a play-out per Birdsong costs too much: there
            # the rules alone answer; the search asks the guide outright at the real table, R-AI-90)
            got = self.planned_card(b, ids)
            if got:
                return got
        cards = [i for i in ids if i.startswith("card:")]
        best, best_v = "", -99.0
        for i in cards:
            for col in COLUMNS:
                v = self.add_worth(b, i[5:], col)
                if v > best_v:
                    best, best_v = i, v
                    self.plan["column"] = col
        if "done" in ids and best_v < SECOND_CARD:
            self.plan.pop("column", None)
            return "done"
        return best or self.fallback(d, ids)

    def on_eyrie_decree_column(self, b: Board, d: Decision, ids: list[str]) -> str:
        col = self.plan.pop("column", "")
        card = (d.data or {}).get("card", "")
        plan = self.plans.get(b.s.round)
        if plan and not self.sim:
            col = next((p[1] for p in plan["decree"] if p and p[0] == card), col)
        if f"column:{col}" in ids:
            return f"column:{col}"
        return self.pick(ids, lambda i: self.add_worth(b, card, i[7:]) if card else 0.0)

    # --- Daylight: resolving the Decree (Law 7.5) --------------------------------------------------
    def on_eyrie_craft(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Disdain for Trade (Law 7.2.3): an item scores 1 VP, and cards feed the Decree; the
        # Builder (Law 7.8.1) crafts items at their full value
        if b.s.fstate[self.seat].leader == "builder":
            items = [i for i in ids if i.startswith("craft:") and b.card(i[6:]).kind == "item" and b.card(i[6:]).vp >= 2]
            if items:
                return self.pick(items, lambda i: b.card(i[6:]).vp)
        if len(b.hand()) > SPARE_HAND:
            # a card beyond the one the next Decree needs (Law 7.4.2): an item's 1 VP now
            # (R-AI-141); never a bird, wild in the Decree (Law 7.5.2, 2.1.1)
            items = [i for i in ids if i.startswith("craft:") and b.card(i[6:]).kind == "item"
                     and b.card(i[6:]).suit != "bird"]
            if items:
                return self.pick(items, lambda i: -self.card_value(b, i[6:]))
        return "done"

    def on_eyrie_decree_resolve(self, b: Board, d: Decision, ids: list[str]) -> str:
        col = (d.data or {}).get("column", "")
        cards = [i for i in ids if i.startswith("card:")]
        if not cards or col not in COLUMNS:
            return self.fallback(d, ids)
        def score(i: str) -> float:
            x = i[5:]
            n = len(targets(b.ctx, self.seat, col, x))
            if n == 0:
                return -100.0                       # Turmoil: only when nothing else is left
            wild = card_suit(b.ctx, x) == "bird"
            return 10.0 - n - (5.0 if wild else 0.0)   # the most constrained first, birds last
        return self.pick(cards, score)

    def on_eyrie_decree_recruit(self, b: Board, d: Decision, ids: list[str]) -> str:
        # where warriors are needed: a threatened roost, or a roost whose clearing a later move uses
        return self.pick(ids, lambda i: b.threat(num(i)) - 0.5 * b.mine(num(i)) + 0.01 * num(i))

    def on_eyrie_decree_build(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: -b.threat(num(i)) + 0.5 * held(b, self.seat, num(i)))

    def remaining(self, b: Board) -> list[tuple[str, str]]:
        """(column, card) of the Decree still to carry out this Daylight (public: Law 7.4.2)."""
        from ..factions.eyrie import EyrieDaylight
        fr = next((f for f in reversed(b.s.stack) if isinstance(f, EyrieDaylight) and f.seat == self.seat), None)
        if fr is None:
            return []
        dec = b.s.fstate[self.seat].decree
        out = [(COLUMNS[fr.col], x) for x in (fr.todo or [])]
        for k in range(fr.col + 1, len(COLUMNS)):
            out += [(COLUMNS[k], x) for x in dec[COLUMNS[k]]]
        return out

    def move_bonus(self, b: Board) -> Callable[[int, int, int], float] | None:
        """A move that takes a clearing a later Build card needs, or brings warriors where a later
        Battle card can fight, is worth more (Law 7.5.2: resolved left to right)."""
        later = self.remaining(b)
        builds = [card_suit(b.ctx, x) for col, x in later if col == "build"]
        battles = [card_suit(b.ctx, x) for col, x in later if col == "battle"]
        if not builds and not battles:
            return None
        s = b.s

        def bonus(o: int, d: int, k: int) -> float:
            suit = s.suits[d]
            v = 0.0
            if builds and any(x in (suit, "bird") for x in builds) and not has_roost(b.ctx, self.seat, d) \
                    and b.free(d) > 0 and not b.rules(d):
                from .common import foe_rule_strength
                if held(b, self.seat, d) + k >= foe_rule_strength(b, d):
                    v += MOVE_TO_BUILD
            if battles and any(x in (suit, "bird") for x in battles) and any(b.foe_pieces(i, d) for i in b.foes()) \
                    and b.mine(d) == 0:
                v += 1.5
            return v
        return bonus

    def on_battle_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        cs = [i for i in ids if i.startswith("clearing:")]
        if not cs:
            return "pass"
        extra = 1 if b.s.fstate[self.seat].leader == "commander" else 0
        best = self.pick(cs, lambda i: self.battle_score(b, num(i), extra))
        if "pass" in ids and self.battle_score(b, num(best), extra) <= 0.3:
            return "pass"
        return best

    # --- leaders and roosts ----------------------------------------------------------------------
    def leader_worth(self, b: Board, lid: str) -> float:
        from ..factions.eyrie import _leader
        v = LEADER_BASE.get(lid, 0.5)
        for col in _leader(b.ctx, lid).viziers:
            # a Loyal Vizier is a bird card in its column every turn: it must be carried out
            v -= VIZIER_RISK * self.shortage(b, col, [VIZIER] + list(b.s.fstate[self.seat].decree[col]))
            if col == "build":
                v += 0.6
        return v

    def on_eyrie_setup_leader(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: self.leader_worth(b, i[7:]))

    def on_eyrie_turmoil_leader(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: self.leader_worth(b, i[7:]))

    def on_eyrie_setup_corner(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: sum(b.m.slots[x] for x in b.adj[num(i)]) - b.threat(num(i)))

    def on_eyrie_new_roost(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: b.free(num(i)) - 0.5 * b.threat(num(i)) + 0.3 * len(b.adj[num(i)]))
