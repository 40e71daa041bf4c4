"""The tables the Stonesaga rulebook prints, loaded from data/stonesaga/rulebook/*.yaml.

API (for the flow and the content loader):
- `rulebook() -> Rulebook` — the built-in tables, loaded once and cached (frozen records).
- `load_rulebook(folder) -> Rulebook` (alias `load_tables`) — load another copy (tests load broken copies); a mistake
  stops with `ContentError` naming file:line and the field.
- `Rulebook` fields: `food[id]`, `materials[id]`, `sites[id]`, `actions[id]`, `tokens[id]`,
  `extraction[site]`, `encounters[id]`, `fishing[site]`, `forage_sources[id]`,
  `camp_caps` (list), `random_pick[n]`, `mourning` (list), `party[n_characters]`,
  `constants[id]` (plain values via `const(id)`).

Why data and not code: the numbers are rulebook facts ("official-facts"), each record cites its
page, and an owner or a later edition can correct one without touching the engine.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal, Optional

from game.core.content import ContentError, fail, load_records, read_pack_info, unique, where
from game.core.i18n import Msg
from game.core.resources import resource_path

Prov = Literal["official-facts"]
Tool = Literal["cut", "pierce", "grind", "heat", "strike"]
Process = Literal["fell", "dig", "hammer", "burn", "accompany", "break"]
Stat = Literal["str", "dex", "con", "per"]
Stone = Literal["clay", "cloud_stone", "river_stone", "sun_stone"]


@dataclass(frozen=True)
class Food:
    id: str
    fr: str
    kind: Literal["perishable", "non_perishable", "water"]
    faces: tuple[str, ...]
    edible: tuple[str, ...]
    provenance: Prov
    source: str
    category: Optional[Literal["animal", "plant"]] = None
    process_tool: Optional[Tool] = None
    note: str = ""


@dataclass(frozen=True)
class MaterialFact:
    id: str
    fr: str
    provenance: Prov
    source: str
    unprocessed_tools: tuple[Tool, ...] = ()
    requires: tuple[Tool, ...] = ()
    processed_tools: tuple[Tool, ...] = ()
    processed_name: str = ""
    complete: bool = False


@dataclass(frozen=True)
class Site:
    id: str
    fr: str
    actions: tuple[Literal["find_water", "fish", "forage", "shelter", "extract", "excavate"], ...]
    provenance: Prov
    source: str
    camp_process: Optional[Process] = None
    camp_process_stated: bool = True


@dataclass(frozen=True)
class SiteAction:
    id: str
    fr: str
    energy: int
    depletes: bool
    provenance: Prov
    source: str
    gain: dict[str, int] = field(default_factory=dict)
    surcharged: Optional[bool] = None     # None = same as `depletes` (rb p.59)
    advanced: bool = False

    @property
    def pays_depletion(self) -> bool:
        return self.depletes if self.surcharged is None else self.surcharged


@dataclass(frozen=True)
class TokenFact:
    id: str
    fr: str
    levels: int
    note: str
    provenance: Prov
    source: str


@dataclass(frozen=True)
class ExtractionBag:
    site: str
    bag: dict[Stone, int]
    provenance: Prov
    source: str


@dataclass(frozen=True)
class Suffer:
    kind: Literal["wound", "disease"]
    severity: Literal["minor", "major"]


@dataclass(frozen=True)
class Band:
    min: Optional[int] = None
    max: Optional[int] = None
    gain: dict[str, int] = field(default_factory=dict)
    suffer: Optional[Suffer] = None
    flee: bool = False
    effect: Literal["", "place_fire"] = ""


@dataclass(frozen=True)
class Encounter:
    id: str
    fr: str
    stats: tuple[Stat, ...]
    bands: tuple[Band, ...]
    provenance: Prov
    source: str


@dataclass(frozen=True)
class Mishap:
    lose_energy: int = 0
    suffer: Optional[Suffer] = None


@dataclass(frozen=True)
class FishingSite:
    site: Literal["lake", "river", "marsh"]
    windfall: tuple[dict[str, int], ...]
    mishap: Mishap
    provenance: Prov
    source: str


@dataclass(frozen=True)
class ForageSource:
    id: str
    fr: str
    yields: str
    provenance: Prov
    source: str


@dataclass(frozen=True)
class CampCap:
    min_population: int
    max_population: Optional[int]
    max_camps: int
    provenance: Prov
    source: str


@dataclass(frozen=True)
class RandomPick:
    candidates: int
    faces: tuple[tuple[int, ...], ...]
    provenance: Prov
    source: str


@dataclass(frozen=True)
class MourningRow:
    min: int
    max: Optional[int]
    effect: Literal["population_minus_1", "discontent_plus_1", "stat_plus_1"]
    provenance: Prov
    source: str


@dataclass(frozen=True)
class PartySize:
    characters: int
    energy_max: int
    health_boxes: int
    rested_energy: int
    rested_energy_hard: int
    provenance: Prov
    source: str


@dataclass(frozen=True)
class Constant:
    id: str
    value: Any
    provenance: Prov
    source: str


@dataclass(frozen=True)
class Rulebook:
    food: dict[str, Food]
    materials: dict[str, MaterialFact]
    sites: dict[str, Site]
    actions: dict[str, SiteAction]
    tokens: dict[str, TokenFact]
    extraction: dict[str, ExtractionBag]
    encounters: dict[str, Encounter]
    fishing: dict[str, FishingSite]
    forage_sources: dict[str, ForageSource]
    camp_caps: tuple[CampCap, ...]
    random_pick: dict[int, RandomPick]
    mourning: tuple[MourningRow, ...]
    party: dict[int, PartySize]
    constants: dict[str, Constant]

    def const(self, cid: str) -> Any:
        return self.constants[cid].value


def _check_bands(rec, bands) -> None:
    lo_seen = []
    for b in bands:
        if b.min is not None and b.max is not None and b.min > b.max:
            fail(rec, "bands", Msg("band {min}-{max} is empty", min=b.min, max=b.max))
        lo_seen.append(b.min or 1)


def load_rulebook(folder: Path | str) -> Rulebook:
    folder = Path(folder)
    info = read_pack_info(folder)
    if info.game != "stonesaga":
        fail(info, "game", Msg("expected {want}, got {got}", want="'stonesaga'", got=repr(info.game)))
    if info.provenance != "official-facts":
        fail(info, "provenance", Msg("the rulebook tables are 'official-facts', got {got}",
                                                 got=repr(info.provenance)))

    def load(name, cls):
        return load_records(folder / f"{name}.yaml", list[cls])

    sites = unique(load("sites", Site))
    actions = unique(load("actions", SiteAction))
    for s in sites.values():
        for a in s.actions:
            if a not in actions:
                fail(s, "actions", Msg("unknown action {action}", action=repr(a)))
    extraction = unique(load("extraction", ExtractionBag), "site")
    for e in extraction.values():
        if e.site not in sites or "extract" not in sites[e.site].actions:
            fail(e, "site", Msg("{site} is not a site with the Extract action", site=repr(e.site)))
        if any(n < 0 for n in e.bag.values()):
            fail(e, "bag", Msg("counts must be 0 or more"))
    encounters = unique(load("encounters", Encounter))
    for enc in encounters.values():
        _check_bands(enc, enc.bands)
    fishing = unique(load("fishing", FishingSite), "site")
    caps = tuple(load("camps", CampCap))
    for prev, cur in zip(caps, caps[1:]):
        if prev.max_population is None or cur.min_population != prev.max_population + 1:
            fail(cur, "min_population", Msg("rows must follow each other without gaps"))
    picks = unique(load("random_pick", RandomPick), "candidates")
    for p in picks.values():
        flat = [f for fs in p.faces for f in fs]
        if len(p.faces) != p.candidates or len(set(flat)) != len(flat) or \
                any(not 1 <= f <= 6 for f in flat):
            fail(p, "faces", Msg("one distinct set of d6 faces per candidate is needed"))
    party = unique(load("party", PartySize), "characters")
    constants = unique(load("constants", Constant))
    return Rulebook(
        food=unique(load("food", Food)),
        materials=unique(load("materials", MaterialFact)),
        sites=sites, actions=actions,
        tokens=unique(load("tokens", TokenFact)),
        extraction=extraction, encounters=encounters, fishing=fishing,
        forage_sources=unique(load("forage", ForageSource)),
        camp_caps=caps, random_pick=picks,
        mourning=tuple(load("mourning", MourningRow)),
        party=party, constants=constants)


load_tables = load_rulebook      # the name the content loader calls


@lru_cache(maxsize=1)
def rulebook() -> Rulebook:
    """The built-in rulebook tables (data/stonesaga/rulebook)."""
    return load_rulebook(Path(resource_path("data", "stonesaga", "rulebook")))


__all__ = ["Rulebook", "rulebook", "load_rulebook", "load_tables", "ContentError", "where"]
