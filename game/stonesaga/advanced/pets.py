"""Pets (rb p.89-91): a pet bonds with one character; on the same terrain it moves, flees and
comes out of excavations with it, its slots extend the character's inventory (one food, water or
material each), its stats may be used for a test (declared first; its own enhancements apply and
degrade), a character may feed it a food of its diet during the Day (its only enhancement: a
minor one); bonds may be swapped at the start of a Day; between challenges a Season keeps the
pets (reassigned freely), a Generation or an Epoch loses them all. Extreme solo (rb p.100): one
character and a pet for the whole campaign; on a death, the Day is finished, the top Night card
is discarded unresolved, Demand +2, a new character starts the next Day.

State: `s.saga["pets"] = {pid: Pet}`. The flow moves a pet with its character (actions/move.py)
and offers its stats in tests (testroll.py); the Day menu offers feeding (`feed_pet`), the
pet's slots (`pet_bag`: put and take, rb p.90) and, at the start of a Day, a bond swap
(`pet_bond`, rb p.91); consent is asked of the player of the character a pet is bonded to
(ruling SS-170)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.decision import Choice, Event
from game.core.i18n import N_, Msg, Sub

from .. import chars, health
from ..content_campaign import for_content
from ..state import SaState
from .common import saga
from ..menu import menu_msg
from ..words import STAT_SHORT, resource


@serial.register
@dataclass
class Pet:
    pid: str
    bonded: str = ""                       # character id ("" unassigned)
    pos: str = ""
    bag: dict[str, int] = field(default_factory=dict)
    enh: dict[str, int] = field(default_factory=dict)


def pets(s: SaState) -> dict:
    return saga(s).setdefault("pets", {})


def gain_pet(content, s: SaState, pid: str, c) -> Pet:
    """A pet is discovered and bonds with `c` (rb p.89)."""
    p = Pet(pid=pid, bonded=c.cid, pos=c.pos, enh={st: 0 for st in for_content(content).pets[pid].stats})
    pets(s)[pid] = p
    return p


def bonded_to(s: SaState, cid: str) -> Pet | None:
    for p in pets(s).values():
        if p.bonded == cid:
            return p
    return None


def bond(s: SaState, pet: Pet, c) -> bool:
    """rb p.89, 91: one pet per character and one character per pet; a swap needs both on the
    pet's terrain (at the start of a Day, with consent: the caller's decision)."""
    if c.pos != pet.pos or bonded_to(s, c.cid) not in (None, pet):
        return False
    pet.bonded = c.cid
    return True


def follow(s: SaState, c, old_pos: str) -> None:
    """rb p.90: when the bonded character moves, flees or comes out, a pet on the terrain it left
    goes with it."""
    p = bonded_to(s, c.cid)
    if p is not None and p.pos == old_pos:
        p.pos = c.pos


def room(content, pet: Pet) -> int:
    """Free slots: each holds one food, water or material token (rb p.90)."""
    return for_content(content).pets[pet.pid].slots - sum(pet.bag.values())


def stow(content, s: SaState, c, pet: Pet, key: str) -> bool:
    """On the same terrain the pet's slots extend the bonded character's inventory (rb p.90)."""
    if pet.pos != c.pos or room(content, pet) < 1 or not chars.take(c, key):
        return False
    pet.bag[key] = pet.bag.get(key, 0) + 1
    return True


def test_value(content, pet: Pet, stat: str) -> int | None:
    """rb p.90: the pet's value and enhancement for a test, or None if it lacks the stat."""
    st = for_content(content).pets[pet.pid].stats
    if stat not in st:
        return None
    return st[stat] + health.enhancement_bonus(pet.enh.get(stat, 0))


test_value.__test__ = False                 # not a pytest test despite its name


def feed(content, s: SaState, c, pet: Pet, key: str, stat: str) -> bool:
    """rb p.91: during the Day, a food of its diet from a character on its terrain gives the pet
    a minor enhancement (its only source of enhancements)."""
    d = for_content(content).pets[pet.pid]
    if pet.pos != c.pos or chars.base(key) not in d.diet or stat not in d.stats or s.phase != "day":
        return False
    if not chars.take(c, key):
        return False
    pet.enh[stat] = health.enhance(pet.enh.get(stat, 0), "minor")
    return True


def between_challenges(s_pets: dict, interval: str) -> dict:
    """rb p.91: a Season keeps the pets (unbonded, to be reassigned); a Generation or an Epoch
    loses them all."""
    if interval in ("generation", "epoch"):
        return {}
    return {pid: Pet(pid=pid) for pid in sorted(s_pets)}


def extreme_solo_death(content, s: SaState, events: list, dead=None) -> None:
    """rb p.100 step 2: the top Night card is discarded without resolving it, Demand +2 (and the
    challenge events it reaches). The pet stays with the new character (step 3: it arrives at
    the start of the next Day, step 4). The Night's remaining steps are skipped by the caller."""
    from .. import challenge, effect_queue
    deck = s.decks.get("night", [])
    if deck:
        s.discards.setdefault("night", []).append(deck.pop(0))
    effect_queue.move_track(s, "demand", 2)
    events.append(Event("solo", Msg("Extreme solo: the top Night card is discarded, Demand +2"), rule="rb p.100"))
    challenge.demand_events(content, s, events)
    if dead is not None:
        heir = s.chars[-1]
        for p in pets(s).values():
            if p.bonded == dead.cid:
                p.bonded, p.pos = heir.cid, s.start


def unstow(content, s: SaState, c, pet: Pet, key: str) -> bool:
    """rb p.90: a token moves from the pet's slots to the character's inventory."""
    if pet.pos != c.pos or pet.bag.get(key, 0) < 1:
        return False
    pet.bag[key] -= 1
    if not pet.bag[key]:
        del pet.bag[key]
    chars.add(c, key)
    return True


def slot_token(content, key: str) -> bool:
    """rb p.90: a slot holds one food, water or material token (no item)."""
    return chars.is_food(key) or chars.base(key) == "water" or chars.is_material(content, key)


def _owner(s: SaState, pet: Pet):
    """The living character the pet is bonded to, or None."""
    for c in s.chars:
        if c.cid == pet.bonded and not c.dead:
            return c
    return None


def bond_window_open(s: SaState) -> bool:
    """rb p.91: bonds are swapped at the start of a Day, i.e. before the Day's first action."""
    return s.phase == "day" and saga(s).get("bond_day") == s.day


def _open_bond_window(content, s: SaState, events: list) -> None:
    if saga(s).get("pets"):                      # no pet, no swap: the state stays as it was
        saga(s)["bond_day"] = s.day


def _close_bond_window(content, s: SaState, c) -> None:
    if "bond_day" in saga(s):
        del saga(s)["bond_day"]


def bond_targets(s: SaState, pet: Pet) -> list:
    """rb p.91: characters on the pet's terrain it may bond with (one pet per character)."""
    return [c for c in s.chars if not c.dead and c.pos == pet.pos and c.cid != pet.bonded
            and bonded_to(s, c.cid) is None]


from .. import hooks  # noqa: E402
hooks.register("start_of_day", _open_bond_window)
hooks.register("action_begins", _close_bond_window)


# --- the Day's free steps with a pet (rb p.90-91: before or after an action, so no turn used) --

FREE = True                                  # day.py: a free step like sharing food (SS-88)


def available(content, s, c):
    out: list[Choice] = []                       # day.py ends a run of free steps (SS-15)
    for pid, p in sorted(pets(s).items()):
        d = for_content(content).pets[pid]
        if p.pos != c.pos:
            continue
        if any(chars.base(k) in d.diet for k in c.bag if c.bag[k] > 0):
            out.append(menu_msg(f"action:feed_pet:{pid}", N_("Feed {pet}"), pet=d.name))
        if p.bag or (room(content, p) > 0 and any(slot_token(content, k) for k in c.bag if c.bag[k] > 0)):
            out.append(menu_msg(f"action:pet_bag:{pid}", N_("{pet}'s slots ({n}/{slots})"), pet=d.name,
                                n=sum(p.bag.values()), slots=d.slots))
        if bond_window_open(s) and bond_targets(s, p):
            out.append(menu_msg(f"action:pet_bond:{pid}", N_("Bond {pet} to another character"), pet=d.name))
    return out


def begin(content, s, c, cid: str, events: list) -> None:
    from ..state import Action
    name, pid = cid.split(":")[1], cid.split(":")[2]
    stage = {"feed_pet": "food", "pet_bag": "bag", "pet_bond": "bond"}[name]
    s.stack.append(Action(cid=c.cid, name=name, stage=stage, data={"pet": pid}))


def _needs_consent(s: SaState, c, p: Pet) -> bool:
    """rb p.90-91: a pet bonded to another living character of another player needs that
    player's consent (ruling SS-170: a player consents for their own characters)."""
    o = _owner(s, p)
    return o is not None and o.cid != c.cid and o.seat != c.seat


def pending(content, s, f):
    from game.core.decision import Decision
    c = s.char(f.cid)
    d = for_content(content).pets[f.data["pet"]]
    p = pets(s)[f.data["pet"]]
    if f.stage in ("bag", "bond") and _needs_consent(s, c, p) and not f.data.get("consent"):
        o = _owner(s, p)
        what = (N_("{owner}: let {name} exchange tokens with {pet}?") if f.stage == "bag"
                else N_("{owner}: let {name} bond again {pet}?"))
        return Decision(o.seat, "stonesaga.pet.consent", Msg(what, owner=o.name, name=c.name, pet=d.name),
                        (Choice("yes", Msg("Agree")), Choice("no", Msg("Refuse"))), rule="rb p.90-91")
    if f.stage == "bag":
        ch = [Choice(f"put:{k}", Msg("Put {resource} on {pet}", resource=resource(k), pet=d.name)) for k in sorted(c.bag)
              if c.bag[k] > 0 and slot_token(content, k) and room(content, p) > 0]
        ch += [Choice(f"take:{k}", Msg("Take {resource} from {pet}", resource=resource(k), pet=d.name)) for k in sorted(p.bag) if p.bag[k] > 0]
        ch.append(Choice("done", Msg("Done")))
        return Decision(c.seat, "stonesaga.pet.bag",
                        Msg("{pet}'s slots ({n}/{slots}): put or take a token", pet=d.name, n=sum(p.bag.values()), slots=d.slots),
                        tuple(ch), rule="rb p.90")
    if f.stage == "bond":
        ch = [Choice(f"char:{o.cid}", Msg("Bond {pet} to {name}", pet=d.name, name=o.name)) for o in bond_targets(s, p)]
        ch.append(Choice("done", Msg("Keep the bond")))
        return Decision(c.seat, "stonesaga.pet.bond", Msg("{pet}: bond with whom?", pet=d.name), tuple(ch), rule="rb p.91")
    if f.stage == "food":
        return Decision(c.seat, "stonesaga.pet.food", Msg("{name}: feed {pet} which food?", name=c.name, pet=d.name),
                        tuple(Choice(f"res:{k}", Msg("{resource}", resource=resource(k))) for k in sorted(c.bag) if c.bag[k] > 0 and chars.base(k) in d.diet),
                        rule="rb p.91")
    p = pets(s)[f.data["pet"]]
    return Decision(c.seat, "stonesaga.pet.stat", Msg("{pet}: the minor enhancement goes to?", pet=d.name),
                    tuple(Choice(f"stat:{st}", Msg("{stat} {value} (+{plus})", stat=Sub(STAT_SHORT.get(st, st.upper())),
                                                   value=d.stats[st], plus=p.enh.get(st, 0))) for st in sorted(d.stats)),
                    rule="rb p.91, p.14")


def apply(content, s, f, choice, events: list) -> None:
    c = s.char(f.cid)
    pid = f.data["pet"]
    d = for_content(content).pets[pid]
    p = pets(s)[pid]
    if choice.id in ("yes", "no") and f.stage in ("bag", "bond"):
        if choice.id == "no":                            # rb p.90-91: no exchange without consent
            events.append(Event("pet", Msg("{pet}: consent refused", pet=d.name), seat=c.seat, rule="rb p.90-91"))
            s.stack.remove(f)
        else:
            f.data["consent"] = True
        return
    if f.stage == "bag":
        if choice.id == "done":
            s.stack.remove(f)
            return
        verb, key = choice.id.split(":", 1)
        ok = stow(content, s, c, p, key) if verb == "put" else unstow(content, s, c, p, key)
        if ok:
            events.append(Event("pet", Msg(N_("{name} puts {resource} on {pet}") if verb == "put" else N_("{name} takes {resource} from {pet}"),
                                           name=c.name, resource=resource(key), pet=d.name), seat=c.seat, rule="rb p.90"))
        return
    if f.stage == "bond":
        if choice.id.startswith("char:"):
            new = s.char(choice.id.split(":", 1)[1])
            p.bonded = ""                                # rb p.91: no longer bonded to the previous one
            bond(s, p, new)
            events.append(Event("pet", Msg("{pet} bonds with {name}", pet=d.name, name=new.name), seat=new.seat, rule="rb p.91"))
        s.stack.remove(f)
        return
    if f.stage == "food":
        f.data["food"] = choice.id.split(":", 1)[1]
        f.stage = "stat"
        return
    feed(content, s, c, pets(s)[pid], f.data["food"], choice.id.split(":", 1)[1])
    events.append(Event("pet", Msg("{name} feeds {pet}", name=c.name, pet=d.name), seat=c.seat, rule="rb p.91"))
    s.stack.remove(f)


def auto(content, s, f, events) -> bool:
    return False
