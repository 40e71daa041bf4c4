"""Forage (rb p.43-47): pay 2 energy (+ depletion) and deplete; shuffle the site's deck; search
by drawing 2 cards and keeping 1 in the row (predators force their way in); a predator in a
foreground spots the character: fight or retreat, no harvest or hunt; else harvest one source
type (up to 3, reach by planes) or hunt (3 small prey, 1 large prey or 1 predator, reach by
tracks), with the wild-animal tests; the row is shuffled back. The row rules are `forage.py`."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg

from .. import abilities, chars, words
from .. import forage as rules
from ..state import Test
from . import common
from .water import sites_allowing
from ..menu import menu_msg

PLANES = ("fg", "mg", "bg")


def card_dict(content, cid: str) -> dict:
    card = content.forage[cid]
    planes = {}
    for p in PLANES:
        things = []
        for e in getattr(card, p):
            t: dict = {}
            if e.source:
                t["source"] = e.source
            if e.animal:
                t["animal"] = e.animal
            if e.tracks:
                t["tracks"] = True
            if e.bonus:
                t["bonus"] = list(e.bonus)
            things.append(t)
        planes[p] = things
    return {"planes": planes}


def _row(content, f) -> list[dict]:
    return [card_dict(content, x) for x in f.data["row"]]


def available(content, s, c) -> list[Choice]:
    cost = common.site_cost(content, s, "forage", c.pos)
    if not common.affordable(c, "forage", cost):
        return []
    return [menu_msg(f"action:forage:{site}", N_("Forage ({site}, {energy})"), site=site, energy=cost)
            for site in sites_allowing(content, s, c.pos, "forage") if s.decks.get(f"forage:{site}")]


def begin(content, s, c, cid: str, events: list) -> None:
    site = cid.split(":")[2]
    common.pay(content, s, c, "forage", common.site_cost(content, s, "forage", c.pos), events)
    common.deplete(content, s, c.pos, "forage")
    s.rng.shuffle(s.decks[f"forage:{site}"])              # rb p.43 step 1
    common.push(s, c, "forage", "search", site, row=[], drawn=[], picks=[], mode="", kind="")


def _deck(s, f) -> list:
    return s.decks[f"forage:{f.site}"]


def pending(content, s, f) -> Decision:
    c = s.char(f.cid)
    d = f.data
    if f.stage == "search":
        ch = [menu_msg("draw", N_("Search: draw 2 cards"))] if _deck(s, f) else []
        if d["row"]:
            ch.append(menu_msg("done", N_("Stop searching")))
        return Decision(c.seat, "stonesaga.forage.search", Msg("{name}: row of {n}", name=c.name, n=len(d["row"])), tuple(ch),
                        rule="rb p.43")
    if f.stage == "add":
        ok = rules.allowed_to_add(_row(content, f), [card_dict(content, x) for x in d["drawn"]])
        return Decision(c.seat, "stonesaga.forage.add", Msg("{name}: which card joins the row?", name=c.name),
                        tuple(Choice(f"opt:{i}", words.alone("card", d["drawn"][i])) for i in ok), rule="rb p.43")
    if f.stage in ("spotted", "predator"):
        return Decision(c.seat, "stonesaga.forage.predator", Msg("{name} is spotted by a predator!", name=c.name),
                        (menu_msg("opt:fight", N_("Fight (DEX or STR, 12+)")),
                         menu_msg("opt:retreat", N_("Retreat (DEX or PER, 10+)"))),
                        rule="rb p.43, 47")
    if f.stage == "gather":
        row = _row(content, f)
        ch = []
        if any(rules.harvest_reachable(row, k, []) for k in _kinds(row)):
            ch.append(menu_msg("opt:harvest", N_("Harvest")))
        if rules.hunt_reachable(row, []):
            ch.append(menu_msg("opt:hunt", N_("Hunt")))
        ch.append(menu_msg("done", N_("Take nothing")))
        return Decision(c.seat, "stonesaga.forage.gather", Msg("{name}: harvest or hunt?", name=c.name), tuple(ch),
                        rule="rb p.44")
    picks = [tuple(p) for p in d["picks"]]
    opts = _pickable(content, f, picks, s)
    ch = [menu_msg(f"pick:{ci}:{pl}:{ti}", N_("card {card} {plane} #{token}"), card=ci + 1, plane=pl, token=ti + 1)
          for ci, pl, ti in opts]
    if picks:
        ch.append(menu_msg("done", N_("Done picking")))
    prompt = (Msg("{name}: harvest what?", name=c.name) if d["mode"] == "harvest" else
              Msg("{name}: hunt what?", name=c.name) if d["mode"] == "hunt" else f"{c.name}: {d['mode']} what?")
    return Decision(c.seat, f"stonesaga.forage.{d['mode']}", prompt, tuple(ch), rule="rb p.44-45")


def _kinds(row) -> list[str]:
    return sorted({t["source"] for card in row for p in PLANES for t in card["planes"][p] if t.get("source")})


def _limit(content, s=None, c=None) -> int:
    """3 sources by default; an ability may raise it (rb p.44)."""
    n = content.rulebook.const("forage_harvest_limit")
    if c is not None:
        for _, ab in abilities.usable(content, s, c, "on_forage"):
            n = max(n, ab.harvest_limit)
    return n


def _pickable(content, f, picks, s=None) -> list:
    row = _row(content, f)
    if f.data["mode"] == "harvest":
        if len(picks) >= _limit(content, s, s.char(f.cid)):
            return []
        kinds = [f.data["kind"]] if f.data["kind"] else _kinds(row)
        out = []
        for k in kinds:
            out += rules.harvest_reachable(row, k, picks)
        return out
    return rules.hunt_reachable(row, picks)


def apply(content, s, f, choice, events: list) -> None:
    c = s.char(f.cid)
    d = f.data
    cid = choice.id
    if f.stage == "search":
        if cid == "done":
            f.stage = "gather"
            return
        deck = _deck(s, f)
        d["drawn"] = [deck.pop(0) for _ in range(min(2, len(deck)))]
        events.append(Event("forage", Msg("{name} draws {cards}", name=c.name, cards=", ".join(d["drawn"])), seat=c.seat, reveals=True, rule="rb p.43"))
        f.stage = "add"
        return
    if f.stage == "add":
        keep = d["drawn"].pop(int(cid.split(":")[1]))
        d["row"].append(keep)
        deck = _deck(s, f)
        deck.extend(d["drawn"])                            # rb p.43: the other goes back, shuffled
        d["drawn"] = []
        s.rng.shuffle(deck)
        if rules.spotted(_row(content, f)):                # rb p.43: spotted
            f.stage = "spotted"
        else:
            f.stage = "search"
        return
    if f.stage in ("spotted", "predator"):
        table = "predator_fight" if cid == "opt:fight" else "predator_retreat"
        row, picks = (_row(content, f), [tuple(p) for p in d["picks"]]) if f.stage == "predator" else ([], [])
        _end(s, f)
        _encounter(content, s, c, table, row, picks, events)
        return
    if f.stage == "gather":
        if cid == "done":
            _end(s, f)
            return
        d["mode"] = cid.split(":")[1]
        f.stage = "pick"
        return
    if cid != "done":
        _, ci, pl, ti = cid.split(":")
        d["picks"].append([int(ci), pl, int(ti)])
        row = _row(content, f)
        if d["mode"] == "harvest" and not d["kind"]:
            d["kind"] = row[int(ci)]["planes"][pl][int(ti)]["source"]
        if _pickable(content, f, [tuple(p) for p in d["picks"]], s):
            return
    row = _row(content, f)
    picks = [tuple(p) for p in d["picks"]]
    if d["mode"] == "hunt" and rules.hunt_encounter(row, picks) == "predator":
        f.stage = "predator"                               # rb p.47: hunting a predator: fight or retreat
        return
    _end(s, f)
    if d["mode"] == "harvest":
        gain = rules.harvest_gain(row, picks)              # rb p.44
        for res, n in sorted(gain.items()):
            chars.gain_resource(content, c, res, n)
        events.append(Event("harvest", Msg("{name} harvests {gain}", name=c.name,
                                                gain=[words.count(k, n) for k, n in sorted(gain.items())]), seat=c.seat, rule="rb p.44"))
    else:
        _encounter(content, s, c, rules.hunt_encounter(row, picks), row, picks, events)


def _end(s, f) -> None:
    deck = _deck(s, f)
    deck.extend(f.data["row"])                             # rb p.44 step 4: shuffled back
    f.data["row"] = []
    s.rng.shuffle(deck)
    common.finish(s, f)


def _encounter(content, s, c, table: str, row, picks, events) -> None:
    """A wild-animal test (rb p.46-47) as a Test frame whose bands carry the table's results."""
    enc = rules.hunt_table(table)
    bands = []
    for b in enc.bands:
        eff: list = []
        gain = rules.hunt_gain(row, picks, b) if picks else dict(b.gain)
        if gain:
            eff.append({"gain": dict(gain)})
        if b.suffer is not None:
            eff.append({"suffer": {"kind": b.suffer.kind, "severity": b.suffer.severity}})
        if b.flee:
            eff.append("flee")
        band = {"effects": eff}
        if b.min is not None:
            band["min"] = b.min
        if b.max is not None:
            band["max"] = b.max
        bands.append(band)
    s.stack.append(Test(cid=c.cid, stats=list(enc.stats), bands=bands, source=f"encounter:{table}"))
