"""The Law's core primitives, shared by every faction: pieces, rule, score, cards, dice,
and the frame machinery that runs the rule flow.

`Ctx` bundles the content, the state, the static map data and the events of the current
`apply`; every rule function takes it first. Nothing here knows a particular faction: faction
behaviour comes through the hooks of `factions.base.Faction` (looked up by `ctx.fac(seat)`).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg, P, Sub, T

from .state import RootState

if TYPE_CHECKING:                       # only for the types: the registry is reached at run time
    from .factions.base import Faction

H = TypeVar("H", bound=type)

WIN_VP = 30          # Law 3.1
HAND_LIMIT = 5       # Law 6.6 / 7.6 / 8.6 / 9.6: discard down to five at the end of Evening


class RuleError(Exception):
    """A rule flow reached a state the engine cannot handle: a bug, never a player error."""


# --- frame machinery -------------------------------------------------------------------------
# A frame is a registered dataclass. Its handler (registered with @handles(FrameClass)) has:
#   decide(ctx, fr) -> Decision | None     pure: the decision this frame waits on, or None
#   step(ctx, fr)                           called when decide() is None: progress automatically
#   act(ctx, fr, choice_id)                 apply a legal choice of decide()
# Handlers push/pop frames on ctx.s.stack; `run` loops until the top frame needs a decision.

HANDLERS: dict[type, Handler] = {}


def handles(frame_cls: type) -> Callable[[H], H]:
    """Class decorator: the decorated Handler runs frames of `frame_cls`."""
    def deco(handler_cls: H) -> H:
        HANDLERS[frame_cls] = handler_cls()
        return handler_cls
    return deco


class Handler:
    def decide(self, ctx: "Ctx", fr: Any) -> Decision | None:
        return None

    def step(self, ctx: "Ctx", fr: Any) -> None:
        raise RuleError(f"{type(fr).__name__} has no automatic step")

    def act(self, ctx: "Ctx", fr: Any, cid: str) -> None:
        raise RuleError(f"{type(fr).__name__} takes no choice")


_CHOICES: dict[tuple, Choice] = {}
# (id, template, refs) -> [(parameters, Choice), ...]: the choices made with a Msg label
_MSG_CHOICES: dict[tuple, list[tuple[dict, Choice]]] = {}


def ch(cid: str, label: str | Msg = "", *refs: str) -> Choice:
    """A choice. Choices are immutable and the same few hundred recur all game, so they are
    built once and shared (a bounded cache: building frozen dataclasses is a hot path).
    Cache: `_CHOICES` (a plain label: by id, label and refs) and `_MSG_CHOICES` (a Msg label: by
    id, template and refs, then the parameters compared with ==, so a term parameter
    ({"term": name}, a dict) needs neither hashing nor a repr: issue 15, about a third of the
    labels carry one). A Choice depends on nothing else: same inputs, same choice. (Parameters
    are ints, strings and terms; no label takes a bool, which would equal 1 or 0.)"""
    if type(label) is Msg:
        mkey = (cid, label.template, refs)
        bucket = _MSG_CHOICES.get(mkey)
        a = label.args
        if bucket is None:
            if len(_MSG_CHOICES) > 20_000:
                _MSG_CHOICES.clear()
            bucket = _MSG_CHOICES[mkey] = []
        else:
            for args, made in bucket:
                if args == a:
                    return made
            if len(bucket) > 32:
                bucket.clear()
        made = Choice(cid, label, refs)  # type: ignore[arg-type]
        bucket.append((made.label_args, made))
        return made
    key = (cid, label, refs)
    c = _CHOICES.get(key)
    if c is None:
        if len(_CHOICES) > 20_000:
            _CHOICES.clear()
        c = _CHOICES[key] = Choice(cid, label or cid, refs)  # type: ignore[arg-type]
    return c


_CLEARING_CH: dict[tuple[str, int, str], Choice] = {}


def clearing_ch(template: str, c: int, prefix: str = "clearing") -> Choice:
    """`ch(f"{prefix}:{c}", Msg(template, c=c), f"clearing:{c}")`, cached by its three inputs:
    the clearing choices of every move and battle (issue 15: no id, label or key to build
    again). Mark the template for the catalogues with N_ where it is written."""
    key = (template, c, prefix)
    got = _CLEARING_CH.get(key)
    if got is None:
        got = _CLEARING_CH[key] = ch(f"{prefix}:{c}", Msg(template, c=c), f"clearing:{c}")
    return got


_COUNT_CH: dict[int, Choice] = {}


def count_ch(k: int) -> Choice:
    """`ch(f"count:{k}", str(k))`, cached by k (how many warriors move)."""
    got = _COUNT_CH.get(k)
    if got is None:
        got = _COUNT_CH[k] = ch(f"count:{k}", str(k))
    return got


def dec(seat: int, kind: str, prompt: str | Msg, choices: Iterable[Choice], rule: str = "", data: Any = None) -> Decision:
    """`Decision(seat, kind, prompt, tuple(choices), rule, data)`: `make_decision` spelt out (issue
    15: once per decision; tests/root/test_speed_core.py compares them)."""
    d = _new_object(Decision)
    d.seat, d.kind, d.choices, d.rule, d.data, d._prompt = seat, kind, tuple(choices), rule, data, prompt
    if type(prompt) is Msg:
        d.prompt_msg, d.prompt_args = prompt.template, prompt.args
    elif type(prompt) is not str and hasattr(prompt, "template"):     # another message class
        p: Any = prompt
        d.prompt_msg, d.prompt_args = p.template, p.args
    else:
        d.prompt_msg, d.prompt_args = "", None
    return d


_new_object = object.__new__


# --- context -----------------------------------------------------------------------------------

# line-up key -> (factions by slot, the seats overriding each sparse hook, the list's item lookup);
# depends on the faction and hireling-side registries only (cleared by tests that patch them)
_FACS: dict[tuple, tuple] = {}

# Hooks most factions leave at the general-rule default. For speed, `Ctx` lists once per faction
# line-up which seats override each of them, so hot loops skip the default calls (same result).
# (A test that monkeypatches a faction class must also replace `_FACS` with an empty dict.)
_SPARSE_HOOKS = ("rule_bonus", "blocks_placement", "on_warriors_removed", "after_move", "after_pawn_move",
                 "other_pieces", "ignores_rule_to_move", "can_battle_in", "blocks_move_out",
                 "offer_daylight", "rivers_for", "mercenary_buyer", "holds_pieces_of", "on_phase", "catch_discard")


def _lineup(factions: tuple) -> tuple[list[Faction], dict[str, tuple[int, ...]], Callable[[int], Faction],
                                     Callable[[int], str]]:
    from .factions import get_faction
    from .factions.base import Faction
    from .hirelings import get_side
    # a hireling's pieces sit past the players (HireCard.slot); its side answers the same hooks
    facs = [get_side(f[5:]) if f.startswith("hire:") else get_faction(f) for f in factions]
    hooks = {h: tuple(i for i, f in enumerate(facs) if getattr(type(f), h) is not getattr(Faction, h))
             for h in _SPARSE_HOOKS}
    # the factions' names by slot (a class attribute of each Faction: the same as `fac(i).name`)
    names = [f.name for f in facs]
    return facs, hooks, facs.__getitem__, names.__getitem__


_OPEN_ADJ: dict[tuple, tuple] = {}


_TREETOP_MAPS: dict[tuple[str, int], Any] = {}
TREETOP = "treetop"


def map_with_landmarks(m: Any, s: RootState) -> Any:
    """The map as the rules see it: Elder Treetop adds one building slot to its clearing
    (facts §4.2). Every slot question reads `ctx.m.slots`, so this is the one place it is added."""
    c = s.landmarks.get(TREETOP, 0) if s.landmarks else 0
    if not c:
        return m
    got = _TREETOP_MAPS.get((m.id, c))
    if got is None:
        import dataclasses
        slots = tuple(k + 1 if i == c else k for i, k in enumerate(m.slots))
        got = _TREETOP_MAPS[(m.id, c)] = dataclasses.replace(m, slots=slots)
    return got


def current_adjacency(m: Any, closed_paths: list) -> tuple:
    """THE answer to "which clearings are adjacent now?" (Law 2.3 paths), per clearing id.
    Law C.3.2 (Mountain): clearings joined by a closed path are not adjacent; a removed marker
    (C.3.3) opens the path again. Forest adjacency is static: closed paths divide forests like
    paths (C.3.2). Cached per map and set of closed paths (there are at most 2^6 of them)."""
    if not closed_paths:
        return m.adj
    key = (m.id, tuple(tuple(p) for p in closed_paths))
    got = _OPEN_ADJ.get(key)
    if got is None:
        shut = set(key[1])
        got = _OPEN_ADJ[key] = tuple(tuple(b for b in m.adj[a] if (min(a, b), max(a, b)) not in shut)
                                     for a in range(len(m.adj)))
    return got


def lineup_key(state: RootState) -> tuple:
    """The factions by seat, then the dealt hirelings' sides by slot (docs/hirelings.md)."""
    if not state.hirelings:
        return tuple(state.factions)
    return tuple(state.factions) + tuple("hire:" + side_id(h) for h in state.hirelings)


def side_id(h: Any) -> str:
    """The id of a dealt hireling's face-up side (its promoted id, or `demoted` from its data)."""
    return h.id if h.side == "promoted" else h.data.get("demoted_id", h.id + "-demoted")


def hireling_at(s: RootState, slot: int) -> Any:
    """The HireCard whose pieces sit at index `slot` (slot >= s.n), or None."""
    k = slot - len(s.factions)
    return s.hirelings[k] if 0 <= k < len(s.hirelings) else None


def acting_seat(s: RootState, who: int) -> int:
    """The player acting through `who`: itself for a seat; a hireling's controller (-1 when it is
    in the supply). Law E.3.1 / E.3.7: the controller rules through it and suffers its Outrage."""
    if who < len(s.factions):
        return who
    h = hireling_at(s, who)
    return h.controller if h is not None else -1


def ctx_key(state: RootState) -> Any:
    """Everything a `Ctx`'s derived fields (`m`, `fac` / `hooks`, `adj`) are read from, besides the
    content: the factions by seat, and only when the game has them the map, the hirelings' sides,
    the landmarks (Elder Treetop's slot) and the closed paths. Equal keys, equal fields."""
    if not (state.hirelings or state.landmarks or state.closed_paths):
        return list(state.factions)          # compared with == to `state.factions` (a list)
    return (lineup_key(state), state.map_id, tuple(sorted(state.landmarks.items())),
            tuple(tuple(p) for p in state.closed_paths))


class Ctx:
    __slots__ = ("c", "s", "m", "events", "_facs", "last", "hooks", "adj", "fac", "key", "reg", "name")
    fac: Callable[[int], Faction]      # fac(seat): the seat's Faction (its hooks)
    name: Callable[[int], str]         # name(seat): `fac(seat).name` (a C-level lookup: issue 15)

    def __init__(self, content: Any, state: RootState):
        # (map_with_landmarks, lineup_key and current_adjacency are spelt out for the usual game
        # without landmarks, hirelings or closed paths; the same answers)
        self.c = content
        self.s = state
        m = content.maps[state.map_id]
        self.m = m = map_with_landmarks(m, state) if state.landmarks else m
        self.events: list[Event] = []
        self.last: Decision | None = None
        key = lineup_key(state) if state.hirelings else tuple(state.factions)
        got = _FACS.get(key)
        if got is None:
            got = _FACS[key] = _lineup(key)
        # `fac` is the faction list's own item lookup: the rules call it for every hook (issue 15:
        # a bound C method instead of a Python method call; the same answer)
        self._facs, self.hooks, self.fac, self.name = got
        # adj[c]: the clearings adjacent to c now (closed paths excluded, Law C.3.2). Every rule
        # asks this, never `m.adj`; mapfeatures.clear_path refreshes it when a path opens.
        self.adj = current_adjacency(m, state.closed_paths) if state.closed_paths else m.adj
        self.key = ctx_key(state)
        self.reg = _FACS                  # the line-up cache it was read from (tests replace it)

    @classmethod
    def for_apply(cls, content: Any, state: RootState) -> "Ctx":
        """The context of one `apply`: the one the state's previous apply used, emptied of its
        events, when it was made for the same content and the same `ctx_key` (its map, factions,
        hooks and adjacency are then what a new one would hold); else a new one. Cache: the
        state's `_ctx` attribute (not a dataclass field: never saved nor copied, see
        RootState.__getstate__), taken off the state while the apply runs (a nested apply on the
        same state would make its own), and made again when the line-up cache `_FACS` was replaced
        (a test patching a faction class). Why: a Ctx per decision was about 3% of a random
        playout (issue 15). `put_back` returns it after the apply."""
        ctx = state.__dict__.pop("_ctx", None)
        if ctx is not None and ctx.c is content and ctx.reg is _FACS and ctx.key == (
                state.factions if not (state.hirelings or state.landmarks or state.closed_paths) else ctx_key(state)):
            ctx.events = []
            ctx.last = None
            return ctx
        return cls(content, state)

    def put_back(self) -> None:
        """Keep this context on its state for the next apply (`for_apply`), with the key of the
        state as it is now (a faction drafted, a hireling flipped or a path opened during the
        apply: the next apply then makes a new one)."""
        s = self.s
        if self.key != (s.factions if not (s.hirelings or s.landmarks or s.closed_paths) else ctx_key(s)):
            return
        s.__dict__["_ctx"] = self

    def refresh(self) -> None:
        """Re-read the factions after a seat's faction changed (the Advanced Setup draft, Law A.8.2)."""
        key = lineup_key(self.s)
        got = _FACS.get(key)
        if got is None:
            got = _FACS[key] = _lineup(key)
        self._facs, self.hooks, self.fac, self.name = got

    def seat_of(self, faction_id: str) -> int:
        try:
            return self.s.factions.index(faction_id)
        except ValueError:
            return -1

    def log(self, kind: str, text: str | Msg, seat: int | None = None, rule: str = "", reveals: bool = False,
            private_to: int | None = None, public_text: str | Msg = "", **data: Any) -> None:
        """An event; `text` may be an i18n.Msg (Event keeps its id and parameters). It is
        `make_event(kind, text, seat, rule, data, reveals, private_to, public_text)` spelt out
        (issue 15: about one per decision; tests/root/test_speed_core.py compares them)."""
        e = _new_object(Event)
        e.kind, e.seat, e.rule, e.data, e.reveals, e.private_to = kind, seat, rule, data, reveals, private_to
        if type(text) is Msg:
            e._text, e.msg, e.args = text, text.template, text.args
        elif type(text) is not str and hasattr(text, "template"):       # another message class
            t: Any = text
            e._text, e.msg, e.args = t, t.template, t.args
        else:
            e._text, e.msg, e.args = text, "", {}
        if type(public_text) is str:
            e._public_text, e.public_msg, e.public_args = public_text, "", {}
        elif hasattr(public_text, "template"):
            pt: Any = public_text
            e._public_text, e.public_msg, e.public_args = pt, pt.template, pt.args
        else:
            e._public_text, e.public_msg, e.public_args = public_text, "", {}
        self.events.append(e)

    # --- the stack
    def push(self, fr: Any) -> None:
        self.s.stack.append(fr)

    def pop(self, fr: Any) -> None:
        """Remove frame `fr` (by identity, wherever it is: a hook may have pushed above it)."""
        st = self.s.stack
        for i in range(len(st) - 1, -1, -1):
            if st[i] is fr:
                del st[i]
                return
        raise RuleError(f"{type(fr).__name__} is not on the stack")

    def run(self) -> None:
        """Advance automatic frames until a decision is needed or the game ends."""
        s = self.s
        stack, vp = s.stack, s.vp                # (never replaced, only changed in place)
        handlers = HANDLERS
        guard = 0
        while stack and not s.end_reason:
            fr = stack[-1]
            h = handlers[type(fr)]
            d = h.decide(self, fr)
            if d is not None:
                if d.seat >= len(s.factions):    # a hireling's choice: its controller makes it
                    d = self._for_controller(d)
                self.last = d
                return
            h.step(self, fr)
            if max(vp) >= WIN_VP:                # check_victory's own first test, inlined (hot loop)
                check_victory(self)
            guard += 1
            if guard > 100_000:
                raise RuleError("rule flow does not settle")

    def pending(self) -> Decision | None:
        s = self.s
        if s.end_reason or not s.stack:
            return None
        fr = s.stack[-1]
        d = HANDLERS[type(fr)].decide(self, fr)
        if d is not None and d.seat >= s.n:
            d = self._for_controller(d)
        return d

    def _for_controller(self, d: Decision) -> Decision:
        """Law E.3.4: a hireling's actions are taken by its controller (uncontrolled: the player
        whose turn it is, as the FAQ has them place a removed relic)."""
        who = acting_seat(self.s, d.seat)
        return d.with_seat(who if who >= 0 else self.s.turn_seat)

    def act(self, cid: str) -> None:
        fr = self.s.stack[-1]
        HANDLERS[type(fr)].act(self, fr, cid)
        if max(self.s.vp) >= WIN_VP:          # check_victory's own first test, inlined (as in run)
            check_victory(self)
        self.run()


# --- suits, cards --------------------------------------------------------------------------------

def deck_cards(ctx: Ctx) -> tuple:
    """Every physical card of the shared deck in play (Law A.2: base or Exiles & Partisans)."""
    return ctx.c.decks.get(ctx.s.deck_id) or ctx.c.deck_list


def suit_of(ctx: Ctx, clearing: int) -> str:
    """The suit printed on a clearing's marker (never the Lost City's "every suit": for that, ask
    `clearing_suits` / `has_suit` / `fits`)."""
    return ctx.s.suits[clearing]


LOST_CITY = "lost-city"
PLAIN_SUITS = ("fox", "rabbit", "mouse")


def clearing_suits(ctx: Ctx, clearing: int) -> tuple[str, ...]:
    """The suits a clearing counts as: its marker's, or all three in the Lost City's clearing
    (Law App. F Lost City card: "this clearing is every suit"; ruling R-LAND-11: for every rule
    that matches a card or a suit to a clearing). The one place every such match reads."""
    lm = ctx.s.landmarks
    if lm and lm.get(LOST_CITY) == clearing:
        return PLAIN_SUITS
    return (ctx.s.suits[clearing],)


def has_suit(ctx: Ctx, clearing: int, suit: str) -> bool:
    """Is `clearing` of `suit`? (the Lost City is of every suit, R-LAND-11). `suit in
    clearing_suits(ctx, clearing)`, spelt out (issue 15: about once per decision)."""
    lm = ctx.s.landmarks
    if lm and lm.get(LOST_CITY) == clearing:
        return suit in PLAIN_SUITS
    return ctx.s.suits[clearing] == suit


def every_suit(ctx: Ctx, clearing: int) -> bool:
    """Is `clearing` of every suit (the Lost City, R-LAND-11)? Prompts there ask for "which card",
    not for a card of the printed suit (R-LAND-31)."""
    return len(clearing_suits(ctx, clearing)) > 1


def fits(ctx: Ctx, card: str, clearing: int) -> bool:
    """Law 2.1.1 + R-LAND-11: does `card` match `clearing` (a bird any clearing, the Lost City any card)?
    `any(matches(ctx, card, x) for x in clearing_suits(ctx, clearing))`, spelt out (issue 15:
    asked about twice per decision); the suit rule itself is `suit_matches`."""
    cs = ctx.c.cards[card].suit
    lm = ctx.s.landmarks
    if lm and lm.get(LOST_CITY) == clearing:
        return any(suit_matches(cs, x) for x in PLAIN_SUITS)
    return suit_matches(cs, ctx.s.suits[clearing])


def cards_fitting(ctx: Ctx, seat: int, clearing: int) -> list[str]:
    """The cards in `seat`'s hand that match `clearing` (R-LAND-11)."""
    return sorted({c for c in ctx.s.hands[seat] if fits(ctx, c, clearing)})


def card_suit(ctx: Ctx, card: str) -> str:
    return ctx.c.cards[card].suit


def suit_matches(card_suit: str, suit: str) -> bool:
    """Law 2.1.1: a bird card may stand for any suit; only a bird stands for a bird (2.1.1.II).
    By printed suit, for callers that count a hand by suit once (the Alliance's targets)."""
    return card_suit == suit or (card_suit == "bird" and suit != "bird")


def matches(ctx: Ctx, card: str, suit: str) -> bool:
    """Law 2.1.1: does `card` stand for `suit` (`suit_matches` of its printed suit)?"""
    return suit_matches(ctx.c.cards[card].suit, suit)


def cards_matching(ctx: Ctx, seat: int, suit: str) -> list[str]:
    return sorted({c for c in ctx.s.hands[seat] if matches(ctx, c, suit)})


def draw(ctx: Ctx, seat: int, n: int = 1) -> int:
    """Draw n cards (Law 2.1.2: an empty deck is refilled from the shuffled discard pile at once).
    With deck and discard both empty, drawing stops (ruling: Root §draw-empty)."""
    s = ctx.s
    if ctx.fac(seat).automaton:          # Rootbotics 2.8.1: an automaton has no hand (R-AUTO-G5)
        return 0
    if s.deck_id == "exiles" and s.phase == "evening" and seat == s.turn_seat and "informants_card" in s.used_once:
        ctx.log("root.ep.informants", Msg("{name} draws nothing: Informants replaced this Evening's draw", name=T(ctx.name(seat))),
                seat, rule="Informants")
        return 0
    got = 0
    for _ in range(n):
        if not s.deck:
            if not s.discard:
                break
            s.deck = s.discard
            s.discard = []
            s.rng.shuffle(s.deck)
            ctx.log("root.reshuffle", Msg("The discard pile is shuffled into a new deck."), rule="Law 2.1.2", reveals=True)
        card = s.deck.pop()
        s.hands[seat].append(card)
        got += 1
    if got:
        ctx.log("root.draw", Msg("{name} draws {n}: {cards}", name=T(ctx.name(seat)), n=got, cards=list(s.hands[seat][-got:])),
                seat, reveals=True, private_to=seat,
                public_text=Msg("{name} draws {cards}.", name=T(ctx.name(seat)), n=got, cards=P(got, "{n} card", "{n} cards")))
    return got


def discard_card(ctx: Ctx, seat: int, card: str, why: str | Msg | dict = "discards") -> None:
    """Spend or discard a card from hand (Law 2.1.3); a dominance card goes beside the board
    instead, available to all (Law 3.3.3). `why` names the reason as a verb ("spends for
    Overwork"), found in `_DISCARD_TEXTS` as a whole sentence; or it is a Msg or a `Sub` phrase
    whose template takes {name} and {card} (and its own parameters), so reasons with a name inside
    are translated too (issue 17)."""
    ctx.s.hands[seat].remove(card)
    to_pile(ctx, card)
    name, cname = T(ctx.name(seat)), T(ctx.c.cards[card].name)
    if isinstance(why, Msg):
        text = Msg(why.template, name=name, card=cname, **why.args)
    elif isinstance(why, dict):                     # a Sub phrase
        phrase, args = why["msg"], why.get("args", {})
        text = Msg(phrase, name=name, card=cname, **args)
    else:
        template = _DISCARD_TEXTS.get(why)
        text = (Msg(template, name=name, card=cname) if template else
                Msg("{name} {why} {card}", name=name, why=Sub(why), card=cname))
    ctx.log("root.discard", text, seat, card=card)


# the reasons a card leaves a hand, as whole sentences for the translations (their English
# rendering is "{name} <why> {card}", as the log wrote them before message ids). Some come from
# modules that pass the verb only (hirelings, automata): their sentences are listed here too.
_DISCARD_TEXTS = {
    "discards": N_("{name} discards {card}"), "spends": N_("{name} spends {card}"),
    "exports": N_("{name} exports {card}"),
    "ambushes with": N_("{name} ambushes with {card}"),
    "foils the ambush with": N_("{name} foils the ambush with {card}"),
    "spends to dig:": N_("{name} spends to dig: {card}"),
    "spends for the Banker:": N_("{name} spends for the Banker: {card}"),
    "discards at random (Price of Failure):": N_("{name} discards at random (Price of Failure): {card}"),
    "spends for an extra action": N_("{name} spends for an extra action {card}"),
    "spends for Overwork": N_("{name} spends for Overwork {card}"),
    "spends for Field Hospitals": N_("{name} spends for Field Hospitals {card}"),
    "spends to train an officer:": N_("{name} spends to train an officer: {card}"),
    "spends to recruit:": N_("{name} spends to recruit: {card}"),
    "gives (the automaton has no hand: discarded)": N_("{name} gives (the automaton has no hand: discarded) {card}"),
    "discards for Automated Outrage": N_("{name} discards for Automated Outrage {card}"),
    "pays Feline Physicians with": N_("{name} pays Feline Physicians with {card}"),
    "pays the Spring Uprising's toll with": N_("{name} pays the Spring Uprising's toll with {card}"),
    "pays the Rabbit Scouts with": N_("{name} pays the Rabbit Scouts with {card}"),
    "discards for Rat Smugglers": N_("{name} discards for Rat Smugglers {card}"),
}

# VP reasons passed as plain English by modules this catalogue does not reach otherwise (the
# automata, hirelings, landmarks): marked here so they are extracted; add_vp shows them through
# the catalogue. (Reasons built with names inside stay English until their module passes a Sub.)
VP_REASONS = (N_("the Ferry (automaton)"), N_("unplaced warriors"), N_("Boss Mode"), N_("Nightmare"),
              N_("Poor Manual Dexterity"), N_("Spiteful"), N_("Pilgrimage"), N_("Investors"),
              N_("no building placed"), N_("Mayor"), N_("markets"), N_("Greedy"), N_("Automated Outrage"),
              N_("cannot spread"), N_("sympathy"), N_("flip"), N_("Gamble"), N_("extortions"), N_("Organize"),
              N_("Payments"), N_("War Tax"), N_("turmoil"), N_("roost track"), N_("warriors removed"),
              N_("Arbiter"), N_("aid"), N_("aided by the Vagabot"), N_("Tinker craft"), N_("Scoundrel"),
              N_("crafted at the Legendary Forge"), N_("relic"), N_("a column of relics"), N_("Oppress"),
              N_("Hoard overflow"), N_("quest"), N_("the Exile"))


def to_pile(ctx: Ctx, card: str) -> None:
    for i in ctx.hooks["catch_discard"]:     # e.g. the Lizard Cult's Lost Souls (Law 10.2.6)
        if ctx.fac(i).catch_discard(ctx, i, card):
            return
    if ctx.c.cards[card].kind == "dominance":
        ctx.s.available_dominance.append(card)
    else:
        ctx.s.discard.append(card)


def take_random_card(ctx: Ctx, from_seat: int, to_seat: int) -> str | None:
    if ctx.fac(from_seat).automaton:     # Rootbotics 2.8.1 Poor Manual Dexterity: draw instead
        ctx.log("root.bot.dexterity", Msg("{name} has no hand: {other} draws instead", name=T(ctx.name(from_seat)),
                    other=T(ctx.name(to_seat))),
                to_seat, rule="Rootbotics 2.8.1")
        return ctx.s.hands[to_seat][-1] if draw(ctx, to_seat, 1) else None
    hand = ctx.s.hands[from_seat]
    if not hand:
        return None
    card = hand.pop(ctx.s.rng.below(len(hand)))
    ctx.s.hands[to_seat].append(card)
    ctx.log("root.take", Msg("{name} takes {card} at random from {other}", name=T(ctx.name(to_seat)), card=card,
                             other=T(ctx.name(from_seat))), to_seat, reveals=True, private_to=to_seat,
            public_text=Msg("{name} takes a random card from {other}.", name=T(ctx.name(to_seat)), other=T(ctx.name(from_seat))))
    return card


# --- score and victory -------------------------------------------------------------------------------

def add_vp(ctx: Ctx, seat: int, n: int, why: str | dict = "") -> None:
    """Score VP. A player with an activated dominance card scores nothing (Law 3.3.1). VP never
    go below 0 (ruling: Root §vp-floor). Victory is checked after each rule step (check_victory).
    `why`: the reason shown in the log, an English phrase marked with N_ (translated where shown),
    a `Sub` message or a `T` term (a card's name)."""
    s = ctx.s
    if seat >= s.n:                      # Law E.3.6: nobody scores for a hireling's removals
        return
    if n == 0 or s.dominance[seat]:
        return
    before = s.vp[seat]
    s.vp[seat] = max(0, s.vp[seat] + n)
    if s.hire_markers and s.vp[seat] > before:
        take_hire_markers(ctx, seat, before, s.vp[seat])
    name = T(ctx.name(seat))
    if why:
        reason = why if isinstance(why, dict) else Sub(why)
        text = (Msg("{name} scores {n} VP ({why}) → {total}", name=name, n=n, why=reason, total=s.vp[seat]) if n > 0 else
                Msg("{name} loses {n} VP ({why}) → {total}", name=name, n=-n, why=reason, total=s.vp[seat]))
    else:
        text = (Msg("{name} scores {n} VP → {total}", name=name, n=n, total=s.vp[seat]) if n > 0 else
                Msg("{name} loses {n} VP → {total}", name=name, n=-n, total=s.vp[seat]))
    ctx.log("root.vp", text, seat, rule="Law 3.2", vp=n)


def take_hire_markers(ctx: Ctx, seat: int, before: int, after: int) -> None:
    """Law E.1.1: a score marker entering a space with a hireling marker takes it; the card is
    taken at the end of that player's turn (hirelings/control.py). Option `hire_pass`: reaching
    or passing the space counts (default, HRF; ruling R-HIRE-4) or only landing on it."""
    s = ctx.s
    exact = s.hire_rules.get("pass") == "enter"
    got = [m for m in s.hire_markers if (after == m if exact else before < m <= after)]
    for m in got:
        s.hire_markers.remove(m)
        while len(s.hire_owed) < s.n:
            s.hire_owed.append(0)
        s.hire_owed[seat] += 1
        ctx.log("root.hire.marker", Msg("{name} takes the hireling marker from space {m}", name=T(ctx.name(seat)), m=m),
                seat, rule="Law E.1.1")


def check_victory(ctx: Ctx) -> None:
    """Law 3.1: reaching 30 VP wins at once; when several reach it in the same rule step the
    player whose turn it is wins (others: the next in turn order — ruling Root §simultaneous)."""
    s = ctx.s
    if s.end_reason or max(s.vp) < WIN_VP:
        return
    if s.cooperative:
        coop_victory(ctx)
        return
    reached = [i for i in range(s.n) if s.vp[i] >= WIN_VP and not s.dominance[i]]
    if not reached:
        return
    order = [(s.turn_seat + k) % s.n for k in range(s.n)]
    winner = next(i for i in order if i in reached)
    end_game(ctx, [winner], "vp")


def coop_victory(ctx: Ctx) -> None:
    """Rootbotics 2021 3.5 (cooperative play): the people win together only if EACH of them
    reaches 30 VP before ANY automaton does; an automaton reaching 30 ends the game at once and
    every automaton wins (ruling R-COOP-3: in the same rule step as the last person, the
    automata win: the people were not first). A person past 30 keeps playing (R-COOP-4)."""
    s = ctx.s
    order = [(s.turn_seat + k) % s.n for k in range(s.n)]
    bots = [i for i in range(s.n) if ctx.fac(i).automaton]
    people = [i for i in range(s.n) if not ctx.fac(i).automaton]
    first_bot = next((i for i in order if i in bots and s.vp[i] >= WIN_VP), -1)
    if first_bot >= 0:
        s.reached_30.append(first_bot)
        end_game(ctx, bots, "coop-automata")
        return
    for i in order:
        if i in people and s.vp[i] >= WIN_VP and i not in s.reached_30:
            s.reached_30.append(i)
            left = [p for p in people if p not in s.reached_30]
            if left:
                ctx.log("root.coop.reached", Msg("{name} reaches 30 VP; still to reach it: {others}", name=T(ctx.name(i)),
                            others=[T(ctx.name(p)) for p in left]), i, rule="Rootbotics 3.5")
    if all(p in s.reached_30 for p in people):
        end_game(ctx, people, "coop-people")


def end_game(ctx: Ctx, winners: list[int], reason: str) -> None:
    s = ctx.s
    allw = list(winners)
    teams = reason.startswith("coop-")    # cooperative play: the two sides are fixed (R-COOP-3)
    for w in ([] if teams else winners):   # coalition partners share a win (Law 9.2.8 hook)
        for i in range(s.n):
            partner = getattr(s.fstate[i], "coalition_with", -1)
            if partner == w and i not in allw:
                allw.append(i)
    s.winners = sorted(allw)
    s.end_reason = reason
    names = " and ".join(ctx.name(w) for w in s.winners)
    verb = "wins" if len(s.winners) == 1 else "win"
    if not s.winners:             # a table's agreed round cap (a Tableforge option, not a Law rule)
        ctx.log("root.win", Msg("The agreed number of rounds is over: nobody wins"))
    elif reason == "vp":
        ctx.log("root.win", Msg("{name} wins with 30 victory points", name=T(names)) if verb == "wins" else
                Msg("{names} win with 30 victory points", names=names), rule="Law 3.1")
    elif reason == "dominance":
        ctx.log("root.win", Msg("{name} wins by dominance", name=T(names)) if verb == "wins" else
                Msg("{names} win by dominance", names=names), rule="Law 3.3")
    elif reason == "coop-people":
        ctx.log("root.win", Msg("The people win together: {names} each reached 30 VP before any automaton", names=names),
                rule="Rootbotics 3.5")
    elif reason == "coop-automata":
        ctx.log("root.win", Msg("The automata win: {name} reached 30 VP first", name=T(ctx.name(s.reached_30[-1]))),
                rule="Rootbotics 3.5")
    else:
        ctx.log("root.win", Msg("{names} win ({reason})", names=names, reason=reason))   # no reason reaches it today


# --- pieces and rule ------------------------------------------------------------------------------------

def rule_of(ctx: Ctx, c: int) -> int:
    """Law 2.8: most warriors + buildings rules; a tie rules nobody unless a faction's hook
    wins ties (Eyrie Lords of the Forest, Law 7.2.2: `wins_rule_ties`, never an empty clearing)."""
    s = ctx.s
    best, who, tied = 0, -1, []
    counts = [w[c] for w in s.warriors]
    for b in s.buildings[c]:
        if b[0] >= 0:
            counts[b[0]] += 1
    if s.hirelings:                              # Law E.3.1: the controller rules with them
        fold_hireling_rule(s, counts)
    for i in ctx.hooks["rule_bonus"]:
        extra = ctx.fac(i).rule_bonus(ctx, i, c)
        if extra:
            counts[i] += extra
    if s.deck_id == "exiles" and s.tokens[c]:
        for i in range(s.n):
            if has_card_effect(ctx, i, "soup_kitchens"):     # Soup Kitchens (E&P; R-EP-6): a token = 2
                counts[i] += 2 * sum(1 for t in s.tokens[c] if t[0] == i)
    for i in ctx.hooks["mercenary_buyer"]:       # Law 11.2.7.III: hired warriors rule for the buyer
        w = s.warriors[i][c]
        if w:                                    # (several buyers at once: the Involved trait)
            buyers = [j for j in range(s.n) if j != i and ctx.fac(i).hires_for(ctx, i, j)]
            for j in buyers:
                counts[j] += w
            if buyers:
                counts[i] -= w
    for i, v in enumerate(counts):
        if v > best:
            best, who, tied = v, i, [i]
        elif v == best and v > 0:
            tied.append(i)
    if len(tied) > 1:
        winners = [i for i in tied if ctx.fac(i).wins_rule_ties
                   or (s.hirelings and i < s.n and hireling_grants_ties(ctx, i))]
        return winners[0] if len(winners) == 1 else -1
    return who if who < s.n else -1              # an uncontrolled hireling rules for no player


def hireling_grants_ties(ctx: Ctx, seat: int) -> bool:
    """A hireling `seat` controls makes it win rule ties (Bluebird Nobles, like Lords of the
    Forest, Law 7.2.2): the side's `grants_rule_ties`."""
    return any(h.controller == seat and getattr(ctx.fac(h.slot), "grants_rule_ties", False) for h in ctx.s.hirelings)


def fold_hireling_rule(s: RootState, counts: list[int]) -> None:
    """Law E.3.1: a controlled hireling's pieces count toward its controller's rule; an
    uncontrolled one competes as if it were a player (its own entry stays)."""
    for h in s.hirelings:
        if h.controller >= 0 and counts[h.slot]:
            counts[h.controller] += counts[h.slot]
            counts[h.slot] = 0


def hireling_rules(ctx: Ctx, slot: int, c: int) -> bool:
    """Does the hireling itself rule c (most of its pieces there, no player tying)? The rule a
    hireling's own move needs (facts §9 q.4, HRF: the hireling's own; ruling R-HIRE-12)."""
    s = ctx.s

    def held(i: int) -> int:
        return s.warriors[i][c] + sum(1 for b in s.buildings[c] if b[0] == i)
    mine = held(slot)
    return mine > 0 and all(held(i) < mine for i in range(len(s.warriors)) if i != slot)


def has_card_effect(ctx: Ctx, seat: int, effect: str) -> bool:
    """Is a persistent card with this effect in `seat`'s play area (Law 4.1.3)?"""
    crafted = ctx.s.crafted[seat]
    if not crafted:
        return False
    cards = ctx.c.cards
    return any(cards[x].effect == effect for x in crafted)


def touch_all(ctx: Ctx) -> None:
    """Refresh every clearing's rule (a card that changes how rule is counted came or went)."""
    for c in ctx.m.ids:
        touch(ctx, c)


def touch(ctx: Ctx, c: int) -> None:
    ctx.s.ruler[c] = rule_of(ctx, c)


def rules(ctx: Ctx, seat: int, c: int) -> bool:
    return ctx.s.ruler[c] == seat


def remove_ruin_item(ctx: Ctx, c: int, item: str) -> None:
    """Take `item` out of the ruin in c; a ruin whose last item is taken is removed from the map
    and frees its slot (Law 9.7.3, 14.4.1; the Brigand's loot, App. E)."""
    s = ctx.s
    s.ruin_items[str(c)].remove(item)
    if not s.ruin_items[str(c)]:
        del s.ruin_items[str(c)]
        s.ruins.remove(c)
        for i, b in enumerate(s.buildings[c]):
            if b[0] == -1 and b[1] == "ruin":
                del s.buildings[c][i]
                break


def free_slots(ctx: Ctx, c: int) -> int:
    """Law 2.2.3: a building needs a free slot; a ruin fills one (Law 2.2.4)."""
    return ctx.m.slots[c] - len(ctx.s.buildings[c])


def can_place(ctx: Ctx, seat: int, c: int) -> bool:
    """Placement bans (the Marquise keep, Law 6.2.2, and later faction bans) come from hooks;
    nothing is placed in a closed clearing (`state.closed`: Scorched Earth, Law D.6.2)."""
    if ctx.s.closed and c in ctx.s.closed:
        return False
    ctl = acting_seat(ctx.s, seat) if seat >= ctx.s.n else seat    # LCR FAQ: the Marquise may place
    for i in ctx.hooks["blocks_placement"]:                         # her hireling's pieces by her keep
        if i != seat and i != ctl and ctx.fac(i).blocks_placement(ctx, i, seat, c):
            return False
    return True


def place_warriors(ctx: Ctx, seat: int, c: int, n: int) -> int:
    """Place up to n warriors from supply (Law 2.5: as many as possible); returns how many."""
    s = ctx.s
    k = min(n, s.supply[seat].get("warrior", 0))
    if k <= 0:
        return 0
    s.supply[seat]["warrior"] -= k
    s.warriors[seat][c] += k
    touch(ctx, c)
    return k


def removable_warriors(ctx: Ctx, owner: int, c: int) -> int:
    """Warriors of `owner` in c that an effect outside battle can remove: the Hundreds' Warlord is
    a warrior removed only in battle (PT Law 14.2.2), so it is not one of them (R-EP-10, R-EP-24)."""
    n = ctx.s.warriors[owner][c]
    if n and getattr(ctx.s.fstate[owner], "warlord", 0) == c:
        n -= 1
    return n


def removal_barred(ctx: Ctx, owner: int, c: int, by: int, cause: str = "") -> bool:
    """May `by` not remove `owner`'s pieces in c? The Stoic Protector: enemies may neither battle
    nor remove its controller's faction pieces in its clearing (facts §3.13). Hits of a battle the
    owner itself began still fall (ruling R-HIRE-68). Effects that pick targets ask this first."""
    if by < 0 or by == owner or owner >= ctx.s.n or not ctx.s.hirelings:
        return False
    for h in ctx.s.hirelings:
        side = ctx.fac(h.slot)
        if hasattr(side, "shields_removal") and side.shields_removal(ctx, h.slot, owner, c, by, cause):
            return True
    return False


def removal_shielded(ctx: Ctx, owner: int, c: int, by: int, cause: str) -> bool:
    """`removal_barred`, logged when it holds (the removal primitives call this)."""
    if not removal_barred(ctx, owner, c, by, cause):
        return False
    ctx.log("root.hire.protector.shield", Msg("The Stoic Protector keeps {name}'s pieces in clearing {c}",
                                              name=T(ctx.name(owner)), c=c), owner, rule="Law E (Stoic Protector)",
            clearing=c)
    return True


def remove_warriors(ctx: Ctx, seat: int, c: int, n: int, by: int = -1, cause: str = "") -> int:
    """Remove warriors to their owner's supply, then let factions react (Field Hospitals…)."""
    s = ctx.s
    k = min(n, s.warriors[seat][c])
    if k <= 0:
        return 0
    if s.hirelings and removal_shielded(ctx, seat, c, by, cause):
        return 0
    s.warriors[seat][c] -= k
    before = s.supply[seat].get("warrior", 0)
    s.supply[seat]["warrior"] = before + k
    touch(ctx, c)
    ctx.log("root.remove", Msg("{name} loses {warriors} in clearing {c}", n=k, warriors=P(k, "{n} warrior", "{n} warriors"), name=T(ctx.name(seat)), c=c), seat,
            clearing=c, n=k)
    for i in ctx.hooks["on_warriors_removed"]:
        ctx.fac(i).on_warriors_removed(ctx, i, seat, c, k, by, cause)
    if s.deck_id == "exiles":
        # Coffin Makers (E&P; root-marauder-facts §6): warriors that reached a supply go on the
        # card instead — after the owners' own removal rules took theirs (R-EP-8); a player's
        # warriors only: a hireling's go back to its own supply (R-EP-25)
        back = min(k, s.supply[seat].get("warrior", 0) - before)
        if back > 0 and seat < s.n and any(has_card_effect(ctx, i, "coffin_makers") for i in range(s.n)):
            s.supply[seat]["warrior"] -= back
            s.coffins[seat] += back
            ctx.log("root.ep.coffin", Msg("Coffin Makers takes {warriors} of {name}", n=back, warriors=P(back, "{n} warrior", "{n} warriors"), name=T(ctx.name(seat))), seat,
                    rule="Coffin Makers")
    return k


def pawn_moved(ctx: Ctx, seat: int, a: int, b: int) -> None:
    """A pawn of `seat` (the Vagabond's, the Vagabot's) moved from clearing a to clearing b along a
    path (Law 9.5.1 move, 9.4.2 slip): the others' `after_pawn_move` hooks (Highway Bandits)."""
    if not a or not b or b not in ctx.adj[a]:
        return                                  # from or into a forest, by river or Ferry: no path
    for i in ctx.hooks["after_pawn_move"]:
        if i != seat:
            ctx.fac(i).after_pawn_move(ctx, i, seat, a, b)


def move_warriors(ctx: Ctx, seat: int, a: int, b: int, n: int) -> None:
    s = ctx.s
    s.warriors[seat][a] -= n
    s.warriors[seat][b] += n
    touch(ctx, a)
    touch(ctx, b)


def place_building(ctx: Ctx, seat: int, c: int, kind: str) -> None:
    s = ctx.s
    s.supply[seat][kind] -= 1
    s.buildings[c].append([seat, kind])
    treetop_placed(ctx, seat, c, kind)
    touch(ctx, c)


def treetop_placed(ctx: Ctx, seat: int, c: int, kind: str) -> None:
    """Elder Treetop (facts §4.2): its extra slot is filled only once the printed slots are full
    (ruling R-LAND-6: a builder never has to expose a building to the extra VP)."""
    s = ctx.s
    if (s.landmarks and c == s.landmarks.get(TREETOP) and not s.treetop_slot
            and len(s.buildings[c]) > ctx.c.maps[s.map_id].slots[c]):
        s.treetop_slot = [seat, kind]


def treetop_removed(ctx: Ctx, owner: int, c: int, kind: str, by: int) -> None:
    """Elder Treetop (facts §4.2): removing an enemy building from its slot scores 1 more VP (2 in
    all). A piece matching the slot's owner and kind is the one in the slot (ruling R-LAND-6);
    the other buildings never slide into it."""
    s = ctx.s
    if not s.treetop_slot or c != s.landmarks.get(TREETOP) or s.treetop_slot != [owner, kind]:
        return
    s.treetop_slot = []
    if by >= 0 and by != owner:
        add_vp(ctx, by, 1, N_("removed a building from the Elder Treetop"))


def place_token(ctx: Ctx, seat: int, c: int, kind: str) -> None:
    s = ctx.s
    s.supply[seat][kind] -= 1
    s.tokens[c].append([seat, kind])
    if s.deck_id == "exiles":           # Soup Kitchens counts tokens toward rule
        touch(ctx, c)


def piece_name(kind: str) -> str:
    """A piece id as a log line names it: `base-fox` → `fox base`."""
    head, _, suit = kind.partition("-")
    return f"{suit} {head}" if suit in ("fox", "rabbit", "mouse") else kind


def piece_param(kind: str) -> Any:
    """A piece id as a message parameter: its words are game terms, translated where shown (the
    English rendering is `piece_name`). A relic (`relic-figure-3`) is named by its type, a
    waystation (`waystation-1`) as a waystation; any other id by itself as a term."""
    head, _, suit = kind.partition("-")
    if suit in ("fox", "rabbit", "mouse"):
        return Sub(N_("{suit} {piece}"), suit=T(suit), piece=T("trade post" if head == "post" else head))
    if head == "relic" and suit:
        return Sub(N_("{relic} relic"), relic=T(suit.partition("-")[0]))
    if head == "waystation":
        return T("waystation")
    return T(kind)


def piece_label(kind: str) -> str | Msg:
    """A piece as a choice label: `base-rabbit` → "rabbit base" (its words terms); a plain kind as
    itself (a term, translated where shown)."""
    head, _, suit = kind.partition("-")
    if suit in ("fox", "rabbit", "mouse"):
        return Msg("{suit} {piece}", suit=T(suit), piece=T("trade post" if head == "post" else head))
    return kind


def remove_piece(ctx: Ctx, owner: int, c: int, kind: str, is_building: bool, by: int = -1, cause: str = "") -> None:
    """Remove a building or token (Law 2.5.2/2.5.3: back to its track/supply, unless the owner's
    hook says it leaves the game, e.g. the keep). The remover scores 1 VP if it is an enemy's
    (Law 3.2.1)."""
    s = ctx.s
    if s.hirelings and removal_shielded(ctx, owner, c, by, cause):
        return
    where = s.buildings[c] if is_building else s.tokens[c]
    for i, p in enumerate(where):
        if p[0] == owner and p[1] == kind:
            del where[i]
            break
    else:
        raise RuleError(f"no {kind} of seat {owner} in clearing {c}")
    if ctx.fac(owner).piece_returns(ctx, owner, kind):
        s.supply[owner][kind] = s.supply[owner].get(kind, 0) + 1
    if is_building or s.deck_id == "exiles":     # Soup Kitchens counts tokens toward rule
        touch(ctx, c)
        if s.treetop_slot:
            treetop_removed(ctx, owner, c, kind, by)
    ctx.log("root.remove", Msg("{name} {piece} removed from clearing {c}", name=T(ctx.name(owner)), piece=piece_param(kind), c=c),
            owner, clearing=c,
            piece=kind)
    if by >= 0 and by != owner:
        vp = ctx.fac(owner).removal_vp(ctx, owner, kind, by)     # Law 3.2.1: 1 VP per building/token
        if vp:
            add_vp(ctx, by, vp, Sub(N_("removed {piece}"), piece=piece_param(kind)))
        ctx.fac(by).on_removed_enemy_piece(ctx, by, owner, c, kind, cause)
    ctx.fac(owner).on_piece_removed(ctx, owner, c, kind, by)


def remove_all_of(ctx: Ctx, owner: int, c: int, by: int, cause: str) -> None:
    """Every piece `owner` has in clearing `c` — warriors, buildings, tokens — removed by `by`
    (1 VP per building/token, Law 3.2.1), then `owner`'s Full Removal hook (the Vagabond damages
    three items if its pawn is there, Law 9.2.2.I). All pieces go before any triggered effect
    resolves (PT Law 1.1.3: the removal hooks push frames)."""
    s = ctx.s
    if s.warriors[owner][c]:
        remove_warriors(ctx, owner, c, s.warriors[owner][c], by, cause)
    for p in [p for p in s.buildings[c] if p[0] == owner]:
        remove_piece(ctx, owner, c, p[1], True, by, cause)
    for p in [p for p in s.tokens[c] if p[0] == owner]:
        remove_piece(ctx, owner, c, p[1], False, by, cause)
    ctx.fac(owner).on_full_removal(ctx, owner, c, by)


def remove_enemy_pieces(ctx: Ctx, seat: int, c: int, cause: str) -> None:
    """Remove every enemy piece in clearing `c` for `seat`: the one primitive of Favor of the
    Foxes/Rabbits/Mice, Scorched Earth (Law D.6.2) and a Bomb (Law 13.7.1)."""
    for e in enemy_slots(ctx, seat):
        remove_all_of(ctx, e, c, seat, cause)


def pieces_of(ctx: Ctx, seat: int, c: int) -> int:
    s = ctx.s
    n = s.warriors[seat][c]
    for b in s.buildings[c]:              # plain loops, not sum(generator): asked for every battle
        if b[0] == seat:
            n += 1
    for t in s.tokens[c]:
        if t[0] == seat:
            n += 1
    if seat in ctx.hooks["other_pieces"]:
        n += ctx.fac(seat).other_pieces(ctx, seat, c)
    return n


def elsewhere(ctx: Ctx, seat: int) -> dict[str, int]:
    """Pieces of `seat` neither in its supply nor on the map: its own `pieces_elsewhere` plus
    those another faction's board holds (`holds_pieces_of`: warriors in Riverfolk funds)."""
    out = dict(ctx.fac(seat).pieces_elsewhere(ctx, seat))
    if seat < len(ctx.s.coffins) and ctx.s.coffins[seat]:   # on Coffin Makers (E&P; players only, R-EP-25)
        out["warrior"] = out.get("warrior", 0) + ctx.s.coffins[seat]
    for j in ctx.hooks["holds_pieces_of"]:
        if j != seat:
            for k, v in ctx.fac(j).holds_pieces_of(ctx, j, seat).items():
                out[k] = out.get(k, 0) + v
    return out


def hired(ctx: Ctx, seat: int, c: int, foe: int = -1) -> int:
    """Warriors `seat` treats as its own in c for battle (Mercenaries, Law 11.2.7.III): never
    against their owner (`foe`)."""
    for i in ctx.hooks["mercenary_buyer"]:
        if i != foe and ctx.fac(i).hires_for(ctx, i, seat):
            return ctx.s.warriors[i][c]
    return 0


def mercenary_owner(ctx: Ctx, seat: int) -> int:
    for i in ctx.hooks["mercenary_buyer"]:
        if ctx.fac(i).hires_for(ctx, i, seat):
            return i
    return -1


def has_any_piece(ctx: Ctx, seat: int, c: int) -> bool:
    return pieces_of(ctx, seat, c) > 0


def buildings_of(ctx: Ctx, seat: int, c: int, kind: str | None = None) -> int:
    return sum(1 for b in ctx.s.buildings[c] if b[0] == seat and (kind is None or b[1] == kind))


def clearings_with_building(ctx: Ctx, seat: int, kind: str) -> list[int]:
    """One entry per building (a clearing with two sawmills appears twice)."""
    out = []
    for c in ctx.m.ids:
        for b in ctx.s.buildings[c]:
            if b[0] == seat and b[1] == kind:
                out.append(c)
    return out


def enemies(ctx: Ctx, seat: int) -> list[int]:
    """Law 2.7: every other player not in a coalition with you (Vagabond hook `coalition_with`);
    in a cooperative game the automata are not each other's enemies (`is_enemy`)."""
    s = ctx.s
    if s.cooperative or seat >= s.n:
        return [i for i in range(s.n if seat < s.n else len(s.warriors)) if is_enemy(ctx, seat, i)]
    # is_enemy spelt out for the usual game (issue 15: asked for every battle menu): every other
    # seat but a coalition partner, in either direction (Law 9.2.8)
    fs = s.fstate
    partner = getattr(fs[seat], "coalition_with", -1)
    return [i for i in range(s.n) if i != seat and i != partner and getattr(fs[i], "coalition_with", -1) != seat]


def enemy_slots(ctx: Ctx, seat: int) -> list[int]:
    """`enemies` plus the hirelings that are enemies of `seat` (Law E.3.2: a hireling in the
    supply or controlled by an enemy is an enemy piece): whom one may battle, whose pieces a
    remove-every-enemy effect removes."""
    s = ctx.s
    if not s.hirelings or seat >= s.n:
        return enemies(ctx, seat)
    return enemies(ctx, seat) + [h.slot for h in s.hirelings if is_enemy(ctx, seat, h.slot)]


def is_enemy(ctx: Ctx, seat: int, other: int) -> bool:
    """The one answer to "is `other` an enemy of `seat`?" for the rules and the automata (the
    bots' BotBoard takes its `allies` from here). Law 2.7: every other player, except a
    coalition partner (Law 9.2.8). Rootbotics 2021 3.5: in a cooperative game two automata are
    not enemies (they never battle each other and ignore each other when choosing); people stay
    enemies of each other and of the automata."""
    s = ctx.s
    if other == seat:
        return False
    if seat >= s.n or other >= s.n:             # Law E.3.2: a hireling sides with its controller
        a, b = acting_seat(s, seat), acting_seat(s, other)
        if a < 0 or b < 0:
            return True                          # in the supply: everyone's enemy
        return a != b and is_enemy(ctx, a, b)
    if getattr(s.fstate[seat], "coalition_with", -1) == other or getattr(s.fstate[other], "coalition_with", -1) == seat:
        return False
    if s.cooperative and ctx.fac(seat).automaton and ctx.fac(other).automaton:
        return False
    return True


# --- dice -------------------------------------------------------------------------------------------------

def roll_die(ctx: Ctx) -> int:
    """One Root die: 12 faces 0,0,0,1,1,1,2,2,2,3,3,3 = uniform 0..3. Tests may force results."""
    s = ctx.s
    if s.forced_dice:
        return s.forced_dice.pop(0)
    return s.rng.below(4)
