"""Issue 17: plural forms through the catalogue, not by hand. No French or Portuguese translation
writes a hand-made plural or agreement marker (« choisi(s) », « transformé(e) », « passo(s) »): a
count goes through the catalogue's plural forms (`P(n, one, other)` in an engine message,
`ngettext` in a scene) or the sentence is worded so that nothing agrees with it (« choix : {n} »).

The English templates (data/i18n/messages.pot, extracted from the code) are held to the same rule."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = ROOT / "data" / "i18n"
# "(s)", "(es)", "(ões)", "(e)" right after a letter: « guerrier(s) », « ação(ões) », « avarié(e) ».
HAND_MARK = re.compile(r"[^\W\d_]\((?:s|es|ões|e|x)\)")

# Entries whose marker is genuinely not a count or an agreement. Empty: none is needed today.
ALLOWED: dict[str, str] = {}


def _entries(path: Path):
    with path.open("rb") as f:
        for m in read_po(f):
            if not m.id:
                continue
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            strs = m.string if isinstance(m.string, tuple) else (m.string,)
            yield ids, strs


def test_the_marker_pattern_catches_what_it_must_and_nothing_else():
    for hand in ("{n} guerrier(s)", "{name} avarié(e)", "{n} ação(ões)", "{n} objeto(s)", "{n} warrior(s)"):
        assert HAND_MARK.search(hand), hand
    for fine in ("choix : {n}", "({n} left)", "base ({suit})", "(s)", "rb p.32 (e)", "{n} (escolha)"):
        assert not HAND_MARK.search(fine), fine


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_no_translation_writes_a_hand_made_plural(lang):
    bad = []
    for ids, strs in _entries(CATALOGUES / lang / "LC_MESSAGES" / "messages.po"):
        if ids[0] in ALLOWED:
            continue
        bad += [f"{ids[0]!r} → {s!r}" for s in strs if s and HAND_MARK.search(s)]
    assert not bad, "hand-made plurals in the {} catalogue:\n".format(lang) + "\n".join(bad)


def test_no_english_template_writes_a_hand_made_plural():
    found = sorted(ids[0] for ids, _ in _entries(CATALOGUES / "messages.pot")
                   if any(HAND_MARK.search(i) for i in ids) and ids[0] not in ALLOWED)
    assert not found, "English hand-made plurals:\n" + "\n".join(found)


def test_the_allow_list_says_why():
    assert all(reason.strip() for reason in ALLOWED.values())
