"""The PLAS map's zoom and pan, driven through the window's events (wheel, keys, drags, the
buttons): zooming draws the map bigger about the pointer, a province is clicked at the place it is
drawn at every zoom, panning cannot lose the map, and Fit brings back the whole map."""
import math

import pygame

from scenes.plas import shots

from .conftest import click, move
from .test_plas_table import spot
from .test_plas_table_views import table_for


def key(app, k, unicode=""):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))


def wheel(app, pos, y):
    move(app, pos)
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y)))


def drag(app, start, end, steps=4):
    move(app, start)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def glowing_provinces(t):
    return [k.split(":", 1)[1] for _r, k in t.hits if k.startswith("province:") and k in t.keymap]


def empty_spot(t):
    """A point of the map with nothing clickable under it (where a drag starts)."""
    r = t.map_rect
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95):
            p = (r.x + int(r.w * fx), r.y + int(r.h * fy))
            if t.hit_at(p) is None and not any(b.rect.collidepoint(p) for b in t.map_buttons()):
                return p
    raise AssertionError("no empty spot on the map")


def covers(t) -> bool:
    """The zoomed picture covers the whole map window (nothing of the map lost off screen)."""
    return t.map.area.contains(t.map_rect)


def test_wheel_zoom_draws_bigger_about_the_pointer_and_clicks_land_on_the_drawn_province():
    m = shots.early()
    viewer = m.pending.seat
    app, t = table_for(m, viewer)
    app.draw()
    p = glowing_provinces(t)[0]
    home = dict(t.map.pos)
    r1, size1 = t.map.token_r, t.map.base.get_size()
    choice_p = [c.id for c in t.keymap[f"province:{p}"]]

    for _ in range(4):                      # 1 → 1.25 → 1.5 → 1.75 → 2.0, each about P's token
        wheel(app, home[p], 1)
    app.step(0.5)                           # the wheel rested: the picture is painted sharp
    app.draw()
    assert t.map.zoom == 2.0 and not t.map.rough
    # drawn twice as big: the painted picture, the tokens
    assert t.map.base.get_size() == (round(size1[0] * 2), round(size1[1] * 2))
    assert abs(t.map.token_r - 2 * r1) <= 1
    # the point under the pointer stayed put; every other province moved away from it, twice as far
    assert math.dist(t.map.pos[p], home[p]) <= 1
    want = {q: (home[p][0] + 2 * (home[q][0] - home[p][0]), home[p][1] + 2 * (home[q][1] - home[p][1])) for q in home}
    for q in home:
        assert math.dist(t.map.pos[q], want[q]) <= 2, q
    # a click where P is drawn (the same screen point as at 1x) is still P; a province Q still in
    # the window is hit where it is now drawn, and no longer where it was drawn at 1x
    assert t.hit_at(home[p]) == f"province:{p}"
    moved = [q for q in home if q != p and t.map_rect.collidepoint(want[q])
             and math.dist(home[q], want[q]) > 2.5 * t.map.token_r and t.map_rect.collidepoint(home[q])]
    assert moved
    for q in moved:
        assert t.hit_at(want[q]) == f"province:{q}"
        assert t.hit_at(home[q]) != f"province:{q}"
    n = len(m.log)
    click(app, home[p])
    if t.menu is not None:                 # several choices on P: its menu offers exactly those
        assert sorted(b.choice_id for b in t.menu[1] if b.choice_id) == sorted(choice_p)
        click(app, next(b for b in t.menu[1] if b.choice_id))
    assert len(m.log) == n + 1 and m.log[-1].choice in choice_p


def test_the_same_province_is_clicked_at_1x_and_2x_after_a_pan():
    """The click on a province's drawn token gives the same choice at 1× and at 2×, panned."""
    base = shots.early()
    got = {}
    for zoom_steps in (0, 4):
        m = base.clone()
        app, t = table_for(m, m.pending.seat)
        app.draw()
        p = glowing_provinces(t)[0]
        for _ in range(zoom_steps):
            key(app, pygame.K_PLUS, "+")
        if zoom_steps:
            app.step(0.5)
            app.draw()
            assert t.map.zoom == 2.0
            key(app, pygame.K_LEFT)             # pan with the keys, then bring P into sight by a drag
            x, y = t.map.pos[p]
            c = t.map_rect.center
            e = empty_spot(t)
            drag(app, e, (e[0] + c[0] - x, e[1] + c[1] - y))
            app.draw()
            assert t.map_rect.collidepoint(t.map.pos[p])
        n = len(m.log)
        click(app, t.map.pos[p])
        if t.menu is not None:
            click(app, next(b for b in t.menu[1] if b.choice_id))
        assert len(m.log) == n + 1
        got[zoom_steps] = (p, m.log[-1].choice)
    assert got[0] == got[4]


def test_pan_is_bounded_at_every_zoom_and_fit_restores_the_whole_map():
    m = shots.early()
    app, t = table_for(m, m.pending.seat)
    app.draw()
    home = dict(t.map.pos)
    assert t.map.area == t.map_rect and covers(t)
    n = len(m.log)
    for _ in range(10):                     # past the last step: it stops there
        click(app, t.zoom_in_btn)
    assert t.map.zoom == 3.0 and covers(t)
    app.draw()
    for end in ((5000, 5000), (-5000, -5000), (5000, -5000), (-5000, 5000)):
        drag(app, empty_spot(t), end)
        app.draw()
        assert covers(t), end
    for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
        for _ in range(40):
            key(app, k)
        assert covers(t), k
    assert len(m.log) == n                  # no drag, key or zoom click chose anything
    # every legal choice can still be clicked: a glowing thing in sight or a prompt-bar button
    app.draw()
    on_bar = {c.id for c in t._loose}       # the bar's buttons and its "More…" menu
    for c in m.pending.choices:
        assert spot(t, c.id) is not None or c.id in on_bar, c.id
    key(app, pygame.K_0, "0")               # Fit
    assert t.map.zi == 0 and t.map.area == t.map_rect and t.map.pos == home
    for _ in range(3):
        key(app, pygame.K_EQUALS, "=")
    assert t.map.zi == 3
    click(app, t.fit_btn)
    assert t.map.zi == 0 and t.map.pos == home
    key(app, pygame.K_PLUS, "+")
    p = empty_spot(t)
    click(app, p)
    app.step(0.1)
    click(app, p)                           # a double-click on the map
    assert t.map.zi == 0 and t.map.pos == home
    for _ in range(3):
        key(app, pygame.K_MINUS, "-")       # zooming out stops at the whole map
    assert t.map.zi == 0 and t.map.area == t.map_rect
    assert len(m.log) == n


def test_a_province_panned_out_is_on_the_prompt_bar_and_back_on_the_map_when_panned_back():
    m = shots.early()
    app, t = table_for(m, m.pending.seat)
    app.draw()
    p = glowing_provinces(t)[0]
    ids = [c.id for c in t.keymap[f"province:{p}"]]
    for _ in range(6):
        key(app, pygame.K_PLUS, "+")        # 3×: a corner of the map fills the window
    app.draw()
    far = [(dx, dy) for dx in (-5000, 5000) for dy in (-5000, 5000)]
    x, y = t.map.pos[p]                      # P in the middle of the window first
    start = empty_spot(t)
    drag(app, start, (start[0] + t.map_rect.centerx - x, start[1] + t.map_rect.centery - y), steps=1)
    app.draw()
    assert t.map_rect.collidepoint(t.map.pos[p])
    seen_at = (t.map.ox, t.map.oy)
    for end in far:                          # drag so that P is out of sight
        start = empty_spot(t)
        drag(app, start, (start[0] + end[0], start[1] + end[1]))
        app.draw()
        if not t.map_rect.collidepoint(t.map.pos[p]) and f"province:{p}" not in {k for _r, k in t.hits}:
            break
        seen_at = (t.map.ox, t.map.oy)
    else:
        raise AssertionError("P stayed in sight")
    assert all(any(b.choice_id == cid for b in t.bar_buttons) or cid in {c.id for c in t._loose} for cid in ids)
    assert f"province:{p}" not in t.keymap
    # dragged back to where P was in sight (a pan only: the map alone is painted again)
    start = empty_spot(t)
    drag(app, start, (start[0] + round(seen_at[0] - t.map.ox), start[1] + round(seen_at[1] - t.map.oy)), steps=1)
    app.draw()
    assert t.map_rect.collidepoint(t.map.pos[p])
    assert f"province:{p}" in t.keymap and spot(t, ids[0]) is not None
    assert not any(b.choice_id in ids for b in t.bar_buttons)
    drag(app, empty_spot(t), (-5000, -5000))          # out of sight again, then the whole map
    key(app, pygame.K_0, "0")                # the whole map again: P glows on the map, not on the bar
    app.draw()
    assert f"province:{p}" in t.keymap and spot(t, ids[0]) is not None
    assert not any(b.choice_id in ids for b in t.bar_buttons)
    n = len(m.log)
    click(app, t.map.pos[p])
    if t.menu is not None:
        click(app, next(b for b in t.menu[1] if b.choice_id))
    assert len(m.log) == n + 1 and m.log[-1].choice in ids


def test_the_sample_stamp_stays_in_sight_at_every_zoom_and_pan():
    """Our own stand-in map says so on screen however far it is zoomed or panned."""
    m = shots.early()
    app, t = table_for(m, m.pending.seat)
    for step in range(len(t.map.steps)):
        for end in ((5000, 5000), (-5000, -5000)):
            if step:
                drag(app, empty_spot(t), end)
            app.draw()
            r = t.map.stamp_rect
            assert t.map_rect.contains(r), (step, end)
            assert tuple(t._frame.get_at((r.x + 2, r.centery)))[:3] == (236, 214, 150), (step, end)
        key(app, pygame.K_PLUS, "+")
