"""Player settings, kept as JSON in the per-user config folder.

A missing file gives the defaults; a damaged one gives the defaults plus a message for the
player (shown once on the title screen) — never a crash.
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.core.i18n import N_
from game.core.userdirs import config_dir

ANIM_SPEEDS = (("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast")), ("instant", N_("Instant")))
# Seconds an automatic (automaton / random) move waits before it plays, per animation speed.
MOVE_DELAY = {"slow": 1.0, "normal": 0.55, "fast": 0.2, "instant": 0.0}
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))


def sizes_that_fit(display: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The window sizes to offer on a display of `display` pixels (all when unknown); the smallest
    always stays, as the table's minimum."""
    if not display:
        return list(WINDOW_SIZES)
    fit = [s for s in WINDOW_SIZES if s[0] <= display[0] and s[1] <= display[1]]
    return fit or [WINDOW_SIZES[0]]


def clamp_window(size: tuple[int, int], display: tuple[int, int] | None) -> tuple[int, int]:
    """A saved window size that still fits the display it opens on (a laptop after a big monitor):
    never larger than the display, never below the 1280×720 minimum."""
    if not display:
        return size
    return (max(1280, min(size[0], display[0])), max(720, min(size[1], display[1])))
from game.core.i18n import LANGUAGES  # noqa: E402  (code, name in its own language)


@dataclass
class Settings:
    window_w: int = 1280
    window_h: int = 720
    fullscreen: bool = False
    anim_speed: str = "normal"
    volume: float = 0.8
    language: str = "en"
    last_game: str = ""          # the title screen's game chooser remembers its choice
    auto_forced: bool = True     # a decision with one legal choice is taken for you (when that reveals nothing)
    ai_hint: bool = False        # H at the table: "what would the AI do?" glows its suggestion (issue 15)

    def normalised(self) -> "Settings":
        s = Settings(**asdict(self))
        s.window_w = max(1280, min(7680, int(s.window_w)))
        s.window_h = max(720, min(4320, int(s.window_h)))
        s.fullscreen = bool(s.fullscreen)
        if s.anim_speed not in MOVE_DELAY:
            s.anim_speed = "normal"
        s.volume = max(0.0, min(1.0, float(s.volume)))
        if s.language not in dict(LANGUAGES):
            s.language = "en"
        s.last_game = str(s.last_game or "")
        s.auto_forced = bool(s.auto_forced)
        s.ai_hint = bool(s.ai_hint)
        return s


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings and, if the file was unusable, a message saying defaults are used."""
    try:
        path = settings_path()
        if not path.exists():
            return Settings(), None
    except OSError as exc:         # the config folder cannot be made (read-only home)
        return Settings(), (f"Your settings folder cannot be used ({exc.strerror or exc}); "
                            f"the default settings are used and changes will not be kept.")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        known = {f.name for f in fields(Settings)}
        return Settings(**{k: v for k, v in data.items() if k in known}).normalised(), None
    except (OSError, ValueError, TypeError, AttributeError, RecursionError) as exc:
        return Settings(), (f"Your settings file could not be read ({type(exc).__name__}); "
                            f"the default settings are used and will replace it when you change one.")


def save_settings(settings: Settings) -> Path:
    """Write atomically (temporary file + rename); OSError if the folder cannot be written
    (the temporary file is removed; the old settings stay)."""
    path = settings_path()
    text = json.dumps(asdict(settings.normalised()), indent=2)
    fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path
