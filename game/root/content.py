"""Root content: maps, the shared deck, items and faction-board data, loaded from data/root/
into frozen records, with every cross-reference checked (file:line on failure).

Static derived data the engine needs fast (adjacency lists, forest adjacency, suit lists) is
computed once here and lives on the content object, never in the game state.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, Optional

from game.core.i18n import N_, Msg
from game.core.content import (PackContent, check_ref, fail, load_records,
                               pack_hash, read_pack_info, unique)

from .effect_ids import KNOWN as KNOWN_EFFECTS

SUITS = ("fox", "rabbit", "mouse")
CARD_SUITS = ("bird", "fox", "rabbit", "mouse")
ITEMS = ("boots", "sword", "crossbow", "torch", "hammer", "bag", "tea", "coins")
Suit = Literal["fox", "rabbit", "mouse"]
CardSuit = Literal["bird", "fox", "rabbit", "mouse"]
CostSuit = Literal["fox", "rabbit", "mouse", "any"]
Item = Literal["boots", "sword", "crossbow", "torch", "hammer", "bag", "tea", "coins"]


# --- maps ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class ClearingRec:
    id: int
    name: str
    slots: int
    ruin: bool
    x: int
    y: int
    suit: Optional[Suit] = None


@dataclass(frozen=True)
class ForestRec:
    id: str
    clearings: tuple[int, ...]
    name: str = ""          # shown after the word "forest" (msgctxt "forest"); empty: the id


@dataclass(frozen=True)
class MapRec:
    id: str
    name: str
    opposite_corners: tuple[tuple[int, int], ...]
    river_divides_forests: bool
    clearings: tuple[ClearingRec, ...]
    paths: tuple[tuple[int, int], ...]
    rivers: tuple[tuple[int, int], ...]
    forests: tuple[ForestRec, ...]
    suit_markers: dict[str, int] = field(default_factory=dict)
    # True: the clearings' `suit` is a suggested layout, not printed (Lake, Mountain; Law A.1)
    suggested_suits: bool = False
    coastal: tuple[int, ...] = ()                     # Law C.2.3, in order around the lake
    ferry: int = 0                                    # Law C.2.1: the Ferry's start (0 = none)
    closed_paths: tuple[tuple[int, int], ...] = ()    # Law C.3.1: covered at setup
    tower: int = 0                                    # Law C.3.4: the Pass (0 = none)


@dataclass(frozen=True)
class MapData:
    """A loaded map plus derived lookups (indexes are clearing ids; index 0 unused)."""
    rec: MapRec
    ids: tuple[int, ...]
    adj: tuple[tuple[int, ...], ...]            # adj[c] = path-adjacent clearings, sorted
    river_adj: tuple[tuple[int, ...], ...]
    slots: tuple[int, ...]
    ruins: tuple[int, ...]                      # clearing ids with a ruin
    printed_suit: tuple[Optional[str], ...]
    corners: tuple[int, ...]
    opposite: dict[int, int]
    forests: dict[str, tuple[int, ...]]
    forest_adj: dict[str, tuple[str, ...]]      # forest -> adjacent forests (Law 2.4.1)
    clearing_forests: tuple[tuple[str, ...], ...]
    coastal: tuple[int, ...] = ()               # Law C.2.3 (sorted)
    closed_paths: tuple[tuple[int, int], ...] = ()   # Law C.3.1, each (low, high), sorted

    @property
    def id(self) -> str:
        return self.rec.id


# --- cards, items ---------------------------------------------------------------------------

@dataclass(frozen=True)
class CardRec:
    id: str
    name: str
    suit: CardSuit
    count: int
    kind: Literal["ambush", "dominance", "item", "persistent", "immediate"]
    cost: tuple[CostSuit, ...] = ()
    item: Optional[Item] = None
    vp: int = 0
    effect: Optional[str] = None
    text: str = ""


@dataclass(frozen=True)
class DeckFile:
    cards: tuple[CardRec, ...]


@dataclass(frozen=True)
class ItemsFile:
    kinds: tuple[str, ...]
    supply: dict[str, int]
    ruin_items: tuple[str, ...]


# --- factions ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class BuildingTrack:
    id: str
    count: int
    vp: tuple[int, ...]
    draws: tuple[int, ...]


@dataclass(frozen=True)
class MarquiseRec:
    warriors: int
    wood: int
    keep: int
    build_costs: tuple[int, ...]
    buildings: tuple[BuildingTrack, ...]


@dataclass(frozen=True)
class LeaderRec:
    id: str
    name: str
    viziers: tuple[Literal["recruit", "move", "battle", "build"], ...]
    text: str = ""


@dataclass(frozen=True)
class EyrieRec:
    warriors: int
    roosts: int
    roost_vp: tuple[int, ...]
    roost_draws: tuple[int, ...]
    decree_columns: tuple[str, ...]
    loyal_viziers: int
    leaders: tuple[LeaderRec, ...]


@dataclass(frozen=True)
class AllianceRec:
    warriors: int
    bases: tuple[Suit, ...]
    sympathy: int
    sympathy_costs: tuple[int, ...]
    sympathy_vp: tuple[int, ...]
    base_draws: tuple[int, ...]
    supporters_cap_without_base: int


@dataclass(frozen=True)
class MinisterRec:
    id: str
    name: str
    rank: Literal["squire", "noble", "lord"]
    cost: int
    vp: int
    text: str = ""
    short: str = ""          # a few words for the Duchy's panel (the table); `text` is the tooltip


@dataclass(frozen=True)
class DuchyRec:
    warriors: int
    citadels: int
    markets: int
    tunnels: int
    burrow_recruit: tuple[int, ...]
    market_draws: tuple[int, ...]
    crowns_per_rank: int
    ministers: tuple[MinisterRec, ...]


@dataclass(frozen=True)
class CorvidsRec:
    warriors: int
    plots: dict[str, int]
    plot_base_cost: int
    daylight_actions: int
    evening_draw: int


@dataclass(frozen=True)
class FactionsFile:
    marquise: MarquiseRec
    eyrie: EyrieRec
    alliance: AllianceRec
    duchy: DuchyRec
    corvids: CorvidsRec = None          # type: ignore[assignment]  # absent: None (Optional would also accept `corvids: null`)


@dataclass(frozen=True)
class CharacterRec:
    id: str
    name: str
    box: str
    items: tuple[Item, ...]
    special: str
    text: str = ""


@dataclass(frozen=True)
class QuestRec:
    id: str
    name: str
    suit: Suit
    items: tuple[Item, Item]


@dataclass(frozen=True)
class RelStep:
    aids: int
    vp: int


@dataclass(frozen=True)
class RelationshipRec:
    steps: tuple[RelStep, ...]
    allied_aid_vp: int


@dataclass(frozen=True)
class VagabondFile:
    characters: tuple[CharacterRec, ...]
    quests: tuple[QuestRec, ...]
    relationship: RelationshipRec


@dataclass(frozen=True)
class RootContent(PackContent):
    maps: dict = field(default_factory=dict)            # id -> MapData
    cards: dict = field(default_factory=dict)           # id -> CardRec
    deck_list: tuple = ()                               # every physical card id (54), in file order
    # deck id -> its 54 physical card ids: "base" (= deck_list) and "exiles" (Law A.2, B.7.1)
    decks: dict = field(default_factory=dict)
    # (None only as dataclass defaults: load_root_content always sets the three)
    items: ItemsFile = None             # type: ignore[assignment]
    factions: FactionsFile = None       # type: ignore[assignment]
    vagabond: VagabondFile = None       # type: ignore[assignment]


# --- loading -----------------------------------------------------------------------------------

def _check_map(m: MapRec) -> MapData:
    clearings = unique(m.clearings)
    n = max(clearings) if clearings else 0
    if sorted(clearings) != list(range(1, len(clearings) + 1)):
        fail(m, "clearings", Msg("clearing ids must be 1..{n} (the priority numbers)", n=len(clearings)))
    ids = tuple(sorted(clearings))
    adj: list[set[int]] = [set() for _ in range(n + 1)]
    radj: list[set[int]] = [set() for _ in range(n + 1)]     # Law 2.3: rivers are kept apart; they are not paths
    for field_name, pairs, table in (("paths", m.paths, adj), ("rivers", m.rivers, radj)):
        seen = set()
        for a, b in pairs:
            for c in (a, b):
                check_ref(m, field_name, c, clearings, N_("clearing"))
            if a == b:
                fail(m, field_name, Msg("{a}-{b} joins a clearing to itself", a=a, b=b))
            key = (min(a, b), max(a, b))
            if key in seen:
                fail(m, field_name, Msg("{a}-{b} is listed twice", a=a, b=b))
            seen.add(key)
            table[a].add(b)
            table[b].add(a)
    for c in ids:
        if not adj[c]:
            fail(clearings[c], "id", Msg("clearing {c} has no path", c=c))
    suits_printed = [clearings[c].suit for c in ids]
    if m.suit_markers:
        for s, k in m.suit_markers.items():
            if s not in SUITS:
                fail(m, "suit_markers", Msg("unknown suit {suit} (known: {known})", suit=repr(s),
                                                 known=", ".join(SUITS)))
        if sum(m.suit_markers.values()) != len(ids):
            fail(m, "suit_markers", Msg("one marker per clearing (expected: {want}, given: {got})",
                                             want=len(ids), got=sum(m.suit_markers.values())))
    if m.suggested_suits and any(s is None for s in suits_printed):
        fail(m, "suggested_suits", Msg("a suggested layout gives every clearing a suit"))
    if m.suggested_suits and not m.suit_markers:
        fail(m, "suggested_suits", Msg("a map without printed suits deals suit markers (Law A.1): add suit_markers"))
    if not m.suit_markers and any(s is None for s in suits_printed):
        missing = [c for c in ids if clearings[c].suit is None]
        fail(m, "clearings", Msg("clearings without a suit ({missing}) and no suit_markers", missing=", ".join(map(str, missing))))
    for c in ids:
        if clearings[c].slots < (1 if clearings[c].ruin else 0):
            fail(clearings[c], "slots", Msg("a ruin needs a slot (Law 2.2.4)"))
    corners: list[int] = []
    opposite: dict[int, int] = {}
    for a, b in m.opposite_corners:
        for c in (a, b):
            check_ref(m, "opposite_corners", c, clearings, N_("clearing"))
            if c in opposite:
                fail(m, "opposite_corners", Msg("corner {c} listed twice", c=c))
        opposite[a], opposite[b] = b, a
        corners += [a, b]
    forests: dict[str, tuple[int, ...]] = {}
    for fr in m.forests:
        if fr.id in forests:
            fail(fr, "id", Msg("duplicate forest {forest}", forest=repr(fr.id)))
        if fr.id.startswith("c"):
            fail(fr, "id", Msg("forest id {forest} starts with 'c' (the Vagabot automaton reads that as a clearing)",
                                    forest=repr(fr.id)))
        for c in fr.clearings:
            check_ref(fr, "clearings", c, clearings, N_("clearing"))
        if len(fr.clearings) < 3:
            fail(fr, "clearings", Msg("a forest touches at least 3 clearings"))
        forests[fr.id] = tuple(sorted(fr.clearings))
    # Law 2.4.1: forests are adjacent when separated by exactly one path; on Winter the river
    # divides forests like a path (Law D.1.1). Two forests share such an edge when both touch
    # its two clearings.
    edges = {(min(a, b), max(a, b)) for a, b in m.paths}
    if m.river_divides_forests:
        edges |= {(min(a, b), max(a, b)) for a, b in m.rivers}
    fadj: dict[str, list[str]] = {f: [] for f in forests}
    fids = sorted(forests)
    for i, f in enumerate(fids):
        for g in fids[i + 1:]:
            common = set(forests[f]) & set(forests[g])
            if any((a, b) in edges for a in common for b in common if a < b):
                fadj[f].append(g)
                fadj[g].append(f)
    coastal = _check_lake(m, clearings, forests, fadj)
    closed = _check_closed_paths(m, clearings)
    if m.tower:
        check_ref(m, "tower", m.tower, clearings, N_("clearing"))
    for f in fids:
        if not fadj[f]:
            rec = next(x for x in m.forests if x.id == f)
            fail(rec, "clearings", Msg("forest {forest} is adjacent to no other forest", forest=repr(f)))
    cf: list[tuple[str, ...]] = [tuple() for _ in range(n + 1)]
    for c in ids:
        cf[c] = tuple(f for f in fids if c in forests[f])
    return MapData(
        rec=m, ids=ids,
        adj=tuple(tuple(sorted(s)) for s in adj),
        river_adj=tuple(tuple(sorted(s)) for s in radj),
        slots=tuple([0] + [clearings[c].slots for c in ids]),
        ruins=tuple(c for c in ids if clearings[c].ruin),
        printed_suit=tuple([None] + suits_printed),
        corners=tuple(sorted(corners)),
        opposite=opposite,
        forests=forests,
        forest_adj={f: tuple(sorted(v)) for f, v in fadj.items()},
        clearing_forests=tuple(cf),
        coastal=coastal,
        closed_paths=closed,
    )


def _check_lake(m: MapRec, clearings: dict[int, ClearingRec], forests: dict[str, tuple[int, ...]],
                fadj: dict[str, list[str]]) -> tuple[int, ...]:
    """Law C.2: the coastal clearings (in order around the lake), the lake as rivers between
    every two of them (C.2.2), the Ferry on the coastal corner (C.2.1), and each coastal forest
    adjacent to its two neighbours around the lake (C.2.4): the coastal forest between two
    consecutive coastal clearings is the forest touching both."""
    if not m.coastal:
        if m.ferry:
            fail(m, "ferry", Msg("a Ferry needs coastal clearings"))
        return ()
    for c in m.coastal:
        check_ref(m, "coastal", c, clearings, N_("clearing"))
    if len(set(m.coastal)) != len(m.coastal) or len(m.coastal) < 3:
        fail(m, "coastal", Msg("at least 3 different coastal clearings, in order around the lake"))
    rivers = {(min(a, b), max(a, b)) for a, b in m.rivers}
    for i, a in enumerate(m.coastal):
        for b in m.coastal[i + 1:]:
            if (min(a, b), max(a, b)) not in rivers:
                fail(m, "rivers", Msg("the lake links coastal clearings {a} and {b} (Law C.2.2): list river {a}-{b}",
                                             a=a, b=b))
    if m.ferry:
        check_ref(m, "ferry", m.ferry, clearings, N_("clearing"))
        corners = {c for pair in m.opposite_corners for c in pair}
        if m.ferry not in m.coastal or m.ferry not in corners:
            fail(m, "ferry", Msg("the Ferry starts on the corner clearing that is coastal (Law C.2.1)"))
    ring = list(m.coastal)
    shore = []                     # the coastal forest between ring[i] and ring[i + 1]
    for i, a in enumerate(ring):
        b = ring[(i + 1) % len(ring)]
        touching = [f for f, cs in sorted(forests.items()) if a in cs and b in cs]
        if len(touching) != 1:
            fail(m, "coastal", Msg("expected one forest touching coastal clearings {a} and {b}, found: {found}", a=a,
                                         b=b, found=", ".join(touching) or "-"))
        shore.append(touching[0])
    for i, f in enumerate(shore):
        g = shore[(i + 1) % len(shore)]          # neighbours across one coastal clearing
        if g != f and g not in fadj[f]:
            fadj[f].append(g)
            fadj[g].append(f)
    return tuple(sorted(ring))


def _check_closed_paths(m: MapRec, clearings: dict[int, ClearingRec]) -> tuple[tuple[int, int], ...]:
    """Law C.3.1-C.3.2: a closed path is a printed path covered by a marker."""
    paths = {(min(a, b), max(a, b)) for a, b in m.paths}
    out = set()
    for a, b in m.closed_paths:
        key = (min(a, b), max(a, b))
        if key not in paths:
            fail(m, "closed_paths", Msg("{a}-{b} is not a path of the map", a=a, b=b))
        if key in out:
            fail(m, "closed_paths", Msg("{a}-{b} is listed twice", a=a, b=b))
        out.add(key)
    return tuple(sorted(out))


SHARED_KINDS = ("ambush", "dominance", "item")     # root-facts.md §2.2: identical in both decks


def _exiles_deck(pack_dir: str | Path, base: DeckFile, items: ItemsFile, cards: dict[str, CardRec]) -> tuple[str, ...]:
    """The Exiles & Partisans deck (Law A.2, B.7.1): the base deck's ambush, dominance and item
    cards plus the 25 effect cards of deck_exiles.yaml (their records join `cards`)."""
    path = Path(pack_dir) / "deck_exiles.yaml"
    if not path.exists():                   # a content pack without it plays the base deck only
        return ()
    ep = load_records(path, DeckFile)
    own = _check_deck(ep, items)
    for c in ep.cards:
        if c.kind in SHARED_KINDS:
            fail(c, "kind", Msg("{kind} cards are the base deck's own (root-facts.md §2.2): list only effect cards",
                                     kind=c.kind))
        if c.id in cards:
            fail(c, "id", Msg("{card} is already a base-deck card id", card=repr(c.id)))
    cards.update(own)
    shared = tuple(c.id for c in base.cards if c.kind in SHARED_KINDS for _ in range(c.count))
    out = shared + tuple(c.id for c in ep.cards for _ in range(c.count))
    if len(out) != len(tuple(c for b in base.cards for c in [b.id] * b.count)):
        fail(ep, "cards", Msg("the Exiles & Partisans deck has as many cards as the base deck, 54 (Law B.7.1); here: {n}",
                                   n=len(out)))
    return out


def _check_deck(deck: DeckFile, items: ItemsFile) -> dict[str, CardRec]:
    cards = unique(deck.cards)
    for c in deck.cards:
        if c.count < 1:
            fail(c, "count", Msg("must be at least 1"))
        if c.effect is not None and c.effect not in KNOWN_EFFECTS:
            fail(c, "effect", Msg("no code implements effect {effect} (known: {known})", effect=repr(c.effect),
                                           known=", ".join(sorted(KNOWN_EFFECTS))))
        if c.kind == "item":
            if c.item is None:
                fail(c, "item", Msg("an item card names its item"))
            check_ref(c, "item", c.item, items.kinds, N_("item"))
            if not c.cost:
                fail(c, "cost", Msg("an item card has a crafting cost"))
        elif c.item is not None:
            fail(c, "item", Msg("a {kind} card makes no item", kind=c.kind))
        if c.kind in ("persistent", "immediate", "ambush", "dominance") and c.effect is None:
            fail(c, "effect", Msg("a {kind} card needs an effect id", kind=c.kind))
        if c.kind in ("ambush", "dominance") and c.cost:
            fail(c, "cost", Msg("{kind} cards cannot be crafted (Law 2.1.5, 2.1.6)", kind=c.kind))
    return cards


@dataclass(frozen=True)
class ReferenceSection:
    title: str
    rule: str
    text: str


@dataclass(frozen=True)
class ReferenceFile:
    """data/root/reference.yaml: the rules reference's sections (our own summaries)."""
    sections: tuple[ReferenceSection, ...]


def load_reference(pack_dir: str | Path) -> ReferenceFile:
    return load_records(Path(pack_dir) / "reference.yaml", ReferenceFile)


def load_root_content(pack_dir: str | Path) -> RootContent:
    pack_dir = Path(pack_dir)
    info = read_pack_info(pack_dir)
    if info.game != "root":
        fail(info, "game", Msg("this pack is for {game}, not {want}", game=repr(info.game), want="root"))
    maps_list = load_records(pack_dir / "maps.yaml", tuple[MapRec, ...])
    maps = {}
    for m in maps_list:
        if m.id in maps:
            fail(m, "id", Msg("duplicate map {map}", map=repr(m.id)))
        maps[m.id] = _check_map(m)
    items = load_records(pack_dir / "items.yaml", ItemsFile)
    for k in items.kinds:
        check_ref(items, "kinds", k, ITEMS, N_("item kind"))
    for k in list(items.supply) + list(items.ruin_items):
        check_ref(items, "supply", k, items.kinds, N_("item"))
    deck = load_records(pack_dir / "deck.yaml", DeckFile)
    cards = _check_deck(deck, items)
    deck_list = tuple(c.id for c in deck.cards for _ in range(c.count))
    decks = {"base": deck_list, "exiles": _exiles_deck(pack_dir, deck, items, cards)}
    factions = load_records(pack_dir / "factions.yaml", FactionsFile)
    mq = factions.marquise
    for b in mq.buildings:
        for f in ("vp", "draws"):
            if len(getattr(b, f)) != b.count:
                fail(b, f, Msg("one value per building (expected: {want}, given: {got})", want=b.count,
                                       got=len(getattr(b, f))))
        if len(mq.build_costs) != b.count:
            fail(mq, "build_costs", Msg("one cost per building (expected: {want}, given: {got})", want=b.count,
                                                     got=len(mq.build_costs)))
    if sorted(b.id for b in mq.buildings) != ["recruiter", "sawmill", "workshop"]:
        fail(mq, "buildings", Msg("the Marquise has exactly sawmill, workshop and recruiter tracks"))
    ey = factions.eyrie
    for f in ("roost_vp", "roost_draws"):
        if len(getattr(ey, f)) != ey.roosts:
            fail(ey, f, Msg("one value per roost (expected: {want}, given: {got})", want=ey.roosts,
                                     got=len(getattr(ey, f))))
    for ld in ey.leaders:
        for v in ld.viziers:
            check_ref(ld, "viziers", v, ey.decree_columns, N_("Decree column"))
    al = factions.alliance
    for f in ("sympathy_costs", "sympathy_vp"):
        if len(getattr(al, f)) != al.sympathy:
            fail(al, f, Msg("one value per sympathy token (expected: {want}, given: {got})",
                                     want=al.sympathy, got=len(getattr(al, f))))
    du = factions.duchy
    unique(du.ministers)
    if len(du.burrow_recruit) != du.citadels + 1:
        fail(du, "burrow_recruit", Msg("one value for each number of citadels from 0 to {max} (expected: {want}, given: {got})",
                                           max=du.citadels, want=du.citadels + 1, got=len(du.burrow_recruit)))
    if len(du.market_draws) != du.markets + 1:
        fail(du, "market_draws", Msg("one value for each number of markets from 0 to {max} (expected: {want}, given: {got})",
                                         max=du.markets, want=du.markets + 1, got=len(du.market_draws)))
    cv = factions.corvids
    if cv is not None and sorted(cv.plots) != ["bomb", "extortion", "raid", "snare"]:
        fail(cv, "plots", Msg("the Corvids have exactly bomb, snare, extortion and raid plots (Law 13.7)"))
    vb = load_records(pack_dir / "vagabond.yaml", VagabondFile)
    unique(vb.characters)
    unique(vb.quests)
    for ch in vb.characters:
        if ch.special not in KNOWN_EFFECTS:
            fail(ch, "special", Msg("no code implements special action {action}", action=repr(ch.special)))
    return RootContent(info=info, hash=pack_hash(pack_dir), path=str(pack_dir), maps=maps,
                       cards=cards, deck_list=deck_list, decks=decks, items=items, factions=factions,
                       vagabond=vb)
