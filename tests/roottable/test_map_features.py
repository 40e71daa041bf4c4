"""The Lake and Mountain rules at the table: a Ferry move and clearing a closed path are
clickable (Law C.2.5, C.3.3), the new map pieces are drawn, and the new-game screen offers all
four maps."""
from pathlib import Path

from game.root import scenario
from game.root.ruleset import RULESET
from scenes.root.table import RootTable

from .conftest import frame, press

SC = Path(__file__).resolve().parents[1] / "scenarios" / "root"


def _table(app, name, steps):
    content = RULESET.default_content()
    sc = scenario.load(SC / name)
    sc["steps"] = steps
    m = scenario.run(content, sc)
    table = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
    frame(app)
    return m, table


def test_ferry_destination_is_a_clickable_clearing(app):
    m, table = _table(app, "map-lake-ferry-move.yaml", [{"choose": ["done", "action:march", "clearing:1"]}])
    spots = dict((what, pos) for pos, what in table.targets())
    assert "clearing:12" in spots                              # ferry:12 names clearing 12
    press(app, spots["clearing:12"])
    frame(app)
    assert m.pending.kind == "root.move.count" and [e.choice for e in m.log][-1] == "ferry:12"
    assert any(d[1] == "ferry" and d[0] == 1 for d in table.board.drawn)


def test_closed_path_marker_and_button_clear_it(app):
    m, table = _table(app, "map-mountain-closed-path.yaml", [])
    targets = table.targets()
    whats = [w for _, w in targets]
    assert "path:5-9" in whats and "path:2-5" in whats         # the glowing markers on the board
    assert "button:clear-path:5-9" in whats                    # and a button in the tray
    assert any(d[1] == "tower" and d[0] == 10 for d in table.board.drawn)
    assert sum(1 for d in table.board.drawn if d[1] == "closed-path") == 6
    pos = next(p for p, w in targets if w == "path:5-9")
    press(app, pos)
    frame(app)
    assert m.pending.kind == "root.map.clear_path"


def test_new_game_offers_the_four_maps():
    opt = next(o for o in RULESET.options(RULESET.default_content()) if o.id == "map")
    assert [label for _, label in opt.values] == ["Autumn", "Winter", "Lake", "Mountain"]
