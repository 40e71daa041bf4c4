"""The valley map under the mouse: the wheel zooms around the pointer, a drag pans, and after
both a legal destination (rb p.25: a move to an adjacent terrain) is still clicked where it is
drawn; hovering a site explains it and what a click does."""
from scenes.app import App
from scenes.settings import Settings
from scenes.stonesaga.table import StonesagaTable

from .conftest import click, move, wheel
from .helpers import spot
from .states import sample_states


def test_zoom_pan_then_click_a_destination():
    m = sample_states()["stonesaga.move.where"].clone()
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    table = app.stack.push(StonesagaTable(app, m))
    app.draw()
    r0 = table.map.R
    wheel(app, table.map_rect.center, 1)
    app.draw()
    assert table.map.R > r0
    start = (table.map_rect.x + 20, table.map_rect.y + 20)
    before = list(table.map.pan)
    move(app, start)
    import pygame
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=3))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 30, start[1] + 12), rel=(30, 12), buttons=(0, 0, 1)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0] + 30, start[1] + 12), button=3))
    app.draw()
    assert table.map.pan == [before[0] + 30, before[1] + 12]
    dest = next(c.id for c in m.pending.choices if c.id.startswith("hex:"))
    pos = spot(table, dest)
    assert pos is not None
    n = len(m.log)
    click(app, pos)
    assert len(m.log) == n + 1 and m.log[-1].choice == dest


def test_hovering_a_site_explains_it():
    m = sample_states()["stonesaga.day.turn"].clone()
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    table = app.stack.push(StonesagaTable(app, m))
    app.draw()
    rect, key = next((r, k) for r, k in table.hits if k.startswith("site:"))
    tip = next(t for r, t in reversed(table.tips) if r.collidepoint(rect.center))
    site = key.split(":")[2]
    assert "rb p." in tip and site.replace("_", " ").split()[0] in tip.lower()
