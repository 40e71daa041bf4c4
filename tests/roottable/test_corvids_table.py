"""A whole game with the Corvid Conspiracy played through the table by clicks only (like
test_ui_game.py): every Corvid choice (plot placement and type, flip, trick, another player's
exposure: clearing, shown card, named type) is made by clicking what the table shows, and the
face-down plots' types are never drawn for a viewer other than the Corvids (Law 13.2.2.I)."""
import random

from scenes.curtain import CurtainScene
from scenes.root.table import RootTable

from .conftest import frame, press, root_match

FACTIONS = ["marquise", "corvids"]
CORVIDS = FACTIONS.index("corvids")
# Corvid-specific choice prefixes, clicked a little more often than the rest so that one
# random game surely shows each of them (the clicks themselves are ordinary screen clicks).
FAVOURED = ("plot:", "flip:", "trick:", "expose:", "guess:")


def private_ok(table):
    """Cards drawn as private are exactly the viewer's hand (as test_ui_game checks)."""
    st = table.match.state
    if table.viewer is None:
        return table.drawn_private == []
    return sorted(table.drawn_private) == sorted(st.hands[table.viewer])


def secrets_ok(table):
    """Face-down plot types are drawn for the Corvids only, and then all of them."""
    st = table.match.state
    drawn = sorted(table.drawn_secret)
    if table.viewer != CORVIDS:
        return drawn == []
    down = [(int(k), v[0]) for k, v in st.fstate[CORVIDS].plots.items() if not v[1]]
    # the board shows each face-down plot's type to the Corvids; the panel lists them too
    return sorted(set(drawn)) == sorted(("plot", c, t) for c, t in down)


def choice_ids(table, what):
    """The choice ids a target stands for: a button or pop-up line names one, a clearing or a
    card names every choice that points at it."""
    head, _, rest = what.partition(":")
    if head in ("button", "popup"):
        return [rest]
    return [c.id for c in table.choices_for(what)]


def pick(rnd, table, targets, seen=()):
    fav = [t for t in targets if any(i.startswith(FAVOURED) and i.split(":")[0] not in seen
                                     for i in choice_ids(table, t[1]))]
    if table.match.pending.kind == "root.corvids.expose.card":
        fav = [t for t in targets if t[1].startswith("card:")]     # show a card rather than back out
    if fav and rnd.random() < 0.6:
        return rnd.choice(fav)
    return rnd.choice(targets)


def test_corvids_game_by_clicks_until_game_over(app):
    match = root_match(FACTIONS, seed=3)
    table = app.stack.push(RootTable(app, match, autosave=False))
    rnd = random.Random(7)
    made: dict[str, int] = {}                       # decision kind (+ choice head) -> clicks
    secret_frames = corvid_views = clicks = 0
    seen: set = set()
    for _ in range(30000):
        frame(app, 0.02)
        top = app.stack.top
        if top is not table and not isinstance(top, CurtainScene):
            break                                    # the game-over screen
        if isinstance(top, CurtainScene):
            # behind the curtain the table is no one's: its view holds no face-down plot type
            fb = table.view["faction_boards"][CORVIDS]
            assert table.viewer is None and "hidden" not in fb and "reserve" not in fb
            press(app, top.ready.rect.center)
            continue
        assert private_ok(table)
        assert secrets_ok(table), (table.viewer, table.drawn_secret)
        if table.viewer == CORVIDS:
            corvid_views += 1
            secret_frames += bool(table.drawn_secret)
        d = match.pending
        targets = table.targets()
        assert targets, f"nothing to click for {d}"
        before = len(match.log)
        pos, what = pick(rnd, table, targets, seen)
        press(app, pos)
        if table.popup:
            frame(app, 0.02)
            pos, what = pick(rnd, table, table.targets(), seen)
            press(app, pos)
        assert len(match.log) == before + 1, f"click on {what} did not make a choice"
        cid = match.log[-1].choice
        key = f"{d.kind}|{cid.split(':')[0]}"
        made[key] = made.get(key, 0) + 1
        if made[key] >= 3:
            seen.add(cid.split(":")[0])          # favoured enough: click it no more often than the rest
        clicks += 1
    assert match.over and match.outcome.winners, "game not over"
    from scenes.root.game_over import RootGameOver
    assert isinstance(app.stack.top, RootGameOver)
    corvid = {k: n for k, n in made.items() if "corvids" in k or k.split("|")[1] == "expose"}
    print(clicks, "clicks", sorted(corvid.items()))
    for want in ("root.corvids.setup|clearing",          # Scatter
                 "root.corvids.daylight|plot",           # Plot: the clearing
                 "root.corvids.plot|plot",               # Plot: the type, face down
                 "root.corvids.flip|flip",               # Flip
                 "root.corvids.daylight|trick",          # Trick: the first plot
                 "root.corvids.trick|clearing",          # Trick: the second plot
                 "root.corvids.recruit|recruit",         # Recruit
                 "root.corvids.exert|exert",             # Exert
                 "root.corvids.expose.card|card",        # Exposure: the card shown
                 "root.corvids.expose.guess|guess"):     # Exposure: the type named
        assert corvid.get(want), f"no click made {want}: {sorted(corvid.items())}"
    assert any(k.endswith("|expose") for k in corvid), "no exposure chosen by a click on a clearing"
    assert corvid_views and secret_frames, "the Corvids never saw their own face-down plots"


def test_new_game_screen_offers_the_corvids(app):
    """No longer test-only: the new-game screen lists the Corvids and starts a game with them."""
    from game.root.factions import faction_ids, get_faction
    from scenes.root.new_game import RootNewGame
    assert "corvids" in faction_ids() and not get_faction("corvids").test_only
    ng = app.stack.push(RootNewGame(app, "root", seed=5))
    app.draw()
    assert "corvids" in ng.playable
    ng.set_seat(0, "faction", "marquise")
    ng.set_seat(1, "faction", "corvids")
    ng.begin()
    assert isinstance(app.stack.top, RootTable) and app.stack.top.match.state.factions[:2] == ["marquise", "corvids"]
