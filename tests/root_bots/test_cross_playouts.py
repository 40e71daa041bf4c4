"""Random playouts mixing human factions (random agents) with Clockwork automata, invariants
checked after every decision: the seams between the base factions and the bots (a bot's
battles vs the Vagabond's items, a human Alliance's Outrage caused by a bot, Lords of the
Forest against bots, the Mechanical Marquise with a human Eyrie/Alliance/Vagabond)."""
import pytest

from game.root.checks import make_checker
from game.root.ruleset import RULESET

MIXES = [
    ["mechanical-marquise", "eyrie", "alliance", "vagabond"],
    ["marquise", "electric-eyrie", "alliance", "vagabot"],
    ["vagabond", "automated-alliance", "eyrie", "mechanical-marquise"],
    ["alliance", "vagabond", "electric-eyrie"],
    ["eyrie", "mechanical-marquise"],
    ["alliance", "vagabot"],
    ["vagabond", "automated-alliance"],
    ["corvids", "mechanical-marquise", "electric-eyrie", "automated-alliance"],   # snares and bombs vs bots
    ["vagabot", "corvids"],
]


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


@pytest.mark.parametrize("factions", MIXES, ids=["-".join(f) for f in MIXES])
def test_mixed_playouts_keep_invariants(content, factions):
    stats = RULESET.simulation(content, games=12, seed=31, factions=factions, round_cap=20,
                               max_decisions=5000, check=make_checker(sample_every=40))
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
    assert {r.reason for r in stats.results} <= {"vp", "round-cap", "dominance"}


@pytest.mark.parametrize("agents", ["automaton,random,random,random", "random,automaton,random,random",
                                    "random,random,automaton,random", "random,random,random,automaton"])
def test_simulate_maps_automaton_seats(content, agents):
    """`--agents automaton` (per seat) plays the automaton replacing that seat's base faction;
    a faithful automaton beats three random players most of the time."""
    stats = RULESET.simulation(content, games=6, seed=1, agents=agents,
                               factions="marquise,eyrie,alliance,vagabond")
    seat = agents.split(",").index("automaton")
    fac = stats.extra["factions"][seat]
    from game.root.factions import get_faction
    assert get_faction(fac).automaton and get_faction(fac).replaces == ["marquise", "eyrie", "alliance", "vagabond"][seat]
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.extra["win_rate"][fac] >= 0.5, stats.extra


def test_four_automata_simulate_ends_with_a_winner(content):
    """Issue 5: `--agents automaton` with the four base factions plays the four automata; at
    least 95% of games end with a winner (30 VP; bots never take dominance), none by error."""
    stats = RULESET.simulation(content, games=20, seed=1, agents="automaton",
                               factions="marquise,eyrie,alliance,vagabond")
    ex = stats.extra
    assert ex["factions"] == ["mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot"]
    assert stats.errors == 0, stats.error_samples[:1]
    assert ex["winner_rate"] >= 0.95, stats.as_dict()
    assert abs(sum(ex["win_rate"].values()) - ex["winner_rate"]) < 1e-9   # one winner a game
    assert 3 < ex["mean_rounds"] < 40


@pytest.mark.parametrize("map_id", ["lake", "mountain"])
def test_automata_on_lake_and_mountain(content, map_id):
    """The four automata (and a mix with people's factions) on the new maps, invariants checked
    after every decision: the map rules for bots (ferry, paths, Pass) never break the state."""
    bots = RULESET.simulation(content, games=6, seed=5, agents="automaton", map_id=map_id,
                              factions="marquise,eyrie,alliance,vagabond", check=make_checker(sample_every=40))
    assert bots.errors == 0, bots.error_samples[:1]
    assert bots.extra["winner_rate"] >= 0.8, bots.as_dict()
    mixed = RULESET.simulation(content, games=6, seed=9, factions=["mechanical-marquise", "eyrie", "vagabot", "alliance"],
                               round_cap=20, max_decisions=5000, map_id=map_id, check=make_checker(sample_every=40))
    assert mixed.errors == 0, mixed.error_samples[:1]
    assert mixed.finished == mixed.games
