"""Perft-style counts of Root's decision tree (issue 19, after python-chess): the number of choice
sequences of a given length from a fixed seeded position, dice forced. Small depths are counted
by hand from the Law; the larger ones are pinned (a change in them means the rules engine now
offers other choices: look at why before updating the pin)."""
from game.core.match import Match
from game.root import scenario
from game.root.ruleset import RULESET


def perft(m: Match, depth: int) -> int:
    d = m.pending
    if depth == 0 or d is None:
        return 1
    total = 0
    for cid in d.ids():
        child = m.clone()
        child.apply(cid)
        total += perft(child, depth - 1)
    return total


def _march_position() -> Match:
    """The Marquise, 3 warriors and the keep in Hill (1) of Autumn, nobody else on the map, has
    just chosen to march (Law 6.5.2: a move, then an optional second one)."""
    m = scenario.build_match(RULESET.default_content(), {"setup": {
        "factions": ["marquise", "eyrie"], "turn": "marquise", "phase": "daylight",
        "hands": {"marquise": [], "eyrie": []},
        "clearings": {1: {"marquise": {"warriors": 3, "tokens": ["keep"]}}}}})
    for cid in ("done", "action:march"):          # no crafting; the march
        m.apply(cid)
    return m


def test_march_counts_by_hand():
    m = _march_position()
    # depth 1: the only clearing with warriors (Law 4.2): Hill.
    # depth 2: Hill's paths lead to 5, 9 and 10; the Marquise rules Hill, so all three (Law 4.2.1).
    # depth 3: 1, 2 or 3 warriors to each (Law 4.2): 3 x 3.
    # depth 4: the second move: after k warriors went to X, the origins are Hill (if 3 - k > 0,
    #   still ruled) and X (ruled), plus "No move": 3 + 3 + 2 = 8 for each X, 24 in all.
    assert [perft(m, n) for n in (1, 2, 3, 4)] == [1, 3, 9, 24]


def test_march_counts_pinned():
    assert perft(_march_position(), 5) == PINNED_MARCH_5


def _battle_position() -> Match:
    """The Marquise battles the Alliance's base and sympathy token in Creek (5), dice forced."""
    m = scenario.build_match(RULESET.default_content(), {"setup": {
        "factions": ["marquise", "alliance"], "turn": "marquise", "phase": "daylight",
        "hands": {"marquise": ["bake-sale"], "alliance": []},
        "clearings": {5: {"marquise": {"warriors": 2}, "alliance": {"tokens": ["sympathy"], "buildings": ["base-rabbit"]}},
                      3: {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
        "dice": [3, 0, 2, 1, 1, 0]}})
    m.apply("done")
    return m


def test_battle_counts_by_hand_and_pinned():
    m = _battle_position()
    m.apply("action:battle")
    # depth 1: Creek is the only clearing with an enemy piece where the Marquise has warriors
    #   (Law 4.3); depth 2: the defenseless Alliance (Law 4.3.3.II) takes 1 hit and chooses which of
    #   its two pieces (Law 4.3.4): base or sympathy.
    assert [perft(m, n) for n in (1, 2)] == [1, 2]
    assert perft(m, 4) == PINNED_BATTLE_4


PINNED_MARCH_5 = 69          # pinned 2026-11-26 (engine at the Split + issue 19 commits)
PINNED_BATTLE_4 = 10         # pinned the same day
