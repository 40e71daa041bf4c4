"""Every message the code marks is in every catalogue, translated, with the same {placeholders}
(issue 17). The messages are extracted with Babel exactly as `./i18n extract` does, into a
temporary template, and compared with data/i18n/<lang>/LC_MESSAGES/messages.po."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import i18n

ROOT = Path(__file__).resolve().parents[2]
LANGS = [c for c in i18n.codes() if c != i18n.DEFAULT]
KEYWORDS = ["-k", "N_", "-k", "Msg", "-k", "P:2,3", "-k", "term", "-k", "pgettext:1c,2"]


def _read(path: Path):
    from babel.messages.pofile import read_po
    with path.open("rb") as f:
        return read_po(f)


@pytest.fixture(scope="module")
def extracted(tmp_path_factory):
    pot = tmp_path_factory.mktemp("pot") / "messages.pot"
    r = subprocess.run([sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg", *KEYWORDS,
                        "--no-location", "-o", str(pot), "."], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    cat = _read(pot)
    ids = {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in cat if m.id}
    assert len(ids) > 300, "the extraction found too few messages: is babel.cfg still right?"
    return ids


def _key(m):
    return (m.context, m.id if isinstance(m.id, str) else tuple(m.id))


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_in_the_code_is_in_the_catalogue(extracted, lang):
    cat = _read(ROOT / "data" / "i18n" / lang / "LC_MESSAGES" / "messages.po")
    have = {_key(m) for m in cat if m.id}
    missing = sorted(extracted - have, key=str)
    assert not missing, f"{len(missing)} messages missing from {lang} (run ./i18n update, then translate): {missing[:10]}"


@pytest.mark.parametrize("lang", LANGS)
def test_no_message_is_left_untranslated_or_fuzzy(extracted, lang):
    cat = _read(ROOT / "data" / "i18n" / lang / "LC_MESSAGES" / "messages.po")
    empty = [m.id for m in cat if m.id and _key(m) in extracted
             and (not m.string or (isinstance(m.string, tuple) and not all(m.string)))]
    fuzzy = [m.id for m in cat if m.id and m.fuzzy]
    assert not empty, f"{len(empty)} untranslated in {lang}: {empty[:10]}"
    assert not fuzzy, f"fuzzy (unchecked) entries in {lang}: {fuzzy[:10]}"


PLACEHOLDER = re.compile(r"\{(\w*)\}")


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_placeholders(lang):
    """A translation that drops or renames a {parameter} would show a raw template (or crash)."""
    cat = _read(ROOT / "data" / "i18n" / lang / "LC_MESSAGES" / "messages.po")
    bad = []
    for m in cat:
        if not m.id or not m.string:
            continue
        ids = [m.id] if isinstance(m.id, str) else list(m.id)
        strs = [m.string] if isinstance(m.string, str) else list(m.string)
        want = set(PLACEHOLDER.findall(ids[-1])) | set(PLACEHOLDER.findall(ids[0]))
        for s in strs:
            if not set(PLACEHOLDER.findall(s)) <= want or (len(ids) == 1 and set(PLACEHOLDER.findall(s)) != want):
                bad.append((m.id, s))
    assert not bad, bad[:10]


@pytest.mark.parametrize("lang", LANGS)
def test_the_catalogue_compiles_and_translates(lang, tmp_path):
    import gettext
    import io
    mo = i18n.compile_po(ROOT / "data" / "i18n" / lang / "LC_MESSAGES" / "messages.po")
    t = gettext.GNUTranslations(io.BytesIO(mo))
    assert t.gettext("New game") != "New game"
    assert t.pgettext("term", "Marquise de Cat") != "Marquise de Cat"
