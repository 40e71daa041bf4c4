"""The Clockwork 2 trait cards for the Clockwork 1 bots (CW2 facts §5.1, LCC2 278-281): Overwhelming,
Focused, Steadfast, Questing. The Director's Cut already holds their rules (facts §10), so under
it they change nothing; under the 2021 edition Steadfast and Questing (and Focused, in its
2021 rule) change play (scenarios aa-steadfast-*, vb-questing-*, ee-focused-*)."""
import pytest

from game.core.decision import SetupError
from game.core.match import Match
from game.root.bots.agent import AutomatonAgent
from game.root.bots.vagabot import VBState, track_slots
from game.root.ruleset import RULESET

CARDS = {"mechanical-marquise": "overwhelming", "electric-eyrie": "focused", "automated-alliance": "steadfast",
         "vagabot": "questing"}


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def play(content, trait_of, seed=11, edition="dc"):
    setup = {"seats": [{"controller": "automaton", "faction": f, "traits": [t] if t else [],
                        **({"edition": edition} if f in ("automated-alliance", "vagabot") else {})}
                       for f, t in trait_of.items()], "round_cap": 14}
    m = Match(RULESET, content, RULESET.check_setup(content, setup), seed)
    agent = AutomatonAgent()
    while m.pending:
        m.apply(agent.choose(m, m.pending))
    assert agent.unruled == []
    return [e.text for e in m.history], m


def test_each_card_belongs_to_its_bot_only(content):
    for bot, trait in CARDS.items():
        RULESET.check_setup(content, {"seats": [{"controller": "automaton", "faction": bot, "traits": [trait]},
                                                {"controller": "random", "faction": "lizards"}]})
        other = next(b for b in CARDS if b != bot)
        with pytest.raises(SetupError):
            RULESET.check_setup(content, {"seats": [{"controller": "automaton", "faction": other, "traits": [trait]},
                                                    {"controller": "random", "faction": "lizards"}]})


def test_under_the_directors_cut_the_four_cards_change_nothing(content):
    """Facts §10: the DC absorbs the four cards; the same seed plays the same game with them."""
    plain, _ = play(content, {b: "" for b in CARDS})
    carded, m = play(content, CARDS)
    assert [t for t in carded if "Steadfast" not in t] == plain
    assert all(m.state.fstate[i].traits == [CARDS[f]] for i, f in enumerate(CARDS))


def test_under_2021_steadfast_and_questing_change_play(content):
    plain, _ = play(content, {"automated-alliance": "", "vagabot": "", "mechanical-marquise": ""}, 3, "2021")
    carded, _ = play(content, {"automated-alliance": "steadfast", "vagabot": "questing", "mechanical-marquise": ""},
                     3, "2021")
    assert plain != carded


def test_questing_counts_damaged_items_and_keeps_track_slots():
    items = [["boots", 0, 0], ["torch", 0, 0], ["tea", 0, 1], ["sword", 0, 1], ["bag", 0, 1], ["coins", 0, 0]]
    st = VBState(edition="2021", items=[list(i) for i in items])
    assert track_slots(st) == 0                       # 3 undamaged items: no slot (7.2.4)
    st.traits = ["questing"]
    assert track_slots(st) == 1                       # 6 items, damaged ones too
    st.items = st.items[:5]                           # one item leaves: the slot stays (track_kept)
    st.track_kept = 1
    assert track_slots(st) == 1
    dc = VBState(edition="dc", traits=["questing"], items=[list(i) for i in items])
    plain_dc = VBState(edition="dc", items=[list(i) for i in items])
    # DC already counts damaged items (CW2 facts §10/§11; R-AUTO-V22), so the card changes nothing (R-AUTO-T4)
    assert track_slots(dc) == track_slots(plain_dc) == 1
