"""Challenges and objectives (rb p.22-24): the objectives put out at setup, their requirements
checked after every action, tokens delivered onto them, their back effects on achievement; the
Demand ladder of challenge events (each once, ascending); the end of the challenge, won when
its completion rule holds, lost by its final event."""
from __future__ import annotations

from game.core.decision import Event
from game.core.i18n import Msg

from . import chars, conditions, effect_queue
from .state import SaState


def start(content, s: SaState) -> None:
    """rb p.9 step 6: the challenge's objectives and the earlier permanent ones."""
    ch = content.challenges[s.challenge]
    s.objectives = list(ch.immediate)
    for o in ch.permanent:
        if o not in s.permanent:
            s.permanent.append(o)


def setup_effects(content, s: SaState, events: list) -> None:
    """rb p.9 step 6: follow the challenge's setup text (for the first character)."""
    ch = content.challenges[s.challenge]
    if ch.setup:
        effect_queue.push(s, s.chars[0].cid, ch.setup, source=f"challenge:{ch.id}")


def in_play(s: SaState) -> list[str]:
    return [o for o in s.objectives + s.permanent if o not in s.achieved]


def requirement_met(content, s: SaState, oid: str) -> bool:
    """An objective's front: its condition holds for some living character and every token it
    asks for has been delivered onto it (rb p.23)."""
    obj = content.objectives[oid]
    need = obj.deliver or {}                             # read only
    if need:
        have = s.delivered.get(oid, {})
        if any(have.get(k, 0) < n for k, n in need.items()):
            return False
    cond = obj.condition
    if cond is None:
        return bool(need)
    on_map = s.on_map()
    if not on_map:
        return False
    if conditions.about_community(cond):                 # the same for every character: asked once
        return conditions.holds(content, s, on_map[0], cond)
    for c in on_map:
        if conditions.holds(content, s, c, cond):
            return True
    return False


def check(content, s: SaState, events: list) -> None:
    """After each action: achieve every objective whose requirement holds (rb p.23)."""
    if s.phase == "over":
        return
    for oid in in_play(s):
        if content.objectives[oid].condition is not None or content.objectives[oid].deliver:
            if requirement_met(content, s, oid):
                achieve(content, s, oid, None, events)
    # the end is checked once the backs of the cards have resolved (ruleset.settle, SS-26)


def achieve(content, s: SaState, oid: str, c, events: list) -> None:
    """rb p.23: read the back, return the tokens on the card (they are spent)."""
    if oid in s.achieved:
        return
    s.achieved.append(oid)
    s.delivered.pop(oid, None)
    obj = content.objectives[oid]
    events.append(Event("objective", Msg("Objective achieved: {objective}", objective=obj.name), reveals=True, rule="rb p.23"))
    who = c or (s.on_map()[0] if s.on_map() else s.chars[0])
    effect_queue.push(s, who.cid, obj.on_achieve, source=f"objective:{oid}")


def deliverable(content, s: SaState, c) -> list[tuple[str, str]]:
    """(objective, resource key) pairs the character can put a token on now."""
    out: list[tuple[str, str]] = []
    if not c.bag:
        return out
    keys = None                                          # the bag sorted, once, when first needed
    for oid in in_play(s):
        need = content.objectives[oid].deliver
        if not need:
            continue
        have = s.delivered.get(oid, {})
        for res, n in need.items():
            if have.get(res, 0) < n:
                if keys is None:
                    keys = sorted(c.bag)
                for key in keys:
                    if chars.base(key) == res or (res == "food" and chars.is_food(key)):
                        out.append((oid, key))
    return out


def can_deliver(content, s: SaState, c) -> bool:
    """`deliverable(...)` is not empty, found without listing the pairs (the Day menu asks it
    before every turn, issue 10): some objective in play still asks for a resource the
    character holds."""
    if not c.bag:
        return False
    types: set[str] | None = None                        # the bag's resource types, once, when first needed
    food = False
    for oid in in_play(s):
        need = content.objectives[oid].deliver
        if not need:
            continue
        have = s.delivered.get(oid, {})
        for res, n in need.items():
            if have.get(res, 0) < n:
                if types is None:
                    types = {chars.base(k) for k in c.bag}
                    food = any(chars.is_food(k) for k in c.bag)
                if res in types or (res == "food" and food):
                    return True
    return False


def deliver(content, s: SaState, c, oid: str, key: str) -> None:
    """Put one token on the objective card; tokens there never degrade (rb p.20)."""
    need = content.objectives[oid].deliver
    res = chars.base(key) if chars.base(key) in need else "food"
    chars.take(c, key)
    d = s.delivered.setdefault(oid, {})
    d[res] = d.get(res, 0) + 1


def completed(content, s: SaState) -> bool:
    """The completion rule (rb p.22): `completion.achieved` of the immediate objectives in play
    (the challenge's and those added since) achieved; 0 means all of the challenge's."""
    ch = content.challenges[s.challenge]
    need = ch.completion.achieved or len(ch.immediate)
    done = sum(1 for o in s.objectives if o in s.achieved)
    return need > 0 and done >= need


def _infinite(s: SaState) -> bool:
    return (getattr(s, "options", None) or {}).get("ss_mode") == "infinite"   # rb p.102: events, no challenge


def check_end(content, s: SaState, events: list) -> None:
    if s.phase != "over" and not _infinite(s) and completed(content, s):
        ch = content.challenges[s.challenge]
        end(content, s, "won", events, codex=ch.completion.codex)


def demand_events(content, s: SaState, events: list) -> None:
    """rb p.24/53 step 8: every unresolved event whose threshold ≤ Demand, ascending, once each;
    the last one ends the challenge (lost unless its effects said otherwise)."""
    if _infinite(s):
        return                                        # rb p.104: Demand times the events instead
    ch = content.challenges[s.challenge]
    order = sorted(range(len(ch.events)), key=lambda i: ch.events[i].threshold)
    due = [i for i in order if i not in s.events_done and ch.events[i].threshold <= s.tracks["demand"]]
    who = s.on_map()[0].cid if s.on_map() else s.chars[0].cid
    for i in reversed(due):
        s.events_done.append(i)
    # pushed in reverse so the lowest threshold resolves first
    for i in reversed(due):
        ev = ch.events[i]
        if i == order[-1]:
            effect_queue.push(s, who, [{"end_challenge": {"result": "lost"}}], source=f"event:{i}")
        effect_queue.push(s, who, ev.effects, source=f"event:{i}")
        events.append(Event("event", Msg("Challenge event at Demand {demand}", demand=ev.threshold), reveals=True, rule="rb p.24"))


def end(content, s: SaState, result: str, events: list, codex: str | None = None, c=None) -> None:
    if s.phase == "over":
        return
    s.result = result
    s.phase = "over"
    s.end_text = f"The challenge is {'won' if result == 'won' else 'lost'}"
    if codex:
        if codex not in s.codex_read:
            s.codex_read.append(codex)
        s.end_text += f" (codex {codex}: {content.codex[codex].text})"
    won = result == "won"
    if codex:
        text = (Msg("The challenge is won (codex {entry}: {text})", entry=codex, text=content.codex[codex].text) if won
                else Msg("The challenge is lost (codex {entry}: {text})", entry=codex, text=content.codex[codex].text))
    else:
        text = Msg("The challenge is won") if won else Msg("The challenge is lost")
    events.append(Event("end", text, reveals=True, rule="rb p.22"))
    s.stack.clear()
    from .campaign_frames import begin_keep
    begin_keep(content, s)                            # rb p.95: a campaign's kept goods are chosen


def triggers(content, s: SaState, when: str, events: list) -> None:
    """Challenge triggers such as "at the end of a day, if X is achieved, read N" (rb p.23)."""
    if _infinite(s):
        return                                        # rb p.102: no challenge card in play
    ch = content.challenges[s.challenge]
    who = s.on_map()[0] if s.on_map() else None
    if who is None:
        return
    for i, tr in enumerate(ch.triggers):
        if tr.when != when or (tr.once and i in s.triggers_done):
            continue
        if conditions.holds(content, s, who, tr.condition):
            if tr.once:
                s.triggers_done.append(i)
            effect_queue.push(s, who.cid, tr.effects, source=f"trigger:{i}")
