"""The core pipeline's speed devices (issue 15, session 8) answer what a fresh computation
answers: the rule context an apply reuses, and the playout loop's checks. Each test compares
against an independent computation (a new Ctx, a full contract check), never the cache itself."""
import pytest

from game.core.agents import RandomAgent
from game.core.decision import Choice, ContractBroken, Decision
from game.core.match import Match
from game.core.serial import copy_state
from game.core.simulate import play_out
from game.root import engine
from game.root.engine import Ctx
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def ctx_fields(ctx):
    """What a Ctx derives from the content and the state (its map, factions, hooks, adjacency)."""
    s = ctx.s
    return (ctx.c, ctx.s, ctx.m, [ctx.fac(i) for i in range(len(s.warriors))], ctx.hooks, ctx.adj)


def assert_reused_ctx_is_fresh(content, state, what):
    """The context `for_apply` hands out equals a new one made for the same state, and carries
    no event or decision of an earlier apply."""
    got = Ctx.for_apply(content, state)
    want = Ctx(content, state)
    assert ctx_fields(got) == ctx_fields(want), what
    assert got.events == [] and got.last is None, what
    got.put_back()


SETUPS = [
    # the usual game
    ({"seats": [{"faction": f, "controller": "random"} for f in ("marquise", "eyrie", "alliance", "vagabond")],
      "map": "autumn"}, 4),
    # Mountain (closed paths open during play, Law C.3.3), landmarks (Elder Treetop adds a slot)
    ({"seats": [{"faction": f, "controller": "random"} for f in ("marquise", "eyrie", "duchy", "corvids")],
      "map": "mountain", "landmarks": "random"}, 1),
    # hirelings (dealt, promoted, demoted, changing control: the line-up changes)
    ({"seats": [{"faction": f, "controller": "random"} for f in ("marquise", "eyrie", "alliance")],
      "map": "lake", "hirelings": "random"}, 5),
    # Advanced Setup: the people's factions are drafted during play (Law A.8.2)
    ({"seats": [{"faction": f, "controller": "random"} for f in ("marquise", "eyrie", "alliance", "vagabond")],
      "map": "winter", "setup": "advanced"}, 1),
]


@pytest.mark.parametrize("setup,seed", SETUPS)
def test_reused_ctx_equals_a_fresh_one_after_every_decision(content, setup, seed):
    """Seeded games through every kind of change a Ctx reads (drafted factions, hirelings,
    landmarks, opened paths): after each decision the reused context is what a new one is."""
    m = Match(RULESET, content, dict(setup, round_cap=8), seed)
    ag = RandomAgent(seed)
    n = 0
    keys = []
    while m.pending is not None and n < 1500:
        assert_reused_ctx_is_fresh(content, m.state, f"decision {n}")
        key = engine.ctx_key(m.state)
        if key not in keys:
            keys.append(key)
        m.apply(ag.choose(m, m.pending))
        n += 1
    assert n > 150
    if setup.get("landmarks") or setup.get("setup"):
        assert len(keys) > 1                 # the game did change what a Ctx reads
    if setup.get("hirelings"):
        assert any(f.startswith("hire:") for f in keys[0][0])   # the hirelings' sides are in the line-up


def test_reused_ctx_follows_changes_made_between_applies(content):
    """A state changed outside an apply (a scenario, a test) gets a context for what it is now."""
    m = Match(RULESET, content, SETUPS[0][0], 3)
    ag = RandomAgent(1)
    for _ in range(40):
        m.apply(ag.choose(m, m.pending))
    s = m.state
    assert "_ctx" in s.__dict__                      # the last apply left its context
    before = s.__dict__["_ctx"]
    s.closed_paths = [[1, 5]]                         # a closed path (Law C.3.2)
    assert_reused_ctx_is_fresh(content, s, "closed path")
    assert s.__dict__.get("_ctx") is not before
    s.closed_paths = []
    s.factions[3] = "riverfolk"                       # another line-up
    assert_reused_ctx_is_fresh(content, s, "factions")
    s.factions[3] = "vagabond"
    s.landmarks = {"elder-treetop": 2}                # one more building slot (facts §4.2)
    assert_reused_ctx_is_fresh(content, s, "landmark")
    s.landmarks = {}
    other = RULESET.load_content(content.path)        # another content object
    assert_reused_ctx_is_fresh(other, s, "content")
    assert_reused_ctx_is_fresh(content, s, "content back")


def test_reused_ctx_follows_a_replaced_lineup_cache(content, monkeypatch):
    """Tests that patch a faction class replace `engine._FACS`: the kept context is not reused."""
    m = Match(RULESET, content, SETUPS[0][0], 3)
    ag = RandomAgent(1)
    for _ in range(10):
        m.apply(ag.choose(m, m.pending))
    kept = m.state.__dict__["_ctx"]
    monkeypatch.setattr(engine, "_FACS", {})
    assert Ctx.for_apply(content, m.state) is not kept


def test_state_copies_leave_the_context_behind(content):
    """A copy (pickle, deepcopy) never carries the context, which points at the original state;
    the copy plays on identically."""
    import copy
    m = Match(RULESET, content, SETUPS[0][0], 9)
    ag = RandomAgent(4)
    for _ in range(100):
        m.apply(ag.choose(m, m.pending))
    assert "_ctx" in m.state.__dict__
    for twin in (copy_state(m.state), copy.deepcopy(m.state), copy.copy(m.state)):
        assert "_ctx" not in twin.__dict__
    twin = m.clone()
    a1, a2 = RandomAgent(8), RandomAgent(8)
    for _ in range(200):
        if m.pending is None:
            break
        e1 = m.apply(a1.choose(m, m.pending))
        e2 = twin.apply(a2.choose(twin, twin.pending))
        assert e1 == e2
    assert RULESET.state_to_dict(m.state) == RULESET.state_to_dict(twin.state)


def test_apply_returns_only_its_own_events(content):
    """A reused context starts each apply with no events: each apply's list is its own and is
    not changed by the next apply."""
    m = Match(RULESET, content, SETUPS[0][0], 5)
    ag = RandomAgent(2)
    first = len(m.history)                           # the setup's events
    lists = []
    for _ in range(60):
        evs = m.apply(ag.choose(m, m.pending))
        lists.append((evs, list(evs)))
    for evs, snapshot in lists:
        assert evs == snapshot
    assert [e for evs, _ in lists for e in evs] == m.history[first:]
    assert len(set(map(id, (evs for evs, _ in lists)))) == len(lists)     # a new list per apply


class _Faulty:
    """A match whose every decision repeats a choice id (a broken engine)."""
    def __init__(self, choices):
        self.d = Decision(0, "x", "pick", choices)
        self.applied = 0

    @property
    def pending(self):
        return None if self.applied else self.d

    def apply(self, cid):
        self.applied += 1
        return []


def test_play_out_checks_every_decision_with_a_checker_and_empty_ones_always():
    """`play_out` refuses a decision without a choice always, and one repeating an id whenever a
    checker runs (tests, `simulate --check`); without one, the agent picks from the list given."""
    with pytest.raises(ContractBroken, match="has no choice"):
        play_out(_Faulty(()), {0: RandomAgent(1)})
    with pytest.raises(ContractBroken, match="repeats"):
        play_out(_Faulty((Choice("a"), Choice("a"))), {0: RandomAgent(1)}, check=lambda m: None)
    assert play_out(_Faulty((Choice("a"), Choice("b"))), {0: RandomAgent(1)}) == 1


def test_fast_constructors_make_what_the_constructors_make():
    """make_event / make_decision (no keyword handling) equal, render, copy and pickle as the
    Event / Decision constructors' objects, for plain texts and message ids alike."""
    import copy
    import pickle

    from game.core.decision import Event, make_decision, make_event
    from game.core.i18n import Msg, T
    texts = ["plain text", Msg("{name} draws {n}", name=T("Marquise de Cat"), n=2)]
    for text in texts:
        for public in ("", Msg("{name} draws.", name=T("Marquise de Cat"))):
            for seat, private in ((None, None), (1, 1)):
                want = Event("root.draw", text, seat, "Law 2.1", {"n": 2}, True, private, public)
                got = make_event("root.draw", text, seat, "Law 2.1", {"n": 2}, True, private, public)
                assert got == want and got.__class__ is Event
                assert (got.text, got.public_text, got.msg, got.args, got.public_msg, got.public_args) == \
                       (want.text, want.public_text, want.msg, want.args, want.public_msg, want.public_args)
                assert pickle.loads(pickle.dumps(got)) == want == copy.deepcopy(got)
                assert got.message_for(0) == want.message_for(0)
        choices = (Choice("a", "A"), Choice("b", Msg("Clearing {c}", c=3)))
        want = Decision(2, "root.x", text, choices, "Law 4", ("k", 1))
        got = make_decision(2, "root.x", text, choices, "Law 4", ("k", 1))
        assert got == want and hash(got) == hash(want) and repr(got) == repr(want)
        assert (got.prompt, got.prompt_msg, got.prompt_args) == (want.prompt, want.prompt_msg, want.prompt_args)
        assert pickle.loads(pickle.dumps(got)) == want


def _battle_reference(ctx, seat, suit):
    """Law 4.3.1 read directly: clearings (of `suit`; bird = any) where `seat` has fighters and
    an enemy has any piece that may be attacked (`pieces_of`: warriors, buildings, tokens,
    pieces off the lists). Games without hirelings or mercenaries."""
    from game.root.flow.move import _suit_ok
    s = ctx.s
    fac = ctx.fac(seat)
    out = []
    for c in ctx.m.ids:
        fights = fac.can_battle_in(ctx, seat, c) if seat in ctx.hooks["can_battle_in"] else s.warriors[seat][c] > 0
        if fights and _suit_ok(ctx, c, suit) and any(engine.pieces_of(ctx, d, c) for d in engine.enemies(ctx, seat)):
            out.append(c)
    return out


@pytest.mark.parametrize("factions,seed", [(("marquise", "eyrie", "alliance", "vagabond"), 2),
                                           (("duchy", "corvids", "lizards", "eyrie"), 3),
                                           (("hundreds", "keepers", "alliance", "vagabond"), 4)])
def test_battle_clearings_equal_the_law_read_directly(content, factions, seed):
    """`battle_clearings` / `has_battle` (the usual game spelt out for speed) list what Law 4.3.1
    read directly lists, for every seat and suit, at every decision of seeded games."""
    from game.root.flow.battle import battle_clearings, has_battle
    m = Match(RULESET, content, {"seats": [{"faction": f, "controller": "random"} for f in factions],
                                 "map": "autumn", "round_cap": 8}, seed)
    ag = RandomAgent(seed)
    seen = 0
    for _ in range(1500):
        if m.pending is None:
            break
        ctx = Ctx(content, m.state)
        for seat in range(m.state.n):
            for suit in ("", "fox", "rabbit", "mouse", "bird"):
                want = _battle_reference(ctx, seat, suit)
                assert battle_clearings(ctx, seat, suit) == want
                assert has_battle(ctx, seat, suit) == bool(want)
                seen += bool(want)
        m.apply(ag.choose(m, m.pending))
    assert seen > 100


def test_ctx_log_and_dec_make_what_the_constructors_make(content):
    """`Ctx.log` and `dec` (their constructors spelt out) make the Event / Decision the
    constructors make, for plain texts and message ids alike."""
    from game.core.decision import Event
    from game.core.i18n import Msg, T
    m = Match(RULESET, content, SETUPS[0][0], 3)
    ctx = Ctx(content, m.state)
    texts = ["plain", Msg("{name} draws {n}", name=T("Eyrie Dynasties"), n=1)]
    for text in texts:
        for public in ("", Msg("{name} draws.", name=T("Eyrie Dynasties"))):
            ctx.events = []
            ctx.log("root.draw", text, 1, "Law 2.1", True, 1, public, n=1)
            ctx.log("root.x", text)
            assert ctx.events == [Event("root.draw", text, 1, "Law 2.1", {"n": 1}, True, 1, public),
                                  Event("root.x", text, None, "", {}, False, None, "")]
            assert [e.message_for(0) for e in ctx.events] == \
                   [Event("root.draw", text, 1, "Law 2.1", {"n": 1}, True, 1, public).message_for(0),
                    Event("root.x", text).message_for(0)]
        choices = [Choice("a"), Choice("b", Msg("Clearing {c}", c=2))]
        got = engine.dec(1, "root.k", text, iter(choices), "Law 4.2", None)
        want = Decision(1, "root.k", text, tuple(choices), "Law 4.2", None)
        assert got == want and (got.prompt_msg, got.prompt_args) == (want.prompt_msg, want.prompt_args)


def test_random_agent_draws_as_its_rng_below():
    """RandomAgent (Rng.below inlined) picks `choices[rng.below(n)]` for every list length,
    within and beyond the table of rejection limits."""
    from game.core.rng import Rng
    agent, rng = RandomAgent(77), Rng.seeded(77)
    for n in list(range(1, 60)) + [4095, 4096, 5000, 100_000] + list(range(1, 60)):
        d = Decision(0, "x", "pick", tuple(Choice(f"c{i}") for i in range(n)))
        for _ in range(3):
            assert agent.choose(None, d) == d.choices[rng.below(n)].id
    assert agent.rng.state == rng.state


@pytest.mark.parametrize("setup,seed", SETUPS[:2])
def test_the_decision_apply_hands_over_is_the_fresh_one(content, setup, seed):
    """`Match.apply` keeps the decision the ruleset's apply worked out (`apply_pending`): it is
    the decision a fresh context asks of the state, at every step of seeded games."""
    m = Match(RULESET, content, dict(setup, round_cap=5), seed)
    ag = RandomAgent(seed)
    n = 0
    while m.pending is not None and n < 1200:
        assert m.pending == Ctx(content, m.state).pending()
        m.apply(ag.choose(m, m.pending))
        n += 1
    assert m.pending is None or n == 1200
    assert Ctx(content, m.state).pending() == m.pending


@pytest.mark.parametrize("setup,seed", SETUPS[:2])
def test_move_destinations_suits_and_names_equal_their_general_reading(content, setup, seed):
    """`dest_choices` (the usual game spelt out), `has_suit` and `Ctx.name` answer what the
    general tests answer: `can_move` along `move_adj`, `clearing_suits`, `fac(seat).name`."""
    from game.root.flow.move import can_move, dest_choices, move_adj
    from game.root.mapfeatures import ferry_dests
    m = Match(RULESET, content, dict(setup, round_cap=5), seed)
    ag = RandomAgent(seed)
    offered = 0
    for _ in range(800):
        if m.pending is None:
            break
        ctx = Ctx(content, m.state)
        for seat in range(m.state.n):
            assert ctx.name(seat) == ctx.fac(seat).name
            for a in ctx.m.ids:
                want = [f"clearing:{b}" for b in move_adj(ctx, seat, a) if can_move(ctx, seat, a, b)]
                if m.state.ferry:                    # Law C.2.5: and by the Ferry
                    want += [f"ferry:{b}" for b in ferry_dests(ctx, a) if can_move(ctx, seat, a, b)]
                assert [c.id for c in dest_choices(ctx, seat, a)] == want
                offered += len(want)
        for c in ctx.m.ids:
            for suit in ("fox", "rabbit", "mouse", "bird"):
                assert engine.has_suit(ctx, c, suit) == (suit in engine.clearing_suits(ctx, c))
        m.apply(ag.choose(m, m.pending))
    assert offered > 100
