"""The Root tutorial at the table (issue 17), by real mouse events only: from the title screen
to its last page; a wrong click explains and changes nothing; Menu → leave, then the title's
"Learn to play Root" resumes at the same step and position; the last page leads to the
new-game screen; no lesson text is cut at 1280×720 and 1920×1080 in English, French and
Portuguese."""
from __future__ import annotations

import json

import pytest

from game.core import i18n
from game.root import tutorial as lesson
from game.root.ruleset import RULESET
from scenes.app import App
from scenes.dialogs import ErrorDialog
from scenes.root.new_game import RootNewGame
from scenes.root.tutorial import TutorialMenu, TutorialTable
from scenes.settings import Settings
from scenes.title import TitleScene
from tests.scenes.test_text_fit import describe
from tests.scenes.textfit import watching

from .conftest import frame, press


def state_of(table):
    return json.dumps(RULESET.state_to_dict(table.match.state), sort_keys=True)


def open_lesson(app) -> TutorialTable:
    if not isinstance(app.stack.top, TitleScene):
        app.stack.push(TitleScene(app))
    frame(app, 0.02)
    press(app, app.stack.top.buttons["tutorial"].rect.center)
    frame(app, 0.02)
    table = app.stack.top
    assert isinstance(table, TutorialTable)
    return table


def click_on(app, table, until: str | None = None, on_step=None) -> None:
    """Click each step's target (the glowing thing or Next), watching the Eyrie's scripted turn,
    until the step `until` (or the last page)."""
    last = table.run.tut.steps[-1].id
    for _ in range(3000):
        frame(app, 0.05)
        st = table.run.step
        if on_step is not None:
            on_step(st)
        if st.id == until or (until is None and st.id == last):
            return
        pos = table.lesson_target()
        if pos is None:
            assert st.kind == "opponent", f"nothing to click at {st.id}"
            continue
        at, logged = table.run.index, len(table.match.log)
        press(app, pos)
        if table.popup:                   # several choices on one thing: the lesson's in the pop-up
            frame(app, 0.02)
            press(app, table.lesson_target())
        assert table.run.index > at, f"the click for {st.id} did not go on ({table.wrong_text})"
        assert len(table.match.log) == logged + (st.kind == "choose")
    raise AssertionError(f"stuck at {table.run.step.id}")


def test_the_tutorial_is_played_to_its_end_by_clicks(app):
    table = open_lesson(app)
    seen = []
    click_on(app, table, on_step=lambda st: seen.append(st.id) if not seen or seen[-1] != st.id else None)
    assert seen == [s.id for s in table.run.tut.steps]           # every step, in order
    s, m = table.match.state, table.run.player
    assert s.vp[m] == 3 and s.turn_seat == m                   # the Marquise's second turn has begun
    assert any(e.seat == 1 - m for e in table.match.log)        # after the Eyrie's (scripted) turn
    assert lesson.save_file().exists()
    # the last page: other clicks change nothing; New game opens the new-game screen (and the
    # finished lesson is forgotten)
    assert all(b.visible for b in table.end_buttons) and not table.next_btn.visible
    before = state_of(table)
    for b in list(table.tray):
        press(app, b.rect.center)
        frame(app, 0.02)
    assert table.tray and state_of(table) == before and "over" in table.wrong_text
    press(app, table.end_buttons[0].rect.center)
    frame(app, 0.02)
    assert isinstance(app.stack.top, RootNewGame)
    assert not lesson.save_file().exists()


def test_the_last_page_opens_the_rules_reference(app):
    from scenes.rules import RulesScene
    table = open_lesson(app)
    click_on(app, table)
    press(app, table.end_buttons[1].rect.center)
    frame(app, 0.02)
    assert isinstance(app.stack.top, RulesScene)


def test_a_wrong_click_explains_and_changes_nothing(app):
    table = open_lesson(app)
    click_on(app, table, until="craft")
    before, at = state_of(table), table.run.index
    wrong = [b for b in table.tray if b.choice_id == "done"]         # "Start actions": legal, not now
    assert wrong
    press(app, wrong[0].rect.center)
    frame(app, 0.02)
    runners = [r for ref, r in table.hand_spots if ref == "card:woodland-runners"]   # craftable, not this one
    press(app, runners[0].center)
    frame(app, 0.02)
    press(app, table.board.to_screen(*table.board.pos[2]))         # Quarry: no choice there now
    frame(app, 0.02)
    assert table.run.index == at and len(table.match.log) == 0 and state_of(table) == before
    assert table.wrong_text and table.run.wrong >= 2
    # on a page, a click on a legal button changes nothing either
    click_on(app, table, until="battle-result")
    before, at = state_of(table), table.run.index
    done = [b for b in table.tray if b.choice_id == "done"]
    press(app, done[0].rect.center)
    frame(app, 0.02)
    assert table.run.index == at and state_of(table) == before and table.wrong_text


def test_leave_and_resume_where_it_was(app):
    table = open_lesson(app)
    click_on(app, table, until="overwork-card")
    at, state = table.run.index, state_of(table)
    press(app, table.menu_btn.rect.center)
    frame(app, 0.02)
    menu = app.stack.top
    assert isinstance(menu, TutorialMenu)
    press(app, menu.buttons["leave"].rect.center)
    frame(app, 0.02)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1
    back = open_lesson(app)
    assert back is not table and back.run.index == at and back.run.step.id == "overwork-card"
    assert state_of(back) == state
    click_on(app, back)                                       # and it goes on to the end
    assert back.run.step.id == back.run.tut.steps[-1].id


def test_a_damaged_progress_file_says_so_and_starts_again(app):
    lesson.save_file().parent.mkdir(parents=True, exist_ok=True)
    lesson.save_file().write_text("{ cut off", encoding="utf-8")
    app.stack.push(TitleScene(app))
    frame(app, 0.02)
    press(app, app.stack.top.buttons["tutorial"].rect.center)
    frame(app, 0.02)
    assert isinstance(app.stack.top, ErrorDialog)
    assert isinstance(app.stack.scenes[-2], TutorialTable) and app.stack.scenes[-2].run.index == 0


def test_the_menu_starts_the_lesson_again(app):
    table = open_lesson(app)
    click_on(app, table, until="recruit")
    press(app, table.menu_btn.rect.center)
    frame(app, 0.02)
    press(app, app.stack.top.buttons["restart"].rect.center)
    frame(app, 0.02)
    fresh = app.stack.top
    assert isinstance(fresh, TutorialTable) and fresh.run.index == 0 and not fresh.match.log


@pytest.fixture
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr", "pt"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_lesson_text_is_cut(monkeypatch, english_after, lang, size):
    with watching(monkeypatch) as w:
        app = App.headless(size, settings=Settings(anim_speed="instant", language=lang, auto_forced=False))
        table = open_lesson(app)
        cut = []

        def look(st):
            app.draw()
            if table.text_cut:
                cut.append(st.id)
        click_on(app, table, on_step=look)
        app.draw()
    assert not cut, f"lesson text cut in {lang} at {size}: {cut}"
    assert not w.cut and not w.overflow, describe(w)
