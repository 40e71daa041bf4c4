"""Whole-game checks every automaton's engine tests share (issue 19: written once): every level
with every trait plays to the end with the invariants holding and no decision left unruled, a
save and a replay rebuild the same state, mixes with the other automata finish without error,
and the automaton beats three random players."""
from game.core.agents import RandomAgent
from game.core.match import Match
from game.root.bots.agent import AutomatonAgent
from game.root.ruleset import RULESET

LEVELS = ("beginner", "expert", "master", "boss")


def levels_and_traits_play_clean(content, bot, traits, seat_extra=lambda seed: {},
                                 others=("marquise", "eyrie"), round_cap=30):
    """Each level (seeds 1-4) with `traits` against random players; invariants every 7 decisions."""
    for seed, level in enumerate(LEVELS, start=1):
        setup = {"seats": [{"controller": "automaton", "faction": bot, "difficulty": level, "traits": list(traits),
                            **seat_extra(seed)}]
                 + [{"controller": "random", "faction": f} for f in others], "round_cap": round_cap}
        m = Match(RULESET, content, setup, seed)
        agents = {0: AutomatonAgent()} | {i + 1: RandomAgent(seed + 50 * i) for i in range(len(others))}
        n = 0
        while m.pending and n < 8000:
            m.apply(agents[m.pending.seat].choose(m, m.pending))
            if n % 7 == 0:
                bad = RULESET.check_invariants(content, m.state)
                assert not bad, bad
            n += 1
        assert m.pending is None and agents[0].unruled == []


def save_and_replay_agree(content, seats, seed, round_cap=12):
    """`seats`: (faction, level, traits) of four automata; the finished game, its save reloaded
    and its decisions replayed give the same state."""
    setup = {"seats": [{"controller": "automaton", "faction": f, "difficulty": lv, "traits": tr} for f, lv, tr in seats],
             "round_cap": round_cap}
    m = Match(RULESET, content, setup, seed)
    agent = AutomatonAgent()
    while m.pending:
        m.apply(agent.choose(m, m.pending))
    again = Match.from_dict(RULESET, content, m.to_dict())
    assert RULESET.state_to_dict(again.state) == RULESET.state_to_dict(m.state)
    replay = Match(RULESET, content, setup, seed)
    for _, cid, _ in m.to_dict()["log"]:
        replay.apply(cid)
    assert RULESET.state_to_dict(replay.state) == RULESET.state_to_dict(m.state)
    assert agent.unruled == []


def mixes_finish(content, bot, mixes):
    """`main.py simulate --agents automaton` over each mix of factions: 4 games, 0 errors."""
    for factions in mixes:
        d = RULESET.simulation(content, games=4, seed=5, agents="automaton", factions=factions).as_dict()
        assert d["errors"] == 0 and d["finished"] == 4, d["error_samples"]
        assert bot in d["extra"]["factions"]


def beats_random(content, faction, bot, games=20):
    """Issue 14: ≥ 90% wins against three random players (20 seeded games here; the 100-game
    figure is bench/root_automata_vs_random.py)."""
    d = RULESET.simulation(content, games=games, seed=1, agents="automaton,random",
                           factions=[faction, "marquise", "eyrie", "alliance"]).as_dict()
    assert d["errors"] == 0
    assert d["extra"]["win_rate"][bot] >= 0.9, d["extra"]
