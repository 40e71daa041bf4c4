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
# The save document's format. Each step from format k to k + 1 is in SAVE_MIGRATIONS, so a save
# written by any earlier Tableforge is brought up to date when read (tests/core/test_old_saves.py
# loads the saves kept in tests/fixtures/saves/). A game's own state has its own version and
# migrations (Ruleset.state_version, Ruleset.snapshot_migrations).
SAVE_FORMAT = 2
AUTOSAVE = "autosave"


def _format1_to_2(doc: dict) -> dict:
    """Format 2 records the game's state version; format-1 saves predate it: version 1."""
    m = doc.get("match")
    if isinstance(m, dict):
        m.setdefault("state_version", 1)
    return doc


SAVE_MIGRATIONS = {1: _format1_to_2}


def migrate(doc: dict) -> dict:
    """An older save document brought up to SAVE_FORMAT, one step at a time."""
    fmt = doc["save_format"]
    while fmt < SAVE_FORMAT:
        doc = SAVE_MIGRATIONS[fmt](doc)
        fmt += 1
        doc["save_format"] = fmt
    return doc


class SaveError(Exception):
    pass


def save_path(name: str) -> Path:
    safe = "".join(ch if ch.isalnum() or ch in "-_ " else "_" for ch in name).strip() or "save"
    return saves_dir() / f"{safe}.json"


def write_save(match: Match, path: Path | str, title: str = "", meta: dict | None = None) -> Path:
    path = Path(path)
    doc = {
        "magic": MAGIC,
        "save_format": SAVE_FORMAT,
        "title": title or f"{match.ruleset.title}",
        "saved_at": time.strftime("%Y-%m-%d %H:%M"),   # display only; never read by the engine
        "meta": meta or {},
        "match": match.to_dict(),
    }
    text = json.dumps(doc, separators=(",", ":"), sort_keys=False)
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
    if not isinstance(fmt, int) or fmt < 1:
        raise SaveError(f"The save {name} is damaged: it has no format number.")
    if fmt > SAVE_FORMAT:
        raise SaveError(f"The save {name} was made by a newer Tableforge (format {fmt}); please update.")
    doc = migrate(doc)
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
    except ValueError as exc:
        if "newer than this" in str(exc):
            raise SaveError(f"The save {Path(path).name} was made by a newer Tableforge; please update.") from None
        raise SaveError(f"The save {Path(path).name} is damaged and cannot be restored ({type(exc).__name__}).") from None
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


def latest_save() -> Path | None:
    for p, info in list_saves():
        if "error" not in info:
            return p
    return None
