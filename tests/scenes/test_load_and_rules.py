"""Loading saves (damaged ones shown with their error; loading one shows an error dialog) and
the rules reference scene."""
from game.core import saves
from game.core.match import Match
from scenes.dialogs import ErrorDialog
from scenes.generic_table import GenericTable
from scenes.load_game import LoadScene
from scenes.rules import RulesScene
from scenes.title import TitleScene
from tests.toygame import ToyGame

from .conftest import click, frame, type_text


def write_toy_save(toy, name="evening"):
    content = toy.default_content()
    m = Match(toy, content, toy.default_setup(content), 5)
    m.apply(m.pending.choices[0].id)
    return saves.write_save(m, saves.save_path(name), title="Evening game")


def test_damaged_save_is_listed_with_its_error_and_loading_it_shows_a_dialog(app, toy):
    write_toy_save(toy)
    saves.save_path("broken").write_text('{"magic": "tableforge-save", "save_for')
    ld = app.stack.push(LoadScene(app))
    rows = {r.title: r for r in ld.list.rows}
    assert rows["broken — damaged"].error and "damaged or truncated" in rows["broken — damaged"].detail
    i = next(i for i, r in enumerate(ld.list.rows) if r.error)
    click(app, ld.list.row_rect(i).center)
    click(app, ld.load)
    assert isinstance(app.stack.top, ErrorDialog) and "damaged or truncated" in app.stack.top.message
    frame(app)
    click(app, app.stack.top.buttons[0])
    assert app.stack.top is ld


def test_save_for_an_unknown_game_shows_a_dialog_not_a_crash(app, toy):
    path = write_toy_save(toy, "other")
    text = path.read_text().replace('"game":"toy"', '"game":"chess"')
    path.write_text(text)
    ld = app.stack.push(LoadScene(app))
    click(app, ld.list.row_rect(0).center)
    click(app, ld.load)
    assert isinstance(app.stack.top, ErrorDialog) and "does not have (chess)" in app.stack.top.message


def test_load_a_good_save_and_continue_from_the_title(app, toy):
    write_toy_save(toy)
    title = app.stack.push(TitleScene(app))
    title._pick("toy")                                # Continue opens the chosen game's latest save
    assert title.buttons["continue"].enabled
    click(app, title.buttons["continue"])
    assert isinstance(app.stack.top, GenericTable) and len(app.stack.top.match.log) == 1
    frame(app)


def test_continue_is_disabled_without_saves(app, toy):
    title = app.stack.push(TitleScene(app))
    assert not title.buttons["continue"].enabled
    click(app, title.buttons["continue"])
    assert app.stack.top is title


class ToyWithRules(ToyGame):
    id = "toyrules"

    def rules_reference(self, content):
        return [("1. Playing", "Play one card face up and score its value."),
                ("2. Challenges", "The next seat may challenge: roll a die.")]


def test_rules_reference_is_searchable(app):
    from game.core import registry
    registry.register(ToyWithRules())
    try:
        rs = app.stack.push(RulesScene(app, "toyrules"))
        assert [r.title for r in rs.list.rows] == ["1. Playing", "2. Challenges"]
        type_text(app, "die")
        assert [r.title for r in rs.list.rows] == ["2. Challenges"]
        assert "roll a die" in " ".join(rs.text.visible_text()) and rs.current == "2. Challenges"
        frame(app)
    finally:
        registry.unregister("toyrules")


def test_rules_scene_says_plainly_when_a_game_has_no_reference(app, toy):
    rs = app.stack.push(RulesScene(app, "toy"))
    assert rs.sections is None and "no rules reference yet" in rs.problem
    frame(app)
