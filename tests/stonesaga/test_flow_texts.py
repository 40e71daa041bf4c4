"""Stonesaga's engine texts as message ids (issue 17): the Day menu, its prompt and the Day and
Night log lines carry a message id and parameters, shown in the reader's language; the English
text is the one the engine gave before the ids. And the speed caches (issue 10) never go stale:
a Day menu from warm caches equals one computed with every cache emptied."""
from __future__ import annotations

import pytest

from game.core import i18n
from game.core.match import Match
from game.stonesaga import day, menu
from game.stonesaga.agents import SensibleRandomAgent
from game.stonesaga.ruleset import RULESET


def _match(seed: int = 5, chars: int = 2) -> tuple[Match, SensibleRandomAgent]:
    content = RULESET.default_content()
    setup = RULESET.default_setup(content, 1)
    setup["seats"][0]["characters"] = str(chars)
    return Match(RULESET, content, setup, seed), SensibleRandomAgent(seed)


def _to_day(m: Match, agent: SensibleRandomAgent, limit: int = 400):
    for _ in range(limit):
        d = m.pending
        if d is not None and d.kind == "stonesaga.day.turn":
            return d
        m.apply(agent.choose(m, d))
    raise AssertionError("no Day decision")


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def test_the_day_menu_and_prompt_are_message_ids_with_their_english_unchanged():
    m, agent = _match()
    d = _to_day(m, agent)
    c = m.state.char(m.state.active)
    assert d.prompt_msg == "Day {day}: {name} ({energy})"
    assert d.prompt == f"Day {m.state.day}: {c.name} ({c.energy} energy)"
    for ch in d.choices:
        assert ch.label_msg, f"{ch.id} has no message id"
    passing = d.get("pass")
    assert passing.label == f"{c.name} passes for the Day" and passing.label_args == {"name": c.name}


def test_the_day_menu_reads_in_french(french):
    m, agent = _match()
    d = _to_day(m, agent)
    c = m.state.char(m.state.active)
    energy = f"{c.energy} Énergies" if c.energy > 1 else f"{c.energy} Énergie"     # French: 0 and 1 singular
    assert i18n.prompt_text(d) == f"Jour {m.state.day} : {c.name} ({energy})"
    labels = {ch.id: i18n.choice_label(ch) for ch in d.choices}
    assert labels["pass"] == f"{c.name} passe pour le reste du Jour"
    for ch in d.choices:               # no English sentence of the engine is left in the menu
        assert i18n.choice_label(ch) != ch.label or ch.label == c.name, (ch.id, ch.label)


def test_a_site_action_names_its_site_in_the_reader_language(french):
    """…and its energy cost with the plural forms of the catalogue (French rb « deux énergies »)."""
    ch = menu.menu_msg("action:fish:lake", i18n.N_("Fish ({site}, {energy})"), site="lake", energy=2)
    one = menu.menu_msg("action:fish:lake", i18n.N_("Fish ({site}, {energy})"), site="lake", energy=1)
    assert ch.label == "Fish (lake, 2 energy)" and one.label == "Fish (lake, 1 energy)"
    assert i18n.choice_label(ch) == "Pêcher (lac, 2 Énergies)"
    assert i18n.choice_label(one) == "Pêcher (lac, 1 Énergie)"
    i18n.set_language("pt")
    assert i18n.choice_label(ch) == "Pescar (lago, 2 Energias)"
    assert i18n.choice_label(one) == "Pescar (lago, 1 Energia)"


def test_the_log_of_a_day_and_a_night_is_shown_again_in_another_language():
    m, agent = _match(seed=9, chars=1)
    for _ in range(300):
        if any(e.kind == "night" for e in m.history):
            break
        m.apply(agent.choose(m, m.pending))
    night = next(e for e in m.history if e.kind == "night")
    passed = next(e for e in m.history if e.kind == "pass")
    assert night.msg == "Night {day} begins" and night.text == f"Night {night.args['day']} begins"
    try:
        i18n.set_language("fr")
        assert i18n.event_text(night, 0) == f"La Nuit {night.args['day']} commence"
        assert i18n.event_text(passed, 0).endswith(" passe")
        i18n.set_language("pt")
        assert i18n.event_text(night, 0) == f"Começa a Noite {night.args['day']}"
    finally:
        i18n.set_language("en")


def _clear_caches(content) -> None:
    content.memo.clear()
    menu._MENU.clear()
    menu._MSG.clear()


def test_a_day_menu_from_warm_caches_equals_one_computed_cold():
    """Every Day menu of a few playouts (moves, camps, crafting, Transform, trades, Nights, new
    Days: every kind of state change the random agent makes) against the same menu computed with
    the pack's caches and the shared choices emptied."""
    content = RULESET.default_content()
    checked = 0
    for seed in (3, 4, 5):
        m, agent = _match(seed=seed, chars=1 + seed % 3)
        for _ in range(1500):
            d = m.pending
            if d is None:
                break
            if d.kind == "stonesaga.day.turn":
                warm = day.pending(content, m.state)
                _clear_caches(content)
                cold = day.pending(content, m.state)
                assert warm == cold
                assert [(c.id, c.label, c.label_msg, c.label_args) for c in warm.choices] == \
                       [(c.id, c.label, c.label_msg, c.label_args) for c in cold.choices]
                checked += 1
            m.apply(agent.choose(m, d))
    assert checked > 200


# What is still English without a message id (README "Languages"): the effect lists' own questions
# (kept in the state: `Effects.wait`), the bequest and the excavation. Everything else the sensible
# random agent meets in a playout carries an id.
STILL_ENGLISH_EVENTS: set[str] = set()
STILL_ENGLISH_PROMPTS: tuple[str, ...] = ()


def test_every_log_line_and_prompt_of_playouts_carries_a_message_id_but_the_listed_ones():
    content = RULESET.default_content()
    events, prompts, seen = set(), set(), set()
    for g in range(12):
        setup = RULESET.default_setup(content, 1)
        setup["seats"][0]["characters"] = str(1 + g % 4)
        setup["challenge"] = sorted(content.challenges)[g % len(content.challenges)]
        m = Match(RULESET, content, setup, 100 + g)
        agent = SensibleRandomAgent(g)
        for _ in range(3000):
            d = m.pending
            if d is None:
                break
            seen.add(d.kind)
            if not d.prompt_msg:
                prompts.add(d.kind)
            m.apply(agent.choose(m, d))
        events |= {e.kind for e in m.history if not e.msg}
    assert events <= STILL_ENGLISH_EVENTS, events - STILL_ENGLISH_EVENTS
    assert all(k.startswith(STILL_ENGLISH_PROMPTS) for k in prompts), prompts
    assert len(seen) > 25                                # the playouts met most of the decisions


def test_an_old_stonesaga_save_loads_and_its_log_is_rebuilt_with_ids(french):
    from pathlib import Path

    from game.core import saves
    path = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "stonesaga-format2.json"
    match, _ = saves.load_match(path)
    assert match.rebuild_history()                       # the saved position is the one its log gives
    ids = [e for e in match.history if e.msg]
    assert len(ids) > 20 and len(ids) == len(match.history)
    day = next(e for e in match.history if e.msg == "Day {day} begins")
    assert i18n.event_text(day, 0) == f"Le Jour {day.args['day']} commence"
    assert i18n.prompt_text(match.pending) != match.pending.prompt      # the question in French too


def test_the_end_of_a_challenge_reads_in_french(french):
    m, agent = _match(seed=2, chars=1)
    for _ in range(5000):
        if m.pending is None:
            break
        m.apply(agent.choose(m, m.pending))
    out = m.outcome
    assert out is not None and out.text.startswith("The challenge is ")
    assert out.msg.startswith("The challenge is ")
    shown = i18n.outcome_text(out)
    assert shown.startswith(("Le défi est gagné", "Le défi est perdu")), shown


def test_an_effect_question_kept_in_the_state_reads_in_french_and_an_old_english_one_still_loads(french):
    """`Effects.wait` keeps the question as JSON values (English, message id, parameters); a wait
    saved before the ids (English only) still gives its Decision, in English."""
    import json

    from game.stonesaga import effects
    from game.stonesaga.state import Effects
    m, _agent = _match(seed=3, chars=1)
    c = m.state.chars[0]
    f = Effects(cid=c.cid, source="test")
    effects._offer_expedition(f, "Trek", [{"a": 1}, {"b": 2}])
    assert json.loads(json.dumps(f.wait)) == f.wait                          # savable as it is
    d = effects.pending(m.content, m.state, f)
    assert d.prompt == "Trek: set out on the next expedition (2 left)?"      # the English of before
    assert i18n.prompt_text(d) == "Trek : partir pour l’expédition suivante (reste 2) ?"
    assert [i18n.choice_label(ch) for ch in d.choices] == ["Continuer", "Abandonner (l’aventure échoue)"]
    old = Effects(cid=c.cid, source="test", wait={"kind": "adventure", "prompt": "Trek: go on?",
                                                  "choices": [["yes", "Go on"], ["no", "Leave"]]})
    d = effects.pending(m.content, m.state, old)
    assert d.prompt == "Trek: go on?" and not d.prompt_msg and [ch.label for ch in d.choices] == ["Go on", "Leave"]


def test_the_bequest_asks_and_logs_in_french(french):
    from game.stonesaga import bequest
    m, _agent = _match(seed=4, chars=2)
    s = m.state
    dead, heir = s.chars[0], s.chars[1]
    heir.pos = dead.pos
    dead.bag = {"wood": 2}
    events: list = []
    f = bequest.start(m.content, s, dead, events)
    assert f is not None
    w = f.wait
    assert w["prompt"] == f"Bequest of {dead.name}: what passes on? (5 items and 5 resources may still pass)"
    from game.stonesaga import effects
    d = effects.pending(m.content, s, f)
    assert i18n.prompt_text(d) == (f"Héritage de {dead.name} : que transmettre ? (encore possibles : "
                                   "5 objets et 5 ressources)")
    from game.core.i18n import Msg
    from game.stonesaga import words
    one = Msg(w["prompt_msg"], **{**w["prompt_args"], "items": words.items(1)})
    assert one.english() == f"Bequest of {dead.name}: what passes on? (1 item and 5 resources may still pass)"
    assert i18n.render(one.template, one.args).endswith("(encore possibles : 1 objet et 5 ressources)")
    assert i18n.choice_label(d.get("done")) == "Laisser le reste"
    bequest.resume(m.content, s, f, heir, w, "done", events)
    assert i18n.event_text(events[-1], 0) == f"Le reste des biens de {dead.name} est perdu"


def test_the_advanced_actions_ask_and_log_in_french_with_their_english_unchanged(french):
    """Loot (rb p.88), excavation (rb p.84-86) and relocating a camp (rb p.89): prompts, choices
    and log lines are message ids; the English is the sentence the engine wrote before."""
    from game.stonesaga.advanced import excavate, loot
    from game.stonesaga.state import Action
    m, _agent = _match(seed=3, chars=1)
    s, content = m.state, m.content
    c = s.chars[0]
    f = Action(cid=c.cid, name="loot", stage="take", data={"tokens": [["wood", True], ["bone", False]], "taken": 0})
    d = loot.pending(content, s, f)
    assert d.prompt == f"{c.name}: take a material (2 left)"
    assert [ch.label for ch in d.choices] == ["wood (processed)", "bone"]
    assert i18n.prompt_text(d) == f"{c.name} : prendre un matériau (reste 2)"
    assert [i18n.choice_label(ch) for ch in d.choices] == ["bois (transformé)", "os"]
    f = Action(cid=c.cid, name="excavate", stage="oppressive")
    excavate.digs(s)[c.cid] = {"site": "cave", "origin": c.pos, "rooms": ["ZX01"], "claimed": [], "paths": {}}
    d = excavate.pending(content, s, f)
    assert d.prompt == f"{c.name} has no energy left underground"
    assert i18n.prompt_text(d) == f"{c.name} n’a plus d’Énergie sous terre"
    assert [i18n.choice_label(ch) for ch in d.choices] == ["Subir une blessure mineure et continuer", "Faire demi-tour"]
    events: list = []
    excavate.night_falls(content, s, events)
    assert events[-1].text == f"{c.name} turns back at nightfall"
    assert i18n.event_text(events[-1], 0) == f"{c.name} fait demi-tour à la tombée de la nuit"
    i18n.set_language("pt")
    assert i18n.event_text(events[-1], 0) == f"{c.name} dá meia-volta ao cair da noite"


def test_a_resource_key_in_an_engine_sentence_is_a_term_with_its_state(french):
    """A resource key alone (`fish/s`) stays the key in the English label and reads « poisson
    (face gâtée) » in French, « peixe (deterioração) » in Portuguese (French rb p.19: « face
    gâtée », worded so that no word agrees with the resource’s gender); a count of it has its
    plural forms, its state agreeing (« 2 poissons gâtés »)."""
    from game.core.i18n import Msg
    from game.stonesaga import menu, words
    said = Msg("{name} gains {gain}", name="Ka", gain=words.count("fish/s", 1))
    assert said.english() == "Ka gains 1 spoiled fish"
    assert i18n.render(said.template, said.args) == "Ka gagne 1 poisson gâté"
    two = Msg("{name} gains {gain}", name="Ka", gain=words.count("root/s", 2))
    assert i18n.render(two.template, two.args) == "Ka gagne 2 racines gâtées"
    assert i18n.render("{r}", {"r": words.resource("fish/s")}) == "poisson (face gâtée)"
    assert i18n.render("{r}", {"r": words.resource("clay/p")}) == "argile (face transformée)"
    assert i18n.render("{r}", {"r": words.resource("river_stone")}) == "pierre de rivière"
    ch = menu.menu_msg("res:fish/s", i18n.N_("Discard {resource}"), resource="fish/s")
    assert ch.label == "Discard fish/s"
    i18n.set_language("pt")
    assert i18n.choice_label(ch).endswith("peixe (deterioração)")


def test_the_campaign_record_lines_are_message_ids_and_an_old_record_keeps_its_english(french):
    """The lines the engine writes into a campaign record between challenges (rb p.94: a
    Generation ages the young) carry ids, kept in step with the English log even when the record
    was saved before ids (its older lines stay English); the record saves and loads with them."""
    from game.core import serial
    from game.stonesaga import campaign
    from scenes.stonesaga.campaign_pages import log_text
    content = RULESET.default_content()
    rec = campaign.CampaignRecord(seed=1, seats=[{"controller": "human", "characters": "1"}])
    rec.log = ["An old line"]                                   # a record from before ids
    rec.characters = [{"name": "Ka", "age": "young", "seat": 0, "stats": {}}]
    texts = campaign._logged(rec, campaign.apply_interval(content, rec, "generation"))
    assert texts == ["Ka grows old"] and rec.log == ["An old line", "Ka grows old"]
    back = serial.load(serial.dump(rec))
    lines = campaign.log_lines(back)
    assert [log_text(*x) for x in lines] == ["An old line", "Ka vieillit"]
    assert campaign.log_lines(back, 1) == [("Ka grows old", "{name} grows old", {"name": "Ka"})]
    ended = campaign._logged(back, campaign.end_campaign(content, back, endures=False))
    assert ended == ["The campaign ends; the community vanishes"]
    assert log_text(*campaign.log_lines(back, 1)[0]) == "La campagne s’achève ; la communauté disparaît"


def test_the_weakness_to_degrade_is_named_in_french(french):
    """rb p.55: « blessure / maladie mineure, majeure »; the English label keeps "wound minor"."""
    from game.stonesaga import effects
    from game.stonesaga.state import Effects
    m, _agent = _match(seed=3, chars=1)
    c = m.state.chars[0]
    c.weak = [["wound", "minor"], ["disease", "major"]]
    f = Effects(cid=c.cid, source="test")
    assert effects.e_degrade_weakness(m.content, m.state, f, c, 1, []) is False
    d = effects.pending(m.content, m.state, f)
    assert [ch.label for ch in d.choices] == ["wound minor", "disease major"]
    assert [i18n.choice_label(ch) for ch in d.choices] == ["blessure mineure", "maladie majeure"]
    assert i18n.prompt_text(d) == f"{c.name} : dégrader quelle faiblesse ?"
