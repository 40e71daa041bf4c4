"""Invariants checked after every decision by playouts: energy and weakness bounds, every card
in exactly one place, tracks within 0..20, no unread codex text or hidden omen in any view, the
state equal after a deep copy and after a JSON round trip."""
from __future__ import annotations

import copy
import json

from game.core import serial

from . import chars
from .state import Action, Night


def cards_held(s) -> dict[str, list[str]]:
    """Every card of each deck family wherever it is: deck, discard, a frame, the Night card."""
    out: dict[str, list[str]] = {"travel": [], "night": [], "fishing": [], "forage": []}
    for name, d in s.decks.items():
        out[name.split(":")[0]] += d
    for name, d in s.discards.items():
        out[name.split(":")[0]] += d
    for f in s.stack:
        if isinstance(f, Action) and f.name == "fish":
            out["fishing"] += list(f.data.get("stocks") or [f.data["stock"]]) + [f.data[k] for k in ("spots", "mods")]
        if isinstance(f, Action) and f.name == "forage":
            out["forage"] += list(f.data["row"]) + list(f.data["drawn"])
        if isinstance(f, Night) and f.card:
            out["night"].append(f.card)
    return out


def check(content, s, views: bool = True) -> list[str]:
    errs: list[str] = []
    emax, boxes = chars.energy_max(s), chars.boxes(s)
    for c in s.chars:
        if c.dead or not c.stats:
            continue
        if not 0 <= c.energy <= emax:
            errs.append(f"{c.cid}: energy {c.energy} outside 0..{emax}")
        if len(c.weak) > boxes:
            errs.append(f"{c.cid}: {len(c.weak)} weaknesses on {boxes} boxes")
        if any(v < 0 for v in c.bag.values()):
            errs.append(f"{c.cid}: a negative resource count")
        for slot, lst in c.items.items():
            if len(lst) + (len(c.stowed) if slot == "satchel" else 0) > {"hand": 2, "body": 3, "satchel": 4}[slot]:
                errs.append(f"{c.cid}: too many items in {slot}")
        if c.pos and c.pos not in s.cells:
            errs.append(f"{c.cid}: off the valley at {c.pos}")
    for t, v in s.tracks.items():
        if not 0 <= v <= 20:
            errs.append(f"track {t} = {v} outside 0..20")
    held = cards_held(s)
    pool = s.saga.get("deck_pool", {})            # a campaign's decks as they were kept (rb p.96)
    expect = {"travel": pool.get("travel") or sorted(content.challenges[s.challenge].decks.travel or content.travel),
              "night": pool.get("night") or sorted(content.challenges[s.challenge].decks.night or content.night),
              "fishing": sorted(f.id for f in content.fishing.values() if f.deck == "standard"),
              "forage": sorted(x for ids in content.forage_decks.values() for x in ids)}
    for fam, ids in held.items():
        if sorted(ids) != expect[fam]:
            errs.append(f"{fam} cards not conserved: {len(ids)} held of {len(expect[fam])}")
    insts = [i for c in s.chars for i in chars.all_items(c) + c.stowed]
    if len(insts) != len(set(insts)):
        errs.append("an item in two places")
    if views:
        v = json.dumps(_view(content, s), sort_keys=True, default=str)
        for cid, rec in content.codex.items():
            if cid not in s.codex_read and len(rec.text) > 12 and rec.text in v:
                errs.append(f"unread codex {cid} visible in the view")
        for k, cl in s.cells.items():
            if not cl.discovered and f'"{cl.tile}"' in v:
                errs.append(f"undiscovered tile {cl.tile} visible in the view")
        for name, d in s.decks.items():
            if len(d) > 1 and json.dumps(d) in v:
                errs.append(f"deck order of {name} visible in the view")
    dumped = serial.dump(s)
    if serial.dump(copy.deepcopy(s)) != dumped:
        errs.append("state differs after deepcopy")
    if serial.dump(serial.load(json.loads(json.dumps(dumped)))) != dumped:
        errs.append("state differs after a JSON round trip")
    return errs


def _view(content, s):
    from .view import view
    return view(content, s, 0)
