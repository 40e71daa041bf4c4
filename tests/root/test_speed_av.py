"""The Alliance's and the Vagabond's speed shortcuts (issue 15, helper speed-av) answer what the
rules answer: each shortcut is compared with a plain computation written here from the Law (not
a copy of the shortcut), in every state reached by seeded random games of several line-ups, maps,
decks, hirelings and landmarks (the Lost City: every suit), for every Alliance and Vagabond seat,
so every kind of state change the games make is covered; and the choice caches give the choice
a fresh Choice gives."""
import pytest

from game.core.decision import Choice
from game.core.i18n import Msg, P
from game.root.engine import Ctx, can_place, ch, enemies, fits, matches, pieces_of
from game.root.factions import alliance as al
from game.root.factions import vagabond_state as vst
from game.root.factions.vagabond import pawn, targets
from game.root.ruleset import RULESET
from tests.root.seeded_states import seeded_states

MIXES = [
    (["marquise", "eyrie", "alliance", "vagabond"], "autumn", {}),
    (["alliance", "vagabond", "vagabond-2", "lizards"], "lake", {"deck": "exiles", "landmarks": "random"}),
    (["hundreds", "keepers", "alliance", "vagabond"], "winter", {"landmarks": "random", "hirelings": "random"}),
    (["alliance", "marquise", "vagabond"], "mountain", {"landmarks": "random"}),
    (["alliance", "vagabond"], "autumn", {"landmarks": "random", "deck": "exiles"}),
]


def _states(content, factions, map_id, opts, seed, decisions):
    return seeded_states(content, factions, map_id, opts, seed, decisions)


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


# --- the rules, written plainly ------------------------------------------------------------------

def _sympathetic(ctx, seat):
    return [c for c in ctx.m.ids if any(t[0] == seat and t[1] == "sympathy" for t in ctx.s.tokens[c])]


def _fitting(ctx, seat, c):
    """Law 8.2.3 + 2.1.1 (R-LAND-11): the supporters that match clearing c, card by card."""
    return [x for x in ctx.s.fstate[seat].supporters if fits(ctx, x, c)]


def _spread_cost(ctx, seat, c):
    """Law 8.4.2.II: the cost above the next token, +1 if another player has 3 warriors there."""
    s = ctx.s
    placed = ctx.c.factions.alliance.sympathy - s.supply[seat]["sympathy"]
    martial = any(s.warriors[i][c] >= 3 for i in range(s.n) if i != seat)
    return ctx.c.factions.alliance.sympathy_costs[placed] + (1 if martial else 0)


def _spread_targets(ctx, seat):
    """Law 8.4.2.I-II: unsympathetic, adjacent to a sympathetic clearing (any if none), placeable,
    payable with matching supporters."""
    s = ctx.s
    if s.supply[seat]["sympathy"] <= 0:
        return []
    symp = _sympathetic(ctx, seat)
    area = [c for c in ctx.m.ids if c not in symp and (not symp or any(d in symp for d in ctx.adj[c]))]
    return [c for c in area if can_place(ctx, seat, c) and len(_fitting(ctx, seat, c)) >= _spread_cost(ctx, seat, c)]


def _revolt_targets(ctx, seat, public):
    """Law 8.4.1.I-II: sympathetic, a base of a suit of the clearing on the board, 2 (matching)
    supporters, a slot once the enemy buildings are gone, no ally's placement ban."""
    s = ctx.s
    sup = s.fstate[seat].supporters
    foes = enemies(ctx, seat)
    out = []
    for c in _sympathetic(ctx, seat):
        if not any(s.supply[seat][f"base-{x}"] > 0 for x in al.clearing_suits(ctx, c)):
            continue
        if len(sup if public else _fitting(ctx, seat, c)) < 2:
            continue
        if ctx.m.slots[c] - sum(1 for b in s.buildings[c] if b[0] not in foes) < 1:
            continue
        if any(ctx.fac(i).blocks_placement(ctx, i, seat, c) for i in range(s.n) if i != seat and i not in foes):
            continue
        out.append(c)
    return out if len(sup) >= 2 else []


def _bases(ctx, seat):
    return [(c, b[1][5:]) for c in ctx.m.ids for b in ctx.s.buildings[c] if b[0] == seat and b[1] in al.BASES]


def _check_alliance(ctx, seat, checked):
    s = ctx.s
    costs = {}
    got = al.spread_targets(ctx, seat, costs)
    assert got == _spread_targets(ctx, seat) == al.spread_targets(ctx, seat)
    assert costs == {c: _spread_cost(ctx, seat, c) for c in got}
    checked["spread"] += bool(got)
    for public in (False, True):
        want = _revolt_targets(ctx, seat, public)
        assert al.revolt_targets(ctx, seat, public) == want
        checked["revolt"] += bool(want)
    suits = {x for _, x in _bases(ctx, seat)}
    assert al.base_suits_on_map(ctx, seat) == [x for x in al.SUITS if x in suits]
    train = sorted({x for x in s.hands[seat] if any(matches(ctx, x, y) for y in suits)}) \
        if s.supply[seat]["warrior"] > 0 else []
    assert al.train_cards(ctx, seat) == train
    assert al.train_cards(ctx, seat, sorted(set(s.hands[seat]))) == train
    checked["train"] += bool(train)
    symp = _sympathetic(ctx, seat)
    organize = [c for c in ctx.m.ids if s.warriors[seat][c] and c not in symp and can_place(ctx, seat, c)] \
        if s.supply[seat]["sympathy"] > 0 else []
    assert al.organize_targets(ctx, seat) == organize
    for c in ctx.m.ids:
        assert al.martial_law(ctx, seat, c) == any(s.warriors[i][c] >= 3 for i in range(s.n) if i != seat)


def _check_vagabond(ctx, seat, checked):
    s = ctx.s
    fs = s.fstate[seat]
    # the item lists against each token's state (Law 9.2.5, 9.2.7)
    assert vst.exhausted_items(fs) == [t for t in fs.items if vst.state_of(t) in ("exhausted", "damaged-exhausted")]
    assert vst.undamaged_items(fs) == [t for t in fs.items if vst.state_of(t) in ("", "exhausted")]
    assert vst.damaged_items(fs) == [t for t in fs.items if vst.state_of(t) in ("damaged", "damaged-exhausted")]
    assert vst.has_face_up(fs) == any(vst.state_of(t) == "" for t in fs.items)
    for c in ctx.m.ids:           # Law 9.2.9.IIIb: warriors of a Hostile faction
        want = any(s.warriors[i][c] for i in range(s.n) if i != seat and pawn.rel(ctx, seat, i) == vst.HOSTILE)
        assert pawn.hostile_warriors_in(ctx, seat, c) == want
    char = pawn._char(ctx, fs.character)
    assert pawn.special(ctx, seat) == (char.special if char else "")
    c = fs.clearing
    if not c:
        return
    here = pawn.pieces_here(ctx, seat)
    others = [i for i in range(s.n) if i != seat and pieces_of(ctx, i, c)]
    assert here == [0 if i == seat else pieces_of(ctx, i, c) for i in range(s.n)]
    assert pawn.others_here(ctx, seat, here) == pawn.others_here(ctx, seat) == others
    battle = [i for i in enemies(ctx, seat) if pieces_of(ctx, i, c)] if vst.up(fs, "sword") else []
    assert targets._battle_targets(ctx, seat, here) == targets._battle_targets(ctx, seat) == battle
    aid = others if vst.has_face_up(fs) and any(fits(ctx, x, c) for x in s.hands[seat]) else []
    assert targets._aid_targets(ctx, seat, here) == targets._aid_targets(ctx, seat) == aid
    assert targets._special_available(ctx, seat, here) == targets._special_available(ctx, seat)
    checked["here"] += bool(others)


@pytest.mark.parametrize("mix", range(len(MIXES)))
def test_shortcuts_equal_the_rules(content, mix):
    factions, map_id, opts = MIXES[mix]
    checked = {"spread": 0, "revolt": 0, "train": 0, "here": 0}
    for seed in (2, 5):
        for m in _states(content, factions, map_id, opts, seed, 900):
            ctx = Ctx(content, m.state)
            s = ctx.s
            for seat in range(s.n):
                fid = s.factions[seat]
                if fid == "alliance":
                    _check_alliance(ctx, seat, checked)
                elif fid.startswith("vagabond"):
                    _check_vagabond(ctx, seat, checked)
    # the games reached the states the shortcuts are for (not a vacuous pass)
    assert checked["spread"] > 30 and checked["train"] > 30 and checked["here"] > 30, checked
    if mix in (0, 2):
        assert checked["revolt"] > 5, checked


def test_spread_choice_cache_equals_a_fresh_choice():
    """alliance._spread_ch (a module cache keyed by its only inputs, clearing and cost) gives the
    choice a fresh Choice gives, built and then served from the cache."""
    for c in range(1, 13):
        for n in range(1, 6):
            fresh = ch(f"clearing:{c}", Msg("Clearing {c} ({supporters})", c=c, n=n,
                                            supporters=P(n, "{n} supporter", "{n} supporters")), f"clearing:{c}")
            fresh2 = Choice(fresh.id, Msg("Clearing {c} ({supporters})", c=c, n=n,
                                          supporters=P(n, "{n} supporter", "{n} supporters")), fresh.refs)
            for _ in range(2):
                got = al._spread_ch(c, n)
                assert (got.id, got.label, got.refs, got.label_msg, got.label_args) == \
                    (fresh2.id, fresh2.label, fresh2.refs, fresh2.label_msg, fresh2.label_args)
    assert al._spread_ch(3, 2).label == "Clearing 3 (2 supporters)"
    assert al._spread_ch(3, 1).label == "Clearing 3 (1 supporter)"


def test_evening_choices_are_the_choices_built_in_full(content):
    """The Alliance's Recruit and Organize choices (built once by clearing_ch) are the choices
    `ch` builds from their id, label and reference."""
    from game.root.engine import clearing_ch
    for c in range(1, 13):
        for prefix, template in (("recruit", "Recruit in clearing {c}"), ("organize", "Organize in clearing {c}")):
            fresh = Choice(f"{prefix}:{c}", Msg(template, c=c), (f"clearing:{c}",))
            got = clearing_ch(template, c, prefix)
            assert (got.id, got.label, got.refs, got.label_msg, got.label_args) == \
                (fresh.id, fresh.label, fresh.refs, fresh.label_msg, fresh.label_args)


# --- the Keepers in Iron and the Lord of the Hundreds ----------------------------------------------

def _check_keepers(ctx, seat, checked):
    from game.root.factions import keepers as kp
    from game.root.flow import battle_clearings, move_origins
    s = ctx.s
    fs = s.fstate[seat]
    # Law 15.5.2: column k's action clearings for a card, written plainly per card
    for k in range(3):
        for x in sorted(set(fs.retinue[k])):
            ok = [c for c in ctx.m.ids if kp.card_fits(ctx, x, c)]
            if k == 0:
                want = [c for c in move_origins(ctx, seat) if c in ok]
            elif k == 1:
                battle = battle_clearings(ctx, seat)
                want = [c for c in ok if c in battle or (s.warriors[seat][c] and s.ruler[c] == seat
                                                         and kp.delve_forests(ctx, seat, c))]
            else:
                moves = move_origins(ctx, seat)
                faces = lambda c: {fs.faces.get(w, "") for w in kp.waystations_at(ctx, seat, c)}  # noqa: E731
                want = [c for c in ok if c in moves or any(kp.relic_type(r) in faces(c) for r in kp.relics_at(ctx, seat, c))]
            assert kp.action_clearings(ctx, seat, k, x) == want
            checked["keepers"] += bool(want)
    for fr in s.stack:
        if isinstance(fr, kp.KeepersDaylight):
            want = [f"use:{k}:{x}" for k in range(fr.col, 3) for x in sorted(set(fs.retinue[k]))
                    if f"{k}:{x}" not in fr.used and kp.action_clearings(ctx, seat, k, x)]
            assert [c.id for c in kp._usable(ctx, seat, fr)] == want
    # Law 15.4.3: a card pays for a recruit at a matching waystation where I may place
    want = sorted({x for x in s.hands[seat] if s.supply[seat].get("warrior", 0) > 0 and any(
        kp.waystations_at(ctx, seat, c) and fits(ctx, x, c) and can_place(ctx, seat, c) for c in ctx.m.ids)})
    assert kp.recruit_cards(ctx, seat) == want


@pytest.mark.parametrize("mix", [(["keepers", "hundreds", "alliance", "vagabond"], "autumn", {}),
                                 (["keepers", "marquise", "corvids"], "lake", {"landmarks": "random", "deck": "exiles"})])
def test_keepers_shortcuts_equal_the_rules(content, mix):
    factions, map_id, opts = mix
    checked = {"keepers": 0}
    for seed in (4, 9):
        for m in _states(content, factions, map_id, opts, seed, 700):
            ctx = Ctx(content, m.state)
            _check_keepers(ctx, m.state.factions.index("keepers"), checked)
    assert checked["keepers"] > 100, checked


def test_retinue_choice_cache_equals_a_fresh_choice(content):
    """keepers._use_ch (a module cache keyed by column, card and printed name) gives the choice a
    fresh Choice gives; a renamed card gets its own entry."""
    from types import SimpleNamespace

    from game.root.factions import keepers as kp
    ctx = SimpleNamespace(c=content)
    cards = sorted(content.cards)[:40] + ["retainer-1", "retainer-2"]
    for k in range(3):
        for x in cards:
            refs = () if kp.is_retainer(x) else (f"card:{x}",)
            fresh = Choice(f"use:{k}:{x}", Msg("{column} with {card}", column=kp.column_param(k),
                                               card=kp.card_param(ctx, x)), refs)
            for _ in range(2):
                got = kp._use_ch(ctx, k, x)
                assert (got.id, got.label, got.refs, got.label_msg, got.label_args) == \
                    (fresh.id, fresh.label, fresh.refs, fresh.label_msg, fresh.label_args)
    card = sorted(content.cards)[0]
    renamed = SimpleNamespace(c=SimpleNamespace(cards={card: SimpleNamespace(name="Another Name", suit="fox")}))
    assert kp._use_ch(renamed, 0, card).label_args["card"] == {"term": "Another Name"}


def test_alliance_crafting_pieces_and_bases_read_off_the_supply(content):
    """Law 8.2.1: the Alliance's crafting pieces are its sympathy tokens, counted by suit; the bases
    on the map read off the supply agree with the map, in every state of seeded games."""
    n = 0
    for factions, map_id, opts in MIXES[:3]:
        for m in _states(content, factions, map_id, opts, 3, 600):
            ctx = Ctx(content, m.state)
            seat = m.state.factions.index("alliance")
            want: dict = {}
            for c in _sympathetic(ctx, seat):
                want[m.state.suits[c]] = want.get(m.state.suits[c], 0) + 1
            assert ctx.fac(seat).crafting_pieces(ctx, seat) == want
            assert al.has_no_base_on_map(ctx, seat) == (not _bases(ctx, seat))
            n += bool(want)
    assert n > 300


def test_vagabond_quest_options_equal_the_rules(content):
    """Law 9.5.5 (+ D.7.2 Improvise): a face-up quest of my clearing's suit whose two items I can
    exhaust, or complete by improvising; in every state of seeded games with the Adventurer too."""
    n = 0
    for factions, map_id, opts in MIXES[:2]:
        for seed in (1, 6):
            for m in _states(content, factions, map_id, opts, seed, 600):
                ctx = Ctx(content, m.state)
                for seat in range(m.state.n):
                    if not m.state.factions[seat].startswith("vagabond"):
                        continue
                    fs = m.state.fstate[seat]
                    if not fs.clearing:
                        continue
                    want = [q for q in vst.quest_box(ctx, seat).quests
                            if al.has_suit(ctx, fs.clearing, pawn._quest(ctx, q).suit)
                            and (targets._payable(fs, pawn._quest(ctx, q).items)
                                 or targets._improvisations(ctx, seat, pawn._quest(ctx, q).items))]
                    assert targets._quest_options(ctx, seat) == want
                    n += bool(want)
    assert n > 20
