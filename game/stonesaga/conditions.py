"""The condition half of the closed vocabulary (`primitives.CONDITIONS`): `holds` reads the state
and never changes it. Kept apart from the effect interpreter so the flow modules that only ask
questions (a Travel card's condition, an objective's) import it without importing the effects,
which reach back into those modules (issue 19: no import cycle)."""
from __future__ import annotations

import copy

from . import board, chars
from .primitives import effect_arg, effect_name
from .state import Character, SaState


def holds(content, s: SaState, c: Character | None, cond) -> bool:
    """A condition, a bare name or a list of conditions (all must hold)."""
    if cond is None:
        return True
    if isinstance(cond, list):
        return all(holds(content, s, c, x) for x in cond)
    if isinstance(cond, str):                            # effect_name / effect_arg, inlined
        name, arg = cond, None
    else:
        name, arg = next(iter(cond.items()))
    if name in ANY_OF_PARTY or name in ("has_resource", "energy_at_least"):
        pool = party(s, c)
        if len(pool) > 1:
            if name == "has_resource":
                return _has_resource(content, s, _pooled(pool), arg)
            if name == "energy_at_least":
                return sum(p.energy for p in pool) >= arg
            return any(CONDITIONS[name](content, s, p, arg) for p in pool)
    return CONDITIONS[name](content, s, c, arg)


def _pooled(pool: list[Character]):
    """A stand-in holding the party's resources together (read only)."""
    bag: dict[str, int] = {}
    for p in pool:
        for k, n in p.bag.items():
            bag[k] = bag.get(k, 0) + n
    return Character(cid="party", seat=pool[0].seat, bag=bag)


def _terrain_sites(content, s, c):
    return board.sites(content, s, c.pos) if c and c.pos else []


def _has_resource(content, s, c, arg):
    for k, n in arg.items():
        if k == "food":
            have = sum(v for key, v in c.bag.items() if chars.is_food(key))
        elif k == "material":
            have = sum(v for key, v in c.bag.items() if chars.is_material(content, key))
        else:
            have = chars.count(c, k)
        if have < n:
            return False
    return True


def _has_tool(content, s, c, tool: str) -> bool:
    """A tool on any component the character can use now (`transform.sources`)."""
    from .actions import transform
    return transform.has_tool(content, s, c, tool)


CONDITIONS = {
    "always": lambda content, s, c, a: True,
    "all": lambda content, s, c, a: all(holds(content, s, c, x) for x in a),
    "any": lambda content, s, c, a: any(holds(content, s, c, x) for x in a),
    "not": lambda content, s, c, a: not holds(content, s, c, a),
    "terrain_has_site": lambda content, s, c, a: any(x in _terrain_sites(content, s, c) for x in a),
    "terrain_has_camp": lambda content, s, c, a: board.active_camp_at(s, c.pos) is not None,
    "terrain_has_token": lambda content, s, c, a: _has_token(s, c.pos, a),
    "terrain_region": lambda content, s, c, a: board.tile_of(content, s, c.pos).region == a,
    "has_tool": lambda content, s, c, a: _has_tool(content, s, c, a),
    "has_process": lambda content, s, c, a: a in chars.processes(content, c),
    "has_item": lambda content, s, c, a: chars.has_item(c, a),
    "has_keyword": lambda content, s, c, a: a in chars.keywords(content, c),
    "has_resource": _has_resource,
    "trait": lambda content, s, c, a: c.trait == a or a in _wisdom(c, "trait"),
    "regalia": lambda content, s, c, a: c.regalia == a,
    "age": lambda content, s, c, a: c.age == a,
    "alone": lambda content, s, c, a: board.alone(s, c),
    "current_omen": lambda content, s, c, a: a in board.current_omens(content, s),
    "objective_achieved": lambda content, s, c, a: a in s.achieved,
    "objective_in_play": lambda content, s, c, a: a in s.objectives or a in s.permanent,
    "knowledge_card": lambda content, s, c, a: a in s.knowledge_cards,
    "mark": lambda content, s, c, a: a in s.marks,
    "has_mark": lambda content, s, c, a: a in c.marks or a in _wisdom(c, "marks"),
    "track_at_least": lambda content, s, c, a: all(s.tracks[t] >= n for t, n in a.items()),
    "track_at_most": lambda content, s, c, a: all(s.tracks[t] <= n for t, n in a.items()),
    "energy_at_least": lambda content, s, c, a: c.energy >= a,
    "incapacitated": lambda content, s, c, a: chars.incapacitated(s, c),
    "has_weakness": lambda content, s, c, a: any(k == a for k, _ in c.weak),
    "characters_here_at_least": lambda content, s, c, a: len(board.chars_at(s, c.pos)) >= a,
}


# conditions that read the community only (tracks, marks, cards, omens), never the character
# asked: `requirement_met` asks them once rather than once per character (issue 10)
COMMUNITY = frozenset(("always", "current_omen", "objective_achieved", "objective_in_play", "knowledge_card", "mark",
                       "track_at_least", "track_at_most"))


def about_community(cond) -> bool:
    """Whether a condition (a name, a {name: arg}, or a list of them) reads the community only."""
    if isinstance(cond, list):
        return all(about_community(x) for x in cond)
    if isinstance(cond, str):
        return cond in COMMUNITY
    return len(cond) == 1 and next(iter(cond)) in COMMUNITY


def party(s: SaState, c: Character | None) -> list[Character]:
    """The characters pooling with `c`: its adventure's party while it takes part in one (rb p.60
    « peuvent contribuer à l'énergie, aux ressources, aux objets, aux outils et aux procédés »),
    else `c` alone."""
    if s.adventure and c is not None and c.cid in s.adventure.get("party", []):
        return [s.char(x) for x in s.adventure["party"] if not s.char(x).dead]
    return [c]


# conditions a party answers together (rb p.60): any participant's items, tools, processes and
# keywords; the sum of their resources and energy
ANY_OF_PARTY = ("has_tool", "has_process", "has_item", "has_keyword")


def held_legend(s: SaState, c: Character) -> dict | None:
    """The Legend card beside this character's board, if any (rb p.70: one at a time)."""
    for lg in s.legends:
        if lg.get("with") == c.cid:
            return lg
    return None


def _wisdom(c, what: str) -> list[str]:
    """Ancestral wisdom (rb p.71): the trait / marks of the Legend a character is drawing on, for
    a condition asked through `holds_with_wisdom` only."""
    lg = getattr(c, "_wisdom", None)
    if lg is None:
        return []
    return [lg.get("trait", "")] if what == "trait" else list(lg.get("marks", []))


def holds_with_wisdom(content, s: SaState, c: Character, cond) -> bool:
    """Would the condition hold if the character drew on its Legend's trait or mark (rb p.71 «
    Lorsqu'un effet … nécessite un trait ou une marque, le personnage peut choisir de bénéficier
    du trait ou de la marque d'une carte Légende »)? False with no Legend. Reads only."""
    lg = held_legend(s, c)
    if lg is None:
        return False
    proxy = copy.copy(c)
    proxy._wisdom = lg                                   # type: ignore[attr-defined]
    return holds(content, s, proxy, cond)


def use_legend(s: SaState, c: Character) -> None:
    """A used Legend card goes back on top of the Legends deck (rb p.71): the end of the list."""
    lg = held_legend(s, c)
    if lg is not None:
        lg["with"] = ""
        s.legends.remove(lg)
        s.legends.append(lg)


def _has_token(s, cell, kind) -> bool:
    cl = s.cells[cell]
    return {"fire": cl.fire > 0, "shelter": cl.shelter > 0, "depletion": cl.depletion > 0,
            "mystery": bool(cl.mystery)}[kind]



def affordable(content, s, c, cost) -> bool:
    need_energy = 0
    need: dict[str, int] = {}
    for e in cost or []:
        name, a = effect_name(e), effect_arg(e)
        if name == "spend_energy":
            need_energy += a
        elif name == "spend":
            for k, n in a.items():
                need[k] = need.get(k, 0) + n
    pool = party(s, c)
    if len(pool) > 1:                                    # rb p.60: a party pays together
        energy = sum(p.energy for p in pool)
        return energy >= need_energy and (_has_resource(content, s, _pooled(pool), need) if need else True)
    return c.energy >= need_energy and _has_resource(content, s, c, need) if need else c.energy >= need_energy
