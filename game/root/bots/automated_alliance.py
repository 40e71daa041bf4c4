"""Automated Alliance (Law of Rootbotics 6, Director's Cut from the public sources) as a Root
faction. Same shape as the other automata (docs/root-automata.md). It never starts a battle;
its revolts remove pieces without one.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.i18n import N_, Msg, Sub, T

from .. import ids
from ..engine import every_suit, fits, has_suit  # the Lost City's suits (R-LAND-11)
from ..engine import (Handler, acting_seat, add_vp, ch, dec, discard_card, handles, remove_piece, remove_warriors,
                      to_pile)
from . import aa_decisions as aa
from .automaton import (say, AutomatonFaction, BotPhase, BotPhaseHandler, evening_steps, configure_bot, bot_absorb_hits, bots_for, check_bot_seat, reveal_order, settings_of)
from .law import evening_bonus
from .services import craft_or_buy
from .snapshot import snapshot
from .snare import place_building, place_token, place_warriors     # Clockwork 2: snares (§4.5)

BOT_ID = "automated-alliance"
BASES = aa.BASES


@serial.register
@dataclass
class AAState:
    level: str = "expert"
    traits: list = field(default_factory=list)
    edition: str = "dc"
    advanced: bool = False        # seat option "Advanced services" (LCC2 260)
    order: str = ""
    order_suit: str = ""              # this turn's order suit (kept for Wildfire after the discard)
    revolted: bool = False            # revolted this turn (Public Pity, 6.5.3)
    popularity_paid: list = field(default_factory=list)   # [round, turn seat, seat] scored for sympathy (Popularity)


def _bot(ctx):
    return bots_for(ctx).bot(BOT_ID)


def _st(ctx, seat) -> AAState:
    return ctx.s.fstate[seat]


def sympathetic(ctx, seat, c) -> bool:
    return any(t[0] == seat and t[1] == "sympathy" for t in ctx.s.tokens[c])


def bases_on_map(ctx, seat) -> list[str]:
    return sorted(b[1] for c in ctx.m.ids for b in ctx.s.buildings[c] if b[0] == seat and b[1].startswith("base-"))


def order_suit(ctx, seat) -> str:
    return _st(ctx, seat).order_suit


class AutomatedAlliance(AutomatonFaction):
    id = BOT_ID
    name = "Automated Alliance"
    setup_order = 3                  # setup letter C
    automaton = True
    replaces = "alliance"

    def pieces(self, content):
        b = bots_for(content).bot(BOT_ID)
        out = {"warrior": b.warriors}
        out.update(b.buildings)
        out.update(b.tokens)
        return out

    def building_kinds(self):
        return tuple(BASES.values())

    def token_kinds(self):
        return ("sympathy",)

    def cards_held(self, ctx, seat):
        o = _st(ctx, seat).order
        return [o] if o else []

    def check_seat(self, content, seat_setup):
        check_bot_seat(self, bots_for(content).bot(BOT_ID), seat_setup)

    def new_fstate(self, ctx, seat):
        return AAState()

    def configure(self, ctx, seat, seat_setup):
        st = _st(ctx, seat)
        configure_bot(st, seat_setup)

    def setup(self, ctx, seat):
        # Rootbotics 6.3: warriors in supply, bases and sympathy on the board; nothing on the map.
        say(ctx, seat, N_("10 warriors in supply, three bases and ten sympathy on its board"), "Rootbotics 6.3",
            event="root.setup")

    def birdsong(self, ctx, seat):
        st = _st(ctx, seat)
        st.revolted, st.order_suit = False, ""
        steps = [x.id for x in _bot(ctx).turn["birdsong"]]
        if st.edition == "2021":
            steps.append("public-pity")          # 2021: Public Pity is the last Birdsong step (6.4.4)
        ctx.push(AAPhase(seat, "birdsong", steps))

    def daylight(self, ctx, seat):
        steps = ["spread-sympathy"]
        if order_suit(ctx, seat) == "bird":
            steps.append("surprise-revolt")
        if _st(ctx, seat).edition != "2021":
            steps.append("public-pity")          # DC: Public Pity ends Daylight (6.5.3)
        ctx.push(AAPhase(seat, "daylight", steps if _st(ctx, seat).order_suit else []))

    def evening(self, ctx, seat):
        st = _st(ctx, seat)
        wildfire = ["wildfire"] if "wildfire" in st.traits else []           # trait Wildfire
        ctx.push(AAPhase(seat, "evening", evening_steps(_bot(ctx), st, wildfire)))

    # --- battle and removal ---------------------------------------------------------------------
    def absorb_hits(self, ctx, seat, c, n, by, hits):
        return bot_absorb_hits(ctx, seat, c, n, by, hits)        # Rootbotics 1.2.1: sympathy before bases

    def extra_hits(self, ctx, seat, battle):
        # Automated Ambush (6.2.2): +1 hit defending with a warrior there; Informants: also
        # defending sympathy without warriors.
        if battle.defender != seat:
            return 0
        c = battle.clearing
        if ctx.s.warriors[seat][c] > 0:
            return 1
        if "informants" in _st(ctx, seat).traits and sympathetic(ctx, seat, c):
            return 1
        return 0

    def defends_with_high_die(self, ctx, seat):
        st = _st(ctx, seat)
        return "veterans" in st.traits and st.edition != "2021"    # Veterans (DC): both take the higher die

    def swaps_dice_as_defender(self, ctx, seat):
        st = _st(ctx, seat)
        return "veterans" in st.traits and st.edition == "2021"    # Veterans (2021): Guerrilla War

    def after_move(self, ctx, me, mover, a, b, n):
        # Automated Outrage (6.2.3): a human moving warriors into sympathy owes a matching card.
        # Warriors a Vagabond forces along (PT 9.2.9.II.b) are moved by their owner (PT 1.5.5):
        # the owner owes it (ruling Root — wiring §outrage-ally).
        # A hireling's move is its controller's (Law E.3.7, R-HIRE-23; none when uncontrolled).
        mover = acting_seat(ctx.s, mover)
        if n > 0 and sympathetic(ctx, me, b) and mover >= 0 and mover != me and not ctx.fac(mover).automaton:
            ctx.push(AAOutrage(mover, me, b))

    def removal_vp(self, ctx, owner, kind, by):
        st = _st(ctx, owner)
        if kind != "sympathy" or "popularity" not in st.traits:
            return 1
        if st.edition == "2021":                                  # Popularity (2021): no VP at all
            say(ctx, owner, N_("{who} scores nothing for its sympathy"), "Rootbotics 6 (trait Popularity, 2021)",
                at="Popularity", who=T(ctx.name(by)))
            return 0
        key = [ctx.s.round, ctx.s.turn_seat, by]                 # Popularity (DC): 1 VP per turn at most
        if key in st.popularity_paid:
            say(ctx, owner, N_("{who} already scored for its sympathy this turn — no VP"),
                "Rootbotics 6 (trait Popularity)", at="Popularity", who=T(ctx.name(by)))
            return 0
        st.popularity_paid.append(key)
        return 1

    def on_piece_removed(self, ctx, owner, c, kind, by):
        st = _st(ctx, owner)
        if kind == "sympathy" and by >= 0:
            by = acting_seat(ctx.s, by)          # a hireling's removal: its controller's (R-HIRE-23)
        if kind == "sympathy" and by >= 0 and by != owner:
            if not ctx.fac(by).automaton:
                ctx.push(AAOutrage(by, owner, c))
        if kind.startswith("base-"):                             # Crackdown (6.2.4, DC: returned)
            suit = kind[5:]
            back = [d for d in ctx.m.ids if has_suit(ctx, d, suit) and sympathetic(ctx, owner, d)]     # R-LAND-11
            for d in back:
                remove_piece(ctx, owner, d, "sympathy", False, -1)
            text = (N_("its {suit} base is gone; sympathy is removed from {where}") if st.edition == "2021" else
                    N_("its {suit} base is gone; sympathy returns to the track from {where}"))  # either way: its track (R-AUTO-A5)
            say(ctx, owner, text, "Rootbotics 6.2.4", at="Crackdown", suit=T(suit),
                where=back or Sub(N_("no clearing")))

    def view(self, ctx, seat, viewer):
        st = _st(ctx, seat)
        return {"automaton": BOT_ID, "difficulty": st.level, "traits": list(st.traits), "order": st.order,
                "bases_on_map": bases_on_map(ctx, seat), "sympathy_left": ctx.s.supply[seat].get("sympathy", 0)}

    def check(self, ctx, seat):
        out = []
        if ctx.s.hands[seat]:
            out.append("the Automated Alliance holds a hand of cards")
        for c in ctx.m.ids:
            if sum(1 for t in ctx.s.tokens[c] if t[0] == seat and t[1] == "sympathy") > 1:
                out.append(f"two sympathy tokens in clearing {c}")
        return out


FACTION = AutomatedAlliance()


# --- Automated Outrage (6.2.3) --------------------------------------------------------------------

@serial.register
@dataclass
class AAOutrage:
    """A human owes the Automated Alliance a card of the clearing's suit; with none, the bot scores
    1 VP. The card is discarded (not given), so Poor Manual Dexterity does not apply."""
    payer: int
    bot: int
    clearing: int


@handles(AAOutrage)
class AAOutrageH(Handler):
    def _cards(self, ctx, fr):
        return sorted({x for x in ctx.s.hands[fr.payer] if fits(ctx, x, fr.clearing)})     # the Lost City: R-LAND-11

    def decide(self, ctx, fr):
        opts = self._cards(ctx, fr)
        if not opts:
            return None
        ask = (Msg(N_("Automated Outrage: discard a card")) if every_suit(ctx, fr.clearing) else   # R-LAND-31
               Msg(N_("Automated Outrage: discard a {suit} card"), suit=T(ctx.s.suits[fr.clearing])))
        return dec(fr.payer, "root.bot.outrage", ask,
                   [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in opts], "Rootbotics 6.2.3")

    def step(self, ctx, fr):
        ctx.pop(fr)
        say(ctx, fr.bot, N_("{who} has no card: 1 VP") if every_suit(ctx, fr.clearing) else    # R-LAND-31
            N_("{who} has no {suit} card: 1 VP"), "Rootbotics 6.2.3", at="Automated Outrage",
            who=T(ctx.name(fr.payer)), suit=T(ctx.s.suits[fr.clearing]))
        add_vp(ctx, fr.bot, 1, Sub(N_("Automated Outrage")))

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        discard_card(ctx, fr.payer, ids.card(cid), "discards for Automated Outrage")


# --- the turn ------------------------------------------------------------------------------------------

@serial.register
@dataclass
class AAPhase(BotPhase):
    """The AA bot's phase frame (fields: automaton.BotPhase)."""


STEP_TEXT = {"wildfire": N_("Wildfire (trait): spread sympathy once without scoring"), "boss-bonus": N_("Boss Mode bonus")}


def _say(ctx, seat, step, template, rule, **args):
    """A step line with the order card's suit (bots/automaton.py `say`)."""
    say(ctx, seat, template, rule, at=step, order=order_suit(ctx, seat) or None, **args)


def revolt_suit(ctx, c: int, missing) -> str:
    """Rootbotics 6.5.2 + R-LAND-30: the suit of the base a Surprise Revolt places — the clearing's;
    in the Lost City (every suit, R-LAND-11) the marker's suit if its base is off the map, else the
    first of fox, rabbit, mouse whose base is."""
    printed = ctx.s.suits[c]
    order = [printed] + [x for x in ("fox", "rabbit", "mouse") if x != printed]
    return next(x for x in order if x in missing and has_suit(ctx, c, x))


def revolt(ctx, seat, c, base, rule, why):
    """Remove every enemy piece in c (buildings and tokens score 1 VP each, Law 3.2.1), then place
    the base (R-AUTO-A1, A2, A7: no battle, no warriors placed)."""
    s = ctx.s
    for i in range(s.n):
        if i == seat:
            continue
        had = s.warriors[i][c] or any(p[0] == i for p in s.buildings[c] + s.tokens[c]) or ctx.fac(i).other_pieces(ctx, i, c)
        if s.warriors[i][c]:
            remove_warriors(ctx, i, c, s.warriors[i][c], seat, "revolt")
        for p in [p for p in s.buildings[c] if p[0] == i]:
            remove_piece(ctx, i, c, p[1], True, seat)
        for p in [p for p in s.tokens[c] if p[0] == i]:
            remove_piece(ctx, i, c, p[1], False, seat)
        if had:
            ctx.fac(i).on_full_removal(ctx, i, c, seat)
    place_building(ctx, seat, c, base)
    _st(ctx, seat).revolted = True
    _say(ctx, seat, "Revolt", N_("revolts in clearing {c} — {why}: every enemy piece there is removed and its "
                                 "{suit} base placed"), rule, c=c, why=Sub(why), suit=T(base[5:]))


@handles(AAPhase)
class AAPhaseH(BotPhaseHandler):
    rule = "Rootbotics 6"
    bot_id = BOT_ID
    extra_text = STEP_TEXT

    def spread(self, ctx, seat, score=True, why="Spread Sympathy"):     # why: the step's name (a term)
        """6.5.1: place the next sympathy and score what it uncovers; 5 VP if it cannot."""
        cfg = settings_of(ctx, seat, BOT_ID)
        ed2021 = _st(ctx, seat).edition == "2021"
        suit = order_suit(ctx, seat) or "bird"
        if ctx.s.supply[seat].get("sympathy", 0) <= 0:
            c = None
        elif ed2021:
            c = aa.spread_target_2021(snapshot(ctx, seat), _bot(ctx), suit)
        else:
            c = aa.spread_target(snapshot(ctx, seat), _bot(ctx), suit, cfg["crowded_warriors"])
        if c is None:
            if score:
                _say(ctx, seat, why, N_("cannot spread sympathy: {vp} VP instead"), "Rootbotics 6.5.1",
                     vp=cfg["cannot_spread_vp"])
                add_vp(ctx, seat, cfg["cannot_spread_vp"], Sub(N_("cannot spread")))
            return
        first = not any(sympathetic(ctx, seat, d) for d in ctx.m.ids)
        if not place_token(ctx, seat, c, "sympathy"):
            return                   # a snare there was removed instead (bots/snare.py)
        vp = aa.sympathy_value(_bot(ctx), ctx.s.supply[seat].get("sympathy", 0))
        bird = suit == "bird"
        if ed2021 and not cfg["steadfast"]:            # Steadfast (CW2 card): no Martial Law
            full = aa.martial_law(snapshot(ctx, seat), c, cfg["crowded_warriors"], vp, cfg["martial_law_vp"])
            where = (Sub(N_("the ordered clearing next to sympathy with the fewest enemy warriors (2021), else the "
                            "clearing with the fewest enemy pieces; Martial Law: {n} VP less"), n=vp - full)
                     if full != vp else
                     Sub(N_("the ordered clearing next to sympathy with the fewest enemy warriors (2021), else the "
                            "clearing with the fewest enemy pieces")))
            vp = full
        else:
            where = Sub(N_("its first sympathy: the clearing with the fewest enemy pieces (R-AUTO-A3)") if first else
                        N_("an unsympathetic clearing next to sympathy, the lowest priority (bird order, R-AUTO-A14)")
                        if bird else
                        N_("an unsympathetic clearing next to sympathy, avoiding one enemy's 3+ warriors, preferring "
                           "the ordered suit, then highest priority"))
        _say(ctx, seat, why, N_("sympathy in clearing {c} — {where}; {vp} VP") if score else
             N_("sympathy in clearing {c} — {where} (not scored)"), "Rootbotics 6.5.1", c=c, where=where, vp=vp)
        if score and vp:
            add_vp(ctx, seat, vp, Sub(N_("sympathy")))

    # Birdsong ---------------------------------------------------------------------------------------
    def start_reveal_order(self, ctx, fr):
        card = reveal_order(ctx, fr.seat)
        st = _st(ctx, fr.seat)
        st.order = card or ""
        st.order_suit = ctx.c.cards[card].suit if card else ""

    def start_craft_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            craft_or_buy(ctx, fr.seat, st, "Rootbotics 6.4.2")          # + Hand Card service (CW2 Services 2)

    def start_revolt(self, ctx, fr):
        seat = fr.seat
        suit = order_suit(ctx, seat)
        if not suit or suit == "bird":
            return
        base = BASES[suit]
        if base in bases_on_map(ctx, seat) or ctx.s.supply[seat].get(base, 0) <= 0:
            _say(ctx, seat, "Revolt", N_("no revolt: its {suit} base is already on the map"), "Rootbotics 6.4.3",
                 suit=T(suit))
            return
        c = aa.revolt_target(snapshot(ctx, seat), _bot(ctx), suit)
        if c is None:
            _say(ctx, seat, "Revolt", N_("no revolt: no sympathetic {suit} clearing can take the base"),
                 "Rootbotics 6.4.3", suit=T(suit))
            return
        revolt(ctx, seat, c, base, "Rootbotics 6.4.3",
               N_("the ordered sympathetic clearing with the most enemy pieces"))

    # Daylight ------------------------------------------------------------------------------------------
    def start_spread_sympathy(self, ctx, fr):
        self.spread(ctx, fr.seat)

    def _revolt_ahead(self, ctx, seat) -> bool:
        """Steadfast under 2021 (CW2 facts §5.1): Public Pity comes first (Birdsong), so the Surprise
        Revolt's conditions are tested in advance: a bird order, a base off the map, a sympathetic
        clearing matching it."""
        if order_suit(ctx, seat) != "bird":
            return False
        missing = [s for s, b in BASES.items() if b not in bases_on_map(ctx, seat) and ctx.s.supply[seat].get(b, 0) > 0]
        return bool(missing) and aa.surprise_revolt_target(snapshot(ctx, seat), _bot(ctx), missing) is not None

    def start_surprise_revolt(self, ctx, fr):
        seat = fr.seat
        missing = [s for s, b in BASES.items() if b not in bases_on_map(ctx, seat) and ctx.s.supply[seat].get(b, 0) > 0]
        if not missing:
            return
        c = aa.surprise_revolt_target(snapshot(ctx, seat), _bot(ctx), missing)
        if c is None:
            _say(ctx, seat, "Surprise Revolt", N_("no sympathetic clearing matches a base still off the map"),
                 "Rootbotics 6.5.2")
            return
        revolt(ctx, seat, c, BASES[revolt_suit(ctx, c, missing)], "Rootbotics 6.5.2",
               N_("the sympathetic clearing with the most enemy pieces whose suit matches a base off the map"))

    def start_public_pity(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        if st.revolted:
            return
        if st.edition == "2021" and settings_of(ctx, seat, BOT_ID)["steadfast"] and self._revolt_ahead(ctx, seat):
            _say(ctx, seat, "Public Pity", N_("skipped: a Surprise Revolt will happen this turn (bird order, a base off "
                                              "the map, a sympathetic clearing of its suit) — Steadfast"),
                 "trait Steadfast (CW2)")
            return
        on_map = sum(1 for c in ctx.m.ids if sympathetic(ctx, seat, c))
        n = aa.public_pity_times(on_map, settings_of(ctx, seat, BOT_ID)["public_pity_below"])
        for _ in range(n):
            self.spread(ctx, seat, why="Public Pity")

    # Evening -------------------------------------------------------------------------------------------
    def start_organize(self, ctx, fr):
        seat = fr.seat
        cfg = settings_of(ctx, seat, BOT_ID)
        for c in aa.organize_clearings(snapshot(ctx, seat), _bot(ctx), cfg["organize_min"]):
            n = ctx.s.warriors[seat][c]
            if n < cfg["organize_min"]:
                continue
            remove_warriors(ctx, seat, c, n, seat, "organize")
            _say(ctx, seat, "Organize", N_("{n} warriors leave base clearing {c} (at least {least})"),
                 "Rootbotics 6.6.1", n=n, c=c, least=cfg["organize_min"])
            self.spread(ctx, seat, why="Organize")

    def start_recruit(self, ctx, fr):
        seat = fr.seat
        per = settings_of(ctx, seat, BOT_ID)["recruit_per_base"]
        done = []
        for c in ctx.m.ids:
            if any(b[0] == seat and b[1].startswith("base-") for b in ctx.s.buildings[c]):
                if place_warriors(ctx, seat, c, per):
                    done.append(c)
        _say(ctx, seat, "Recruit", N_("a warrior in each base clearing: {where}"), "Rootbotics 6.6.2",
             where=done or Sub(N_("none")))

    def start_discard_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            _say(ctx, fr.seat, "Discard", N_("discards {card}"), "Rootbotics 6.6.3", card=T(ctx.c.cards[st.order].name))
            to_pile(ctx, st.order)
            st.order = ""

    def start_wildfire(self, ctx, fr):
        self.spread(ctx, fr.seat, score=False, why="Wildfire")

    def start_boss_bonus(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        humans = sum(1 for i in range(ctx.s.n) if not ctx.fac(i).automaton)
        vp = evening_bonus(_bot(ctx).evening_vp_rule(st.level, st.edition), humans)
        if vp:
            _say(ctx, seat, "Boss Mode", N_("{vp} VP (1 per two human players, rounded up)"), "Rootbotics difficulty",
                 vp=vp)
            add_vp(ctx, seat, vp, Sub(N_("Boss Mode")))
