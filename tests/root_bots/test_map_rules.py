"""The automata's map rules (data/root/bots/common.yaml, root-bots-public.md §5.3) for the
Vagabot's own walking: the Ferry link (lake-ferry) and closed paths as open (mountain-paths)."""
import pytest

from game.root import scenario
from game.root.bots.vagabot import distances, walk
from game.root.engine import Ctx
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _position(content, map_id, where):
    sc = {"name": "t", "rule": "t", "setup": {
        "factions": ["vagabot", "dummy"], "map": map_id, "turn": "dummy", "phase": "daylight",
        "faction_state": {"vagabot": {"where": where, "items": [["boots", 0, 0], ["sword", 0, 0], ["torch", 0, 0]]}}},
        "steps": []}
    return scenario.build_match(content, sc)


def test_vagabot_walks_by_the_ferry_and_scores(content):
    m = _position(content, "lake", "c1")
    ctx = Ctx(content, m.state)
    st = m.state.fstate[0]
    assert distances(ctx, st)[12] == 1 and distances(ctx, st)[10] == 1      # lake-ferry link
    assert walk(ctx, 0, 12, "test")
    assert st.where == "c12" and m.state.ferry == 12 and m.state.vp[0] == 1   # 1 VP, not a card
    assert distances(ctx, st)[1] > 1                                        # once per turn; ferry moved


def test_vagabot_crosses_closed_paths(content):
    m = _position(content, "mountain", "c8")
    ctx = Ctx(content, m.state)
    assert distances(ctx, m.state.fstate[0])[9] == 1                        # 8-9 is closed: open for bots


def test_priority_order_puts_the_pass_first():
    from game.root.bots.targeting import priority_order
    assert priority_order([12, 3, 10]) == [3, 10, 12]                  # Rootbotics 2.1: id = priority
    assert priority_order([12, 3, 10], first=10) == [10, 3, 12]        # mountain-pass
