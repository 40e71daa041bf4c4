"""A game in progress: ruleset + content + state + seed + setup + the log of choices.

The log is the truth (as in boardgame.io): replaying the seed, the setup and the log gives the
same state, always. Saves keep the log and a snapshot; undo replays the log minus its tail.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass

from .decision import Choice, Decision, Event, IllegalChoice, Outcome
from .rng import Rng
from .ruleset import Ruleset

MATCH_FORMAT = 1


@dataclass
class LogEntry:
    seat: int
    choice: str
    # True when applying this choice revealed hidden information or randomness: undo stops here.
    barrier: bool = False


class Match:
    def __init__(self, ruleset: Ruleset, content, setup: dict, seed: int, state=None):
        self.ruleset = ruleset
        self.content = content
        self.setup = copy.deepcopy(setup)
        self.seed = seed
        self.log: list[LogEntry] = []
        self.history: list[Event] = []      # every event since the start (rebuilt on load)
        self.from_save = False              # restored by from_dict: its history needs rebuilding
        if state is None:
            self.setup = ruleset.check_setup(content, self.setup)
            rng = Rng.seeded(seed)
            state = ruleset.new_state(content, self.setup, rng)
        self.state = state
        self._pending: Decision | None = None
        self._pending_ok = False
        self._setup_events()

    def _setup_events(self):
        # Games may leave setup events in state.pending_events for the first log lines.
        evs = getattr(self.state, "setup_events", None)
        if evs:
            self.history.extend(evs)

    # --- the contract ---------------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        if not self._pending_ok:
            self._pending = self.ruleset.pending(self.content, self.state)
            self._pending_ok = True
        return self._pending

    def apply(self, choice: str | Choice) -> list[Event]:
        """Apply one legal choice of the pending decision. An illegal one raises IllegalChoice
        with a clear message and changes nothing."""
        d = self.pending
        cid = choice.id if isinstance(choice, Choice) else choice
        if d is None:
            raise IllegalChoice(f"the game is over; {cid!r} cannot be applied")
        picked = d.get(cid)
        if picked is None:
            legal = ", ".join(d.ids()[:12]) + (" …" if len(d.choices) > 12 else "")
            raise IllegalChoice(f"{cid!r} is not a legal choice for {d.kind} (legal: {legal})")
        events = self.ruleset.apply(self.content, self.state, picked)
        self._pending_ok = False
        barrier = any(e.reveals for e in events)
        self.log.append(LogEntry(d.seat, cid, barrier))
        self.history.extend(events)
        return events

    def view(self, seat: int | None):
        return self.ruleset.view(self.content, self.state, seat)

    @property
    def outcome(self) -> Outcome | None:
        return self.ruleset.outcome(self.content, self.state)

    @property
    def over(self) -> bool:
        return self.pending is None

    def seat_name(self, seat: int) -> str:
        return self.ruleset.seat_name(self.content, self.state, seat)

    # --- copies, undo, replay -------------------------------------------------------------
    def clone(self) -> "Match":
        m = Match.__new__(Match)
        m.ruleset, m.content, m.seed = self.ruleset, self.content, self.seed
        m.setup = copy.deepcopy(self.setup)
        m.state = copy.deepcopy(self.state)
        m.log = list(self.log)
        m.history = list(self.history)
        m.from_save = self.from_save
        m._pending, m._pending_ok = None, False
        return m

    def undo_depth(self, seat: int) -> int:
        """How many of the latest choices `seat` may take back: its own, back to the last one
        that revealed information or randomness, and never past another seat's choice."""
        n = 0
        for entry in reversed(self.log):
            if entry.seat != seat or entry.barrier:
                break
            n += 1
        if self.pending is not None and self.pending.seat != seat:
            return 0
        return n

    def undo(self, seat: int, steps: int = 1) -> None:
        if steps < 1 or steps > self.undo_depth(seat):
            raise IllegalChoice("nothing to undo here: undo stops at a draw, a die roll or another player's choice")
        fresh = Match.replay(self.ruleset, self.content, self.setup, self.seed,
                             [e.choice for e in self.log[:-steps]])
        self.state, self.log, self.history = fresh.state, fresh.log, fresh.history
        self._pending_ok = False

    @classmethod
    def replay(cls, ruleset, content, setup, seed, choices) -> "Match":
        m = cls(ruleset, content, setup, seed)
        for i, cid in enumerate(choices):
            try:
                m.apply(cid)
            except IllegalChoice as exc:
                raise IllegalChoice(f"replay diverged at choice {i + 1}: {exc}") from None
        return m

    # --- persistence ----------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "format": MATCH_FORMAT,
            "game": self.ruleset.id,
            "content": {"id": getattr(self.content, "pack_id", ""), "hash": getattr(self.content, "hash", "")},
            "seed": self.seed,
            "state_version": self.ruleset.state_version,
            "setup": copy.deepcopy(self.setup),
            "log": [[e.seat, e.choice, e.barrier] for e in self.log],
            "snapshot": self.ruleset.state_to_dict(self.state),
        }

    @classmethod
    def from_dict(cls, ruleset, content, data: dict) -> "Match":
        """Restore from a snapshot (fast; events history is rebuilt by `rebuild_history`)."""
        if data.get("format") != MATCH_FORMAT:
            raise ValueError(f"match format {data.get('format')!r} is not {MATCH_FORMAT}")
        snapshot = ruleset.migrate_snapshot(data["snapshot"], int(data.get("state_version", 1)))
        state = ruleset.state_from_dict(snapshot)
        m = cls(ruleset, content, data["setup"], data["seed"], state=state)
        m.log = [LogEntry(int(s), str(c), bool(b)) for s, c, b in data["log"]]
        m.from_save = True
        return m

    def rebuild_history(self) -> bool:
        """Replay the log to recover the event history; True if it reproduces the state."""
        fresh = Match.replay(self.ruleset, self.content, self.setup, self.seed, [e.choice for e in self.log])
        same = self.ruleset.state_to_dict(fresh.state) == self.ruleset.state_to_dict(self.state)
        if same:
            self.history = fresh.history
            self.log = fresh.log
        return same
