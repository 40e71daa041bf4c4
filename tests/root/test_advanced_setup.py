"""Advanced Setup (Law Appendix A): what the draft refuses, random suits (A.1), the option, and
random playouts with the option on (invariants after every decision, sampled deep checks)."""
import pytest

from game.core.decision import SetupError
from game.core.rng import Rng
from game.root.checks import make_checker
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _setup(facs, bots=()):
    return {"seats": [{"faction": f, "controller": "automaton" if i in bots else "human"} for i, f in enumerate(facs)],
            "map": "autumn", "deck": "base", "setup": "advanced"}


def test_option_is_offered(content):
    opt = next(o for o in RULESET.options(content) if o.id == "setup")
    assert [v for v, _ in opt.values] == ["standard", "advanced"] and opt.default == "standard"


def test_people_seats_may_name_the_same_faction(content):
    RULESET.check_setup(content, _setup(["marquise", "marquise", "marquise"]))


def test_too_few_setup_cards_is_a_clear_error(content):
    """Law A.8.1: players + 1 cards; Tableforge has four setup cards, so four people cannot draft."""
    with pytest.raises(SetupError, match="one more setup card"):
        RULESET.check_setup(content, _setup(["marquise"] * 4))
    with pytest.raises(SetupError, match="militant"):     # both militant factions taken by automata
        RULESET.check_setup(content, _setup(["mechanical-marquise", "electric-eyrie", "alliance", "alliance"],
                                            bots=(0, 1)))
    with pytest.raises(SetupError, match="person"):
        RULESET.check_setup(content, _setup(["mechanical-marquise", "electric-eyrie"], bots=(0, 1)))


def test_random_suit_markers_on_autumn(content):
    """Law A.1: the suit markers are shuffled onto the clearings, Autumn included."""
    printed = list(content.maps["autumn"].printed_suit[1:])
    seen = set()
    for seed in range(6):
        s = RULESET.new_state(content, _setup(["marquise"] * 3), Rng.seeded(seed))
        assert sorted(s.suits[1:]) == sorted(printed)
        seen.add(tuple(s.suits[1:]))
    assert len(seen) > 1 and any(x != tuple(printed) for x in seen)


@pytest.mark.parametrize("n", [2, 3])
def test_advanced_playouts_keep_invariants(content, n):
    stats = RULESET.simulation(content, games=10, seed=31 + n, factions=["marquise"] * n, max_decisions=5000,
                               round_cap=20, check=make_checker(sample_every=60), options={"setup": "advanced"})
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games


def test_advanced_playouts_with_an_automaton(content):
    stats = RULESET.simulation(content, games=6, seed=5, factions=["marquise", "alliance", "eyrie"],
                               agents="automaton,random", max_decisions=5000, round_cap=15,
                               check=make_checker(sample_every=60), options={"setup": "advanced"})
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
