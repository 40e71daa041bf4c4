"""Automaton traits on the new-game screen (Rootbotics 3.3.2) and fast-forward at the Root table."""
import pytest

from game.core.decision import SetupError
from game.core.match import Match
from game.core.ruleset import Option, Ruleset
from game.root.ruleset import RULESET
from scenes.root.new_game import RootNewGame
from scenes.root.table import RootTable
from tests.roottable.conftest import frame, key, press, root_match


def _trait_boxes(page):
    """The trait checkboxes of a seat's automaton options page (issue 14: they left the seat's
    row), not its edition or Advanced Services boxes."""
    return [w for w in page.widgets if type(w).__name__ == "Checkbox"
            and not w.text.startswith(("2021 edition", "Advanced Services"))]


def _open_page(app, ng, seat):
    from scenes.root.seat_options import AutomatonSeatPage
    press(app, ng.option_buttons[seat].rect.center)
    page = app.stack.top
    assert isinstance(page, AutomatonSeatPage)
    app.draw()
    return page


def _eyrie_seat(ng):
    ng.set_seat(1, "faction", "electric-eyrie")
    ng.set_seat(1, "controller", "automaton")
    ng.layout(ng.size)


def test_an_automaton_seat_shows_its_own_four_traits_with_tooltips(app):
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    _eyrie_seat(ng)
    app.draw()
    assert not [w for w in ng.widgets if type(w).__name__ == "Checkbox" and w is not ng.coop_box]
    page = _open_page(app, ng, 1)
    boxes = _trait_boxes(page)
    # its four Clockwork 1 traits and its Clockwork 2 card (CW2 facts §5.1)
    assert [b.text for b in boxes] == ["Nobility", "Relentless", "Swoop", "War Tax", "Focused"]
    assert all(b.tooltip for b in boxes)
    assert "2 warriors" in boxes[2].tooltip            # our own text from data/root/bots/electric-eyrie.yaml
    page.on_escape()
    ng.set_seat(1, "controller", "human")              # a person's faction: no options page, no trait boxes
    assert 1 not in ng.option_buttons


def test_traits_chosen_on_the_screen_reach_the_automaton(app):
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    ng.set_seat(0, "faction", "marquise")
    _eyrie_seat(ng)
    page = _open_page(app, ng, 1)
    boxes = {w.text: w for w in _trait_boxes(page)}
    press(app, boxes["Swoop"].rect.center)
    press(app, boxes["War Tax"].rect.center)
    press(app, boxes["Nobility"].rect.center)
    press(app, boxes["Nobility"].rect.center)          # on, then off again
    press(app, page.done.rect.center)
    assert app.stack.top is ng and ng.option_buttons[1].text.endswith("+2")
    ng.begin()
    table = app.stack.top
    assert isinstance(table, RootTable), ng.error
    st = table.match.state
    bot = st.factions.index("electric-eyrie")
    assert st.fstate[bot].traits == ["swoop", "war-tax"]
    assert "traits" not in table.match.setup["seats"][0]   # a human seat carries none


def test_an_unknown_or_foreign_trait_is_refused_with_a_clear_message():
    c = RULESET.default_content()
    setup = {"seats": [{"controller": "human", "faction": "marquise"},
                       {"controller": "automaton", "faction": "electric-eyrie", "traits": ["flying-pigs"]}],
             "map": "autumn", "deck": "base"}
    with pytest.raises(SetupError, match="flying-pigs"):
        RULESET.check_setup(c, setup)
    setup["seats"][1]["traits"] = ["blitz"]            # the Marquise bot's trait, not the Eyrie's
    with pytest.raises(SetupError, match="Electric Eyrie has no trait 'blitz'"):
        RULESET.check_setup(c, setup)
    setup["seats"][1]["traits"] = ["swoop"]
    Match(RULESET, c, RULESET.check_setup(c, setup), 1)


def test_core_multi_choice_option_is_validated():
    class Multi(Ruleset):
        title = "Multi"

        def options(self, content):
            return [Option("perks", "Perks", (("a", "A"), ("b", "B")), "", per_seat=True, multi=True)]
    rs = Multi()
    setup = rs.default_setup(None)
    assert setup["seats"][0]["perks"] == []
    setup["seats"][0]["perks"] = ["b", "a"]
    rs.check_setup(None, setup)
    setup["seats"][0]["perks"] = ["c"]
    with pytest.raises(SetupError, match="Perks: unknown 'c'"):
        rs.check_setup(None, setup)
    setup["seats"][0]["perks"] = ["a", "a"]
    with pytest.raises(SetupError, match="once"):
        rs.check_setup(None, setup)
    setup["seats"][0]["perks"] = "a"
    with pytest.raises(SetupError, match="list"):
        rs.check_setup(None, setup)


def _frames_for_a_bot_turn(app, fast: bool) -> int:
    """Frames until two turn boundaries have passed (setup, then one whole automaton turn)."""
    import pygame
    m = root_match(factions=["mechanical-marquise", "electric-eyrie"], controllers=["automaton", "automaton"], seed=3)
    app.settings.anim_speed = "normal"
    table = app.stack.push(RootTable(app, m, autosave=False))
    if fast:
        key(app, pygame.K_f)
        assert table.fast and table.fast_btn.text == "Fast: on"
    for n in range(1, 5000):
        frame(app, 1 / 60)
        if sum(1 for e in m.history if e.kind == "root.turn") >= 2:
            return n
    raise AssertionError("no automaton turn completed")


def test_fast_forward_plays_a_bot_turn_in_fewer_frames(app):
    slow = _frames_for_a_bot_turn(app, fast=False)
    app.stack.pop()
    fast = _frames_for_a_bot_turn(app, fast=True)
    assert fast < slow / 5, (fast, slow)
    table = app.stack.top
    key(app, __import__("pygame").K_f)
    assert not table.fast and table.fast_btn.text == "Fast"


def test_vagabot_character_travels_and_difficulty_shows_only_for_automata(app):
    from scenes.widgets import Selector
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    ng.set_seat(0, "faction", "marquise")
    ng.set_seat(1, "faction", "vagabot")
    ng.set_seat(1, "controller", "automaton")
    ng.layout(ng.size)
    assert sorted(ng.option_buttons) == [1]            # the automaton's button; none for the person
    page = _open_page(app, ng, 1)
    caps = [t for t, _pos in page.captions]
    assert "Difficulty" in caps and "Character" in caps
    x, y = page.captions[caps.index("Character")][1]
    char = next(w for w in page.widgets if isinstance(w, Selector) and w.rect.topleft[1] == y + 22 and w.rect.x == x)
    while char.value != "ranger":
        press(app, (char.rect.right - 8, char.rect.centery))
    page.on_escape()
    ng.begin()
    table = app.stack.top
    assert isinstance(table, RootTable), ng.error
    assert table.match.setup["seats"][1]["character"] == "ranger"
    assert table.match.state.fstate[1].character == "ranger"
