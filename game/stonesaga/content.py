"""A Stonesaga content pack: YAML files → one frozen `SagaContent`, every reference checked.

A pack is a folder (docs/content-packs.md, "Stonesaga"): the valley (regions, tiles, modules),
the materials and the associations their edges make, items and improvements, the decks (Travel,
Night, Fishing, Forage, Excavation), the codex, challenges and objectives, knowledge cards,
regalia powers, regalia, traits, fresco marks, and the codex tables (extraction, mystery, omen
examinations). Every effect list and condition is checked against the closed vocabulary of
`primitives.py` and every id it names against the pack, so a broken pack stops at load with
`file:line: field '<path>': …`, never during play. The rulebook's own facts come from
`data/stonesaga/rulebook/` through `tables.py`, and a pack must agree with them (rb p.27-29).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from game.core.content import (ContentError, PackContent, builtin_pack_dir, check_ref, fail, load_records,
                               pack_hash, read_pack_info, unique, where)

from game.core.i18n import N_, Msg, Sub

from . import primitives as P

Prov = Literal["official-facts", "sample", "owner"]
Omen = Literal["cloud", "comet", "moon", "star", "sun"]
Sensation = Literal["heat", "cold", "humidity", "draft", "tremor", "musk"]      # rb p.84
ZONES = ("A", "B", "C")                                                          # rb p.21
ZONE_OF_EDGE = {0: "A", 1: "A", 2: "B", 3: "B", 4: "C", 5: "C"}                   # docs/stonesaga-engine.md
EXTRACT_SITES = ("cave", "chasm", "dry_plain", "moraine", "mountain")           # rb p.49
ADVANCED_ACTIONS = ("make_fire", "excavate", "loot", "relocate_camp")           # rb p.82-91
RULEBOOK_PACK_ID = "stonesaga-rulebook"


# --- the valley ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Region:
    id: str
    name: str
    provenance: Prov
    starting: bool = False          # may a new valley begin here (rb p.10 step 7)
    text: str = ""


@dataclass(frozen=True)
class TileSite:
    site: str                       # one of primitives.SITES
    zones: tuple[str, ...]          # the zones it lies in; a site may span zones (rb p.68)


@dataclass(frozen=True)
class EdgeCover:
    sites: tuple[str, ...]          # sites drawn along this edge
    full: bool = False              # the sites cover the whole edge: obstructed (rb p.26)


@dataclass(frozen=True)
class Tile:
    id: str
    name: str
    region: str
    provenance: Prov
    environment: str
    sites: tuple[TileSite, ...] = ()
    edges: dict[int, EdgeCover] = field(default_factory=dict)   # 0 = NE … 5 = NW, clockwise
    hidden_omens: tuple[Omen, ...] = ()
    start: bool = False
    text: str = ""

    @property
    def site_kinds(self) -> tuple[str, ...]:
        return tuple(s.site for s in self.sites)

    @property
    def zone_sites(self) -> dict[str, tuple[str, ...]]:
        """Zone → the sites lying (at least partly) in it."""
        return {z: tuple(s.site for s in self.sites if z in s.zones) for z in ZONES}


@dataclass(frozen=True)
class ModuleFace:
    kind: str
    obstruction: Literal["non_obstructive", "obstructive", "impassable"]
    name: str = ""


@dataclass(frozen=True)
class Module:
    id: str
    name: str
    kind: Literal["camp", "ruin", "lair", "wake", "glacier", "landmark", "hazard"]
    size: Literal["zone", "tile"]
    obstruction: Literal["non_obstructive", "obstructive", "impassable"]
    provenance: Prov
    back: ModuleFace | None = None          # e.g. a camp's ruin side (rb p.88: non-obstructive)
    hidden_omens: tuple[Omen, ...] = ()
    text: str = ""


# --- materials, associations, items, improvements --------------------------------------------

@dataclass(frozen=True)
class Edge:
    c: str = ""                     # symbol type (colour): blue, red, yellow, or a later one
    n: int = 0                      # number of symbols, 1..4
    zero: bool = False              # the zero icon (rb p.31)


@dataclass(frozen=True)
class MaterialFace:
    edges: tuple[Edge | None, ...]  # clockwise; 0 = left vertical edge, n/2 = right one
    tools: tuple[str, ...] = ()
    requires: tuple[str, ...] = ()  # processing conditions (tool icon with an arrow, rb p.28)
    name: str = ""                  # e.g. "fired clay"

    def edge_list(self) -> list:
        """The edges in craft.py's plain form: None, {"c", "n"} or {"zero": True}."""
        return [None if e is None else {"zero": True} if e.zero else {"c": e.c, "n": e.n} for e in self.edges]


@dataclass(frozen=True)
class Material:
    id: str
    name: str
    category: Literal["animal", "plant", "mineral", "rare"]
    provenance: Prov
    unprocessed: MaterialFace
    processed: MaterialFace
    copies: int = 4
    text: str = ""

    def face(self, processed: bool) -> MaterialFace:
        return self.processed if processed else self.unprocessed


@dataclass(frozen=True)
class MaterialRef:
    material: str
    processed: bool = False


@dataclass(frozen=True)
class Association:
    code: str                               # "<colour> <four digits>", e.g. "red 1422" (rb p.31)
    provenance: Prov
    item: str = ""                          # the item crafted (materials discarded, code recorded)
    hint: str = ""                          # or only a hint; nothing is made
    effects: Any = ()                     # extra effects after the item / hint
    pair: tuple[MaterialRef, ...] = ()      # two materials that make this code (authoring check)


@dataclass(frozen=True)
class Capacity:
    max: int
    types: tuple[str, ...] = ()             # resource ids it may hold; empty = any resource


ABILITY_TIMINGS = ("day_action", "night_action", "start_of_day", "end_of_day", "start_of_night",
                   "on_test", "on_fish", "on_forage", "on_extract", "passive")


@dataclass(frozen=True)
class Ability:
    timing: Literal["day_action", "night_action", "start_of_day", "end_of_day", "start_of_night",
                    "on_test", "on_fish", "on_forage", "on_extract", "passive"]
    text: str
    effects: Any = ()                     # run when used (actions, hooks)
    condition: Any = None                   # primitives condition: when it may be used
    stats: tuple[str, ...] = ()             # on_test: only tests of these stats (empty = any)
    reroll: int = 0                         # on_test / on_fish / on_extract: re-rolls granted
    add: int = 0                            # on_test: + to the total
    extra_stock: int = 0                    # on_fish: reveal extra Stock cards, keep one (rb p.8-9)
    extra_draws: int = 0                    # on_extract: more bag draws (rb p.51 "unless an effect")
    harvest_limit: int = 0                  # on_forage: harvest up to this many sources (rb p.44-45)
    once_per_day: bool = False
    flip: bool = False                      # a power's "➔": turn it over after use (rb p.65)


@dataclass(frozen=True)
class Item:
    id: str
    name: str
    slot: Literal["hand", "body", "satchel"]
    provenance: Prov
    keywords: tuple[str, ...] = ()
    tools: tuple[str, ...] = ()
    processes: tuple[str, ...] = ()
    capacity: Capacity | None = None
    abilities: tuple[Ability, ...] = ()
    craft_codes: tuple[str, ...] = ()       # printed on the back (rb p.31)
    hidden_omens: tuple[Omen, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class BuildCost:
    energy: int
    materials: dict[str, int] = field(default_factory=dict)
    processes: tuple[str, ...] = ()
    sites: tuple[str, ...] = ()


@dataclass(frozen=True)
class Improvement:
    id: str
    name: str
    provenance: Prov
    design_cost: int                        # Knowledge to design (rb p.34)
    build: BuildCost
    keywords: tuple[str, ...] = ()          # mobile / immobile matter for relocation (rb p.89)
    tools: tuple[str, ...] = ()
    capacity: Capacity | None = None
    prevents_decay: tuple[str, ...] = ()    # stored foods of these kinds do not decay (Pantry)
    shelter: int = 0                        # "+N shelter value" (rb p.58)
    comfort: bool = False                   # counts as comfort at Night step 2
    abilities: tuple[Ability, ...] = ()
    hidden_omens: tuple[Omen, ...] = ()
    text: str = ""


# --- decks -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class TravelCard:
    id: str
    name: str
    provenance: Prov
    effects: Any
    condition: Any = None                   # None: "apply the effects"; else APPLICABLE if … (rb p.25)
    keywords: tuple[str, ...] = ()
    hidden_omens: tuple[Omen, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class NightCard:
    id: str
    name: str
    provenance: Prov
    omens: tuple[Omen, ...]                 # the current omens once discarded (rb p.54)
    effects: Any
    condition: Any = None                   # unmet: a Quiet Night (rb p.54)
    keywords: tuple[str, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class StockRow:
    bundle: dict[str, int]
    base: int


@dataclass(frozen=True)
class ModifierRow:
    op: Literal["+", "-", "x"]
    v: int


@dataclass(frozen=True)
class Current:
    source: Literal["top", "mid", "bot"]    # the stock row it starts from
    to: Literal["top", "mid", "bot"]        # the modifier row it ends on


@dataclass(frozen=True)
class Spot:
    id: str
    size: Literal["small", "large"]         # ≤1 die / ≤2 dice (rb p.39)
    currents: tuple[str, ...]
    icon: Literal["", "windfall", "mishap"] = ""


@dataclass(frozen=True)
class FishingCard:
    id: str
    provenance: Prov
    stock: dict[str, StockRow]              # top, mid, bot
    modifiers: dict[str, ModifierRow]       # top, mid, bot
    currents: dict[str, Current]            # three currents
    spots: tuple[Spot, ...]
    deck: Literal["standard", "starry_sea"] = "standard"
    hidden_omens: tuple[Omen, ...] = ()
    name: str = ""                          # shown instead of the id (the sample's own names)


@dataclass(frozen=True)
class PlaneEntry:
    source: Literal["", "tree", "grass", "tuber", "nut_shrub", "watercourse"] = ""
    animal: Literal["", "small_prey", "large_prey", "predator"] = ""
    tracks: bool = False
    bonus: tuple[str, ...] = ()


@dataclass(frozen=True)
class ForageCard:
    id: str
    deck: Literal["forest", "meadow", "jungle"]
    provenance: Prov
    fg: tuple[PlaneEntry, ...] = ()         # foreground
    mg: tuple[PlaneEntry, ...] = ()         # midground
    bg: tuple[PlaneEntry, ...] = ()         # background
    hidden_omens: tuple[Omen, ...] = ()


@dataclass(frozen=True)
class RoomBack:
    sensation: Sensation
    text: str


@dataclass(frozen=True)
class RoomPaths:
    left: Sensation
    right: Sensation


@dataclass(frozen=True)
class ExcavationRoom:
    id: str
    name: str
    provenance: Prov
    back: RoomBack
    paths: RoomPaths
    reward: dict[str, int] = field(default_factory=dict)   # entry: a reward to claim …
    entry: Any = ()                                      # … or entry effects (rb p.85)
    action: Any = ()                                     # the room action
    text: str = ""


# --- codex, challenges, objectives -----------------------------------------------------------

@dataclass(frozen=True)
class CodexEntry:
    id: int
    provenance: Prov
    title: str
    text: str
    effects: Any = ()


@dataclass(frozen=True)
class ChallengeEvent:
    threshold: int                          # Demand (rb p.23)
    title: str
    effects: Any
    community: bool = False                 # a "Community event"


@dataclass(frozen=True)
class Trigger:
    when: Literal["start_of_day", "end_of_day", "end_of_night"]
    effects: Any
    condition: Any = None
    once: bool = True


@dataclass(frozen=True)
class Completion:
    achieved: int = 0                       # immediate objectives to achieve; 0 = all of them
    codex: int | None = None                # read when the challenge is completed
    effects: Any = ()


@dataclass(frozen=True)
class DeckList:
    travel: tuple[str, ...] = ()            # the first game's deck lists (rb p.11); empty = all
    night: tuple[str, ...] = ()


@dataclass(frozen=True)
class Challenge:
    id: str
    name: str
    provenance: Prov
    type: Literal["new_campaign", "new_epoch", "crisis", "evolution", "peril", "end_epoch", "end_campaign"]
    interval: Literal["introduction", "season", "generation", "epoch"]
    omens: tuple[Omen, ...]
    immediate: tuple[str, ...]
    events: tuple[ChallengeEvent, ...]
    completion: Completion
    permanent: tuple[str, ...] = ()
    nearby: tuple[str, ...] = ()            # objectives set out at hand (rb p.7)
    setup: Any = ()                       # effects at setup
    decks: DeckList = DeckList()
    triggers: tuple[Trigger, ...] = ()
    tutorial: bool = False
    text: str = ""


@dataclass(frozen=True)
class Objective:
    id: str
    name: str
    provenance: Prov
    kind: Literal["immediate", "permanent"]
    deliver: dict[str, int] = field(default_factory=dict)   # resources laid on the card
    condition: Any = None                   # and/or a condition checked after each action
    on_achieve: Any = ()                  # the back of the card
    text: str = ""


@dataclass(frozen=True)
class Knowledge:
    id: str
    name: str
    provenance: Prov
    grants_actions: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class PowerSide:
    text: str
    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True)
class Power:
    id: str
    name: str
    provenance: Prov
    front: PowerSide
    back: PowerSide | None = None
    regalia: str = ""                       # restricted to one regalia (rb p.65), "" = any


@dataclass(frozen=True)
class Regalia:
    id: str
    name: str
    provenance: Prov
    text: str = ""
    abilities: tuple[Ability, ...] = ()     # none in the rulebook (rb p.13); data-extensible


@dataclass(frozen=True)
class Trait:
    id: str
    name: str
    provenance: Prov
    text: str = ""


@dataclass(frozen=True)
class Mark:
    id: str
    name: str
    provenance: Prov
    kind: Literal["plain", "framing", "ornamental"] = "plain"   # rb p.69-70
    text: str = ""


@dataclass(frozen=True)
class Examination:
    omen: Omen
    component: str                          # a tile, item, improvement, module, travel, forage or fishing id
    codex: int


@dataclass(frozen=True)
class CodexTables:
    provenance: Prov
    extraction: dict[str, dict[str, int]]   # site → omen → codex id (rb p.50)
    mystery: dict[str, dict[str, int]]      # region → omen → codex id (rb p.59)
    examinations: tuple[Examination, ...] = ()


@dataclass(frozen=True)
class NameList:
    """names.yaml: the names offered to new characters (rb p.7 step 4), with their provenance."""
    provenance: Prov
    names: list[str]


@dataclass(frozen=True)
class SagaContent(PackContent):
    regions: dict = field(default_factory=dict)
    tiles: dict = field(default_factory=dict)
    modules: dict = field(default_factory=dict)
    materials: dict = field(default_factory=dict)
    associations: dict = field(default_factory=dict)       # code → Association
    items: dict = field(default_factory=dict)
    improvements: dict = field(default_factory=dict)
    travel: dict = field(default_factory=dict)
    night: dict = field(default_factory=dict)
    fishing: dict = field(default_factory=dict)
    forage: dict = field(default_factory=dict)             # id → ForageCard
    forage_decks: dict = field(default_factory=dict)       # deck → (ids…)
    excavation: dict = field(default_factory=dict)
    codex: dict = field(default_factory=dict)              # int → CodexEntry
    challenges: dict = field(default_factory=dict)
    objectives: dict = field(default_factory=dict)
    knowledge: dict = field(default_factory=dict)
    powers: dict = field(default_factory=dict)
    regalia: dict = field(default_factory=dict)
    traits: dict = field(default_factory=dict)
    marks: dict = field(default_factory=dict)
    tables: CodexTables | None = None
    names: tuple = ()                                      # names offered to new characters
    rulebook: Any = None                                   # tables.py's frozen rulebook tables
    campaign: Any = None                                   # content_campaign.CampaignContent
    memo: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def playable(self) -> bool:
        """Enough to start a game: a start tile, a camp module, a challenge, Travel and Night cards."""
        return bool(self.tiles and any(t.start for t in self.tiles.values()) and self.challenges
                    and self.travel and self.night)

    def start_tiles(self, region: str) -> list[str]:
        return [t.id for t in self.tiles.values() if t.region == region and t.start]


@dataclass(frozen=True)
class RulebookPack(PackContent):
    """data/stonesaga/rulebook seen as a pack (for `main.py validate`); not playable."""
    rulebook: Any = None


# --- loading ---------------------------------------------------------------------------------

FILES = ("pack.yaml", "regions.yaml", "tiles.yaml", "modules.yaml", "materials.yaml", "associations.yaml",
         "items.yaml", "improvements.yaml", "travel.yaml", "night.yaml", "fishing.yaml", "forage.yaml",
         "excavation.yaml", "codex.yaml", "challenges.yaml", "objectives.yaml", "knowledge.yaml",
         "powers.yaml", "regalia.yaml", "traits.yaml", "marks.yaml", "tables.yaml")
CAMPAIGN_FILES = ("behemoths.yaml", "epochs.yaml", "events.yaml", "pets.yaml")   # optional (content_campaign.py)


def rulebook_dir() -> Path:
    return builtin_pack_dir("stonesaga") / "rulebook"


def _load_rulebook(d: Path | None = None):
    from .tables import load_rulebook, rulebook
    return load_rulebook(d) if d is not None else rulebook()


def _list(d: Path, name: str, cls, required: bool = True) -> list:
    p = d / name
    if not p.exists() and not required:
        return []
    return load_records(p, list[cls])


def _no_dup_lists(rec, fname: str, values) -> None:
    seen = set()
    for v in values:
        if v in seen:
            fail(rec, fname, Msg("{value} is listed twice", value=repr(v)))
        seen.add(v)


def load(pack_dir, rulebook=None) -> SagaContent | RulebookPack:
    """Load and check one pack. `rulebook` (tables.py's tables) defaults to data/stonesaga/rulebook.
    The rulebook folder itself (pack id `stonesaga-rulebook`) loads as a `RulebookPack`, so that
    `main.py validate` checks it; it cannot be played."""
    d = Path(pack_dir)
    info = read_pack_info(d)
    if info.game != "stonesaga":
        raise ContentError(where(info, "game"), Msg("field '{field}': expected {want}, got {got}", field="game",
                                                     want="'stonesaga'", got=repr(info.game)))
    if info.id == RULEBOOK_PACK_ID and not (d / "tiles.yaml").exists():
        # The rulebook's tables: not a playable pack, validated by their own loader.
        return RulebookPack(info=info, hash=pack_hash(d), path=str(d), rulebook=_load_rulebook(d))
    rb = rulebook if rulebook is not None else _load_rulebook()

    regions = unique(_list(d, "regions.yaml", Region))
    tiles = unique(_list(d, "tiles.yaml", Tile))
    modules = unique(_list(d, "modules.yaml", Module))
    materials = unique(_list(d, "materials.yaml", Material))
    assoc_list = _list(d, "associations.yaml", Association)
    items = unique(_list(d, "items.yaml", Item))
    improvements = unique(_list(d, "improvements.yaml", Improvement))
    travel = unique(_list(d, "travel.yaml", TravelCard))
    night = unique(_list(d, "night.yaml", NightCard))
    fishing = unique(_list(d, "fishing.yaml", FishingCard))
    forage = unique(_list(d, "forage.yaml", ForageCard))
    excavation = unique(_list(d, "excavation.yaml", ExcavationRoom))
    codex = unique(_list(d, "codex.yaml", CodexEntry))
    challenges = unique(_list(d, "challenges.yaml", Challenge))
    objectives = unique(_list(d, "objectives.yaml", Objective))
    knowledge = unique(_list(d, "knowledge.yaml", Knowledge))
    powers = unique(_list(d, "powers.yaml", Power))
    regalia = unique(_list(d, "regalia.yaml", Regalia))
    traits = unique(_list(d, "traits.yaml", Trait))
    marks = unique(_list(d, "marks.yaml", Mark))
    tables = load_records(d / "tables.yaml", CodexTables)
    names = tuple(load_records(d / "names.yaml", NameList).names) if (d / "names.yaml").exists() else ()
    from .content_campaign import load_behemoths
    behemoths = load_behemoths(d)                   # their ids: `behemoth_arrives` names one

    for a in assoc_list:
        _check_code(a, "code", a.code)
    associations = unique(assoc_list, "code")

    food_ids = tuple(getattr(rb, "food", {}) or P.FOODS + (P.WATER,))
    resources = set(food_ids) | set(P.FOODS) | {P.WATER} | set(materials)
    refs = {
        "codex": codex, "item": items, "objective": objectives, "improvement": improvements,
        "knowledge": knowledge, "power": powers, "module": modules, "material": materials, "mark": marks,
        "region": regions, "tile": tiles, "trait": traits, "regalia": regalia, "association": associations,
        "resource": resources, "behemoth": behemoths,
    }

    def eff(rec, fname, value):
        P.check_effects(list(value) if isinstance(value, tuple) else value, where(rec, fname), refs, fname)

    def cond(rec, fname, value):
        if value is not None:
            P.check_condition(value, where(rec, fname), refs, fname)

    def res_counts(rec, fname, counts, allow_any=False):
        for k, n in counts.items():
            if not (k in resources or (allow_any and k in P.ANY_RESOURCE)):
                fail(rec, fname, Msg("unknown resource {resource} (foods, water or a material of the pack)",
                                             resource=repr(k)))
            if n < 1:
                fail(rec, fname, Msg("{key}: must be at least 1, got {n}", key=k, n=n))

    def enum_list(rec, fname, values, allowed, what):
        for v in values:
            if v not in allowed:
                fail(rec, fname, Msg("unknown {what} {value} (known: {known})", what=Sub(what), value=repr(v),
                                     known=", ".join(allowed)))
        _no_dup_lists(rec, fname, values)

    def abilities(rec, abs_):
        for ab in abs_:
            eff(ab, "effects", ab.effects)
            cond(ab, "condition", ab.condition)
            enum_list(ab, "stats", ab.stats, P.STATS, N_("stat"))
            for f in ("reroll", "add", "extra_stock", "extra_draws", "harvest_limit"):
                if getattr(ab, f) < 0 and f != "add":
                    fail(ab, f, Msg("must not be negative"))
            dice_fx = [P.effect_name(e) for e in ab.effects or () if P.effect_name(e) in ("add_die", "turn_die")]
            if dice_fx and ab.timing != "on_test":                 # rb p.15, 99: they act on a test's dice
                fail(ab, "effects", Msg("{effect} acts on a test's dice: only an on_test ability may use it",
                                             effect=dice_fx[0]))
            if ab.timing in ("day_action", "night_action", "start_of_day", "end_of_day", "start_of_night") \
                    and not ab.effects:
                fail(ab, "effects", Msg("a {timing} ability needs effects", timing=ab.timing))

    # Regions and tiles (rb p.21, 26, 68)
    for t in tiles.values():
        check_ref(t, "region", t.region, regions, N_("region"))
        kinds = [s.site for s in t.sites]
        enum_list(t, "sites", kinds, P.SITES, N_("site"))
        for s in t.sites:
            if not s.zones:
                fail(s, "zones", Msg("a site lies in at least one zone (A, B or C)"))
            enum_list(s, "zones", s.zones, ZONES, N_("zone"))
        for i, e in t.edges.items():
            if i not in ZONE_OF_EDGE:
                fail(t, "edges", Msg("edge {i}: edges are numbered 0 (NE) to 5 (NW)", i=i))
            if not e.sites:
                fail(e, "sites", Msg("edge {i}: name the sites drawn along it", i=i))
            for s in e.sites:
                match = [x for x in t.sites if x.site == s]
                if not match:
                    fail(e, "sites", Msg("edge {i}: site {site} is not one of the tile's sites ({sites})", i=i,
                                             site=repr(s), sites=", ".join(kinds) or "-"))
                if ZONE_OF_EDGE[i] not in match[0].zones:
                    fail(e, "sites", Msg("edge {i} belongs to zone {zone} but {site} lies in {zones}", i=i,
                                             zone=ZONE_OF_EDGE[i], site=repr(s), zones=", ".join(match[0].zones)))
        _no_dup_lists(t, "hidden_omens", t.hidden_omens)
    for r in regions.values():
        if r.starting and not [t for t in tiles.values() if t.region == r.id and t.start]:
            fail(r, "starting", Msg("a starting region needs a start tile (a tile with region {region} and start: true)",
                                         region=r.id))
        if sum(1 for t in tiles.values() if t.region == r.id and t.start) > 1:
            fail(r, "id", Msg("a region has at most one start tile"))
    # An empty pack (the owner template before anything is typed in) is valid but not playable;
    # once it has tiles it needs a starting region and a camp module.
    if tiles and not any(r.starting for r in regions.values()):
        raise ContentError(str(d / "regions.yaml"), Msg("no region has starting: true"))
    for m in modules.values():
        _no_dup_lists(m, "hidden_omens", m.hidden_omens)
    if tiles and not any(m.kind == "camp" for m in modules.values()):
        raise ContentError(str(d / "modules.yaml"), Msg("no camp module (kind: camp)"))

    # Materials (rb p.27-31) and the rulebook's processing facts
    for m in materials.values():
        if m.copies < 1:
            fail(m, "copies", Msg("must be at least 1"))
        for side in ("unprocessed", "processed"):
            face = getattr(m, side)
            enum_list(face, "tools", face.tools, P.TOOLS, N_("tool"))
            enum_list(face, "requires", face.requires, P.TOOLS, N_("tool"))
            _check_edges(face)
        if m.processed.requires:
            fail(m.processed, "requires", Msg("a processed face has no processing condition (it never reverts, rb p.20)"))
    _check_rulebook_materials(materials, rb)
    if tiles:
        _check_rulebook_resources(d, resources, rb)

    for a in associations.values():
        if bool(a.item) == bool(a.hint):
            fail(a, "item", Msg("an association gives an item or a hint (exactly one of them)"))
        if a.item:
            check_ref(a, "item", a.item, items, N_("item"))
        eff(a, "effects", a.effects)
        if a.pair and len(a.pair) != 2:
            fail(a, "pair", Msg("a pair names two materials"))
        for mr in a.pair:
            check_ref(mr, "material", mr.material, materials, N_("material"))

    for it in items.values():
        enum_list(it, "tools", it.tools, P.TOOLS, N_("tool"))
        enum_list(it, "processes", it.processes, P.PROCESSES, N_("process"))
        if it.capacity:
            _capacity(it.capacity, resources)
        abilities(it, it.abilities)
        for c in it.craft_codes:
            _check_code(it, "craft_codes", c)
        _no_dup_lists(it, "hidden_omens", it.hidden_omens)

    for im in improvements.values():
        if im.design_cost < 0:
            fail(im, "design_cost", Msg("must not be negative"))
        if im.build.energy < 0:
            fail(im.build, "energy", Msg("must not be negative"))
        res_counts(im.build, "materials", im.build.materials)
        enum_list(im.build, "processes", im.build.processes, P.PROCESSES, N_("process"))
        enum_list(im.build, "sites", im.build.sites, P.SITES, N_("site"))
        enum_list(im, "tools", im.tools, P.TOOLS, N_("tool"))
        enum_list(im, "prevents_decay", im.prevents_decay, P.FOODS, N_("food"))
        if im.capacity:
            _capacity(im.capacity, resources)
        if im.shelter < 0:
            fail(im, "shelter", Msg("must not be negative"))
        abilities(im, im.abilities)

    # Decks
    for c in travel.values():
        cond(c, "condition", c.condition)
        eff(c, "effects", c.effects)
    for c in night.values():
        if not c.omens:
            fail(c, "omens", Msg("a Night card shows at least one omen (rb p.54)"))
        _no_dup_lists(c, "omens", c.omens)
        cond(c, "condition", c.condition)
        eff(c, "effects", c.effects)
    for c in fishing.values():
        _check_fishing(c, res_counts)
    decks: dict[str, list[str]] = {}
    for c in forage.values():
        for plane in ("fg", "mg", "bg"):
            for e in getattr(c, plane):
                n = bool(e.source) + bool(e.animal) + bool(e.tracks)
                if n != 1:
                    fail(e, "source", Msg("{plane}: an entry is one source, one animal or tracks (got {n})",
                                                  plane=plane, n=n))
                if e.tracks and e.bonus:
                    fail(e, "bonus", Msg("tracks carry no bonus"))
                for b in e.bonus:
                    if b not in resources:
                        fail(e, "bonus", Msg("unknown resource {resource}", resource=repr(b)))
        if not (c.fg or c.mg or c.bg):
            fail(c, "fg", Msg("a Forage card shows something in at least one plane"))
        decks.setdefault(c.deck, []).append(c.id)
    for r in excavation.values():
        if r.reward and r.entry:
            fail(r, "entry", Msg("a room's entry is a reward or effects, not both (rb p.85)"))
        res_counts(r, "reward", r.reward)
        eff(r, "entry", r.entry)
        eff(r, "action", r.action)

    for c in codex.values():
        if c.id < 1:
            fail(c, "id", Msg("codex ids are positive numbers"))
        eff(c, "effects", c.effects)

    # rb p.54, 67: the rules themselves read codex 333 (Population 0) and 418 (Discontent 20).
    for needed in (333, 418):
        if tiles and needed not in codex:
            raise ContentError(str(d / "codex.yaml"), Msg("a playable pack needs codex entry {entry} (read by the rules, rb p.54, 67)",
                                                                   entry=needed))

    for o in objectives.values():
        res_counts(o, "deliver", o.deliver, allow_any=True)
        cond(o, "condition", o.condition)
        eff(o, "on_achieve", o.on_achieve)

    for ch in challenges.values():
        _check_challenge(ch, objectives, travel, night, codex, eff, cond)

    for k in knowledge.values():
        enum_list(k, "grants_actions", k.grants_actions, P.ACTIONS, N_("action"))
        abilities(k, k.abilities)
    for pw in powers.values():
        if pw.regalia:
            check_ref(pw, "regalia", pw.regalia, regalia, N_("regalia"))
        abilities(pw.front, pw.front.abilities)
        if pw.back:
            abilities(pw.back, pw.back.abilities)
    for rg in regalia.values():
        abilities(rg, rg.abilities)

    # Codex tables (extraction: site × omen, rb p.50; mystery: region × omen, rb p.59)
    for site, row in tables.extraction.items():
        if site not in EXTRACT_SITES:
            fail(tables, "extraction", Msg("{site} is not an extraction site ({sites})", site=repr(site),
                                                   sites=", ".join(EXTRACT_SITES)))
        _omen_row(tables, "extraction", site, row, codex)
    for reg, row in tables.mystery.items():
        check_ref(tables, "mystery", reg, regions, N_("region"))
        _omen_row(tables, "mystery", reg, row, codex)
    components = {**tiles, **items, **improvements, **modules, **travel, **forage, **fishing}
    seen_ex = set()
    for ex in tables.examinations:
        check_ref(ex, "component", ex.component, components, N_("component (tile, item, improvement, module, travel, forage, fishing)"))
        check_ref(ex, "codex", ex.codex, codex, N_("codex entry"))
        shown = getattr(components[ex.component], "hidden_omens", ())
        if ex.omen not in shown:                 # rb p.61: the omen is hidden in that component
            fail(ex, "omen", Msg("{component} does not show the omen {omen} (its hidden_omens: {shown})",
                                 component=ex.component, omen=repr(ex.omen), shown=", ".join(shown) or "-"))
        if (ex.omen, ex.component) in seen_ex:
            fail(ex, "component", Msg("({omen}, {component}) is listed twice", omen=ex.omen, component=ex.component))
        seen_ex.add((ex.omen, ex.component))

    # The campaign's optional files (behemoths, epochs, event cards), owned by content_campaign.py.
    from .content_campaign import load_campaign
    campaign = load_campaign(d, dict(refs, challenge=challenges), eff, cond, behemoths)

    forage_decks = {k: tuple(v) for k, v in decks.items()}
    return SagaContent(campaign=campaign, info=info, hash=pack_hash(d), path=str(d), regions=regions, tiles=tiles, modules=modules,
                       materials=materials, associations=associations, items=items, improvements=improvements,
                       travel=travel, night=night, fishing=fishing, forage=forage, forage_decks=forage_decks,
                       excavation=excavation, codex=codex, challenges=challenges, objectives=objectives,
                       knowledge=knowledge, powers=powers, regalia=regalia, traits=traits, marks=marks,
                       tables=tables, names=names, rulebook=rb)


def _check_code(rec, fname: str, code: str) -> None:
    parts = code.split()
    if len(parts) != 2 or not parts[0].isalpha() or not parts[0].islower() or len(parts[1]) != 4 \
            or not parts[1].isdigit():
        fail(rec, fname, Msg("a craft code is '<colour> <four digits>' like 'red 1422', got {code}",
                             code=repr(code)))


def _check_edges(face: MaterialFace) -> None:
    n = len(face.edges)
    if n < 2 or n % 2:
        fail(face, "edges", Msg("a face needs an even number of edges (entry 0 = left, n/2 = right), got {n}",
                                     n=n))
    for i, e in enumerate(face.edges):
        if e is None:
            continue
        if e.zero:
            if e.c or e.n:
                fail(e, "zero", Msg("edge {i}: a zero icon has no colour or count", i=i))
        else:
            if not e.c:
                fail(e, "c", Msg("edge {i}: a symbol edge needs its colour 'c' (or zero: true, or null)", i=i))
            if not 1 <= e.n <= 4:
                fail(e, "n", Msg("edge {i}: 1 to 4 symbols, got {n}", i=i, n=e.n))


def _capacity(cap: Capacity, resources) -> None:
    if cap.max < 1:
        fail(cap, "max", Msg("must be at least 1"))
    for t in cap.types:
        if t not in resources:
            fail(cap, "types", Msg("unknown resource {resource}", resource=repr(t)))


def _check_rulebook_materials(materials: dict, rb) -> None:
    """rb p.27-29: what the rulebook states about a material holds in every pack."""
    facts = getattr(rb, "materials", None) or {}
    for mid, fact in facts.items():
        m = materials.get(mid)
        if m is None:
            continue
        for attr, face, fname in (("requires", m.unprocessed, "requires"), ("unprocessed_tools", m.unprocessed, "tools"),
                                  ("processed_tools", m.processed, "tools")):
            need = tuple(getattr(fact, attr, ()) or ())
            missing = [x for x in need if x not in getattr(face, fname)]
            if missing:
                side = "processed" if face is m.processed else "unprocessed"
                fail(face, fname, Msg("{material} ({side}): the rulebook says it has {need} (missing {missing}; {source})",
                                      material=mid, side=side, need=", ".join(need), missing=", ".join(missing),
                                      source=getattr(fact, "source", "rb p.27-29")))


def _check_rulebook_resources(d: Path, resources: set, rb) -> None:
    """The resources the rulebook's tables hand out (hunting, extraction, foraging) must exist."""
    named = []
    for enc in (getattr(rb, "encounters", None) or {}).values():
        for b in enc.bands:
            named += [(k, Msg("encounter {id}", id=enc.id)) for k in b.gain]
    for bag in (getattr(rb, "extraction", None) or {}).values():
        named += [(k, Msg("extraction bag of {site}", site=bag.site)) for k in bag.bag]
    for src in (getattr(rb, "forage_sources", None) or {}).values():
        named += [(src.yields, Msg("forage source {id}", id=src.id))]
    try:
        named += [(k, Msg("loot bag")) for k in rb.const("loot_bag")]          # rb p.88
    except (AttributeError, KeyError):
        pass
    for k, what in named:
        if k not in resources:
            raise ContentError(str(d / "materials.yaml"),
                               Msg("the rulebook's {what} gives {resource}, which is not a material of this pack",
                                   what=Sub(what.template, **what.args), resource=repr(k)))


def _check_fishing(c: FishingCard, res_counts) -> None:
    rows = ("top", "mid", "bot")
    for part in ("stock", "modifiers"):
        got = getattr(c, part)
        if sorted(got) != sorted(rows):
            fail(c, part, Msg("needs exactly the rows top, mid and bot (rb p.38), got {got}",
                                    got=", ".join(got)))
    for r, s in c.stock.items():
        res_counts(s, "bundle", s.bundle)
        if s.base < 1:
            fail(s, "base", Msg("base difficulty must be at least 1"))
    for r, m in c.modifiers.items():
        if m.v < 1:
            fail(m, "v", Msg("must be at least 1"))
    if len(c.currents) != 3:
        fail(c, "currents", Msg("a Spots & Currents card has three currents (rb p.39), got {n}",
                                    n=len(c.currents)))
    if not c.spots:
        fail(c, "spots", Msg("at least one spot"))
    unique(c.spots)
    for s in c.spots:
        if not s.currents:
            fail(s, "currents", Msg("a spot lies on at least one current"))
        for cur in s.currents:
            check_ref(s, "currents", cur, c.currents, N_("current"))
        _no_dup_lists(s, "currents", s.currents)


def _check_challenge(ch: Challenge, objectives, travel, night, codex, eff, cond) -> None:
    if not ch.omens:
        fail(ch, "omens", Msg("a challenge shows at least one omen (rb p.23)"))
    for fname in ("immediate", "permanent", "nearby"):
        for oid in getattr(ch, fname):
            check_ref(ch, fname, oid, objectives, N_("objective"))
        _no_dup_lists(ch, fname, getattr(ch, fname))
    for oid in ch.immediate:
        if objectives[oid].kind != "immediate":
            fail(ch, "immediate", Msg("{objective} is a {kind} objective", objective=oid, kind=objectives[oid].kind))
    for oid in ch.permanent:
        if objectives[oid].kind != "permanent":
            fail(ch, "permanent", Msg("{objective} is a {kind} objective", objective=oid, kind=objectives[oid].kind))
    if not ch.immediate:
        fail(ch, "immediate", Msg("a challenge names at least one immediate objective"))
    if ch.completion.achieved < 0 or ch.completion.achieved > len(ch.immediate):
        fail(ch.completion, "achieved", Msg("must be 0 (all) to {max}", max=len(ch.immediate)))
    if ch.completion.codex is not None:
        check_ref(ch.completion, "codex", ch.completion.codex, codex, N_("codex entry"))
    eff(ch.completion, "effects", ch.completion.effects)
    eff(ch, "setup", ch.setup)
    for cid in ch.decks.travel:
        check_ref(ch.decks, "travel", cid, travel, N_("Travel card"))
    for cid in ch.decks.night:
        check_ref(ch.decks, "night", cid, night, N_("Night card"))
    if not ch.events:
        fail(ch, "events", Msg("a challenge has a Demand event ladder (rb p.23)"))
    last = 0
    for e in ch.events:
        if not 1 <= e.threshold <= 20:
            fail(e, "threshold", Msg("Demand thresholds lie in 1..20 (rb p.67)"))
        if e.threshold <= last:
            fail(e, "threshold", Msg("thresholds must rise: {n} after {last}", n=e.threshold, last=last))
        last = e.threshold
        eff(e, "effects", e.effects)
    ends = []
    P.walk_effects(list(ch.events[-1].effects), lambda n, a: ends.append(n) if n == "end_challenge" else None)
    if not ends:
        fail(ch.events[-1], "effects", Msg("the last challenge event ends the challenge (rb p.23): add end_challenge"))
    for t in ch.triggers:
        cond(t, "condition", t.condition)
        eff(t, "effects", t.effects)


def _omen_row(tables, fname: str, key: str, row: dict, codex) -> None:
    for omen, cid in row.items():
        if omen not in P.OMENS:
            fail(tables, fname, Msg("{key}: {omen} is not an omen ({omens})", key=key, omen=repr(omen),
                                             omens=", ".join(P.OMENS)))
        if cid not in codex:
            fail(tables, fname, Msg("{key}.{omen}: unknown codex entry {entry}", key=key, omen=omen, entry=repr(cid)))


def sample_pack_dir() -> Path:
    return builtin_pack_dir("stonesaga") / "sample-hollow"


def load_sample() -> SagaContent:
    return load(sample_pack_dir())
