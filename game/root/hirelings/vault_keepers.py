"""Vault Keepers / Badger Bodyguards (hireling 6, locks out the Keepers in Iron; facts §3.6).

Vault Keepers (promoted): setup 2 warriors and 1 vault in a clearing with an open building slot;
when hired with none of their pieces on the map, the same again; once per Daylight: add a vault
to a clearing with a vault or next to one (failing that, 1 warrior and 1 vault into any
clearing), then battle in each vault clearing or place 1 warrior at each vault. Vaults are
buildings: slots, rule, and 1 VP to whoever removes one (Law 3.2.1; E.3.6 only spares them).
Badger Bodyguards (demoted): the controller ignores the first hit it takes in each battle; not
on top of another such effect (Stubborn, Law 14.7.7)."""
from __future__ import annotations

from game.core.i18n import Msg, N_

from .. import ids
from ..engine import ch, dec, free_slots
from ..flow import RootBattle, battle_clearings
from .base import HireStep, HirelingSide, HomeSide, clearing_choice, one_at_each, placeable

VAULT = "vault"


class VaultKeepers(HomeSide):
    id = "vault-keepers"
    hireling = "vault-keepers"
    side = "promoted"
    name = N_("Vault Keepers")
    rule = "Law E (Vault Keepers)"
    home, home_building = VAULT, True

    def _open(self, ctx, slot, cs=None) -> list[int]:
        return [c for c in placeable(ctx, slot, cs) if free_slots(ctx, c) > 0]

    def _any_on_map(self, ctx, slot) -> bool:
        return bool(self.homes(ctx, slot)) or any(ctx.s.warriors[slot][c] for c in ctx.m.ids)

    def hire_setup(self, ctx, slot, seat):
        ctx.push(HireStep(slot, "found", seat))

    def when_hired(self, ctx, slot):
        if not self._any_on_map(ctx, slot):
            ctx.push(HireStep(slot, "found", self.controller(ctx, slot)))

    def _near_vaults(self, ctx, slot) -> list[int]:
        near = set(self.homes(ctx, slot))
        for c in list(near):
            near.update(ctx.adj[c])
        return self._open(ctx, slot, sorted(near))

    def daylight_actions(self, ctx, slot, seat):
        return [ch(f"hire:{self.id}:act", Msg("Vault Keepers: add a vault, then battle or recruit"))]

    def do_action(self, ctx, slot, seat, action):
        ctx.push(HireStep(slot, "then", seat))
        if ctx.s.supply[slot].get(VAULT, 0) and self._near_vaults(ctx, slot):
            ctx.push(HireStep(slot, "add", seat))
        elif ctx.s.supply[slot].get(VAULT, 0):
            ctx.push(HireStep(slot, "found", seat, {"warriors": 1}))

    def step_decide(self, ctx, slot, fr):
        if fr.step == "found":
            if not ctx.s.supply[slot].get(VAULT, 0):
                return None
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Place the Vault Keepers in which clearing?"),
                                   self._open(ctx, slot), self.rule)
        if fr.step == "add":
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Add a vault in which clearing?"),
                                   self._near_vaults(ctx, slot), self.rule, [ch("pass", Msg("No vault"))])
        if fr.step == "then":
            opts = []
            if any(c in battle_clearings(ctx, slot) for c in self.homes(ctx, slot)):
                opts.append(ch("choice:battle", Msg("Battle in each vault clearing")))
            if ctx.s.supply[slot].get("warrior", 0) and placeable(ctx, slot, self.homes(ctx, slot)):
                opts.append(ch("choice:recruit", Msg("Place a warrior at each vault")))
            return dec(fr.seat, "root.hire.choice", Msg("Vault Keepers: then?"), opts, self.rule) if opts else None
        return None

    def step_act(self, ctx, slot, fr, cid):
        ctx.pop(fr)
        if fr.step == "then":
            vaults = self.homes(ctx, slot)
            if cid == "choice:battle":
                for c in reversed(sorted(set(vaults))):
                    if c in battle_clearings(ctx, slot):
                        ctx.push(RootBattle(slot, clearing=c, stage="defender"))
            else:
                one_at_each(ctx, slot, vaults)           # one warrior per vault
            return
        if cid == "pass":
            return
        c = ids.clearing(cid)
        self.found(ctx, slot, c, fr.data.get("warriors", 2) if fr.step == "found" else 0,
                   Msg("A vault is placed in clearing {c}", c=c))


class BadgerBodyguards(HirelingSide):
    id = "badger-bodyguards"
    hireling = "vault-keepers"
    side = "demoted"
    name = N_("Badger Bodyguards")
    rule = "Law E (Badger Bodyguards)"

    def controller_absorbs(self, ctx, slot, hits):
        seat = hits.seat
        if hits.n <= 0 or hits.cause not in ("battle", "ambush"):
            return hits.n
        for fr in reversed(ctx.s.stack):
            if isinstance(fr, RootBattle):
                if f"stubborn:{seat}" in fr.used or f"bodyguards:{seat}" in fr.used:
                    return hits.n             # once per battle; no stacking (facts §3.6)
                fr.used.append(f"bodyguards:{seat}")
                ctx.log("root.hire.bodyguards", Msg("Badger Bodyguards: the first hit is ignored"), seat, rule=self.rule)
                return hits.n - 1
        return hits.n


PROMOTED = VaultKeepers()
DEMOTED = BadgerBodyguards()
