"""Settings persist as JSON and survive a damaged file (defaults + a message, never a crash)."""
import json

from scenes.app import make_app
from scenes.dialogs import ErrorDialog
from scenes.settings import Settings, load_settings, save_settings, settings_path
from scenes.settings_scene import SettingsScene
from scenes.title import TitleScene

from .conftest import click


def test_defaults_when_no_file():
    s, msg = load_settings()
    assert s == Settings() and msg is None


def test_round_trip_and_out_of_range_values_are_normalised():
    save_settings(Settings(window_w=1920, window_h=1080, fullscreen=True, anim_speed="instant", volume=0.25))
    s, msg = load_settings()
    assert msg is None and (s.window_w, s.window_h, s.fullscreen, s.anim_speed, s.volume) == (1920, 1080, True, "instant", 0.25)
    settings_path().write_text(json.dumps({"window_w": 10, "volume": 9, "anim_speed": "warp", "unknown": 1}))
    s, msg = load_settings()
    assert msg is None and s.window_w == 1280 and s.volume == 1.0 and s.anim_speed == "normal"


def test_corrupt_file_gives_defaults_and_a_message_shown_on_the_title(app):
    for junk in ("{not json", "[1, 2]", '{"window_w": "wide"}'):
        settings_path().write_text(junk)
        s, msg = load_settings()
        assert s == Settings() and "default settings" in msg
    app.settings_message = msg
    app.stack.push(TitleScene(app))
    assert isinstance(app.stack.top, ErrorDialog) and "could not be read" in app.stack.top.message
    app.draw()


def test_settings_scene_changes_are_saved(app):
    sc = app.stack.push(SettingsScene(app))
    click(app, (sc.size_sel.rect.right - 10, sc.size_sel.rect.centery))      # next window size
    click(app, sc.full)
    t = sc.speed.track
    click(app, (t.right, t.centery))                                          # the last step: instant
    click(app, (sc.volume.track.x, sc.volume.track.centery))                  # volume 0
    app.draw()
    s, _ = load_settings()
    assert (s.window_w, s.window_h) == (1600, 900) and s.fullscreen and s.anim_speed == "instant" and s.volume == 0.0
    assert app.settings == s
    click(app, sc.back)
    assert app.stack.top is None


def test_make_app_reads_the_saved_settings(monkeypatch):
    save_settings(Settings(window_w=1600, window_h=900))
    import scenes.app as app_mod
    opened = {}
    monkeypatch.setattr(app_mod.App, "__init__", lambda self, size, **kw: opened.update(size=size, **kw))
    make_app()
    assert opened["size"] == (1600, 900) and opened["fullscreen"] is False
