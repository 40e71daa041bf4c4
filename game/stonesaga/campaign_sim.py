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
    """`agents`: "random" (the sensible random agent) or "objective" (ObjectiveAgent)."""
    stats = SimStats()
    extra = {"agent": agents, "campaigns": 0, "challenges": 0, "won": 0, "lost": 0, "deaths": 0, "legends": 0,
             "interval_deaths": 0, "epochs_reached": {}, "win_rate": 0.0, "by_challenge": {}}
    t0 = time.perf_counter()
    tmp = Path(workdir or tempfile.mkdtemp(prefix="saga-campaign-"))
    for g in range(games):
        cseed = seed + g
        stats.games += 1
        try:
            n = play_campaign(ruleset, content, cseed, extra, tmp / f"c{cseed}", max_decisions, options or {},
                              seats or 1 + cseed % 2, midsave, agents)
            stats.decisions += n
            stats.finished += 1
        except Exception as exc:                     # reported, never hidden
            stats.errors += 1
            stats.error_samples.append(f"campaign seed {cseed}: {exc!r}\n{traceback.format_exc()}")
        extra["campaigns"] += 1
    played = extra["won"] + extra["lost"]
    extra["win_rate"] = round(extra["won"] / played, 3) if played else 0.0
    extra["win_rate_ci95"] = [round(x, 3) for x in wilson(extra["won"], played)]
    stats.seconds = time.perf_counter() - t0
    stats.extra = extra
    return stats


def wilson(won: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% with z = 1.96)."""
    if n == 0:
        return 0.0, 0.0
    p = won / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, mid - half), min(1.0, mid + half)


def play_campaign(ruleset, content, cseed: int, extra: dict, folder: Path, max_decisions: int,
                  options: dict, n_seats: int, midsave: bool = True, agent_kind: str = "random") -> int:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "campaign.json"
    pick = Rng.seeded(f"pick:{cseed}")
    chars_per_seat = 1 if n_seats > 1 else 2
    if options.get("ss_solo") == "extreme":           # rb p.100: one player, one character (and a pet)
        n_seats, chars_per_seat = 1, 1
    rec = campaign.new_campaign([{"controller": "random", "characters": str(chars_per_seat)} for _ in range(n_seats)],
                                cseed, options)
    campaign.start_pets(content, rec)
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
        cls = ObjectiveAgent if agent_kind == "objective" else SensibleRandomAgent
        agents = {i: cls(mseed * 101 + i) for i in range(len(setup["seats"]))}
        while m.pending is not None and m.pending.kind == "stonesaga.campaign.ruin":   # rb p.32: chosen first
            m.apply(agents[m.pending.seat].choose(m, m.pending))
            decisions += 1
        check_start(content, rec, m.state, kind)
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
        row = extra["by_challenge"].setdefault(cid, [0, 0])
        row[0] += s.result == "won"
        row[1] += 1
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
        raise AssertionError("the campaign's carry-over did not reach the new match (ruleset.new_state hook)")
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


def challenge_in_play(s) -> list[str]:
    from . import challenge
    return challenge.in_play(s)


class ObjectiveAgent(SensibleRandomAgent):
    """A scripted agent that plays sensibly, for win rates (issue 11): it eats and drinks at
    Night, heals, tests its best stat, re-rolls low dice, delivers what objectives ask for, and
    by day prefers the actions that gather what the objectives and the next Night need (water,
    food, the resources an objective wants, a cutting tool, a shelter), moving on when nothing
    useful is at hand; other decisions are the sensible random agent's."""
    name = "objective"

    def choose(self, match, d) -> str:
        ids = d.ids()
        s = match.state
        k = d.kind
        if k == "stonesaga.night.eat":
            foods = [x for x in ids if x != "no"]
            return foods[0] if foods else "no"
        if k == "stonesaga.night.drink":
            return "res:water" if "res:water" in ids else ids[0]
        if k == "stonesaga.night.heal":
            return ids[0]
        if k == "stonesaga.test.stat":
            return max(ids, key=lambda x: d.get(x).label.split()[-1].isdigit() and int(d.get(x).label.split()[-1]))
        if k == "stonesaga.test.reroll":
            dice = (d.data or {}).get("dice", [])
            return next((x for x in ids if x != "keep"), "keep") if dice and min(dice) <= 2 else "keep"
        if k == "stonesaga.day.turn":
            return self._plan(match, d) or super().choose(match, d)
        if k == "stonesaga.craft.orient":
            return self._layout(s, d)
        if k.startswith("stonesaga.forage."):
            got = self._forage(match, d)
            if got:
                return got
        if k == "stonesaga.keep.items" or k == "stonesaga.keep.materials":
            picks = [x for x in ids if x != "done"]
            return picks[0] if picks else "done"
        return super().choose(match, d)

    def _wanted(self, content, s) -> set[str]:
        """Resources worth taking now: what objectives ask for, then food and water."""
        return set(self._needs(content, s)) | {"water", "root", "nut", "grain", "game", "fish"}

    def _forage(self, match, d) -> str | None:
        """Forage like a player after something (rb p.43-47): search until three cards lie in the
        row, hunt when game or hides are wanted, harvest the sources that yield what is wanted."""
        from . import forage as rules
        content, s = match.content, match.state
        ids = d.ids()
        f = s.stack[-1] if s.stack else None
        need = set(self._needs(content, s))
        if d.kind == "stonesaga.forage.search":
            row = len(f.data["row"]) if f is not None and hasattr(f, "data") else 0
            return "draw" if "draw" in ids and row < 3 else ("done" if "done" in ids else None)
        if d.kind == "stonesaga.forage.gather":
            hunt_first = bool(need & {"game", "hide", "bone", "gut"})
            order = ["opt:hunt", "opt:harvest"] if hunt_first else ["opt:harvest", "opt:hunt"]
            return next((x for x in order if x in ids), "done")
        if d.kind == "stonesaga.forage.harvest" and f is not None:
            from .actions.forage import _row
            row = _row(content, f)
            srcs = content.rulebook.forage_sources
            wanted = self._wanted(content, s)

            def score(cid: str) -> int:
                if not cid.startswith("pick:"):
                    return -1
                _, ci, pl, ti = cid.split(":")
                t = rules._thing(row, (int(ci), pl, int(ti)))
                got = [srcs[t["source"]].yields, *(t.get("bonus") or ())]
                return sum(3 if g in need else 1 if g in wanted else 0 for g in got)
            best = max(ids, key=score)
            return best if score(best) > 0 or "done" not in ids else "done"
        return None

    def _layout(self, s, d) -> str:
        """A known association first (the journal's page, rb p.31), else a code not tried yet."""
        tried = self.__dict__.setdefault("tried", set())
        code = {x.id: x.label.rsplit(": ", 1)[-1] for x in d.choices}
        known = [x for x in code if code[x] in s.associations]
        fresh = [x for x in code if code[x] not in tried]
        pick = (known or fresh or list(code))
        cid = pick[self.rng.below(len(pick))]
        tried.add(code[cid])
        return cid

    def _needs(self, content, s) -> dict[str, int]:
        from . import challenge
        need: dict[str, int] = {}
        for oid in challenge.in_play(s):
            o = content.objectives[oid]
            have = s.delivered.get(oid, {})
            for res, n in (o.deliver or {}).items():
                if have.get(res, 0) < n:
                    need[res] = need.get(res, 0) + n - have.get(res, 0)
        return need

    def _plan(self, match, d) -> str | None:
        content, s = match.content, match.state
        ids = d.ids()
        c = s.char(s.active)
        if "action:deliver" in ids:
            return "action:deliver"
        if c.energy == 0:
            return "pass" if "pass" in ids else None
        need = self._needs(content, s)
        from . import chars as ch
        water = ch.count(c, "water")
        food = sum(v for k2, v in c.bag.items() if ch.is_food(k2))
        want: list[str] = []
        if water < 1 or need.get("water"):
            want.append("action:find_water")
        if food < 1 or need.get("fish") or need.get("food"):
            want += ["action:fish", "action:forage"]
        if any(r in need for r in ("game", "mushroom", "root", "nut", "grain")):
            want.append("action:forage")
        if any(r not in ("water", "fish", "food", "game", "mushroom", "root", "nut", "grain") for r in need):
            want += ["action:extract", "action:forage"]
        conds = [content.objectives[o].condition for o in challenge_in_play(s)]
        text = repr(conds)
        if "terrain_has_camp" in text and not any(x.status == "active" and x.cell == c.pos for x in s.camps):
            want.insert(0, "action:camp")
        if "shelter" in text:
            want.insert(0, "action:shelter")
        if "'heat'" in text or "ZI10" in text:
            want.append("action:make_fire")
        want += ["action:transform", "action:craft", "action:shelter", "action:build", "action:design", "action:camp",
                 "action:excavate", "action:study", "action:loot"]
        for w in want:
            hits = [x for x in ids if x == w or x.startswith(w + ":")]
            if hits:
                return hits[self.rng.below(len(hits))]
        if "action:move" in ids and self.rng.below(3) > 0:
            return "action:move"
        return "pass" if "pass" in ids else None
