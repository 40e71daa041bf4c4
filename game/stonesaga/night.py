"""The Night phase (rb p.51-54), steps 1-9, each character in turn where a step is personal.
Steps 5-7 sit on the lost page 53: the digest's defaults are implemented and switchable
(rulings SS-1..SS-3: tokens degrade at step 5, food decays there, shelter does not; step 6
reorganises inventories with no bag limit by default; step 7 draws one Night card per Night
which each character checks)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg, P, Sub

from . import abilities, bequest, board, capacity, challenge, chars, dice, effects, health, waits, words
from .state import STATS, Create, Character, Effects, Night, SaState
from .menu import menu_msg


def night_chars(s: SaState) -> list[Character]:
    """Living characters on the map (a replacement arrives at the next Day, rb p.70 step 6)."""
    return [c for c in s.living() if c.pos]


def _rb(content):
    return content.rulebook


def auto(content, s: SaState, f: Night, events: list) -> bool:
    """Advance every step that needs no choice; False when a choice is due."""
    for _ in range(1000):
        if s.phase == "over":
            return True
        if f.step == 1:
            if not _deaths(content, s, f, events):
                return False
            if f.step != 1:
                return True                              # the Night was ended (extreme solo): frames pushed run first
            f.step, f.idx = 2, 0
        elif f.step in (2, 3, 4, 6):
            live = night_chars(s)
            if f.idx >= len(live):
                if f.step == 3:
                    for c in s.chars:
                        c.ate = c.drank = False
                if f.step == 2 and not _comfort(content, s, f, events):
                    f.sub = "shelter"                    # rb p.52: the players choose who
                    return False
                f.step, f.idx = (f.step + 1 if f.step != 4 else 5), 0
                f.sub = ""
                continue
            c = live[f.idx]
            if _personal(content, s, f, c, events):
                f.idx += 1
                f.sub = ""
                continue
            return False
        elif f.step == 5:
            degrade_tokens(content, s, events)
            f.step = 6
        elif f.step == 7:
            # SS-2: one card per Night that each character checks (default), or one each
            live = night_chars(s)
            each = s.opt("ss_night_card") == "each"
            if f.idx >= len(live):
                if f.card:
                    s.discards["night"].append(f.card)   # rb p.54: it sets the current omens
                    f.card = ""
                f.step = 8
                continue
            if not f.card:
                _draw_night_card(content, s, f, events)
                if not f.card:                           # no card at all: quiet nights
                    if each:
                        _quiet_night(content, s, live[f.idx], events)
                        f.idx += 1
                    else:
                        for c in live:
                            _quiet_night(content, s, c, events)
                        f.idx = len(live)
                    return True
            c = live[f.idx]
            f.idx += 1
            _night_card_for(content, s, f, c, events)
            if each:
                s.discards["night"].append(f.card)
                f.card = ""
            return True                                  # let the pushed effects run first
        elif f.step == 8:
            _demand(content, s, events)
            f.step = 9
            return True
        elif f.step == 9:
            if f.sub != "end":
                f.sub = "end"
                _check_tracks(content, s, events)
                # "end of each night" = after step 9 (rb p.54): challenge triggers first
                challenge.triggers(content, s, "end_of_night", events)
                return True
            s.stack.remove(f)
            if s.phase != "over":
                from . import behemoth
                behemoth.after_night(content, s, events)   # rb p.77: the Behemoth phase, then the Day
            return True
    raise RuntimeError("night did not settle")


# --- step 1: death (rb p.51, 69-70) -------------------------------------------------------------

def _deaths(content, s: SaState, f: Night, events: list) -> bool:
    for c in s.chars:
        if not c.dead and chars.incapacitated(s, c):
            die(content, s, c, events)
            from . import hooks
            if hooks.run("night_death", content, s, events, c):   # rb p.100: extreme solo (infinite.py)
                f.step, f.sub = 9, "end"                   # steps 1 and 4: no more Night, a new Day
                return True
            return False if s.stack and s.stack[-1] is not f else True
    return True


def die(content, s: SaState, c: Character, events: list) -> None:
    """rb p.69-70: the character dies; mourning roll; it becomes a Legend; its player creates a
    new character, who arrives next Day; the others on its terrain share its bequest (`bequest`)."""
    c.dead = True
    roll = dice.roll_d6(s.rng)
    events.append(Event("death", Msg("{name} dies. Mourning roll: {roll}", name=c.name, roll=roll), seat=c.seat, reveals=True, rule="rb p.70"))
    row = next(r for r in _rb(content).mourning if roll >= r.min and (r.max is None or roll <= r.max))
    legend = {"name": c.name, "stats": dict(c.stats), "trait": c.trait, "marks": list(c.marks), "with": ""}
    if row.effect == "population_minus_1":
        effects.move_track(s, "population", -1)
    elif row.effect == "discontent_plus_1":
        effects.move_track(s, "discontent", 1)
    s.legends.append(legend)
    bonus = row.effect == "stat_plus_1"
    heirs = bequest.start(content, s, c, events)         # rb p.70 step 5, after the new character
    if heirs is not None:
        s.stack.append(heirs)
    n = len(s.chars) + 1
    new = Character(cid=f"c{n}", seat=c.seat)
    s.chars.append(new)
    rolls, kept = chars.roll_creation(s.rng)
    s.stack.append(Create(cid=new.cid, values=kept, rolls=rolls, late=True))
    if bonus:
        # Second audit 5: +1 to one of the dead character's (the Legend's) stats, max 6: the
        # player picks which (ruling SS-10); asked before the new character is created
        ok = [st for st in STATS if legend["stats"][st] < 6]
        if ok:
            s.stack.append(Effects(cid=c.cid, source="mourning", wait={
                "kind": "legend_stat",
                **waits.stored_prompt(Msg("Mourning {name}: +1 to which of the Legend's stats?", name=c.name)),
                "choices": [waits.stored_choice(f"stat:{st}", Msg("{stat} {value}", stat=Sub(words.STAT_SHORT[st]),
                                                                 value=legend["stats"][st])) for st in ok],
                "legend": len(s.legends) - 1, "rule": "rb p.70"}))


# --- steps 2, 3, 4, 6: per character ------------------------------------------------------------

def _personal(content, s: SaState, f: Night, c: Character, events: list) -> bool:
    """Resolve one character's part of the step; False if a choice is due."""
    if f.step == 2:
        if not f.sub:
            f.sub = "eat"
        if f.sub == "eat":
            if any(chars.edible(k) for k in c.bag):
                return False
            f.sub = "drink"
        if f.sub == "drink":
            if chars.count(c, "water"):
                return False
        _recover(content, s, c, events)
        return True
    if f.step == 3:
        hard = s.opt("ss_heal") == "hard"                # difficulty variant (rb p.101, SS-21)
        heal = c.ate and c.drank and (not hard or f"comforted:{c.cid}" in f.used)
        if heal:                                         # rb p.52: may degrade 1 weakness
            if c.weak and f.sub != "done":
                return False
        elif not c.ate and not c.drank:
            sev = "major" if hard else "minor"           # rb p.52: neither: a minor wound
            chars.suffer(s, c, "wound", sev)
            events.append(Event("hunger", Msg("{name}: hungry and thirsty, a major wound", name=c.name) if sev == "major"
                                else Msg("{name}: hungry and thirsty, a minor wound", name=c.name), seat=c.seat, rule="rb p.52"))
        elif hard and (c.ate != c.drank):
            chars.suffer(s, c, "wound", "minor")         # rb p.101: only one of the two
        return True
    if f.step == 4:
        return not night_actions(content, s, c, f)
    if f.step == 6:
        if over_limit(s, c) > 0:
            return False
        # rb p.53 step 6: stow / unpack, and move resources to or from capacity places (rb p.64)
        return f.sub == "done" or not (chars.all_items(c) or c.stowed or capacity.has_places(content, s, c))
    return True


def over_limit(s: SaState, c: Character) -> int:
    """Resources beyond the bag's Night capacity (lost page 53: ruling SS-4, none by default)."""
    limit = s.opt("ss_bag_limit")
    if not limit or limit == "none":
        return 0
    return sum(c.bag.values()) - int(limit)


def store_options(content, s: SaState, c: Character) -> list[tuple[str, str]]:
    """(place, resource) pairs a resource of the bag may go onto (rb p.18, 34; `capacity.py`)."""
    return capacity.put_options(content, s, c)


def night_actions(content, s: SaState, c: Character, f: Night) -> list[str]:
    """Item Night actions not used yet this Night (rb p.53 step 4: each once)."""
    if chars.incapacitated(s, c):
        return []
    return [tag for tag, ab in abilities.usable(content, s, c, "night_action") if f"{c.cid}|{tag}" not in f.used]


def _recover(content, s: SaState, c: Character, events: list) -> None:
    """rb p.52: rested, fed, hydrated (comfort is added once shelters are assigned)."""
    rb = _rb(content)
    gain = health.rested_energy(chars.n_characters(s)) if s.opt("ss_rested") != "hard" else \
        (0 if chars.n_characters(s) >= 3 else 1)
    gain += rb.const("night_fed_energy") if c.ate else 0
    gain += rb.const("night_hydrated_energy") if c.drank else 0
    got = chars.gain_energy(s, c, gain)
    events.append(Event("recover", Msg("{name} recovers {energy}", name=c.name, energy=words.energy(got)), seat=c.seat, rule="rb p.52"))


def _comfort_plan(content, s: SaState) -> tuple[list[Character], dict[str, tuple[int, list[Character]]]]:
    """rb p.52 Comforted: who is warmed by a fire (or a comfort improvement, rb p.34), and per
    terrain the shelter value (token + "+N shelter value", rb p.58) with the others who need it."""
    warm: list[Character] = []
    need: dict[str, tuple[int, list[Character]]] = {}
    for c in s.living():
        cell = s.cells.get(c.pos)
        if cell is None:
            continue
        camp = board.active_camp_at(s, c.pos)
        imps = [content.improvements[i] for i in camp.improvements] if camp is not None else []
        if cell.fire > 0 or any(i.comfort for i in imps):          # improvements work there (rb p.34)
            warm.append(c)
            continue
        value = cell.shelter + sum(i.shelter for i in imps)
        if value > 0:
            need.setdefault(c.pos, (value, []))[1].append(c)
    return warm, need


def shelter_contest(content, s: SaState, f: Night) -> tuple[str, int, list[Character]] | None:
    """The first terrain whose shelter serves fewer characters than need it, with places still to
    give: the players choose who takes them (rb p.52, 58; ruling SS-8)."""
    _, need = _comfort_plan(content, s)
    for cell in sorted(need):
        value, cands = need[cell]
        picked = [c for c in cands if f"sheltered:{c.cid}" in f.used]
        if len(cands) > value and len(picked) < value:
            return cell, value - len(picked), [c for c in cands if c not in picked]
    return None


def _comfort(content, s: SaState, f: Night, events: list) -> bool:
    """rb p.52 Comforted: +1 with a fire or a shelter on the terrain; a shelter serves as many
    characters as its value (1 or 2), the players choosing who (ruling SS-8). False while a
    choice of who takes shelter is due; nothing is given until every terrain is settled."""
    if shelter_contest(content, s, f) is not None:
        return False
    warm, need = _comfort_plan(content, s)
    ok = list(warm)
    for cell in sorted(need):
        value, cands = need[cell]
        ok += cands if len(cands) <= value else [c for c in cands if f"sheltered:{c.cid}" in f.used]
    for c in s.living():
        if c not in ok:
            continue
        f.used.append(f"comforted:{c.cid}")
        if chars.gain_energy(s, c, _rb(content).const("night_comforted_energy")):
            events.append(Event("comfort", Msg("{name} is comforted", name=c.name), seat=c.seat, rule="rb p.52"))
    return True


# --- step 5 (lost page 53): degrade tokens (ruling SS-1) ---------------------------------------

def degrade_tokens(content, s: SaState, events: list) -> None:
    """Each fire and depletion token degrades once (rb p.37, 58); perishable food decays fresh →
    spoiled → discarded (rb p.20, SS-1 `ss_food_decay`); shelter does not (SS-3)."""
    for cell in s.cells.values():
        if cell.fire:
            cell.fire -= 1
        if cell.depletion:
            cell.depletion -= 1
        if cell.shelter and s.opt("ss_shelter_decays") == "yes":
            cell.shelter -= 1
    if s.opt("ss_food_decay") != "no":
        for c in s.living():
            decay(c.bag)
            for store in c.stores.values():
                decay(store)
        for camp in s.camps:
            for idx, store in camp.stores.items():
                keep = content.improvements[camp.improvements[int(idx)]].prevents_decay
                decay(store, keep)
    events.append(Event("degrade", Msg("Fire and depletion tokens degrade; fresh food spoils"), rule="rb p.53"))


def decay(bag: dict, keep=()) -> None:
    """Perishable food only: fresh → spoiled, spoiled → discarded (rb p.20)."""
    spoiled: dict[str, int] = {}
    for k in sorted(bag):
        b = chars.base(k)
        if b not in chars.PERISHABLE or b in keep:
            continue
        n = bag.pop(k)
        if chars.state_of(k) == "":
            spoiled[b + "/s"] = n                        # fresh → spoiled; spoiled → discarded
    bag.update(spoiled)


# --- step 7 (lost page 53): the Night card (ruling SS-2) ----------------------------------------

def _draw_night_card(content, s: SaState, f: Night, events: list) -> None:
    deck = s.decks["night"]
    if not deck and s.opt("ss_night_exhausted") != "quiet":
        # Second audit 8: keep the top discard (the current omen); shuffle the rest back
        pile = s.discards["night"]
        deck.extend(pile[:-1])
        del pile[:-1]
        s.rng.shuffle(deck)
    if not deck:
        return
    f.card = deck.pop(0)
    card = content.night[f.card]
    events.append(Event("night_card", Msg("Night card: {card}. {text}", card=card.name, text=card.text), reveals=True, rule="rb p.54"))


def _night_card_for(content, s: SaState, f: Night, c: Character, events: list) -> None:
    card = content.night[f.card]
    if effects.holds(content, s, c, card.condition):
        effects.push(s, c.cid, card.effects, source=f"night:{card.id}")
    else:
        _quiet_night(content, s, c, events)


def _quiet_night(content, s: SaState, c: Character, events: list) -> None:
    """rb p.54: a Quiet Night: +1 energy, or at the maximum a minor enhancement (chosen)."""
    if c.energy < chars.energy_max(s) and not chars.incapacitated(s, c):
        chars.gain_energy(s, c, 1)
    else:
        effects.push(s, c.cid, [{"enhance": {"severity": "minor", "stat": "choose"}}], source="quiet_night")
    events.append(Event("quiet", Msg("{name}: a quiet night", name=c.name), seat=c.seat, rule="rb p.54"))


# --- steps 8 and 9 -----------------------------------------------------------------------------

def _demand(content, s: SaState, events: list) -> None:
    """rb p.54 step 8: Demand +1 (or the d6 difficulty variant, rb p.101), then the events."""
    n = 1
    if s.opt("ss_demand_roll") == "yes":
        roll = dice.roll_d6(s.rng)
        n = 3 if roll <= 2 else 2 if roll <= 4 else 1
        events.append(Event("roll", Msg("Demand roll {roll}: +{n}", roll=roll, n=n), reveals=True, rule="rb p.101"))
    effects.move_track(s, "demand", n)
    events.append(Event("track", Msg("Demand → {demand}", demand=s.tracks["demand"]), rule="rb p.54"))
    challenge.demand_events(content, s, events)


def _check_tracks(content, s: SaState, events: list) -> None:
    """rb p.54 step 9: Population 0 → codex 333; Discontent 20 → codex 418."""
    who = s.on_map()[0] if s.on_map() else s.chars[-1]
    for track, value, entry in (("population", 0, 333), ("discontent", 20, 418)):
        if s.tracks[track] == value:
            if entry in content.codex:
                effects.read_codex(content, s, who, entry, events)
            else:
                challenge.end(content, s, "lost", events)


# --- decisions ---------------------------------------------------------------------------------

def pending(content, s: SaState, f: Night) -> Decision:
    if f.step == 2 and f.sub == "shelter":
        cell, places, cands = shelter_contest(content, s, f)
        return Decision(cands[0].seat, "stonesaga.night.shelter",
                        Msg("Who takes shelter on {tile}? ({places} left)", tile=s.cells[cell].tile,
                            places=P(places, "{n} place", "{n} places")),
                        tuple(Choice(f"char:{c.cid}", c.name or c.cid) for c in cands), rule="rb p.52, 58")
    c = night_chars(s)[f.idx]
    if f.step == 2 and f.sub == "eat":
        foods = sorted(k for k in c.bag if chars.edible(k))
        return Decision(c.seat, "stonesaga.night.eat", Msg("{name}: eat a food?", name=c.name),
                        tuple([menu_msg(f"res:{k}", words.ALONE["resource"], resource=k) for k in foods] + [menu_msg("no", N_("Eat nothing"))]), rule="rb p.52")
    if f.step == 2:
        return Decision(c.seat, "stonesaga.night.drink", Msg("{name}: drink a water?", name=c.name),
                        (menu_msg("res:water", N_("Drink")), menu_msg("no", N_("Do not drink"))), rule="rb p.52")
    if f.step == 3:
        return Decision(c.seat, "stonesaga.night.heal", Msg("{name}: fed and watered: degrade a weakness?", name=c.name),
                        tuple([Choice(f"opt:{i}", words.weakness(k, v)) for i, (k, v) in enumerate(c.weak)] + [menu_msg("no", N_("No"))]),
                        rule="rb p.52")
    if f.step == 4:
        return Decision(c.seat, "stonesaga.night.action", Msg("{name}: a Night action?", name=c.name),
                        tuple([Choice(f"use:{t}", t) for t in night_actions(content, s, c, f)] + [menu_msg("done", N_("Done"))]),
                        rule="rb p.53")
    if over_limit(s, c) > 0:
        return Decision(c.seat, "stonesaga.night.bag_limit",
                        Msg("{name}: the bag holds too much: store or discard", name=c.name),
                        tuple([menu_msg(f"store:{where}:{k}", N_("Put {resource} on {place}"), resource=k, place=where)
                               for where, k in store_options(content, s, c)]
                              + [menu_msg(f"res:{k}", N_("Discard {resource}"), resource=k) for k in sorted(c.bag)]),
                        rule="rb p.18, 34, 53 (SS-4)")
    items = chars.all_items(c)
    return Decision(c.seat, "stonesaga.night.reorganise", Msg("{name}: reorganise (stow, unpack, store)?", name=c.name),
                    tuple([menu_msg(f"item:{i}", N_("Stow {item}"), item=i) for i in items if chars.free_slots(c, "satchel") > 0]
                          + [menu_msg(f"item:{i}", N_("Unpack {item}"), item=i) for i in c.stowed
                             if chars.free_slots(c, content.items[chars.item_id(i)].slot) > 0]
                          + [menu_msg(f"store:{w}:{k}", PUT_ONE, resource=k, place=w)
                             for w, k in capacity.put_options(content, s, c)]
                          + [menu_msg(f"unstore:{w}:{k}", TAKE_ONE, resource=k, place=w)
                             for w, k in capacity.take_options(content, s, c)]
                          + [menu_msg("done", N_("Done"))]), rule="rb p.53, 64")


PUT_ONE, TAKE_ONE = N_("Put 1 {resource} on {place}"), N_("Take 1 {resource} from {place}")


def apply(content, s: SaState, f: Night, choice: Choice, events: list) -> None:
    cid = choice.id
    if f.step == 2 and f.sub == "shelter":
        f.used.append(f"sheltered:{cid.split(':', 1)[1]}")   # rb p.52: chosen for the shelter
        return
    c = night_chars(s)[f.idx]
    if f.step == 2 and f.sub == "eat":
        if cid != "no":
            chars.take(c, cid.split(":", 1)[1])          # rb p.52: ≤1 food
            c.ate = True
        f.sub = "drink"
        return
    if f.step == 2:
        if cid != "no":
            chars.take(c, "water")                       # rb p.52: ≤1 water
            c.drank = True
        f.sub = "rest"
        return
    if f.step == 3:
        if cid != "no":
            chars.degrade_weakness(s, c, int(cid.split(":")[1]))
        f.sub = "done"
        return
    if f.step == 4:
        if cid == "done":
            f.used.extend(f"{c.cid}|{t}" for t in night_actions(content, s, c, f))   # declines the rest
            return
        tag = cid.split(":", 1)[1]
        f.used.append(f"{c.cid}|{tag}")                  # rb p.53: each Night action once
        ab = abilities.find(content, s, c, tag)
        abilities.used(c, tag, ab)
        effects.push(s, c.cid, ab.effects, source=tag)
        return
    # step 6: stow / unpack (rb p.18, 53)
    if cid.startswith("res:"):
        chars.take(c, cid.split(":", 1)[1])
        return
    if cid.startswith(("store:", "unstore:")):
        verb, where, key = cid.split(":", 2)
        (capacity.put if verb == "store" else capacity.take)(content, s, c, where, key)   # rb p.64
        _count_move(f, c)
        return
    if cid == "done":
        f.sub = "done"
        return
    inst = cid.split(":", 1)[1]
    if inst in c.stowed:
        c.stowed.remove(inst)
        c.items[content.items[chars.item_id(inst)].slot].append(inst)
    else:
        for slot in c.items:
            if inst in c.items[slot]:
                c.items[slot].remove(inst)
        c.stowed.append(inst)
        for k, n in c.stores.pop(inst, {}).items():      # rb p.18: its resources move elsewhere
            chars.add(c, k, n)
    _count_move(f, c)


STEP6_MOVES_MAX = 24             # ruling SS-15's bound on free loops: step 6 ends after 24 moves


def _count_move(f: Night, c: Character) -> None:
    f.used.append(f"step6:{c.cid}")
    if f.used.count(f"step6:{c.cid}") >= STEP6_MOVES_MAX:
        f.sub = "done"
