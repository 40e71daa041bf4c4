"""The interpreter of the closed effect and condition vocabulary (`primitives.py`).

Each name of `primitives.EFFECTS` has one function in `EFFECTS` here, each name of
`primitives.CONDITIONS` one in `CONDITIONS` (a test checks both tables match). Effects run
from an `Effects` frame: `run` resolves entries in order until one needs a choice, which it
records in `frame.wait`; `pending`/`apply` turn that into a Decision and resume.
"""
from __future__ import annotations

import copy

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg, Sub

from . import bequest, board, chars, health, waits, words
from .conditions import CONDITIONS, affordable, held_legend, holds, holds_with_wisdom, party, use_legend
from .effect_queue import TRACK_MAX, move_track, push, read_codex
from .primitives import effect_arg, effect_name
from .waits import stored_choice, stored_prompt
from .state import STATS, Character, Effects, SaState, Test

__all__ = ["CONDITIONS", "EFFECTS", "RESUME", "TRACK_MAX", "affordable", "holds", "move_track", "party", "push",
           "read_codex"]



# --- running ----------------------------------------------------------------------------------

def auto(content, s: SaState, f: Effects, events: list) -> bool:
    """Resolve entries until one waits on a choice (False) or the list is done (pop, True)."""
    if f.wait:
        return False
    while f.queue:
        if s.phase == "over":
            break
        e = f.queue.pop(0)
        name, arg = effect_name(e), effect_arg(e)
        c = s.char(f.cid) if f.cid else None
        if c is not None and (c.dead or not c.pos) and s.on_map():
            c = s.on_map()[0]                            # ruling SS-24: the effect goes on
            f.cid = c.cid
        before = len(s.stack)
        done = EFFECTS[name](content, s, f, c, arg, events)
        if done is False:                                # waiting on a choice: f.wait is set
            return False
        if len(s.stack) > before:                        # a sub-frame (test, effects) runs first
            return True
    if f in s.stack:
        s.stack.remove(f)
    return True


def pending(content, s: SaState, f: Effects) -> Decision:
    w = f.wait
    c = s.char(f.cid)
    return Decision(c.seat, f"stonesaga.effect.{w['kind']}", w["prompt"], tuple(waits.choice(x) for x in w["choices"]),
                    rule=w.get("rule", ""), prompt_msg=w.get("prompt_msg", ""), prompt_args=w.get("prompt_args"))


def apply(content, s: SaState, f: Effects, choice: Choice, events: list) -> None:
    w, f.wait = f.wait, {}
    c = s.char(f.cid)
    RESUME[w["kind"]](content, s, f, c, w, choice.id, events)


def _wait(f: Effects, kind: str, prompt: Msg | str, choices: list[tuple[str, Msg | str]], **extra) -> bool:
    """Record the question (a Msg: its English text, message id and parameters, all JSON values,
    since the wait is kept in the state and its saves)."""
    f.wait = {"kind": kind, **stored_prompt(prompt), "choices": [stored_choice(i, lab) for i, lab in choices], **extra}
    return False


# The words of the questions below (issue 17: shown in the reader's language).
SLOTS = {"hand": N_("hand"), "body": N_("body"), "satchel": N_("satchel")}
REMOVE_PROMPTS = {"lose": N_("{name}: which {resource} to lose?"), "spend": N_("{name}: which {resource} to spend?")}
SEVERITIES = {"minor": N_("minor"), "major": N_("major")}
WEAKNESS_KINDS = {"wound": N_("wound"), "disease": N_("disease")}                  # rb p.55
VEILED = N_("veiled")


# --- effects -----------------------------------------------------------------------------------

def e_gain(content, s, f, c, arg, events):
    processed = bool(arg.get("processed", False))
    for res, n in arg.items():
        if res == "processed":
            continue
        key = chars.gain_resource(content, c, res, n, processed)
        events.append(Event("gain", Msg("{name} gains {gain}", name=c.name, gain=words.count(key, n)), seat=c.seat))


def e_gain_item(content, s, f, c, arg, events):
    """rb p.18: into a free slot of its type; otherwise the player discards or stows an item of
    that type, or the new one (giving it away is done by a Trade later: ruling SS-12)."""
    slot = content.items[arg].slot
    events.append(Event("item", Msg("{name} gains {item}", name=c.name, item=content.items[arg].name), seat=c.seat, rule="rb p.18"))
    if chars.free_slots(c, slot) > 0:
        c.items[slot].append(chars.new_instance(s, arg))
        return None
    new = chars.new_instance(s, arg)
    choices: list = [(f"item:{x}", Msg("Discard {item}", item=x)) for x in c.items[slot] + [new]]
    if chars.free_slots(c, "satchel") > 0 and slot != "satchel":
        choices += [(f"stow:{x}", Msg("Stow {item}", item=x)) for x in c.items[slot] + [new]]
    elif slot == "satchel" and chars.free_slots(c, "satchel") > 0:
        c.items[slot].append(new)
        return None
    return _wait(f, "item_room", Msg("{name}: no free {slot} slot for {item}", name=c.name, slot=Sub(SLOTS[slot]),
                                          item=content.items[arg].name), choices,
                 new=new, slot=slot, rule="rb p.18")


def _resume_item_room(content, s, f, c, w, cid, events):
    kind, x = cid.split(":", 1)
    new, slot = w["new"], w["slot"]
    if kind == "item":                                   # discard x (back to the supply)
        if x != new:
            c.items[slot].remove(x)
            c.stores.pop(x, None)
            c.items[slot].append(new)
        return
    if x == new:                                          # stow the new one
        c.stowed.append(new)
        return
    c.items[slot].remove(x)
    c.stowed.append(x)
    c.items[slot].append(new)


def _generic_keys(content, c, generic: str) -> list[str]:
    if generic == "food":
        return sorted(k for k in c.bag if chars.is_food(k))
    if generic == "material":
        return sorted(k for k in c.bag if chars.is_material(content, k))
    return chars.keys_of(c, generic)


def _remove(content, s, f, c, arg, events, verb):
    """lose / spend: take n of each type; several keys (states, generic types) → a choice."""
    items = list(arg.items())
    while items:
        res, n = items.pop(0)
        keys = _generic_keys(content, c, res)
        if len(set(keys)) > 1 and n > 0:
            rest = {r: k for r, k in items}
            f.queue[:0] = ([{verb: rest}] if rest else [])
            return _wait(f, "pick_resource", Msg(REMOVE_PROMPTS[verb], name=c.name, resource=words.resource(res)),
                         [(f"res:{k}", Msg("{resource} ({n})", resource=words.resource(k), n=c.bag[k])) for k in keys],
                         res=res, n=n, verb=verb)
        for k in keys:
            got = min(n, c.bag.get(k, 0))
            chars.take(c, k, got)
            n -= got
    return None


def e_lose(content, s, f, c, arg, events):
    return _remove(content, s, f, c, arg, events, "lose")


def e_spend(content, s, f, c, arg, events):
    pool = party(s, c)
    if len(pool) > 1:                                    # rb p.60: the party pools its resources
        (res, n), rest = next(iter(arg.items())), {k: v for k, v in list(arg.items())[1:]}
        holders = _holders(content, pool, res)
        if len(holders) > 1:
            f.queue[:0] = [{"spend": rest}] if rest else []
            return _wait(f, "pool_give", Msg("{title}: who gives 1 {resource} ({n} to pay)?",
                                                     title=s.adventure["title"], resource=words.resource(res), n=n),
                         [(f"char:{p.cid}", p.name or p.cid) for p in holders], res=res, n=n, rule="rb p.60")
        if holders and holders[0] is not c:
            for _ in range(n):
                _give_one(content, holders[0], res)
            f.queue[:0] = [{"spend": rest}] if rest else []
            return None
    return _remove(content, s, f, c, arg, events, "spend")


def _resume_pick_resource(content, s, f, c, w, cid, events):
    key = cid.split(":", 1)[1]
    take = min(w["n"], c.bag.get(key, 0))
    chars.take(c, key, take)
    left = w["n"] - take
    if left > 0:
        f.queue.insert(0, {w["verb"]: {w["res"]: left}})


def e_spend_energy(content, s, f, c, arg, events):
    payers = [p for p in party(s, c) if p.energy > 0]
    if len(payers) > 1:                                  # rb p.60: the party pools its energy
        return _wait(f, "pool_energy", Msg("{title}: who spends 1 energy ({n} to pay)?", title=s.adventure["title"], n=arg),
                     [(f"char:{p.cid}", Msg("{name} ({energy})", name=p.name, energy=words.energy(p.energy))) for p in payers],
                     n=arg, rule="rb p.60")
    if payers and payers[0] is not c:
        chars.spend_energy(payers[0], min(arg, payers[0].energy))
        return None
    chars.spend_energy(c, min(arg, c.energy))


def _pool_paid(s, f, c, w, cid, events):
    p = s.char(cid.split(":", 1)[1])
    chars.spend_energy(p, 1)
    if w["n"] > 1:
        f.queue.insert(0, {"spend_energy": w["n"] - 1})


def _holders(content, pool, res: str) -> list[Character]:
    return [p for p in pool if any(p.bag.get(k, 0) > 0 for k in _generic_keys(content, p, res))]


def _give_one(content, giver, res: str) -> None:
    """One resource of this type from a participant (the first of its keys in order)."""
    for k in _generic_keys(content, giver, res):
        if giver.bag.get(k, 0) > 0:
            chars.take(giver, k)
            return


def _resume_pool_give(content, s, f, c, w, cid, events):
    _give_one(content, s.char(cid.split(":", 1)[1]), w["res"])
    if w["n"] > 1:
        f.queue.insert(0, {"spend": {w["res"]: w["n"] - 1}})


def e_lose_energy(content, s, f, c, arg, events):
    w = chars.lose_energy(s, c, arg)
    events.append(Event("energy", Msg("{name} loses {energy} ({wounds})", name=c.name, energy=words.energy(arg), wounds=words.minor_wounds(w))
                        if w else Msg("{name} loses {energy}", name=c.name, energy=words.energy(arg)),
                        seat=c.seat, rule="rb p.17"))


def e_gain_energy(content, s, f, c, arg, events):
    chars.gain_energy(s, c, arg)


SUFFERS = {("minor", "wound"): N_("{name} suffers a minor wound"), ("major", "wound"): N_("{name} suffers a major wound"),
           ("minor", "disease"): N_("{name} suffers a minor disease"),
           ("major", "disease"): N_("{name} suffers a major disease")}      # rb p.55-56: the weaknesses


def e_suffer(content, s, f, c, arg, events):
    chars.suffer(s, c, arg["kind"], arg["severity"])
    events.append(Event("suffer", Msg(SUFFERS[(arg["severity"], arg["kind"])], name=c.name), seat=c.seat, rule="rb p.56"))


def e_degrade_weakness(content, s, f, c, arg, events):
    if not c.weak:
        return None
    if arg > 1:
        f.queue.insert(0, {"degrade_weakness": arg - 1})
    kinds = sorted({(k, v) for k, v in c.weak})
    if len(kinds) == 1:
        chars.degrade_weakness(s, c, 0)
        return None
    return _wait(f, "degrade", Msg("{name}: degrade which weakness?", name=c.name),
                 [(f"opt:{i}", Msg("{kind} {severity}", kind=Sub(WEAKNESS_KINDS.get(k, k)), severity=Sub(SEVERITIES.get(v, v))))
                  for i, (k, v) in enumerate(c.weak)])


def _resume_degrade(content, s, f, c, w, cid, events):
    chars.degrade_weakness(s, c, int(cid.split(":")[1]))


def e_enhance(content, s, f, c, arg, events):
    if arg["stat"] == "choose":
        return _wait(f, "enhance", Msg("{name}: enhance which stat ({severity})?", name=c.name,
                                                   severity=Sub(SEVERITIES.get(arg["severity"], arg["severity"]))),
                     [(f"stat:{st}", Msg("{stat}", stat=Sub(words.STAT_SHORT[st]))) for st in STATS], severity=arg["severity"], rule="rb p.14")
    enhance_stat(s, c, arg["stat"], arg["severity"])
    return None


def _resume_enhance(content, s, f, c, w, cid, events):
    enhance_stat(s, c, cid.split(":")[1], w["severity"])


def enhance_stat(s, c, stat: str, severity: str) -> None:
    """rb p.14; a major onto an existing enhancement: ruling SS-53 (ss_major_enhancement_stack)."""
    rule = s.opt("ss_major_enhancement_stack") or "cap"
    try:
        c.enh[stat] = health.enhance(c.enh.get(stat, 0), severity, on_existing_major=rule)
    except health.HealthError:
        pass                                             # refused: the enhancement is lost


# rb p.66: the community tracks, each named as the rulebook does
TRACK_MOVES = {"demand": N_("Demand {delta} → {value}"), "knowledge": N_("Knowledge {delta} → {value}"),
               "discontent": N_("Discontent {delta} → {value}"), "population": N_("Population {delta} → {value}")}


def e_track(content, s, f, c, arg, events):
    from . import challenge
    for t, n in arg.items():
        move_track(s, t, n)
        delta, value = f"{'+' if n > 0 else ''}{n}", s.tracks[t]
        text = (Msg(TRACK_MOVES[t], delta=delta, value=value) if t in TRACK_MOVES
                else f"{t.capitalize()} {delta} → {value}")
        events.append(Event("track", text, rule="rb p.66"))
        if t == "demand" and n > 0 and s.phase == "day":
            challenge.demand_events(content, s, events)


def _where_cells(content, s, c, where) -> list[str] | None:
    if where == "here":
        return [c.pos]
    if where == "each_camp":
        return [camp.cell for camp in s.camps if camp.status == "active"]
    adj = [k for k in board.neighbours(s, c.pos)]
    if where == "random_adjacent":
        from . import dice
        return [adj[dice.random_pick(s.rng, len(adj))]] if adj else []
    return None                                          # choose_adjacent: a decision


def place_token(content, s: SaState, cell: str, kind: str, events: list) -> None:
    cl = s.cells[cell]
    if kind == "fire":
        cl.fire = 2                                      # rb p.58: ≤1, a new one replaces it fresh
    elif kind == "shelter":
        cl.shelter = min(2, cl.shelter + 1)              # rb p.58: none → 1 → 2
    elif kind == "depletion":
        cl.depletion = min(2, cl.depletion + 1)          # rb p.37
    elif kind == "mystery":
        pool = list(content.rulebook.const("omens"))    # ruling SS-23: an omen uniformly at random
        cl.mystery.append(pool[s.rng.below(len(pool))])  # rb p.58: placed face down at random
        events.append(Event("mystery", Msg("a mystery token is placed on {tile}", tile=cl.tile) if cl.discovered
                            else Msg("a mystery token is placed on a veiled tile"),
                            reveals=True, rule="rb p.58"))
        from .actions import move
        move.reveal_mysteries(content, s, cell, events, placed=True)
        return
    events.append(Event("token", Msg("{kind} token placed", kind=kind), rule="rb p.58"))


def remove_token(s: SaState, cell: str, kind: str) -> None:
    cl = s.cells[cell]
    if kind == "fire":
        cl.fire = 0
    elif kind == "shelter":
        cl.shelter = max(0, cl.shelter - 1)              # rb p.58: 2 → 1 → gone
    elif kind == "depletion":
        cl.depletion = max(0, cl.depletion - 1)
    elif kind == "mystery" and cl.mystery:
        cl.mystery.pop(0)


def _token_effect(content, s, f, c, arg, events, place: bool):
    cells = _where_cells(content, s, c, arg["where"])
    if cells is None:
        adj = board.neighbours(s, c.pos)
        if not adj:
            return None
        return _wait(f, "token_where", Msg("{name}: on which adjacent terrain?", name=c.name),
                     [(f"hex:{k}", words.alone("tile", s.cells[k].tile) if s.cells[k].discovered else Msg(VEILED)) for k in adj],
                     type=arg["type"], place=place)
    for cell in cells:
        (place_token(content, s, cell, arg["type"], events) if place else remove_token(s, cell, arg["type"]))
    return None


def e_place_token(content, s, f, c, arg, events):
    return _token_effect(content, s, f, c, arg, events, True)


def e_remove_token(content, s, f, c, arg, events):
    return _token_effect(content, s, f, c, arg, events, False)


def _resume_token_where(content, s, f, c, w, cid, events):
    cell = cid.split(":", 1)[1]
    place_token(content, s, cell, w["type"], events) if w["place"] else remove_token(s, cell, w["type"])


def e_flee(content, s, f, c, arg, events):
    from .actions import move
    move.flee(content, s, c, events)


def e_read_codex(content, s, f, c, arg, events):
    read_codex(content, s, c, arg, events)


def e_test(content, s, f, c, arg, events):
    s.stack.append(Test(cid=c.cid, stats=list(arg["stat"]), bands=copy.deepcopy(arg["bands"]),
                        modifiers=copy.deepcopy(list(arg.get("modifiers", []))), source=f.source))


def choice_options(content, s, c, arg) -> list[tuple[int, dict]]:
    """The options whose condition holds and whose cost can be paid."""
    out = []
    for i, opt in enumerate(arg):
        if not holds(content, s, c, opt.get("if")):
            continue
        if not affordable(content, s, c, opt.get("cost", [])):
            continue
        out.append((i, opt))
    return out


def wisdom_options(content, s, c, arg) -> list[tuple[int, dict]]:
    """Options open only by Ancestral wisdom: their condition holds with the trait or a mark of the
    character's Legend card (rb p.71), and their cost can be paid."""
    return [(i, opt) for i, opt in enumerate(arg)
            if not holds(content, s, c, opt.get("if")) and holds_with_wisdom(content, s, c, opt.get("if"))
            and affordable(content, s, c, opt.get("cost", []))]


def e_choice(content, s, f, c, arg, events):
    opts = choice_options(content, s, c, arg)
    wise = wisdom_options(content, s, c, arg)
    if not opts and not wise:
        return None
    lg = held_legend(s, c)
    choices = [(f"opt:{i}", o["label"]) for i, o in opts]
    choices += [(f"opt:{i}", Msg("{option} (Ancestral wisdom: {legend})", option=o["label"], legend=lg["name"]))
                for i, o in wise]
    return _wait(f, "choice", Msg("{name}: choose", name=c.name), sorted(choices, key=lambda x: int(x[0][4:])), options=arg,
                 wisdom=[i for i, _ in wise])


def _resume_choice(content, s, f, c, w, cid, events):
    i = int(cid.split(":")[1])
    opt = w["options"][i]
    if i in w.get("wisdom", []):
        use_legend(s, c)                                 # rb p.71: the Legend goes back on top
        events.append(Event("legend", Msg("{name} draws on a Legend's wisdom", name=c.name), seat=c.seat, rule="rb p.71"))
    f.queue[:0] = list(opt.get("cost", [])) + list(opt["then"])


def e_achieve_objective(content, s, f, c, arg, events):
    from . import challenge
    challenge.achieve(content, s, arg, c, events)


def e_add_objective(content, s, f, c, arg, events):
    kind = arg.get("kind", "immediate")
    target = s.permanent if kind == "permanent" else s.objectives
    if arg["id"] not in target and arg["id"] not in s.achieved:
        target.append(arg["id"])


def e_remove_objective(content, s, f, c, arg, events):
    for lst in (s.objectives, s.permanent):
        if arg in lst:
            lst.remove(arg)


def _record(lst, x):
    if x not in lst:
        lst.append(x)


def e_design_improvement(content, s, f, c, arg, events):
    _record(s.designed, arg)                             # rb p.33: recorded for the campaign


def e_grant_knowledge(content, s, f, c, arg, events):
    _record(s.knowledge_cards, arg)                      # rb p.65


def e_gain_power(content, s, f, c, arg, events):
    _record(s.powers, arg)                               # rb p.65


def e_record_association(content, s, f, c, arg, events):
    _record(s.associations, arg)                         # rb p.31


def e_expand_valley(content, s, f, c, arg, events):
    from .actions import move
    spots = move.expansion_spots(content, s, c)
    if len(spots) > 1:                                   # rb p.68: the players break ties (SS-16)
        return _wait(f, "expand", Msg("{name}: where does the valley grow?", name=c.name),
                     [(f"spot:{q},{r}:{o}", Msg("holder at {q},{r} ({side})", q=q, r=r, side=o)) for (q, r), o in spots],
                     region=arg["region"], modules=list(arg.get("modules", [])), rule="rb p.68")
    move.expand(content, s, c, arg["region"], list(arg.get("modules", [])), events)


def _resume_expand(content, s, f, c, w, cid, events):
    from .actions import move
    where, orient = cid.split(":")[1:]
    q, r = (int(x) for x in where.split(","))
    move.expand(content, s, c, w["region"], w["modules"], events, spot=((q, r), orient))


def e_place_module(content, s, f, c, arg, events):
    cells = _where_cells(content, s, c, arg["where"]) or [c.pos]
    for cell in cells:
        cl = s.cells[cell]
        for z in ("A", "B", "C"):
            if z not in cl.modules and "tile" not in cl.modules:
                cl.modules[z] = arg["module"]            # rb p.68: ≤1 module per zone
                break


def e_mark(content, s, f, c, arg, events):
    """rb p.69-70: the mark is drawn on the cave fresco, and copied onto the Legend side of one
    active character's card, the players' choice (`char:<cid>`)."""
    _record(s.marks, arg)
    events.append(Event("mark", Msg("The {mark} mark is drawn on the fresco", mark=content.marks[arg].name), rule="rb p.69"))
    who = s.on_map() or s.living()
    if len(who) == 1:
        _copy_mark(content, who[0], arg, events)
        return None
    if not who:
        return None
    return _wait(f, "mark_who", Msg("Whose card carries the mark {mark}?", mark=content.marks[arg].name),
                 [(f"char:{o.cid}", o.name or o.cid) for o in who], mark=arg, rule="rb p.70")


def _copy_mark(content, o: Character, mark: str, events: list) -> None:
    o.marks.append(mark)                                 # rb p.70: on one character's Legend side
    events.append(Event("mark", Msg("{name} carries the {mark} mark", name=o.name, mark=content.marks[mark].name), seat=o.seat, rule="rb p.70"))


def _resume_mark_who(content, s, f, c, w, cid, events):
    _copy_mark(content, s.char(cid.split(":", 1)[1]), w["mark"], events)


def e_for_each_character(content, s, f, c, arg, events):
    for other in reversed(s.on_map()):
        if holds(content, s, other, arg["where"]):
            push(s, other.cid, arg["effects"], source=f.source)


def e_free_action(content, s, f, c, arg, events):
    for a in arg:
        c.free_actions.append(a)


def e_discover_tile(content, s, f, c, arg, events):
    from .actions import move
    veiled = [k for k in board.neighbours(s, c.pos) if not s.cells[k].discovered]
    if arg == "here" and not s.cells[c.pos].discovered:
        veiled = [c.pos]
    if not veiled:
        return None
    if arg == "choose_adjacent" and len(veiled) > 1:
        return _wait(f, "discover", Msg("{name}: discover which tile?", name=c.name),
                     [(f"hex:{k}", Msg(VEILED)) for k in veiled])
    from . import dice
    move.discover(content, s, veiled[dice.random_pick(s.rng, len(veiled))], events)


def _resume_discover(content, s, f, c, w, cid, events):
    from .actions import move
    move.discover(content, s, cid.split(":", 1)[1], events)


def e_draw_legend(content, s, f, c, arg, events):
    """rb p.70: draw = shuffle the Legends deck and take the bottom card; ≤1 per character."""
    free = [lg for lg in s.legends if not lg.get("with")]
    if not free or any(lg.get("with") == c.cid for lg in s.legends):
        return None
    order = list(range(len(free)))
    s.rng.shuffle(order)
    free[order[-1]]["with"] = c.cid
    events.append(Event("legend", Msg("{name} draws the Legend of {legend}", name=c.name, legend=free[order[-1]]["name"]), reveals=True, rule="rb p.70"))


def e_adventure(content, s, f, c, arg, events):
    """rb p.60: the character who sets out leads; characters on its terrain may join; before each
    expedition the party goes on or leaves (it fails). An empty list of expeditions (queued after
    the last one) ends the adventure."""
    exps = list(arg["expeditions"])
    if not exps:
        if s.adventure.get("title") == arg["title"]:
            events.append(Event("adventure", Msg("{title}: the adventure is over", title=arg["title"]), rule="rb p.60"))
            _back_to_origin(s, f)
        return None
    if s.adventure.get("title") != arg["title"]:
        s.adventure = {"title": arg["title"], "leader": c.cid, "party": [c.cid], "origin": c.cid}
        events.append(Event("adventure", Msg("{name} sets out on an adventure: {title}", name=c.name, title=arg["title"]), seat=c.seat, rule="rb p.60"))
        if _joiners(s, c):
            return _offer_join(s, f, c, exps, arg["title"])
    return _offer_expedition(f, arg["title"], exps)


def _joiners(s, c) -> list[Character]:
    """rb p.60: « Tout personnage se trouvant sur le même terrain que le leader peut également
    choisir d'y participer » (one who can act: not incapacitated)."""
    return [o for o in board.chars_at(s, c.pos) if o.cid not in s.adventure.get("party", []) and chars.can_act(s, o)]


def _offer_join(s, f, c, exps, title):
    return _wait(f, "adventure_join", Msg("{title}: who joins {name}?", title=title, name=c.name),
                 [(f"join:{o.cid}", Msg("{name} joins", name=o.name)) for o in _joiners(s, c)] + [("go", Msg("Set out"))],
                 expeditions=exps, title=title, rule="rb p.60")


def _offer_expedition(f, title, exps):
    return _wait(f, "adventure", Msg("{title}: set out on the next expedition ({n} left)?", title=title, n=len(exps)),
                 [("yes", Msg("Go on")), ("no", Msg("Leave (the adventure fails)"))], expeditions=exps, title=title, at=0)


def _resume_adventure_join(content, s, f, c, w, cid, events):
    if cid.startswith("join:"):
        o = s.char(cid.split(":", 1)[1])
        s.adventure["party"].append(o.cid)
        events.append(Event("adventure", Msg("{name} joins the adventure", name=o.name), seat=o.seat, rule="rb p.60"))
        if _joiners(s, c):
            _offer_join(s, f, c, w["expeditions"], w["title"])
            return
    _offer_expedition(f, w["title"], w["expeditions"])


def e_leave_adventure(content, s, f, c, arg, events):
    """rb p.60: a character who LEAVES is no longer a participant; when everyone has left, the
    adventure fails (its remaining expeditions are dropped). A leader who leaves hands the lead
    to the next participant."""
    adv = s.adventure
    if not adv or c.cid not in adv.get("party", []):
        return None
    adv["party"].remove(c.cid)
    events.append(Event("adventure", Msg("{name} leaves the adventure", name=c.name), seat=c.seat, rule="rb p.60"))
    holder = _adventure_frame(s, adv["title"])
    if not adv["party"]:
        events.append(Event("adventure", Msg("{title}: everyone has left; the adventure fails", title=adv["title"]), rule="rb p.60"))
        if holder is not None:
            fr, k = holder
            del fr.queue[:k + 1]
            _back_to_origin(s, fr)
        s.adventure = {}
        return None
    if adv["leader"] == c.cid:
        adv["leader"] = adv["party"][0]
        if holder is not None:
            holder[0].cid = adv["leader"]
    return None


def _back_to_origin(s, fr: Effects) -> None:
    """The adventure is over: what follows it in the same effect list is the character's who set
    out (if alive), whoever led at the end."""
    origin = s.adventure.get("origin", "")
    if origin and not s.char(origin).dead:
        fr.cid = origin
    s.adventure = {}


def _adventure_frame(s, title: str):
    """(frame, index) of the queued rest of this adventure (its next `adventure` entry)."""
    for fr in reversed(s.stack):
        if isinstance(fr, Effects):
            for k, e in enumerate(fr.queue):
                if isinstance(e, dict) and isinstance(e.get("adventure"), dict) and e["adventure"].get("title") == title:
                    return fr, k
    return None


def _resume_legend_stat(content, s, f, c, w, cid, events):
    lg = s.legends[w["legend"]]
    st = cid.split(":")[1]
    lg["stats"][st] = min(6, lg["stats"][st] + 1)        # rb p.70: max 6


def _resume_adventure(content, s, f, c, w, cid, events):
    if cid == "no":
        events.append(Event("adventure", Msg("{title}: abandoned; the adventure fails", title=w["title"]), rule="rb p.60"))
        _back_to_origin(s, f)
        return
    exps, at = w["expeditions"], w["at"]
    # the rest, or an empty list that ends the adventure once this expedition is resolved
    f.queue[:0] = list(exps[at]) + [{"adventure": {"title": w["title"], "expeditions": exps[at + 1:]}}]


def _test_of(s: SaState, c) -> Test | None:
    """The test this character is rolling (the topmost Test frame of its own), if any."""
    for fr in reversed(s.stack):
        if isinstance(fr, Test) and fr.cid == c.cid:
            return fr
    return None


def e_add_die(content, s, f, c, arg, events):
    """rb p.15: an added die is rolled at once, one at a time, may be re-rolled, and is summed. An
    added 6 chains only with ruling SS-50's option `ss_added_die_explodes`. Outside a test there
    is no roll to add to: nothing happens."""
    from . import dice
    t = _test_of(s, c)
    if t is None:
        return None
    for _ in range(arg):
        t.dice = dice.add_die(s.rng, t.dice, explode=s.opt("ss_added_die_explodes") == "yes")
    events.append(Event("roll", Msg("{name} adds {added}: {dice}", name=c.name, added=words.dice(arg), dice=str(t.dice)), seat=c.seat, reveals=True, rule="rb p.15"))
    return None


def e_turn_die(content, s, f, c, arg, events):
    """rb p.99: turn one die of the test under way to a face, or by some faces, clamped to 1..6
    (the test offers turns only after its re-rolls; a turned 6 does not explode)."""
    t = _test_of(s, c)
    if t is None or not t.dice:
        return None
    if len(t.dice) == 1:
        _turn(s, c, t, 0, arg, events)
        return None
    return _wait(f, "turn_die", Msg("{name}: turn which die?", name=c.name), [(f"die:{i}", str(v)) for i, v in enumerate(t.dice)],
                 arg=dict(arg), rule="rb p.99")


def _turn(s, c, t: Test, i: int, arg: dict, events: list) -> None:
    from . import dice
    t.dice = dice.turn_die(t.dice, i, arg.get("by", 0), to=arg.get("to"))
    events.append(Event("roll", Msg("{name} turns a die: {dice}", name=c.name, dice=str(t.dice)), seat=c.seat, rule="rb p.99"))


def _resume_turn_die(content, s, f, c, w, cid, events):
    t = _test_of(s, c)
    if t is not None:
        _turn(s, c, t, int(cid.split(":")[1]), w["arg"], events)


def e_end_challenge(content, s, f, c, arg, events):
    from . import challenge
    challenge.end(content, s, arg["result"], events, codex=arg.get("codex"), c=c)


def e_nothing(content, s, f, c, arg, events):
    return None


def e_behemoth_arrives(content, s, f, c, arg, events):
    """rb p.74: a behemoth arrives (its lair placed, ruling SS-243); the behemoth rules sit above
    this interpreter, so they answer through a hook (behemoth.py registers it)."""
    from . import hooks
    hooks.run("behemoth_arrives", content, s, arg["behemoth"], bool(arg.get("wake", False)), events)


EFFECTS = {
    "gain": e_gain, "gain_item": e_gain_item, "lose": e_lose, "spend": e_spend,
    "spend_energy": e_spend_energy, "lose_energy": e_lose_energy, "gain_energy": e_gain_energy,
    "suffer": e_suffer, "degrade_weakness": e_degrade_weakness, "enhance": e_enhance, "track": e_track,
    "place_token": e_place_token, "remove_token": e_remove_token, "flee": e_flee, "read_codex": e_read_codex,
    "test": e_test, "choice": e_choice, "achieve_objective": e_achieve_objective,
    "add_objective": e_add_objective, "remove_objective": e_remove_objective,
    "design_improvement": e_design_improvement, "grant_knowledge": e_grant_knowledge,
    "gain_power": e_gain_power, "record_association": e_record_association,
    "expand_valley": e_expand_valley, "place_module": e_place_module, "mark": e_mark,
    "for_each_character": e_for_each_character, "free_action": e_free_action,
    "discover_tile": e_discover_tile, "draw_legend": e_draw_legend, "adventure": e_adventure,
    "end_challenge": e_end_challenge, "nothing": e_nothing, "add_die": e_add_die, "turn_die": e_turn_die,
    "leave_adventure": e_leave_adventure, "behemoth_arrives": e_behemoth_arrives,
}

RESUME = {
    "pick_resource": _resume_pick_resource, "degrade": _resume_degrade, "enhance": _resume_enhance,
    "token_where": _resume_token_where, "choice": _resume_choice, "discover": _resume_discover,
    "adventure": _resume_adventure, "item_room": _resume_item_room, "legend_stat": _resume_legend_stat,
    "expand": _resume_expand, "turn_die": _resume_turn_die, "bequest": bequest.resume,
    "mark_who": _resume_mark_who, "adventure_join": _resume_adventure_join,
    "pool_energy": lambda content, s, f, c, w, cid, events: _pool_paid(s, f, c, w, cid, events),
    "pool_give": _resume_pool_give,
}
