"""A loaded save whose log no longer replays opens at its snapshot, and the player is told so in
the app's error dialog (it used to be swallowed silently by the table)."""
from game.core.match import Match
from scenes.dialogs import ErrorDialog
from scenes.plas.table import PlasTable
from scenes.root.table import RootTable
from tests.plas.helpers import C as PLAS_C, R as PLAS_R

from .conftest import root_match


def _loaded(m, tamper):
    m.apply(m.pending.ids()[0])
    m.apply(m.pending.ids()[0])
    data = m.to_dict()
    tamper(data)
    return Match.from_dict(m.ruleset, m.content, data)


def _bad_choice(data):
    data["log"][0][1] = "no-such-choice"


def test_root_table_reports_a_log_that_does_not_replay(app):
    m = _loaded(root_match(), _bad_choice)
    table = app.stack.push(RootTable(app, m))
    top = app.stack.top
    assert isinstance(top, ErrorDialog) and top.title == "The game log could not be rebuilt"
    assert "replay diverged at choice 1" in top.message
    assert app.stack.scenes[-2] is table and table.match.state is m.state     # the position still shows


def test_root_table_opens_quietly_when_the_log_replays(app):
    m = _loaded(root_match(), lambda data: None)
    table = app.stack.push(RootTable(app, m))
    assert app.stack.top is table and len(m.history) > 0


def test_plas_table_reports_a_log_that_gives_another_position(app):
    m0 = Match(PLAS_R, PLAS_C, PLAS_R.default_setup(PLAS_C, 2), 4)

    def other_seed(data):
        data["seed"] = data["seed"] + 1          # the same moves from another shuffle
    m = _loaded(m0, other_seed)
    app.stack.push(PlasTable(app, m))
    top = app.stack.top
    assert isinstance(top, ErrorDialog)
    assert "different position" in top.message or "replay diverged" in top.message
