"""Automated Keepers — a Tableforge original automaton for the Keepers in Iron (no official one
exists). Design: docs/root-automata.md "Automated Keepers (Tableforge original)" (AK 1-7),
rulings R-AUTO-K-n; data: data/root/bots/automated-keepers.yaml.

It is the Keepers in Iron faction (game/root/factions/keepers.py: relics, waystations, the
Retinue's columns and their discard checks, Devout Knights, Prized Trophies are the Law's,
chapter 15) with a Clockwork board in place of a hand: each turn's order card joins the Retinue
in the column the relics need (AK 3.5), and every Retinue card acts by the rules here, each
choice logged with its reason. Decisions as pure functions: ak_decisions.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import serial
from game.core.i18n import N_, Sub, T

from .. import ids
from ..engine import clearing_suits, has_suit  # the Lost City's suits (R-LAND-11)
from ..engine import add_vp, can_place, free_slots, handles, place_building, place_warriors, remove_warriors, touch
from ..factions import keepers as K
from ..factions.duchy import start_corners
from ..flow import RootBattle as Battle
from ..flow import battle_clearings, dest_choices
from . import ak_decisions as akd
from .automaton import (AutomatonFaction, BotPhase, BotPhaseHandler, bot_absorb_hits, bots_for, check_bot_seat,
                        configure_bot, craft_order, reveal_order, say, settings_of)
from .moves import bot_move
from .snapshot import seat_of, snapshot

BOT_ID = "automated-keepers"
STEP_TEXT = {"boss-bonus": N_("Boss Mode bonus")}


@serial.register
@dataclass
class AKState(K.KeepersState):
    """The Keepers' board (forests, faces, Retinue, relics) plus the automaton's settings and
    order card (which joins the Retinue in Birdsong: AK 3.5)."""
    level: str = "expert"
    traits: list = None
    edition: str = "dc"
    order: str = ""
    last_order: str = ""              # this turn's order card, shown on the panel after Gather

    def __post_init__(self):
        if self.traits is None:
            self.traits = []


def _bot(ctx):
    return bots_for(ctx).bot(BOT_ID)


def _st(ctx, seat) -> AKState:
    return ctx.s.fstate[seat]


def order_suit(ctx, seat) -> str:
    o = _st(ctx, seat).order
    return ctx.c.cards[o].suit if o else ""


def in_retinue(st, card) -> bool:
    return any(card in col for col in st.retinue)


class AutomatedKeepers(AutomatonFaction, K.Keepers):
    id = BOT_ID
    name = "Automated Keepers"
    replaces = "keepers"
    automaton = True
    original = True                  # a Tableforge design, labelled so on screen (AH 1 / AK 1)

    def new_fstate(self, ctx, seat):
        b = K.board(ctx.c)
        return AKState(retinue=[[f"retainer-{i + 1}"] if i < b.retainers else [] for i in range(3)],
                       recovered={t: [] for t in b.relic_types})

    def check_seat(self, content, seat_setup):
        check_bot_seat(self, bots_for(content).bot(BOT_ID), seat_setup)

    def configure(self, ctx, seat, seat_setup):
        configure_bot(_st(ctx, seat), seat_setup)

    def cards_held(self, ctx, seat):
        st = _st(ctx, seat)
        out = K.Keepers.cards_held(self, ctx, seat)
        if st.order:                       # revealed, not yet gathered (AK 3.5 clears it)
            out.append(st.order)
        return out

    def absorb_hits(self, ctx, seat, c, n, by, hits):
        n = K.Keepers.absorb_hits(self, ctx, seat, c, n, by, hits)      # Devout Knights (Law 15.2.4)
        return bot_absorb_hits(ctx, seat, c, n, by, hits) if n > 0 else 0   # Rootbotics 1.2.1

    def setup(self, ctx, seat):
        ctx.push(AKSetup(seat))

    def birdsong(self, ctx, seat):
        ctx.push(AKPhase(seat, "birdsong", [x.id for x in _bot(ctx).turn["birdsong"]]))

    def daylight(self, ctx, seat):
        ctx.push(AKPhase(seat, "daylight", [x.id for x in _bot(ctx).turn["daylight"]]))

    def evening(self, ctx, seat):
        steps = [x.id for x in _bot(ctx).turn["evening"]]
        if not settings_of(ctx, seat, BOT_ID)["pilgrimage_vp"]:
            steps.remove("pilgrimage")
        st = _st(ctx, seat)
        if _bot(ctx).evening_vp_rule(st.level, st.edition) != "none":
            steps.append("boss-bonus")
        ctx.push(AKPhase(seat, "evening", steps))

    def view(self, ctx, seat, viewer):
        st = _st(ctx, seat)
        out = K.Keepers.view(self, ctx, seat, viewer)
        out.update({"automaton": BOT_ID, "difficulty": st.level, "traits": list(st.traits), "order": st.order or st.last_order,
                    "original": True})
        return out

    def check(self, ctx, seat):
        out = K.Keepers.check(self, ctx, seat)
        if ctx.s.hands[seat]:
            out.append("the Automated Keepers hold a hand of cards")
        return out


FACTION = AutomatedKeepers()


# --- setup (AK 2; Law 15.3) ---------------------------------------------------------------------

@serial.register
@dataclass
class AKSetup:
    seat: int
    stage: str = "corner"


@handles(AKSetup)
class AKSetupH(K.KeepersSetupH):
    def decide(self, ctx, fr):
        return None

    def step(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "corner":
            corners = start_corners(ctx, seat) or sorted(c for c in ctx.m.corners if can_place(ctx, seat, c))
            c = (corners[0] if len(corners) == 1 else ctx.s.rng.choice(corners)) if corners else 0
            say(ctx, seat, N_("starts in corner {c}, drawn at random among {among}"), "AK 2; Law 15.3.2",
                c=c, among=", ".join(map(str, corners)))
            self._corner(ctx, fr, c)
            return
        opts = K.second_options(ctx, seat, _st(ctx, seat).start)
        c = akd.pick_listed(snapshot(ctx, seat), _bot(ctx), "second-clearing", opts) if opts else 0
        if c:
            say(ctx, seat, N_("4 more warriors in clearing {c}, the neighbour with the fewest enemy pieces"),
                "AK 2; Law 15.3.2", c=c)
        self._second(ctx, fr, c or 0)


# --- the turn's steps ----------------------------------------------------------------------------

@serial.register
@dataclass
class AKPhase(BotPhase):
    """The Automated Keepers' phase frame (fields: automaton.BotPhase). Daylight's `todo` holds
    the Retinue cards still to act, as [column, card]."""


def _legal_dests(ctx, seat, a) -> list[int]:
    return sorted({ids.number(x.id) for x in dest_choices(ctx, seat, a) if x.id.startswith("clearing:")})


def _needy_relics(ctx, seat) -> dict[int, list[str]]:
    """Relics on the map that cannot be recovered where they are (AK 4.1): clearing -> kinds."""
    out = {}
    for c in ctx.m.ids:
        rel = K.relics_at(ctx, seat, c)
        if rel:
            faces = K.faces_at(ctx, seat, c)
            need = [k for k in rel if K.relic_type(k) not in faces]
            if need:
                out[c] = need
    return out


def _waystation_faces(ctx, seat) -> dict[int, set]:
    return {c: K.faces_at(ctx, seat, c) for c in ctx.m.ids if K.waystations_at(ctx, seat, c)}


def _delve_sites(ctx, seat) -> list[int]:
    """Clearings next to a forest still holding a relic (where a Delve can start)."""
    return [c for c in ctx.m.ids if K.delve_forests(ctx, seat, c)]


@handles(AKPhase)
class AKPhaseH(BotPhaseHandler):
    rule = "AK (Tableforge original)"
    bot_id = BOT_ID
    extra_text = STEP_TEXT

    def start_boss_bonus(self, ctx, fr):
        """AK 5.4: Boss Mode's VP at the end of Evening, 1 per two people rounded up."""
        self.boss_mode_per_people(ctx, fr, "AK 5.4; Rootbotics 3.3.1")

    # Birdsong ------------------------------------------------------------------------------
    def start_reveal_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        st.order = reveal_order(ctx, fr.seat) or ""
        st.last_order = st.order
        if not st.order:
            say(ctx, fr.seat, N_("no card left to reveal; no card joins the Retinue"), "AK 3.1")

    def start_craft_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            craft_order(ctx, fr.seat, st.order, "AK 3.2; Rootbotics 1.1")

    def start_encamp(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        cfg = settings_of(ctx, seat, BOT_ID)
        b = K.board(ctx.c)
        left = [i for i in range(len(b.waystations)) if s.supply[seat].get(K.waystation(i), 0)]
        if not left:
            say(ctx, seat, N_("Encamp: every waystation is on the map"), "Law 15.4.1")
            return
        if not any(s.warriors[seat][c] for c in ctx.m.ids) and not K.waystations_on_map(ctx, seat):
            self._encamp_anew(ctx, seat, left)
            return
        needy = _needy_relics(ctx, seat)
        shown = {t for faces in _waystation_faces(ctx, seat).values() for t in faces}
        can_show = {t for i in left for t in b.waystations[i]}
        value = {}
        for c in ctx.m.ids:
            n = sum(1 for k in needy.get(c, []) if K.relic_type(k) not in shown and K.relic_type(k) in can_show)
            if n:
                value[c] = 10 * n
            elif K.delve_forests(ctx, seat, c):
                value[c] = 1
        cands = [c for c in ctx.m.ids if s.warriors[seat][c] and not K.waystations_at(ctx, seat, c)
                 and free_slots(ctx, c) > 0 and can_place(ctx, seat, c)
                 and (value.get(c, 0) >= 10 or s.warriors[seat][c] >= cfg["encamp_min"])]
        c = akd.pick_listed(snapshot(ctx, seat), _bot(ctx), "encamp-clearing", cands, value)
        if c is None:
            say(ctx, seat, N_("Encamp: no clearing with a waiting relic or {n}+ of its warriors, a free slot and no "
                "waystation"), "AK 3.3", n=cfg["encamp_min"])
            return
        forest_types = [K.relic_type(k) for f in ctx.m.clearing_forests[c]
                        for k, _rev in _st(ctx, seat).forests.get(f, [])]
        face = akd.encamp_face([K.relic_type(k) for k in needy.get(c, [])], forest_types, shown,
                               [tuple(b.waystations[i]) for i in left])
        i = next(i for i in left if face in b.waystations[i])
        s.warriors[seat][c] -= 1                        # Law 15.4.1: a warrior is replaced
        s.supply[seat]["warrior"] += 1
        place_building(ctx, seat, c, K.waystation(i))
        _st(ctx, seat).faces[K.waystation(i)] = face
        touch(ctx, c)
        say(ctx, seat, N_("Encamp: a {face} waystation in clearing {c} — {why}"), "AK 3.3; Law 15.4.1",
            face=T(face), c=c,
            why=Sub(N_("a relic there waits for that type")) if value.get(c, 0) >= 10 else
            Sub(N_("next to a relic forest, then the most of its warriors; the face most needed by the forests around")))

    def _encamp_anew(self, ctx, seat, left) -> None:
        """Law 15.4.1 (R-KEEP-1): with no warrior and no waystation on the map, a waystation and a
        warrior in any clearing; AK 3.3: next to the most relic forests, then fewest enemy pieces."""
        b = K.board(ctx.c)
        cands = [c for c in ctx.m.ids if free_slots(ctx, c) > 0 and can_place(ctx, seat, c)]
        value = {c: len(K.delve_forests(ctx, seat, c)) for c in cands}
        c = akd.pick_listed(snapshot(ctx, seat), _bot(ctx), "anew-clearing", cands, value)
        if c is None:
            say(ctx, seat, N_("Encamp: no clearing with a free slot where it may place"), "Law 15.4.1")
            return
        forest_types = [K.relic_type(k) for f in ctx.m.clearing_forests[c] for k, _rev in _st(ctx, seat).forests.get(f, [])]
        face = akd.encamp_face([], forest_types, set(), [tuple(b.waystations[i]) for i in left])
        i = next(i for i in left if face in b.waystations[i])
        place_warriors(ctx, seat, c, 1)
        place_building(ctx, seat, c, K.waystation(i))
        _st(ctx, seat).faces[K.waystation(i)] = face
        say(ctx, seat, N_("Encamp: none of its pieces is on the map — a {face} waystation and a warrior in clearing {c}, "
            "next to the most relic forests, then the fewest enemy pieces"), "AK 3.3; Law 15.4.1",
            face=T(face), c=c)

    def start_recruit(self, ctx, fr):
        seat = fr.seat
        cfg = settings_of(ctx, seat, BOT_ID)
        suit = order_suit(ctx, seat) or "bird"
        ways = [c for c in ctx.m.ids if K.waystations_at(ctx, seat, c) and can_place(ctx, seat, c)]
        if not ways:
            say(ctx, seat, N_("Recruit: no waystation on the map"), "AK 3.4")
            return
        relic = {c: 1 for c in ways if K.relics_at(ctx, seat, c)}
        opts = [c for c in ways if suit == "bird" or has_suit(ctx, c, suit)]      # R-LAND-11
        if not opts:                                   # R-AUTO-K-2: the one waystation the rule picks
            opts = [akd.pick_listed(snapshot(ctx, seat), _bot(ctx), "recruit-clearing", ways, relic)]
        for c in opts:                                 # priority order (Rootbotics 2.4)
            n = cfg["recruit"] + (cfg["guard"] if c in relic else 0)
            k = place_warriors(ctx, seat, c, n)
            why = (Sub(N_("every waystation of the order's suit")) if has_suit(ctx, c, suit) or suit == "bird"
                   else Sub(N_("no waystation of the order's suit: the one with a relic, then the fewest of its "
                               "warriors (R-AUTO-K-2)")))
            say(ctx, seat, N_("Recruit: warriors placed at the waystation in clearing {c}: {k} — {why}{vigilant}"),
                "AK 3.4; Law 15.4.3", k=k, c=c, why=why,
                vigilant=Sub(N_("; a relic waits there (Vigilant)")) if c in relic and cfg["guard"] else "")

    def start_gather(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            self._gather(ctx, fr.seat, st.order, "Gather")
            st.order = ""                  # now a Retinue card (or discarded): no longer the order

    def _gather(self, ctx, seat, card, step) -> bool:
        """AK 3.5 / Law 15.6.2: the card joins the Retinue column the relics need; a full Retinue
        (10 cards) discards it instead. False if discarded."""
        st = _st(ctx, seat)
        if sum(len(c) for c in st.retinue) >= K.board(ctx.c).retinue_limit:
            from ..engine import to_pile
            to_pile(ctx, card)
            say(ctx, seat, N_("{step}: the Retinue is full; {card} is discarded"), "Law 15.6.2", step=T(step),
                card=T(ctx.c.cards[card].name))
            return False
        match = {c for c in ctx.m.ids if K.card_fits(ctx, card, c)}
        if not any(ctx.s.warriors[seat][c] for c in match):      # AK 3.5: it would only idle
            from ..engine import to_pile
            to_pile(ctx, card)
            say(ctx, seat, N_("{step}: no {suit} clearing holds its warriors; {card} is discarded, not added "
                "(Law 15.6.2 adds any number of cards)"), "AK 3.5; Law 15.6.2", step=T(step),
                suit=T(ctx.c.cards[card].suit), card=T(ctx.c.cards[card].name))
            return False
        relics = sum(len(K.relics_at(ctx, seat, c)) for c in ctx.m.ids)
        ready = any(K.recover_kinds(ctx, seat, c) for c in match)
        col, why_id = akd.gather_column(relics, len(st.retinue[2]), bool(match & set(_ruled_delve_sites(ctx, seat))), ready,
                                     len(st.retinue[0]))
        st.retinue[col].append(card)
        say(ctx, seat, N_("{step}: {card} joins the {col} column — {why}"), "AK 3.5; Law 15.6.2", step=T(step),
            card=T(ctx.c.cards[card].name), col=Sub(K.COLUMN_NAMES[K.COLUMNS[col]]), why=Sub(why_id))
        return True

    def start_draw(self, ctx, fr):
        """AK 5.2: Law 15.6.3's draw, without a hand: one card from the deck per waystation on the
        map goes straight to the Retinue by the Gather rule (R-AUTO-K-3)."""
        seat = fr.seat
        n = K.waystations_on_map(ctx, seat)
        if not n:
            say(ctx, seat, N_("Draw: no waystation on the map, no card"), "AK 5.2")
            return
        from .automaton import draw_top
        for _ in range(n):
            card = draw_top(ctx, seat, N_("draws for its Retinue"), "AK 5.2; Law 15.6.3")
            if card is None or not self._gather(ctx, seat, card, "Draw"):
                break

    # Daylight --------------------------------------------------------------------------------
    def start_retinue(self, ctx, fr):
        st = _st(ctx, fr.seat)
        fr.todo = [[k, x] for k in range(3) for x in st.retinue[k]]      # Law 15.5.2: left to right
        if not fr.todo:
            say(ctx, fr.seat, N_("Retinue: no card in the Retinue"), "Law 15.5.2")

    def more_retinue(self, ctx, fr):
        seat = fr.seat
        st = _st(ctx, seat)
        while fr.todo or fr.sub:
            if ctx.s.end_reason:
                return True
            if fr.sub:                                  # after a battle: the delve of that card
                k, card, c = fr.sub.split("|")
                fr.sub = ""
                self._delve(ctx, seat, int(k), card, int(c))
                continue
            k, card = fr.todo.pop(0)
            if card not in st.retinue[k]:
                continue                                # discarded meanwhile
            if k == 0:
                self._move(ctx, seat, card, "Move")
            elif k == 1:
                if self._battle_delve(ctx, fr, k, card):
                    return False
            else:
                self._recover_or_move(ctx, seat, k, card)
        return True

    def _matching(self, ctx, card) -> list[int]:
        return [c for c in ctx.m.ids if K.card_fits(ctx, card, c)]

    def _move(self, ctx, seat, card, step) -> bool:
        """AK 4.1: carry a waiting relic one step towards a waystation showing its type; else
        send spare warriors one step towards the nearest forest that still holds a relic."""
        s = ctx.s
        cfg = settings_of(ctx, seat, BOT_ID)
        match = set(self._matching(ctx, card))
        needy = _needy_relics(ctx, seat)
        faces = _waystation_faces(ctx, seat)
        # a) couriers
        for a in sorted(needy, key=lambda c: (-len(needy[c]), c)):
            if a not in match or not s.warriors[seat][a]:
                continue
            homeward = [k for k in akd.carry(needy[a], 99) if any(K.relic_type(k) in f for f in faces.values())]
            if not homeward:
                continue                  # no waystation shows its type: it waits (AK 3.3 encamps for it)
            typ = K.relic_type(homeward[0])
            goals = [c for c, f in faces.items() if typ in f]
            d = self._step_towards(ctx, seat, a, goals)
            if d is None:
                continue
            n = s.warriors[seat][a]
            if not bot_move(ctx, seat, a, d, n):
                return True
            carried = akd.carry([k for k in needy[a] if K.relic_type(k) == typ], n)
            for kind in carried:
                s.tokens[a].remove([seat, kind])
                s.tokens[d].append([seat, kind])
            touch(ctx, a)
            touch(ctx, d)
            say(ctx, seat, N_("{step} with {card}: warriors (count: {n}) carry {relics} from clearing {a} to {d}, one step "
                "nearer a waystation showing its type"), "AK 4.1; Law 15.2.4", step=T(step), card=T(K.card_name(ctx, card)),
                n=n, relics=[T(K.relic_type(x)) for x in carried], a=a, d=d)
            return True
        # b) seekers
        sites = [c for c in _delve_sites(ctx, seat) if s.ruler[c] != seat]
        if not sites:
            sites = _delve_sites(ctx, seat)
        best = None
        for a in sorted(match):
            spare = s.warriors[seat][a] - (cfg["move_leave"] if (K.waystations_at(ctx, seat, a)
                                                                or K.relics_at(ctx, seat, a)) else 0)
            if spare <= 0 or a in sites and s.ruler[a] == seat:
                continue
            d = self._step_towards(ctx, seat, a, sites)
            if d is not None and (best is None or spare > best[2]):
                best = (a, d, spare)
        if best is None:
            return self._spread_out(ctx, seat, card, step, match, cfg)
        a, d, n = best
        if bot_move(ctx, seat, a, d, n):
            say(ctx, seat, N_("{step} with {card}: warriors from clearing {a} (the most it can spare, count: {n}) to {d}, "
                "one step nearer a forest that holds a relic"), "AK 4.1; Law 4.2", step=T(step),
                card=T(K.card_name(ctx, card)), n=n, a=a, d=d)
        return True

    def _spread_out(self, ctx, seat, card, step, match, cfg) -> bool:
        """AK 4.1 c): no relic to carry or seek — half the spare warriors (rounded up) of the
        matching clearing with the most go to a neighbour it does not rule, fewest enemy warriors
        (more ruled clearings pass more checks, Law 15.5.2)."""
        s = ctx.s
        for a in sorted(match, key=lambda c: (-s.warriors[seat][c], c)):
            spare = s.warriors[seat][a] - max(1, cfg["move_leave"])
            if spare <= 0:
                break
            dests = [d for d in _legal_dests(ctx, seat, a) if s.ruler[d] != seat]
            d = akd.pick_listed(snapshot(ctx, seat), _bot(ctx), "spread-destination", dests, origin=a)
            if d is None:
                continue
            n = (spare + 1) // 2
            if bot_move(ctx, seat, a, d, n):
                say(ctx, seat, N_("{step} with {card}: no relic to carry or seek; the warriors of clearing {a} (the most there, "
                    "count: {n}) spread to {d}, a neighbour it does not rule with the fewest enemy warriors"), "AK 4.1 c)",
                    step=T(step), card=T(K.card_name(ctx, card)), n=n, a=a, d=d)
            return True
        say(ctx, seat, N_("{step} with {card}: no matching clearing has warriors to carry a relic, seek one or spread"),
            "AK 4.1", step=T(step), card=T(K.card_name(ctx, card)))
        return False

    def _step_towards(self, ctx, seat, a, goals) -> int | None:
        dests = _legal_dests(ctx, seat, a)
        if not dests or not goals:
            return None
        dist = akd.distances(ctx.m.adj, goals)
        here = dist.get(a, 99)
        if here == 0 and a in goals:
            return None
        return akd.pick_listed(snapshot(ctx, seat), _bot(ctx), "step-destination",
                               [d for d in dests if dist.get(d, 99) < here], origin=a, distance=dist)

    def _battle_delve(self, ctx, fr, k, card) -> bool:
        """AK 4.2: in the matching clearing it can delve from (most ruled clearings around a relic
        forest), else where it can battle (most enemy buildings and tokens): battle any enemy
        there, then delve. True: a battle
        was started (the delve follows in more_retinue)."""
        seat, s = fr.seat, ctx.s
        cfg = settings_of(ctx, seat, BOT_ID)
        match = self._matching(ctx, card)
        battles = set(battle_clearings(ctx, seat))
        value = {}
        for c in match:
            if not s.warriors[seat][c]:
                continue
            fo = K.delve_forests(ctx, seat, c)
            if fo:
                faces = K.faces_at(ctx, seat, c)
                home = any(K.relic_type(k) in faces for f in fo for k, _r in _st(ctx, seat).forests[f])
                value[c] = 10 + (5 if home else 0) + max(K.ruled_count(ctx, seat, ctx.m.forests[f]) for f in fo)
            elif c in battles:              # most enemy buildings and tokens (each 1 VP, Law 3.2.1)
                value[c] = 1 + min(8, sum(1 for b in s.buildings[c] if b[0] not in (seat, -1))
                                   + sum(1 for t in s.tokens[c] if t[0] != seat))
        if not value:
            say(ctx, seat, N_("Battle then Delve with {card}: no matching clearing to battle or delve in"), "AK 4.2",
                card=T(K.card_name(ctx, card)))
            return False
        c = akd.pick_listed(snapshot(ctx, seat), _bot(ctx), "action-clearing", sorted(value), value)
        extra = [x for x in sorted(battles & set(match)) if x != c] if cfg["battle_all"] else []
        if c in battles or extra:
            fr.sub = f"{k}|{card}|{c}"
            for x in ([c] if c in battles else []) + extra:
                d = akd.defender(snapshot(ctx, seat), _bot(ctx), x, bots_for(ctx).common.setup_order)
                if d is None:
                    continue
                say(ctx, seat, N_("Battle then Delve with {card}: battles {who} in clearing {c} — most buildings, then "
                                  "warriors, then VP") if x == c else
                    N_("Battle then Delve with {card}: battles {who} in clearing {c} — most buildings, then warriors, "
                       "then VP (Crusaders: every matching clearing)"), "AK 4.2; Law 15.5.2.II",
                    card=T(K.card_name(ctx, card)), who=T(ctx.name(seat_of(d))), c=x)
            # the battles run last-pushed first: push the chosen clearing last so it runs first
            for x in reversed(([c] if c in battles else []) + extra):
                d = akd.defender(snapshot(ctx, seat), _bot(ctx), x, bots_for(ctx).common.setup_order)
                if d is not None:
                    ctx.push(Battle(seat, clearing=x, defender=seat_of(d), stage="ambush"))
            return True
        self._delve(ctx, seat, k, card, c)
        return False

    def _delve(self, ctx, seat, k, card, c, again: bool = False) -> None:
        """Law 15.5.2.II: with rule and a warrior here, take a relic from a neighbouring forest
        into the clearing; fewer ruled clearings around that forest than its value discards the
        card. AK 4.2: a forest holding a type its waystation here shows, then the most ruled
        clearings around; the relic by akd.delve_pick."""
        s, st = ctx.s, _st(ctx, seat)
        if s.ruler[c] != seat or not s.warriors[seat][c]:
            say(ctx, seat, N_("Delve: it does not rule clearing {c} with a warrior there — no delve"), "Law 15.5.2.II", c=c)
            return
        fo = K.delve_forests(ctx, seat, c)
        if not fo:
            say(ctx, seat, N_("Delve: no forest next to clearing {c} holds a relic"), "Law 15.5.2.II", c=c)
            return
        here = K.faces_at(ctx, seat, c)
        f = sorted(fo, key=lambda x: (-any(K.relic_type(k) in here for k, _r in st.forests[x]),
                                      -K.ruled_count(ctx, seat, ctx.m.forests[x]), x))[0]
        ruled = K.ruled_count(ctx, seat, ctx.m.forests[f])
        lst = st.forests[f]
        idx = akd.delve_pick([(kind, rev) for kind, rev in lst], ruled,
                             {t: len(v) for t, v in st.recovered.items()}, K.faces_at(ctx, seat, c),
                             {t for faces in _waystation_faces(ctx, seat).values() for t in faces})
        kind, rev = lst[idx]
        if K.is_retainer(card) and ruled < (K.relic_value(kind) if rev else 3):
            say(ctx, seat, N_("Delve: ruled clearings around forest {f}: {ruled}; the check might fail; a Faithful "
                "Retainer is not risked"), "AK 4.2", ruled=ruled, f=f)
            return
        if not rev:                       # a face-down relic of that type, drawn at random (Law 15.3.1)
            hidden = [i for i, (kk, r) in enumerate(lst) if not r and K.relic_type(kk) == K.relic_type(kind)]
            idx = hidden[s.rng.below(len(hidden))] if len(hidden) > 1 else hidden[0]
        kind, _r = lst.pop(idx)
        s.tokens[c].append([seat, kind])
        touch(ctx, c)
        v = K.relic_value(kind)
        say(ctx, seat, N_("Delve: a {type} worth {v} from forest {f} into clearing {c} — the relic forest with the most "
            "ruled clearings around ({ruled}) after one holding a type its waystation here shows"), "AK 4.2; Law 15.5.2.II",
            type=T(K.relic_type(kind)), v=v, f=f, c=c, ruled=ruled)
        if ruled < v:                                          # Law 15.5.2.II.b
            say(ctx, seat, N_("Delve: ruled clearings around forest {f}: {ruled}, fewer than {v}: the card is discarded"),
                "Law 15.5.2.II.b", ruled=ruled, f=f, v=v)
            K.discard_retinue(ctx, seat, k, card)
            return
        if settings_of(ctx, seat, BOT_ID)["extra_delve"] and not again and K.delve_forests(ctx, seat, c):
            say(ctx, seat, N_("Relic Seekers: delves again in clearing {c}"), "AK 4.2 (Relic Seekers)", c=c)
            self._delve(ctx, seat, k, card, c, again=True)

    def _recover_or_move(self, ctx, seat, k, card) -> None:
        """AK 4.3: recover at a matching clearing where a relic meets a waystation of its type
        (Law 15.5.2.III), the relic the check allows with the highest value; else Move (AK 4.1)."""
        s, st = ctx.s, _st(ctx, seat)
        match = self._matching(ctx, card)
        spots = [c for c in match if K.recover_kinds(ctx, seat, c)]
        if not spots:
            self._move(ctx, seat, card, "Move or Recover")
            return
        c = spots[0]
        # the Lost City: the suit of which the Keepers rule most clearings (R-LAND-13)
        suit = max(clearing_suits(ctx, c),
                   key=lambda x: K.ruled_count(ctx, seat, [d for d in ctx.m.ids if has_suit(ctx, d, x)]))
        while K.recover_kinds(ctx, seat, c) and card in st.retinue[k]:
            ruled = K.ruled_count(ctx, seat, [x for x in ctx.m.ids if has_suit(ctx, x, suit)])
            kind = akd.recover_pick(K.recover_kinds(ctx, seat, c), ruled)
            if K.is_retainer(card) and K.relic_value(kind) > ruled:
                say(ctx, seat, N_("Recover: ruled {suit} clearings: {n}; the check would fail; a Faithful Retainer is "
                    "not risked"), "AK 4.3", n=ruled, suit=T(suit))
                return
            for i, t in enumerate(s.tokens[c]):
                if t[0] == seat and t[1] == kind:
                    del s.tokens[c][i]
                    break
            touch(ctx, c)
            before = K.completed_columns(ctx, seat)
            st.recovered[K.relic_type(kind)].append(kind)
            v = K.relic_value(kind)
            say(ctx, seat, N_("Move or Recover with {card}: recovers a {type} worth {v} in clearing {c} (the highest "
                "value its ruled {suit} clearings allow, {n} of them)"), "AK 4.3; Law 15.5.2.III",
                card=T(K.card_name(ctx, card)), type=T(K.relic_type(kind)), v=v, c=c, n=ruled, suit=T(suit))
            add_vp(ctx, seat, v, "relic")
            if K.completed_columns(ctx, seat) > before:            # Law 15.5.2.III.b
                add_vp(ctx, seat, K.board(ctx.c).column_bonus, "a column of relics")
            if ruled < v:                                          # Law 15.5.2.III.c
                say(ctx, seat, N_("Recover: ruled {suit} clearings: {n}, fewer than {v}: the card is discarded"),
                    "Law 15.5.2.III.c", n=ruled, suit=T(suit), v=v)
                K.discard_retinue(ctx, seat, k, card)
                return
            if ctx.s.end_reason:
                return

    # Evening --------------------------------------------------------------------------------
    def start_live(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        n = K.board(ctx.c).live_off_the_land
        hit = [c for c in ctx.m.ids if s.warriors[seat][c] >= n]
        for c in hit:                                              # Law 15.6.1
            remove_warriors(ctx, seat, c, 1, seat, "live-off-the-land")
        say(ctx, seat, N_("Live off the Land: each clearing with {k}+ of its warriors loses one (clearings: {n})"), "Law 15.6.1",
            n=len(hit), k=n)

    def start_pilgrimage(self, ctx, fr):
        seat = fr.seat
        n = sum(1 for c in ctx.m.ids if K.waystations_at(ctx, seat, c) and K.relics_at(ctx, seat, c))
        say(ctx, seat, N_("Pilgrimage: {n} VP, 1 per waystation clearing holding a relic"), "AK 5.3 (Pilgrimage)", n=n)
        if n:
            add_vp(ctx, seat, n, "Pilgrimage")


def K_relics_on_map(ctx, seat) -> list[int]:
    return [c for c in ctx.m.ids if K.relics_at(ctx, seat, c)]


def _ruled_delve_sites(ctx, seat) -> list[int]:
    s = ctx.s
    return [c for c in _delve_sites(ctx, seat) if s.ruler[c] == seat and s.warriors[seat][c]]


__all__ = ["FACTION", "AKState", "AKSetup", "AKPhase"]
