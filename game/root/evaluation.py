"""How the search agent scores an unfinished Root position (game/core/search.py; docs/ai.md).

A seat's score is its VP (Law 3.1: 30 wins) plus what points toward VP in the next turns: the
clearings it rules (Law 2.6), its buildings and tokens on the map (most factions score as they
place them and build their economy on them), warriors, cards in hand, crafted persistent effects
and items; and, per faction (session 10, docs/ai.md "Session 10: the evaluation"), the VP its
board scores at its next turn if nothing changes (`rate`: roosts, Oppress, dividends, gardens,
lords, the next plot flip) and what its own board keeps toward VP (`plot`, `hoard`, `fund`,
`retinue`, `minister`, `acolyte`). Every feature reads public state or the seat's own board, never
another seat's secrets (R-AI-125). The weights are data (data/ai/root.yaml, per faction where a
faction scores differently). The reward is a logistic of the seat's lead over the best other seat,
because only winning counts; a finished game gives its winners 1 and the others 0."""
from __future__ import annotations

from typing import Any

from game.core.ai_weights import AiWeights
from game.core.search import margin_rewards

from . import ai_policy

# The faction-specific features (0 for a faction that has none of them): their weights are in
# data/ai/root.yaml next to the common ones.
FACTION_FEATURES = ("rate", "plot", "hoard", "fund", "retinue", "minister", "acolyte")


def weights() -> AiWeights:
    """ai_policy's weights, looked up at each call (not bound at import: a module imported while
    a test had replaced `ai_policy.weights` kept the replacement for the rest of the run)."""
    return ai_policy.weights()


def features(s, seat: int, content: Any = None, ctx: Any = None) -> dict[str, float]:
    """What the weights multiply, for one seat (counts of its own things, all public or its own).
    With `content` (the rules' data) also the faction features of `faction_features` (read
    through `ctx`, a rule context of `s`, when the caller has one)."""
    ruled = sum(1 for c in range(1, len(s.ruler)) if s.ruler[c] == seat)
    building = sum(1 for b in s.buildings for p in b if p[0] == seat)
    token = sum(1 for t in s.tokens for p in t if p[0] == seat)
    warrior = sum(s.warriors[seat])
    fs = s.fstate[seat]
    satchel = getattr(fs, "items", None)              # a Vagabond's items (Law 9.2.5)
    items = len(s.items[seat]) + (len(satchel) if isinstance(satchel, list) else 0)
    out = {"vp": s.vp[seat], "ruled": ruled, "building": building, "token": token, "warrior": warrior,
           "card": len(s.hands[seat]), "crafted": len(s.crafted[seat]), "item": items}
    out.update(faction_features(content, s, seat, ctx) if content is not None else dict.fromkeys(FACTION_FEATURES, 0))
    return out


def faction_features(content: Any, s, seat: int, ctx: Any = None) -> dict[str, float]:
    """The seat's faction's own features (FACTION_FEATURES; 0 where the faction has none). Public
    state only: a Corvid plot counts as face down or up, never by its hidden type; a Keepers relic
    in a forest is not read (R-AI-125); the seat's hand is read only by its count and, for the
    Lizards' `rate`, not at all. `ctx`: a rule context of `s` to read through (`scores` makes
    one per position for all its seats); None makes one."""
    out = dict.fromkeys(FACTION_FEATURES, 0)
    fac = s.factions[seat]
    from .ai_guides.eval_features import READERS     # the faction rules' helpers (a layer above the core)
    reader = READERS.get(fac)
    if reader is not None:
        if ctx is None:
            from .engine import Ctx
            ctx = Ctx(content, s)
        reader(ctx, s, seat, out)
    return out


def scores(s, content: Any = None) -> list[float]:
    """Each seat's weighted features; one rule context for the whole position (the readers only
    read it)."""
    w = weights()
    ctx = None
    if content is not None:
        from .engine import Ctx
        ctx = Ctx(content, s)
    out = []
    for seat in range(s.n):
        ws = w.for_faction(s.factions[seat])
        f = features(s, seat, content, ctx)
        out.append(sum(ws.get(k, 0.0) * v for k, v in f.items()))
    return out


class RootEvaluation:
    """The Evaluation protocol of game/core/search.py for Root, with its rollout policy
    (game/root/ai_policy.py)."""

    def __init__(self) -> None:
        if weights().rollout:                      # a rollout policy only when the file gives one
            from .ai_policy import choice_weights
            self.choice_weights = choice_weights
        self.prior = weights().prior
        self.guide_share = weights().guide_share
        self.guide_kinds = weights().guide_kinds      # the guide's answer outright (R-AI-90)

    def guide_answers(self, match, decision) -> bool:
        """Does the seat's guide answer this decision outright, no simulation overruling it? Its
        kind is in `guide_kinds` (R-AI-90), or the seat's faction is in `guide_sides`: a guide that
        alone plays far better than the search with it (R-AI-95)."""
        if decision.kind in self.guide_kinds:
            return True
        seats = match.setup.get("seats", [])
        seat = decision.seat
        fac = seats[seat].get("faction", "") if 0 <= seat < len(seats) else ""
        return fac in weights().guide_sides

    def rollout_agent(self, content, setup, seat: int, seed: int):
        """The faction's rule-based guide (game/root/ai_guides/) plays a seat without an automaton
        in simulations, and the tree tries its pick first; None when the faction has no guide yet,
        or the seat's faction is not known from the setup (chosen later, Advanced Setup draft),
        or `guide_share` and `prior` are both 0 (guides off), or the faction is `unguided` (its
        search measured worse with its guide, R-AI-35)."""
        if weights().guide_share <= 0 and weights().prior <= 0:
            return None
        seats = setup.get("seats", [])
        fac = seats[seat].get("faction", "") if 0 <= seat < len(seats) else ""
        if fac in weights().unguided:
            return None
        from .ai_guides import guide_for
        return guide_for(fac, seat, seed) if isinstance(fac, str) else None

    @property
    def horizon(self) -> int:
        return weights().horizon

    def rewards(self, content, s) -> list[float]:
        if s.end_reason:
            return [1.0 if i in s.winners else 0.0 for i in range(s.n)]
        return margin_rewards(scores(s, content), weights().scale)
