"""The Root evaluation's faction features (game/root/evaluation.py, session 10): each reads the
rule it names from public state or the seat's own board, and no seat's score changes when only
what is hidden from some viewer changes (R-AI-125)."""
from __future__ import annotations

import pytest

from game.core.agents import RandomAgent
from game.core.content import ContentError
from game.core.ai_weights import load_ai_weights
from game.core.match import Match
from game.core.rng import Rng
from game.root.evaluation import FACTION_FEATURES, features, scores
from game.root.ruleset import RULESET as ROOT

CONTENT = ROOT.default_content()


def _after_setup(factions, seed=2):
    setup = {"seats": [{"controller": "ai", "faction": f} for f in factions], "map": "autumn", "deck": "base"}
    m = Match(ROOT, CONTENT, setup, seed)
    while m.state.phase == "setup" or m.state.round < 1 or m.state.stack and "Setup" in type(m.state.stack[-1]).__name__:
        m.apply(m.pending.choices[0].id)
    return m


def _f(m, seat=0):
    return features(m.state, seat, CONTENT)


def _empty_clearing(s, seat):
    return next(c for c in range(1, len(s.ruler)) if not s.buildings[c] and not s.tokens[c] and not any(
        s.warriors[i][c] for i in range(s.n)))


def test_without_content_the_faction_features_are_zero():
    m = _after_setup(["hundreds", "marquise"])
    f = features(m.state, 0)
    assert all(f[k] == 0 for k in FACTION_FEATURES)


def test_eyrie_rate_is_the_roost_track_space_it_would_score():
    """Law 7.6.1: the Evening scores the VP of the rightmost empty roost space: 0, 1, 2, 3, 4, 4, 5."""
    m = _after_setup(["eyrie", "marquise"])
    s = m.state
    assert _f(m)["rate"] == 0                       # one roost after setup: its space shows 0
    s.supply[0]["roost"] -= 2                       # three roosts on the map (the count is the supply's)
    assert _f(m)["rate"] == 2
    s.supply[0]["roost"] -= 3                       # six roosts
    assert _f(m)["rate"] == 4


def test_riverfolk_rate_is_its_dividends_and_fund_its_funds():
    """Law 11.4.2: 1 VP per 2 funds, only with a trade post on the map; Law 11.2.4: the funds."""
    m = _after_setup(["riverfolk", "marquise"])
    s = m.state
    s.fstate[0].funds = {"riverfolk": 3, "marquise": 2}
    f = _f(m)
    assert f["fund"] == 5
    has_post = any(t[0] == 0 and t[1].startswith("post-") for ts in s.tokens for t in ts)
    assert f["rate"] == (2 if has_post else 0)
    if not has_post:
        c = _empty_clearing(s, 0)
        s.tokens[c].append([0, "post-fox"])
        assert _f(m)["rate"] == 2
    for ts in s.tokens:
        ts[:] = [t for t in ts if not (t[0] == 0 and t[1].startswith("post-"))]
    assert _f(m)["rate"] == 0


def test_hundreds_hoard_counts_both_tracks():
    """Law 14.2.4: the Hoard's items on the Command and Prowess tracks."""
    m = _after_setup(["hundreds", "marquise"])
    fs = m.state.fstate[0]
    fs.command, fs.prowess = ["bag", "coins"], ["sword"]
    assert _f(m)["hoard"] == 3


def test_duchy_rate_reads_its_swayed_lords():
    """Law 12.5.2.IX: the Earl of Stone scores 1 VP per citadel on the map; VIII: the Baron of Dirt
    1 per market; minister counts the swayed ministers (12.5.3)."""
    m = _after_setup(["duchy", "marquise"])
    s = m.state
    total_citadels = CONTENT.factions.duchy.citadels
    s.supply[0]["citadel"] = total_citadels - 2          # two citadels on the map
    s.supply[0]["market"] = CONTENT.factions.duchy.markets   # no market on the map
    s.fstate[0].swayed = ["earl-of-stone", "baron-of-dirt", "foremole"]
    f = _f(m)
    assert f["minister"] == 3 and f["rate"] == 2


def test_corvid_plot_counts_face_down_plots_and_rate_the_next_flip():
    """Law 13.4.2: a face-down plot with a Corvid warrior can flip, scoring 1 VP per face-up plot
    (itself included)."""
    m = _after_setup(["corvids", "marquise"])
    s = m.state
    a, b, c = [x for x in range(1, len(s.ruler))][:3]
    s.warriors[0][a] = max(s.warriors[0][a], 1)
    s.warriors[0][c] = 0
    s.fstate[0].plots = {str(a): ["bomb", 0], str(b): ["snare", 1], str(c): ["raid", 0]}
    f = _f(m)
    assert f["plot"] == 2 and f["rate"] == 2
    s.warriors[0][a] = 0                                  # no warrior by a face-down plot: no flip
    assert _f(m)["rate"] == 0


def test_keepers_retinue_counts_its_cards():
    m = _after_setup(["keepers", "marquise"])
    m.state.fstate[0].retinue = [["a", "b"], [], ["c"]]
    assert _f(m)["retinue"] == 3


def test_lizards_acolytes_and_their_best_garden_track():
    """Law 10.2.3: acolytes; Law 10.5.3: a Score ritual scores the VP above the rightmost empty
    space of a suit's garden track (the best suit's, the hand unread)."""
    m = _after_setup(["lizards", "marquise"])
    s = m.state
    s.fstate[0].acolytes = 4
    from game.root.factions.lizards import board
    b = board(CONTENT)
    on_map = {suit: b.gardens_per_suit - s.supply[0][f"garden-{suit}"] for suit in b.garden_suits}
    f = _f(m)
    assert f["acolyte"] == 4
    assert f["rate"] == max((b.garden_vp[k - 1] if k else 0) for k in on_map.values())


def _random_position(factions, seed, pred, limit=4000):
    setup = {"seats": [{"controller": "human", "faction": f} for f in factions], "map": "autumn", "deck": "base"}
    m = Match(ROOT, CONTENT, setup, seed)
    agent = RandomAgent(seed)
    for _ in range(limit):
        if m.pending is None:
            break
        if pred(m):
            return m
        m.apply(agent.choose(m, m.pending))
    pytest.fail("no position of the kind the test needs came up")


@pytest.mark.parametrize("viewer", [0, 1, 2, 3])
def test_what_a_viewer_cannot_see_does_not_change_any_score(viewer):
    """R-AI-125: the score of every seat is the same after the viewer's hidden information (other
    hands, face-down Corvid plots, the deck, Alliance supporters) is dealt again."""
    def pred(m):
        st = m.state.fstate[0]
        return m.state.round >= 3 and any(not v[1] for v in st.plots.values()) and len(st.plots) >= 2
    m = _random_position(["corvids", "riverfolk", "alliance", "keepers"], 5, pred)
    before = scores(m.state, CONTENT)
    changed = 0
    for k in range(12):
        other = m.clone()
        ROOT.scramble_hidden(CONTENT, other.state, viewer, Rng.seeded(500 + k))
        if other.state.fstate[0].plots != m.state.fstate[0].plots or other.state.hands != m.state.hands:
            changed += 1
        assert scores(other.state, CONTENT) == before
    assert changed, "the scramble never changed anything hidden"


def test_corvid_plot_types_do_not_change_their_features():
    """Swapping the hidden types of face-down plots changes no feature (only counts are read)."""
    m = _after_setup(["corvids", "marquise"])
    s = m.state
    a, b = 1, 2
    s.warriors[0][a] = 1
    s.fstate[0].plots = {str(a): ["bomb", 0], str(b): ["snare", 0]}
    f1 = _f(m)
    s.fstate[0].plots = {str(a): ["extortion", 0], str(b): ["raid", 0]}
    assert _f(m) == f1


def test_a_bad_faction_feature_weight_names_its_line(tmp_path):
    p = tmp_path / "root.yaml"
    p.write_text("horizon: 10\nscale: 2\nweights:\n  vp: 1\n  rate: 1\nfactions:\n  duchy:\n    rate: high\n")
    with pytest.raises(ContentError, match=r"root.yaml:6.*factions.duchy.rate must be a number"):
        load_ai_weights("root", p)


def test_the_shipped_weights_name_every_faction_feature():
    w = load_ai_weights("root")
    assert all(k in w.weights for k in FACTION_FEATURES)
