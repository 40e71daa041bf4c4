"""Plain-data state ⇄ JSON-able dicts, driven by dataclass type hints.

Every game state is a tree of dataclasses, lists, dicts, tuples, ints, strings, bools and
None. `dump` turns it into JSON-able data; `load` rebuilds it exactly, using the field type
hints (so tuples come back as tuples and int dict keys as ints). Fields typed as a base class
or `Any` hold a tagged dataclass (`{"@": "Battle", ...}`), so polymorphic stacks of rule
frames round-trip too. Classes are found by name in a registry filled by `@register`.
"""
from __future__ import annotations

import dataclasses
import sys
import types
import typing
from typing import Any, Union, get_args, get_origin

_REGISTRY: dict[str, type] = {}
_HINTS: dict[type, dict[str, Any]] = {}


def register(cls: type) -> type:
    """Class decorator: make a dataclass loadable from its tag."""
    name = cls.__name__
    other = _REGISTRY.get(name)
    if other is not None and other is not cls and \
            (other.__module__, other.__qualname__) != (cls.__module__, cls.__qualname__):
        # Saves name classes by their bare name: two games' `Move` frames would load as one.
        raise TypeError(f"two state classes named {name!r}: {other.__module__} and {cls.__module__}")
    _REGISTRY[name] = cls
    return cls


def _hints(cls: type) -> dict[str, Any]:
    h = _HINTS.get(cls)
    if h is None:
        mod = sys.modules.get(cls.__module__)
        h = typing.get_type_hints(cls, vars(mod) if mod else None)
        _HINTS[cls] = h
    return h


def dump(obj: Any) -> Any:
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        out = {"@": type(obj).__name__}
        for f in dataclasses.fields(obj):
            out[f.name] = dump(getattr(obj, f.name))
        return out
    if isinstance(obj, (list, tuple)):
        return [dump(x) for x in obj]
    if isinstance(obj, dict):
        return {("#" + str(k) if isinstance(k, int) else k): dump(v) for k, v in obj.items()}
    if isinstance(obj, (set, frozenset)):
        raise TypeError("sets have no stable order: use a sorted list in game state")
    raise TypeError(f"cannot serialise {type(obj).__name__} in game state")


def rename_class(data: Any, old: str, new: str) -> Any:
    """A saved tree with every `{"@": old}` tag renamed to `new`: the migration step a game
    writes when it renames a state class (Ruleset.snapshot_migrations)."""
    if isinstance(data, dict):
        out = {k: rename_class(v, old, new) for k, v in data.items()}
        if out.get("@") == old:
            out["@"] = new
        return out
    if isinstance(data, list):
        return [rename_class(x, old, new) for x in data]
    return data


def _load_key(k: str, hint: Any) -> Any:
    if k.startswith("#"):
        return int(k[1:])
    if hint is int:
        return int(k)
    return k


_SCALARS = {int: "a whole number", str: "text", bool: "true/false", float: "a number"}


def _check(data: Any, hint: Any, origin: Any) -> None:
    """A value of the wrong kind for its type hint is refused at the door (a damaged save's
    `"end_reason": [..]` would otherwise fail much later, while drawing the table)."""
    if hint in _SCALARS:
        ok = (type(data) is hint or (hint is float and type(data) is int))
        if not ok:
            raise ValueError(f"expected {_SCALARS[hint]}, got {type(data).__name__} {str(data)[:30]!r}")
    elif (origin in (list, tuple) or hint in (list, tuple)) and not isinstance(data, list):
        raise ValueError(f"expected a list, got {type(data).__name__}")
    elif (origin is dict or hint is dict or dataclasses.is_dataclass(hint)) and not isinstance(data, dict):
        raise ValueError(f"expected a mapping, got {type(data).__name__}")


def load(data: Any, hint: Any = Any) -> Any:
    origin = get_origin(hint)
    if origin is Union or (sys.version_info >= (3, 10) and origin is types.UnionType):
        args = [a for a in get_args(hint) if a is not type(None)]
        if data is None:
            return None
        hint = args[0] if len(args) == 1 else Any
        origin = get_origin(hint)
    if data is None:
        return None
    if hint is not Any:
        _check(data, hint, origin)
    if isinstance(data, dict) and "@" in data:
        cls = _REGISTRY.get(data["@"])
        if cls is None:
            raise ValueError(f"unknown state class {data['@']!r}")
        hints = _hints(cls)
        kwargs = {}
        for f in dataclasses.fields(cls):
            if f.name in data:
                try:
                    kwargs[f.name] = load(data[f.name], hints.get(f.name, Any))
                except ValueError as exc:
                    raise ValueError(f"{cls.__name__}.{f.name}: {exc}") from None
        return cls(**kwargs)
    if isinstance(data, list):
        if origin is tuple:
            targs = get_args(hint)
            if len(targs) == 2 and targs[1] is Ellipsis:
                return tuple(load(x, targs[0]) for x in data)
            if targs:
                return tuple(load(x, a) for x, a in zip(data, targs))
            return tuple(load(x) for x in data)
        inner = get_args(hint)[0] if origin in (list,) and get_args(hint) else Any
        return [load(x, inner) for x in data]
    if isinstance(data, dict):
        kh, vh = (get_args(hint) if origin is dict and get_args(hint) else (Any, Any))
        return {_load_key(k, kh): load(v, vh) for k, v in data.items()}
    return data


def copy_state(state: Any) -> Any:
    """A deep copy of a game state by a pickle round trip: plain data copies 3–6 times faster this
    way than with copy.deepcopy (issue 15: search copies a state per simulation; undo checkpoints
    and clones copy it too). Anything pickle cannot copy falls back to deepcopy."""
    import copy
    import pickle
    try:
        return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))
    except (pickle.PicklingError, TypeError, AttributeError):
        return copy.deepcopy(state)
