"""Per-user folders (platformdirs): settings, saves, an owner's content packs.

`TABLEFORGE_HOME` overrides them all (tests and portable installs use it).
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "Tableforge"


def _base(kind: str) -> Path:
    home = os.environ.get("TABLEFORGE_HOME")
    if home:
        return Path(home) / kind
    if kind == "config":
        return Path(platformdirs.user_config_dir(APP, appauthor=False))
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_dir() -> Path:
    p = _base("config")
    p.mkdir(parents=True, exist_ok=True)
    return p


def data_dir() -> Path:
    p = _base("data")
    p.mkdir(parents=True, exist_ok=True)
    return p


def saves_dir() -> Path:
    p = data_dir() / "saves"
    p.mkdir(parents=True, exist_ok=True)
    return p


def packs_dir() -> Path:
    """Where an owner's packs live; only read, so a folder that cannot be made is no error
    (it then holds no packs)."""
    p = _base("data") / "packs"
    try:
        p.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return p
