"""Every scene, built and drawn once: used by `main.py --smoke` (does each scene draw without
an error?) and by `python -m scenes.shots` (PNGs to look at)."""
from __future__ import annotations

from game.core import registry
from game.core.agents import RandomAgent
from game.core.match import Match

from .app import App
from .curtain import CurtainScene
from .dialogs import ConfirmDialog, ErrorDialog
from .game_over import GameOverScene
from .load_game import LoadScene
from .rules import RulesScene
from .settings_scene import SettingsScene
from .tables import new_game_scene_for, table_scene_for
from .title import TitleScene


def demo_match(game_id: str, moves: int = 6, seed: int = 20261123) -> Match:
    """A match of `game_id` a few random moves in (all seats human, so the table shows choices)."""
    from .tables import table_class
    own = getattr(table_class(game_id), "demo_match", None)
    if own is not None:             # a game's own table may know a better demo position
        return own(moves, seed)
    rs = registry.get(game_id)
    content = rs.default_content()
    m = Match(rs, content, rs.default_setup(content), seed)
    agent = RandomAgent(seed)
    for _ in range(moves):
        if m.pending is None:
            break
        m.apply(agent.choose(m, m.pending))
    return m


_finished: dict = {}


def finished_match(game_id: str, limit: int = 3000, seed: int = 7) -> Match:
    """A random playout, to the end if it ends within `limit` decisions (the game-over screen
    also draws an unfinished match). Cached: smoke and shots draw it at several sizes."""
    key = (game_id, limit, seed)
    if key in _finished:
        return _finished[key]
    m = demo_match(game_id, moves=0, seed=seed)
    agent = RandomAgent(seed)
    for _ in range(limit):
        if m.pending is None:
            break
        m.apply(agent.choose(m, m.pending))
    _finished[key] = m
    return m


def scene_builders(game_ids=None):
    """(name, function(app) that pushes the scene(s)) for every scene."""
    ids = registry.game_ids() if game_ids is None else game_ids
    first = ids[0] if ids else None
    out = [
        ("title", lambda app: app.stack.push(TitleScene(app))),
        ("settings", lambda app: app.stack.push(SettingsScene(app))),
        ("new_game", lambda app: app.stack.push(new_game_scene_for(app, first, seed=482113907))),
        ("load", lambda app: app.stack.push(LoadScene(app))),
        ("rules", lambda app: app.stack.push(RulesScene(app, first))),
        ("confirm_dialog", lambda app: (app.stack.push(TitleScene(app)), app.stack.push(ConfirmDialog(
            app, "Leave the table?", "Your game is autosaved after each of your moves; Continue on the title screen "
            "brings you back.", lambda: None, yes="Leave")))),
        ("error_dialog", lambda app: (app.stack.push(LoadScene(app)), app.stack.push(ErrorDialog(
            app, "This save cannot be loaded", "The save evening-game.json is damaged or truncated and cannot be "
            "loaded.")))),
        ("curtain", lambda app: app.stack.push(CurtainScene(app, 1, "Seat 2", lambda s: None))),
    ]
    for gid in ids:
        out.append((f"table_{gid}", lambda app, gid=gid: app.stack.push(
            table_scene_for(app, demo_match(gid), viewer=None, curtain=False, autosave=False))))
        out.append((f"game_over_{gid}", lambda app, gid=gid: _game_over(app, gid)))
    return out


def _game_over(app, gid):
    m = finished_match(gid)
    t = app.stack.push(table_scene_for(app, m, curtain=False, autosave=False))
    t.over_shown = True
    app.stack.push(t.game_over_scene() if hasattr(t, "game_over_scene") else GameOverScene(app, m))


def build(name_builder, size) -> App:
    """Build one scene set in a fresh headless app."""
    name, builder = name_builder
    app = App.headless(size)
    builder(app)
    for s in app.stack.scenes:
        if hasattr(s, "viewer") and s.viewer is None and getattr(s.match, "pending", None) is not None:
            s.pass_to(s.match.pending.seat)      # show the deciding seat in pictures
    return app


def render(name_builder, size):
    """Build one scene set and draw it; return the surface."""
    app = build(name_builder, size)
    app.draw()
    return app.screen
