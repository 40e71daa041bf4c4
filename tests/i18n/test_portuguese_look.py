"""What the Portuguese look-over of every scene found (issue 17, session 8), each kind of fault
with the check that sees it again:
- English drawn by a scene from a literal (the Root score track's "VP", a codex placeholder,
  a panel's fallback line): no literal sentence reaches `.render(` or a `placeholder=` in scenes/;
- names shown raw where a term exists (an automaton panel's decree cards and Vagabot quest):
  the panel draws them as the Portuguese rule text prints them;
- an English word inside a log line (a PLAS promotion's cost "labor"): its pay types are terms;
- the catalogue's own words: the Marquise is "os Marqueses" (masculine, *As Leis de Root* 6),
  one abbreviation for the rulebook's pages ("lr p.", as rule_text writes "rb p."), Brazilian
  forms (R-I18N-4: "está chegando", not "está a chegar");
- an autosave's title and seats on the load page, written in English in the file.
The PLAS front's titles and dice-tray message are clipped to their boxes, so the every-scene
test (test_every_scene_languages.py) sees one that is too wide."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game.core import i18n

ROOT = Path(__file__).resolve().parents[2]
WORDS = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _catalogue(lang: str):
    from babel.messages.pofile import read_po
    with (ROOT / "data" / "i18n" / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return read_po(f)


def _strings(m) -> list[str]:
    return [s for s in (m.string if isinstance(m.string, tuple) else (m.string,)) if s]


def _literal(node) -> str:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
    return ""


def literal_words_drawn(source: str) -> list[tuple[int, str]]:
    """(line, text) of each literal with a word that is drawn as it is: the first argument of a
    `.render(…)` call, or a widget's `placeholder=`."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        if isinstance(node.func, ast.Attribute) and node.func.attr == "render" and node.args:
            text = _literal(node.args[0])
            if WORDS.search(text):
                out.append((node.lineno, text))
        for k in node.keywords:
            if k.arg == "placeholder" and WORDS.search(_literal(k.value)):
                out.append((node.lineno, _literal(k.value)))
    return out


def test_the_literal_check_sees_what_it_looks_for():
    found = literal_words_drawn('f.render("VP", True, ink)\nf.render(f"(panel unavailable: {e})", True, c)\n'
                                'TextInput(r, "", placeholder="number")\nf.render(_("VP"), True, ink)\n'
                                'f.render(str(n), True, ink)\nf.render("N", True, ink)\n')
    assert found == [(1, "VP"), (2, "(panel unavailable: )"), (3, "number")]


def test_no_scene_draws_an_untranslated_literal():
    found = []
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        found += [f"{path.relative_to(ROOT)}:{line}: {text!r}" for line, text in literal_words_drawn(path.read_text())]
    assert not found, "drawn without _(): " + "; ".join(found)


# --- names where the rule text prints a Portuguese one ----------------------------------

def _panel_texts(monkeypatch, shot_name: str) -> list[str]:
    """Every string the Root automaton panels draw (their `text` and `name_chip` calls) in the
    shot, at 1280x720 in Portuguese."""
    from scenes.app import App
    from scenes.every_scene import build, every_shot, leave_all
    from scenes.root.panels import automaton
    from scenes.settings import Settings
    drawn: list[str] = []
    real_text, real_chip = automaton.text, automaton.name_chip

    def text(surface, s, *a, **k):
        drawn.append(str(s))
        return real_text(surface, s, *a, **k)

    def name_chip(surface, x, y, w, name, *a, **k):
        drawn.append(str(name))
        return real_chip(surface, x, y, w, name, *a, **k)
    monkeypatch.setattr(automaton, "text", text)
    monkeypatch.setattr(automaton, "name_chip", name_chip)
    shot = next(s for s in every_shot() if s.name == shot_name)
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant", language="pt"))
    try:
        build(shot, app, ROOT)
        table = app.stack.scenes[-1]
        for seat in range(len(table.match.setup["seats"])):       # every seat's panel (Tab)
            table.show_panel(seat)
            app.draw()
    finally:
        leave_all(app)
    return drawn


def test_the_automaton_panels_name_cards_and_quests_as_printed(monkeypatch):
    """The Electric Eyrie's Decree chips and the Vagabot's quest showed the pack's English names
    ("Favor of the Mice", "Fend off a Bear") in Portuguese (scenes/root/panels/automaton.py)."""
    from game.root.ruleset import RULESET
    content = RULESET.default_content()
    drawn = _panel_texts(monkeypatch, "root_coop_auto")
    i18n.set_language("pt")
    english = {c.name for c in content.cards.values() if i18n.term(c.name) != c.name}
    english |= {q.name for q in content.vagabond.quests if i18n.term(q.name) != q.name}
    assert any(t.startswith("Tarefa: ") for t in drawn), drawn          # the quest line was drawn
    assert any(i18n.term(c.name) in drawn for c in content.cards.values()
               if i18n.term(c.name) != c.name), drawn                    # and a Decree card chip
    left = [t for t in drawn for e in english if e in t]
    assert not left, left


# --- words inside engine messages ---------------------------------------------------------

@pytest.mark.parametrize("lang,word", [("pt", "Trabalho"), ("fr", "Travail")])
def test_a_promotion_cost_names_its_pay_in_the_reader_language(lang, word):
    from game.core.i18n import T, render
    i18n.set_language(lang)
    for pay in ("labor", "strength", "either"):
        line = render("Seat {seat} promotes {card} (cost {cost} {pay})",
                      {"seat": 2, "card": T("River Chaplain"), "cost": 4, "pay": T(pay)})
        assert pay not in line, line
    assert word in render("Seat {seat} promotes {card} (cost {cost} {pay})",
                          {"seat": 2, "card": T("River Chaplain"), "cost": 4, "pay": T("labor")})


# --- the Portuguese catalogue's own words -------------------------------------------------

def test_the_marquise_is_os_marqueses():
    """*As Leis de Root* writes "os Marqueses" (6: "Os Marqueses ocupam…"): no feminine article."""
    bad = [s for m in _catalogue("pt") if m.id for s in _strings(m)
           if re.search(r"\b(as|das|nas|às|pelas|estas|essas)\s+Marqueses\b", s, re.I)]
    assert not bad, bad


def test_one_abbreviation_for_the_rulebook_pages():
    """The catalogue gives "rb" (the rulebook, in rule references) as "lr": every page reference
    inside a sentence is written the same way, without a space before the number."""
    cat = _catalogue("pt")
    abbr = cat.get("rb").string
    assert abbr and abbr != "rb"
    refs = [m for m in cat if m.id and "rb p." in str(m.id)]
    assert len(refs) > 50
    wrong = [s for m in refs for s in _strings(m) if "rb p." in s or f"{abbr} p." not in s]
    spaced = [s for m in cat if m.id for s in _strings(m) if re.search(rf"\b{abbr} p\. \d", s)]
    assert not wrong, wrong[:5]
    assert not spaced, spaced[:5]


def test_brazilian_progressive_forms():
    """R-I18N-4: Brazilian Portuguese says "está chegando", not the European "está a chegar"."""
    bad = [s for m in _catalogue("pt") if m.id for s in _strings(m)
           if re.search(r"\b(está|estão|estava|estavam) a \w+[aei]r\b", s)]
    assert not bad, bad


# --- the load page ------------------------------------------------------------------------

def test_an_autosave_row_reads_in_the_reader_language(monkeypatch, tmp_path):
    """The autosave's title ("<table> — in progress") and its seats are written in English in the
    file; the load page shows them translated (and an older save's seat text as it is)."""
    from scenes import load_game
    path = tmp_path / "autosave-1.json"
    monkeypatch.setattr(load_game.saves, "is_autosave", lambda p: p == path)
    i18n.set_language("pt")
    assert load_game._row_title(path, {"title": "Root — in progress"}) == "Root — em andamento"
    assert load_game._row_title(tmp_path / "mine.json", {"title": "Root — in progress"}) == "Root — in progress"
    seats = load_game._seats_text({"seats": "Marquise de Cat (Human), Seat 2 (AI)",
                                   "seat_list": [["Marquise de Cat", "human"], ["Seat 2", "ai"]]})
    assert seats == "Marqueses (Humano), Jogador 2 (IA)"
    assert load_game._seats_text({"seats": "Seat 1 (Human)"}) == "Seat 1 (Human)"


# --- the PLAS map's realm names -----------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fr", "pt"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_realm_names_stay_whole_on_the_painted_map(lang, size):
    """« SOBERANIA DOS RIOS » (and "RIVERWAY SOVEREIGNTY") was painted half below the map's
    bottom edge: every realm name lies inside the painted land, clear of the SAMPLE CONTENT stamp."""
    from scenes.app import App
    from scenes.every_scene import build, every_shot, leave_all
    from scenes.plas import board
    from scenes.settings import Settings
    board._BASES.clear()                           # painted now, not taken from another test's cache
    app = App.headless(size, settings=Settings(anim_speed="instant", language=lang))
    try:
        build(next(s for s in every_shot() if s.name == "plas_main"), app, ROOT)
        app.draw()
        view = app.stack.scenes[-1].map
        spots = dict(view.name_spots)
        area, stamp = view.base.get_rect(), view.stamp_rect
    finally:
        leave_all(app)
    assert len(spots) == 4, spots                  # every realm has its name on the map
    outside = {rid: tuple(r) for rid, r in spots.items() if not area.contains(r) or r.colliderect(stamp)}
    assert not outside, (area, tuple(stamp), outside)
