"""The Vagabond (Law ch. 9, characters in Appendix D of the PT Law): a lone pawn that acts by
exhausting items, befriends or fights the other factions, and completes quests.

State (`VagabondState`): the pawn is in `clearing` (a clearing id) or `forest` (a forest id).
Items are tokens in `items`: `"sword"` is an undamaged face-up sword, `"sword:exhausted"`,
`"sword:damaged"`, `"sword:damaged-exhausted"` the other faces; a choice id is `item:` + token.
Tea, coins and bags face up and undamaged sit on their tracks (at most 3 each, PT 9.2.5.I), so
the tracks are derived from the tokens. Relationships: `rel[faction id]` = -1 Hostile, 0
Indifferent, 1, 2, 3 = Allied (Law 9.2.9). Quests (`quests` face up, `quest_deck`, `done`) are
kept here: the quest deck exists only with a Vagabond in play.

Two Vagabonds (Law 9.7): the second is the faction `vagabond-2` (same rules, its own look). The
three face-up quests and the quest deck are shared (9.7.2) and live on the first Vagabond's state
(`quest_box`); `done` is each one's own. Vagabonds hold no relationship marker for each other
(9.2.9, 9.3.6). With two, each ruin hides two R items (9.7.1) and an explorer picks one, never an
R item identical to one already on his board (9.7.3; `r_items` remembers which kinds came from ruins).

The faction is a package: `faction` (the hooks), `turn` (setup, Birdsong, the Daylight menu,
Evening), `targets`, `actions` and `relations` (the Daylight actions), `pawn` (relationships,
where the pawn may go); the state and items are in game/root/factions/vagabond_state.py, which
other factions import without the Vagabond. Every name is re-exported here.
"""
from ..vagabond_state import (ALLIED, capacity, damage, damaged_items, exhaust, exhausted_items,  # noqa: F401
                              gain, has_marker, HOSTILE, INDIFFERENT, is_vagabond, item_choices,
                              item_label, kind_of, load, new_relationships, on_track, quest_box,
                              refresh_one, repair, set_item, state_of, STATES, tok, TRACK,
                              TRACK_MAX, undamaged_items, undamaged_swords, up, VAGABOND_IDS,
                              vagabond_seats, VagabondState, vs)
from .pawn import (_CACHE, _char, _quest, _tables, allies, hostile_warriors_in, move_targets,  # noqa: F401
                   others_here, put_pawn, rel, set_rel, slip_targets, special)
from .targets import (_aid_targets, _battle_targets, _coalition_partners, _improvisations,  # noqa: F401
                      _instigate_attackers, _instigate_defenders, _payable, _quest_options,
                      _special_available, _strike_targets)
from .actions import (_movable_allies, explorable, explore, scorched_earth, take_from_ruin,  # noqa: F401
                      VagabondBattle, VagabondBattleH, VagabondDamage, VagabondDamageH,
                      VagabondExplore, VagabondExploreH, VagabondMove, VagabondMoveH,
                      VagabondRepair, VagabondRepairH, VagabondStrike, VagabondStrikeH)
from .relations import (VagabondAid, VagabondAidH, VagabondCoalition, VagabondCoalitionH,  # noqa: F401
                        VagabondProtector, VagabondProtectorH, VagabondQuest, VagabondQuestH,
                        VagabondSpecial, VagabondSpecialH)
from .turn import (_daylight_choices, _limit_candidates, cap_r_items, VagabondDaylight,  # noqa: F401
                   VagabondDaylightH, VagabondEvening, VagabondEveningH, VagabondItemLimit,
                   VagabondItemLimitH, VagabondRefresh, VagabondRefreshH, VagabondSetup,
                   VagabondSetupH, VagabondSlip, VagabondSlipH)
from .faction import (FACTION, FACTION2, SecondVagabond, Vagabond)  # noqa: F401
