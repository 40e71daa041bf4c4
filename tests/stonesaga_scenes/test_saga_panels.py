"""Issue 12's remaining scenes, each checked against the rulebook page it draws: the behemoth on
the valley and its board (rb p.74-77), the encounter graph (rb p.79-80), the excavation rooms
(rb p.82-86), Transform with its tools (rb p.27-29), the forage reach (rb p.45), the cave fresco
(rb p.69-70) kept with the campaign, figures sliding, and the log kept in step with undo."""
import pygame
import pytest

from game.stonesaga import campaign as C
from scenes.app import App
from scenes.settings import Settings
from scenes.stonesaga.behemoth import BehemothBoard, columns, defn
from scenes.stonesaga.fresco import FrescoScene, clean
from scenes.stonesaga.table import StonesagaTable

from .conftest import click, frame, move
from .helpers import click_choice
from .states import extra_states, sample_states


def table_for(m, size=(1280, 720), speed="instant"):
    app = App.headless(size, settings=Settings(anim_speed=speed))
    t = app.stack.push(StonesagaTable(app, m.clone()))
    app.draw()
    return app, t


def glowing(t) -> set[str]:
    drawn = {k for _, k in t.hits}
    return {k for k in t.keymap if k in drawn}


# --- the encounter graph (rb p.79-80) ------------------------------------------------------------

def test_encounter_graph_columns_by_branches_from_the_start_boxes():
    """rb p.79: start boxes on the left; columns by fewest branches (hand-counted from the sample
    Moss-Back graph: hoof/shake/charge 1, moss/brow 2 (moss via the two-way hoof–moss), ear 3)."""
    content = sample_states()["over"].content
    col = columns(defn(content, "ZB1"))
    assert col == {"s_calm": 0, "s_wary": 0, "s_angry": 0, "hoof": 1, "shake": 1, "charge": 1, "moss": 2,
                   "brow": 2, "ear": 3}


def test_encounter_glows_the_branches_on_and_never_the_way_back():
    """rb p.80 step 4: at moss (came from hoof) the ways on are shake, ear, brow; the hoof it came
    by does not glow though the branch is two-way. A click on a node takes it."""
    m = extra_states()["stonesaga.encounter.branch"]
    app, t = table_for(m)
    assert {k for k in glowing(t) if k.startswith("bnode:")} == {"bnode:shake", "bnode:ear", "bnode:brow"}
    assert "bnode:hoof" in {k for _, k in t.hits}                    # drawn, not offered
    frame_ = next(f for f in t.view["frames"] if f["kind"] == "encounter")
    assert frame_["data"]["path"] == ["hoof", "moss"]                # the path taken, drawn orange
    assert click_choice(app, t, "node:ear") == "glow"
    # the scenario's hand count: CON 6 + 5 = 11 = its CON 11, a clash at equality is won (rb p.80)
    assert any("wins the clash" in e.text for e in t.match.history)


# --- the behemoth on the valley and its board (rb p.74-77) ------------------------------------------

def test_behemoth_goal_and_traces_on_the_map_and_its_board_without_the_hidden_secret():
    """rb p.76-77: the miniature on its terrain, the goal token on the goal's terrain, a trace per
    terrain listed; rb p.74: the face-down Secret is not shown, a learnt one is."""
    m = extra_states()["behemoth-on-map"].clone()
    b = m.state.behemoths[0]
    d = defn(m.content, b.bid)
    b.secret_down, b.secrets_known = d.secrets[0].id, [d.secrets[1].id]
    app, t = table_for(m)
    hits = {k: r for r, k in t.hits}
    assert t.map.cell_rect(b.pos).colliderect(hits["beh:ZB1"])
    assert t.map.cell_rect("1,0").colliderect(hits["goal:ZB1"])
    assert {k for k in hits if k.startswith("trace:ZB1:")} == {"trace:ZB1:0", "trace:ZB1:1"}
    click(app, hits["beh:ZB1"].center)
    frame(app)
    board = app.stack.top
    assert isinstance(board, BehemothBoard)
    shown = " ".join(board.drawn_text)
    assert d.secrets[1].name in shown and d.secrets[0].name not in shown
    assert "behaviour" in shown.lower() or "Behaviour" in shown
    for text, rect, within in board.texts:
        assert within.contains(rect), text


# --- excavation (rb p.82-86) -------------------------------------------------------------------------

def test_excavation_shows_rooms_by_depth_and_paths_by_their_backs_only():
    """rb p.85: the prepared paths show their backs (sensation, teaser), never their fronts; rb p.86:
    depth = rooms entered; a click on a path descends."""
    m = extra_states()["stonesaga.excavate.move"]
    app, t = table_for(m)
    dig = m.state.saga["excavations"]["c1"]
    assert len(dig["rooms"]) == 2
    assert {"xpath:left", "xpath:right"} <= glowing(t)
    drawn = " ".join(t.drawn_text)
    for rid in dig["rooms"]:
        assert m.content.excavation[rid].name in drawn
    for rid in dig["paths"].values():
        assert m.content.excavation[rid].name not in drawn            # a front not yet revealed
        assert m.content.excavation[rid].back.sensation in drawn
    assert click_choice(app, t, "path:left") == "glow"
    assert len(t.match.state.saga["excavations"]["c1"]["rooms"]) == 3
    assert any("(depth 3)" in e.text for e in t.match.history[-6:])


# --- transform and forage -----------------------------------------------------------------------------

def test_transform_draws_tools_and_each_resource_glows():
    """rb p.27-29: the resources that can be processed are the glowing tokens; the tools at hand are
    drawn (items, tokens, fire, improvements)."""
    m = extra_states()["stonesaga.transform.pick"]
    app, t = table_for(m)
    res = {c.id.split(":", 1)[1] for c in m.pending.choices if c.id.startswith("res:")}
    assert res and {f"trans:{k}" for k in res} <= glowing(t)
    assert any(k.startswith("tool:") for _, k in t.hits)
    key = sorted(res)[0]
    assert click_choice(app, t, f"res:{key}") == "glow"


def test_forage_reach_glows_only_the_foreground_before_any_pick():
    """rb p.45: a harvest starts in the foreground; the midground comes in reach once a foreground
    source is taken. So with no pick yet only foreground things glow, and each is a legal pick."""
    m = extra_states()["stonesaga.forage.harvest"]
    app, t = table_for(m)
    picks = {c.id for c in m.pending.choices if c.id.startswith("pick:")}
    g = {k for k in glowing(t) if k.startswith("fpick:")}
    assert g and g == {"f" + p for p in picks}
    assert all(k.split(":")[2] == "fg" for k in g)
    assert click_choice(app, t, sorted(picks)[0]) == "glow"


# --- the cave fresco (rb p.69-70) ---------------------------------------------------------------------

def test_fresco_is_saved_with_the_campaign_and_shown_again(tmp_path, monkeypatch):
    """Stamp a mark and draw a stroke; closing writes them into the campaign file; opening the
    fresco again (another session) shows the same drawing."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    m = sample_states()["stonesaga.day.turn"].clone()
    path = tmp_path / "c.json"
    rec = C.new_campaign(m.setup["seats"], 1)
    C.save(rec, path)
    m.setup["campaign_file"] = str(path)
    m.state.marks = ["ZW01"]
    app, t = table_for(m)
    click(app, t.fresco_btn)
    frame(app)
    fr = app.stack.top
    assert isinstance(fr, FrescoScene) and fr.path == path
    frame(app)
    rect, mid = fr.hits[0]
    assert mid == "ZW01"
    click(app, rect.center)                                 # choose the mark …
    click(app, fr.wall.center)                              # … and stamp it
    fr.pick_tool("charcoal")
    a, b = (fr.wall.x + 20, fr.wall.y + 20), (fr.wall.x + 120, fr.wall.y + 60)
    move(app, a)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    move(app, b)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    click(app, fr.close)
    saved = C.load(path).fresco
    assert [s[0] for s in saved["stamps"]] == ["ZW01"]
    assert abs(saved["stamps"][0][1] - 0.5) < 0.02 and abs(saved["stamps"][0][2] - 0.5) < 0.02
    assert saved["strokes"][0]["colour"] == "charcoal" and len(saved["strokes"][0]["pts"]) == 2
    again = FrescoScene.for_match(app, m)
    assert again.data == {"stamps": saved["stamps"], "strokes": saved["strokes"]}


def test_a_damaged_fresco_keeps_what_is_well_formed():
    data = {"stamps": [["ZW01", 0.1, 0.2], ["bad"], "x"], "strokes": [{"colour": "ochre", "pts": [[0, 0], [1, 1]]},
                                                                      {"colour": "neon", "pts": [[0, 0], [1, 1]]}]}
    assert clean(data) == {"stamps": [["ZW01", 0.1, 0.2]], "strokes": [{"colour": "ochre", "pts": [[0.0, 0.0], [1.0, 1.0]]}]}
    assert clean("garbage") == {"stamps": [], "strokes": []}


# --- figures slide ------------------------------------------------------------------------------------

@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_a_figure_slides_to_its_new_terrain_unless_instant(speed):
    """Like Root's pieces: a character that moves slides from its old place (instant at "Instant")."""
    m = sample_states()["stonesaga.move.where"]
    app, t = table_for(m, speed=speed)
    cid = t.acting()
    key = f"fig:{cid}"
    start = next(r.center for r, k in t.hits if k == key)
    dest = next(c.id for c in m.pending.choices if c.id.startswith(("hex:", "tile:")))
    click_choice(app, t, dest)
    for _ in range(8):
        if t.match.pending is None or any(k == key for _, k in t.hits):
            break
        frame(app, 0.0)
    app.draw()
    now = next(r.center for r, k in t.hits if k == key)
    assert t.match.state.char(cid).pos != m.state.char(cid).pos      # rb p.25: a move leaves the terrain
    for _ in range(40):
        t.update(0.05)
    app.draw()
    end = next(r.center for r, k in t.hits if k == key)
    if speed == "instant":
        assert now == end != start
    else:
        assert now != end and start != end and t.slides[key][4] == 1.0


# --- the log stays in step --------------------------------------------------------------------------

def test_the_log_after_undo_equals_a_fresh_table():
    m = sample_states()["stonesaga.day.turn"]
    app, t = table_for(m)
    n = len(t.log_lines)
    click_choice(app, t, m.pending.choices[0].id)
    assert len(t.log_lines) >= n
    if t.undo_btn.enabled:
        t.undo()
        app.draw()
    fresh = table_for(t.match)[1]
    assert t.log_lines == fresh.log_lines


# --- the journal's pages, the fresco between challenges, the end of a campaign (rb p.94-97) ----------

def test_fresco_drawn_in_the_journal_survives_choosing_the_next_challenge(tmp_path, monkeypatch):
    """The journal holds the record open: a fresco drawn from it must not be lost when the next
    challenge is chosen and the record saved again (rb p.96: the campaign is saved between challenges)."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    from scenes.stonesaga.campaign import JournalScene
    m = sample_states()["over"]
    path = tmp_path / "c.json"
    rec = C.new_campaign(m.setup["seats"], 5)
    rec.community["marks"] = ["ZW02"]
    C.save(rec, path)
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    j = app.stack.push(JournalScene(app, m.ruleset, m.content, rec, path, [], 5))
    frame(app)
    click(app, next(b for b in j.pages if b.text == "Fresco"))
    frame(app)
    fr = app.stack.top
    assert isinstance(fr, FrescoScene)
    frame(app)
    click(app, fr.hits[0][0].center)
    click(app, fr.wall.center)
    click(app, fr.close)
    frame(app)
    assert app.stack.top is j
    click(app, j.buttons[0])
    frame(app)
    assert isinstance(app.stack.top, StonesagaTable)
    assert [s[0] for s in C.load(path).fresco["stamps"]] == ["ZW02"]


def test_journal_pages_show_provisions_ageing_and_legends(tmp_path, monkeypatch):
    """rb p.95: up to 5 items and 5 materials kept; rb p.94: a Generation kills the old and ages the
    young; rb p.70: the Legends deck."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    from scenes.stonesaga.campaign_pages import CampaignPages, ageing_lines, legend_lines, provisions_lines
    content = sample_states()["over"].content
    rec = C.new_campaign([{"controller": "human", "characters": "2"}], 5)
    item = sorted(content.items)[0]
    rec.characters = [
        {"uid": "u1", "seat": 0, "name": "Arun", "stats": {"str": 3, "dex": 3, "con": 3, "per": 3}, "trait": "",
         "age": "old", "items": [item], "materials": {"clay": 2}},
        {"uid": "u2", "seat": 0, "name": "Beya", "stats": {"str": 3, "dex": 3, "con": 3, "per": 3}, "trait": "",
         "age": "young", "items": [], "materials": {}}]
    rec.legends = [{"name": "Old Tavi", "stats": {"str": 4, "dex": 2, "con": 3, "per": 5}, "trait": "", "with": "",
                    "marks": []}]
    prov = " | ".join(t for t, _ in provisions_lines(content, rec))
    assert f"Items (1/5): {content.items[item].name}" in prov and "Materials (2/5)" in prov
    legend = " | ".join(t for t, _ in legend_lines(content, rec))
    assert "Old Tavi" in legend and "STR 4" in legend
    gens = [c for c in C.choices(content, rec) if content.challenges[c].interval == "generation"]
    age = " | ".join(t for t, _ in ageing_lines(content, rec))
    for c in gens:
        assert f"{content.challenges[c].name} — a generation: the young grow old, the old die: Arun dies, Beya grows old" in age
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    pages = app.stack.push(CampaignPages(app, content, rec, tmp_path / "c.json", "provisions"))
    frame(app)
    click(app, next(b for b in pages.tabs if b.text == "Legends"))
    frame(app)
    assert pages.page == "legends" and any("Old Tavi" in t for t, _c in pages.text.entries)


def test_the_end_of_a_campaign_begins_the_next_one(tmp_path, monkeypatch):
    """rb p.97: a community that endures begins its next campaign (here with its fresco, ruling
    SS-161); the journal then offers its first challenge."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    from scenes.stonesaga.campaign import JournalScene
    from scenes.stonesaga.campaign_pages import CampaignPages
    m = sample_states()["over"]
    path = tmp_path / "campaign-5.json"
    rec = C.new_campaign(m.setup["seats"], 5)
    rec.over, rec.endures = True, True
    rec.fresco = {"stamps": [["ZW01", 0.5, 0.5]], "strokes": []}
    C.save(rec, path)
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    j = app.stack.push(JournalScene(app, m.ruleset, m.content, rec, path, [], 5))
    frame(app)
    click(app, next(b for b in j.pages if b.text == "End of the campaign"))
    frame(app)
    pages = app.stack.top
    assert isinstance(pages, CampaignPages) and pages.page == "end"
    assert any("endures" in t for t, _c in pages.text.entries)
    click(app, pages.next_btn)
    frame(app)
    j2 = app.stack.top
    assert isinstance(j2, JournalScene) and j2.rec.number == 2 and j2.path != path
    assert C.load(j2.path).fresco == rec.fresco
    assert j2.buttons, "the next campaign offers its first challenge"


def test_creation_prompt_names_the_character_as_its_board():
    """rb p.6-7: before it is named, the bar calls the character as its board does, never by its id."""
    m = sample_states()["stonesaga.create.assign"]
    app, t = table_for(m)
    prompt = t.texts[[i for i, x in enumerate(t.texts) if t.bar.contains(x[1])][0]][0]
    cid = m.state.stack[-1].cid
    assert cid in m.pending.prompt                                  # the engine's prompt names the id …
    assert cid not in prompt and f"Character {cid[1:]}" in prompt    # … the table the board's name


def test_provisions_the_players_choose_five_materials_at_most(tmp_path, monkeypatch):
    """rb p.95: up to 5 material tokens per character go on. With 4 + 3 in the bag the engine keeps
    the most plentiful first (ruling SS-76: 4 + 1); the players change it to 3 + 2 by clicks, a sixth
    is refused, and the record keeps their choice."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    from scenes.stonesaga.campaign import JournalScene, continue_after
    from scenes.stonesaga.provisions import ProvisionsScene
    m = sample_states()["over"].clone()
    a, b = sorted(m.content.materials)[:2]
    living = [c for c in m.state.chars if not c.dead and c.stats]
    c1 = living[0]
    c1.bag = {a: 4, b: 3}
    path = tmp_path / "c.json"
    rec = C.new_campaign(m.setup["seats"], 1)
    rec.current = m.state.challenge
    C.save(rec, path)
    m.setup["campaign_file"] = str(path)
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    continue_after(app, m)
    frame(app)
    pv = app.stack.top
    assert isinstance(pv, ProvisionsScene)
    assert C.load(path).characters[0]["materials"] == {a: 4, b: 1}          # SS-76's pick, before the choice

    def btn(text, near):
        label = next(w for w in pv.widgets if isinstance(w, Button) and w.text.startswith(near))
        return min((w for w in pv.widgets if isinstance(w, Button) and w.text == text),
                   key=lambda w: abs(w.rect.centerx - label.rect.centerx) + 10 * abs(w.rect.centery - label.rect.centery))
    from scenes.widgets import Button
    click(app, btn("−", names_of(m, a)))
    frame(app)
    click(app, btn("+", names_of(m, b)))
    frame(app)
    assert pv.pool[0]["pick_materials"] == {a: 3, b: 2}
    click(app, btn("+", names_of(m, b)))                                   # a sixth: refused
    frame(app)
    assert pv.pool[0]["pick_materials"] == {a: 3, b: 2}
    click(app, pv.done)
    frame(app)
    assert isinstance(app.stack.top, JournalScene)
    assert C.load(path).characters[0]["materials"] == {a: 3, b: 2}


def names_of(m, key):
    from scenes.stonesaga import names
    return names.resource(m.content, key)


def test_the_path_a_behemoth_took_is_drawn_and_listed():
    """rb p.78: the summit node makes Moss-Back flee to the adjacent terrain with the most affinity
    sites (the scenario's hand count: 1,-1); the map draws that step and the board lists it."""
    from .states import _scenario
    m = _scenario("campaign-encounter-summit-flight.yaml", 2)
    app, t = table_for(m)
    assert t.beh_paths == {"ZB1": [("0,0", "1,-1")]}
    assert "bpath:ZB1:0" in {k for _, k in t.hits}
    t.open_behemoths("ZB1")
    frame(app)
    board = app.stack.top
    assert isinstance(board, BehemothBoard)
    names_ = [m.view(0)["cells"][k]["name"] for k in ("0,0", "1,-1")]
    assert any(f"{names_[0]} → {names_[1]}" in x for x in board.drawn_text)


def test_excavation_lists_where_one_may_come_out():
    """rb p.86: at depth 2 the way out is any discovered cave or chasm terrain of the region (the
    scenario's: 0,0 and 1,0, not -1,0)."""
    m = extra_states()["stonesaga.excavate.move"]
    app, t = table_for(m)
    cells = m.view(0)["cells"]
    line = next(x for x in t.drawn_text if x.startswith("Come out with all rewards at:"))
    assert cells["0,0"]["name"] in line and cells["1,0"]["name"] in line and cells["-1,0"]["name"] not in line


def test_the_end_of_a_campaign_offers_infinite_mode(tmp_path, monkeypatch):
    """rb p.97 (« Jouer en mode infini après une campagne ») and p.103 (« Vallée existante »): a
    finished campaign's journal offers infinite mode with the enduring community or a new one; a
    click sits down at an infinite-mode game in the same valley, the community's Population
    carried on. A community that vanished offers only a new one."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    from scenes.stonesaga.campaign import JournalScene
    from scenes.stonesaga.table import StonesagaTable
    m = sample_states()["over"]
    path = tmp_path / "campaign-6.json"
    rec = C.new_campaign(m.setup["seats"], 6)
    rec.over, rec.endures = True, False
    C.save(rec, path)
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    j = app.stack.push(JournalScene(app, m.ruleset, m.content, rec, path, [], 6))
    frame(app)
    assert [b.keep for b in j.infinite] == [False]                  # vanished: only a new community
    rec.endures = True
    rec.tracks = {"population": 11, "discontent": 3}
    C.save(rec, path)
    j = app.stack.push(JournalScene(app, m.ruleset, m.content, rec, path, [], 6))
    frame(app)
    assert sorted(b.keep for b in j.infinite) == [False, True]
    assert all("Infinite mode" in b.text for b in j.infinite)
    click(app, next(b for b in j.infinite if b.keep))
    frame(app)
    table = app.stack.top
    assert isinstance(table, StonesagaTable)
    s = table.match.state
    assert table.match.setup["ss_mode"] == "infinite" and "campaign_file" not in table.match.setup
    assert s.tracks["population"] == 11 and s.tracks["discontent"] == 3   # the enduring community (rb p.97)


def test_camps_to_ruin_glow_on_the_map_and_a_click_ruins_one():
    """rb p.32: at a new epoch's first challenge the players choose which camps over the cap become
    ruins: each active camp glows on its tile (no raw `camp:<i>` button), the overlay says what is
    chosen (not the creation beneath), and a click on Birch's tent ruins Birch."""
    from game.core.match import Match
    from game.stonesaga.ruleset import RULESET
    content = RULESET.default_content()
    rec = C.new_campaign([{"controller": "human", "characters": "1"}], 3)
    rec.epoch, rec.game = 2, 0
    C.choose(content, rec, C.choices(content, rec)[0])
    rec.camps = [{"name": n, "cell": "0,0", "zone": z, "status": "active", "improvements": []}
                 for n, z in (("Ash", "A"), ("Birch", "B"), ("Cairn", "C"))]
    m = Match(RULESET, content, C.setup_for(content, rec), 77)
    for z in "ABC":
        m.state.cells["0,0"].modules[z] = "ZCAMP1"
    assert m.pending.kind == "stonesaga.campaign.ruin"
    app, t = table_for(m)
    assert {"camp:0,0:A", "camp:0,0:B", "camp:0,0:C"} <= glowing(t)
    assert not [b for b in t.bar_buttons if b.choice_id and b.choice_id.startswith("camp:")]
    assert any(text.startswith("A new epoch: camps become ruins") for text, _r, _w in t.texts)
    assert not any(text.startswith("Character creation (rb") for text, _r, _w in t.texts)   # the overlay
    assert click_choice(app, t, "camp:1") == "glow"
    assert [x.status for x in t.match.state.camps] == ["active", "ruin", "active"]


def test_ability_tags_read_as_names():
    """rb p.15, 99: a re-roll or a turn names the card that grants it, never its tag
    (`item:ZI20#1/0` reads as the item's name, `power:ZP06:front/0` as the power's)."""
    from game.stonesaga.ruleset import RULESET
    from scenes.stonesaga import names
    content = RULESET.default_content()
    got = names.plain(content, "Turn a die with item:ZI20#1/0")
    assert got == f"Turn a die with {content.items['ZI20'].name}"
    got = names.plain(content, "Re-roll with power:ZP06:front/0")
    assert got == f"Re-roll with {content.powers['ZP06'].name}"


def test_provisions_offer_the_camp_stores_from_the_view(tmp_path, monkeypatch):
    """rb p.95: the materials kept come from the inventory or the camp on the character's terrain.
    A camp's stores are public, so the view carries them (rb p.18, 64); the provisions page offers
    them with the bag's (4 + 2 of one material) and says they come from the camp."""
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    from game.stonesaga.state import Camp
    from scenes.stonesaga.campaign import continue_after
    from scenes.stonesaga.provisions import ProvisionsScene
    m = sample_states()["over"].clone()
    a, b = sorted(m.content.materials)[:2]
    c1 = [c for c in m.state.chars if not c.dead and c.stats][0]
    c1.bag = {a: 4, b: 3}
    imp = sorted(m.content.improvements)[0]
    m.state.camps.append(Camp(name="Ash", cell=c1.pos, zone="A", improvements=[imp], stores={"0": {a: 2}}))
    assert m.view(0)["camps"][-1]["stores"] == {"0": {a: 2}}
    path = tmp_path / "c.json"
    rec = C.new_campaign(m.setup["seats"], 1)
    rec.current = m.state.challenge
    C.save(rec, path)
    m.setup["campaign_file"] = str(path)
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    continue_after(app, m)
    frame(app)
    pv = app.stack.top
    assert isinstance(pv, ProvisionsScene)
    assert pv.pool[0]["materials"] == {a: 6, b: 3} and pv.pool[0]["from_camp"] == {a: 2}
    assert a == "bone"                                         # a count with its plural form (issue 17)
    assert any("with the camp's stores: 2 bones" in text for text, _r, _w in pv.texts)


def test_fishing_cards_are_shown_by_name():
    """rb p.38-40: the Stock cards to choose from (Master Fisher, rb p.8-9) and the face-up cards
    read by the sample cards' names, never their ids (ZF04 is the sample's Heron Flats)."""
    import yaml
    from pathlib import Path
    from game.stonesaga import scenario
    from game.stonesaga.ruleset import RULESET
    content = RULESET.default_content()
    assert content.fishing["ZF04"].name == "Heron Flats" and content.fishing["ZF01"].name == "Reed Shallows"
    sc = yaml.safe_load((Path(__file__).resolve().parents[1] / "scenarios" / "stonesaga" /
                         "fish-master-fisher.yaml").read_text(encoding="utf-8"))
    sc["steps"] = [{"choose": ["action:fish:river"]}]
    m = scenario.run(content, sc)
    assert {c.label for c in m.pending.choices if c.id.startswith("opt:")} == {"Heron Flats", "Reed Shallows"}
    app, t = table_for(m)
    shown = " ".join(text for text, _r, _w in t.texts)
    assert "Heron Flats" in shown and "ZF04" not in shown and "ZF01" not in shown


def test_a_bonded_pet_shows_on_its_characters_board():
    """rb p.89-91: the pet's board sits by its character's: the view carries the pets (public)
    and the board shows the sample pet's stats (STR 5, CON 4) and its slots (1 of 4: a nut)."""
    import yaml
    from pathlib import Path
    from game.stonesaga.ruleset import RULESET
    from tests.stonesaga.campaign_helpers import run
    content = RULESET.default_content()
    sc = yaml.safe_load((Path(__file__).resolve().parents[1] / "scenarios" / "stonesaga" / "campaign" /
                         "campaign-pet-slots-put-and-take.yaml").read_text(encoding="utf-8"))
    sc["steps"] = []
    m = run(content, sc)
    pet = m.view(0)["pets"]["ZPET1"]
    assert (pet["bonded"], pet["bag"], pet["slots"]) == ("c1", {"nut": 1}, 4)
    app, t = table_for(m)
    assert any(text.startswith("Tuskhorn: STR 5 CON 4 · slots 1/4: 1 ") for text, _r, _w in t.texts)


def test_a_bonded_pet_is_drawn_beside_its_character_on_the_map():
    """rb p.89-91: a pet goes where its character goes: the map draws it at the figure's feet,
    with a tip naming it and its character."""
    import yaml
    from pathlib import Path
    from game.stonesaga.ruleset import RULESET
    from tests.stonesaga.campaign_helpers import run
    content = RULESET.default_content()
    sc = yaml.safe_load((Path(__file__).resolve().parents[1] / "scenarios" / "stonesaga" / "campaign" /
                         "campaign-pet-slots-put-and-take.yaml").read_text(encoding="utf-8"))
    sc["steps"] = []
    m = run(content, sc)
    app, t = table_for(m)
    pet = [(rect, key) for rect, key in t.hits if key == "pet:ZPET1"]
    fig = [(rect, key) for rect, key in t.hits if key == "fig:c1"]
    assert len(pet) == 1 and len(fig) == 1
    (pr, _), (fr, _) = pet[0], fig[0]
    assert abs(pr.centerx - fr.centerx) < fr.w and abs(pr.centery - fr.centery) < fr.h   # beside it
    assert any(r == pr and tip.startswith("Tuskhorn: a pet bonded to ") for r, tip in t.tips)


def test_a_long_trait_name_wraps_on_the_character_board_instead_of_being_cut(monkeypatch):
    """rb p.13: the board shows age, trait and regalia; a long trait name (an owner's pack may
    have one) goes on to a second line, whole, never ending in « … »."""
    import dataclasses
    m = sample_states()["stonesaga.day.turn"].clone()
    content = m.content
    c = m.state.chars[0]
    long_name = "Keeper of the Long Memory of the Valley"
    monkeypatch.setitem(content.traits, c.trait, dataclasses.replace(content.traits[c.trait], name=long_name))
    app, t = table_for(m)
    board = [(text, r, within) for text, r, within in t.texts if "Memory" in text or "Keeper" in text]
    assert board, "the trait is drawn"
    shown = " ".join(text for text, _r, _w in board)
    assert "…" not in shown
    for word in long_name.split():
        assert word in shown.split() or any(word in text for text, _r, _w in board)
    assert all(within.contains(r) for _t, r, within in board)            # inside its board
