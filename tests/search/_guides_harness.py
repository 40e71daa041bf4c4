"""Seeded games with Root's guides (game/root/ai_guides/) in some seats, shared by
tests/search/test_guides.py (parametrised by faction, one spec per faction in
tests/search/guide_specs/) and the factions' own guide tests.

Every decision of a guide's seat is recorded with the guide's answer; `Match.apply` refuses an
illegal id (IllegalChoice), so a game that finishes is a game where every answer was legal. With
`hidden_check`, at every decision of a guide's seat a copy of the match whose hidden information
(for that seat) the game's own scramble dealt again — other hands, the deck, face-down supporters
and plots, ruin items, the quest deck, the random stream — is shown to a copy of the guide, and
both answers are compared."""
from __future__ import annotations

import copy
import importlib
from dataclasses import dataclass, field

from game.core.agents import RandomAgent
from game.core.match import Match
from game.core.rng import Rng
from game.root.ai_guides import GUIDES
from game.root.ruleset import RULESET

MAPS = ("autumn", "winter", "lake", "mountain")


def guide(faction: str, seat: int, seed: int):
    return importlib.import_module(f"game.root.ai_guides.{GUIDES[faction]}").Guide(seat, seed)


def guided(faction: str) -> bool:
    """The faction has a guide (game/root/ai_guides GUIDES): its seats are the guides' in `play`."""
    return faction in GUIDES


@dataclass
class Played:
    decisions: list = field(default_factory=list)       # (seat, kind, choice) of the guides' seats
    kinds: set = field(default_factory=set)
    finished: bool = False
    hidden_checked: int = 0                             # decisions compared against a scrambled copy
    hidden_changed: int = 0                             # of which the scramble changed the state
    mismatches: list = field(default_factory=list)


def setup_for(factions: list[str], game: int, automata: dict[int, str] | None = None, round_cap: int = 8) -> dict:
    """A setup varied by `game`: map, deck (base / Exiles & Partisans), hirelings, landmarks."""
    seats = []
    for i, f in enumerate(factions):
        if automata and i in automata:
            seats.append({"controller": "automaton", "faction": f, "difficulty": automata[i]})
        else:
            seats.append({"controller": "ai" if guided(f) else "random", "faction": f})
    setup = {"seats": seats, "map": MAPS[game % 4], "deck": "exiles" if game % 3 == 1 else "base",
             "round_cap": round_cap}
    if game % 5 == 2:
        setup["hirelings"] = "random"
    if game % 4 == 3:
        setup["landmarks"] = "random"
    return setup


def play(factions: list[str], seed: int, game: int = 0, guides_at: list[int] | None = None,
         automata: dict[int, str] | None = None, hidden_check: bool = False, max_decisions: int = 8000,
         round_cap: int = 8) -> Played:
    setup = setup_for(factions, game, automata, round_cap)
    m = Match(RULESET, RULESET.default_content(), setup, seed)
    seats = guides_at if guides_at is not None else [i for i, f in enumerate(factions)
                                                     if guided(f) and not (automata and i in automata)]
    agents = {}
    for i in range(len(factions)):
        if i in seats:
            agents[i] = guide(factions[i], i, seed)
        elif automata and i in automata:
            agents[i] = RULESET.make_agent(m.setup, i, seed)
        else:
            agents[i] = RandomAgent(seed * 101 + i)
    out = Played()
    for n in range(max_decisions):
        d = m.pending
        if d is None:
            out.finished = True
            break
        a = agents[d.seat]
        if d.seat in seats:
            if hidden_check:
                _compare_hidden(m, d, a, out, n)
            cid = a.choose(m, d)
            out.decisions.append((d.seat, d.kind, cid))
            out.kinds.add(d.kind)
        else:
            cid = a.choose(m, d)
        m.apply(cid)                 # IllegalChoice if the guide answered an id not offered
    return out


def _compare_hidden(m: Match, d, agent, out: Played, n: int) -> None:
    other = m.clone()
    RULESET.scramble_hidden(m.content, other.state, d.seat, Rng.seeded(7919 + n))
    before = RULESET.state_to_dict(m.state)
    out.hidden_checked += 1
    if RULESET.state_to_dict(other.state) != before:
        out.hidden_changed += 1
    other.state.rng = Rng.seeded(123456789 + n)          # the future dice and draws differ too
    d2 = other.pending
    mine = copy.deepcopy(agent).choose(m, d)
    if RULESET.state_to_dict(m.state) != before:
        out.mismatches.append((d.kind, "the guide changed the state", ""))
    theirs = copy.deepcopy(agent).choose(other, d2)
    if mine != theirs:
        out.mismatches.append((d.kind, mine, theirs))


def vs_random(faction: str, others: tuple[str, ...], seeds, round_cap: int = 10) -> tuple[dict, dict]:
    """The seat's VP per seed and its wins, played by the guide and by a random player, against
    the same random opponents (Autumn, base deck)."""
    from game.core.simulate import play_out
    content = RULESET.default_content()
    vp: dict = {"guide": [], "random": []}
    wins = {"guide": 0, "random": 0}
    for seed in seeds:
        for who in vp:
            setup = {"seats": [{"controller": "ai", "faction": faction}] +
                     [{"controller": "random", "faction": f} for f in others],
                     "map": "autumn", "deck": "base", "round_cap": round_cap}
            m = Match(RULESET, content, setup, seed)
            agents = {i: RandomAgent(seed * 101 + i) for i in range(len(others) + 1)}
            if who == "guide":
                agents[0] = guide(faction, 0, seed)
            play_out(m, agents, max_decisions=20000)
            vp[who].append(m.state.vp[0])
            out = m.outcome
            wins[who] += bool(out and 0 in out.winners)
    return vp, wins


def vs_automata(faction: str, seed: int, agent=None, difficulty: str = "master", round_cap: int | None = 20) -> Match:
    """bench/root_guides.py's seeded game against three automata, played out (seat 1: `agent`,
    else the faction's guide)."""
    from bench.root_guides import vs_automata as game
    from game.core.simulate import play_out
    m, agents = game(faction, seed, difficulty, round_cap, agent)
    play_out(m, agents, max_decisions=30_000)
    return m


def first_position(faction: str, seed: int, pred, round_cap: int | None = 20, limit: int = 30_000):
    """That game, its guide in seat 1 against Master automata, stopped at the first decision of
    seat 1 that `pred(match, decision)` accepts: (match, decision, the agents), or None."""
    from bench.root_guides import vs_automata as game
    m, agents = game(faction, seed, "master", round_cap)
    for _ in range(limit):
        d = m.pending
        if d is None:
            break
        if d.seat == 0 and pred(m, d):
            return m, d, agents
        m.apply(agents[d.seat].choose(m, d))
    return None
