"""Shared runner for the mutation benches (bench/root_mutations.py, bench/root_bots_mutations.py,
bench/plas_mutations.py): break one rule at a time by replacing an exact piece of source, run the
*rule* tests, and report which test caught it.

Why a scratch copy: the mutants are applied to a copy of the repository in a temporary folder, so
a crash, a Ctrl-C or someone editing the worktree meanwhile never leaves a mutated rule behind.

Why meta tests are left out: tests that read the source text itself (tests/root/
test_mutation_benches.py checks that each mutation's text exists exactly once; the effect-id check
greps the source for names) fail for *every* mutant, which made an earlier version of this bench
count every mutant as killed. Those tests are passed as `meta` and deselected; the killing test's
id is printed so a reader can judge every kill.

A mutant is "explained" when the bench's table says why no test can catch it (an equivalent
mutation); explained survivors are listed apart and do not fail the run.
"""
from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import queue
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# A mutant whose tests run longer than this is counted as looping (killed: the suite would hang).
# Set from the baseline run: 4 times its duration, at least 10 minutes, so that a loaded machine
# does not pass slowness off as a kill.
TIMEOUT_S = 600


@dataclass(frozen=True)
class Mutation:
    name: str
    rule: str          # the rule the original text implements (Law number, card, page)
    path: str          # file relative to the repository root
    old: str           # exact original text, found exactly once
    new: str           # the mutated text
    explained: str = ""  # why no test can tell this mutant apart (an equivalent mutant), if so


# Which test paths to run for a mutant (given the copy it runs in), in order: targeted rule tests
# first so that -x stops early.
TestOrder = Callable[[Mutation, Path], list[str]]


def _scratch_copy() -> Path:
    """Copy the sources the tests need (not .git, .venv, build output) to a temporary folder."""
    dst = Path(tempfile.mkdtemp(prefix="tf-mutants-"))
    skip = {".git", ".venv", "build", "dist", "__pycache__", ".pytest_cache", ".hypothesis"}
    for item in ROOT.iterdir():
        if item.name in skip:
            continue
        if item.is_dir():
            shutil.copytree(item, dst / item.name, ignore=shutil.ignore_patterns(*skip))
        else:
            shutil.copy2(item, dst / item.name)
    return dst


def _pytest(where: Path, tests: list[str], meta: list[str]) -> tuple[str, str]:
    """Run the rule tests in `where`; return (verdict, id of the failing test or reason). Only
    pytest's exit 1 (a test failed) kills a mutant: a usage error, a collection error or an
    empty run is the bench's own fault and is reported as such, never as a kill."""
    cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-rfE", "-p", "no:cacheprovider", *tests]
    for m in meta:
        cmd += ["--deselect", m]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONPATH=str(where), TABLEFORGE_HOME=tempfile.mkdtemp(prefix="tf-home-"))
    try:
        r = subprocess.run(cmd, cwd=where, capture_output=True, text=True, timeout=TIMEOUT_S, env=env)
    except subprocess.TimeoutExpired:
        return "killed", f"timeout after {TIMEOUT_S:.0f}s, 4x the clean run (the mutant loops)"
    if r.returncode == 0:
        return "survived", ""
    tail = (r.stdout.strip().splitlines() or r.stderr.strip().splitlines() or ["?"])[-1]
    if r.returncode != 1:
        return "error", f"pytest exit {r.returncode}: {tail[:120]}"
    for line in r.stdout.splitlines():
        if line.startswith("FAILED "):
            return "killed", line.split(" - ")[0]
        if line.startswith("ERROR "):     # a fixture or import broke: the mutant is caught, say so
            return "killed", line.split(" - ")[0] + " (error)"
    return "error", f"pytest exit 1 without a failing test: {tail[:120]}"


def _one(where: Path, m: Mutation, tests: list[str], meta: list[str]) -> tuple[str, str]:
    """Apply `m` in `where`, run the tests, restore; return (verdict, detail)."""
    f = where / m.path
    src = f.read_text(encoding="utf-8")
    if src.count(m.old) != 1:
        return "stale", f"the original text is not found exactly once in {m.path}"
    try:
        f.write_text(src.replace(m.old, m.new), encoding="utf-8")
        verdict, by = _pytest(where, tests, meta)
    finally:
        f.write_text(src, encoding="utf-8")
    if verdict == "survived" and m.explained:
        return "explained", m.explained
    return verdict, by


def run(title: str, mutations: list[Mutation], tests: TestOrder, meta: list[str],
        argv: list[str] | None = None) -> int:
    """Apply each mutation in a scratch copy, run the tests `tests(m)` gives minus `meta`, print a
    report. Exit 1 if a mutant survives unexplained, its original text is stale, or pytest could not run."""
    ap = argparse.ArgumentParser(description=title)
    ap.add_argument("-k", default="", help="only mutations whose name contains this")
    ap.add_argument("-j", type=int, default=1, help="mutants run at once (one scratch copy each)")
    ap.add_argument("--in-place", action="store_true", help="mutate this checkout (restored after each run)")
    ap.add_argument("--extra", action="append", default=[], metavar="NAME:PATH:OLD:NEW",
                    help="add an ad-hoc mutation (to show that the bench can fail); always run")
    a = ap.parse_args(argv)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))    # a kill still removes the copies
    extra = [Mutation(*spec.split(":", 3)[:1], "ad hoc", *spec.split(":", 3)[1:]) for spec in a.extra]
    chosen = [m for m in mutations if a.k in m.name] + extra
    jobs = 1 if a.in_place else max(1, a.j)
    copies = [ROOT] if a.in_place else [_scratch_copy() for _ in range(jobs)]
    print(f"{title}: {len(chosen)} mutants, {jobs} at once; deselected meta tests: {', '.join(meta) or 'none'}",
          flush=True)
    if chosen:
        # Baseline: unmutated, the tests must pass, or every mutant would look "killed".
        global TIMEOUT_S
        t0 = time.monotonic()
        TIMEOUT_S = 3600
        verdict, detail = _pytest(copies[0], tests(chosen[0], copies[0]), meta)
        TIMEOUT_S = max(600.0, 4 * (time.monotonic() - t0))
        if verdict != "survived":
            print(f"BASELINE FAILS ({verdict}: {detail}): fix the tests before measuring mutants")
            for c in copies:
                if c != ROOT:
                    shutil.rmtree(c, ignore_errors=True)
            return 2
    free: queue.Queue[Path] = queue.Queue()
    for c in copies:
        free.put(c)
    verdicts: dict[str, tuple[str, str]] = {}

    def work(m: Mutation) -> None:
        where = free.get()
        try:
            verdict, detail = _one(where, m, tests(m, where), meta)
        finally:
            free.put(where)
        verdicts[m.name] = (verdict, detail)
        label = {"killed": "killed  ", "survived": "SURVIVED", "explained": "explained", "stale": "STALE   ",
                 "error": "ERROR   "}[verdict]
        print(f"{label} {m.name:40} ({m.rule}) {('by ' if verdict == 'killed' else '') + detail}", flush=True)

    try:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            list(pool.map(work, chosen))
    finally:
        for c in copies:
            if c != ROOT:
                shutil.rmtree(c, ignore_errors=True)
    by_kind: dict[str, list[Mutation]] = {"killed": [], "survived": [], "explained": [], "stale": [], "error": []}
    for m in chosen:
        by_kind[verdicts[m.name][0]].append(m)
    scored = len(chosen) - len(by_kind["stale"]) - len(by_kind["error"])
    killed = len(by_kind["killed"])
    rate = 100.0 * killed / scored if scored else 0.0
    print(f"\n{title}: {killed}/{scored} killed ({rate:.1f}%), {len(by_kind['survived'])} survived, "
          f"{len(by_kind['explained'])} explained, {len(by_kind['stale'])} stale, {len(by_kind['error'])} bench errors")
    for m in by_kind["survived"]:
        print(f"  survived: {m.name} ({m.rule}) in {m.path}")
    for m in by_kind["explained"]:
        print(f"  explained: {m.name}: {m.explained}")
    for m in by_kind["stale"]:
        print(f"  stale: {m.name} in {m.path}")
    for m in by_kind["error"]:
        print(f"  bench error: {m.name}: {verdicts[m.name][1]}")
    return 1 if by_kind["survived"] or by_kind["stale"] or by_kind["error"] else 0
