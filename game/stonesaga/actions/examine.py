"""Examine an omen (rb p.61): by Day only, once per character per Day, each (omen, component)
pair once per Day for everyone; the omen must be current and the component one the character
interacts with (its terrain's tile and modules, its items, the improvements of a camp there).
The omen section of the codex is looked up by component: an entry is a success, none is nothing.
It is not an action (ruling SS-28: a free step before or after an action). During an action the
character may also examine an omen on a component it interacts with (rb p.61 « Lors d'une
action, un joueur peut examiner un présage sur un composant avec lequel il interagit »): the
choice `examine` joins the action's own decisions (`mid_action_choices`) and opens the
examination on top of the action: its entry is read and its effects resolve fully before the
action goes on.
Components of an action: the Travel card being resolved, the fishing card showing the active
spots and currents, the Forage cards added to the row, the behemoth met in an encounter."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg

from .. import board, chars, effects
from . import common
from ..menu import menu_msg


def components(content, s, c) -> list[str]:
    out: list[str] = []
    for k in _each_component(s, c):
        if k not in out:
            out.append(k)
    return out


def _each_component(s, c):
    """`components` lazily, repeats included: the terrain's tile first (usually the answer)."""
    cell = s.cells[c.pos]
    if cell.discovered:
        yield cell.tile
        yield from cell.modules.values()
    for inst in chars.all_items(c):
        yield chars.item_id(inst)
    camp = board.active_camp_at(s, c.pos)
    if camp is not None:
        yield from camp.improvements


def action_components(s, c) -> list[str]:
    """Components the character interacts with only during its action (rb p.61)."""
    out: list[str] = []
    for fr in s.stack:
        if getattr(fr, "cid", None) != c.cid:
            continue
        name = getattr(fr, "name", "")
        if name == "fish" and fr.data.get("spots"):
            out.append(fr.data["spots"])                 # the active Spots & Currents card
        elif name == "forage":
            out += list(fr.data.get("row", []))          # cards added to the row (not the hand)
        elif name == "encounter" and fr.data.get("b"):
            out.append(fr.data["b"])                     # the behemoth board during an encounter
        elif type(fr).__name__ == "Effects" and fr.source.startswith("travel:"):
            out.append(fr.source.split(":", 1)[1])       # the Travel card while resolving it
    return [k for i, k in enumerate(out) if k not in out[:i]]


def options(content, s, c, extra: list[str] | None = None) -> list[tuple[str, str]]:
    if c.examined or s.phase != "day":                   # rb p.61: Day only, one per character
        return []
    comps = components(content, s, c) + [k for k in (extra or []) if k not in components(content, s, c)]
    return [(o, k) for o in board.current_omens(content, s) for k in comps
            if f"{o}|{k}" not in s.examined]


def mid_action_choices(content, s, core: frozenset[str] = frozenset()) -> list[Choice]:
    """`examine`, joined to the acting character's own decisions in the middle of one of the core
    actions `core` (rb p.61; ruling SS-100) when an examination is open to it; it opens the
    examination on top of the action."""
    if s.phase != "day" or s.acting in ("", "free") or not s.stack:
        return []
    top = s.stack[-1]
    if getattr(top, "cid", None) != s.acting or getattr(top, "name", "") == "examine":
        return []
    c = s.char(s.acting)
    if c.examined:
        return []
    action = next((fr for fr in reversed(s.stack) if getattr(fr, "name", "") and fr.cid == s.acting), None)
    if action is not None and action.name not in core:     # an advanced action's own frames
        return []
    if c.dead or not c.pos or not _any_option(content, s, c):
        return []
    return [menu_msg("examine", N_("Examine an omen"))]


def _any_option(content, s, c) -> bool:
    """Whether `options` would offer anything (the terrain's tile first: usually the answer)."""
    omens = board.current_omens(content, s)
    if not omens:
        return False
    done = _examined_by_component(s.examined, omens)
    n = len(set(omens))

    def fresh(comps) -> bool:
        for k in comps:
            seen = done.get(k)
            if seen is None or len(seen) < n:
                return True
        return False
    # the action's own components only when the terrain's, items' and camp's answer is no
    return fresh(_each_component(s, c)) or fresh(action_components(s, c))


def _examined_by_component(examined: list[str], omens: list[str]) -> dict[str, set[str]]:
    """component -> the current omens already examined on it: the pairs "omen|component" of
    `s.examined` read once, so that `_any_option` asks of each component rather than building
    every pair's string (issue 10: it runs before most decisions of an action)."""
    out: dict[str, set[str]] = {}
    for e in examined:
        for o in omens:
            if e.startswith(o) and e[len(o):len(o) + 1] == "|":
                out.setdefault(e[len(o) + 1:], set()).add(o)
    return out


def open_mid_action(content, s) -> None:
    """The examination frame on top of the action: it resolves fully (its codex entry's effects
    too) before the action goes on (rb p.61)."""
    c = s.char(s.acting)
    common.push(s, c, "examine", "what", extra=action_components(s, c))


def available(content, s, c) -> list[Choice]:
    # `options(...)` is not empty: Day only, once per character, a fresh (omen, component) pair
    if c.examined or s.phase != "day":
        return []
    omens = board.current_omens(content, s)
    examined = s.examined
    if any(f"{o}|{k}" not in examined for k in _each_component(s, c) for o in omens):
        return [menu_msg("action:examine", N_("Examine an omen (free, once a Day)"))]
    return []


def begin(content, s, c, cid: str, events: list) -> None:
    common.push(s, c, "examine", "what")


def pending(content, s, f) -> Decision:
    c = s.char(f.cid)
    return Decision(c.seat, "stonesaga.examine", Msg("{name}: examine which omen on what?", name=c.name),
                    tuple([menu_msg(f"examine:{o}:{k}", N_("{omen} on {component}"), omen=o, component=k)
                           for o, k in options(content, s, c, f.data.get("extra"))]
                          + [menu_msg("done", N_("Not now"))]), rule="rb p.61")


def apply(content, s, f, choice, events: list) -> None:
    c = s.char(f.cid)
    common.finish(s, f)
    if choice.id == "done":
        return
    _, omen, comp = choice.id.split(":", 2)
    _resolve(content, s, c, omen, comp, events)


def _resolve(content, s, c, omen: str, comp: str, events: list) -> None:
    c.examined = True                                     # rb p.61: 1 per character per Day
    s.examined.append(f"{omen}|{comp}")                   # rb p.61: each pair once per Day
    entry = None
    for ex in (content.tables.examinations if content.tables else ()):
        if ex.omen == omen and ex.component == comp:
            entry = ex.codex
    if entry is None:
        events.append(Event("examine", Msg("{name} examines the {omen} on {component}: nothing", name=c.name, omen=omen, component=comp), seat=c.seat, rule="rb p.61"))
        return
    effects.read_codex(content, s, c, entry, events)
