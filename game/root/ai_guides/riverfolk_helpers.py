"""What the Riverfolk Company's guide (riverfolk.py) reads off its own board: the VP its next trade
post of a suit uncovers (the faction's data, Law 11.5.6.III) and how many VP this Daylight could
still make if every fund went into play now (the "burst": trade posts where it rules, or after a
recruit or a move takes rule, battles where buildings or tokens stand undefended, items). The
guide plays for the win (Law 3.1: 30 VP), so when the burst reaches 30 the funds are worth nothing
more than the VP they buy this turn.

Public facts only (ruling R-AI-31): its own board and hand (public anyway, Law 11.2.3), the pieces
on the map and the VP. These helpers could move to GuideBase as a per-faction "VP this turn" hook."""
from __future__ import annotations

from ..factions import riverfolk as rf
from ..flow.move import can_move, move_adj
from .common import Board, foe_rule_strength, held


def next_post_vp(b: Board, seat: int, suit: str, extra: int = 0) -> int:
    """The VP the next trade post of `suit` uncovers (`extra` posts of that suit placed before it
    this turn): the n-th space of the suit's row, from data/root/riverfolk.yaml (Law 11.5.6.III)."""
    n = rf.posts_placed(b.ctx, seat, suit) + extra
    vps = rf.rec(b.ctx).post_vp
    return vps[n] if 0 <= n < len(vps) and b.s.supply[seat].get(f"post-{suit}", 0) > extra else 0


def site_suit(b: Board, seat: int, c: int, used: dict[str, int]) -> str:
    """The suit of the post c would take (the Lost City: its first suit with a post left, R-LAND-15)."""
    for x in rf.post_suits(b.ctx, seat, c):
        if b.s.supply[seat].get(f"post-{x}", 0) > used.get(x, 0):
            return x
    return ""


def burst_vp(b: Board, seat: int) -> float:
    """A cautious guess of the VP this Daylight can still make with every fund (greedy, cheapest
    VP first): posts where a post may stand now (2 of the ruler's funds), posts after taking rule of
    an empty clearing by a recruit (by a river, 11.5.5) or a move (Swimmers, 11.2.2; 1 + 2 funds),
    battles on undefended buildings and tokens (1 fund, 1 VP each, Law 4.3.2.III), items in hand
    it can craft now (their VP). Each clearing is counted once; warriors in supply limit recruits."""
    s, ctx = b.s, b.ctx
    st = s.fstate[seat]
    own_fid = s.factions[seat]
    funds = {k: v for k, v in st.funds.items()}
    supply = s.supply[seat].get("warrior", 0)
    used: dict[str, int] = {}
    taken: set[int] = set()
    gain = 0.0
    # posts where one may stand now, best first
    sites = []
    for c in rf.post_targets(ctx, seat):
        x = site_suit(b, seat, c, {})
        if x:
            sites.append((next_post_vp(b, seat, x), c))
    for v, c in sorted(sites, reverse=True):
        fid = s.factions[s.ruler[c]]
        x = site_suit(b, seat, c, used)
        if not x or funds.get(fid, 0) < 2:
            continue
        gain += next_post_vp(b, seat, x, used.get(x, 0))
        used[x] = used.get(x, 0) + 1
        funds[fid] -= 2
        supply -= 1
        taken.add(c)
    own = funds.get(own_fid, 0)
    # posts after taking rule: empty clearings reachable by a recruit or a move
    spare_movers = sum(max(0, b.mine(c) - 1) for c in ctx.m.ids) + sum(
        1 for c in ctx.m.ids if b.mine(c) == 1 and not b.rules(c))
    recruitable = set(rf.recruit_targets(ctx, seat))
    reach = []
    for c in ctx.m.ids:
        if c in taken or rf.has_post(ctx, c) or not b.can_place(c) or b.rules(c):
            continue
        if foe_rule_strength(b, c) - held(b, seat, c) + 1 != 1:
            continue
        by_recruit = c in recruitable
        by_move = any(b.mine(o) > 0 and can_move(ctx, seat, o, c) for o in ctx.m.ids if c in move_adj(ctx, seat, o))
        if by_recruit or by_move:
            reach.append((c, by_recruit, by_move))
    for c, by_recruit, by_move in reach:
        x = site_suit(b, seat, c, used)
        if not x or own < 3:
            continue
        if by_move and spare_movers > 0:
            spare_movers -= 1
        elif by_recruit and supply >= 2:
            supply -= 1
        else:
            continue
        gain += next_post_vp(b, seat, x, used.get(x, 0))
        used[x] = used.get(x, 0) + 1
        own -= 3
        supply -= 1
    # battles on undefended buildings and tokens (every hit lands, Law 4.3.2.III)
    for c in ctx.m.ids:
        if own < 1 or b.mine(c) == 0:
            continue
        soft = max((b.foe_soft(i, c) for i in b.foes() if s.warriors[i][c] == 0), default=0)
        if soft:
            gain += 0.7 * min(soft, b.mine(c), 2)
            own -= 1
    return gain
