"""Examine an omen (rb p.61): by Day only, once per character per Day, each (omen, component)
pair once per Day for everyone; the omen must be current and the component one the character
interacts with (its terrain's tile and modules, its items, the improvements of a camp there).
The omen section of the codex is looked up by component: an entry is a success, none is nothing.
It is not an action (ruling SS-28: a free step before or after an action)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event

from .. import board, chars, effects
from . import common


def components(content, s, c) -> list[str]:
    out = []
    cell = s.cells[c.pos]
    if cell.discovered:
        out.append(cell.tile)
        out += [m for m in cell.modules.values() if m not in out]
    for inst in chars.all_items(c):
        if chars.item_id(inst) not in out:
            out.append(chars.item_id(inst))
    camp = board.active_camp_at(s, c.pos)
    if camp is not None:
        out += [i for i in camp.improvements if i not in out]
    return out


def options(content, s, c) -> list[tuple[str, str]]:
    if c.examined:
        return []
    return [(o, k) for o in board.current_omens(content, s) for k in components(content, s, c)
            if f"{o}|{k}" not in s.examined]


def available(content, s, c) -> list[Choice]:
    return [Choice("action:examine", "Examine an omen (free, once a Day)")] if options(content, s, c) else []


def begin(content, s, c, cid: str, events: list) -> None:
    common.push(s, c, "examine", "what")


def pending(content, s, f) -> Decision:
    c = s.char(f.cid)
    return Decision(c.seat, "stonesaga.examine", f"{c.name}: examine which omen on what?",
                    tuple([Choice(f"examine:{o}:{k}", f"{o} on {k}") for o, k in options(content, s, c)]
                          + [Choice("done", "Not now")]), rule="rb p.61")


def apply(content, s, f, choice, events: list) -> None:
    c = s.char(f.cid)
    common.finish(s, f)
    if choice.id == "done":
        return
    _, omen, comp = choice.id.split(":", 2)
    c.examined = True                                     # rb p.61: 1 per character per Day
    s.examined.append(f"{omen}|{comp}")                   # rb p.61: each pair once per Day
    entry = None
    for ex in (content.tables.examinations if content.tables else ()):
        if ex.omen == omen and ex.component == comp:
            entry = ex.codex
    if entry is None:
        events.append(Event("examine", f"{c.name} examines the {omen} on {comp}: nothing", seat=c.seat, rule="rb p.61"))
        return
    effects.read_codex(content, s, c, entry, events)
