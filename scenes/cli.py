"""What main.py calls: `play` (the window), `smoke` (load all content, draw every scene once
off-screen) and `screenshot` (a save's table to PNG). Each returns an exit code and reports
problems as one clear message, never a traceback, in the reader's language (`--lang`, else
English: ruling R-I18N-81)."""
from __future__ import annotations

import os
import sys
import traceback
from pathlib import Path

from game.core.i18n import _, error_text


def parse_size(text: str | None):
    if not text:
        return None
    try:
        w, h = (int(n) for n in text.lower().split("x"))
    except ValueError:
        raise SystemExit(_("--size must look like 1920x1080, not {value}").format(value=repr(text))) from None
    if w < 320 or h < 200:
        raise SystemExit(_("--size {value} is too small").format(value=text))
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
    from game.core.content import ContentError, fail, find_packs, read_pack_info
    from game.core.i18n import Msg
    from game.core.resources import resource_path
    from game.core.userdirs import packs_dir

    errors = []
    roots = [Path(resource_path("data")), packs_dir()]
    for pack in (p for r in roots if r.exists() for p in find_packs(r)):
        try:
            info = read_pack_info(pack)
            try:
                ruleset = registry.get(info.game)
            except KeyError:             # pack.yaml's line and field, as `main.py validate` says it
                fail(info, "game", Msg("unknown game {game} (known: {known})", game=repr(info.game),
                                       known=", ".join(registry.game_ids())))
            ruleset.load_content(pack)
            print(f"ok    pack {info.id} ({info.game})")
        except ContentError as exc:
            errors.append(error_text(exc))
    for gid in registry.game_ids():
        try:
            registry.get(gid).default_content()
            print(f"ok    game {gid}")
        except ContentError as exc:
            errors.append(error_text(exc))
        except Exception as exc:         # a check a game module forgot: the class and text, untranslated
            errors.append(_("game {game}: cannot be loaded ({error})").format(
                game=gid, error=f"{type(exc).__name__}: {str(exc)[:200]}"))
    return errors


def smoke(args=None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    errors = validate_content()
    if errors:
        for e in errors:
            print(e, file=sys.stderr)
        print(_("smoke: FAILED (content)"), file=sys.stderr)
        return 1
    from game.core import registry
    from .gallery import render, scene_builders
    n = 0
    for nb in scene_builders():
        try:
            render(nb, (1280, 720))
            n += 1
        except Exception as exc:
            print(_("scene {name} cannot be drawn ({error})").format(
                name=nb[0], error=f"{type(exc).__name__}: {exc}"), file=sys.stderr)
            traceback.print_exc(limit=4)      # smoke is a developer's check: where it broke
            print(_("smoke: FAILED (scenes)"), file=sys.stderr)
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
        print(error_text(exc), file=sys.stderr)
        return 1
    seat = args.seat
    if seat is None:
        seat = match.pending.seat if match.pending is not None else None
    elif not 0 <= seat < len(match.setup["seats"]):
        print(_("--seat must be between 0 and {n}").format(n=len(match.setup["seats"]) - 1), file=sys.stderr)
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
        print(_("{save}: the table cannot be drawn ({error})").format(
            save=args.save, error=f"{type(exc).__name__}: {str(exc)[:200]}"), file=sys.stderr)
        return 1
    out = Path(args.out)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(out))
    except (OSError, pygame.error) as exc:
        print(_("{file}: cannot be written ({error})").format(file=out, error=exc), file=sys.stderr)
        return 1
    print(f"{out} ({size[0]}x{size[1]}, seat {seat if seat is not None else 'public'})")
    return 0
