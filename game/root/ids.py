"""One parser per kind of Root choice id (issue 19): `clearing:5`, `card:anvil`, `seat:2`,
`building:sawmill`… read by name instead of by slicing (`cid[9:]`), so an id read as the wrong
kind fails loudly here instead of yielding a wrong number or a cut-off card id. The shapes each
decision kind offers are listed in tests/root/choice_ids.yaml (game/root/choice_ids.py)."""
from __future__ import annotations


def arg(cid: str, head: str) -> str:
    """What follows `head:` in `cid`; ValueError if `cid` is not a `head:` id."""
    h, sep, rest = cid.partition(":")
    if h != head or not sep:
        raise ValueError(f"{cid!r} is not a {head}: id")
    return rest


def clearing(cid: str) -> int:
    """`clearing:N` → N."""
    return int(arg(cid, "clearing"))


def card(cid: str) -> str:
    """`card:C` → C."""
    return arg(cid, "card")


def seat(cid: str) -> int:
    """`seat:N` → N."""
    return int(arg(cid, "seat"))


def number(cid: str) -> int:
    """The number of a `<head>:N` id of any head (`clearing:5`, `ferry:5`, `count:3`)."""
    h, sep, rest = cid.partition(":")
    if not sep:
        raise ValueError(f"{cid!r} names no number")
    return int(rest)


def piece(cid: str) -> tuple[str, bool]:
    """`building:K` → (K, True); `token:K` → (K, False)."""
    h, sep, rest = cid.partition(":")
    if h not in ("building", "token") or not sep:
        raise ValueError(f"{cid!r} is not a building: or token: id")
    return rest, h == "building"


def dominance(cid: str) -> str:
    """`dominance:C` (activate) → C."""
    return arg(cid, "dominance")


def take_dominance(cid: str) -> str:
    """`take-dominance:C` (swap for an available dominance card) → C."""
    return arg(cid, "take-dominance")


def path(cid: str) -> tuple[int, int]:
    """`clear-path:A-B` (Mountain, Law C.3.3) → (A, B)."""
    a, sep, b = arg(cid, "clear-path").partition("-")
    if not sep:
        raise ValueError(f"{cid!r} names no path A-B")
    return int(a), int(b)


def faction(cid: str) -> str:
    """`faction:F` → F."""
    return arg(cid, "faction")
