"""Lizard Cult (Law ch. 10): what scenarios cannot show — the view's public and hidden parts,
the board file's checks, and the Lost Souls hook staying out of games without the Cult."""
import shutil

import pytest

from game.core.content import ContentError
from game.root import scenario
from game.root.factions import lizards
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _match(content, setup):
    return scenario.build_match(content, {"setup": setup})


def test_view_shows_lost_souls_and_revealed_but_not_the_hand(content):
    m = _match(content, {
        "factions": ["lizards", "marquise"], "turn": "lizards", "phase": "daylight",
        "hands": {"lizards": ["anvil", "bake-sale"], "marquise": ["sappers"]},
        "faction_state": {"lizards": {"lost_souls": ["ambush-fox"], "acolytes": 2, "outcast": "rabbit"}},
        "clearings": {5: {"lizards": {"warriors": 1, "buildings": ["garden-rabbit"]}}}})
    for cid in ("ritual:recruit", "card:bake-sale", "clearing:5"):
        m.apply(cid)
    v = RULESET.view(content, m.state, 1)
    board = v["faction_boards"][0]
    assert board["lost_souls"] == ["ambush-fox"]            # Law 10.2.6: public
    assert board["revealed"] == ["bake-sale"]               # Law 10.5: face up
    assert board["acolytes"] == 2 and board["outcast"] == "rabbit" and board["hated"] is False
    assert board["garden_tracks"] == {"fox": 5, "rabbit": 4, "mouse": 5}
    assert v["hands"][0] == 1                               # the hand (anvil) is only a count
    assert "anvil" not in str(board)


def test_board_file_errors_name_the_line(content, tmp_path):
    pack = tmp_path / "root"
    shutil.copytree(content.path, pack)
    text = (pack / "lizards.yaml").read_text().replace("garden_vp: [0, 2, 2, 3, 4]", "garden_vp: [0, 2, 2]")
    (pack / "lizards.yaml").write_text(text)

    class Fake:
        path = str(pack)
    with pytest.raises(ContentError) as e:
        lizards.board(Fake())
    assert "lizards.yaml:" in str(e.value) and "garden_vp" in str(e.value)


def test_no_lost_souls_without_the_cult(content):
    sc = {"factions": ["marquise", "eyrie"], "turn": "marquise", "phase": "daylight",
          "hands": {"marquise": ["anvil"]},
          "clearings": {1: {"marquise": {"warriors": 1, "buildings": ["workshop"], "tokens": ["keep"]}}}}
    m = _match(content, sc)
    m.apply("craft:anvil")
    assert m.state.discard == ["anvil"]
