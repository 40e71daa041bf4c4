"""The Mechanical Marquise 2.0 on the Root engine: setup, randomness from the game Rng,
setup checks, whole games with invariants, saves and replays."""
import copy
import pickle

import pytest

from game.core.agents import RandomAgent
from game.core.decision import SetupError
from game.core.match import Match
from game.root import scenario
from game.root.bots.agent import AutomatonAgent
from game.root.bots.content import load_bots
from game.root.ruleset import RULESET

MM = "mechanical-marquise"
BOT = load_bots().bot(MM)


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def setup(level="expert", traits=(), other="dummy"):
    return {"seats": [{"controller": "automaton", "faction": MM, "difficulty": level, "traits": list(traits)},
                      {"controller": "random", "faction": other}],
            "map": "autumn", "allow_test_factions": True, "first": 0}


def test_setup_follows_4_3(content):
    # Rootbotics 4.3 (R-AUTO-M1): keep in a corner, a warrior everywhere but the opposite corner,
    # two in the keep clearing, three different buildings next to the keep, one per clearing.
    corners = set()
    for seed in range(1, 13):
        m = Match(RULESET, content, setup(), seed)
        s, mp = m.state, content.maps["autumn"]
        keep = [c for c in mp.ids if [0, "keep"] in s.tokens[c]]
        assert len(keep) == 1 and keep[0] in mp.corners
        k = keep[0]
        corners.add(k)
        opp = mp.opposite[k]
        for c in mp.ids:
            want = 0 if c == opp else (2 if c == k else 1)
            assert s.warriors[0][c] == want, (seed, c)
        placed = [(c, b[1]) for c in mp.ids for b in s.buildings[c] if b[0] == 0]
        assert sorted(b for _, b in placed) == ["recruiter", "sawmill", "workshop"] or \
            len(placed) == len([c for c in mp.adj[k] if mp.slots[c] - (c in mp.ruins) > 0])
        assert all(c in mp.adj[k] for c, _ in placed)
        assert len({c for c, _ in placed}) == len(placed)
        assert s.hands[0] == []                         # Rootbotics 3.4: bots draw no cards
        assert s.supply[0]["sawmill"] == 5 and s.supply[0]["warrior"] == 25 - 12
        assert not RULESET.check_invariants(content, s)
    assert len(corners) >= 3                             # the keep corner really is drawn


def test_random_building_hit_uses_game_rng(content):
    # S01: warrior, keep, then one building drawn by the game Rng among the types present.
    left = set()
    for seed in range(1, 30):
        sc = {"setup": {"factions": [MM, "dummy"], "turn": "dummy", "seed": seed, "dice": [3, 0],
                        "clearings": {2: {MM: {"warriors": 1, "tokens": ["keep"], "buildings": ["sawmill", "recruiter"]},
                                          "dummy": {"warriors": 3}}}},
              "steps": [{"choose": ["action:battle", "clearing:2"]}]}
        m = scenario.run(content, sc)
        s = m.state
        assert s.warriors[0][2] == 0 and [0, "keep"] not in s.tokens[2]
        mine = [b[1] for b in s.buildings[2] if b[0] == 0]
        assert len(mine) == 1
        left.add(mine[0])
        assert s.vp[1] == 2
    assert left == {"sawmill", "recruiter"}


def test_escalated_two_origins_one_destination_battle(content):
    # S16: both origins move 2 into clearing 10, then exactly one battle there.
    sc = {"setup": {"factions": [MM, "dummy"], "turn": MM, "phase": "daylight",
                    "faction_state": {MM: {"order": "armorers", "keep_gone": True}},
                    "clearings": {1: {MM: {"warriors": 5}}, 2: {MM: {"warriors": 5}}, 10: {"dummy": {"warriors": 3}}},
                    "dice": [0, 0]},
          "steps": [{"choose": ["step:battle-all", "step:recruit-lowest", "step:build-most-placed"]}]}
    m = scenario.run(content, sc)
    evs = m.apply("step:move-all-and-battle")
    moves = [(e.data["frm"], e.data["to"], e.data["n"]) for e in evs if e.kind == "root.move"]
    assert moves == [(1, 10, 4), (2, 10, 4)]             # 7 each after recruiting 2 each
    battles = [e for e in evs if e.kind == "root.battle"]
    assert [b.data["clearing"] for b in battles] == [10]
    assert m.state.warriors[0][10] == 8


def test_every_step_logs_in_the_bots_terms(content):
    m = Match(RULESET, content, setup(), 5)
    agent = AutomatonAgent()
    lines = []
    while m.pending and m.pending.seat == 0:
        lines += [e.text for e in m.apply(agent.choose(m, m.pending)) if e.kind == "root.bot.step"]
    assert lines and all(t.startswith("Mechanical Marquise 2.0") for t in lines)
    assert any("Recruit" in t for t in lines) and any("Score" in t for t in lines)


def test_setup_errors(content):
    bad = setup()
    bad["seats"][0]["controller"] = "human"
    with pytest.raises(SetupError, match="controller must be 'automaton'"):
        RULESET.check_setup(content, bad)
    bad = setup()
    bad["seats"][1] = {"controller": "automaton", "faction": "dummy"}
    with pytest.raises(SetupError, match="only Clockwork factions"):
        RULESET.check_setup(content, bad)
    with pytest.raises(SetupError, match="replaces"):
        RULESET.check_setup(content, setup(other="marquise"))
    with pytest.raises(SetupError, match="traits"):
        RULESET.check_setup(content, setup(traits=["wings"]))
    with pytest.raises(SetupError):
        RULESET.check_setup(content, setup(level="impossible"))


def test_seat_settings_reach_the_state(content):
    m = Match(RULESET, content, setup("boss", ["blitz", "fortified"]), 3)
    st = m.state.fstate[0]
    assert st.level == "boss" and st.traits == ["blitz", "fortified"]
    view = m.view(1)["faction_boards"][0]
    assert view["difficulty"] == "boss" and view["tracks"] == {"sawmill": 0, "workshop": 0, "recruiter": 0}


@pytest.mark.parametrize("level,traits", [("expert", []), ("beginner", ["iron-will"]),
                                          ("boss", ["blitz", "fortified", "hospitals", "iron-will"])])
def test_playouts_keep_invariants(content, level, traits):
    def check(m):
        bad = RULESET.check_invariants(content, m.state)
        assert not bad, bad
    for seed in range(1, 4):
        m = Match(RULESET, content, dict(setup(level, traits), round_cap=25), seed)
        agents = {0: AutomatonAgent(), 1: RandomAgent(seed)}
        n = 0
        while m.pending and n < 4000:
            m.apply(agents[m.pending.seat].choose(m, m.pending))
            check(m)
            n += 1
        assert m.pending is None, "the game ended"
        assert agents[0].unruled == []


def test_simulation_path_uses_automaton_agent(content):
    stats = RULESET.simulation(content, games=3, seed=2, factions=[MM, "dummy"], round_cap=25)
    d = stats.as_dict()
    assert d["errors"] == 0 and d["finished"] == 3, d


def test_save_replay_and_copy(content):
    m = Match(RULESET, content, setup("master", ["blitz"]), 9)
    agents = {0: AutomatonAgent(), 1: RandomAgent(1)}
    for _ in range(120):
        if not m.pending:
            break
        m.apply(agents[m.pending.seat].choose(m, m.pending))
    copy.deepcopy(m.state)
    pickle.loads(pickle.dumps(m.state))
    again = Match.from_dict(RULESET, content, m.to_dict())
    assert RULESET.state_to_dict(again.state) == RULESET.state_to_dict(m.state)


def test_track_values_and_bird_score():
    from game.root.bots import mm_decisions as mm
    # S13: values 2, 3, 1 -> a bird order scores the workshop track's 3.
    supply = {"sawmill": 3, "workshop": 2, "recruiter": 4}
    assert [mm.track_value(BOT, k, supply[k]) for k in ("sawmill", "workshop", "recruiter")] == [2, 3, 1]
    assert mm.score_value(BOT, "bird", supply) == ("workshop", 3)
    assert mm.score_value(BOT, "fox", supply) == ("sawmill", 2)
    assert mm.track_value(BOT, "sawmill", 6) == 0 and mm.track_value(BOT, "sawmill", 0) == 5


def test_expand_rule():
    from game.root.bots import mm_decisions as mm
    cfg = BOT.settings()
    assert mm.should_expand(False, 0, 2, cfg) and not mm.should_expand(True, 0, 0, cfg)
    assert not mm.should_expand(False, 0, 3, cfg) and not mm.should_expand(False, 1, 0, cfg)
    assert mm.should_expand(False, 1, 0, BOT.settings(traits=["iron-will"]))
