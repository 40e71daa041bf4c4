"""Every association of Sample Hollow is a code that really arises from two of its materials
(rb p.30-31: lay two materials side by side, touching edges of the same symbol type; the code is
the colour of the leftmost column and the symbol count of the four columns). The code is
recomputed with craft.py from the pair each association names."""
import pytest

from game.stonesaga import craft
from game.stonesaga import content as C


@pytest.fixture(scope="module")
def pack():
    return C.load_sample()


def test_each_association_arises_from_its_pair(pack):
    """rb p.30-31: the code of each association is recomputed from its two materials."""
    for code, a in pack.associations.items():
        assert len(a.pair) == 2, code
        x, y = (pack.materials[r.material].face(r.processed).edge_list() for r in a.pair)
        assert code in craft.codes(x, y), (code, [(r.material, r.processed) for r in a.pair])


def test_items_list_their_codes(pack):
    """rb p.31: an item's back lists the codes that make it."""
    for code, a in pack.associations.items():
        if a.item:
            assert code in pack.items[a.item].craft_codes, (code, a.item)
    for it in pack.items.values():
        for code in it.craft_codes:
            assert pack.associations[code].item == it.id


def test_some_recipes_need_processed_materials(pack):
    """The craft tree leans on Transform (rb p.27-29): several items need a processed face."""
    assert sum(1 for a in pack.associations.values() if a.item and any(r.processed for r in a.pair)) >= 6
    assert sum(1 for a in pack.associations.values() if a.hint) >= 3


def test_hand_computed_code():
    """rb p.31 by hand: processed river stone (edges r1 r4 b1 r2 0 b2) turned so entry 0 is on the
    left shows r1 | r2; raw wood (b2 y1 r1 b1 y2 0) turned to entry 2 shows r1 | 0. Touching edges
    r2 / r1 are both red, the zero sits in column 4: code "red 1210"."""
    pack = C.load_sample()
    rs = pack.materials["river_stone"].processed.edge_list()
    wood = pack.materials["wood"].unprocessed.edge_list()
    assert craft.craft_code(rs, 0, wood, 2) == "red 1210"
    assert pack.associations["red 1210"].item == "ZI01"
