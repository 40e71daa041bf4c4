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
