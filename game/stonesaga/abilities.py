"""Abilities of items, the equipped regalia power, the regalia and the community's knowledge
cards (rb p.63-65): which a character may use now, once-per-day bookkeeping (rb p.65: regalia
powers are once a day) and the power's flip ("➔", rb p.65)."""
from __future__ import annotations

from . import chars, effects
from .state import Character, SaState


def sources(content, s: SaState, c: Character) -> list[tuple[str, object]]:
    """(tag, Ability) for every ability the character holds now."""
    out = []
    for inst in chars.all_items(c):                      # face-up items only (rb p.18)
        for k, ab in enumerate(content.items[chars.item_id(inst)].abilities):
            out.append((f"item:{inst}/{k}", ab))
    if c.power and c.power in content.powers:
        p = content.powers[c.power]
        side = p.back if c.power_back and p.back is not None else p.front
        for k, ab in enumerate(side.abilities):
            out.append((f"power:{c.power}:{'back' if c.power_back else 'front'}/{k}", ab))
    if c.regalia in content.regalia:
        for k, ab in enumerate(content.regalia[c.regalia].abilities):
            out.append((f"regalia:{c.regalia}/{k}", ab))
    for kid in s.knowledge_cards:                         # community knowledge (rb p.65)
        for k, ab in enumerate(content.knowledge[kid].abilities):
            out.append((f"knowledge:{kid}/{k}", ab))
    return out


def usable(content, s: SaState, c: Character, timing: str, stat: str = "") -> list[tuple[str, object]]:
    out = []
    for tag, ab in sources(content, s, c):
        if ab.timing != timing or (ab.once_per_day and tag in c.used):
            continue
        if stat and ab.stats and stat not in ab.stats:
            continue
        if not effects.holds(content, s, c, ab.condition):
            continue
        out.append((tag, ab))
    return out


def used(c: Character, tag: str, ab) -> None:
    """Mark a once-per-day ability; a power with "➔" turns over (rb p.65)."""
    if ab.once_per_day and tag not in c.used:
        c.used.append(tag)
    if ab.flip and tag.startswith("power:"):
        c.power_back = not c.power_back


def find(content, s: SaState, c: Character, tag: str):
    for t, ab in sources(content, s, c):
        if t == tag:
            return ab
    return None


def hooks(content, s: SaState, timing: str, events: list) -> None:
    """start_of_day / end_of_day / start_of_night abilities run for every character on the map."""
    for c in reversed(s.on_map()):
        if chars.incapacitated(s, c):
            continue
        for tag, ab in usable(content, s, c, timing):
            used(c, tag, ab)
            effects.push(s, c.cid, ab.effects, source=tag)
