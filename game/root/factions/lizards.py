"""Lizard Cult (Law chapter 10): gardens, the Outcast, acolytes, the Lost Souls pile,
conspiracies in Birdsong, rituals by revealing cards in Daylight, crafting in Evening.

State `LizardState`: the Outcast suit and side, acolytes (warriors off the map, reported by
`pieces_elsewhere`), the public Lost Souls pile and the cards revealed this turn (both reported
by `cards_held`), the suits scored this turn. Gardens are buildings `garden-<suit>`; the supply
count of each is what is left on that suit's garden track.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.core import serial
from game.core.i18n import N_, Msg, P, Sub, T
from game.core.content import fail, load_records

from .. import cards, ids
from ..engine import clearing_suits, has_suit  # the Lost City's suits (R-LAND-11)
from ..engine import (Handler, add_vp, can_place, ch, dec, draw, enemies, free_slots, handles,
                      place_building, place_warriors, removable_warriors, remove_piece, remove_warriors, to_pile)
from ..flow import RootBattle, RootMove, RootMoveH, battle_clearings, has_battle, has_move_origin
from .base import Faction
from .eyrie import start_corners

SUITS = ("fox", "rabbit", "mouse")
RITUALS = ("build", "recruit", "score", "sacrifice")
RITUAL_NAMES = {"build": N_("Build a garden"), "recruit": N_("Recruit"), "score": N_("Score"), "sacrifice": N_("Sacrifice")}
CONSPIRACY_NAMES = {"crusade": N_("Crusade"), "convert": N_("Convert"), "sanctify": N_("Sanctify")}
SUIT_NAMES = {"fox": N_("Fox"), "rabbit": N_("Rabbit"), "mouse": N_("Mouse")}
CONSPIRACIES = ("crusade", "convert", "sanctify")
PILGRIM_RULE = 1000        # Law 10.2.4: a garden makes the Cult rule, whatever the counts


# --- board data (data/root/lizards.yaml) ------------------------------------------------------

@dataclass(frozen=True)
class LizardBoard:
    warriors: int
    garden_suits: tuple[str, ...]
    gardens_per_suit: int
    garden_vp: tuple[int, ...]
    garden_draws: tuple[int, ...]
    conspiracy_costs: dict[str, int]


_BOARDS: dict[str, LizardBoard] = {}


def board(content) -> LizardBoard:
    """The Cult's board from the pack's lizards.yaml (errors name file:line, game.core.content)."""
    key = str(content.path)
    b = _BOARDS.get(key)
    if b is None:
        b = load_records(Path(content.path) / "lizards.yaml", LizardBoard)
        for f in ("garden_vp", "garden_draws"):
            if len(getattr(b, f)) != b.gardens_per_suit:
                fail(b, f, Msg("{n} values for {m} gardens per suit", n=len(getattr(b, f)), m=b.gardens_per_suit))
        if sorted(b.garden_suits) != sorted(SUITS):
            fail(b, "garden_suits", Msg("the gardens are fox, rabbit and mouse"))
        if sorted(b.conspiracy_costs) != sorted(CONSPIRACIES):
            fail(b, "conspiracy_costs", Msg("costs for exactly {known}", known=", ".join(CONSPIRACIES)))
        _BOARDS[key] = b
    return b


def garden(suit: str) -> str:
    return f"garden-{suit}"


@serial.register
@dataclass
class LizardState:
    outcast: str = "fox"                               # Law 10.3.3 / 10.4.1
    hated: bool = False                                # the marker's Hated side is up
    acolytes: int = 0                                  # warriors in the Acolytes box (Law 10.2.3)
    lost_souls: list[str] = field(default_factory=list)   # public pile (Law 10.2.6)
    revealed: list[str] = field(default_factory=list)     # cards revealed this Daylight (Law 10.5)
    scored: list[str] = field(default_factory=list)       # suits scored this turn (Law 10.5.3)
    start: int = 0                                     # starting corner (Law 10.3.2)


def _fs(ctx, seat) -> LizardState:
    return ctx.s.fstate[seat]


def has_garden(ctx, seat, c) -> bool:
    for b in ctx.s.buildings[c]:
        if b[0] == seat and b[1].startswith("garden-"):
            return True
    return False


def gardens_on_map(ctx, seat, suit) -> int:
    return board(ctx.c).gardens_per_suit - ctx.s.supply[seat][garden(suit)]


def score_value(ctx, seat, suit) -> int | None:
    """Law 10.5.3: the VP above the rightmost empty space of the suit's track (None: no empty space)."""
    k = gardens_on_map(ctx, seat, suit)
    return board(ctx.c).garden_vp[k - 1] if k > 0 else None


def conspiracy_cost(ctx, seat, kind) -> int:
    # Law 10.4.3: one acolyte fewer while the Outcast is Hated.
    return board(ctx.c).conspiracy_costs[kind] - (1 if _fs(ctx, seat).hated else 0)


def outcast_clearings(ctx, seat) -> list[int]:
    oc = _fs(ctx, seat).outcast
    return [c for c in ctx.m.ids if has_suit(ctx, c, oc)]        # the Lost City: every suit (R-LAND-11)


# --- ritual targets (Law 10.5) ------------------------------------------------------------------

def card_suit(ctx, card) -> str:
    return ctx.c.cards[card].suit


def build_targets(ctx, seat, suit) -> list[int]:
    """Law 10.5.1: a clearing of the card's suit that the Cult rules, with a free slot, and a
    garden of that suit left on its track (Law 10.2.2: a bird card matches no clearing)."""
    s = ctx.s
    if suit == "bird" or s.supply[seat].get(garden(suit), 0) <= 0:
        return []
    return [c for c in ctx.m.ids if has_suit(ctx, c, suit) and s.ruler[c] == seat and free_slots(ctx, c) > 0
            and can_place(ctx, seat, c)]


def recruit_targets(ctx, seat, suit) -> list[int]:
    """Law 10.5.2: any clearing of the card's suit (not a bird: Law 10.2.2)."""
    s = ctx.s
    if suit == "bird" or s.supply[seat].get("warrior", 0) <= 0:
        return []
    return [c for c in ctx.m.ids if has_suit(ctx, c, suit) and can_place(ctx, seat, c)]     # R-LAND-11


def can_ritual(ctx, seat, ritual, card) -> bool:
    suit = card_suit(ctx, card)
    if ritual == "build":
        return bool(build_targets(ctx, seat, suit))
    if ritual == "recruit":
        return bool(recruit_targets(ctx, seat, suit))
    if ritual == "score":
        # Law 10.5.3: once per turn per suit; Law 10.2.2: never with a bird card
        return suit != "bird" and suit not in _fs(ctx, seat).scored and score_value(ctx, seat, suit) is not None
    # Law 10.5.4: Sacrifice needs a bird card and a warrior in supply
    return suit == "bird" and ctx.s.supply[seat].get("warrior", 0) > 0


def ritual_cards(ctx, seat, ritual) -> list[str]:
    return sorted(x for x in set(ctx.s.hands[seat]) if can_ritual(ctx, seat, ritual, x))


# --- conspiracy targets (Law 10.4.3) ----------------------------------------------------------------

def convert_targets(ctx, seat) -> list[int]:
    """Law 10.4.3.II: an Outcast clearing with an enemy warrior, where a Cult warrior can be placed
    (a replacement must be fully possible)."""
    s = ctx.s
    if s.supply[seat].get("warrior", 0) <= 0:
        return []
    foes = enemies(ctx, seat)
    # the Hundreds' Warlord is removed only in battle (PT 14.2.2): not a warrior Convert can take
    return [c for c in outcast_clearings(ctx, seat)
            if any(removable_warriors(ctx, d, c) for d in foes) and can_place(ctx, seat, c)]


def sanctify_targets(ctx, seat) -> list[int]:
    """Law 10.4.3.III: an Outcast clearing with an enemy building, a garden of that suit on the
    track, and no placement ban (the removed building frees the slot)."""
    s = ctx.s
    oc = _fs(ctx, seat).outcast
    if s.supply[seat].get(garden(oc), 0) <= 0:
        return []
    foes = enemies(ctx, seat)
    return [c for c in outcast_clearings(ctx, seat)
            if any(b[0] in foes for b in s.buildings[c]) and can_place(ctx, seat, c)]


def crusade_modes(ctx, seat) -> list[str]:
    """Law 10.4.3.I: battle in an Outcast clearing, or move from one (then maybe battle)."""
    oc = _fs(ctx, seat).outcast
    out = []
    if has_battle(ctx, seat, oc):
        out.append("battle")
    if has_move_origin(ctx, seat, oc):
        out.append("move")
    return out


def conspiracy_possible(ctx, seat, kind) -> bool:
    if _fs(ctx, seat).acolytes < conspiracy_cost(ctx, seat, kind):
        return False
    if kind == "crusade":
        return bool(crusade_modes(ctx, seat))
    if kind == "convert":
        return bool(convert_targets(ctx, seat))
    return bool(sanctify_targets(ctx, seat))


def pay_acolytes(ctx, seat, kind) -> None:
    """Law 10.4.3: spent acolytes return to the supply."""
    n = conspiracy_cost(ctx, seat, kind)
    fs = _fs(ctx, seat)
    fs.acolytes -= n
    ctx.s.supply[seat]["warrior"] += n
    ctx.log("root.lizards.conspiracy", Msg("Lizard Cult spends {acolytes} to {what}", n=n, acolytes=P(n, "{n} acolyte", "{n} acolytes"), what=Sub(CONSPIRACY_NAMES[kind])), seat,
            rule="Law 10.4.3")


class Lizards(Faction):
    crafting_piece_kinds = ("garden-",)        # Tunnels (E&P, R-EP-7)
    id = "lizards"
    name = "Lizard Cult"
    setup_order = 5                  # Law 5.1.7 (E): after the Vagabond, before the Riverfolk
    corner_start = True              # Law 5 (facts §7: the corner starters)

    def pieces(self, content):
        b = board(content)
        out = {"warrior": b.warriors}
        for suit in b.garden_suits:
            out[garden(suit)] = b.gardens_per_suit
        return out

    def building_kinds(self):
        return tuple(garden(x) for x in SUITS)

    def new_fstate(self, ctx, seat):
        return LizardState()

    def pieces_elsewhere(self, ctx, seat):
        return {"warrior": _fs(ctx, seat).acolytes}

    def cards_held(self, ctx, seat):
        fs = _fs(ctx, seat)
        return list(fs.lost_souls) + list(fs.revealed)

    def start_clearing(self, ctx, seat):
        return _fs(ctx, seat).start

    # Law 10.2.4 Pilgrims: the Cult rules every clearing holding one of its gardens, above the
    # Eyrie's Lords of the Forest (a bonus no count can reach).
    def rule_bonus(self, ctx, seat, c):
        return PILGRIM_RULE if has_garden(ctx, seat, c) else 0

    # Law 10.2.1: crafting pieces are the gardens whose printed suit is the Outcast (used in
    # Evening only: the Cult's Daylight never offers crafting).
    def crafting_pieces(self, ctx, seat):
        oc = _fs(ctx, seat).outcast
        n = sum(1 for c in ctx.m.ids for b in ctx.s.buildings[c] if b[0] == seat and b[1] == garden(oc))
        return {oc: n} if n else {}

    # Law 10.2.6 Lost Souls: every card any player spends or discards (dominance cards too)
    # goes to the Cult's public Lost Souls pile instead.
    def catch_discard(self, ctx, me, card):
        _fs(ctx, me).lost_souls.append(card)
        return True

    # Law 10.2.3 Revenge: Cult warriors removed while defending in battle become acolytes.
    def on_warriors_removed(self, ctx, me, owner, c, n, by, cause):
        if owner != me or cause != "battle":
            return
        for fr in reversed(ctx.s.stack):
            if isinstance(fr, RootBattle):
                if fr.defender == me and fr.clearing == c:
                    ctx.s.supply[me]["warrior"] -= n
                    _fs(ctx, me).acolytes += n
                    ctx.log("root.lizards.revenge", Msg("Lizard warriors who become acolytes: {n}", n=n), me, rule="Law 10.2.3")
                return

    # Law 10.2.5 Fear of the Faithful: a removed garden costs the Cult a random card.
    def on_piece_removed(self, ctx, owner, c, kind, by):
        if not kind.startswith("garden-"):
            return
        hand = ctx.s.hands[owner]
        if not hand:
            return
        card = hand.pop(ctx.s.rng.below(len(hand)))
        ctx.log("root.lizards.fear", Msg("Fear of the Faithful: the Lizard Cult discards {card} at random", card=T(ctx.c.cards[card].name)),
                owner, rule="Law 10.2.5", reveals=True, card=card)
        to_pile(ctx, card)

    def setup(self, ctx, seat):
        ctx.push(LizardSetup(seat))

    def birdsong(self, ctx, seat):
        ctx.push(LizardBirdsong(seat))

    def daylight(self, ctx, seat):
        ctx.push(LizardDaylight(seat))

    def evening(self, ctx, seat):
        ctx.push(LizardEvening(seat))

    def view(self, ctx, seat, viewer):
        fs = _fs(ctx, seat)
        s = ctx.s
        return {"outcast": fs.outcast, "hated": fs.hated, "acolytes": fs.acolytes,
                "lost_souls": list(fs.lost_souls),          # public (Law 10.2.6)
                "revealed": list(fs.revealed),              # face up in the play area (Law 10.5)
                "scored": list(fs.scored),
                "garden_tracks": {x: s.supply[seat].get(garden(x), 0) for x in SUITS},
                "score_values": {x: score_value(ctx, seat, x) for x in SUITS}}

    def check(self, ctx, seat):
        fs = _fs(ctx, seat)
        out = []
        if fs.outcast not in SUITS:
            out.append(f"Outcast on {fs.outcast!r}")
        if fs.acolytes < 0:
            out.append(f"{fs.acolytes} acolytes")
        if fs.revealed and ctx.s.turn_seat != seat:
            out.append(f"revealed cards {fs.revealed} outside the Cult's turn")
        if any(x not in SUITS for x in fs.scored):
            out.append(f"scored suits {fs.scored}")
        for suit in SUITS:
            if ctx.s.supply[seat].get(garden(suit), 0) > board(ctx.c).gardens_per_suit:
                out.append(f"too many {suit} gardens on the track")
        return out


FACTION = Lizards()


# --- setup (Law 10.3) ---------------------------------------------------------------------------

@serial.register
@dataclass
class LizardSetup:
    seat: int
    stage: str = "corner"            # corner → outcast


@handles(LizardSetup)
class LizardSetupH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "corner":
            # Law 10.3.2 (PT): a corner that is not another player's start, if possible
            # diagonally opposite one; the garden and warriors must be placeable there
            opts = start_corners(ctx, seat)
            if len(opts) <= 1:
                return None
            return dec(seat, "root.lizards.setup.corner", Msg("Place your first garden and 4 warriors in which corner?"),
                       [ch(f"clearing:{c}", Msg("Corner clearing {c}", c=c), f"clearing:{c}") for c in opts], "Law 10.3.2")
        return dec(seat, "root.lizards.setup.outcast", Msg("Put the Outcast marker on which suit?"),
                   [ch(f"suit:{x}", SUIT_NAMES[x]) for x in SUITS], "Law 10.3.3")

    def step(self, ctx, fr):
        opts = start_corners(ctx, fr.seat)        # a forced corner is taken automatically
        fr.stage = "outcast"
        if opts:
            self._start(ctx, fr.seat, opts[0])

    def _start(self, ctx, seat, c):
        s = ctx.s
        place_building(ctx, seat, c, garden(s.suits[c]))
        place_warriors(ctx, seat, c, 4)
        for d in ctx.adj[c]:                          # Law 10.3.2: one warrior in each adjacent clearing
            if can_place(ctx, seat, d):
                place_warriors(ctx, seat, d, 1)
        _fs(ctx, seat).start = c
        ctx.log("root.setup", Msg("Lizard Cult start in clearing {c}: a {suit} garden and 4 warriors", c=c, suit=T(s.suits[c])),
                seat, rule="Law 10.3.2")

    def act(self, ctx, fr, cid):
        if fr.stage == "corner":
            fr.stage = "outcast"
            self._start(ctx, fr.seat, ids.clearing(cid))
            return
        fs = _fs(ctx, fr.seat)
        fs.outcast = ids.suit(cid)
        fs.hated = False
        ctx.log("root.lizards.outcast", Msg("The Outcast is {suit}", suit=T(fs.outcast)), fr.seat, rule="Law 10.3.3")
        ctx.pop(fr)


# --- Birdsong (Law 10.4) ------------------------------------------------------------------------

def adjust_outcast(ctx, seat) -> None:
    """Law 10.4.1: the suit with strictly the most Lost Souls (birds ignored) becomes the Outcast;
    the same suit again, a tie or an empty pile turns the marker to Hated."""
    fs = _fs(ctx, seat)
    count = {x: 0 for x in SUITS}
    for card in fs.lost_souls:
        suit = card_suit(ctx, card)
        if suit in count:
            count[suit] += 1
    top = max(count.values())
    best = [x for x in SUITS if count[x] == top]
    if top > 0 and len(best) == 1 and best[0] != fs.outcast:
        fs.outcast, fs.hated = best[0], False
        ctx.log("root.lizards.outcast", Msg("The Outcast moves to {suit}", suit=T(fs.outcast)), seat, rule="Law 10.4.1")
    else:
        fs.hated = True
        ctx.log("root.lizards.outcast", Msg("The Outcast stays on {suit}, Hated", suit=T(fs.outcast)), seat, rule="Law 10.4.1")


def discard_lost_souls(ctx, seat) -> None:
    """Law 10.4.2: the Lost Souls go to the discard pile; dominance cards become available (3.3.3)."""
    s = ctx.s
    fs = _fs(ctx, seat)
    for card in fs.lost_souls:
        if ctx.c.cards[card].kind == "dominance":
            s.available_dominance.append(card)
        else:
            s.discard.append(card)
    if fs.lost_souls:
        ctx.log("root.lizards.lost_souls", Msg("{n} Lost Souls go to the discard pile", n=len(fs.lost_souls)), seat,
                rule="Law 10.4.2")
    fs.lost_souls = []


@serial.register
@dataclass
class LizardBirdsong:
    seat: int
    stage: str = "outcast"           # outcast → lost-souls → conspire


@handles(LizardBirdsong)
class LizardBirdsongH(Handler):
    def decide(self, ctx, fr):
        if fr.stage != "conspire":
            return None
        seat = fr.seat
        fs = _fs(ctx, seat)
        opts = [ch(f"conspiracy:{k}", Msg("{what} ({n} acolytes)", what=Sub(CONSPIRACY_NAMES[k]), n=conspiracy_cost(ctx, seat, k)))
                for k in CONSPIRACIES if conspiracy_possible(ctx, seat, k)]
        if not opts:
            return None
        opts.append(ch("done", Msg("End Birdsong")))
        return dec(seat, "root.lizards.conspiracy", Msg("Conspiracies in {suit} clearings ({n} acolytes)", suit=T(fs.outcast), n=fs.acolytes),
                   opts, "Law 10.4.3")

    def step(self, ctx, fr):
        if fr.stage == "outcast":
            fr.stage = "lost-souls"
            adjust_outcast(ctx, fr.seat)
        elif fr.stage == "lost-souls":
            fr.stage = "conspire"
            discard_lost_souls(ctx, fr.seat)
        else:
            ctx.pop(fr)

    def act(self, ctx, fr, cid):
        if cid == "done":
            ctx.pop(fr)
            return
        kind = ids.conspiracy(cid)
        if kind == "crusade":
            ctx.push(LizardCrusade(fr.seat))
        elif kind == "convert":
            ctx.push(LizardConvert(fr.seat))
        else:
            ctx.push(LizardSanctify(fr.seat))


@serial.register
@dataclass
class LizardCrusade:
    """Law 10.4.3.I: `crusade:battle` or `crusade:move`; paid when the mode is chosen."""
    seat: int


@handles(LizardCrusade)
class LizardCrusadeH(Handler):
    def decide(self, ctx, fr):
        labels = {"battle": Msg("Battle in an Outcast clearing"), "move": Msg("Move from an Outcast clearing, then maybe battle")}
        return dec(fr.seat, "root.lizards.crusade", Msg("Crusade: battle or move?"),
                   [ch(f"crusade:{m}", labels[m]) for m in crusade_modes(ctx, fr.seat)], "Law 10.4.3.I")

    def act(self, ctx, fr, cid):
        seat = fr.seat
        ctx.pop(fr)
        pay_acolytes(ctx, seat, "crusade")
        oc = _fs(ctx, seat).outcast
        if cid == "crusade:battle":
            ctx.push(RootBattle(seat, suit=oc))
        else:
            ctx.push(LizardCrusadeMove(seat, suit=oc))


@serial.register
@dataclass
class LizardCrusadeMove(RootMove):
    """A Crusade's move (from an Outcast clearing, normal rule requirement: Law 4.2.1), after which
    the Cult may battle in the destination (Law 10.4.3.I)."""


@handles(LizardCrusadeMove)
class LizardCrusadeMoveH(RootMoveH):
    def step(self, ctx, fr):
        ctx.pop(fr)
        if fr.dest:
            ctx.push(LizardCrusadeBattle(fr.seat, fr.dest))


@serial.register
@dataclass
class LizardCrusadeBattle:
    """Law 10.4.3.I: the optional battle in the Crusade's destination: `clearing:N` or `pass`."""
    seat: int
    clearing: int


@handles(LizardCrusadeBattle)
class LizardCrusadeBattleH(Handler):
    def decide(self, ctx, fr):
        if fr.clearing not in battle_clearings(ctx, fr.seat):
            return None
        return dec(fr.seat, "root.lizards.crusade.battle", Msg("Battle in clearing {c}?", c=fr.clearing),
                   [ch(f"clearing:{fr.clearing}", Msg("Battle in clearing {c}", c=fr.clearing), f"clearing:{fr.clearing}"),
                    ch("pass", Msg("No battle"))], "Law 10.4.3.I")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        if cid != "pass":
            ctx.push(RootBattle(fr.seat, clearing=fr.clearing, stage="defender"))


@serial.register
@dataclass
class LizardConvert:
    """Law 10.4.3.II: `clearing:N`, then `seat:D` when several enemies have warriors there."""
    seat: int
    clearing: int = 0


def _convert_foes(ctx, seat, c) -> list[int]:
    return [d for d in enemies(ctx, seat) if removable_warriors(ctx, d, c)]     # R-EP-24


@handles(LizardConvert)
class LizardConvertH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if not fr.clearing:
            return dec(seat, "root.lizards.convert.clearing", Msg("Convert in which clearing?"),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in convert_targets(ctx, seat)],
                       "Law 10.4.3.II")
        foes = _convert_foes(ctx, seat, fr.clearing)
        return dec(seat, "root.lizards.convert.seat", Msg("Convert whose warrior in clearing {c}?", c=fr.clearing),
                   [ch(f"seat:{d}", ctx.name(d)) for d in foes], "Law 10.4.3.II")

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if not fr.clearing:
            fr.clearing = ids.clearing(cid)
            foes = _convert_foes(ctx, seat, fr.clearing)
            if len(foes) == 1:
                self._do(ctx, fr, foes[0])
            return
        self._do(ctx, fr, ids.seat(cid))

    def _do(self, ctx, fr, foe):
        seat, c = fr.seat, fr.clearing
        ctx.pop(fr)
        pay_acolytes(ctx, seat, "convert")
        remove_warriors(ctx, foe, c, 1, seat, "convert")
        place_warriors(ctx, seat, c, 1)
        ctx.log("root.lizards.convert", Msg("Lizard Cult converts a {name} warrior in clearing {c}", name=T(ctx.name(foe)), c=c), seat,
                rule="Law 10.4.3.II")


@serial.register
@dataclass
class LizardSanctify:
    """Law 10.4.3.III: `clearing:N`, then `building:KIND` when there is a choice."""
    seat: int
    clearing: int = 0


def _sanctify_kinds(ctx, seat, c) -> list[tuple[int, str]]:
    foes = enemies(ctx, seat)
    out = []
    for b in ctx.s.buildings[c]:
        if b[0] in foes and (b[0], b[1]) not in out:
            out.append((b[0], b[1]))
    return out


@handles(LizardSanctify)
class LizardSanctifyH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if not fr.clearing:
            return dec(seat, "root.lizards.sanctify.clearing", Msg("Sanctify in which clearing?"),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in sanctify_targets(ctx, seat)],
                       "Law 10.4.3.III")
        return dec(seat, "root.lizards.sanctify.building", Msg("Replace which building in clearing {c}?", c=fr.clearing),
                   [ch(f"building:{k}", Msg("{name} {building}", name=T(ctx.name(o)), building=T(k)), f"clearing:{fr.clearing}")
                    for o, k in _sanctify_kinds(ctx, seat, fr.clearing)], "Law 10.4.3.III")

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if not fr.clearing:
            fr.clearing = ids.clearing(cid)
            kinds = _sanctify_kinds(ctx, seat, fr.clearing)
            if len(kinds) == 1:
                self._do(ctx, fr, *kinds[0])
            return
        kind = ids.building(cid)
        owner = next(o for o, k in _sanctify_kinds(ctx, seat, fr.clearing) if k == kind)
        self._do(ctx, fr, owner, kind)

    def _do(self, ctx, fr, owner, kind):
        seat, c = fr.seat, fr.clearing
        ctx.pop(fr)
        pay_acolytes(ctx, seat, "sanctify")
        remove_piece(ctx, owner, c, kind, True, seat, "sanctify")      # Law 3.2.1: 1 VP
        # an Outcast clearing: its garden is the Outcast's suit (the Lost City: R-LAND-14)
        suit = ctx.s.suits[c] if len(clearing_suits(ctx, c)) == 1 else _fs(ctx, seat).outcast
        place_building(ctx, seat, c, garden(suit))
        ctx.log("root.lizards.sanctify", Msg("Lizard Cult sanctifies clearing {c}: a {suit} garden", c=c, suit=T(suit)), seat,
                rule="Law 10.4.3.III")


# --- Daylight: rituals (Law 10.5) ----------------------------------------------------------------

@serial.register
@dataclass
class LizardDaylight:
    """`ritual:R` → `card:X` → (`clearing:N` for Build and Recruit); `back` undoes the pick."""
    seat: int
    ritual: str = ""
    card: str = ""


def _ritual_menu(ctx, seat) -> list:
    return [ch(f"ritual:{r}", RITUAL_NAMES[r]) for r in RITUALS if ritual_cards(ctx, seat, r)]


@handles(LizardDaylight)
class LizardDaylightH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if not fr.ritual:
            opts = _ritual_menu(ctx, seat) + cards.daylight_common_choices(ctx, seat)
            opts.append(ch("done", Msg("End Daylight")))
            return dec(seat, "root.lizards.ritual", Msg("Reveal a card for a ritual"), opts, "Law 10.5")
        if not fr.card:
            opts = [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in ritual_cards(ctx, seat, fr.ritual)]
            return dec(seat, "root.lizards.ritual.card", Msg("{ritual}: reveal which card?", ritual=Sub(RITUAL_NAMES[fr.ritual])),
                       opts + [ch("back", Msg("Back"))], "Law 10.5", {"ritual": fr.ritual})
        suit = card_suit(ctx, fr.card)
        where = build_targets(ctx, seat, suit) if fr.ritual == "build" else recruit_targets(ctx, seat, suit)
        return dec(seat, f"root.lizards.{fr.ritual}", Msg("{ritual} in which {suit} clearing?", ritual=Sub(RITUAL_NAMES[fr.ritual]), suit=T(suit)),
                   [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in where] + [ch("back", Msg("Back"))],
                   "Law 10.5.1" if fr.ritual == "build" else "Law 10.5.2", {"card": fr.card})

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if cid == "done":
            ctx.pop(fr)
            return
        if cid == "back":
            fr.ritual, fr.card = "", ""
            return
        if not fr.ritual:
            if cid.startswith("ritual:"):
                fr.ritual = ids.ritual(cid)
            else:
                cards.apply_daylight_common(ctx, seat, cid)
            return
        if not fr.card:
            fr.card = ids.card(cid)
            if fr.ritual in ("score", "sacrifice"):
                self._finish(ctx, fr, 0)
            return
        self._finish(ctx, fr, ids.clearing(cid))

    def _finish(self, ctx, fr, c):
        seat, card, ritual = fr.seat, fr.card, fr.ritual
        s = ctx.s
        fs = _fs(ctx, seat)
        fr.ritual, fr.card = "", ""
        s.hands[seat].remove(card)
        suit = card_suit(ctx, card)
        name = ctx.c.cards[card].name
        if ritual == "score":
            # Law 10.5.3: the revealed card is spent (into Lost Souls) for the track's VP
            vp = score_value(ctx, seat, suit)
            fs.scored.append(suit)
            ctx.log("root.lizards.score", Msg("Lizard Cult spends {card} to score {suit} gardens", card=T(name), suit=T(suit)), seat,
                    rule="Law 10.5.3", reveals=True, card=card)
            to_pile(ctx, card)
            add_vp(ctx, seat, vp, Sub(N_("{suit} gardens"), suit=T(suit)))
            return
        fs.revealed.append(card)                      # Law 10.5: face up in the play area
        if ritual == "build":
            place_building(ctx, seat, c, garden(suit))   # Law 10.5.1: scores nothing
            what = Sub(N_("builds a {suit} garden in clearing {c}"), suit=T(suit), c=c)
        elif ritual == "recruit":
            place_warriors(ctx, seat, c, 1)
            what = Sub(N_("recruits in clearing {c}"), c=c)
        else:
            s.supply[seat]["warrior"] -= 1             # Law 10.5.4: supply → Acolytes box
            fs.acolytes += 1
            what = Sub(N_("sacrifices a warrior to the acolytes"))
        ctx.log(f"root.lizards.{ritual}", Msg("Lizard Cult reveals {card} and {what}", card=T(name), what=what), seat,
                rule={"build": "Law 10.5.1", "recruit": "Law 10.5.2", "sacrifice": "Law 10.5.4"}[ritual],
                reveals=True, card=card)


# --- Evening (Law 10.6) ---------------------------------------------------------------------------

@serial.register
@dataclass
class LizardEvening:
    seat: int
    stage: str = "return"            # return → craft → draw


@handles(LizardEvening)
class LizardEveningH(Handler):
    def decide(self, ctx, fr):
        if fr.stage != "craft":
            return None
        opts = cards.craft_choices(ctx, fr.seat)
        if not opts:
            return None
        return dec(fr.seat, "root.lizards.craft", Msg("Craft with gardens of the Outcast suit"), opts + [ch("done", Msg("Done"))],
                   "Law 10.6.2")

    def step(self, ctx, fr):
        seat = fr.seat
        fs = _fs(ctx, seat)
        if fr.stage == "return":
            # Law 10.6.1: revealed cards go back to hand (the scored ones are already spent)
            ctx.s.hands[seat].extend(fs.revealed)
            fs.revealed = []
            fs.scored = []
            fr.stage = "craft"
        elif fr.stage == "craft":
            fr.stage = "draw"
        else:
            ctx.pop(fr)
            b = board(ctx.c)
            bonus = sum(sum(b.garden_draws[:gardens_on_map(ctx, seat, x)]) for x in SUITS)
            draw(ctx, seat, 1 + bonus)                # Law 10.6.3 (the core then applies the limit)

    def act(self, ctx, fr, cid):
        if cid == "done":
            fr.stage = "draw"
            return
        cards.do_craft(ctx, fr.seat, ids.craft(cid))
