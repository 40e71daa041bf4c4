"""Every effect id a content pack may name, with the moments it may be used and its text.

Effects are implemented once in code (effects.py, conquest.py, main_phase.py…); this table is
what the loader checks a pack against, so an unknown id or a wrong timing stops with file:line.
Timings follow the card keywords of the rulebook (Termes importants): After playing this card,
Action, Build / Conquest / Defend, End of turn; `passive` is a lasting building or ally power and
`endgame` a level-4 building's final scoring.
"""
from __future__ import annotations

from typing import Any

from game.core.i18n import N_, P, T, english

WHENS = ("after_play", "action", "build", "conquest", "defend", "end_of_turn", "passive", "endgame")

# effect id -> (allowed timings, text template). The templates are message ids (our own words,
# shown translated on cards, allies and building tips); their parameters are {n}, a count with
# its noun ({cards}, {more}, {dice}: plural forms through the catalogue) and {faction} (a term).
EFFECTS: dict[str, tuple[tuple[str, ...], str]] = {
    "draw": (("after_play", "action", "end_of_turn"), N_("draw {cards}")),
    "gain_mercy": (("after_play", "action", "end_of_turn"), N_("gain {n} Mercy")),
    "gain_cruelty": (("after_play", "action", "end_of_turn"), N_("gain {n} Cruelty")),
    "gain_influence": (("after_play", "action", "end_of_turn"), N_("gain {n} Influence")),
    "cull": (("after_play", "action", "end_of_turn"), N_("you may cull up to {cards} from hand or discard (+1 Cruelty each)")),
    "reinforce": (("after_play", "action", "end_of_turn"), N_("reinforce the province your leader is in, if you control it, by {n}")),
    "recruit": (("action", "end_of_turn"), N_("recruit {cards} from the realm deck of your leader's province")),
    "extra_move": (("action", "passive"), N_("move one more time this turn")),
    "buy_draw": (("action",), N_("pay 1 Influence to draw {cards}")),
    "reroll": (("conquest", "defend"), N_("you may reroll {dice}")),
    "add_strength": (("conquest", "defend"), N_("+{n} Strength")),
    "less_ruin": (("conquest",), N_("your dice inflict {n} less Ruin on the province")),
    "add_ruin": (("conquest",), N_("inflict {n} more Ruin on the province")),
    "add_labor": (("build",), N_("+{n} Labor when you build")),
    "hire": (("conquest",), N_("once per conquest you may pay 1 Influence for +{n} Strength")),
    "fleet": (("passive",), N_("you may move from any province to any Port")),
    "bazaar": (("passive",), N_("once per turn you may promote by paying 1 Influence instead of cards")),
    "tavern": (("passive",), N_("gain {n} Mercy whenever you promote")),
    "council": (("passive",), N_("cards you promote go on top of your draw pile")),
    "hand_size": (("passive",), N_("draw up to {more} in the End phase")),
    "score_faction": (("endgame",), N_("+{n} Influence per {faction} card you own")),
    "score_provinces": (("endgame",), N_("+{n} Influence per province you control")),
    "score_buildings": (("endgame",), N_("+{n} Influence per building you have")),
    "score_cruelty": (("endgame",), N_("+{n} Influence per Cruelty point")),
}

ALLY_NEEDS = ("mercy", "cruelty", "influence", "buildings", "provinces", "realms", "promotions")

# The card keywords (rulebook: Termes importants): game terms (data/i18n/terms.yaml, plas
# keywords), shown as the French rules print them ("Construction / Conquête / Défense").
WHEN_TEXT = {"after_play": "After playing", "action": "Action", "build": "Build", "conquest": "Conquest",
             "defend": "Defend", "end_of_turn": "End of turn", "passive": "Always", "endgame": "Game end"}
MORALITY_TEXT = {"mercy": N_("Mercy"), "cruelty": N_("Cruelty")}


def effect_msg(ab: Any, faction_name: str = "") -> tuple[str, dict[str, Any]]:
    """An ability's effect as (message id, parameters): the UI renders it in the reader's
    language (game.core.i18n.render); a pack's own `text` is its own message id."""
    if ab.text:
        return ab.text, {}
    return EFFECTS[ab.effect][1], {"n": ab.n, "cards": P(ab.n, "{n} card", "{n} cards"),
                                   "more": P(ab.n, "{n} more card", "{n} more cards"),
                                   "dice": P(ab.n, "{n} die", "{n} dice"), "faction": T(faction_name or ab.faction)}


def ability_msg(ab: Any, faction_name: str = "") -> tuple[str, dict[str, Any]]:
    """A whole ability line — its timing, its morality gate, its effect — as (message id,
    parameters), e.g. "Conquest [Mercy 4+]: +2 Strength"."""
    effect = effect_msg(ab, faction_name)
    when = T(WHEN_TEXT[ab.when])
    if ab.morality:
        return N_("{when} [{morality} {level}+]: {effect}"), {
            "when": when, "morality": {"msg": MORALITY_TEXT[ab.morality], "args": {}}, "level": ab.level,
            "effect": {"msg": effect[0], "args": effect[1]}}
    return N_("{when}: {effect}"), {"when": when, "effect": {"msg": effect[0], "args": effect[1]}}


def ability_text(ab: Any, faction_name: str = "") -> str:
    """The ability line in English (the engine's text; the UI shows `ability_msg` rendered)."""
    return english(*ability_msg(ab, faction_name))
