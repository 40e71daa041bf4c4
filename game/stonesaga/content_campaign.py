"""The campaign helper's pack records: behemoths (rb p.72-81), epochs and the challenge links
of a campaign (rb p.92-97), infinite-mode events (rb p.102-104). Loaded from the optional
files `behemoths.yaml`, `epochs.yaml` and `events.yaml` of a Stonesaga pack, checked at load
with `file:line: field …` errors like the rest of the pack (game/core/content.py).

Two small vocabularies live here besides the pack's effect lists (primitives.py):
- **behemoth effects** (`BEH_EFFECTS`): what an instinct, a secret or an encounter node does to
  the behemoth itself (soothe, worsen, flee, sleep, leave, trace, enhance, disrupt, …);
- **campaign effects** (`CAMPAIGN_EFFECTS`): what happens between two challenges (a pending
  challenge, a taboo, a behemoth's arrival, a track that persists, a knowledge card).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from game.core.content import ContentError, check_ref, fail, load_records, unique, where
from game.core.i18n import N_, Msg, Sub

from . import primitives as P

Prov = Literal["official-facts", "sample", "owner"]
Stat = Literal["str", "dex", "con", "per"]
PRIORITIES = ("most_water", "most_food", "most_materials", "lowest_energy", "highest_energy",
              "most_weaknesses", "fewest_weaknesses")                         # rb p.78: "e.g. most water"
SITE_HOOKS = ("find_water", "fish", "forage", "extract")                     # rb p.73 site effects
BEHAVIOUR_MIN, BEHAVIOUR_MAX, BEHAVIOUR_START = 1, 9, 4                      # rb p.74, p.75


# --- behemoths ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Goal:
    """Where the goal token goes (rb p.77 step 1): exactly one of these."""
    farthest_with: tuple[str, ...] = ()     # the farthest terrain with one of these sites
    nearest_with: tuple[str, ...] = ()      # the nearest terrain with one of these sites
    nearest_character: bool = False         # the nearest terrain with a character
    lair: bool = False                      # a "special destination": its lair (rb p.78)


@dataclass(frozen=True)
class ProgressBand:
    steps: int                              # progress steps toward the goal (rb p.77 step 2)
    min: int | None = None
    max: int | None = None
    then: Any = ()                          # behemoth effects after the steps


@dataclass(frozen=True)
class Progress:
    stat: Stat
    bands: tuple[ProgressBand, ...]


@dataclass(frozen=True)
class Instinct:
    id: str
    name: str
    goal: Goal
    progress: Progress
    priority: str                           # encounter priority (rb p.78 step 3)
    on_goal: Any = ()                       # behemoth effects when it enters its goal's terrain
    on_enter: Any = ()                      # behemoth effects after every step (rb p.78)
    text: str = ""


@dataclass(frozen=True)
class Secret:
    id: str
    name: str
    text: str
    effects: Any = ()                       # for the character who learns it (pack effects)
    behemoth: Any = ()                      # behemoth effects when it is learnt
    clash_bonus: int = 0                    # while known: + to every clash against it


@dataclass(frozen=True)
class Clash:
    char: Stat                              # "X vs Y": the character's stat … (rb p.80)
    beh: Stat                               # … against the behemoth's


@dataclass(frozen=True)
class Outcome:
    effects: Any = ()                       # pack effects for the character
    behemoth: Any = ()                      # behemoth effects
    exit: bool = False                      # the Exit icon: the encounter ends (rb p.80)


@dataclass(frozen=True)
class NodeOption:
    label: str
    cost: Any = ()                          # pack effects paid to enter the node
    condition: Any = None                   # e.g. {has_tool: cut}


@dataclass(frozen=True)
class Node:
    id: str
    text: str = ""
    summit: bool = False                    # thick blue border (rb p.80)
    options: tuple[NodeOption, ...] = ()    # "have Cut OR spend 1 energy": one must be met
    effects: Any = ()
    behemoth: Any = ()
    clash: Clash | None = None
    win: Outcome = Outcome()
    lose: Outcome = Outcome()
    exit: bool = False


@dataclass(frozen=True)
class Start:
    min: int
    max: int
    box: str                                # a start box (rb p.79): a node id with no cost


@dataclass(frozen=True)
class Branch:
    src: str
    dst: str
    two_way: bool = False                   # a branch drawn without an arrow head


@dataclass(frozen=True)
class SiteEffect:
    action: Literal["find_water", "fish", "forage", "extract"]
    name: str
    text: str
    effects: Any                            # pack effects given by the action there (rb p.73)
    # rb p.73 « au lieu de gagner 2 eaux »: {resource: n} the action's gain these effects replace
    # (taken back once the action is over, ruling SS-134); empty: the effects add to the action
    replaces: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class BehemothDef:
    id: str
    name: str                               # the name the pack suggests; the group may rename it
    provenance: Prov
    stats: dict[str, int]
    affinity: tuple[str, ...]
    speciality: str
    study: str                              # the study entry's text (rb p.73, 81)
    site_effect: SiteEffect
    disruption: Any                         # pack effects for a character (rb p.73)
    instincts: tuple[Instinct, ...]
    secrets: tuple[Secret, ...]
    starts: tuple[Start, ...]
    nodes: tuple[Node, ...]
    branches: tuple[Branch, ...]
    lair_module: str = ""
    text: str = ""

    def node(self, nid: str) -> Node:
        for n in self.nodes:
            if n.id == nid:
                return n
        raise KeyError(nid)

    def instinct(self, iid: str) -> Instinct:
        for i in self.instincts:
            if i.id == iid:
                return i
        raise KeyError(iid)

    def secret(self, sid: str) -> Secret:
        for x in self.secrets:
            if x.id == sid:
                return x
        raise KeyError(sid)


# --- campaign ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Transition:
    title: str
    text: str
    effects: Any = ()                       # campaign effects


@dataclass(frozen=True)
class EpochDef:
    number: int
    name: str
    new: tuple[str, ...]                    # the game-1 challenges of the epoch (rb p.92)
    end: tuple[str, ...]                    # End of epoch / End of campaign challenges
    transition: Transition | None = None    # to the next epoch (rb p.93: codex p.195, p.203)


@dataclass(frozen=True)
class ChallengeLink:
    """What a challenge leaves behind in the journal, by its result (rb p.93: pending
    challenges are added by effects), and what an unpicked Crisis or Peril does (rb p.93)."""
    challenge: str
    won: Any = ()                           # campaign effects
    lost: Any = ()
    ignored: Any = ()


@dataclass(frozen=True)
class EpochsFile:
    provenance: Prov
    epochs: tuple[EpochDef, ...]
    links: tuple[ChallengeLink, ...] = ()
    taboos: dict[str, str] = field(default_factory=dict)   # taboo id → its text (rb p.87)


# --- infinite mode -----------------------------------------------------------------------------

@dataclass(frozen=True)
class EventCard:
    id: str
    name: str
    provenance: Prov
    threshold: int                          # Demand threshold, bottom right (rb p.104)
    interval: Literal["season", "generation", "epoch"]
    front: Any = ()                         # pack effects when it becomes the current event
    back: Any = ()                          # pack effects when it ends
    last: bool = False                      # set at the bottom of the deck (like EM10, rb p.103)
    text: str = ""


@dataclass(frozen=True)
class PetDef:
    """A pet (rb p.89-91): its stats (it may have fewer than four), inventory slots, diet."""
    id: str
    name: str
    provenance: Prov
    stats: dict[str, int]
    slots: int
    diet: tuple[str, ...]
    text: str = ""


@dataclass(frozen=True)
class CampaignContent:
    behemoths: dict = field(default_factory=dict)          # id → BehemothDef
    epochs: tuple = ()                                     # EpochDef, by number
    links: dict = field(default_factory=dict)              # challenge id → ChallengeLink
    taboos: dict = field(default_factory=dict)
    events: dict = field(default_factory=dict)             # id → EventCard
    pets: dict = field(default_factory=dict)               # id → PetDef

    def epoch(self, n: int) -> EpochDef | None:
        for e in self.epochs:
            if e.number == n:
                return e
        return None


# --- the two small vocabularies ---------------------------------------------------------------

BEH_EFFECTS: dict[str, str] = {
    "soothe": "int", "worsen": "int",       # behaviour −n / +n (rb p.74)
    "flee": "none", "sleep": "none",        # flight (rb p.78); goes dormant (rb p.76)
    "leave": "none",                        # its lair turns inactive: gone for good (rb p.74)
    "trace": "none",                        # flip the goal token to a trace (rb p.77)
    "enhance": "stat",                      # a minor enhancement on a stat (rb p.74)
    "disrupt": "none",                      # its disruption effect on each character there (rb p.73)
    "learn_secret": "none",                 # the face-down secret turns up (rb p.81)
    "progress": "int",                      # extra progress steps
    "track": "track",                       # a community track
    "if_traces": "if_traces",               # {at_least: n, then: [...]}
    "if_behaviour": "if_behaviour",         # {min?, max?, then: [...]}
}
CAMPAIGN_EFFECTS: dict[str, str] = {
    "pending": "challenge", "taboo": "taboo", "remove_taboo": "taboo", "arrive": "behemoth",
    "track": "ctrack", "knowledge": "knowledge", "power": "power", "nothing": "none",
}
# What a campaign effect's argument names, in an error message (translated where shown).
REF_NAMES = {"challenge": N_("challenge"), "taboo": N_("taboo"), "behemoth": N_("behemoth"),
             "knowledge": N_("knowledge card"), "power": N_("power")}


def _name_arg(e, rec, fname):
    if isinstance(e, str):
        return e, None
    if isinstance(e, dict) and len(e) == 1:
        (k, v), = e.items()
        return k, v
    fail(rec, fname, Msg("an effect is a name or a one-key mapping, got {got}", got=repr(e)))


def check_beh_effects(effects, rec, fname: str) -> None:
    for e in effects or ():
        name, arg = _name_arg(e, rec, fname)
        kind = BEH_EFFECTS.get(name)
        if kind is None:
            fail(rec, fname, Msg("unknown behemoth effect {effect} (known: {known})", effect=repr(name),
                                         known=", ".join(sorted(BEH_EFFECTS))))
        if kind == "none" and arg is not None:
            fail(rec, fname, Msg("{effect} takes no argument", effect=name))
        if kind == "int" and not (isinstance(arg, int) and arg >= 1):
            fail(rec, fname, Msg("{effect}: a positive number, got {got}", effect=name, got=repr(arg)))
        if kind == "stat" and arg not in P.STATS:
            fail(rec, fname, Msg("{effect}: one of {allowed}, got {got}", effect=name, allowed=", ".join(P.STATS),
                                         got=repr(arg)))
        if kind == "track":
            if not isinstance(arg, dict) or any(k not in P.TRACKS or not isinstance(v, int) for k, v in arg.items()):
                fail(rec, fname, Msg("track: {{track: ±n}} with tracks {tracks}", tracks=", ".join(P.TRACKS)))
        if kind in ("if_traces", "if_behaviour"):
            if not isinstance(arg, dict) or "then" not in arg:
                fail(rec, fname, Msg("{effect}: needs 'then'", effect=name))
            if kind == "if_traces" and not isinstance(arg.get("at_least"), int):
                fail(rec, fname, Msg("if_traces: needs 'at_least: n'"))
            check_beh_effects(arg["then"], rec, fname)


def check_campaign_effects(effects, rec, fname: str, refs: dict) -> None:
    for e in effects or ():
        name, arg = _name_arg(e, rec, fname)
        kind = CAMPAIGN_EFFECTS.get(name)
        if kind is None:
            fail(rec, fname, Msg("unknown campaign effect {effect} (known: {known})", effect=repr(name),
                                         known=", ".join(sorted(CAMPAIGN_EFFECTS))))
        if kind == "none":
            continue
        if kind == "ctrack":
            if not isinstance(arg, dict) or any(k not in ("population", "discontent") for k in arg):
                fail(rec, fname, Msg("track between challenges: population or discontent only (the others reset, rb p.96)"))
            continue
        known = refs.get(kind) or {}
        if arg not in known:
            fail(rec, fname, Msg("{effect}: unknown {what} {value}", effect=name, what=Sub(REF_NAMES.get(kind, kind)),
                                     value=repr(arg)))


# --- loading -----------------------------------------------------------------------------------

def load_behemoths(d) -> dict:
    """The behemoth records of pack folder `d` (parsed, not yet checked): their ids are a
    reference kind of the effect vocabulary (`behemoth_arrives`), known before the effects are."""
    d = Path(d)
    if (d / "behemoths.yaml").exists():
        return unique(load_records(d / "behemoths.yaml", list[BehemothDef]))
    return {}


def load_campaign(d, refs: dict, eff, cond, behemoths: dict | None = None) -> CampaignContent:
    """Load the optional campaign files of pack folder `d`. `refs` are the pack's records by
    kind (as in content.load), `eff`/`cond` its effect and condition checkers; `behemoths` the
    records `load_behemoths` parsed already (read here when not given)."""
    d = Path(d)
    if behemoths is None:
        behemoths = load_behemoths(d)
    epochs_file = load_records(d / "epochs.yaml", EpochsFile) if (d / "epochs.yaml").exists() else None
    events: dict = {}
    if (d / "events.yaml").exists():
        events = unique(load_records(d / "events.yaml", list[EventCard]))
    pets: dict = {}
    if (d / "pets.yaml").exists():
        pets = unique(load_records(d / "pets.yaml", list[PetDef]))
    for p in pets.values():
        for st in p.stats:
            if st not in P.STATS:
                fail(p, "stats", Msg("unknown stat {stat}", stat=repr(st)))
        if not 1 <= p.slots <= 8:
            fail(p, "slots", Msg("1..8 inventory slots"))
        for food in p.diet:
            if food not in P.FOODS:
                fail(p, "diet", Msg("unknown food {food}", food=repr(food)))
    challenges = refs.get("challenge") or {}
    for b in behemoths.values():
        _check_behemoth(b, refs, eff, cond)
    epochs: tuple = ()
    links: dict = {}
    taboos: dict = {}
    if epochs_file is not None:
        taboos = dict(epochs_file.taboos)
        crefs = dict(refs, challenge=challenges, taboo=taboos, behemoth=behemoths)
        nums = [e.number for e in epochs_file.epochs]
        if nums != list(range(1, len(nums) + 1)):
            fail(epochs_file, "epochs", Msg("epochs are numbered 1, 2, 3 … in order, got {got}",
                                                  got=", ".join(map(str, nums))))
        for e in epochs_file.epochs:
            if not e.new:
                fail(e, "new", Msg("an epoch names the challenges that may open it (rb p.92)"))
            if not e.end:
                fail(e, "end", Msg("an epoch names its End challenges, at least one (rb p.93)"))
            for fname, want in (("new", ("new_campaign",) if e.number == 1 else ("new_epoch",)),
                                ("end", ("end_epoch", "end_campaign"))):
                for cid in getattr(e, fname):
                    check_ref(e, fname, cid, challenges, N_("challenge"))
                    if challenges[cid].type not in want:
                        fail(e, fname, Msg("{challenge} is a {kind} challenge, not {want} (rb p.93)", challenge=cid,
                                             kind=challenges[cid].type, want=" / ".join(want)))
            if e.transition is not None:
                check_campaign_effects(e.transition.effects, e.transition, "effects", crefs)
        for ln in epochs_file.links:
            check_ref(ln, "challenge", ln.challenge, challenges, N_("challenge"))
            for fname in ("won", "lost", "ignored"):
                check_campaign_effects(getattr(ln, fname), ln, fname, crefs)
        links = unique(list(epochs_file.links), "challenge")
        epochs = tuple(epochs_file.epochs)
    for ev in events.values():
        if not 1 <= ev.threshold <= 20:
            fail(ev, "threshold", Msg("Demand thresholds lie in 1..20 (rb p.67)"))
        eff(ev, "front", ev.front)
        eff(ev, "back", ev.back)
    if events and sum(1 for ev in events.values() if ev.last) > 1:
        raise ContentError(str(d / "events.yaml"), Msg("at most one event goes to the bottom of the deck (last: true)"))
    return CampaignContent(behemoths=behemoths, epochs=epochs, links=links, taboos=taboos, events=events, pets=pets)


def _check_behemoth(b: BehemothDef, refs, eff, cond) -> None:
    if sorted(b.stats) != sorted(P.STATS):
        fail(b, "stats", Msg("a behemoth has the four stats {stats} (rb p.74)", stats=", ".join(P.STATS)))
    for st, v in b.stats.items():
        if not 1 <= v <= 30:
            fail(b, "stats", Msg("{stat}: 1..30, got {n}", stat=st, n=v))
    for a in b.affinity:
        if a not in P.SITES:
            fail(b, "affinity", Msg("unknown site {site}", site=repr(a)))
    if not b.instincts:
        fail(b, "instincts", Msg("a behemoth has at least one Instinct (rb p.72: two)"))
    unique(list(b.instincts))
    unique(list(b.secrets))
    nodes = unique(list(b.nodes))
    for i in b.instincts:
        g = i.goal
        n = bool(g.farthest_with) + bool(g.nearest_with) + g.nearest_character + g.lair
        if n != 1:
            fail(g, "farthest_with", Msg("a goal is exactly one of farthest_with, nearest_with, nearest_character, lair (got {n})",
                                          n=n))
        for s in g.farthest_with + g.nearest_with:
            if s not in P.SITES:
                fail(g, "farthest_with", Msg("unknown site {site}", site=repr(s)))
        if i.priority not in PRIORITIES:
            fail(i, "priority", Msg("unknown encounter priority {priority} (known: {known})",
                                          priority=repr(i.priority), known=", ".join(PRIORITIES)))
        if not i.progress.bands:
            fail(i.progress, "bands", Msg("a progress test has bands (rb p.77)"))
        for band in i.progress.bands:
            check_beh_effects(band.then, band, "then")
        check_beh_effects(i.on_goal, i, "on_goal")
        check_beh_effects(i.on_enter, i, "on_enter")
    for s in b.secrets:
        eff(s, "effects", s.effects)
        check_beh_effects(s.behemoth, s, "behemoth")
    eff(b, "disruption", b.disruption)
    eff(b.site_effect, "effects", b.site_effect.effects)
    known = refs.get("resource") or ()
    for r, n in b.site_effect.replaces.items():
        if r not in known:
            fail(b.site_effect, "replaces", Msg("unknown resource {resource} (foods, water or a material of the pack)",
                                                resource=repr(r)))
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            fail(b.site_effect, "replaces", Msg("{key}: must be at least 1, got {n}", key=r, n=n))
    starts = sorted((st.min, st.max) for st in b.starts)
    if len(b.starts) != 3 or starts[0][0] != BEHAVIOUR_MIN or starts[-1][1] != BEHAVIOUR_MAX or \
            any(starts[k][1] + 1 != starts[k + 1][0] for k in range(len(starts) - 1)):
        fail(b, "starts", Msg("three start boxes covering behaviour 1..9 without gaps (rb p.79)"))
    for st in b.starts:
        check_ref(st, "box", st.box, nodes, N_("node"))
    seen = set()
    for br in b.branches:
        check_ref(br, "src", br.src, nodes, N_("node"))
        check_ref(br, "dst", br.dst, nodes, N_("node"))
        if (br.src, br.dst) in seen:
            fail(br, "dst", Msg("branch {src} → {dst} is listed twice", src=br.src, dst=br.dst))
        seen.add((br.src, br.dst))
    for n in b.nodes:
        for o in n.options:
            eff(o, "cost", o.cost)
            cond(o, "condition", o.condition)
        eff(n, "effects", n.effects)
        check_beh_effects(n.behemoth, n, "behemoth")
        for oname in ("win", "lose"):
            o = getattr(n, oname)
            eff(o, "effects", o.effects)
            check_beh_effects(o.behemoth, o, "behemoth")
        if n.clash is None and (n.win != Outcome() or n.lose != Outcome()):
            fail(n, "win", Msg("win/lose outcomes need a clash"))
    modules = refs.get("module") or {}
    if b.lair_module and modules and b.lair_module not in modules:
        fail(b, "lair_module", Msg("unknown module {module}", module=repr(b.lair_module)))


def for_content(content) -> CampaignContent:
    """The campaign records of a loaded pack: content.campaign once content.load fills it,
    else loaded here once from the pack folder and kept in content.memo."""
    camp = getattr(content, "campaign", None)
    if isinstance(camp, CampaignContent):
        return camp
    memo = getattr(content, "memo", None)
    if memo is not None and "campaign" in memo:
        return memo["campaign"]
    refs = {
        "codex": content.codex, "item": content.items, "objective": content.objectives,
        "improvement": content.improvements, "knowledge": content.knowledge, "power": content.powers,
        "module": content.modules, "material": content.materials, "mark": content.marks,
        "region": content.regions, "tile": content.tiles, "trait": content.traits, "regalia": content.regalia,
        "association": content.associations, "challenge": content.challenges,
        "resource": set(P.FOODS) | {P.WATER} | set(content.materials),
        "behemoth": load_behemoths(content.path) if getattr(content, "path", "") else {},
    }

    def eff(rec, fname, value):
        P.check_effects(list(value) if isinstance(value, tuple) else value, where(rec, fname), refs, fname)

    def cond(rec, fname, value):
        if value is not None:
            P.check_condition(value, where(rec, fname), refs, fname)

    camp = load_campaign(content.path, refs, eff, cond) if getattr(content, "path", "") else CampaignContent()
    if memo is not None:
        memo["campaign"] = camp
    return camp
