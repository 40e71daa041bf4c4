"""Vagabot (Law of Rootbotics 7, Director's Cut from the public sources) as a Root faction.

Its pawn walks clearing to clearing (one exhausted item per move, R-AUTO-V2), every item is
interchangeable, hits damage its items, and its Daylight is the order suit's action list
(data/root/bots/vagabot.yaml). Same shape as the other automata (docs/root-automata.md).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.i18n import N_, Msg, P, Sub, T

from ..engine import Handler, add_vp, ch, dec, draw, handles, pawn_moved, to_pile
from ..mapfeatures import bot_adjacency, bot_pawn_moved
from .advanced_services import buy_riverboats, riverboats_seller
from ..flow import RootBattle as Battle, RootHits as Hits
from .automaton import bot_item_available, bot_take_item  # the Legendary Forge (R-LAND-16)
from .automaton import (name_of, say, AutomatonFaction, BotPhase, BotPhaseHandler, evening_steps, configure_bot, bots_for, check_bot_seat, reveal_order, settings_of)
from .law import evening_bonus
from .snapshot import pid, seat_of, snapshot
from .snare import stopped
from .targeting import Ctx, apply_selection

BOT_ID = "vagabot"
FAR = 99


@serial.register
@dataclass
class VBState:
    level: str = "expert"
    traits: list = field(default_factory=list)
    edition: str = "dc"
    advanced: bool = False        # seat option "Advanced services" (LCC2 260)
    character: str = "thief"
    order: str = ""
    order_suit: str = ""
    where: str = ""                  # "c7" (clearing 7) or a forest id
    items: list = field(default_factory=list)    # [kind, exhausted 0/1, damaged 0/1]
    quest: str = ""
    quest_deck: list = field(default_factory=list)
    quests_done: list = field(default_factory=list)
    battled: bool = False            # Adventurer: at most one battle per turn
    slipped: bool = False            # Birdsong slip: Daylight is skipped
    track_at: list = field(default_factory=lambda: [6, 9, 12])   # 7.2.4, from the board's params
    base_hits: int = 1
    track_kept: int = 0              # Questing (2021): Battle Track slots reached stay filled


def _bot(ctx):
    return bots_for(ctx).bot(BOT_ID)


def _st(ctx, seat) -> VBState:
    return ctx.s.fstate[seat]


def dc(st) -> bool:
    return st.edition != "2021"


def questing(st) -> bool:
    """Questing (CW2 card, facts §5.1) under the 2021 edition; the Director's Cut already plays its
    rules (facts §10), so there it changes nothing (R-AUTO-T4)."""
    return "questing" in st.traits and not dc(st)


def dc_rules(st) -> bool:
    """The Director's Cut's Daylight table and Aid: the DC edition, or 2021 with Questing."""
    return dc(st) or questing(st)


def param(ctx, seat, key):
    """A number for this seat's edition: `<key>_2021` when playing the 2021 Law and it exists."""
    cfg = settings_of(ctx, seat, BOT_ID)
    st = _st(ctx, seat)
    return cfg[key + "_2021"] if not dc(st) and key + "_2021" in cfg else cfg[key]


def clearing_of(st) -> int:
    return int(st.where[1:]) if st.where.startswith("c") else 0


# --- items (Rootbotics 7.2.3-7.2.5) ------------------------------------------------------------------

def undamaged(st) -> int:
    return sum(1 for it in st.items if not it[2])


def kept_track(st) -> bool:
    """The Battle Track counts damaged items too and its filled slots stay filled: the Director's
    Cut (CW2 facts §10, §11: the intended DC rule, not an app simplification) and the Questing
    card under 2021 (facts §5.1). R-AUTO-V22."""
    return dc(st) or questing(st)


def track_slots(st) -> int:
    """7.2.4: with 6 / 9 / 12 undamaged items, 1 / 2 / 3 of them sit on the battle track (2021).
    DC and Questing (`kept_track`): damaged items count too, and a slot once filled stays filled."""
    kept = kept_track(st)
    u = len(st.items) if kept else undamaged(st)
    n = sum(1 for t in st.track_at if u >= t)
    return max(n, st.track_kept) if kept else n


def exhaustable(st) -> int:
    """Unexhausted undamaged satchel items: the battle track holds exhausted items first."""
    fresh = sum(1 for it in st.items if not it[1] and not it[2])
    tired = sum(1 for it in st.items if it[1] and not it[2])
    return max(0, fresh - max(0, track_slots(st) - tired))


def exhaust(st, n: int) -> bool:
    if exhaustable(st) < n:
        return False
    for it in st.items:
        if n and not it[1] and not it[2]:
            it[1] = 1
            n -= 1
    return True


def spendable(st) -> int:
    """How many items it could exhaust one after another (the track refills with the exhausted)."""
    probe = VBState(items=[list(it) for it in st.items])
    n = 0
    while exhaust(probe, 1):
        n += 1
    return n


def damage(st, n: int) -> int:
    """7.2.5: each hit damages an exhausted item first, else an unexhausted one."""
    if kept_track(st):
        st.track_kept = track_slots(st)              # DC / Questing: track items never leave it
    done = 0
    for want_exhausted in (1, 0):
        for it in st.items:
            if done < n and not it[2] and it[1] == want_exhausted:
                it[2] = 1
                done += 1
    return done


def max_hits(st) -> int:
    """7.2.4: 1 rolled hit, +1 for each of the first two track slots (the third gives the
    attacker's extra hit instead, `extra_hits`)."""
    return st.base_hits + min(2, track_slots(st))


# --- paths -------------------------------------------------------------------------------------------

def vb_adjacency(ctx, st) -> list:
    """What the Vagabot treats as adjacent: `bot_adjacency`, plus the rivers when it plays the
    Advanced Services card 264 and could buy (or holds) Riverboats now (R-AUTO-S28)."""
    adj = bot_adjacency(ctx)
    if not st.advanced:
        return adj
    seat = next((i for i, x in enumerate(ctx.s.fstate) if x is st), -1)
    if seat < 0 or riverboats_seller(ctx, seat) < 0:
        return adj
    return [sorted(set(a) | set(r)) for a, r in zip(adj, ctx.m.river_adj)]


def distances(ctx, st) -> dict:
    """Moves to reach each clearing (R-AUTO-V2): along paths; from a forest, a touching clearing is 1."""
    m = ctx.m
    if st.where.startswith("c"):
        start = {clearing_of(st): 0}
    else:
        start = {c: 1 for c in m.forests[st.where]}
    dist = dict(start)
    frontier = sorted(start)
    adj = vb_adjacency(ctx, st)       # map rules: closed paths open, the Ferry's link (Lake); rivers (264)
    while frontier:
        nxt = []
        for a in frontier:
            for b in adj[a]:
                if b not in dist:
                    dist[b] = dist[a] + 1
                    nxt.append(b)
        frontier = sorted(nxt)
    return {c: dist.get(c, FAR) for c in m.ids}


def path_to(ctx, st, target: int) -> list[int]:
    """The clearings entered on the way to `target`, in order (a shortest path; lowest ids first
    on ties). Empty if it is already there or cannot get there."""
    dist = distances(ctx, st)
    if dist[target] >= FAR:
        return []
    in_clearing = st.where.startswith("c")
    path = [target]
    adj = vb_adjacency(ctx, st)
    while dist[path[-1]] > (0 if in_clearing else 1):
        here = path[-1]
        path.append(min((b for b in ctx.m.ids if here in adj[b] and dist[b] == dist[here] - 1),
                        key=lambda b: (b != (ctx.s.tower or None), b)))       # priority; the Pass first
    path.reverse()
    return path[1:] if in_clearing else path


class Vagabot(AutomatonFaction):
    id = BOT_ID
    name = "Vagabot"
    setup_order = 4                  # setup letter D
    automaton = True
    replaces = "vagabond"

    def pieces(self, content):
        return {"warrior": 0}

    def other_pieces(self, ctx, seat, c):
        return 1 if _st(ctx, seat).where == f"c{c}" else 0          # 7.2.1: the pawn

    def force_pawn(self, ctx, seat, a, b):
        """A forced move carries the pawn along a path, exhausting nothing (R-HIRE-70)."""
        st = _st(ctx, seat)
        if st.where != f"c{a}":
            return False
        st.where = f"c{b}"
        pawn_moved(ctx, seat, a, b)
        return True

    def cards_held(self, ctx, seat):
        o = _st(ctx, seat).order
        return [o] if o else []

    def check_seat(self, content, seat_setup):
        check_bot_seat(self, bots_for(content).bot(BOT_ID), seat_setup)
        ch = seat_setup.get("character", "thief")
        if ch not in [c.id for c in bots_for(content).bot(BOT_ID).characters]:
            from game.core.decision import SetupError
            raise SetupError(Msg("{faction}: unknown character {value}", faction=T(self.name), value=repr(ch)))

    def new_fstate(self, ctx, seat):
        p = _bot(ctx).params                                         # 7.2.4 board values
        return VBState(track_at=[p["battle_track_thresholds_1"], p["battle_track_thresholds_2"],
                                 p["battle_track_thresholds_3"]], base_hits=p["base_max_hits"])

    def configure(self, ctx, seat, seat_setup):
        st = _st(ctx, seat)
        configure_bot(st, seat_setup)
        st.character = seat_setup.get("character", "thief")

    def setup(self, ctx, seat):
        ctx.push(VBSetup(seat))

    def birdsong(self, ctx, seat):
        st = _st(ctx, seat)
        st.battled, st.slipped, st.order_suit = False, False, ""
        ctx.push(VBPhase(seat, "birdsong", [x.id for x in _bot(ctx).turn["birdsong"]]))

    def daylight(self, ctx, seat):
        st = _st(ctx, seat)
        if st.slipped or not st.order_suit:
            return
        order = _bot(ctx).orders[st.order_suit]
        steps = list(order.actions if dc_rules(st) else order.actions_2021)     # public 2.8; Questing: DC table (R-AUTO-T4)
        if "adventurer" in st.traits:
            steps.append("adventurer-quests")
        ctx.push(VBPhase(seat, "daylight", steps))

    def evening(self, ctx, seat):
        ctx.push(VBPhase(seat, "evening", evening_steps(_bot(ctx), _st(ctx, seat))))

    # --- battle ----------------------------------------------------------------------------------
    def can_battle_in(self, ctx, seat, c):
        return _st(ctx, seat).where == f"c{c}"

    def ignores_rule_to_move(self, ctx, seat):
        return True                                                  # 7.2.2 Nimble

    def fights_without_warriors(self, ctx, seat, c):
        return True

    def max_rolled_hits(self, ctx, seat, c, battle):
        return max_hits(_st(ctx, seat))                              # 7.2.4

    def extra_hits(self, ctx, seat, battle):
        st = _st(ctx, seat)
        return 1 if battle.attacker == seat and track_slots(st) >= 3 else 0     # 7.2.4: 12th-item slot

    def defenseless(self, ctx, seat, c, battle):
        return undamaged(_st(ctx, seat)) == 0                        # R-AUTO-V8

    def absorb_hits(self, ctx, seat, c, n, by, hits):
        k = damage(_st(ctx, seat), n)                                # 7.2.5
        if k:
            say(ctx, seat, N_("takes {hits}: {items} damaged, exhausted ones first"), "Rootbotics 7.2.5",
                hits=P(n, "{n} hit", "{n} hits"), items=P(k, "{n} item", "{n} items"))
        return 0

    def service_items(self, ctx, seat) -> int:
        """Items it could exhaust to pay for a Riverfolk service (CW2 Services card 3)."""
        return exhaustable(_st(ctx, seat))

    def pay_service_item(self, ctx, seat) -> None:
        exhaust(_st(ctx, seat), 1)

    def bomb_pawn(self, ctx, seat, c, n):
        """Corvid interaction card (CW2 facts §7): a bomb takes 2 pieces from a bot; the pawn cannot
        be removed, so 2 items are damaged instead (facts §12 row 14 stand-in; R-AUTO-VC5)."""
        k = damage(_st(ctx, seat), n)
        say(ctx, seat, N_("a Corvid bomb in clearing {c} — {items} damaged (2 pieces against a bot; its pawn cannot "
                          "be removed)"), "CW2 Corvid interaction card", c=c, items=P(k, "{n} item", "{n} items"))

    def on_full_removal(self, ctx, seat, c, by):
        st = _st(ctx, seat)
        if st.where != f"c{c}":                                      # 7.2.1.I: only in ITS clearing
            return
        k = damage(st, _bot(ctx).params["full_removal_damage"])      # 7.2.1.I
        say(ctx, seat, N_("every enemy piece removed around it — {items} damaged"), "Rootbotics 7.2.1",
            at="Lone Wanderer", items=P(k, "{n} item", "{n} items"))

    def on_battle_end(self, ctx, seat, battle):
        if battle.attacker != seat:
            return
        n = sum(k for owner, kind, k in battle.removed if owner == battle.defender and kind == "warrior")
        if n:
            add_vp(ctx, seat, n, Sub(N_("warriors removed")))                 # R-AUTO-V5: 1 VP per warrior

    def before_roll(self, ctx, me, battle):
        """Arbiter (CW2 facts §6, LCC2 285): a defender in a battle in its clearing may enlist it
        before the roll: it scores 1 VP and adds its Battle Track items to the defender's maximum
        rolled hits. A defending bot enlists it only when its maximum rolled hits is below 3 and
        below the attacker's pieces there and the Arbiter has fewer VP (R-AUTO-VC1); a person is asked."""
        from ..engine import pieces_of
        st = _st(ctx, me)
        d = battle.defender
        if st.character != "arbiter" or st.where != f"c{battle.clearing}" or me in (battle.attacker, d) or d < 0:
            return
        att = pieces_of(ctx, battle.attacker, battle.clearing)
        answer = ctx.fac(d).enlists_arbiter(ctx, d, me, battle, att)  # the shared bot rule (base.py)
        if answer is None:
            ctx.push(VBArbiter(me, d))                                 # a person is asked
        elif answer:
            cap = ctx.fac(d).max_rolled_hits(ctx, d, battle.clearing, battle) + battle.def_cap_bonus
            enlist_arbiter(ctx, me, d, battle, Sub(N_("{who} can deal at most {cap} (fewer than 3 and than the "
                                                      "attacker's {att} pieces) and leads the Arbiter in VP"),
                                                   who=T(ctx.name(d)), cap=cap, att=att))

    def view(self, ctx, seat, viewer):
        st = _st(ctx, seat)
        return {"automaton": BOT_ID, "difficulty": st.level, "traits": list(st.traits), "character": st.character,
                "where": st.where, "items": [list(i) for i in st.items], "quest": st.quest,
                "battle_track": track_slots(st), "max_hits": max_hits(st)}

    def check(self, ctx, seat):
        out = []
        st = _st(ctx, seat)
        if ctx.s.hands[seat]:
            out.append("the Vagabot holds a hand of cards")
        if ctx.s.phase != "setup" and not st.where:
            out.append("the Vagabot pawn is nowhere")
        return out


FACTION = Vagabot()


def enlist_arbiter(ctx, arbiter, defender, battle, why) -> None:
    st = _st(ctx, arbiter)
    k = track_slots(st)
    battle.def_cap_bonus += k
    say(ctx, arbiter, N_("{who} enlists the Arbiter ({why}): +{k} to its maximum rolled hits (items on his Battle "
                         "Track); the Vagabot scores 1 VP"), "Rootbotics Vagabot: Arbiter (CW2)",
        who=T(ctx.name(defender)), why=why, k=k)
    add_vp(ctx, arbiter, 1, Sub(N_("Arbiter")))


@serial.register
@dataclass
class VBArbiter:
    """Arbiter: asked of a person defending in the Vagabot's clearing just before the roll."""
    arbiter: int
    defender: int


@handles(VBArbiter)
class VBArbiterH(Handler):
    def decide(self, ctx, fr):
        k = track_slots(_st(ctx, fr.arbiter))
        return dec(fr.defender, "root.vagabot.arbiter", Msg(N_("Enlist the Vagabot Arbiter? (+{k} to your maximum "
                                                             "rolled hits; he scores 1 VP)"), k=k),
                   [ch("enlist", N_("Enlist the Arbiter")), ch("pass", N_("No"))],
                   "Rootbotics Vagabot: Arbiter (CW2)")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        if cid == "enlist":
            b = next(x for x in reversed(ctx.s.stack) if type(x) is Battle)
            enlist_arbiter(ctx, fr.arbiter, fr.defender, b, Sub(N_("its choice")))


# --- setup (7.3) -------------------------------------------------------------------------------------

@serial.register
@dataclass
class VBSetup:
    seat: int


def _quest_ref(ctx, qid: str) -> dict:
    """A quest card as a log phrase: its printed name (a game term) and its suit, as the Vagabond's
    own quest lines read ("Errand (fox)"), never its id (issue 17)."""
    q = next((q for q in ctx.c.vagabond.quests if q.id == qid), None)
    return Sub(N_("{quest} ({suit})"), quest=T(q.name), suit=T(q.suit)) if q else T(qid)


@handles(VBSetup)
class VBSetupH(Handler):
    def step(self, ctx, fr):
        s, m, seat = ctx.s, ctx.m, fr.seat
        ctx.pop(fr)
        st = _st(ctx, seat)
        b = _bot(ctx)
        most = max(len(v) for v in m.forests.values())
        forest = s.rng.choice(sorted(f for f, v in m.forests.items() if len(v) == most))   # 7.3.2
        st.where = forest
        deck = sorted(q.id for q in ctx.c.vagabond.quests)                                # 7.3.3
        s.rng.shuffle(deck)
        st.quest, st.quest_deck = deck[-1], deck[:-1]
        if not s.ruin_items:                                                               # 7.3.4
            items = list(ctx.c.items.ruin_items)
            s.rng.shuffle(items)
            for c, it in zip(sorted(s.ruins), items):
                s.ruin_items[str(c)] = [it]
        char = next(c for c in b.characters if c.id == st.character)
        rec = next((c for c in ctx.c.vagabond.characters if c.id == st.character), None)
        kinds = list(rec.items) if rec else []
        kinds = (kinds + ["item"] * char.start_items)[:char.start_items]                  # 7.3.5
        st.items = [[k, 0, 0] for k in kinds]
        ctx.log("root.setup", Msg(N_("{bot} ({character}): pawn in the {forest} forest (touching the most clearings), "
                                     "quest {quest}, {n} items in its satchel"), bot=T(name_of(ctx, seat)),
                                  character=T(char.name), forest=forest, quest=_quest_ref(ctx, st.quest), n=len(st.items)),
                seat, rule="Rootbotics 7.3")


# --- the turn ----------------------------------------------------------------------------------------------

@serial.register
@dataclass
class VBPhase(BotPhase):
    """The VB bot's phase frame (fields: automaton.BotPhase)."""


ACTION_TEXT = {"adventurer-quests": N_("Adventurer (trait): quest as often as it can"), "boss-bonus": N_("Boss Mode bonus")}


def _say(ctx, seat, step, template, rule, **args):
    """A step line with the order card's suit (bots/automaton.py `say`)."""
    say(ctx, seat, template, rule, at=step, order=_st(ctx, seat).order_suit or None, **args)


def walk(ctx, seat, target: int, why: dict) -> bool:
    """Move the pawn to `target`, exhausting one item per move; False if it runs out first. `why`:
    the reason for the log, a `Sub`."""
    st = _st(ctx, seat)
    if st.where == f"c{target}":
        return True
    steps = path_to(ctx, st, target)
    if not steps:
        return False                                                 # unreachable
    free = 0                                                         # river moves (card 264)
    for c in steps:
        # Clockwork 2 (root-bots-public.md §4.5): out of a face-up snare's clearing the Vagabot
        # first removes the snare, paying one item as for the move it replaces, then keeps
        # moving with the next item (ruling Root — Corvid Conspiracy §snare-bots).
        if st.where.startswith("c") and exhaustable(st) > 0 and stopped(ctx, seat, clearing_of(st), "move-out"):
            exhaust(st, 1)
        a = clearing_of(st) if st.where.startswith("c") else 0
        if a and c not in bot_adjacency(ctx)[a] and c in ctx.m.river_adj[a]:
            # CW2 Services 264: along a river it buys Riverboats (paid as any service, card 3),
            # and the move itself exhausts no item (R-AUTO-S29)
            if not buy_riverboats(ctx, seat, riverboats_seller(ctx, seat), a, c, "CW2 Services 264 (Riverboats)"):
                _say(ctx, seat, "Move", N_("stops in {where}: it cannot buy Riverboats to cross the river to {c}"),
                     "CW2 Services 264", where=st.where, c=c)
                return False
            bot_pawn_moved(ctx, seat, a, c)
            st.where = f"c{c}"
            free += 1
            continue
        if not exhaust(st, 1):
            _say(ctx, seat, "Move", N_("stops in {where}: no item left to exhaust for the next move"), "Rootbotics 7.5",
                 where=st.where)
            return False
        a = clearing_of(st) if st.where.startswith("c") else 0
        if a:
            bot_pawn_moved(ctx, seat, a, c)                         # the Ferry (map rule lake-ferry)
        st.where = f"c{c}"
        pawn_moved(ctx, seat, a, c)                                 # along a path: Highway Bandits (R-HIRE-69)
    each = Sub(N_("one item each")) if not free else \
        Sub(N_("one item each but the {n} along a river, which exhaust none"), n=free)
    _say(ctx, seat, "Move", N_("walks to clearing {target} ({moves}, {each}) — {why}"), "Rootbotics 7.5",
         target=target, moves=P(len(steps), "{n} move", "{n} moves"), each=each, why=why)
    return True


def nearest(ctx, seat, sel_id, **kw):
    st = _st(ctx, seat)
    board = snapshot(ctx, seat)
    values = dict(kw.pop("values", {}))
    values["distance"] = {c: d for c, d in distances(ctx, st).items()}
    got = apply_selection(board, _bot(ctx).selection(sel_id), Ctx(values=values, **kw))
    got = [c for c in got if values["distance"][c.id] < FAR]
    return got[0].id if got else None


@handles(VBPhase)
class VBPhaseH(BotPhaseHandler):
    rule = "Rootbotics 7"
    bot_id = BOT_ID
    extra_text = ACTION_TEXT

    def label(self, ctx, fr) -> str:
        sid = fr.steps[fr.idx]
        if fr.phase == "daylight":                                   # "repair" is also a 2021 action
            for a in _bot(ctx).actions:
                if a.id == sid:
                    return a.text
        return super().label(ctx, fr)

    # Birdsong (7.4) ---------------------------------------------------------------------------
    def start_reveal_order(self, ctx, fr):
        card = reveal_order(ctx, fr.seat)
        st = _st(ctx, fr.seat)
        st.order = card or ""
        st.order_suit = ctx.c.cards[card].suit if card else ""

    def start_craft_order(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        if not st.order:
            return
        rec = ctx.c.cards[st.order]
        if rec.kind != "item" or not bot_item_available(ctx, seat, rec.item):
            _say(ctx, seat, "Craft", N_("{card}: no item to craft"), "Rootbotics 7.4.2", card=T(rec.name))
            from .services import buy_hand_card                      # Hand Card service (CW2 Services 2-3)
            new = buy_hand_card(ctx, seat, st.order, "Clockwork 2 Services 2 (Hand Card)")
            if new is None:
                return
            st.order, st.order_suit = new, ctx.c.cards[new].suit
            rec = ctx.c.cards[new]
        bot_take_item(ctx, seat, rec.item)                           # the supply, or the Forge (R-LAND-16)
        st.items.append([rec.item, 0, 0])                            # 7.2.3: into the satchel
        _say(ctx, seat, "Craft", N_("takes a {item} into its satchel for exactly 1 VP"), "Rootbotics 1.1, 7.4.2",
             item=T(rec.item))
        add_vp(ctx, seat, bots_for(ctx).common.law_changes.craft_vp, Sub(N_("crafted {item}"), item=T(rec.item)))
        if ctx.s.deck_id == "exiles":              # Murine Broker (R-EP-21)
            from ..exiles import after_item_crafted
            after_item_crafted(ctx, seat)

    def start_slip(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        limit = _bot(ctx).params["slip_at_most_undamaged"]
        if undamaged(st) > limit:
            return
        m = ctx.m
        options = sorted(m.clearing_forests[clearing_of(st)]) if st.where.startswith("c") else sorted(m.forest_adj[st.where])
        st.where = ctx.s.rng.choice(options)
        st.slipped = True
        _say(ctx, seat, "Slip", N_("only {n} undamaged items: slips into the {forest} forest (drawn at random) and "
                                   "skips Daylight"), "Rootbotics 7.4.3", n=undamaged(st), forest=st.where)

    # Daylight actions (7.5) -----------------------------------------------------------------------
    def start_explore(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        ruins = {c: 1 for c in ctx.s.ruins if ctx.s.ruin_items.get(str(c))}
        c = nearest(ctx, seat, "explore-destination", values={"ruins": ruins})
        if c is None or exhaustable(st) == 0:
            return
        if not walk(ctx, seat, c, Sub(N_("the nearest ruin"))) or not exhaust(st, 1):
            return
        pile = ctx.s.ruin_items[str(c)]
        it = pile.pop(ctx.s.rng.below(len(pile)))
        st.items.append([it, 0, 0])
        if not pile:
            del ctx.s.ruin_items[str(c)]
            ctx.s.ruins.remove(c)
            ctx.s.buildings[c] = [b for b in ctx.s.buildings[c] if b != [-1, "ruin"]]
        _say(ctx, seat, "Explore", N_("searches the ruin in clearing {c} and takes a {item} (no VP)"), "Rootbotics 7.5",
             c=c, item=T(it))

    def start_quest(self, ctx, fr):
        self._quest(ctx, fr.seat)

    def _quest(self, ctx, seat, must_finish: bool = False) -> bool:
        st = _st(ctx, seat)
        if not st.quest or exhaustable(st) == 0:
            return False
        suit = next(q.suit for q in ctx.c.vagabond.quests if q.id == st.quest)
        c = nearest(ctx, seat, "quest-destination", suit=suit)
        if c is not None and must_finish and spendable(st) < distances(ctx, st)[c] + 2:
            return False                     # Adventurer: "as long as possible" (R-AUTO-V14)
        if c is None or not walk(ctx, seat, c, Sub(N_("the nearest {suit} clearing for its quest"), suit=T(suit))):
            return False
        if not exhaust(st, 2):
            _say(ctx, seat, "Quest", N_("cannot exhaust two items for the quest"), "Rootbotics 7.5")
            return False
        done = st.quest
        st.quests_done.append(done)
        st.quest = st.quest_deck.pop() if st.quest_deck else ""
        vp = param(ctx, seat, "quest_vp") + (1 if questing(st) else 0)   # DC 2 VP, 2021 1 VP; Questing +1
        _say(ctx, seat, "Quest", N_("completes {done} in clearing {c} (any two items): {vp} VP; new quest {quest}"),
             "Rootbotics 7.5", done=_quest_ref(ctx, done), c=c, vp=vp,
             quest=_quest_ref(ctx, st.quest) if st.quest else Sub(N_("none left")))
        add_vp(ctx, seat, vp, Sub(N_("quest")))
        return True

    def start_aid(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        s = ctx.s
        if exhaustable(st) == 0:
            return
        if not dc_rules(st):
            self._aid_2021(ctx, seat)
            return
        crafters = {}
        for c in ctx.m.ids:
            here = [i for i in range(s.n) if i != seat and s.items[i] and _has_pieces(ctx, i, c)]
            if here:
                crafters[c] = min(s.vp[i] for i in here)
        helper = False
        if not crafters and "helper" in st.traits:                  # Helper (DC)
            low = min((s.vp[i] for i in range(s.n) if i != seat), default=None)
            crafters = {c: 0 for c in ctx.m.ids
                        if any(s.vp[i] == low and _has_pieces(ctx, i, c) for i in range(s.n) if i != seat)}
            helper = True
        if not crafters:
            return
        c = nearest(ctx, seat, "aid-destination", values={"crafter-vp": crafters})
        if c is None or not walk(ctx, seat, c, Sub(N_("the nearest clearing with a player who has crafted items"))) \
                or not exhaust(st, 1):
            return
        board = snapshot(ctx, seat)
        who = [p for p in board.others() if _has_pieces(ctx, seat_of(p.id), c) and (s.items[seat_of(p.id)] or helper)]
        if not who:
            return
        from .targeting import rank_players                         # fewest VP, then setup order (2.2)
        i = seat_of(rank_players(board, who, ("fewest vp",), Ctx(), bots_for(ctx).common.setup_order)[0].id)
        got = ""
        if s.items[i] and not helper:
            got = s.items[i].pop(0)
            st.items.append([got, 0, 0])
        vp = settings_of(ctx, seat, BOT_ID)["aid_vp"]
        drawn = Sub(N_("draws nothing (a bot has no hand, R-AUTO-V4)") if ctx.fac(i).automaton else N_("draws a card"))
        _say(ctx, seat, "Aid", N_("aids {who} in clearing {c}, taking its {item}: {vp} VP; {who} {drawn}") if got else
             N_("aids {who} in clearing {c}: {vp} VP; {who} {drawn}"), "Rootbotics 7.5" + (" (Helper)" if helper else ""),
             who=T(ctx.name(i)), c=c, item=T(got), vp=vp, drawn=drawn)
        add_vp(ctx, seat, vp, Sub(N_("aid")))
        draw(ctx, i, 1)

    def _aid_2021(self, ctx, seat):
        """2021 Aid: only in its own clearing; the player there with crafted items and the fewest
        VP; as many items as it can exhaust, up to their crafted-item count; it takes that many
        and scores that many VP (+1 Helper); they draw that many cards (2 each with Helper);
        an aided bot scores 1 VP instead of drawing (RSU; R-AUTO-V20)."""
        st, s = _st(ctx, seat), ctx.s
        c = clearing_of(st)
        if not c:
            return
        board = snapshot(ctx, seat)
        cands = [p for p in board.others() if s.items[seat_of(p.id)] and _has_pieces(ctx, seat_of(p.id), c)]
        if not cands:
            return
        from .targeting import rank_players
        i = seat_of(rank_players(board, cands, ("fewest vp",), Ctx(), bots_for(ctx).common.setup_order)[0].id)
        n = 0
        while n < len(s.items[i]) and exhaust(st, 1):
            n += 1
        got = [s.items[i].pop(0) for _ in range(n)]
        st.items.extend([it, 0, 0] for it in got)
        vp = n * param(ctx, seat, "aid_vp") + param(ctx, seat, "helper_extra_vp")
        aided_bot = ctx.fac(i).automaton
        k = n * param(ctx, seat, "helper_draws_per_item")
        then = (Sub(N_("{who}, a bot, scores 1 VP instead of drawing"), who=T(ctx.name(i))) if aided_bot else
                Sub(N_("{who} draws {cards}"), who=T(ctx.name(i)), cards=P(k, "{n} card", "{n} cards")))
        _say(ctx, seat, "Aid (2021)", N_("aids {who} in clearing {c} with {items}, taking {taken}: {vp} VP; {then}"),
             "Rootbotics 7.5 (2021)", who=T(ctx.name(i)), c=c, items=P(n, "{n} item", "{n} items"),
             taken=[T(x) for x in got], vp=vp, then=then)
        add_vp(ctx, seat, vp, Sub(N_("aid")))
        if aided_bot:
            add_vp(ctx, i, param(ctx, seat, "aided_bot_vp"), Sub(N_("aided by the Vagabot")))
        else:
            draw(ctx, i, k)

    def start_battle(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        s = ctx.s
        if exhaustable(st) == 0 or (st.battled and "adventurer" in st.traits):
            return
        board = snapshot(ctx, seat)
        if "berserker" in st.traits:
            dist = distances(ctx, st)
            foes = [i for i in range(s.n) if board.is_enemy(pid(i))]     # Rootbotics 3.5: not its allies
            cands = [c for c in ctx.m.ids if dist[c] < FAR and any(_has_pieces(ctx, i, c) for i in foes)]
            if not cands:
                return
            c = min(cands, key=lambda c: (dist[c], -sum(board.clearing(c).of(pid(i)).total() for i in foes),
                                          c != board.always_first, c))      # priority; the Pass first
            from .targeting import rank_players                     # ties: setup order (2.2, R-AUTO-V12)
            here = [p for p in board.enemies() if _has_pieces(ctx, seat_of(p.id), c)]
            target = seat_of(rank_players(board, here, ("most pieces-here",), Ctx(clearing=c),
                                          bots_for(ctx).common.setup_order)[0].id)
            why = Sub(N_("Berserker: the nearest clearing with the most pieces"))
        else:
            enemies = [p for p in board.enemies() if any(_has_pieces(ctx, seat_of(p.id), c) for c in ctx.m.ids)]
            if not enemies:
                return
            order = bots_for(ctx).common.setup_order
            from .targeting import rank_players
            target = seat_of(rank_players(board, enemies, ("most vp",), Ctx(), order)[0].id)
            c = nearest(ctx, seat, "battle-destination", target=pid(target))
            why = Sub(N_("the nearest clearing with pieces of {who}, the enemy with the most VP"), who=T(ctx.name(target)))
        if c is None or not walk(ctx, seat, c, why) or not exhaust(st, 1):
            return
        fr.todo, fr.sub = [c, target], "battle"
        self._fight(ctx, fr)

    def _fight(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        c, target = fr.todo
        st.battled = True
        _say(ctx, seat, "Battle", N_("battles {who} in clearing {c}"), "Rootbotics 7.5", who=T(ctx.name(target)), c=c)
        ctx.push(Battle(seat, clearing=c, defender=target, stage="ambush"))
        ctx.log("root.battle", Msg("{name} battles {other} in clearing {c}", name=T(ctx.name(seat)),
                                   other=T(ctx.name(target)), c=c), seat, rule="Law 4.3", clearing=c, defender=target)
        if "marksman" in st.traits:                                  # Marksman: a hit before rolling
            ctx.push(Hits(target, c, 1, seat, "battle"))

    def more_battle(self, ctx, fr):
        """Battle again for two items each time while the target still has pieces there."""
        st = _st(ctx, fr.seat)
        if fr.sub != "battle" or "adventurer" in st.traits:
            return True
        c, target = fr.todo
        cost = _bot(ctx).params["extra_battle_cost"]
        if st.where != f"c{c}" or not _has_pieces(ctx, target, c) or not exhaust(st, cost):
            return True
        self._fight(ctx, fr)
        return False

    def start_special(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        s = ctx.s
        c = clearing_of(st)
        if st.character == "arbiter":                                # CW2 facts §6: no exhausting action
            _say(ctx, seat, "Special (Arbiter)", N_("the Arbiter has no special action to take (he is enlisted in "
                                                    "others' battles instead)"), "Rootbotics Vagabot: Arbiter (CW2)")
            return
        if exhaustable(st) == 0:
            return
        if st.character in ("vagrant", "scoundrel"):
            getattr(self, "_" + st.character)(ctx, fr, c)
            return
        if st.character == "thief":
            board = snapshot(ctx, seat) if c else None
            cands = [p for p in (board.enemies() if board else [])
                     if board.clearing(c).of(p.id).total() and s.hands[seat_of(p.id)]]
            if not cands:
                return                                               # no effect: skipped, no item spent
            from .targeting import rank_players
            victim = seat_of(rank_players(board, cands, ("most vp", "most pieces-here"), Ctx(clearing=c),
                                          bots_for(ctx).common.setup_order)[0].id)
            exhaust(st, 1)
            hand = s.hands[victim]
            card = hand.pop(s.rng.below(len(hand)))
            to_pile(ctx, card)                                       # R-AUTO-V3: discarded
            _say(ctx, seat, "Special (Thief)", N_("takes a random card from {who} and discards it"),
                 "Rootbotics 7.3 Thief", who=T(ctx.name(victim)))
        elif st.character == "tinker":
            card = next((x for x in reversed(s.discard) if ctx.c.cards[x].kind == "item"
                         and bot_item_available(ctx, seat, ctx.c.cards[x].item)), None)
            if card is None:
                return
            exhaust(st, 1)
            it = ctx.c.cards[card].item
            bot_take_item(ctx, seat, it)                                 # the supply, or the Forge (R-LAND-16)
            st.items.append([it, 0, 0])
            vp = param(ctx, seat, "tinker_vp")                         # DC 0 VP, 2021 1 VP
            _say(ctx, seat, "Special (Tinker)", N_("crafts the {item} of {card} from the discard pile ({vp} VP)"),
                 "Rootbotics 7.3 Tinker", item=T(it), card=T(ctx.c.cards[card].name), vp=vp)
            add_vp(ctx, seat, vp, Sub(N_("Tinker craft")))
            if s.deck_id == "exiles":              # Murine Broker (R-EP-21)
                from ..exiles import after_item_crafted
                after_item_crafted(ctx, seat)
        elif st.character == "ranger" and not dc(st):                # 2021: slip when badly damaged
            if sum(1 for it in st.items if it[2]) < param(ctx, seat, "ranger_slip_damaged"):
                return
            exhaust(st, 1)
            m = ctx.m
            options = sorted(m.clearing_forests[c]) if c else sorted(m.forest_adj[st.where])
            st.where = ctx.s.rng.choice(options)
            _say(ctx, seat, "Special (Ranger, 2021)", N_("slips into the {forest} forest (drawn at random)"),
                 "Rootbotics 7.3 Ranger (2021)", forest=st.where)
        elif st.character == "ranger":
            if not any(it[2] for it in st.items):
                return
            exhaust(st, 1)
            self._repair(st, 1)
            _say(ctx, seat, "Special (Ranger)", N_("repairs one damaged item"), "Rootbotics 7.3 Ranger")

    def _vagrant(self, ctx, fr, c):
        """Vagrant (CW2 facts §6, LCC2 286): a battle in its clearing whose attacker and defender it
        chooses, removing the pieces of both sides. Policy (DOV DC, M; R-AUTO-VC2): the attacker is
        the player there with the most pieces who can battle, the defender the one with the most
        pieces among the rest; itself as attacker only when no two others qualify."""
        from ..engine import pieces_of
        seat, st, s = fr.seat, _st(ctx, fr.seat), ctx.s
        if not c:
            return
        order = bots_for(ctx).common.setup_order
        board = snapshot(ctx, seat)
        from .targeting import rank_players
        others = [p for p in board.others() if pieces_of(ctx, seat_of(p.id), c)]
        ranked = [seat_of(p.id) for p in rank_players(board, others, ("most pieces-here",), Ctx(clearing=c), order)]
        att = next((i for i in ranked if s.warriors[i][c] > 0 and ctx.fac(i).can_battle_in(ctx, i, c)
                    and any(j != i for j in ranked)), None)
        dfn = next((j for j in ranked if j != att), None) if att is not None else None
        who = Sub(N_("the player with the most pieces there attacks the next most"))
        if att is None or dfn is None:
            if not ranked:
                return                                               # nobody here: no effect, no item spent
            att, dfn = seat, ranked[0]
            who = Sub(N_("no two others can battle: it attacks the player with the most pieces there"))
        exhaust(st, 1)
        _say(ctx, seat, "Special (Vagrant)", N_("{att} battles {dfn} in clearing {c} — {who}; the Vagabot removes the "
                                                "pieces of both sides"), "Rootbotics Vagabot: Vagrant (CW2)",
             att=T(ctx.name(att)), dfn=T(ctx.name(dfn)), c=c, who=who)
        ctx.push(Battle(att, clearing=c, defender=dfn, stage="ambush", remover=seat if att != seat else -1))

    def _scoundrel(self, ctx, fr, c):
        """Scoundrel (CW2 facts §6, LCC2 287): with 3+ enemy pieces in its clearing, one a building or
        token, remove them all, leave one of its items on a building slot there (nothing may be
        built in it: an unowned `item-slot` piece) and score 1 VP. R-AUTO-VC3."""
        from ..engine import enemies, is_enemy, remove_piece, remove_warriors, touch
        seat, st, s = fr.seat, _st(ctx, fr.seat), ctx.s
        if not c:
            return
        foes = [i for i in range(s.n) if i != seat and is_enemy(ctx, seat, i)]
        n = sum(s.warriors[i][c] for i in foes) + sum(1 for p in s.buildings[c] + s.tokens[c] if p[0] in foes) \
            + sum(ctx.fac(i).other_pieces(ctx, i, c) for i in foes)
        bt = any(p[0] in foes for p in s.buildings[c] + s.tokens[c])
        if n < _bot(ctx).params["scoundrel_min_pieces"] or not bt:
            return                                                   # cannot: skipped, no item spent
        exhaust(st, 1)
        for e in enemies(ctx, seat):
            if s.warriors[e][c]:
                remove_warriors(ctx, e, c, s.warriors[e][c], seat, "scoundrel")
            for p in [p for p in s.buildings[c] if p[0] == e]:
                remove_piece(ctx, e, c, p[1], True, seat, "scoundrel")
            for p in [p for p in s.tokens[c] if p[0] == e]:
                remove_piece(ctx, e, c, p[1], False, seat, "scoundrel")
            ctx.fac(e).on_full_removal(ctx, e, c, seat)
        left = None
        if len(s.buildings[c]) < ctx.m.slots[c] and st.items:
            # the least useful item: damaged, then exhausted, then any (R-AUTO-VC3)
            it = max(st.items, key=lambda x: (x[2], x[1]))
            st.items.remove(it)
            s.buildings[c].append([-1, "item-slot"])
            touch(ctx, c)
            left = it[0]
        _say(ctx, seat, "Special (Scoundrel)", N_("removes all {n} enemy pieces in clearing {c}: 1 VP") if left is None
             else N_("removes all {n} enemy pieces in clearing {c}; leaves its {item} on a building slot (nothing may "
                     "be built there): 1 VP"), "Rootbotics Vagabot: Scoundrel (CW2)", n=n, c=c, item=T(left or ""))
        add_vp(ctx, seat, 1, Sub(N_("Scoundrel")))

    def start_adventurer_quests(self, ctx, fr):
        while self._quest(ctx, fr.seat, must_finish=True):          # Adventurer (trait)
            pass

    # Evening (7.6) ------------------------------------------------------------------------------
    def start_refresh(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        cfg = settings_of(ctx, seat, BOT_ID)
        n = cfg["refresh"] + (cfg["refresh_undamaged_bonus"] if not any(it[2] for it in st.items) else 0)
        done = 0
        for want_damaged in ((0, 1) if dc(st) else (0,)):            # undamaged first, then damaged (2021: undamaged only)
            for it in st.items:
                if done < n and it[1] and it[2] == want_damaged:
                    it[1] = 0
                    done += 1
        _say(ctx, seat, "Refresh", N_("refreshes {items} (up to {n})"), "Rootbotics 7.6.1",
             items=P(done, "{n} item", "{n} items"), n=n)

    def start_repair(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        if fr.phase == "daylight":                                   # the 2021 Repair action
            if any(it[2] for it in st.items) and exhaust(st, 1):
                self._repair(st, 1)
                _say(ctx, seat, "Repair (2021)", N_("exhausts an item to repair one damaged item"), "Rootbotics 7.5 (2021)")
            return
        in_forest = not st.where.startswith("c")
        n = len(st.items) if in_forest else settings_of(ctx, seat, BOT_ID)["repair_outside_forest"]
        k = self._repair(st, n)
        if k:
            _say(ctx, seat, "Repair", N_("repairs {items} — all, in a forest") if in_forest else N_("repairs {items}"),
                 "Rootbotics 7.6.2", items=P(k, "{n} item", "{n} items"))

    @staticmethod
    def _repair(st, n) -> int:
        done = 0
        for want_exhausted in (0, 1):                                # unexhausted first
            for it in st.items:
                if done < n and it[2] and it[1] == want_exhausted:
                    it[2] = 0
                    done += 1
        return done

    def start_discard_order(self, ctx, fr):
        st = _st(ctx, fr.seat)
        if st.order:
            _say(ctx, fr.seat, "Discard", N_("discards {card}"), "Rootbotics 7.6.3", card=T(ctx.c.cards[st.order].name))
            to_pile(ctx, st.order)
            st.order = ""

    def start_boss_bonus(self, ctx, fr):
        seat, st = fr.seat, _st(ctx, fr.seat)
        humans = sum(1 for i in range(ctx.s.n) if not ctx.fac(i).automaton)
        vp = evening_bonus(_bot(ctx).evening_vp_rule(st.level, st.edition), humans)
        if vp:
            _say(ctx, seat, "Boss Mode", N_("{vp} VP (1 per two human players, rounded up)"), "Rootbotics difficulty",
                 vp=vp)
            add_vp(ctx, seat, vp, Sub(N_("Boss Mode")))


def _has_pieces(ctx, i, c) -> bool:
    s = ctx.s
    return bool(s.warriors[i][c] or any(p[0] == i for p in s.buildings[c] + s.tokens[c])
                or ctx.fac(i).other_pieces(ctx, i, c))
