"""Keepers in Iron (PT Law chapter 15): relics face down in the forests (their values hidden
until delved), delved into clearings and carried by the knights, recovered at a waystation of
their type for their value; the Retinue's three columns of cards (Move · Battle then Delve ·
Move or Recover), Faithful Retainers, Devout Knights and Prized Trophies.

Relics are Keeper tokens `relic-<type>-<value>` while on the map: a relic only enters a clearing
face up (Law 15.5.2.II.a), so its value is public there. In a forest a relic is an entry
[kind, revealed] of `KeepersState.forests`; a face-down one shows only its type to every seat
(the Keepers included): `view` hides the value and `scramble_secrets` shuffles the values of the
face-down relics of each type. Recovered relics sit on the Relics display (public). Waystations
are buildings `waystation-1..3`, each with two faces (data/root/keepers.yaml); the face up is in
`KeepersState.faces`. The Faithful Retainers are cards `retainer-1..3` (bird) outside the shared
deck, removed from the game when discarded.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.core import serial
from game.core.decision import Choice
from game.core.content import fail, load_records
from game.core.i18n import N_, Msg, Sub, T

from .. import cards, ids
from ..engine import clearing_suits, fits, has_suit  # the Lost City's suits (R-LAND-11)
from ..engine import (Handler, add_vp, can_place, ch, dec, draw, free_slots, handles, matches, place_building,
                      place_warriors, remove_warriors, to_pile, touch, treetop_removed)
from ..flow import RootBattle, RootMove, RootMoveH, battle_clearings, ignore_first_hit, move_origins
from .base import Faction
from .duchy import start_corners


@dataclass(frozen=True)
class KeepersBoard:
    warriors: int
    relic_types: tuple[str, ...]
    relic_values: tuple[int, ...]
    waystations: tuple[tuple[str, ...], ...]
    column_bonus: int
    retinue_limit: int
    retainers: int
    start_warriors: tuple[int, ...]
    recruit_warriors: int
    live_off_the_land: int
    setup_letter: str
    confidence: dict[str, str]


_BOARDS: dict[str, KeepersBoard] = {}
COLUMNS = ("move", "delve", "recover")
COLUMN_NAMES = {"move": N_("Move"), "delve": N_("Battle then Delve"), "recover": N_("Move or Recover")}


def column_param(k: int) -> dict:
    """Retinue column `k` as a message parameter (its name translated where shown)."""
    return Sub(COLUMN_NAMES[COLUMNS[k]])


def relic_label(x: str):
    """A relic choice label: `figure-3` → "figure 3" (its type a term), `figure` (face down) → the type."""
    t, _, v = x.partition("-")
    return Msg("{relic} {v}", relic=T(t), v=int(v)) if v else t


def board(content) -> KeepersBoard:
    key = str(content.path)
    b = _BOARDS.get(key)
    if b is None:
        b = load_records(Path(content.path) / "keepers.yaml", KeepersBoard)
        if len(b.relic_types) != 3 or len(set(b.relic_types)) != 3:
            fail(b, "relic_types", Msg("three distinct relic types"))
        if any(len(w) != 2 or w[0] == w[1] or any(t not in b.relic_types for t in w) for w in b.waystations):
            fail(b, "waystations", Msg("each waystation shows two different relic types"))
        if not b.relic_values or any(v < 1 for v in b.relic_values):
            fail(b, "relic_values", Msg("values of at least 1"))
        if len(b.start_warriors) != 2:
            fail(b, "start_warriors", Msg("two numbers: the corner, then the adjacent clearing"))
        _BOARDS[key] = b
    return b


def relic_kind(t: str, v: int) -> str:
    return f"relic-{t}-{v}"


def relic_type(kind: str) -> str:
    return kind.split("-")[1]


def relic_value(kind: str) -> int:
    return int(kind.split("-")[2])


def relic_kinds(content) -> dict[str, int]:
    b = board(content)
    out: dict[str, int] = {}
    for t in b.relic_types:
        for v in b.relic_values:
            out[relic_kind(t, v)] = out.get(relic_kind(t, v), 0) + 1
    return out


def waystation(i: int) -> str:
    return f"waystation-{i + 1}"


def is_retainer(card: str) -> bool:
    return card.startswith("retainer-")


def card_suit(ctx, card: str) -> str:
    # a Faithful Retainer is a bird card (facts §5.2, H)
    return "bird" if is_retainer(card) else ctx.c.cards[card].suit


def card_matches(ctx, card: str, suit: str) -> bool:
    return (suit != "bird") if is_retainer(card) else matches(ctx, card, suit)


def card_fits(ctx, card: str, c: int) -> bool:
    """`card_matches` against a clearing (the Lost City is every suit: R-LAND-11)."""
    return any(card_matches(ctx, card, x) for x in clearing_suits(ctx, c))


def card_name(ctx, card: str) -> str:
    return "Faithful Retainer" if is_retainer(card) else ctx.c.cards[card].name


def card_param(ctx, card: str) -> dict:
    """A Retinue card's name as a message parameter (a term: card names are printed names)."""
    return T(card_name(ctx, card))


@serial.register
@dataclass
class KeepersState:
    forests: dict = field(default_factory=dict)        # forest -> [[relic kind, revealed], ...]
    faces: dict = field(default_factory=dict)          # waystation kind -> relic type face up
    retinue: list = field(default_factory=lambda: [[], [], []])   # cards per column (Law 15.5.2)
    recovered: dict = field(default_factory=dict)      # relic type -> kinds on the Relics display
    retired: list = field(default_factory=list)        # Faithful Retainers removed from the game
    start: int = 0


def _fs(ctx, seat) -> KeepersState:
    return ctx.s.fstate[seat]


def relics_at(ctx, seat, c) -> list[str]:
    return [t[1] for t in ctx.s.tokens[c] if t[0] == seat and t[1].startswith("relic-")]


def waystations_at(ctx, seat, c) -> list[str]:
    return [b[1] for b in ctx.s.buildings[c] if b[0] == seat and b[1].startswith("waystation-")]


def waystations_on_map(ctx, seat) -> int:
    return sum(len(waystations_at(ctx, seat, c)) for c in ctx.m.ids)


def faces_at(ctx, seat, c) -> set[str]:
    fs = _fs(ctx, seat)
    return {fs.faces.get(w, "") for w in waystations_at(ctx, seat, c)}


def ruled_count(ctx, seat, clearings) -> int:
    return sum(1 for c in clearings if ctx.s.ruler[c] == seat)


def completed_columns(ctx, seat) -> int:
    rec = _fs(ctx, seat).recovered
    return min(len(rec.get(t, [])) for t in board(ctx.c).relic_types)


class Keepers(Faction):
    crafting_piece_kinds = ("waystation-",)        # Tunnels (E&P, R-EP-7)
    id = "keepers"
    name = "Keepers in Iron"
    setup_order = 11                 # Law 5.1.7: letter K (facts §5.2)
    corner_start = True              # Law 5 (facts §7: the corner starters)

    def pieces(self, content):
        b = board(content)
        out = {"warrior": b.warriors}
        for i in range(len(b.waystations)):
            out[waystation(i)] = 1
        out.update(relic_kinds(content))
        return out

    def building_kinds(self):
        return tuple(waystation(i) for i in range(3))

    def token_kinds(self):
        return ()

    def new_fstate(self, ctx, seat):
        b = board(ctx.c)
        # Law 15.3.4: a Faithful Retainer in each Retinue column
        return KeepersState(retinue=[[f"retainer-{i + 1}"] if i < b.retainers else [] for i in range(3)],
                            recovered={t: [] for t in b.relic_types})

    def pieces_elsewhere(self, ctx, seat):
        fs = _fs(ctx, seat)
        out: dict[str, int] = {}
        for lst in fs.forests.values():
            for kind, _rev in lst:
                out[kind] = out.get(kind, 0) + 1
        for lst in fs.recovered.values():
            for kind in lst:
                out[kind] = out.get(kind, 0) + 1
        for fr in ctx.s.stack:                      # a removed relic waiting for its forest
            if type(fr) is KeepersTrophy and fr.owner == seat:
                out[fr.kind] = out.get(fr.kind, 0) + 1
        return out

    def piece_returns(self, ctx, seat, kind):
        return not kind.startswith("relic-")       # Law 15.2.5: a removed relic goes to a forest

    def cards_held(self, ctx, seat):
        return [x for col in _fs(ctx, seat).retinue for x in col if not is_retainer(x)]

    def start_clearing(self, ctx, seat):
        return _fs(ctx, seat).start

    def crafting_pieces(self, ctx, seat):
        # Law 15.2.3: waystations of any type
        out: dict[str, int] = {}
        for c in ctx.m.ids:
            n = len(waystations_at(ctx, seat, c))
            if n:
                out[ctx.s.suits[c]] = out.get(ctx.s.suits[c], 0) + n
        return out

    # Law 15.2.4 Devout Knights: with a relic and a Keeper warrior in the clearing of battle, ignore
    # the first hit taken in that battle (an ambush's first hit when ambushed)
    def absorb_hits(self, ctx, seat, c, n, by, h):
        if n <= 0 or h.cause not in ("battle", "ambush") or not relics_at(ctx, seat, c) or not ctx.s.warriors[seat][c]:
            return n
        if not ignore_first_hit(ctx, f"devout:{seat}"):
            return n
        ctx.log("root.keepers.devout", Msg("Devout Knights: the Keepers ignore the first hit"), seat, rule="Law 15.2.4")
        return n - 1

    # Law 15.2.5 Prized Trophies: an enemy that removes a relic puts it face up in a forest of its
    # choice and scores 1 extra VP (2 with Law 3.2.1); otherwise the Keepers choose the forest
    # (ruling R-KEEP-3)
    def on_piece_removed(self, ctx, owner, c, kind, by):
        if not kind.startswith("relic-"):
            return
        enemy = by >= 0 and by != owner
        if enemy:
            add_vp(ctx, by, 1, N_("Prized Trophies"))
        ctx.push(KeepersTrophy(by if enemy else owner, owner, kind))

    def scramble_secrets(self, ctx, seat, viewer, rng):
        """Face-down relics: only their type is known to anyone (Law 15.3.1)."""
        fs = _fs(ctx, seat)
        for t in board(ctx.c).relic_types:
            spots = [(f, i) for f in sorted(fs.forests) for i, (k, rev) in enumerate(fs.forests[f])
                     if not rev and relic_type(k) == t]
            kinds = [fs.forests[f][i][0] for f, i in spots]
            rng.shuffle(kinds)
            for (f, i), k in zip(spots, kinds):
                fs.forests[f][i][0] = k

    def setup(self, ctx, seat):
        ctx.push(KeepersSetup(seat))

    def birdsong(self, ctx, seat):
        ctx.push(KeepersBirdsong(seat))

    def daylight(self, ctx, seat):
        ctx.push(KeepersDaylight(seat))

    def evening(self, ctx, seat):
        ctx.push(KeepersEvening(seat))

    def view(self, ctx, seat, viewer):
        fs = _fs(ctx, seat)
        b = board(ctx.c)
        return {"forests": {f: [k if rev else f"relic-{relic_type(k)}" for k, rev in lst]
                            for f, lst in sorted(fs.forests.items()) if lst},
                "faces": dict(fs.faces),
                "retinue": [list(col) for col in fs.retinue],
                "recovered": {t: list(v) for t, v in fs.recovered.items()},
                "retired": list(fs.retired),
                "waystation_faces": [list(w) for w in b.waystations],
                "confidence": dict(b.confidence)}

    def check(self, ctx, seat):
        fs = _fs(ctx, seat)
        b = board(ctx.c)
        out = []
        if sum(len(c) for c in fs.retinue) > b.retinue_limit:
            out.append(f"{sum(len(c) for c in fs.retinue)} Retinue cards")
        for f in fs.forests:
            if f not in ctx.m.forests:
                out.append(f"relics in unknown forest {f!r}")
        for c in ctx.m.ids:
            for w in waystations_at(ctx, seat, c):
                i = int(w.split("-")[1]) - 1
                if fs.faces.get(w) not in b.waystations[i]:
                    out.append(f"{w} shows {fs.faces.get(w)!r}")
        return out


FACTION = Keepers()


# --- setup (Law 15.3) ---------------------------------------------------------------------------

@serial.register
@dataclass
class KeepersSetup:
    seat: int
    stage: str = "corner"            # corner → second


def second_options(ctx, seat, corner) -> list[int]:
    """Law 15.3.2: a clearing adjacent to the corner (the Law says "on the map's edge"; our maps
    carry no edge data: ruling R-KEEP-1), not an enemy's starting clearing, where warriors may be placed."""
    starts = [ctx.fac(i).start_clearing(ctx, i) for i in range(ctx.s.n) if i != seat]
    return [c for c in ctx.adj[corner] if c not in starts and can_place(ctx, seat, c)]


def deal_relics(ctx, seat) -> None:
    """Law 15.3.1 and 15.3.3: one relic face down in each forest at random, the rest spread as
    evenly as possible, at random, among forests touching no clearing with Keeper warriors."""
    s, fs = ctx.s, _fs(ctx, seat)
    pool = [k for k, n in relic_kinds(ctx.c).items() for _ in range(n)]
    s.rng.shuffle(pool)
    forests = sorted(ctx.m.forests)
    fs.forests = {f: [] for f in forests}
    for f in forests:
        if pool:
            fs.forests[f].append([pool.pop(), False])
            s.supply[seat][fs.forests[f][-1][0]] -= 1
    free = [f for f in forests if not any(s.warriors[seat][c] for c in ctx.m.forests[f])] or forests
    k = 0
    order = list(free)
    s.rng.shuffle(order)
    while pool:
        f = order[k % len(order)]
        fs.forests[f].append([pool.pop(), False])
        s.supply[seat][fs.forests[f][-1][0]] -= 1
        k += 1


@handles(KeepersSetup)
class KeepersSetupH(Handler):
    def decide(self, ctx, fr):
        fs = _fs(ctx, fr.seat)
        if fr.stage == "corner":
            opts = start_corners(ctx, fr.seat)
            if len(opts) <= 1:
                return None
            return dec(fr.seat, "root.keepers.setup.corner", Msg("Place 4 warriors in which corner?"),
                       [ch(f"clearing:{c}", Msg("Corner clearing {c}", c=c), f"clearing:{c}") for c in opts], "Law 15.3.2")
        opts = second_options(ctx, fr.seat, fs.start)
        if len(opts) <= 1:
            return None
        return dec(fr.seat, "root.keepers.setup.second", Msg("Place 4 more warriors in which adjacent clearing?"),
                   [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in opts], "Law 15.3.2")

    def step(self, ctx, fr):
        if fr.stage == "corner":
            opts = start_corners(ctx, fr.seat)
            self._corner(ctx, fr, opts[0] if opts else 0)
        else:
            opts = second_options(ctx, fr.seat, _fs(ctx, fr.seat).start)
            self._second(ctx, fr, opts[0] if opts else 0)

    def act(self, ctx, fr, cid):
        if fr.stage == "corner":
            self._corner(ctx, fr, ids.clearing(cid))
        else:
            self._second(ctx, fr, ids.clearing(cid))

    def _corner(self, ctx, fr, c):
        fs = _fs(ctx, fr.seat)
        fr.stage = "second"
        if c:
            place_warriors(ctx, fr.seat, c, board(ctx.c).start_warriors[0])
            fs.start = c
            ctx.log("root.setup", Msg("Keepers in Iron start in clearing {c} with 4 warriors", c=c), fr.seat, rule="Law 15.3.2")

    def _second(self, ctx, fr, c):
        ctx.pop(fr)
        if c:
            place_warriors(ctx, fr.seat, c, board(ctx.c).start_warriors[1])
        deal_relics(ctx, fr.seat)
        ctx.log("root.keepers.relics", Msg("The relics are dealt face down into the forests"), fr.seat, rule="Law 15.3.1")


# --- Birdsong (Law 15.4) --------------------------------------------------------------------------

@serial.register
@dataclass
class KeepersBirdsong:
    """encamp (`clearing:N`, then `face:<type>`; `done`) → decamp (`clearing:N`; `done`) → recruit
    (`card:X`, then `clearing:N` when several waystations match; `done`)."""
    seat: int
    stage: str = "encamp"
    clearing: int = 0
    card: str = ""
    done_here: list = field(default_factory=list)      # clearings encamped / decamped this Birdsong


def encamp_targets(ctx, seat, fr) -> list[int]:
    """Law 15.4.1: replace a Keeper warrior with a waystation (a free slot: G.1.32), once per clearing;
    with no Keeper warrior and no waystation on the map, any clearing (ruling R-KEEP-1)."""
    s = ctx.s
    if not any(s.supply[seat].get(waystation(i), 0) for i in range(3)):
        return []
    if not any(s.warriors[seat][c] for c in ctx.m.ids) and not waystations_on_map(ctx, seat):
        return [c for c in ctx.m.ids if free_slots(ctx, c) > 0 and can_place(ctx, seat, c)]
    return [c for c in ctx.m.ids if s.warriors[seat][c] and free_slots(ctx, c) > 0 and can_place(ctx, seat, c)
            and c not in fr.done_here]


def decamp_targets(ctx, seat, fr) -> list[int]:
    return [c for c in ctx.m.ids if waystations_at(ctx, seat, c) and c not in fr.done_here
            and ctx.s.supply[seat].get("warrior", 0) > 0]


def recruit_targets(ctx, seat, card) -> list[int]:
    """Law 15.4.3: a clearing with a waystation matching `card`, where I may place."""
    return [c for c in recruit_clearings(ctx, seat) if fits(ctx, card, c)]


def recruit_clearings(ctx, seat) -> list[int]:
    """`recruit_targets` whatever the card: a waystation, a warrior in supply, placement allowed."""
    if ctx.s.supply[seat].get("warrior", 0) <= 0:
        return []
    return [c for c in ctx.m.ids if waystations_at(ctx, seat, c) and can_place(ctx, seat, c)]


def recruit_cards(ctx, seat) -> list[str]:
    """The cards in hand (sorted, once each) that can pay for a recruit (`recruit_targets`).
    Issue 15: the waystations are listed once, and whether one fits is asked once per printed
    suit (`fits` reads nothing else of the card)."""
    where = recruit_clearings(ctx, seat)
    if not where:
        return []
    crec = ctx.c.cards
    fit: dict[str, bool] = {}
    out = []
    for x in sorted(set(ctx.s.hands[seat])):
        suit = crec[x].suit
        ok = fit.get(suit)
        if ok is None:
            ok = fit[suit] = any(fits(ctx, x, c) for c in where)      # the Lost City: R-LAND-11
        if ok:
            out.append(x)
    return out


def face_options(ctx, seat) -> list[str]:
    """The relic types the waystations left on the track can show (either side)."""
    b = board(ctx.c)
    return sorted({t for i, w in enumerate(b.waystations) if ctx.s.supply[seat].get(waystation(i), 0) for t in w})


@handles(KeepersBirdsong)
class KeepersBirdsongH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "encamp":
            if fr.clearing:
                return dec(seat, "root.keepers.encamp.face", Msg("Which relic type does the waystation in clearing {c} show?", c=fr.clearing),
                           [ch(f"face:{t}", t) for t in face_options(ctx, seat)], "Law 15.4.1")
            opts = encamp_targets(ctx, seat, fr)
            if not opts:
                return None
            return dec(seat, "root.keepers.encamp", Msg("Encamp: replace a warrior with a waystation?"),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in opts] + [ch("done", Msg("Done"))],
                       "Law 15.4.1")
        if fr.stage == "decamp":
            opts = decamp_targets(ctx, seat, fr)
            if not opts:
                return None
            return dec(seat, "root.keepers.decamp", Msg("Decamp: replace a waystation with a warrior?"),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in opts] + [ch("done", Msg("Done"))],
                       "Law 15.4.2")
        if fr.stage == "recruit":
            if fr.card:
                return dec(seat, "root.keepers.recruit.clearing", Msg("Recruit at which waystation?"),
                           [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in recruit_targets(ctx, seat, fr.card)],
                           "Law 15.4.3")
            opts = [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in recruit_cards(ctx, seat)]
            if not opts:
                return None
            return dec(seat, "root.keepers.recruit", Msg("Recruit: spend a card for 2 warriors at a matching waystation?"),
                       opts + [ch("done", Msg("Done"))], "Law 15.4.3")
        return None

    def step(self, ctx, fr):
        if fr.stage == "encamp":
            fr.stage, fr.done_here = "decamp", []
        elif fr.stage == "decamp":
            fr.stage = "recruit"
        else:
            ctx.pop(fr)

    def act(self, ctx, fr, cid):
        seat, s = fr.seat, ctx.s
        if cid == "done":
            self.step(ctx, fr)
            return
        if fr.stage == "encamp":
            if not fr.clearing:
                fr.clearing = ids.clearing(cid)
                return
            face = ids.face(cid)
            b = board(ctx.c)
            i = next(i for i, w in enumerate(b.waystations) if face in w and s.supply[seat].get(waystation(i), 0))
            c = fr.clearing
            fr.clearing = 0
            fr.done_here.append(c)
            if s.warriors[seat][c]:
                s.warriors[seat][c] -= 1                  # replace a warrior (Law 15.4.1)
                s.supply[seat]["warrior"] += 1
            else:                                          # the fallback: a waystation and a warrior
                place_warriors(ctx, seat, c, 1)
            place_building(ctx, seat, c, waystation(i))
            _fs(ctx, seat).faces[waystation(i)] = face
            touch(ctx, c)
            ctx.log("root.keepers.encamp", Msg("Keepers in Iron encamp in clearing {c}: a {face} waystation", c=c, face=T(face)), seat,
                    rule="Law 15.4.1")
        elif fr.stage == "decamp":
            c = ids.clearing(cid)
            fr.done_here.append(c)
            w = waystations_at(ctx, seat, c)[0]
            for k, bld in enumerate(s.buildings[c]):
                if bld[0] == seat and bld[1] == w:
                    del s.buildings[c][k]
                    break
            treetop_removed(ctx, seat, c, w, -1)      # Elder Treetop: its slot is free again
            s.supply[seat][w] += 1
            _fs(ctx, seat).faces.pop(w, None)
            place_warriors(ctx, seat, c, 1)
            ctx.log("root.keepers.decamp", Msg("Keepers in Iron decamp in clearing {c}", c=c), seat, rule="Law 15.4.2")
        else:
            if not fr.card:
                fr.card = ids.card(cid)
                opts = recruit_targets(ctx, seat, fr.card)
                if len(opts) == 1:
                    self._recruit(ctx, fr, opts[0])
                return
            self._recruit(ctx, fr, ids.clearing(cid))

    def _recruit(self, ctx, fr, c):
        seat, card = fr.seat, fr.card
        fr.card = ""
        ctx.s.hands[seat].remove(card)
        to_pile(ctx, card)
        k = place_warriors(ctx, seat, c, board(ctx.c).recruit_warriors)
        ctx.log("root.keepers.recruit", Msg("Keepers in Iron spend {card} to recruit {k} in clearing {c}", card=T(ctx.c.cards[card].name), k=k, c=c),
                seat, rule="Law 15.4.3", card=card)


# --- Daylight (Law 15.5) --------------------------------------------------------------------------

@serial.register
@dataclass
class KeepersDaylight:
    """craft (`craft:X`, `done`) → retinue: `use:<column>:<card>` (columns left to right, each card
    once), `done`."""
    seat: int
    stage: str = "craft"
    col: int = 0
    used: list = field(default_factory=list)           # "column:card" used this Daylight


def _usable(ctx, seat, fr) -> list:
    """The Retinue cards that can act now (Law 15.5.2: an action clearing matches the card).
    Issue 15: a column's action clearings do not depend on the card (`column_clearings`), so they
    are listed once per column, and whether one fits is asked once per kind of card (its printed
    suit, or a Faithful Retainer: `card_fits` reads nothing else of the card), of the suits of
    those clearings (`card_fits` asks `card_matches` of each suit of a clearing)."""
    fs = _fs(ctx, seat)
    crec = ctx.c.cards
    out = []
    for k in range(fr.col, 3):
        cand = None
        fit: dict[str, bool] = {}                      # by kind of card: does a clearing fit?
        for x in sorted(set(fs.retinue[k])):
            if f"{k}:{x}" in fr.used:
                continue
            key = "" if is_retainer(x) else crec[x].suit
            ok = fit.get(key)
            if ok is None:
                if cand is None:
                    # the suits of the column's clearings (R-LAND-11: the Lost City is every suit),
                    # in first-seen order: a card fits one of the clearings iff it matches one of them
                    cand = []
                    for c in column_clearings(ctx, seat, k):
                        for su in clearing_suits(ctx, c):
                            if su not in cand:
                                cand.append(su)
                ok = fit[key] = any(card_matches(ctx, x, su) for su in cand)
            if not ok:
                continue
            out.append(_use_ch(ctx, k, x))
    return out


# _use_ch's cache: module-level, keyed by every input of the choice (column, card id and the
# card's printed name, which a content may change), so an entry cannot go stale; bounded by the
# columns times the cards of the decks. Why: the label's two message parameters are slow to build
# and to key in `ch`, and the Retinue menu lists every card at each Daylight decision (issue 15).
_USE_CH: dict[tuple[int, str, str], Choice] = {}


def _use_ch(ctx, k: int, x: str) -> Choice:
    """The choice to act with Retinue card `x` of column `k`."""
    key = (k, x, card_name(ctx, x))
    got = _USE_CH.get(key)
    if got is None:
        got = _USE_CH[key] = ch(f"use:{k}:{x}", Msg("{column} with {card}", column=column_param(k), card=card_param(ctx, x)),
                                *([] if is_retainer(x) else [f"card:{x}"]))
    return got


def action_clearings(ctx, seat, k, card) -> list[int]:
    """The clearings where column k's action may be taken with `card` (Law 15.5.2: matching it)."""
    return [c for c in column_clearings(ctx, seat, k) if card_fits(ctx, card, c)]


def column_clearings(ctx, seat, k) -> list[int]:
    """Where column k's action can be taken, whatever the card (Law 15.5.2): Move, a move origin;
    Battle then Delve, a battle, or a clearing I rule with my warriors beside a forest holding a
    relic (15.5.2.II.a); Move or Recover, a move origin or a relic to recover (15.5.2.III.a)."""
    s = ctx.s
    if k == 0:
        return move_origins(ctx, seat)
    if k == 1:
        battle = set(battle_clearings(ctx, seat))
        return [c for c in ctx.m.ids if c in battle
                or (s.warriors[seat][c] and s.ruler[c] == seat and delve_forests(ctx, seat, c))]
    moves = set(move_origins(ctx, seat))
    return [c for c in ctx.m.ids if c in moves or recover_kinds(ctx, seat, c)]


def delve_forests(ctx, seat, c) -> list[str]:
    """Law 15.5.2.II.a: forests adjacent to c holding a relic."""
    fs = _fs(ctx, seat)
    return [f for f in ctx.m.clearing_forests[c] if fs.forests.get(f)]


def recover_kinds(ctx, seat, c) -> list[str]:
    """Law 15.5.2.III.a: relics here whose type a waystation here shows."""
    relics = relics_at(ctx, seat, c)
    if not relics:                     # (no relic: the waystations need not be read; issue 15)
        return []
    faces = faces_at(ctx, seat, c)
    return sorted({k for k in relics if relic_type(k) in faces})


@handles(KeepersDaylight)
class KeepersDaylightH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "craft":
            opts = cards.craft_choices(ctx, seat)
            common = cards.daylight_common_choices(ctx, seat)
            return dec(seat, "root.keepers.craft", Msg("Craft with waystations"), opts + common + [ch("done", Msg("Done crafting"))],
                       "Law 15.5.1")
        opts = _usable(ctx, seat, fr)
        if not opts:
            return None
        common = cards.daylight_common_choices(ctx, seat)       # (only when asked: issue 15)
        return dec(seat, "root.keepers.retinue", Msg("Act with the Retinue (columns left to right)"),
                   opts + common + [ch("done", Msg("End Daylight"))], "Law 15.5.2")

    def step(self, ctx, fr):
        if fr.stage == "craft":
            fr.stage = "retinue"
        else:
            ctx.pop(fr)

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if cid == "done":
            if fr.stage == "craft":
                fr.stage = "retinue"
            else:
                ctx.pop(fr)
            return
        if cid.startswith("craft:"):
            cards.do_craft(ctx, seat, ids.craft(cid))
            return
        if not cid.startswith("use:"):
            cards.apply_daylight_common(ctx, seat, cid)
            return
        k, card = ids.use(cid)
        fr.col = k                                        # Law 15.5.2: never back to a column on the left
        fr.used.append(f"{k}:{card}")
        ctx.push(KeepersAction(seat, k, card))


@serial.register
@dataclass
class KeepersAction:
    """One Retinue card's action: `clearing:N` (a matching clearing), then per column — Move: the
    move; Battle then Delve: the battle if enemies are there, then `forest:F` + `relic:<type>` /
    `relic:<kind>` or `pass`; Move or Recover: `move` or `recover`, then `relic:<kind>`, then
    `recover` again or `done`."""
    seat: int
    col: int
    card: str
    clearing: int = 0
    stage: str = "clearing"
    forest: str = ""


def discard_retinue(ctx, seat, col, card) -> None:
    """The discard check failed: the Retinue card is discarded (a Faithful Retainer leaves the
    game, facts §5.2)."""
    fs = _fs(ctx, seat)
    if card in fs.retinue[col]:
        fs.retinue[col].remove(card)
    if is_retainer(card):
        fs.retired.append(card)
    else:
        to_pile(ctx, card)
    ctx.log("root.keepers.retinue.discard", Msg("Keepers in Iron discard {card} from the Retinue", card=card_param(ctx, card)), seat,
            rule="Law 15.5.2")


@handles(KeepersAction)
class KeepersActionH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "clearing":
            opts = action_clearings(ctx, seat, fr.col, fr.card)
            return dec(seat, "root.keepers.action.clearing", Msg("{column} in which clearing?", column=column_param(fr.col)),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in opts], "Law 15.5.2")
        if fr.stage == "choose":
            opts = []
            if fr.clearing in move_origins(ctx, seat):
                opts.append(ch("move", Msg("Move from this clearing")))
            if recover_kinds(ctx, seat, fr.clearing):
                opts.append(ch("recover", Msg("Recover a relic")))
            return dec(seat, "root.keepers.action.mode", Msg("Move or Recover?"), opts, "Law 15.5.2.III")
        if fr.stage == "delve":
            s = ctx.s
            if s.ruler[fr.clearing] != seat or not s.warriors[seat][fr.clearing]:
                return None
            fo = delve_forests(ctx, seat, fr.clearing)
            if not fo:
                return None
            return dec(seat, "root.keepers.delve", Msg("Delve into which forest next to clearing {c}?", c=fr.clearing),
                       [ch(f"forest:{f}", Msg("Forest {f}", f=f), f"forest:{f}") for f in fo] + [ch("pass", Msg("No delve"))],
                       "Law 15.5.2.II")
        if fr.stage == "relic":
            lst = _fs(ctx, seat).forests.get(fr.forest, [])
            relics = sorted({(k if rev else f"relic-{relic_type(k)}") for k, rev in lst})
            return dec(seat, "root.keepers.delve.relic", Msg("Take which relic from forest {f}?", f=fr.forest),
                       [ch(f"relic:{x[6:]}", relic_label(x[6:])) for x in relics], "Law 15.5.2.II.a")
        if fr.stage == "recover":
            opts = recover_kinds(ctx, seat, fr.clearing)
            return dec(seat, "root.keepers.recover", Msg("Recover which relic in clearing {c}?", c=fr.clearing),
                       [ch(f"relic:{k[6:]}", relic_label(k[6:])) for k in opts], "Law 15.5.2.III")
        if fr.stage == "again":
            if not recover_kinds(ctx, seat, fr.clearing):
                return None
            return dec(seat, "root.keepers.recover.again", Msg("Recover another relic here?"),
                       [ch("recover", Msg("Recover another")), ch("done", Msg("Stop"))], "Law 15.5.2.III.c")
        return None

    def step(self, ctx, fr):
        if fr.stage == "battle":                           # the battle is over: delve
            fr.stage = "delve"
            return
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if fr.stage == "clearing":
            fr.clearing = ids.clearing(cid)
            if fr.col == 0:
                ctx.pop(fr)
                ctx.push(KeepersMove(seat, origin=fr.clearing))
            elif fr.col == 1:
                # Law 15.5.2.II: battle if any enemy piece is there, then delve
                if fr.clearing in battle_clearings(ctx, seat):
                    fr.stage = "battle"
                    ctx.push(RootBattle(seat, clearing=fr.clearing, stage="defender"))
                else:
                    fr.stage = "delve"
            else:
                fr.stage = "choose"
            return
        if fr.stage == "choose":
            if cid == "move":
                ctx.pop(fr)
                ctx.push(KeepersMove(seat, origin=fr.clearing))
            else:
                fr.stage = "recover"
            return
        if fr.stage == "delve":
            if cid == "pass":
                ctx.pop(fr)
                return
            fr.forest = ids.forest(cid)
            fr.stage = "relic"
            return
        if fr.stage == "relic":
            self._delve(ctx, fr, ids.relic(cid))
            return
        if fr.stage == "recover":
            self._recover(ctx, fr, "relic-" + ids.relic(cid))
            return
        if cid == "done":
            ctx.pop(fr)
        else:
            fr.stage = "recover"

    def _delve(self, ctx, fr, what):
        seat, s = fr.seat, ctx.s
        fs = _fs(ctx, seat)
        lst = fs.forests[fr.forest]
        if what.count("-") == 1:                            # a face-up relic of this kind
            idx = next(i for i, (k, rev) in enumerate(lst) if rev and k == "relic-" + what)
        else:                                               # a face-down relic of this type
            hidden = [i for i, (k, rev) in enumerate(lst) if not rev and relic_type(k) == what]
            idx = hidden[s.rng.below(len(hidden))] if len(hidden) > 1 else hidden[0]
        kind, _rev = lst.pop(idx)
        s.tokens[fr.clearing].append([seat, kind])          # face up in the clearing (Law 15.5.2.II.a)
        touch(ctx, fr.clearing)                             # tokens may count toward rule (Soup Kitchens)
        v = relic_value(kind)
        ctx.log("root.keepers.delve", Msg("Keepers in Iron delve a {relic} worth {v} from forest {f} into clearing {c}",
                                          relic=T(relic_type(kind)), v=v, f=fr.forest, c=fr.clearing), seat, rule="Law 15.5.2.II", reveals=True)
        ruled = ruled_count(ctx, seat, ctx.m.forests[fr.forest])
        ctx.pop(fr)
        if ruled < v:                                       # Law 15.5.2.II.b
            discard_retinue(ctx, seat, fr.col, fr.card)

    def _recover(self, ctx, fr, kind):
        seat, s = fr.seat, ctx.s
        fs = _fs(ctx, seat)
        c = fr.clearing
        for i, t in enumerate(s.tokens[c]):
            if t[0] == seat and t[1] == kind:
                del s.tokens[c][i]
                break
        touch(ctx, c)                                       # tokens may count toward rule (Soup Kitchens)
        before = completed_columns(ctx, seat)
        fs.recovered[relic_type(kind)].append(kind)
        v = relic_value(kind)
        ctx.log("root.keepers.recover", Msg("Keepers in Iron recover a {relic} worth {v} in clearing {c}", relic=T(relic_type(kind)), v=v, c=c), seat,
                rule="Law 15.5.2.III")
        add_vp(ctx, seat, v, N_("relic"))
        if completed_columns(ctx, seat) > before:           # Law 15.5.2.III.b
            add_vp(ctx, seat, board(ctx.c).column_bonus, N_("a column of relics"))
        # Law 15.5.2.III.c; the Lost City is every suit: the suit that rules most counts (R-LAND-13)
        if max(ruled_count(ctx, seat, [x for x in ctx.m.ids if has_suit(ctx, x, suit)])
               for suit in clearing_suits(ctx, c)) < v:
            ctx.pop(fr)
            discard_retinue(ctx, seat, fr.col, fr.card)
            return
        fr.stage = "again"


@serial.register
@dataclass
class KeepersMove(RootMove):
    """A Keepers move (Law 4.2) from a given clearing; then Devout Knights (Law 15.2.4): one relic
    may go along per warrior moved (`relic:<kind>` until `done`)."""
    relics_left: int = 0


@handles(KeepersMove)
class KeepersMoveH(RootMoveH):
    def decide(self, ctx, fr):
        if fr.done and fr.relics_left and fr.dest:
            kinds = sorted(set(relics_at(ctx, fr.seat, fr.origin)))
            if kinds:
                return dec(fr.seat, "root.keepers.move.relics", Msg("Carry a relic from {a} to {b}?", a=fr.origin, b=fr.dest),
                           [ch(f"relic:{k[6:]}", relic_label(k[6:])) for k in kinds] + [ch("done", Msg("No more"))], "Law 15.2.4")
        return super().decide(ctx, fr)

    def act(self, ctx, fr, cid):
        if fr.done:
            if cid == "done":
                fr.relics_left = 0
                return
            kind = "relic-" + ids.relic(cid)
            s = ctx.s
            for i, t in enumerate(s.tokens[fr.origin]):
                if t[0] == fr.seat and t[1] == kind:
                    del s.tokens[fr.origin][i]
                    break
            s.tokens[fr.dest].append([fr.seat, kind])
            touch(ctx, fr.origin)                           # tokens may count toward rule (Soup Kitchens)
            touch(ctx, fr.dest)
            fr.relics_left -= 1
            return
        n_before = ctx.s.warriors[fr.seat][fr.origin]
        super().act(ctx, fr, cid)
        if fr.done and fr.dest:
            fr.relics_left = n_before - ctx.s.warriors[fr.seat][fr.origin]


# --- Evening (Law 15.6) ---------------------------------------------------------------------------

@serial.register
@dataclass
class KeepersEvening:
    """live off the land → gather: `add:<column>:<card>` any number, or `slide:<column>:<card>`
    then `column:<n>` once; `done` → draw."""
    seat: int
    stage: str = "live"
    mode: str = ""                   # "" | "add" | "slide"
    slide: str = ""                  # "column:card" being slid


@handles(KeepersEvening)
class KeepersEveningH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.stage != "gather":
            return None
        fs = _fs(ctx, seat)
        if fr.slide:
            k = int(fr.slide.split(":")[0])
            return dec(seat, "root.keepers.gather.column", Msg("Slide it to which column?"),
                       [ch(f"column:{j}", COLUMN_NAMES[COLUMNS[j]]) for j in range(3) if j != k], "Law 15.6.2")
        full = sum(len(c) for c in fs.retinue) >= board(ctx.c).retinue_limit
        opts = []
        if fr.mode in ("", "add") and not full:
            opts += [ch(f"add:{j}:{x}", Msg("{card} to {column}", card=T(ctx.c.cards[x].name), column=column_param(j)), f"card:{x}")
                     for x in sorted(set(ctx.s.hands[seat])) for j in range(3)]
        if fr.mode == "":
            opts += [ch(f"slide:{j}:{x}", Msg("Slide {card} from {column}", card=card_param(ctx, x), column=column_param(j)))
                     for j in range(3) for x in sorted(set(fs.retinue[j]))]
        if not opts:
            return None
        return dec(seat, "root.keepers.gather", Msg("Gather the Retinue: add cards, or slide one card"),
                   opts + [ch("done", Msg("Done"))], "Law 15.6.2")

    def step(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        if fr.stage == "live":
            fr.stage = "gather"
            n = board(ctx.c).live_off_the_land
            for c in ctx.m.ids:                              # Law 15.6.1
                if s.warriors[seat][c] >= n:
                    remove_warriors(ctx, seat, c, 1, seat, "live-off-the-land")
                    ctx.log("root.keepers.live", Msg("Live off the Land: a Keeper warrior leaves clearing {c}", c=c), seat,
                            rule="Law 15.6.1")
        elif fr.stage == "gather":
            fr.stage = "draw"
        else:
            ctx.pop(fr)
            draw(ctx, seat, 1 + waystations_on_map(ctx, seat))   # Law 15.6.3

    def act(self, ctx, fr, cid):
        seat = fr.seat
        fs = _fs(ctx, seat)
        if cid == "done":
            fr.stage = "draw"
            return
        if fr.slide:
            k, card = fr.slide.split(":", 1)
            fs.retinue[int(k)].remove(card)
            fs.retinue[int(ids.column(cid))].append(card)
            fr.slide = ""
            fr.stage = "draw"                                # one slide only
            return
        if cid.startswith("add:"):
            k, card = ids.add(cid)
            fr.mode = "add"
            ctx.s.hands[seat].remove(card)
            fs.retinue[int(k)].append(card)
            ctx.log("root.keepers.gather", Msg("Keepers in Iron add {card} to the {column} column", card=T(ctx.c.cards[card].name), column=column_param(int(k))),
                    seat, rule="Law 15.6.2", reveals=True, card=card)
        else:
            k, card = ids.slide(cid)
            fr.mode = "slide"
            fr.slide = f"{k}:{card}"


# --- Prized Trophies (Law 15.2.5) ----------------------------------------------------------------

@serial.register
@dataclass
class KeepersTrophy:
    """`forest:F`: where the removed relic goes, face up (chosen by `chooser`)."""
    chooser: int
    owner: int
    kind: str


@handles(KeepersTrophy)
class KeepersTrophyH(Handler):
    def decide(self, ctx, fr):
        if ctx.fac(fr.chooser).automaton:
            return None                  # no Rootbotics rule: ruling R-KEEP-8 (step)
        return dec(fr.chooser, "root.keepers.trophy", Msg("Put the {relic} relic in which forest?", relic=T(relic_type(fr.kind))),
                   [ch(f"forest:{f}", Msg("Forest {f}", f=f), f"forest:{f}") for f in sorted(ctx.m.forests)], "Law 15.2.5")

    def step(self, ctx, fr):
        # R-KEEP-8: an automaton puts the trophy in the forest touching the fewest clearings
        # with Keeper warriors (ties: the first forest by name)
        w = ctx.s.warriors[fr.owner]
        best = min(sorted(ctx.m.forests), key=lambda f: sum(1 for c in ctx.m.forests[f] if w[c]))
        self.act(ctx, fr, f"forest:{best}")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        f = ids.forest(cid)
        _fs(ctx, fr.owner).forests.setdefault(f, []).append([fr.kind, True])
        ctx.log("root.keepers.trophy", Msg("The {relic} relic goes face up to forest {f}", relic=T(relic_type(fr.kind)), f=f), fr.chooser,
                rule="Law 15.2.5")


