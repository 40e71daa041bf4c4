"""Reference pictures of the Stonesaga table (docs/screenshots/stonesaga-*.png):

    python -m scenes.stonesaga.shots --out docs/screenshots [--size 1280x720 ...]

Seeded sample games played by the sensible random agent, stopped at creation, a Day turn, a
move, each site action, the crafting bench, a test, the Night and the end of the challenge."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

STOPS = {"creation": "stonesaga.create.assign", "day": "stonesaga.day.turn", "move": "stonesaga.move.where",
         "fishing": "stonesaga.fish.spot", "forage": "stonesaga.forage.add", "extraction": "stonesaga.extract.draw",
         "crafting": "stonesaga.craft.orient", "test": "stonesaga.test.stat", "night": "stonesaga.night.eat"}


def matches() -> dict:
    from game.core import registry
    from game.core.match import Match
    from game.stonesaga.agents import SensibleRandomAgent
    rs = registry.get("stonesaga")
    content = rs.default_content()
    got: dict = {}
    for seed in range(1, 40):
        setup = rs.default_setup(content)
        setup["seats"][0]["characters"] = "2"
        m = Match(rs, content, setup, seed)
        agent = SensibleRandomAgent(seed)
        while m.pending is not None:
            for name, kind in STOPS.items():
                if name not in got and m.pending.kind == kind and (m.state.day >= 2 or name == "creation"):
                    got[name] = m.clone()
            m.apply(agent.choose(m, m.pending))
        got.setdefault("over", m)
        if len(got) == len(STOPS) + 1:
            break
    return got


def main(argv=None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    p = argparse.ArgumentParser(prog="scenes.stonesaga.shots")
    p.add_argument("--out", default="out/shots")
    p.add_argument("--size", action="append", default=None)
    args = p.parse_args(argv)
    import pygame
    from scenes.app import App
    from scenes.settings import Settings
    from .table import StonesagaTable
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    ms = matches()
    for size in args.size or ["1280x720", "1920x1080", "2560x1440"]:
        w, h = (int(n) for n in size.lower().split("x"))
        for name, m in ms.items():
            app = App.headless((w, h), settings=Settings(anim_speed="instant"))
            app.stack.push(StonesagaTable(app, m.clone()))
            if name == "over":
                for _ in range(2):
                    app.step(0.05)
            app.draw()
            path = out / f"stonesaga-{name}-{w}x{h}.png"
            pygame.image.save(app.screen, str(path))
            print(path)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    sys.exit(main())
