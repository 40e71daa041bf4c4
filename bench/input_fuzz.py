"""Damaged-input fuzz, longer than ./test runs it: every field of a real Root save and of every
file of the Root pack, mutated (wrong type, missing, extra, huge, deep). A save must load and draw
or be refused with a SaveError naming the file; a pack must load or be refused with a
ContentError naming the file. Anything else is printed with the case that reproduces it.

    python bench/input_fuzz.py [--saves 400] [--packs 300] [--seed 1]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["TABLEFORGE_HOME"] = tempfile.mkdtemp(prefix="tf-input-fuzz-")

from game.core import saves  # noqa: E402
from game.core.agents import RandomAgent  # noqa: E402
from game.core.content import ContentError  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.root.ruleset import RULESET  # noqa: E402
from tests.fuzz_inputs import KINDS, cases, mutate, paths  # noqa: E402

PACK = ROOT / "data" / "root"


def fuzz_saves(n: int, seed: int) -> int:
    from scenes.app import App
    from scenes.load_game import open_save
    from scenes.settings import Settings
    content = RULESET.default_content()
    m = Match(RULESET, content, RULESET.default_setup(content, 4), seed)
    agents = {i: RandomAgent(i) for i in range(4)}
    for _ in range(300):
        m.apply(agents[m.pending.seat].choose(m, m.pending))
    doc = json.loads(saves.write_save(m, saves.save_path("real"), title="Real").read_text())
    bad = 0
    for i, (path, kind, damaged) in enumerate(cases(doc, n, seed)):
        p = saves.saves_dir() / f"case{i}.json"
        p.write_text(json.dumps(damaged))
        what = f"save case {i} (--seed {seed}): {kind} at {'.'.join(map(str, path))}"
        try:
            try:
                saves.load_match(p)
            except saves.SaveError:
                continue
            app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
            open_save(app, p)
            app.step(0.01)
            app.draw()
        except Exception as exc:  # the point: report it
            bad += 1
            print(f"FAIL {what}: {type(exc).__name__}: {exc}")
            traceback.print_exc(limit=3)
        finally:
            p.unlink()
    saves.list_saves()
    return bad


def fuzz_packs(n: int, seed: int) -> int:
    files = sorted(p.relative_to(PACK).as_posix() for p in PACK.rglob("*.yaml"))
    import yaml
    r = Rng.seeded(seed)
    tmp = Path(tempfile.mkdtemp(prefix="tf-pack-fuzz-"))
    bad = 0
    for i in range(n):
        rel = files[r.below(len(files))]
        doc = yaml.safe_load((PACK / rel).read_text(encoding="utf-8"))
        ps = paths(doc)
        p, kind = ps[r.below(len(ps))], KINDS[r.below(len(KINDS))]
        damaged = mutate(doc, p, kind, r, huge_items=3000)
        dest = tmp / f"pack{i}"
        shutil.copytree(PACK, dest)
        text = json.dumps(damaged) if kind == "deep" else yaml.safe_dump(damaged, width=1000)
        (dest / rel).write_text(text, encoding="utf-8")
        try:
            RULESET.load_content(dest)
        except ContentError as exc:
            if Path(rel).name not in str(exc):
                bad += 1
                print(f"FAIL pack case {i} (--seed {seed}) {rel}: {kind} at {p}: message names no file: {exc}")
        except Exception as exc:  # the point: report it
            bad += 1
            print(f"FAIL pack case {i} (--seed {seed}) {rel}: {kind} at {p}: {type(exc).__name__}: {exc}")
        shutil.rmtree(dest)
    return bad


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--saves", type=int, default=400)
    ap.add_argument("--packs", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    bad = fuzz_saves(a.saves, a.seed) + fuzz_packs(a.packs, a.seed)
    print(f"{a.saves} damaged saves, {a.packs} damaged packs: {bad} failures")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
