"""What every automaton faction shares inside the Root engine: its data, its settings
(difficulty and traits), the order card (Rootbotics 2.7) and crafting (Rootbotics 1.1)."""
from __future__ import annotations

from pathlib import Path

from ..engine import add_vp
from .content import load_bots
from .law import craft_vp

_CACHE: dict = {}


def bots_for(x):
    """The automata's data for this Root content (a Ctx or a RootContent): <pack>/bots/."""
    content = getattr(x, "c", x)
    key = str(getattr(content, "path", ""))
    got = _CACHE.get(key)
    if got is None:
        folder = Path(key) / "bots" if key else None
        got = load_bots(folder if folder and folder.is_dir() else None)
        _CACHE[key] = got
    return got


def name_of(ctx, seat) -> str:
    return ctx.fac(seat).name


def settings_of(ctx, seat, bot_id) -> dict:
    """The bot's numbers for this game: board params, then difficulty, then traits (R-AUTO-G2)."""
    st = ctx.s.fstate[seat]
    return bots_for(ctx).bot(bot_id).settings(st.level, st.traits, st.edition)


def reveal_order(ctx, seat) -> str | None:
    """Rootbotics 2.7: draw and reveal the top card of the shared deck as the order card; an
    empty deck is refilled from the shuffled discard pile (Law 2.1.2). None if both are empty."""
    s = ctx.s
    if not s.deck:
        if not s.discard:
            return None
        s.deck, s.discard = s.discard, []
        s.rng.shuffle(s.deck)
        ctx.log("root.reshuffle", "The discard pile is shuffled into a new deck.", rule="Law 2.1.2", reveals=True)
    card = s.deck.pop()
    ctx.log("root.bot.order", f"{name_of(ctx, seat)} reveals its order: {ctx.c.cards[card].name} ({ctx.c.cards[card].suit})",
            seat, rule="Rootbotics 2.7", reveals=True, card=card)
    return card


def craft_order(ctx, seat, card, rule) -> bool:
    """Rootbotics 1.1: craft the order card's item if it is in the supply, for exactly 1 VP,
    without crafting pieces; never a persistent or immediate effect."""
    rec = ctx.c.cards[card]
    s = ctx.s
    available = rec.kind == "item" and s.item_supply.get(rec.item, 0) > 0
    vp = craft_vp(available, rec.kind == "persistent", bots_for(ctx).common.law_changes.craft_vp)
    name = name_of(ctx, seat)
    if rec.kind != "item":
        ctx.log("root.bot.step", f"{name}, Craft: {rec.name} shows no item — nothing crafted", seat, rule=rule)
        return False
    if not available:
        ctx.log("root.bot.step", f"{name}, Craft: no {rec.item} left in the supply — nothing crafted", seat, rule=rule)
        return False
    s.item_supply[rec.item] -= 1
    s.items[seat].append(rec.item)
    ctx.log("root.bot.step", f"{name}, Craft: takes a {rec.item} from the supply for exactly {vp} VP "
            f"(the card's printed VP are ignored)", seat, rule=rule)
    add_vp(ctx, seat, vp, f"crafted {rec.item}")
    return True
