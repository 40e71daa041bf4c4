"""What the engine asks and what it tells: decisions, choices and events.

A game always waits on exactly one `Decision`: one seat picks one `Choice` from a finite
list. Choices are atomic and their ids are stable, readable strings (`clearing:7`,
`card:ambush-fox`, `count:2`, `done`) so a person can write a scenario by hand and a save's
log reads like a transcript.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any


_new_object = object.__new__            # the fast constructors below (make_decision, make_event)


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


class Decision:
    """What the game waits on: one seat picks one of `choices`.

    `prompt` may be given as an i18n.Msg: `prompt_msg` / `prompt_args` keep its id and
    parameters and `prompt` its English rendering, made when first read (issue 15: a playout
    reads few prompts). Compared and hashed by value like the frozen dataclass it replaces, and
    never changed once made (by convention: a plain class with slots, because the engine makes
    one per decision and frozen dataclasses are slow to build)."""
    __slots__ = ("seat", "kind", "_prompt", "choices", "rule", "data", "prompt_msg", "prompt_args")
    FIELDS = ("seat", "kind", "prompt", "choices", "rule", "data")

    def __init__(self, seat: int, kind: str, prompt: Any, choices: tuple[Choice, ...], rule: str = "",
                 data: Any = None, prompt_msg: str = "", prompt_args: Any = None):
        self.seat = seat
        self.kind = kind                       # dotted, e.g. "root.battle.ambush"
        self.choices = choices
        self.rule = rule                       # rule reference shown in the prompt bar, e.g. "Law 4.3.1"
        self.data = data                       # extra context for renderers
        if type(prompt) is not str and hasattr(prompt, "template"):   # its parameters shared, as Event's
            self.prompt_msg, self.prompt_args = prompt.template, prompt.args
        else:
            self.prompt_msg, self.prompt_args = prompt_msg, prompt_args
        self._prompt = prompt

    @property
    def prompt(self) -> str:
        p = self._prompt
        if type(p) is not str:                 # an i18n.Msg: rendered once, when first read
            p = self._prompt = p.english()
        return p

    def _fields(self) -> tuple:
        return (self.seat, self.kind, self.prompt, self.choices, self.rule, self.data)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return "Decision(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in self.FIELDS) + ")"

    def with_seat(self, seat: int) -> "Decision":
        """The same decision asked of another seat (a hireling's choice goes to its controller)."""
        return Decision(seat, self.kind, self._prompt, self.choices, self.rule, self.data, self.prompt_msg,
                        self.prompt_args)

    def __reduce__(self) -> tuple:
        return (Decision, (self.seat, self.kind, self.prompt, self.choices, self.rule, self.data,
                           self.prompt_msg, self.prompt_args))

    def __copy__(self) -> "Decision":
        return self

    def __deepcopy__(self, memo: dict) -> "Decision":
        import copy
        return Decision(self.seat, self.kind, self.prompt, self.choices, self.rule, copy.deepcopy(self.data, memo),
                        self.prompt_msg, copy.deepcopy(self.prompt_args, memo))

    def ids(self) -> list[str]:
        return [c.id for c in self.choices]

    def get(self, choice_id: str) -> Choice | None:
        for c in self.choices:
            if c.id == choice_id:
                return c
        return None


def make_decision(seat: int, kind: str, prompt: Any, choices: tuple[Choice, ...], rule: str = "",
                  data: Any = None) -> Decision:
    """`Decision(seat, kind, prompt, choices, rule, data)` (`choices` a tuple): the same decision,
    made without the constructor's keyword handling (issue 15: one per decision of a playout)."""
    d = _new_object(Decision)
    d.seat, d.kind, d.choices, d.rule, d.data, d._prompt = seat, kind, choices, rule, data, prompt
    if type(prompt) is not str and hasattr(prompt, "template"):
        d.prompt_msg, d.prompt_args = prompt.template, prompt.args
    else:
        d.prompt_msg, d.prompt_args = "", None
    return d


def _msg_parts(text: Any) -> tuple[Any, str, dict]:
    """(text, message id, parameters) of a str or an i18n.Msg (kept unrendered: see Event)."""
    if hasattr(text, "template"):
        return text, text.template, text.args
    return text, "", {}


class Event:
    """Something that happened, for the game log and for animations.

    `reveals` marks hidden information or randomness coming to light (a draw, a die roll, a
    look at cards): undo never crosses such an event. `private_to` limits who may read it
    (the text of "you drew Ambush" is only for the drawing seat; others see `public_text`).

    The same sentences are kept as message ids (English templates with {named} parameters,
    extracted into the catalogues) and their parameters (`msg`, `args`, `public_msg`,
    `public_args`), so a log is shown, and re-shown, in the reader's language
    (game.core.i18n.render). `text` / `public_text` are the English rendering: older code,
    exports and saves made before message ids keep working. An engine may pass an i18n.Msg as
    text / public_text; its English rendering is made when first read, not when the event is
    made (issue 15: most events of a search's playouts are never read).

    A plain class with slots rather than a dataclass for the same reason: events are made at
    every rule step. It compares, copies and pickles like the dataclass it replaces.
    """
    __slots__ = ("kind", "_text", "seat", "rule", "data", "reveals", "private_to", "_public_text",
                 "msg", "args", "public_msg", "public_args")
    FIELDS = ("kind", "text", "seat", "rule", "data", "reveals", "private_to", "public_text",
              "msg", "args", "public_msg", "public_args")

    def __init__(self, kind: str, text: Any, seat: int | None = None, rule: str = "", data: dict | None = None,
                 reveals: bool = False, private_to: int | None = None, public_text: Any = "",
                 msg: str = "", args: dict | None = None, public_msg: str = "", public_args: dict | None = None):
        self.kind = kind
        self.seat = seat
        self.rule = rule
        self.data = {} if data is None else data
        self.reveals = reveals
        self.private_to = private_to
        # a Msg's parameters are shared with it, not copied (issue 15: an event per rule step; a
        # Msg is never changed once made, and nothing changes an event's parameters)
        if type(text) is not str and hasattr(text, "template"):   # (hasattr on a str is slow: it raises)
            self._text, self.msg, self.args = text, text.template, text.args
        else:
            self._text, self.msg, self.args = text, msg, {} if args is None else args
        if type(public_text) is not str and hasattr(public_text, "template"):
            self._public_text, self.public_msg, self.public_args = public_text, public_text.template, public_text.args
        else:
            self._public_text, self.public_msg = public_text, public_msg
            self.public_args = {} if public_args is None else public_args

    @property
    def text(self) -> str:
        t = self._text
        if type(t) is not str:             # an i18n.Msg: rendered once, when first read
            t = self._text = t.english()
        return t

    @text.setter
    def text(self, value: str) -> None:
        self._text = value

    @property
    def public_text(self) -> str:
        t = self._public_text
        if type(t) is not str:
            t = self._public_text = t.english()
        return t

    @public_text.setter
    def public_text(self, value: str) -> None:
        self._public_text = value

    def _fields(self) -> tuple:
        return tuple(getattr(self, f) for f in self.FIELDS)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]   # mutable, as the dataclass was

    def __repr__(self) -> str:
        return "Event(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in self.FIELDS) + ")"

    def __getstate__(self) -> tuple:
        return self._fields()

    def __setstate__(self, st: tuple) -> None:
        for f, v in zip(self.FIELDS, st):
            setattr(self, f, v)

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


def make_event(kind: str, text: Any, seat: int | None, rule: str, data: dict, reveals: bool,
               private_to: int | None, public_text: Any) -> Event:
    """`Event(kind, text, seat, rule, data, reveals, private_to, public_text)`: the same event,
    made without the constructor's keyword handling (issue 15: an engine logs at every rule
    step; about a quarter faster). `data` is kept as given (the caller's own dict)."""
    e = _new_object(Event)
    e.kind, e.seat, e.rule, e.data, e.reveals, e.private_to = kind, seat, rule, data, reveals, private_to
    if type(text) is not str and hasattr(text, "template"):
        e._text, e.msg, e.args = text, text.template, text.args
    else:
        e._text, e.msg, e.args = text, "", {}
    if type(public_text) is not str and hasattr(public_text, "template"):
        e._public_text, e.public_msg, e.public_args = public_text, public_text.template, public_text.args
    else:
        e._public_text, e.public_msg, e.public_args = public_text, "", {}
    return e


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


_choice_id = attrgetter("id")


def check_decision(match: Any) -> None:
    """A pending decision always has at least one choice, with distinct ids (issue 18: the
    Marquise once was asked "Move from clearing 6 to?" with nothing to pick)."""
    d = match.pending
    if d is not None:
        check_choices(d)


def check_choices(d: Decision) -> None:
    """`check_decision` of a decision in hand (playouts have it already)."""
    choices = d.choices
    if len(choices) < 2:
        if not choices:
            raise ContractBroken(f"decision {d.kind} for seat {d.seat} has no choice: {d.prompt!r}")
        return
    if len(set(map(_choice_id, choices))) != len(choices):     # (C-level: once per decision)
        ids = d.ids()
        raise ContractBroken(f"decision {d.kind} for seat {d.seat} repeats a choice id: {ids}")
