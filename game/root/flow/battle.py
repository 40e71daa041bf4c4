"""Battle as frames (Law 4.3): where a seat may battle, the battle itself (ambush, roll, effects)
and the hits it deals (Law 4.3.4)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, cast

from game.core import serial
from game.core.decision import Decision
from game.core.i18n import N_, Msg, T

from .. import cards, ids, landmarks
from ..engine import (Ctx, Handler, RuleError, ch, clearing_ch, dec, deck_cards, discard_card, enemies, enemy_slots, handles, piece_label,
                      hired, is_enemy, mercenary_owner, pieces_of, remove_piece, remove_warriors, roll_die, to_pile)
from .move import _suit_ok

if TYPE_CHECKING:                        # only for the types
    from ..hirelings.base import HirelingSide


class _Shields(Protocol):                # a side with `shields` (the Stoic Protector; asked by hasattr)
    def shields(self, ctx: Ctx, slot: int, defender: int, c: int, attacker: int) -> bool: ...


class _ExtraHits(Protocol):              # a side with `controller_extra_hits` (asked by hasattr)
    def controller_extra_hits(self, ctx: Ctx, slot: int, seat: int, b: RootBattle) -> int: ...


# --- battle (Law 4.3) ---------------------------------------------------------------------------------

def has_battle(ctx: Ctx, seat: int, suit: str = "") -> bool:
    """`bool(battle_clearings(ctx, seat, suit))`, stopping at the first clearing found (issue 15:
    an action menu only asks whether a battle is possible)."""
    return bool(battle_clearings(ctx, seat, suit, True))


def battle_clearings(ctx: Ctx, seat: int, suit: str = "", first: bool = False) -> list[int]:
    """Clearings where `seat` can start a battle: it has fighters there and an enemy has pieces
    (optionally only of `suit`; bird = any: Decree). `first`: stop at the first one found (the
    list then holds at most one clearing; only `has_battle` asks for it)."""
    out = []
    s = ctx.s
    hooks = ctx.hooks
    mine = s.warriors[seat]
    if not (s.hirelings or hooks["mercenary_buyer"] or hooks["other_pieces"] or seat in hooks["can_battle_in"]):
        # the usual game, spelt out (issue 15: asked by every action menu): no hireling, no
        # mercenaries, no piece off the lists, fighters = warriors; every foe is a seat (d < n),
        # so the loop below reads the same clearings in the same order
        foes = enemies(ctx, seat)
        foe_w = [s.warriors[d] for d in foes]
        buildings, tokens = s.buildings, s.tokens
        for c in ctx.m.ids:
            if mine[c] <= 0 or (suit and not _suit_ok(ctx, c, suit)):
                continue
            for w in foe_w:
                if w[c]:
                    break
            else:
                if not (_foe_piece(buildings[c], foes) or _foe_piece(tokens[c], foes)):
                    continue
            out.append(c)
            if first:
                return out
        return out
    # with hirelings the list is filtered afterwards: then the whole list is needed
    first = first and not s.hirelings
    foes = enemy_slots(ctx, seat)            # hirelings too (Law E.3.2)
    fac = ctx.fac(seat)
    custom = seat in hooks["can_battle_in"]
    foe_w = [s.warriors[d] for d in foes]
    odd = [d for d in foes if d in ctx.hooks["other_pieces"]]
    buildings, tokens = s.buildings, s.tokens
    merc = mercenary_owner(ctx, seat) if ctx.hooks["mercenary_buyer"] else -1
    for c in ctx.m.ids:
        if not (fac.can_battle_in(ctx, seat, c) if custom else mine[c] > 0):
            if merc >= 0 and s.warriors[merc][c] > 0:     # Law 11.2.7.III: hired warriors fight,
                others = [d for d in foes if d != merc]    # but never against their owner
                if (not suit or _suit_ok(ctx, c, suit)) and any(pieces_of(ctx, d, c) for d in others):
                    out.append(c)
                    if first:
                        return out
            continue
        if suit and not _suit_ok(ctx, c, suit):
            continue
        for d, w in zip(foes, foe_w):         # plain loops: this runs for every action menu
            if w[c] and (d < s.n or cast("HirelingSide", ctx.fac(d)).may_be_attacked(ctx, d, seat, c)):   # Spring Uprising's toll
                out.append(c)
                break
        else:
            if _foe_piece(buildings[c], foes) or _foe_piece(tokens[c], foes) \
                    or any(ctx.fac(d).other_pieces(ctx, d, c) for d in odd):
                out.append(c)
        if first and out:
            return out
    if s.hirelings:
        # a clearing stays only if the battle there has a defender to choose (`_defenders`: the
        # Stoic Protector's shield, facts §3.13; a hireling that may not be attacked, Law E.3.2;
        # not the owner of hired Mercenaries, Law 11.2.7.III). Before, Bandit Gangs beside their
        # controller kept a clearing listed with nobody to attack, and the battle asked "Attack
        # whom?" with no choice.
        out = [c for c in out if _defenders(ctx, RootBattle(seat, c))]
    return out


def _attackable(ctx: Ctx, d: int, c: int, attacker: int) -> bool:
    """May `attacker` choose `d` as defender in c? It has pieces there and, a hireling, lets itself
    be attacked (Spring Uprising's toll, Bandit Gangs beside their controller: Law E.3.2)."""
    return bool(pieces_of(ctx, d, c)) and (d < ctx.s.n or cast("HirelingSide", ctx.fac(d)).may_be_attacked(ctx, d, attacker, c))


def _controller_bonus(ctx: Ctx, seat: int, b: RootBattle) -> int:
    """Extra hits `seat` deals because of a hireling it controls (`controller_extra_hits`)."""
    if seat >= ctx.s.n:
        return 0
    return sum(cast(_ExtraHits, ctx.fac(h.slot)).controller_extra_hits(ctx, h.slot, seat, b) for h in ctx.s.hirelings
               if h.controller == seat and hasattr(ctx.fac(h.slot), "controller_extra_hits"))


def _shielding(ctx: Ctx) -> list[int]:
    """Hireling slots whose side shields its controller's pieces from battle (Stoic Protector)."""
    return [h.slot for h in ctx.s.hirelings if hasattr(ctx.fac(h.slot), "shields")]


def shielded(ctx: Ctx, defender: int, c: int, attacker: int) -> bool:
    """May `attacker` not battle `defender` in c? (the Stoic Protector, ruling R-HIRE-31)"""
    return any(cast(_Shields, ctx.fac(k)).shields(ctx, k, defender, c, attacker) for k in _shielding(ctx))


def _foe_piece(pieces: list[list], foes: list[int]) -> bool:
    for p in pieces:
        if p[0] in foes:
            return True
    return False


@serial.register
@dataclass
class RootBattle:
    attacker: int
    clearing: int = 0
    defender: int = -1
    stage: str = "clearing"
    att_rolled: int = 0              # rolled hits dealt by the attacker (after the cap)
    def_rolled: int = 0
    att_extra: int = 0
    def_extra: int = 0
    att_ignores: bool = False        # Armorers: ignore rolled hits taken
    def_ignores: bool = False
    used: list[str] = field(default_factory=list)   # optional effects already used in this battle
    dice: list[int] = field(default_factory=list)
    optional: bool = False           # may be declined at the clearing choice (Command Warren)
    suit: str = ""                   # only in clearings of this suit ("" or "bird": any) — Decree
    removed: list[list] = field(default_factory=list)   # [owner, kind, n] removed by this battle's hits
    remover: int = -1                # a third player removes the pieces and scores (Instigate, Law D.4.2)
    def_cap_bonus: int = 0           # added to the defender's rolled-hit cap (Protector, Law D.5.2)
    before_roll_done: bool = False   # `Faction.before_roll` hooks already asked
    opened: bool = False             # the attacker's `opening_choices` answered (Hundreds Looters, Law 14.2.5)


def ignore_first_hit(ctx: Ctx, mark: str) -> bool:
    """True once per battle for `mark` (a once-per-battle ability such as the Hundreds' Stubborn
    or the Keepers' Devout Knights): marks the battle under way so the ability passes its later
    hits. False when no battle is under way or the mark is already used."""
    for fr in reversed(ctx.s.stack):
        if isinstance(fr, RootBattle):
            if mark in fr.used:
                return False
            fr.used.append(mark)
            return True
    return False


def _defenders(ctx: Ctx, b: RootBattle) -> list[int]:
    """Enemies with pieces in the battle's clearing; when the attacker fights there only with
    hired warriors, not their owner (Law 11.2.7.III)."""
    foes = [d for d in enemy_slots(ctx, b.attacker) if _attackable(ctx, d, b.clearing, b.attacker)]
    if ctx.s.hirelings and _shielding(ctx):              # the Stoic Protector (facts §3.13)
        foes = [d for d in foes if not shielded(ctx, d, b.clearing, b.attacker)]
    if ctx.hooks["mercenary_buyer"] and ctx.s.warriors[b.attacker][b.clearing] == 0 \
            and not ctx.fac(b.attacker).can_battle_in(ctx, b.attacker, b.clearing):
        m = mercenary_owner(ctx, b.attacker)
        foes = [d for d in foes if d != m]
    return foes


def ambush_cards(ctx: Ctx, seat: int, c: int) -> list[str]:
    """Law 4.3.1: an ambush matching the clearing's suit, or a bird ambush (any clearing)."""
    suit = ctx.s.suits[c]
    lost = c == landmarks.lost_city(ctx)       # the Lost City: an ambush of any suit (facts §4.2)
    return sorted({x for x in ctx.s.hands[seat] if ctx.c.cards[x].kind == "ambush"
                   and (lost or ctx.c.cards[x].suit in (suit, "bird"))})


def ambush_possible(ctx: Ctx, c: int) -> bool:
    """Public information only: could any ambush card still match clearing `c`? (Not if every
    matching ambush — the suit's own and the bird ones — lies face up in the discard pile.)"""
    cards = ctx.c.cards
    suits = ("fox", "rabbit", "mouse", "bird") if c == landmarks.lost_city(ctx) else (ctx.s.suits[c], "bird")
    matching = [x for x in deck_cards(ctx) if cards[x].kind == "ambush" and cards[x].suit in suits]
    return len(matching) > sum(1 for x in ctx.s.discard if cards[x].kind == "ambush" and cards[x].suit in suits)


def _asks_anyway(ctx: Ctx, seat: int, c: int) -> bool:
    """Ruling Root §ambush-ask: a seat flagged in `ask_ambush` (a human at the table) is asked
    whenever it holds any card and an ambush is possible in principle, so being asked tells the
    table nothing about its hand. Other seats are asked only when they hold a matching ambush."""
    s = ctx.s
    return seat < len(s.ask_ambush) and s.ask_ambush[seat] and bool(s.hands[seat]) and ambush_possible(ctx, c)


def _bdata(b: RootBattle) -> dict[str, Any]:
    """What a battle dialog shows: who fights where, and the dice once rolled."""
    return {"attacker": b.attacker, "defender": b.defender, "clearing": b.clearing, "dice": list(b.dice),
            "attacker_hits": b.att_rolled + b.att_extra, "defender_hits": b.def_rolled + b.def_extra}


def discard_card_kept(ctx: Ctx, seat: int, card: str) -> None:
    """An ambush played from in front of a bot (CW2 Services 267): logged, then the discard pile
    through Law 3.3's hooks (Lost Souls, Dominance)."""
    to_pile(ctx, card)
    ctx.log("root.discard", Msg("{name} ambushes with {card} (kept in front of it)", name=T(ctx.name(seat)),
                                card=T(ctx.c.cards[card].name)), seat,
            card=card, rule="Law 4.3.1; CW2 Services 267")


@handles(RootBattle)
class RootBattleH(Handler):
    def decide(self, ctx: Ctx, b: RootBattle) -> Decision | None:
        st = b.stage
        if st == "clearing":
            opts = [clearing_ch(N_("Battle in clearing {c}"), c) for c in battle_clearings(ctx, b.attacker, b.suit)]
            if b.optional:
                opts.append(ch("pass", Msg("No battle")))
            return dec(b.attacker, "root.battle.clearing", Msg("Battle in which clearing?"), opts, "Law 4.3") if opts else None
        if st == "defender":
            foes = _defenders(ctx, b)
            if len(foes) == 1:
                return None
            return dec(b.attacker, "root.battle.defender", Msg("Attack whom in clearing {c}?", c=b.clearing),
                       [ch(f"seat:{d}", Msg("{name}", name=T(ctx.name(d)))) for d in foes], "Law 4.3")
        if st == "ambush":
            if not b.opened:                               # before the ambush: Looters (Law 14.2.5)
                d = ctx.fac(b.attacker).opening_decision(ctx, b)
                if d is not None:
                    return d
            if ctx.fac(b.attacker).automaton or ctx.fac(b.defender).automaton:
                return None                                # Rootbotics 2.8.2 Hates Surprises
            if b.defender >= ctx.s.n:
                return None                                # a hireling holds no cards (Law E.3.5)
            if b.attacker < ctx.s.n and cards.has_effect(ctx, b.attacker, "scouting_party"):
                return None                                # Scouting Party: ambushes do not affect the attacker
            held = ambush_cards(ctx, b.defender, b.clearing)
            if not held and not _asks_anyway(ctx, b.defender, b.clearing):
                return None
            return dec(b.defender, "root.battle.ambush", Msg("Play an ambush in clearing {c}?", c=b.clearing),
                       [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in held] + [ch("pass", Msg("No ambush"))],
                       "Law 4.3.1", dict(_bdata(b), private=True))
        if st == "counter":
            if b.attacker >= ctx.s.n:                      # Law E.3.5: no ambush cards for a hireling
                return None
            held = ambush_cards(ctx, b.attacker, b.clearing)
            if not held and not _asks_anyway(ctx, b.attacker, b.clearing):
                return None
            return dec(b.attacker, "root.battle.counter", Msg("Foil the ambush with your own?"),
                       [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in held] + [ch("pass", Msg("Do not foil"))],
                       "Law 4.3.1.I", dict(_bdata(b), private=True))
        if st in ("att-effects", "def-effects"):
            seat = b.attacker if st == "att-effects" else b.defender
            if seat >= ctx.s.n:          # Law E.3.5: a hireling uses none of its controller's effects
                return None
            opts = cards.battle_effect_choices(ctx, b, seat) + ctx.fac(seat).battle_effects(ctx, b, seat)
            if not opts:
                return None
            return dec(seat, "root.battle.effects", Msg("Use a battle effect?"), opts + [ch("done", Msg("Done"))], "Law 4.3.3", _bdata(b))
        return None

    def act(self, ctx: Ctx, b: RootBattle, cid: str) -> None:
        st = b.stage
        if st == "clearing":
            if cid == "pass":
                b.stage = "end"
                return
            b.clearing = ids.clearing(cid)
            b.stage = "defender"
        elif st == "defender":
            b.defender = ids.seat(cid)
            self._begin(ctx, b)
        elif st == "ambush" and not b.opened and ctx.fac(b.attacker).opening_decision(ctx, b) is not None:
            b.opened = True
            ctx.fac(b.attacker).use_opening(ctx, b, cid)
        elif st == "ambush":
            if cid == "pass":
                b.stage = "roll"
            else:
                discard_card(ctx, b.defender, ids.card(cid), "ambushes with")
                b.stage = "counter"
        elif st == "counter":
            if cid == "pass":
                b.stage = "ambush-hits"
            else:
                # PT 4.3.1: a foiled ambush — both ambush cards are discarded, no hits.
                discard_card(ctx, b.attacker, ids.card(cid), "foils the ambush with")
                b.stage = "roll"
        elif st in ("att-effects", "def-effects"):
            seat = b.attacker if st == "att-effects" else b.defender
            if cid == "done":
                b.stage = "def-effects" if st == "att-effects" else "deal"
            elif not ctx.fac(seat).use_battle_effect(ctx, b, seat, cid):
                cards.use_battle_effect(ctx, b, seat, cid)

    def _begin(self, ctx: Ctx, b: RootBattle) -> None:
        if b.defender >= ctx.s.n:                          # a hireling's toll to attack it (Spring Uprising)
            cast("HirelingSide", ctx.fac(b.defender)).on_attacked(ctx, b.defender, b)
        ctx.log("root.battle", Msg("{name} battles {other} in clearing {c}", name=T(ctx.name(b.attacker)),
                                   other=T(ctx.name(b.defender)), c=b.clearing),
                b.attacker, rule="Law 4.3", clearing=b.clearing, defender=b.defender)
        b.stage = "ambush"

    def step(self, ctx: Ctx, b: RootBattle) -> None:
        s = ctx.s
        st = b.stage
        if st == "clearing":               # no clearing to battle in: nothing happens
            b.stage = "end"
        elif st == "defender":
            foes = _defenders(ctx, b)
            b.defender = foes[0]
            self._begin(ctx, b)
        elif st in ("ambush", "counter"):
            if st == "ambush" and not is_enemy(ctx, b.attacker, b.defender):
                # Law 4.3: one battles an enemy (never a coalition partner; Rootbotics 3.5: in
                # cooperative play never another automaton). A bot rule that tries is a bug.
                raise RuleError(f"{ctx.name(b.attacker)} may not battle {ctx.name(b.defender)}: not an enemy")
            if st == "ambush" and not cards.has_effect(ctx, b.attacker, "scouting_party"):
                card = ctx.fac(b.defender).kept_ambush(ctx, b.defender, b)     # CW2 Services 267
                if card is not None:
                    discard_card_kept(ctx, b.defender, card)
                    b.stage = "counter"                    # Law 4.3.1.I: the attacker may foil it
                    return
            b.stage = "roll" if st == "ambush" else "ambush-hits"
        elif st == "ambush-hits":
            b.stage = "after-ambush"
            ctx.push(RootHits(b.attacker, b.clearing, 2, b.defender if b.remover < 0 else b.remover, "ambush",
                          chooser=b.remover))
        elif st == "after-ambush":
            # Law 4.3.1: the battle ends if the attacker has no warriors left (not the Vagabond)
            fac = ctx.fac(b.attacker)
            if s.warriors[b.attacker][b.clearing] == 0 and not fac.fights_without_warriors(ctx, b.attacker, b.clearing) \
                    and not (ctx.hooks["mercenary_buyer"] and hired(ctx, b.attacker, b.clearing, b.defender)):
                b.stage = "end"
            else:
                b.stage = "roll"
        elif st == "roll" and not b.before_roll_done:
            b.before_roll_done = True                     # third parties act just before the roll
            for i in range(len(s.warriors)):              # (Arbiter Protector, Law D.5.2; Rabbit
                ctx.fac(i).before_roll(ctx, i, b)         # Scouts, a hireling's slot past the seats)
        elif st == "roll":
            d1, d2 = roll_die(ctx), roll_die(ctx)
            b.dice = [d1, d2]
            hi, lo = max(d1, d2), min(d1, d2)
            a_hits, d_hits = hi, lo                       # Law 4.3.2: attacker high, defender low
            if ctx.fac(b.defender).swaps_dice_as_defender(ctx, b.defender) or "rabbit-scouts" in b.used:
                a_hits, d_hits = lo, hi                   # Guerrilla War (Law 8.2.2)
            if ctx.fac(b.defender).defends_with_high_die(ctx, b.defender):
                a_hits, d_hits = hi, hi                   # Veterans trait (Rootbotics, DC)
            att_cap = ctx.fac(b.attacker).max_rolled_hits(ctx, b.attacker, b.clearing, b)
            if ctx.hooks["mercenary_buyer"]:              # Law 11.2.7.III: hired warriors count
                att_cap += hired(ctx, b.attacker, b.clearing, b.defender)
            b.att_rolled = min(a_hits, att_cap)
            def_cap = ctx.fac(b.defender).max_rolled_hits(ctx, b.defender, b.clearing, b) + b.def_cap_bonus
            if ctx.hooks["mercenary_buyer"]:              # hired defenders (the Involved trait, CW2 facts §5.1)
                def_cap += hired(ctx, b.defender, b.clearing, b.attacker)
            b.def_rolled = min(d_hits, def_cap)
            ctx.log("root.dice", Msg("Dice {d1} and {d2}: {name} deals {hits}, {other} deals {other_hits}", d1=d1, d2=d2,
                                     name=T(ctx.name(b.attacker)), hits=b.att_rolled, other=T(ctx.name(b.defender)),
                                     other_hits=b.def_rolled), b.attacker, rule="Law 4.3.2", reveals=True, dice=[d1, d2],
                    hits=[b.att_rolled, b.def_rolled])
            b.stage = "att-effects"
        elif st == "att-effects":
            b.stage = "def-effects"
        elif st == "def-effects":
            b.stage = "deal"
        elif st == "deal":
            att = 0 if b.def_ignores else b.att_rolled
            dfn = 0 if b.att_ignores else b.def_rolled
            att += b.att_extra + ctx.fac(b.attacker).extra_hits(ctx, b.attacker, b)
            dfn += b.def_extra + ctx.fac(b.defender).extra_hits(ctx, b.defender, b)
            if ctx.s.hirelings:                            # a controlled hireling's help (Raven Sentries)
                att += _controller_bonus(ctx, b.attacker, b)
                dfn += _controller_bonus(ctx, b.defender, b)
            if ctx.fac(b.defender).defenseless(ctx, b.defender, b.clearing, b):
                att += 1                                   # Law 4.3.3.II
            b.stage = "end"
            # Law 4.3.4: hits are simultaneous; the defender's removals resolve first (top of stack).
            if dfn:
                ctx.push(RootHits(b.attacker, b.clearing, dfn, b.defender if b.remover < 0 else b.remover, "battle",
                              chooser=b.remover))
            if att:
                ctx.push(RootHits(b.defender, b.clearing, att, b.attacker if b.remover < 0 else b.remover, "battle",
                              chooser=b.remover))
        else:
            ctx.pop(b)
            if b.defender >= 0:
                ctx.fac(b.attacker).on_battle_end(ctx, b.attacker, b)
                ctx.fac(b.defender).on_battle_end(ctx, b.defender, b)


@serial.register
@dataclass
class RootHits:
    """`n` hits on `seat`'s pieces in clearing `c` dealt by `by` (Law 4.3.4): warriors first,
    then buildings/tokens chosen by their owner; 1 VP per building/token to the other side."""
    seat: int
    c: int
    n: int
    by: int
    cause: str = "battle"
    absorbed: bool = False
    chooser: int = -1               # who picks the buildings/tokens (default: their owner; Instigate)


def _hit_targets(ctx: Ctx, h: RootHits) -> list[tuple[str, bool]]:
    s = ctx.s
    out = []
    for p in s.buildings[h.c]:
        if p[0] == h.seat and (p[1], True) not in out:
            out.append((p[1], True))
    for p in s.tokens[h.c]:
        if p[0] == h.seat and (p[1], False) not in out:
            out.append((p[1], False))
    return out


def _note_removal(ctx: Ctx, h: RootHits, kind: str, n: int) -> None:
    """Record what a battle's hits removed on the Battle frame (for Despot, Infamy, hostility)."""
    if h.cause not in ("battle", "ambush"):
        return
    for fr in reversed(ctx.s.stack):
        if isinstance(fr, RootBattle):
            fr.removed.append([h.seat, kind, n])
            return


def _defer_triggers(ctx: Ctx, h: RootHits, depth: int) -> None:
    """PT Law 1.1.3: when one effect removes several pieces at once, all of them are removed
    before the effects they trigger resolve. Frames pushed by removal hooks (Field Hospitals…)
    above `depth` are moved below this block of simultaneous hits (both sides' RootHits of a
    battle), keeping their order, so they resolve once every hit has been dealt."""
    st = ctx.s.stack
    if len(st) <= depth:
        return
    new = st[depth:]
    del st[depth:]
    i = depth - 1                      # h itself
    while i > 0 and type(st[i - 1]) is RootHits:
        i -= 1
    st[i:i] = new


@handles(RootHits)
class RootHitsH(Handler):
    def decide(self, ctx: Ctx, h: RootHits) -> Decision | None:
        if h.n <= 0 or not h.absorbed or ctx.s.warriors[h.seat][h.c] > 0:
            return None
        if ctx.hooks["mercenary_buyer"] and hired(ctx, h.seat, h.c, h.by):
            return None
        t = _hit_targets(ctx, h)
        if len(t) <= 1:
            return None
        return dec(h.seat if h.chooser < 0 else h.chooser, "root.battle.remove", Msg("Remove which piece in clearing {c}? (hits left: {n})", c=h.c, n=h.n),
                   [ch(f"{'building' if b else 'token'}:{k}", piece_label(k), f"clearing:{h.c}") for k, b in t], "Law 4.3.4")

    def step(self, ctx: Ctx, h: RootHits) -> None:
        s = ctx.s
        if not h.absorbed:
            h.absorbed = True
            h.n = ctx.fac(h.seat).absorb_hits(ctx, h.seat, h.c, h.n, h.by, h)
            if s.hirelings and h.seat < s.n:               # a controlled hireling's help (Badger Bodyguards)
                for hc in s.hirelings:
                    if hc.controller == h.seat:
                        h.n = cast("HirelingSide", ctx.fac(hc.slot)).controller_absorbs(ctx, hc.slot, h)
            return
        if h.n <= 0:
            ctx.pop(h)
            return
        m = hired(ctx, h.seat, h.c, h.by) if ctx.hooks["mercenary_buyer"] else 0
        if m:
            w = s.warriors[h.seat][h.c]
            # Law 11.2.7.III.a: split the hits evenly, the odd one on the buyer's own warriors;
            # buildings/tokens only once no warriors (hired ones included) are left.
            own = min(w, (h.n + 1) // 2)
            hire = min(m, h.n - own)
            own = min(w, h.n - hire)
            h.n -= own + hire
            owner = mercenary_owner(ctx, h.seat)
            depth = len(s.stack)
            if own:
                _note_removal(ctx, h, "warrior", own)
                remove_warriors(ctx, h.seat, h.c, own, h.by, h.cause)
            if hire:                  # 11.2.7.III.b: the buyer counts as the one hit (Hostile)
                _note_removal(ctx, h, "warrior", hire)
                remove_warriors(ctx, owner, h.c, hire, h.by, h.cause)
            _defer_triggers(ctx, h, depth)       # both kinds are removed at once
            return
        w = s.warriors[h.seat][h.c]
        if w:
            k = min(w, h.n)
            h.n -= k
            _note_removal(ctx, h, "warrior", k)
            depth = len(s.stack)
            remove_warriors(ctx, h.seat, h.c, k, h.by, h.cause)
            _defer_triggers(ctx, h, depth)
            return
        t = _hit_targets(ctx, h)
        if not t:
            ctx.pop(h)                                     # nothing left: extra hits are lost
            return
        kind, b = t[0]
        h.n -= 1
        _note_removal(ctx, h, kind, 1)
        depth = len(s.stack)
        remove_piece(ctx, h.seat, h.c, kind, b, h.by, h.cause)
        _defer_triggers(ctx, h, depth)

    def act(self, ctx: Ctx, h: RootHits, cid: str) -> None:
        kind, is_building = ids.piece(cid)
        h.n -= 1
        _note_removal(ctx, h, kind, 1)
        depth = len(ctx.s.stack)
        remove_piece(ctx, h.seat, h.c, kind, is_building, h.by, h.cause)
        _defer_triggers(ctx, h, depth)
