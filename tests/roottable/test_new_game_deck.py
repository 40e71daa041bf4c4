"""The new-game screen offers the Exiles & Partisans deck (Law A.2, R-EP-1): a click on the Deck
selector's arrow chooses it, the Partisans option (R-EP-4) appears only then, nothing overlaps at
the window sizes we support, and Start seats the table with that deck."""
import pytest

from scenes.root.new_game import RootNewGame
from scenes.widgets.selector import Selector
from tests.scenes.conftest import click

from .test_new_game_automata import SIZES, assert_nothing_overlaps, new_game


def deck_selector(ng) -> Selector:
    return next(w for w in ng.widgets if isinstance(w, Selector) and ("exiles", "Exiles & Partisans") in w.values)


def partisans_shown(ng) -> bool:
    return any(isinstance(w, Selector) and any(v == "keep-birds" for v, _ in w.values) for w in ng.widgets)


@pytest.mark.parametrize("size", SIZES)
def test_choosing_the_exiles_deck_by_clicks(size):
    app, ng = new_game(size, seats=4)
    assert not partisans_shown(ng)
    sel = deck_selector(ng)
    click(app, (sel.rect.right - 8, sel.rect.centery))           # the right arrow: the next deck
    assert ng.setup["deck"] == "exiles"
    assert partisans_shown(ng)
    app.draw()
    assert_nothing_overlaps(ng, size)
    click(app, ng.start)
    table = app.stack.top
    assert not isinstance(table, RootNewGame)
    assert table.match.state.deck_id == "exiles"
