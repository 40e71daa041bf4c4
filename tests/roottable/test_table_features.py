"""The Root table's pieces: battle dice land on the engine's roll, zoom/pan, pop-ups, save /
continue / damaged saves, the screenshot command, the new-game scene and the rules reference."""
import json
import subprocess
import sys
from pathlib import Path

import pygame

from game.core import saves
from game.root.ruleset import RULESET
from scenes.app import App
from scenes.dialogs import ErrorDialog
from scenes.load_game import open_save
from scenes.root import demo
from scenes.root.battle import BattleOverlay, DiceTray
from scenes.root.new_game import RootNewGame, reach_of, reach_warning
from scenes.root.table import RootTable
from scenes.settings import Settings
from scenes.title import TitleScene

from .conftest import frame, key, move, press, root_match, wheel

ROOT = Path(__file__).resolve().parents[2]


def test_dice_come_to_rest_on_the_engines_faces():
    for seed in range(20):
        tray = DiceTray([3, 0], seed, 46)
        for _ in range(200):
            tray.step(1 / 60)
            if tray.done:
                break
        assert tray.done and tray.faces() == [3, 0]


def test_battle_overlay_opens_on_a_roll_and_shows_the_rolled_dice():
    app = App.headless((1280, 720), settings=Settings(anim_speed="normal"))
    m = demo.battle()
    dice = [e for e in m.history if e.kind == "root.dice"][-1].data["dice"]
    table = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    table.prepare_screenshot()
    ov = app.stack.top
    assert isinstance(ov, BattleOverlay)
    for _ in range(400):
        frame(app, 1 / 60)
        if app.stack.top is not ov:
            break
        assert ov.tray.faces() == dice or not ov.tray.done
    assert app.stack.top is table                     # it closes by itself after a moment


def test_wheel_zooms_and_drag_pans_without_choosing(app):
    m = root_match(seed=3)
    table = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
    frame(app)
    c = table.board_rect.center
    wheel(app, c, 1)
    wheel(app, c, 1)
    assert table.board.zi == 2
    oy = table.board.oy
    n = len(m.log)
    move(app, c)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=c, button=1))
    move(app, (c[0] + 10, c[1] + 80))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(c[0] + 10, c[1] + 80), button=1))
    assert table.board.oy != oy and len(m.log) == n
    key(app, pygame.K_MINUS)
    key(app, pygame.K_MINUS)
    assert table.board.zi == 0
    frame(app)


def test_a_thing_with_several_choices_opens_a_popup(app):
    m = root_match(seed=3)
    table = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
    frame(app)
    pos = table.board_rect.center
    from game.core.decision import Choice, Decision
    fake = Decision(m.pending.seat, "root.test", "Pick", (Choice("a", "A", ("clearing:1",)), Choice("b", "B", ("clearing:1",))))
    table.my_decision = lambda: fake
    assert table.click_ref("clearing:1", pos) and len(table.popup) == 2
    assert [w for _, w in table.targets()] == ["popup:a", "popup:b"]
    key(app, pygame.K_ESCAPE)
    assert table.popup == []


def test_save_continue_and_damaged_save(app, tmp_path):
    m = root_match(seed=4)
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False))
    frame(app)
    pos, _ = table.targets()[0]
    press(app, pos)                                    # a human move autosaves
    assert saves.background_writer().flush() and m.autosave_path.exists()
    app.stack.clear_to(TitleScene(app))
    title = app.stack.top
    title._pick("root")                                # Continue opens the chosen game's latest save
    press(app, title.buttons["continue"].rect.center)
    assert isinstance(app.stack.top, RootTable)
    assert len(app.stack.top.match.log) == len(m.log)
    bad = tmp_path / "broken.json"
    doc = json.loads(m.autosave_path.read_text())
    doc["match"]["snapshot"]["factions"] = 7
    bad.write_text(json.dumps(doc))
    assert not open_save(app, bad)
    assert isinstance(app.stack.top, ErrorDialog)
    (tmp_path / "cut.json").write_text("{\"magic\": ")
    app.stack.clear_to(TitleScene(app))
    assert not open_save(app, tmp_path / "cut.json") and isinstance(app.stack.top, ErrorDialog)


def test_screenshot_command_renders_a_root_save_for_a_chosen_seat(tmp_path):
    m = demo.early()
    p = saves.write_save(m, tmp_path / "early.json", title="Root early")
    out = tmp_path / "t.png"
    r = subprocess.run([sys.executable, str(ROOT / "main.py"), "screenshot", str(p), "--out", str(out), "--size",
                        "1280x720", "--seat", "1"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720) and "seat 1" in r.stdout


def test_table_draws_at_every_supported_size():
    m = demo.late()
    for size in ((1280, 720), (1920, 1080), (2560, 1440), (1600, 900)):
        app = App.headless(size, settings=Settings(anim_speed="instant"))
        table = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
        app.draw()
        assert table.board_rect.w > size[0] * 0.3 and table.board_rect.h > size[1] * 0.5
        assert table.hand_rect.bottom <= size[1] and table.panel_rect.right <= size[0]
        app.resize((size[0] + 200, size[1] + 100))
        app.draw()


def test_reach_warning_follows_the_law():
    assert reach_of(["marquise", "eyrie"]) == 17 and reach_warning(["marquise", "eyrie"]) == ""
    assert reach_of(["vagabond", "vagabond", "alliance"]) == 10
    assert "below the 18" in reach_warning(["vagabond", "vagabond", "alliance"])
    assert "below the 21" in reach_warning(["alliance", "vagabond", "eyrie", "vagabond"])


def test_new_game_greys_unplayable_factions_and_refuses_them(app):
    from game.root.factions import faction_ids
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    app.draw()
    unplayable = [f for f in ("marquise", "eyrie", "alliance", "vagabond") if f not in faction_ids()]
    if unplayable:
        ng.set_seat(1, "faction", unplayable[0])
        ng.begin()
        assert app.stack.top is ng and "cannot be played yet" in ng.error
    playable = list(faction_ids())
    if len(playable) >= 2:
        for i, f in enumerate(playable[:2]):
            ng.set_seat(i, "faction", f)
        ng.begin()
        assert isinstance(app.stack.top, RootTable)


def test_rules_reference_sections_cite_rules():
    ref = RULESET.rules_reference(RULESET.default_content())
    assert len(ref) >= 15
    assert all("Law" in title and len(text) > 60 for title, text in ref)


def test_keyboard_escape_menu_tab_panels_and_f1_reference(app):
    from scenes.dialogs import ConfirmDialog
    from scenes.rules import RulesScene
    m = root_match(seed=3)
    table = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
    frame(app)
    first = table.panel_seat
    key(app, pygame.K_TAB)
    assert table.panel_seat == (first + 1) % len(m.state.factions)
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    key(app, pygame.K_ESCAPE)
    from scenes.table_menu import TableMenu
    assert isinstance(app.stack.top, TableMenu)             # issue 16: a real menu
    app.stack.top.leave()
    assert isinstance(app.stack.top, ConfirmDialog)


def test_export_log_writes_a_text_file(app):
    m = demo.early()
    table = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    frame(app)
    press(app, table.export_btn.rect.center)
    from game.core.userdirs import data_dir
    files = list((data_dir() / "logs").glob("root-log-*.txt"))
    assert files
    text = files[0].read_text(encoding="utf-8")
    assert "Round 1" in text and "Law" in text
    for e in m.history:                           # only what seat 0 may read
        if e.private_to is not None and e.private_to != 0:
            assert table.plain(e.text) not in text and e.text not in text


def test_a_move_slides_along_its_path_then_stops():
    from game.core.decision import Event
    app = App.headless((1280, 720), settings=Settings(anim_speed="fast"))
    m = root_match(seed=3)
    table = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
    frame(app)
    table.on_events([Event("root.move", "moves", seat=0, data={"frm": 1, "to": 5, "n": 2})])
    assert len(table.slides) == 1
    frame(app, 0.1)
    assert len(table.slides) == 1
    for _ in range(10):
        frame(app, 0.1)
    assert table.slides == []


def test_hovering_a_crafted_card_on_a_panel_shows_it_large(app):
    m = demo.finished()
    seat = next(i for i, c in enumerate(m.state.crafted) if c)
    table = app.stack.push(RootTable(app, m, viewer=seat, curtain=False, autosave=False))
    table.panel_seat = seat
    table._version += 1
    app.draw()
    cid, r = table.panel_spots[0]
    move(app, r.center)
    assert table.hover_card == cid
    app.draw()


def test_every_piece_of_the_view_is_drawn_on_the_board():
    """Warriors (with counts), buildings, ruins and tokens of every clearing reach the screen."""
    for m in (demo.early(), demo.late(), demo.early(map_id="winter")):
        app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
        table = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
        app.draw()
        v = table.view
        want = set()
        for c in table.board.pos:
            for seat, ws in enumerate(v["warriors"]):
                if ws[c]:
                    want.add((c, "warrior", seat, ws[c]))
            for owner, kind in v["buildings"][c]:
                want.add((c, kind, owner, 1))
            toks = {}
            for owner, kind in v["tokens"][c]:
                toks[(owner, kind)] = toks.get((owner, kind), 0) + 1
            want |= {(c, kind, owner, n) for (owner, kind), n in toks.items()}
        assert want and want == {d for d in table.board.drawn if d[1] != "pawn"}


def test_a_rules_bug_during_an_automatic_move_shows_a_message(app, monkeypatch):
    from game.root.ruleset import RootRuleset
    m = root_match(controllers=["random", "random"], seed=3)
    app.stack.push(TitleScene(app))
    app.stack.push(RootTable(app, m, autosave=False))
    monkeypatch.setattr(RootRuleset, "apply", lambda *a: 1 / 0)
    monkeypatch.setattr(RootRuleset, "apply_pending", lambda *a: 1 / 0)     # the path Match.apply takes
    frame(app, 1.0)
    assert isinstance(app.stack.top, ErrorDialog) and "ZeroDivisionError" in app.stack.top.message


def test_a_full_hand_overlaps_and_each_card_stays_clickable(app):
    m = root_match(seed=3)
    seat = m.pending.seat
    m.state.hands[seat] += list(m.state.deck[-14:])        # a very full hand (display test only)
    table = app.stack.push(RootTable(app, m, viewer=seat, curtain=False, autosave=False))
    app.draw()
    spots = [r for _, r in table.hand_spots]
    assert len(spots) == len(m.state.hands[seat])
    for a, b in zip(spots, spots[1:]):
        assert a.right <= b.x + 1                          # visible parts never overlap
    for ref, r in table.hand_spots:
        move(app, r.center)
        assert table.hover_card == ref[5:]


def test_number_keys_pick_the_tray_buttons(app):
    m = root_match(seed=3)
    table = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
    for _ in range(200):
        frame(app)
        if table.tray:
            break
        pos, _ = table.targets()[0]
        press(app, pos)
    assert table.tray
    first = table.tray[0].choice_id
    n = len(m.log)
    key(app, pygame.K_1)
    assert len(m.log) == n + 1 and m.log[-1].choice == first


def test_removed_pieces_fade_out():
    from game.core.decision import Event
    app = App.headless((1280, 720), settings=Settings(anim_speed="fast"))
    m = root_match(seed=3)
    table = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
    frame(app)
    table.on_events([Event("root.remove", "gone", seat=0, data={"clearing": 3, "n": 1}),
                     Event("root.remove", "gone", seat=0, data={"clearing": 3, "piece": "sawmill"}),
                     Event("root.remove", "gone", seat=0, data={"clearing": 3, "piece": "wood"})])
    assert len(table.fades) == 3
    frame(app, 0.1)
    assert len(table.fades) == 3
    for _ in range(10):
        frame(app, 0.1)
    assert table.fades == []


def test_hovering_items_scores_and_deck_explains_them(app):
    m = demo.early()
    table = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    app.draw()
    assert len(table.info_spots) >= 3
    for r, tip in table.info_spots:
        move(app, r.center)
        frame(app, 0.5)
        assert table.board_tip() == tip


def test_automatic_seats_pause_and_step(app):
    m = root_match(controllers=["random", "random"], seed=3)
    table = app.stack.push(RootTable(app, m, autosave=False))
    frame(app)
    assert table.pause_btn.visible and table.step_btn.visible
    press(app, table.pause_btn.rect.center)
    n = len(m.log)
    for _ in range(5):
        frame(app, 1.0)
    assert len(m.log) == n and table.pause_btn.text == "Resume"
    press(app, table.step_btn.rect.center)
    assert len(m.log) == n + 1
    key(app, pygame.K_SPACE)
    frame(app, 1.0)
    assert len(m.log) > n + 1 and not table.paused


def test_undo_takes_the_place_of_pause_once_the_automatic_seat_hands_over(app):
    # one person against one automatic seat, no curtain: when the automatic seat's turn ends, the
    # person's decision must show Undo again, not Fast / Step / Pause (found playing it: they stayed)
    m = root_match(controllers=["human", "random"], seed=3)
    table = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    played_auto = False
    for _ in range(5000):
        d = m.pending
        assert d is not None
        if d.seat == 0 and played_auto:
            break
        if d.seat == 0:                          # the person's setup choices, before the other seat plays
            m.apply(d.choices[0].id)
            table.refresh()
        else:
            played_auto = True
        frame(app, 1.0)
        if m.pending is not None and m.pending.seat == 1 and played_auto:
            assert table.pause_btn.visible and not table.undo_btn.visible
    assert played_auto and m.pending.seat == 0
    frame(app, 0.1)
    assert table.undo_btn.visible
    assert not (table.pause_btn.visible or table.step_btn.visible or table.fast_btn.visible)


def test_automata_wear_the_look_of_the_faction_they_replace():
    from scenes.root import style
    assert style.look("electric-eyrie") == "eyrie" and style.look("mechanical-marquise") == "marquise"
    assert style.faction_color("automated-alliance") == style.FACTION_COLOR["alliance"]
    assert style.look("marquise") == "marquise" and style.look("no-such-faction") == "no-such-faction"


def test_reach_counts_an_automaton_as_the_faction_it_stands_for():
    # Law 5.2 with Rootbotics seats: MM counts as the Marquise (10), the Vagabot as a Vagabond (5) ...
    assert reach_of(["mechanical-marquise", "eyrie", "vagabot"]) == 22
    assert reach_warning(["marquise", "vagabot", "electric-eyrie", "automated-alliance"]) == ""
    assert "below the 21" in reach_warning(["automated-alliance", "vagabot", "electric-eyrie", "vagabond"])


def test_seat_columns_keep_one_width_and_leave_out_unused_options(app):
    from scenes.new_game import NewGameScene  # noqa: F401  (the base lays the columns out)
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    ng.set_seat_count(4)
    for i, (f, c) in enumerate([("marquise", "human"), ("vagabot", "automaton"), ("electric-eyrie", "automaton"),
                                ("automated-alliance", "automaton")]):
        ng.set_seat(i, "controller", c)
        ng.set_seat(i, "faction", f)
    ng.layout(ng.size)
    cols = [o.id for o in ng.options if o.per_seat and not o.multi]
    for k in range(1, len(cols) + 1):        # a line of trait boxes above a row never narrows it
        assert len({row[k].rect.w for row in ng.seat_widgets}) == 1
    assert all(row[1 + cols.index("faction")].rect.w > 0 for row in ng.seat_widgets)
    assert ng.seat_help is not None            # issue 16: the help stays, beside the count when compact
    if ng.compact:
        assert ng.seat_help.rect.bottom <= ng.seat_widgets[0][0].rect.y
    help_or_rows = ng.seat_help.rect.bottom if not ng.compact else ng.rows_bottom
    assert help_or_rows <= ng.back.rect.y      # nothing runs into the Back button
    ng.set_seat(1, "faction", "vagabond")
    ng.set_seat(1, "controller", "human")
    ng.layout(ng.size)
    assert "Character" not in [t for t, _ in ng.captions]          # no Vagabot: no character column
    assert ng.seat_widgets[0][1 + cols.index("character")].rect.w == 0
