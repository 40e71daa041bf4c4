"""The table's sounds, synthesised by us at run time (pure Python: `math`, `array`, `wave`), so no
recorded sample or foreign file ships: dice rattling, a card's swish, a piece set down, a piece
taken off, a turn's chime. The volume setting scales them; there is no sound under SDL's dummy
audio driver, without a mixer, or at volume 0. Licence: assets/licences/sounds.txt."""
from __future__ import annotations

import io
import math
import os
import random
import wave
from array import array

RATE = 22050

# engine event kind (or its start) -> sound
EVENT_SOUNDS = (("root.dice", "dice"), ("plas.roll", "dice"), ("plas.reroll", "dice"),
                ("root.remove", "remove"), ("plas.ruin", "remove"),
                ("root.turn", "turn"), ("plas.turn", "turn"),
                ("root.move", "place"), ("plas.move", "place"), ("plas.build", "place"),
                ("root.craft", "card"), ("root.discard", "card"), ("plas.commit", "card"), ("plas.recruit", "card"))


def sound_for(kind: str) -> str | None:
    for prefix, name in EVENT_SOUNDS:
        if kind == prefix or kind.startswith(prefix + "."):
            return name
    return None


def _env(i: int, n: int, attack: float = 0.01) -> float:
    t = i / RATE
    a = min(1.0, t / attack) if attack else 1.0
    return a * (1.0 - i / n) ** 2


def samples(name: str) -> array:
    """16-bit mono samples of one sound (deterministic: seeded noise)."""
    rnd = random.Random(name)
    out = array("h")

    def tone(freqs, dur, vol, attack=0.005):
        n = int(RATE * dur)
        for i in range(n):
            v = sum(math.sin(2 * math.pi * f * i / RATE) for f in freqs) / len(freqs)
            out.append(int(32767 * vol * v * _env(i, n, attack)))

    def noise(dur, vol, lowpass=0.5):
        n = int(RATE * dur)
        y = 0.0
        for i in range(n):
            y += lowpass * (rnd.uniform(-1, 1) - y)
            out.append(int(32767 * vol * y * _env(i, n, 0.002)))

    if name == "dice":                       # a few clicks of wood on wood, closer and closer
        for gap in (0.06, 0.05, 0.04, 0.035, 0.03):
            noise(0.018, 0.6, 0.7)
            out.extend([0] * int(RATE * gap))
    elif name == "card":                     # a soft swish
        noise(0.16, 0.35, 0.15)
    elif name == "place":                    # a wooden knock
        tone((180, 270), 0.09, 0.55)
    elif name == "remove":                   # a lighter knock falling away
        tone((420, 300), 0.12, 0.4)
    elif name == "turn":                     # a two-note chime
        tone((660, 1320), 0.18, 0.3, 0.01)
        tone((880, 1760), 0.28, 0.3, 0.01)
    else:
        raise KeyError(name)
    return out


def wav_bytes(name: str) -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(samples(name).tobytes())
    return buf.getvalue()


_cache: dict = {}


def enabled(volume: float) -> bool:
    import pygame
    return (volume > 0 and os.environ.get("SDL_AUDIODRIVER", "") != "dummy"
            and pygame.mixer.get_init() is not None)


def play(name: str, volume: float) -> bool:
    """Play `name` at `volume` (0–1); False when sound is off (dummy driver, no mixer, volume 0)."""
    if not enabled(volume):
        return False
    import pygame
    try:
        snd = _cache.get(name)
        if snd is None:
            snd = _cache[name] = pygame.mixer.Sound(file=io.BytesIO(wav_bytes(name)))
        snd.set_volume(volume)
        snd.play()
        return True
    except pygame.error:                     # no device after all: stay silent
        return False


def play_events(events, volume: float) -> list[str]:
    """The sounds of a batch of engine events (each at most once per batch), played."""
    names = []
    for e in events:
        n = sound_for(e.kind)
        if n and n not in names:
            names.append(n)
    for n in names:
        play(n, volume)
    return names
