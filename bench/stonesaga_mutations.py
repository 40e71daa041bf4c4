"""Stonesaga mutation bench (issue 10): break one rule at a time and check the rule tests catch it.

A mutation is (name, rule, file, old text, new text): the old text must occur exactly once in the
file (tests/stonesaga/test_mutation_bench.py checks it, so the bench cannot go stale). The shared
runner (bench/mutation_runner.py, as for Root and PLAS) applies each mutant in a scratch copy of the
tree, checks the unmutated baseline passes, and runs the rule tests and scenarios with -x: first the
files targeted at the mutated module (a quick kill), then every other rule test; it prints the
first failing test so a reader can judge each kill. Tests that read the engine's own source text
(the staleness check above) are never run: they would "catch" every mutant.

A survivor whose survival is explained in EXPLAINED (an equivalent mutant) does not fail the run;
any other survivor, a stale mutation, or a baseline that fails makes the exit code non-zero.

    python bench/stonesaga_mutations.py            # all mutants, one at a time
    python bench/stonesaga_mutations.py -k fish -j 2
    python bench/stonesaga_mutations.py -k none --extra 'break:game/stonesaga/dice.py:OLD:NEW'
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutation_runner import Mutation, run  # noqa: E402   (bench/ is not a package)

ROOT = Path(__file__).resolve().parents[1]
T = "tests/stonesaga/"

# The rule tests and scenarios. Not run: test_mutation_bench.py (reads this bench's texts in the
# sources), test_flow_simulate.py (a random fuzz, slow), test_content_validate/broken (bad input).
RULE_TESTS = [
    T + "test_mutants_caught.py", T + "test_rules_dice.py", T + "test_rules_health.py",
    T + "test_rules_craft.py", T + "test_rules_transform.py", T + "test_rules_fishing.py",
    T + "test_rules_forage.py", T + "test_rules_extract.py", T + "test_rules_camp.py",
    T + "test_rules_valley.py", T + "test_rules_tables.py", T + "test_flow_effects.py",
    T + "test_flow_scenarios.py", T + "test_flow_scripted_game.py", T + "test_flow_view.py",
    T + "test_content_primitives.py", T + "test_content_associations.py",
    T + "test_flow_dice_abilities.py", T + "test_flow_capacity.py", T + "test_flow_legends_marks.py",
    T + "test_flow_adventure.py", T + "test_campaign_drinker.py", T + "test_campaign_scenarios.py",
]
META = [T + "test_mutation_bench.py"]

# Module -> the test files to try first (the rest follow if the mutant survives them).
FIRST = {
    "dice.py": ["test_rules_dice.py"], "health.py": ["test_rules_health.py"],
    "testroll.py": ["test_flow_dice_abilities.py", "test_flow_legends_marks.py"],
    "capacity.py": ["test_flow_capacity.py"], "conditions.py": ["test_flow_adventure.py", "test_flow_legends_marks.py"],
    "bequest.py": ["test_flow_scenarios.py"],
    "craft.py": ["test_rules_craft.py", "test_content_associations.py"],
    "transform.py": ["test_rules_transform.py"], "fishing.py": ["test_rules_fishing.py"],
    "forage.py": ["test_rules_forage.py"], "extract.py": ["test_rules_extract.py"],
    "camp.py": ["test_rules_camp.py"], "valley.py": ["test_rules_valley.py"],
    "camps.yaml": ["test_rules_tables.py", "test_rules_camp.py"],
    "encounters.yaml": ["test_rules_tables.py", "test_rules_forage.py"],
    "party.yaml": ["test_rules_tables.py", "test_rules_health.py"],
    "behemoth.py": ["test_campaign_drinker.py", "test_campaign_scenarios.py"],
}


G = "game/stonesaga/"
D = "data/stonesaga/rulebook/"
M = Mutation
MUTATIONS: list[Mutation] = [
    # --- tests and dice (rb p.14-16, 99)
    M("heroic_six_never_chains", "rb p.15 heroic effort: each 6 adds a die", G + "dice.py",
      "    while dice[-1] == 6:                       # rb p.15", "    while dice[-1] == 7:  # mutant"),
    M("heroic_six_only_once", "rb p.15 heroic effort without limit", G + "dice.py",
      "    while dice[-1] == 6:                       # rb p.15", "    if dice[-1] == 6:  # mutant"),
    M("added_die_always_explodes", "rb p.15: only the initial roll explodes (SS-50)", G + "dice.py",
      "while explode and out[-1] == 6:", "while out[-1] == 6:"),
    M("turn_above_six", "rb p.99: a turned die never above 6", G + "dice.py",
      "out[i] = max(1, min(6, v))", "out[i] = max(1, min(7, v))"),
    M("turn_below_one", "rb p.99: a turned die never below 1", G + "dice.py",
      "out[i] = max(1, min(6, v))", "out[i] = max(0, min(6, v))"),
    M("total_ignores_enhancement", "rb p.15 steps 3-4: enhancement added", G + "dice.py",
      "return sum(dice) + stat + enhancement + modifier", "return sum(dice) + stat + modifier"),
    M("band_upper_bound_exclusive", "rb p.15 step 5: the band holding the result", G + "dice.py",
      "(hi is None or total <= hi)", "(hi is None or total < hi)"),
    # --- energy, weaknesses, enhancements (rb p.14, 17, 56-57)
    M("lose_energy_no_wounds", "rb p.17, 98: energy that cannot be lost becomes minor wounds", G + "health.py",
      "return available - lost, n - lost", "return available - lost, 0"),
    M("gain_energy_uncapped", "rb p.17: never above the maximum", G + "health.py",
      "return min(maximum, available + n)", "return available + n"),
    M("spend_energy_overdraw", "rb p.17: cannot spend energy one does not have", G + "health.py",
      "if n > available:", "if n > available + 1:"),
    M("minor_never_flips_major", "rb p.56: a minor of the same type flips to major", G + "health.py",
      'if kd == kind and sv == "minor":', 'if kd == kind and sv == "never":'),
    M("major_on_full_track_adds_box", "rb p.56: a major with no free box is resolved as a minor",
      G + "health.py", 'if severity == "major" and len(out) < boxes:', 'if severity == "major":'),
    M("degrade_major_discards", "rb p.56: a major degrades to a minor", G + "health.py",
      '    if sev == "major":\n        out[index] = (kind, "minor")',
      '    if sev == "never":\n        out[index] = (kind, "minor")'),
    M("incapacity_needs_one_more", "rb p.57: every box filled = incapacitated", G + "health.py",
      "return len(weak) >= boxes", "return len(weak) > boxes"),
    M("minor_on_minor_stays_minor", "rb p.14: a second minor enhancement makes a major", G + "health.py",
      "return 2 if level >= 1 else 1", "return 1"),
    M("enhancement_degrades_twice", "rb p.14: major -> minor after a test", G + "health.py",
      "    enhancement_bonus(level)\n    return max(0, level - 1)",
      "    enhancement_bonus(level)\n    return max(0, level - 2)"),
    M("incapacitated_keeps_energy", "rb p.56: an incapacitated character's energy is exhausted",
      G + "chars.py", "c.energy = 0                                     # rb p.56", "pass"),
    M("energy_max_three_chars_5", "rb p.9, 17: 4 energy with 3 characters", D + "party.yaml",
      "{characters: 3, energy_max: 4,", "{characters: 3, energy_max: 5,"),
    # --- crafting (rb p.30-32)
    M("craft_touching_types_ignored", "rb p.30: touching edges show the same symbol type", G + "craft.py",
      ' or c2["c"] != c3["c"]:', ":"),
    M("craft_zero_in_first_column", "rb p.31-32: a zero goes to the last column", G + "craft.py",
      "    if not _is_symbols(c1):\n        return None", "    if c1 is None:\n        return None"),
    M("craft_zero_digit_nine", "rb p.32: a zero edge reads 0 in the code", G + "craft.py",
      'str(e["n"]) if _is_symbols(e) else "0"', 'str(e["n"]) if _is_symbols(e) else "9"'),
    M("craft_colour_from_column_two", "rb p.31: the code starts with column 1's colour", G + "craft.py",
      'return c1["c"], digits', 'return c2["c"], digits'),
    # --- transform (rb p.27-29)
    M("transform_heat_once", "rb p.29: Heat serves up to 3 times", G + "transform.py",
      'cap = heat_uses if t == "heat" else 1', "cap = 1"),
    M("transform_tool_on_itself", "rb p.28: a tool on another component", G + "transform.py",
      "if sid == rid or sid not in faces:", "if sid not in faces:"),
    M("transform_four_resources", "rb p.27: up to 3 resources per action", G + "transform.py",
      "if len(resources) > max_resources:", "if len(resources) > max_resources + 1:"),
    # --- fishing (rb p.38-42)
    M("fishing_times_is_plus", "rb p.40-41: x multiplies the base", G + "fishing.py",
      "return base * v", "return base + v"),
    M("fishing_minus_is_plus", "rb p.40-41: - lowers the base", G + "fishing.py",
      "return base - v", "return base + v"),
    M("fishing_strictly_greater", "rb p.40-41: greater or equal succeeds", G + "fishing.py",
      "ok = total >= diff", "ok = total > diff"),
    M("fishing_spot_capacity_plus_one", "rb p.40: small 1 die, large 2", G + "fishing.py",
      "if len(dice) > spot_capacity(spot):", "if len(dice) > spot_capacity(spot) + 1:"),
    M("fishing_windfall_on_mishap_icon", "rb p.41-42: windfall at a windfall spot on success",
      G + "fishing.py", 'windfall(site) if icon == "windfall" else ()', 'windfall(site) if icon == "mishap" else ()'),
    M("fishing_no_mishap", "rb p.42: mishap at a mishap spot on failure", G + "fishing.py",
      'mishap(site) if icon == "mishap" else None', "None"),
    # --- forage and hunt (rb p.43-48)
    M("forage_predator_not_forced", "rb p.44: a drawn predator must be taken", G + "forage.py",
      "return near or with_pred", "return all_idx"),
    M("forage_nearest_strict", "rb p.44: as close as or closer", G + "forage.py",
      "nearest_predator(drawn[i]) <= closest_in_row]", "nearest_predator(drawn[i]) < closest_in_row]"),
    M("forage_spotted_midground", "rb p.44: a foreground predator spots you", G + "forage.py",
      "return any(nearest_predator(c) == 0 for c in row)", "return any(nearest_predator(c) == 1 for c in row)"),
    M("harvest_midground_free", "rb p.45: a midground source needs a foreground one", G + "forage.py",
      'if "mg" in got and "fg" not in got:', "if False:"),
    M("hunt_background_without_tracks", "rb p.47: background needs midground tracks", G + "forage.py",
      '        if _tracks_in(row, "mg"):\n            reach.add("bg")', '        if True:\n            reach.add("bg")'),
    M("hunt_four_small_prey", "rb p.47: up to 3 small prey", G + "forage.py",
      'if len(picks) > rulebook().const("forage_hunt_small_limit"):',
      'if len(picks) > rulebook().const("forage_hunt_small_limit") + 1:'),
    M("hunt_bonus_on_failure", "rb p.47: bonuses only if the encounter yields", G + "forage.py",
      "    if band.gain:\n        gain.update", "    if True:\n        gain.update"),
    M("hunt_large_prey_threshold", "rb p.48: large prey 10+", D + "encounters.yaml",
      "    - {min: 10, gain: {game: 4, gut: 2, bone: 1, hide: 1}}\n    - {min: 1, max: 9}",
      "    - {min: 11, gain: {game: 4, gut: 2, bone: 1, hide: 1}}\n    - {min: 1, max: 10}"),
    # --- extraction (rb p.49-51)
    M("extract_four_draws", "rb p.50: at most 3 draws", G + "extract.py",
      "return bool(bag) and draws_done < limit", "return bool(bag) and draws_done <= limit"),
    M("extract_omen_from_challenge_only", "rb p.50, 61: the Night discard top sets the omens", G + "extract.py",
      "return list(night_discard_top) if night_discard_top is not None else list(challenge_omens)",
      "return list(challenge_omens)"),
    M("extract_no_material", "rb p.49-50: the material is gained before the omen", G + "actions/extract.py",
      "chars.gain_resource(content, c, stone, 1)             # rb p.49", "pass  # mutant"),
    # --- place tokens, depletion, shelter (rb p.37, 57-59)
    M("depletion_no_surcharge", "rb p.59: +1/+2 energy on a depleted terrain", G + "actions/common.py",
      "return fact.energy + (s.cells[cell].depletion if fact.pays_depletion else 0)", "return fact.energy"),
    M("depletion_to_three", "rb p.37, 59: +2 stays +2", G + "actions/common.py",
      "s.cells[cell].depletion = min(2, s.cells[cell].depletion + 1)",
      "s.cells[cell].depletion = min(3, s.cells[cell].depletion + 1)"),
    M("shelter_level_three", "rb p.37, 58: a shelter for two at most", G + "actions/water.py",
      "cell.shelter = min(2, cell.shelter + 1)", "cell.shelter = min(3, cell.shelter + 1)"),
    M("shelter_offered_at_two", "rb p.37: Build a shelter is illegal on a shelter for two", G + "actions/water.py",
      "s.cells[c.pos].shelter < 2:   # rb p.37", "s.cells[c.pos].shelter < 3:   # rb p.37"),
    # --- camps (rb p.32-33)
    M("camp_cap_pop9_is_4", "rb p.32: 9-12 Population -> 3 camps", D + "camps.yaml",
      "{min_population: 9, max_population: 12, max_camps: 3,", "{min_population: 9, max_population: 12, max_camps: 4,"),
    M("camps_to_ruin_one_less", "rb p.32: camps above the cap become ruins", G + "camp.py",
      "return max(0, active - camp_cap(population))", "return max(0, active - camp_cap(population) - 1)"),
    M("camp_needs_no_process", "rb p.33: a zone's sites need their processes", G + "camp.py",
      "return all(p in held for p in processes_needed(sites, cave=cave, jungle=jungle))", "return True"),
    # --- valley, move, travel (rb p.25-26, 68, 94)
    M("impassable_needs_both_sides", "rb p.68: impassable on either side blocks", G + "valley.py",
      'if "impassable" in (side_a, side_b):', 'if side_a == side_b == "impassable":'),
    M("obstructed_without_full_edge", "rb p.26: sites covering the whole edge obstruct", G + "valley.py",
      'if edge_data and edge_data.get("full") and edge_data.get("sites"):', 'if edge_data and edge_data.get("sites"):'),
    M("area_limit_plus_one", "rb p.94: at the area limit an expansion is ignored", G + "valley.py",
      "return n_holders < area_limit(epoch)", "return n_holders <= area_limit(epoch)"),
    M("move_through_impassable", "rb p.68: impassable edges cannot be crossed", G + "actions/move.py",
      'board.edge_status(content, s, c.pos, k) != "impassable"', 'board.edge_status(content, s, c.pos, k) != "never"'),
    M("difficult_travel_free", "rb p.26: an obstructed path costs 1 energy", G + "actions/move.py",
      "    if status == \"obstructed\":\n        chars.lose_energy(s, c, 1)",
      "    if status == \"obstructed\":\n        chars.lose_energy(s, c, 0)"),
    # --- the Night (rb p.51-54)
    M("night_no_death", "rb p.51 step 1: an incapacitated character dies", G + "night.py",
      "if not c.dead and chars.incapacitated(s, c):", "if not c.dead and False:"),
    M("mourning_population_kept", "rb p.70: mourning 1 -> Population -1", G + "night.py",
      'effects.move_track(s, "population", -1)', 'effects.move_track(s, "population", 0)'),
    M("mourning_discontent_kept", "rb p.70: mourning 2-4 -> Discontent +1", G + "night.py",
      'effects.move_track(s, "discontent", 1)', 'effects.move_track(s, "discontent", 0)'),
    M("night_fed_gives_nothing", "rb p.52: fed +1 energy", G + "night.py",
      'gain += rb.const("night_fed_energy") if c.ate else 0', "gain += 0"),
    M("night_hunger_no_wound", "rb p.52 step 3: neither ate nor drank -> a minor wound", G + "night.py",
      '            chars.suffer(s, c, "wound", sev)', "            pass"),
    M("fire_does_not_comfort", "rb p.52: a fire on the terrain comforts", G + "night.py",
      "if cell.fire > 0 or any(i.comfort for i in imps):", "if any(i.comfort for i in imps):"),
    M("shelter_serves_everyone", "rb p.52, SS-8: a shelter serves as many as its value", G + "night.py",
      "ok += cands if len(cands) <= value else", "ok += cands if True else"),
    M("fire_never_degrades", "rb p.58: fire tokens degrade at Night", G + "night.py",
      "        if cell.fire:\n            cell.fire -= 1", "        if cell.fire:\n            pass"),
    M("depletion_never_degrades", "rb p.59: depletion tokens degrade at Night", G + "night.py",
      "        if cell.depletion:\n            cell.depletion -= 1", "        if cell.depletion:\n            pass"),
    M("spoiled_food_kept", "rb p.20: spoiled food is discarded", G + "night.py",
      'if chars.state_of(k) == "":', "if True:"),
    M("demand_plus_two", "rb p.54 step 8: Demand +1", G + "night.py",
      '    n = 1\n    if s.opt("ss_demand_roll")', '    n = 2\n    if s.opt("ss_demand_roll")'),
    # --- challenges and objectives (rb p.22-24)
    M("demand_event_strict", "rb p.24: events at threshold <= Demand", G + "challenge.py",
      'ch.events[i].threshold <= s.tracks["demand"]', 'ch.events[i].threshold < s.tracks["demand"]'),
    M("demand_events_descending", "rb p.24: events resolve in ascending order", G + "challenge.py",
      "    for i in reversed(due):\n        ev = ch.events[i]", "    for i in due:\n        ev = ch.events[i]"),
    M("last_event_no_end", "rb p.24: the last event ends the challenge", G + "challenge.py",
      "if i == order[-1]:", "if False:"),
    M("completion_needs_one_more", "rb p.22: the challenge ends when its objectives are achieved",
      G + "challenge.py", "return need > 0 and done >= need", "return need > 0 and done > need"),
    M("objective_one_token_short", "rb p.23: every token asked for is delivered", G + "challenge.py",
      "if any(have.get(k, 0) < n for k, n in need.items()):", "if any(have.get(k, 0) < n - 1 for k, n in need.items()):"),
    # --- session 4: dice abilities, bequest, shelter, capacity, marks, wisdom, adventures, examining
    M("added_die_never_offered", "rb p.15: abilities may add dice to a test", G + "testroll.py",
      'f.adders = dice_abilities(content, s, c, f.stat, "add_die")', "f.adders = []"),
    M("turned_die_never_offered", "rb p.99: effects may turn a die after re-rolls", G + "testroll.py",
      'f.turners = dice_abilities(content, s, c, f.stat, "turn_die")', "f.turners = []"),
    M("bequest_six_resources", "rb p.70 step 5: five resources at most", G + "bequest.py",
      "RESOURCES_MAX = 5 ", "RESOURCES_MAX = 6 "),
    M("shelter_choice_ignored", "rb p.52: the players choose who a shelter comforts (SS-8)", G + "night.py",
      'else [c for c in cands if f"sheltered:{c.cid}" in f.used]', "else cands[:value]"),
    M("capacity_any_type", "rb p.18: a capacity item holds the resources it names", G + "capacity.py",
      "            if not cap.types or chars.base(k) in cap.types:", "            if True:"),
    M("capacity_no_limit", "rb p.18, 64: a place holds at most its capacity", G + "capacity.py",
      "        if sum(store.values()) >= cap.max:", "        if False:"),
    M("mark_not_on_a_card", "rb p.70: a fresco mark is copied onto a character's card", G + "effects.py",
      "    o.marks.append(mark)", "    o.marks.extend([])"),
    M("legend_forgets_marks", "rb p.70 step 3: the Legend side keeps its marks", G + "night.py",
      '"marks": list(c.marks)', '"marks": []'),
    M("used_legend_kept", "rb p.71: a used Legend goes back on top of the deck", G + "conditions.py",
      '        lg["with"] = ""\n        s.legends.remove(lg)', "        s.legends.remove(lg)"),
    M("adventure_nobody_joins", "rb p.60: characters on the leader's terrain may join", G + "effects.py",
      "        if _joiners(s, c):\n            return _offer_join(", "        if False:\n            return _offer_join("),
    M("adventure_energy_not_pooled", "rb p.60: the party pools its energy", G + "conditions.py",
      "        energy = sum(p.energy for p in pool)", "        energy = c.energy"),
    M("adventure_never_fails", "rb p.60: when everyone leaves, the adventure fails", G + "effects.py",
      "            del fr.queue[:k + 1]", "            pass"),
    M("no_examination_mid_action", "rb p.61: an omen may be examined during an action", G + "ruleset.py",
      "            if extra and d.seat == s.char(s.acting).seat:", "            if False:"),
    M("travel_card_not_examinable", "rb p.61: the Travel card is interacted with while resolved", G + "actions/examine.py",
      '            out.append(fr.source.split(":", 1)[1])', "            pass"),
    # --- session 12: a behemoth arriving by an effect, a site effect that replaces a gain
    M("site_replace_adds", "rb p.73: a replacing site effect replaces the gain, not adds to it (SS-134)",
      G + "behemoth.py", "        if se.replaces:", "        if False:"),
    M("site_replace_without_gain", "rb p.73, SS-134: only a gain the action made is replaced", G + "behemoth.py",
      "    if c.dead or any(chars.count(c, r) - before.get(r, 0) < n for r, n in rep.items()):", "    if c.dead:"),
    M("arrival_never_wakes", "rb p.75, SS-243: the challenge may say the arriving behemoth wakes", G + "behemoth.py",
      "    if wake_now and not b.awake:", "    if False:"),
    M("arrival_lair_on_start", "rb p.74, SS-75: the lair arrives off the start tile when it can", G + "behemoth.py",
      'arrive(content, s, bid, "" if known else arrival_cell(content, s), events)',
      'arrive(content, s, bid, "" if known else s.start, events)'),
]

# name -> why no test can tell the mutant apart from the rule (an equivalent mutant); every other
# mutant above must be caught.
EXPLAINED: dict[str, str] = {
    "shelter_level_three": "equivalent: Build a shelter is offered only below 2 (actions/water.py "
                           "available(), mutated by shelter_offered_at_two) and a choice not offered "
                           "is refused, so the min(2, ...) cap in begin() is never reached with 2",
}


def stonesaga_tests(m: Mutation, where: Path = ROOT) -> list[str]:
    """The files targeted at the mutated module first (a quick kill with -x), then every other rule test."""
    first = [T + f for f in FIRST.get(Path(m.path).name, [])]
    return [x for x in first + [t for t in RULE_TESTS if t not in first] if (where / x).exists()]


def main(argv: list[str] | None = None) -> int:
    from dataclasses import replace
    muts = [replace(m, explained=EXPLAINED.get(m.name, "")) for m in MUTATIONS]
    return run("Stonesaga rules", muts, stonesaga_tests, META, argv)


if __name__ == "__main__":
    sys.exit(main())
