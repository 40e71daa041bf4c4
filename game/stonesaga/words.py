"""Words the engine's messages carry as parameters (issue 17): a stat's short name and a resource
key (`fish`, `clay/p` processed, `fish/s` spoiled) as a game term with its state, so the reader
sees « poisson avarié(e) » where the English text keeps the key `fish/s` it always had."""
from __future__ import annotations

from typing import Any

from game.core.i18n import N_, Msg, Sub, T

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


# a weakness box as a degrade choice labels it (rb p.55; French « blessure / maladie mineure,
# majeure »): the English keeps the label it always had ("wound major")
WEAKNESS = {("wound", "minor"): N_("wound minor"), ("wound", "major"): N_("wound major"),
            ("disease", "minor"): N_("disease minor"), ("disease", "major"): N_("disease major")}
# a fishing spot's size (rb p.39) after its id, as the spot choice labels it ("s2 (large)")
SPOT_SIZES = {"small": N_("{spot} (small)"), "large": N_("{spot} (large)")}
# a label that is one parameter alone (a resource key, a fishing current, a forage card, a tile),
# shown as a name by the table; the English is the id it always was
ALONE = {"resource": N_("{resource}"), "current": N_("{current}"), "card": N_("{card}"), "tile": N_("{tile}")}
RES_COUNT = N_("{n} {resource}")


def weakness(kind: str, severity: str) -> Any:
    """A weakness box as a choice label (a Msg; an unknown box as its plain words)."""
    w = WEAKNESS.get((kind, severity))
    return Msg(w) if w else f"{kind} {severity}"


def alone(kind: str, value: str) -> Msg:
    """A label that is a single id (`ALONE`): a resource key as a term with its state."""
    return Msg(ALONE[kind], **{kind: resource(value) if kind == "resource" else value})


def counts(res: dict) -> Msg:
    """Resources and their counts ("1 fiber, 2 wood"), each a term with its state."""
    return Msg("{gains}", gains=[Sub(RES_COUNT, n=n, resource=resource(r)) for r, n in res.items()])
