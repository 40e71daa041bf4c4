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

PLANNED: set[str] = set()

KNOWN = IMPLEMENTED | PLANNED
