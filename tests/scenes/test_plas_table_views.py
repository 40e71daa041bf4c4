"""The PLAS table's pictures: the screenshot command on a PLAS save, the layout at the three
reference sizes and after a resize, no secret of another seat drawn during a defended conquest,
dice that come to rest on the engine's faces, and the year-end breakdown's numbers."""
import argparse
import itertools

import pygame

from game.core import saves
from game.plas.state import Conquest
from scenes import cli
from scenes.app import App
from scenes.plas import shots
from scenes.plas.table import PlasTable
from scenes.plas.year_end import YearEndScene
from scenes.settings import Settings
from scenes.widgets import Button

from .test_plas_table import secrets_of_others


def table_for(m, viewer, size=(1280, 720), speed="instant"):
    app = App.headless(size, settings=Settings(anim_speed=speed))
    t = app.stack.push(PlasTable(app, m, viewer=viewer, curtain=False, autosave=False))
    return app, t


def test_screenshot_command_draws_a_plas_save(tmp_path):
    m = shots.early()
    path = saves.write_save(m, tmp_path / "plas.json", title="PLAS test")
    out = tmp_path / "plas.png"
    for seat in (None, 1):
        args = argparse.Namespace(save=str(path), out=str(out), size="1920x1080", seat=seat)
        assert cli.screenshot(args) == 0
        assert pygame.image.load(str(out)).get_size() == (1920, 1080)


def test_layout_fits_at_every_size_and_after_a_resize():
    m = shots.early()
    app, t = table_for(m, m.pending.seat)
    for size in ((1280, 720), (1920, 1080), (2560, 1440), (1600, 1000), (1280, 720)):
        app.resize(size)
        assert app.draw().get_size() == size
        screen = app.screen.get_rect()
        buttons = [w for w in t.widgets if isinstance(w, Button)]
        for b in buttons:
            assert screen.contains(b.rect), (size, b.text)
        for a, b in itertools.combinations(buttons, 2):
            assert not a.rect.colliderect(b.rect), (size, a.text, b.text)
        glowing = [(r, k) for r, k in t.hits if k in t.keymap]
        assert glowing and all(screen.contains(r) for r, _ in glowing)
        for region in (t.map_rect, t.front_rect, t.boards_rect, t.log_rect, t.supply_rect):
            assert screen.contains(region)
        assert not t.front_rect.colliderect(t.boards_rect) and not t.frame_rect.colliderect(t.front_rect)
        app.step(0.5)                     # after a resize the stretched map is painted properly
        assert not t.map.rough and t.map.base.get_size() == t.map_rect.size


def test_defended_conquest_shows_no_secret_to_any_other_seat():
    m, _ = shots.before_defended_roll()
    f = m.state.stack[-1]
    assert isinstance(f, Conquest) and not f.revealed and f.att and f.dfd
    for seat in range(len(m.setup["seats"])):
        app, t = table_for(m, seat)
        app.draw()
        drawn = set(t.drawn_cards)
        assert not drawn & secrets_of_others(t, seat)
        assert set(m.state.players[seat].hand) <= drawn            # one's own hand is on the table
        if seat == f.attacker:
            assert set(f.att) <= drawn and not set(f.dfd) & drawn
        elif seat == f.defender:
            assert set(f.dfd) <= drawn and not set(f.att) & drawn
        else:
            assert not (set(f.att) | set(f.dfd)) & drawn
    app, t = table_for(m, None)                                   # the public table: no hand at all
    app.draw()
    assert not set(t.drawn_cards) & {c for p in m.state.players for c in p.hand}


def test_dice_come_to_rest_on_the_engines_faces():
    m, pick = shots.before_defended_roll()
    app, t = table_for(m, m.state.stack[-1].defender, speed="normal")
    events = m.apply(pick)
    t.refresh()
    roll = next(e for e in events if e.kind == "plas.roll")
    assert t.tray.rolling
    for _ in range(400):
        t.tray.update(1 / 60)
        app.draw()
        if not t.tray.rolling:
            break
    assert not t.tray.rolling
    assert [d["face"] for d in t.tray.dice if d["side"] == "att"] == roll.data["att"]
    assert [d["face"] for d in t.tray.dice if d["side"] == "def"] == roll.data["def"]


def test_year_end_breakdown_shows_the_engines_gains():
    m, pick = shots.before_year_end()
    app, t = table_for(m, 0)
    m.apply(pick)
    t.refresh()
    t.update(0.0)
    scene = app.stack.top
    assert isinstance(scene, YearEndScene) and scene.year == 2
    app.draw()
    for e in scene.events:
        p = m.state.players[e.seat]
        assert e.data["provinces"] + e.data["realms"] == p.year_gains[-1]
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert app.stack.top is t


def test_a_legal_choice_whose_thing_is_not_drawn_moves_to_the_prompt_bar():
    from .conftest import click
    m = shots.early()
    app, t = table_for(m, m.pending.seat)
    app.draw()
    c = next(ch for ch in m.pending.choices if ch.id.startswith("move:"))
    t.keymap["nowhere:1"] = t.keymap.pop(f"province:{c.id[5:]}")   # as if its province were covered
    t._version += 1
    app.draw()
    btn = next(b for b in t.bar_buttons if b.choice_id == c.id)
    n = len(m.log)
    click(app, btn)
    assert len(m.log) == n + 1 and m.log[-1].choice == c.id


def test_enter_presses_the_prompt_bars_main_button():
    m = shots.early()
    app, t = table_for(m, m.pending.seat)
    app.draw()
    assert any(b.choice_id == "end" for b in t.bar_buttons)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert m.log[-1].choice == "end"


def test_a_saved_conquest_reloads_with_its_dice_on_the_tray(tmp_path):
    m, pick = shots.before_defended_roll()
    m.apply(pick)
    frames = [f for f in m.state.stack if isinstance(f, Conquest)]
    assert frames and frames[-1].att_dice                     # still under way (the Ruin step), dice rolled
    path = saves.write_save(m, tmp_path / "conquest.json", title="PLAS conquest")
    loaded, _ = saves.load_match(path)
    app, t = table_for(loaded, loaded.pending.seat)
    app.draw()
    f = frames[-1]
    assert [d["face"] for d in t.tray.dice if d["side"] == "att"] == f.att_dice
    assert [d["face"] for d in t.tray.dice if d["side"] == "def"] == f.def_dice
    assert t.cq is not None and any(k.startswith("commit:") for k in t.keymap)   # cards to lose glow
    assert any("rolls" in line for line in t.drawn_text)       # the log is replayed for a loaded save


def test_pause_holds_the_automatic_players():
    from .conftest import click, key
    from .test_plas_table import start
    app, t = start(["human", "automaton"], seed=4)
    for _ in range(50):                       # until the automaton is to move
        app.step(0.05)
        app.draw()
        d = t.match.pending
        if not t.is_human(d.seat):
            break
        click(app, spot_of(t, d.choices[0].id) or next(b for b in t.bar_buttons if b.choice_id).rect.center)
    assert not t.is_human(t.match.pending.seat)
    key(app, pygame.K_p)
    assert t.paused and t.pause_btn.text == "Resume"
    n = len(t.match.log)
    for _ in range(5):
        app.step(1.0)
        app.draw()
    assert len(t.match.log) == n
    click(app, t.pause_btn)
    app.step(1.0)
    assert not t.paused and len(t.match.log) > n


def spot_of(t, cid):
    from .test_plas_table import spot
    return spot(t, cid)


def test_game_over_explains_a_tie_break():
    m = shots.finished()
    st = m.state
    top = max(p.influence for p in st.players)
    a, b = st.players[0], st.players[1]
    a.influence = b.influence = top                        # a tie on Influence…
    a.year_gains[-1], b.year_gains[-1] = 10, 12            # …broken by the third year-end scoring
    app, t = table_for(m, 0)
    t.over_shown = True
    scene = app.stack.push(t.game_over_scene())
    app.draw()
    assert m.outcome.reason == "tie-break" and m.outcome.winners == (1,)
    assert "Seat 2 wins" in scene.reason_text() and "third year-end" in scene.reason_text()
