"""The Day phase (rb p.24): turns in any order, each one action or a pass; a character who
passed is done for the Day (passing is per character, Second audit 18); when every character
has passed, the Night begins. Before or after an action (never during) characters on one
terrain may swap food and water freely (rb p.24); designing an improvement is free in a turn
(rb p.33); delivering tokens onto an objective is free too (ruling SS-14)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg

from . import abilities, challenge, hooks, words
from .actions import REGISTRY
from .menu import menu_msg
from .behemoth import site_effects_after, site_effects_before
from .daybreak import can_turn, next_active, start_day
from .state import Night, SaState

__all__ = ["can_turn", "next_active", "start_day"]

FREE_NAMES = ("share", "deliver", "design", "examine", "store")   # no turn used (rb p.24, 33, 64; SS-14)
FREE_LIMIT = 40        # free steps in a row before a pass is the only other offer (SS-15)


# The modules of the Day menu, each once in registry order; rebuilt only if the registry grows
# (advanced modules join it at import): (registry size, modules).
_MODULES: tuple[int, tuple] = (0, ())


def _modules() -> tuple:
    global _MODULES
    if _MODULES[0] != len(REGISTRY):
        _MODULES = (len(REGISTRY), tuple(dict.fromkeys(REGISTRY.values())))
    return _MODULES[1]


def pending(content, s: SaState) -> Decision:
    c = s.char(s.active)
    choices: list[Choice] = []
    if s.free_used < FREE_LIMIT:
        for mod in _modules():
            choices += mod.available(content, s, c)
    else:
        for mod in _modules():
            for ch in mod.available(content, s, c):
                if ch.id.split(":")[1] not in FREE_NAMES and not getattr(mod, "FREE", False):
                    choices.append(ch)
    for other in s.chars:
        if other.cid != c.cid and can_turn(s, other):
            choices.append(menu_msg(f"char:{other.cid}", N_("Let {name} act"), name=other.name))
    choices.append(menu_msg("pass", N_("{name} passes for the Day"), name=c.name))
    # (a Msg: its English is made only if the prompt is read, issue 10)
    return Decision(c.seat, "stonesaga.day.turn", Msg("Day {day}: {name} ({energy})", day=s.day, name=c.name,
                                                      energy=words.energy(c.energy)),
                    tuple(choices), rule="rb p.24")


def apply(content, s: SaState, choice: Choice, events: list) -> None:
    c = s.char(s.active)
    cid = choice.id
    if cid == "pass":
        c.passed = True                                  # rb p.24: done for the Day
        events.append(Event("pass", Msg("{name} passes", name=c.name), seat=c.seat, rule="rb p.24"))
        _advance(content, s, events, c.cid)
        return
    if cid.startswith("char:"):
        s.active = cid.split(":", 1)[1]
        return
    name = cid.split(":")[1]
    mod = REGISTRY[name]
    if name in FREE_NAMES or getattr(mod, "FREE", False):
        s.free_used += 1
        s.acting = "free"
    else:
        s.acting = c.cid
        s.free_used = 0
        hooks.run("action_begins", content, s, c)        # rb p.91: the start of the Day is over (pets.py)
    below = len(s.stack)
    before = site_effects_before(content, s, c, name)    # rb p.73: what a replacing site effect may take back
    mod.begin(content, s, c, cid, events)
    site_effects_after(content, s, c, name, below, before)   # rb p.73: a behemoth's site effect


def after_action(content, s: SaState, events: list) -> None:
    """An action is over: objectives are checked (rb p.23), then the next character's turn."""
    who, s.acting = s.acting, ""
    challenge.check(content, s, events)
    if s.phase != "day":
        return
    if s.opt("ss_simultaneous") == "yes" and who and can_turn(s, s.char(who)):
        s.active = who                                   # rb p.100: plays on (ruling SS-132)
        return
    _advance(content, s, events, who)


def after_free(content, s: SaState, events: list) -> None:
    challenge.check(content, s, events)
    if s.phase == "day" and not can_turn(s, s.char(s.active)):
        _advance(content, s, events, s.active)


def _advance(content, s: SaState, events: list, after: str) -> None:
    next_active(s, after)
    if not s.active:
        end_day(content, s, events)


def end_day(content, s: SaState, events: list) -> None:
    """Every character has passed (or cannot act): the Night begins (rb p.24, 51)."""
    challenge.triggers(content, s, "end_of_day", events)
    abilities.hooks(content, s, "end_of_day", events)
    hooks.run("end_of_day", content, s, events)         # rb p.104: infinite mode's event (infinite.py)
    s.phase = "night"
    s.stack.insert(0, Night())
    abilities.hooks(content, s, "start_of_night", events)
    events.append(Event("night", Msg("Night {day} begins", day=s.day), rule="rb p.51"))
