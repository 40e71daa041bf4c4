"""Day-action abilities of items, powers and knowledge cards (rb p.63-65: "action" abilities are
Day actions; once-a-day ones are marked used), and the advanced actions granted by knowledge
cards: Make fire (rb p.82: 1 energy and 1 wood; test DEX or CON, +2 for 1 fiber; 10+ a fire,
1-9 the wood back)."""
from __future__ import annotations

from game.core.decision import Choice, Event
from game.core.i18n import N_, Msg

from .. import abilities, chars, effects
from ..state import Test
from ..menu import menu_choice, menu_msg


def granted(content, s, action: str) -> bool:
    """An advanced action is unlocked by a knowledge card of the community (rb p.65, 82-91)."""
    if not s.knowledge_cards:                            # (most menus: no card, no generator)
        return False
    return any(action in content.knowledge[k].grants_actions for k in s.knowledge_cards)


def available(content, s, c) -> list[Choice]:
    out = [menu_choice(f"action:use:{tag}", ab.text or tag) for tag, ab in abilities.usable(content, s, c, "day_action")]
    if granted(content, s, "make_fire") and c.energy >= 1 and chars.count(c, "wood") >= 1:
        out.append(menu_msg("action:make_fire", N_("Make fire (1 energy, 1 wood)")))
    return out


def begin(content, s, c, cid: str, events: list) -> None:
    if cid == "action:make_fire":
        chars.spend_energy(c, 1)                          # rb p.82 step 1
        chars.take(c, chars.keys_of(c, "wood")[0])
        events.append(Event("fire", Msg("{name} tries to make a fire", name=c.name), seat=c.seat, rule="rb p.82"))
        s.stack.append(Test(cid=c.cid, stats=["dex", "con"], source="make_fire",
                            modifiers=[{"add": 2, "if": {"has_resource": {"fiber": 1}},
                                        "cost": [{"spend": {"fiber": 1}}]}],
                            bands=[{"min": 10, "effects": [{"place_token": {"type": "fire", "where": "here"}}]},
                                   {"max": 9, "effects": [{"gain": {"wood": 1}}]}]))
        return
    tag = cid.split(":", 2)[2]
    ab = abilities.find(content, s, c, tag)
    abilities.used(c, tag, ab)
    effects.push(s, c.cid, ab.effects, source=tag)
