"""How the search agent scores an unfinished Path of Light and Shadow position
(game/core/search.py; docs/ai.md).

A seat's score is its Influence now, plus what it would score at the end for what it owns now
(Fin de la partie: cards, allies, buildings, level-4 powers) and, for the year-end scorings still
to come (after rounds 4, 8 and 12: Décompte), its provinces' defense at each (Décompte 1) and each
realm it holds at +4 / +8 / +12 (Décompte 2), as if it kept them. The weights are data
(data/ai/plas.yaml). The reward is a logistic of the seat's lead over the best other seat; a
finished simulation is scored the same way on the final Influence (ruling R-AI-11)."""
from __future__ import annotations


from game.core.search import margin_rewards

from .ai_policy import weights

from . import scoring


def years_to_score(s) -> int:
    """Year-end scorings still to come: after rounds 4, 8 and 12 (Décompte de fin d'année)."""
    return max(0, 3 - (s.round - 1) // 4) if s.phase != "over" else 0


def realm_bonus_left(s) -> int:
    """What one realm held from now to the end still scores: the year-end bonuses to come
    (+4 / +8 / +12 after rounds 4 / 8 / 12, Décompte 2), not the current year's bonus times the
    year-ends left (that undercounted a realm held in year 1 by half)."""
    left = years_to_score(s)
    return sum(scoring.REALM_BONUS[3 - left:]) if left else 0


def features(content, s, seat: int) -> dict[str, float]:
    p = s.players[seat]
    left = years_to_score(s)
    prov = sum(s.defense[pid] for pid in scoring.provinces_of(s, seat))          # Décompte 1
    realms = len(scoring.realms_of(content, s, seat))                            # Décompte 2
    end = scoring.final_breakdown(content, s, p)
    return {"influence": p.influence, "endgame": sum(end.values()),
            "provinces": prov * left, "realms": realms * realm_bonus_left(s), "hand": len(p.hand)}


def scores(content, s) -> list[float]:
    w = weights().weights
    return [sum(w.get(k, 0.0) * v for k, v in features(content, s, p.seat).items()) for p in s.players]


class PlasEvaluation:
    """The Evaluation protocol of game/core/search.py for PLAS, with its rollout policy
    (game/plas/ai_policy.py)."""

    def __init__(self) -> None:
        from .ai_policy import choice_weights
        self.choice_weights = choice_weights
        self.prior = weights().prior
        self.guide_share = weights().guide_share
        # the guide alone answers where to start (R-AI-52): a 60-decision horizon cannot see what
        # a start is worth, and 800 measured games can (R-AI-51)
        self.guide_kinds = ("plas.setup.village",)

    def rollout_agent(self, content, setup, seat: int, seed: int):
        """The cunning automaton plays a seat without an automaton in simulations (it reads only
        its seat's view: game/plas/automaton.py)."""
        from .ai_policy import guide
        return guide(seat, seed)

    @property
    def horizon(self) -> int:
        return weights().horizon

    def rewards(self, content, s) -> list[float]:
        out = scoring.outcome(s)
        if out is not None:
            # a finished simulation: the logistic of the final lead (a win by 60 is a surer
            # sign than a win by 2; a 0/1 outcome over a few simulations is mostly noise)
            return margin_rewards([float(p.influence) for p in s.players], weights().scale)
        return margin_rewards(scores(content, s), weights().scale)
