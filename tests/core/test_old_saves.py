"""Saves written by earlier Tableforge versions still load (game/core/saves.py: the save format
and its migrations; Ruleset.state_version and snapshot_migrations for a game's own state).

tests/fixtures/saves/ keeps saves as earlier versions wrote them; never regenerate them: add a
new one when a format changes. Each must load, keep its position, and play on."""
import json
from pathlib import Path

import pytest

from game.core import registry, saves
from game.core.agents import RandomAgent
from game.core.match import Match
from tests.toygame import TOY

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
ALL = sorted(FIXTURES.glob("*.json"))


@pytest.fixture(autouse=True)
def toy_registered():
    registry.register(TOY)
    yield
    registry.unregister(TOY.id)


def test_there_are_old_saves_of_every_builtin_game_and_of_format_1():
    games = {json.loads(p.read_text())["match"]["game"] for p in ALL}
    assert set(registry.BUILTIN) <= games
    assert any(json.loads(p.read_text())["save_format"] == 1 for p in ALL)


@pytest.mark.parametrize("path", ALL, ids=[p.stem for p in ALL])
def test_an_old_save_loads_keeps_its_position_and_plays_on(path):
    raw = json.loads(path.read_text())
    match, doc = saves.load_match(path)
    assert doc["save_format"] == saves.SAVE_FORMAT
    # the position is the saved one: the round trip through today's format changes nothing
    # but the class names a migration renamed
    again = Match.from_dict(match.ruleset, match.content, match.to_dict())
    assert match.ruleset.state_to_dict(again.state) == match.ruleset.state_to_dict(match.state)
    assert len(match.log) == len(raw["match"]["log"])
    assert match.pending is not None
    agent = RandomAgent(1)
    for _ in range(20):
        if match.pending is None:
            break
        match.apply(agent.choose(match, match.pending))


def test_a_renamed_state_class_loads_through_its_migration():
    path = FIXTURES / "toy-format1-old-class-name.json"
    assert json.loads(path.read_text())["match"]["snapshot"]["@"] == "HighCardState"
    match, _ = saves.load_match(path)
    assert type(match.state).__name__ == "ToyState"
    assert match.rebuild_history()            # the migrated snapshot is the position its log gives


def test_without_the_migration_the_old_save_would_not_load(monkeypatch):
    monkeypatch.setattr(TOY, "snapshot_migrations", {})
    with pytest.raises(saves.SaveError, match="damaged and cannot be restored"):
        saves.load_match(FIXTURES / "toy-format1-old-class-name.json")


def test_a_state_newer_than_this_tableforge_is_refused_clearly(tmp_path):
    doc = json.loads((FIXTURES / "toy-format1-old-class-name.json").read_text())
    doc["save_format"] = saves.SAVE_FORMAT
    doc["match"]["state_version"] = TOY.state_version + 1
    p = tmp_path / "new.json"
    p.write_text(json.dumps(doc))
    with pytest.raises(saves.SaveError, match="newer Tableforge"):
        saves.load_match(p)


def test_new_saves_record_the_format_and_the_state_version(tmp_path):
    c = TOY.default_content()
    m = Match(TOY, c, TOY.default_setup(c, 2), 4)
    saves.write_save(m, tmp_path / "s.json")
    doc = json.loads((tmp_path / "s.json").read_text())
    assert doc["save_format"] == saves.SAVE_FORMAT == 3 and doc["match"]["state_version"] == 2


def test_a_format_2_history_of_english_sentences_is_dropped_and_rebuilt_with_message_ids(tmp_path):
    """Save format 3 (issue 17): events carry message ids. A format-2 save's history has only English
    sentences, so the migration drops it and the table rebuilds it by replay (the history is a cache)."""
    rs = registry.get("plas")
    c = rs.default_content()
    m = Match(rs, c, rs.default_setup(c, 2), 9)
    for _i in range(6):
        m.apply(m.pending.choices[0])
    saves.write_save(m, tmp_path / "s.json")
    doc = json.loads((tmp_path / "s.json").read_text())
    assert any(len(e) == 9 for e in doc["match"]["history"])        # today's events carry their ids
    doc["save_format"] = 2
    doc["match"]["history"] = [e[:8] for e in doc["match"]["history"]]
    (tmp_path / "old.json").write_text(json.dumps(doc))
    loaded, _doc = saves.load_match(tmp_path / "old.json")
    assert loaded.history == []                 # dropped by the migration: nothing English-only is kept
    assert loaded.rebuild_history()
    assert [e.text for e in loaded.history] == [e.text for e in m.history]
    assert any(e.msg for e in loaded.history)
