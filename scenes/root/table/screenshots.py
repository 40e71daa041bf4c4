"""What `main.py screenshot` shows of a Root save: the settled battle overlay after dice, or
the game-over screen."""
from __future__ import annotations


class ScreenshotMixin:
    """Screenshot staging.
    A mixin of RootTable (scene.py), whose attributes it uses."""

    def prepare_screenshot(self) -> None:
        """For `main.py screenshot`: show the battle overlay, settled, if the last choice rolled
        dice; the game-over screen if the game is over."""
        m = self.match
        if m.pending is None:
            from ..game_over import RootGameOver
            self.over_shown = True
            self.app.stack.push(RootGameOver(self.app, m))
            return
        tail = []
        for e in reversed(m.history):
            tail.insert(0, e)
            if e.kind == "root.turn" or len(tail) > 40:
                break
        dice = [i for i, e in enumerate(tail) if e.kind == "root.dice"]
        if dice:
            from ..battle import BattleOverlay
            i = dice[-1]
            start = max((j for j in range(i) if tail[j].kind == "root.battle"), default=0)
            ov = self.app.stack.push(BattleOverlay(self.app, self, tail[i], tail[start:i], tail[i + 1:]))
            ov.tray.settle()
            for _ in range(3):
                ov.tray.step(1 / 30)
