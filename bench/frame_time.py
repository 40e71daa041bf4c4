"""Frame time of every scene (update + draw, off-screen), in milliseconds.

    python bench/frame_time.py [--size 1920x1080] [--frames 120]

Uses the test toy game when no game is installed. Prints mean and worst frame per scene.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLEFORGE_HOME", str(Path("/tmp") / "tableforge-bench"))


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--size", default="1920x1080")
    p.add_argument("--frames", type=int, default=120)
    args = p.parse_args()
    w, h = (int(n) for n in args.size.split("x"))
    from game.core import registry
    if not registry.game_ids():
        from tests.toygame import TOY
        registry.register(TOY)
    from scenes.gallery import build, scene_builders
    print(f"{'scene':>22}  mean ms  worst ms   ({w}x{h}, {args.frames} frames)")
    for nb in scene_builders():
        app = build(nb, (w, h))
        app.draw()                       # first frame builds caches
        times = []
        for _ in range(args.frames):
            t0 = time.perf_counter()
            top = app.stack.top
            if top is not None:
                top.update(0.0)          # dt 0: automatic seats never move, the picture stays
            app.draw()
            times.append((time.perf_counter() - t0) * 1000)
        print(f"{nb[0]:>22}  {sum(times) / len(times):7.2f}  {max(times):8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
