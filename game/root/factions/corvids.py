"""Corvid Conspiracy (Law chapter 13): plot tokens, Flip, Recruit, Plot, Trick, Exert, Exposure,
Embedded Agents, Nimble, and the plot effects (bomb, snare, extortion, raid).

Hidden information: every plot on the map is the token kind `plot` in `state.tokens` (so the
public board never tells a type); its type and face live in `CorvidState.plots`
(`"clearing" -> [type, face_up]`), and the types left in supply in `CorvidState.reserve`.
`view()` shows face-up types to everyone and face-down types only to the Corvids (Law 13.2.2.I).
Exposure (13.2.4) is an option the Corvids offer to OTHER players in their own turn
(`offer_daylight`: the Birdsong window, Daylight, the Evening window before any draw): that
player's decision. Against the Clockwork automata a face-up snare is removed instead of obeyed
(`bot_ban`, game/root/bots/snare.py; root-bots-public.md §4.5).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.i18n import N_, Msg, P, T

from .. import cards, ids
from ..engine import every_suit, fits, has_suit  # the Lost City's suits (R-LAND-11)
from ..engine import (Handler, add_vp, can_place, ch, dec, discard_card, draw, enemies, handles,
                      is_enemy, pieces_of, place_token, place_warriors, remove_all_of,
                      remove_piece, remove_warriors, take_random_card)
from ..flow import RootBattle, RootMove, has_battle, has_move_origin
from .base import Faction

SUITS = ("fox", "rabbit", "mouse")
PLOTS = ("bomb", "snare", "extortion", "raid")
# choice labels for the plot kinds and suits (translated when shown)
PLOT_NAMES = {"bomb": N_("Bomb"), "snare": N_("Snare"), "extortion": N_("Extortion"), "raid": N_("Raid")}
SUIT_NAMES = {"fox": N_("Fox"), "rabbit": N_("Rabbit"), "mouse": N_("Mouse"), "bird": N_("Bird")}
PLOT = "plot"                      # the token kind of every plot on the map (face up or down)


@serial.register
@dataclass
class CorvidState:
    plots: dict[str, list] = field(default_factory=dict)     # "c" -> [type, face_up (0/1)]
    reserve: dict[str, int] = field(default_factory=dict)    # plot types in supply (face down)
    placed: int = 0              # plots placed this turn (Law 13.5.2 cost)
    recruited: bool = False      # Recruit used this turn (Law 13.4.3: once per turn)
    exerted: bool = False        # Exert chosen this Evening (Law 13.6.1: no draw)
    quiet: bool = False          # a plot is being removed by Exposure: ignore its effect (13.2.4)


def _cv(ctx):
    return ctx.c.factions.corvids


def cs(ctx, seat) -> CorvidState:
    return ctx.s.fstate[seat]


def plot_at(ctx, seat, c):
    """[type, face_up] of the Corvid plot in c, or None."""
    return ctx.s.fstate[seat].plots.get(str(c))


def face_up(ctx, seat, kind) -> list[int]:
    return sorted(int(k) for k, v in cs(ctx, seat).plots.items() if v[1] and v[0] == kind)


def face_up_count(ctx, seat) -> int:
    return sum(1 for v in cs(ctx, seat).plots.values() if v[1])


def snared(ctx, seat, c) -> bool:
    p = ctx.s.fstate[seat].plots.get(str(c))
    return p is not None and p[1] == 1 and p[0] == "snare"


# --- choices ----------------------------------------------------------------------------------------

def flip_targets(ctx, seat) -> list[int]:
    """Law 13.4.2: a face-down plot in a clearing with at least one Corvid warrior."""
    w = ctx.s.warriors[seat]
    return sorted(int(k) for k, v in cs(ctx, seat).plots.items() if not v[1] and w[int(k)] > 0)


def plot_cost(ctx, seat) -> int:
    """Law 13.5.2: 1 warrior, +1 per plot already placed this turn."""
    return _cv(ctx).plot_base_cost + cs(ctx, seat).placed


def plot_targets(ctx, seat) -> list[int]:
    """Law 13.5.2 + 13.2.2.II: a clearing without a plot, with enough Corvid warriors to pay."""
    st = cs(ctx, seat)
    if ctx.s.supply[seat].get(PLOT, 0) <= 0:
        return []
    cost = plot_cost(ctx, seat)
    w = ctx.s.warriors[seat]
    return [c for c in ctx.m.ids if w[c] >= cost and str(c) not in st.plots and can_place(ctx, seat, c)]


def trick_firsts(ctx, seat) -> list[int]:
    """Law 13.5.4: a plot that has a partner on the same face (up with up, down with down)."""
    plots = cs(ctx, seat).plots
    ups = sum(1 for v in plots.values() if v[1])
    downs = len(plots) - ups
    return sorted(int(k) for k, v in plots.items() if (ups if v[1] else downs) >= 2)


def trick_seconds(ctx, seat, a) -> list[int]:
    plots = cs(ctx, seat).plots
    face = plots[str(a)][1]
    return sorted(int(k) for k, v in plots.items() if v[1] == face and int(k) != a)


def recruit_clearings(ctx, seat, suit) -> list[int]:
    return [c for c in ctx.m.ids if has_suit(ctx, c, suit) and can_place(ctx, seat, c)]     # Lost City: R-LAND-11


def expose_targets(ctx, me, seat) -> list[int]:
    """Law 13.2.4 (PT): an enemy with a faction piece in a clearing holding a face-down plot, and
    a card of that clearing's suit (birds wild, Law 2.1.1) in hand."""
    if not is_enemy(ctx, me, seat) or ctx.fac(seat).automaton:
        return []
    hand = ctx.s.hands[seat]
    if not hand:
        return []
    out = []
    for k, v in cs(ctx, me).plots.items():
        c = int(k)
        if v[1] or not pieces_of(ctx, seat, c):
            continue
        if any(fits(ctx, x, c) for x in hand):                         # the Lost City: any card (R-LAND-11)
            out.append(c)
    return sorted(out)


# --- plot effects -------------------------------------------------------------------------------------

def place_plot(ctx, seat, c, kind) -> None:
    st = cs(ctx, seat)
    place_token(ctx, seat, c, PLOT)
    st.reserve[kind] -= 1
    st.plots[str(c)] = [kind, 0]
    ctx.log("root.corvids.plot", Msg("Corvids place a face-down {plot} in clearing {c}", plot=T(kind), c=c), seat, rule="Law 13.5.2",
            private_to=seat, public_text=Msg("Corvids place a face-down plot in clearing {c}.", c=c), clearing=c)


def flip(ctx, seat, c) -> None:
    """Law 13.4.2: flip face up, score 1 VP per face-up plot on the map (this one included), then
    resolve a bomb (13.7.1) or an extortion (13.7.3)."""
    st = cs(ctx, seat)
    p = st.plots[str(c)]
    p[1] = 1
    ctx.log("root.corvids.flip", Msg("Corvids flip the plot in clearing {c}: {plot}", c=c, plot=T(p[0])), seat, rule="Law 13.4.2",
            reveals=True, clearing=c, plot=p[0])
    add_vp(ctx, seat, face_up_count(ctx, seat), N_("flip"))
    if p[0] == "bomb":
        bomb(ctx, seat, c)
    elif p[0] == "extortion":
        extort(ctx, seat, c)


def bomb(ctx, seat, c) -> None:
    """Law 13.7.1: remove every enemy piece in c (the Vagabond: Full Removal, 9.2.2.I), then the
    bomb itself. Against an automaton (Clockwork 2, root-bots-public.md §4.5): it loses only 2
    pieces there, warriors first (ruling Root — Corvids §bomb-bots: then buildings, then tokens)."""
    s = ctx.s
    for e in enemies(ctx, seat):
        if not pieces_of(ctx, e, c):
            continue
        if ctx.fac(e).automaton:
            left = 2
            left -= remove_warriors(ctx, e, c, min(left, s.warriors[e][c]), seat, "bomb")
            for p in [p for p in s.buildings[c] if p[0] == e][:max(0, left)]:
                remove_piece(ctx, e, c, p[1], True, seat, "bomb")
                left -= 1
            for p in [p for p in s.tokens[c] if p[0] == e][:max(0, left)]:
                remove_piece(ctx, e, c, p[1], False, seat, "bomb")
                left -= 1
            if left > 0 and ctx.fac(e).other_pieces(ctx, e, c):
                ctx.fac(e).bomb_pawn(ctx, e, c, left)      # the Vagabot: 2 items damaged (R-AUTO-VC5)
            continue
        remove_all_of(ctx, e, c, seat, "bomb")
    if str(c) in cs(ctx, seat).plots:
        remove_piece(ctx, seat, c, PLOT, False, seat, "bomb")


def extort(ctx, seat, c) -> None:
    """Law 13.7.3 (PT): a random card from each player with at least one faction piece in c."""
    for i in range(ctx.s.n):
        if i != seat and pieces_of(ctx, i, c):
            take_random_card(ctx, i, seat)


def raid_targets(ctx, seat, c) -> list[int]:
    return [d for d in ctx.adj[c] if can_place(ctx, seat, d)]


# --- the faction ------------------------------------------------------------------------------------------

class Corvids(Faction):
    crafting_piece_kinds = ("plot",)        # Tunnels (E&P, R-EP-7)
    id = "corvids"
    name = "Corvid Conspiracy"
    setup_order = 8                 # Law 5.1.7 letter H (FR digest §5 step 7, inference from Rootbotics)

    def pieces(self, content):
        cv = content.factions.corvids
        return {"warrior": cv.warriors, PLOT: sum(cv.plots.values())}

    def token_kinds(self):
        return (PLOT,)

    def new_fstate(self, ctx, seat):
        return CorvidState(reserve=dict(sorted(_cv(ctx).plots.items())))

    def ignores_rule_to_move(self, ctx, seat):
        return True                                   # Law 13.2.3 Nimble

    def blocks_placement(self, ctx, me, placer, c):
        # Law 13.7.2: no enemy piece may be placed in a clearing with a face-up snare. An
        # automaton ignores it when choosing (root-bots-public.md §4.5): see bot_ban.
        return snared(ctx, me, c) and is_enemy(ctx, me, placer) and not ctx.fac(placer).automaton

    def blocks_move_out(self, ctx, me, mover, c):
        # Law 13.7.2: no enemy piece may be moved out of a clearing with a face-up snare.
        return snared(ctx, me, c) and is_enemy(ctx, me, mover) and not ctx.fac(mover).automaton

    def bot_ban(self, ctx, me, bot, c, what):
        # Clockwork 2 (root-bots-public.md §4.5): an automaton that would place in, or move out
        # of, a face-up snare's clearing removes the snare instead (bots/snare.py).
        return PLOT if snared(ctx, me, c) and is_enemy(ctx, me, bot) else ""

    def scramble_secrets(self, ctx, seat, viewer, rng):
        # Law 13.2.2.I: face-down plots and the reserve are face down to all but the Corvids.
        if viewer == seat:
            return
        st = cs(ctx, seat)
        down = sorted(k for k, v in st.plots.items() if not v[1])
        kinds = sorted([st.plots[k][0] for k in down] + [x for x, n in sorted(st.reserve.items()) for _ in range(n)])
        rng.shuffle(kinds)                  # sorted first: independent of the true plots (R-AI-2)
        for k, kind in zip(down, kinds):
            st.plots[k][0] = kind
        rest = kinds[len(down):]
        st.reserve = {x: rest.count(x) for x in sorted(st.reserve)}

    def crafting_pieces(self, ctx, seat):
        # Law 13.2.1: plot tokens, face up or down, in Birdsong only.
        if ctx.s.phase != "birdsong":
            return {}
        out: dict[str, int] = {}
        for k in cs(ctx, seat).plots:
            suit = ctx.s.suits[int(k)]
            out[suit] = out.get(suit, 0) + 1
        return out

    def extra_hits(self, ctx, seat, battle):
        # Law 13.2.5 Embedded Agents: defending where a face-down plot is, even defenseless.
        if battle.defender == seat:
            p = plot_at(ctx, seat, battle.clearing)
            if p is not None and not p[1]:
                return 1
        return 0

    def on_piece_removed(self, ctx, owner, c, kind, by):
        if kind != PLOT:
            return
        st = cs(ctx, owner)
        p = st.plots.pop(str(c))
        st.reserve[p[0]] = st.reserve.get(p[0], 0) + 1     # Law 13.2.2.I: back face down
        if p[0] == "raid" and not st.quiet:
            # Law 13.7.4: a warrior in each adjacent clearing (not when exposed, 13.2.4).
            targets = raid_targets(ctx, owner, c)
            ctx.log("root.corvids.raid", Msg("Raid: the removed plot in clearing {c} was a raid", c=c), owner,
                    rule="Law 13.7.4", reveals=True, clearing=c)
            if len(targets) <= ctx.s.supply[owner]["warrior"]:
                for d in targets:
                    place_warriors(ctx, owner, d, 1)
            elif ctx.s.supply[owner]["warrior"] > 0:
                ctx.push(CorvidRaid(owner, targets))       # Law 2.5: the Corvids choose where

    def offer_daylight(self, ctx, me, seat):
        return [ch(f"expose:{c}", Msg("Expose the Corvid plot in clearing {c}", c=c), f"clearing:{c}")
                for c in expose_targets(ctx, me, seat)]

    def apply_offer(self, ctx, me, seat, cid):
        if not cid.startswith("expose:"):
            return False
        ctx.push(CorvidExpose(seat, me, ids.expose(cid)))
        return True

    def setup(self, ctx, seat):
        ctx.push(CorvidSetup(seat))

    def birdsong(self, ctx, seat):
        st = cs(ctx, seat)
        st.placed, st.recruited, st.exerted = 0, False, False
        ctx.push(CorvidBirdsong(seat))

    def daylight(self, ctx, seat):
        ctx.push(CorvidDaylight(seat, _cv(ctx).daylight_actions))

    def evening(self, ctx, seat):
        ctx.push(CorvidEvening(seat))

    def view(self, ctx, seat, viewer):
        st = cs(ctx, seat)
        mine = viewer == seat
        out = {
            "face_up": sorted([int(k), v[0]] for k, v in st.plots.items() if v[1]),
            "face_down": sorted(int(k) for k, v in st.plots.items() if not v[1]),
            "plots_in_supply": sum(st.reserve.values()),
            # this turn's counters mean something only on the Corvids' own turn
            "placed_this_turn": st.placed if ctx.s.turn_seat == seat else 0,
            "next_plot_cost": plot_cost(ctx, seat) if ctx.s.turn_seat == seat else _cv(ctx).plot_base_cost,
            "recruited": st.recruited and ctx.s.turn_seat == seat,
            "exerted": st.exerted and ctx.s.turn_seat == seat,
        }
        if mine:       # Law 13.2.2.I: only the Corvids may look at face-down plots
            out["hidden"] = sorted([int(k), v[0]] for k, v in st.plots.items() if not v[1])
            out["reserve"] = dict(sorted(st.reserve.items()))
        return out

    def check(self, ctx, seat):
        s = ctx.s
        st = cs(ctx, seat)
        out = []
        on_map = sorted(c for c in ctx.m.ids for t in s.tokens[c] if t[0] == seat and t[1] == PLOT)
        if on_map != sorted(int(k) for k in st.plots):
            out.append(f"plot tokens {on_map} but plot records {sorted(st.plots)}")
        if len(on_map) != len(set(on_map)):
            out.append("two plots in one clearing")           # Law 13.2.2.II
        if sum(st.reserve.values()) != s.supply[seat].get(PLOT, 0):
            out.append("plot reserve does not match the supply")
        for kind, total in _cv(ctx).plots.items():
            n = st.reserve.get(kind, 0) + sum(1 for v in st.plots.values() if v[0] == kind)
            if n != total or st.reserve.get(kind, 0) < 0:
                out.append(f"{n} {kind} plots, expected {total}")
        if any(v[1] and v[0] == "bomb" for v in st.plots.values()):
            out.append("a face-up bomb stays on the map")       # Law 13.7.1
        return out


FACTION = Corvids()


# --- setup (Law 13.3) ---------------------------------------------------------------------------------

@serial.register
@dataclass
class CorvidSetup:
    """Law 13.3.2 Scatter: one warrior in a clearing of each suit."""
    seat: int
    i: int = 0


@handles(CorvidSetup)
class CorvidSetupH(Handler):
    def decide(self, ctx, fr):
        if fr.i >= len(SUITS):
            return None
        suit = SUITS[fr.i]
        opts = [ch(f"clearing:{c}", Msg("Warrior in clearing {c}", c=c), f"clearing:{c}") for c in recruit_clearings(ctx, fr.seat, suit)]
        if not opts:
            return None
        return dec(fr.seat, "root.corvids.setup", Msg("Scatter: place a warrior in a {suit} clearing", suit=T(suit)), opts, "Law 13.3.2")

    def step(self, ctx, fr):
        if fr.i >= len(SUITS):
            ctx.pop(fr)
        else:
            fr.i += 1                      # no legal clearing of this suit: go on (Law 2.5)

    def act(self, ctx, fr, cid):
        place_warriors(ctx, fr.seat, ids.clearing(cid), 1)
        fr.i += 1


# --- Birdsong (Law 13.4) --------------------------------------------------------------------------------

@serial.register
@dataclass
class CorvidBirdsong:
    """Law 13.4, in order: craft (13.4.1), flip any number of times (13.4.2), recruit once (13.4.3)."""
    seat: int
    stage: str = "craft"
    suit: str = ""                  # recruit: the suit chosen (a bird card names one)
    left: list[int] = field(default_factory=list)   # recruit: clearings still to choose from


@handles(CorvidBirdsong)
class CorvidBirdsongH(Handler):
    def decide(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        if fr.stage == "craft":
            opts = cards.craft_choices(ctx, seat)
            if not opts:
                return None
            return dec(seat, "root.corvids.craft", Msg("Craft with plot tokens"), opts + [ch("done", Msg("Done crafting"))], "Law 13.4.1")
        if fr.stage == "flip":
            opts = [ch(f"flip:{c}", Msg("Flip the plot in clearing {c}", c=c), f"clearing:{c}") for c in flip_targets(ctx, seat)]
            if not opts:
                return None
            return dec(seat, "root.corvids.flip", Msg("Flip plots"), opts + [ch("done", Msg("Done flipping"))], "Law 13.4.2")
        if fr.stage == "recruit":
            if s.fstate[seat].recruited or not s.hands[seat] or s.supply[seat]["warrior"] <= 0:
                return None
            opts = [cards.card_ch(ctx, "recruit", N_("Recruit with {card}"), x) for x in sorted(set(s.hands[seat]))]
            return dec(seat, "root.corvids.recruit", Msg("Recruit: spend a card"), opts + [ch("done", Msg("No recruit"))], "Law 13.4.3")
        if fr.stage == "recruit-suit":
            return dec(seat, "root.corvids.recruit.suit", Msg("Recruit with a bird: which suit?"),
                       [ch(f"suit:{x}", SUIT_NAMES[x]) for x in SUITS], "Law 13.4.3")
        if fr.stage == "recruit-place":
            if s.supply[seat]["warrior"] <= 0 or not fr.left:
                return None
            return dec(seat, "root.corvids.recruit.place", Msg("Not enough warriors: recruit in which clearing?"),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in fr.left], "Law 2.5")
        return None

    def step(self, ctx, fr):
        if fr.stage == "craft":
            fr.stage = "flip"
        elif fr.stage == "flip":
            fr.stage = "recruit"
        else:
            ctx.pop(fr)

    def act(self, ctx, fr, cid):
        seat, s = fr.seat, ctx.s
        if cid == "done":
            self.step(ctx, fr)
        elif cid.startswith("craft:"):
            cards.do_craft(ctx, seat, ids.craft(cid))                       # Law 13.4.1
        elif cid.startswith("flip:"):
            flip(ctx, seat, ids.flip(cid))                            # Law 13.4.2
        elif cid.startswith("recruit:"):
            card = ids.recruit(cid)
            s.fstate[seat].recruited = True
            discard_card(ctx, seat, card, "spends to recruit:")     # Law 13.4.3
            suit = ctx.c.cards[card].suit
            if suit == "bird":
                fr.stage = "recruit-suit"
            else:
                self._recruit(ctx, fr, suit)
        elif cid.startswith("suit:"):
            self._recruit(ctx, fr, ids.suit(cid))
        elif cid.startswith("clearing:"):
            c = ids.clearing(cid)
            place_warriors(ctx, seat, c, 1)
            fr.left.remove(c)

    def _recruit(self, ctx, fr, suit):
        seat = fr.seat
        fr.suit = suit
        targets = recruit_clearings(ctx, seat, suit)
        ctx.log("root.corvids.recruit", Msg("Corvids recruit in every {suit} clearing", suit=T(suit)), seat, rule="Law 13.4.3")
        if len(targets) <= ctx.s.supply[seat]["warrior"]:
            for c in targets:
                place_warriors(ctx, seat, c, 1)
            ctx.pop(fr)
        else:
            fr.stage, fr.left = "recruit-place", targets     # Law 2.5: as many as possible, Corvids choose


# --- Daylight (Law 13.5) and Exert (13.6.1) ---------------------------------------------------------------

@serial.register
@dataclass
class CorvidDaylight:
    """Law 13.5: up to 3 actions among Move, Plot, Battle, Trick; Exert (13.6.1) reuses it for one."""
    seat: int
    left: int = 3
    exert: bool = False


@handles(CorvidDaylight)
class CorvidDaylightH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        opts = []
        if fr.left > 0:
            if has_move_origin(ctx, seat):
                opts.append(ch("action:move", Msg("Move")))
            if has_battle(ctx, seat):
                opts.append(ch("action:battle", Msg("Battle")))
            cost = plot_cost(ctx, seat)
            opts += [ch(f"plot:{c}", Msg("Plot in clearing {c} ({warriors})", c=c, n=cost, warriors=P(cost, "{n} warrior", "{n} warriors")), f"clearing:{c}")
                     for c in plot_targets(ctx, seat)]
            opts += [ch(f"trick:{c}", Msg("Trick: swap the plot in clearing {c}", c=c), f"clearing:{c}") for c in trick_firsts(ctx, seat)]
        if not fr.exert:
            opts += cards.daylight_common_choices(ctx, seat)
        if not opts:
            return None
        what = Msg("Exert: one extra action") if fr.exert else Msg("Daylight: {left}", n=fr.left, left=P(fr.left, "{n} action left", "{n} actions left"))
        return dec(seat, "root.corvids.daylight", what, opts + [ch("done", Msg("End Daylight") if not fr.exert else Msg("No action"))],
                   "Law 13.6.1" if fr.exert else "Law 13.5")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if cid == "done":
            ctx.pop(fr)
            return
        if cid == "action:move":
            fr.left -= 1
            ctx.push(RootMove(seat))                                    # Law 13.5.1
        elif cid == "action:battle":
            fr.left -= 1
            ctx.push(RootBattle(seat))                                  # Law 13.5.3
        elif cid.startswith("plot:"):
            fr.left -= 1
            ctx.push(CorvidPlot(seat, int(ids.plot(cid))))                    # Law 13.5.2
        elif cid.startswith("trick:"):
            fr.left -= 1
            ctx.push(CorvidTrick(seat, ids.trick(cid)))                   # Law 13.5.4
        else:
            cards.apply_daylight_common(ctx, seat, cid)


@serial.register
@dataclass
class CorvidPlot:
    """Law 13.5.2: pay the warriors from the clearing, then place a face-down plot of a chosen type."""
    seat: int
    clearing: int
    paid: bool = False


@handles(CorvidPlot)
class CorvidPlotH(Handler):
    def decide(self, ctx, fr):
        st = cs(ctx, fr.seat)
        kinds = [k for k in PLOTS if st.reserve.get(k, 0) > 0]
        return dec(fr.seat, "root.corvids.plot", Msg("Which plot do you place face down in clearing {c}?", c=fr.clearing),
                   [ch(f"plot:{k}", PLOT_NAMES[k]) for k in kinds], "Law 13.5.2", {"private": True})

    def act(self, ctx, fr, cid):
        seat = fr.seat
        st = cs(ctx, seat)
        remove_warriors(ctx, seat, fr.clearing, plot_cost(ctx, seat), seat, "plot")
        st.placed += 1
        ctx.pop(fr)
        place_plot(ctx, seat, fr.clearing, ids.plot(cid))


@serial.register
@dataclass
class CorvidTrick:
    """Law 13.5.4: swap two plots on the same face."""
    seat: int
    first: int


@handles(CorvidTrick)
class CorvidTrickH(Handler):
    def decide(self, ctx, fr):
        return dec(fr.seat, "root.corvids.trick", Msg("Trick: swap the plot in {c} with which?", c=fr.first),
                   [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in trick_seconds(ctx, fr.seat, fr.first)],
                   "Law 13.5.4")

    def act(self, ctx, fr, cid):
        b = ids.clearing(cid)
        plots = cs(ctx, fr.seat).plots
        a = str(fr.first)
        plots[a], plots[str(b)] = plots[str(b)], plots[a]
        ctx.pop(fr)
        ctx.log("root.corvids.trick", Msg("Corvids swap the plots in clearings {a} and {b}", a=fr.first, b=b), fr.seat,
                rule="Law 13.5.4", clearing=fr.first, other=b)


# --- Evening (Law 13.6) ----------------------------------------------------------------------------------

@serial.register
@dataclass
class CorvidEvening:
    seat: int
    stage: str = "exert"


@handles(CorvidEvening)
class CorvidEveningH(Handler):
    def decide(self, ctx, fr):
        if fr.stage == "exert":
            return dec(fr.seat, "root.corvids.exert", Msg("Exert: take one more Daylight action and draw no card?"),
                       [ch("exert", Msg("Exert (no draw)")), ch("done", Msg("Draw"))], "Law 13.6.1")
        return None

    def step(self, ctx, fr):
        ctx.pop(fr)
        st = cs(ctx, fr.seat)
        if st.exerted:
            ctx.log("root.corvids.exert", Msg("Corvids exerted: no Evening draw"), fr.seat, rule="Law 13.6.1")
            return
        # Law 13.6.2: 1 card, +1 per face-up extortion on the map.
        draw(ctx, fr.seat, _cv(ctx).evening_draw + len(face_up(ctx, fr.seat, "extortion")))

    def act(self, ctx, fr, cid):
        fr.stage = "draw"
        if cid == "exert":
            cs(ctx, fr.seat).exerted = True
            ctx.push(CorvidDaylight(fr.seat, 1, exert=True))


# --- Raid with too few warriors ---------------------------------------------------------------------------

@serial.register
@dataclass
class CorvidRaid:
    """Law 13.7.4 + 2.5: fewer warriors in supply than adjacent clearings: the Corvids choose."""
    seat: int
    left: list[int] = field(default_factory=list)


@handles(CorvidRaid)
class CorvidRaidH(Handler):
    def decide(self, ctx, fr):
        if ctx.s.supply[fr.seat]["warrior"] <= 0 or not fr.left:
            return None
        return dec(fr.seat, "root.corvids.raid", Msg("Raid: place a warrior in which clearing?"),
                   [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in fr.left], "Law 13.7.4")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        c = ids.clearing(cid)
        place_warriors(ctx, fr.seat, c, 1)
        fr.left.remove(c)


# --- Exposure (Law 13.2.4), asked of the guessing player ------------------------------------------------

@serial.register
@dataclass
class CorvidExpose:
    """Law 13.2.4: `guesser` shows the Corvids a card of the clearing's suit and names a plot type.
    Right: the guesser removes the plot (1 VP, Law 3.2.1) and its effect is ignored (a raid
    too). Wrong: the Corvids say no and take the shown card."""
    guesser: int
    corvids: int
    clearing: int
    card: str = ""


@handles(CorvidExpose)
class CorvidExposeH(Handler):
    def decide(self, ctx, fr):
        s = ctx.s
        if not fr.card:
            suit = s.suits[fr.clearing]
            opts = [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}")
                    for x in sorted(set(s.hands[fr.guesser])) if fits(ctx, x, fr.clearing)]
            ask = (Msg("Exposure: show which card to the Corvids?") if every_suit(ctx, fr.clearing) else    # R-LAND-31
                   Msg("Exposure: show which {suit} card to the Corvids?", suit=T(suit)))
            return dec(fr.guesser, "root.corvids.expose.card", ask,
                       opts + [ch("pass", Msg("Do not expose"))], "Law 13.2.4", {"clearing": fr.clearing})
        return dec(fr.guesser, "root.corvids.expose.guess", Msg("Exposure: which plot is in clearing {c}?", c=fr.clearing),
                   [ch(f"guess:{k}", PLOT_NAMES[k]) for k in PLOTS], "Law 13.2.4", {"clearing": fr.clearing})

    def act(self, ctx, fr, cid):
        if cid == "pass":
            ctx.pop(fr)
            return
        if cid.startswith("card:"):
            fr.card = ids.card(cid)
            ctx.log("root.corvids.expose.show", Msg("{name} shows {card} to the Corvids", name=T(ctx.name(fr.guesser)), card=T(ctx.c.cards[fr.card].name)),
                    fr.guesser, rule="Law 13.2.4", private_to=fr.corvids,
                    public_text=Msg("{name} shows a card to the Corvids to expose clearing {c}.", name=T(ctx.name(fr.guesser)), c=fr.clearing))
            return
        ctx.pop(fr)
        guess = ids.guess(cid)
        st = cs(ctx, fr.corvids)
        kind = st.plots[str(fr.clearing)][0]
        if guess == kind:
            ctx.log("root.corvids.exposed", Msg("{name} exposes the {plot} in clearing {c}", name=T(ctx.name(fr.guesser)), plot=T(kind), c=fr.clearing),
                    fr.guesser, rule="Law 13.2.4", reveals=True, clearing=fr.clearing, plot=kind)
            st.quiet = True
            try:
                remove_piece(ctx, fr.corvids, fr.clearing, PLOT, False, fr.guesser, "exposure")
            finally:
                st.quiet = False
            return
        ctx.s.hands[fr.guesser].remove(fr.card)
        ctx.s.hands[fr.corvids].append(fr.card)
        ctx.log("root.corvids.expose.wrong", Msg("Not a {plot}: {name} gives {card} to the Corvids", plot=T(guess), name=T(ctx.name(fr.guesser)),
                    card=T(ctx.c.cards[fr.card].name)), fr.guesser, rule="Law 13.2.4",
                private_to=fr.corvids, public_text=Msg("Not a {plot}: {name} gives the shown card to the Corvids.",
                                                      plot=T(guess), name=T(ctx.name(fr.guesser))),
                clearing=fr.clearing, guess=guess)
