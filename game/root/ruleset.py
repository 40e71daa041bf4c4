"""Root as a Tableforge Ruleset: options, setup, the contract (pending/apply/view/outcome),
invariants and headless simulation."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.content import builtin_pack_dir
from game.core.decision import Choice, Decision, Event, Outcome, SetupError
from game.core.i18n import N_, Msg, T
from game.core.rng import Rng
from game.core.ruleset import AI_CONTROLLERS, Option, Ruleset, SeatRules
from game.core.search import AI_TIMES, AI_TIME_HELP, DEFAULT_AI_TIME, check_ai_time

from . import cards, flow, landmarks, mapfeatures  # noqa: F401  (registers frame handlers)
from .content import SUITS, RootContent, load_root_content
from .draft import UNDRAFTED, check_draft, is_advanced
from .engine import HANDLERS, WIN_VP, Ctx, check_victory, ctx_key, deck_cards, elsewhere, rule_of
from .factions import faction_ids, get_faction
from .state import RootState

if TYPE_CHECKING:                        # only for the types
    from game.core.agents import Agent
    from game.core.match import Match
    from game.core.simulate import SimStats

    from .evaluation import RootEvaluation

MAPS = (("autumn", N_("Autumn")), ("winter", N_("Winter")), ("lake", N_("Lake")), ("mountain", N_("Mountain")))
DIFFICULTIES = (("beginner", N_("Beginner")), ("expert", N_("Expert")), ("master", N_("Master")), ("boss", N_("Boss Mode")))
VAGABOTS = (("thief", N_("Thief")), ("tinker", N_("Tinker")), ("ranger", N_("Ranger")), ("arbiter", N_("Arbiter")),
            ("vagrant", N_("Vagrant")), ("scoundrel", N_("Scoundrel")))
# Logical Lizards stand-in readings (root-clockwork2-facts.md §12 rows 2 and 5; R-AUTO-L2, R-AUTO-L3)
LIZARD_SCORING = (("ordered", N_("Ordered track (stand-in)")), ("best", N_("Best track")))
LIZARD_REVENGE = (("outside-turn", N_("Outside its turn (stand-in)")), ("always", N_("Always")))
RIVERFOLK_POST_VP = (("none", N_("No VP (stand-in)")), ("beta", N_("0 / 1 / 2 (beta)")))
RIVERFOLK_MARKET = (("fill", N_("Fill to 5 (stand-in)")), ("draw-2", N_("Draw 2")))
LANDMARK_MODES = (("off", N_("Off")), ("random", N_("Two at random")), ("random-1", N_("One at random")),
                  ("chosen", N_("Chosen")))
LANDMARKS_HELP = N_("Law App. F and A.5: one or two landmarks, set up by the last players in turn order before "
                    "the factions. Chosen: a page with a box per landmark opens; with more than two, two are dealt from them.")
LANDMARK_SET_HELP = N_("The landmarks to play with when Landmarks is Chosen (Law A.5.1).")
HIRELINGS = (("off", N_("Off")), ("random", N_("Random deal")), ("chosen", N_("Chosen deal")))
HIRE_PASS = (("reach-or-pass", N_("Reaching or passing")), ("enter", N_("Landing on it")))
CONTROL_DIE = (("a", N_("A: 1-2 gold, 2-4 all")), ("b", N_("B: fan die")))
HIRE_DECAY = (("lcr", N_("Cards from earlier turns (English Law)")), ("seed", N_("Every card (PT Law)")))
HIRE_FERRY = (("lcr", N_("No card (English Law)")), ("seed", N_("Draw a card (PT Law)")))
HIRELINGS_HELP = N_("Law Appendix E: three hirelings dealt at setup, demoted by player count, set up in reverse "
                    "turn order; their matching factions cannot be played. Chosen deal: tick three below.")
COOP_HELP = N_("Law of Rootbotics 3.5: every person must reach 30 VP before any automaton does; the automata "
             "never fight each other; no dominance cards.")


# Clockwork 2 Advanced Services cards 261-267 (LCC2 260: optional, per bot; R-AUTO-S20)
ADVANCED_SERVICE_BOTS = ("mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot",
                         "logical-lizards", "cogwheel-corvids", "drillbit-duchy")


def advanced_seats(value: str, n: int) -> list[str]:
    """`main.py simulate --option advanced_services=on` (every automaton seat) or a comma list per
    seat (`on,off,on`); a bad value is a SetupError naming what is allowed."""
    parts = [p.strip() for p in str(value).split(",")]
    if len(parts) == 1:
        parts = parts * n
    if len(parts) != n or any(p not in ("on", "off") for p in parts):
        raise SetupError(Msg("advanced_services: 'on', 'off' or one of them per seat ({n} seats), not {value}",
                             n=n, value=repr(value)))
    return parts


ADVANCED_HELP = N_("Law Appendix A: random suit markers, five cards of which each person keeps three, and a "
                 "draft of faction setup cards (the last player picks first). People's seats ignore their "
                 "faction here; automata keep theirs and set up first.")


def is_cooperative(setup: dict) -> bool:
    """The `cooperative` option as a bool (the setup holds "on"/"off"; True/False are accepted)."""
    v = setup.get("cooperative", "off")
    return v is True or v == "on"


# RootRuleset.options' cache: id(content) -> (content, inputs key, options); see there.
_OPTIONS: dict[int, tuple[RootContent, tuple, tuple[Option, ...]]] = {}


class RootRuleset(Ruleset):
    id = "root"
    title = "Root"
    seats = SeatRules(2, 6, 2, AI_CONTROLLERS)   # Law 5.2.1 and facts §7: 5 and 6 players (no maximum in the Law)
    setup_keys = ("round_cap", "ai_time", "advanced_services")   # setup fields besides the options (main.py simulate --option)

    def load_content(self, pack_dir: str | Path) -> RootContent:
        content = load_root_content(pack_dir)
        if (Path(pack_dir) / "bots").is_dir():          # the Clockwork automata's data (file:line errors)
            from .bots.automaton import reload_bots
            reload_bots(content)
        self.load_lazy_files(content)
        return content

    @staticmethod
    def load_lazy_files(content: RootContent) -> None:
        """Read now every file a game reads later (hirelings.yaml, landmarks.yaml, lizards.yaml, hundreds.yaml,
        keepers.yaml, riverfolk.yaml, setup_cards.yaml, reference.yaml, tutorial.yaml), so a mistake there is
        a ContentError at load and `validate`, not an
        error when a game starts."""
        from types import SimpleNamespace

        from .content import load_reference
        from .draft import setup_cards
        from .factions import hundreds, keepers, lizards, riverfolk
        from .hirelings.data import hirelings_data
        hirelings_data(content)                    # hirelings.yaml (Law App. E)
        lizards.board(content)
        hundreds.board(content)
        keepers.board(content)
        riverfolk.rec(SimpleNamespace(c=content))
        setup_cards(content)
        load_reference(content.path)
        landmarks.data(content)                         # data/root/landmarks.yaml (App. F)
        lesson = Path(content.path) / "tutorial.yaml"       # "Learn to play Root" (issue 17): its form only
        if lesson.exists():
            from .tutorial_file import load as load_tutorial
            load_tutorial(lesson)

    # --- setup -------------------------------------------------------------------------------------
    def options(self, content: RootContent) -> list[Option]:
        """The new-game options (a new list; the Options are frozen). Cache: `_OPTIONS`, per
        content object, valid while the inputs they are read from are the same objects: the
        automata's data (`bots_for`, replaced by `reload_bots`), the landmarks file, the faction
        and hireling registries. Why: `check_setup` reads them for every game a playout starts
        (issue 15: rebuilding them was about 2% of a random playout's time)."""
        from .bots.automaton import bots_for
        from .hirelings import hireling_ids
        key = (id(bots_for(content)), id(landmarks.data(content)), tuple(faction_ids()), tuple(hireling_ids()))
        got = _OPTIONS.get(id(content))
        if got is None or got[0] is not content or got[1] != key:
            if len(_OPTIONS) > 16:               # test packs come and go: keep a few
                _OPTIONS.clear()
            got = _OPTIONS[id(content)] = (content, key, tuple(self._build_options(content)))
        return list(got[2])

    def _build_options(self, content: RootContent) -> list[Option]:
        facs = tuple((f, get_faction(f).name) for f in faction_ids())
        return [
            Option("map", N_("Map"), MAPS, "autumn"),
            Option("deck", N_("Deck"), (("base", N_("Base deck")), ("exiles", N_("Exiles & Partisans"))), "base",
                   help=N_("Law A.2: by agreement the whole base deck may be replaced by the Exiles & Partisans "
                        "deck (the same ambush, dominance and item cards; 25 other effect cards).")),
            Option("partisans", N_("Partisans"), (("discard-birds", N_("Discard birds too")),
                                                  ("keep-birds", N_("Keep birds"))), "discard-birds",
                   help=N_("Exiles & Partisans deck: after its extra hit, a Partisans card discards every card not "
                        "of its suit. The card's words discard birds too (our default); some tables keep them.")),
            Option("suits", N_("Clearing suits"), (("printed", N_("As printed")),
                                               ("suggested", N_("Suggested layout")),
                                               ("random", N_("Random markers (A.1)"))),
                   "printed", help=N_("As printed: Autumn's printed suits; the maps without printed suits (Winter, "
                                   "Lake, Mountain) deal their suit markers at random (Law A.1). Suggested "
                                   "layout: the published balanced suits of Lake and Mountain (Autumn: as "
                                   "printed). Random markers: Advanced Setup A.1 on any map.")),
            Option("setup", N_("Setup"), (("standard", N_("Standard (5.1)")), ("advanced", N_("Advanced (App. A draft)"))),
                   "standard", help=ADVANCED_HELP),
            Option("faction", N_("Faction"), facs, facs[0][0], per_seat=True),
            Option("difficulty", N_("Difficulty"), DIFFICULTIES, "expert", per_seat=True,
                   help=N_("Only for automaton seats (Law of Rootbotics 3.3.1).")),
            Option("character", N_("Character"), VAGABOTS, "thief", per_seat=True,
                   help=N_("Only for a Vagabot seat (Law of Rootbotics 7.3).")),
            Option("ai_time", N_("Thinking"), AI_TIMES, DEFAULT_AI_TIME, per_seat=True, controllers=("ai",),
                   help=AI_TIME_HELP),
            Option("lizard_scoring", N_("Garden scoring"), LIZARD_SCORING, "ordered", per_seat=True,
                   help=N_("Logical Lizards only: which garden track Evening scores. Ordered: the order's track, "
                        "on a bird order the one with the fewest gardens left (RSU; our stand-in). Best: "
                        "always the best track (DOV, KQ). The track values 0/2/2/3/4 are a stand-in too.")),
            Option("lizard_revenge", N_("Robot Revenge"), LIZARD_REVENGE, "outside-turn", per_seat=True,
                   help=N_("Logical Lizards only: when a removed warrior goes to Acolytes. Outside its turn "
                        "(CLK, DOV; our stand-in) or on every turn (RSU).")),
            Option("riverfolk_post_vp", N_("Trade-post VP"), RIVERFOLK_POST_VP, "none", per_seat=True,
                   help=N_("Riverfolk Robots only: what placing a trade post scores. No source gives the bot "
                        "board's track: none (RSU, CLK never score it; our stand-in) or the DOV beta's 0, 1, 2 "
                        "for a suit's 1st, 2nd, 3rd post.")),
            Option("riverfolk_market", N_("Stock the Market"), RIVERFOLK_MARKET, "fill", per_seat=True,
                   help=N_("Riverfolk Robots only: Birdsong fills the Market to 5 cards (RSU, DOV; our stand-in) "
                        "or draws 2 at most (CLK).")),
            self._traits_option(content),
            Option("landmarks", N_("Landmarks"), LANDMARK_MODES, "off", help=LANDMARKS_HELP),
            Option("landmark_set", N_("Chosen landmarks"),
                   tuple((r.id, r.name) for r in landmarks.data(content).landmarks), "", multi=True,
                   help=LANDMARK_SET_HELP),
            Option("cooperative", N_("Cooperative"), (("off", N_("Off")), ("on", N_("The people against the automata"))), "off",
                   help=COOP_HELP),
            Option("hirelings", N_("Hirelings"), HIRELINGS, "off", help=HIRELINGS_HELP),
            self._hireling_pick_option(content),
            Option("hire_pass", N_("Hireling markers"), HIRE_PASS, "reach-or-pass",
                   help=N_("Law E.1.1: a score marker entering a marker's space takes it. Reaching or passing the "
                           "space (HRF; our default) or only landing on it (the literal reading).")),
            Option("control_die", N_("Control die"), CONTROL_DIE, "a",
                   help=N_("Law E.1.2 gives no faces. A (HRF): leader 1,1,1,2,2,2; others 2,2,3,3,3,4. "
                           "B (a fan die): leader 2,1,2,2,1,1; others 4,2,3,3,2,2.")),
            Option("hire_decay", N_("Losing control"), HIRE_DECAY, "lcr",
                   help=N_("Law E.1.3 at the end of a turn: the English Law takes a marker only from cards held "
                           "since an earlier turn; the PT Law from every card.")),
            Option("hire_ferry", N_("Hireling on the Ferry"), HIRE_FERRY, "lcr",
                   help=N_("Law E.3.7: the older texts draw a card when a hireling takes the Ferry; the English "
                           "Law draws only for faction pieces.")),
        ]

    @staticmethod
    def _hireling_pick_option(content: RootContent) -> Option:
        """The chosen deal's boxes: each built hireling (its side by player count, A.6.2) and
        its demoted side named outright."""
        from .hirelings import hireling_ids, sides_of
        vals = []
        for hid in hireling_ids():
            up, down = sides_of(hid)
            vals += [(up.id, up.name), (down.id, down.name)]
        return Option("hireling_pick", N_("Chosen hirelings"), tuple(vals), "", multi=True,
                      help=N_("With a chosen deal: three hirelings. A promoted name is demoted by the player count "
                              "as the Law says; a demoted name deals that side."))

    @staticmethod
    def _traits_option(content: RootContent) -> Option:
        """Every automaton's four traits (Rootbotics 3.3.2), from data/root/bots/*.yaml; a seat
        may only take its own bot's (checked by the faction's check_seat)."""
        from .bots.automaton import bots_for
        bots = bots_for(content)
        traits = [t for fid in faction_ids() if get_faction(fid).automaton for t in bots.bot(fid).traits]
        return Option("traits", N_("Traits"), tuple((t.id, t.name) for t in traits), "", per_seat=True, multi=True,
                      value_help=tuple((t.id, t.text) for t in traits),
                      help=N_("Only for automaton seats: optional traits (Law of Rootbotics 3.3.2)."))

    @staticmethod
    def traits_of(content: RootContent, faction: str) -> tuple[str, ...]:
        """The trait ids a seat of this faction may take (none for a non-automaton)."""
        if faction not in faction_ids() or not get_faction(faction).automaton:
            return ()
        from .bots.automaton import bots_for
        return tuple(t.id for t in bots_for(content).bot(faction).traits)

    def default_setup(self, content: RootContent, n_seats: int | None = None) -> dict:
        setup = super().default_setup(content, n_seats)
        ids = [f for f in faction_ids() if not get_faction(f).automaton]
        for i, s in enumerate(setup["seats"]):
            s["faction"] = ids[i % len(ids)]
        return setup

    def check_setup(self, content: RootContent, setup: dict) -> dict:
        allow_test = bool(setup.get("allow_test_factions"))
        setup = landmarks.normalise(content, setup)      # `landmarks=ferry,tower` -> a chosen set
        if isinstance(setup.get("cooperative"), bool):      # a boolean from a script or a test
            setup = dict(setup, cooperative="on" if setup["cooperative"] else "off")
        seats = setup.get("seats")
        if isinstance(seats, list):
            for i, s in enumerate(seats):
                f = s.get("faction")
                if f is None:
                    raise SetupError(Msg("seat {n}: choose a faction", n=i + 1))
                if f not in faction_ids(include_test=True):
                    raise SetupError(Msg("seat {n}: faction {f} is not implemented yet (implemented: {known})",
                                         n=i + 1, f=repr(f), known=", ".join(faction_ids())))
                if get_faction(f).test_only and not allow_test:
                    raise SetupError(Msg("seat {n}: {f} is a test-only faction", n=i + 1, f=repr(f)))
            for i, s in enumerate(seats):
                fac = get_faction(s["faction"])
                ctl = s.get("controller", "human")
                if fac.automaton and ctl != "automaton":
                    raise SetupError(Msg("seat {n}: {faction} is an automaton; its controller must be 'automaton'",
                                         n=i + 1, faction=T(fac.name)))
                if ctl == "automaton" and not fac.automaton:
                    raise SetupError(Msg("seat {n}: only Clockwork factions can be played by an automaton, not {faction}",
                                         n=i + 1, faction=T(fac.name)))
                fac.check_seat(content, s)
            fs = [s["faction"] for s in seats]
            if is_advanced(setup):     # Law A.8: the people's factions come from the draft
                check_draft(content, setup)
                fs = [s["faction"] for s in seats if s.get("controller") == "automaton"]
            if not is_advanced(setup):
                # Law 5 (PT chapter intro; facts §7): with 5 or more factions that start in corners
                # Advanced Setup is required (an automaton counts as the faction it replaces)
                corner = [f for f in fs if get_faction(f).corner_start
                          or (get_faction(f).replaces and get_faction(get_faction(f).replaces).corner_start)]
                if len(corner) >= 5:
                    raise SetupError(Msg("{n} factions start in corners ({factions}): with 5 or more the Law requires "
                                         "Advanced Setup (Law 5)", n=len(corner),
                                         factions=[T(get_faction(f).name) for f in corner]))
            for f in fs:      # Rootbotics 3.2: an automaton replaces its faction; both cannot play
                rep = get_faction(f).replaces
                if rep and rep in fs:
                    raise SetupError(Msg("{a} replaces {b}: choose one of them", a=T(get_faction(f).name),
                                         b=T(get_faction(rep).name)))
            dup = [f for f, k in Counter(fs).items() if k > 1]
            if dup:
                if "vagabond" in dup:
                    raise SetupError(Msg("each faction may be played by one seat only ({ids} twice) (a second "
                                         "Vagabond is the faction 'vagabond-2', Law 9.7)", ids=", ".join(dup)))
                raise SetupError(Msg("each faction may be played by one seat only ({ids} twice)", ids=", ".join(dup)))
            if "vagabond-2" in fs and "vagabond" not in fs:     # Law 9.7: the second of two
                raise SetupError(Msg("the Second Vagabond plays only beside a first Vagabond (Law 9.7)"))
            if "vagabond-2" in fs and any(get_faction(f).replaces == "vagabond" for f in fs):
                raise SetupError(Msg("two Vagabonds are for two people's Vagabonds: a Vagabot cannot be one of "
                                     "them (ruling R-VB2-7)"))
            if is_cooperative(setup):                     # Rootbotics 3.5: people against automata
                # every seat counts (with Advanced Setup `fs` holds only the automata: the people's
                # seats draft their factions, Law A.8) — ruling R-COOP-1
                bots = sum(1 for s in seats if get_faction(s["faction"]).automaton)
                if bots == 0 or bots == len(seats):
                    raise SetupError(Msg("cooperative play needs at least one person's faction and at least one "
                                         "automaton (Law of Rootbotics 3.5)"))
        setup = self._check_hirelings(content, setup)
        setup = check_ai_time(setup)
        cap = setup.get("round_cap", 0)
        if type(cap) is not int or cap < 0:
            if isinstance(cap, str) and cap.strip().isdigit():
                setup = dict(setup, round_cap=int(cap))     # "12" from the command line
            else:
                raise SetupError(Msg("round_cap must be a whole number of rounds (0 = no cap), not {value}",
                                     value=repr(cap)))
        mid = setup.get("map", "autumn")
        if setup.get("suits") == "suggested" and mid in content.maps:
            m = content.maps[mid]
            if m.rec.suit_markers and not m.rec.suggested_suits:
                raise SetupError(Msg("the {map} map has no suggested suit layout: use its suit markers "
                                     "(As printed) or Random markers", map=T(m.rec.name)))
        if allow_test:
            # test factions are outside the option list; check the rest without them
            if not isinstance(seats, list):
                raise SetupError(Msg("setup needs a list of seats"))
            probe = dict(setup, seats=[{k: v for k, v in s.items() if k != "faction"} for s in seats])
            super().check_setup(content, self._unpicked(probe))
            return setup
        return dict(super().check_setup(content, self._unpicked(setup)), **self._picked(setup))

    @staticmethod
    def _unpicked(setup: dict) -> dict:
        """The chosen deal is checked by `_check_hirelings` (it also takes `id:promoted`, which the
        new-game boxes do not show); the generic option check sees only the boxes' values."""
        return {k: v for k, v in setup.items() if k != "hireling_pick"} if setup.get("hireling_pick") else setup

    @staticmethod
    def _picked(setup: dict) -> dict:
        return {"hireling_pick": list(setup["hireling_pick"])} if setup.get("hireling_pick") else {}

    @staticmethod
    def _check_hirelings(content: RootContent, setup: dict) -> dict:
        """`hirelings=forest-patrol,last-dynasty,…` (the command line) becomes a chosen deal;
        a chosen deal must name three built hirelings; dealt hirelings lock their factions out
        of a standard setup (Law A.6.5; Advanced Setup takes them out of the draft)."""
        from .hirelings import hireling_ids
        from .hirelings.control import locked_factions, parse_deal
        v = setup.get("hirelings", "off")
        if isinstance(v, (list, tuple)) or (isinstance(v, str) and v not in ("off", "random", "chosen")):
            setup = dict(setup, hirelings="chosen", hireling_pick=list(v) if isinstance(v, (list, tuple))
                         else [x.strip() for x in v.split(",") if x.strip()])
            v = "chosen"
        if v != "chosen":
            return setup
        deal = parse_deal(setup.get("hireling_pick") or [], hireling_ids(), content)
        seats = setup.get("seats") or []
        if not is_advanced(setup):
            playing = {s.get("faction") for s in seats} | {get_faction(s["faction"]).replaces for s in seats
                                                          if s.get("faction") in faction_ids(True)}
            clash = [f for f in locked_factions(content, [h for h, _ in deal]) if f in playing]
            if clash:
                raise SetupError(Msg("a dealt hireling locks out {factions} (Law A.6.5): choose another hireling "
                                     "or faction", factions=[T(get_faction(f).name) for f in clash]))
        return setup

    @staticmethod
    def _hire_rules(setup: dict) -> dict[str, str]:
        return {"pass": setup.get("hire_pass", "reach-or-pass"), "die": setup.get("control_die", "a"),
                "decay": setup.get("hire_decay", "lcr"), "ferry": setup.get("hire_ferry", "lcr")}

    def new_state(self, content: RootContent, setup: dict, rng: Rng) -> RootState:
        map_id = setup.get("map", "autumn")
        m = content.maps[map_id]
        n = len(setup["seats"])
        advanced = is_advanced(setup)
        factions = [s["faction"] for s in setup["seats"]]
        if advanced:                       # Law A.8.2: the people's seats draft their factions
            factions = [s["faction"] if s.get("controller") == "automaton" else UNDRAFTED for s in setup["seats"]]
        # Suits: printed (Autumn), a suggested layout (Lake, Mountain: an agreed alternative to
        # the markers, ruling Root §suggested-suits), or the suit markers dealt at random (Law A.1;
        # Advanced Setup always deals them).
        suggested = (setup.get("suits") == "suggested" and not advanced
                     and (m.rec.suggested_suits or not m.rec.suit_markers))
        if not suggested and (m.rec.suit_markers or setup.get("suits") == "random" or advanced):
            # Law C1 / PT A.1: shuffle the 12 suit markers (4 of each) and put one on each clearing.
            counts = m.rec.suit_markers or {s: 4 for s in SUITS}
            markers = [s for s in SUITS for _ in range(counts.get(s, 0))]
            rng.shuffle(markers)
            suits = [""] + markers
        else:
            suits = [""] + list(m.printed_suit[1:])
        deck_id = setup.get("deck", "base")
        deck = list(content.decks.get(deck_id) or content.deck_list)    # Law A.2
        removed = []
        humans = sum(1 for f in factions if not get_faction(f).automaton)
        bots = n - humans
        coop = is_cooperative(setup)
        # Law 5.1.3: no dominance in 2-player games; Rootbotics 3.4: none with 1-2 humans and bots;
        # Rootbotics 3.5: none in cooperative play.
        if n == 2 or (bots and humans <= 2) or coop:
            removed = [c for c in deck if content.cards[c].kind == "dominance"]
            deck = [c for c in deck if content.cards[c].kind != "dominance"]
        rng.shuffle(deck)
        nc = len(m.ids) + 1
        buildings: list[list[list]] = [[] for _ in range(nc)]
        for c in m.ruins:                            # Law 5.1.4: a ruin on each R slot
            buildings[c].append([-1, "ruin"])
        first = setup.get("first", "random")
        first_seat = rng.below(n) if first == "random" else int(first)   # Law 5.1.1
        s = RootState(
            rng=rng, map_id=map_id, factions=factions, suits=suits,
            warriors=[[0] * nc for _ in range(n)], buildings=buildings,
            tokens=[[] for _ in range(nc)], ruler=[-1] * nc, vp=[0] * n,          # Law 5.1.2
            hands=[[] for _ in range(n)], deck=deck, discard=[], available_dominance=[],
            dominance=[""] * n, crafted=[[] for _ in range(n)], items=[[] for _ in range(n)],
            item_supply=dict(content.items.supply), supply=[], fstate=[],      # Law 5.1.5
            ruins=list(m.ruins), first_seat=first_seat, round_cap=int(setup.get("round_cap", 0)),
            removed_cards=removed,
            # ruling Root §ambush-ask: human seats are asked about every possible ambush
            ask_ambush=[s.get("controller", "human") == "human" for s in setup["seats"]],
            cooperative=coop, deck_id=deck_id, coffins=[0] * n,
            partisans_keep_birds=setup.get("partisans") == "keep-birds",
        )
        mapfeatures.setup_map_pieces(m, s)          # Law C.2.1 Ferry, C.3.1 closed paths and Tower
        dealt = landmarks.deal(content, landmarks.normalise(content, setup), n, rng)    # Law A.5.1-A.5.2
        # Law A.5: with landmarks the map's own Ferry and Tower may be overridden: a dealt Ferry or
        # Tower card sets its piece up by the card instead (ruling R-LAND-5)
        if landmarks.FERRY in dealt:
            s.ferry = 0
        if landmarks.TOWER in dealt:
            s.tower = 0
        ctx = Ctx(content, s)
        for i in range(n):
            s.supply.append(dict(ctx.fac(i).pieces(content)))
            s.fstate.append(ctx.fac(i).new_fstate(ctx, i))
            ctx.fac(i).configure(ctx, i, setup["seats"][i])
        hv = setup.get("hirelings", "off")
        if hv not in ("off", None, ""):                  # Law A.6: deal, demote, markers
            from .hirelings import hireling_ids
            from .hirelings.control import deal
            playing = [f for f in factions if f != UNDRAFTED]
            playing += [get_faction(f).replaces for f in playing if get_faction(f).replaces]
            deal(content, s, setup.get("hireling_pick") if hv == "chosen" else hv, hireling_ids(), rng, playing)
            s.hire_rules = self._hire_rules(setup)
            ctx.refresh()
        order = sorted(range(n), key=lambda i: (ctx.fac(i).setup_order, i))
        ties = [i for i in order if ctx.fac(i).setup_order == get_faction("vagabond").setup_order]
        if len(ties) == 2:                 # Law 9.7.1: which Vagabond sets up first is random
            k = order.index(ties[0])
            order[k:k + 2] = ties if rng.below(2) == 0 else ties[::-1]
        s.stack.append(flow.RootSetup(order, hand=5 if advanced else 3, draft=advanced))   # Law A.7, A.8
        if dealt:            # Law A.5 (step 5) comes before the cards (A.7) and the factions (A.8)
            s.stack.append(landmarks.RootLandmarkSetup(dealt))
        ctx.run()
        return s

    # --- the contract ---------------------------------------------------------------------------------
    def pending(self, content: RootContent, state: RootState) -> Decision | None:
        # The decision computed at the end of the last apply is remembered on the state object
        # (a plain attribute, not a dataclass field: never saved, valid for this `decisions` count).
        cached = state.__dict__.get("_pending")
        if cached is not None and cached[0] == state.decisions:
            return cached[1]
        return Ctx(content, state).pending()

    def apply(self, content: RootContent, state: RootState, choice: Choice) -> list[Event]:
        return self.apply_pending(content, state, choice)[0]

    apply_gives_pending = True

    def apply_pending(self, content: RootContent, state: RootState, choice: Choice) -> tuple[list[Event], Decision | None]:
        """The choice applied, its events and the next decision (None: the game is over), which
        is also remembered on the state for `pending` (a plain attribute, never saved: valid
        for this `decisions` count)."""
        ctx = Ctx.for_apply(content, state)          # the previous apply's, when still valid
        fr = state.stack[-1]                         # ctx.act(choice.id), spelt out (once per decision)
        HANDLERS[type(fr)].act(ctx, fr, choice.id)
        if max(state.vp) >= WIN_VP:
            check_victory(ctx)
        ctx.run()
        state.decisions += 1
        d = ctx.last if (ctx.last is not None and state.stack and not state.end_reason) else None
        sd = state.__dict__
        sd["_pending"] = (state.decisions, d) if d is not None else None
        if ctx.key == (state.factions if not (state.hirelings or state.landmarks or state.closed_paths)
                       else ctx_key(state)):
            sd["_ctx"] = ctx                         # ctx.put_back(), spelt out
        return ctx.events, d

    def outcome(self, content: RootContent, state: RootState) -> Outcome | None:
        if not state.end_reason:
            return None
        return Outcome(tuple(state.winners), state.end_reason, tuple(state.vp))

    def seat_name(self, content: RootContent, state: RootState, seat: int) -> str:
        if state.factions[seat] == UNDRAFTED:        # before its Advanced Setup pick (Law A.8.2)
            return f"Seat {seat + 1}"
        return get_faction(state.factions[seat]).name

    def view(self, content: RootContent, s: RootState, seat: int | None) -> dict[str, Any]:
        ctx = Ctx(content, s)
        d = ctx.pending()
        return {
            "map": s.map_id, "suits": list(s.suits), "round": s.round, "turn": s.turn_seat, "phase": s.phase,
            "factions": list(s.factions), "vp": list(s.vp), "dominance": list(s.dominance),
            "warriors": [list(w) for w in s.warriors[:s.n]],
            "buildings": [[list(p) for p in b if p[0] < s.n] for b in s.buildings],
            "tokens": [[list(p) for p in t if p[0] < s.n] for t in s.tokens],
            "ruler": list(s.ruler),
            # Law 1.2.1: hands are secret, their sizes public; Law 1.2.2: the discard pile is public
            "hands": [sorted(h) if i == seat else len(h) for i, h in enumerate(s.hands)],
            "deck": len(s.deck), "discard": list(s.discard),
            "available_dominance": list(s.available_dominance),
            "crafted": [list(c) for c in s.crafted], "items": [list(i) for i in s.items],
            "item_supply": dict(s.item_supply), "supply": [dict(x) for x in s.supply[:s.n]],
            "ruins": list(s.ruins),
            "ferry": s.ferry, "closed_paths": [list(p) for p in s.closed_paths], "tower": s.tower,
            # landmarks (App. F): where each stands; the Black Market's cards are face down for all
            "landmarks": dict(s.landmarks), "black_market": len(s.black_market),
            "forge_items": list(s.forge_items), "treetop_slot": list(s.treetop_slot),
            "faction_boards": [ctx.fac(i).view(ctx, i, seat) for i in range(s.n)],
            "pending": None if d is None else {"seat": d.seat, "kind": d.kind},
            "winners": list(s.winners), "end_reason": s.end_reason,
            "cooperative": s.cooperative, "reached_30": list(s.reached_30),
            "deck_id": s.deck_id, "coffins": list(s.coffins), "exhausted_items": list(s.exhausted_items),
            # Law App. E: the dealt hirelings, their control and their pieces (never a seat's)
            "hirelings": [dict(ctx.fac(h.slot).view(ctx, h.slot, seat), slot=h.slot,
                               warriors=list(s.warriors[h.slot]),
                               buildings=[[c, p[1]] for c in ctx.m.ids for p in s.buildings[c] if p[0] == h.slot],
                               tokens=[[c, p[1]] for c in ctx.m.ids for p in s.tokens[c] if p[0] == h.slot])
                          for h in s.hirelings],
            "hire_markers": list(s.hire_markers),
        }

    def rules_reference(self, content: RootContent) -> list[tuple[str, str]]:
        """[(title, text)] from data/root/reference.yaml: our own short summaries of the Law's
        sections with their rule numbers (shown by the rules reference scene)."""
        from .content import load_reference
        return [(f"{s.title} ({s.rule})", s.text.strip()) for s in load_reference(content.path).sections]

    def state_from_dict(self, data: dict) -> RootState:
        # Faction modules load lazily; their state dataclasses must be registered before a
        # snapshot from another process (a save) can be read.
        for f in faction_ids(include_test=True):
            get_faction(f)
        from .hirelings import hireling_ids, sides_of
        for hid in hireling_ids():
            sides_of(hid)
        return super().state_from_dict(data)

    # --- checks -------------------------------------------------------------------------------------
    view_decider_key = "pending"

    def scramble_hidden(self, content: RootContent, state: RootState, viewer: int | None, rng: Rng) -> None:
        from .hidden import scramble_hidden
        scramble_hidden(content, state, viewer, rng)

    def check_invariants(self, content: RootContent, s: RootState) -> list[str]:
        ctx = Ctx(content, s)
        bad = []
        m = ctx.m
        # Law A.5: landmarks are set up before any faction (RootLandmarkSetup on the stack)
        landmarks_pending = s.phase == "setup" and any(isinstance(f, landmarks.RootLandmarkSetup) for f in s.stack)
        for i in range(s.n):
            fac = ctx.fac(i)
            on_map: Counter = Counter()
            on_map["warrior"] = sum(s.warriors[i][c] for c in m.ids)
            for c in m.ids:
                for p in s.buildings[c] + s.tokens[c]:
                    if p[0] == i:
                        on_map[p[1]] += 1
            else_ = elsewhere(ctx, i)
            for kind, total in fac.pieces(content).items():
                got = s.supply[i].get(kind, 0) + on_map[kind] + else_.get(kind, 0)
                if got != total or s.supply[i].get(kind, 0) < 0:
                    bad.append(f"{fac.name} {kind}: supply {s.supply[i].get(kind, 0)} + map {on_map[kind]} "
                               f"+ elsewhere {else_.get(kind, 0)} != {total}")
            if s.vp[i] < 0:
                bad.append(f"{fac.name} has {s.vp[i]} VP")
            if not landmarks_pending:           # a faction's own checks hold once it has set up
                bad += fac.check(ctx, i)
        bad += self._hireling_invariants(ctx)
        held = Counter(s.deck) + Counter(s.discard) + Counter(s.available_dominance) + Counter(s.removed_cards)
        held += Counter(s.black_market)
        for i in range(s.n):
            held += Counter(s.hands[i]) + Counter(s.crafted[i]) + Counter(x for x in [s.dominance[i]] if x)
            held += Counter(ctx.fac(i).cards_held(ctx, i))
        for h in s.hirelings:                   # cards on a hireling card (Mole Artisans' revealed crafts)
            held += Counter(ctx.fac(h.slot).cards_held(ctx, h.slot))
        full = Counter(deck_cards(ctx))
        if held != full:
            diff = (held - full) + (full - held)
            bad.append(f"cards not conserved: {dict(diff)}")
        for c in m.ids:
            r = rule_of(ctx, c)
            if r != s.ruler[c]:
                bad.append(f"rule cache of clearing {c}: {s.ruler[c]} != {r}")
            if len(s.buildings[c]) > m.slots[c]:
                bad.append(f"clearing {c} holds {len(s.buildings[c])} buildings in {m.slots[c]} slots")
        if s.ferry and m.coastal and s.ferry not in m.coastal:   # Law C.2.5: the Ferry stays on the coast
            bad.append(f"the Ferry is in clearing {s.ferry}, not a coastal clearing")
        if s.ferry and not m.rec.ferry and landmarks.FERRY not in s.landmarks:
            bad.append(f"Ferry {s.ferry} on map {m.id}")
        if any(tuple(p) not in m.closed_paths for p in s.closed_paths) or s.closed_paths != sorted(s.closed_paths):
            bad.append(f"closed paths {s.closed_paths} are not the map's covered paths (Law C.3.1)")
        if s.tower != m.rec.tower and landmarks.TOWER not in s.landmarks and s.phase != "setup":
            bad.append(f"the Tower is in clearing {s.tower}, the Pass is {m.rec.tower} (Law C.3.4)")
        for k, v in s.item_supply.items():
            if v < 0:
                bad.append(f"item supply {k} = {v}")
        bad += landmarks.invariants(ctx)
        if s.cooperative:
            bad += self._coop_invariants(ctx)
        return bad

    @staticmethod
    def _hireling_invariants(ctx: Ctx) -> list[str]:
        """Law App. E: each hireling's pieces are conserved; control is a seat with markers
        (0 only between its last marker and the end of the turn); slots follow the players."""
        s, bad = ctx.s, []
        if len(s.warriors) != s.n + len(s.hirelings) or len(s.supply) != s.n + len(s.hirelings):
            bad.append(f"{len(s.warriors)} warrior rows for {s.n} seats and {len(s.hirelings)} hirelings")
            return bad
        for k, h in enumerate(s.hirelings):
            fac = ctx.fac(h.slot)
            if h.slot != s.n + k:
                bad.append(f"hireling {h.id} at slot {h.slot}, expected {s.n + k}")
            on_map: Counter = Counter()
            on_map["warrior"] = sum(s.warriors[h.slot][c] for c in ctx.m.ids)
            for c in ctx.m.ids:
                for p in s.buildings[c] + s.tokens[c]:
                    if p[0] == h.slot:
                        on_map[p[1]] += 1
            else_ = fac.pieces_elsewhere(ctx, h.slot)
            for kind, total in fac.pieces(ctx.c).items():
                got = s.supply[h.slot].get(kind, 0) + on_map[kind] + else_.get(kind, 0)
                if got != total or s.supply[h.slot].get(kind, 0) < 0:
                    bad.append(f"{fac.name} {kind}: supply {s.supply[h.slot].get(kind, 0)} + map {on_map[kind]} "
                               f"+ card {else_.get(kind, 0)} != {total}")
            if not -1 <= h.controller < s.n or h.control < 0 or (h.controller < 0 and h.control):
                bad.append(f"{fac.name}: controller {h.controller} with {h.control} control marker(s)")
            bad += fac.check(ctx, h.slot)
        if len(s.hire_markers) + sum(s.hire_owed) > 3 or any(x < 0 for x in s.hire_owed):
            bad.append(f"hireling markers {s.hire_markers} and owed {s.hire_owed}")
        return bad

    @staticmethod
    def _coop_invariants(ctx: Ctx) -> list[str]:
        """Rootbotics 3.5: no dominance card in play; the winners are one whole side."""
        s, bad = ctx.s, []
        doms = [c for c in deck_cards(ctx) if ctx.c.cards[c].kind == "dominance"]
        if sorted(c for c in s.removed_cards if c in doms) != sorted(doms) or any(s.dominance):
            bad.append("cooperative game with a dominance card in play")
        bots = [i for i in range(s.n) if ctx.fac(i).automaton]
        people = [i for i in range(s.n) if i not in bots]
        if len(set(s.reached_30)) != len(s.reached_30):
            bad.append(f"a seat reached 30 VP twice: {s.reached_30}")
        want = {"coop-people": people, "coop-automata": bots, "round-cap": []}.get(s.end_reason)
        if s.end_reason and (want is None or s.winners != want):
            bad.append(f"cooperative game ended {s.end_reason!r} with winners {s.winners}")
        if not s.end_reason and any(s.vp[i] >= WIN_VP for i in bots):
            bad.append("an automaton has 30 VP and the cooperative game goes on")
        return bad

    def evaluation(self) -> RootEvaluation:
        from .evaluation import RootEvaluation
        return RootEvaluation()

    def make_agent(self, setup: dict, seat: int, seed: int = 0) -> Agent:
        """Automaton seats are played by the AutomatonAgent (the Law of Rootbotics)."""
        if setup["seats"][seat].get("controller") == "automaton":
            from .bots.agent import AutomatonAgent
            return AutomatonAgent()
        return super().make_agent(setup, seat, seed)

    # --- simulation ------------------------------------------------------------------------------------
    def result_detail(self, state: RootState) -> dict[str, int]:
        """Per-game figures for simulate (SimStats.extra): rounds played."""
        return {"rounds": state.round}

    def playout_checker(self) -> Callable[[Match], None]:
        """Invariants, contract and round trips after every decision (game/root/checks.py)."""
        from .checks import make_checker
        return make_checker(10)

    def simulation(self, content: RootContent, games: int = 10, seed: int = 1, agents: str | None = "random",
                   factions: str | list[str] | None = None, seats: int | None = None, max_decisions: int = 20000,
                   round_cap: int = 40, check: Callable[[Match], None] | None = None, map_id: str = "autumn",
                   options: dict[str, Any] | None = None) -> SimStats:
        """Headless games. `agents` is one name for every seat or a comma list per seat:
        `random`, `first`, `ai` (the search agent, game/core/search.py; its thinking time is the
        `ai_time` option) or `automaton` — an automaton seat plays the Clockwork automaton
        that replaces the seat's base faction (marquise -> mechanical-marquise, …).
        `options`: more setup options, e.g. {"cooperative": "on"} (`main.py simulate --option`)."""
        from game.core.agents import FirstChoiceAgent, RandomAgent
        from game.core.simulate import simulate
        if isinstance(factions, str):
            factions = [f.strip() for f in factions.split(",") if f.strip()]
        for f in factions or ():
            if f not in faction_ids(include_test=True):
                raise SetupError(Msg("unknown faction {f} (factions: {known})", f=repr(f), known=", ".join(faction_ids())))
        if not factions:
            # every base-box people's faction once (setup letters A-D; a second Vagabond, Law 9.7,
            # and the expansion factions only when asked for)
            factions = [f for f in faction_ids() if not get_faction(f).automaton and f != "vagabond-2"
                        and get_faction(f).setup_order <= 4]
            if len(factions) < 2:
                factions.append("dummy")
            if seats is not None and seats > len(factions):
                # 5 and 6 seats (facts §7): then the Riverfolk and the Corvids, which start in no
                # corner (so a standard setup stays legal, Law 5)
                factions += [f for f in ("riverfolk", "corvids") if f in faction_ids()][:seats - len(factions)]
        if seats is not None:
            if not self.seats.min_seats <= seats <= self.seats.max_seats:
                raise SetupError(Msg("Root takes {lo}–{hi} seats, not {n}", lo=self.seats.min_seats,
                                     hi=self.seats.max_seats, n=seats))
            if seats > len(factions):
                raise SetupError(Msg("{n} seats need {n} factions; --factions names {k}", n=seats, k=len(factions)))
            factions = factions[:seats]
        per_seat = seat_agents(agents, len(factions))
        factions = [automaton_for(f) if a == "automaton" else f for f, a in zip(factions, per_seat)]
        allow_test = any(get_faction(f).test_only for f in factions if f in faction_ids(True))

        def controller(f: str, a: str) -> str:
            return "automaton" if get_faction(f).automaton else "ai" if a == "ai" else "random"

        options = dict(options or {})
        advanced = advanced_seats(options.pop("advanced_services", "off"), len(factions))

        def make_setup(game_seed: int) -> dict:
            seats = [{"controller": controller(f, a), "faction": f} for f, a in zip(factions, per_seat)]
            for s, adv in zip(seats, advanced):     # LCC2 260: per automaton seat (R-AUTO-S20)
                if adv == "on" and s["faction"] in ADVANCED_SERVICE_BOTS:
                    s["advanced_services"] = "on"
            return {"seats": seats, "map": map_id, "deck": "base", "round_cap": round_cap,
                    "allow_test_factions": allow_test, **options}

        self.check_setup(content, make_setup(seed))     # a bad option is one clear SetupError, not N errors

        def make_agents(game_seed: int, setup: dict) -> dict[int, Agent]:
            from .bots.agent import AutomatonAgent
            out: dict[int, Agent] = {}
            for i, seat in enumerate(setup["seats"]):
                if seat["controller"] == "automaton":
                    out[i] = AutomatonAgent()
                elif seat["controller"] == "ai":
                    out[i] = self.make_agent(setup, i, game_seed)
                elif per_seat[i] == "first":
                    out[i] = FirstChoiceAgent()
                else:
                    out[i] = RandomAgent(game_seed * 101 + i)
            return out

        stats = simulate(self, content, games, seed, make_setup, make_agents, max_decisions, check)
        stats.extra.update(sim_figures(stats, factions))
        return stats


def seat_agents(agents: str | None, n: int) -> list[str]:
    """One agent name per seat from `random` / `automaton,random,…` (a short list repeats its last)."""
    names = [a.strip() for a in (agents or "random").split(",") if a.strip()] or ["random"]
    for a in names:
        if a not in ("random", "first", "automaton", "ai"):
            raise SetupError(Msg("unknown agent {agent} (random, first, automaton, ai)", agent=repr(a)))
    return [names[min(i, len(names) - 1)] for i in range(n)]


def automaton_for(fid: str) -> str:
    """The Clockwork automaton replacing a base faction (itself if it already is one)."""
    if fid in faction_ids(True) and get_faction(fid).automaton:
        return fid
    for other in faction_ids():
        f = get_faction(other)
        if f.automaton and f.replaces == fid:
            return other
    raise SetupError(Msg("no automaton plays {f}", f=repr(fid)))


def sim_figures(stats: SimStats, factions: list[str]) -> dict[str, Any]:
    """Per-faction win rate, games by end reason, mean length in rounds/decisions."""
    wins = {f: 0 for f in factions}
    for r in stats.results:
        for w in r.winners:
            if 0 <= w < len(factions):
                wins[factions[w]] += 1
    g = max(1, stats.games)
    finished = [r for r in stats.results if r.finished]
    with_winner = sum(1 for r in finished if r.winners)
    rounds = [r.detail.get("rounds", 0) for r in finished if r.detail.get("rounds")]
    return {
        "factions": list(factions),
        "win_rate": {f: round(wins[f] / g, 3) for f in factions},
        "games_with_winner": with_winner,
        "winner_rate": round(with_winner / g, 3),
        "mean_rounds": round(sum(rounds) / len(rounds), 2) if rounds else 0,
        "mean_decisions": round(stats.decisions / g, 1),
    }


RULESET = RootRuleset()


def default_pack() -> Path:
    return builtin_pack_dir("root")
