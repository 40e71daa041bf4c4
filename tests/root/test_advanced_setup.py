"""Advanced Setup (Law Appendix A): what the draft refuses, random suits (A.1), the option, and
random playouts with the option on (invariants after every decision, sampled deep checks)."""
import shutil

import pytest

from game.core.decision import SetupError
from game.core.rng import Rng
from game.root import draft
from game.root.checks import make_checker
from game.root.factions import get_faction
from game.root.ruleset import RULESET

RULESET_AUTOMATA = {f: get_faction(f).replaces for f in
                    ("mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot")}


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _setup(facs, bots=()):
    return {"seats": [{"faction": f, "controller": "automaton" if i in bots else "human"} for i, f in enumerate(facs)],
            "map": "autumn", "deck": "base", "setup": "advanced"}


def test_option_is_offered(content):
    opt = next(o for o in RULESET.options(content) if o.id == "setup")
    assert [v for v, _ in opt.values] == ["standard", "advanced"] and opt.default == "standard"


def test_people_seats_may_name_the_same_faction(content):
    RULESET.check_setup(content, _setup(["marquise", "marquise", "marquise"]))


def test_four_people_can_draft(content):
    """Law A.8.1: players + 1 cards. With the expansion factions' cards (5 militant with the Hundreds and the Keepers, 5 insurgent)
    four people can draft, alone or beside automata (ruling R-ADV-7)."""
    RULESET.check_setup(content, _setup(["marquise"] * 4))
    RULESET.check_setup(content, _setup(["mechanical-marquise", "electric-eyrie", "alliance", "alliance"], bots=(0, 1)))
    with pytest.raises(SetupError, match="person"):
        RULESET.check_setup(content, _setup(["mechanical-marquise", "electric-eyrie"], bots=(0, 1)))


def test_setup_card_kinds(content):
    """The setup cards of the factions Tableforge plays ([EXT], docs/sources.md)."""
    assert draft.setup_cards(content) == {
        "marquise": "militant", "eyrie": "militant", "duchy": "militant", "hundreds": "militant", "keepers": "militant",
        "alliance": "insurgent", "vagabond": "insurgent", "lizards": "insurgent",
        "riverfolk": "insurgent", "corvids": "insurgent"}


def _pack_with_cards(content, tmp_path, lines):
    pack = tmp_path / "pack"
    shutil.copytree(content.path, pack)
    (pack / "setup_cards.yaml").write_text("cards:\n" + "".join(f"  - {x}\n" for x in lines))
    return RULESET.load_content(pack)


def test_too_few_setup_cards_is_a_clear_error(content, tmp_path):
    """Law A.8.1: players + 1 cards with a militant first. With fewer cards (a pack listing only the
    base factions' four) the setup is refused with a clear message, not a failing deal."""
    small = _pack_with_cards(content, tmp_path, ["{faction: marquise, kind: militant}", "{faction: eyrie, kind: militant}",
                                                 "{faction: alliance, kind: insurgent}", "{faction: vagabond, kind: insurgent}"])
    with pytest.raises(SetupError, match="one more setup card"):
        RULESET.check_setup(small, _setup(["marquise"] * 4))
    with pytest.raises(SetupError, match="militant"):     # both militant factions taken by automata
        RULESET.check_setup(small, _setup(["mechanical-marquise", "electric-eyrie", "alliance", "alliance"],
                                          bots=(0, 1)))


def test_bad_setup_card_is_a_file_line_error(content, tmp_path):
    # the pack is refused when it loads (issue 18: every file a game reads is read at load)
    with pytest.raises(Exception, match=r"setup_cards.yaml:3.*kind"):
        _pack_with_cards(content, tmp_path, ["{faction: marquise, kind: militant}", "{faction: lizards, kind: sneaky}"])


def test_two_players_remove_the_insurgent_cards():
    """Law A.8.1.I: with 2 players the insurgent cards go, unless the militant cards cannot reveal
    players + 1 (ruling R-ADV-3); with 3+ players they stay."""
    assert not draft.keeps_insurgents(2, 2, ["marquise", "eyrie", "duchy"])
    assert not draft.keeps_insurgents(2, 1, ["eyrie", "duchy"])            # one person beside an automaton
    assert draft.keeps_insurgents(2, 2, ["marquise", "eyrie"])             # too few militant cards
    assert draft.keeps_insurgents(3, 3, ["marquise", "eyrie", "duchy"])


def _deal(content, facs, bots, seed):
    s = RULESET.new_state(content, _setup(facs, bots), Rng.seeded(seed))
    fr = next(f for f in s.stack if isinstance(f, draft.RootDraft))
    return s, fr


@pytest.mark.parametrize("facs,bots", [
    (["marquise"] * 2, ()), (["marquise"] * 3, ()), (["marquise"] * 4, ()),
    (["mechanical-marquise", "alliance"], (0,)),
    (["vagabot", "alliance", "alliance", "alliance"], (0,)),
    (["mechanical-marquise", "electric-eyrie", "alliance", "alliance"], (0, 1)),
])
def test_every_deal_follows_a8_1(content, facs, bots):
    """Law A.8.1 over many seeds: one militant card, then one per drafting player (players + 1 in
    all); no automaton's faction (nor the faction it stands in for); no insurgents with 2 players;
    the last card locked iff insurgent; a Vagabond card comes with a character (A.8.1.III)."""
    kinds = draft.setup_cards(content)
    out = {f for f in facs if f in RULESET_AUTOMATA} | {RULESET_AUTOMATA.get(f, "") for f in facs}
    people = len(facs) - len(bots)
    seen = set()
    for seed in range(40):
        s, fr = _deal(content, facs, bots, seed)
        cards = fr.cards
        assert len(cards) == people + 1 and len(set(cards)) == len(cards)
        assert kinds[cards[0]] == "militant"
        assert not out & set(cards)
        if len(facs) == 2:
            assert all(kinds[c] == "militant" for c in cards)
        assert fr.locked == (cards[-1] if kinds[cards[-1]] == "insurgent" else "")
        assert sorted(fr.characters) == (["vagabond"] if "vagabond" in cards else [])
        assert fr.order == draft.pick_order(s)
        seen.update(cards)
    expansion = {"duchy", "lizards", "riverfolk", "corvids"}
    assert expansion & seen, "the expansion factions' cards are dealt"


def test_random_suit_markers_on_autumn(content):
    """Law A.1: the suit markers are shuffled onto the clearings, Autumn included."""
    printed = list(content.maps["autumn"].printed_suit[1:])
    seen = set()
    for seed in range(6):
        s = RULESET.new_state(content, _setup(["marquise"] * 3), Rng.seeded(seed))
        assert sorted(s.suits[1:]) == sorted(printed)
        seen.add(tuple(s.suits[1:]))
    assert len(seen) > 1 and any(x != tuple(printed) for x in seen)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_advanced_playouts_keep_invariants(content, n):
    stats = RULESET.simulation(content, games=10, seed=31 + n, factions=["marquise"] * n, max_decisions=5000,
                               round_cap=20, check=make_checker(sample_every=60), options={"setup": "advanced"})
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games


def test_advanced_playouts_with_an_automaton(content):
    stats = RULESET.simulation(content, games=6, seed=5, factions=["marquise", "alliance", "eyrie"],
                               agents="automaton,random", max_decisions=5000, round_cap=15,
                               check=make_checker(sample_every=60), options={"setup": "advanced"})
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
