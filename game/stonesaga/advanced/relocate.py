"""Relocate a camp (rb p.89): 3 energy (ruling SS-85: paid by the acting character), a camp on
its terrain moves to an adjacent terrain without a camp, into a zone without a module; one
immobile improvement is kept, the other immobile ones are destroyed, mobile ones follow. Between
challenges the move is free (one camp after a Season, every camp after a Generation or a new
epoch): `between_challenges`."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg

from .. import board, chars, words
from ..behemoth import VEILED_AT
from ..state import Action
from .common import granted
from ..menu import menu_msg

COST = 3                                                              # rb p.89


def targets(s, cell: str) -> list[str]:
    """Adjacent terrains with no camp and a zone free of modules (rb p.89)."""
    out = []
    for nb in board.neighbours(s, cell):
        cl = s.cells[nb]
        if board.camp_at(s, nb) is None and "tile" not in cl.modules and len(cl.modules) < 3:
            out.append(nb)
    return out


def _terrain(s, cell: str) -> Msg:
    """A target terrain as a label: its tile (read as its name by the table, issue 17), or a veiled
    one with its place; it read as the bare coordinates ("1,-1") before session 7."""
    cl = s.cells[cell]
    return words.alone("tile", cl.tile) if cl.discovered else Msg(VEILED_AT, cell=cell)


def mobile(content, imp: str) -> bool:
    return "mobile" in content.improvements[imp].keywords


def move_camp(content, s, camp, cell: str, keep: int | None) -> None:
    """Move the module to the first free zone and keep `keep` (index) of the immobile improvements."""
    old = s.cells[camp.cell]
    mod = old.modules.pop(camp.zone, "ZCAMP1")
    zone = next(z for z in ("A", "B", "C") if z not in s.cells[cell].modules)
    s.cells[cell].modules[zone] = mod
    immobile = [i for i, imp in enumerate(camp.improvements) if not mobile(content, imp)]
    stay = [imp for i, imp in enumerate(camp.improvements) if mobile(content, imp) or i == keep]
    camp.improvements = stay
    camp.stores = {}
    camp.cell, camp.zone = cell, zone
    del immobile


def available(content, s, c):
    if not granted(content, s, "relocate_camp") or c.energy < COST:
        return []
    camp = board.active_camp_at(s, c.pos)
    if camp is None or not targets(s, c.pos):
        return []
    return [menu_msg("action:relocate_camp", N_("Relocate {camp} ({energy})"), camp=camp.name, energy=COST)]


def begin(content, s, c, cid: str, events: list) -> None:
    chars.spend_energy(c, COST)
    s.stack.append(Action(cid=c.cid, name="relocate_camp", stage="where"))


def pending(content, s, f: Action) -> Decision:
    c = s.char(f.cid)
    camp = board.active_camp_at(s, c.pos) if f.stage == "where" else board.camp_at(s, f.data["to"])
    if f.stage == "where":
        return Decision(c.seat, "stonesaga.relocate.where", Msg("Move {camp} where?", camp=camp.name),
                        tuple(Choice(f"hex:{k}", _terrain(s, k)) for k in targets(s, c.pos)), rule="rb p.89")
    camp = board.active_camp_at(s, c.pos)
    imm = [i for i, imp in enumerate(camp.improvements) if not mobile(content, imp)]
    return Decision(c.seat, "stonesaga.relocate.keep", Msg("Keep which immobile improvement?"),
                    tuple(Choice(f"opt:{i}", content.improvements[camp.improvements[i]].name) for i in imm), rule="rb p.89")


def apply(content, s, f: Action, choice, events: list) -> None:
    c = s.char(f.cid)
    camp = board.active_camp_at(s, c.pos)
    if f.stage == "where":
        f.data["to"] = choice.id.split(":", 1)[1]
        imm = [i for i, imp in enumerate(camp.improvements) if not mobile(content, imp)]
        if len(imm) > 1:
            f.stage = "keep"
            return
        keep = imm[0] if imm else None
    else:
        keep = int(choice.id.split(":")[1])
    move_camp(content, s, camp, f.data["to"], keep)
    events.append(Event("camp", Msg("{camp} moves", camp=camp.name), seat=c.seat, rule="rb p.89"))
    s.stack.remove(f)


def auto(content, s, f, events) -> bool:
    return False


def between_challenges(interval: str, n_camps: int) -> int:
    """rb p.89: free moves at a challenge's start: one camp after a Season, every camp after a
    Generation or a new epoch, none after the Introduction."""
    return 1 if interval == "season" else n_camps if interval in ("generation", "epoch") else 0
