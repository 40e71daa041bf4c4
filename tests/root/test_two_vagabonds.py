"""Two Vagabonds (Law 9.7): setup checks, the random setup order, random playouts with invariants."""
import pytest

from game.core.decision import SetupError
from game.core.rng import Rng
from game.root.checks import make_checker
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _setup(*facs):
    return {"seats": [{"faction": f, "controller": "human"} for f in facs], "map": "autumn", "deck": "base"}


def test_second_vagabond_needs_a_first(content):
    RULESET.check_setup(content, _setup("vagabond", "vagabond-2", "marquise"))
    with pytest.raises(SetupError, match="Second Vagabond"):
        RULESET.check_setup(content, _setup("vagabond-2", "marquise"))
    with pytest.raises(SetupError, match="vagabond-2"):
        RULESET.check_setup(content, _setup("vagabond", "vagabond", "marquise"))


def test_no_vagabot_as_one_of_two(content):
    s = _setup("vagabond", "vagabond-2", "vagabot")
    s["seats"][2]["controller"] = "automaton"
    with pytest.raises(SetupError):
        RULESET.check_setup(content, s)


def test_setup_order_between_the_two_is_random(content):
    """Law 9.7.1: over seeds, each Vagabond is sometimes the first to set up."""
    first = set()
    for seed in range(12):
        st = RULESET.new_state(content, _setup("vagabond", "vagabond-2"), Rng.seeded(seed))
        first.add(RULESET.pending(content, st).seat)
    assert first == {0, 1}


def test_reach_of_second_vagabond_is_two():
    from scenes.root.new_game import reach_of      # Law 5.2: 5 for the first, 2 for the second
    assert reach_of(["vagabond", "vagabond-2", "marquise"]) == 17


@pytest.mark.parametrize("factions", [["vagabond", "vagabond-2", "marquise"],
                                      ["eyrie", "vagabond-2", "alliance", "vagabond"],
                                      ["vagabond-2", "vagabond"]])
def test_two_vagabond_playouts_keep_invariants(content, factions):
    stats = RULESET.simulation(content, games=8, seed=21, factions=factions, max_decisions=5000, round_cap=20,
                               map_id="winter" if len(factions) == 4 else "autumn",
                               check=make_checker(sample_every=60))
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
