"""Hirelings' general rules (Law App. E; Advanced Setup A.6; docs/hirelings.md): the deal, the
demotions by player count, the markers, the faction lock-out (standard setup refused, random
deal avoids, the Advanced Setup draft drops the cards), the setup order, the control die
option, and a hireling that cannot be set up (no legal place: nothing is placed, no error).
The per-card rules are scenarios (tests/scenarios/root/hire-*.yaml)."""
import pytest

from game.core.decision import SetupError
from game.core.match import Match
from game.core.rng import Rng
from game.root import scenario
from game.root.engine import Ctx
from game.root.hirelings.control import HireSetup, roll_control, setup_order
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _match(content, factions, seed=1, **opts):
    setup = {"seats": [{"controller": "random", "faction": f} for f in factions], "map": "autumn", **opts}
    return Match(RULESET, content, RULESET.check_setup(content, setup), seed)


SIX = ["riverfolk", "corvids", "duchy", "lizards", "hundreds", "keepers"]


@pytest.mark.parametrize("n,demoted", [(2, 0), (3, 1), (4, 2), (5, 3), (6, 3)])
def test_deal_three_and_demote_by_player_count(content, n, demoted):
    """A.6.1: exactly three dealt; A.6.2: 0 / 1 / 2 / 3 / 3 demoted with 2 / 3 / 4 / 5 / 6 players."""
    for seed in (1, 2, 3):
        s = _match(content, SIX[:n], seed, hirelings="random").state
        assert len(s.hirelings) == 3
        assert sum(1 for h in s.hirelings if h.side == "demoted") == demoted
        assert [h.slot for h in s.hirelings] == [n, n + 1, n + 2]       # pieces past the seats
        assert len(s.warriors) == n + 3 and len(s.supply) == n + 3


def test_markers_on_4_8_12_and_nobody_controls_at_first(content):
    s = _match(content, ["duchy", "corvids"], hirelings="random").state
    assert s.hire_markers == [4, 8, 12]                                  # A.6.4
    assert all(h.controller == -1 and h.control == 0 for h in s.hirelings)


def test_random_deal_keeps_out_hirelings_that_lock_a_seated_faction(content):
    """A.6.5 with a standard setup: the seated factions stay, so their hirelings are not dealt."""
    for seed in range(1, 9):
        s = _match(content, ["marquise", "eyrie", "alliance", "vagabond"], seed, hirelings="random").state
        ids = {h.id for h in s.hirelings}
        assert not ids & {"forest-patrol", "last-dynasty", "spring-uprising", "the-exile"}


@pytest.mark.parametrize("deal,faction", [("forest-patrol,last-dynasty,flame-bearers", "marquise"),
                                          ("the-exile,last-dynasty,flame-bearers", "vagabond"),
                                          ("spring-uprising,vault-keepers,forest-patrol", "keepers")])
def test_chosen_deal_refuses_a_locked_out_faction(content, deal, faction):
    with pytest.raises(SetupError, match="locks out"):
        RULESET.check_setup(content, {"seats": [{"controller": "random", "faction": f} for f in (faction, "corvids")],
                                      "hirelings": deal})


def test_the_exile_locks_out_the_vagabond_and_the_knaves(content):
    from game.root.hirelings.data import hirelings_data
    assert {"vagabond", "knaves"} <= set(hirelings_data(content).rec("the-exile").locks)    # facts §1.1.5


def test_chosen_deal_sides_by_count_or_named(content):
    """The command line's list: a hireling id is demoted by the count; a demoted side's id or
    `:promoted` names the side."""
    s = _match(content, ["duchy", "corvids", "riverfolk", "lizards"], 3,
               hirelings="feline-physicians,last-dynasty:promoted,spring-uprising").state
    sides = {h.id: h.side for h in s.hirelings}
    assert sides == {"forest-patrol": "demoted", "last-dynasty": "promoted", "spring-uprising": "demoted"}


@pytest.mark.parametrize("bad,msg", [("forest-patrol,last-dynasty", "exactly 3"),
                                     ("forest-patrol,forest-patrol,last-dynasty", "once"),
                                     ("forest-patrol,nobody,last-dynasty", "unknown hireling")])
def test_chosen_deal_bad_input_is_a_clear_setup_error(content, bad, msg):
    with pytest.raises(SetupError, match=msg):
        RULESET.check_setup(content, {"seats": [{"controller": "random", "faction": f} for f in ("duchy", "corvids")],
                                      "hirelings": bad})


def test_setup_order_is_reverse_turn_order_and_wraps(content):
    """A.6.3: the last seat in turn order first, then counterclockwise; 2 players wrap (facts §1.1, L)."""
    s = _match(content, ["duchy", "corvids", "riverfolk", "lizards"], hirelings="random", first=0).state
    assert setup_order(s) == [3, 2, 1]
    s.first_seat = 2
    assert setup_order(s) == [1, 0, 3]
    s2 = _match(content, ["duchy", "corvids"], hirelings="random", first=0).state
    assert setup_order(s2) == [1, 0, 1]


def test_hirelings_set_up_before_the_factions(content):
    """Advanced Setup order (LCR 19): hirelings in step 6, factions in step 8; the standard setup
    keeps that order (ruling R-HIRE-3)."""
    m = _match(content, ["eyrie", "duchy"], 2, hirelings="forest-patrol,vault-keepers,flame-bearers", first=0)
    while m.pending is not None and not m.pending.kind.startswith("root.eyrie"):
        d = m.pending
        assert d.kind.startswith("root.hire"), d.kind       # every choice before the Eyrie's is a hireling's
        m.apply(d.choices[0].id)
    assert sum(m.state.warriors[2][c] for c in range(1, 13)) == 12      # the Forest Patrol is on the map


def test_advanced_setup_draft_drops_locked_factions(content):
    """A.6.5: a dealt hireling's faction card is boxed: it never appears in the draft."""
    from game.root.draft import RootDraft
    for seed in range(1, 6):
        m = _match(content, ["marquise", "eyrie", "alliance"], seed, setup="advanced",
                   hirelings="forest-patrol,last-dynasty,spring-uprising")
        guard = 0
        while not any(isinstance(f, RootDraft) and f.dealt for f in m.state.stack) and guard < 200:
            m.apply(m.pending.choices[0].id)
            guard += 1
        draft = next(f for f in m.state.stack if isinstance(f, RootDraft))
        assert not set(draft.cards) & {"marquise", "eyrie", "alliance"}, draft.cards


def _position(content, hirelings, **extra):
    sc = {"name": "t", "rule": "t", "setup": dict({"factions": ["dummy", "dummy2"], "turn": "dummy", "phase": "daylight",
                                                   "hands": {"dummy": [], "dummy2": []}, "hirelings": hirelings}, **extra),
          "steps": []}
    return scenario.build_match(content, sc)


def test_a_hireling_with_no_legal_place_sets_up_nothing(content):
    """Bad input: the Vault Keepers need an open building slot; with none, nothing is placed and
    the game goes on (Law 2.5 / ruling R-HIRE-27), never an exception."""
    m = _position(content, {"vault-keepers": {}})
    s = m.state
    for c in range(1, 13):
        while len(s.buildings[c]) < content.maps["autumn"].slots[c]:
            s.buildings[c].append([-1, "ruin"])
    ctx = Ctx(content, s)
    ctx.push(HireSetup([2]))
    ctx.run()
    assert not any(p[0] == 2 for c in range(1, 13) for p in s.buildings[c])
    assert sum(s.warriors[2]) == 0 and s.supply[2] == {"warrior": 6, "vault": 6}
    assert not any(isinstance(f, HireSetup) for f in s.stack)


def test_last_dynasty_with_every_edge_clearing_closed_places_nothing(content):
    m = _position(content, {"last-dynasty": {}}, closed=list(range(1, 13)))
    ctx = Ctx(content, m.state)
    ctx.push(HireSetup([2]))
    ctx.run()
    assert sum(m.state.warriors[2]) == 0 and m.state.supply[2]["warrior"] == 5


@pytest.mark.parametrize("die,leader,others", [("a", [1, 1, 1, 2, 2, 2], [2, 2, 3, 3, 3, 4]),
                                               ("b", [2, 1, 2, 2, 1, 1], [4, 2, 3, 3, 2, 2])])
def test_control_die_faces_by_option(content, die, leader, others):
    """E.1.2: the leader (most VP or tied) reads gold pips, the others all pips; faces per option
    (data/root/hirelings.yaml, ruling R-HIRE-5)."""
    m = _position(content, {"forest-patrol": {}}, vp={"dummy": 5, "dummy2": 3}, hire_rules={"die": die})
    s = m.state
    ctx = Ctx(content, s)
    for face in range(6):
        s.forced_control = [face, face]
        roll_control(ctx, s.hirelings[0], 0)
        assert s.hirelings[0].control == leader[face]
        roll_control(ctx, s.hirelings[0], 1)
        assert s.hirelings[0].control == others[face]


def test_dominance_player_is_no_leader(content):
    """E.1.2: a player whose dominance card took its marker off the track counts all pips."""
    m = _position(content, {"forest-patrol": {}}, vp={"dummy": 12, "dummy2": 3})
    s = m.state
    s.dominance[0] = "dominance-fox"
    ctx = Ctx(content, s)
    s.forced_control = [0]
    roll_control(ctx, s.hirelings[0], 0)
    assert s.hirelings[0].control == 2          # all pips face 0, not the gold 1


def test_uncontrolled_hireling_rules_for_nobody_and_controlled_rules_for_its_controller(content):
    """E.3.1: an uncontrolled hireling rules as if a player (no player rules there); a
    controlled one's pieces count toward its controller's rule."""
    m = _position(content, {"forest-patrol": {}}, clearings={5: {"forest-patrol": {"warriors": 2}, "dummy2": {"warriors": 1}},
                                                             9: {"forest-patrol": {"warriors": 1}, "dummy": {"warriors": 1}}})
    s = m.state
    assert s.ruler[5] == -1 and s.ruler[9] == -1
    ctx = Ctx(content, s)
    s.forced_control = [0]
    roll_control(ctx, s.hirelings[0], 0)
    assert s.ruler[5] == 0 and s.ruler[9] == 0


def test_hireling_playouts_use_the_hirelings(content):
    """Random games with a chosen deal: control is taken and passed, and the hirelings act."""
    from game.core.agents import RandomAgent
    kinds = set()
    for seed in (1, 2):
        m = _match(content, ["duchy", "corvids", "riverfolk"], seed, hirelings="last-dynasty,the-exile,vault-keepers",
                   round_cap=12)
        agents = [RandomAgent(seed * 7 + i) for i in range(3)]
        while m.pending is not None:
            m.apply(agents[m.pending.seat].choose(m, m.pending))
            assert not RULESET.check_invariants(content, m.state)
        kinds |= {e.kind for e in m.history}
    assert {"root.hire.control", "root.hire.give", "root.hire.action", "root.hire.marker"} <= kinds


def test_rng_is_the_states(content):
    """Determinism: the same seed deals the same hirelings and sides."""
    a = _match(content, ["duchy", "corvids", "riverfolk"], 5, hirelings="random").state
    b = _match(content, ["duchy", "corvids", "riverfolk"], 5, hirelings="random").state
    assert [(h.id, h.side) for h in a.hirelings] == [(h.id, h.side) for h in b.hirelings]
    assert isinstance(a.rng, Rng)


def test_every_clearing_offered_for_battle_has_a_defender_to_choose(content):
    """Law 4.3, E.3.2, facts §3.13: a clearing the battle menus offer holds a foe the attacker may
    choose as defender. Found in a seeded six-seat game: the Stoic Protector's filter kept a
    clearing whose only unshielded foe was Bandit Gangs beside their controller (who may not be
    attacked there), and the battle then asked "Attack whom?" with no choice."""
    from game.root.flow.battle import RootBattle, _defenders, battle_clearings
    checked = [0]

    def check(match):
        d = match.pending
        if d is None or d.seat >= match.state.n:
            return
        ctx = Ctx(match.content, match.state)
        for c in battle_clearings(ctx, d.seat):
            assert _defenders(ctx, RootBattle(d.seat, c)), f"clearing {c} offered to seat {d.seat}, nobody to attack"
            checked[0] += 1

    st = RULESET.simulation(content, games=4, seed=37, factions=["riverfolk", "corvids", "duchy", "lizards", "keepers",
                                                                  "hundreds"], max_decisions=5000, round_cap=15,
                            map_id="autumn", options={"hirelings": "random"}, check=check)
    assert st.errors == 0, st.error_samples[:1]
    assert checked[0] > 100
