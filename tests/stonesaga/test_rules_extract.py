"""The Extract bag (rb p.49-51)."""
from collections import Counter

import pytest

from game.core.rng import Rng
from game.stonesaga import extract as X

OMENS = {"cloud", "comet", "moon", "star", "sun"}


@pytest.mark.parametrize("site,bag", [
    ("cave", {"cloud_stone": 1, "river_stone": 2, "sun_stone": 2}),
    ("chasm", {"clay": 2, "river_stone": 2, "sun_stone": 1}),
    ("dry_plain", {"clay": 3, "sun_stone": 2}),
    ("moraine", {"cloud_stone": 2, "river_stone": 2, "sun_stone": 1}),
    ("mountain", {"cloud_stone": 3, "sun_stone": 2})])
def test_bag_recipes(site, bag):
    """rb p.50 « Préparer le sac d'extraction »."""
    assert X.bag_for(site) == bag
    built = X.build_bag(Rng.seeded(site), site)
    assert Counter(t["stone"] for t in built) == Counter(bag)


def test_no_extract_on_other_sites():
    """rb p.49: cave, chasm, dry plain, moraine, mountain only."""
    with pytest.raises(X.ExtractError):
        X.bag_for("lake")


def test_omens_within_a_type_are_distinct():
    """rb p.49: each stone type has five tokens, one per omen; the bag takes some of them."""
    for seed in range(30):
        bag = X.build_bag(Rng.seeded(seed), "mountain")
        clouds = [t["omen"] for t in bag if t["stone"] == "cloud_stone"]
        assert len(clouds) == 3 and len(set(clouds)) == 3 and set(clouds) <= OMENS


def test_every_omen_can_come_up():
    """rb p.50: the omens are shuffled unseen: over many bags each omen appears for each type."""
    seen = Counter()
    for seed in range(200):
        for t in X.build_bag(Rng.seeded(seed), "cave"):
            seen[(t["stone"], t["omen"])] += 1
    assert {o for s, o in seen if s == "cloud_stone"} == OMENS
    assert {o for s, o in seen if s == "river_stone"} == OMENS


def test_player_chooses_the_stone_type():
    """rb p.50 (shapes can be felt) / digest §13.4: the player picks a type still in the bag and
    gets one of those tokens; the bag loses it."""
    rng = Rng.seeded(3)
    bag = X.build_bag(rng, "dry_plain")
    tok, rest = X.draw(rng, bag, "sun_stone")
    assert tok["stone"] == "sun_stone" and len(rest) == 4
    tok2, rest2 = X.draw(rng, rest, "sun_stone")
    assert X.stones_in(rest2) == ["clay"]
    assert {tok["omen"], tok2["omen"]} == {t["omen"] for t in bag if t["stone"] == "sun_stone"}
    with pytest.raises(X.ExtractError):
        X.draw(rng, rest2, "sun_stone")


def test_at_most_three_draws_unless_an_effect_says_otherwise():
    """rb p.50: up to three tokens per action, unless an effect says otherwise."""
    bag = [{"stone": "clay", "omen": "sun"}] * 5
    assert X.may_draw(bag, 2)
    assert not X.may_draw(bag, 3)
    assert X.may_draw(bag, 3, limit=4)
    assert not X.may_draw([], 0)


def test_current_omens_from_night_discard_else_challenge():
    """rb p.50: the omens of the top Night discard; with no discard, the Challenge card's."""
    assert X.current_omens(None, ["sun"]) == ["sun"]
    assert X.current_omens(["moon", "star"], ["sun"]) == ["moon", "star"]
    assert X.omen_matches("star", X.current_omens(["moon", "star"], ["sun"]))
    assert not X.omen_matches("sun", X.current_omens(["moon", "star"], ["sun"]))
