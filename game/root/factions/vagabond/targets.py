"""What each Daylight action of the Vagabond may target now (Law 9.5): the menu offers an
action only when it has a target, and the action frames offer exactly these."""
from __future__ import annotations

from ...engine import fits, has_suit  # the Lost City's suits (R-LAND-11)
from ...engine import can_place, enemies, pieces_of, removable_warriors, removal_barred
from ..vagabond_state import damaged_items, has_face_up, quest_box, state_of, up, vs
from .pawn import _tables, others_here, special


def _quest_options(ctx, seat):
    """Face-up quests of my clearing's suit I can pay (normally, or by Improvise)."""
    fs = vs(ctx, seat)
    if not fs.clearing:
        return []
    suit = ctx.s.suits[fs.clearing]
    quests = _tables(ctx)[1]                         # `_quest`, spelt out
    # `_improvisations` is empty unless the Adventurer has not improvised this turn: asked once
    improvise = not fs.improvised and special(ctx, seat) == "improvise"
    out = []
    for q in quest_box(ctx, seat).quests:            # Law 9.7.2: shared with a second Vagabond
        rec = quests[q]
        if rec.suit != suit and not has_suit(ctx, fs.clearing, rec.suit):       # Lost City: R-LAND-11
            continue
        if _payable(fs, rec.items) or (improvise and _improvisations(ctx, seat, rec.items)):
            out.append(q)
    return out


def _payable(fs, need) -> bool:
    a, b = need
    return up(fs, a) >= (2 if a == b else 1) and up(fs, b) >= 1


def _improvisations(ctx, seat, need) -> list[tuple[str, str]]:
    """Law D.7.2 Improvise: (item used, item it stands for) pairs that complete the quest."""
    fs = vs(ctx, seat)
    if fs.improvised or special(ctx, seat) != "improvise":
        return []
    out = []
    a, b = need
    for x, other in ((a, b), (b, a)):          # x: the item improvised; other: still needed
        for y in sorted(set(t for t in fs.items if state_of(t) == "")):
            if y != x and up(fs, other) - (1 if y == other else 0) >= 1 and (y, x) not in out:
                out.append((y, x))
    return out


def _aid_targets(ctx, seat, here: list[int] | None = None):
    """`here`: `pieces_here`, if the menu counted it."""
    fs = ctx.s.fstate[seat]
    c = fs.clearing
    if not c or not has_face_up(fs):
        return []
    for x in ctx.s.hands[seat]:            # any(…), spelt out
        if fits(ctx, x, c):                # the Lost City: any card (R-LAND-11)
            return others_here(ctx, seat, here)
    return []


def _strike_targets(ctx, seat):
    fs = vs(ctx, seat)
    if not fs.clearing or not up(fs, "crossbow"):
        return []
    c = fs.clearing
    foes = [i for i in enemies(ctx, seat) if not removal_barred(ctx, i, c, seat, "strike")]   # Stoic Protector
    s = ctx.s
    # Law 9.5.6: a warrior, or another piece if that enemy has no warrior there. The Hundreds'
    # Warlord is a warrior that only battle removes (PT 14.2.2): alone, it makes its faction no
    # target (nothing can be removed; ruling R-EP-24)
    return [i for i in foes if removable_warriors(ctx, i, c) or not s.warriors[i][c] and (
            any(p[0] == i for p in s.buildings[c]) or any(p[0] == i for p in s.tokens[c]))]


def _battle_targets(ctx, seat, here: list[int] | None = None):
    """`here`: `pieces_here`, if the menu counted it."""
    fs = ctx.s.fstate[seat]
    c = fs.clearing
    if not c or "sword" not in fs.items:        # up(fs, "sword") == 0
        return []
    if here is not None:
        return [i for i in enemies(ctx, seat) if here[i]]
    return [i for i in enemies(ctx, seat) if pieces_of(ctx, i, c)]


def _special_available(ctx, seat, here: list[int] | None = None) -> bool:
    """`here`: `pieces_here`, if the menu counted it."""
    fs, s = vs(ctx, seat), ctx.s
    if "torch" not in fs.items:                 # up(fs, "torch") == 0
        return False
    sp = special(ctx, seat)
    c = fs.clearing
    if sp == "steal":     # a bot has no hand: the Thief draws instead (Rootbotics 2.8.1)
        return any(s.hands[i] or ctx.fac(i).automaton for i in others_here(ctx, seat, here))
    if sp == "day_labor":
        return bool(c) and any(fits(ctx, x, c) for x in s.discard)
    if sp == "hideout":
        return bool(damaged_items(fs))
    if sp == "instigate":
        return bool(_instigate_attackers(ctx, seat))
    if sp == "scorched_earth":
        return bool(c) and can_place(ctx, seat, c)
    if sp == "glide":
        return any(x != c and x not in s.closed for x in ctx.m.ids)
    return False                    # protector, improvise, swift_strike: no torch action


def _instigate_attackers(ctx, seat):
    c = vs(ctx, seat).clearing
    if not c:
        return []
    s = ctx.s
    return [a for a in range(s.n) if a != seat and ctx.fac(a).can_battle_in(ctx, a, c)
            and _instigate_defenders(ctx, seat, a)]


def _instigate_defenders(ctx, seat, a):
    c = vs(ctx, seat).clearing
    return [d for d in enemies(ctx, a) if d != seat and pieces_of(ctx, d, c)]


def _coalition_partners(ctx, seat):
    """Law 9.2.8 (PT): fewest VP among the others (ties: I choose), not already in a coalition,
    no activated dominance (FR; PT silent: their score has left the track, so PT's "fewer VP"
    cannot compare them — ruling Root §vagabond-coalition-10vp)."""
    s = ctx.s
    others = [i for i in range(s.n) if i != seat]
    cand = [i for i in others if not s.dominance[i]
            and not any(getattr(s.fstate[j], "coalition_with", -1) == i for j in range(s.n))
            and getattr(s.fstate[i], "coalition_with", -1) < 0]
    if not cand:
        return []
    low = min(s.vp[i] for i in others if not s.dominance[i])
    return [i for i in cand if s.vp[i] == low]
