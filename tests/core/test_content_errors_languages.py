"""Issue 17: a pack with a typo, read by a French or Portuguese player. For each game a copy of its
built-in pack is broken in one field and loaded: the message keeps the file:line, the field name and
the wrong value as they are, and says the rest in the reader's language — in the game's content
error page, and from `main.py --lang fr validate`. main.py's own refusals and --help texts too."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.core import i18n, registry
from game.core.content import ContentError, builtin_pack_dir
from game.core.i18n import error_text

ROOT = Path(__file__).resolve().parents[2]

# game -> (pack folder, file, the text replaced once, its typo, the field, the value, fr words, pt words)
BREAKS = {
    "root": (builtin_pack_dir("root"), "maps.yaml", "[[1, 5], [1, 9],", "[[1, 5], [1, 19],", "'paths'", "19",
             "clairière introuvable", "clareira inexistente"),
    "plas": (builtin_pack_dir("plas"), "provinces.yaml", "adjacent: [pilgrimwalk,", "adjacent: [pilgrimwlak,",
             "'adjacent'", "'pilgrimwlak'", "province introuvable", "província inexistente"),
    "stonesaga": (builtin_pack_dir("stonesaga") / "sample-hollow", "tiles.yaml", "region: hollow", "region: holow",
                  "'region'", "'holow'", "région introuvable", "região inexistente"),
}


@pytest.fixture
def english_after():
    yield
    i18n.forced = None
    i18n.set_language("en")


def broken_pack(game: str, tmp_path: Path) -> Path:
    src, name, good, bad, *_ = BREAKS[game]
    dst = tmp_path / game
    shutil.copytree(src, dst)
    text = (dst / name).read_text(encoding="utf-8")
    assert good in text, f"{game}: the pack changed; pick another field to break"
    (dst / name).write_text(text.replace(good, bad, 1), encoding="utf-8")
    return dst


@pytest.mark.parametrize("game", sorted(BREAKS))
def test_a_broken_pack_reads_in_each_language(game, tmp_path, english_after):
    pack = broken_pack(game, tmp_path)
    _src, name, _good, _bad, field, value, fr, pt = BREAKS[game]
    with pytest.raises(ContentError) as e:
        registry.get(game).load_content(pack)
    for lang, words, field_word in (("fr", fr, "champ"), ("pt", pt, "campo"), ("en", "unknown", "field")):
        i18n.set_language(lang)
        shown = error_text(e.value)
        assert f"{name}:" in shown and f"{field_word} {field}" in shown and value in shown, (lang, shown)
        assert words in shown, (lang, shown)
        if lang != "en":
            assert "unknown" not in shown and "known:" not in shown, (lang, shown)


def test_validate_speaks_french(tmp_path, capsys, english_after):
    import main
    pack = broken_pack("plas", tmp_path)
    assert main.main(["--lang", "fr", "validate", str(pack)]) == 1
    out = capsys.readouterr()
    assert "provinces.yaml:" in out.err and "champ 'adjacent' : province introuvable : 'pilgrimwlak'" in out.err
    assert "paquet valide : 0 sur 1" in out.out
    assert main.main(["--lang", "pt", "validate", str(tmp_path / "nowhere")]) == 1
    assert "arquivo ou pasta inexistente" in capsys.readouterr().err


def test_the_command_lines_refusals_and_help_in_french(capsys, english_after):
    import main
    assert main.main(["--lang", "fr", "simulate", "--game", "nope"]) == 1
    assert "jeu inconnu : 'nope'" in capsys.readouterr().err
    assert main.main(["--lang", "fr", "simulate", "--game", "plas", "--games", "0"]) == 2
    assert "--games doit valoir au moins 1, pas 0" in capsys.readouterr().err
    assert main.main(["--lang", "fr", "simulate", "--game", "plas", "--option", "x"]) == 1
    assert "mise en place : --option 'x' : écrivez CLÉ=VALEUR" in capsys.readouterr().err
    assert main.main(["--lang", "fr", "replay", "/nowhere/at/all.json"]) == 1
    err = capsys.readouterr().err
    assert "sauvegarde" in err and "Traceback" not in err
    with pytest.raises(SystemExit):
        main.main(["--lang=fr", "--help"])
    out = capsys.readouterr().out
    assert "vérifier les paquets de contenu" in out and "démarrer en plein écran" in out
    with pytest.raises(SystemExit):
        main.main(["--lang", "pt", "validate", "--help"])
    assert "uma pasta de pacote" in capsys.readouterr().out


def test_english_stays_the_default_of_the_command_line(tmp_path, capsys, english_after):
    import main
    pack = broken_pack("plas", tmp_path)
    assert main.main(["validate", str(pack)]) == 1
    out = capsys.readouterr()
    assert "field 'adjacent': unknown province 'pilgrimwlak'" in out.err and "0 of 1 pack valid" in out.out


@pytest.mark.parametrize("game", sorted(BREAKS))
def test_the_content_error_page_of_each_game(game, tmp_path, monkeypatch, english_after):
    """The new-game page shows the broken pack's message in French, and draws (Stonesaga's page
    used to fail on a content error: no seat help was laid out)."""
    from scenes.app import App
    from scenes.every_scene import leave_all
    from scenes.settings import Settings
    from scenes.tables import new_game_scene_for
    pack = broken_pack(game, tmp_path)
    rs = registry.get(game)
    monkeypatch.setattr(type(rs), "default_content", lambda self: self.load_content(pack))
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language="fr"))
    try:
        scene = app.stack.push(new_game_scene_for(app, game))
        app.draw()
        assert scene.problem.startswith("Le contenu du jeu contient une erreur :"), scene.problem
        assert BREAKS[game][6] in scene.problem and BREAKS[game][5] in scene.problem
    finally:
        leave_all(app)
