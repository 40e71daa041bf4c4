"""The Marquise's and the Eyrie's menus and the shared card menus, written for speed (issue 15,
session 8 helper speed-mq), answer what the plain listings answer. Each shortcut is compared with
a listing written here from the rule primitives (decree_matches, has_roost, build_targets,
clearings_with_building, can_craft...), never with the shortcut itself, in every state reached by
seeded random games of several line-ups, maps, decks, hirelings and landmarks (the Lost City is
every suit; the E&P deck brings Tunnels), for every seat, so every kind of state change the games
make is covered."""
import pytest

from game.core.i18n import Msg, T
from game.core.match import Match
from game.root import cards, engine, exiles
from game.root.engine import Ctx, can_place, ch, clearings_with_building, free_slots
from game.root.factions import eyrie, marquise
from game.root.flow import has_battle, has_move_origin
from game.root.ruleset import RULESET
from tests.root.seeded_states import seeded_states

# (factions, map, extra setup options)
MIXES = [
    (["marquise", "eyrie", "alliance", "vagabond"], "autumn", {}),
    (["marquise", "eyrie", "riverfolk", "lizards"], "lake", {"deck": "exiles", "landmarks": "random"}),
    (["eyrie", "duchy", "corvids", "marquise"], "mountain", {"hirelings": "random"}),
    (["hundreds", "keepers", "marquise", "eyrie"], "winter", {"landmarks": "random", "hirelings": "random"}),
    (["marquise", "eyrie"], "autumn", {"landmarks": "random", "deck": "exiles"}),
]


def _states(content, factions, map_id, opts, seed, decisions):
    return seeded_states(content, factions, map_id, opts, seed, decisions)


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


# --- the plain listings (Law 7.5.2, 6.5) -----------------------------------------------------------

def eyrie_targets_plain(ctx, seat, col, card):
    """Law 7.5.2.I / IV clearing by clearing: Recruit in a matching roost clearing where warriors
    may be placed (a warrior to place); Build in a matching ruled clearing without a roost, with
    a free slot, where it may be placed (a roost to place)."""
    s = ctx.s
    suited = [c for c in ctx.m.ids if eyrie.decree_matches(ctx, card, c)]
    if col == "recruit":
        if s.supply[seat]["warrior"] <= 0:
            return []
        return [c for c in suited if eyrie.has_roost(ctx, seat, c) and can_place(ctx, seat, c)]
    if s.supply[seat]["roost"] <= 0:
        return []
    return [c for c in suited if s.ruler[c] == seat and not eyrie.has_roost(ctx, seat, c)
            and free_slots(ctx, c) > 0 and can_place(ctx, seat, c)]


def decree_menu_plain(ctx, seat, col, todo):
    """The Decree's card choices, card by card (every card asked on its own)."""
    out = []
    for x in sorted(set(todo)):
        ok = bool(eyrie.targets(ctx, seat, col, x))
        short = ok and col == "recruit" and ctx.s.supply[seat]["warrior"] < eyrie.recruit_count(ctx, seat)
        template = (eyrie._SHORT if short else eyrie._OK) if ok else eyrie._TURMOIL
        out.append(ch(f"card:{x}", Msg(template, column=T(eyrie.COLUMN_NAMES[col]), card=eyrie.card_name(ctx, x)),
                      f"card:{x}"))
    return out


def marquise_actions_plain(ctx, fr):
    """Law 6.5's actions from the listings: battle, march, recruit (a recruiter, warriors, not
    yet this turn), build (some kind has a target clearing), overwork (a sawmill target)."""
    seat, s = fr.seat, ctx.s
    out = []
    if has_battle(ctx, seat):
        out.append("action:battle")
    if has_move_origin(ctx, seat):
        out.append("action:march")
    if not fr.recruited and s.supply[seat]["warrior"] > 0 and clearings_with_building(ctx, seat, "recruiter"):
        out.append("action:recruit")
    wood = marquise.component_wood(ctx, seat)
    if any(marquise.build_targets(ctx, seat, k, wood) for k in marquise.BUILDINGS):
        out.append("action:build")
    if marquise.overwork_targets(ctx, seat):
        out.append("action:overwork")
    return out


def _same_choices(got, want):
    assert [(c.id, c.label, c.refs, c.label_msg, c.label_args) for c in got] == \
        [(c.id, c.label, c.refs, c.label_msg, c.label_args) for c in want]


@pytest.mark.parametrize("mix", range(len(MIXES)))
def test_marquise_and_eyrie_shortcuts_equal_the_plain_listings(content, mix):
    factions, map_id, opts = MIXES[mix]
    checked = dict.fromkeys(("eyrie", "decree_menu", "marquise", "actions", "build_kinds"), 0)
    for seed in (2, 9):
        for m in _states(content, factions, map_id, opts, seed, 600):
            ctx = Ctx(content, m.state)
            s = ctx.s
            for seat in range(s.n):
                fid = s.factions[seat]
                if fid == "eyrie":
                    fs = s.fstate[seat]
                    for card in sorted(set(s.hands[seat]) | {x for col in eyrie.COLUMNS for x in fs.decree[col]}):
                        for col in ("recruit", "build"):
                            want = eyrie_targets_plain(ctx, seat, col, card)
                            assert eyrie.targets(ctx, seat, col, card) == want, (seat, col, card)
                            assert eyrie.has_targets(ctx, seat, col, card) == bool(want)
                            checked["eyrie"] += 1
                    roosts = [s.suits[c] for c in ctx.m.ids if eyrie.has_roost(ctx, seat, c)]    # Law 7.2.1
                    assert eyrie.FACTION.crafting_pieces(ctx, seat) == {x: roosts.count(x) for x in set(roosts)}
                if fid == "marquise":
                    wood = marquise.component_wood(ctx, seat)
                    lists = {k: marquise.build_targets(ctx, seat, k, wood) for k in marquise.BUILDINGS}
                    assert marquise.may_build(ctx, seat) == any(lists.values())
                    assert marquise.buildable_clearings(ctx, seat) == sorted({c for v in lists.values() for c in v})
                    for c in ctx.m.ids:
                        assert marquise.kinds_buildable_in(ctx, seat, c) == [k for k in marquise.BUILDINGS
                                                                             if c in lists[k]], c
                        checked["build_kinds"] += 1
                    shops = [s.suits[c] for c in clearings_with_building(ctx, seat, "workshop")]      # Law 6.2.1
                    assert marquise.FACTION.crafting_pieces(ctx, seat) == {x: shops.count(x) for x in set(shops)}
                    checked["marquise"] += 1
            # the menus of the frames on the stack, as their decide lists them
            for fr in s.stack:
                if isinstance(fr, eyrie.EyrieDaylight) and fr.stage == "card" and fr.todo:
                    col = eyrie.COLUMNS[fr.col]
                    got = [c for c in eyrie.EyrieDaylightH().decide(ctx, fr).choices if c.id.startswith("card:")]
                    _same_choices(got, decree_menu_plain(ctx, fr.seat, col, fr.todo))
                    checked["decree_menu"] += 1
                if isinstance(fr, marquise.MarquiseDaylight):
                    assert [c.id for c in marquise._action_choices(ctx, fr)] == marquise_actions_plain(ctx, fr)
                    assert marquise._any_action(ctx, fr) == bool(marquise_actions_plain(ctx, fr))
                    checked["actions"] += 1
    # the games reached the states the shortcuts are for (not a vacuous pass)
    if "eyrie" in factions:
        assert checked["eyrie"] > 500 and checked["decree_menu"] > 20, checked
    if "marquise" in factions:
        assert checked["marquise"] > 200 and checked["actions"] > 20, checked


def test_marquise_build_shortcuts_see_wood_only_across_her_rule(content):
    """Hand-built: wood two clearings away through ruled clearings pays (Law 6.5.4.II), wood past
    an unruled clearing does not, and a clearing where nothing may be placed (closed) is never a
    target."""
    setup = {"seats": [{"controller": "random", "faction": f} for f in ("marquise", "eyrie")], "map": "autumn"}
    m = Match(RULESET, content, RULESET.check_setup(content, setup), 1)
    ctx = Ctx(content, m.state)
    s = ctx.s
    while s.phase == "setup":                       # play the setup out
        d = m.pending
        m.apply(d.choices[0])
    ctx = Ctx(content, m.state)
    s = ctx.s
    seat = 0
    for c in ctx.m.ids:                             # clear the board of both factions' pieces
        for i in (0, 1):
            s.warriors[i][c] = 0
        s.buildings[c] = [b for b in s.buildings[c] if b[0] not in (0, 1)]
        s.tokens[c] = [t for t in s.tokens[c] if t[0] not in (0, 1)]
    engine.touch_all(ctx)
    a = ctx.m.ids[0]
    b = ctx.adj[a][0]
    far = next(x for x in ctx.adj[b] if x != a and x not in ctx.adj[a])
    for c in (a, b, far):
        s.warriors[seat][c] = 1
    s.tokens[far].append([seat, "wood"])
    engine.touch_all(ctx)
    # placed() counts from the supply: with one of each building placed the next costs 1 wood
    for k in marquise.BUILDINGS:
        s.supply[seat][k] = marquise._track(ctx, k).count - 1
    assert marquise.build_cost(ctx, seat, "sawmill") == 1
    free = [c for c in (a, b, far) if free_slots(ctx, c) > 0]
    assert marquise.buildable_clearings(ctx, seat) == sorted(free)
    assert marquise.may_build(ctx, seat)
    s.warriors[seat][b] = 0                          # b no longer ruled: a is cut off from the wood
    engine.touch_all(ctx)
    want = [c for c in (far,) if free_slots(ctx, c) > 0]
    assert marquise.buildable_clearings(ctx, seat) == want
    assert marquise.kinds_buildable_in(ctx, seat, a) == []
    if want:
        s.closed = [far]                              # nothing is placed in a closed clearing (Law D.6.2)
        assert marquise.buildable_clearings(ctx, seat) == [] and not marquise.may_build(ctx, seat)
        assert marquise.kinds_buildable_in(ctx, seat, far) == []
        s.closed = []
        assert marquise.kinds_buildable_in(ctx, seat, far) == list(marquise.BUILDINGS)
    s.tokens[far] = []
    assert not marquise.may_build(ctx, seat) and marquise.buildable_clearings(ctx, seat) == []


# --- the shared card menus (Law 4.1, 3.3.4) ----------------------------------------------------------

def test_can_pay_is_whether_a_payment_plan_exists(content):
    """Every cost of both decks against every pool of -1..3 pieces of each suit and of the Lost
    City (plus a stray key the costs never name): the remembered answer is `_pay_plan`'s, asked
    twice (a cached answer equals the fresh one) and with the counts given by the caller."""
    costs = sorted({rec.cost for rec in content.cards.values() if rec.cost}) + [("fox", "fox", "any", "any"),
                                                                               ("mouse", "any", "any", "any")]
    cards._PAYABLE.clear()
    rng = range(-1, 4)
    n = 0
    for f in rng:
        for r in rng:
            for mo in rng:
                for lost in rng:
                    pool = {"fox": f, "rabbit": r, "mouse": mo, cards.LOST: lost, "stray": 2}
                    counts = (f, r, mo, lost)
                    for cost in costs:
                        want = cards._pay_plan(cost, pool) is not None
                        assert cards.can_pay(cost, pool) == want, (cost, pool)
                        assert cards.can_pay(cost, pool, counts) == want, (cost, pool)
                        assert cards._PAYABLE[(cost, counts)] == want
                        n += want
    assert n > 1000                     # many payable and many unpayable pairs


def test_can_pay_does_not_cache_a_cost_with_another_icon():
    """A cost naming an icon outside the three suits and `any` is planned each time (its answer
    could read another pool key), never remembered."""
    cards._PAYABLE.clear()
    assert cards.can_pay(("bird",), {"bird": 1}) == (cards._pay_plan(("bird",), {"bird": 1}) is not None)
    assert cards.can_pay(("bird",), {"fox": 1}) == (cards._pay_plan(("bird",), {"fox": 1}) is not None)
    assert not any(key[0] == ("bird",) for key in cards._PAYABLE)


def daylight_common_plain(ctx, seat):
    """The common Daylight options from the rule functions, option by option (no shared pass)."""
    s = ctx.s
    out = []
    if not s.dominance[seat] and s.vp[seat] >= cards.DOMINANCE_MIN_VP and ctx.fac(seat).can_activate_dominance(ctx, seat):
        out += [f"dominance:{x}" for x in sorted(set(s.hands[seat])) if ctx.c.cards[x].kind == "dominance"]
    out += [f"take-dominance:{x}" for x in sorted(set(s.available_dominance))
            if any(cards._pays_for_dominance(ctx, y, ctx.c.cards[x].suit) for y in s.hands[seat])]
    if cards.has_effect(ctx, seat, "tax_collector") and "tax_collector" not in s.used_once and any(s.warriors[seat][1:]):
        out.append("tax-collector")
    if cards.has_effect(ctx, seat, "codebreakers") and "codebreakers" not in s.used_once:
        out.append("codebreakers")
    return out


def birdsong_plain(ctx, seat):
    """The Birdsong window's choice ids from each use's own test (Royal Claim, Stand and
    Deliver!, the E&P deck's uses, other factions' offers), or None when there is nothing."""
    s = ctx.s
    opts = []
    if cards.has_effect(ctx, seat, "royal_claim"):
        opts.append("royal-claim")
    if (cards.has_effect(ctx, seat, "stand_and_deliver") and "stand_and_deliver" not in s.used_once
            and any(s.hands[i] or ctx.fac(i).automaton for i in range(s.n) if i != seat)):
        opts.append("stand-and-deliver")
    if s.deck_id == "exiles":
        opts += [c.id for c in exiles.birdsong_choices(ctx, seat)]
        opts += [c.id for h in cards.BIRDSONG_HOOKS for c in h[0](ctx, seat)]
    offers = [c.id for c in cards.other_offers(ctx, seat)]
    if not opts and not offers:
        return None
    return opts + offers + ["done"]


@pytest.mark.parametrize("mix", range(len(MIXES)))
def test_card_menus_equal_the_plain_listings(content, mix):
    """craft_choices against can_craft card by card (Law 4.1), with the choice made fresh; the
    common Daylight options (before the deck's, the map's and the other factions' own) against
    the option-by-option listing."""
    factions, map_id, opts = MIXES[mix]
    checked = {"craft": 0, "take": 0, "effects": 0, "birdsong": 0}
    cards._CRAFT_CH.clear()
    for seed in (4,):
        for m in _states(content, factions, map_id, opts, seed, 900):
            ctx = Ctx(content, m.state)
            s = ctx.s
            for seat in range(s.n):
                fresh = [ch(f"craft:{x}", Msg("Craft {card}", card=T(ctx.c.cards[x].name)), f"card:{x}")
                         for x in sorted(set(s.hands[seat])) if cards.can_craft(ctx, seat, x)]
                _same_choices(cards.craft_choices(ctx, seat), fresh)
                checked["craft"] += bool(fresh)
                want = daylight_common_plain(ctx, seat)
                got = [c.id for c in cards.daylight_common_choices(ctx, seat)
                       if c.id.startswith(("dominance:", "take-dominance:", "tax-collector", "codebreakers"))]
                assert got == want
                checked["take"] += any(x.startswith("take-dominance") for x in want)
                # the Birdsong card window (RootBirdsongCards): offered exactly when one of its
                # uses or another faction's offer is there, with the same choices
                plain = birdsong_plain(ctx, seat)
                d = cards.RootBirdsongCardsH().decide(ctx, cards.RootBirdsongCards(seat))
                assert (None if d is None else [c.id for c in d.choices]) == plain
                checked["birdsong"] += plain is not None
                checked["effects"] += bool(s.crafted[seat])
    assert checked["craft"] > 50 and checked["effects"] > 50, checked
    if mix in (0, 2, 3):
        assert checked["take"] > 50, checked        # dominance cards were available to take
    if mix in (1, 2):
        assert checked["birdsong"] > 10, checked    # the window was offered (E&P uses, Corvid offers)


def test_made_once_choices_equal_fresh_ones(content):
    """The choices these menus make once (module constants, the Birdsong card cache) equal the
    choices made fresh from the same id and label; a renamed card gets a choice with its new
    name (the cache checks the name)."""
    from types import SimpleNamespace

    from game.core.decision import Choice

    def same(got, fresh):
        assert (got.id, got.label, got.refs, got.label_msg, got.label_args) == \
            (fresh.id, fresh.label, fresh.refs, fresh.label_msg, fresh.label_args)

    for got, col in zip(eyrie._COLUMN_CHOICES, eyrie.COLUMNS):
        same(got, Choice(f"column:{col}", Msg("{column}", column=T(eyrie.COLUMN_NAMES[col]))))
    same(eyrie._ADD_NO_MORE, Choice("done", Msg("Add no more")))
    same(eyrie._RESOLVE, Choice("done", Msg("Resolve the Decree")))
    for name, cid, text in (("_BATTLE", "action:battle", "Battle"), ("_MARCH", "action:march", "March (two moves)"),
                            ("_RECRUIT", "action:recruit", "Recruit"), ("_BUILD", "action:build", "Build"),
                            ("_OVERWORK", "action:overwork", "Overwork"), ("_START_ACTIONS", "done", "Start actions"),
                            ("_END_DAYLIGHT", "done", "End Daylight")):
        same(getattr(marquise, name), Choice(cid, Msg(text)))
    ctx = SimpleNamespace(c=content)
    eyrie._HAND_CH.clear()
    for card in sorted(content.cards):
        for _ in range(2):
            same(eyrie._hand_card_ch(ctx, card), Choice(f"card:{card}", content.cards[card].name, (f"card:{card}",)))
    card = sorted(content.cards)[0]
    renamed = SimpleNamespace(c=SimpleNamespace(cards={card: SimpleNamespace(name="Another Name")}))
    same(eyrie._hand_card_ch(renamed, card), Choice(f"card:{card}", "Another Name", (f"card:{card}",)))
    same(eyrie._hand_card_ch(ctx, card), Choice(f"card:{card}", content.cards[card].name, (f"card:{card}",)))
    # the leaders (Law 7.3.3, 7.7.3): the choice made once per leader record equals a fresh one
    eyrie._LEADER_CH.clear()
    for x in content.factions.eyrie.leaders:
        for _ in range(2):
            same(eyrie.leader_ch(x), Choice(f"leader:{x.id}", eyrie.leader_label(x)))
    # spending a card (Field Hospitals, taking a dominance card) through card_ch
    for card in sorted(content.cards):
        same(cards.card_ch(ctx, "card", "Spend {card}", card),
             Choice(f"card:{card}", Msg("Spend {card}", card=T(content.cards[card].name)), (f"card:{card}",)))
