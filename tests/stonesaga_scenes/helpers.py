"""Driving the Stonesaga table through the screen only: a choice is clicked where it is drawn
(a glowing thing or a strip button), never applied through the engine."""
from __future__ import annotations

from game.core import registry
from game.core.match import Match
from scenes.app import App
from scenes.settings import Settings
from scenes.stonesaga.table import StonesagaTable
from scenes.title import TitleScene

from .conftest import click


def start(seed=3, characters="1", size=(1280, 720), challenge=None):
    app = App.headless(size, settings=Settings(anim_speed="instant"))
    rs = registry.get("stonesaga")
    content = rs.default_content()
    setup = rs.default_setup(content)
    setup["seats"][0]["characters"] = characters
    if challenge:
        setup["challenge"] = challenge
    app.stack.push(TitleScene(app))
    table = app.stack.push(StonesagaTable(app, Match(rs, content, setup, seed)))
    return app, table


def spot(table, choice_id):
    """Where `choice_id` can be clicked: a strip button, or a point of a glowing thing not covered
    by anything drawn later. None if it is not on screen."""
    for b in table.bar_buttons:
        if b.choice_id == choice_id:
            return b.rect.center
    for rect, key in reversed(table.hits):
        if key in table.keymap and any(c.id == choice_id for c in table.keymap[key]):
            for fx, fy in ((0.5, 0.5), (0.3, 0.5), (0.5, 0.3), (0.5, 0.7), (0.7, 0.5)):
                pt = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
                if table.hit_at(pt) == key:
                    return pt
    return None


def click_choice(app, table, choice_id) -> str:
    """Click `choice_id` on screen; returns how: 'glow', 'button', 'more' (through the More menu)."""
    pos = spot(table, choice_id)
    how = "button" if any(b.choice_id == choice_id for b in table.bar_buttons) else "glow"
    if pos is None:
        more = next(b for b in table.bar_buttons if b.choice_id is None)
        click(app, more)
        how = "more"
    else:
        click(app, pos)
    if table.menu is not None:
        app.draw()
        btn = next(b for b in table.menu[1] if b.choice_id == choice_id)
        click(app, btn)
    return how
