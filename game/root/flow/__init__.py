"""The turn structure and the general actions as frames: setup, turn phases, hand limit
(`turn`), movement (Law 4.2, `move`) and battle (Law 4.3, `battle`). Every name is re-exported
here, so `from game.root.flow import RootBattle` keeps working."""
from .battle import (RootBattle, RootBattleH, RootHits, RootHitsH, _asks_anyway, _bdata,  # noqa: F401
                     _defenders, _defer_triggers, _foe_piece, _hit_targets, _note_removal, ambush_cards,
                     ambush_possible, battle_clearings, has_battle, ignore_first_hit)
from .move import (RootMove, RootMoveH, _suit_ok, can_move, dest_choices, do_move, has_dest,  # noqa: F401
                   has_move_origin, move_adj, move_origins, move_out_blocked, river_mode)
from .turn import (RootHandLimit, RootHandLimitH, RootSetup, RootSetupH, RootTurn, RootTurnH,  # noqa: F401
                   possessive, start_of_daylight, start_of_evening)
