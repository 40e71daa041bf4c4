"""What a seat may see. Stonesaga is cooperative: every seat sees the same thing, and nobody
sees what is hidden from all (rb p.22): unread codex text, card fronts not yet revealed, deck
order, undiscovered tile faces, the omens of mystery and extraction tokens."""
from __future__ import annotations

from . import board, chars
from .fishing import MODS_FACE_DOWN
from .state import Action, Create, Effects, Night, Test


def view(content, s, seat) -> dict:
    cells = {}
    for k, cl in s.cells.items():
        if cl.discovered:
            cells[k] = {"tile": cl.tile, "name": content.tiles[cl.tile].name, "discovered": True,
                        "sites": board.sites(content, s, k), "fire": cl.fire, "shelter": cl.shelter,
                        "depletion": cl.depletion, "mystery": len(cl.mystery), "modules": dict(cl.modules),
                        "holder": cl.holder}
        else:
            cells[k] = {"discovered": False, "holder": cl.holder, "mystery": len(cl.mystery)}
    return {
        "game": "stonesaga", "seat": seat, "phase": s.phase, "day": s.day, "challenge": s.challenge,
        "active": s.active, "tracks": dict(s.tracks),
        "characters": [_char(content, s, c) for c in s.chars],
        "cells": cells, "start": s.start, "holders": [list(h) for h in s.holders],
        "camps": [{"name": k.name, "cell": k.cell, "zone": k.zone, "status": k.status,
                   "improvements": list(k.improvements),
                   # what its improvements store: public, on the table (rb p.18, 64, 95)
                   "stores": {i: {r: n for r, n in sorted(st.items()) if n} for i, st in sorted(k.stores.items())
                              if any(st.values())}} for k in s.camps],
        "decks": {name: len(d) for name, d in s.decks.items()},                  # counts only
        "discards": {name: list(d) for name, d in s.discards.items()},           # face up, public
        "current_omens": board.current_omens(content, s) if s.challenge else [],
        "objectives": list(s.objectives), "permanent": list(s.permanent), "achieved": list(s.achieved),
        "delivered": {k: dict(v) for k, v in s.delivered.items()},
        "codex_read": list(s.codex_read),
        "designed": list(s.designed), "knowledge_cards": list(s.knowledge_cards), "powers": list(s.powers),
        "associations": list(s.associations), "marks": list(s.marks),
        "adventure": {k: (list(v) if isinstance(v, list) else v) for k, v in s.adventure.items()},
        "legends": [{k: v for k, v in lg.items()} for lg in s.legends],
        "frames": [_frame(content, s, f) for f in s.stack],
        "result": s.result, "end_text": s.end_text,
        "behemoths": [_behemoth(b) for b in getattr(s, "behemoths", [])],
        "excavations": _excavations(content, s),
        "pets": _pets(content, s),
    }


def _pets(content, s) -> dict:
    """The pets on the table (rb p.89-91): bond, terrain, the tokens in their slots, stats and
    enhancements, all public."""
    from .content_campaign import for_content
    defs = for_content(content).pets
    out = {}
    for pid, p in sorted(s.saga.get("pets", {}).items()):
        d = defs.get(pid)
        out[pid] = {"name": d.name if d else pid, "bonded": p.bonded, "pos": p.pos, "bag": dict(p.bag),
                    "enh": dict(p.enh), "stats": dict(d.stats) if d else {}, "slots": d.slots if d else 0}
    return out


def _behemoth(b) -> dict:
    """A behemoth's board as the table shows it (rb p.74-77): the face-down Secret stays hidden."""
    return {"bid": b.bid, "name": b.name, "behaviour": b.behaviour, "awake": b.awake, "pos": b.pos,
            "goal": b.goal, "traces": list(b.traces), "lair": b.lair, "lair_zone": b.lair_zone,
            "lair_active": b.lair_active, "instinct": b.instinct, "secrets_known": list(b.secrets_known),
            "enh": dict(b.enh), "encounter": b.encounter}


def _excavations(content, s) -> dict:
    from .advanced.excavate import exit_cells
    """Who is underground (rb p.82-86): rooms entered (faces seen), claimed rewards, and the two
    prepared paths by their backs only (sensation and teaser; the room fronts stay hidden)."""
    out = {}
    for cid, dig in sorted(s.saga.get("excavations", {}).items()):
        paths = {}
        for side, rid in sorted(dig.get("paths", {}).items()):
            room = content.excavation.get(rid)
            if room is not None:
                paths[side] = {"sensation": room.back.sensation, "text": room.back.text}
        out[cid] = {"site": dig["site"], "origin": dig["origin"], "rooms": list(dig["rooms"]),
                    "claimed": [dict(r) for r in dig["claimed"]], "paths": paths,
                    "exits": exit_cells(content, s, dig)}
    return out


def _char(content, s, c) -> dict:
    return {"cid": c.cid, "seat": c.seat, "name": c.name, "stats": dict(c.stats), "trait": c.trait,
            "regalia": c.regalia, "power": c.power, "age": c.age, "enh": dict(c.enh), "energy": c.energy,
            "energy_max": chars.energy_max(s), "weak": [list(w) for w in c.weak], "boxes": chars.boxes(s),
            "pos": c.pos, "items": {k: list(v) for k, v in c.items.items()}, "stowed": list(c.stowed),
            "bag": dict(c.bag), "passed": c.passed, "dead": c.dead,
            "incapacitated": (not c.dead) and bool(c.stats) and chars.incapacitated(s, c)}


def _frame(content, s, f) -> dict:
    if isinstance(f, Action):
        data = {}
        for k, v in f.data.items():
            if k == "bag":                                 # extraction tokens: stones seen, omens hidden
                data["bag"] = sorted(t["stone"] for t in v)
            elif k == "mods" and f.name == "fish" and f.stage in MODS_FACE_DOWN:
                continue                                   # rb p.39-41: the Modifiers card is still face down
            else:
                data[k] = v
        return {"kind": f.name, "cid": f.cid, "stage": f.stage, "site": f.site, "data": data}
    if isinstance(f, Test):
        return {"kind": "test", "cid": f.cid, "stat": f.stat, "dice": list(f.dice), "stage": f.stage}
    if isinstance(f, Night):
        return {"kind": "night", "step": f.step, "card": f.card}
    if isinstance(f, Create):
        return {"kind": "create", "cid": f.cid, "stage": f.stage, "values": list(f.values)}
    if isinstance(f, Effects):
        return {"kind": "effects", "cid": f.cid, "source": f.source,
                "waiting": (f.wait or {}).get("prompt", ""),        # English; the id (issue 17) below
                "waiting_msg": (f.wait or {}).get("prompt_msg", ""), "waiting_args": (f.wait or {}).get("prompt_args")}
    return {"kind": type(f).__name__}
