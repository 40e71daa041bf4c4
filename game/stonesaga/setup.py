"""A new game (rb p.6-11): the challenge and its interval first (Second audit 7), a new
valley, tracks and decks, then character creation by choices (rb p.6-7): 5d6 re-rolled until
they total 14 or more, the lowest dropped, the four values assigned to STR/DEX/CON/PER, a
trait, a regalia; the name comes from the pack's list (or "Character N") and the age is young."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg

from . import board, chars, challenge, daybreak, valley, words
from .chars import roll_creation  # noqa: F401  (its old home; the Night imports it from chars)
from .state import STATS, Cell, Character, Create, SaState

STAT_NAMES = {"str": "Strength", "dex": "Dexterity", "con": "Conviction", "per": "Perception"}
# "Strength 5" and so on: the stat's name and a value as one message each (issue 17)
STAT_VALUE = {"str": N_("Strength {value}"), "dex": N_("Dexterity {value}"), "con": N_("Conviction {value}"),
              "per": N_("Perception {value}")}


def new_state(content, setup: dict, rng) -> SaState:
    seats = setup["seats"]
    opts = {k: v for k, v in setup.items() if k != "seats" and isinstance(v, str)}
    s = SaState(rng=rng, n_seats=len(seats), options=opts)
    # Keys the advanced rules read in `pending` and `view` exist from the start, so reading never
    # changes the state (a replay that never drew a frame must equal the game that did).
    s.saga.update({"pets": {}, "excavations": {}})
    s.challenge = setup.get("challenge") or default_challenge(content)   # rb p.9 step 5
    # Second audit 7: the challenge's interval is applied before characters are committed; a
    # new community has no one to age, so a Generation or Epoch interval changes nothing here.
    n = 0
    for seat_i, seat in enumerate(seats):
        for _ in range(int(seat.get("characters", 1))):
            n += 1
            s.chars.append(Character(cid=f"c{n}", seat=seat_i))
    new_valley(content, s, setup.get("region") or "")
    s.tracks = {"demand": 0, "knowledge": 0, "discontent": 0, "population": 8}   # rb p.11 step 9
    _decks(content, s)
    challenge.start(content, s)                          # rb p.9 step 6: objectives
    for c in s.chars:
        rolls, kept = roll_creation(s.rng)
        s.stack.insert(0, Create(cid=c.cid, values=kept, rolls=rolls))
    s.stack.reverse()                                    # c1 on top
    return s


def default_challenge(content) -> str:
    """The first game's challenge: the tutorial or a new-campaign one (rb p.9 step 5)."""
    ids = sorted(content.challenges)
    for want in ("tutorial", "new_campaign"):
        for cid in ids:
            ch = content.challenges[cid]
            if (want == "tutorial" and ch.tutorial) or ch.type == want:
                return cid
    return ids[0]


def start_regions(content) -> list[str]:
    """Regions a new valley may begin in (rb p.10 step 7), those with a start tile."""
    return [r for r in sorted(content.regions) if content.regions[r].starting and content.start_tiles(r)]


def new_valley(content, s: SaState, region: str) -> None:
    """rb p.10 step 7: the region's start tile face up in a holder at the centre; the region's
    other tiles in the bag; 2 of them drawn face down into the holder's other slots."""
    region = region or start_regions(content)[0]
    s.region = region
    start = next(t for t in content.tiles.values() if t.region == region and t.start)
    others = sorted(t.id for t in content.tiles.values() if t.region == region and not t.start)
    s.rng.shuffle(others)
    s.tile_bag = others
    cells = [board.key(q, r) for q, r in valley.holder_cells((0, 0), "up")]   # rb p.10
    s.holders = [cells]
    s.cells[cells[0]] = Cell(tile=start.id, holder=0, discovered=True)
    s.start = cells[0]
    for k in cells[1:]:
        if s.tile_bag:
            s.cells[k] = Cell(tile=s.tile_bag.pop(0), holder=0)


def _decks(content, s: SaState) -> None:
    """rb p.11 step 10: shuffle the Travel and Night decks; the site decks are shuffled when
    used (rb p.38, 41)."""
    ch = content.challenges[s.challenge]
    decks = {"travel": list(ch.decks.travel or sorted(content.travel)),   # rb p.11: JA01-06 first
             "night": list(ch.decks.night or sorted(content.night)),       # rb p.11: NA01-05 first
             "fishing": sorted(f.id for f in content.fishing.values() if f.deck == "standard")}
    for deck in sorted(content.forage_decks):
        decks[f"forage:{deck}"] = sorted(content.forage_decks[deck])
    for name in decks:
        s.rng.shuffle(decks[name])
        s.discards[name] = []
    s.decks = decks


# --- the creation decisions ------------------------------------------------------------------

def pending(content, s: SaState, f: Create) -> Decision:
    c = s.char(f.cid)
    if f.stage == "assign":
        free = [st for st in STATS if st not in c.stats]
        v = f.values[0]
        return Decision(c.seat, "stonesaga.create.assign", Msg("{who}: assign {value} to which stat?", who=f.cid, value=v),
                        tuple(Choice(f"stat:{st}", Msg(STAT_VALUE[st], value=v)) for st in free), rule="rb p.7",
                        data={"values": list(f.values), "rolls": [list(r) for r in f.rolls]})
    if f.stage == "trait":
        return Decision(c.seat, "stonesaga.create.trait", Msg("{who}: choose a trait", who=f.cid),
                        tuple(Choice(f"trait:{t}", content.traits[t].name) for t in sorted(content.traits)),
                        rule="rb p.7")
    if f.stage == "power":
        return Decision(c.seat, "stonesaga.create.power", Msg("{who}: equip a regalia power?", who=f.cid),
                        tuple([Choice(f"power:{p}", content.powers[p].name) for p in equippable(content, s, c)]
                              + [Choice("no", Msg("None"))]), rule="rb p.8 step 3")
    return Decision(c.seat, "stonesaga.create.regalia", Msg("{who}: choose a regalia", who=f.cid),
                    tuple(Choice(f"regalia:{r}", content.regalia[r].name) for r in sorted(content.regalia)),
                    rule="rb p.8")


def apply(content, s: SaState, f: Create, choice: Choice, events: list) -> None:
    c = s.char(f.cid)
    kind, _, arg = choice.id.partition(":")
    if f.stage == "assign":
        c.stats[arg] = f.values.pop(0)                   # rb p.7 step 3
        if len(f.values) == 1:                           # the last value has one place left
            last = next(st for st in STATS if st not in c.stats)
            c.stats[last] = f.values.pop(0)
            f.stage = "trait"
    elif f.stage == "trait":
        c.trait = arg                                    # rb p.7 step 6
        f.stage = "regalia"
    elif f.stage == "regalia" and equippable(content, s, c, arg):
        c.regalia = arg                                  # rb p.8 step 2
        f.stage = "power"                                # then step 3
    else:
        if f.stage == "regalia":
            c.regalia = arg
        elif kind == "power":
            c.power = arg                                # rb p.8 step 3: at most one
        _finish(content, s, c, events)
        s.stack.remove(f)
        if not f.late and not any(isinstance(x, Create) for x in s.stack):
            begin(content, s, events)


def equippable(content, s: SaState, c: Character, regalia: str = "") -> list[str]:
    """Recorded powers (rb p.8 step 3: none in the first game) that this regalia may equip and
    that no other character has equipped (rb p.65; Second audit 10: one character each)."""
    taken = [o.power for o in s.chars if o.cid != c.cid and not o.dead]
    return [p for p in s.powers if p in content.powers and p not in taken
            and content.powers[p].regalia in ("", regalia or c.regalia)]


def _finish(content, s: SaState, c: Character, events: list) -> None:
    idx = int(c.cid[1:]) - 1
    names = list(getattr(content, "names", ()) or ())
    c.name = names[idx % len(names)] if names else words.default_name(idx + 1)   # rb p.7 step 4
    c.age = "young"                                      # rb p.7 step 5
    c.enh = {st: 0 for st in STATS}
    events.append(Event("create", Msg("{name} ({who}): STR {str} DEX {dex} CON {con} PER {per}, {trait}, {regalia}",
                                      name=c.name, who=c.cid, str=c.stats["str"], dex=c.stats["dex"], con=c.stats["con"],
                                      per=c.stats["per"], trait=c.trait, regalia=c.regalia), seat=c.seat,
                        rule="rb p.7"))


def begin(content, s: SaState, events: list) -> None:
    """rb p.8 step 4 energy, step 8 miniatures on the start tile; then the challenge's own
    setup text and the first Day."""
    for c in s.chars:
        c.energy = chars.energy_max(s)                   # rb p.8 step 4 / p.17
        c.pos = s.start                                  # rb p.11 step 8
    from . import hooks
    hooks.run("before_first_day", content, s, events)    # rb p.100: extreme solo's pet (infinite.py)
    daybreak.start_day(content, s, events)
    if not hooks.run("challenge_setup", content, s, events):   # rb p.103: infinite mode's event deck
        challenge.setup_effects(content, s, events)
