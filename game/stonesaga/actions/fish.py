"""Fish (rb p.38-42): pay 2 energy (+ depletion) and deplete; shuffle the fishing deck; a Stock
card and a Spots & Currents card are revealed; 4 dice are rolled and assigned to spots (small
≤1 die, large ≤2) before the Modifiers card is revealed; each spot with dice is resolved on one
current through it: success (sum ≥ the current's final difficulty) gains the stock row, with a
Windfall on success, a Mishap on failure. The resolution itself is `fishing.py` (rules)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg, T

from .. import abilities, chars, dice, fishing, words
from . import common
from .water import sites_allowing
from ..menu import menu_msg


def card_dicts(content, cid: str) -> dict:
    """A content FishingCard as the plain dict `fishing.py` reads."""
    card = content.fishing[cid]
    return {
        "stock": {r: {"bundle": dict(row.bundle), "base": row.base} for r, row in card.stock.items()},
        "modifiers": {r: {"op": m.op, "v": m.v} for r, m in card.modifiers.items()},
        "currents": {k: {"from": cur.source, "to": cur.to} for k, cur in card.currents.items()},
        "spots": [{"id": sp.id, "size": sp.size, "currents": list(sp.currents), "icon": sp.icon or None}
                  for sp in card.spots],
    }


def _cards(content, cid: str) -> dict:
    """`card_dicts(content, cid)`, cached per pack (a pure function of the card) for the two
    readers of `fishing.py` below (`difficulties`, `resolve_spot`), which only read it."""
    memo = content.memo.setdefault("fish_cards", {})
    got = memo.get(cid)
    if got is None:
        got = memo[cid] = card_dicts(content, cid)
    return got


def _spots(content, cid: str) -> list[dict]:
    """`card_dicts(content, cid)["spots"]`, cached per pack (a pure function of the card) for
    the readers below, which never change it."""
    memo = content.memo.setdefault("fish_spots", {})
    got = memo.get(cid)
    if got is None:
        got = memo[cid] = card_dicts(content, cid)["spots"]
    return got


def available(content, s, c) -> list[Choice]:
    cost = common.site_cost(content, s, "fish", c.pos)
    if not common.affordable(c, "fish", cost) or len(s.decks["fishing"]) < 3:
        return []
    return [menu_msg(f"action:fish:{site}", N_("Fish ({site}, {energy})"), site=site, energy=cost)
            for site in sites_allowing(content, s, c.pos, "fish")]


def begin(content, s, c, cid: str, events: list) -> None:
    site = cid.split(":")[2]
    common.pay(content, s, c, "fish", common.site_cost(content, s, "fish", c.pos), events)
    common.deplete(content, s, c.pos, "fish")
    deck = s.decks["fishing"]
    s.rng.shuffle(deck)                                   # rb p.38 step 1
    extra = [(tag, ab) for tag, ab in abilities.usable(content, s, c, "on_fish") if ab.extra_stock]
    n_extra = min(sum(ab.extra_stock for _, ab in extra), max(0, len(deck) - 3))
    stocks = [deck.pop(0) for _ in range(1 + n_extra)]   # Master Fisher: an extra Stock card (rb p.8-9)
    for tag, ab in extra if n_extra else []:
        abilities.used(c, tag, ab)
    spots, mods = deck.pop(0), deck.pop(0)
    rolled = [dice.roll_d6(s.rng) for _ in range(content.rulebook.const("fishing_dice"))]   # rb p.40
    events.append(Event("fish", Msg("{name} fishes at the {site}: stock {stock}, spots {spots}; dice {dice}", name=c.name,
                                    site=T(site), stock=", ".join(card_name(content, x) for x in stocks),
                                    spots=card_name(content, spots), dice=str(rolled)),
                        seat=c.seat, reveals=True, rule="rb p.39-40"))
    rerolls = [tag for tag, ab in abilities.usable(content, s, c, "on_fish") for _ in range(ab.reroll)]
    common.push(s, c, "fish", "stock" if len(stocks) > 1 else "assign", site, stock=stocks[0], spots=spots,
                mods=mods, dice=rolled, assign={}, die=-1, order=[], at=0, revealed=False, stocks=stocks,
                rerolls=rerolls, using="")


def card_name(content, cid: str) -> str:
    """A fishing card as players call it: its name, or its id when the pack gives none."""
    card = content.fishing.get(cid)
    return card.name if card is not None and card.name else cid


def _capacity(content, f, spot: dict) -> int:
    return content.rulebook.const("fishing_spot_capacity")[spot["size"]]


def _used(f) -> list[int]:
    return [i for ds in f.data["assign"].values() for i in ds]


def pending(content, s, f) -> Decision:
    c = s.char(f.cid)
    d = f.data
    if f.stage == "stock":
        return Decision(c.seat, "stonesaga.fish.stock", Msg("{name}: use which Stock card?", name=c.name),
                        tuple(Choice(f"opt:{i}", card_name(content, x)) for i, x in enumerate(d["stocks"])), rule="rb p.8-9")
    if f.stage == "reroll_die":
        return Decision(c.seat, "stonesaga.fish.reroll", Msg("{name}: re-roll which die?", name=c.name),
                        tuple(Choice(f"die:{i}", str(v)) for i, v in enumerate(d["dice"]) if i not in _used(f)),
                        rule="rb p.40")
    if f.stage == "assign":
        free = [i for i in range(len(d["dice"])) if i not in _used(f)]
        spots = _spots(content, d["spots"])
        room = any(len(d["assign"].get(sp["id"], [])) < _capacity(content, f, sp) for sp in spots)
        choices = [menu_msg(f"die:{i}", N_("Place the {die}"), die=d["dice"][i]) for i in free] if room else []
        if free:
            choices += [menu_msg(f"reroll:{t}", N_("Re-roll a die ({source})"), source=t) for t in dict.fromkeys(d.get("rerolls", []))]
        choices.append(menu_msg("done", N_("Done placing dice")))
        return Decision(c.seat, "stonesaga.fish.assign", Msg("{name}: dice {dice}: place a die on a spot?", name=c.name,
                                                             dice=str(d["dice"])),
                        tuple(choices), rule="rb p.40", data={"assign": dict(d["assign"])})
    if f.stage == "spot":
        spots = _spots(content, d["spots"])
        return Decision(c.seat, "stonesaga.fish.spot", Msg("{name}: the {die} on which spot?", name=c.name,
                                                           die=d["dice"][d["die"]]),
                        tuple(Choice(f"spot:{sp['id']}", _spot_label(sp)) for sp in spots
                              if len(d["assign"].get(sp["id"], [])) < _capacity(content, f, sp)), rule="rb p.40")
    if f.stage == "current":
        sp = _spot(content, f, d["order"][d["at"]])
        return Decision(c.seat, "stonesaga.fish.current", Msg("{name}: spot {spot} on which current?", name=c.name,
                                                              spot=sp["id"]),
                        tuple(Choice(f"current:{k}", words.alone("current", k)) for k in sp["currents"]), rule="rb p.41")
    res = d["windfall"]
    return Decision(c.seat, "stonesaga.fish.windfall", Msg("{name}: windfall: which?", name=c.name),
                    tuple(Choice(f"opt:{i}", words.counts(opt)) for i, opt in enumerate(res)),
                    rule="rb p.42")


def _spot_label(sp: dict):
    """A spot and its size (rb p.39): "s2 (large)" in English, as it always read."""
    t = words.SPOT_SIZES.get(sp["size"])
    return Msg(t, spot=sp["id"]) if t else f"{sp['id']} ({sp['size']})"


def _spot(content, f, sid: str) -> dict:
    return next(sp for sp in _spots(content, f.data["spots"]) if sp["id"] == sid)


def apply(content, s, f, choice, events: list) -> None:
    d = f.data
    c = s.char(f.cid)
    cid = choice.id
    if f.stage == "stock":
        keep = d["stocks"][int(cid.split(":")[1])]
        d["stock"] = keep
        for other in d["stocks"]:
            if other != keep:
                s.decks["fishing"].append(other)          # shuffled back (rb p.8-9)
        s.rng.shuffle(s.decks["fishing"])
        d["stocks"] = [keep]
        f.stage = "assign"
        return
    if f.stage == "reroll_die":
        i = int(cid.split(":")[1])
        d["rerolls"].remove(d["using"])
        ab = abilities.find(content, s, c, d["using"])
        if ab is not None:
            abilities.used(c, d["using"], ab)
        d["dice"] = dice.reroll(s.rng, d["dice"], i)     # rb p.40: abilities may re-roll dice here
        events.append(Event("fish", Msg("{name} re-rolls: {dice}", name=c.name, dice=str(d["dice"])), seat=c.seat, reveals=True, rule="rb p.40"))
        f.stage = "assign"
        return
    if f.stage == "assign":
        if cid.startswith("reroll:"):
            d["using"] = cid.split(":", 1)[1]
            f.stage = "reroll_die"
            return
        if cid == "done":
            _reveal_mods(content, s, f, c, events)
            return
        d["die"] = int(cid.split(":")[1])
        f.stage = "spot"
    elif f.stage == "spot":
        sid = cid.split(":", 1)[1]
        d["assign"].setdefault(sid, []).append(d["die"])
        f.stage = "assign"
    elif f.stage == "current":
        _resolve(content, s, f, c, cid.split(":", 1)[1], events)
    else:
        opt = d["windfall"][int(cid.split(":")[1])]
        for r, n in opt.items():
            chars.gain_resource(content, c, r, n)
        d["windfall"] = []
        f.stage = "resolve"
        d["at"] += 1


def _reveal_mods(content, s, f, c, events) -> None:
    d = f.data
    d["order"] = [sp["id"] for sp in _spots(content, d["spots"]) if d["assign"].get(sp["id"])]
    d["at"] = 0
    f.stage = "resolve"
    diffs = fishing.difficulties(*(_cards(content, d[k]) for k in ("stock", "spots", "mods")))
    events.append(Event("fish", Msg("Modifiers revealed: difficulties {difficulties}", difficulties=str(diffs)), seat=c.seat, reveals=True, rule="rb p.41"))


def auto(content, s, f, events: list) -> bool:
    if f.stage != "resolve":
        return False
    d = f.data
    c = s.char(f.cid)
    while d["at"] < len(d["order"]):
        sp = _spot(content, f, d["order"][d["at"]])
        if len(sp["currents"]) > 1:
            f.stage = "current"
            return False
        _resolve(content, s, f, c, sp["currents"][0], events)
        if f.stage != "resolve":
            return False
    for k in ("stock", "spots", "mods"):                  # rb p.42: the cards go back
        s.decks["fishing"].append(d[k])
    common.finish(s, f)
    return True


def _resolve(content, s, f, c, current: str, events) -> None:
    d = f.data
    sid = d["order"][d["at"]]
    values = [d["dice"][i] for i in d["assign"][sid]]
    cards = [_cards(content, d[k]) for k in ("stock", "spots", "mods")]
    r = fishing.resolve_spot(*cards, sid, values, current, f.site)
    events.append(Event("fish", Msg("Spot {spot}: {total} vs {difficulty}: success", spot=sid, total=sum(values), difficulty=r.difficulty)
                        if r.success else
                        Msg("Spot {spot}: {total} vs {difficulty}: failure", spot=sid, total=sum(values), difficulty=r.difficulty),
                        seat=c.seat, rule="rb p.41"))
    f.stage = "resolve"
    if r.success:
        for res, n in r.bundle.items():
            chars.gain_resource(content, c, res, n)
        if len(r.windfall) > 1:                           # marsh: 1 fiber or 1 wood (rb p.42)
            d["windfall"] = [dict(o) for o in r.windfall]
            f.stage = "windfall"
            return
        for opt in r.windfall:
            for res, n in opt.items():
                chars.gain_resource(content, c, res, n)
    elif r.mishap is not None:
        if r.mishap.lose_energy:
            chars.lose_energy(s, c, r.mishap.lose_energy)
        if r.mishap.suffer is not None:
            chars.suffer(s, c, r.mishap.suffer.kind, r.mishap.suffer.severity)
    d["at"] += 1
