"""Loot (rb p.88): on a terrain with a ruin, 2 energy and deplete; a bag of one cloud stone,
river stone, bone, wood, fiber and hide; two drawn and returned; the other four poured out and
left on the face they landed on; then either gain two of them as they lie, or use two of them at
once for a free Craft, as they lie (rb p.88 step 4; ruling SS-84: the two crafted tokens never
enter the inventory: when the layout makes nothing they stay in the ruin)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg, Sub, T

from .. import chars
from ..state import Action
from .common import granted
from ..menu import menu_msg


def has_ruin(content, s, cell: str) -> bool:
    """A ruin module on the terrain: a camp flipped to its ruin side or a ruin module (rb p.87)."""
    if any(camp.cell == cell and camp.status == "ruin" for camp in s.camps):
        return True
    return any(content.modules[m].kind == "ruin" for m in s.cells[cell].modules.values() if m in content.modules)


def _act():
    from ..actions import common                  # lazily: actions/__init__ imports this package
    return common


def available(content, s, c):
    if not granted(content, s, "loot") or not has_ruin(content, s, c.pos):
        return []
    act = _act()                                  # (an import: only once the action is unlocked)
    cost = act.site_cost(content, s, "loot", c.pos)
    return [menu_msg("action:loot", N_("Loot the ruin ({energy})"), energy=cost)] if act.affordable(c, "loot", cost) else []


def pour(content, s) -> list[list]:
    """Steps 1-3: the bag, two returned unseen, four poured on random faces → [[material, processed]]."""
    bag = list(content.rulebook.const("loot_bag"))                    # rb p.88 step 1
    s.rng.shuffle(bag)
    rest = bag[2:]                                                    # step 2: two go back
    return [[m, bool(s.rng.below(2))] for m in rest]                  # step 3: the face it lands on


def _key(m: str, p: bool) -> str:
    return m + "/p" if p else m


def craft_pairs(content, s, tokens: list) -> list[tuple[int, int]]:
    """Pairs of poured tokens with at least one valid craft layout (rb p.30: a shared symbol)."""
    from ..actions import craft
    blank = s.opt("ss_craft_blank_edge") or "invalid"
    out = []
    for i in range(len(tokens)):
        for j in range(i + 1, len(tokens)):
            a, b = _key(*tokens[i]), _key(*tokens[j])
            if chars.base(a) in content.materials and chars.base(b) in content.materials \
                    and craft.placements(content, a, b, blank):
                out.append((i, j))
    return out


def begin(content, s, c, cid: str, events: list) -> None:
    act = _act()
    act.pay(content, s, c, "loot", act.site_cost(content, s, "loot", c.pos), events)
    act.deplete(content, s, c.pos, "loot")
    tokens = pour(content, s)
    events.append(Event("loot", Msg("{name} loots: {tokens}", name=c.name, tokens=[_label(t) for t in tokens]),
                        seat=c.seat, reveals=True, rule="rb p.88"))
    stage = "mode" if craft_pairs(content, s, tokens) else "pick"
    s.stack.append(Action(cid=c.cid, name="loot", stage=stage, data={"tokens": tokens, "taken": 0}))


def _label(t) -> str | dict:
    """A poured token as a message parameter: its material, processed or not (issue 17)."""
    return Sub(N_("{material} (processed)"), material=T(t[0])) if t[1] else T(t[0])


def pending(content, s, f: Action) -> Decision:
    c = s.char(f.cid)
    toks = f.data["tokens"]
    if f.stage == "mode":                                             # rb p.88 step 4
        return Decision(c.seat, "stonesaga.loot.mode", Msg("{name}: take two, or craft with two?", name=c.name),
                        (Choice("opt:take", Msg("Gain two of them as they lie")),
                         Choice("opt:craft", Msg("Craft with two of them (no energy)"))), rule="rb p.88")
    if f.stage == "pair":
        return Decision(c.seat, "stonesaga.loot.pair", Msg("{name}: craft with which two?", name=c.name),
                        tuple(Choice(f"pair:{i},{j}", Msg("{a} + {b}", a=_label(toks[i]), b=_label(toks[j])))
                              for i, j in craft_pairs(content, s, toks)), rule="rb p.88")
    return Decision(c.seat, "stonesaga.loot.take", Msg("{name}: take a material ({n} left)", name=c.name, n=2 - f.data["taken"]),
                    tuple(Choice(f"opt:{i}", Msg("{material}", material=_label(t))) for i, t in enumerate(toks)), rule="rb p.88")


def apply(content, s, f: Action, choice, events: list) -> None:
    c = s.char(f.cid)
    if f.stage == "mode":
        f.stage = "pick" if choice.id == "opt:take" else "pair"
        return
    if f.stage == "pair":
        i, j = (int(x) for x in choice.id.split(":")[1].split(","))
        a, b = _key(*f.data["tokens"][i]), _key(*f.data["tokens"][j])
        f.data["lent"] = {k: c.bag.get(k, 0) for k in (a, b)}        # what the bag held before
        chars.add(c, a)
        chars.add(c, b)
        f.stage = "after_craft"
        act = _act()                                                  # the Craft action's layout step,
        act.push(s, c, "craft", "orient", a=a, b=b)                   # free: no energy (rb p.88)
        return
    m, p = f.data["tokens"].pop(int(choice.id.split(":")[1]))
    chars.gain_resource(content, c, m, 1, processed=p)                # rb p.88 step 4: as it lies
    f.data["taken"] += 1
    if f.data["taken"] >= 2:
        s.stack.remove(f)


def auto(content, s, f, events) -> bool:
    if f.stage != "after_craft":
        return False
    c = s.char(f.cid)
    for k, n in sorted(f.data["lent"].items()):                        # SS-84: not crafted → left behind
        extra = c.bag.get(k, 0) - n
        if extra > 0:
            chars.take(c, k, extra)
    s.stack.remove(f)
    return True
