"""The new-game scene is driven by the Ruleset: seats, controllers, options, seed, check_setup."""
import pygame

from game.core import registry
from game.core.decision import SetupError
from scenes.generic_table import GenericTable
from scenes.new_game import NewGameScene
from tests.toygame import ToyGame

from .conftest import click, key, type_text


def test_builds_a_valid_setup_for_the_toy_game(app, toy):
    ng = app.stack.push(NewGameScene(app, "toy", seed=42))
    assert len(ng.seat_widgets) == 2
    click(app, ng.count.plus_rect.center)                     # three seats
    assert len(ng.seat_widgets) == 3
    click(app, ng.count.plus_rect.center)                     # toy allows at most 3
    assert len(ng.seat_widgets) == 3
    ctrl, colour = ng.seat_widgets[2]
    click(app, (ctrl.rect.right - 5, ctrl.rect.centery))      # seat 3: human -> automaton
    click(app, (colour.rect.right - 5, colour.rect.centery))  # seat 3: red -> blue
    app.draw()
    click(app, ng.start)
    table = app.stack.top
    assert isinstance(table, GenericTable)
    m = table.match
    assert m.seed == 42
    assert m.setup["seats"][2] == {"controller": "automaton", "colour": "blue"}
    assert [s["controller"] for s in m.setup["seats"]] == ["human", "human", "automaton"]
    assert toy.check_setup(m.content, m.setup) == m.setup


def test_seed_is_editable_and_random_proposes_a_new_one(app, toy):
    ng = app.stack.push(NewGameScene(app, "toy", seed=5))
    click(app, ng.seed_input)
    key(app, pygame.K_BACKSPACE)
    type_text(app, "77x")
    assert ng.seed_text == "77"
    click(app, ng.reroll)
    assert ng.seed_text.isdigit() and ng.seed_text != "77"
    click(app, ng.seed_input)
    for _ in range(12):
        key(app, pygame.K_BACKSPACE)
    click(app, ng.start)
    assert app.stack.top is ng and "seed" in ng.error_label.text.lower()
    app.draw()


class PickyToy(ToyGame):
    id = "picky"
    title = "Picky Toy"

    def check_setup(self, content, setup):
        setup = super().check_setup(content, setup)
        colours = [s.get("colour") for s in setup["seats"]]
        if len(set(colours)) != len(colours):
            raise SetupError("two seats cannot share a colour")
        return setup


def test_a_setup_the_rules_refuse_shows_the_message_inline():
    from scenes.app import App
    from scenes.settings import Settings
    app = App.headless((1280, 720), Settings())
    registry.register(PickyToy())
    try:
        ng = app.stack.push(NewGameScene(app, "picky", seed=1))
        click(app, ng.start)                                  # both seats red by default
        assert app.stack.top is ng
        assert "two seats cannot share a colour" in ng.error_label.text
        app.draw()
        colour = ng.seat_widgets[1][1]
        click(app, (colour.rect.right - 5, colour.rect.centery))
        assert ng.error_label.text == ""
        click(app, ng.start)
        assert isinstance(app.stack.top, GenericTable)
    finally:
        registry.unregister("picky")


def test_no_game_installed_is_said_plainly(app):
    ng = app.stack.push(NewGameScene(app, None))
    assert ng.problem and not ng.start.enabled
    app.draw()
