"""The PLAS content pack: YAML records, loading, and the cross-checks a pack must pass.

Every physical card becomes an instance id `<card>#<k>` (k counts copies across the game), with
its origin (box, a realm deck, the upgrade packs, the Numerai pack): culled and promoted cards go
back there (rulebook, Promouvoir step 4 and Éliminer step 3). The instance table is derived from
the pack, so the state only stores ids.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from game.core.content import (ContentError, PackContent, check_ref, fail, load_records, pack_hash,
                               read_pack_info, unique, where)
from game.core.i18n import N_, Msg

from .effects_table import ALLY_NEEDS, EFFECTS

Prov = Literal["official-facts", "sample", "owner"]


@dataclass(frozen=True)
class Ability:
    when: Literal["after_play", "action", "build", "conquest", "defend", "end_of_turn", "passive", "endgame"]
    effect: str
    n: int = 1
    faction: str = ""
    morality: Literal["", "cruelty", "mercy"] = ""     # Capacités Cruauté / Miséricorde
    level: int = 0
    text: str = ""


@dataclass(frozen=True)
class Promotion:
    cost: int
    pay: Literal["labor", "strength", "either"]
    to: str                                             # an upgrade card id, or "legendary"


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    kind: Literal["starter", "advisor", "realm", "upgrade", "legendary"]
    faction: str
    labor: int
    strength: int
    provenance: Prov
    shield: bool = False
    influence: int = 0
    copies: int = 1                                     # realm cards: counted by realms.yaml decks
    promote: Promotion | None = None
    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True)
class DeckEntry:
    card: str
    copies: int


@dataclass(frozen=True)
class Realm:
    id: str
    name: str
    provenance: Prov
    deck: tuple[DeckEntry, ...]
    terrain: str = ""
    colour: str = ""


@dataclass(frozen=True)
class Province:
    id: str
    name: str
    realm: str
    kind: Literal["village", "city", "stronghold"]
    defense: int
    adjacent: tuple[str, ...]
    provenance: Prov
    port: bool = False
    x: int = 0
    y: int = 0


@dataclass(frozen=True)
class Faction:
    id: str
    name: str
    provenance: Prov


@dataclass(frozen=True)
class Building:
    id: str
    name: str
    cost: int
    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True)
class Tree:
    id: str
    name: str
    faction: str                                        # "none": the General tree
    levels: tuple[Building, ...]
    provenance: Prov


@dataclass(frozen=True)
class AllyNeed:
    kind: str
    n: int


@dataclass(frozen=True)
class Ally:
    id: str
    name: str
    need: AllyNeed
    influence: int
    provenance: Prov
    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True)
class Face:
    id: str
    strength: int
    ruin: int


@dataclass(frozen=True)
class DiceFile:
    faces: tuple[Face, ...]
    provenance: Prov


@dataclass(frozen=True)
class SetupFile:
    starting_deck: tuple[DeckEntry, ...]
    provenance: Prov
    advisor_kind: str = "advisor"
    village_realm_cards: int = 2


@dataclass(frozen=True)
class PlasContent(PackContent):
    cards: dict = field(default_factory=dict)          # card id -> Card
    realms: dict = field(default_factory=dict)         # realm id -> Realm (file order)
    provinces: dict = field(default_factory=dict)      # province id -> Province (file order)
    factions: dict = field(default_factory=dict)
    trees: dict = field(default_factory=dict)          # tree id -> Tree (file order)
    allies: dict = field(default_factory=dict)
    faces: tuple = ()
    setup: SetupFile | None = None
    # Derived instance tables
    inst_card: dict = field(default_factory=dict)      # instance id -> card id
    inst_origin: dict = field(default_factory=dict)    # instance id -> "box" | "realm:<id>" | "upgrade" | "numerai"
    realm_instances: dict = field(default_factory=dict)  # realm id -> [instance ids] (unshuffled)
    upgrade_instances: dict = field(default_factory=dict)  # card id -> [instance ids]
    legendary_instances: tuple = ()
    starter_instances: dict = field(default_factory=dict)  # card id -> [instance ids]
    advisor_instances: tuple = ()
    # Derived lookups for speed (static: they depend on the pack only)
    inst_obj: dict = field(default_factory=dict, repr=False)      # instance id -> Card
    card_when: dict = field(default_factory=dict, repr=False)     # card id -> {timing: (abilities…)}
    # Ready-made Choices and other lazily derived values (labels never change for a pack)
    memo: dict = field(default_factory=dict, compare=False, repr=False)

    def card(self, inst: str) -> Card:
        return self.inst_obj[inst]


def _check_abilities(rec, abilities, factions):
    for ab in abilities:
        if ab.effect not in EFFECTS:
            fail(ab, "effect", Msg("unknown effect id {effect} (known: {known})", effect=repr(ab.effect),
                                     known=", ".join(sorted(EFFECTS))))
        whens = EFFECTS[ab.effect][0]
        if ab.when not in whens:
            fail(ab, "when", Msg("effect {effect} cannot be used as {when} (allowed: {allowed})", effect=repr(ab.effect),
                                   when=repr(ab.when), allowed=", ".join(whens)))
        if ab.n < 0 or ab.level < 0 or ab.level > 12:
            fail(ab, "n" if ab.n < 0 else "level", Msg("must be within 0..12"))
        if ab.morality and ab.level < 1:
            fail(ab, "level", Msg("a Cruelty/Mercy ability needs a level of 1 to 12"))
        if ab.effect == "score_faction":
            check_ref(ab, "faction", ab.faction, factions, N_("faction"))


def load(pack_dir) -> PlasContent:
    d = Path(pack_dir)
    info = read_pack_info(d)
    if info.game != "plas":
        raise ContentError(where(info, "game"), Msg("field '{field}': expected {want}, got {got}", field="game",
                                                     want="'plas'", got=repr(info.game)))
    factions = unique(load_records(d / "factions.yaml", list[Faction]))
    card_list = []
    cards_dir = d / "cards"
    files = sorted(cards_dir.glob("*.yaml")) if cards_dir.is_dir() else []
    if not files:
        raise ContentError(str(cards_dir), Msg("no card files (cards/*.yaml)"))
    for f in files:
        card_list.extend(load_records(f, list[Card]))
    cards = unique(card_list)
    realms = unique(load_records(d / "realms.yaml", list[Realm]))
    provinces = unique(load_records(d / "provinces.yaml", list[Province]))
    trees = unique(load_records(d / "buildings.yaml", list[Tree]))
    allies = unique(load_records(d / "allies.yaml", list[Ally]))
    dice = load_records(d / "dice.yaml", DiceFile)
    setup = load_records(d / "setup.yaml", SetupFile)

    fac_ids = dict(factions)
    fac_or_none = {**fac_ids, "none": None}
    for c in cards.values():
        check_ref(c, "faction", c.faction, fac_or_none, N_("faction"))
        if c.labor < 0 or c.strength < 0 or c.copies < 1:
            fail(c, "labor" if c.labor < 0 else "strength" if c.strength < 0 else "copies", Msg("must not be negative (copies ≥ 1)"))
        _check_abilities(c, c.abilities, fac_ids)
        if c.promote is not None:
            p = c.promote
            if p.cost < 0:
                fail(p, "cost", Msg("must not be negative"))
            if p.to == "legendary":
                if not any(x.kind == "legendary" for x in cards.values()):
                    fail(p, "to", Msg("promotes to a Legendary Numerai but the pack has no legendary card"))
            else:
                check_ref(p, "to", p.to, cards, N_("card"))
                if cards[p.to].kind != "upgrade":
                    fail(p, "to", Msg("{card} is not an upgrade card", card=repr(p.to)))
    for r in realms.values():
        for e in r.deck:
            check_ref(e, "card", e.card, cards, N_("card"))
            if cards[e.card].kind != "realm":
                fail(e, "card", Msg("{card} is not a realm card", card=repr(e.card)))
            if e.copies < 1:
                fail(e, "copies", Msg("must be at least 1"))
    if len(realms) < 1:
        raise ContentError(str(d / "realms.yaml"), Msg("no realms"))
    for p in provinces.values():
        check_ref(p, "realm", p.realm, realms, N_("realm"))
        if p.defense < 0:
            fail(p, "defense", Msg("must not be negative"))
        for a in p.adjacent:
            check_ref(p, "adjacent", a, provinces, N_("province"))
            if p.id not in provinces[a].adjacent:
                fail(p, "adjacent", Msg("{other} does not list {id} back (adjacency must be symmetric)", other=repr(a),
                                         id=repr(p.id)))
            if a == p.id:
                fail(p, "adjacent", Msg("a province cannot be adjacent to itself"))
    villages = [p for p in provinces.values() if p.kind == "village"]
    if len(villages) < 4:
        raise ContentError(str(d / "provinces.yaml"), Msg("needs at least 4 villages (one per player), found: {n}",
                                                                       n=len(villages)))
    for t in trees.values():
        check_ref(t, "faction", t.faction, fac_or_none, N_("faction"))
        if not t.levels:
            fail(t, "levels", Msg("a building tree needs at least one building"))
        for b in t.levels:
            if b.cost < 0:
                fail(b, "cost", Msg("must not be negative"))
            _check_abilities(b, b.abilities, fac_ids)
    unique([b for t in trees.values() for b in t.levels])
    for a in allies.values():
        if a.need.kind not in ALLY_NEEDS:
            fail(a.need, "kind", Msg("unknown ally condition {kind} (known: {known})", kind=repr(a.need.kind),
                                              known=", ".join(ALLY_NEEDS)))
        _check_abilities(a, a.abilities, fac_ids)
    if len(allies) < 5:
        raise ContentError(str(d / "allies.yaml"), Msg("needs at least 5 allies (4 players + 1), found: {n}",
                                                                    n=len(allies)))
    if not dice.faces:
        fail(dice, "faces", Msg("a die needs at least one face"))
    unique(dice.faces)
    for e in setup.starting_deck:
        check_ref(e, "card", e.card, cards, N_("card"))
        if cards[e.card].kind != "starter":
            fail(e, "card", Msg("{card} is not a starter card", card=repr(e.card)))
    advisors = [c for c in cards.values() if c.kind == setup.advisor_kind]
    if len(advisors) < 4:
        fail(setup, "advisor_kind", Msg("needs at least 4 advisor cards (one per player), found: {n}",
                                                        n=len(advisors)))
    for e in setup.starting_deck:
        if cards[e.card].copies < 4 * e.copies:
            fail(cards[e.card], "copies", Msg("{card}: 4 players need {n} copies", card=repr(e.card),
                                                                    n=4 * e.copies))

    # --- instances -------------------------------------------------------------------
    inst_card, inst_origin = {}, {}
    counters: dict[str, int] = {}

    def new(cid, origin):
        counters[cid] = counters.get(cid, 0) + 1
        iid = f"{cid}#{counters[cid]}"
        inst_card[iid] = cid
        inst_origin[iid] = origin
        return iid

    starter_instances, advisor_list, upgrade_instances, legend = {}, [], {}, []
    for c in cards.values():
        if c.kind == "starter":
            starter_instances[c.id] = [new(c.id, "box") for _ in range(c.copies)]
        elif c.kind == "advisor":
            advisor_list.extend(new(c.id, "box") for _ in range(c.copies))
        elif c.kind == "upgrade":
            upgrade_instances[c.id] = [new(c.id, "upgrade") for _ in range(c.copies)]
        elif c.kind == "legendary":
            legend.extend(new(c.id, "numerai") for _ in range(c.copies))
    realm_instances = {}
    for r in realms.values():
        realm_instances[r.id] = [new(e.card, f"realm:{r.id}") for e in r.deck for _ in range(e.copies)]
    inst_obj = {iid: cards[cid] for iid, cid in inst_card.items()}
    card_when: dict = {}
    for c in cards.values():
        by_when: dict = {}
        for ab in c.abilities:
            by_when.setdefault(ab.when, []).append(ab)
        card_when[c.id] = {w: tuple(abs_) for w, abs_ in by_when.items()}
    return PlasContent(info=info, hash=pack_hash(d), path=str(d), cards=cards, realms=realms,
                       provinces=provinces, factions=factions, trees=trees, allies=allies,
                       faces=tuple(dice.faces), setup=setup, inst_card=inst_card, inst_origin=inst_origin,
                       realm_instances=realm_instances, upgrade_instances=upgrade_instances,
                       legendary_instances=tuple(legend), starter_instances=starter_instances,
                       advisor_instances=tuple(advisor_list), inst_obj=inst_obj, card_when=card_when)
