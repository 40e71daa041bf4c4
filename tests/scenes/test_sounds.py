"""Sounds (issue 16): our own, synthesised (no recorded file ships), one per kind of moment; the
engine's events choose them; silent under the dummy audio driver and at volume 0."""
import io
import wave

from game.core.decision import Event
from scenes import sounds


def test_each_sound_is_a_short_valid_wave_of_our_own():
    for name in ("dice", "card", "place", "remove", "turn"):
        data = sounds.wav_bytes(name)
        with wave.open(io.BytesIO(data)) as w:
            assert w.getframerate() == sounds.RATE and w.getnchannels() == 1
            n = w.getnframes()
            assert 0.05 * sounds.RATE < n < 1.0 * sounds.RATE
            frames = w.readframes(n)
        assert max(abs(int.from_bytes(frames[i:i + 2], "little", signed=True)) for i in range(0, len(frames), 2)) > 3000
        assert sounds.wav_bytes(name) == data                   # the same every time


def test_events_choose_their_sounds():
    evs = [Event("root.move", "m"), Event("root.dice", "d"), Event("root.remove", "r"), Event("root.move", "m2"),
           Event("root.turn", "t"), Event("root.vp", "v")]
    assert [sounds.sound_for(e.kind) for e in evs] == ["place", "dice", "remove", "place", "turn", None]
    assert sounds.play_events(evs, 0.8) == ["place", "dice", "remove", "turn"]


def test_silent_under_the_dummy_driver_and_at_volume_zero(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert not sounds.play("dice", 0.8)
    monkeypatch.setenv("SDL_AUDIODRIVER", "pulse")
    assert not sounds.play("dice", 0.0)


def test_the_root_table_sounds_its_moves():
    from scenes.app import App
    from scenes.root import demo
    from scenes.root.table import RootTable
    from scenes.settings import Settings
    from game.core.agents import RandomAgent
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    m = demo.early()
    t = app.stack.push(RootTable(app, m, viewer=None, curtain=False, autosave=False))
    agent = RandomAgent(3)
    heard = set()
    for _ in range(200):
        m.apply(agent.choose(m, m.pending))
        t.refresh()
        heard |= set(t.sounds_played or [])
    assert {"place", "turn"} <= heard
