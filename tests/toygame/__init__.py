"""A tiny test-only game that proves the engine core: hidden hands, a shuffled deck, a die,
and a mid-turn decision by another seat.

Rules of "Toy High Card": each seat is dealt 3 cards face down. On your turn you play one card
face up and score its value. Then the next seat decides: pass, or challenge. A challenge rolls
a die (1–6); if the roll is higher than the card's value the challenger takes those points
instead. After every seat has played all its cards, the highest score wins (ties: all tied).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.core import serial
from game.core.content import PackContent, load_records, read_pack_info, pack_hash, unique, check_ref
from game.core.decision import Choice, Decision, Event, Outcome
from game.core.rng import Rng
from game.core.ruleset import Option, Ruleset, SeatRules

PACK_DIR = Path(__file__).parent / "data" / "toy"


@dataclass(frozen=True)
class Card:
    id: str
    value: int
    colour: str = "grey"


@dataclass(frozen=True)
class DeckFile:
    cards: list[Card]
    hand_size: int = 3
    first: str = ""            # optional: a card id to put on top (reference checked)


@dataclass(frozen=True)
class ToyContent(PackContent):
    cards: dict = field(default_factory=dict)
    hand_size: int = 3


@serial.register
@dataclass
class Challenge:
    player: int        # who played the card
    card: str
    challenger: int


@serial.register
@dataclass
class ToyState:
    rng: Rng
    deck: list[str]
    hands: list[list[str]]
    scores: list[int]
    played: list[str] = field(default_factory=list)
    turn: int = 0
    frame: Challenge | None = None
    winner_ids: list[int] = field(default_factory=list)


class ToyGame(Ruleset):
    id = "toy"
    title = "Toy High Card"
    # The saved-state migration path, exercised: in state version 1 (format-1 saves, e.g.
    # tests/fixtures/saves/toy-format1-old-class-name.json) this game's state class was called
    # HighCardState; version 2 renamed it ToyState, and this step keeps the old saves loading.
    state_version = 2
    snapshot_migrations = {1: lambda snap: serial.rename_class(snap, "HighCardState", "ToyState")}
    seats = SeatRules(2, 3, 2)

    def load_content(self, pack_dir):
        pack_dir = Path(pack_dir)
        info = read_pack_info(pack_dir)
        deck = load_records(pack_dir / "deck.yaml", DeckFile)
        cards = unique(deck.cards)
        if deck.first:
            check_ref(deck, "first", deck.first, cards, "card")
        return ToyContent(info=info, hash=pack_hash(pack_dir), path=str(pack_dir),
                          cards=cards, hand_size=deck.hand_size)

    def default_content(self):
        return self.load_content(PACK_DIR)

    def options(self, content):
        return [Option("colour", "Seat colour", (("red", "Red"), ("blue", "Blue")), "red", per_seat=True)]

    def new_state(self, content, setup, rng):
        deck = sorted(content.cards)
        rng.shuffle(deck)
        n = len(setup["seats"])
        hands = [[deck.pop() for _ in range(content.hand_size)] for _ in range(n)]
        return ToyState(rng=rng, deck=deck, hands=hands, scores=[0] * n)

    def pending(self, content, s):
        n = len(s.hands)
        if s.frame is not None:
            f = s.frame
            return Decision(f.challenger, "toy.challenge", f"Challenge the {f.card}?",
                            (Choice("challenge", "Challenge"), Choice("pass", "Pass")), rule="Toy 2")
        if all(not h for h in s.hands):
            return None
        seat = s.turn % n
        return Decision(seat, "toy.play", "Play a card",
                        tuple(Choice(f"card:{c}", c, refs=(f"card:{c}",)) for c in sorted(s.hands[seat])),
                        rule="Toy 1")

    def apply(self, content, s, choice):
        n = len(s.hands)
        if s.frame is not None:
            f, s.frame = s.frame, None
            value = content.cards[f.card].value
            evs = []
            if choice.id == "challenge":
                roll = s.rng.randint(1, 6)
                evs.append(Event("toy.roll", f"Seat {f.challenger + 1} rolls {roll}", seat=f.challenger, reveals=True))
                if roll > value:
                    s.scores[f.challenger] += value
                    evs.append(Event("toy.steal", f"Seat {f.challenger + 1} takes {value}", seat=f.challenger))
                else:
                    s.scores[f.player] += value
            else:
                s.scores[f.player] += value
            s.turn += 1
            while any(s.hands) and not s.hands[s.turn % n]:
                s.turn += 1
            return evs
        seat = s.turn % n
        card = choice.id.split(":", 1)[1]
        s.hands[seat].remove(card)
        s.played.append(card)
        s.frame = Challenge(seat, card, (seat + 1) % n)
        return [Event("toy.play", f"Seat {seat + 1} plays {card}", seat=seat, reveals=True)]

    def view(self, content, s, seat):
        return {"hands": [sorted(h) if i == seat else len(h) for i, h in enumerate(s.hands)],
                "deck": len(s.deck), "scores": list(s.scores), "played": list(s.played)}

    def outcome(self, content, s):
        if any(s.hands) or s.frame is not None:
            return None
        best = max(s.scores)
        return Outcome(tuple(i for i, v in enumerate(s.scores) if v == best), "score", tuple(s.scores))

    def check_invariants(self, content, s):
        held = sum(len(h) for h in s.hands) + len(s.deck) + len(s.played)
        return [] if held == len(content.cards) else [f"cards not conserved: {held}"]


TOY = ToyGame()
