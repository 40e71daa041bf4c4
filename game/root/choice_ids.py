"""The vocabulary of Root choice ids: which id shapes each decision kind can ever offer.

Why: a scenario's `illegal:` or `excludes:` passes whenever an id is not offered, so a misspelt
id (`clearng:5`, `action:biuld`) or an id that the decision kind never offers in any position
would pass while checking nothing. The scenario runner asks `check(kind, cid)` first, so a
refusal it accepts is the rule's refusal of a well-formed id.

A shape is the id with each `:`-separated word that names a content thing replaced by its class
(`<card>`, `<faction>`, `<item>`, `<suit>`, `<piece>`, `<forest>`, `<quest>`, `<minister>`,
`<hireling>`; a hireling action `hire:<side>:<action>` is `hire:<hireling>:<action>`) and every number by `<n>`:
`clearing:5` → `clearing:<n>`, `craft:anvil` → `craft:<card>`, `codebreakers` → `<card>`,
`building:sawmill` → `building:<piece>`; other words (`action:build`, `minister:mayor`) stay. tests/root/choice_ids.yaml lists the shapes per decision kind;
tests/root/test_choice_ids.py checks that every id the engine offers in the scenarios and in
seeded playouts of every faction has a listed shape, so the list cannot drift from the engine.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

VOCABULARY = Path(__file__).resolve().parents[2] / "tests" / "root" / "choice_ids.yaml"   # a test oracle, not content
_NUM = re.compile(r"\d+")


Words = Mapping[str, str]


def words(content: Any) -> dict[str, str]:
    """Word → class for the content's things (cards win over the rest: a card is a card)."""
    from .content import CARD_SUITS
    from .factions import faction_ids, get_faction
    out: dict[str, str] = {}
    for m in content.maps.values():
        out.update((f, "<forest>") for f in m.forests)
    for fid in faction_ids(True):
        out.update((k, "<piece>") for k in get_faction(fid).pieces(content) if k != "warrior")
    out.update((k, "<item>") for k in content.items.kinds)
    from .hirelings import hireling_ids, sides_of
    for hid in hireling_ids():
        for side in sides_of(hid):
            out[side.id] = "<hireling>"
            out.update((k, "<piece>") for k in side.pieces(content) if k != "warrior")
    out.update((q.id, "<quest>") for q in content.vagabond.quests)
    out.update((m.id, "<minister>") for m in content.factions.duchy.ministers)
    out.update((f, "<faction>") for f in faction_ids(True))
    out.update((x, "<suit>") for x in CARD_SUITS)
    out.update((c, "<card>") for c in content.cards)
    return out


def shape(cid: str, classes: Words) -> str:
    """The id's shape: a bare card id → `<card>`; after the head, each `:`-separated word that
    names a content thing → its class, numbers → `<n>`, other words kept."""
    if classes.get(cid) == "<card>":
        return "<card>"
    head, sep, arg = cid.partition(":")
    if not sep:
        return cid
    if head == "hire":          # a hireling's once-per-Daylight action: `hire:<side id>:<action>`
        side, _, act = arg.partition(":")
        if classes.get(side) == "<hireling>" and act.replace("-", "_").isidentifier():
            return "hire:<hireling>:<action>"
    parts = [classes.get(w) or _NUM.sub("<n>", w) for w in arg.split(":")]
    return head + ":" + ":".join(parts)


@lru_cache(maxsize=1)
def vocabulary() -> dict[str, frozenset[str]]:
    with open(VOCABULARY, encoding="utf-8") as f:
        raw = yaml.safe_load(f) or {}
    return {kind: frozenset(shapes) for kind, shapes in raw.items()}


def check(kind: str, cid: str, classes: Words) -> str | None:
    """None if `cid` is well-formed for decision `kind`, else a message saying why not."""
    shapes = vocabulary().get(kind)
    if shapes is None:
        return f"unknown decision kind {kind!r} (see {VOCABULARY.name})"
    sh = shape(cid, classes)
    if sh not in shapes:
        return (f"{cid!r} (shape {sh!r}) is not an id that {kind} ever offers; "
                f"its shapes: {sorted(shapes)}")
    return None


@lru_cache(maxsize=1)
def heads() -> frozenset[str]:
    """Every id head (`craft` of `craft:<card>`) that some decision kind offers."""
    return frozenset(sh.partition(":")[0] for shapes in vocabulary().values() for sh in shapes if ":" in sh)
