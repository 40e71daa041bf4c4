"""Electric Eyrie (Law of Rootbotics 5, Director's Cut) as a Root faction.

Same shape as the Mechanical Marquise (docs/root-automata.md): its steps are engine rules
run by a phase frame, its targets come from ee_decisions.py over a map snapshot, and each step
logs what it did and why. The Decree is part of its faction state.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.i18n import N_, Msg, Sub, T

from ..engine import Handler, add_vp, can_place, handles, remove_piece, to_pile
from ..flow import RootBattle as Battle
from .moves import bot_move
from . import ee_decisions as ee
from .automaton import (piece_term, say, AutomatonFaction, BotPhase, BotPhaseHandler, evening_steps, configure_bot, bot_absorb_hits, bots_for, check_bot_seat, reveal_order, settings_of)
from .law import evening_bonus
from .advanced_services import buy_riverboats, eyrie_decree_swap, river_board, riverboats_seller
from .services import buy_mercenaries, craft_or_buy
from .snapshot import seat_of, snapshot
from .snare import place_building, place_warriors     # Clockwork 2: snares (root-bots-public §4.5)

BOT_ID = "electric-eyrie"
VIZIER = "loyal-vizier"


@serial.register
@dataclass
class EEState:
    level: str = "expert"
    traits: list = field(default_factory=list)
    edition: str = "dc"
    advanced: bool = False        # seat option "Advanced services" (LCC2 260)
    order: str = ""                  # the order card between Reveal and Add to Decree
    order_suit: str = ""             # this turn's order suit (A New Roost, 5.4.4)
    decree: dict = field(default_factory=dict)   # column suit -> card ids ("loyal-vizier" for a Vizier)
    turmoil: bool = False            # fell into turmoil this turn


def _bot(ctx):
    return bots_for(ctx).bot(BOT_ID)


def _st(ctx, seat) -> EEState:
    return ctx.s.fstate[seat]


def _cols(ctx):
    return list(_bot(ctx).decree_columns)


def roosts_on_map(ctx, seat) -> int:
    return sum(1 for c in ctx.m.ids for b in ctx.s.buildings[c] if b[0] == seat and b[1] == "roost")


class ElectricEyrie(AutomatonFaction):
    id = BOT_ID
    name = "Electric Eyrie"
    setup_order = 2                  # setup letter B
    automaton = True
    replaces = "eyrie"
    wins_rule_ties = True            # Rootbotics 5.2.1 Lords of the Forest (never an empty clearing)

    def pieces(self, content):
        b = bots_for(content).bot(BOT_ID)
        out = {"warrior": b.warriors}
        out.update(b.buildings)
        return out

    def building_kinds(self):
        return ("roost",)

    def cards_held(self, ctx, seat):
        st = _st(ctx, seat)
        held = [c for col in sorted(st.decree) for c in st.decree[col] if c != VIZIER]
        return held + ([st.order] if st.order else [])

    def check_seat(self, content, seat_setup):
        check_bot_seat(self, bots_for(content).bot(BOT_ID), seat_setup)

    def new_fstate(self, ctx, seat):
        # Rootbotics 5.3.3: both Loyal Viziers start in the bird column (placed with the state, so
        # the board is whole even while an earlier faction is still setting up).
        b = _bot(ctx)
        decree = {c: [] for c in b.decree_columns}
        decree[b.vizier_column] = [VIZIER] * b.cards[VIZIER]
        return EEState(decree=decree)

    def configure(self, ctx, seat, seat_setup):
        st = _st(ctx, seat)
        configure_bot(st, seat_setup)

    def setup(self, ctx, seat):
        ctx.push(EESetup(seat))

    def birdsong(self, ctx, seat):
        _st(ctx, seat).turmoil = False
        ctx.push(EEPhase(seat, "birdsong", [x.id for x in _bot(ctx).turn["birdsong"]]))

    def daylight(self, ctx, seat):
        st = _st(ctx, seat)
        steps = ["resolve-decree"]
        if "relentless" in st.traits:
            steps.append("relentless")
        steps.append("build")
        if "swoop" in st.traits:
            steps.append("swoop")
        ctx.push(EEPhase(seat, "daylight", steps))

    def evening(self, ctx, seat):
        ctx.push(EEPhase(seat, "evening", evening_steps(_bot(ctx), _st(ctx, seat))))

    def absorb_hits(self, ctx, seat, c, n, by, hits):
        return bot_absorb_hits(ctx, seat, c, n, by, hits)        # Rootbotics 1.2.1

    def on_battle_end(self, ctx, seat, battle):
        # War Tax: each enemy building or token its hits removed costs the owner 1 VP.
        if "war-tax" not in _st(ctx, seat).traits or seat not in (battle.attacker, battle.defender):
            return
        if battle.remover >= 0 and battle.remover != seat:
            return            # Law D.4.2: a Vagrant's Instigate — the Vagrant removes, not the bot
        vp = settings_of(ctx, seat, BOT_ID)["war_tax_vp"]
        for owner, kind, n in battle.removed:
            if owner != seat and kind != "warrior":
                say(ctx, seat, N_("{who} loses {vp} VP for its {piece}"), "trait War Tax", at="War Tax",
                    who=T(ctx.name(owner)), vp=vp * n, piece=piece_term(kind))
                add_vp(ctx, owner, -vp * n, Sub(N_("War Tax")))

    def view(self, ctx, seat, viewer):
        st = _st(ctx, seat)
        return {"automaton": BOT_ID, "difficulty": st.level, "traits": list(st.traits),
                "decree": {k: list(v) for k, v in st.decree.items()},
                "roost_track": ee.roost_score(_bot(ctx), ctx.s.supply[seat].get("roost", 0))}

    def check(self, ctx, seat):
        out = []
        st = _st(ctx, seat)
        if ctx.s.hands[seat]:
            out.append("the Electric Eyrie holds a hand of cards")
        if st.decree.get("bird", []).count(VIZIER) != 2:
            out.append("the Electric Eyrie must keep both Loyal Viziers in the bird column")
        return out


FACTION = ElectricEyrie()


# --- setup (Rootbotics 5.3) ------------------------------------------------------------------------

@serial.register
@dataclass
class EESetup:
    seat: int


@handles(EESetup)
class EESetupH(Handler):
    def step(self, ctx, fr):
        s, m, seat = ctx.s, ctx.m, fr.seat
        ctx.pop(fr)
        keep = next((c for c in m.ids for t in s.tokens[c] if t[1] == "keep"), 0)
        if keep:                                                      # 5.3.2 (R-AUTO-E16)
            corner, why = m.opposite[keep], Sub(N_("diagonally opposite the keep in {keep}"), keep=keep)
        else:
            corner = s.rng.choice(sorted(c for c in m.corners if can_place(ctx, seat, c)))
            why = Sub(N_("a corner drawn at random (no Marquise in play)"))
        place_building(ctx, seat, corner, "roost")
        cfg = settings_of(ctx, seat, BOT_ID)
        place_warriors(ctx, seat, corner, cfg["start_warriors"])
        say(ctx, seat, N_("a roost and {n} warriors in clearing {c}, {why}; both Loyal Viziers in the bird column"),
            "Rootbotics 5.3", event="root.setup", n=cfg["start_warriors"], c=corner, why=why)


# --- the turn ------------------------------------------------------------------------------------------

@serial.register
@dataclass
class EEPhase(BotPhase):
    """The EE bot's phase frame (fields: automaton.BotPhase)."""


STEP_TEXT = {"relentless": N_("Relentless (trait): remove defenceless enemy buildings and tokens"),
             "swoop": N_("Swoop (trait): two warriors where it has no pieces"),
             "boss-bonus": N_("Boss Mode bonus")}


def _say(ctx, seat, step, template, rule, **args):
    """A step line (bots/automaton.py `say`): the Eyrie's steps name no order card."""
    say(ctx, seat, template, rule, at=step, **args)


def _col_step(step: str, col: str) -> dict:
    """A Decree action's step name with its column: "Recruit, fox column"."""
    if col == "bird":
        return Sub(N_("{step}, bird column (every suit)"), step=T(step))
    return Sub(N_("{step}, {suit} column"), step=T(step), suit=T(col))


@handles(EEPhase)
class EEPhaseH(BotPhaseHandler):
    rule = "Rootbotics 5"
    bot_id = BOT_ID
    extra_text = STEP_TEXT

    def _rest(self, fr):
        """Turmoil step 3: go to Evening — the rest of Daylight is skipped."""
        fr.todo = []
        fr.idx = len(fr.steps) - 1

    def turmoil(self, ctx, fr, why):
        seat, st = fr.seat, _st(ctx, fr.seat)
        st.turmoil = True
        n = ee.humiliation(st.decree)
        noble = "nobility" in st.traits
        text = (N_("{why}; gains {n} VP (bird cards in the Decree, Viziers included), discards the Decree but the "
                   "Viziers, and goes to Evening") if noble else
                N_("{why}; loses {n} VP (bird cards in the Decree, Viziers included), discards the Decree but the "
                   "Viziers, and goes to Evening"))
        _say(ctx, seat, "Turmoil", text, "Rootbotics 5.7", why=why, n=n)
        add_vp(ctx, seat, n if noble else -n, Sub(N_("turmoil")))                     # 5.7.1 (Nobility: gains)
        for col in list(st.decree):                                          # 5.7.2
            for card in [c for c in st.decree[col] if c != VIZIER]:
                to_pile(ctx, card)
            st.decree[col] = [c for c in st.decree[col] if c == VIZIER]
        self._rest(fr)                                                       # 5.7.3

    # Birdsong (5.4) ----------------------------------------------------------------------------
    def start_reveal_order(self, ctx, fr):
        card = reveal_order(ctx, fr.seat)
        st = _st(ctx, fr.seat)
        st.order = card or ""
        st.order_suit = ctx.c.cards[card].suit if card else ""
        if not card:
            _say(ctx, fr.seat, "Reveal", N_("no card left to reveal (R-AUTO-G14)"), "Rootbotics 5.4.1")

    def start_craft_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            new = eyrie_decree_swap(ctx, fr.seat, st, lambda x: to_pile(ctx, x))   # CW2 Services 262
            if new is not None:
                st.order, st.order_suit = new, ctx.c.cards[new].suit
            craft_or_buy(ctx, fr.seat, st, "Rootbotics 5.4.2")          # + Hand Card service (CW2 Services 2)

    def start_add_to_decree(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if not st.order:
            return
        col = _bot(ctx).orders[ctx.c.cards[st.order].suit].decree_column
        st.decree[col].append(st.order)                                      # 5.4.3 (R-AUTO-E11)
        _say(ctx, fr.seat, "Decree", N_("adds {card} to the {suit} column (now {n})"), "Rootbotics 5.4.3",
             card=T(ctx.c.cards[st.order].name), suit=T(col), n=ee.count(st.decree, col))
        st.order = ""

    def start_new_roost(self, ctx, fr):
        seat = fr.seat
        suit = _st(ctx, seat).order_suit
        if roosts_on_map(ctx, seat) or not suit:
            return
        c = ee.new_roost_target(snapshot(ctx, seat), _bot(ctx), suit)
        where = Sub(N_("clearing")) if suit == "bird" else Sub(N_("{suit} clearing"), suit=T(suit))
        if c is None or ctx.s.supply[seat].get("roost", 0) <= 0:
            _say(ctx, seat, "New Roost", N_("no {where} can take a roost: none this Birdsong, and no turmoil "
                                            "(R-AUTO-E4)"), "Rootbotics 5.4.4", where=where)
            return
        roost = place_building(ctx, seat, c, "roost")    # False: a snare removed instead (bots/snare.py)
        k = place_warriors(ctx, seat, c, settings_of(ctx, seat, BOT_ID)["new_roost_warriors"])
        text = (N_("no roost on the map: a roost and {k} warriors in clearing {c}, the highest-priority {where} that "
                   "can take them") if roost else
                N_("no roost on the map: {k} warriors in clearing {c}, the highest-priority {where} that can take them"))
        _say(ctx, seat, "New Roost", text, "Rootbotics 5.4.4", k=k, c=c, where=where)

    # Daylight (5.5) -----------------------------------------------------------------------------
    def start_resolve_decree(self, ctx, fr):
        cols = _cols(ctx)
        fr.todo = [[a, c] for a in ("recruit", "move", "battle") for c in cols]

    def more_resolve_decree(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        b = _bot(ctx)
        cfg = settings_of(ctx, seat, BOT_ID)
        while fr.todo:
            act, col = fr.todo.pop(0)
            k = ee.count(st.decree, col)
            if k == 0:                                                       # R-AUTO-E2
                continue
            board = snapshot(ctx, seat)
            if act == "recruit":
                n = max(0, k + (cfg["bird_recruit_delta"] if col == "bird" else 0))
                c = ee.recruit_target(board, b, col)
                placed = place_warriors(ctx, seat, c, n) if c is not None else 0
                if c is None:
                    _say(ctx, seat, _col_step("Recruit", col), N_("no roost clearing of that suit to recruit in"),
                         "Rootbotics 5.5.1.I")
                else:
                    _say(ctx, seat, _col_step("Recruit", col), N_("places {placed} of {n} in clearing {c} — the roost "
                                                                  "clearing with the most enemy pieces, then fewest of "
                                                                  "its warriors, then lowest priority"),
                         "Rootbotics 5.5.1.I", placed=placed, n=n, c=c)
                if placed < n and "nobility" in st.traits:                   # R-AUTO-E15
                    self.turmoil(ctx, fr, Sub(N_("Nobility: it could not place every recruit")))
                    return True
            elif act == "move":
                rf = riverboats_seller(ctx, seat)                            # CW2 Services 262
                if rf >= 0:
                    river_board(ctx, board)                                  # rivers as paths (R-AUTO-S28)
                plan = ee.move_plan(board, b, col, k)
                if plan is None:
                    continue
                o, d, n = plan
                buy_riverboats(ctx, seat, rf, o, d, "CW2 Services 262 (Riverboats)")
                _say(ctx, seat, _col_step("Move", col), N_("moves {n} from clearing {o} (the ruled clearing of the "
                                                           "column with the most of its warriors) to {d} (a neighbour "
                                                           "without its roost if possible, fewest enemy pieces, lowest "
                                                           "priority), leaving enough to keep ruling and at least {k}"),
                     "Rootbotics 5.5.1.II", n=n, o=o, d=d, k=k)
                bot_move(ctx, seat, o, d, n)
                return False
            else:
                c = ee.battle_target(board, b, col)
                if c is None:
                    continue
                d = seat_of(ee.defender(board, b, c, bots_for(ctx).common.setup_order))
                # Focused (CW2 card): the Director's Cut tie rule under 2021 as well
                rule_ed = "dc" if settings_of(ctx, seat, BOT_ID)["focused"] else st.edition
                extra = b.params["extra_hit_for_most_cards"] if ee.extra_hit(st.decree, col, rule_ed) else 0
                text = (N_("battles {who} in clearing {c} (no roost of its own preferred, then most defenceless "
                           "buildings, then lowest priority); defender {who}: most buildings there, then pieces, then "
                           "VP; +{extra} hit: the column has the most cards") if extra else
                        N_("battles {who} in clearing {c} (no roost of its own preferred, then most defenceless "
                           "buildings, then lowest priority); defender {who}: most buildings there, then pieces, then VP"))
                _say(ctx, seat, _col_step("Battle", col), text, "Rootbotics 5.5.1.III", who=T(ctx.name(d)), c=c,
                     extra=extra)
                buy_mercenaries(ctx, seat, c, d)                 # CW2 Services 3
                ctx.push(Battle(seat, clearing=c, defender=d, stage="ambush", att_extra=extra))
                ctx.log("root.battle", Msg("{name} battles {other} in clearing {c}", name=T(ctx.name(seat)),
                                           other=T(ctx.name(d)), c=c), seat, rule="Law 4.3", clearing=c, defender=d)
                return False
        return True

    def start_relentless(self, ctx, fr):
        seat = fr.seat
        cfg = settings_of(ctx, seat, BOT_ID)
        gone = []
        for c, p, kind, is_b in ee.relentless_removals(snapshot(ctx, seat)):
            owner = seat_of(p)
            # Re-checked as it happens: an earlier removal may already have taken this piece
            # (an Alliance base's Crackdown removes that suit's sympathy, Rootbotics 6.2.4).
            if [owner, kind] not in (ctx.s.buildings[c] if is_b else ctx.s.tokens[c]):
                continue
            remove_piece(ctx, owner, c, kind, is_b, seat)
            gone.append((c, p, kind, is_b))
            if "war-tax" in _st(ctx, seat).traits:
                add_vp(ctx, owner, -cfg["war_tax_vp"], Sub(N_("War Tax")))
        if gone:
            _say(ctx, seat, "Relentless", N_("removes defenceless enemy buildings and tokens ({n}): {pieces}"),
                 "trait Relentless", n=len(gone), pieces=[Sub(N_("{piece} in {c}"), piece=piece_term(kind), c=c)
                                                          for c, _, kind, _ in gone])
        else:
            _say(ctx, seat, "Relentless", N_("nothing defenceless where it has warriors"), "trait Relentless")

    def start_build(self, ctx, fr):
        seat = fr.seat
        c = ee.build_target(snapshot(ctx, seat), _bot(ctx), ctx.s.supply[seat].get("roost", 0))
        if c is None:
            why = (N_("it cannot place a roost: no roost left on its track") if ctx.s.supply[seat].get("roost", 0) <= 0
                   else N_("it cannot place a roost: no ruled clearing without a roost has a free slot"))
            self.turmoil(ctx, fr, Sub(why))          # 5.5.2 (R-AUTO-E9)
            return
        if not place_building(ctx, seat, c, "roost"):
            return                   # a snare there was removed instead (bots/snare.py)
        _say(ctx, seat, "Build", N_("places a roost in clearing {c} — the highest-priority ruled clearing without one"),
             "Rootbotics 5.5.2", c=c)

    def start_swoop(self, ctx, fr):
        seat = fr.seat
        c = ee.swoop_target(snapshot(ctx, seat), _bot(ctx))
        if c is None:
            return
        k = place_warriors(ctx, seat, c, settings_of(ctx, seat, BOT_ID)["swoop_warriors"])
        _say(ctx, seat, "Swoop", N_("places {k} warriors in clearing {c}, the highest-priority clearing without its "
                                    "pieces"), "trait Swoop", k=k, c=c)

    # Evening (5.6) ------------------------------------------------------------------------------
    def start_score(self, ctx, fr):
        seat = fr.seat
        vp = ee.roost_score(_bot(ctx), ctx.s.supply[seat].get("roost", 0))
        _say(ctx, seat, "Score", N_("{vp} VP from the rightmost empty space of the roost track"), "Rootbotics 5.6", vp=vp)
        add_vp(ctx, seat, vp, Sub(N_("roost track")))

    def start_boss_bonus(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        humans = sum(1 for i in range(ctx.s.n) if not ctx.fac(i).automaton)
        vp = evening_bonus(_bot(ctx).evening_vp_rule(st.level, st.edition), humans)
        if vp:
            _say(ctx, seat, "Boss Mode", N_("{vp} VP (1 per two human players, rounded up)"), "Rootbotics difficulty",
                 vp=vp)
            add_vp(ctx, seat, vp, Sub(N_("Boss Mode")))
