"""Mutation check for the automata: apply each rule mutation in a scratch copy, run the rule tests
in tests/root_bots (no test there reads the source text; see bench/mutation_runner.py), and print
which test caught it. A missed mutation is a rule without a test.

    python bench/root_bots_mutations.py [-k NAME] [-j 2]
"""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
M = [
 ("game/root/bots/law.py", "left -= building_hits", "left -= 1"),
 ("game/root/bots/law.py", "return (unplaced // 2) * per_pair", "return unplaced * per_pair"),
 ("game/root/bots/mm_decisions.py", "targets = priority_order(targets, board.always_first)", "targets = sorted(targets, reverse=True)"),
 ("game/root/bots/mm_decisions.py", "k = min(unmoved, total - leave)", "k = total - leave"),
 ("game/root/bots/mm_decisions.py", 'return not built and score_vp < settings["expand_below"]', 'return not built and score_vp <= settings["expand_below"]'),
 ("data/root/bots/mechanical-marquise.yaml", "escalated_build_tie_order: [sawmill, recruiter, workshop]", "escalated_build_tie_order: [sawmill, workshop, recruiter]"),
 ("data/root/bots/electric-eyrie.yaml", "decree_columns: [fox, mouse, rabbit, bird]", "decree_columns: [fox, rabbit, mouse, bird]"),
 ("game/root/bots/ee_decisions.py", "else k >= max(others, default=0)", "else k > max(others, default=0)"),
 ("game/root/bots/ee_decisions.py", "return max(need, k)", "return k"),
 ("game/root/bots/electric_eyrie.py", "add_vp(ctx, seat, n if noble else -n, Sub(N_(\"turmoil\")))", "add_vp(ctx, seat, -n, Sub(N_(\"turmoil\")))"),
 ("data/root/bots/electric-eyrie.yaml", "criteria: [most enemy-pieces, fewest own-warriors], legal: [can-place], final: lowest", "criteria: [most enemy-pieces, fewest own-warriors], legal: [can-place], final: highest"),
 ("game/root/bots/automated_alliance.py", "if st.revolted:", "if False:"),
 ("game/root/bots/aa_decisions.py", "return 2 if on_map < below else 1", "return 1"),
 ("data/root/bots/automated-alliance.yaml", "criteria: [fewest crowded, most ordered-suit], legal: [can-place], final: highest", "criteria: [most ordered-suit], legal: [can-place], final: highest"),
 ("game/root/bots/vagabot.py", "n = sum(1 for t in st.track_at if u >= t)", "n = sum(1 for t in st.track_at[:1] if u >= t)"),
 ("game/root/bots/vagabot.py", "for want_exhausted in (1, 0):", "for want_exhausted in (0, 1):"),
 ("game/root/engine.py", "    if ctx.fac(seat).automaton:          # Rootbotics 2.8.1", "    if False:          # Rootbotics 2.8.1"),
 ("game/root/flow/battle.py", "            if ctx.fac(b.attacker).automaton or ctx.fac(b.defender).automaton:\n                return None", "            if False:\n                return None"),
 ("game/root/bots/automaton.py", "    vp = craft_vp(available, rec.kind == \"persistent\", bots_for(ctx).common.law_changes.craft_vp)", "    vp = rec.vp"),
 ("game/root/bots/targeting.py", "return c.priority if final == \"highest\" else -c.priority", "return -c.priority if final == \"highest\" else c.priority"),
 # audit 2 and the cooperative mode
 ("data/root/bots/automated-alliance.yaml", "among: unsympathetic-adjacent-to-sympathy, criteria: [], legal: [can-place], final: lowest",
  "among: unsympathetic-adjacent-to-sympathy, criteria: [fewest crowded], legal: [can-place], final: lowest"),
 ("game/root/bots/automated_alliance.py", "        if key in st.popularity_paid:", "        if False:"),
 ("game/root/bots/vagabot.py", "        if st.where != f\"c{c}\":", "        if False:"),
 ("game/root/factions/vagabond/targets.py", "return any(s.hands[i] or ctx.fac(i).automaton for i in others_here(ctx, seat, here))",
  "return any(s.hands[i] for i in others_here(ctx, seat, here))"),
 ("game/root/engine.py", "        end_game(ctx, people, \"coop-people\")", "        pass"),
 ("game/root/engine.py", "    if s.cooperative and ctx.fac(seat).automaton and ctx.fac(other).automaton:\n        return False",
  "    if False:\n        return False"),
 ("game/root/engine.py", "        end_game(ctx, bots, \"coop-automata\")", "        pass"),
 # Logical Lizards (Clockwork 2)
 ("game/root/bots/ll_decisions.py", 'return best[0] if len(best) == 1 and top > 0 else "bird"', "return best[0]"),
 ("game/root/bots/ll_decisions.py", "return values[min(on_map, len(values)) - 1] if on_map > 0 else 0", "return values[min(on_map, len(values) - 1)]"),
 ("game/root/bots/ll_decisions.py", 'if suit == "bird" or mode == "best":', 'if mode == "best":'),
 ("game/root/bots/ll_decisions.py", "        if c.has_suit(x) and gardens_left.get(x, 0) > 0:", "        if c.has_suit(x):"),
 ("data/root/bots/logical-lizards.yaml", "conspiracy_track: [convert, crusade, convert, crusade, sanctify]", "conspiracy_track: [crusade, convert, convert, crusade, sanctify]"),
 ("data/root/bots/logical-lizards.yaml", "criteria: [most enemy-buildings], legal: [target-warriors, can-place]", "criteria: [fewest enemy-buildings], legal: [target-warriors, can-place]"),
 ("data/root/bots/logical-lizards.yaml", "criteria: [fewest enemy-warriors], legal: [target-buildings, can-place]", "criteria: [most enemy-warriors], legal: [target-buildings, can-place]"),
 ("data/root/bots/logical-lizards.yaml", "criteria: [most open-slot, most enemy-buildings]", "criteria: [most enemy-buildings]"),
 ("data/root/bots/logical-lizards.yaml", "set: {ritual_cards: 3}", "set: {ritual_cards: 4}"),
 ("game/root/bots/logical_lizards.py", 'if owner != me or n <= 0 or (st.revenge == "outside-turn" and ctx.s.turn_seat == me):', "if owner != me or n <= 0:"),
 ("game/root/bots/logical_lizards.py", "                    st.crusade_battles += 1\n", "                    st.crusade_battles += 1\n                    _spend_acolyte(ctx, seat, \"Crusade\")\n"),
 ("game/root/bots/logical_lizards.py", "        if ruler != seat:", "        if False:"),
 ("game/root/bots/logical_lizards.py", "        card = st.lost_souls.pop(0)\n        to_discard_pile(ctx, card)", "        card = st.lost_souls.pop()\n        to_discard_pile(ctx, card)"),
 ("game/root/bots/logical_lizards.py", "        st.lost_souls = back + st.lost_souls", "        st.lost_souls = back[::-1] + st.lost_souls"),
 ("game/root/bots/logical_lizards.py", "        if cfg[\"spiteful_vp\"] and st.crusade_tokens:", "        if cfg[\"spiteful_vp\"]:"),
 # Drillbit Duchy (Clockwork 2)
 ("game/root/bots/dd_decisions.py", 'return sum(bot.track("moles").values[:citadels_on_map])', 'return citadels_on_map'),
 ("game/root/bots/dd_decisions.py", "return of_suit[0].id", "return of_suit[-1].id"),
 ("game/root/bots/dd_decisions.py", "return free[-1].id if free else None", "return free[0].id if free else None"),
 ("game/root/bots/dd_decisions.py", "return cands[-1].id if cands else None", "return cands[0].id if cands else None"),
 ("game/root/bots/dd_decisions.py", 'return "citadel" if warriors_in_supply >= settings["citadel_min_supply"] else "market"', 'return "citadel"'),
 ("data/root/bots/drillbit-duchy.yaml", "criteria: [most free-slots, fewest enemy-warriors]", "criteria: [fewest enemy-warriors]"),
 ("data/root/bots/drillbit-duchy.yaml", "criteria: [most buildings-here, most pieces-here, most vp]", "criteria: [most pieces-here, most vp]"),
 ("data/root/bots/drillbit-duchy.yaml", "set: {digs: 2, dig_warriors: 3}", "set: {digs: 2}"),
 ("game/root/bots/drillbit_duchy.py", "            if st.errors_battle == key:\n                return", "            if False:\n                return"),
 ("game/root/bots/drillbit_duchy.py", "            return 1\n        return 0", "            return 0\n        return 0"),
 ("game/root/bots/drillbit_duchy.py", "            if s.ruler[c] == seat and extra > 0", "            if extra > 0"),
 ("game/root/bots/drillbit_duchy.py", "        vp = settings_of(ctx, seat, BOT_ID)[\"duchess_vp\"] if n >= _bot(ctx).tokens[\"tunnel\"] else 0", "        vp = settings_of(ctx, seat, BOT_ID)[\"duchess_vp\"]"),
 # Cogwheel Corvids (Clockwork 2)
 ("data/root/bots/cogwheel-corvids.yaml", "criteria: [fewest own-plots, most own-warriors], legal: [can-place], final: highest, take: 2", "criteria: [most own-warriors], legal: [can-place], final: highest, take: 2"),
 ("data/root/bots/cogwheel-corvids.yaml", "criteria: [most buildings-tokens-here, most vp]", "criteria: [most pieces-here, most vp]"),
 ("data/root/bots/cogwheel-corvids.yaml", "among: adjacent-clearings, final: lowest", "among: adjacent-clearings, final: highest"),
 ("data/root/bots/cogwheel-corvids.yaml", "set: {plots: 2}", "set: {plots: 1}"),
 ("game/root/bots/cogwheel_corvids.py", "    n = human.face_up_count(ctx, seat)", "    n = 1"),
 ("game/root/bots/cogwheel_corvids.py", "        bomb_effect(ctx, seat, c, swap=p[0] == \"bomb\")", "        bomb_effect(ctx, seat, c, swap=False)"),
 ("game/root/bots/cogwheel_corvids.py", "            left = 2\n", "            left = 9\n"),
 ("game/root/bots/cogwheel_corvids.py", "                if ctx.s.supply[seat][\"warrior\"] <= 0 and not st.thickened:", "                if False:"),
 ("game/root/bots/cogwheel_corvids.py", "        if settings_of(ctx, owner, BOT_ID)[\"backup\"] and can_place(ctx, owner, c):", "        if can_place(ctx, owner, c):"),
 ("game/root/bots/cogwheel_corvids.py", "    def offer_daylight(self, ctx, me, seat):\n        return []", "    def offer_daylight(self, ctx, me, seat):\n        return super().offer_daylight(ctx, me, seat)"),
 # Riverfolk Robots (Clockwork 2)
 ("data/root/bots/riverfolk-robots.yaml", "criteria: [most target-pieces], legal: [no-own-post, post-left, can-place]", "criteria: [], legal: [no-own-post, post-left, can-place]"),
 ("data/root/bots/riverfolk-robots.yaml", "criteria: [fewest payments]", "criteria: []"),
 ("data/root/bots/riverfolk-robots.yaml", "among: clearings-with-own-pieces, criteria: [most enemy-pieces]", "among: clearings-with-own-pieces, criteria: []"),
 ("data/root/bots/riverfolk-robots.yaml", "    set: {garrison: 0}", "    set: {garrison: 1}"),
 ("data/root/bots/riverfolk-robots.yaml", "  racket_keep: 2 ", "  racket_keep: 1 "),
 ("game/root/bots/rr_decisions.py", "    return sum(payments.values()) == 0, supply_warriors <= 0", "    return sum(payments.values()) == 0, False"),
 ("game/root/bots/rr_decisions.py", "    if buyer_vp >= 20:", "    if buyer_vp > 20:"),
 ("game/root/bots/rr_decisions.py", "    return min(held, key=lambda t: (-t[0], t[1]))[2]", "    return min(held, key=lambda t: (-t[0], -t[1]))[2]"),
 ("game/root/bots/rr_decisions.py", "        sel, ctx = bot.selection(\"recruit-clearings-bird\"), Ctx(suit=suit, values={\"listed\": rivers})", "        sel, ctx = bot.selection(\"recruit-clearings\"), Ctx(suit=suit)"),
 ("game/root/bots/rr_decisions.py", "    return next((c for c in market_added if available(c)), None)", "    return next((c for c in market_added[::-1] if available(c)), None)"),
 ("game/root/bots/riverfolk_robots.py", "        n = (held + 1) // 2", "        n = held // 2"),
 ("game/root/bots/riverfolk_robots.py", "        for i in range(2 if st.shield else 1):", "        for i in range(1):"),
 ("game/root/bots/riverfolk_robots.py", "            base += sum(1 for t in ctx.s.tokens[c] if t[0] == seat and t[1] in POSTS)", "            base += 0"),
 ("game/root/bots/riverfolk_robots.py", "            return 3                                            # trait Ferocious", "            return ctx.s.warriors[seat][c]"),
 ("game/root/bots/riverfolk_robots.py", "            if seat != me and not ctx.fac(seat).automaton and not ctx.s.dominance[seat]:", "            if seat != me and not ctx.fac(seat).automaton:"),
 ("game/root/bots/services.py", "    if s.vp[buyer] >= max(s.vp[i] for i in range(s.n) if i != buyer):", "    if True:"),
 ("game/root/bots/riverfolk_robots.py", "        if st.market_rule == \"draw-2\":", "        if False:"),
 # Clockwork 2 cards for the Clockwork 1 bots: services, traits, Vagabot characters
 ("game/root/bots/services.py", "    if s.vp[buyer] < s.vp[rf]:", "    if s.vp[buyer] <= s.vp[rf]:"),
 ("game/root/bots/services.py", "PRICES = ((20, 4), (10, 3), (0, 2))", "PRICES = ((20, 4), (10, 2), (0, 2))"),
 ("game/root/bots/services.py", "    best = max(ctx.c.cards[c].vp for c in cands)", "    best = min(ctx.c.cards[c].vp for c in cands)"),
 ("game/root/factions/base.py", "return cap < 3 and cap < attacker_pieces and ctx.s.vp[arbiter] < ctx.s.vp[seat]", "return cap < 3 and cap < attacker_pieces"),
 ("game/root/bots/vagabot.py", "        if n < _bot(ctx).params[\"scoundrel_min_pieces\"] or not bt:", "        if not bt:"),
 ("game/root/bots/vagabot.py", "        vp = param(ctx, seat, \"quest_vp\") + (1 if questing(st) else 0)", "        vp = param(ctx, seat, \"quest_vp\")"),
 ("game/root/bots/automated_alliance.py", "        if ed2021 and not cfg[\"steadfast\"]:", "        if ed2021:"),
 ("game/root/bots/electric_eyrie.py", "                rule_ed = \"dc\" if settings_of(ctx, seat, BOT_ID)[\"focused\"] else st.edition", "                rule_ed = st.edition"),
 # session 5 audit (cw2): Investors, the DC Battle Track, a person's Arbiter, the Lizards' Hand Card, Greedy
 ("game/root/bots/dd_decisions.py", "    if matching:\n        return None\n", ""),
 ("game/root/bots/vagabot.py", "    return dc(st) or questing(st)\n\n\ndef track_slots", "    return questing(st)\n\n\ndef track_slots"),
 ("game/root/factions/base.py", "        if not self.automaton:\n            return None", "        return None"),
 ("game/root/bots/services.py", 'and not (no_bird and ctx.c.cards[c].suit == "bird")]', "]"),
 ("game/root/bots/logical_lizards.py", "            if bought is not None:", "            if False:"),
 ("game/root/bots/services.py", " or st.greedy_paid == buyer:", ":"),
 ("game/root/bots/services.py", "    greedy(ctx, buyer, rf)\n    return card", "    return card"),
 ("game/root/bots/riverfolk_robots.py", "        return involved_turn(ctx, me) and seat != ctx.s.turn_seat and is_enemy(ctx, ctx.s.turn_seat, seat)", "        return False"),
 ("game/root/bots/riverfolk_robots.py", "            elif seat != me and st.mercs != seat and not ctx.fac(seat).automaton \\", "            elif seat != me and not ctx.fac(seat).automaton \\"),
 ("game/root/flow/battle.py", "                def_cap += hired(ctx, b.defender, b.clearing, b.attacker)", "                def_cap += 0"),
 ("game/root/bots/riverfolk_robots.py", "            return -1                             # Involved: a Vagabond buys only to avoid it (R-AUTO-RR8)", "            return m"),
 ("game/root/bots/drillbit_duchy.py", "        if c is None and sup.get(kind, 0) > 0:                  # CW2 Services 3 (R-AUTO-S6)", "        if False:"),
 ("game/root/bots/mechanical_marquise.py", "        if c is None and ctx.s.supply[seat].get(kind, 0) > 0:  # CW2 Services 3 (R-AUTO-S6)", "        if False:"),
 ("game/root/bots/services.py", "    if c is None:                            # they would not help: nothing is bought\n        st.mercs = -1", "    if c is None:                            # they would not help: nothing is bought\n        pass"),
 # Automated Hundreds (Tableforge original, docs/root-automata.md AH)
 ("game/root/bots/ah_decisions.py", "return next((m for m in order_list if m in legal), None)", "return next((m for m in reversed(order_list) if m in legal), None)"),
 ("game/root/bots/ah_decisions.py", "return sorted(items, key=lambda x: (-room(x)[0], -room(x)[1], x))[0]", "return sorted(items, key=lambda x: (room(x)[0], -room(x)[1], x))[0]"),
 ("game/root/bots/ah_decisions.py", "return defender_has_item and (always or defender_warriors == 0)", "return defender_has_item"),
 ("game/root/bots/automated_hundreds.py", "        if H.mood(ctx, seat) == \"grandiose\":", "        if False:"),
 ("game/root/bots/automated_hundreds.py", "    add_vp(ctx, seat, 1, Sub(N_(\"Hoard overflow\")))", "    pass"),
 ("game/root/bots/automated_hundreds.py", "settings_of(ctx, seat, BOT_ID)[\"oppress_bonus\"] and n >= 3", "settings_of(ctx, seat, BOT_ID)[\"oppress_bonus\"] and n >= 2"),
 ("game/root/bots/automated_hundreds.py", "        fr.todo = [n]\n", "        fr.todo = [1]\n"),
 ("game/root/bots/automated_hundreds.py", "guard = settings_of(ctx, seat, BOT_ID)[\"advance_leave\"] if _guarded(ctx, seat, w) else 0", "guard = 0"),
 ("data/root/bots/automated-hundreds.yaml", "criteria: [most enemy-buildings-tokens, most caller-value], final: highest, rule: \"AH 3.4\"", "criteria: [most caller-value], final: highest, rule: \"AH 3.4\""),
 ("data/root/bots/automated-hundreds.yaml", "    set: {recruit_bonus: 1}", "    set: {}"),
 # Automated Keepers (Tableforge original, docs/root-automata.md AK)
 ("game/root/bots/ak_decisions.py", "    if relics_on_map > recover_cards:", "    if relics_on_map >= recover_cards:"),
 ("game/root/bots/ak_decisions.py", "            return sorted(ok, key=lambda x: (-x[1], x[0]))[0][0]", "            return sorted(ok, key=lambda x: (x[1], x[0]))[0][0]"),
 ("game/root/bots/ak_decisions.py", "    return ok[0] if ok else vals[-1]", "    return ok[0] if ok else vals[0]"),
 ("game/root/bots/ak_decisions.py", "        if t not in shown and t in can:", "        if t in can:"),
 ("game/root/bots/ak_decisions.py", "[:warriors]", "[:warriors + 1]"),
 ("game/root/bots/automated_keepers.py", "hit = [c for c in ctx.m.ids if s.warriors[seat][c] >= n]", "hit = [c for c in ctx.m.ids if s.warriors[seat][c] > n]"),
 ("game/root/bots/automated_keepers.py", "        if ruled < v:                                          # Law 15.5.2.II.b", "        if False:"),
 ("game/root/bots/automated_keepers.py", "        opts = [c for c in ways if suit == \"bird\" or has_suit(ctx, c, suit)]", "        opts = list(ways)"),
 ("game/root/bots/automated_keepers.py", "        n = K.waystations_on_map(ctx, seat)\n", "        n = 1 + K.waystations_on_map(ctx, seat)\n"),
 ("data/root/bots/automated-keepers.yaml", "    set: {encamp_min: 2}", "    set: {}"),
 # session 6: the Move column takes a card only while empty (R-AUTO-K-20); Retainers kept out of risky checks (K-21)
 ("game/root/bots/ak_decisions.py", "    if move_cards:", "    if False:"),
 ("game/root/bots/automated_keepers.py", "if K.is_retainer(card) and ruled < (K.relic_value(kind) if rev else 3):", "if K.is_retainer(card) and ruled < K.relic_value(kind):"),
 ("game/root/bots/automated_keepers.py", "if K.is_retainer(card) and K.relic_value(kind) > ruled:", "if False:"),
 # Advanced Services (CW2 260-267; R-AUTO-S20..S27)
 ("game/root/bots/automaton.py", '        st.advanced = seat_setup.get("advanced_services", "off") == "on"', '        st.advanced = False'),
 ("game/root/bots/services.py", "    if birds:\n        return birds,", "    if False:\n        return birds,"),
 ("game/root/bots/services.py", '    if cands or ctx.c.cards[failed].suit == "bird":', "    if True:"),
 ("game/root/bots/services.py", '    if cands or ctx.c.cards[failed].suit == "bird":', "    if cands:"),
 ("game/root/bots/advanced_services.py", "    if not st.decree.get(suit):\n        return None", "    if False:\n        return None"),
 ("game/root/bots/advanced_services.py", "    if rf < 0 or not st.order:\n        return None", "    if True:\n        return None"),
 ("game/root/bots/advanced_services.py", "LOST_SOULS_TARGET = 5", "LOST_SOULS_TARGET = 4"),
 ("game/root/bots/advanced_services.py", "    rf = _ready(ctx, seat, behind_ok=True)", "    rf = _ready(ctx, seat)"),
 ("game/root/bots/advanced_services.py", 'market(ctx, rf) if ctx.c.cards[c].suit != "bird"))', 'market(ctx, rf)))'),
 ("game/root/bots/advanced_services.py", "    favor(ctx, seat, suit)\n", "    pass\n"),
 ("game/root/bots/advanced_services.py", 'market(ctx, rf) if ctx.c.cards[c].kind == "ambush"]:', 'market(ctx, rf) if ctx.c.cards[c].kind == "ambush"][:1]:'),
 ("game/root/bots/advanced_services.py", "    pick = (match or birds or [None])[0]", "    pick = (birds or match or [None])[0]"),
 ("game/root/flow/battle.py", "                card = ctx.fac(b.defender).kept_ambush(ctx, b.defender, b)", "                card = None"),
 ("game/root/bots/electric_eyrie.py", "                    river_board(ctx, board)                                  # rivers as paths (R-AUTO-S28)", "                    pass"),
 ("game/root/bots/vagabot.py", "    return [sorted(set(a) | set(r)) for a, r in zip(adj, ctx.m.river_adj)]", "    return adj"),
 ("game/root/bots/vagabot.py", "            free += 1\n            continue", "            free += 1\n            exhaust(st, 1)\n            continue"),
 ("game/root/bots/advanced_services.py", "    if rf < 0 or b in ctx.m.adj[a] or b not in ctx.m.river_adj[a]:", "    if rf < 0:"),
 # the Lost City in the automata's recipes, trade post and Surprise Revolt base (R-LAND-30)
 ("game/root/bots/snapshot.py", "suit=s.suits[c], suits=_suits(ctx, c),", "suit=s.suits[c],"),
 ("game/root/bots/targeting.py", "    return suit is None or suit == BIRD or c.has_suit(suit)", "    return suit is None or suit == BIRD or c.suit == suit"),
 ("game/root/bots/targeting.py", "_sympathetic(c) and any(c.has_suit(m) for m in x.missing_suits)]", "_sympathetic(c) and c.suit in x.missing_suits]"),
 ("game/root/bots/riverfolk_robots.py", "        post_suit = post_suits(ctx, seat, c)[0]", "        post_suit = post_suits(ctx, seat, c)[-1]"),
 ("game/root/bots/automated_alliance.py", "BASES[revolt_suit(ctx, c, missing)]", "BASES[ctx.s.suits[c]]"),
 ("game/root/bots/advanced_services.py", 'ctx.c.cards[x].suit != "bird" and has_suit(ctx, c, ctx.c.cards[x].suit))', 'ctx.c.cards[x].suit == ctx.s.suits[c])'),
 ("game/root/bots/drillbit_duchy.py", '        suits = clearing_suits(ctx, c) if cfg["foundations"] else ()', '        suits = (ctx.s.suits[c],) if cfg["foundations"] else ()'),
 ("game/root/bots/ll_decisions.py", "    for x in order_first + (c.suit,) + SUITS:", "    for x in (c.suit,) + SUITS:"),
 ("game/root/bots/drillbit_duchy.py", 'if fr.every or ctx.c.cards[x].suit in (fr.suit, "bird")]', 'if ctx.c.cards[x].suit in (fr.suit, "bird")]'),
 ("game/root/bots/drillbit_duchy.py", "        if fr.every:\n            st = _st(ctx, fr.bot)", "        if False:\n            st = _st(ctx, fr.bot)"),
]


# Mutants no test can tell apart from the original, by index in M, with the reason.
EXPLAINED: dict[int, str] = {}


def bot_tests(m, where: pathlib.Path = ROOT) -> list[str]:
    """tests/root_bots, the slow cross-faction playouts last so a rule test kills a mutant first."""
    files = sorted(p.name for p in (where / "tests/root_bots").glob("test_*.py"))
    slow = [f for f in files if "playouts" in f]
    # our own automata: their scenarios and engine tests first, so -x stops early
    own = next((t for k, t in (("hundreds", "test_ah_engine.py"), ("ah_", "test_ah_engine.py"),
                                ("keepers", "test_ak_engine.py"), ("ak_", "test_ak_engine.py"))
                if k in pathlib.Path(m.path).name), None)
    first = ["test_mm_scenarios.py", own] if own else []
    order = [f for f in first if f in files] + [f for f in files if f not in slow and f not in first] + slow
    return [f"tests/root_bots/{f}" for f in order]


def main(argv: list[str] | None = None) -> int:
    from mutation_runner import Mutation, run
    muts = [Mutation(f"{i:02d}-{pathlib.Path(f).stem}", f, f, old, new, EXPLAINED.get(i, ""))
            for i, (f, old, new) in enumerate(M)]
    return run("Root automata", muts, bot_tests, [], argv)


if __name__ == "__main__":
    sys.exit(main())
