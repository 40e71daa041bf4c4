"""Forced single choices (issue 16, defect 10): with the setting on (the default) a person's
decision with one legal choice is taken for them where skipping the question reveals nothing;
off, it waits for a click; Undo goes back past such a choice; resolved Decree cards are marked."""
import random

import pygame

from game.core.decision import Choice, Decision
from scenes.app import App
from scenes.curtain import CurtainScene
from scenes.root.panels import eyrie as eyrie_panel
from scenes.root.panels.common import PanelCtx
from scenes.root.table import RootTable
from scenes.settings import Settings

from .conftest import frame, press, root_match


def test_the_setting_is_on_by_default():
    assert Settings().auto_forced is True


def play_by_clicks(app, table, decisions, rnd):
    """Click glowing targets for `decisions` human choices; return the single-choice decisions
    the table ever asked a person about."""
    asked_single = []
    m = table.match
    for _ in range(decisions * 20):
        frame(app, 0.05)
        top = app.stack.top
        if isinstance(top, CurtainScene):
            press(app, top.ready.rect.center)
            continue
        if top is not table or m.pending is None:
            break
        d = m.pending
        if not table.is_human(d.seat) or d.seat != table.viewer:
            continue
        if len(d.choices) == 1:
            frame(app, 0.05)                  # it may have come up during this frame's automatic move
            if m.pending is d:
                asked_single.append(d)
            continue
        targets = table.targets()
        pos, _ = rnd.choice(targets)
        press(app, pos)
        if table.popup:
            frame(app, 0.02)
            press(app, rnd.choice(table.targets())[0])
        decisions -= 1
        if decisions <= 0:
            break
    return asked_single


def test_solo_forced_choices_are_taken_and_never_asked():
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    m = root_match(["marquise", "eyrie"], controllers=["human", "random"], seed=9)
    table = app.stack.push(RootTable(app, m, autosave=False))
    asked = play_by_clicks(app, table, 150, random.Random(3))
    assert asked == []                                  # no click was ever asked for a forced choice
    assert table.forced_taken                           # and some were taken
    seat = table.viewer
    if m.undo_depth(seat):                              # Undo goes back past a choice taken for you
        table.undo()
        d = m.pending
        assert d is None or d.seat != seat or len(d.choices) > 1 or m.undo_depth(seat) == 0


def test_with_the_setting_off_a_forced_choice_waits_for_a_click():
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant", auto_forced=False))
    m = root_match(["marquise", "eyrie"], controllers=["human", "random"], seed=9)
    table = app.stack.push(RootTable(app, m, autosave=False))
    asked = play_by_clicks(app, table, 150, random.Random(3))
    assert asked and not table.forced_taken


def test_pass_and_play_keeps_private_forced_questions():
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    m = root_match(["marquise", "eyrie"], controllers=["human", "human"], seed=9)
    table = app.stack.push(RootTable(app, m, curtain=False, autosave=False))
    ambush = Decision(1, "root.battle.ambush", "Play an ambush?", (Choice("pass", "No ambush"),), "Law 4.3.1",
                      {"private": True})
    assert not table.forced_choice(ambush)              # asked anyway: skipping it would tell the attacker
    hand = m.view(0)["hands"][0]
    one_card = Decision(0, "root.dominance.pay", "Spend which card?", (Choice(f"card:{hand[0]}", "a card"),))
    assert not table.forced_choice(one_card)            # names a card of the hand
    public = Decision(0, "root.move.count", "How many warriors?", (Choice("count:1", "1"),))
    assert table.forced_choice(public)
    solo = RootTable(app, root_match(["marquise", "eyrie"], controllers=["human", "random"], seed=9),
                     curtain=False, autosave=False)
    ambush0 = Decision(0, "root.battle.ambush", "Play an ambush?", (Choice("pass", "No ambush"),), "Law 4.3.1",
                       {"private": True})
    assert solo.forced_choice(ambush0)                  # one person at the table: nobody to tell


def test_resolved_decree_cards_are_marked():
    """Law 7.5.2: the Decree resolves column by column; what is done this turn is marked."""
    m = root_match(["marquise", "eyrie"], controllers=["random", "human"], seed=4)
    from game.core.agents import RandomAgent
    agent = RandomAgent(2)
    found = None
    for _ in range(4000):
        d = m.pending
        if d is None:
            break
        if d.kind == "root.eyrie.decree.resolve" and d.data and d.data.get("column") != "recruit":
            found = d
            break
        m.apply(agent.choose(m, d))
    assert found is not None
    v = m.view(1)
    pc = PanelCtx(m.content, v, 1, 1, decision=found)
    eyrie_panel.draw(pygame.Surface((300, 900)), pygame.Rect(0, 0, 300, 900), pc)
    cols = ["recruit", "move", "battle", "build"]
    at = cols.index(found.data["column"])
    decree = v["faction_boards"][1]["decree"]
    want = [(c, cid) for c in cols[:at] for cid in decree.get(c, [])]
    left = list(found.data["todo"])
    for cid in decree.get(cols[at], []):
        if cid in left:
            left.remove(cid)
        else:
            want.append((cols[at], cid))
    assert want and sorted(pc.resolved) == sorted(want)
