"""The Extract action's bag (rb p.49-51).

Each stone type (clay, cloud stone, river stone, sun stone) has five extraction tokens, one per
omen. For a site, each type's five tokens are shuffled face down and the site's recipe count of
them goes into the bag (rb p.50). Players may feel the shapes (rb p.50), so in the app the player
**chooses a stone type still in the bag** and the omen is random within that type (digest §13.4).
The material is gained before the omen is revealed (rb p.50); an omen matching a current omen
reads the codex extraction table (rb p.50). At most 3 draws per action unless an effect says
otherwise (rb p.50).

API (a bag is a list of `{"stone": type, "omen": omen}` dicts, plain data for the state):
- `bag_for(site) -> {stone: count}` — the recipe (rb p.50).
- `build_bag(rng, site) -> list[dict]`.
- `stones_in(bag) -> list[str]` — the stone types still in the bag, sorted.
- `draw(rng, bag, stone) -> (token, bag_after)`.
- `may_draw(bag, draws_done, limit=3) -> bool`.
- `current_omens(night_discard_top, challenge_omens) -> list[str]` (rb p.50).
- `omen_matches(omen, current) -> bool`.
"""
from __future__ import annotations

from typing import Optional, Sequence

from game.core.rng import Rng

from .tables import rulebook


class ExtractError(ValueError):
    """An illegal draw (a stone type not in the bag, a site without Extract)."""


def bag_for(site: str) -> dict[str, int]:
    """How many tokens of each stone type go into the bag for this site (rb p.50)."""
    bags = rulebook().extraction
    if site not in bags:
        raise ExtractError(f"no Extract action on a {site!r} site (rb p.49)")
    return {k: v for k, v in bags[site].bag.items() if v}


def build_bag(rng: Rng, site: str) -> list[dict]:
    """Shuffle each type's five omens apart and put the recipe's count of each in the bag
    (rb p.50, steps 1-3)."""
    omens = list(rulebook().const("omens"))
    bag = []
    for stone, count in sorted(bag_for(site).items()):
        pool = list(omens)
        rng.shuffle(pool)
        bag.extend({"stone": stone, "omen": o} for o in pool[:count])
    return bag


def stones_in(bag: Sequence[dict]) -> list[str]:
    return sorted({t["stone"] for t in bag})


def draw(rng: Rng, bag: Sequence[dict], stone: str) -> tuple[dict, list[dict]]:
    """Take one token of the chosen type; which one (its omen) is random (digest §13.4)."""
    idx = [k for k, t in enumerate(bag) if t["stone"] == stone]
    if not idx:
        raise ExtractError(f"no {stone} left in the bag")
    k = idx[rng.below(len(idx))]
    rest = [dict(t) for j, t in enumerate(bag) if j != k]
    return dict(bag[k]), rest


def may_draw(bag: Sequence[dict], draws_done: int, limit: Optional[int] = None) -> bool:
    """Another draw is allowed while tokens remain and fewer than `limit` (3 unless an effect
    says otherwise) were drawn this action (rb p.50)."""
    if limit is None:
        limit = rulebook().const("extraction_max_draws")
    return bool(bag) and draws_done < limit


def current_omens(night_discard_top: Optional[Sequence[str]], challenge_omens: Sequence[str]) -> list[str]:
    """The omens on the top card of the Night discard pile; if that pile is empty (None), the
    current Challenge card's omens. Several may be current (rb p.50, 61)."""
    return list(night_discard_top) if night_discard_top is not None else list(challenge_omens)


def omen_matches(omen: str, current: Sequence[str]) -> bool:
    """A revealed omen matching a current omen reads the extraction table (rb p.50)."""
    return omen in current
