"""The start of a Day (rb p.24) and who acts next, apart from the Day's action menu (`day.py`)
so the modules that end a Night or a Behemoth phase start the Day without importing the actions
(issue 19: no import cycle)."""
from __future__ import annotations

from game.core.decision import Event
from game.core.i18n import Msg

from . import abilities, challenge, chars, hooks
from .state import SaState


def start_day(content, s: SaState, events: list) -> None:
    """Start of a Day: passing, omen examinations and once-per-day powers reset (rb p.24, 61, 65)."""
    s.phase = "day"
    s.day += 1
    s.examined = []
    s.adventure = {}                                     # an adventure resolves within one effect list (rb p.60)
    for c in s.chars:
        if not c.dead and not c.pos and c.stats:
            c.pos = s.start                              # rb p.70 step 6: a replacement arrives
            c.energy = chars.energy_max(s)               # with full energy
        c.passed = False
        c.examined = False
        c.power_used = False
        c.used = []                                      # once-per-day abilities (rb p.65)
    s.active = ""
    s.free_used = 0
    next_active(s, "")
    events.append(Event("day", Msg("Day {day} begins", day=s.day), rule="rb p.24"))
    challenge.triggers(content, s, "start_of_day", events)
    abilities.hooks(content, s, "start_of_day", events)
    hooks.run("start_of_day", content, s, events)        # rb p.91: the pets' bond swaps (advanced/pets.py)


def can_turn(s: SaState, c) -> bool:
    return not c.dead and not c.passed and chars.can_act(s, c)


def next_active(s: SaState, after: str) -> None:
    order = [c for c in s.chars if not c.dead]
    ids = [c.cid for c in order]
    start = ids.index(after) + 1 if after in ids else 0
    for k in range(len(order)):
        c = order[(start + k) % len(order)]
        if can_turn(s, c):
            s.active = c.cid
            return
    s.active = ""
