"""Automated Hundreds — a Tableforge original automaton for the Lord of the Hundreds (no official
one exists). Design: docs/root-automata.md "Automated Hundreds (Tableforge original)" (AH 1-7),
rulings R-AUTO-H-n; data: data/root/bots/automated-hundreds.yaml.

It is the Lord of the Hundreds faction (game/root/factions/hundreds.py: the Warlord, the Hoard,
moods, mobs, Oppress are the Law's, chapter 14) with a Clockwork board in place of a hand: an
order card each turn, steps in priority order, targets by the Clockwork selection recipes and
tie-breaks (targeting.py), every choice the Law leaves to the player made by a rule here and
logged with its reason. Decisions as pure functions: ah_decisions.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import serial
from game.core.i18n import N_, P, Sub, T

from ..engine import has_suit  # the Lost City's suits (R-LAND-11)
from ..engine import add_vp, can_place, handles, remove_ruin_item, place_building, place_warriors, remove_piece, to_pile
from ..factions import hundreds as H
from ..factions.eyrie import start_corners
from ..flow import RootBattle as Battle
from . import ah_decisions as ahd
from .automaton import bot_item_available, bot_take_item  # the Legendary Forge (R-LAND-16)
from .automaton import (AutomatonFaction, BotPhase, BotPhaseHandler, bot_absorb_hits, bots_for, check_bot_seat,
                        configure_bot, evening_steps, reveal_order, say, settings_of)
from .moves import bot_move
from .snapshot import seat_of, snapshot

BOT_ID = "automated-hundreds"
STEP_TEXT = {"boss-bonus": N_("Boss Mode bonus")}


@serial.register
@dataclass
class AHState(H.HundredsState):
    """The Hundreds' board (Warlord, mood, Hoard) plus the automaton's settings and order card."""
    level: str = "expert"
    traits: list = None
    edition: str = "dc"
    order: str = ""

    def __post_init__(self):
        if self.traits is None:
            self.traits = []


def _bot(ctx):
    return bots_for(ctx).bot(BOT_ID)


def _st(ctx, seat) -> AHState:
    return ctx.s.fstate[seat]


def order_suit(ctx, seat) -> str:
    o = _st(ctx, seat).order
    return ctx.c.cards[o].suit if o else ""


HOARD_WHY = {"looted": N_("looted"), "crafted": N_("crafted"), "ruin": N_("ruin")}   # why an item reached the Hoard


def bot_hoard_gain(ctx, seat, item: str, why: str) -> None:
    """AH 1.3 / Law 14.2.4.I: an item goes to its Hoard track while there is room; a full track
    removes the new item for 1 VP (the automaton keeps what it had: R-AUTO-H-1); an item on no
    track is removed (R-HUN-4)."""
    fs = _st(ctx, seat)
    tr = H.track_of(ctx, item)
    if not tr:
        fs.removed.append(item)
        say(ctx, seat, N_("a {item} fits no Hoard track and is removed from the game"), "Law 14.2.4", item=T(item))
        return
    lst = getattr(fs, tr)
    if len(lst) < H.board(ctx.c).track_spaces:
        lst.append(item)
        say(ctx, seat, N_("the {item} goes to the Hoard's {track} track ({why})"), "AH 1.3; Law 14.2.4.I",
            item=T(item), track=T(tr.capitalize()), why=Sub(HOARD_WHY.get(why, why)))
        return
    fs.removed.append(item)
    say(ctx, seat, N_("the {track} track is full: the new {item} is removed from the game for 1 VP (it keeps its "
                      "Hoard)"), "R-AUTO-H-1; Law 14.2.4.I", item=T(item), track=T(tr.capitalize()))
    add_vp(ctx, seat, 1, Sub(N_("Hoard overflow")))


class AutomatedHundreds(AutomatonFaction, H.Hundreds):
    id = BOT_ID
    name = "Automated Hundreds"
    replaces = "hundreds"
    automaton = True
    original = True                  # a Tableforge design, labelled so on screen (AH 1 / AK 1)

    def new_fstate(self, ctx, seat):
        return AHState(mood=H.board(ctx.c).start_mood)

    def check_seat(self, content, seat_setup):
        check_bot_seat(self, bots_for(content).bot(BOT_ID), seat_setup)

    def configure(self, ctx, seat, seat_setup):
        H.Hundreds.configure(self, ctx, seat, seat_setup)          # the Warlord beside the board
        configure_bot(_st(ctx, seat), seat_setup)

    def cards_held(self, ctx, seat):
        o = _st(ctx, seat).order
        return [o] if o else []

    # --- crafting: the order card's item (AH 3.2), not the human Contempt choice ---------------
    def craft_vp(self, ctx, seat, card):
        return 0

    # --- battle: the automaton answers the Hundreds' battle choices by rule ------------------
    def absorb_hits(self, ctx, seat, c, n, by, hits):
        n = H.Hundreds.absorb_hits(self, ctx, seat, c, n, by, hits)     # Stubborn (Law 14.7.7)
        # Rootbotics 1.2.1 hit order; the Warlord is the last warrior a hit takes (R-HUN-1: its
        # removal is handled by the Hundreds' on_warriors_removed)
        return bot_absorb_hits(ctx, seat, c, n, by, hits) if n > 0 else 0

    def opening_decision(self, ctx, battle):
        return None          # AH 4.1.1: it declares a loot when it starts the battle (ahd.loots)

    def before_roll(self, ctx, me, battle):
        """Bitter (Law 14.7.1) is optional; the automaton keeps its mobs (R-AUTO-H-2)."""

    def on_battle_end(self, ctx, seat, battle):
        # Law 14.2.5: a loot takes one item if the Hundreds rule the clearing at the end; the
        # automaton takes the item its Hoard has most room for (AH 4.1.1)
        if not H.looting(battle) or battle.attacker != seat:
            return
        s = ctx.s
        items = s.items[battle.defender]
        if s.ruler[battle.clearing] != seat or not items:
            say(ctx, seat, N_("the loot takes nothing: it does not rule clearing {c}"), "Law 14.2.5", c=battle.clearing)
            return
        item = ahd.best_item(sorted(items), _st(ctx, seat), H.board(ctx.c))
        items.remove(item)
        say(ctx, seat, N_("loots a {item} from {who} (the item its Hoard has most room for)"), "AH 4.1.1; Law 14.2.5",
            item=T(item), who=T(ctx.name(battle.defender)))
        bot_hoard_gain(ctx, seat, item, "looted")

    # --- turn -----------------------------------------------------------------------------------
    def setup(self, ctx, seat):
        ctx.push(AHSetup(seat))

    def birdsong(self, ctx, seat):
        ctx.push(AHPhase(seat, "birdsong", [x.id for x in _bot(ctx).turn["birdsong"]]))

    def daylight(self, ctx, seat):
        steps = [x.id for x in _bot(ctx).turn["daylight"]]
        if H.mood(ctx, seat) == "grandiose":            # Law 14.7.2: Advance before Command
            steps = list(reversed(steps))
        ctx.push(AHPhase(seat, "daylight", steps))

    def evening(self, ctx, seat):
        ctx.push(AHPhase(seat, "evening", evening_steps(_bot(ctx), _st(ctx, seat))))

    def view(self, ctx, seat, viewer):
        st = _st(ctx, seat)
        out = H.Hundreds.view(self, ctx, seat, viewer)
        out.update({"automaton": BOT_ID, "difficulty": st.level, "traits": list(st.traits), "order": st.order,
                    "original": True})
        return out

    def check(self, ctx, seat):
        out = H.Hundreds.check(self, ctx, seat)
        if ctx.s.hands[seat]:
            out.append("the Automated Hundreds hold a hand of cards")
        return out


FACTION = AutomatedHundreds()


# --- setup (AH 2; Law 14.3) -----------------------------------------------------------------------

@serial.register
@dataclass
class AHSetup:
    seat: int


@handles(AHSetup)
class AHSetupH(H.HundredsSetupH):
    def decide(self, ctx, fr):
        return None

    def step(self, ctx, fr):
        s, seat = ctx.s, fr.seat
        corners = start_corners(ctx, seat) or sorted(c for c in ctx.m.corners if can_place(ctx, seat, c))
        c = (corners[0] if len(corners) == 1 else s.rng.choice(corners)) if corners else 0
        say(ctx, seat, N_("starts in corner {c}, drawn at random among {among}"), "AH 2; Law 14.3.1",
            c=c, among=list(corners))
        self._start(ctx, fr, c)


# --- the turn's steps -------------------------------------------------------------------------------

@serial.register
@dataclass
class AHPhase(BotPhase):
    """The Automated Hundreds' phase frame (fields: automaton.BotPhase)."""


def _battle(ctx, seat, c, why: dict, rule: str) -> bool:
    """Start a battle in c against the defender of the Clockwork rule (AH 4.1.1), looting when
    the loot rule says so. False if nobody can be fought there. `why`: the reason, a `Sub`."""
    board = snapshot(ctx, seat)
    d = ahd.defender(board, _bot(ctx), c, bots_for(ctx).common.setup_order)
    if d is None:
        return False
    d = seat_of(d)
    b = Battle(seat, clearing=c, defender=d, stage="ambush")
    cfg = settings_of(ctx, seat, BOT_ID)
    loot = ahd.loots(bool(ctx.s.items[d]), ctx.s.warriors[d][c], bool(cfg["loot_always"]))
    if loot:
        b.used.append("loot")
    say(ctx, seat, N_("battles {who} in clearing {c} — {why}; {who} has the most buildings and tokens there (then "
                      "pieces, then VP) — a loot: it holds a crafted item") if loot else
        N_("battles {who} in clearing {c} — {why}; {who} has the most buildings and tokens there (then pieces, then "
           "VP)"), rule, who=T(ctx.name(d)), c=c, why=why)
    ctx.push(b)
    return True


@handles(AHPhase)
class AHPhaseH(BotPhaseHandler):
    rule = "AH (Tableforge original)"
    bot_id = BOT_ID
    extra_text = STEP_TEXT

    def start_boss_bonus(self, ctx, fr):
        """AH 5.4: Boss Mode's VP at the end of Evening, 1 per two people rounded up."""
        self.boss_mode_per_people(ctx, fr, "AH 5.4; Rootbotics 3.3.1")

    # Birdsong ------------------------------------------------------------------------------
    def start_reveal_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        st.order = reveal_order(ctx, fr.seat) or ""
        if not st.order:
            say(ctx, fr.seat, N_("no card left to reveal; the ordered steps take bird"), "AH 3.1")

    def start_craft_order(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        if not st.order:
            return
        rec = ctx.c.cards[st.order]
        if rec.kind != "item" or not bot_item_available(ctx, seat, rec.item):
            say(ctx, seat, N_("{card} shows no item left in the supply — nothing crafted"), "AH 3.2", at="Craft",
                card=T(rec.name))
            return
        bot_take_item(ctx, seat, rec.item)                  # the supply, or the Legendary Forge (R-LAND-16)
        # Contempt for Trade (Law 14.2.3): into the Hoard while its track has room, else 1 VP
        tr = H.track_of(ctx, rec.item)
        if tr and len(getattr(st, tr)) < H.board(ctx.c).track_spaces:
            bot_hoard_gain(ctx, seat, rec.item, "crafted")
            return
        st.removed.append(rec.item)
        say(ctx, seat, N_("the {item} has no room in the Hoard: removed from the game for exactly 1 VP"),
            "AH 3.2; Law 14.2.3", at="Craft", item=T(rec.item))
        add_vp(ctx, seat, 1, Sub(N_("crafted {item}"), item=T(rec.item)))

    def start_raze(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        mobs = [c for c in ctx.m.ids if H.mobs_at(ctx, seat, c)]
        if not mobs:
            say(ctx, seat, N_("no mob on the map"), "Law 14.4.1", at="Raze")
            return
        foes = [d for d in range(s.n) if d != seat and d in H.enemies(ctx, seat)]
        for c in mobs:                                               # Law 14.4.1
            n = 0
            for d in foes:
                for p in [p for p in s.buildings[c] if p[0] == d]:
                    remove_piece(ctx, d, c, p[1], True, seat, "raze")
                    n += 1
                for p in [p for p in s.tokens[c] if p[0] == d]:
                    remove_piece(ctx, d, c, p[1], False, seat, "raze")
                    n += 1
            if n:
                say(ctx, seat, N_("the mob in clearing {c} removes enemy buildings and tokens (count: {n})"), "Law 14.4.1",
                    at="Raze", c=c, n=n)
            here = s.ruin_items.get(str(c), [])
            if c in s.ruins and here:
                item = ahd.best_item(sorted(set(here)), _st(ctx, seat), H.board(ctx.c))
                _take_ruin(ctx, seat, c, item)

    def start_spread(self, ctx, fr):
        seat = fr.seat
        for _ in range(settings_of(ctx, seat, BOT_ID)["spreads"]):
            _spread(ctx, seat, "Spread", "AH 3.4; Law 14.4.1")

    def start_recruit(self, ctx, fr):
        seat, fs = fr.seat, _st(ctx, fr.seat)
        before = sum(ctx.s.warriors[seat])
        H.recruit(ctx, seat)                                          # Law 14.4.2
        bonus = settings_of(ctx, seat, BOT_ID)["recruit_bonus"]
        if bonus and fs.warlord:
            place_warriors(ctx, seat, fs.warlord, bonus)
        n = sum(ctx.s.warriors[seat]) - before
        if bonus and fs.warlord:
            say(ctx, seat, N_("{warriors} — Prowess {p} at the Warlord, 1 per stronghold, {bonus} more at the Warlord "
                              "(difficulty)"), "AH 3.5; Law 14.4.2", at="Recruit",
                warriors=P(n, "{n} warrior", "{n} warriors"), p=H.prowess(ctx, seat), bonus=bonus)
        else:
            say(ctx, seat, N_("{warriors} — Prowess {p} at the Warlord, 1 per stronghold"), "AH 3.5; Law 14.4.2",
                at="Recruit", warriors=P(n, "{n} warrior", "{n} warriors"), p=H.prowess(ctx, seat))

    def start_anoint(self, ctx, fr):
        seat, fs = fr.seat, _st(ctx, fr.seat)
        if fs.warlord:
            return
        c = ahd.anoint_clearing(snapshot(ctx, seat), _bot(ctx))
        if c is None:
            opts = H.anoint_options(ctx, seat)
            c = fs.start if fs.start in opts else (opts[0] if opts else None)
        if c is None:
            say(ctx, seat, N_("nowhere to place the Warlord"), "Law 14.4.3", at="Anoint")
            return
        H.anoint(ctx, seat, c)
        say(ctx, seat, N_("the Warlord rises in clearing {c}, where it has the most warriors (with none: its starting "
                          "corner)"), "AH 3.6; Law 14.4.3", at="Anoint", c=c)

    def start_mood(self, ctx, fr):
        seat = fr.seat
        suit = order_suit(ctx, seat) or "bird"
        moods = _bot(ctx).orders[suit].moods
        m = ahd.pick_mood(moods, H.legal_moods(ctx, seat))
        if m is None:
            say(ctx, seat, N_("no other mood may be chosen; it stays {m}"), "Law 14.4.4", at="Mood",
                m=T(H.mood_rec(ctx, H.mood(ctx, seat)).name))
            return
        H.set_mood(ctx, seat, m)
        say(ctx, seat, N_("{m}, the first legal mood of the {suit} list (moods showing a Hoard item are barred)"),
            "AH 3.7; Law 14.4.4", at="Mood", m=T(H.mood_rec(ctx, m).name), suit=T(suit))

    # Daylight --------------------------------------------------------------------------------
    def start_command(self, ctx, fr):
        seat = fr.seat
        n = max(1, H.command(ctx, seat) + settings_of(ctx, seat, BOT_ID)["command_bonus"])
        fr.todo = [n]
        say(ctx, seat, N_("{actions} (the Command track)"), "AH 4.1; Law 14.5.2", at="Command",
            actions=P(n, "{n} action", "{n} actions"))

    def more_command(self, ctx, fr):
        seat = fr.seat
        cfg = settings_of(ctx, seat, BOT_ID)
        while fr.todo and fr.todo[0] > 0:
            if ctx.s.end_reason:
                return True
            fr.todo[0] -= 1
            board = snapshot(ctx, seat)
            suit = order_suit(ctx, seat) or "bird"
            c = ahd.battle_clearing(board, _bot(ctx), suit, bool(cfg["battle_everywhere"]))
            if c is not None:
                why = (Sub(N_("a clearing with the most enemy buildings and tokens (Warmonger: any clearing)"))
                       if cfg["battle_everywhere"] else
                       Sub(N_("a clearing with the most enemy buildings and tokens of the {suit} order"), suit=T(suit)))
                if _battle(ctx, seat, c, why, "AH 4.1.1; Law 14.5.2.II"):
                    return False
            if ctx.s.supply[seat].get("stronghold", 0) > 0:
                b = ahd.build_clearing(board, _bot(ctx), suit)
                if b is not None:
                    place_building(ctx, seat, b, "stronghold")
                    say(ctx, seat, N_("a stronghold in clearing {c}, the ruled {suit} clearing with a free slot and the "
                                      "most of its warriors (no card: it holds none)"), "AH 4.1.2; Law 14.5.2.III",
                        at=Sub(N_("Command, {action}"), action=T("Build")), c=b, suit=T(suit))
                    continue
            mv = ahd.command_move(board, _bot(ctx), _movable(ctx, seat, cfg))
            if mv is not None:
                a, d, k = mv
                say(ctx, seat, N_("{warriors} from clearing {a} (the most it can spare) to {d}, the neighbour with the "
                                  "most enemy buildings and tokens, then pieces"), "AH 4.1.3; Law 14.5.2.I",
                    at=Sub(N_("Command, {action}"), action=T("Move")), warriors=P(k, "{n} warrior", "{n} warriors"),
                    a=a, d=d)
                bot_move(ctx, seat, a, d, k)
                continue
            say(ctx, seat, N_("no battle, build or move is possible; the other actions are lost"), "AH 4.1",
                at="Command")
            fr.todo = []
        return True

    def start_advance(self, ctx, fr):
        seat = fr.seat
        fr.todo = [H.prowess(ctx, seat)]
        fr.sub = ""
        say(ctx, seat, N_("up to {times} (the Prowess track)"), "AH 4.2; Law 14.5.3", at="Advance",
            times=P(fr.todo[0], "{n} time", "{n} times"))

    def more_advance(self, ctx, fr):
        seat, fs, s = fr.seat, _st(ctx, fr.seat), ctx.s
        while True:
            if s.end_reason:
                return True
            if fr.sub == "relentless":                          # Law 14.7.5: half an Advance more
                fr.sub = ""
                self._march(ctx, seat, "Relentless")
                continue
            if not fr.todo or fr.todo[0] <= 0:
                return True
            fr.todo[0] -= 1
            w = fs.warlord
            if not w:
                say(ctx, seat, N_("the Warlord is not on the map"), "Law 14.5.3", at="Advance")
                return True
            if H.battle_here(ctx, seat, w):
                if _battle(ctx, seat, w, Sub(N_("the Warlord fights where it stands")), "AH 4.2; Law 14.5.3"):
                    return False
            d = self._march(ctx, seat, "Advance")
            if d is None:
                fr.todo = []
                return True
            if H.battle_here(ctx, seat, d):
                if H.mood(ctx, seat) == "relentless":
                    fr.sub = "relentless"
                if _battle(ctx, seat, d, Sub(N_("the Warlord fights where it marched")), "AH 4.2; Law 14.5.3"):
                    return False
                fr.sub = ""

    def _march(self, ctx, seat, step: str):
        """Move the Warlord to the neighbour the AH 4.2 rule picks, with every warrior there but
        the guards (advance_leave where it has a stronghold or mob). None: it stays."""
        s, fs = ctx.s, _st(ctx, seat)
        w = fs.warlord
        if not w:
            return None
        ruins = {c: 1 for c in s.ruins if s.ruin_items.get(str(c))}
        d = ahd.advance_destination(snapshot(ctx, seat), _bot(ctx), w, ruins)
        if d is None:
            say(ctx, seat, N_("no neighbour holds an enemy piece or a ruin; the Warlord stays in {c}"), "AH 4.2",
                at=step, c=w)
            return None
        guard = settings_of(ctx, seat, BOT_ID)["advance_leave"] if _guarded(ctx, seat, w) else 0
        k = max(1, s.warriors[seat][w] - guard)
        if not bot_move(ctx, seat, w, d, k):
            return None
        fs.warlord = d
        say(ctx, seat, N_("the Warlord marches {a} → {d} with {warriors} in all — the neighbour with the most enemy "
                          "buildings and tokens, then a ruin, then pieces"), "AH 4.2; Law 14.5.3", at=step, a=w, d=d,
            warriors=P(k, "{n} warrior", "{n} warriors"))
        return d

    # Evening --------------------------------------------------------------------------------
    def start_incite(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        n = settings_of(ctx, seat, BOT_ID)["incites"]
        suit = order_suit(ctx, seat) or "bird"
        for _ in range(n):
            if s.supply[seat].get("mob", 0) <= 0:
                say(ctx, seat, N_("no mob left in the supply"), "Law 14.6.1", at="Incite")
                return
            opts = [c for c in ctx.m.ids if s.warriors[seat][c] and not H.mobs_at(ctx, seat, c)
                    and can_place(ctx, seat, c) and (suit == "bird" or has_suit(ctx, c, suit))]
            c = ahd.incite_clearing(snapshot(ctx, seat), _bot(ctx), opts)
            if c is None:
                say(ctx, seat, N_("no {suit} clearing with its warriors and no mob"), "AH 5.1", at="Incite",
                    suit=T(suit))
                return
            H.place_mob(ctx, seat, c, "incite")
            say(ctx, seat, N_("a mob in clearing {c}, the {suit} clearing with its warriors and the most enemy "
                              "buildings and tokens (no card: it holds none)"), "AH 5.1; Law 14.6.1", at="Incite", c=c,
                suit=T(suit))
            if H.mood(ctx, seat) == "jubilant" and H.at_warlord(ctx, seat, c):      # Law 14.7.3
                for _ in range(H.board(ctx.c).jubilant_rolls):
                    if s.supply[seat].get("mob", 0) <= 0:
                        break
                    _spread(ctx, seat, "Jubilant", "Law 14.7.3")

    def start_oppress(self, ctx, fr):
        seat = fr.seat
        n = H.oppress_count(ctx, seat)
        vp = H.oppress_vp(ctx, seat)
        bonus = 1 if settings_of(ctx, seat, BOT_ID)["oppress_bonus"] and n >= 3 else 0
        say(ctx, seat, N_("{clearings} with no enemy piece: {vp} VP + 1 (Iron Fist)") if bonus else
            N_("{clearings} with no enemy piece: {vp} VP"), "Law 14.6.2", at="Oppress",
            clearings=P(n, "{n} ruled clearing", "{n} ruled clearings"), vp=vp)
        if vp + bonus:
            add_vp(ctx, seat, vp + bonus, Sub(N_("Oppress")))

    def start_discard_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            to_pile(ctx, st.order)
            say(ctx, fr.seat, N_("discards its order card {card}"), "AH 5.3", card=T(ctx.c.cards[st.order].name))
            st.order = ""


def _guarded(ctx, seat, c) -> bool:
    """A clearing it guards: its stronghold or mob is there (AH 4.2, 4.1.3)."""
    s = ctx.s
    return any(b[0] == seat for b in s.buildings[c]) or H.mobs_at(ctx, seat, c)


def _movable(ctx, seat, cfg) -> dict:
    """Warriors each clearing can spare for a Command move (AH 4.1.3): never the Warlord nor its
    escort (the Warlord moves in Advance), and `advance_leave` guards stay by a stronghold or mob."""
    s, fs = ctx.s, _st(ctx, seat)
    out = {}
    for c in ctx.m.ids:
        n = s.warriors[seat][c]
        if not n or c == fs.warlord:
            continue
        n -= cfg["advance_leave"] if _guarded(ctx, seat, c) else 0
        if n > 0:
            out[c] = n
    return out


def _spread(ctx, seat, step: str, rule: str) -> None:
    """Roll the mob die and place a mob by the AH 3.4 rule (Law 14.4.1)."""
    s = ctx.s
    suit = H.roll_mob_die(ctx)
    opts = H.spread_targets(ctx, seat, suit)
    ruins = {c: 1 for c in s.ruins if s.ruin_items.get(str(c))}
    c = ahd.spread_clearing(snapshot(ctx, seat), _bot(ctx), opts, ruins)
    if c is None:
        say(ctx, seat, N_("the mob die shows {suit}; no {suit} clearing without a mob next to a mob"), rule, at=step,
            suit=T(suit))
        return
    H.place_mob(ctx, seat, c, "spread")
    say(ctx, seat, N_("the mob die shows {suit}; a mob in clearing {c} — the most enemy buildings and tokens, then a "
                      "ruin"), rule, at=step, suit=T(suit), c=c)


def _take_ruin(ctx, seat, c, item) -> None:
    """Law 14.4.1: a ruin item to the Hoard; a ruin whose last item is taken is removed."""
    remove_ruin_item(ctx, c, item)
    say(ctx, seat, N_("the mob loots the ruin in clearing {c}: a {item} (the item its Hoard has most room for)"),
        "AH 3.3; Law 14.4.1", at="Raze", c=c, item=T(item))
    bot_hoard_gain(ctx, seat, item, "ruin")


__all__ = ["FACTION", "AHState", "AHSetup", "AHPhase"]
