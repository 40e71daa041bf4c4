"""The Vagabond (Law ch. 9, characters in Appendix D of the PT Law): a lone pawn that acts by
exhausting items, befriends or fights the other factions, and completes quests.

State (`VagabondState`): the pawn is in `clearing` (a clearing id) or `forest` (a forest id).
Items are tokens in `items`: `"sword"` is an undamaged face-up sword, `"sword:exhausted"`,
`"sword:damaged"`, `"sword:damaged-exhausted"` the other faces; a choice id is `item:` + token.
Tea, coins and bags face up and undamaged sit on their tracks (at most 3 each, PT 9.2.5.I), so
the tracks are derived from the tokens. Relationships: `rel[faction id]` = -1 Hostile, 0
Indifferent, 1, 2, 3 = Allied (Law 9.2.9). Quests (`quests` face up, `quest_deck`, `done`) are
kept here: the quest deck exists only with a Vagabond in play.

Two Vagabonds (Law 9.7): the second is the faction `vagabond-2` (same rules, its own look). The
three face-up quests and the quest deck are shared (9.7.2) and live on the first Vagabond's state
(`quest_box`); `done` is each one's own. Vagabonds hold no relationship marker for each other
(9.2.9, 9.3.6). With two, each ruin hides two R items (9.7.1) and an explorer picks one, never an
R item identical to one already on his board (9.7.3; `r_items` remembers which kinds came from ruins).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial

from .. import cards, mapfeatures
from ..engine import (Handler, add_vp, can_place, ch, dec, draw, enemies, handles, matches,
                      pieces_of, remove_piece, remove_warriors, take_random_card)
from ..flow import RootBattle, can_move, do_move, move_adj, move_out_blocked
from .base import Faction

TRACK = ("tea", "coins", "bag")       # Law 9.2.5.I: items that sit on tracks when face up
TRACK_MAX = 3
HOSTILE, INDIFFERENT, ALLIED = -1, 0, 3
VAGABOND_IDS = ("vagabond", "vagabond-2")     # Law 9.7: the first and the second Vagabond
STATES = ("", "exhausted", "damaged", "damaged-exhausted")


def tok(kind: str, st: str = "") -> str:
    return f"{kind}:{st}" if st else kind


def kind_of(t: str) -> str:
    return t.partition(":")[0]


def state_of(t: str) -> str:
    return t.partition(":")[2]


def item_label(t: str) -> str:
    k, _, st = t.partition(":")
    return f"{k} ({st})" if st else k


@serial.register
@dataclass
class VagabondState:
    character: str = ""
    clearing: int = 0                  # pawn's clearing (0 = in a forest or not placed)
    forest: str = ""                   # pawn's forest ("" = in a clearing)
    items: list = field(default_factory=list)          # item tokens, sorted
    quests: list = field(default_factory=list)         # face-up quests (shared, Law 9.3.3)
    quest_deck: list = field(default_factory=list)     # top = last
    done: list = field(default_factory=list)           # completed quests (play area)
    rel: dict = field(default_factory=dict)            # faction id -> -1..3 (Law 9.2.9)
    aids: dict = field(default_factory=dict)           # faction id -> aids this turn toward the next step
    coalition_with: int = -1                           # Law 9.2.8 (the core reads this name)
    scorched: int = 0                                  # clearing holding the Scoundrel's torch
    removed_items: list = field(default_factory=list)  # items returned to the box (item limit)
    item_totals: dict = field(default_factory=dict)    # items in the game, for the conservation check
    improvised: bool = False                           # Adventurer: once per turn
    battle_ally: int = -1                              # allied seat fighting with me in the current battle
    ally_hits: int = 0                                 # hits taken by removing allied warriors (this battle)
    item_hits: int = 0                                 # hits taken by damaging items (this battle)
    escort: int = -1                                   # unused since issue 18 (kept: older saves name it)
    r_items: list = field(default_factory=list)        # kinds of the R items on my board (Law 9.7.3)


def vs(ctx, seat) -> VagabondState:
    return ctx.s.fstate[seat]


def is_vagabond(fid: str) -> bool:
    """A Vagabond faction (first, second, or an automaton standing in for one)."""
    if fid in VAGABOND_IDS:
        return True
    from . import get_faction
    try:
        return get_faction(fid).replaces == "vagabond"
    except KeyError:
        return False


def vagabond_seats(ctx) -> list[int]:
    """Seats playing a human Vagabond (Law 9.7: up to two)."""
    return [i for i, f in enumerate(ctx.s.factions) if f in VAGABOND_IDS]


def quest_box(ctx, seat) -> VagabondState:
    """Whose state holds the face-up quests and the quest deck: they are shared by both Vagabonds
    (Law 9.7.2), kept on the first Vagabond's state."""
    first = ctx.seat_of("vagabond")
    return vs(ctx, first if first >= 0 else seat)


def new_relationships(ctx, seat) -> dict:
    """Law 9.3.6 / 9.2.9: one marker, Indifferent, per faction in play other than the Vagabonds."""
    s = ctx.s
    return {s.factions[i]: INDIFFERENT for i in range(s.n) if i != seat and not is_vagabond(s.factions[i])}


def has_marker(ctx, seat, other: int) -> bool:
    """Does my relationship track hold a marker for `other` (not for another Vagabond, 9.2.9)?"""
    return ctx.s.factions[other] in vs(ctx, seat).rel


# --- items -------------------------------------------------------------------------------------------

def up(fs, kind) -> int:
    """Undamaged face-up items of a kind (the ones that can be exhausted)."""
    return fs.items.count(kind)


def on_track(fs, kind) -> int:
    return min(TRACK_MAX, fs.items.count(kind))


def undamaged_swords(fs) -> int:
    """Law 9.2.6: undamaged swords, face up or down."""
    return fs.items.count("sword") + fs.items.count("sword:exhausted")


def set_item(fs, old: str, new: str | None) -> None:
    fs.items.remove(old)
    if new is not None:
        fs.items.append(new)
    fs.items.sort()


def exhaust(fs, kind: str, n: int = 1) -> None:
    """Law 9.2.5: flip an undamaged face-up item face down (a track item moves to the Satchel)."""
    for _ in range(n):
        set_item(fs, kind, tok(kind, "exhausted"))


def damage(fs, t: str) -> None:
    """Law 9.2.7: move an undamaged item to the Damaged box, keeping its face."""
    k, st = kind_of(t), state_of(t)
    set_item(fs, t, tok(k, "damaged-exhausted" if st == "exhausted" else "damaged"))


def repair(fs, t: str) -> None:
    """Law 9.5.7: back from the Damaged box, keeping its face."""
    k, st = kind_of(t), state_of(t)
    set_item(fs, t, tok(k, "exhausted" if st == "damaged-exhausted" else ""))


def refresh_one(fs, t: str) -> None:
    k, st = kind_of(t), state_of(t)
    set_item(fs, t, tok(k, "damaged" if st == "damaged-exhausted" else ""))


def exhausted_items(fs) -> list[str]:
    return [t for t in fs.items if state_of(t) in ("exhausted", "damaged-exhausted")]


def undamaged_items(fs) -> list[str]:
    return [t for t in fs.items if state_of(t) in ("", "exhausted")]


def damaged_items(fs) -> list[str]:
    return [t for t in fs.items if state_of(t) in ("damaged", "damaged-exhausted")]


def capacity(fs) -> int:
    """Law 9.6.4: 6 + 2 per face-up bag on the bag track."""
    return 6 + 2 * on_track(fs, "bag")


def load(fs) -> int:
    """Items in the Satchel and the Damaged box (track items do not count, Law 9.6.4)."""
    return len(fs.items) - sum(on_track(fs, k) for k in TRACK)


def item_choices(toks) -> list:
    return [ch(f"item:{t}", item_label(t)) for t in sorted(set(toks))]


def gain(ctx, seat, kind: str, why: str = "") -> None:
    """An item comes face up into the Satchel or onto its track (Law 9.2.5)."""
    fs = vs(ctx, seat)
    fs.items.append(kind)
    fs.items.sort()
    ctx.log("root.vagabond.item", f"{ctx.name(seat)} gains a {kind}{(' (' + why + ')') if why else ''}", seat, item=kind)


# --- relationships ---------------------------------------------------------------------------------

def rel(ctx, seat, other: int) -> int:
    return vs(ctx, seat).rel.get(ctx.s.factions[other], INDIFFERENT)


def set_rel(ctx, seat, other: int, v: int, why: str = "") -> None:
    fs = vs(ctx, seat)
    fs.rel[ctx.s.factions[other]] = v
    names = {HOSTILE: "Hostile", INDIFFERENT: "Indifferent", ALLIED: "Allied"}
    ctx.log("root.vagabond.relationship", f"{ctx.name(other)} is now {names.get(v, f'step {v}')} to the Vagabond"
            f"{(' (' + why + ')') if why else ''}", seat, rule="Law 9.2.9")


def hostile_warriors_in(ctx, seat, c) -> bool:
    s = ctx.s
    return any(s.warriors[i][c] for i in range(s.n) if i != seat and rel(ctx, seat, i) == HOSTILE)


def allies(ctx, seat) -> list[int]:
    return [i for i in range(ctx.s.n) if i != seat and rel(ctx, seat, i) == ALLIED]


# --- where the pawn may go -------------------------------------------------------------------------

def slip_targets(ctx, seat) -> list[str]:
    """Law 9.4.2: an adjacent clearing or forest (a closed clearing stays closed: ruling)."""
    fs, m = vs(ctx, seat), ctx.m
    closed = ctx.s.closed
    out = []
    if fs.clearing:
        out += [f"clearing:{b}" for b in move_adj(ctx, seat, fs.clearing) if b not in closed]   # + Riverboats (11.2.7.II)
        out += [f"forest:{f}" for f in m.clearing_forests[fs.clearing]]
    elif fs.forest:
        out += [f"clearing:{b}" for b in m.forests[fs.forest] if b not in closed]
        out += [f"forest:{f}" for f in m.forest_adj[fs.forest]]
    return out


def move_targets(ctx, seat) -> list[tuple[int, int]]:
    """Law 9.5.1: (clearing, boots) for each clearing the pawn may move into by exhausting boots:
    1, +1 into a clearing with Hostile warriors (9.2.9.IIIb); never into a forest."""
    fs, m = vs(ctx, seat), ctx.m
    boots = up(fs, "boots")
    if not boots or (fs.clearing and move_out_blocked(ctx, seat, fs.clearing)):   # Snare, Law 13.7.2
        return []
    dests = move_adj(ctx, seat, fs.clearing) if fs.clearing else (m.forests[fs.forest] if fs.forest else ())
    if fs.clearing and ctx.s.ferry:         # Law C.2.5: the Ferry takes the pawn to another coastal clearing
        # (one already reached along a river — Riverboats — is an ordinary move: listed once)
        dests = tuple(dests) + tuple(b for b in mapfeatures.ferry_dests(ctx, fs.clearing) if b not in dests)
    out = []
    for b in dests:
        if b in ctx.s.closed:
            continue
        cost = 2 if hostile_warriors_in(ctx, seat, b) else 1
        if cost <= boots:
            out.append((b, cost))
    return out


def put_pawn(ctx, seat, where: str) -> None:
    fs = vs(ctx, seat)
    kind, _, v = where.partition(":")
    old = fs.clearing
    if kind == "clearing":
        fs.clearing, fs.forest = int(v), ""
    else:
        fs.clearing, fs.forest = 0, v
    ctx.log("root.vagabond.pawn", f"{ctx.name(seat)} {'from ' + str(old) + ' ' if old else ''}to {where}", seat)


def others_here(ctx, seat) -> list[int]:
    c = vs(ctx, seat).clearing
    if not c:
        return []
    return [i for i in range(ctx.s.n) if i != seat and pieces_of(ctx, i, c)]


# --- the faction ---------------------------------------------------------------------------------------

class Vagabond(Faction):
    id = "vagabond"
    name = "Vagabond"
    setup_order = 4                 # Law 5.1.7: D

    def pieces(self, content):
        return {"warrior": 0}       # Law 9.2.2: the pawn is not a warrior (counted by other_pieces)

    def other_pieces(self, ctx, seat, c):
        return 1 if vs(ctx, seat).clearing == c else 0

    def new_fstate(self, ctx, seat):
        return VagabondState(rel=new_relationships(ctx, seat))   # Law 9.3.6

    def on_lineup_known(self, ctx, seat):
        vs(ctx, seat).rel = new_relationships(ctx, seat)   # Law 9.3.6: a marker per faction now known

    def setup(self, ctx, seat):
        ctx.push(VagabondSetup(seat, "forest" if vs(ctx, seat).character else "character"))

    def birdsong(self, ctx, seat):
        fs = vs(ctx, seat)
        fs.aids = {}                 # Law 9.2.9.Ia: aids count within one turn
        fs.improvised = False
        ctx.push(VagabondSlip(seat))
        # Law 9.4.1: 2 per face-up tea on its track, counted at the start of Birdsong, then 3 more
        ctx.push(VagabondRefresh(seat, 3 + 2 * on_track(fs, "tea")))

    def daylight(self, ctx, seat):
        ctx.push(VagabondDaylight(seat))

    def evening(self, ctx, seat):
        ctx.push(VagabondEvening(seat))

    # --- rule, movement, battle ----------------------------------------------------------------------
    def ignores_rule_to_move(self, ctx, seat):
        return True                  # Law 9.2.3 Nimble

    def can_activate_dominance(self, ctx, seat):
        return False                 # Law 9.2.8 (PT): coalitions instead

    def crafting_pieces(self, ctx, seat):
        fs = vs(ctx, seat)           # Law 9.2.1: face-up hammers, of the current clearing's suit
        if not fs.clearing or not up(fs, "hammer"):
            return {}
        return {ctx.s.suits[fs.clearing]: up(fs, "hammer")}

    def gain_item(self, ctx, seat, item):
        gain(ctx, seat, item, "crafted")             # Law 9.5.8: face up, Satchel or track

    def can_battle_in(self, ctx, seat, c):
        return vs(ctx, seat).clearing == c

    def max_rolled_hits(self, ctx, seat, c, battle):
        fs = vs(ctx, seat)
        n = undamaged_swords(fs)                      # Law 9.2.6
        if battle.attacker == seat and fs.battle_ally >= 0:
            n += ctx.s.warriors[fs.battle_ally][c]    # Law 9.2.9.IIc
        return n

    def defenseless(self, ctx, seat, c, battle):
        return undamaged_swords(vs(ctx, seat)) == 0   # Law 9.2.4

    def fights_without_warriors(self, ctx, seat, c):
        return True                                   # Law 4.3.1 / 9.2.2

    def absorb_hits(self, ctx, seat, c, n, by, battle):
        fs = vs(ctx, seat)
        ally = fs.battle_ally if getattr(battle, "cause", "") in ("battle", "ambush") else -1
        ctx.push(VagabondDamage(seat, c, n, ally, by))  # Law 9.2.7 (+ 9.2.9.IId with an ally)
        return 0

    def on_full_removal(self, ctx, seat, c, by):
        if vs(ctx, seat).clearing == c:               # Law 9.2.2.I
            ctx.push(VagabondDamage(seat, c, 3, -1, by))

    def on_warriors_removed(self, ctx, me, owner, c, n, by, cause):
        if by != me or owner == me:
            return
        k = n
        if rel(ctx, me, owner) != HOSTILE:            # Law 9.2.9.III: at once
            set_rel(ctx, me, owner, HOSTILE, "warrior removed")
            k = n - 1                                 # that warrior scores no Infamy (9.2.9.IIIa)
        self._infamy(ctx, me, k, cause)

    def on_removed_enemy_piece(self, ctx, me, owner, c, kind, cause):
        if rel(ctx, me, owner) == HOSTILE:
            self._infamy(ctx, me, 1, cause)

    def _infamy(self, ctx, me, k, cause):
        # Law 9.2.9.IIIa: pieces of Hostile players removed in battle during my turn
        if k > 0 and cause in ("battle", "ambush") and ctx.s.turn_seat == me:
            add_vp(ctx, me, k, "Infamy")

    def on_battle_end(self, ctx, seat, battle):
        fs = vs(ctx, seat)
        if battle.attacker == seat and fs.battle_ally >= 0:
            # Law 9.2.9.IId: more hits taken with allied warriors than with items → Hostile
            if fs.ally_hits > fs.item_hits and rel(ctx, seat, fs.battle_ally) != HOSTILE:
                set_rel(ctx, seat, fs.battle_ally, HOSTILE, "its warriors took most hits")
        fs.battle_ally, fs.ally_hits, fs.item_hits = -1, 0, 0

    def before_roll(self, ctx, me, battle):
        # Arbiter Protector (Law D.5.2): the defender may enlist me, not myself, not against me
        fs = vs(ctx, me)
        if (special(ctx, me) == "protector" and fs.clearing == battle.clearing
                and me not in (battle.attacker, battle.defender) and battle.defender >= 0):
            ctx.push(VagabondProtector(me, battle.defender))

    def battle_effects(self, ctx, battle, seat):
        fs = vs(ctx, seat)
        if (special(ctx, seat) == "swift_strike" and up(fs, "sword") and "swift_strike" not in battle.used
                and seat in (battle.attacker, battle.defender)):
            return [ch("swift-strike", "Swift Strike: exhaust a sword for an extra hit")]
        return []

    def use_battle_effect(self, ctx, battle, seat, cid):
        if cid != "swift-strike":
            return False
        exhaust(vs(ctx, seat), "sword")               # Law D.8.2: once per battle (ruling)
        battle.used.append("swift_strike")
        if seat == battle.attacker:
            battle.att_extra += 1
        else:
            battle.def_extra += 1
        ctx.log("root.vagabond.swift_strike", "Ronin: Swift Strike (+1 hit)", seat, rule="Law D.8.2")
        return True

    # --- view, checks ---------------------------------------------------------------------------------
    def view(self, ctx, seat, viewer):
        fs = vs(ctx, seat)
        return {"character": fs.character, "clearing": fs.clearing, "forest": fs.forest,
                "items": list(fs.items), "tracks": {k: on_track(fs, k) for k in TRACK},
                "capacity": capacity(fs), "quests": list(quest_box(ctx, seat).quests),
                "quest_deck": len(quest_box(ctx, seat).quest_deck),
                "done": list(fs.done), "relationships": dict(fs.rel), "coalition_with": fs.coalition_with,
                "scorched": fs.scorched}

    def check(self, ctx, seat):
        fs, s = vs(ctx, seat), ctx.s
        out = []
        if bool(fs.clearing) == bool(fs.forest) and s.phase != "setup":
            out.append(f"Vagabond pawn: clearing {fs.clearing}, forest {fs.forest!r}")
        for t in fs.items:
            if state_of(t) not in STATES:
                out.append(f"bad item token {t!r}")
        if fs.item_totals:                            # items are conserved (set at setup)
            have: dict = {}

            def add(k, n=1):
                have[k] = have.get(k, 0) + n
            for k, v in s.item_supply.items():
                add(k, v)
            for i in range(s.n):
                for k in s.items[i] + ctx.fac(i).items_held(ctx, i):
                    add(k)
            for v in vagabond_seats(ctx) or [seat]:      # Law 9.7: both Vagabonds' boards
                o = vs(ctx, v)
                for t in o.items:
                    add(kind_of(t))
                for k in o.removed_items:
                    add(k)
                if o.scorched:
                    add("torch")
            for lst in s.ruin_items.values():
                for k in lst:
                    add(k)
            want = {k: v for k, v in fs.item_totals.items() if v}
            if {k: v for k, v in have.items() if v} != want:
                out.append(f"items not conserved: {have} != {want}")
        for k in set(fs.r_items):                     # Law 9.7.3: R items are on the board
            if fs.r_items.count(k) > sum(1 for t in fs.items if kind_of(t) == k):
                out.append(f"{self.name}: more R {k} remembered than held")
        return out


FACTION = Vagabond()


class SecondVagabond(Vagabond):
    """Law 9.7: a second Vagabond (the Riverfolk box's second board): the same rules, its own
    faction id, name and look; reach 2 (Law 5.2). Its setup order against the first is random."""
    id = "vagabond-2"
    name = "Second Vagabond"


FACTION2 = SecondVagabond()


_CACHE: dict = {}


def _tables(ctx):
    """Characters and quests by id (static content, cached per content object)."""
    key = id(ctx.c.vagabond)
    t = _CACHE.get(key)
    if t is None:
        t = _CACHE[key] = ({c.id: c for c in ctx.c.vagabond.characters}, {q.id: q for q in ctx.c.vagabond.quests})
    return t


def _char(ctx, cid):
    return _tables(ctx)[0].get(cid)


def special(ctx, seat) -> str:
    """The character's special ability (its effect id in data/root/vagabond.yaml)."""
    c = _char(ctx, vs(ctx, seat).character)
    return c.special if c else ""


def _quest(ctx, qid):
    return _tables(ctx)[1][qid]


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
            return dec(fr.seat, "root.vagabond.setup.character", "Choose your character",
                       [ch(f"character:{c.id}", f"{c.name} ({', '.join(c.items)})") for c in ctx.c.vagabond.characters
                        if c.id not in taken], "Law 9.3.1")
        return dec(fr.seat, "root.vagabond.setup.forest", "Place your pawn in a forest",
                   [ch(f"forest:{f}", f"Forest {f}") for f in sorted(ctx.m.forests)], "Law 9.3.2")

    def act(self, ctx, fr, cid):
        seat, s = fr.seat, ctx.s
        fs = vs(ctx, seat)
        if fr.stage == "character":
            fs.character = cid.split(":", 1)[1]
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
            for k in s.items[i]:
                totals[k] = totals.get(k, 0) + 1
        vbs = vagabond_seats(ctx) or [seat]
        for v in vbs:                                   # Law 9.7: items of both Vagabonds' boards
            for k in [kind_of(t) for t in vs(ctx, v).items]:
                totals[k] = totals.get(k, 0) + 1
        for k in [x for v in s.ruin_items.values() for x in v]:
            totals[k] = totals.get(k, 0) + 1
        for v in vbs:
            vs(ctx, v).item_totals = dict(totals)
        ctx.log("root.vagabond.setup", f"{ctx.name(seat)}: {fs.character} in forest {fs.forest}", seat, rule="Law 9.3")
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
        return dec(fr.seat, "root.vagabond.refresh", f"Refresh which item? ({fr.left} left)", item_choices(ex), "Law 9.4.1")

    def step(self, ctx, fr):
        fs = vs(ctx, fr.seat)
        ex = exhausted_items(fs)
        for t in ex[:max(0, fr.left)]:
            refresh_one(fs, t)
        if ex and fr.left > 0:
            ctx.log("root.vagabond.refresh", f"{ctx.name(fr.seat)} refreshes {min(len(ex), fr.left)} item(s)", fr.seat, rule="Law 9.4.1")
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        refresh_one(vs(ctx, fr.seat), cid[5:])
        fr.left -= 1


@serial.register
@dataclass
class VagabondSlip:
    """Law 9.4.2: may move to an adjacent clearing or forest without boots."""
    seat: int


@handles(VagabondSlip)
class VagabondSlipH(Handler):
    def decide(self, ctx, fr):
        opts = [ch(t, f"Slip to {t}", t) for t in slip_targets(ctx, fr.seat)]
        return dec(fr.seat, "root.vagabond.slip", "Slip to an adjacent clearing or forest?",
                   opts + [ch("pass", "Stay")], "Law 9.4.2")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        if cid != "pass":
            put_pawn(ctx, fr.seat, cid)


# --- Daylight (Law 9.5) -------------------------------------------------------------------------------

@serial.register
@dataclass
class VagabondDaylight:
    seat: int
    ended: bool = False             # Hideout ends Daylight at once (Law D.3.2)


def _quest_options(ctx, seat):
    """Face-up quests of my clearing's suit I can pay (normally, or by Improvise)."""
    fs = vs(ctx, seat)
    if not fs.clearing:
        return []
    suit = ctx.s.suits[fs.clearing]
    out = []
    for q in quest_box(ctx, seat).quests:            # Law 9.7.2: shared with a second Vagabond
        rec = _quest(ctx, q)
        if rec.suit != suit:
            continue
        if _payable(fs, rec.items) or _improvisations(ctx, seat, rec.items):
            out.append(q)
    return out


def _payable(fs, need) -> bool:
    a, b = need
    return up(fs, a) >= (2 if a == b else 1) and up(fs, b) >= 1


def _improvisations(ctx, seat, need) -> list[tuple[str, str]]:
    """Law D.7.2 Improvise: (item used, item it stands for) pairs that complete the quest."""
    fs = vs(ctx, seat)
    if fs.improvised or special(ctx, seat) != "improvise":
        return []
    out = []
    a, b = need
    for x, other in ((a, b), (b, a)):          # x: the item improvised; other: still needed
        for y in sorted(set(t for t in fs.items if state_of(t) == "")):
            if y != x and up(fs, other) - (1 if y == other else 0) >= 1 and (y, x) not in out:
                out.append((y, x))
    return out


def _aid_targets(ctx, seat):
    fs = vs(ctx, seat)
    if not fs.clearing or not any(state_of(t) == "" for t in fs.items):
        return []
    suit = ctx.s.suits[fs.clearing]
    if not any(matches(ctx, x, suit) for x in ctx.s.hands[seat]):
        return []
    return others_here(ctx, seat)


def _strike_targets(ctx, seat):
    fs = vs(ctx, seat)
    if not fs.clearing or not up(fs, "crossbow"):
        return []
    foes = enemies(ctx, seat)
    c = fs.clearing
    s = ctx.s
    return [i for i in foes if s.warriors[i][c] or any(p[0] == i for p in s.buildings[c])
            or any(p[0] == i for p in s.tokens[c])]


def _battle_targets(ctx, seat):
    fs = vs(ctx, seat)
    if not fs.clearing or not up(fs, "sword"):
        return []
    c = fs.clearing
    return [i for i in enemies(ctx, seat) if pieces_of(ctx, i, c)]


def _special_available(ctx, seat) -> bool:
    fs, s = vs(ctx, seat), ctx.s
    if not up(fs, "torch"):
        return False
    sp = special(ctx, seat)
    c = fs.clearing
    if sp == "steal":     # a bot has no hand: the Thief draws instead (Rootbotics 2.8.1)
        return any(s.hands[i] or ctx.fac(i).automaton for i in others_here(ctx, seat))
    if sp == "day_labor":
        return bool(c) and any(matches(ctx, x, s.suits[c]) for x in s.discard)
    if sp == "hideout":
        return bool(damaged_items(fs))
    if sp == "instigate":
        return bool(_instigate_attackers(ctx, seat))
    if sp == "scorched_earth":
        return bool(c) and can_place(ctx, seat, c)
    if sp == "glide":
        return any(x != c and x not in s.closed for x in ctx.m.ids)
    return False                    # protector, improvise, swift_strike: no torch action


def _instigate_attackers(ctx, seat):
    c = vs(ctx, seat).clearing
    if not c:
        return []
    s = ctx.s
    return [a for a in range(s.n) if a != seat and ctx.fac(a).can_battle_in(ctx, a, c)
            and _instigate_defenders(ctx, seat, a)]


def _instigate_defenders(ctx, seat, a):
    c = vs(ctx, seat).clearing
    return [d for d in enemies(ctx, a) if d != seat and pieces_of(ctx, d, c)]


def _coalition_partners(ctx, seat):
    """Law 9.2.8 (PT): fewest VP among the others (ties: I choose), not already in a coalition,
    no activated dominance (FR; PT silent: their score has left the track, so PT's "fewer VP"
    cannot compare them — ruling Root §vagabond-coalition-10vp)."""
    s = ctx.s
    others = [i for i in range(s.n) if i != seat]
    cand = [i for i in others if not s.dominance[i]
            and not any(getattr(s.fstate[j], "coalition_with", -1) == i for j in range(s.n))
            and getattr(s.fstate[i], "coalition_with", -1) < 0]
    if not cand:
        return []
    low = min(s.vp[i] for i in others if not s.dominance[i])
    return [i for i in cand if s.vp[i] == low]


def _daylight_choices(ctx, fr) -> list:
    seat, s = fr.seat, ctx.s
    fs = vs(ctx, seat)
    out = []
    if move_targets(ctx, seat):
        out.append(ch("action:move", "Move (boots)"))
    if _battle_targets(ctx, seat):
        out.append(ch("action:battle", "Battle (sword)"))
    if fs.clearing and up(fs, "torch") and s.ruin_items.get(str(fs.clearing)):
        out.append(ch("action:explore", "Explore the ruin (torch)"))
    if _aid_targets(ctx, seat):
        out.append(ch("action:aid", "Aid (any item + a matching card)"))
    if _quest_options(ctx, seat):
        out.append(ch("action:quest", "Quest"))
    if _strike_targets(ctx, seat):
        out.append(ch("action:strike", "Strike (crossbow)"))
    if up(fs, "hammer") and damaged_items(fs):
        out.append(ch("action:repair", "Repair (hammer)"))
    if fs.clearing and up(fs, "hammer"):
        out += cards.craft_choices(ctx, seat)
    if _special_available(ctx, seat):
        sp = special(ctx, seat)
        out.append(ch(f"special:{sp}", f"{_char(ctx, fs.character).name}: {sp.replace('_', ' ')} (torch)"))
    if (s.n >= 4 and fs.coalition_with < 0 and s.vp[seat] >= cards.DOMINANCE_MIN_VP
            and not any(getattr(s.fstate[j], "coalition_with", -1) == seat for j in range(s.n))  # R-VB2-5
            and _coalition_partners(ctx, seat)):
        for x in sorted(set(s.hands[seat])):
            if ctx.c.cards[x].kind == "dominance":
                out.append(ch(f"coalition:{x}", f"Form a coalition with {ctx.c.cards[x].name}", f"card:{x}"))
    out += cards.daylight_common_choices(ctx, seat)
    return out


@handles(VagabondDaylight)
class VagabondDaylightH(Handler):
    def decide(self, ctx, fr):
        if fr.ended:
            return None
        opts = _daylight_choices(ctx, fr) + [ch("done", "End Daylight")]
        return dec(fr.seat, "root.vagabond.action", "Vagabond: exhaust items for actions", opts, "Law 9.5")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        seat = fr.seat
        fs = vs(ctx, seat)
        if cid == "done":
            ctx.pop(fr)
            return
        if cid.startswith("craft:"):
            cards.do_craft(ctx, seat, cid[6:])
            # Law 9.5.8: the crafting pieces used are hammers, exhausted now
            used = sum(ctx.s.craft_used.values())
            exhaust(fs, "hammer", used)
            ctx.s.craft_used = {}
            return
        if cid.startswith("coalition:"):
            ctx.push(VagabondCoalition(seat, cid[10:]))
            return
        if cards.apply_daylight_common(ctx, seat, cid):
            return
        a = cid.split(":", 1)[1]
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


def explorable(ctx, seat) -> list[str]:
    """The items under the ruin here that I may take: Law 9.7.3, never an R item identical to
    an R item already on my board."""
    fs = vs(ctx, seat)
    return sorted({k for k in ctx.s.ruin_items.get(str(fs.clearing), []) if k not in fs.r_items})


def explore(ctx, seat) -> None:
    """Law 9.5.3: exhaust a torch, take the item under the ruin here (+1 VP); an empty ruin is
    removed from the map. Law 9.7.3: with two items, look at both and choose one (a decision);
    with none I may take, the torch is exhausted for nothing (no VP)."""
    s, fs = ctx.s, vs(ctx, seat)
    c = fs.clearing
    exhaust(fs, "torch")
    here = s.ruin_items[str(c)]
    ok = explorable(ctx, seat)
    if len(here) == 1 and ok:
        take_from_ruin(ctx, seat, here[0])
    elif not ok:
        ctx.log("root.vagabond.explore", f"{ctx.name(seat)} explores the ruin in clearing {c} and takes nothing "
                "(R items identical to his own)", seat, rule="Law 9.7.3")
    else:
        ctx.push(VagabondExplore(seat, c))


def take_from_ruin(ctx, seat, item: str) -> None:
    s, fs = ctx.s, vs(ctx, seat)
    c = fs.clearing
    s.ruin_items[str(c)].remove(item)
    if not s.ruin_items[str(c)]:
        del s.ruin_items[str(c)]
        s.ruins.remove(c)
        for i, b in enumerate(s.buildings[c]):
            if b[0] == -1 and b[1] == "ruin":
                del s.buildings[c][i]
                break
    ctx.log("root.vagabond.explore", f"{ctx.name(seat)} explores the ruin in clearing {c}: {item}", seat,
            rule="Law 9.5.3", reveals=True)
    gain(ctx, seat, item, "explored")
    fs.r_items = sorted(fs.r_items + [item])            # Law 9.7.3: an R item on my board
    add_vp(ctx, seat, 1, "explore")


@serial.register
@dataclass
class VagabondExplore:
    """Law 9.7.3: a ruin with two items: look at both, take one (`item:<kind>`)."""
    seat: int
    clearing: int


@handles(VagabondExplore)
class VagabondExploreH(Handler):
    def decide(self, ctx, fr):
        here = ctx.s.ruin_items.get(str(fr.clearing), [])
        return dec(fr.seat, "root.vagabond.explore", f"The ruin hides {' and '.join(here)}: take which?",
                   [ch(f"item:{k}", k) for k in explorable(ctx, fr.seat)], "Law 9.7.3")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        take_from_ruin(ctx, fr.seat, cid[5:])


def scorched_earth(ctx, seat) -> None:
    """Law D.6.2: exhaust a torch and leave it in my clearing; remove all enemy pieces there; no
    piece may be placed in or moved into it for the rest of the game."""
    s, fs = ctx.s, vs(ctx, seat)
    c = fs.clearing
    set_item(fs, "torch", None)
    fs.scorched = c
    s.closed = sorted(set(s.closed) | {c})
    ctx.log("root.vagabond.scorched_earth", f"Scoundrel: Scorched Earth in clearing {c}", seat, rule="Law D.6.2")
    for e in enemies(ctx, seat):
        if s.warriors[e][c]:
            remove_warriors(ctx, e, c, s.warriors[e][c], seat, "scorched_earth")
        for p in [p for p in s.buildings[c] if p[0] == e]:
            remove_piece(ctx, e, c, p[1], True, seat, "scorched_earth")
        for p in [p for p in s.tokens[c] if p[0] == e]:
            remove_piece(ctx, e, c, p[1], False, seat, "scorched_earth")
        ctx.fac(e).on_full_removal(ctx, e, c, seat)


@serial.register
@dataclass
class VagabondMove:
    """Law 9.5.1: `clearing:B` (paying boots), then optionally one Allied faction's warriors along
    (`seat:I`, `count:N`, or `pass`; Law 9.2.9.IIb: under their own movement rules)."""
    seat: int
    origin: int = 0
    dest: int = 0
    ally: int = -1
    stage: str = "dest"
    optional: bool = False          # Cobbler's move may be declined (`pass`)


def _movable_allies(ctx, seat, a, b):
    if not a:
        return []
    return [i for i in allies(ctx, seat) if ctx.s.warriors[i][a] > ctx.fac(i).immobile_warriors(ctx, i, a)
            and can_move(ctx, i, a, b)]


@handles(VagabondMove)
class VagabondMoveH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "dest":
            c = vs(ctx, seat).clearing
            ferry = mapfeatures.ferry_dests(ctx, c) if ctx.s.ferry and c else ()
            adj = move_adj(ctx, seat, c) if c else ()
            opts = []
            for b, n in move_targets(ctx, seat):
                # a coastal clearing Riverboats also reach: by river (no card) or by Ferry (Law C.2.5)
                if not c or b in adj:
                    opts.append(ch(f"clearing:{b}", f"Clearing {b} ({n} boots)", f"clearing:{b}"))
                if b in ferry:
                    opts.append(ch(f"ferry:{b}", f"By Ferry to clearing {b} ({n} boots)", f"clearing:{b}"))
            if fr.optional:
                if not opts:
                    return None
                opts.append(ch("pass", "No move"))
            return dec(seat, "root.vagabond.move", "Move to which clearing?", opts, "Law 9.5.1")
        if fr.stage == "ally":
            al = _movable_allies(ctx, seat, fr.origin, fr.dest)
            if not al:
                return None
            return dec(seat, "root.vagabond.move.ally", "Take Allied warriors along?",
                       [ch(f"faction:{ctx.s.factions[i]}", ctx.name(i)) for i in al] + [ch("pass", "No")],
                       "Law 9.2.9.IIb")
        n = ctx.s.warriors[fr.ally][fr.origin] - ctx.fac(fr.ally).immobile_warriors(ctx, fr.ally, fr.origin)
        return dec(seat, "root.vagabond.move.count", "How many Allied warriors?",
                   [ch(f"count:{k}", str(k)) for k in range(1, n + 1)], "Law 9.2.9.IIb")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        seat = fr.seat
        fs = vs(ctx, seat)
        if fr.stage == "dest":
            if cid == "pass":
                ctx.pop(fr)
                return
            b = int(cid.split(":", 1)[1])
            cost = dict(move_targets(ctx, seat))[b]
            exhaust(fs, "boots", cost)
            fr.origin, fr.dest = fs.clearing, b
            fr.stage = "ally"
            put_pawn(ctx, seat, f"clearing:{b}")
            if cid.startswith("ferry:"):
                mapfeatures.ferry_crossed(ctx, seat, fr.origin, b)
        elif fr.stage == "ally":
            if cid == "pass":
                ctx.pop(fr)
                return
            fr.ally = ctx.seat_of(cid[8:])
            fr.stage = "count"
        else:
            ctx.pop(fr)
            # PT 9.2.9.II.b: the Vagabond FORCES the Ally's warriors to move; PT 1.5.5: as if the Ally
            # chose it, so the Ally is the mover (and owes any Outrage: ruling Root — wiring §outrage-ally)
            do_move(ctx, fr.ally, fr.origin, fr.dest, int(cid[6:]))


@serial.register
@dataclass
class VagabondBattle:
    """Law 9.5.2: exhaust a sword; `faction:X` the defender; then an Allied faction whose warriors
    fight as mine (`faction:Y` or `pass`, Law 9.2.9.IIc; never the defender)."""
    seat: int
    defender: int = -1


@handles(VagabondBattle)
class VagabondBattleH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.defender < 0:
            return dec(seat, "root.vagabond.battle", "Battle whom?",
                       [ch(f"faction:{ctx.s.factions[i]}", ctx.name(i)) for i in _battle_targets(ctx, seat)], "Law 9.5.2")
        al = self._allies(ctx, fr)
        if not al:
            return None
        return dec(seat, "root.vagabond.battle.ally", "Fight with Allied warriors?",
                   [ch(f"faction:{ctx.s.factions[i]}", ctx.name(i)) for i in al] + [ch("pass", "No")], "Law 9.2.9.IIc")

    def _allies(self, ctx, fr):
        c = vs(ctx, fr.seat).clearing
        return [i for i in allies(ctx, fr.seat) if i != fr.defender and ctx.s.warriors[i][c]]

    def step(self, ctx, fr):
        self._start(ctx, fr, -1)

    def act(self, ctx, fr, cid):
        if fr.defender < 0:
            fr.defender = ctx.seat_of(cid[8:])
            return
        self._start(ctx, fr, -1 if cid == "pass" else ctx.seat_of(cid[8:]))

    def _start(self, ctx, fr, ally):
        seat = fr.seat
        fs = vs(ctx, seat)
        ctx.pop(fr)
        exhaust(fs, "sword")
        fs.battle_ally, fs.ally_hits, fs.item_hits = ally, 0, 0
        b = RootBattle(seat, clearing=fs.clearing, defender=fr.defender, stage="ambush")
        ctx.log("root.battle", f"{ctx.name(seat)} battles {ctx.name(fr.defender)} in clearing {fs.clearing}"
                f"{' with ' + ctx.name(ally) if ally >= 0 else ''}", seat, rule="Law 9.5.2", clearing=fs.clearing)
        ctx.push(b)


@serial.register
@dataclass
class VagabondDamage:
    """Law 9.2.7: damage one undamaged item per hit (the Vagabond chooses); with an ally in the
    battle (Law 9.2.9.IId) a hit may instead remove one of its warriors (`warrior:<faction>`)."""
    seat: int
    c: int
    n: int
    ally: int = -1
    by: int = -1


@handles(VagabondDamage)
class VagabondDamageH(Handler):
    def _options(self, ctx, fr):
        fs = vs(ctx, fr.seat)
        opts = sorted(set(undamaged_items(fs)))
        ally = fr.ally >= 0 and ctx.s.warriors[fr.ally][fr.c] > 0
        return opts, ally

    def decide(self, ctx, fr):
        if fr.n <= 0:
            return None
        opts, ally = self._options(ctx, fr)
        if not ally and (len(opts) <= 1 or len(undamaged_items(vs(ctx, fr.seat))) <= fr.n):
            return None
        choices = item_choices(opts)
        if ally:
            choices.append(ch(f"warrior:{ctx.s.factions[fr.ally]}", f"Remove an allied {ctx.name(fr.ally)} warrior"))
        return dec(fr.seat, "root.vagabond.damage", f"Take a hit: damage which item? ({fr.n} left)", choices, "Law 9.2.7")

    def step(self, ctx, fr):
        fs = vs(ctx, fr.seat)
        left = undamaged_items(fs)
        if fr.n > 0 and left:            # forced: all items, or only one kind of item
            self._damage(ctx, fr, left[0])
            return
        ctx.pop(fr)                      # no undamaged item left: further hits are ignored

    def _damage(self, ctx, fr, t):
        fs = vs(ctx, fr.seat)
        damage(fs, t)
        fs.item_hits += 1 if fr.ally >= 0 else 0
        fr.n -= 1
        ctx.log("root.vagabond.damage", f"{ctx.name(fr.seat)} damages {item_label(t)}", fr.seat, rule="Law 9.2.7")

    def act(self, ctx, fr, cid):
        if cid.startswith("warrior:"):
            fs = vs(ctx, fr.seat)
            fr.n -= 1
            fs.ally_hits += 1
            remove_warriors(ctx, fr.ally, fr.c, 1, fr.by, "battle")
            return
        self._damage(ctx, fr, cid[5:])


@serial.register
@dataclass
class VagabondRepair:
    """Repair `n` damaged items, choosing each (`item:…`); `cost` is the item exhausted for it
    (a hammer, Law 9.5.7; none for Hideout, Law D.3.2, whose torch is already paid)."""
    seat: int
    n: int
    cost: str = ""


@handles(VagabondRepair)
class VagabondRepairH(Handler):
    def decide(self, ctx, fr):
        dmg = damaged_items(vs(ctx, fr.seat))
        if fr.n <= 0 or not dmg or (len(dmg) <= fr.n and not fr.cost) or len(set(dmg)) == 1:
            return None
        return dec(fr.seat, "root.vagabond.repair", f"Repair which item? ({fr.n} left)", item_choices(dmg),
                   "Law 9.5.7" if fr.cost else "Law D.3.2")

    def step(self, ctx, fr):
        fs = vs(ctx, fr.seat)
        if fr.cost:
            exhaust(fs, fr.cost)
            fr.cost = ""
        dmg = damaged_items(fs)
        for t in dmg[:max(0, fr.n)]:
            repair(fs, t)
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        fs = vs(ctx, fr.seat)
        if fr.cost:
            exhaust(fs, fr.cost)
            fr.cost = ""
        repair(fs, cid[5:])
        fr.n -= 1
        ctx.log("root.vagabond.repair", f"{ctx.name(fr.seat)} repairs {item_label(cid[5:])}", fr.seat, rule="Law 9.5.7")


@serial.register
@dataclass
class VagabondAid:
    """Law 9.5.4: `faction:X` (pieces here), `card:C` (matching my clearing), `item:I` (exhausted),
    then `take:<item>` from X's Crafted Items or `pass`; then the relationship (Law 9.2.9.I)."""
    seat: int
    target: int = -1
    card: str = ""
    stage: str = "target"


@handles(VagabondAid)
class VagabondAidH(Handler):
    def decide(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        fs = vs(ctx, seat)
        if fr.stage == "target":
            return dec(seat, "root.vagabond.aid.target", "Aid whom?",
                       [ch(f"faction:{s.factions[i]}", ctx.name(i)) for i in _aid_targets(ctx, seat)], "Law 9.5.4")
        if fr.stage == "card":
            suit = s.suits[fs.clearing]
            return dec(seat, "root.vagabond.aid.card", f"Give which {suit} card?",
                       [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(s.hands[seat]))
                        if matches(ctx, x, suit)], "Law 9.5.4")
        if fr.stage == "item":
            return dec(seat, "root.vagabond.aid.item", "Exhaust which item?",
                       item_choices(t for t in fs.items if state_of(t) == ""), "Law 9.5.4")
        box = s.items[fr.target]
        if not box:
            return None
        return dec(seat, "root.vagabond.aid.take", f"Take an item from {ctx.name(fr.target)}'s Crafted Items?",
                   [ch(f"take:{k}", k) for k in sorted(set(box))] + [ch("pass", "No")], "Law 9.5.4")

    def step(self, ctx, fr):
        self._finish(ctx, fr)

    def act(self, ctx, fr, cid):
        seat, s = fr.seat, ctx.s
        if fr.stage == "target":
            fr.target = ctx.seat_of(cid[8:])
            fr.stage = "card"
        elif fr.stage == "card":
            fr.card = cid[5:]
            fr.stage = "item"
        elif fr.stage == "item":
            exhaust(vs(ctx, seat), cid[5:])
            # The receiver's hook: a hand takes it; an automaton discards it and scores 1 VP
            # (Rootbotics 2.8.1, R-AUTO-G4); either way the Aid counts (Law 9.2.9.I).
            ctx.fac(fr.target).receive_card(ctx, fr.target, seat, fr.card)
            ctx.log("root.vagabond.aid", f"{ctx.name(seat)} aids {ctx.name(fr.target)} with {ctx.c.cards[fr.card].name}", seat,
                    rule="Law 9.5.4", reveals=True, private_to=fr.target,
                    public_text=f"{ctx.name(seat)} aids {ctx.name(fr.target)} with a card.", card=fr.card)
            fr.stage = "take"
        else:
            if cid != "pass":
                k = cid[5:]
                s.items[fr.target].remove(k)
                gain(ctx, seat, k, f"from {ctx.name(fr.target)}")
            self._finish(ctx, fr)

    def _finish(self, ctx, fr):
        ctx.pop(fr)
        seat, t = fr.seat, fr.target
        fs = vs(ctx, seat)
        if not has_marker(ctx, seat, t):                   # Law 9.2.9: no marker for a Vagabond
            return
        r = rel(ctx, seat, t)
        fid = ctx.s.factions[t]
        steps = ctx.c.vagabond.relationship.steps
        if r == HOSTILE:                                   # Law 9.2.9.IIIc
            return
        if r == ALLIED:                                    # Law 9.2.9.IIa
            add_vp(ctx, seat, ctx.c.vagabond.relationship.allied_aid_vp, f"aided ally {ctx.name(t)}")
            return
        n = fs.aids.get(fid, 0) + 1                        # Law 9.2.9.Ia: within this turn
        if n >= steps[r].aids:
            fs.aids[fid] = 0                               # one Aid counts toward one step only
            set_rel(ctx, seat, t, r + 1, "aid")
            add_vp(ctx, seat, steps[r].vp, f"relationship with {ctx.name(t)}")   # Law 9.2.9.Ib
        else:
            fs.aids[fid] = n


@serial.register
@dataclass
class VagabondQuest:
    """Law 9.5.5: `quest:<id>` (my clearing's suit), exhaust its two items (Adventurer: may
    `improvise:<item>:as:<item>`, Law D.7.2), then `reward:vp` or `reward:cards`."""
    seat: int
    quest: str = ""
    stage: str = "quest"


@handles(VagabondQuest)
class VagabondQuestH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        fs = vs(ctx, seat)
        if fr.stage == "quest":
            return dec(seat, "root.vagabond.quest", "Complete which quest?",
                       [ch(f"quest:{q}", f"{_quest(ctx, q).name} ({' + '.join(_quest(ctx, q).items)})")
                        for q in _quest_options(ctx, seat)], "Law 9.5.5")
        if fr.stage == "improvise":
            need = _quest(ctx, fr.quest).items
            imp = _improvisations(ctx, seat, need)
            opts = [ch(f"improvise:{y}:as:{x}", f"Improvise: {y} as {x} (damaged)") for y, x in imp]
            if _payable(fs, need):
                opts.append(ch("done", "No improvising"))
            return dec(seat, "root.vagabond.quest.improvise", "Improvise an item?", opts, "Law D.7.2")
        suit = _quest(ctx, fr.quest).suit
        n = sum(1 for q in fs.done if _quest(ctx, q).suit == suit)
        return dec(seat, "root.vagabond.quest.reward", "Quest reward",
                   [ch("reward:vp", f"Score {n} VP"), ch("reward:cards", "Draw 2 cards")], "Law 9.5.5")

    def act(self, ctx, fr, cid):
        seat = fr.seat
        fs = vs(ctx, seat)
        if fr.stage == "quest":
            fr.quest = cid[6:]
            need = _quest(ctx, fr.quest).items
            if _improvisations(ctx, seat, need):
                fr.stage = "improvise"
                return
            self._complete(ctx, fr, None)
        elif fr.stage == "improvise":
            if cid == "done":
                self._complete(ctx, fr, None)
            else:
                _, y, _, x = cid.split(":")
                self._complete(ctx, fr, (y, x))
        else:
            ctx.pop(fr)
            suit = _quest(ctx, fr.quest).suit
            if cid == "reward:vp":
                add_vp(ctx, seat, sum(1 for q in fs.done if _quest(ctx, q).suit == suit), "quest")
            else:
                draw(ctx, seat, 2)

    def _complete(self, ctx, fr, imp):
        fs = vs(ctx, fr.seat)
        need = list(_quest(ctx, fr.quest).items)
        if imp:
            y, x = imp
            need.remove(x)
            set_item(fs, y, tok(y, "damaged-exhausted"))   # Law D.7.2: exhausted and damaged
            fs.improvised = True
        for k in need:
            exhaust(fs, k)
        box = quest_box(ctx, fr.seat)                       # Law 9.7.2: the shared quests
        box.quests.remove(fr.quest)
        fs.done.append(fr.quest)
        if box.quest_deck:                                  # a new quest face up
            box.quests.append(box.quest_deck.pop())
        ctx.log("root.vagabond.quest", f"{ctx.name(fr.seat)} completes {_quest(ctx, fr.quest).name} ({_quest(ctx, fr.quest).suit})",
                fr.seat, rule="Law 9.5.5")
        fr.stage = "reward"


@serial.register
@dataclass
class VagabondStrike:
    """Law 9.5.6: exhaust a crossbow; `faction:X`; its warrior is removed, or, if it has none
    here, `building:K` / `token:K` (1 VP). Not a battle: no ambush, no Infamy."""
    seat: int
    target: int = -1


@handles(VagabondStrike)
class VagabondStrikeH(Handler):
    def decide(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        c = vs(ctx, seat).clearing
        if fr.target < 0:
            return dec(seat, "root.vagabond.strike", "Strike whom?",
                       [ch(f"faction:{s.factions[i]}", ctx.name(i)) for i in _strike_targets(ctx, seat)], "Law 9.5.6")
        if s.warriors[fr.target][c]:
            return None
        opts = sorted({f"building:{p[1]}" for p in s.buildings[c] if p[0] == fr.target}
                      | {f"token:{p[1]}" for p in s.tokens[c] if p[0] == fr.target})
        return dec(seat, "root.vagabond.strike.piece", "Remove which piece?", [ch(o, o) for o in opts], "Law 9.5.6")

    def step(self, ctx, fr):
        c = vs(ctx, fr.seat).clearing
        ctx.pop(fr)
        remove_warriors(ctx, fr.target, c, 1, fr.seat, "strike")

    def act(self, ctx, fr, cid):
        if fr.target < 0:
            fr.target = ctx.seat_of(cid[8:])
            exhaust(vs(ctx, fr.seat), "crossbow")
            return
        c = vs(ctx, fr.seat).clearing
        ctx.pop(fr)
        kind, _, k = cid.partition(":")
        remove_piece(ctx, fr.target, c, k, kind == "building", fr.seat, "strike")


@serial.register
@dataclass
class VagabondSpecial:
    """Torch special actions needing a choice (Law 9.5.9, Appendix D): steal (`faction:X`),
    day-labor (`card:C`), glide (`clearing:N`), instigate (`faction:A` then `faction:D`)."""
    seat: int
    what: str
    attacker: int = -1


@handles(VagabondSpecial)
class VagabondSpecialH(Handler):
    def decide(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        fs = vs(ctx, seat)
        w = fr.what
        if w == "steal":
            return dec(seat, "root.vagabond.steal", "Steal from whom?",
                       [ch(f"faction:{s.factions[i]}", ctx.name(i)) for i in others_here(ctx, seat)
                        if s.hands[i] or ctx.fac(i).automaton],
                       "Law D.1.2")
        if w == "day_labor":
            suit = s.suits[fs.clearing]
            return dec(seat, "root.vagabond.day_labor", "Take which card from the discard pile?",
                       [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(s.discard))
                        if matches(ctx, x, suit)], "Law D.2.2")
        if w == "glide":
            return dec(seat, "root.vagabond.glide", "Glide to which clearing?",
                       [ch(f"clearing:{c}", f"Clearing {c}", f"clearing:{c}") for c in ctx.m.ids
                        if c != fs.clearing and c not in s.closed], "Law D.9.2")
        if fr.attacker < 0:
            return dec(seat, "root.vagabond.instigate.attacker", "Instigate: who attacks?",
                       [ch(f"faction:{s.factions[i]}", ctx.name(i)) for i in _instigate_attackers(ctx, seat)], "Law D.4.2")
        return dec(seat, "root.vagabond.instigate.defender", "Instigate: who defends?",
                   [ch(f"faction:{s.factions[i]}", ctx.name(i)) for i in _instigate_defenders(ctx, seat, fr.attacker)],
                   "Law D.4.2")

    def act(self, ctx, fr, cid):
        seat, s = fr.seat, ctx.s
        fs = vs(ctx, seat)
        w = fr.what
        if w == "instigate" and fr.attacker < 0:
            fr.attacker = ctx.seat_of(cid[8:])
            return
        ctx.pop(fr)
        exhaust(fs, "torch")
        if w == "steal":
            take_random_card(ctx, ctx.seat_of(cid[8:]), seat)
        elif w == "day_labor":
            card = cid[5:]
            s.discard.remove(card)
            s.hands[seat].append(card)
            ctx.log("root.vagabond.day_labor", f"Tinker takes {ctx.c.cards[card].name} from the discard pile", seat,
                    rule="Law D.2.2", card=card)
        elif w == "glide":
            put_pawn(ctx, seat, cid)
        else:
            d = ctx.seat_of(cid[8:])
            c = fs.clearing
            ctx.log("root.vagabond.instigate", f"Vagrant: {ctx.name(fr.attacker)} battles {ctx.name(d)} in clearing {c}",
                    seat, rule="Law D.4.2")
            # the Vagrant removes the pieces (chooses buildings/tokens) and scores them (ruling)
            ctx.push(RootBattle(fr.attacker, clearing=c, defender=d, stage="ambush", remover=seat))


@serial.register
@dataclass
class VagabondProtector:
    """Arbiter (Law D.5.2): asked of the defender just before the roll: `enlist` or `pass`."""
    arbiter: int
    defender: int


@handles(VagabondProtector)
class VagabondProtectorH(Handler):
    def decide(self, ctx, fr):
        return dec(fr.defender, "root.vagabond.protector", "Enlist the Arbiter (+ his swords to your hit cap; he scores 1)?",
                   [ch("enlist", "Enlist the Arbiter"), ch("pass", "No")], "Law D.5.2")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        if cid != "enlist":
            return
        b = next(x for x in reversed(ctx.s.stack) if isinstance(x, RootBattle))
        b.def_cap_bonus += undamaged_swords(vs(ctx, fr.arbiter))
        ctx.log("root.vagabond.protector", f"{ctx.name(fr.defender)} enlists the Arbiter", fr.arbiter, rule="Law D.5.2")
        add_vp(ctx, fr.arbiter, 1, "Protector")


@serial.register
@dataclass
class VagabondCoalition:
    """Law 9.2.8: activate a dominance card to join the player with the fewest VP (`faction:X`)."""
    seat: int
    card: str


@handles(VagabondCoalition)
class VagabondCoalitionH(Handler):
    def decide(self, ctx, fr):
        return dec(fr.seat, "root.vagabond.coalition", "Form a coalition with whom?",
                   [ch(f"faction:{ctx.s.factions[i]}", ctx.name(i)) for i in _coalition_partners(ctx, fr.seat)],
                   "Law 9.2.8")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        seat, s = fr.seat, ctx.s
        p = ctx.seat_of(cid[8:])
        s.hands[seat].remove(fr.card)
        s.dominance[seat] = fr.card                     # in play; the Vagabond no longer scores
        vs(ctx, seat).coalition_with = p
        if has_marker(ctx, seat, p) and rel(ctx, seat, p) == HOSTILE:    # Law 9.2.9.IIId
            set_rel(ctx, seat, p, INDIFFERENT, "coalition")
        ctx.log("root.vagabond.coalition", f"{ctx.name(seat)} forms a coalition with {ctx.name(p)}", seat, rule="Law 9.2.8",
                card=fr.card)


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
                ctx.log("root.vagabond.rest", f"{ctx.name(seat)} rests in the forest: {n} item(s) repaired", seat, rule="Law 9.6.1")
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
        return dec(fr.seat, "root.vagabond.item_limit", f"Too many items ({load(fs)}/{capacity(fs)}): remove which?",
                   item_choices(_limit_candidates(fs)), "Law 9.6.4")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        fs = vs(ctx, fr.seat)
        t = cid[5:]
        set_item(fs, t, None)
        fs.removed_items.append(kind_of(t))
        fs.removed_items.sort()
        cap_r_items(fs)
        ctx.log("root.vagabond.item_limit", f"{ctx.name(fr.seat)} removes {item_label(t)} (item limit)", fr.seat, rule="Law 9.6.4")
