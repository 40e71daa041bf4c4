"""Every effect id a content pack may name, with the moments it may be used and its text.

Effects are implemented once in code (effects.py, conquest.py, main_phase.py…); this table is
what the loader checks a pack against, so an unknown id or a wrong timing stops with file:line.
Timings follow the card keywords of the rulebook (Termes importants): After playing this card,
Action, Build / Conquest / Defend, End of turn; `passive` is a lasting building or ally power and
`endgame` a level-4 building's final scoring.
"""
from __future__ import annotations

WHENS = ("after_play", "action", "build", "conquest", "defend", "end_of_turn", "passive", "endgame")

# effect id -> (allowed timings, text template with {n} / {faction})
EFFECTS: dict[str, tuple[tuple[str, ...], str]] = {
    "draw": (("after_play", "action", "end_of_turn"), "draw {n} card(s)"),
    "gain_mercy": (("after_play", "action", "end_of_turn"), "gain {n} Mercy"),
    "gain_cruelty": (("after_play", "action", "end_of_turn"), "gain {n} Cruelty"),
    "gain_influence": (("after_play", "action", "end_of_turn"), "gain {n} Influence"),
    "cull": (("after_play", "action", "end_of_turn"), "you may cull up to {n} card(s) from hand or discard (+1 Cruelty each)"),
    "reinforce": (("after_play", "action", "end_of_turn"), "reinforce the province your leader is in, if you control it, by {n}"),
    "recruit": (("action", "end_of_turn"), "recruit {n} card(s) from the realm deck of your leader's province"),
    "extra_move": (("action", "passive"), "move one more time this turn" ),
    "buy_draw": (("action",), "pay 1 Influence to draw {n} card(s)"),
    "reroll": (("conquest", "defend"), "you may reroll {n} die/dice"),
    "add_strength": (("conquest", "defend"), "+{n} Strength"),
    "less_ruin": (("conquest",), "your dice inflict {n} less Ruin on the province"),
    "add_ruin": (("conquest",), "inflict {n} more Ruin on the province"),
    "add_labor": (("build",), "+{n} Labor when you build"),
    "hire": (("conquest",), "once per conquest you may pay 1 Influence for +{n} Strength"),
    "fleet": (("passive",), "you may move from any province to any Port"),
    "bazaar": (("passive",), "once per turn you may promote by paying 1 Influence instead of cards"),
    "tavern": (("passive",), "gain {n} Mercy whenever you promote"),
    "council": (("passive",), "cards you promote go on top of your draw pile"),
    "hand_size": (("passive",), "draw up to {n} more card(s) in the End phase"),
    "score_faction": (("endgame",), "+{n} Influence per {faction} card you own"),
    "score_provinces": (("endgame",), "+{n} Influence per province you control"),
    "score_buildings": (("endgame",), "+{n} Influence per building you have"),
    "score_cruelty": (("endgame",), "+{n} Influence per Cruelty point"),
}

ALLY_NEEDS = ("mercy", "cruelty", "influence", "buildings", "provinces", "realms", "promotions")

WHEN_TEXT = {"after_play": "After playing", "action": "Action", "build": "Build", "conquest": "Conquest",
             "defend": "Defend", "end_of_turn": "End of turn", "passive": "Always", "endgame": "Game end"}


def ability_text(ab) -> str:
    _, tpl = EFFECTS[ab.effect]
    gate = f" [{ab.morality.capitalize()} {ab.level}+]" if ab.morality else ""
    return f"{WHEN_TEXT[ab.when]}{gate}: " + (ab.text or tpl.format(n=ab.n, faction=ab.faction))
