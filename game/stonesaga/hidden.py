"""What no seat may see in Stonesaga, for the information-state check (game/core/information.py).

Stonesaga is cooperative: every seat sees the same things, and what is hidden is hidden from all
of them — deck orders (rb p.11, 25), the faces of undiscovered tiles (rb p.21: the veil side up),
the omens of face-down mystery tokens (rb p.58-59), an awake behemoth's face-down Secret among its
unrevealed ones (rb p.75-76), a fishing trip's face-down Modifiers card (rb p.41) and the order of
the excavation deck (rb p.83: shuffled; the rooms on the prepared paths show their own backs, so
they stay). `scramble_hidden` deals those again (keeping every pile's size, every tile's region
and every cell's token count), so the check can assert that no view and no decision depends on
them. Unread codex text lives in the content, not in the state: the view test
(tests/stonesaga/test_flow_view.py) covers it."""
from __future__ import annotations

from game.core.rng import Rng

from .fishing import MODS_FACE_DOWN


def scramble_hidden(content, s, viewer: int | None, rng: Rng) -> None:
    """Shuffle in place what nobody may see; `viewer` does not matter in a cooperative game."""
    for name in sorted(s.decks):                     # rb p.11, 25: deck order is unknown to all
        rng.shuffle(s.decks[name])
    # Undiscovered tiles (on the map veil side up, or still in the bag) swap faces within a region:
    # the veil shows the region, never the tile (rb p.21).
    hidden = [k for k in sorted(s.cells) if not s.cells[k].discovered]
    by_region: dict[str, list[str]] = {}
    for k in hidden:
        by_region.setdefault(content.tiles[s.cells[k].tile].region, []).append(s.cells[k].tile)
    for t in s.tile_bag:
        by_region.setdefault(content.tiles[t].region, []).append(t)
    for region in sorted(by_region):
        rng.shuffle(by_region[region])
    for k in hidden:
        s.cells[k].tile = by_region[content.tiles[s.cells[k].tile].region].pop()
    s.tile_bag = [by_region[content.tiles[t].region].pop() for t in s.tile_bag]
    # Face-down mystery tokens: their omens are dealt again among the tokens on the map (rb p.58).
    omens = [o for k in sorted(s.cells) for o in s.cells[k].mystery]
    rng.shuffle(omens)
    for k in sorted(s.cells):
        n = len(s.cells[k].mystery)
        s.cells[k].mystery, omens = omens[:n], omens[n:]
    # rb p.75-76: the face-down Secret is one of the behemoth's unrevealed Secrets, unknown to all.
    herd = getattr(s, "behemoths", None) or []
    if herd:
        from .content_campaign import for_content
        defs = for_content(content).behemoths
        for b in herd:
            if b.secret_down and b.bid in defs:
                pool = sorted(x.id for x in defs[b.bid].secrets if x.id not in b.secrets_known)
                b.secret_down = pool[rng.below(len(pool))]
    # rb p.39-41: a fishing trip's Modifiers card lies face down until every die is placed; it is
    # any card of the fishing deck as far as anyone knows.
    pile = s.decks.get("fishing", [])
    for f in s.stack:
        if getattr(f, "name", "") == "fish" and f.stage in MODS_FACE_DOWN and pile and "mods" in f.data:
            i = rng.below(len(pile) + 1)
            if i < len(pile):
                f.data["mods"], pile[i] = pile[i], f.data["mods"]
    # rb p.83: the excavation deck is shuffled face down.
    deck = (getattr(s, "saga", None) or {}).get("excavation_deck")
    if deck and deck.get("deck"):
        rng.shuffle(deck["deck"])
