"""Shared helpers of the Woodland Alliance and Vagabond guides (issue 15): a read-only view of the
position, card values, distances, and a sensible answer for every decision kind a guide's own
faction logic does not handle (battles as defender, discards, hirelings, Exiles & Partisans cards,
landmarks, the draft…).

What a guide may read (the agent protocol, game/core/agents.py): its own hand and faction state,
the public pieces and tracks, and the decision's own choices. These helpers read nothing else:
never another seat's hand (only its size, which is public), the deck, face-down supporters or
plots, nor the items under the ruins (only whether a ruin stands, Law 9.3.4)."""
from __future__ import annotations

from collections import deque
from typing import Any

from game.core.decision import Decision
from game.core.rng import Rng

from ..engine import Ctx, enemies, fits, matches, pieces_of


def ctx_of(match: Any) -> Ctx:
    """A rules context over the match's state, for the engine's read-only queries (no `apply`)."""
    return Ctx(match.content, match.state)


def pick_first(d: Decision, prefer: list[str]) -> str | None:
    """The first id of `prefer` that `d` offers, else None."""
    ids = set(d.ids())
    for p in prefer:
        if p in ids:
            return p
    return None


def best_id(d: Decision, score, rng: Rng | None = None) -> str:
    """The choice id with the highest `score(id)`; ties broken by the guide's own stream, else
    the first listed (deterministic either way)."""
    ids = d.ids()
    vals = [score(c) for c in ids]
    top = max(vals)
    tied = [c for c, v in zip(ids, vals) if v == top]
    if len(tied) > 1 and rng is not None:
        return tied[rng.below(len(tied))]
    return tied[0]


def num(cid: str) -> int:
    """The number after the last colon of `clearing:7`, `count:2`, `seat:1` (0 if none)."""
    tail = cid.rpartition(":")[2]
    return int(tail) if tail.isdigit() else 0


def leader(s: Any, seat: int) -> int:
    """The other seat with the most VP (the first such seat on a tie); -1 in a 1-seat game."""
    others = [i for i in range(s.n) if i != seat]
    return max(others, key=lambda i: (s.vp[i], -i)) if others else -1


# --- cards ------------------------------------------------------------------------------------------

def card_value(ctx: Ctx, seat: int, card: str) -> float:
    """How much a card in hand is worth keeping (higher = keep). Birds are wild (Law 2.1.1),
    ambushes defend (Law 4.3.1), items score when crafted (Law 4.1.2)."""
    rec = ctx.c.cards[card]
    v = 1.0
    if rec.suit == "bird":
        v += 0.8
    if rec.kind == "ambush":
        v += 1.2
    elif rec.kind == "item":
        v += 0.6 + 0.3 * len(rec.cost or ())
    elif rec.kind == "persistent":
        v += 0.4
    elif rec.kind == "dominance":
        v -= 0.4
    return v


def least_valuable(ctx: Ctx, seat: int, cards: list[str]) -> str:
    return min(sorted(cards), key=lambda x: (card_value(ctx, seat, x), x))


def card_of(cid: str) -> str:
    """The card id of a `card:<id>` (or `craft:<id>`, `mobilize:<id>`, …) choice."""
    return cid.partition(":")[2]


# --- the map ------------------------------------------------------------------------------------------

def distances(ctx: Ctx, start: int) -> dict[int, int]:
    """Path steps from `start` to every clearing (Law 2.3; the current paths, closed ones excluded)."""
    out = {start: 0}
    q = deque([start])
    adj = ctx.adj
    while q:
        a = q.popleft()
        for b in adj[a]:
            if b not in out:
                out[b] = out[a] + 1
                q.append(b)
    return out


def enemy_warriors(ctx: Ctx, seat: int, c: int) -> int:
    s = ctx.s
    return sum(s.warriors[i][c] for i in enemies(ctx, seat))


def max_enemy_warriors(ctx: Ctx, seat: int, c: int) -> int:
    s = ctx.s
    return max((s.warriors[i][c] for i in enemies(ctx, seat)), default=0)


def enemy_structures(ctx: Ctx, seat: int, c: int, who: int | None = None) -> int:
    """Enemy buildings and tokens in c (each scores 1 VP when removed, Law 3.2.1)."""
    foes = set(enemies(ctx, seat)) if who is None else {who}
    s = ctx.s
    return (sum(1 for b in s.buildings[c] if b[0] in foes) + sum(1 for t in s.tokens[c] if t[0] in foes))


def battle_value(ctx: Ctx, seat: int, c: int, defender: int, my_hits: int) -> float:
    """A rough value of battling `defender` in c with `my_hits` possible hits (Law 4.3.2: two dice,
    hits capped by warriors): the buildings/tokens it could remove (VP) and warriors, minus what
    the defender's warriors strike back. Positive = worth it."""
    s = ctx.s
    dw = s.warriors[defender][c]
    struct = enemy_structures(ctx, seat, c, defender)
    hits = min(my_hits, 2)                      # expected hits of the high die, capped
    removed_w = min(dw, hits)
    removed_s = min(struct, max(0, hits - dw))
    back = min(dw, 2)
    return 1.2 * removed_s + 0.5 * removed_w - 0.45 * back + (0.3 if defender == leader(s, seat) else 0.0)


# --- a sensible answer for any decision -----------------------------------------------------------

def default_choice(ctx: Ctx, seat: int, d: Decision, rng: Rng) -> str:
    """An answer for a decision the faction logic does not handle: never an error, always legal."""
    ids = d.ids()
    k = d.kind
    s = ctx.s
    if len(ids) == 1:
        return ids[0]
    if k == "root.battle.ambush":                      # Law 4.3.1: an ambush deals 2 hits first
        b = _battle(s)
        if b is not None and s.warriors[b.attacker][b.clearing] >= 1:
            cards = [c for c in ids if c.startswith("card:")]
            if cards and (pieces_of(ctx, seat, b.clearing) >= 2 or s.warriors[b.attacker][b.clearing] >= 2):
                return cards[0]
        return "pass"
    if k == "root.battle.counter":                     # foil the ambush (Law 4.3.1.I)
        return next((c for c in ids if c.startswith("card:")), "pass")
    if k == "root.battle.effects":
        return pick_first(d, ["swift-strike", "done"]) or ids[0]
    if k == "root.battle.remove":                      # our own pieces: tokens before buildings
        return pick_first(d, sorted(c for c in ids if c.startswith("token:"))) or ids[0]
    if k == "root.battle.clearing":
        def sc(cid: str) -> float:
            if cid == "pass":
                return 0.0
            c = num(cid)
            return max((battle_value(ctx, seat, c, e, s.warriors[seat][c]) for e in enemies(ctx, seat)
                        if pieces_of(ctx, e, c)), default=-1.0)
        return best_id(d, sc, rng)
    if k in ("root.battle.defender", "root.hire.defender"):
        b = _battle(s)
        c = b.clearing if b is not None else 0
        return best_id(d, lambda cid: -99.0 if cid == "pass" else
                       (battle_value(ctx, seat, c, num(cid), s.warriors[seat][c]) if c else 0.0), rng)
    if k in ("root.hand_limit", "root.dominance.pay", "root.map.clear_path", "root.alliance.outrage",
             "root.bot.outrage", "root.hire.pay", "root.ep.swap_meet.give", "root.landmark.black_market.give"):
        cards = [card_of(c) for c in ids if c.startswith("card:")]
        if cards:
            return "card:" + least_valuable(ctx, seat, cards)
    if k in ("root.card.birdsong",):
        if "royal-claim" in ids and sum(1 for c in ctx.m.ids if s.ruler[c] == seat) >= 4:
            return "royal-claim"
        return pick_first(d, ["stand-and-deliver", "done"]) or ids[0]
    if k in ("root.card.stand_and_deliver", "root.card.codebreakers", "root.ep.saboteurs.seat",
             "root.ep.propaganda.seat", "root.ep.false_orders.seat", "root.ep.charm_offensive.seat"):
        return best_id(d, lambda cid: (s.vp[num(cid)], len(s.hands[num(cid)])) if cid.startswith("seat:") else (-1, 0), rng)
    if k == "root.card.better_burrow_bank":            # the other seat draws too: the weakest
        return best_id(d, lambda cid: -s.vp[num(cid)] if cid.startswith("seat:") else -99, rng)
    if k == "root.card.tax_collector":
        return best_id(d, lambda cid: s.warriors[seat][num(cid)], rng)
    if k in ("root.vagabond.protector", "root.vagabot.arbiter"):
        b = _battle(s)
        if b is not None and pieces_of(ctx, seat, b.clearing) - s.warriors[seat][b.clearing] >= 1:
            return "enlist"                            # Law D.5.2: protect a building
        return "pass"
    if k == "root.draft.pick":
        fac = s.factions[seat] if seat < len(s.factions) else ""
        return pick_first(d, [f"faction:{fac}"]) or ids[0]
    if k == "root.draft.keep":
        cards = [card_of(c) for c in ids if c.startswith("card:")]
        if cards:
            return "card:" + max(sorted(cards), key=lambda x: card_value(ctx, seat, x))
    # menus and optional questions we leave alone: end them / decline them
    for p in ("done", "pass"):
        if p in ids:
            return p
    cards = [card_of(c) for c in ids if c.startswith("card:")]
    if len(cards) == len(ids):
        return "card:" + least_valuable(ctx, seat, cards)
    return ids[0]


def _battle(s: Any) -> Any:
    """The battle being resolved (the top RootBattle frame), or None."""
    from ..flow import RootBattle
    for fr in reversed(s.stack):
        if isinstance(fr, RootBattle):
            return fr
    return None


def top_frame(s: Any, cls: type) -> Any:
    """The topmost frame of class `cls` on the stack, or None."""
    for fr in reversed(s.stack):
        if isinstance(fr, cls):
            return fr
    return None


__all__ = ["ctx_of", "pick_first", "best_id", "num", "leader", "card_value", "least_valuable", "card_of",
           "distances", "enemy_warriors", "max_enemy_warriors", "enemy_structures", "battle_value",
           "default_choice", "top_frame", "fits", "matches"]


class KindGuide:
    """What the Alliance's and the Vagabond's guides share: a one-choice question is answered at
    once, a kind in `handlers` (kind -> method, filled in by the module) by that method when its
    answer is legal, anything else by `default_choice`. Subclasses set `seat` and `rng`."""
    handlers: dict[str, Any] = {}
    seat: int
    rng: Rng

    def choose(self, match: Any, decision: Decision) -> str:
        d = decision
        ids = d.ids()
        if len(ids) == 1:
            return ids[0]
        ctx = ctx_of(match)
        handler = self.handlers.get(d.kind)
        if handler is not None:
            cid = handler(self, ctx, d)
            if cid in ids:
                return cid
        return default_choice(ctx, d.seat, d, self.rng)
