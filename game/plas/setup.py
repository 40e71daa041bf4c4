"""Mise en place (Setup 1–12) and the in-game village choice."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, P, T, Msg

from . import zones
from .state import NO_ONE, Player, PlasState, VillagePick


def new_state(content, setup: dict, rng) -> PlasState:
    n = len(setup["seats"])
    s = PlasState(rng=rng, n=n, players=[Player(seat=i) for i in range(n)])
    for pid, prov in content.provinces.items():
        s.defense[pid] = prov.defense                       # Setup 2: towers up to the printed defense
        s.control[pid] = NO_ONE
    for p in s.players:                                     # Setup 6a–c
        p.buildings = {tid: 0 for tid in content.trees}
        p.ledger = {"start": 5}
    s.upgrades = {cid: list(insts) for cid, insts in content.upgrade_instances.items()}   # Setup 7 (face up)
    s.numerai = list(content.legendary_instances)
    rng.shuffle(s.numerai)                                  # Setup 7: Numerai shuffled face down
    for rid, insts in content.realm_instances.items():      # Setup 8 (shuffled: ruling PLAS-15)
        deck = list(insts)
        rng.shuffle(deck)
        s.realm_decks[rid] = deck
    allies = list(content.allies)                           # Setup 9: players + 1 allies
    rng.shuffle(allies)
    s.allies_open, s.allies_out = sorted(allies[:n + 1]), sorted(allies[n + 1:])
    s.first = rng.below(n) if setup.get("first", "random") == "random" else int(setup["first"]) % n   # Setup 10
    supply = {cid: list(insts) for cid, insts in content.starter_instances.items()}
    for p in s.players:                                     # Setup 11a
        for e in content.setup.starting_deck:
            for _ in range(e.copies):
                p.draw.append(supply[e.card].pop(0))
    advisors = list(content.advisor_instances)              # Setup 11b
    rng.shuffle(advisors)
    for i in range(n):
        s.players[(s.first + i) % n].draw.append(advisors.pop(0))
    s.box = [c for insts in supply.values() for c in insts] + advisors
    s.stack.append(VillagePick(0))                          # Setup 11c happens as decisions
    return s


def villages_free(content, s) -> list[str]:
    taken = {p.leader for p in s.players}
    return [pid for pid, pr in content.provinces.items() if pr.kind == "village" and pid not in taken]


def pending(content, s, f: VillagePick) -> Decision:
    seat = (s.first + f.pos) % s.n
    return Decision(seat, "plas.setup.village", Msg("Place your leader in a free Village"),
                    tuple(Choice(f"province:{pid}", Msg("{province}", province=T(content.provinces[pid].name)), refs=(f"province:{pid}",))
                          for pid in villages_free(content, s)), rule=N_("Setup 11c"))


def apply(content, s, f: VillagePick, choice, events) -> None:
    seat = (s.first + f.pos) % s.n
    p = s.players[seat]
    pid = choice.id.split(":", 1)[1]
    p.leader = pid
    events.append(Event("plas.village", Msg("Seat {seat} starts in {province}", seat=seat + 1, province=T(content.provinces[pid].name)), seat=seat,
                        data={"province": pid}))
    realm = content.provinces[pid].realm                    # Setup 11c: top 2 of that realm deck
    deck = s.realm_decks[realm]
    got = [deck.pop(0) for _ in range(min(content.setup.village_realm_cards, len(deck)))]
    p.draw.extend(got)
    events.append(Event("plas.recruit", Msg("Seat {seat} takes {cards} from {realm}", seat=seat + 1, cards=zones.card_terms(content, got),
                                               realm=T(content.realms[realm].name)),
                        seat=seat, reveals=True, private_to=seat,
                        public_text=Msg("Seat {seat} takes {cards} from {realm}", seat=seat + 1,
                                        cards=P(len(got), "{n} card", "{n} cards"), realm=T(content.realms[realm].name))))
    f.pos += 1
    if f.pos < s.n:
        return
    s.stack.pop()
    for q in s.players:                                     # Setup 11d, 12: shuffle 10, draw 5
        s.rng.shuffle(q.draw)
        zones.draw(s, q, zones.HAND_SIZE, events, content)
    s.phase = "play"
    from .turns import start_turn
    start_turn(content, s, events)
