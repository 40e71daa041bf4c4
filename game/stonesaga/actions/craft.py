"""Craft (rb p.30-31): spend 1 energy, pick two inventory materials sharing a symbol type, lay
them side by side in one of the valid orientations; the code (colour of the leftmost column and
the symbol counts) is looked up in the associations: an item is made (materials discarded,
association recorded); a hint makes nothing; no entry: the materials stay, the energy is spent.
Codes and orientations are `craft.py` (rules)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg

from .. import chars, effects, words
from .. import craft as codes
from . import common
from ..menu import menu_msg


def edges(content, key: str) -> list:
    m = content.materials[chars.base(key)]
    face = m.processed if chars.state_of(key) == "p" else m.unprocessed
    return [None if e is None else ({"zero": True} if e.zero else {"c": e.c, "n": e.n}) for e in face.edges]


def placements(content, a: str, b: str, blank: str = "invalid") -> list:
    """Every valid layout of two material faces (cached per pack: faces never change); blank
    edges in a layout: ruling SS-54 (ss_craft_blank_edge)."""
    memo = content.memo.setdefault("craft_placements", {})
    got = memo.get((a, b, blank))
    if got is None:
        got = memo[(a, b, blank)] = codes.placements(edges(content, a), edges(content, b), blank=blank)
    return got


def _is_material(content) -> dict[str, bool]:
    """bag key -> `chars.is_material`, filled as keys come up (cached per pack: a pure function
    of the key; the Day menu asks it of the whole bag before every turn, issue 10)."""
    memo = content.memo.get("craft_is_material")
    if memo is None:
        memo = content.memo["craft_is_material"] = {}
    return memo


def _material(content, memo: dict[str, bool], k: str) -> bool:
    got = memo.get(k)
    if got is None:
        got = memo[k] = chars.is_material(content, k)
    return got


def _materials(content, c) -> list[str]:
    memo = _is_material(content)
    return sorted(k for k in c.bag if _material(content, memo, k))


def _blank(s) -> str:
    return s.opt("ss_craft_blank_edge") or "invalid"


def partners(content, s, c, first: str) -> list[str]:
    out = []
    for k in _materials(content, c):
        if k == first and c.bag[k] < 2:
            continue
        if placements(content, first, k, _blank(s)):
            out.append(k)
    return out


def firsts(content, s, c) -> list[str]:
    """Materials that have a partner (cached per pack by the materials held, 1 or 2+ of each)."""
    mats = _materials(content, c)
    key = (_blank(s), tuple((k, min(2, c.bag[k])) for k in mats))
    memo = content.memo.setdefault("craft_firsts", {})
    got = memo.get(key)
    if got is None:
        got = memo[key] = [k for k in mats if partners(content, s, c, k)]
    return list(got)


def _two_materials(content, c) -> bool:
    """At least two material tokens in the bag: fewer make no pair, so `firsts` is empty."""
    n = 0
    memo = _is_material(content)
    for k, v in c.bag.items():
        if _material(content, memo, k):
            n += v
            if n >= 2:
                return True
    return False


def available(content, s, c) -> list[Choice]:
    if common.affordable(c, "craft", 1) and _two_materials(content, c) and firsts(content, s, c):
        return [menu_msg("action:craft", N_("Craft (1 energy)"))]
    return []


def begin(content, s, c, cid: str, events: list) -> None:
    common.pay(content, s, c, "craft", 1, events)         # rb p.30 step 1
    common.push(s, c, "craft", "first")


def pending(content, s, f) -> Decision:
    c = s.char(f.cid)
    if f.stage == "first":
        return Decision(c.seat, "stonesaga.craft.first", Msg("{name}: first material?", name=c.name),
                        tuple(menu_msg(f"mat:{k}", words.ALONE["resource"], resource=k) for k in firsts(content, s, c)), rule="rb p.30")
    if f.stage == "second":
        return Decision(c.seat, "stonesaga.craft.second", Msg("{name}: with which material?", name=c.name),
                        tuple(menu_msg(f"mat:{k}", words.ALONE["resource"], resource=k) for k in partners(content, s, c, f.data["a"])), rule="rb p.30")
    return Decision(c.seat, "stonesaga.craft.orient", Msg("{name}: which layout?", name=c.name),
                    _layout_choices(content, f.data["a"], f.data["b"], _blank(s)), rule="rb p.30-31")


def _layout_choices(content, a: str, b: str, blank: str) -> tuple[Choice, ...]:
    """One choice per valid layout: a pure function of the two materials and the ruling, like
    `placements` (cached per pack the same way)."""
    memo = content.memo.setdefault("craft_layout_choices", {})
    got = memo.get((a, b, blank))
    if got is None:
        mats = (a, b)
        got = memo[(a, b, blank)] = tuple(
            Choice(f"rot:{i}", Msg("{left} left (turn {turn_left}), {right} right (turn {turn_right}): {code}",
                                   left=mats[p.left], turn_left=p.rot_left, right=mats[1 - p.left],
                                   turn_right=p.rot_right, code=p.code))
            for i, p in enumerate(placements(content, a, b, blank)))
    return got


def apply(content, s, f, choice, events: list) -> None:
    c = s.char(f.cid)
    arg = choice.id.split(":", 1)[1]
    if f.stage == "first":
        f.data["a"] = arg
        f.stage = "second"
        return
    if f.stage == "second":
        f.data["b"] = arg
        f.stage = "orient"
        return
    places = placements(content, f.data["a"], f.data["b"], _blank(s))
    code = places[int(arg)].code
    common.finish(s, f)
    assoc = content.associations.get(code)
    if assoc is None:                                     # rb p.31: nothing; the materials stay
        events.append(Event("craft", Msg("{name}: {code}: nothing comes of it", name=c.name, code=code), seat=c.seat, rule="rb p.31"))
        return
    events.append(Event("craft", Msg("{name}: {code}", name=c.name, code=code), seat=c.seat, reveals=True, rule="rb p.31"))
    if assoc.item:
        chars.take(c, f.data["a"])
        chars.take(c, f.data["b"])
        if code not in s.associations:
            s.associations.append(code)                   # rb p.31: record the association
        effects.push(s, c.cid, [{"gain_item": assoc.item}] + list(assoc.effects), source=f"association:{code}")
    else:
        events.append(Event("hint", Msg("A hint: {hint}", hint=assoc.hint), seat=c.seat, rule="rb p.31"))
        if assoc.effects:
            effects.push(s, c.cid, assoc.effects, source=f"association:{code}")
