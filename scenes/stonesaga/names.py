"""Readable names for ids in choices, log lines and boards: item instances (`ZI03#4`), resource
keys (`clay/p` = processed clay, `fish/s` = spoiled fish), records of the pack."""
from __future__ import annotations

import re

from game.core.i18n import N_, _, pgettext

# the four stats (rb p.15; French rb p.15 « force, dextérité, conviction, perception »), shown
# through stat() / stat_short(): these tables hold the English, marked for the catalogue
STAT_NAMES = {"str": N_("Strength"), "dex": N_("Dexterity"), "con": N_("Conviction"), "per": N_("Perception")}
STAT_SHORT = {"str": N_("STR"), "dex": N_("DEX"), "con": N_("CON"), "per": N_("PER")}
# a character's age (rb p.16 « jeune ou vieux »), a campaign interval (rb p.94), a challenge's
# type (rb p.93) and result: ids in the record, words on the pages
AGES = {"young": N_("young"), "old": N_("old")}
INTERVALS = {"season": N_("season"), "introduction": N_("introduction"), "generation": N_("generation"),
             "epoch": N_("epoch")}
CHALLENGE_TYPES = {"new_campaign": N_("New campaign"), "new_epoch": N_("New epoch"), "crisis": N_("Crisis"),
                   "evolution": N_("Evolution"), "peril": N_("Peril"), "end_epoch": N_("End of epoch"),
                   "end_campaign": N_("End of campaign")}
RESULTS = {"won": N_("won"), "lost": N_("lost")}
# a character board's item slots (rb p.18; French « Main, Corps, Besace ») and its weaknesses
# (rb p.55; « blessure / maladie mineure, majeure »)
SLOTS = {"hand": N_("Hand"), "body": N_("Body"), "satchel": N_("Satchel")}
WEAKNESSES = {("wound", "minor"): N_("minor wound"), ("wound", "major"): N_("major wound"),
              ("disease", "minor"): N_("minor disease"), ("disease", "major"): N_("major disease")}
# the five omens (rb p.53; French « présages Étoile, Lune, Nuage, Soleil », Comète)
OMENS = {"cloud": N_("cloud"), "comet": N_("comet"), "moon": N_("moon"), "star": N_("star"), "sun": N_("sun")}
# the tool icons (rb p.27) and the site types (rb p.21) as the rulebook names them
TOOL_NAMES = {"cut": N_("Cut"), "grind": N_("Grind"), "heat": N_("Heat"), "pierce": N_("Pierce"),
              "strike": N_("Strike")}
SITE_NAMES = {"lake": N_("Lake"), "river": N_("River"), "marsh": N_("Marsh"), "forest": N_("Forest"),
              "meadow": N_("Meadow"), "jungle": N_("Jungle"), "cave": N_("Cave"), "chasm": N_("Chasm"),
              "mountain": N_("Mountain"), "moraine": N_("Moraine"), "dry_plain": N_("Dry plain")}
SITE_DOES = {      # what can be done on a site (our own words; rulebook pages for the actions)
    "lake": N_("Fish (2 energy, rb p.36-41); find water (rb p.26)."),
    "river": N_("Fish (2 energy, rb p.36-41); find water (rb p.26)."),
    "marsh": N_("Fish (2 energy, rb p.36-41)."),
    "forest": N_("Forage the forest deck (2 energy, rb p.42-46)."),
    "meadow": N_("Forage the meadow deck (2 energy, rb p.42-46)."),
    "jungle": N_("Forage the jungle deck (2 energy, rb p.42-46)."),
    "cave": N_("Extract stones from the bag (2 energy, rb p.47-51)."),
    "chasm": N_("Extract (2 energy, rb p.47-51); often blocks a path (rb p.26)."),
    "mountain": N_("Extract (2 energy, rb p.47-51); often blocks a path (rb p.26)."),
    "moraine": N_("Extract (2 energy, rb p.47-51)."),
    "dry_plain": N_("Extract (2 energy, rb p.47-51)."),
}
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


def _known(table: dict[str, str], key: str) -> str:
    """`key`'s word from `table` in the reader's language; an id the table does not know (an
    owner's pack, a newer record) shown as it is."""
    return _(table[key]) if key in table else str(key).replace("_", " ")


def stat(key: str) -> str:
    return _known(STAT_NAMES, key)


def stat_short(key: str) -> str:
    return _known(STAT_SHORT, key)


def age(key: str) -> str:
    return _known(AGES, key)


def interval(key: str) -> str:
    return _known(INTERVALS, key)


def challenge_type(key: str) -> str:
    return _known(CHALLENGE_TYPES, key)


def result(key: str) -> str:
    return _known(RESULTS, key)


def omen(key: str) -> str:
    return _known(OMENS, key)


def slot(key: str) -> str:
    return _known(SLOTS, key)


def weakness(kind: str, severity: str) -> str:
    w = WEAKNESSES.get((kind, severity))
    return _(w) if w else f"{severity} {kind}"


def food(key: str) -> str | None:
    """A food's or water's name (rb p.19; French « gibier, poisson, champignons, racines, noix,
    céréales, eau »): rulebook resources, not a pack's materials; context "food" (« game »)."""
    words = {"game": pgettext("food", "game"), "fish": pgettext("food", "fish"),
             "mushroom": pgettext("food", "mushroom"), "root": pgettext("food", "root"),
             "nut": pgettext("food", "nut"), "grain": pgettext("food", "grain"), "water": pgettext("food", "water")}
    return words.get(key)


def tool(tid: str) -> str:
    """A tool icon's name in the reader's language (an owner's pack may add others: shown as is)."""
    return _(TOOL_NAMES[tid]) if tid in TOOL_NAMES else tid.replace("_", " ").capitalize()


def site(sid: str) -> str:
    """A site type's name in the reader's language."""
    return _(SITE_NAMES[sid]) if sid in SITE_NAMES else sid.replace("_", " ").capitalize()


def site_does(sid: str) -> str:
    return _(SITE_DOES[sid]) if sid in SITE_DOES else ""


def resource(content, key: str) -> str:
    base, _sep, state = key.partition("/")
    mat = content.materials.get(base)
    name = mat.name if mat else (food(base) or base.replace("_", " "))
    if state == "p":
        return _("processed {name}").format(name=name)
    if state == "s":
        return _("spoiled {name}").format(name=name)
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
