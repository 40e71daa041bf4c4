"""A rule-based player for the Woodland Alliance (Law chapter 8), the search's guide for that seat
(issue 15; docs/ai.md): it plays the seat in simulations and its pick is tried first.

How it plays (strategy facts of the faction, our own priorities; measured in docs/ai.md,
sessions 7 and 10):
- Birdsong: revolt where it wins a base and points — enemy buildings and tokens removed (1 VP
  each, Law 3.2.1), warriors for every sympathetic clearing of the suit (8.4.1.III), an officer;
  then spread sympathy where it is cheap (no Martial Law, 8.4.2.II), scores on the track and has
  unsympathetic neighbours to spread to, as long as supporters last (keeping two back for a later
  revolt was measured worse). A token near enemy armies is not avoided: when one is taken it
  comes back as a supporter (Outrage, 8.2.6) and scores again when placed again; but a clearing
  where an enemy's warriors would pick the Alliance as the one to battle is worth a little less
  (session 11), and one of a favor card's suit held in hand a little more.
- Daylight: craft items (VP) and favors, never a persistent effect (the card is worth more as a
  supporter), a favor first when it removes more than the item scores; keep a favor card in hand
  while two tokens of its suit stand and its clearings hold enemy buildings (session 11); train
  officers while few (8.5.3); mobilize the rest into supporters (8.5.2) but never beyond the cap
  of five without a base (8.2.3.I).
- Evening: officers turned into sympathy (8.6.1.IV): organize where a warrior stands, else move a
  spare warrior next door and organize there, recruit at a base when that feeds a
  move-and-organize the same Evening; battle where the odds are good; the last operation
  recruits at a base whose warriors can walk out, or steps toward a clearing to organize.
- Everything else (ambushes as defender, discards, hirelings, E&P cards…): _helpers_ab.

It reads only what the seat sees: its hand, its own supporters (it is their owner, Law 8.2.3),
the public pieces and tracks."""
from __future__ import annotations


from game.core.decision import Decision
from game.core.rng import Rng

from ..factions import alliance as al
from ..flow import RootMove
from ._helpers_ab import (KindGuide, battle_value, best_id, card_of, card_value, default_choice, distances, enemies,
                          enemy_structures, enemy_warriors, least_valuable, max_enemy_warriors, num, pieces_of,
                          top_frame)


# officers wanted (Law 8.5.3: each is one military operation per Evening): a few, more per base
OFFICERS_FIRST, OFFICERS_PER_BASE, OFFICERS_MAX = 3, 1, 8
# an organize needs no army's leave (Law 8.6.1.IV): the token scores when placed and a removed one
# goes back to the track to score again; only the move toward next turn's organize avoids armies
ORGANIZE_ARMY, POS_ARMY = 99, 3
GUARD = 0                 # warriors kept in a base's clearing (one more beside an army of 3+)
REVOLT_DONE = 3.0         # a revolt must be worth this much (see `revolt`)
REVOLT_THREAT = 0.25      # a revolt's worth less per warrior of the biggest army next to it beyond those placed
# a favor card (remove every enemy piece in the clearings of its suit) is kept in hand while this
# many sympathy tokens of its suit stand (it needs three to craft, Law 4.1.1) and its clearings
# hold this many enemy buildings and tokens (1 VP each, Law 3.2.1); spreading into its suit is
# worth FAVOR_SPREAD more
FAVOR_HOLD, FAVOR_STRUCT, FAVOR_SPREAD = 2, 3, 0.8
EXPOSED = 0.4             # a spread target where an enemy's warriors would battle the token (`exposure`)


class Guide(KindGuide):
    """The Woodland Alliance guide: `choose(match, decision)` returns a legal choice id."""
    name = "guide-alliance"

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = Rng.seeded(f"guide-alliance:{seed}:{seat}")
        self._plan: tuple[int, int, int] | None = None      # (origin, dest, count) of the move under way

    # --- Birdsong ---------------------------------------------------------------------------------
    def revolt(self, ctx, d: Decision) -> str:
        seat, s = self.seat, ctx.s
        no_base = not al.bases_on_map(ctx, seat)

        def score(cid: str) -> float:
            if cid == "done":
                return REVOLT_DONE
            c = num(cid)
            struct = enemy_structures(ctx, seat, c)
            ew = enemy_warriors(ctx, seat, c)
            suits = al.revolt_bases(ctx, seat, c)
            placed = max((sum(1 for x in al.sympathetic_clearings(ctx, seat) if al.has_suit(ctx, x, suit))
                          for suit in suits), default=0)
            placed = min(placed, s.supply[seat]["warrior"])
            v = 1.4 * struct + 0.4 * ew + 0.6 * placed + 1.5 + (2.5 if no_base else 0.0)
            # a base beside big armies is soon lost (Law 8.2.4: supporters and officers with it)
            threat = max((max_enemy_warriors(ctx, seat, b) for b in ctx.adj[c]), default=0)
            return v - REVOLT_THREAT * max(0, threat - placed)
        return best_id(d, score, self.rng)

    def pay(self, ctx, d: Decision) -> str:
        """Spend the cheapest matching supporter: a suited card before a bird (birds are wild)."""
        cards = [card_of(c) for c in d.ids()]
        return "card:" + least_valuable(ctx, self.seat, cards) if all(c.startswith("card:") for c in d.ids()) else d.ids()[0]

    def revolt_base(self, ctx, d: Decision) -> str:
        seat = self.seat
        return best_id(d, lambda cid: sum(1 for x in al.sympathetic_clearings(ctx, seat)
                                          if al.has_suit(ctx, x, cid.partition(":")[2])), self.rng)

    def spread(self, ctx, d: Decision) -> str:
        seat, s = self.seat, ctx.s
        sup = s.fstate[seat].supporters
        symp = set(al.sympathetic_clearings(ctx, seat))
        fav = held_favor_suits(ctx, seat)

        def score(cid: str) -> float:
            if cid == "done":
                return 0.0
            c = num(cid)
            cost = al.spread_cost(ctx, seat, c)
            if cost > len(sup):
                return -5.0
            fresh = sum(1 for b in ctx.adj[c] if b not in symp)
            # unsympathetic neighbours: room to spread next turn, and where an army takes the token
            # it comes back as a supporter (Outrage, Law 8.2.6) and scores again when re-placed
            v = 2.0 - 0.9 * cost + 0.5 * fresh
            v += 0.5 * enemy_structures(ctx, seat, c)           # a revolt target later
            v -= 0.2 * enemy_warriors(ctx, seat, c)
            v -= EXPOSED * exposure(ctx, seat, c)
            if any(al.has_suit(ctx, c, x) for x in fav):       # toward three tokens to craft it
                v += FAVOR_SPREAD
            v += 0.25 * len(al.supporters_fitting(ctx, seat, c))   # supporters of that suit to revolt there
            if al.revolt_bases(ctx, seat, c):
                v += 0.3
            return v
        return best_id(d, score, self.rng)

    # --- Daylight ---------------------------------------------------------------------------------
    def daylight(self, ctx, d: Decision) -> str:
        seat, s = self.seat, ctx.s
        ids = d.ids()
        # items (VP, Law 4.1.2) and the favors (enemy pieces, Law 3.2.1); a persistent effect is
        # worth less to the Alliance than the card as a supporter (measured, docs/ai.md session 10)
        crafts = [c for c in ids if c.startswith("craft:") and ctx.c.cards[card_of(c)].kind != "persistent"]
        if crafts:
            return max(crafts, key=lambda c: (_craft_value(ctx, seat, card_of(c)), c))
        st = s.fstate[seat]
        bases = len(al.bases_on_map(ctx, seat))
        held = held_favor_suits(ctx, seat)          # kept in hand to craft (session 11)

        def kept(x: str) -> bool:
            rec = ctx.c.cards[x]
            return rec.effect == "favor" and rec.suit in held
        trains = [card_of(c) for c in ids if c.startswith("train:") and not kept(card_of(c))]
        want_officers = min(OFFICERS_MAX, OFFICERS_FIRST + OFFICERS_PER_BASE * bases)
        if trains and st.officers < want_officers and s.supply[seat]["warrior"] >= 2:
            return "train:" + least_valuable(ctx, seat, trains)
        mob = [card_of(c) for c in ids if c.startswith("mobilize:")]
        cap = ctx.c.factions.alliance.supporters_cap_without_base
        if mob and (bases or len(st.supporters) < cap):
            hand = s.hands[seat]
            keep_ambush = sum(1 for x in hand if ctx.c.cards[x].kind == "ambush") <= 1
            pool = [x for x in mob if not (keep_ambush and ctx.c.cards[x].kind == "ambush") and not kept(x)]
            if pool:
                # the suit most wanted: the one with the fewest supporters among the sympathetic suits
                want = _wanted_suits(ctx, seat)
                return "mobilize:" + max(sorted(pool), key=lambda x: (want.get(ctx.c.cards[x].suit, 0.0),
                                                                   -card_value(ctx, seat, x)))
        return "done" if "done" in ids else ids[0]

    # --- Evening ----------------------------------------------------------------------------------
    def operations(self, ctx, d: Decision) -> str:
        """One military operation (Law 8.6.1), in the order that turns officers into sympathy:
        organize where a warrior stands (a token and its VP for one operation), else move a spare
        warrior next to an organizable clearing when two operations are left (move, organize),
        else recruit at a base when that makes a spare warrior for a move-and-organize later this
        Evening; a good battle; the last operation recruits or steps warriors toward a clearing to
        organize next turn."""
        seat, s = self.seat, ctx.s
        ids = d.ids()
        ev = top_frame(s, al.AllianceEvening)
        left = (s.fstate[seat].officers - ev.used) if ev is not None else 1
        org = [c for c in ids if c.startswith("organize:")]
        if org:
            return max(org, key=lambda cid: (self._organize_value(ctx, num(cid)), -num(cid)))
        if "action:battle" in ids:
            best = self._best_battle(ctx)
            if best is not None and best[0] >= 0.8:
                return "action:battle"
        if "action:move" in ids and left >= 2:
            plan = self._organize_move(ctx)
            if plan is not None:
                self._plan = plan
                return "action:move"
        rec = [c for c in ids if c.startswith("recruit:")]
        if rec and s.supply[seat]["warrior"] > 0 and left >= 3:
            feeding = [c for c in rec if self._organizable_near(ctx, num(c))]
            if feeding:
                return feeding[0]
        plan = self._move_plan(ctx) if "action:move" in ids else None
        if plan is not None:
            self._plan = plan
            return "action:move"
        if rec and s.supply[seat]["warrior"] > 0:
            # a base whose warriors can walk out to organize next, then the most threatened
            return max(rec, key=lambda cid: (self._organizable_near(ctx, num(cid)), enemy_warriors(ctx, seat, num(cid)) + sum(
                max_enemy_warriors(ctx, seat, b) for b in ctx.adj[num(cid)]), -num(cid)))
        if "action:battle" in ids:
            best = self._best_battle(ctx)
            if best is not None and best[0] > 0.2:
                return "action:battle"
        return "done"

    def _organizable(self, ctx, b: int, symp: set[int]) -> bool:
        """Law 8.6.1.IV: a clearing a warrior moved in can organize (no sympathy there, a token
        left, placement allowed), not held by an army that would take the token at once."""
        seat, s = self.seat, ctx.s
        return (s.supply[seat]["sympathy"] > 0 and b not in symp and al.can_place(ctx, seat, b)
                and max_enemy_warriors(ctx, seat, b) < ORGANIZE_ARMY)

    def _organizable_near(self, ctx, a: int) -> bool:
        from ..flow import can_move
        symp = set(al.sympathetic_clearings(ctx, self.seat))
        return any(can_move(ctx, self.seat, a, b) and self._organizable(ctx, b, symp) for b in ctx.adj[a])

    def _guard(self, ctx, a: int, bases: set[int]) -> int:
        """Warriors kept in a base's clearing: one, two beside a big army (Law 8.2.4: a base lost
        takes its suit's supporters and half the officers)."""
        if a not in bases:
            return 0
        threat = max((max_enemy_warriors(ctx, self.seat, b) for b in ctx.adj[a]), default=0)
        return GUARD + (1 if threat >= 3 else 0)

    def _organize_move(self, ctx) -> tuple[int, int, int] | None:
        """(origin, dest, count): a spare warrior into an organizable neighbour (then organize)."""
        from ..flow import can_move, move_origins
        seat, s = self.seat, ctx.s
        symp = set(al.sympathetic_clearings(ctx, seat))
        bases = {c for c, _ in al.bases_on_map(ctx, seat)}
        best = None
        for a in move_origins(ctx, seat):
            spare = s.warriors[seat][a] - self._guard(ctx, a, bases)
            if spare < 1:
                continue
            for b in ctx.adj[a]:
                if not can_move(ctx, seat, a, b) or not self._organizable(ctx, b, symp):
                    continue
                v = (1.0 - 0.2 * enemy_warriors(ctx, seat, b) + 0.1 * sum(1 for x in ctx.adj[b] if x not in symp)
                     + 0.05 * spare)
                if best is None or v > best[0]:
                    best = (v, a, b, 1)
        return None if best is None else best[1:]

    def _organize_value(self, ctx, c: int) -> float:
        return 1.0 - 0.2 * enemy_warriors(ctx, self.seat, c) + 0.3 * enemy_structures(ctx, self.seat, c)

    def _best_battle(self, ctx) -> tuple[float, int, int] | None:
        seat, s = self.seat, ctx.s
        best = None
        for c in ctx.m.ids:
            w = s.warriors[seat][c]
            if not w:
                continue
            for e in enemies(ctx, seat):
                if pieces_of(ctx, e, c):
                    v = battle_value(ctx, seat, c, e, w)
                    if best is None or v > best[0]:
                        best = (v, c, e)
        return best

    def _move_plan(self, ctx) -> tuple[int, int, int] | None:
        """Warriors from a clearing holding more than its guard to where the next operation pays:
        an unsympathetic clearing to organize (Law 8.6.1.IV), a step toward one, enemy pieces to
        battle (8.6.1.II), or a threatened base from a clearing that is not one (Law 4.2)."""
        from ..flow import can_move, move_origins
        seat, s = self.seat, ctx.s
        symp = set(al.sympathetic_clearings(ctx, seat))
        bases = {c for c, _ in al.bases_on_map(ctx, seat)}
        ev = top_frame(s, al.AllianceEvening)
        left = (s.fstate[seat].officers - ev.used) if ev is not None else 2
        has_token = s.supply[seat]["sympathy"] > 0

        def organizable(b: int) -> bool:
            return (has_token and b not in symp and al.can_place(ctx, seat, b)
                    and max_enemy_warriors(ctx, seat, b) < POS_ARMY)
        targets = [c for c in ctx.m.ids if organizable(c)]
        best = None
        for a in move_origins(ctx, seat):
            n = s.warriors[seat][a]
            guard = 1 if a in bases else 0
            if a in bases and max((max_enemy_warriors(ctx, seat, b) for b in ctx.adj[a]), default=0) >= 3:
                guard = 2
            spare = n - guard
            if spare < 1:
                continue
            da = min((distances_from(ctx, a).get(t, 99) for t in targets), default=99)
            for b in ctx.adj[a]:
                if not can_move(ctx, seat, a, b):
                    continue
                v = -1.0
                if left >= 2 and organizable(b):
                    v = 1.2 - 0.2 * enemy_warriors(ctx, seat, b)
                elif left >= 3 and targets and b not in bases:
                    db = min((distances_from(ctx, b).get(t, 99) for t in targets), default=99)
                    if db < da and max_enemy_warriors(ctx, seat, b) < 3:
                        v = 0.5
                struct = enemy_structures(ctx, seat, b)
                if left >= 2 and struct and spare > max_enemy_warriors(ctx, seat, b):
                    v = max(v, 0.8 + 0.4 * struct)
                if b in bases and a not in bases:
                    threat = max((max_enemy_warriors(ctx, seat, x) for x in ctx.adj[b]), default=0)
                    v = max(v, 0.3 * (threat - s.warriors[seat][b]))
                if v > 0 and (best is None or v > best[0]):
                    best = (v, a, b, min(spare, 3 if struct else 2))
        return None if best is None else best[1:]

    def move(self, ctx, d: Decision) -> str:
        ids = d.ids()
        fr = top_frame(ctx.s, RootMove)
        plan = self._plan
        if d.kind == "root.move.origin":
            if plan is not None and f"clearing:{plan[0]}" in ids:
                return f"clearing:{plan[0]}"
            plan = self._plan = self._move_plan(ctx)
            if plan is not None and f"clearing:{plan[0]}" in ids:
                return f"clearing:{plan[0]}"
            return max((c for c in ids if c.startswith("clearing:")),
                       key=lambda c: (ctx.s.warriors[self.seat][num(c)], -num(c)), default=ids[0])
        if d.kind == "root.move.dest":
            if plan is not None and fr is not None and fr.origin == plan[0]:
                for p in (f"clearing:{plan[1]}", f"ferry:{plan[1]}"):
                    if p in ids:
                        return p
            symp = set(al.sympathetic_clearings(ctx, self.seat))
            return best_id(d, lambda c: (0 if num(c) in symp else 1) - 0.1 * enemy_warriors(ctx, self.seat, num(c)),
                           self.rng)
        # root.move.count
        want = plan[2] if plan is not None and fr is not None and fr.origin == plan[0] else 1
        self._plan = None
        counts = sorted(num(c) for c in ids)
        k = max([c for c in counts if c <= want], default=counts[0])
        return f"count:{k}"

    def battle_clearing(self, ctx, d: Decision) -> str:
        best = self._best_battle(ctx)
        if best is not None and f"clearing:{best[1]}" in d.ids():
            return f"clearing:{best[1]}"
        return default_choice(ctx, self.seat, d, self.rng)

    def supporters_cap(self, ctx, d: Decision) -> str:
        return self.pay(ctx, d)


def distances_from(ctx, a: int) -> dict[int, int]:
    return distances(ctx, a)


def _craft_value(ctx, seat: int, card: str) -> float:
    """What crafting `card` gains: an item its VP (Law 4.1.2) and one more (the item leaves the
    supply, where the automata would craft it); a favor the enemy buildings and tokens it removes
    (1 VP each, Law 3.2.1) and one more (the warriors and the harm done to the others)."""
    rec = ctx.c.cards[card]
    if rec.kind == "item":
        return 1.0 + (rec.vp or 0)
    if rec.effect == "favor":
        return 1.0 + favor_removes(ctx, seat, rec.suit)
    return 0.0


def favor_removes(ctx, seat: int, suit: str) -> int:
    """The enemy buildings and tokens a Favor of `suit` would remove (every enemy piece in the
    clearings of that suit)."""
    return sum(enemy_structures(ctx, seat, c) for c in ctx.m.ids if al.has_suit(ctx, c, suit))


def held_favor_suits(ctx, seat: int) -> set[str]:
    """The suits of the favor cards in hand worth keeping until three tokens of the suit craft
    them (Law 4.1.1): FAVOR_HOLD tokens of the suit stand and its clearings hold FAVOR_STRUCT
    enemy buildings and tokens. Reads the seat's own hand and the public pieces only."""
    s = ctx.s
    out: set[str] = set()
    symp = None
    for x in sorted(set(s.hands[seat])):
        rec = ctx.c.cards[x]
        if rec.effect != "favor" or rec.suit in out:
            continue
        if symp is None:
            symp = al.sympathetic_clearings(ctx, seat)
        have = sum(1 for c in symp if al.has_suit(ctx, c, rec.suit))
        if have >= FAVOR_HOLD and favor_removes(ctx, seat, rec.suit) >= FAVOR_STRUCT:
            out.add(rec.suit)
    return out


def exposure(ctx, seat: int, c: int, extra: int = 1) -> int:
    """How many enemies with warriors in c would battle the Alliance there rather than another
    player, read off the automata's published targeting: the defender is the player with the most
    pieces in the clearing (Rootbotics 4.5.1, the Mechanical Marquise), or the most buildings,
    then pieces (5.5.1.III, the Electric Eyrie, which battles where it has no roost). Ties count
    as exposed. For a person's seat it is the same guess. `extra`: Alliance pieces about to be
    placed in c (a spread's token)."""
    s = ctx.s
    mine = pieces_of(ctx, seat, c) + extra
    out = 0
    for e in enemies(ctx, seat):
        if not s.warriors[e][c]:
            continue
        eyrie = "eyrie" in s.factions[e]
        if eyrie and any(b[0] == e and b[1] == "roost" for b in s.buildings[c]):
            continue
        me = _defender_key(ctx, c, seat, mine, eyrie)
        if all(_defender_key(ctx, c, o, pieces_of(ctx, o, c), eyrie) <= me for o in range(s.n) if o not in (e, seat)):
            out += 1
    return out


def _defender_key(ctx, c: int, p: int, n: int, eyrie: bool) -> tuple[int, ...]:
    """How an automaton ranks player `p` (with `n` pieces in c) as the defender: by pieces, or by
    buildings then pieces for the Electric Eyrie."""
    return (sum(1 for b in ctx.s.buildings[c] if b[0] == p), n) if eyrie else (n,)


def _wanted_suits(ctx, seat) -> dict[str, float]:
    """How much each suit's supporters are wanted: suits of the clearings it could spread to or
    revolt in, less the supporters of that suit it already has."""
    s = ctx.s
    want: dict[str, float] = {}
    symp = al.sympathetic_clearings(ctx, seat)
    cand = set(al._spread_candidates(ctx, seat)) | set(symp)
    for c in sorted(cand):
        suit = s.suits[c]
        want[suit] = want.get(suit, 0.0) + (1.0 if c in symp else 0.5)
    for x in s.fstate[seat].supporters:
        suit = ctx.c.cards[x].suit
        if suit in want:
            want[suit] -= 0.6
    want["bird"] = max(want.values(), default=0.0) + 0.1
    return want


_HANDLERS = {
    "root.alliance.revolt": Guide.revolt,
    "root.alliance.revolt.pay": Guide.pay,
    "root.alliance.revolt.base": Guide.revolt_base,
    "root.alliance.spread": Guide.spread,
    "root.alliance.spread.pay": Guide.pay,
    "root.alliance.supporters_cap": Guide.supporters_cap,
    "root.alliance.daylight": Guide.daylight,
    "root.alliance.operations": Guide.operations,
    "root.move.origin": Guide.move,
    "root.move.dest": Guide.move,
    "root.move.count": Guide.move,
    "root.battle.clearing": Guide.battle_clearing,
}

__all__ = ["Guide"]

Guide.handlers = _HANDLERS
