"""A PLAS game saves, loads and replays through the core; an owner's pack in the user folder is
found and validated."""
import shutil
import subprocess
import sys
from pathlib import Path

from game.core.agents import RandomAgent
from game.core.saves import load_match, write_save
from game.core.userdirs import packs_dir

from .helpers import C, R

ROOT = Path(__file__).resolve().parents[2]


def test_save_load_and_replay_mid_game(tmp_path):
    from game.core.match import Match
    m = Match(R, C, R.default_setup(C, 3), 77)
    agents = {i: RandomAgent(i) for i in range(3)}
    for _ in range(150):
        d = m.pending
        m.apply(agents[d.seat].choose(m, d))
    path = write_save(m, tmp_path / "plas.json", title="mid-game")
    back, doc = load_match(path)
    assert back.state == m.state and back.pending == m.pending
    assert back.rebuild_history()
    cli = subprocess.run([sys.executable, "main.py", "replay", str(path)], cwd=ROOT, capture_output=True, text=True,
                         env={**__import__("os").environ})
    assert cli.returncode == 0 and "reproduce" in cli.stdout


def test_owner_pack_in_user_folder_is_validated(tmp_path):
    dst = packs_dir() / "plas" / "my-cards"
    shutil.copytree(ROOT / "data" / "plas", dst)
    text = (dst / "pack.yaml").read_text().replace("id: plas-sample", "id: my-cards").replace(
        "provenance: sample", "provenance: owner")
    (dst / "pack.yaml").write_text(text)
    content = R.load_content(dst)
    assert content.info.provenance == "owner" and content.pack_id == "my-cards"
    import os
    out = subprocess.run([sys.executable, "main.py", "validate"], cwd=ROOT, capture_output=True, text=True,
                         env={**os.environ})
    assert out.returncode == 0 and "my-cards" in out.stdout and "plas-sample" in out.stdout
