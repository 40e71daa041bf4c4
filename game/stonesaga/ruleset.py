"""Stonesaga as a Tableforge Ruleset: the pending decision comes from the frame on top of the
stack (creation, an action, a test, effects, the Night), else from the Day; `settle` runs every
step that needs no choice. Every ruling of the Stonesaga section of docs/rulings.md that players could
reasonably set otherwise is an Option here (the new-game screen's advanced options)."""
from __future__ import annotations

from pathlib import Path

from game.core.content import pack_hash
from game.core.decision import Decision, Event, Outcome, SetupError
from game.core.i18n import Msg
from game.core.ruleset import Option, Ruleset, SeatRules

from . import campaign, challenge, day, effects, infinite, night, setup, testroll   # infinite: registers its hooks
from .actions import CORE, MODULES, examine
from .state import Action, Create, Effects, Night, Test

_PENDING = {Create: setup.pending, Effects: effects.pending, Test: testroll.pending, Night: night.pending}
_APPLY = {Create: setup.apply, Effects: effects.apply, Test: testroll.apply, Night: night.apply}
_AUTO = {Effects: effects.auto, Test: testroll.auto, Night: night.auto}

YES_NO = (("yes", "Yes"), ("no", "No"))


# frame name -> its module's `auto` (None: it has none); filled as names come up, since a module
# never changes its functions (issue 10: a getattr per settle step)
_AUTO_OF: dict[str, object] = {}


def _auto_action(content, s, f, events) -> bool:
    name = f.name
    if name in _AUTO_OF:
        fn = _AUTO_OF[name]
    else:
        fn = _AUTO_OF[name] = getattr(MODULES[name], "auto", None)
    return bool(fn and fn(content, s, f, events))


def settle(content, s, events) -> None:
    """Run automatic steps until a decision is due or the game is over."""
    for _ in range(100_000):
        if s.phase == "over":
            s.stack.clear()
            return
        if s.stack:
            f = s.stack[-1]
            fn = _auto_action if isinstance(f, Action) else _AUTO.get(type(f))
            if fn is None or not fn(content, s, f, events):
                return
            continue
        if s.phase == "day":
            challenge.check_end(content, s, events)      # SS-26: once nothing is resolving
            if s.phase == "over":
                continue
            if s.acting == "free":
                s.acting = ""
                day.after_free(content, s, events)
                continue
            if s.acting:
                day.after_action(content, s, events)
                continue
            if not s.active or not day.can_turn(s, s.char(s.active)):
                day._advance(content, s, events, s.active)
                continue
        return
    raise RuntimeError("settle did not converge")


def rule_options() -> list[Option]:
    """One option per switchable ruling (flow SS-1..SS-29 and the rules helper's SS-5x)."""
    return [
        Option("ss_food_decay", "Night step 5: fresh food spoils (SS-1)", YES_NO, "yes",
               help="Lost page 53: perishable food decays at step 5 with fire and depletion tokens"),
        Option("ss_night_card", "Night step 7: Night cards (SS-2)",
               (("shared", "One card per Night, each character checks it"), ("each", "One card per character")), "shared",
               help="Lost page 53: card texts like 'if 2+ characters get this result' imply one shared card"),
        Option("ss_shelter_decays", "Night step 5: shelter tokens degrade (SS-3)", YES_NO, "no"),
        Option("ss_behemoth_edges", "A behemoth's path and impassable edges (SS-70)",
               (("respect", "Respects them (not its lair's)"), ("ignore", "Ignores them")), "respect",
               help="rb p.76 is silent on a behemoth's step across an impassable edge"),
        Option("ss_bag_limit", "Night step 6: resource bag limit (SS-4)",
               (("none", "No limit"), ("6", "6 resources"), ("10", "10 resources")), "none",
               help="Lost page 53: the bag's Night capacity is not in the transcription"),
        Option("ss_transform_cost", "Transform costs (SS-5)",
               (("action", "1 energy per action"), ("resource", "1 energy per resource")), "action",
               help="rb p.27: the action's definition and example say per action"),
        Option("ss_night_exhausted", "Night deck exhausted (SS-7)",
               (("reshuffle", "Reshuffle all but the top discard"), ("quiet", "Quiet Nights")), "reshuffle"),
        Option("ss_demand_roll", "Difficulty: Demand rises by a d6 roll (SS-19, rb p.101)", YES_NO, "no"),
        Option("ss_rested", "Difficulty: Rested energy (SS-20, rb p.101)",
               (("normal", "Normal"), ("hard", "Reduced")), "normal"),
        Option("ss_heal", "Difficulty: healing at Night (SS-21, rb p.101)",
               (("normal", "Fed and hydrated"), ("hard", "Fed, hydrated and comforted; harsher wounds")), "normal"),
        Option("ss_weakness_overflow", "A minor weakness with no room (SS-52)",
               (("ignore", "Is ignored"), ("worsen_other", "Worsens a minor of the other kind")), "ignore"),
        Option("ss_added_die_explodes", "An added die's 6 is a heroic effort (SS-50)", YES_NO, "no",
               help="rb p.15: the heroic effort belongs to the initial roll; the text is silent on added dice"),
        Option("ss_major_enhancement_stack", "A major enhancement onto an existing one (SS-53)",
               (("cap", "Becomes a major"), ("refuse", "Is refused")), "cap"),
        Option("ss_craft_blank_edge", "A blank edge in a craft layout (SS-54)",
               (("invalid", "Makes the layout invalid"), ("zero", "Counts 0 in column 4")), "invalid"),
        Option("ss_obstruction_sides", "A path covered on one side only (SS-55)",
               (("either", "Is obstructed"), ("both", "Is open")), "either"),
        Option("ss_flight_targets", "Flight lands on (SS-56)",
               (("discovered_passable", "Discovered, passable terrains"), ("passable", "Any passable terrain"),
                ("any", "Any adjacent terrain")), "discovered_passable"),
        Option("ss_cave_camp_process", "Camp on a cave zone needs (SS-57)",
               (("none", "No process"), ("break", "Break"), ("dig", "Dig")), "none"),
        Option("ss_transform_flipped_fresh", "A token processed mid-action: fresh tools (SS-59)", YES_NO, "yes"),
        Option("ss_jungle_camp_process", "Camp on a jungle zone needs (SS-60)",
               (("none", "No process"), ("fell", "Fell")), "none"),
        *_mode_options(),
    ]


def _mode_options() -> list[Option]:
    """Infinite mode and the modifications of rb p.98-104 (the campaign helper's; SS-130..)."""
    return [o for o in infinite.options() if o.id != "ss_behemoth_edges"]


def _end_message(content, s):
    """The end's sentence (`challenge.end`) as its message id: the state keeps the English sentence
    only (saves made before message ids have nothing else), so it is matched against the sentences
    `end` writes, the codex entries read included; any other text stays as it is."""
    for word in ("won", "lost"):
        if s.end_text == f"The challenge is {word}":
            return Msg("The challenge is won") if word == "won" else Msg("The challenge is lost")
        for entry in reversed(s.codex_read):
            rec = content.codex.get(entry)
            if rec is not None and s.end_text == f"The challenge is {word} (codex {entry}: {rec.text})":
                template = ("The challenge is won (codex {entry}: {text})" if word == "won"
                            else "The challenge is lost (codex {entry}: {text})")
                return Msg(template, entry=entry, text=rec.text)
    return s.end_text


class StonesagaRuleset(Ruleset):
    id = "stonesaga"
    title = "Stonesaga"
    seats = SeatRules(1, 4, 1, ("human", "random"))

    def __init__(self):
        self._cache: dict[str, object] = {}

    def load_content(self, pack_dir):
        from .content import load
        key = str(Path(pack_dir).resolve())
        c = self._cache.get(key)
        if c is None or c.hash != pack_hash(pack_dir):
            c = load(pack_dir)
            self._cache[key] = c
        return c

    def default_content(self):
        cached = getattr(self, "_default_content", None)
        if cached is None:
            from .content import sample_pack_dir
            cached = self.load_content(sample_pack_dir())
            self._default_content = cached
        return cached

    def options(self, content):
        from .setup import default_challenge, start_regions
        chs = tuple((cid, content.challenges[cid].name) for cid in sorted(content.challenges))
        regs = tuple((r, content.regions[r].name) for r in start_regions(content))
        return [
            Option("challenge", "Challenge", chs, default_challenge(content), help="rb p.9 step 5"),
            Option("region", "Starting region", regs, regs[0][0], help="rb p.10 step 7"),
            Option("characters", "Characters", (("1", "1"), ("2", "2"), ("3", "3"), ("4", "4")), "1",
                   per_seat=True, help="rb p.6: 1-4 characters in all"),
            *rule_options(),
        ]

    def check_setup(self, content, setup_dict):
        setup_dict = super().check_setup(content, setup_dict)
        total = sum(int(s.get("characters", 1)) for s in setup_dict["seats"])
        if not 1 <= total <= 4:
            raise SetupError(Msg("Stonesaga is played with 1 to 4 characters in all, not {n} (rb p.6)", n=total))
        if setup_dict.get("ss_solo") == "extreme" and (total != 1 or len(setup_dict["seats"]) != 1):
            raise SetupError(Msg("Extreme solo is one player with one character (rb p.100)"))
        return setup_dict

    def new_state(self, content, setup_dict, rng):
        s = setup.new_state(content, setup_dict, rng)
        if isinstance(setup_dict.get("campaign"), dict):   # rb p.95-96: a campaign's next challenge
            campaign.carry_in(content, s, setup_dict["campaign"])
        settle(content, s, [])
        return s

    def pending(self, content, s):
        if s.phase == "over":
            from .campaign_frames import keep_pending
            return keep_pending(content, s)              # rb p.95: None unless goods are being kept
        if s.stack:
            f = s.stack[-1]
            if isinstance(f, Action):
                d = MODULES[f.name].pending(content, s, f)
            else:
                d = _PENDING[type(f)](content, s, f)
            extra = examine.mid_action_choices(content, s, CORE)      # rb p.61: examine during an action
            if extra and d.seat == s.char(s.acting).seat:
                # what dataclasses.replace would build, without its field introspection
                # the prompt as given (a Msg stays unrendered until read: issue 10)
                d = Decision(d.seat, d.kind, d._prompt, tuple(d.choices) + tuple(extra), d.rule,
                             d.data, d.prompt_msg, d.prompt_args)
            return d
        return day.pending(content, s)

    def apply(self, content, s, choice):
        events: list[Event] = []
        if s.phase == "over":
            from .campaign_frames import keep_apply
            keep_apply(content, s, choice, events)
            return events
        if s.stack and choice.id == "examine" and examine.mid_action_choices(content, s, CORE):
            examine.open_mid_action(content, s)          # rb p.61: on top of the action
        elif s.stack:
            f = s.stack[-1]
            if isinstance(f, Action):
                MODULES[f.name].apply(content, s, f, choice, events)
            else:
                _APPLY[type(f)](content, s, f, choice, events)
        else:
            day.apply(content, s, choice, events)
        settle(content, s, events)
        return events

    def view(self, content, s, seat):
        from .view import view
        return view(content, s, seat)

    def outcome(self, content, s):
        from .campaign_frames import keeping
        if s.phase != "over" or keeping(s):
            return None
        seats = tuple(range(s.n_seats))
        won = s.result == "won"
        return Outcome(seats if won else (), "won" if won else "lost", tuple(len(s.achieved) for _ in seats),
                       _end_message(content, s))

    def seat_name(self, content, s, seat):
        return f"Seat {seat + 1}"

    view_decider_key = None        # cooperative: no view key names who decides (game/core/information.py)

    def scramble_hidden(self, content, s, viewer, rng):
        """Deal again what no seat may see (deck orders, undiscovered tiles, mystery omens)."""
        from .hidden import scramble_hidden
        scramble_hidden(content, s, viewer, rng)

    def check_invariants(self, content, s):
        from .invariants import check
        return check(content, s)

    def make_agent(self, setup_dict, seat, seed=0):
        ctl = setup_dict["seats"][seat].get("controller", "human")
        if ctl == "random":
            from .agents import SensibleRandomAgent
            return SensibleRandomAgent(seed * 101 + seat)
        return super().make_agent(setup_dict, seat, seed)

    def result_detail(self, s) -> dict:
        return {"days": s.day, "achieved": len(s.achieved), "demand": s.tracks["demand"]}

    def simulation(self, content, games=10, seed=1, agents="random", factions=None, seats=None,
                   max_decisions=200_000, check=None, options=None, campaign=False):
        if campaign:
            # whole campaigns report the sensible scripted agent's win rate (issue 11); the plain
            # sensible random agent is `--agents sensible`
            from .campaign_sim import run as campaign_run
            kind = "random" if agents == "sensible" else "objective"
            return campaign_run(self, content, games=games, seed=seed, max_decisions=max_decisions,
                                options=options, agents=kind)
        from .simulation import run
        return run(self, content, games=games, seed=seed, seats=seats, max_decisions=max_decisions,
                   check=check, factions=factions, agents=agents, options=options)


RULESET = StonesagaRuleset()
