"""The engine's speed devices (issue 15) give the answers a fresh computation gives: the rule
cache after every piece primitive, the shared choice cache, and lazily rendered texts. Each
test compares against an independent computation, never against the cache itself."""
import pickle

import pytest

from game.core.agents import RandomAgent
from game.core.decision import Choice, Decision, Event
from game.core.i18n import Msg, T, english
from game.core.match import Match
from game.root import engine
from game.root.engine import (Ctx, ch, move_warriors, place_building, place_token, place_warriors, remove_all_of,
                              remove_piece, remove_warriors)
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def fresh_rule(ctx, c):
    """Law 2.8 computed from the pieces alone (most warriors + buildings; ties rule nobody but
    for a faction that wins ties): not engine.rule_of, whose answer the cache holds."""
    s = ctx.s
    counts = [s.warriors[i][c] + sum(1 for b in s.buildings[c] if b[0] == i) for i in range(s.n)]
    best = max(counts)
    if best == 0:
        return -1
    top = [i for i, v in enumerate(counts) if v == best]
    if len(top) == 1:
        return top[0]
    tie_winners = [i for i in top if ctx.fac(i).wins_rule_ties]
    return tie_winners[0] if len(tie_winners) == 1 else -1


def assert_rule_cache(ctx, what):
    want = [fresh_rule(ctx, c) for c in ctx.m.ids]
    got = [ctx.s.ruler[c] for c in ctx.m.ids]
    assert got == want, f"rule cache stale after {what}"


def test_rule_cache_follows_every_piece_primitive(content):
    """Place, move and remove warriors, buildings and tokens (and remove all of a seat's pieces)
    in many clearings; after each primitive the cached rule equals a fresh count (Law 2.8)."""
    m = Match(RULESET, content, {"seats": [{"faction": "marquise"}, {"faction": "eyrie"}, {"faction": "alliance"}],
                                 "map": "autumn"}, 5)
    s = m.state
    ctx = Ctx(content, s)
    assert_rule_cache(ctx, "setup")
    rng = RandomAgent(11).rng
    kinds = {0: ("sawmill", "workshop", "recruiter"), 1: ("roost",), 2: ("base-fox", "base-rabbit", "base-mouse")}
    ran: dict[str, int] = {}
    tokens = {0: "wood", 2: "sympathy"}
    for step in range(400):
        seat = rng.below(3)
        c = ctx.m.ids[rng.below(len(ctx.m.ids))]
        op = rng.below(7)
        if op == 0:
            place_warriors(ctx, seat, c, 1 + rng.below(3))
            what = "place_warriors"
        elif op == 1:
            remove_warriors(ctx, seat, c, 1 + rng.below(2), by=(seat + 1) % 3)
            what = "remove_warriors"
        elif op == 2 and s.warriors[seat][c]:
            b = ctx.adj[c][rng.below(len(ctx.adj[c]))]
            move_warriors(ctx, seat, c, b, 1 + rng.below(s.warriors[seat][c]))
            what = "move_warriors"
        elif op == 3 and engine.free_slots(ctx, c) > 0:
            kind = kinds[seat][rng.below(len(kinds[seat]))]
            if s.supply[seat].get(kind, 0) > 0:
                place_building(ctx, seat, c, kind)
            what = "place_building"
        elif op == 4:
            mine = [p for p in s.buildings[c] + s.tokens[c] if p[0] == seat]
            if mine:
                p = mine[rng.below(len(mine))]
                remove_piece(ctx, seat, c, p[1], p in s.buildings[c], by=(seat + 2) % 3)
            what = "remove_piece"
        elif op == 5 and seat in tokens and s.supply[seat].get(tokens[seat], 0) > 0:
            place_token(ctx, seat, c, tokens[seat])
            what = "place_token"
        elif op == 6 and step % 5 == 0:
            remove_all_of(ctx, seat, c, (seat + 1) % 3, "test")
            what = "remove_all_of"
        else:
            continue
        assert_rule_cache(ctx, f"{what} (step {step}, seat {seat}, clearing {c})")
        ran[what] = ran.get(what, 0) + 1
    assert sorted(ran) == sorted(["place_warriors", "remove_warriors", "move_warriors", "place_building", "remove_piece",
                                  "place_token", "remove_all_of"]) and min(ran.values()) >= 5, ran


def test_rule_cache_in_seeded_playouts(content):
    """After every decision of seeded random games (every base faction), the cached rule of every
    clearing equals a fresh count."""
    for seed in (1, 2):
        setup = {"seats": [{"faction": f, "controller": "random"} for f in ("marquise", "eyrie", "alliance", "vagabond")],
                 "map": "autumn", "round_cap": 6}
        m = Match(RULESET, content, setup, seed)
        agents = {i: RandomAgent(seed * 7 + i) for i in range(4)}
        n = 0
        while m.pending is not None and n < 1500:
            d = m.pending
            m.apply(agents[d.seat].choose(m, d))
            n += 1
            assert_rule_cache(Ctx(content, m.state), f"decision {n} of seed {seed}")
        assert n > 150


LABELS = [
    ("clearing:3", Msg("From clearing {c}", c=3), ("clearing:3",)),
    ("clearing:3", Msg("To clearing {c}", c=3), ("clearing:3",)),
    ("clearing:4", Msg("From clearing {c}", c=4), ("clearing:4",)),
    ("clearing:3", Msg("From clearing {c}", c=3), ()),
    ("seat:1", Msg("{name}", name=T("Eyrie Dynasties")), ()),
    ("seat:1", Msg("{name}", name=T("Marquise de Cat")), ()),
    ("extra:x", Msg("Spend {card} for an extra action", card=T("Ambush")), ("card:x",)),
    ("move", Msg("{a} to {b}", a=1, b=2), ()),
    ("move", Msg("{a} to {b}", b=1, a=2), ()),     # same values, other names: another label
    ("move", Msg("{a} to {b}", b=2, a=1), ()),     # same label, other keyword order
    ("cards", Msg("Draw {cards}", cards=["a", "b"]), ()),
    ("done", Msg("Done"), ()),
    ("done", "Done", ()),                            # a plain str label: no message id
    ("done", "", ()),
]


def test_shared_choices_equal_fresh_ones():
    """`ch` hands out shared Choice objects: each equals a freshly built Choice, with the same
    English label and message id, whatever was asked before (mixed orders, repeated asks)."""
    for _ in range(2):
        for cid, label, refs in LABELS + LABELS[::-1]:
            got = ch(cid, label, *refs)
            want = Choice(cid, label or cid, refs)
            assert got == want
            assert got.label == want.label and got.label_msg == want.label_msg and got.label_args == want.label_args
    assert ch("move", Msg("{a} to {b}", a=1, b=2)).label == "1 to 2"
    assert ch("move", Msg("{a} to {b}", b=1, a=2)).label == "2 to 1"


def test_lazy_event_and_prompt_texts_render_as_eagerly():
    """Events and decisions keep a Msg and render its English when first read: the same text the
    message renders at once, and they compare, copy and pickle with it."""
    msg = Msg("{name} draws {n}: {cards}", name=T("Marquise de Cat"), n=2, cards=["a", "b"])
    public = Msg("{name} draws {n} card(s).", name=T("Marquise de Cat"), n=2)
    e = Event("root.draw", msg, 0, "Law 2.1", {"k": 1}, True, 0, public)
    assert e.text == english(msg.template, msg.args) == "Marquise de Cat draws 2: a, b"
    assert e.public_text == "Marquise de Cat draws 2 card(s)."
    assert (e.msg, e.args, e.public_msg) == (msg.template, msg.args, public.template)
    assert e.text_for(1) == e.public_text and e.text_for(0) == e.text
    again = pickle.loads(pickle.dumps(Event("root.draw", msg, 0, "Law 2.1", {"k": 1}, True, 0, public)))
    assert again == e and again.text == e.text
    plain = Event("x", "plain text")
    assert plain.text == "plain text" and plain.msg == "" and plain.data == {} and plain.args == {}
    d = Decision(1, "root.test", Msg("Pick {n}", n=3), (Choice("a"),), "Law 1")
    assert d.prompt == "Pick 3" and d.prompt_msg == "Pick {n}" and d.prompt_args == {"n": 3}
    assert d == Decision(1, "root.test", "Pick 3", (Choice("a"),), "Law 1")
    assert pickle.loads(pickle.dumps(d)) == d and hash(d) == hash(Decision(1, "root.test", "Pick 3", (Choice("a"),), "Law 1"))


def test_rng_below_draws_as_next64():
    """Rng.below has next64 inlined: the same numbers and the same state as drawing with next64
    (rejection sampling without modulo bias), for small and awkward bounds."""
    from game.core.rng import _MASK, Rng
    a, b = Rng.seeded(42), Rng.seeded(42)
    for i in range(3000):
        n = (1, 2, 3, 4, 7, 12, 54, 1000, (1 << 63) + 5)[i % 9]
        limit = _MASK - (_MASK + 1) % n
        while True:
            x = b.next64()
            if x <= limit:
                break
        assert a.below(n) == x % n
        assert a.state == b.state


def test_enemies_is_every_seat_is_enemy_names(content):
    """`enemies` (spelt out for speed) lists exactly the seats `is_enemy` names, with and without
    a Vagabond coalition (Law 9.2.8) in either direction."""
    m = Match(RULESET, content, {"seats": [{"faction": f} for f in ("marquise", "eyrie", "alliance", "vagabond")],
                                 "map": "autumn"}, 3)
    ctx = Ctx(content, m.state)
    vb = m.state.fstate[3]
    for partner in (-1, 0, 1, 2):
        vb.coalition_with = partner
        for seat in range(4):
            want = [i for i in range(4) if engine.is_enemy(ctx, seat, i)]
            assert engine.enemies(ctx, seat) == want
            if partner >= 0 and seat in (3, partner):
                assert len(want) == 2              # the partner is no enemy, both ways


def test_state_copy_drops_the_remembered_decision_and_asks_the_same(content):
    """A state copy leaves out the remembered pending decision; asked again, the copy's pending
    decision equals the original's, and both games go on identically."""
    from game.core.serial import copy_state
    m = Match(RULESET, content, {"seats": [{"faction": f, "controller": "random"} for f in
                                           ("marquise", "eyrie", "alliance", "vagabond")], "map": "autumn"}, 9)
    ag = RandomAgent(4)
    for _ in range(250):
        m.apply(ag.choose(m, m.pending))
    assert "_pending" in m.state.__dict__
    twin = copy_state(m.state)
    assert "_pending" not in twin.__dict__
    assert RULESET.pending(content, twin) == RULESET.pending(content, m.state)
    assert RULESET.state_to_dict(twin) == RULESET.state_to_dict(m.state)


def test_root_options_cache_equals_fresh_options_and_follows_reloaded_bots(content):
    """RootRuleset.options is cached per content (issue 15: check_setup reads it for every game):
    the cached list equals freshly built options, is a new list each time, and is rebuilt when
    the automata's data it reads (their traits) is reloaded."""
    from game.root import ruleset as root_ruleset
    from game.root.bots.automaton import bots_for, reload_bots
    first = RULESET.options(content)
    assert first == RULESET._build_options(content)
    first.append("not an option")
    assert RULESET.options(content) == RULESET._build_options(content)
    before = bots_for(content)
    reload_bots(content)
    assert bots_for(content) is not before
    assert root_ruleset._OPTIONS[id(content)][1][0] != id(bots_for(content))   # stale key: next call rebuilds
    again = RULESET.options(content)
    assert again == RULESET._build_options(content)
    assert root_ruleset._OPTIONS[id(content)][1][0] == id(bots_for(content))


def test_playout_gc_changes_when_the_collector_runs_never_the_games():
    """simulate() runs its playouts inside playout_gc (frozen heap, a higher young-generation
    threshold): the same seeded games as without it, and the collector as it was afterwards."""
    import gc

    from game.core import simulate as sim
    content = RULESET.default_content()
    before = (gc.get_threshold(), gc.get_freeze_count(), gc.isenabled())

    def run():
        st = RULESET.simulation(content, games=2, seed=7, factions="marquise,eyrie,alliance,vagabond", round_cap=4)
        return [(r.decisions, r.winners, r.reason, r.scores) for r in st.results]
    with_gc = run()
    assert (gc.get_threshold(), gc.get_freeze_count(), gc.isenabled()) == before
    inside = []
    real = sim._simulate

    def spy(*a, **k):
        inside.append(gc.get_threshold()[0])
        return real(*a, **k)
    sim._simulate = spy
    try:
        run()
    finally:
        sim._simulate = real
    assert inside == [sim.PLAYOUT_GC_THRESHOLD]
    gc.disable()                                     # an outer owner of the collector: left alone
    try:
        assert run() == with_gc
    finally:
        gc.enable()
    assert (gc.get_threshold(), gc.get_freeze_count(), gc.isenabled()) == before
