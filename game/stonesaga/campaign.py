"""The campaign (rb p.92-97): epochs, the choice of the next challenge, intervals and ageing,
deaths between challenges, what is kept from one challenge to the next, the journal's history,
epoch transitions, the end of a campaign and the start of the next.

Each challenge is its own match. A `CampaignRecord` (the journal, the valley, the community and
the characters) carries everything from one to the next: `setup_for` turns it into the next
match's setup (the record's carry-over rides in `setup["campaign"]`, so a match save replays on
its own), `carry_in` (called by ruleset.new_state) puts it into the new state, and `close` reads
the finished state back into the record. `save` writes the record atomically beside the match
save and keeps the previous copy; `load` refuses a damaged file with a clear message.
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import serial
from game.core.decision import Event
from game.core.i18n import N_, Msg, Sub
from game.core.rng import Rng

from . import behemoth, chars, dice
from .camp import camp_cap
from .content_campaign import for_content
from .state import STATS, Camp, Cell, SaState

MAGIC = "tableforge-stonesaga-campaign"
FORMAT = 1
KEEP_ITEMS = 5                 # rb p.95: up to five Item cards …
KEEP_MATERIALS = 5             # … and up to five Material tokens per character
LAST_GAME = 6                  # rb p.93: an End challenge must be chosen at the sixth game
END_FROM = 4                   # rb p.93: it may be chosen at the fourth and fifth
CARRIED_DECKS = ("travel", "night")   # rb p.96 step 4 (the composition; Second audit 2)


class CampaignError(Exception):
    """A campaign file that cannot be used, or an illegal campaign step; the message is for a player."""


@serial.register
@dataclass
class HistoryEntry:
    """One line of the journal's "Challenge history" page (rb p.96)."""
    epoch: int
    game: int
    challenge: str
    result: str
    days: int
    died: list[str] = field(default_factory=list)
    legends: list[str] = field(default_factory=list)
    achieved: list[str] = field(default_factory=list)
    demand: list[int] = field(default_factory=list)      # Demand after each Night
    codex: list[str] = field(default_factory=list)


@serial.register
@dataclass
class CampaignRecord:
    seed: int
    seats: list[dict[str, Any]]
    options: dict[str, str] = field(default_factory=dict)
    rng: Rng = field(default_factory=Rng)
    number: int = 1                       # which campaign of this community
    epoch: int = 1
    game: int = 0                         # challenges played in this epoch
    current: str = ""                     # the challenge chosen for the next match
    pending: list[str] = field(default_factory=list)      # the journal's pending challenges
    played: list[str] = field(default_factory=list)
    history: list[HistoryEntry] = field(default_factory=list)
    characters: list[dict[str, Any]] = field(default_factory=list)
    inherit: dict[str, dict[str, Any]] = field(default_factory=dict)   # seat → goods for a new character
    legends: list[dict[str, Any]] = field(default_factory=list)        # index 0 = bottom of the deck
    forgotten: list[dict[str, Any]] = field(default_factory=list)      # rb p.72, 97
    valley: dict[str, Any] = field(default_factory=dict)
    camps: list[dict[str, Any]] = field(default_factory=list)
    tracks: dict[str, int] = field(default_factory=lambda: {"population": 8, "discontent": 0})
    community: dict[str, list[str]] = field(default_factory=dict)
    decks: dict[str, list[str]] = field(default_factory=dict)
    behemoths: list[Any] = field(default_factory=list)  # behemoth.Behemoth
    arrivals: list[str] = field(default_factory=list)   # behemoths to arrive at the next setup
    taboos: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)        # between-challenge events, for the journal (English)
    # the same lines as [message id, parameters] (issue 17), from the first line logged with ids; a
    # record saved before has fewer (its older lines stay English: `log_lines`)
    log_msgs: list[Any] = field(default_factory=list)
    pets: list[str] = field(default_factory=list)       # pets gained and not lost (rb p.91)
    next_uid: int = 1                                   # characters' identities across challenges
    legend_uids: list[str] = field(default_factory=list)
    over: bool = False
    endures: bool = False
    fresco: dict[str, Any] = field(default_factory=dict)  # the cave fresco as drawn at the table (rb p.69-70):
    #                                                       {"stamps": [[mark, x, y]], "strokes": [{"colour", "pts"}]}


COMMUNITY_KEYS = ("designed", "knowledge_cards", "powers", "associations", "marks", "permanent")


# --- starting ------------------------------------------------------------------------------------

def new_campaign(seats: list[dict[str, Any]], seed: int, options: dict[str, str] | None = None) -> CampaignRecord:
    """A new community (rb p.6-11): nothing is carried yet; the first challenge is a New
    campaign challenge (rb p.92)."""
    opts = {k: v for k, v in (options or {}).items() if k != "ss_mode"}   # rb p.102: a campaign plays challenges
    return CampaignRecord(seed=seed, seats=[dict(x) for x in seats], options=opts,
                          rng=Rng.seeded(f"campaign:{seed}"))


def start_pets(content, rec: CampaignRecord) -> None:
    """rb p.89, 100: in extreme solo the character starts the campaign with a pet."""
    if rec.options.get("ss_solo") == "extreme" and not rec.pets:
        pets = sorted(for_content(content).pets)
        if pets:
            rec.pets = [pets[0]]


def challenge_type(content, cid: str) -> str:
    return content.challenges[cid].type


def game_number(rec: CampaignRecord) -> int:
    return rec.game + 1


def choices(content, rec: CampaignRecord) -> list[str]:
    """The challenges the next game may be (rb p.9 step 5, p.93; digest audit correction 1):
    game 1 of an epoch → its New campaign / New epoch challenges; games 2-3 → a pending Crisis if
    there is one, else any pending non-End challenge; games 4-5 → an End challenge or a pending
    one, Crisis first; game 6 → End. Ruling SS-73: with nothing pending, the End challenge."""
    if rec.over:
        return []
    ep = for_content(content).epoch(rec.epoch)
    if ep is None:
        return []
    n = game_number(rec)
    if n == 1:
        return [c for c in ep.new if c not in rec.played]
    ends = [c for c in ep.end if c not in rec.played]
    pend = [c for c in rec.pending if c not in rec.played and challenge_type(content, c) not in
            ("new_campaign", "new_epoch", "end_epoch", "end_campaign")]
    crises = [c for c in pend if challenge_type(content, c) == "crisis"]
    if n >= LAST_GAME:
        return ends
    first = crises or pend
    if n >= END_FROM:
        return ends + first
    return first or ends


def choose(content, rec: CampaignRecord, cid: str) -> list[str]:
    """Take `cid` as the next challenge: unpicked Crises (and, with an End challenge, Perils)
    resolve their effects (rb p.93), then its interval ages the characters (rb p.94). Returns
    the journal lines."""
    allowed = choices(content, rec)
    if cid not in allowed:
        raise CampaignError(Msg("{cid} cannot be the next challenge now (allowed: {allowed}, rb p.93)", cid=cid,
                                allowed=", ".join(allowed) or Sub(N_("none"))))
    out: list[Msg] = []
    kind = challenge_type(content, cid)
    is_end = kind in ("end_epoch", "end_campaign")
    ignored = []
    for p in list(rec.pending):
        if p == cid or p in rec.played:
            continue
        pk = challenge_type(content, p)
        if (pk == "crisis" and (kind == "crisis" or is_end)) or (pk == "peril" and is_end):
            ignored.append(p)
    for p in ignored:                                                # rb p.93
        link = for_content(content).links.get(p)
        pk = challenge_type(content, p)
        out.append(Msg("Unchosen {kind} {challenge}: its effects resolve", kind=Sub(UNCHOSEN.get(pk, pk)), challenge=p))
        if rec.options.get("ss_unpicked_crisis", "removed") == "removed":
            rec.pending.remove(p)                                    # ruling SS-74
        if link is not None:
            out += apply_effects(content, rec, link.ignored)
    if cid in rec.pending:
        rec.pending.remove(cid)
    rec.current = cid
    interval = content.challenges[cid].interval
    if interval in ("generation", "epoch") and rec.pets:
        out.append(Msg("The pets are lost to time (rb p.91)"))
        rec.pets = []
    out += apply_interval(content, rec, interval)
    return _logged(rec, out)


# --- intervals, ageing and deaths (rb p.70-71, p.94) ------------------------------------------------

def apply_interval(content, rec: CampaignRecord, interval: str) -> list[Msg]:
    """rb p.94: Season and Introduction change nothing; Generation ages every existing character
    (young → old, old → dies); Epoch: every existing character dies."""
    out: list[Msg] = []
    if interval in ("season", "introduction"):
        return out
    for ch in list(rec.characters):
        if interval == "epoch" or ch["age"] == "old":
            out += die_between(content, rec, ch)
        else:
            ch["age"] = "old"
            out.append(Msg("{name} grows old", name=ch["name"]))
    return out


def mourn(content, rng: Rng, legend: dict, old_age: bool) -> tuple[str, int]:
    """rb p.70 step 1: d6 (+2 for old age between challenges): 1 Population −1, 2-4 Discontent
    +1, 5+ the Legend's lowest stat +1 (max 6; rulings SS-10, SS-58). Returns (effect, roll)."""
    roll = dice.roll_d6(rng) + (2 if old_age else 0)
    row = next(r for r in content.rulebook.mourning if roll >= r.min and (r.max is None or roll <= r.max))
    if row.effect == "stat_plus_1":
        st = min(STATS, key=lambda x: (legend["stats"][x], STATS.index(x)))
        legend["stats"][st] = min(6, legend["stats"][st] + 1)
    return row.effect, roll


def die_between(content, rec: CampaignRecord, ch: dict) -> list[Msg]:
    """A death between challenges (rb p.70-71): mourning with +2, the Legend joins the deck,
    its kept goods (≤5 items, ≤5 materials) pass to the seat's new character."""
    rec.characters.remove(ch)
    rec.legend_uids.append(ch.get("uid", ""))
    legend = {"name": ch["name"], "stats": dict(ch["stats"]), "trait": ch.get("trait", ""), "with": "",
              "marks": list(ch.get("marks", []))}
    effect, roll = mourn(content, rec.rng, legend, old_age=True)
    if effect == "population_minus_1":
        rec.tracks["population"] = max(0, rec.tracks["population"] - 1)
    elif effect == "discontent_plus_1":
        rec.tracks["discontent"] = min(20, rec.tracks["discontent"] + 1)
    rec.legends.insert(len(rec.legends), legend)                     # joins the Legends deck
    heir = rec.inherit.setdefault(str(ch["seat"]), {"items": [], "materials": {}})
    heir["items"] = (heir["items"] + list(ch.get("items", [])))[:KEEP_ITEMS]
    room = KEEP_MATERIALS - sum(heir["materials"].values())
    for k, n in sorted(ch.get("materials", {}).items()):
        take = min(n, room)
        if take > 0:
            heir["materials"][k] = heir["materials"].get(k, 0) + take
            room -= take
    return [Msg("{name} dies (mourning roll {roll}: {effect}) and becomes a Legend", name=ch["name"], roll=roll,
                effect=Sub(MOURNING.get(effect, effect)))]


# --- campaign effects ------------------------------------------------------------------------------

def apply_effects(content, rec: CampaignRecord, fx) -> list[Msg]:
    out = []
    for e in fx or ():
        name, arg = (e, None) if isinstance(e, str) else next(iter(e.items()))
        if name == "pending":
            if arg not in rec.pending and arg not in rec.played:
                rec.pending.append(arg)                              # rb p.93
                out.append(Msg("Pending challenge: {challenge}", challenge=content.challenges[arg].name))
        elif name == "taboo":
            if arg not in rec.taboos:
                rec.taboos.append(arg)                               # rb p.87
                out.append(Msg("A taboo: {taboo}", taboo=for_content(content).taboos[arg]))
        elif name == "remove_taboo":
            if arg in rec.taboos:
                rec.taboos.remove(arg)
        elif name == "arrive":
            if arg not in rec.arrivals and not any(_bid(b) == arg for b in rec.behemoths):
                rec.arrivals.append(arg)
                out.append(Msg("A behemoth is coming: {behemoth}", behemoth=for_content(content).behemoths[arg].name))
        elif name == "track":
            for t, n in arg.items():
                rec.tracks[t] = max(0, min(20, rec.tracks[t] + n))
        elif name == "knowledge":
            _add(rec.community.setdefault("knowledge_cards", []), arg)
        elif name == "power":
            _add(rec.community.setdefault("powers", []), arg)
    return out


def _bid(b) -> str:
    return b.bid if hasattr(b, "bid") else b.get("bid", "")


def _add(lst: list, x) -> None:
    if x not in lst:
        lst.append(x)


# --- the next match --------------------------------------------------------------------------------

def setup_for(content, rec: CampaignRecord, cid: str | None = None) -> dict[str, Any]:
    """The next match's setup: the seats (each seat keeps its number of characters: carried ones
    plus new ones replacing the dead), the options, the challenge and the carry-over."""
    cid = cid or rec.current
    if not cid:
        raise CampaignError(Msg("choose the next challenge first (rb p.9 step 5)"))
    seats = []
    for i, seat in enumerate(rec.seats):
        seats.append({"controller": seat.get("controller", "human"), "characters": str(seat.get("characters", "1"))})
    setup: dict[str, Any] = {"seats": seats, "challenge": cid, **rec.options}
    if rec.valley.get("region"):
        setup["region"] = rec.valley["region"]
    setup["campaign"] = carry(rec)
    return setup


def carry(rec: CampaignRecord) -> dict[str, Any]:
    """What the next match receives (plain JSON)."""
    return {
        "epoch": rec.epoch, "game": rec.game + 1, "number": rec.number,
        "characters": json.loads(json.dumps(rec.characters)),
        "inherit": json.loads(json.dumps(rec.inherit)),
        "legends": json.loads(json.dumps(rec.legends)),
        "valley": json.loads(json.dumps(rec.valley)),
        "camps": json.loads(json.dumps(rec.camps)),
        "tracks": dict(rec.tracks),
        "community": json.loads(json.dumps(rec.community)),
        "decks": json.loads(json.dumps(rec.decks)),
        "behemoths": [serial.dump(b) for b in rec.behemoths],
        "arrivals": list(rec.arrivals),
        "taboos": list(rec.taboos),
        "pets": list(rec.pets),
    }


def carry_in(content, s: SaState, cd: dict[str, Any]) -> None:
    """Put a campaign's carry-over into a freshly set-up state (called at the end of
    ruleset.new_state): the kept characters take the first character slots of their seat (their
    creation is skipped), new characters receive the dead's bequest (rb p.71), the valley, camps,
    Population and Discontent, community assets, decks and behemoths come back; Demand and
    Knowledge start at 0 (rb p.96). Then one behemoth with an active lair wakes (rb p.75)."""
    from .state import Create
    cd = json.loads(json.dumps(cd))                                   # the match's setup stays as it was
    saga = _saga(s)
    saga["campaign"] = {"epoch": cd["epoch"], "game": cd["game"], "number": cd.get("number", 1)}
    saga["taboos"] = list(cd.get("taboos", []))
    saga["taboo_broken"] = False
    carried = list(cd.get("characters", []))
    by_seat: dict[int, list[dict]] = {}
    for ch in carried:
        by_seat.setdefault(int(ch["seat"]), []).append(ch)
    keep_create = []
    for f in list(s.stack):
        if not isinstance(f, Create):
            continue
        c = s.char(f.cid)
        mine = by_seat.get(c.seat) or []
        if mine:
            ch = mine.pop(0)
            c.name, c.stats, c.trait, c.regalia = ch["name"], dict(ch["stats"]), ch.get("trait", ""), ch.get("regalia", "")
            c.power, c.age = ch.get("power", ""), ch.get("age", "young")
            c.enh = {st: 0 for st in STATS}
            _give(content, s, c, ch.get("items", []), ch.get("materials", {}))
            saga.setdefault("uids", {})[c.cid] = ch.get("uid", "")
            s.stack.remove(f)
        else:
            heir = (cd.get("inherit") or {}).pop(str(c.seat), None)
            if heir:
                _give(content, s, c, heir.get("items", []), heir.get("materials", {}))
            keep_create.append(f)
    v = cd.get("valley") or {}
    if v.get("cells"):
        s.cells = {k: Cell(tile=x["tile"], holder=int(x["holder"]), discovered=bool(x["discovered"]),
                           modules=dict(x.get("modules", {}))) for k, x in v["cells"].items()}
        s.holders = [list(h) for h in v["holders"]]
        s.region, s.start, s.tile_bag = v["region"], v["start"], list(v.get("tile_bag", []))
    s.camps = [Camp(name=x["name"], cell=x["cell"], zone=x["zone"], status=x["status"],
                    improvements=list(x.get("improvements", []))) for x in cd.get("camps", [])]
    tr = cd.get("tracks") or {}
    s.tracks.update({"demand": 0, "knowledge": 0, "population": int(tr.get("population", 8)),
                     "discontent": int(tr.get("discontent", 0))})
    saga["campaign"]["tracks_in"] = dict(s.tracks)                   # before the challenge's setup text
    com = cd.get("community") or {}
    for k in ("designed", "knowledge_cards", "powers", "associations", "marks"):
        for x in com.get(k, []):
            _add(getattr(s, k), x)
    for x in com.get("permanent", []):
        _add(s.permanent, x)
    s.legends = [dict(lg, **{"with": ""}) for lg in cd.get("legends", [])]
    for name in CARRIED_DECKS:
        comp = (cd.get("decks") or {}).get(name)
        if comp:
            s.decks[name] = sorted(comp)
            s.discards[name] = []
            s.rng.shuffle(s.decks[name])                              # rb p.11 step 10
            _saga(s).setdefault("deck_pool", {})[name] = sorted(comp)   # rb p.96: this game's deck
    herd = behemoth.herd(s)
    herd[:] = [serial.load(b) for b in cd.get("behemoths", [])]
    events: list = []
    for bid in cd.get("arrivals", []):
        cell = arrival_cell(content, s)
        if cell:
            behemoth.arrive(content, s, bid, cell, events)
    behemoth.challenge_start(content, s, events)
    if cd.get("pets"):
        from .advanced import pets as pet_rules
        for pid, c in zip(cd["pets"], s.chars):                       # rb p.91: after regalia, any character
            p = pet_rules.gain_pet(content, s, pid, c)
            p.pos = s.start
    if not keep_create:
        from . import setup
        setup.begin(content, s, events)
    if int(cd.get("game", 0)) == 1 and int(cd.get("epoch", 1)) > 1:
        from .campaign_frames import push_ruins
        push_ruins(s)                                                 # rb p.32: the players choose


def _saga(s: SaState) -> dict:
    d = getattr(s, "saga", None)
    if d is None:
        d = {}
        s.saga = d                                                    # type: ignore[attr-defined]
    return d


def _give(content, s: SaState, c, items: list[str], materials: dict[str, int]) -> None:
    for it in items:
        if it in content.items:
            chars.give_item(s, content, c, it)
    for k, n in materials.items():
        chars.add(c, k, int(n))


def arrival_cell(content, s: SaState) -> str:
    """Ruling SS-75 (behemoth.arrival_cell, which an arrival by an effect uses too)."""
    return behemoth.arrival_cell(content, s)


# --- the end of a challenge (rb p.95-96) -----------------------------------------------------------

def kept_goods(content, s: SaState, c) -> tuple[list[str], dict[str, int]]:
    """rb p.95: up to 5 Item cards and 5 Material tokens from the character's inventory or the
    improvements on its terrain; food and water are lost. The players' choice (campaign_frames,
    decisions at the challenge's end) when it was made; ruling SS-76 otherwise (a state closed
    without it): the first items in slot order and the most plentiful materials."""
    chosen = _saga(s).get("kept", {}).get(c.cid)
    if chosen is not None:
        return list(chosen["items"])[:KEEP_ITEMS], dict(chosen["materials"])
    items = [chars.item_id(i) for i in chars.all_items(c) + list(c.stowed)][:KEEP_ITEMS]
    pool: dict[str, int] = {}
    for k, n in c.bag.items():
        if chars.is_material(content, k):
            pool[k] = pool.get(k, 0) + n
    for camp in s.camps:
        if camp.cell == c.pos and camp.status == "active":
            for store in camp.stores.values():
                for k, n in store.items():
                    if chars.is_material(content, k):
                        pool[k] = pool.get(k, 0) + n
    mats: dict[str, int] = {}
    room = KEEP_MATERIALS
    for k in sorted(pool, key=lambda x: (-pool[x], x)):
        take = min(pool[k], room)
        if take:
            mats[k] = take
            room -= take
    return items, mats


def close(content, rec: CampaignRecord, s: SaState, history: list | None = None) -> list[str]:
    """Read the finished challenge back into the record (rb p.95-96) and resolve its
    consequences: the history line, the pending challenges its result adds, the taboo check
    (rb p.87), the end of an epoch (transition, rb p.93) or of the campaign (rb p.97)."""
    if not rec.current or s.challenge != rec.current:
        raise CampaignError(Msg("this match plays {cid}, the campaign expected {expected}", cid=s.challenge,
                                expected=rec.current or Sub(N_("none"))))
    out: list[Msg] = []
    cid = rec.current
    result = s.result or "lost"
    before = {lg["name"] for lg in rec.legends}
    legends_made = [lg["name"] for lg in s.legends if lg["name"] not in before]
    died = [c.name for c in s.chars if c.dead]
    demand = [int(e.text.split("→")[1]) for e in (history or []) if getattr(e, "kind", "") == "track"
              and e.text.startswith("Demand →")]
    rec.history.append(HistoryEntry(epoch=rec.epoch, game=rec.game + 1, challenge=cid, result=result, days=s.day,
                                    died=died, legends=legends_made, achieved=list(s.achieved), demand=demand,
                                    codex=[str(x) for x in s.codex_read]))
    # characters: the living keep their card and their kept goods (rb p.95)
    rec.characters = []
    uids = dict(_saga(s).get("uids", {}))
    for c in s.chars:
        if c.cid not in uids:
            uids[c.cid] = f"u{rec.next_uid}"
            rec.next_uid += 1
        if c.dead:
            rec.legend_uids.append(uids[c.cid])
    for c in s.chars:
        if c.dead or not c.stats:
            continue
        items, mats = kept_goods(content, s, c)
        rec.characters.append({"uid": uids[c.cid], "seat": c.seat, "name": c.name, "stats": dict(c.stats), "trait": c.trait,
                               "regalia": c.regalia, "power": c.power, "age": c.age, "items": items,
                               "materials": mats})
    rec.inherit = {}
    rec.legends = [dict(lg, **{"with": ""}) for lg in s.legends]
    # the map: modules and camps stay, every location token goes (rb p.96)
    rec.valley = {"region": s.region, "start": s.start, "holders": [list(h) for h in s.holders],
                  "tile_bag": list(s.tile_bag),
                  "cells": {k: {"tile": x.tile, "holder": x.holder, "discovered": x.discovered,
                                "modules": dict(x.modules)} for k, x in s.cells.items()}}
    rec.camps = [{"name": x.name, "cell": x.cell, "zone": x.zone, "status": x.status,
                  "improvements": list(x.improvements)} for x in s.camps]
    # tracks: Demand and Knowledge reset, Population and Discontent persist (rb p.96)
    rec.tracks = {"population": s.tracks["population"], "discontent": s.tracks["discontent"]}
    rec.community = {k: list(getattr(s, k)) for k in COMMUNITY_KEYS}
    rec.decks = {name: sorted(s.decks.get(name, []) + s.discards.get(name, [])) for name in CARRIED_DECKS}
    behemoth.end_of_challenge(s)
    rec.behemoths = [serial.load(serial.dump(b)) for b in behemoth.herd(s)]
    rec.arrivals = []
    saga = _saga(s)
    rec.pets = sorted(saga.get("pets", {}))
    rec.taboos = list(saga.get("taboos", rec.taboos))
    if rec.taboos and not saga.get("taboo_broken"):                   # rb p.87
        rec.tracks["discontent"] = max(0, rec.tracks["discontent"] - 1)
        out.append(Msg("No taboo was broken: Discontent −1"))
    rec.played.append(cid)
    rec.game += 1
    rec.current = ""
    link = for_content(content).links.get(cid)
    if link is not None:
        out += apply_effects(content, rec, link.won if result == "won" else link.lost)
    kind = challenge_type(content, cid)
    if kind == "end_campaign":
        out += end_campaign(content, rec, endures=result == "won")
    elif kind == "end_epoch":
        out += next_epoch(content, rec)
    return _logged(rec, out)


def next_epoch(content, rec: CampaignRecord) -> list[Msg]:
    """rb p.93: the epoch's transition, then a new epoch (its first game is a New epoch
    challenge); at its start camps over the Population cap become ruins (rb p.32)."""
    out = []
    ep = for_content(content).epoch(rec.epoch)
    if ep is not None and ep.transition is not None:
        out.append(Msg("Transition: {title}. {text}", title=ep.transition.title, text=ep.transition.text))
        out += apply_effects(content, rec, ep.transition.effects)
    rec.epoch += 1
    rec.game = 0
    if for_content(content).epoch(rec.epoch) is None:
        return out + end_campaign(content, rec, endures=True)
    return out                     # camps over the cap: chosen in the new epoch's first match (rb p.32)


def ruin_over_cap(rec: CampaignRecord) -> list[Msg]:
    """rb p.32: at the start of a new epoch, active camps over the cap become ruins. The players
    choose in the new epoch's first match (campaign_frames.push_ruins); this record-level
    fallback (ruling SS-77: the most recently established ones) serves tools without a match."""
    out = []
    active = [x for x in rec.camps if x["status"] == "active"]
    extra = len(active) - camp_cap(rec.tracks["population"])
    for x in reversed(active):
        if extra <= 0:
            break
        x["status"] = "ruin"
        extra -= 1
        out.append(Msg("{camp} becomes a ruin", camp=x["name"]))
    return out


def end_campaign(content, rec: CampaignRecord, endures: bool) -> list[Msg]:
    """rb p.97: tick Legend on every character card; the community endures or vanishes
    (ruling SS-78: it endures when the End of campaign challenge is won)."""
    for ch in rec.characters:
        rec.legends.append({"name": ch["name"], "stats": dict(ch["stats"]), "trait": ch.get("trait", ""),
                            "with": "", "marks": []})
        rec.legend_uids.append(ch.get("uid", ""))
    rec.characters = []
    rec.over = True
    rec.endures = endures
    return [Msg(N_("The campaign ends; the community endures") if endures else N_("The campaign ends; the community vanishes"))]


def next_campaign(content, rec: CampaignRecord, enduring: bool, valley: str = "rediscover") -> CampaignRecord:
    """rb p.97 « Commencer les campagnes suivantes »: an enduring community keeps terrain
    holders, tiles, modules, Legends, regalia powers and knowledge cards; a new one forgets its
    Legends and keeps holders, tiles, modules and camp cards. The valley is new, or rediscovered
    (tiles undiscovered, camps → ruins, other modules removed). CA01's place: the pack's first
    new-campaign challenge other than the tutorial becomes pending."""
    if enduring and not rec.endures:
        raise CampaignError(Msg("this community vanished at the end of its campaign: start a new community (rb p.97)"))
    new = new_campaign(rec.seats, rec.seed + 1, rec.options)
    new.number = rec.number + 1
    new.rng = Rng(rec.rng.state)
    if enduring:
        new.legends = [dict(lg) for lg in rec.legends]
        new.community = {"powers": list(rec.community.get("powers", [])),
                         "knowledge_cards": list(rec.community.get("knowledge_cards", []))}
        new.behemoths = [serial.load(serial.dump(b)) for b in rec.behemoths]
        new.forgotten = list(rec.forgotten)
    else:
        new.forgotten = list(rec.forgotten) + [dict(lg) for lg in rec.legends]
    if valley == "rediscover" and rec.valley.get("cells"):
        v = json.loads(json.dumps(rec.valley))
        camp_cells = {(x["cell"], x["zone"]) for x in rec.camps}
        for k, x in v["cells"].items():
            x["discovered"] = k == v["start"]
            x["modules"] = {z: m for z, m in x["modules"].items() if (k, z) in camp_cells or
                            any(b.lair == k and b.lair_zone == z for b in new.behemoths)}
        new.valley = v
        new.camps = [dict(x, status="ruin") for x in rec.camps]
    starters = [c for c in sorted(content.challenges) if challenge_type(content, c) == "new_campaign"
                and not content.challenges[c].tutorial]
    if starters:
        new.pending.append(starters[0])
    return new


def infinite_after(content, rec: CampaignRecord, keep_community: bool = True) -> dict[str, Any]:
    """rb p.97 « Jouer en mode infini après une campagne », rb p.103 « Vallée existante »: the
    setup of an infinite-mode game in a finished campaign's valley, with its Night and Travel decks
    and its behemoths (those with an active lair count as arrived). An enduring community may go
    on (Legends, knowledge, powers, camps, Population and Discontent, taboos, pets); otherwise a
    new community starts there (steps 1, 7 and 8). The characters are new either way: at the end
    of the campaign every character card became a Legend (rb p.97)."""
    if not rec.over:
        raise CampaignError(Msg("Infinite mode after a campaign starts once the campaign is over (rb p.97)."))
    if keep_community and not rec.endures:
        raise CampaignError(Msg("This community vanished at the end of its campaign; a new one may play on in its "
                                "valley (rb p.97, 103)."))
    tmp: CampaignRecord = serial.load(serial.dump(rec))
    tmp.characters, tmp.inherit, tmp.arrivals = [], {}, []
    tmp.game = 1                                  # not an epoch's first game: no camps to ruin here
    if not keep_community:
        tmp.community, tmp.legends, tmp.taboos, tmp.pets = {}, [], [], []
        tmp.tracks = {"population": 8, "discontent": 0}                # rb p.11 step 9
        tmp.camps = [dict(x, status="ruin") for x in tmp.camps]
    cid = tmp.played[-1] if tmp.played else sorted(content.challenges)[0]
    setup: dict[str, Any] = {"seats": [{"controller": x.get("controller", "human"),
                                        "characters": str(x.get("characters", "1"))} for x in tmp.seats],
                             "challenge": cid, **tmp.options, "ss_mode": "infinite"}
    if tmp.valley.get("region"):
        setup["region"] = tmp.valley["region"]
    setup["campaign"] = carry(tmp)
    return setup


# --- saving (rb p.96) ------------------------------------------------------------------------------

def save(rec: CampaignRecord, path: Path | str) -> Path:
    """Write atomically (temporary file, fsync, rename); the file it replaces is kept as
    `<name>.prev.json`, so a crash or a damaged new copy never loses the campaign."""
    path = Path(path)
    doc = {"magic": MAGIC, "format": FORMAT, "record": serial.dump(rec)}
    text = json.dumps(doc, separators=(",", ":"))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".saving-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if path.exists():
            shutil.copyfile(path, prev_path(path))
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def prev_path(path: Path | str) -> Path:
    path = Path(path)
    return path.with_name(path.stem + ".prev" + path.suffix)


def load(path: Path | str) -> CampaignRecord:
    """Read a campaign file; anything damaged raises CampaignError with a message for a player
    and leaves the file (and its previous copy) untouched."""
    path = Path(path)
    name = path.name
    prev = prev_path(path)
    # the sentence that follows a refusal when the previous copy exists (a Msg parameter: its own
    # leading space, so that the refusal reads the same without it)
    keep = Sub(N_(" The previous copy {name} is kept."), name=prev.name) if prev.exists() else ""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise CampaignError(Msg("There is no campaign file called {name}.", name=name)) from None
    except OSError as exc:
        raise CampaignError(Msg("The campaign file {name} cannot be read: {error}.", name=name,
                                error=str(exc.strerror or exc))) from None
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise CampaignError(Msg("The campaign file {name} is damaged or truncated and cannot be loaded.{keep}",
                                name=name, keep=keep)) from None
    if not isinstance(doc, dict) or doc.get("magic") != MAGIC:
        raise CampaignError(Msg("{name} is not a Stonesaga campaign file.{keep}", name=name, keep=keep))
    if doc.get("format") != FORMAT:
        raise CampaignError(Msg("The campaign file {name} has format {fmt}; this Tableforge reads {ours}.{keep}", name=name,
                                fmt=repr(doc.get("format")), ours=FORMAT, keep=keep))
    try:
        rec = serial.load(doc["record"])
    except Exception:
        raise CampaignError(Msg("The campaign file {name} is damaged and cannot be loaded.{keep}", name=name,
                                keep=keep)) from None
    if not isinstance(rec, CampaignRecord):
        raise CampaignError(Msg("The campaign file {name} is damaged and cannot be loaded.{keep}", name=name,
                                keep=keep))
    return rec


# the challenges left unchosen (rb p.93) in their line
UNCHOSEN = {"crisis": N_("crisis"), "peril": N_("peril")}
# the mourning roll's effects (rb p.70) in a between-challenge death's line
MOURNING = {"population_minus_1": N_("population_minus_1"), "discontent_plus_1": N_("discontent_plus_1"),
            "stat_plus_1": N_("stat_plus_1")}


def _logged(rec: CampaignRecord, out: list[Msg]) -> list[str]:
    """Write the lines into the record's log (English, and their ids in `log_msgs`, kept in step
    with `log` even on a record saved before ids); the English lines back."""
    texts = [m.english() for m in out]
    rec.log_msgs += [None] * (len(rec.log) - len(rec.log_msgs))
    rec.log += texts
    rec.log_msgs += [[m.template, dict(m.args)] for m in out]
    return texts


def log_lines(rec: CampaignRecord, last: int | None = None) -> list[tuple[str, str, dict[str, Any]]]:
    """The log as (English, message id, parameters): an id "" for a line logged before ids, so
    the journal shows it as it was written. `last`: only that many lines, the newest."""
    msgs = rec.log_msgs + [None] * (len(rec.log) - len(rec.log_msgs))
    out = [(text, m[0], m[1]) if m else (text, "", {}) for text, m in zip(rec.log, msgs)]
    return out if last is None else out[len(out) - last:] if last else []


def journal_event(text: str) -> Event:
    return Event("campaign", text, rule="rb p.92-97")


# --- what every seat sees of the campaign helper's state -------------------------------------------

def public_view(content, s: SaState) -> dict[str, Any]:
    """The behemoths (no face-down Secret), excavations (depth, claimed rewards, the backs of the
    prepared rooms only), the infinite-mode event (the current one; the deck as a count), pets,
    taboos and the campaign's place; nothing hidden from all (rb p.22) goes out."""
    from .advanced import excavate, pets
    saga = _saga(s)
    digs = {}
    for cid, dig in sorted(excavate.digs(s).items()):
        digs[cid] = {"site": dig["site"], "origin": dig["origin"], "depth": excavate.depth(dig),
                     "room": dig["rooms"][-1] if dig["rooms"] else "", "claimed": [dict(r) for r in dig["claimed"]],
                     "paths": {side: {"sensation": content.excavation[rid].back.sensation,
                                      "text": content.excavation[rid].back.text} for side, rid in dig["paths"].items()}}
    inf = saga.get("infinite")
    return {
        "campaign": dict(saga.get("campaign", {})),
        "behemoths": [{"bid": b.bid, "name": b.name, "behaviour": b.behaviour, "lair": b.lair,
                       "lair_active": b.lair_active, "awake": b.awake, "pos": b.pos, "goal": b.goal,
                       "traces": list(b.traces), "instinct": b.instinct, "secret_hidden": bool(b.secret_down),
                       "secrets_known": list(b.secrets_known), "enh": dict(b.enh)} for b in behemoth.herd(s)],
        "excavations": digs,
        "event": ({"current": inf["deck"][0] if inf["deck"] else "", "deck": len(inf["deck"]),
                   "discard": list(inf["discard"])} if inf else None),
        "pets": {pid: {"bonded": p.bonded, "pos": p.pos, "bag": dict(p.bag), "enh": dict(p.enh)}
                 for pid, p in sorted(pets.pets(s).items())},
        "taboos": list(saga.get("taboos", [])),
    }


def journal_text(content, rec: CampaignRecord) -> str:
    """The journal as text (rb p.22, 96): Community page (tracks, taboos, knowledge, powers),
    pending challenges, the challenge history by epoch, the Behemoths page, Legends."""
    cc = for_content(content)
    lines = [f"Campaign {rec.number} — epoch {rec.epoch}, game {rec.game + 1}" + (" (over)" if rec.over else "")]
    lines.append(f"Population {rec.tracks['population']}, Discontent {rec.tracks['discontent']}")
    if rec.taboos:
        lines.append("Taboos: " + "; ".join(cc.taboos.get(t, t) for t in rec.taboos))
    for k in ("knowledge_cards", "powers", "designed"):
        if rec.community.get(k):
            lines.append(f"{k.replace('_', ' ').capitalize()}: {', '.join(rec.community[k])}")
    lines.append("Pending: " + (", ".join(f"{c} {content.challenges[c].name} ({content.challenges[c].type})"
                                          for c in rec.pending) or "none"))
    for h in rec.history:
        lines.append(f"[epoch {h.epoch} game {h.game}] {h.challenge} {content.challenges[h.challenge].name}: {h.result}"
                     f" in {h.days} days; achieved {', '.join(h.achieved) or 'nothing'}"
                     + (f"; died {', '.join(h.died)}" if h.died else "")
                     + (f"; Demand {h.demand}" if h.demand else ""))
    for b in rec.behemoths:
        lines.append(f"Behemoth {b.name}: behaviour {b.behaviour}, lair {'active' if b.lair_active else 'inactive'}, "
                     f"secrets known {', '.join(cc.behemoths[b.bid].secret(x).name for x in b.secrets_known) or 'none'}")
    lines.append("Characters: " + (", ".join(f"{c['name']} ({c['age']})" for c in rec.characters) or "none"))
    lines.append("Legends: " + (", ".join(lg["name"] for lg in rec.legends) or "none"))
    return "\n".join(lines)
