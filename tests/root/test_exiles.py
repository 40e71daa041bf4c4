"""The Exiles & Partisans deck (deck=exiles, Law A.2): its composition against the facts sheet,
the option in setup and saves, seeded playouts with invariants on every map (people's factions,
5 and 6 seats, the automata), and that random play reaches every card's decision.
Per-card rules are the `ep-*` scenario files (tests/scenarios/root)."""
from collections import Counter

import pytest

from game.core.agents import RandomAgent
from game.core.decision import SetupError
from game.core.match import Match
from game.root.checks import make_checker
from game.root.effect_ids import EXILES, PLANNED
from game.root.ruleset import RULESET

# root-facts.md §2.2 (names, suits, counts, costs; H), typed here as the oracle: (suit, count, cost)
FACTS_EFFECT_CARDS = {
    "Saboteurs": ("bird", 3, ("any",)), "Soup Kitchens": ("bird", 1, ("fox", "rabbit", "mouse")),
    "Boat Builders": ("bird", 1, ("any", "any")), "Corvid Planners": ("bird", 1, ("any", "any")),
    "Eyrie Emigre": ("bird", 1, ("fox", "fox")),
    "Fox Partisans": ("fox", 1, ("fox",)), "Propaganda Bureau": ("fox", 1, ("any", "any", "any")),
    "False Orders": ("fox", 2, ("fox",)), "Informants": ("fox", 2, ("fox", "fox")),
    "Rabbit Partisans": ("rabbit", 1, ("rabbit",)), "Tunnels": ("rabbit", 2, ("rabbit",)),
    "Charm Offensive": ("rabbit", 1, ("rabbit",)), "Swap Meet": ("rabbit", 2, ("rabbit",)),
    "Coffin Makers": ("rabbit", 1, ("rabbit", "rabbit")),
    "Mouse Partisans": ("mouse", 1, ("mouse",)), "League of Adventurous Mice": ("mouse", 2, ("mouse",)),
    "Murine Broker": ("mouse", 1, ("mouse", "mouse")), "Master Engravers": ("mouse", 1, ("mouse", "mouse")),
}


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def test_the_deck_is_the_facts_sheets(content):
    deck = content.decks["exiles"]
    assert len(deck) == 54                                                   # Law B.7.1
    cards = content.cards
    shared = Counter(x for x in content.deck_list if cards[x].kind in ("ambush", "dominance", "item"))
    assert Counter(x for x in deck if cards[x].kind in ("ambush", "dominance", "item")) == shared   # §2.2
    assert sum(shared.values()) == 5 + 4 + 20
    effects = Counter(x for x in deck if cards[x].kind not in ("ambush", "dominance", "item"))
    got = {cards[x].name: (cards[x].suit, n, cards[x].cost) for x, n in effects.items()}
    assert got == FACTS_EFFECT_CARDS
    assert Counter(cards[x].suit for x in effects.elements()) == {"bird": 7, "fox": 6, "rabbit": 7, "mouse": 5}
    assert Counter(cards[x].suit for x in deck) == {"bird": 14, "fox": 14, "rabbit": 13, "mouse": 13}
    assert not set(effects) & set(content.deck_list)              # none of the base deck's effect cards
    assert {cards[x].effect for x in effects} == EXILES and not PLANNED


def test_every_card_has_our_short_text(content):
    for x in set(content.decks["exiles"]):
        rec = content.cards[x]
        assert rec.kind == "item" or rec.text, x


def _game(content, seed=3, **opts):
    setup = RULESET.default_setup(content, 4)
    setup.update(opts)
    return Match(RULESET, content, RULESET.check_setup(content, setup), seed)


def test_the_option_chooses_the_deck_and_base_stays_the_default(content):
    base = _game(content)
    assert base.state.deck_id == "base"
    ep = _game(content, deck="exiles")
    s = ep.state
    assert s.deck_id == "exiles"
    held = Counter(s.deck) + Counter(x for h in s.hands for x in h) + Counter(s.removed_cards)
    assert held == Counter(content.decks["exiles"])
    assert "exiles" in dict(next(o for o in RULESET.options(content) if o.id == "deck").values)


def test_a_wrong_deck_is_refused_with_a_message(content):
    setup = RULESET.default_setup(content, 4)
    setup["deck"] = "promo"
    with pytest.raises(SetupError, match="Deck: .promo. is not one of base, exiles"):
        RULESET.check_setup(content, setup)


def test_the_deck_survives_a_save_and_old_states_read_as_base(content):
    m = _game(content, deck="exiles")
    d = RULESET.state_to_dict(m.state)
    assert RULESET.state_from_dict(d).deck_id == "exiles"
    # a state written before the deck existed has no field: it reads as the base deck
    old = RULESET.state_to_dict(_game(content).state)
    body = old.get("fields", old)
    for k in ("deck_id", "coffins", "exhausted_items"):
        body.pop(k, None)
    s = RULESET.state_from_dict(old)
    assert s.deck_id == "base" and s.coffins == [] and s.exhausted_items == []


EXILES_MIXES = [
    (["marquise", "eyrie", "alliance", "vagabond"], "autumn", {}),
    (["duchy", "riverfolk", "lizards", "corvids"], "winter", {}),
    (["hundreds", "keepers", "alliance", "vagabond"], "lake", {}),
    (["eyrie", "corvids", "hundreds", "riverfolk"], "mountain", {}),
    (["marquise", "eyrie", "alliance", "vagabond", "riverfolk"], "lake", {}),
    (["marquise", "alliance", "vagabond", "riverfolk", "corvids", "duchy"], "autumn", {}),
]


@pytest.mark.parametrize("factions,map_id,opts", EXILES_MIXES, ids=["-".join(f) + "@" + m for f, m, _ in EXILES_MIXES])
def test_exiles_playouts_keep_invariants(content, factions, map_id, opts):
    stats = RULESET.simulation(content, games=4, seed=61 + len(factions), factions=factions, max_decisions=5000,
                               round_cap=18, map_id=map_id, check=make_checker(sample_every=60),
                               options=dict(opts, deck="exiles"))
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games


# automaton factions are played by the AutomatonAgent (Ruleset.make_agent), the others at random
AUTOMATA_MIXES = [
    (["mechanical-marquise", "eyrie", "alliance", "vagabot"], "autumn"),
    (["marquise", "electric-eyrie", "automated-alliance", "vagabond"], "mountain"),
    (["logical-lizards", "riverfolk-robots", "duchy", "corvids"], "lake"),
    (["drillbit-duchy", "cogwheel-corvids", "hundreds", "keepers"], "winter"),
]


@pytest.mark.parametrize("factions,map_id", AUTOMATA_MIXES, ids=["-".join(f) for f, _m in AUTOMATA_MIXES])
def test_exiles_playouts_with_the_automata(content, factions, map_id):
    stats = RULESET.simulation(content, games=3, seed=71, factions=factions, max_decisions=5000, round_cap=16,
                               map_id=map_id, check=make_checker(sample_every=60), options={"deck": "exiles"})
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games


# The choice (a card id or a log kind) that shows each card was used, and the decision kinds random
# play must meet: the random agent and the automata answer every new decision.
USED_BY_CHOICE = {"saboteurs", "swap-meet", "propaganda-bureau", "false-orders", "charm-offensive",
                  "league-of-adventurous-mice", "fox-partisans", "mouse-partisans", "rabbit-partisans"}
USED_BY_LOG = {"root.ep.informants", "root.ep.coffin", "root.ep.broker", "root.ep.emigre"}


def test_random_play_reaches_every_card(content):
    used, kinds = set(), set()
    maps = ("autumn", "winter", "lake", "mountain")
    for g in range(10):
        m = _game(content, seed=100 + g, deck="exiles", map=maps[g % 4])
        agents = {i: RandomAgent(g * 10 + i) for i in range(4)}
        check = make_checker(sample_every=200)
        n = 0
        while m.pending is not None and n < 4000:
            d = m.pending
            kinds.add(d.kind)
            cid = agents[d.seat].choose(m, d)
            used.add(cid)
            for e in m.apply(cid):
                used.add(e.kind)
            check(m)
            n += 1
    assert USED_BY_CHOICE <= used, USED_BY_CHOICE - used
    assert USED_BY_LOG <= used, USED_BY_LOG - used
    new_kinds = {"root.ep.saboteurs.seat", "root.ep.saboteurs.card", "root.ep.swap_meet.seat", "root.ep.swap_meet.give",
                 "root.ep.charm_offensive", "root.ep.charm_offensive.seat", "root.ep.propaganda.card",
                 "root.ep.propaganda.clearing", "root.ep.false_orders.seat", "root.ep.false_orders.origin",
                 "root.ep.false_orders.dest", "root.ep.informants", "root.ep.league.item", "root.ep.league.action"}
    assert new_kinds <= kinds, new_kinds - kinds


def test_the_command_line_plays_the_exiles_deck(capsys):
    import main
    rc = main.main(["simulate", "--game", "root", "--games", "1", "--seed", "2", "--option", "deck=exiles"])
    assert rc == 0
    assert "errors: 0" in capsys.readouterr().out


def test_the_partisans_option_keeps_birds(content):
    """R-EP-4: by default a Partisans card discards birds too (tests/scenarios/root/ep-rabbit-partisans.yaml);
    with the option `partisans=keep-birds` the birds stay in hand."""
    from game.root import scenario
    sc = scenario.load(scenario_path("ep-rabbit-partisans"))
    m = scenario.build_match(content, sc)
    m.state.partisans_keep_birds = True
    for cid in ("action:battle", "clearing:5", "rabbit-partisans"):
        m.apply(cid)
    assert sorted(m.state.hands[0]) == ["dominance-bird", "tunnels"]
    setup = RULESET.default_setup(content, 4)
    setup.update(deck="exiles", partisans="keep-birds")
    assert Match(RULESET, content, RULESET.check_setup(content, setup), 1).state.partisans_keep_birds


def scenario_path(name):
    from pathlib import Path
    return Path(__file__).resolve().parents[1] / "scenarios" / "root" / f"{name}.yaml"
