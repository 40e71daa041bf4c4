"""Move (rb p.25-26): to an adjacent terrain, revealing an undiscovered one first (then it must
be entered); a Travel card is drawn (public) and applied if its header's condition holds, else a
difficult travel: lose 1 energy on an obstructed edge; impassable edges cannot be crossed
(rb p.68). Also flight (rb p.55), discovering tiles, mysteries revealed on arrival (rb p.58) and
expanding the valley (rb p.68, 94)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg, Sub

from .. import board, chars, conditions, dice, effect_queue, valley
from ..state import Action, Cell, SaState
from . import common


def _open(content, s: SaState, c, k: str) -> bool:
    return board.edge_status(content, s, c.pos, k) != "impassable"     # rb p.68


def destinations(content, s: SaState, c) -> list[str]:
    return [k for k in board.neighbours(s, c.pos) if _open(content, s, c, k)]


_MOVE = Choice("action:move", Msg("Move"), hint={"energy": 0})     # frozen, its hint only read


def available(content, s: SaState, c) -> list[Choice]:
    if any(_open(content, s, c, k) for k in board.neighbours(s, c.pos)):   # `destinations` is not empty
        return [_MOVE]
    return []


def begin(content, s: SaState, c, cid: str, events: list) -> None:
    common.push(s, c, "move", "where")


def pending(content, s: SaState, f: Action) -> Decision:
    c = s.char(f.cid)
    return Decision(c.seat, "stonesaga.move.where", Msg("{name}: move where?", name=c.name),
                    tuple(Choice(f"hex:{k}", _label(content, s, k), refs=(f"hex:{k}",))
                          for k in destinations(content, s, c)), rule="rb p.25")


UNDISCOVERED = N_("an undiscovered terrain")


def _label(content, s, k) -> str | Msg:
    """A terrain's tile name (the pack's language), or the engine's words for one not discovered."""
    cell = s.cells[k]
    return content.tiles[cell.tile].name if cell.discovered else Msg(UNDISCOVERED)


def _place(content, s, k) -> str | dict:
    """`_label` as a message parameter."""
    cell = s.cells[k]
    return content.tiles[cell.tile].name if cell.discovered else Sub(UNDISCOVERED)


def apply(content, s: SaState, f: Action, choice, events: list) -> None:
    c = s.char(f.cid)
    target = choice.id.split(":", 1)[1]
    origin = c.pos
    if not s.cells[target].discovered:
        discover(content, s, target, events)              # rb p.25: revealed first, must enter
    status = board.edge_status(content, s, origin, target)
    f.stage = "travel"                                    # the Travel card comes after arrival (rb p.25)
    f.data["status"] = status
    enter(content, s, c, target, events)                  # a mystery there resolves first (rb p.58)


def auto(content, s: SaState, f: Action, events: list) -> bool:
    if f.stage != "travel":
        return False
    common.finish(s, f)
    _travel(content, s, s.char(f.cid), f.data["status"], events)
    return True


def enter(content, s: SaState, c, target: str, events: list) -> None:
    old, c.pos = c.pos, target
    for pet in (getattr(s, "saga", None) or {}).get("pets", {}).values():
        if pet.bonded == c.cid and pet.pos == old:
            pet.pos = target                               # rb p.90: its pet comes along
    events.append(Event("move", Msg("{name} moves to {place}", name=c.name, place=_place(content, s, target)), seat=c.seat, rule="rb p.25"))
    reveal_mysteries(content, s, target, events)


def _travel(content, s: SaState, c, status: str, events: list) -> None:
    """rb p.25-26: draw a Travel card (the discard is reshuffled when the deck is empty)."""
    deck = s.decks["travel"]
    if not deck:
        deck.extend(s.discards["travel"])
        s.discards["travel"].clear()
        s.rng.shuffle(deck)
    if not deck:
        _difficult(s, c, status, events)
        return
    cid = deck.pop(0)
    card = content.travel[cid]
    s.discards["travel"].append(cid)
    events.append(Event("travel", Msg("Travel card: {card}. {text}", card=card.name, text=card.text), seat=c.seat, reveals=True, rule="rb p.25"))
    if card.condition is None or conditions.holds(content, s, c, card.condition):
        effect_queue.push(s, c.cid, card.effects, source=f"travel:{cid}")
    else:
        _difficult(s, c, status, events)


def _difficult(s: SaState, c, status: str, events: list) -> None:
    """rb p.26: an obstructed path costs 1 energy (a minor wound if there is none, rb p.17)."""
    if status == "obstructed":
        chars.lose_energy(s, c, 1)
        events.append(Event("difficult", Msg("{name}: difficult travel, 1 energy lost", name=c.name), seat=c.seat, rule="rb p.26"))
    else:
        events.append(Event("difficult", Msg("{name}: difficult travel, the way is clear", name=c.name), seat=c.seat, rule="rb p.26"))


def discover(content, s: SaState, cell: str, events: list) -> None:
    s.cells[cell].discovered = True                       # rb p.21: the veil is lifted
    tile = content.tiles[s.cells[cell].tile]
    events.append(Event("discover", Msg("Discovered: {tile}", tile=tile.name), reveals=True, rule="rb p.25"))


def reveal_mysteries(content, s: SaState, cell: str, events: list, placed: bool = False) -> None:
    """rb p.58: a mystery token is revealed by a character arriving (or at once when placed
    where characters stand): an omen that is not current gives Knowledge +1; a current one reads
    the mystery table (region × omen); the token returns to the pool."""
    here = board.chars_at(s, cell)
    cl = s.cells[cell]
    if not here or not cl.mystery or not cl.discovered:
        return
    who = here[0]
    current = board.current_omens(content, s)
    while cl.mystery:
        omen = cl.mystery.pop(0)
        events.append(Event("mystery", Msg("Mystery revealed: {omen}", omen=omen), reveals=True, rule="rb p.58"))
        region = content.tiles[cl.tile].region
        entry = content.tables.mystery.get(region, {}).get(omen) if content.tables else None
        if omen in current and entry is not None:
            effect_queue.read_codex(content, s, who, entry, events)
        else:
            effect_queue.move_track(s, "knowledge", 1)


def flee(content, s: SaState, c, events: list) -> None:
    """rb p.55: to a random adjacent terrain, no Travel card, no difficult travel (SS-56)."""
    if not c.pos:
        return
    opts = [{"cell": k, "discovered": s.cells[k].discovered, "crossing": board.edge_status(content, s, c.pos, k)}
            for k in board.neighbours(s, c.pos)]
    rule = s.opt("ss_flight_targets") or "discovered_passable"
    cells = valley.flight_destinations(opts, rule=rule)
    if not cells:
        return
    target = cells[dice.random_pick(s.rng, len(cells))] if len(cells) <= 6 else cells[s.rng.below(len(cells))]
    events.append(Event("flee", Msg("{name} flees", name=c.name), seat=c.seat, reveals=True, rule="rb p.55"))
    if not s.cells[target].discovered:
        discover(content, s, target, events)
    enter(content, s, c, target, events)


def expansion_spots(content, s: SaState, c) -> list:
    """rb p.68: holder spots touching as many edges of the terrain as possible; none at the area
    limit (rb p.94)."""
    if not valley.can_expand(len(s.holders), 1):
        return []
    occupied = [board.parse(k) for k in s.cells]
    return valley.expansion_anchors(occupied, board.parse(c.pos))


def expand(content, s: SaState, c, region: str, modules: list, events: list, spot=None) -> None:
    """rb p.68: a new holder at the spot the players picked (SS-16), 3 random undiscovered tiles
    of the region, the modules named."""
    spots = expansion_spots(content, s, c)
    if not spots:
        return
    anchor, orient = spot if spot is not None else spots[0]
    pool = sorted(t for t in content.tiles if content.tiles[t].region == region and not content.tiles[t].start
                  and t not in {cl.tile for cl in s.cells.values()})
    s.rng.shuffle(pool)
    cells = [board.key(q, r) for q, r in valley.holder_cells(anchor, orient)]
    h = len(s.holders)
    s.holders.append(cells)
    for k in cells:
        if pool:
            s.cells[k] = Cell(tile=pool.pop(0), holder=h)
    for m, k in zip(modules, cells):
        if k in s.cells:
            s.cells[k].modules["A"] = m
    events.append(Event("expand", Msg("The valley expands"), reveals=True, rule="rb p.68"))
