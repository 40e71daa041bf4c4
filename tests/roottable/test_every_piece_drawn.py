"""Every piece a view holds reaches the board, for every faction and every automaton (issue 16,
defect 1: the Vagabot's pawn was never drawn). The expected set is read from the view's own keys
(warriors, buildings, tokens, and each faction board's pawn place), not from the board's code."""
import pytest

from game.core.agents import RandomAgent
from game.core.match import Match
from game.root.bots.agent import AutomatonAgent
from game.root.factions import faction_ids, get_faction
from game.root.ruleset import RULESET
from scenes.app import App
from scenes.root.table import RootTable
from scenes.settings import Settings

GROUPS = [
    ("marquise", "eyrie", "alliance", "vagabond"),
    ("duchy", "corvids", "riverfolk", "lizards"),
    ("vagabond", "vagabond-2", "marquise"),
    ("mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot"),
    ("vagabot", "eyrie"),
    ("logical-lizards", "drillbit-duchy", "cogwheel-corvids", "marquise"),
    ("hundreds", "keepers", "vagabond", "eyrie"),
    ("riverfolk-robots", "vagabond", "eyrie"),
    ("automated-hundreds", "automated-keepers", "marquise", "eyrie"),
]


def test_the_groups_cover_every_faction_and_automaton():
    assert {f for g in GROUPS for f in g} == {f for f in faction_ids() if not get_faction(f).test_only}


def pawns_in(view) -> set:
    """(place, "pawn", seat, 1) for each faction board that says where its pawn stands."""
    out = set()
    for seat, fb in enumerate(view["faction_boards"]):
        if not isinstance(fb, dict):
            continue
        where = fb.get("where") or ""
        if where:                                   # the Vagabot: "c7" or a forest id
            out.add((f"clearing:{where[1:]}" if where.startswith("c") else f"forest:{where}", "pawn", seat, 1))
        elif fb.get("clearing"):
            out.add((f"clearing:{fb['clearing']}", "pawn", seat, 1))
        elif fb.get("forest"):
            out.add((f"forest:{fb['forest']}", "pawn", seat, 1))
    return out


def pieces_in(view, clearings) -> set:
    want = set()
    for c in clearings:
        for seat, ws in enumerate(view["warriors"]):
            if ws[c]:
                want.add((c, "warrior", seat, ws[c]))
        for owner, kind in view["buildings"][c]:
            want.add((c, kind, owner, 1))
        toks: dict = {}
        for owner, kind in view["tokens"][c]:
            toks[(owner, kind)] = toks.get((owner, kind), 0) + 1
        want |= {(c, kind, owner, n) for (owner, kind), n in toks.items()}
    return want | pawns_in(view)


@pytest.mark.parametrize("factions", GROUPS, ids=lambda g: "+".join(g))
def test_every_piece_in_the_view_is_drawn(factions):
    c = RULESET.default_content()
    seats = [{"controller": "automaton" if get_faction(f).automaton else "random", "faction": f} for f in factions]
    m = Match(RULESET, c, RULESET.check_setup(c, {"seats": seats, "map": "autumn", "deck": "base"}), 11)
    agents = {i: AutomatonAgent() if s["controller"] == "automaton" else RandomAgent(i + 3) for i, s in enumerate(seats)}
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    checked = 0
    pawn_seats = set()
    for stop in (30, 150, 400):
        while m.pending and len(m.log) < stop:
            m.apply(agents[m.pending.seat].choose(m, m.pending))
        table = RootTable(app, m, viewer=None, curtain=False, autosave=False)
        app.stack.push(table)
        app.draw()
        want = pieces_in(table.view, table.board.pos)
        got = {d for d in table.board.drawn if d[1] not in ("closed-path", "tower", "ferry") and d[0] != "burrow"}
        assert want == got, (factions, stop, want ^ got)
        pawn_seats |= {p[2] for p in want if p[1] == "pawn"}
        checked += 1
        app.stack.pop()
    owners = {i for i, f in enumerate(factions) if f in ("vagabond", "vagabond-2", "vagabot")}
    assert pawn_seats == owners             # each pawn faction's pawn was expected (and so drawn)
