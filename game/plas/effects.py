"""Effect ids implemented once: who has which ability now, and the simple effects.

Abilities come from cards as they are played (After playing, Action, Build, Conquest, Defend, End
of turn), and from built buildings and allies, whose Build/Conquest/Defend powers apply
automatically (Termes importants: "Lorsqu'elle est offerte par un allié, elle s'applique
automatiquement"). A Cruelty/Mercy ability works only at or beyond its level on the Morality track.
"""
from __future__ import annotations

from game.core.decision import Event
from game.core.i18n import Msg, P, T

from . import zones
from .state import Cull


def active(ab, p) -> bool:
    """Capacités Cruauté / Miséricorde: gated abilities need that level on the track."""
    if not ab.morality:
        return True
    return (zones.mercy(p) if ab.morality == "mercy" else zones.cruelty(p)) >= ab.level


def lasting_table(content, p) -> dict:
    """All active building/ally abilities of a player, by timing ("when") and by effect
    ("effect": total n), memoised on the pack for what they depend on: buildings, allies,
    Morality. Callers that need several lookups fetch it once."""
    key = (tuple(p.buildings.items()), tuple(p.allies), p.morality)
    cache = content.memo.setdefault("lasting", {})
    table = cache.get(key)
    if table is None:
        if len(cache) > 4096:
            cache.clear()
        by_when: dict[str, list] = {}
        by_effect: dict[str, int] = {}
        abilities = [ab for tid, lvl in p.buildings.items() for b in content.trees[tid].levels[:lvl] for ab in b.abilities]
        abilities += [ab for aid in p.allies for ab in content.allies[aid].abilities]
        for ab in abilities:
            if active(ab, p):
                by_when.setdefault(ab.when, []).append(ab)
                by_effect[ab.effect] = by_effect.get(ab.effect, 0) + ab.n
        table = cache[key] = {"when": {w: tuple(v) for w, v in by_when.items()}, "effect": by_effect}
    return table


def lasting(content, p, when: str) -> list:
    """Active abilities of this player's buildings and allies for a timing."""
    return list(lasting_table(content, p)["when"].get(when, ()))


def has(content, p, effect: str) -> int:
    """Total n of a lasting power (fleet, bazaar, council, tavern, extra_move, …)."""
    return lasting_table(content, p)["effect"].get(effect, 0)


def card_abilities(content, inst: str, p, when: str) -> list:
    """The abilities of a card for a timing that work at the player's Morality."""
    abs_ = content.card_when[content.inst_card[inst]].get(when)
    if not abs_:
        return []
    return [ab for ab in abs_ if not ab.morality or active(ab, p)]


def can_use_action(content, s, p, ab) -> bool:
    """Only offer an Action card whose action can do something now."""
    e = ab.effect
    if e == "buy_draw":
        return p.influence >= 1 and bool(p.draw or p.discard)
    if e == "reinforce":
        return s.control.get(p.leader) == p.seat and s.defense[p.leader] < content.provinces[p.leader].defense
    if e == "recruit":
        return bool(s.realm_decks[content.provinces[p.leader].realm])
    if e == "cull":
        return cull_room(s, p) > 0 and bool(p.hand[1:] or p.discard)
    if e == "draw":
        return bool(p.draw or p.discard)
    return True


def cull_room(s, p) -> int:
    """Éliminer: never below 5 cards in hand + discard + play area (the draw pile does not count).
    Cards committed to a conquest under way are played cards: they count as play area."""
    committed = 0
    for f in s.stack:
        if getattr(f, "attacker", None) == p.seat:
            committed += len(f.att)
        if getattr(f, "defender", None) == p.seat:
            committed += len(f.dfd)
    return len(p.hand) + len(p.discard) + len(p.play) + committed - 5


def apply_simple(content, s, p, ab, events: list, source: str) -> None:
    """Resolve one ability of a timing that needs no further choice, or push its frame."""
    e, n = ab.effect, ab.n
    who = p.seat + 1
    if e == "draw":
        zones.draw(s, p, n, events, content)
    elif e == "gain_mercy":
        zones.gain_morality(p, "mercy", n, events)
    elif e == "gain_cruelty":
        zones.gain_morality(p, "cruelty", n, events)
    elif e == "gain_influence":
        zones.add_influence(p, n, "abilities")
        events.append(Event("plas.influence", Msg("Seat {seat} gains {n} Influence ({source})", seat=who, n=n, source=T(source)), seat=p.seat))
    elif e == "cull":
        if n > 0 and cull_room(s, p) > 0:
            s.stack.append(Cull(p.seat, n))
    elif e == "reinforce":
        reinforce(content, s, p.leader, n, p.seat, events)
    elif e == "recruit":
        zones.recruit(content, s, p, content.provinces[p.leader].realm, n, events)
    elif e == "extra_move":
        p.moves_left += n
        events.append(Event("plas.move", Msg("Seat {seat} may move {times} this turn ({source})", seat=who, times=P(n, "{n} more time", "{n} more times"), source=T(source)), seat=p.seat))
    elif e == "buy_draw":
        if p.influence >= 1:
            zones.add_influence(p, -1, "abilities")
            events.append(Event("plas.influence", Msg("Seat {seat} pays 1 Influence ({source})", seat=who, source=T(source)), seat=p.seat))
            zones.draw(s, p, n, events, content)
    # Conquest/Defend/Build/passive/endgame effects are read where they apply.


def reinforce(content, s, prov: str, n: int, seat: int, events: list) -> None:
    """Renforcer les défenses: only a province you control; never above its starting defense."""
    if s.control.get(prov) != seat:
        return
    cap = content.provinces[prov].defense
    new = min(cap, s.defense[prov] + n)
    if new != s.defense[prov]:
        events.append(Event("plas.reinforce", Msg("{province} is reinforced to {n}", province=T(content.provinces[prov].name), n=new), seat=seat,
                            data={"province": prov, "defense": new}))
        s.defense[prov] = new


def after_play(content, s, p, inst: str, events: list) -> None:
    """Après avoir joué cette carte: its effect comes on top of its Labor/Strength use."""
    for ab in card_abilities(content, inst, p, "after_play"):
        apply_simple(content, s, p, ab, events, content.card(inst).name)
