"""Headless Root table helpers: an off-screen app, a Root match, and mouse events."""
import pygame
import pytest

from game.core.match import Match
from game.root.ruleset import RULESET
from scenes.app import App
from scenes.settings import Settings
from tests.scenes.conftest import click, frame, key, move, wheel  # noqa: F401


def root_setup(factions, controllers=None, round_cap=0, map_id="autumn"):
    controllers = controllers or ["human"] * len(factions)
    from game.root.factions import get_faction
    test = any(get_faction(f).test_only for f in factions)
    return {"seats": [{"controller": c, "faction": f} for f, c in zip(factions, controllers)], "map": map_id,
            "deck": "base", "round_cap": round_cap, "allow_test_factions": test}


def playable_factions(n=2):
    """The real factions the engine implements (the test dummy fills up when too few exist)."""
    from game.root.factions import faction_ids
    fs = list(faction_ids())[:n]
    while len(fs) < n:
        fs.append("dummy")
    return fs


def root_match(factions=None, controllers=None, seed=5, round_cap=0, map_id="autumn"):
    factions = factions or playable_factions(2)
    content = RULESET.default_content()
    return Match(RULESET, content, root_setup(factions, controllers, round_cap, map_id), seed)


@pytest.fixture
def app():
    # clicks reach every decision: a forced choice is not taken for the player here
    return App.headless((1280, 720), settings=Settings(anim_speed="instant", auto_forced=False))


def press(app, pos, button=1):
    move(app, pos)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def play_by_clicks(app, table, match, rnd, frames=40000) -> set:
    """Play `match` at `table` by random clicks on what a player can click (glowing things and the
    tray's buttons), through the pass-and-play curtain, until the table leaves the stack (game
    over). At every step every legal choice must be reachable by a click. Returns the decision
    kinds clicked, as (seat, kind)."""
    from scenes.curtain import CurtainScene

    from .test_duchy_table import reachable
    kinds: set = set()
    for _ in range(frames):
        frame(app, 0.02)
        top = app.stack.top
        if top is not table and not isinstance(top, CurtainScene):
            break
        if isinstance(top, CurtainScene):
            press(app, top.ready.rect.center)
            continue
        d = match.pending
        assert reachable(table) == {c.id for c in d.choices}, f"a choice of {d.kind} cannot be clicked"
        before = len(match.log)
        pos, what = rnd.choice(table.targets())
        press(app, pos)
        if table.popup:
            frame(app, 0.02)
            pos, what = rnd.choice(table.targets())
            press(app, pos)
        assert len(match.log) == before + 1, f"click on {what} did not make a choice"
        kinds.add((d.seat, d.kind))
    return kinds
