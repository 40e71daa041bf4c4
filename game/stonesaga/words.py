"""Words the engine's messages carry as parameters (issue 17): a stat's short name, a resource
key (`fish`, `clay/p` processed, `fish/s` spoiled) as a game term with its state (the English label
keeps the key `fish/s` it always had), and counts — of a resource in its state, of energy, dice,
wounds, items — with their plural forms through the catalogue (« 2 poissons gâtés », SS-240)."""
from __future__ import annotations

from typing import Any

from game.core.i18n import N_, Msg, P, Sub, T

# the name of a character whose pack gives none (rb p.7 step 4): the state keeps its English, a
# message id with its number that the table shows in the reader's language (scenes/stonesaga/names.py
# `person`), so a save re-shows it
DEFAULT_NAME = N_("Character {n}")


def default_name(n: int) -> str:
    """The `n`th character's name when the pack has none (English, as the engine writes it)."""
    return DEFAULT_NAME.format(n=n)


# a stat's short name in a question (rb p.15; the same words as the character board's)
STAT_SHORT = {"str": N_("STR"), "dex": N_("DEX"), "con": N_("CON"), "per": N_("PER")}

# a resource's processed / spoiled state (rb p.19, 29): the English keeps the key's suffix
STATES = {"p": N_("{name}/p"), "s": N_("{name}/s")}


def resource(key: str) -> Any:
    """A resource key as a message parameter: its base a term (data/i18n/terms.yaml "resources",
    the key itself in English), its state a phrase around it."""
    base, sep, state = str(key).partition("/")
    if not sep:
        return T(base)
    if state in STATES:
        return Sub(STATES[state], name=T(base))
    return key


# a weakness box as a degrade choice labels it (rb p.55; French « blessure / maladie mineure,
# majeure »): the English keeps the label it always had ("wound major")
WEAKNESS = {("wound", "minor"): N_("wound minor"), ("wound", "major"): N_("wound major"),
            ("disease", "minor"): N_("disease minor"), ("disease", "major"): N_("disease major")}
# a fishing spot's size (rb p.39) after its id, as the spot choice labels it ("s2 (large)")
SPOT_SIZES = {"small": N_("{spot} (small)"), "large": N_("{spot} (large)")}
# a label that is one parameter alone (a resource key, a fishing current, a forage card, a tile),
# shown as a name by the table; the English is the id it always was
ALONE = {"resource": N_("{resource}"), "current": N_("{current}"), "card": N_("{card}"), "tile": N_("{tile}")}
# a count of a resource that is not the rulebook's (an owner's pack material, a state the rules
# never give it): its name as the table shows it, worded by the catalogues so nothing agrees
RES_COUNT = N_("{n} {resource}")

# A count of each rulebook resource in each of its states (rb p.19-20: perishable food fresh or
# spoiled, non-perishable food and materials unprocessed or processed) with its plural forms
# through the catalogue (issue 17): « 2 céréales », « 2 poissons gâtés » (French rb p.19-20
# « gâtée », « transformée »). Each entry is `P` with n = 1, marked for Babel's extraction
# (msgid and msgid_plural); `count` gives it its number. Wood reads "piece(s) of wood": Root's
# panel owns the msgid "{n} wood" (a plain message: one msgid cannot be both).
COUNTS: dict[str, dict[str, Any]] = {
    "game": P(1, "{n} game", "{n} game"), "game/s": P(1, "{n} spoiled game", "{n} spoiled game"),
    "fish": P(1, "{n} fish", "{n} fish"), "fish/s": P(1, "{n} spoiled fish", "{n} spoiled fish"),
    "mushroom": P(1, "{n} mushroom", "{n} mushrooms"),
    "mushroom/s": P(1, "{n} spoiled mushroom", "{n} spoiled mushrooms"),
    "root": P(1, "{n} root", "{n} roots"), "root/s": P(1, "{n} spoiled root", "{n} spoiled roots"),
    "nut": P(1, "{n} nut", "{n} nuts"), "nut/p": P(1, "{n} processed nut", "{n} processed nuts"),
    "grain": P(1, "{n} grain", "{n} grain"), "grain/p": P(1, "{n} processed grain", "{n} processed grain"),
    "water": P(1, "{n} water", "{n} water"),
    "wood": P(1, "{n} piece of wood", "{n} pieces of wood"),
    "wood/p": P(1, "{n} processed wood", "{n} processed wood"),
    "fiber": P(1, "{n} fiber", "{n} fibers"), "fiber/p": P(1, "{n} processed fiber", "{n} processed fibers"),
    "hide": P(1, "{n} hide", "{n} hides"), "hide/p": P(1, "{n} processed hide", "{n} processed hides"),
    "bone": P(1, "{n} bone", "{n} bones"), "bone/p": P(1, "{n} processed bone", "{n} processed bones"),
    "feather": P(1, "{n} feather", "{n} feathers"),
    "feather/p": P(1, "{n} processed feather", "{n} processed feathers"),
    "pitch": P(1, "{n} pitch", "{n} pitch"), "pitch/p": P(1, "{n} processed pitch", "{n} processed pitch"),
    "gut": P(1, "{n} gut", "{n} guts"), "gut/p": P(1, "{n} processed gut", "{n} processed guts"),
    "tooth": P(1, "{n} tooth", "{n} teeth"), "tooth/p": P(1, "{n} processed tooth", "{n} processed teeth"),
    "shell": P(1, "{n} shell", "{n} shells"), "shell/p": P(1, "{n} processed shell", "{n} processed shells"),
    "river_stone": P(1, "{n} river stone", "{n} river stones"),
    "river_stone/p": P(1, "{n} processed river stone", "{n} processed river stones"),
    "cloud_stone": P(1, "{n} cloud stone", "{n} cloud stones"),
    "cloud_stone/p": P(1, "{n} processed cloud stone", "{n} processed cloud stones"),
    "sun_stone": P(1, "{n} sun stone", "{n} sun stones"),
    "sun_stone/p": P(1, "{n} processed sun stone", "{n} processed sun stones"),
    "clay": P(1, "{n} clay", "{n} clay"), "clay/p": P(1, "{n} processed clay", "{n} processed clay"),
    "dead_coral": P(1, "{n} dead coral", "{n} dead coral"),
    "dead_coral/p": P(1, "{n} processed dead coral", "{n} processed dead coral"),
    "food": P(1, "{n} food", "{n} food"), "material": P(1, "{n} material", "{n} materials"),
}


def weakness(kind: str, severity: str) -> Any:
    """A weakness box as a choice label (a Msg; an unknown box as its plain words)."""
    w = WEAKNESS.get((kind, severity))
    return Msg(w) if w else f"{kind} {severity}"


def alone(kind: str, value: str) -> Msg:
    """A label that is a single id (`ALONE`): a resource key as a term with its state."""
    return Msg(ALONE[kind], **{kind: resource(value) if kind == "resource" else value})


def energy(n: int) -> dict[str, Any]:
    """`n` energy with its plural forms (French rb p.24 « deux énergies »)."""
    return P(n, "{n} energy", "{n} energy")


def dice(n: int) -> dict[str, Any]:
    """`n` dice (rb p.15) with their plural forms."""
    return P(n, "{n} die", "{n} dice")


def minor_wounds(n: int) -> dict[str, Any]:
    """`n` minor wounds (rb p.56; French « blessure mineure ») with their plural forms."""
    return P(n, "{n} minor wound", "{n} minor wounds")


def items(n: int) -> dict[str, Any]:
    """`n` items (rb p.18) with their plural forms."""
    return P(n, "{n} item", "{n} items")


def resources(n: int) -> dict[str, Any]:
    """`n` resources of any kind (rb p.19-20, 70) with their plural forms."""
    return P(n, "{n} resource", "{n} resources")


def count(key: str, n: int) -> Any:
    """`n` of a resource key as a message parameter, with its plural forms (`COUNTS`); a key the
    rulebook does not name (an owner's material) as its name and its number (`RES_COUNT`)."""
    got = COUNTS.get(str(key))
    if got is not None:
        return {**got, "n": int(n)}
    return Sub(RES_COUNT, n=n, resource=resource(key))


def counts(res: dict) -> Msg:
    """Resources and their counts ("1 fiber, 2 pieces of wood"), each with its plural forms."""
    return Msg("{gains}", gains=[count(r, n) for r, n in res.items()])


def key_of(param: Any) -> str:
    """A resource parameter back to its key (the inverse of `resource`)."""
    if isinstance(param, dict) and "term" in param:
        return str(param["term"])
    if isinstance(param, dict) and "msg" in param:
        inner = (param.get("args") or {}).get("name")
        state = {t: k for k, t in STATES.items()}.get(param["msg"], "")
        if isinstance(inner, dict) and "term" in inner:
            return f"{inner['term']}/{state}" if state else str(inner["term"])
    return str(param)


def _num(args: dict, key: str) -> int:
    try:
        return int(args.get(key, 0))
    except (TypeError, ValueError):
        return 0


# Templates of saves made before counts had plural forms (session 8), read as today's: a log line
# or a stored question keeps its message id in the save; these ids left the catalogue.
LEGACY = {
    "{name} gains {n} {resource}": lambda a: ("{name} gains {gain}", {
        "name": a.get("name", ""), "gain": count(key_of(a.get("resource", "")), _num(a, "n"))}),
    "{name} loses {n} energy ({wounds} minor wound)": lambda a: ("{name} loses {energy} ({wounds})", {
        "name": a.get("name", ""), "energy": energy(_num(a, "n")), "wounds": minor_wounds(_num(a, "wounds"))}),
    "{name} loses {n} energy": lambda a: ("{name} loses {energy}", {"name": a.get("name", ""),
                                                                     "energy": energy(_num(a, "n"))}),
    "{name} recovers {n} energy": lambda a: ("{name} recovers {energy}", {"name": a.get("name", ""),
                                                                           "energy": energy(_num(a, "n"))}),
    "{name} adds {n} die: {dice}": lambda a: ("{name} adds {added}: {dice}", {
        "name": a.get("name", ""), "added": dice(_num(a, "n")), "dice": a.get("dice", "")}),
    "{name} ({energy} energy)": lambda a: ("{name} ({energy})", {"name": a.get("name", ""),
                                                                 "energy": energy(_num(a, "energy"))}),
    "Bequest of {dead}: what passes on? ({items} items and {resources} resources may still pass)": lambda a: (
        "Bequest of {dead}: what passes on? ({items} and {resources} may still pass)",
        {"dead": a.get("dead", ""), "items": items(_num(a, "items")), "resources": resources(_num(a, "resources"))}),
}


def current(msg: str, args: dict | None) -> tuple[str, dict]:
    """A message id and its parameters as today's engine writes them (`LEGACY`)."""
    conv = LEGACY.get(msg)
    return conv(args or {}) if conv else (msg, args or {})
