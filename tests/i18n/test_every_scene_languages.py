"""Issue 17's checks "every scene rendered in each language at 1280×720 and 1920×1080 with no
clipped text" and "text that does not fit its box at the three reference sizes in any language is
a test failure" (also 2560×1440), in one pass: every shot of scenes/every_scene.py (the pictures
`python -m scenes.shots --lang all` draws) in English, French and Portuguese at the three sizes, with
tests/scenes/textfit.py watching every text picture blitted — none cut with "…", none out of
its box. Each shot checks it shows the Scene classes it names, and the list must name every
Scene class in scenes/: a new scene without a shot fails here."""
from __future__ import annotations

import pytest

from game.core import i18n
from scenes.app import App
from scenes.every_scene import BASES, build, every_shot, leave_all, scene_classes
from scenes.settings import Settings
from tests.scenes.textfit import watching

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]     # the three reference sizes
LANGS = ["en", "fr", "pt"]
SHOTS = {s.name: s for s in every_shot()}


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def draw(monkeypatch, shot, size, lang, home):
    with watching(monkeypatch) as w:
        app = App.headless(size, settings=Settings(anim_speed="instant", language=lang))
        assert i18n.language() == lang
        try:
            build(shot, app, home)
            app.draw()
            app.draw()
        finally:
            leave_all(app)
    return w


def problems(w, lang, size) -> list[str]:
    return ([f"{lang} {size[0]}x{size[1]} cut: {a!r} -> {b!r}" for a, b in w.cut[:8]] +
            [f"{lang} {size[0]}x{size[1]} out of its box: {t!r} at {r} in {c}" for t, r, c in w.overflow[:8]])


@pytest.mark.parametrize("name", list(SHOTS))
def test_every_scene_fits_in_every_language(monkeypatch, tmp_path, name):
    """One shot in the three languages at both sizes (one test per shot keeps a failure's report
    short and lets pytest -k pick a scene)."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    found: list[str] = []
    words: dict[str, set[str]] = {}
    for lang in LANGS:
        for size in SIZES:
            w = draw(monkeypatch, SHOTS[name], size, lang, tmp_path)
            found += problems(w, lang, size)
            words.setdefault(lang, set()).update(w.texts.values())
    assert not found, "\n".join(found)
    assert words["en"], f"{name}: no text drawn at all"
    for lang in ("fr", "pt"):                        # the checks above really are about other words
        assert words[lang] != words["en"], f"{name}: the same words in {lang} as in English"


def test_every_scene_class_has_a_shot():
    classes = scene_classes()
    assert len(classes) >= 35 and "scenes.root.battle.BattleOverlay" in classes
    shown = {c for s in SHOTS.values() for c in s.shows}
    assert not (classes - BASES - shown), f"Scene classes with no shot in scenes/every_scene.py: " \
                                          f"{sorted(classes - BASES - shown)}"
    assert BASES <= classes, sorted(BASES - classes)           # a base renamed or removed: the list says so
    assert not (shown - classes), sorted(shown - classes)


def test_a_new_scene_class_without_a_shot_is_found():
    """The check above sees a Scene subclass defined in any module of scenes/ (and one defined
    elsewhere, like this test's, is not the list's business)."""
    import gc

    from scenes.stack import Scene

    class Unseen(Scene):
        pass
    assert not any(c.endswith(".Unseen") for c in scene_classes())
    Unseen.__module__ = "scenes.title"
    assert "scenes.title.test_a_new_scene_class_without_a_shot_is_found.<locals>.Unseen" in scene_classes()
    del Unseen
    gc.collect()                                   # gone again for the other tests
    assert not any(c.endswith(".Unseen") for c in scene_classes())


def test_shot_names_are_unique_and_file_safe():
    names = [s.name for s in every_shot()]
    assert len(names) == len(set(names))
    assert all(n.replace("_", "").isalnum() for n in names), [n for n in names if not n.replace("_", "").isalnum()]


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_option_texts_the_engine_does_not_mark_are_translated(lang):
    """The AI's Thinking levels (game/core/search.py) and PLAS's options (game/plas/ruleset.py)
    are shown through `_()` on the new-game pages; scenes/option_words.py marks them: each one is
    listed there and has its translation."""
    from game.core import registry
    from game.core.search import AI_TIME_HELP, AI_TIMES
    from scenes.option_words import OPTION_TEXTS
    rs = registry.get("plas")
    texts = [AI_TIME_HELP] + [lab for _v, lab in AI_TIMES]
    for o in rs.options(rs.default_content()):
        texts += [o.label, o.help or ""] + [lab for _v, lab in o.values]
    texts = [t for t in texts if t]
    missing = [t for t in texts if t not in OPTION_TEXTS]
    assert not missing, missing                      # changed in the engine: mark the new text
    i18n.set_language(lang)
    untranslated = [t for t in texts if i18n._(t) == t]
    assert not untranslated, untranslated
