"""Loot (rb p.88): on a terrain with a ruin, 2 energy and deplete; a bag of one cloud stone,
river stone, bone, wood, fiber and hide; two drawn and returned; the other four poured out and
left on the face they landed on; gain two of them as they lie (the free Craft with two of them is
not offered yet: ruling SS-84)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event

from .. import chars
from ..state import Action
from .common import granted


def has_ruin(content, s, cell: str) -> bool:
    """A ruin module on the terrain: a camp flipped to its ruin side or a ruin module (rb p.87)."""
    if any(camp.cell == cell and camp.status == "ruin" for camp in s.camps):
        return True
    return any(content.modules[m].kind == "ruin" for m in s.cells[cell].modules.values() if m in content.modules)


def _act():
    from ..actions import common                  # lazily: actions/__init__ imports this package
    return common


def available(content, s, c):
    act = _act()
    if not granted(content, s, "loot") or not has_ruin(content, s, c.pos):
        return []
    cost = act.site_cost(content, s, "loot", c.pos)
    return [Choice("action:loot", f"Loot the ruin ({cost} energy)")] if act.affordable(c, "loot", cost) else []


def pour(content, s) -> list[list]:
    """Steps 1-3: the bag, two returned unseen, four poured on random faces → [[material, processed]]."""
    bag = list(content.rulebook.const("loot_bag"))                    # rb p.88 step 1
    s.rng.shuffle(bag)
    rest = bag[2:]                                                    # step 2: two go back
    return [[m, bool(s.rng.below(2))] for m in rest]                  # step 3: the face it lands on


def begin(content, s, c, cid: str, events: list) -> None:
    act = _act()
    act.pay(content, s, c, "loot", act.site_cost(content, s, "loot", c.pos), events)
    act.deplete(content, s, c.pos, "loot")
    tokens = pour(content, s)
    events.append(Event("loot", f"{c.name} loots: " + ", ".join(f"{m}{' (processed)' if p else ''}" for m, p in tokens),
                        seat=c.seat, reveals=True, rule="rb p.88"))
    s.stack.append(Action(cid=c.cid, name="loot", stage="pick", data={"tokens": tokens, "taken": 0}))


def pending(content, s, f: Action) -> Decision:
    c = s.char(f.cid)
    return Decision(c.seat, "stonesaga.loot.take", f"{c.name}: take a material ({2 - f.data['taken']} left)",
                    tuple(Choice(f"opt:{i}", f"{m}{' (processed)' if p else ''}") for i, (m, p) in enumerate(f.data["tokens"])),
                    rule="rb p.88")


def apply(content, s, f: Action, choice, events: list) -> None:
    c = s.char(f.cid)
    m, p = f.data["tokens"].pop(int(choice.id.split(":")[1]))
    chars.gain_resource(content, c, m, 1, processed=p)                # rb p.88 step 4: as it lies
    f.data["taken"] += 1
    if f.data["taken"] >= 2:
        s.stack.remove(f)


def auto(content, s, f, events) -> bool:
    return False
