"""The one random source of a game: a seeded SplitMix64 generator kept as plain data.

SplitMix64 is tiny, fast in pure Python, identical on every platform and Python version
(unlike relying on `random.Random` internals), and its whole state is one integer, so it
serialises into saves and copies with the game state.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from . import serial

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
# below(n)'s rejection limit for small n (a big-integer remainder, the same for every draw)
_LIMITS: dict[int, int] = {}


@serial.register
@dataclass
class Rng:
    state: int = 0

    @classmethod
    def seeded(cls, seed: int | str) -> "Rng":
        if isinstance(seed, str):
            # A stable string hash (not Python's salted hash()).
            h = 1469598103934665603
            for b in seed.encode("utf-8"):
                h = ((h ^ b) * 1099511628211) & _MASK
            seed = h
        return cls(int(seed) & _MASK)

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 0:
                raise ValueError("Rng.below needs n > 0")
            limit = _MASK - (_MASK + 1) % n
            if n < 4096:
                _LIMITS[n] = limit
        z0 = self.state
        while True:                       # next64 inlined (the same draws; a hot path of playouts)
            z0 = (z0 + _GOLDEN) & _MASK
            z = ((z0 ^ (z0 >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x <= limit:
                self.state = z0
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi], both included (a die: randint(0, 3))."""
        return lo + self.below(hi - lo + 1)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher–Yates in place (`below` inlined: the same draws, a few times faster)."""
        z0 = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS.get(n)
            if limit is None:
                limit = _MASK - (_MASK + 1) % n
            while True:
                z0 = (z0 + _GOLDEN) & _MASK
                z = ((z0 ^ (z0 >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                x = z ^ (z >> 31)
                if x <= limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.state = z0

    def fork(self) -> "Rng":
        """A new independent stream (for an agent's own randomness), advancing this one."""
        return Rng(self.next64())
