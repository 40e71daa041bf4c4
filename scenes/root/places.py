"""A Root map's clearings and forests by name in the reader's language (issue 17).

The engine's messages carry clearings as numbers and forests as map ids (`c=7`, `f="liar-wind"`),
never as names: a saved log re-shows in any language. This module names them where a message is
shown. A forest parameter is known by its value (a forest id of the map); a clearing parameter by
the English template around it ("clearing {c}", "from {a} to {b}", "in {c}"), since a count is a
number too. English names a clearing in the text afterwards ("Pond (7)" for "clearing 7",
clearing_names.py); French and Portuguese keep their word for clearing before the name
(« la clairière Étang (7) », « a clareira Lagoa (7) »): their names have a gender that an
article would have to agree with.

Names come from data/root/maps.yaml, translated under the contexts "clearing" and "forest"
(ruling R-I18N-70: which are printed in our French and Portuguese sources, which are ours).
"""
from __future__ import annotations

import re
from typing import Any

from game.core.i18n import N_, _, choice_label, language, place_name, prompt_text, render, rule_text, term

_CLEARING_SLOT = re.compile(r"\b(?:[Cc]learings?|corner) \{(\w+)\}|\b[Cc]learing\(s\) \{(\w+)\}")
_PLACE_SLOT = re.compile(r"\b(?:from|to|in|into|at|and) \{(\w+)\}")
_ARROW_SLOT = re.compile(r"\{(\w+)\}(?= →)|(?<=→ )\{(\w+)\}")
# a path between two clearings ("the path {a}–{b}": closed paths, Highway Bandits), named like an arrow
_PATH_SLOT = re.compile(r"\{(\w+)\}(?=–\{)|(?<=\}–)\{(\w+)\}")
# parameter names the engines give clearings after from / to / in / and (never a count)
CLEARING_KEYS = frozenset({"c", "a", "b", "d", "old", "frm", "src", "dst", "origin", "dest", "clearing", "c1", "c2"})


def rule_words(rule: str) -> str:
    """A rule reference in the reader's language: "Law 4.3" → « Loi 4.3 », "Rootbotics 5.6" →
    « Rootbotique 5.6 »; a card that is its own rule (an E&P card's effect, "League of
    Adventurous Mice") by its printed name."""
    if rule.startswith("Rootbotics difficulty"):
        return _("Rootbotics difficulty") + _detail(rule[len("Rootbotics difficulty"):])
    if rule.startswith("Rootbotics "):          # the automata's rule book, « Rootbotique 5.6 »
        return _("Rootbotics") + _detail(rule[len("Rootbotics"):])
    mo = _TRAIT.fullmatch(rule)                 # an automaton's trait card: « trait Pari »
    if mo:
        return _("trait {name}").format(name=_word(mo.group(1))) + _detail(mo.group(2) or "")
    mo = _SERVICES.fullmatch(rule)              # the Clockwork 2 services card, item by number
    if mo:
        return _("Clockwork 2 Services {n}").format(n=mo.group(1)) + _detail(mo.group(2) or "")
    mo = _CW2_FACTION.fullmatch(rule)           # a Clockwork 2 automaton's own rule: "CW2 Duchy: Cost of Errors"
    if mo:
        return _("Clockwork 2, {faction}: {what}").format(faction=term(CW2_BOTS.get(mo.group(1), mo.group(1))),
                                                          what=_word(mo.group(2)))
    shown = rule_text(rule)
    return term(rule) if shown == rule else shown


_TRAIT = re.compile(r"trait ([A-Z][\w ]*?)( \(.*\))?")
_SERVICES = re.compile(r"(?:CW2|Clockwork 2) Services (\d+)( \(.*\))?")
_CW2_FACTION = re.compile(r"CW2 (\w+): (.+)")
_DETAIL = re.compile(r"[A-Za-z][A-Za-z ]*[A-Za-z]")
CW2_BOTS = {"Duchy": "Drillbit Duchy", "Corvids": "Cogwheel Corvids", "Lizards": "Logical Lizards",
            "Riverfolk": "Riverfolk Robots"}
# words of the automata's rule references that are neither a term nor another message
RULE_DETAIL_WORDS = (N_("Decree swap"), N_("bird preference"), N_("ambushes"), N_("Favor"), N_("Lost Souls"),
                     N_("bomb"), N_("Gardens"), N_("Hand Card"), N_("Riverboats"), N_("Nightmare"))


def _word(w: str) -> str:
    """A word of a rule reference: its translation, else its printed name as a term."""
    shown = _(w)
    return shown if shown != w else term(w)


def _detail(rest: str) -> str:
    """The words after a rule's number ("Vagabot: Arbiter (CW2)", "(Hand Card, Favor)") in the
    reader's language; numbers, punctuation and edition marks (CW2) kept."""
    return _DETAIL.sub(lambda mo: mo.group(0) if mo.group(0) in ("CW", "R-AUTO-DD") else _word(mo.group(0)), rest)


def clearing_keys(template: str) -> tuple[frozenset[str], frozenset[str]]:
    """The placeholders of an English message template that stand for a clearing: those after a
    word ("clearing {c}", "from {a}"), which English names in the text itself, and those beside
    an arrow ("{a} → {b}", a move), which every language names here. A path's two ends ("the
    path {a}–{b}") count as named by a word."""
    words = {mo.group(1) or mo.group(2) for mo in _CLEARING_SLOT.finditer(template)}
    words |= {k for k in _PLACE_SLOT.findall(template) if k in CLEARING_KEYS}
    # a path's ends ("the path {a}–{b}"): named in French and Portuguese; English keeps the board's
    # numbers there (R-I18N-85)
    words |= {mo.group(1) or mo.group(2) for mo in _PATH_SLOT.finditer(template)}
    arrows = {mo.group(1) or mo.group(2) for mo in _ARROW_SLOT.finditer(template)}
    return frozenset(words), frozenset(k for k in arrows if k in CLEARING_KEYS)


class Places:
    """The clearing and forest names of one map, in the language in force when asked."""

    def __init__(self, map_data: Any):
        rec = map_data.rec
        self.clearing_en = {c.id: c.name for c in rec.clearings}
        self.forest_en = {f.id: (f.name or f.id) for f in rec.forests}
        self._lang = ""
        self._names: dict[int, str] = {}
        self._keys: dict[str, tuple[frozenset[str], frozenset[str]]] = {}

    # --- names -------------------------------------------------------------------------------
    def clearings(self) -> dict[int, str]:
        """Clearing id -> its name in the current language."""
        if self._lang != language():
            self._lang = language()
            self._names = {c: place_name("clearing", n) for c, n in self.clearing_en.items()}
        return self._names

    def clearing(self, c: int) -> str:
        return self.clearings().get(c, str(c))

    def forest(self, fid: str) -> str:
        """A forest's name as read after the word "forest" ("southwest", « sud-ouest »)."""
        name = self.forest_en.get(fid)
        return place_name("forest", name) if name else fid

    def named_clearing(self, c: int) -> str:
        """"Name (N)": a clearing as the board labels it, with its priority number."""
        return f"{self.clearing(c)} ({c})"

    # --- messages --------------------------------------------------------------------------
    def args(self, template: str, args: dict[str, Any] | None, listed: bool = False) -> dict[str, Any]:
        """`args` with each forest id named and each clearing named "Name (N)" (in English only
        beside an arrow: its text names the others); nested messages too. The values kept in the
        state are never changed."""
        if not args:
            return {}
        slots = self._keys.get(template)
        if slots is None:
            words, arrows = clearing_keys(template)
            slots = self._keys[template] = (words | arrows, arrows)
        named = language() != "en"
        keys = slots[0] if named else slots[1]
        if listed and named:            # a phrase in a list of places ("{c} ({suit})"): its {c} too
            keys = keys | {"c"}
        out = {}
        for k, v in args.items():
            if isinstance(v, dict) and "msg" in v:
                v = {"msg": v["msg"], "args": self.args(v["msg"], v.get("args"))}
            elif isinstance(v, str) and v in self.forest_en:
                v = self.forest(v)
            elif k in keys:
                v = self._clearing_value(v)
            elif named and k == "where" and isinstance(v, list):     # the automata's lists of clearings
                v = [{"msg": x["msg"], "args": self.args(x["msg"], x.get("args"), listed=True)}
                     if isinstance(x, dict) and "msg" in x else self._clearing_value(x) for x in v]
            out[k] = v
        return out

    def _clearing_value(self, v: Any) -> Any:
        if isinstance(v, list):
            return [self._clearing_value(x) for x in v]
        if isinstance(v, bool):
            return v
        if isinstance(v, int) or (isinstance(v, str) and v.isdigit()):
            c = int(v)
            return self.named_clearing(c) if c in self.clearing_en else v
        return v

    def render(self, msg: str, args: dict[str, Any] | None) -> str:
        return render(msg, self.args(msg, args))

    def event(self, event: Any, seat: int | None) -> str:
        """What `seat` reads of an engine event (game.core.i18n.event_text, places named)."""
        msg, args, text = event.message_for(seat)
        return self.render(msg, args) if msg else text

    def prompt(self, decision: Any) -> str:
        """A decision's prompt (game.core.i18n.prompt_text, places named)."""
        if getattr(decision, "prompt_msg", ""):
            return self.render(decision.prompt_msg, decision.prompt_args)
        return prompt_text(decision)

    def choice(self, choice: Any) -> str:
        """A choice's label (game.core.i18n.choice_label, places named)."""
        if getattr(choice, "label_msg", ""):
            return self.render(choice.label_msg, choice.label_args)
        return choice_label(choice)
