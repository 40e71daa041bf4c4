"""A small plain-data picture of the map as an automaton sees it.

The automata's target rules (Law of Rootbotics 2.1-2.5) only need, per clearing: suit,
priority, neighbours, free building slots, and how many warriors / buildings / tokens each
player has there. Keeping the bot logic over this snapshot (rather than over the engine's
state) makes every bot decision a pure function that can be tested from a hand-written
position, and lets the engine build the snapshot in one place.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Pieces:
    """One player's pieces in one clearing."""
    warriors: int = 0
    buildings: dict = field(default_factory=dict)   # type -> count ("sawmill", "roost", "base-fox"...)
    tokens: dict = field(default_factory=dict)      # type -> count ("keep", "sympathy"...)
    pawn: int = 0                                   # a Vagabond pawn counts as one piece

    def n_buildings(self) -> int:
        return sum(self.buildings.values())

    def n_tokens(self) -> int:
        return sum(self.tokens.values())

    def total(self) -> int:
        """'Pieces' in the bot rules: warriors, buildings, tokens and pawns (ruling R-AUTO-G9)."""
        return self.warriors + self.n_buildings() + self.n_tokens() + self.pawn

    def rule_strength(self) -> int:
        """Law of Root 2.8: warriors plus buildings decide who rules."""
        return self.warriors + self.n_buildings()


@dataclass
class BoardClearing:
    id: int
    suit: str                         # fox / rabbit / mouse (or "" for an unsuited clearing)
    priority: int                     # 1 = highest (Rootbotics 2.1); equals the id on our maps
    adjacent: list = field(default_factory=list)
    free_slots: int = 0
    pieces: dict = field(default_factory=dict)     # player id -> Pieces
    ruler: str | None = None          # who rules; None = nobody. Set by the builder.
    no_place: list = field(default_factory=list)   # players who may not place here (the keep, 4.2.1)
    forest: bool = False
    # Lake: the other coastal clearings a move from here may reach by the Ferry (map rule
    # `lake-ferry`: "as if path-linked", for movement only; empty unless the Ferry is here, unused)
    ferry_to: list = field(default_factory=list)
    # the suits it counts as (engine.clearing_suits: all three in the Lost City, R-LAND-11);
    # empty = just `suit` (hand-written boards)
    suits: tuple = ()

    def has_suit(self, suit: str) -> bool:
        """Is this clearing of `suit`? (the Lost City is every suit, R-LAND-11, R-LAND-30)."""
        return suit in self.all_suits()

    def all_suits(self) -> tuple:
        """The suits it counts as, the printed one first."""
        return tuple(self.suits) or (self.suit,)

    def of(self, player: str) -> Pieces:
        return self.pieces.get(player) or Pieces()


@dataclass
class BoardPlayer:
    id: str
    slot: str                         # setup-order slot (Rootbotics 2.2): marquise, eyrie, ...
    vp: int = 0


@dataclass
class BotBoard:
    clearings: dict                    # id -> BoardClearing
    players: list                      # BoardPlayer, any order
    me: str                            # the automaton deciding
    # Players who are not its enemies: the other automata in a cooperative game (Rootbotics
    # 2021 3.5; the engine's `is_enemy` fills this in snapshot.py). Every "enemy" measure,
    # pool and check of targeting.py skips them; physical effects (a revolt) still reach them.
    allies: list = field(default_factory=list)
    # Mountain: the Pass wins every highest- and lowest-priority tie-break (map rule `mountain-pass`)
    always_first: int | None = None

    def clearing(self, cid: int) -> BoardClearing:
        return self.clearings[cid]

    def all(self) -> list:
        return sorted(self.clearings.values(), key=lambda c: c.priority)

    def player(self, pid: str) -> BoardPlayer:
        for p in self.players:
            if p.id == pid:
                return p
        raise KeyError(pid)

    def others(self) -> list:
        """Every other player, enemy or not."""
        return [p for p in self.players if p.id != self.me]

    def is_enemy(self, player: str) -> bool:
        return player != self.me and player not in self.allies

    def enemies(self) -> list:
        """The players it treats as enemies when it chooses (all others but its allies)."""
        return [p for p in self.players if self.is_enemy(p.id)]


def compute_rulers(board: BotBoard, lords_of_forest: tuple = ()) -> None:
    """Fill `ruler` from the pieces (Law of Root 2.8), for hand-built positions.

    A player in `lords_of_forest` (the Electric Eyrie, Rootbotics 5.2.1) rules ties, but never
    an empty clearing (ruling R-AUTO-E12). The engine sets `ruler` itself from its own rules.
    """
    for c in board.clearings.values():
        strengths = {p: pc.rule_strength() for p, pc in c.pieces.items() if pc.rule_strength() > 0}
        c.ruler = None
        if not strengths:
            continue
        best = max(strengths.values())
        top = sorted(p for p, s in strengths.items() if s == best)
        lords = [p for p in top if p in lords_of_forest]
        if lords:
            c.ruler = lords[0]
        elif len(top) == 1:
            c.ruler = top[0]
