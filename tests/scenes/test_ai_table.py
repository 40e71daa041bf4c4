"""The AI at the table (issue 15): it thinks in a worker thread, so frames keep coming while it
searches; leaving the table, undo and a new position stop its search at once; the hint (setting
ai_hint, off by default) suggests a choice for the viewer's own decision only."""
from __future__ import annotations

import time

import pygame

from game.core import registry
from game.core.agents import RandomAgent
from game.core.match import Match
from game.core.search import SearchAgent
from scenes.app import App
from scenes.plas.table import PlasTable
from scenes.settings import Settings
from scenes.title import TitleScene

from .conftest import frame


def _plas_table(first: str, seed=3, hint=False, moves=0):
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant", ai_hint=hint))
    rs = registry.get("plas")
    content = rs.default_content()
    setup = rs.default_setup(content, 2)
    setup["first"] = first
    setup["seats"][1]["controller"] = "ai"
    setup["seats"][1]["ai_time"] = "3"
    m = Match(rs, content, setup, seed)
    agent = RandomAgent(seed)
    for _ in range(moves):
        m.apply(agent.choose(m, m.pending))
    app.stack.push(TitleScene(app))
    table = app.stack.push(PlasTable(app, m))
    return app, table


def test_an_ai_seat_is_played_by_the_search_agent():
    app, table = _plas_table("1")
    assert isinstance(table.agents[1], SearchAgent) and table.agents[1].time_budget == 3.0


def test_frames_keep_coming_while_the_ai_thinks_and_leaving_stops_it():
    # past both villages (where to start is the guide's instant answer, R-AI-52): the AI (seat 2)
    # thinks about its first main phase
    app, table = _plas_table("1", moves=2)
    d = table.match.pending
    assert d.seat == 1 and len(d.choices) > 1 and d.kind == "plas.main"
    frame(app)
    assert table.ai_thinking() and table.thinker.busy
    frame(app)
    frames, worst, t0 = 0, 0.0, time.perf_counter()
    while time.perf_counter() - t0 < 1.5:
        f0 = time.perf_counter()
        frame(app)
        worst = max(worst, time.perf_counter() - f0)
        frames += 1
    assert frames >= 5 and worst < 0.75, (frames, worst)
    assert len(table.match.log) == 2 and table.ai_thinking()    # still thinking (3 s), nothing moved
    worker = table.thinker.last_thread
    app.stack.clear_to(TitleScene(app))                          # leave the table
    worker.join(1.0)
    assert not worker.is_alive()


def test_the_ai_answers_and_the_game_goes_on():
    app, table = _plas_table("1")
    table.agents[1].time_budget = 0.1
    for _ in range(400):
        frame(app)
        if table.match.log:
            break
        time.sleep(0.01)
    assert table.match.log and table.match.log[0].seat == 1
    assert table.match.pending.seat == 0


def _human_with_undo(app, table):
    """Play seat 1's (the person's) choices until one of them can be taken back."""
    m = table.match
    for _ in range(40):
        if m.pending.seat == 0 and len(m.pending.choices) > 1 and m.undo_depth(0) >= 1:
            return
        d = m.pending
        if d.seat != 0:
            break
        moves = [c.id for c in d.choices if c.id.startswith("move:")]
        table.choose(moves[0] if moves else d.choices[0].id)
    raise AssertionError("no undoable position for the person came up")


def _wait_for_hint(app, table) -> None:
    """Frames until the hint's search in the worker has answered (6 s at most)."""
    for _ in range(300):
        frame(app)
        if table.hint is not None:
            return
        time.sleep(0.02)


def test_the_hint_suggests_the_viewers_choice_and_undo_stops_its_search():
    app, table = _plas_table("0", hint=True, moves=0)
    m = table.match
    table.choose(m.pending.choices[0].id)          # the person's village
    for _ in range(600):                           # the AI's village (3 s is long: answer sooner)
        table.agents[1].time_budget = 0.05
        frame(app)
        if m.pending is not None and m.pending.seat == 0 and m.pending.kind == "plas.main":
            break
        time.sleep(0.01)
    _human_with_undo(app, table)
    n = len(m.log)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    frame(app)
    assert table.thinker.busy, "the hint's search runs in the worker"
    worker = table.thinker.last_thread
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z"))
    worker.join(1.0)
    assert not worker.is_alive() and len(m.log) == n - 1 and table.hint is None
    # asked again and left to finish, the hint is one of the person's own legal choices
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    _wait_for_hint(app, table)
    assert table.hint is not None and table.hint[0] == len(m.log) and m.pending.get(table.hint[1]) is not None
    assert any(table.glow(k) for k in table.keymap)


def test_no_hint_when_the_setting_is_off():
    app, table = _plas_table("0", hint=False)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    frame(app)
    assert not table.thinker.busy and table.hint is None


def test_undo_takes_back_a_question_the_ai_has_not_answered():
    """Match level: while another seat is asked and has not answered, `over_pending` lets a
    person take back their own latest choices (the table uses it while the AI thinks)."""
    rs = registry.get("root")
    setup = {"seats": [{"controller": "human", "faction": "marquise"}, {"controller": "ai", "faction": "eyrie"}],
             "map": "autumn", "deck": "base"}
    m = Match(rs, rs.default_content(), setup, 1)
    for _ in range(60):                # setup: the Marquise places its pieces, then the Eyrie is asked
        d = m.pending
        if d.seat == 1 and m.undo_depth(0, over_pending=True) >= 1:
            break
        m.apply(d.choices[0].id)
    assert m.pending.seat == 1
    n = m.undo_depth(0, over_pending=True)
    assert m.undo_depth(0) == 0 and n >= 1
    choices = [e.choice for e in m.log]
    m.undo(0, 1, over_pending=True)
    assert [e.choice for e in m.log] == choices[:-1] and m.pending.seat == 0
    again = Match.replay(rs, m.content, m.setup, m.seed, choices[:-1])
    assert rs.state_to_dict(again.state) == rs.state_to_dict(m.state)


def test_the_plas_hint_button_is_a_system_button_on_the_persons_decision_with_the_setting():
    app, table = _plas_table("0", hint=True, moves=0)
    assert table.match.pending.seat == 0 and table.mine()
    assert table.system_buttons()[0] is table.hint_btn and table.hint_btn in table.widgets
    assert table.hint_btn.rect.right < min(b.rect.x for b in table.system_buttons()[1:])
    d = table.match.pending
    table.hint_btn.click()                                       # as H does: the AI's suggestion comes
    _wait_for_hint(app, table)
    assert table.hint is not None and d.get(table.hint[1]) is not None
    app.settings.ai_hint = False
    assert table.hint_btn not in table.system_buttons()
