"""Clearings by name (issue 16, defect 9): prompts, buttons and the log say "Pond (7)" as the map
does; hovering a log line lights the clearings it names; and a move wraps only the new log lines."""
import re

import pygame
import pytest

from game.core.agents import RandomAgent
from scenes import theme
from scenes.app import App
from scenes.root import demo
from scenes.root.clearing_names import clearings_named, name_clearings
from scenes.root.table import RootTable
from scenes.settings import Settings

AUTUMN = {1: "Hill", 2: "Quarry", 3: "Weald", 6: "Mountain", 7: "Pond", 11: "Waterfall"}
BARE = re.compile(r"\b[Cc]learings? \d|\bfrom \d+ to\b|\bto \d+\b(?! (VP|cards?|warriors?))")


def test_engine_phrases_read_with_names():
    assert name_clearings("Vagabond from 2 to clearing 6", AUTUMN) == "Vagabond from Quarry (2) to Mountain (6)"
    assert name_clearings("Move from clearing 2 to?", AUTUMN) == "Move from Quarry (2) to?"
    assert name_clearings("Play an ambush in clearing 11?", AUTUMN) == "Play an ambush in Waterfall (11)?"
    assert name_clearings("clearings 1, 2 and 3", AUTUMN) == "Hill (1), Quarry (2) and Weald (3)"
    assert name_clearings("draws 1 card(s); scores 2 VP", AUTUMN) == "draws 1 card(s); scores 2 VP"
    assert clearings_named("from Quarry (2) to Mountain (6)", AUTUMN) == [2, 6]


@pytest.fixture(scope="module")
def late():
    return demo.late()


def test_the_table_says_clearing_names_everywhere(late):
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    t = app.stack.push(RootTable(app, late, viewer=late.pending.seat, curtain=False, autosave=False))
    app.draw()
    texts = [x for x, _ in t.log.entries] + [b.text for b in t.tray + t.popup]
    named = [x for x in texts if clearings_named(x, t.board.names)]
    assert len(named) > 20
    for x in texts:
        assert not BARE.search(x), x


def test_hovering_a_log_line_lights_its_clearings(late):
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    t = app.stack.push(RootTable(app, late, viewer=late.pending.seat, curtain=False, autosave=False))
    app.draw()
    lh = t.log.line_h
    lit = 0
    for y in range(t.log.rect.y + 2, t.log.rect.bottom - 2, lh):
        pos = (t.log.rect.x + 20, y)
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.draw()
        i = t.log.entry_at(pos)
        want = clearings_named(t.log.entries[i][0], t.board.names) if i is not None else []
        assert t.log_hover == want
        lit += bool(want)
    assert lit >= 3


def test_a_move_wraps_only_the_new_log_lines(late, monkeypatch):
    m = late.clone()
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    t = app.stack.push(RootTable(app, m, viewer=None, curtain=False, autosave=False))
    app.draw()
    calls = []
    real = theme.wrap
    monkeypatch.setattr(theme, "wrap", lambda f, text, w: (calls.append(text), real(f, text, w))[1])
    agent = RandomAgent(5)
    for _ in range(20):
        before = len(m.history)
        m.apply(agent.choose(m, m.pending))
        calls.clear()
        t.refresh()
        new_events = len(m.history) - before
        assert len(calls) <= 2 * new_events + 2, (len(calls), new_events, len(m.history))
    assert len(t.log.entries) > 250
