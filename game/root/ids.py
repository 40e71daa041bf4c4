"""One parser per kind of Root choice id (issue 19): `clearing:5`, `card:anvil`, `seat:2`,
`building:sawmill`… read by name instead of by slicing (`cid[9:]`), so an id read as the wrong
kind fails loudly here instead of yielding a wrong number or a cut-off card id. The shapes each
decision kind offers are listed in tests/root/choice_ids.yaml (game/root/choice_ids.py)."""
from __future__ import annotations


def arg(cid: str, head: str) -> str:
    """What follows `head:` in `cid`; ValueError if `cid` is not a `head:` id."""
    h, sep, rest = cid.partition(":")
    if h != head or not sep:
        raise ValueError(f"{cid!r} is not a {head}: id")
    return rest


def clearing(cid: str) -> int:
    """`clearing:N` → N."""
    return int(arg(cid, "clearing"))


def card(cid: str) -> str:
    """`card:C` → C."""
    return arg(cid, "card")


def seat(cid: str) -> int:
    """`seat:N` → N."""
    return int(arg(cid, "seat"))


def number(cid: str) -> int:
    """The number of a `<head>:N` id of any head (`clearing:5`, `ferry:5`, `count:3`)."""
    h, sep, rest = cid.partition(":")
    if not sep:
        raise ValueError(f"{cid!r} names no number")
    return int(rest)


def piece(cid: str) -> tuple[str, bool]:
    """`building:K` → (K, True); `token:K` → (K, False)."""
    h, sep, rest = cid.partition(":")
    if h not in ("building", "token") or not sep:
        raise ValueError(f"{cid!r} is not a building: or token: id")
    return rest, h == "building"


def dominance(cid: str) -> str:
    """`dominance:C` (activate) → C."""
    return arg(cid, "dominance")


def take_dominance(cid: str) -> str:
    """`take-dominance:C` (swap for an available dominance card) → C."""
    return arg(cid, "take-dominance")


def path(cid: str) -> tuple[int, int]:
    """`clear-path:A-B` (Mountain, Law C.3.3) → (A, B)."""
    a, sep, b = arg(cid, "clear-path").partition("-")
    if not sep:
        raise ValueError(f"{cid!r} names no path A-B")
    return int(a), int(b)


def faction(cid: str) -> str:
    """`faction:F` → F."""
    return arg(cid, "faction")


def expose(cid: str) -> int:
    """`expose:N` (Corvids: expose a plot in clearing N) → N."""
    return int(arg(cid, "expose"))


def flip(cid: str) -> int:
    """`flip:N` (Corvids: flip the plot in clearing N) → N."""
    return int(arg(cid, "flip"))


def trick(cid: str) -> int:
    """`trick:N` (Corvids: trick, swapping plots around clearing N) → N."""
    return int(arg(cid, "trick"))


def organize(cid: str) -> int:
    """`organize:N` (Alliance: organize in clearing N) → N."""
    return int(arg(cid, "organize"))


def warlord(cid: str) -> int:
    """`warlord:N` (Hundreds: the warlord's clearing N) → N."""
    return int(arg(cid, "warlord"))


def price(cid: str) -> int:
    """`price:N` (Riverfolk: a service's price) → N."""
    return int(arg(cid, "price"))


def ferry(cid: str) -> int:
    """`ferry:N` (move by the Ferry to clearing N) → N."""
    return int(arg(cid, "ferry"))


def count(cid: str) -> int:
    """`count:N` (how many warriors) → N."""
    return int(arg(cid, "count"))


def building(cid: str) -> str:
    """`building:K` (a building kind) → K; `piece` also reads `token:`."""
    return arg(cid, "building")


def item(cid: str) -> str:
    """`item:K` (an item kind) → K."""
    return arg(cid, "item")


def craft(cid: str) -> str:
    """`craft:C` (craft card C) → C."""
    return arg(cid, "craft")


def mobilize(cid: str) -> str:
    """`mobilize:C` (Alliance: add card C to the supporters) → C."""
    return arg(cid, "mobilize")


def train(cid: str) -> str:
    """`train:C` (Alliance: spend card C to train an officer) → C."""
    return arg(cid, "train")


def extra(cid: str) -> str:
    """`extra:C` (Marquise: spend a bird card C for an extra action) → C."""
    return arg(cid, "extra")


def action(cid: str) -> str:
    """`action:A` (a named action such as `action:move`) → A."""
    return arg(cid, "action")


def leader(cid: str) -> str:
    """`leader:L` (Eyrie leader) → L."""
    return arg(cid, "leader")


def column(cid: str) -> str:
    """`column:X` (Eyrie decree column `fox`…, Keepers retinue column `0`…) → X."""
    return arg(cid, "column")


def minister(cid: str) -> str:
    """`minister:M` (Duchy minister) → M."""
    return arg(cid, "minister")


def mood(cid: str) -> str:
    """`mood:M` (Hundreds mood) → M."""
    return arg(cid, "mood")


def relic(cid: str) -> str:
    """`relic:K` (Keepers relic type or face) → K."""
    return arg(cid, "relic")


def ritual(cid: str) -> str:
    """`ritual:R` (Lizards ritual) → R."""
    return arg(cid, "ritual")


def service(cid: str) -> str:
    """`service:S` (Riverfolk service) → S."""
    return arg(cid, "service")


def suit(cid: str) -> str:
    """`suit:S` → S."""
    return arg(cid, "suit")


def forest(cid: str) -> str:
    """`forest:F` (a forest's id) → F."""
    return arg(cid, "forest")


def face(cid: str) -> str:
    """`face:F` (Keepers: the face of a relic) → F."""
    return arg(cid, "face")


def guess(cid: str) -> str:
    """`guess:P` (Corvids: the guessed plot) → P."""
    return arg(cid, "guess")


def quest(cid: str) -> str:
    """`quest:Q` (Vagabond quest card) → Q."""
    return arg(cid, "quest")


def coalition(cid: str) -> str:
    """`coalition:F` (Vagabond: the faction to join) → F."""
    return arg(cid, "coalition")


def conspiracy(cid: str) -> str:
    """`conspiracy:K` (Lizards conspiracy) → K."""
    return arg(cid, "conspiracy")


def export(cid: str) -> str:
    """`export:C` (Riverfolk: export card C) → C."""
    return arg(cid, "export")


def fund(cid: str) -> str:
    """`fund:F` (Riverfolk: the funds warrior of faction F) → F."""
    return arg(cid, "fund")


def take(cid: str) -> str:
    """`take:K` (Vagabond aid: the item taken) → K."""
    return arg(cid, "take")


def recruit(cid: str) -> str:
    """`recruit:X` (Alliance/dummy: clearing number; Corvids: card) → X."""
    return arg(cid, "recruit")


def plot(cid: str) -> str:
    """`plot:X` (Corvids: a plot kind, or the clearing to plot in) → X."""
    return arg(cid, "plot")


def character(cid: str) -> str:
    """`character:C` (Vagabond character) → C."""
    return arg(cid, "character")


def _column_card(cid: str, head: str) -> tuple[int, str]:
    k, sep, c = arg(cid, head).partition(":")
    if not sep or not c:
        raise ValueError(f"{cid!r} names no column and card ({head}:K:C)")
    return int(k), c


def use(cid: str) -> tuple[int, str]:
    """`use:K:C` (Keepers: card C of retinue column K) → (K, C)."""
    return _column_card(cid, "use")


def add(cid: str) -> tuple[int, str]:
    """`add:K:C` (Keepers: add card C to retinue column K) → (K, C)."""
    return _column_card(cid, "add")


def slide(cid: str) -> tuple[int, str]:
    """`slide:K:C` (Keepers: slide card C out of retinue column K) → (K, C)."""
    return _column_card(cid, "slide")


def improvise(cid: str) -> tuple[str, str]:
    """`improvise:Y:as:X` (Vagabond, Law D.7.2: damage item Y as if it were X) → (Y, X)."""
    y, sep, x = arg(cid, "improvise").partition(":as:")
    if not sep or not y or not x:
        raise ValueError(f"{cid!r} is not improvise:Y:as:X")
    return y, x


def special(cid: str) -> str:
    """`special:A` (Vagabond character special action) → A."""
    return arg(cid, "special")


def hireling(cid: str) -> str:
    """`hireling:forest-patrol` → forest-patrol (Law App. E)."""
    return arg(cid, "hireling")
