"""The Vagabond's Daylight actions with other factions and quests (Law 9.5): aid, quest, the
character specials (Appendix D), Protector and the coalition (Law 9.2.8)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import serial
from game.core.i18n import N_, Msg, Sub, T

from ... import ids
from ...engine import every_suit, fits  # the Lost City's suits (R-LAND-11)
from ...engine import Handler, add_vp, ch, dec, draw, handles, take_random_card
from ...flow import RootBattle
from ..vagabond_state import (ALLIED, HOSTILE, INDIFFERENT, exhaust, gain, has_marker, item_choices,
                              quest_box, set_item, state_of, tok, undamaged_swords, vs)
from .pawn import _quest, others_here, put_pawn, rel, set_rel
from .targets import (_aid_targets, _coalition_partners, _improvisations, _instigate_attackers,
                      _instigate_defenders, _payable, _quest_options)


@serial.register
@dataclass
class VagabondAid:
    """Law 9.5.4: `faction:X` (pieces here), `card:C` (matching my clearing), `item:I` (exhausted),
    then `take:<item>` from X's Crafted Items or `pass`; then the relationship (Law 9.2.9.I)."""
    seat: int
    target: int = -1
    card: str = ""
    stage: str = "target"


@handles(VagabondAid)
class VagabondAidH(Handler):
    def decide(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        fs = vs(ctx, seat)
        if fr.stage == "target":
            return dec(seat, "root.vagabond.aid.target", Msg("Aid whom?"),
                       [ch(f"faction:{s.factions[i]}", ctx.name(i)) for i in _aid_targets(ctx, seat)], "Law 9.5.4")
        if fr.stage == "card":
            suit = s.suits[fs.clearing]
            ask = Msg("Give which card?") if every_suit(ctx, fs.clearing) else Msg("Give which {suit} card?", suit=T(suit))
            return dec(seat, "root.vagabond.aid.card", ask,                          # R-LAND-31
                       [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(s.hands[seat]))
                        if fits(ctx, x, fs.clearing)], "Law 9.5.4")
        if fr.stage == "item":
            return dec(seat, "root.vagabond.aid.item", Msg("Exhaust which item?"),
                       item_choices(t for t in fs.items if state_of(t) == ""), "Law 9.5.4")
        box = s.items[fr.target]
        if not box:
            return None
        return dec(seat, "root.vagabond.aid.take", Msg("Take an item from {name}'s Crafted Items?", name=T(ctx.name(fr.target))),
                   [ch(f"take:{k}", k) for k in sorted(set(box))] + [ch("pass", Msg("No"))], "Law 9.5.4")

    def step(self, ctx, fr):
        self._finish(ctx, fr)

    def act(self, ctx, fr, cid):
        seat, s = fr.seat, ctx.s
        if fr.stage == "target":
            fr.target = ctx.seat_of(ids.faction(cid))
            fr.stage = "card"
        elif fr.stage == "card":
            fr.card = ids.card(cid)
            fr.stage = "item"
        elif fr.stage == "item":
            exhaust(vs(ctx, seat), ids.item(cid))
            # The receiver's hook: a hand takes it; an automaton discards it and scores 1 VP
            # (Rootbotics 2.8.1, R-AUTO-G4); either way the Aid counts (Law 9.2.9.I).
            ctx.fac(fr.target).receive_card(ctx, fr.target, seat, fr.card)
            name, other = T(ctx.name(seat)), T(ctx.name(fr.target))
            ctx.log("root.vagabond.aid", Msg("{name} aids {other} with {card}", name=name, other=other,
                                             card=T(ctx.c.cards[fr.card].name)), seat,
                    rule="Law 9.5.4", reveals=True, private_to=fr.target,
                    public_text=Msg("{name} aids {other} with a card.", name=name, other=other), card=fr.card)
            fr.stage = "take"
        else:
            if cid != "pass":
                k = ids.take(cid)
                s.items[fr.target].remove(k)
                gain(ctx, seat, k, source=fr.target)
            self._finish(ctx, fr)

    def _finish(self, ctx, fr):
        ctx.pop(fr)
        seat, t = fr.seat, fr.target
        fs = vs(ctx, seat)
        if not has_marker(ctx, seat, t):                   # Law 9.2.9: no marker for a Vagabond
            return
        r = rel(ctx, seat, t)
        fid = ctx.s.factions[t]
        steps = ctx.c.vagabond.relationship.steps
        if r == HOSTILE:                                   # Law 9.2.9.IIIc
            return
        if r == ALLIED:                                    # Law 9.2.9.IIa
            add_vp(ctx, seat, ctx.c.vagabond.relationship.allied_aid_vp, Sub(N_("aided ally {name}"), name=T(ctx.name(t))))
            return
        n = fs.aids.get(fid, 0) + 1                        # Law 9.2.9.Ia: within this turn
        if n >= steps[r].aids:
            fs.aids[fid] = 0                               # one Aid counts toward one step only
            set_rel(ctx, seat, t, r + 1, "aid")
            add_vp(ctx, seat, steps[r].vp, Sub(N_("relationship with {name}"), name=T(ctx.name(t))))   # Law 9.2.9.Ib
        else:
            fs.aids[fid] = n


@serial.register
@dataclass
class VagabondQuest:
    """Law 9.5.5: `quest:<id>` (my clearing's suit), exhaust its two items (Adventurer: may
    `improvise:<item>:as:<item>`, Law D.7.2), then `reward:vp` or `reward:cards`."""
    seat: int
    quest: str = ""
    stage: str = "quest"


@handles(VagabondQuest)
class VagabondQuestH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        fs = vs(ctx, seat)
        if fr.stage == "quest":
            return dec(seat, "root.vagabond.quest", Msg("Complete which quest?"),
                       [ch(f"quest:{q}", Msg("{quest} ({a} + {b})", quest=T(_quest(ctx, q).name), a=T(_quest(ctx, q).items[0]),
                                            b=T(_quest(ctx, q).items[-1])))
                        for q in _quest_options(ctx, seat)], "Law 9.5.5")
        if fr.stage == "improvise":
            need = _quest(ctx, fr.quest).items
            imp = _improvisations(ctx, seat, need)
            opts = [ch(f"improvise:{y}:as:{x}", Msg("Improvise: {y} as {x} (damaged)", y=T(y), x=T(x))) for y, x in imp]
            if _payable(fs, need):
                opts.append(ch("done", Msg("No improvising")))
            return dec(seat, "root.vagabond.quest.improvise", Msg("Improvise an item?"), opts, "Law D.7.2")
        suit = _quest(ctx, fr.quest).suit
        n = sum(1 for q in fs.done if _quest(ctx, q).suit == suit)
        return dec(seat, "root.vagabond.quest.reward", Msg("Quest reward"),
                   [ch("reward:vp", Msg("Score {n} VP", n=n)), ch("reward:cards", Msg("Draw 2 cards"))], "Law 9.5.5")

    def act(self, ctx, fr, cid):
        seat = fr.seat
        fs = vs(ctx, seat)
        if fr.stage == "quest":
            fr.quest = ids.quest(cid)
            need = _quest(ctx, fr.quest).items
            if _improvisations(ctx, seat, need):
                fr.stage = "improvise"
                return
            self._complete(ctx, fr, None)
        elif fr.stage == "improvise":
            if cid == "done":
                self._complete(ctx, fr, None)
            else:
                self._complete(ctx, fr, ids.improvise(cid))
        else:
            ctx.pop(fr)
            suit = _quest(ctx, fr.quest).suit
            if cid == "reward:vp":
                add_vp(ctx, seat, sum(1 for q in fs.done if _quest(ctx, q).suit == suit), N_("quest"))
            else:
                draw(ctx, seat, 2)

    def _complete(self, ctx, fr, imp):
        fs = vs(ctx, fr.seat)
        need = list(_quest(ctx, fr.quest).items)
        if imp:
            y, x = imp
            need.remove(x)
            set_item(fs, y, tok(y, "damaged-exhausted"))   # Law D.7.2: exhausted and damaged
            fs.improvised = True
        for k in need:
            exhaust(fs, k)
        box = quest_box(ctx, fr.seat)                       # Law 9.7.2: the shared quests
        box.quests.remove(fr.quest)
        fs.done.append(fr.quest)
        if box.quest_deck:                                  # a new quest face up
            box.quests.append(box.quest_deck.pop())
        q = _quest(ctx, fr.quest)
        ctx.log("root.vagabond.quest", Msg("{name} completes {quest} ({suit})", name=T(ctx.name(fr.seat)), quest=T(q.name),
                                           suit=T(q.suit)),
                fr.seat, rule="Law 9.5.5")
        fr.stage = "reward"


@serial.register
@dataclass
class VagabondSpecial:
    """Torch special actions needing a choice (Law 9.5.9, Appendix D): steal (`faction:X`),
    day-labor (`card:C`), glide (`clearing:N`), instigate (`faction:A` then `faction:D`)."""
    seat: int
    what: str
    attacker: int = -1


@handles(VagabondSpecial)
class VagabondSpecialH(Handler):
    def decide(self, ctx, fr):
        seat, s = fr.seat, ctx.s
        fs = vs(ctx, seat)
        w = fr.what
        if w == "steal":
            return dec(seat, "root.vagabond.steal", Msg("Steal from whom?"),
                       [ch(f"faction:{s.factions[i]}", ctx.name(i)) for i in others_here(ctx, seat)
                        if s.hands[i] or ctx.fac(i).automaton],
                       "Law D.1.2")
        if w == "day_labor":
            return dec(seat, "root.vagabond.day_labor", Msg("Take which card from the discard pile?"),
                       [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(s.discard))
                        if fits(ctx, x, fs.clearing)], "Law D.2.2")
        if w == "glide":
            return dec(seat, "root.vagabond.glide", Msg("Glide to which clearing?"),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in ctx.m.ids
                        if c != fs.clearing and c not in s.closed], "Law D.9.2")
        if fr.attacker < 0:
            return dec(seat, "root.vagabond.instigate.attacker", Msg("Instigate: who attacks?"),
                       [ch(f"faction:{s.factions[i]}", ctx.name(i)) for i in _instigate_attackers(ctx, seat)], "Law D.4.2")
        return dec(seat, "root.vagabond.instigate.defender", Msg("Instigate: who defends?"),
                   [ch(f"faction:{s.factions[i]}", ctx.name(i)) for i in _instigate_defenders(ctx, seat, fr.attacker)],
                   "Law D.4.2")

    def act(self, ctx, fr, cid):
        seat, s = fr.seat, ctx.s
        fs = vs(ctx, seat)
        w = fr.what
        if w == "instigate" and fr.attacker < 0:
            fr.attacker = ctx.seat_of(ids.faction(cid))
            return
        ctx.pop(fr)
        exhaust(fs, "torch")
        if w == "steal":
            take_random_card(ctx, ctx.seat_of(ids.faction(cid)), seat)
        elif w == "day_labor":
            card = ids.card(cid)
            s.discard.remove(card)
            s.hands[seat].append(card)
            ctx.log("root.vagabond.day_labor", Msg("Tinker takes {card} from the discard pile", card=T(ctx.c.cards[card].name)), seat,
                    rule="Law D.2.2", card=card)
        elif w == "glide":
            put_pawn(ctx, seat, cid)
        else:
            d = ctx.seat_of(ids.faction(cid))
            c = fs.clearing
            ctx.log("root.vagabond.instigate", Msg("Vagrant: {name} battles {other} in clearing {c}", name=T(ctx.name(fr.attacker)),
                                                         other=T(ctx.name(d)), c=c),
                    seat, rule="Law D.4.2")
            # the Vagrant removes the pieces (chooses buildings/tokens) and scores them (ruling)
            ctx.push(RootBattle(fr.attacker, clearing=c, defender=d, stage="ambush", remover=seat))


@serial.register
@dataclass
class VagabondProtector:
    """Arbiter (Law D.5.2): asked of the defender just before the roll: `enlist` or `pass`."""
    arbiter: int
    defender: int


@handles(VagabondProtector)
class VagabondProtectorH(Handler):
    def decide(self, ctx, fr):
        return dec(fr.defender, "root.vagabond.protector", Msg("Enlist the Arbiter (+ his swords to your hit cap; he scores 1)?"),
                   [ch("enlist", Msg("Enlist the Arbiter")), ch("pass", Msg("No"))], "Law D.5.2")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        if cid != "enlist":
            return
        b = next(x for x in reversed(ctx.s.stack) if isinstance(x, RootBattle))
        enlist_protector(ctx, fr.arbiter, fr.defender, b)


def enlist_protector(ctx, arbiter, defender, battle) -> None:
    """Law D.5.2: the defender's hit cap rises by the Arbiter's undamaged swords; he scores 1 VP."""
    battle.def_cap_bonus += undamaged_swords(vs(ctx, arbiter))
    ctx.log("root.vagabond.protector", Msg("{name} enlists the Arbiter", name=T(ctx.name(defender))), arbiter, rule="Law D.5.2")
    add_vp(ctx, arbiter, 1, N_("Protector"))


@serial.register
@dataclass
class VagabondCoalition:
    """Law 9.2.8: activate a dominance card to join the player with the fewest VP (`faction:X`)."""
    seat: int
    card: str


@handles(VagabondCoalition)
class VagabondCoalitionH(Handler):
    def decide(self, ctx, fr):
        return dec(fr.seat, "root.vagabond.coalition", Msg("Form a coalition with whom?"),
                   [ch(f"faction:{ctx.s.factions[i]}", ctx.name(i)) for i in _coalition_partners(ctx, fr.seat)],
                   "Law 9.2.8")

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        seat, s = fr.seat, ctx.s
        p = ctx.seat_of(ids.faction(cid))
        s.hands[seat].remove(fr.card)
        s.dominance[seat] = fr.card                     # in play; the Vagabond no longer scores
        vs(ctx, seat).coalition_with = p
        if has_marker(ctx, seat, p) and rel(ctx, seat, p) == HOSTILE:    # Law 9.2.9.IIId
            set_rel(ctx, seat, p, INDIFFERENT, "coalition")
        ctx.log("root.vagabond.coalition", Msg("{name} forms a coalition with {other}", name=T(ctx.name(seat)), other=T(ctx.name(p))), seat, rule="Law 9.2.8",
                card=fr.card)
