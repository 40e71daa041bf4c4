"""A readable plain-text rendering of any game's `view(seat)` (dicts, lists, dataclasses), used
by the generic table until a game has its own drawn table."""
from __future__ import annotations

import dataclasses
from typing import Any


def _plain(v: Any) -> Any:
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        return {f.name: getattr(v, f.name) for f in dataclasses.fields(v)}
    return v


def _scalar(v: Any) -> bool:
    return v is None or isinstance(v, (str, int, float, bool))


def format_view(view: Any, indent: int = 0) -> list[str]:
    pad = "  " * indent
    view = _plain(view)
    if isinstance(view, dict):
        out = []
        for k, v in view.items():
            v = _plain(v)
            if _scalar(v):
                out.append(f"{pad}{k}: {v}")
            elif isinstance(v, (list, tuple)) and all(_scalar(x) for x in v):
                out.append(f"{pad}{k}: [{', '.join(str(x) for x in v)}]")
            else:
                out.append(f"{pad}{k}:")
                out.extend(format_view(v, indent + 1))
        return out
    if isinstance(view, (list, tuple)):
        out = []
        for i, v in enumerate(view):
            v = _plain(v)
            if _scalar(v) or (isinstance(v, (list, tuple)) and all(_scalar(x) for x in v)):
                shown = f"[{', '.join(str(x) for x in v)}]" if isinstance(v, (list, tuple)) else v
                out.append(f"{pad}{i}: {shown}")
            else:
                out.append(f"{pad}{i}:")
                out.extend(format_view(v, indent + 1))
        return out
    return [f"{pad}{view}"]
