"""What every automaton faction shares inside the Root engine: its data, its settings
(difficulty and traits), the order card (Rootbotics 2.7) and crafting (Rootbotics 1.1)."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .. import landmarks
from ..engine import Handler, add_vp, ch, dec, remove_piece, remove_warriors
from ..factions.base import Faction
from .botlog import (PIECE_TERMS, _yaml_phrase, card_ref, name_of, order_words, piece_term,  # noqa: F401
                     say)  # re-exported: the automata import them from here
from .content import load_bots
from game.core.i18n import N_, Msg, Sub, T

from .hirelings import push_hireling_actions
from .law import craft_vp

_CACHE: dict = {}
ADVANCED_SERVICES = ("off", "on")   # seat option `advanced_services` (LCC2 260; R-AUTO-S20)


def bots_for(x):
    """The automata's data for this Root content (a Ctx or a RootContent): <pack>/bots/."""
    content = getattr(x, "c", x)
    key = str(getattr(content, "path", ""))
    got = _CACHE.get(key)
    if got is None:
        folder = Path(key) / "bots" if key else None
        got = load_bots(folder if folder and folder.is_dir() else None)
        _CACHE[key] = got
    return got


def reload_bots(x):
    """Load (and check) the automata's data of this content again, replacing the cache."""
    content = getattr(x, "c", x)
    _CACHE.pop(str(getattr(content, "path", "")), None)
    return bots_for(content)


def settings_of(ctx, seat, bot_id) -> dict:
    """The bot's numbers for this game: board params, then difficulty, then traits (R-AUTO-G2)."""
    st = ctx.s.fstate[seat]
    return bots_for(ctx).bot(bot_id).settings(st.level, st.traits, st.edition)


def draw_top(ctx, seat, text: str, rule: str, kind: str = "root.bot.order") -> str | None:
    """The top card of the shared deck, revealed and logged as `<bot> <text>: <card>` (`text` a
    verb phrase marked `N_`); an empty deck is refilled from the shuffled discard pile
    (Law 2.1.2). None if both are empty."""
    s = ctx.s
    if not s.deck:
        if not s.discard:
            return None
        s.deck, s.discard = s.discard, []
        s.rng.shuffle(s.deck)
        ctx.log("root.reshuffle", Msg(N_("The discard pile is shuffled into a new deck.")), rule="Law 2.1.2",
                reveals=True)
    card = s.deck.pop()
    rec = ctx.c.cards[card]
    ctx.log(kind, Msg(N_("{bot} {what}: {card} ({suit})"), bot=T(name_of(ctx, seat)), what=Sub(text), card=T(rec.name),
                      suit=T(rec.suit)), seat, rule=rule, reveals=True, card=card)
    return card


def reveal_order(ctx, seat) -> str | None:
    """Rootbotics 2.7: draw and reveal the top card of the shared deck as the order card."""
    return draw_top(ctx, seat, N_("reveals its order"), "Rootbotics 2.7")


def bot_item_available(ctx, seat, item: str) -> bool:
    """Rootbotics 1.1 with the Legendary Forge (ruling R-LAND-16, Tableforge original): an
    automaton may craft an item in the supply, or one on the Forge card when it has a faction
    piece in the Forge's clearing (the rule every player crafts by, App. F)."""
    return ctx.s.item_supply.get(item, 0) > 0 or landmarks.forge_has(ctx, seat, item)


def bot_take_item(ctx, seat, item: str) -> None:
    """Take a crafted item for an automaton: the Forge's copy first when it may take it (as a
    player does, R-LAND-8), with the Forge's bonus: +1 VP, and +1 VP in place of the card it would
    draw (an automaton has no hand: the Rootbotics Lake-Ferry rule, R-LAND-10), ruling R-LAND-16.
    Every automaton's craft goes through here."""
    s = ctx.s
    if landmarks.forge_has(ctx, seat, item):
        s.forge_items.remove(item)
        say(ctx, seat, N_("takes the {item} from the Legendary Forge (+1 VP, and +1 VP instead of a card)"),
            "App. F Legendary Forge; R-LAND-16", at="Craft", item=T(item))
        add_vp(ctx, seat, 2, N_("crafted at the Legendary Forge"))
        return
    s.item_supply[item] -= 1


def craft_order(ctx, seat, card, rule) -> bool:
    """Rootbotics 1.1: craft the order card's item if it is in the supply (or on the Legendary
    Forge, R-LAND-16), for exactly 1 VP, without crafting pieces; never a persistent or immediate
    effect."""
    rec = ctx.c.cards[card]
    s = ctx.s
    available = rec.kind == "item" and bot_item_available(ctx, seat, rec.item)
    vp = craft_vp(available, rec.kind == "persistent", bots_for(ctx).common.law_changes.craft_vp)
    if rec.kind != "item":
        say(ctx, seat, N_("{card} shows no item — nothing crafted"), rule, at="Craft", card=T(rec.name))
        return False
    if not available:
        say(ctx, seat, N_("no {item} left in the supply — nothing crafted"), rule, at="Craft", item=T(rec.item))
        return False
    s.items[seat].append(rec.item)
    say(ctx, seat, N_("takes a {item} from the supply for exactly {vp} VP (the card's printed VP are ignored)"), rule,
        at="Craft", item=T(rec.item), vp=vp)
    add_vp(ctx, seat, vp, Sub(N_("crafted {item}"), item=T(rec.item)))
    bot_take_item(ctx, seat, rec.item)
    if s.deck_id == "exiles":                      # Murine Broker: another player crafted an item (R-EP-21)
        from ..exiles import after_item_crafted
        after_item_crafted(ctx, seat)
    return True


# --- taking hits (Rootbotics 1.2.1) -------------------------------------------------------------

def bot_absorb_hits(ctx, seat, c, n, by, hits, building_hits: int = 1) -> int:
    """A bot takes hits by its own rule, without a decision: warriors (Law 4.3.3), then every
    token, then buildings, the type drawn with the game Rng among the types present
    (Rootbotics 1.2.1; R-AUTO-G7). `building_hits` = 2 is the MM's Fortified trait.
    Returns the hits left for the general removal (always 0: every hit is resolved here).
    Like the general removal, removals are recorded on the Battle frame and the effects they
    trigger wait until every simultaneous hit is dealt (Root §removal-triggers)."""
    from ..flow import _defer_triggers, _note_removal
    s = ctx.s
    left = n

    def removed(kind, k, remove):
        _note_removal(ctx, hits, kind, k)
        depth = len(s.stack)
        remove()
        _defer_triggers(ctx, hits, depth)

    k = min(left, s.warriors[seat][c])
    if k:
        left -= k
        removed("warrior", k, lambda: remove_warriors(ctx, seat, c, k, by, hits.cause))
    while left > 0:
        toks = sorted(t[1] for t in s.tokens[c] if t[0] == seat)
        if toks:
            left -= 1
            removed(toks[0], 1, lambda kind=toks[0]: remove_piece(ctx, seat, c, kind, False, by))
            continue
        types = sorted({b[1] for b in s.buildings[c] if b[0] == seat})
        if not types or left < building_hits:
            break
        t = types[0] if len(types) == 1 else s.rng.choice(types)
        if len(types) > 1:
            ctx.log("root.bot.hit", Msg(N_("{bot} loses a {piece}: drawn at random among {among}"),
                                        bot=T(name_of(ctx, seat)), piece=piece_term(t),
                                        among=[piece_term(x) for x in types]),
                    seat, rule="Rootbotics 1.2.1")
        left -= building_hits
        removed(t, 1, lambda kind=t: remove_piece(ctx, seat, c, kind, True, by))
    return 0


def lost_warriors(battle, seat) -> int:
    """Warriors of `seat` removed by a battle's hits (the Battle frame's record)."""
    return sum(n for owner, kind, n in battle.removed if owner == seat and kind == "warrior")


# --- the phase frame every bot uses -------------------------------------------------------------

@dataclass
class BotPhase:
    """One phase of a bot's board: its steps in order. `todo` queues the targets of a step that
    acts several times (battles in priority order, move origins, destination battles). Each bot
    registers its own subclass (saves name the class), e.g. `MMPhase(BotPhase)`."""
    seat: int
    phase: str
    steps: list
    idx: int = 0
    started: bool = False
    todo: list = field(default_factory=list)
    sub: str = ""


def evening_steps(bot, st, extra=()) -> list:
    """An automaton's Evening: its board's steps, then any trait steps (`extra`), then the Boss
    Mode bonus when its level scores one (Rootbotics 3.3.1)."""
    steps = [x.id for x in bot.turn["evening"]] + list(extra)
    if bot.evening_vp_rule(st.level, st.edition) != "none":
        steps.append("boss-bonus")
    return steps


class BotPhaseHandler(Handler):
    """Runs one phase of a bot's board: before each step the seat is asked a one-choice
    `root.automaton.step` decision (R-AUTO-X7); the choice runs `start_<step>`; a step that acts
    several times (a queue of battles or moves) continues in `more_<step>` until it returns True.
    Frames: registered subclasses of `BotPhase`."""
    rule = "Rootbotics"
    bot_id = ""                 # the bot whose YAML names its steps (data/root/bots/<bot_id>.yaml)
    extra_text: dict = {}       # labels of steps the YAML does not list (traits, Boss bonus)

    def label(self, ctx, fr) -> str:
        """A step's own short text: from the bot's turn steps or actions, else `extra_text`."""
        sid = fr.steps[fr.idx]
        if self.bot_id:
            bot = bots_for(ctx).bot(self.bot_id)
            for steps in bot.turn.values():
                for s in steps:
                    if s.id == sid:
                        return s.text
            for a in getattr(bot, "actions", None) or ():
                if a.id == sid:
                    return a.text
        return self.extra_text.get(sid, sid)

    def battle_queue(self, ctx, fr, can_fight, defender, say, before=None) -> bool:
        """The Clockwork 2 bots' battle steps: one battle per call from `fr.todo`, clearings in
        priority order (Rootbotics 2.4), each checked again just before its battle (earlier ones
        change the board): `can_fight(board, c)`, `defender(board, c)` (a player id of the
        snapshot), `say(c, seat)` logs the reason; `before(ctx, seat, c, defender)` runs just
        before the battle (the Mercenaries service, card 3). True when no battle is left, the
        `more_<step>` contract."""
        from ..flow import RootBattle
        from .snapshot import seat_of, snapshot
        seat = fr.seat
        while fr.todo:
            c = fr.todo.pop(0)
            board = snapshot(ctx, seat)
            if not can_fight(board, c):
                continue
            d = seat_of(defender(board, c))
            say(c, d)
            if before is not None:
                before(ctx, seat, c, d)
            ctx.push(RootBattle(seat, clearing=c, defender=d, stage="ambush"))
            return False
        return True

    def boss_mode_per_people(self, ctx, fr, rule: str) -> None:
        """Boss Mode's VP at the end of Evening, 1 per two people rounded up (Rootbotics 3.3.1,
        counting people only: R-AUTO-D1), logged with `rule` (our own automata, AH/AK 5.4)."""
        from .law import evening_bonus
        seat, st = fr.seat, ctx.s.fstate[fr.seat]
        people = sum(1 for i in range(ctx.s.n) if not ctx.fac(i).automaton)
        vp = evening_bonus(bots_for(ctx).bot(self.bot_id).evening_vp_rule(st.level, st.edition), people)
        say(ctx, seat, N_("{vp} VP at the end of Evening, 1 per two people ({n})"), rule, at="Boss Mode", vp=vp,
            n=people)
        if vp:
            add_vp(ctx, seat, vp, Sub(N_("Boss Mode")))

    def start_boss_bonus(self, ctx, fr):
        """The top level's Evening bonus (Rootbotics 3.3.1): a Clockwork 2 Nightmare card's flat
        1 VP (CW2 facts §4.1), a Clockwork 1 Boss Mode's 1 per two people (rounded up)."""
        from .law import evening_bonus
        seat, st = fr.seat, ctx.s.fstate[fr.seat]
        bot = bots_for(ctx).bot(self.bot_id)
        humans = sum(1 for i in range(ctx.s.n) if not ctx.fac(i).automaton)
        vp = evening_bonus(bot.evening_vp_rule(st.level, st.edition), humans)
        if vp:
            say(ctx, seat, N_("{vp} VP at the end of Evening (flat)"), "Rootbotics difficulty (CW2 Nightmare)",
                at="Nightmare", vp=vp)
            add_vp(ctx, seat, vp, Sub(N_("Nightmare")))

    def decide(self, ctx, fr):
        if fr.idx >= len(fr.steps) or fr.started or ctx.s.end_reason:
            return None
        sid = fr.steps[fr.idx]
        text = self.label(ctx, fr)
        return dec(fr.seat, "root.automaton.step", Msg(N_("{bot} ({phase}): {text}"), bot=T(name_of(ctx, fr.seat)),
                                                       phase=T(fr.phase.capitalize()), text=_yaml_phrase(text)),
                   [ch(f"step:{sid}", text)], self.rule)

    def act(self, ctx, fr, cid):
        fr.started = True
        fr.todo, fr.sub = [], ""
        getattr(self, "start_" + fr.steps[fr.idx].replace("-", "_"))(ctx, fr)

    def step(self, ctx, fr):
        if fr.idx >= len(fr.steps):
            ctx.pop(fr)
            return
        if fr.started:
            more = getattr(self, "more_" + fr.steps[fr.idx].replace("-", "_"), None)
            if more is None or more(ctx, fr):
                fr.idx += 1
                fr.started = False


def configure_bot(st, seat_setup: dict) -> None:
    """The seat's settings every automaton keeps in its board state, so saves and replays
    carry them: difficulty level (Rootbotics 3.3), chosen traits, rules edition."""
    st.level = seat_setup.get("difficulty", "expert")
    st.traits = sorted(seat_setup.get("traits", []))
    st.edition = seat_setup.get("edition", "dc")
    if hasattr(st, "advanced"):                  # the seven automata with an Advanced Services card
        st.advanced = seat_setup.get("advanced_services", "off") == "on"     # LCC2 260 (R-AUTO-S20)


def check_bot_seat(fac, bot, seat_setup: dict) -> None:
    """A bot seat's settings: a known difficulty, 0-4 distinct known traits (Rootbotics 3.3), an
    edition the faction implements (its `editions`, default the Director's Cut only)."""
    from game.core.decision import SetupError
    if seat_setup.get("edition", "dc") not in bot.editions:
        if bot.editions == ("dc",):
            raise SetupError(Msg("{faction}: only the Director's Cut edition is implemented (R-AUTO-X5)",
                                 faction=T(fac.name)))
        raise SetupError(Msg("{faction}: edition {value} is not one of {known}", faction=T(fac.name),
                             value=repr(seat_setup.get("edition")), known=", ".join(bot.editions)))
    if seat_setup.get("advanced_services", "off") not in ADVANCED_SERVICES:
        raise SetupError(Msg("{faction}: advanced_services must be one of {known}, not {value}", faction=T(fac.name),
                             known=", ".join(ADVANCED_SERVICES), value=repr(seat_setup.get("advanced_services"))))
    level = seat_setup.get("difficulty", "expert")
    if level not in [d.id for d in bot.difficulties]:
        raise SetupError(Msg("{faction}: unknown difficulty {value}", faction=T(fac.name), value=repr(level)))
    traits = seat_setup.get("traits", [])
    known = [t.id for t in bot.traits]
    if not isinstance(traits, list) or len(set(traits)) != len(traits):
        raise SetupError(Msg("{faction}: traits must be a list of distinct ids among {known}", faction=T(fac.name),
                             known=", ".join(known)))
    unknown = [t for t in traits if t not in known]
    if unknown:
        raise SetupError(Msg("{faction} has no trait {values} (its traits: {known})", faction=T(fac.name),
                             values=", ".join(map(repr, unknown)), known=", ".join(known)))


class AutomatonFaction(Faction):
    """What every Clockwork automaton shares as a faction (the four subclass it)."""
    automaton = True

    def end_of_daylight(self, ctx, seat) -> None:
        """After its own Daylight steps: its hirelings' Daylight actions (R-HIRE-67), one shared
        frame for every automaton (bots/hirelings.py)."""
        push_hireling_actions(ctx, seat)

    def receive_card(self, ctx, me, giver, card) -> None:
        """Rootbotics 2.8.1 Poor Manual Dexterity (R-AUTO-G4): a card given to an automaton is
        discarded and the automaton scores 1 VP (the giver's Aid still counts, Law 9.2.9.I)."""
        from ..engine import discard_card
        discard_card(ctx, giver, card, Sub(N_("{name} gives {card} to the {bot} (Poor Manual Dexterity: discarded)"),
                                           bot=T(ctx.name(me))))
        add_vp(ctx, me, 1, Sub(N_("Poor Manual Dexterity")))