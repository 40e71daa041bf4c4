"""Lizard Cult (Law ch. 10): what scenarios cannot show — the view's public and hidden parts,
the board file's checks, and the Lost Souls hook staying out of games without the Cult."""
import shutil

import pytest

from game.core.content import ContentError
from game.root import scenario
from game.root.engine import Ctx
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


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
def test_score_pays_the_vp_above_the_rightmost_empty_space(content, k):
    """Law 10.5.3: gardens leave their track from the left, so with k of a suit on the map the
    rightmost empty space is the k-th: Score pays the k-th printed value (lizards.yaml
    `garden_vp`). Caught the bench's `lizards-score-vp-shifted` mutant, which the one
    scenario (k = 2, where the 2nd and 3rd values are equal) could not see."""
    fox_clearings = [c for c in range(1, 13) if scenario.build_match(
        content, {"setup": {"factions": ["lizards", "dummy"]}}).state.suits[c] == "fox"]
    clearings = {c: {"lizards": {"buildings": ["garden-fox"]}} for c in fox_clearings[:min(k, 4)]}
    if k == 5:                                  # a fifth fox garden: a second one in a clearing with room
        clearings[fox_clearings[0]]["lizards"]["buildings"].append("garden-fox")
    m = scenario.run(content, {"rule": "Law 10.5.3", "setup": {
        "factions": ["lizards", "dummy"], "turn": "lizards", "phase": "daylight",
        "hands": {"lizards": ["anvil"], "dummy": []}, "clearings": clearings},
        "steps": [{"choose": ["ritual:score", "card:anvil"]}]})
    assert lizards.gardens_on_map(Ctx(content, m.state), 0, "fox") == k
    assert m.state.vp[0] == lizards.board(content).garden_vp[k - 1]


@pytest.mark.parametrize("gardens,drawn", [
    ({"fox": 1}, 1),
    ({"fox": 2, "mouse": 1}, 2),
    ({"fox": 2, "mouse": 2, "rabbit": 3}, 4),
    ({"fox": 4}, 2),
])
def test_evening_draws_one_plus_each_uncovered_draw_bonus(content, gardens, drawn):
    """Law 10.6.3: the Evening draw is 1 + 1 per uncovered draw-bonus space; the bonus is on the
    2nd space of each garden track (lizards.yaml `garden_draws`, source HRF, ruling R-LZ-14), so a
    suit with two or more gardens off its track adds one card, and only one. Caught the bench's
    `lizards-no-garden-draws` mutant, and fails if the data marks the bonus elsewhere or nowhere."""
    suits = scenario.build_match(content, {"setup": {"factions": ["lizards", "dummy"]}}).state.suits
    clearings: dict = {}
    for suit, k in gardens.items():
        for c in [c for c in range(1, 13) if suits[c] == suit][:k]:
            clearings[c] = {"lizards": {"buildings": [f"garden-{suit}"]}}
    deck = ["bake-sale", "anvil", "sappers", "armorers", "brutal-tactics", "royal-claim"]
    m = scenario.run(content, {"rule": "Law 10.6.3", "setup": {
        "factions": ["lizards", "dummy"], "turn": "lizards", "phase": "evening",
        "hands": {"lizards": [], "dummy": []}, "deck_top": deck, "clearings": clearings},
        "steps": []})
    while m.state.turn_seat == 0 and m.pending is not None and m.pending.seat == 0:
        m.apply("done")
    assert sorted(m.state.hands[0]) == sorted(deck[:drawn])
