"""The turn structure and the general actions as frames: setup, turn phases, hand limit,
movement (Law 4.2) and battle (Law 4.3)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.i18n import Msg, T

from . import cards, mapfeatures
from .engine import (HAND_LIMIT, Handler, RuleError, ch, dec, discard_card, draw, end_game,
                     enemies, handles, hired, is_enemy, mercenary_owner, move_warriors, pieces_of,
                     remove_piece, remove_warriors, roll_die)


# --- setup ---------------------------------------------------------------------------------------

@serial.register
@dataclass
class RootSetup:
    order: list[int]
    idx: int = 0
    dealt: bool = False
    hand: int = 3              # Law 5.1.3: three cards; Advanced Setup A.7: five (A.10 keeps three)
    draft: bool = False        # Advanced Setup A.8: the seats without a faction draft after `order`


@handles(RootSetup)
class RootSetupH(Handler):
    def step(self, ctx, fr):
        s = ctx.s
        if not fr.dealt:
            fr.dealt = True
            for seat in range(s.n):                       # Law 5.1.3: three cards each (A.7: five)
                draw(ctx, seat, fr.hand)
            return
        if fr.idx < len(fr.order):
            seat = fr.order[fr.idx]
            fr.idx += 1
            ctx.fac(seat).setup(ctx, seat)                 # Law 5.1.7: setup order A, B, C, D
            return
        if fr.draft:                                       # Law A.8: then the draft
            from .draft import RootDraft, pick_order
            fr.draft = False
            ctx.push(RootDraft(pick_order(s)))
            return
        if fr.hand > 3:                                    # Law A.10: keep three
            from .draft import RootKeepThree
            fr.hand = 3
            ctx.push(RootKeepThree([x % s.n for x in range(s.first_seat, s.first_seat + s.n)
                                    if not ctx.fac(x % s.n).automaton]))
            return
        ctx.pop(fr)
        s.turn_seat = s.first_seat
        s.phase = "birdsong"
        ctx.push(RootTurn(s.first_seat))


# --- the turn (Law 1.5: Birdsong, Daylight, Evening) --------------------------------------------

@serial.register
@dataclass
class RootTurn:
    seat: int
    stage: str = "start"


@handles(RootTurn)
class RootTurnH(Handler):
    def step(self, ctx, fr):
        s, seat = ctx.s, fr.seat
        st = fr.stage
        if st == "start":                 # Law 1.4.1: Birdsong, Daylight, Evening; "start of" first
            s.phase = "birdsong"
            s.craft_used = {}
            s.used_once = []
            name = ctx.name(seat)        # "Eyrie Dynasties' turn", "Marquise de Cat's turn" (possessive)
            ctx.log("root.turn", Msg("Round {round}: {name}' turn", round=s.round, name=T(name)) if name.endswith("s")
                    else Msg("Round {round}: {name}'s turn", round=s.round, name=T(name)), seat)
            fr.stage = "birdsong-start"
            if s.dominance[seat] and cards.dominance_met(ctx, seat, s.dominance[seat]):
                end_game(ctx, [seat], "dominance")         # Law 3.3.1: at the start of Birdsong
        elif st == "birdsong-start":
            fr.stage = "birdsong"
            cards.start_of_birdsong(ctx, seat)
            for i in ctx.hooks["on_phase"]:               # Riverfolk services (Law 11.2.6)
                ctx.fac(i).on_phase(ctx, i, seat, "birdsong")
        elif st == "birdsong":
            fr.stage = "daylight-start"
            ctx.fac(seat).birdsong(ctx, seat)
        elif st == "daylight-start":
            s.phase = "daylight"
            fr.stage = "daylight"
            start_of_daylight(ctx, seat)
            for i in ctx.hooks["on_phase"]:
                ctx.fac(i).on_phase(ctx, i, seat, "daylight")
        elif st == "daylight":
            fr.stage = "evening-start"
            ctx.fac(seat).daylight(ctx, seat)
        elif st == "evening-start":
            s.phase = "evening"
            fr.stage = "evening"
            start_of_evening(ctx, seat)
        elif st == "evening":
            fr.stage = "hand-limit"
            ctx.fac(seat).evening(ctx, seat)
        elif st == "hand-limit":
            fr.stage = "end"
            mapfeatures.score_pass(ctx, seat)      # Law C.3.4: at the end of the Evening
            ctx.push(RootHandLimit(seat))
        else:
            if len(s.hands[seat]) > HAND_LIMIT:
                raise RuleError(f"{ctx.name(seat)} ends Evening with {len(s.hands[seat])} cards")
            ctx.pop(fr)
            for i in ctx.hooks["on_phase"]:
                ctx.fac(i).on_phase(ctx, i, seat, "end")
            nxt = (seat + 1) % s.n
            if nxt == s.first_seat:
                s.round += 1
                if s.round_cap and s.round > s.round_cap:
                    end_game(ctx, [], "round-cap")
                    return
            s.turn_seat = nxt
            ctx.push(RootTurn(nxt))


@serial.register
@dataclass
class RootHandLimit:
    """End of Evening: discard down to five cards, one choice per card (Law 6.6 and peers)."""
    seat: int


@handles(RootHandLimit)
class RootHandLimitH(Handler):
    def decide(self, ctx, fr):
        hand = ctx.s.hands[fr.seat]
        if len(hand) <= HAND_LIMIT:
            return None
        return dec(fr.seat, "root.hand_limit", f"Discard down to {HAND_LIMIT} ({len(hand) - HAND_LIMIT} more)",
                   [ch(f"card:{c}", ctx.c.cards[c].name, f"card:{c}") for c in sorted(set(hand))], "Law 6.6")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        discard_card(ctx, fr.seat, cid[5:])


# --- movement (Law 4.2) ----------------------------------------------------------------------------

def can_move(ctx, seat, a, b) -> bool:
    """Law 4.2.1: rule the origin or the destination (hook: Nimble ignores it). A closed clearing
    (`state.closed`: Scorched Earth, Law D.6.2) may not be entered. Riverfolk Swimmers move along
    rivers regardless of rule (Law 11.2.2)."""
    if ctx.s.closed and b in ctx.s.closed:
        return False
    if ctx.hooks["blocks_move_out"] and move_out_blocked(ctx, seat, a):
        return False
    ruler = ctx.s.ruler
    return (ruler[a] == seat or ruler[b] == seat
            or (seat in ctx.hooks["ignores_rule_to_move"] and ctx.fac(seat).ignores_rule_to_move(ctx, seat))
            or (bool(ctx.hooks["rivers_for"]) and b in ctx.m.river_adj[a] and river_mode(ctx, seat) == 2))


def river_mode(ctx, seat) -> int:
    """0: rivers are not paths for `seat` (Law 2.3); 1: they are (Riverboats, Law 11.2.7.II);
    2: they are and moves along them ignore rule (Swimmers, Law 11.2.2)."""
    best = 0
    for i in ctx.hooks["rivers_for"]:
        v = ctx.fac(i).rivers_for(ctx, i, seat)
        if v > best:
            best = v
    return best


def dest_choices(ctx, seat, origin) -> list:
    """Law 4.2.1: where `seat`'s warriors may move from `origin` — along paths (and rivers when
    allowed, Law 11.2.2 / 11.2.7.II), or by the Ferry to another coastal clearing (Law C.2.5).
    Every move frame (the general one, the Duchy's) offers exactly these."""
    opts = [ch(f"clearing:{b}", f"To clearing {b}", f"clearing:{b}")
            for b in move_adj(ctx, seat, origin) if can_move(ctx, seat, origin, b)]
    if ctx.s.ferry:
        opts += [ch(f"ferry:{b}", f"By Ferry to clearing {b}", f"clearing:{b}")
                 for b in mapfeatures.ferry_dests(ctx, origin) if can_move(ctx, seat, origin, b)]
    return opts


def has_dest(ctx, seat, origin) -> bool:
    """`dest_choices(ctx, seat, origin)` is not empty: move origins and destinations use this
    one legality test, so an origin offered always has a destination (Law 4.2.1)."""
    if any(can_move(ctx, seat, origin, b) for b in move_adj(ctx, seat, origin)):
        return True
    return bool(ctx.s.ferry) and any(can_move(ctx, seat, origin, b) for b in mapfeatures.ferry_dests(ctx, origin))


def move_adj(ctx, seat, a) -> tuple:
    """Where one move from `a` may go: the paths, plus the rivers when they count as paths."""
    if not ctx.hooks["rivers_for"] or not ctx.m.river_adj[a] or not river_mode(ctx, seat):
        return ctx.adj[a]
    return tuple(sorted(set(ctx.adj[a]).union(ctx.m.river_adj[a])))


def move_out_blocked(ctx, seat, a) -> bool:
    """Another faction's pieces forbid `seat` to move out of a (Corvid Snare, Law 13.7.2)."""
    for i in ctx.hooks["blocks_move_out"]:
        if i != seat and ctx.fac(i).blocks_move_out(ctx, i, seat, a):
            return True
    return False


def _suit_ok(ctx, c, suit) -> bool:
    return not suit or suit == "bird" or ctx.s.suits[c] == suit


def move_origins(ctx, seat, suit: str = "") -> list[int]:
    """Clearings a legal move can start from (optionally only of `suit`; bird = any: Decree):
    `seat` has warriors there and at least one destination passes `can_move` (the same test
    `dest_choices` offers, so a chosen origin always has somewhere to go)."""
    s = ctx.s
    w = s.warriors[seat]
    h = ctx.hooks
    if not (s.closed or s.ferry or h["blocks_move_out"] or h["rivers_for"] or h["ignores_rule_to_move"]):
        # the common case, spelt out for speed (this runs for every action menu): exactly
        # has_dest when nothing is closed and no hook applies — rule here or at a neighbour
        ruler, adj = s.ruler, ctx.adj
        return [a for a in ctx.m.ids if w[a] > 0 and (not suit or _suit_ok(ctx, a, suit))
                and (ruler[a] == seat and adj[a] or any(ruler[b] == seat for b in adj[a]))]
    return [a for a in ctx.m.ids if w[a] > 0 and _suit_ok(ctx, a, suit) and has_dest(ctx, seat, a)]


@serial.register
@dataclass
class RootMove:
    # Law 4.2.2: no limit on how often a piece moves; each RootMove is one move.
    """One move: `clearing:A` (origin), `clearing:B` (destination), `count:N` (Law 4.2)."""
    seat: int
    optional: bool = False          # may be declined with `pass` (second move of a March, Cobbler)
    suit: str = ""                  # only from clearings of this suit ("" or "bird": any) — Decree
    origin: int = 0
    dest: int = 0
    done: bool = False
    ferry: bool = False             # the destination was chosen as `ferry:B` (Law C.2.5)


@handles(RootMove)
class RootMoveH(Handler):
    def decide(self, ctx, fr):
        if fr.done:
            return None
        seat = fr.seat
        if not fr.origin:
            opts = [ch(f"clearing:{a}", f"From clearing {a}", f"clearing:{a}") for a in move_origins(ctx, seat, fr.suit)]
            if not opts:
                return None
            if fr.optional:
                opts.append(ch("pass", "No move"))
            return dec(seat, "root.move.origin", "Move from which clearing?", opts, "Law 4.2")
        if not fr.dest:
            return dec(seat, "root.move.dest", f"Move from clearing {fr.origin} to?",
                       dest_choices(ctx, seat, fr.origin), "Law 4.2.1")
        n = ctx.s.warriors[seat][fr.origin]
        return dec(seat, "root.move.count", f"How many warriors from {fr.origin} to {fr.dest}?",
                   [ch(f"count:{k}", str(k)) for k in range(1, n + 1)], "Law 4.2")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        if cid == "pass":
            fr.done = True
            return
        v = int(cid.split(":", 1)[1])
        if not fr.origin:
            fr.origin = v
        elif not fr.dest:
            fr.dest = v
            fr.ferry = cid.startswith("ferry:")
        else:
            do_move(ctx, fr.seat, fr.origin, fr.dest, v)
            if fr.ferry:
                mapfeatures.ferry_crossed(ctx, fr.seat, fr.origin, fr.dest)
            fr.done = True


def do_move(ctx, seat, a, b, n):
    move_warriors(ctx, seat, a, b, n)
    ctx.log("root.move", Msg("{name} moves {n} warrior(s) {a} → {b}", name=T(ctx.name(seat)), n=n, a=a, b=b), seat,
            rule="Law 4.2", frm=a, to=b, n=n)
    for i in ctx.hooks["after_move"]:
        if i != seat:
            ctx.fac(i).after_move(ctx, i, seat, a, b, n)


# --- battle (Law 4.3) ---------------------------------------------------------------------------------

def battle_clearings(ctx, seat, suit: str = "") -> list[int]:
    """Clearings where `seat` can start a battle: it has fighters there and an enemy has pieces
    (optionally only of `suit`; bird = any: Decree)."""
    out = []
    s = ctx.s
    foes = enemies(ctx, seat)
    fac = ctx.fac(seat)
    custom = seat in ctx.hooks["can_battle_in"]
    mine = s.warriors[seat]
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
            continue
        if suit and not _suit_ok(ctx, c, suit):
            continue
        for w in foe_w:                       # plain loops: this runs for every action menu
            if w[c]:
                out.append(c)
                break
        else:
            if _foe_piece(buildings[c], foes) or _foe_piece(tokens[c], foes) \
                    or any(ctx.fac(d).other_pieces(ctx, d, c) for d in odd):
                out.append(c)
    return out


def _foe_piece(pieces, foes) -> bool:
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


def _defenders(ctx, b) -> list[int]:
    """Enemies with pieces in the battle's clearing; when the attacker fights there only with
    hired warriors, not their owner (Law 11.2.7.III)."""
    foes = [d for d in enemies(ctx, b.attacker) if pieces_of(ctx, d, b.clearing)]
    if ctx.hooks["mercenary_buyer"] and ctx.s.warriors[b.attacker][b.clearing] == 0 \
            and not ctx.fac(b.attacker).can_battle_in(ctx, b.attacker, b.clearing):
        m = mercenary_owner(ctx, b.attacker)
        foes = [d for d in foes if d != m]
    return foes


def ambush_cards(ctx, seat, c) -> list[str]:
    """Law 4.3.1: an ambush matching the clearing's suit, or a bird ambush (any clearing)."""
    suit = ctx.s.suits[c]
    return sorted({x for x in ctx.s.hands[seat] if ctx.c.cards[x].kind == "ambush"
                   and (ctx.c.cards[x].suit in (suit, "bird"))})


def ambush_possible(ctx, c) -> bool:
    """Public information only: could any ambush card still match clearing `c`? (Not if every
    matching ambush — the suit's own and the bird ones — lies face up in the discard pile.)"""
    cards = ctx.c.cards
    suit = ctx.s.suits[c]
    matching = [x for x in ctx.c.deck_list if cards[x].kind == "ambush" and cards[x].suit in (suit, "bird")]
    return len(matching) > sum(1 for x in ctx.s.discard if cards[x].kind == "ambush" and cards[x].suit in (suit, "bird"))


def _asks_anyway(ctx, seat, c) -> bool:
    """Ruling Root §ambush-ask: a seat flagged in `ask_ambush` (a human at the table) is asked
    whenever it holds any card and an ambush is possible in principle, so being asked tells the
    table nothing about its hand. Other seats are asked only when they hold a matching ambush."""
    s = ctx.s
    return seat < len(s.ask_ambush) and s.ask_ambush[seat] and bool(s.hands[seat]) and ambush_possible(ctx, c)


def _bdata(b) -> dict:
    """What a battle dialog shows: who fights where, and the dice once rolled."""
    return {"attacker": b.attacker, "defender": b.defender, "clearing": b.clearing, "dice": list(b.dice),
            "attacker_hits": b.att_rolled + b.att_extra, "defender_hits": b.def_rolled + b.def_extra}


@handles(RootBattle)
class RootBattleH(Handler):
    def decide(self, ctx, b):
        st = b.stage
        if st == "clearing":
            opts = [ch(f"clearing:{c}", f"Battle in clearing {c}", f"clearing:{c}")
                    for c in battle_clearings(ctx, b.attacker, b.suit)]
            if b.optional:
                opts.append(ch("pass", "No battle"))
            return dec(b.attacker, "root.battle.clearing", "Battle in which clearing?", opts, "Law 4.3") if opts else None
        if st == "defender":
            foes = _defenders(ctx, b)
            if len(foes) == 1:
                return None
            return dec(b.attacker, "root.battle.defender", f"Attack whom in clearing {b.clearing}?",
                       [ch(f"seat:{d}", ctx.name(d)) for d in foes], "Law 4.3")
        if st == "ambush":
            if ctx.fac(b.attacker).automaton or ctx.fac(b.defender).automaton:
                return None                                # Rootbotics 2.8.2 Hates Surprises
            if cards.has_effect(ctx, b.attacker, "scouting_party"):
                return None                                # Scouting Party: ambushes do not affect the attacker
            opts = ambush_cards(ctx, b.defender, b.clearing)
            if not opts and not _asks_anyway(ctx, b.defender, b.clearing):
                return None
            return dec(b.defender, "root.battle.ambush", f"Play an ambush in clearing {b.clearing}?",
                       [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in opts] + [ch("pass", "No ambush")],
                       "Law 4.3.1", dict(_bdata(b), private=True))
        if st == "counter":
            opts = ambush_cards(ctx, b.attacker, b.clearing)
            if not opts and not _asks_anyway(ctx, b.attacker, b.clearing):
                return None
            return dec(b.attacker, "root.battle.counter", "Foil the ambush with your own?",
                       [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in opts] + [ch("pass", "Do not foil")],
                       "Law 4.3.1.I", dict(_bdata(b), private=True))
        if st in ("att-effects", "def-effects"):
            seat = b.attacker if st == "att-effects" else b.defender
            opts = cards.battle_effect_choices(ctx, b, seat) + ctx.fac(seat).battle_effects(ctx, b, seat)
            if not opts:
                return None
            return dec(seat, "root.battle.effects", "Use a battle effect?", opts + [ch("done", "Done")], "Law 4.3.3", _bdata(b))
        return None

    def act(self, ctx, b, cid):
        st = b.stage
        if st == "clearing":
            if cid == "pass":
                b.stage = "end"
                return
            b.clearing = int(cid[9:])
            b.stage = "defender"
        elif st == "defender":
            b.defender = int(cid[5:])
            self._begin(ctx, b)
        elif st == "ambush":
            if cid == "pass":
                b.stage = "roll"
            else:
                discard_card(ctx, b.defender, cid[5:], "ambushes with")
                b.stage = "counter"
        elif st == "counter":
            if cid == "pass":
                b.stage = "ambush-hits"
            else:
                # PT 4.3.1: a foiled ambush — both ambush cards are discarded, no hits.
                discard_card(ctx, b.attacker, cid[5:], "foils the ambush with")
                b.stage = "roll"
        elif st in ("att-effects", "def-effects"):
            seat = b.attacker if st == "att-effects" else b.defender
            if cid == "done":
                b.stage = "def-effects" if st == "att-effects" else "deal"
            elif not ctx.fac(seat).use_battle_effect(ctx, b, seat, cid):
                cards.use_battle_effect(ctx, b, seat, cid)

    def _begin(self, ctx, b):
        ctx.log("root.battle", Msg("{name} battles {other} in clearing {c}", name=T(ctx.name(b.attacker)),
                                   other=T(ctx.name(b.defender)), c=b.clearing),
                b.attacker, rule="Law 4.3", clearing=b.clearing)
        b.stage = "ambush"

    def step(self, ctx, b):
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
            for i in range(s.n):                          # (Arbiter Protector, Law D.5.2)
                ctx.fac(i).before_roll(ctx, i, b)
        elif st == "roll":
            d1, d2 = roll_die(ctx), roll_die(ctx)
            b.dice = [d1, d2]
            hi, lo = max(d1, d2), min(d1, d2)
            a_hits, d_hits = hi, lo                       # Law 4.3.2: attacker high, defender low
            if ctx.fac(b.defender).swaps_dice_as_defender(ctx, b.defender):
                a_hits, d_hits = lo, hi                   # Guerrilla War (Law 8.2.2)
            if ctx.fac(b.defender).defends_with_high_die(ctx, b.defender):
                a_hits, d_hits = hi, hi                   # Veterans trait (Rootbotics, DC)
            att_cap = ctx.fac(b.attacker).max_rolled_hits(ctx, b.attacker, b.clearing, b)
            if ctx.hooks["mercenary_buyer"]:              # Law 11.2.7.III: hired warriors count
                att_cap += hired(ctx, b.attacker, b.clearing, b.defender)
            b.att_rolled = min(a_hits, att_cap)
            b.def_rolled = min(d_hits, ctx.fac(b.defender).max_rolled_hits(ctx, b.defender, b.clearing, b)
                               + b.def_cap_bonus)
            ctx.log("root.dice", Msg("Dice {d1} and {d2}: {name} deals {hits}, {other} deals {other_hits}", d1=d1, d2=d2,
                                     name=T(ctx.name(b.attacker)), hits=b.att_rolled, other=T(ctx.name(b.defender)),
                                     other_hits=b.def_rolled), b.attacker, rule="Law 4.3.2", reveals=True, dice=[d1, d2])
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


def _hit_targets(ctx, h) -> list[tuple[str, bool]]:
    s = ctx.s
    out = []
    for p in s.buildings[h.c]:
        if p[0] == h.seat and (p[1], True) not in out:
            out.append((p[1], True))
    for p in s.tokens[h.c]:
        if p[0] == h.seat and (p[1], False) not in out:
            out.append((p[1], False))
    return out


def _note_removal(ctx, h, kind, n):
    """Record what a battle's hits removed on the Battle frame (for Despot, Infamy, hostility)."""
    if h.cause not in ("battle", "ambush"):
        return
    for fr in reversed(ctx.s.stack):
        if type(fr) is RootBattle:
            fr.removed.append([h.seat, kind, n])
            return


def _defer_triggers(ctx, h, depth) -> None:
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
    def decide(self, ctx, h):
        if h.n <= 0 or not h.absorbed or ctx.s.warriors[h.seat][h.c] > 0:
            return None
        if ctx.hooks["mercenary_buyer"] and hired(ctx, h.seat, h.c, h.by):
            return None
        t = _hit_targets(ctx, h)
        if len(t) <= 1:
            return None
        return dec(h.seat if h.chooser < 0 else h.chooser, "root.battle.remove", f"Remove which piece in clearing {h.c}? ({h.n} hit(s) left)",
                   [ch(f"{'building' if b else 'token'}:{k}", k, f"clearing:{h.c}") for k, b in t], "Law 4.3.4")

    def step(self, ctx, h):
        s = ctx.s
        if not h.absorbed:
            h.absorbed = True
            h.n = ctx.fac(h.seat).absorb_hits(ctx, h.seat, h.c, h.n, h.by, h)
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

    def act(self, ctx, h, cid):
        kind = cid.split(":", 1)[1]
        h.n -= 1
        _note_removal(ctx, h, kind, 1)
        depth = len(ctx.s.stack)
        remove_piece(ctx, h.seat, h.c, kind, cid.startswith("building:"), h.by, h.cause)
        _defer_triggers(ctx, h, depth)


def possessive(name: str) -> str:
    """English possessive of a faction name: "Eyrie Dynasties'" but "Marquise de Cat's"."""
    return name + ("'" if name.endswith("s") else "'s")


# --- card effects at the start of a phase (here, not in cards.py: they start a move or a battle,
# and cards.py is below flow.py in the layers) ------------------------------------------------------

def start_of_daylight(ctx, seat) -> None:
    if cards.has_effect(ctx, seat, "command_warren"):        # Command Warren: battle at the start of Daylight
        ctx.push(RootBattle(seat, optional=True))


def start_of_evening(ctx, seat) -> None:
    # Frames run last-pushed first: Cobbler, then the offers window before any Evening draw.
    if ctx.hooks["offer_daylight"]:
        ctx.push(cards.RootEveningOffers(seat))
    if cards.has_effect(ctx, seat, "cobbler"):               # Cobbler: move at the start of Evening
        ctx.push(RootMove(seat, optional=True))
