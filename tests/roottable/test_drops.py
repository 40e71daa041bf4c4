"""Placed pieces drop in (issue 16, "pieces move"): a recruit, a build or a token placed since the
last view drops into its clearing and settles; moved warriors slide instead; nothing at Instant."""
from game.core.agents import RandomAgent
from scenes.app import App
from scenes.root import demo
from scenes.root.table import RootTable, placed_pieces
from scenes.settings import Settings


def test_placed_pieces_are_found_from_two_views():
    m = demo.early()
    old = m.view(None)
    agent = RandomAgent(4)
    found = 0
    for _ in range(300):
        before = m.view(None)
        events = m.apply(agent.choose(m, m.pending))
        after = m.view(None)
        drops = placed_pieces(before, after, events, 0.0)
        for fid, kind, c, _t in drops:
            seat = after["factions"].index(fid)
            if kind == "warrior":
                assert after["warriors"][seat][c] > before["warriors"][seat][c]
            else:
                assert [seat, kind] in after["buildings"][c] + after["tokens"][c]
        found += len(drops)
    assert found > 5 and old


def test_the_table_drops_them_in_and_not_at_instant():
    for speed, want in (("normal", True), ("instant", False)):
        app = App.headless((1280, 720), settings=Settings(anim_speed=speed))
        m = demo.early()
        t = app.stack.push(RootTable(app, m, viewer=None, curtain=False, autosave=False))
        app.draw()
        agent = RandomAgent(4)
        seen = False
        for _ in range(300):
            m.apply(agent.choose(m, m.pending))
            t.refresh()
            if t.drops:
                seen = True
                assert t.animating()
                app.draw()
                t.t += 5.0                               # long after: they have settled
                app.draw()
                assert t.drops == []
                break
        assert seen == want
