"""The new-game screen with automata (issue 16, defect 2): a seat offers only what its controller
can play, the help stays visible with four seats, a refused setup is explained at once in the
seats' column, and nothing overlaps."""
import itertools

import pygame
import pytest

from game.root.factions import get_faction
from scenes.app import App
from scenes.root.new_game import FactionSelector, RootNewGame
from scenes.settings import Settings
from scenes.widgets import Label

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]


def drawn_rect(w) -> pygame.Rect:
    """Where a widget really paints: a label's text may be taller than its box."""
    if isinstance(w, Label):
        return pygame.Rect(w.rect.x, w.rect.y, w.rect.w, w.text_height()) if w.text else pygame.Rect(0, 0, 0, 0)
    return w.rect


def assert_nothing_overlaps(ng, size):
    shown = [w for w in ng.widgets if w.visible and drawn_rect(w).w and drawn_rect(w).h]
    win = pygame.Rect((0, 0), size)
    for w in shown:
        assert win.contains(drawn_rect(w)), (type(w).__name__, getattr(w, "text", ""), drawn_rect(w))
    for a, b in itertools.combinations(shown, 2):
        assert not drawn_rect(a).colliderect(drawn_rect(b)), (type(a).__name__, getattr(a, "text", ""),
                                                              type(b).__name__, getattr(b, "text", ""))


def new_game(size=(1280, 720), seats=4):
    app = App.headless(size, settings=Settings(anim_speed="instant"))
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    ng.set_seat_count(seats)
    return app, ng


def faction_selectors(ng):
    return [next(w for w in row if isinstance(w, FactionSelector)) for row in ng.seat_widgets]


def test_an_automaton_seat_offers_only_automata_and_a_person_only_factions():
    app, ng = new_game()
    for i in range(4):
        ng.set_seat(i, "controller", "automaton")
        sel = faction_selectors(ng)[i]
        assert sel.values and all(get_faction(f).automaton for f, _ in sel.values)
        assert get_faction(ng.setup["seats"][i]["faction"]).automaton     # the seat took an automaton
        ng.set_seat(i, "controller", "human")
        sel = faction_selectors(ng)[i]
        assert not any(get_faction(f).automaton for f, _ in sel.values)
        assert not get_faction(ng.setup["seats"][i]["faction"]).automaton


def test_choosing_automaton_takes_the_automaton_standing_in_for_the_faction():
    app, ng = new_game(seats=2)           # Marquise and Eyrie by default
    ng.set_seat(1, "controller", "automaton")
    assert ng.setup["seats"][1]["faction"] == "electric-eyrie"     # Rootbotics 2.2: it replaces the Eyrie
    assert ng.error == ""
    ng.set_seat(1, "controller", "human")
    assert ng.setup["seats"][1]["faction"] == "eyrie"


def test_every_controller_and_offered_faction_is_accepted_or_explained_at_once():
    """Cycling every seat's faction carousel never yields a controller/faction mismatch; whatever
    the rules refuse is shown before Start is pressed."""
    app, ng = new_game(seats=2)
    for ctl in ("human", "automaton", "random"):
        ng.set_seat(1, "controller", ctl)
        sel = faction_selectors(ng)[1]
        for _ in range(len(sel.values)):
            sel.step(1)
            problem = ng.setup_problem()
            assert "controller must be" not in problem and "only Clockwork" not in problem
            assert ng.error == problem and ng.error_label.text == problem


def test_a_refused_setup_is_explained_on_the_change_in_the_seats_column():
    for size in SIZES:
        app, ng = new_game(size)
        for i in (1, 2, 3):
            ng.set_seat(i, "controller", "automaton")
        ng.set_seat(1, "faction", "mechanical-marquise")          # seat 1 is the Marquise: both cannot play
        app.draw()
        assert "replaces" in ng.error_label.text and ng.error_label.visible
        divider = ng.card.x + int(ng.card.w * 0.69)
        assert drawn_rect(ng.error_label).right <= divider
        assert drawn_rect(ng.error_label).bottom <= ng.back.rect.y
        assert_nothing_overlaps(ng, size)


def test_the_controller_help_is_visible_with_four_automaton_seats():
    for size in SIZES:
        app, ng = new_game(size)
        for i in range(4):
            ng.set_seat(i, "controller", "automaton")
        app.draw()
        assert ng.seat_help is not None and ng.seat_help.visible
        assert "Automaton" in ng.seat_help.text and "Human" in ng.seat_help.text
        assert drawn_rect(ng.seat_help).h <= ng.seat_help.rect.h or not ng.compact
        assert_nothing_overlaps(ng, size)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_nothing_overlaps_with_people_and_automata(seats):
    for size in SIZES:
        app, ng = new_game(size, seats)
        ng.set_seat(seats - 1, "controller", "automaton")
        app.draw()
        assert_nothing_overlaps(ng, size)


def seat_page(app, ng, seat):
    """Open seat `seat`'s automaton options page by its row's button (issue 14)."""
    from scenes.root.seat_options import AutomatonSeatPage
    ng.option_buttons[seat].click()
    page = app.stack.top
    assert isinstance(page, AutomatonSeatPage)
    app.draw()
    return page


def page_selector(page, caption):
    """The selector under a caption of the options page."""
    from scenes.widgets import Selector
    x, y = next(pos for text, pos in page.captions if text == caption)
    return next(w for w in page.widgets if isinstance(w, Selector) and w.rect.topleft == (x, y + page_px(22)))


def edition_box(page):
    from scenes.widgets import Checkbox
    return next((w for w in page.widgets if isinstance(w, Checkbox) and w.text.startswith("2021 edition")), None)


def page_px(n):
    from scenes import theme
    return theme.px(n)


def test_the_difficulty_tooltip_explains_each_level():
    app, ng = new_game(seats=2)
    ng.set_seat(1, "controller", "automaton")
    page = seat_page(app, ng, 1)
    diff = page_selector(page, "Difficulty")
    assert [lab for _v, lab in diff.values] == ["Beginner", "Expert", "Master", "Boss Mode"]
    for level in ("Beginner:", "Expert:", "Master:", "Boss Mode:"):
        assert level in diff.tooltip


@pytest.mark.parametrize("size", SIZES)
def test_cw2_levels_named_by_their_cards(size):
    """Issue 14: the Clockwork 2 bots' levels read as their cards (Easy / Normal / Challenging /
    Nightmare) with the Clockwork 1 name beside (CW2 facts §4.1); Clockwork 1 bots keep theirs —
    on the seat's options page and, for the level chosen, on the button that opens it."""
    app, ng = new_game(size, seats=2)
    for i, f in enumerate(["riverfolk-robots", "mechanical-marquise"]):
        ng.set_seat(i, "controller", "automaton")
        ng.set_seat(i, "faction", f)
    ng.set_seat(0, "difficulty", "boss")
    ng.layout(ng.size)
    assert ng.option_buttons[0].text.startswith("Nightmare (Boss Mode)")
    assert ng.option_buttons[1].text.startswith("Expert")
    assert_nothing_overlaps(ng, size)
    page = seat_page(app, ng, 0)
    assert [lab for _v, lab in page_selector(page, "Difficulty").values] == [
        "Easy (Beginner)", "Normal (Expert)", "Challenging (Master)", "Nightmare (Boss Mode)"]
    page.on_escape()
    page = seat_page(app, ng, 1)
    assert [lab for _v, lab in page_selector(page, "Difficulty").values] == ["Beginner", "Expert", "Master", "Boss Mode"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("bots", [["automated-alliance", "vagabot", "logical-lizards", "mechanical-marquise"],
                                  ["mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot"]])
def test_the_2021_edition_is_a_box_for_the_alliance_and_vagabot_seats(size, bots):
    """Issue 14: the 2021 edition of the Law of Rootbotics, offered for the Automated Alliance and
    the Vagabot only, as a box on the seat's options page (the seat's row had no room for it):
    its label whole, overlapping nothing; ticked, the seat plays 2021 and its button counts the
    choice; the others carry no edition."""
    app, ng = new_game(size)
    for i, f in enumerate(bots):
        ng.set_seat(i, "controller", "automaton")
        ng.set_seat(i, "faction", f)
    mine = [i for i, f in enumerate(bots) if f in ("automated-alliance", "vagabot")]
    for i in range(4):
        page = seat_page(app, ng, i)
        box = edition_box(page)
        assert (box is not None) == (i in mine), bots[i]
        if box is not None:
            assert not box.checked
        assert_nothing_overlaps(page, size)
        page.on_escape()
    assert_nothing_overlaps(ng, size)
    k = mine[-1]
    page = seat_page(app, ng, k)
    edition_box(page).toggle()
    page.on_escape()
    assert ng.option_buttons[k].text.endswith("+1")
    ng.begin()
    match = app.stack.top.match
    assert match.state.fstate[k].edition == "2021"
    assert all(match.state.fstate[i].edition == "dc" for i in mine if i != k)
    assert all("edition" not in match.setup["seats"][i] for i in range(4) if i not in mine)
