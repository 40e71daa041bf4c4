"""The sample pack loads; broken copies fail with file:line; `main.py validate` agrees."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.content import ContentError
from game.plas.content import load

from .helpers import C

ROOT = Path(__file__).resolve().parents[2]
PACK = ROOT / "data" / "plas"


def test_sample_pack_is_complete_and_marked_sample():
    assert C.info.provenance == "sample"
    assert len(C.provinces) == 12 and len(C.realms) == 4 and len(C.allies) == 9 and len(C.trees) == 5
    assert sum(p.kind == "village" for p in C.provinces.values()) == 4
    assert {p.realm for p in C.provinces.values() if p.kind == "village"} == set(C.realms)   # one village per realm
    assert C.provinces["pilgrimwalk"].defense == 7 and C.provinces["pilgrimwalk"].realm == "hallowed-vale"
    starters = sum(len(v) for v in C.starter_instances.values()) + len(C.advisor_instances)
    assert starters == 34                                          # Matériel: 34 starter cards
    for path in PACK.rglob("*.yaml"):
        if path.name != "pack.yaml":
            text = path.read_text()
            assert "provenance: sample" in text, path
            assert "provenance: official" not in text and "provenance: owner" not in text


def _copy(tmp_path):
    dst = tmp_path / "pack"
    shutil.copytree(PACK, dst)
    return dst


def _break(path: Path, old: str, new: str):
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


@pytest.mark.parametrize("file,old,new,needle", [
    ("cards/starter.yaml", "effect: reroll", "effect: teleport", "unknown effect id 'teleport'"),
    ("cards/realm.yaml", "{when: action, effect: reinforce", "{when: defend, effect: reinforce", "cannot be used as 'defend'"),
    ("provinces.yaml", "adjacent: [pilgrimwalk, queenskeep, elderglade]", "adjacent: [pilgrimwalk, queenskeep]", "symmetric"),
    ("realms.yaml", "card: wanderer, copies: 2}\n- id: mountain", "card: wandrer, copies: 2}\n- id: mountain", "unknown card 'wandrer'"),
    ("cards/upgrades.yaml", "to: beloved-champions", "to: beloved-champs", "unknown card 'beloved-champs'"),
    ("allies.yaml", "need: {kind: mercy, n: 5}", "need: {kind: wealth, n: 5}", "unknown ally condition"),
    ("buildings.yaml", "faction: commonfolk\n", "faction: elves\n", "unknown faction 'elves'"),
    ("dice.yaml", "strength: 2, ruin: 0", "strength: two, ruin: 0", "expected a whole number"),
])
def test_broken_pack_names_file_and_line(tmp_path, file, old, new, needle):
    pack = _copy(tmp_path)
    _break(pack / file, old, new)
    with pytest.raises(ContentError) as exc:
        load(pack)
    msg = str(exc.value)
    assert needle in msg and f"{Path(file).name}:" in msg
    line = int(msg.split(f"{Path(file).name}:")[1].split(":")[0])
    assert line >= 1


def test_cli_validate_ok_and_broken(tmp_path):
    ok = subprocess.run([sys.executable, "main.py", "validate", str(PACK)], cwd=ROOT, capture_output=True, text=True)
    assert ok.returncode == 0 and "plas-sample" in ok.stdout
    pack = _copy(tmp_path)
    _break(pack / "cards" / "starter.yaml", "effect: reroll", "effect: teleport")
    bad = subprocess.run([sys.executable, "main.py", "validate", str(pack)], cwd=ROOT, capture_output=True, text=True)
    assert bad.returncode == 1 and "starter.yaml:" in bad.stderr and "teleport" in bad.stderr
