"""The 54-card base deck checked card by card against an independent transcription of
root-facts.md §2.1 (sources HRF, FOXF, TAG, DAV, TBL agree): suit, name, copies, crafting cost
(F/R/M = a fox/rabbit/mouse piece, A = any suit), result (item, or the effect id) and VP.
A typo in data/root/deck.yaml fails here, naming the card."""
from collections import Counter

import pytest

from game.root.ruleset import RULESET

FACTS = """
bird|Ambush!|2|-|ambush|0
bird|Bird Dominance|1|-|dominance|0
bird|Birdy Bindle|1|M|bag|1
bird|Woodland Runners|1|R|boots|1
bird|Arms Trader|1|FF|sword|2
bird|Crossbow|1|F|crossbow|1
bird|Armorers|2|F|armorers|0
bird|Sappers|2|M|sappers|0
bird|Brutal Tactics|2|FF|brutal_tactics|0
bird|Royal Claim|1|AAAA|royal_claim|0
fox|Ambush!|1|-|ambush|0
fox|Fox Dominance|1|-|dominance|0
fox|Gently Used Knapsack|1|M|bag|1
fox|Root Tea|1|M|tea|2
fox|Travel Gear|1|R|boots|1
fox|Protection Racket|1|RR|coins|3
fox|Foxfolk Steel|1|FF|sword|2
fox|Anvil|1|F|hammer|2
fox|Stand and Deliver!|2|MMM|stand_and_deliver|0
fox|Tax Collector|3|FRM|tax_collector|0
fox|Favor of the Foxes|1|FFF|favor|0
rabbit|Ambush!|1|-|ambush|0
rabbit|Rabbit Dominance|1|-|dominance|0
rabbit|Smuggler's Trail|1|M|bag|1
rabbit|Root Tea|1|M|tea|2
rabbit|A Visit to Friends|1|R|boots|1
rabbit|Bake Sale|1|RR|coins|3
rabbit|Command Warren|2|RR|command_warren|0
rabbit|Better Burrow Bank|2|RR|better_burrow_bank|0
rabbit|Cobbler|2|RR|cobbler|0
rabbit|Favor of the Rabbits|1|RRR|favor|0
mouse|Ambush!|1|-|ambush|0
mouse|Mouse Dominance|1|-|dominance|0
mouse|Mouse-in-a-Sack|1|M|bag|1
mouse|Root Tea|1|M|tea|2
mouse|Travel Gear|1|R|boots|1
mouse|Investments|1|RR|coins|3
mouse|Sword|1|FF|sword|2
mouse|Crossbow|1|F|crossbow|1
mouse|Scouting Party|2|MM|scouting_party|0
mouse|Codebreakers|2|M|codebreakers|0
mouse|Favor of the Mice|1|MMM|favor|0
"""
ICON = {"F": "fox", "R": "rabbit", "M": "mouse", "A": "any"}
ROWS = [r.split("|") for r in FACTS.strip().splitlines()]


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _found(content, suit, name):
    return [c for c in content.cards.values() if c.suit == suit and c.name == name]


@pytest.mark.parametrize("row", ROWS, ids=[f"{r[0]}-{r[1]}" for r in ROWS])
def test_card_matches_facts(content, row):
    suit, name, count, cost, result, vp = row
    (card,) = _found(content, suit, name)
    assert card.count == int(count)
    assert list(card.cost) == ([] if cost == "-" else [ICON[x] for x in cost])
    if card.kind == "item":
        assert card.item == result and card.vp == int(vp)
    else:
        assert card.effect == result
        want = result if result in ("ambush", "dominance") else "immediate" if result == "favor" else "persistent"
        assert card.kind == want


def test_every_card_is_in_the_facts(content):
    assert sum(int(r[2]) for r in ROWS) == 54 == len(content.deck_list)
    base = [content.cards[x] for x in sorted(set(content.deck_list))]     # (the E&P cards: tests/root/test_exiles.py)
    assert Counter((c.suit, c.name) for c in base) == Counter((r[0], r[1]) for r in ROWS)
