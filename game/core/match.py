"""A game in progress: ruleset + content + state + seed + setup + the log of choices.

The log is the truth (as in boardgame.io): replaying the seed, the setup and the log gives the
same state, always. Saves keep the log and a snapshot; undo replays the log minus its tail.
"""
from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any
from dataclasses import dataclass

from .decision import Choice, Decision, Event, IllegalChoice, Outcome
from .history import LazyHistory, LazyLog, history_key
from .rng import Rng
from .serial import copy_state
from .ruleset import Ruleset

MATCH_FORMAT = 1


@dataclass(slots=True)              # one per choice, kept all game: slots make it one object
class LogEntry:
    seat: int
    choice: str
    # True when applying this choice revealed hidden information or randomness: undo stops here.
    barrier: bool = False


class Match:
    # the autosave's encoded events, kept between saves (game/core/saves.py `_encoded_history`)
    _save_cache: tuple[list[Event], list[str]]

    def __init__(self, ruleset: Ruleset, content: Any, setup: dict, seed: int, state: Any = None):
        self.ruleset = ruleset
        self.content = content
        self.setup = copy.deepcopy(setup)
        self.seed = seed
        self.log: list[LogEntry] = []
        self.history: list[Event] = []      # every event since the start (rebuilt on load)
        self.from_save = False              # restored by from_dict: its history needs rebuilding
        given = state is not None
        if state is None:
            self.setup = ruleset.check_setup(content, self.setup)
            rng = Rng.seeded(seed)
            state = ruleset.new_state(content, self.setup, rng)
        # What a failed choice rolls back to: a copy of the state given (a loaded snapshot, a
        # scenario) or, for a new game, the seed and setup (no copy: issue 15, a playout starts
        # many games); plus the log from `base_log` on.
        self._base = copy_state(state) if given else None
        self._base_log = 0
        self.state = state
        self._pending: Decision | None = None
        self._pending_ok = False
        # Undo without replaying the game: with `keep_checkpoint` on (the tables set it), the state
        # where undo stops — before the first choice of the latest run of one seat's choices that
        # revealed nothing — is kept as (log length, state copy, history length).
        self.keep_checkpoint = False
        self._checkpoint: tuple[int, Any, int] | None = None
        self._setup_events()

    def _setup_events(self) -> None:
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
        with a clear message and changes nothing; so does an error of the rules themselves
        (the state is rolled back to before the choice, then the error is raised)."""
        d = self._pending if self._pending_ok else self.pending
        cid = choice if type(choice) is str else choice.id if isinstance(choice, Choice) else choice
        if d is None:
            raise IllegalChoice(f"the game is over; {cid!r} cannot be applied")
        for picked in d.choices:           # d.get(cid), inlined (once per decision)
            if picked.id == cid:
                break
        else:
            picked = None
        if picked is None:
            legal = ", ".join(d.ids()[:12]) + (" …" if len(d.choices) > 12 else "")
            raise IllegalChoice(f"{cid!r} is not a legal choice for {d.kind} (legal: {legal})")
        if self.keep_checkpoint and (not self.log or self.log[-1].barrier or self.log[-1].seat != d.seat):
            self._checkpoint = (len(self.log), copy_state(self.state), len(self.history))   # an undo barrier
        rs = self.ruleset
        try:
            if rs.apply_gives_pending:          # the next decision comes with the events
                events, self._pending = rs.apply_pending(self.content, self.state, picked)
            else:
                events = rs.apply(self.content, self.state, picked)
                self._pending_ok = False
        except Exception:
            self._roll_back()
            raise
        barrier = False
        for e in events:                   # any(e.reveals …), spelt out: once per decision
            if e.reveals:
                barrier = True
                break
        self.log.append(LogEntry(d.seat, cid, barrier))
        self.history.extend(events)
        return events

    def _roll_back(self) -> None:
        """Rebuild the state from before the failed choice: the base state replayed through the
        log (the engine is deterministic). Costs nothing until a choice fails."""
        rs, content = self.ruleset, self.content
        if self._base is not None:
            state = copy_state(self._base)
        else:
            state = rs.new_state(content, self.setup, Rng.seeded(self.seed))
        for entry in self.log[self._base_log:]:
            d = rs.pending(content, state)
            c = d.get(entry.choice) if d is not None else None
            if c is None:                    # the log replayed once already: cannot happen
                raise IllegalChoice(f"roll-back diverged at {entry.choice!r}")
            rs.apply(content, state, c)
        self.state = state
        self._pending_ok = False

    def view(self, seat: int | None) -> Any:
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
        m.state = copy_state(self.state)
        m._base, m._base_log = self._base, self._base_log     # never mutated: restores copy it
        m.log = self.log.copy()
        m.history = self.history.copy()              # a LazyHistory's copy reads nothing
        m.from_save = self.from_save
        m._pending, m._pending_ok = None, False
        m.keep_checkpoint, m._checkpoint = False, None
        return m

    def undo_depth(self, seat: int, over_pending: bool = False) -> int:
        """How many of the latest choices `seat` may take back: its own, back to the last one
        that revealed information or randomness, and never past another seat's choice.
        `over_pending`: another seat is asked but has not answered (an AI still thinking, whose
        search the table stops): the question may be taken back too."""
        n = 0
        for entry in reversed(self.log):
            if entry.seat != seat or entry.barrier:
                break
            n += 1
        if self.pending is not None and self.pending.seat != seat and not over_pending:
            return 0
        return n

    def undo(self, seat: int, steps: int = 1, over_pending: bool = False) -> None:
        if steps < 1 or steps > self.undo_depth(seat, over_pending):
            raise IllegalChoice("nothing to undo here: undo stops at a draw, a die roll or another player's choice")
        keep = len(self.log) - steps
        cp = self._checkpoint
        if cp is not None and cp[0] <= keep:
            # from the checkpoint at the barrier: only this seat's own latest choices are re-applied,
            # so an undo costs the same early and late in a game (same result as a replay: the
            # engine is deterministic and nothing after the barrier revealed anything)
            n, state, n_hist = cp
            again = [e.choice for e in self.log[n:keep]]
            self.state, self.log, self.history = copy_state(state), self.log[:n], self.history[:n_hist]
            self._pending_ok = False
            for cid in again:
                self.apply(cid)
            return
        fresh = Match.replay(self.ruleset, self.content, self.setup, self.seed,
                             [e.choice for e in self.log[:-steps]])
        self.state, self.log, self.history = fresh.state, fresh.log, fresh.history
        self._base, self._base_log = fresh._base, fresh._base_log
        self._pending_ok = False

    @classmethod
    def replay(cls, ruleset: Ruleset, content: Any, setup: dict, seed: int, choices: Iterable[str]) -> "Match":
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
            "log": [x if type(x) is list else [x.seat, x.choice, x.barrier]
                    for x in (history_key(self.log, i) for i in range(len(self.log)))],
            "snapshot": self.ruleset.state_to_dict(self.state),
        }

    def checkpoint_dict(self) -> list | None:
        """The undo checkpoint as saved: [log length, state snapshot, history length]."""
        if self._checkpoint is None:
            return None
        n, state, n_hist = self._checkpoint
        return [n, self.ruleset.state_to_dict(state), n_hist]

    @staticmethod
    def event_to_list(e: Event) -> list:
        out = [e.kind, e.text, e.seat, e.rule, e.data, e.reveals, e.private_to, e.public_text]
        if e.msg or e.public_msg:          # the message ids (save format 3): a 9th item
            out.append({"msg": e.msg, "args": e.args, "public_msg": e.public_msg, "public_args": e.public_args})
        return out

    @staticmethod
    def event_from_list(x: list) -> Event:
        """An event as a save keeps it; ValueError if any field is not what an event holds."""
        if not isinstance(x, list) or len(x) not in (8, 9):
            raise ValueError("an event of its history is not an 8- or 9-item list")
        kind, text, seat, rule, data, reveals, private_to, public_text = x[:8]
        m = x[8] if len(x) == 9 else {}
        if not (isinstance(m, dict) and isinstance(m.get("msg", ""), str) and isinstance(m.get("public_msg", ""), str)
                and isinstance(m.get("args", {}), dict) and isinstance(m.get("public_args", {}), dict)):
            raise ValueError("an event of its history has a damaged message")
        # spelt out, not all(...) over generators: a save's whole history passes here when it opens
        texts_ok = (isinstance(kind, str) and isinstance(text, str) and isinstance(rule, str)
                    and isinstance(public_text, str)
                    and len(kind) <= 10_000 and len(text) <= 10_000 and len(rule) <= 10_000 and len(public_text) <= 10_000)
        seats_ok = (seat is None or type(seat) is int) and (private_to is None or type(private_to) is int)
        if not (texts_ok and seats_ok and isinstance(data, dict) and isinstance(reveals, bool)):
            raise ValueError("an event of its history has a field of the wrong kind")
        return Event(kind, text, seat, rule, data, reveals, private_to, public_text,
                     m.get("msg", ""), m.get("args", {}), m.get("public_msg", ""), m.get("public_args", {}))

    def restore_extras(self, data: dict) -> bool:
        """A save's event history and undo checkpoint, when it has them (saves made since issue
        16): opening a save then replays nothing. False when the history must be rebuilt."""
        hist = data.get("history")
        if not isinstance(hist, list):
            return False
        # read lazily (game/core/history.py): opening a long game's save costs what a short one's
        # does; an item that is not an event reads as a line saying so (the history is a record)
        self.history = LazyHistory(hist, Match.event_from_list)
        cp = data.get("checkpoint")
        if (isinstance(cp, list) and len(cp) == 3 and type(cp[0]) is int and type(cp[2]) is int
                and 0 <= cp[0] <= len(self.log) and 0 <= cp[2] <= len(self.history) and isinstance(cp[1], dict)):
            try:
                self._checkpoint = (cp[0], self.ruleset.state_from_dict(cp[1]), cp[2])
            except Exception:            # a damaged checkpoint: undo replays from the seed instead
                self._checkpoint = None
        return True

    @classmethod
    def from_dict(cls, ruleset: Ruleset, content: Any, data: dict) -> "Match":
        """Restore from a snapshot (fast; events history is rebuilt by `rebuild_history`)."""
        if data.get("format") != MATCH_FORMAT:
            raise ValueError(f"match format {data.get('format')!r} is not {MATCH_FORMAT}")
        snapshot = ruleset.migrate_snapshot(data["snapshot"], int(data.get("state_version", 1)))
        state = ruleset.state_from_dict(snapshot)
        m = cls(ruleset, content, data["setup"], data["seed"], state=state)
        # read lazily, as the history is: opening a long game costs what a short one does
        m.log = LazyLog(data["log"], lambda x: LogEntry(int(x[0]), str(x[1]), bool(x[2])))
        m._base_log = len(m.log)
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
