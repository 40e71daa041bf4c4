"""Advanced Setup (Law Appendix A) — the faction draft with faction setup cards (A.8), the five
cards of which each player keeps three (A.7, A.10). Random suit markers (A.1) and random seating
(A.4) are applied by the ruleset; landmarks (A.5) and hirelings (A.6) are not in Tableforge.

Seats that draft start as the placeholder faction `undrafted` (no pieces, no turn). In A.8.2
order (the last player in turn order first, then counterclockwise) each picks a revealed card
(`faction:<id>`) and sets up at once; its faction then replaces the placeholder. Automaton seats
keep their automaton and set up by the standard setup first (Rootbotics 3; ruling R-ADV-1).
See docs/root-engine.md "Advanced Setup".
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import serial
from game.core.i18n import N_, Msg, Sub, T
from game.core.content import fail, load_records
from game.core.decision import SetupError

from . import ids
from .engine import Handler, ch, dec, handles
from .factions import faction_ids, get_faction
from .factions.base import Faction

UNDRAFTED = "undrafted"
KINDS = ("militant", "insurgent")
KEEP = 3                       # Law A.10: keep 3 of the 5 drawn in A.7
DRAW = 5


class Undrafted(Faction):
    """A seat before its pick in the draft (Law A.8.2): nothing on the map, nothing to do."""
    id = UNDRAFTED
    name = "Faction not chosen yet"
    test_only = True


FACTION = Undrafted()


# --- the setup cards (data/root/setup_cards.yaml) ---------------------------------------------------

@dataclass(frozen=True)
class SetupCardRec:
    faction: str
    kind: str


@dataclass(frozen=True)
class SetupCardsFile:
    cards: tuple[SetupCardRec, ...]


_CARDS: dict = {}


def setup_cards(content) -> dict[str, str]:
    """faction id -> "militant" | "insurgent", for the factions Tableforge plays (file:line errors)."""
    key = str(content.path)
    got = _CARDS.get(key)
    if got is None:
        f = load_records(Path(content.path) / "setup_cards.yaml", SetupCardsFile)
        got = {}
        for rec in f.cards:
            if rec.kind not in KINDS:
                fail(rec, "kind", Msg("{value} is not one of {allowed}", value=repr(rec.kind), allowed=", ".join(KINDS)))
            if rec.faction not in faction_ids() or get_faction(rec.faction).automaton:
                fail(rec, "faction", Msg("{faction} is not a faction people play here", faction=repr(rec.faction)))
            if rec.faction in got:
                fail(rec, "faction", Msg("{faction} has two setup cards", faction=repr(rec.faction)))
            got[rec.faction] = rec.kind
        _CARDS[key] = got
    return got


def is_advanced(setup: dict) -> bool:
    return setup.get("setup", "standard") == "advanced"


def pools(content, automata: list[str]) -> tuple[list[str], list[str]]:
    """Militant and insurgent cards left once the automata's factions are out (ruling R-ADV-1)."""
    out = set(automata) | {get_faction(f).replaces for f in automata}
    cards = setup_cards(content)
    mil = [f for f, k in cards.items() if k == "militant" and f not in out]
    ins = [f for f, k in cards.items() if k == "insurgent" and f not in out]
    return mil, ins


def keeps_insurgents(n_seats: int, drafters: int, mil: list[str]) -> bool:
    """Law A.8.1.I: in a 2-player game the insurgent cards are removed — unless the militant cards
    alone cannot reveal players + 1 (the Law lets players keep them; ruling R-ADV-3)."""
    return n_seats != 2 or len(mil) < drafters + 1


def check_draft(content, setup: dict) -> None:
    """Raise SetupError if the draft cannot be dealt with the factions Tableforge has (A.8.1)."""
    seats = setup["seats"]
    automata = [s["faction"] for s in seats if s.get("controller") == "automaton"]
    k = len(seats) - len(automata)
    if k == 0:
        raise SetupError(Msg("Advanced Setup drafts the people's factions: at least one seat must be a person"))
    mil, ins = pools(content, automata)
    avail = len(mil) + (len(ins) if keeps_insurgents(len(seats), k, mil) else 0)
    if not mil or avail < k + 1:
        names = [T(get_faction(f).name) for f in mil + ins] or Sub(N_("none"))
        raise SetupError(Msg("Advanced Setup reveals one more setup card than there are drafting players ({k}) "
                             "(Law A.8.1), with a militant one first; the cards left are: {names}. "
                             "Use fewer people, more automata, or the standard setup.", k=k, names=names))


def pick_order(s) -> list[int]:
    """Law A.8.2: the last player in turn order picks first, then counterclockwise."""
    last = (s.first_seat - 1) % s.n
    return [x for x in ((last - j) % s.n for j in range(s.n)) if s.factions[x] == UNDRAFTED]


# --- A.8: deal the setup cards, then each seat picks and sets up ---------------------------------------

@serial.register
@dataclass
class RootDraft:
    order: list[int]                                       # seats, in picking order
    cards: list[str] = field(default_factory=list)         # revealed setup cards (faction ids), in deal order
    locked: str = ""                                       # A.8.1.II: the last card, if an insurgent
    characters: dict = field(default_factory=dict)         # A.8.1.III: faction id -> character dealt with it
    picked: list[str] = field(default_factory=list)
    idx: int = 0
    dealt: bool = False


def _kind(ctx, fid) -> str:
    return setup_cards(ctx.c).get(fid, "")


@handles(RootDraft)
class RootDraftH(Handler):
    def decide(self, ctx, fr):
        if not fr.dealt or fr.idx >= len(fr.order):
            return None
        seat = fr.order[fr.idx]
        militant_in = any(_kind(ctx, f) == "militant" for f in fr.picked)
        opts = []
        for f in fr.cards:
            if f in fr.picked or (f == fr.locked and not militant_in):     # A.8.1.II
                continue
            opts.append(ch(f"faction:{f}", _draft_label(ctx, fr, f)))
        prompt = Msg("Advanced Setup: choose your faction")
        if fr.locked and fr.locked not in fr.picked and not militant_in:
            prompt = Msg("Choose a faction · {faction} locked until a militant is taken", faction=T(get_faction(fr.locked).name))
        return dec(seat, "root.draft.pick", prompt, opts, "Law A.8.2")

    def step(self, ctx, fr):
        if not fr.dealt:
            self._deal(ctx, fr)
            return
        ctx.pop(fr)
        for i in range(ctx.s.n):            # the line-up is known (Law 9.3.6: the Vagabond's markers)
            ctx.fac(i).on_lineup_known(ctx, i)

    def _deal(self, ctx, fr):
        """Law A.8.1 (read with the English Law: the remaining militant cards are shuffled in with
        the insurgent ones; ruling R-ADV-2): one militant, then one card per drafting player."""
        s = ctx.s
        fr.dealt = True
        automata = [f for f in s.factions if f != UNDRAFTED]
        mil, ins = pools(ctx.c, automata)
        if s.hirelings:                   # Law A.6.5: a dealt hireling boxes its faction's card
            from .hirelings.control import locked_factions
            out = set(locked_factions(ctx.c, [h.id for h in s.hirelings]))
            mil, ins = [f for f in mil if f not in out], [f for f in ins if f not in out]
        k = len(fr.order)
        s.rng.shuffle(mil)
        first = mil.pop()
        rest = mil + (ins if keeps_insurgents(s.n, k, mil + [first]) else [])
        s.rng.shuffle(rest)
        fr.cards = [first] + rest[:k]
        if _kind(ctx, fr.cards[-1]) == "insurgent":                        # A.8.1.II
            fr.locked = fr.cards[-1]
        for f in fr.cards:                                                 # A.8.1.III
            if f == "vagabond":
                chars = [c.id for c in ctx.c.vagabond.characters]
                fr.characters[f] = chars[s.rng.below(len(chars))]
        shown = [Sub("{faction} ({character})", faction=T(get_faction(f).name),
                     character=T(_character_name(ctx, fr.characters[f]))) if f in fr.characters
                 else T(get_faction(f).name) for f in fr.cards]
        ctx.log("root.draft.deal",
                Msg("Setup cards revealed: {cards}; {faction} is locked until a militant faction is chosen",
                    cards=shown, faction=T(get_faction(fr.locked).name)) if fr.locked
                else Msg("Setup cards revealed: {cards}", cards=shown),
                None, rule="Law A.8.1")

    def act(self, ctx, fr, cid):
        s = ctx.s
        fid = ids.faction(cid)
        seat = fr.order[fr.idx]
        fr.idx += 1
        fr.picked.append(fid)
        s.factions[seat] = fid
        ctx.refresh()
        fac = ctx.fac(seat)
        s.supply[seat] = dict(fac.pieces(ctx.c))
        s.fstate[seat] = fac.new_fstate(ctx, seat)
        fac.configure(ctx, seat, {})
        if fid in fr.characters:                       # A.8.1.III: this character, no choice
            s.fstate[seat].character = fr.characters[fid]
        ctx.log("root.draft.pick", Msg("Seat {n} chooses {faction}", n=seat + 1, faction=T(fac.name)), seat, rule="Law A.8.2")
        fac.setup(ctx, seat)                           # A.8.2: set up at once, before the next pick


def _draft_label(ctx: Any, fr: Any, f: str) -> Msg:
    """A setup card in the draft: the faction, militant or insurgent (Law A.8), and the Vagabond's
    character where one was drawn for it."""
    name = T(get_faction(f).name)
    kind = _kind(ctx, f)
    if kind not in ("militant", "insurgent"):
        return Msg("{faction}", faction=name)
    militant = kind == "militant"
    if f in fr.characters:
        character = T(_character_name(ctx, fr.characters[f]))
        return (Msg("{faction} (militant) — {character}", faction=name, character=character) if militant
                else Msg("{faction} (insurgent) — {character}", faction=name, character=character))
    return Msg("{faction} (militant)", faction=name) if militant else Msg("{faction} (insurgent)", faction=name)


def _character_name(ctx, cid) -> str:
    return next((c.name for c in ctx.c.vagabond.characters if c.id == cid), cid)


# --- A.10: keep 3 of the 5 cards ------------------------------------------------------------------------

@serial.register
@dataclass
class RootKeepThree:
    """Law A.10: each player puts cards back face down on the draw deck (`card:<id>`, one at a
    time) until 3 are left; then the draw deck is shuffled."""
    seats: list[int]
    idx: int = 0


@handles(RootKeepThree)
class RootKeepThreeH(Handler):
    def _seat(self, ctx, fr):
        while fr.idx < len(fr.seats) and len(ctx.s.hands[fr.seats[fr.idx]]) <= KEEP:
            fr.idx += 1
        return fr.seats[fr.idx] if fr.idx < len(fr.seats) else -1

    def decide(self, ctx, fr):
        seat = self._seat(ctx, fr)
        if seat < 0:
            return None
        hand = ctx.s.hands[seat]
        return dec(seat, "root.draft.keep", Msg("Keep {k} cards: put one back on the deck ({n} more)", k=KEEP, n=len(hand) - KEEP),
                   [ch(f"card:{c}", ctx.c.cards[c].name, f"card:{c}") for c in sorted(set(hand))], "Law A.10")

    def step(self, ctx, fr):
        ctx.pop(fr)
        ctx.s.rng.shuffle(ctx.s.deck)                  # Law A.10: then shuffle the draw deck
        ctx.log("root.draft.keep", Msg("The cards put back are shuffled into the draw deck"), None, rule="Law A.10")

    def act(self, ctx, fr, cid):
        seat = self._seat(ctx, fr)
        c = ids.card(cid)
        ctx.s.hands[seat].remove(c)
        ctx.s.deck.append(c)
        ctx.log("root.draft.keep", Msg("{name} puts a card back on the deck", name=T(ctx.name(seat))), seat, rule="Law A.10")
