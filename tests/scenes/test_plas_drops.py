"""PLAS pieces drop in as Root's do (issue 16, "pieces move"): a banner raised over a province and
a leader set down (not moved along a road, which slides) fall into place and fade in; none at the
"Instant" speed."""
from game.core import registry
from game.core.match import Match
from game.plas.automaton import Automaton
from scenes.app import App
from scenes.plas import board
from scenes.plas.table import DROP, PlasTable
from scenes.settings import Settings


class _E:
    def __init__(self, kind, seat=None, data=None):
        self.kind, self.seat, self.data = kind, seat, data or {}


def _view(**provs):
    return {"provinces": {pid: {"controller": c, "leaders": list(ls)} for pid, (c, ls) in provs.items()}}


def test_placed_reads_banners_and_leaders_set_down_from_two_views():
    old = _view(a=(None, []), b=(0, [1]), c=(None, [0]), d=(1, []))
    new = _view(a=(0, [2]), b=(0, [1]), c=(None, []), d=(0, [0]))
    moved = [_E("plas.move", 0, {"from": "c", "to": "d"})]
    # a: banner raised for seat 0 and seat 2's leader set down; b: nothing new; c: a leader left;
    # d: banner changes hands to seat 0, and seat 0's leader came by road (it slides, no drop)
    assert board.placed(old, new, moved) == [("banner", 0, "a"), ("leader", 2, "a"), ("banner", 0, "d")]
    assert board.placed(old, new, []) == [("banner", 0, "a"), ("leader", 2, "a"), ("banner", 0, "d"),
                                          ("leader", 0, "d")]
    assert board.placed(new, new, []) == []


def _game(speed):
    app = App.headless((1280, 720), settings=Settings(anim_speed=speed))
    rs = registry.get("plas")
    content = rs.default_content()
    setup = rs.default_setup(content, 2)
    for s in setup["seats"]:
        s["controller"] = "human"               # the test plays both seats (the table moves nobody)
    m = Match(rs, content, setup, 7)
    table = app.stack.push(PlasTable(app, m))
    return app, table, m


def _until_a_banner(table, m):
    brains = [Automaton(0, "steady", seed=1), Automaton(1, "steady", seed=2)]
    for _ in range(3000):
        before = {pid: pv["controller"] for pid, pv in table.view["provinces"].items()}
        m.apply(brains[m.pending.seat].choose(m, m.pending))
        table.refresh()
        after = {pid: pv["controller"] for pid, pv in table.view["provinces"].items()}
        raised = [pid for pid in after if after[pid] is not None and after[pid] != before[pid]]
        if raised:
            return raised
    raise AssertionError("no province changed hands in 3,000 decisions")


def test_a_conquered_province_raises_its_banner_with_a_drop_that_settles():
    app, table, m = _game("normal")
    raised = _until_a_banner(table, m)
    drops = [x for x in table.drops if x[0] == "banner"]
    assert {pid for _k, _s, pid, _t in drops} >= set(raised)
    assert all(seat == table.view["provinces"][pid]["controller"] for _k, seat, pid, _t in drops)
    assert table.animating()
    table.cq = {"province": raised[0]}            # a conquest's overlay covers the map: the drop waits
    table.update(DROP["normal"] * 3)
    assert drops[0] in table.drops and drops[0][3] is None
    table.cq = None                               # the map is in sight: it falls, then settles
    table.update(0.01)
    assert drops[0][3] is not None
    app.draw()                                    # drawn over the cached picture without error
    table.update(DROP["normal"] + 0.05)
    assert table.drops == []


def test_no_drop_at_instant_speed():
    app, table, m = _game("instant")
    _until_a_banner(table, m)
    assert table.drops == []
