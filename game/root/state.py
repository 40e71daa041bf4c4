"""The Root game state: plain data only (lists, dicts, ints, strings, tagged dataclasses).

Layout (see docs/root-engine.md):
- per-seat lists indexed by seat number (0..n-1): factions, vp, hands, crafted, items, supply,
  fstate (the faction's own dataclass);
- per-clearing lists indexed by clearing id (index 0 unused, so `warriors[seat][7]` is
  clearing 7): warriors per seat, buildings and tokens as [owner, kind] pairs (owner -1 = ruin);
- the rule cache `ruler[c]` (seat or -1), refreshed by `touch(c)` whenever pieces change there;
- the shared deck (top = end of the list), discard pile, available dominance cards;
- `stack`: the rule flow as frames (bottom = the game, top = what is being resolved now).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import serial
from game.core.rng import Rng

N_CLEARINGS = 12


@serial.register
@dataclass
class HireCard:
    """One dealt hireling (Law App. E; docs/hirelings.md). Its pieces are owned by the hireling:
    they live in the per-seat lists at index `slot` (>= the number of players), so rule, battle
    and removal reuse the seats' machinery; `controller` is the seat that rules through them."""
    id: str                          # the hireling (its promoted side's id: "forest-patrol")
    side: str                        # "promoted" | "demoted" (A.6.2)
    slot: int                        # index of its pieces in warriors / supply (n + k)
    controller: int = -1             # -1: in the supply (uncontrolled, E.1.1)
    control: int = 0                 # control markers on the card (E.1.2)
    gained: int = -1                 # turn key (round * 16 + seat) when its controller took it (E.1.3)
    used: list[str] = field(default_factory=list)     # once-per-Daylight actions used this turn (E.2.4)
    data: dict[str, Any] = field(default_factory=dict)  # the side's own state (pieces on the card…)


@serial.register
@dataclass
class RootState:
    rng: Rng
    map_id: str
    factions: list[str]                 # faction id per seat
    suits: list[str]                    # suit per clearing (index 0 = "")
    warriors: list[list[int]]           # warriors[seat][clearing]
    buildings: list[list[list]]         # buildings[clearing] = [[owner, kind], ...]; owner -1 = ruin
    tokens: list[list[list]]            # tokens[clearing] = [[owner, kind], ...]
    ruler: list[int]                    # cached rule per clearing (-1 none)
    vp: list[int]
    hands: list[list[str]]
    deck: list[str]                     # top of the deck = last element
    discard: list[str]
    available_dominance: list[str]      # spent dominance cards beside the board (Law 3.3.3)
    dominance: list[str]                # activated dominance card per seat ("" none)
    crafted: list[list[str]]            # persistent effect cards in each seat's play area
    items: list[list[str]]              # Crafted Items box per seat
    item_supply: dict[str, int]
    supply: list[dict[str, int]]        # pieces left in each seat's supply / on its tracks
    fstate: list[Any]                   # faction-specific dataclass per seat
    ruins: list[int] = field(default_factory=list)           # clearings that still hold a ruin
    ruin_items: dict[str, list[str]] = field(default_factory=dict)  # "clearing" -> hidden items
    turn_seat: int = 0
    first_seat: int = 0
    round: int = 1
    phase: str = "setup"                # setup | birdsong | daylight | evening
    craft_used: dict[str, int] = field(default_factory=dict)  # crafting pieces used this turn, by suit
    used_once: list[str] = field(default_factory=list)        # once-per-turn effects used this turn
    stack: list[Any] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    end_reason: str = ""
    forced_dice: list[int] = field(default_factory=list)      # tests only: next die results
    decisions: int = 0
    round_cap: int = 0                  # 0 = none; else the game ends after this many rounds
    removed_cards: list[str] = field(default_factory=list)   # out of the game (2p dominance)
    closed: list[int] = field(default_factory=list)          # no piece may be placed in / moved into (Scorched Earth)
    # Per seat: ask about ambushes whenever one is possible in principle, not only when holding
    # one (human seats, for hand privacy — ruling Root §ambush-ask). Missing/empty = never.
    ask_ambush: list[bool] = field(default_factory=list)
    # Cooperative play with the automata (Law of Rootbotics 2021 3.5, docs/root-automata.md):
    # the automata are not each other's enemies; the people win together only if each reaches
    # 30 VP before any automaton does. `reached_30`: seats in the order they reached 30 VP.
    cooperative: bool = False
    reached_30: list[int] = field(default_factory=list)
    # Alternative maps (Law of Root Appendix C; game/root/mapfeatures.py):
    ferry: int = 0                      # Lake: the Ferry's clearing (Law C.2.1); 0 = no Ferry
    closed_paths: list[list[int]] = field(default_factory=list)   # Mountain: [a, b] a < b, sorted (Law C.3.2)
    tower: int = 0                      # Mountain: the Pass, the clearing with the Tower (Law C.3.4)
    # The shared deck in play (Law A.2): "base" or "exiles" (Exiles & Partisans, game/root/exiles.py)
    deck_id: str = "base"
    # Exiles & Partisans state: warriors on Coffin Makers, per owner seat (root-marauder-facts §6),
    # and items exhausted in Crafted Items boxes ("seat:item", League of Adventurous Mice)
    coffins: list[int] = field(default_factory=list)
    exhausted_items: list[str] = field(default_factory=list)
    partisans_keep_birds: bool = False  # the `partisans` option (R-EP-4): the Partisans keep bird cards
    # Landmarks (Law App. F, A.5; game/root/landmarks.py): landmark id -> clearing. The Ferry and
    # the Tower also set `ferry` / `tower` above, which their rules move and read.
    landmarks: dict[str, int] = field(default_factory=dict)
    black_market: list[str] = field(default_factory=list)   # Black Market: face-down cards, unseen by all
    forge_items: list[str] = field(default_factory=list)    # Legendary Forge: the items on its card
    treetop_slot: list = field(default_factory=list)        # Elder Treetop: [owner, kind] in its extra slot
    # Hirelings (Law App. E, game/root/hirelings/): the dealt cards; their pieces sit in the
    # per-seat lists `warriors` / `supply` past the players (index HireCard.slot).
    hirelings: list[HireCard] = field(default_factory=list)
    hire_markers: list[int] = field(default_factory=list)   # score spaces still holding a marker (A.6.4)
    hire_owed: list[int] = field(default_factory=list)      # per seat: markers taken, card owed (E.1.1)
    hire_rules: dict[str, str] = field(default_factory=dict)  # ruleset options (docs/hirelings.md)
    forced_control: list[int] = field(default_factory=list)   # tests only: next control / suit die faces

    def __getstate__(self) -> dict:
        """What a copy (pickle, deepcopy) keeps: every field, but not what the ruleset remembers
        beside them: the pending decision (`_pending`, valid for one `decisions` count; a copy
        computes it again when asked, the same decision: `decide` is pure, and copies about 15%
        faster without it: issue 15, search copies a state per simulation) and the last apply's
        rule context (`_ctx`, engine.Ctx.for_apply: it points at this state, not the copy)."""
        d = self.__dict__
        if "_pending" in d or "_ctx" in d:
            d = dict(d)
            d.pop("_pending", None)
            d.pop("_ctx", None)
        return d

    @property
    def n(self) -> int:
        return len(self.factions)

    def over(self) -> bool:
        return bool(self.end_reason)
