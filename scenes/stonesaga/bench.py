"""Frame time of the Stonesaga table (issue 12: idle frame ≤ 8 ms median at 1920×1080; a move
costs the same early and late in a challenge):

    python -m scenes.stonesaga.bench [--size 1920x1080] [--frames 120]

Idle frames blit the cached table picture and add the pulse of legal targets; a move re-renders
the table once. Both are measured early (Day 1) and late (the last decision of a challenge)."""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path


def main(argv=None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("TABLEFORGE_HOME", "/tmp/tableforge-bench")
    p = argparse.ArgumentParser()
    p.add_argument("--size", default="1920x1080")
    p.add_argument("--frames", type=int, default=120)
    args = p.parse_args(argv)
    w, h = (int(n) for n in args.size.split("x"))
    from game.core import registry
    from game.core.match import Match
    from game.stonesaga.agents import SensibleRandomAgent
    from scenes.app import App
    from scenes.settings import Settings
    from .table import StonesagaTable
    rs = registry.get("stonesaga")
    content = rs.default_content()
    setup = rs.default_setup(content)
    setup["seats"][0]["characters"] = "2"
    m = Match(rs, content, setup, 7)
    agent = SensibleRandomAgent(7)
    snaps = []
    while m.pending is not None:
        if m.pending.kind == "stonesaga.day.turn" and (not snaps or m.state.day > 1 and len(snaps) == 1):
            snaps.append(("early" if not snaps else "day 2+", m.clone()))
        if m.state.day >= 2 and m.pending.kind == "stonesaga.day.turn":
            late = m.clone()
        m.apply(agent.choose(m, m.pending))
    snaps.append(("late", late))
    print(f"{'when':>8}  idle median ms  idle worst ms  redraw after a move ms   ({w}x{h})")
    for name, mm in snaps:
        app = App.headless((w, h), settings=Settings(anim_speed="instant"))
        table = app.stack.push(StonesagaTable(app, mm.clone()))
        app.draw()
        times = []
        for _ in range(args.frames):
            t0 = time.perf_counter()
            table.update(0.0)
            app.draw()
            times.append((time.perf_counter() - t0) * 1000)
        moves = []
        for _ in range(5):
            d = table.match.pending
            if d is None:
                break
            table.match.apply(agent.choose(table.match, d))        # the engine's time is not the table's
            t0 = time.perf_counter()
            table.refresh()
            app.draw()
            moves.append((time.perf_counter() - t0) * 1000)
        print(f"{name:>8}  {statistics.median(times):14.2f}  {max(times):13.2f}  "
              f"{(statistics.median(moves) if moves else 0):13.2f}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    sys.exit(main())
