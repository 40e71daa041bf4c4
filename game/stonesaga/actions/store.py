"""Storing resources (rb p.18, 34, 64): before or after any action a character may move resources
between its bag and the capacity items and camp improvements within reach (`capacity.py`). It is
a free step like sharing (no energy, no turn), offered on the Day menu as `action:store`; each
move is one resource, `put:<place>:<key>` or `take:<place>:<key>`, until `done`."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg

from .. import capacity, words
from . import common
from ..menu import menu_msg

PUT, TAKE = N_("Put 1 {resource} on {place}"), N_("Take 1 {resource} from {place}")
MOVES_MAX = 12                   # ruling SS-15's bound on free loops: a store step ends after 12 moves


def _choices(content, s, c) -> list[Choice]:
    out = [menu_msg(f"put:{w}:{k}", PUT, resource=k, place=w) for w, k in capacity.put_options(content, s, c)]
    out += [menu_msg(f"take:{w}:{k}", TAKE, resource=k, place=w) for w, k in capacity.take_options(content, s, c)]
    return out


def available(content, s, c) -> list[Choice]:
    if capacity.has_places(content, s, c) and _choices(content, s, c):
        return [menu_msg("action:store", N_("Store or take resources (free)"))]
    return []


def begin(content, s, c, cid: str, events: list) -> None:
    common.push(s, c, "store", "move")


def pending(content, s, f) -> Decision:
    c = s.char(f.cid)
    return Decision(c.seat, "stonesaga.store", Msg("{name}: store or take resources", name=c.name),
                    tuple(_choices(content, s, c) + [menu_msg("done", N_("Done"))]), rule="rb p.18, 64")


def apply(content, s, f, choice, events: list) -> None:
    c = s.char(f.cid)
    if choice.id == "done":
        common.finish(s, f)
        return
    verb, where, key = choice.id.split(":", 2)
    ok = (capacity.put if verb == "put" else capacity.take)(content, s, c, where, key)
    if ok:
        text = (Msg("{name} puts 1 {resource} on {place}", name=c.name, resource=words.resource(key), place=where) if verb == "put"
                else Msg("{name} takes 1 {resource} from {place}", name=c.name, resource=words.resource(key), place=where))
        events.append(Event("store", text, seat=c.seat, rule="rb p.64"))
    f.data["n"] = f.data.get("n", 0) + 1
    if f.data["n"] >= MOVES_MAX or not _choices(content, s, c):
        common.finish(s, f)
