"""Stonesaga played in French and Portuguese shows no raw id and no English rule word (issue 17).

Seeded playouts — ten challenges of the sample pack (1 or 2 seats of 1 or 2 characters) and the
first five challenges of two campaigns (behemoths, excavations, bequests, keeping provisions, an
unchosen Crisis in the journal) — are read as the table reads them
(`scenes.stonesaga.names.prompt / choice / event_line`, the journal's `campaign_pages.log_text`):
every prompt, every choice label and every log line. With the pack's own texts taken out (names
and sentences an owner typed stay in the pack's language, docs/content-packs.md), none may hold an
item instance (`ZI03#4`), a record id (`ZT11`, `ZG05`), a resource key (`fish/s`, `river_stone`),
a raw character, spot or current id (`c2`, `s1`), a Python mapping (`{'grain': 1}`) or an English
rule word (wound, omen names, token names, "becomes a ruin", …). Then a French and a Portuguese
challenge played by clicks (every text the table draws) and every tip of the table hovered. A
test checks the items' numbering: a name alone, a number only when two alike are in play."""
from __future__ import annotations

import dataclasses
import functools
import re

import pytest

from game.core import i18n
from game.core.match import Match
from game.stonesaga import campaign as C
from game.stonesaga.agents import SensibleRandomAgent
from game.stonesaga.ruleset import RULESET
from scenes.stonesaga import names
from scenes.stonesaga.campaign_pages import log_text

LANGS = ["fr", "pt"]

# words of the engine's English that a French or Portuguese reader must never meet (rule words,
# not names: "Population" and "Perception" are French too, so they are not here)
ENGLISH = {
    "the", "of", "and", "to", "which", "who", "whom", "what", "where", "with", "from", "onto", "its",
    "wound", "disease", "major", "minor", "left", "right", "up", "down", "small", "large",
    "cloud", "comet", "moon", "star", "sun", "fire", "shelter", "depletion", "mystery", "omen",
    "craft", "transform", "forage", "fish", "extract", "trade", "help",
    "clay", "wood", "fiber", "hide", "bone", "feather", "pitch", "gut", "tooth", "shell", "water", "game",
    "mushroom", "root", "nut", "grain", "spoiled", "processed", "stone",
    "blue", "red", "yellow", "card", "spot", "current", "token", "tile", "veiled", "ruin", "becomes",
    "keeps", "chosen", "tests", "rolls", "wins", "loses", "encounters", "flees", "studies", "dormant",
    "behaviour", "step", "steps", "energy", "knowledge", "demand", "discontent", "store", "take", "put",
    "give", "stow", "unpack", "done", "way", "hero", "wisdom", "marks", "summit", "lair",
    "str", "dex", "con", "per", "foreground", "background", "middle", "ground", "character",
}
RAW = [
    (re.compile(r"#\d"), "an item instance"),
    (re.compile(r"\bZ[A-Z]*\d+\b"), "a record id"),
    (re.compile(r"\b[a-z]+(_[a-z]+)*/[ps]\b"), "a resource key with its state"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "an id with an underscore"),
    (re.compile(r"\b[csCS]\d+\b"), "a character, spot or current id"),
    (re.compile(r"\{'|'\}|': "), "a Python mapping"),
]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


_PACK: dict[int, tuple[str, ...]] = {}


def pack_texts(content) -> tuple[str, ...]:
    """Every string the pack's owner typed (names, texts, option labels), longest first."""
    if id(content) in _PACK:
        return _PACK[id(content)]
    seen: set[str] = set()

    def walk(x, depth=0):
        if depth > 12:
            return
        if isinstance(x, str):
            if len(x) > 1 and not re.fullmatch(r"[a-z0-9_/]+|Z[A-Z]*\d+", x):   # not an id
                seen.add(x)
        elif dataclasses.is_dataclass(x) and not isinstance(x, type):
            for f in dataclasses.fields(x):
                walk(getattr(x, f.name), depth + 1)
        elif isinstance(x, dict):
            for v in x.values():
                walk(v, depth + 1)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v, depth + 1)
    from game.stonesaga.content_campaign import for_content
    for fam in dataclasses.fields(content):
        if fam.name != "memo":
            walk(getattr(content, fam.name))
    walk(for_content(content))
    got = _PACK[id(content)] = tuple(sorted(seen, key=len, reverse=True))
    return got


_HAY: dict[int, str] = {}


def problems(content, text: str, wrapped: bool = False) -> list[str]:
    """What a reader of another language should not meet in `text`, pack texts aside. `wrapped`:
    `text` is a line the table drew, maybe a piece of a longer sentence cut to its width, so a
    piece found inside a pack text is a pack text too."""
    rest = text
    for t in pack_texts(content):
        if t in rest:
            rest = rest.replace(t, " ")
    if wrapped:
        hay = _HAY.get(id(content))
        if hay is None:
            hay = _HAY[id(content)] = "\n".join(pack_texts(content))
        pieces = re.split(r"( : |: | — |\(|\)|\. |; |, )", rest)
        rest = "".join(p for p in pieces if len(p.strip(" .,;")) < 3 or p.strip(" .,;") not in hay)
        words = rest.split()
        for k in range(min(4, len(words)), 0, -1):      # a name cut at the line's end ("Tarn of")
            tail = " ".join(words[-k:])
            if any(t.startswith(tail) for t in pack_texts(content)):
                rest = " ".join(words[:-k])
                break
    out = [f"{why}: {mo.group(0)!r}" for pat, why in RAW for mo in [pat.search(rest)] if mo]
    eng = ENGLISH | (english_words(i18n.language()) if i18n.language() in LANGS else frozenset())
    words = [w for w in re.findall(r"[^\W\d_]+", rest) if w.lower() in eng and not w[0].isupper()
             or w in ("STR", "Wound", "Disease", "Craft", "Transform", "Fire", "Shelter")]
    if words:
        out.append(f"English words {words}")
    return out


class Reader:
    """Reads a match as the table does and keeps what is wrong, one example per message."""

    def __init__(self, content):
        self.content, self.bad, self.read, self.n = content, {}, 0, {}

    def see(self, where: str, key: str, text: str) -> None:
        self.read += 1
        for p in problems(self.content, text):
            self.bad.setdefault((where, key, p), text)

    def decision(self, m: Match) -> None:
        d = m.pending
        if d is None:
            return
        alike = names.alike_items(m.state)
        self.see("prompt", d.prompt_msg or d.prompt, names.prompt(self.content, d, alike))
        for c in d.choices:
            self.see("label", c.label_msg or c.label, names.choice(self.content, c, alike))

    def log(self, m: Match) -> None:
        start = self.n.get(id(m), 0)
        for e in m.history[start:]:
            if e.text:
                self.see("log", e.msg or e.text, names.event_line(self.content, e, None))
        self.n[id(m)] = len(m.history)


def play(reader: Reader, m: Match, seed: int, limit: int = 20_000) -> None:
    agents = {i: SensibleRandomAgent(seed * 101 + i) for i in range(len(m.setup["seats"]))}
    n = 0
    while m.pending is not None and n < limit:
        reader.decision(m)
        m.apply(agents[m.pending.seat].choose(m, m.pending))
        reader.log(m)
        n += 1
    assert m.pending is None, "the challenge did not end"


def challenges(reader: Reader, games: int) -> None:
    content = reader.content
    ids = sorted(content.challenges)
    for g in range(games):
        setup = RULESET.default_setup(content, 1 + g % 2)
        for i, seat in enumerate(setup["seats"]):
            seat["controller"] = "random"
            seat["characters"] = str(1 + (g + i) % 2)
        setup["challenge"] = ids[g % len(ids)]
        play(reader, Match(RULESET, content, setup, 7000 + g), 7000 + g)


def campaign(reader: Reader, seed: int, n_challenges: int) -> None:
    """A campaign's first challenges, each closed into the record; the journal's lines read too."""
    from game.core.rng import Rng
    content = reader.content
    rec = C.new_campaign([{"controller": "random", "characters": "2"}], seed, {})
    C.start_pets(content, rec)
    pick = Rng.seeded(f"pick:{seed}")
    for k in range(n_challenges):
        allowed = C.choices(content, rec)
        if rec.over or not allowed:
            break
        C.choose(content, rec, allowed[pick.below(len(allowed))])
        m = Match(RULESET, content, C.setup_for(content, rec), seed * 1000 + k)
        play(reader, m, seed * 1000 + k)
        C.close(content, rec, m.state, m.history)
    for text, msg, args in C.log_lines(rec):
        reader.see("journal", msg or text, log_text(text, msg, args, content))


@pytest.mark.parametrize("lang", LANGS)
def test_a_stonesaga_playout_shows_no_raw_id_and_no_english_rule_word(lang):
    i18n.set_language(lang)
    reader = Reader(RULESET.default_content())
    challenges(reader, 10)
    for seed in (3, 4):
        campaign(reader, seed, 5)
    assert reader.read > 5000                            # the playouts really were read
    report = [f"{w} {k!r}: {p} — {t!r}" for (w, k, p), t in sorted(reader.bad.items())]
    assert not report, "\n".join(report[:60])


def test_an_item_reads_as_its_name_numbered_only_when_two_are_alike():
    """`ZI14#4` reads as the pack's item name; with a second Flake Knife in play both read with
    their number (« n° 1 », « n° 4 ») so a choice between them says which."""
    content = RULESET.default_content()
    i18n.set_language("fr")
    name = content.items["ZI01"].name
    assert names.message(content, "Stow {item}", {"item": "ZI01#4"}) == f"Ranger {name}"
    two = frozenset({"ZI01"})
    assert names.message(content, "Stow {item}", {"item": "ZI01#4"}, alike=two) == f"Ranger {name} n° 4"
    i18n.set_language("pt")
    assert names.message(content, "Stow {item}", {"item": "ZI01#4"}, alike=two).endswith(f"{name} nº 4")


def test_alike_items_counts_the_instances_in_play():
    from tests.stonesaga_scenes.states import sample_states
    m = sample_states()["over"].clone()
    c = m.state.chars[0]
    c.items["satchel"][:] = ["ZI01#1"]
    c.stowed[:] = ["ZI01#7"]
    for o in m.state.chars[1:]:
        for slot in o.items.values():
            slot[:] = [x for x in slot if not x.startswith("ZI01#")]
        o.stowed[:] = [x for x in o.stowed if not x.startswith("ZI01#")]
    assert "ZI01" in names.alike_items(m.state)
    c.stowed[:] = []
    assert "ZI01" not in names.alike_items(m.state)


@pytest.mark.parametrize("lang,want", [("fr", ["blessure majeure", "poisson gâté", "courant 2", "zone 1 (petite)",
                                               "FOR 3", "carte Forêt n° 5", "2 céréales, 1 plume", "Jeton Feu placé",
                                               "Nuage sur", "droite"]),
                                       ("pt", ["ferimento maior", "peixe estragado", "corrente 2", "ponto 1 (pequeno)",
                                               "FOR 3", "carta Floresta nº 5", "2 grãos, 1 pena", "Marcador Fogo",
                                               "Nuvem em", "direita"])])
def test_the_ids_of_the_brief_read_in_the_reader_s_language(lang, want):
    """The labels the issue named, each made as the engine makes it and read as the table does:
    a weakness of the degrade choice, a resource with its state, a current, a spot, a stat, a
    forage card, a harvest's mapping, a token, an omen, an excavation's side."""
    from game.core.decision import Choice, Event
    from game.core.i18n import Msg
    from game.stonesaga import words
    content = RULESET.default_content()
    i18n.set_language(lang)
    shown = [
        names.choice(content, Choice("opt:0", words.weakness("wound", "major"))),
        names.choice(content, Choice("res:fish/s", words.alone("resource", "fish/s"))),
        names.choice(content, Choice("current:c2", words.alone("current", "c2"))),
        names.choice(content, Choice("spot:s1", Msg(words.SPOT_SIZES["small"], spot="s1"))),
        names.message(content, "{stat} {value}", {"stat": "STR", "value": 3}),
        names.choice(content, Choice("opt:0", words.alone("card", "ZG05"))),
        names.message(content, "{name} harvests {gain}", {"name": "Arun", "gain": "{'grain': 2, 'feather': 1}"}),
        names.event_line(content, Event("token", Msg("{kind} token placed", kind="fire")), None),
        names.message(content, "{omen} on {component}", {"omen": "cloud", "component": "ZT01"}),
        names.message(content, "Descend {side}: {text}", {"side": "right", "text": "…"}),
    ]
    text = " | ".join(shown)
    for w in want:
        assert w in text, (w, text)
    assert content.tiles["ZT01"].name in text and "ZT01" not in text and "ZG05" not in text
    assert "ZG05" in content.forage and content.forage["ZG05"].deck == "forest"


@pytest.mark.parametrize("lang,seed", [("fr", 11), ("pt", 3)])
def test_a_challenge_played_by_clicks_draws_no_raw_id_and_no_english_rule_word(monkeypatch, tmp_path, lang, seed):
    """A newcomer's challenge in French or Portuguese (two characters, from creation to the game
    over, the Night summaries read), every click on the table as a player would: every text the
    table draws — prompts, strip buttons, overlays, panels, the log, the Night summary — holds no
    raw id and no English rule word, pack texts aside."""
    from game.core import registry
    from scenes.app import App
    from scenes.settings import Settings
    from scenes.stonesaga.table import StonesagaTable
    from scenes.title import TitleScene
    from tests.scenes.textfit import watching
    from tests.stonesaga_scenes import test_click_game as clicks
    monkeypatch.setenv("TABLEFORGE_HOME", str(tmp_path))
    with watching(monkeypatch) as w:
        app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language=lang))
        rs = registry.get("stonesaga")
        content = rs.default_content()
        setup = rs.default_setup(content)
        setup["seats"][0]["characters"] = "2"
        app.stack.push(TitleScene(app))
        table = app.stack.push(StonesagaTable(app, Match(rs, content, setup, seed)))
        stats = clicks.play(app, table, SensibleRandomAgent(seed + 1))
        assert table.match.state.result in ("won", "lost") and stats["nights"] >= 1
        app.draw()
    drawn = sorted(set(w.texts.values()))
    assert len(drawn) > 200
    bad = {t: problems(content, t, wrapped=True) for t in drawn}
    bad = {t: p for t, p in bad.items() if p}
    assert not bad, "\n".join(f"{t!r}: {p}" for t, p in list(bad.items())[:60])


@functools.lru_cache(maxsize=None)
def english_words(lang: str) -> frozenset[str]:
    """The words of the catalogue's English that its `lang` translations never use: a line made of
    the reader's language has none of them (pack texts aside)."""
    from babel.messages.pofile import read_po
    with (i18n.catalogue_dir() / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        cat = read_po(f)
    word = re.compile(r"[^\W\d_]+")
    en, tr = set(), set()
    for m in cat:
        if not m.id or not isinstance(m.id, str):
            continue
        en.update(w.lower() for w in word.findall(re.sub(r"\{[^}]*\}", " ", m.id)))
        tr.update(w.lower() for w in word.findall(m.string if isinstance(m.string, str) else " ".join(m.string)))
    return frozenset(w for w in en - tr if len(w) > 2)


@pytest.mark.parametrize("lang", LANGS)
def test_every_tip_of_the_stonesaga_table_speaks_the_language(lang):
    """Hovering every thing of the table (the valley, the panels, the overlays of creation, a test,
    fishing, forage, extraction, crafting, Transform, an excavation, an encounter, a behemoth) shows
    tips with no raw id and no word of the catalogue's English that the translation never uses."""
    import pygame

    from scenes.app import App
    from scenes.settings import Settings
    from scenes.stonesaga.table import StonesagaTable
    from tests.stonesaga_scenes.states import extra_states, sample_states
    states = {**sample_states(), **extra_states()}
    content = states["over"].content
    eng = english_words(lang)
    tips: set[str] = set()
    for m in states.values():
        app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language=lang))
        t = app.stack.push(StonesagaTable(app, m.clone()))
        app.draw()
        for r, _key in list(t.hits)[:400]:
            app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
            app.draw()
            tips.update(tip for _r, tip in t.tips)
    assert len(tips) > 150
    bad = {}
    for tip in sorted(tips):
        rest = tip
        for p in pack_texts(content):
            rest = rest.replace(p, " ")
        found = problems(content, tip, wrapped=True) + [w for w in re.findall(r"[^\W\d_]+", rest) if w.lower() in eng]
        if found:
            bad[tip] = found
    assert not bad, "\n".join(f"{k!r}: {v}" for k, v in list(bad.items())[:40])
