"""Scenario files: set up any Root position, apply choices by id, assert the result.
Format: docs/scenarios.md. Used by tests/root/test_scenarios.py (and usable by any helper)."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import yaml

from game.core.decision import IllegalChoice
from game.core.match import Match
from game.core.rng import Rng

from . import choice_ids, flow, mapfeatures
from .engine import Ctx, current_adjacency, side_id, touch
from .engine import elsewhere as engine_elsewhere
from .factions import get_faction
from .ruleset import RULESET
from .state import RootState

PHASE_STAGE = {"birdsong": "start", "daylight": "daylight-start", "evening": "evening-start"}


class ScenarioFailed(AssertionError):
    pass


SCENARIO_KEYS = {"name", "rule", "setup", "steps", "notes"}
SETUP_KEYS = {"factions", "map", "suits", "turn", "phase", "clearings", "ruins", "hands", "crafted",
              "dominance", "available_dominance", "discard", "deck_top", "deck_empty", "vp", "items",
              "item_supply", "craft_used", "faction_state", "dice", "seed", "fresh", "first", "round_cap",
              "ruin_items", "closed", "ask_ambush", "seats", "cooperative", "ferry", "closed_paths",
              "used_once", "advanced", "deck", "coffins", "exhausted_items", "landmarks", "landmark_setup", "black_market",
              "forge_items", "treetop_slot", "tower", "hirelings", "hire_markers", "hire_owed", "hire_rules", "control_dice"}
STEP_KEYS = {"choose", "illegal", "expect", "auto"}   # auto: automaton seats answer (bots)
EXPECT_KEYS = {"pending", "warriors", "buildings", "tokens", "vp", "hand", "hand_size", "crafted",
               "items", "item_supply", "discard_has", "available_dominance", "ruler", "supply",
               "dominance", "fstate", "winners", "end_reason", "phase", "turn", "deck_size",
               "cards_held", "cards_held_count", "ruin_items", "ruins", "closed", "log_has", "log_lacks",
               "ferry", "closed_paths", "coffins", "exhausted_items", "landmarks", "black_market", "forge_items",
               "treetop_slot", "tower", "hirelings", "hire_markers", "hire_owed"}
PENDING_KEYS = {"seat", "kind", "choices", "includes", "excludes", "excludes_prefix"}


def _keys(d, allowed, where):
    if not isinstance(d, dict):
        raise ScenarioFailed(f"{where}: expected a mapping")
    bad = sorted(set(d) - allowed)
    if bad:
        raise ScenarioFailed(f"{where}: unknown key(s) {bad} (known: {sorted(allowed)})")


def validate(sc: dict) -> None:
    """Unknown keys are errors: a misspelt `expect` key must never pass silently."""
    _keys(sc, SCENARIO_KEYS, "scenario")
    _keys(sc.get("setup", {}), SETUP_KEYS, "setup")
    for i, step in enumerate(sc.get("steps", []), 1):
        _keys(step, STEP_KEYS, f"step {i}")
        if not step:
            raise ScenarioFailed(f"step {i} is empty")
        if "expect" in step:
            _keys(step["expect"], EXPECT_KEYS, f"step {i} expect")
            if not step["expect"]:
                raise ScenarioFailed(f"step {i}: empty expect")
            p = step["expect"].get("pending")
            if p is not None:
                _keys(p, PENDING_KEYS, f"step {i} expect pending")


def load(path) -> dict:
    sc = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    validate(sc)
    return sc


def build_match(content, sc: dict) -> Match:
    st = sc.get("setup", {})
    factions = list(st["factions"])
    seed = int(st.get("seed", 1))
    seats_cfg = st.get("seats") or {}
    setup = {"seats": [dict({"controller": "automaton" if get_faction(f).automaton else "human", "faction": f},
                            **seats_cfg.get(f, {})) for f in factions],
             "map": st.get("map", "autumn"), "deck": st.get("deck", "base"), "allow_test_factions": True,
             "first": st.get("first", 0), "round_cap": st.get("round_cap", 0),
             "cooperative": "on" if st.get("cooperative") else "off"}
    if st.get("advanced"):             # Advanced Setup (Law App. A): a fresh game with the draft
        setup["setup"] = "advanced"
    if st.get("landmark_setup"):       # landmarks dealt at setup (Law A.5): "random" or "ferry,tower"
        setup["landmarks"] = str(st["landmark_setup"])
    if st.get("fresh") or st.get("advanced"):
        m = Match(RULESET, content, setup, seed)
        _force_dice(m.state, st)
        return m
    s = _position(content, st, factions, seed)
    return Match(RULESET, content, setup, seed, state=s)


def _force_dice(s, st):
    s.forced_dice = list(st.get("dice", []))
    s.forced_control = list(st.get("control_dice", []))   # control / uprising die face indexes 0-5


def _hirelings(content, s, st, seat) -> None:
    """`hirelings: {forest-patrol: {controller: marquise, control: 2, card: 1, gained: now}}`: the
    dealt hirelings by side id, in slot order; `controller` a faction or none (in the supply)."""
    from .hirelings import get_side, sides_of
    from .state import HireCard
    nc = len(s.suits)
    for sid, f in (st.get("hirelings") or {}).items():
        f = f or {}
        side = get_side(sid)
        ctl = f.get("controller", "none")
        card = HireCard(side.hireling, side.side, seat[sid], controller=-1 if ctl in (None, "none") else seat[ctl],
                        control=int(f.get("control", 0)), used=list(f.get("used", [])),
                        data=dict({"demoted_id": sides_of(side.hireling)[1].id}, **(f.get("data") or {})))
        s.hirelings.append(card)
        s.warriors.append([0] * nc)
        s.supply.append(dict(side.pieces(content)))
        if "card" in f:                            # warriors on the card (Forest Patrol)
            card.data["card"] = int(f["card"])
        if f.get("gained") == "now":
            card.gained = -2                       # set once the turn is known (below)
    s.hire_markers = list(st.get("hire_markers", [4, 8, 12] if s.hirelings else []))
    s.hire_owed = [int((st.get("hire_owed") or {}).get(f, 0)) for f in s.factions]
    s.hire_rules = dict({"pass": "reach-or-pass", "die": "a", "decay": "lcr", "ferry": "lcr"}, **(st.get("hire_rules") or {}))


def _position(content, st, factions, seed) -> RootState:
    m = content.maps[st.get("map", "autumn")]
    n = len(factions)
    nc = len(m.ids) + 1
    seat = {f: i for i, f in enumerate(factions)}
    for k, side in enumerate(st.get("hirelings") or {}):    # a hireling's pieces: its slot (docs/hirelings.md)
        seat[side] = n + k
    suits = [""] + list(m.printed_suit[1:])
    if st.get("suits"):
        suits = [""] + [st["suits"][c] for c in m.ids]
    buildings = [[] for _ in range(nc)]
    ruins = list(st.get("ruins", m.ruins))
    for c in ruins:
        buildings[c].append([-1, "ruin"])
    s = RootState(rng=Rng.seeded(seed), map_id=m.id, factions=factions, suits=suits,
                  warriors=[[0] * nc for _ in range(n)], buildings=buildings,
                  tokens=[[] for _ in range(nc)], ruler=[-1] * nc, vp=[0] * n,
                  hands=[[] for _ in range(n)], deck=[], discard=[], available_dominance=[],
                  dominance=[""] * n, crafted=[[] for _ in range(n)], items=[[] for _ in range(n)],
                  item_supply=dict(content.items.supply), supply=[], fstate=[], ruins=ruins,
                  first_seat=int(st.get("first", 0)), round_cap=int(st.get("round_cap", 0)))
    ctx = Ctx(content, s)
    used: Counter = Counter()
    for i in range(n):
        s.supply.append(dict(ctx.fac(i).pieces(content)))
        s.fstate.append(ctx.fac(i).new_fstate(ctx, i))
    _hirelings(content, s, st, seat)
    ctx.refresh()
    for h in s.hirelings:                       # pieces a hireling holds off the map (on its card…)
        for k, v in ctx.fac(h.slot).pieces_elsewhere(ctx, h.slot).items():
            s.supply[h.slot][k] -= v
    for f, fields in (st.get("faction_state") or {}).items():
        for k, v in fields.items():
            setattr(s.fstate[seat[f]], k, v)
    for i in range(n):                          # shared-deck cards the faction state holds (Decree…)
        used.update(ctx.fac(i).cards_held(ctx, i))
    for i in range(n):                          # pieces the faction state holds off the map
        for k, v in engine_elsewhere(ctx, i).items():
            s.supply[i][k] -= v
    for c, per in (st.get("clearings") or {}).items():
        c = int(c)
        for f, what in per.items():
            i = seat[f]
            w = int(what.get("warriors", 0))
            s.warriors[i][c] += w
            s.supply[i]["warrior"] -= w
            for b in what.get("buildings", []):
                s.buildings[c].append([i, b])
                s.supply[i][b] -= 1
            for t in what.get("tokens", []):
                s.tokens[c].append([i, t])
                s.supply[i][t] -= 1
    for c in m.ids:
        touch(ctx, c)
    for f, cards in (st.get("hands") or {}).items():
        s.hands[seat[f]] = list(cards)
        used.update(cards)
    for f, cards in (st.get("crafted") or {}).items():
        s.crafted[seat[f]] = list(cards)
        used.update(cards)
    if st.get("deck") == "exiles":
        s.deck_id = "exiles"
        for c in m.ids:                         # Soup Kitchens in play counts tokens toward rule
            touch(ctx, c)
    for f, card in (st.get("dominance") or {}).items():
        s.dominance[seat[f]] = card
        used[card] += 1
    s.discard = list(st.get("discard", []))
    used.update(s.discard)
    s.available_dominance = list(st.get("available_dominance", []))
    used.update(s.available_dominance)
    for f, items in (st.get("items") or {}).items():
        s.items[seat[f]] = list(items)
    for k, v in (st.get("item_supply") or {}).items():
        s.item_supply[k] = v
    top = list(st.get("deck_top", []))
    used.update(top)
    s.deck_id = st.get("deck", "base")                   # Law A.2: base or Exiles & Partisans
    if s.deck_id not in content.decks:
        raise ScenarioFailed(f"unknown deck {s.deck_id!r} (decks: {', '.join(content.decks)})")
    full = Counter(content.decks[s.deck_id])
    s.coffins = [0] * n
    for f, k in (st.get("coffins") or {}).items():      # warriors on Coffin Makers, per owner
        s.coffins[seat[f]] = int(k)
        s.supply[seat[f]]["warrior"] -= int(k)
    s.exhausted_items = list(st.get("exhausted_items", []))
    used.update(st.get("black_market", []))
    used.update(x for h in s.hirelings for x in h.data.get("kept", []))   # Mole Artisans' revealed crafts
    rest = full - used
    if (used - full):
        raise ScenarioFailed(f"scenario uses more copies than the deck has: {dict(used - full)}")
    rest_list = sorted(rest.elements())
    if st.get("cooperative"):             # Rootbotics 3.5: no dominance cards in cooperative play
        s.cooperative = True
        s.removed_cards = [c for c in rest_list if content.cards[c].kind == "dominance"]
        rest_list = [c for c in rest_list if content.cards[c].kind != "dominance"]
    if st.get("deck_empty"):
        s.removed_cards += rest_list      # out of play for this position
        rest_list = []
    s.rng.shuffle(rest_list)
    s.deck = rest_list + list(reversed(top))   # top of the deck = end of the list
    for f, v in (st.get("vp") or {}).items():
        s.vp[seat[f]] = int(v)
    for c, items in (st.get("ruin_items") or {}).items():   # hidden items under ruins (Law 9.3.4)
        s.ruin_items[str(c)] = list(items)
    s.closed = sorted(int(c) for c in st.get("closed", []))
    mapfeatures.setup_map_pieces(m, s)            # the map's Ferry, closed paths, Tower (Law C)
    if "ferry" in st:
        s.ferry = int(st["ferry"])
    if "closed_paths" in st:
        s.closed_paths = sorted([min(a, b), max(a, b)] for a, b in st["closed_paths"])
    if "tower" in st:
        s.tower = int(st["tower"])
    for lid, c in (st.get("landmarks") or {}).items():     # landmarks already set up (App. F)
        s.landmarks[str(lid)] = int(c)
        if lid == "ferry":
            s.ferry = int(c)
        if lid == "tower":
            s.tower = int(c)
    s.black_market = list(st.get("black_market", []))      # face-down cards (taken out of the deck below)
    s.forge_items = list(st.get("forge_items", []))
    if st.get("treetop_slot"):                           # [faction, building kind] in Elder Treetop's slot
        f, kind = st["treetop_slot"]
        s.treetop_slot = [seat[f], kind]
    s.used_once = list(st.get("used_once", []))   # once-per-turn marks already spent (e.g. ferry)
    ctx.adj = current_adjacency(m, s.closed_paths)
    for k, v in (st.get("craft_used") or {}).items():
        s.craft_used[k] = v
    _force_dice(s, st)
    # positions ask about ambushes only when a matching one is held, unless listed here
    s.ask_ambush = [f in (st.get("ask_ambush") or []) for f in factions]
    turn = seat[st.get("turn", factions[0])]
    s.turn_seat = turn
    for h in s.hirelings:                          # `gained: now`: taken during this turn (Law E.1.3)
        if h.gained == -2:
            from .hirelings.control import turn_key
            h.gained = turn_key(s)
    s.phase = st.get("phase", "daylight")
    s.stack.append(flow.RootTurn(turn, PHASE_STAGE[s.phase]))
    ctx.run()
    return s


# --- running ---------------------------------------------------------------------------------------

def run(content, sc: dict) -> Match:
    validate(sc)
    match = build_match(content, sc)
    for i, step in enumerate(sc.get("steps", []), 1):
        try:
            _step(match, step, check_ids=True)
        except ScenarioFailed as exc:
            raise ScenarioFailed(f"step {i} {step!r}: {exc}") from None
    return match


_WORDS: dict[int, dict[str, str]] = {}


def _words(content) -> dict[str, str]:
    key = id(content)
    if key not in _WORDS:
        _WORDS.clear()
        _WORDS[key] = choice_ids.words(content)
    return _WORDS[key]


def _well_formed(match: Match, cid: str, what: str) -> None:
    """A refusal counts only for an id the pending decision's kind can offer in some position
    (game/root/choice_ids.py): a misspelt id is refused by any decision and proves nothing."""
    d = match.pending
    if d is None:
        raise ScenarioFailed(f"{what} {cid!r}: no decision is pending (the game is over)")
    why = choice_ids.check(d.kind, cid, _words(match.content))
    if why:
        raise ScenarioFailed(f"{what} {cid!r} is not a well-formed id here: {why}")


def _step(match: Match, step: dict, check_ids: bool = True):
    if step.get("auto"):
        # Let automaton seats answer their decisions (AutomatonAgent) until another seat is
        # asked, the game ends, or `auto` (a number) decisions were made.
        from .bots.agent import AutomatonAgent
        agent, limit = AutomatonAgent(), (10_000 if step["auto"] is True else int(step["auto"]))
        k = 0
        while (match.pending is not None and k < limit
               and get_faction(match.state.factions[match.pending.seat]).automaton):
            match.apply(agent.choose(match, match.pending))
            k += 1
        if agent.unruled:
            raise ScenarioFailed(f"the automaton answered without a rule: {agent.unruled}")
    if "choose" in step:
        ids = step["choose"] if isinstance(step["choose"], list) else [step["choose"]]
        for cid in ids:
            try:
                match.apply(str(cid))
            except IllegalChoice as exc:
                raise ScenarioFailed(str(exc)) from None
    if "illegal" in step:
        if check_ids:
            _well_formed(match, str(step["illegal"]), "illegal")
        try:
            match.apply(str(step["illegal"]))
        except IllegalChoice:
            pass
        else:
            raise ScenarioFailed(f"{step['illegal']!r} was accepted")
    if "expect" in step:
        expect(match, step["expect"], check_ids)


def expect(match: Match, e: dict, check_ids: bool = True):
    s = match.state
    seat = {f: i for i, f in enumerate(s.factions)}
    for h in s.hirelings:                        # hireling pieces by side id (their slots)
        seat[side_id(h)] = h.slot

    def check(cond, msg):
        if not cond:
            raise ScenarioFailed(msg)

    if "pending" in e:
        p = e["pending"]
        d = match.pending
        if p is None:
            check(d is None, f"expected no decision, got {d and d.kind}")
        else:
            check(d is not None, "expected a decision, the game is over")
            if "seat" in p:
                want = seat[p["seat"]] if p["seat"] in seat else int(p["seat"])
                check(d.seat == want, f"decision seat {d.seat}, expected {want}")
            if "kind" in p:
                check(d.kind == p["kind"], f"decision kind {d.kind}, expected {p['kind']}")
            ids = d.ids()
            if "choices" in p:
                check(sorted(map(str, p["choices"])) == sorted(ids), f"choices {ids}, expected {p['choices']}")
            for x in p.get("includes", []):
                check(str(x) in ids, f"{x} not among {ids}")
            for x in p.get("excludes", []):
                if check_ids:
                    _well_formed(match, str(x), "excludes")
                check(str(x) not in ids, f"{x} is among {ids}")
            for x in p.get("excludes_prefix", []):     # no choice of this kind at all (`craft`)
                x = str(x)
                if check_ids and x not in choice_ids.heads():
                    raise ScenarioFailed(f"excludes_prefix {x!r}: no decision kind offers ids starting {x!r}:")
                hits = [i for i in ids if i.startswith(x + ":")]
                check(not hits, f"{hits} start with {x}:")
    texts = [ev.text for ev in match.history] if ("log_has" in e or "log_lacks" in e) else []
    for x in e.get("log_has", []):               # a log line so far contains this text
        check(any(x in t for t in texts), f"no log line contains {x!r}")
    for x in e.get("log_lacks", []):             # no log line so far contains this text
        bad = [t for t in texts if x in t]
        check(not bad, f"a log line contains {x!r}: {bad[0] if bad else ''}")
    for c, per in (e.get("warriors") or {}).items():
        for f, n in per.items():
            got = s.warriors[seat[f]][int(c)]
            check(got == n, f"{f} warriors in {c}: {got}, expected {n}")
    for key in ("buildings", "tokens"):
        for c, per in (e.get(key) or {}).items():
            for f, kinds in per.items():
                got = sorted(p[1] for p in getattr(s, key)[int(c)] if p[0] == seat[f])
                check(got == sorted(kinds), f"{f} {key} in {c}: {got}, expected {sorted(kinds)}")
    for f, v in (e.get("vp") or {}).items():
        check(s.vp[seat[f]] == v, f"{f} VP {s.vp[seat[f]]}, expected {v}")
    for f, cards in (e.get("hand") or {}).items():
        check(sorted(s.hands[seat[f]]) == sorted(cards), f"{f} hand {sorted(s.hands[seat[f]])}, expected {sorted(cards)}")
    for f, n in (e.get("hand_size") or {}).items():
        check(len(s.hands[seat[f]]) == n, f"{f} holds {len(s.hands[seat[f]])} cards, expected {n}")
    for f, cards in (e.get("crafted") or {}).items():
        check(sorted(s.crafted[seat[f]]) == sorted(cards), f"{f} crafted {s.crafted[seat[f]]}, expected {cards}")
    for f, items in (e.get("items") or {}).items():
        check(sorted(s.items[seat[f]]) == sorted(items), f"{f} items {s.items[seat[f]]}, expected {items}")
    for k, v in (e.get("item_supply") or {}).items():
        check(s.item_supply.get(k, 0) == v, f"item supply {k} {s.item_supply.get(k, 0)}, expected {v}")
    for x in e.get("discard_has", []):
        check(x in s.discard, f"{x} not in the discard pile {s.discard}")
    for x in e.get("available_dominance", []):
        check(x in s.available_dominance, f"{x} not available beside the board")
    for c, f in (e.get("ruler") or {}).items():
        want = -1 if f in (None, "none") else seat[f]
        check(s.ruler[int(c)] == want, f"ruler of {c}: {s.ruler[int(c)]}, expected {want}")
    for f, kinds in (e.get("supply") or {}).items():
        for k, v in kinds.items():
            check(s.supply[seat[f]].get(k) == v, f"{f} supply {k}: {s.supply[seat[f]].get(k)}, expected {v}")
    for f, card in (e.get("dominance") or {}).items():
        check(s.dominance[seat[f]] == (card or ""), f"{f} dominance {s.dominance[seat[f]]!r}, expected {card!r}")
    for f, cards in (e.get("cards_held") or {}).items():
        ctx = Ctx(match.content, s)
        got = sorted(ctx.fac(seat[f]).cards_held(ctx, seat[f]))
        check(got == sorted(cards), f"{f} holds {got}, expected {sorted(cards)}")
    for f, n in (e.get("cards_held_count") or {}).items():
        ctx = Ctx(match.content, s)
        got = len(ctx.fac(seat[f]).cards_held(ctx, seat[f]))
        check(got == n, f"{f} holds {got} faction card(s), expected {n}")
    for f, fields in (e.get("fstate") or {}).items():
        for k, v in fields.items():
            got = getattr(s.fstate[seat[f]], k)
            check(got == v, f"{f} state {k} = {got!r}, expected {v!r}")
    if "winners" in e:
        check(sorted(s.winners) == sorted(seat[f] for f in e["winners"]), f"winners {s.winners}, expected {e['winners']}")
    if "end_reason" in e:
        check(s.end_reason == e["end_reason"], f"end reason {s.end_reason!r}, expected {e['end_reason']!r}")
    if "phase" in e:
        check(s.phase == e["phase"], f"phase {s.phase}, expected {e['phase']}")
    if "turn" in e:
        check(s.turn_seat == seat[e["turn"]], f"turn of seat {s.turn_seat}, expected {e['turn']}")
    for c, items in (e.get("ruin_items") or {}).items():
        got = s.ruin_items.get(str(c), [])
        check(sorted(got) == sorted(items), f"ruin items in {c}: {got}, expected {items}")
    if "ruins" in e:
        check(sorted(s.ruins) == sorted(e["ruins"]), f"ruins {s.ruins}, expected {e['ruins']}")
    if "ferry" in e:
        check(s.ferry == e["ferry"], f"Ferry in clearing {s.ferry}, expected {e['ferry']}")
    if "landmarks" in e:
        check(s.landmarks == {str(k): int(v) for k, v in e["landmarks"].items()},
              f"landmarks {s.landmarks}, expected {e['landmarks']}")
    if "black_market" in e:
        check(sorted(s.black_market) == sorted(e["black_market"]), f"Black Market {s.black_market}, expected {e['black_market']}")
    if "forge_items" in e:
        check(sorted(s.forge_items) == sorted(e["forge_items"]), f"Forge items {s.forge_items}, expected {e['forge_items']}")
    if "treetop_slot" in e:
        want_slot = [s.factions.index(e["treetop_slot"][0]), e["treetop_slot"][1]] if e["treetop_slot"] else []
        check(s.treetop_slot == want_slot, f"Treetop slot {s.treetop_slot}, expected {e['treetop_slot']}")
    if "tower" in e:
        check(s.tower == e["tower"], f"Tower in clearing {s.tower}, expected {e['tower']}")
    if "closed_paths" in e:
        want = sorted([min(a, b), max(a, b)] for a, b in e["closed_paths"])
        check(s.closed_paths == want, f"closed paths {s.closed_paths}, expected {want}")
    if "closed" in e:
        check(sorted(s.closed) == sorted(e["closed"]), f"closed clearings {s.closed}, expected {e['closed']}")
    for side, fields in (e.get("hirelings") or {}).items():
        h = next((h for h in s.hirelings if h.slot == seat.get(side)), None)
        check(h is not None, f"no hireling {side} in this game")
        for k, v in fields.items():
            if k == "controller":
                want = -1 if v in (None, "none") else seat[v]
                check(h.controller == want, f"{side} controller {h.controller}, expected {want}")
            elif k == "card":
                check(h.data.get("card", 0) == v, f"{side} on its card {h.data.get('card', 0)}, expected {v}")
            elif k == "side":
                check(h.side == v, f"{side} side {h.side}, expected {v}")
            else:
                check(getattr(h, k) == v, f"{side} {k} = {getattr(h, k)!r}, expected {v!r}")
    if "hire_markers" in e:
        check(s.hire_markers == e["hire_markers"], f"hireling markers {s.hire_markers}, expected {e['hire_markers']}")
    for f, v in (e.get("hire_owed") or {}).items():
        check(s.hire_owed[seat[f]] == v, f"{f} owed {s.hire_owed[seat[f]]} hireling(s), expected {v}")
    if "deck_size" in e:
        check(len(s.deck) == e["deck_size"], f"deck holds {len(s.deck)}, expected {e['deck_size']}")
    for f, k in (e.get("coffins") or {}).items():           # warriors on Coffin Makers (E&P)
        got = s.coffins[seat[f]] if s.coffins else 0
        check(got == k, f"{f} warriors on Coffin Makers: {got}, expected {k}")
    if "exhausted_items" in e:
        check(sorted(s.exhausted_items) == sorted(e["exhausted_items"]),
              f"exhausted items {s.exhausted_items}, expected {e['exhausted_items']}")
    bad = RULESET.check_invariants(match.content, s)
    check(not bad, f"invariants broken: {bad}")
