"""Per-seat options that only some controllers use appear on those seats only."""
from scenes.tables import new_game_scene_for


def test_plas_automaton_strength_shows_on_automaton_seats_only(app):
    ng = app.stack.push(new_game_scene_for(app, "plas"))
    cols = [o.id for o in ng.options if o.per_seat and not o.multi]
    k = 1 + cols.index("level")
    ng.set_seat(0, "controller", "human")
    ng.set_seat(1, "controller", "human")
    assert "Automaton strength" not in [t for t, _ in ng.captions]      # nobody uses it: no column
    assert not any(row[k].visible for row in ng.seat_widgets)
    ng.set_seat(1, "controller", "automaton")                        # the screen lays out again
    assert [row[k].visible for row in ng.seat_widgets] == [False, True]
    assert "Automaton strength" in [t for t, _ in ng.captions]
