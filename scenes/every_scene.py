"""Every scene of every game, each built in a named state (issue 17: "every scene rendered in
each language, screenshots looked at"). One list, used by `python -m scenes.shots --lang …`
(PNGs to look at) and by tests/i18n/test_every_scene_languages.py (no text cut or out of its box
in English, French and Portuguese; every Scene class in scenes/ has a shot).

A shot is (name, build(app, home), the Scene classes it puts on the stack). The builders are
the ones the text-fit tests used (tests/scenes/test_text_fit.py, tests/i18n/
test_stonesaga_pages_languages.py, which now import them from here); the matches they draw are
seeded and cached, and do not depend on the language (only the drawing does)."""
from __future__ import annotations

import functools
import importlib
import pkgutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pygame

from game.core.i18n import Msg, Sub


@dataclass(frozen=True)
class Shot:
    name: str
    build: Callable            # build(app, home: Path) pushes the scene(s) on app.stack
    shows: tuple[str, ...]     # Scene classes (qualified names) the build puts on the stack


def scene_classes() -> set[str]:
    """Every Scene subclass defined in scenes/ (all its modules imported), as 'module.Class'."""
    import scenes
    from scenes.stack import Scene
    for mi in pkgutil.walk_packages(scenes.__path__, "scenes."):
        importlib.import_module(mi.name)
    out: set[str] = set()
    todo = [Scene]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("scenes."):
                out.add(f"{sub.__module__}.{sub.__qualname__}")
    return out


# Bases that are never shown by themselves: each shot shows one of their subclasses.
BASES = {"scenes.page.PageScene", "scenes.page.SubPage", "scenes.new_game.NewGameScene",
         "scenes.root.picker_page.PickerPage", "scenes.dialogs.MessageDialog"}


def on_stack(app) -> set[str]:
    return {f"{type(s).__module__}.{type(s).__qualname__}" for s in app.stack.scenes}


def hover(app, pos) -> None:
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(app, pos) -> None:
    hover(app, pos)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


# --- matches (seeded, cached) -------------------------------------------------------------
@functools.lru_cache(maxsize=None)
def root_positions():
    from scenes.root import demo
    coop = demo.coop_match()
    demo.play_until(coop, lambda m: m.state.round >= 2 and m.pending is not None
                    and m.pending.seat != 0 and m.state.phase == "daylight")
    return {"early": demo.early(), "late": demo.late(), "battle": demo.battle(), "coop_auto": coop,
            "duchy": demo.duchy(), "lizards": demo.featuring("lizards"), "over": demo.finished()}


# A decision of each kind the Root table shows differently: each base faction's own turn, the
# hand limit's discard (a card picker over the hand), a battle's ambush and its defender's choice,
# a move's three steps, the Vagabond's aid (a card and an item picked).
ROOT_KINDS = ("root.marquise.action", "root.eyrie.decree.card", "root.alliance.daylight", "root.vagabond.action",
              "root.hand_limit", "root.battle.ambush", "root.battle.defender", "root.move.dest",
              "root.vagabond.aid.card", "root.eyrie.turmoil.leader", "root.alliance.revolt")


@functools.lru_cache(maxsize=None)
def root_decisions() -> dict:
    """The first decision of each ROOT_KINDS kind in a seeded random game of the four base factions."""
    from game.core.agents import RandomAgent
    from scenes.root import demo
    from scenes.root.table.choices import refs_of
    m = demo.new_match(20261123, round_cap=40)
    agent = RandomAgent(3)
    got: dict = {}
    while m.pending is not None and len(got) < len(ROOT_KINDS) + 1:
        d = m.pending
        if d.kind in ROOT_KINDS and d.kind not in got:
            got[d.kind] = m.clone()
        if "popup" not in got and len({r for c in d.choices for r in refs_of(c) if not r.startswith("button")}) \
                < sum(len([r for r in refs_of(c) if not r.startswith("button")]) for c in d.choices):
            got["popup"] = m.clone()                    # a thing with several choices (a pop-up)
        m.apply(agent.choose(m, d))
    return got


@functools.lru_cache(maxsize=None)
def root_hirelings_landmarks():
    """Hirelings (Law App. E) and landmarks (Law App. A) in play, the first player's Daylight of round 3."""
    from game.root.ruleset import RULESET
    from scenes.root import demo
    content = RULESET.default_content()
    setup = demo.demo_setup(4)
    setup["seats"] = [{"controller": "human", "faction": f} for f in ("duchy", "corvids", "riverfolk", "lizards")]
    setup.update(hirelings="forest-patrol:promoted,vault-keepers:promoted,flame-bearers",
                 landmark_set=["ferry", "tower"])
    from game.core.match import Match
    m = Match(RULESET, content, RULESET.check_setup(content, setup), 11)
    return demo.play_until(m, lambda m: m.state.round >= 3 and m.pending is not None and m.pending.seat == 0
                           and m.state.phase == "daylight")


@functools.lru_cache(maxsize=None)
def plas_positions():
    from scenes.plas import shots
    m, pick = shots.before_defended_roll()
    viewer = m.state.stack[-1].defender
    m.apply(pick)
    y, ypick = shots.before_year_end()
    y.apply(ypick)
    return {"early": shots.early(), "conquest": (m, viewer), "year_end": y, "over": shots.finished()}


@functools.lru_cache(maxsize=None)
def plas_phases() -> dict:
    """The first decision of each PLAS decision kind in a seeded automata game (each phase)."""
    from scenes.plas import shots
    m = shots.new_match(20261123)
    got: dict = {}

    def stop(m, c):
        if m.pending.kind not in got:
            got[m.pending.kind] = m.clone()
        return False
    shots.play_until(m, stop)
    return got


# --- pages (title, settings, load, rules, new game) ----------------------------------------
def pages(app, which):
    from scenes.load_game import LoadScene
    from scenes.root.new_game import RootNewGame
    from scenes.rules import RulesScene
    from scenes.settings_scene import SettingsScene
    from scenes.tables import new_game_scene_for
    from scenes.title import TitleScene
    if which == "title":
        app.stack.push(TitleScene(app))
    elif which == "settings":
        app.stack.push(SettingsScene(app))
    elif which == "load":
        app.stack.push(LoadScene(app))
    elif which.startswith("rules_"):
        app.stack.push(RulesScene(app, which[6:]))
    elif which == "new_root_bots":
        ng = app.stack.push(RootNewGame(app, "root", seed=482113907))
        ng.set_seat_count(4)
        for i, f in ((1, "vagabot"), (2, "electric-eyrie"), (3, "automated-alliance")):
            ng.set_seat(i, "controller", "automaton")
            ng.set_seat(i, "faction", f)
            ng.set_seat(i, "difficulty", "boss")
        ng.set_edition(1, True)                 # the Vagabot's and the Alliance's 2021 edition boxes
        ng.layout(ng.size)
    elif which == "new_root_ai":          # every per-seat column at once: AI Thinking, a Vagabot's
        ng = app.stack.push(RootNewGame(app, "root", seed=482113907))     # difficulty, character, traits
        ng.set_seat_count(4)
        ng.set_seat(1, "controller", "ai")
        ng.set_seat(2, "controller", "automaton")
        ng.set_seat(2, "faction", "vagabot")
        ng.set_seat(3, "controller", "random")
        ng.set_seat(3, "faction", "lizards")
    elif which == "new_root_error":
        ng = app.stack.push(RootNewGame(app, "root", seed=482113907))
        ng.set_seat_count(4)
        ng.set_seat(1, "controller", "automaton")
        ng.set_seat(1, "faction", "mechanical-marquise")
    elif which == "new_plas":
        ng = app.stack.push(new_game_scene_for(app, "plas", seed=5))
        ng.set_seat_count(4)
        ng.set_seat(3, "controller", "automaton")


def root_scene(app, which):
    from scenes.root.table import RootTable
    m = root_positions()[which]
    m = m.clone()
    seat = m.pending.seat if m.pending is not None else 0
    viewer = 0 if which == "coop_auto" else seat
    t = app.stack.push(RootTable(app, m, viewer=viewer, curtain=False, autosave=False))
    if which in ("battle", "over"):
        t.prepare_screenshot()
    if which == "coop_auto":
        t.sync_auto_buttons()
        assert t.pause_btn.visible
    if which == "early":
        app.draw()
        spot = next((p for p, what in t.targets() if what.startswith("card:")), None)
        if spot:
            hover(app, spot)
    if which in ("late", "coop_auto", "duchy", "lizards"):
        for seat in range(len(m.state.factions)):            # every faction's board, and its tooltips
            t.show_panel(seat)
            app.draw()
            for r, _tip in list(t.info_spots)[:40]:
                hover(app, r.center)
                app.draw()
        t.show_panel(viewer)


def plas_scene(app, which):
    from scenes.plas.table import PlasTable
    got = plas_positions()[which]
    m, viewer = got if isinstance(got, tuple) else (got, None)
    m = m.clone()
    if viewer is None:
        viewer = m.pending.seat if m.pending is not None else 0
    t = app.stack.push(PlasTable(app, m, viewer=viewer, curtain=False, autosave=False))
    if which == "over":
        t.over_shown = True
        app.stack.push(t.game_over_scene())
    t.update(0.0)
    for _ in range(400):
        if not t.tray.rolling:
            break
        t.tray.update(1 / 60)


# --- Stonesaga pages -------------------------------------------------------------------------
@functools.lru_cache(maxsize=None)
def stonesaga_states():
    from tests.stonesaga_scenes.states import extra_states, sample_states
    return sample_states()["over"], extra_states()["behemoth-on-map"]


def campaign_record(content, seats):
    """A campaign in its second epoch with something on every journal line: history (won and
    lost, deaths, Demand), a behemoth, Legends, characters young and old, a bequest, taboos'
    and the community's lists, and an end (the community endures)."""
    from game.stonesaga import campaign as C
    from game.stonesaga.behemoth import Behemoth
    rec = C.new_campaign(seats, 1)
    cids = sorted(content.challenges)
    items, mats = sorted(content.items), sorted(content.materials)
    rec.epoch, rec.game, rec.number = 2, 1, 1
    rec.pending = cids[:2]
    rec.history = [C.HistoryEntry(1, 1, cids[0], "won", 7, achieved=sorted(content.objectives)[:2], demand=[2, 3, 5]),
                   C.HistoryEntry(1, 2, cids[1], "lost", 1, died=["Arun the Elder"], demand=[4])]
    rec.characters = [
        {"uid": "u1", "seat": 0, "name": "Beya", "stats": {"str": 3, "dex": 2, "con": 4, "per": 3}, "trait": "",
         "age": "old", "items": items[:5], "materials": {mats[0]: 3, mats[1]: 2}},
        {"uid": "u2", "seat": 1, "name": "Cato", "stats": {"str": 2, "dex": 4, "con": 3, "per": 3}, "trait": "",
         "age": "young", "items": [], "materials": {}}]
    rec.inherit = {"0": {"items": items[:2], "materials": {mats[0]: 1}}}
    rec.legends = [{"name": "Old Tavi", "stats": {"str": 4, "dex": 2, "con": 3, "per": 5}, "trait": "",
                    "with": "Beya", "marks": sorted(content.marks)[:2]}]
    rec.forgotten = [{"name": "Wen"}]
    rec.community = {"knowledge_cards": sorted(content.knowledge)[:2], "powers": sorted(content.powers)[:1],
                     "marks": sorted(content.marks)[:3]}
    rec.behemoths = [Behemoth("ZB1", "Mossback", behaviour=6, lair_active=False)]
    # the log as a real campaign writes it (message ids, shown in the reader's language)
    C._logged(rec, [Msg("{name} dies (mourning roll {roll}: {effect}) and becomes a Legend", name="Arun the Elder",
                        roll=4, effect=Sub(C.MOURNING["population_minus_1"])),
                    Msg("{name} grows old", name="Beya")])
    rec.over, rec.endures = True, True
    return rec


def stonesaga_page(app, which, home: Path):
    """Push Stonesaga page `which` on `app`, with what it needs; hover what has tooltips."""
    from scenes.stonesaga.behemoth import BehemothBoard
    from scenes.stonesaga.campaign import JournalScene
    from scenes.stonesaga.campaign_pages import CampaignPages
    from scenes.stonesaga.codex import CodexScene
    from scenes.stonesaga.fresco import FrescoScene
    from scenes.stonesaga.game_over import StonesagaGameOver
    from scenes.stonesaga.new_game import AdvancedRules, StonesagaNewGame
    from scenes.stonesaga.night_summary import NightSummary, night_lines
    from scenes.stonesaga.provisions import ProvisionsScene
    from scenes.stonesaga.table import StonesagaTable
    over, beh = stonesaga_states()
    content = over.content
    rec = campaign_record(content, over.setup["seats"])
    path = home / "c.json"
    if which == "new_game":
        return app.stack.push(StonesagaNewGame(app, "stonesaga"))
    if which == "advanced":
        ng = app.stack.push(StonesagaNewGame(app, "stonesaga"))
        return app.stack.push(AdvancedRules(app, ng))
    if which == "night":
        title, groups = night_lines(over.history)
        return app.stack.push(NightSummary(app, title, groups))
    if which == "codex":
        return app.stack.push(CodexScene(app, content, over.state.codex_read))
    if which == "game_over":
        m = over.clone()
        m.setup["campaign_file"] = str(path)
        app.stack.push(StonesagaTable(app, m))
        return app.stack.push(StonesagaGameOver(app, m))
    if which == "journal":
        rec.over = False
        from game.stonesaga import campaign as C
        lines = C._logged(rec, [Msg("No taboo was broken: Discontent −1"), Msg("{camp} becomes a ruin", camp="Camp 2")])
        return app.stack.push(JournalScene(app, over.ruleset, content, rec, path, lines, 1))
    if which in ("provisions_page", "ageing", "legends", "end"):
        page = "provisions" if which == "provisions_page" else which
        return app.stack.push(CampaignPages(app, content, rec, path, page, on_next=lambda: None))
    if which == "keep_provisions":
        its, mats = sorted(content.items)[:9], sorted(content.materials)[:8]
        pool = [{"name": f"Character {n}", "items": list(its), "materials": {k: 3 for k in mats}, "pick_items": [0, 1],
                 "pick_materials": {mats[0]: 2}, "from_camp": {mats[1]: 2}} for n in range(1, 5)]
        return app.stack.push(ProvisionsScene(app, content, rec, path, pool, lambda: None))
    if which == "fresco":
        return app.stack.push(FrescoScene(app, content, sorted(content.marks)[:6],
                                          {"stamps": [[sorted(content.marks)[0], 0.5, 0.5]]}, path))
    if which == "fresco_empty":
        return app.stack.push(FrescoScene(app, content, [], {}, None))
    if which == "behemoth":
        board = app.stack.push(BehemothBoard(app, beh.content, beh.view(0)))
        app.draw()
        for r, _tip in list(board.tips)[:30]:          # every node's tooltip, drawn by the page
            hover(app, r.center)
            app.draw()
        return board
    raise AssertionError(which)


STONESAGA_PAGES = ["new_game", "advanced", "night", "codex", "game_over", "journal", "provisions_page", "ageing",
                   "legends", "end", "keep_provisions", "fresco", "fresco_empty", "behemoth"]


def stonesaga_table(app, kind):
    from scenes.stonesaga.table import StonesagaTable
    from tests.stonesaga_scenes.states import extra_states, sample_states
    m = {**sample_states(), **extra_states()}[kind].clone()
    app.stack.push(StonesagaTable(app, m))
    if kind == "over":
        for _ in range(2):
            app.step(0.05)


# --- the rest ------------------------------------------------------------------------------
def root_decision(app, kind):
    from scenes.root.table import RootTable
    m = root_decisions()[kind].clone()
    t = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
    t.show_panel(m.pending.seat)


def root_log_open(app):
    """A late game with the log scrolled to its top (the oldest lines, rule references)."""
    from scenes.root.table import RootTable
    m = root_positions()["late"].clone()
    t = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    app.draw()
    t.log.scroll_to(0)                                # the oldest lines
    hover(app, t.log.rect.center)


def root_hand(app):
    """A hovered card of the hand: the zoomed card with its text."""
    from scenes.root.table import RootTable
    m = root_decisions()["root.hand_limit"].clone()
    t = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
    app.draw()
    spots = [p for p, what in t.targets() if what.startswith("card:")]
    if spots:
        hover(app, spots[-1])


def root_popup(app):
    """Several choices on one thing: the pop-up of choices beside it."""
    from scenes.root.table import RootTable
    m = root_decisions()["popup"].clone()
    t = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
    app.draw()
    pos, ref = next((p, r) for p, r in t.targets() if len(t.choices_for(r)) > 1)
    t.click_ref(ref, pos)
    assert t.popup


def root_ai_hint(app):
    """A person's decision at the Root table with the AI hint setting on: the Hint button beside
    Undo, and the AI's suggestion alone glowing (issue 15)."""
    from scenes.root.table import RootTable
    app.settings.ai_hint = True
    m = root_positions()["early"].clone()
    d = m.pending
    t = app.stack.push(RootTable(app, m, viewer=d.seat, curtain=False, autosave=False))
    pick = next((c for c in d.choices if c.refs), d.choices[-1])
    t.hint = (len(m.log), pick.id)
    t.refresh()
    app.step(0.02)
    assert t.hint_btn.visible


def root_hirelings(app):
    from scenes.root.table import RootTable
    m = root_hirelings_landmarks().clone()
    app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))


def root_curtain(app):
    from scenes.root.curtain import RootCurtain
    from scenes.root.table import RootTable
    m = root_positions()["early"].clone()
    app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    app.stack.push(RootCurtain(app, 1, m.seat_name(1), m.state.factions[1], lambda s: None))


def table_menu(app, game: str, leave: bool = False):
    """The table's menu over a table (the lesson's own menu for the tutorial); `leave` opens
    the "Leave the table?" dialog from it."""
    from scenes.root.tutorial import TutorialMenu, TutorialTable
    from scenes.table_menu import TableMenu
    if game == "tutorial":
        t = tutorial(app, 0)
        menu = app.stack.push(TutorialMenu(app, t))
    else:
        if game == "root":
            root_scene(app, "early")
        elif game == "plas":
            plas_scene(app, "early")
        else:
            stonesaga_table(app, "stonesaga.day.turn")
        t = app.stack.top
        menu = app.stack.push(TableMenu(app, t))
    app.draw()
    if leave:
        menu.leave()
    assert game != "tutorial" or isinstance(t, TutorialTable)


def tutorial(app, steps: int):
    """The Root lesson from its first page, `steps` right clicks on."""
    from game.root import tutorial as lesson
    from game.root.ruleset import RULESET
    from scenes.root.tutorial import TutorialTable
    run = lesson.Run(RULESET.default_content(), lesson.load())
    t = app.stack.push(TutorialTable(app, run))
    done = 0
    for _ in range(400):
        if done >= steps:
            break
        app.step(0.05)
        app.draw()
        pos = t.lesson_target()
        if pos is None:
            continue
        click(app, pos)
        app.step(0.02)
        app.draw()
        if t.popup:
            pos = t.lesson_target()
            if pos is not None:
                click(app, pos)
        done += 1
    return t


def new_game_sub(app, which):
    """The Root new-game screen's sub pages: an automaton seat's options, hirelings, landmarks."""
    from scenes.root.new_game import RootNewGame
    ng = app.stack.push(RootNewGame(app, "root", seed=482113907))
    ng.set_seat_count(4)
    if which == "seat_options":
        ng.set_seat(1, "controller", "automaton")
        ng.set_seat(1, "faction", "vagabot")
        ng.layout(ng.size)
        ng.open_seat_options(1)
    elif which == "hirelings":
        ng.open_hirelings()
    elif which == "landmarks":
        ng.open_landmarks()


@functools.lru_cache(maxsize=None)
def plas_before_year_end():
    from scenes.plas import shots
    return shots.before_year_end()


def plas_year_end(app):
    """The year's end (its scoring page over the table), as it comes after the round's last move."""
    from scenes.plas.table import PlasTable
    m, pick = plas_before_year_end()
    m = m.clone()
    t = app.stack.push(PlasTable(app, m, viewer=0, curtain=False, autosave=False))
    m.apply(pick)
    t.viewer = m.pending.seat
    t.refresh()
    t.update(0.0)
    app.step(0.0)


def plas_table(app, kind):
    from scenes.plas.table import PlasTable
    m = plas_phases()[kind].clone()
    t = app.stack.push(PlasTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
    t.update(0.0)


def ai_thinking(app, hint: bool):
    """An AI seat thinking (its worker started, cancelled when the shot is done) — or, with
    `hint`, the viewer's own decision with the AI's suggestion glowing."""
    from game.core import registry
    from game.core.match import Match
    from scenes.plas.table import PlasTable
    rs = registry.get("plas")
    content = rs.default_content()
    setup = rs.default_setup(content, 2)
    setup["first"] = "0" if hint else "1"
    setup["seats"][1]["controller"] = "ai"
    setup["seats"][1]["ai_time"] = "3"
    m = Match(rs, content, setup, 3)
    if not hint:
        # past both villages: where to start is the guide's instant answer (R-AI-52), the AI
        # thinks from its first main phase on
        from game.core.agents import RandomAgent
        agent = RandomAgent(3)
        while m.pending is not None and m.pending.kind == "plas.setup.village":
            m.apply(agent.choose(m, m.pending))
    if hint:
        app.settings.ai_hint = True           # the Hint button shows with the setting on
    t = app.stack.push(PlasTable(app, m, viewer=0, curtain=False, autosave=False))
    if hint:
        d = m.pending
        t.hint = (len(m.log), d.choices[-1].id)
        t.refresh()
    else:
        app.step(0.02)
        app.draw()
        assert t.ai_thinking()
        t.thinker.cancel()


def generic(app, which):
    """The generic table (a game without its own table: the test toy), its game over, its curtain."""
    from game.core.match import Match
    from scenes.curtain import CurtainScene
    from scenes.game_over import GameOverScene
    from scenes.generic_table import GenericTable
    from tests.toygame import TOY
    content = TOY.default_content()
    setup = TOY.default_setup(content, 3)
    m = Match(TOY, content, setup, 3)
    from game.core.agents import RandomAgent
    agent = RandomAgent(3)
    if which == "over":
        while m.pending is not None:
            m.apply(agent.choose(m, m.pending))
    else:
        for _ in range(2):
            m.apply(agent.choose(m, m.pending))
    t = app.stack.push(GenericTable(app, m, viewer=m.pending.seat if m.pending else 0, curtain=False,
                                    autosave=False))
    if which == "over":
        t.over_shown = True
        app.stack.push(GameOverScene(app, m))
    elif which == "curtain":
        app.stack.push(CurtainScene(app, 1, m.seat_name(1), lambda s: None))


def damaged_save(app, home: Path):
    """Loading a damaged save: the load page and the error dialog (scenes/load_game.py)."""
    from game.core import saves
    from scenes.load_game import LoadScene, open_save
    app.stack.push(LoadScene(app))
    bad = saves.save_path("old laptop copy")
    bad.write_text('{"magic": "tableforge-save", "save_form', encoding="utf-8")
    open_save(app, bad)


def _rules_page(app, game, n):
    from scenes.rules import RulesScene
    r = app.stack.push(RulesScene(app, game))
    app.draw()
    rows = r.list.rows
    if rows:
        r.list.select(min(n, len(rows) - 1))


def plas_zoomed(app):
    """The PLAS map two zoom steps in about a glowing province, panned a little: the picture
    painted at that step, its banners, leaders and glows in place."""
    plas_scene(app, "early")
    t = app.stack.top
    app.draw()
    target = next((k for _r, k in t.hits if k.startswith("province:") and k in t.keymap), "province:" + t.map.ids[0])
    t.zoom(2, t.map.pos[target.split(":", 1)[1]])
    t.map.finish()
    t._version += 1


def plas_log_filter(app):
    """The PLAS log narrowed to one other player's lines about cards, as seat 1 sees them."""
    plas_scene(app, "early")
    t = app.stack.top
    t.who_sel.step(2)                  # Everyone → Seat 1 → Seat 2
    t.kind_sel.step(3)                 # Every kind → Conquests → Scoring → Cards


def every_shot() -> list[Shot]:
    """The list, in the order of the issue's brief: pages, new game, tutorial, tables, dialogs."""
    S = Shot
    out: list[Shot] = [
        S("title", lambda app, h: pages(app, "title"), ("scenes.title.TitleScene",)),
        S("settings", lambda app, h: pages(app, "settings"), ("scenes.settings_scene.SettingsScene",)),
        S("load", lambda app, h: pages(app, "load"), ("scenes.load_game.LoadScene",)),
    ]
    for game in ("root", "plas", "stonesaga"):
        for n in (0, 2, 5):
            out.append(S(f"rules_{game}_{n}", lambda app, h, g=game, n=n: _rules_page(app, g, n),
                         ("scenes.rules.RulesScene",)))
    out += [
        S("new_root_bots", lambda app, h: pages(app, "new_root_bots"), ("scenes.root.new_game.RootNewGame",)),
        S("new_root_ai", lambda app, h: pages(app, "new_root_ai"), ("scenes.root.new_game.RootNewGame",)),
        S("new_root_error", lambda app, h: pages(app, "new_root_error"), ("scenes.root.new_game.RootNewGame",)),
        S("new_root_seat_options", lambda app, h: new_game_sub(app, "seat_options"),
          ("scenes.root.seat_options.AutomatonSeatPage",)),
        S("new_root_hirelings", lambda app, h: new_game_sub(app, "hirelings"),
          ("scenes.root.hireling_picker.HirelingPicker",)),
        S("new_root_landmarks", lambda app, h: new_game_sub(app, "landmarks"),
          ("scenes.root.landmark_picker.LandmarkPicker",)),
        S("new_plas", lambda app, h: pages(app, "new_plas"), ()),
    ]
    saga_shows = {"new_game": "new_game.StonesagaNewGame", "advanced": "new_game.AdvancedRules",
                  "night": "night_summary.NightSummary", "codex": "codex.CodexScene",
                  "game_over": "game_over.StonesagaGameOver", "journal": "campaign.JournalScene",
                  "provisions_page": "campaign_pages.CampaignPages", "ageing": "campaign_pages.CampaignPages",
                  "legends": "campaign_pages.CampaignPages", "end": "campaign_pages.CampaignPages",
                  "keep_provisions": "provisions.ProvisionsScene", "fresco": "fresco.FrescoScene",
                  "fresco_empty": "fresco.FrescoScene", "behemoth": "behemoth.BehemothBoard"}
    for p in STONESAGA_PAGES:
        out.append(S(f"stonesaga_{p}", lambda app, h, p=p: stonesaga_page(app, p, h),
                     (f"scenes.stonesaga.{saga_shows[p]}",)))
    for steps in (0, 3, 8):
        out.append(S(f"tutorial_{steps}", lambda app, h, n=steps: tutorial(app, n),
                     ("scenes.root.tutorial.TutorialTable",)))
    out.append(S("tutorial_menu", lambda app, h: table_menu(app, "tutorial"), ("scenes.root.tutorial.TutorialMenu",)))
    table = ("scenes.root.table.scene.RootTable",)
    for w in ("early", "late", "coop_auto", "duchy", "lizards"):
        out.append(S(f"root_{w}", lambda app, h, w=w: root_scene(app, w), table))
    out += [S("root_battle", lambda app, h: root_scene(app, "battle"), table + ("scenes.root.battle.BattleOverlay",)),
            S("root_over", lambda app, h: root_scene(app, "over"), table + ("scenes.root.game_over.RootGameOver",))]
    for k in ROOT_KINDS:
        out.append(S(k.replace("root.", "root_").replace(".", "_"), lambda app, h, k=k: root_decision(app, k), table))
    out += [S("root_log", lambda app, h: root_log_open(app), table),
            S("root_hand_card", lambda app, h: root_hand(app), table),
            S("root_popup", lambda app, h: root_popup(app), table),
            S("root_ai_hint", lambda app, h: root_ai_hint(app), table),
            S("root_hirelings_landmarks", lambda app, h: root_hirelings(app), table),
            S("root_curtain", lambda app, h: root_curtain(app), ("scenes.root.curtain.RootCurtain",)),
            S("root_menu", lambda app, h: table_menu(app, "root"), ("scenes.table_menu.TableMenu",))]
    plas = ("scenes.plas.table.PlasTable",)
    for w in ("early", "conquest"):
        out.append(S(f"plas_{w}", lambda app, h, w=w: plas_scene(app, w), plas))
    out += [S("plas_year_end", lambda app, h: plas_scene(app, "year_end"), plas),
            S("plas_year_end_page", lambda app, h: plas_year_end(app), plas + ("scenes.plas.year_end.YearEndScene",)),
            S("plas_over", lambda app, h: plas_scene(app, "over"), plas + ("scenes.plas.game_over.PlasGameOver",))]
    for k in PLAS_KINDS:
        out.append(S(k.replace("plas.", "plas_").replace(".", "_"), lambda app, h, k=k: plas_table(app, k), plas))
    out += [S("plas_zoomed", lambda app, h: plas_zoomed(app), plas),
            S("plas_log_filter", lambda app, h: plas_log_filter(app), plas)]
    out += [S("plas_ai_thinking", lambda app, h: ai_thinking(app, False), plas),
            S("plas_ai_hint", lambda app, h: ai_thinking(app, True), plas),
            S("plas_menu", lambda app, h: table_menu(app, "plas"), ("scenes.table_menu.TableMenu",))]
    saga = ("scenes.stonesaga.table.StonesagaTable",)
    for k in STONESAGA_KINDS:
        out.append(S("stonesaga_table_" + k.replace("stonesaga.", "").replace(".", "_").replace("-", "_"),
                     lambda app, h, k=k: stonesaga_table(app, k), saga))
    out += [S("stonesaga_menu", lambda app, h: table_menu(app, "stonesaga"), ("scenes.table_menu.TableMenu",)),
            S("quit_dialog", lambda app, h: table_menu(app, "root", leave=True), ("scenes.dialogs.ConfirmDialog",)),
            S("damaged_save", lambda app, h: damaged_save(app, h), ("scenes.dialogs.ErrorDialog",)),
            S("generic_table", lambda app, h: generic(app, "table"), ("scenes.generic_table.GenericTable",)),
            S("generic_curtain", lambda app, h: generic(app, "curtain"), ("scenes.curtain.CurtainScene",)),
            S("generic_over", lambda app, h: generic(app, "over"), ("scenes.game_over.GameOverScene",))]
    return out


PLAS_KINDS = ("plas.setup.village", "plas.main", "plas.pay.build", "plas.pay.promote", "plas.conquest.commit",
              "plas.conquest.defend", "plas.conquest.ruin", "plas.cull", "plas.end.discard", "plas.end.recruit")
STONESAGA_KINDS = ("stonesaga.create.assign", "stonesaga.day.turn", "stonesaga.move.where", "stonesaga.fish.spot",
                   "stonesaga.forage.add", "stonesaga.extract.draw", "stonesaga.craft.orient", "stonesaga.test.stat",
                   "stonesaga.night.eat", "over", "stonesaga.encounter.branch", "stonesaga.excavate.move",
                   "stonesaga.transform.pick", "stonesaga.forage.harvest", "behemoth-on-map", "stonesaga.create.regalia")


def leave_all(app) -> None:
    """Every scene left (an AI's worker stops), top first."""
    for s in reversed(app.stack.scenes):
        s.on_leave()
    app.stack.scenes.clear()


def build(shot: Shot, app, home: Path) -> None:
    """Build `shot` on `app` and check it shows what it says."""
    shot.build(app, home)
    missing = set(shot.shows) - on_stack(app)
    assert not missing, (shot.name, missing, on_stack(app))
