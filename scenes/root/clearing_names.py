"""Clearings by name in the Root table's words (issue 16, defect 9): the engine says "clearing 7"
or "from 7 to 3"; the map shows names, so prompts, buttons and the log say "Pond (7)". The
numbers a text names are also found again, so hovering a log line can light those clearings."""
from __future__ import annotations

import re

_LIST = r"(\d{1,2})((?:(?:, | and | or )\d{1,2})*)"
_CLEARINGS = re.compile(r"\b([Cc])learings? " + _LIST + r"\b")
_FROM_TO = re.compile(r"\bfrom (?:clearing )?(\d{1,2}) to (?:clearing )?(\d{1,2})\b")
_FROM = re.compile(r"\bfrom (?:clearing )?(\d{1,2})(?= to\b)")
_TO = re.compile(r"\bto (?:clearing )?(\d{1,2})\b(?!\s*(?:VP|cards?|warriors?|items?|wood|more|left|of)\b)")
_IN = re.compile(r"\b(in|to|from) (\d{1,2})(?=[:;,.?)]|$| with\b| \()")


def _named(n: str, names: dict[int, str]) -> str:
    k = int(n)
    return f"{names[k]} ({k})" if k in names else n


def name_clearings(text: str, names: dict[int, str]) -> str:
    """`text` with each clearing number it names written "Name (N)"."""
    if not text or not names:
        return text

    def many(mo):
        nums = re.findall(r"\d{1,2}", mo.group(0))
        if any(int(n) not in names for n in nums):
            return mo.group(0)
        seps = re.findall(r", | and | or ", mo.group(3) or "")
        out = _named(nums[0], names)
        for sep, n in zip(seps, nums[1:]):
            out += sep + _named(n, names)
        return out

    text = _FROM_TO.sub(lambda mo: f"from {_named(mo.group(1), names)} to {_named(mo.group(2), names)}", text)
    text = _FROM.sub(lambda mo: f"from {_named(mo.group(1), names)}", text)
    text = _TO.sub(lambda mo: f"to {_named(mo.group(1), names)}", text)
    text = _CLEARINGS.sub(many, text)
    return _IN.sub(lambda mo: f"{mo.group(1)} {_named(mo.group(2), names)}", text)


_NAMED = re.compile(r"\((\d{1,2})\)")


def clearings_named(text: str, names: dict[int, str]) -> list[int]:
    """The clearings a text written by `name_clearings` names, in order."""
    out = []
    for mo in _NAMED.finditer(text or ""):
        k = int(mo.group(1))
        if k in names and text[:mo.start()].rstrip().endswith(names[k]) and k not in out:
            out.append(k)
    return out
