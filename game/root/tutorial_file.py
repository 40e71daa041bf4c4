"""The Root tutorial's file (data/root/tutorial.yaml, issue 17): read and checked for its form.
Separate from game/root/tutorial.py (which runs the lesson through the scenario loader) so that
loading the Root pack can check this file without an import cycle (ruleset → scenario)."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from game.core.content import ContentError, display_path
from game.core.i18n import Msg
from game.core.resources import resource_path


TUTORIAL_FILE = Path(resource_path("data", "root", "tutorial.yaml"))    # beside a frozen build too

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

    def err(line: int | None, message: Msg) -> TutorialError:
        return TutorialError(f"{shown}:{line}" if line else shown, message)
    try:
        raw = path.read_text(encoding="utf-8")
        doc = yaml.safe_load(raw)
    except OSError as exc:
        raise err(None, Msg("cannot be read: {error}", error=str(exc.strerror or exc))) from None
    except UnicodeDecodeError:
        raise err(None, Msg("not UTF-8 text")) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise err(mark.line + 1 if mark is not None else 1,
                  Msg("not valid YAML ({error})", error=str(getattr(exc, "problem", None) or exc))) from None
    except RecursionError:
        raise err(1, Msg("nested too deeply to read")) from None
    if not isinstance(doc, dict):
        raise err(1, Msg("expected a mapping"))
    bad = sorted(map(str, set(doc) - TOP_KEYS))
    if bad:
        raise err(1, Msg("unknown keys: {keys} (known: {known})", keys=", ".join(bad), known=", ".join(sorted(TOP_KEYS))))
    for key in ("player", "position", "steps"):
        if key not in doc:
            raise err(1, Msg("missing field '{field}'", field=key))
    if not isinstance(doc["steps"], list) or not doc["steps"]:
        raise err(1, Msg("field '{field}' should be a list of steps", field="steps"))
    moves = doc.get("opponent_moves", [])
    if not isinstance(moves, list) or not all(isinstance(x, str) for x in moves):
        raise err(1, Msg("field '{field}' should be a list of choice ids", field="opponent_moves"))
    version = doc.get("version", 1)
    if type(version) is not int:
        raise err(1, Msg("field '{field}' should be a whole number", field="version"))
    pos = doc["position"]
    factions = pos.get("factions") if isinstance(pos, dict) else None
    if not isinstance(factions, list) or not all(isinstance(f, str) for f in factions):
        raise err(1, Msg("field '{field}': '{key}' should be a list of faction ids", field="position", key="factions"))
    if not isinstance(doc["player"], str) or doc["player"] not in factions:
        raise err(1, Msg("field '{field}' should be one of the position's factions", field="player"))
    steps = []
    for n, s in enumerate(doc["steps"]):
        line = _line_of(raw, n)
        if not isinstance(s, dict):
            raise err(line, Msg("step {n} should be a mapping", n=n + 1))
        bad = sorted(map(str, set(s) - STEP_KEYS))
        if bad:
            raise err(line, Msg("step {n}: unknown fields: {fields} (known: {known})", n=n + 1, fields=", ".join(bad),
                                known=", ".join(sorted(STEP_KEYS))))
        kinds = [k for k in ("page", "choose", "opponent") if s.get(k)]
        if len(kinds) != 1:
            raise err(line, Msg("step {n}: give exactly one of 'page', 'choose', 'opponent'", n=n + 1))
        for key in ("id", "text", "rule"):
            if not isinstance(s.get(key), str) or not s[key].strip():
                raise err(line, Msg("step {n}: field '{field}' is required (text)", n=n + 1, field=key))
        for key in ("title", "target") + (("choose",) if kinds[0] == "choose" else ()):
            if key in s and not isinstance(s[key], str):
                raise err(line, Msg("step {n}: field '{field}' should be text", n=n + 1, field=key))
        steps.append(Step(id=s["id"], title=" ".join(s.get("title", "").split()),
                          text=" ".join(s["text"].split()), rule=s["rule"], kind=kinds[0],
                          choose=s["choose"] if kinds[0] == "choose" else "", target=s.get("target", "")))
    ids = [s.id for s in steps]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    if dup:
        raise err(None, Msg("step ids used twice: {ids}", ids=", ".join(dup)))
    return Tutorial(name=str(doc.get("name", "")), version=version, player=doc["player"], position=pos,
                    opponent_moves=list(moves), steps=steps, path=path)


