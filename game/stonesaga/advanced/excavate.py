"""Excavate (rb p.82-86): a site action over several turns on a cave or a chasm. Start: 1
energy, shuffle the deck, discard until a room whose back shows a sensation of the site (cave:
cold or humidity; chasm: tremor or heat), enter it (claim its reward or resolve its entry),
prepare the two paths (left then right: discard until the back matches, reshuffling the discard
when the deck runs out). Later turns: the room's action, then descend by a path, exit (↶) or
stay. Depth = rooms above + 1; exiting at depth 1 returns to the start terrain, at 2-3 to any
discovered cave/chasm terrain of its region, at 4+ to any discovered cave/chasm terrain; all
claimed rewards are gained. Starting a turn at 0 energy: suffer or turn back (one reward kept,
the Day ends). Rulings SS-80..SS-83 (docs/rulings.md (Stonesaga))."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg

from .. import board, chars
from ..state import Action, SaState
from .common import granted, saga
from ..menu import menu_msg
from ..words import count

SITE_SENSATIONS = {"cave": ("cold", "humidity"), "chasm": ("tremor", "heat")}   # rb p.83


def digs(s: SaState) -> dict:
    return saga(s).setdefault("excavations", {})


def underground(s: SaState, cid: str) -> bool:
    return cid in digs(s)


def depth(dig: dict) -> int:
    """rb p.86: rooms above + 1 (the start room is depth 1)."""
    return len(dig["rooms"])


def _deck(content, s: SaState) -> dict:
    d = saga(s).setdefault("excavation_deck", {"deck": [], "discard": []})
    if not d["deck"] and not d["discard"]:
        d["deck"] = sorted(content.excavation)
    return d


def draw_matching(content, s: SaState, wanted: tuple[str, ...]) -> str:
    """Look at the top card's back; discard it face down until one matches (rb p.83, 85); an
    empty deck reshuffles its discard (rb p.85). "" if no card of the deck can ever match."""
    d = _deck(content, s)
    if not any(content.excavation[x].back.sensation in wanted for x in d["deck"] + d["discard"]):
        return ""
    while True:
        if not d["deck"]:
            d["deck"], d["discard"] = d["discard"], []
            s.rng.shuffle(d["deck"])
        top = d["deck"].pop(0)
        if content.excavation[top].back.sensation in wanted:
            return top
        d["discard"].append(top)


def exit_cells(content, s: SaState, dig: dict) -> list[str]:
    """rb p.86: where the miniature may come out at this depth."""
    n = depth(dig)
    if n <= 1:
        return [dig["origin"]]
    region = content.tiles[s.cells[dig["origin"]].tile].region
    out = []
    for k in sorted(s.cells):
        cl = s.cells[k]
        if not cl.discovered or not board.has_site(content, s, k, ("cave", "chasm")):
            continue
        if n <= 3 and content.tiles[cl.tile].region != region:
            continue
        out.append(k)
    return out or [dig["origin"]]


def available(content, s, c) -> list[Choice]:
    if not granted(content, s, "excavate"):
        return []
    if underground(s, c.cid):
        return [menu_msg("action:excavate:continue", N_("Go on excavating"))]
    if c.energy < 1:
        return []
    return [menu_msg(f"action:excavate:{site}", N_("Excavate ({site}, 1 energy)"), site=site)
            for site in ("cave", "chasm") if site in board.sites(content, s, c.pos)]


def begin(content, s, c, cid: str, events: list) -> None:
    what = cid.split(":")[2]
    f = Action(cid=c.cid, name="excavate", stage="", site=what)
    s.stack.append(f)
    if what == "continue":
        f.stage = "oppressive" if c.energy == 0 else "room"          # rb p.86
        return
    chars.spend_energy(c, 1)                                          # rb p.83
    d = _deck(content, s)
    d["deck"] += d["discard"]
    d["discard"] = []
    d["deck"].sort()
    s.rng.shuffle(d["deck"])                                          # rb p.83: shuffle the deck
    start = draw_matching(content, s, SITE_SENSATIONS[what])
    if not start:
        events.append(Event("excavate", Msg("No room of the deck leads down here"), seat=c.seat, rule="rb p.83"))
        s.stack.remove(f)
        return
    digs(s)[c.cid] = {"site": what, "origin": c.pos, "rooms": [], "claimed": [], "paths": {}}
    room = content.excavation[start]
    events.append(Event("excavate", Msg("{name} goes down: {text}", name=c.name, text=room.back.text), seat=c.seat, reveals=True, rule="rb p.84"))
    _enter(content, s, f, c, start, events)


def _enter(content, s: SaState, f: Action, c, rid: str, events: list) -> None:
    """rb p.84-85 steps 3-5: enter, the entry (claim the reward or resolve the effects), then
    prepare the paths; the turn ends."""
    from .. import effects
    dig = digs(s)[c.cid]
    dig["rooms"].append(rid)
    room = content.excavation[rid]
    events.append(Event("excavate", Msg("{name} enters {room} (depth {depth})", name=c.name, room=room.name, depth=depth(dig)),
                        seat=c.seat,
                        reveals=True, rule="rb p.84"))
    if room.reward:
        dig["claimed"].append(dict(room.reward))                     # claimed, not gained (rb p.86)
    dig["paths"] = {}
    for side in ("left", "right"):
        sens = getattr(room.paths, side)
        nxt = draw_matching(content, s, (sens,))
        if nxt:
            dig["paths"][side] = nxt
    f.stage = "end"
    if room.entry:
        effects.push(s, c.cid, list(room.entry), source=f"excavation:{rid}")


def auto(content, s, f: Action, events: list) -> bool:
    from .. import effects
    c = s.char(f.cid)
    if f.stage == "end":
        if c.cid in digs(s) and (c.dead or chars.incapacitated(s, c)):
            _leave(content, s, c, keep_one=True, events=events)      # rb p.86: any other end
        s.stack.remove(f)
        return True
    if f.stage == "room":
        dig = digs(s)[c.cid]
        room = content.excavation[dig["rooms"][-1]]
        f.stage = "move"
        if room.action:
            effects.push(s, c.cid, list(room.action), source=f"excavation:{room.id}")
            return True
    if f.stage == "move":
        if c.dead or c.cid not in digs(s):
            f.stage = "end"
            return True
        return False
    return False


def _leave(content, s: SaState, c, keep_one: bool, events: list, keep: int = 0, to: str = "") -> None:
    dig = digs(s).pop(c.cid)
    rewards = dig["claimed"]
    if keep_one:
        rewards = rewards[keep:keep + 1]
    for r in rewards:
        for k, n in r.items():
            chars.gain_resource(content, c, k, n)
    if not c.dead:
        c.pos = to or dig["origin"]


def pending(content, s, f: Action) -> Decision:
    c = s.char(f.cid)
    dig = digs(s)[c.cid]
    if f.stage == "oppressive":
        return Decision(c.seat, "stonesaga.excavate.oppressive", Msg("{name} has no energy left underground", name=c.name),
                        (Choice("suffer", Msg("Suffer a minor wound and go on")), Choice("turn_back", Msg("Turn back"))),
                        rule="rb p.86")
    if f.stage == "keep":
        return Decision(c.seat, "stonesaga.excavate.keep", Msg("{name}: keep which reward?", name=c.name),
                        tuple(Choice(f"opt:{i}", Msg("{rewards}", rewards=[count(k, n) for k, n in r.items()]))
                              for i, r in enumerate(dig["claimed"])), rule="rb p.86")
    if f.stage == "where":
        return Decision(c.seat, "stonesaga.excavate.exit", Msg("{name} comes out at depth {depth}: where?", name=c.name, depth=depth(dig)),
                        tuple(Choice(f"hex:{k}", content.tiles[s.cells[k].tile].name) for k in exit_cells(content, s, dig)),
                        rule="rb p.86")
    out = [Choice(f"path:{side}", Msg("Descend {side}: {text}", side=side, text=content.excavation[rid].back.text))
           for side, rid in sorted(dig["paths"].items())]
    out += [Choice("exit", Msg("Come out (↶) with every claimed reward")), Choice("stay", Msg("Stay in this room")),
            Choice("turn_back", Msg("Turn back (one reward; the Day ends)"))]
    return Decision(c.seat, "stonesaga.excavate.move",
                    Msg("{name}, depth {depth}: descend, come out or stay?", name=c.name, depth=depth(dig)),
                    tuple(out), rule="rb p.85-86")


def apply(content, s, f: Action, choice, events: list) -> None:
    from .. import effects
    c = s.char(f.cid)
    dig = digs(s)[c.cid]
    cid = choice.id
    if f.stage == "oppressive":
        if cid == "suffer":
            effects.push(s, c.cid, [{"suffer": {"kind": "wound", "severity": "minor"}}], source="excavation")
            f.stage = "room"                                          # ruling SS-81: the lost icon = minor wound
            return
        cid = "turn_back"
    if f.stage == "keep":
        _leave(content, s, c, True, events, keep=int(cid.split(":")[1]))
        c.passed = True                                               # rb p.82: giving up ends the Day
        events.append(Event("excavate", Msg("{name} turns back", name=c.name), seat=c.seat, rule="rb p.86"))
        f.stage = "end"
        return
    if f.stage == "where":
        _leave(content, s, c, False, events, to=cid.split(":", 1)[1])
        events.append(Event("excavate", Msg("{name} comes out", name=c.name), seat=c.seat, rule="rb p.86"))
        f.stage = "end"
        return
    if cid.startswith("path:"):
        rid = dig["paths"][cid.split(":")[1]]
        _enter(content, s, f, c, rid, events)                          # rb p.86 Descend
    elif cid == "exit":
        if len(exit_cells(content, s, dig)) > 1:
            f.stage = "where"
        else:
            _leave(content, s, c, False, events, to=exit_cells(content, s, dig)[0])
            events.append(Event("excavate", Msg("{name} comes out", name=c.name), seat=c.seat, rule="rb p.86"))
            f.stage = "end"
    elif cid == "turn_back":
        if len(dig["claimed"]) > 1:
            f.stage = "keep"
        else:
            _leave(content, s, c, True, events)
            c.passed = True
            events.append(Event("excavate", Msg("{name} turns back", name=c.name), seat=c.seat, rule="rb p.86"))
            f.stage = "end"
    else:
        f.stage = "end"                                               # stay: the turn ends


def night_falls(content, s: SaState, events: list) -> None:
    """Ruling SS-82: a character still underground when the Night is over turns back (the first
    claimed reward kept; digest G10)."""
    for cid in sorted(digs(s)):
        c = s.char(cid)
        _leave(content, s, c, True, events)
        events.append(Event("excavate", Msg("{name} turns back at nightfall", name=c.name), seat=c.seat, rule="rb p.86"))
