"""Landmarks (Law App. F; LCR App. L; Advanced Setup A.5; root-marauder-facts.md §4): the six
cards of the Landmarks Pack, their setup limits, and the effects that are not already map rules.

Why a module of its own: a landmark is neither a faction nor a map. The Ferry and the Tower reuse
the map rules (game/root/mapfeatures.py: `state.ferry`, `state.tower`); Elder Treetop's extra
slot lives in `engine.map_with_landmarks` (every slot question reads `ctx.m.slots`); this module
sets them all up and holds the Black Market, the Legendary Forge and the Lost City.

Setup option `landmarks`: off | random (two dealt) | random-1 (one dealt) | chosen (the set in
`landmark_set`; more than two are dealt down to two, Law A.5.1-A.5.2). From the command line
`landmarks=ferry,tower` names the set. Data: data/root/landmarks.yaml.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from game.core import serial
from game.core.content import fail, load_records
from game.core.decision import Choice, Decision, SetupError
from game.core.i18n import Msg, T
from game.core.rng import Rng

from . import ids
from .engine import TREETOP, Ctx, Handler, add_vp, ch, dec, draw, handles, pieces_of
from .engine import has_suit as engine_has_suit

if TYPE_CHECKING:                        # only for the types
    from .content import RootContent
    from .state import RootState

FERRY, TOWER, BLACK_MARKET, FORGE, LOST_CITY = "ferry", "tower", "black-market", "forge", "lost-city"
PLACES = ("river", "ruin", "corner", "one-slot", "any")
MODES = ("off", "random", "random-1", "chosen")
SUITS = ("fox", "rabbit", "mouse")


# --- data (data/root/landmarks.yaml) ------------------------------------------------------------

@dataclass(frozen=True)
class LandmarkRec:
    id: str
    name: str
    place: str
    near_ok: bool
    min_players: int
    confidence: str
    rule: str


@dataclass(frozen=True)
class LandmarksFile:
    landmarks: tuple[LandmarkRec, ...]
    forge_items: dict[str, tuple[str, ...]] = field(default_factory=dict)
    black_market_cards: int = 3


_DATA: dict[str, LandmarksFile] = {}


def data(content: RootContent) -> LandmarksFile:
    """The landmarks file, checked once per pack (errors name file:line)."""
    key = str(content.path)
    got = _DATA.get(key)
    if got is None:
        got = load_records(Path(content.path) / "landmarks.yaml", LandmarksFile)
        seen: set[str] = set()
        for r in got.landmarks:
            if r.place not in PLACES:
                fail(r, "place", Msg("{value} is not one of {allowed}", value=repr(r.place), allowed=", ".join(PLACES)))
            if r.id in seen:
                fail(r, "id", Msg("{value} is listed twice", value=repr(r.id)))
            if not 2 <= r.min_players <= 6:
                fail(r, "min_players", Msg("{n} is not a player count (2-6)", n=r.min_players))
            if r.confidence not in ("H", "M", "L"):
                fail(r, "confidence", Msg("one of H, M, L"))
            seen.add(r.id)
        kinds = set(content.items.kinds)
        for suit, items in got.forge_items.items():
            if suit not in SUITS or any(x not in kinds for x in items):
                fail(got, "forge_items", Msg("{key}: a suit ({suits}) and item kinds ({kinds})", key=suit,
                                                suits=", ".join(SUITS), kinds=", ".join(sorted(kinds))))
        if not 0 <= got.black_market_cards <= 10:
            fail(got, "black_market_cards", Msg("a small number of cards (0-10)"))
        if set(got.forge_items) != set(SUITS):
            fail(got, "forge_items", Msg("one list per suit: fox, rabbit, mouse"))
        _DATA[key] = got
    return got


def rec(content: RootContent, lid: str) -> LandmarkRec:
    return next(r for r in data(content).landmarks if r.id == lid)


def landmark_ids(content: RootContent) -> tuple[str, ...]:
    return tuple(r.id for r in data(content).landmarks)


# --- the setup option ----------------------------------------------------------------------------

def normalise(content: RootContent, setup: dict) -> dict:
    """`landmarks=ferry,tower` (command line) -> mode `chosen` with that set; checks the set."""
    v = setup.get("landmarks", "off")
    known = landmark_ids(content)
    if isinstance(v, str) and v not in MODES:
        names = [x.strip() for x in v.split(",") if x.strip()]
        setup = dict(setup, landmarks="chosen", landmark_set=names)
    if setup.get("landmarks", "off") == "chosen":
        chosen = setup.get("landmark_set") or []
        if not isinstance(chosen, list) or not chosen:
            raise SetupError(Msg("landmarks: tick at least one landmark (Law A.5.1; on the command line "
                                 "landmarks=ferry,tower)"))
        bad = [x for x in chosen if x not in known]
        if bad:
            raise SetupError(Msg("landmarks: unknown {values} (known: {known})", values=", ".join(map(repr, bad)),
                                 known=", ".join(known)))
        if len(set(chosen)) != len(chosen):
            raise SetupError(Msg("landmarks: each landmark may be chosen once"))
    return setup


def deal(content: RootContent, setup: dict, n_players: int, rng: Rng) -> list[str]:
    """Law A.5.1-A.5.2: the group plays with 1 or 2 landmarks; the chosen cards are shuffled and
    that many are dealt. `random` deals two from all six (one: `random-1`), leaving out those not
    meant for this many players (Elder Treetop with 2, ruling R-LAND-2); a chosen set of one or two
    is used whole, a larger one is dealt down to two."""
    mode = setup.get("landmarks", "off")
    if mode in ("off", None, ""):
        return []
    if mode == "chosen":
        pool = list(setup.get("landmark_set") or [])
        count = min(2, len(pool))
    else:
        pool = [r.id for r in data(content).landmarks if r.min_players <= n_players]
        count = 1 if mode == "random-1" else 2
    rng.shuffle(pool)
    return pool[:count]


# --- where a landmark may stand (facts §4.1-§4.2) --------------------------------------------------

def river_clearings(ctx: Ctx) -> list[int]:
    """On a river; on the Lake, a coastal clearing (the lake is its rivers, Law C.2.2)."""
    m = ctx.m
    if m.coastal:
        return sorted(m.coastal)
    return [c for c in m.ids if m.river_adj[c]]


def occupied(ctx: Ctx) -> list[int]:
    """Clearings holding a landmark: those set up, and the map's own Ferry and Tower (the same
    wooden pieces, LCR 20.3: ruling R-LAND-5)."""
    s = ctx.s
    out = set(c for c in s.landmarks.values() if c)
    for c in (s.ferry, s.tower):
        if c:
            out.add(c)
    return sorted(out)


def places(ctx: Ctx, lid: str) -> list[int]:
    """Every legal clearing for landmark `lid` now: its card's limit, never where a landmark stands,
    and (all but the Tower) never next to one (facts §4.1 common placement limit)."""
    s, m = ctx.s, ctx.m
    r = rec(ctx.c, lid)
    if r.place == "river":
        cand = river_clearings(ctx)
    elif r.place == "ruin":
        cand = sorted(s.ruins)
    elif r.place == "corner":
        cand = sorted(m.corners)
    elif r.place == "one-slot":
        cand = [c for c in m.ids if m.slots[c] == 1 and c not in m.ruins]
    else:
        cand = list(m.ids)
    taken = occupied(ctx)
    out = [c for c in cand if c not in taken]
    if not r.near_ok:
        out = [c for c in out if not any(d in taken for d in ctx.adj[c])]
    return out


def placer(s: RootState, k: int) -> int:
    """Law A.5.3: the last player in turn order sets up the first landmark, the second-to-last
    the second."""
    return (s.first_seat - 1 - k) % s.n


def place(ctx: Ctx, seat: int, lid: str, c: int) -> None:
    """Set landmark `lid` up in clearing `c`, with what its card does at setup (facts §4.2)."""
    s = ctx.s
    s.landmarks[lid] = c
    if lid == FERRY:
        s.ferry = c
    elif lid == TOWER:
        s.tower = c
    elif lid == BLACK_MARKET:               # three cards, unseen, face down beside the card
        for _ in range(data(ctx.c).black_market_cards):     # at setup the deck is whole (Law A.5 < A.7)
            if s.deck:
                s.black_market.append(s.deck.pop())
    elif lid == FORGE:                      # the suit's items leave the map's item supply for the card
        for item in data(ctx.c).forge_items[s.suits[c]]:
            if s.item_supply.get(item, 0) > 0:
                s.item_supply[item] -= 1
                s.forge_items.append(item)
    elif lid == TREETOP:
        ctx.m = Ctx(ctx.c, s).m             # one more building slot from now on
    ctx.log("root.landmark.place", Msg("{name} sets up {landmark} in clearing {c}", name=T(ctx.name(seat)),
                                       landmark=T(rec(ctx.c, lid).name), c=c),
            seat, rule="Law A.5.3", landmark=lid, clearing=c)


@serial.register
@dataclass
class RootLandmarkSetup:
    """Law A.5.3: set up each dealt landmark in turn (runs before the factions set up, A.5 < A.8)."""
    dealt: list[str]
    idx: int = 0


@handles(RootLandmarkSetup)
class RootLandmarkSetupH(Handler):
    def decide(self, ctx: Ctx, fr: RootLandmarkSetup) -> Decision | None:
        if fr.idx >= len(fr.dealt):
            return None
        lid = fr.dealt[fr.idx]
        seat = placer(ctx.s, fr.idx)
        where = places(ctx, lid)
        if not where or ctx.fac(seat).automaton or len(where) == 1:
            return None
        return dec(seat, "root.landmark.place", Msg("Set up {landmark} in which clearing?", landmark=T(rec(ctx.c, lid).name)),
                   [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in where], "Law A.5.3",
                   data={"landmark": lid})

    def step(self, ctx: Ctx, fr: RootLandmarkSetup) -> None:
        if fr.idx >= len(fr.dealt):
            ctx.pop(fr)
            return
        lid = fr.dealt[fr.idx]
        seat = placer(ctx.s, fr.idx)
        where = places(ctx, lid)
        fr.idx += 1
        if not where:           # ruling R-LAND-3: a landmark that cannot be set up goes back to the box
            ctx.log("root.landmark.boxed", Msg("{landmark} has no legal clearing and goes back to the box",
                                               landmark=T(rec(ctx.c, lid).name)),
                    seat, rule="Law A.5.1, 1.1.2", landmark=lid)
            if lid == FERRY:        # the map's own Ferry / Tower then stay as the map sets them (Law C.2.1, C.3.1)
                ctx.s.ferry = ctx.m.rec.ferry
            elif lid == TOWER:
                ctx.s.tower = ctx.m.rec.tower
            return
        # one legal clearing, or an automaton (the Law of Rootbotics has no landmark rules): the
        # lowest-numbered legal clearing, i.e. the highest priority (ruling R-LAND-4)
        place(ctx, seat, lid, where[0])

    def act(self, ctx: Ctx, fr: RootLandmarkSetup, cid: str) -> None:
        c = ids.clearing(cid)
        lid = fr.dealt[fr.idx]
        seat = placer(ctx.s, fr.idx)
        fr.idx += 1
        place(ctx, seat, lid, c)


# --- the Black Market (facts §4.2) ----------------------------------------------------------------

def black_market_choices(ctx: Ctx, seat: int) -> list[Choice]:
    """Once per turn, a player with faction pieces in the Black Market's clearing may swap a card
    from hand with one of the face-down cards, blind. Offered among the Daylight options every
    faction has (ruling R-LAND-7)."""
    s = ctx.s
    c = s.landmarks.get(BLACK_MARKET, 0)
    if (not c or not s.black_market or BLACK_MARKET in s.used_once or not s.hands[seat]
            or ctx.fac(seat).automaton or not pieces_of(ctx, seat, c)):
        return []
    return [ch("black-market", Msg("Black Market: swap a card from your hand with a face-down card"))]


def apply_black_market(ctx: Ctx, seat: int, cid: str) -> bool:
    if cid != "black-market":
        return False
    ctx.s.used_once.append(BLACK_MARKET)
    ctx.push(RootBlackMarket(seat))
    return True


@serial.register
@dataclass
class RootBlackMarket:
    seat: int
    give: str = ""


@handles(RootBlackMarket)
class RootBlackMarketH(Handler):
    def decide(self, ctx: Ctx, fr: RootBlackMarket) -> Decision | None:
        s = ctx.s
        if not fr.give:
            return dec(fr.seat, "root.landmark.black_market.give", Msg("Lay which card face down at the Black Market?"),
                       [ch(f"card:{x}", Msg("Lay down {card}", card=T(ctx.c.cards[x].name)), f"card:{x}")
                        for x in sorted(set(s.hands[fr.seat]))],
                       "App. F: Black Market")
        return dec(fr.seat, "root.landmark.black_market.take", Msg("Take which face-down card?"),
                   [ch(f"slot:{i + 1}", Msg("Face-down card {n}", n=i + 1)) for i in range(len(s.black_market))],
                   "App. F: Black Market")

    def act(self, ctx: Ctx, fr: RootBlackMarket, cid: str) -> None:
        s = ctx.s
        if not fr.give:
            fr.give = ids.card(cid)
            return
        i = int(cid.split(":", 1)[1]) - 1
        got = s.black_market[i]
        s.hands[fr.seat].remove(fr.give)
        s.black_market[i] = fr.give
        s.hands[fr.seat].append(got)
        ctx.pop(fr)
        ctx.log("root.landmark.black_market", Msg("{name} swaps a card at the Black Market", name=T(ctx.name(fr.seat))),
                fr.seat, rule="App. F: Black Market")


# --- the Legendary Forge (facts §4.2) ------------------------------------------------------------

def forge_has(ctx: Ctx, seat: int, item: str) -> bool:
    """An item on the Forge card can be crafted only by a player with a faction piece there."""
    s = ctx.s
    c = s.landmarks.get(FORGE, 0)
    return bool(c) and item in s.forge_items and pieces_of(ctx, seat, c) > 0


def forge_take(ctx: Ctx, seat: int, item: str) -> None:
    """Crafting an item from the Forge: the item leaves the card, and the crafter draws a card and
    scores 1 VP more (even under Disdain / Contempt for Trade: Law 7.2.3, 14.2.3 name the Forge)."""
    ctx.s.forge_items.remove(item)
    draw(ctx, seat, 1)
    add_vp(ctx, seat, 1, "crafted at the Legendary Forge")


# --- the Lost City (facts §4.2) -------------------------------------------------------------------

def lost_city(ctx: Ctx) -> int:
    return ctx.s.landmarks.get(LOST_CITY, 0) if ctx.s.landmarks else 0


def has_suit(ctx: Ctx, c: int, suit: str) -> bool:
    """The Lost City's clearing is fox, mouse and rabbit at once; others have their one suit
    (engine.has_suit, the one accessor: ruling R-LAND-11)."""
    return engine_has_suit(ctx, c, suit)


# --- checks -----------------------------------------------------------------------------------------

def invariants(ctx: Ctx) -> list[str]:
    s, bad = ctx.s, []
    where = [c for lid, c in s.landmarks.items() if lid != FERRY]     # the Ferry sails (facts §4.2)
    if len(set(where)) != len(where):
        bad.append(f"two landmarks share a clearing: {s.landmarks}")
    if FERRY in s.landmarks and s.landmarks[FERRY] != s.ferry:
        bad.append(f"the Ferry landmark is in {s.landmarks[FERRY]} but the Ferry in {s.ferry}")
    if s.ferry and s.ferry not in river_clearings(ctx):
        bad.append(f"the Ferry is in clearing {s.ferry}, not on a river or the lake")
    if TOWER in s.landmarks and s.landmarks[TOWER] != s.tower:
        bad.append(f"the Tower landmark is in {s.landmarks[TOWER]} but the Tower in {s.tower}")
    if len(s.black_market) > data(ctx.c).black_market_cards or (s.black_market and BLACK_MARKET not in s.landmarks):
        bad.append(f"Black Market holds {len(s.black_market)} cards")
    if s.forge_items and FORGE not in s.landmarks:
        bad.append("items on a Legendary Forge that is not in play")
    if s.treetop_slot:
        c = s.landmarks.get(TREETOP, 0)
        if not c or s.treetop_slot not in s.buildings[c]:
            bad.append(f"the Elder Treetop slot holds {s.treetop_slot}, not in clearing {c}")
    return bad
