"""The content pipeline: every kind of broken file stops with file:line and the field."""
import dataclasses
import shutil

import pytest

from game.core.content import ContentError
from tests.toygame import PACK_DIR, TOY


@pytest.fixture
def pack(tmp_path):
    dst = tmp_path / "toy"
    shutil.copytree(PACK_DIR, dst)
    return dst


def broken(pack, text):
    (pack / "deck.yaml").write_text(text)
    with pytest.raises(ContentError) as info:
        TOY.load_content(pack)
    return str(info.value)


def test_good_pack_loads(pack):
    c = TOY.load_content(pack)
    assert len(c.cards) == 12 and c.hash and c.pack_id == "toy-base"


def test_malformed_yaml_names_line(pack):
    msg = broken(pack, "cards:\n  - {id: a, value: 1\n  - {id: b, value: 2}\n")
    assert "deck.yaml:3" in msg and "malformed YAML" in msg


def test_unknown_key(pack):
    msg = broken(pack, "cards:\n  - id: a\n    value: 1\n    colour: red\n    wieght: 2\n")
    assert "deck.yaml:5" in msg and "unknown field 'wieght'" in msg


def test_missing_field(pack):
    msg = broken(pack, "cards:\n  - id: a\n    value: 1\n  - id: b\n")
    assert "deck.yaml:4" in msg and "missing field 'value'" in msg


def test_wrong_type(pack):
    msg = broken(pack, "cards:\n  - id: a\n    value: three\n")
    assert "deck.yaml:3" in msg and "field 'value': expected a whole number" in msg


def test_dangling_reference(pack):
    msg = broken(pack, "first: z-9\ncards:\n  - {id: a, value: 1}\n")
    assert "deck.yaml:1" in msg and "unknown card 'z-9'" in msg


def test_duplicate_id(pack):
    msg = broken(pack, "cards:\n  - {id: a, value: 1}\n  - {id: a, value: 2}\n")
    assert "deck.yaml:3" in msg and "duplicate id 'a'" in msg


def test_missing_file(pack):
    (pack / "deck.yaml").unlink()
    with pytest.raises(ContentError, match="deck.yaml: file is missing"):
        TOY.load_content(pack)


def test_records_are_immutable(pack):
    c = TOY.load_content(pack)
    card = next(iter(c.cards.values()))
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.value = 99


def test_pep604_optional_field(tmp_path):
    """`T | None` fields load like Optional[T] (null or a mapping)."""
    from dataclasses import dataclass as dc

    from game.core.content import load_records

    @dc(frozen=True)
    class Inner:
        a: int

    @dc(frozen=True)
    class Outer:
        inner: "Inner | None" = None

    Outer.__annotations__["inner"] = Inner | None
    f = tmp_path / "x.yaml"
    f.write_text("- {inner: {a: 2}}\n- {inner: null}\n- {}\n")
    got = load_records(f, list[Outer])
    assert got[0].inner == Inner(2) and got[1].inner is None and got[2].inner is None
