"""The menu at the table (issue 16): Esc opens resume, save, load, settings, rules and leave, and
each does what it says."""
import pygame

from game.core import saves
from game.core.match import Match
from scenes.dialogs import ConfirmDialog
from scenes.generic_table import GenericTable
from scenes.load_game import LoadScene
from scenes.rules import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.table_menu import TableMenu
from scenes.title import TitleScene

from .conftest import click, key


def table(app, toy):
    content = toy.default_content()
    app.stack.push(TitleScene(app))
    return app.stack.push(GenericTable(app, Match(toy, content, toy.default_setup(content), 3), curtain=False))


def open_menu(app):
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, TableMenu)
    app.draw()
    return menu


def test_the_menu_offers_everything_and_each_entry_works(app, toy):
    t = table(app, toy)
    menu = open_menu(app)
    assert list(menu.buttons) == ["resume", "save", "load", "settings", "rules", "leave"]
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is t                                   # Esc resumes
    menu = open_menu(app)
    click(app, menu.buttons["save"])
    assert app.stack.top is t and any(not saves.is_autosave(p) for p, _ in saves.list_saves())
    for name, scene in (("load", LoadScene), ("settings", SettingsScene), ("rules", RulesScene)):
        menu = open_menu(app)
        click(app, menu.buttons[name])
        assert isinstance(app.stack.top, scene)
        app.stack.pop()
        assert app.stack.top is t
    menu = open_menu(app)
    click(app, menu.buttons["leave"])
    assert isinstance(app.stack.top, ConfirmDialog)
    click(app, app.stack.top.buttons[-1])
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1
