"""Readable names for ids in choices, log lines and boards: item instances (`ZI03#4`), resource
keys (`clay/p` = processed clay, `fish/s` = spoiled fish), records of the pack."""
from __future__ import annotations

import re

STAT_NAMES = {"str": "Strength", "dex": "Dexterity", "con": "Conviction", "per": "Perception"}
STAT_SHORT = {"str": "STR", "dex": "DEX", "con": "CON", "per": "PER"}
_INST = re.compile(r"\b(Z[A-Z]*\d+)#\d+\b")
# an ability's tag in a re-roll or turn choice (game/stonesaga/abilities.py): `item:ZI20#1/0`,
# `power:ZP06:front/0`, `regalia:explorer/0`, `knowledge:ZK03/1`
_RID = re.compile(r"\b(Z[A-Z]{1,4}\d+)\b(?![#/])")        # a record id on its own: `ZF03`, `ZJ04`
_TAG = re.compile(r"\b(item|power|regalia|knowledge):([A-Za-z0-9_#]+)(?::(?:front|back))?/\d+")


def ability(content, kind: str, rid: str) -> str:
    """The name of the card or board an ability tag points at."""
    if kind == "item":
        return item(content, rid)
    fam = {"power": "powers", "regalia": "regalia", "knowledge": "knowledge"}[kind]
    rec = getattr(content, fam, {}).get(rid)
    return getattr(rec, "name", rid) if rec is not None else rid


def resource(content, key: str) -> str:
    base, _, state = key.partition("/")
    mat = content.materials.get(base)
    name = mat.name if mat else base.replace("_", " ")
    if state == "p":
        return f"processed {name}"
    if state == "s":
        return f"spoiled {name}"
    return name


def item(content, inst: str) -> str:
    base = inst.split("#")[0]
    it = content.items.get(base)
    return it.name if it else base


def record(content, rid: str) -> str:
    for fam in ("items", "improvements", "objectives", "knowledge", "powers", "modules", "tiles", "fishing", "travel",
                "night", "challenges", "marks", "forage"):
        rec = getattr(content, fam, {}).get(rid)
        if rec is not None:
            return getattr(rec, "name", "") or rid
    return rid


def plain(content, text: str) -> str:
    """A label or log line with item instances and material ids read as names."""
    if not text:
        return text
    text = _TAG.sub(lambda mo: ability(content, mo.group(1), mo.group(2)), text)
    text = _INST.sub(lambda mo: item(content, mo.group(0)), text)
    text = _RID.sub(lambda mo: record(content, mo.group(1)), text)
    text = text.replace(" (↶)", "")                 # the rulebook's exit icon: not in our fonts
    out = []
    for word in re.split(r"(\s+|,|\(|\))", text):
        base = word.partition("/")[0]
        if base in content.materials and word not in ("", " "):
            out.append(resource(content, word))
        else:
            out.append(word)
    return "".join(out)
