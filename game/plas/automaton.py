"""A rule-based PLAS player for solo games and simulations (see docs/plas-automaton.md).

It implements the core Agent protocol: `choose(match, decision) -> choice id`, reading only
`match.view(seat)` (its own hand, public board) and the decision; the card, building and die
tables of the content pack are public rules data. Two strengths:

- steady: conquers what it can take with a safe margin, builds the cheapest building it can
  afford, promotes, always takes the second recruit (Mercy), culls only after-play offers.
- cunning: also weighs where to go (a province it can take, worth more with a realm it already
  half holds), values realms, culls its weakest starter cards for a leaner deck, hires
  mercenaries, takes closer fights and plays Influence actions.
"""
from __future__ import annotations

from game.core.rng import Rng

STARTERS = ("trusted-followers", "steadfast-conscripts")


class Automaton:
    name = "automaton"

    def __init__(self, seat: int, level: str = "steady", seed: int = 0, path: str | None = None):
        self.seat = seat
        self.level = level
        self.name = f"automaton-{level}"
        self.rng = Rng.seeded(seed)
        # Morality path: steady is always merciful; cunning picks at its first turn from its
        # deck (Zurd cards or a culling advisor: Cruelty), unless told.
        self.path = path or ("mercy" if level == "steady" else None)

    def _choose_path(self, me) -> str:
        owned = (me["hand"] or []) + me["discard"] + me["play"]
        cruel = sum(1 for c in owned if self._card(c).faction == "zurd" or self.content.inst_card[c] == "grim-headsman")
        return "cruelty" if cruel or me["cruelty"] > 0 else "mercy"

    # ------------------------------------------------------------------ helpers
    def _merciful(self, inst_or_id: str) -> bool:
        """A card whose After-playing power gains Mercy (the Cruelty path avoids and culls them)."""
        return any(ab.effect == "gain_mercy" for ab in self._card(inst_or_id).abilities)

    def _cull_value(self, inst_or_id: str) -> float:
        """How gladly the Cruelty path culls a card (lower first): starters and Mercy cards,
        then weak cards worth little Influence."""
        card = self._card(inst_or_id)
        if card.kind == "starter":
            return 0
        if self._merciful(inst_or_id):
            return 1 + card.influence
        return 3 + card.influence * 2 + max(card.labor, card.strength)

    def _card(self, inst_or_id: str):
        c = self.content
        return c.cards[c.inst_card.get(inst_or_id, inst_or_id)]

    def _die_mean(self) -> float:
        faces = self.content.faces
        return sum(f.strength for f in faces) / len(faces)

    def _expected(self, cards: list[str], bonus: int = 0) -> float:
        """Expected Strength of committed cards: the highest is replaced by its dice."""
        if not cards:
            return bonus
        strengths = sorted((self._card(c).strength for c in cards), reverse=True)
        return strengths[0] * self._die_mean() + sum(strengths[1:]) + bonus

    def _lasting(self, me, when: str, effect: str) -> int:
        total = 0
        for tid, lvl in me["buildings"].items():
            for b in self.content.trees[tid].levels[:lvl["built"]]:
                total += sum(ab.n for ab in b.abilities if ab.when == when and ab.effect == effect and self._gate(ab, me))
        for a in me["allies"]:
            total += sum(ab.n for ab in self.content.allies[a].abilities if ab.when == when and ab.effect == effect
                         and self._gate(ab, me))
        return total

    @staticmethod
    def _gate(ab, me) -> bool:
        if not ab.morality:
            return True
        return (me["mercy"] if ab.morality == "mercy" else me["cruelty"]) >= ab.level

    def _card_bonus(self, cards, me, when="conquest") -> int:
        return sum(ab.n for c in cards for ab in self._card(c).abilities
                   if ab.when == when and ab.effect == "add_strength" and self._gate(ab, me))

    def _need(self, v, prov: str) -> float:
        p = v["provinces"][prov]
        need = p["defense"]
        if p["controller"] is not None and p["controller"] != self.seat:
            opp = v["players"][p["controller"]]
            # A guess at the defender's shield cards, plus its public lasting Defend powers.
            need += 2.0 + 0.5 * min(3, opp["hand_count"]) + self._lasting(opp, "defend", "add_strength")
        return need

    def _plan(self, v, me, prov: str, hand: list[str]) -> tuple[list[str], float]:
        """The strongest cards to commit to take `prov`, and the margin left (negative: not enough)."""
        margin = 1.0 if self.level == "steady" else 0.5
        need = self._need(v, prov) + margin
        bonus = self._lasting(me, "conquest", "add_strength")
        pool = sorted((c for c in hand if self._card(c).strength > 0), key=lambda c: -self._card(c).strength)
        plan: list[str] = []
        for c in pool:
            plan.append(c)
            if self._expected(plan, bonus + self._card_bonus(plan, me)) >= need:
                break
        got = self._expected(plan, bonus + self._card_bonus(plan, me))
        return plan, got - need

    def _value(self, v, prov: str) -> float:
        p = v["provinces"][prov]
        years_left = 3 - (v["round"] - 1) // 4
        val = p["defense"] * years_left * 0.8 + p["max_defense"] * 0.2
        if self.level == "cunning":
            mine = sum(1 for q in v["provinces"].values() if q["realm"] == p["realm"] and q["controller"] == self.seat)
            if mine == 1:
                val += (4 * years_left + 4) * 1.0          # this one would complete a realm
        return val

    # ------------------------------------------------------------------ choose
    def choose(self, match, decision) -> str:
        self.content = match.content
        v = match.view(self.seat)
        me = v["players"][self.seat]
        ids = decision.ids()
        kind = decision.kind
        fn = {
            "plas.setup.village": self._village, "plas.main": self._main, "plas.pay.build": self._pay,
            "plas.pay.promote": self._pay, "plas.cull": self._cull, "plas.conquest.commit": self._commit,
            "plas.conquest.defend": self._defend, "plas.conquest.reroll": self._reroll,
            "plas.conquest.ruin": self._lose, "plas.end.recruit": self._recruit2, "plas.end.discard": self._discard,
        }.get(kind)
        pick = fn(v, me, ids, decision) if fn else None
        return pick if pick in ids else ids[-1] if "done" in ids[-1:] or "end" in ids[-1:] else ids[0]

    def _village(self, v, me, ids, d):
        # The village whose neighbours are the weakest (easy early conquests).
        def score(cid):
            pid = cid.split(":", 1)[1]
            adj = self.content.provinces[pid].adjacent
            return -min(v["provinces"][a]["defense"] for a in adj) + self.rng.below(3) * 0.1
        return max(ids, key=score)

    def _main(self, v, me, ids, d):
        if self.path is None:
            self.path = self._choose_path(me)
        hand = me["hand"]
        here = me["leader"]
        allies = [i for i in ids if i.startswith("ally:")]
        if allies:
            return max(allies, key=lambda i: self.content.allies[i[5:]].influence)
        # The Cruelty path culls its starter cards first, with the weakest Strength card in hand.
        if self.path == "cruelty":
            culls = [i for i in ids if i.startswith("cull:")]
            fodder = sum(1 for c in hand + me["discard"] if self._cull_value(c) < 3)
            if culls and fodder >= 2:
                return min(culls, key=lambda i: (self._card(i[5:]).strength, self._card(i[5:]).labor))
        # Conquer where we stand if the plan works.
        if "conquer" in ids:
            plan, margin = self._plan(v, me, here, hand)
            if plan and margin >= 0:
                return "conquer"
        # Move to the best province we can take (or toward recruit decks) before spending cards.
        moves = [i for i in ids if i.startswith("move:")]
        if moves:
            best, best_val = None, 0.0
            for mv in moves:
                pid = mv[5:]
                pr = v["provinces"][pid]
                if pr["controller"] == self.seat:
                    continue
                plan, margin = self._plan(v, me, pid, hand)
                if plan and margin >= 0:
                    val = self._value(v, pid) + margin * 0.1
                    if val > best_val:
                        best, best_val = mv, val
            if best:
                return best
        # Influence actions.
        for i in ids:
            if i.startswith("action:"):
                card = self._card(i[7:])
                effs = {ab.effect for ab in card.abilities if ab.when == "action"}
                if effs & {"gain_influence", "reinforce"}:
                    return i
                if ("buy_draw" in effs and self.level == "cunning" and me["influence"] > 8
                        and len(hand) <= 3 and v["round"] <= 8):
                    return i
                if "draw" in effs:
                    return i
        builds = [i for i in ids if i.startswith("build:")]
        if builds:
            def bscore(i):
                tid = i[6:]
                b = me["buildings"][tid]
                return (-(b["next_cost"] or 0) + (2 if self.path == "cruelty" and tid == "zurd" else 0), tid == "general")
            if self.path == "cruelty":
                builds = [i for i in builds if not self._mercy_building(me, i[6:])] or builds
            return max(builds, key=bscore)
        promos = [i for i in ids if i.startswith("promote:")]
        if promos:
            def pscore(i):
                _, zone, cid = i.split(":", 2)
                card = self._card(cid)
                target = card.promote.to
                gain = 4 if target == "legendary" else self.content.cards[target].influence - card.influence
                return (gain, zone == "discard")
            return max(promos, key=pscore)
        if self.level == "cunning":
            culls = [i for i in ids if i.startswith("cull:")]
            owned_starters = sum(1 for c in hand + me["discard"] if self.content.inst_card[c] in STARTERS)
            if culls and owned_starters >= (1 if self.path == "cruelty" else 3):
                # Use a leftover Strength card to cull starters (a leaner deck; Cruelty opens allies).
                weakest = min(culls, key=lambda i: self._card(i[5:]).strength)
                return weakest
        # Move toward a realm deck with cards, else stay.
        if moves and self.level == "cunning":
            best = max(moves, key=lambda mv: v["realm_decks"][v["provinces"][mv[5:]]["realm"]] - v["provinces"][mv[5:]]["defense"] * 0.5)
            if v["provinces"][best[5:]]["controller"] != self.seat and v["provinces"][best[5:]]["defense"] < v["provinces"][here]["defense"]:
                return best
        return "end"

    def _mercy_building(self, me, tid: str) -> bool:
        nxt = me["buildings"][tid]["next"]
        tree = self.content.trees[tid]
        b = next((x for x in tree.levels if x.id == nxt), None)
        return b is not None and any(ab.effect in ("tavern", "gain_mercy") for ab in b.abilities)

    def _pay(self, v, me, ids, d):
        f = v["frames"][-1]
        need = f["cost"] - f["paid"]
        cands = [i for i in ids if i.startswith("pay:")]
        if "bazaar" in ids:
            return "bazaar"
        if not cands:
            return "cancel"
        purpose = f["purpose"]
        pay = "labor"
        if purpose == "promote":
            pay = self._card(f["target"]).promote.pay

        def val(i):
            c = self._card(i[4:])
            if purpose == "build":
                return c.labor + sum(ab.n for ab in c.abilities if ab.when == "build" and ab.effect == "add_labor")
            return c.labor if pay == "labor" else c.strength if pay == "strength" else max(c.labor, c.strength)
        if not f["faction_ok"]:
            fac = [i for i in cands if self._card(i[4:]).faction == f["faction"]]
            if fac:
                return max(fac, key=val)
        enough = [i for i in cands if val(i) >= need]
        if enough:
            # The Cruelty path keeps its Mercy cards out of play when another card will do.
            return min(enough, key=lambda i: (self.path == "cruelty" and self._merciful(i[4:]), val(i),
                                              self._card(i[4:]).strength))
        return max(cands, key=val)

    def _cull(self, v, me, ids, d):
        owned = me["hand_count"] + me["draw_count"] + len(me["discard"]) + len(me["play"])
        if owned < (8 if self.path == "cruelty" else 11):
            return "done"
        if self.path == "cruelty":
            opts = [i for i in ids if i.startswith("target:")]
            if opts:
                best = min(opts, key=lambda i: (self._cull_value(i.split(":", 2)[2]), i.split(":")[1] == "hand"))
                if self._cull_value(best.split(":", 2)[2]) < (6 if owned >= 14 else 3):
                    return best
            return "done"
        for zone in ("discard", "hand"):
            for s in STARTERS:
                if f"target:{zone}:{s}" in ids:
                    return f"target:{zone}:{s}"
        return "done"

    def _commit(self, v, me, ids, d):
        f = v["frames"][-1]
        committed = f["att"] or []
        hand = me["hand"]
        plan, margin = self._plan(v, me, f["province"], committed + hand)
        if "hire" in ids and me["influence"] > 6 and margin < 0:
            return "hire"                     # only when the extra Strength is needed
        for c in plan:
            if c not in committed:
                cid = self.content.inst_card[c]
                if f"commit:{cid}" in ids:
                    return f"commit:{cid}"
        if "done" in ids:
            return "done"
        # Nothing planned (the plan changed): commit the strongest card.
        commits = [i for i in ids if i.startswith("commit:")]
        return max(commits, key=lambda i: self._card(i[7:]).strength)

    def _defend(self, v, me, ids, d):
        # Committing is card-neutral (the defender draws as many): commit every shield card with Strength.
        commits = [i for i in ids if i.startswith("commit:") and self._card(i[7:]).strength > 0]
        return commits[0] if commits else "done"

    def _totals(self, v, f):
        """Current Strength of both sides from the (revealed) frame, as the rules count it."""
        faces = {fc.id: fc for fc in self.content.faces}

        def side(cards, dice, bonus):
            cards = cards or []
            strengths = sorted((self._card(c).strength for c in cards), reverse=True)
            return sum(faces[x].strength for x in dice) + sum(strengths[1:]) + (bonus or 0)
        att = side(f["att"], f["att_dice"], f["att_bonus"])
        dfd = side(f["dfd"], f["def_dice"], f["def_bonus"]) if f["defender"] is not None else 0
        return att, v["provinces"][f["province"]]["defense"] + dfd

    def _reroll(self, v, me, ids, d):
        f = v["frames"][-1]
        attacker = f["attacker"] == self.seat
        dice = f["att_dice"] if attacker else f["def_dice"]
        faces = {fc.id: fc for fc in self.content.faces}
        att, need = self._totals(v, f)
        winning = att >= need if attacker else att < need
        if winning:
            # Already ahead: only reroll a die that hurts without adding Strength.
            for i, face in enumerate(dice):
                fc = faces[face]
                if fc.strength == 0 and fc.ruin > 0 and attacker:
                    return f"reroll:{i}"
            return "done"
        worst, worst_val = None, None
        for i, face in enumerate(dice):
            fc = faces[face]
            val = fc.strength - (0.5 * fc.ruin if attacker else -0.5 * fc.ruin)
            if worst_val is None or val < worst_val:
                worst, worst_val = i, val
        mean = self._die_mean()
        if worst is not None and worst_val < mean - 0.1:
            return f"reroll:{worst}"
        return "done"

    def _lose(self, v, me, ids, d):
        opts = [i for i in ids if i.startswith("lose:")]
        return min(opts, key=lambda i: (self._card(i[5:]).influence, self._card(i[5:]).strength))

    def _recruit2(self, v, me, ids, d):
        # The Cruelty path takes the 2nd card only while its Cruelty can afford the Mercy point.
        return "recruit" if self.path != "cruelty" or me["cruelty"] >= 9 else "pass"

    def _discard(self, v, me, ids, d):
        return "done"
