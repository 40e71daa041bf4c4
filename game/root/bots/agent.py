"""The AutomatonAgent: the controller of an automaton seat.

An automaton's turn is engine rules (its faction module); the engine still asks the seat a
one-choice `root.automaton.step` decision before each step (so the table can show the bot
step by step), and the Law may ask the seat something mid-turn of others. The agent answers
each by the Law of Rootbotics, never at random, and reads only the decision it is given — but
for a hireling's decisions, where it reads the public board for the Clockwork targeting rules
(bots/hirelings.py, ruling R-HIRE-67).
"""
from __future__ import annotations


class AutomatonAgent:
    name = "automaton"

    def __init__(self):
        self.unruled: list[str] = []      # decision kinds answered without a bot rule (tests check it stays empty)

    def choose(self, match, decision) -> str:
        ids = decision.ids()
        kind = decision.kind
        if kind == "root.automaton.step" or len(ids) == 1:
            return ids[0]
        if kind in ("root.battle.ambush", "root.battle.counter"):
            return "pass"                 # Rootbotics 2.8.1-2.8.2: no hand, no ambush
        if kind == "root.battle.effects":
            return "done"                 # Rootbotics 1.1.3: no persistent effects
        if kind == "root.battle.remove":
            # Asked only when it removes another's pieces (its own hits are taken by its faction's
            # absorb_hits): the Vagabot Vagrant's battles, buildings before tokens (DOV DC policy,
            # CW2 facts §6; R-AUTO-VC2), the first listed type.
            blds = [i for i in ids if i.startswith("building:")]
            return (blds or ids)[0]
        if kind.startswith("root.hire.") or kind in ("root.battle.clearing", "root.battle.defender"):
            # Hirelings (Law App. E): the Law of Rootbotics says nothing. Our Clockwork-style
            # answers (ruling R-HIRE-67, revising R-HIRE-20): targets by the Clockwork targeting
            # rules read from the public board, optional costs declined (bots/hirelings.py). A
            # battle's clearing and defender reach an automaton only in its hirelings' battles.
            from .hirelings import answer
            return answer(match, decision)
        self.unruled.append(kind)
        for pref in ("pass", "done"):
            if pref in ids:
                return pref
        return ids[0]
