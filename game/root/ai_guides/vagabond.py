"""A rule-based player for the Vagabond (Law chapter 9), the search's guide for that seat (issue 15;
docs/ai.md): it plays the seat in simulations and its pick is tried first.

How it plays (strategy facts of the faction, our own priorities):
- It picks the Adventurer (Appendix D; the best of the characters measured, R-AI-119), else the
  first offered of `CHARACTERS`, and starts in a forest beside ruins.
- Each turn it heads for the clearing worth most, discounted by the boots it costs (Law 9.5.1,
  +1 into Hostile warriors, 9.2.9.IIIb): a ruin to explore while it has a torch (an item and 1 VP,
  9.5.3), a quest of the clearing's suit it can pay with face-up items (9.5.5; points grow with
  each quest of a suit), players to aid toward an alliance (9.2.9.I: 1, 2, 2 VP, then 2 VP per
  aid) who are not far ahead, and enemy pieces left unguarded to battle (buildings and tokens
  score, Law 3.2.1; Hostile pieces score Infamy too, 9.2.9.IIIa).
- There it explores, quests, uses its special action, crafts with hammers, repairs, aids, battles
  where one battle's worth over the sixteen rolls pays (session 11, R-AI-135), strikes lone
  buildings; it refreshes and repairs the items it uses most, damages and sheds the ones it needs
  least, and rests in a forest when too much is damaged (9.6.1). Tea, coins and bags are kept face up (R-AI-116: a face-up tea refreshes
  two more items, Law 9.4.1), quest rewards are taken in VP (R-AI-117), an aided player's item is
  taken only with room for it (R-AI-118).
- Session 10 (R-AI-115): at every question of its own turn each choice is also played out to the
  end of the turn on a copy by these rules (vagabond_helpers.py), and the choice whose turn ends
  worth most is taken; these rules alone answer inside a search's simulations.
  Session 11 (R-AI-136): a turn that leaves the pawn beside enemy warriors who would battle it
  is worth less. Session 12: a turn that wins or loses the game counts as such (R-AI-175), and
  from another seat's 23 VP on, the turn is played for VP now only (R-AI-176).

It reads only what the seat sees: its hand, items and relationships, the face-up quests, public
pieces; never what lies under a ruin (it knows only that a ruin stands, Law 9.3.4). The copies of
the look-ahead are dealt again from the seat's view first (game/root/hidden.py)."""
from __future__ import annotations

from typing import Any

from game.core.decision import Decision
from game.core.rng import Rng
from game.core.search import SimMatch

from ..factions.vagabond.pawn import _quest, special
from ..factions.vagabond_state import (HOSTILE, TRACK, TRACK_MAX, capacity, damaged_items, kind_of, load, on_track,
                                       quest_box, state_of, undamaged_swords, up, vs)
from .vagabond_helpers import play_turn, turn_worth
from ._helpers_ab import (KindGuide, best_id, card_of, card_value, ctx_of, distances, enemies,
                          enemy_structures, fits, least_valuable, leader, num, pieces_of)

# how much each kind of item is worth keeping face up and undamaged (higher = keep)
KEEP = {"sword": 6.0, "boots": 6.0, "torch": 5.0, "crossbow": 3.0, "hammer": 3.5, "tea": 8.0, "coins": 5.0, "bag": 4.0}
# characters in order of preference (Appendix D: their starting items and special actions)
# the questions also decided by playing the turn out (every choice tried), besides the Daylight menu
LOOK_KINDS = frozenset({"root.vagabond.slip", "root.vagabond.move", "root.vagabond.aid.target",
                        "root.vagabond.aid.card", "root.vagabond.aid.item", "root.vagabond.quest",
                        "root.vagabond.battle", "root.vagabond.refresh", "root.vagabond.explore",
                        "root.vagabond.damage", "root.vagabond.item_limit", "root.vagabond.strike",
                        "root.vagabond.repair"})
ROLLOUTS = 1         # play-outs per candidate (each with its own deal and dice), averaged
BASE_BONUS = 0.3     # the rules' own pick wins a near tie in the look-ahead
TRAVEL = 0.9         # a target clearing's worth lost per step of the way (our estimate)
RAID_BACK = 0.45     # each hit the defender deals back (an item damaged, Law 9.2.7)
RAID_MIN = 0.5       # a battle is fought when its estimate reaches this
CHARACTERS = ("adventurer", "thief", "tinker", "ranger", "arbiter", "harrier", "ronin", "vagrant", "scoundrel")


class Guide(KindGuide):
    """The Vagabond guide: `choose(match, decision)` returns a legal choice id."""
    name = "guide-vagabond"

    def __init__(self, seat: int, seed: int, sim: bool = False):
        self.seat = seat
        self.seed = seed
        self.rng = Rng.seeded(f"guide-vagabond:{seed}:{seat}")
        self._flee = False          # the next move leaves a dangerous clearing
        self.sim = sim              # a copy playing a turn out (vagabond_helpers): it looks ahead at nothing
        self.match: Any = None      # the match being answered, for the look-ahead (this answer only)
        self.plan_errors = 0        # look-aheads that raised on the copy (counted, never hidden)

    def choose(self, match: Any, decision: Decision) -> str:
        self.match = match
        try:
            cid = super().choose(match, decision)
            if decision.kind in LOOK_KINDS and not self.sim and not isinstance(match, SimMatch):
                cid = self.look_ahead(ctx_of(match), decision, cid, decision.ids())
            return cid
        finally:
            self.match = None

    # --- the look-ahead (vagabond_helpers.py) -----------------------------------------------------
    def look_ahead(self, ctx, d: Decision, base: str, cands: list[str]) -> str:
        """The candidate whose turn, played out on a copy by these rules, is worth most
        (`turn_worth`); `base`, the rules' own pick, wins ties and is kept on any error."""
        if self.sim or self.match is None or isinstance(self.match, SimMatch) or len(cands) <= 1:
            return base
        s = ctx.s
        fs = vs(ctx, self.seat)
        salt = f"{self.seed}:{self.seat}:{s.round}:{s.vp[self.seat]}:{','.join(fs.items)}:{len(s.hands[self.seat])}"
        best, best_v = base, None
        for cid in cands:
            try:
                v = sum(turn_worth(s, play_turn(self.match, self.seat, cid, Guide(self.seat, self.seed, sim=True),
                                                f"{salt}:{k}").state, self.seat)
                        for k in range(ROLLOUTS)) / ROLLOUTS
            except Exception:        # noqa: BLE001 — a rules error on the copy: this candidate is not tried
                self.plan_errors += 1
                continue
            v += BASE_BONUS if cid == base else 0.0
            if best_v is None or v > best_v + 1e-9:
                best, best_v = cid, v
        return best

    # --- where to go ----------------------------------------------------------------------------
    def _value_at(self, ctx, c: int) -> float:
        """What the Vagabond could gain in clearing c with its face-up items now."""
        seat, s = self.seat, ctx.s
        fs = vs(ctx, seat)
        v = 0.0
        if c in s.ruins and up(fs, "torch"):
            v += 4.0                                             # Law 9.5.3: an item and 1 VP
        box = quest_box(ctx, seat)
        best_q = 0.0
        for q in box.quests:
            rec = _quest(ctx, q)
            if not _suit_here(ctx, c, rec.suit):
                continue
            a, b = rec.items
            if up(fs, a) >= (2 if a == b else 1) and up(fs, b) >= 1:
                best_q = max(best_q, 3.0 + sum(1 for x in fs.done if _quest(ctx, x).suit == rec.suit))
        v += best_q
        cards = [x for x in s.hands[seat] if fits(ctx, x, c)]
        if cards and any(state_of(t) == "" for t in fs.items):
            v += max((self._aid_value(ctx, i) for i in range(s.n) if i != seat and pieces_of(ctx, i, c)), default=0.0)
        if up(fs, "sword"):
            v += max((self._raid(ctx, c, e) for e in enemies(ctx, seat) if pieces_of(ctx, e, c)), default=0.0)
        if up(fs, "crossbow"):
            v += 0.8 * max((1 for e in enemies(ctx, seat) if not s.warriors[e][c] and enemy_structures(ctx, seat, c, e)),
                           default=0)
        return v

    def _aid_value(self, ctx, other: int) -> float:
        s = ctx.s
        fs = vs(ctx, self.seat)
        fid = s.factions[other]
        if fid not in fs.rel:                                    # another Vagabond: no marker (9.2.9)
            return 0.2
        r = fs.rel[fid]
        if r == HOSTILE:
            return -1.0
        if s.vp[other] >= 22 or (other == leader(s, self.seat) and s.vp[other] >= max(15, s.vp[self.seat] + 5)):
            return 0.0                                           # never feed the runaway leader
        steps = ctx.c.vagabond.relationship.steps
        if r >= len(steps):
            return float(ctx.c.vagabond.relationship.allied_aid_vp)
        need = steps[r].aids - fs.aids.get(fid, 0)
        return steps[r].vp / max(1, need) + 0.3

    def _target(self, ctx) -> tuple[int, float]:
        """The clearing to head for and its worth (travel discounted)."""
        seat, s = self.seat, ctx.s
        fs = vs(ctx, seat)
        starts = [fs.clearing] if fs.clearing else list(ctx.m.forests.get(fs.forest, ()))
        dist: dict[int, int] = {}
        for a in starts:
            for c, k in distances(ctx, a).items():
                k = k + (0 if fs.clearing else 1)
                if c not in dist or k < dist[c]:
                    dist[c] = k
        best, best_v = (fs.clearing or (starts[0] if starts else 0)), -99.0
        for c in ctx.m.ids:
            if c not in dist or c in s.closed:
                continue
            v = self._value_at(ctx, c) - TRAVEL * dist[c]
            if v > best_v or (v == best_v and c < best):
                best, best_v = c, v
        return best, best_v

    def _step_toward(self, ctx, options: list[int], target: int) -> int | None:
        """The option clearing on a shortest path to `target` (None if none gets closer)."""
        fs = vs(ctx, self.seat)
        dist = distances(ctx, target)
        here = dist.get(fs.clearing, 99) if fs.clearing else 99
        best = min(options, key=lambda c: (dist.get(c, 99), c), default=None)
        if best is None or dist.get(best, 99) >= here:
            return None
        return best

    # --- setup and Birdsong ---------------------------------------------------------------------
    def character(self, ctx, d: Decision) -> str:
        ids = d.ids()
        for c in CHARACTERS:
            if f"character:{c}" in ids:
                return f"character:{c}"
        return ids[0]

    def forest(self, ctx, d: Decision) -> str:
        s = ctx.s
        return best_id(d, lambda cid: sum(2.0 if c in s.ruins else 0.5
                                          for c in ctx.m.forests.get(cid.partition(":")[2], ())), self.rng)

    def refresh(self, ctx, d: Decision) -> str:
        fs = vs(ctx, self.seat)
        return best_id(d, lambda cid: _keep(fs, cid.partition(":")[2]) - (2.0 if "damaged" in cid else 0.0), self.rng)

    def slip(self, ctx, d: Decision) -> str:
        fs = vs(ctx, self.seat)
        ids = d.ids()
        if self._resting(ctx):
            forests = [c for c in ids if c.startswith("forest:")]
            if forests:
                return forests[0]
            if fs.forest:
                return "pass"
        target, _ = self._target(ctx)
        if fs.clearing == target:
            return "pass"
        opts = [num(c) for c in ids if c.startswith("clearing:")]
        step = self._step_toward(ctx, opts, target)
        if step is not None:
            return f"clearing:{step}"
        if fs.forest:                       # out of the forest toward the target
            dist = distances(ctx, target)
            return min((c for c in ids if c.startswith("clearing:")), key=lambda c: (dist.get(num(c), 99), c),
                       default="pass")
        return "pass"

    def _resting(self, ctx) -> bool:
        """Too much damaged and no hammer: spend a turn in a forest (Evening Rest, Law 9.6.1)."""
        fs = vs(ctx, self.seat)
        dmg = len(damaged_items(fs))
        return dmg >= 3 and not any(kind_of(t) == "hammer" and "damaged" not in t for t in fs.items)

    # --- Daylight -------------------------------------------------------------------------------
    def daylight(self, ctx, d: Decision) -> str:
        base = self.daylight_rule(ctx, d)
        return self.look_ahead(ctx, d, base, _distinct(d.ids()))

    def daylight_rule(self, ctx, d: Decision) -> str:
        seat, s = self.seat, ctx.s
        fs = vs(ctx, seat)
        ids = set(d.ids())
        if fs.forest and self._resting(ctx):
            return "done"
        for a in ("action:explore", "action:quest"):
            if a in ids:
                return a
        sp = special(ctx, seat)
        if "special:steal" in ids:
            return "special:steal"
        if "special:day_labor" in ids and any(fits(ctx, x, fs.clearing) and card_value(ctx, seat, x) >= 1.5
                                              for x in s.discard):
            return "special:day_labor"
        if "special:hideout" in ids and len(damaged_items(fs)) >= 2:
            return "special:hideout"
        crafts = [c for c in ids if c.startswith("craft:")]
        if crafts:
            return max(sorted(crafts), key=lambda c: ctx.c.cards[card_of(c)].kind == "item")
        if "action:repair" in ids:
            return "action:repair"
        c = fs.clearing
        if "action:battle" in ids:
            best = max((self._raid(ctx, c, e) for e in enemies(ctx, seat) if pieces_of(ctx, e, c)), default=-1.0)
            if best >= RAID_MIN:
                return "action:battle"
        if "action:strike" in ids and any(not s.warriors[e][c] and enemy_structures(ctx, seat, c, e)
                                          for e in enemies(ctx, seat)):
            return "action:strike"
        target, tv = self._target(ctx)
        if "action:aid" in ids:
            best = max((self._aid_value(ctx, i) for i in range(s.n) if i != seat and pieces_of(ctx, i, c)), default=0.0)
            spare = sum(1 for t in fs.items if state_of(t) == "" and kind_of(t) not in ("boots",)) >= 1
            if best >= 0.8 and (spare or target == c):
                return "action:aid"
        if "action:move" in ids and target != c:
            return "action:move"
        if "action:move" in ids and self._danger(ctx, c) >= 2:     # do not end the turn among armies
            safer = [b for b in ctx.adj[c] if self._danger(ctx, b) < self._danger(ctx, c) - 1]
            if safer:
                self._flee = True
                return "action:move"
        if "action:aid" in ids and sp != "":
            best = max((self._aid_value(ctx, i) for i in range(s.n) if i != seat and pieces_of(ctx, i, c)), default=0.0)
            if best >= 1.0:
                return "action:aid"
        return "done" if "done" in ids else sorted(ids)[0]

    def _danger(self, ctx, c: int) -> int:
        """Enemy warriors in c: who could battle the pawn there before its next turn (Law 4.3)."""
        s = ctx.s
        return sum(s.warriors[e][c] for e in enemies(ctx, self.seat))

    def move(self, ctx, d: Decision) -> str:
        ids = d.ids()
        opts = [num(c) for c in ids if c.startswith(("clearing:", "ferry:"))]
        if self._flee and opts:
            self._flee = False
            b = min(opts, key=lambda c: (self._danger(ctx, c), c))
            return f"clearing:{b}" if f"clearing:{b}" in ids else f"ferry:{b}"
        target, _ = self._target(ctx)
        step = self._step_toward(ctx, opts, target)
        if step is None:
            if "pass" in ids:
                return "pass"
            dist = distances(ctx, target)
            step = min(opts, key=lambda c: (dist.get(c, 99), c))
        return f"clearing:{step}" if f"clearing:{step}" in ids else f"ferry:{step}"

    def glide(self, ctx, d: Decision) -> str:
        target, _ = self._target(ctx)
        return f"clearing:{target}" if f"clearing:{target}" in d.ids() else d.ids()[0]

    # --- actions' questions ---------------------------------------------------------------------
    def battle(self, ctx, d: Decision) -> str:
        c = vs(ctx, self.seat).clearing
        return best_id(d, lambda cid: self._raid(ctx, c, ctx.seat_of(cid.partition(":")[2])), self.rng)

    def _raid(self, ctx, c: int, e: int) -> float:
        """The expected worth in VP of one battle against seat `e` in c (Law 4.3.2: the attacker
        takes the high die, a Guerrilla War defender the high one, 8.2.2; the Vagabond's rolled hits
        are capped by its undamaged swords, 9.2.7; a defender without warriors takes an extra hit,
        4.3.2.III): buildings and tokens removed score 1 VP (3.2.1), pieces of a Hostile faction
        1 more (Infamy, 9.2.9.IIIa; the first warrior of a faction not yet Hostile makes it Hostile
        and scores none, 9.2.9.III); each hit dealt back damages an item (9.2.7)."""
        s = ctx.s
        swords = undamaged_swords(vs(ctx, self.seat))
        dw = s.warriors[e][c]
        pieces = enemy_structures(ctx, self.seat, c, e)
        if swords <= 0 or (not pieces and not dw):
            return -1.0
        hostile = vs(ctx, self.seat).rel.get(s.factions[e]) == HOSTILE
        guerrilla = ctx.fac(e).swaps_dice_as_defender(ctx, e)
        v = 0.0
        for d1 in range(4):
            for d2 in range(4):
                a, b = (min(d1, d2), max(d1, d2)) if guerrilla else (max(d1, d2), min(d1, d2))
                hits = min(a, swords) + (1 if dw == 0 else 0)
                kw = min(dw, hits)
                ks = min(pieces, max(0, hits - dw))
                infamy = kw + ks if hostile else (kw - 1 + ks if kw else 0)
                gain = ks + infamy
                v += (gain - RAID_BACK * min(b, dw)) / 16.0
        return v + (0.3 if e == leader(s, self.seat) else 0.0)

    def strike(self, ctx, d: Decision) -> str:
        seat, s = self.seat, ctx.s
        c = vs(ctx, seat).clearing

        def sc(cid: str) -> float:
            e = ctx.seat_of(cid.partition(":")[2])
            return (2.0 if not s.warriors[e][c] else 0.0) + (0.5 if e == leader(s, seat) else 0.0)
        return best_id(d, sc, self.rng)

    def strike_piece(self, ctx, d: Decision) -> str:
        return best_id(d, lambda cid: 1 if cid.startswith("building:") else 0, self.rng)

    def aid_target(self, ctx, d: Decision) -> str:
        return best_id(d, lambda cid: self._aid_value(ctx, ctx.seat_of(cid.partition(":")[2])), self.rng)

    def aid_card(self, ctx, d: Decision) -> str:
        return "card:" + least_valuable(ctx, self.seat, [card_of(c) for c in d.ids()])

    def aid_item(self, ctx, d: Decision) -> str:
        fs = vs(ctx, self.seat)
        return best_id(d, lambda cid: -_keep(fs, cid.partition(":")[2]), self.rng)

    def aid_take(self, ctx, d: Decision) -> str:
        takes = [c for c in d.ids() if c.startswith("take:")]
        fs = vs(ctx, self.seat)
        # Law 9.6.4: an item beyond the Satchel's room is removed in the Evening: take one only
        # when it has room (a tea, coins or bag goes onto its track and needs none, 9.2.5.I)
        takes = [c for c in takes if load(fs) < capacity(fs) or
                 (c[5:] in TRACK and on_track(fs, c[5:]) < TRACK_MAX)]
        if not takes:
            return "pass"
        return max(sorted(takes), key=lambda c: KEEP.get(c.partition(":")[2], 1.0))

    def quest(self, ctx, d: Decision) -> str:
        fs = vs(ctx, self.seat)
        return best_id(d, lambda cid: sum(1 for x in fs.done if _quest(ctx, x).suit == _quest(ctx, cid.partition(":")[2]).suit),
                       self.rng)

    def improvise(self, ctx, d: Decision) -> str:
        # Law D.7.2: the improvised item is damaged: the one least worth keeping, never when the
        # quest can be paid without it
        if "done" in d.ids():
            return "done"
        fs = vs(ctx, self.seat)
        return best_id(d, lambda cid: -_keep(fs, cid.split(":")[1]), self.rng)

    def reward(self, ctx, d: Decision) -> str:
        return "reward:vp"

    def explore(self, ctx, d: Decision) -> str:
        return max(sorted(d.ids()), key=lambda c: KEEP.get(c.partition(":")[2], 1.0))

    def damage(self, ctx, d: Decision) -> str:
        fs = vs(ctx, self.seat)

        def sc(cid: str) -> float:
            if cid.startswith("warrior:"):
                return -50.0
            t = cid.partition(":")[2]
            # an exhausted item first (already spent this turn), the least needed kind
            return -_keep(fs, t) + (0.7 if "exhausted" in t else 0.0)
        return best_id(d, sc, self.rng)

    def repair(self, ctx, d: Decision) -> str:
        fs = vs(ctx, self.seat)
        return best_id(d, lambda cid: _keep(fs, cid.partition(":")[2]), self.rng)

    def item_limit(self, ctx, d: Decision) -> str:
        fs = vs(ctx, self.seat)
        return best_id(d, lambda cid: -_keep(fs, cid.partition(":")[2]) + (3.0 if "damaged" in cid else 0.0), self.rng)

    def steal(self, ctx, d: Decision) -> str:
        s = ctx.s
        return best_id(d, lambda cid: (len(s.hands[ctx.seat_of(cid.partition(":")[2])]) + 3 * ctx.fac(
            ctx.seat_of(cid.partition(":")[2])).automaton), self.rng)

    def day_labor(self, ctx, d: Decision) -> str:
        return max(sorted(d.ids()), key=lambda c: card_value(ctx, self.seat, card_of(c)))

    def decline(self, ctx, d: Decision) -> str:
        return "pass" if "pass" in d.ids() else d.ids()[0]


def _distinct(ids: list[str]) -> list[str]:
    """The Daylight menu's choices worth trying ahead: every one but the persistent-effect cards'
    own actions (codebreakers, tax collector…) and coalitions (never tried, Law 9.2.8)."""
    return [c for c in ids if c == "done" or c.startswith(("action:", "special:", "craft:"))]


def _suit_here(ctx, c: int, suit: str) -> bool:
    from ..engine import has_suit
    return has_suit(ctx, c, suit)


def _keep(fs, t: str) -> float:
    """How much the item token `t` (`sword`, `boots:exhausted`…) is worth keeping: its kind's
    worth, less for each other undamaged item of the kind it already has."""
    k = kind_of(t)
    same = sum(1 for x in fs.items if kind_of(x) == k and "damaged" not in state_of(x) and x != t)
    return KEEP.get(k, 1.0) - 1.2 * min(same, 3)


_HANDLERS = {
    "root.vagabond.setup.character": Guide.character,
    "root.vagabond.setup.forest": Guide.forest,
    "root.vagabond.refresh": Guide.refresh,
    "root.vagabond.slip": Guide.slip,
    "root.vagabond.action": Guide.daylight,
    "root.vagabond.move": Guide.move,
    "root.vagabond.glide": Guide.glide,
    "root.vagabond.battle": Guide.battle,
    "root.vagabond.battle.ally": Guide.decline,
    "root.vagabond.move.ally": Guide.decline,
    "root.vagabond.strike": Guide.strike,
    "root.vagabond.strike.piece": Guide.strike_piece,
    "root.vagabond.aid.target": Guide.aid_target,
    "root.vagabond.aid.card": Guide.aid_card,
    "root.vagabond.aid.item": Guide.aid_item,
    "root.vagabond.aid.take": Guide.aid_take,
    "root.vagabond.quest": Guide.quest,
    "root.vagabond.quest.improvise": Guide.improvise,
    "root.vagabond.quest.reward": Guide.reward,
    "root.vagabond.explore": Guide.explore,
    "root.vagabond.damage": Guide.damage,
    "root.vagabond.repair": Guide.repair,
    "root.vagabond.item_limit": Guide.item_limit,
    "root.vagabond.steal": Guide.steal,
    "root.vagabond.day_labor": Guide.day_labor,
}

Guide.handlers = _HANDLERS
