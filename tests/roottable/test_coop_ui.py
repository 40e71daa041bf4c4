"""Cooperative play in the Root scenes: the new-game checkbox (only when the seats allow it),
the table's marker, and the team result on the game-over screen (Rootbotics 3.5)."""
from scenes.root import demo
from scenes.root.game_over import RootGameOver
from scenes.root.new_game import RootNewGame
from scenes.root.table import RootTable

from .conftest import frame, press


def test_new_game_starts_a_cooperative_game(app):
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    app.draw()
    assert not ng.coop_box.visible                       # two people: nothing to cooperate against
    ng.set_seat_count(3)
    ng.set_seat(1, "controller", "automaton")
    ng.set_seat(1, "faction", "electric-eyrie")
    app.draw()
    box = ng.coop_box
    assert box.visible and not box.checked and "Rootbotics 3.5" in box.tooltip
    press(app, box.rect.center)                          # a click on the checkbox
    assert ng.coop_box.checked and ng.setup["cooperative"] == "on"
    ng.set_seat(1, "faction", "eyrie")                    # no automaton left: the option goes away
    ng.set_seat(1, "controller", "human")
    assert not ng.coop_box.visible and ng.setup["cooperative"] == "off"
    ng.set_seat(1, "controller", "automaton")
    ng.set_seat(1, "faction", "electric-eyrie")
    ng.set_seat(2, "controller", "automaton")
    ng.set_seat(2, "faction", "vagabot")
    press(app, ng.coop_box.rect.center)
    ng.begin()
    table = app.stack.top
    assert isinstance(table, RootTable), getattr(ng, "error", "")
    assert table.match.state.cooperative and table.match.setup["cooperative"] == "on"
    frame(app)
    app.draw()
    assert any("Cooperative play (Law of Rootbotics 3.5)" in tip for _r, tip in table.info_spots)


def test_four_seats_at_720p_keep_the_bottom_row_clear(app):
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    ng.set_seat_count(4)
    for i, f in ((1, "electric-eyrie"), (2, "automated-alliance"), (3, "vagabot")):
        ng.set_seat(i, "controller", "automaton")
        ng.set_seat(i, "faction", f)
    app.draw()
    for w in (ng.seat_help, ng.reach_label):       # the help is left out when the rows close up
        assert w is None or not w.visible or w.rect.y + w.text_height() <= ng.back.rect.y
    assert ng.coop_box.visible and not ng.coop_box.rect.colliderect(ng.back.rect)
    assert not ng.coop_box.rect.colliderect(ng.start.rect)


def test_game_over_says_the_team_result(app):
    m = demo.coop_finished()
    assert m.outcome.reason == "coop-automata"
    table = app.stack.push(RootTable(app, m, viewer=None, curtain=False, autosave=False))
    table.over_shown = True
    over = app.stack.push(RootGameOver(app, m))
    app.draw()
    head, why = over.headline()
    first = m.seat_name(m.state.reached_30[-1])
    assert head == "The automata win" and why.startswith(f"{first} reached 30 victory points first")
