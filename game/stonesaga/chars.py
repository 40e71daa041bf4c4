"""Operations on one character used by every flow module: energy, weaknesses, resources and
items. The arithmetic of energy and weaknesses is the rules helper's (`health.py`); this
module applies it to the state."""
from __future__ import annotations

from . import health
from .state import SLOTS, Character, SaState

PERISHABLE = ("game", "fish", "mushroom", "root")        # rb p.19
NON_PERISHABLE = ("nut", "grain")                         # rb p.19
FOODS = PERISHABLE + NON_PERISHABLE


# --- counts that depend on the number of characters ------------------------------------------

_PARTY: dict[int, tuple[int, int]] = {}


def n_characters(s: SaState) -> int:
    n = 0
    for c in s.chars:                                    # a loop: the hottest count of a playout
        if not c.dead:
            n += 1
    return n or 1


def _party(n: int) -> tuple[int, int]:
    got = _PARTY.get(n)
    if got is None:
        got = _PARTY[n] = (health.energy_max(n), health.health_boxes(n))
    return got


def energy_max(s: SaState) -> int:
    return _party(n_characters(s))[0]                    # rb p.17


def boxes(s: SaState) -> int:
    return _party(n_characters(s))[1]                    # rb p.55


# --- energy and weaknesses -------------------------------------------------------------------

def weak_tuples(c: Character) -> list[tuple[str, str]]:
    return [(k, v) for k, v in c.weak]


def incapacitated(s: SaState, c: Character) -> bool:
    if not c.weak:                                       # rb p.56 (no weakness: never)
        return False
    return health.is_incapacitated(c.weak, boxes(s))


def can_act(s: SaState, c: Character) -> bool:
    return not c.dead and not incapacitated(s, c)


def spend_energy(c: Character, n: int) -> bool:
    """Spend n energy; False (and nothing spent) if it is not there (rb p.17)."""
    if n > c.energy:
        return False
    c.energy -= n
    return True


def gain_energy(s: SaState, c: Character, n: int) -> int:
    """Recover up to the maximum; gains above it are ignored (rb p.17). Returns the gain."""
    if incapacitated(s, c):
        return 0
    before = c.energy
    c.energy = min(energy_max(s), c.energy + n)
    return c.energy - before


def lose_energy(s: SaState, c: Character, n: int) -> int:
    """Lose n energy; each point that cannot be lost is a minor wound (rb p.17). Returns wounds."""
    energy, wounds = health.lose_energy(c.energy, n)
    c.energy = energy
    for _ in range(wounds):
        suffer(s, c, "wound", "minor")
    return wounds


def suffer(s: SaState, c: Character, kind: str, severity: str) -> None:
    """A weakness (rb p.56); an incapacitated character's energy is all exhausted."""
    overflow = s.opt("ss_weakness_overflow") or "ignore"          # ruling SS-52
    c.weak = [list(w) for w in health.suffer(weak_tuples(c), boxes(s), kind, severity, overflow=overflow)]
    if incapacitated(s, c):
        c.energy = 0                                     # rb p.56


def degrade_weakness(s: SaState, c: Character, index: int) -> None:
    c.weak = [list(w) for w in health.degrade_weakness(weak_tuples(c), index)]   # rb p.56


# --- resources (rb p.19-20) -------------------------------------------------------------------

def base(key: str) -> str:
    return key.partition("/")[0]


def state_of(key: str) -> str:
    return key.split("/")[1] if "/" in key else ""


def add(c: Character, key: str, n: int = 1) -> None:
    if n > 0:
        c.bag[key] = c.bag.get(key, 0) + n


def take(c: Character, key: str, n: int = 1) -> bool:
    if c.bag.get(key, 0) < n:
        return False
    c.bag[key] -= n
    if not c.bag[key]:
        del c.bag[key]
    return True


def count(c: Character, resource: str) -> int:
    """How many of a resource type the character holds, in any state."""
    return sum(v for k, v in c.bag.items() if base(k) == resource)


def keys_of(c: Character, resource: str) -> list[str]:
    return sorted(k for k in c.bag if base(k) == resource)


def edible(key: str) -> bool:
    """Perishable food in any state, processed non-perishable food (rb p.19)."""
    b = base(key)
    if b in PERISHABLE:
        return True
    return b in NON_PERISHABLE and state_of(key) == "p"


def is_food(key: str) -> bool:
    return base(key) in FOODS


def is_material(content, key: str) -> bool:
    return base(key) in content.materials


def gain_resource(content, c: Character, resource: str, n: int, processed: bool = False) -> str:
    """Food is gained fresh, non-perishables and materials unprocessed (rb p.19-20); the key
    gained (`clay/p` when an effect gives it processed)."""
    key = resource
    if processed and (resource in NON_PERISHABLE or resource in content.materials):
        key = resource + "/p"
    add(c, key, n)
    return key


# --- items (rb p.18) ----------------------------------------------------------------------------

def item_id(inst: str) -> str:
    return inst.split("#")[0]


def all_items(c: Character) -> list[str]:
    items = c.items
    return [*items["hand"], *items["body"], *items["satchel"]]    # SLOTS' order


def free_slots(c: Character, slot: str) -> int:
    used = len(c.items[slot]) + (len(c.stowed) if slot == "satchel" else 0)
    return SLOTS[slot] - used


def new_instance(s: SaState, item: str) -> str:
    s.item_seq += 1
    return f"{item}#{s.item_seq}"


def give_item(s: SaState, content, c: Character, item: str) -> str:
    """Gain an item: into a free slot of its type, else stowed in a free Satchel slot, else it
    goes back (rb p.18 lets the player choose what to drop; see ruling SS-12)."""
    inst = new_instance(s, item)
    slot = content.items[item].slot
    if free_slots(c, slot) > 0:
        c.items[slot].append(inst)
    elif free_slots(c, "satchel") > 0:
        c.stowed.append(inst)
    else:
        return ""
    return inst


def has_item(c: Character, item: str) -> bool:
    return any(item_id(i) == item for i in all_items(c))


def item_tools(content, c: Character) -> list[tuple[str, str]]:
    """(component, tool) pairs from face-up items."""
    out = []
    for inst in all_items(c):
        for t in content.items[item_id(inst)].tools:
            out.append((inst, t))
    return out


def processes(content, c: Character) -> list[str]:
    out: list[str] = []
    for inst in all_items(c):
        for p in content.items[item_id(inst)].processes:
            if p not in out:
                out.append(p)
    return out


def keywords(content, c: Character) -> list[str]:
    out: list[str] = []
    for inst in all_items(c):
        for k in content.items[item_id(inst)].keywords:
            if k not in out:
                out.append(k)
    return out


def roll_creation(rng) -> tuple[list[list[int]], list[int]]:
    """5d6 until the sum is ≥ 14, then drop the lowest (rb p.7). Returns every roll and the
    four kept values, highest first."""
    rolls = []
    while True:
        dice = [rng.randint(1, 6) for _ in range(5)]
        rolls.append(dice)
        if sum(dice) >= 14:                              # rb p.7: re-roll all five below 14
            kept = sorted(dice, reverse=True)[:4]        # rb p.7: drop the lowest die
            return rolls, kept
