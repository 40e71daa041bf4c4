"""Déroulement: 3 years x 4 rounds; each round every player takes a turn clockwise from the
first player; year-end scoring after rounds 4, 8 and 12, then final scoring."""
from __future__ import annotations

from game.core.decision import Event
from game.core.i18n import Msg

from . import effects, scoring

ROUNDS = 12            # Déroulement du jeu: trois ans de quatre rounds
ROUNDS_PER_YEAR = 4


def start_turn(content, s, events) -> None:
    p = s.players[s.active]
    p.moves_left = 1 + effects.has(content, p, "extra_move")   # Se déplacer (une fois par tour)
    p.ally_taken = False                                       # Acquérir un allié (une fois par tour)
    p.bazaar_used = False
    events.append(Event("plas.turn", Msg("Round {round} (year {year}): Seat {seat}'s turn", round=s.round, year=s.year, seat=p.seat + 1), seat=p.seat,
                        data={"round": s.round, "seat": p.seat}))


def next_turn(content, s, events) -> None:
    s.turn += 1
    if s.turn < s.n:
        start_turn(content, s, events)
        return
    # The round is over: the round marker advances.
    if s.round % ROUNDS_PER_YEAR == 0:
        scoring.year_end(content, s, s.round // ROUNDS_PER_YEAR, events)
    if s.round >= ROUNDS:
        scoring.final(content, s, events)
        s.phase = "over"
        return
    s.round += 1
    s.turn = 0
    start_turn(content, s, events)
