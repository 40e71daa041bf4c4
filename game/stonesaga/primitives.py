"""The closed vocabulary of Stonesaga effects and conditions, as data (docs/stonesaga-engine.md).

Card, codex, objective, challenge, item, improvement, knowledge, power and Night/Travel texts are
lists of effects; requirements are conditions. A pack may only use the names below: `content.py`
checks every effect and condition against these schemas at load, so a typo or an unknown id is
refused with `file:line` and the field path, never at play. `effects.py` (the interpreter) must
implement exactly the names of `EFFECTS` and `CONDITIONS` (a test compares both tables).

Shape of the data:
- an effect list is a YAML list; each entry is a one-key mapping `{name: argument}`, or the bare
  name for primitives that take no argument (`flee`, `draw_legend`, `nothing`);
- a condition is a one-key mapping `{name: argument}`, a bare name for argument-less conditions
  (`always`, `alone`, ...), or a list of conditions (all must hold); `any: [...]` holds if one does.

Schema specs (plain tuples, so the table stays data):
  ("int",) any whole number · ("nat",) ≥ 0 · ("pos",) ≥ 1 · ("signed",) a whole number, ±n
  ("text",) non-empty text · ("bool",) true/false · ("flag",) true or nothing (no argument)
  ("enum", values) · ("ref", kind) an id of a pack record kind · ("list", spec) · ("list1", spec)
  ("map", {field: spec}, required_fields) · ("counts", key_spec, value_spec) {key: number}
  ("map_extra", {field: spec}, key_spec, value_spec) named fields plus {key: number} entries
  ("one_of", spec, spec...) the first spec that accepts the value · ("effects",) · ("condition",)
"""
from __future__ import annotations

from typing import Any, Mapping

from game.core.content import ContentError
from game.core.i18n import N_, Msg, Sub

# --- the fixed words of the rules (rb pages cited) ------------------------------------------

STATS = ("str", "dex", "con", "per")                                   # rb p.13
OMENS = ("cloud", "comet", "moon", "star", "sun")                      # rb p.61
SITES = ("lake", "river", "marsh", "forest", "meadow", "cave", "chasm",
         "dry_plain", "moraine", "mountain", "jungle")                 # rb p.21, p.36
TOOLS = ("cut", "pierce", "grind", "heat", "strike")                   # rb p.27
PROCESSES = ("fell", "dig", "hammer", "burn", "accompany", "break")    # rb p.32
TRACKS = ("demand", "knowledge", "discontent", "population")           # rb p.22-24, 66
TOKENS = ("fire", "shelter", "depletion", "mystery")                   # rb p.57
FOODS = ("game", "fish", "mushroom", "root", "nut", "grain")           # rb p.19
WATER = "water"
WEAKNESSES = ("wound", "disease")                                      # rb p.55
SEVERITIES = ("minor", "major")
AGES = ("young", "old")                                                # rb p.13
WHERE = ("here", "choose_adjacent", "random_adjacent", "each_camp")
ACTIONS = ("move", "trade", "pack", "help", "transform", "craft", "camp", "build", "design",
           "find_water", "shelter", "fish", "forage", "extract",
           "make_fire", "excavate", "loot", "relocate_camp")           # rb p.25-51, 82-91
# Generic resource keys for `lose`, `spend`, `has_resource` and objective deliveries: the
# player picks which food / which material.
ANY_RESOURCE = ("food", "material")

# --- schemas ----------------------------------------------------------------------------------

_COUNT = ("signed",)
_RES = ("ref", "resource")                  # a food, water or a material id of the pack
_RES_ANY = ("one_of", ("enum", ANY_RESOURCE), _RES)
_EFFECTS = ("effects",)
_COND = ("condition",)

EFFECTS: dict[str, tuple] = {
    "gain": ("map_extra", {"processed": ("bool",)}, _RES, ("pos",)),
    "gain_item": ("ref", "item"),
    "lose": ("counts", _RES_ANY, ("pos",)),
    "spend": ("counts", _RES_ANY, ("pos",)),
    "spend_energy": ("pos",),
    "lose_energy": ("pos",),
    "gain_energy": ("pos",),
    "suffer": ("map", {"kind": ("enum", WEAKNESSES), "severity": ("enum", SEVERITIES)}, ("kind", "severity")),
    "degrade_weakness": ("pos",),
    "enhance": ("map", {"severity": ("enum", SEVERITIES), "stat": ("enum", STATS + ("choose",))},
                ("severity", "stat")),
    "track": ("counts", ("enum", TRACKS), _COUNT),
    "place_token": ("map", {"type": ("enum", TOKENS), "where": ("enum", WHERE)}, ("type", "where")),
    "remove_token": ("map", {"type": ("enum", TOKENS), "where": ("enum", WHERE)}, ("type", "where")),
    "flee": ("flag",),
    "read_codex": ("ref", "codex"),
    "test": ("map", {
        "stat": ("list1", ("enum", STATS)),
        "modifiers": ("list", ("map", {"add": ("int",), "if": _COND, "cost": _EFFECTS}, ("add",))),
        "bands": ("list1", ("map", {"min": ("nat",), "max": ("nat",), "effects": _EFFECTS}, ("effects",))),
    }, ("stat", "bands")),
    "choice": ("list1", ("map", {"label": ("text",), "if": _COND, "cost": _EFFECTS, "then": _EFFECTS},
                         ("label", "then"))),
    "achieve_objective": ("ref", "objective"),
    "add_objective": ("map", {"id": ("ref", "objective"), "kind": ("enum", ("immediate", "permanent"))}, ("id",)),
    "remove_objective": ("ref", "objective"),
    "design_improvement": ("ref", "improvement"),
    "grant_knowledge": ("ref", "knowledge"),
    "gain_power": ("ref", "power"),
    "record_association": ("ref", "association"),
    "expand_valley": ("map", {"region": ("ref", "region"), "modules": ("list", ("ref", "module"))}, ("region",)),
    "place_module": ("map", {"module": ("ref", "module"), "where": ("enum", WHERE)}, ("module", "where")),
    "mark": ("ref", "mark"),
    "for_each_character": ("map", {"where": _COND, "effects": _EFFECTS}, ("where", "effects")),
    "free_action": ("list1", ("enum", ACTIONS)),
    "discover_tile": ("enum", WHERE),
    "draw_legend": ("flag",),
    "add_die": ("pos",),                          # rb p.15: added dice are rolled at once
    "turn_die": ("map", {"by": ("signed",), "to": ("pos",)}, ()),   # rb p.99: after re-rolls, 1..6
    "leave_adventure": ("flag",),                 # rb p.60: this character leaves the adventure
    "adventure": ("map", {"title": ("text",), "expeditions": ("list1", _EFFECTS)}, ("title", "expeditions")),
    "end_challenge": ("map", {"result": ("enum", ("won", "lost")), "codex": ("ref", "codex")}, ("result",)),
    "nothing": ("flag",),
    # rb p.74: an effect makes a behemoth arrive; `wake` is the challenge saying otherwise (rb p.75)
    "behemoth_arrives": ("map", {"behemoth": ("ref", "behemoth"), "wake": ("bool",)}, ("behemoth",)),
}

CONDITIONS: dict[str, tuple] = {
    "always": ("flag",),
    "all": ("list1", _COND),
    "any": ("list1", _COND),
    "not": _COND,
    "terrain_has_site": ("list1", ("enum", SITES)),
    "terrain_has_camp": ("flag",),
    "terrain_has_token": ("enum", TOKENS),
    "terrain_region": ("ref", "region"),
    "has_tool": ("enum", TOOLS),
    "has_process": ("enum", PROCESSES),
    "has_item": ("ref", "item"),
    "has_keyword": ("text",),
    "has_resource": ("counts", _RES_ANY, ("pos",)),
    "trait": ("ref", "trait"),
    "regalia": ("ref", "regalia"),
    "age": ("enum", AGES),
    "alone": ("flag",),
    "current_omen": ("enum", OMENS),
    "objective_achieved": ("ref", "objective"),
    "objective_in_play": ("ref", "objective"),
    "knowledge_card": ("ref", "knowledge"),
    "mark": ("ref", "mark"),
    "has_mark": ("ref", "mark"),
    "track_at_least": ("counts", ("enum", TRACKS), ("nat",)),
    "track_at_most": ("counts", ("enum", TRACKS), ("nat",)),
    "energy_at_least": ("nat",),
    "incapacitated": ("flag",),
    "has_weakness": ("enum", WEAKNESSES),
    "characters_here_at_least": ("pos",),
}

# Record kinds an argument may name; `content.py` passes the known ids of each.
REF_KINDS = ("codex", "item", "objective", "improvement", "knowledge", "power", "module",
             "material", "mark", "region", "tile", "trait", "regalia", "association", "resource", "behemoth")


# --- validation -------------------------------------------------------------------------------

Refs = Mapping[str, Any]        # kind -> collection of known ids (None: do not check references)


class _Bad(Exception):
    """A wrong effect or condition at `path`; `message` is a Msg, shown in the reader's language."""

    def __init__(self, path: str, message: Msg):
        super().__init__(message)
        self.path = path
        self.message = message


def _show(v) -> str | dict:
    """A wrong value as a message parameter: its repr, or what it is (translated where shown)."""
    if isinstance(v, dict):
        return Sub(N_("a mapping"))
    if isinstance(v, list):
        return Sub(N_("a list"))
    return repr(v)


def _known(refs: Refs | None, kind: str):
    if refs is None:
        return None
    return refs.get(kind, ())


def _check(spec: tuple, v: Any, path: str, refs: Refs | None) -> None:
    kind = spec[0]
    if kind == "effects":
        _effects(v, path, refs)
    elif kind == "condition":
        _condition(v, path, refs)
    elif kind == "flag":
        if v is not None and v is not True:
            raise _Bad(path, Msg("takes no argument (write it alone or with true), got {got}", got=_show(v)))
    elif kind == "bool":
        if not isinstance(v, bool):
            raise _Bad(path, Msg("expected true or false, got {got}", got=_show(v)))
    elif kind in ("int", "nat", "pos", "signed"):
        if isinstance(v, bool) or not isinstance(v, int):
            raise _Bad(path, Msg("expected a whole number, got {got}", got=_show(v)))
        if kind == "nat" and v < 0:
            raise _Bad(path, Msg("must not be negative, got {n}", n=v))
        if kind == "pos" and v < 1:
            raise _Bad(path, Msg("must be at least 1, got {n}", n=v))
        if kind == "signed" and v == 0:
            raise _Bad(path, Msg("must not be 0 (write +n or -n)"))
    elif kind == "text":
        if not isinstance(v, str) or not v.strip():
            raise _Bad(path, Msg("expected text, got {got}", got=_show(v)))
    elif kind == "enum":
        if v not in spec[1]:
            raise _Bad(path, Msg("expected one of {allowed}, got {got}", allowed=", ".join(spec[1]), got=_show(v)))
    elif kind == "ref":
        if isinstance(v, (dict, list)) or v is None:
            raise _Bad(path, Msg("expected a {kind} id, got {got}", kind=spec[1], got=_show(v)))
        known = _known(refs, spec[1])
        if known is not None and v not in known:
            sample = ", ".join(str(k) for k in list(known)[:12]) + (" …" if len(known) > 12 else "")
            raise _Bad(path, Msg("unknown {kind} id {value} (known: {known})", kind=spec[1], value=repr(v),
                                 known=sample))
    elif kind in ("list", "list1"):
        if not isinstance(v, list):
            raise _Bad(path, Msg("expected a list, got {got}", got=_show(v)))
        if kind == "list1" and not v:
            raise _Bad(path, Msg("expected a list with at least one entry"))
        for i, x in enumerate(v):
            _check(spec[1], x, f"{path}[{i}]", refs)
    elif kind == "map":
        fields, required = spec[1], spec[2]
        if not isinstance(v, dict):
            raise _Bad(path, Msg("expected a mapping with {fields}, got {got}", fields=", ".join(fields),
                                 got=_show(v)))
        for k, x in v.items():
            if k not in fields:
                raise _Bad(f"{path}.{k}", Msg("unknown field (known: {known})", known=", ".join(fields)))
            _check(fields[k], x, f"{path}.{k}", refs)
        for k in required:
            if k not in v:
                raise _Bad(path, Msg("missing field '{field}'", field=k))
    elif kind == "counts":
        if not isinstance(v, dict) or not v:
            raise _Bad(path, Msg("expected a mapping of counts like {{name: n}}, got {got}", got=_show(v)))
        for k, x in v.items():
            _check(spec[1], k, f"{path}.{k}", refs)
            _check(spec[2], x, f"{path}.{k}", refs)
    elif kind == "map_extra":      # named fields + {key: count} entries (gain)
        fields, key_spec, val_spec = spec[1], spec[2], spec[3]
        if not isinstance(v, dict) or not [k for k in v if k not in fields]:
            raise _Bad(path, Msg("expected a mapping of counts like {{name: n}}, got {got}", got=_show(v)))
        for k, x in v.items():
            if k in fields:
                _check(fields[k], x, f"{path}.{k}", refs)
            else:
                _check(key_spec, k, f"{path}.{k}", refs)
                _check(val_spec, x, f"{path}.{k}", refs)
    elif kind == "one_of":
        errors = []
        for alt in spec[1:]:
            try:
                _check(alt, v, path, refs)
                return
            except _Bad as exc:
                errors.append(exc)
        raise errors[-1]
    else:                                       # pragma: no cover - a bug in the table itself
        raise AssertionError(f"unknown schema kind {kind!r}")


def _one_key(v: Any, path: str, table: dict, what: str) -> tuple[str, Any]:
    if isinstance(v, str):
        name, arg = v, None
    elif isinstance(v, dict) and len(v) == 1:
        (name, arg), = v.items()
    else:
        raise _Bad(path, Msg("expected one {what} (a mapping with one key, or a bare name), got {got}",
                             what=Sub(what), got=_show(v)))
    if name not in table:
        raise _Bad(path, Msg("unknown {what} {value} (known: {known})", what=Sub(what), value=repr(name),
                             known=", ".join(table)))
    if isinstance(v, str) and table[name][0] != "flag":
        raise _Bad(path, Msg("{what} {value} needs an argument", what=Sub(what), value=repr(name)))
    return name, arg


def _effects(v: Any, path: str, refs: Refs | None) -> None:
    if not isinstance(v, list):
        raise _Bad(path, Msg("expected a list of effects, got {got}", got=_show(v)))
    for i, e in enumerate(v):
        p = f"{path}[{i}]"
        name, arg = _one_key(e, p, EFFECTS, N_("effect"))
        _check(EFFECTS[name], arg, f"{p}.{name}", refs)
        if name == "test":
            for j, b in enumerate(arg["bands"]):
                if "min" not in b and "max" not in b:
                    raise _Bad(f"{p}.test.bands[{j}]", Msg("a band needs min, max or both"))
                if "min" in b and "max" in b and b["min"] > b["max"]:
                    raise _Bad(f"{p}.test.bands[{j}]", Msg("min {min} is above max {max}", min=b["min"], max=b["max"]))
        if name == "turn_die":                  # rb p.99: a die is set to a face or shifted, never both
            if len(arg) != 1:
                raise _Bad(f"{p}.turn_die", Msg("give exactly one of 'by' (±faces) or 'to' (a face 1-6)"))
            if "to" in arg and not 1 <= arg["to"] <= 6:
                raise _Bad(f"{p}.turn_die.to", Msg("a die has faces 1 to 6, not {n}", n=arg["to"]))


def _condition(v: Any, path: str, refs: Refs | None) -> None:
    if isinstance(v, list):
        if not v:
            raise _Bad(path, Msg("expected at least one condition"))
        for i, c in enumerate(v):
            _condition(c, f"{path}[{i}]", refs)
        return
    name, arg = _one_key(v, path, CONDITIONS, N_("condition"))
    _check(CONDITIONS[name], arg, f"{path}.{name}", refs)


def check_effects(effects: Any, where: str, refs: Refs | None, field: str = "effects") -> None:
    """Raise ContentError(`where`, "field '<path>': …") if `effects` is not a valid effect list.

    `where` is the record's `file:line`; `refs` maps each record kind of REF_KINDS to its known
    ids (pass None to check shapes only)."""
    try:
        _effects(effects, field, refs)
    except _Bad as exc:
        raise ContentError(where, Msg("field '{field}': {problem}", field=exc.path,
                                      problem=Sub(exc.message.template, **exc.message.args))) from None


def check_condition(condition: Any, where: str, refs: Refs | None, field: str = "if") -> None:
    """Raise ContentError(`where`, "field '<path>': …") if `condition` is not a valid condition."""
    try:
        _condition(condition, field, refs)
    except _Bad as exc:
        raise ContentError(where, Msg("field '{field}': {problem}", field=exc.path,
                                      problem=Sub(exc.message.template, **exc.message.args))) from None


def effect_name(effect: Any) -> str:
    """The primitive name of one (already checked) effect or condition entry."""
    return effect if isinstance(effect, str) else next(iter(effect))


def effect_arg(effect: Any) -> Any:
    """The argument of one (already checked) effect or condition entry (None for a bare name)."""
    return None if isinstance(effect, str) else next(iter(effect.values()))


def walk_effects(effects: list, visit) -> None:
    """Call visit(name, arg) on every effect, including those nested in tests, choices,
    for_each_character and adventures (used for cross-checks such as "codex ids reached")."""
    for e in effects or ():
        name, arg = effect_name(e), effect_arg(e)
        visit(name, arg)
        if name == "test":
            for b in arg.get("bands", ()):
                walk_effects(b.get("effects", ()), visit)
            for m in arg.get("modifiers", ()):
                walk_effects(m.get("cost", ()), visit)
        elif name == "choice":
            for opt in arg:
                walk_effects(opt.get("cost", ()), visit)
                walk_effects(opt.get("then", ()), visit)
        elif name == "for_each_character":
            walk_effects(arg.get("effects", ()), visit)
        elif name == "adventure":
            for ex in arg.get("expeditions", ()):
                walk_effects(ex, visit)


def walk_condition(condition: Any, visit) -> None:
    """Call visit(name, arg) on every condition inside `condition` (lists, all, any, not)."""
    if condition is None:
        return
    if isinstance(condition, list):
        for c in condition:
            walk_condition(c, visit)
        return
    name, arg = effect_name(condition), effect_arg(condition)
    visit(name, arg)
    if name in ("all", "any"):
        walk_condition(arg, visit)
    elif name == "not":
        walk_condition(arg, visit)


def conditions_in_effects(effects: list, visit) -> None:
    """Call visit(name, arg) on every condition nested in an effect list (choice `if`, test
    modifier `if`, for_each_character `where`)."""
    def on(name, arg):
        if name == "choice":
            for opt in arg:
                walk_condition(opt.get("if"), visit)
        elif name == "test":
            for m in arg.get("modifiers", ()):
                walk_condition(m.get("if"), visit)
        elif name == "for_each_character":
            walk_condition(arg.get("where"), visit)
    walk_effects(effects, on)
