"""Lord of the Hundreds (PT Law chapter 14): the Warlord, the Hoard (Command and Prowess), moods
and their blocking items, mobs that raze, Oppress, Incite, and crafting with Contempt for Trade.

State `HundredsState`: the Warlord's clearing (0 = off the map), the mood, the two Hoard tracks
(item kinds, left to right) and the items removed from the game. The Warlord is one of the
faction's 21 `warrior` pieces: on the map it is counted in `warriors[seat][c]` (it rules and
fights as a warrior, Law 14.2.2); off the map it is reported by `pieces_elsewhere`, so the
supply only ever holds the 20 regular warriors. Mobs are tokens `mob`, strongholds buildings
`stronghold`. Board values: data/root/hundreds.yaml.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.core import serial
from game.core.content import fail, load_records
from game.core.i18n import N_, Msg, P, Sub, T

from .. import cards, ids
from ..engine import fits, has_suit, remove_ruin_item  # the Lost City's suits (R-LAND-11)
from ..engine import (Handler, add_vp, can_place, ch, clearings_with_building, dec, discard_card, draw, enemies,
                      free_slots, handles, mercenary_owner, pieces_of, place_building, place_token,
                      place_warriors, remove_piece, touch)
from ..flow import (RootBattle, RootMove, RootMoveH, battle_clearings, dest_choices, do_move, has_battle, has_move_origin,
                     ignore_first_hit)
from .base import Faction
from .eyrie import start_corners


# --- board data (data/root/hundreds.yaml) ---------------------------------------------------------

@dataclass(frozen=True)
class Mood:
    id: str
    name: str
    item: str                 # the item the card shows ("" for Lavish: Law 14.7.4)


@dataclass(frozen=True)
class HundredsBoard:
    warriors: int
    warlords: int
    strongholds: int
    mobs: int
    setup_letter: str
    command_items: tuple[str, ...]
    prowess_items: tuple[str, ...]
    track_spaces: int
    track_values: tuple[int, ...]
    oppress_vp: tuple[int, ...]
    evening_draw: int
    moods: tuple[Mood, ...]
    start_mood: str
    jubilant_rolls: int
    lavish_warriors: int
    rowdy_draws: tuple[int, ...]
    rowdy_crowd: int
    mob_die: tuple[str, ...]
    confidence: dict[str, str]


_BOARDS: dict[str, HundredsBoard] = {}
SUITS = ("fox", "rabbit", "mouse")


def board(content) -> HundredsBoard:
    """The Hundreds' board from the pack's hundreds.yaml (errors name file:line)."""
    key = str(content.path)
    b = _BOARDS.get(key)
    if b is None:
        b = load_records(Path(content.path) / "hundreds.yaml", HundredsBoard)
        if len(b.track_values) != b.track_spaces + 1:
            fail(b, "track_values", Msg("{n} values for 0..{m} items", n=len(b.track_values), m=b.track_spaces))
        if set(b.command_items) & set(b.prowess_items):
            fail(b, "prowess_items", Msg("an item kind on both tracks"))
        ids = [m.id for m in b.moods]
        if b.start_mood not in ids:
            fail(b, "start_mood", Msg("{value} is not one of the moods {known}", value=repr(b.start_mood), known=", ".join(ids)))
        if any(x not in SUITS for x in b.mob_die) or not b.mob_die:
            fail(b, "mob_die", Msg("faces are suits: fox, rabbit, mouse"))
        if not b.oppress_vp:
            fail(b, "oppress_vp", Msg("at least one value (0 clearings)"))
        if len(b.rowdy_draws) != 2:
            fail(b, "rowdy_draws", Msg("two values: the extra draw, and the one with a crowd at the Warlord"))
        kinds = set(content.items.kinds)
        for f in ("command_items", "prowess_items"):
            if any(x not in kinds for x in getattr(b, f)):
                fail(b, f, Msg("item kinds are {known}", known=", ".join(sorted(kinds))))
        if any(m.item and m.item not in kinds for m in b.moods) or len(set(ids)) != len(ids):
            fail(b, "moods", Msg("distinct ids, each showing an item kind or none (\"\")"))
        _BOARDS[key] = b
    return b


def mood_rec(ctx, mid: str) -> Mood:
    return next(m for m in board(ctx.c).moods if m.id == mid)


@serial.register
@dataclass
class HundredsState:
    warlord: int = 0                                      # clearing (0: off the map)
    mood: str = "stubborn"                                # Law 14.3.3
    command: list[str] = field(default_factory=list)      # Hoard, Command track (Law 14.2.4)
    prowess: list[str] = field(default_factory=list)      # Hoard, Prowess track
    removed: list[str] = field(default_factory=list)      # items removed from the game
    start: int = 0                                        # starting corner (Law 14.3.1)


def _fs(ctx, seat) -> HundredsState:
    return ctx.s.fstate[seat]


def track_of(ctx, item: str) -> str:
    b = board(ctx.c)
    if item in b.command_items:
        return "command"
    if item in b.prowess_items:
        return "prowess"
    return ""


def hoard(ctx, seat) -> list[str]:
    fs = _fs(ctx, seat)
    return fs.command + fs.prowess


def command(ctx, seat) -> int:
    """Law 14.2.4.II: the value above the items on the Command track."""
    return board(ctx.c).track_values[len(_fs(ctx, seat).command)]


def prowess(ctx, seat) -> int:
    return board(ctx.c).track_values[len(_fs(ctx, seat).prowess)]


def mood(ctx, seat) -> str:
    return _fs(ctx, seat).mood


def at_warlord(ctx, seat, c) -> bool:
    return bool(c) and _fs(ctx, seat).warlord == c


def mobs_at(ctx, seat, c) -> bool:
    return any(t[0] == seat and t[1] == "mob" for t in ctx.s.tokens[c])


# the Hoard's tracks and why an item came, as shown in the log (translated where shown)
TRACK_WORDS = {"command": N_("command"), "prowess": N_("prowess")}
HOARD_WHY = {"ruin": N_("ruin"), "crafted": N_("crafted"), "looted": N_("looted")}
MOB_WHY = {"spread": N_("spread"), "incite": N_("incite"), "Jubilant": N_("Jubilant")}


def hoard_gain(ctx, seat, item: str, why: str) -> None:
    """Law 14.2.4.I: the item goes to the leftmost empty space of its track; a full track means
    removing the new item or one already there (a decision), for 1 VP."""
    tr = track_of(ctx, item)
    if not tr:
        # ruling R-HUN-4: an item on neither track (a torch) is removed from the game
        _fs(ctx, seat).removed.append(item)
        ctx.log("root.hundreds.hoard", Msg("Lord of the Hundreds: a {item} fits no Hoard track and is removed", item=T(item)), seat,
                rule="Law 14.2.4")
        return
    lst = getattr(_fs(ctx, seat), tr)
    if len(lst) < board(ctx.c).track_spaces:
        lst.append(item)
        ctx.log("root.hundreds.hoard", Msg("Lord of the Hundreds add {item} to the Hoard ({track}; {why})", item=T(item),
                                           track=Sub(TRACK_WORDS.get(tr, tr)), why=Sub(HOARD_WHY.get(why, why))), seat,
                rule="Law 14.2.4.I", item=item)
        return
    ctx.push(HundredsOverflow(seat, item))


def oppress_count(ctx, seat) -> int:
    """Law 14.6.2: clearings I rule holding a piece of mine (a mob counts) and no enemy piece.
    Riverfolk warriors I bought do not spoil a clearing (facts §5.1 FAQ, 11.2.7.III)."""
    s = ctx.s
    foes = enemies(ctx, seat)
    merc = mercenary_owner(ctx, seat) if ctx.hooks["mercenary_buyer"] else -1
    n = 0
    for c in ctx.m.ids:
        if s.ruler[c] != seat or not pieces_of(ctx, seat, c):
            continue
        spoiled = False
        for d in foes:
            k = pieces_of(ctx, d, c)
            if d == merc:
                k -= s.warriors[d][c]
            if k:
                spoiled = True
                break
        if not spoiled:
            n += 1
    return n


def oppress_vp(ctx, seat) -> int:
    t = board(ctx.c).oppress_vp
    return t[min(oppress_count(ctx, seat), len(t) - 1)]


def legal_moods(ctx, seat) -> list[str]:
    """Law 14.4.4: a different mood, showing no item that is in the Hoard."""
    have = set(hoard(ctx, seat))
    cur = mood(ctx, seat)
    return [m.id for m in board(ctx.c).moods if m.id != cur and (not m.item or m.item not in have)]


def roll_mob_die(ctx) -> str:
    """The mob die (faces: data/root/hundreds.yaml, confidence M). A forced die in a test gives
    the face index."""
    faces = board(ctx.c).mob_die
    s = ctx.s
    k = s.forced_dice.pop(0) % len(faces) if s.forced_dice else s.rng.below(len(faces))
    return faces[k]


def spread_targets(ctx, seat, suit: str) -> list[int]:
    """Law 14.4.1: a clearing of the rolled suit, with no mob, adjacent to a clearing with a mob
    (and a mob left in supply, Law 1.5.1)."""
    s = ctx.s
    if s.supply[seat].get("mob", 0) <= 0:
        return []
    return [c for c in ctx.m.ids if has_suit(ctx, c, suit) and not mobs_at(ctx, seat, c) and can_place(ctx, seat, c)
            and any(mobs_at(ctx, seat, d) for d in ctx.adj[c])]


def incite_targets(ctx, seat) -> list[int]:
    """Law 14.6.1: a clearing with no mob and a Hundreds warrior (the Warlord counts), whose suit
    a card in hand matches; a mob left in supply."""
    s = ctx.s
    if s.supply[seat].get("mob", 0) <= 0:
        return []
    hand = s.hands[seat]
    return [c for c in ctx.m.ids if s.warriors[seat][c] and not mobs_at(ctx, seat, c) and can_place(ctx, seat, c)
            and any(fits(ctx, x, c) for x in hand)]          # the Lost City: any card (R-LAND-11)


def build_targets(ctx, seat) -> list[int]:
    """Law 14.5.2.III: a clearing I rule, with a free slot, whose suit a card in hand matches."""
    s = ctx.s
    if s.supply[seat].get("stronghold", 0) <= 0:
        return []
    hand = s.hands[seat]
    return [c for c in ctx.m.ids if s.ruler[c] == seat and free_slots(ctx, c) > 0 and can_place(ctx, seat, c)
            and any(fits(ctx, x, c) for x in hand)]          # the Lost City: any card (R-LAND-11)


def paying_cards(ctx, seat, c) -> list[str]:
    return sorted({x for x in ctx.s.hands[seat] if fits(ctx, x, c)})


def battle_here(ctx, seat, c) -> bool:
    return bool(c) and c in battle_clearings(ctx, seat)


class Hundreds(Faction):
    crafting_piece_kinds = ("stronghold",)        # Tunnels (E&P, R-EP-7)
    id = "hundreds"
    name = "Lord of the Hundreds"
    setup_order = 10                 # Law 5.1.7: letter J (facts §5.1, confidence M)
    corner_start = True              # Law 5 (facts §7: the corner starters)

    def pieces(self, content):
        b = board(content)
        return {"warrior": b.warriors + b.warlords, "stronghold": b.strongholds, "mob": b.mobs}

    def building_kinds(self):
        return ("stronghold",)

    def token_kinds(self):
        return ("mob",)

    def new_fstate(self, ctx, seat):
        return HundredsState(mood=board(ctx.c).start_mood)

    def configure(self, ctx, seat, seat_setup):
        # the Warlord starts off the map, beside the board (pieces_elsewhere), not in the supply
        ctx.s.supply[seat]["warrior"] -= 1

    def pieces_elsewhere(self, ctx, seat):
        return {"warrior": 0 if _fs(ctx, seat).warlord else 1}

    def start_clearing(self, ctx, seat):
        return _fs(ctx, seat).start

    def items_held(self, ctx, seat):
        # the Hoard, the items removed from the game, and an item waiting for a Hoard decision
        out = hoard(ctx, seat) + list(_fs(ctx, seat).removed)
        for fr in ctx.s.stack:
            if type(fr) in (HundredsContempt, HundredsOverflow) and fr.seat == seat:
                out.append(fr.item)
        return out

    # Law 14.2.1: crafting pieces are the strongholds
    def crafting_pieces(self, ctx, seat):
        out: dict[str, int] = {}
        for c in clearings_with_building(ctx, seat, "stronghold"):
            out[ctx.s.suits[c]] = out.get(ctx.s.suits[c], 0) + 1
        return out

    # Law 14.2.3 Contempt for Trade: keep the item for no VP, or remove it for the listed VP.
    # The choice is a frame pushed here (craft_vp runs right after gain_item in cards.do_craft).
    def craft_vp(self, ctx, seat, card):
        rec = ctx.c.cards[card]
        ctx.push(HundredsContempt(seat, rec.item, rec.vp))
        return 0

    def gain_item(self, ctx, seat, item):
        """The crafted item waits for the Contempt for Trade choice (HundredsContempt)."""

    # Law 14.2.2: the Warlord leaves the map only in battle; it is the last warrior a hit takes
    # (ruling R-HUN-1). Any other removal of it is undone.
    def on_warriors_removed(self, ctx, me, owner, c, n, by, cause):
        if owner != me:
            return
        s, fs = ctx.s, _fs(ctx, me)
        if fs.warlord != c or s.warriors[me][c] > 0:
            return
        if cause in ("battle", "ambush"):
            s.supply[me]["warrior"] -= 1           # it goes beside the board, not to the supply
            fs.warlord = 0
            ctx.log("root.hundreds.warlord", Msg("The Warlord is removed"), me, rule="Law 14.2.2")
        else:
            s.supply[me]["warrior"] -= 1
            s.warriors[me][c] = 1
            touch(ctx, c)
            ctx.log("root.hundreds.warlord", Msg("The Warlord cannot be removed outside battle ({cause}): it stays", cause=cause),
                    me, rule="Law 14.2.2")

    def after_own_move(self, ctx, seat, a, b, n):
        # a move that takes every warrior out of the Warlord's clearing takes the Warlord along
        fs = _fs(ctx, seat)
        if fs.warlord == a and ctx.s.warriors[seat][a] == 0:
            fs.warlord = b

    def immobile_warriors(self, ctx, seat, c):
        # Law 14.2.2: the Warlord cannot be moved outside the Hundreds' turn
        return 1 if _fs(ctx, seat).warlord == c and ctx.s.turn_seat != seat else 0

    # --- battle abilities ---------------------------------------------------------------------------
    def max_rolled_hits(self, ctx, seat, c, battle):
        # Law 14.2.5: a looting attacker deals no rolled hits
        if looting(battle) and battle.attacker == seat:
            return 0
        return ctx.s.warriors[seat][c]

    def extra_hits(self, ctx, seat, battle):
        # Law 14.7.8 Wrathful: +1 hit as attacker in the Warlord's clearing (also when looting)
        if battle.attacker == seat and mood(ctx, seat) == "wrathful" and at_warlord(ctx, seat, battle.clearing):
            return 1
        return 0

    def absorb_hits(self, ctx, seat, c, n, by, h):
        # Law 14.7.7 Stubborn: ignore the first hit taken in a battle in the Warlord's clearing
        # (an ambush hit is that first hit: ruling R-HUN-3)
        if n <= 0 or mood(ctx, seat) != "stubborn" or not at_warlord(ctx, seat, c) or h.cause not in ("battle", "ambush"):
            return n
        if not ignore_first_hit(ctx, f"stubborn:{seat}"):
            return n
        ctx.log("root.hundreds.stubborn", Msg("Stubborn: the Hundreds ignore the first hit"), seat, rule="Law 14.7.7")
        return n - 1

    # Law 14.2.5 Looters: at the start of any battle they start (Command, Advance, a card), before
    # the defender's ambush (facts §5.1 FAQ), against a defender with a crafted item
    def opening_decision(self, ctx, battle):
        if not can_loot(ctx, battle):
            return None
        return dec(battle.attacker, "root.hundreds.loot", Msg("Loot {name}'s items in this battle?", name=T(ctx.name(battle.defender))),
                   [ch("loot", Msg("Loot: deal no rolled hits, take an item if you rule the clearing after")),
                    ch("no-loot", Msg("Battle normally"))], "Law 14.2.5")

    def use_opening(self, ctx, battle, cid):
        if cid == "loot":
            battle.used.append("loot")
            ctx.log("root.hundreds.loot", Msg("Lord of the Hundreds declare a loot against {name}", name=T(ctx.name(battle.defender))),
                    battle.attacker, rule="Law 14.2.5")

    def before_roll(self, ctx, me, battle):
        # Law 14.7.1 Bitter: before rolling in a battle in the Warlord's clearing, mobs there or
        # adjacent may become warriors in the Warlord's clearing
        if me not in (battle.attacker, battle.defender) or mood(ctx, me) != "bitter":
            return
        if at_warlord(ctx, me, battle.clearing) and bitter_sources(ctx, me):
            ctx.push(HundredsBitter(me))

    def on_battle_end(self, ctx, seat, battle):
        # Law 14.2.5: a loot takes one item if the Hundreds rule the clearing at the end
        if not looting(battle) or battle.attacker != seat:
            return
        s = ctx.s
        if s.ruler[battle.clearing] == seat and s.items[battle.defender]:
            ctx.push(HundredsLootTake(seat, battle.defender))
        else:
            ctx.log("root.hundreds.loot", Msg("The loot takes nothing: the Hundreds do not rule the clearing"), seat,
                    rule="Law 14.2.5")

    def setup(self, ctx, seat):
        ctx.push(HundredsSetup(seat))

    def birdsong(self, ctx, seat):
        ctx.push(HundredsBirdsong(seat))

    def daylight(self, ctx, seat):
        ctx.push(HundredsDaylight(seat, grandiose=mood(ctx, seat) == "grandiose"))   # Law 14.7.2

    def evening(self, ctx, seat):
        ctx.push(HundredsEvening(seat))

    def view(self, ctx, seat, viewer):
        fs = _fs(ctx, seat)
        b = board(ctx.c)
        return {"warlord": fs.warlord, "mood": fs.mood, "command": list(fs.command), "prowess": list(fs.prowess),
                "command_value": command(ctx, seat), "prowess_value": prowess(ctx, seat),
                "removed": list(fs.removed), "moods": [[m.id, m.name, m.item] for m in b.moods],
                "mob_supply": ctx.s.supply[seat].get("mob", 0),
                "stronghold_track": ctx.s.supply[seat].get("stronghold", 0),
                "oppress": oppress_count(ctx, seat), "confidence": dict(b.confidence)}

    def check(self, ctx, seat):
        fs = _fs(ctx, seat)
        b = board(ctx.c)
        out = []
        if fs.warlord and ctx.s.warriors[seat][fs.warlord] < 1:
            out.append(f"the Warlord is in clearing {fs.warlord} with no Hundreds warrior there")
        if fs.mood not in [m.id for m in b.moods]:
            out.append(f"mood {fs.mood!r}")
        for tr, kinds in (("command", b.command_items), ("prowess", b.prowess_items)):
            lst = getattr(fs, tr)
            if len(lst) > b.track_spaces or any(x not in kinds for x in lst):
                out.append(f"{tr} track {lst}")
        return out


FACTION = Hundreds()


# --- setup (Law 14.3) -------------------------------------------------------------------------------

@serial.register
@dataclass
class HundredsSetup:
    seat: int


@handles(HundredsSetup)
class HundredsSetupH(Handler):
    def decide(self, ctx, fr):
        opts = start_corners(ctx, fr.seat)
        if len(opts) <= 1:
            return None
        return dec(fr.seat, "root.hundreds.setup.corner", Msg("Place the Warlord, 4 warriors and a stronghold in which corner?"),
                   [ch(f"clearing:{c}", Msg("Corner clearing {c}", c=c), f"clearing:{c}") for c in opts], "Law 14.3.1")

    def step(self, ctx, fr):
        opts = start_corners(ctx, fr.seat)
        self._start(ctx, fr, opts[0] if opts else 0)

    def act(self, ctx, fr, cid):
        self._start(ctx, fr, ids.clearing(cid))

    def _start(self, ctx, fr, c):
        s, seat = ctx.s, fr.seat
        ctx.pop(fr)
        fs = _fs(ctx, seat)
        if c:
            # Law 14.3.1: the Warlord, 4 warriors and 1 stronghold in the corner
            s.warriors[seat][c] += 1
            fs.warlord = c
            place_warriors(ctx, seat, c, 4)
            place_building(ctx, seat, c, "stronghold")
            fs.start = c
            ctx.log("root.setup", Msg("Lord of the Hundreds start in clearing {c}: the Warlord, 4 warriors and a stronghold", c=c),
                    seat, rule="Law 14.3.1")
        # Law 14.3.2: the 4 R items under the ruins at random, unless already there (a Vagabond)
        if s.ruins and not s.ruin_items:
            ritems = list(ctx.c.items.ruin_items)
            s.rng.shuffle(ritems)
            for k, r in enumerate(sorted(s.ruins)):
                if k < len(ritems):
                    s.ruin_items[str(r)] = [ritems[k]]
        fs.mood = board(ctx.c).start_mood            # Law 14.3.3: Stubborn


# --- Birdsong (Law 14.4) ----------------------------------------------------------------------------

@serial.register
@dataclass
class HundredsBirdsong:
    seat: int
    stage: str = "raze"              # raze → spread → recruit → anoint → mood → lavish


def raze(ctx, seat) -> None:
    """Law 14.4.1: in each clearing with a mob, remove every enemy building and token (1 VP
    each, Law 3.2.1) and take an item from a ruin there into the Hoard."""
    s = ctx.s
    foes = enemies(ctx, seat)
    for c in ctx.m.ids:
        if not mobs_at(ctx, seat, c):
            continue
        for d in foes:
            for p in [p for p in s.buildings[c] if p[0] == d]:
                remove_piece(ctx, d, c, p[1], True, seat, "raze")
            for p in [p for p in s.tokens[c] if p[0] == d]:
                remove_piece(ctx, d, c, p[1], False, seat, "raze")
        here = s.ruin_items.get(str(c), [])
        if c in s.ruins and here:
            if len(set(here)) > 1:
                ctx.push(HundredsRuin(seat, c))     # Law 9.7.3: look at both, take one
            else:
                take_ruin_item(ctx, seat, c, here[0])


def take_ruin_item(ctx, seat, c, item) -> None:
    """Law 14.4.1: the item goes to the Hoard; a ruin whose last item is taken is removed."""
    remove_ruin_item(ctx, c, item)
    ctx.log("root.hundreds.raze", Msg("The mob loots the ruin in clearing {c}: {item}", c=c, item=T(item)), seat, rule="Law 14.4.1",
            reveals=True)
    hoard_gain(ctx, seat, item, "ruin")


def place_mob(ctx, seat, c, why) -> None:
    place_token(ctx, seat, c, "mob")
    ctx.log("root.hundreds.mob", Msg("A mob gathers in clearing {c} ({why})", c=c, why=Sub(MOB_WHY.get(why, why))), seat, rule="Law 14.4.1", clearing=c)


def recruit(ctx, seat) -> None:
    """Law 14.4.2: Prowess warriors at the Warlord, then one per stronghold (in clearing order
    when the supply runs short: ruling R-HUN-5)."""
    fs = _fs(ctx, seat)
    if fs.warlord:
        k = place_warriors(ctx, seat, fs.warlord, prowess(ctx, seat))
        ctx.log("root.hundreds.recruit", Msg("Lord of the Hundreds recruit {k} at the Warlord (clearing {c})", k=k, c=fs.warlord),
                seat, rule="Law 14.4.2")
    for c in clearings_with_building(ctx, seat, "stronghold"):
        if can_place(ctx, seat, c):
            place_warriors(ctx, seat, c, 1)


@handles(HundredsBirdsong)
class HundredsBirdsongH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        fs = _fs(ctx, seat)
        if fr.stage == "anoint" and not fs.warlord:
            opts = anoint_options(ctx, seat)
            if len(opts) > 1:
                replace = any(ctx.s.warriors[seat][c] for c in ctx.m.ids)
                return dec(seat, "root.hundreds.anoint",
                           Msg("Anoint: replace which warrior with the Warlord?") if replace else Msg("Anoint: place the Warlord where?"),
                           [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in opts], "Law 14.4.3")
        if fr.stage == "mood":
            opts = legal_moods(ctx, seat)
            if len(opts) > 1:
                return dec(seat, "root.hundreds.mood", Msg("Choose a new mood (now {mood})", mood=T(mood_rec(ctx, fs.mood).name)),
                           [ch(f"mood:{m}", mood_rec(ctx, m).name) for m in opts], "Law 14.4.4")
        if fr.stage == "lavish" and fs.mood == "lavish" and hoard(ctx, seat):
            return dec(seat, "root.hundreds.lavish", Msg("Lavish: remove Hoard items for 2 warriors each at the Warlord?"),
                       [ch(f"item:{x}", Msg("Remove {item}", item=T(x))) for x in sorted(set(hoard(ctx, seat)))] + [ch("done", Msg("Done"))],
                       "Law 14.7.4")
        return None

    def step(self, ctx, fr):
        seat = fr.seat
        fs = _fs(ctx, seat)
        st = fr.stage
        if st == "raze":
            fr.stage = "spread"
            raze(ctx, seat)
        elif st == "spread":
            fr.stage = "recruit"
            suit = roll_mob_die(ctx)
            ctx.log("root.hundreds.mob_die", Msg("The mob die shows {suit}", suit=T(suit)), seat, rule="Law 14.4.1", reveals=True)
            opts = spread_targets(ctx, seat, suit)
            if len(opts) == 1:
                place_mob(ctx, seat, opts[0], "spread")
            elif opts:
                ctx.push(HundredsMobPlace(seat, suit))
        elif st == "recruit":
            fr.stage = "anoint"
            recruit(ctx, seat)
        elif st == "anoint":
            fr.stage = "mood"
            if not fs.warlord:
                opts = anoint_options(ctx, seat)
                if opts:
                    anoint(ctx, seat, opts[0])
        elif st == "mood":
            fr.stage = "lavish"
            opts = legal_moods(ctx, seat)
            if opts:
                set_mood(ctx, seat, opts[0])
            else:
                ctx.log("root.hundreds.mood", Msg("No other mood may be chosen: the Hundreds stay {mood}",
                                                     mood=T(mood_rec(ctx, fs.mood).name)),
                        seat, rule="Law 14.4.4")
        else:
            ctx.pop(fr)

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if fr.stage == "anoint":
            fr.stage = "mood"
            anoint(ctx, seat, ids.clearing(cid))
        elif fr.stage == "mood":
            fr.stage = "lavish"
            set_mood(ctx, seat, ids.mood(cid))
        elif cid == "done":
            ctx.pop(fr)
        else:
            lavish_remove(ctx, seat, ids.item(cid))


def anoint_options(ctx, seat) -> list[int]:
    """Law 14.4.3: replace a Hundreds warrior with the Warlord; with none on the map, place it in
    any clearing (where placing is allowed)."""
    s = ctx.s
    mine = [c for c in ctx.m.ids if s.warriors[seat][c]]
    return mine or [c for c in ctx.m.ids if can_place(ctx, seat, c)]


def anoint(ctx, seat, c) -> None:
    s = ctx.s
    fs = _fs(ctx, seat)
    if s.warriors[seat][c]:
        s.supply[seat]["warrior"] += 1          # the replaced warrior returns to the supply
    else:
        s.warriors[seat][c] += 1
        touch(ctx, c)
    fs.warlord = c
    ctx.log("root.hundreds.anoint", Msg("A new Warlord is anointed in clearing {c}", c=c), seat, rule="Law 14.4.3", clearing=c)


def set_mood(ctx, seat, m) -> None:
    _fs(ctx, seat).mood = m
    ctx.log("root.hundreds.mood", Msg("The Warlord is now {mood}", mood=T(mood_rec(ctx, m).name)), seat, rule="Law 14.4.4")


def lavish_remove(ctx, seat, item) -> None:
    """Law 14.7.4: remove a Hoard item from the game for 2 warriors at the Warlord; the track
    closes up from the left (the list keeps its order)."""
    fs = _fs(ctx, seat)
    getattr(fs, track_of(ctx, item)).remove(item)
    fs.removed.append(item)
    k = place_warriors(ctx, seat, fs.warlord, board(ctx.c).lavish_warriors) if fs.warlord else 0
    ctx.log("root.hundreds.lavish", Msg("Lavish: the Hundreds remove {item} from the Hoard and place {warriors}", item=T(item), k=k, warriors=P(k, "{n} warrior", "{n} warriors")),
            seat, rule="Law 14.7.4")


@serial.register
@dataclass
class HundredsMobPlace:
    """Place a mob after a mob-die roll (Law 14.4.1): `clearing:N`."""
    seat: int
    suit: str


@handles(HundredsMobPlace)
class HundredsMobPlaceH(Handler):
    def decide(self, ctx, fr):
        opts = spread_targets(ctx, fr.seat, fr.suit)
        if not opts:
            return None
        return dec(fr.seat, "root.hundreds.mob", Msg("Place a mob in which {suit} clearing?", suit=T(fr.suit)),
                   [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in opts], "Law 14.4.1")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        place_mob(ctx, fr.seat, ids.clearing(cid), "spread")


@serial.register
@dataclass
class HundredsRuin:
    """Law 9.7.3 (14.4.1): a ruin with two items: look at both, take one (`item:X`)."""
    seat: int
    clearing: int


@handles(HundredsRuin)
class HundredsRuinH(Handler):
    def decide(self, ctx, fr):
        here = sorted(set(ctx.s.ruin_items.get(str(fr.clearing), [])))
        return dec(fr.seat, "root.hundreds.ruin", Msg("Take which item from the ruin in clearing {c}?", c=fr.clearing),
                   [ch(f"item:{x}", x) for x in here], "Law 9.7.3")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        take_ruin_item(ctx, fr.seat, fr.clearing, ids.item(cid))


@serial.register
@dataclass
class HundredsOverflow:
    """Law 14.2.4.I: a full track: remove the new item (`item:new`) or one already on the track
    (`item:X`); the Hundreds score 1 VP."""
    seat: int
    item: str


@handles(HundredsOverflow)
class HundredsOverflowH(Handler):
    def decide(self, ctx, fr):
        lst = getattr(_fs(ctx, fr.seat), track_of(ctx, fr.item))
        return dec(fr.seat, "root.hundreds.overflow", Msg("The {track} track is full: remove which item?", track=Sub(TRACK_WORDS[track_of(ctx, fr.item)])),
                   [ch("item:new", Msg("The new {item}", item=T(fr.item)))]
                   + [ch(f"item:{x}", Msg("The {item} on the track", item=T(x))) for x in sorted(set(lst))],
                   "Law 14.2.4.I")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        fs = _fs(ctx, fr.seat)
        lst = getattr(fs, track_of(ctx, fr.item))
        gone = fr.item if cid == "item:new" else ids.item(cid)
        if cid != "item:new":
            lst.remove(gone)
            lst.append(fr.item)
        fs.removed.append(gone)
        ctx.log("root.hundreds.hoard", Msg("The Hoard overflows: a {item} is removed from the game", item=T(gone)), fr.seat,
                rule="Law 14.2.4.I")
        add_vp(ctx, fr.seat, 1, N_("Hoard overflow"))


@serial.register
@dataclass
class HundredsContempt:
    """Law 14.2.3 Contempt for Trade: `keep-item` (the item, no VP) or `score-item`
    (remove the item from the game, score its VP)."""
    seat: int
    item: str
    vp: int


@handles(HundredsContempt)
class HundredsContemptH(Handler):
    def decide(self, ctx, fr):
        return dec(fr.seat, "root.hundreds.contempt", Msg("Contempt for Trade: the crafted {item}", item=T(fr.item)),
                   [ch("keep-item", Msg("Keep the {item} in the Hoard (0 VP)", item=T(fr.item))),
                    ch("score-item", Msg("Remove it from the game and score {n} VP", n=fr.vp))], "Law 14.2.3")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        if cid == "keep-item":
            hoard_gain(ctx, fr.seat, fr.item, "crafted")
        else:
            _fs(ctx, fr.seat).removed.append(fr.item)
            ctx.log("root.hundreds.contempt", Msg("Contempt for Trade: the {item} is removed from the game", item=T(fr.item)), fr.seat,
                    rule="Law 14.2.3")
            add_vp(ctx, fr.seat, fr.vp, Sub(N_("crafted {item}"), item=T(fr.item)))


# --- Daylight (Law 14.5) ----------------------------------------------------------------------------

@serial.register
@dataclass
class HundredsDaylight:
    """craft → command → advance (Grandiose: craft → advance → command). Command: `action:move`,
    `action:battle`, `action:build` up to Command times; Advance: `advance` up to Prowess times."""
    seat: int
    stage: str = "craft"
    commands: int = 0
    advances: int = 0
    grandiose: bool = False


def _after(fr, stage) -> str:
    order = ["craft", "advance", "command"] if fr.grandiose else ["craft", "command", "advance"]
    i = order.index(stage) + 1
    return order[i] if i < len(order) else "end"


def can_advance(ctx, seat) -> bool:
    w = _fs(ctx, seat).warlord
    return bool(w) and (bool(dest_choices(ctx, seat, w)) or battle_here(ctx, seat, w))


@handles(HundredsDaylight)
class HundredsDaylightH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "craft":
            opts = cards.craft_choices(ctx, seat)
            common = cards.daylight_common_choices(ctx, seat)
            return dec(seat, "root.hundreds.craft", Msg("Craft with strongholds"), opts + common + [ch("done", Msg("Done crafting"))],
                       "Law 14.5.1")
        if fr.stage == "command":
            left = command(ctx, seat) - fr.commands
            if left <= 0:
                return None
            common = cards.daylight_common_choices(ctx, seat)   # (only when asked: issue 15)
            opts = []
            if has_move_origin(ctx, seat):
                opts.append(ch("action:move", Msg("Move")))
            if has_battle(ctx, seat):
                opts.append(ch("action:battle", Msg("Battle")))
            if build_targets(ctx, seat):
                opts.append(ch("action:build", Msg("Build a stronghold")))
            return dec(seat, "root.hundreds.command", Msg("Command the Hundreds ({left})", n=left, left=P(left, "{n} action left", "{n} actions left")),
                       opts + common + [ch("done", Msg("End Command"))], "Law 14.5.2")
        if fr.stage == "advance":
            left = prowess(ctx, seat) - fr.advances
            if left <= 0 or not can_advance(ctx, seat):
                return None
            common = cards.daylight_common_choices(ctx, seat)
            return dec(seat, "root.hundreds.advance", Msg("Advance the Warlord ({n} left)", n=left),
                       [ch("advance", Msg("Advance the Warlord"))] + common + [ch("done", Msg("End Advance"))], "Law 14.5.3")
        return None

    def step(self, ctx, fr):
        if fr.stage == "craft":                 # (never: craft always asks)
            fr.stage = _after(fr, "craft")
        elif fr.stage in ("command", "advance"):
            fr.stage = _after(fr, fr.stage)
        else:
            ctx.pop(fr)

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if cid == "done":
            fr.stage = _after(fr, fr.stage)
            return
        if cid.startswith("craft:"):
            cards.do_craft(ctx, seat, ids.craft(cid))
        elif cid == "action:move":
            fr.commands += 1
            ctx.push(HundredsMove(seat))
        elif cid == "action:battle":
            fr.commands += 1
            ctx.push(RootBattle(seat))
        elif cid == "action:build":
            fr.commands += 1
            ctx.push(HundredsBuild(seat))
        elif cid == "advance":
            fr.advances += 1
            ctx.push(HundredsAdvance(seat))
        else:
            cards.apply_daylight_common(ctx, seat, cid)


@serial.register
@dataclass
class HundredsMove(RootMove):
    """A Hundreds move (Law 4.2): from the Warlord's clearing, `count:N` moves N warriors
    without the Warlord and `warlord:N` moves the Warlord with N-1 others (Law 14.2.2)."""


@handles(HundredsMove)
class HundredsMoveH(RootMoveH):
    def decide(self, ctx, fr):
        seat = fr.seat
        w = _fs(ctx, seat).warlord
        if fr.done or not fr.origin or not fr.dest or fr.origin != w:
            return super().decide(ctx, fr)
        n = ctx.s.warriors[seat][fr.origin]
        opts = [ch(f"count:{k}", Msg("{warriors}, the Warlord stays", k=k, warriors=P(k, "{n} warrior", "{n} warriors"))) for k in range(1, n)]
        opts += [ch(f"warlord:{k}", Msg("The Warlord and {warriors}", k=k - 1, warriors=P(k - 1, "{n} warrior", "{n} warriors"))) for k in range(1, n + 1)]
        return dec(seat, "root.move.count", Msg("How many warriors from {a} to {b}?", a=fr.origin, b=fr.dest), opts, "Law 4.2")

    def act(self, ctx, fr, cid):
        if cid.startswith("warlord:"):
            k = ids.warlord(cid)
            do_move(ctx, fr.seat, fr.origin, fr.dest, k)
            _fs(ctx, fr.seat).warlord = fr.dest
            fr.done = True
            return
        super().act(ctx, fr, cid)


def can_loot(ctx, b) -> bool:
    # Law 14.2.5: the defender has an item in its Crafted Items box (the Vagabond has none there)
    return 0 <= b.defender < ctx.s.n and bool(ctx.s.items[b.defender])


def looting(battle) -> bool:
    return "loot" in battle.used


@serial.register
@dataclass
class HundredsLootTake:
    """Law 14.2.5: take one item from the defender's Crafted Items box (`item:X`)."""
    seat: int
    victim: int


@handles(HundredsLootTake)
class HundredsLootTakeH(Handler):
    def decide(self, ctx, fr):
        items = sorted(set(ctx.s.items[fr.victim]))
        if len(items) <= 1:
            return None
        return dec(fr.seat, "root.hundreds.loot.item", Msg("Take which item from {name}?", name=T(ctx.name(fr.victim))),
                   [ch(f"item:{x}", x) for x in items], "Law 14.2.5")

    def step(self, ctx, fr):
        items = ctx.s.items[fr.victim]
        if not items:
            ctx.pop(fr)
            return
        self.act(ctx, fr, f"item:{items[0]}")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        item = ids.item(cid)
        ctx.s.items[fr.victim].remove(item)
        ctx.log("root.hundreds.loot", Msg("Lord of the Hundreds loot a {item} from {name}", item=T(item), name=T(ctx.name(fr.victim))), fr.seat,
                rule="Law 14.2.5")
        hoard_gain(ctx, fr.seat, item, "looted")


@serial.register
@dataclass
class HundredsBuild:
    """Law 14.5.2.III: `clearing:N`, then `card:X` when several cards could pay."""
    seat: int
    clearing: int = 0


@handles(HundredsBuild)
class HundredsBuildH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if not fr.clearing:
            return dec(seat, "root.hundreds.build", Msg("Build a stronghold in which clearing?"),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in build_targets(ctx, seat)],
                       "Law 14.5.2.III")
        return dec(seat, "root.hundreds.build.card", Msg("Spend which card to build in clearing {c}?", c=fr.clearing),
                   [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in paying_cards(ctx, seat, fr.clearing)],
                   "Law 14.5.2.III")

    def act(self, ctx, fr, cid):
        if not fr.clearing:
            fr.clearing = ids.clearing(cid)
            pay = paying_cards(ctx, fr.seat, fr.clearing)
            if len(pay) == 1:
                self._do(ctx, fr, pay[0])
            return
        self._do(ctx, fr, ids.card(cid))

    def _do(self, ctx, fr, card):
        ctx.pop(fr)
        discard_card(ctx, fr.seat, card, "spends")
        place_building(ctx, fr.seat, fr.clearing, "stronghold")      # scores nothing (facts §5.1)
        ctx.log("root.hundreds.build", Msg("Lord of the Hundreds build a stronghold in clearing {c}", c=fr.clearing), fr.seat,
                rule="Law 14.5.2.III")


@serial.register
@dataclass
class HundredsAdvance:
    """Law 14.5.3: move the Warlord (`clearing:N` / `ferry:N`, or `stay`), with `count:N` other
    warriors, then `clearing:N` battle there or `pass`. Relentless (Law 14.7.5): after a move and
    a battle, one more half (`relentless:move`, `relentless:battle`, `pass`). `half` marks that
    extra half: a move only, which cannot retrigger Relentless."""
    seat: int
    stage: str = "dest"              # dest → count → battle → fought → relentless
    origin: int = 0
    dest: int = 0
    moved: bool = False
    half: bool = False


@handles(HundredsAdvance)
class HundredsAdvanceH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        w = _fs(ctx, seat).warlord
        if fr.stage == "dest":
            opts = dest_choices(ctx, seat, w) if w else []
            if not opts:
                return None
            return dec(seat, "root.hundreds.advance.move", Msg("Advance: move the Warlord to?"),
                       opts + [ch("stay", Msg("Do not move"))], "Law 14.5.3")
        if fr.stage == "count":
            n = ctx.s.warriors[seat][fr.origin] - 1
            if n <= 0:
                return None
            return dec(seat, "root.hundreds.advance.count", Msg("How many warriors go with the Warlord?"),
                       [ch(f"count:{k}", str(k)) for k in range(0, n + 1)], "Law 14.5.3")
        if fr.stage == "battle":
            if fr.half or not battle_here(ctx, seat, w):
                return None
            return dec(seat, "root.hundreds.advance.battle", Msg("Battle in the Warlord's clearing {c}?", c=w),
                       [ch(f"clearing:{w}", Msg("Battle in clearing {c}", c=w), f"clearing:{w}"), ch("pass", Msg("No battle"))],
                       "Law 14.5.3")
        if fr.stage == "relentless":
            opts = []
            if w and dest_choices(ctx, seat, w):
                opts.append(ch("relentless:move", Msg("Move the Warlord again")))
            if battle_here(ctx, seat, w):
                opts.append(ch("relentless:battle", Msg("Battle in the Warlord's clearing again")))
            if not opts:
                return None
            return dec(seat, "root.hundreds.relentless", Msg("Relentless: half an Advance more?"), opts + [ch("pass", Msg("No"))],
                       "Law 14.7.5")
        return None

    def step(self, ctx, fr):
        if fr.stage == "dest":
            fr.stage = "battle"
        elif fr.stage == "count":
            self._move(ctx, fr, 0)
        elif fr.stage == "battle":
            ctx.pop(fr)
        elif fr.stage == "fought":
            # Law 14.7.5 Relentless: only after an Advance that both moved and battled
            if fr.moved and not fr.half and mood(ctx, fr.seat) == "relentless":
                fr.stage = "relentless"
            else:
                ctx.pop(fr)
        else:
            ctx.pop(fr)

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if fr.stage == "dest":
            if cid == "stay":
                fr.stage = "battle"
                return
            fr.origin = _fs(ctx, seat).warlord
            fr.dest = ids.number(cid)            # clearing:N or ferry:N
            fr.stage = "count"
            if cid.startswith("ferry:"):
                from .. import mapfeatures
                mapfeatures.ferry_crossed(ctx, seat, fr.origin, fr.dest)
            return
        if fr.stage == "count":
            self._move(ctx, fr, ids.count(cid))
            return
        if fr.stage == "battle":
            if cid == "pass":
                ctx.pop(fr)
                return
            fr.stage = "fought"
            ctx.push(RootBattle(seat, clearing=ids.clearing(cid), stage="defender"))
            return
        ctx.pop(fr)                                     # relentless
        if cid == "relentless:move":
            ctx.push(HundredsAdvance(seat, half=True))
        elif cid == "relentless:battle":
            ctx.push(RootBattle(seat, clearing=_fs(ctx, seat).warlord, stage="defender"))

    def _move(self, ctx, fr, k):
        seat = fr.seat
        do_move(ctx, seat, fr.origin, fr.dest, k + 1)
        _fs(ctx, seat).warlord = fr.dest
        fr.moved = True
        fr.stage = "battle"
        if fr.half:
            fr.stage = "done"


# --- Evening (Law 14.6) -----------------------------------------------------------------------------

@serial.register
@dataclass
class HundredsEvening:
    """Incite (`clearing:N`, then `card:X` when several cards could pay; `done`), Oppress, draw."""
    seat: int
    stage: str = "incite"
    clearing: int = 0


@handles(HundredsEvening)
class HundredsEveningH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.stage != "incite":
            return None
        if fr.clearing:
            return dec(seat, "root.hundreds.incite.card", Msg("Spend which card to incite in clearing {c}?", c=fr.clearing),
                       [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in paying_cards(ctx, seat, fr.clearing)],
                       "Law 14.6.1")
        opts = incite_targets(ctx, seat)
        if not opts:
            return None
        return dec(seat, "root.hundreds.incite", Msg("Incite: place a mob where?"),
                   [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in opts] + [ch("done", Msg("Done"))],
                   "Law 14.6.1")

    def step(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "incite":
            fr.stage = "oppress"
        elif fr.stage == "oppress":
            fr.stage = "draw"
            n = oppress_count(ctx, seat)
            ctx.log("root.hundreds.oppress", Msg("Oppress: {clearings}", n=n, clearings=P(n, "{n} clearing", "{n} clearings")), seat, rule="Law 14.6.2")
            add_vp(ctx, seat, oppress_vp(ctx, seat), N_("Oppress"))
        else:
            ctx.pop(fr)
            k = board(ctx.c).evening_draw
            if mood(ctx, seat) == "rowdy":          # Law 14.7.6
                b = board(ctx.c)
                w = _fs(ctx, seat).warlord
                crowd = sum(pieces_of(ctx, d, w) for d in enemies(ctx, seat)) if w else 0
                k += b.rowdy_draws[1] if crowd >= b.rowdy_crowd else b.rowdy_draws[0]
            draw(ctx, seat, k)                      # Law 14.6.3 (the core then applies the limit)

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if cid == "done":
            fr.stage = "oppress"
            return
        if not fr.clearing:
            fr.clearing = ids.clearing(cid)
            pay = paying_cards(ctx, seat, fr.clearing)
            if len(pay) == 1:
                self._incite(ctx, fr, pay[0])
            return
        self._incite(ctx, fr, ids.card(cid))

    def _incite(self, ctx, fr, card):
        seat, c = fr.seat, fr.clearing
        fr.clearing = 0
        discard_card(ctx, seat, card, "spends")
        place_mob(ctx, seat, c, "incite")
        # Law 14.7.3 Jubilant: inciting at the Warlord allows up to 4 more mob rolls
        if mood(ctx, seat) == "jubilant" and at_warlord(ctx, seat, c):
            ctx.push(HundredsJubilant(seat, board(ctx.c).jubilant_rolls))


@serial.register
@dataclass
class HundredsJubilant:
    """Law 14.7.3: `roll` (up to `left` more times) or `done`; a roll with several targets asks
    `clearing:N`."""
    seat: int
    left: int
    suit: str = ""


@handles(HundredsJubilant)
class HundredsJubilantH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.suit:
            opts = spread_targets(ctx, seat, fr.suit)
            if len(opts) > 1:
                return dec(seat, "root.hundreds.mob", Msg("Place a mob in which {suit} clearing?", suit=T(fr.suit)),
                           [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in opts], "Law 14.7.3")
            return None
        if fr.left <= 0 or ctx.s.supply[seat].get("mob", 0) <= 0:
            return None
        return dec(seat, "root.hundreds.jubilant", Msg("Jubilant: roll the mob die? (rolls left: {n})", n=fr.left),
                   [ch("roll", Msg("Roll the mob die")), ch("done", Msg("Stop"))], "Law 14.7.3")

    def step(self, ctx, fr):
        if fr.suit:
            opts = spread_targets(ctx, fr.seat, fr.suit)
            fr.suit = ""
            if opts:
                place_mob(ctx, fr.seat, opts[0], "Jubilant")
            return
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        if fr.suit:
            fr.suit = ""
            place_mob(ctx, fr.seat, ids.clearing(cid), "Jubilant")
            return
        if cid == "done":
            ctx.pop(fr)
            return
        fr.left -= 1
        fr.suit = roll_mob_die(ctx)
        ctx.log("root.hundreds.mob_die", Msg("The mob die shows {suit}", suit=T(fr.suit)), fr.seat, rule="Law 14.7.3", reveals=True)


# --- Bitter (Law 14.7.1) --------------------------------------------------------------------------------

def bitter_sources(ctx, seat) -> list[int]:
    w = _fs(ctx, seat).warlord
    if not w or ctx.s.supply[seat].get("warrior", 0) <= 0:
        return []
    return [c for c in (w,) + tuple(ctx.adj[w]) if mobs_at(ctx, seat, c)]


@serial.register
@dataclass
class HundredsBitter:
    """Law 14.7.1: remove a mob at or next to the Warlord (`clearing:N`) for a warrior at the
    Warlord, as often as wanted; `done`."""
    seat: int


@handles(HundredsBitter)
class HundredsBitterH(Handler):
    def decide(self, ctx, fr):
        opts = bitter_sources(ctx, fr.seat)
        if not opts:
            return None
        return dec(fr.seat, "root.hundreds.bitter", Msg("Bitter: turn a mob into a warrior at the Warlord?"),
                   [ch(f"clearing:{c}", Msg("Mob in clearing {c}", c=c), f"clearing:{c}") for c in opts] + [ch("done", Msg("Done"))],
                   "Law 14.7.1")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        if cid == "done":
            ctx.pop(fr)
            return
        seat, c = fr.seat, ids.clearing(cid)
        remove_piece(ctx, seat, c, "mob", False, seat, "bitter")
        place_warriors(ctx, seat, _fs(ctx, seat).warlord, 1)
        ctx.log("root.hundreds.bitter", Msg("Bitter: the mob in clearing {c} joins the Warlord", c=c), seat, rule="Law 14.7.1")
