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


def test_the_ai_controller_and_its_thinking_level_on_root_and_plas(app):
    """Issue 15: controller "AI" on the Root and PLAS screens; its Thinking level (0.3 / 1 / 3 s)
    shows on AI seats only, and the seat starts a table with the search agent."""
    for game in ("plas", "root"):
        ng = app.stack.push(new_game_scene_for(app, game))
        assert "ai" in [v for v, _lab in ng.seat_widgets[0][0].values]
        cols = [o.id for o in ng.options if o.per_seat and not o.multi]
        k = 1 + cols.index("ai_time")
        ng.set_seat(0, "controller", "human")
        ng.set_seat(1, "controller", "ai")
        assert [row[k].visible for row in ng.seat_widgets] == [False, True]
        assert [v for v, _ in ng.seat_widgets[1][k].values] == ["0.3", "1", "3"]
        assert "Thinking" in [t for t, _ in ng.captions]
        assert not ng.setup_problem(), ng.setup_problem()
        app.stack.pop()
