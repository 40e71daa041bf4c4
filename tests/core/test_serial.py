import json
from dataclasses import dataclass, field

from game.core import serial


@serial.register
@dataclass
class Frame:
    name: str
    at: tuple[int, int] = (0, 0)


@serial.register
@dataclass
class Sub(Frame):
    extra: list[str] = field(default_factory=list)


@serial.register
@dataclass
class Holder:
    stack: list[Frame]
    by_clearing: dict[int, list[str]]
    pair: tuple[str, ...] = ()
    maybe: Frame | None = None


def test_round_trip_keeps_types():
    h = Holder([Frame("a", (1, 2)), Sub("b", (3, 4), ["x"])], {7: ["w"], 12: []}, ("p", "q"), Sub("m"))
    data = serial.dump(h)
    json.dumps(data)  # JSON-able
    back = serial.load(json.loads(json.dumps(data)))
    assert back == h
    assert isinstance(back.stack[1], Sub) and isinstance(back.pair, tuple)
    assert list(back.by_clearing) == [7, 12]


def test_sets_are_refused():
    import pytest
    with pytest.raises(TypeError):
        serial.dump({"s": {1, 2}})


def test_same_class_name_in_two_modules_is_refused():
    """A save names state classes by bare name, so a second module's class of the same name
    must not silently replace the first (it would load the wrong class)."""
    import dataclasses
    import types

    import pytest

    from game.core import serial

    mod = types.ModuleType("some_other_game")
    cls = dataclasses.make_dataclass("Rng", [("state", int)])
    cls.__module__ = mod.__name__
    with pytest.raises(TypeError):
        serial.register(cls)


@serial.register
@dataclass
class Kinds18:
    name: str = ""
    n: int = 0
    xs: list[int] = field(default_factory=list)
    m: dict[str, int] = field(default_factory=dict)
    ratio: float = 0.0


def test_load_refuses_a_value_of_the_wrong_kind_and_names_the_field():
    """A damaged snapshot is refused at load, naming the field (issue 18: a save whose
    `end_reason` was a list loaded, then crashed the table while drawing)."""
    import pytest
    ok = serial.load({"@": "Kinds18", "name": "a", "n": 2, "xs": [1], "m": {"k": 1}, "ratio": 1})
    assert ok == Kinds18("a", 2, [1], {"k": 1}, 1)
    for data, words in (({"name": [1]}, "Kinds18.name: expected text"), ({"n": "3"}, "Kinds18.n: expected a whole number"),
                        ({"n": True}, "Kinds18.n: expected a whole number"), ({"xs": "abc"}, "Kinds18.xs: expected a list"),
                        ({"xs": ["a"]}, "Kinds18.xs: expected a whole number"), ({"m": [1]}, "Kinds18.m: expected a mapping")):
        with pytest.raises(ValueError, match=words):
            serial.load({"@": "Kinds18", **data})
