"""Mutation check for the Root rules audit (docs/root-audit.md): break one rule at a time in
the engine source, run the Root *rule* tests (tests/root without the tests that read the source
text, see bench/mutation_runner.py), and report which test caught it. Every mutation must be
caught ("killed") or explained as equivalent in EXPLAINED; a surviving mutation means a rule without
a test that fails when it is wrong. Mutants run in a scratch copy of the repository.

    python bench/root_mutations.py [-k NAME]"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
G = "game/root/"
# (name, rule, file, original text, mutated text)
MUTATIONS = [
    ("bird-for-bird-cost", "2.1.1.II", G + "engine.py",
     'return cs == suit or (cs == "bird" and suit != "bird")', 'return cs == suit or cs == "bird" or suit == "bird"'),
    ("birds-not-wild", "2.1.1", G + "engine.py",
     'return cs == suit or (cs == "bird" and suit != "bird")', "return cs == suit"),
    ("tie-rules", "2.5", G + "engine.py",
     "return winners[0] if len(winners) == 1 else -1", "return tied[0]"),
    ("buildings-dont-rule", "2.5", G + "engine.py", "            counts[b[0]] += 1", "            pass"),
    ("tokens-rule", "2.5", G + "engine.py", "    for b in s.buildings[c]:\n        if b[0] >= 0:",
     "    for b in s.buildings[c] + s.tokens[c]:\n        if b[0] >= 0:"),
    ("deck-no-reshuffle", "2.1", G + "engine.py", "            if not s.discard:\n                break",
     "            if True:\n                break"),
    ("dominance-to-discard", "3.3.3", G + "engine.py", 'if ctx.c.cards[card].kind == "dominance":', "if False:"),
    ("active-player-not-first", "3.1", G + "engine.py",
     "order = [(s.turn_seat + k) % s.n for k in range(s.n)]\n    winner = next(",
     "order = list(range(s.n))\n    winner = next("),
    ("dominance-still-scores", "3.3.1", G + "engine.py", "if n == 0 or s.dominance[seat]:", "if n == 0:"),
    ("no-vp-for-enemy-piece", "3.2.1", G + "engine.py", "vp = ctx.fac(owner).removal_vp(ctx, owner, kind, by)", "vp = 0"),
    ("keep-placement-allowed", "6.2.2", G + "factions/marquise.py",
     'return any(t[0] == me and t[1] == "keep" for t in ctx.s.tokens[c])', "return False"),
    ("hand-limit-6", "6.6", G + "engine.py", "HAND_LIMIT = 5", "HAND_LIMIT = 6"),
    ("dominance-at-9", "3.3.1", G + "cards.py", "DOMINANCE_MIN_VP = 10", "DOMINANCE_MIN_VP = 9"),
    ("craft-without-item", "4.1.2", G + "cards.py", "ctx.s.item_supply.get(rec.item, 0) <= 0", "ctx.s.item_supply.get(rec.item, 0) < 0"),
    ("craft-duplicates", "4.1.4", G + "cards.py",
     'if rec.kind == "persistent" and any(ctx.c.cards[x].id == card for x in ctx.s.crafted[seat]):',
     "if False:"),
    ("craft-pieces-reusable", "4.1.1", G + "cards.py",
     "        s.craft_used[k] = s.craft_used.get(k, 0) + v", "        pass"),
    ("no-hit-cap", "4.3.2.I", G + "flow/battle.py",
     "b.att_rolled = min(a_hits, att_cap)",
     "b.att_rolled = a_hits"),
    ("no-defenseless", "4.3.3.II", G + "flow/battle.py", "                att += 1  ", "                att += 0  "),
    ("ambush-battle-goes-on", "4.3.1.II", G + "flow/battle.py",
     "            if s.warriors[b.attacker][b.clearing] == 0 and not fac.fights_without_warriors(ctx, b.attacker, b.clearing) \\\n",
     "            if False \\\n"),
    ("foil-still-hits", "4.3.1.I", G + "flow/battle.py",
     'discard_card(ctx, b.attacker, ids.card(cid), "foils the ambush with")\n                b.stage = "roll"',
     'discard_card(ctx, b.attacker, ids.card(cid), "foils the ambush with")\n                b.stage = "ambush-hits"'),
    ("buildings-before-warriors", "4.3.4", G + "flow/battle.py", "        w = s.warriors[h.seat][h.c]\n        if w:",
     "        w = s.warriors[h.seat][h.c]\n        if w and not _hit_targets(ctx, h):"),
    ("triggers-mid-hits", "1.1.3", G + "flow/battle.py", "            _defer_triggers(ctx, h, depth)\n            return",
     "            return"),
    ("rule-not-needed-to-move", "4.2.1", G + "flow/move.py", "    return (ruler[a] == seat or ruler[b] == seat", "    return (True"),
    ("scouting-party-ignored", "Scouting Party", G + "flow/battle.py",
     '            if b.attacker < ctx.s.n and cards.has_effect(ctx, b.attacker, "scouting_party"):\n                return None',
     "            if False:\n                return None"),
    ("ambush-ask-leaks", "ruling §ambush-ask", G + "flow/battle.py",
     "    return seat < len(s.ask_ambush) and s.ask_ambush[seat]", "    return False and s.ask_ambush[seat]"),
    ("brutal-tactics-no-vp", "Brutal Tactics", G + "cards.py", 'add_vp(ctx, b.defender, 1, "Brutal Tactics")', "pass"),
    ("armorers-ignored", "Armorers", G + "cards.py", "            b.def_ignores = True", "            pass"),
    ("sappers-as-attacker", "Sappers", G + "cards.py",
     'if not attacking and has_effect(ctx, seat, "sappers"):', 'if has_effect(ctx, seat, "sappers"):'),
    ("favor-no-vp", "Favor", G + "engine.py", "remove_piece(ctx, owner, c, p[1], True, by, cause)",
     "remove_piece(ctx, owner, c, p[1], True, -1, cause)"),
    ("royal-claim-counts-all", "Royal Claim", G + "cards.py",
     "n = sum(1 for c in ctx.m.ids if s.ruler[c] == seat)", "n = len(ctx.m.ids)"),
    ("tax-collector-twice", "Tax Collector", G + "cards.py", '        s.used_once.append("tax_collector")\n', ""),
    ("bird-dominance-any-corners", "3.3.1.II", G + "cards.py",
     "for a, b in m.rec.opposite_corners)", "for a in m.corners for b in m.corners if a != b)"),
    ("two-player-dominance", "5.1.3", G + "ruleset.py", "        if n == 2 or (bots and humans <= 2) or coop:", "        if (bots and humans <= 2) or coop:"),
    ("recruit-twice", "6.5.3", G + "factions/marquise.py", "            fr.recruited = True", "            pass"),
    ("extra-action-any-card", "6.5", G + "factions/marquise.py",
     'for x in sorted(set(ctx.s.hands[seat])) if ctx.c.cards[x].suit == "bird"]', "for x in sorted(set(ctx.s.hands[seat]))]"),
    ("wood-from-anywhere", "6.5.4.II", G + "factions/marquise.py",
     "                if ruler[d] == seat and d not in out:", "                if d not in out:"),
    ("build-vp-off-by-one", "6.5.4.III", G + "factions/marquise.py", "vp = _track(ctx, fr.kind).vp[k]", "vp = _track(ctx, fr.kind).vp[k - 1]"),
    ("field-hospitals-without-keep", "6.2.3", G + "factions/marquise.py",
     "        if not opts or not keep_clearing(ctx, fr.seat):", "        if not opts:"),
    ("field-hospitals-any-card", "6.2.3", G + "factions/marquise.py",
     "                for x in sorted(set(ctx.s.hands[fr.seat])) if matches(ctx, x, suit)]\n        if not opts or not keep_clearing",
     "                for x in sorted(set(ctx.s.hands[fr.seat]))]\n        if not opts or not keep_clearing"),
    ("overwork-any-card", "6.5.5", G + "factions/marquise.py",
     "                    if matches(ctx, x, suit)], \"Law 6.5.5\")", "                    ], \"Law 6.5.5\")"),
    ("no-draw-bonus", "6.6", G + "factions/marquise.py", "        n = 1 + sum(t.draws[:placed(ctx, seat, \"recruiter\")])", "        n = 1"),
    ("dominance-checked-at-evening-end", "3.3.1.I", G + "flow/turn.py",
     '            ctx.push(RootHandLimit(seat))',
     '            ctx.push(RootHandLimit(seat))\n'
     '            if s.dominance[seat] and cards.dominance_met(ctx, seat, s.dominance[seat]):\n'
     '                end_game(ctx, [seat], "dominance")'),
    ("ambush-any-clearing", "4.3.1", G + "flow/battle.py",
     'and (lost or ctx.c.cards[x].suit in (suit, "bird"))})', "})"),
    ("extra-hits-capped", "4.3.3.I", G + "flow/battle.py",
     "            att += b.att_extra + ctx.fac(b.attacker).extra_hits(ctx, b.attacker, b)",
     "            att = min(att + b.att_extra, ctx.s.warriors[b.attacker][b.clearing])"),
    ("take-dominance-any-card", "3.3.4", G + "cards.py", "    return matches(ctx, card, suit)", "    return True"),
    ("codebreakers-twice", "Codebreakers", G + "cards.py", '        s.used_once.append("codebreakers")\n', ""),
    ("better-burrow-bank-one-draw", "Better Burrow Bank", G + "cards.py", "            draw(ctx, other, 1)\n", ""),
    ("stand-and-deliver-no-vp", "Stand and Deliver!", G + "cards.py", 'add_vp(ctx, other, 1, "Stand and Deliver!")', "pass"),
    ("no-command-warren", "Command Warren", G + "flow/turn.py", 'if cards.has_effect(ctx, seat, "command_warren"):', "if False:"),
    ("no-cobbler", "Cobbler", G + "flow/turn.py", 'if cards.has_effect(ctx, seat, "cobbler"):', "if False:"),
    ("keep-returns-to-supply", "6.2.2", G + "factions/marquise.py", 'return kind != "keep"', "return True"),
    ("march-one-move", "6.5.2", G + "factions/marquise.py",
     "            ctx.push(RootMove(seat, optional=True))       # Law 6.5.2", "            pass  # Law 6.5.2"),
    ("field-hospitals-one-warrior", "6.2.3", G + "factions/marquise.py",
     "k = place_warriors(ctx, fr.seat, keep, fr.n)", "k = place_warriors(ctx, fr.seat, keep, 1)"),
    # Woodland Alliance (Law ch. 8): factions/alliance.py
    ('alliance-no-guerrilla', '8.2.2', G + "factions/alliance.py",
     'return True                                   # Law 8.2.2 Guerrilla War',
     'return False'),
    ('alliance-no-outrage-on-move', '8.2.6', G + "factions/alliance.py",
     'if n > 0 and mover != me and sympathetic(ctx, me, b):',
     'if False:'),
    ('alliance-no-outrage-on-removal', '8.2.6', G + "factions/alliance.py",
     '            if by >= 0 and by != owner:\n                ctx.push(AllianceOutrage(by, c, owner))',
     '            if False:\n                ctx.push(AllianceOutrage(by, c, owner))'),
    ('alliance-outrage-birds-not-wild', '8.2.6, 2.1.1', G + "factions/alliance.py",
     'opts = sorted({x for x in ctx.s.hands[fr.payer] if matches(ctx, x, suit)})',
     'opts = sorted({x for x in ctx.s.hands[fr.payer] if ctx.c.cards[x].suit == suit})'),
    ('alliance-outrage-no-deck-draw', '8.2.6', G + "factions/alliance.py",
     'add_supporter(ctx, fr.alliance, card, "Outrage: drawn from the deck", reveals=True)',
     'pass'),
    ('alliance-shown-hand-public', '8.2.6', G + "factions/alliance.py",
     'reveals=True, private_to=fr.alliance,\n',
     'reveals=True, private_to=None,\n'),
    ('alliance-no-cap', '8.2.3.I', G + "factions/alliance.py",
     'if not has_base(ctx, seat) and len(st.supporters) >= _al(ctx).supporters_cap_without_base:',
     'if False:'),
    ('alliance-cap-6', '8.2.3.I', G + "factions/alliance.py",
     'if not has_base(ctx, seat) and len(st.supporters) >= _al(ctx).supporters_cap_without_base:',
     'if not has_base(ctx, seat) and len(st.supporters) > _al(ctx).supporters_cap_without_base:'),
    ('alliance-base-removal-keeps-birds', '8.2.4', G + "factions/alliance.py",
     'gone = [x for x in st.supporters if matches(ctx, x, suit)]',
     'gone = [x for x in st.supporters if ctx.c.cards[x].suit == suit]'),
    ('alliance-officers-round-down', '8.2.4', G + "factions/alliance.py",
     'lost = (st.officers + 1) // 2',
     'lost = st.officers // 2'),
    ('alliance-no-cap-after-base-loss', '8.2.4', G + "factions/alliance.py",
     '            if not has_base(ctx, owner):\n                ctx.push(AllianceSupportersCap(owner))',
     '            pass'),
    ('alliance-martial-law-summed', '8.4.2.II.a', G + "factions/alliance.py",
     'return any(s.warriors[i][c] >= 3 for i in range(s.n) if i != seat)',
     'return sum(s.warriors[i][c] for i in range(s.n) if i != seat) >= 3'),
    ('alliance-no-martial-law', '8.4.2.II.a', G + "factions/alliance.py",
     'return base + (1 if martial_law(ctx, seat, c) else 0)',
     'return base'),
    ('alliance-spread-anywhere', '8.4.2.I', G + "factions/alliance.py",
     'cand = sorted({d for c in symp for d in adj[c]}.difference(symp))',
     'cand = [c for c in ctx.m.ids if c not in symp]'),
    ('alliance-spread-into-keep', '8.4.2, 6.2.2', G + "factions/alliance.py",
     '    return [c for c in cand if can_place(ctx, seat, c)]',
     '    return list(cand)'),
    ('alliance-sympathy-vp-shifted', '8.4.2.III', G + "factions/alliance.py",
     'vp = _al(ctx).sympathy_vp[sympathy_placed(ctx, seat)]',
     'vp = _al(ctx).sympathy_vp[sympathy_placed(ctx, seat) - 1]'),
    ('alliance-revolt-built-base', '8.4.1.I', G + "factions/alliance.py",
     '        if sup[base_kind(suit)] <= 0:\n            continue',
     '        if False:\n            continue'),
    ('alliance-revolt-warriors-all-sympathy', '8.4.1.III', G + "factions/alliance.py",
     'n = sum(1 for d in sympathetic_clearings(ctx, seat) if s.suits[d] == suit)',
     'n = len(sympathetic_clearings(ctx, seat))'),
    ('alliance-revolt-no-officer', '8.4.1.III', G + "factions/alliance.py",
     'officer = gain_officer(ctx, seat)',
     'officer = False'),
    ('alliance-revolt-no-slot-check', '8.4.1, 2.2.3', G + "factions/alliance.py",
     '        if ctx.m.slots[c] - staying < 1:\n            continue',
     '        if False:\n            continue'),
    ('alliance-revolt-costs-1', '8.4.1.II', G + "factions/alliance.py",
     'ctx.push(AllianceRevolt(fr.seat, c, 2))',
     'ctx.push(AllianceRevolt(fr.seat, c, 1))'),
    ('alliance-train-any-card', '8.5.3', G + "factions/alliance.py",
     'if any(matches(ctx, x, suit) for suit in suits)',
     'if True'),
    ('alliance-extra-operation', '8.6.1', G + "factions/alliance.py",
     'if fr.used >= ctx.s.fstate[seat].officers:',
     'if fr.used > ctx.s.fstate[seat].officers:'),
    ('alliance-organize-in-sympathy', '8.6.1.IV', G + "factions/alliance.py",
     'if w[c] and c not in symp and can_place(ctx, seat, c)]',
     'if w[c] and can_place(ctx, seat, c)]'),
    ('alliance-no-base-draws', '8.6.2', G + "factions/alliance.py",
     'n = 1 + sum(al.base_draws[al.bases.index(suit)] for _, suit in bases_on_map(ctx, seat))',
     'n = 1'),
    ('alliance-supporters-visible', '8.2.3', G + "factions/alliance.py",
     '"supporters": sorted(st.supporters) if viewer == seat else len(st.supporters),',
     '"supporters": sorted(st.supporters),'),
    ('alliance-sympathy-crafts-twice', '8.2.1, 4.1.1', G + "factions/alliance.py",
     '            out[suit] = out.get(suit, 0) + 1\n        return out',
     '            out[suit] = out.get(suit, 0) + 2\n        return out'),
    ('alliance-human-prompts-leak', 'ruling §secret-supporters', G + "factions/alliance.py",
     '    return seat < len(a) and bool(a[seat])',
     '    return False'),
    ('alliance-setup-2-supporters', '8.3.4', G + "factions/alliance.py",
     '        for _ in range(3):',
     '        for _ in range(2):'),
    # Hirelings (Law App. E; docs/hirelings.md)
    ("hire-no-demotion", "A.6.2", G + "hirelings/control.py",
     "k = data.demoted_by_players.get(n, max(data.demoted_by_players.values())) - \\", "k = 0 - \\"),
    ("hire-setup-order-forward", "A.6.3", G + "hirelings/control.py",
     "return [(s.first_seat - 1 - k) % n for k in range(len(s.hirelings))]",
     "return [(s.first_seat + k) % n for k in range(len(s.hirelings))]"),
    ("hire-marker-landing-only", "E.1.1", G + "engine.py",
     "got = [m for m in s.hire_markers if (after == m if exact else before < m <= after)]",
     "got = [m for m in s.hire_markers if after == m]"),
    ("hire-leader-reads-all-pips", "E.1.2", G + "hirelings/control.py",
     "n = (die.gold if leader else die.all)[face]", "n = die.all[face]"),
    ("hire-decay-every-card", "E.1.3", G + "hirelings/control.py",
     "(every or h.gained != now)", "(True)"),
    ("hire-give-to-self", "E.1.3", G + "hirelings/control.py",
     "for i in range(s.n) if i != fr.seat], \"Law E.1.3\")", "for i in range(s.n)], \"Law E.1.3\")"),
    ("hire-rule-not-folded", "E.3.1", G + "engine.py",
     "            counts[h.controller] += counts[h.slot]\n            counts[h.slot] = 0",
     "            pass"),
    ("hire-controller-enemy", "E.3.2", G + "engine.py",
     "        return a != b and is_enemy(ctx, a, b)", "        return True"),
    ("hire-controller-scores", "E.3.6", G + "engine.py",
     "    if seat >= s.n:                      # Law E.3.6", "    if seat >= s.n and False:            # Law E.3.6"),
    ("hire-lockout-ignored", "A.6.5", G + "ruleset.py", "            if clash:", "            if False:"),
    ("hire-patrol-card-ignored", "Forest Patrol", G + "hirelings/forest_patrol.py",
     "        if owner != me or n <= 0 or ctx.s.supply[me].get(\"warrior\", 0) <= 0:", "        if True:"),
    ("hire-uprising-toll-ignored", "Spring Uprising", G + "hirelings/spring_uprising.py",
     "        return bool(_paying(ctx, attacker, c))", "        return True"),
]


# Eyrie Dynasties (Law ch. 7)
E = G + "factions/eyrie.py"
MUTATIONS += [
    ("eyrie-no-lords-of-the-forest", "7.2.2", E, "wins_rule_ties = True ", "wins_rule_ties = False "),
    ("eyrie-no-disdain", "7.2.3", E, "            return ctx.c.cards[card].vp\n        return 1\n",
     "            return ctx.c.cards[card].vp\n        return ctx.c.cards[card].vp\n"),
    ("eyrie-builder-disdains", "7.8.1", E, 'if ctx.s.fstate[seat].leader == "builder":', "if False:"),
    ("eyrie-charismatic-one", "7.8.2", E, 'return 2 if ctx.s.fstate[seat].leader == "charismatic" else 1', "return 1"),
    ("eyrie-charismatic-partial", "7.5.2", E, "if k < want:        # PT 1.5.4 then 7.5.2",
     "if False:        # PT 1.5.4 then 7.5.2"),
    ("eyrie-commander-defending", "7.8.3", E, "return 1 if battle.attacker == seat and ctx.s.fstate",
     "return 1 if ctx.s.fstate"),
    ("eyrie-despot-off", "7.8.4", E, 'if ctx.s.fstate[seat].leader != "despot":\n            return',
     "if True:\n            return"),
    ("eyrie-despot-warriors", "7.8.4", E, 'owner != seat and kind != "warrior"', "owner != seat"),
    ("eyrie-humiliate-no-viziers", "7.7.1", E, 'if card_suit(ctx, x) == "bird")',
     'if x != VIZIER and card_suit(ctx, x) == "bird")'),
    ("eyrie-purge-viziers", "7.7.2", E, "fs.decree[col] = [x for x in fs.decree[col] if x == VIZIER]",
     "fs.decree[col] = []"),
    ("eyrie-deposed-stays-up", "7.7.3", E, "fs.face_down = sorted(fs.face_down + [fs.leader])",
     "fs.face_down = sorted(fs.face_down)"),
    ("eyrie-turmoil-no-rest", "7.7.4", E, "            ctx.pop(fr)\n            ctx.push(EyrieTurmoil(seat))",
     "            ctx.push(EyrieTurmoil(seat))"),
    ("eyrie-two-birds", "7.4.2", E, 'not (fr.bird_added and ctx.c.cards[x].suit == "bird")', "True"),
    ("eyrie-decree-optional", "7.4.2", E, "            if fr.added:\n", "            if True:\n"),
    ("eyrie-no-emergency-orders", "7.4.1", E, "            if not ctx.s.hands[seat]:  ", "            if False:  "),
    ("eyrie-new-roost-any-clearing", "7.4.3", E, "return [c for c in ok if count[c] == low]", "return ok"),
    ("eyrie-new-roost-with-roosts", "7.4.3", E, "            if roosts_on_map(ctx, seat) == 0:\n", "            if True:\n"),
    ("eyrie-decree-suit-ignored", "7.5.2", E, 'return cs == "bird" or cs == ctx.s.suits[clearing]', "return True"),
    ("eyrie-move-suit-ignored", "7.5.2.II", E, "return move_origins(ctx, seat, card_suit(ctx, card))",
     "return move_origins(ctx, seat)"),
    ("eyrie-battle-suit-ignored", "7.5.2.III", E, "return battle_clearings(ctx, seat, card_suit(ctx, card))",
     "return battle_clearings(ctx, seat)"),
    ("eyrie-recruit-without-roost", "7.5.2.I", E, "if has_roost(ctx, seat, c) and can_place(ctx, seat, c)]",
     "if can_place(ctx, seat, c)]"),
    ("eyrie-build-unruled", "7.5.2.IV", E, "if s.ruler[c] == seat and not has_roost", "if not has_roost"),
    ("eyrie-build-second-roost", "7.5.2.IV", E, "and not has_roost(ctx, seat, c)\n", "and True\n"),
    ("eyrie-columns-order", "7.5.2", E, 'COLUMNS = ("recruit", "move", "battle", "build")',
     'COLUMNS = ("move", "recruit", "battle", "build")'),
    ("eyrie-roost-vp-off-by-one", "7.6.1", E, "ey.roost_vp[n - 1]", "ey.roost_vp[min(n, 6)]"),
    ("eyrie-no-roost-draws", "7.6.2", E, "draw(ctx, seat, 1 + sum(ey.roost_draws[:n]))", "draw(ctx, seat, 1)"),
    ("eyrie-crafts-with-warriors", "7.2.1", E, "            if has_roost(ctx, seat, c):\n                suit",
     "            if ctx.s.warriors[seat][c]:\n                suit"),
    ("eyrie-start-any-corner", "7.3.2", E, "return sorted(opp or ok)", "return sorted(ok)"),
]


# Lizard Cult (Law ch. 10)
L = G + "factions/lizards.py"
MUTATIONS += [
    ("lizards-no-pilgrims", "10.2.4", L, "return PILGRIM_RULE if has_garden(ctx, seat, c) else 0", "return 0"),
    ("lizards-no-lost-souls", "10.2.6", L, "        _fs(ctx, me).lost_souls.append(card)\n        return True",
     "        return False"),
    ("lizards-revenge-attacking-too", "10.2.3", L, "if fr.defender == me and fr.clearing == c:",
     "if fr.clearing == c:"),
    ("lizards-no-fear-of-the-faithful", "10.2.5", L, "        card = hand.pop(ctx.s.rng.below(len(hand)))\n",
     "        return\n"),
    ("lizards-hated-no-discount", "10.4.3", L, "- (1 if _fs(ctx, seat).hated else 0)", "- 0"),
    ("lizards-outcast-tie-moves", "10.4.1", L, "if top > 0 and len(best) == 1 and best[0] != fs.outcast:",
     "if top > 0 and best[0] != fs.outcast:"),
    ("lizards-outcast-counts-birds", "10.4.1", L, "        if suit in count:\n            count[suit] += 1",
     "        count[suit if suit in count else SUITS[0]] += 1"),
    ("lizards-score-vp-shifted", "10.5.3", L, "return board(ctx.c).garden_vp[k - 1] if k > 0 else None",
     "return board(ctx.c).garden_vp[k] if 0 < k < len(board(ctx.c).garden_vp) else None"),
    ("lizards-score-twice-a-suit", "10.5.3", L, "return suit != \"bird\" and suit not in _fs(ctx, seat).scored and",
     "return suit != \"bird\" and"),
    ("lizards-build-unruled", "10.5.1", L, "if s.suits[c] == suit and s.ruler[c] == seat and free_slots(ctx, c) > 0",
     "if s.suits[c] == suit and free_slots(ctx, c) > 0"),
    ("lizards-sacrifice-any-card", "10.5.4", L,
     'return suit == "bird" and ctx.s.supply[seat].get("warrior", 0) > 0',
     'return ctx.s.supply[seat].get("warrior", 0) > 0'),
    ("lizards-convert-without-enemy", "10.4.3.II", L, "if any(s.warriors[d][c] for d in foes) and can_place(ctx, seat, c)]",
     "if can_place(ctx, seat, c)]"),
    ("lizards-no-garden-draws", "10.6.3", L, "            draw(ctx, seat, 1 + bonus)", "            draw(ctx, seat, 1)"),
]

# Lord of the Hundreds (Law ch. 14)
H = G + "factions/hundreds.py"
HY = "data/root/hundreds.yaml"
MUTATIONS += [
    ("hundreds-no-stubborn", "14.7.7", H, 'if n <= 0 or mood(ctx, seat) != "stubborn"', "if True"),
    ("hundreds-no-wrathful", "14.7.8", H, "at_warlord(ctx, seat, battle.clearing):\n            return 1",
     "at_warlord(ctx, seat, battle.clearing):\n            return 0"),
    ("hundreds-looter-rolls", "14.2.5", H, "if looting(battle) and battle.attacker == seat:\n            return 0",
     "if looting(battle) and battle.attacker == seat:\n            pass"),
    ("hundreds-loot-without-rule", "14.2.5", H, "if s.ruler[battle.clearing] == seat and s.items[battle.defender]:",
     "if s.items[battle.defender]:"),
    ("hundreds-track-values", "14.2.4.II", HY, "track_values: [1, 2, 2, 3, 4]", "track_values: [1, 2, 3, 3, 4]"),
    ("hundreds-oppress-table", "14.6.2", HY, "oppress_vp: [0, 1, 1, 2, 2, 3, 4]", "oppress_vp: [0, 1, 1, 2, 2, 3, 3]"),
    ("hundreds-oppress-enemies-ignored", "14.6.2", H, "            if k:\n                spoiled = True",
     "            if False:\n                spoiled = True"),
    ("hundreds-mood-may-stay", "14.4.4", H, "if m.id != cur and (not m.item", "if (not m.item"),
    ("hundreds-mood-items-ignored", "14.4.4", H, "and (not m.item or m.item not in have)]", "]"),
    ("hundreds-raze-spares-buildings", "14.4.1", H, "            for p in [p for p in s.buildings[c] if p[0] == d]:",
     "            for p in []:"),
    ("hundreds-raze-no-ruin", "14.4.1", H, "        if c in s.ruins and here:", "        if False:"),
    ("hundreds-spread-anywhere", "14.4.1", H, "\n            and any(mobs_at(ctx, seat, d) for d in ctx.adj[c])]", "]"),
    ("hundreds-recruit-no-strongholds", "14.4.2", H, "            place_warriors(ctx, seat, c, 1)\n", "            pass\n"),
    ("hundreds-overflow-free", "14.2.4.I", H, 'add_vp(ctx, fr.seat, 1, "Hoard overflow")', "pass"),
    ("hundreds-contempt-keeps-vp", "14.2.3", H, 'hoard_gain(ctx, fr.seat, fr.item, "crafted")',
     'hoard_gain(ctx, fr.seat, fr.item, "crafted"); add_vp(ctx, fr.seat, fr.vp, "x")'),
    ("hundreds-warlord-removable", "14.2.2", H, "        if cause in (\"battle\", \"ambush\"):", "        if True:"),
    ("hundreds-incite-without-warrior", "14.6.1", H, "if s.warriors[seat][c] and not mobs_at(ctx, seat, c) and can_place",
     "if not mobs_at(ctx, seat, c) and can_place"),
    ("hundreds-jubilant-anywhere", "14.7.3", H, 'if mood(ctx, seat) == "jubilant" and at_warlord(ctx, seat, c):',
     'if mood(ctx, seat) == "jubilant":'),
    ("hundreds-grandiose-ignored", "14.7.2", H, 'grandiose=mood(ctx, seat) == "grandiose"', "grandiose=False"),
    ("hundreds-rowdy-no-crowd", "14.7.6", H, "if crowd >= b.rowdy_crowd else", "if False else"),
    ("hundreds-lavish-no-warriors", "14.7.4", H, "k = place_warriors(ctx, seat, fs.warlord, board(ctx.c).lavish_warriors) if fs.warlord else 0",
     "k = 0"),
    ("hundreds-bitter-any-clearing", "14.7.1", H, "for c in (w,) + tuple(ctx.adj[w]) if mobs_at", "for c in ctx.m.ids if mobs_at"),
    ("hundreds-build-unruled", "14.5.2.III", H, "if s.ruler[c] == seat and free_slots(ctx, c) > 0 and can_place(ctx, seat, c)\n            and any(",
     "if free_slots(ctx, c) > 0 and can_place(ctx, seat, c)\n            and any("),
    ("hundreds-anoint-needs-no-replace", "14.4.3", H, "        s.supply[seat][\"warrior\"] += 1          # the replaced",
     "        pass          # the replaced"),
]

# Keepers in Iron (Law ch. 15)
KP = G + "factions/keepers.py"
MUTATIONS += [
    ("keepers-no-devout-knights", "15.2.4", KP, 'if n <= 0 or h.cause not in ("battle", "ambush") or not relics_at(ctx, seat, c)',
     "if True"),
    ("keepers-trophy-no-extra-vp", "15.2.5", KP, 'add_vp(ctx, by, 1, "Prized Trophies")', "pass"),
    ("keepers-delve-no-discard-check", "15.5.2.II.b", KP, "        if ruled < v:                                       # Law 15.5.2.II.b",
     "        if False:                                       # Law 15.5.2.II.b"),
    ("keepers-recover-no-discard-check", "15.5.2.III.c", KP,
     "if ruled_count(ctx, seat, [x for x in ctx.m.ids if s.suits[x] == suit]) < v:", "if False:"),
    ("keepers-no-column-bonus", "15.5.2.III.b", KP, "        if completed_columns(ctx, seat) > before:", "        if False:"),
    ("keepers-recover-any-type", "15.5.2.III.a", KP, "if relic_type(k) in faces})", "})"),
    ("keepers-columns-any-order", "15.5.2", KP, "        fr.col = k                                        # Law 15.5.2",
     "        pass                                        # Law 15.5.2"),
    ("keepers-live-off-the-land-at-5", "15.6.1", "data/root/keepers.yaml", "live_off_the_land: 4", "live_off_the_land: 5"),
    ("keepers-no-draw-bonus", "15.6.3", KP, "draw(ctx, seat, 1 + waystations_on_map(ctx, seat))", "draw(ctx, seat, 1)"),
    ("keepers-encamp-twice", "15.4.1", KP, "\n            and c not in fr.done_here]", "]"),
    ("keepers-recruit-one", "15.4.3", "data/root/keepers.yaml", "recruit_warriors: 2", "recruit_warriors: 1"),
    ("keepers-retainer-kept", "15.3.4", KP, "    if is_retainer(card):\n        fs.retired.append(card)",
     "    if is_retainer(card):\n        fs.retinue[col].append(card)"),
    ("keepers-relics-carried-free", "15.2.4", KP, "            fr.relics_left = n_before - ctx.s.warriors[fr.seat][fr.origin]",
     "            fr.relics_left = 99"),
    ("keepers-delve-unruled", "15.5.2.II", KP, "            if s.ruler[fr.clearing] != seat or not s.warriors[seat][fr.clearing]:",
     "            if False:"),
]

# Riverfolk Company (Law ch. 11)
R = G + "factions/riverfolk.py"
MUTATIONS += [
    ("riverfolk-no-swimmers", "11.2.2", R, "            return 2                              # Law 11.2.2",
     "            return 0                              # Law 11.2.2"),
    ("riverfolk-riverboats-any-turn", "11.2.7.II", R, "if rs(ctx, me).boats == mover and ctx.s.turn_seat == mover:",
     "if rs(ctx, me).boats == mover:"),
    ("riverfolk-disruption-rounds-down", "11.2.5.I", R, "n = (total(st.funds) + 1) // 2", "n = total(st.funds) // 2"),
    ("riverfolk-posts-return", "11.2.5.I", R, "return kind not in POSTS             # Law 11.2.5.I",
     "return True             # Law 11.2.5.I"),
    ("riverfolk-no-protectionism", "11.4.1", R, "if total(st.payments) == 0:               # Law 11.4.1",
     "if False:               # Law 11.4.1"),
    ("riverfolk-dividends-without-posts", "11.4.2", R, "if post_clearings(ctx, seat):             # Law 11.4.2",
     "if True:             # Law 11.4.2"),
    ("riverfolk-dividends-per-fund", "11.4.2", R, 'add_vp(ctx, seat, total(st.funds) // 2, "dividends")',
     'add_vp(ctx, seat, total(st.funds), "dividends")'),
    ("riverfolk-committed-not-gathered", "11.4.3", R, "for box in (st.payments, st.committed, st.track):   # Law 11.4.3",
     "for box in (st.payments,):   # Law 11.4.3"),
    ("riverfolk-services-free", "11.2.6.I", R, "                s.supply[fr.buyer][\"warrior\"] -= fr.to_pay\n",
     ""),
    ("riverfolk-vagabond-pays-no-warrior", "11.2.6.III", R,
     "                s.supply[fr.rf][\"warrior\"] -= 1\n                _add(rs(ctx, fr.rf).payments, s.factions[fr.rf], 1)",
     "                pass"),
]

# Underground Duchy (Law ch. 12)
D = G + "factions/duchy.py"
MUTATIONS += [
    ("duchy-burrow-recruit-flat", "12.4", D, 'n = min(_du(ctx).burrow_recruit[on_map(ctx, seat, "citadel")], s.supply[seat]["warrior"])',
     'n = min(1, s.supply[seat]["warrior"])'),
    ("duchy-price-per-building", "12.2.3", D,
     "if kind in BUILDINGS and not any(isinstance(fr, DuchyPriceOfFailure) and fr.seat == owner\n",
     "if kind in BUILDINGS and not any(False\n"),
    ("duchy-price-lowest-minister", "12.2.3", D, "top = max(RANKS.index(minister(ctx, x).rank) for x in sw)",
     "top = min(RANKS.index(minister(ctx, x).rank) for x in sw)"),
    ("duchy-price-keeps-crown", "12.2.3", D, "            st.lost_crowns.append(m.rank)\n", ""),
    ("duchy-price-no-discard", "12.2.3", D, '            discard_card(ctx, seat, card, "discards at random (Price of Failure):")',
     "            pass"),
    ("duchy-birds-back-to-hand", "12.6.1", D, 'birds = [x for x in st.revealed if ctx.c.cards[x].suit == "bird"]',
     "birds = []"),
    ("duchy-no-market-draws", "12.6.3", D, 'draw(ctx, fr.seat, _du(ctx).market_draws[on_map(ctx, fr.seat, "market")])',
     "draw(ctx, fr.seat, 1)"),
    ("duchy-sway-no-vp", "12.5.3.III", D, 'add_vp(ctx, fr.seat, m.vp, f"swayed the {m.name}")', "pass"),
    ("duchy-crowns-unlimited", "12.5.3.I", D, "if m.id in st.swayed or crowns_left(ctx, seat, m.rank) <= 0 or len(hand) < m.cost:",
     "if m.id in st.swayed or len(hand) < m.cost:"),
    ("duchy-burrow-not-an-origin", "12.2.2", G + "flow/move.py",      # the move frame's off-map hook
     "        if self.off_map_warriors(ctx, fr.seat) > 0 and any(not (ctx.s.closed and c in ctx.s.closed) for c in exits):\n"
     "            out = [self.OFF_MAP] + out", "        pass"),
    ("duchy-banker-no-vp", "12.5.2.V", D, 'add_vp(ctx, fr.seat, len(fr.spent), "Banker")', "pass"),
]

# Corvid Conspiracy (Law ch. 13)
C = G + "factions/corvids.py"
MUTATIONS += [
    ("corvids-not-nimble", "13.2.3", C, "return True                                   # Law 13.2.3 Nimble",
     "return False                                   # Law 13.2.3 Nimble"),
    ("corvids-plot-cost-flat", "13.5.2", C, "return _cv(ctx).plot_base_cost + cs(ctx, seat).placed",
     "return _cv(ctx).plot_base_cost"),
    ("corvids-no-embedded-agents", "13.2.5", C, "            if p is not None and not p[1]:\n                return 1",
     "            if False:\n                return 1"),
    ("corvids-embedded-face-up-too", "13.2.5", C, "            if p is not None and not p[1]:\n                return 1",
     "            if p is not None:\n                return 1"),
    ("corvids-craft-in-daylight", "13.2.1", C, '        if ctx.s.phase != "birdsong":\n            return {}',
     "        if False:\n            return {}"),
    ("corvids-snare-blocks-nobody", "13.7.2", C,
     "return snared(ctx, me, c) and is_enemy(ctx, me, placer) and not ctx.fac(placer).automaton",
     "return False"),
    ("corvids-raid-on-exposure", "13.2.4", C, 'if p[0] == "raid" and not st.quiet:', 'if p[0] == "raid":'),
    ("corvids-no-raid", "13.7.4", C, 'if p[0] == "raid" and not st.quiet:', "if False:"),
    ("corvids-exert-still-draws", "13.6.1", C,
     '            ctx.log("root.corvids.exert", "Corvids exerted: no Evening draw", fr.seat, rule="Law 13.6.1")\n            return',
     '            ctx.log("root.corvids.exert", "Corvids exerted: no Evening draw", fr.seat, rule="Law 13.6.1")'),
    ("corvids-no-extortion-draws", "13.6.2", C,
     'draw(ctx, fr.seat, _cv(ctx).evening_draw + len(face_up(ctx, fr.seat, "extortion")))',
     "draw(ctx, fr.seat, _cv(ctx).evening_draw)"),
    ("corvids-wrong-guess-keeps-card", "13.2.4", C,
     "        ctx.s.hands[fr.guesser].remove(fr.card)\n        ctx.s.hands[fr.corvids].append(fr.card)\n", ""),
    ("corvids-recruit-twice", "13.4.3", C, "            s.fstate[seat].recruited = True", "            pass"),
]

# Landmarks (Law App. F, A.5; root-marauder-facts.md §4): tests/scenarios/root/landmark-*.yaml and
# tests/root/test_landmarks.py
L = G + "landmarks.py"
MUTATIONS += [
    ("landmark-ferry-no-river", "F Ferry", G + "mapfeatures.py",
     "        return [b for b in ctx.m.river_adj[a] if b not in adj[a]]", "        return []"),
    ("landmark-ferry-left-behind", "F Ferry", G + "mapfeatures.py", "        s.landmarks[FERRY] = b", "        pass"),
    ("landmark-placer-first-player", "A.5.3", L, "    return (s.first_seat - 1 - k) % s.n", "    return (s.first_seat + k) % s.n"),
    ("landmark-next-to-landmark", "F limits", L, "    if not r.near_ok:\n        out =", "    if False:\n        out ="),
    ("landmark-map-tower-ignored", "F limits", L, "    for c in (s.ferry, s.tower):", "    for c in ():"),
    ("landmark-tower-anywhere", "F Tower", L, "        cand = sorted(s.ruins)", "        cand = list(m.ids)"),
    ("landmark-no-place-crash", "A.5.1", L, "        if not where:           # ruling R-LAND-3",
     "        if False:           # ruling R-LAND-3"),
    ("landmark-setup-after-factions", "A.5", G + "ruleset.py",
     "            s.stack.append(landmarks.RootLandmarkSetup(dealt))", "            s.stack.insert(0, landmarks.RootLandmarkSetup(dealt))"),
    ("landmark-treetop-no-slot", "F Treetop", G + "engine.py", "slots = tuple(k + 1 if i == c else k",
     "slots = tuple(k + 0 if i == c else k"),
    ("landmark-treetop-no-extra-vp", "F Treetop", G + "engine.py",
     '        add_vp(ctx, by, 1, "removed a building from the Elder Treetop")', "        pass"),
    ("landmark-black-market-anyone", "F Black Market", L, "or ctx.fac(seat).automaton or not pieces_of(ctx, seat, c)):",
     "or ctx.fac(seat).automaton):"),
    ("landmark-black-market-twice", "F Black Market", L, "    ctx.s.used_once.append(BLACK_MARKET)\n", "    pass\n"),
    ("landmark-forge-anyone", "F Forge", L, "item in s.forge_items and pieces_of(ctx, seat, c) > 0", "item in s.forge_items"),
    ("landmark-forge-no-bonus", "F Forge", L, '    add_vp(ctx, seat, 1, "crafted at the Legendary Forge")', "    pass"),
    ("landmark-lost-city-not-wild", "F Lost City", G + "cards.py", "            if left.get(LOST, 0) <= 0:", "            if True:"),
    ("landmark-lost-city-ambush", "F Lost City", G + "flow/battle.py", "    lost = c == landmarks.lost_city(ctx)",
     "    lost = False"),
]

# Hirelings 7 and 13 (Law App. E; root-marauder-facts.md §3.7, §3.13): tests/scenarios/root/hire-*band*, hire-*protector*
HB = G + "hirelings/"
MUTATIONS += [
    ("hire-band-no-lock", "E Band", HB + "popular_band.py",
     '        return [mover, c] in self.card(ctx, me).data.get("lock", [])', "        return False"),
    ("hire-band-locks-controller", "E.3.2", HB + "popular_band.py",
     "        if ctx.s.warriors[me][b] > 0 and is_enemy(ctx, me, mover):", "        if ctx.s.warriors[me][b] > 0:"),
    ("hire-band-pull-ignores-rule", "1.5.5", HB + "popular_band.py",
     "                if not (s.ruler[a] == p or s.ruler[c] == p or ctx.fac(p).ignores_rule_to_move(ctx, p)):",
     "                if False:"),
    ("hire-band-place-twice", "E.2.4", HB + "base.py", "            if not (act in h.used or (self.once(ctx, me) and h.used)):",
     "            if True:"),
    ("hire-protector-spares-controller", "E Furious", HB + "protector.py", "        for p in range(ctx.s.n):",
     "        for p in range(ctx.s.n):\n            if p == self.controller(ctx, slot):\n                continue"),
    ("hire-protector-lets-enemies-place", "E Furious", HB + "protector.py",
     "        return c == self.at(ctx, me) and is_enemy(ctx, me, placer)", "        return False"),
    ("hire-protector-no-shield", "E Stoic", HB + "protector.py",
     "        return (c == self.at(ctx, slot) and defender == self.controller(ctx, slot)", "        return (False"),
    ("hire-protector-stoic-strikes", "E Stoic", HB + "protector.py",
     '        """What happens once it has moved (the Furious Protector strikes)."""',
     '        """What happens once it has moved (the Furious Protector strikes)."""\n        FuriousProtector.after_march(self, ctx, slot, c)'),
]
MUTATIONS += [
    ("hire-spies-anywhere", "E Spies", HB + "corvid_spies.py",
     "        return placeable(ctx, slot, [c for c in ctx.m.ids if any(pieces_of(ctx, e, c) for e in foes)])",
     "        return placeable(ctx, slot)"),
    ("hire-spies-steal-one", "E Spies", HB + "corvid_spies.py", "                    take_random_card(ctx, e, fr.seat)",
     "                    take_random_card(ctx, e, fr.seat)\n                    break"),
    ("hire-spies-no-battle", "E Spies", HB + "corvid_spies.py",
     '                ctx.push(RootBattle(slot, clearing=c, stage="defender"))', "                pass"),
    ("hire-sentries-warriors-count", "E Sentries", HB + "corvid_spies.py",
     "        return 1 if mine else 0", "        return 1 if mine or ctx.s.warriors[seat][c] else 0"),
    ("hire-sentries-no-bonus", "E Sentries", G + "flow/battle.py",
     "                att += _controller_bonus(ctx, b.attacker, b)\n                dfn += _controller_bonus(ctx, b.defender, b)",
     "                pass"),
]
MUTATIONS += [
    ("hire-flotilla-nobody-draws", "E Flotilla", HB + "flotilla.py", "            if pieces_of(ctx, p, a):\n                draw(ctx, p, 1)",
     "            if False:\n                draw(ctx, p, 1)"),
    ("hire-flotilla-sails-by-path", "E Flotilla", HB + "flotilla.py",
     "    return [b for b in ctx.m.river_adj[a] if not (ctx.s.closed and b in ctx.s.closed)]",
     "    return [b for b in ctx.adj[a] if not (ctx.s.closed and b in ctx.s.closed)]"),
    ("hire-flotilla-one-hit", "E Flotilla", HB + "flotilla.py", "MAX_HITS = 3 ", "MAX_HITS = 1 "),
    ("hire-divers-everywhere", "E Divers", G + "flow/move.py",
     "    return (a in m.coastal or b in m.coastal) if m.coastal else bool(m.river_adj[a] or m.river_adj[b])",
     "    return True"),
    ("hire-divers-ignored", "E Divers", G + "flow/move.py",
     "            or (bool(ctx.s.hirelings) and _otter_divers(ctx, seat, a, b)))", "            )"),
]
MUTATIONS += [
    ("hire-bandits-no-toll", "E Highway Bandits", HB + "bandits.py",
     '            remove_warriors(ctx, mover, b, 1, me, "highway-bandits")', "            pass"),
    ("hire-bandits-no-escort", "E Highway Bandits", HB + "bandits.py",
     "            if can_place(ctx, mover, b) and place_warriors(ctx, mover, b, 1):", "            if False:"),
    ("hire-bandits-any-path", "E Highway Bandits", HB + "bandits.py",
     "            out = [p for p in out if pieces_of(ctx, touching, p[0]) or pieces_of(ctx, touching, p[1])]", "            pass"),
    ("hire-gangs-battled", "E Bandit Gangs", HB + "bandits.py",
     "        return not (who >= 0 and pieces_of(ctx, who, c))", "        return True"),
    ("hire-gangs-arm-none", "E Bandit Gangs", HB + "bandits.py",
     "                if ctx.s.warriors[slot][c] and can_place(ctx, seat, c) and place_warriors(ctx, seat, c, 1):",
     "                if False:"),
]


# Mutants no test can tell apart from the original, with the reason (an equivalent mutant).
EXPLAINED: dict[str, str] = {
    "riverfolk-riverboats-any-turn": "equivalent: bought Riverboats are cleared at every seat's Birdsong "
                                     "and at the end of the turn (Riverfolk.on_phase), so outside the buyer's "
                                     "own turn `boats` never names the mover; the turn check is defensive",
    "corvids-recruit-twice": "equivalent for the rules: the Birdsong frame ends right after its one Recruit "
                             "(CorvidBirdsongH pops it), so the `recruited` flag is defensive; it only "
                             "shows in the view",
    "corvids-craft-in-daylight": "equivalent: the Corvids' Daylight never offers crafting (root.corvids.daylight "
                                 "has no craft ids, data/root/choice_ids.yaml), so crafting pieces outside "
                                 "Birdsong are never asked for",
}

TESTS_DIR = "tests/root"
# Tests that read the engine's source text: every mutant breaks them, so they prove nothing here.
META = ["tests/root/test_mutation_benches.py",
        "tests/root/test_content.py::test_every_implemented_effect_has_code"]
SLOW_LAST = ("test_playouts.py", "test_advanced_setup.py", "test_two_vagabonds.py")
FIRST = "test_scenarios.py"


def rule_tests(m, where: Path = ROOT) -> list[str]:
    """tests/root's files: the scenarios and the mutated faction's own tests first, the slow
    random playouts last, so that a targeted rule test kills a mutant first (pytest -x)."""
    files = sorted(p.name for p in (where / TESTS_DIR).glob("test_*.py"))
    own = f"test_{Path(m.path).stem}.py"
    head = [f for f in (FIRST, own, "test_core.py", "test_audit.py") if f in files]
    head = list(dict.fromkeys(head))
    files = head + [f for f in files if f not in head and f not in SLOW_LAST] + [f for f in SLOW_LAST if f in files]
    return [f"{TESTS_DIR}/{f}" for f in files]


def main(argv: list[str] | None = None) -> int:
    from mutation_runner import Mutation, run
    muts = [Mutation(*t, explained=EXPLAINED.get(t[0], "")) for t in MUTATIONS]
    return run("Root rules", muts, rule_tests, META, argv)


if __name__ == "__main__":
    sys.exit(main())
