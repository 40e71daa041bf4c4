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
    # The label as a message id and parameters (game.core.i18n.Msg given as `label`), so the UI
    # shows it in the reader's language; `label` keeps the English rendering.
    label_msg: str = field(default="", compare=False)
    label_args: Any = field(default=None, compare=False, hash=False)

    def __post_init__(self) -> None:
        lab: Any = self.label                          # a str, or an i18n.Msg to be rendered
        if hasattr(lab, "template"):
            object.__setattr__(self, "label_msg", lab.template)
            object.__setattr__(self, "label_args", dict(lab.args))
            object.__setattr__(self, "label", lab.english())
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
    prompt_msg: str = field(default="", compare=False)    # the prompt as a message id (i18n.Msg)
    prompt_args: Any = field(default=None, compare=False, hash=False)

    def __post_init__(self) -> None:
        prompt: Any = self.prompt                      # a str, or an i18n.Msg to be rendered
        if hasattr(prompt, "template"):
            object.__setattr__(self, "prompt_msg", prompt.template)
            object.__setattr__(self, "prompt_args", dict(prompt.args))
            object.__setattr__(self, "prompt", prompt.english())

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
    # The same sentences as message ids (English templates with {named} parameters, extracted
    # into the catalogues) and their parameters, so a log is shown, and re-shown, in the reader's
    # language (game.core.i18n.render). `text` / `public_text` stay the English rendering: older
    # code, exports and saves made before message ids keep working.
    msg: str = ""
    args: dict = field(default_factory=dict)
    public_msg: str = ""
    public_args: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        # An engine may pass a game.core.i18n.Msg as text / public_text: keep its id and
        # parameters, and its English rendering as the text.
        text: Any = self.text                          # a str, or an i18n.Msg to be rendered
        if hasattr(text, "template"):
            self.msg, self.args, self.text = text.template, dict(text.args), text.english()
        public: Any = self.public_text
        if hasattr(public, "template"):
            self.public_msg, self.public_args = public.template, dict(public.args)
            self.public_text = public.english()

    def text_for(self, seat: int | None) -> str:
        if self.private_to is None or seat == self.private_to:
            return self.text
        return self.public_text

    def message_for(self, seat: int | None) -> tuple[str, dict, str]:
        """(message id, parameters, English text) of what `seat` may read; the id is "" for an
        event made without one (older saves): then the English text is all there is."""
        if self.private_to is None or seat == self.private_to:
            return self.msg, self.args, self.text
        return self.public_msg, self.public_args, self.public_text


@dataclass(frozen=True)
class Outcome:
    """How a game ended."""
    winners: tuple[int, ...]
    reason: str                       # "vp", "dominance", "round-cap", ...
    scores: tuple[int, ...] = ()
    text: str = ""
    msg: str = field(default="", compare=False)          # the text as a message id (i18n.Msg)
    args: Any = field(default=None, compare=False, hash=False)

    def __post_init__(self) -> None:
        text: Any = self.text                          # a str, or an i18n.Msg to be rendered
        if hasattr(text, "template"):
            object.__setattr__(self, "msg", text.template)
            object.__setattr__(self, "args", dict(text.args))
            object.__setattr__(self, "text", text.english())


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
