"""One autosave per game in progress (issue 16, defect 3): a new game never replaces another's
autosave, every autosave is listed, Continue opens the chosen game's latest save, the chooser
remembers its game, a named save never replaces another, and the write happens off the UI thread."""
import os
import threading

from game.core import saves
from game.core.match import Match
from scenes.app import App
from scenes.generic_table import GenericTable
from scenes.load_game import LoadScene, open_save
from scenes.settings import Settings, load_settings
from scenes.title import TitleScene

from .conftest import click


def new_table(app, toy, seed):
    content = toy.default_content()
    setup = toy.default_setup(content, 2)
    for s in setup["seats"]:
        s["controller"] = "human"
    app.stack.push(TitleScene(app))
    return app.stack.push(GenericTable(app, Match(toy, content, setup, seed), curtain=False,
                                       viewer=0))


def play_one(table):
    d = table.match.pending
    table.viewer = d.seat
    table.refresh()
    table.choose(d.choices[0].id)


def test_each_game_in_progress_keeps_its_own_autosave(app, toy):
    first = new_table(app, toy, seed=1)
    play_one(first)
    saves.background_writer().flush()
    a = first.match.autosave_path
    before = a.read_bytes()
    second = new_table(app, toy, seed=2)
    play_one(second)
    play_one(second)
    saves.background_writer().flush()
    b = second.match.autosave_path
    assert a != b and a.exists() and b.exists()
    assert a.read_bytes() == before                       # the first game's autosave is untouched
    listed = {p: info for p, info in saves.list_saves()}
    assert a in listed and b in listed
    rows = LoadScene(app)
    rows.layout(app.screen.get_size())
    details = [r.detail for r in rows.list.rows if r.data in (a, b)]
    assert len(details) == 2 and all("autosave" in d for d in details)


def test_a_loaded_autosave_goes_on_in_the_same_file(app, toy):
    t = new_table(app, toy, seed=3)
    play_one(t)
    saves.background_writer().flush()
    path = t.match.autosave_path
    n_files = len(saves.list_saves())
    assert open_save(app, path)
    table = app.stack.top
    play_one(table)
    saves.background_writer().flush()
    assert table.match.autosave_path == path and len(saves.list_saves()) == n_files
    back, _ = saves.load_match(path)
    assert len(back.log) == 2


def test_continue_opens_the_chosen_games_latest_save(app, toy):
    t = new_table(app, toy, seed=4)
    play_one(t)
    saves.background_writer().flush()
    other = saves.save_path("another game")
    other.write_text(t.match.autosave_path.read_text().replace('"game":"toy"', '"game":"elsewhere"'))
    os.utime(other, (t.match.autosave_path.stat().st_mtime + 10,) * 2)       # newer, but another game
    app.stack.clear_to(TitleScene(app))
    title = app.stack.top
    title._pick("toy")
    assert title.latest == t.match.autosave_path
    click(app, title.buttons["continue"])
    assert isinstance(app.stack.top, GenericTable) and app.stack.top.match.ruleset.id == "toy"


def test_the_game_chooser_remembers_its_choice(toy):
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    title = app.stack.push(TitleScene(app))
    title.chooser.step(1)                       # the player picks another game
    chosen = title.chooser.value
    settings, problem = load_settings()
    assert problem is None and settings.last_game == chosen
    again = App.headless((1280, 720), settings=settings)
    assert again.stack.push(TitleScene(again)).game_id == chosen


def test_a_named_save_never_replaces_another(app, toy, monkeypatch):
    t = new_table(app, toy, seed=5)
    monkeypatch.setattr("time.strftime", lambda fmt, *a: "2026-01-01 10.00.00")      # two saves in one second
    t.save()
    play_one(t)
    t.save()
    named = [p for p, _ in saves.list_saves() if not saves.is_autosave(p)]
    assert len(named) == 2


def test_the_autosave_is_written_off_the_ui_thread(app, toy, monkeypatch):
    threads = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (threads.append(threading.current_thread()), real(fd)))
    t = new_table(app, toy, seed=6)
    play_one(t)
    saves.background_writer().flush()
    assert threads and threading.main_thread() not in threads
