"""Path of Light and Shadow as a Tableforge Ruleset: dispatches the pending decision to the
module of the frame on top of the stack (or the main phase), then advances every step that
needs no choice (`settle`)."""
from __future__ import annotations

from pathlib import Path

from game.core.content import pack_hash
from game.core.decision import Event, SetupError
from game.core.i18n import Msg
from game.core.ruleset import AI_CONTROLLERS, Option, Ruleset, SeatRules
from game.core.search import AI_TIME_HELP, AI_TIMES, DEFAULT_AI_TIME, check_ai_time

from . import conquest, cull, end_phase, main_phase, payment, scoring, setup
from .content import load
from .state import Conquest, Cull, EndPhase, Pay, VillagePick
from .view import view as make_view

_PENDING = {VillagePick: setup.pending, Pay: payment.pending, Cull: cull.pending, Conquest: conquest.pending,
            EndPhase: end_phase.pending}
_APPLY = {VillagePick: setup.apply, Pay: payment.apply, Cull: cull.apply, Conquest: conquest.apply,
          EndPhase: end_phase.apply}
_AUTO = {Cull: cull.auto, Conquest: conquest.auto, EndPhase: end_phase.auto}


def settle(content, s, events) -> None:
    """Run automatic steps until a decision is due or the game is over."""
    for _ in range(10_000):
        if not s.stack or s.phase == "over":
            return
        f = s.stack[-1]
        fn = _AUTO.get(type(f))
        if fn is None or not fn(content, s, f, events):
            return
    raise RuntimeError("settle did not converge")


class PlasRuleset(Ruleset):
    id = "plas"
    title = "Path of Light and Shadow"
    seats = SeatRules(2, 4, 2, AI_CONTROLLERS)
    setup_keys = ("ai_time",)        # setup fields besides the options (main.py simulate --option)

    def __init__(self):
        self._cache: dict[str, object] = {}

    def load_content(self, pack_dir):
        """Load and check a pack (cached by folder while its files are unchanged)."""
        key = str(Path(pack_dir).resolve())
        c = self._cache.get(key)
        if c is None or c.hash != pack_hash(pack_dir):
            c = load(pack_dir)
            self._cache[key] = c
        return c

    def rules_reference(self, content):
        """[(title, text)] from the pack's reference.yaml: our own short summaries of the rulebook's
        sections, each naming the section (shown by F1 / Rules at the table)."""
        import yaml
        path = Path(content.path) / "reference.yaml"
        if not path.exists():
            return []
        doc = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        # the text as the catalogue holds it (game.core.i18n.extract_reference strips it, babel.cfg)
        return [(f"{s['title']} ({s['rule']})", str(s["text"]).strip()) for s in doc.get("sections", [])]

    def options(self, content):
        return [
            Option("first", "First player", (("random", "Random"), ("0", "Seat 1"), ("1", "Seat 2"), ("2", "Seat 3"),
                                             ("3", "Seat 4")), "random",
                   help="Setup 10: the first player is chosen at random"),
            Option("level", "Automaton strength", (("steady", "Steady"), ("cunning", "Cunning")), "steady",
                   per_seat=True, help="How the automaton plays this seat", controllers=("automaton",)),
            Option("ai_time", "Thinking", AI_TIMES, DEFAULT_AI_TIME, per_seat=True, controllers=("ai",),
                   help=AI_TIME_HELP),
        ]

    def check_setup(self, content, setup):
        setup = check_ai_time(super().check_setup(content, setup))
        first = setup.get("first", "random")
        if first != "random" and int(first) >= len(setup["seats"]):
            raise SetupError(Msg("first player: seat {seat} does not exist with {n} seats", seat=int(first) + 1,
                                 n=len(setup["seats"])))
        return setup

    def new_state(self, content, setup_dict, rng):
        return setup.new_state(content, setup_dict, rng)

    def pending(self, content, s):
        if s.phase == "over":
            return None
        if s.stack:
            f = s.stack[-1]
            return _PENDING[type(f)](content, s, f)
        return main_phase.pending(content, s)

    def apply(self, content, s, choice):
        events: list[Event] = []
        if s.stack:
            f = s.stack[-1]
            _APPLY[type(f)](content, s, f, choice, events)
        else:
            main_phase.apply(content, s, choice, events)
        settle(content, s, events)
        return events

    def view(self, content, s, seat):
        return make_view(content, s, seat)

    def outcome(self, content, s):
        return scoring.outcome(s)

    def seat_name(self, content, s, seat):
        return f"Seat {seat + 1}"

    def scramble_hidden(self, content, state, viewer, rng):
        from .hidden import scramble_hidden
        scramble_hidden(content, state, viewer, rng)

    def check_invariants(self, content, s):
        from .invariants import check
        return check(content, s)

    def evaluation(self):
        from .evaluation import PlasEvaluation
        return PlasEvaluation()

    def make_agent(self, setup, seat, seed=0):
        """An automaton seat is played by the PLAS automaton at its level; others as the base says."""
        if setup["seats"][seat].get("controller") == "automaton":
            return self.automaton(seat, setup, seed * 131 + seat)
        return super().make_agent(setup, seat, seed)

    def automaton(self, seat: int, setup: dict, seed: int = 0):
        """The automaton for an automaton seat, at the strength its setup row asks for."""
        from .automaton import Automaton
        level = setup["seats"][seat].get("level", "steady")
        return Automaton(seat, level, seed=seed)

    def simulation(self, content, games=10, seed=1, agents="random", factions=None, seats=None,
                   max_decisions=200_000, check=None, options=None):
        from .simulation import run
        return run(self, content, games=games, seed=seed, agents=agents, seats=seats,
                   max_decisions=max_decisions, check=check, factions=factions, options=options)


RULESET = PlasRuleset()
