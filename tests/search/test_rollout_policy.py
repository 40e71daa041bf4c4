"""The search agent's rollout policies (game/root/ai_policy.py, game/plas/ai_policy.py) and the
guide (PLAS: the cunning automaton): weights from data/ai/*.yaml, the battle rule of thumb, the
guide's pick tried first, and the weights file's new fields checked with file:line messages."""
from __future__ import annotations

import pytest

from game.core.ai_weights import load_ai_weights
from game.core.content import ContentError
from game.core.match import Match
from game.core.rng import Rng
from game.core.search import SearchAgent, weighted_index
from game.plas.ruleset import RULESET as PLAS
from game.root.ai_policy import choice_weights as root_weights
from game.root.ruleset import RULESET as ROOT


def _marquise_action():
    """A Root game (Marquise, Eyrie) played on until the Marquise chooses a Daylight action."""
    setup = {"seats": [{"controller": "ai", "faction": "marquise"}, {"controller": "ai", "faction": "eyrie"}],
             "map": "autumn", "deck": "base"}
    m = Match(ROOT, ROOT.default_content(), setup, 2)
    for _ in range(500):
        d = m.pending
        if d.kind == "root.marquise.action":
            return m, d
        m.apply(d.choices[0].id)
    raise AssertionError("no Marquise action decision in 500 decisions")


ROLLOUT = ("horizon: 10\nscale: 5\nweights:\n  vp: 1\nrollout:\n  battle_edge: 3\n  choices:\n    all:\n"
           "      done: 0.15\n      action:build: 3\n    marquise:\n      action:build: 4\n")


@pytest.fixture
def rollout_weights(tmp_path, monkeypatch):
    """Root's shipped weights have no rollout section (off, docs/ai.md): these tests give one."""
    import game.root.ai_policy as policy
    p = tmp_path / "root.yaml"
    p.write_text(ROLLOUT)
    w = load_ai_weights("root", p)
    monkeypatch.setattr(policy, "weights", lambda: w)
    return w


def test_root_has_no_rollout_policy_unless_its_weights_file_gives_one(rollout_weights, monkeypatch):
    import game.root.evaluation as ev
    monkeypatch.setattr(ev, "weights", lambda: load_ai_weights("root"))   # the shipped file
    assert not hasattr(ev.RootEvaluation(), "choice_weights")          # shipped: off
    monkeypatch.setattr(ev, "weights", lambda: rollout_weights)
    assert ev.RootEvaluation().choice_weights is root_weights


def test_the_root_rollout_prefers_building_to_ending_the_turn(rollout_weights):
    m, d = _marquise_action()
    w = dict(zip(d.ids(), root_weights(m.content, m.state, d)))
    assert "done" in w and "action:build" in w
    assert w["done"] == 0.15 and w["action:build"] == 4          # the faction's table before `all`


def test_the_root_rollout_battles_where_it_outnumbers(rollout_weights):
    """Law 4.3.2: hits are capped by the warriors in the clearing: battling where it outnumbers the
    defenders gets `battle_edge` times the weight, where it is outnumbered that much less."""
    from game.core.decision import Choice, Decision
    m, _ = _marquise_action()
    s = m.state
    mine, theirs = s.warriors[0], s.warriors[1]
    strong = next(c for c in range(1, len(mine)) if mine[c] > theirs[c])
    weak = next(c for c in range(1, len(mine)) if mine[c] == 0 and theirs[c] > 0)
    d = Decision(0, "root.battle.clearing", "", (Choice(f"clearing:{strong}"), Choice(f"clearing:{weak}"),
                                                 Choice("pass")))
    edge = rollout_weights.rollout_edge
    assert edge == 3
    w = root_weights(m.content, s, d)
    assert w[0] == pytest.approx(edge) and w[1] == pytest.approx(1 / edge)


def test_weighted_draws_follow_the_weights():
    rng = Rng.seeded("weights")
    counts = [0, 0, 0]
    for _ in range(3000):
        counts[weighted_index([0.0, 1.0, 3.0], rng)] += 1
    assert counts[0] == 0
    assert 2.5 < counts[2] / counts[1] < 3.5


def test_the_plas_search_tries_the_guides_pick_first():
    """With one simulation the only choice tried is the cunning automaton's, and it is the answer."""
    content = PLAS.default_content()
    setup = PLAS.default_setup(content, 2)
    setup["seats"][0]["controller"] = "ai"
    setup["seats"][1].update(controller="automaton", level="cunning")
    m = Match(PLAS, content, setup, 3)
    while m.pending.kind != "plas.main" or m.pending.seat != 0:
        m.apply(m.pending.choices[0].id)
    a = SearchAgent(0, iterations=1, seed=4)
    r = a.search(m, m.pending)
    tried = [c for c, v in r.visits.items() if v]
    assert len(m.pending.choices) > 1 and tried == [r.choice]
    # the guide's main-phase pick does not depend on its random stream: the automaton's own answer
    from game.plas.ai_policy import guide
    assert guide(0, 1).choose(m, m.pending) == r.choice


@pytest.mark.parametrize("text,where,what", [
    ("rollout:\n  choices:\n    all:\n      done: -1\n", 5, "rollout.choices.all.done must be 0 or more"),
    ("rollout:\n  battle_edge: none\n", 5, "rollout.battle_edge must be a number"),
    ("rollout:\n  edge: 2\n", 5, "unknown field edge"),
    ("guide_share: 2\n", 5, "guide_share must be from 0 to 1"),
    ("prior: -1\n", 5, "prior must be 0 or more"),
])
def test_a_bad_rollout_section_names_its_line_and_field(tmp_path, text, where, what):
    p = tmp_path / "plas.yaml"
    p.write_text("horizon: 10\nscale: 5\nweights:\n  vp: 1\n" + text)
    with pytest.raises(ContentError, match=rf"plas.yaml:{where}.*{what}"):
        load_ai_weights("plas", p)


def test_choice_weights_look_up_kind_id_prefix_then_all(tmp_path):
    p = tmp_path / "root.yaml"
    p.write_text("horizon: 10\nscale: 5\nweights:\n  vp: 1\nrollout:\n  choices:\n    all:\n      done: 0.2\n"
                 "      craft: 3\n    eyrie:\n      decree.card/done: 0.9\n")
    w = load_ai_weights("root", p)
    assert w.choice_weight("eyrie", "decree.card", "done") == 0.9       # kind/id, the faction's table
    assert w.choice_weight("eyrie", "move.origin", "done") == 0.2       # id, from `all`
    assert w.choice_weight("marquise", "craft", "craft:sword") == 3     # prefix
    assert w.choice_weight("marquise", "craft", "clearing:3") == 1.0    # not listed
