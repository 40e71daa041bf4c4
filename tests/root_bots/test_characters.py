"""The Clockwork 2 Vagabot characters (CW2 facts §6, LCC2 285-287): seat choice, the Vagrant's
removal answer, whole games with each (scenarios vb-arbiter-*, vb-vagrant*, vb-scoundrel*)."""
import pytest

from game.core.agents import RandomAgent
from game.core.decision import SetupError
from game.core.match import Match
from game.root import scenario
from game.root.bots.agent import AutomatonAgent
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def test_the_vagrant_removes_a_building_before_a_token(content):
    sc = scenario.load("tests/scenarios/root_bots/vb-vagrant-removes-buildings-first.yaml")
    m = scenario.run(content, sc)
    assert AutomatonAgent().choose(m, m.pending) == "building:sawmill"     # R-AUTO-VC2 (DOV DC policy)
    m.apply("building:sawmill")
    assert [b for b in m.state.buildings[5] if b[0] == 1] == [] and [1, "wood"] in m.state.tokens[5]


def test_characters_are_seat_options_with_their_start_items(content):
    for ch, n in (("arbiter", 4), ("vagrant", 3), ("scoundrel", 4)):
        m = Match(RULESET, content, RULESET.check_setup(content, {"seats": [
            {"controller": "automaton", "faction": "vagabot", "character": ch},
            {"controller": "random", "faction": "marquise"}]}), 2)
        agents = {0: AutomatonAgent(), 1: RandomAgent(2)}
        while not m.state.fstate[0].where:                        # until the Vagabot has set up (7.3)
            m.apply(agents[m.pending.seat].choose(m, m.pending))
        assert m.state.fstate[0].character == ch and len(m.state.fstate[0].items) == n
    with pytest.raises(SetupError):
        RULESET.check_setup(content, {"seats": [{"controller": "automaton", "faction": "vagabot", "character": "ronin"},
                                                {"controller": "random", "faction": "marquise"}]})


@pytest.mark.parametrize("ch", ["arbiter", "vagrant", "scoundrel"])
def test_each_character_plays_clean_games(content, ch):
    for seed in (1, 2):
        setup = {"seats": [{"controller": "automaton", "faction": "vagabot", "character": ch,
                            "edition": "2021" if seed == 2 else "dc"},
                           {"controller": "random", "faction": "marquise"},
                           {"controller": "automaton", "faction": "riverfolk-robots"},
                           {"controller": "random", "faction": "eyrie"}], "round_cap": 25}
        m = Match(RULESET, content, RULESET.check_setup(content, setup), seed)
        agents = {0: AutomatonAgent(), 1: RandomAgent(seed), 2: AutomatonAgent(), 3: RandomAgent(seed + 7)}
        n = 0
        while m.pending and n < 9000:
            m.apply(agents[m.pending.seat].choose(m, m.pending))
            if n % 9 == 0:
                bad = RULESET.check_invariants(content, m.state)
                assert not bad, bad
            n += 1
        assert m.pending is None and agents[0].unruled == [] and agents[2].unruled == []
        texts = " ".join(e.text for e in m.history)
        assert f"({ch.title()}" in texts or "Arbiter" in texts, ch


@pytest.mark.parametrize("corvids", ["corvids", "cogwheel-corvids"])
def test_a_corvid_bomb_damages_two_vagabot_items(content, corvids):
    """Corvid interaction card (CW2 facts §7): a bot loses 2 pieces to a bomb; the Vagabot's pawn
    cannot be removed, so 2 of its items are damaged (facts §12 row 14 stand-in; R-AUTO-VC5)."""
    from game.root.bots.cogwheel_corvids import bomb_effect
    from game.root.engine import Ctx
    from game.root.factions.corvids import bomb
    sc = {"setup": {"factions": [corvids, "vagabot"], "turn": "vagabot", "phase": "daylight",
                    "faction_state": {"vagabot": {"where": "c5", "quest": "", "items": [["boots", 0, 0], ["torch", 0, 0],
                                                                                           ["tea", 0, 0], ["sword", 0, 0]]}},
                    "clearings": {}}, "steps": []}
    m = scenario.run(content, sc)
    ctx = Ctx(content, m.state)
    (bomb_effect(ctx, 0, 5, swap=False) if corvids == "cogwheel-corvids" else bomb(ctx, 0, 5))
    assert sum(it[2] for it in m.state.fstate[1].items) == 2 and m.state.fstate[1].where == "c5"
    m2 = scenario.run(content, {**sc, "setup": {**sc["setup"], "faction_state": {"vagabot": {
        "where": "c6", "quest": "", "items": [["boots", 0, 0], ["torch", 0, 0]]}}}})
    ctx2 = Ctx(content, m2.state)
    (bomb_effect(ctx2, 0, 5, swap=False) if corvids == "cogwheel-corvids" else bomb(ctx2, 0, 5))
    assert sum(it[2] for it in m2.state.fstate[1].items) == 0           # not in the bomb's clearing
