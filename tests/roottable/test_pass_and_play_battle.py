"""Pass-and-play battles (issue 16, defect 6): the dice overlay names the clearing, the attacker
and the defender even when the dice are rolled after the defender's ambush question, and both
people in the battle see the same result, each on their own screen."""
import random

from scenes.app import App
from scenes.curtain import CurtainScene
from scenes.root.battle import BattleOverlay
from scenes.root.table import RootTable
from scenes.settings import Settings

from .conftest import frame, press, root_match


def test_both_people_in_a_battle_see_its_dice_with_clearing_and_sides():
    app = App.headless((1280, 720), settings=Settings(anim_speed="fast", auto_forced=False))
    m = root_match(["marquise", "eyrie"], controllers=["human", "human"], seed=11)
    table = app.stack.push(RootTable(app, m, autosave=False))
    rnd = random.Random(5)
    shown = []                                   # (viewer, dice, clearing, attacker, defender)
    for _ in range(20000):
        frame(app, 0.05)
        top = app.stack.top
        if isinstance(top, BattleOverlay):
            shown.append((table.viewer, tuple(top.dice), top.clearing, top.attacker, top.defender))
            top.tray.settle()
            top.close()
            if len(shown) >= 2 and shown[-1][1:] == shown[-2][1:] and shown[-1][0] != shown[-2][0]:
                break
            continue
        if isinstance(top, CurtainScene):
            press(app, top.ready.rect.center)
            continue
        if top is not table or m.pending is None:
            break
        targets = table.targets()
        if not targets:
            continue
        press(app, rnd.choice(targets)[0])
        if table.popup:
            frame(app, 0.02)
            press(app, rnd.choice(table.targets())[0])
    assert len(shown) >= 2, "no battle between the two people"
    first, second = shown[-2], shown[-1]
    assert first[1:] == second[1:] and first[0] != second[0]          # the same dice, the other person
    viewer, dice, clearing, attacker, defender = second
    assert clearing is not None and {attacker, defender} == {0, 1}
    assert {first[0], second[0]} == {attacker, defender}


def _interlude_match(alliance_hand):
    """Marquise (a person) battles in clearing 5 (rabbit) where the Alliance (a person) has a base
    and a sympathy token and no warriors: the dice give the Marquise nothing (Guerrilla War hands it
    the low die, 0), the defenseless Alliance takes 1 hit (Law 4.3.3.II) and chooses which of its
    two pieces goes (Law 4.3.4) — a choice that names nothing private."""
    from game.root import scenario
    from game.root.ruleset import RULESET
    return scenario.build_match(RULESET.default_content(), {"setup": {
        "factions": ["marquise", "alliance"], "turn": "marquise", "phase": "daylight",
        "hands": {"marquise": ["bake-sale"], "alliance": alliance_hand}, "ask_ambush": ["marquise", "alliance"],
        "clearings": {5: {"marquise": {"warriors": 2}, "alliance": {"tokens": ["sympathy"], "buildings": ["base-rabbit"]}},
                      3: {"marquise": {"warriors": 1, "tokens": ["keep"]}}},
        "dice": [3, 0]}})


def _to_the_battle(app, table, m):
    frame(app, 0.05)
    assert isinstance(app.stack.top, CurtainScene)           # the Marquise's turn: its own view, curtained
    press(app, app.stack.top.ready.rect.center)
    for cid in ("done", "action:battle", "clearing:5"):
        frame(app, 0.05)
        assert table.viewer == 0 and m.pending.seat == 0, (cid, m.pending.kind)
        table.choose(cid)
    frame(app, 0.05)


def test_a_defender_choice_that_needs_no_hand_is_taken_without_a_curtain():
    """Issue 16 (defect 6): a hand-off only when a person must act in private. The Alliance's
    choice of which piece to lose is taken on the public view — no curtain, no hand drawn — and
    the Marquise's next choice (its own turn, its hand) comes back behind the curtain."""
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant", auto_forced=False))
    m = _interlude_match([])
    table = app.stack.push(RootTable(app, m, autosave=False))
    _to_the_battle(app, table, m)
    d = m.pending
    assert (d.seat, d.kind) == (1, "root.battle.remove")
    assert app.stack.top is table and table.viewer is None and table.my_decision() is d
    app.draw()
    assert table.drawn_private == [] and "bake-sale" not in table.drawn_view
    press(app, next(p for p, t in table.targets() if t == "clearing:5"))       # the glowing clearing
    assert {t for _p, t in table.targets()} == {"popup:building:base-rabbit", "popup:token:sympathy"}
    press(app, next(p for p, t in table.targets() if t == "popup:building:base-rabbit"))
    assert m.state.buildings[5] == [] and m.pending.seat == 0          # both pieces gone; the Marquise again
    frame(app, 0.05)
    assert isinstance(app.stack.top, CurtainScene) and app.stack.top.seat == 0
    press(app, app.stack.top.ready.rect.center)
    assert table.viewer == 0 and table.my_decision() is m.pending


def test_an_ambush_question_still_hands_over_behind_the_curtain():
    """The ambush question is private (asked whenever the defender holds a card, Root §ambush-ask):
    the defender gets the screen only behind the curtain."""
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant", auto_forced=False))
    m = _interlude_match(["anvil"])
    table = app.stack.push(RootTable(app, m, autosave=False))
    _to_the_battle(app, table, m)
    assert (m.pending.seat, m.pending.kind) == (1, "root.battle.ambush")
    assert isinstance(app.stack.top, CurtainScene) and app.stack.top.seat == 1 and table.viewer is None
