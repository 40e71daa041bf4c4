"""A whole sample challenge by choice ids, from character creation to its end (issue 10):
First Thaw (ZC01) with one character (seed SEED). The choices are the input; what is asserted comes
from the rules and the challenge card: the four immediate objectives achieved (rb p.23) win the
challenge (completion: all of them; its codex 101 is read, rb p.22), and the log replays to the
same state (the engine contract). If the sample pack changes its tiles or decks, the route may
need re-planning; the assertions stay the same."""
from game.core import serial
from game.core.match import Match
from game.stonesaga.ruleset import RULESET

CHOICES = [
    "stat:dex", "stat:per", "stat:str", "trait:cunning", "regalia:explorer", "action:find_water:river", "action:deliver", "deliver:ZO01:water",
    "action:deliver", "deliver:ZO01:water", "action:find_water:river", "action:deliver", "deliver:ZO01:water", "spot:-2,1:up", "action:fish:river", "die:0",
    "spot:s4", "die:1", "spot:s3", "die:2", "spot:s3", "die:3", "spot:s2", "done",
    "action:deliver", "deliver:ZO02:fish", "action:move", "hex:1,-1", "action:move", "hex:1,0", "action:move", "hex:1,-1",
    "action:move", "hex:0,0", "action:move", "hex:-1,1", "opt:0", "action:shelter", "pass", "res:water",
    "action:extract:cave", "res:river_stone", "res:cloud_stone", "res:sun_stone", "action:transform", "res:cloud_stone", "res:river_stone", "done",
    "action:move", "hex:0,0", "opt:0", "pass", "action:fish:river", "die:0", "spot:s4", "die:1",
    "spot:s3", "die:2", "spot:s3", "die:3", "spot:s2", "done", "current:c1", "action:deliver",
    "deliver:ZO02:fish",
]


SEED = 1


def _setup(content):
    setup = RULESET.default_setup(content, 1)
    setup["challenge"] = "ZC01"
    setup["region"] = "hollow"
    return setup


def test_first_thaw_is_won_by_choice_ids():
    """rb p.6-11 setup and creation, p.24 Day, p.51-54 Night, p.22-23 objectives and the end."""
    content = RULESET.default_content()
    m = Match(RULESET, content, _setup(content), SEED)
    assert m.pending.kind == "stonesaga.create.assign"
    kept = list(m.state.stack[-1].values)
    for cid in CHOICES[:5]:
        m.apply(cid)
    c = m.state.char("c1")
    # rb p.7: the four kept values, highest first, went to DEX, PER, STR, then CON by elimination
    assert [c.stats[st] for st in ("dex", "per", "str", "con")] == kept
    assert c.age == "young" and c.trait == "cunning" and c.regalia == "explorer"
    assert c.energy == 5                                   # rb p.17: 5 with one character
    for cid in CHOICES[5:13]:
        m.apply(cid)
    assert "ZO01" in m.state.achieved                      # 3 water laid on the card (rb p.23)
    assert 130 in m.state.codex_read                       # its back: read codex 130
    for cid in CHOICES[13:]:
        m.apply(cid)
    s = m.state
    assert {"ZO01", "ZO02", "ZO03", "ZO04"} <= set(s.achieved)
    assert s.phase == "over" and s.result == "won" and m.pending is None
    assert 101 in s.codex_read                             # the challenge's completion entry
    out = m.outcome
    assert out.winners == (0,) and out.reason == "won"
    again = Match.replay(RULESET, content, m.setup, SEED, [e.choice for e in m.log])
    assert serial.dump(again.state) == serial.dump(s)
    assert RULESET.check_invariants(content, s) == []
