"""The automata's YAML: the facts it must hold, and file:line errors for broken files."""
import shutil
from pathlib import Path

import pytest

from game.core.content import ContentError
from game.root.bots.content import BOT_FILES, default_dir, load_bots


@pytest.fixture(scope="module")
def bots():
    return load_bots()


@pytest.fixture
def copy(tmp_path):
    dst = tmp_path / "bots"
    shutil.copytree(default_dir(), dst)
    return dst


def edit(folder: Path, name: str, old: str, new: str) -> str:
    f = folder / f"{name}.yaml"
    text = f.read_text()
    assert old in text, old
    f.write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError) as info:
        load_bots(folder)
    return str(info.value)


def test_all_four_load(bots):
    assert sorted(bots.bots) == sorted(BOT_FILES)
    assert bots.common.setup_order[:4] == ("marquise", "eyrie", "alliance", "vagabond-1")
    assert [lv.name for lv in bots.common.difficulty_levels] == ["Beginner", "Expert", "Master", "Boss Mode"]


def test_common_law_changes(bots):
    lc = bots.common.law_changes
    assert lc.craft_vp == 1 and lc.craft_persistent is False          # Rootbotics 1.1.2-1.1.3
    assert lc.hit_order == ("warriors", "tokens", "buildings")        # 1.2.1
    assert lc.remove_dominance_at_humans_at_most == 2 and lc.human_hand_size == 3   # 3.4


def test_marquise_board(bots):
    mm = bots.bot("mechanical-marquise")
    assert mm.warriors == 25 and mm.tokens == {"keep": 1}               # 4.3.1
    assert mm.buildings == {"sawmill": 6, "workshop": 6, "recruiter": 6}
    for t in ("sawmill", "workshop", "recruiter"):
        assert mm.track(t).values == (0, 1, 2, 3, 4, 5)
    assert {s: o.build for s, o in mm.orders.items()} == {
        "fox": "sawmill", "rabbit": "workshop", "mouse": "recruiter", "bird": None}   # 4.5.3
    assert mm.orders["bird"].daylight == "escalated" and mm.orders["bird"].score_track == "best"
    assert mm.escalated_build_tie_order == ("sawmill", "recruiter", "workshop")     # 4.7.3 (FR DC)
    assert [s.id for s in mm.turn["daylight"]] == ["battle", "recruit", "build", "move"]
    assert [s.id for s in mm.turn["evening"]] == ["expand", "score", "discard-order"]


def test_marquise_difficulty_and_traits(bots):
    mm = bots.bot("mechanical-marquise")
    assert [mm.settings(lv)["recruit"] for lv in ("beginner", "expert", "master", "boss")] == [3, 4, 5, 5]
    assert mm.settings("beginner", edition="2021")["recruit"] == 2
    assert mm.evening_vp_rule("boss") == "per-two-players" and mm.evening_vp_rule("master") == "none"
    assert mm.settings("expert", ["iron-will"])["expand_max"] == 2
    assert mm.settings("expert", ["fortified"])["building_hits"] == 2
    assert mm.settings("expert", ["hospitals"])["hospital_warriors"] == 1
    assert mm.settings("expert", ["hospitals"], edition="2021")["hospital_warriors"] == 2
    assert {t.id for t in mm.traits} == {"blitz", "fortified", "hospitals", "iron-will", "overwhelming"}


def test_eyrie_board(bots):
    ee = bots.bot("electric-eyrie")
    assert ee.decree_columns == ("fox", "mouse", "rabbit", "bird")      # public sources, not the digest
    assert ee.track("roost").values == (0, 1, 2, 3, 4, 5, 6)
    assert ee.warriors == 20 and ee.buildings == {"roost": 7} and ee.cards == {"loyal-vizier": 2}
    assert ee.params["new_roost_warriors"] == 3
    assert [ee.settings(lv)["bird_recruit_delta"] for lv in ("beginner", "expert", "master", "boss")] == [-1, 0, 1, 1]
    bt = ee.selection("battle-clearing")
    assert bt.criteria == ("fewest own-roosts", "most defenceless-buildings") and bt.final == "lowest"
    assert ee.selection("battle-defender").criteria == ("most buildings-here", "most pieces-here", "most vp")


def test_alliance_board(bots):
    aa = bots.bot("automated-alliance")
    assert aa.warriors == 10 and aa.tokens == {"sympathy": 10}
    assert aa.track("sympathy").values == (0, 1, 1, 1, 1, 2, 2, 3, 3, 4)
    assert [aa.settings(lv)["organize_min"] for lv in ("beginner", "expert", "master", "boss")] == [4, 3, 2, 2]
    assert aa.params["cannot_spread_vp"] == 5
    assert "hates-surprises" not in aa.abilities                       # never initiates battle


def test_vagabot_orders(bots):
    vb = bots.bot("vagabot")
    assert vb.orders["fox"].actions == ("explore", "special", "battle")
    assert vb.orders["rabbit"].actions == ("special", "aid", "battle")
    assert vb.orders["mouse"].actions_2021 == ("quest", "aid", "battle", "repair")
    assert [vb.settings(lv)["refresh"] for lv in ("beginner", "expert", "master", "boss")] == [3, 4, 5, 5]
    assert {c.id: c.start_items for c in vb.characters} == {"thief": 4, "tinker": 3, "ranger": 4, "arbiter": 4,
                                                            "vagrant": 3, "scoundrel": 4}


def test_every_bot_has_four_levels_and_traits(bots):
    for b in bots.bots.values():
        assert sorted(d.id for d in b.difficulties) == ["beginner", "boss", "expert", "master"]
        # Clockwork 1 bots: four cards plus their Clockwork 2 card (CW2 facts §5.1, LCC2 278-281)
        cw2 = {"mechanical-marquise": "overwhelming", "electric-eyrie": "focused", "automated-alliance": "steadfast",
               "vagabot": "questing"}
        assert len(b.traits) == (5 if b.id in cw2 else 4), b.id
        if b.id in cw2:
            assert b.traits[-1].id == cw2[b.id]
        assert all(t.text for t in b.traits)


# --- broken files ---------------------------------------------------------------------

def test_unknown_measure_names_line(copy):
    msg = edit(copy, "electric-eyrie", "most defenceless-buildings", "most defenseless-buildings")
    assert "electric-eyrie.yaml:" in msg and "unknown clearing measure 'defenseless-buildings'" in msg


def test_bad_criterion_word(copy):
    msg = edit(copy, "mechanical-marquise", "criteria: [most own-warriors]", "criteria: [max own-warriors]")
    assert "mechanical-marquise.yaml:" in msg and "'most <measure>'" in msg


def test_unknown_pool(copy):
    msg = edit(copy, "automated-alliance", "among: clearings-with-own-base", "among: base-clearings")
    assert "unknown clearing pool 'base-clearings'" in msg


def test_difficulty_sets_unknown_param(copy):
    msg = edit(copy, "mechanical-marquise", "set: {recruit: 3}", "set: {recruits: 3}")
    line = msg.split(":")[1]
    assert "mechanical-marquise.yaml" in msg and line.isdigit() and "unknown parameter 'recruits'" in msg


def test_track_longer_than_stock(copy):
    msg = edit(copy, "electric-eyrie", "values: [0, 1, 2, 3, 4, 5, 6]", "values: [0, 1, 2, 3, 4, 5, 6, 7]")
    assert "one space per piece of roost (expected: 7, given: 8)" in msg


def test_order_builds_unknown_building(copy):
    msg = edit(copy, "mechanical-marquise", "fox:    {build: sawmill", "fox:    {build: lumberyard")
    assert "unknown building 'lumberyard'" in msg


def test_missing_suit_in_orders(copy):
    msg = edit(copy, "vagabot", "  bird:   {actions: [explore, quest, battle],  actions_2021: [explore, quest, aid, battle]}\n", "")
    assert "exactly the suits" in msg


def test_player_selection_needs_setup_order(copy):
    msg = edit(copy, "vagabot", "criteria: [most vp], final: setup-order", "criteria: [most vp], final: highest")
    assert "setup order" in msg


def test_unknown_field(copy):
    msg = edit(copy, "vagabot", "warriors: 0", "warriors: 0\nwarrior: 0")
    assert "vagabot.yaml:" in msg and "unknown field 'warrior'" in msg


def test_wrong_id(copy):
    msg = edit(copy, "vagabot", "id: vagabot", "id: vagabond")
    assert "must be 'vagabot'" in msg


def test_root_pack_loading_checks_the_bots_data(tmp_path):
    # `tableforge validate` loads packs through the ruleset: a broken bot file names file:line.
    from game.core.content import builtin_pack_dir
    from game.root.ruleset import RULESET
    dst = tmp_path / "root"
    shutil.copytree(builtin_pack_dir("root"), dst)
    f = dst / "bots" / "vagabot.yaml"
    f.write_text(f.read_text().replace("warriors: 0", "warriors: many"))
    with pytest.raises(ContentError) as info:
        RULESET.load_content(dst)
    assert "vagabot.yaml:" in str(info.value) and "warriors" in str(info.value)
