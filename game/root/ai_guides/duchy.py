"""A rule-based Underground Duchy (Law chapter 12), the search's guide for that seat (issue 15;
docs/ai.md "Session 9"). It plays the seat in simulations and its pick is tried first.

How a strong player runs the Duchy, and so this guide (our priorities, measured in docs/ai.md):
- Its points come from Parliament: each Sway scores its crown (Law 12.5.3.III: squire 1, noble 2,
  lord 3) and a lord then scores every turn (12.5.2.VII-IX: the Earl per citadel, the Baron per
  market, the Duchess 2 with three tunnels); the Banker turns spare cards into points (12.5.2.V).
  So every turn ends with the best Sway the hand allows, and the Assembly is played so that the
  hand still allows it: a card revealed to build is not there to sway with (12.5.1.I, 12.6.1).
- Revealed cards come back in Evening, revealed birds do not (12.6.1): reveal suited cards first.
- Sway needs one clearing with a Duchy piece per revealed card of its suit (12.5.3.II), so the
  warriors spread: a warrior alone in a clearing of a new suit is worth a card more next Sway.
- Buildings (citadels: warriors in Birdsong, 12.4; markets: cards in Evening, 12.6.3) go where the
  Duchy rules by a margin and few enemies stand near, because losing one costs the highest
  minister, its crown for ever, and a random card (Price of Failure, 12.2.3).
- The warriors recruited in the Burrow come out by Dig (12.5.1.V: up to four with a new tunnel) or
  a move through a tunnel (12.2.2), toward clearings with room to build or buildings to guard.
- Battles only where they pay (enemy buildings and tokens, 1 VP each, Law 3.2.1), first against
  the VP leader's (session 11: the Electric Eyrie wins three in four of the games the Duchy loses).
- Cards (session 11, docs/ai.md): the hand limit and the Alliance's Outrage take the card the next
  Sway misses least; a crown's VP, scored now and never lost, weigh three times a minister's
  planned worth; a move never walks back one made this turn.
- Everything else (ambushes, hand limit, shared cards, hirelings, landmarks…): common.py's answers,
  then _helpers_ab.default_choice (deterministic, never random).

It reads only what its seat sees (ruling R-AI-31): its hand and revealed cards, its ministers, the
public pieces and VP. Ties come from its own seeded stream."""
from __future__ import annotations

from typing import Any

from game.core.decision import Decision

from ..engine import HAND_LIMIT, WIN_VP, clearing_suits, fits, free_slots
from ..factions import duchy as du
from ..flow import battle_clearings
from .common import Board, GuideBase, foe_rule_strength, held, num

BURROW_ID = "burrow"            # the Burrow's choice id in a move (Law 12.2.2)
# What a swayed minister is worth per turn still to come, beyond its crown (our estimates; the
# lords' own VP are counted from the board): an extra build, battle or move; the Banker's points.
# (measured: halving these to a third raised the mean from 21.0 to 23.2 VP over 100 games: the
# crown's VP now and the lords' VP each turn are worth more than the squires' and nobles' actions)
MINISTER_TURN = {"foremole": 0.5, "captain": 0.2, "marshal": 0.2, "brigadier": 0.3, "banker": 0.3,
                 "mayor": 0.3}
TURNS_LEFT_MIN, TURNS_LEFT_MAX = 1.0, 6.0
BUILD_VALUE = 1.0               # a building's worth beyond its yield: a crafting piece (12.2.1), rule
CARD_TURN = 0.8                 # an extra card each Evening (a market), per turn left
WARRIOR_TURN = 0.3              # an extra warrior each Birdsong (a citadel), per turn left
SITE_TUNNEL = 1.0               # a building by a tunnel: the Burrow's warriors can guard it (12.2.2)
SITE_WEIGHT = 1.0               # how much a build's worth follows its site's safety (site_score)
SITE_SYMPATHY = 4.0             # a building where the Alliance can revolt is soon lost (Law 8.4.1)
SITE_SYMPATHY_NEAR = 0.5        # per sympathetic neighbour: the Alliance spreads there next (8.4.2)
BIRD_LOST = 0.8                 # a bird revealed to Sway is discarded (12.6.1)
MOVE_MIN = 0.8                  # a move is taken only when worth this much
RECRUIT_VALUE = 0.3             # one more warrior in the Burrow
CARD_SPENT = 0.8                # a card spent (Dig, Outrage) is worth this share of its keep value
OUTRAGE_NONE = 0.4              # the Alliance drawing a card, or the card's value to it
BATTLE_MIN = 0.6                # a battle is fought only when common.battle_score says this much
OUT_OF_BURROW = 0.6             # a warrior brought from the Burrow to the map (Law 12.2.2, 12.5.1.V)
GUARD = 1.2                     # a warrior moved to guard a threatened building, per building
CROWN_W = 3.0                   # a crown's VP are scored now and kept (Law 12.5.3.III): weigh them over plans
REVERSE = 3.0                   # a move that walks back one made this turn (two actions for nothing)
OUTRAGE_SWAY = True             # Outrage pays the card the Sway misses least (Rootbotics 6.2.3)
HAND_FIT = True                 # the hand limit keeps the cards of next turn's best Sway (Law 6.6, 12.5.3)
LEAD_SOFT = 3.0                 # per building or token of the VP leader a battle can reach (Law 3.2.1)
LEAD_MOVE = 0.6                 # a move toward the VP leader's buildings and tokens, per piece
GUARD_LEAVE = 0.4               # a warrior taken from a threatened building
BANK_KEEP = 0.6                 # a card kept is worth this share of its keep value to later Sways
BANK_WIN = 4                    # within this many VP of 30 the Banker spends everything


class Guide(GuideBase):
    faction = "duchy"
    sensible_fallback = True              # _helpers_ab.default_choice for the rest
    craft_effects = ("command_warren", "better_burrow_bank", "armorers", "sappers", "scouting_party", "royal_claim", "stand_and_deliver")
    # Law 12.2.3: a building lost costs a minister; a tunnel only the token
    own_loss_order = {"tunnel": 0.0, "market": 3.0, "citadel": 3.0}
    move_all = False

    def answer(self, match: Any, decision: Decision) -> str:
        self._sway_memo: dict[tuple, tuple[float, str]] = {}     # best_sway by hand, this decision only
        return super().answer(match, decision)

    # --- reading the position ---------------------------------------------------------------------
    def st(self, b: Board) -> du.DuchyState:
        return b.s.fstate[self.seat]

    def present(self, b: Board, c: int) -> bool:
        """A Duchy piece in c: the clearing backs one revealed card (Law 12.5.3.II)."""
        return b.foe_pieces(self.seat, c) > 0

    def turns_left(self, b: Board) -> float:
        """A rough count of the turns the game has left: the leader's distance to 30 VP at ~4 a turn."""
        top = max(b.s.vp[i] for i in range(b.s.n))
        return max(TURNS_LEFT_MIN, min(TURNS_LEFT_MAX, (30 - top) / 4.0))

    def per_turn(self, b: Board, mid: str) -> float:
        """What minister `mid` adds each turn once swayed."""
        ctx, seat = b.ctx, self.seat
        if mid == "earl-of-stone":
            return du.on_map(ctx, seat, "citadel") + 0.4 * (b.s.supply[seat].get("citadel", 0) > 0)
        if mid == "baron-of-dirt":
            return du.on_map(ctx, seat, "market") + 0.4 * (b.s.supply[seat].get("market", 0) > 0)
        if mid == "duchess-of-mud":
            return 2.0 if du.on_map(ctx, seat, "tunnel") == 3 else 0.8
        if mid == "foremole" and all(b.s.supply[seat].get(k, 0) <= 0 for k in du.BUILDINGS):
            return 0.1
        return MINISTER_TURN.get(mid, 0.5)

    def minister_worth(self, b: Board, mid: str) -> float:
        m = du.minister(b.ctx, mid)
        return CROWN_W * m.vp + self.turns_left(b) * self.per_turn(b, mid)

    def sway_options(self, b: Board, hand: list[str]) -> list[str]:
        """Ministers the seat could sway with `hand` (du.swayable for a hand of our choosing)."""
        ctx, seat = b.ctx, self.seat
        st = self.st(b)
        slots = du.sway_slots(ctx, seat)
        out = []
        for m in du._du(ctx).ministers:
            if m.id in st.swayed or du.crowns_left(ctx, seat, m.rank) <= 0 or len(hand) < m.cost:
                continue
            if du._can_reveal(ctx, slots, [], hand, m.cost):
                out.append(m.id)
        return out

    def best_sway(self, b: Board, hand: list[str] | None = None) -> tuple[float, str]:
        """(worth, minister) of the best Sway `hand` (default: the hand) allows, (0, "") if none."""
        hand = list(b.hand()) if hand is None else hand
        memo = getattr(self, "_sway_memo", None)
        key = tuple(sorted(hand))
        if memo is not None and key in memo:
            return memo[key]
        best = (0.0, "")
        for mid in self.sway_options(b, hand):
            v = self.minister_worth(b, mid) - BIRD_LOST * self.birds_needed(b, hand, mid)
            if v > best[0] or (v == best[0] and mid < best[1]):
                best = (v, mid)
        if memo is not None:
            memo[key] = best
        return best

    def birds_needed(self, b: Board, hand: list[str], mid: str) -> int:
        """How many birds a Sway of `mid` must reveal (they are discarded in Evening, 12.6.1)."""
        cost = du.minister(b.ctx, mid).cost
        if not any(b.card(x).suit == "bird" for x in hand):
            return 0
        suited = [x for x in hand if b.card(x).suit != "bird"]
        slots = du.sway_slots(b.ctx, self.seat)
        for k in range(min(cost, len(suited)), 0, -1):
            if du._can_reveal(b.ctx, slots, [], suited, k):
                return cost - k
        return cost

    def sway_loss(self, b: Board, card: str) -> float:
        """How much this turn's Sway loses if `card` leaves the hand now (revealed or spent)."""
        hand = list(b.hand())
        if card not in hand:
            return 0.0
        now = self.best_sway(b, hand)[0]
        hand.remove(card)
        return max(0.0, now - self.best_sway(b, hand)[0])

    def card_value(self, b: Board, cid: str) -> float:
        """Keeping a card: every suited card is a future reveal (Law 12.6.1 returns it), a bird is
        wild but lost when revealed; ambushes save a building; items score when crafted."""
        rec = b.card(cid)
        v = 1.0
        if rec.kind == "ambush":
            v += 2.5
        if rec.suit == "bird":
            v += 0.6
        if rec.kind == "item":
            v += 0.4 * rec.vp
        if rec.kind == "dominance":
            v -= 0.5
        return v

    def site_score(self, b: Board, c: int) -> float:
        """A safe clearing for a building: ruled by a margin, few enemies near, room left."""
        margin = held(b, self.seat, c) - foe_rule_strength(b, c)
        tunnel = any(t[0] == self.seat and t[1] == "tunnel" for t in b.s.tokens[c])
        # the Alliance revolts in its sympathetic clearings and spreads next to them (Law 8.4.1, 8.4.2)
        symp = (SITE_SYMPATHY if self.sympathy_in(b, c) else 0.0) + \
            SITE_SYMPATHY_NEAR * sum(1 for x in b.adj[c] if self.sympathy_in(b, x))
        return (0.7 * min(margin, 4) - 0.3 * b.threat(c) + 0.3 * (b.free(c) - 1)
                + (SITE_TUNNEL if tunnel else 0.0) - symp)

    # --- setup (Law 12.3.3) -------------------------------------------------------------------------
    def on_duchy_setup_corner(self, b: Board, d: Decision, ids: list[str]) -> str:
        # the corner with room to build around it and the fewest enemies next to it
        def room(i: str) -> float:
            c = num(i)
            near = [c] + list(b.adj[c])
            return (sum(b.free(x) for x in near) + 0.5 * len(b.adj[c]) - 0.6 * sum(b.threat(x) for x in near) / 2
                    + 0.5 * len({b.s.suits[x] for x in near}))
        return self.pick(ids, room)

    # --- Daylight: the Assembly (Law 12.5.1) ---------------------------------------------------------
    def best_build(self, b: Board, any_suit: bool = False) -> tuple[float, str, int, str]:
        """(worth, kind, clearing, card) of the best build now, or (-9, "", 0, "")."""
        ctx, seat = b.ctx, self.seat
        sites = du.build_targets(ctx, seat, any_suit)
        kinds = [k for k in du.BUILDINGS if b.s.supply[seat].get(k, 0) > 0]
        if not sites or not kinds:
            return (-9.0, "", 0, "")
        c = max(sites, key=lambda x: (self.site_score(b, x), -x))
        k = self.build_kind(b, kinds)
        card = self.reveal_card(b, [x for x in sorted(set(b.hand())) if any_suit or fits(ctx, x, c)])
        if not card:
            return (-9.0, "", 0, "")
        worth = self.building_yield(b, k) + SITE_WEIGHT * self.site_score(b, c) - self.sway_loss(b, card)
        if b.card(card).suit == "bird":
            worth -= 1.0                                   # a revealed bird is discarded (12.6.1)
        st = self.st(b)
        if k == "citadel" and "earl-of-stone" in st.swayed or k == "market" and "baron-of-dirt" in st.swayed:
            worth += self.turns_left(b)
        return (worth, k, c, card)

    def building_yield(self, b: Board, k: str) -> float:
        """What one more building of kind k brings over the turns left: a market's extra card each
        Evening (Law 12.6.3), a citadel's extra warriors each Birdsong (12.4)."""
        du_ = du._du(b.ctx)
        n = du.on_map(b.ctx, self.seat, k)
        if k == "market":
            gain = CARD_TURN * (du_.market_draws[n + 1] - du_.market_draws[n])
        else:
            gain = WARRIOR_TURN * (du_.burrow_recruit[n + 1] - du_.burrow_recruit[n])
        return BUILD_VALUE + gain * max(0.0, self.turns_left(b) - 1)

    def build_kind(self, b: Board, kinds: list[str]) -> str:
        """Markets first (cards are the Duchy's fuel, Law 12.6.3), then citadels (warriors, 12.4),
        then whichever lord scores it."""
        ctx, seat = b.ctx, self.seat
        st = self.st(b)

        def worth(k: str) -> float:
            n = du.on_map(ctx, seat, k)
            v = 1.0 - 0.4 * n + (0.3 if k == "market" else 0.0)
            if (k == "citadel" and "earl-of-stone" in st.swayed) or (k == "market" and "baron-of-dirt" in st.swayed):
                v += 1.0
            return v
        return max(kinds, key=lambda k: (worth(k), k))

    def reveal_card(self, b: Board, cards: list[str]) -> str:
        """The card to reveal: a suited one before a bird (12.6.1), the one the Sway misses least."""
        if not cards:
            return ""
        return min(cards, key=lambda x: (b.card(x).suit == "bird", self.sway_loss(b, x),
                                         -self.card_value(b, x), x))

    def best_dig(self, b: Board) -> tuple[float, int, int]:
        """(worth, clearing, warriors) of the best Dig (Law 12.5.1.V), or (-9, 0, 0)."""
        ctx, seat = b.ctx, self.seat
        st = self.st(b)
        targets = du.dig_targets(ctx, seat)
        if not targets:
            return (-9.0, 0, 0)
        n_out = du.on_map(ctx, seat, "tunnel")
        burrow = st.burrow
        have_suit = {s for c in ctx.m.ids if self.present(b, c) for s in clearing_suits(ctx, c)}
        best = (-9.0, 0, 0)
        for c in targets:
            foe = foe_rule_strength(b, c)
            k = min(4, burrow)
            v = 0.0
            if k and held(b, seat, c) + k > foe:
                v += 1.5 + (1.2 if free_slots(ctx, c) > 0 else 0.0)           # a new build site
            if not self.present(b, c):
                v += 0.6 + (0.6 if not set(clearing_suits(ctx, c)) <= have_suit else 0.0)  # a Sway slot
            v += OUT_OF_BURROW * k                                            # warriors out of the Burrow
            v -= 0.25 * b.threat(c) if k else 0.0
            if n_out >= 3:
                v -= 1.0                                                      # a tunnel taken back (12.2.4)
            if k and self.sympathy_in(b, c):
                v -= self.outrage_cost(b, c)
            if v > best[0]:
                best = (v, c, k)
        return best

    def dig_card(self, b: Board, c: int) -> str:
        cards = [x for x in sorted(set(b.hand())) if fits(b.ctx, x, c)]
        return min(cards, key=lambda x: (self.sway_loss(b, x), self.card_value(b, x), x)) if cards else ""

    def action_scores(self, b: Board, ids: list[str]) -> dict[str, float]:
        """Each Assembly action's net worth now, in VP-like units (0: end the Assembly): what it
        brings less what it costs this turn's Sway and the hand."""
        s, seat = b.s, self.seat
        out: dict[str, float] = {"done": 0.0}
        if "action:build" in ids:
            w = self.best_build(b)[0]
            if w > 0:
                out["action:build"] = w
        if "action:dig" in ids:
            w, c, _ = self.best_dig(b)
            if w > 0 and c:
                card = self.dig_card(b, c)
                out["action:dig"] = w - self.sway_loss(b, card) - CARD_SPENT * self.card_value(b, card)
        if "action:move" in ids:
            v = self.best_move(b)[0]
            if v > MOVE_MIN:
                out["action:move"] = v
        if "action:battle" in ids:
            best = max((self.battle_score(b, c) for c in battle_clearings(b.ctx, seat)), default=-9)
            if best > BATTLE_MIN:
                out["action:battle"] = best
        if "action:recruit" in ids and s.supply[seat]["warrior"] > 0:
            out["action:recruit"] = RECRUIT_VALUE
        return out

    # --- Outrage (Law 8.2.6; Rootbotics' Automated Outrage): a card to the Alliance ---------------------
    def sympathy_in(self, b: Board, c: int) -> bool:
        return any(t[0] != self.seat and t[1] == "sympathy" for t in b.s.tokens[c])

    def outrage_cost(self, b: Board, c: int) -> float:
        """What a card owed to the Alliance for clearing c costs: the matching card the Sway misses
        least, or a card drawn for the Alliance if none matches."""
        cards = [x for x in sorted(set(b.hand())) if fits(b.ctx, x, c)]
        if not cards:
            return OUTRAGE_NONE
        return OUTRAGE_NONE + min(self.sway_loss(b, x) + CARD_SPENT * self.card_value(b, x) for x in cards)

    def on_bot_outrage(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Rootbotics 6.2.3: the card the Sway misses least, as outrage_cost counts it
        cards = [i for i in ids if i.startswith("card:")]
        if not cards or not OUTRAGE_SWAY:
            return super().on_bot_outrage(b, d, ids)
        return min(cards, key=lambda i: (self.sway_loss(b, i[5:]) + CARD_SPENT * self.card_value(b, i[5:]), i))

    def battle_score(self, b: Board, c: int, extra_hits: int = 0) -> float:
        v = super().battle_score(b, c, extra_hits)
        if LEAD_SOFT:
            ld = b.leader()
            soft = b.foe_soft(ld, c)
            if soft and b.mine(c) > b.s.warriors[ld][c]:
                v += LEAD_SOFT * min(soft, max(1, b.mine(c) - b.s.warriors[ld][c]))
        if self.sympathy_in(b, c) and b.mine(c) > 0:
            v -= self.outrage_cost(b, c)              # removing sympathy angers the Alliance (8.2.6)
        return v

    def on_duchy_assembly(self, b: Board, d: Decision, ids: list[str]) -> str:
        scores = self.action_scores(b, ids)
        best = max(scores, key=lambda k: (scores[k], k))
        if best == "action:move":
            self.plan["move"] = self.best_move(b)[1:]
        return best

    def on_duchy_build_kind(self, b: Board, d: Decision, ids: list[str]) -> str:
        kinds = [i[9:] for i in ids if i.startswith("building:")]
        return "building:" + self.build_kind(b, kinds)

    def on_duchy_build_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: self.site_score(b, num(i)))

    def on_duchy_build_card(self, b: Board, d: Decision, ids: list[str]) -> str:
        return "card:" + self.reveal_card(b, [i[5:] for i in ids])

    def on_duchy_dig_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        w, c, k = self.best_dig(b)
        if f"clearing:{c}" in ids:
            self.plan["dig"] = k
            return f"clearing:{c}"
        return self.pick(ids, lambda i: -b.threat(num(i)))

    def on_duchy_dig_remove(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Law 12.2.4: take back the tunnel that does least: no warriors, no buildings there
        return self.pick(ids, lambda i: -(2 * b.mine(num(i)) + 3 * sum(1 for x in b.s.buildings[num(i)]
                                                                          if x[0] == self.seat)))

    def on_duchy_dig_card(self, b: Board, d: Decision, ids: list[str]) -> str:
        cards = [i[5:] for i in ids]
        return "card:" + min(cards, key=lambda x: (self.sway_loss(b, x), self.card_value(b, x), x))

    def on_duchy_dig_warriors(self, b: Board, d: Decision, ids: list[str]) -> str:
        top = max(num(i) for i in ids)
        k = self.plan.pop("dig", top)
        return f"count:{max(0, min(k, top))}"

    # --- moves, with the Burrow (Law 4.2, 12.2.2) ------------------------------------------------------
    def move_value(self, b: Board, o: int, d: int, k: int) -> float:
        """What moving k warriors o -> d gains (o or d may be the Burrow)."""
        seat, s = self.seat, b.s
        v = 0.0
        if d != du.BURROW:
            foe = foe_rule_strength(b, d)
            before = held(b, seat, d)
            after = before + k
            if before <= foe < after:
                v += 2.0 + (1.5 if b.free(d) > 0 and b.can_place(d) else 0.0)
            if not self.present(b, d):
                v += 0.9                                          # a new Sway slot (12.5.3.II)
            mine_b = sum(1 for x in s.buildings[d] if x[0] == seat)
            if mine_b:
                # guard what scores: a building lost costs a minister (12.2.3)
                need = max(0, b.threat(d) - b.mine(d) - mine_b + 1)
                v += GUARD * min(k, need) * mine_b
            soft = max((b.foe_soft(i, d) for i in b.foes()), default=0)
            if soft and b.mine(d) + k > b.foe_warriors(d):
                v += 0.8 + 0.6 * soft + LEAD_MOVE * b.foe_soft(b.leader(), d)
            v -= 0.05 * min(b.threat(d), 6) * (k <= b.foe_warriors(d))
            if self.sympathy_in(b, d):
                v -= self.outrage_cost(b, d)
        else:
            v -= 1.5 + 0.5 * k                                    # warriors in the Burrow do nothing
        if o != du.BURROW:
            left = b.mine(o) - k
            fo = foe_rule_strength(b, o)
            mine_b = sum(1 for x in s.buildings[o] if x[0] == seat)
            if held(b, seat, o) > fo >= held(b, seat, o) - k and mine_b:
                v -= 3.0 + 2.0 * mine_b
            if left == 0 and b.foe_pieces(seat, o) == b.mine(o):
                v -= 0.9                                          # the Sway slot left behind
            if mine_b:
                v -= GUARD_LEAVE * min(k, max(0, b.threat(o) - left - mine_b + 1))
        else:
            v += OUT_OF_BURROW * min(k, 6)                        # out of the Burrow at last
        return v - 0.05 * k

    def move_origins(self, b: Board) -> list[int]:
        return du.duchy_move_origins(b.ctx, self.seat)

    def dests(self, b: Board, o: int) -> list[int]:
        from ..flow import can_move
        ctx, seat = b.ctx, self.seat
        tunnels = du.tunnel_clearings(ctx, seat)
        closed = b.s.closed or []
        if o == du.BURROW:
            return [c for c in tunnels if c not in closed]
        out = [c for c in b.adj[o] if can_move(ctx, seat, o, c)]
        if o in tunnels:
            out.append(du.BURROW)
        return out

    def best_move(self, b: Board, origins: list[int] | None = None) -> tuple[float, int, int, int]:
        """(value, origin, destination, count) of the best single move, or (-99, 0, 0, 0)."""
        st = self.st(b)
        best = (-99.0, 0, 0, 0)
        moved = self.plan.get("moved")
        back = moved[1] if moved and moved[0] == b.s.round else []
        for o in (self.move_origins(b) if origins is None else origins):
            n = st.burrow if o == du.BURROW else b.mine(o)
            if n <= 0:
                continue
            for d in self.dests(b, o):
                foe = foe_rule_strength(b, d) if d != du.BURROW else 0
                need = max(1, foe - (held(b, self.seat, d) if d != du.BURROW else 0) + 1)
                for k in sorted({x for x in (1, need, need + 1, n // 2, n - 1, n) if 1 <= x <= n}):
                    v = self.move_value(b, o, d, k) - (REVERSE if (d, o) in back else 0.0)
                    if v > best[0]:
                        best = (v, o, d, k)
        return best

    @staticmethod
    def place_id(c: int) -> str:
        return BURROW_ID if c == du.BURROW else f"clearing:{c}"

    def on_move_origin(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.plan.get("move")
        if plan and plan[0] and self.place_id(plan[0]) in ids:
            return self.place_id(plan[0])
        origins = [du.BURROW if i == BURROW_ID else num(i) for i in ids if i == BURROW_ID or i.startswith("clearing:")]
        v, o, dest, k = self.best_move(b, origins)
        if "pass" in ids and v < MOVE_MIN:
            self.plan.pop("move", None)
            return "pass"
        if not o:
            return self.pick([i for i in ids if i != "pass"], lambda i: b.mine(num(i)) if i != BURROW_ID else 0)
        self.plan["move"] = (o, dest, k)
        return self.place_id(o)

    def on_move_dest(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.plan.get("move")
        if plan and self.place_id(plan[1]) in ids:
            return self.place_id(plan[1])
        if plan and f"ferry:{plan[1]}" in ids:
            return f"ferry:{plan[1]}"
        o = plan[0] if plan else 0
        cands = [i for i in ids if i == BURROW_ID or i.startswith(("clearing:", "ferry:"))]
        n = self.st(b).burrow if o == du.BURROW else (b.mine(o) if o else 1)

        def score(i: str) -> float:
            dest = du.BURROW if i == BURROW_ID else num(i)
            return self.move_value(b, o, dest, max(1, n // 2)) if o else 0.0
        best = self.pick(cands, score)
        dest = du.BURROW if best == BURROW_ID else num(best)
        self.plan["move"] = (o, dest, max(1, n // 2))
        return best

    def on_move_count(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.plan.pop("move", None)
        if plan:
            # this turn's moves, so that the next one does not walk them back
            moved = self.plan.get("moved")
            done = list(moved[1]) if moved and moved[0] == b.s.round else []
            self.plan["moved"] = (b.s.round, done + [(plan[0], plan[1])])     # a new list: copies share nothing
        top = max(num(i) for i in ids)
        k = plan[2] if plan else max(1, top // 2)
        return f"count:{max(1, min(k, top))}"

    # --- battles (Law 4.3) ------------------------------------------------------------------------------
    def on_battle_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.battle_choice(b, ids)

    # --- Parliament (Law 12.5.2) -------------------------------------------------------------------------
    def bank_plan(self, b: Board) -> list[str]:
        """The cards the Banker should spend now (12.5.2.V: one suit, birds wild): cards this
        turn's Sway does not need, and the cards the hand limit would discard anyway (12.6.3: the
        Evening's draw, then five kept); everything within BANK_WIN of the win."""
        ctx, seat = b.ctx, self.seat
        hand = list(b.hand())
        near_win = b.s.vp[seat] >= WIN_VP - BANK_WIN
        back = sum(1 for x in self.st(b).revealed if b.card(x).suit != "bird")
        draws = du._du(ctx).market_draws[du.on_map(ctx, seat, "market")]
        surplus = len(hand) + back + draws - HAND_LIMIT
        base = self.best_sway(b, hand)[0]
        best: list[str] = []
        for suit in du.SUITS:
            group = [x for x in hand if b.card(x).suit == suit] + [x for x in hand if b.card(x).suit == "bird"]
            spend: list[str] = []
            rest = list(hand)
            for x in sorted(group, key=lambda x: (self.card_value(b, x), x)):
                if b.card(x).kind == "ambush" and not near_win:
                    continue
                rest2 = list(rest)
                rest2.remove(x)
                now = self.best_sway(b, rest2)[0]
                # 1 VP now against the Sway lost and the card's use later (none if the hand limit
                # would discard it anyway)
                later = 0.0 if len(spend) < surplus else BANK_KEEP * self.card_value(b, x)
                if near_win or 1.0 > (base - now) + later:
                    rest, base = rest2, now
                    spend.append(x)
            if len(spend) > len(best):
                best = spend
        return best

    def parliament_value(self, b: Board, mid: str) -> float:
        """How much taking minister `mid`'s action now is worth (≤ 0: leave it)."""
        ctx, seat = b.ctx, self.seat
        if mid in ("earl-of-stone", "baron-of-dirt", "duchess-of-mud"):
            return 1.0 + du.lord_vp(ctx, seat, mid)          # plain points; after any builds
        if mid == "foremole":
            w = self.best_build(b, any_suit=True)[0]
            return 6.0 + w if w > 0 else -1.0
        if mid == "captain":
            best = max((self.battle_score(b, c) for c in battle_clearings(ctx, seat)), default=-9)
            return 7.0 + best if best > BATTLE_MIN else -1.0
        if mid == "marshal":
            v = self.best_move(b)[0]
            return 7.0 + v if v > MOVE_MIN else -1.0
        if mid == "brigadier":
            bat = max((self.battle_score(b, c) for c in battle_clearings(ctx, seat)), default=-9)
            mv = self.best_move(b)[0]
            return 7.0 + max(bat if bat > BATTLE_MIN else -9, mv if mv > MOVE_MIN else -9) \
                if max(bat - BATTLE_MIN, mv - MOVE_MIN) > 0 else -1.0
        if mid == "banker":
            n = len(self.bank_plan(b))
            return 0.5 + n if n else -1.0                      # last: after the builds and moves
        if mid == "mayor":
            return max((self.parliament_value(b, x) for x in du.mayor_targets(ctx, seat)), default=-1.0) - 0.01
        return -1.0

    def on_duchy_parliament(self, b: Board, d: Decision, ids: list[str]) -> str:
        mins = [i for i in ids if i.startswith("minister:")]
        if not mins:
            return "done"
        vals = {i: self.parliament_value(b, i[9:]) for i in mins}
        best = max(mins, key=lambda i: (vals[i], i))
        if vals[best] <= 0:
            return "done"
        self.plan.pop("move", None)
        return best

    def on_duchy_mayor(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: self.parliament_value(b, i[9:]))

    def on_duchy_brigadier(self, b: Board, d: Decision, ids: list[str]) -> str:
        bat = max((self.battle_score(b, c) for c in battle_clearings(b.ctx, self.seat)), default=-9)
        mv = self.best_move(b)[0]
        if "action:battle" in ids and (bat > BATTLE_MIN and bat >= mv - 1.0 or "action:move" not in ids):
            return "action:battle"
        return "action:move"

    def on_duchy_banker(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.bank_plan(b)
        for x in plan:
            if f"card:{x}" in ids:
                return f"card:{x}"
        if "done" in ids:
            return "done"
        cards = [i[5:] for i in ids if i.startswith("card:")]
        return "card:" + min(cards, key=lambda x: (self.card_value(b, x), x))

    # --- Sway (Law 12.5.3) -------------------------------------------------------------------------------
    def on_duchy_sway(self, b: Board, d: Decision, ids: list[str]) -> str:
        mins = [i for i in ids if i.startswith("minister:")]
        if not mins:
            return "done"
        # the minister worth most; revealing birds costs them (12.6.1)
        hand = list(b.hand())
        return max(mins, key=lambda i: (self.minister_worth(b, i[9:]) - BIRD_LOST * self.birds_needed(b, hand, i[9:]), i))

    def on_duchy_sway_card(self, b: Board, d: Decision, ids: list[str]) -> str:
        # a suited card before a bird (revealed birds are discarded, 12.6.1); the engine offers
        # only cards that keep the whole reveal possible
        return min(ids, key=lambda i: (b.card(i[5:]).suit == "bird", -self.card_value(b, i[5:]), i))

    # --- Evening (Law 12.6) --------------------------------------------------------------------------------

    def on_hand_limit(self, b: Board, d: Decision, ids: list[str]) -> str:
        if not HAND_FIT:
            return super().on_hand_limit(b, d, ids)
        # Law 6.6: keep the five that make the best Sway next turn; of those left, the one worth least
        hand = list(b.hand())
        def keep(i: str) -> float:
            rest = list(hand)
            rest.remove(i[5:])
            return self.best_sway(b, rest)[0] - 0.3 * self.card_value(b, i[5:])
        return self.pick(ids, keep)

    def on_duchy_craft(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.best_craft(b, ids)

    # --- Price of Failure (Law 12.2.3) -----------------------------------------------------------------
    def on_duchy_price_of_failure(self, b: Board, d: Decision, ids: list[str]) -> str:
        # the Duchy chooses among the highest rank: give up the one worth least from now on
        return self.pick(ids, lambda i: -self.per_turn(b, i[9:]))


__all__ = ["Guide"]
