"""Extract (rb p.48-50): pay and deplete; the site's stones go into the bag with hidden omens;
the player picks a stone type still in the bag (the omen is random within it), gains it first,
then the omen is revealed: a current omen reads the codex extraction table (site × omen);
stop or draw again, at most 3 draws. The bag arithmetic is `extract.py` (rules)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg

from .. import abilities, board, chars, effects
from .. import extract as bag_rules
from . import common
from .water import sites_allowing
from ..menu import menu_msg


def available(content, s, c) -> list[Choice]:
    cost = common.site_cost(content, s, "extract", c.pos)
    if not common.affordable(c, "extract", cost):
        return []
    return [menu_msg(f"action:extract:{site}", N_("Extract ({site}, {energy})"), site=site, energy=cost)
            for site in sites_allowing(content, s, c.pos, "extract")]


def begin(content, s, c, cid: str, events: list) -> None:
    site = cid.split(":")[2]
    common.pay(content, s, c, "extract", common.site_cost(content, s, "extract", c.pos), events)
    common.deplete(content, s, c.pos, "extract")          # rb p.48: pay, then deplete
    extra = 0
    for tag, ab in abilities.usable(content, s, c, "on_extract"):   # rb p.50: "unless an effect says otherwise"
        if ab.extra_draws:
            extra += ab.extra_draws
            abilities.used(c, tag, ab)
    common.push(s, c, "extract", "draw", site, bag=bag_rules.build_bag(s.rng, site), draws=0,
                limit=content.rulebook.const("extraction_max_draws") + extra)


def pending(content, s, f) -> Decision:
    c = s.char(f.cid)
    stones = bag_rules.stones_in(f.data["bag"])
    choices = [menu_msg(f"res:{st}", N_("Draw a {stone}"), stone=st.replace("_", " ")) for st in stones]
    if f.data["draws"] > 0:
        choices.append(menu_msg("done", N_("Stop")))
    return Decision(c.seat, "stonesaga.extract.draw", Msg("{name}: draw from the bag ({draws}/{limit})", name=c.name,
                                                          draws=f.data["draws"], limit=f.data["limit"]),
                    tuple(choices), rule="rb p.49")


def apply(content, s, f, choice, events: list) -> None:
    c = s.char(f.cid)
    if choice.id == "done":
        common.finish(s, f)
        return
    stone = choice.id.split(":", 1)[1]
    token, f.data["bag"] = bag_rules.draw(s.rng, f.data["bag"], stone)
    f.data["draws"] += 1
    chars.gain_resource(content, c, stone, 1)             # rb p.49: gain the material first
    events.append(Event("extract", Msg("{name} extracts {stone}: omen {omen}", name=c.name, stone=stone.replace("_", " "),
                                            omen=token["omen"]),
                        seat=c.seat, reveals=True, rule="rb p.49"))
    if not bag_rules.may_draw(f.data["bag"], f.data["draws"], f.data["limit"]):
        common.finish(s, f)
    if bag_rules.omen_matches(token["omen"], board.current_omens(content, s)):
        entry = content.tables.extraction.get(f.site, {}).get(token["omen"]) if content.tables else None
        if entry is not None:
            effects.read_codex(content, s, c, entry, events)   # rb p.50: the extraction table
