"""Saves: one JSON file each, written atomically (temporary file + rename), so a crash or a
full disk never leaves a half-written save in place of a good one.

A save holds the format version, the game and content-pack hash, the seed, the setup, the
choice log and a snapshot of the state, plus display metadata. Anything unreadable —
corrupt, truncated, from another program or a newer Tableforge — raises `SaveError` with a
message fit to show a player.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

from . import registry
from .match import MATCH_FORMAT, Match
from .userdirs import saves_dir

MAGIC = "tableforge-save"
SAVE_FORMAT = 1
AUTOSAVE = "autosave"


class SaveError(Exception):
    pass


def save_path(name: str) -> Path:
    safe = "".join(ch if ch.isalnum() or ch in "-_ " else "_" for ch in name).strip() or "save"
    return saves_dir() / f"{safe}.json"


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
    assert text.endswith("}}")
    return text[:-2] + ',"history":[' + ",".join(_encoded_history(match, cache)) + "]}}"


def _encoded_history(match: Match, cache: tuple | None = None) -> list[str]:
    """The history's events as JSON, reusing `cache` (events, encodings) for the ones already done."""
    events, enc = cache if cache is not None else getattr(match, "_save_cache", ([], []))
    hist = match.history
    k, n = 0, min(len(events), len(hist))
    while k < n and events[k] is hist[k]:
        k += 1
    del events[k:]
    del enc[k:]
    for e in hist[k:]:
        events.append(e)
        enc.append(json.dumps(Match.event_to_list(e), separators=(",", ":")))
    if cache is None:
        match._save_cache = (events, enc)
    return enc


def frozen(match: Match) -> Match:
    """A copy of `match` that later moves do not change (the state copied, the lists copied; events
    are never changed once made): what a background save serialises while play goes on."""
    import copy
    m = Match.__new__(Match)
    m.ruleset, m.content, m.seed, m.setup = match.ruleset, match.content, match.seed, match.setup
    m.state = copy.deepcopy(match.state)
    m.log, m.history = list(match.log), list(match.history)
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
    name = path.name
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"There is no save called {name}.") from None
    except OSError as exc:
        raise SaveError(f"The save {name} cannot be read: {exc.strerror}.") from None
    if not raw.strip():
        raise SaveError(f"The save {name} is empty — it may have been cut off while writing.")
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError(f"The save {name} is damaged or truncated and cannot be loaded.") from None
    if not isinstance(doc, dict) or doc.get("magic") != MAGIC:
        raise SaveError(f"{name} is not a Tableforge save.")
    fmt = doc.get("save_format")
    if not isinstance(fmt, int) or fmt > SAVE_FORMAT:
        raise SaveError(f"The save {name} was made by a newer Tableforge (format {fmt}); please update.")
    m = doc.get("match")
    if not isinstance(m, dict) or m.get("format") != MATCH_FORMAT or not all(
            k in m for k in ("game", "seed", "setup", "log", "snapshot")):
        raise SaveError(f"The save {name} is damaged: its game record is incomplete.")
    return doc


def load_match(path: Path | str, content_for=None) -> tuple[Match, dict]:
    """Load a save into a Match. `content_for(ruleset, save_doc)` may supply content
    (default: the game's built-in pack)."""
    doc = read_save(path)
    m = doc["match"]
    try:
        ruleset = registry.get(m["game"])
    except KeyError:
        raise SaveError(f"The save {Path(path).name} is for a game this Tableforge does not have ({m['game']}).") from None
    content = content_for(ruleset, doc) if content_for else ruleset.default_content()
    try:
        match = Match.from_dict(ruleset, content, m)
        match.restore_extras(m)
    except Exception as exc:
        raise SaveError(f"The save {Path(path).name} is damaged and cannot be restored ({type(exc).__name__}).") from None
    return match, doc


def list_saves() -> list[tuple[Path, dict]]:
    """Readable saves, newest first (damaged ones are listed with an 'error' entry)."""
    out = []
    for p in saves_dir().glob("*.json"):
        try:
            doc = read_save(p)
            info = {"title": doc.get("title", p.stem), "saved_at": doc.get("saved_at", ""),
                    "game": doc["match"]["game"], "meta": doc.get("meta", {})}
        except SaveError as exc:
            info = {"title": p.stem, "error": str(exc)}
        out.append((p, info))
    out.sort(key=lambda item: item[0].stat().st_mtime, reverse=True)
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

    def __init__(self):
        import threading
        self._lock = threading.Condition()
        self._pending: dict[Path, object] = {}
        self._caches: dict[Path, tuple] = {}
        self._busy = False
        self.errors: list[str] = []
        self._thread = threading.Thread(target=self._run, name="tableforge-saver", daemon=True)
        self._thread.start()

    def submit(self, path: Path, text) -> None:
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
