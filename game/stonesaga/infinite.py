"""Infinite mode (rb p.102-104) and the game modifications (rb p.98-101) as ruleset options.

Infinite mode: Event cards replace challenges. Setup: the event deck shuffled with the `last`
event at the bottom; the top one is the current event and its front resolves; every objective
persists. At the end of each Day, if Demand ≥ the current event's threshold: its back resolves
and Demand returns to 0, it is discarded, the new top's front resolves, the characters age by its
interval (Season 0×, Generation 1×, Epoch 2×) and the Night and Travel discards return to their
decks, shuffled. Knowledge does not reset; "add a pending challenge" effects are ignored.

State: `s.saga["infinite"] = {"deck": [...], "discard": [...], "events": n}`.
"""
from __future__ import annotations

from game.core.decision import Event
from game.core.i18n import Msg
from game.core.ruleset import Option

from . import effects
from .content_campaign import for_content
from .state import SaState

YES_NO = (("yes", "Yes"), ("no", "No"))
AGEING = {"season": 0, "generation": 1, "epoch": 2}                     # rb p.104 step 4


def options() -> list[Option]:
    """The modifications of rb p.98-101 and infinite mode, each a switch the ruleset lists. The
    harsher Night of rb p.101 is the flow's three difficulty options (SS-19, SS-20, SS-21)."""
    return [
        Option("ss_mode", "Mode (rb p.102, SS-130)", (("campaign", "Challenges"), ("infinite", "Infinite mode: events")),
               "campaign", help="rb p.102-104: Event cards replace the challenge; no win, no loss by Demand"),
        Option("ss_conflict_rule", "Group decisions (rb p.98, 101, SS-131)",
               (("dawn", "Dawn: the group chooses"), ("dusk", "Dusk: the least favourable one is taken")), "dawn",
               help="Dusk: a behemoth's goal, its flight and whom it meets are settled against the group"),
        Option("ss_simultaneous", "Simultaneous Day play (rb p.100, SS-132)", YES_NO, "no",
               help="A character keeps the turn after an action until it passes or hands over"),
        Option("ss_solo", "Solo (rb p.100, SS-133)", (("multi", "Normal rules"),
                                                     ("extreme", "Extreme: one character and a pet")), "multi",
               help="Extreme: on a death the Night card is discarded, Demand +2 and a new Day begins"),
        Option("ss_behemoth_edges", "A behemoth's path and impassable edges (SS-70)",
               (("respect", "Respects them (not its lair's)"), ("ignore", "Ignores them")), "respect"),
    ]


def active(s: SaState) -> bool:
    """Infinite mode is on (rb p.102)."""
    return s.opt("ss_mode") == "infinite"


def extreme_solo_pet(content, s: SaState) -> None:
    """rb p.100: extreme solo is one character and a pet; a game started without one (not
    carried from a campaign) gives the pack's first pet to the character (ruling SS-133)."""
    from .advanced import pets as pet_rules
    defs = sorted(for_content(content).pets)
    live = s.living()
    if pet_rules.pets(s) or not defs or not live:
        return
    p = pet_rules.gain_pet(content, s, defs[0], live[0])
    p.pos = live[0].pos or s.start


def state(s: SaState) -> dict:
    saga = getattr(s, "saga", None)
    if saga is None:
        saga = {}
        s.saga = saga                                                  # type: ignore[attr-defined]
    return saga.setdefault("infinite", {"deck": [], "discard": [], "events": 0})


def setup(content, s: SaState, events: list) -> None:
    """rb p.103 step 6 and 8: the event deck (the `last` event at the bottom, the rest
    shuffled); the first card is current and its front resolves; objectives all persist."""
    inf = state(s)
    evs = for_content(content).events
    last = [e for e in sorted(evs) if evs[e].last]
    rest = [e for e in sorted(evs) if not evs[e].last]
    s.rng.shuffle(rest)
    inf["deck"] = rest + last
    inf["discard"] = []
    for o in list(s.objectives):                                       # rb p.103 step 8
        if o not in s.permanent:
            s.permanent.append(o)
    s.objectives = []
    _front(content, s, events)


def current(content, s: SaState):
    inf = state(s)
    return for_content(content).events[inf["deck"][0]] if inf["deck"] else None


def _front(content, s: SaState, events: list) -> None:
    ev = current(content, s)
    if ev is None:
        return
    events.append(Event("event", Msg("Event: {name}. {text}", name=ev.name, text=ev.text), reveals=True, rule="rb p.104"))
    who = _who(s)
    if who and ev.front:
        effects.push(s, who, ev.front, source=f"event:{ev.id}:front")


def _who(s: SaState) -> str:
    live = s.on_map() or s.living()
    return live[0].cid if live else ""


def end_of_day(content, s: SaState, events: list) -> bool:
    """rb p.104: at the end of a Day phase, if Demand ≥ the current event's threshold, steps
    1-5. True when an event ended. Effects are pushed (back first, then the new front)."""
    ev = current(content, s)
    if ev is None or s.tracks["demand"] < ev.threshold:
        return False
    inf = state(s)
    inf["events"] += 1
    who = _who(s)
    pushes = []
    events.append(Event("event", Msg("{name} ends", name=ev.name), reveals=True, rule="rb p.104"))
    if ev.back:
        pushes.append((ev.back, f"event:{ev.id}:back"))                 # step 1
    s.tracks["demand"] = 0
    from .advanced import taboos
    taboos.end_of_period(s)                                            # rb p.87: "ou événement"
    inf["discard"].append(inf["deck"].pop(0))                          # step 2
    if not inf["deck"]:                                                # ruling SS-87: the deck turns over
        inf["deck"], inf["discard"] = inf["discard"], []
        s.rng.shuffle(inf["deck"])
    nxt = current(content, s)
    if nxt is not None:
        events.append(Event("event", Msg("Event: {name}. {text}", name=nxt.name, text=nxt.text), reveals=True, rule="rb p.104"))
        if nxt.front:
            pushes.append((nxt.front, f"event:{nxt.id}:front"))        # step 3
    if nxt is not None:                                                # step 4: the interval to the new one
        age(content, s, AGEING[nxt.interval], events)                  # (as a challenge's, rb p.94)
    for name in ("night", "travel"):                                   # step 5
        pile = s.discards.get(name, [])
        s.decks[name] = s.decks.get(name, []) + pile
        s.discards[name] = []
        s.rng.shuffle(s.decks[name])
    for fx, src in reversed(pushes):                                   # back resolves first
        if who:
            effects.push(s, who, fx, source=src)
    return True


def age(content, s: SaState, times: int, events: list) -> None:
    """rb p.104 step 4, p.94: young → old, old → dies (a Legend; its player makes a new one)."""
    from .night import die
    for _ in range(times):
        for c in list(s.chars):
            if c.dead or not c.stats:
                continue
            if c.age == "young":
                c.age = "old"
                events.append(Event("age", Msg("{name} grows old", name=c.name), seat=c.seat, rule="rb p.104"))
            else:
                die(content, s, c, events)


# --- the flow's hook points (hooks.py: day, setup and night call these without importing them) ----

def _hook_end_of_day(content, s: SaState, events: list) -> bool:
    return active(s) and end_of_day(content, s, events)


def _hook_before_first_day(content, s: SaState, events: list) -> bool:
    if s.opt("ss_solo") == "extreme":
        extreme_solo_pet(content, s)                                   # rb p.100
    return False


def _hook_challenge_setup(content, s: SaState, events: list) -> bool:
    if not active(s):
        return False
    setup(content, s, events)                                          # rb p.103: events, not the challenge
    return True


def _hook_night_death(content, s: SaState, events: list, dead) -> bool:
    if s.opt("ss_solo") != "extreme":
        return False
    from .advanced.pets import extreme_solo_death
    extreme_solo_death(content, s, events, dead)                       # rb p.100 step 2
    return True


def _register() -> None:
    from . import hooks
    hooks.register("end_of_day", _hook_end_of_day)
    hooks.register("before_first_day", _hook_before_first_day)
    hooks.register("challenge_setup", _hook_challenge_setup)
    hooks.register("night_death", _hook_night_death)


_register()
