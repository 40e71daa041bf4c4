"""Readable names for ids in choices, log lines and boards: item instances (`ZI03#4`), resource
keys (`clay/p` = processed clay, `fish/s` = spoiled fish), records of the pack."""
from __future__ import annotations

import ast
import re

from game.core.i18n import N_, _, choice_label, format_number, ngettext, pgettext, prompt_text, render, term
from game.stonesaga import words as engine_words

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
    """A resource key as a name: a rulebook resource (`clay`, `river_stone`, terms.yaml
    "resources") by its printed name in the reader's language, a pack's own material by the name
    its owner typed; with its state (processed, spoiled)."""
    base, _sep, state = key.partition("/")
    if state and key in engine_words.COUNTS:       # the state agrees with its noun (« poisson gâté »)
        one = _count_form(key, 1)
        if one.startswith("{n} "):
            return one[4:]
    mat = content.materials.get(base)
    printed = term(base)
    name = printed if printed != base else (mat.name if mat else (food(base) or base.replace("_", " ")))
    if state == "p":
        return _("processed {name}").format(name=name)
    if state == "s":
        return _("spoiled {name}").format(name=name)
    return name


def _count_form(key: str, n: int) -> str:
    """The catalogue's form of a rulebook resource's count for `n`, its "{n}" not yet filled."""
    forms = engine_words.COUNTS[key]
    singular, plural = forms["one"], forms["other"]      # (not inside the call: Babel would take the keys)
    return ngettext(singular, plural, n)


def resource_count(content, key: str, n: int, shown: str | None = None) -> str:
    """`n` of a resource in the reader's language with the plural form the catalogue gives for
    `n` (« 2 céréales », « 1 poisson gâté »; game/stonesaga/words.py COUNTS); a pack's own
    material by its name. `shown` replaces the number written (« 1/3 céréales »: the form of 3)."""
    number = shown if shown is not None else format_number(n)
    if key in engine_words.COUNTS:
        return _count_form(key, n).format(n=number)
    return _("{n} {resource}").format(n=number, resource=resource(content, key))


def resource_counts(content, res: dict) -> str:
    """Resources and their counts, each with its plural form (« 1 fibre, 2 os »)."""
    return ", ".join(resource_count(content, str(k), int(n)) for k, n in res.items())


_DEFAULT_NAME = re.compile(r"Character (\d+)")
_DEFAULT_NAME_IN = re.compile(r"\bCharacter (\d+)\b")


def person(name: str) -> str:
    """A character's name: the engine's default "Character 3" (a pack without names,
    game/stonesaga/words.py DEFAULT_NAME) in the reader's language, any other name as it is."""
    mo = _DEFAULT_NAME.fullmatch(name or "")
    return _(engine_words.DEFAULT_NAME).format(n=mo.group(1)) if mo else name


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
    text = _DEFAULT_NAME_IN.sub(lambda mo: person(mo.group(0)), text)
    if is_resource(content, text):                 # a label that is a resource key alone
        return resource(content, text)
    out = []
    for w in re.split(r"(\s+|,|\(|\))", text):
        base = w.partition("/")[0]
        # a key as the engine writes it (`clay/p`, `river_stone`); a plain word of a sentence (a
        # pack's text: "a carved bone") is left as it is
        if base in content.materials and ("/" in w or "_" in w):
            out.append(resource(content, w))
        else:
            out.append(w)
    return "".join(out)


# --- engine messages with their ids read as names (issue 17) --------------------------------------
# The engine's log lines, prompts and choice labels keep ids as parameters (an item instance
# `ZI03#4`, a tile `ZT11`, a trait `cunning`, an omen `cloud`, a resource `fish/s`…): the English
# text and the saves stay as they were, and here, at display time, each id becomes its name in the
# reader's language — a rule word through the catalogue, a pack's content by the name its owner
# typed. So a saved game re-shows in another language.

# a forage card's planes (rb p.43; French rb « premier plan, second plan, arrière-plan »)
PLANES = {"fg": N_("foreground"), "mg": N_("middle ground"), "bg": N_("background")}
# what a forage card's planes hold (rb p.43-45; French rb « arbres, graminées, tubercules, arbustes
# à noix, cours d'eau », « petite proie, grande proie, prédateur »)
FORAGE_THINGS = {"tree": N_("tree"), "grass": N_("grass"), "tuber": N_("tuber"), "nut_shrub": N_("nut shrub"),
                 "watercourse": N_("watercourse"), "small_prey": N_("small prey"), "large_prey": N_("large prey"),
                 "predator": N_("predator")}
# a side: an excavation's paths (rb p.84), a terrain holder's face
SIDES = {"left": N_("left"), "right": N_("right"), "up": N_("up"), "down": N_("down")}
# the free actions a power or an item grants (rb p.30-34)
ACTIONS = {"craft": N_("Craft"), "transform": N_("Transform"), "forage": N_("Forage"), "fish": N_("Fish"),
           "extract": N_("Extract"), "move": N_("Move"), "trade": N_("Trade"), "help": N_("Help")}
# the tokens of rb p.57 (French « Feu, Abri, Épuisement, Mystère »)
TOKENS = {"fire": N_("Fire"), "shelter": N_("Shelter"), "depletion": N_("Depletion"), "mystery": N_("Mystery")}
# the colours of a crafting code (rb p.30; French « bleu, rouge, jaune »)
COLOURS = {"blue": N_("blue"), "red": N_("red"), "yellow": N_("yellow")}
_CID = re.compile(r"c(\d+)")
_SPOT = re.compile(r"s(\d+)")
_CAMP = re.compile(r"Camp \d+")
_ZID = re.compile(r"Z[A-Z]*\d+")
# a resource with its state, as the engine writes it (game/stonesaga/words.py STATES)
_STATE_MSGS = {"{name}/p": "p", "{name}/s": "s"}
_FAMILIES = ("items", "improvements", "objectives", "knowledge", "powers", "modules", "tiles", "fishing", "travel",
             "night", "challenges", "marks", "behemoths", "pets", "regalia", "traits")


# a fishing spot's icon (rb p.39-42; French rb « Mésaventure », « Aubaine »)
SPOT_ICONS = {"windfall": N_("Windfall"), "mishap": N_("Mishap")}


def spot_icon(key: str) -> str:
    return _known(SPOT_ICONS, key)


# the sensation icons on the backs of excavation rooms (rb p.84; shown as icons in print: our words)
SENSATIONS = {"heat": N_("heat"), "cold": N_("cold"), "humidity": N_("humidity"), "draft": N_("draft"),
              "tremor": N_("tremor"), "musk": N_("musk")}


def sensation(key: str) -> str:
    return _known(SENSATIONS, key) if key else key


def camp(name: str) -> str:
    """A camp's name: the engine's "Camp 2" in the reader's language (rb p.32)."""
    return _("Camp {n}").format(n=name[5:]) if _CAMP.fullmatch(name) else name


def forage_thing(key: str) -> str:
    """A source or an animal of a forage card in the reader's language (a pack's own as written)."""
    return _known(FORAGE_THINGS, key)


def is_resource(content, key: str) -> bool:
    base, _sep, state = key.partition("/")
    return state in ("", "p", "s") and (base in content.materials or food(base) is not None
                                        or term(base) != base)


def item_shown(content, inst: str, alike: frozenset = frozenset()) -> str:
    """An item instance by its pack name, with its number only when two alike are in play (two
    Flake Knives: « Flake Knife n° 3 »), so a choice between them still says which."""
    base, _sep, n = inst.partition("#")
    name = item(content, inst)
    return _("{name} no. {n}").format(name=name, n=n) if n and base in alike else name


def alike_items(state) -> frozenset:
    """The items of which two or more instances are in play (characters' slots and satchels)."""
    seen: dict[str, int] = {}
    for c in getattr(state, "chars", None) or []:
        for inst in [*(x for v in c.items.values() for x in v), *c.stowed]:
            base = inst.split("#")[0]
            seen[base] = seen.get(base, 0) + 1
    return frozenset(k for k, n in seen.items() if n > 1)


def _record_name(content, rid: str) -> str | None:
    for fam in _FAMILIES:
        rec = getattr(content, fam, {}).get(rid)
        if rec is not None:
            return getattr(rec, "name", "") or rid
    card = getattr(content, "forage", {}).get(rid)
    if card is not None:                    # a forage card has no name: its deck and number
        return _("{deck} card {n}").format(deck=site(card.deck), n=int(re.sub(r"\D", "", rid) or 0))
    from game.stonesaga.content_campaign import for_content
    camp = for_content(content)
    for fam in ("behemoths", "pets"):
        rec = getattr(camp, fam, {}).get(rid)
        if rec is not None:
            return getattr(rec, "name", "") or rid
    return None


def word(content, key: str, v: str, alike: frozenset = frozenset()) -> str:
    """A message parameter `key` = `v` (a string) as the reader sees it: an id read as its name, a
    rule word in the reader's language, anything else (a name, a pack's text) as it is."""
    if _DEFAULT_NAME.fullmatch(v):                   # a character the pack did not name
        return person(v)
    if key in ("omen", "mystery") and v in OMENS:
        return omen(v)
    if key == "sensation" and v in SENSATIONS:
        return sensation(v)
    if key == "side" and v in SIDES:
        return _(SIDES[v])
    if key == "plane" and v in PLANES:
        return _(PLANES[v])
    if key == "action" and v in ACTIONS:
        return _(ACTIONS[v])
    if key == "kind" and v in TOKENS:
        return _(TOKENS[v])
    if key == "stat" and v.lower() in STAT_SHORT:
        return stat_short(v.lower())
    if key == "spot" and _SPOT.fullmatch(v):
        return v[1:]
    if key == "current" and _CID.fullmatch(v):
        return _("current {n}").format(n=v[1:])
    if key == "who" and _CID.fullmatch(v):
        return _("Character {n}").format(n=v[1:])
    if key == "camp" and _CAMP.fullmatch(v):         # a camp the engine named "Camp 2"
        return camp(v)
    if key == "trait" and v in getattr(content, "traits", {}):
        return content.traits[v].name
    if key == "regalia" and v in getattr(content, "regalia", {}):
        return content.regalia[v].name
    if key == "code" and v.partition(" ")[0] in COLOURS:
        colour, _sep, digits = v.partition(" ")
        return f"{_(COLOURS[colour])} {digits}"
    if key == "stone" and is_resource(content, v.replace(" ", "_")):
        return resource(content, v.replace(" ", "_"))
    if "#" in v and v.split("#")[0] in content.items:
        return item_shown(content, v, alike)
    if v in SITE_NAMES and key in ("site", "sites", "where"):
        return site(v)
    if is_resource(content, v):
        return resource(content, v)
    if _ZID.fullmatch(v):
        got = _record_name(content, v)
        if got is not None:
            return got
    if ", " in v and key in ("cards", "resources", "sites", "items", "what"):   # a list written as one
        return ", ".join(word(content, key, x, alike) for x in v.split(", "))
    if _TAG.search(v) or _INST.search(v):           # an ability's tag (`item:ZI20#1/0`) or ids inside
        v = _TAG.sub(lambda mo: ability(content, mo.group(1), mo.group(2)), v)
        return _INST.sub(lambda mo: item_shown(content, mo.group(0), alike), v)
    return v


def _mapping(content, key: str, v: dict, alike: frozenset) -> str:
    """A parameter written as a mapping: resources and their counts ({'grain': 1}), a current's
    difficulty ({'c1': 10})."""
    out = []
    for k, n in v.items():
        k = str(k)
        if is_resource(content, k):
            out.append(resource_count(content, k, int(n)))
        elif _CID.fullmatch(k) and key == "difficulties":
            out.append(f"{_('current {n}').format(n=k[1:])}: {n}")
        else:
            out.append(f"{word(content, key, k, alike)}: {n}")
    return ", ".join(out)


def _value(content, key: str, v, alike: frozenset):
    if isinstance(v, dict):
        if "msg" in v:
            if v["msg"] == engine_words.RES_COUNT:         # a count of a resource: its plural form
                a = v.get("args") or {}
                return resource_count(content, engine_words.key_of(a.get("resource", "")), int(a.get("n", 0) or 0))
            state = _STATE_MSGS.get(v["msg"])
            inner = (v.get("args") or {}).get("name")
            if state and isinstance(inner, dict) and "term" in inner:
                return resource(content, f"{inner['term']}/{state}")
            return {"msg": v["msg"], "args": args_shown(content, v.get("args") or {}, alike)}
        if "term" in v:
            t = str(v["term"])
            return resource(content, t) if is_resource(content, t) else v
        if "n" in v and "one" in v:
            return v
        return _mapping(content, key, v, alike)
    if isinstance(v, list):
        return [_value(content, key, x, alike) for x in v]
    if isinstance(v, str):
        if len(v) > 2 and v[0] == "{" and v[-1] == "}":     # a mapping the engine wrote as text
            try:
                got = ast.literal_eval(v)
            except (ValueError, SyntaxError):
                got = None
            if isinstance(got, dict):
                return _mapping(content, key, got, alike)
        return word(content, key, v, alike)
    return v


def args_shown(content, args: dict | None, alike: frozenset = frozenset()) -> dict:
    """A message's parameters with every id read as its name (see `word`)."""
    return {k: _value(content, k, v, alike) for k, v in (args or {}).items()}


def message(content, msg: str, args: dict | None, english: str = "", alike: frozenset = frozenset()) -> str:
    """An engine message (id and parameters) as the reader sees it; a text without an id (an older
    save, a line not converted) through `plain`."""
    if msg:
        msg, args = engine_words.current(msg, args)
        return _no_icon(render(msg, args_shown(content, args, alike)))
    return plain(content, _(english) if english else english)


def _no_icon(text: str) -> str:
    """The rulebook's exit icon (↶) is not in our fonts: its words say it."""
    return text.replace(" (↶)", "")


def event_line(content, e, viewer, alike: frozenset = frozenset()) -> str:
    msg, args, text = e.message_for(viewer)
    return message(content, msg, args, text, alike)


def choice(content, c, alike: frozenset = frozenset(), near: tuple[str, str] | None = None) -> str:
    """A choice's label in the reader's language. A pack's trait, regalia or power reads by the
    name its pack gives it (as on the board and in the log), never through a bare `_()` that an
    unrelated entry may hold ("Protector" is also Root's Arbiter VP reason); a new terrain holder
    reads by where it goes from `near` (the character's terrain: its key and shown name)."""
    kind, _sep, arg = c.id.partition(":")
    fam = {"trait": "traits", "regalia": "regalia", "power": "powers"}.get(kind)
    rec = getattr(content, fam, {}).get(arg) if fam else None
    if rec is not None and not getattr(c, "label_msg", "") and getattr(rec, "name", ""):
        return rec.name
    if kind == "spot" and getattr(c, "label_msg", "") == "holder at {q},{r} ({side})":
        a = c.label_args or {}
        return holder_spot(int(a.get("q", 0)), int(a.get("r", 0)), str(a.get("side", "")), near)
    if getattr(c, "label_msg", ""):
        msg, args = engine_words.current(c.label_msg, c.label_args)
        return _no_icon(render(msg, args_shown(content, args, alike)))
    return plain(content, choice_label(c))


# where a new terrain holder goes (rb p.68), from the terrain it grows from: a compass direction
# on the map (north is up), the way players point at the table
DIRECTIONS = (N_("east of {place}"), N_("north-east of {place}"), N_("north of {place}"), N_("north-west of {place}"),
              N_("west of {place}"), N_("south-west of {place}"), N_("south of {place}"),
              N_("south-east of {place}"))
HOLDER_SHAPES = {"up": N_("new terrains {where}, two below and one above"),
                 "down": N_("new terrains {where}, two above and one below")}


def holder_spot(q: int, r: int, side: str, near: tuple[str, str] | None = None) -> str:
    """A holder of three new terrains (anchor `q,r`, pointing `side`, game/stonesaga/valley.py
    holder_cells) named as a player reads the map: "new terrains north-east of Pine Saddle, two
    below and one above" — not the engine's coordinates."""
    import math
    if side == "up":
        cells = [(q, r), (q + 1, r), (q + 1, r - 1)]
    else:
        cells = [(q, r), (q + 1, r), (q, r + 1)]
    key, place = near if near else ("0,0", _("the start terrain"))
    try:
        tq, tr = (int(x) for x in key.split(","))
    except ValueError:
        tq, tr = 0, 0
    # pointy-top axial hexes on the screen (x right, y down), the holder's middle from the terrain's
    x = sum(math.sqrt(3) * (cq + cr / 2) for cq, cr in cells) / 3 - math.sqrt(3) * (tq + tr / 2)
    y = sum(1.5 * cr for _cq, cr in cells) / 3 - 1.5 * tr
    octant = round(math.atan2(-y, x) / (math.pi / 4)) % 8
    where = _(DIRECTIONS[octant]).format(place=place)
    shape = HOLDER_SHAPES.get(side)
    return _(shape).format(where=where) if shape else where


def prompt(content, d, alike: frozenset = frozenset()) -> str:
    """A decision's prompt as the reader sees it (a question saved with an older id: as today's)."""
    if getattr(d, "prompt_msg", ""):
        msg, args = engine_words.current(d.prompt_msg, d.prompt_args)
        return _no_icon(render(msg, args_shown(content, args, alike)))
    return plain(content, prompt_text(d))
