"""Damaged content packs (issue 18): every field of every file of the real Root pack, mutated
(wrong type, missing, extra, huge, deep), is refused by `load_content` / `main.py validate` with
a message naming the file (and line where there is one), or loads; nothing raises anything else.
Bounded and seeded; bench/input_fuzz.py runs more."""
import json
import shutil
import zlib
from pathlib import Path

import pytest
import yaml

from game.core.content import ContentError
from game.core.rng import Rng
from game.root.ruleset import RULESET
from tests.fuzz_inputs import KINDS, mutate, paths

PACK = Path(__file__).resolve().parents[2] / "data" / "root"
CASES = 2                    # per file here; bench/input_fuzz.py runs many more
FILES = sorted(p.relative_to(PACK).as_posix() for p in PACK.rglob("*.yaml"))


def damaged_pack(tmp: Path, rel: str, seed: int, huge_items: int = 3000):
    """A copy of the Root pack with one field of `rel` damaged; (pack dir, description)."""
    r = Rng.seeded(seed)
    doc = yaml.safe_load((PACK / rel).read_text(encoding="utf-8"))
    ps = paths(doc)
    p, kind = ps[r.below(len(ps))], KINDS[r.below(len(KINDS))]
    bad = mutate(doc, p, kind, r, huge_items)
    dest = tmp / f"pack{seed}"
    shutil.copytree(PACK, dest)
    # JSON is YAML flow style: it also writes the deep case, which the YAML dumper cannot
    text = json.dumps(bad) if kind == "deep" else yaml.safe_dump(bad, width=1000)
    (dest / rel).write_text(text, encoding="utf-8")
    return dest, f"{rel}: {kind} at {'.'.join(map(str, p))}"


@pytest.mark.parametrize("rel", FILES)
def test_every_file_of_the_root_pack_damaged_gives_a_message(tmp_path, rel):
    refused = loaded = 0
    for k in range(CASES):
        dest, what = damaged_pack(tmp_path, rel, seed=zlib.crc32(rel.encode()) % 1000 * 10 + k)
        try:
            RULESET.load_content(dest)
            loaded += 1
        except ContentError as exc:
            assert Path(rel).name in str(exc), (what, str(exc))
            refused += 1
    assert refused + loaded == CASES and refused >= 1, rel     # at least one damage is caught per file


@pytest.mark.parametrize("rel", ["lizards.yaml", "hundreds.yaml", "riverfolk.yaml", "setup_cards.yaml", "reference.yaml"])
def test_validate_reads_the_files_a_game_reads_later(tmp_path, rel, capsys):
    import main
    dest = tmp_path / "pack"
    shutil.copytree(PACK, dest)
    with open(dest / rel, "a", encoding="utf-8") as f:
        f.write("\n  broken: [1, 2\n")
    assert main.main(["validate", str(dest)]) == 1
    err = capsys.readouterr().err
    assert f"{rel}:" in err and "Traceback" not in err


def test_validate_names_folders_unreadable_files_deep_nesting_and_unknown_tags(tmp_path, capsys, monkeypatch):
    import main
    cases = {}
    d = tmp_path / "folder"
    shutil.copytree(PACK, d)
    (d / "riverfolk.yaml").unlink()
    (d / "riverfolk.yaml").mkdir()
    cases[d] = "riverfolk.yaml: is a folder where a file should be"
    d = tmp_path / "deep"
    shutil.copytree(PACK, d)
    (d / "reference.yaml").write_text("sections: " + "[" * 5000 + "]" * 5000)
    cases[d] = "reference.yaml: nested too deeply"
    d = tmp_path / "tag"
    shutil.copytree(PACK, d)
    text = (d / "maps.yaml").read_text().replace("name: Hill,", "name: !!python/name:os.system '',")
    (d / "maps.yaml").write_text(text)
    cases[d] = "maps.yaml:14: cannot be read: could not determine a constructor"
    for pack, words in cases.items():
        assert main.main(["validate", str(pack)]) == 1
        err = capsys.readouterr().err
        assert words in err and "Traceback" not in err, err
    d = tmp_path / "unreadable"
    shutil.copytree(PACK, d)
    real = Path.read_text

    def denied(self, *a, **k):
        if self.name == "setup_cards.yaml":
            raise PermissionError(13, "Permission denied")
        return real(self, *a, **k)
    monkeypatch.setattr(Path, "read_text", denied)
    assert main.main(["validate", str(d)]) == 1
    assert "setup_cards.yaml: cannot be read: Permission denied" in capsys.readouterr().err


def test_a_pair_that_is_not_a_pair_is_a_file_line_error(tmp_path):
    # found by bench/input_fuzz.py (pack case 102, seed 7): a river of one clearing crashed the map
    dest = tmp_path / "pack"
    shutil.copytree(PACK, dest)
    text = (dest / "maps.yaml").read_text().replace("rivers: [[4, 7], ", "rivers: [[4], ", 1)
    (dest / "maps.yaml").write_text(text)
    with pytest.raises(ContentError, match=r"maps.yaml:28: field 'rivers': expected 2 values, got 1"):
        RULESET.load_content(dest)
