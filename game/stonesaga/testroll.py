"""Tests (rb p.14-16): declare the stat, roll 1d6 with heroic 6s, use re-roll abilities
(decisions), add the stat with its enhancement and the modifiers (optional ones are decisions),
read the band, degrade the tested stat's enhancement. The dice arithmetic is `dice.py`."""
from __future__ import annotations

import copy

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg, Sub

from . import abilities, conditions, dice, effects, health, words
from .state import SaState, Test
from .menu import menu_msg


def reroll_sources(content, s: SaState, c, stat: str) -> list[str]:
    """Re-roll abilities usable in this test, one entry per re-roll they grant (rb p.15, 65)."""
    out = []
    for tag, ab in abilities.usable(content, s, c, "on_test", stat):
        out += [tag] * ab.reroll
    return out


def dice_abilities(content, s: SaState, c, stat: str, name: str) -> list[str]:
    """Usable abilities whose effects add a die (`add_die`) or turn one (`turn_die`) in this test
    (rb p.15 step 2, p.99)."""
    from .primitives import effect_name
    return [tag for tag, ab in abilities.usable(content, s, c, "on_test", stat)
            if any(effect_name(e) == name for e in ab.effects or ())]


def _ability_mods(content, s: SaState, c, stat: str) -> list[dict]:
    """+n abilities (rb p.15 step 4): automatic, but a once-a-day one is the player's choice."""
    return [{"add": ab.add, "ability": tag} for tag, ab in abilities.usable(content, s, c, "on_test", stat) if ab.add]


def auto(content, s: SaState, f: Test, events: list) -> bool:
    c = s.char(f.cid)
    if f.stage == "stat":
        if len(f.stats) > 1 or _legend(s, c) is not None or _pet_stats(content, s, c, f.stats):
            return False
        f.stat = f.stats[0]
        _roll(content, s, f, c, events)
    if f.stage == "reroll":
        if f.rerolls or f.adders:
            return False
        f.stage = "turn"
    if f.stage == "turn":                                # rb p.99: turns come after re-rolls
        if f.turners:
            return False
        f.stage = "mods"
    if f.stage == "mods":
        while f.mod_at < len(f.modifiers):
            m = f.modifiers[f.mod_at]
            if not effects.holds(content, s, _who(s, f, c), m.get("if")):
                f.mod_at += 1
                continue
            if m.get("ability"):
                ab = abilities.find(content, s, c, m["ability"])
                if ab is None or (ab.once_per_day and m["ability"] in c.used):
                    f.mod_at += 1
                    continue
                if ab.once_per_day:
                    return False                         # the player may keep it for later
                f.bonus += m["add"]
                f.mod_at += 1
                continue
            if m.get("cost"):
                if effects.affordable(content, s, c, m["cost"]):
                    return False
                f.mod_at += 1
                continue
            f.bonus += m["add"]
            f.mod_at += 1
        _resolve(content, s, f, c, events)
        return True
    return False


def _legend(s: SaState, c):
    """The Legend card this character holds, if any (rb p.70: ≤1 per character)."""
    return conditions.held_legend(s, c)


def _wisdom_helps(content, s: SaState, f: Test, c) -> bool:
    """Ancestral wisdom (rb p.71) would open a modifier: its condition fails for the character but
    holds with the trait or a mark of its Legend card."""
    return any(m.get("if") is not None and not effects.holds(content, s, c, m["if"])
               and conditions.holds_with_wisdom(content, s, c, m["if"]) for m in f.modifiers)


def _who(s: SaState, f: Test, c):
    """The character as the modifiers see it: with its Legend's trait and marks if it declared
    Ancestral wisdom before rolling."""
    if not f.wisdom:
        return c
    proxy = copy.copy(c)
    proxy._wisdom = _legend(s, c)                        # type: ignore[attr-defined]
    return proxy


def _pet_stats(content, s: SaState, c, stats: list[str]) -> list[tuple[str, str, int, int]]:
    """(pet, stat, value, enhancement) a bonded pet on the character's terrain offers for this
    test (rb p.90: declared before the roll; the pet's own enhancement counts)."""
    from .content_campaign import for_content
    out = []
    for pid, p in sorted((getattr(s, "saga", None) or {}).get("pets", {}).items()):
        if p.bonded != c.cid or p.pos != c.pos:
            continue
        defs = for_content(content).pets.get(pid)
        for st in stats:
            if defs is not None and st in defs.stats:
                out.append((pid, st, defs.stats[st], p.enh.get(st, 0)))
    return out


def _roll(content, s, f: Test, c, events) -> None:
    f.dice = dice.roll_heroic(s.rng)                     # rb p.14: a 6 is a heroic effort
    events.append(Event("roll", Msg("{name} tests {stat}: rolls {dice}", name=c.name, stat=f.stat.upper(), dice=str(f.dice)), seat=c.seat,
                        reveals=True, rule="rb p.14"))
    f.rerolls = reroll_sources(content, s, c, f.stat)
    f.adders = dice_abilities(content, s, c, f.stat, "add_die")
    f.turners = dice_abilities(content, s, c, f.stat, "turn_die")
    f.modifiers = list(f.modifiers) + _ability_mods(content, s, c, f.stat)
    f.stage = "reroll"


def _resolve(content, s, f: Test, c, events) -> None:
    if f.legend:
        # Way of the Hero (rb p.70): the Legend's stat, no enhancement; the card goes back on top
        lg = _legend(s, c)
        level, value = 0, lg["stats"][f.stat]
        lg["with"] = ""
        s.legends.remove(lg)
        s.legends.append(lg)
    elif f.pet:
        # rb p.90: the pet's value and its enhancement, which degrades; the character's are untouched
        pet = s.saga["pets"][f.pet]
        _, _, value, level = next(x for x in _pet_stats(content, s, c, [f.stat]) if x[0] == f.pet)
        pet.enh[f.stat] = health.degrade_enhancement(level)
    else:
        level, value = c.enh.get(f.stat, 0), c.stats[f.stat]
        if f.wisdom and _legend(s, c) is not None:
            conditions.use_legend(s, c)                  # rb p.71: the used Legend goes back on top
    f.total = dice.test_total(f.dice, value, level, f.bonus)   # rb p.15 steps 3-4
    bands = [(b.get("min"), b.get("max")) for b in f.bands]
    f.band = dice.band_of(bands, f.total)                # rb p.15 step 5
    if not f.legend and not f.pet:
        c.enh[f.stat] = health.degrade_enhancement(level)    # rb p.15 step 6
    events.append(Event("test", Msg("{name}: {stat} total {total}", name=c.name, stat=f.stat.upper(), total=f.total), seat=c.seat, rule="rb p.15"))
    s.stack.remove(f)
    if f.band is not None and f.band >= 0:
        effects.push(s, c.cid, f.bands[f.band]["effects"], source=f.source)


def _stat(st: str):
    """A stat's short name as the character board writes it (rb p.15; FOR in French): the
    English is the key upper-cased, `STR`, as it always was."""
    return Sub(words.STAT_SHORT[st]) if st in words.STAT_SHORT else st.upper()


def pending(content, s: SaState, f: Test) -> Decision:
    c = s.char(f.cid)
    if f.stage == "stat":
        lg = _legend(s, c)
        extra = [Choice(f"legend:{st}", Msg(N_("{name}'s {stat} {value} (Way of the Hero)"), name=lg["name"],
                                            stat=_stat(st), value=lg["stats"][st]))
                 for st in f.stats] if lg is not None else []
        from .content_campaign import for_content
        pets = for_content(content).pets
        extra += [Choice(f"pet:{pid}:{st}", Msg(N_("{name}'s {stat} {value} (+{extra})"), name=pets[pid].name,
                                                stat=_stat(st), value=v, extra=e) if e else
                         Msg(N_("{name}'s {stat} {value}"), name=pets[pid].name, stat=_stat(st), value=v))
                  for pid, st, v, e in _pet_stats(content, s, c, f.stats)]
        if lg is not None and _wisdom_helps(content, s, f, c):
            extra += [Choice(f"wisdom:{st}", Msg(N_("{stat} {value} with {name}'s trait and marks (Ancestral wisdom)"),
                                                 stat=_stat(st), value=c.stats[st], name=lg["name"])) for st in f.stats]
        return Decision(c.seat, "stonesaga.test.stat", Msg("{name}: test which stat?", name=c.name),
                        tuple([Choice(f"stat:{st}", Msg(N_("{stat} {value}"), stat=_stat(st), value=c.stats[st])) for st in f.stats]
                              + extra),
                        rule="rb p.14, 70, 90")
    if f.stage == "reroll":
        return Decision(c.seat, "stonesaga.test.reroll", Msg("{name} rolled {dice}: re-roll or add a die?", name=c.name,
                                                             dice=str(f.dice)),
                        tuple([menu_msg(f"reroll:{src}", N_("Re-roll with {source}"), source=src) for src in f.rerolls]
                              + [menu_msg(f"add:{src}", N_("Add a die with {source}"), source=src) for src in f.adders]
                              + [menu_msg("keep", KEEP)]), rule="rb p.15", data={"dice": list(f.dice)})
    if f.stage == "turn":
        return Decision(c.seat, "stonesaga.test.turn", Msg("{name} rolled {dice}: turn a die?", name=c.name, dice=str(f.dice)),
                        tuple([menu_msg(f"turn:{src}", N_("Turn a die with {source}"), source=src) for src in f.turners]
                              + [menu_msg("keep", KEEP)]), rule="rb p.99", data={"dice": list(f.dice)})
    if f.stage == "reroll_die":
        return Decision(c.seat, "stonesaga.test.die", Msg("{name}: re-roll which die?", name=c.name),
                        tuple(Choice(f"die:{i}", str(v)) for i, v in enumerate(f.dice)), rule="rb p.15")
    m = f.modifiers[f.mod_at]
    return Decision(c.seat, "stonesaga.test.modifier", Msg("{name}: pay for +{n}?", name=c.name, n=m["add"]),
                    (menu_msg("yes", N_("Pay for +{n}"), n=m["add"]), menu_msg("no", N_("No"))), rule="rb p.15")


KEEP = N_("Keep the dice")


def apply(content, s: SaState, f: Test, choice: Choice, events: list) -> None:
    c = s.char(f.cid)
    cid = choice.id
    if f.stage == "stat":
        f.stat = cid.split(":")[-1]
        if cid.startswith("pet:"):
            f.pet = cid.split(":")[1]                    # declared before rolling (rb p.90)
        if cid.startswith("legend:"):
            f.legend = True                              # declared before rolling (rb p.14)
        if cid.startswith("wisdom:"):
            f.wisdom = True                              # declared before rolling (rb p.71)
        _roll(content, s, f, c, events)
    elif f.stage == "reroll":
        if cid == "keep":
            f.rerolls = []
            f.adders = []
            f.stage = "turn"
        elif cid.startswith("add:"):                     # rb p.15: rolled at once, may be re-rolled
            _use_dice_ability(content, s, f, c, cid.split(":", 1)[1], f.adders)
        else:
            f.using = cid.split(":", 1)[1]
            f.stage = "reroll_die"
    elif f.stage == "turn":
        if cid == "keep":
            f.turners = []
            f.stage = "mods"
        else:
            _use_dice_ability(content, s, f, c, cid.split(":", 1)[1], f.turners)
    elif f.stage == "reroll_die":
        i = int(cid.split(":")[1])
        f.rerolls.remove(f.using)                        # rb p.15: one re-roll per effect
        ab = abilities.find(content, s, c, f.using)
        if ab is not None:
            abilities.used(c, f.using, ab)
            if ab.once_per_day:
                f.rerolls = [x for x in f.rerolls if x != f.using]
        f.dice = dice.reroll(s.rng, f.dice, i)           # rb p.15: a re-rolled 6 does not explode
        events.append(Event("roll", Msg("{name} re-rolls: {dice}", name=c.name, dice=str(f.dice)), seat=c.seat, reveals=True, rule="rb p.15"))
        f.stage = "reroll"
    else:
        m = f.modifiers[f.mod_at]
        if cid == "yes":
            if m.get("ability"):
                abilities.used(c, m["ability"], abilities.find(content, s, c, m["ability"]))
            else:
                effects.push(s, c.cid, m["cost"], source=f.source)
            f.bonus += m["add"]
        f.mod_at += 1


def _use_dice_ability(content, s: SaState, f: Test, c, tag: str, pool: list[str]) -> None:
    """Use an add-a-die / turn-a-die ability: it is spent for this test (and for the Day if
    once a day), and its effects run on top of the test (`add_die`, `turn_die` find it)."""
    pool.remove(tag)
    ab = abilities.find(content, s, c, tag)
    abilities.used(c, tag, ab)
    effects.push(s, c.cid, ab.effects, source=tag)

