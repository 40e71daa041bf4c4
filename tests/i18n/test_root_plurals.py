"""Issue 17: plural forms through the catalogue, not by hand. Root's counts ("2 warrior(s)",
« 1 carte(s) », « 2 ação(ões) restante(s) ») are counted nouns (`P(n, one, other)` in an engine
message, `ngettext` in a scene), so each language picks its own form; the texts whose count cannot
be a noun of the sentence are worded so that no word agrees with it (« encore {n} »).

Checked three ways: the real engine messages rendered with 1 and 2 read as a reader of each
language expects; the scenes' panel lines likewise; and no French or Portuguese entry of the
catalogues whose English text was fixed here writes a hand-made plural again."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game.core.i18n import P, T, Msg, english, render, set_language
from game.root.ruleset import RULESET

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = ROOT / "data" / "i18n"
HAND_PLURAL = re.compile(r"\w\((?:s|es|ões|is|ns|m|nt|e|a)\)")
W = lambda n: P(n, "{n} warrior", "{n} warriors")     # noqa: E731 - as the engine writes it


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def _source(path: str) -> str:
    return (ROOT / path).read_text(encoding="utf-8")


# (file the engine writes it in, message as that file builds it, what it reads for 1 and for 2 in fr, pt)
ENGINE = [
    ("game/root/flow/move.py", lambda n: Msg("{name} moves {warriors} {a} → {b}", name="X", n=n, warriors=W(n), a=1, b=2),
     {"fr": ("X déplace 1 guerrier 1 → 2", "X déplace 2 guerriers 1 → 2"),
      "pt": ("X move 1 guerreiro 1 → 2", "X move 2 guerreiros 1 → 2")}),
    ("game/root/engine.py", lambda n: Msg("{name} draws {cards}.", name="X", n=n, cards=P(n, "{n} card", "{n} cards")),
     {"fr": ("X pioche 1 carte.", "X pioche 2 cartes."), "pt": ("X compra 1 carta.", "X compra 2 cartas.")}),
    ("game/root/factions/duchy.py",
     lambda n: Msg("Assembly ({left})", n=n, left=P(n, "{n} action left", "{n} actions left")),
     {"fr": ("Assemblée (1 action restante)", "Assemblée (2 actions restantes)"),
      "pt": ("Montar (1 ação restante)", "Montar (2 ações restantes)")}),
    ("game/root/factions/corvids.py",
     lambda n: Msg("Daylight: {left}", n=n, left=P(n, "{n} action left", "{n} actions left")),
     {"fr": ("Jour : 1 action restante", "Jour : 2 actions restantes"),
      "pt": ("Dia: 1 ação restante", "Dia: 2 ações restantes")}),
    ("game/root/engine.py", lambda n: Msg("{name} loses {warriors} in clearing {c}", name="X", n=n, warriors=W(n), c=3),
     {"fr": ("X perd 1 guerrier dans la clairière 3", "X perd 2 guerriers dans la clairière 3"),
      "pt": ("X perde 1 guerreiro na clareira 3", "X perde 2 guerreiros na clareira 3")}),
    ("game/root/factions/marquise.py",
     lambda n: Msg("{back} (clearing {c})", n=n, c=4, back=P(n, "{n} warrior returns to the keep", "{n} warriors return to the keep")),
     {"fr": ("1 guerrier retourne au donjon (clairière 4)", "2 guerriers retournent au donjon (clairière 4)"),
      "pt": ("1 guerreiro volta à Torre da Guarda (clareira 4)", "2 guerreiros voltam à Torre da Guarda (clareira 4)")}),
    ("game/root/factions/vagabond/turn.py",
     lambda n: Msg("{name} rests in the forest and repairs {items}", name="X", n=n, items=P(n, "{n} item", "{n} items")),
     {"fr": ("X se repose dans le bois et répare 1 objet", "X se repose dans le bois et répare 2 objets"),
      "pt": ("X descansa na floresta e repara 1 item", "X descansa na floresta e repara 2 itens")}),
]


@pytest.mark.parametrize("path,make,want", ENGINE, ids=[e[1](2).template for e in ENGINE])
@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_engine_counts_take_the_reader_s_plural(lang, path, make, want):
    template = make(1).template
    assert f'"{template}"' in _source(path), f"{path} no longer writes {template!r}"
    set_language(lang)
    one, two = (render(make(k).template, make(k).args) for k in (1, 2))
    assert (one, two) == want[lang]
    assert not HAND_PLURAL.search(one + two)


def test_english_reads_singular_and_plural_too():
    m1, m2 = (Msg("{name} moves {warriors} {a} → {b}", name="Cat", n=k, warriors=W(k), a=1, b=2) for k in (1, 2))
    assert (english(m1.template, m1.args), english(m2.template, m2.args)) == ("Cat moves 1 warrior 1 → 2",
                                                                              "Cat moves 2 warriors 1 → 2")


def test_a_played_game_logs_no_hand_made_plural():
    """A seeded Root game of the base factions (and the Duchy and Corvids), read in French and
    Portuguese: no event or prompt of the fixed kinds (moves, draws, removals, actions left)
    keeps a hand-made « (s) »."""
    from game.core.match import Match
    from game.core.agents import RandomAgent
    fixed = ("moves {warriors}", "draws {cards}", "loses {warriors}", "({left})", "Daylight: {left}")
    content = RULESET.default_content()
    seats = [{"controller": "random", "faction": f} for f in ("marquise", "eyrie", "duchy", "corvids")]
    m = Match(RULESET, content, {"seats": seats, "map": "autumn", "round_cap": 4}, 11)
    agent = RandomAgent(11)
    seen: list = []
    n = 0
    while m.pending and n < 3000:
        d = m.pending
        if d.prompt_msg and any(f in d.prompt_msg for f in fixed):
            seen.append((d.prompt_msg, d.prompt_args))
        m.apply(agent.choose(m, d))
        n += 1
    for e in m.history:                     # what its seat reads and what the others read
        seen += [(t, a) for t, a in ((e.msg, e.args), (e.public_msg, e.public_args)) if t and any(f in t for f in fixed)]
    kinds = {t for t, _ in seen}
    assert {"{name} moves {warriors} {a} → {b}", "{name} draws {cards}."} <= kinds, kinds
    for lang in ("fr", "pt"):
        set_language(lang)
        bad = [render(t, a) for t, a in seen if HAND_PLURAL.search(render(t, a))]
        assert not bad, bad[:5]


SCENE_LINES = [
    ("scenes/root/panels/duchy.py", "Burrow: {n} warrior · tunnels {t}/{total} on map", "Burrow: {n} warriors · tunnels {t}/{total} on map",
     dict(t=1, total=3), {"fr": ("Terrier : 1 guerrier · tunnels 1/3 en jeu", "Terrier : 2 guerriers · tunnels 1/3 en jeu"),
                          "pt": ("Toca: 1 guerreiro · túneis 1/3 no mapa", "Toca: 2 guerreiros · túneis 1/3 no mapa")}),
    ("scenes/root/panels/corvids.py", "Plots in supply: {n} · next Plot costs {k} warrior",
     "Plots in supply: {n} · next Plot costs {k} warriors", dict(n=8),
     {"fr": ("Complots en réserve : 8 · suivant : 1 guerrier", "Complots en réserve : 8 · suivant : 2 guerriers"),
      "pt": ("Tramas na reserva: 8 · próxima: 1 guerreiro", "Tramas na reserva: 8 · próxima: 2 guerreiros")}),
    ("scenes/root/table/tooltips.py", "{n} face-down card.", "{n} face-down cards.", {},
     {"fr": ("1 carte face cachée.", "2 cartes face cachée."),
      "pt": ("1 carta virada para baixo.", "2 cartas viradas para baixo.")}),
]


@pytest.mark.parametrize("path,one,other,args,want", SCENE_LINES, ids=[s[1] for s in SCENE_LINES])
@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_panel_counts_take_the_reader_s_plural(lang, path, one, other, args, want):
    from game.core.i18n import ngettext
    src = _source(path)
    assert f'"{one}"' in src and f'"{other}"' in src, f"{path} no longer counts with ngettext"
    set_language(lang)
    count = "k" if "{k}" in one else "n"
    got = tuple(ngettext(one, other, k).format(**{**args, count: k}) for k in (1, 2))
    assert got == want[lang]


# English texts fixed here; their French and Portuguese must not write "(s)" by hand again.
FIXED = [
    "Assembly ({left})", "Command the Hundreds ({left})", "Daylight: {left}", "{name} draws {cards}.",
    "{name} moves {warriors} {a} → {b}", "{name} loses {warriors} in clearing {c}",
    "Advance the Warlord ({n} left)", "Military operations ({n} left)", "Refresh which item? ({n} left)",
    "Repair which item? ({n} left)", "Take a hit: damage which item? ({n} left)",
    "Remove which piece in clearing {c}? (hits left: {n})", "Jubilant: roll the mob die? (rolls left: {n})",
    "{n} action left", "{n} warrior returns to the keep", "{n} face-down card.", "On Coffin Makers: {n} warrior",
    "{name} ({side}): {n} control marker, controlled by {who} (Law E.1.2)", "next: {n} supporter → {vp} VP",
    "Oppress now: {n} clearing", "{n} fund committed on crafting spaces", "{n} {rank} crown left (Law 12.5.3.I)",
    " · {n} lost to the Price of Failure (12.2.3)",
    "Alliance base ({suit}) removed: supporters discarded: {n} ({cards}); officers lost: {k}",
    "Alliance base ({suit}) removed: no supporter discarded; officers lost: {k}",
    "Duchy discards its revealed bird cards (count: {birds}) and takes back its other revealed cards (count: {back})", "{icons} lit this turn",
    "{cards} added; the Market holds {n} (fills to {size})", "every enemy piece removed around it — {items} damaged",
    "takes {hits}: {items} damaged, exhausted ones first", "removes defenceless enemy buildings and tokens ({n}): {pieces}",
    "the mob in clearing {c} removes enemy buildings and tokens (count: {n})", "{n} chosen (Law A.5.1: one or two).",
    "Buy services from the Riverfolk Robots? ({left} more allowed, {price} warriors each at your {vp} VP)",
    "Buy Riverfolk services? ({n} more allowed)", "False Orders: {name} must move {warriors}",
    "Burrow: {n} warriors · moles +{m} recruit", "Lizard warriors who become acolytes: {n}",
    "Delve: ruled clearings around forest {f}: {ruled}, fewer than {v}: the card is discarded",
    "Recover: ruled {suit} clearings: {n}, fewer than {v}: the card is discarded",
    "Live off the Land: each clearing with {k}+ of its warriors loses one (clearings: {n})",
    "Recruit: warriors placed at the waystation in clearing {c}: {k} — {why}{vigilant}",
    "Field Hospitals: spend a card to return the removed warriors ({n}) to the keep?",
    "a Corvid bomb in clearing {c} — {items} damaged (2 pieces against a bot; its pawn cannot be removed)",
    "crafted {item}", "removed {piece}",      # a VP reason: no « (e) » for the item's gender
]


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_fixed_entries_write_no_hand_made_plural(lang):
    with (CATALOGUES / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        cat = {(m.id if isinstance(m.id, str) else m.id[0]): m.string for m in read_po(f, locale=lang) if m.id}
    bad = []
    for mid in FIXED:
        assert mid in cat, f"{mid!r} left the catalogue"
        s = cat[mid] if isinstance(cat[mid], str) else " | ".join(cat[mid])
        assert s, f"{mid!r} untranslated"
        if HAND_PLURAL.search(s):
            bad.append(s)
    assert not bad, bad


def test_root_engine_has_no_hand_made_plural_for_the_fixed_counts():
    """The old templates are gone from the Root engine and panels (a revert would fail here)."""
    old = ["moves {n} warrior(s) {a} → {b}", "draws {n} card(s).", "action(s) left", "warrior(s) removed from clearing",
           "{n} warrior(s) return to the keep", "face-down card(s)", "On Coffin Makers: {n} warrior(s)",
           "control marker(s), controlled", "Clearing {c} ({n} supporter(s))", "Burrow: {n} warrior(s)", "next Plot costs {k} warrior(s)"]
    text = "\n".join(p.read_text(encoding="utf-8") for d in ("game/root", "scenes/root") for p in (ROOT / d).rglob("*.py"))
    assert [o for o in old if o in text] == []


# --- raw numbers shown as places, and the automata's old rule references -------------------------

def _places(map_id="mountain"):
    from scenes.root.places import Places
    return Places(RULESET.default_content().maps[map_id])


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_a_path_names_its_two_clearings(lang):
    """« le chemin fermé 3–7 » named as the board names the clearings, in the log, prompts and
    choices of closed paths (Law C.3.3) and Highway Bandits (English keeps the board's numbers,
    R-I18N-85)."""
    places = _places()
    set_language(lang)
    want = f"{places.named_clearing(3)}–{places.named_clearing(7)}"
    for template in ("{name} clears the closed path {a}–{b}", "Spend which card to clear the path {a}–{b}?",
                     "Path {a}–{b}", "A Highway Bandit takes the path {a}–{b}"):
        assert f'"{template}"' in "".join(_source(p) for p in ("game/root/mapfeatures.py", "game/root/hirelings/bandits.py"))
        shown = places.render(template, {"name": T("Marquise de Cat"), "a": 3, "b": 7})
        assert want in shown, shown
        assert "3–7" not in shown


def test_the_bandit_tooltip_names_its_path():
    from types import SimpleNamespace
    from scenes.root.table.tooltips import bandit_tip
    places = _places()
    set_language("fr")
    scene = SimpleNamespace(board=SimpleNamespace(places=places), match=SimpleNamespace(seat_name=lambda s: "Marquise de Cat"))
    tip = bandit_tip(scene, 3, 7, 0)
    assert f"{places.named_clearing(3)}–{places.named_clearing(7)}" in tip and "3–7" not in tip


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_corvids_plot_lists_name_their_clearings(lang):
    from types import SimpleNamespace
    from scenes.root.panels.corvids import _plot_at
    places = _places("autumn")
    set_language(lang)
    shown = _plot_at(SimpleNamespace(places=places), "bomb", 7)
    assert places.named_clearing(7) in shown and shown.startswith(render("{b}", {"b": T("bomb")}))
    src = _source("scenes/root/panels/automaton.py") + _source("scenes/root/panels/corvids.py")
    assert "map(str, down)" not in src and "({c})' for c, t in up" not in src


@pytest.mark.parametrize("lang,want", [
    ("fr", {"trait Gamble": "trait Pari", "CW2 Duchy: Cost of Errors": "Clockwork 2, Drillbit Duchy : Prix des erreurs",
            "CW2 Services 262 (Hand Card, Decree swap)": "Services de Clockwork 2, 262 (Cartes, échange avec le Décret)",
            "CW2 Lizards: Gardens": "Clockwork 2, Logical Lizards : Jardins"}),
    ("pt", {"trait Gamble": "traço Aposta", "CW2 Corvids: bomb": "Clockwork 2, Cogwheel Corvids: bomba",
            "CW2 Services 265 (Hand Card, Lost Souls)": "Serviços de Clockwork 2, 265 (Carta da Mão, Almas Perdidas)"}),
])
def test_automata_rule_references_read_in_the_reader_s_language(lang, want):
    from scenes.root.places import rule_words
    set_language(lang)
    assert {r: rule_words(r) for r in want} == want
    for rule in want:                       # the engine still writes these references
        assert f'"{rule}' in "".join(p.read_text(encoding="utf-8") for p in (ROOT / "game/root/bots").glob("*.py")), rule
