"""The desktop build: ./build (PyInstaller one-folder), then the built program's --smoke.
Slow (about a minute with a warm .venv): run with ./test --slow."""
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_build_then_built_program_smoke(tmp_path):
    r = subprocess.run([str(ROOT / "build")], cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-4000:]
    exe = ROOT / "dist" / "tableforge" / ("tableforge.exe" if os.name == "nt" else "tableforge")
    assert exe.exists()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLEFORGE_HOME=str(tmp_path))
    # Run from elsewhere: the build must find data/ and assets/ by itself, not from the cwd.
    s = subprocess.run([str(exe), "--smoke"], cwd=tmp_path, capture_output=True, text=True, env=env, timeout=300)
    assert s.returncode == 0, s.stdout + s.stderr
    assert "smoke: ok" in s.stdout
    # The compiled catalogues are bundled: the frozen program starts in French (issue 17).
    s = subprocess.run([str(exe), "--lang", "fr", "--smoke"], cwd=tmp_path, capture_output=True, text=True, env=env,
                       timeout=300)
    assert s.returncode == 0, s.stdout + s.stderr
    assert "language: fr — Nouvelle partie" in s.stdout
