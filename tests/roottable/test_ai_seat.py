"""An AI seat at the Root table (issue 15): it thinks in a worker, the table keeps drawing, and
its answer is applied when ready; H (setting ai_hint) glows the AI's suggestion alone."""
import time

import pygame

from game.core.search import SearchAgent
from scenes.root.table import RootTable
from scenes.title import TitleScene

from .conftest import frame, root_match


def test_the_root_table_keeps_drawing_while_the_ai_thinks_then_applies_its_choice(app):
    m = root_match(["marquise", "eyrie"], ["ai", "human"], seed=3)
    m.setup["seats"][0]["ai_time"] = "3"
    app.stack.push(TitleScene(app))
    t = app.stack.push(RootTable(app, m, curtain=False, autosave=False))
    assert isinstance(t.agents[0], SearchAgent)
    d = m.pending
    assert d.seat == 0 and len(d.choices) > 1                # the Marquise places its keep (Law 6.3.2)
    frame(app)                                               # the first frame draws the whole board
    frames, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < 1.5:
        frame(app)
        frames += 1
    assert frames >= 4 and t.ai_thinking() and m.log == [], frames
    t.agents[0].time_budget = 0.05                           # the next question is answered quickly
    t.thinker.cancel()
    for _ in range(300):
        frame(app)
        if m.log:
            break
        time.sleep(0.01)
    assert m.log and m.log[0].seat == 0 and d.get(m.log[0].choice) is not None


def _wait_for_hint(app, t) -> None:
    """Frames until the hint's search in the worker has answered (4 s at most)."""
    for _ in range(400):
        frame(app)
        if t.hint is not None:
            return
        time.sleep(0.01)


def test_the_hint_glows_the_suggestion_alone(app):
    app.settings.ai_hint = True
    m = root_match(["marquise", "eyrie"], ["human", "human"], seed=3)
    app.stack.push(TitleScene(app))
    t = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    frame(app)
    d = m.pending
    assert d.seat == 0 and len(t.highlights()) == len(d.choices) > 1
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    _wait_for_hint(app, t)
    assert t.hint is not None and d.get(t.hint[1]) is not None
    assert t.highlights() == set(d.get(t.hint[1]).refs)


def test_the_hint_button_shows_on_the_persons_decision_with_the_setting_and_asks_the_ai(app):
    m = root_match(["marquise", "eyrie"], ["human", "human"], seed=3)
    app.stack.push(TitleScene(app))
    t = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    frame(app)
    assert not t.hint_btn.visible                            # the setting is off by default
    app.settings.ai_hint = True                              # turned on from the table's menu
    frame(app)
    assert t.hint_btn.visible and t.hint_btn.rect.right < t.undo_btn.rect.x
    d = m.pending
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=t.hint_btn.rect.center, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=t.hint_btn.rect.center, button=1))
    _wait_for_hint(app, t)
    assert t.hint is not None and d.get(t.hint[1]) is not None
    app.settings.ai_hint = False
    frame(app)
    assert not t.hint_btn.visible


def test_undo_while_the_ai_thinks_stops_it_and_takes_back_the_persons_choice(app):
    """Ruling R-AI-3: the Marquise (a person) places its setup pieces, the Eyrie (the AI) is asked
    next and thinks; Ctrl+Z stops the search at once and takes back the person's last choice."""
    m = root_match(["marquise", "eyrie"], ["human", "ai"], seed=3)
    m.setup["seats"][1]["ai_time"] = "3"
    app.stack.push(TitleScene(app))
    t = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    for _ in range(40):
        frame(app)
        d = m.pending
        if d.seat == 1:
            break
        t.choose(d.choices[0].id)
    assert m.pending.seat == 1 and len(m.pending.choices) > 1
    frame(app)
    assert t.ai_thinking()
    worker = t.thinker.last_thread
    n = len(m.log)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z"))
    worker.join(1.0)
    assert not worker.is_alive()
    assert len(m.log) == n - 1 and m.pending.seat == 0 and not t.ai_thinking()
