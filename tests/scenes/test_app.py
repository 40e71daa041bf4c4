"""The real window loop under SDL's dummy video driver: opens, resizes, quits cleanly; a rules
bug during play gives an error dialog, not a crash."""
import pygame

from game.core.match import Match
from scenes.app import make_app
from scenes.dialogs import ErrorDialog
from scenes.generic_table import GenericTable
from scenes.settings import Settings, save_settings
from scenes.title import TitleScene

from .conftest import click, frame, key


def test_window_opens_resizes_and_quits(toy):
    save_settings(Settings(window_w=1600, window_h=900))
    app = make_app()
    try:
        assert app.screen.get_size() == (1600, 900)
        title = app.stack.push(TitleScene(app))
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600)))
        assert app.screen.get_size() == (1280, 720)            # never below the design size
        assert title.size == (1280, 720)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        assert app.run() == 0 and not app.running
    finally:
        pygame.quit()


def test_enter_on_the_title_starts_a_new_game(app, toy):
    title = app.stack.push(TitleScene(app))
    title._pick(toy.id)               # other games may be installed before the toy in the list
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, GenericTable)


def test_a_rules_bug_shows_an_error_dialog(app, toy, monkeypatch):
    content = toy.default_content()
    setup = toy.default_setup(content)
    setup["seats"][1]["controller"] = "random"
    table = app.stack.push(GenericTable(app, Match(toy, content, setup, 1)))
    frame(app)
    monkeypatch.setattr(type(toy), "apply", lambda *a: 1 / 0)
    click(app, table.choice_buttons()[0])
    assert isinstance(app.stack.top, ErrorDialog) and "ZeroDivisionError" in app.stack.top.message
    frame(app)
    click(app, app.stack.top.buttons[0])
    assert isinstance(app.stack.top, TitleScene)
