"""Opening a save costs the same at any game length (issue 16, speed): a save keeps one event a
line after its first line break, and a loaded match holds its event history and its log as saved
until something reads them (game/core/history.py). A damaged event reads as a line saying so and
never stops the game; a damaged log entry is still refused at the door."""
import pytest

from game.core import saves
from game.core.agents import RandomAgent
from game.core.match import Match
from game.root.ruleset import RULESET

FACTIONS = ("marquise", "eyrie", "alliance")


def played(n: int, seed: int = 4) -> Match:
    content = RULESET.default_content()
    setup = {"seats": [{"controller": "human", "faction": f} for f in FACTIONS], "map": "autumn", "deck": "base"}
    m = Match(RULESET, content, setup, seed)
    agent = RandomAgent(seed)
    while m.pending is not None and len(m.log) < n:
        m.apply(agent.choose(m, m.pending))
    return m


def unread(seq) -> int:
    """How many items of a loaded history or log are still as saved (text or list)."""
    held = [list.__getitem__(seq, i) for i in range(len(seq))]
    return sum(1 for x in held if type(x) in (str, list) and id(x) not in seq.origin)


def test_a_loaded_save_reads_no_event_and_no_log_entry_until_asked_and_then_reads_them_all_right(tmp_path):
    m = played(300)
    path = saves.write_save(m, tmp_path / "s.json")
    text = path.read_text()
    first = text.index("\n")
    assert text[:first].endswith(',"history":[')                    # one event a line after it
    assert text.count("\n") == len(m.history) + 1
    back, _doc = saves.load_match(path)
    assert unread(back.history) == len(m.history) and unread(back.log) == len(m.log)
    assert [Match.event_to_list(e) for e in back.history[-5:]] == [Match.event_to_list(e) for e in m.history[-5:]]
    assert unread(back.history) == len(m.history) - 5                # only the ones asked for
    assert back.history[-1] is back.history[-1]                     # read once, the same object after
    assert [Match.event_to_list(e) for e in back.history] == [Match.event_to_list(e) for e in m.history]
    assert [(e.seat, e.choice, e.barrier) for e in back.log] == [(e.seat, e.choice, e.barrier) for e in m.log]
    assert back.history == m.history and list(reversed(back.history))[0] == m.history[-1]


def test_saving_a_loaded_game_writes_its_events_back_unread_and_unchanged(tmp_path):
    m = played(200)
    path = saves.write_save(m, tmp_path / "s.json")
    back, _doc = saves.load_match(path)
    _ = back.history[3], back.log[-1]                                # some read, most not
    again = saves.save_text(back)
    assert again.split("\n", 1)[1] == path.read_text().split("\n", 1)[1]     # the same event lines
    assert unread(back.history) == len(back.history) - 1
    # a move after loading: the new event is saved after the old ones, and it all loads back
    agent = RandomAgent(1)
    back.apply(agent.choose(back, back.pending))
    p2 = saves.write_save(saves.frozen(back), tmp_path / "t.json")
    third, _ = saves.load_match(p2)
    assert [Match.event_to_list(e) for e in third.history] == [Match.event_to_list(e) for e in back.history]
    assert len(third.log) == len(m.log) + 1


@pytest.mark.parametrize("bad", ['{"not": "an event"}', "nonsense", '["kind", 5, null, "", {}, false, null, ""]'])
def test_a_damaged_event_line_reads_as_a_line_saying_so_and_the_game_opens(tmp_path, bad):
    m = played(120)
    path = saves.write_save(m, tmp_path / "s.json")
    head, body = path.read_text().split("\n", 1)
    lines = body.split(",\n")
    lines[2] = bad
    path.write_text(head + "\n" + ",\n".join(lines))
    back, _doc = saves.load_match(path)
    assert back.history[2].kind == "damaged" and "damaged" in back.history[2].text
    assert Match.event_to_list(back.history[3]) == Match.event_to_list(m.history[3])
    assert back.ruleset.state_to_dict(back.state) == m.ruleset.state_to_dict(m.state)


def test_a_damaged_log_entry_is_still_refused_at_the_door_with_the_field_named(tmp_path):
    m = played(60)
    path = saves.write_save(m, tmp_path / "s.json")
    text = path.read_text()
    head, rest = text.split("\n", 1)
    head = head.replace('"log":[[', '"log":[["zero",', 1)
    path.write_text(head + "\n" + rest)
    with pytest.raises(saves.SaveError, match="match.log' entry 1"):
        saves.load_match(path)


def test_an_older_save_with_its_history_on_one_line_still_opens(tmp_path):
    m = played(80)
    path = saves.write_save(m, tmp_path / "s.json")
    path.write_text(path.read_text().replace(",\n", ",").replace("[\n", "[").replace("\n]", "]"))
    back, _doc = saves.load_match(path)
    assert [Match.event_to_list(e) for e in back.history] == [Match.event_to_list(e) for e in m.history]
