"""Moving cards between zones, recruiting, Morality and Influence bookkeeping."""
from __future__ import annotations

from game.core.decision import Event
from game.core.i18n import N_, Msg, P, Sub, T

MORALITY_MAX = 12      # Moralité: the track runs 12 Cruelty .. 0 .. 12 Mercy
HAND_SIZE = 5          # Phase de fin 4 / Setup 12


def owned(p) -> list[str]:
    """Every card a player owns: draw pile, hand, discard, play area."""
    return p.draw + p.hand + p.discard + p.play


def card_names(content, insts) -> str:
    """Card instances (`wanderer#3`) as a log line names them: by the card's printed name."""
    if content is None:
        return ", ".join(insts)
    return ", ".join(content.cards[content.inst_card[i]].name if i in content.inst_card else i for i in insts)


def card_terms(content, insts) -> list:
    """Card instances as log parameters: each card's printed name, a game term."""
    if content is None:
        return list(insts)
    return [T(content.cards[content.inst_card[i]].name) if i in content.inst_card else i for i in insts]


def draw(s, p, k: int, events: list | None = None, content=None) -> list[str]:
    """Draw k cards; an empty draw pile is refilled by shuffling the discard (Phase de fin 4)."""
    got = []
    for _ in range(k):
        if not p.draw:
            if not p.discard:
                break
            p.draw, p.discard = p.discard, []
            s.rng.shuffle(p.draw)
            if events is not None:
                events.append(Event("plas.reshuffle", Msg("Seat {seat} shuffles the discard into a new draw pile", seat=p.seat + 1),
                                    seat=p.seat, reveals=True))
        got.append(p.draw.pop(0))
    p.hand.extend(got)
    if got and events is not None:
        events.append(Event("plas.draw", Msg("Seat {seat} draws {cards}", seat=p.seat + 1, cards=card_terms(content, got)), seat=p.seat,
                            reveals=True, private_to=p.seat,
                            public_text=Msg("Seat {seat} draws {cards}", seat=p.seat + 1, cards=P(len(got), "{n} card", "{n} cards")),
                            data={"count": len(got)}))
    return got


def return_to_origin(content, s, inst: str) -> str:
    """Promouvoir 4 / Éliminer 3: a realm card goes under its realm deck, a Starter card to the
    box; upgrade cards go back to their pack and Legendary Numerai under the Numerai pack (ruling)."""
    origin = content.inst_origin[inst]
    if origin.startswith("realm:"):
        s.realm_decks[origin[6:]].append(inst)
        return origin[6:]
    if origin == "upgrade":
        s.upgrades[content.inst_card[inst]].append(inst)
        return "upgrade pack"
    if origin == "numerai":
        s.numerai.append(inst)
        return "Numerai pack"
    s.box.append(inst)
    return "box"


ORIGIN_WORDS = {"upgrade pack": N_("upgrade pack"), "Numerai pack": N_("Numerai pack"), "box": N_("box")}


def origin_param(content, where: str) -> dict:
    """Where `return_to_origin` put a card, as a message parameter for the log: a realm deck by
    its realm's name ("the Vallée Sacrée deck"), not by its id in data/plas/realms.yaml."""
    if where in content.realms:
        return Sub(N_("{realm} deck"), realm=T(content.realms[where].name))
    return Sub(ORIGIN_WORDS.get(where, where))


def recruit(content, s, p, realm: str, k: int, events: list) -> list[str]:
    """Recruit: the top card of a realm deck goes to the discard; an empty deck gives nothing."""
    deck = s.realm_decks[realm]
    got = [deck.pop(0) for _ in range(min(k, len(deck)))]
    p.discard.extend(got)
    if got:
        events.append(Event("plas.recruit", Msg("Seat {seat} recruits {cards} from {realm}", seat=p.seat + 1, cards=card_terms(content, got),
                                                   realm=T(content.realms[realm].name)),
                            seat=p.seat, reveals=True, data={"cards": got, "realm": realm}))
    return got


def add_influence(p, k: int, source: str) -> None:
    if k:
        p.influence += k
        p.ledger[source] = p.ledger.get(source, 0) + k


def gain_morality(p, side: str, k: int, events: list | None = None) -> None:
    """Moralité: each point moves one step toward that side's 12. The track never returns to 0
    once left (ruling PLAS-1: 0 is skipped); a point beyond 12 on its own side gives 1 Influence."""
    step = 1 if side == "mercy" else -1
    for _ in range(k):
        m = p.morality
        if m * step >= MORALITY_MAX:
            add_influence(p, 1, "morality overflow")
            continue
        m += step
        if m == 0 and p.left_zero:
            m += step
        p.morality = m
        p.left_zero = True
    if events is not None and k:
        events.append(Event("plas.morality", (Msg("Seat {seat} gains {k} Mercy (now {now})", seat=p.seat + 1, k=k, now=morality_msg(p.morality))
                                               if side == "mercy" else
                                               Msg("Seat {seat} gains {k} Cruelty (now {now})", seat=p.seat + 1, k=k,
                                                   now=morality_msg(p.morality))),
                            seat=p.seat))


def morality_msg(m: int):
    """The morality track's position as a message parameter ("Mercy 3", "Cruelty 2", "0")."""
    if m == 0:
        return "0"
    return Sub(N_("Mercy {n}"), n=m) if m > 0 else Sub(N_("Cruelty {n}"), n=-m)


def morality_text(m: int) -> str:
    return "0" if m == 0 else (f"Mercy {m}" if m > 0 else f"Cruelty {-m}")


def mercy(p) -> int:
    return max(0, p.morality)


def cruelty(p) -> int:
    return max(0, -p.morality)
