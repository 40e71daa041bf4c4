"""Issue 12's campaign path by clicks: New game → a new campaign (rb p.92: it begins with a New
campaign challenge) → the whole challenge played by clicks → "Continue the campaign" closes it
into the journal (rb p.95-96) → the next challenge is chosen among those the campaign allows
(rb p.93) → the next match starts; leaving and Continue on the title resumes it."""
from game.stonesaga import campaign as C
from game.stonesaga.agents import SensibleRandomAgent
from scenes.app import App
from scenes.dialogs import ConfirmDialog
from scenes.table_menu import TableMenu
from scenes.settings import Settings
from scenes.stonesaga.campaign import JournalScene
from scenes.stonesaga.game_over import StonesagaGameOver
from scenes.stonesaga.new_game import StonesagaNewGame
from scenes.stonesaga.night_summary import NightSummary
from scenes.stonesaga.table import StonesagaTable
from scenes.title import TitleScene

from .conftest import click, frame
from .helpers import click_choice
from .test_click_game import check_spoilers


def test_a_campaign_from_the_title_to_the_second_challenge(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    app.stack.push(TitleScene(app))
    ng = app.stack.push(StonesagaNewGame(app, "stonesaga"))
    frame(app)
    assert ng.mode.value == "campaign"
    ng.seed_text = "21"
    click(app, ng.start)
    frame(app)
    table = app.stack.top
    assert isinstance(table, StonesagaTable), ng.error
    path = table.match.setup["campaign_file"]
    first = table.match.state.challenge
    agent = SensibleRandomAgent(3)
    for _ in range(4000):
        frame(app, 0.05)
        top = app.stack.top
        if isinstance(top, StonesagaGameOver):
            break
        if isinstance(top, NightSummary):
            click(app, top.ok)
            continue
        check_spoilers(table)
        click_choice(app, table, agent.choose(table.match, table.match.pending))
    over = app.stack.top
    assert isinstance(over, StonesagaGameOver) and over.campaign_btn is not None
    click(app, over.campaign_btn)
    frame(app)
    from scenes.stonesaga.provisions import ProvisionsScene
    if isinstance(app.stack.top, ProvisionsScene):      # more than five to keep: the players' choice (rb p.95)
        click(app, app.stack.top.done)
        frame(app)
    journal = app.stack.top
    assert isinstance(journal, JournalScene)
    rec = C.load(path)
    assert [h.challenge for h in rec.history] == [first]            # closed once into the history
    allowed = C.choices(table.match.content, rec)
    assert [b.cid for b in journal.buttons] == allowed[:3] and allowed
    click(app, journal.buttons[0])
    frame(app)
    second = app.stack.top
    assert isinstance(second, StonesagaTable)
    assert second.match.state.challenge == allowed[0]
    assert second.match.setup["campaign_file"] == path
    assert C.load(path).current == allowed[0]
    # leave and come back: Continue resumes the second challenge of the campaign
    click_choice(app, second, agent.choose(second.match, second.match.pending))
    click(app, second.menu_btn)
    frame(app)
    menu = app.stack.top                               # the table's menu: resume, save, …, leave
    assert isinstance(menu, TableMenu)
    click(app, menu.buttons["leave"])
    frame(app)
    dlg = app.stack.top
    assert isinstance(dlg, ConfirmDialog)
    click(app, next(b for b in dlg.buttons if b.text == "Leave"))
    frame(app)
    title = app.stack.top
    title._pick("stonesaga")            # the game chooser on Stonesaga (this test began past the title)
    assert title.latest is not None
    click(app, title.buttons["continue"])
    frame(app)
    again = app.stack.top
    assert isinstance(again, StonesagaTable)
    assert again.match.state.challenge == allowed[0] and len(again.match.log) == 1
