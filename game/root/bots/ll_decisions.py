"""The Logical Lizards' choices (Clockwork 2, Law of Rootbotics §8; root-clockwork2-facts.md
§3.1) as pure functions over a `BotBoard`, driven by the selection recipes in
data/root/bots/logical-lizards.yaml. The engine module (logical_lizards.py) carries them out."""
from __future__ import annotations

from .targeting import PLAYER_POOLS, Ctx, apply_selection, rank_players

SUITS = ("fox", "rabbit", "mouse")
ORDER_SUITS = ("fox", "rabbit", "mouse", "bird")


def order_suit(card_suits: list[str]) -> str:
    """8.4.1: the most common suit among the Lost Souls (bird cards count as a suit); a tie for
    most, or an empty pile, gives a bird order."""
    counts = {x: card_suits.count(x) for x in ORDER_SUITS}
    top = max(counts.values())
    best = [x for x in ORDER_SUITS if counts[x] == top]
    return best[0] if len(best) == 1 and top > 0 else "bird"


def next_space(marker: int, track) -> int:
    """8.4.2: the marker moves one space right, from the last space back to the first."""
    return (marker + 1) % len(track)


def _targets(board, bot, setup_order) -> list:
    """Convert / Sanctify: the target player first, most VP, then setup order (2.2). Every
    enemy in that order, so a target that cannot be reached falls through to the next (2.3)."""
    sel = bot.selection("conspiracy-target")
    return rank_players(board, PLAYER_POOLS[sel.among](board, Ctx()), sel.criteria, Ctx(), setup_order)


def convert_choice(board, bot, suit: str, setup_order) -> tuple[str, int] | None:
    """8.4.2 Convert: (target player, clearing) — an ordered clearing holding a warrior of the
    target (most VP); clearing ties: most enemy buildings, then highest priority."""
    sel = bot.selection("convert-clearing")
    for p in _targets(board, bot, setup_order):
        got = apply_selection(board, sel, Ctx(suit=suit, target=p.id))
        if got:
            return p.id, got[0].id
    return None


def garden_suit(c, order: str, gardens_left: dict) -> str | None:
    """8.4.2: the suit of the garden Sanctify places in clearing `c` — its suit, if a garden of it is
    left. In the Lost City (every suit) the order's suit first, the suit that made it a target (as
    the Lizard Cult's R-LAND-14), then the marker's, then fox, rabbit, mouse (R-LAND-30)."""
    order_first = (order,) if order in SUITS else ()
    for x in order_first + (c.suit,) + SUITS:
        if c.has_suit(x) and gardens_left.get(x, 0) > 0:
            return x
    return None


def sanctify_choice(board, bot, suit: str, setup_order, gardens_left: dict) -> tuple[str, int] | None:
    """8.4.2 Sanctify: (target player, clearing) — an ordered clearing holding a building of the
    target (most VP) whose suit still has a garden on its track (a "replace" needs both halves,
    Law 21.23; R-AUTO-L4; the Lost City: `garden_suit`); clearing ties: fewest enemy warriors, then
    highest priority."""
    sel = bot.selection("sanctify-clearing")
    for p in _targets(board, bot, setup_order):
        for c in apply_selection(board, sel, Ctx(suit=suit, target=p.id)):
            if garden_suit(c, suit, gardens_left):
                return p.id, c.id
    return None


def crusade_clearings(board, bot, suit: str, min_warriors: int) -> list[int]:
    """8.4.2 Crusade: every ordered clearing with at least 2 Lizard warriors and an enemy piece,
    highest priority first (2.4); checked again before each battle."""
    sel = bot.selection("crusade-clearings")
    return [c.id for c in apply_selection(board, sel, Ctx(suit=suit, threshold=min_warriors))]


def can_crusade(board, cid: int, min_warriors: int) -> bool:
    c = board.clearing(cid)
    return c.of(board.me).warriors >= min_warriors and any(
        pc.total() for p, pc in c.pieces.items() if board.is_enemy(p))


def defender(board, bot, sel_id: str, cid: int, setup_order) -> str | None:
    """The defender of a Crusade (most VP) or a Fanatics battle (most defenceless buildings
    there, then most VP); then setup order (2.2)."""
    got = apply_selection(board, bot.selection(sel_id), Ctx(clearing=cid), setup_order)
    return got[0].id if got else None


def ritual_clearing(board, bot, suit: str) -> int | None:
    """8.5 suited ritual: a clearing of the card's suit; ties: one with an open building slot,
    then most enemy buildings, then highest priority. None if it can place nowhere."""
    got = apply_selection(board, bot.selection("ritual-clearing"), Ctx(suit=suit))
    return got[0].id if got else None


def bird_ritual_origin(board, bot) -> int | None:
    """8.5 bird ritual: the clearing holding the most Lizard warriors (highest priority on ties)."""
    got = apply_selection(board, bot.selection("bird-ritual-origin"))
    return got[0].id if got else None


def track_value(values, on_map: int) -> int:
    """8.6.1: the rightmost empty space of a garden track; with n gardens off the track that is
    space n (1-based). No garden off the track: nothing to score."""
    return values[min(on_map, len(values)) - 1] if on_map > 0 else 0


def score_track(bot, suit: str, on_map: dict, mode: str = "ordered") -> tuple[str, int]:
    """8.6.1: (track, VP). The ordered suit's track; on a bird order the track with the fewest
    gardens left on it, i.e. the best value (RSU; first in fox, rabbit, mouse order on ties).
    Seat option `best` (DOV, KQ): always the best track (R-AUTO-L2)."""
    vals = {t.id: track_value(t.values, on_map.get(t.id, 0)) for t in bot.tracks}
    if suit == "bird" or mode == "best":
        best = max(SUITS, key=lambda x: (vals[x], -SUITS.index(x)))
        return best, vals[best]
    return suit, vals[suit]
