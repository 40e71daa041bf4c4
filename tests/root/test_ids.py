"""The choice-id parsers (game/root/ids.py): each reads its own kind and refuses another."""
import pytest

from game.root import ids


def test_each_parser_reads_its_kind():
    assert ids.clearing("clearing:12") == 12 and ids.seat("seat:3") == 3
    assert ids.card("card:ambush-bird") == "ambush-bird" and ids.faction("faction:vagabond-2") == "vagabond-2"
    assert ids.number("ferry:7") == 7 and ids.number("count:2") == 2
    assert ids.piece("building:sawmill") == ("sawmill", True) and ids.piece("token:keep") == ("keep", False)
    assert ids.dominance("dominance:dominance-fox") == "dominance-fox"
    assert ids.take_dominance("take-dominance:dominance-bird") == "dominance-bird"
    assert ids.path("clear-path:3-11") == (3, 11)


@pytest.mark.parametrize("parse,cid", [(ids.clearing, "card:anvil"), (ids.card, "cards:anvil"), (ids.seat, "seat"),
                                       (ids.piece, "warrior:3"), (ids.path, "clear-path:311"),
                                       (ids.number, "pass"), (ids.clearing, "clearing:x")])
def test_a_parser_refuses_an_id_of_another_kind(parse, cid):
    with pytest.raises(ValueError):
        parse(cid)


# One row per kind parser: (parser, a well-formed id, what it reads, an id of another kind or malformed).
KINDS = [
    (ids.expose, "expose:4", 4, "expose:four"), (ids.flip, "flip:7", 7, "plot:7"),
    (ids.trick, "trick:2", 2, "trick"), (ids.organize, "organize:9", 9, "recruit:9"),
    (ids.warlord, "warlord:3", 3, "warlord:"), (ids.price, "price:2", 2, "prices:2"),
    (ids.ferry, "ferry:5", 5, "clearing:5"), (ids.count, "count:0", 0, "count:x"),
    (ids.building, "building:sawmill", "sawmill", "token:sawmill"), (ids.item, "item:boots", "boots", "items:boots"),
    (ids.craft, "craft:anvil", "anvil", "card:anvil"), (ids.mobilize, "mobilize:anvil", "anvil", "train:anvil"),
    (ids.train, "train:anvil", "anvil", "mobilize:anvil"), (ids.extra, "extra:ambush-bird", "ambush-bird", "card:ambush-bird"),
    (ids.action, "action:move", "move", "actions:move"), (ids.leader, "leader:despot", "despot", "despot"),
    (ids.column, "column:fox", "fox", "col:fox"), (ids.minister, "minister:captain", "captain", "card:captain"),
    (ids.mood, "mood:grandiose", "grandiose", "item:grandiose"), (ids.relic, "relic:tablet", "tablet", "relic-tablet"),
    (ids.ritual, "ritual:score", "score", "rite:score"), (ids.service, "service:riverboats", "riverboats", "services"),
    (ids.suit, "suit:fox", "fox", "fox"), (ids.forest, "forest:1-2-5", "1-2-5", "clearing:1"),
    (ids.face, "face:hidden", "hidden", "card:hidden"), (ids.guess, "guess:bomb", "bomb", "plot:bomb"),
    (ids.quest, "quest:errand-fox", "errand-fox", "card:errand-fox"),
    (ids.coalition, "coalition:eyrie", "eyrie", "faction:eyrie"),
    (ids.conspiracy, "conspiracy:convert", "convert", "ritual:convert"), (ids.export, "export:anvil", "anvil", "craft:anvil"),
    (ids.fund, "fund:eyrie", "eyrie", "funds:eyrie"), (ids.take, "take:sword", "sword", "item:sword"),
    (ids.recruit, "recruit:6", "6", "clearing:6"), (ids.plot, "plot:snare", "snare", "guess:snare"),
    (ids.character, "character:thief", "thief", "faction:thief"), (ids.special, "special:steal", "steal", "action:steal"),
    (ids.use, "use:2:anvil", (2, "anvil"), "use:2"), (ids.add, "add:0:anvil", (0, "anvil"), "slide:0:anvil"),
    (ids.slide, "slide:1:anvil", (1, "anvil"), "slide:x:anvil"),
    (ids.improvise, "improvise:torch:as:boots", ("torch", "boots"), "improvise:torch:boots"),
]


@pytest.mark.parametrize("parse,cid,value,wrong", KINDS, ids=[k[0].__name__ for k in KINDS])
def test_every_kind_parser_reads_its_kind_and_refuses_another(parse, cid, value, wrong):
    assert parse(cid) == value
    with pytest.raises(ValueError):
        parse(wrong)


def test_the_factions_and_automata_slice_no_choice_id():
    """Issue 19: choice ids are read by their kind's parser, never by a magic slice such as `cid[9:]`."""
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parents[2] / "game" / "root"
    sliced = [f"{p.relative_to(root)}:{n}" for d in ("factions", "bots") for p in sorted((root / d).rglob("*.py"))
              for n, line in enumerate(p.read_text().splitlines(), 1) if re.search(r"\b(cid|\w+\.id)\[\d+:\]", line)]
    assert not sliced, sliced
