"""The generic table plays a whole toy game from mouse clicks on its buttons, with the
pass-and-play curtain between human seats and no other seat's hand ever on screen."""
import pygame

from game.core import saves
from game.core.agents import RandomAgent
from game.core.match import Match
from scenes.curtain import CurtainScene
from scenes.game_over import GameOverScene
from scenes.generic_table import GenericTable
from scenes.title import TitleScene

from .conftest import click, frame, key, wheel


def start(app, toy, controllers, seed=3):
    content = toy.default_content()
    setup = toy.default_setup(content, len(controllers))
    for s, c in zip(setup["seats"], controllers):
        s["controller"] = c
    app.stack.push(TitleScene(app))
    return app.stack.push(GenericTable(app, Match(toy, content, setup, seed)))


def click_choice(app, table, choice_id):
    """Find the button of `choice_id`, scroll it into sight with the wheel if needed, click it."""
    btn = next(b for b in table.choice_buttons() if b.choice_id == choice_id)
    for _ in range(50):
        if table.choices.rect.contains(btn.rect):
            break
        wheel(app, table.choices.rect.center, -1 if btn.rect.y > table.choices.rect.y else 1)
    click(app, btn)


def hidden_cards(table, seat):
    """Cards in other seats' hands right now (the engine's full state; never shown to `seat`)."""
    return {c for i, h in enumerate(table.match.state.hands) if i != seat for c in h}


def test_full_game_by_clicks_with_curtain_and_no_leak(app, toy):
    table = start(app, toy, ["human", "human", "random"])
    picker = RandomAgent(99)
    curtains, human_moves, auto_moves, leaks_checked = [], 0, 0, 0
    last_viewer = None
    for _ in range(2000):
        frame(app, 0.05)
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, CurtainScene):
            assert top.seat != last_viewer                    # only when the device changes hands
            curtains.append(top.seat)
            click(app, top.ready)
            continue
        assert top is table
        # What is drawn: the deciding/last human seat's view, never another seat's hand.
        view_text = " ".join(table.drawn_view)
        assert table.viewer is not None
        assert not any(c in view_text for c in hidden_cards(table, table.viewer))
        leaks_checked += 1
        d = table.match.pending
        if table.is_human(d.seat):
            assert d.seat == table.viewer
            last_viewer = table.viewer
            n = len(table.match.log)
            click_choice(app, table, picker.choose(table.match, d))
            assert len(table.match.log) == n + 1
            human_moves += 1
        else:
            before = len(table.match.log)
            frame(app, 1.0)                                   # the automatic move's delay
            auto_moves += len(table.match.log) - before
    assert isinstance(app.stack.top, GameOverScene)
    assert table.match.over and table.match.outcome is not None
    assert human_moves >= 6 and auto_moves >= 3
    assert curtains[0] == 0 and set(curtains) == {0, 1} and leaks_checked > 10
    assert saves.background_writer().flush() and table.match.autosave_path.exists()
    app.draw()
    click(app, app.stack.top.title_btn)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1


def test_solo_against_random_has_no_curtain_and_shows_only_my_view(app, toy):
    table = start(app, toy, ["human", "random"])
    assert table.viewer == 0
    for _ in range(300):
        frame(app, 0.05)
        top = app.stack.top
        assert not isinstance(top, CurtainScene)
        if isinstance(top, GameOverScene):
            break
        assert table.viewer == 0
        assert not any(c in " ".join(table.drawn_view) for c in hidden_cards(table, 0))
        d = table.match.pending
        if table.is_human(d.seat):
            click(app, table.choice_buttons()[0])
        else:
            frame(app, 1.0)
    assert isinstance(app.stack.top, GameOverScene)


def test_ctrl_z_undoes_my_own_choice_but_not_past_a_reveal(app, toy):
    table = start(app, toy, ["human", "human"], seed=4)
    frame(app)
    click(app, app.stack.top.ready)                           # curtain for seat 1
    frame(app)
    click_choice(app, table, table.match.pending.choices[0].id)    # seat 1 plays a card (revealed)
    frame(app)
    click(app, app.stack.top.ready)                           # curtain for seat 2
    frame(app)
    assert table.match.pending.kind == "toy.challenge"
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)                # nothing of seat 2's to undo
    assert len(table.match.log) == 1
    click_choice(app, table, "pass")
    frame(app)
    d = table.match.pending
    assert d.seat == 1 and d.kind == "toy.play" and table.undo_btn.enabled
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(table.match.log) == 1 and table.match.pending.kind == "toy.challenge"
    click(app, table.undo_btn)                                # stops at the revealed card
    assert len(table.match.log) == 1
    key(app, pygame.K_2)                                      # number keys pick the numbered choice
    assert table.match.log[-1].choice == "pass" and len(table.match.log) == 2


def test_save_button_writes_a_loadable_save(app, toy):
    table = start(app, toy, ["human", "random"])
    frame(app)
    click(app, table.save_btn)
    found = [p for p, info in saves.list_saves() if "error" not in info]
    assert found and app.toast and "Saved" in app.toast[0]
    m, _ = saves.load_match(found[0])
    assert m.seed == table.match.seed


def test_f1_opens_the_rules_over_the_table(app, toy):
    from scenes.rules import RulesScene
    start(app, toy, ["human", "random"])
    frame(app)
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, GenericTable)


def test_escape_asks_before_leaving(app, toy):
    start(app, toy, ["human", "random"])
    frame(app)
    key(app, pygame.K_ESCAPE)
    app.draw()
    key(app, pygame.K_ESCAPE)                                  # Esc again: cancel, stay
    assert isinstance(app.stack.top, GenericTable)
    key(app, pygame.K_ESCAPE)
    click(app, app.stack.top.buttons["leave"])                 # the menu's Leave asks first
    app.draw()
    click(app, app.stack.top.buttons[-1])                      # Leave
    assert isinstance(app.stack.top, TitleScene)
