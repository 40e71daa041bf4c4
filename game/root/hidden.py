"""What a Root viewer may not see, shuffled (Ruleset.scramble_hidden; game/core/information.py).

Hidden from a viewer: the deck's order and contents (Law 1.2.1), other seats' hands and other
face-down cards (each faction's `hidden_card_piles`: Alliance supporters, Law 8.2.3; not the
Riverfolk's public hand, Law 11.2.3), faction secrets (`scramble_secrets`: face-down Corvid plots,
Law 13.2.2.I), the items face down under the ruins (Law 9.3.4) and the quest deck's order (9.3).
Every pile keeps its size; the cards are dealt again from the pool of all hidden cards, since
any hidden card could be in any hidden pile as far as the viewer knows. Every pool is sorted before
it is shuffled, so the result depends only on what the viewer sees and the stream: the search
agent's determinizations (game/core/search.py) cannot tell where the hidden cards truly are."""
from __future__ import annotations

from typing import Any

from game.core.rng import Rng

from .engine import Ctx
from .state import RootState


def scramble_hidden(content: Any, s: RootState, viewer: int | None, rng: Rng) -> None:
    s.__dict__.pop("_pending", None)       # the remembered decision (RootRuleset.pending) is stale now
    ctx = Ctx(content, s)
    piles: list[list[str]] = [s.deck, s.black_market]     # the Black Market's cards lie face down (facts §4.2)
    for seat in range(s.n):
        piles += ctx.fac(seat).hidden_card_piles(ctx, seat, viewer)
    seen: set[int] = set()
    unique = []
    for p in piles:                        # each pile once (a pile may be named twice)
        if id(p) not in seen:
            seen.add(id(p))
            unique.append(p)
    piles = unique
    pool = sorted(c for p in piles for c in p)   # sorted first: the deal depends on what is unseen,
    rng.shuffle(pool)                             # not where it truly lies (the search agent, R-AI-2)
    k = 0
    for p in piles:
        p[:] = pool[k:k + len(p)]
        k += len(p)
    for seat in range(s.n):
        ctx.fac(seat).scramble_secrets(ctx, seat, viewer, rng)
    # Law 9.3.4: ruin items lie hidden under the ruins — but not one a Vagabond is exploring now,
    # or a Hundreds mob is razing, whose two items are being looked at (Law 9.7.3: look at both,
    # take one; 14.4.1).
    looking = {str(getattr(f, "clearing", "")) for f in s.stack
               if type(f).__name__ in ("VagabondExplore", "HundredsRuin")}
    keys = sorted(k for k in s.ruin_items if k not in looking)
    items = sorted(x for key in keys for x in s.ruin_items[key])
    rng.shuffle(items)
    k = 0
    for key in keys:
        n = len(s.ruin_items[key])
        s.ruin_items[key] = items[k:k + n]
        k += n
    decks = {id(fs.quest_deck): fs.quest_deck for fs in s.fstate if isinstance(getattr(fs, "quest_deck", None), list)}
    for deck in decks.values():                       # the shuffled quest deck's order (Law 9.3)
        deck.sort()
        rng.shuffle(deck)
