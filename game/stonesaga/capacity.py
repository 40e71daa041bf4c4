"""Resources kept on capacity items and capacity improvements (rb p.18, p.34, p.64): a character
moves resources between its bag and the face-up capacity items of its inventory, and the
capacity improvements of an active camp on its terrain, **before or after any action and at
Night step 6** (rb p.64 « Avant ou après toute action d'un personnage et pendant l'étape 6 de la
phase Nuit »); never onto a face-down (stowed) item (rb p.18). A place holds at most its
capacity, of the resource types it names (any when it names none)."""
from __future__ import annotations

from . import board, chars
from .state import Character, SaState


def places(content, s: SaState, c: Character, attach: bool = False) -> list[tuple[str, object, dict]]:
    """(place id, Capacity, its store) for each place this character may use now: its face-up
    capacity items (the item instance) and the capacity improvements of an active camp on its
    terrain (`camp<k>.<i>`). Reading never changes the state: an empty store is attached to the
    state only with `attach` (when something is put on it)."""
    def store(d: dict, key: str) -> dict:
        return d.setdefault(key, {}) if attach else d.get(key, {})

    out = []
    for inst in chars.all_items(c):
        cap = content.items[chars.item_id(inst)].capacity
        if cap is not None:
            out.append((inst, cap, store(c.stores, inst)))
    camp = board.active_camp_at(s, c.pos) if c.pos else None
    if camp is not None:
        for i, imp in enumerate(camp.improvements):
            cap = content.improvements[imp].capacity
            if cap is not None:
                out.append((f"camp{s.camps.index(camp)}.{i}", cap, store(camp.stores, str(i))))
    return out


def has_places(content, s: SaState, c: Character) -> bool:
    """Some capacity place is in reach (read-only: does not create empty stores)."""
    if any(content.items[chars.item_id(i)].capacity is not None for i in chars.all_items(c)):
        return True
    camp = board.active_camp_at(s, c.pos) if c.pos else None
    return camp is not None and any(content.improvements[i].capacity is not None for i in camp.improvements)


def put_options(content, s: SaState, c: Character) -> list[tuple[str, str]]:
    """(place, resource key) pairs: one of this resource may go from the bag onto that place."""
    out = []
    for where, cap, store in places(content, s, c):
        if sum(store.values()) >= cap.max:
            continue
        for k in sorted(c.bag):
            if not cap.types or chars.base(k) in cap.types:
                out.append((where, k))
    return out


def take_options(content, s: SaState, c: Character) -> list[tuple[str, str]]:
    """(place, resource key) pairs: one of this resource may come off that place into the bag."""
    return [(where, k) for where, _, store in places(content, s, c) for k in sorted(store) if store[k] > 0]


def put(content, s: SaState, c: Character, where: str, key: str) -> bool:
    """Move one resource from the bag onto a place; False (nothing changes) if it may not go there."""
    if (where, key) not in put_options(content, s, c):
        return False
    store = next(st for w, _, st in places(content, s, c, attach=True) if w == where)
    chars.take(c, key)
    store[key] = store.get(key, 0) + 1
    return True


def take(content, s: SaState, c: Character, where: str, key: str) -> bool:
    """Move one resource from a place into the bag; False (nothing changes) if there is none."""
    if (where, key) not in take_options(content, s, c):
        return False
    store = next(st for w, _, st in places(content, s, c) if w == where)
    store[key] -= 1
    if not store[key]:
        del store[key]
    chars.add(c, key)
    return True
