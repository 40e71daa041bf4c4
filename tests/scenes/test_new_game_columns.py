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


def test_root_seat_choices_and_trait_boxes_stay_in_the_seats_column_with_every_column_in_use():
    """Issue 16 (defect 2, screenshots of this session): with an AI seat (Thinking), a Vagabot
    (Difficulty, Character, five traits) and more, every seat widget ends left of the divider at
    1280×720 and 1920×1080, and the AI's Thinking shares the automaton's Difficulty column (no seat
    shows both), so a row never needs five choices side by side."""
    from scenes import theme
    from scenes.app import App
    from scenes.new_game import LEFT_SHARE
    from scenes.root.new_game import RootNewGame
    from scenes.settings import Settings
    from scenes.widgets import Checkbox
    for size in ((1280, 720), (1920, 1080)):
        app = App.headless(size, settings=Settings(anim_speed="instant"))
        ng = app.stack.push(RootNewGame(app, "root", seed=1))
        ng.set_seat_count(4)
        ng.set_seat(1, "controller", "ai")
        ng.set_seat(2, "controller", "automaton")
        ng.set_seat(2, "faction", "vagabot")
        ng.set_seat(3, "controller", "automaton")
        ng.set_seat(3, "faction", "automated-alliance")
        app.draw()
        cols = [o.id for o in ng.options if o.per_seat and not o.multi]
        thinking = ng.seat_widgets[1][1 + cols.index("ai_time")]
        assert thinking.visible
        # issue 14: an automaton's Difficulty, Character and traits are on its options page, opened
        # by the button ending its row; the row shows neither a Difficulty nor a line of boxes
        assert not any(row[1 + cols.index("difficulty")].visible for row in ng.seat_widgets)
        assert sorted(ng.option_buttons) == [2, 3]
        assert ng.option_buttons[2].rect.x >= thinking.rect.x
        divider = ng.card.x + int(ng.card.w * LEFT_SHARE)                # where the divider is drawn
        boxes = [w for w in ng.widgets if isinstance(w, Checkbox) and w is not getattr(ng, "coop_box", None)]
        assert not boxes
        f = theme.font("text", 16)                                        # the button's label is whole
        assert all(b.rect.w > f.size(b.text)[0] + theme.px(16) for b in ng.option_buttons.values())
        widgets_right = max(w.rect.right for row in ng.seat_widgets for w in row if w.visible)
        right = max(b.rect.right for b in ng.option_buttons.values())
        assert right < divider and widgets_right < divider, (size, right, widgets_right, divider)
