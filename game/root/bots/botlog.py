"""The automata's step log lines (one place, so bots/automaton.py and bots/hirelings.py share them
without importing each other)."""
from __future__ import annotations

from game.core.i18n import N_, Msg, T


def name_of(ctx, seat) -> str:
    return ctx.fac(seat).name


def say(ctx, seat, template: str, rule: str, **args) -> None:
    """A step's log line: the bot's name, then what it did and why (a translatable Msg). A
    template that starts with "{bot}" is the whole sentence (a literal `N_("{bot}: …")`, so the
    catalogue holds it as one entry); any other gets "{bot}: " in front."""
    whole = template if template.startswith("{bot}") else N_("{bot}: ") + template
    ctx.log("root.bot.step", Msg(whole, bot=T(name_of(ctx, seat)), **args), seat, rule=rule)
