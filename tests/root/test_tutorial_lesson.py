"""The Root tutorial's lesson (data/root/tutorial.yaml, game/root/tutorial.py) without a screen:
every step's expected choice is legal when it comes and its target is what that choice names;
the position it ends in is the one the Law gives; saving and replaying gives the same game;
a wrong choice changes nothing; a bad file is refused with its file, line and field."""
from __future__ import annotations

import json

import pytest

from game.root import tutorial
from game.root.ruleset import RULESET
from game.root.tutorial import Run, TutorialError, load


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def play(run: Run, until: str | None = None) -> Run:
    while not run.finished and (until is None or run.step.id != until):
        st = run.step
        if st.kind == "page":
            assert run.next_page()
        elif st.kind == "choose":
            assert run.try_choice(st.choose), st.id
        else:
            while run.play_opponent():
                pass
    return run


def test_every_step_is_legal_when_it_comes_and_glows_on_its_choice(content):
    tut = load()
    run = Run(content, tut)
    kinds = set()
    while not run.finished:
        st = run.step
        kinds.add(st.kind)
        d = run.match.pending
        if st.kind == "choose":
            assert d.seat == run.player, st.id
            assert st.choose in d.ids(), f"{st.id}: {st.choose} not in {d.ids()}"
            c = d.get(st.choose)
            if st.target.startswith("button:"):
                assert st.target == "button:" + st.choose and not c.refs, st.id    # a tray button
            else:
                assert st.target in (c.refs or (st.choose,)), f"{st.id}: {st.target} vs {c.refs}"
        assert st.rule.startswith("Law "), st.id
        if st.kind == "page":
            run.next_page()
        elif st.kind == "choose":
            run.try_choice(st.choose)
        else:
            while run.play_opponent():
                pass
            assert run.step is not st and run.match.pending.seat == run.player
    assert kinds == {"page", "choose", "opponent"}


def test_the_lesson_replays_by_its_own_check(content, tmp_path):
    """`check_replay` passes the real file and names the step of a broken one."""
    assert tutorial.check_replay(content, load()).finished
    good = tutorial.TUTORIAL_FILE.read_text(encoding="utf-8")
    bad = tmp_path / "t.yaml"
    bad.write_text(good.replace("choose: clearing:10", "choose: clearing:11"), encoding="utf-8")
    with pytest.raises(TutorialError) as e:
        tutorial.check_replay(content, load(bad))
    line = good[:good.index("- id: build-where\n")].count("\n") + 1
    assert f"t.yaml:{line}:" in str(e.value) and "build-where" in str(e.value) and "clearing:11" in str(e.value)
    bad.write_text(good.replace("target: clearing:10", "target: clearing:9"), encoding="utf-8")
    with pytest.raises(TutorialError, match="target 'clearing:9'"):
        tutorial.check_replay(content, load(bad))
    bad.write_text(good.replace("card:bake-sale, column:move, done, done,", "card:bake-sale, column:move, done,"),
                   encoding="utf-8")
    with pytest.raises(TutorialError, match="eyrie-turn"):
        tutorial.check_replay(content, load(bad))


def test_the_pack_refuses_a_damaged_tutorial_file(tmp_path):
    import shutil

    from game.core.content import ContentError
    from game.root.ruleset import RULESET as RS
    dest = tmp_path / "pack"
    shutil.copytree(tutorial.TUTORIAL_FILE.parent, dest)
    text = (dest / "tutorial.yaml").read_text(encoding="utf-8")
    (dest / "tutorial.yaml").write_text(text.replace("version: 1", "version: one"), encoding="utf-8")
    with pytest.raises(ContentError, match=r"tutorial.yaml:1: field 'version'"):
        RS.load_content(dest)


def test_the_lesson_ends_where_the_law_says(content):
    run = play(Run(content, load()))
    s = run.match.state
    m, e = run.player, 1 - run.player
    # 3 VP: A Visit to Friends' 1 VP (Law 3.2.2), the second sawmill's track space 1 VP
    # (Law 6.5.4.III), the Eyrie roost removed in battle 1 VP (Law 3.2.1)
    assert s.vp[m] == 3 and s.vp[e] == 0
    assert s.items[m] == ["boots"]
    assert [k for f, k in s.buildings[10] if f == m] == ["sawmill"]
    # Quarry (2): 3 warriors in, dice 2 and 1 — the Eyrie's warrior and roost go, one cat dies (Law 4.3.2)
    assert s.warriors[m][2] == 2 and s.warriors[e][2] == 0
    assert not [k for f, k in s.buildings[2] if f == e]
    # Evening drew the top card (Law 6.6): the dominance card the scoring page speaks of
    assert "dominance-rabbit" in s.hands[m]
    # wood in Hill: the first Birdsong's went into the new sawmill (Law 6.5.4.II), Overwork put
    # one back (Law 6.5.5) and the second Birdsong one on each sawmill, Hill and Beach (Law 6.4)
    assert s.tokens[1].count([m, "wood"]) == 2 and s.tokens[10].count([m, "wood"]) == 1
    d = run.match.pending
    assert d.seat == m and d.kind == "root.marquise.craft"


def test_a_wrong_choice_changes_nothing(content):
    run = play(Run(content, load()), until="craft")
    before = json.dumps(RULESET.state_to_dict(run.match.state), sort_keys=True)
    assert not run.try_choice("done")                      # legal in the game, not this step's
    assert not run.try_choice("craft:woodland-runners")    # legal too
    assert not run.try_choice("clearing:99")               # not even legal
    assert run.step.id == "craft" and run.wrong == 3 and len(run.match.log) == 0
    assert json.dumps(RULESET.state_to_dict(run.match.state), sort_keys=True) == before


def test_saved_progress_replays_to_the_same_game(content, tmp_path):
    tut = load()
    run = play(Run(content, tut), until="battle-result")
    path = tmp_path / "root.json"
    tutorial.write_progress(run, path)
    back = tutorial.read_progress(content, tut, path)
    assert back.index == run.index and back.step.id == "battle-result"
    assert RULESET.state_to_dict(back.match.state) == RULESET.state_to_dict(run.match.state)
    # and the lesson goes on the same from there as without the break
    assert RULESET.state_to_dict(play(back).match.state) == RULESET.state_to_dict(play(run).match.state)


def test_a_damaged_or_foreign_progress_file_is_refused_with_a_reason(content, tmp_path):
    tut = load()
    path = tmp_path / "root.json"
    assert tutorial.read_progress(content, tut, path) is None
    for text, why in [("{not json", "damaged"), ('{"magic": "x"}', "not a saved tutorial"),
                      (json.dumps({"magic": tutorial.SAVE_MAGIC, "format": 1, "version": tut.version, "step": 3,
                                   "log": ["card:nonsense"]}), "no longer replay"),
                      (json.dumps({"magic": tutorial.SAVE_MAGIC, "format": 1, "version": tut.version + 1,
                                   "step": 0, "log": []}), "another version")]:
        path.write_text(text, encoding="utf-8")
        with pytest.raises(ValueError, match=why):
            tutorial.read_progress(content, tut, path)


def test_a_bad_tutorial_file_names_its_line_and_field(tmp_path):
    good = tutorial.TUTORIAL_FILE.read_text(encoding="utf-8")
    bad = tmp_path / "t.yaml"
    bad.write_text(good.replace("    choose: action:build\n", "    choose: action:build\n    colour: red\n"),
                   encoding="utf-8")
    with pytest.raises(TutorialError) as e:
        load(bad)
    line = good[:good.index("- id: build\n")].count("\n") + 1
    assert f"t.yaml:{line}:" in str(e.value) and "colour" in str(e.value)
    bad.write_text(good.replace("  turn: marquise\n", "  turns: marquise\n"), encoding="utf-8")
    with pytest.raises(TutorialError, match="position.*turns"):       # said when the lesson is set up
        tutorial.check_replay(RULESET.default_content(), load(bad))
    bad.write_text(good.replace("player: marquise", "player: alliance"), encoding="utf-8")
    with pytest.raises(TutorialError, match="field 'player'"):
        load(bad)
    bad.write_text(good + "  - id: x\n    page: true\n    text: [\n", encoding="utf-8")
    with pytest.raises(TutorialError, match=r"t.yaml:\d+: not valid YAML"):
        load(bad)
