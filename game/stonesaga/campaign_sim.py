"""Headless whole campaigns for `main.py simulate --game stonesaga --campaign`: each campaign
plays challenge after challenge (each its own match) with the sensible random agent; between
challenges the campaign file is saved atomically, reloaded and compared; each match is saved
mid-challenge, reloaded and played on, then replayed from its setup and log and compared; the
cross-game invariants of rb p.92-97 are checked after every challenge."""
from __future__ import annotations

import copy
import tempfile
import time
import traceback
from pathlib import Path

from game.core import serial
from game.core.match import Match
from game.core.rng import Rng
from game.core.saves import load_match, write_save
from game.core.simulate import SimStats

from . import behemoth, campaign
from .agents import SensibleRandomAgent
from .camp import camp_cap

MAX_CHALLENGES = 14            # two epochs of at most six games, and some slack


def run(ruleset, content, games=20, seed=1, max_decisions=200_000, options=None, seats=None, agents="random",
        check=None, factions=None, workdir: str | None = None, midsave: bool = True):
    stats = SimStats()
    extra = {"campaigns": 0, "challenges": 0, "won": 0, "lost": 0, "deaths": 0, "legends": 0,
             "interval_deaths": 0, "epochs_reached": {}, "win_rate": 0.0}
    t0 = time.perf_counter()
    tmp = Path(workdir or tempfile.mkdtemp(prefix="saga-campaign-"))
    for g in range(games):
        cseed = seed + g
        stats.games += 1
        try:
            n = play_campaign(ruleset, content, cseed, extra, tmp / f"c{cseed}", max_decisions, options or {},
                              seats or 1 + cseed % 2, midsave)
            stats.decisions += n
            stats.finished += 1
        except Exception as exc:                     # reported, never hidden
            stats.errors += 1
            stats.error_samples.append(f"campaign seed {cseed}: {exc!r}\n{traceback.format_exc()}")
        extra["campaigns"] += 1
    played = extra["won"] + extra["lost"]
    extra["win_rate"] = round(extra["won"] / played, 3) if played else 0.0
    stats.seconds = time.perf_counter() - t0
    stats.extra = extra
    return stats


def play_campaign(ruleset, content, cseed: int, extra: dict, folder: Path, max_decisions: int,
                  options: dict, n_seats: int, midsave: bool = True) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "campaign.json"
    pick = Rng.seeded(f"pick:{cseed}")
    chars_per_seat = 1 if n_seats > 1 else 2
    rec = campaign.new_campaign([{"controller": "random", "characters": str(chars_per_seat)} for _ in range(n_seats)],
                                cseed, options)
    decisions = 0
    for k in range(MAX_CHALLENGES):
        if rec.over:
            break
        allowed = campaign.choices(content, rec)
        if not allowed:
            raise AssertionError(f"no challenge can be chosen at epoch {rec.epoch} game {rec.game + 1}")
        cid = allowed[pick.below(len(allowed))]
        kind = content.challenges[cid].type
        n_before = len(rec.legends)
        campaign.choose(content, rec, cid)
        extra["interval_deaths"] += len(rec.legends) - n_before
        setup = campaign.setup_for(content, rec)
        mseed = cseed * 1000 + k
        m = start_match(ruleset, content, setup, mseed)
        check_start(content, rec, m.state, kind)
        agents = {i: SensibleRandomAgent(mseed * 101 + i) for i in range(len(setup["seats"]))}
        half = max_decisions // 2
        decisions += drive(m, agents, 60)
        if midsave and m.pending is not None:         # save mid-challenge, resume from the file
            save = write_save(m, folder / f"match-{k}.json")
            m2, _ = load_match(save, lambda rs, doc: content)
            if ruleset.state_to_dict(m2.state) != ruleset.state_to_dict(m.state):
                raise AssertionError(f"challenge {cid}: the reloaded match differs from the saved one")
            m2.history = m.history
            m = m2
        decisions += drive(m, agents, half)
        if m.pending is not None:
            raise AssertionError(f"challenge {cid}: not over after {half} decisions")
        replay = Match.replay(ruleset, content, m.setup, m.seed, [e.choice for e in m.log])
        if ruleset.state_to_dict(replay.state) != ruleset.state_to_dict(m.state):
            raise AssertionError(f"challenge {cid}: the replay differs from the game")
        s = m.state
        extra["deaths"] += sum(1 for c in s.chars if c.dead)
        extra["won" if s.result == "won" else "lost"] += 1
        extra["challenges"] += 1
        campaign.close(content, rec, s, m.history)
        check_close(content, rec, s)
        campaign.save(rec, path)
        again = campaign.load(path)
        if serial.dump(again) != serial.dump(rec):
            raise AssertionError("the reloaded campaign differs from the saved one")
        rec = again
    extra["legends"] += len(rec.legends)
    ep = str(rec.epoch if not rec.over else rec.epoch)
    extra["epochs_reached"][ep] = extra["epochs_reached"].get(ep, 0) + 1
    return decisions


def start_match(ruleset, content, setup: dict, seed: int) -> Match:
    return Match(ruleset, content, copy.deepcopy(setup), seed)


def drive(m: Match, agents: dict, limit: int) -> int:
    n = 0
    while n < limit and m.pending is not None:
        d = m.pending
        m.apply(agents[d.seat].choose(m, d))
        n += 1
    return n


def check_start(content, rec, s, kind: str) -> None:
    """Cross-game invariants at a challenge's start (rb p.92-97)."""
    cd = s_campaign(s)
    if cd is None:
        raise AssertionError("the campaign's carry-over did not reach the new match (setup.new_state hook)")
    tin = cd["tracks_in"]                             # as carried in, before the challenge's own setup text
    if tin["demand"] != 0 or tin["knowledge"] != 0:
        raise AssertionError(f"Demand and Knowledge start at 0 (rb p.96), got {tin}")
    if tin["population"] != rec.tracks["population"] or tin["discontent"] != rec.tracks["discontent"]:
        raise AssertionError(f"Population/Discontent must persist (rb p.96): {tin} vs {rec.tracks}")
    for cid, uid in (getattr(s, "saga", {}) or {}).get("uids", {}).items():
        if uid in rec.legend_uids:
            raise AssertionError(f"{s.char(cid).name} is a Legend and cannot be played (rb p.71)")
    for k, cell in s.cells.items():
        if cell.fire or cell.shelter or cell.depletion or cell.mystery:
            raise AssertionError(f"location tokens were not removed between challenges (rb p.96): {k}")
    if kind == "new_epoch":
        active = sum(1 for x in s.camps if x.status == "active")
        if active > camp_cap(s.tracks["population"]):
            raise AssertionError(f"{active} active camps over the cap at an epoch's start (rb p.32)")
    for b in behemoth.herd(s):
        if b.awake and not b.lair_active:
            raise AssertionError(f"{b.bid} is awake with an inactive lair (rb p.75)")
    if sum(1 for b in behemoth.herd(s) if b.awake) > 1:
        raise AssertionError("only one behemoth wakes at a challenge's start (rb p.75)")


def check_close(content, rec, s) -> None:
    """What the record keeps at a challenge's end (rb p.95-96)."""
    for ch in rec.characters:
        if len(ch["items"]) > campaign.KEEP_ITEMS or sum(ch["materials"].values()) > campaign.KEEP_MATERIALS:
            raise AssertionError(f"{ch['name']} keeps too much (rb p.95)")
        for k in ch["materials"]:
            if k.split("/")[0] in ("water", "game", "fish", "mushroom", "root", "nut", "grain"):
                raise AssertionError(f"{ch['name']} keeps food or water {k} (rb p.95)")
    if set(rec.tracks) != {"population", "discontent"}:
        raise AssertionError("only Population and Discontent persist (rb p.96)")
    for b in rec.behemoths:
        if b.goal or b.traces or b.pos:
            raise AssertionError("goal and trace tokens leave the map between challenges (rb p.96)")


def s_campaign(s):
    saga = getattr(s, "saga", None)
    return (saga or {}).get("campaign")
