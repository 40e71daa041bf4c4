"""Infinite mode (rb p.102-104) and the modification options (rb p.98-101)."""
import pytest

from game.stonesaga import day, infinite
from game.stonesaga.agents import SensibleRandomAgent
from game.stonesaga.content_campaign import for_content
from game.stonesaga.ruleset import RULESET, settle

from .campaign_helpers import build


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _match(content, seed=1, **setup):
    sc = {"setup": dict({"challenge": "ZC01", "region": "hollow", "characters": 2, "seed": seed}, **setup)}
    return build(content, sc)


def test_setup_puts_the_last_event_at_the_bottom(content):
    """rb p.103 step 6: EM10's place (our `last` event) is the bottom of the deck; the rest is
    shuffled; the top is current and its front resolves; objectives all persist (step 8)."""
    m = _match(content)
    s = m.state
    objectives = list(s.objectives)
    ev = []
    infinite.setup(content, s, ev)
    inf = infinite.state(s)
    assert inf["deck"][-1] == "ZE10" and len(inf["deck"]) == len(for_content(content).events)
    assert s.objectives == [] and all(o in s.permanent for o in objectives)
    assert any(e.text.startswith("Event: ") for e in ev)


def test_event_ends_at_threshold(content):
    """rb p.104: below the threshold nothing happens; at it the back resolves, Demand → 0, the
    card is discarded, the next is current, Night and Travel discards go back to their decks."""
    m = _match(content)
    s = m.state
    infinite.setup(content, s, [])
    settle(content, s, [])
    s.stack.clear()
    first = infinite.current(content, s)
    s.tracks["demand"] = first.threshold - 1
    assert not infinite.end_of_day(content, s, [])
    s.tracks["demand"] = first.threshold
    s.tracks["knowledge"] = 3
    s.discards["night"] = [s.decks["night"].pop(0)]
    n_night = len(s.decks["night"]) + 1
    assert infinite.end_of_day(content, s, [])
    inf = infinite.state(s)
    assert s.tracks["demand"] == 0 and s.tracks["knowledge"] == 3          # Knowledge is not reset
    assert inf["discard"] == [first.id] and inf["deck"][0] != first.id
    assert s.discards["night"] == [] and len(s.decks["night"]) == n_night


def test_ageing_by_interval(content):
    """rb p.104 step 4: Season 0×, Generation 1× (young → old), Epoch 2× (young → dies)."""
    m = _match(content)
    s = m.state
    infinite.age(content, s, infinite.AGEING["season"], [])
    assert [c.age for c in s.chars] == ["young", "young"]
    infinite.age(content, s, infinite.AGEING["generation"], [])
    assert [c.age for c in s.chars[:2]] == ["old", "old"]
    m = _match(content)
    s = m.state
    infinite.age(content, s, infinite.AGEING["epoch"], [])
    assert [c.dead for c in s.chars[:2]] == [True, True] and len(s.legends) == 2


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_fifty_events_resolve(content, seed):
    """rb p.104: 10 events per seed (50 in all) drawn and resolved with the sensible random agent
    answering every decision their effects ask, the state's invariants holding after each."""
    m = _match(content, seed=seed)
    s = m.state
    infinite.setup(content, s, [])
    settle(content, s, [])
    agent = SensibleRandomAgent(seed)
    ended = 0
    for _ in range(10):
        _answer(m, agent)
        s.tracks["demand"] = infinite.current(content, s).threshold
        assert infinite.end_of_day(content, s, [])
        settle(content, s, [])
        m._pending_ok = False
        _answer(m, agent, day_ok=False)
        day.start_day(content, s, [])                     # the next Day (replacements arrive, rb p.70)
        settle(content, s, [])
        m._pending_ok = False
        ended += 1
        assert RULESET.check_invariants(content, s) in (None, [], ())
    assert ended == 10 and infinite.state(s)["events"] == 10


def _answer(m, agent, day_ok=True):
    for _ in range(500):
        if not day_ok and not m.state.stack:
            return
        d = m.pending
        if d is None or d.kind == "stonesaga.day.turn":
            return
        m.apply(agent.choose(m, d))
    raise AssertionError("decisions did not settle")


def test_modification_options_exist():
    """rb p.98-101: Dawn/Dusk, simultaneous play, solo and extreme solo, infinite mode; the
    harsher Night is the flow's SS-19/20/21 options, all of them in the ruleset's options."""
    ids = {o.id for o in infinite.options()}
    assert {"ss_mode", "ss_conflict_rule", "ss_simultaneous", "ss_solo"} <= ids
    all_ids = {o.id for o in RULESET.options(RULESET.default_content())}
    assert ids | {"ss_demand_roll", "ss_rested", "ss_heal"} <= all_ids
