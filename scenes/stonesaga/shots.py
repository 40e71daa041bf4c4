"""Reference pictures of the Stonesaga table (docs/screenshots/stonesaga-*.png):

    python -m scenes.stonesaga.shots --out docs/screenshots [--size 1280x720 ...] [--lang fr]

Seeded sample games played by the sensible random agent, stopped at creation, a Day turn, a
move, each site action, the crafting bench, a test, the Night and the end of the challenge; with
`--more`, the states of tests/stonesaga_scenes/states.py's `extra_states` (an encounter, an
excavation, Transform, a forage harvest, a behemoth on the valley) and the pages (behemoth board,
cave fresco, campaign pages, new game, Advanced rules)."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

STOPS = {"creation": "stonesaga.create.assign", "day": "stonesaga.day.turn", "move": "stonesaga.move.where",
         "fishing": "stonesaga.fish.spot", "forage": "stonesaga.forage.add", "extraction": "stonesaga.extract.draw",
         "crafting": "stonesaga.craft.orient", "test": "stonesaga.test.stat", "night": "stonesaga.night.eat"}


def matches() -> dict:
    from game.core import registry
    from game.core.match import Match
    from game.stonesaga.agents import SensibleRandomAgent
    rs = registry.get("stonesaga")
    content = rs.default_content()
    got: dict = {}
    for seed in range(1, 40):
        setup = rs.default_setup(content)
        setup["seats"][0]["characters"] = "2"
        m = Match(rs, content, setup, seed)
        agent = SensibleRandomAgent(seed)
        while m.pending is not None:
            for name, kind in STOPS.items():
                if name not in got and m.pending.kind == kind and (m.state.day >= 2 or name == "creation"):
                    got[name] = m.clone()
            m.apply(agent.choose(m, m.pending))
        got.setdefault("over", m)
        if len(got) == len(STOPS) + 1:
            break
    return got


def main(argv=None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    p = argparse.ArgumentParser(prog="scenes.stonesaga.shots")
    p.add_argument("--out", default="out/shots")
    p.add_argument("--size", action="append", default=None)
    p.add_argument("--more", action="store_true", help="the extra states and the pages only")
    p.add_argument("--lang", default="en", help="the language of the pictures: en, fr or pt (issue 17)")
    args = p.parse_args(argv)
    import pygame
    from scenes.app import App
    from scenes.settings import Settings
    from .table import StonesagaTable
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if args.more:
        return more(out, args.size or ["1280x720", "1920x1080", "2560x1440"], args.lang)
    ms = matches()
    for size in args.size or ["1280x720", "1920x1080", "2560x1440"]:
        w, h = (int(n) for n in size.lower().split("x"))
        for name, m in ms.items():
            app = App.headless((w, h), settings=Settings(anim_speed="instant", language=args.lang))
            app.stack.push(StonesagaTable(app, m.clone()))
            if name == "over":
                for _ in range(2):
                    app.step(0.05)
            app.draw()
            path = out / f"stonesaga-{name}-{w}x{h}{_suffix(args.lang)}.png"
            pygame.image.save(app.screen, str(path))
            print(path)
    return 0


def _suffix(lang: str) -> str:
    return "" if lang == "en" else f"-{lang}"


EXTRA = {"encounter": "stonesaga.encounter.branch", "excavation": "stonesaga.excavate.move",
         "transform": "stonesaga.transform.pick", "forage-harvest": "stonesaga.forage.harvest",
         "behemoth-map": "behemoth-on-map"}


def more(out: Path, sizes, lang: str = "en") -> int:
    import pygame
    from game.stonesaga import campaign as C
    from scenes.app import App
    from scenes.settings import Settings
    from tests.stonesaga_scenes.states import extra_states

    from .behemoth import BehemothBoard
    from .campaign_pages import CampaignPages
    from .fresco import FrescoScene
    from .new_game import AdvancedRules, StonesagaNewGame
    from .provisions import ProvisionsScene
    from .table import StonesagaTable
    st = extra_states()
    m = st["behemoth-on-map"].clone()
    b = m.state.behemoths[0]
    b.secrets_known = [b.secrets_known[0]] if b.secrets_known else []
    rec = C.new_campaign(m.setup["seats"], 1)
    rec.characters = [{"uid": "u1", "seat": 0, "name": "Arun", "stats": {"str": 3, "dex": 3, "con": 3, "per": 3},
                       "trait": "", "age": "old", "items": [sorted(m.content.items)[0]], "materials": {"clay": 2}}]
    rec.legends = [{"name": "Old Tavi", "stats": {"str": 4, "dex": 2, "con": 3, "per": 5}, "trait": "", "with": "",
                    "marks": ["ZW01"]}]
    wall = {"stamps": [["ZW01", 0.3, 0.4], ["ZW02", 0.6, 0.5], ["ZW06", 0.6, 0.5]],
            "strokes": [{"colour": "ochre", "pts": [[0.1, 0.8], [0.2, 0.7], [0.35, 0.75], [0.5, 0.68]]}]}

    def advanced(app):
        ng = app.stack.push(StonesagaNewGame(app, "stonesaga"))
        app.draw()
        return AdvancedRules(app, ng)
    pages = {"behemoth-board": lambda app: BehemothBoard(app, m.content, m.view(0)),
             "fresco": lambda app: FrescoScene(app, m.content, ["ZW01", "ZW02", "ZW06"], wall, None),
             "provisions": lambda app: CampaignPages(app, m.content, rec, out / "x.json", "provisions"),
             "ageing": lambda app: CampaignPages(app, m.content, rec, out / "x.json", "ageing"),
             "legends": lambda app: CampaignPages(app, m.content, rec, out / "x.json", "legends"),
             "new-game": lambda app: StonesagaNewGame(app, "stonesaga"),
             "keep-provisions": lambda app: ProvisionsScene(app, m.content, rec, out / "x.json", [
                 {"name": "Arun", "items": sorted(m.content.items)[:6], "pick_items": [0, 1, 2, 3, 4],
                  "materials": {k: 2 for k in sorted(m.content.materials)[:4]},
                  "pick_materials": {sorted(m.content.materials)[0]: 2, sorted(m.content.materials)[1]: 2,
                                     sorted(m.content.materials)[2]: 1}},
                 {"name": "Beya", "items": sorted(m.content.items)[6:8], "pick_items": [0, 1],
                  "materials": {sorted(m.content.materials)[5]: 7}, "pick_materials": {sorted(m.content.materials)[5]: 5}}],
                 lambda: None),
             "advanced-rules": advanced}
    for size in sizes:
        w, h = (int(n) for n in size.lower().split("x"))
        for name, key in EXTRA.items():
            app = App.headless((w, h), settings=Settings(anim_speed="instant", language=lang))
            app.stack.push(StonesagaTable(app, st[key].clone()))
            app.draw()
            path = out / f"stonesaga-{name}-{w}x{h}{_suffix(lang)}.png"
            pygame.image.save(app.screen, str(path))
            print(path)
        for name, make in pages.items():
            app = App.headless((w, h), settings=Settings(anim_speed="instant", language=lang))
            app.stack.push(make(app))
            app.draw()
            path = out / f"stonesaga-{name}-{w}x{h}{_suffix(lang)}.png"
            pygame.image.save(app.screen, str(path))
            print(path)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    sys.exit(main())
