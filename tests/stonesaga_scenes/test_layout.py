"""The Stonesaga table at 1280×720, 1920×1080 and 2560×1440, at creation, a Day turn, each site
action's overlay, the Night and the end: every widget inside the window, no two buttons
overlapping, no text drawn outside its panel (a label that does not fit is shortened with …),
and no hit area of the table outside the window."""
import itertools

import pytest

from scenes import theme
from scenes.app import App
from scenes.settings import Settings
from scenes.stonesaga.table import StonesagaTable
from scenes.widgets import Button

from .states import EXTRA_KINDS, KINDS, extra_states, sample_states

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]


@pytest.mark.parametrize("size", SIZES)
def test_every_state_fits_at_every_size(size):
    states = {**sample_states(), **extra_states()}
    assert set(KINDS) | set(EXTRA_KINDS) <= set(states), set(KINDS) - set(states)
    for kind, m in states.items():
        app = App.headless(size, settings=Settings(anim_speed="instant"))
        table = app.stack.push(StonesagaTable(app, m.clone()))
        app.draw()
        screen = app.screen.get_rect()
        widgets = [w for w in table.widgets if getattr(w, "visible", True) and w.rect.w > 0]
        for w in widgets:
            assert screen.contains(w.rect), (kind, size, type(w).__name__, w.rect)
        buttons = [w for w in widgets if isinstance(w, Button)]
        for a, b in itertools.combinations(buttons, 2):
            assert not a.rect.colliderect(b.rect), (kind, size, a.text, b.text)
        for text, rect, within in table.texts:
            assert within.contains(rect), (kind, size, text, rect, within)
        for rect, key in table.hits:
            assert screen.colliderect(rect) or key.startswith(("cell:", "zone:", "site:", "fig:", "camp:", "module:",
                                                               "beh:", "goal:", "trace:", "bpath:", "pet:")), key
        for b in buttons:                  # a button's label fits inside it (Button would cut it with …)
            f = theme.font("text-bold" if b.style == "primary" else "text", b.size)
            assert f.size(b.text)[0] <= b.rect.w - theme.px(20), (kind, size, b.text, b.rect.w)


def test_every_legal_choice_is_reachable_in_every_state():
    """rb p.24 (one decision at a time): each legal choice is a glowing drawn thing or a strip button / More."""
    for kind, m in {**sample_states(), **extra_states()}.items():
        if m.pending is None:
            continue
        app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
        table = app.stack.push(StonesagaTable(app, m.clone()))
        app.draw()
        in_strip = {b.choice_id for b in table.bar_buttons if b.choice_id}
        more = any(b.choice_id is None for b in table.bar_buttons)
        drawn = {k for _, k in table.hits}
        for c in m.pending.choices:
            glowing = any(k in drawn and c in cs for k, cs in table.keymap.items())
            assert glowing or c.id in in_strip or (more and c in table._loose), (kind, c.id)


def _fits(app, scene, name, size):
    app.draw()
    screen = app.screen.get_rect()
    widgets = [w for w in scene.widgets if getattr(w, "visible", True) and w.rect.w > 0]
    for w in widgets:
        assert screen.contains(w.rect), (name, size, type(w).__name__, w.rect)
    buttons = [w for w in widgets if isinstance(w, Button)]
    for a, b in itertools.combinations(buttons, 2):
        assert not a.rect.colliderect(b.rect), (name, size, a.text, b.text)
    for b in buttons:
        f = theme.font("text-bold" if b.style == "primary" else "text", b.size)
        assert f.size(b.text)[0] <= b.rect.w - theme.px(20), (name, size, b.text)


@pytest.mark.parametrize("size", SIZES)
def test_the_other_stonesaga_screens_fit(size, tmp_path, monkeypatch):
    """New game, Advanced rules, Night summary, codex reader, game over with the campaign button, journal."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    from game.stonesaga import campaign as C
    from scenes.stonesaga.campaign import JournalScene
    from scenes.stonesaga.codex import CodexScene
    from scenes.stonesaga.game_over import StonesagaGameOver
    from scenes.stonesaga.new_game import AdvancedRules, StonesagaNewGame
    from scenes.stonesaga.night_summary import NightSummary, night_lines
    over = sample_states()["over"]
    content = over.content
    app = App.headless(size, settings=Settings(anim_speed="instant"))
    ng = app.stack.push(StonesagaNewGame(app, "stonesaga"))
    _fits(app, ng, "new game", size)
    _fits(app, app.stack.push(AdvancedRules(app, ng)), "advanced", size)
    title, groups = night_lines(over.history)
    assert groups
    _fits(app, app.stack.push(NightSummary(app, title, groups)), "night", size)
    _fits(app, app.stack.push(CodexScene(app, content, over.state.codex_read)), "codex", size)
    m = over.clone()
    m.setup["campaign_file"] = str(tmp_path / "c.json")
    app.stack.push(StonesagaTable(app, m))
    _fits(app, app.stack.push(StonesagaGameOver(app, m)), "game over", size)
    rec = C.new_campaign(m.setup["seats"], 1)
    _fits(app, app.stack.push(JournalScene(app, m.ruleset, content, rec, tmp_path / "c.json", ["A line"], 1)),
          "journal", size)


@pytest.mark.parametrize("size", SIZES)
def test_the_new_stonesaga_pages_fit(size, tmp_path, monkeypatch):
    """Behemoth board, cave fresco, the campaign pages (provisions, ageing and deaths, Legends, the
    end with its next-campaign button), Advanced rules with forty options (paged, none clipped)."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    from game.core.ruleset import Option
    from game.stonesaga import campaign as C
    from scenes.stonesaga.behemoth import BehemothBoard
    from scenes.stonesaga.campaign_pages import PAGES, CampaignPages
    from scenes.stonesaga.fresco import FrescoScene
    from scenes.stonesaga.new_game import AdvancedRules, StonesagaNewGame
    m = extra_states()["behemoth-on-map"]
    app = App.headless(size, settings=Settings(anim_speed="instant"))
    board = app.stack.push(BehemothBoard(app, m.content, m.view(0)))
    _fits(app, board, "behemoth board", size)
    for text, rect, within in board.texts:
        assert within.contains(rect), (size, text)
    fr = app.stack.push(FrescoScene(app, m.content, ["ZW01", "ZW06", "ZW07"], {"stamps": [["ZW01", 0.5, 0.5]]}, None))
    _fits(app, fr, "fresco", size)
    for text, rect, within in fr.texts:
        assert within.contains(rect), (size, text)
    rec = C.new_campaign(m.setup["seats"], 1)
    rec.characters = [{"uid": "u1", "seat": 0, "name": "Arun", "stats": {"str": 3, "dex": 3, "con": 3, "per": 3},
                       "trait": "", "age": "old", "items": [], "materials": {"clay": 2}}]
    rec.legends = [{"name": "Old Tavi", "stats": {"str": 4, "dex": 2, "con": 3, "per": 5}, "trait": "", "with": "",
                    "marks": ["ZW01"]}]
    rec.over, rec.endures = True, True
    for pid, _label, _fn in PAGES:
        pages = app.stack.push(CampaignPages(app, m.content, rec, tmp_path / "c.json", pid, on_next=lambda: None))
        _fits(app, pages, pid, size)
    from scenes.stonesaga.provisions import ProvisionsScene
    its, mats = sorted(m.content.items)[:9], sorted(m.content.materials)[:8]
    pool = [{"name": f"Character {n}", "items": list(its), "materials": {k: 3 for k in mats}, "pick_items": [0, 1],
             "pick_materials": {mats[0]: 2}} for n in range(1, 5)]
    rec4 = C.new_campaign(m.setup["seats"], 1)
    pv = app.stack.push(ProvisionsScene(app, m.content, rec4, tmp_path / "c.json", pool, lambda: None))
    _fits(app, pv, "provisions choice", size)
    for text, rect, within in pv.texts:
        assert within.contains(rect), (size, text)
    assert all(pv.card.contains(w.rect) for w in pv.widgets), size
    ng = app.stack.push(StonesagaNewGame(app, "stonesaga"))
    extra = [Option(f"mode_{i}", f"A mode with a fairly long name number {i}", (("off", "Off"), ("on", "On")), "off")
             for i in range(22)]
    ng.options = list(ng.options) + extra
    adv = app.stack.push(AdvancedRules(app, ng))
    from scenes.stonesaga.new_game import is_advanced
    from scenes.widgets import Selector
    frame_pages, shown = [], 0
    for _ in range(6):
        _fits(app, adv, f"advanced page {adv.page + 1}", size)
        frame_pages.append(adv.page)
        shown += sum(isinstance(w, Selector) for w in adv.widgets)
        if adv.page >= adv.pages - 1:
            break
        adv.turn(1)
    assert adv.pages >= 2 and frame_pages == list(range(adv.pages))
    assert shown == len([o for o in ng.options if is_advanced(o)])         # every option on some page


def test_the_stonesaga_new_game_help_is_its_own():
    """A cooperative game with human seats: no automaton, no private cards to hide (rb p.22)."""
    from scenes.stonesaga.new_game import StonesagaNewGame
    for size in SIZES:
        app = App.headless(size, settings=Settings(anim_speed="instant"))
        ng = app.stack.push(StonesagaNewGame(app, "stonesaga"))
        app.draw()
        text = ng.seat_help.text
        assert "Automaton" not in text and "pass-and-play" not in text and "private cards" not in text
        assert "ooperative" in text
        assert ng.seat_help.text_height() <= ng.seat_help.rect.h, size


def _map_labels(table) -> list:
    return [(text, rect) for text, rect, within in table.texts if within == table.map.rect]


@pytest.mark.parametrize("size", SIZES[:2])
def test_no_two_labels_on_the_valley_overlap_at_the_fitted_zoom(size):
    """Tile names and module plaques never overlap (session 5: « Windgap Camp » was drawn over a
    neighbour's label at the fitted zoom): a plaque on two zones of every tile crowds the valley
    of the widest sample states; every label is laid out clear of the others or left out."""
    states = {**sample_states(), **extra_states()}
    widest = sorted(states.items(), key=lambda kv: -len(kv[1].state.cells))[:3]
    for kind, m in widest:
        m = m.clone()
        for cell in m.state.cells.values():
            if cell.discovered and not cell.modules:
                cell.modules = {"B": "ZMARK1", "C": "ZHAZ1"}        # Standing Stone, Rockfall
        app = App.headless(size, settings=Settings(anim_speed="instant"))
        table = app.stack.push(StonesagaTable(app, m))
        app.draw()
        labels = _map_labels(table)
        assert len(labels) >= len(m.state.cells), (kind, size, len(labels))   # most are still shown
        for (ta, ra), (tb, rb) in itertools.combinations(labels, 2):
            assert not ra.colliderect(rb), (kind, size, ta, tb, ra, rb)
        plaques = [k for _, k in table.hits if k.startswith("module:")]
        assert len(plaques) == 2 * sum(1 for c in m.state.cells.values() if c.modules.get("B") == "ZMARK1")
