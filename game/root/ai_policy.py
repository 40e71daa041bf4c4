"""The search agent's rollout policy for Root (game/core/search.py; docs/ai.md): how a seat
without an automaton plays in a simulation after the tree, and which untried choice the tree
tries first.

Why not uniformly random: a Root turn is 15–40 small decisions, and a random seat ends its turn
early ("done" is one choice among a handful), builds where it gains nothing and battles where it
is outnumbered, so a simulation said little about what a choice is worth. Here a choice is drawn
with a weight instead: the weights by choice id are data (data/ai/root.yaml `rollout`, per
faction), and one rule of thumb reads the board: battle where it outnumbers the defenders
(Law 4.3.2: each side rolls, the hits are capped by its warriors). Only public pieces are read."""
from __future__ import annotations

from game.core.decision import Decision

from functools import lru_cache

from game.core.ai_weights import AiWeights, load_ai_weights


@lru_cache(maxsize=1)
def weights() -> AiWeights:
    """This game's search weights (data/ai/root.yaml), read once; the evaluation reads them from
    here so that the policy and the evaluation import one way (evaluation → policy)."""
    return load_ai_weights("root")


def choice_weights(content, s, d: Decision) -> list[float]:
    """One weight ≥ 0 per choice of `d` (same order); at least one is positive."""
    w = weights()
    fac = s.factions[d.seat] if 0 <= d.seat < len(s.factions) else ""
    tail = d.kind[5:] if d.kind.startswith("root.") else d.kind
    out = [w.choice_weight(fac, tail, c.id) for c in d.choices]
    if d.kind == "root.battle.clearing":
        mine = s.warriors[d.seat]
        edge = w.rollout_edge
        for i, c in enumerate(d.choices):
            if c.id.startswith("clearing:"):
                cl = int(c.id[9:])
                foes = max((s.warriors[o][cl] for o in range(s.n) if o != d.seat), default=0)
                if mine[cl] > foes:          # Law 4.3.2: hits are capped by the warriors there
                    out[i] *= edge
                elif mine[cl] < foes:
                    out[i] /= edge
    if not any(x > 0 for x in out):
        return [1.0] * len(out)
    return out
