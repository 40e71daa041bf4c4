"""How the Root table's cost depends on the length of the game (issue 16).

    python bench/table_speed.py [--decisions 4000] [--size 1280x720]

Plays a seeded 4-seat Root game with random choices to `--decisions` decisions (4,000, as issue 16
asks: the Marquise, Eyrie, Underground Duchy and Lizard Cult of seed 3 play past 6,000 without a
winner, where random base-game games end on 30 VP before 3,000) and prints,
early (at ~150 decisions) and late (at the end): the cost of one move at the table (apply, the
autosave's copy of the match, refresh, one frame), of an undo, and of opening that game's save (load + the
table's first frame); then the idle CPU share of the real window loop (dummy video driver) at a
person's static prompt, measured over 6 seconds after the glow has settled.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("TABLEFORGE_HOME", tempfile.mkdtemp(prefix="tableforge-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


FACTIONS = ("marquise", "eyrie", "duchy", "lizards")


def ms(x: float) -> str:
    return f"{x * 1000:7.1f} ms"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decisions", type=int, default=4000)
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--idle", action="store_true", help="only the idle-CPU measure (run by the bench itself)")
    a = ap.parse_args(argv)
    size = tuple(int(x) for x in a.size.split("x"))
    if a.idle:
        return idle(a, size)
    from game.core import saves
    from game.core.agents import RandomAgent
    from game.core.match import Match
    from game.root.ruleset import RULESET
    from scenes.app import App
    from scenes.root.table import RootTable
    from scenes.settings import Settings

    content = RULESET.default_content()
    setup = {"seats": [{"controller": "human", "faction": f} for f in FACTIONS],
             "map": "autumn", "deck": "base", "round_cap": 200}
    # the game first, engine only: its choices and its length
    probe = Match(RULESET, content, setup, a.seed)
    agent = RandomAgent(a.seed)
    while probe.pending is not None and len(probe.log) < a.decisions:
        probe.apply(agent.choose(probe, probe.pending))
    choices = [e.choice for e in probe.log]
    length = len(choices) - (1 if probe.pending is None else 0)      # stop before the end: a prompt stays
    late_from = max(400, length - 300)
    m = Match(RULESET, content, setup, a.seed)
    app = App.headless(size, settings=Settings(anim_speed="instant", auto_forced=False))
    table = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    app.draw()
    games = 1
    samples: dict[str, dict[str, list[float]]] = {"early": {}, "late": {}}

    def phase():
        n = len(m.log)
        return "early" if n < 400 else ("late" if n >= late_from else None)

    def note(kind, value):
        ph = phase()
        if ph:
            samples[ph].setdefault(kind, []).append(value)

    total = 0
    while total < length:
        d = m.pending
        table.viewer = d.seat
        t0 = time.perf_counter()
        m.apply(choices[total])
        saves.frozen(m)                     # the autosave's part on the UI thread (the rest is on the worker)
        table.refresh()
        app.draw()
        note("move", time.perf_counter() - t0)
        total += 1
        ph = phase()
        nd = m.pending
        if ph and nd is not None and m.undo_depth(nd.seat) > 0 and len(samples[ph].get("undo", [])) < 30 and total % 3 == 0:
            cid = m.log[-1].choice
            table.viewer = nd.seat
            t0 = time.perf_counter()
            m.undo(nd.seat, 1)
            table.viewer = nd.seat
            table.refresh()
            note("undo", time.perf_counter() - t0)
            m.apply(cid)
            table.refresh()
        if ph and total % 50 == 0 and len(samples[ph].get("open", [])) < 5:
            p = saves.write_save(m, Path(tempfile.mkdtemp()) / "bench.json")
            t0 = time.perf_counter()
            back, _ = saves.load_match(p)
            app2 = App.headless(size, settings=Settings(anim_speed="instant"))
            app2.stack.push(RootTable(app2, back, viewer=0, curtain=False, autosave=False))
            app2.draw()
            note("open", time.perf_counter() - t0)
    print(f"Root, 4 seats ({', '.join(FACTIONS)}), seed {a.seed}: {len(m.log)} decisions played ({games} game), {len(m.history)} events, "
          f"window {size[0]}x{size[1]}")
    for kind, label in (("move", "a move at the table"), ("undo", "an undo"), ("open", "opening the save")):
        e, lt = samples["early"].get(kind, []), samples["late"].get(kind, [])
        if e and lt:
            print(f"  {label:22s} early (median of {len(e):3d}) {ms(statistics.median(e))}   "
                  f"late (median of {len(lt):3d}) {ms(statistics.median(lt))}")
    # idle CPU: the real loop at a person's prompt, in a fresh process (this one holds the whole bench)
    import subprocess
    r = subprocess.run([sys.executable, __file__, "--idle", "--seed", str(a.seed), "--size", a.size,
                        "--decisions", str(length)], capture_output=True, text=True)
    print(r.stdout.strip() or r.stderr.strip()[-400:])
    return 0


def idle(a, size) -> int:
    import pygame
    from game.core.agents import RandomAgent
    from game.core.match import Match
    from game.root.ruleset import RULESET
    from scenes.root.table import RootTable
    from scenes.settings import Settings
    content = RULESET.default_content()
    setup = {"seats": [{"controller": "human", "faction": f} for f in FACTIONS],
             "map": "autumn", "deck": "base", "round_cap": 200}
    m = Match(RULESET, content, setup, a.seed)
    agent = RandomAgent(a.seed)
    while m.pending is not None and len(m.log) < a.decisions:
        m.apply(agent.choose(m, m.pending))
    from scenes.app import make_app
    from scenes.settings import save_settings
    save_settings(Settings(window_w=size[0], window_h=size[1], anim_speed="normal", auto_forced=False))
    win = make_app()
    t = win.stack.push(RootTable(win, m, viewer=m.pending.seat if m.pending else 0, curtain=False, autosave=False))
    t._changed_at = -10.0                              # the glow has settled
    pygame.time.set_timer(pygame.QUIT, 7000, loops=1)
    start_wall, start_cpu = None, None

    real_step = win.step

    def step(dt):
        nonlocal start_wall, start_cpu
        if start_wall is None and time.monotonic() - begin > 1.0:
            start_wall, start_cpu = time.monotonic(), time.process_time()
        real_step(dt)
    win.step = step
    begin = time.monotonic()
    win.run()
    wall, cpu = time.monotonic() - start_wall, time.process_time() - start_cpu
    print(f"  idle CPU at a static prompt (window loop, {wall:.1f} s, fresh process): {100 * cpu / wall:.1f}% of one core")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
