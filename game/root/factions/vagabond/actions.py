"""The Vagabond's Daylight actions on the map and its items (Law 9.5): explore, Scorched
Earth, move, battle, strike, and the damage and repair of items."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import serial
from game.core.i18n import N_, Msg, T

from ... import ids, mapfeatures
from ...engine import (Handler, add_vp, ch, dec, handles, pawn_moved, remove_enemy_pieces, remove_piece, remove_ruin_item,
                       remove_warriors)
from ...flow import RootBattle, can_move, do_move, move_adj
from ..vagabond_state import (damage, damaged_items, exhaust, gain, item_choices, item_param, repair,
                              set_item, undamaged_items, vs)
from .pawn import allies, move_targets, put_pawn
from .targets import _battle_targets, _strike_targets


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
        ctx.log("root.vagabond.explore", Msg("{name} explores the ruin in clearing {c} and takes nothing "
                "(R items identical to his own)", name=T(ctx.name(seat)), c=c), seat, rule="Law 9.7.3")
    else:
        ctx.push(VagabondExplore(seat, c))


def take_from_ruin(ctx, seat, item: str) -> None:
    fs = vs(ctx, seat)
    c = fs.clearing
    remove_ruin_item(ctx, c, item)
    ctx.log("root.vagabond.explore", Msg("{name} explores the ruin in clearing {c}: {item}", name=T(ctx.name(seat)), c=c,
                                         item=T(item)), seat,
            rule="Law 9.5.3", reveals=True)
    gain(ctx, seat, item, "explored")
    fs.r_items = sorted(fs.r_items + [item])            # Law 9.7.3: an R item on my board
    add_vp(ctx, seat, 1, N_("explore"))


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
        return dec(fr.seat, "root.vagabond.explore", Msg("The ruin hides {a} and {b}: take which?", a=T(here[0]), b=T(here[-1])) if len(here) == 2 else
                   Msg("The ruin hides {items}: take which?", items=[T(k) for k in here]),
                   [ch(f"item:{k}", k) for k in explorable(ctx, fr.seat)], "Law 9.7.3")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        take_from_ruin(ctx, fr.seat, ids.item(cid))


def scorched_earth(ctx, seat) -> None:
    """Law D.6.2: exhaust a torch and leave it in my clearing; remove all enemy pieces there; no
    piece may be placed in or moved into it for the rest of the game."""
    s, fs = ctx.s, vs(ctx, seat)
    c = fs.clearing
    set_item(fs, "torch", None)
    fs.scorched = c
    s.closed = sorted(set(s.closed) | {c})
    ctx.log("root.vagabond.scorched_earth", Msg("Scoundrel: Scorched Earth in clearing {c}", c=c), seat, rule="Law D.6.2")
    remove_enemy_pieces(ctx, seat, c, "scorched_earth")


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
    ferried: bool = False           # the move took the Ferry: Allies taken along draw too (R-LAND-18)
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
                    opts.append(ch(f"clearing:{b}", Msg("Clearing {b} ({n} boots)", b=b, n=n), f"clearing:{b}"))
                if b in ferry:
                    opts.append(ch(f"ferry:{b}", Msg("By Ferry to clearing {b} ({n} boots)", b=b, n=n), f"clearing:{b}"))
            if fr.optional:
                if not opts:
                    return None
                opts.append(ch("pass", Msg("No move")))
            return dec(seat, "root.vagabond.move", Msg("Move to which clearing?"), opts, "Law 9.5.1")
        if fr.stage == "ally":
            al = _movable_allies(ctx, seat, fr.origin, fr.dest)
            if not al:
                return None
            return dec(seat, "root.vagabond.move.ally", Msg("Take Allied warriors along?"),
                       [ch(f"faction:{ctx.s.factions[i]}", ctx.name(i)) for i in al] + [ch("pass", Msg("No"))],
                       "Law 9.2.9.IIb")
        n = ctx.s.warriors[fr.ally][fr.origin] - ctx.fac(fr.ally).immobile_warriors(ctx, fr.ally, fr.origin)
        return dec(seat, "root.vagabond.move.count", Msg("How many Allied warriors?"),
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
            b = ids.number(cid)                  # clearing:B or ferry:B
            cost = dict(move_targets(ctx, seat))[b]
            exhaust(fs, "boots", cost)
            fr.origin, fr.dest = fs.clearing, b
            fr.stage = "ally"
            put_pawn(ctx, seat, f"clearing:{b}")
            if cid.startswith("ferry:"):
                fr.ferried = True
                mapfeatures.ferry_crossed(ctx, seat, fr.origin, b)
            else:
                pawn_moved(ctx, seat, fr.origin, b)     # along a path: Highway Bandits (R-HIRE-69)
        elif fr.stage == "ally":
            if cid == "pass":
                ctx.pop(fr)
                return
            fr.ally = ctx.seat_of(ids.faction(cid))
            fr.stage = "count"
        else:
            ctx.pop(fr)
            # PT 9.2.9.II.b: the Vagabond FORCES the Ally's warriors to move; PT 1.5.5: as if the Ally
            # chose it, so the Ally is the mover (and owes any Outrage: ruling Root — wiring §outrage-ally)
            do_move(ctx, fr.ally, fr.origin, fr.dest, ids.count(cid))
            if fr.ferried:              # Law C.2.5, 1.5.5: the Ally moved its pieces by Ferry and draws (R-LAND-18)
                mapfeatures.ferry_draw(ctx, fr.ally)


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
            return dec(seat, "root.vagabond.battle", Msg("Battle whom?"),
                       [ch(f"faction:{ctx.s.factions[i]}", ctx.name(i)) for i in _battle_targets(ctx, seat)], "Law 9.5.2")
        al = self._allies(ctx, fr)
        if not al:
            return None
        return dec(seat, "root.vagabond.battle.ally", Msg("Fight with Allied warriors?"),
                   [ch(f"faction:{ctx.s.factions[i]}", ctx.name(i)) for i in al] + [ch("pass", Msg("No"))], "Law 9.2.9.IIc")

    def _allies(self, ctx, fr):
        c = vs(ctx, fr.seat).clearing
        return [i for i in allies(ctx, fr.seat) if i != fr.defender and ctx.s.warriors[i][c]]

    def step(self, ctx, fr):
        self._start(ctx, fr, -1)

    def act(self, ctx, fr, cid):
        if fr.defender < 0:
            fr.defender = ctx.seat_of(ids.faction(cid))
            return
        self._start(ctx, fr, -1 if cid == "pass" else ctx.seat_of(ids.faction(cid)))

    def _start(self, ctx, fr, ally):
        seat = fr.seat
        fs = vs(ctx, seat)
        ctx.pop(fr)
        exhaust(fs, "sword")
        fs.battle_ally, fs.ally_hits, fs.item_hits = ally, 0, 0
        b = RootBattle(seat, clearing=fs.clearing, defender=fr.defender, stage="ambush")
        name, other = T(ctx.name(seat)), T(ctx.name(fr.defender))
        ctx.log("root.battle", Msg("{name} battles {other} in clearing {c} with {ally}", name=name, other=other,
                                   c=fs.clearing, ally=T(ctx.name(ally))) if ally >= 0 else
                Msg("{name} battles {other} in clearing {c}", name=name, other=other, c=fs.clearing), seat, rule="Law 9.5.2", clearing=fs.clearing,
                defender=fr.defender)
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
            choices.append(ch(f"warrior:{ctx.s.factions[fr.ally]}", Msg("Remove an allied {name} warrior", name=T(ctx.name(fr.ally)))))
        return dec(fr.seat, "root.vagabond.damage", Msg("Take a hit: damage which item? ({n} left)", n=fr.n), choices, "Law 9.2.7")

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
        ctx.log("root.vagabond.damage", Msg("{name} damages {item}", name=T(ctx.name(fr.seat)), item=item_param(t)), fr.seat, rule="Law 9.2.7")

    def act(self, ctx, fr, cid):
        if cid.startswith("warrior:"):
            fs = vs(ctx, fr.seat)
            fr.n -= 1
            fs.ally_hits += 1
            remove_warriors(ctx, fr.ally, fr.c, 1, fr.by, "battle")
            return
        self._damage(ctx, fr, ids.item(cid))


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
        return dec(fr.seat, "root.vagabond.repair", Msg("Repair which item? ({n} left)", n=fr.n), item_choices(dmg),
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
        repair(fs, ids.item(cid))
        fr.n -= 1
        ctx.log("root.vagabond.repair", Msg("{name} repairs {item}", name=T(ctx.name(fr.seat)), item=item_param(ids.item(cid))), fr.seat, rule="Law 9.5.7")


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
            return dec(seat, "root.vagabond.strike", Msg("Strike whom?"),
                       [ch(f"faction:{s.factions[i]}", ctx.name(i)) for i in _strike_targets(ctx, seat)], "Law 9.5.6")
        if s.warriors[fr.target][c]:
            return None
        opts = sorted({f"building:{p[1]}" for p in s.buildings[c] if p[0] == fr.target}
                      | {f"token:{p[1]}" for p in s.tokens[c] if p[0] == fr.target})
        return dec(seat, "root.vagabond.strike.piece", Msg("Remove which piece?"),
                   [ch(o, o.partition(":")[2]) for o in opts], "Law 9.5.6")

    def step(self, ctx, fr):
        c = vs(ctx, fr.seat).clearing
        ctx.pop(fr)
        remove_warriors(ctx, fr.target, c, 1, fr.seat, "strike")

    def act(self, ctx, fr, cid):
        if fr.target < 0:
            fr.target = ctx.seat_of(ids.faction(cid))
            exhaust(vs(ctx, fr.seat), "crossbow")
            return
        c = vs(ctx, fr.seat).clearing
        ctx.pop(fr)
        k, building = ids.piece(cid)
        remove_piece(ctx, fr.target, c, k, building, fr.seat, "strike")
