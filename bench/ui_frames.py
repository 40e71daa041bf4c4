#!/usr/bin/env python3
"""Frame time and peak memory of the Root table with a late-game position, headless.

    python bench/ui_frames.py [--size 1920x1080] [--frames 300] [--decisions 60]

Times two kinds of frame, reported apart:
- idle frames (update + draw of the whole scene stack) with the mouse moving over the board so
  hover and glow are exercised: the table's picture stays cached, so its re-render counter
  should read 0 here;
- a frame right after a real decision: a legal choice made through the table (as a click does),
  the match applied, the panels refreshed and the next frame drawn, which re-renders the picture.
Prints median, 99th percentile and max of each, and the peak resident memory of the process.
Targets: idle median ≤ 8 ms and p99 ≤ 16 ms; after a decision median ≤ 16 ms and max ≤ 50 ms;
memory ≤ 300 MB.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--size", default="1920x1080")
    p.add_argument("--frames", type=int, default=300)
    p.add_argument("--decisions", type=int, default=60)
    args = p.parse_args(argv)
    w, h = (int(x) for x in args.size.split("x"))
    import pygame
    pygame.display.init()
    pygame.display.set_mode((w, h))
    from scenes.app import App
    from scenes.root import demo
    from scenes.root.table import RootTable
    from scenes.settings import Settings

    m = demo.late()
    app = App((w, h), settings=Settings(anim_speed="normal"), headless=True)
    app.screen = pygame.display.get_surface()
    table = app.stack.push(RootTable(app, m, viewer=m.pending.seat, curtain=False, autosave=False))
    app.step(0.016)
    app.draw()                       # first frame renders and caches the board
    renders = [0]
    real_render = table.render_layer

    def counting(surface):
        renders[0] += 1
        real_render(surface)
    table.render_layer = counting
    times = []
    br = table.board_rect
    for i in range(args.frames):
        x = br.x + (i * 37) % br.w
        y = br.y + (i * 53) % br.h
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0)))
        t0 = time.perf_counter()
        app.step(1 / 60)
        app.draw()
        pygame.display.flip()
        times.append((time.perf_counter() - t0) * 1000)
    idle_renders = renders[0]
    # Frames right after a real decision: choose through the table (a human seat's click), then
    # update and draw; the seat to move is shown (no curtain). Other seats' moves are applied
    # untimed. Seeded, so every run times the same decisions.
    from game.core.agents import RandomAgent
    agent = RandomAgent(7)
    after: list[float] = []
    renders[0] = 0
    while len(after) < args.decisions and m.pending is not None:
        d = m.pending
        cid = agent.choose(m, d)
        if not table.is_human(d.seat):
            m.apply(cid)
            table.refresh()
            continue
        table.viewer = d.seat
        t0 = time.perf_counter()
        table.choose(cid)
        app.step(1 / 60)
        app.draw()
        pygame.display.flip()
        after.append((time.perf_counter() - t0) * 1000)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"Root table {w}x{h}, late game (round {m.state.round}), load average {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} CPU(s), peak memory {peak_mb:.0f} MB")
    print(_stats(f"idle frames ({args.frames})", times) + f"   picture re-rendered {idle_renders} time(s)")
    print(_stats(f"frame after a decision ({len(after)})", after) + f"   picture re-rendered {renders[0]} time(s)")
    return 0


def _stats(label: str, times: list[float]) -> str:
    if not times:
        return f"{label}: none"
    times = sorted(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    return f"{label:34} median {statistics.median(times):6.2f} ms   p99 {p99:6.2f} ms   max {times[-1]:6.2f} ms"


if __name__ == "__main__":
    sys.exit(main())
