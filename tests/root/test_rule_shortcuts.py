"""The rule modules' speed shortcuts (issue 15, helper speed-rules) answer what the full listing
answers: "is there any" tests stop at the first target, counts replace lists. Each shortcut is
compared with the full listing it stands for (the listing itself, not a copy of the shortcut), in
every state reached by seeded random games of many line-ups, maps, decks, hirelings and
landmarks, for every seat and suit, so every kind of state change the games make is covered."""
import pytest

from game.core.match import Match
from game.root import cards
from game.root.engine import Ctx, fits
from game.root.factions import alliance, eyrie, marquise
from game.root.factions.vagabond import pawn
from game.root.flow import battle_clearings, has_battle, has_move_origin, move_origins
from game.root.ruleset import RULESET
from tests.root.seeded_states import seeded_states

SUITS = ("", "fox", "rabbit", "mouse", "bird")

# (factions, map, extra setup options): base and expansion factions, the four maps, the E&P deck,
# hirelings (the Stoic Protector filters battle lists) and landmarks (the Lost City: every suit)
MIXES = [
    (["marquise", "eyrie", "alliance", "vagabond"], "autumn", {}),
    (["marquise", "alliance", "riverfolk", "lizards"], "lake", {"deck": "exiles", "landmarks": "random"}),
    (["duchy", "corvids", "vagabond", "marquise"], "mountain", {"hirelings": "random"}),
    (["hundreds", "keepers", "alliance", "eyrie"], "winter", {"landmarks": "random", "hirelings": "random"}),
    (["marquise", "alliance"], "autumn", {"landmarks": "random", "deck": "exiles"}),
]


def _states(content, factions, map_id, opts, seed, decisions):
    return seeded_states(content, factions, map_id, opts, seed, decisions, agent_seed=31)


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _fitting_fresh(ctx, cards, c):
    """How many of `cards` fit clearing c, card by card (Law 2.1.1, R-LAND-11)."""
    return sum(1 for x in cards if fits(ctx, x, c))


@pytest.mark.parametrize("mix", range(len(MIXES)))
def test_shortcuts_equal_the_full_listings(content, mix):
    factions, map_id, opts = MIXES[mix]
    checked = {"battle": 0, "move": 0, "build": 0, "fitting": 0, "any_action": 0, "decree": 0, "craft": 0, "pawn": 0}
    for seed in (3, 8):
        for m in _states(content, factions, map_id, opts, seed, 700):
            ctx = Ctx(content, m.state)
            s = ctx.s
            for seat in range(s.n):
                for suit in SUITS:
                    assert has_battle(ctx, seat, suit) == bool(battle_clearings(ctx, seat, suit)), (seat, suit)
                    assert has_move_origin(ctx, seat, suit) == bool(move_origins(ctx, seat, suit)), (seat, suit)
                    checked["battle"] += 1
                    checked["move"] += 1
                # craft_choices (per-cost table, card_ch) against can_craft card by card (Law 4.1)
                fresh = [f"craft:{x}" for x in sorted(set(s.hands[seat])) if cards.can_craft(ctx, seat, x)]
                assert [c.id for c in cards.craft_choices(ctx, seat)] == fresh
                checked["craft"] += bool(fresh)
                fid = s.factions[seat]
                if fid == "marquise":
                    wood = marquise.component_wood(ctx, seat)
                    want = any(marquise.build_targets(ctx, seat, k, wood) for k in marquise.BUILDINGS)
                    assert marquise.can_build(ctx, seat, wood) == want
                    for fr in s.stack:
                        if isinstance(fr, marquise.MarquiseDaylight):
                            assert marquise._any_action(ctx, fr) == bool(marquise._action_choices(ctx, fr))
                            checked["any_action"] += 1
                    checked["build"] += 1
                if fid.startswith("vagabond"):
                    assert pawn.can_move_pawn(ctx, seat) == bool(pawn.move_targets(ctx, seat))
                    checked["pawn"] += 1
                if fid == "eyrie":
                    fs = s.fstate[seat]
                    for card in sorted(set(s.hands[seat]) | {x for col in eyrie.COLUMNS for x in fs.decree[col]}):
                        for col in eyrie.COLUMNS:
                            assert eyrie.has_targets(ctx, seat, col, card) == bool(eyrie.targets(ctx, seat, col, card))
                            checked["decree"] += 1
                if fid == "alliance":
                    sup = s.fstate[seat].supporters
                    counts = alliance.suit_counts(ctx, sup)
                    for c in ctx.m.ids:
                        want = _fitting_fresh(ctx, sup, c)
                        assert len(alliance.supporters_fitting(ctx, seat, c)) == want
                        assert alliance.count_fitting(ctx, counts, c) == want
                        checked["fitting"] += 1
    # the games reached the states the shortcuts are for (not a vacuous pass)
    assert checked["battle"] > 1000 and checked["move"] > 1000 and checked["craft"] > 20
    if "marquise" in factions:
        assert checked["build"] > 100 and checked["any_action"] > 20
    if "alliance" in factions:
        assert checked["fitting"] > 1000
    if "vagabond" in factions:
        assert checked["pawn"] > 500
    if "eyrie" in factions:
        assert checked["decree"] > 1000


def test_has_battle_sees_a_foe_in_the_last_clearing(content):
    """A hand-built case for the early exit: the only battle is in the highest-numbered clearing,
    and with a foe in every clearing the answer is the same; no warrior, no battle."""
    setup = {"seats": [{"controller": "random", "faction": f} for f in ("marquise", "eyrie")], "map": "autumn"}
    m = Match(RULESET, content, RULESET.check_setup(content, setup), 1)
    ctx = Ctx(content, m.state)
    s = ctx.s
    ids = list(ctx.m.ids)
    for seat in (0, 1):
        for c in ids:
            s.warriors[seat][c] = 0
        s.buildings = [[b for b in bs if b[0] not in (0, 1)] for bs in s.buildings]
        s.tokens = [[t for t in ts if t[0] not in (0, 1)] for ts in s.tokens]
    assert not has_battle(ctx, 0) and battle_clearings(ctx, 0) == []
    last = ids[-1]
    s.warriors[0][last] = 2
    s.warriors[1][last] = 1
    assert has_battle(ctx, 0) and battle_clearings(ctx, 0) == [last]
    assert has_battle(ctx, 0, s.suits[last]) and not has_battle(ctx, 0, next(x for x in ("fox", "rabbit", "mouse")
                                                                              if x != s.suits[last]))


def test_card_choice_cache_equals_a_fresh_choice(content):
    """cards.card_ch (a module cache of card choices keyed by all its inputs) gives the choice a
    fresh Choice gives, for every card of both decks and every menu that uses it; a card whose
    printed name differs in another content gets its own entry (the key holds the name)."""
    from types import SimpleNamespace

    from game.core.decision import Choice
    from game.core.i18n import Msg, T

    ctx = SimpleNamespace(c=content)
    menus = [("craft", "Craft {card}"), ("mobilize", "Mobilize {card}"), ("take-dominance", "Take {card}"),
             ("extra", "Spend {card} for an extra action"), ("recruit", "Recruit with {card}")]
    n = 0
    for card in sorted(content.cards):
        for prefix, template in menus:
            fresh = Choice(f"{prefix}:{card}", Msg(template, card=T(content.cards[card].name)), (f"card:{card}",))
            for _ in range(2):                          # built, then served from the cache
                got = cards.card_ch(ctx, prefix, template, card)
                assert (got.id, got.label, got.refs, got.label_msg, got.label_args) == \
                    (fresh.id, fresh.label, fresh.refs, fresh.label_msg, fresh.label_args)
                n += 1
    assert n > 500
    card = sorted(content.cards)[0]
    renamed = SimpleNamespace(c=SimpleNamespace(cards={card: SimpleNamespace(name="Some Other Name")}))
    got = cards.card_ch(renamed, "craft", "Craft {card}", card)
    assert got.label == "Craft Some Other Name" and got.label_args == {"card": T("Some Other Name")}
    assert cards.card_ch(ctx, "craft", "Craft {card}", card).label == f"Craft {content.cards[card].name}"


def test_decree_card_choice_cache_equals_a_fresh_choice(content):
    """eyrie._decree_card_ch (a module cache keyed by all its inputs) gives the choice a fresh
    Choice gives, for every card (and the Loyal Vizier), column and label; a renamed card gets
    its own entry."""
    from types import SimpleNamespace

    from game.core.decision import Choice
    from game.core.i18n import Msg, T

    ctx = SimpleNamespace(c=content)
    for card in sorted(content.cards) + [eyrie.VIZIER]:
        for col in eyrie.COLUMNS:
            for template in (eyrie._OK, eyrie._TURMOIL, eyrie._SHORT):
                name = "Loyal Vizier" if card == eyrie.VIZIER else content.cards[card].name
                fresh = Choice(f"card:{card}", Msg(template, column=T(eyrie.COLUMN_NAMES[col]), card=T(name)),
                               (f"card:{card}",))
                for _ in range(2):
                    got = eyrie._decree_card_ch(ctx, col, card, template)
                    assert (got.id, got.label, got.refs, got.label_msg, got.label_args) == \
                        (fresh.id, fresh.label, fresh.refs, fresh.label_msg, fresh.label_args)
    card = sorted(content.cards)[0]
    renamed = SimpleNamespace(c=SimpleNamespace(cards={card: SimpleNamespace(name="Another Name")}))
    assert eyrie._decree_card_ch(renamed, "move", card, eyrie._OK).label == "Move: Another Name"


def test_item_and_slip_choice_caches_equal_fresh_choices(content):
    """vagabond_state.item_ch and vagabond.turn._slip_ch (module caches keyed by their only
    input) give the choices a fresh Choice gives, for every item kind in every state and every
    clearing and forest of every map (Law 9.4.2 Slip, 9.2.5 item states)."""
    from game.core.decision import Choice
    from game.core.i18n import Msg, Sub, T
    from game.root.factions import vagabond_state as vst
    from game.root.factions.vagabond import turn

    def same(got, fresh):
        assert (got.id, got.label, got.refs, got.label_msg, got.label_args) == \
            (fresh.id, fresh.label, fresh.refs, fresh.label_msg, fresh.label_args)

    for kind in ("boots", "sword", "crossbow", "hammer", "torch", "tea", "coins", "bag"):
        for state in ("", "exhausted", "damaged", "damaged-exhausted"):
            t = f"{kind}:{state}" if state else kind
            fresh = Choice(f"item:{t}", Msg("{item} ({state})", item=T(kind), state=Sub(vst.STATE_WORDS[state]))
                           if state else kind)
            for _ in range(2):
                same(vst.item_ch(t), fresh)
            assert [c.id for c in vst.item_choices([t, t])] == [f"item:{t}"]
    n = 0
    for m in content.maps.values():
        targets = [f"clearing:{c}" for c in m.ids] + [f"forest:{f}" for f in m.forests]
        for t in targets:
            kind, _, v = t.partition(":")
            fresh = Choice(t, Msg("Slip to {where}", where=Sub("clearing {v}" if kind == "clearing" else "forest {v}", v=v)),
                           (t,))
            for _ in range(2):
                same(turn._slip_ch(t), fresh)
                n += 1
    assert n > 100
