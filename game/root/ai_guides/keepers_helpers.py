"""What the Keepers in Iron guide knows of its relics and where they should go (PT Law chapter 15),
read only from what every seat sees (ruling R-AI-31, R-KEEP-4): a relic's type always, its value
only once it is face up (on the map, on the Relics display, a trophy in a forest). The hidden
values of a type are the type's printed values less the ones already shown, so the guide's
estimate of a face-down relic is the same whichever face-down relic hides which value."""
from __future__ import annotations

from typing import Any

from ..factions import keepers as kp
from ._helpers_ab import distances

FAR = 6                       # the distance of a relic no waystation of its type can reach soon


class Relics:
    """The public facts about the Keepers' relics and waystations for seat `seat`, computed once per
    decision (12 clearings: cheap)."""

    def __init__(self, ctx: Any, seat: int) -> None:
        self.ctx, self.seat, self.s = ctx, seat, ctx.s
        self.fs = ctx.s.fstate[seat]
        self.board = kp.board(ctx.c)
        self.types = self.board.relic_types
        self._dist: dict[int, dict[int, int]] = {}
        self._pull: dict[int, float] = {}
        s = ctx.s
        # relics on the map (face up, Law 15.5.2.II.a): clearing -> kinds
        self.on_map: dict[int, list[str]] = {c: kp.relics_at(ctx, seat, c) for c in ctx.m.ids}
        # waystation faces on the map: clearing -> relic types shown (public, Law 15.2.2)
        self.faces: dict[int, list[str]] = {}
        for c in ctx.m.ids:
            ws = kp.waystations_at(ctx, seat, c)
            if ws:
                self.faces[c] = sorted({self.fs.faces.get(w, "") for w in ws} - {""})
        self.in_supply = [i for i in range(len(self.board.waystations))
                          if s.supply[seat].get(kp.waystation(i), 0)]

    # --- the map ---------------------------------------------------------------------------------
    def dist(self, a: int, b: int) -> int:
        d = self._dist.get(a)
        if d is None:
            d = self._dist[a] = distances(self.ctx, a)
        return d.get(b, 99)

    def face_in_supply(self, t: str) -> bool:
        """A waystation still on the track can show type t (Law 15.2.2: two types per waystation)."""
        return any(t in self.board.waystations[i] for i in self.in_supply)

    def target_dist(self, t: str, c: int) -> int:
        """Steps from c to the nearest waystation showing t (0: recoverable there, Law 15.5.2.III.a);
        where none shows t but one left on the track could, a clearing with a Keeper warrior and a
        free slot one Birdsong away (Encamp, Law 15.4.1) counts one step more."""
        best = min((self.dist(c, w) for w, f in self.faces.items() if t in f), default=FAR)
        if best > 1 and self.face_in_supply(t):
            s = self.s
            for x in self.ctx.m.ids:
                if s.warriors[self.seat][x] and kp.free_slots(self.ctx, x) > 0:
                    best = min(best, self.dist(c, x) + 1)
        return best

    # --- values ------------------------------------------------------------------------------------
    def shown_values(self, t: str) -> list[int]:
        """The values of type t every seat can see: relics on the map, on the Relics display, face
        up in forests, and a removed relic on its way to a forest (Law 15.2.5)."""
        out = [kp.relic_value(k) for ks in self.on_map.values() for k in ks if kp.relic_type(k) == t]
        out += [kp.relic_value(k) for k in self.fs.recovered.get(t, [])]
        for f in sorted(self.fs.forests):
            out += [kp.relic_value(k) for k, rev in self.fs.forests[f] if rev and kp.relic_type(k) == t]
        for fr in self.s.stack:
            if type(fr) is kp.KeepersTrophy and fr.owner == self.seat and kp.relic_type(fr.kind) == t:
                out.append(kp.relic_value(fr.kind))
        return out

    def hidden_values(self, t: str) -> list[int]:
        """The values still face down for type t (Law 15.2.1: 1, 2, 3, 3 per type)."""
        left = list(self.board.relic_values)
        for v in self.shown_values(t):
            if v in left:
                left.remove(v)
        return sorted(left)

    def forest_offer(self, f: str) -> list[tuple[str, int | None, str]]:
        """What a delve into forest f may take: (type, value or None when face down, choice id),
        one entry per distinct choice (Law 15.5.2.II.a; R-KEEP-4: a face-down relic by its type)."""
        out: dict[str, tuple[str, int | None, str]] = {}
        for k, rev in self.fs.forests.get(f, []):
            t = kp.relic_type(k)
            if rev:
                out[f"relic:{k[6:]}"] = (t, kp.relic_value(k), f"relic:{k[6:]}")
            else:
                out[f"relic:{t}"] = (t, None, f"relic:{t}")
        return [out[i] for i in sorted(out)]

    def recovered(self, t: str) -> int:
        return len(self.fs.recovered.get(t, []))

    def column_need(self, t: str) -> float:
        """How much a relic of type t helps complete the next column of the Relics display (+2 VP,
        Law 15.5.2.III.b): the types fewest recovered complete it."""
        n = {x: self.recovered(x) + sum(1 for ks in self.on_map.values() for k in ks if kp.relic_type(k) == x)
             for x in self.types}
        low = min(n.values())
        return 1.0 if n[t] == low else 0.4 if n[t] == low + 1 else 0.0

    def delve_pull(self, c: int) -> float:
        """How strongly c draws knights that carry nothing: the relics still in forests, each
        forest's count over one more than the steps from c to its nearest bordering clearing (a
        delve is taken from a clearing beside the forest, Law 15.5.2.II.a)."""
        got = self._pull.get(c)
        if got is None:
            got = 0.0
            for f in sorted(self.fs.forests):
                n = len(self.fs.forests[f])
                if n:
                    got += min(n, 3) / (1 + min(self.dist(c, x) for x in self.ctx.m.forests[f]))
            self._pull[c] = got
        return got

    def ruled_by_forest(self, f: str) -> int:
        """Clearings the seat rules around forest f (the delve's discard check, Law 15.5.2.II.b)."""
        return kp.ruled_count(self.ctx, self.seat, self.ctx.m.forests[f])

    def ruled_of_suit(self, c: int) -> int:
        """Clearings the seat rules of c's suit, the best of a Lost City's suits (Law 15.5.2.III.c)."""
        ctx = self.ctx
        return max(kp.ruled_count(ctx, self.seat, [x for x in ctx.m.ids if kp.has_suit(ctx, x, su)])
                   for su in kp.clearing_suits(ctx, c))


def p_above(values: list[int], limit: int) -> float:
    """The share of `values` above `limit` (a discard check failing, Law 15.5.2.II.b)."""
    return sum(1 for v in values if v > limit) / len(values) if values else 0.0


def mean(values: list[int], default: float = 2.0) -> float:
    return sum(values) / len(values) if values else default
