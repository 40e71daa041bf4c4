"""Playout checks run after every decision (tests and bench): the ruleset's invariants plus
contract properties — copies and saves round-trip, views hide other hands and do not change
with what their seat may not see, illegal choices are refused without changing the state."""
from __future__ import annotations

import copy
from collections.abc import Callable

from game.core.decision import IllegalChoice
from game.core.information import information_leaks
from game.core.match import Match
from game.core.rng import Rng
from game.core.simulate import check_decision


class InvariantBroken(AssertionError):
    pass


def make_checker(sample_every: int = 25) -> Callable[[Match], None]:
    counter = {"n": 0}

    def check(match: Match) -> None:
        rs, content, s = match.ruleset, match.content, match.state
        check_decision(match)                   # a pending decision has a choice (issue 18)
        bad = rs.check_invariants(content, s)
        if bad:
            raise InvariantBroken("; ".join(bad[:5]))
        counter["n"] += 1
        if counter["n"] % sample_every:
            return
        # deepcopy and to_dict/from_dict round-trips
        d1 = rs.state_to_dict(s)
        if rs.state_to_dict(copy.deepcopy(s)) != d1:
            raise InvariantBroken("deepcopy changed the state")
        if rs.state_to_dict(rs.state_from_dict(d1)) != d1:
            raise InvariantBroken("to_dict/from_dict round-trip differs")
        # views hide other hands
        for seat in range(s.n):
            v = match.view(seat)
            for i, h in enumerate(v["hands"]):
                if i != seat and not isinstance(h, int):
                    raise InvariantBroken(f"view({seat}) shows seat {i}'s hand")
        # the information-state check (game/core/information.py): shuffling what a seat may not
        # see (other hands, the deck, supporters, face-down plots, ruin items) changes neither
        # its view nor its decision
        # (one viewer per sample, in turn, spectator included, to keep playouts fast; the full
        # sweep of every viewer is tests/core/test_information_state.py)
        k = counter["n"] // sample_every
        viewer = k % (s.n + 1)
        leaks, _ = information_leaks(rs, content, s, None if viewer == s.n else viewer, Rng.seeded(f"checks-{k}"))
        if leaks:
            raise InvariantBroken("; ".join(leaks))
        # an illegal choice is refused and changes nothing
        if match.pending is not None:
            try:
                match.apply("no-such-choice")
            except IllegalChoice:
                pass
            else:
                raise InvariantBroken("an illegal choice was accepted")
            if rs.state_to_dict(s) != d1:
                raise InvariantBroken("a refused choice changed the state")

    return check
