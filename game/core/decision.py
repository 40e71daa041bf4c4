"""What the engine asks and what it tells: decisions, choices and events.

A game always waits on exactly one `Decision`: one seat picks one `Choice` from a finite
list. Choices are atomic and their ids are stable, readable strings (`clearing:7`,
`card:ambush-fox`, `count:2`, `done`) so a person can write a scenario by hand and a save's
log reads like a transcript.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class IllegalChoice(ValueError):
    """Raised by `Match.apply` for a choice that is not legal now; the state is unchanged."""


class SetupError(ValueError):
    """A game setup (seats, factions, options) that the rules do not allow."""


@dataclass(frozen=True)
class Choice:
    id: str
    label: str = ""
    # Board things this choice refers to, as "kind:id" strings ("clearing:7", "card:12"),
    # so the UI can highlight and click them.
    refs: tuple[str, ...] = ()
    # Optional extra data for renderers (a path to preview, a count) — never needed to apply.
    hint: Any = None

    def __post_init__(self) -> None:
        if not self.label:
            object.__setattr__(self, "label", self.id)


@dataclass(frozen=True)
class Decision:
    seat: int
    kind: str                       # dotted, e.g. "root.battle.ambush"
    prompt: str
    choices: tuple[Choice, ...]
    rule: str = ""                  # rule reference shown in the prompt bar, e.g. "Law 4.3.1"
    data: Any = None                # extra context for renderers

    def ids(self) -> list[str]:
        return [c.id for c in self.choices]

    def get(self, choice_id: str) -> Choice | None:
        for c in self.choices:
            if c.id == choice_id:
                return c
        return None


@dataclass
class Event:
    """Something that happened, for the game log and for animations.

    `reveals` marks hidden information or randomness coming to light (a draw, a die roll, a
    look at cards): undo never crosses such an event. `private_to` limits who may read it
    (the text of "you drew Ambush" is only for the drawing seat; others see `public_text`).
    """
    kind: str
    text: str
    seat: int | None = None
    rule: str = ""
    data: dict = field(default_factory=dict)
    reveals: bool = False
    private_to: int | None = None
    public_text: str = ""

    def text_for(self, seat: int | None) -> str:
        if self.private_to is None or seat == self.private_to:
            return self.text
        return self.public_text


@dataclass(frozen=True)
class Outcome:
    """How a game ended."""
    winners: tuple[int, ...]
    reason: str                       # "vp", "dominance", "round-cap", ...
    scores: tuple[int, ...] = ()
    text: str = ""


class ContractBroken(AssertionError):
    """The engine broke the contract every game keeps (a decision without a choice, …)."""


def check_decision(match: Any) -> None:
    """A pending decision always has at least one choice, with distinct ids (issue 18: the
    Marquise once was asked "Move from clearing 6 to?" with nothing to pick)."""
    d = match.pending
    if d is None:
        return
    if not d.choices:
        raise ContractBroken(f"decision {d.kind} for seat {d.seat} has no choice: {d.prompt!r}")
    ids = d.ids()
    if len(set(ids)) != len(ids):
        raise ContractBroken(f"decision {d.kind} for seat {d.seat} repeats a choice id: {ids}")
