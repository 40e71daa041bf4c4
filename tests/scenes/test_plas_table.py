"""The PLAS table, driven only through the screen: every move is a mouse click on a glowing
thing (found in what the table drew) or on a prompt-bar button — never an engine call.
The automaton only decides *which* legal choice the simulated person clicks."""

from game.core import registry
from game.core.match import Match
from game.plas.automaton import Automaton
from game.plas.state import NO_ONE, Conquest
from scenes.app import App
from scenes.curtain import CurtainScene
from scenes.plas.game_over import PlasGameOver
from scenes.plas.table import PlasTable
from scenes.plas.year_end import YearEndScene
from scenes.settings import Settings
from scenes.title import TitleScene

from .conftest import click, frame


def start(controllers, seed, size=(1280, 720), levels=None):
    app = App.headless(size, settings=Settings(anim_speed="instant"))
    rs = registry.get("plas")
    content = rs.default_content()
    setup = rs.default_setup(content, len(controllers))
    for i, (s, c) in enumerate(zip(setup["seats"], controllers)):
        s["controller"] = c
        s["level"] = (levels or ["steady"] * 4)[i]
    app.stack.push(TitleScene(app))
    table = app.stack.push(PlasTable(app, Match(rs, content, setup, seed)))
    return app, table


def spot(table, choice_id):
    """Where on screen `choice_id` can be clicked: a bar button, or a point of a glowing thing
    that is not covered by anything drawn later. None if it is not on screen."""
    for b in table.bar_buttons:
        if b.choice_id == choice_id:
            return b.rect.center
    for rect, key in reversed(table.hits):
        if key in table.keymap and any(c.id == choice_id for c in table.keymap[key]):
            for fx, fy in ((0.5, 0.5), (0.2, 0.5), (0.5, 0.2), (0.5, 0.8), (0.8, 0.5)):
                pt = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
                if table.hit_at(pt) == key:
                    return pt
    return None


def click_choice(app, table, choice_id):
    pos = spot(table, choice_id)
    if pos is None and table.cq is not None and table.cq_result:
        click(app, table.map_rect.center)      # put the finished conquest's result away: the map shows
        app.draw()
        pos = spot(table, choice_id)
    if pos is None:
        more = next(b for b in table.bar_buttons if b.choice_id is None)
        click(app, more)
        app.draw()
    else:
        click(app, pos)
    if table.menu is not None:                 # a thing with several legal choices: pick from its menu
        app.draw()
        btn = next(b for b in table.menu[1] if b.choice_id == choice_id)
        click(app, btn)
        return True
    return False


def secrets_of_others(table, seat):
    """Card instances another seat holds in hand or has committed face down (engine state)."""
    st = table.match.state
    out = {c for p in st.players if p.seat != seat for c in p.hand}
    for f in st.stack:
        if isinstance(f, Conquest) and not f.revealed and f.defender != NO_ONE:
            if seat != f.attacker:
                out |= set(f.att)
            if seat != f.defender:
                out |= set(f.dfd)
    return out


def check_no_leak(table):
    seat = table.viewer
    drawn = set(table.drawn_cards)
    assert not drawn & secrets_of_others(table, seat), (seat, drawn & secrets_of_others(table, seat))
    private = {table.plain(e.text) for e in table.match.history if e.private_to is not None and e.private_to != seat
               and e.text != e.public_text}
    assert not private & set(table.drawn_text)


def play(app, table, brains, max_steps=6000, stop=None):
    stats = {"clicks": 0, "auto": 0, "curtains": [], "year_ends": [], "kinds": set(), "leak_checks": 0,
             "glow_clicks": 0, "menus": 0}
    last = None
    for _ in range(max_steps):
        frame(app, 0.05)
        top = app.stack.top
        if isinstance(top, PlasGameOver):
            break
        if isinstance(top, CurtainScene):
            assert top.seat != last
            stats["curtains"].append(top.seat)
            click(app, top.ready)
            continue
        if isinstance(top, YearEndScene):
            stats["year_ends"].append(top.year)
            click(app, top.continue_btn)
            continue
        assert top is table
        if table.viewer is not None:
            check_no_leak(table)
            stats["leak_checks"] += 1
        d = table.match.pending
        if table.is_human(d.seat) and d.seat != table.viewer:
            assert table.busy()                   # the last result is still on show; the curtain follows
            frame(app, 0.5)
            continue
        if table.is_human(d.seat):
            last = d.seat
            pick = brains[d.seat].choose(table.match, d)
            n = len(table.match.log)
            on_bar = any(b.choice_id == pick for b in table.bar_buttons)
            stats["menus"] += click_choice(app, table, pick)
            assert len(table.match.log) == n + 1 and table.match.log[-1].choice == pick, (d.kind, pick)
            stats["clicks"] += 1
            stats["glow_clicks"] += not on_bar
            stats["kinds"].add(d.kind)
            if stop and stop(table, stats):
                break
        else:
            before = len(table.match.log)
            frame(app, 1.0)
            stats["auto"] += len(table.match.log) - before
    return stats


def test_full_game_by_mouse_against_the_automaton():
    app, table = start(["human", "automaton"], seed=4, levels=["steady", "cunning"])
    brains = {0: Automaton(0, "cunning", seed=77)}
    st = play(app, table, brains)
    assert isinstance(app.stack.top, PlasGameOver)
    assert table.match.over and table.match.outcome is not None
    assert st["year_ends"] == [1, 2, 3]
    assert st["clicks"] > 60 and st["auto"] > 60 and st["glow_clicks"] > 30 and st["menus"] > 0
    assert {"plas.setup.village", "plas.main", "plas.conquest.commit", "plas.pay.build"} <= st["kinds"]
    app.draw()                                  # the game-over breakdown draws
    click(app, app.stack.top.title_btn)
    assert isinstance(app.stack.top, TitleScene)


def test_pass_and_play_defended_conquest_behind_the_curtain():
    """Two people: the attacker's face-down commitment and the defender's are each made on the
    defender's / attacker's own screen, with the curtain between them; no secret is drawn."""
    app, table = start(["human", "human"], seed=9)
    brains = {0: Automaton(0, "cunning", seed=5), 1: Automaton(1, "cunning", seed=6)}
    seen = {"defend": 0}

    def stop(t, stats):
        if "plas.conquest.defend" in stats["kinds"]:
            seen["defend"] += 1
        return seen["defend"] >= 1 and len(stats["curtains"]) >= 6 and stats["clicks"] > 40
    st = play(app, table, brains, max_steps=4000, stop=stop)
    assert "plas.conquest.defend" in st["kinds"]
    assert set(st["curtains"]) == {0, 1} and st["leak_checks"] > 50


def test_three_seats_at_normal_speed_with_dice_and_slides():
    """Animations on, through the first year-end: the automaton and the curtain wait for dice,
    slides and results; a finished conquest's result is put away with a click on it."""
    app, table = start(["human", "automaton", "human"], seed=21)
    app.settings.anim_speed = "normal"
    brains = {0: Automaton(0, "cunning", seed=1), 2: Automaton(2, "steady", seed=2)}
    throws, throw = [], table.tray.throw
    table.tray.throw = lambda *a: (throws.append(a), throw(*a))
    slides = []
    orig_slide = type(table).draw_slide
    type(table).draw_slide = lambda self, surface: (slides.append(1), orig_slide(self, surface))
    try:
        st = play(app, table, brains, max_steps=20000, stop=lambda t, stats: stats["year_ends"] == [1])
    finally:
        type(table).draw_slide = orig_slide
    assert st["year_ends"] == [1] and table.match.state.round >= 5
    assert len(throws) >= 3 and len(slides) >= 3
    assert len(st["curtains"]) > 5 and st["auto"] > 15
