"""The games Tableforge knows. A game is a Ruleset instance registered under its id."""
from __future__ import annotations

import importlib

from .i18n import Msg
from .ruleset import Ruleset

# id → "module:attribute" of the Ruleset instance; imported on first use.
BUILTIN = {
    "plas": "game.plas.ruleset:RULESET",
    "root": "game.root.ruleset:RULESET",
    "stonesaga": "game.stonesaga.ruleset:RULESET",
}

_LOADED: dict[str, Ruleset] = {}


class UnknownGame(KeyError):
    """A game id no ruleset has (a pack's `game:`, `main.py simulate GAME`, a save). Raised with a
    Msg so the new-game page shows it in the reader's language (`i18n.error_text`); a KeyError, so
    callers that catch one keep working; its str() is the English sentence, not a KeyError's repr."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


def register(ruleset: Ruleset) -> Ruleset:
    """Add a game (tests register their tiny games this way)."""
    _LOADED[ruleset.id] = ruleset
    return ruleset


def unregister(game_id: str) -> None:
    _LOADED.pop(game_id, None)


def game_ids() -> list[str]:
    return list(dict.fromkeys([*BUILTIN, *_LOADED]))


def get(game_id: str) -> Ruleset:
    if game_id in _LOADED:
        return _LOADED[game_id]
    target = BUILTIN.get(game_id)
    if target is None:
        raise UnknownGame(Msg("unknown game {game} (known: {known})", game=repr(game_id),
                              known=", ".join(game_ids()) or "-"))
    mod, attr = target.split(":")
    rs = getattr(importlib.import_module(mod), attr)
    _LOADED[game_id] = rs
    return rs
