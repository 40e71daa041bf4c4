"""Landmarks on screen (Law App. F, A.5): the new-game choice (off / random / chosen, with one
badge per landmark when chosen), the game it starts, and the badges and tooltips on the board."""
from game.core.match import Match
from game.root.ruleset import RULESET
from scenes.root.landmark_toggle import LandmarkToggle
from scenes.root.new_game import RootNewGame
from scenes.root.table.tooltips import landmark_tip


def test_chosen_shows_six_badges_in_the_options_column_and_starts_a_game_with_them(app):
    ng = app.stack.push(RootNewGame(app, "root", seed=4))
    ng.set_seat_count(4)
    assert not ng.landmark_toggles                     # Off: no badges
    ng.set_option("landmarks", "chosen")
    app.draw()
    toggles = [w for w in ng.widgets if isinstance(w, LandmarkToggle)]
    assert [t.lid for t in toggles] == ["ferry", "tower", "treetop", "black-market", "forge", "lost-city"]
    screen = app.screen.get_rect()
    others = [w.rect for w in ng.widgets if not isinstance(w, LandmarkToggle) and w.visible]
    for t in toggles:
        assert screen.contains(t.rect) and t.tooltip
        assert not any(t.rect.colliderect(r) for r in others), t.lid      # never over another widget
    assert ng.setup_problem() or ng.error                # none ticked yet: the screen says so
    for t in toggles:
        if t.lid in ("forge", "tower"):
            t.toggle()
    assert ng.setup["landmark_set"] == ["tower", "forge"]
    ng.begin()
    table = app.stack.top
    m = table.match
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
