"""An error inside the rules never leaves a half-applied state: Match.apply rolls the state back
to before the failed choice (issue 18), for a new game, a loaded save, a clone and after undo."""
import pytest

from game.core import Match
from game.core.agents import RandomAgent
from tests.toygame import TOY

CONTENT = TOY.default_content()


class Broken(type(TOY)):
    """The toy game, but its rules fail half-way through the `fail_at`-th choice applied
    (after changing the hands, the played pile and drawing from the RNG)."""
    fail_at = 0
    applied = 0

    def apply(self, content, s, choice):
        Broken.applied += 1
        if Broken.applied == Broken.fail_at:
            s.hands[0].clear()
            s.played.append("garbage")
            s.scores[0] += 99
            s.rng.randint(1, 6)
            raise RuntimeError("the rules stopped")
        return super().apply(content, s, choice)


def _play(m, n, seed=1):
    agents = {i: RandomAgent(seed + i) for i in range(len(m.setup["seats"]))}
    for _ in range(n):
        m.apply(agents[m.pending.seat].choose(m, m.pending))


def _fail_next(m, rs):
    before = rs.state_to_dict(m.state)
    choice = m.pending.choices[0].id
    Broken.applied, Broken.fail_at = 0, 1
    log_len, hist_len = len(m.log), len(m.history)
    with pytest.raises(RuntimeError, match="the rules stopped"):
        m.apply(choice)
    Broken.fail_at = 0
    assert rs.state_to_dict(m.state) == before          # nothing half-applied, RNG included
    assert len(m.log) == log_len and len(m.history) == hist_len
    return choice, before


@pytest.mark.parametrize("played", [0, 1, 7])
def test_failed_choice_rolls_back_a_new_game(played):
    rs = Broken()
    m = Match(rs, CONTENT, rs.default_setup(CONTENT, 3), 5)
    _play(m, played)
    choice, before = _fail_next(m, rs)
    # the same choice, once the rules work again, plays as if the failure never happened
    twin = Match.replay(TOY, CONTENT, m.setup, m.seed, [e.choice for e in m.log] + [choice])
    m.apply(choice)
    assert rs.state_to_dict(m.state) == TOY.state_to_dict(twin.state)


def test_failed_choice_rolls_back_a_loaded_snapshot_and_a_clone():
    rs = Broken()
    m = Match(rs, CONTENT, rs.default_setup(CONTENT, 2), 9)
    _play(m, 4)
    loaded = Match.from_dict(rs, CONTENT, m.to_dict())
    _play(loaded, 2, seed=7)
    _fail_next(loaded, rs)
    c = loaded.clone()
    _fail_next(c, rs)
    assert rs.state_to_dict(c.state) == rs.state_to_dict(loaded.state)


def test_failed_choice_rolls_back_after_undo():
    rs = Broken()
    m = Match(rs, CONTENT, rs.default_setup(CONTENT, 2), 4)
    _play(m, 3)
    seat = m.pending.seat
    if m.undo_depth(seat):
        m.undo(seat)
    _fail_next(m, rs)
