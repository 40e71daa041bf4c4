"""Damaged saves and saves folders never crash the app (issue 18): every field of a real save,
mutated (wrong type, missing, extra, huge, deep), either loads and draws or is refused with a
message naming the file and what is wrong; odd files in the saves folder become rows of the Load
screen; the title and Load screens always draw. Bounded and seeded; bench/input_fuzz.py runs more."""
import json
import os

import pytest

from game.core import saves
from game.core.agents import RandomAgent
from game.core.match import Match
from game.root.ruleset import RULESET
from scenes.app import App
from scenes.load_game import LoadScene, open_save
from scenes.settings import Settings
from scenes.title import TitleScene
from tests.fuzz_inputs import cases


@pytest.fixture(scope="module")
def real_save_doc(tmp_path_factory):
    content = RULESET.default_content()
    m = Match(RULESET, content, RULESET.default_setup(content, 3), 4)
    agents = {i: RandomAgent(i) for i in range(3)}
    for _ in range(120):
        m.apply(agents[m.pending.seat].choose(m, m.pending))
    p = saves.write_save(m, tmp_path_factory.mktemp("save") / "real.json", title="Real", meta={"decisions": 120})
    return json.loads(p.read_text())


def _app():
    return App.headless((1280, 720), settings=Settings(anim_speed="instant"))


def _write(name, data) -> "os.PathLike":
    p = saves.saves_dir() / name
    p.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return p


@pytest.mark.parametrize("chunk", range(4))
def test_every_field_of_a_real_save_damaged_is_refused_or_plays(real_save_doc, chunk):
    drawn = refused = 0
    for i, (path, kind, doc) in enumerate(cases(real_save_doc, 40, seed=1800 + chunk)):
        p = _write(f"case {i}.json", doc)
        where = f"{kind} at {'.'.join(map(str, path))}"
        try:
            match, _ = saves.load_match(p)
        except saves.SaveError as exc:
            assert p.name in str(exc) or "not a Tableforge save" in str(exc), where
            assert "Traceback" not in str(exc)
            refused += 1
            continue
        app = _app()                     # it loaded: the table must draw and the app must not fall
        assert open_save(app, p), where
        app.step(0.01)
        app.draw()
        drawn += 1
    rows = saves.list_saves()            # the whole folder of damaged saves lists without an error
    # (the tables opened above made their own autosaves beside the cases: one per game in progress)
    assert len([p for p, _ in rows if p.name.startswith("case ")]) == 40
    app = _app()
    app.stack.push(TitleScene(app))
    app.stack.push(LoadScene(app))
    app.draw()
    assert refused > 0
    print(f"chunk {chunk}: {refused} refused, {drawn} loaded and drawn")


def test_the_damaged_saves_of_issue_18_are_refused_with_what_is_wrong(real_save_doc):
    import copy
    d = copy.deepcopy(real_save_doc)
    bad = {}
    x = copy.deepcopy(d)
    del x["match"]["setup"]["seats"]
    bad["no seats"] = (x, "seats")
    x = copy.deepcopy(d)
    x["match"]["setup"] = [1]
    bad["setup list"] = (x, "'match.setup' should be a mapping")
    x = copy.deepcopy(d)
    x["match"]["snapshot"] = {}
    bad["empty snapshot"] = (x, "'match.snapshot' is empty")
    x = copy.deepcopy(d)
    x["match"]["snapshot"]["vp"] = "12"
    bad["vp text"] = (x, "damaged")
    x = copy.deepcopy(d)
    x["match"]["snapshot"]["factions"][0] = "nope"
    bad["unknown faction"] = (x, "damaged")
    x = copy.deepcopy(d)
    x["match"]["game"] = ["root"]
    bad["game list"] = (x, "'match.game' should be text")
    x = copy.deepcopy(d)
    x["match"]["snapshot"] = None
    bad["null snapshot"] = (x, "'match.snapshot' should be a mapping, not null")
    x = copy.deepcopy(d)
    x["save_format"] = "1"
    bad["format text"] = (x, "'save_format' should be a whole number, not text")
    x = copy.deepcopy(d)
    x["meta"] = [1]
    bad["meta list"] = (x, "'meta' should be a mapping")
    x = copy.deepcopy(d)
    x["title"] = 5
    bad["title number"] = (x, "'title' should be text")
    x = copy.deepcopy(d)
    x["saved_at"] = {"a": 1}
    bad["saved_at mapping"] = (x, "'saved_at' should be text")
    x = copy.deepcopy(d)
    x["match"]["snapshot"]["end_reason"] = [1]
    bad["end_reason list"] = (x, "RootState.end_reason: expected text")
    for name, (doc, words) in bad.items():
        p = _write(f"{name}.json", doc)
        with pytest.raises(saves.SaveError) as e:
            saves.load_match(p)
        assert words in str(e.value) and p.name in str(e.value), (name, str(e.value))
        assert "newer Tableforge" not in str(e.value), name
    p = _write("deep.json", '{"a":' * 100_000 + "1" + "}" * 100_000)
    with pytest.raises(saves.SaveError, match="nested too deeply"):
        saves.load_match(p)


def test_screenshot_and_replay_report_damaged_saves_without_a_traceback(real_save_doc, capsys):
    import main
    p = _write("vp.json", dict(real_save_doc, match=dict(real_save_doc["match"], snapshot=dict(
        real_save_doc["match"]["snapshot"], vp="abc"))))
    for argv in (["screenshot", str(p), "--out", str(p.with_suffix(".png"))], ["replay", str(p)]):
        assert main.main(argv) == 1
        err = capsys.readouterr().err
        assert "vp.json" in err and "Traceback" not in err


def _odd_files(folder):
    """The saves folder's odd files found by issue 18 (and a few more of their kind)."""
    (folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    os.symlink(folder / "gone.json", folder / "dangling.json")
    (folder / "meta.json").write_text(json.dumps({"magic": saves.MAGIC, "save_format": 1, "meta": "x"}))
    (folder / "folder.json").mkdir()
    (folder / "empty.json").write_text("")
    (folder / "binary.json").write_bytes(b"\xff\xfe\x00garbage")
    (folder / "list.json").write_text("[1, 2, 3]")
    (folder / "nul\x01title.json").write_text("{}")
    os.close(os.open(os.fsencode(folder) + b"/latin1-\xe9t\xe9.json", os.O_CREAT | os.O_WRONLY))


def test_odd_files_in_the_saves_folder_never_crash_the_title_or_load_screen(real_save_doc):
    folder = saves.saves_dir()
    _odd_files(folder)
    _write("ok.json", real_save_doc)
    rows = saves.list_saves()
    names = {p.name for p, _ in rows}
    assert "ok.json" in names and "dangling.json" in names
    errors = {p.name: info["error"] for p, info in rows if "error" in info}
    assert set(errors) >= {"deep.json", "dangling.json", "meta.json", "folder.json", "empty.json", "binary.json",
                           "list.json"}
    assert "nested too deeply" in errors["deep.json"] and "missing file" in errors["dangling.json"]
    assert "folder" in errors["folder.json"]
    assert saves.latest_save().name == "ok.json"
    app = _app()
    app.stack.push(TitleScene(app))
    app.draw()
    app.stack.push(LoadScene(app))
    app.draw()
    load = app.stack.top
    for i, row in enumerate(load.list.rows):          # opening each: a dialog or the table, never a crash
        open_save(app, row.data)
        app.step(0.01)
        app.draw()
        app.stack.clear_to(TitleScene(app))


def test_interrupted_saves_are_cleaned_up_and_names_are_safe(tmp_path):
    folder = saves.saves_dir()
    old = folder / ".saving-abc.tmp"
    new = folder / ".saving-def.tmp"
    old.write_text("partial")
    new.write_text("being written")
    os.utime(old, (1, 1))
    saves.list_saves()
    assert not old.exists() and new.exists()          # a save being written right now stays
    long = saves.save_path("x" * 1000)
    assert len(long.name) <= saves.MAX_NAME + 5
    assert saves.save_path("CON").stem == "CON_" and saves.save_path("lpt1").stem == "lpt1_"
    assert saves.save_path("../../etc/passwd").parent == folder
    content = RULESET.default_content()
    m = Match(RULESET, content, RULESET.default_setup(content, 2), 1)
    for name in ("x" * 1000, "CON", "nul", "a/b\\c:d"):
        p = saves.write_save(m, saves.save_path(name))
        assert saves.load_match(p)[0].seed == 1


def test_a_failed_write_leaves_no_temporary_file(monkeypatch, real_save_doc):
    content = RULESET.default_content()
    m = Match(RULESET, content, RULESET.default_setup(content, 2), 1)

    def full(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError):
        saves.write_save(m, saves.save_path("full"))
    assert not list(saves.saves_dir().glob(".saving-*")) and not saves.save_path("full").exists()
