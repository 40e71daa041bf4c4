"""A whole game of Root played through the table's screen only: each step finds the glowing
targets and buttons on screen and clicks their positions with synthetic mouse events (no
engine calls), through the pass-and-play curtain, until the game-over screen."""
import random

from scenes.curtain import CurtainScene  # RootCurtain is one
from scenes.root.table import RootTable
from scenes.title import TitleScene

from .conftest import frame, playable_factions, press, root_match


def private_ok(table):
    """What the table drew as private this frame is exactly the viewer's own hand."""
    st = table.match.state
    if table.viewer is None:
        return table.drawn_private == []
    return sorted(table.drawn_private) == sorted(st.hands[table.viewer])


def test_full_game_through_the_screen(app):
    n = min(4, max(2, len(playable_factions(4)) if "dummy" not in playable_factions(4) else 2))
    factions = playable_factions(n)
    match = root_match(factions, seed=11, round_cap=5 if len(factions) == 2 else 2)
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, autosave=False))
    rnd = random.Random(4)
    clicks = curtains = 0
    seats_seen = set()
    for _ in range(6000):
        frame(app, 0.02)
        top = app.stack.top
        if top is not table and not isinstance(top, CurtainScene):
            break                                    # the game-over screen
        if isinstance(top, CurtainScene):
            curtains += 1
            press(app, top.ready.rect.center)
            continue
        assert private_ok(table)
        targets = table.targets()
        assert targets, f"nothing to click for {match.pending}"
        before = len(match.log)
        pos, what = rnd.choice(targets)
        press(app, pos)
        if table.popup:                               # one thing, several choices: pick in the pop-up
            frame(app, 0.02)
            pos, what = rnd.choice(table.targets())
            press(app, pos)
        assert len(match.log) == before + 1, f"click on {what} did not make a choice"
        seats_seen.add(match.log[-1].seat)
        clicks += 1
    assert match.over, f"game not over after {clicks} clicks"
    assert seats_seen == set(range(len(factions)))
    from scenes.root.game_over import RootGameOver
    assert isinstance(app.stack.top, RootGameOver)
    print(f"{clicks} clicks, {curtains} curtains")
    assert curtains >= 2 and clicks > 50
