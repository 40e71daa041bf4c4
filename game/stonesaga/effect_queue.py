"""Queueing an effect list (the frame the interpreter in `effects.py` runs), reading a codex
entry (which queues its effects) and moving a community track: what the flow modules below the
interpreter need, so they do not import it (issue 19: no import cycle)."""
from __future__ import annotations

import copy

from game.core.decision import Event
from game.core.i18n import Msg

from .state import Character, Effects, SaState

TRACK_MAX = 20                                           # rb p.66: every track runs 0..20


def plain_copy(x):
    """A deep copy of plain data (dicts, lists, tuples of str / numbers / None), as
    `copy.deepcopy` makes it but several times faster: effect lists are copied on every push."""
    t = type(x)
    if t is dict:
        return {k: plain_copy(v) for k, v in x.items()}
    if t is list:
        return [plain_copy(v) for v in x]
    if t is tuple:
        return tuple(plain_copy(v) for v in x)
    if t in (str, int, float, bool) or x is None:
        return x
    return copy.deepcopy(x)


def push(s: SaState, cid: str, effects, source: str = "") -> Effects:
    """Queue an effect list (copied: the state never shares the content's objects)."""
    f = Effects(cid=cid, queue=plain_copy(list(effects or [])), source=source)
    s.stack.append(f)
    return f


def move_track(s: SaState, track: str, delta: int) -> None:
    s.tracks[track] = max(0, min(TRACK_MAX, s.tracks[track] + delta))   # rb p.66


def read_codex(content, s: SaState, c: Character, entry: str, events: list) -> None:
    """Read a codex entry (rb p.22): its text comes to light (an undo barrier), its effects run."""
    if entry not in s.codex_read:
        s.codex_read.append(entry)
    rec = content.codex[entry]
    events.append(Event("codex", Msg("Codex {entry}: {text}", entry=entry, text=rec.text), seat=c.seat if c else None, reveals=True, rule="rb p.22"))
    push(s, c.cid if c else s.chars[0].cid, rec.effects, source=f"codex:{entry}")
