"""The contract every game implements, and the options a new-game screen shows.

A `Ruleset` is stateless: the game state is plain data passed in, the content (maps, decks —
immutable records loaded from YAML) is passed alongside. `Match` (match.py) binds the three
together with the seed and the choice log.
"""
from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Callable
from typing import Any

from . import serial
from .decision import Choice, Decision, Event, Outcome, SetupError
from .rng import Rng

CONTROLLERS = ("human", "automaton", "random")
# The search agent (game/core/search.py) as a controller, for games with an evaluation.
AI_CONTROLLERS = CONTROLLERS + ("ai",)


@dataclass(frozen=True)
class Option:
    """One setting on the new-game screen (map, deck, difficulty…)."""
    id: str
    label: str
    values: tuple[tuple[str, str], ...]   # (value id, label)
    default: str
    per_seat: bool = False                # shown on each seat's row (faction, difficulty)
    help: str = ""
    multi: bool = False                   # the value is a list of distinct value ids (on/off each)
    value_help: tuple[tuple[str, str], ...] = ()   # (value id, tooltip) for values that explain themselves
    controllers: tuple[str, ...] = ()     # a per-seat option only these controllers use (none: every seat)

    def initial(self) -> Any:
        """The default as a setup holds it (a fresh list for a multi-choice option)."""
        if self.multi:
            return [v for v in ([self.default] if isinstance(self.default, str) else self.default) if v]
        return self.default


@dataclass(frozen=True)
class SeatRules:
    min_seats: int
    max_seats: int
    default_seats: int
    controllers: tuple[str, ...] = CONTROLLERS


class Ruleset:
    """Base class. Subclasses override the methods that raise NotImplementedError."""
    id: str = ""
    title: str = ""
    seats = SeatRules(2, 4, 2)

    # --- content -------------------------------------------------------------------
    def load_content(self, pack_dir: Any) -> Any:
        """Load and validate a content pack directory; raise ContentError (file:line) if bad."""
        raise NotImplementedError

    def default_content(self) -> Any:
        from .content import builtin_pack_dir
        cached = getattr(self, "_default_content", None)
        if cached is None:
            cached = self.load_content(builtin_pack_dir(self.id))
            self._default_content = cached
        return cached

    # --- setup ---------------------------------------------------------------------
    def options(self, content: Any) -> list[Option]:
        return []

    def default_setup(self, content: Any, n_seats: int | None = None) -> dict:
        """A valid setup dict: {"seats": [{"controller": .., <per-seat options>}], <options>}."""
        n = n_seats or self.seats.default_seats
        setup: dict = {"seats": [{"controller": "human"} for _ in range(n)]}
        for opt in self.options(content):
            if opt.per_seat:
                for i, s in enumerate(setup["seats"]):
                    s[opt.id] = opt.initial()
            else:
                setup[opt.id] = opt.initial()
        return setup

    def check_setup(self, content: Any, setup: dict) -> dict:
        """Return a normalised copy of `setup`, or raise SetupError with a clear message."""
        from .i18n import Msg, Sub, T      # here, not at the top: `python -m game.core.i18n` imports this package
        seats = setup.get("seats")
        if not isinstance(seats, list):
            raise SetupError(Msg("setup needs a list of seats"))
        if not self.seats.min_seats <= len(seats) <= self.seats.max_seats:
            raise SetupError(Msg("{game} takes {least}–{most} seats, not {n}", game=T(self.title), least=self.seats.min_seats,
                                  most=self.seats.max_seats, n=len(seats)))
        for i, s in enumerate(seats):
            if s.get("controller", "human") not in self.seats.controllers:
                raise SetupError(Msg("seat {seat}: controller must be one of {known}", seat=i + 1,
                                      known=", ".join(self.seats.controllers)))
        for opt in self.options(content):
            allowed = {v for v, _ in opt.values}
            targets = seats if opt.per_seat else [setup]
            for t in targets:
                if opt.multi and opt.id in t:
                    got = t[opt.id]
                    if not isinstance(got, list):
                        raise SetupError(Msg("{option}: expected a list, not {value}", option=Sub(opt.label), value=repr(got)))
                    bad = [v for v in got if v not in allowed]
                    if bad:
                        raise SetupError(Msg("{option}: unknown {bad} (known: {known})", option=Sub(opt.label),
                                             bad=", ".join(map(repr, bad)), known=", ".join(sorted(allowed))))
                    if len(set(got)) != len(got):
                        raise SetupError(Msg("{option}: each may be chosen once", option=Sub(opt.label)))
                    continue
                if opt.id in t and t[opt.id] not in allowed:
                    raise SetupError(Msg("{option}: {value} is not one of {known}", option=Sub(opt.label), value=repr(t[opt.id]),
                                          known=", ".join(sorted(allowed))))
        return setup

    def new_state(self, content: Any, setup: dict, rng: Rng) -> Any:
        raise NotImplementedError

    # --- play ----------------------------------------------------------------------
    def pending(self, content: Any, state: Any) -> Decision | None:
        raise NotImplementedError

    def apply(self, content: Any, state: Any, choice: Choice) -> list[Event]:
        """Apply a choice already checked to be legal; mutate `state`; return events."""
        raise NotImplementedError

    # A game whose apply works out the next decision anyway sets this and provides
    # `apply_pending`; `Match.apply` then keeps that decision instead of asking `pending`
    # again (issue 15: two calls fewer per decision of a playout).
    apply_gives_pending: bool = False

    def apply_pending(self, content: Any, state: Any, choice: Choice) -> tuple[list[Event], Decision | None]:
        """`apply`, and the decision `pending(content, state)` gives right after it (the same
        object or an equal one). Only called when `apply_gives_pending` is set."""
        events = self.apply(content, state, choice)
        return events, self.pending(content, state)

    def view(self, content: Any, state: Any, seat: int | None) -> Any:
        """What `seat` may see (None: a spectator who sees only public information)."""
        raise NotImplementedError

    def outcome(self, content: Any, state: Any) -> Outcome | None:
        raise NotImplementedError

    def seat_name(self, content: Any, state: Any, seat: int) -> str:
        return f"Seat {seat + 1}"

    # --- checks --------------------------------------------------------------------
    # The view key naming who decides now, if the view has one. Whether another seat is asked
    # something may depend on what that seat holds, as a pause at the table shows (ruling
    # INFO-1 in docs/rulings.md): the information-state check compares it only when the viewer
    # is, or becomes, the one deciding.
    view_decider_key: str | None = None

    def scramble_hidden(self, content: Any, state: Any, viewer: int | None, rng: Rng) -> None:
        """Shuffle, in place, everything `viewer` may not see (None: a spectator) — other hands,
        deck orders, face-down pieces, secret commitments — keeping every pile's size and all
        that is public. The information-state check (game/core/information.py) then asserts that
        the viewer's view and decision are unchanged. Every game must provide it."""
        raise NotImplementedError(f"{self.title} does not say what a viewer may not see (scramble_hidden)")

    def check_invariants(self, content: Any, state: Any) -> list[str]:
        """Broken invariants as messages (empty when all hold). Used by playout tests."""
        return []

    def playout_checker(self) -> Callable[[Any], None]:
        """What `main.py simulate --check` runs after every decision: the pending decision has a
        choice, and `check_invariants` holds. A game may check more (Root: round trips, views)."""
        from .decision import check_decision

        def check(match: Any) -> None:
            check_decision(match)
            bad = self.check_invariants(match.content, match.state)
            if bad:
                raise AssertionError("invariant broken: " + "; ".join(bad[:5]))
        return check

    # --- agents --------------------------------------------------------------------
    def make_agent(self, setup: dict, seat: int, seed: int = 0) -> Any:
        """The agent that plays a seat whose controller is not `human` (None for a human seat).
        `random` plays uniformly random legal choices; a game with automata overrides this for
        the `automaton` controller."""
        ctl = setup["seats"][seat].get("controller", "human")
        if ctl == "random":
            from .agents import RandomAgent
            return RandomAgent(seed * 101 + seat)
        if ctl == "ai":
            from .search import SearchAgent, ai_time
            return SearchAgent(seat, ai_time(setup, seat), seed=seed * 101 + seat)
        if ctl == "automaton":
            raise NotImplementedError(f"{self.title} has no automaton players")
        return None

    def evaluation(self) -> Any:
        """How the search agent scores an unfinished position (game/core/search.py Evaluation);
        None: only finished games score."""
        return None

    # --- persistence ---------------------------------------------------------------
    # The version of this game's saved state. Bump it when a saved state's shape changes (a
    # class renamed, a field renamed or split) and add the step from the old version to
    # `snapshot_migrations`, so that saves written before still load.
    state_version: int = 1
    # version k → a function turning a saved state dict of version k into version k + 1.
    snapshot_migrations: dict[int, Any] = {}

    def migrate_snapshot(self, snapshot: dict, version: int) -> dict:
        """A saved state of `version`, brought up to `state_version` one step at a time."""
        if version > self.state_version:
            raise ValueError(f"the saved {self.title} state is version {version}, newer than this "
                             f"Tableforge's {self.state_version}")
        while version < self.state_version:
            step = self.snapshot_migrations.get(version)
            if step is None:
                raise ValueError(f"no migration of saved {self.title} states from version {version}")
            snapshot = step(snapshot)
            version += 1
        return snapshot

    def state_to_dict(self, state: Any) -> dict:
        return serial.dump(state)

    def state_from_dict(self, data: dict) -> Any:
        return serial.load(data)
