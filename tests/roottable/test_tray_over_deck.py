"""The choice tray grows up over the board when its labels wrap (a Portuguese leader choice): the
deck and discard box then sits above it, never half hidden under it (seen in the session-8 look at
every Portuguese shot)."""
from __future__ import annotations

import pytest

from game.core import i18n
from scenes.app import App
from scenes.every_scene import build, every_shot, leave_all
from scenes.settings import Settings


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_the_deck_box_is_never_under_the_grown_choice_tray(monkeypatch, tmp_path, lang):
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    shot = next(s for s in every_shot() if s.name == "root_eyrie_turmoil_leader")
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language=lang))
    try:
        build(shot, app, tmp_path)
        app.draw()
        t = app.stack.top
        if lang == "pt":     # the three leaders' texts wrap: the tray grew over the board
            assert t.tray_back is not None
        assert t.tray_back is None or not t.tray_back.colliderect(t.deck_rect), (t.tray_back, t.deck_rect)
    finally:
        leave_all(app)
