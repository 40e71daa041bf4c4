"""The automata's step log lines (one place, so bots/automaton.py and bots/hirelings.py share them
without importing each other)."""
from __future__ import annotations

from game.core.i18n import N_, Msg, Sub, T


def name_of(ctx, seat) -> str:
    return ctx.fac(seat).name


def _yaml_phrase(text: str):
    """A step text from the bots' YAML as a message parameter: a phrase the catalogue translates
    (extract_bot_texts), or the text as written when it holds braces (a content pack's own)."""
    return text if "{" in text or "}" in text else Sub(text)


def order_words(suit: str | None) -> dict:
    """The order card's suit as a phrase of a step line: "fox order", or "no order"."""
    return Sub(N_("{suit} order"), suit=T(suit)) if suit else Sub(N_("no order"))


PIECE_TERMS = {"post": "trade post"}      # piece ids whose printed name differs (terms.yaml)


def piece_term(kind: str) -> dict:
    """A piece id as a log phrase: a game term, `base-fox` → "fox base" (suit and piece terms)."""
    head, _, suit = kind.partition("-")
    if suit in ("fox", "rabbit", "mouse", "bird"):
        return Sub(N_("{suit} {piece}"), suit=T(suit), piece=T(PIECE_TERMS.get(head, head)))
    return T(PIECE_TERMS.get(kind, kind))


def card_ref(ctx, card: str) -> dict:
    """A card as a log phrase: its name, a game term like every card name in Root (the printed name
    of the reader's edition, issue 17), and its suit."""
    rec = ctx.c.cards[card]
    return Sub(N_("{card} ({suit})"), card=T(rec.name), suit=T(rec.suit))


def say(ctx, seat, template: str, rule: str, /, *, at: str | dict = "", order: str | None | bool = False,
        event: str = "root.bot.step", reveals: bool = False, **args) -> None:
    """A step's log line: the bot's name (and its step `at`, a term or a `Sub`; and its order card's
    suit `order`, None for "no order", False to leave it out), then what it did and why: the
    template (marked `N_`) with its parameters, wrapped as a sub-message so every language
    translates the template alone (issue 17). A template that starts with "{bot}" is the whole
    sentence (a literal `N_("{bot}: …")`, one catalogue entry)."""
    bot = T(name_of(ctx, seat))
    if template.startswith("{bot}"):
        ctx.log(event, Msg(template, bot=bot, **args), seat, rule=rule, reveals=reveals)
        return
    what = Sub(template, **args)
    step = T(at) if isinstance(at, str) else at
    if not at:
        msg = Msg(N_("{bot}: {what}"), bot=bot, what=what)
    elif order is False:
        msg = Msg(N_("{bot}, {step}: {what}"), bot=bot, step=step, what=what)
    else:
        msg = Msg(N_("{bot}, {order}, {step}: {what}"), bot=bot, order=order_words(order), step=step, what=what)
    ctx.log(event, msg, seat, rule=rule, reveals=reveals)
