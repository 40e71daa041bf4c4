"""Bans an automaton breaks instead of obeying (Clockwork 2, root-bots-public.md §4.5).

"Bots ignore snares when choosing where to place or move. If a bot would place into, or move
out of, a snared clearing, it removes the snare instead of doing that part." The factions that
make such a ban answer `Faction.bot_ban` (the Corvid snare); their `blocks_placement` /
`blocks_move_out` leave automata out, so the bots' target rules (snapshot, `can-place`) never
see the ban. The bots place and move through the functions below, which remove the banning
token (its owner loses it and the bot scores it, Law 3.2.1) instead of that placement or move.
One placement or one move is one "part" (ruling Root — Corvid Conspiracy §snare-bots): once
the snare is gone, the bot's later placements there go ahead.
"""
from __future__ import annotations

from game.core.i18n import N_, Msg, T

from .. import engine
from ..engine import remove_piece


def stopped(ctx, bot: int, c: int, what: str) -> bool:
    """If a ban stops the automaton `bot` placing in ("place") or moving out of ("move-out") c,
    remove the banning token instead and return True."""
    for i in range(ctx.s.n):
        if i == bot:
            continue
        kind = ctx.fac(i).bot_ban(ctx, i, bot, c, what)
        if kind:
            text = (N_("{bot} would place in clearing {c}, held by a face-up snare of the {owner}: it removes the "
                       "snare instead") if what == "place" else
                    N_("{bot} would move out of clearing {c}, held by a face-up snare of the {owner}: it removes the "
                       "snare instead"))
            ctx.log("root.bot.snare", Msg(text, bot=T(ctx.fac(bot).name), c=c, owner=T(ctx.fac(i).name)), bot,
                    rule="Clockwork 2 (bots vs Corvid plots)", clearing=c)
            remove_piece(ctx, i, c, kind, False, bot, "snare")
            return True
    return False


def place_warriors(ctx, seat: int, c: int, n: int) -> int:
    """engine.place_warriors for an automaton: 0 placed if a snare there was removed instead."""
    if n <= 0 or ctx.s.supply[seat].get("warrior", 0) <= 0 or stopped(ctx, seat, c, "place"):
        return 0
    return engine.place_warriors(ctx, seat, c, n)


def place_building(ctx, seat: int, c: int, kind: str) -> bool:
    """engine.place_building for an automaton: False if a snare there was removed instead."""
    if stopped(ctx, seat, c, "place"):
        return False
    engine.place_building(ctx, seat, c, kind)
    return True


def place_token(ctx, seat: int, c: int, kind: str) -> bool:
    """engine.place_token for an automaton: False if a snare there was removed instead."""
    if stopped(ctx, seat, c, "place"):
        return False
    engine.place_token(ctx, seat, c, kind)
    return True
