"""Every effect id the content may name, and whether its code exists yet.

The loader rejects a card, character or leader that names an id missing here, so a typo in
YAML never becomes a silently dead card. `IMPLEMENTED` ids have code in the engine (cards.py,
battle.py, factions/*); `PLANNED` ids are named by the data for factions that are not written
yet (the faction helper moves its ids to IMPLEMENTED when the code lands).
"""
from __future__ import annotations

# Base deck effects (Law 2.1.5, 3.3, card texts) — implemented in game/root/cards.py / battle.py.
IMPLEMENTED: set[str] = {
    "ambush", "dominance",
    "armorers", "sappers", "brutal_tactics", "royal_claim",
    "stand_and_deliver", "tax_collector", "favor",
    "command_warren", "better_burrow_bank", "cobbler",
    "scouting_party", "codebreakers",
    # Vagabond character special actions (Law 9.5.9, PT Appendix D): factions/vagabond/relations.py
    "steal", "day_labor", "hideout", "instigate", "protector", "scorched_earth",
    "improvise", "swift_strike", "glide",
}

# Exiles & Partisans effect cards (data/root/deck_exiles.yaml; root-marauder-facts.md §6):
# game/root/exiles.py and flow/exiles.py. An id still PLANNED has no code: the card can be spent
# for its suit but not crafted (cards.can_craft), and the README says so.
EXILES: set[str] = {
    "saboteurs", "soup_kitchens", "boat_builders", "corvid_planners", "eyrie_emigre", "partisans",
    "propaganda_bureau", "false_orders", "informants_card", "tunnels", "charm_offensive", "swap_meet",
    "coffin_makers", "league", "murine_broker", "master_engravers",
}
EXILES_DONE: set[str] = {
    "saboteurs", "soup_kitchens", "boat_builders", "corvid_planners", "partisans", "propaganda_bureau",
    "charm_offensive", "swap_meet", "coffin_makers", "murine_broker", "master_engravers",
    "eyrie_emigre", "false_orders", "league", "informants_card", "tunnels",
}
IMPLEMENTED |= EXILES_DONE

PLANNED: set[str] = EXILES - EXILES_DONE

KNOWN = IMPLEMENTED | PLANNED
