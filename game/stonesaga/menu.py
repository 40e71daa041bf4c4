"""The Day menu's choices, one object per (id, label).

A Choice is frozen, and the Day menu rebuilds the same few dozen every Day decision (issue 10:
building them was about 5% of a playout), so the menus share them. The cache is keyed on every
field the menus give (id and label), so a cached choice is exactly the one the call would build;
labels name content, so the cache stays small, and it is bounded anyway."""
from __future__ import annotations

from game.core.decision import Choice

_MENU: dict[tuple[str, str], Choice] = {}


def menu_choice(cid: str, label: str) -> Choice:
    got = _MENU.get((cid, label))
    if got is None:
        if len(_MENU) > 20_000:
            _MENU.clear()
        got = _MENU[(cid, label)] = Choice(cid, label)
    return got
