"""The faction interface: everything the Law's core asks of a faction.

One subclass per faction, one file per faction (factions/marquise.py, …), registered in
factions/__init__.py. Instances are stateless: a faction's own state is a registered dataclass
in `state.fstate[seat]` (returned by `new_fstate`). Defaults implement the general rules, so a
faction overrides only what its board changes. See docs/root-engine.md.
"""
from __future__ import annotations


class Faction:
    id: str = ""
    name: str = ""
    setup_order: int = 99          # Law 5.1.7: A (Marquise)=1, B (Eyrie)=2, C (Alliance)=3, D (Vagabond)=4
    test_only: bool = False        # true only for the test dummy: never offered in a real setup
    wins_rule_ties: bool = False   # Eyrie Lords of the Forest (Law 7.2.2)
    corner_start: bool = False     # starts in a corner (Law 5: 5+ of them need Advanced Setup)
    # A Clockwork automaton (Law of Rootbotics): no hand (draws nothing; Poor Manual Dexterity,
    # Rootbotics 2.8.1), no ambush in its battles (Hates Surprises, 2.8.2), seat controller
    # "automaton". See docs/root-automata.md.
    automaton: bool = False
    replaces: str = ""             # an automaton: the faction it stands in for (setup slot, 2.2)
    # Building/token kinds (or kind prefixes ending in "-") that are this faction's crafting pieces
    # on the map: the clearings Tunnels joins (Exiles & Partisans; ruling R-EP-7)
    crafting_piece_kinds: tuple[str, ...] = ()

    # --- seat settings (difficulty, traits of an automaton) ------------------------------------
    def check_seat(self, content, seat_setup: dict) -> None:
        """Raise SetupError if this seat's settings are wrong for this faction."""

    def configure(self, ctx, seat, seat_setup: dict) -> None:
        """Copy this seat's settings into its faction state (called right after new_fstate)."""

    # --- pieces -------------------------------------------------------------------------------
    def pieces(self, content) -> dict[str, int]:
        """Every piece kind and its total (Law 2.5: pieces are limited). `warrior` for warriors.
        The core keeps `state.supply[seat]` = pieces not on the map and not elsewhere."""
        return {}

    def building_kinds(self) -> tuple[str, ...]:
        return ()

    def token_kinds(self) -> tuple[str, ...]:
        return ()

    def pieces_elsewhere(self, ctx, seat) -> dict[str, int]:
        """Pieces neither in supply nor on the map (removed from the game, on cards…), by kind."""
        return {}

    def cards_held(self, ctx, seat) -> list[str]:
        """Shared-deck cards this faction keeps outside hands/play area (Decree, supporters)."""
        return []

    def piece_returns(self, ctx, seat, kind) -> bool:
        """Does a removed building/token go back to supply/track (Law 2.5.2)? The keep does not."""
        return True

    def other_pieces(self, ctx, seat, c) -> int:
        """Pieces on the map that are neither warriors, buildings nor tokens (the Vagabond pawn)."""
        return 0

    def force_pawn(self, ctx, seat, a, b) -> bool:
        """Another's effect moves my pawn from clearing a to clearing b (the Warm Sun Prophets'
        forced move, ruling R-HIRE-70); True if a pawn of mine moved."""
        return False

    # --- state, setup, turn ------------------------------------------------------------------
    def new_fstate(self, ctx, seat):
        return None

    def start_clearing(self, ctx, seat) -> int:
        """This faction's starting clearing (0 if none): PT Law 7.3.2 starts the Eyrie in a corner
        that is not another player's start, opposite one if possible (Marquise: the keep's)."""
        return 0

    def setup(self, ctx, seat) -> None:
        """Push the frames of this faction's setup (Law 5.1.7, in setup order)."""

    def birdsong(self, ctx, seat) -> None:
        """Push this faction's Birdsong frames (the core already ran start-of-Birdsong effects)."""

    def daylight(self, ctx, seat) -> None:
        """Push this faction's Daylight frames (the core already ran start-of-Daylight effects)."""

    def end_of_daylight(self, ctx, seat) -> None:
        """Push frames that run once this faction's Daylight frames are done (pushed before them);
        the automata take their hirelings' Daylight actions here (R-HIRE-67)."""

    def evening(self, ctx, seat) -> None:
        """Push this faction's Evening frames; the core then applies the hand limit of 5."""

    # --- rule, placement, movement -------------------------------------------------------------
    def rule_bonus(self, ctx, seat, c) -> int:
        """Extra strength toward rule in clearing c (0 for the base factions)."""
        return 0

    def blocks_placement(self, ctx, me, placer, c) -> bool:
        """May `placer` not place pieces in c because of my pieces? (Marquise keep, Law 6.2.2)"""
        return False

    def blocks_move_out(self, ctx, me, mover, c) -> bool:
        """May `mover` not move pieces out of c because of my pieces? (Corvid Snare, Law 13.7.2)"""
        return False

    def bot_ban(self, ctx, me, bot, c, what) -> str:
        """Clockwork 2 (root-bots-public.md §4.5): a ban of mine the automaton `bot` ignores when
        it chooses, and breaks when it acts. `what` is "place" (in c) or "move-out" (of c).
        Returns the kind of my token in c that the automaton removes instead of that part of its
        action (the Corvid snare), "" if none. Read by game/root/bots/snare.py."""
        return ""

    def ignores_rule_to_move(self, ctx, seat) -> bool:
        """Law 4.2.1 exceptions (Vagabond Nimble)."""
        return False

    def after_move(self, ctx, me, mover, a, b, n) -> None:
        """Another faction moved n warriors a→b (Alliance Outrage hook)."""

    def after_pawn_move(self, ctx, me, mover, a, b) -> None:
        """Another faction's pawn (the Vagabond's) moved from clearing a to clearing b along a path
        (the Highway Bandits' toll, ruling R-HIRE-69)."""

    def after_own_move(self, ctx, seat, a, b, n) -> None:
        """This faction moved n of its warriors a→b (the Hundreds' Warlord goes along when every
        warrior leaves its clearing, Law 14.2.2)."""

    def immobile_warriors(self, ctx, seat, c) -> int:
        """Warriors of mine in c that may not be moved now by another player's effect (the
        Hundreds' Warlord outside their turn, Law 14.2.2)."""
        return 0

    # --- options this faction gives OTHER players in their Daylight ----------------------------
    def offer_daylight(self, ctx, me, seat) -> list:
        """Choices another player `seat` may take in its own turn because of my pieces (Corvid
        Exposure, Law 13.2.4): offered in its Daylight menu (`cards.daylight_common_choices`), its
        Birdsong window and its start-of-Evening window (`cards.other_offers`)."""
        return []

    def apply_offer(self, ctx, me, seat, cid) -> bool:
        """Apply one of `offer_daylight`; False if `cid` is not mine."""
        return False

    def rivers_for(self, ctx, me, mover) -> int:
        """Do `mover`'s moves treat rivers as paths because of me? 0 no, 1 yes (rule still
        needed: Riverboats, Law 11.2.7.II), 2 yes and rule ignored along rivers (Swimmers, 11.2.2)."""
        return 0

    def mercenary_buyer(self, ctx, me) -> int:
        """The seat that treats my warriors as its own for rule and battle right now, or -1
        (Riverfolk Mercenaries, Law 11.2.7.III)."""
        return -1

    def hires_for(self, ctx, me, seat) -> bool:
        """Does `seat` treat my warriors as its own for rule and battle right now? The buyer of
        Mercenaries (Law 11.2.7.III); the Riverfolk Robots' Involved trait hires them for several
        seats at once (every enemy of a person who bought none, CW2 facts §5.1)."""
        return seat >= 0 and self.mercenary_buyer(ctx, me) == seat

    def holds_pieces_of(self, ctx, me, owner) -> dict[str, int]:
        """Pieces of another player `owner` that my faction board holds (Riverfolk funds)."""
        return {}

    def on_phase(self, ctx, me, seat, phase) -> None:
        """Any faction, at the start of `seat`'s Birdsong / Daylight (`birdsong`, `daylight`,
        before the start-of-phase card effects resolve) and at the end of its turn (`end`):
        Riverfolk services are bought at the start of the buyer's Birdsong (Law 11.2.6)."""

    # --- crafting -------------------------------------------------------------------------------
    def crafting_pieces(self, ctx, seat) -> dict[str, int]:
        """Crafting pieces by suit (Law 4.1.1), before this turn's use."""
        return {}

    def craft_vp(self, ctx, seat, card) -> int:
        """VP for crafting an item card (Law 3.2.2; Eyrie Disdain for Trade overrides)."""
        return ctx.c.cards[card].vp

    def gain_item(self, ctx, seat, item) -> None:
        """A crafted item goes to the Crafted Items box (Law 4.1.2); the Vagabond overrides."""
        ctx.s.items[seat].append(item)

    def items_held(self, ctx, seat) -> list[str]:
        """Items this faction holds outside the Crafted Items box, or removed from the game by it
        (the Hundreds' Hoard, Law 14.2.4): the item-conservation check counts them."""
        return []

    def can_activate_dominance(self, ctx, seat) -> bool:
        """Law 3.3.1 (PT 9.2.8: the Vagabond cannot; it forms coalitions instead)."""
        return True

    # --- battle ---------------------------------------------------------------------------------
    def can_battle_in(self, ctx, seat, c) -> bool:
        return ctx.s.warriors[seat][c] > 0

    def max_rolled_hits(self, ctx, seat, c, battle) -> int:
        """Law 4.3.2.I: rolled hits are capped by warriors in the clearing."""
        return ctx.s.warriors[seat][c]

    def defenseless(self, ctx, seat, c, battle) -> bool:
        """Law 4.3.3.II: a defender with no warriors takes an extra hit."""
        return ctx.s.warriors[seat][c] == 0

    def extra_hits(self, ctx, seat, battle) -> int:
        """Uncapped extra hits from faction abilities (Eyrie Commander…)."""
        return 0

    def defends_with_high_die(self, ctx, seat) -> bool:
        """Automated Alliance trait Veterans (DC): as defender it deals the higher die too."""
        return False

    def swaps_dice_as_defender(self, ctx, seat) -> bool:
        """Alliance Guerrilla War (Law 8.2.2)."""
        return False

    def fights_without_warriors(self, ctx, seat, c) -> bool:
        """After ambush hits, does the attack go on with no warriors left? (Vagabond, Law 4.3.1)"""
        return False

    def absorb_hits(self, ctx, seat, c, n, by, battle) -> int:
        """Take hits in a faction-specific way before the general removal; return hits left.
        (Vagabond: damage items, Law 9.2.7.)"""
        return n

    def on_warriors_removed(self, ctx, me, owner, c, n, by, cause) -> None:
        """Some warriors of `owner` were removed from c (Field Hospitals, Law 6.2.3)."""

    def removal_vp(self, ctx, owner, kind, by) -> int:
        """VP an enemy scores for removing one of my buildings/tokens (Law 3.2.1: 1); a faction whose
        rules change that (the Automated Alliance's Popularity) says so here, before it is scored."""
        return 1

    def catch_discard(self, ctx, me, card) -> bool:
        """A card any player spends or discards is about to go to the discard pile (or, for a
        dominance card, beside the board). Return True if this faction takes it instead
        (Lizard Cult Lost Souls, Law 10.2.6)."""
        return False

    def on_piece_removed(self, ctx, owner, c, kind, by) -> None:
        """One of my buildings/tokens was removed (keep leaves the game, base removal…)."""

    def bomb_pawn(self, ctx, seat, c, n) -> None:
        """A Corvid bomb's removals left for my pawn in c after my other pieces (the Corvid
        interaction card against automata: only the Vagabot has a pawn; ruling R-AUTO-VC5)."""

    def on_full_removal(self, ctx, seat, c, by) -> None:
        """An effect removed all enemy pieces in c (Vagabond damages 3 items, Law 9.2.2.I).
        Called for every enemy of the remover in every affected clearing: check your presence."""

    def on_battle_end(self, ctx, seat, battle) -> None:
        pass

    def on_removed_enemy_piece(self, ctx, me, owner, c, kind, cause) -> None:
        """I removed another player's building/token (`cause`: "battle", "ambush", …, "" if
        unknown). Vagabond Infamy (Law 9.2.9.IIIa)."""

    def before_roll(self, ctx, me, battle) -> None:
        """Any faction, just before a battle's dice are rolled (Arbiter Protector, Law D.5.2):
        may push frames; may change `battle.def_cap_bonus`."""

    def enlists_arbiter(self, ctx, seat, arbiter, battle, attacker_pieces: int) -> bool | None:
        """Defending in an Arbiter's clearing, before the roll (Law D.5.2 Protector; the Vagabot
        Arbiter, CW2 facts §6): None = a person is asked. An automaton answers by the bot rule,
        for a person's Arbiter as for the Vagabot (Rootbotics §7.7.6 per RSU, CW2 facts §6;
        R-AUTO-VC6): it enlists him only while its maximum rolled hits (with any bonus already
        given) is below 3 and below the attacker's pieces there, and the Arbiter has fewer VP."""
        if not self.automaton:
            return None
        cap = self.max_rolled_hits(ctx, seat, battle.clearing, battle) + battle.def_cap_bonus
        return cap < 3 and cap < attacker_pieces and ctx.s.vp[arbiter] < ctx.s.vp[seat]

    def kept_ambush(self, ctx, seat, battle) -> str | None:
        """An ambush card this faction, as defender, plays from outside any hand (the Drillbit
        Duchy's kept ambushes, CW2 Services 267), taken out of its keeping; or None."""
        return None

    def opening_decision(self, ctx, battle):
        """A decision this faction, as attacker, takes at the start of a battle, before the
        defender's ambush (the Hundreds' Looters, Law 14.2.5), or None."""
        return None

    def use_opening(self, ctx, battle, cid) -> None:
        """Apply a choice of `opening_decision`."""

    def battle_effects(self, ctx, battle, seat) -> list:
        """Extra optional battle effects (choices) of this faction after the roll (Swift Strike)."""
        return []

    def use_battle_effect(self, ctx, battle, seat, cid) -> bool:
        """Apply one of `battle_effects`; return False if `cid` is not this faction's."""
        return False

    # --- cards given ------------------------------------------------------------------------------
    def receive_card(self, ctx, me, giver, card) -> None:
        """`giver` gives `card` from hand to this faction (Vagabond Aid, Law 9.5.4): it joins the
        hand. Automata override this (Rootbotics 2.8.1: bots/automaton.py AutomatonFaction)."""
        ctx.s.hands[giver].remove(card)
        ctx.s.hands[me].append(card)

    # --- the line-up --------------------------------------------------------------------------------
    def on_lineup_known(self, ctx, seat) -> None:
        """Every seat's faction is now known (after the Advanced Setup draft, Law A.8): set up
        what depends on the others (the Vagabond's relationships, Law 9.3.6)."""

    # --- hidden information (game/root/hidden.py) -------------------------------------------------
    def hidden_card_piles(self, ctx, seat, viewer) -> list[list[str]]:
        """This seat's card piles that `viewer` may not look at (Law 1.2.1: hands are secret)."""
        return [] if viewer == seat else [ctx.s.hands[seat]]

    def scramble_secrets(self, ctx, seat, viewer, rng) -> None:
        """Shuffle this seat's non-card secrets that `viewer` may not see, keeping all counts."""

    # --- view, checks ----------------------------------------------------------------------------
    def view(self, ctx, seat, viewer) -> dict:
        """Public (and, for viewer == seat, private) faction-board data."""
        return {}

    def check(self, ctx, seat) -> list[str]:
        """Faction-specific invariants (messages when broken)."""
        return []
