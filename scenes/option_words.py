"""Option texts the engine does not mark for the catalogue, marked here so the new-game pages,
which show every option through `_()`, read them in the player's language: the AI's Thinking
levels (game/core/search.py AI_TIMES and AI_TIME_HELP, Root's and PLAS's) and PLAS's options
(game/plas/ruleset.py). The engine keeps its English texts; tests/i18n/
test_every_scene_languages.py fails when one of them changes there without its entry here."""
from __future__ import annotations

from game.core.i18n import N_

OPTION_TEXTS = (
    # game/core/search.py
    N_("Quick (0.3 s)"),
    N_("Steady (1 s)"),
    N_("Deep (3 s)"),
    N_("How long the AI thinks about each decision. It searches the game's future from what its seat can see "
       "(never another player's hidden cards); longer is stronger."),
    # game/plas/ruleset.py
    N_("First player"),
    N_("Setup 10: the first player is chosen at random"),
    N_("Random"),
    N_("Seat 1"),
    N_("Seat 2"),
    N_("Seat 3"),
    N_("Seat 4"),
    N_("Automaton strength"),
    N_("How the automaton plays this seat"),
    N_("Steady"),
    N_("Cunning"),
    N_("Thinking"),
)
