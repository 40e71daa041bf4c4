import json

import pytest

from game.core import Match, registry
from game.core.saves import SaveError, load_match, read_save, save_path, write_save, list_saves, latest_save
from tests.toygame import TOY

CONTENT = TOY.default_content()


@pytest.fixture(autouse=True)
def toy_registered():
    registry.register(TOY)
    yield
    registry.unregister("toy")


def a_match():
    m = Match(TOY, CONTENT, TOY.default_setup(CONTENT, 2), 4)
    m.apply(m.pending.choices[0].id)
    return m


def test_save_and_load_round_trip():
    m = a_match()
    p = write_save(m, save_path("first game"), title="First")
    back, doc = load_match(p)
    assert back.state == m.state and doc["title"] == "First"
    assert [e.choice for e in back.log] == [e.choice for e in m.log]
    assert latest_save() == p


@pytest.mark.parametrize("content,needle", [
    (b"", "empty"),
    (b'{"magic": "tableforge-save", "save_format": 1, "match": {', "damaged or truncated"),
    (b'{"hello": "world"}', "not a Tableforge save"),
    (b'{"magic": "tableforge-save", "save_format": 99}', "newer Tableforge"),
    (b'\xff\xfe\x00garbage', "damaged or truncated"),
])
def test_bad_saves_give_clear_messages(tmp_path, content, needle):
    p = tmp_path / "bad.json"
    p.write_bytes(content)
    with pytest.raises(SaveError, match=needle):
        read_save(p)


def test_unknown_game_in_save(tmp_path):
    m = a_match()
    p = write_save(m, tmp_path / "x.json")
    doc = json.loads(p.read_text())
    doc["match"]["game"] = "chess"
    p.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="does not have"):
        load_match(p)


def test_failed_write_keeps_previous_save(monkeypatch):
    m = a_match()
    p = write_save(m, save_path("keep"))
    good = p.read_bytes()

    class Boom(Exception):
        pass

    def explode(*a, **k):
        raise Boom()
    monkeypatch.setattr("game.core.saves.os.replace", explode)
    with pytest.raises(Boom):
        write_save(a_match(), p)
    assert p.read_bytes() == good
    assert not [q for q in p.parent.iterdir() if q.name.startswith(".saving-")]


def test_damaged_saves_are_listed_with_their_error():
    write_save(a_match(), save_path("good"))
    save_path("bad").write_text("{")
    listed = {p.stem: info for p, info in list_saves()}
    assert "error" in listed["bad"] and "error" not in listed["good"]
