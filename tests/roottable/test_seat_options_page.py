"""Issue 14: an automaton seat's options on the Root new-game screen. Six seats — five automata,
the Riverfolk Robots and the Logical Lizards among them, and one person — cut the rows' text at
1280×720 (the Difficulty read "N…", faction names were cut). Now a seat's row ends in one button
naming its level, and the Difficulty, traits, the faction's own options, the 2021 edition and the
Advanced Services card (LCC2 260, R-AUTO-S20/S30) are on that seat's options page. Nothing is cut,
out of its box or overlapping, in English, French and Portuguese, at 1280×720 and 1920×1080."""
from __future__ import annotations

import pytest

from game.core import i18n
from game.root.ruleset import ADVANCED_SERVICE_BOTS
from scenes.app import App
from scenes.root.new_game import RootNewGame
from scenes.root.seat_options import AutomatonSeatPage
from scenes.settings import Settings
from scenes.widgets import Checkbox, Selector
from tests.scenes.textfit import watching

from .test_new_game_automata import assert_nothing_overlaps

SIZES = [(1280, 720), (1920, 1080)]
LANGS = ["en", "fr", "pt"]
BOTS = ["riverfolk-robots", "logical-lizards", "vagabot", "automated-alliance", "automated-keepers"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def six_seats(size, lang, level="boss", every_option=True):
    """A person and the five automata, each at `level` with every trait and box on (the longest
    button labels)."""
    app = App.headless(size, settings=Settings(anim_speed="instant", language=lang))
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    ng.set_seat_count(6)
    for i, f in enumerate(BOTS):
        ng.set_seat(i + 1, "controller", "automaton")
        ng.set_seat(i + 1, "faction", f)
        ng.setup["seats"][i + 1]["difficulty"] = level
        if every_option:
            ng.setup["seats"][i + 1]["traits"] = [v for v, _lab, _tip in ng.trait_choices(i + 1)]
            if f in ADVANCED_SERVICE_BOTS:
                ng.setup["seats"][i + 1]["advanced_services"] = "on"
    ng.layout(ng.size)
    return app, ng


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("level", ["expert", "boss"])
def test_six_seats_with_five_automata_cut_nothing(monkeypatch, size, lang, level):
    with watching(monkeypatch) as w:
        app, ng = six_seats(size, lang, level)
        app.draw()
    assert not w.cut and not w.overflow, ([f"cut: {a!r} -> {b!r}" for a, b in w.cut[:8]], w.overflow[:8])
    assert sorted(ng.option_buttons) == [1, 2, 3, 4, 5]
    assert_nothing_overlaps(ng, size)
    for i, b in ng.option_buttons.items():              # the level the seat plays, then what it has on
        level_name = dict(ng.page_options(i)[0].values)[level]
        on = len(ng.setup["seats"][i]["traits"]) + (ng.setup["seats"][i]["faction"] in ADVANCED_SERVICE_BOTS)
        assert b.text.startswith(level_name) and b.text.endswith(f"+{on}"), b.text
        assert b.rect.bottom <= ng.back.rect.y                     # above Back, in its own row
        assert b.rect.y == ng.seat_widgets[i][0].rect.y


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_automaton_page_cuts_nothing(monkeypatch, size, lang):
    app, ng = six_seats(size, lang)
    for i in range(1, 6):
        with watching(monkeypatch) as w:
            ng.option_buttons[i].click()
            page = app.stack.top
            assert isinstance(page, AutomatonSeatPage)
            app.draw()
        assert not w.cut and not w.overflow, (BOTS[i - 1], w.cut[:8], w.overflow[:8])
        assert_nothing_overlaps(page, size)
        page.on_escape()
        assert app.stack.top is ng


def _page(app, ng, i) -> AutomatonSeatPage:
    ng.option_buttons[i].click()
    page = app.stack.top
    assert isinstance(page, AutomatonSeatPage)
    app.draw()
    return page


def _caption_selector(page, caption) -> Selector:
    from scenes import theme
    x, y = next(pos for text, pos in page.captions if text == caption)
    return next(w for w in page.widgets if isinstance(w, Selector) and w.rect.topleft == (x, y + theme.px(22)))


def test_the_advanced_services_box_is_offered_where_a_card_exists_and_reaches_the_automaton():
    """R-AUTO-S30: the seat option `advanced_services` (R-AUTO-S20, so far command-line only) is a
    box on the page of the seven automata that have an Advanced card; ticked, the seat plays it."""
    app, ng = six_seats((1280, 720), "en", "expert", every_option=False)
    for i, f in enumerate(BOTS, start=1):
        page = _page(app, ng, i)
        boxes = [w for w in page.widgets if isinstance(w, Checkbox) and w.text.startswith("Advanced Services")]
        assert len(boxes) == (f in ADVANCED_SERVICE_BOTS), f
        if f == "logical-lizards":
            assert not boxes[0].checked
            boxes[0].toggle()
        page.on_escape()
    assert ng.setup["seats"][2]["advanced_services"] == "on"
    assert ng.option_buttons[2].text.endswith("+1")
    ng.begin()
    match = app.stack.top.match
    assert match.setup["seats"][2]["advanced_services"] == "on"
    assert match.state.fstate[2].advanced is True
    assert match.state.fstate[3].advanced is False              # the Vagabot, left off


def test_the_faction_options_and_difficulty_chosen_on_the_page_reach_the_match():
    """The Robots' stand-in options and a level chosen on the page travel with the seat; the
    Lizards' options stay theirs (a page shows its faction's own options only)."""
    app, ng = six_seats((1280, 720), "en", "expert", every_option=False)
    page = _page(app, ng, 1)
    caps = [t for t, _pos in page.captions]
    assert caps[0] == "Difficulty" and "Traits" in caps and "Stock the Market" in caps and "Garden scoring" not in caps
    market = _caption_selector(page, "Stock the Market")
    market.step(1)
    _caption_selector(page, "Difficulty").step(1)            # Normal -> Challenging (Master)
    page.on_escape()
    assert ng.option_buttons[1].text.startswith("Challenging (Master)")
    page = _page(app, ng, 2)
    caps = [t for t, _pos in page.captions]
    assert "Garden scoring" in caps and "Stock the Market" not in caps
    page.on_escape()
    ng.begin()
    match = app.stack.top.match
    assert match.setup["seats"][1]["riverfolk_market"] == market.value != "fill"
    assert match.setup["seats"][1]["difficulty"] == "master" and match.state.fstate[1].level == "master"


def test_rows_of_people_only_keep_their_room():
    """A screen with no automaton keeps no room for the options button: the rows are laid out
    as before (the people's rows must not get worse)."""
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    ng.set_seat_count(6)
    app.draw()
    assert ng.row_tail_width() == 0 and not ng.option_buttons
    assert "Difficulty and options" not in [t for t, _pos in ng.captions]
