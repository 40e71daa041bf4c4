"""The Underground Duchy's guide (game/root/ai_guides/duchy.py): far better than chance in its
seat, and each of its main priorities on seeded positions (Law chapter 12). The properties every
guide shares (legal answers, any seat, determinism, hidden information) are in test_guides.py."""
from __future__ import annotations

import pytest

from bench import root_guides
from bench.search_strength import opponents
from game.core.agents import RandomAgent
from game.core.match import Match
from game.root.ai_guides import guide_for
from game.root.factions import duchy as du
from tests.search._guides_harness import first_position, vs_automata, vs_random
from tests.search.guide_specs.duchy import SPEC

LORDS = {"duchess-of-mud", "baron-of-dirt", "earl-of-stone"}


def _vs_master(seed: int, agent=None) -> Match:
    return vs_automata("duchy", seed, agent)


def _positions(pred, seeds=range(1, 13), limit: int = 8):
    """Seeded positions (match, decision) of the Duchy's seat where `pred` holds, reached by the
    guide playing against three Master automata; each is a clone the test may change."""
    found = []
    for seed in seeds:
        got = first_position("duchy", seed, pred)
        if got is not None:
            found.append((got[0].clone(), got[1]))    # one position per game: varied positions
        if len(found) >= limit:
            break
    return found


def test_the_duchy_guide_beats_random_play_in_the_seat():
    """Against three random players (Autumn, base deck, seeds 1-6): the guide scores more than a
    random Duchy in every game, at least twice as much in all, and wins at least 5 of 6 (measured
    26 Nov 2026: 6/6 wins, 31 VP against 12 a game; a random Duchy reveals and spends cards blindly
    and seldom sways)."""
    vp, wins = vs_random("duchy", SPEC.others, seeds=range(1, 7))
    assert all(g > r for g, r in zip(vp["guide"], vp["random"])), vp
    assert sum(vp["guide"]) >= 2 * sum(vp["random"]), vp
    assert wins["guide"] >= 5 and wins["guide"] > wins["random"], wins


def test_the_duchy_guide_scores_far_more_than_random_play_against_master_automata():
    """The same seeds, the same three Master automata: the guide's mean VP is at least three times a
    random seat's and 10 VP more (100 seeds, docs/ai.md Session 9: 23.2 against 5.0), and it wins
    at least 3 of these 8 games (session 11: 4 of 8, 31/100 on seeds 1-100; the session 9 guide
    won 1 of 8)."""
    seeds = range(1, 9)
    games = [_vs_master(s) for s in seeds]
    guide = [m.state.vp[0] for m in games]
    wins = sum(1 for m in games if m.outcome and 0 in m.outcome.winners)
    rand = [_vs_master(s, RandomAgent(s * 101)).state.vp[0] for s in seeds]
    g, r = sum(guide) / len(guide), sum(rand) / len(rand)
    assert g >= 3 * r and g >= r + 10, (guide, rand)
    assert wins >= 3, (wins, guide)


def test_it_sways_a_lord_whenever_one_is_offered():
    """Law 12.5.3.III: a lord's crown scores 3 VP, a noble's 2, a squire's 1, and a lord scores again
    each turn (12.5.2.VII-IX): offered a lord, the guide sways one rather than a lesser minister or
    nothing. (Positions where every lord's reveal would need a bird are left out: a revealed bird
    is discarded, 12.6.1, so a noble may then be the better Sway.)"""
    def pred(m, d):
        if d.kind != "root.duchy.sway" or not any(i[9:] in LORDS for i in d.ids()):
            return False
        s = m.state
        suited = [x for x in s.hands[0] if m.content.cards[x].suit != "bird"]
        from game.root.engine import Ctx
        ctx = Ctx(m.content, s)
        return du._can_reveal(ctx, du.sway_slots(ctx, 0), [], suited, 4)
    pos = _positions(pred)
    assert len(pos) >= 3, "too few positions with a lord to sway"
    for m, d in pos:
        got = guide_for("duchy", 0, 1).choose(m, d)
        assert got.startswith("minister:") and got[9:] in LORDS, (got, d.ids())


def test_every_lord_that_scores_acts_in_parliament():
    """Law 12.5.2.VII-IX: a swayed lord's action is free points; the guide never ends Parliament
    while a lord that would score is still offered."""
    def pred(m, d):
        if d.kind != "root.duchy.parliament":
            return False
        from game.root.engine import Ctx
        ctx = Ctx(m.content, m.state)
        return any(i[9:] in LORDS and du.lord_vp(ctx, 0, i[9:]) > 0 for i in d.ids())
    pos = _positions(pred)
    assert len(pos) >= 3, "too few Parliaments with a scoring lord"
    for m, d in pos:
        assert guide_for("duchy", 0, 1).choose(m, d) != "done", d.ids()


def test_it_does_not_build_where_the_alliance_can_revolt():
    """Law 8.4.1 / Rootbotics' Revolt: the Alliance removes every enemy building in a sympathetic
    clearing it revolts in, and a Duchy building lost costs its highest minister (Law 12.2.3). At a
    build, the clearing the guide picks, once given an Alliance sympathy token, is no longer picked
    while a clearing without sympathy is offered."""
    def pred(m, d):
        return d.kind == "root.duchy.build.clearing" and len(d.ids()) >= 2
    pos = _positions(pred)
    assert len(pos) >= 3, "too few builds with a choice of clearing"
    alliance = 1 + opponents("duchy").index("automated-alliance")
    for m, d in pos:
        first = guide_for("duchy", 0, 1).choose(m, d)
        c = int(first.split(":")[1])
        m.state.tokens[c].append([alliance, "sympathy"])
        others = [i for i in d.ids() if i != first and not any(t[1] == "sympathy" for t in m.state.tokens[int(i[9:])])]
        if not others:
            continue
        again = guide_for("duchy", 0, 1).choose(m, m.pending)
        assert again != first, (first, d.ids())


def test_it_reveals_a_suited_card_before_a_bird_to_sway():
    """Law 12.6.1: revealed birds are discarded in Evening, other revealed cards come back to hand.
    Offered a bird and a suited card for the same Sway, the guide reveals the suited card."""
    def pred(m, d):
        if d.kind != "root.duchy.sway.card":
            return False
        suits = {m.content.cards[i[5:]].suit for i in d.ids()}
        return "bird" in suits and len(suits) > 1
    pos = _positions(pred, seeds=range(1, 30))
    assert len(pos) >= 2, "too few Sways offering a bird beside a suited card"
    for m, d in pos:
        got = guide_for("duchy", 0, 1).choose(m, d)
        assert m.content.cards[got[5:]].suit != "bird", (got, d.ids())


@pytest.mark.parametrize("seed", [3, 5])
def test_warriors_recruited_in_the_burrow_come_out(seed):
    """Law 12.4: Birdsong recruits into the Burrow, where warriors neither rule, guard nor back a
    Sway (12.2.2, 12.5.3.II): over a game the guide brings most of them to the map (by Dig, 12.5.1.V,
    or a move through a tunnel), so the Burrow ends with fewer than a third of the warriors it
    received."""
    m, agents = root_guides.vs_automata("duchy", seed)
    received = 0
    for _ in range(30_000):
        d = m.pending
        if d is None:
            break
        before = m.state.fstate[0].burrow
        m.apply(agents[d.seat].choose(m, d))
        # warriors enter the Burrow by Birdsong and Recruit; a move's count moves them in or out
        if d.kind != "root.move.count":
            received += max(0, m.state.fstate[0].burrow - before)
    assert m.over and received >= 6, received
    assert m.state.fstate[0].burrow * 3 < received, (m.state.fstate[0].burrow, received)


# --- session 11 (docs/ai.md "Session 11: the Underground Duchy guide") -----------------------------

def _best_crown(m, hand) -> int:
    """The highest crown (its VP, Law 12.5.3.III) a Sway could take with `hand` on this board,
    counted from the rules' own checks (12.5.3.I-II), not from the guide."""
    from game.root.engine import Ctx
    ctx = Ctx(m.content, m.state)
    st = m.state.fstate[0]
    slots = du.sway_slots(ctx, 0)
    best = 0
    for mi in du._du(ctx).ministers:
        if mi.id in st.swayed or du.crowns_left(ctx, 0, mi.rank) <= 0 or len(hand) < mi.cost:
            continue
        if du._can_reveal(ctx, slots, [], hand, mi.cost):
            best = max(best, mi.vp)
    return best


def _crown_without(m, cid: str) -> int:
    hand = list(m.state.hands[0])
    hand.remove(cid[5:])
    return _best_crown(m, hand)


def _card_choice_matters(kind: str):
    def pred(m, d):
        if d.kind != kind:
            return False
        cards = [i for i in d.ids() if i.startswith("card:")]
        return len(cards) >= 2 and len({_crown_without(m, i) for i in cards}) > 1
    return pred


def _gives_the_card_the_sway_spares(kind: str, seeds, what: str) -> None:
    """At each of at least four positions of `kind` where the card given up decides which crown the
    hand can still sway, the guide's card keeps the highest such crown (the rule's own checks)."""
    pos = _positions(_card_choice_matters(kind), seeds=seeds, limit=6)
    assert len(pos) >= 4, f"too few {what} where the card given decides the Sway"
    for m, d in pos:
        got = guide_for("duchy", 0, 1).choose(m, d)
        best = max(_crown_without(m, i) for i in d.ids() if i.startswith("card:"))
        assert _crown_without(m, got) == best, (got, d.ids())


def test_at_the_hand_limit_it_keeps_the_cards_of_the_best_sway():
    """Law 6.6 (hand limit 5) and 12.5.3.II (a Sway reveals one card per clearing of its suit): when
    the card discarded decides which crown the hand can still sway, the guide discards one that
    keeps the highest crown. (Checked to fail with `HAND_FIT` off, which keeps the cards by their
    general worth: seeds 2 and 8 then lose a crown.)"""
    _gives_the_card_the_sway_spares("root.hand_limit", range(1, 13), "hand-limit discards")


def test_it_pays_the_alliances_outrage_with_a_card_the_sway_can_spare():
    """Rootbotics 6.2.3 (Automated Outrage: a card of the clearing's suit is discarded): offered
    several cards, the guide gives one whose loss keeps the highest crown its hand can sway
    (Law 12.5.3). (Checked to fail with `OUTRAGE_SWAY` off, the shared answer by card worth: seeds
    5 and 37 then give away a card the Sway needed.)"""
    _gives_the_card_the_sway_spares("root.bot.outrage", list(range(1, 6)) + list(range(37, 41)), "Outrages")


def test_it_does_not_walk_a_move_back_in_the_same_turn():
    """Law 12.5.1.III / 12.5.2.III-IV: each move is an action; moving warriors o -> d and later
    d -> o in the same turn spends two actions on nothing. Over four seeded games the guide does
    it at most twice (checked: 15 times on these seeds with `REVERSE` at 0)."""
    walked_back = 0
    for seed in (2, 4, 6, 8):
        m, agents = root_guides.vs_automata("duchy", seed)
        moves: dict[int, list] = {}
        for _ in range(30_000):
            d = m.pending
            if d is None:
                break
            events = m.apply(agents[d.seat].choose(m, d))
            if m.state.turn_seat != 0:
                continue
            for e in events:
                if e.kind == "root.move" and e.seat == 0:
                    step = (e.data.get("frm"), e.data.get("to"))
                    done = moves.setdefault(m.state.round, [])
                    walked_back += int((step[1], step[0]) in done)
                    done.append(step)
    assert walked_back <= 2, walked_back


def _leader_target(m):
    """A clearing where the Duchy may battle, holding a building or token of the VP leader (the
    other seat with most VP) and more Duchy warriors (at least 2) than the leader's there."""
    from game.root.engine import Ctx
    from game.root.flow import battle_clearings
    s = m.state
    lead = max(range(1, s.n), key=lambda i: (s.vp[i], -i))
    for c in battle_clearings(Ctx(m.content, s), 0):
        soft = sum(1 for x in s.buildings[c] if x[0] == lead) + sum(1 for t in s.tokens[c] if t[0] == lead)
        if soft and s.warriors[0][c] > s.warriors[lead][c] >= 0 and s.warriors[0][c] >= 2:
            return c
    return None


def test_it_battles_the_leaders_buildings_when_it_outnumbers_him():
    """Law 3.2.1 (1 VP per building or token removed) and the race to 30 (Law 3.1): a roost, base
    or token of the seat in the lead is worth its VP and a slower leader. At an Assembly where the
    Duchy outnumbers the leader's warriors beside such a piece, the guide battles (seeds 1, 4, 5,
    17, 21; checked to fail with `LEAD_SOFT` at 0: it then moves or digs in all five)."""
    def pred(m, d):
        return d.kind == "root.duchy.assembly" and "action:battle" in d.ids() and _leader_target(m) is not None
    for seed in (1, 4, 5, 17, 21):
        got = first_position("duchy", seed, pred)
        assert got is not None, seed
        m, d, _ = got
        assert guide_for("duchy", 0, 1).choose(m, d) == "action:battle", (seed, d.ids())
