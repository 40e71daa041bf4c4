"""The Vagabond guide's look-ahead (issue 15, session 10): at a Daylight choice each candidate is
tried on a copy of the position and the rest of the turn played out by the guide's own rules;
the candidate that leaves the Vagabond best placed at the end of its turn is taken.

Between the Vagabond's Birdsong and its Evening no other seat takes a turn (Law 5.1, 9.4–9.6), so
its turn depends only on its own choices, the dice of its battles and the few answers of others
(ambushes, which piece to lose). Other seats answer those on the copy by passing or by their first
choice: the plan counts on no enemy's mistake.

What the copy may know is what the seat knows (ruling R-AI-31; tests/search/test_guides.py):
before the play-out everything hidden from the seat is dealt again from a stream seeded by public
facts only (the game's own `scramble_hidden`, through lookahead.seat_copy, as the Eyrie's plan),
and the dice come from a stream seeded the same way. `play_turn` (the seat's turn played out from a
first choice) could serve other guides.

Session 12: a turn that ends the game is worth the win or the loss (R-AI-175), and once another
seat nears the winning score only VP count (R-AI-176).

Session 11 (R-AI-136): a turn ending with the pawn beside enemy warriors who would battle it
(`exposure`) is worth less; `exposure` could move to GuideBase for any guide whose pieces the
automata hunt."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..factions.vagabond_state import HOSTILE, TRACK_MAX, damaged_items, state_of
from .lookahead import seat_copy

MAX_STEPS = 300          # a Vagabond turn is far shorter; a guard against a loop


@dataclass
class Played:
    state: Any           # the copy when the seat's turn is over (or where it stopped)
    steps: int


def play_turn(match: Any, seat: int, first: str, guide: Any, salt: str) -> Played:
    """Apply `first` on a copy (hidden things dealt again from the seat's view, dice from `salt`),
    then play the seat's turn with `guide` until another seat's turn begins or the game ends."""
    rs, content, s, pm = seat_copy(match, seat, "vagabond", salt)
    d = rs.pending(content, s)
    rs.apply_pending(content, s, d.get(first))
    n = 0
    for n in range(MAX_STEPS):
        d = rs.pending(content, s)
        if d is None or s.turn_seat != seat or getattr(s, "winners", None):
            break
        ids = d.ids()
        if d.seat == seat:
            cid = guide.choose(pm, d)
        else:
            cid = "pass" if "pass" in ids else "done" if "done" in ids else ids[0]
        rs.apply_pending(content, s, d.get(cid))
    return Played(s, n)


# --- what the end of a turn is worth, in VP (our own estimates, tuned on bench/root_guides.py) ----
W_OTHER_VP = 0.15        # each VP another seat gained (an aided automaton scores 1, R-AUTO-G4)
W_LEADER_VP = 0.15       # … more when that seat leads
W_NEXT_ACTION = 0.2      # each item the Vagabond can exhaust next turn (refreshed, Law 9.4.1)
W_DAMAGED = 0.35         # each damaged item (a repair or a rest to come, Law 9.5.7 / 9.6.1)
W_ITEM = 0.05            # each item held (a quest needs two kinds, Law 9.5.5)
W_CARD = 0.25            # each card in hand (aid, crafting)
W_REL = (0.0, 0.4, 0.8, 1.3)   # relationship step reached (Indifferent … Allied, Law 9.2.9)
W_HOSTILE = -0.3         # each Hostile faction (more boots to enter its clearings, 9.2.9.IIIb)
W_TEA_UP = 1.0           # a face-up tea on its track at the turn's end: 2 refreshes next Birdsong (9.4.1)
W_DANGER = 0.2           # each enemy warrior (up to 3 a seat) that would battle the pawn where it ends its turn
# session 12 (R-AI-175): the game ends at once when a seat reaches the winning score (Law 3.1): a turn that
# wins is worth +W_WIN, one that hands another seat the win (an aided automaton's 1 VP, R-AUTO-G4) -W_WIN
W_WIN = 100.0
# session 12 (R-AI-176): once another seat has SPRINT_AT VP the Vagabond's next turn may never come (the
# Eyrie automaton scores 4-6 VP an Evening late in the game): what it keeps for later (items, cards,
# relationships, the danger where it stands) counts only SPRINT_KEEP of its worth; VP now count in full
SPRINT_AT = 23
SPRINT_KEEP = 0.0


def turn_worth(before: Any, after: Any, seat: int) -> float:
    """The Vagabond's gain over its turn, in VP: its VP, less what others gained, its next turn's
    actions (undamaged items it will have face up after refreshing, Law 9.4.1), damage, items,
    cards and relationships."""
    v = float(after.vp[seat] - before.vp[seat])
    won = getattr(after, "winners", None)
    if won:                                   # Law 3.1: the game ended within the turn
        return v + (W_WIN if seat in won else -W_WIN)
    lead = max((before.vp[i] for i in range(before.n) if i != seat), default=0)
    keep = SPRINT_KEEP if lead >= SPRINT_AT else 1.0
    for i in range(after.n):
        if i == seat:
            continue
        g = after.vp[i] - before.vp[i]
        v -= W_OTHER_VP * g + (W_LEADER_VP * g if before.vp[i] >= lead else 0.0)
    fs = after.fstate[seat]
    items = fs.items
    up_ = sum(1 for t in items if state_of(t) == "")
    ex = sum(1 for t in items if state_of(t) == "exhausted")
    tea = min(TRACK_MAX, sum(1 for t in items if t == "tea"))
    refresh = 3 + 2 * tea
    f = W_NEXT_ACTION * (up_ + min(ex, refresh))         # what the Vagabond keeps for its next turns
    f += W_TEA_UP * tea
    f -= W_DAMAGED * len(damaged_items(fs))
    f += W_ITEM * len(items)
    f += W_CARD * len(after.hands[seat])
    for r in fs.rel.values():
        f += W_HOSTILE if r == HOSTILE else W_REL[min(max(r, 0), len(W_REL) - 1)]
    if W_DANGER and fs.clearing:
        f -= W_DANGER * exposure(after, seat, fs.clearing)
    v += keep * f
    return v


def exposure(s: Any, seat: int, c: int) -> int:
    """Enemy warriors (up to 3 a seat) in clearing c that would battle the pawn there: an
    automaton battles the defender with the most buildings there first (Rootbotics 5.5.1.III),
    so warriors of a seat facing another seat's buildings or tokens in c are not counted."""
    n = 0
    for i in range(s.n):
        if i == seat or not s.warriors[i][c]:
            continue
        others = any(b[0] not in (i, seat) and b[0] >= 0 for b in s.buildings[c]) or \
            any(t[0] not in (i, seat) for t in s.tokens[c])
        if not others:
            n += min(3, s.warriors[i][c])
    return n
