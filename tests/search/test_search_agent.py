"""The search agent (game/core/search.py): it answers every decision of every Root faction and of
PLAS in seeded games with a legal choice and no error, stops on its cancel flag and its time
budget, is reproducible with a fixed iteration count, and `main.py simulate` seats it."""
from __future__ import annotations

import math
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.core.ai_weights import load_ai_weights
from game.core.content import ContentError
from game.core.decision import SetupError
from game.core.match import Match
from game.core.search import SearchAgent, margin_rewards
from game.core.simulate import play_out
from game.plas.ruleset import RULESET as PLAS
from game.root.ruleset import RULESET as ROOT

ROOT_DIR = Path(__file__).resolve().parents[2]


class Recording:
    """Wraps a search agent; records the decision kinds it answered."""
    def __init__(self, agent):
        self.agent, self.kinds = agent, set()
        self.name = "ai"

    def choose(self, match, d):
        self.kinds.add(d.kind)
        cid = self.agent.choose(match, d)
        assert d.get(cid) is not None, f"{cid!r} is not a choice of {d.kind}"
        assert self.agent.errors == 0, f"a simulation failed: {self.agent.error_sample}"
        return cid


LINEUPS = [["marquise", "eyrie", "alliance", "vagabond"], ["corvids", "riverfolk", "lizards", "duchy"],
           ["vagabond", "vagabond-2", "eyrie", "marquise"]]


@pytest.mark.parametrize("lineup", LINEUPS, ids=["base", "expansions", "two-vagabonds"])
def test_ai_plays_every_seat_of_root_games_without_an_error(lineup):
    setup = {"seats": [{"controller": "ai", "faction": f} for f in lineup], "map": "autumn", "deck": "base",
             "round_cap": 3}
    m = Match(ROOT, ROOT.default_content(), setup, 21)
    agents = {i: Recording(SearchAgent(i, iterations=3, horizon=8, seed=i)) for i in range(4)}
    n = play_out(m, agents, max_decisions=6000, check=ROOT.playout_checker())
    assert m.over, f"the game did not end in {n} decisions"
    kinds = set().union(*(a.kinds for a in agents.values()))
    # every faction was asked its own questions (its decision kinds name it) and answered them
    for f in lineup:
        key = {"vagabond-2": "vagabond"}.get(f, f)
        assert any(key in k for k in kinds), (f, sorted(kinds))


def test_ai_against_the_root_automata_without_an_error():
    setup = {"seats": [{"controller": "ai", "faction": "marquise"},
                       {"controller": "automaton", "faction": "electric-eyrie", "difficulty": "master"},
                       {"controller": "automaton", "faction": "automated-alliance", "difficulty": "master"},
                       {"controller": "automaton", "faction": "vagabot", "difficulty": "master"}],
             "map": "autumn", "deck": "base", "round_cap": 3}
    m = Match(ROOT, ROOT.default_content(), setup, 4)
    agents = {i: ROOT.make_agent(m.setup, i, 4) for i in range(1, 4)}
    agents[0] = Recording(SearchAgent(0, iterations=4, horizon=20, seed=1))
    play_out(m, agents, max_decisions=6000, check=ROOT.playout_checker())
    assert m.over and len(agents[0].kinds) >= 5


@pytest.mark.parametrize("seats", [2, 4])
def test_ai_plays_every_seat_of_plas_games_without_an_error(seats):
    content = PLAS.default_content()
    setup = PLAS.default_setup(content, seats)
    for s in setup["seats"]:
        s["controller"] = "ai"
    m = Match(PLAS, content, setup, 8)
    agents = {i: Recording(SearchAgent(i, iterations=2, horizon=6, seed=i)) for i in range(seats)}
    play_out(m, agents, max_decisions=20000, check=PLAS.playout_checker())
    assert m.over
    kinds = set().union(*(a.kinds for a in agents.values()))
    for k in ("plas.setup.village", "plas.main", "plas.conquest.commit", "plas.end.recruit"):
        assert k in kinds, sorted(kinds)


def _root_decision():
    setup = {"seats": [{"controller": "ai", "faction": f} for f in ("marquise", "eyrie")], "map": "autumn",
             "deck": "base"}
    m = Match(ROOT, ROOT.default_content(), setup, 2)
    while len(m.pending.choices) < 3:
        m.apply(m.pending.choices[0].id)
    return m


def test_a_set_cancel_flag_stops_the_search_before_any_simulation():
    m = _root_decision()
    flag = threading.Event()
    flag.set()
    r = SearchAgent(m.pending.seat, time_budget=30, seed=1).search(m, m.pending, cancel=flag)
    assert r.cancelled and r.iterations == 0 and r.choice in m.pending.ids()


def test_cancelling_from_another_thread_stops_a_long_search_at_once():
    m = _root_decision()
    flag = threading.Event()
    out = []
    t = threading.Thread(target=lambda: out.append(SearchAgent(m.pending.seat, 30.0, seed=1)
                                                   .search(m, m.pending, cancel=flag)))
    t.start()
    time.sleep(0.3)
    t0 = time.perf_counter()
    flag.set()
    t.join(5)
    assert not t.is_alive() and time.perf_counter() - t0 < 1.0
    assert out[0].cancelled and out[0].iterations > 0


def test_the_time_budget_is_kept():
    m = _root_decision()
    r = SearchAgent(m.pending.seat, time_budget=0.2, seed=1).search(m, m.pending)
    assert 0.2 <= r.seconds < 1.0 and r.iterations > 1


def test_same_seed_same_iterations_same_search_and_the_true_game_is_untouched():
    m = _root_decision()
    before = ROOT.state_to_dict(m.state)
    a = SearchAgent(m.pending.seat, iterations=30, seed=5).search(m, m.pending)
    b = SearchAgent(m.pending.seat, iterations=30, seed=5).search(m, m.pending)
    assert (a.choice, a.visits, a.values) == (b.choice, b.visits, b.values)
    assert sum(a.visits.values()) == 30
    assert ROOT.state_to_dict(m.state) == before


def test_margin_rewards_are_a_logistic_of_the_lead_over_the_best_other():
    r = margin_rewards([10.0, 5.0, 0.0], scale=5.0)
    assert r[0] == pytest.approx(1 / (1 + math.exp(-1)))      # 5 ahead of the best other
    assert r[1] == pytest.approx(1 / (1 + math.exp(1)))       # 5 behind seat 0
    assert r[2] == pytest.approx(1 / (1 + math.exp(2)))       # 10 behind


def test_root_evaluation_counts_the_marquise_setup():
    """Law 6.3: the Marquise starts with the keep, a sawmill, a workshop and a recruiter, and a
    warrior in every clearing but the one diagonally opposite the keep (11); Law 5.1.6: 3 cards."""
    from game.root.evaluation import features
    setup = {"seats": [{"controller": "ai", "faction": f} for f in ("marquise", "eyrie")], "map": "autumn",
             "deck": "base"}
    m = Match(ROOT, ROOT.default_content(), setup, 2)
    while m.state.phase == "setup" or m.state.round < 1 or m.state.stack and "Setup" in type(m.state.stack[-1]).__name__:
        m.apply(m.pending.choices[0].id)
    f = features(m.state, 0)
    assert f["building"] == 3 and f["token"] == 1 and f["warrior"] == 11 and f["vp"] == 0


def test_plas_evaluation_counts_the_year_ends_still_to_come():
    """Décompte: year-end scorings after rounds 4, 8 and 12."""
    from types import SimpleNamespace

    from game.plas.evaluation import years_to_score
    assert [years_to_score(SimpleNamespace(round=r, phase="play")) for r in (1, 4, 5, 8, 9, 12)] == [3, 3, 2, 2, 1, 1]
    assert years_to_score(SimpleNamespace(round=12, phase="over")) == 0


def test_a_bad_weights_file_names_its_line_and_field(tmp_path):
    p = tmp_path / "root.yaml"
    p.write_text("horizon: 10\nscale: 5\nweights:\n  vp: 1\n  card: lots\n")
    with pytest.raises(ContentError, match=r"root.yaml:3.*weights.card must be a number"):
        load_ai_weights("root", p)
    p.write_text("horizon: 10\nscale: 0\nweights:\n  vp: 1\n")
    with pytest.raises(ContentError, match=r"root.yaml:2.*scale"):
        load_ai_weights("root", p)
    p.write_text("horizon: 10\nscale: 2\nweights:\n  vp: 1\nfactions:\n  eyrie:\n    roosts: 2\n")
    with pytest.raises(ContentError, match=r"root.yaml:5.*unknown feature roosts"):
        load_ai_weights("root", p)


def test_the_shipped_weights_load():
    for game in ("root", "plas"):
        w = load_ai_weights(game)
        assert w.horizon >= 1 and w.scale > 0 and w.weights


def test_a_bad_ai_time_is_a_setup_error():
    content = ROOT.default_content()
    setup = {"seats": [{"controller": "ai", "faction": "marquise"}, {"controller": "human", "faction": "eyrie"}],
             "ai_time": "fast"}
    with pytest.raises(SetupError, match="ai_time"):
        ROOT.check_setup(content, setup)
    with pytest.raises(SetupError, match="Thinking"):
        ROOT.check_setup(content, {"seats": [{"controller": "ai", "faction": "marquise", "ai_time": "9"},
                                             {"controller": "human", "faction": "eyrie"}]})


def _simulate(*args):
    return subprocess.run([sys.executable, str(ROOT_DIR / "main.py"), "simulate", *args], cwd=ROOT_DIR,
                          capture_output=True, text=True, timeout=600)


def test_simulate_seats_the_ai_in_root_and_plas():
    r = _simulate("--game", "root", "--agents", "ai,automaton,automaton,automaton", "--option", "ai_time=0.01",
                  "--option", "round_cap=2", "--games", "1")
    assert r.returncode == 0, r.stderr
    assert "errors: 0" in r.stdout and "finished: 1" in r.stdout
    r = _simulate("--game", "plas", "--agents", "ai,cunning", "--option", "ai_time=0.01", "--games", "1")
    assert r.returncode == 0, r.stderr
    assert "errors: 0" in r.stdout and "finished: 1" in r.stdout
    r = _simulate("--game", "plas", "--agents", "ai,cunning", "--option", "ai_time=soon", "--games", "1")
    assert r.returncode == 1 and "ai_time" in r.stderr and "Traceback" not in r.stderr


def test_plas_evaluation_counts_every_realm_bonus_still_to_come():
    """Décompte 2: a realm held from now on scores +4, +8 and +12 at the year ends after rounds 4,
    8 and 12 — 24 in year 1, 20 in year 2, 12 in year 3, nothing once the game is over."""
    from types import SimpleNamespace

    from game.plas.evaluation import realm_bonus_left
    assert [realm_bonus_left(SimpleNamespace(round=r, phase="play")) for r in (1, 4, 5, 8, 9, 12)] == \
        [4 + 8 + 12, 4 + 8 + 12, 8 + 12, 8 + 12, 12, 12]
    assert realm_bonus_left(SimpleNamespace(round=12, phase="over")) == 0


def test_plas_evaluation_features_read_the_provinces_and_realms_held():
    """A seat holding two provinces of one realm in round 1: its defense counts at each of the three
    year ends (Décompte 1) and the realm at +4 +8 +12 (Décompte 2); the other seat gets neither."""
    from game.plas.evaluation import features
    from game.plas.state import NO_ONE
    content = PLAS.default_content()
    m = Match(PLAS, content, PLAS.default_setup(content, 2), 5)
    while m.state.phase != "play":
        m.apply(m.pending.choices[0].id)
    s = m.state
    realm = next(iter(content.realms))
    two = [pid for pid, pr in content.provinces.items() if pr.realm == realm][:2]
    for pid in s.control:
        s.control[pid] = NO_ONE if pid not in two else 0
    f0, f1 = features(content, s, 0), features(content, s, 1)
    assert s.round == 1
    assert f0["provinces"] == 3 * sum(s.defense[pid] for pid in two)
    assert f0["realms"] == 24 and f1["realms"] == 0 and f1["provinces"] == 0
