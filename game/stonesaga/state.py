"""The whole Stonesaga game state as plain data (dataclasses, lists, dicts, ints, str).

Cards are ids in exactly one list (a deck, its discard, a forage row…). Resources are counts in
a character's bag keyed `type` (fresh / unprocessed) or `type/s` (spoiled) or `type/p`
(processed) (rb p.19-20). The valley is a dict of hex cells `"q,r"`. Procedures that wait on a
choice (creation, a move, a test, a fishing trip, an effect list) are frames on `stack`; the
top frame decides what is pending, else the phase does.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import serial
from game.core.rng import Rng

STATS = ("str", "dex", "con", "per")
SLOTS = {"hand": 2, "body": 3, "satchel": 4}            # rb p.18
TRACKS = ("demand", "knowledge", "discontent", "population")


@serial.register
@dataclass
class Character:
    cid: str
    seat: int
    name: str = ""
    stats: dict[str, int] = field(default_factory=dict)
    trait: str = ""
    regalia: str = ""
    power: str = ""                       # equipped regalia power ("" = none)
    power_used: bool = False              # once per day (rb p.65)
    power_back: bool = False              # the power token shows its back (after a "➔" flip)
    used: list[str] = field(default_factory=list)        # once-per-day abilities used today
    age: str = "young"                    # rb p.7
    enh: dict[str, int] = field(default_factory=dict)     # stat -> 0 none / 1 minor / 2 major
    energy: int = 0
    weak: list[list[str]] = field(default_factory=list)   # [[kind, severity], ...] boxes in use
    pos: str = ""                         # hex key "q,r" ("" off the map)
    items: dict[str, list[str]] = field(default_factory=lambda: {"hand": [], "body": [], "satchel": []})
    stowed: list[str] = field(default_factory=list)       # item instances face down in satchel slots
    bag: dict[str, int] = field(default_factory=dict)     # resource key -> count
    stores: dict[str, dict[str, int]] = field(default_factory=dict)   # item instance -> resources on it
    passed: bool = False
    dead: bool = False
    examined: bool = False                # omen examination this Day (rb p.61)
    ate: bool = False
    drank: bool = False
    free_actions: list[str] = field(default_factory=list)  # granted by effects (free Craft…)
    marks: list[str] = field(default_factory=list)       # fresco marks copied on its Legend side (rb p.70)


@serial.register
@dataclass
class Cell:
    """One hex of the valley: a tile in a holder (rb p.21, 68)."""
    tile: str
    holder: int
    discovered: bool = False
    fire: int = 0                         # 0 none, 2 fresh (arrow), 1 "x" side (rb p.58)
    shelter: int = 0                      # 0..2
    depletion: int = 0                    # 0, 1 (+1), 2 (+2)
    mystery: list[str] = field(default_factory=list)      # hidden omens of mystery tokens here
    modules: dict[str, str] = field(default_factory=dict)  # zone -> module id ("tile" = whole tile)


@serial.register
@dataclass
class Camp:
    name: str
    cell: str
    zone: str
    status: str = "active"                # active | ruin
    improvements: list[str] = field(default_factory=list)
    stores: dict[str, dict[str, int]] = field(default_factory=dict)   # improvement index -> resources


# --- frames ------------------------------------------------------------------------------

@serial.register
@dataclass
class Create:
    """Character creation (rb p.6-7): roll, assign the four values, trait, regalia."""
    cid: str
    stage: str = "assign"                 # assign | trait | regalia | power
    values: list[int] = field(default_factory=list)      # still to assign, highest first
    rolls: list[list[int]] = field(default_factory=list)
    late: bool = False                    # a replacement after a death (rb p.70 step 4)


@serial.register
@dataclass
class Action:
    """One Day action under way; `name` picks the module, `stage` its step."""
    cid: str
    name: str
    stage: str = ""
    site: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    free: bool = False


@serial.register
@dataclass
class Effects:
    """A list of effects being resolved for a character (effects are plain data)."""
    cid: str
    queue: list[Any] = field(default_factory=list)
    source: str = ""
    wait: dict[str, Any] = field(default_factory=dict)   # the effect waiting on a decision


@serial.register
@dataclass
class Test:
    """A test in progress (rb p.14-16): the stat declared, dice rolled, re-rolls offered,
    optional modifiers, then the band's effects."""
    cid: str
    stats: list[str]
    bands: list[Any]
    modifiers: list[Any] = field(default_factory=list)
    stage: str = "stat"                   # stat | reroll | reroll_die | turn | mods | done
    stat: str = ""
    dice: list[int] = field(default_factory=list)
    rerolls: list[str] = field(default_factory=list)     # sources still usable this test
    using: str = ""                       # the re-roll source being used
    adders: list[str] = field(default_factory=list)      # "add a die" abilities still usable (rb p.15)
    turners: list[str] = field(default_factory=list)     # "turn a die" abilities, after re-rolls (rb p.99)
    legend: bool = False                  # Way of the Hero: the held Legend's stat (rb p.70)
    pet: str = ""                         # the bonded pet whose stat is tested (rb p.90)
    wisdom: bool = False                  # Ancestral wisdom: the held Legend's trait and marks (rb p.71)
    bonus: int = 0
    mod_at: int = 0
    source: str = ""
    total: int = 0
    band: int = -1


@serial.register
@dataclass
class Night:
    """The Night phase (rb p.51-54): `step` 1..9, `idx` the character being handled."""
    step: int = 1
    idx: int = 0
    card: str = ""
    sub: str = ""
    used: list[str] = field(default_factory=list)        # Night actions used (rb p.53: once each)


@serial.register
@dataclass
class SaState:
    rng: Rng
    n_seats: int
    options: dict[str, str] = field(default_factory=dict)
    challenge: str = ""
    phase: str = "create"                 # create | day | night | over
    day: int = 0
    chars: list[Character] = field(default_factory=list)
    active: str = ""                      # the character whose turn it is in the Day
    acting: str = ""                      # the character whose action is resolving ("" none)
    free_used: int = 0                    # free steps (share, deliver) since the last action
    cells: dict[str, Cell] = field(default_factory=dict)
    holders: list[list[str]] = field(default_factory=list)
    region: str = ""
    start: str = ""                       # hex key of the start tile
    tile_bag: list[str] = field(default_factory=list)     # undiscovered tiles not yet on the map
    camps: list[Camp] = field(default_factory=list)
    tracks: dict[str, int] = field(default_factory=lambda: {t: 0 for t in TRACKS})
    decks: dict[str, list[str]] = field(default_factory=dict)      # "travel", "night", "fishing", "forage:forest"...
    discards: dict[str, list[str]] = field(default_factory=dict)
    objectives: list[str] = field(default_factory=list)            # in play, not achieved
    permanent: list[str] = field(default_factory=list)
    achieved: list[str] = field(default_factory=list)
    delivered: dict[str, dict[str, int]] = field(default_factory=dict)   # objective -> tokens on it
    triggers_done: list[int] = field(default_factory=list)
    events_done: list[int] = field(default_factory=list)           # challenge events resolved (index)
    codex_read: list[Any] = field(default_factory=list)
    designed: list[str] = field(default_factory=list)
    knowledge_cards: list[str] = field(default_factory=list)
    powers: list[str] = field(default_factory=list)
    associations: list[str] = field(default_factory=list)
    marks: list[str] = field(default_factory=list)
    legends: list[dict[str, Any]] = field(default_factory=list)
    behemoths: list[Any] = field(default_factory=list)   # behemoth.Behemoth (rb p.72-81)
    saga: dict[str, Any] = field(default_factory=dict)    # campaign / advanced rules / infinite mode
    examined: list[str] = field(default_factory=list)             # "omen|ref" pairs this Day
    adventure: dict[str, Any] = field(default_factory=dict)       # {title, leader, party} under way (rb p.60)
    item_seq: int = 0
    stack: list[Any] = field(default_factory=list)
    result: str = ""                      # "" | won | lost
    end_text: str = ""

    def char(self, cid: str) -> Character:
        for c in self.chars:
            if c.cid == cid:
                return c
        raise KeyError(cid)

    def living(self) -> list[Character]:
        return [c for c in self.chars if not c.dead]

    def on_map(self) -> list[Character]:
        """Living characters on the valley (a replacement arrives at the next Day, rb p.70)."""
        return [c for c in self.chars if not c.dead and c.pos]

    def opt(self, key: str) -> str:
        return self.options.get(key, "")
