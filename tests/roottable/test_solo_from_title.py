"""Issue 5's "done when": a person alone starts a game against each automaton at a difficulty
from the title screen, by clicks only, watches the automaton's turns in the log with their reasons,
and plays on until the game-over screen. One game per automaton, each at another level."""
import random

import pytest

from scenes.curtain import CurtainScene
from scenes.root.game_over import RootGameOver
from scenes.root.new_game import RootNewGame
from scenes.root.table import RootTable
from scenes.title import TitleScene

from .conftest import frame, press

BOT_NAMES = {"mechanical-marquise": "Mechanical Marquise", "electric-eyrie": "Electric Eyrie",
             "automated-alliance": "Automated Alliance", "vagabot": "Vagabot"}


def cycle_to(app, ng, seat: int, column: int, value: str) -> None:
    """Click the right half of a seat's selector until it shows `value` (the screen re-lays out
    after some changes, so the widget is looked up again after every click)."""
    for _ in range(20):
        sel = ng.seat_widgets[seat][column]
        if sel.value == value:
            return
        press(app, (sel.rect.right - 8, sel.rect.centery))
        frame(app, 0.02)
    raise AssertionError(f"seat {seat + 1} never showed {value!r}")


def pick_level(app, ng, seat: int, level: str) -> None:
    """An automaton's Difficulty is on its seat's options page (issue 14): open it by the button at
    the end of the seat's row, click the Difficulty selector round to `level`, press Done."""
    from scenes.root.seat_options import AutomatonSeatPage
    from scenes.widgets import Selector
    press(app, ng.option_buttons[seat].rect.center)
    frame(app, 0.02)
    page = app.stack.top
    assert isinstance(page, AutomatonSeatPage)
    for _ in range(20):
        sel = next(w for w in page.widgets if isinstance(w, Selector))      # the Difficulty comes first
        if sel.value == level:
            break
        press(app, (sel.rect.right - 8, sel.rect.centery))
        frame(app, 0.02)
    assert sel.value == level
    press(app, page.done.rect.center)
    frame(app, 0.02)
    assert app.stack.top is ng
    assert ng.options_label(seat).startswith(dict(ng.page_options(seat)[0].values)[level])


def open_root_new_game(app) -> RootNewGame:
    """From the title screen by clicks: choose Root in the game chooser, then New game."""
    title = app.stack.push(TitleScene(app))
    frame(app, 0.02)
    for _ in range(5):                                    # the game chooser: Root
        if title.chooser.value == "root":
            break
        press(app, (title.chooser.rect.right - 8, title.chooser.rect.centery))
    press(app, title.buttons["new"].rect.center)
    frame(app, 0.02)
    ng = app.stack.top
    assert isinstance(ng, RootNewGame)
    return ng


def column_of(ng, option_id: str) -> int:
    cols = [o.id for o in ng.options if o.per_seat and not o.multi]
    return 1 + cols.index(option_id)


@pytest.mark.parametrize("bot,human,level", [
    ("mechanical-marquise", "eyrie", "beginner"),
    ("electric-eyrie", "marquise", "expert"),
    ("automated-alliance", "marquise", "master"),
    ("vagabot", "eyrie", "boss"),
])
def test_a_solo_game_against_an_automaton_from_the_title_screen(app, bot, human, level):
    ng = open_root_new_game(app)
    while len(ng.seat_widgets) > 2:                        # two seats: the person and the automaton
        press(app, (ng.count.rect.x + 6, ng.count.rect.centery))
        frame(app, 0.02)
    assert len(ng.seat_widgets) == 2
    fcol = column_of(ng, "faction")
    cycle_to(app, ng, 0, fcol, human)
    cycle_to(app, ng, 0, 0, "human")
    cycle_to(app, ng, 1, 0, "automaton")               # an automaton seat offers the automata only
    cycle_to(app, ng, 1, fcol, bot)
    pick_level(app, ng, 1, level)
    press(app, ng.start.rect.center)
    frame(app, 0.02)
    table = app.stack.top
    assert isinstance(table, RootTable), getattr(ng, "error", "")
    match = table.match
    assert match.setup["seats"][1] == {**match.setup["seats"][1], "controller": "automaton", "faction": bot,
                                       "difficulty": level}
    assert match.state.fstate[1].level == level

    rnd = random.Random(7)
    clicks = 0
    for _ in range(40000):
        frame(app, 0.02)
        top = app.stack.top
        if isinstance(top, CurtainScene):
            press(app, top.ready.rect.center)
            continue
        if top is not table:
            break
        targets = table.targets()
        if not targets:                                  # the automaton is playing: watch
            continue
        pos, _ = rnd.choice(targets)
        press(app, pos)
        if table.popup:
            frame(app, 0.02)
            pos, _ = rnd.choice(table.targets())
            press(app, pos)
        clicks += 1
    assert match.over and isinstance(app.stack.top, RootGameOver), f"not over after {clicks} clicks"
    assert match.outcome.winners and match.outcome.reason != "round-cap"
    # the automaton's steps were shown in the log in its own terms, each with a reason
    shown = [text for text, _ in table.log.entries]
    steps = [t for t in shown if t.startswith(BOT_NAMES[bot])]
    assert len(steps) >= 10, steps[:5]
    assert any(" — " in t or ":" in t for t in steps)
    assert clicks > 10                                     # the person really played
