"""`main.py validate` covers Stonesaga packs (issue 10: "main.py validate passes on the sample pack
and refuses broken copies with file:line"), and the owner template is valid and documents records
that load."""
import re
import shutil
import subprocess
import sys
from pathlib import Path

from game.core.content import load_records
from game.stonesaga import content as C
from game.stonesaga import primitives as P

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "docs" / "templates" / "stonesaga-owner-pack"


def validate(path=None, home=None) -> subprocess.CompletedProcess:
    import os
    env = dict(os.environ)
    if home is not None:
        env["TABLEFORGE_HOME"] = str(home)
    args = [sys.executable, str(ROOT / "main.py"), "validate"] + ([str(path)] if path else [])
    return subprocess.run(args, capture_output=True, text=True, cwd=ROOT, timeout=180, env=env)


def test_validate_sample_and_a_broken_copy(tmp_path):
    """Issue 10: validate passes on the sample and refuses a broken copy with file:line (rb p.31: an item handed out must exist)."""
    ok = validate(C.sample_pack_dir())
    assert ok.returncode == 0, ok.stderr
    assert "sample-hollow" in ok.stdout
    bad = tmp_path / "bad"
    shutil.copytree(C.sample_pack_dir(), bad)
    p = bad / "codex.yaml"
    text = p.read_text()
    old = "effects: [{gain_item: ZI18}]"
    line = text[:text.index(old)].count("\n") + 1
    p.write_text(text.replace(old, "effects: [{gain_item: ZI77}]"))
    res = validate(bad)
    assert res.returncode == 1
    assert f"codex.yaml:{line}:" in res.stderr and "gain_item" in res.stderr and "ZI77" in res.stderr


def test_template_is_a_valid_empty_owner_pack():
    """Pack format: the empty owner template validates (ruling SS-34) and has every file."""
    res = validate(TEMPLATE)
    assert res.returncode == 0, res.stderr
    pack = C.load(TEMPLATE)
    assert pack.info.provenance == "owner" and not pack.playable
    assert {p.name for p in TEMPLATE.iterdir()} >= set(C.FILES)


CLASSES = {"regions.yaml": C.Region, "tiles.yaml": C.Tile, "modules.yaml": C.Module, "materials.yaml": C.Material,
           "associations.yaml": C.Association, "items.yaml": C.Item, "improvements.yaml": C.Improvement,
           "travel.yaml": C.TravelCard, "night.yaml": C.NightCard, "fishing.yaml": C.FishingCard,
           "forage.yaml": C.ForageCard, "excavation.yaml": C.ExcavationRoom, "codex.yaml": C.CodexEntry,
           "challenges.yaml": C.Challenge, "objectives.yaml": C.Objective, "knowledge.yaml": C.Knowledge,
           "powers.yaml": C.Power, "regalia.yaml": C.Regalia, "traits.yaml": C.Trait, "marks.yaml": C.Mark}


def test_template_examples_have_the_documented_fields(tmp_path):
    """Each commented example record, uncommented, builds its record type and its effects pass the
    vocabulary (references are checked when a real pack is loaded)."""
    for fname, cls in CLASSES.items():
        lines = (TEMPLATE / fname).read_text().splitlines()
        body = [ln[2:] for ln in lines if re.match(r"^# (- |  )", ln)]
        assert body, fname
        f = tmp_path / fname
        f.write_text("\n".join(body) + "\n")
        recs = load_records(f, list[cls])
        assert len(recs) >= 1, fname
        for r in recs:
            for attr in ("effects", "on_achieve", "setup", "entry", "action"):
                if isinstance(getattr(r, attr, None), list):
                    P.check_effects(getattr(r, attr), fname, None, attr)


def test_validate_without_path_covers_builtin_and_user_packs(tmp_path):
    """`main.py validate` with no path checks data/ (the sample and the rulebook tables) and the
    user's packs folder; a broken owner pack there is named with file:line."""
    home = tmp_path / "home"
    user_pack = home / "data" / "packs" / "stonesaga" / "mine"
    shutil.copytree(TEMPLATE, user_pack)
    res = validate(home=home)
    assert res.returncode == 0, res.stderr
    for pid in ("sample-hollow", "stonesaga-rulebook", "my-stonesaga"):
        assert pid in res.stdout, res.stdout
    (user_pack / "traits.yaml").write_text("- {id: brave, name: Brave, provenance: bought}\n")
    res = validate(home=home)
    assert res.returncode == 1
    assert "traits.yaml:1:" in res.stderr and "provenance" in res.stderr
