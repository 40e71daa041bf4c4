"""Eyrie Dynasties (Law chapter 7): roosts, the Decree resolved column by column, Turmoil,
leaders, Lords of the Forest, Disdain for Trade, roost-track scoring.

The Decree is `EyrieState.decree` (column -> card ids, the two Loyal Viziers as `loyal-vizier`);
its shared-deck cards are reported by `cards_held` so the 54 cards stay accounted for.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.decision import Choice
from game.core.i18n import N_, Msg, P, Sub, T

from .. import cards, ids
from ..engine import has_suit  # the Lost City's suits (R-LAND-11)
from ..engine import (Handler, add_vp, can_place, ch, dec, draw, free_slots, handles, place_building,
                      place_warriors, to_pile)
from ..flow import RootBattle, RootMove, battle_clearings, has_battle, has_move_origin, move_origins
from ..startclearings import fallback_starts
from .base import Faction

VIZIER = "loyal-vizier"                       # Law 7.3.4: a bird card outside the shared deck
COLUMNS = ("recruit", "move", "battle", "build")   # Law 7.5.2: resolved left to right
COLUMN_NAMES = {"recruit": "Recruit", "move": "Move", "battle": "Battle", "build": "Build"}


def _empty_decree() -> dict:
    return {k: [] for k in COLUMNS}


@serial.register
@dataclass
class EyrieState:
    leader: str = ""                                   # current leader ("" before setup)
    face_down: list[str] = field(default_factory=list)  # deposed leaders (Law 7.7.3), sorted
    decree: dict[str, list[str]] = field(default_factory=_empty_decree)  # column -> cards (VIZIER too)
    start: int = 0                                     # starting corner (Law 7.3.2)


def _ey(ctx):
    return ctx.c.factions.eyrie


def _leader(ctx, lid):
    return next(x for x in _ey(ctx).leaders if x.id == lid)


def leader_ids(ctx) -> list[str]:
    return [x.id for x in _ey(ctx).leaders]


def face_up(ctx, seat) -> list[str]:
    fs = ctx.s.fstate[seat]
    return [x for x in leader_ids(ctx) if x != fs.leader and x not in fs.face_down]


def card_suit(ctx, card) -> str:
    return "bird" if card == VIZIER else ctx.c.cards[card].suit


def decree_matches(ctx, card, clearing) -> bool:
    """Law 7.5.2 + 2.1.1: a Decree card acts in a clearing of its suit; birds (viziers too) are wild."""
    cs = card_suit(ctx, card)
    return cs == "bird" or has_suit(ctx, clearing, cs)      # the Lost City: every suit (R-LAND-11)


def leader_label(x) -> Msg:
    """A leader as a choice: its name, its two viziers' columns and its ability (data text,
    translated through the catalogue)."""
    a, b = x.viziers
    return Msg("{leader}: viziers in {a} and {b}. {text}", leader=T(x.name), a=T(COLUMN_NAMES[a]), b=T(COLUMN_NAMES[b]),
               text=Sub(x.text))


# leader_ch's cache: module-level, leader id -> (its content record, its choice); an entry is used
# only for the very record it was made from (checked by identity: the label reads the record
# alone), so it cannot go stale; one entry per leader id. Why: `ch` compares the label's nested
# parameters (the ability text) against every cached label of the id (issue 15).
_LEADER_CH: dict[str, tuple] = {}


def leader_ch(x) -> Choice:
    """`ch(f"leader:{x.id}", leader_label(x))`, built once per leader record."""
    got = _LEADER_CH.get(x.id)
    if got is None or got[0] is not x:
        got = _LEADER_CH[x.id] = (x, ch(f"leader:{x.id}", leader_label(x)))
    return got[1]


def card_name(ctx, card) -> dict:
    """A Decree card's name as a message parameter (a term: the printed name)."""
    return T("Loyal Vizier" if card == VIZIER else ctx.c.cards[card].name)


def roosts_on_map(ctx, seat) -> int:
    return _ey(ctx).roosts - ctx.s.supply[seat]["roost"]


def has_roost(ctx, seat, c) -> bool:
    return any(b[0] == seat and b[1] == "roost" for b in ctx.s.buildings[c])


def place_viziers(ctx, seat) -> None:
    """Law 7.3.4 / 7.7.3: the two Loyal Viziers go into the columns the leader names."""
    fs = ctx.s.fstate[seat]
    for col in COLUMNS:
        fs.decree[col] = [x for x in fs.decree[col] if x != VIZIER]
    for col in _leader(ctx, fs.leader).viziers:
        fs.decree[col].append(VIZIER)


# --- Decree action targets (Law 7.5.2) ----------------------------------------------------------

def recruit_count(ctx, seat) -> int:
    # Law 7.8.2 Charismatic: each Recruit places two warriors.
    return 2 if ctx.s.fstate[seat].leader == "charismatic" else 1


def recruit_short(ctx, seat) -> bool:
    """A Recruit now places fewer warriors than it must (Charismatic with 1 in supply)."""
    return ctx.s.supply[seat]["warrior"] < recruit_count(ctx, seat)


def targets(ctx, seat, col, card, first: bool = False) -> list[int]:
    """Clearings where this Decree card's action can be fully carried out (empty = Turmoil).
    `first`: stop at the first Recruit or Build clearing found (only `has_targets` asks for it)."""
    s = ctx.s
    if col == "move":
        # 7.5.2.II: from a matching clearing, at least one warrior, normal movement rules (4.2.1)
        return move_origins(ctx, seat, card_suit(ctx, card))
    if col == "battle":
        # 7.5.2.III: initiate a battle in a matching clearing
        return battle_clearings(ctx, seat, card_suit(ctx, card))
    # Recruit and Build: `decree_matches` and `has_roost` spelt out in one pass over the
    # clearings (issue 15: the Decree menu asks this for every card; the same list, in id order)
    if col == "recruit":
        # 7.5.2.I: a roost clearing. PT 1.5.4: place as many as you can — a Charismatic Recruit
        # with 1 warrior left places it, then Turmoil (ruling Root §eyrie-full-action)
        if s.supply[seat]["warrior"] <= 0:
            return []
    elif s.supply[seat]["roost"] <= 0:            # 7.5.2.IV (Build): a roost to place
        return []
    cs = card_suit(ctx, card)
    wild = cs == "bird"                           # Law 2.1.1: birds (viziers too) are wild
    lost = bool(s.landmarks) and not wild         # the Lost City: every suit (R-LAND-11)
    suits, buildings, ruler, slots = s.suits, s.buildings, s.ruler, ctx.m.slots
    placing = bool(s.closed or ctx.hooks["blocks_placement"])     # else can_place is True
    build = col != "recruit"
    out = []
    for c in ctx.m.ids:
        if build and ruler[c] != seat:            # 7.5.2.IV: a clearing you rule
            continue
        if not (wild or suits[c] == cs or (lost and has_suit(ctx, c, cs))):
            continue
        roost = False
        for b in buildings[c]:
            if b[0] == seat and b[1] == "roost":
                roost = True
                break
        if build:                                 # 7.5.2.IV: without a roost, with a free slot
            if roost or slots[c] <= len(buildings[c]):
                continue
        elif not roost:                           # 7.5.2.I: a roost clearing
            continue
        if placing and not can_place(ctx, seat, c):
            continue
        out.append(c)
        if first:
            break
    return out


def has_targets(ctx, seat, col, card) -> bool:
    """`bool(targets(ctx, seat, col, card))`, stopping at the first clearing found (issue 15:
    the Decree menu and its Turmoil test only ask whether the action can be done)."""
    if col == "move":
        return has_move_origin(ctx, seat, card_suit(ctx, card))
    if col == "battle":
        return has_battle(ctx, seat, card_suit(ctx, card))
    return bool(targets(ctx, seat, col, card, True))


class Eyrie(Faction):
    crafting_piece_kinds = ("roost",)        # Tunnels (E&P, R-EP-7)
    id = "eyrie"
    name = "Eyrie Dynasties"
    setup_order = 2                  # Law 5.1.7 (B)
    corner_start = True              # Law 5 (facts §7: the corner starters)
    wins_rule_ties = True            # Law 7.2.2 Lords of the Forest (core rule_of; never empty clearings)

    def pieces(self, content):
        ey = content.factions.eyrie
        return {"warrior": ey.warriors, "roost": ey.roosts}

    def building_kinds(self):
        return ("roost",)

    def new_fstate(self, ctx, seat):
        return EyrieState()

    def cards_held(self, ctx, seat):
        fs = ctx.s.fstate[seat]
        return [x for col in COLUMNS for x in fs.decree[col] if x != VIZIER]

    def start_clearing(self, ctx, seat):
        return ctx.s.fstate[seat].start

    def crafting_pieces(self, ctx, seat):
        # Law 7.2.1: roosts are the Eyrie's crafting pieces.
        out: dict[str, int] = {}
        suits, buildings = ctx.s.suits, ctx.s.buildings
        for c in ctx.m.ids:                                 # has_roost spelt out (issue 15)
            for b in buildings[c]:
                if b[0] == seat and b[1] == "roost":
                    out[suits[c]] = out.get(suits[c], 0) + 1
                    break
        return out

    def craft_vp(self, ctx, seat, card):
        # Law 7.2.3 Disdain for Trade: an item scores 1 VP; Law 7.8.1 Builder ignores it.
        if ctx.s.fstate[seat].leader == "builder":
            return ctx.c.cards[card].vp
        return 1

    def extra_hits(self, ctx, seat, battle):
        # Law 7.8.3 Commander: one extra hit as attacker (extra hits are uncapped, Law 4.3.3.I).
        return 1 if battle.attacker == seat and ctx.s.fstate[seat].leader == "commander" else 0

    def on_battle_end(self, ctx, seat, battle):
        # Law 7.8.4 Despot: removing at least one enemy building/token in a battle scores 1 more
        # VP, once per battle (ruling Root §eyrie-despot). `battle.removed` = [owner, kind, n].
        if ctx.s.fstate[seat].leader != "despot":
            return
        if battle.remover >= 0 and battle.remover != seat:
            return            # Law D.4.2: the Vagrant (Instigate) removed them, not the Eyrie
        if any(owner != seat and kind != "warrior" for owner, kind, _ in battle.removed):
            add_vp(ctx, seat, 1, T("Despot"))

    def setup(self, ctx, seat):
        ctx.push(EyrieSetup(seat))

    def birdsong(self, ctx, seat):
        ctx.push(EyrieBirdsong(seat))

    def daylight(self, ctx, seat):
        ctx.push(EyrieDaylight(seat))

    def evening(self, ctx, seat):
        ey = _ey(ctx)
        n = roosts_on_map(ctx, seat)
        # Law 7.6.1: the VP of the rightmost empty roost space (none when no roost is on the map).
        if n > 0:
            add_vp(ctx, seat, ey.roost_vp[n - 1], N_("roosts"))
        # Law 7.6.2: draw one plus one per uncovered draw bonus (the core then applies the limit).
        draw(ctx, seat, 1 + sum(ey.roost_draws[:n]))

    def view(self, ctx, seat, viewer):
        fs = ctx.s.fstate[seat]
        return {"leader": fs.leader, "face_down_leaders": list(fs.face_down),
                "face_up_leaders": face_up(ctx, seat),
                "decree": {col: list(fs.decree[col]) for col in COLUMNS},    # public (Law 7.4.2)
                "roosts_on_map": roosts_on_map(ctx, seat), "roost_track": ctx.s.supply[seat]["roost"]}

    def check(self, ctx, seat):
        fs = ctx.s.fstate[seat]
        out = []
        if sorted(fs.decree) != sorted(COLUMNS):
            out.append(f"Decree columns {sorted(fs.decree)}")
            return out
        if fs.leader:
            where = sorted(col for col in COLUMNS for x in fs.decree[col] if x == VIZIER)
            if where != sorted(_leader(ctx, fs.leader).viziers):
                out.append(f"Loyal Viziers in {where}, not in the columns of {fs.leader}")
            if fs.leader in fs.face_down:
                out.append("the leader is face down")
        if len(set(fs.face_down)) != len(fs.face_down) or len(fs.face_down) >= len(leader_ids(ctx)):
            out.append(f"face-down leaders {fs.face_down}")
        for c in ctx.m.ids:
            if sum(1 for b in ctx.s.buildings[c] if b[0] == seat and b[1] == "roost") > 1:
                out.append(f"two roosts in clearing {c}")
        return out


FACTION = Eyrie()


# --- setup (Law 7.3) -----------------------------------------------------------------------------

def start_corners(ctx, seat) -> list[int]:
    """Law 7.3.2 (PT): a corner that is not another player's starting clearing and, if possible,
    diagonally opposite one (FR: opposite the keep; the same corner when the Marquise plays).
    The roost and warriors must be placeable there (free slot, no placement ban)."""
    s, m = ctx.s, ctx.m
    starts = [c for i in range(s.n) if i != seat for c in [ctx.fac(i).start_clearing(ctx, i)] if c]
    ok = [c for c in m.corners if c not in starts and free_slots(ctx, c) > 0 and can_place(ctx, seat, c)]
    opp = [c for c in ok if m.opposite.get(c) in starts]
    if not ok and not any(c not in starts for c in m.corners):
        return fallback_starts(ctx, seat)         # every corner is a start: ruling R-SEAT-2
    return sorted(opp or ok)


@serial.register
@dataclass
class EyrieSetup:
    seat: int
    stage: str = "corner"            # corner → leader


@handles(EyrieSetup)
class EyrieSetupH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "corner":
            opts = start_corners(ctx, seat)
            if len(opts) <= 1:
                return None
            return dec(seat, "root.eyrie.setup.corner", Msg("Place your first roost and 6 warriors in which corner?"),
                       [ch(f"clearing:{c}", Msg("Corner clearing {c}", c=c), f"clearing:{c}") for c in opts], "Law 7.3.2")
        return dec(seat, "root.eyrie.setup.leader", Msg("Choose your leader"),
                   [leader_ch(x) for x in _ey(ctx).leaders], "Law 7.3.3")

    def step(self, ctx, fr):
        opts = start_corners(ctx, fr.seat)        # a forced corner is taken automatically
        fr.stage = "leader"
        if opts:
            self._start(ctx, fr.seat, opts[0])

    def _start(self, ctx, seat, c):
        place_building(ctx, seat, c, "roost")
        place_warriors(ctx, seat, c, 6)
        ctx.s.fstate[seat].start = c
        ctx.log("root.setup", Msg("Eyrie start in clearing {c}: a roost and 6 warriors", c=c), seat, rule="Law 7.3.2")

    def act(self, ctx, fr, cid):
        if fr.stage == "corner":
            fr.stage = "leader"
            self._start(ctx, fr.seat, ids.clearing(cid))
            return
        fs = ctx.s.fstate[fr.seat]
        fs.leader = ids.leader(cid)
        place_viziers(ctx, fr.seat)               # Law 7.3.4
        ctx.log("root.eyrie.leader", Msg("Eyrie leader: {leader}", leader=T(_leader(ctx, fs.leader).name)), fr.seat, rule="Law 7.3.3")
        ctx.pop(fr)


# --- Birdsong (Law 7.4) --------------------------------------------------------------------------

@serial.register
@dataclass
class EyrieBirdsong:
    seat: int
    stage: str = "emergency"         # emergency → decree → roost
    added: int = 0                   # cards added to the Decree this Birdsong
    bird_added: bool = False
    card: str = ""                   # card chosen, waiting for its column


def new_roost_clearings(ctx, seat) -> list[int]:
    """Law 7.4.3: among clearings where the roost and warriors can be placed, those with the
    fewest warriors (every faction's)."""
    s, m = ctx.s, ctx.m
    ok = [c for c in m.ids if free_slots(ctx, c) > 0 and can_place(ctx, seat, c)]
    if not ok:
        return []
    count = {c: sum(s.warriors[i][c] for i in range(s.n)) for c in ok}
    low = min(count.values())
    return [c for c in ok if count[c] == low]


def _decree_cards(ctx, fr) -> list[str]:
    hand = ctx.s.hands[fr.seat]
    if not fr.bird_added:
        return sorted(set(hand))
    cards = ctx.c.cards
    return sorted({x for x in hand if cards[x].suit != "bird"})       # Law 7.4.2: at most one bird


# the Decree column choices, made once (`ch` would find them in its cache; issue 15)
_COLUMN_CHOICES = tuple(ch(f"column:{col}", Msg("{column}", column=T(COLUMN_NAMES[col]))) for col in COLUMNS)
_ADD_NO_MORE = ch("done", Msg("Add no more"))
_RESOLVE = ch("done", Msg("Resolve the Decree"))
# _hand_card_ch's cache: module-level, card id -> (its printed name, the choice naming it); an
# entry is used only while the card's name is the one it was made with, so it cannot go stale;
# at most one entry per card id. Why: the Decree's card menu is built at every Eyrie Birdsong.
_HAND_CH: dict[str, tuple[str, Choice]] = {}


def _hand_card_ch(ctx, card: str) -> Choice:
    """`ch(f"card:{card}", ctx.c.cards[card].name, f"card:{card}")`, built once."""
    name = ctx.c.cards[card].name
    got = _HAND_CH.get(card)
    if got is None or got[0] != name:
        got = _HAND_CH[card] = (name, ch(f"card:{card}", name, f"card:{card}"))
    return got[1]


@handles(EyrieBirdsong)
class EyrieBirdsongH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "decree":
            if fr.card:
                return dec(seat, "root.eyrie.decree.column", Msg("Add {card} to which Decree column?", card=card_name(ctx, fr.card)),
                           _COLUMN_CHOICES, "Law 7.4.2",
                           {"card": fr.card})
            if fr.added >= 2:
                return None
            opts = [_hand_card_ch(ctx, x) for x in _decree_cards(ctx, fr)]
            if not opts:
                return None
            if fr.added:
                opts.append(_ADD_NO_MORE)
            return dec(seat, "root.eyrie.decree.card",
                       Msg("Add a card to the Decree (one more, optional)") if fr.added else
                       Msg("Add a card to the Decree (1 or 2, at most one bird)"),
                       opts, "Law 7.4.2")
        if fr.stage == "roost":
            if roosts_on_map(ctx, seat) > 0:      # tested first: the clearings are then not needed
                return None
            opts = new_roost_clearings(ctx, seat)
            if len(opts) <= 1:
                return None
            return dec(seat, "root.eyrie.new_roost", Msg("A New Roost: which clearing (fewest warriors)?"),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in opts], "Law 7.4.3")
        return None

    def step(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "emergency":
            fr.stage = "decree"
            if not ctx.s.hands[seat]:                 # Law 7.4.1 Emergency Orders
                ctx.log("root.eyrie.emergency", Msg("Eyrie Emergency Orders: empty hand, draw a card"), seat, rule="Law 7.4.1")
                draw(ctx, seat, 1)
        elif fr.stage == "decree":
            fr.stage = "roost"
        else:
            ctx.pop(fr)
            if roosts_on_map(ctx, seat) == 0:
                opts = new_roost_clearings(ctx, seat)
                if opts:
                    new_roost(ctx, seat, opts[0])

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if fr.stage == "roost":
            ctx.pop(fr)
            new_roost(ctx, seat, ids.clearing(cid))
        elif cid == "done":
            fr.stage = "roost"
        elif cid.startswith("card:"):
            fr.card = ids.card(cid)
        else:
            col = ids.column(cid)
            card = fr.card
            ctx.s.hands[seat].remove(card)
            ctx.s.fstate[seat].decree[col].append(card)
            fr.card = ""
            fr.added += 1
            if ctx.c.cards[card].suit == "bird":
                fr.bird_added = True
            ctx.log("root.eyrie.decree", Msg("Eyrie adds {card} to the Decree ({column})", card=T(ctx.c.cards[card].name),
                                             column=T(COLUMN_NAMES[col])),
                    seat, rule="Law 7.4.2", card=card, column=col)


def new_roost(ctx, seat, c) -> None:
    # Law 7.4.3 A New Roost: a roost and 3 warriors (as many as the supply holds, Law 2.5).
    place_building(ctx, seat, c, "roost")
    k = place_warriors(ctx, seat, c, 3)
    ctx.log("root.eyrie.new_roost", Msg("A New Roost in clearing {c} with {warriors}", c=c, n=k, warriors=P(k, "{n} warrior", "{n} warriors")), seat, rule="Law 7.4.3")


# --- Daylight (Law 7.5) ----------------------------------------------------------------------------

@serial.register
@dataclass
class EyrieDaylight:
    """Law 7.5: craft, then the Decree column by column: `card:X` (which card of the column),
    then its action — Recruit/Build: `clearing:C` here; Move/Battle: the shared `RootMove`/
    `RootBattle` frames limited to the card's suit (bird = any)."""
    seat: int
    stage: str = "craft"             # craft → card → action
    col: int = 0                     # index in COLUMNS of the column being resolved
    todo: list[str] = None           # cards of that column not yet resolved (None = not loaded)
    card: str = ""                   # the card being resolved


def _col(fr) -> str:
    return COLUMNS[fr.col]


_OK = N_("{column}: {card}")
_TURMOIL = N_("{column}: {card} (cannot be done: Turmoil)")
_SHORT = N_("{column}: {card} (too few warriors: place them, then Turmoil)")
# _decree_card_ch's cache: module-level, keyed by every input of the choice (column, card, which
# of the three labels, the card's printed name), so it cannot go stale; one immutable Choice per
# key, bounded. Why: the Decree menu is built at every Eyrie Daylight step and `ch` keys a label
# with term parameters by its repr (issue 15).
_DECREE_CH: dict[tuple[str, str, str, str], Choice] = {}


def _decree_card_ch(ctx, col: str, card: str, template: str) -> Choice:
    """`ch(f"card:{card}", Msg(template, column=T(COLUMN_NAMES[col]), card=card_name(ctx, card)),
    f"card:{card}")`, built once."""
    name = "Loyal Vizier" if card == VIZIER else ctx.c.cards[card].name         # card_name's term
    key = (col, card, template, name)
    got = _DECREE_CH.get(key)
    if got is None:
        if len(_DECREE_CH) > 20_000:
            _DECREE_CH.clear()
        got = _DECREE_CH[key] = ch(f"card:{card}", Msg(template, column=T(COLUMN_NAMES[col]), card=T(name)), f"card:{card}")
    return got


@handles(EyrieDaylight)
class EyrieDaylightH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        st = fr.stage
        if st == "craft":
            opts = cards.craft_choices(ctx, seat) + cards.daylight_common_choices(ctx, seat)
            opts.append(_RESOLVE)
            return dec(seat, "root.eyrie.craft", Msg("Craft with roosts, then resolve the Decree"), opts, "Law 7.5.1")
        if st == "card":
            if not fr.todo:
                return None
            col = _col(fr)
            opts = []
            # whether the action can be done depends on the card only through its suit: asked
            # once per suit in this listing (a local table; issue 15)
            label: dict[str, str] = {}
            for x in sorted(set(fr.todo)):
                suit = card_suit(ctx, x)
                template = label.get(suit)
                if template is None:
                    ok = has_targets(ctx, seat, col, x)
                    short = ok and col == "recruit" and recruit_short(ctx, seat)
                    template = label[suit] = (_SHORT if short else _OK) if ok else _TURMOIL
                opts.append(_decree_card_ch(ctx, col, x, template))
            opts += cards.daylight_common_choices(ctx, seat)
            return dec(seat, "root.eyrie.decree.resolve", Msg("Resolve which {column} card?", column=T(COLUMN_NAMES[col])), opts,
                       "Law 7.5.2",
                       {"column": col, "todo": sorted(fr.todo)})
        col = _col(fr)
        if col in ("move", "battle"):
            return None                           # step: the shared frame, or Turmoil
        opts = targets(ctx, seat, col, fr.card)
        if not opts:
            return None                           # step: Turmoil
        def label(c):
            return Msg("Recruit in clearing {c}", c=c) if col == "recruit" else Msg("Build a roost in clearing {c}", c=c)
        return dec(seat, f"root.eyrie.decree.{col}", Msg("{column} ({card}): which clearing?", column=T(COLUMN_NAMES[col]),
                                                          card=card_name(ctx, fr.card)),
                   [ch(f"clearing:{c}", label(c), f"clearing:{c}") for c in opts],
                   "Law 7.5.2.I" if col == "recruit" else "Law 7.5.2.IV", {"column": col, "card": fr.card})

    def step(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "card":
            if fr.todo is None:
                fr.todo = list(ctx.s.fstate[seat].decree[_col(fr)])
                return
            fr.col += 1                           # column done: the next one to the right
            fr.todo = None
            if fr.col >= len(COLUMNS):
                ctx.pop(fr)
            return
        col, card = _col(fr), fr.card
        if not has_targets(ctx, seat, col, card):     # Law 7.5.2: the action cannot be fully done
            ctx.log("root.eyrie.turmoil", Msg("Eyrie cannot {column} with {card}: Turmoil", column=T(COLUMN_NAMES[col]),
                                              card=card_name(ctx, card)),
                    seat, rule="Law 7.7")
            ctx.pop(fr)
            ctx.push(EyrieTurmoil(seat))
            return
        self._resolved(fr)
        if col == "move":                         # Law 7.5.2.II
            ctx.push(RootMove(seat, suit=card_suit(ctx, card)))
        else:                                     # Law 7.5.2.III
            ctx.push(RootBattle(seat, suit=card_suit(ctx, card)))

    def act(self, ctx, fr, cid):
        seat = fr.seat
        st = fr.stage
        if st == "craft":
            if cid == "done":
                fr.stage = "card"
            elif cid.startswith("craft:"):
                cards.do_craft(ctx, seat, ids.craft(cid))
            else:
                cards.apply_daylight_common(ctx, seat, cid)
            return
        if st == "card":
            if cid.startswith("card:"):
                fr.card = ids.card(cid)
                fr.stage = "action"
            else:
                cards.apply_daylight_common(ctx, seat, cid)
            return
        c = ids.clearing(cid)
        col, card = _col(fr), fr.card
        self._resolved(fr)
        if col == "recruit":
            want = recruit_count(ctx, seat)
            k = place_warriors(ctx, seat, c, want)
            ctx.log("root.eyrie.recruit", Msg("Eyrie recruits {n} in clearing {c}", n=k, c=c), seat, rule="Law 7.5.2.I")
            if k < want:        # PT 1.5.4 then 7.5.2: not completely done — Turmoil (7.7)
                ctx.log("root.eyrie.turmoil", Msg("Eyrie recruits only {n} of {want} with {card}: Turmoil", n=k, want=want,
                                                  card=card_name(ctx, card)),
                        seat, rule="Law 7.5.2, 7.7 (PT 1.5.4)")
                ctx.pop(fr)
                ctx.push(EyrieTurmoil(seat))
        else:
            place_building(ctx, seat, c, "roost")
            ctx.log("root.eyrie.build", Msg("Eyrie builds a roost in clearing {c}", c=c), seat, rule="Law 7.5.2.IV")

    def _resolved(self, fr):
        fr.todo.remove(fr.card)
        fr.card = ""
        fr.stage = "card"


# --- Turmoil (Law 7.7) -----------------------------------------------------------------------------

@serial.register
@dataclass
class EyrieTurmoil:
    seat: int
    stage: str = "humiliate"         # humiliate (+ purge, depose) → leader


@handles(EyrieTurmoil)
class EyrieTurmoilH(Handler):
    def decide(self, ctx, fr):
        if fr.stage != "leader":
            return None
        opts = face_up(ctx, fr.seat)
        if len(opts) <= 1:
            return None
        return dec(fr.seat, "root.eyrie.turmoil.leader", Msg("Turmoil: choose a new leader"),
                   [leader_ch(_leader(ctx, x)) for x in opts], "Law 7.7.3")

    def step(self, ctx, fr):
        s, seat = ctx.s, fr.seat
        fs = s.fstate[seat]
        if fr.stage == "humiliate":
            fr.stage = "leader"
            # Law 7.7.1 Humiliate: 1 VP per bird card in the Decree, Loyal Viziers included.
            birds = sum(1 for col in COLUMNS for x in fs.decree[col] if card_suit(ctx, x) == "bird")
            add_vp(ctx, seat, -birds, N_("Turmoil: humiliation"))
            # Law 7.7.2 Purge: discard the Decree except the Loyal Viziers.
            for col in COLUMNS:
                for x in fs.decree[col]:
                    if x != VIZIER:
                        to_pile(ctx, x)
                fs.decree[col] = [x for x in fs.decree[col] if x == VIZIER]
            ctx.log("root.eyrie.purge", Msg("Eyrie Turmoil: the Decree is purged"), seat, rule="Law 7.7.2")
            # Law 7.7.3 Depose: the leader goes face down; with none face up, all flip up (7.7.3.I).
            fs.face_down = sorted(fs.face_down + [fs.leader])
            fs.leader = ""
            if not face_up(ctx, seat):
                fs.face_down = []
                ctx.log("root.eyrie.clutch", Msg("A New Clutch: every leader is face up again"), seat, rule="Law 7.7.3.I")
            return
        self._choose(ctx, fr, face_up(ctx, seat)[0])

    def act(self, ctx, fr, cid):
        self._choose(ctx, fr, ids.leader(cid))

    def _choose(self, ctx, fr, lid):
        fs = ctx.s.fstate[fr.seat]
        fs.leader = lid
        place_viziers(ctx, fr.seat)
        ctx.log("root.eyrie.leader", Msg("Eyrie's new leader: {leader}", leader=T(_leader(ctx, lid).name)), fr.seat, rule="Law 7.7.3")
        # Law 7.7.4 Rest: Daylight is over (the Daylight frame is already gone); Evening follows.
        ctx.pop(fr)
