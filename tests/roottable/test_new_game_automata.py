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


def test_the_difficulty_tooltip_explains_each_level():
    app, ng = new_game(seats=2)
    ng.set_seat(1, "controller", "automaton")
    row = ng.seat_widgets[1]
    diff = next(w for w in row if w.visible and "Expert" in [lab for _v, lab in getattr(w, "values", [])])
    for level in ("Beginner:", "Expert:", "Master:", "Boss Mode:"):
        assert level in diff.tooltip


def column(ng, option_id):
    cols = [o.id for o in ng.options if o.per_seat and not o.multi]
    return 1 + cols.index(option_id)


@pytest.mark.parametrize("size", SIZES)
def test_cw2_levels_named_by_their_cards(size):
    """Issue 14: the Clockwork 2 bots' levels read as their cards (Easy / Normal / Challenging /
    Nightmare) with the Clockwork 1 name beside (CW2 facts §4.1); Clockwork 1 bots keep theirs."""
    app, ng = new_game(size, seats=2)
    for i, f in enumerate(["riverfolk-robots", "mechanical-marquise"]):
        ng.set_seat(i, "controller", "automaton")
        ng.set_seat(i, "faction", f)
    lv = column(ng, "difficulty")
    assert [lab for _v, lab in ng.seat_widgets[0][lv].values] == [
        "Easy (Beginner)", "Normal (Expert)", "Challenging (Master)", "Nightmare (Boss Mode)"]
    assert [lab for _v, lab in ng.seat_widgets[1][lv].values] == ["Beginner", "Expert", "Master", "Boss Mode"]
    assert_nothing_overlaps(ng, size)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("bots", [["automated-alliance", "vagabot", "logical-lizards", "mechanical-marquise"],
                                  ["mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot"]])
def test_the_2021_edition_is_a_box_for_the_alliance_and_vagabot_seats(size, bots):
    """Issue 14: the 2021 edition of the Law of Rootbotics, offered for the Automated Alliance and
    the Vagabot only, as a box on the seat's row or its traits line (a fifth seat column cut the
    rows' text at 1280×720): inside the seats' column and the seat's own lines, its label whole,
    overlapping nothing; ticked, the seat plays 2021; the others carry no edition."""
    from scenes import theme
    from scenes.new_game import LEFT_SHARE
    app, ng = new_game(size)
    for i, f in enumerate(bots):
        ng.set_seat(i, "controller", "automaton")
        ng.set_seat(i, "faction", f)
    mine = [i for i, f in enumerate(bots) if f in ("automated-alliance", "vagabot")]
    assert sorted(ng.edition_boxes) == mine
    limit = ng.card.x + int(ng.card.w * LEFT_SHARE)
    rows = ng.seat_widgets
    for i, cb in ng.edition_boxes.items():
        assert cb.text in ("2021 edition", "2021")
        assert rows[i][0].rect.right < cb.rect.left and cb.rect.right <= limit
        bottom = rows[i + 1][0].rect.top if i + 1 < len(rows) else ng.rows_bottom
        assert rows[i][0].rect.top <= cb.rect.top and cb.rect.bottom <= bottom      # its own seat's lines
        assert cb.rect.w >= theme.px(36) + theme.font("text", 18).size(cb.text)[0]  # the label is whole
        assert not cb.checked
    assert_nothing_overlaps(ng, size)
    k = mine[-1]
    ng.edition_boxes[k].on_change(True)
    ng.begin()
    match = app.stack.top.match
    assert match.state.fstate[k].edition == "2021"
    assert all(match.state.fstate[i].edition == "dc" for i in mine if i != k)
    assert all("edition" not in match.setup["seats"][i] for i in range(4) if i not in mine)
