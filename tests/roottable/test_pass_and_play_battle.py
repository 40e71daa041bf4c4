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
