"""The languages a player reads: gettext catalogues (made and compiled with Babel), plural forms and
number formats through Babel.

Why here (game/core) and not in the UI: the engine marks its log and prompt templates with `N_`
so Babel's extraction finds them, and its events carry a message id plus parameters (see
`Event.msg` / `Event.args`); only the UI turns them into the reader's language with `render`.
The current language is a process setting, never part of a game state: the engine never
translates, so a seed and its choices give the same game in every language.

Catalogues: `data/i18n/<lang>/LC_MESSAGES/messages.po` (sources, in git), compiled to `.mo` by
`python -m game.core.i18n compile` (run by ./play, ./test and ./build); a `.po` without a fresh
`.mo` beside it is compiled in memory at start, so a fresh clone works without the step.
"""
from __future__ import annotations

import gettext as _gettext
import io
import sys
from pathlib import Path
from typing import Any, Iterator

from .resources import resource_path

DOMAIN = "messages"
DEFAULT = "en"
# (code, name in its own language): a player finds their language by its own name.
LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("fr", "Français"), ("pt", "Português"))
BABEL_LOCALE = {"en": "en", "fr": "fr_FR", "pt": "pt_BR"}   # the PT rule text is the Brazilian edition

_current = DEFAULT
forced: str | None = None        # `main.py --lang xx`: this run's language, over the setting
_trans: _gettext.NullTranslations = _gettext.NullTranslations()
_cache: dict[str, _gettext.NullTranslations] = {}


def catalogue_dir() -> Path:
    return Path(resource_path("data")) / "i18n"


def codes() -> list[str]:
    return [c for c, _ in LANGUAGES]


def _load(lang: str) -> _gettext.NullTranslations:
    """The translations of `lang`: the compiled .mo when it is at least as new as its .po, else the
    .po compiled in memory with Babel; English (the msgids themselves) when neither exists."""
    if lang == DEFAULT:
        return _gettext.NullTranslations()
    folder = catalogue_dir() / lang / "LC_MESSAGES"
    po, mo = folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"
    try:
        if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
            with mo.open("rb") as f:
                return _gettext.GNUTranslations(f)
        if po.exists():
            return _gettext.GNUTranslations(io.BytesIO(compile_po(po)))
    except (OSError, ValueError) as exc:      # a damaged catalogue: say so, play in English
        print(f"language {lang}: catalogue unusable ({exc}); English is used", file=sys.stderr)
    return _gettext.NullTranslations()


def compile_po(po: Path) -> bytes:
    """A .po file compiled to .mo bytes with Babel (fuzzy entries left out, as msgfmt does)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    with po.open("rb") as f:
        cat = read_po(f, locale=po.parent.parent.name)
    out = io.BytesIO()
    write_mo(out, cat, use_fuzzy=False)
    return out.getvalue()


def set_language(lang: str) -> str:
    """Switch the language at runtime (unknown codes fall back to English); the code in force."""
    global _current, _trans
    if lang not in codes():
        lang = DEFAULT
    if lang not in _cache:
        _cache[lang] = _load(lang)
    _current, _trans = lang, _cache[lang]
    return lang


def apply_setting(lang: str) -> str:
    """The language of the app: `--lang` when given for this run, else the setting."""
    return set_language(forced or lang)


def language() -> str:
    return _current


def _(message: str) -> str:
    """`message` in the current language (itself when untranslated)."""
    return _trans.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of `singular` / `plural` for `n`, by the language's own plural rule."""
    return _trans.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` translated in `context` (a word that has two meanings in English)."""
    return _trans.pgettext(context, message) if message else message


def N_(message: str) -> str:
    """Marks a string for extraction without translating it now (class attributes, data tables,
    the engine's log templates): translate where it is shown, with `_`."""
    return message


def format_number(n: int | float) -> str:
    """A number written the reader's way (1,234 / 1 234 / 1.234), through Babel."""
    try:
        from babel.numbers import format_decimal
    except ImportError:                        # Babel missing: plain digits, never a crash
        return str(n)
    return format_decimal(n, locale=BABEL_LOCALE.get(_current, "en"))


def term(text: str) -> str:
    """A game term (faction, card, piece, action, item name) in the current language; the printed
    names of the French and Portuguese editions sit in the catalogues under context "term". A
    game's generic seat name ("Seat 2") is translated as such."""
    if text.startswith("Seat ") and text[5:].isdigit():
        return _("Seat {n}").format(n=text[5:])
    return pgettext("term", text)


def render(msg: str, args: dict[str, Any] | None = None) -> str:
    """An engine message (`Event.msg`, `Decision.prompt_msg`) in the reader's language: the
    template translated, its parameters filled in. A parameter that is a dict {"term": name} is a
    game term and is translated too; {"n": k, "one": s, "other": p} picks a plural form."""
    template = _(msg)
    filled = {}
    for k, v in (args or {}).items():
        filled[k] = _param(v)
    try:
        return template.format(**filled)
    except (KeyError, IndexError, ValueError):  # a translation with a wrong placeholder: English
        try:
            return msg.format(**filled)
        except (KeyError, IndexError, ValueError):
            return msg


def _param(v: Any) -> Any:
    if isinstance(v, dict):
        if "msg" in v:
            return render(v["msg"], v.get("args", {}))
        if "term" in v:
            return term(str(v["term"]))
        if "n" in v and "one" in v:
            return ngettext(str(v["one"]), str(v.get("other", v["one"])), int(v["n"])).format(n=v["n"])
    if isinstance(v, list):
        return ", ".join(str(_param(x)) for x in v)
    if isinstance(v, bool):
        return v
    if isinstance(v, int) and abs(v) >= 1000:
        return format_number(v)
    return v


class Msg:
    """An engine sentence as a message id and its parameters: `Msg("{who} battles in clearing
    {c}", who=T(name), c=7)`. Events and choices given a Msg keep the id and the parameters
    (shown in any language) and the English rendering (`english()`) as their plain text."""
    __slots__ = ("template", "args")

    def __init__(self, template: str, **args: Any):
        self.template, self.args = template, args

    def english(self) -> str:
        """The sentence in English, independent of the language in force (the engine's text)."""
        return english(self.template, self.args)

    def __str__(self) -> str:
        return self.english()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (self.template, self.args) == (other.template, other.args)

    def __hash__(self) -> int:        # engines cache choices by label (game.root.engine.ch)
        return hash((self.template, repr(sorted(self.args.items()))))

    def __repr__(self) -> str:
        return f"Msg({self.template!r}, {self.args!r})"


def error_msg(exc: BaseException) -> tuple[str, dict[str, Any]]:
    """An error's message as (message id, parameters): the Msg it was raised with, else its text
    as a message id (a sentence the catalogue may know)."""
    arg = exc.args[0] if exc.args else ""
    if isinstance(arg, Msg):
        return arg.template, arg.args
    return str(exc), {}


def error_text(exc: BaseException) -> str:
    """An error shown to a player (a damaged save, a refused setup) in the reader's language:
    the sentence translated, its file names, fields and values kept as they are."""
    msg, args = error_msg(exc)
    return render(msg, args) if args else _(msg)


def english(msg: str, args: dict[str, Any] | None = None) -> str:
    """A message rendered in English whatever the current language (no catalogue, plain digits)."""
    filled = {k: _english_param(v) for k, v in (args or {}).items()}
    return msg.format(**filled)


def _english_param(v: Any) -> Any:
    if isinstance(v, dict):
        if "msg" in v:
            return english(v["msg"], v.get("args", {}))
        if "term" in v:
            return str(v["term"])
        if "n" in v and "one" in v:
            return str(v["one"] if v["n"] == 1 else v.get("other", v["one"])).format(n=v["n"])
    if isinstance(v, list):
        return ", ".join(str(_english_param(x)) for x in v)
    return v


def event_text(event: Any, seat: int | None) -> str:
    """What `seat` reads of an engine event, in the current language (the English text of an event
    from before message ids)."""
    msg, args, text = event.message_for(seat)
    return render(msg, args) if msg else text


def choice_label(choice: Any) -> str:
    """A choice's label in the current language."""
    if getattr(choice, "label_msg", ""):
        return render(choice.label_msg, choice.label_args)
    shown = _(choice.label)
    # a bare name (a minister, a faction) is a game term: its printed name under context "term"
    return term(choice.label) if shown == choice.label else shown


def prompt_text(decision: Any) -> str:
    """A decision's prompt in the current language."""
    if getattr(decision, "prompt_msg", ""):
        return render(decision.prompt_msg, decision.prompt_args)
    return _(decision.prompt)


RULE_WORDS = (N_("Law of Rootbotics"), N_("Law"), N_("rb"))


def rule_text(rule: str) -> str:
    """A rule reference ("Law 4.3.1", "rb p.25") with its word in the current language."""
    for word in RULE_WORDS:
        if rule.startswith(word + " "):
            return _(word) + rule[len(word):]
    return _(rule)


def T(name: str) -> dict[str, str]:
    """A message parameter that is a game term (translated when shown)."""
    return {"term": name}


def Sub(template: str, **args: Any) -> dict[str, Any]:
    """A message parameter that is itself a message (mark its template with N_ for extraction)."""
    return {"msg": template, "args": args}


def P(n: int, one: str, other: str) -> dict[str, Any]:
    """A message parameter that is a count with its noun: `P(3, "{n} warrior", "{n} warriors")`."""
    return {"n": n, "one": one, "other": other}


# How a game ended, as the engines name it (Outcome.reason), shown after "by …".
REASONS = {"vp": N_("victory points"), "dominance": N_("dominance"), "round-cap": N_("the round limit"),
           "won": N_("the challenge won"), "lost": N_("the challenge lost")}


def outcome_text(outcome: Any) -> str:
    """The line under "X wins": the engine's own text (a message id) or the reason it ended."""
    if getattr(outcome, "msg", ""):
        return render(outcome.msg, getattr(outcome, "args", {}))
    if outcome.text:
        return _(outcome.text)
    return _("by {reason}").format(reason=_(REASONS.get(outcome.reason, outcome.reason)))


def compile_all(root: Path | None = None) -> list[Path]:
    """Compile every .po under data/i18n to its .mo (documented command; run by ./play, ./test,
    ./build). Returns the .mo files written."""
    base = root or catalogue_dir()
    out = []
    for po in sorted(base.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        mo = po.with_suffix(".mo")
        data = compile_po(po)
        if not mo.exists() or mo.read_bytes() != data or mo.stat().st_mtime < po.stat().st_mtime:
            mo.write_bytes(data)
        out.append(mo)
    return out


def extract_terms(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple]:
    """Babel extractor for data/i18n/terms.yaml (babel.cfg): every name, with the context "term"."""
    import yaml
    doc = yaml.safe_load(fileobj.read().decode("utf-8")) or {}

    def names(node: Any) -> Iterator[str]:
        if isinstance(node, dict):
            for v in node.values():
                yield from names(v)
        elif isinstance(node, list):
            for v in node:
                yield from names(v)
        elif isinstance(node, str):
            yield node
    for name in names(doc):
        yield 0, "pgettext", ("term", name), []


def extract_paragraphs(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple]:
    """Babel extractor for data/i18n/how_to_play/*.yaml (babel.cfg): each paragraph a message."""
    import yaml
    doc = yaml.safe_load(fileobj.read().decode("utf-8")) or {}
    for text in doc.get("paragraphs", []):
        yield 0, "_", " ".join(str(text).split()), []


def extract_tutorial(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple]:
    """Babel extractor for data/root/tutorial.yaml (babel.cfg): each step's title and text, with
    their spaces folded as game/root/tutorial.py folds them."""
    import yaml
    doc = yaml.safe_load(fileobj.read().decode("utf-8")) or {}
    for step in doc.get("steps", []):
        for key in ("title", "text"):
            if isinstance(step, dict) and step.get(key):
                yield 0, "_", " ".join(str(step[key]).split()), []


BOT_TEXT_LISTS = {"traits": ("name", "text"), "difficulties": ("text", "text_2021"), "characters": ("text",),
                  "actions": ("text",)}


def extract_bot_texts(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple]:
    """Babel extractor for data/root/bots/*.yaml (babel.cfg): the texts the automata's panels, the
    new-game page and the step prompts show — trait names and texts, difficulty texts, the
    Vagabot's characters, each step's and action's text, the stand-in labels — as they are
    written (the UI translates them with `_`)."""
    import yaml
    doc = yaml.safe_load(fileobj.read().decode("utf-8")) or {}
    if not isinstance(doc, dict):
        return
    for key, fields in BOT_TEXT_LISTS.items():
        for rec in doc.get(key) or []:
            for f in fields:
                if isinstance(rec, dict) and isinstance(rec.get(f), str) and rec[f]:
                    yield 0, "_", rec[f], []
    for steps in (doc.get("turn") or {}).values():
        for rec in steps or []:
            if isinstance(rec, dict) and isinstance(rec.get("text"), str) and rec["text"]:
                yield 0, "_", rec["text"], []
    for label in (doc.get("standins") or {}).values():
        if isinstance(label, str) and label:
            yield 0, "_", label, []


def extract_card_texts(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple]:
    """Babel extractor for Root's card data (babel.cfg: data/root/deck*.yaml, vagabond.yaml,
    factions.yaml): the `text` of every card, character and leader, our own paraphrases, shown
    translated on the card faces, panels and choices (their names are terms, terms.yaml)."""
    import yaml
    doc = yaml.safe_load(fileobj.read().decode("utf-8")) or {}

    def records(node: Any) -> Iterator[dict]:      # every listed record, however deep (factions.yaml)
        if isinstance(node, dict):
            for v in node.values():
                yield from records(v)
        elif isinstance(node, list):
            for v in node:
                if isinstance(v, dict) and isinstance(v.get("text"), str):
                    yield v
                yield from records(v)
    for rec in records(doc):
        yield 0, "_", str(rec["text"]), []
        if isinstance(rec.get("short"), str):          # a minister's short label (the Duchy panel)
            yield 0, "_", rec["short"], []


def extract_reference(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple]:
    """Babel extractor for a rules reference (babel.cfg: data/root/reference.yaml,
    data/plas/reference.yaml): each section's title and text, the text stripped as the ruleset
    gives it (RootRuleset.rules_reference), and its rule reference when it is a section name
    ("rulebook: Move") rather than a Law number (`rule_text` translates "Law" by itself)."""
    import yaml
    doc = yaml.safe_load(fileobj.read().decode("utf-8")) or {}
    for sec in doc.get("sections", []) or []:
        if isinstance(sec, dict):
            for key in ("title", "text"):
                if isinstance(sec.get(key), str) and sec[key].strip():
                    yield 0, "_", sec[key].strip(), []
            rule = sec.get("rule")
            if isinstance(rule, str) and rule.strip() and not any(rule.startswith(w + " ") for w in RULE_WORDS):
                yield 0, "_", rule.strip(), []


def extract_map_names(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple]:
    """Babel extractor for data/root/maps.yaml (babel.cfg): each clearing's name under the context
    "clearing" and each forest's name under "forest" (a clearing "Mountain" is not the map
    "Mountain", a term); the tables show them with `place_name`."""
    import yaml
    doc = yaml.safe_load(fileobj.read().decode("utf-8")) or []
    for m in doc if isinstance(doc, list) else []:
        if not isinstance(m, dict):
            continue
        for key, ctx in (("clearings", "clearing"), ("forests", "forest")):
            for rec in m.get(key) or []:
                if isinstance(rec, dict) and isinstance(rec.get("name"), str) and rec["name"]:
                    yield 0, "pgettext", (ctx, rec["name"]), []


def place_name(kind: str, name: str) -> str:
    """A clearing's or a forest's name (`kind` "clearing" or "forest", the map's English name) in
    the current language."""
    return pgettext(kind, name)


def how_to_play(game_id: str) -> list[str]:
    """The "how to play" page of a game, in the current language (empty when it has none)."""
    import yaml
    path = catalogue_dir() / "how_to_play" / f"{game_id}.yaml"
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError):
        return []
    texts = [" ".join(str(p).split()) for p in doc.get("paragraphs", [])]
    return [_(t) for t in texts]


if __name__ == "__main__":      # python -m game.core.i18n compile
    if sys.argv[1:] == ["compile"]:
        for path in compile_all():
            print(f"compiled {path}")
        sys.exit(0)
    print("usage: python -m game.core.i18n compile", file=sys.stderr)
    sys.exit(2)
