"""Issue 13's "done when": a group sets up and finishes a 5-player game with the Lord of the
Hundreds, the Keepers in Iron, three hirelings (chosen on the hirelings page) and landmarks (chosen
on the landmarks page), on a map other than Autumn, with either deck — by mouse only, from the title
screen, people in every seat (pass and play). The clicks in play are chosen by a seeded policy over
what glows on screen (tests/roottable/clickplay.py), which also checks at every step that every
legal choice can be clicked."""
import pygame
import pytest

from scenes.root.hireling_picker import HirelingPicker
from scenes.root.landmark_picker import LandmarkPicker
from scenes.root.table import RootTable
from scenes.title import TitleScene
from scenes.widgets import Checkbox, Selector

from .clickplay import assert_finished_by_clicks, drive_by_clicks
from tests.scenes.conftest import type_text

from .conftest import frame, key, press
from .test_solo_from_title import column_of, cycle_to, open_root_new_game

SEED_WINTER, SEED_LAKE = 2, 2          # typed into the seed box: the same game every run (about 1200 clicks each)
# (seed, map, deck, the five factions, three hirelings by their box label, landmarks by their box label)
VARIANTS = {
    "winter-base": (SEED_WINTER, "winter", "base", ["hundreds", "keepers", "marquise", "eyrie", "vagabond"],
                    ["Popular Band", "Riverfolk Flotilla", "Corvid Spies"],
                    ["Lost City", "Legendary Forge", "Black Market"]),
    "lake-exiles": (SEED_LAKE, "lake", "exiles", ["keepers", "hundreds", "alliance", "riverfolk", "duchy"],
                    ["Forest Patrol", "Highway Bandits", "Last Dynasty"],
                    ["Elder Treetop", "The Tower"]),
}


def option_selector(ng, option_id: str) -> Selector:
    """The game option's selector on the new-game screen (found by its values, as a player reads it)."""
    o = next(o for o in ng.options if o.id == option_id)
    want = [v for v, _lab in o.values]
    return next(w for w in ng.widgets if isinstance(w, Selector) and [v for v, _lab in w.values] == want)


def click_option_to(app, ng, option_id: str, value: str) -> None:
    """Click the right arrow of a game option until it shows `value`; a page that opens on the way
    (the hirelings page opens on "random" too) is closed with its Done button."""
    for _ in range(12):
        if app.stack.top is not ng:
            press(app, app.stack.top.done.rect.center)
            frame(app, 0.02)
        if ng.setup.get(option_id) == value:
            return
        sel = option_selector(ng, option_id)
        press(app, (sel.rect.right - 8, sel.rect.centery))
        frame(app, 0.02)
    raise AssertionError(f"{option_id} never showed {value!r}")


def tick(app, page, labels) -> None:
    boxes = {w.text: w for w in page.widgets if isinstance(w, Checkbox)}
    for name in labels:
        press(app, boxes[name].rect.center)
        frame(app, 0.02)


def type_seed(app, ng, seed: int) -> None:
    """Click the seed box, clear it and type the seed (so the test replays the same game)."""
    press(app, ng.seed_input.rect.center)
    for _ in range(len(ng.seed_text) + 2):
        key(app, pygame.K_BACKSPACE)
    type_text(app, str(seed))
    frame(app, 0.02)
    assert ng.seed_text == str(seed), ng.seed_text


def set_up_by_mouse(app, seed, map_id, deck, factions, hirelings, landmarks) -> RootTable:
    ng = open_root_new_game(app)
    for _ in range(6):                                    # the player count's right arrow: five seats
        if len(ng.seat_widgets) == 5:
            break
        press(app, (ng.count.rect.right - 6, ng.count.rect.centery))
        frame(app, 0.02)
    assert len(ng.seat_widgets) == 5
    fcol = column_of(ng, "faction")
    for i, f in enumerate(factions):
        cycle_to(app, ng, i, 0, "human")
        cycle_to(app, ng, i, fcol, f)
    click_option_to(app, ng, "map", map_id)
    click_option_to(app, ng, "deck", deck)
    # Hirelings: "chosen" opens the hirelings page; tick three, Done
    click_option_to(app, ng, "hirelings", "chosen")
    page = app.stack.top
    if page is ng:                                         # passed it by on the way: open it again
        click_option_to(app, ng, "hirelings", "off")
        sel = option_selector(ng, "hirelings")
        while ng.setup.get("hirelings") != "chosen":
            press(app, (sel.rect.right - 8, sel.rect.centery))
            frame(app, 0.02)
            if app.stack.top is not ng and ng.setup.get("hirelings") != "chosen":
                press(app, app.stack.top.done.rect.center)
                frame(app, 0.02)
            sel = option_selector(ng, "hirelings")
        page = app.stack.top
    assert isinstance(page, HirelingPicker)
    tick(app, page, hirelings)
    press(app, page.done.rect.center)
    frame(app, 0.02)
    # Landmarks: "chosen" opens the landmarks page; tick them, Done
    click_option_to(app, ng, "landmarks", "random-1")
    sel = option_selector(ng, "landmarks")
    press(app, (sel.rect.right - 8, sel.rect.centery))
    frame(app, 0.02)
    page = app.stack.top
    assert isinstance(page, LandmarkPicker)
    tick(app, page, landmarks)
    press(app, page.done.rect.center)
    frame(app, 0.02)
    assert app.stack.top is ng
    type_seed(app, ng, seed)
    assert ng.setup_problem() == "", ng.setup_problem()
    press(app, ng.start.rect.center)
    frame(app, 0.02)
    table = app.stack.top
    assert isinstance(table, RootTable), getattr(ng, "error", "")
    return table


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_five_seat_game_with_hirelings_and_landmarks_from_the_title_screen(app, variant):
    seed, map_id, deck, factions, hirelings, landmarks = VARIANTS[variant]
    table = set_up_by_mouse(app, seed, map_id, deck, factions, hirelings, landmarks)
    match = table.match
    s = match.state
    assert [f for f in s.factions] == factions
    assert match.setup["map"] == map_id and s.deck_id == deck
    assert all(seat.get("controller", "human") == "human" for seat in match.setup["seats"])
    assert len(match.setup["hireling_pick"]) == 3
    assert sorted(match.setup["landmark_set"]) == sorted(
        {"Lost City": "lost-city", "Legendary Forge": "forge", "Black Market": "black-market",
         "Elder Treetop": "treetop", "The Tower": "tower"}[x] for x in landmarks)
    game = drive_by_clicks(app, table, seed=5, max_frames=60000)
    assert_finished_by_clicks(app, match)
    assert len(s.hirelings) == 3                             # the three dealt (Law A.6)
    kinds = set().union(*game.kinds.values())
    assert "root.hire.setup" in kinds or any(k.startswith("root.hire") for k in kinds)
    assert "root.landmark.place" in kinds                    # a landmark set up by a click (Law A.5.3)
    assert {i for i in game.kinds} == set(range(5))         # every seat clicked


def test_the_riverfolk_funds_of_five_factions_can_all_be_clicked(app):
    """Found by the 5-seat game: the Funds row of the Riverfolk's board stopped after four owners,
    so a fifth faction's funds could not be clicked to spend (Law 11.2.4). The row now wraps."""
    from game.core.match import Match
    from game.root.ruleset import RULESET

    from .conftest import root_setup
    factions = ["riverfolk", "marquise", "eyrie", "hundreds", "keepers"]
    match = Match(RULESET, RULESET.default_content(), root_setup(factions, map_id="winter"), 3)
    match.state.fstate[0].funds = {f: 1 + i for i, f in enumerate(factions)}
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, viewer=0, autosave=False, curtain=False))
    table.panel_seat = 0                                        # the Riverfolk's board
    table._version += 1
    app.draw()
    funds = {ref: r for ref, r in table.panel_targets if ref.startswith("fund:")}
    assert sorted(funds) == sorted(f"fund:{f}" for f in factions)
    rects = list(funds.values())
    assert all(table.panel_rect.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
