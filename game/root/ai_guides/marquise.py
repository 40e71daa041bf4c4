"""A rule-based Marquise de Cat (Law chapter 6), as a strong player runs her turn.

Her points come from building (Law 6.5.4.III: each building scores the space it uncovers), so
the turn is built around it: wood comes in Birdsong (Law 6.4); in Daylight she crafts what scores
(items), then builds on the cheapest track in a ruled clearing whose wood she can reach, away
from enemy warriors, recruits once, overworks when wood is short, battles where the dice odds
pay (enemy buildings and tokens are 1 VP each, Law 3.2.1; the Eyrie's roosts more, for the
Evening scores they would bring it), marches to take clearings with free building slots, and
spends spare bird cards for extra actions (Law 6.5) while a build or a battle still pays. Field
Hospitals buys back warriors for a card worth less the more warriors come back (Law 6.2.3). In
Evening she keeps ambushes and birds and discards the rest (Law 6.6)."""
from __future__ import annotations

from typing import Any

from game.core.decision import Decision

from ..factions.marquise import MarquiseFieldHospitals
from ..factions.marquise import BUILDINGS, _track, build_cost, build_targets, component_wood, placed
from ..flow import RootBattle
from ._helpers_ab import top_frame
from .common import Board, GuideBase, best_move, num
from .marquise_helpers import expected_battle, roost_like

# Extra wish for a building beyond its VP (ruling R-AI-100): sawmills are the wood engine (Law 6.4)
# and pay back over many turns; a recruiter's own wish is below its VP (the warriors it adds stand
# where the automata strike, and its track scores least, Law 6.5.4.III), its draw bonuses aside
# (Law 6.6, `draws` below); a workshop is worth its VP. Measured (docs/ai.md, session 10):
# recruiter 1.0 → −1.0 and workshop 0.4 → 0 with FH_KEEP below, 10 → 15 wins of 100 (seeds 101–200).
ECONOMY = {"sawmill": 1.6, "recruiter": -1.0, "workshop": 0.0}
FH_KEEP = 3.0                # Field Hospitals: a matching card worth less than this buys back any loss
FH_PER = 1.5                 # ... and this much more per warrior beyond the first (R-AI-150)
BUILD_BASE = 6.0             # a build's action score: BUILD_BASE + its worth
RECRUIT_BASE = 5.0           # action scores
OVERWORK_BASE = 3.5
BATTLE_MIN = 0.6             # a battle must score this much (`battle_score`)
BATTLE_BASE = 4.0            # a battle's action score: BATTLE_BASE + BATTLE_MULT × its worth
MARCH_MIN = 1.0
EXTRA_BUILD = 3.0            # a build worth this much is worth a spare bird card (an extra action)
EXTRA_BATTLE = 0.8           # ... and a battle worth this much (R-AI-152)
SPRINT_VP = 24               # from this many VP, any spare bird buys an extra action
# A build site (`site_score`): per warrior of margin over the strongest enemy there (up to 4), and
# against each enemy warrior in or next to it (R-AI-153; 0.25 in session 10)
SITE_MARGIN = 0.6
SITE_THREAT = 0.6
# Battles from the dice odds (marquise_helpers.expected_battle): each enemy building or token
# removed scores 1 VP (Law 3.2.1); a roost also costs the Eyrie one VP of its Evening score for
# each turn left (Law 7.6; Rootbotics 5.6: it scores its roosts on the map each Evening and places
# at most one a turn, 5.5.2), whether or not it leads yet (R-AI-180); a sympathy token costs her a matching card or
# the Alliance 1 VP (Outrage, Law 8.2.5; Rootbotics 6.2.3), and is still worth its VP (measured:
# a cost of 0.3 for it took 12 wins of 100 to 7); a base takes its suit's sympathy with it (Law 8.2.6).
# R-AI-151; measured in docs/ai.md, session 11.
DENY_ROOST = 0.5             # a VP of the Eyrie's roost score denied, against one of hers (R-AI-180)
LAST_ROUND = 8.0             # her games end by round 6–8 (docs/ai.md): a roost removed in round r
                             # costs the Eyrie about LAST_ROUND − r Evenings (at least one)
FOE_WARRIOR = 0.3            # an enemy warrior removed
OWN_WARRIOR = 0.5            # one of hers lost
BATTLE_MULT = 5.0            # (2 in session 10, with the older score)


class Guide(GuideBase):
    faction = "marquise"
    craft_effects = ("command_warren", "better_burrow_bank", "armorers", "sappers", "scouting_party", "tunnels")
    own_loss_order = {"wood": 0.0, "recruiter": 1.5, "workshop": 1.8, "sawmill": 2.0, "keep": 5.0}

    # --- setup (Law 6.3) -----------------------------------------------------------------------
    def on_marquise_setup_keep(self, b: Board, d: Decision, ids: list[str]) -> str:
        # the corner with the most room to build around it
        def room(i: str) -> float:
            c = num(i)
            return b.m.slots[c] + sum(b.m.slots[x] for x in b.adj[c]) + 0.5 * len(b.adj[c])
        return self.pick(ids, room)

    def on_marquise_setup_building(self, b: Board, d: Decision, ids: list[str]) -> str:
        # spread the three buildings, leaving room (Law 6.3.4)
        def score(i: str) -> float:
            c = num(i)
            own = sum(1 for x in b.s.buildings[c] if x[0] == self.seat)
            return b.free(c) - 1.2 * own + 0.3 * len(b.adj[c])
        return self.pick(ids, score)

    # --- Birdsong (Law 6.4) --------------------------------------------------------------------
    def on_marquise_wood(self, b: Board, d: Decision, ids: list[str]) -> str:
        # too little wood for every sawmill: where it is safest
        return self.pick(ids, lambda i: -b.threat(num(i)))

    # --- Daylight: crafting (Law 6.5, 4.1) -------------------------------------------------------

    def on_marquise_craft(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.best_craft(b, ids)

    # --- Daylight: actions (Law 6.5) -----------------------------------------------------------
    def best_build(self, b: Board, wood: dict[int, int] | None = None) -> tuple[float, str, int]:
        """(worth, kind, clearing) of the best affordable build now (or with `wood`, the wood
        reachable from each ruled clearing, Law 6.5.4.II), or (-1, "", 0)."""
        ctx, seat = b.ctx, self.seat
        if wood is None:
            wood = component_wood(ctx, seat)
        best = (-1.0, "", 0)
        for k in BUILDINGS:
            cs = build_targets(ctx, seat, k, wood)
            if not cs:
                continue
            n = placed(ctx, seat, k)
            vp = _track(ctx, k).vp[n]
            cost = build_cost(ctx, seat, k)
            econ = ECONOMY[k] * max(0.0, 1.0 - b.s.round / 8)      # the engine matters early
            if k == "recruiter":
                econ += 1.5 * _track(ctx, k).draws[n]              # Law 6.6: a draw bonus uncovered
            worth = 4.0 + vp + econ - 0.6 * cost
            c = max(cs, key=lambda x: (self.site_score(b, x), -x))
            if worth > best[0]:
                best = (worth, k, c)
        return best

    def site_score(self, b: Board, c: int) -> float:
        """A safe clearing to build in: ruled by a margin, few enemies near, room left."""
        from .common import foe_rule_strength, held
        margin = held(b, self.seat, c) - foe_rule_strength(b, c)
        return SITE_MARGIN * min(margin, 4) - SITE_THREAT * b.threat(c) + 0.4 * (b.free(c) - 1)

    def spare_birds(self, b: Board) -> list[str]:
        """Bird cards worth spending on an extra action: not ambushes, not worth crafting."""
        return sorted({x for x in b.hand() if b.card(x).suit == "bird" and b.card(x).kind != "ambush"
                       and self.craft_worth(b, x) <= 1.5})

    def action_scores(self, b: Board, ids: list[str]) -> dict[str, float]:
        s, seat = b.s, self.seat
        out: dict[str, float] = {"done": 0.0}
        if "action:build" in ids:
            w, _, _ = self.best_build(b)
            if w > 0:
                out["action:build"] = BUILD_BASE + w
        if "action:recruit" in ids:
            out["action:recruit"] = RECRUIT_BASE + 0.1 * s.supply[seat]["warrior"]
        if "action:battle" in ids:
            from ..flow import battle_clearings
            best = max((self.battle_score(b, c) for c in battle_clearings(b.ctx, seat)), default=-9)
            if best > BATTLE_MIN:
                out["action:battle"] = BATTLE_BASE + BATTLE_MULT * best
        if "action:overwork" in ids:
            low = self.overwork_card(b)
            if low is not None and s.supply[seat]["wood"] > 0:
                # worth it when the wood buys a build soon (wood short on the map)
                out["action:overwork"] = OVERWORK_BASE - self.card_value(b, low[1])
        if "action:march" in ids:
            from ..flow import move_origins
            v, _, _, _ = best_move(b, move_origins(b.ctx, seat), bonus=self.move_bonus(b))
            if v > MARCH_MIN:
                out["action:march"] = 2.5 + v
        return out

    def overwork_card(self, b: Board) -> tuple[int, str] | None:
        """(sawmill clearing, card) of the cheapest Overwork (Law 6.5.5), or None."""
        from ..factions.marquise import overwork_targets
        from ..engine import fits
        best = None
        for c in overwork_targets(b.ctx, self.seat):
            for x in sorted(set(b.hand())):
                if fits(b.ctx, x, c) and b.card(x).suit != "bird":
                    v = self.card_value(b, x) + 0.1 * b.threat(c)
                    if best is None or v < best[0]:
                        best = (v, c, x)
        return (best[1], best[2]) if best else None

    def on_marquise_action(self, b: Board, d: Decision, ids: list[str]) -> str:
        extras = [i for i in ids if i.startswith("extra:")]
        if extras:
            # no actions left: a spare bird buys one more while a build or battle pays (Law 6.5)
            spare = set(self.spare_birds(b))
            usable = [i for i in extras if i[6:] in spare]
            if usable:
                w, _, _ = self.best_build(b)
                if w > EXTRA_BUILD or b.s.vp[self.seat] >= SPRINT_VP or self.best_battle(b) > EXTRA_BATTLE:
                    return self.pick(usable, lambda i: -self.card_value(b, i[6:]))
            return "done"
        scores = self.action_scores(b, ids)
        best = max(scores, key=lambda k: (scores[k], k))
        if best == "action:march":
            self.plan.pop("move", None)
        return best

    def on_marquise_build_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        w, k, c = self.best_build(b)
        if f"clearing:{c}" in ids:
            self.plan["build"] = k
            return f"clearing:{c}"
        self.plan.pop("build", None)
        return self.pick(ids, lambda i: self.site_score(b, num(i)))

    def on_marquise_build_kind(self, b: Board, d: Decision, ids: list[str]) -> str:
        k = self.plan.pop("build", "")
        if f"building:{k}" in ids:
            return f"building:{k}"
        def worth(i: str) -> float:
            kind = i[9:]
            n = placed(b.ctx, self.seat, kind)
            return _track(b.ctx, kind).vp[n] - 0.6 * build_cost(b.ctx, self.seat, kind) + ECONOMY[kind]
        return self.pick(ids, worth)

    def on_marquise_build_wood(self, b: Board, d: Decision, ids: list[str]) -> str:
        # pay with the wood most at risk
        return self.pick(ids, lambda i: b.threat(num(i)))

    def on_marquise_recruit(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: b.threat(num(i)))

    def on_marquise_overwork_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        got = self.overwork_card(b)
        if got and f"clearing:{got[0]}" in ids:
            self.plan["overwork"] = got[1]
            return f"clearing:{got[0]}"
        return self.pick(ids, lambda i: -b.threat(num(i)))

    def on_marquise_overwork_card(self, b: Board, d: Decision, ids: list[str]) -> str:
        x = self.plan.pop("overwork", "")
        if f"card:{x}" in ids:
            return f"card:{x}"
        return self.pick(ids, lambda i: -self.card_value(b, i[5:]))

    def on_battle_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.battle_choice(b, ids)

    # --- battles from the dice odds ---------------------------------------------------------------
    def roost_denied(self, b: Board) -> float:
        """What a roost removed now costs the Eyrie, in her VP (R-AI-180): a VP of its roost score
        (Rootbotics 5.6; Law 7.6) each Evening left, leading or not — in session 11 only the VP
        leader's roosts counted so (three Evenings), the others' at 0.15 a VP."""
        return DENY_ROOST * max(1.0, LAST_ROUND - b.s.round)

    def piece_worth(self, b: Board, foe: int) -> Any:
        def worth(is_building: bool, kind: str) -> float:
            v = 1.0                                            # Law 3.2.1
            if is_building and roost_like(b, foe, kind):
                v += self.roost_denied(b)
            elif kind.startswith("base"):              # Law 8.2.6 (Rootbotics 6.2.4)
                v += 1.5
            return v
        return worth

    def foe_battle(self, b: Board, c: int, foe: int, extra_hits: int = 0) -> float:
        """What attacking `foe` in c is worth, from the dice odds (R-AI-151)."""
        return expected_battle(b, c, foe, self.piece_worth(b, foe), FOE_WARRIOR, OWN_WARRIOR, extra_hits)

    def best_battle(self, b: Board) -> float:
        from ..flow import battle_clearings
        return max((self.battle_score(b, c) for c in battle_clearings(b.ctx, self.seat)), default=-9.0)

    def battle_score(self, b: Board, c: int, extra_hits: int = 0) -> float:
        best = -99.0
        for foe in b.foes():
            if b.foe_pieces(foe, c):
                best = max(best, self.foe_battle(b, c, foe, extra_hits))
        return best

    def on_battle_defender(self, b: Board, d: Decision, ids: list[str]) -> str:
        fr = top_frame(b.s, RootBattle)
        c = fr.clearing if fr is not None else 0
        if not c:
            return super().on_battle_defender(b, d, ids)
        return self.pick(ids, lambda i: self.foe_battle(b, c, num(i)) if num(i) < b.s.n else 0.0)

    def on_marquise_field_hospitals(self, b: Board, d: Decision, ids: list[str]) -> str:
        # Law 6.2.3: warriors back at the keep for one matching card: even a single warrior is
        # worth a plain card (not a bird, not an ambush: card_value below FH_KEEP), R-AI-101
        cards = [i for i in ids if i.startswith("card:")]
        if not cards:
            return "pass"
        low = self.pick(cards, lambda i: -self.card_value(b, i[5:]))
        fr = top_frame(b.s, MarquiseFieldHospitals)
        n = fr.n if fr is not None else 1
        return low if self.card_value(b, low[5:]) < FH_KEEP + FH_PER * (n - 1) else "pass"
