"""Words the engine's messages carry as parameters (issue 17): a stat's short name and a resource
key (`fish`, `clay/p` processed, `fish/s` spoiled) as a game term with its state, so the reader
sees « poisson avarié(e) » where the English text keeps the key `fish/s` it always had."""
from __future__ import annotations

from typing import Any

from game.core.i18n import N_, Sub, T

# a stat's short name in a question (rb p.15; the same words as the character board's)
STAT_SHORT = {"str": N_("STR"), "dex": N_("DEX"), "con": N_("CON"), "per": N_("PER")}

# a resource's processed / spoiled state (rb p.19, 29): the English keeps the key's suffix
STATES = {"p": N_("{name}/p"), "s": N_("{name}/s")}


def resource(key: str) -> Any:
    """A resource key as a message parameter: its base a term (data/i18n/terms.yaml "resources",
    the key itself in English), its state a phrase around it."""
    base, sep, state = str(key).partition("/")
    if not sep:
        return T(base)
    if state in STATES:
        return Sub(STATES[state], name=T(base))
    return key
