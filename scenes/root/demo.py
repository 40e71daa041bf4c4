"""Demonstration positions of Root (seeded random play): used for reference screenshots, the
scene gallery and the frame benchmark. Uses the real factions the engine implements; while
fewer than two exist, the engine's test dummy fills the table."""
from __future__ import annotations

from game.core.agents import RandomAgent
from game.core.match import Match


def demo_factions(n: int = 4) -> list[str]:
    from game.root.factions import faction_ids
    fs = list(faction_ids())[:n]
    while len(fs) < 2:
        fs.append("dummy")
    return fs


def demo_setup(n: int = 4, controllers=None, round_cap: int = 0, map_id: str = "autumn") -> dict:
    from game.root.factions import get_faction
    fs = demo_factions(n)
    controllers = controllers or ["human"] * len(fs)
    return {"seats": [{"controller": c, "faction": f} for f, c in zip(fs, controllers)], "map": map_id,
            "deck": "base", "round_cap": round_cap,
            "allow_test_factions": any(get_faction(f).test_only for f in fs)}


def play_until(match: Match, stop, seed: int = 3, limit: int = 20000) -> Match:
    agent = RandomAgent(seed)
    for _ in range(limit):
        d = match.pending
        if d is None or stop(match):
            break
        match.apply(agent.choose(match, d))
    return match


def new_match(seed: int = 20261123, n: int = 4, round_cap: int = 0, map_id: str = "autumn") -> Match:
    from game.root.ruleset import RULESET
    return Match(RULESET, RULESET.default_content(), demo_setup(n, round_cap=round_cap, map_id=map_id), seed)


def early(seed=20261123, map_id="autumn"):
    m = new_match(seed, map_id=map_id)
    return play_until(m, lambda m: m.state.round >= 2 and m.pending is not None and m.pending.seat == 0
                      and m.state.phase == "daylight")


def on_map(map_id: str, seed=20261123, round_=4):
    """A game on another map (Lake, Mountain) at the first player's Daylight of `round_`."""
    m = new_match(seed, map_id=map_id)
    return play_until(m, lambda m: m.state.round >= round_ and m.pending is not None and m.pending.seat == 0
                      and m.state.phase == "daylight")


def battle(seed=20261123):
    m = new_match(seed)
    return play_until(m, lambda m: m.state.round >= 2 and bool(m.history) and m.history[-1].kind != "root.dice"
                      and any(e.kind == "root.dice" for e in m.history[-6:]))


def late(seed=20261123, round_=8):
    m = new_match(seed)
    return play_until(m, lambda m: (m.state.round >= round_ or max(m.state.vp) >= 22) and m.pending is not None
                      and m.pending.seat == 0 and m.state.phase == "daylight")


def finished(seed=2):
    """A finished game: with the four base factions, seed 2 ends on 30 VP in round 15."""
    m = new_match(seed, round_cap=40)
    return play_until(m, lambda m: False, seed=seed)


COOP_FACTIONS = ("marquise", "electric-eyrie", "automated-alliance", "vagabot")


def coop_match(seed: int = 20261123, round_cap: int = 0) -> Match:
    """Cooperative play (Rootbotics 3.5): one person (the Marquise) against three automata."""
    from game.root.factions import get_faction
    from game.root.ruleset import RULESET
    setup = {"seats": [{"controller": "automaton" if get_faction(f).automaton else "human", "faction": f}
                       for f in COOP_FACTIONS],
             "map": "autumn", "deck": "base", "round_cap": round_cap, "cooperative": "on"}
    return Match(RULESET, RULESET.default_content(), setup, seed)


def coop(seed=20261123):
    """A cooperative game in round 3, the person's Daylight."""
    m = coop_match(seed)
    return play_until(m, lambda m: m.state.round >= 3 and m.pending is not None and m.pending.seat == 0
                      and m.state.phase == "daylight")


def coop_finished(seed=20261123):
    """A finished cooperative game (the automata reach 30 first against a random person)."""
    return play_until(coop_match(seed, round_cap=40), lambda m: False, seed=seed)


def featuring(fid: str, seed=20261123, round_=4, others=("marquise", "eyrie", "alliance")):
    """A 4-player game with an expansion faction in seat 0, at its Daylight of `round_`."""
    from game.root.factions import get_faction
    from game.root.ruleset import RULESET
    fs = [fid] + [f for f in others if f != fid][:3]
    setup = {"seats": [{"controller": "human", "faction": f} for f in fs], "map": "autumn", "deck": "base",
             "allow_test_factions": any(get_faction(f).test_only for f in fs)}
    m = Match(RULESET, RULESET.default_content(), setup, seed)
    return play_until(m, lambda m: m.state.round >= round_ and m.pending is not None and m.pending.seat == 0
                      and m.state.phase == "daylight")
DUCHY_FACTIONS = ("marquise", "eyrie", "duchy")


def duchy(seed: int = 1):
    """The Underground Duchy in play (Law 12): its Daylight with warriors in the Burrow, at least
    two ministers swayed and cards revealed (three players: Marquise, Eyrie, Duchy)."""
    from game.root.factions import get_faction
    from game.root.ruleset import RULESET
    setup = {"seats": [{"controller": "human", "faction": f} for f in DUCHY_FACTIONS], "map": "autumn",
             "deck": "base", "round_cap": 0,
             "allow_test_factions": any(get_faction(f).test_only for f in DUCHY_FACTIONS)}
    m = Match(RULESET, RULESET.default_content(), setup, seed)
    seat = DUCHY_FACTIONS.index("duchy")

    def shown(m):
        st = m.state
        f = st.fstate[seat]
        return (st.turn_seat == seat and st.phase == "daylight" and m.pending is not None
                and m.pending.seat == seat and len(f.swayed) >= 2 and f.burrow > 0 and len(f.revealed) >= 2)
    return play_until(m, shown, seed=seed)
