"""What a PLAS viewer may not see, shuffled (Ruleset.scramble_hidden; game/core/information.py).

Hidden from a viewer: the order of every draw pile, realm deck, upgrade stack and the Numerai pack
(face down, Setup); another player's hand (only its size is public); and a conquest's commitments
while they are face down (Conquête: cards are committed face down, then revealed). Which cards a
player owns is public (every recruit and promotion is), so another player's hidden cards — hand,
draw pile and face-down commitment — are dealt again among those same places, sizes kept."""
from __future__ import annotations

from .state import NO_ONE, Conquest


def _deal(piles: list[list[str]], rng) -> None:
    pool = sorted(c for p in piles for c in p)     # sorted first: the deal depends on what is unseen,
    rng.shuffle(pool)                               # not where it truly lies (search agent, R-AI-2)
    k = 0
    for p in piles:
        p[:] = pool[k:k + len(p)]
        k += len(p)


def scramble_hidden(content, s, viewer, rng) -> None:
    for p in s.players:
        piles = [p.draw]
        if viewer != p.seat:
            piles.append(p.hand)
            for f in s.stack:
                if isinstance(f, Conquest) and not f.revealed:
                    if f.attacker == p.seat and f.defender != NO_ONE:
                        piles.append(f.att)
                    if f.defender == p.seat:
                        piles.append(f.dfd)
        _deal(piles, rng)
    for deck in [*s.realm_decks.values(), *s.upgrades.values(), s.numerai]:
        deck.sort()
        rng.shuffle(deck)
