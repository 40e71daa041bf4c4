"""Helpers shared by the actions: paying a site action with its depletion surcharge, the
current energy cost of an action, free actions granted by effects."""
from __future__ import annotations

from game.core.decision import Event
from game.core.i18n import Msg

from .. import chars
from ..state import Action, SaState


def site_cost(content, s: SaState, action: str, cell: str) -> int:
    """Base cost + the depletion token's face for actions that pay it (rb p.37, 59)."""
    fact = content.rulebook.actions[action]
    return fact.energy + (s.cells[cell].depletion if fact.pays_depletion else 0)


def free_granted(c, action: str) -> bool:
    """An effect granted this character a free action of this kind (rb p.24 community event)."""
    return action in c.free_actions


def pay(content, s: SaState, c, action: str, cost: int, events: list) -> bool:
    """Spend the energy, or use a granted free action; False if it cannot be paid (rb p.17)."""
    if free_granted(c, action):
        c.free_actions.remove(action)
        events.append(Event("free", Msg("{name}: a free {action}", name=c.name, action=action), seat=c.seat, rule="rb p.24"))
        return True
    return chars.spend_energy(c, cost)


def affordable(c, action: str, cost: int) -> bool:
    return free_granted(c, action) or c.energy >= cost


def deplete(content, s: SaState, cell: str, action: str) -> None:
    """rb p.37: none → +1, +1 → +2, +2 stays."""
    if content.rulebook.actions[action].depletes:
        s.cells[cell].depletion = min(2, s.cells[cell].depletion + 1)


def push(s: SaState, c, name: str, stage: str, site: str = "", **data) -> Action:
    f = Action(cid=c.cid, name=name, stage=stage, site=site, data=data)
    s.stack.append(f)
    return f


def finish(s: SaState, f: Action) -> None:
    if f in s.stack:
        s.stack.remove(f)

