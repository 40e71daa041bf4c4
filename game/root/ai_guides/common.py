"""What every Root guide shares: the dispatch of a decision to a handler by its kind, a board
reader limited to what the seat may see, card values, and the answers that are the same for
every faction (ambushes, battle effects, the hand limit, removing pieces, moves).

What a guide may read (issue 15, tests/search/test_search_hidden.py): the public board (pieces,
rule, VP, crafted cards, the discard pile) and its own hand. Never another hand (only its size),
never the deck. Ties are broken by the guide's own seeded stream."""
from __future__ import annotations

from typing import Any, Callable

from game.core.decision import Decision
from game.core.rng import Rng

from ..engine import Ctx, can_place, free_slots, pieces_of
from ..flow.move import RootMove
from ._helpers_ab import default_choice, top_frame

# The order in which strong players keep cards (higher = keep): an ambush saves a clearing, a bird
# is wild (any action, any craft), a dominance card is a late-game threat we do not pursue here.
AMBUSH_VALUE = 3.0
BIRD_VALUE = 2.0
LEADER_HIT = 0.05       # a battle against a seat is worth this much more per VP it has


class Board:
    """A read-only view of the position for one seat: the state through the rules' own context
    (`Ctx`), with helpers that touch only public pieces and the seat's own hand."""

    def __init__(self, match: Any, seat: int) -> None:
        self.ctx = Ctx(match.content, match.state)
        self.s = match.state
        self.c = match.content
        self.seat = seat
        self.m = self.ctx.m
        self.adj = self.ctx.adj

    # --- pieces -----------------------------------------------------------------------------
    def mine(self, c: int) -> int:
        return self.s.warriors[self.seat][c]

    def foes(self) -> list[int]:
        return [i for i in range(self.s.n) if i != self.seat]

    def foe_warriors(self, c: int) -> int:
        """The most warriors any single enemy has in c (a battle is against one defender)."""
        return max((self.s.warriors[i][c] for i in self.foes()), default=0)

    def foe_pieces(self, seat: int, c: int) -> int:
        return pieces_of(self.ctx, seat, c)

    def foe_soft(self, seat: int, c: int) -> int:
        """Buildings and tokens of `seat` in c: each one removed scores 1 VP (Law 3.2.1)."""
        s = self.s
        return (sum(1 for b in s.buildings[c] if b[0] == seat) + sum(1 for t in s.tokens[c] if t[0] == seat))

    def ruler(self, c: int) -> int:
        return self.s.ruler[c]

    def rules(self, c: int) -> bool:
        return self.s.ruler[c] == self.seat

    def threat(self, c: int) -> int:
        """Enemy warriors in and next to c: how exposed c is to an attack next turn."""
        s = self.s
        out = 0
        for i in self.foes():
            w = s.warriors[i]
            out += w[c] + sum(w[d] for d in self.adj[c])
        return out

    def free(self, c: int) -> int:
        return free_slots(self.ctx, c)

    def can_place(self, c: int) -> bool:
        return can_place(self.ctx, self.seat, c)

    # --- cards ---------------------------------------------------------------------------------
    def hand(self) -> list[str]:
        return self.s.hands[self.seat]

    def card(self, cid: str) -> Any:
        return self.c.cards[cid]

    def vp_lead(self) -> int:
        """The seat's VP minus the best other seat's."""
        s = self.s
        return s.vp[self.seat] - max((s.vp[i] for i in self.foes()), default=0)

    def leader(self) -> int:
        """The other seat with the most VP (public)."""
        s = self.s
        return max(self.foes(), key=lambda i: (s.vp[i], -i))


def num(cid: str) -> int:
    """The number at the end of a choice id (`clearing:7` -> 7, `count:2` -> 2)."""
    return int(cid.rsplit(":", 1)[1])


class GuideBase:
    """The shared part of a faction's guide (the interface: game/root/ai_guides/__init__.py).

    `choose` dispatches on the decision's kind: the faction's own handler `on_<kind with dots as
    underscores, the "root." dropped>` first, then the common ones here, else `fallback`."""
    faction = ""
    # a question the faction's play leaves alone gets _helpers_ab's `default_choice` (the shared
    # sensible answers: no optional cost, no early end) instead of a plain choice at random
    sensible_fallback = False

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = Rng.seeded(f"guide:{self.faction}:{seed}:{seat}")
        self.plan: dict[str, Any] = {}         # a choice sequence under way (a move's destination…)
        self.match: Any = None                 # the match being answered (`choose`), for `fallback`

    def choose(self, match: Any, decision: Decision) -> str:
        self.match = match                     # this answer only: dropped after (a guide is copied)
        try:
            return self.answer(match, decision)
        finally:
            self.match = None

    def answer(self, match: Any, decision: Decision) -> str:
        ids = decision.ids()
        if len(ids) == 1:
            return ids[0]
        kind = decision.kind[5:] if decision.kind.startswith("root.") else decision.kind
        fn: Callable | None = getattr(self, "on_" + kind.replace(".", "_"), None)
        if fn is not None:
            b = Board(match, self.seat)
            got = fn(b, decision, ids)
            if got in ids:
                return got
        return self.fallback(decision, ids)

    # --- helpers for handlers ---------------------------------------------------------------------
    def pick(self, ids: list[str], score: Callable[[str], float]) -> str:
        """The best-scoring id; ties broken by the guide's stream (never by set order)."""
        scored = [(score(i), i) for i in ids]
        top = max(v for v, _ in scored)
        best = [i for v, i in scored if v >= top - 1e-9]
        return best[0] if len(best) == 1 else best[self.rng.below(len(best))]

    # persistent cards worth crafting for this faction (their effects; `craft_worth` values them 0.8)
    craft_effects: tuple[str, ...] = ()

    def craft_worth(self, b: Board, cid: str) -> float:
        """What crafting card `cid` is worth: an item its VP and 1 more, Favor 1 VP per enemy
        building and token it removes (every enemy piece in the suit's clearings) less the card,
        a persistent card of `craft_effects` 0.8; anything else is not worth the card (−1)."""
        rec = b.card(cid)
        if rec.kind == "item":
            return 1.0 + rec.vp
        if rec.kind == "immediate" and rec.effect == "favor":
            return sum(b.foe_soft(i, c) for c in b.m.ids if b.s.suits[c] == rec.suit for i in b.foes()) - 1.0
        if rec.kind == "persistent" and rec.effect in self.craft_effects:
            return 0.8
        return -1.0

    def best_craft(self, b: Board, ids: list[str], above: float = 0.0) -> str:
        """The craft worth most (`craft_worth`) when it is worth more than `above`, else "done"."""
        crafts = [i for i in ids if i.startswith("craft:")]
        if crafts:
            best = self.pick(crafts, lambda i: self.craft_worth(b, i[6:]))
            if self.craft_worth(b, best[6:]) > above:
                return best
        return "done"

    def planned_dest(self, b: Board, ids: list[str]) -> str | None:
        """The destination of the move planned in `plan["move"]` (origin, dest, count), by land or
        by ferry, when the move under way starts where the plan does; else None."""
        plan = self.plan.get("move")
        fr = top_frame(b.s, RootMove)
        if plan and fr is not None and fr.origin == plan[0]:
            for p in (f"clearing:{plan[1]}", f"ferry:{plan[1]}"):
                if p in ids:
                    return p
        return None

    def battle_choice(self, b: Board, ids: list[str], at_most: float = 0.3) -> str:
        """The clearing where a battle scores best (the faction's `battle_score`), or "pass" when
        passing is offered and no battle scores more than `at_most`."""
        cs = [i for i in ids if i.startswith("clearing:")]
        if not cs:
            return "pass"
        best = self.pick(cs, lambda i: self.battle_score(b, num(i)))
        if "pass" in ids and self.battle_score(b, num(best)) <= at_most:
            return "pass"
        return best

    def fallback(self, decision: Decision, ids: list[str]) -> str:
        """An unknown question: the shared sensible answer (`sensible_fallback`), else no optional
        costs (dominance, peeking) and no early end, else any."""
        if self.sensible_fallback and self.match is not None:
            got = default_choice(Ctx(self.match.content, self.match.state), self.seat, decision, self.rng)
            if got in ids:
                return got
        plain = [i for i in ids if not i.startswith(("dominance:", "take-dominance:", "codebreakers", "tax-collector"))]
        return (plain or ids)[self.rng.below(len(plain or ids))]

    def card_value(self, b: Board, cid: str) -> float:
        """How much the seat wants to keep a card (for discards and payments: lowest goes)."""
        rec = b.card(cid)
        v = 1.0
        if rec.kind == "ambush":
            v += AMBUSH_VALUE
        if rec.suit == "bird":
            v += BIRD_VALUE
        if rec.kind == "item":
            v += 0.5 * rec.vp
        if rec.kind == "dominance":
            v -= 0.5
        return v

    # --- answers every faction shares ---------------------------------------------------------------
    def on_hand_limit(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Law 6.6 / 4.1: keep the most useful five
        return self.pick(ids, lambda i: -self.card_value(b, i[5:]))

    def on_battle_ambush(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Law 4.3.1: two hits before the roll; worth it whenever our pieces there are at stake
        cards = [i for i in ids if i.startswith("card:")]
        if not cards:
            return "pass"
        data = d.data or {}
        c = data.get("clearing", 0)
        att = data.get("attacker", -1)
        if c and att >= 0 and b.s.warriors[att][c] == 0:
            return "pass"
        return self.pick(cards, lambda i: -self.card_value(b, i[5:]))

    def on_battle_counter(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Law 4.3.1.I: foil it when the ambush would cost us more than a card
        cards = [i for i in ids if i.startswith("card:")]
        data = d.data or {}
        c = data.get("clearing", 0)
        if cards and c and b.mine(c) <= 2:
            return cards[0]
        return "pass"

    def on_battle_effects(self, b: Board, d: Decision, ids: list[str]) -> str:
        data = d.data or {}
        if "armorers" in ids:
            attacking = data.get("attacker") == self.seat
            taken = data.get("defender_hits" if attacking else "attacker_hits", 0)
            if taken >= 2:
                return "armorers"
        if "sappers" in ids:
            return "sappers"
        return "done"

    # the seat's own pieces, least missed first (a faction overrides: the keep, roosts…)
    own_loss_order: dict[str, float] = {}

    def on_battle_remove(self, b: Board, d: Decision, ids: list[str]) -> str:
        fac = b.ctx.fac(self.seat)
        own = set(fac.building_kinds()) | set(fac.token_kinds())
        if all(i.split(":", 1)[1] in own for i in ids):
            # our own pieces (Law 4.3.4: the owner chooses): tokens before buildings
            return self.pick(ids, lambda i: -self.own_loss_order.get(i.split(":", 1)[1],
                                                                     2.0 if i.startswith("building:") else 1.0))
        # another's pieces: buildings score and hurt most (Law 3.2.1)
        return self.pick(ids, lambda i: 2.0 if i.startswith("building:") else 1.0 if i.startswith("token:") else 0.0)

    def on_battle_defender(self, b: Board, d: Decision, ids: list[str]) -> str:
        c = (d.data or {}).get("clearing") or self.plan.get("battle", 0)
        def score(i: str) -> float:
            foe = num(i)
            if not c:
                return b.s.vp[foe] if foe < b.s.n else 0
            return 3 * b.foe_soft(foe, c) - b.s.warriors[foe][c] + 0.1 * (b.s.vp[foe] if foe < b.s.n else 0)
        return self.pick(ids, score)

    def on_bot_outrage(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: -self.card_value(b, i[5:]) if i.startswith("card:") else -100)

    # --- moves: the plan made when the move began, else the best move the board offers -------------
    ties_win = False                  # Lords of the Forest (Law 7.2.2)
    move_all = True                   # may a move leave a clearing with its buildings unguarded
    move_threshold = 0.5              # an optional move is taken only when worth this much

    def move_bonus(self, b: Board) -> Callable[[int, int, int], float] | None:
        """What the faction's plan adds to a move's value (none by default)."""
        return None

    def on_move_origin(self, b: Board, d: Decision, ids: list[str]) -> str:
        origins = [num(i) for i in ids if i.startswith("clearing:")]
        v, o, dest, k = best_move(b, origins, self.ties_win, bonus=self.move_bonus(b), move_all=self.move_all)
        if "pass" in ids and v < self.move_threshold:
            self.plan.pop("move", None)
            return "pass"
        self.plan["move"] = (o, dest, k)
        return f"clearing:{o}"

    def on_move_dest(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.plan.get("move")
        if plan and f"clearing:{plan[1]}" in ids:
            return f"clearing:{plan[1]}"
        o = plan[0] if plan else 0
        dests = [num(i) for i in ids if i.startswith("clearing:")]
        if not o:
            return self.fallback(d, ids)
        v, _, dest, k = best_move(b, [o], self.ties_win, lambda _o: dests, self.move_bonus(b), self.move_all)
        self.plan["move"] = (o, dest, k)
        return f"clearing:{dest}" if dest else self.fallback(d, ids)

    def on_move_count(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.plan.pop("move", None)
        top = max(num(i) for i in ids)
        k = plan[2] if plan else top
        return f"count:{max(1, min(k, top))}"

    def on_dominance(self, b: Board, d: Decision, ids: list[str]) -> str:
        return "pass" if "pass" in ids else self.fallback(d, ids)

    def battle_score(self, b: Board, c: int, extra_hits: int = 0) -> float:
        """How good a battle in c is for the seat: expected pieces removed (each building or token
        1 VP, Law 3.2.1) against its own losses; negative when it is outnumbered (Law 4.3.2: the
        hits each side rolls are capped by its warriors there)."""
        s = b.s
        mine = b.mine(c)
        best = -99.0
        for foe in b.foes():
            if not b.foe_pieces(foe, c):
                continue
            fw = s.warriors[foe][c]
            soft = b.foe_soft(foe, c)
            dealt = min(mine, 2) + extra_hits if fw else min(mine, 2) + extra_hits   # rolled hits ≈ 1.5 capped
            taken = min(fw, 2)
            # hits go to warriors first (Law 4.3.4.I: the defender chooses, warriors usually)
            soft_removed = max(0, min(soft, dealt - fw))
            v = 1.6 * soft_removed + 0.6 * min(dealt, fw) - 0.55 * min(taken, mine)
            if fw == 0:
                v += 0.5                       # defenceless: every hit lands (Law 4.3.2.III)
            if mine < fw:
                v -= 1.0
            v += LEADER_HIT * (s.vp[foe] if foe < s.n else 0)
            best = max(best, v)
        return best


# --- moves (Law 4.2) ---------------------------------------------------------------------------

def held(b: Board, seat: int, c: int) -> int:
    """Warriors and buildings of `seat` in c: what counts for rule (Law 2.6)."""
    s = b.s
    return s.warriors[seat][c] + sum(1 for x in s.buildings[c] if x[0] == seat)


def foe_rule_strength(b: Board, c: int) -> int:
    """The most warriors + buildings any enemy has in c."""
    return max((held(b, i, c) for i in b.foes()), default=0)


def keep_at(b: Board, c: int, ties_win: bool = False) -> int:
    """Warriors the seat should leave in c: enough to keep ruling it where it has buildings or
    tokens (its wood, its VP), none elsewhere."""
    s = b.s
    mine_b = sum(1 for x in s.buildings[c] if x[0] == b.seat)
    mine_t = sum(1 for x in s.tokens[c] if x[0] == b.seat)
    if not mine_b and not mine_t:
        return 0
    need = foe_rule_strength(b, c) - mine_b + (0 if ties_win else 1)
    return max(1, min(b.mine(c), need))


def move_value(b: Board, o: int, d: int, k: int, ties_win: bool = False) -> float:
    """What moving k warriors o -> d gains: rule taken where it can build or score, battles
    made possible where an enemy has buildings or tokens, rule lost at the origin."""
    s = b.s
    foe = foe_rule_strength(b, d)
    before = held(b, b.seat, d)
    after = before + k
    wins = (lambda x, f: x >= f and x > 0) if ties_win else (lambda x, f: x > f)
    v = 0.0
    if not wins(before, foe) and wins(after, foe):
        v += 3.0 + (1.5 if b.free(d) > 0 and b.can_place(d) else 0.0)
    soft = max((b.foe_soft(i, d) for i in b.foes()), default=0)
    if soft and b.mine(d) + k > b.foe_warriors(d):
        v += 1.0 + 0.8 * soft
    # the origin: rule lost there, and warriors left exposed
    o_before, o_after = held(b, b.seat, o), held(b, b.seat, o) - k
    fo = foe_rule_strength(b, o)
    if wins(o_before, fo) and not wins(o_after, fo):
        mine_b = sum(1 for x in s.buildings[o] if x[0] == b.seat)
        mine_t = sum(1 for x in s.tokens[o] if x[0] == b.seat)
        v -= 2.0 + 1.5 * mine_b + 1.0 * mine_t
    # spread the army: a clearing next to many enemies wants defenders
    v += 0.15 * (min(b.threat(d), after) - min(b.threat(o), o_after))
    return v - 0.05 * k


def best_move(b: Board, origins: list[int], ties_win: bool = False,
              dests_of: Callable[[int], list[int]] | None = None,
              bonus: Callable[[int, int, int], float] | None = None,
              move_all: bool = True) -> tuple[float, int, int, int]:
    """(value, origin, destination, count) of the best single move from `origins`; `bonus(o, d, k)`
    adds what the faction's own plan sees in a move (the Eyrie: a clearing its Decree builds in)."""
    best = (-99.0, 0, 0, 0)
    for o in origins:
        mine = b.mine(o)
        if mine <= 0:
            continue
        room = mine - keep_at(b, o, ties_win)
        dests = dests_of(o) if dests_of is not None else list(b.adj[o])
        for d in dests:
            # Law 4.2.1: the mover rules the origin or the destination
            if not (b.rules(o) or b.rules(d)):
                continue
            foe = foe_rule_strength(b, d)
            need = max(1, foe - held(b, b.seat, d) + (0 if ties_win else 1))
            top = mine if move_all else room          # may the origin be emptied of warriors?
            counts = sorted({k for k in (need, need + 1, room, top) if 1 <= k <= top})
            for k in counts:
                v = move_value(b, o, d, k, ties_win)
                if bonus is not None:
                    v += bonus(o, d, k)
                if v > best[0]:
                    best = (v, o, d, k)
    return best
