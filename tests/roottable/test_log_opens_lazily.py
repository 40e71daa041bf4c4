"""Opening a long game's save at the Root table costs what a short one's does (issue 16, speed):
the log pane gives lines to the last LOG_TAIL events only and makes the older ones by index when
they are scrolled back to; a move after opening reads only the new events."""
import pygame

from game.core import saves
from game.core.agents import RandomAgent
from game.core.i18n import event_text
from scenes.root.table import RootTable
from scenes.root.table.log import LOG_TAIL

from .conftest import root_match


def read_count(hist) -> int:
    held = [list.__getitem__(hist, i) for i in range(len(hist))]
    return sum(1 for x in held if type(x) not in (str, list) or id(x) in hist.origin)


def test_a_long_games_log_opens_reading_its_last_events_only_and_scrolls_back_to_the_first(app, tmp_path):
    m = root_match(["marquise", "eyrie", "alliance"], seed=8)
    agent = RandomAgent(8)
    while m.pending is not None and len(m.log) < 900:
        m.apply(agent.choose(m, m.pending))
    assert len(m.history) > 3 * LOG_TAIL
    back, _doc = saves.load_match(saves.write_save(m, tmp_path / "long.json"))
    t = app.stack.push(RootTable(app, back, viewer=0, curtain=False, autosave=False))
    app.draw()
    assert read_count(back.history) <= LOG_TAIL + 60          # the tail, and what the screen shows above it
    last = t.plain(event_text(m.history[-1], 0))
    assert any(last[:20] in line for line in t.log.visible_text())
    # a move: only the new events are read
    before = read_count(back.history)
    back.apply(RandomAgent(1).choose(back, back.pending))
    t.viewer = 0
    t.refresh()
    app.draw()
    assert read_count(back.history) - before <= len(back.history) - len(m.history) + 2
    # scrolled to the top, the first events are there, in their words
    for _ in range(3000):
        if t.log.offset == 0:
            break
        t.log.hover = True
        t.log.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=30, flipped=False))
    assert t.log.offset == 0
    first = next(t.plain(event_text(e, 0)) for e in m.history if event_text(e, 0))
    assert any(first[:20] in line for line in t.log.visible_text()), t.log.visible_text()
