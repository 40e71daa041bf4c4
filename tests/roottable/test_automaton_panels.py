"""The automata's own boards at the table (Law of Rootbotics): every bot gets a drawn panel, not
a list of raw keys, and what it shows agrees with the engine."""
import pygame
import pytest

from game.core.match import Match
from game.root.bots.agent import AutomatonAgent
from game.root.ruleset import RULESET
from scenes.root.panels import panel_module
from scenes.root.panels import automaton as panel
from scenes.root.panels.common import PanelCtx

BOTS = ["mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot"]


@pytest.fixture(scope="module")
def match():
    c = RULESET.default_content()
    setup = {"seats": [{"controller": "automaton", "faction": f, "difficulty": "master", "traits": []} for f in BOTS],
             "map": "autumn", "deck": "base"}
    m = Match(RULESET, c, RULESET.check_setup(c, setup), 7)
    agent = AutomatonAgent()
    while len(m.log) < 120 and m.pending:
        m.apply(agent.choose(m, m.pending))
    return m


def test_each_automaton_has_its_own_drawn_panel(app, match):
    v = match.view(None)
    surf = pygame.Surface((300, 700))
    for seat, fid in enumerate(BOTS):
        assert panel_module(fid) is panel
        pc = PanelCtx(match.content, v, seat, None)
        used = panel.draw(surf, pygame.Rect(0, 0, 300, 700), pc)      # raises if a key is missing
        assert used > 120, fid                                          # more than a header: its board


def test_the_tracks_score_what_the_engine_scores(match):
    v = match.view(None)
    bot = panel._bot(PanelCtx(match.content, v, 0, None))
    mm = v["faction_boards"][0]
    for t in bot.tracks:                     # Rootbotics 4.6.2: the rightmost uncovered space
        assert panel._score_of(t.values, v["supply"][0].get(t.piece, 0)) == mm["tracks"][t.piece]
    ee_bot = panel._bot(PanelCtx(match.content, v, 1, None))
    assert panel._score_of(ee_bot.track("roost").values, v["supply"][1].get("roost", 0)) == \
        v["faction_boards"][1]["roost_track"]


def test_the_eyrie_decree_cards_can_be_hovered(match):
    v = match.view(None)
    pc = PanelCtx(match.content, v, 1, None)
    panel.draw(pygame.Surface((300, 700)), pygame.Rect(0, 0, 300, 700), pc)
    shown = sorted(cid for cid, _ in pc.spots)
    decree = sorted(c for col in v["faction_boards"][1]["decree"].values() for c in col if c in match.content.cards)
    assert shown == decree and decree


def test_our_own_automata_show_their_label_and_their_faction_board(app):
    """Issue 14: the Automated Hundreds and Keepers (Tableforge original, docs/root-automata.md AH,
    AK) get the automaton header, labelled "Tableforge original", then their faction's own board."""
    c = RULESET.default_content()
    bots = ["automated-hundreds", "automated-keepers", "electric-eyrie"]
    setup = {"seats": [{"controller": "automaton", "faction": f, "difficulty": "master", "traits": []} for f in bots],
             "map": "autumn", "deck": "base"}
    m = Match(RULESET, c, RULESET.check_setup(c, setup), 5)
    agent = AutomatonAgent()
    while len(m.log) < 150 and m.pending:
        m.apply(agent.choose(m, m.pending))
    v = m.view(None)
    surf = pygame.Surface((300, 900))
    seen = []
    orig = panel.text

    def spy(surface, s, *a, **k):
        seen.append(s)
        return orig(surface, s, *a, **k)
    panel.text = spy
    try:
        for seat in (0, 1):
            assert panel_module(bots[seat]) is panel
            used = panel.draw(surf, pygame.Rect(0, 0, 300, 900), PanelCtx(m.content, v, seat, None))
            assert used > 200
    finally:
        panel.text = orig
    assert sum("Tableforge original" in str(s) for s in seen) == 2, seen[:3]
    assert "warlord" in v["faction_boards"][0] and "retinue" in v["faction_boards"][1]
