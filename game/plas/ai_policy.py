"""The search agent's rollout policy for Path of Light and Shadow (game/core/search.py;
docs/ai.md): how a seat without an automaton plays in a simulation after the tree, and which
untried choice the tree tries first.

Why not uniformly random: a random seat ends its turn early, culls and moves aimlessly and
rarely conquers, and a traced game showed the AI conquering too little: its simulations never
showed what a conquest is worth. The weights by choice id are data (data/ai/plas.yaml
`rollout`)."""
from __future__ import annotations

from game.core.decision import Decision

from functools import lru_cache

from game.core.ai_weights import AiWeights, load_ai_weights


@lru_cache(maxsize=1)
def weights() -> AiWeights:
    """This game's search weights (data/ai/plas.yaml), read once; the evaluation reads them from
    here so that the policy and the evaluation import one way (evaluation → policy)."""
    return load_ai_weights("plas")


def choice_weights(content, s, d: Decision) -> list[float]:
    """One weight ≥ 0 per choice of `d` (same order); at least one is positive."""
    w = weights()
    tail = d.kind[5:] if d.kind.startswith("plas.") else d.kind
    out = [w.choice_weight("all", tail, c.id) for c in d.choices]
    return out if any(x > 0 for x in out) else [1.0] * len(out)


def guide(seat: int, seed: int):
    """The rule-based player that guides the search for a seat: the cunning automaton (it weighs
    conquests, realms and culls; docs/plas-automaton.md) starting where the neighbourhood scores
    the most (game/plas/ai_guide.py)."""
    from .ai_guide import Guide
    return Guide(seat, seed=seed)
