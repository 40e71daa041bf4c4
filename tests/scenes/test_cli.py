"""main.py --smoke, the in-process smoke with a game installed, and the screenshot command."""
import argparse
import re
import os
import subprocess
import sys
from pathlib import Path

import pygame

from game.core import saves
from game.core.match import Match
from scenes import cli

ROOT = Path(__file__).resolve().parents[2]


def test_main_smoke_exits_0():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, str(ROOT / "main.py"), "--smoke"], capture_output=True, text=True, env=env,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    assert "smoke: ok" in r.stdout


def test_smoke_draws_the_table_of_an_installed_game(toy, capsys):
    assert cli.smoke() == 0
    out = capsys.readouterr().out
    assert "ok    game toy" in out and re.search(r"games: .*\btoy\b", out)


def test_smoke_fails_with_a_clear_message_on_bad_content(toy, monkeypatch, capsys):
    from game.core.content import ContentError
    monkeypatch.setattr(type(toy), "default_content", lambda self: (_ for _ in ()).throw(
        ContentError("deck.yaml:3", "field 'value': expected an integer")))
    assert cli.smoke() == 1
    err = capsys.readouterr().err
    assert "deck.yaml:3" in err and "FAILED" in err


def test_screenshot_renders_a_save_for_the_deciding_seat(toy, tmp_path):
    content = toy.default_content()
    m = Match(toy, content, toy.default_setup(content), 8)
    m.apply(m.pending.choices[0].id)
    save = saves.write_save(m, tmp_path / "s.json")
    out = tmp_path / "shot.png"
    args = argparse.Namespace(save=str(save), out=str(out), size="1600x900", seat=None)
    assert cli.screenshot(args) == 0
    img = pygame.image.load(str(out))
    assert img.get_size() == (1600, 900)
    bad = argparse.Namespace(save=str(tmp_path / "missing.json"), out=str(out), size="1600x900", seat=None)
    assert cli.screenshot(bad) == 1
