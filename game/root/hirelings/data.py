"""data/root/hirelings.yaml as records (file:line errors through game.core.content)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.core.content import fail, load_records
from game.core.i18n import Msg


@dataclass(frozen=True)
class SideRec:
    id: str
    name: str
    pieces: dict[str, int]


@dataclass(frozen=True)
class HirelingRec:
    id: str
    number: int
    locks: tuple[str, ...]
    promoted: SideRec
    demoted: SideRec


@dataclass(frozen=True)
class DieRec:
    id: str
    gold: tuple[int, ...]
    all: tuple[int, ...]
    confidence: str


@dataclass(frozen=True)
class HirelingsData:
    deal: int
    markers: tuple[int, ...]
    demoted_by_players: dict[int, int]
    control_die: tuple[DieRec, ...]
    map_edge: dict[str, tuple[int, ...]]
    uprising_die: tuple[str, ...]
    hirelings: tuple[HirelingRec, ...]

    def rec(self, hid: str) -> HirelingRec:
        for h in self.hirelings:
            if h.id == hid:
                return h
        raise KeyError(hid)

    def edge(self, map_id: str) -> tuple[int, ...]:
        """Map-edge clearings of a map (ruling R-HIRE-10); none listed: the corners' neighbours."""
        return self.map_edge.get(map_id, ())

    def die(self, did: str) -> DieRec:
        for d in self.control_die:
            if d.id == did:
                return d
        return self.control_die[0]


_CACHE: dict[str, HirelingsData] = {}


def hirelings_data(content) -> HirelingsData:
    """The pack's hirelings.yaml (read once per pack path)."""
    key = str(content.path)
    got = _CACHE.get(key)
    if got is None:
        got = load_records(Path(content.path) / "hirelings.yaml", HirelingsData)
        for d in got.control_die:
            if len(d.gold) != 6 or len(d.all) != 6 or min(d.gold + d.all) < 1:
                fail(d, "gold", Msg("a control die has six faces of 1 or more (gold and all pips)"))
        if not got.demoted_by_players or any(not 0 <= v <= got.deal for v in got.demoted_by_players.values()):
            fail(got, "demoted_by_players", Msg("a count per player number, each 0 to {max}", max=got.deal))
        if got.deal < 1 or not got.uprising_die:
            fail(got, "deal", Msg("at least one hireling dealt and a die with faces"))
        if any(s not in ("fox", "rabbit", "mouse") for s in got.uprising_die):
            fail(got, "uprising_die", Msg("faces are suits: fox, rabbit, mouse"))
        seen: set[str] = set()
        for h in got.hirelings:
            for side in (h.promoted, h.demoted):
                if side.id in seen:
                    fail(side, "id", Msg("duplicate side id {id}", id=repr(side.id)))
                seen.add(side.id)
            if h.promoted.id != h.id:
                fail(h.promoted, "id", Msg("the promoted side's id must be the hireling's id {id}", id=repr(h.id)))
        _CACHE[key] = got
    return got
