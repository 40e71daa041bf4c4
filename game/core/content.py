"""YAML content → typed, immutable records, with errors that name file:line and the field.

A game declares its records as frozen dataclasses and calls `load_records(path, Type)`.
The loader walks PyYAML's node tree (which keeps line numbers), so every mistake — malformed
YAML, an unknown key, a missing field, a wrong type — stops with `data/root/maps.yaml:12:
field 'suit': expected one of fox, mouse, rabbit, got 'bird'`. Reference checks that need the
whole pack (a path to a clearing that does not exist, an effect id with no code) use
`where(record, field)` to point at the offending line.

Content packs are folders with a `pack.yaml`; built-in packs live in `data/<game>/`, an
owner's own packs in the user data folder (`userdirs.packs_dir()`).
"""
from __future__ import annotations

import dataclasses
import hashlib
import os
import sys
import types
import typing
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Collection, Iterable, Iterator
from typing import Any, Literal, NoReturn, Union, get_args, get_origin

import yaml

from .i18n import Msg, Sub
from .resources import resource_path


class ContentError(Exception):
    """A content pack that cannot be loaded, at `where` (file:line). `message` may be a `Msg`:
    the sentence is then shown in the reader's language (game.core.i18n.error_text), the file,
    line and field names as they are; `str()` stays the English "where: message"."""

    def __init__(self, where: str, message: str | Msg):
        if isinstance(message, Msg):
            super().__init__(Msg("{where}: {message}", where=where, message=Sub(message.template, **message.args)))
        else:
            super().__init__(f"{where}: {message}")
        self.where = where
        self.message = str(message)


@dataclass(frozen=True)
class Loc:
    file: str
    line: int
    fields: dict          # field name → line

    def at(self, field: str | None = None) -> str:
        return f"{self.file}:{self.fields.get(field, self.line) if field else self.line}"


def display_path(path: Path | str) -> str:
    """A path as a person would type it: relative to the project or cwd when possible."""
    p = Path(path).resolve()
    for base in (Path(resource_path()).resolve(), Path.cwd().resolve()):
        try:
            return str(p.relative_to(base))
        except ValueError:
            continue
    return str(p)


def where(record: Any, field: str | None = None) -> str:
    loc = getattr(record, "_loc", None)
    return loc.at(field) if loc else "<unknown>"


def fail(record: Any, field: str | None, message: str | Msg) -> NoReturn:
    if not field:
        raise ContentError(where(record, field), message)
    problem = Sub(message.template, **message.args) if isinstance(message, Msg) else message
    raise ContentError(where(record, field), Msg("field '{field}': {problem}", field=field, problem=problem))


# --- node walking --------------------------------------------------------------------

def read_yaml_node(path: Path) -> tuple[yaml.Node | None, str]:
    shown = display_path(path)
    try:
        if Path(path).is_dir():
            raise ContentError(shown, Msg("is a folder where a file should be"))
        if Path(path).stat().st_size > MAX_FILE_BYTES:
            raise ContentError(shown, Msg("file is too large (over {n} MB)", n=MAX_FILE_BYTES // (1024 * 1024)))
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError(shown, Msg("file is missing")) from None
    except UnicodeDecodeError as exc:
        raise ContentError(shown, Msg("not UTF-8 text ({reason})", reason=exc.reason)) from None
    except OSError as exc:               # unreadable (permissions), a device, …
        raise ContentError(shown, Msg("cannot be read: {error}", error=str(exc.strerror or exc))) from None
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except RecursionError:
        raise ContentError(shown, Msg("nested too deeply to read")) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        raise ContentError(f"{shown}:{line}", Msg("malformed YAML: {problem}", problem=str(exc.problem or exc.context))) from None
    except yaml.YAMLError as exc:
        raise ContentError(shown, Msg("malformed YAML: {problem}", problem=str(exc))) from None
    return node, shown


MAX_FILE_BYTES = 16 * 1024 * 1024      # no content file comes near this; refuses a runaway one at once

_CONSTRUCTOR = yaml.SafeLoader("")


def _scalar(node: yaml.ScalarNode) -> Any:
    return _CONSTRUCTOR.construct_object(node, deep=True)


def _type_name(hint: Any) -> str:
    origin = get_origin(hint)
    if origin is Literal:
        return "one of " + ", ".join(str(a) for a in get_args(hint))
    if origin in (list, tuple):
        return "a list"
    if origin is dict:
        return "a mapping"
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        return f"a mapping ({hint.__name__})"
    return {int: "a whole number", str: "text", bool: "true or false", float: "a number"}.get(hint, str(hint))


def _describe(node: yaml.Node) -> str:
    if isinstance(node, yaml.ScalarNode):
        return repr(_scalar(node))
    return "a list" if isinstance(node, yaml.SequenceNode) else "a mapping"


_HINT_CACHE: dict[type, dict] = {}


def _hints(cls: type) -> dict[str, Any]:
    h = _HINT_CACHE.get(cls)
    if h is None:
        mod = sys.modules.get(cls.__module__)
        h = typing.get_type_hints(cls, vars(mod) if mod else None)
        _HINT_CACHE[cls] = h
    return h


def build(node: yaml.Node, hint: Any, file: str, field: str = "value") -> Any:
    """Convert a YAML node to `hint` (dataclass, list[T], tuple[T, ...], dict[K, V],
    Optional[T], Literal[...], int, str, bool, float, Any)."""
    at = f"{file}:{node.start_mark.line + 1}"
    origin = get_origin(hint)

    def wrong() -> NoReturn:
        raise ContentError(at, Msg("field '{field}': expected {want}, got {got}", field=field, want=_type_name(hint),
                                   got=_describe(node)))

    if hint is Any:
        return _CONSTRUCTOR.construct_object(node, deep=True) if not isinstance(node, yaml.MappingNode) else \
            {k: build(v, Any, file, k) for k, v in _pairs(node, file)}
    if origin is Union or origin is types.UnionType:   # Optional[T] and T | None
        args = [a for a in get_args(hint) if a is not type(None)]
        if isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:null":
            return None
        return build(node, args[0] if len(args) == 1 else Any, file, field)
    if origin is Literal:
        if not isinstance(node, yaml.ScalarNode):
            wrong()
        v = _scalar(node)
        if v not in get_args(hint):
            wrong()
        return v
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        if not isinstance(node, yaml.MappingNode):
            wrong()
        return build_record(node, hint, file)
    if origin in (list, tuple):
        if not isinstance(node, yaml.SequenceNode):
            wrong()
        targs = get_args(hint)
        if origin is tuple and targs and not (len(targs) == 2 and targs[1] is Ellipsis):
            if len(node.value) != len(targs):          # a pair must be a pair
                raise ContentError(f"{file}:{node.start_mark.line + 1}",
                                   Msg("field '{field}': expected {n} values, got {got}", field=field, n=len(targs),
                                       got=len(node.value)))
            return tuple(build(n, a, file, field) for n, a in zip(node.value, targs))
        inner = targs[0] if targs else Any             # list[T], tuple[T, ...]
        items = [build(n, inner, file, field) for n in node.value]
        return tuple(items) if origin is tuple else items
    if origin is dict:
        if not isinstance(node, yaml.MappingNode):
            wrong()
        kh, vh = get_args(hint) or (Any, Any)
        out = {}
        for knode, vnode in node.value:
            key = build(knode, kh, file, field)
            if key in out:
                raise ContentError(f"{file}:{knode.start_mark.line + 1}", Msg("field '{field}': duplicate key {key}", field=field,
                                                                                 key=repr(key)))
            out[key] = build(vnode, vh, file, str(key))
        return out
    if not isinstance(node, yaml.ScalarNode):
        wrong()
    v = _scalar(node)
    if hint is bool:
        if not isinstance(v, bool):
            wrong()
    elif hint is int:
        if isinstance(v, bool) or not isinstance(v, int):
            wrong()
    elif hint is float:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            wrong()
        v = float(v)
    elif hint is str:
        if not isinstance(v, str):
            wrong()
    return v


def _pairs(node: yaml.MappingNode, file: str) -> Iterator[tuple[str, yaml.Node]]:
    seen = set()
    for knode, vnode in node.value:
        if not isinstance(knode, yaml.ScalarNode):
            raise ContentError(f"{file}:{knode.start_mark.line + 1}", Msg("keys must be plain names"))
        key = str(_scalar(knode))
        if key in seen:
            raise ContentError(f"{file}:{knode.start_mark.line + 1}", Msg("duplicate key '{key}'", key=key))
        seen.add(key)
        yield key, vnode


def build_record(node: yaml.MappingNode, cls: type, file: str) -> Any:
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls) if not f.name.startswith("_")}
    values, lines = {}, {}
    for key, vnode in _pairs(node, file):
        if key not in fields:
            raise ContentError(f"{file}:{vnode.start_mark.line + 1}",
                               Msg("unknown field '{field}' in {record} (known: {known})", field=key, record=cls.__name__,
                                   known=", ".join(fields)))
        values[key] = build(vnode, hints[key], file, key)
        lines[key] = vnode.start_mark.line + 1
    for name, f in fields.items():
        if name not in values and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise ContentError(f"{file}:{node.start_mark.line + 1}", Msg("{record} is missing field '{field}'",
                                                                              record=cls.__name__, field=name))
    try:
        rec = cls(**values)
    except (TypeError, ValueError) as exc:     # a record's own check (__post_init__): its Msg if it has one
        arg = exc.args[0] if exc.args else ""
        problem = Sub(arg.template, **arg.args) if isinstance(arg, Msg) else str(exc)
        raise ContentError(f"{file}:{node.start_mark.line + 1}", Msg("{record}: {problem}", record=cls.__name__,
                                                                          problem=problem)) from None
    object.__setattr__(rec, "_loc", Loc(file, node.start_mark.line + 1, lines))
    return rec


def load_records(path: Path | str, hint: Any) -> Any:
    """Load one YAML file as `hint` (usually a dataclass or list[Dataclass])."""
    node, shown = read_yaml_node(Path(path))
    if node is None:
        raise ContentError(shown, Msg("file is empty"))
    try:
        return build(node, hint, shown, Path(path).stem)
    except RecursionError:
        raise ContentError(shown, Msg("nested too deeply to read")) from None
    except yaml.MarkedYAMLError as exc:      # a tag the safe loader cannot build (!!python/…)
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        raise ContentError(f"{shown}:{line}", Msg("cannot be read: {error}", error=str(exc.problem or exc.context))) from None
    except yaml.YAMLError as exc:
        raise ContentError(shown, Msg("cannot be read: {error}", error=str(exc))) from None


def unique(records: Iterable[Any], key: str = "id") -> dict:
    """Index records by `key`, failing on duplicates at the second one's line."""
    out: dict = {}
    for r in records:
        k = getattr(r, key)
        if k in out:
            fail(r, key, Msg("duplicate {key} {value} (first at {first})", key=key, value=repr(k),
                             first=where(out[k], key)))
        out[k] = r
    return out


def check_ref(record: Any, field: str, value: Any, known: Collection[Any], what: str | Msg) -> None:
    """Fail unless `value` is one of `known`. `what` names the kind of thing, marked for translation
    (`N_("clearing")`, or a Msg): the sentence is built around it, never English glued to it."""
    if value not in known:
        sample = ", ".join(str(k) for k in list(known)[:10]) + (" …" if len(known) > 10 else "")
        kind = Sub(what.template, **what.args) if isinstance(what, Msg) else Sub(what)
        fail(record, field, Msg("unknown {what} {value} (known: {known})", what=kind, value=repr(value), known=sample))


# --- packs ---------------------------------------------------------------------------

@dataclass(frozen=True)
class PackInfo:
    id: str
    game: str
    title: str
    version: int
    provenance: Literal["official-facts", "sample", "owner"]
    description: str = ""
    licence: str = ""


def builtin_pack_dir(game: str) -> Path:
    return Path(resource_path("data", game))


def read_pack_info(pack_dir: Path | str) -> PackInfo:
    return load_records(Path(pack_dir) / "pack.yaml", PackInfo)


def pack_hash(pack_dir: Path | str) -> str:
    """A hash of every file of a pack, in sorted path order (saves record it)."""
    h = hashlib.sha256()
    root = Path(pack_dir)
    for p in sorted(root.rglob("*")):
        if p.is_file() and "__pycache__" not in p.parts:
            h.update(p.relative_to(root).as_posix().encode("utf-8", "surrogateescape"))
            h.update(b"\0")
            try:
                h.update(p.read_bytes())
            except OSError as exc:
                raise ContentError(display_path(p), Msg("cannot be read: {error}", error=str(exc.strerror or exc))) from None
    return h.hexdigest()[:16]


def find_packs(base: Path | str) -> list[Path]:
    """Pack folders at or below `base` (a pack itself, a data root, or a user packs folder)."""
    base = Path(base)
    if (base / "pack.yaml").is_file():
        return [base]
    out = []
    for dirpath, dirnames, filenames in os.walk(base):
        dirnames.sort()
        if "pack.yaml" in filenames:
            out.append(Path(dirpath))
            dirnames[:] = []
    return out


@dataclass(frozen=True)
class PackContent:
    """Base for a game's loaded content: which pack it came from, and its hash."""
    info: PackInfo
    hash: str
    path: str

    @property
    def pack_id(self) -> str:
        return self.info.id

    @property
    def sample(self) -> bool:
        return self.info.provenance == "sample"
