"""Study a behemoth (rb p.73, 81): on a terrain with one of its traces, Knowledge −3, read the
study entry, learn the face-down Secret. Ruling SS-79 (revised): rb p.73 prices it in
Knowledge only, so it is free like designing (no Day action, no energy)."""
from __future__ import annotations

from game.core.i18n import N_

from .. import behemoth
from ..menu import menu_msg

FREE = True                                  # day.py: no turn used (SS-79)


def available(content, s, c):
    return [menu_msg(f"action:study:{b.bid}", N_("Study {behemoth} (Knowledge −3)"), behemoth=b.name) for b in behemoth.studiable(s, c)]


def begin(content, s, c, cid: str, events: list) -> None:
    behemoth.study(content, s, c, behemoth.get(s, cid.split(":")[2]), events)
