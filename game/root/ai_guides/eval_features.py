"""The Root evaluation's faction features (game/root/evaluation.py FACTION_FEATURES), read with
each faction's own rule helpers: here, beside the guides, because the evaluation module is core
rules and must not import the factions (tests/test_import_layers.py). Public state or the seat's
own board only (R-AI-125); what each reads is R-AI-126."""
from __future__ import annotations


def _eyrie(ctx, s, seat, out) -> None:
    from ..factions.eyrie import _ey, roosts_on_map
    n = roosts_on_map(ctx, seat)
    out["rate"] = _ey(ctx).roost_vp[n - 1] if n > 0 else 0          # Law 7.6.1


def _corvids(ctx, s, seat, out) -> None:
    from ..factions.corvids import face_up_count, flip_targets
    down = sum(1 for v in s.fstate[seat].plots.values() if not v[1])
    out["plot"] = down                                              # face down: public count only
    # Law 13.4.2: a flip scores 1 VP per face-up plot, itself included; one flippable plot counted
    out["rate"] = face_up_count(ctx, seat) + 1 if flip_targets(ctx, seat) else 0


def _riverfolk(ctx, s, seat, out) -> None:
    from ..factions.riverfolk import post_clearings, total
    funds = total(s.fstate[seat].funds)
    out["fund"] = funds
    out["rate"] = funds // 2 if post_clearings(ctx, seat) else 0   # Law 11.4.2 Dividends


def _hundreds(ctx, s, seat, out) -> None:
    from ..factions.hundreds import hoard, oppress_vp
    out["hoard"] = len(hoard(ctx, seat))                             # Law 14.2.4
    out["rate"] = oppress_vp(ctx, seat)                              # Law 14.6.2


def _duchy(ctx, s, seat, out) -> None:
    from ..factions.duchy import lord_vp
    swayed = s.fstate[seat].swayed
    out["minister"] = len(swayed)                                    # Law 12.5.3
    out["rate"] = sum(lord_vp(ctx, seat, mid) for mid in swayed)    # Law 12.5.2.VII-IX


def _keepers(ctx, s, seat, out) -> None:
    out["retinue"] = sum(len(col) for col in s.fstate[seat].retinue)  # Law 15.5.2


def _lizards(ctx, s, seat, out) -> None:
    from ..factions.lizards import board, score_value
    out["acolyte"] = s.fstate[seat].acolytes                          # Law 10.2.3
    # Law 10.5.3: the best garden track a Score ritual could spend a card on (any suit's card:
    # the seat's hand is not read, R-AI-125)
    out["rate"] = max((score_value(ctx, seat, suit) or 0) for suit in board(ctx.c).garden_suits)


READERS = {"eyrie": _eyrie, "corvids": _corvids, "riverfolk": _riverfolk, "hundreds": _hundreds,
            "duchy": _duchy, "keepers": _keepers, "lizards": _lizards}
