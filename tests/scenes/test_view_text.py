"""The generic table's plain-text rendering of any view."""
from dataclasses import dataclass, field

from scenes.view_text import format_view


@dataclass
class Seat:
    name: str
    hand: list = field(default_factory=list)


def test_nested_dicts_lists_and_dataclasses():
    view = {"turn": 3, "seats": [Seat("Marquise", ["card:a", "card:b"]), Seat("Eyrie", [])],
            "board": {"clearing:1": {"warriors": [2, 0]}}}
    assert format_view(view) == [
        "turn: 3",
        "seats:",
        "  0:",
        "    name: Marquise",
        "    hand: [card:a, card:b]",
        "  1:",
        "    name: Eyrie",
        "    hand: []",
        "board:",
        "  clearing:1:",
        "    warriors: [2, 0]",
    ]
    assert format_view(Seat("x")) == ["name: x", "hand: []"]
    assert format_view(None) == ["None"]
