"""The guided first game of Root (issue 17): a fixed position (the scenario format of
docs/scenarios.md), a list of steps the player follows, and the script of the opponent's moves.

Data: data/root/tutorial.yaml. Each step is one of
  - a page (`page: true`): an explanation read, then "Next";
  - a choice (`choose: <choice id>`): the one choice that moves the lesson on; any other choice
    is explained and changes nothing;
  - the opponent's turn (`opponent: true`): the scripted `opponent_moves` are played, one by one,
    until the player must decide again.
Every step has the explanation text (English; its translations are in the catalogues, Babel
extractor `extract_tutorial`), the Law rule it cites and optionally the thing to highlight.

Progress is saved like a game: the choice log, replayed from the position (the engine is
deterministic), plus the step number, in the tutorial's own slot (not among the saves).
This module knows nothing of the screen; scenes/root/tutorial.py draws it.
"""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from game.core.content import display_path
from game.core.i18n import N_, Msg
from game.core.match import Match

from . import scenario
from .tutorial_file import TUTORIAL_FILE, Step, Tutorial, TutorialError, _line_of, load  # noqa: F401

SAVE_MAGIC = "tableforge-tutorial"
SAVE_FORMAT = 1


def check_replay(content, tut: Tutorial) -> Run:
    """Play the whole lesson by its own steps: each expected choice must be offered when its step
    comes and name its target; the script must last the opponent's turn. A TutorialError names
    the step (file:line) that fails. Too slow for every start (a few dozen moves): the tests call
    it (tests/root/test_tutorial_lesson.py); loading the pack checks the file's form only."""
    raw = tut.path.read_text(encoding="utf-8") if tut.path.exists() else ""
    shown = display_path(tut.path)
    try:
        run = Run(content, tut)
    except TutorialError:
        raise
    except Exception as exc:
        raise TutorialError(shown, Msg("field '{field}' does not set up ({error})", field="position",
                                       error=f"{type(exc).__name__}: {exc}")) from None
    guard = len(tut.steps) + len(tut.opponent_moves) + 10
    while not run.finished and guard > 0:
        guard -= 1
        st, n = run.step, run.index
        where = f"{shown}:{_line_of(raw, n)}"
        d = run.match.pending
        try:
            if st.kind == "page":
                run.next_page()
            elif st.kind == "choose":
                if d is None or d.seat != run.player or st.choose not in d.ids():
                    offered = d.ids() if d is not None else []
                    raise TutorialError(where, Msg("step '{step}': '{choice}' is not offered then (offered: {offered})",
                                                   step=st.id, choice=st.choose, offered=", ".join(offered) or "-"))
                c = d.get(st.choose)
                if st.target and st.target != "button:" + st.choose and st.target not in (c.refs or (st.choose,)):
                    raise TutorialError(where, Msg("step '{step}': target '{target}' is not what '{choice}' names ({names})",
                                                   step=st.id, target=st.target, choice=st.choose,
                                                   names=", ".join(c.refs) if c.refs else "button:" + st.choose))
                run.try_choice(st.choose)
            else:
                if d is None or d.seat == run.player:
                    raise TutorialError(where, Msg("step '{step}': it is not the opponent's turn then", step=st.id))
                while run.play_opponent():
                    pass
        except TutorialError:
            raise
        except Exception as exc:
            raise TutorialError(where, Msg("step '{step}': {error}", step=st.id, error=f"{type(exc).__name__}: {exc}")) from None
    if not run.finished:
        raise TutorialError(shown, Msg("the steps do not come to an end"))
    return run


def new_match(content, tut: Tutorial) -> Match:
    """The tutorial's starting position, built by the scenario loader (seeded, fixed hands). The
    loader may keep lists of the setup it is given (an Eyrie's Decree): each run gets its own copy."""
    sc = {"setup": copy.deepcopy(tut.position), "steps": []}
    try:
        scenario.validate(sc)
    except scenario.ScenarioFailed as exc:
        raise TutorialError(display_path(tut.path), Msg("field '{field}': {problem}", field="position", problem=str(exc))) from None
    return scenario.build_match(content, sc)


class Run:
    """A tutorial in progress: the match, the step reached and the opponent's script."""

    def __init__(self, content, tut: Tutorial):
        self.tut = tut
        self.match = new_match(content, tut)
        self.player = tut.position["factions"].index(tut.player)
        self.index = 0
        self.wrong = 0                 # wrong clicks on the current step (the screen says so)

    # --- where we are ---------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.tut.steps[self.index] if self.index < len(self.tut.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.tut.steps)

    def opponent_done(self) -> int:
        return sum(1 for e in self.match.log if e.seat != self.player)

    def next_opponent_move(self) -> str | None:
        k = self.opponent_done()
        return self.tut.opponent_moves[k] if k < len(self.tut.opponent_moves) else None

    # --- acting ----------------------------------------------------------------------------
    def try_choice(self, cid: str) -> bool:
        """The player's choice: applied and the lesson moves on when it is the step's one;
        otherwise nothing changes and False is returned."""
        st = self.step
        d = self.match.pending
        if st is None or st.kind != "choose" or cid != st.choose or d is None or d.seat != self.player:
            self.wrong += 1
            return False
        self.match.apply(cid)
        self.advance()
        return True

    def next_page(self) -> bool:
        """"Next" on a page step."""
        if self.step is None or self.step.kind != "page":
            return False
        self.advance()
        return True

    def advance(self) -> None:
        self.index += 1
        self.wrong = 0
        self.settle()

    def settle(self) -> None:
        """An opponent step ends as soon as the player must decide again."""
        st = self.step
        d = self.match.pending
        if st is not None and st.kind == "opponent" and d is not None and d.seat == self.player:
            self.index += 1
            self.wrong = 0

    def play_opponent(self) -> bool:
        """One scripted opponent move, when it is the opponent's turn in an opponent step."""
        st = self.step
        d = self.match.pending
        if st is None or st.kind != "opponent" or d is None or d.seat == self.player:
            return False
        cid = self.next_opponent_move()
        if cid is None:
            raise TutorialError(display_path(self.tut.path), Msg("opponent_moves ran out at {decision}", decision=d.kind))
        self.match.apply(cid)
        self.settle()
        return True

    # --- saving ----------------------------------------------------------------------------
    def to_doc(self) -> dict[str, Any]:
        return {"magic": SAVE_MAGIC, "format": SAVE_FORMAT, "tutorial": "root", "version": self.tut.version,
                "step": self.index, "log": [e.choice for e in self.match.log]}

    @classmethod
    def from_doc(cls, content, tut: Tutorial, doc: Any) -> "Run":
        """Replay a saved tutorial; ValueError (a message fit to show) when it cannot be."""
        if not isinstance(doc, dict) or doc.get("magic") != SAVE_MAGIC:
            raise ValueError(N_("this is not a saved tutorial"))
        if doc.get("format") != SAVE_FORMAT or doc.get("version") != tut.version:
            raise ValueError(N_("it was saved by another version of the tutorial"))
        log, step = doc.get("log"), doc.get("step")
        if not isinstance(log, list) or not all(isinstance(c, str) for c in log) or type(step) is not int:
            raise ValueError(N_("it is damaged"))
        if not 0 <= step <= len(tut.steps):
            raise ValueError(N_("its step is out of range"))
        run = cls(content, tut)
        for cid in log:
            try:
                run.match.apply(cid)
            except Exception:
                raise ValueError(N_("its moves no longer replay")) from None
        run.index = step
        return run


def save_file() -> Path:
    """The tutorial's own slot (beside the saves, not among them)."""
    from game.core.userdirs import data_dir
    return data_dir() / "tutorials" / "root.json"


def write_progress(run: Run, path: Path | None = None) -> Path:
    from game.core.saves import write_text
    return write_text(path or save_file(), json.dumps(run.to_doc(), indent=1))


def read_progress(content, tut: Tutorial, path: Path | None = None) -> Run | None:
    """The saved run, or None when there is none; ValueError when one exists but is unusable."""
    path = path or save_file()
    if not path.exists():
        return None
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        raise ValueError(N_("it is damaged")) from None
    return Run.from_doc(content, tut, doc)


def clear_progress(path: Path | None = None) -> None:
    try:
        (path or save_file()).unlink()
    except FileNotFoundError:
        pass
