"""Conquérir une province: only where your leader stands.

Uncontrolled (steps 1–9): play ≥1 card; the highest-Strength card is replaced by as many dice as
its Strength; effects, roll, rerolls, total ≥ defense wins; recruit 2; every Ruin rolled removes 1
defense. Controlled (steps 1–10): the attacker commits face down (the count is public), the
defender commits shield cards face down and draws as many, both reveal, effects (attacker then
defender), both roll, rerolls (attacker first), attacker wins on total ≥ defense + defender's
total, recruit 2, then each side's Ruin hits the other.
"""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, P, T, Msg, Sub

from . import cull, effects, zones
from .state import NO_ONE, Conquest

RECRUIT_ON_WIN = 2          # Conquête 8 / 9: recruit two cards of that realm


def roll_face(content, s) -> int:
    """One combat die: an index into the pack's faces (seeded game RNG)."""
    return s.rng.below(len(content.faces))


def start_conquest(content, s, p, events) -> None:
    owner = s.control[p.leader]
    f = Conquest(p.seat, p.leader, defender=owner)
    f.hire = sum(ab.n for ab in effects.lasting(content, p, "conquest") if ab.effect == "hire")
    s.stack.append(f)
    text = (Msg("Seat {seat} attacks {province} (uncontrolled, defense {defense})", seat=p.seat + 1,
                province=T(content.provinces[p.leader].name), defense=s.defense[p.leader]) if owner == NO_ONE else
            Msg("Seat {seat} attacks {province} (held by Seat {owner}, defense {defense})", seat=p.seat + 1,
                province=T(content.provinces[p.leader].name), owner=owner + 1, defense=s.defense[p.leader]))
    events.append(Event("plas.conquest", text, seat=p.seat,
                        data={"province": p.leader, "defender": owner}))


def _highest(content, cards: list[str]) -> str | None:
    """The one card replaced by the dice (ties: only one card is replaced, ruling PLAS-5)."""
    best = None
    for c in cards:
        if best is None or content.card(c).strength > content.card(best).strength:
            best = c
    return best


def dice_count(content, cards: list[str]) -> int:
    h = _highest(content, cards)
    return content.card(h).strength if h else 0


def side_total(content, cards: list[str], dice: list[int], bonus: int) -> int:
    """Steps 6/7: dice Strength + every other played card, the highest card excluded."""
    h = _highest(content, cards)
    return (sum(content.faces[d].strength for d in dice)
            + sum(content.card(c).strength for c in cards if c != h) + bonus)


def side_breakdown(content, cards: list[str], dice: list[int], bonus: int) -> dict:
    """The arithmetic of `side_total`, part by part, for the table to show (Conquête 6/7): the
    strongest card and the dice it became, the Strength of each other card, the bonuses."""
    h = _highest(content, cards)
    return {"dice_card": content.card(h).name if h else "",
            "dice": [content.faces[d].strength for d in dice],
            "cards": [[content.card(c).name, content.card(c).strength] for c in cards if c != h],
            "bonus": bonus,
            "total": side_total(content, cards, dice, bonus)}


def _dedupe(content, cards) -> list[str]:
    out, seen = [], set()
    for c in cards:
        k = content.inst_card[c]
        if k not in seen:
            seen.add(k)
            out.append(c)
    return out


def _commit_choice(content, c: str, verb: str) -> Choice:
    k = ("commit", verb, c)
    choice = content.memo.get(k)
    if choice is None:
        card = content.card(c)
        label = (Msg("Commit {card} (Strength {strength})", card=T(card.name), strength=card.strength) if verb == "Commit"
                 else Msg("Defend with {card} (Strength {strength})", card=T(card.name), strength=card.strength))
        choice = content.memo[k] = Choice(f"commit:{card.id}", label,
                                          refs=(f"card:{c}",))
    return choice


def pending(content, s, f: Conquest) -> Decision | None:
    prov = content.provinces[f.province].name
    if f.stage == "commit":
        p = s.players[f.attacker]
        ch = [_commit_choice(content, c, "Commit") for c in _dedupe(content, p.hand)]
        if f.hire and not f.hired and p.influence >= 1:
            ch.append(Choice("hire", Msg("Pay 1 Influence for +{n} Strength (Mercenary Reserves)", n=f.hire)))
        if f.att:
            ch.append(Choice("done", Msg("Attack with {cards}", cards=P(len(f.att), "{n} card", "{n} cards"))))
        prompt = (Msg("Attack {province}: commit cards face down", province=T(prov)) if f.defender != NO_ONE
                  else Msg("Attack {province}: commit cards for their Strength", province=T(prov)))
        return Decision(f.attacker, "plas.conquest.commit", prompt, tuple(ch),
                        rule=N_("Conquest 1"), data={"committed": len(f.att)})
    if f.stage == "defend":
        d = s.players[f.defender]
        ch = [_commit_choice(content, c, "Defend with") for c in _dedupe(content, [c for c in d.hand if content.card(c).shield])]
        ch.append(Choice("done", Msg("Defend with {cards}", cards=P(len(f.dfd), "{n} card", "{n} cards"))))
        return Decision(f.defender, "plas.conquest.defend",
                        Msg("Seat {seat} attacks {province} with {cards}: commit shield cards face down", seat=f.attacker + 1,
                            province=T(prov), cards=P(len(f.att), "{n} card", "{n} cards")),
                        tuple(ch), rule=N_("Conquest (controlled) 2"), data={"attackers": len(f.att)})
    if f.stage in ("reroll_att", "reroll_def"):
        att = f.stage == "reroll_att"
        dice = f.att_dice if att else f.def_dice
        left = f.att_rerolls if att else f.def_rerolls
        ch = [Choice(f"reroll:{i}", Msg("Reroll die {i} ({face})", i=i + 1, face=face_text(content, d))) for i, d in enumerate(dice)]
        ch.append(Choice("done", Msg("Keep the dice")))
        return Decision(f.attacker if att else f.defender, "plas.conquest.reroll",
                        Msg("You may reroll {dice}", dice=P(left, "{n} die", "{n} dice")), tuple(ch), rule=N_("Conquest 5 / (controlled) 6"))
    if f.stage == "lose":
        p = s.players[f.attacker]
        ch = [Choice(f"lose:{content.inst_card[c]}", Msg("Lose {card} (Strength {strength})", card=T(content.card(c).name),
                                                         strength=content.card(c).strength),
                     refs=(f"card:{c}",)) for c in _dedupe(content, [c for c in f.att if content.card(c).strength > 0])]
        return Decision(f.attacker, "plas.conquest.ruin", Msg("The defender's Ruin: lose committed cards with Strength ≥ {n}", n=f.lose_need),
                        tuple(ch), rule=N_("Conquest (controlled) 10"))
    return None


def apply(content, s, f: Conquest, choice, events) -> None:
    kind, _, arg = choice.id.partition(":")
    if f.stage == "commit":
        p = s.players[f.attacker]
        if kind == "commit":
            inst = next(c for c in p.hand if content.inst_card[c] == arg)
            p.hand.remove(inst)
            f.att.append(inst)
            if f.defender == NO_ONE:
                events.append(Event("plas.commit", Msg("Seat {seat} commits {card}", seat=p.seat + 1, card=T(content.card(inst).name)), seat=p.seat,
                                    reveals=True, data={"card": inst}))
            else:
                events.append(Event("plas.commit", Msg("Seat {seat} commits {card} face down", seat=p.seat + 1,
                                                       card=T(content.card(inst).name)),
                                    seat=p.seat, private_to=p.seat,
                                    public_text=Msg("Seat {seat} commits a card face down", seat=p.seat + 1)))
        elif kind == "hire":
            zones.add_influence(p, -1, "abilities")
            f.hired = True
            f.att_bonus += f.hire
            events.append(Event("plas.hire", Msg("Seat {seat} pays 1 Influence for +{n} Strength", seat=p.seat + 1, n=f.hire), seat=p.seat))
        else:  # done
            if f.defender == NO_ONE:
                f.revealed = True
                f.stage = "effects"
            else:
                events.append(Event("plas.commit.count", Msg("Seat {seat} attacks with {cards}", seat=f.attacker + 1,
                                                             cards=P(len(f.att), "{n} card", "{n} cards")),
                                    seat=f.attacker, data={"count": len(f.att)}))
                f.stage = "defend"
        return
    if f.stage == "defend":
        d = s.players[f.defender]
        if kind == "commit":
            inst = next(c for c in d.hand if content.inst_card[c] == arg and content.card(c).shield)
            d.hand.remove(inst)
            f.dfd.append(inst)
            events.append(Event("plas.commit", Msg("Seat {seat} commits {card} face down", seat=d.seat + 1,
                                                   card=T(content.card(inst).name)),
                                seat=d.seat, private_to=d.seat,
                                public_text=Msg("Seat {seat} commits a shield card face down", seat=d.seat + 1)))
            return
        zones.draw(s, d, len(f.dfd), events, content)         # (contrôlée) 2: the defender draws as many
        f.revealed = True                            # (contrôlée) 3: simultaneous reveal
        att_cards = [T(content.card(c).name) for c in f.att]
        events.append(Event("plas.reveal", Msg("Reveal: Seat {seat} attacks with {cards}; Seat {other} defends with {shields}",
                                               seat=f.attacker + 1, cards=att_cards, other=f.defender + 1,
                                               shields=[T(content.card(c).name) for c in f.dfd]) if f.dfd else
                            Msg("Reveal: Seat {seat} attacks with {cards}; Seat {other} defends with no cards",
                                seat=f.attacker + 1, cards=att_cards, other=f.defender + 1),
                            reveals=True, data={"att": list(f.att), "dfd": list(f.dfd)}))
        f.stage = "effects"
        return
    if f.stage in ("reroll_att", "reroll_def"):
        att = f.stage == "reroll_att"
        if kind == "reroll":
            dice = f.att_dice if att else f.def_dice
            i = int(arg)
            old = dice[i]
            dice[i] = roll_face(content, s)
            seat = f.attacker if att else f.defender
            events.append(Event("plas.reroll", Msg("Seat {seat} rerolls a die: {old} → {new}", seat=seat + 1,
                                                   old=face_text(content, old), new=face_text(content, dice[i])),
                                seat=seat, reveals=True,
                                data={"die": i, "face": dice[i], "side": "att" if att else "def"}))
            if att:
                f.att_rerolls -= 1
            else:
                f.def_rerolls -= 1
            left = f.att_rerolls if att else f.def_rerolls
            if left > 0:
                return
        _after_rerolls(f, att)
        return
    if f.stage == "lose":
        p = s.players[f.attacker]
        inst = next(c for c in f.att if content.inst_card[c] == arg)
        f.att.remove(inst)
        f.lose_need -= content.card(inst).strength
        cull.cull_card(content, s, p, [inst], inst, events, cruelty=False)   # no Cruelty for Ruin losses
        if f.lose_need <= 0 or not f.att:
            f.stage = "close"
        else:
            _auto_lose(content, s, f, events)


def _after_rerolls(f: Conquest, att: bool) -> None:
    if att and f.defender != NO_ONE and f.def_rerolls > 0 and f.def_dice:
        f.stage = "reroll_def"
    else:
        f.stage = "resolve"


def _auto_lose(content, s, f: Conquest, events) -> None:
    """Ruling PLAS-6: if the committed cards cannot cover the Ruin, all of them go; one card: it goes."""
    if sum(content.card(c).strength for c in f.att) <= f.lose_need or len(f.att) == 1:
        p = s.players[f.attacker]
        for c in list(f.att):
            f.att.remove(c)
            cull.cull_card(content, s, p, [c], c, events, cruelty=False)
        f.stage = "close"


def auto(content, s, f: Conquest, events) -> bool:
    """Advance the steps that need no choice. False when a decision is due."""
    if f.stage == "effects":
        # Step 2 / (contrôlée) 4: After-playing effects; those needing a choice (a cull) go on
        # the stack above this frame, the attacker's first, then the defender's.
        f.stage = "effects_def" if f.defender != NO_ONE else "roll"
        a = s.players[f.attacker]
        for c in reversed(f.att):
            effects.after_play(content, s, a, c, events)
        return True
    if f.stage == "effects_def":
        d = s.players[f.defender]
        f.stage = "roll"
        for c in reversed(f.dfd):
            effects.after_play(content, s, d, c, events)
        return True
    if f.stage == "roll":
        # Conquest / Defend powers of the played cards, buildings and allies, read after the
        # After-playing effects (which may have moved Morality past a gate: ruling PLAS-30).
        a = s.players[f.attacker]
        for c in f.att:
            for ab in effects.card_abilities(content, c, a, "conquest"):
                _combat_ability(f, ab, True)
        for ab in effects.lasting(content, a, "conquest"):
            _combat_ability(f, ab, True)
        if f.defender != NO_ONE:
            d = s.players[f.defender]
            for c in f.dfd:
                for ab in effects.card_abilities(content, c, d, "defend"):
                    _combat_ability(f, ab, False)
            for ab in effects.lasting(content, d, "defend"):
                _combat_ability(f, ab, False)
        f.att_dice = [roll_face(content, s) for _ in range(dice_count(content, f.att))]
        txt = Msg("Seat {seat} rolls {faces}", seat=f.attacker + 1, faces=_faces(content, f.att_dice))
        if f.defender != NO_ONE:
            f.def_dice = [roll_face(content, s) for _ in range(dice_count(content, f.dfd))]
            txt = Msg("Seat {seat} rolls {faces}; Seat {other} rolls {other_faces}", seat=f.attacker + 1,
                      faces=_faces(content, f.att_dice), other=f.defender + 1, other_faces=_faces(content, f.def_dice))
        events.append(Event("plas.roll", txt, reveals=True, data={"att": list(f.att_dice), "def": list(f.def_dice)}))
        if f.att_rerolls > 0 and f.att_dice:
            f.stage = "reroll_att"
        else:
            _after_rerolls(f, True)
        return True
    if f.stage == "resolve":
        _resolve(content, s, f, events)
        return True
    if f.stage == "lose":
        _auto_lose(content, s, f, events)
        return f.stage != "lose"
    if f.stage == "close":
        s.stack.remove(f)
        s.players[f.attacker].play.extend(f.att)      # played cards stay in the play area
        if f.defender != NO_ONE:
            s.players[f.defender].discard.extend(f.dfd)   # ruling PLAS-7: defenders go to the discard
        f.att, f.dfd = [], []
        return True
    return False


def _faces(content, dice) -> list | dict:
    return [face_text(content, d) for d in dice] or T("no dice")


def face_text(content, d: int) -> dict:
    """A die face as a message parameter, by what it shows ("2 Strength", "1 Strength + 1 Ruin",
    "blank"), not by its id in data/plas/dice.yaml; one per face, kept in the pack's memo."""
    table = content.memo.get("face_text")
    if table is None:
        table = content.memo["face_text"] = [_face_msg(fc) for fc in content.faces]
    return table[d]


def _face_msg(fc) -> dict:
    """As scenes/plas/dice.py `face_text` writes a face (its tooltip)."""
    bits = ([Sub(N_("{n} Strength"), n=fc.strength)] if fc.strength else []) + \
        ([Sub(N_("{n} Ruin"), n=fc.ruin)] if fc.ruin else [])
    if len(bits) == 2:
        return Sub(N_("{strength} + {ruin}"), strength=bits[0], ruin=bits[1])
    return bits[0] if bits else Sub(N_("blank"))


def _combat_ability(f: Conquest, ab, att: bool) -> None:
    e = ab.effect
    if e == "reroll":
        if att:
            f.att_rerolls += ab.n
        else:
            f.def_rerolls += ab.n
    elif e == "add_strength":
        if att:
            f.att_bonus += ab.n
        else:
            f.def_bonus += ab.n
    elif e == "less_ruin" and att:
        f.less_ruin += ab.n
    elif e == "add_ruin" and att:
        f.add_ruin += ab.n


def _resolve(content, s, f: Conquest, events) -> None:
    prov = content.provinces[f.province]
    defense = s.defense[f.province]
    f.att_total = side_total(content, f.att, f.att_dice, f.att_bonus)
    f.def_total = side_total(content, f.dfd, f.def_dice, f.def_bonus) if f.defender != NO_ONE else 0
    f.won = f.att_total >= defense + f.def_total      # Conquête 7 / (contrôlée) 8
    a = s.players[f.attacker]
    against = f"{defense} + {f.def_total}" if f.defender != NO_ONE else defense
    events.append(Event("plas.conquest.result", (Msg("Seat {seat}: Strength {strength} against {against}: conquers {province}",
                                                     seat=f.attacker + 1, strength=f.att_total, against=against,
                                                     province=T(prov.name)) if f.won else
                                                 Msg("Seat {seat}: Strength {strength} against {against}: fails to take {province}",
                                                     seat=f.attacker + 1, strength=f.att_total, against=against,
                                                     province=T(prov.name))), seat=f.attacker,
                        data={"att": f.att_total, "defense": defense, "def": f.def_total, "won": f.won,
                              "att_parts": side_breakdown(content, f.att, f.att_dice, f.att_bonus),
                              "def_parts": side_breakdown(content, f.dfd, f.def_dice, f.def_bonus)
                              if f.defender != NO_ONE else None}))
    if f.won:
        s.control[f.province] = f.attacker           # the banner; the defender takes theirs back
        zones.recruit(content, s, a, prov.realm, RECRUIT_ON_WIN, events)
    ruin = max(0, sum(content.faces[d].ruin for d in f.att_dice) + f.add_ruin - f.less_ruin)
    if ruin:                                          # every Ruin of the attacker: -1 defense (ruling PLAS-3)
        s.defense[f.province] = max(0, defense - ruin)
        events.append(Event("plas.ruin", Msg("{province} suffers {ruin} Ruin: defense {defense} → {now}", province=T(prov.name),
                                             ruin=ruin, defense=defense, now=s.defense[f.province]),
                            data={"province": f.province, "ruin": ruin}))
    f.lose_need = sum(content.faces[d].ruin for d in f.def_dice)
    if f.lose_need > 0 and f.att:
        events.append(Event("plas.ruin", Msg("Seat {seat}'s dice show {ruin} Ruin: Seat {other} loses committed cards",
                                             seat=f.defender + 1, ruin=f.lose_need, other=f.attacker + 1),
                            data={"ruin": f.lose_need}))
        f.stage = "lose"
    else:
        f.stage = "close"
