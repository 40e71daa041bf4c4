"""Phase de fin: 1 End-of-turn abilities, 2 recruit one (a second for 1 Mercy), 3 clean up
(optional discards), 4 draw up to 5 (shuffling the discard when the draw pile runs out)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, T, Msg

from . import effects, zones
from .state import EndPhase


def auto(content, s, f: EndPhase, events) -> bool:
    p = s.players[f.seat]
    if f.stage == "effects":
        f.stage = "recruit"
        # Step 1: End-of-turn abilities of the cards played this turn, buildings and allies (ruling PLAS-E1).
        abilities = [(content.card(c).name, ab) for c in p.play for ab in effects.card_abilities(content, c, p, "end_of_turn")]
        abilities += [("lasting", ab) for ab in effects.lasting(content, p, "end_of_turn")]
        for src, ab in reversed(abilities):
            effects.apply_simple(content, s, p, ab, events, src)
        return True
    if f.stage == "recruit":
        realm = content.provinces[p.leader].realm   # Step 2: the deck of your current province
        zones.recruit(content, s, p, realm, 1, events)   # mandatory (ruling PLAS-16)
        f.stage = "recruit2" if s.realm_decks[realm] else "cleanup"
        return True
    if f.stage == "cleanup":
        p.discard.extend(p.play)                    # Step 3: the play area goes to the discard
        p.play = []
        f.stage = "discard" if p.hand else "draw"
        return True
    if f.stage == "draw":
        size = zones.HAND_SIZE + effects.has(content, p, "hand_size")
        zones.draw(s, p, max(0, size - len(p.hand)), events, content)   # Step 4
        s.stack.remove(f)
        from .turns import next_turn
        next_turn(content, s, events)
        return True
    return False


def pending(content, s, f: EndPhase) -> Decision:
    p = s.players[f.seat]
    if f.stage == "recruit2":
        realm = content.realms[content.provinces[p.leader].realm]
        return Decision(f.seat, "plas.end.recruit", Msg("Recruit a second card from {realm} for 1 Mercy?", realm=T(realm.name)),
                        (Choice("recruit", Msg("Recruit a second card (+1 Mercy)")), Choice("pass", Msg("No"))),
                        rule=N_("End phase 2"))
    seen, ch, memo = set(), [], content.memo
    for c in p.hand:
        cid = content.inst_card[c]
        if cid not in seen:
            seen.add(cid)
            k = ("discard", c)
            choice = memo.get(k)
            if choice is None:
                choice = memo[k] = Choice(f"discard:{cid}", Msg("Discard {card}", card=T(content.cards[cid].name)), refs=(f"card:{c}",))
            ch.append(choice)
    ch.append(Choice("done", Msg("Keep the rest and draw")))
    return Decision(f.seat, "plas.end.discard", Msg("You may discard cards left in your hand"), tuple(ch),
                    rule=N_("End phase 3"))


def apply(content, s, f: EndPhase, choice, events) -> None:
    p = s.players[f.seat]
    if f.stage == "recruit2":
        if choice.id == "recruit":
            zones.recruit(content, s, p, content.provinces[p.leader].realm, 1, events)
            zones.gain_morality(p, "mercy", 1, events)
        f.stage = "cleanup"
        return
    if choice.id == "done":
        f.stage = "draw"
        return
    cid = choice.id.split(":", 1)[1]
    inst = next(c for c in p.hand if content.inst_card[c] == cid)
    p.hand.remove(inst)
    p.discard.append(inst)
    events.append(Event("plas.discard", Msg("Seat {seat} discards {card}", seat=p.seat + 1, card=T(content.card(inst).name)), seat=p.seat, reveals=True,
                        data={"card": inst}))
