"""The Exiles & Partisans deck at the table (Law A.2): a whole game played through the screen
only, by clicks, through the pass-and-play curtain to the game-over screen, every legal choice
reachable at every step — the E&P cards' new decisions included."""
from game.core.match import Match
from game.root.ruleset import RULESET

from .clickplay import assert_finished_by_clicks, play_by_clicks
from .conftest import root_setup


def test_a_game_with_the_exiles_deck_through_the_screen(app):
    setup = dict(root_setup(["marquise", "eyrie", "alliance", "vagabond"], None, 0, "lake"), deck="exiles")
    match = Match(RULESET, RULESET.default_content(), setup, 12)
    assert match.state.deck_id == "exiles"
    game = play_by_clicks(app, match, seed=4, max_frames=40000)
    assert_finished_by_clicks(app, match)
    kinds = set().union(*game.kinds.values())
    assert any(k.startswith("root.ep.") for k in kinds), sorted(kinds)
