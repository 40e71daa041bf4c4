"""Test helpers: a PLAS match past setup, cards moved from anywhere (conserving them), dice forced."""
from __future__ import annotations

from game.core.match import Match
from game.plas import conquest
from game.plas.invariants import all_zones
from game.plas.ruleset import RULESET as R
from game.plas.state import Conquest, Pay

C = R.default_content()


class TMatch(Match):
    """A Match that never caches its pending decision: tests change the state by hand."""
    @property
    def pending(self):
        return self.ruleset.pending(self.content, self.state)


def new_match(n=2, seed=1, first="0", villages=None) -> Match:
    setup = R.default_setup(C, n)
    setup["first"] = first
    m = TMatch(R, C, setup, seed)
    villages = villages or ["candlemere", "cinderfold", "reedmoor", "mossbrook"]
    for i in range(n):
        m.apply(f"province:{villages[i]}")
    return m


def _zones_of(s):
    yield s.box
    yield s.numerai
    yield from s.realm_decks.values()
    yield from s.upgrades.values()
    for p in s.players:
        yield p.draw
        yield p.hand
        yield p.discard
        yield p.play
    for f in s.stack:
        if isinstance(f, Conquest):
            yield f.att
            yield f.dfd
        if isinstance(f, Pay):
            yield f.held


def take(s, card_id: str, avoid=()) -> str:
    """Remove one instance of card_id from wherever it is (box first) and return it."""
    avoid = [id(z) for z in avoid]
    zones = sorted(_zones_of(s), key=lambda z: 0 if z is s.box else 1)
    for z in zones:
        if id(z) in avoid:
            continue
        for c in z:
            if C.inst_card[c] == card_id:
                z.remove(c)
                return c
    raise AssertionError(f"no free {card_id}")


def set_hand(s, seat, cards: list[str], zone="hand"):
    """Replace a zone's content with these card ids; the old cards go to the box."""
    p = s.players[seat]
    target = getattr(p, zone)
    s.box.extend(target)
    target.clear()
    for cid in cards:
        target.append(take(s, cid, avoid=[target]))
    assert sorted(all_zones(s)) == sorted(C.inst_card)


def force_dice(monkeypatch, faces: list[str]):
    ids = [f.id for f in C.faces]
    seq = iter([ids.index(f) for f in faces])
    monkeypatch.setattr(conquest, "roll_face", lambda content, s: next(seq))


def names(s, cards):
    return sorted(C.inst_card[c] for c in cards)


def ok(m):
    errs = R.check_invariants(C, m.state)
    assert not errs, errs


def P(m):
    """The pending decision after a test changed the state by hand (Match caches it)."""
    m._pending_ok = False
    return m.pending
