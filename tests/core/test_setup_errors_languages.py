"""Issue 17, second wave: a refused setup, an unknown game, a refused Stonesaga campaign file and
the command line's smoke and screenshot errors, read by a French or Portuguese player. Each is
checked where a player meets it (the new-game page, `main.py`, the campaign's dialog text) with the
sentence in the reader's language and the values (ids, numbers, file names) kept as they are."""
from __future__ import annotations

import pytest

from game.core import i18n, registry
from game.core.decision import SetupError
from game.core.i18n import error_text


@pytest.fixture
def english_after():
    yield
    i18n.forced = None
    i18n.set_language("en")


def _root_refusal(setup_change: dict):
    rs = registry.get("root")
    content = rs.default_content()
    setup = dict(rs.default_setup(content), **setup_change)
    with pytest.raises(SetupError) as e:
        rs.check_setup(content, setup)
    return e.value


def test_a_refused_root_setup_in_each_language(english_after):
    # Law 9.7: a Second Vagabond without a first
    exc = _root_refusal({"seats": [{"controller": "human", "faction": "marquise"},
                                   {"controller": "human", "faction": "vagabond-2"}]})
    assert str(exc) == "the Second Vagabond plays only beside a first Vagabond (Law 9.7)"   # logs: English
    i18n.set_language("fr")
    assert error_text(exc) == "le Second Vagabond ne joue qu’à côté d’un premier Vagabond (Loi 9.7)"
    i18n.set_language("pt")
    assert error_text(exc) == "o Segundo Malandro só joga ao lado de um primeiro Malandro (Lei 9.7)"


def test_a_faction_named_in_a_refusal_is_the_editions_term(english_after):
    # Rootbotics 3.2: an automaton replaces its faction; the two names come from the catalogue's terms
    exc = _root_refusal({"seats": [{"controller": "human", "faction": "marquise"},
                                   {"controller": "automaton", "faction": "mechanical-marquise"}]})
    assert str(exc) == "Mechanical Marquise 2.0 replaces Marquise de Cat: choose one of them"
    i18n.set_language("fr")
    shown = error_text(exc)
    assert shown.endswith(" : choisissez l’une des deux") and "replaces" not in shown, shown
    assert i18n.term("Marquise de Cat") in shown and i18n.term("Mechanical Marquise 2.0") in shown, shown


def test_a_refusal_with_values_keeps_them(english_after):
    exc = _root_refusal({"round_cap": "twelve"})
    i18n.set_language("fr")
    assert error_text(exc) == "round_cap doit être un nombre entier de tours (0 = sans limite), pas 'twelve'"
    i18n.set_language("pt")
    assert error_text(exc) == "round_cap deve ser um número inteiro de rodadas (0 = sem limite), não 'twelve'"


def test_a_stonesaga_refusal_says_livret_in_french_and_lr_in_portuguese(english_after):
    rs = registry.get("stonesaga")
    content = rs.default_content()
    setup = rs.default_setup(content)
    setup = dict(setup, seats=[dict(s, characters="3") for s in setup["seats"][:1]] * 2)   # 6 characters (rb p.6)
    with pytest.raises(SetupError) as e:
        rs.check_setup(content, setup)
    assert "(rb p.6)" in str(e.value)
    i18n.set_language("fr")
    assert error_text(e.value) == "Stonesaga se joue avec 1 à 4 personnages en tout, pas 6 (livret p.6)"
    i18n.set_language("pt")
    assert error_text(e.value) == "Stonesaga é jogado com 1 a 4 personagens no total, não 6 (lr p.6)"


def test_the_new_game_page_shows_the_refusal_in_french_and_marks_the_seat(english_after):
    from scenes.app import App
    from scenes.every_scene import leave_all
    from scenes.new_game import NewGameScene
    from scenes.settings import Settings
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language="fr"))
    try:
        ng = app.stack.push(NewGameScene(app, "root", seed=1))
        ng.setup["seats"][1] = {"controller": "human", "faction": "mechanical-marquise"}
        ng.changed()
        app.draw()
        assert ng.error_label.text.startswith("Cette mise en place n"), ng.error_label.text
        assert "joueur 2 : " in ng.error_label.text and "automate" in ng.error_label.text, ng.error_label.text
        assert "seat" not in ng.error_label.text and "controller" not in ng.error_label.text
        assert ng.error_seat() == 1           # the seat's label turns red in French too
    finally:
        leave_all(app)


def test_an_unknown_game_on_the_new_game_page_reads_in_french(english_after):
    from scenes.app import App
    from scenes.every_scene import leave_all
    from scenes.new_game import NewGameScene
    from scenes.settings import Settings
    with pytest.raises(KeyError) as e:               # still a KeyError for the callers that catch one
        registry.get("chess")
    assert str(e.value).startswith("unknown game 'chess' (known: ")   # English str(), not a repr
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language="fr"))
    try:
        ng = app.stack.push(NewGameScene(app, "chess"))
        app.draw()
        assert ng.problem.startswith("jeu inconnu : 'chess'"), ng.problem
    finally:
        leave_all(app)


def test_a_damaged_campaign_file_reads_in_each_language(tmp_path, english_after):
    from game.stonesaga import campaign as C
    bad = tmp_path / "campaign-1-1.json"
    bad.write_text("{not json", encoding="utf-8")
    C.prev_path(bad).write_text("{}", encoding="utf-8")
    with pytest.raises(C.CampaignError) as e:
        C.load(bad)
    assert str(e.value) == ("The campaign file campaign-1-1.json is damaged or truncated and cannot be loaded. "
                            f"The previous copy {C.prev_path(bad).name} is kept.")
    i18n.set_language("fr")
    assert error_text(e.value) == ("Le fichier de campagne campaign-1-1.json est endommagé ou tronqué et ne peut "
                                   f"pas être chargé. La copie précédente {C.prev_path(bad).name} est conservée.")
    i18n.set_language("pt")
    assert error_text(e.value).startswith("O arquivo de campanha campaign-1-1.json está danificado")
    with pytest.raises(C.CampaignError) as e:
        C.load(tmp_path / "nowhere.json")
    assert error_text(e.value) == "Não há arquivo de campanha chamado nowhere.json."


def test_simulate_refuses_a_setup_in_french(capsys, english_after):
    import main
    assert main.main(["--lang", "fr", "simulate", "--game", "stonesaga", "--agents", "ai", "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert "agent 'ai' inconnu (Stonesaga n’a que l’agent random)" in err, err
    assert main.main(["--lang", "pt", "simulate", "--game", "root", "--agents", "wizard", "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert "agente 'wizard' desconhecido" in err, err


def test_screenshot_refusals_in_french_and_english(tmp_path, capsys, english_after):
    import main
    save = tmp_path / "none.json"
    assert main.main(["--lang", "fr", "screenshot", str(save), "--out", str(tmp_path / "x.png"),
                      "--size", "10x10"]) == 2
    assert "--size 10x10 est trop petit" in capsys.readouterr().err
    i18n.forced = None
    i18n.set_language("en")
    assert main.main(["screenshot", str(save), "--out", str(tmp_path / "x.png"), "--size", "big"]) == 2
    assert "--size must look like 1920x1080, not 'big'" in capsys.readouterr().err
    assert main.main(["--lang", "fr", "screenshot", str(save), "--out", str(tmp_path / "x.png")]) == 1
    err = capsys.readouterr().err
    assert "sauvegarde" in err.lower() and "Traceback" not in err, err
