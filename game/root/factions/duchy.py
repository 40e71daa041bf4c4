"""Underground Duchy (Law chapter 12): the Burrow, tunnels, citadels and markets, revealed cards,
the Assembly, Parliament (nine ministers), Sway with crowns, and the Price of Failure.

State: `DuchyState.burrow` counts the warriors in the Burrow (`pieces_elsewhere`: the Burrow is a
suitless clearing off the map, Law 12.2.2, so it is not one of the map's clearing indexes);
`revealed` holds this turn's revealed cards (face up, out of hand: `cards_held`) until Evening;
`swayed` the swayed ministers; `lost_crowns` the ranks of crowns removed from the game (12.2.3).
Moves into and out of the Burrow go through `DuchyMove` (a RootMove that also knows the Burrow,
choice id `burrow`). Buildings: `citadel`, `market`; token: `tunnel`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.i18n import N_, Msg, P, Sub, T

from .. import cards, ids
from ..engine import clearing_suits, fits  # the Lost City's suits (R-LAND-11)
from ..engine import (Handler, add_vp, can_place, ch, dec, discard_card, free_slots, handles, matches,
                      place_building, place_token, remove_piece, to_pile, touch)
from ..flow import RootBattle, RootMove, RootMoveH, has_battle
from ..startclearings import fallback_starts
from .base import Faction

SUITS = ("fox", "rabbit", "mouse")
BUILDINGS = ("citadel", "market")
RANKS = ("squire", "noble", "lord")
BURROW = -1                     # the Burrow as a move origin/destination in DuchyMove


@serial.register
@dataclass
class DuchyState:
    burrow: int = 0                                         # warriors in the Burrow (12.2.2)
    revealed: list[str] = field(default_factory=list)       # cards revealed this turn (12.6.1)
    swayed: list[str] = field(default_factory=list)         # swayed minister ids (12.5.3.III)
    lost_crowns: list[str] = field(default_factory=list)    # ranks of crowns out of the game (12.2.3)
    used: list[str] = field(default_factory=list)           # ministers that acted this Parliament
    start: int = 0                                          # starting corner (12.3.3)


def _du(ctx):
    return ctx.c.factions.duchy


def minister(ctx, mid):
    for m in _du(ctx).ministers:
        if m.id == mid:
            return m
    raise KeyError(mid)


def crowns_left(ctx, seat, rank) -> int:
    """Law 12.5.3.I: crowns of that rank still on the board (3 − swayed − removed from the game)."""
    st = ctx.s.fstate[seat]
    return (_du(ctx).crowns_per_rank - sum(1 for x in st.swayed if minister(ctx, x).rank == rank)
            - st.lost_crowns.count(rank))


def on_map(ctx, seat, kind) -> int:
    return _pieces_total(ctx, seat, kind) - ctx.s.supply[seat].get(kind, 0)


def _pieces_total(ctx, seat, kind) -> int:
    d = _du(ctx)
    return {"citadel": d.citadels, "market": d.markets, "tunnel": d.tunnels, "warrior": d.warriors}[kind]


def tunnel_clearings(ctx, seat) -> list[int]:
    toks = ctx.s.tokens
    return [c for c in ctx.m.ids if any(t[0] == seat and t[1] == "tunnel" for t in toks[c])]


# --- the Burrow and moves (Law 12.2.2, 4.2) -------------------------------------------------------

def duchy_move_origins(ctx, seat) -> list[int]:
    """Map origins (Law 4.2.1), tunnel clearings with warriors (the Burrow is adjacent and always
    ruled, 12.2.2), and the Burrow itself (BURROW) if it holds warriors and a tunnel leads out."""
    return DuchyMoveH()._origins(ctx, DuchyMove(seat))


def move_to_burrow(ctx, seat, a, n) -> None:
    ctx.s.warriors[seat][a] -= n
    touch(ctx, a)
    ctx.s.fstate[seat].burrow += n
    ctx.log("root.move", Msg("{name} moves {warriors} {a} → the Burrow", name=T(ctx.name(seat)), n=n, warriors=P(n, "{n} warrior", "{n} warriors"), a=a), seat, rule="Law 12.2.2",
            frm=a, n=n)


def move_from_burrow(ctx, seat, b, n) -> None:
    """Warriors leave the Burrow for a tunnel clearing; other factions' move hooks (Outrage) see a
    move from clearing 0 (the Burrow has no map index)."""
    st = ctx.s.fstate[seat]
    st.burrow -= n
    ctx.s.warriors[seat][b] += n
    touch(ctx, b)
    ctx.log("root.move", Msg("{name} moves {warriors} the Burrow → {b}", name=T(ctx.name(seat)), n=n, warriors=P(n, "{n} warrior", "{n} warriors"), b=b), seat, rule="Law 12.2.2",
            to=b, n=n)
    for i in ctx.hooks["after_move"]:
        if i != seat:
            ctx.fac(i).after_move(ctx, i, seat, 0, b, n)


@serial.register
@dataclass
class DuchyMove(RootMove):
    """One move (Law 4.2) where the Burrow is a clearing adjacent to every tunnel (12.2.2)."""


@handles(DuchyMove)
class DuchyMoveH(RootMoveH):
    """The move frame with the Burrow as its place off the map (Law 12.2.2): adjacent to every
    tunnel clearing, always ruled by the Duchy."""
    OFF_MAP = BURROW
    OFF_MAP_ID = "burrow"
    OFF_MAP_NAME = N_("the Burrow")
    OFF_MAP_RULE = "12.2.2"

    def off_map_exits(self, ctx, seat) -> list[int]:
        return tunnel_clearings(ctx, seat)

    def off_map_warriors(self, ctx, seat) -> int:
        return ctx.s.fstate[seat].burrow

    def move_off_map(self, ctx, seat, a: int, b: int, n: int) -> None:
        if a == BURROW:
            move_from_burrow(ctx, seat, b, n)
        else:
            move_to_burrow(ctx, seat, a, n)


# --- revealing cards, building, digging ------------------------------------------------------------

def reveal(ctx, seat, card, why: dict) -> None:
    """Revealed cards leave the hand face up until Evening (Law 12.6.1)."""
    ctx.s.hands[seat].remove(card)
    ctx.s.fstate[seat].revealed.append(card)
    ctx.log("root.duchy.reveal", Msg("Duchy reveals {card} ({why})", card=T(ctx.c.cards[card].name), why=why), seat, rule="Law 12.5",
            reveals=True, card=card)


def build_targets(ctx, seat, any_suit: bool) -> list[int]:
    """Law 12.5.1.I (12.5.2.I Foremole: any suit): a ruled clearing with a free slot where the Duchy
    may place, and a card to reveal for it."""
    s = ctx.s
    if all(s.supply[seat].get(k, 0) <= 0 for k in BUILDINGS) or not s.hands[seat]:
        return []
    hand = s.hands[seat]
    out = []
    for c in ctx.m.ids:
        if s.ruler[c] == seat and free_slots(ctx, c) > 0 and can_place(ctx, seat, c) \
                and (any_suit or any(fits(ctx, x, c) for x in hand)):          # the Lost City: any card (R-LAND-11)
            out.append(c)
    return out


@serial.register
@dataclass
class DuchyBuild:
    """Build (12.5.1.I) or Foremole (12.5.2.I): building kind, clearing, then the card revealed."""
    seat: int
    any_suit: bool = False
    kind: str = ""
    clearing: int = 0


@handles(DuchyBuild)
class DuchyBuildH(Handler):
    def decide(self, ctx, fr):
        s, seat = ctx.s, fr.seat
        if not fr.kind:
            kinds = [k for k in BUILDINGS if s.supply[seat].get(k, 0) > 0]
            return dec(seat, "root.duchy.build.kind", Msg("Build a citadel or a market?"),
                       [ch(f"building:{k}", Msg("Citadel") if k == "citadel" else Msg("Market")) for k in kinds], "Law 12.5.1.I")
        if not fr.clearing:
            return dec(seat, "root.duchy.build.clearing", Msg("Build the {building} in which clearing?", building=T(fr.kind)),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}")
                        for c in build_targets(ctx, seat, fr.any_suit)], "Law 12.5.1.I")
        opts = sorted({x for x in s.hands[seat] if fr.any_suit or fits(ctx, x, fr.clearing)})
        return dec(seat, "root.duchy.build.card", Msg("Reveal which card?"),
                   [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in opts],
                   "Law 12.5.2.I" if fr.any_suit else "Law 12.5.1.I")

    def act(self, ctx, fr, cid):
        if not fr.kind:
            fr.kind = ids.building(cid)
        elif not fr.clearing:
            fr.clearing = ids.clearing(cid)
        else:
            ctx.pop(fr)
            reveal(ctx, fr.seat, ids.card(cid), T("Foremole") if fr.any_suit else T("Build"))
            place_building(ctx, fr.seat, fr.clearing, fr.kind)
            ctx.log("root.duchy.build", Msg("Duchy builds a {building} in clearing {c}", building=T(fr.kind), c=fr.clearing), fr.seat,
                    rule="Law 12.5.1.I", clearing=fr.clearing)


def dig_targets(ctx, seat) -> list[int]:
    """Law 12.5.1.V: a clearing without a tunnel, matching a card in hand (birds wild), where the
    Duchy may place. With all three tunnels out one is first moved (12.2.4), so any such clearing."""
    s = ctx.s
    hand = s.hands[seat]
    if not hand:
        return []
    tun = set(tunnel_clearings(ctx, seat))
    suits = {suit for suit in SUITS if any(matches(ctx, x, suit) for x in hand)}
    return [c for c in ctx.m.ids if c not in tun and any(x in suits for x in clearing_suits(ctx, c))
            and can_place(ctx, seat, c)]                                # R-LAND-11


@serial.register
@dataclass
class DuchyDig:
    """Dig (12.5.1.V): clearing, the tunnel to take back if all are out (12.2.4), the card spent,
    then up to four warriors from the Burrow."""
    seat: int
    clearing: int = 0
    stage: str = "clearing"          # clearing → remove → card → warriors


@handles(DuchyDig)
class DuchyDigH(Handler):
    def decide(self, ctx, fr):
        s, seat = ctx.s, fr.seat
        if fr.stage == "clearing":
            return dec(seat, "root.duchy.dig.clearing", Msg("Dig a tunnel in which clearing?"),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in dig_targets(ctx, seat)],
                       "Law 12.5.1.V")
        if fr.stage == "remove":
            return dec(seat, "root.duchy.dig.remove", Msg("All three tunnels are out: take back the one in which clearing?"),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in tunnel_clearings(ctx, seat)],
                       "Law 12.2.4")
        if fr.stage == "card":
            return dec(seat, "root.duchy.dig.card", Msg("Spend which card?"),
                       [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}")
                        for x in sorted({x for x in s.hands[seat] if fits(ctx, x, fr.clearing)})], "Law 12.5.1.V")
        n = min(4, s.fstate[seat].burrow)
        if n <= 0:
            return None
        return dec(seat, "root.duchy.dig.warriors", Msg("Move how many warriors from the Burrow to clearing {c}?", c=fr.clearing),
                   [ch(f"count:{k}", str(k)) for k in range(0, n + 1)], "Law 12.5.1.V")

    def step(self, ctx, fr):
        ctx.pop(fr)                              # nothing in the Burrow to move

    def act(self, ctx, fr, cid):
        s, seat = ctx.s, fr.seat
        if fr.stage == "clearing":
            fr.clearing = ids.clearing(cid)
            fr.stage = "remove" if s.supply[seat]["tunnel"] <= 0 else "card"
        elif fr.stage == "remove":
            remove_piece(ctx, seat, ids.clearing(cid), "tunnel", False, seat, "dig")     # Law 12.2.4
            fr.stage = "card"
        elif fr.stage == "card":
            discard_card(ctx, seat, ids.card(cid), "spends to dig:")
            place_token(ctx, seat, fr.clearing, "tunnel")
            ctx.log("root.duchy.dig", Msg("Duchy digs a tunnel in clearing {c}", c=fr.clearing), seat, rule="Law 12.5.1.V",
                    clearing=fr.clearing)
            fr.stage = "warriors"
        else:
            ctx.pop(fr)
            n = ids.count(cid)
            if n:
                move_from_burrow(ctx, seat, fr.clearing, n)


# --- Sway (Law 12.5.3) ------------------------------------------------------------------------------

WILD = "any"        # sway_slots' key for the Lost City's clearing: it backs one card of any suit


def sway_slots(ctx, seat) -> dict[str, int]:
    """Law 12.5.3.II: clearings holding a Duchy piece, by suit; each backs one revealed card (the
    Burrow has no suit, PT 12.2.2)."""
    s = ctx.s
    out = {suit: 0 for suit in SUITS}
    w, bl, tk = s.warriors[seat], s.buildings, s.tokens
    for c in ctx.m.ids:
        if w[c] or any(b[0] == seat for b in bl[c]) or any(t[0] == seat for t in tk[c]):
            suits = clearing_suits(ctx, c)
            key = s.suits[c] if len(suits) == 1 else WILD      # the Lost City backs one card of any suit (facts §4.2)
            out[key] = out.get(key, 0) + 1
    return out


def _can_reveal(ctx, slots, chosen, hand, need) -> bool:
    """Can `need` more cards from `hand` join `chosen` so each card has its own clearing of its
    suit? Birds take any clearing (Law 2.1.1), suited cards only their suit."""
    cards = ctx.c.cards
    used = {suit: 0 for suit in SUITS}
    for x in chosen:
        if cards[x].suit != "bird":
            used[cards[x].suit] += 1
    # a suited card beyond its suit's clearings takes the Lost City's slot (WILD), if there is one
    over = sum(max(0, used[k] - slots.get(k, 0)) for k in SUITS)
    wild_left = slots.get(WILD, 0) - over
    if wild_left < 0:
        return False
    room = sum(slots.values()) - len(chosen)
    if room < need:
        return False
    have = {suit: 0 for suit in SUITS}
    birds = 0
    for x in hand:
        if cards[x].suit == "bird":
            birds += 1
        else:
            have[cards[x].suit] += 1
    fit = sum(min(have[k], max(0, slots.get(k, 0) - used[k])) for k in SUITS)
    extra = sum(have.values()) - fit
    return min(room, birds + fit + min(wild_left, extra)) >= need


def swayable(ctx, seat) -> list[str]:
    """Law 12.5.3.I-II: unswayed ministers with a crown of their rank left and enough cards to reveal."""
    st = ctx.s.fstate[seat]
    hand = ctx.s.hands[seat]
    slots = sway_slots(ctx, seat)
    out = []
    for m in _du(ctx).ministers:
        if m.id in st.swayed or crowns_left(ctx, seat, m.rank) <= 0 or len(hand) < m.cost:
            continue
        if _can_reveal(ctx, slots, [], hand, m.cost):
            out.append(m.id)
    return out


@serial.register
@dataclass
class DuchySway:
    """Reveal the minister's cost in cards one by one (each keeps a full reveal possible), then
    sway it and score the crown's VP (Law 12.5.3)."""
    seat: int
    minister: str
    chosen: list[str] = field(default_factory=list)


@handles(DuchySway)
class DuchySwayH(Handler):
    def decide(self, ctx, fr):
        m = minister(ctx, fr.minister)
        need = m.cost - len(fr.chosen)
        if need <= 0:
            return None
        hand = ctx.s.hands[fr.seat]
        slots = sway_slots(ctx, fr.seat)
        opts = []
        for x in sorted(set(hand)):
            rest = list(hand)
            rest.remove(x)
            if _can_reveal(ctx, slots, fr.chosen + [x], rest, need - 1):
                opts.append(ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}"))
        return dec(fr.seat, "root.duchy.sway.card", Msg("Sway the {minister}: reveal which card? ({n} more)", minister=T(m.name), n=need),
                   opts, "Law 12.5.3.II")

    def step(self, ctx, fr):
        ctx.pop(fr)
        m = minister(ctx, fr.minister)
        ctx.s.fstate[fr.seat].swayed.append(m.id)
        ctx.log("root.duchy.sway", Msg("Duchy sways the {minister} ({rank})", minister=T(m.name), rank=T(m.rank)), fr.seat, rule="Law 12.5.3.III")
        add_vp(ctx, fr.seat, m.vp, Sub(N_("swayed the {minister}"), minister=T(m.name)))

    def act(self, ctx, fr, cid):
        fr.chosen.append(ids.card(cid))
        reveal(ctx, fr.seat, ids.card(cid), Sub(N_("Sway the {minister}"), minister=T(minister(ctx, fr.minister).name)))


# --- Parliament (Law 12.5.2) ----------------------------------------------------------------------

def lord_vp(ctx, seat, mid) -> int:
    """What lord `mid` scores the seat at Evening now (Law 12.5.2.VII-IX; 0 for a minister that
    is no lord). Public: the guides and the evaluation read it."""
    if mid == "duchess-of-mud":                                   # 12.5.2.VII
        return 2 if on_map(ctx, seat, "tunnel") == _du(ctx).tunnels else 0
    if mid == "baron-of-dirt":                                    # 12.5.2.VIII
        return on_map(ctx, seat, "market")
    if mid == "earl-of-stone":                                    # 12.5.2.IX
        return on_map(ctx, seat, "citadel")
    return 0


def can_act(ctx, seat, mid) -> bool:
    """Whether minister `mid`'s action can be taken now (only those are offered)."""
    s = ctx.s
    if mid == "foremole":
        return bool(build_targets(ctx, seat, True))
    if mid == "captain":
        return has_battle(ctx, seat)
    if mid == "marshal":
        return bool(duchy_move_origins(ctx, seat))
    if mid == "brigadier":
        return has_battle(ctx, seat) or bool(duchy_move_origins(ctx, seat))
    if mid == "banker":
        return bool(s.hands[seat])
    if mid == "mayor":
        return bool(mayor_targets(ctx, seat))
    return lord_vp(ctx, seat, mid) > 0


def mayor_targets(ctx, seat) -> list[str]:
    """Law 12.5.2.VI: another swayed squire or noble whose action is possible."""
    return [x for x in ctx.s.fstate[seat].swayed
            if x != "mayor" and minister(ctx, x).rank in ("squire", "noble") and can_act(ctx, seat, x)]


def run_minister(ctx, seat, mid) -> None:
    """Push the frames of minister `mid`'s action (its use is already recorded)."""
    m = minister(ctx, mid)
    ctx.log("root.duchy.minister", Msg("Duchy's {minister} acts", minister=T(m.name)), seat, rule="Law 12.5.2")
    if mid == "foremole":
        ctx.push(DuchyBuild(seat, any_suit=True))
    elif mid == "captain":
        ctx.push(RootBattle(seat))
    elif mid == "marshal":
        ctx.push(DuchyMove(seat))
    elif mid == "brigadier":
        ctx.push(DuchyBrigadier(seat))
    elif mid == "banker":
        ctx.push(DuchyBanker(seat))
    else:
        add_vp(ctx, seat, lord_vp(ctx, seat, mid), T(m.name))


@serial.register
@dataclass
class DuchyBrigadier:
    """Law 12.5.2.IV: up to two moves or up to two battles (the second may be declined)."""
    seat: int


@handles(DuchyBrigadier)
class DuchyBrigadierH(Handler):
    def decide(self, ctx, fr):
        opts = []
        if duchy_move_origins(ctx, fr.seat):
            opts.append(ch("action:move", Msg("Up to two moves")))
        if has_battle(ctx, fr.seat):
            opts.append(ch("action:battle", Msg("Up to two battles")))
        return dec(fr.seat, "root.duchy.brigadier", Msg("Brigadier: moves or battles?"), opts, "Law 12.5.2.IV")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        if cid == "action:move":
            ctx.push(DuchyMove(fr.seat, optional=True))
            ctx.push(DuchyMove(fr.seat, optional=True))
        else:
            ctx.push(RootBattle(fr.seat, optional=True))
            ctx.push(RootBattle(fr.seat, optional=True))


def _common_suits(ctx, chosen) -> list[str]:
    return [suit for suit in SUITS if all(matches(ctx, x, suit) for x in chosen)]


@serial.register
@dataclass
class DuchyBanker:
    """Law 12.5.2.V: spend one or more cards of one suit (birds wild), 1 VP per card."""
    seat: int
    spent: list[str] = field(default_factory=list)


@handles(DuchyBanker)
class DuchyBankerH(Handler):
    def decide(self, ctx, fr):
        hand = ctx.s.hands[fr.seat]
        opts = [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(hand))
                if _common_suits(ctx, fr.spent + [x])]
        if fr.spent:
            if not opts:
                return None
            opts.append(ch("done", Msg("Score {n} VP", n=len(fr.spent))))
        return dec(fr.seat, "root.duchy.banker", Msg("Banker: spend which card?"), opts, "Law 12.5.2.V")

    def step(self, ctx, fr):
        ctx.pop(fr)
        add_vp(ctx, fr.seat, len(fr.spent), T("Banker"))

    def act(self, ctx, fr, cid):
        if cid == "done":
            self.step(ctx, fr)
            return
        fr.spent.append(ids.card(cid))
        discard_card(ctx, fr.seat, ids.card(cid), "spends for the Banker:")


# --- Daylight (Law 12.5) ------------------------------------------------------------------------------

@serial.register
@dataclass
class DuchyDaylight:
    """Law 12.5: Assembly (2 actions), Parliament (each swayed minister once), Sway (once)."""
    seat: int
    stage: str = "assembly"          # assembly → parliament (→ mayor) → sway
    actions: int = 2


@handles(DuchyDaylight)
class DuchyDaylightH(Handler):
    def decide(self, ctx, fr):
        s, seat = ctx.s, fr.seat
        st = s.fstate[seat]
        if fr.stage == "assembly":
            if fr.actions <= 0:
                return None
            opts = []
            if build_targets(ctx, seat, False):
                opts.append(ch("action:build", Msg("Build (reveal a card)")))
            if s.supply[seat]["warrior"] > 0:
                opts.append(ch("action:recruit", Msg("Recruit in the Burrow")))
            if duchy_move_origins(ctx, seat):
                opts.append(ch("action:move", Msg("Move")))
            if has_battle(ctx, seat):
                opts.append(ch("action:battle", Msg("Battle")))
            if dig_targets(ctx, seat):
                opts.append(ch("action:dig", Msg("Dig (spend a card)")))
            opts += cards.daylight_common_choices(ctx, seat)
            opts.append(ch("done", Msg("End Assembly")))
            return dec(seat, "root.duchy.assembly", Msg("Assembly ({left})", n=fr.actions, left=P(fr.actions, "{n} action left", "{n} actions left")), opts, "Law 12.5.1")
        if fr.stage == "parliament":
            opts = [ch(f"minister:{x}", minister(ctx, x).name) for x in st.swayed
                    if x not in st.used and can_act(ctx, seat, x)]
            if not opts:
                return None
            opts += cards.daylight_common_choices(ctx, seat)
            opts.append(ch("done", Msg("End Parliament")))
            return dec(seat, "root.duchy.parliament", Msg("Parliament: which minister acts?"), opts, "Law 12.5.2")
        if fr.stage == "mayor":
            return dec(seat, "root.duchy.mayor", Msg("Mayor: take which minister's action?"),
                       [ch(f"minister:{x}", minister(ctx, x).name) for x in mayor_targets(ctx, seat)],
                       "Law 12.5.2.VI")
        opts = [ch(f"minister:{x}", Msg("Sway the {minister}", minister=T(minister(ctx, x).name))) for x in swayable(ctx, seat)]
        if not opts:
            return None
        opts += cards.daylight_common_choices(ctx, seat)
        opts.append(ch("done", Msg("End Daylight")))
        return dec(seat, "root.duchy.sway", Msg("Sway a minister?"), opts, "Law 12.5.3")

    def step(self, ctx, fr):
        if fr.stage == "assembly":
            fr.stage = "parliament"
        elif fr.stage == "parliament":
            fr.stage = "sway"
        elif fr.stage == "mayor":          # the copied minister can no longer act: Mayor is spent
            fr.stage = "parliament"
        else:
            ctx.pop(fr)

    def act(self, ctx, fr, cid):
        s, seat = ctx.s, fr.seat
        st = s.fstate[seat]
        if cid == "done":
            self.step(ctx, fr)
            return
        if fr.stage == "assembly" and cid.startswith("action:"):
            fr.actions -= 1
            a = ids.action(cid)
            if a == "build":
                ctx.push(DuchyBuild(seat))                          # 12.5.1.I
            elif a == "recruit":                                    # 12.5.1.II
                s.supply[seat]["warrior"] -= 1
                st.burrow += 1
                ctx.log("root.duchy.recruit", Msg("Duchy recruits a warrior in the Burrow"), seat, rule="Law 12.5.1.II")
            elif a == "move":
                ctx.push(DuchyMove(seat))                           # 12.5.1.III
            elif a == "battle":
                ctx.push(RootBattle(seat))                          # 12.5.1.IV
            elif a == "dig":
                ctx.push(DuchyDig(seat))                            # 12.5.1.V
            return
        if fr.stage == "parliament" and cid.startswith("minister:"):
            mid = ids.minister(cid)
            st.used.append(mid)
            if mid == "mayor":
                fr.stage = "mayor"
                return
            run_minister(ctx, seat, mid)
            return
        if fr.stage == "mayor":
            fr.stage = "parliament"
            run_minister(ctx, seat, ids.minister(cid))   # the copied minister keeps its own action (12.5.2.VI)
            return
        if fr.stage == "sway" and cid.startswith("minister:"):
            ctx.pop(fr)                                             # once per turn (12.5.3)
            ctx.push(DuchySway(seat, ids.minister(cid)))
            return
        cards.apply_daylight_common(ctx, seat, cid)


# --- Evening (Law 12.6) -------------------------------------------------------------------------------

@serial.register
@dataclass
class DuchyEvening:
    seat: int
    stage: str = "return"            # return → craft


@handles(DuchyEvening)
class DuchyEveningH(Handler):
    def decide(self, ctx, fr):
        if fr.stage != "craft":
            return None
        opts = cards.craft_choices(ctx, fr.seat)
        if not opts:
            return None
        return dec(fr.seat, "root.duchy.craft", Msg("Craft with citadels and markets?"),
                   opts + [ch("done", Msg("End crafting (draw)"))], "Law 12.6.2")

    def step(self, ctx, fr):
        s, seat = ctx.s, fr.seat
        st = s.fstate[seat]
        if fr.stage == "return":
            # Law 12.6.1: revealed birds are discarded, the other revealed cards return to hand.
            birds = [x for x in st.revealed if ctx.c.cards[x].suit == "bird"]
            back = [x for x in st.revealed if ctx.c.cards[x].suit != "bird"]
            st.revealed = []
            for x in birds:
                to_pile(ctx, x)
            s.hands[seat].extend(back)
            if birds or back:
                ctx.log("root.duchy.return", Msg("Duchy discards its revealed bird cards (count: {birds}) and takes back its other revealed cards (count: {back})",
                            birds=len(birds), back=len(back)), seat, rule="Law 12.6.1", cards=birds)
            fr.stage = "craft"
            return
        self._finish(ctx, fr)

    def _finish(self, ctx, fr):
        ctx.pop(fr)
        from ..engine import draw
        draw(ctx, fr.seat, _du(ctx).market_draws[on_map(ctx, fr.seat, "market")])     # Law 12.6.3

    def act(self, ctx, fr, cid):
        if cid == "done":
            self._finish(ctx, fr)
            return
        cards.do_craft(ctx, fr.seat, ids.craft(cid))                                     # Law 12.6.2


# --- Price of Failure (Law 12.2.3) --------------------------------------------------------------------

@serial.register
@dataclass
class DuchyPriceOfFailure:
    """Law 12.2.3: one per removal event (PT: however many buildings): the highest-ranked swayed
    minister goes back unswayed, its crown leaves the game, and a random card is discarded."""
    seat: int


def _highest(ctx, seat) -> list[str]:
    sw = ctx.s.fstate[seat].swayed
    if not sw:
        return []
    top = max(RANKS.index(minister(ctx, x).rank) for x in sw)
    return [x for x in sw if RANKS.index(minister(ctx, x).rank) == top]


@handles(DuchyPriceOfFailure)
class DuchyPriceOfFailureH(Handler):
    def decide(self, ctx, fr):
        top = _highest(ctx, fr.seat)
        if len(top) <= 1:
            return None
        return dec(fr.seat, "root.duchy.price_of_failure", Msg("Price of Failure: which minister leaves?"),
                   [ch(f"minister:{x}", minister(ctx, x).name) for x in top], "Law 12.2.3")

    def step(self, ctx, fr):
        top = _highest(ctx, fr.seat)
        self._resolve(ctx, fr, top[0] if top else "")

    def act(self, ctx, fr, cid):
        self._resolve(ctx, fr, ids.minister(cid))

    def _resolve(self, ctx, fr, mid):
        s, seat = ctx.s, fr.seat
        st = s.fstate[seat]
        ctx.pop(fr)
        if mid:
            m = minister(ctx, mid)
            st.swayed.remove(mid)
            st.lost_crowns.append(m.rank)
            ctx.log("root.duchy.price_of_failure", Msg("Price of Failure: the {minister} returns unswayed and its {rank} crown leaves the game",
                        minister=T(m.name), rank=T(m.rank)), seat, rule="Law 12.2.3")
        hand = s.hands[seat]
        if hand:
            card = hand[s.rng.below(len(hand))]
            discard_card(ctx, seat, card, "discards at random (Price of Failure):")


# --- setup (Law 12.3) -------------------------------------------------------------------------------

def start_corners(ctx, seat) -> list[int]:
    """Law 12.3.3 (PT): a corner that is not another player's starting clearing and, if possible,
    diagonally opposite one, where the Duchy may place."""
    s, m = ctx.s, ctx.m
    starts = [c for i in range(s.n) if i != seat for c in [ctx.fac(i).start_clearing(ctx, i)] if c]
    ok = [c for c in m.corners if c not in starts and can_place(ctx, seat, c)]
    opp = [c for c in ok if m.opposite.get(c) in starts]
    if not ok and not any(c not in starts for c in m.corners):
        return fallback_starts(ctx, seat, need_slot=False)    # every corner is a start: ruling R-SEAT-2
    return sorted(opp or ok)


@serial.register
@dataclass
class DuchySetup:
    seat: int


@handles(DuchySetup)
class DuchySetupH(Handler):
    def decide(self, ctx, fr):
        opts = start_corners(ctx, fr.seat)
        if len(opts) <= 1:
            return None
        return dec(fr.seat, "root.duchy.setup.corner", Msg("Start with 2 warriors and a tunnel in which corner?"),
                   [ch(f"clearing:{c}", Msg("Corner clearing {c}", c=c), f"clearing:{c}") for c in opts], "Law 12.3.3")

    def step(self, ctx, fr):
        opts = start_corners(ctx, fr.seat)
        if opts:
            self._start(ctx, fr, opts[0])
        else:
            ctx.pop(fr)

    def act(self, ctx, fr, cid):
        self._start(ctx, fr, ids.clearing(cid))

    def _start(self, ctx, fr, c):
        from ..engine import place_warriors
        seat = fr.seat
        ctx.pop(fr)
        ctx.s.fstate[seat].start = c
        place_token(ctx, seat, c, "tunnel")
        place_warriors(ctx, seat, c, 2)
        for d in ctx.adj[c]:                                   # Law 12.3.3: 2 in each adjacent clearing
            if can_place(ctx, seat, d):
                place_warriors(ctx, seat, d, 2)
        ctx.log("root.setup", Msg("Duchy starts in clearing {c}: a tunnel and 2 warriors, 2 warriors in each adjacent clearing", c=c), seat, rule="Law 12.3.3")


# --- the faction ------------------------------------------------------------------------------------

class Duchy(Faction):
    crafting_piece_kinds = ("citadel", "market")        # Tunnels (E&P, R-EP-7)
    id = "duchy"
    name = "Underground Duchy"
    setup_order = 7                  # Law 5.1.7: letter G (after the Cult, whose garden it avoids)
    corner_start = True              # Law 5 (facts §7: the corner starters)

    def pieces(self, content):
        d = content.factions.duchy
        return {"warrior": d.warriors, "citadel": d.citadels, "market": d.markets, "tunnel": d.tunnels}

    def building_kinds(self):
        return BUILDINGS

    def token_kinds(self):
        return ("tunnel",)

    def new_fstate(self, ctx, seat):
        return DuchyState()

    def pieces_elsewhere(self, ctx, seat):
        n = ctx.s.fstate[seat].burrow
        return {"warrior": n} if n else {}

    def cards_held(self, ctx, seat):
        return list(ctx.s.fstate[seat].revealed)

    def start_clearing(self, ctx, seat):
        return ctx.s.fstate[seat].start

    def crafting_pieces(self, ctx, seat):
        # Law 12.2.1: citadels and markets, identical for crafting.
        s = ctx.s
        out: dict[str, int] = {}
        for c in ctx.m.ids:
            for b in s.buildings[c]:
                if b[0] == seat and b[1] in BUILDINGS:
                    out[s.suits[c]] = out.get(s.suits[c], 0) + 1
        return out

    def on_piece_removed(self, ctx, owner, c, kind, by):
        # Law 12.2.3: one Price of Failure per removal event, however many buildings go (PT).
        if kind in BUILDINGS and not any(isinstance(fr, DuchyPriceOfFailure) and fr.seat == owner
                                         for fr in ctx.s.stack):
            ctx.push(DuchyPriceOfFailure(owner))

    def setup(self, ctx, seat):
        ctx.push(DuchySetup(seat))

    def birdsong(self, ctx, seat):
        # Law 12.4: one warrior plus one per uncovered warrior icon (by citadels on the map).
        s = ctx.s
        n = min(_du(ctx).burrow_recruit[on_map(ctx, seat, "citadel")], s.supply[seat]["warrior"])
        if n > 0:
            s.supply[seat]["warrior"] -= n
            s.fstate[seat].burrow += n
            ctx.log("root.duchy.birdsong", Msg("Duchy places {warriors} in the Burrow", n=n, warriors=P(n, "{n} warrior", "{n} warriors")), seat, rule="Law 12.4")

    def daylight(self, ctx, seat):
        ctx.s.fstate[seat].used = []
        ctx.push(DuchyDaylight(seat))

    def evening(self, ctx, seat):
        ctx.push(DuchyEvening(seat))

    def view(self, ctx, seat, viewer):
        st = ctx.s.fstate[seat]
        d = _du(ctx)
        return {
            "burrow": st.burrow,
            "revealed": sorted(st.revealed),                # face up (Law 12.5)
            "swayed": list(st.swayed),
            "unswayed": [m.id for m in d.ministers if m.id not in st.swayed],
            "used": list(st.used),
            "crowns": {r: crowns_left(ctx, seat, r) for r in RANKS},
            "lost_crowns": list(st.lost_crowns),
            "tunnels": tunnel_clearings(ctx, seat),
            "start": st.start,
            "next_recruit": d.burrow_recruit[on_map(ctx, seat, "citadel")],
            "draws": d.market_draws[on_map(ctx, seat, "market")],
        }

    def check(self, ctx, seat):
        s = ctx.s
        st = s.fstate[seat]
        out = []
        if st.burrow < 0:
            out.append("negative Burrow")
        if len(set(st.swayed)) != len(st.swayed):
            out.append("a minister swayed twice")
        for r in RANKS:
            if crowns_left(ctx, seat, r) < 0:
                out.append(f"more {r} crowns used than exist")
        for c in ctx.m.ids:
            if sum(1 for t in s.tokens[c] if t[0] == seat and t[1] == "tunnel") > 1:
                out.append(f"two tunnels in clearing {c}")                 # Law 12.5.1.V
        if st.revealed and s.turn_seat != seat:
            out.append("revealed cards outside the Duchy's turn")          # Law 12.6.1
        return out


FACTION = Duchy()
