"""The bequest (rb p.70 step 5): when a character dies on a terrain with other characters, they
may take up to five of its items and five of its resources in all, shared among them as the
players like; what is not taken, and everything of a character who dies alone, is lost.

The players choose, one piece at a time: what passes on next (`item:<instance>`,
`res:<key>`, or `done` to let the rest go), then, with several heirs who could take it, to whom
(`char:<cid>`). An item goes into a free slot of its type, else face down into a free Satchel
slot (stowed, rb p.18); an heir with neither is not offered it. Resources go into the bag
(unlimited during the Day, rb p.18); those on the dead's capacity items count among them."""
from __future__ import annotations

from game.core.decision import Event
from game.core.i18n import Msg

from . import board, chars, words
from .state import Character, Effects, SaState
from .waits import stored_choice, stored_prompt

ITEMS_MAX = 5                                            # rb p.70: « jusqu'à un total de cinq objets
RESOURCES_MAX = 5                                        # et cinq ressources »


def start(content, s: SaState, dead: Character, events: list) -> Effects | None:
    """Take the dead character's goods off it; a frame for the heirs' choices, or None if there is
    nobody to take them (then they are lost, rb p.70)."""
    items = chars.all_items(dead) + list(dead.stowed)
    bag = dict(dead.bag)
    for store in dead.stores.values():
        for k, n in store.items():
            bag[k] = bag.get(k, 0) + n
    dead.items = {"hand": [], "body": [], "satchel": []}
    dead.stowed, dead.bag, dead.stores = [], {}, {}
    heirs = [o.cid for o in board.chars_at(s, dead.pos) if o.cid != dead.cid and not o.dead]
    w = {"kind": "bequest", "items": items, "bag": {k: n for k, n in sorted(bag.items()) if n > 0},
         "heirs": heirs, "dead": dead.name, "given_items": 0, "given_res": 0, "pick": "", "rule": "rb p.70"}
    if not heirs or not _offer(content, s, w):
        events.append(Event("bequest", Msg("{name}'s belongings are lost", name=dead.name), seat=dead.seat, rule="rb p.70"))
        return None
    return Effects(cid=heirs[0], source="bequest", wait=w)


def _takers(content, s: SaState, w: dict, pick: str) -> list[str]:
    """Heirs who can take this piece: anyone for a resource; for an item, a free slot of its type or
    a free Satchel slot to stow it in (rb p.18)."""
    if pick.startswith("res:"):
        return list(w["heirs"])
    slot = content.items[chars.item_id(pick.split(":", 1)[1])].slot
    return [h for h in w["heirs"] if chars.free_slots(s.char(h), slot) > 0 or chars.free_slots(s.char(h), "satchel") > 0]


def _offer(content, s: SaState, w: dict) -> bool:
    """Fill the wait's prompt and choices for the next step; False when nothing more can pass."""
    if w["pick"]:
        who = _takers(content, s, w, w["pick"])
        w.update(stored_prompt(Msg("Bequest of {dead}: who takes {what}?", dead=w["dead"], what=_piece(w["pick"]))))
        w["choices"] = [[f"char:{h}", s.char(h).name or h] for h in who]
        return True
    choices = []
    if w["given_items"] < ITEMS_MAX:
        choices += [stored_choice(f"item:{i}", Msg("Pass on {item}", item=i)) for i in w["items"]
                    if _takers(content, s, w, f"item:{i}")]
    if w["given_res"] < RESOURCES_MAX:
        choices += [stored_choice(f"res:{k}", Msg("Pass on 1 {resource} ({n} left)", resource=words.resource(k), n=n))
                    for k, n in w["bag"].items()]
    if not choices:
        return False
    # the counts with their plural forms (issue 17; a save's older id: words.LEGACY)
    w.update(stored_prompt(Msg("Bequest of {dead}: what passes on? ({items} and {resources} may still pass)",
                               dead=w["dead"], items=words.items(ITEMS_MAX - w["given_items"]),
                               resources=words.resources(RESOURCES_MAX - w["given_res"]))))
    w["choices"] = choices + [stored_choice("done", Msg("Let the rest go"))]
    return True


def _piece(pick: str) -> str | dict:
    """The piece passing on as a message parameter: an item instance as it is, a resource key as
    a term with its state (words.py)."""
    kind, x = pick.split(":", 1)
    return words.resource(x) if kind == "res" else x


def resume(content, s: SaState, f: Effects, c, w: dict, cid: str, events: list) -> None:
    """One answer: a piece picked (then its heir, asked only if several could take it), or done."""
    if cid == "done":
        events.append(Event("bequest", Msg("The rest of {name}'s belongings are lost", name=w["dead"]), rule="rb p.70"))
        return
    if cid.startswith(("item:", "res:")):
        w["pick"] = cid
        who = _takers(content, s, w, cid)
        if len(who) > 1:
            _offer(content, s, w)
            f.wait = w
            return
        heir = who[0]
    else:
        heir = cid.split(":", 1)[1]
    _give(content, s, w, s.char(heir), events)
    w["pick"] = ""
    if _offer(content, s, w):
        f.wait = w
    else:
        events.append(Event("bequest", Msg("The bequest of {name} is settled", name=w["dead"]), rule="rb p.70"))


def _give(content, s: SaState, w: dict, h: Character, events: list) -> None:
    kind, x = w["pick"].split(":", 1)
    if kind == "res":
        chars.add(h, x, 1)
        w["bag"][x] -= 1
        if not w["bag"][x]:
            del w["bag"][x]
        w["given_res"] += 1
    else:
        slot = content.items[chars.item_id(x)].slot
        if chars.free_slots(h, slot) > 0:
            h.items[slot].append(x)
        else:
            h.stowed.append(x)                           # face down in a free Satchel slot (rb p.18)
        w["items"].remove(x)
        w["given_items"] += 1
    events.append(Event("bequest", Msg("{name} takes {what} from {dead}'s belongings", name=h.name, what=x, dead=w["dead"]), seat=h.seat, rule="rb p.70"))
