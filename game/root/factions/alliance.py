"""Woodland Alliance (Law chapter 8): supporters, sympathy, Outrage, Revolt, Spread Sympathy,
Mobilize / Train, military operations by officers, Guerrilla War, base removal, Martial Law.

State: `AllianceState.supporters` (the face-down Supporters stack, shared-deck cards: counted by
`cards_held`) and `officers` (warriors in the Officers box: `pieces_elsewhere`). Bases are the
buildings `base-fox`, `base-rabbit`, `base-mouse`; sympathy is the token `sympathy`.
Outrage (8.2.6) is a frame whose decision belongs to the OTHER seat, mid-turn.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.decision import Choice
from game.core.i18n import N_, Msg, P, Sub, T

from .. import cards, ids
from ..engine import LOST_CITY, clearing_suits, every_suit, fits, has_suit, suit_matches  # the Lost City's suits (R-LAND-11)
from ..engine import (Handler, acting_seat, add_vp, can_place, ch, clearing_ch, dec, discard_card, draw, enemies, handles,
                      matches, place_building, place_token, place_warriors, remove_piece,
                      remove_warriors, to_pile)
from ..flow import RootBattle, RootMove, has_battle, has_move_origin
from .base import Faction

SUITS = ("fox", "rabbit", "mouse")
BASES = tuple(f"base-{s}" for s in SUITS)


@serial.register
@dataclass
class AllianceState:
    supporters: list[str] = field(default_factory=list)   # Law 8.2.3: face down, any order
    officers: int = 0                                      # warriors in the Officers box


def _al(ctx):
    return ctx.c.factions.alliance


def base_kind(suit: str) -> str:
    return f"base-{suit}"


def sympathetic(ctx, seat, c) -> bool:
    """Law 8.2.5.II: a sympathetic clearing holds a sympathy token."""
    return any(t[0] == seat and t[1] == "sympathy" for t in ctx.s.tokens[c])


def sympathetic_clearings(ctx, seat) -> list[int]:
    """Every sympathetic clearing, in one pass over the tokens (legal-choice speed)."""
    toks = ctx.s.tokens
    out = []
    for c in ctx.m.ids:
        for t in toks[c]:
            if t[1] == "sympathy" and t[0] == seat:
                out.append(c)
                break
    return out


def sympathy_placed(ctx, seat) -> int:
    return _al(ctx).sympathy - ctx.s.supply[seat]["sympathy"]


def bases_on_map(ctx, seat) -> list[tuple[int, str]]:
    """(clearing, suit) of each base on the map."""
    out = []
    for c in ctx.m.ids:
        for b in ctx.s.buildings[c]:
            if b[0] == seat and b[1] in BASES:
                out.append((c, b[1][5:]))
    return out


def base_suits_on_map(ctx, seat) -> list[str]:
    """The suits of the bases on the map, in SUITS order: `{suit for _, suit in bases_on_map}`
    read off the Alliance's supply (issue 15: no pass over the map). A base missing from the
    supply is on the map: there is one of each (Law 8.2.4) and a seat's pieces are conserved,
    supply + map + elsewhere = total (a checked invariant; no base is kept elsewhere)."""
    sup = ctx.s.supply[seat]
    return [x for x, k in zip(SUITS, BASES) if sup[k] <= 0]


def has_no_base_on_map(ctx, seat) -> bool:
    """`not bases_on_map(ctx, seat)` read off the Alliance's supply (every base in it; see
    `base_suits_on_map`): no pass over the map (issue 15)."""
    sup = ctx.s.supply[seat]
    return all(sup[k] > 0 for k in BASES)


def has_base(ctx, seat) -> bool:
    return any(ctx.s.supply[seat][k] == 0 for k in BASES)


def supporters_matching(ctx, seat, suit) -> list[str]:
    """Law 8.2.3: supporters are spent only for their suit; birds are wild (Law 2.1.1)."""
    return [x for x in ctx.s.fstate[seat].supporters if matches(ctx, x, suit)]


def supporters_fitting(ctx, seat, c: int) -> list[str]:
    """Law 8.2.3: the supporters that match clearing `c` (in the Lost City any: R-LAND-11)."""
    return [x for x in ctx.s.fstate[seat].supporters if fits(ctx, x, c)]


def suit_counts(ctx, cards) -> dict[str, int]:
    """How many of `cards` are of each printed suit (in first-seen order). Built once per listing
    so that `count_fitting` can answer for every clearing (issue 15: spread and revolt targets
    asked `fits` for every supporter in every clearing)."""
    out: dict[str, int] = {}
    crec = ctx.c.cards
    for x in cards:
        suit = crec[x].suit
        out[suit] = out.get(suit, 0) + 1
    return out


def count_fitting(ctx, counts: dict[str, int], c: int) -> int:
    """`len(supporters_fitting(...))` from `suit_counts` of the same cards: a card fits clearing c
    when it matches one of c's suits (Law 2.1.1: birds are wild; R-LAND-11: the Lost City)."""
    return count_for_suits(counts, clearing_suits(ctx, c))


def count_for_suits(counts: dict[str, int], cs: tuple[str, ...]) -> int:
    """`count_fitting` for a clearing of the suits `cs` (`clearing_suits`)."""
    n = 0
    for suit, k in counts.items():
        for x in cs:
            if suit_matches(suit, x):
                n += k
                break
    return n


def revolt_bases(ctx, seat, c: int) -> list[str]:
    """Law 8.4.1.I: the suits of the bases still on the faction board that match clearing `c`
    (the Lost City matches every base: the Alliance chooses, ruling R-LAND-12)."""
    sup = ctx.s.supply[seat]
    return [x for x in clearing_suits(ctx, c) if sup[base_kind(x)] > 0]


def human(ctx, seat) -> bool:
    """A seat played by a person at the table (the core's per-seat flag `RootState.ask_ambush`,
    set for `human` controllers). Ruling Root — Alliance §secret-supporters: such a seat is asked
    whenever the public information (the supporters COUNT) allows a step, so whether it is asked
    never tells the table which supporters it holds."""
    a = ctx.s.ask_ambush
    return seat < len(a) and bool(a[seat])


def martial_law(ctx, seat, c) -> bool:
    """Law 8.4.2.II.a: at least 3 warriors of ONE other player in the clearing."""
    s = ctx.s
    ws = s.warriors
    for i in range(s.n):                 # any(…), spelt out (issue 15: asked per spread target)
        if i != seat and ws[i][c] >= 3:
            return True
    return False


def spread_cost(ctx, seat, c, base: int | None = None) -> int:
    """Law 8.4.2.II: the cost printed above the next sympathy token (+1 under Martial Law)."""
    if base is None:
        base = _al(ctx).sympathy_costs[sympathy_placed(ctx, seat)]
    return base + (1 if martial_law(ctx, seat, c) else 0)


def spread_targets(ctx, seat, costs: dict[int, int] | None = None) -> list[int]:
    """Law 8.4.2.I: an unsympathetic clearing adjacent to a sympathetic one (any clearing if none
    is sympathetic), where the Alliance may place and can pay. `costs`, if given, receives each
    target's `spread_cost` (the menu's labels show it).
    Issue 15, the same answer in one pass: nothing can be paid with fewer supporters than the next
    token's cost (a clearing's matching supporters are at most all of them, Martial Law only adds);
    the matching supporters are counted once per clearing suit; Martial Law is asked only where it
    decides or a cost is wanted; the placement bans (hooks) last."""
    s = ctx.s
    if s.supply[seat]["sympathy"] <= 0:
        return []
    sup = s.fstate[seat].supporters
    if not sup:
        return []
    base = _al(ctx).sympathy_costs[sympathy_placed(ctx, seat)]
    if len(sup) < base:
        return []
    counts = suit_counts(ctx, sup)
    # matching supporters by the printed suit of a clearing; the Lost City's clearing is of every
    # suit (R-LAND-11: `count_fitting` asks `clearing_suits` there)
    lm = s.landmarks
    lost = lm.get(LOST_CITY, 0) if lm else 0
    suits = s.suits
    by_suit: dict[str, int] = {}
    out = []
    for c in _spread_area(ctx, seat):
        if c == lost:
            n = count_fitting(ctx, counts, c)
        else:
            x = suits[c]
            n = by_suit.get(x)
            if n is None:
                n = by_suit[x] = count_for_suits(counts, (x,))
        if n < base:
            continue
        if n == base or costs is not None:
            cost = spread_cost(ctx, seat, c, base)    # Law 8.4.2.II.a
            if n < cost:
                continue
        else:
            cost = 0
        if not can_place(ctx, seat, c):
            continue
        out.append(c)
        if costs is not None:
            costs[c] = cost
    return out


def _spread_area(ctx, seat) -> list[int]:
    """Law 8.4.2.I: the unsympathetic clearings adjacent to a sympathetic one, in clearing order
    (every clearing when none is sympathetic); placement bans not applied."""
    symp = sympathetic_clearings(ctx, seat)
    if not symp:
        return list(ctx.m.ids)
    adj = ctx.adj
    near = [False] * len(adj)          # by clearing id (adj is indexed by clearing id)
    for c in symp:
        for d in adj[c]:
            near[d] = True
    for c in symp:
        near[c] = False
    return [d for d in range(len(near)) if near[d]]


def _spread_candidates(ctx, seat) -> list[int]:
    return [c for c in _spread_area(ctx, seat) if can_place(ctx, seat, c)]


def spread_possible_publicly(ctx, seat) -> bool:
    """Could the Alliance spread sympathy, judging by public information only (supporters count)?"""
    if ctx.s.supply[seat]["sympathy"] <= 0:
        return False
    n = len(ctx.s.fstate[seat].supporters)
    base = _al(ctx).sympathy_costs[sympathy_placed(ctx, seat)]
    return any(n >= spread_cost(ctx, seat, c, base) for c in _spread_candidates(ctx, seat))


def revolt_targets(ctx, seat, public: bool = False) -> list[int]:
    """Law 8.4.1.I-II: a sympathetic clearing whose suit's base is still on the faction board,
    2 matching supporters, and (Law 2.2.3, ruling Root — Alliance §revolt-slot) a slot for the
    base once the enemy buildings are removed. `public`: count all supporters, not the matching."""
    s = ctx.s
    supporters = s.fstate[seat].supporters
    if len(supporters) < 2:
        return []
    sup = s.supply[seat]
    left = [x for x, k in zip(SUITS, BASES) if sup[k] > 0]     # the bases still on the board
    if not left:
        return []
    symp = sympathetic_clearings(ctx, seat)
    if not symp:
        return []
    # issue 15, the same tests in a cheaper order: a base's suit and the supporters first (matching
    # supporters counted once per printed suit; the Lost City's clearing is every suit, R-LAND-11,
    # asked of `revolt_bases` / `count_fitting` there), the enemies only for a clearing that passes
    lm = s.landmarks
    lost = lm.get(LOST_CITY, 0) if lm else 0
    counts = None if public else suit_counts(ctx, supporters)
    by_suit: dict[str, int] = {}
    foes = None
    out = []
    for c in symp:
        if c == lost:
            if not revolt_bases(ctx, seat, c):
                continue
            n = len(supporters) if counts is None else count_fitting(ctx, counts, c)
        else:
            x = s.suits[c]
            if x not in left:
                continue
            if counts is None:
                n = len(supporters)
            else:
                n = by_suit.get(x)
                if n is None:
                    n = by_suit[x] = count_for_suits(counts, (x,))
        if n < 2:
            continue
        if foes is None:
            foes = enemies(ctx, seat)
        staying = sum(1 for b in s.buildings[c] if b[0] not in foes)
        if ctx.m.slots[c] - staying < 1:
            continue
        if any(ctx.fac(i).blocks_placement(ctx, i, seat, c) for i in range(s.n) if i != seat and i not in foes):
            continue
        out.append(c)
    return out


def organize_targets(ctx, seat) -> list[int]:
    """Law 8.6.1.IV: an unsympathetic clearing with an Alliance warrior."""
    s = ctx.s
    if s.supply[seat]["sympathy"] <= 0:
        return []
    w = s.warriors[seat]
    out = [c for c in ctx.m.ids if w[c]]
    if not out:
        return out
    symp = sympathetic_clearings(ctx, seat)
    return [c for c in out if c not in symp and can_place(ctx, seat, c)]


def recruit_targets(ctx, seat) -> list[int]:
    """Law 8.6.1.III: a clearing with a base."""
    if ctx.s.supply[seat]["warrior"] <= 0 or has_no_base_on_map(ctx, seat):
        return []
    return sorted({c for c, _ in bases_on_map(ctx, seat) if can_place(ctx, seat, c)})


def train_cards(ctx, seat, hand: list[str] | None = None) -> list[str]:
    """Law 8.5.3: a card matching the suit of a base on the map (birds wild), a warrior in supply.
    `hand`: the hand's cards already sorted without repeats (the Daylight menu lists them once)."""
    s = ctx.s
    if s.supply[seat]["warrior"] <= 0:
        return []
    suits = base_suits_on_map(ctx, seat)
    if not suits:
        return []
    if hand is None:
        hand = sorted(set(s.hands[seat]))
    crec = ctx.c.cards
    ok: dict[str, bool] = {}              # by printed suit: does it match a base's suit (2.1.1)?
    out = []
    for x in hand:
        cs = crec[x].suit
        m = ok.get(cs)
        if m is None:
            m = ok[cs] = any(suit_matches(cs, suit) for suit in suits)
        if m:
            out.append(x)
    return out


def add_supporter(ctx, seat, card, why: str | dict, reveals: bool = False) -> None:
    """Law 8.2.3.I: without a base on the map the stack holds 5; a supporter beyond is discarded."""
    st = ctx.s.fstate[seat]
    if not has_base(ctx, seat) and len(st.supporters) >= _al(ctx).supporters_cap_without_base:
        to_pile(ctx, card)
        ctx.log("root.alliance.supporters", Msg("{card} ({why}) is discarded: the Supporters stack is full (5, no base)",
                    card=T(ctx.c.cards[card].name), why=_why(why)), seat, rule="Law 8.2.3.I", reveals=reveals, card=card)
        return
    st.supporters.append(card)
    ctx.log("root.alliance.supporters", Msg("{card} joins the Alliance's supporters ({why})", card=T(ctx.c.cards[card].name),
                                            why=_why(why)),
            seat, rule="Law 8.2.3", private_to=seat, reveals=reveals,
            public_text=Msg("A card joins the Alliance's supporters ({why}).", why=_why(why)))


def _why(why: str | dict) -> dict:
    """Why a card joined the supporters: a term (an action's name) or a message."""
    return why if isinstance(why, dict) else T(why)


def spend_supporter(ctx, seat, card, discards: bool = False) -> None:
    """Spent or discarded supporters go face up to the discard pile (public, Law 1.2.2)."""
    ctx.s.fstate[seat].supporters.remove(card)
    to_pile(ctx, card)
    ctx.log("root.alliance.spend", (Msg("Alliance discards supporter {card}", card=T(ctx.c.cards[card].name)) if discards else
                                         Msg("Alliance spends supporter {card}", card=T(ctx.c.cards[card].name))), seat,
            rule="Law 8.2.3", card=card)


def draw_top(ctx) -> str | None:
    """The top card of the shared deck (Law 2.1.2: refill from the discard pile when empty;
    nothing when both are empty, ruling Root §draw-empty)."""
    s = ctx.s
    if not s.deck:
        if not s.discard:
            return None
        s.deck = s.discard
        s.discard = []
        s.rng.shuffle(s.deck)
        ctx.log("root.reshuffle", Msg("The discard pile is shuffled into a new deck."), rule="Law 2.1.2", reveals=True)
    return s.deck.pop()


def place_sympathy(ctx, seat, c, why: str) -> None:
    """Place the leftmost sympathy token and score the VP of the uncovered space (8.4.2.III, 8.6.1.IV)."""
    vp = _al(ctx).sympathy_vp[sympathy_placed(ctx, seat)]
    place_token(ctx, seat, c, "sympathy")
    ctx.log("root.alliance.sympathy", Msg("Alliance places sympathy in clearing {c} ({why})", c=c, why=T(why)), seat,
            rule="Law 8.2.5", clearing=c)
    add_vp(ctx, seat, vp, N_("sympathy track"))


def gain_officer(ctx, seat) -> bool:
    s = ctx.s
    if s.supply[seat]["warrior"] <= 0:
        return False
    s.supply[seat]["warrior"] -= 1
    s.fstate[seat].officers += 1
    return True


class Alliance(Faction):
    crafting_piece_kinds = ("sympathy",)        # Tunnels (E&P, R-EP-7)
    id = "alliance"
    name = "Woodland Alliance"
    setup_order = 3

    def pieces(self, content):
        al = content.factions.alliance
        out = {"warrior": al.warriors, "sympathy": al.sympathy}
        for suit in al.bases:
            out[base_kind(suit)] = 1
        return out

    def building_kinds(self):
        return BASES

    def token_kinds(self):
        return ("sympathy",)

    def new_fstate(self, ctx, seat):
        return AllianceState()

    def pieces_elsewhere(self, ctx, seat):
        n = ctx.s.fstate[seat].officers
        return {"warrior": n} if n else {}

    def cards_held(self, ctx, seat):
        return list(ctx.s.fstate[seat].supporters)

    def hidden_card_piles(self, ctx, seat, viewer):
        # Law 8.2.3: supporters are face down; only the Alliance sees them.
        return [] if viewer == seat else [ctx.s.hands[seat], ctx.s.fstate[seat].supporters]

    def crafting_pieces(self, ctx, seat):
        # Law 8.2.1: sympathy tokens are the Alliance's crafting pieces.
        # one pass over the tokens (`sympathetic_clearings`, spelt out: issue 15, every craft menu)
        out: dict[str, int] = {}
        s = ctx.s
        toks, suits = s.tokens, s.suits
        for c in ctx.m.ids:
            for t in toks[c]:
                if t[1] == "sympathy" and t[0] == seat:
                    suit = suits[c]
                    out[suit] = out.get(suit, 0) + 1
                    break
        return out

    def swaps_dice_as_defender(self, ctx, seat):
        return True                                   # Law 8.2.2 Guerrilla War

    def after_move(self, ctx, me, mover, a, b, n):
        # Law 8.2.6: another player moving warriors into a sympathetic clearing causes Outrage.
        # Warriors a Vagabond forces along (PT 9.2.9.II.b) are moved by their owner (PT 1.5.5),
        # who gives the card (ruling Root — wiring §outrage-ally). The pawn is no warrior: no hook.
        if n > 0 and mover != me and sympathetic(ctx, me, b):
            ctx.push(AllianceOutrage(mover, b, me))

    def on_piece_removed(self, ctx, owner, c, kind, by):
        s = ctx.s
        if kind == "sympathy":
            # Law 8.2.6: another player removing a sympathy token causes Outrage; a hireling's
            # removal is its controller's Outrage (Law E.3.7; none when it is uncontrolled)
            by = acting_seat(s, by)
            if by >= 0 and by != owner:
                ctx.push(AllianceOutrage(by, c, owner))
            return
        if kind in BASES:
            # Law 8.2.4: discard the supporters of the base's suit, birds included; lose half the
            # officers, rounded up; then the cap of 5 if no base is left (the Alliance chooses).
            suit = kind[5:]
            st = s.fstate[owner]
            gone = [x for x in st.supporters if matches(ctx, x, suit)]
            for x in gone:
                st.supporters.remove(x)
                to_pile(ctx, x)
            lost = (st.officers + 1) // 2
            st.officers -= lost
            s.supply[owner]["warrior"] += lost
            ctx.log("root.alliance.base_removed",
                    Msg("Alliance base ({suit}) removed: supporters discarded: {n} ({cards}); officers lost: {k}",
                        suit=T(suit), n=len(gone), cards=[T(ctx.c.cards[x].name) for x in gone], k=lost) if gone else
                    Msg("Alliance base ({suit}) removed: no supporter discarded; officers lost: {k}", suit=T(suit), k=lost), owner, rule="Law 8.2.4", reveals=bool(gone), cards=gone)
            if not has_base(ctx, owner):
                ctx.push(AllianceSupportersCap(owner))

    def setup(self, ctx, seat):
        # Law 8.3.4: three cards from the deck, face down, as the starting supporters.
        for _ in range(3):
            card = draw_top(ctx)
            if card is not None:
                add_supporter(ctx, seat, card, "setup", reveals=True)

    def birdsong(self, ctx, seat):
        ctx.push(AllianceBirdsong(seat))

    def daylight(self, ctx, seat):
        ctx.push(AllianceDaylight(seat))

    def evening(self, ctx, seat):
        ctx.push(AllianceEvening(seat))

    def view(self, ctx, seat, viewer):
        st = ctx.s.fstate[seat]
        placed = sympathy_placed(ctx, seat)
        al = _al(ctx)
        return {
            # Law 8.2.3: supporters are face down; only the Alliance sees them.
            "supporters": sorted(st.supporters) if viewer == seat else len(st.supporters),
            "supporters_count": len(st.supporters),
            "officers": st.officers,
            "sympathy_placed": placed,
            "next_sympathy_cost": al.sympathy_costs[placed] if placed < al.sympathy else None,
            "next_sympathy_vp": al.sympathy_vp[placed] if placed < al.sympathy else None,
            "bases_on_map": [[c, suit] for c, suit in bases_on_map(ctx, seat)],
        }

    def check(self, ctx, seat):
        s = ctx.s
        out = []
        for c in ctx.m.ids:
            if sum(1 for t in s.tokens[c] if t[0] == seat and t[1] == "sympathy") > 1:
                out.append(f"two sympathy tokens in clearing {c}")       # Law 8.2.5.I
        for c, suit in bases_on_map(ctx, seat):
            if not has_suit(ctx, c, suit):
                out.append(f"{suit} base in a {s.suits[c]} clearing")
        st = s.fstate[seat]
        if st.officers < 0:
            out.append("negative officers")
        capping = any(isinstance(fr, AllianceSupportersCap) for fr in s.stack)
        if not capping and not has_base(ctx, seat) and len(st.supporters) > _al(ctx).supporters_cap_without_base:
            out.append(f"{len(st.supporters)} supporters with no base on the map")
        return out


FACTION = Alliance()


# --- paying supporters ----------------------------------------------------------------------------

def _pay_choice(ctx, seat, c, owed, kind, what, rule):
    """The supporter to spend next, or None when the payment is forced (as many matching cards as
    owed, or only one kind of matching card)."""
    if owed <= 0:
        return None
    suit = ctx.s.suits[c]
    have = supporters_fitting(ctx, seat, c)
    if not have:
        return None
    if (len(have) <= owed or len(set(have)) == 1) and not human(ctx, seat):
        return None
    return dec(seat, kind, Msg("{what}: spend which {suit} supporter? ({n} to pay)", what=T(what), suit=T(suit), n=owed),
               [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(have))], rule,
               {"suit": suit, "owed": owed, "private": True})


def _pay_forced(ctx, seat, c) -> None:
    spend_supporter(ctx, seat, supporters_fitting(ctx, seat, c)[0])


# --- Birdsong (Law 8.4) ----------------------------------------------------------------------------

@serial.register
@dataclass
class AllianceBirdsong:
    """Law 8.4: Revolt any number of times, then Spread Sympathy any number of times (in order)."""
    seat: int
    stage: str = "revolt"


# _spread_ch's cache: module-level, keyed by (clearing, cost), the only inputs of the choice, so it
# cannot go stale; bounded by the clearings times the few costs. Why: its label holds a count
# parameter, slow to build and to key in `ch`, and Spread is listed at every Birdsong (issue 15).
_SPREAD_CH: dict[tuple[int, int], Choice] = {}


def _spread_ch(c: int, n: int) -> Choice:
    """The choice to spread sympathy to clearing `c` for `n` supporters."""
    got = _SPREAD_CH.get((c, n))
    if got is None:
        got = _SPREAD_CH[(c, n)] = ch(f"clearing:{c}", Msg("Clearing {c} ({supporters})", c=c, n=n, supporters=P(n, "{n} supporter", "{n} supporters")), f"clearing:{c}")
    return got


@handles(AllianceBirdsong)
class AllianceBirdsongH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        # Ruling Root — Alliance §secret-supporters: a human seat is asked whenever the step is
        # possible judging by the supporters count, even if no supporter matches (then only `done`).
        if fr.stage == "revolt":
            opts = revolt_targets(ctx, seat)
            if not opts and not (human(ctx, seat) and revolt_targets(ctx, seat, public=True)):
                return None
            return dec(seat, "root.alliance.revolt", Msg("Revolt in which sympathetic clearing?"),
                       [ch(f"clearing:{c}", Msg("Revolt in clearing {c}", c=c), f"clearing:{c}") for c in opts]
                       + [ch("done", Msg("No more revolts (spread sympathy)"))], "Law 8.4.1", {"private": True})
        costs: dict[int, int] = {}
        opts = spread_targets(ctx, seat, costs)
        if not opts and not (human(ctx, seat) and spread_possible_publicly(ctx, seat)):
            return None
        return dec(seat, "root.alliance.spread", Msg("Spread sympathy to which clearing?"),
                   [_spread_ch(c, costs[c]) for c in opts] + [ch("done", Msg("End Birdsong"))], "Law 8.4.2", {"private": True})

    def step(self, ctx, fr):
        if fr.stage == "revolt":
            fr.stage = "spread"
        else:
            ctx.pop(fr)

    def act(self, ctx, fr, cid):
        if cid == "done":
            self.step(ctx, fr)
            return
        c = ids.clearing(cid)
        if fr.stage == "revolt":
            ctx.push(AllianceRevolt(fr.seat, c, 2))
        else:
            ctx.push(AllianceSpread(fr.seat, c, spread_cost(ctx, fr.seat, c)))


@serial.register
@dataclass
class AllianceRevolt:
    """Law 8.4.1: spend 2 supporters of the clearing's suit, then resolve."""
    seat: int
    clearing: int
    owed: int = 2
    base: str = ""          # the suit of the base placed (chosen in the Lost City: R-LAND-12)


@handles(AllianceRevolt)
class AllianceRevoltH(Handler):
    def decide(self, ctx, fr):
        if fr.owed > 0:
            return _pay_choice(ctx, fr.seat, fr.clearing, fr.owed, "root.alliance.revolt.pay",
                               "Revolt", "Law 8.4.1.II")
        bases = revolt_bases(ctx, fr.seat, fr.clearing)
        if not fr.base and len(bases) > 1:          # the Lost City: which base (ruling R-LAND-12)
            return dec(fr.seat, "root.alliance.revolt.base", Msg("Revolt in the Lost City: place which base?"),
                       [ch(f"suit:{x}", Msg("The {suit} base", suit=T(x))) for x in bases], "Law 8.4.1.III",
                       {"clearing": fr.clearing})
        return None

    def step(self, ctx, fr):
        if fr.owed > 0:
            _pay_forced(ctx, fr.seat, fr.clearing)
            fr.owed -= 1
            return
        self._resolve(ctx, fr)

    def act(self, ctx, fr, cid):
        if cid.startswith("suit:"):
            fr.base = cid.split(":", 1)[1]
            return
        spend_supporter(ctx, fr.seat, ids.card(cid))
        fr.owed -= 1

    def _resolve(self, ctx, fr):
        s, seat, c = ctx.s, fr.seat, fr.clearing
        bases = revolt_bases(ctx, seat, c)
        suit = fr.base if fr.base in bases else (bases[0] if bases else s.suits[c])
        ctx.pop(fr)
        ctx.log("root.alliance.revolt", Msg("Alliance revolts in clearing {c}", c=c), seat, rule="Law 8.4.1", clearing=c)
        # Law 8.4.1.III: remove all enemy pieces (1 VP per building/token, Law 3.2.1); PT 1.1.3:
        # all pieces first, triggered effects (Field Hospitals…) resolve afterwards (pushed frames).
        for e in enemies(ctx, seat):
            if s.warriors[e][c]:
                remove_warriors(ctx, e, c, s.warriors[e][c], seat, "revolt")
            for p in [p for p in s.buildings[c] if p[0] == e]:
                remove_piece(ctx, e, c, p[1], True, seat)
            for p in [p for p in s.tokens[c] if p[0] == e]:
                remove_piece(ctx, e, c, p[1], False, seat)
            ctx.fac(e).on_full_removal(ctx, e, c, seat)
        place_building(ctx, seat, c, base_kind(suit))
        n = sum(1 for d in sympathetic_clearings(ctx, seat) if has_suit(ctx, d, suit))      # R-LAND-11
        k = place_warriors(ctx, seat, c, n)           # Law 2.5: as many as possible
        officer = gain_officer(ctx, seat)
        ctx.log("root.alliance.revolt", (Msg("Alliance places the {suit} base and {warriors} in clearing {c} and gains an officer",
                     suit=T(suit), k=k, c=c, warriors=P(k, "{n} warrior", "{n} warriors")) if officer else
                 Msg("Alliance places the {suit} base and {warriors} in clearing {c}", suit=T(suit), k=k, c=c, warriors=P(k, "{n} warrior", "{n} warriors"))), seat, rule="Law 8.4.1.III")


@serial.register
@dataclass
class AllianceSpread:
    """Law 8.4.2: pay the supporters (cost fixed when the clearing is chosen), place, score."""
    seat: int
    clearing: int
    owed: int


@handles(AllianceSpread)
class AllianceSpreadH(Handler):
    def decide(self, ctx, fr):
        return _pay_choice(ctx, fr.seat, fr.clearing, fr.owed, "root.alliance.spread.pay",
                           "Spread Sympathy", "Law 8.4.2.II")

    def step(self, ctx, fr):
        if fr.owed > 0:
            _pay_forced(ctx, fr.seat, fr.clearing)
            fr.owed -= 1
            return
        ctx.pop(fr)
        place_sympathy(ctx, fr.seat, fr.clearing, "Spread Sympathy")

    def act(self, ctx, fr, cid):
        spend_supporter(ctx, fr.seat, ids.card(cid))
        fr.owed -= 1


# --- Daylight (Law 8.5) ----------------------------------------------------------------------------

@serial.register
@dataclass
class AllianceDaylight:
    """Law 8.5: craft, Mobilize, Train in any order and number."""
    seat: int


@handles(AllianceDaylight)
class AllianceDaylightH(Handler):
    def decide(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        opts = cards.craft_choices(ctx, seat)
        card_ch = cards.card_ch
        hand = sorted(set(s.hands[seat]))
        opts += [card_ch(ctx, "mobilize", N_("Mobilize {card}"), x) for x in hand]
        opts += [card_ch(ctx, "train", N_("Train an officer with {card}"), x) for x in train_cards(ctx, seat, hand)]
        opts += cards.daylight_common_choices(ctx, seat)
        opts.append(ch("done", Msg("End Daylight")))
        return dec(seat, "root.alliance.daylight", Msg("Craft, Mobilize or Train"), opts, "Law 8.5")

    def act(self, ctx, fr, cid):
        seat, s = fr.seat, ctx.s
        if cid == "done":
            ctx.pop(fr)
        elif cid.startswith("craft:"):
            cards.do_craft(ctx, seat, ids.craft(cid))                   # Law 8.5.1
        elif cid.startswith("mobilize:"):
            card = ids.mobilize(cid)                                        # Law 8.5.2
            s.hands[seat].remove(card)
            ctx.log("root.alliance.mobilize", Msg("Alliance mobilizes a card"), seat, rule="Law 8.5.2")
            add_supporter(ctx, seat, card, "Mobilize")
        elif cid.startswith("train:"):
            discard_card(ctx, seat, ids.train(cid), "spends to train an officer:")   # Law 8.5.3
            gain_officer(ctx, seat)
        else:
            cards.apply_daylight_common(ctx, seat, cid)


# --- Evening (Law 8.6) -----------------------------------------------------------------------------

@serial.register
@dataclass
class AllianceEvening:
    """Law 8.6.1: military operations, one per officer (ruling Root — Alliance §officers-lost:
    the limit is the current number of officers), then draw (8.6.2)."""
    seat: int
    used: int = 0


@handles(AllianceEvening)
class AllianceEveningH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.used >= ctx.s.fstate[seat].officers:
            return None
        opts = []
        if has_move_origin(ctx, seat):
            opts.append(ch("action:move", Msg("Move")))
        if has_battle(ctx, seat):
            opts.append(ch("action:battle", Msg("Battle")))
        # clearing_ch: ch(f"recruit:{c}", Msg("Recruit in clearing {c}", c=c), f"clearing:{c}"), built once
        opts += [clearing_ch(N_("Recruit in clearing {c}"), c, "recruit") for c in recruit_targets(ctx, seat)]
        opts += [clearing_ch(N_("Organize in clearing {c}"), c, "organize") for c in organize_targets(ctx, seat)]
        if not opts:
            return None
        left = ctx.s.fstate[seat].officers - fr.used
        return dec(seat, "root.alliance.operations", Msg("Military operations ({n} left)", n=left),
                   opts + [ch("done", Msg("End military operations"))], "Law 8.6.1")

    def step(self, ctx, fr):
        self._finish(ctx, fr)

    def _finish(self, ctx, fr):
        seat = fr.seat
        ctx.pop(fr)
        # Law 8.6.2: draw one card plus one per uncovered draw bonus (a base on the map).
        al = _al(ctx)
        n = 1 + sum(al.base_draws[al.bases.index(suit)] for _, suit in bases_on_map(ctx, seat))
        draw(ctx, seat, n)

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if cid == "done":
            self._finish(ctx, fr)
            return
        fr.used += 1
        if cid == "action:move":
            ctx.push(RootMove(seat))                                          # 8.6.1.I
        elif cid == "action:battle":
            ctx.push(RootBattle(seat))                                        # 8.6.1.II
        elif cid.startswith("recruit:"):
            c = int(ids.recruit(cid))
            place_warriors(ctx, seat, c, 1)                               # 8.6.1.III
            ctx.log("root.alliance.recruit", Msg("Alliance recruits in clearing {c}", c=c), seat, rule="Law 8.6.1.III")
        elif cid.startswith("organize:"):
            c = ids.organize(cid)                                              # 8.6.1.IV
            remove_warriors(ctx, seat, c, 1, seat, "organize")
            place_sympathy(ctx, seat, c, "Organize")


# --- Outrage, supporters cap -----------------------------------------------------------------------

@serial.register
@dataclass
class AllianceOutrage:
    """Law 8.2.6: `payer` moved warriors into / removed sympathy from `clearing`: they add a matching
    card from hand to the supporters (their decision, even mid-turn of another seat); with no
    matching card they show their hand to the Alliance, who draws a card into the supporters."""
    payer: int
    clearing: int
    alliance: int


@handles(AllianceOutrage)
class AllianceOutrageH(Handler):
    def decide(self, ctx, fr):
        suit = ctx.s.suits[fr.clearing]
        opts = sorted({x for x in ctx.s.hands[fr.payer] if fits(ctx, x, fr.clearing)})     # R-LAND-11
        if not opts:
            return None
        return dec(fr.payer, "root.alliance.outrage",
                   Msg("Outrage in clearing {c}: give which card to the Alliance's supporters?", c=fr.clearing)
                   if every_suit(ctx, fr.clearing) else                                # R-LAND-31
                   Msg("Outrage in clearing {c}: give which {suit} card to the Alliance's supporters?", c=fr.clearing, suit=T(suit)),
                   [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in opts], "Law 8.2.6",
                   {"clearing": fr.clearing, "suit": suit, "alliance": fr.alliance})

    def step(self, ctx, fr):
        s = ctx.s
        ctx.pop(fr)
        hand = sorted(s.hands[fr.payer])
        suit = s.suits[fr.clearing]
        ctx.log("root.alliance.outrage_reveal",
                Msg("Outrage: {name} has no {suit} card and shows their hand to the Alliance: {cards}", name=T(ctx.name(fr.payer)),
                    suit=T(suit), cards=[T(ctx.c.cards[x].name) for x in hand]) if hand else
                Msg("Outrage: {name} has no {suit} card and shows their empty hand to the Alliance", name=T(ctx.name(fr.payer)),
                    suit=T(suit)), fr.payer, rule="Law 8.2.6",
                reveals=True, private_to=fr.alliance,
                public_text=Msg("Outrage: {name} has no {suit} card and shows their hand to the Alliance.",
                                name=T(ctx.name(fr.payer)), suit=T(suit)),
                hand=hand)
        card = draw_top(ctx)
        if card is not None:
            add_supporter(ctx, fr.alliance, card, "Outrage: drawn from the deck", reveals=True)

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        card = ids.card(cid)
        ctx.s.hands[fr.payer].remove(card)
        ctx.log("root.alliance.outrage", Msg("Outrage: {name} gives {card} to the Alliance's supporters", name=T(ctx.name(fr.payer)),
                                             card=T(ctx.c.cards[card].name)), fr.payer, rule="Law 8.2.6", private_to=fr.alliance,
                public_text=Msg("Outrage: {name} gives a card to the Alliance's supporters.", name=T(ctx.name(fr.payer))))
        add_supporter(ctx, fr.alliance, card, Sub(N_("Outrage by {name}"), name=T(ctx.name(fr.payer))), reveals=True)


@serial.register
@dataclass
class AllianceSupportersCap:
    """Law 8.2.4: no base left and more than 5 supporters: the Alliance discards down to 5."""
    seat: int


@handles(AllianceSupportersCap)
class AllianceSupportersCapH(Handler):
    def decide(self, ctx, fr):
        sup = ctx.s.fstate[fr.seat].supporters
        cap = _al(ctx).supporters_cap_without_base
        if has_base(ctx, fr.seat) or len(sup) <= cap or (len(set(sup)) == 1 and not human(ctx, fr.seat)):
            return None
        return dec(fr.seat, "root.alliance.supporters_cap", Msg("Discard supporters down to {cap} ({n} more)", cap=cap, n=len(sup) - cap),
                   [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(sup))], "Law 8.2.4")

    def step(self, ctx, fr):
        sup = ctx.s.fstate[fr.seat].supporters
        if not has_base(ctx, fr.seat) and len(sup) > _al(ctx).supporters_cap_without_base:
            self.act(ctx, fr, f"card:{sup[0]}")          # only one kind of card left: forced
            return
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        spend_supporter(ctx, fr.seat, ids.card(cid), discards=True)
