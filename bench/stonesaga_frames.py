"""Frame time of the Stonesaga table (issue 12): the idle frame and the cost of a move, early and
late in a challenge.

    python bench/stonesaga_frames.py [--size 1920x1080] [--frames 120] [--moves 25] [--slowdown] [--wall]

Plays a seeded sample challenge (2 characters, the sensible random agent) and keeps the table at
Day 1 ("early") and at the last Day turn ("late"). For each: the idle frame (update + draw with
nothing changing) median and worst over `--frames`, and a move at the table: the engine's apply
(shown apart), then the table's refresh and one frame, median over `--moves` moves. Times are
this process's CPU time (`time.process_time`), so other work on a shared machine does not count;
`--wall` measures wall-clock time instead.

Pass: idle median ≤ 8 ms at 1920×1080, and the late move costs at most 30% (and 3 ms) more than
the early one. Exit status 1 when a check fails. `--slowdown` adds a deliberate cost that grows
with the challenge's history to every refresh (0.03 ms per event), to show the check catches a
move that gets dearer late.
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

IDLE_LIMIT_MS = 8.0
clock = time.process_time
LATE_RATIO, LATE_SLACK_MS = 1.3, 3.0


def snapshots(seed: int = 7):
    from game.core import registry
    from game.core.match import Match
    from game.stonesaga.agents import SensibleRandomAgent
    rs = registry.get("stonesaga")
    content = rs.default_content()
    setup = rs.default_setup(content)
    setup["seats"][0]["characters"] = "2"
    m = Match(rs, content, setup, seed)
    agent = SensibleRandomAgent(seed)
    turns = []                                # (decision number, the match) at each Day turn
    n = 0
    while m.pending is not None:
        if m.pending.kind == "stonesaga.day.turn" and (not turns or n - turns[-1][0] > 10):
            turns.append((n, m.clone()))
        m.apply(agent.choose(m, m.pending))
        n += 1
    late = [x for k, x in turns if k <= n - 40][-1]   # the last Day turn with moves still to make
    return [("early", turns[0][1]), ("late", late)], agent


def measure(name, m, agent, size, frames: int, moves: int) -> dict:
    from scenes.app import App
    from scenes.settings import Settings
    from scenes.stonesaga.table import StonesagaTable
    app = App.headless(size, settings=Settings(anim_speed="instant"))
    table = app.stack.push(StonesagaTable(app, m.clone()))
    app.draw()
    idle = []
    for _ in range(frames):
        t0 = clock()
        table.update(0.0)
        app.draw()
        idle.append((clock() - t0) * 1000)
    engine, at_table = [], []
    for _ in range(moves):
        d = table.match.pending
        if d is None:
            break
        t0 = clock()
        table.match.apply(agent.choose(table.match, d))
        t1 = clock()
        table.refresh()
        app.draw()
        t2 = clock()
        engine.append((t1 - t0) * 1000)
        at_table.append((t2 - t1) * 1000)
    return {"name": name, "events": len(m.history), "idle": statistics.median(idle), "idle_worst": max(idle),
            "engine": statistics.median(engine) if engine else 0.0, "move": statistics.median(at_table) if at_table else 0.0}


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--size", default="1920x1080")
    p.add_argument("--frames", type=int, default=120)
    p.add_argument("--moves", type=int, default=25)
    p.add_argument("--slowdown", action="store_true", help="a deliberate cost growing with the history (to fail)")
    p.add_argument("--wall", action="store_true", help="wall-clock time instead of this process's CPU time")
    args = p.parse_args(argv)
    global clock
    clock = time.perf_counter if args.wall else time.process_time
    w, h = (int(n) for n in args.size.lower().split("x"))
    if args.slowdown:
        from scenes.stonesaga.table import StonesagaTable
        plain = StonesagaTable.refresh

        def slow(self):
            end = time.process_time() + len(self.match.history) * 0.03 / 1000
            while time.process_time() < end:         # busy: it must count as CPU time
                pass
            plain(self)
        StonesagaTable.refresh = slow
    snaps, agent = snapshots()
    rows = [measure(name, m, agent, (w, h), args.frames, args.moves) for name, m in snaps]
    print(f"Stonesaga table at {w}x{h}" + (" (deliberate slowdown)" if args.slowdown else ""))
    print(f"{'when':>6} {'events':>7} {'idle median':>12} {'idle worst':>11} {'engine apply':>13} {'move at table':>14}")
    for r in rows:
        print(f"{r['name']:>6} {r['events']:>7} {r['idle']:>9.2f} ms {r['idle_worst']:>8.2f} ms "
              f"{r['engine']:>10.2f} ms {r['move']:>11.2f} ms")
    early, late = rows
    ok = True
    if max(early["idle"], late["idle"]) > IDLE_LIMIT_MS:
        print(f"FAIL: idle frame median above {IDLE_LIMIT_MS} ms")
        ok = False
    if late["move"] > max(early["move"] * LATE_RATIO, early["move"] + LATE_SLACK_MS):
        print(f"FAIL: a move late ({late['move']:.1f} ms) costs more than early ({early['move']:.1f} ms)")
        ok = False
    print("PASS" if ok else "see FAIL above")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
