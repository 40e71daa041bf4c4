"""The window survives what it did not expect (issue 18): anything a scene raises becomes the
app's error dialog over the title; folders and settings that cannot be written are said in a
dialog and play goes on; a game of automatic seats autosaves too."""


from game.core import saves
from game.core.match import Match
from scenes import settings as settings_mod
from scenes.dialogs import ErrorDialog
from scenes.generic_table import GenericTable
from scenes.settings import Settings, load_settings
from scenes.stack import Scene
from scenes.title import TitleScene


class Exploding(Scene):
    def draw(self, surface):
        raise RuntimeError("boom in draw")


def test_the_window_loop_turns_an_unexpected_error_into_the_error_dialog(app, capsys):
    app.stack.push(TitleScene(app))
    app.stack.push(Exploding(app))
    app.frame(0.016, [])
    assert app.running
    assert isinstance(app.stack.top, ErrorDialog) and "boom in draw" in app.stack.top.message
    assert isinstance(app.stack.scenes[0], TitleScene)
    app.frame(0.016, [])                     # the next frame draws fine
    assert app.failures == 0 and app.running


def test_the_window_loop_stops_cleanly_if_even_the_title_cannot_be_drawn(app, monkeypatch, capsys):
    monkeypatch.setattr(TitleScene, "draw", lambda self, s: (_ for _ in ()).throw(RuntimeError("no title")))
    app.stack.push(TitleScene(app))
    for _ in range(5):
        app.frame(0.016, [])
    assert not app.running
    assert "Tableforge stopped: RuntimeError: no title" in capsys.readouterr().err


def test_settings_that_cannot_be_written_are_applied_and_said_in_a_dialog(app, monkeypatch):
    def read_only(*a, **k):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(settings_mod.tempfile, "mkstemp", read_only)
    app.stack.push(TitleScene(app))
    app.apply_settings(Settings(anim_speed="fast"))
    assert app.settings.anim_speed == "fast"
    assert isinstance(app.stack.top, ErrorDialog) and "Permission denied" in app.stack.top.message


def test_a_config_folder_that_cannot_be_made_gives_default_settings_and_a_message(monkeypatch):
    def no_folder():
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(settings_mod, "config_dir", no_folder)
    s, message = load_settings()
    assert s == Settings() and "cannot be used" in message


def test_a_settings_file_nested_too_deep_gives_default_settings(monkeypatch):
    settings_mod.settings_path().write_text("[" * 100_000 + "]" * 100_000)
    s, message = load_settings()
    assert s == Settings() and "could not be read" in message


def _auto_table(app, toy, humans=0):
    content = toy.default_content()
    setup = toy.default_setup(content)
    for i, seat in enumerate(setup["seats"]):
        seat["controller"] = "human" if i < humans else "random"
    return app.stack.push(GenericTable(app, Match(toy, content, setup, 2)))


def test_a_game_of_automatic_seats_autosaves_as_it_plays(app, toy):
    table = _auto_table(app, toy)
    for _ in range(6):
        app.step(1.0)
    assert len(table.match.log) >= 3
    path = table.autosave_file()                  # this game's own autosave (one per game in progress)
    assert saves.background_writer().flush()
    assert path.exists()
    back, _ = saves.load_match(path)
    assert len(back.log) == len(table.match.log)


def test_an_autosave_that_cannot_be_written_says_so_once_and_play_goes_on(app, toy, monkeypatch):
    def full(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves, "write_text", full)     # what the autosave worker writes with
    table = _auto_table(app, toy)
    app.step(1.0)
    assert saves.background_writer().flush()
    app.step(0.01)                                      # the table reports the worker's failure
    assert isinstance(app.stack.top, ErrorDialog) and "No space left" in app.stack.top.message
    app.stack.pop()
    n = len(table.match.log)
    app.step(1.0)
    assert saves.background_writer().flush()
    app.step(0.01)
    assert len(table.match.log) > n and not isinstance(app.stack.top, ErrorDialog)
    assert app.toast and "Autosave failed" in app.toast[0]


def test_a_save_that_cannot_be_written_says_so_in_a_dialog(app, toy, monkeypatch):
    table = _auto_table(app, toy, humans=2)
    monkeypatch.setattr(saves, "write_save", lambda *a, **k: (_ for _ in ()).throw(OSError(30, "Read-only file system")))
    table.save()
    assert isinstance(app.stack.top, ErrorDialog) and "Read-only file system" in app.stack.top.message


def test_a_root_game_of_automata_autosaves_at_every_turn(app):
    from game.root.ruleset import RULESET
    from scenes.tables import table_scene_for
    content = RULESET.default_content()
    setup = {"seats": [{"controller": "automaton", "faction": "mechanical-marquise"},
                       {"controller": "automaton", "faction": "electric-eyrie"}], "map": "autumn", "deck": "base"}
    m = Match(RULESET, content, setup, 3)
    table = table_scene_for(app, m)
    app.stack.push(table)
    path = table.autosave_file()                  # this game's own autosave (one per game in progress)
    for _ in range(400):                          # bounded: a broken autosave fails, never hangs
        if path.exists() or table.match.pending is None:
            break
        app.step(1.0)
        saves.background_writer().flush()
    assert path.exists(), (len(table.match.log), getattr(app.stack.top, "message", ""))
    back, _ = saves.load_match(path)
    assert 0 < len(back.log) <= len(m.log)
