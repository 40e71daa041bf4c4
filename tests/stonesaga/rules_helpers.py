"""A scripted die for the rules tests: each d6 roll takes the next scripted face, so expected
values come from the rulebook's own numbers, not from a seed."""
from game.core.rng import Rng


class ScriptedRng(Rng):
    def __init__(self, faces):
        super().__init__(0)
        self.faces = list(faces)
        self.rolled = 0

    def randint(self, lo, hi):
        assert (lo, hi) == (1, 6), "the rules roll d6 only"
        self.rolled += 1
        return self.faces.pop(0)
