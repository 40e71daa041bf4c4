"""Render every scene to PNG at 1280×720 and 1920×1080 for looking at them:

    python -m scenes.shots --lang fr|pt|en|all [--out out/shots] [--size 1280x720 ...] [--only NAME ...]

With --lang, every scene of every game (scenes/every_scene.py: pages, new game and its sub
pages, the tutorial, each table's states and overlays, dialogs, the generic table) is drawn in
that language (`all`: English, French and Portuguese) into out/shots/<lang>/<scene>_<w>x<h>.png.
Without it, the older gallery (scenes/gallery.py, also `main.py --smoke`) is drawn in English.
In a source checkout with no game installed yet, the test-only toy game is registered so the
table scenes have something to show.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def _with_reference(toy):
    """The toy game plus a short reference text, so the rules screen has pages to show."""
    class ToyWithReference(type(toy)):
        def rules_reference(self, content):
            return [("Overview", "Each seat is dealt three cards face down. Play them one by one; the highest "
                                 "score at the end wins (ties share the victory)."),
                    ("Toy 1 · Playing a card", "On your turn play one card from your hand face up. You will score "
                                               "its value unless the next seat takes it from you."),
                    ("Toy 2 · Challenges", "After a card is played the next seat may pass or challenge. A challenge "
                                           "rolls a die: if the roll is higher than the card's value, the "
                                           "challenger scores the card instead."),
                    ("End of the game", "When every hand is empty the game ends. Highest score wins; ties share.")]
    return ToyWithReference()


def demo_saves() -> None:
    """A few saves (one damaged) in the throw-away home, so the load screen shows something."""
    from game.core import registry, saves
    from .gallery import demo_match
    for gid in registry.game_ids()[:2]:
        for n, name in ((4, "Friday evening"), (9, "Rematch")):
            saves.write_save(demo_match(gid, moves=n), saves.save_path(f"{gid} {name}"),
                             title=f"{registry.get(gid).title} — {name}", meta={"decisions": n})
    saves.save_path("old laptop copy").write_text('{"magic": "tableforge-save", "save_form')


def main(argv=None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    p = argparse.ArgumentParser(prog="scenes.shots")
    p.add_argument("--out", default="out/shots")
    p.add_argument("--size", action="append", default=None)
    p.add_argument("--lang", choices=["en", "fr", "pt", "all"], default=None,
                   help="every scene of every game in this language (all: en, fr and pt)")
    p.add_argument("--only", action="append", default=None, help="only the scenes whose name contains this")
    args = p.parse_args(argv)
    import pygame
    from game.core import registry
    if not registry.game_ids():
        try:
            from tests.toygame import TOY
            registry.register(_with_reference(TOY))
        except ImportError:
            pass
    if not os.environ.get("TABLEFORGE_HOME"):
        import tempfile
        os.environ["TABLEFORGE_HOME"] = tempfile.mkdtemp(prefix="tableforge-shots-")
        demo_saves()
    if args.lang:
        return every_scene(Path(args.out), ["en", "fr", "pt"] if args.lang == "all" else [args.lang],
                           args.size or ["1280x720", "1920x1080"], args.only)
    from .gallery import render, scene_builders
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for size in args.size or ["1280x720", "1920x1080"]:
        w, h = (int(n) for n in size.lower().split("x"))
        for nb in scene_builders():
            surf = render(nb, (w, h))
            path = out / f"{nb[0]}_{w}x{h}.png"
            pygame.image.save(surf, str(path))
            print(path)
    return 0


def every_scene(out: Path, langs: list[str], sizes: list[str], only=None) -> int:
    """Each shot of scenes/every_scene.py in each language and size, as out/<lang>/<name>_<w>x<h>.png."""
    import pygame

    from game.core import i18n

    from .app import App
    from .every_scene import build, every_shot, leave_all
    from .settings import Settings
    home = Path(os.environ["TABLEFORGE_HOME"])
    failed = []
    try:
        for lang in langs:
            (out / lang).mkdir(parents=True, exist_ok=True)
            for size in sizes:
                w, h = (int(n) for n in size.lower().split("x"))
                for shot in every_shot():
                    if only and not any(o in shot.name for o in only):
                        continue
                    app = App.headless((w, h), settings=Settings(anim_speed="instant", language=lang))
                    try:
                        build(shot, app, home)
                        app.draw()
                    except Exception as exc:          # said, and the other scenes still drawn
                        failed.append(shot.name)
                        print(f"{lang} {shot.name} {size}: {type(exc).__name__}: {exc}", file=sys.stderr)
                        continue
                    finally:
                        leave_all(app)
                    path = out / lang / f"{shot.name}_{w}x{h}.png"
                    pygame.image.save(app.screen, str(path))
                    print(path)
    finally:
        i18n.set_language("en")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    sys.exit(main())
