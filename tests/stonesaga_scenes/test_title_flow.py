"""Issue 12's path from the title screen, by clicks only: New game → Stonesaga (the generic
new-game screen driven by the ruleset's options) → the Stonesaga table; play a few moves;
Save; leave through the menu; Continue on the title resumes the same game at the same move."""
from game.stonesaga.agents import SensibleRandomAgent
from scenes.app import App
from scenes.dialogs import ConfirmDialog
from scenes.table_menu import TableMenu
from scenes.stonesaga.new_game import AdvancedRules, StonesagaNewGame
from scenes.settings import Settings
from scenes.stonesaga.table import StonesagaTable
from scenes.title import TitleScene

from .conftest import click, frame
from .helpers import click_choice


def test_new_game_play_save_leave_and_continue(tmp_path, monkeypatch):
    """rb p.6-9 (a new challenge starts with character creation); saves are the app's."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    title = app.stack.push(TitleScene(app))
    frame(app)
    for _ in range(6):
        if title.chooser.value == "stonesaga":
            break
        click(app, (title.chooser.rect.right - 8, title.chooser.rect.centery))
        frame(app)
    assert title.chooser.value == "stonesaga"
    click(app, title.buttons["new"])
    frame(app)
    ng = app.stack.top
    assert isinstance(ng, StonesagaNewGame)
    click(app, ng.advanced)                          # the ruling switches live on their own page
    frame(app)
    adv = app.stack.top
    assert isinstance(adv, AdvancedRules)
    click(app, adv.done)
    frame(app)
    assert app.stack.top is ng
    click(app, ng.start)
    frame(app)
    table = app.stack.top
    assert isinstance(table, StonesagaTable), getattr(ng, "error", "")
    assert table.match.pending.kind == "stonesaga.create.assign"
    agent = SensibleRandomAgent(1)
    for _ in range(12):                               # creation and the first moves, by clicks
        frame(app)
        click_choice(app, table, agent.choose(table.match, table.match.pending))
    frame(app)
    played = [e.choice for e in table.match.log]
    assert len(played) == 12
    click(app, table.save_btn)
    assert list((tmp_path).rglob("*.json")), "no save written"
    click(app, table.menu_btn)
    frame(app)
    menu = app.stack.top                               # the table's menu: resume, save, …, leave
    assert isinstance(menu, TableMenu)
    click(app, menu.buttons["leave"])
    frame(app)
    dlg = app.stack.top
    assert isinstance(dlg, ConfirmDialog)
    leave = next(b for b in dlg.buttons if b.text == "Leave")
    click(app, leave)
    frame(app)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert title.buttons["continue"].enabled
    click(app, title.buttons["continue"])
    frame(app)
    again = app.stack.top
    assert isinstance(again, StonesagaTable)
    assert [e.choice for e in again.match.log] == played
    assert again.match.pending.kind == table.match.pending.kind
