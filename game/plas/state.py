"""The whole PLAS game state as plain data (dataclasses, lists, dicts, ints, str).

Cards are instance ids (`wanderer#3`); every instance sits in exactly one zone: a realm deck,
an upgrade pack, the Numerai pack, the box, a player's draw pile / hand / discard / play area,
or a conquest commitment. Mid-turn procedures that wait on a choice (a payment, a cull, a
conquest, the End phase) are frames on `stack`; the top frame decides what is pending.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import serial
from game.core.rng import Rng

NO_ONE = -1


@serial.register
@dataclass
class Player:
    seat: int
    leader: str = ""                       # province id ("" before the village choice)
    draw: list[str] = field(default_factory=list)      # index 0 = top
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    play: list[str] = field(default_factory=list)      # the play area (Phase principale)
    influence: int = 5                     # Setup 6b
    ledger: dict[str, int] = field(default_factory=dict)   # Influence by source; sums to influence
    morality: int = 0                      # > 0 Mercy, < 0 Cruelty (Setup 6c; Moralité)
    left_zero: bool = False                # once off 0, never back (Moralité)
    buildings: dict[str, int] = field(default_factory=dict)   # tree id -> levels built
    allies: list[str] = field(default_factory=list)
    moves_left: int = 0                    # Se déplacer: once per turn (+ extra moves)
    ally_taken: bool = False               # Acquérir un allié: once per turn
    bazaar_used: bool = False
    promotions: int = 0
    culled: int = 0
    year_gains: list[int] = field(default_factory=list)   # Influence gained at each year-end scoring


@serial.register
@dataclass
class VillagePick:
    """Setup 11c: from the first player clockwise, each leader goes to a free Village."""
    pos: int = 0


@serial.register
@dataclass
class Pay:
    """Paying a promotion or a building with cards from hand, one card per choice."""
    seat: int
    purpose: str                           # "promote" | "build"
    target: str                            # promote: card instance; build: tree id
    zone: str = ""                         # promote: "hand" | "discard"
    cost: int = 0
    pay: str = "labor"                     # labor | strength | either
    faction: str = ""                      # build: a card of this faction must help pay
    paid: int = 0
    faction_ok: bool = True
    cards: list[str] = field(default_factory=list)
    held: list[str] = field(default_factory=list)   # the card being promoted, set aside meanwhile


@serial.register
@dataclass
class Cull:
    """Choose up to `left` cards from hand or discard to cull (Éliminer)."""
    seat: int
    left: int
    cruelty: bool = True


@serial.register
@dataclass
class Conquest:
    """Conquérir une province. defender == NO_ONE for an uncontrolled province."""
    attacker: int
    province: str
    defender: int = NO_ONE
    stage: str = "commit"                  # commit, defend, effects, effects_def, roll, reroll_att, reroll_def, resolve, lose, close
    att: list[str] = field(default_factory=list)
    dfd: list[str] = field(default_factory=list)
    revealed: bool = False
    att_dice: list[int] = field(default_factory=list)    # face indices
    def_dice: list[int] = field(default_factory=list)
    att_rerolls: int = 0
    def_rerolls: int = 0
    att_bonus: int = 0
    def_bonus: int = 0
    less_ruin: int = 0
    add_ruin: int = 0
    hire: int = 0                          # Strength one Influence buys (0: no hire power)
    hired: bool = False
    att_total: int = 0
    def_total: int = 0
    won: bool = False
    lose_need: int = 0


@serial.register
@dataclass
class EndPhase:
    """Phase de fin: effects, recruit (+ optional 2nd for Mercy), clean up, draw to 5."""
    seat: int
    stage: str = "effects"                 # effects, recruit, recruit2, discard, draw


@serial.register
@dataclass
class PlasState:
    rng: Rng
    n: int
    players: list[Player]
    first: int = 0
    round: int = 1                         # 1..12 (3 years x 4 rounds)
    turn: int = 0                          # how many seats have played this round
    phase: str = "setup"                   # setup | play | over
    control: dict[str, int] = field(default_factory=dict)    # province -> seat or NO_ONE
    defense: dict[str, int] = field(default_factory=dict)
    realm_decks: dict[str, list[str]] = field(default_factory=dict)   # index 0 = top
    upgrades: dict[str, list[str]] = field(default_factory=dict)
    numerai: list[str] = field(default_factory=list)     # face down, index 0 = top
    allies_open: list[str] = field(default_factory=list)
    allies_out: list[str] = field(default_factory=list)  # boxed at setup (Setup 9)
    box: list[str] = field(default_factory=list)         # out of the game (and unused starters)
    stack: list[Any] = field(default_factory=list)
    final: list[dict] = field(default_factory=list)      # final scoring breakdown per seat

    @property
    def active(self) -> int:
        return (self.first + self.turn) % self.n

    @property
    def year(self) -> int:
        return (self.round - 1) // 4 + 1
