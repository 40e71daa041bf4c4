"""Headless helpers: an off-screen App and synthetic mouse / keyboard events."""
import pygame
import pytest

from game.core import registry
from scenes.app import App
from scenes.settings import Settings
from tests.toygame import TOY


@pytest.fixture
def toy():
    registry.register(TOY)
    yield TOY
    registry.unregister(TOY.id)


@pytest.fixture
def app():
    from game.core import saves
    a = App.headless((1280, 720), settings=Settings(anim_speed="instant", auto_forced=False))
    yield a
    w = saves._writer                 # the autosave worker is shared by the process: a test's
    if w is not None:                 # failed writes must not be reported by the next test's table
        w.flush()
        w.errors.clear()


def move(app, pos):
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(app, target, button=1):
    """Press and release at `target` (a widget: its centre; or a position)."""
    pos = target.rect.center if hasattr(target, "rect") else target
    move(app, pos)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def wheel(app, pos, y):
    move(app, pos)
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y)))


def key(app, k, mod=0, unicode=""):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    app.handle(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))


def type_text(app, text):
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))


def frame(app, dt=1 / 60):
    app.step(dt)
    app.draw()
