"""Taboos (rb p.87): recorded on the journal's Community page; an action or a choice that breaks
one or more raises Discontent by 1 (once for that action or choice); at the end of a challenge
(or of an event in infinite mode), with at least one taboo and none broken, Discontent −1
(`campaign.close`). The taboos in play are `s.saga["taboos"]`; `s.saga["taboo_broken"]` says
whether one was broken during this challenge or event."""
from __future__ import annotations

from game.core.decision import Event
from game.core.i18n import Msg

from ..state import SaState
from .common import saga


def in_play(s: SaState) -> list[str]:
    return list(saga(s).get("taboos", []))


def add(s: SaState, tid: str) -> None:
    lst = saga(s).setdefault("taboos", [])
    if tid not in lst:
        lst.append(tid)


def remove(s: SaState, tid: str) -> None:
    lst = saga(s).setdefault("taboos", [])
    if tid in lst:
        lst.remove(tid)                                  # rb p.87: it no longer applies


def broken(content, s: SaState, tids: list[str], events: list) -> bool:
    """One action or choice broke these taboos: Discontent +1 once if any is in play (rb p.87)."""
    from .. import effects
    hit = [t for t in tids if t in in_play(s)]
    if not hit:
        return False
    effects.move_track(s, "discontent", 1)
    saga(s)["taboo_broken"] = True
    events.append(Event("taboo", Msg("A taboo is broken ({taboos}): Discontent +1", taboos=list(hit)), rule="rb p.87"))
    return True


def end_of_period(s: SaState) -> int:
    """rb p.87: at the end of a challenge or an event: −1 Discontent if taboos exist and none was
    broken; the count starts again. Returns the change."""
    from .. import effects
    change = 0
    if in_play(s) and not saga(s).get("taboo_broken"):
        effects.move_track(s, "discontent", -1)
        change = -1
    saga(s)["taboo_broken"] = False
    return change
