"""Stonesaga text that its scenes cut themselves (issue 17): every hand-made "…" is reported to
the text-fit watcher (tests/scenes/textfit.py), so the every-scene check fails if one comes back;
the labels that were cut in French and Portuguese now fit whole (the choice strip, the crafting
bench, the encounter graph, the extraction chips); a pack's regalia and traits read by their pack
name, not through an unrelated catalogue entry; a new terrain holder reads by where it goes."""
from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.core.decision import Choice
from game.core.i18n import Msg
from scenes import theme
from scenes.app import App
from scenes.every_scene import leave_all
from scenes.settings import Settings
from scenes.stonesaga import cards, fitting, names, overlay
from scenes.stonesaga.behemoth import BehemothBoard
from scenes.stonesaga.table import StonesagaTable
from tests.scenes.textfit import watching
from tests.stonesaga_scenes.states import extra_states, sample_states

LONG = "Climb the hoof: have Cut to hack footholds, or spend 1 energy."


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")
    theme.clipped = None


def table_in(kind: str, lang: str, size=(1280, 720)):
    app = App.headless(size, settings=Settings(anim_speed="instant", language=lang))
    m = {**sample_states(), **extra_states()}[kind].clone()
    t = app.stack.push(StonesagaTable(app, m))
    app.draw()
    return app, t


# --- the cuts are seen --------------------------------------------------------------------------

def test_a_table_label_cut_is_seen_by_the_watcher(monkeypatch):
    app, t = table_in("stonesaga.day.turn", "en")
    try:
        surf = pygame.Surface((800, 200))
        with watching(monkeypatch) as w:
            t.label(surf, LONG, "text", 12, theme.INK, (0, 0), max_w=theme.px(60))
            assert w.cut and w.cut[0][0] == LONG and w.cut[0][1].endswith("…")
        with watching(monkeypatch) as w:                         # room enough: nothing reported
            t.label(surf, LONG, "text", 12, theme.INK, (0, 0), max_w=theme.px(700))
            assert not w.cut
    finally:
        leave_all(app)


def test_a_table_label_takes_smaller_type_before_any_cut(monkeypatch):
    """A label a little too wide at its size fits whole at a smaller one (not below the theme's
    minimum, 0.8 × the size)."""
    app, t = table_in("stonesaga.day.turn", "en")
    try:
        full = theme.font("text", 12).size(LONG)[0]
        small = theme.font("text", 12 * fitting.SMALLEST).size(LONG)[0]
        assert small < full
        surf = pygame.Surface((1200, 100))
        with watching(monkeypatch) as w:
            r = t.label(surf, LONG, "text", 12, theme.INK, (0, 0), max_w=(full + small) // 2)
            assert not w.cut
        assert r.w <= (full + small) // 2 and t.texts[-1][0] == LONG
    finally:
        leave_all(app)


def test_the_behemoth_page_label_cut_is_seen(monkeypatch):
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    beh = extra_states()["behemoth-on-map"]
    board = BehemothBoard(app, beh.content, beh.view(0))
    surf = pygame.Surface((800, 200))
    with watching(monkeypatch) as w:
        board.label(surf, LONG, "text", 12, theme.INK, (0, 0), max_w=theme.px(60))
        assert [a for a, _b in w.cut] == [LONG]


def test_a_card_face_reports_a_cut_title_and_dropped_lines():
    theme.clipped = []
    surf = pygame.Surface((400, 400))
    cards.face(surf, pygame.Rect(0, 0, theme.px(60), theme.px(60)), "A very long room name indeed",
               ["one line of text that is long enough to need a few lines", "and another line after it"], False)
    cut = [a for a, _b in theme.clipped]
    assert "A very long room name indeed" in cut
    assert "and another line after it" in cut              # no room left on the face: said, not silent
    theme.clipped = []
    cards.face(surf, pygame.Rect(0, 0, theme.px(200), theme.px(200)), "Room", ["short"], False)
    assert theme.clipped == []


def test_fitting_shrinks_then_wraps_then_reports():
    theme.clipped = []
    f12 = theme.font("text", 12)
    w = f12.size(LONG)[0] // 2 + 4
    f, lines = fitting.lines("text", 12, LONG, w, 3)
    assert " ".join(lines) == LONG and theme.clipped == []
    f, lines = fitting.box("text", 12, LONG, w, f12.get_linesize() * 4)
    assert " ".join(lines) == LONG and len(lines) <= 4 and theme.clipped == []
    f, lines = fitting.box("text", 12, LONG, theme.px(60), f12.get_linesize())   # impossible: one short line
    assert len(lines) == 1 and lines[0].endswith("…") and theme.clipped and theme.clipped[0][0] != lines[0]


# --- what was cut in French and Portuguese now fits whole ---------------------------------------

@pytest.mark.parametrize("lang", ["fr", "pt"])
@pytest.mark.parametrize("kind", ["stonesaga.day.turn", "stonesaga.excavate.move", "stonesaga.craft.orient"])
def test_the_choice_strip_never_cuts_a_choice(monkeypatch, lang, kind):
    """The strip used to cut every label at 40 characters ("6. Examiner un présage (gratuit, une
    f…"). Now a button shows its whole label (or, for a crafting layout, the bench's chip with the
    whole label in its tip); what does not fit is in the "More" menu."""
    with watching(monkeypatch) as w:
        app, t = table_in(kind, lang)
        try:
            app.draw()
            buttons = t.choice_buttons()
            assert buttons
            for b in buttons:
                c = next(c for c in t.match.pending.choices if c.id == b.choice_id)
                full = t.choice_name(c)
                if c.id.startswith("rot:"):
                    assert b.text.split(". ", 1)[-1] == overlay.layout_chip(t.match.content, c)
                    assert full in (b.tooltip or "")
                else:
                    assert b.text.split(". ", 1)[-1] == full, (b.text, full)
                assert not b.text.endswith("…")
            shown = {b.choice_id for b in buttons}
            more = [b for b in t.bar_buttons if b.choice_id is None]
            assert len(shown) == len(t._loose) or more          # every loose choice is one click away
            assert not w.cut, w.cut[:4]
        finally:
            leave_all(app)


@pytest.mark.parametrize("lang", ["en", "fr", "pt"])
def test_the_encounter_graph_shows_each_node_text_whole(monkeypatch, lang):
    """The table's encounter overlay cut "Climb the hoof: have C…": each node now wraps its whole
    text (smaller type down to the minimum if need be)."""
    with watching(monkeypatch) as w:
        app, t = table_in("stonesaga.encounter.branch", lang)
        try:
            from scenes.stonesaga.behemoth import defn
            data = next(f for f in t.view["frames"] if f["kind"] == "encounter")["data"]
            d = defn(t.match.content, data["b"])
            drawn = " ".join(x for x, _r, _w in t.texts)
            for nd in d.nodes:
                assert (nd.text or nd.id) in drawn or _joined_in(t, nd.text or nd.id), nd.text
            assert not w.cut, w.cut[:4]
        finally:
            leave_all(app)


def _joined_in(t, text: str) -> bool:
    """`text` drawn as consecutive lines of the table's labels."""
    lines = [x for x, _r, _w in t.texts]
    for i in range(len(lines)):
        acc = ""
        for ln in lines[i:i + 6]:
            acc = (acc + " " + ln).strip()
            if acc == text:
                return True
    return False


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_extraction_chips_show_whole_stone_names(monkeypatch, lang):
    with watching(monkeypatch) as w:
        app, t = table_in("stonesaga.extract.draw", lang)
        try:
            f = next(f for f in t.view["frames"] if f["kind"] == "extract")
            for st in set(f["data"]["bag"]):
                n = f["data"]["bag"].count(st)
                assert names.resource_count(t.match.content, st, n) in [x for x, _r, _w in t.texts]
            assert not w.cut, w.cut[:4]
        finally:
            leave_all(app)


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_crafting_bench_heading_fits(monkeypatch, lang):
    with watching(monkeypatch) as w:
        app, t = table_in("stonesaga.craft.orient", lang)
        try:
            heading = i18n._("Layouts (left material and its turns · right one → the edge code, rb p.31):")
            assert heading != "Layouts (left material and its turns · right one → the edge code, rb p.31):"
            assert heading in [x for x, _r, _w in t.texts]
            assert not w.cut, w.cut[:4]
        finally:
            leave_all(app)


# --- words --------------------------------------------------------------------------------------

def test_a_regalia_and_a_trait_read_by_their_pack_names_in_french():
    """The sample regalia "Protector" was shown "Protection" (Root's Arbiter VP reason holds that
    catalogue entry): a pack's record reads by its pack's name, as on the board and in the log."""
    from game.core import registry
    content = registry.get("stonesaga").default_content()
    i18n.set_language("fr")
    assert i18n._("Protector") == "Protection"               # the unrelated entry is still there
    reg = Choice("regalia:protector", content.regalia["protector"].name)
    assert content.regalia["protector"].name == "Protector"
    assert names.choice(content, reg) == "Protector"
    trait = Choice("trait:cunning", content.traits["cunning"].name)
    assert names.choice(content, trait) == content.traits["cunning"].name == "Cunning"
    assert names.choice(content, Choice("no", Msg("None"))) == i18n._("None")   # other labels still translated


@pytest.mark.parametrize("lang,expect", [("en", ("north-east of Pine Saddle", "two below and one above")),
                                         ("fr", ("au nord-est de Pine Saddle", "deux en bas et un en haut")),
                                         ("pt", ("a nordeste de Pine Saddle", "dois embaixo e um em cima"))])
def test_a_new_holder_reads_by_where_it_goes(lang, expect):
    """rb p.68: the players pick where the valley grows. The choice said "support en -1,0 (haut)";
    now it says where on the map, from the character's terrain: (1,-1) pointing up from (0,0) is
    the three hexes (1,-1) (2,-1) (2,-2), up and to the right on the screen."""
    from game.core import registry
    content = registry.get("stonesaga").default_content()
    i18n.set_language(lang)
    c = Choice("spot:1,-1:up", Msg("holder at {q},{r} ({side})", q=1, r=-1, side="up"))
    shown = names.choice(content, c, near=("0,0", "Pine Saddle"))
    assert all(e in shown for e in expect), shown
    assert "1,-1" not in shown and "(up)" not in shown and "(haut)" not in shown
    west = names.choice(content, Choice("spot:-2,0:down", Msg("holder at {q},{r} ({side})", q=-2, r=0, side="down")),
                        near=("0,0", "Pine Saddle"))
    assert i18n._("west of {place}").format(place="Pine Saddle") in west
    assert i18n._("new terrains {where}, two above and one below").split("{where}")[1] in west


@pytest.mark.parametrize("lang", ["en", "fr", "pt"])
def test_the_campaign_toast_keeps_whole_entries(lang):
    """The toast after a campaign challenge was the entries cut at 200 characters (mid-word, and
    wider than the window): now whole entries, then how many more the journal holds."""
    from scenes.stonesaga.campaign import toast_text
    i18n.set_language(lang)
    entries = ["Population +1 (the challenge is won)", "Beya grows old", "Arun the Elder dies of old age in the winter camp",
               "Cato inherits 2 items"]
    text = toast_text(entries)
    assert text.startswith("Population +1 (the challenge is won); Beya grows old")
    assert "Cato inherits 2 items" not in text and "…" not in text
    assert i18n.ngettext("{text} (and {n} more in the journal)", "{text} (and {n} more in the journal)", 2).format(
        text="", n=2).strip() in text
    if lang != "en":
        assert "more in the journal" not in text
    assert toast_text(entries[:2]) == "Population +1 (the challenge is won); Beya grows old"


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_regalia_buttons_at_creation_show_the_pack_names(monkeypatch, lang):
    """The creation page's regalia buttons (a shot of scenes/every_scene.py): "Protector", as on
    the board, in every language (it read "Protection" in French)."""
    app, t = table_in("stonesaga.create.regalia", lang)
    try:
        content = t.match.content
        texts = [b.text.split(". ", 1)[-1] for b in t.bar_buttons if b.choice_id and b.choice_id.startswith("regalia:")]
        assert sorted(texts) == sorted(r.name for r in content.regalia.values())
        assert "Protector" in texts and "Protection" not in texts
    finally:
        leave_all(app)


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_more_menu_shows_whole_labels(monkeypatch, lang):
    """The crafting layouts left out of the strip are in its "More" menu, each label whole
    (« pierre de soleil à gauche (rotation 5), fibre à droite (rotation 0) : rouge 2112 »)."""
    with watching(monkeypatch) as w:
        app, t = table_in("stonesaga.craft.orient", lang)
        try:
            more = next(b for b in t.bar_buttons if b.choice_id is None)
            more.click()
            app.draw()
            by_id = {c.id: c for c in t.match.pending.choices}
            shown = [(b.text, by_id[b.choice_id]) for b in t.menu[1] if b.choice_id]
            assert shown and all(text == t.choice_name(c) and len(text) > 40 for text, c in shown)
            assert not w.cut, w.cut[:4]
        finally:
            leave_all(app)


def test_the_table_names_a_new_holder_from_the_acting_character_s_terrain():
    app, t = table_in("stonesaga.day.turn", "fr")
    try:
        me = next(ch for ch in t.view["characters"] if ch["cid"] == t.acting())
        place = t.view["cells"][me["pos"]].get("name") or i18n._("this terrain")
        q, r = (int(x) for x in me["pos"].split(","))
        c = Choice(f"spot:{q - 2},{r}:down", Msg("holder at {q},{r} ({side})", q=q - 2, r=r, side="down"))
        assert i18n._("west of {place}").format(place=place) in t.choice_name(c)
    finally:
        leave_all(app)
