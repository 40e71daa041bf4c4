"""The Sample Hollow pack loads and has what issue 10 asks of it, with the rulebook's facts intact.

Sizes come from the issue text; facts from the rulebook: material processing (rb p.27-29), the
Pantry (rb p.34-35, 65), Master Fisher (rb p.8-9), the sites (rb p.21, 36), omens (rb p.61), zones
and obstructed edges (rb p.26, 68), codex numbers 333 and 418 (rb p.54, 67), regalia and traits
(rb p.4, 7)."""
import pytest

from game.stonesaga import content as C
from game.stonesaga import primitives as P


@pytest.fixture(scope="module")
def pack():
    return C.load_sample()


def test_minimum_sizes(pack):
    """Issue 10: the sample valley's minimum sizes."""
    assert len(pack.regions) >= 3 and len(pack.tiles) >= 24 and len(pack.modules) >= 11
    assert len(pack.materials) >= 14 and len(pack.associations) >= 20 and len(pack.items) >= 16
    assert len(pack.improvements) >= 5 and len(pack.travel) >= 12 and len(pack.night) >= 10
    assert len(pack.fishing) >= 6 and len(pack.excavation) >= 12 and len(pack.codex) >= 65
    assert len([c for c in pack.forage.values() if c.deck in ("forest", "meadow")]) >= 20
    assert len(pack.challenges) >= 12 and len(pack.objectives) >= 24 and len(pack.knowledge) >= 6
    assert len([p for p in pack.powers.values() if p.provenance == "sample"]) >= 6
    assert len(pack.marks) >= 10


def test_provenance_sample_except_the_rulebook_texts(pack):
    """Every record is our own (`sample`) but the Pantry and Master Fisher, printed in full in the
    rulebook (rb p.8-9, 34-35)."""
    assert pack.info.provenance == "sample"
    official = []
    for fam in ("regions", "tiles", "modules", "materials", "associations", "items", "improvements", "travel",
                "night", "fishing", "forage", "excavation", "codex", "challenges", "objectives", "knowledge",
                "powers", "regalia", "traits", "marks"):
        for rid, rec in getattr(pack, fam).items():
            assert rec.provenance in ("sample", "official-facts"), (fam, rid)
            if rec.provenance == "official-facts":
                official.append(rid)
    assert sorted(official) == ["master_fisher", "pantry"]


def test_ids_prefixed_per_family(pack):
    """The brief's id prefixes keep our records apart from any owner's typed-in cards."""
    pre = {"tiles": "ZT", "items": "ZI", "travel": "ZJ", "night": "ZN", "fishing": "ZF", "forage": "ZG",
           "excavation": "ZX", "challenges": "ZC", "objectives": "ZO", "knowledge": "ZK", "marks": "ZW"}
    for fam, p in pre.items():
        assert all(i.startswith(p) for i in getattr(pack, fam)), fam
    assert all(i.startswith("ZP") for i in pack.powers if i != "master_fisher")
    assert all(i.startswith("ZM") for i in pack.improvements if i != "pantry")
    assert all(isinstance(i, int) for i in pack.codex)


def test_valley_exercises_every_site_and_tile_feature(pack):
    """rb p.21, 26, 68: every site kind, sites spanning zones, fully covered (obstructed) edges,
    hidden omens, one start tile per starting region."""
    kinds = {s for t in pack.tiles.values() for s in t.site_kinds}
    assert kinds == set(P.SITES)
    assert any(len(s.zones) > 1 for t in pack.tiles.values() for s in t.sites)
    assert sum(1 for t in pack.tiles.values() for e in t.edges.values() if e.full) >= 4
    assert sum(1 for t in pack.tiles.values() if t.hidden_omens) >= 6
    for r in pack.regions.values():
        if r.starting:
            assert len(pack.start_tiles(r.id)) == 1
    assert pack.tiles["ZT01"].zone_sites["A"] == ("river",)
    assert "river" in pack.tiles["ZT01"].zone_sites["B"]


def test_modules_cover_the_kinds(pack):
    """rb p.68, 72, 88: camps (with a non-obstructive ruin side), ruins, lairs, and each class."""
    kinds = {m.kind for m in pack.modules.values()}
    assert {"camp", "ruin", "lair"} <= kinds
    assert {m.obstruction for m in pack.modules.values()} == {"non_obstructive", "obstructive", "impassable"}
    for m in pack.modules.values():
        if m.kind == "camp":
            assert m.back and m.back.kind == "ruin" and m.back.obstruction == "non_obstructive"


def test_material_facts_of_the_rulebook(pack):
    """rb p.28-29: processed river stone gives Cut; sun stone gives and requires Grind; cloud stone
    needs Grind and, processed, gives Strike; clay needs Heat; hide needs Pierce and Cut. Written
    out here from the rulebook text, not read from the tables."""
    m = pack.materials
    assert "cut" in m["river_stone"].processed.tools
    assert "grind" in m["sun_stone"].unprocessed.tools and "grind" in m["sun_stone"].unprocessed.requires
    assert "strike" in m["cloud_stone"].processed.tools and "grind" in m["cloud_stone"].unprocessed.requires
    assert "heat" in m["clay"].unprocessed.requires
    assert set(m["hide"].unprocessed.requires) == {"pierce", "cut"}
    assert set(m) >= {"wood", "fiber", "hide", "bone", "feather", "pitch", "gut", "tooth", "shell", "river_stone",
                      "cloud_stone", "sun_stone", "clay", "dead_coral"}
    for mat in m.values():
        for face in (mat.unprocessed, mat.processed):
            assert len(face.edges) % 2 == 0


def test_pantry_and_master_fisher_as_printed(pack):
    """rb p.34-35, 65: Pantry design 1 Knowledge; build 2 energy + 3 wood + 2 fiber + Dig; holds 4;
    mushrooms and roots stored there do not decay. rb p.8-9: Master Fisher reveals one extra Stock."""
    p = pack.improvements["pantry"]
    assert p.design_cost == 1 and p.build.energy == 2 and p.build.materials == {"wood": 3, "fiber": 2}
    assert p.build.processes == ("dig",) and p.capacity.max == 4 and set(p.prevents_decay) == {"mushroom", "root"}
    mf = pack.powers["master_fisher"]
    assert [(a.timing, a.extra_stock) for a in mf.front.abilities] == [("on_fish", 1)]


def test_decks_cover_omens_and_forage_dangers(pack):
    """rb p.54: Night cards show omens (all five appear); rb p.42-45: predators in every plane,
    tracks and bonuses on forest and meadow cards; rb p.84: 2 rooms per sensation."""
    assert {o for c in pack.night.values() for o in c.omens} == set(P.OMENS)
    for deck in ("forest", "meadow"):
        cards = [pack.forage[i] for i in pack.forage_decks[deck]]
        assert len(cards) >= 10
        assert any(e.tracks for c in cards for pl in (c.fg, c.mg, c.bg) for e in pl)
        assert any(e.bonus for c in cards for pl in (c.fg, c.mg, c.bg) for e in pl)
    allc = [c for c in pack.forage.values() if c.deck in ("forest", "meadow")]
    for plane in ("fg", "mg", "bg"):
        assert any(e.animal == "predator" for c in allc for e in getattr(c, plane)), plane
    from collections import Counter
    assert all(n >= 2 for n in Counter(r.back.sensation for r in pack.excavation.values()).values())
    assert len(Counter(r.back.sensation for r in pack.excavation.values())) == 6
    assert any(s.icon == "windfall" for c in pack.fishing.values() for s in c.spots)
    assert any(s.icon == "mishap" for c in pack.fishing.values() for s in c.spots)
    assert any(m.op == "x" for c in pack.fishing.values() for m in c.modifiers.values())


def test_challenges_end_and_tutorial(pack):
    """rb p.23: each challenge's last Demand event ends it; rb p.7: a first-game challenge."""
    assert [c.id for c in pack.challenges.values() if c.tutorial] == ["ZC01"]
    for ch in pack.challenges.values():
        names: list = []
        P.walk_effects(ch.events[-1].effects, lambda n, a, names=names: names.append(n))
        assert "end_challenge" in names, ch.id
        assert any(e.community for e in ch.events), ch.id
    first = pack.challenges["ZC01"]
    assert first.decks.travel and first.decks.night
    assert {o for i in first.decks.night for o in pack.night[i].omens} == set(P.OMENS)


def test_rule_codex_numbers_and_tables(pack):
    """rb p.54, 67: the rules read codex 333 (Population 0) and 418 (Discontent 20); rb p.50, 59:
    the extraction (site x omen) and mystery (region x omen) tables are complete here."""
    assert 333 in pack.codex and 418 in pack.codex
    assert set(pack.tables.extraction) == {"cave", "chasm", "dry_plain", "moraine", "mountain"}
    for row in list(pack.tables.extraction.values()) + list(pack.tables.mystery.values()):
        assert set(row) == set(P.OMENS)
    assert set(pack.tables.mystery) == set(pack.regions)


def test_knowledge_unlocks_every_advanced_action(pack):
    """rb p.82-91: Make fire, Excavate, Loot and Relocate camp are unlocked by knowledge cards."""
    granted = {a for k in pack.knowledge.values() for a in k.grants_actions}
    assert granted == {"make_fire", "excavate", "loot", "relocate_camp"}


def test_regalia_and_traits_are_the_rulebooks(pack):
    """rb p.4, 7: four regalia and five traits (names are facts; descriptions are ours)."""
    assert {r.name for r in pack.regalia.values()} == {"Protector", "Hunter-Gatherer", "Storyteller", "Explorer"}
    assert {t.name for t in pack.traits.values()} == {"Cunning", "Fearless", "Indomitable", "Inventive", "Prudent"}


def test_every_primitive_is_used_somewhere(pack):
    """The sample exercises the whole closed vocabulary (docs/stonesaga-engine.md)."""
    used = set()
    lists = []
    for fam in ("travel", "night", "codex"):
        lists += [r.effects for r in getattr(pack, fam).values()]
    for r in pack.excavation.values():
        lists += [r.entry, r.action]
    for o in pack.objectives.values():
        lists.append(o.on_achieve)
    for ch in pack.challenges.values():
        lists += [ch.setup, ch.completion.effects] + [e.effects for e in ch.events] + [t.effects for t in ch.triggers]
    for holder in list(pack.items.values()) + list(pack.improvements.values()) + list(pack.knowledge.values()):
        lists += [a.effects for a in holder.abilities]
    for p in pack.powers.values():
        for side in (p.front, p.back):
            if side:
                lists += [a.effects for a in side.abilities]
    for effs in lists:
        P.walk_effects(effs, lambda n, a: used.add(n))
    assert used == set(P.EFFECTS), set(P.EFFECTS) - used


def test_every_condition_is_used_somewhere(pack):
    """The sample exercises every condition of the closed vocabulary (docs/stonesaga-engine.md)."""
    used = set()

    def visit(n, a):
        used.add(n)
    effect_lists, conds = [], []
    for fam in ("travel", "night"):
        for r in getattr(pack, fam).values():
            effect_lists.append(r.effects)
            conds.append(r.condition)
    effect_lists += [r.effects for r in pack.codex.values()]
    effect_lists += [x for r in pack.excavation.values() for x in (r.entry, r.action)]
    for o in pack.objectives.values():
        effect_lists.append(o.on_achieve)
        conds.append(o.condition)
    for ch in pack.challenges.values():
        effect_lists += [ch.setup] + [e.effects for e in ch.events] + [t.effects for t in ch.triggers]
        conds += [t.condition for t in ch.triggers]
    abilities = [a for h in list(pack.items.values()) + list(pack.improvements.values()) + list(pack.knowledge.values())
                 for a in h.abilities]
    abilities += [a for p in pack.powers.values() for s in (p.front, p.back) if s for a in s.abilities]
    for a in abilities:
        effect_lists.append(a.effects)
        conds.append(a.condition)
    for effs in effect_lists:
        P.conditions_in_effects(effs, visit)
    for c in conds:
        P.walk_condition(c, visit)
    assert used == set(P.CONDITIONS), set(P.CONDITIONS) - used


def test_forage_bonuses_are_the_rulebooks(pack):
    """rb p.45-46: bonus resources at forage sources are cloud, river or sun stone, fish, bone,
    mushroom, pitch, feather and fiber (listed here from the rulebook text)."""
    allowed = {"cloud_stone", "river_stone", "sun_stone", "fish", "bone", "mushroom", "pitch", "feather", "fiber"}
    bonuses = {b for c in pack.forage.values() for pl in (c.fg, c.mg, c.bg) for e in pl if e.source for b in e.bonus}
    assert bonuses and bonuses <= allowed


def test_every_fishing_draw_offers_a_reachable_spot(pack):
    """rb p.39-40: a small spot takes 1 die (at most 6), a large one 2 dice (at most 12); the final
    difficulty of a current is its stock row's base (op) its modifier row. Whatever three cards
    are drawn as Stock, Spots & Currents and Modifiers, at least one spot can succeed, and most
    spots can."""
    import itertools

    def final(base, m):
        return base + m.v if m.op == "+" else base - m.v if m.op == "-" else base * m.v

    reachable = total = 0
    for stock, layout, mods in itertools.permutations(pack.fishing.values(), 3):
        ok = 0
        for spot in layout.spots:
            need = min(final(stock.stock[layout.currents[c].source].base, mods.modifiers[layout.currents[c].to])
                       for c in spot.currents)
            ok += need <= (6 if spot.size == "small" else 12)
        assert ok >= 1, (stock.id, layout.id, mods.id)
        reachable += ok
        total += len(layout.spots)
    assert reachable / total >= 0.75


def test_every_codex_entry_can_be_reached(pack):
    """rb p.22: codex entries are read only when an effect, a table or a rule names them; an entry
    nothing names would be dead text. 333 and 418 are named by the rules (rb p.54, 67)."""
    named = {333, 418}

    def visit(n, a):
        if n == "read_codex":
            named.add(a)
        elif n == "end_challenge" and a.get("codex"):
            named.add(a["codex"])
    lists = [r.effects for fam in ("travel", "night", "codex") for r in getattr(pack, fam).values()]
    lists += [x for r in pack.excavation.values() for x in (r.entry, r.action)]
    lists += [o.on_achieve for o in pack.objectives.values()] + [a.effects for a in pack.associations.values()]
    for ch in pack.challenges.values():
        lists += [ch.setup, ch.completion.effects] + [e.effects for e in ch.events] + [t.effects for t in ch.triggers]
        if ch.completion.codex:
            named.add(ch.completion.codex)
    for h in list(pack.items.values()) + list(pack.improvements.values()) + list(pack.knowledge.values()):
        lists += [a.effects for a in h.abilities]
    for effs in lists:
        P.walk_effects(effs, visit)
    for row in list(pack.tables.extraction.values()) + list(pack.tables.mystery.values()):
        named |= set(row.values())
    named |= {e.codex for e in pack.tables.examinations}
    assert set(pack.codex) - named == set()
