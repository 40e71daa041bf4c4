"""The Vagabond's state, its item tokens and its seats (Law 9.2, 9.7): what other factions
(Riverfolk payments, Law 11.2.6.III), the automata and the table read without importing the
faction itself (game/root/factions/vagabond/)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import serial
from game.core.decision import Choice
from game.core.i18n import N_, Msg, Sub, T

from ..engine import ch


TRACK = ("tea", "coins", "bag")       # Law 9.2.5.I: items that sit on tracks when face up
TRACK_MAX = 3
HOSTILE, INDIFFERENT, ALLIED = -1, 0, 3
VAGABOND_IDS = ("vagabond", "vagabond-2")     # Law 9.7: the first and the second Vagabond
STATES = ("", "exhausted", "damaged", "damaged-exhausted")


def tok(kind: str, st: str = "") -> str:
    return f"{kind}:{st}" if st else kind


def kind_of(t: str) -> str:
    return t.partition(":")[0]


def state_of(t: str) -> str:
    return t.partition(":")[2]


def item_label(t: str) -> str:
    k, _, st = t.partition(":")
    return f"{k} ({st})" if st else k


# the item states as shown (Law 9.2.5, 9.2.7), translated where shown
STATE_WORDS = {"exhausted": N_("exhausted"), "damaged": N_("damaged"),
               "damaged-exhausted": N_("damaged-exhausted")}


def item_param(t: str) -> dict:
    """An item token as a message parameter: its name (a term) and its state, in any language;
    its English rendering is `item_label(t)`."""
    k, _, st = t.partition(":")
    if not st:
        return T(k)
    return Sub(N_("{item} ({state})"), item=T(k), state=Sub(STATE_WORDS.get(st, st)))


@serial.register
@dataclass
class VagabondState:
    character: str = ""
    clearing: int = 0                  # pawn's clearing (0 = in a forest or not placed)
    forest: str = ""                   # pawn's forest ("" = in a clearing)
    items: list = field(default_factory=list)          # item tokens, sorted
    quests: list = field(default_factory=list)         # face-up quests (shared, Law 9.3.3)
    quest_deck: list = field(default_factory=list)     # top = last
    done: list = field(default_factory=list)           # completed quests (play area)
    rel: dict = field(default_factory=dict)            # faction id -> -1..3 (Law 9.2.9)
    aids: dict = field(default_factory=dict)           # faction id -> aids this turn toward the next step
    coalition_with: int = -1                           # Law 9.2.8 (the core reads this name)
    scorched: int = 0                                  # clearing holding the Scoundrel's torch
    removed_items: list = field(default_factory=list)  # items returned to the box (item limit)
    item_totals: dict = field(default_factory=dict)    # items in the game, for the conservation check
    improvised: bool = False                           # Adventurer: once per turn
    battle_ally: int = -1                              # allied seat fighting with me in the current battle
    ally_hits: int = 0                                 # hits taken by removing allied warriors (this battle)
    item_hits: int = 0                                 # hits taken by damaging items (this battle)
    escort: int = -1                                   # unused since issue 18 (kept: older saves name it)
    r_items: list = field(default_factory=list)        # kinds of the R items on my board (Law 9.7.3)


def vs(ctx, seat) -> VagabondState:
    return ctx.s.fstate[seat]


def is_vagabond(fid: str) -> bool:
    """A Vagabond faction (first, second, or an automaton standing in for one)."""
    if fid in VAGABOND_IDS:
        return True
    from . import get_faction
    try:
        return get_faction(fid).replaces == "vagabond"
    except KeyError:
        return False


def vagabond_seats(ctx) -> list[int]:
    """Seats playing a human Vagabond (Law 9.7: up to two)."""
    return [i for i, f in enumerate(ctx.s.factions) if f in VAGABOND_IDS]


def quest_box(ctx, seat) -> VagabondState:
    """Whose state holds the face-up quests and the quest deck: they are shared by both Vagabonds
    (Law 9.7.2), kept on the first Vagabond's state."""
    first = ctx.seat_of("vagabond")
    return vs(ctx, first if first >= 0 else seat)


def new_relationships(ctx, seat) -> dict:
    """Law 9.3.6 / 9.2.9: one marker, Indifferent, per faction in play other than the Vagabonds."""
    s = ctx.s
    return {s.factions[i]: INDIFFERENT for i in range(s.n) if i != seat and not is_vagabond(s.factions[i])}


def has_marker(ctx, seat, other: int) -> bool:
    """Does my relationship track hold a marker for `other` (not for another Vagabond, 9.2.9)?"""
    return ctx.s.factions[other] in vs(ctx, seat).rel


# --- items -------------------------------------------------------------------------------------------

def up(fs, kind) -> int:
    """Undamaged face-up items of a kind (the ones that can be exhausted)."""
    return fs.items.count(kind)


def on_track(fs, kind) -> int:
    return min(TRACK_MAX, fs.items.count(kind))


def undamaged_swords(fs) -> int:
    """Law 9.2.6: undamaged swords, face up or down."""
    return fs.items.count("sword") + fs.items.count("sword:exhausted")


def set_item(fs, old: str, new: str | None) -> None:
    fs.items.remove(old)
    if new is not None:
        fs.items.append(new)
    fs.items.sort()


def exhaust(fs, kind: str, n: int = 1) -> None:
    """Law 9.2.5: flip an undamaged face-up item face down (a track item moves to the Satchel)."""
    for _ in range(n):
        set_item(fs, kind, tok(kind, "exhausted"))


def damage(fs, t: str) -> None:
    """Law 9.2.7: move an undamaged item to the Damaged box, keeping its face."""
    k, st = kind_of(t), state_of(t)
    set_item(fs, t, tok(k, "damaged-exhausted" if st == "exhausted" else "damaged"))


def repair(fs, t: str) -> None:
    """Law 9.5.7: back from the Damaged box, keeping its face."""
    k, st = kind_of(t), state_of(t)
    set_item(fs, t, tok(k, "exhausted" if st == "damaged-exhausted" else ""))


def refresh_one(fs, t: str) -> None:
    k, st = kind_of(t), state_of(t)
    set_item(fs, t, tok(k, "damaged" if st == "damaged-exhausted" else ""))


# (the three lists below read each token's state with `partition` in the comprehension itself:
# `state_of`, spelt out — issue 15, they run at every Vagabond menu)
def exhausted_items(fs) -> list[str]:
    return [t for t in fs.items if t.partition(":")[2] in ("exhausted", "damaged-exhausted")]


def undamaged_items(fs) -> list[str]:
    return [t for t in fs.items if t.partition(":")[2] in ("", "exhausted")]


def damaged_items(fs) -> list[str]:
    return [t for t in fs.items if t.partition(":")[2] in ("damaged", "damaged-exhausted")]


def has_face_up(fs) -> bool:
    """Is any item undamaged and face up (`any(state_of(t) == "" …)`, spelt out)?"""
    for t in fs.items:
        if not t.partition(":")[2]:
            return True
    return False


def capacity(fs) -> int:
    """Law 9.6.4: 6 + 2 per face-up bag on the bag track."""
    return 6 + 2 * on_track(fs, "bag")


def load(fs) -> int:
    """Items in the Satchel and the Damaged box (track items do not count, Law 9.6.4)."""
    return len(fs.items) - sum(on_track(fs, k) for k in TRACK)


def item_choices(toks) -> list:
    return [item_ch(t) for t in sorted(set(toks))]


# item_ch's cache: module-level, keyed by the item token (kind and state, e.g. "sword:x"), the
# only input of the choice (STATE_WORDS is fixed), so it cannot go stale; bounded by the few
# item kinds times states. Why: a label with term parameters is slow to key in `ch` (issue 15).
_ITEM_CH: dict[str, Choice] = {}


def item_ch(t: str) -> Choice:
    """The choice of item token `t`: its kind, with its state when not face up."""
    got = _ITEM_CH.get(t)
    if got is None:
        got = _ITEM_CH[t] = ch(f"item:{t}", Msg("{item} ({state})", item=T(kind_of(t)),
                                                state=Sub(STATE_WORDS.get(state_of(t), state_of(t))))
                               if state_of(t) else kind_of(t))
    return got


# why an item was gained, as whole sentences for the translations
GAIN_TEXTS = {"": N_("{name} gains a {item}"), "crafted": N_("{name} gains a {item} (crafted)"),
              "explored": N_("{name} gains a {item} (explored)")}


def gain(ctx, seat, kind: str, why: str = "", source: int = -1) -> None:
    """An item comes face up into the Satchel or onto its track (Law 9.2.5)."""
    fs = vs(ctx, seat)
    fs.items.append(kind)
    fs.items.sort()
    name = T(ctx.name(seat))
    if source >= 0:                      # Law 9.5.4: taken from the aided player's Crafted Items
        text = Msg("{name} gains a {item} (from {other})", name=name, item=T(kind), other=T(ctx.name(source)))
    elif why in GAIN_TEXTS:
        text = Msg(GAIN_TEXTS[why], name=name, item=T(kind))
    else:
        text = Msg("{name} gains a {item} ({why})", name=name, item=T(kind), why=Sub(why))
    ctx.log("root.vagabond.item", text, seat, item=kind)
