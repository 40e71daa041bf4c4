"""The Eyrie guide's look-ahead: its own coming Daylight played out on a copy of the position.

Between the Eyrie's Birdsong and the end of its Daylight no other seat takes a turn (Law 5.1,
7.4–7.5): whether a Decree can be carried out depends only on the Eyrie's own moves, its battles'
dice and the defenders' answers. So the guide tries a Decree by playing the Daylight on a copy,
with itself in its seat, and sees whether it falls into Turmoil (Law 7.7) and what it holds after.

What the copy may know is what the seat knows (issue 15, tests/search/test_guides.py): before the
play-out everything hidden from the seat is dealt again from a fixed stream (the game's own
`scramble_hidden`, which depends only on what the seat sees) and the dice come from a stream
seeded by public facts (the round), so the plan is the same whatever the seat may not see. Other
seats answer the few questions of an Eyrie turn (ambushes, which piece to lose) by passing or by
their first choice: the plan does not count on an enemy's mistake, nor on its ambush."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.rng import Rng

from .lookahead import seat_copy

MAX_STEPS = 400          # a Daylight is far shorter; a guard against a loop
MAX_ROUND_STEPS = 3000   # the other seats' turns until the seat's next Birdsong; a guard too


@dataclass
class Played:
    state: Any               # the copy at the end of the Daylight (or where it stopped)
    turmoil: bool            # the Decree could not be carried out (Law 7.7)
    steps: int
    script: list             # (fingerprint, choice) of every answer the guide gave in the seat
    rs: Any = None           # the copy's ruleset, content and match, to play on (play_round)
    content: Any = None
    pm: Any = None


def fingerprint(s: Any, seat: int, d: Any) -> tuple:
    """What a planned answer assumed: the question, its choices and where the seat's pieces
    stand (a battle whose dice fell otherwise than on the copy changes it: no answer is planned
    for that board, and the guide answers by its rules)."""
    return (d.kind, tuple(d.ids()), tuple(s.warriors[seat]),
            tuple(tuple(b) for c in s.buildings for b in c if b[0] == seat), s.vp[seat])


def play_daylight(match: Any, seat: int, first: list[str], guide: Any, salt: str) -> Played:
    """Apply the choice ids `first` (the Decree cards and columns still to choose; no more after),
    then play the seat's turn with `guide` until its Evening; stop at Turmoil."""
    rs, content, s, pm = seat_copy(match, seat, "eyrie", salt)
    queue = list(first)
    turmoil = False
    script: list = []
    n = 0
    for n in range(MAX_STEPS):
        d = rs.pending(content, s)
        if d is None or s.turn_seat != seat or s.phase == "evening":
            break
        ids = d.ids()
        if queue and d.seat == seat and queue[0] in ids:
            cid = queue.pop(0)
        elif d.seat == seat and d.kind == "root.eyrie.decree.card":
            cid = "done" if "done" in ids else ids[0]      # the plan adds nothing more
        elif d.seat == seat:
            fp = fingerprint(s, seat, d)
            cid = guide.choose(pm, d)
            script.append((fp, cid))
        else:
            cid = "pass" if "pass" in ids else "done" if "done" in ids else ids[0]
        events, _ = rs.apply_pending(content, s, d.get(cid))
        if any(e.kind == "root.eyrie.turmoil" for e in events):
            turmoil = True
            # the rest of the Turmoil (humiliation, purge, a new leader) as the rules do it
            for _ in range(20):
                d = rs.pending(content, s)
                if d is None or s.phase == "evening" or s.turn_seat != seat:
                    break
                ids = d.ids()
                rs.apply_pending(content, s, d.get(guide.choose(pm, d) if d.seat == seat else ids[0]))
            break
    return Played(s, turmoil, n, script, rs, content, pm)


def opponent_agents(match: Any, seat: int) -> dict[int, Any]:
    """Who plays the other seats in `play_round`: an automaton seat its automaton (the Law of
    Rootbotics is public and the agent reads only its decision); any other seat (a person, a
    guide, the search) the rules' passive answer (absent here). Another seat's guide would model a
    person better but costs too much: some guides look ahead themselves."""
    from ..bots.agent import AutomatonAgent
    setup = getattr(match, "setup", None) or {}
    return {i: AutomatonAgent() for i, st in enumerate(setup.get("seats", []))
            if i != seat and st.get("controller") == "automaton"}


def play_round(played: Played, seat: int, own: Any, others: dict[int, Any], salt: str) -> Any:
    """Play the copy of `played` on from the seat's Evening through every other seat's turn, to
    the seat's next Birdsong (or the end of the game): what the other seats may do to the
    Eyrie's roosts and warriors before it acts again. The dice (and any new shuffle) come from a
    stream seeded by `salt` alone, so every Decree tried meets the same dice in the other turns.
    Returns the state there (the same object as `played.state`)."""
    rs, content, s, pm = played.rs, played.content, played.state, played.pm
    s.rng = Rng.seeded(f"eyrie-plan-round:{salt}")
    left = False
    for _ in range(MAX_ROUND_STEPS):
        if s.end_reason:
            break
        d = rs.pending(content, s)
        if d is None:
            break
        if s.turn_seat != seat:
            left = True
        elif left:
            break                      # the seat's next turn: stop before it decides anything
        ids = d.ids()
        agent = own if d.seat == seat else others.get(d.seat)
        cid = agent.choose(pm, d) if agent is not None else ("pass" if "pass" in ids else "done" if "done" in ids else ids[0])
        rs.apply_pending(content, s, d.get(cid))
    return s
