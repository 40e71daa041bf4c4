"""A thinking opponent for any seat of any game: information-set Monte-Carlo tree search
(single-observer ISMCTS, Cowling, Powley & Whitehouse 2012) over the engine's own decisions.

Why it is honest: the agent never reads what its seat may not see. Before every simulation it
deals a *determinization*: a copy of the true state passed through the game's own
`Ruleset.scramble_hidden(viewer=seat)` — the hook the information-state check uses — which
deals every hidden card, plot and commitment again from the pool of unseen things, sizes kept,
and the state's random stream is replaced by one of the agent's own (future dice and draws are
unknown too). The scramble hooks sort their pools before shuffling, so a determinization depends
only on what the seat sees and the agent's seed: the agent's choice cannot change when only
hidden information changes (tests/core/test_search_hidden.py checks this for every game).

The tree is keyed by choice ids (the same stable strings a save's log holds). Selection is UCB1
with availability counts (a choice legal in only some determinizations is judged against the
times it was available). Simulations are truncated after `horizon` decisions and scored by the
game's evaluation (`Ruleset.evaluation()`: game/root/evaluation.py, game/plas/evaluation.py);
seats played by an automaton are simulated by that automaton, other seats by the tree and then
by the game's rollout policy: a rule-based guide where the game has one (PLAS: the cunning
automaton; Root: a guide per faction, game/root/ai_guides/; the tree also tries the guide's pick
first and favours it), choices drawn by weights where the
weights file gives them, else uniformly random moves (docs/ai.md). A decision with a single
choice costs nothing and grows no node.

Search stops at its time budget, its iteration count, or at once when its cancel flag is set
(the table sets it on undo, leave and quit)."""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any, Callable, Protocol

from .decision import Decision
from .i18n import Msg
from .rng import Rng
from .serial import copy_state

# Levels shown on the new-game screens: seconds of thinking per decision (ruling R-AI-1).
AI_TIMES: tuple[tuple[str, str], ...] = (("0.3", "Quick (0.3 s)"), ("1", "Steady (1 s)"), ("3", "Deep (3 s)"))
DEFAULT_AI_TIME = "1"
AI_TIME_HELP = ("How long the AI thinks about each decision. It searches the game's future from what its seat "
                "can see (never another player's hidden cards); longer is stronger.")


class Evaluation(Protocol):
    """How a game scores an unfinished position for truncated simulations."""
    horizon: int                      # decisions simulated after the tree before scoring

    def rewards(self, content: Any, state: Any) -> list[float]:
        """One reward per seat in [0, 1]: 1 = surely wins, 0 = surely loses."""
        ...

    # Optional: `choice_weights(content, state, decision) -> list[float]`, the game's rollout
    # policy (one weight ≥ 0 per choice). Without it, simulations play uniformly at random.
    # Optional: `rollout_agent(content, setup, seat, seed) -> agent | None`, a rule-based player
    # that plays a seat without an automaton in simulations (most of its decisions: the rest are
    # drawn by the weights, for variety), and whose pick the tree tries first and favours
    # (progressive bias, `prior` in the weights file).


class OutcomeOnly:
    """The fallback evaluation: a finished game's winners score 1, anything unfinished 0.5."""
    horizon = 200

    def __init__(self, ruleset: Any) -> None:
        self.ruleset = ruleset

    def rewards(self, content: Any, state: Any) -> list[float]:
        out = self.ruleset.outcome(content, state)
        n = len(self.ruleset.view(content, state, None).get("vp", [])) if out is None else len(out.scores)
        if out is None:
            return [0.5] * max(n, 1)
        return [1.0 if i in out.winners else 0.0 for i in range(n)]


def margin_rewards(scores: list[float], scale: float) -> list[float]:
    """Rewards from per-seat scores: a logistic of each seat's lead over the best other seat
    (ahead by `scale` points ≈ 0.73). Why a lead, not a share: only winning counts."""
    out = []
    for i, s in enumerate(scores):
        best_other = max((x for j, x in enumerate(scores) if j != i), default=0.0)
        z = max(-30.0, min(30.0, (s - best_other) / scale))
        out.append(1.0 / (1.0 + math.exp(-z)))
    return out


def weighted_index(weights: list[float], rng: Rng) -> int:
    """An index drawn with probability proportional to its weight (all ≥ 0, one > 0), from the
    agent's stream (integer arithmetic: the same stream gives the same draw on every machine)."""
    scaled = [int(w * 1000) for w in weights]
    total = sum(scaled)
    if total <= 0:
        return rng.below(len(weights))
    r = rng.below(total)
    for i, x in enumerate(scaled):
        if r < x:
            return i
        r -= x
    return len(weights) - 1


def determinize(ruleset: Any, content: Any, state: Any, seat: int, rng: Rng) -> Any:
    """A copy of `state` as `seat` might believe it is: everything hidden from it dealt again
    (the game's scramble_hidden), and a fresh random stream for what is still to be rolled/drawn."""
    d = copy_state(state)
    ruleset.scramble_hidden(content, d, seat, rng)
    if isinstance(getattr(d, "rng", None), Rng):
        d.rng = Rng(rng.next64())
    return d


class SimMatch:
    """The little a simulated seat's agent may use of a match: content, setup, view, pending."""
    __slots__ = ("ruleset", "content", "setup", "seed", "state", "log")

    def __init__(self, ruleset: Any, content: Any, setup: dict, seed: int, state: Any) -> None:
        self.ruleset, self.content, self.setup, self.seed, self.state = ruleset, content, setup, seed, state
        self.log: list = []

    def view(self, seat: int | None) -> dict:
        return self.ruleset.view(self.content, self.state, seat)

    @property
    def pending(self) -> Decision | None:
        return self.ruleset.pending(self.content, self.state)


class _Node:
    __slots__ = ("visits", "avail", "total", "children", "pick")

    def __init__(self) -> None:
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[str, _Node] = {}
        self.pick: str | None = None          # the guide's choice here (first seen), if any


@dataclass
class SearchResult:
    choice: str
    iterations: int
    seconds: float
    visits: dict[str, int]
    values: dict[str, float]          # mean reward of each root choice for the deciding seat
    cancelled: bool = False
    errors: int = 0                   # simulations the rules stopped with an error (should be 0)


class SearchAgent:
    """The "AI" controller: ISMCTS for seat `seat` with a time budget per decision.

    `iterations` fixes the number of simulations instead (reproducible: tests, benches).
    `cancel` is anything with `is_set()` (a threading.Event): checked between simulations."""
    name = "ai"

    def __init__(self, seat: int, time_budget: float = 1.0, seed: int = 0, iterations: int | None = None,
                 horizon: int | None = None, exploration: float = 0.4, cancel: Any = None,
                 policies: dict[int, Any] | None = None):
        self.seat = seat
        self.time_budget = time_budget
        self.seed = seed
        self.iterations = iterations
        self.horizon = horizon
        self.exploration = exploration
        self.cancel = cancel
        self.policies = policies             # seat -> agent simulating it (default: the automata)
        self.last: SearchResult | None = None
        self._policy: Callable | None = None
        self._guides: dict[int, Any] = {}
        self._guide_cache: dict[int, Any] = {}
        self._prior = self._greedy = 0.0
        self.errors = 0                      # simulations that ended in a rules error, all searches
        self.error_sample = ""

    # --- the agent protocol ----------------------------------------------------------------------
    def choose(self, match: Any, decision: Decision) -> str:
        return self.search(match, decision).choice

    def search(self, match: Any, decision: Decision, cancel: Any = None, pause: Callable[[], None] | None = None) -> SearchResult:
        """Search `decision`; `cancel` (else the agent's own flag) stops it between simulations;
        `pause` runs between simulations (the table's worker sleeps a little there: the drawing
        thread gets the interpreter at once)."""
        cancel = cancel if cancel is not None else self.cancel
        ids = decision.ids()
        t0 = time.perf_counter()
        if len(ids) == 1:
            self.last = SearchResult(ids[0], 0, 0.0, {ids[0]: 0}, {ids[0]: 0.5})
            return self.last
        rs, content = match.ruleset, match.content
        ev = evaluation_of(rs)
        horizon = self.horizon if self.horizon is not None else ev.horizon
        # The stream depends on the seed and the public position only (the log's length): the
        # same question gets the same answer, whatever the seat cannot see.
        rng = Rng.seeded(f"search:{self.seed}:{decision.seat}:{len(match.log)}:{decision.kind}")
        policies = self.policies if self.policies is not None else automata_of(match)
        self._guides = self._guides_for(ev, match, policies, rng)
        answers = getattr(ev, "guide_answers", None)
        outright = answers(match, decision) if answers is not None else decision.kind in getattr(ev, "guide_kinds", ())
        if outright and decision.seat in self._guides:
            # a question the evaluation cannot judge within its horizon (PLAS: where to start,
            # R-AI-52), or any question of a side whose guide plays better alone (Root R-AI-95),
            # is the guide's alone: no simulation may overrule it
            pick = self._guides[decision.seat].choose(match, decision)
            if pick in ids:
                self.last = SearchResult(pick, 0, time.perf_counter() - t0, {c: 0 for c in ids},
                                         {c: 0.5 for c in ids})
                return self.last
        self._prior = float(getattr(ev, "prior", 0.0))
        self._greedy = float(getattr(ev, "guide_share", 0.0))
        root = _Node()
        self._policy = getattr(ev, "choice_weights", None)
        seat = decision.seat
        it = 0
        errors0 = self.errors
        cancelled = False
        while True:
            if cancel is not None and cancel.is_set():
                cancelled = True
                break
            if self.iterations is not None:
                if it >= self.iterations:
                    break
            elif it > 0 and time.perf_counter() - t0 >= self.time_budget:
                break
            if pause is not None:
                pause()
            state = determinize(rs, content, match.state, seat, rng)
            self._simulate(rs, content, match, state, root, ids, rng, policies, horizon, ev)
            it += 1
        visits = {c: (root.children[c].visits if c in root.children else 0) for c in ids}
        values = {c: (root.children[c].total / root.children[c].visits
                      if c in root.children and root.children[c].visits else 0.0) for c in ids}
        # the best mean among the well-explored choices (visited at least half as often as the most
        # visited one: a mean from a few visits is noise); ties: more visits, then the first listed.
        # The guide's pick keeps its bias (a choice must beat the rule-based player's clearly).
        top = max(visits.values())
        sure = [c for c in ids if visits[c] * 2 >= top]
        def merit(c: str) -> float:
            bonus = self._prior / (visits[c] + 1) if c == root.pick else 0.0
            return values[c] + bonus
        best = max(sure, key=lambda c: (round(merit(c), 9), visits[c], -ids.index(c)))
        self.last = SearchResult(best, it, time.perf_counter() - t0, visits, values, cancelled,
                                 self.errors - errors0)
        return self.last

    # --- one simulation ------------------------------------------------------------------------
    def _simulate(self, rs: Any, content: Any, match: Any, state: Any, root: _Node, root_ids: list[str], rng: Rng,
                  policies: dict, horizon: int, ev: Any) -> None:
        path: list[tuple[_Node, int]] = []
        node: _Node | None = root
        sim = SimMatch(rs, content, match.setup, match.seed, state)
        steps = 0
        first = True
        policy = self._policy
        guides = self._guides
        try:
            while steps < horizon:
                d = rs.pending(content, state)
                if d is None:
                    break
                choices = d.choices
                if first:
                    # the tree's root is the real decision: only choices it offers (identical in
                    # every determinization when the game keeps the information-state contract)
                    legal = [c for c in root_ids if d.get(c) is not None] or [c.id for c in choices]
                    first = False
                else:
                    legal = [c.id for c in choices]
                if len(legal) == 1:
                    cid = legal[0]
                elif d.seat in policies and node is not root:
                    cid = policies[d.seat].choose(sim, d)
                elif node is not None:
                    if node.pick is None and d.seat in guides:
                        node.pick = guides[d.seat].choose(sim, d)
                    cid, node = self._select(node, legal, rng, content, state, d)
                    path.append((node, d.seat))
                    if node.visits == 0:
                        node = None              # a new leaf: the rest is the rollout
                elif d.seat in guides and rng.below(1000) < self._greedy * 1000:
                    cid = guides[d.seat].choose(sim, d)
                elif policy is not None:
                    # the game's rollout policy: sensible moves, drawn with weights (docs/ai.md)
                    cid = choices[weighted_index(policy(content, state, d), rng)].id
                else:
                    cid = legal[rng.below(len(legal))]
                rs.apply(content, state, d.get(cid))
                steps += 1
            rewards = ev.rewards(content, state)
        except Exception as exc:
            # a rules error inside a simulated future must not stop the search: it scores as
            # a draw for everyone (the real game is never touched); counted for the tests
            rewards = None
            self.errors += 1
            self.error_sample = self.error_sample or f"{type(exc).__name__}: {exc}"
        for n, s in path:
            r = rewards[s] if rewards is not None and s < len(rewards) else 0.5
            n.visits += 1
            n.total += r

    def _guides_for(self, ev: Any, match: Any, policies: dict, rng: Rng) -> dict[int, Any]:
        """Rule-based players for the seats without an automaton (the game's `rollout_agent`),
        seeded from the search's own stream."""
        make = getattr(ev, "rollout_agent", None)
        if make is None:
            return {}
        out = {}
        for i in range(len(match.setup.get("seats", []))):
            if i not in policies:
                # kept from one decision to the next: a rule-based player keeps a plan (the PLAS
                # automaton picks its Morality path once), a fresh one would change its mind
                a = self._guide_cache.get(i)
                if a is None:
                    a = self._guide_cache[i] = make(match.content, match.setup, i, self.seed * 7919 + i)
                if a is not None:
                    out[i] = a
        return out

    def _select(self, node: _Node, legal: list[str], rng: Rng, content: Any = None, state: Any = None,
                d: Decision | None = None) -> tuple[str, _Node]:
        kids = node.children
        fresh = [c for c in legal if c not in kids]
        for c in legal:
            if c in kids:
                kids[c].avail += 1
        if fresh:
            # an untried choice: the guide's pick first, else drawn with the rollout policy's
            # weights (the likely good first)
            if node.pick in fresh and node.pick in legal:
                c = node.pick
            elif self._policy is not None and d is not None and len(fresh) > 1:
                by_id = dict(zip((c.id for c in d.choices), self._policy(content, state, d)))
                c = fresh[weighted_index([by_id.get(x, 1.0) for x in fresh], rng)]
            else:
                c = fresh[rng.below(len(fresh))]
            n = kids[c] = _Node()
            n.avail = 1
            return c, n
        k = self.exploration
        # (means normalised to the search's reward range were tried for Root, 26 Nov 2026: the
        # Marquise scored less against Master automata, docs/ai.md; plain UCB1 it is)
        best, best_v = legal[0], -1.0
        for c in legal:
            n = kids[c]
            v = n.total / n.visits + k * math.sqrt(math.log(max(n.avail, 1)) / n.visits)
            if c == node.pick:
                v += self._prior / (n.visits + 1)      # progressive bias toward the guide's pick
            if v > best_v:
                best, best_v = c, v
        return best, kids[best]


def evaluation_of(ruleset: Any) -> Evaluation:
    fn: Callable | None = getattr(ruleset, "evaluation", None)
    ev = fn() if fn is not None else None
    return ev if ev is not None else OutcomeOnly(ruleset)


def automata_of(match: Any) -> dict[int, Any]:
    """The agents that simulate the automaton seats (their play is public rules; Rootbotics, the
    PLAS automaton): seat -> agent."""
    out = {}
    for i, s in enumerate(match.setup.get("seats", [])):
        if s.get("controller") == "automaton":
            try:
                out[i] = match.ruleset.make_agent(match.setup, i, match.seed)
            except NotImplementedError:
                pass
    return out


def check_ai_time(setup: dict) -> dict:
    """The game-wide `ai_time` (main.py simulate --option ai_time=0.3) as seconds, or SetupError."""
    from .decision import SetupError
    raw = setup.get("ai_time")
    if raw is None:
        return setup
    try:
        t = float(raw)
    except (TypeError, ValueError):
        t = -1.0
    if not 0.01 <= t <= 60:
        raise SetupError(Msg("ai_time must be the AI's seconds per decision (0.01 to 60), not {value}",
                             value=repr(raw)))
    return dict(setup, ai_time=t)


def ai_time(setup: dict, seat: int) -> float:
    """The seat's thinking time in seconds: the game-wide `ai_time` when given (main.py simulate
    --option ai_time=0.3 sets every AI seat), else the seat's level, else 1 s."""
    raw = setup.get("ai_time") or setup["seats"][seat].get("ai_time") or DEFAULT_AI_TIME
    try:
        t = float(raw)
    except (TypeError, ValueError):
        t = float(DEFAULT_AI_TIME)
    return max(0.01, min(t, 60.0))
