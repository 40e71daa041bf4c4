"""The Root Ruleset contract: registry, options, setup errors, views, saves, replay."""
import copy
import json
import pickle
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.core import registry
from game.core.decision import SetupError
from game.core.match import Match
from game.root.ruleset import RULESET

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def setup(factions, **kw):
    return {"seats": [{"controller": "random", "faction": f} for f in factions],
            "map": "autumn", "deck": "base", "allow_test_factions": True, **kw}


def test_registered():
    assert registry.get("root") is RULESET


def test_unimplemented_faction_refused(content):
    with pytest.raises(SetupError) as e:
        RULESET.check_setup(content, {"seats": [{"faction": "marquise"}, {"faction": "no-such-faction"}]})
    assert "not implemented yet" in str(e.value) and "marquise" in str(e.value)


def test_dummy_refused_in_real_setup(content):
    with pytest.raises(SetupError) as e:
        RULESET.check_setup(content, {"seats": [{"faction": "marquise"}, {"faction": "dummy"}]})
    assert "test-only" in str(e.value)


def test_same_faction_twice_refused(content):
    with pytest.raises(SetupError):
        RULESET.check_setup(content, setup(["marquise", "marquise"]))


def test_options_list_only_real_factions(content):
    fac = next(o for o in RULESET.options(content) if o.id == "faction")
    ids = [v for v, _ in fac.values]
    assert {"marquise", "eyrie", "alliance", "vagabond", "mechanical-marquise", "electric-eyrie",
            "automated-alliance", "vagabot"} <= set(ids)
    assert not any(v.startswith("dummy") for v in ids)   # no test dummies


def test_winter_suit_markers_dealt(content):
    """Law C1: Winter's 12 suit markers (4 of each) are dealt at random, one per clearing."""
    seen = set()
    for seed in range(6):
        m = Match(RULESET, content, setup(["marquise", "dummy"], map="winter"), seed)
        suits = m.state.suits[1:]
        assert Counter(suits) == {"fox": 4, "rabbit": 4, "mouse": 4}
        seen.add(tuple(suits))
    assert len(seen) > 1


def test_view_hides_hands_and_deck(content):
    m = Match(RULESET, content, setup(["marquise", "dummy", "dummy2"]), 4)
    v = m.view(0)
    assert v["hands"][0] == sorted(m.state.hands[0])
    assert v["hands"][1] == len(m.state.hands[1]) and v["hands"][2] == 3
    assert v["deck"] == len(m.state.deck)
    text = json.dumps(v)
    assert "rng" not in text and "ruin_items" not in text
    spectator = m.view(None)
    assert all(isinstance(h, int) for h in spectator["hands"])


def test_first_decision_is_the_keep(content):
    m = Match(RULESET, content, setup(["dummy", "marquise"], first=0), 1)
    d = m.pending
    assert d.seat == 1 and d.kind == "root.marquise.setup.keep"
    assert d.ids() == ["clearing:1", "clearing:2", "clearing:3", "clearing:4"]


def test_save_replay_and_copies(content):
    from game.core.agents import RandomAgent
    m = Match(RULESET, content, setup(["marquise", "dummy"]), 11)
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(150):
        d = m.pending
        if d is None:
            break
        m.apply(agents[d.seat].choose(m, d))
    data = m.to_dict()
    back = Match.from_dict(RULESET, content, json.loads(json.dumps(data)))
    assert RULESET.state_to_dict(back.state) == RULESET.state_to_dict(m.state)
    assert back.rebuild_history()
    assert RULESET.state_to_dict(pickle.loads(pickle.dumps(m.state))) == RULESET.state_to_dict(m.state)
    c = copy.deepcopy(m.state)
    assert RULESET.state_to_dict(c) == RULESET.state_to_dict(m.state)
    assert back.pending == m.pending


def test_simulate_command():
    out = subprocess.run([sys.executable, "main.py", "simulate", "--game", "root", "--factions",
                          "marquise,dummy", "--agents", "random", "--games", "3", "--seed", "1", "--json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    rep = json.loads(out.stdout)
    assert rep["errors"] == 0 and rep["games"] == 3


def test_events_keep_cards_private(content):
    """Drawn and stolen cards are named only to the seat that gets them (Law 1.2.1)."""
    from game.root import scenario
    m = scenario.build_match(content, {"setup": {
        "factions": ["marquise", "dummy"], "turn": "marquise", "phase": "birdsong",
        "crafted": {"marquise": ["stand-and-deliver"]}, "hands": {"dummy": ["anvil"], "marquise": []}}})
    evs = m.apply("stand-and-deliver") + m.apply("seat:1")
    take = next(e for e in evs if e.kind == "root.take")
    assert "anvil" in take.text_for(0) and "anvil" not in take.text_for(1)
    draws = [e for e in m.apply("done") + m.apply("done") if e.kind == "root.draw"]   # to Evening
    assert draws
    for e in draws:
        assert e.private_to is not None and e.text_for(None) == e.public_text


def test_random_suits_on_autumn(content):
    """PT Advanced Setup A.1: suit markers may cover Autumn's printed suits too."""
    m = Match(RULESET, content, setup(["marquise", "dummy"], suits="random"), 2)
    assert Counter(m.state.suits[1:]) == {"fox": 4, "rabbit": 4, "mouse": 4}
    printed = list(content.maps["autumn"].printed_suit[1:])
    diffs = sum(Match(RULESET, content, setup(["marquise", "dummy"], suits="random"), k).state.suits[1:] != printed
                for k in range(5))
    assert diffs >= 4


def test_turn_log_uses_english_possessive():
    from game.root.flow import possessive
    assert possessive("Eyrie Dynasties") == "Eyrie Dynasties'"
    assert possessive("Marquise de Cat") == "Marquise de Cat's"


def test_end_of_game_log_line_says_who_won_and_why():
    """Law 3.1: a VP win is logged with the winner; a round cap (a table option) names nobody."""
    from scenes.root import demo
    m = demo.finished(2)
    last = [e for e in m.history if e.kind == "root.win"][-1]
    assert m.outcome.reason == "vp" and last.rule == "Law 3.1"
    assert last.text == f"{m.seat_name(m.outcome.winners[0])} wins with 30 victory points"
    capped = demo.play_until(demo.new_match(1, round_cap=1), lambda m: False, seed=1)
    assert [e for e in capped.history if e.kind == "root.win"][-1].text.endswith("nobody wins")


def test_a_test_setup_without_seats_is_refused_with_a_message(content):
    """With test factions allowed, a setup without a seat list got a raw TypeError (session 12)."""
    for setup in ({"allow_test_factions": True}, {"allow_test_factions": True, "seats": "dummy"}):
        with pytest.raises(SetupError, match="list of seats"):
            RULESET.check_setup(content, setup)
