"""Hirelings at the table (Law App. E): a whole 4-seat game with three hirelings set up and played
by clicks only (their setup, their Daylight actions, giving a card away), the hireling cards
drawn beside the board with their controller, and their pieces on the map in their own look."""

from game.core.match import Match
from game.root.ruleset import RULESET
from scenes.root.table import RootTable
from scenes.title import TitleScene

from .clickplay import assert_finished_by_clicks, play_by_clicks
from .conftest import frame, root_setup

FACTIONS = ["duchy", "corvids", "riverfolk", "lizards"]
DEAL = "forest-patrol:promoted,vault-keepers:promoted,flame-bearers"


def _match(seed):
    content = RULESET.default_content()
    setup = RULESET.check_setup(content, dict(root_setup(FACTIONS), hirelings=DEAL))
    return Match(RULESET, content, setup, seed)


def test_a_four_seat_game_with_hirelings_by_clicks(app):
    match = _match(11)
    game = play_by_clicks(app, match, seed=4, max_frames=40000)
    assert_finished_by_clicks(app, match)
    kinds = set().union(*game.kinds.values())
    assert "root.hire.setup" in kinds                       # A.6.3 by click
    assert {"root.hire.pass", "root.hire.clearing"} & kinds  # a card given away / a hireling placed
    assert any(k.startswith("root.hire.move") for k in kinds) or "root.hire.clearing" in kinds


def test_hireling_cards_and_pieces_are_drawn(app):
    match = _match(5)
    guard = 0
    while match.pending is not None and match.pending.kind.startswith("root.hire") and guard < 20:
        match.apply(match.pending.choices[0].id)      # the hirelings' setup, then play starts
        guard += 1
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, viewer=0, autosave=False, curtain=False))
    frame(app, 0.02)
    frame(app, 0.02)
    drawn = table.board.drawn
    patrol = [d for d in drawn if d[1] == "warrior" and d[2] == "forest-patrol"]
    assert len(patrol) == 12                                 # one Patrol warrior in every clearing
    assert any(d[1] == "vault" and d[2] == "vault-keepers" for d in drawn)
    tips = [t for _r, t in table.info_spots if "control marker" in t]
    assert len(tips) == 3                                    # the three cards beside the board


def test_the_new_game_screen_offers_a_chosen_deal(app):
    """Hirelings off / random / chosen on the new-game screen; "chosen" opens the hirelings page
    whose boxes (clicked) make the deal; a deal that locks out a seated faction is refused there."""
    from scenes.root.hireling_picker import HirelingPicker
    from scenes.root.new_game import RootNewGame
    from scenes.widgets import Checkbox

    from .conftest import press
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    frame(app, 0.02)
    ng.set_option("hirelings", "chosen")
    picker = app.stack.top
    assert isinstance(picker, HirelingPicker)
    frame(app, 0.02)
    boxes = {w.text: w for w in picker.widgets if isinstance(w, Checkbox)}
    from game.root.hirelings import hireling_ids
    assert len(boxes) == 2 * len(hireling_ids())             # both sides of every built hireling
    for name in ("Forest Patrol", "Rabbit Scouts", "Vault Keepers"):
        press(app, boxes[name].rect.center)
    assert sorted(ng.setup["hireling_pick"]) == ["forest-patrol", "rabbit-scouts", "vault-keepers"]
    press(app, picker.done.rect.center)
    assert app.stack.top is ng
    assert "locks out" in ng.setup_problem()             # the default seats include the Marquise
    ng.set_seat(0, "faction", "duchy")
    assert ng.setup_problem() == ""


def test_prophets_and_the_expedition_are_drawn_with_their_footholds(app):
    """facts §3.9, §3.11: the Prophets in the four ruin clearings, the Expedition's foothold token
    and its 3 warriors in their own colour on the map."""
    content = RULESET.default_content()
    setup = RULESET.check_setup(content, dict(root_setup(["marquise", "eyrie", "alliance", "vagabond"]),
                                              hirelings="warm-sun-prophets:promoted,sunward-expedition:promoted,"
                                                        "popular-band"))
    match = Match(RULESET, content, setup, 7)
    guard = 0
    while match.pending is not None and match.pending.kind.startswith("root.hire") and guard < 20:
        match.apply(match.pending.choices[0].id)
        guard += 1
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, viewer=0, autosave=False, curtain=False))
    frame(app, 0.02)
    frame(app, 0.02)
    drawn = table.board.drawn
    prophets = [d for d in drawn if d[1] == "warrior" and d[2] == "warm-sun-prophets"]
    assert sorted(d[0] for d in prophets) == sorted(content.maps[match.state.map_id].ruins)
    footholds = [d for d in drawn if d[1] == "foothold" and d[2] == "sunward-expedition"]
    assert len(footholds) == 1
    assert (footholds[0][0], "warrior", "sunward-expedition", 3) in drawn


def test_mole_artisans_kept_cards_are_shown_on_their_card(app):
    """R-HIRE-64: the crafted cards the Mole Artisans keep revealed are public: the card's hover
    text at the table names them."""
    from game.root import scenario
    content = RULESET.default_content()
    sc = {"name": "t", "rule": "t", "setup": {"factions": ["marquise", "eyrie"], "turn": "marquise", "phase": "daylight",
                                              "hands": {"marquise": [], "eyrie": []},
                                              "hirelings": {"mole-artisans": {"controller": "marquise", "control": 2,
                                                                              "data": {"kept": ["anvil"], "by": 0}}}}}
    match = scenario.build_match(content, sc)
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, viewer=1, autosave=False, curtain=False))
    frame(app, 0.02)
    tips = [t for _r, t in table.info_spots if "Mole Artisans" in t]
    assert tips and "Anvil" in tips[0], tips
    assert table.drawn_kept == ["anvil"]                 # drawn face up under the card, for every viewer
    (cid, r), = table.kept_spots
    table.update_hover(r.center)
    assert table.hover_card == "anvil"                   # hovering it zooms the card


def test_highway_bandits_are_drawn_on_their_paths_with_a_tooltip(app):
    """facts §3.10: each Bandit at its path's midpoint in the hireling's look; hovering it tells
    its path, its controller and its toll."""
    from game.root import scenario
    content = RULESET.default_content()
    sc = {"name": "t", "rule": "t", "setup": {"factions": ["marquise", "eyrie"], "turn": "marquise", "phase": "daylight",
                                              "hands": {"marquise": [], "eyrie": []},
                                              "hirelings": {"highway-bandits": {"controller": "eyrie", "control": 2,
                                                                                "data": {"paths": [[1, 5], [2, 10]]}}}}}
    match = scenario.build_match(content, sc)
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, viewer=0, autosave=False, curtain=False))
    frame(app, 0.02)
    drawn = [d for d in table.board.drawn if d[1] == "bandit"]
    assert drawn == [("path:1-5", "bandit", "highway-bandits", 1), ("path:2-10", "bandit", "highway-bandits", 1)]
    board = table.board
    mid = board.to_screen(*((board.pos[1][0] + board.pos[5][0]) / 2, (board.pos[1][1] + board.pos[5][1]) / 2))
    assert board.bandit_at(mid) == (1, 5, 1)
    table.update_hover(mid)
    assert table.hover_ref.startswith("info:Highway Bandits on the path 1–5") and "Eyrie" in table.hover_ref


def test_hireling_names_fit_their_cards_in_every_language():
    """The longest side names (French and Portuguese terms) are drawn whole inside their card at
    1280x720, in smaller type rather than cut or spilling onto the map."""
    from game.core import i18n
    from game.root import scenario
    from scenes.app import App
    from scenes.settings import Settings
    content = RULESET.default_content()
    sc = {"name": "t", "rule": "t", "setup": {"factions": ["marquise", "eyrie"], "turn": "marquise", "phase": "daylight",
                                              "hands": {"marquise": [], "eyrie": []},
                                              "hirelings": {"warm-sun-prophets": {"controller": "none", "control": 0},
                                                            "badger-bodyguards": {"controller": "none", "control": 0},
                                                            "riverfolk-flotilla": {"controller": "none", "control": 0}}}}
    match = scenario.build_match(content, sc)
    try:
        for lang in ("en", "fr", "pt"):
            app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language=lang))
            table = app.stack.push(RootTable(app, match, viewer=0, autosave=False, curtain=False))
            app.draw()
            names = table.drawn_hire_names
            assert len(names) == 3
            for shown, box, card in names:
                assert "…" not in shown and card.contains(box), (lang, shown, box, card)
            assert {n for n, _b, _c in names} == {i18n.term(x) for x in ("Warm Sun Prophets", "Badger Bodyguards",
                                                                         "Riverfolk Flotilla")}
    finally:
        i18n.set_language("en")
