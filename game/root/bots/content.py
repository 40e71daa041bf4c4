"""The automata's data (data/root/bots/*.yaml) as frozen records, checked on load.

Everything here is data the rules code reads: piece counts, track values, per-suit order
behaviour, numbers that difficulty levels and traits override, and the target-selection
recipe of each bot action (pool, criteria, tie-break, legality; see targeting.py). A bad file
stops with file:line and the field, through game/core/content.py.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, Optional

from game.core.content import ContentError, check_ref, fail, load_records, unique, where
from game.core.i18n import N_, Msg
from game.core.resources import resource_path

from . import targeting

SUITS = ("fox", "rabbit", "mouse", "bird")
LEVELS = ("beginner", "expert", "master", "boss")
EvVP = Literal["none", "one", "per-two-players"]


@dataclass(frozen=True)
class Level:
    id: Literal["beginner", "expert", "master", "boss"]
    name: str
    name_2021: str
    name_cw2: str = ""          # the Clockwork 2 card's name (Easy / Normal / Challenging / Nightmare)


@dataclass(frozen=True)
class Ability:
    id: str
    name: str
    text: str
    rule: str = ""


@dataclass(frozen=True)
class MapRule:
    id: str
    map: str
    text: str


@dataclass(frozen=True)
class LawChanges:
    craft_vp: int
    craft_persistent: bool
    craft_needs_pieces: bool
    hit_order: tuple[Literal["warriors", "tokens", "buildings"], ...]
    building_type_pick: Literal["random"]
    dominance: bool
    remove_dominance_at_humans_at_most: int
    human_hand_size: int


@dataclass(frozen=True)
class Common:
    edition: Literal["dc", "2021"]
    editions: tuple[str, ...]
    priority_from: Literal["clearing-id"]
    maps_with_charts: tuple[str, ...]
    setup_order: tuple[str, ...]
    difficulty_levels: tuple[Level, ...]
    default_difficulty: str
    max_traits: int
    law_changes: LawChanges
    abilities: tuple[Ability, ...]
    map_rules: tuple[MapRule, ...] = ()


@dataclass(frozen=True)
class Track:
    id: str
    piece: str
    values: tuple[int, ...]


@dataclass(frozen=True)
class Step:
    id: str
    rule: str
    text: str


@dataclass(frozen=True)
class OrderRule:
    """What one order suit makes this bot do (fields used depend on the bot)."""
    build: Optional[str] = None            # Marquise: building type for Build
    score_track: Optional[str] = None      # Marquise: track scored in Evening ("best" = bird)
    daylight: Literal["normal", "escalated"] = "normal"
    decree_column: Optional[str] = None    # Eyrie: column the card joins
    base: Optional[str] = None             # Alliance: the ordered base
    surprise_revolt: bool = False          # Alliance: bird order
    actions: tuple[str, ...] = ()          # Vagabot: Daylight action list (DC)
    actions_2021: tuple[str, ...] = ()
    moods: tuple[str, ...] = ()            # Automated Hundreds: the mood list, first legal taken (AH 3.7)


@dataclass(frozen=True)
class Selection:
    id: str
    what: Literal["clearing", "player"]
    among: str
    criteria: tuple[str, ...] = ()
    legal: tuple[str, ...] = ()
    final: Literal["highest", "lowest", "setup-order"] = "highest"
    take: int = 1
    each: bool = False
    rule: str = ""


@dataclass(frozen=True)
class Difficulty:
    id: Literal["beginner", "expert", "master", "boss"]
    text: str
    text_2021: str = ""
    set: dict[str, int] = field(default_factory=dict)
    set_2021: dict[str, int] = field(default_factory=dict)
    evening_vp: EvVP = "none"
    evening_vp_2021: EvVP = "none"


@dataclass(frozen=True)
class Trait:
    id: str
    name: str
    text: str
    text_2021: str = ""
    set: dict[str, int] = field(default_factory=dict)
    set_2021: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Action:
    id: str
    text: str


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    level: str
    start_items: int
    text: str


@dataclass(frozen=True)
class Minister:
    """Drillbit Duchy: one of the nine ministers, top to bottom (CW2 facts §3.3)."""
    id: str
    name: str
    suit: Literal["fox", "rabbit", "mouse"]
    text: str


@dataclass(frozen=True)
class Automaton:
    id: str
    name: str
    replaces: str
    setup_letter: str
    rule: str
    abilities: tuple[str, ...]
    warriors: int
    params: dict[str, int]
    setup: tuple[Step, ...]
    turn: dict[str, tuple[Step, ...]]
    orders: dict[str, OrderRule]
    selections: tuple[Selection, ...]
    difficulties: tuple[Difficulty, ...]
    traits: tuple[Trait, ...]
    own_abilities: tuple[Ability, ...] = ()
    buildings: dict[str, int] = field(default_factory=dict)
    tokens: dict[str, int] = field(default_factory=dict)
    cards: dict[str, int] = field(default_factory=dict)
    tracks: tuple[Track, ...] = ()
    decree_columns: tuple[str, ...] = ()
    vizier_column: Optional[str] = None
    escalated_build_tie_order: tuple[str, ...] = ()
    actions: tuple[Action, ...] = ()
    characters: tuple[Character, ...] = ()
    edition_2021: tuple[str, ...] = ()
    editions: tuple[str, ...] = ("dc",)    # editions a seat may choose for this bot (R-AUTO-X5)
    conspiracy_track: tuple[str, ...] = ()  # Logical Lizards: the Conspiracy track, left to right
    standins: dict[str, str] = field(default_factory=dict)   # what -> label of a value no source gives
    ministers: tuple[Minister, ...] = ()    # Drillbit Duchy, top to bottom
    clockwork: int = 1                      # the box: 1 (Clockwork Expansion) or 2 (Clockwork Expansion 2)
    original: bool = False                  # a Tableforge design, no official card (Hundreds, Keepers)

    # --- lookups ----------------------------------------------------------------
    def selection(self, sid: str) -> Selection:
        for s in self.selections:
            if s.id == sid:
                return s
        raise KeyError(f"{self.id} has no selection {sid!r}")

    def track(self, tid: str) -> Track:
        for t in self.tracks:
            if t.id == tid:
                return t
        raise KeyError(f"{self.id} has no track {tid!r}")

    def difficulty(self, level: str) -> Difficulty:
        for d in self.difficulties:
            if d.id == level:
                return d
        raise KeyError(f"{self.id} has no difficulty {level!r}")

    def trait(self, tid: str) -> Trait:
        for t in self.traits:
            if t.id == tid:
                return t
        raise KeyError(f"{self.id} has no trait {tid!r}")

    def settings(self, level: str = "expert", traits=(), edition: str = "dc") -> dict:
        """The numbers a game uses: params, then the difficulty's overrides, then the traits'."""
        out = dict(self.params)
        d = self.difficulty(level)
        out.update(d.set_2021 if edition == "2021" and d.set_2021 else d.set)
        for tid in traits:
            t = self.trait(tid)
            out.update(t.set_2021 if edition == "2021" and t.set_2021 else t.set)
        return out

    def evening_vp_rule(self, level: str, edition: str = "dc") -> str:
        d = self.difficulty(level)
        return d.evening_vp_2021 if edition == "2021" else d.evening_vp


@dataclass(frozen=True)
class BotsContent:
    common: Common
    bots: dict          # id -> Automaton

    def bot(self, bid: str) -> Automaton:
        return self.bots[bid]

    def level_names(self, bid: str, level: str) -> tuple[str, str]:
        """A difficulty's Clockwork 1 name and, for a Clockwork 2 bot, its card's name ("" for
        the others); the UI translates them (scenes/root/panels/automaton.py `level_text`)."""
        lv = next((x for x in self.common.difficulty_levels if x.id == level), None)
        if lv is None:
            return level, ""
        b = self.bots.get(bid)
        return lv.name, (lv.name_cw2 if b is not None and b.clockwork == 2 and lv.name_cw2 else "")

    def level_label(self, bid: str, level: str) -> str:
        """A difficulty as its box names it: Clockwork 2 bots by their cards with the Clockwork 1
        name beside ("Normal (Expert)"), Clockwork 1 bots by theirs ("Expert")."""
        name, card = self.level_names(bid, level)
        return f"{card} ({name})" if card else name


BOT_FILES = ("mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot", "logical-lizards",
             "riverfolk-robots", "drillbit-duchy", "cogwheel-corvids", "automated-hundreds", "automated-keepers")
PHASES = ("birdsong", "daylight", "escalated_daylight", "evening", "turmoil")


def default_dir() -> Path:
    return Path(resource_path("data", "root", "bots"))


def load_bots(folder: Path | str | None = None) -> BotsContent:
    folder = Path(folder) if folder else default_dir()
    common = load_records(folder / "common.yaml", Common)
    check_common(common)
    bots = {}
    for name in BOT_FILES:
        bot = load_records(folder / f"{name}.yaml", Automaton)
        if bot.id != name:
            fail(bot, "id", Msg("must be {id} to match its file name", id=repr(name)))
        check_bot(bot, common)
        bots[bot.id] = bot
    return BotsContent(common, bots)


def check_common(c: Common) -> None:
    ids = [lv.id for lv in c.difficulty_levels]
    if tuple(ids) != LEVELS:
        fail(c, "difficulty_levels", Msg("must list {levels} in that order", levels=", ".join(LEVELS)))
    check_ref(c, "default_difficulty", c.default_difficulty, ids, N_("difficulty"))
    if c.edition not in c.editions:
        fail(c, "edition", Msg("must be one of {allowed}", allowed=", ".join(c.editions)))
    if len(set(c.setup_order)) != len(c.setup_order):
        fail(c, "setup_order", Msg("lists a slot twice"))
    unique(c.abilities)


def check_bot(b: Automaton, common: Common) -> None:
    if len(b.rule) > 120:                  # a citation shown in log lines, not a text
        fail(b, "rule", Msg("a rule citation of at most {max} characters (here: {n})", max=120, n=len(b.rule)))
    check_ref(b, "replaces", b.replaces if b.replaces != "vagabond" else "vagabond-1",
              common.setup_order, N_("setup slot"))
    for e in b.editions:
        check_ref(b, "editions", e, common.editions, N_("edition"))
    known = {a.id for a in common.abilities} | set(unique(b.own_abilities))
    for a in b.abilities:
        check_ref(b, "abilities", a, known, N_("ability"))
    if b.warriors < 0:
        fail(b, "warriors", Msg("cannot be negative"))
    for t in unique(b.tracks).values():
        if t.piece not in b.buildings and t.piece not in b.tokens:
            fail(t, "piece", Msg("{piece} is not one of this bot's buildings or tokens", piece=repr(t.piece)))
        stock = b.buildings.get(t.piece, b.tokens.get(t.piece, 0))
        if len(t.values) != stock:          # a board track has one space per piece
            fail(t, "values", Msg("one space per piece of {piece} (expected: {want}, given: {got})", piece=t.piece,
                                     want=stock, got=len(t.values)))
        if list(t.values) != sorted(t.values):
            fail(t, "values", Msg("track values must not decrease left to right"))
    for phase, steps in b.turn.items():
        if phase not in PHASES:
            fail(b, "turn", Msg("unknown phase {phase} (known: {known})", phase=repr(phase), known=", ".join(PHASES)))
        unique(steps)
    unique(b.setup)
    if set(b.orders) != set(SUITS):
        fail(b, "orders", Msg("must give exactly the suits {suits}", suits=", ".join(SUITS)))
    track_ids = {t.id for t in b.tracks}
    action_ids = set(unique(b.actions))
    for suit, o in b.orders.items():
        if o.build is not None:
            check_ref(o, "build", o.build, b.buildings, N_("building"))
        if o.score_track is not None and o.score_track != "best":
            check_ref(o, "score_track", o.score_track, track_ids, N_("track"))
        if o.decree_column is not None:
            check_ref(o, "decree_column", o.decree_column, b.decree_columns, N_("Decree column"))
        if o.base is not None:
            check_ref(o, "base", o.base, b.buildings, N_("building"))
        for a in tuple(o.actions) + tuple(o.actions_2021):
            check_ref(o, "actions", a, action_ids, N_("action"))
    for t in b.escalated_build_tie_order:
        check_ref(b, "escalated_build_tie_order", t, b.buildings, N_("building"))
    if b.decree_columns and sorted(b.decree_columns) != sorted(SUITS):
        fail(b, "decree_columns", Msg("must list each suit once"))
    for s in unique(b.selections).values():
        check_selection(s)
    levels = [d.id for d in b.difficulties]
    if sorted(levels) != sorted(LEVELS) or len(levels) != 4:
        fail(b, "difficulties", Msg("must give each of {levels} once", levels=", ".join(LEVELS)))
    for d in b.difficulties:
        for k in list(d.set) + list(d.set_2021):
            check_ref(d, "set", k, b.params, N_("parameter"))
    traits = unique(b.traits)
    for t in traits.values():
        for k in list(t.set) + list(t.set_2021):
            check_ref(t, "set", k, b.params, N_("parameter"))
    if len(traits) not in (4, 5):      # a Clockwork 1 bot also has its Clockwork 2 card (CW2 facts §5.1)
        fail(b, "traits", Msg("a bot has four trait cards (five with its Clockwork 2 card); here: {n}",
                                     n=len(traits)))
    for k in b.conspiracy_track:
        if k not in ("convert", "crusade", "sanctify"):
            fail(b, "conspiracy_track", Msg("unknown conspiracy {conspiracy} (convert, crusade, sanctify)",
                                                     conspiracy=repr(k)))
    unique(b.ministers)
    for c in unique(b.characters).values():
        if c.start_items < 0:
            fail(c, "start_items", Msg("cannot be negative"))


def check_selection(s: Selection) -> None:
    measures = targeting.PLAYER_MEASURES if s.what == "player" else targeting.CLEARING_MEASURES
    pools = targeting.PLAYER_POOLS if s.what == "player" else targeting.CLEARING_POOLS
    check_ref(s, "among", s.among, pools, N_("player pool") if s.what == "player" else N_("clearing pool"))
    for c in s.criteria:
        try:
            _, m = targeting.parse_criterion(c)
        except ValueError:
            fail(s, "criteria", Msg("criterion {criterion} must read 'most <measure>' or 'fewest <measure>'",
                                    criterion=repr(c)))
        check_ref(s, "criteria", m, measures,
                  N_("player measure") if s.what == "player" else N_("clearing measure"))
    for lg in s.legal:
        check_ref(s, "legal", lg, targeting.LEGALITY, N_("legality check"))
    if s.what == "player" and s.final != "setup-order":
        fail(s, "final", Msg("players are tie-broken by setup order (Rootbotics 2.2)"))
    if s.what == "clearing" and s.final == "setup-order":
        fail(s, "final", Msg("clearings are tie-broken by highest or lowest priority (Rootbotics 2.1)"))
    if s.take < 1:
        fail(s, "take", Msg("must be at least 1"))


__all__ = ["load_bots", "BotsContent", "Automaton", "ContentError", "where"]
