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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from game.core.content import ContentError, display_path
from game.core.i18n import N_
from game.core.match import Match
from game.core.resources import resource_path

from . import scenario

TUTORIAL_FILE = Path(resource_path("data", "root", "tutorial.yaml"))    # beside a frozen build too
SAVE_MAGIC = "tableforge-tutorial"
SAVE_FORMAT = 1

TOP_KEYS = {"name", "version", "player", "position", "opponent_moves", "steps"}
STEP_KEYS = {"id", "page", "choose", "opponent", "target", "text", "rule", "title"}


class TutorialError(ContentError):
    """A tutorial file that cannot be used (its message names the file, the line and the field)."""


@dataclass(frozen=True)
class Step:
    id: str
    title: str
    text: str
    rule: str
    kind: str                      # "page" | "choose" | "opponent"
    choose: str = ""
    target: str = ""               # a ref ("clearing:10", "card:anvil") or "button:<choice id>"


@dataclass
class Tutorial:
    name: str
    version: int
    player: str
    position: dict
    opponent_moves: list[str]
    steps: list[Step]
    path: Path = field(default=TUTORIAL_FILE)


def _line_of(text: str, nth: int) -> int:
    """The line where the `nth` (0-based) step begins (`- id:`), 1 when not found: error messages
    name a line a person can open."""
    seen = -1
    for i, raw in enumerate(text.splitlines(), 1):
        if raw.strip().startswith("- id:"):
            seen += 1
            if seen == nth:
                return i
    return 1


def load(path: Path | str = TUTORIAL_FILE) -> Tutorial:
    """Read and check a tutorial file; a TutorialError says where (file:line) and what is wrong.
    Types are checked here; whether the steps replay is checked by `check_replay` (and tests)."""
    path = Path(path)
    shown = display_path(path)

    def err(line: int | None, message: str) -> TutorialError:
        return TutorialError(f"{shown}:{line}" if line else shown, message)
    try:
        raw = path.read_text(encoding="utf-8")
        doc = yaml.safe_load(raw)
    except OSError as exc:
        raise err(None, f"cannot be read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise err(None, "not UTF-8 text") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise err(mark.line + 1 if mark is not None else 1,
                  f"not valid YAML ({getattr(exc, 'problem', None) or exc})") from None
    except RecursionError:
        raise err(1, "nested too deeply") from None
    if not isinstance(doc, dict):
        raise err(1, "expected a mapping")
    bad = sorted(map(str, set(doc) - TOP_KEYS))
    if bad:
        raise err(1, f"unknown key(s) {bad} (known: {sorted(TOP_KEYS)})")
    for key in ("player", "position", "steps"):
        if key not in doc:
            raise err(1, f"missing field '{key}'")
    if not isinstance(doc["steps"], list) or not doc["steps"]:
        raise err(1, "field 'steps' should be a list of steps")
    moves = doc.get("opponent_moves", [])
    if not isinstance(moves, list) or not all(isinstance(x, str) for x in moves):
        raise err(1, "field 'opponent_moves' should be a list of choice ids")
    version = doc.get("version", 1)
    if type(version) is not int:
        raise err(1, "field 'version' should be a whole number")
    pos = doc["position"]
    factions = pos.get("factions") if isinstance(pos, dict) else None
    if not isinstance(factions, list) or not all(isinstance(f, str) for f in factions):
        raise err(1, "field 'position': 'factions' should be a list of faction ids")
    if not isinstance(doc["player"], str) or doc["player"] not in factions:
        raise err(1, "field 'player' should be one of the position's factions")
    try:
        scenario.validate({"setup": pos, "steps": []})
    except scenario.ScenarioFailed as exc:
        raise err(1, f"field 'position': {exc}") from None
    steps = []
    for n, s in enumerate(doc["steps"]):
        line = _line_of(raw, n)
        if not isinstance(s, dict):
            raise err(line, f"step {n + 1} should be a mapping")
        bad = sorted(map(str, set(s) - STEP_KEYS))
        if bad:
            raise err(line, f"step {n + 1}: unknown field(s) {bad} (known: {sorted(STEP_KEYS)})")
        kinds = [k for k in ("page", "choose", "opponent") if s.get(k)]
        if len(kinds) != 1:
            raise err(line, f"step {n + 1}: give exactly one of 'page', 'choose', 'opponent'")
        for key in ("id", "text", "rule"):
            if not isinstance(s.get(key), str) or not s[key].strip():
                raise err(line, f"step {n + 1}: field '{key}' is required (text)")
        for key in ("title", "target") + (("choose",) if kinds[0] == "choose" else ()):
            if key in s and not isinstance(s[key], str):
                raise err(line, f"step {n + 1}: field '{key}' should be text")
        steps.append(Step(id=s["id"], title=" ".join(s.get("title", "").split()),
                          text=" ".join(s["text"].split()), rule=s["rule"], kind=kinds[0],
                          choose=s["choose"] if kinds[0] == "choose" else "", target=s.get("target", "")))
    ids = [s.id for s in steps]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    if dup:
        raise err(None, f"step ids used twice: {dup}")
    return Tutorial(name=str(doc.get("name", "")), version=version, player=doc["player"], position=pos,
                    opponent_moves=list(moves), steps=steps, path=path)


def check_replay(content, tut: Tutorial) -> Run:
    """Play the whole lesson by its own steps: each expected choice must be offered when its step
    comes and name its target; the script must last the opponent's turn. A TutorialError names
    the step (file:line) that fails. Too slow for every start (a few dozen moves): the tests call
    it (tests/root/test_tutorial_lesson.py); loading the pack checks the file's form only."""
    raw = tut.path.read_text(encoding="utf-8") if tut.path.exists() else ""
    shown = display_path(tut.path)
    try:
        run = Run(content, tut)
    except Exception as exc:
        raise TutorialError(shown, f"field 'position' does not set up ({type(exc).__name__}: {exc})") from None
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
                    raise TutorialError(where, f"step '{st.id}': '{st.choose}' is not offered then (offered: {offered})")
                c = d.get(st.choose)
                if st.target and st.target != "button:" + st.choose and st.target not in (c.refs or (st.choose,)):
                    raise TutorialError(where, f"step '{st.id}': target '{st.target}' is not what '{st.choose}' names "
                                               f"({list(c.refs) or 'a button: button:' + st.choose})")
                run.try_choice(st.choose)
            else:
                if d is None or d.seat == run.player:
                    raise TutorialError(where, f"step '{st.id}': it is not the opponent's turn then")
                while run.play_opponent():
                    pass
        except TutorialError:
            raise
        except Exception as exc:
            raise TutorialError(where, f"step '{st.id}': {type(exc).__name__}: {exc}") from None
    if not run.finished:
        raise TutorialError(shown, "the steps do not come to an end")
    return run


def new_match(content, tut: Tutorial) -> Match:
    """The tutorial's starting position, built by the scenario loader (seeded, fixed hands). The
    loader may keep lists of the setup it is given (an Eyrie's Decree): each run gets its own copy."""
    return scenario.build_match(content, {"setup": copy.deepcopy(tut.position), "steps": []})


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
            raise TutorialError(display_path(self.tut.path), f"opponent_moves ran out at {d.kind}")
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
