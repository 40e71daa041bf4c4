"""One language at a time (issue 16, defect 4): everything the PLAS engine hands the English
table to show — prompts, rule references, choice labels, log lines — is English, though the
rulebook it cites is French (its section names stay in code comments)."""
import re

from game.core.agents import RandomAgent
from game.core.match import Match

from .helpers import C, R

FRENCH = re.compile(r"Conquête|contrôlée|Phase de fin|Phase principale|Éliminer|Promouvoir|Construire|Décompte|"
                    r"Recruter|Se déplacer|Acquérir|Mise en place|Moralité|Cruauté|Miséricorde|Fin de la partie|"
                    r"Renforcer|année")


def test_every_text_the_engine_gives_the_table_is_english():
    rules = set()
    for g in range(6):
        n = 2 + g % 3
        m = Match(R, C, R.default_setup(C, n), 500 + g)
        agents = {i: RandomAgent(g * 7 + i) for i in range(n)}
        while m.pending is not None and len(m.log) < 1500:
            d = m.pending
            rules.add(d.rule)
            for text in (d.prompt, d.rule, *(c.label for c in d.choices)):
                assert not FRENCH.search(text), text
            for e in m.apply(agents[d.seat].choose(m, d)):
                assert not FRENCH.search(e.text) and not FRENCH.search(e.public_text) and not FRENCH.search(e.rule), e
    assert {"Main phase", "End phase 3"} <= rules          # the rule references are there, in English
    assert not any(re.search(r"[À-ÿ]", r) for r in rules), rules
