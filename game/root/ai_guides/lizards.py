"""A rule-based Lizard Cult (Law chapter 10), the search's guide for that seat (issue 15;
docs/ai.md "Session 9: the Lizard Cult guide" and "Session 10"; rulings R-AI-75..79, R-AI-120).

The Cult scores by revealing cards: a Score ritual spends a card for the VP above the rightmost
empty space of that suit's garden track (Law 10.5.3), so points grow with the gardens of a suit on
the map. Build, Recruit and Sacrifice only reveal a card, which comes back to hand in Evening
(Law 10.6.1): every card in hand is one ritual a turn, and only Score and crafting use it up.
Its turn, as a strong player runs it:
- Birdsong: Sanctify whenever it can (an enemy building removed, 1 VP, Law 3.2.1, and a garden of
  the Outcast suit in its place, Law 10.4.3.III); Convert where the warrior taken gives the Cult
  rule in a clearing it can build in; Crusade where a battle pays; otherwise it saves acolytes.
- Daylight: a garden first where it raises a Score (another card of the suit then scores it) or
  where the suit's Score pays nothing yet; a Score worth points (never 0 VP) with each suit's
  card at once (a card kept back may be lost to Fear of the Faithful, Law 10.2.5); no garden that
  raises no Score (a garden lost costs a card); a Recruit first where one warrior gives the rule a
  build needs, the other cards Recruit toward rule or beside a defenceless garden; birds
  Sacrifice for acolytes (Law 10.5.4: a bird card can do nothing else in a ritual, Law 10.2.2).
- Far behind on points with a suit's dominance card and three clearings of the suit ruled, two by
  gardens (Pilgrims, Law 10.2.4), it plays for dominance (Law 3.3.1; R-AI-79).
- Evening: craft items with gardens of the Outcast suit when the item is worth the card.
- Hand limit: one bird and the cards of suits with gardens stay, a second bird goes first
  (R-AI-120); ambushes defend the gardens. Evening crafts even at a small loss (R-AI-120).
Everything else (battles as defender, moves, hirelings, E&P cards…): common.py, _helpers_ab.py.

It reads only what the seat sees (R-AI-31): its own hand and revealed cards, its acolytes, the
public Lost Souls pile, the public pieces and VP."""
from __future__ import annotations


from game.core.decision import Decision

from ..engine import has_suit
from ..factions import lizards as lz
from .common import Board, GuideBase, foe_rule_strength, held, num

# Daylight action scores (the highest goes first; below 0 the guide ends Daylight)
BUILD_FIRST = 10.0         # a garden before the Score it raises (Law 10.5.3), or where a Score pays nothing
BUILD_BASE = 6.0           # a garden: rule (Law 10.2.4), the track's next space (Law 10.5.3)
RECRUIT_FOR_BUILD = 9.5    # a warrior that gives the rule a build needs this turn
SCORE_BASE = 6.0           # plus the VP
RECRUIT_PREP = 2.5         # a warrior that gives rule where a garden can go next turn
RECRUIT_BASE = 1.0         # a warrior on the map (rule, defence)
SACRIFICE_BASE = 2.0       # an acolyte for next Birdsong's conspiracies
MIN_HAND_AFTER_SCORE = 0   # keep this many cards back before scoring (2: 9.6 VP, 0: 11.3; R-AI-77)
WIN_VP = 30                # Law 3.1
# knobs measured without gain (100 seeds vs Master, docs/ai.md): left at no effect
CONCENTRATE = 0.0          # a build gains this much per garden of its suit already on the map
MAX_EXPOSURE = 99          # no garden where more enemy warriors than this stand in and around beyond ours
SITE_W = 0.1               # how much a build's value follows its site's safety
EXPOSED = 0.0              # a garden site loses this much per enemy warrior near it beyond ours
NOGAIN_BUILD = -5.0        # a garden that does not raise the suit's Score: none (R-AI-77)
GUARD_EMPTY = 3.0          # a recruit into a garden clearing with no Cult warrior gains this much
GUARD_SECOND = 0.0         # ... with one Cult warrior, this much (1-3 measured worse: left at no effect)
GUARD = 0.4                # a recruit beside a threatened garden gains this much per missing guard

AMBUSH_ONLY_FOR_GARDENS = 1   # no ambush where only warriors defend (they become acolytes; R-AI-78)
CORNER_THREAT = 0.6        # setup: a corner loses this much per enemy warrior in and around it
BIRD_FIRST = 1.5           # a bird card's worth while at most BIRDS_KEPT birds are in hand
BIRD_MORE = -0.5           # ... and beyond that (the hand limit then drops birds first)
BIRDS_KEPT = 1
SUIT_DUP = 0.0             # a suited card loses this much per card of its suit in hand beyond SUIT_KEPT
                           # (0.5-2 measured without gain, docs/ai.md session 10: left at no effect)
SUIT_KEPT = 2
SCORE_KEEP = 0.4           # a suited card's worth per VP its Score would pay now (the hand limit keeps it)
PERSIST_BASE = 0.5         # a useful persistent card's worth before the card's own use
CRAFT_OTHER = -1.0         # a card whose effect the Cult does not use, crafted (its worth)
CRAFT_MIN = -2.0           # an item is crafted when its VP beats the card's Score by this much

# session 11: Outrage (Law 8.2.6) -- a sympathy token removed or a sympathetic clearing entered
# costs the Cult a card of the clearing's suit (R-AI-155)
OUTRAGE = 2.0              # a battle that removes sympathy costs a card (Law 8.2.6)
OUTRAGE_MOVE = 2.0         # a Crusade's move into a sympathetic clearing costs this much (Law 8.2.6)

DOMINANCE_BEHIND = 8       # dominance is played only this many VP behind the leader (R-AI-79)
DOMINANCE_SURE = 2         # ... and with this many of the three clearings held by gardens

# Birdsong: conspiracy values (R-AI-76)
SANCTIFY_BASE = 10.0
LEAD_W = 0.1               # a Sanctify gains this much per VP of the building's owner
CONVERT_MIN = 2.5          # a Convert must be worth this much
CRUSADE_BATTLE_MIN = 1.0   # common.battle_score of the best battle in an Outcast clearing
SPEND_FREELY = 5           # with this many acolytes a weaker conspiracy is worth it


class Guide(GuideBase):
    """The Lizard Cult guide: `choose(match, decision)` returns a legal choice id."""
    faction = "lizards"
    sensible_fallback = True              # _helpers_ab.default_choice for the rest
    # Law 10.2.5: a removed garden costs a random card as well as the garden (Fear of the Faithful)
    own_loss_order = {"garden-fox": 4.0, "garden-rabbit": 4.0, "garden-mouse": 4.0}

    def answer(self, match, decision: Decision) -> str:
        if decision.kind == "root.move.origin" and len(decision.ids()) == 1:
            # a Crusade's move from its one Outcast clearing still needs its plan (where to, how
            # many): the shared dispatch answers a lone choice without asking the handler, and the
            # destination then fell to the fallback (R-AI-156; as the Eyrie guide does)
            self.on_move_origin(Board(match, self.seat), decision, decision.ids())
        return super().answer(match, decision)

    # --- reading the Cult's own board --------------------------------------------------------------
    def fs(self, b: Board) -> lz.LizardState:
        return b.s.fstate[self.seat]

    def score_vp(self, b: Board, suit: str, extra: int = 0) -> int:
        """VP a Score ritual of `suit` gives with `extra` more gardens of it on the map (Law 10.5.3)."""
        k = lz.gardens_on_map(b.ctx, self.seat, suit) + extra
        vps = lz.board(b.c).garden_vp
        return vps[min(k, len(vps)) - 1] if k > 0 else 0

    def card_value(self, b: Board, cid: str) -> float:
        """Keep birds (a Sacrifice every turn, Law 10.5.4) and cards of suits whose gardens score."""
        rec = b.card(cid)
        v = 1.0
        if rec.suit == "bird":
            # one Sacrifice a turn per bird (Law 10.5.4): the first birds feed the conspiracies; more
            # of them crowd out the suited cards that Score and Build (R-AI-120)
            birds = sum(1 for x in b.hand() if b.card(x).suit == "bird")
            v += BIRD_FIRST if birds <= BIRDS_KEPT else BIRD_MORE
        elif rec.suit in lz.SUITS:
            v += SCORE_KEEP * self.score_vp(b, rec.suit) + (0.5 if lz.build_targets(b.ctx, self.seat, rec.suit) else 0.0)
            # a suit Scores once a turn (Law 10.5.3): a third card of it only reveals (SUIT_DUP)
            same = sum(1 for x in b.hand() if b.card(x).suit == rec.suit)
            v -= SUIT_DUP * max(0, same - SUIT_KEPT)
        if rec.kind == "ambush":
            v += 1.5
        if rec.kind == "item":
            v += 0.2 * rec.vp
        if rec.kind == "dominance":
            v -= 1.0
            if rec.suit != "bird" and self.ruled_of_suit(b, rec.suit)[0] >= 2:
                v += 3.0                         # a way to win without points (R-AI-79)
        return v

    # --- setup (Law 10.3) --------------------------------------------------------------------------
    def on_lizards_setup_corner(self, b: Board, d: Decision, ids: list[str]) -> str:
        # room to build around the corner, far from the armies already placed
        def score(i: str) -> float:
            c = num(i)
            room = sum(b.free(x) for x in b.adj[c]) + b.free(c)
            return room + 0.5 * len(b.adj[c]) - CORNER_THREAT * b.threat(c)
        return self.pick(ids, score)

    def on_lizards_setup_outcast(self, b: Board, d: Decision, ids: list[str]) -> str:
        # R-AI-75: the start garden's suit (it crafts from the first Evening, Law 10.2.1), then
        # the suit whose clearings hold the most enemy buildings (Sanctify targets later)
        start = self.fs(b).start
        def score(i: str) -> float:
            suit = i.split(":", 1)[1]
            v = 3.0 if start and b.s.suits[start] == suit else 0.0
            return v + 0.3 * sum(b.foe_soft(f, c) for c in b.m.ids if b.s.suits[c] == suit for f in b.foes())
        return self.pick(ids, score)

    # --- Birdsong: conspiracies (Law 10.4.3) ----------------------------------------------------------
    def sanctify_value(self, b: Board, c: int) -> float:
        s = b.s
        foes = {x[0] for x in s.buildings[c] if 0 <= x[0] != self.seat}        # not ruins (owner -1)
        lead = max((s.vp[f] for f in foes if f < s.n), default=0)
        return SANCTIFY_BASE + LEAD_W * lead - 0.2 * b.threat(c) + 0.3 * b.mine(c)

    def convert_value(self, b: Board, c: int) -> float:
        """A warrior taken and one of ours placed (Law 10.4.3.II): rule gained where a garden can go
        this turn (a card of the suit in hand), a garden's guard, the leader weakened."""
        s, ctx = b.s, b.ctx
        v = 0.5
        mine_after = held(b, self.seat, c) + 1
        foe_after = foe_rule_strength(b, c) - 1
        gains = not b.rules(c) and mine_after > foe_after
        if gains:
            v += 1.0
            suits = [x for x in lz.SUITS if has_suit(ctx, c, x)]
            hand_suits = {b.card(x).suit for x in b.hand()}
            if b.free(c) > 0 and any(x in hand_suits and s.supply[self.seat].get(lz.garden(x), 0) > 0 for x in suits):
                v += 2.0
        if lz.has_garden(ctx, self.seat, c) or any(lz.has_garden(ctx, self.seat, x) for x in b.adj[c]):
            v += 0.7
        return v

    def battle_score(self, b: Board, c: int, extra_hits: int = 0) -> float:
        """common.battle_score less a card when the battle would remove sympathy: Outrage (Law 8.2.6)
        takes a card of the clearing's suit, the card that would Score, Build or Recruit."""
        v = super().battle_score(b, c, extra_hits)
        if b.mine(c) > 0 and self.sympathy_in(b, c):
            v -= OUTRAGE
        return v

    def sympathy_in(self, b: Board, c: int) -> bool:
        return any(t[0] != self.seat and t[1] == "sympathy" for t in b.s.tokens[c])

    def crusade_battle(self, b: Board) -> tuple[float, int]:
        oc = self.fs(b).outcast
        from ..flow import battle_clearings
        best = (-99.0, 0)
        for c in battle_clearings(b.ctx, self.seat):
            if has_suit(b.ctx, c, oc):
                v = self.battle_score(b, c)
                if v > best[0]:
                    best = (v, c)
        return best

    def on_lizards_conspiracy(self, b: Board, d: Decision, ids: list[str]) -> str:
        ctx, seat = b.ctx, self.seat
        acolytes = self.fs(b).acolytes
        opts: dict[str, float] = {"done": 0.0}
        if "conspiracy:sanctify" in ids:
            opts["conspiracy:sanctify"] = max(self.sanctify_value(b, c) for c in lz.sanctify_targets(ctx, seat))
        sanctify_cost = lz.conspiracy_cost(ctx, seat, "sanctify")
        # an acolyte spent now may delay a Sanctify that is one acolyte away (R-AI-76)
        saving = acolytes < sanctify_cost + lz.conspiracy_cost(ctx, seat, "convert") and acolytes >= 2 \
            and bool(self._sanctify_soon(b)) and "conspiracy:sanctify" not in ids
        free = acolytes >= SPEND_FREELY
        if "conspiracy:convert" in ids:
            v = max(self.convert_value(b, c) for c in lz.convert_targets(ctx, seat))
            if v >= CONVERT_MIN or (free and v >= 1.0):
                opts["conspiracy:convert"] = v - (1.0 if saving else 0.0)
        if "conspiracy:crusade" in ids:
            v, _ = self.crusade_battle(b)
            if v >= CRUSADE_BATTLE_MIN or (free and v > 0.3):
                opts["conspiracy:crusade"] = 1.0 + v - (1.0 if saving else 0.0)
        best = max(opts, key=lambda k: (opts[k], k))
        return best if opts[best] > 0 else "done"

    def _sanctify_soon(self, b: Board) -> list[int]:
        """Outcast clearings holding an enemy building (a Sanctify target once acolytes suffice)."""
        ctx, s = b.ctx, b.s
        return [c for c in lz.outcast_clearings(ctx, self.seat) if any(0 <= x[0] != self.seat for x in s.buildings[c])]

    def on_lizards_crusade(self, b: Board, d: Decision, ids: list[str]) -> str:
        v, _ = self.crusade_battle(b)
        if "crusade:battle" in ids and v > 0:
            return "crusade:battle"
        return "crusade:move" if "crusade:move" in ids else ids[0]

    def on_lizards_crusade_battle(self, b: Board, d: Decision, ids: list[str]) -> str:
        cs = [i for i in ids if i.startswith("clearing:")]
        return cs[0] if cs and self.battle_score(b, num(cs[0])) > 0 else "pass"

    def on_battle_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        cs = [i for i in ids if i.startswith("clearing:")]
        if not cs:
            return "pass" if "pass" in ids else ids[0]
        best = self.pick(cs, lambda i: self.battle_score(b, num(i)))
        if "pass" in ids and self.battle_score(b, num(best)) <= 0.3:
            return "pass"
        return best

    def on_lizards_convert_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: self.convert_value(b, num(i)))

    def on_lizards_convert_seat(self, b: Board, d: Decision, ids: list[str]) -> str:
        # the leader's warrior (public VP)
        return self.pick(ids, lambda i: b.s.vp[num(i)] if num(i) < b.s.n else 0)

    def on_lizards_sanctify_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        got = self.pick(ids, lambda i: self.sanctify_value(b, num(i)))
        self.plan["sanctify"] = num(got)
        return got

    def on_lizards_sanctify_building(self, b: Board, d: Decision, ids: list[str]) -> str:
        # the building of the seat with most VP (public); then the kind it has fewest of on the map
        s = b.s
        c = self.plan.pop("sanctify", 0)
        if not c:                                # the search chose the clearing: the choices name it
            refs = [r for ch in d.choices for r in ch.refs if r.startswith("clearing:")]
            c = num(refs[0]) if refs else 0

        def score(i: str) -> float:
            kind = i.split(":", 1)[1]
            owner = next((x[0] for x in s.buildings[c] if x[1] == kind and 0 <= x[0] != self.seat), -1) if c else -1
            lead = s.vp[owner] if 0 <= owner < s.n else 0
            count = sum(1 for cc in b.m.ids for x in s.buildings[cc] if x[1] == kind and x[0] == owner)
            return lead - 0.1 * count
        return self.pick(ids, score)

    def move_bonus(self, b: Board):
        """A Crusade's move (Law 10.4.3.I): toward a battle that removes pieces."""
        def bonus(o: int, dest: int, k: int) -> float:
            soft = max((b.foe_soft(f, dest) for f in b.foes()), default=0)
            v = 0.5 * soft if b.mine(dest) + k > b.foe_warriors(dest) else 0.0
            # Law 8.2.6: warriors moved into a sympathetic clearing owe the Alliance a card (Outrage)
            return v - (OUTRAGE_MOVE if self.sympathy_in(b, dest) else 0.0)
        return bonus

    # --- Daylight: rituals (Law 10.5) ------------------------------------------------------------------
    def rituals(self, b: Board) -> list[tuple[float, str, str, int]]:
        """Every ritual worth doing now: (value, ritual, card, clearing)."""
        ctx, seat, s = b.ctx, self.seat, b.s
        fs = self.fs(b)
        hand = sorted(set(b.hand()))
        by_suit: dict[str, list[str]] = {}
        for x in hand:
            by_suit.setdefault(b.card(x).suit, []).append(x)
        out: list[tuple[float, str, str, int]] = []
        vp = s.vp[seat]
        late = vp >= 22
        n_hand = len(b.hand())
        dom = self.dominance_suit(b)              # an activated dominance card: rule, not points
        for suit in lz.SUITS:
            cards = by_suit.get(suit, [])
            if not cards:
                continue
            keep = max(cards, key=lambda x: (self.card_value(b, x), x))     # revealed, comes back
            spend = min(cards, key=lambda x: (self.card_value(b, x), x))    # spent on a Score
            v_now = self.score_vp(b, suit) if suit not in fs.scored and not dom else 0   # Law 3.3.1
            # Build (Law 10.5.1): before a Score of the suit when another card of it is in hand
            # (the Score then counts the new garden); with the suit's only card, a Score worth
            # points comes first (R-AI-77)
            targets = [c for c in lz.build_targets(ctx, seat, suit) if self.exposure(b, c) <= MAX_EXPOSURE]
            if targets:
                c = max(targets, key=lambda x: (self.garden_site(b, x), -x))
                gain = self.score_vp(b, suit, 1) - self.score_vp(b, suit)
                base = BUILD_FIRST if len(cards) >= 2 or v_now <= 0 else BUILD_BASE
                if gain <= 0 and lz.gardens_on_map(ctx, seat, suit) >= 2:
                    base = min(base, NOGAIN_BUILD)      # a spare garden: rule and a buffer only
                conc = CONCENTRATE * lz.gardens_on_map(ctx, seat, suit)
                if dom:
                    # a garden makes the rule of its clearing sure (Law 10.2.4): the dominance
                    # suit's clearings first (R-AI-79)
                    dom_targets = [x for x in targets if has_suit(ctx, x, dom) and not lz.has_garden(ctx, seat, x)]
                    if dom_targets:
                        c = max(dom_targets, key=lambda x: (self.garden_site(b, x), -x))
                        base, gain = BUILD_FIRST + 5.0, 0
                out.append((base + gain + conc + SITE_W * self.garden_site(b, c), "build", keep, c))
            # Score (Law 10.5.3): never for 0 VP
            if v_now > 0:
                if vp + v_now >= WIN_VP:
                    out.append((100.0 + v_now, "score", spend, 0))
                elif n_hand > MIN_HAND_AFTER_SCORE or late:
                    out.append((SCORE_BASE + v_now, "score", spend, 0))
            # Recruit (Law 10.5.2): a warrior that gives a build its rule wants a second card of
            # the suit, and a third when the Score of the suit is worth points
            if s.supply[seat].get("warrior", 0) > 0:
                spare = len(cards) >= (3 if v_now > 0 else 2)
                r = self.best_recruit(b, suit, spare, dom)
                if r is not None:
                    out.append((r[0], "recruit", keep, r[1]))
        if s.supply[seat].get("warrior", 0) > 0:
            for x in by_suit.get("bird", []):
                out.append((SACRIFICE_BASE, "sacrifice", x, 0))
        return out

    def exposure(self, b: Board, c: int) -> int:
        """Enemy warriors in and next to c beyond the Cult's warriors in c."""
        return b.threat(c) - b.mine(c)

    # --- dominance (Law 3.3): Pilgrims rule whatever the counts (Law 10.2.4) ------------------------
    def dominance_suit(self, b: Board) -> str:
        card = b.s.dominance[self.seat]
        return b.card(card).suit if card else ""

    def ruled_of_suit(self, b: Board, suit: str) -> tuple[int, int]:
        """(clearings of the suit the Cult rules, of which with a garden: a rule no battle of
        warriors can take, Law 10.2.4)."""
        ctx = b.ctx
        ruled = [c for c in b.m.ids if has_suit(ctx, c, suit) and b.rules(c)]
        return len(ruled), sum(1 for c in ruled if lz.has_garden(ctx, self.seat, c))

    def behind(self, b: Board) -> bool:
        """No win on points in sight: the leader is well ahead (public VP)."""
        s = b.s
        lead = max((s.vp[i] for i in b.foes()), default=0)
        return lead - s.vp[self.seat] >= DOMINANCE_BEHIND

    def dominance_to_play(self, b: Board, ids: list[str]) -> str:
        """Activate a suit's dominance card (Law 3.3.1) when the Cult already rules three clearings
        of the suit, two of them by gardens, and cannot win on points; take an available one
        (Law 3.3.4) on the same terms, one clearing short (R-AI-79)."""
        if not self.behind(b):
            return ""
        best = ""
        top = -1.0
        for i in ids:
            if not i.startswith(("dominance:", "take-dominance:")):
                continue
            card = i.split(":", 1)[1]
            suit = b.card(card).suit
            if suit == "bird":
                continue                         # two opposite corners: seldom within reach
            ruled, sure = self.ruled_of_suit(b, suit)
            if i.startswith("dominance:"):
                ok = ruled >= 3 and sure >= DOMINANCE_SURE
            else:
                ok = ruled >= 2 and sure >= 1 and not b.s.dominance[self.seat] and \
                    not any(b.card(x).kind == "dominance" for x in b.hand())
            if ok and ruled + sure > top:
                best, top = i, ruled + sure
        return best

    def garden_site(self, b: Board, c: int) -> float:
        """A safe clearing for a garden (Law 10.2.5: a lost garden costs a card): our warriors there
        against the enemies in and around it."""
        return 0.8 * b.mine(c) - 0.4 * b.threat(c) + 0.3 * len(b.adj[c]) - EXPOSED * max(0, b.threat(c) - b.mine(c))

    def best_recruit(self, b: Board, suit: str, can_build_after: bool, dom: str = "") -> tuple[float, int] | None:
        ctx, seat, s = b.ctx, self.seat, b.s
        best: tuple[float, int] | None = None
        garden_left = s.supply[seat].get(lz.garden(suit), 0) > 0
        for c in lz.recruit_targets(ctx, seat, suit):
            v = RECRUIT_BASE
            foe = foe_rule_strength(b, c)
            mine = held(b, seat, c)
            if not b.rules(c) and mine + 1 > foe and b.free(c) > 0 and garden_left:
                v = RECRUIT_FOR_BUILD if can_build_after else RECRUIT_PREP
            elif not b.rules(c) and mine + 1 > foe:
                v += 0.8
            if lz.has_garden(ctx, seat, c):
                v += GUARD * min(max(0, b.threat(c) - b.mine(c)), 3)
                if b.mine(c) == 0 and b.threat(c) > 0:
                    # a garden without a warrior is defenceless (Law 4.3.2.III: an extra hit), the
                    # first target of an automaton looking for defenceless buildings (R-AI-78)
                    v += GUARD_EMPTY
                elif b.mine(c) == 1 and b.threat(c) > 0:
                    # a second guard: gardens with two Cult warriors were seldom lost (GUARD_SECOND)
                    v += GUARD_SECOND
            if dom and has_suit(ctx, c, dom) and not lz.has_garden(ctx, seat, c):
                # dominance (Law 3.3.1): rule one more clearing of the suit, or hold one
                if not b.rules(c) and mine + 1 > foe:
                    v += 8.0
                elif b.rules(c) and mine - foe <= 1:
                    v += 3.0
            v -= 0.05 * b.mine(c)
            if best is None or v > best[0] or (v == best[0] and c < best[1]):
                best = (v, c)
        return best

    def on_lizards_ritual(self, b: Board, d: Decision, ids: list[str]) -> str:
        dom = self.dominance_to_play(b, ids)
        if dom:
            self.plan.pop("ritual", None)
            return dom
        opts = [r for r in self.rituals(b) if f"ritual:{r[1]}" in ids]
        if not opts:
            self.plan.pop("ritual", None)
            return "done" if "done" in ids else self.fallback(d, ids)
        top = max(r[0] for r in opts)
        if top <= 0 and "done" in ids:
            self.plan.pop("ritual", None)
            return "done"
        best = [r for r in opts if r[0] >= top - 1e-9]
        r = best[0] if len(best) == 1 else best[self.rng.below(len(best))]
        self.plan["ritual"] = r
        return f"ritual:{r[1]}"

    def on_lizards_ritual_card(self, b: Board, d: Decision, ids: list[str]) -> str:
        ritual = (d.data or {}).get("ritual", "")
        plan = self.plan.get("ritual")
        if plan and plan[1] == ritual and f"card:{plan[2]}" in ids:
            return f"card:{plan[2]}"
        cards = [i for i in ids if i.startswith("card:")]
        if not cards:
            return "back" if "back" in ids else ids[0]
        # the search chose the ritual: the card its plan would use (spent: the least kept)
        opts = [r for r in self.rituals(b) if r[1] == ritual and f"card:{r[2]}" in ids]
        if opts:
            r = max(opts, key=lambda r: (r[0], r[2]))
            self.plan["ritual"] = r
            return f"card:{r[2]}"
        sign = -1.0 if ritual == "score" else 1.0
        return self.pick(cards, lambda i: sign * self.card_value(b, i[5:]))

    def _ritual_clearing(self, b: Board, d: Decision, ids: list[str], ritual: str) -> str:
        plan = self.plan.pop("ritual", None)
        if plan and plan[1] == ritual and f"clearing:{plan[3]}" in ids:
            return f"clearing:{plan[3]}"
        cs = [i for i in ids if i.startswith("clearing:")]
        if not cs:
            return ids[0]
        if ritual == "build":
            return self.pick(cs, lambda i: self.garden_site(b, num(i)))
        card = (d.data or {}).get("card", "")
        suit = b.card(card).suit if card in b.c.cards else ""
        r = self.best_recruit(b, suit, False) if suit else None
        if r is not None and f"clearing:{r[1]}" in cs:
            return f"clearing:{r[1]}"
        return self.pick(cs, lambda i: b.threat(num(i)) - b.mine(num(i)))

    def on_lizards_build(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self._ritual_clearing(b, d, ids, "build")

    def on_lizards_recruit(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self._ritual_clearing(b, d, ids, "recruit")

    # --- Evening: crafting (Law 10.6.2) --------------------------------------------------------------
    def craft_worth(self, b: Board, cid: str) -> float:
        """An item's VP against what the card would score (Law 10.5.3); useful persistents."""
        rec = b.card(cid)
        alt = self.score_vp(b, rec.suit) if rec.suit in lz.SUITS else 1.5    # a bird: Sacrifice each turn
        if rec.kind == "item":
            return rec.vp + 0.5 - alt
        if rec.kind == "immediate" and rec.effect == "favor":
            gain = sum(b.foe_soft(i, c) for c in b.m.ids if b.s.suits[c] == rec.suit for i in b.foes())
            return gain - 1.0 - alt
        if rec.kind == "persistent" and rec.effect in ("armorers", "sappers", "scouting_party", "tunnels",
                                                        "better_burrow_bank"):
            return PERSIST_BASE - 0.5 * alt
        return CRAFT_OTHER

    def on_lizards_craft(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.best_craft(b, ids, CRAFT_MIN)

    # --- battles as defender --------------------------------------------------------------------------
    def on_battle_ambush(self, b: Board, d: Decision, ids: list[str]) -> str:
        """Law 4.3.1: an ambush where a garden is at stake; warriors alone it lets fall (Law 10.2.3:
        defenders removed become acolytes), and a suited ambush card can Score instead."""
        c = (d.data or {}).get("clearing", 0)
        if AMBUSH_ONLY_FOR_GARDENS and c and not lz.has_garden(b.ctx, self.seat, c):
            return "pass"
        return super().on_battle_ambush(b, d, ids)

    # --- the hand limit (Law 4.1 / 6.6): the cards that score and sacrifice stay -----------------------
    def on_hand_limit(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: -self.card_value(b, i[5:]) if i.startswith("card:") else -99.0)
