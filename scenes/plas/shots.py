"""Reference pictures of the PLAS table: `python -m scenes.plas.shots --out docs/screenshots`.

Each picture is a real game played by automata to an interesting moment (early main phase, a
defended conquest's dice, a year-end scoring, the end), then drawn by the table scene."""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from game.core import registry
from game.core.match import Match
from game.plas.automaton import Automaton


def new_match(seed: int, seats: int = 3) -> Match:
    rs = registry.get("plas")
    content = rs.default_content()
    setup = rs.default_setup(content, seats)
    return Match(rs, content, setup, seed)


def play_until(m: Match, stop, limit: int = 5000) -> str | None:
    """Automata play until `stop(match, next_choice)` is true; returns that next choice (not applied)."""
    bots = {i: Automaton(i, "cunning" if i % 2 else "steady", seed=m.seed + i) for i in range(len(m.setup["seats"]))}
    for _ in range(limit):
        d = m.pending
        if d is None:
            return None
        pick = bots[d.seat].choose(m, d)
        if stop(m, pick):
            return pick
        m.apply(pick)
    return None


def early(seed=20261123) -> Match:
    m = new_match(seed)
    play_until(m, lambda m, c: m.state.round >= 3 and m.pending.kind == "plas.main" and m.pending.seat == 0
               and len(m.pending.choices) >= 4)
    return m


def before_defended_roll(seed=5) -> tuple[Match, str]:
    """A contested conquest, just before the defender's last choice (the dice roll next)."""
    m = new_match(seed)

    def stop(m, c):
        d = m.pending
        if d.kind != "plas.conquest.defend" or c != "done":
            return False
        f = m.state.stack[-1]
        return len(f.dfd) >= 1 and len(f.att) >= 2
    pick = play_until(m, stop)
    return m, pick


def before_year_end(seed=11, year=2) -> tuple[Match, str]:
    m = new_match(seed)
    pick = play_until(m, lambda m, c: m.state.round == 4 * year and m.state.turn == m.state.n - 1
                      and _ends_round(m, c))
    return m, pick


def _ends_round(m, c) -> bool:
    t = m.clone()
    evs = t.apply(c)
    return any(e.kind == "plas.year_end" for e in evs)


def finished(seed=11) -> Match:
    m = new_match(seed)
    play_until(m, lambda m, c: False)
    return m


def make(out: Path, size=(1920, 1080)) -> list[Path]:
    from pygame import image

    from ..app import App
    from ..settings import Settings
    from .table import PlasTable
    out.mkdir(parents=True, exist_ok=True)
    done = []

    def table_for(m, viewer, speed="instant"):
        app = App.headless(size, settings=Settings(anim_speed=speed))
        t = app.stack.push(PlasTable(app, m, viewer=viewer, curtain=False, autosave=False))
        return app, t

    def save(app, name):
        for sc in app.stack.scenes:                  # counters at their values in a still picture
            if isinstance(sc, PlasTable):
                sc.shown_influence = {p["seat"]: p["influence"] for p in sc.view["players"]}
        p = out / f"{name}.png"
        image.save(app.draw(), str(p))
        done.append(p)

    m = early()
    app, t = table_for(m, m.pending.seat)
    app.draw()
    spot = next((r for r, k in t.hits if k.startswith("hand:")), None)
    if spot is not None:                     # hover a card in hand: the zoomed card shows
        import pygame
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0)))
    save(app, "plas_early")
    m, pick = before_defended_roll()
    viewer = m.state.stack[-1].defender
    app, t = table_for(m, viewer, speed="normal")
    m.apply(pick)
    if m.pending is not None and m.pending.seat != viewer:
        t.viewer = m.pending.seat
    t.refresh()
    for _ in range(600):
        t.tray.update(1 / 60)
        if not t.tray.rolling:
            break
    save(app, "plas_conquest")
    m, pick = before_year_end()
    app, t = table_for(m, 0)
    m.apply(pick)
    t.viewer = m.pending.seat
    t.refresh()
    t.update(0.0)
    save(app, "plas_year_end")
    m = finished()
    app, t = table_for(m, 0)
    t.over_shown = True
    app.stack.push(t.game_over_scene())
    save(app, "plas_game_over")
    return done


def main(argv=None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="docs/screenshots")
    ap.add_argument("--size", default="1920x1080")
    a = ap.parse_args(argv)
    w, h = (int(x) for x in a.size.lower().split("x"))
    for p in make(Path(a.out), (w, h)):
        print(p)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
