"""5 and 6 seats (root-marauder-facts.md §7: the Law sets no maximum; reach 25 / 28): the seat
limits, the corner-starter rule (Law 5: 5 or more factions starting in corners need Advanced
Setup), where the fifth corner starter starts (ruling R-SEAT-2) and seeded playouts."""
import pytest

import main
from game.core.agents import RandomAgent
from game.core.decision import SetupError
from game.core.match import Match
from game.core.simulate import play_out
from game.root.checks import make_checker
from game.root.engine import Ctx
from game.root.factions import get_faction
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _setup(factions, **kw):
    return dict({"seats": [{"controller": "random", "faction": f} for f in factions], "map": "autumn", "deck": "base"}, **kw)


def test_five_and_six_seats_are_accepted_seven_are_not(content):
    RULESET.check_setup(content, _setup(["marquise", "eyrie", "alliance", "vagabond", "riverfolk"]))
    RULESET.check_setup(content, _setup(["marquise", "eyrie", "alliance", "vagabond", "riverfolk", "corvids"]))
    with pytest.raises(SetupError, match="2–6 seats, not 7"):
        RULESET.check_setup(content, _setup(["marquise", "eyrie", "alliance", "vagabond", "riverfolk", "corvids",
                                             "vagabond-2"]))


def test_five_corner_starters_need_advanced_setup(content):
    corner = ["marquise", "eyrie", "lizards", "duchy", "hundreds"]
    with pytest.raises(SetupError, match="requires Advanced Setup"):
        RULESET.check_setup(content, _setup(corner))
    # an automaton counts as the faction it replaces (the Mechanical Marquise starts in a corner)
    with pytest.raises(SetupError, match="requires Advanced Setup"):
        RULESET.check_setup(content, dict(_setup(["eyrie", "lizards", "duchy", "hundreds"]), seats=[
            {"controller": "automaton", "faction": "mechanical-marquise"}] + _setup(["eyrie", "lizards", "duchy", "hundreds"])["seats"]))
    # four corner starters and a fifth faction elsewhere: the standard setup is legal
    RULESET.check_setup(content, _setup(["marquise", "eyrie", "lizards", "duchy", "riverfolk"]))
    # with Advanced Setup five corner starters are legal (their seats draft)
    RULESET.check_setup(content, _setup(corner, setup="advanced"))


def test_the_fifth_corner_starter_starts_off_the_corners_then_the_game_plays_out(content):
    """Seed 4, six people drafting corner factions first: the Duchy (1), the Hundreds (3, opposite),
    the Keepers (2) and the Marquise (keep in 4) take the four corners; the Eyrie, then the Lizard
    Cult, are offered only clearings that are no start, with a free slot (R-SEAT-2: every
    non-corner clearing of Autumn touches a corner, so adjacency is relaxed)."""
    setup = {"seats": [{"controller": "human", "faction": "marquise"} for _ in range(6)], "map": "autumn",
             "deck": "base", "setup": "advanced", "first": 0}
    m = Match(RULESET, content, setup, 4)
    seen = {}
    while m.state.phase == "setup" and m.pending is not None:
        d = m.pending
        ids = d.ids()
        if d.kind == "root.draft.pick":
            corner = [x for x in ids if get_faction(x[8:]).corner_start]
            m.apply(corner[0] if corner else ids[0])
            continue
        if d.kind in ("root.eyrie.setup.corner", "root.lizards.setup.corner"):
            seen[d.kind] = {int(x[9:]) for x in ids}
        m.apply(ids[0])
    ctx = Ctx(content, m.state)
    seats = {f: i for i, f in enumerate(m.state.factions)}
    starts = {f: ctx.fac(i).start_clearing(ctx, i) for f, i in seats.items()}
    assert {starts[f] for f in ("duchy", "hundreds", "keepers", "marquise")} == {1, 2, 3, 4}
    # clearing 8 holds the Marquise's workshop and recruiter (no free slot): never offered
    assert seen["root.eyrie.setup.corner"] == {5, 6, 7, 9, 10, 11, 12}
    assert starts["eyrie"] == 5
    assert seen["root.lizards.setup.corner"] == {6, 7, 9, 10, 11, 12}      # the Eyrie's 5 is a start now
    assert starts["lizards"] == 6
    play_out(m, {i: RandomAgent(40 + i) for i in range(6)}, 20000, make_checker(30))


@pytest.mark.parametrize("n,map_id", [(5, "winter"), (6, "lake"), (6, "mountain")])
def test_five_and_six_seat_playouts_keep_invariants(content, n, map_id):
    stats = RULESET.simulation(content, games=3, seed=5 + n, seats=n, max_decisions=8000, round_cap=15,
                               map_id=map_id, check=make_checker(sample_every=50))
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games and len(stats.extra["factions"]) == n


def test_six_seat_advanced_playouts_keep_invariants(content):
    stats = RULESET.simulation(content, games=3, seed=21, seats=6, max_decisions=8000, round_cap=15,
                               map_id="autumn", options={"setup": "advanced"}, check=make_checker(sample_every=50))
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games


def test_the_command_line_plays_five_and_six_seats(capsys):
    assert main.main(["simulate", "--game", "root", "--seats", "5", "--games", "1", "--json"]) == 0
    assert main.main(["simulate", "--game", "root", "--seats", "6", "--games", "1", "--json",
                      "--factions", "marquise,eyrie,alliance,vagabond,hundreds,corvids"]) == 0


def test_a_marquise_keep_off_the_corners_garrisons_every_clearing(content):
    """Law 6.3.3 with ruling R-SEAT-2: when the four corners are taken, the Marquise's keep goes to
    a clearing off the corners, which has no diagonally opposite corner: a warrior goes to every
    clearing she may place in (this raised KeyError before)."""
    from game.root.engine import can_place
    setup = {"seats": [{"controller": "human", "faction": "marquise"} for _ in range(6)], "map": "autumn",
             "deck": "base", "setup": "advanced", "first": 0}
    m = Match(RULESET, content, setup, 4)
    autumn = content.maps["autumn"]
    corners = set(autumn.opposite)
    while m.state.phase == "setup" and m.pending is not None:
        d = m.pending
        ids = d.ids()
        if d.kind == "root.draft.pick":       # the other corner starters first, the Marquise last
            order = [x for x in ids if get_faction(x[8:]).corner_start and x != "faction:marquise"]
            m.apply(order[0] if order else ("faction:marquise" if "faction:marquise" in ids else ids[0]))
            continue
        if d.kind == "root.marquise.setup.keep":
            offered = {int(x[9:]) for x in ids}
            assert offered and not offered & corners            # every corner is another's start
            seat = d.seat
            ctx = Ctx(content, m.state)
            can = [c for c in autumn.ids if can_place(ctx, seat, c)]
            m.apply(ids[0])
            missing = [c for c in can if not m.state.warriors[seat][c]]
            assert len(can) >= 10 and not missing, f"no Marquise warrior in {missing}"
            return
        m.apply(ids[0])
    raise AssertionError("the Marquise never placed her keep")
