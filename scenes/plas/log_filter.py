"""What the PLAS log can be narrowed to: one player's lines, one kind of line, or both.

A filter only hides lines: it picks among the lines the viewing seat already reads (each event's
text for that seat), so no filter can show a secret the full log does not.
"""
from __future__ import annotations

from game.core.i18n import N_

# (id, label) of each kind, in the selector's order; "all" shows every line
KINDS = (("all", N_("Every kind")), ("conquest", N_("Conquests")), ("scoring", N_("Scoring")),
         ("cards", N_("Cards")), ("moves", N_("Moves")))

# engine event kinds (game/plas) by the filter kind they belong to; a kind named here also
# covers its sub-kinds ("plas.conquest" covers "plas.conquest.result")
_GROUPS = {
    "conquest": ("plas.conquest", "plas.commit", "plas.roll", "plas.reroll", "plas.reveal", "plas.ruin", "plas.hire"),
    "scoring": ("plas.year_end", "plas.final", "plas.influence", "plas.morality"),
    "cards": ("plas.draw", "plas.discard", "plas.cull", "plas.recruit", "plas.promote", "plas.pay", "plas.build",
              "plas.reshuffle", "plas.action", "plas.ally"),
    "moves": ("plas.move", "plas.village", "plas.setup.village", "plas.reinforce"),
}


def kind_of(event_kind: str) -> str | None:
    """The filter kind of an engine event kind (None: only under "every kind")."""
    for group, kinds in _GROUPS.items():
        if any(event_kind == k or event_kind.startswith(k + ".") for k in kinds):
            return group
    return None


def shown(event, who: int | None, kind: str) -> bool:
    """Whether `event`'s line passes the filter: `who` a seat (None: every player) and `kind`
    one of KINDS' ids. A line with no seat (a dice roll) belongs to no one player."""
    if who is not None and event.seat != who:
        return False
    return kind == "all" or kind_of(event.kind) == kind
