"""Issue 16, defect 13 (the small ones): every `screenshot` option explains itself in --help, and
a PLAS autosave is written once the automata have played up to a person's decision, so loading it
opens at that person's prompt instead of replaying the automaton's turn."""
import re
import subprocess
import sys
from pathlib import Path

from game.core import saves
from game.core.match import Match
from scenes.app import App
from scenes.load_game import open_save
from scenes.plas.table import PlasTable
from scenes.settings import Settings
from scenes.title import TitleScene

from .conftest import frame

ROOT = Path(__file__).resolve().parents[2]


def test_every_screenshot_option_has_a_description():
    r = subprocess.run([sys.executable, str(ROOT / "main.py"), "screenshot", "--help"], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 0
    text = r.stdout.split("\n\n", 1)[1]               # the option list, not the usage lines above it
    for opt in ("save", "--out", "--size", "--seat"):
        line = next(ln for ln in text.splitlines() if re.match(rf"\s+{re.escape(opt)}\b", ln))
        rest = line.strip()[len(opt):].strip()
        rest = re.sub(r"^[A-Z_]+\s*", "", rest)           # the metavar
        assert len(rest) > 8, (opt, line)


def test_a_plas_autosave_opens_at_the_persons_prompt():
    from game.core import registry
    rs = registry.get("plas")
    content = rs.default_content()
    setup = rs.default_setup(content, 2)
    setup["seats"][1]["controller"] = "automaton"
    setup["first"] = "0"
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant", auto_forced=False))
    app.stack.push(TitleScene(app))
    table = app.stack.push(PlasTable(app, Match(rs, content, setup, 21), curtain=False))
    m = table.match
    automaton_moves = 0
    for _ in range(3000):
        frame(app, 0.3)
        d = m.pending
        if d is None or app.stack.top is not table:
            break
        if d.seat == 0:
            if automaton_moves >= 5:
                break
            table.choose(d.choices[-1].id)
        else:
            automaton_moves += 1
    assert m.pending is not None and m.pending.seat == 0 and automaton_moves >= 5
    assert saves.background_writer().flush()
    back, _doc = saves.load_match(m.autosave_path)
    assert len(back.log) == len(m.log)                    # the automaton's turn is in the save
    assert open_save(app, m.autosave_path)
    loaded = app.stack.top
    assert isinstance(loaded, PlasTable) and loaded.match.pending.seat == 0
    n = len(loaded.match.log)
    frame(app, 0.3)
    assert len(loaded.match.log) == n                     # nothing replays before the person's prompt
