"""The window fits the display (issue 16, defect 11): a saved size larger than the display is
clamped when the window opens, and Settings offers only the sizes that fit."""
import pygame

from scenes.app import App, make_app
from scenes.settings import Settings, clamp_window, save_settings, sizes_that_fit
from scenes.settings_scene import SettingsScene


def test_sizes_offered_are_those_that_fit():
    assert sizes_that_fit((1366, 768)) == [(1280, 720)]
    assert sizes_that_fit((1920, 1200)) == [(1280, 720), (1600, 900), (1920, 1080)]
    assert sizes_that_fit((1024, 600)) == [(1280, 720)]            # the minimum always stays
    assert sizes_that_fit(None)[-1] == (2560, 1440)


def test_a_saved_size_is_clamped_to_the_display():
    assert clamp_window((2560, 1440), (1920, 1080)) == (1920, 1080)
    assert clamp_window((1600, 900), (1366, 768)) == (1366, 768)
    assert clamp_window((1600, 900), None) == (1600, 900)


def test_the_window_opens_no_larger_than_the_display(monkeypatch):
    save_settings(Settings(window_w=2560, window_h=1440))
    monkeypatch.setattr(App, "display_size", lambda self: (1600, 900))
    app = make_app()
    try:
        assert app.screen.get_size() == (1600, 900)
        scene = app.stack.push(SettingsScene(app))
        offered = [v for v, _ in scene.size_sel.values]
        assert "2560x1440" not in offered and "1920x1080" not in offered and "1600x900" in offered
    finally:
        pygame.quit()
