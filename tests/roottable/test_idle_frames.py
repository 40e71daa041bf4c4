"""An idle table is not redrawn (issue 16, defect 12): at a person's static prompt the glow
pulses for a few seconds after a change, then rests, and the window loop stops drawing until
something happens (input, an automatic move, an animation)."""
import time

import pygame

from scenes.app import make_app
from scenes.root.table import RootTable
from scenes.settings import Settings, save_settings

from .conftest import root_match


def test_the_loop_stops_drawing_at_a_static_prompt(monkeypatch):
    save_settings(Settings(window_w=1280, window_h=720, anim_speed="normal"))
    app = make_app()
    try:
        m = root_match(["marquise", "eyrie"], controllers=["human", "human"], seed=3)
        table = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
        assert table.animating()                          # just changed: the glow pulses
        table._changed_at = -10.0                         # long ago: the glow rests
        assert not table.animating()
        assert app.needs_frame(0.0)                       # input: draw
        assert not app.needs_frame(5.0)                   # nothing for a while: do not
        draws = []
        real = app.draw
        monkeypatch.setattr(app, "draw", lambda surface=None: (draws.append(time.monotonic()), real(surface))[1])
        start = time.monotonic()
        pygame.time.set_timer(pygame.QUIT, 1500, loops=1)
        app.run()
        late = [t for t in draws if t - start > 0.8]      # after the settle time: no frame drawn
        assert draws and not late, (len(draws), len(late))
    finally:
        pygame.quit()


def test_an_automatic_turn_keeps_drawing():
    from scenes.app import App
    app = App.headless((1280, 720), settings=Settings(anim_speed="normal"))
    m = root_match(["marquise", "eyrie"], controllers=["human", "random"], seed=3)
    table = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    for _ in range(400):
        if m.pending.seat == 1:
            break
        m.apply(m.pending.choices[-1].id)
    table.refresh()
    table._changed_at = -10.0
    assert m.pending.seat == 1 and table.animating()


def test_pages_are_still_unless_a_caret_blinks():
    from scenes.app import App
    from scenes.root.new_game import RootNewGame
    from scenes.title import TitleScene
    app = App.headless((1280, 720), settings=Settings())
    title = app.stack.push(TitleScene(app))
    app.draw()
    assert not title.animating()
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    app.draw()
    assert not ng.animating()
    ng.set_focus(ng.seed_input)
    assert ng.animating()                                 # the seed's caret blinks
