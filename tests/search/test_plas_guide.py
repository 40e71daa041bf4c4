"""The PLAS AI's guide (game/plas/ai_guide.py): the cunning automaton's play with a better start.
It starts in the free Village whose neighbours hold the most defense (Setup 11c; a year-end
scoring pays a held province's defense, Décompte 1), it reads only what its seat may see, and it
plays whole games legally; the search uses it (game/plas/ai_policy.py)."""
from __future__ import annotations

from game.core.match import Match
from game.core.rng import Rng
from game.core.simulate import play_out
from game.plas.ai_guide import Guide
from game.plas.ai_policy import guide
from game.plas.automaton import Automaton
from game.plas.ruleset import RULESET as PLAS


def _match(seed: int) -> Match:
    content = PLAS.default_content()
    setup = PLAS.default_setup(content, 2)
    setup["seats"][0]["controller"] = "ai"
    setup["seats"][1].update(controller="automaton", level="cunning")
    return Match(PLAS, content, setup, seed)


def _neighbourhood(content, pid: str) -> int:
    """The test's own sum: printed defense of every province next to `pid` (all untouched at setup)."""
    return sum(content.provinces[a].defense for a in content.provinces[pid].adjacent)


def test_the_guide_starts_in_the_free_village_with_the_strongest_neighbourhood():
    m = _match(3)
    d = m.pending
    assert d.kind == "plas.setup.village"
    free = [c.id.split(":", 1)[1] for c in d.choices]
    best = max(_neighbourhood(m.content, pid) for pid in free)
    pick = Guide(d.seat, seed=1).choose(m, d).split(":", 1)[1]
    assert _neighbourhood(m.content, pick) == best
    # the change is real: the automaton's rule (weakest neighbour) starts elsewhere in this pack
    other = Automaton(d.seat, "cunning", seed=1).choose(m, d).split(":", 1)[1]
    assert _neighbourhood(m.content, other) < best


def test_the_second_seat_takes_the_best_village_left():
    m = _match(4)
    first = m.pending
    taken = Guide(first.seat, seed=1).choose(m, first)
    m.apply(taken)
    d = m.pending
    assert d.kind == "plas.setup.village" and d.seat != first.seat
    assert taken not in d.ids()
    free = [c.id.split(":", 1)[1] for c in d.choices]
    best = max(_neighbourhood(m.content, pid) for pid in free)
    assert _neighbourhood(m.content, Guide(d.seat, seed=2).choose(m, d).split(":", 1)[1]) == best


def test_the_search_is_guided_by_it():
    assert isinstance(guide(0, 5), Guide) and guide(1, 5).seat == 1


def test_the_guide_reads_only_its_seat_s_view():
    """The other hand, the draw piles and the realm decks dealt again: the same choices."""
    m = _match(6)
    a = Guide(0, seed=9)
    b = Guide(0, seed=9)
    checked = 0
    cunning = Automaton(1, "cunning", seed=3)
    for _ in range(400):
        d = m.pending
        if d is None:
            break
        if d.seat == 0 and len(d.choices) > 1:
            other = m.clone()
            PLAS.scramble_hidden(m.content, other.state, 0, Rng.seeded(checked + 11))
            assert PLAS.view(m.content, other.state, 0) == PLAS.view(m.content, m.state, 0)
            changed = other.state.players[1].hand != m.state.players[1].hand
            assert b.choose(other, d) == a.choose(m, d)
            checked += changed
        m.apply(a.choose(m, d) if d.seat == 0 else cunning.choose(m, d))
    assert checked >= 10


def test_the_guide_plays_whole_games_legally():
    for seed in (1, 2):
        m = _match(seed)
        play_out(m, {0: Guide(0, seed=seed), 1: Automaton(1, "cunning", seed=seed)}, max_decisions=20_000,
                 check=PLAS.playout_checker())
        assert m.outcome is not None


def _cruel(content, inst: str) -> bool:
    """What makes the automaton walk Cruelty (game/plas/automaton.py `_choose_path`)."""
    return content.card(inst).faction == "zurd" or content.inst_card[inst] == "grim-headsman"


def _without_zurd(m: Match) -> Match:
    """A copy of the match where seat 0's Hordes of Zurd cards are swapped for other cards of the
    realm decks: a round-1 hand it might have had."""
    other = m.clone()
    s, content = other.state, other.content
    spare = [(pile, i) for pile in s.realm_decks.values() for i, c in enumerate(pile) if not _cruel(content, c)]
    p = s.players[0]
    for zone in (p.hand, p.discard, p.play):
        for k, inst in enumerate(zone):
            if _cruel(content, inst):
                pile, i = spare.pop()
                zone[k], pile[i] = pile[i], inst
    return other


def test_a_simulated_future_does_not_fix_the_guide_s_morality_path():
    """The automaton walks Cruelty when it owns a Hordes of Zurd card. Asked first about a
    simulated round-1 position without one, the guide reads its path again from its real cards at
    its real first main phase; the automaton keeps the path of the first position it saw."""
    m = _match(3)
    cunning = Automaton(1, "cunning", seed=1)
    while not (m.pending.kind == "plas.main" and m.pending.seat == 0):
        m.apply(Guide(0, seed=1).choose(m, m.pending) if m.pending.seat == 0 else cunning.choose(m, m.pending))
    p = m.state.players[0]
    assert m.state.round == 1 and any(_cruel(m.content, c) for c in p.hand + p.discard + p.play)
    fake = _without_zurd(m)
    g, a = Guide(0, seed=1), Automaton(0, "cunning", seed=1)
    g.choose(fake, fake.pending)
    a.choose(fake, fake.pending)
    assert g.path == a.path == "mercy"
    g.choose(m, m.pending)
    a.choose(m, m.pending)
    assert g.path == "cruelty" and a.path == "mercy"


def test_at_any_thinking_level_the_start_is_the_guide_s_alone():
    """R-AI-52: a deep search (here 60 simulations, where a 60-decision horizon preferred
    another village on some seeds) answers where to start with the guide's village, at once."""
    from game.core.search import SearchAgent
    for seed in (1, 2, 3):
        m = _match(seed)
        d = m.pending
        if d.seat != 0:                           # the automaton starts first: its village
            m.apply(Automaton(d.seat, "cunning", seed=seed).choose(m, d))
            d = m.pending
        assert d.kind == "plas.setup.village" and d.seat == 0   # the AI's own seat
        free = [c.id.split(":", 1)[1] for c in d.choices]
        best = max(_neighbourhood(m.content, pid) for pid in free)
        res = SearchAgent(d.seat, seed=seed, iterations=60).search(m, d)
        assert _neighbourhood(m.content, res.choice.split(":", 1)[1]) == best
        assert res.iterations == 0                # no simulation ran: the guide answered
