"""The Riverfolk Robots at the table (CW2 facts §3.2): a person buys its services by clicks (the
menu in the tray, the Market cards on the automaton's panel), and the panel shows its Market,
Payments, Protectionism and the trade-post stand-in from the engine's view."""
import copy

import pygame
import yaml

from game.root import scenario
from game.root.ruleset import RULESET
from scenes.root.panels import automaton as panel
from scenes.root.panels import panel_module
from scenes.root.panels.common import PanelCtx
from scenes.root.table import RootTable
from scenes.title import TitleScene

from .conftest import frame, press
from .clickplay import reachable

SERVICES = yaml.safe_load("""
setup:
  factions: [marquise, riverfolk-robots]
  turn: marquise
  phase: birdsong
  faction_state:
    riverfolk-robots: {market: [anvil, bake-sale, sappers], order: sappers, payments: {riverfolk-robots: 1}}
  clearings:
    1: {riverfolk-robots: {tokens: [post-fox]}, marquise: {warriors: 1}}
steps: []
""")


def test_a_person_buys_a_market_card_by_clicks(app):
    content = RULESET.default_content()
    match = scenario.run(content, copy.deepcopy(SERVICES))   # the runner keeps the lists it is given
    app.stack.push(TitleScene(app))
    table = app.stack.push(RootTable(app, match, autosave=False))
    frame(app, 0.02)
    assert match.pending.kind == "root.riverfolk.services"
    assert reachable(table) == {c.id for c in match.pending.choices}
    pos = next(p for p, what in table.targets() if what == "button:service:hand-card")
    press(app, pos)
    frame(app, 0.02)
    assert match.pending.kind == "root.riverfolk.hand_card"
    assert reachable(table) == {"card:anvil", "card:bake-sale", "card:sappers"}
    pos = next(p for p, what in table.targets() if "anvil" in what)
    press(app, pos)
    if table.popup:
        frame(app, 0.02)
        pos = next(p for p, what in table.targets() if "anvil" in what)
        press(app, pos)
    frame(app, 0.02)
    assert "anvil" in match.state.hands[0]
    assert match.state.fstate[1].market == ["bake-sale", "sappers"]


def test_the_panel_shows_the_market_and_payments_from_the_view():
    content = RULESET.default_content()
    match = scenario.run(content, copy.deepcopy(SERVICES))   # the runner keeps the lists it is given
    v = match.view(None)
    assert panel_module("riverfolk-robots") is panel
    pc = PanelCtx(content, v, 1, None)
    used = panel.draw(pygame.Surface((320, 720)), pygame.Rect(0, 0, 320, 720), pc)
    assert used > 150
    assert {cid for cid, _ in pc.spots} == {"anvil", "bake-sale", "sappers"}   # hoverable Market (and order)
    fb = v["faction_boards"][1]
    assert fb["payments"] == {"riverfolk-robots": 1} and fb["posts_on_map"] == {"fox": 1, "rabbit": 0, "mouse": 0}
    assert "R-AUTO-RR1" in fb["standins"]["tracks"]              # drawn as "Stand-in: …" on the panel
