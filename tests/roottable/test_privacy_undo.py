"""Nothing private of another seat is ever drawn, and undo never crosses a draw, a die roll or
another seat's choice — both checked through the table, driven by clicks."""
import random

import pygame

from scenes.curtain import CurtainScene
from scenes.root.table import RootTable

from .conftest import frame, key, playable_factions, press, root_match


def log_text(table):
    return [t for t, _ in table.log.entries]


def step(app, table, rnd):
    pos, _ = rnd.choice(table.targets())
    press(app, pos)
    if table.popup:
        pos, _ = rnd.choice(table.targets())
        press(app, pos)


def test_no_view_drawn_for_a_seat_shows_another_seats_hand_or_private_log(app):
    match = root_match(playable_factions(2), seed=21, round_cap=3)
    table = app.stack.push(RootTable(app, match, autosave=False))
    rnd = random.Random(2)
    checked = 0
    for _ in range(800):
        frame(app, 0.02)
        top = app.stack.top
        if isinstance(top, CurtainScene):
            # behind the curtain nothing private is drawn at all
            assert table.viewer is None and table.view["hands"] == [len(h) for h in match.state.hands]
            press(app, top.ready.rect.center)
            continue
        if top is not table:
            break
        v = table.viewer
        for i, h in enumerate(table.view["hands"]):
            assert isinstance(h, list) == (i == v)
        # a public interlude (a choice needing no hand) shows nobody's hand: viewer None
        assert sorted(table.drawn_private) == (sorted(match.state.hands[v]) if v is not None else [])
        lines = " ".join(log_text(table))
        for e in match.history:
            if e.private_to is not None and e.private_to != v:
                assert table.plain(e.text) not in lines and e.text not in lines
        checked += 1
        step(app, table, rnd)
    assert checked > 10


def test_undo_stops_at_draws_dice_and_other_seats(app):
    match = root_match(playable_factions(2), seed=8, round_cap=4)
    table = app.stack.push(RootTable(app, match, autosave=False))
    rnd = random.Random(5)
    undone = 0
    for _ in range(900):
        frame(app, 0.02)
        top = app.stack.top
        if isinstance(top, CurtainScene):
            press(app, top.ready.rect.center)
            continue
        if top is not table:
            break
        if rnd.random() < 0.25:
            before = list(match.log)
            for _ in range(30):
                key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
            after = list(match.log)
            assert before[:len(after)] == after
            gone = before[len(after):]
            assert all(e.seat == table.viewer and not e.barrier for e in gone)
            if after:                                    # stopped at a reveal or another seat's choice
                last = after[-1]
                assert last.barrier or last.seat != table.viewer or match.pending.seat != table.viewer
            undone += len(gone)
            assert not table.undo_btn.enabled
            frame(app, 0.02)
        step(app, table, rnd)
    assert undone > 3
