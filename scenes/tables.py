"""Which table scene plays which game. Games with their own drawn table (Root, PLAS) register
here; every other game gets the generic table, which can play any Ruleset."""
from __future__ import annotations

import importlib

# game id → "module:Class" of its table scene (imported on first use).
TABLES: dict[str, str] = {
    "plas": "scenes.plas.table:PlasTable",
    "root": "scenes.root.table:RootTable",
    "stonesaga": "scenes.stonesaga.table:StonesagaTable",
}

# game id → "module:Class" of its own new-game scene (the generic one otherwise).
NEW_GAMES: dict[str, str] = {
    "root": "scenes.root.new_game:RootNewGame",
    "stonesaga": "scenes.stonesaga.new_game:StonesagaNewGame",
}

_extra: dict[str, type] = {}


def register_table(game_id: str, scene_cls: type) -> None:
    _extra[game_id] = scene_cls


def table_class(game_id: str) -> type:
    if game_id in _extra:
        return _extra[game_id]
    target = TABLES.get(game_id)
    if target:
        mod, attr = target.split(":")
        return getattr(importlib.import_module(mod), attr)
    from .generic_table import GenericTable
    return GenericTable


def table_scene_for(app, match, **kwargs):
    return table_class(match.ruleset.id)(app, match, **kwargs)


def new_game_scene_for(app, game_id, **kwargs):
    target = NEW_GAMES.get(game_id or "")
    if target:
        mod, attr = target.split(":")
        return getattr(importlib.import_module(mod), attr)(app, game_id, **kwargs)
    from .new_game import NewGameScene
    return NewGameScene(app, game_id, **kwargs)
