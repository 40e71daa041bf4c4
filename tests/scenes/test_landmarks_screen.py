"""Landmarks on screen (Law App. F, A.5): the new-game choice (off / random / chosen, with one
badge per landmark when chosen), the game it starts, and the badges and tooltips on the board."""
from game.core.match import Match
from game.root.ruleset import RULESET
from scenes.root.new_game import RootNewGame
from scenes.root.table.tooltips import landmark_tip


def test_landmarks_and_hirelings_share_a_line_and_chosen_opens_the_landmarks_page(app):
    """Every option fits at 1280x720: Landmarks and Hirelings side by side, the seed above Start;
    "Chosen" opens a page with a box per landmark; the game it starts sets them up first."""
    from scenes.root.landmark_picker import LandmarkPicker
    from scenes.widgets import Selector
    ng = app.stack.push(RootNewGame(app, "root", seed=4))
    ng.set_seat_count(4)
    app.draw()
    screen = app.screen.get_rect()
    shown = [w for w in ng.widgets if w.visible]
    for w in shown:
        assert screen.contains(w.rect), w
    sels = [w for w in shown if isinstance(w, Selector)]
    lm = next(w for w in sels if "chosen" in [v for v, _l in w.values] and "random-1" in [v for v, _l in w.values])
    side = [w for w in sels if w.rect.y == lm.rect.y and w is not lm]
    assert len(side) == 1 and not side[0].rect.colliderect(lm.rect)           # Hirelings beside it
    assert not ng.seed_input.rect.colliderect(ng.start.rect) and not ng.reroll.rect.colliderect(ng.start.rect)
    ng.set_option("landmarks", "chosen")
    page = app.stack.top
    assert isinstance(page, LandmarkPicker)
    app.draw()
    names = {b.text: b for b in page.boxes}
    assert set(names) == {"The Ferry", "The Tower", "Elder Treetop", "Black Market", "Legendary Forge", "Lost City"}
    assert all(b.tooltip for b in page.boxes)
    names["The Tower"].toggle()
    names["Legendary Forge"].toggle()
    assert "2 chosen" in page.count_label.text
    page.on_escape()
    assert ng.setup["landmark_set"] == ["tower", "forge"]
    ng.begin()
    m = app.stack.top.match
    assert m.pending.kind == "root.landmark.place"      # Law A.5.3: before the factions set up


def test_landmark_badges_are_drawn_with_tooltips(app):
    from scenes.root.table.scene import RootTable
    setup = RULESET.check_setup(RULESET.default_content(), {
        "seats": [{"controller": "human", "faction": f} for f in ("marquise", "eyrie", "alliance")],
        "map": "autumn", "deck": "base", "landmarks": "forge,black-market"})
    m = Match(RULESET, RULESET.default_content(), setup, 3)
    while m.pending.kind == "root.landmark.place":
        m.apply(m.pending.choices[0].id)
    t = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    app.draw()
    spots = {lid for lid, _c, _r in t.board.landmark_spots}
    assert spots == {"forge", "black-market"}
    lid, centre, _r = t.board.landmark_spots[0]
    assert t.board.landmark_at(centre) == lid
    tip = landmark_tip(t.view, "forge")
    assert "Legendary Forge" in tip and any(f"On it: {x}" in tip for x in ("sword", "bag", "boots"))
    assert "3 face-down" in landmark_tip(t.view, "black-market")
