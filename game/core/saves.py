"""Saves: one JSON file each, written atomically (temporary file + rename), so a crash or a
full disk never leaves a half-written save in place of a good one.

A save holds the format version, the game and content-pack hash, the seed, the setup, the
choice log and a snapshot of the state, plus display metadata. Anything unreadable —
corrupt, truncated, from another program or a newer Tableforge — raises `SaveError` with a
message fit to show a player.
"""
from __future__ import annotations

import copy
import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import registry
from .decision import Event, SetupError
from .history import history_key
from .i18n import N_, Msg, Sub, error_msg
from .match import MATCH_FORMAT, Match
from .userdirs import saves_dir

MAGIC = "tableforge-save"
# The save document's format. Each step from format k to k + 1 is in SAVE_MIGRATIONS, so a save
# written by any earlier Tableforge is brought up to date when read (tests/core/test_old_saves.py
# loads the saves kept in tests/fixtures/saves/). A game's own state has its own version and
# migrations (Ruleset.state_version, Ruleset.snapshot_migrations).
SAVE_FORMAT = 3
AUTOSAVE = "autosave"
MAX_SAVE_BYTES = 64 * 1024 * 1024       # far above any real game; refuses a runaway file at once
MAX_NAME = 80                           # characters of a save's file name (file systems allow 255 bytes)
PARTIAL_AGE_S = 60                      # `.saving-*.tmp` older than this is an interrupted save
# Names Windows reserves for devices, whatever the extension (a save called "CON" cannot exist there).
RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}


def _format1_to_2(doc: dict) -> dict:
    """Format 2 records the game's state version; format-1 saves predate it: version 1."""
    m = doc.get("match")
    if isinstance(m, dict):
        m.setdefault("state_version", 1)
    return doc


def _format2_to_3(doc: dict) -> dict:
    """Format 3's events carry message ids (issue 17: the log in the reader's language). A
    format-2 history has English sentences only: it is dropped, so opening the save rebuilds it
    by replay (the history is a cache) with ids that every language can show."""
    m = doc.get("match")
    if isinstance(m, dict):
        m.pop("history", None)
        m.pop("checkpoint", None)
    return doc


SAVE_MIGRATIONS = {1: _format1_to_2, 2: _format2_to_3}


def migrate(doc: dict) -> dict:
    """An older save document brought up to SAVE_FORMAT, one step at a time."""
    fmt = doc["save_format"]
    while fmt < SAVE_FORMAT:
        doc = SAVE_MIGRATIONS[fmt](doc)
        fmt += 1
        doc["save_format"] = fmt
    return doc


class SaveError(Exception):
    """A save that cannot be read or restored. Its message is a `Msg` (shown in the reader's
    language by `game.core.i18n.error_text`; file names and field names stay as they are);
    `str()` is the English sentence."""


def _as_param(exc: Exception) -> Any:
    """An inner error as a message parameter: its Msg (translated when shown) or its text."""
    arg = exc.args[0] if exc.args else ""
    return Sub(arg.template, **arg.args) if isinstance(arg, Msg) else str(exc)


def save_path(name: str) -> Path:
    """A safe file for a save called `name`: letters, digits, `-_ ` and spaces only, at most
    MAX_NAME characters, never a name Windows reserves (`CON` becomes `CON_`)."""
    safe = "".join(ch if ch.isalnum() or ch in "-_ " else "_" for ch in name).strip()[:MAX_NAME].strip() or "save"
    if safe.upper() in RESERVED:
        safe += "_"
    return saves_dir() / f"{safe}.json"


def display_name(path: Path | str) -> str:
    """A file name fit to print or draw: bytes that are not UTF-8 become U+FFFD."""
    name = os.fsdecode(Path(path).name)
    return clean_text(name.encode("utf-8", "surrogateescape").decode("utf-8", "replace"), 255)


def clean_text(text: str, limit: int = 200) -> str:
    """Text from a file made fit to draw: no control characters, no lone surrogates, bounded."""
    text = "".join(ch if ch.isprintable() else " " for ch in text[:limit])
    return text.encode("utf-8", "replace").decode("utf-8")


def _kind(v: Any) -> str:
    return {dict: N_("a mapping"), list: N_("a list"), str: N_("text"), bool: N_("true/false"), type(None): N_("null"),
            int: N_("a whole number"), float: N_("a number")}.get(type(v), type(v).__name__)


def _expect(name: str, where: str, value: Any, types: type | tuple[type, ...], what: str) -> None:
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in (types if isinstance(types, tuple) else (types,))):
        raise SaveError(Msg("The save {name} is damaged: field '{field}' should be {what}, not {kind}.", name=name, field=where,
                             what=Sub(what), kind=Sub(_kind(value))))


def check_doc(name: str, doc: Any) -> None:
    """Type-check every field of a save at the door (SaveError names the file and the field)."""
    if not isinstance(doc, dict) or doc.get("magic") != MAGIC:
        raise SaveError(Msg("{name} is not a Tableforge save.", name=name))
    fmt = doc.get("save_format")
    _expect(name, "save_format", fmt, int, N_("a whole number"))
    assert isinstance(fmt, int)                # _expect raised otherwise
    if fmt > SAVE_FORMAT:
        raise SaveError(Msg("The save {name} was made by a newer Tableforge (format {fmt}); please update.", name=name, fmt=fmt))
    if fmt < 1:
        raise SaveError(Msg("The save {name} is damaged: field '{field}' is {value}.", name=name, field="save_format", value=fmt))
    for key in ("title", "saved_at"):
        if key in doc:
            _expect(name, key, doc[key], str, N_("text"))
    if "meta" in doc:
        _expect(name, "meta", doc["meta"], dict, N_("a mapping"))
    m = doc.get("match")
    if not isinstance(m, dict) or not all(k in m for k in ("format", "game", "seed", "setup", "log", "snapshot")):
        raise SaveError(Msg("The save {name} is damaged: its game record is incomplete.", name=name))
    _expect(name, "match.format", m["format"], int, N_("a whole number"))
    if m["format"] != MATCH_FORMAT:
        raise SaveError(Msg("The save {name} is damaged: field '{field}' is {value}, not {want}.", name=name, field="match.format",
                             value=m["format"], want=MATCH_FORMAT))
    _expect(name, "match.game", m["game"], str, N_("text"))
    _expect(name, "match.seed", m["seed"], int, N_("a whole number"))
    _expect(name, "match.setup", m["setup"], dict, N_("a mapping"))
    _expect(name, "match.log", m["log"], list, N_("a list"))
    for i, e in enumerate(m["log"]):
        if not (isinstance(e, list) and len(e) == 3 and type(e[0]) is int and isinstance(e[1], str)
                and isinstance(e[2], bool)):
            raise SaveError(Msg("The save {name} is damaged: field '{field}' entry {i} should be [seat, choice, barrier], "
                                "not {value}.", name=name, field="match.log", i=i + 1, value=str(e)[:40]))
    _expect(name, "match.snapshot", m["snapshot"], dict, N_("a mapping"))
    if not m["snapshot"]:
        raise SaveError(Msg("The save {name} is damaged: field '{field}' is empty.", name=name, field="match.snapshot"))
    if "content" in m:
        _expect(name, "match.content", m["content"], dict, N_("a mapping"))


def save_text(match: Match, title: str = "", meta: dict | None = None, cache: tuple | None = None) -> str:
    """The save document of `match` as JSON text (built on the caller's thread: the match is
    read only here, so a background writer never sees it change under it)."""
    m = match.to_dict()
    cp = match.checkpoint_dict()
    if cp is not None:
        m["checkpoint"] = cp
    doc = {
        "magic": MAGIC,
        "save_format": SAVE_FORMAT,
        "title": title or f"{match.ruleset.title}",
        "saved_at": time.strftime("%Y-%m-%d %H:%M"),   # display only; never read by the engine
        "meta": meta or {},
        "match": m,
    }
    text = json.dumps(doc, separators=(",", ":"), sort_keys=False)
    # The event history (the log panel, charts) goes in too, so opening a save replays nothing.
    # Its events are encoded once and kept: an autosave late in a long game encodes only the new ones.
    # One event a line, after the file's first line break (compact JSON has none elsewhere), so
    # opening the save parses the rest of it only and keeps each event's text until it is read.
    assert text.endswith("}}")
    return text[:-2] + HISTORY_OPEN + "\n" + ",\n".join(_encoded_history(match, cache)) + HISTORY_CLOSE


HISTORY_OPEN, HISTORY_CLOSE = ',"history":[', "\n]}}"


def _split_history(text: str) -> tuple[str, list[str] | None]:
    """A save's text without its history, and the history's events as JSON texts (None when the
    save is not laid out one event a line: an older or hand-edited save, parsed whole)."""
    nl = text.find("\n")
    end = text.rstrip()
    if nl < 0 or not text.startswith(HISTORY_OPEN, nl - len(HISTORY_OPEN)) or not end.endswith(HISTORY_CLOSE):
        return text, None
    body = text[nl + 1:len(end) - len(HISTORY_CLOSE)]
    return text[:nl - len(HISTORY_OPEN)] + "}}", (body.split(",\n") if body.strip() else [])


def _encoded_history(match: Match, cache: tuple | None = None) -> list[str]:
    """The history's events as JSON, reusing `cache` (events, encodings) for the ones already done."""
    events, enc = cache if cache is not None else getattr(match, "_save_cache", ([], []))
    hist = match.history
    k, n = 0, min(len(events), len(hist))
    while k < n and events[k] is history_key(hist, k):
        k += 1
    del events[k:]
    del enc[k:]
    for i in range(k, len(hist)):
        e = history_key(hist, i)            # a saved event not read since: its own JSON text
        events.append(e)
        enc.append(e if type(e) is str else      # a damaged save's odd item is written back as it was
                   json.dumps(Match.event_to_list(e) if isinstance(e, Event) else e, separators=(",", ":")))
    if cache is None:
        match._save_cache = (events, enc)        # declared on Match
    return enc


def frozen(match: Match) -> Match:
    """A copy of `match` that later moves do not change (the state copied, the lists copied; events
    are never changed once made): what a background save serialises while play goes on."""
    from .serial import copy_state
    m = Match.__new__(Match)
    m.ruleset, m.content, m.seed, m.setup = match.ruleset, match.content, match.seed, match.setup
    m.state = copy_state(match.state)
    m.log, m.history = match.log.copy(), match.history.copy()
    m._pending, m._pending_ok = None, False
    m.keep_checkpoint, m._checkpoint = False, match._checkpoint
    return m


def write_save(match: Match, path: Path | str, title: str = "", meta: dict | None = None) -> Path:
    return write_text(Path(path), save_text(match, title, meta))


def write_text(path: Path, text: str) -> Path:
    """Write a save's text atomically (temporary file, fsync, rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".saving-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def read_save(path: Path | str) -> dict:
    path = Path(path)
    name = display_name(path)
    try:
        if path.is_dir():
            raise SaveError(Msg("{name} is a folder, not a save.", name=name))
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError(Msg("The save {name} is too large to be a Tableforge save.", name=name))
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(Msg("There is no save called {name} (or it is a link to a missing file).", name=name)) from None
    except OSError as exc:
        raise SaveError(Msg("The save {name} cannot be read: {error}.", name=name, error=str(exc.strerror or exc))) from None
    if not raw.strip():
        raise SaveError(Msg("The save {name} is empty — it may have been cut off while writing.", name=name))
    try:
        head, events = _split_history(raw.decode("utf-8"))
        doc = json.loads(head)
        if events is not None and isinstance(doc, dict) and isinstance(doc.get("match"), dict):
            doc["match"]["history"] = events      # read one by one when the log asks (history.py)
    except RecursionError:
        raise SaveError(Msg("The save {name} is damaged: it is nested too deeply to read.", name=name)) from None
    except (UnicodeDecodeError, ValueError):
        raise SaveError(Msg("The save {name} is damaged or truncated and cannot be loaded.", name=name)) from None
    if (isinstance(doc, dict) and doc.get("magic") == MAGIC and type(doc.get("save_format")) is int
            and 1 <= doc["save_format"] < SAVE_FORMAT):
        doc = migrate(doc)
    check_doc(name, doc)
    return doc


def load_match(path: Path | str, content_for: Callable[[Any, dict], Any] | None = None) -> tuple[Match, dict]:
    """Load a save into a Match. `content_for(ruleset, save_doc)` may supply content
    (default: the game's built-in pack)."""
    doc = read_save(path)
    m = doc["match"]
    name = display_name(path)
    try:
        ruleset = registry.get(m["game"])
    except KeyError:
        raise SaveError(Msg("The save {name} is for a game this Tableforge does not have ({game}).", name=name,
                             game=m["game"][:40])) from None
    content = content_for(ruleset, doc) if content_for else ruleset.default_content()
    try:
        match = Match.from_dict(ruleset, content, m)
        match.restore_extras(m)
        probe(match)
    except SaveError as exc:
        if str(exc).startswith("its "):
            raise SaveError(Msg("The save {name} is damaged: {problem}.", name=name, problem=_as_param(exc))) from None
        raise
    except RecursionError:
        raise SaveError(Msg("The save {name} is damaged: it is nested too deeply to restore.", name=name)) from None
    except ValueError as exc:
        if "newer than this" in str(exc):
            raise SaveError(Msg("The save {name} was made by a newer Tableforge; please update.", name=name)) from None
        raise SaveError(Msg("The save {name} is damaged and cannot be restored ({error}).", name=name,
                            error=f"{type(exc).__name__}: {str(exc)[:120]}")) from None
    except Exception as exc:
        raise SaveError(Msg("The save {name} is damaged and cannot be restored ({error}).", name=name,
                            error=f"{type(exc).__name__}: {str(exc)[:120]}")) from None
    return match, doc


def probe(match: Match) -> None:
    """Ask a restored game everything a table will ask (pending decision, outcome, every view,
    the invariants), so a snapshot that loads but is inconsistent is refused at the door."""
    try:
        match.ruleset.check_setup(match.content, copy.deepcopy(match.setup))
    except SetupError as exc:
        raise SaveError(Msg("its setup is not one this Tableforge can play: {reason}", reason=_as_param(exc))) from None
    d = match.pending
    _ = match.outcome
    seats = match.setup.get("seats")
    n = len(seats) if isinstance(seats, list) else 0
    for seat in [None, *range(n)]:
        match.view(seat)
        if seat is not None:
            match.seat_name(seat)
    if d is not None and not d.choices:
        raise SaveError(Msg("its game waits on a decision with no choice"))
    bad = match.ruleset.check_invariants(match.content, match.state)
    if bad:
        raise ValueError("; ".join(bad[:3]))


def clean_partial_saves(folder: Path | None = None) -> int:
    """Remove `.saving-*.tmp` files an interrupted save left behind (older than PARTIAL_AGE_S,
    so a save being written right now is left alone). Returns how many were removed."""
    folder = folder or saves_dir()
    n = 0
    now = time.time()
    for p in folder.glob(".saving-*.tmp"):
        try:
            if p.is_file() and now - p.stat().st_mtime > PARTIAL_AGE_S:
                p.unlink()
                n += 1
        except OSError:
            pass
    return n


def _mtime(p: Path) -> float:
    try:
        return p.lstat().st_mtime
    except OSError:
        return 0.0


def list_saves() -> list[tuple[Path, dict]]:
    """Readable saves, newest first (damaged ones are listed with an 'error' entry). Never
    raises for what is in the folder: every odd file becomes a row saying what is wrong."""
    out = []
    try:
        folder = saves_dir()
        clean_partial_saves(folder)
        paths = list(folder.glob("*.json"))
    except OSError:
        return []
    for p in paths:
        stem = display_name(p)[:-5] if display_name(p).endswith(".json") else display_name(p)
        info: dict[str, Any]
        try:
            doc = read_save(p)
            meta = doc.get("meta", {})
            decisions = meta.get("decisions")
            info = {"title": clean_text(doc.get("title", "")) or stem, "saved_at": clean_text(doc.get("saved_at", ""), 40),
                    "game": clean_text(doc["match"]["game"], 40),
                    "meta": {"decisions": decisions} if type(decisions) is int else {}}
        except SaveError as exc:
            info = {"title": stem, "error": str(exc), "error_msg": error_msg(exc)}
        except Exception as exc:   # never let one odd file take the title or Load screen down
            why = Msg("The save {name} cannot be read ({error}).", name=stem, error=type(exc).__name__)
            info = {"title": stem, "error": str(why), "error_msg": (why.template, why.args)}
        out.append((p, info))
    out.sort(key=lambda item: _mtime(item[0]), reverse=True)
    return out


def latest_save(game_id: str | None = None) -> Path | None:
    """The newest readable save (of `game_id` when given): what Continue opens."""
    for p, info in list_saves():
        if "error" not in info and (game_id is None or info.get("game") == game_id):
            return p
    return None


def is_autosave(path: Path | str) -> bool:
    return Path(path).stem.startswith(AUTOSAVE)


def new_autosave_path(game_id: str) -> Path:
    """A fresh autosave file for a game that has just begun: one per game in progress, so a new
    game never replaces another game's autosave."""
    stamp = time.strftime("%Y%m%d-%H%M%S")          # a file name only; never read by the engine
    base = save_path(f"{AUTOSAVE}-{game_id}-{stamp}")
    path, n = base, 2
    while path.exists():
        path = base.with_name(f"{base.stem}-{n}.json")
        n += 1
    return path


class BackgroundWriter:
    """Writes saves on a worker thread, so the fsync of an autosave never stalls a frame. Each
    path keeps only its newest pending text (older ones are skipped: the newest contains them);
    `errors` collects failures for the UI to report; `flush()` waits until all is on disk."""

    def __init__(self) -> None:
        import threading
        self._lock = threading.Condition()
        self._pending: dict[Path, Any] = {}       # text, or a function making it
        self._caches: dict[Path, tuple] = {}
        self._busy = False
        self.errors: list[str] = []
        self._thread = threading.Thread(target=self._run, name="tableforge-saver", daemon=True)
        self._thread.start()

    def submit(self, path: Path, text: Any) -> None:
        """`text`: the save's text, or a function making it (run on the worker thread)."""
        with self._lock:
            self._pending[Path(path)] = text
            self._lock.notify_all()

    def submit_match(self, path: Path, match: Match, title: str = "", meta: dict | None = None) -> None:
        """Autosave `match` to `path`: the UI thread only copies it; the worker serialises it (events
        encoded once per path and kept) and writes it."""
        snap = frozen(match)
        cache = self._caches.setdefault(Path(path), ([], []))
        self.submit(path, lambda: save_text(snap, title, meta, cache=cache))

    def flush(self, timeout: float = 10.0) -> bool:
        with self._lock:
            return self._lock.wait_for(lambda: not self._pending and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending)
                path, text = self._pending.popitem()
                self._busy = True
            try:
                write_text(path, text() if callable(text) else text)
            except OSError as exc:
                with self._lock:
                    self.errors.append(f"Autosave failed: {exc.strerror or exc}")
            except Exception as exc:            # a save that cannot be made: said, never a crash
                with self._lock:
                    self.errors.append(f"Autosave failed: {type(exc).__name__}: {exc}")
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()


_writer: BackgroundWriter | None = None


def background_writer() -> BackgroundWriter:
    global _writer
    if _writer is None:
        _writer = BackgroundWriter()
    return _writer
