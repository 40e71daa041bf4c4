import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    """Every test gets its own settings/saves folder."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path / "home"))


def pytest_collection_modifyitems(config, items):
    if os.environ.get("TABLEFORGE_SLOW"):
        return
    skip = pytest.mark.skip(reason="slow: run with ./test --slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
