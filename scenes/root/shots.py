"""Reference pictures of the Root table (docs/screenshots/): early game, a battle, late game,
game over, a cooperative game against the automata and its end, games on the Lake and Mountain
maps, the Underground Duchy in play — each written as a save, then drawn by the same code as
`main.py screenshot SAVE --out … --size …`.

    python -m scenes.root.shots --out docs/screenshots [--size 1920x1080 ...]
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def main(argv=None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    p = argparse.ArgumentParser(prog="scenes.root.shots")
    p.add_argument("--out", default="docs/screenshots")
    p.add_argument("--size", action="append", default=None)
    p.add_argument("--only", action="append", default=None, help="only these positions (e.g. lake, mountain)")
    args = p.parse_args(argv)
    from game.core import saves
    from scenes import cli
    from scenes.root import demo
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp())
    positions = {"early": demo.early(), "battle": demo.battle(), "late": demo.late(), "game_over": demo.finished(),
                 "coop": demo.coop(), "coop_game_over": demo.coop_finished(),     # Rootbotics 3.5
                 "lake": demo.on_map("lake"), "mountain": demo.on_map("mountain", round_=2),   # Law App. C
                 "lizards": demo.featuring("lizards"),
                 "duchy": demo.duchy()}                                                     # Law 12
    for name, m in positions.items():
        if args.only and name not in args.only:
            continue
        path = saves.write_save(m, tmp / f"{name}.json", title=f"Root — {name}")
        for size in args.size or ["1920x1080"]:
            ns = argparse.Namespace(save=str(path), out=str(out / f"root_{name}_{size}.png"), size=size, seat=None)
            cli.screenshot(ns)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    sys.exit(main())
