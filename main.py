#!/usr/bin/env python3
"""Tableforge command line. No argument opens the game window.

  python main.py                      play (the window)
  python main.py --smoke              load all content, draw every scene once off-screen, exit
  python main.py validate [PATH]      check content packs (built-in and yours, or PATH)
  python main.py simulate --game G    headless full games with agents; prints figures
  python main.py replay SAVE          re-apply a save's log; does it reproduce the saved state?
  python main.py screenshot SAVE --out table.png [--size WxH] [--seat N]
  python main.py --lang fr ...        this run in French (fr, pt, en), over the setting
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path


def cmd_validate(args) -> int:
    from game.core import registry
    from game.core.content import ContentError, find_packs, read_pack_info
    from game.core.resources import resource_path
    from game.core.userdirs import packs_dir

    roots = [Path(args.path)] if args.path else [Path(resource_path("data")), packs_dir()]
    packs = [p for r in roots for p in find_packs(r)]
    if args.path and not Path(args.path).exists():
        print(f"{args.path}: no such file or folder", file=sys.stderr)
        return 1
    bad = 0
    for pack in packs:
        try:
            info = read_pack_info(pack)
            try:
                ruleset = registry.get(info.game)
            except KeyError as exc:
                raise ContentError(f"{pack / 'pack.yaml'}", f"field 'game': {exc.args[0]}") from None
            content = ruleset.load_content(pack)
            print(f"ok    {info.game:6} {info.id} ({pack})  hash {content.hash}")
        except ContentError as exc:
            bad += 1
            print(str(exc), file=sys.stderr)
        except Exception as exc:     # a check a game module forgot: still a message, not a traceback
            bad += 1
            print(f"{pack}: cannot be loaded ({type(exc).__name__}: {str(exc)[:200]})", file=sys.stderr)
    if not packs:
        print("no content packs found", file=sys.stderr)
        return 1
    print(f"{len(packs) - bad} of {len(packs)} packs valid")
    return 1 if bad else 0


def cmd_simulate(args) -> int:
    from game.core import registry
    from game.core.content import ContentError
    from game.core.decision import SetupError

    try:
        ruleset = registry.get(args.game)
        content = ruleset.default_content()
    except (KeyError, ContentError) as exc:
        print(exc.args[0] if isinstance(exc, KeyError) else exc, file=sys.stderr)
        return 1
    sim = getattr(ruleset, "simulation", None)
    for flag, value in (("--games", args.games), ("--max-decisions", args.max_decisions)):
        if value < 1:
            print(f"{flag} must be at least 1, not {value}", file=sys.stderr)
            return 2
    try:
        opts = parse_options(args.option)
        known = {o.id for o in ruleset.options(content) if not o.per_seat} | set(getattr(ruleset, "setup_keys", ()))
        unknown = sorted(k for k in opts if k not in known)
        if unknown:
            raise SetupError(f"unknown --option {', '.join(unknown)} (options: {', '.join(sorted(known))})")
        if sim is not None:
            import inspect
            if opts and "options" not in inspect.signature(sim).parameters:
                print(f"setup: {ruleset.title}'s simulation takes no --option", file=sys.stderr)
                return 1
            extra = {"options": opts} if opts else {}
            if args.check:
                extra["check"] = ruleset.playout_checker()
            if getattr(args, "campaign", False):
                extra["campaign"] = True
            stats = sim(content, games=args.games, seed=args.seed, agents=args.agents,
                        factions=args.factions, seats=args.seats, max_decisions=args.max_decisions, **extra)
        else:
            from game.core.agents import RandomAgent
            from game.core.simulate import simulate
            n = args.seats or ruleset.seats.default_seats
            if not ruleset.seats.min_seats <= n <= ruleset.seats.max_seats:
                raise SetupError(f"{ruleset.title} takes {ruleset.seats.min_seats}–{ruleset.seats.max_seats} seats, not {n}")
            ruleset.check_setup(content, dict(ruleset.default_setup(content, n), **opts))
            stats = simulate(ruleset, content, args.games, args.seed,
                             lambda s: dict(ruleset.default_setup(content, n), **opts),
                             lambda s, setup: {i: RandomAgent(s * 101 + i) for i in range(n)},
                             max_decisions=args.max_decisions,
                             check=ruleset.playout_checker() if args.check else None)
    except SetupError as exc:
        print(f"setup: {exc}", file=sys.stderr)
        return 1
    report = stats.as_dict()
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for k, v in report.items():
            if k != "error_samples":
                print(f"{k:>24}: {v}")
        for e in report["error_samples"]:
            print(e, file=sys.stderr)
    return 0 if stats.errors == 0 else 1


def parse_options(items) -> dict:
    """`--option cooperative=on --option map=winter` -> {"cooperative": "on", "map": "winter"}."""
    from game.core.decision import SetupError
    out = {}
    for item in items:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            raise SetupError(f"--option {item!r}: write KEY=VALUE")
        out[key.strip()] = value.strip()
    return out


def cmd_replay(args) -> int:
    from game.core.saves import SaveError, load_match
    try:
        match, doc = load_match(args.save)
        same = match.rebuild_history()
    except SaveError as exc:
        print(exc, file=sys.stderr)
        return 1
    except Exception as exc:  # replay diverged or the rules raised: report, never a traceback
        print(f"replay failed: {exc}", file=sys.stderr)
        return 1
    print(f"{len(match.log)} choices re-applied: " + ("the saved state is reproduced" if same else
          "the replay does NOT reproduce the saved state"))
    return 0 if same else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="tableforge", description="Tableforge — a desktop tabletop for heavy board games.")
    parser.add_argument("--smoke", action="store_true", help="load all content, draw every scene once off-screen, exit 0")
    parser.add_argument("--size", default=None, help="window size WxH (default from settings)")
    parser.add_argument("--fullscreen", action="store_true", help="start full screen")
    from game.core.i18n import codes
    langs = codes()
    parser.add_argument("--lang", choices=langs, default=None,
                        help="the language of this run (over the setting): en, fr or pt")
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("validate", help="check content packs; exit 1 with file:line on the first error of each")
    p.add_argument("path", nargs="?", help="a pack folder or a folder of packs (default: built-in and your packs)")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("simulate", help="play headless full games and print figures")
    p.add_argument("--game", required=True)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--agents", default="random", help="random, automaton, or a comma list per seat")
    p.add_argument("--factions", default=None, help="comma list of factions (games that have them)")
    p.add_argument("--seats", type=int, default=None)
    p.add_argument("--max-decisions", type=int, default=200_000)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a setup option for every game, e.g. cooperative=on (repeatable; games whose simulation takes options)")
    p.add_argument("--check", action="store_true",
                   help="check the invariants after every decision (slower; a fuzz run)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--campaign", action="store_true", help="Stonesaga: whole campaigns")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("replay", help="re-apply a save's log and check it reproduces the saved state")
    p.add_argument("save", help="the save file to check")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("screenshot", help="render a save's table to PNG")
    p.add_argument("save", help="the save file to draw")
    p.add_argument("--out", required=True, help="where to write the PNG")
    p.add_argument("--size", default="1920x1080", help="picture size WxH (default 1920x1080)")
    p.add_argument("--seat", type=int, default=None,
                   help="whose private view to draw, 0-based (default: the seat deciding)")
    p.add_argument("--lang", choices=langs, default=argparse.SUPPRESS, metavar="LANG",
                   help="the language of the picture: " + ", ".join(langs))
    p.set_defaults(func=lambda a: __import__("scenes.cli", fromlist=["screenshot"]).screenshot(a))

    args = parser.parse_args(argv)
    if args.lang:
        from game.core import i18n
        i18n.forced = args.lang
        i18n.set_language(args.lang)
    if args.command:
        return args.func(args)
    from scenes import cli
    return cli.smoke(args) if args.smoke else cli.play(args)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:          # output piped into `head` and closed: not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
