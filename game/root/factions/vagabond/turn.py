"""The Vagabond's turn as frames: setup (Law 9.3), Birdsong (Law 9.4), the Daylight action
menu (Law 9.5) and Evening with the item limit (Law 9.6)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import serial
from game.core.decision import Choice
from game.core.i18n import N_, Msg, P, Sub, T

from ... import cards, ids
from ...engine import Handler, ch, dec, draw, handles, pawn_moved
from ..vagabond_state import (TRACK, TRACK_MAX, capacity, damaged_items, exhaust, exhausted_items,
                              has_face_up, item_choices, item_param, kind_of, load, new_relationships, on_track,
                              quest_box, refresh_one, set_item, state_of, vagabond_seats, vs)
from .actions import VagabondBattle, VagabondMove, VagabondRepair, VagabondStrike, explore, scorched_earth
from .pawn import PLACE_TEXTS, _char, can_move_pawn, pieces_here, put_pawn, slip_targets, special
from .relations import VagabondAid, VagabondCoalition, VagabondQuest, VagabondSpecial
from .targets import (_aid_targets, _battle_targets, _coalition_partners, _quest_options,
                      _special_available, _strike_targets)


# the special actions as the menu names them (Appendix D), translated where shown
SPECIAL_NAMES = {"steal": N_("steal"), "day_labor": N_("day labor"), "hideout": N_("hideout"),
                 "instigate": N_("instigate"), "scorched_earth": N_("scorched earth"), "glide": N_("glide")}


def _place(target: str) -> dict:
    """`clearing:3` / `forest:A` as a message parameter ("clearing 3", "forest A")."""
    kind, _, v = target.partition(":")
    return Sub(PLACE_TEXTS.get(kind, "{v}"), v=v)


# --- setup (Law 9.3) ----------------------------------------------------------------------------------

@serial.register
@dataclass
class VagabondSetup:
    seat: int
    stage: str = "character"       # skipped when the Advanced Setup dealt the character (Law A.8.1.III)


@handles(VagabondSetup)
class VagabondSetupH(Handler):
    def decide(self, ctx, fr):
        if fr.stage == "character":
            taken = [vs(ctx, v).character for v in vagabond_seats(ctx) if v != fr.seat]   # one card each
            return dec(fr.seat, "root.vagabond.setup.character", Msg("Choose your character"),
                       [ch(f"character:{c.id}", Msg("{name} ({items})", name=T(c.name), items=[T(k) for k in c.items])) for c in ctx.c.vagabond.characters
                        if c.id not in taken], "Law 9.3.1")
        return dec(fr.seat, "root.vagabond.setup.forest", Msg("Place your pawn in a forest"),
                   [ch(f"forest:{f}", Msg("Forest {f}", f=f)) for f in sorted(ctx.m.forests)], "Law 9.3.2")

    def act(self, ctx, fr, cid):
        seat, s = fr.seat, ctx.s
        fs = vs(ctx, seat)
        if fr.stage == "character":
            fs.character = ids.character(cid)
            fr.stage = "forest"
            return
        put_pawn(ctx, seat, cid)
        box = quest_box(ctx, seat)
        if not (box.quests or box.quest_deck or box.done):
            # the first Vagabond to set up deals them; a second one finds them dealt (Law 9.7.2)
            # Law 9.3.3: shuffle the quest deck, 3 face up (9.7.2: still 3 with two Vagabonds)
            deck = [q.id for q in ctx.c.vagabond.quests]
            s.rng.shuffle(deck)
            box.quests = [deck.pop() for _ in range(3)]
            box.quest_deck = deck
            # Law 9.3.4: one R item under each ruin, at random; Law 9.7.1: with two Vagabonds both
            # R sets, two at random under each ruin
            per = 2 if len(vagabond_seats(ctx)) == 2 else 1
            ritems = list(ctx.c.items.ruin_items) * per
            s.rng.shuffle(ritems)
            for k, c in enumerate(sorted(s.ruins)):
                s.ruin_items[str(c)] = sorted(ritems[k * per:(k + 1) * per])
        # Law 9.3.5: the character's starting items, face up
        for k in _char(ctx, fs.character).items:
            fs.items.append(k)
        fs.items.sort()
        fs.rel = new_relationships(ctx, seat)          # Law 9.3.6: every other faction Indifferent
        totals: dict = dict(s.item_supply)
        for i in range(s.n):
            for k in s.items[i] + ctx.fac(i).items_held(ctx, i):
                totals[k] = totals.get(k, 0) + 1
        vbs = vagabond_seats(ctx) or [seat]
        for v in vbs:                                   # Law 9.7: items of both Vagabonds' boards
            for k in [kind_of(t) for t in vs(ctx, v).items]:
                totals[k] = totals.get(k, 0) + 1
        for k in [x for v in s.ruin_items.values() for x in v] + s.forge_items:   # + the Legendary Forge's
            totals[k] = totals.get(k, 0) + 1
        for v in vbs:
            vs(ctx, v).item_totals = dict(totals)
        ctx.log("root.vagabond.setup", Msg("{name}: {character} in forest {f}", name=T(ctx.name(seat)),
                character=T(_char(ctx, fs.character).name), f=fs.forest), seat, rule="Law 9.3")
        ctx.pop(fr)


# --- Birdsong (Law 9.4) -----------------------------------------------------------------------------

@serial.register
@dataclass
class VagabondRefresh:
    """Law 9.4.1: flip `left` exhausted items face up (all of them if there are no more)."""
    seat: int
    left: int


@handles(VagabondRefresh)
class VagabondRefreshH(Handler):
    def decide(self, ctx, fr):
        ex = exhausted_items(vs(ctx, fr.seat))
        if fr.left <= 0 or len(ex) <= fr.left or len(set(ex)) == 1:
            return None
        return dec(fr.seat, "root.vagabond.refresh", Msg("Refresh which item? ({n} left)", n=fr.left), item_choices(ex), "Law 9.4.1")

    def step(self, ctx, fr):
        fs = vs(ctx, fr.seat)
        ex = exhausted_items(fs)
        for t in ex[:max(0, fr.left)]:
            refresh_one(fs, t)
        if ex and fr.left > 0:
            ctx.log("root.vagabond.refresh", Msg("{name} refreshes {items}", name=T(ctx.name(fr.seat)), n=min(len(ex), fr.left), items=P(min(len(ex), fr.left), "{n} item", "{n} items")), fr.seat, rule="Law 9.4.1")
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        refresh_one(vs(ctx, fr.seat), ids.item(cid))
        fr.left -= 1


@serial.register
@dataclass
class VagabondSlip:
    """Law 9.4.2: may move to an adjacent clearing or forest without boots."""
    seat: int


# _slip_ch's cache: module-level, keyed by the target ("clearing:3", "forest:A"), the only input
# of the choice, so it cannot go stale; bounded by the map's clearings and forests. Why: a label
# with a phrase parameter is slow to key in `ch`, and Slip is asked every Vagabond turn (issue 15).
_SLIP_CH: dict[str, Choice] = {}


def _slip_ch(t: str) -> Choice:
    got = _SLIP_CH.get(t)
    if got is None:
        got = _SLIP_CH[t] = ch(t, Msg("Slip to {where}", where=_place(t)), t)
    return got


@handles(VagabondSlip)
class VagabondSlipH(Handler):
    def decide(self, ctx, fr):
        opts = [_slip_ch(t) for t in slip_targets(ctx, fr.seat)]
        return dec(fr.seat, "root.vagabond.slip", Msg("Slip to an adjacent clearing or forest?"),
                   opts + [ch("pass", Msg("Stay"))], "Law 9.4.2")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        if cid != "pass":
            a = vs(ctx, fr.seat).clearing
            put_pawn(ctx, fr.seat, cid)
            if cid.startswith("clearing:"):         # a slip is a move (Law 9.4.2): Highway Bandits
                pawn_moved(ctx, fr.seat, a, ids.clearing(cid))


# --- Daylight (Law 9.5) -------------------------------------------------------------------------------

@serial.register
@dataclass
class VagabondDaylight:
    seat: int
    ended: bool = False             # Hideout ends Daylight at once (Law D.3.2)


def _daylight_choices(ctx, fr) -> list:
    seat, s = fr.seat, ctx.s
    fs = s.fstate[seat]
    c = fs.clearing
    items = fs.items
    # every seat's pieces in the pawn's clearing, counted once for battle, aid and steal (issue 15);
    # all three need a clearing and a face-up item
    here = pieces_here(ctx, seat) if c and has_face_up(fs) else None
    out = []
    if can_move_pawn(ctx, seat):
        out.append(ch("action:move", Msg("Move (boots)")))
    if _battle_targets(ctx, seat, here):
        out.append(ch("action:battle", Msg("Battle (sword)")))
    torch = "torch" in items                         # up(fs, k) > 0, for the items asked twice
    hammer = "hammer" in items
    if c and torch and s.ruin_items.get(str(c)):
        out.append(ch("action:explore", Msg("Explore the ruin (torch)")))
    if _aid_targets(ctx, seat, here):
        out.append(ch("action:aid", Msg("Aid (any item + a matching card)")))
    if c and _quest_options(ctx, seat):
        out.append(ch("action:quest", Msg("Quest")))
    if c and _strike_targets(ctx, seat):
        out.append(ch("action:strike", Msg("Strike (crossbow)")))
    if hammer and damaged_items(fs):
        out.append(ch("action:repair", Msg("Repair (hammer)")))
    if c and hammer:
        out += cards.craft_choices(ctx, seat)
    if torch and _special_available(ctx, seat, here):
        sp = special(ctx, seat)
        out.append(ch(f"special:{sp}", Msg("{name}: {action} (torch)", name=T(_char(ctx, fs.character).name),
                                               action=Sub(SPECIAL_NAMES.get(sp, sp.replace('_', ' '))))))
    if (s.n >= 4 and fs.coalition_with < 0 and s.vp[seat] >= cards.DOMINANCE_MIN_VP
            and not any(getattr(s.fstate[j], "coalition_with", -1) == seat for j in range(s.n))  # R-VB2-5
            and _coalition_partners(ctx, seat)):
        for x in sorted(set(s.hands[seat])):
            if ctx.c.cards[x].kind == "dominance":
                out.append(ch(f"coalition:{x}", Msg("Form a coalition with {card}", card=T(ctx.c.cards[x].name)), f"card:{x}"))
    out += cards.daylight_common_choices(ctx, seat)
    return out


@handles(VagabondDaylight)
class VagabondDaylightH(Handler):
    def decide(self, ctx, fr):
        if fr.ended:
            return None
        opts = _daylight_choices(ctx, fr) + [ch("done", Msg("End Daylight"))]
        return dec(fr.seat, "root.vagabond.action", Msg("Vagabond: exhaust items for actions"), opts, "Law 9.5")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        seat = fr.seat
        fs = vs(ctx, seat)
        if cid == "done":
            ctx.pop(fr)
            return
        if cid.startswith("craft:"):
            cards.do_craft(ctx, seat, ids.craft(cid))
            # Law 9.5.8: the crafting pieces used are hammers, exhausted now
            used = sum(ctx.s.craft_used.values())
            exhaust(fs, "hammer", used)
            ctx.s.craft_used = {}
            return
        if cid.startswith("coalition:"):
            ctx.push(VagabondCoalition(seat, ids.coalition(cid)))
            return
        if cards.apply_daylight_common(ctx, seat, cid):
            return
        a = ids.special(cid) if cid.startswith("special:") else ids.action(cid)
        if a == "move":
            ctx.push(VagabondMove(seat))
        elif a == "battle":
            ctx.push(VagabondBattle(seat))
        elif a == "explore":
            explore(ctx, seat)
        elif a == "aid":
            ctx.push(VagabondAid(seat))
        elif a == "quest":
            ctx.push(VagabondQuest(seat))
        elif a == "strike":
            ctx.push(VagabondStrike(seat))
        elif a == "repair":
            ctx.push(VagabondRepair(seat, 1, "hammer"))
        elif cid.startswith("special:"):
            self._special(ctx, fr, a)

    def _special(self, ctx, fr, a):
        seat = fr.seat
        fs = vs(ctx, seat)
        if a == "scorched_earth":
            scorched_earth(ctx, seat)
            return
        if a == "hideout":
            exhaust(fs, "torch")                      # Law D.3.2
            fr.ended = True
            ctx.push(VagabondRepair(seat, 3, ""))
            return
        ctx.push(VagabondSpecial(seat, a))


def cap_r_items(fs) -> None:
    """An item that leaves the board is taken from the non-R copies first (ruling R-VB2-4): the R
    kinds remembered never outnumber the items of that kind held."""
    for k in sorted(set(fs.r_items)):
        held = sum(1 for t in fs.items if kind_of(t) == k)
        while fs.r_items.count(k) > held:
            fs.r_items.remove(k)


# --- Evening (Law 9.6) --------------------------------------------------------------------------------

@serial.register
@dataclass
class VagabondEvening:
    """Law 9.6: (Cobbler's move at the start of Evening), Evening Rest, draw, item limit; the core
    then discards down to five."""
    seat: int
    stage: str = "cobbler"


@handles(VagabondEvening)
class VagabondEveningH(Handler):
    def step(self, ctx, fr):
        seat = fr.seat
        fs = vs(ctx, seat)
        if fr.stage == "cobbler":
            fr.stage = "rest"
            # Cobbler ("at the start of Evening, you may take a move"): the Vagabond's move is its
            # pawn's, paid with boots as in Law 9.5.1 (ruling Root §vagabond-cobbler); the core's
            # warrior move does nothing for a faction without warriors.
            if cards.has_effect(ctx, seat, "cobbler"):
                ctx.push(VagabondMove(seat, optional=True))
            return
        ctx.pop(fr)
        if fs.forest:                # Law 9.6.1 Evening Rest: repair everything, face up
            n = len(damaged_items(fs))
            fs.items = sorted(kind_of(t) if state_of(t).startswith("damaged") else t for t in fs.items)
            if n:
                ctx.log("root.vagabond.rest", Msg("{name} rests in the forest and repairs {items}", name=T(ctx.name(seat)), n=n, items=P(n, "{n} item", "{n} items")), seat, rule="Law 9.6.1")
        draw(ctx, seat, 1 + on_track(fs, "coins"))    # Law 9.6.2
        ctx.push(VagabondItemLimit(seat))             # Law 9.6.4 (the core applies 9.6.3 after)


@serial.register
@dataclass
class VagabondItemLimit:
    """Law 9.6.4: remove items from the Satchel/Damaged box down to 6 + 2 per face-up bag."""
    seat: int


def _limit_candidates(fs) -> list[str]:
    out = []
    for t in sorted(set(fs.items)):
        if state_of(t) == "" and kind_of(t) in TRACK and fs.items.count(t) <= TRACK_MAX:
            continue                    # on its track: not counted, not removed
        out.append(t)
    return out


@handles(VagabondItemLimit)
class VagabondItemLimitH(Handler):
    def decide(self, ctx, fr):
        fs = vs(ctx, fr.seat)
        if load(fs) <= capacity(fs):
            return None
        return dec(fr.seat, "root.vagabond.item_limit", Msg("Too many items ({n}/{cap}): remove which?", n=load(fs), cap=capacity(fs)),
                   item_choices(_limit_candidates(fs)), "Law 9.6.4")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        fs = vs(ctx, fr.seat)
        t = ids.item(cid)
        set_item(fs, t, None)
        fs.removed_items.append(kind_of(t))
        fs.removed_items.sort()
        cap_r_items(fs)
        ctx.log("root.vagabond.item_limit", Msg("{name} removes {item} (item limit)", name=T(ctx.name(fr.seat)), item=item_param(t)), fr.seat, rule="Law 9.6.4")
