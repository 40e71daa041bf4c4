"""Issue 17: Root's clearing and forest names in French and Portuguese. The names come from
data/root/maps.yaml through the catalogue (msgctxt "clearing" / "forest"); the engine's messages
keep clearings as numbers and forests as map ids, and the table names them when it shows them
(scenes/root/places.py), so a saved log re-shows in another language. A seeded French and
Portuguese game on every map is read as a player sees it — the log, the prompts and choice
labels met, the clearing tooltips, the board's labels and the faction panels — and must name no
clearing or forest in English (ruling R-I18N-70)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game.core.agents import RandomAgent
from game.core.i18n import set_language
from game.root.ruleset import RULESET
from scenes.root.places import Places, clearing_keys
from tests.roottable.conftest import root_match

CATALOGUES = Path(__file__).resolve().parents[2] / "data" / "i18n"
MAPS = ("autumn", "winter", "lake", "mountain")
# each map with the pawns and pieces that go into forests (the Vagabond, the Keepers' relics)
FACTIONS = {"autumn": ["vagabond", "keepers", "marquise", "eyrie"],
            "winter": ["keepers", "vagabond", "alliance", "duchy"],
            "lake": ["vagabond", "keepers", "riverfolk", "hundreds"],
            "mountain": ["keepers", "vagabond", "lizards", "corvids"]}
DECISIONS = 1200


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _po(lang):
    with (CATALOGUES / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return {(m.context, m.id): m.string for m in read_po(f, locale=lang) if isinstance(m.id, str)}


@pytest.fixture(scope="module")
def catalogues():
    return {lang: _po(lang) for lang in ("fr", "pt")}


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def test_every_clearing_and_forest_of_every_map_has_its_french_and_portuguese_name(content, catalogues):
    for map_id in MAPS:
        rec = content.maps[map_id].rec
        for c in rec.clearings:
            for lang, cat in catalogues.items():
                assert cat.get(("clearing", c.name)), f"{lang}: clearing {c.name!r} of {map_id} untranslated"
        for f in rec.forests:
            assert f.name, f"forest {f.id!r} of {map_id} has no name"
            for lang, cat in catalogues.items():
                assert cat.get(("forest", f.name)), f"{lang}: forest {f.name!r} of {map_id} untranslated"


def test_the_pass_is_named_as_the_french_and_portuguese_law_print_it(content):
    """Law C.3.4: FR « Le Col », PT « a Passagem » (the Mountain's tower clearing, id 10)."""
    m = content.maps["mountain"]
    assert m.rec.tower == 10 and Places(m).clearing_en[10] == "Pass"
    set_language("fr")
    assert Places(m).clearing(10) == "Col"
    set_language("pt")
    assert Places(m).clearing(10) == "Passagem"


def test_clearing_parameters_are_found_by_the_words_around_them():
    assert clearing_keys("Corvids swap the plots in clearings {a} and {b}") == (frozenset("ab"), frozenset())
    assert clearing_keys("{name} moves {n} warrior(s) {a} → {b}") == (frozenset(), frozenset("ab"))
    assert clearing_keys("How many warriors from {a} to {b}?") == (frozenset("ab"), frozenset())
    assert clearing_keys("Discard down to {limit} ({n} more)") == (frozenset(), frozenset())
    assert clearing_keys("{name} scores {n} VP → {total}") == (frozenset(), frozenset())
    assert clearing_keys("Eyrie recruits {n} in clearing {c}") == (frozenset("c"), frozenset())


def test_a_message_names_its_places_in_the_reader_s_language_and_keeps_its_parameters(content):
    m = content.maps["autumn"]
    args = {"name": {"term": "Vagabond"}, "old": 12, "where": {"msg": "forest {v}", "args": {"v": "southwest"}}}
    msg = "{name} from {old} to {where}"
    places = Places(m)
    set_language("fr")
    fr = places.render(msg, args)
    set_language("pt")
    pt = places.render(msg, args)
    set_language("en")
    en = places.render(msg, args)
    assert "Éclaircie (12)" in fr and "sud-ouest" in fr and "southwest" not in fr
    assert "Campina (12)" in pt and "sudoeste" in pt
    assert en == "Vagabond from 12 to forest southwest"          # English names "12" in the text (clearing_names)
    assert args["old"] == 12 and args["where"]["args"]["v"] == "southwest"   # the state's values are untouched
    move = {"name": {"term": "Vagabond"}, "n": 2, "a": 7, "b": 3}
    assert places.render("{name} moves {n} warrior(s) {a} → {b}", move).endswith("Pond (7) → Weald (3)")


def _playout(map_id):
    match = root_match(FACTIONS[map_id], seed=31 + MAPS.index(map_id), map_id=map_id)
    agent = RandomAgent(7)
    decisions, seen = [], set()
    for _ in range(DECISIONS):
        d = match.pending
        if d is None:
            break
        key = (d.kind, d.prompt_msg, tuple(c.id for c in d.choices))
        if key not in seen:
            seen.add(key)
            decisions.append(d)
        match.apply(agent.choose(match, d))
    return match, decisions


@pytest.fixture(scope="module")
def games():
    return {m: _playout(m) for m in MAPS}


def _english_words(content, map_id, lang):
    """English clearing and forest names (and forest ids) the reader's language does not share."""
    rec = content.maps[map_id].rec
    set_language(lang)
    places = Places(content.maps[map_id])
    words = {c.name for c in rec.clearings if places.clearing(c.id) != c.name}
    words |= {f.name for f in rec.forests if places.forest(f.id) != f.name}
    words |= {f.id for f in rec.forests}
    ours = " ".join([places.clearing(c.id) for c in rec.clearings] + [places.forest(f.id) for f in rec.forests])
    words = {x for x in words if not re.search(r"(?<![\w-])" + re.escape(x) + r"(?![\w-])", ours)}   # « du centre »
    return re.compile(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + r")(?![\w-])")


def _table_texts(monkeypatch, match, decisions, lang, size):
    """Everything the Root table writes at `size` for this game in `lang`: the log, the prompts and
    choices met, every clearing's tooltip, the board and every seat's panel as drawn."""
    from scenes.app import App
    from scenes.root.table import RootTable
    from scenes.settings import Settings
    from tests.roottable.conftest import frame
    from tests.scenes.textfit import watching
    with watching(monkeypatch) as w:
        app = App.headless(size, settings=Settings(anim_speed="instant", language=lang))
        table = app.stack.push(RootTable(app, match, viewer=match.pending.seat if match.pending else 0,
                                         autosave=False, curtain=False))
        frame(app, 0.02)
        app.draw()
        for seat in range(len(table.view["factions"])):
            table.show_panel(seat)
            app.draw()
    texts = [t for t in w.texts.values()]
    texts += [table.plain(table.board.places.event(e, None)) for e in match.history]
    for d in decisions:
        texts.append(table.plain(table.board.places.prompt(d)))
        texts += [table.plain(table.board.places.choice(c)) for c in d.choices]
    tips = []
    for c in table.board.pos:
        table.hover_ref, table.hover_card, table.popup = f"clearing:{c}", None, None
        table._hover_started, table.t = 0.0, 10.0
        tips.append(table.board_tip())
    return table, texts, tips, w


@pytest.mark.parametrize("lang", ["fr", "pt"])
@pytest.mark.parametrize("map_id", MAPS)
def test_a_game_on_every_map_names_no_clearing_or_forest_in_english(monkeypatch, content, games, map_id, lang):
    match, decisions = games[map_id]
    english = _english_words(content, map_id, lang)
    table, texts, tips, w = _table_texts(monkeypatch, match, decisions, lang, (1280, 720))
    places = table.board.places
    leaks = sorted({f"{mo.group(1)!r} in {t!r}" for t in texts + tips for mo in english.finditer(t or "")})
    assert not leaks, f"{len(leaks)} English place names in {lang}:\n" + "\n".join(leaks[:30])
    shown = "\n".join(texts)
    # the translated names are there: on the board's plates, in the log, in each tooltip
    drawn = set(w.texts.values())
    assert all(places.clearing(c) in drawn for c in places.clearing_en), "every board label drawn in " + lang
    assert re.search(r"\w+ \(\d{1,2}\)", shown) and any(places.named_clearing(c) in shown for c in places.clearing_en)
    assert any(places.forest(f) in shown for f in places.forest_en), "a forest named in the log or on a panel"
    from scenes.root.clearing_names import clearings_named       # hovering a log line lights its clearings
    lit = [clearings_named(t, places.clearings()) for t in texts]
    assert any(lit), "a French or Portuguese log line names clearings the hover can light"
    word = {"fr": "contrôlée par", "pt": "governada por"}[lang]
    for c, tip in zip(table.board.pos, tips):
        assert tip.startswith(places.named_clearing(c)) and word in tip, tip


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_translated_board_labels_fit_their_plates(monkeypatch, content, games, lang, size):
    """Each map's labels drawn in French and Portuguese: no text cut or out of its box, and no plate
    wider than a clearing and a half (it would run into its neighbours)."""
    from scenes import theme
    from scenes.root.board import R
    from tests.scenes.test_text_fit import describe
    for map_id in MAPS:
        match, decisions = games[map_id]
        table, _texts, _tips, w = _table_texts(monkeypatch, match, [], lang, size)
        assert not w.cut and not w.overflow, describe(w)
        board = table.board
        font = theme.font("display-bold", max(6, 15 * board.k / theme.scale()))
        for c, name in board.names.items():
            assert font.size(name)[0] + 12 * board.k <= 3 * R * board.k, (map_id, name)


def test_a_saved_game_re_shows_its_places_in_another_language(tmp_path, games):
    """A save keeps message ids and numbers: loaded again, its log names the places in whichever
    language the reader picks."""
    from game.core import saves
    match, _ = games["lake"]
    path = saves.write_save(match, tmp_path / "lake.json")
    again, _doc = saves.load_match(path)
    places = Places(again.content.maps["lake"])
    moved = [e for e in again.history if e.msg and "→" in e.msg and "{b}" in e.msg]
    assert moved
    e = moved[0]
    b = e.args["b"]
    set_language("fr")
    fr = places.event(e, None)
    set_language("pt")
    pt = places.event(e, None)
    set_language("en")
    en = places.event(e, None)
    assert places.clearing_en[b] + f" ({b})" in en
    set_language("fr")
    assert places.named_clearing(b) in fr
    set_language("pt")
    assert places.named_clearing(b) in pt


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_battle_overlay_titles_its_clearing_by_name_and_it_fits(monkeypatch, lang):
    """« Combat dans la clairière Éclaircie (12) »: every Autumn clearing's name in the overlay's
    title, at 1280×720, inside its box."""
    from scenes.app import App
    from scenes.root import demo
    from scenes.root.battle import BattleOverlay
    from scenes.root.table import RootTable
    from scenes.settings import Settings
    from tests.scenes.test_text_fit import describe
    from tests.scenes.textfit import watching
    m = demo.battle()
    app = App.headless((1280, 720), settings=Settings(anim_speed="normal", language=lang))
    table = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    table.prepare_screenshot()
    ov = app.stack.top
    assert isinstance(ov, BattleOverlay)
    ov.tray.settle()
    places = table.board.places
    for c in places.clearing_en:
        ov.clearing = c
        with watching(monkeypatch) as w:
            app.draw()
        assert not w.cut and not w.overflow, describe(w)
        assert any(places.named_clearing(c) in t for t in w.texts.values()), c


def test_the_automata_s_lists_of_clearings_and_corners_are_named(content):
    places = Places(content.maps["autumn"])
    set_language("fr")
    assert places.render("1 warrior in each river clearing ({where})", {"where": [4, 7]}) .count("(") == 3
    line = places.render("{warriors} in each suit's lowest-priority clearing: {where}",
                         {"warriors": 1, "where": [{"msg": "{c} ({suit})", "args": {"c": 12, "suit": {"term": "fox"}}}]})
    assert "Éclaircie (12)" in line, line
    assert "Colline (1)" in places.render("starts in corner {c}, drawn at random among {among}", {"c": 1, "among": "1, 2"})
    set_language("en")
    assert places.render("1 warrior in each river clearing ({where})", {"where": [4, 7]}).endswith("(4, 7)")
