"""Playing a whole Root game through the screen only: the loop every "a game by clicks" test
shares. Each step clicks something that glows (or a tray button), through the pass-and-play
curtain, and checks that every legal choice could have been clicked and that the click made
exactly one choice."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from scenes.curtain import CurtainScene
from scenes.root.table import RootTable
from scenes.title import TitleScene

from .conftest import frame, press


def reachable(table) -> set[str]:
    """The choice ids a click can make now: things on screen that glow, and tray buttons."""
    out = set()
    for _pos, what in table.targets():
        if what.startswith("button:"):
            out.add(what[7:])
        else:
            out |= {c.id for c in table.choices_for(what)}
    return out


@dataclass
class ClickedGame:
    """What a game played by clicks did: per seat, the decision kinds it answered by click and
    the kinds of things it clicked on the board or panels (not buttons)."""
    table: RootTable
    clicks: int = 0
    kinds: dict[int, set[str]] = field(default_factory=dict)
    things: dict[int, set[str]] = field(default_factory=dict)


def play_by_clicks(app, match, seed: int, max_frames: int = 30000) -> ClickedGame:
    """Play `match` to its end by random clicks on what glows (a seeded `random.Random`, test
    side only), asserting at every step that each legal choice is reachable by a click and that
    each click makes one choice. Stops when the table leaves the top of the stack."""
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, autosave=False))
    return drive_by_clicks(app, table, seed, max_frames)


def drive_by_clicks(app, table, seed: int, max_frames: int = 30000) -> ClickedGame:
    """`play_by_clicks` on a table already on screen (started from the new-game screen, say)."""
    match = table.match
    rnd = random.Random(seed)
    game = ClickedGame(table)
    for _ in range(max_frames):
        frame(app, 0.02)
        top = app.stack.top
        if top is not table and not isinstance(top, CurtainScene):
            break
        if isinstance(top, CurtainScene):
            press(app, top.ready.rect.center)
            continue
        d = match.pending
        assert reachable(table) == {c.id for c in d.choices}, f"a choice of {d.kind} cannot be clicked"
        before = len(match.log)
        pos, what = rnd.choice(table.targets())
        press(app, pos)
        if table.popup:
            frame(app, 0.02)
            pos, _what2 = rnd.choice(table.targets())
            press(app, pos)
        assert len(match.log) == before + 1, f"click on {what} did not make a choice"
        game.kinds.setdefault(d.seat, set()).add(d.kind)
        if not what.startswith("button:"):
            game.things.setdefault(d.seat, set()).add(what.split(":")[0])
        game.clicks += 1
    return game


def assert_finished_by_clicks(app, match) -> None:
    """The game ended with a winner (not the round cap) and the game-over screen is on top."""
    from scenes.root.game_over import RootGameOver
    assert match.over and match.outcome.winners and match.outcome.reason != "round-cap"
    assert isinstance(app.stack.top, RootGameOver)
