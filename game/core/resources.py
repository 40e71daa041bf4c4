"""One place that knows where `data/` and `assets/` are, from source and from a frozen build."""
from __future__ import annotations

import sys
from pathlib import Path

_SOURCE_ROOT = Path(__file__).resolve().parents[2]


def resource_path(*parts: str) -> str:
    base = Path(getattr(sys, "_MEIPASS", _SOURCE_ROOT)) if getattr(sys, "frozen", False) else _SOURCE_ROOT
    return str(base.joinpath(*parts))
