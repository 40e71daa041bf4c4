"""Rule tests added for survivors of the mutation bench (bench/stonesaga_mutations.py). Expected
values come from the rulebook text, never from the engine's output."""
import pytest

from game.stonesaga import forage as G


def _card(fg=(), mg=(), bg=()):
    return {"planes": {"fg": list(fg), "mg": list(mg), "bg": list(bg)}}


TREE = {"source": "tree", "bonus": []}


def test_harvest_midground_source_needs_a_foreground_one():
    """rb p.45 « Les sources au second plan sont à portée si le personnage a fait une récolte sur
    une source du même type au premier plan »: a midground tree alone is out of reach, even with
    a foreground tree on the row that is not harvested."""
    row = [_card(fg=[TREE], mg=[TREE])]
    with pytest.raises(G.ForageError):
        G.harvest_check(row, [(0, "mg", 0)])
    G.harvest_check(row, [(0, "fg", 0), (0, "mg", 0)])         # with the foreground one: legal


def test_decay_fresh_spoils_and_spoiled_is_discarded():
    """rb p.20 (and the token-degrade example, rb p.58): « la nourriture fraîche devient gâtée et
    la nourriture gâtée est défaussée »; non-perishable grain does not decay (rb p.19).
    By hand: 2 fresh fish + 1 spoiled fish + 1 grain → 2 spoiled fish + 1 grain."""
    from game.stonesaga.night import decay
    bag = {"fish": 2, "fish/s": 1, "grain": 1}
    decay(bag)
    assert bag == {"fish/s": 2, "grain": 1}
    decay(bag)
    assert bag == {"grain": 1}


def _demand_setup(thresholds, demand):
    from types import SimpleNamespace as NS
    evs = [NS(threshold=t, effects=[{"mark": f"e{t}"}]) for t in thresholds]
    content = NS(challenges={"ch": NS(events=evs)})
    c1 = NS(cid="c1", dead=False, pos="0,0")
    s = NS(challenge="ch", stack=[], events_done=[], tracks={"demand": demand}, chars=[c1],
           on_map=lambda: [c1])
    return content, s


def test_demand_events_resolve_lowest_threshold_first_and_the_last_ends():
    """rb p.53-54 step 8: « Si plusieurs événements de défis sont déclenchés, ils sont résolus dans
    l'ordre de leur seuil d'exigence, du plus faible au plus élevé »; rb p.24: « Le dernier
    événement de chaque carte Défi met fin au défi ». Events listed 3, 1, 6 with Demand 6: all
    due; resolved 1, 3, 6, then the end. The stack resolves from its top (the last frame)."""
    from game.stonesaga import challenge
    content, s = _demand_setup([3, 1, 6], 6)
    challenge.demand_events(content, s, [])
    top_first = [f.queue for f in reversed(s.stack)]
    assert top_first[:3] == [[{"mark": "e1"}], [{"mark": "e3"}], [{"mark": "e6"}]]
    assert len(top_first) == 4 and "end_challenge" in top_first[3][0]
    assert sorted(s.events_done) == [0, 1, 2]


def test_demand_event_at_its_threshold_not_above():
    """rb p.24: an event resolves when Demand is « supérieur ou égal » to its threshold: with
    Demand 3, the events at 1 and 3 resolve, the last one (6) does not, so nothing ends."""
    from game.stonesaga import challenge
    content, s = _demand_setup([1, 3, 6], 3)
    challenge.demand_events(content, s, [])
    assert [f.queue for f in reversed(s.stack)] == [[{"mark": "e1"}], [{"mark": "e3"}]]
