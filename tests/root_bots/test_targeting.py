"""Target selection (Law of Rootbotics 2.1-2.5) over hand-written positions."""
from game.root.bots.content import load_bots
from game.root.bots.targeting import Ctx, apply_selection, select_clearing, select_player
from tests.root_bots.boards import P, make

BOTS = load_bots()
MM = BOTS.bot("mechanical-marquise")
EE = BOTS.bot("electric-eyrie")
ORDER = BOTS.common.setup_order


def ids(cs):
    return [c.id for c in cs]


def test_highest_priority_breaks_ties():
    # Rootbotics 2.1: marker 1 beats marker 12.
    b = make("mm", [(7, "fox", 1, [], {"mm": P(2)}), (3, "fox", 1, [], {"mm": P(2)})])
    assert select_clearing(b, "ruled-clearings").id == 3
    assert select_clearing(b, "ruled-clearings", final="lowest").id == 7


def test_battle_order_and_legality():
    # Scenario 6: battle F2 (prio 3) then F1 (prio 7); F3 has no MM warrior.
    b = make("mm", [(7, "fox", 0, [], {"mm": P(2), "ee": P(1)}),
                    (3, "fox", 0, [], {"mm": P(1), "ee": P(1)}),
                    (1, "fox", 0, [], {"ee": P(1)})])
    got = apply_selection(b, MM.selection("battle-clearings"), Ctx(suit="fox"))
    assert ids(got) == [3, 7]


def test_defender_most_pieces_then_vp_then_setup_order():
    # Scenario 5: 3 EE pieces vs 3 AA pieces, equal VP -> Eyrie (setup order); AA 11 VP -> Alliance.
    cl = [(2, "mouse", 0, [], {"mm": P(3), "ee": P(2, {"roost": 1}), "aa": P(1, {"base-mouse": 1}, {"sympathy": 1})})]
    sel = MM.selection("battle-defender")
    b = make("mm", cl, vp={"ee": 10, "aa": 10})
    assert apply_selection(b, sel, Ctx(clearing=2), ORDER)[0].id == "ee"
    b = make("mm", cl, vp={"ee": 10, "aa": 11})
    assert apply_selection(b, sel, Ctx(clearing=2), ORDER)[0].id == "aa"


def test_build_target_falls_through_full_clearing():
    # Scenario 8: A has most warriors but no slot; B and C tie, C has higher priority.
    b = make("mm", [(4, "mouse", 0, [], {"mm": P(6)}), (8, "rabbit", 1, [], {"mm": P(5)}),
                    (2, "fox", 1, [], {"mm": P(5)})])
    assert apply_selection(b, MM.selection("build-clearing"))[0].id == 2


def test_build_not_in_keep_clearing_for_others():
    b = make("ee", [(1, "fox", 1, [], {"ee": P(3)}), (5, "fox", 1, [], {"ee": P(1)})])
    b.clearing(1).no_place = ["ee"]
    assert apply_selection(b, EE.selection("build-clearing"))[0].id == 5


def test_move_destination_most_enemy_pieces_then_priority():
    # Scenario 9: X(9) and Y(6) tie on 3 enemy pieces; Y wins on priority.
    b = make("mm", [(4, "rabbit", 0, [9, 6, 1], {"mm": P(7)}),
                    (9, "fox", 0, [4], {"ee": P(3)}), (6, "fox", 0, [4], {"ee": P(2, {"roost": 1})}),
                    (1, "fox", 0, [4], {"ee": P(1)})])
    assert apply_selection(b, MM.selection("move-destination"), Ctx(origin=4))[0].id == 6


def test_move_destination_needs_rule_of_origin_or_destination():
    # Scenario 10: MM does not rule R; X (most enemies) is ruled by the Alliance; Y is MM-ruled.
    b = make("mm", [(4, "rabbit", 0, [9, 6], {"mm": P(5), "ee": P(6)}),
                    (9, "fox", 0, [4], {"aa": P(4)}), (6, "fox", 0, [4], {"mm": P(2), "aa": P(1)})])
    assert apply_selection(b, MM.selection("move-destination"), Ctx(origin=4))[0].id == 6
    b.clearing(6).ruler = "aa"
    assert apply_selection(b, MM.selection("move-destination"), Ctx(origin=4)) == []


def test_escalated_recruit_two_lowest():
    # Scenario 14: rules 1, 6, 11, 12 -> 12 and 11.
    b = make("mm", [(c, "fox", 0, [], {"mm": P(1)}) for c in (1, 6, 11, 12)])
    assert ids(apply_selection(b, MM.selection("escalated-recruit-clearings"))) == [12, 11]


def test_eyrie_recruit_priorities():
    # Scenario 19: X(4) 2 EE warriors, Y(8) 1 EE warrior, both 3 enemy pieces -> Y; tie -> lowest (Y).
    cl = [(4, "fox", 0, [], {"ee": P(2, {"roost": 1}), "mm": P(3)}),
          (8, "fox", 0, [], {"ee": P(1, {"roost": 1}), "mm": P(3)})]
    b = make("ee", cl)
    sel = EE.selection("recruit-clearing")
    assert apply_selection(b, sel, Ctx(suit="fox"))[0].id == 8
    b.clearing(4).pieces["ee"].warriors = 1
    assert apply_selection(b, sel, Ctx(suit="fox"))[0].id == 8


def test_eyrie_move_destination_roost_free_then_fewest_enemies_then_lowest():
    # Scenario 21: D1 has a roost; D2 (3) and D3 (10) both have 2 enemy pieces -> D3.
    b = make("ee", [(5, "rabbit", 0, [2, 3, 10], {"ee": P(7, {"roost": 1}), "mm": P(2, {"sawmill": 1})}),
                    (2, "fox", 0, [5], {"ee": P(1, {"roost": 1})}),
                    (3, "fox", 0, [5], {"mm": P(2)}), (10, "fox", 0, [5], {"mm": P(1, {"sawmill": 1})})])
    assert apply_selection(b, EE.selection("move-destination"), Ctx(origin=5))[0].id == 10


def test_eyrie_battle_clearing_and_defender():
    # Scenario 22: M3 (no roost, a defenceless sawmill) beats M2 and M1; the Marquise defends.
    b = make("ee", [(2, "mouse", 0, [], {"ee": P(1, {"roost": 1}), "mm": P(1, {"workshop": 1})}),
                    (5, "mouse", 0, [], {"ee": P(1), "aa": P(0, None, {"sympathy": 1})}),
                    (9, "mouse", 0, [], {"ee": P(1), "mm": P(0, {"sawmill": 1})})])
    c = apply_selection(b, EE.selection("battle-clearing"), Ctx(suit="mouse"))[0]
    assert c.id == 9
    d = apply_selection(b, EE.selection("battle-defender"), Ctx(clearing=9), ORDER)[0]
    assert d.id == "mm"


def test_legality_falls_through_to_next_rank():
    # Scenario 25: the best battle clearing has no EE warriors -> the next one.
    b = make("ee", [(3, "fox", 0, [], {"mm": P(0, {"sawmill": 2})}),
                    (6, "fox", 0, [], {"ee": P(1), "mm": P(0, {"sawmill": 1})})])
    assert apply_selection(b, EE.selection("battle-clearing"), Ctx(suit="fox"))[0].id == 6
    b.clearing(6).pieces["ee"].warriors = 0
    assert apply_selection(b, EE.selection("battle-clearing"), Ctx(suit="fox")) == []


def test_bird_column_uses_every_suit():
    b = make("ee", [(3, "fox", 0, [], {"ee": P(1, {"roost": 1})}), (6, "mouse", 0, [], {"ee": P(1, {"roost": 1})})])
    assert [c.id for c in apply_selection(b, EE.selection("recruit-clearing"), Ctx(suit="bird"))] == [6]


def test_lords_of_the_forest_rules_ties_not_empty():
    b = make("mm", [(5, "mouse", 0, [], {"ee": P(2), "mm": P(2)}), (6, "mouse", 0, [], {})])
    assert b.clearing(5).ruler == "ee" and b.clearing(6).ruler is None
    assert apply_selection(b, MM.selection("recruit-clearings"), Ctx(suit="mouse")) == []


def test_mountain_pass_wins_both_tie_breaks():
    b = make("mm", [(c, "fox", 0, [], {"mm": P(1)}) for c in (1, 10, 12)])
    assert select_clearing(b, "ruled-clearings", ctx=Ctx(always_first=10)).id == 10
    assert select_clearing(b, "ruled-clearings", final="lowest", ctx=Ctx(always_first=10)).id == 10


def test_player_tie_break_setup_order():
    b = make("ee", [(1, "fox", 0, [], {"aa": P(1), "mm": P(1), "ee": P(1)})])
    assert select_player(b, "players-with-pieces", ctx=Ctx(clearing=1), setup_order=ORDER).id == "mm"


def test_escalated_recruit_short_supply_starts_with_higher_priority():
    # R-AUTO-M11: 3 warriors over the two lowest-priority ruled clearings (11, 12): 11 gets 2.
    from game.root.bots.mm_decisions import recruit_plan
    b = make("mm", [(c, "fox", 0, [], {"mm": P(1)}) for c in (1, 11, 12)])
    assert recruit_plan(b, MM, "bird", 4, 3) == ({11: 2, 12: 1}, 1, 0)


def test_eyrie_leave_behind_keeps_rule():
    # R-AUTO-E6: 5 EE warriors + roost vs 4 Cats warriors: keep 3 warriors to tie (Lords of the
    # Forest) even when the column has only 1 card; with 3 cards, 3; with no building, at least 1.
    from game.root.bots.ee_decisions import leave_count
    b = make("ee", [(4, "rabbit", 0, [], {"ee": P(5, {"roost": 1}), "mm": P(4)}), (5, "rabbit", 0, [], {"ee": P(5)})])
    assert leave_count(b, 4, 1) == 3 and leave_count(b, 4, 4) == 4
    assert leave_count(b, 5, 0) == 1


def test_mountain_pass_wins_highest_and_lowest_tiebreaks():
    """Map rule `mountain-pass`: the Pass (board.always_first) is first on both tie-breaks."""
    from game.root.bots.board import BoardClearing, BotBoard
    from game.root.bots.targeting import rank_clearings
    b = BotBoard(clearings={i: BoardClearing(id=i, suit="fox", priority=i) for i in (2, 9, 10, 11)},
                 players=[], me="seat0", always_first=10)
    cands = list(b.clearings.values())
    assert [c.id for c in rank_clearings(b, cands, final="highest")] == [10, 2, 9, 11]
    assert [c.id for c in rank_clearings(b, cands, final="lowest")] == [10, 11, 9, 2]
    b.always_first = None
    assert [c.id for c in rank_clearings(b, cands, final="highest")][0] == 2


def test_the_lost_city_is_a_clearing_of_every_suit_for_the_recipes():
    """R-LAND-11, R-LAND-30 (Rootbotics 2.1-2.5): a clearing whose snapshot carries all three suits
    (the Lost City) is in a fox column's pool though its marker is mouse; a mouse-only one is not."""
    b = make("ee", [(3, "fox", 0, [], {"ee": P(1), "mm": P(0, {"sawmill": 1})}),
                    (6, "mouse", 0, [], {"ee": P(1), "mm": P(0, {"sawmill": 2})}),
                    (7, "mouse", 0, [], {"ee": P(1), "mm": P(0, {"sawmill": 3})})])
    b.clearing(6).suits = ("mouse", "fox", "rabbit")

    def pick():
        return apply_selection(b, EE.selection("battle-clearing"), Ctx(suit="fox"))[0].id
    assert pick() == 6                  # most defenceless buildings among the fox clearings
    b.clearing(6).suits = ()            # its marker only: not a fox clearing, 7 never is
    assert pick() == 3
    b.clearing(6).suits = ("mouse", "fox", "rabbit")
    assert b.clearing(6).has_suit("rabbit") and not b.clearing(7).has_suit("fox")
