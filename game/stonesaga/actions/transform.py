"""Transform (rb p.27-29): spend 1 energy (per action: ruling SS-5), then process up to 3
resources one at a time; every processing condition of a resource is met by a tool on another
component (items, material tokens, the fire's Heat, a camp's improvements); each tool icon
serves once per action, Heat up to 3 times. The matching is `transform.py` (rules)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg

from .. import board, chars
from .. import transform as matching
from . import common
from ..menu import menu_msg

NUT_TOOL_DEFAULT = "strike"       # ruling SS-17: the nut token's tool is not in the text


def _requires(content, key: str) -> list[str] | None:
    """The processing conditions of an unprocessed resource, None if it cannot be processed."""
    b, st = chars.base(key), chars.state_of(key)
    if st:
        return None
    if b in content.materials:
        return list(content.materials[b].unprocessed.requires)
    food = content.rulebook.food.get(b)
    if food is not None and food.kind == "non_perishable":
        tool = food.process_tool or NUT_TOOL_DEFAULT
        return [tool]
    return None


def _processed_tools(content, key: str) -> list[str]:
    b = chars.base(key)
    return list(content.materials[b].processed.tools) if b in content.materials else []


def _token_tools(content, key: str) -> list[str]:
    b = chars.base(key)
    if b not in content.materials:
        return []
    face = content.materials[b].processed if chars.state_of(key) == "p" else content.materials[b].unprocessed
    return list(face.tools)


def _source_groups(content, s, c):
    """The tool sources the character can use now, lazily, as (id, copies, tools, token): an item, a
    resource key held `copies` times (one component per token: `token` is True), the fire, an
    improvement."""
    for inst in chars.all_items(c):
        tools = content.items[chars.item_id(inst)].tools
        if tools:
            yield inst, 1, tools, False
    for key in sorted(c.bag):
        tools = _token_tools(content, key)
        if tools and c.bag[key] > 0:
            yield key, c.bag[key], tools, True
    if c.pos and s.cells[c.pos].fire:
        yield "fire", 1, ("heat",), False                 # rb p.27: fire = Heat
    camp = board.active_camp_at(s, c.pos) if c.pos else None
    if camp is not None:
        for i, imp in enumerate(camp.improvements):
            tools = content.improvements[imp].tools
            if tools:
                yield f"improvement:{i}", 1, tools, False


def sources(content, s, c) -> list[dict]:
    """Every tool source the character can use now, one entry per component (rb p.27)."""
    out = []
    for sid, copies, tools, token in _source_groups(content, s, c):
        if token:                                         # a resource: one entry per token
            for i in range(copies):
                out.append({"id": f"{sid}@{i}", "tools": list(tools)})
        else:
            out.append({"id": sid, "tools": list(tools)})
    return out


def has_tool(content, s, c, tool: str) -> bool:
    """Whether `tool` shows on some source of `sources` (without building them: the first one
    that shows it answers; the components in `_source_groups`' order, without its sorting)."""
    items = content.items
    for inst in chars.all_items(c):
        if tool in items[chars.item_id(inst)].tools:
            return True
    for key, n in c.bag.items():
        if n > 0 and tool in _own_tools(content, key):
            return True
    if tool == "heat" and c.pos and s.cells[c.pos].fire:
        return True                                       # rb p.27: fire = Heat
    camp = board.active_camp_at(s, c.pos) if c.pos else None
    if camp is not None:
        for imp in camp.improvements:
            if tool in content.improvements[imp].tools:
                return True
    return False


def tool_sources(content, s, c) -> list[tuple[str, str]]:
    return [(src["id"], t) for src in sources(content, s, c) for t in src["tools"]]


def _plan(content, s, c, keys: list[str], srcs: list[dict] | None = None):
    """The matching for `keys`; `srcs` is `sources(content, s, c)` when the caller has it
    (the matching only reads it)."""
    counts: dict[str, int] = {}
    res = []
    for key in keys:
        i = counts.get(key, 0)
        counts[key] = i + 1
        res.append({"id": f"{key}@{i}", "requires": _requires(content, key), "processed_tools": _processed_tools(content, key)})
    return matching.plan(res, sources(content, s, c) if srcs is None else srcs, heat_uses=content.rulebook.const("transform_heat_uses"),
                         max_resources=content.rulebook.const("transform_max_resources"),
                         flipped_fresh=s.opt("ss_transform_flipped_fresh") != "no")   # ruling SS-59


def _memo_key(content, s, c, chosen: list[str]) -> tuple:
    """What `_candidates` depends on: the bag, the chosen resources, the tool sources and the
    options. The sources are keyed by what makes them (`sources`): the items' ids in slot order
    (an instance number only names a component, and the matching is a complete search over
    components in that order), the fire and the active camp's improvements. Of the bag only the
    tokens that can be processed or show a tool count (the others take no part)."""
    camp = board.active_camp_at(s, c.pos) if c.pos else None
    relevant = content.memo.setdefault("transform_relevant", {})    # bag key -> takes part (content)
    bag = []
    for k in sorted(c.bag):
        r = relevant.get(k)
        if r is None:
            r = relevant[k] = _requires(content, k) is not None or bool(_token_tools(content, k))
        if r:
            bag.append((k, c.bag[k]))
    return (tuple(bag), tuple(chosen), tuple(chars.item_id(i) for i in chars.all_items(c)),
            bool(c.pos and s.cells[c.pos].fire), tuple(camp.improvements) if camp is not None else None,
            s.opt("ss_transform_cost") == "resource" and c.energy < 1, s.opt("ss_transform_flipped_fresh"))


def _memo(content, name: str) -> dict:
    memo = content.memo.setdefault(name, {})
    if len(memo) > 50_000:
        memo.clear()
    return memo


def candidates(content, s, c, chosen: list[str]) -> list[str]:
    """Resources that can still be processed in this action (cached per pack by `_memo_key`)."""
    key = _memo_key(content, s, c, chosen)
    memo = _memo(content, "transform_candidates")
    got = memo.get(key)
    if got is None:
        got = memo[key] = _candidates(content, s, c, chosen)
    return list(got)


def any_candidate(content, s, c) -> bool:
    """Whether a Transform could process anything now: exactly `bool(_candidates(..., []))`,
    without the matching. For the first resource of an action the matching is a count per tool:
    each condition needs its own icon on a component other than the resource's own token
    (rb p.28), each icon serves once, Heat up to 3 times (rb p.29), and no icon shows two tools,
    so the backtracking search of `transform.plan` succeeds exactly when, for every tool, the
    conditions asking for it are at most the icons showing it (times the Heat uses)."""
    if content.rulebook.const("transform_max_resources") < 1:
        return False
    shown: dict[str, int] = {}                            # tool -> icons on every component
    items = content.items                                # the components of `_source_groups`, counted
    for inst in chars.all_items(c):
        for t in items[chars.item_id(inst)].tools:
            shown[t] = shown.get(t, 0) + 1
    for key, n in c.bag.items():
        if n > 0:
            for t, k in _own_tools(content, key).items():
                shown[t] = shown.get(t, 0) + k * n
    if c.pos and s.cells[c.pos].fire:
        shown["heat"] = shown.get("heat", 0) + 1         # rb p.27: fire = Heat
    camp = board.active_camp_at(s, c.pos) if c.pos else None
    if camp is not None:
        for imp in camp.improvements:
            for t in content.improvements[imp].tools:
                shown[t] = shown.get(t, 0) + 1
    heat = content.rulebook.const("transform_heat_uses")
    for key, n in c.bag.items():
        if n <= 0:
            continue
        need = _needs(content, key)
        if need is None:
            continue
        own = _own_tools(content, key)                   # the resource's own face serves not itself
        for t, k in need:
            icons = shown.get(t, 0) - own.get(t, 0)
            if k > icons * (heat if t == "heat" else 1):
                break
        else:
            return True
    return False


def _needs(content, key: str) -> tuple[tuple[str, int], ...] | None:
    """`_requires` as (tool, conditions asking for it) pairs, None if it cannot be processed
    (cached per pack: a pure function of the key)."""
    memo = content.memo.setdefault("transform_needs", {})
    if key in memo:
        return memo[key]
    req = _requires(content, key)
    got = None
    if req is not None:
        counts: dict[str, int] = {}
        for t in req:
            counts[t] = counts.get(t, 0) + 1
        got = tuple(counts.items())
    memo[key] = got
    return got


def _own_tools(content, key: str) -> dict[str, int]:
    """The icons on one token's current face, counted (cached per pack like `_needs`)."""
    memo = content.memo.setdefault("transform_own", {})
    got = memo.get(key)
    if got is None:
        got = {}
        for t in _token_tools(content, key):
            got[t] = got.get(t, 0) + 1
        memo[key] = got
    return got


def _candidates(content, s, c, chosen: list[str], first_only: bool = False) -> list[str]:
    if len(chosen) >= content.rulebook.const("transform_max_resources"):
        return []
    if chosen and _per_resource(s) and c.energy < 1:
        return []
    out = []
    srcs = sources(content, s, c)
    for key in sorted(c.bag):
        if _requires(content, key) is None or chosen.count(key) >= c.bag[key]:
            continue
        if _plan(content, s, c, chosen + [key], srcs) is not None:
            out.append(key)
            if first_only:
                break
    return out


def _per_resource(s) -> bool:
    return s.opt("ss_transform_cost") == "resource"        # ruling SS-5


def _cost(s) -> int:
    return 1


def _processable(content, key: str) -> bool:
    """`_requires(content, key) is not None`, cached per pack (a pure function of the key)."""
    memo = content.memo.setdefault("transform_processable", {})
    got = memo.get(key)
    if got is None:
        got = memo[key] = _requires(content, key) is not None
    return got


def available(content, s, c) -> list[Choice]:
    # `_candidates` only ever offers a processable resource: none in the bag, no Transform
    if not any(_processable(content, k) for k in c.bag):
        return []
    if common.affordable(c, "transform", _cost(s)) and any_candidate(content, s, c):
        return [menu_msg("action:transform", N_("Transform (1 energy)"))]
    return []


def begin(content, s, c, cid: str, events: list) -> None:
    common.pay(content, s, c, "transform", _cost(s), events)
    common.push(s, c, "transform", "pick", chosen=[])


def pending(content, s, f) -> Decision:
    c = s.char(f.cid)
    cands = candidates(content, s, c, f.data["chosen"])
    choices = [menu_msg(f"res:{k}", N_("Process {resource}"), resource=k) for k in cands]
    if f.data["chosen"] or not cands:
        choices.append(menu_msg("done", N_("Done")))
    return Decision(c.seat, "stonesaga.transform.pick", Msg("{name}: process which resource?", name=c.name), tuple(choices),
                    rule="rb p.27")


def apply(content, s, f, choice, events: list) -> None:
    c = s.char(f.cid)
    if choice.id != "done":
        if f.data["chosen"] and _per_resource(s):
            chars.spend_energy(c, 1)                      # SS-5: 1 energy per resource
        f.data["chosen"].append(choice.id.split(":", 1)[1])
        if len(f.data["chosen"]) < content.rulebook.const("transform_max_resources") and \
                candidates(content, s, c, f.data["chosen"]):
            return
    for key in f.data["chosen"]:
        chars.take(c, key)
        chars.add(c, key + "/p")                          # rb p.20: processed, never reverts
    if f.data["chosen"]:
        events.append(Event("transform", Msg("{name} processes {resources}", name=c.name, resources=", ".join(f.data["chosen"])), seat=c.seat, rule="rb p.27"))
    common.finish(s, f)
