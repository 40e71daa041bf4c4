"""Cogwheel Corvids (Clockwork Expansion 2, Law of Rootbotics §11) as a Root faction.

Same shape as the other automata (docs/root-automata.md): each step of its board
(data/root/bots/cogwheel-corvids.yaml) is a frame step asked as a one-choice
`root.automaton.step` decision; targets come from the YAML selections over a map snapshot;
random picks (plot types, building types hit) use the game's Rng; every step logs what it did
and why. Facts: root-clockwork2-facts.md §2, §3.4, §4.1, §5.1, §7, §12.

It keeps the Corvid Conspiracy's plot bookkeeping (`CorvidState.plots`, `reserve`; hidden from
everyone but itself, `view`) and the hooks that make plots act on others (snares, Embedded
Agents), from game/root/factions/corvids.py; what differs for the bot is overridden here: no
Exposure against it (§12 row 13), its bomb swaps in a face-up plot, its extortion makes players
discard, its raid places without a choice, no crafting pieces.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.i18n import N_, Msg, P, Sub, T

from .. import ids
from ..engine import has_suit  # the Lost City's suits (R-LAND-11)
from ..engine import (Handler, add_vp, can_place, ch, dec, enemies, handles, pieces_of, remove_piece, touch,
                      remove_warriors, to_pile)
from ..factions import corvids as human
from ..factions.corvids import PLOT, PLOT_NAMES, PLOTS, CorvidState, Corvids
from .moves import bot_move
from .automaton import (say, AutomatonFaction, BotPhase, BotPhaseHandler, bot_absorb_hits, bots_for, check_bot_seat, configure_bot,
                        evening_steps, name_of, reveal_order, settings_of)
from .advanced_services import corvids_buy_favor
from .services import buy_mercenaries, craft_or_buy
from .snapshot import snapshot
from .snare import place_token, place_warriors
from .targeting import Ctx, apply_selection

BOT_ID = "cogwheel-corvids"
STEP_TEXT = {"boss-bonus": N_("Nightmare bonus")}


@serial.register
@dataclass
class CCState(CorvidState):
    level: str = "expert"
    traits: list = field(default_factory=list)
    edition: str = "dc"
    advanced: bool = False        # seat option "Advanced services" (LCC2 260)
    order: str = ""
    thickened: bool = False          # The Plot Thickens done this turn (once)


def _bot(ctx):
    return bots_for(ctx).bot(BOT_ID)


def _st(ctx, seat) -> CCState:
    return ctx.s.fstate[seat]


def _suit(ctx, seat) -> str:
    o = _st(ctx, seat).order
    return ctx.c.cards[o].suit if o else ""


def _say(ctx, seat, step, template, rule, **args):
    """A step line with the order card's suit (bots/automaton.py `say`)."""
    say(ctx, seat, template, rule, at=step, order=_suit(ctx, seat) or None, **args)


def _pick(ctx, seat, sel_id, **kw) -> list[int]:
    return [c.id for c in apply_selection(snapshot(ctx, seat), _bot(ctx).selection(sel_id), Ctx(**kw))]


def random_plot(ctx, seat) -> str | None:
    """A random plot from the supply (the game's Rng over the types, weighted by count)."""
    st = _st(ctx, seat)
    pool = [k for k in PLOTS for _ in range(st.reserve.get(k, 0))]
    return ctx.s.rng.choice(pool) if pool else None


def place_random_plot(ctx, seat, c, why: dict, rule) -> bool:
    """Remove 1 Corvid warrior from c and place a random face-down plot there (Plot, Thickens);
    `why`, the reason for the log, is a `Sub`."""
    kind = random_plot(ctx, seat)
    if kind is None or ctx.s.warriors[seat][c] < 1:
        return False
    remove_warriors(ctx, seat, c, 1, seat, "plot")
    if not place_token(ctx, seat, c, PLOT):
        return True                       # a snare there was removed instead
    st = _st(ctx, seat)
    st.reserve[kind] -= 1                 # the supply count went down in place_token
    st.plots[str(c)] = [kind, 0]
    text = Msg(N_("{bot}: {what}"), bot=T(name_of(ctx, seat)),
               what=Sub(N_("removes a warrior and places a face-down plot in clearing {c} — {why}"), c=c, why=why))
    ctx.log("root.bot.step", text, seat, rule=rule, private_to=seat, public_text=text)
    return True


class CogwheelCorvids(Corvids):
    id = BOT_ID
    name = "Cogwheel Corvids"
    setup_order = 8                  # setup letter I (CW2 facts §2)
    automaton = True
    replaces = "corvids"
    receive_card = AutomatonFaction.receive_card     # Rootbotics 2.8.1: a card given is discarded, +1 VP

    def new_fstate(self, ctx, seat):
        return CCState(reserve=dict(sorted(ctx.c.factions.corvids.plots.items())))

    def cards_held(self, ctx, seat):
        o = _st(ctx, seat).order
        return [o] if o else []

    # Exposure is in no source against the bot (facts §12 row 13): nothing to offer.
    def offer_daylight(self, ctx, me, seat):
        return []

    def apply_offer(self, ctx, me, seat, cid):
        return False

    def crafting_pieces(self, ctx, seat):
        return {}                        # CW2 facts §2: a bot crafts without pieces

    def absorb_hits(self, ctx, seat, c, n, by, hits):
        return bot_absorb_hits(ctx, seat, c, n, by, hits)       # tokens (its plots) before buildings

    def on_piece_removed(self, ctx, owner, c, kind, by):
        if kind != PLOT:
            return
        st = _st(ctx, owner)
        p = st.plots.pop(str(c))
        st.reserve[p[0]] = st.reserve.get(p[0], 0) + 1
        if p[0] == "raid":                 # raid (when removed): a warrior in each adjacent clearing
            placed = []
            for d in sorted(ctx.adj[c]):
                if can_place(ctx, owner, d) and place_warriors(ctx, owner, d, 1):
                    placed.append(d)
            say(ctx, owner, N_("its removed plot in clearing {c} was a raid — a warrior in {where} (adjacent, highest "
                               "priority first while the supply lasts)"), "CW2 Corvids: raid", reveals=True, c=c,
                where=placed or Sub(N_("no clearing")))
        if settings_of(ctx, owner, BOT_ID)["backup"] and can_place(ctx, owner, c):
            if place_warriors(ctx, owner, c, 1):
                say(ctx, owner, N_("a warrior where its plot was, in clearing {c}"), "trait Backup Plans",
                    at="Backup Plans", c=c)

    def check_seat(self, content, seat_setup):
        check_bot_seat(self, bots_for(content).bot(BOT_ID), seat_setup)

    def configure(self, ctx, seat, seat_setup):
        configure_bot(_st(ctx, seat), seat_setup)

    def setup(self, ctx, seat):
        ctx.push(CCSetup(seat))

    def birdsong(self, ctx, seat):
        _st(ctx, seat).thickened = False
        ctx.push(CCPhase(seat, "birdsong", [x.id for x in _bot(ctx).turn["birdsong"]]))

    def daylight(self, ctx, seat):
        ctx.push(CCPhase(seat, "daylight", [x.id for x in _bot(ctx).turn["daylight"]] if _st(ctx, seat).order else []))

    def evening(self, ctx, seat):
        ctx.push(CCPhase(seat, "evening", evening_steps(_bot(ctx), _st(ctx, seat))))

    def view(self, ctx, seat, viewer):
        out = super().view(ctx, seat, viewer)
        st = _st(ctx, seat)
        out.update({"automaton": BOT_ID, "difficulty": st.level, "traits": list(st.traits), "order": st.order})
        return out

    def check(self, ctx, seat):
        # its swapped-in plot may be a face-up bomb (facts §3.4 Bomb; §12 row 6), unlike the human's
        return [x for x in super().check(ctx, seat) if "face-up bomb" not in x] + \
            (["the Cogwheel Corvids hold a hand of cards"] if ctx.s.hands[seat] else [])


FACTION = CogwheelCorvids()


# --- flip effects (facts §3.4, §7) ------------------------------------------------------------------

def bomb_effect(ctx, seat, c, swap: bool) -> None:
    """Remove every enemy piece in c; an automaton loses only 2 pieces, warriors first (§7;
    human.bomb's rule); then, for a real bomb, swap it for a random face-up plot (no trigger)."""
    st = _st(ctx, seat)
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
        if s.warriors[e][c]:
            remove_warriors(ctx, e, c, s.warriors[e][c], seat, "bomb")
        for p in [p for p in s.buildings[c] if p[0] == e]:
            remove_piece(ctx, e, c, p[1], True, seat, "bomb")
        for p in [p for p in s.tokens[c] if p[0] == e]:
            remove_piece(ctx, e, c, p[1], False, seat, "bomb")
        ctx.fac(e).on_full_removal(ctx, e, c, seat)
    if not swap or str(c) not in st.plots:
        return
    new = random_plot(ctx, seat)           # may be the other bomb (facts §12 row 6)
    old = st.plots[str(c)]
    st.reserve[old[0]] += 1
    if new is None:
        st.plots.pop(str(c))
        s.tokens[c].remove([seat, PLOT])
        touch(ctx, c)                                       # tokens may count toward rule (Soup Kitchens)
        s.supply[seat][PLOT] += 1
        say(ctx, seat, N_("the bomb in clearing {c} goes back; no plot left to swap in"), "CW2 Corvids: bomb", c=c)
        return
    st.reserve[new] -= 1
    st.plots[str(c)] = [new, 1]
    say(ctx, seat, N_("the bomb in clearing {c} is swapped for a random plot, placed face up: {plot} (it does not "
                      "trigger)"), "CW2 Corvids: bomb", reveals=True, c=c, plot=T(new))


def extortion_effect(ctx, seat, c) -> None:
    """Each player with faction pieces in c discards 1 random card (an automaton has none)."""
    for i in range(ctx.s.n):
        hand = ctx.s.hands[i]
        if i == seat or not pieces_of(ctx, i, c) or not hand:
            continue
        card = hand.pop(ctx.s.rng.below(len(hand)))
        ctx.log("root.bot.step", Msg(N_("Extortion: {who} discards {card} at random"), who=T(ctx.name(i)),
                                     card=T(ctx.c.cards[card].name)), i, rule="CW2 Corvids: extortion", reveals=True,
                card=card)
        to_pile(ctx, card)


def do_flip(ctx, seat, c, effect: bool = True) -> None:
    """Flip face up; 1 VP per face-up plot on the map (this one included); then the flip effect
    (bomb, extortion), and with Vendetta the bomb's effect for every plot."""
    st = _st(ctx, seat)
    p = st.plots[str(c)]
    p[1] = 1
    n = human.face_up_count(ctx, seat)
    _say(ctx, seat, "Flip", N_("the plot in clearing {c} is an extortion: {n} VP, one per face-up plot on the map")
         if p[0] == "extortion" else N_("the plot in clearing {c} is a {plot}: {n} VP, one per face-up plot on the map"),
         "Rootbotics 11.4.4", c=c, plot=T(p[0]), n=n)
    ctx.log("root.corvids.flip", Msg(N_("{bot} flips the plot in clearing {c}: {plot}"), bot=T(name_of(ctx, seat)),
                                     c=c, plot=T(p[0])), seat, rule="Rootbotics 11.4.4", reveals=True, clearing=c,
            plot=p[0])
    add_vp(ctx, seat, n, Sub(N_("flip")))
    if not effect:
        return
    vendetta = settings_of(ctx, seat, BOT_ID)["vendetta"]
    if p[0] == "bomb" or vendetta:
        if vendetta and p[0] != "bomb":
            _say(ctx, seat, "Vendetta", N_("the {plot} also has the bomb's effect"), "trait Vendetta", plot=T(p[0]))
        bomb_effect(ctx, seat, c, swap=p[0] == "bomb")
    if p[0] == "extortion":
        extortion_effect(ctx, seat, c)


# --- Gamble (trait) ---------------------------------------------------------------------------------

@serial.register
@dataclass
class CCGamble:
    bot: int
    seat: int
    clearing: int


@handles(CCGamble)
class CCGambleH(Handler):
    def decide(self, ctx, fr):
        return dec(fr.seat, "root.cogwheel.gamble", Msg(N_("Gamble: name the type of the {bot}' plot in clearing {c}"),
                                                        bot=T(name_of(ctx, fr.bot)), c=fr.clearing),
                   [ch(f"plot:{k}", PLOT_NAMES[k]) for k in PLOTS], "trait Gamble")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        guess, c = ids.plot(cid), fr.clearing
        kind = _st(ctx, fr.bot).plots[str(c)][0]
        if guess == kind:
            ctx.log("root.bot.step", Msg(N_("Gamble: {who} names {plot} — right: it flips and scores without effect, "
                                            "then {who} removes it"), who=T(ctx.name(fr.seat)), plot=T(guess)),
                    fr.seat, rule="trait Gamble")
            do_flip(ctx, fr.bot, c, effect=False)
            remove_piece(ctx, fr.bot, c, PLOT, False, fr.seat, "gamble")      # Law 3.2.1: 1 VP
        else:
            ctx.log("root.bot.step", Msg(N_("Gamble: {who} names {plot} — wrong: the {bot} score 1 VP"),
                                         who=T(ctx.name(fr.seat)), plot=T(guess), bot=T(name_of(ctx, fr.bot))),
                    fr.seat, rule="trait Gamble")
            add_vp(ctx, fr.bot, 1, Sub(N_("Gamble")))
            do_flip(ctx, fr.bot, c)


def gambler(ctx, seat, c) -> int | None:
    """The person with the most faction pieces in c (then setup order), or None."""
    people = [i for i in range(ctx.s.n) if i != seat and not ctx.fac(i).automaton and pieces_of(ctx, i, c)]
    if not people:
        return None
    return max(people, key=lambda i: (pieces_of(ctx, i, c), -ctx.fac(i).setup_order, -i))


# --- setup (11.3) ------------------------------------------------------------------------------------

@serial.register
@dataclass
class CCSetup:
    seat: int


@handles(CCSetup)
class CCSetupH(Handler):
    def step(self, ctx, fr):
        seat = fr.seat
        ctx.pop(fr)
        n = settings_of(ctx, seat, BOT_ID)["setup_warriors"]
        placed = []
        for suit in human.SUITS:
            got = _pick(ctx, seat, "scatter-clearing", suit=suit)
            if got and place_warriors(ctx, seat, got[0], n):
                placed.append(Sub(N_("{c} ({suit})"), c=got[0], suit=T(suit)))
        say(ctx, seat, N_("{warriors} in each suit's lowest-priority clearing: {where}"), "Rootbotics 11.3",
            event="root.setup", warriors=P(n, "{n} warrior", "{n} warriors"), where=placed or Sub(N_("none")))


# --- the turn's steps --------------------------------------------------------------------------------

@serial.register
@dataclass
class CCPhase(BotPhase):
    """The Cogwheel Corvids' phase frame (fields: automaton.BotPhase)."""


@handles(CCPhase)
class CCPhaseH(BotPhaseHandler):
    rule = "Rootbotics 11"
    bot_id = BOT_ID
    extra_text = STEP_TEXT

    # Birdsong ------------------------------------------------------------------------------
    def start_reveal_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        corvids_buy_favor(ctx, fr.seat)               # CW2 Services 266: at the start of its turn
        st.order = reveal_order(ctx, fr.seat) or ""
        if not st.order:
            _say(ctx, fr.seat, "Reveal", N_("no card left to reveal; the order steps do nothing"), "Rootbotics 11.4.1")

    def start_craft_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            craft_or_buy(ctx, fr.seat, st, "Rootbotics 11.4.2")          # + Hand Card service (CW2 Services 2)

    def start_recruit(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        if not st.order:
            return
        cfg = settings_of(ctx, seat, BOT_ID)
        targets = _pick(ctx, seat, "recruit-clearings", suit=_suit(ctx, seat))[:cfg["recruit_clearings"]]
        if not targets:
            _say(ctx, seat, "Recruit", N_("no ordered clearing it may place in"), "Rootbotics 11.4.3")
        for c in targets:
            k = 0
            for _ in range(cfg["recruit"]):
                if ctx.s.supply[seat]["warrior"] <= 0 and not st.thickened:
                    _say(ctx, seat, "Recruit", N_("the supply ran out: The Plot Thickens at once"), "Rootbotics 11.4.3")
                    self._thicken(ctx, seat)
                if not place_warriors(ctx, seat, c, 1):
                    break
                k += 1
            _say(ctx, seat, "Recruit", N_("{warriors} in clearing {c} — ordered clearings, preferring no plot, then "
                                          "most of its warriors, then highest priority"), "Rootbotics 11.4.3",
                 warriors=P(k, "{n} warrior", "{n} warriors"), c=c)

    def start_flip(self, ctx, fr):
        st = _st(ctx, fr.seat)
        fr.todo = sorted(int(k) for k, v in st.plots.items() if not v[1])
        if not fr.todo:
            _say(ctx, fr.seat, "Flip", N_("no face-down plot on the map"), "Rootbotics 11.4.4")

    def more_flip(self, ctx, fr):
        seat = fr.seat
        while fr.todo:
            if ctx.s.end_reason:
                return True
            c = fr.todo.pop(0)
            p = _st(ctx, seat).plots.get(str(c))
            if p is None or p[1]:
                continue
            if settings_of(ctx, seat, BOT_ID)["gamble"]:
                who = gambler(ctx, seat, c)
                if who is not None:
                    _say(ctx, seat, "Gamble", N_("{who} (most faction pieces in clearing {c}) must name the plot's "
                                                 "type"), "trait Gamble", who=T(ctx.name(who)), c=c)
                    ctx.push(CCGamble(seat, who, c))
                    return False
            do_flip(ctx, seat, c)
            return False                 # let frames the effects pushed run first
        return True

    # Daylight --------------------------------------------------------------------------------
    def start_battle(self, ctx, fr):
        cfg = settings_of(ctx, fr.seat, BOT_ID)
        fr.todo = _pick(ctx, fr.seat, "battle-clearings", suit=_suit(ctx, fr.seat), threshold=cfg["battle_min"])
        if not fr.todo:
            _say(ctx, fr.seat, "Battle", N_("no ordered clearing holds {n}+ of its warriors and an enemy"),
                 "Rootbotics 11.5.1", n=cfg["battle_min"])

    def more_battle(self, ctx, fr):
        seat = fr.seat
        cfg = settings_of(ctx, seat, BOT_ID)

        def can_fight(board, c):
            return ctx.s.warriors[seat][c] >= cfg["battle_min"] and any(pieces_of(ctx, e, c) for e in enemies(ctx, seat))

        def defender(board, c):
            return apply_selection(board, _bot(ctx).selection("battle-defender"), Ctx(clearing=c),
                                   bots_for(ctx).common.setup_order)[0].id

        def said(c, d):
            _say(ctx, seat, "Battle", N_("battles {who} in clearing {c} — an ordered clearing with {n}+ of its "
                                         "warriors; {who} has the most buildings and tokens there (then VP)"),
                 "Rootbotics 11.5.1", who=T(ctx.name(d)), c=c, n=cfg["battle_min"])
        return self.battle_queue(ctx, fr, can_fight, defender, said, before=buy_mercenaries)   # CW2 Services 3

    def start_move(self, ctx, fr):
        st, suit = _st(ctx, fr.seat), _suit(ctx, fr.seat)
        fr.todo = sorted(int(k) for k, v in st.plots.items()
                         if v[1] and (suit == "bird" or has_suit(ctx, int(k), suit)))
        if not fr.todo:
            _say(ctx, fr.seat, "Move", N_("no ordered clearing with a face-up plot"), "Rootbotics 11.5.2")

    def more_move(self, ctx, fr):
        seat = fr.seat
        leave = settings_of(ctx, seat, BOT_ID)["move_leave"]
        while fr.todo:
            o = fr.todo.pop(0)
            k = ctx.s.warriors[seat][o] - leave
            if k <= 0:
                continue
            free = [c for c in _pick(ctx, seat, "move-destination", origin=o) if str(c) not in _st(ctx, seat).plots]
            if free:
                d, why = free[0], N_("an adjacent clearing without a plot, the most of its warriors, highest priority")
            else:
                d = _pick(ctx, seat, "move-fallback", origin=o)[0]
                why = N_("every neighbour has a plot: the lowest-priority one")
            _say(ctx, seat, "Move", N_("moves {k} from clearing {o} (a face-up plot) to {d} — {why}"), "Rootbotics 11.5.2",
                 k=k, o=o, d=d, why=Sub(why))
            bot_move(ctx, seat, o, d, k)          # Nimble: no rule needed
            return False
        return True

    def start_plot(self, ctx, fr):
        seat = fr.seat
        for i in range(settings_of(ctx, seat, BOT_ID)["plots"]):
            got = _pick(ctx, seat, "plot-clearing", suit=_suit(ctx, seat))
            why = Sub(N_("the ordered clearing without a plot with the most of its warriors (Mastermind: second Plot)")
                      if i else N_("the ordered clearing without a plot with the most of its warriors"))
            if not got or not place_random_plot(ctx, seat, got[0], why, "Rootbotics 11.5.3"):
                _say(ctx, seat, "Plot", N_("no ordered clearing without a plot holds its warriors (or no plot left)"),
                     "Rootbotics 11.5.3")
                return

    def start_thickens(self, ctx, fr):
        if _st(ctx, fr.seat).thickened:
            _say(ctx, fr.seat, "The Plot Thickens", N_("already done this turn"), "Rootbotics 11.5.4")
            return
        self._thicken(ctx, fr.seat)

    def _thicken(self, ctx, seat):
        st = _st(ctx, seat)
        st.thickened = True
        got = _pick(ctx, seat, "thickens-clearing", threshold=settings_of(ctx, seat, BOT_ID)["thicken_min"])
        why = Sub(N_("The Plot Thickens: a clearing without a plot with 3+ of its warriors, the most first"))
        if not got or not place_random_plot(ctx, seat, got[0], why, "Rootbotics 11.5.4"):
            _say(ctx, seat, "The Plot Thickens", N_("no clearing without a plot holds 3+ of its warriors (or no plot "
                                                    "left)"), "Rootbotics 11.5.4")

    # Evening --------------------------------------------------------------------------------
    def start_score(self, ctx, fr):
        n = len(human.face_up(ctx, fr.seat, "extortion"))
        _say(ctx, fr.seat, "Score", N_("{n} VP, 1 per face-up extortion on the map"), "Rootbotics 11.6.1", n=n)
        if n:
            add_vp(ctx, fr.seat, n, Sub(N_("extortions")))

    def start_discard_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            to_pile(ctx, st.order)
            _say(ctx, fr.seat, "Discard", N_("discards {card}"), "Rootbotics 11.6.2", card=T(ctx.c.cards[st.order].name))
            st.order = ""


__all__ = ["FACTION", "CCState", "CCSetup", "CCPhase", "CCGamble"]
