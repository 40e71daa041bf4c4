"""The campaign's choices made inside a match, so they are decisions with choice ids that a save
and a replay carry: what each surviving character keeps at the end of a challenge (rb p.95: up to
five Item cards and five Material tokens) and which camps become ruins at the start of a new epoch
when there are more active camps than the Population allows (rb p.32).

Kept goods: when a campaign challenge ends (phase "over"), every living character holding more
than it may keep chooses, items first then materials; `s.saga["keep"]` holds the queue and the
picks, `s.saga["kept"]` the result that `campaign.close` reads. Nothing to choose (all fits) →
all is kept with no decision. Ruins: an `Action` frame named `ruin` pushed by `campaign.carry_in`.
"""
from __future__ import annotations

from typing import Any

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg

from . import chars, words
from .camp import camps_to_ruin
from .state import Action, SaState

KEEP_ITEMS = 5                 # rb p.95
KEEP_MATERIALS = 5             # rb p.95


def _saga(s: SaState) -> dict:
    d = getattr(s, "saga", None)
    if d is None:
        d = {}
        s.saga = d                                                     # type: ignore[attr-defined]
    return d


# --- kept goods (rb p.95) -------------------------------------------------------------------------

def item_pool(c) -> list[str]:
    """The character's Item cards (slots, then stowed), instance ids."""
    return chars.all_items(c) + list(c.stowed)


def material_pool(content, s: SaState, c) -> dict[str, int]:
    """Materials in its inventory and in the improvements of an active camp on its terrain
    (rb p.95); food and water are never kept."""
    pool: dict[str, int] = {}
    for k, n in c.bag.items():
        if n > 0 and chars.is_material(content, k):
            pool[k] = pool.get(k, 0) + n
    for camp in s.camps:
        if camp.cell == c.pos and camp.status == "active":
            for store in camp.stores.values():
                for k, n in store.items():
                    if n > 0 and chars.is_material(content, k):
                        pool[k] = pool.get(k, 0) + n
    return pool


def begin_keep(content, s: SaState) -> None:
    """At the end of a campaign challenge: queue the characters who must choose (rb p.95)."""
    saga = _saga(s)
    if "campaign" not in saga or "keep" in saga:
        return
    kept: dict[str, Any] = {}
    queue = []
    for c in s.chars:
        if c.dead or not c.stats:
            continue
        items, mats = item_pool(c), material_pool(content, s, c)
        if len(items) > KEEP_ITEMS or sum(mats.values()) > KEEP_MATERIALS:
            queue.append(c.cid)
        else:
            kept[c.cid] = {"items": [chars.item_id(i) for i in items], "materials": dict(sorted(mats.items()))}
    saga["kept"] = kept
    saga["keep"] = {"queue": queue, "stage": "", "items": [], "mats": {}}
    _advance(content, s)


def keeping(s: SaState) -> bool:
    k = _saga(s).get("keep")
    return bool(k and k["queue"])


def _advance(content, s: SaState) -> None:
    """Move on until a choice is due: items (if over five), then materials, then the next character."""
    k = _saga(s)["keep"]
    while k["queue"]:
        c = s.char(k["queue"][0])
        items = [i for i in item_pool(c) if i not in k["items"]]
        if k["stage"] == "":
            k["stage"] = "items" if len(item_pool(c)) > KEEP_ITEMS else "mats_check"
            if k["stage"] == "items":
                return
        if k["stage"] == "items":
            if len(k["items"]) < KEEP_ITEMS and items:
                return
            k["stage"] = "mats_check"
        if k["stage"] == "mats_check":
            pool = material_pool(content, s, c)
            if sum(pool.values()) > KEEP_MATERIALS:
                k["stage"] = "mats"
                return
            k["mats"] = dict(pool)
            k["stage"] = "done"
        if k["stage"] == "mats":
            left = _mats_left(content, s, c, k)
            if sum(k["mats"].values()) < KEEP_MATERIALS and left:
                return
            k["stage"] = "done"
        if k["stage"] == "done":
            chosen = k["items"] if len(item_pool(c)) > KEEP_ITEMS else item_pool(c)
            _saga(s)["kept"][c.cid] = {"items": [chars.item_id(i) for i in chosen],
                                       "materials": dict(sorted(k["mats"].items()))}
            k["queue"].pop(0)
            k.update(stage="", items=[], mats={})


def _mats_left(content, s: SaState, c, k) -> dict[str, int]:
    pool = material_pool(content, s, c)
    return {m: n - k["mats"].get(m, 0) for m, n in sorted(pool.items()) if n - k["mats"].get(m, 0) > 0}


KEEP_ONLY = N_("Keep only these")


def keep_pending(content, s: SaState) -> Decision | None:
    if not keeping(s):
        return None
    k = _saga(s)["keep"]
    c = s.char(k["queue"][0])
    if k["stage"] == "items":
        picks = [i for i in item_pool(c) if i not in k["items"]]
        return Decision(c.seat, "stonesaga.keep.items",
                        Msg("{name} keeps up to {limit} items ({n} chosen)", name=c.name, limit=KEEP_ITEMS, n=len(k["items"])),
                        tuple(Choice(f"item:{i}", content.items[chars.item_id(i)].name) for i in picks)
                        + (Choice("done", Msg(KEEP_ONLY)),), rule="rb p.95")
    left = _mats_left(content, s, c, k)
    return Decision(c.seat, "stonesaga.keep.materials",
                    Msg("{name} keeps up to {limit} materials ({n} chosen)", name=c.name, limit=KEEP_MATERIALS,
                        n=sum(k["mats"].values())),
                    tuple(Choice(f"mat:{m}", Msg("{resource} ({n} left)", resource=words.resource(m), n=n))
                          for m, n in left.items())
                    + (Choice("done", Msg(KEEP_ONLY)),), rule="rb p.95")


def keep_apply(content, s: SaState, choice: Choice, events: list) -> None:
    k = _saga(s)["keep"]
    c = s.char(k["queue"][0])
    kind, _, arg = choice.id.partition(":")
    if choice.id == "done":
        k["stage"] = "mats_check" if k["stage"] == "items" else "done"
    elif kind == "item":
        k["items"].append(arg)
    elif kind == "mat":
        k["mats"][arg] = k["mats"].get(arg, 0) + 1
    _advance(content, s)
    if not k["queue"]:
        events.append(Event("campaign", Msg("What each character keeps is chosen"), rule="rb p.95"))
    elif k["queue"][0] != c.cid:
        events.append(Event("campaign", Msg("{name} has chosen what to keep", name=c.name), seat=c.seat, rule="rb p.95"))


# --- camps over the cap at an epoch's start (rb p.32) --------------------------------------------

def push_ruins(s: SaState) -> None:
    """carry_in, at the first challenge of a new epoch: the players choose which active camps
    become ruins until the Population's cap is met (rb p.32)."""
    active = sum(1 for x in s.camps if x.status == "active")
    n = camps_to_ruin(active, s.tracks["population"])
    if n > 0:
        live = s.chars[0].cid if s.chars else "c1"
        s.stack.append(Action(cid=live, name="ruin", stage="pick", data={"left": n}))


def ruin_pending(content, s: SaState, f: Action) -> Decision:
    return Decision(0, "stonesaga.campaign.ruin",
                    Msg("A new epoch: camps over the Population's cap that become ruins: {n}. Which?", n=f.data["left"]),
                    tuple(Choice(f"camp:{i}", Msg("{camp} becomes a ruin", camp=x.name)) for i, x in enumerate(s.camps)
                          if x.status == "active"),
                    rule="rb p.32")


def ruin_apply(content, s: SaState, f: Action, choice: Choice, events: list) -> None:
    camp = s.camps[int(choice.id.split(":")[1])]
    camp.status = "ruin"
    events.append(Event("camp", Msg("{camp} becomes a ruin", camp=camp.name), rule="rb p.32"))
    f.data["left"] -= 1
    if f.data["left"] <= 0:
        s.stack.remove(f)


def ruin_auto(content, s: SaState, f: Action, events: list) -> bool:
    return False


class _Frames:
    @staticmethod
    def available(content, s, c):
        return []

    pending = staticmethod(ruin_pending)
    apply = staticmethod(ruin_apply)
    auto = staticmethod(ruin_auto)


FRAMES = {"ruin": _Frames}
