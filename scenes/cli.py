"""What main.py calls: `play` (the window), `smoke` (load all content, draw every scene once
off-screen) and `screenshot` (a save's table to PNG). Each returns an exit code and reports
problems as one clear message, never a traceback."""
from __future__ import annotations

import os
import sys
import traceback
from pathlib import Path


def parse_size(text: str | None):
    if not text:
        return None
    try:
        w, h = (int(n) for n in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"--size must look like 1920x1080, not {text!r}") from None
    if w < 320 or h < 200:
        raise SystemExit(f"--size {text} is too small")
    return w, h


def play(args) -> int:
    try:
        size = parse_size(getattr(args, "size", None))
    except SystemExit as exc:
        print(exc, file=sys.stderr)
        return 2
    from .app import make_app
    from .title import TitleScene
    app = make_app(size=size, fullscreen=True if getattr(args, "fullscreen", False) else None)
    app.stack.push(TitleScene(app))
    return app.run()


def validate_content() -> list[str]:
    """Load every content pack found and every registered game's default content; the errors."""
    from game.core import registry
    from game.core.content import ContentError, find_packs, read_pack_info
    from game.core.resources import resource_path
    from game.core.userdirs import packs_dir

    errors = []
    roots = [Path(resource_path("data")), packs_dir()]
    for pack in (p for r in roots if r.exists() for p in find_packs(r)):
        try:
            info = read_pack_info(pack)
            registry.get(info.game).load_content(pack)
            print(f"ok    pack {info.id} ({info.game})")
        except KeyError as exc:
            errors.append(f"{pack / 'pack.yaml'}: field 'game': {exc.args[0]}")
        except ContentError as exc:
            errors.append(str(exc))
    for gid in registry.game_ids():
        try:
            registry.get(gid).default_content()
            print(f"ok    game {gid}")
        except ContentError as exc:
            errors.append(str(exc))
        except Exception as exc:
            errors.append(f"game {gid}: cannot be loaded: {type(exc).__name__}: {exc}")
    return errors


def smoke(args=None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    errors = validate_content()
    if errors:
        for e in errors:
            print(e, file=sys.stderr)
        print("smoke: FAILED (content)", file=sys.stderr)
        return 1
    from game.core import registry
    from .gallery import render, scene_builders
    n = 0
    for nb in scene_builders():
        try:
            render(nb, (1280, 720))
            n += 1
        except Exception as exc:
            print(f"scene {nb[0]}: {type(exc).__name__}: {exc}", file=sys.stderr)
            traceback.print_exc(limit=4)
            print("smoke: FAILED (scenes)", file=sys.stderr)
            return 1
    games = registry.game_ids()
    from game.core import i18n
    print(f"language: {i18n.language()} — {i18n._('New game')}, {i18n.format_number(12345)}")
    print(f"smoke: ok — {n} scenes drawn; games: {', '.join(games) if games else 'none installed yet'}")
    return 0


def screenshot(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    from game.core.saves import SaveError, load_match
    from .app import App
    from .tables import table_scene_for
    try:
        size = parse_size(args.size) or (1920, 1080)
        match, doc = load_match(args.save)
    except SystemExit as exc:
        print(exc, file=sys.stderr)
        return 2
    except SaveError as exc:
        print(exc, file=sys.stderr)
        return 1
    seat = args.seat
    if seat is None:
        seat = match.pending.seat if match.pending is not None else None
    elif not 0 <= seat < len(match.setup["seats"]):
        print(f"--seat must be between 0 and {len(match.setup['seats']) - 1}", file=sys.stderr)
        return 2
    try:
        app = App.headless(size)
        scene = table_scene_for(app, match, title=doc.get("title", ""), viewer=seat, curtain=False, autosave=False)
        app.stack.push(scene)
        prepare = getattr(scene, "prepare_screenshot", None)
        if prepare is not None:          # a game's table may add its overlays (battle, game over)
            prepare()
        app.draw()
    except Exception as exc:             # a save that loads but cannot be drawn is damaged too
        print(f"{args.save}: the table cannot be drawn ({type(exc).__name__}: {str(exc)[:200]})", file=sys.stderr)
        return 1
    out = Path(args.out)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(out))
    except (OSError, pygame.error) as exc:
        print(f"{out}: cannot be written ({exc})", file=sys.stderr)
        return 1
    print(f"{out} ({size[0]}x{size[1]}, seat {seat if seat is not None else 'public'})")
    return 0
