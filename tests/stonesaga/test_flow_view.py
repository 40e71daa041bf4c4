"""What a seat sees (rb p.22: the codex is read only when told; card fronts, deck order, veiled
tiles and token omens stay hidden from everyone) and the rulings' options (every switch of
the Stonesaga section of docs/rulings.md is an option of the ruleset)."""
import json
import re
from pathlib import Path

from game.stonesaga import scenario
from game.stonesaga.ruleset import RULESET

ROOT = Path(__file__).resolve().parents[2]


def _build(content, **setup):
    base = {"challenge": "ZC01", "region": "hollow"}
    base.update(setup)
    return scenario.build(content, {"rule": "rb p.22", "setup": base, "steps": []})


def test_view_hides_what_nobody_may_see():
    """rb p.22, 25, 58: unread codex, deck order, veiled tiles and mystery omens are hidden."""
    content = RULESET.default_content()
    m = _build(content, cells={"1,0": {"tile": "ZT03", "discovered": False, "mystery": ["moon"]}})
    v = json.dumps(m.view(0), sort_keys=True)
    s = m.state
    assert "ZT03" not in v                                        # the veiled tile's face
    assert '"moon"' not in v                                      # the mystery's omen
    assert v.count('"mystery": 1') >= 1                           # but the token is seen
    for name, deck in s.decks.items():
        if len(deck) > 1:
            assert json.dumps(deck) not in v                      # no deck order
    for cid, rec in content.codex.items():
        assert rec.text not in v                                  # nothing read yet
    assert RULESET.check_invariants(content, s) == []


def test_view_shows_a_read_codex_entry_id_and_hides_extraction_omens():
    """rb p.49: the bag's omens stay hidden while its stones are felt; a read entry is public."""
    content = RULESET.default_content()
    m = _build(content, cells={"1,0": {"tile": "ZT14"}}, chars={"c1": {"energy": 5, "pos": "1,0", "bag": {}}})
    m.apply("action:extract:cave")
    frame = m.view(0)["frames"][-1]
    assert frame["kind"] == "extract" and frame["data"]["bag"] == ["cloud_stone", "river_stone", "river_stone",
                                                                   "sun_stone", "sun_stone"]
    assert "omen" not in json.dumps(frame)


# Options a Stonesaga ruling names that are not options of one challenge's match, with the reason
# (each ruling says so in docs/rulings.md).
NOT_MATCH_OPTIONS = {
    "ss_unpicked_crisis": "an option of the campaign record, not of a match (campaign.py)",
}


def test_every_stonesaga_ruling_option_exists():
    """docs/rulings.md, Stonesaga: each option a ruling names is a ruleset option (or listed above)."""
    content = RULESET.default_content()
    ids = {o.id for o in RULESET.options(content)}
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8").split("\n## Stonesaga\n", 1)[1]
    named = set(re.findall(r"`(ss_[a-z_]+)`", text))
    assert len(named) >= 18 and named - set(NOT_MATCH_OPTIONS) <= ids, named - set(NOT_MATCH_OPTIONS) - ids
    assert set(NOT_MATCH_OPTIONS) <= named and not set(NOT_MATCH_OPTIONS) & ids


def test_setup_refuses_five_characters():
    """rb p.6: 1 to 4 characters in all; a bad setup is refused with a clear message."""
    content = RULESET.default_content()
    setup = RULESET.default_setup(content, 2)
    setup["seats"][0]["characters"] = "3"
    setup["seats"][1]["characters"] = "2"
    try:
        RULESET.check_setup(content, setup)
    except Exception as exc:                      # SetupError
        assert "1 to 4 characters" in str(exc)
    else:
        raise AssertionError("five characters were accepted")


def test_a_fishing_trips_modifiers_card_stays_hidden_until_every_die_is_placed():
    """rb p.39-41: the Modifiers card lies face down while a Stock is chosen (Master Fisher, rb
    p.8-9), dice are re-rolled and placed; it shows once they are all placed. Found in session 12:
    the view sent it during Master Fisher's choice and a re-roll. The information-state check
    scrambles it, so any view or decision that depends on it is a leak."""
    from game.core.information import information_leaks
    from game.core.rng import Rng
    content = RULESET.default_content()
    m = scenario.build(content, {"rule": "rb p.41", "steps": [], "setup": {
        "challenge": "ZC01", "region": "hollow", "keep_order": True, "dice": [5, 4, 2, 5],
        "decks": {"fishing": ["ZF04", "ZF01", "ZF02", "ZF03", "ZF05", "ZF06"]},
        "chars": {"c1": {"energy": 5, "bag": {}, "weak": [], "power": "master_fisher"}}}})
    rng = Rng.seeded("fish-mods")
    seen = []
    for cid in ["action:fish:river", "opt:1", "die:0", "spot:s2", "die:1", "spot:s3", "die:2", "spot:s1",
                "die:3", "spot:s1", "done"]:
        m.apply(cid)
        fish = [f for f in m.view(0)["frames"] if f.get("kind") == "fish"]
        stage = fish[0]["stage"] if fish else "gone"
        seen.append((stage, "mods" in fish[0]["data"] if fish else None))
        if stage in ("stock", "assign", "spot"):
            leaks, changed = information_leaks(RULESET, content, m.state, 0, rng)
            assert changed and not leaks, (stage, leaks)
    assert seen[0] == ("stock", False) and ("assign", False) in seen and ("spot", False) in seen
    assert seen[-1] == ("current", True)                           # turned up once every die is placed
