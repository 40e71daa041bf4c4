"""Hand-written positions for the automata's pure decision functions."""
from game.root.bots.board import BoardClearing, BoardPlayer, BotBoard, Pieces, compute_rulers

SLOTS = {"mm": "marquise", "ee": "eyrie", "aa": "alliance", "vb": "vagabond-1",
         "cats": "marquise", "birds": "eyrie", "wa": "alliance", "lizards": "lizards"}


def P(w=0, b=None, t=None, pawn=0):
    return Pieces(warriors=w, buildings=dict(b or {}), tokens=dict(t or {}), pawn=pawn)


def make(me, clearings, vp=None, players=None, lords=("ee",)):
    """clearings: list of (id, suit, free_slots, adjacent, {player: Pieces}); priority = id."""
    cs = {}
    for cid, suit, free, adj, pieces in clearings:
        cs[cid] = BoardClearing(id=cid, suit=suit, priority=cid, adjacent=list(adj),
                                free_slots=free, pieces=dict(pieces))
    ids = set(players or [me])
    for c in cs.values():
        ids |= set(c.pieces)
    vp = vp or {}
    pl = [BoardPlayer(id=p, slot=SLOTS.get(p, p), vp=vp.get(p, 0)) for p in sorted(ids)]
    b = BotBoard(clearings=cs, players=pl, me=me)
    compute_rulers(b, lords)
    return b
