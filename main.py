#!/usr/bin/env python3
"""Tableforge command line. No argument opens the game window.

  python main.py                      play (the window)
  python main.py --smoke              load all content, draw every scene once off-screen, exit
  python main.py validate [PATH]      check content packs (built-in and yours, or PATH)
  python main.py simulate --game G    headless full games with agents; prints figures
  python main.py replay SAVE          re-apply a save's log; does it reproduce the saved state?
  python main.py screenshot SAVE --out table.png [--size WxH] [--seat N]
  python main.py --lang fr ...        this run in French (fr, pt, en), over the setting

Messages, errors and our --help texts are in the reader's language (`--lang`, else English);
argparse's own words ("usage:", its refusals) come from Python's own catalogue.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from game.core.i18n import Msg, T, _, error_text, ngettext, render, term


def shown(msg: Msg) -> str:
    """A message in the reader's language."""
    return render(msg.template, msg.args)


def unknown_game(game_id: str) -> Msg:
    """The refusal of a game id no ruleset has, with the ones that exist."""
    from game.core import registry
    return Msg("unknown game {game} (known: {known})", game=repr(game_id), known=", ".join(registry.game_ids()) or "-")


def cmd_validate(args) -> int:
    from game.core import registry
    from game.core.content import ContentError, fail, find_packs, read_pack_info
    from game.core.resources import resource_path
    from game.core.userdirs import packs_dir

    roots = [Path(args.path)] if args.path else [Path(resource_path("data")), packs_dir()]
    packs = [p for r in roots for p in find_packs(r)]
    if args.path and not Path(args.path).exists():
        print(_("{path}: no such file or folder").format(path=args.path), file=sys.stderr)
        return 1
    bad = 0
    for pack in packs:
        try:
            info = read_pack_info(pack)
            try:
                ruleset = registry.get(info.game)
            except KeyError:
                fail(info, "game", Msg("unknown game {game} (known: {known})", game=repr(info.game),
                                       known=", ".join(registry.game_ids())))
            content = ruleset.load_content(pack)
            print(f"ok    {info.game:6} {info.id} ({pack})  hash {content.hash}")
        except ContentError as exc:
            bad += 1
            print(error_text(exc), file=sys.stderr)
        except Exception as exc:     # a check a game module forgot: still a message, not a traceback
            bad += 1
            print(_("{pack}: cannot be loaded ({error})").format(pack=pack, error=f"{type(exc).__name__}: {str(exc)[:200]}"),
                  file=sys.stderr)
    if not packs:
        print(_("no content packs found"), file=sys.stderr)
        return 1
    print(ngettext("{valid} of {n} pack valid", "{valid} of {n} packs valid", len(packs)).format(
        valid=len(packs) - bad, n=len(packs)))
    return 1 if bad else 0


def cmd_simulate(args) -> int:
    from game.core import registry
    from game.core.content import ContentError
    from game.core.decision import SetupError

    try:
        ruleset = registry.get(args.game)
    except KeyError:
        print(shown(unknown_game(args.game)), file=sys.stderr)
        return 1
    try:
        content = ruleset.default_content()
    except ContentError as exc:
        print(error_text(exc), file=sys.stderr)
        return 1
    sim = getattr(ruleset, "simulation", None)
    for flag, value in (("--games", args.games), ("--max-decisions", args.max_decisions)):
        if value < 1:
            print(_("{flag} must be at least 1, not {value}").format(flag=flag, value=value), file=sys.stderr)
            return 2
    try:
        opts = parse_options(args.option)
        known = {o.id for o in ruleset.options(content) if not o.per_seat} | set(getattr(ruleset, "setup_keys", ()))
        unknown = sorted(k for k in opts if k not in known)
        if unknown:
            raise SetupError(Msg("unknown --option {unknown} (options: {known})", unknown=", ".join(unknown),
                                 known=", ".join(sorted(known))))
        if sim is not None:
            import inspect
            if opts and "options" not in inspect.signature(sim).parameters:
                print(_("setup: the simulation of {game} takes no --option").format(game=term(ruleset.title)),
                      file=sys.stderr)
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
                raise SetupError(Msg("{game} takes {min}–{max} seats, not {n}", game=T(ruleset.title),
                                     min=ruleset.seats.min_seats, max=ruleset.seats.max_seats, n=n))
            ruleset.check_setup(content, dict(ruleset.default_setup(content, n), **opts))
            stats = simulate(ruleset, content, args.games, args.seed,
                             lambda s: dict(ruleset.default_setup(content, n), **opts),
                             lambda s, setup: {i: RandomAgent(s * 101 + i) for i in range(n)},
                             max_decisions=args.max_decisions,
                             check=ruleset.playout_checker() if args.check else None)
    except SetupError as exc:
        print(_("setup: {reason}").format(reason=error_text(exc)), file=sys.stderr)
        return 1
    report = stats.as_dict()
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for k, v in report.items():
            if k != "error_samples":
                print(f"{k:>24}: {v}")
        for e in report["error_samples"]:
            print(_("a game failed: {error}").format(error=e), file=sys.stderr)
    return 0 if stats.errors == 0 else 1


def parse_options(items) -> dict:
    """`--option cooperative=on --option map=winter` -> {"cooperative": "on", "map": "winter"}."""
    from game.core.decision import SetupError
    out = {}
    for item in items:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            raise SetupError(Msg("--option {item}: write KEY=VALUE", item=repr(item)))
        out[key.strip()] = value.strip()
    return out


def cmd_replay(args) -> int:
    from game.core.saves import SaveError, load_match
    try:
        match, doc = load_match(args.save)
        same = match.rebuild_history()
    except SaveError as exc:
        print(error_text(exc), file=sys.stderr)
        return 1
    except Exception as exc:  # replay diverged or the rules raised: report, never a traceback
        print(_("replay failed: {error}").format(error=error_text(exc)), file=sys.stderr)
        return 1
    n = len(match.log)
    if same:
        print(ngettext("{n} choice re-applied: the saved state is reproduced",
                       "{n} choices re-applied: the saved state is reproduced", n).format(n=n))
    else:
        print(ngettext("{n} choice re-applied: the replay does NOT reproduce the saved state",
                       "{n} choices re-applied: the replay does NOT reproduce the saved state", n).format(n=n))
    return 0 if same else 1


def _game_ids() -> list[str]:
    from game.core import registry
    return registry.game_ids()


def early_lang(argv: list[str]) -> str | None:
    """The `--lang` of the command line, read before the parser is built so that our --help texts
    and refusals are in that language (a wrong value is left to argparse to refuse)."""
    from game.core.i18n import codes
    for i, a in enumerate(argv):
        value = argv[i + 1] if a == "--lang" and i + 1 < len(argv) else a[7:] if a.startswith("--lang=") else None
        if value in codes():
            return value
    return None


def use_language(lang: str) -> None:
    from game.core import i18n
    i18n.forced = lang
    i18n.set_language(lang)


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    lang = early_lang(argv)
    if lang:
        use_language(lang)
    parser = argparse.ArgumentParser(prog="tableforge", description=_("Tableforge — a desktop tabletop for heavy board games."))
    parser.add_argument("--smoke", action="store_true", help=_("load all content, draw every scene once off-screen, exit 0"))
    parser.add_argument("--size", default=None, help=_("window size WxH (default from settings)"))
    parser.add_argument("--fullscreen", action="store_true", help=_("start full screen"))
    from game.core.i18n import codes
    langs = codes()
    parser.add_argument("--lang", choices=langs, default=None,
                        help=_("the language of this run (over the setting): {languages}").format(languages=", ".join(langs)))
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("validate", help=_("check content packs; exit 1 with file:line on the first error of each"))
    p.add_argument("path", nargs="?", help=_("a pack folder or a folder of packs (default: built-in and your packs)"))
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("simulate", help=_("play headless full games and print figures"))
    p.add_argument("--game", required=True, help=_("the game: {games}").format(games=", ".join(_game_ids())))
    p.add_argument("--games", type=int, default=10, help=_("how many games (default 10)"))
    p.add_argument("--seed", type=int, default=1, help=_("the first game's seed (default 1)"))
    p.add_argument("--agents", default="random", help=_("random, automaton, or a comma list per seat"))
    p.add_argument("--factions", default=None, help=_("comma list of factions (games that have them)"))
    p.add_argument("--seats", type=int, default=None, help=_("how many seats (default: the game's usual number)"))
    p.add_argument("--max-decisions", type=int, default=200_000, help=_("stop a game after this many decisions"))
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help=_("a setup option for every game, e.g. cooperative=on (repeatable; games whose simulation takes options)"))
    p.add_argument("--check", action="store_true",
                   help=_("check the invariants after every decision (slower; a fuzz run)"))
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.add_argument("--campaign", action="store_true", help=_("Stonesaga: whole campaigns"))
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("replay", help=_("re-apply a save's log and check it reproduces the saved state"))
    p.add_argument("save", help=_("the save file to check"))
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("screenshot", help=_("render a save's table to PNG"))
    p.add_argument("save", help=_("the save file to draw"))
    p.add_argument("--out", required=True, help=_("where to write the PNG"))
    p.add_argument("--size", default="1920x1080", help=_("picture size WxH (default 1920x1080)"))
    p.add_argument("--seat", type=int, default=None,
                   help=_("whose private view to draw, 0-based (default: the seat deciding)"))
    p.add_argument("--lang", choices=langs, default=argparse.SUPPRESS, metavar="LANG",
                   help=_("the language of the picture: {languages}").format(languages=", ".join(langs)))
    p.set_defaults(func=lambda a: __import__("scenes.cli", fromlist=["screenshot"]).screenshot(a))

    args = parser.parse_args(argv)
    if args.lang:
        use_language(args.lang)
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
