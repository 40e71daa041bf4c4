"""How well does the Root evaluation (game/root/evaluation.py, data/ai/root.yaml) predict who wins?

Cheap, no search: seeded games of a faction's rule-based guide (seat 1) against three Master
automata (the line-up of bench/search_strength.py); at the start of every round the evaluated
seat's features are recorded with the game's final result. Printed per faction:

- for each feature, its rank correlation (Spearman, within each round, averaged over rounds:
  a feature that only grows with the round does not count) with the VP the seat still scores
  before the end ("to come") and with its win;
- a least-squares fit of the VP to come on the features and the round, on the first half of the
  games: the VP each unit of a feature is worth (a guide to data/ai/root.yaml's weights);
- on the other half, how well the evaluation's lead (the seat's score minus the best other seat's,
  what the search's logistic reads) ranks the winning positions: its AUC (0.5: blind, 1: perfect)
  and its rank correlation with the seat's final VP, for the weights in data/ai/root.yaml and for
  the session-9 weights (the eight common features only, faction features at 0).

    python bench/root_eval_fit.py --factions duchy,corvids,riverfolk --games 40
    python bench/root_eval_fit.py --factions hundreds --games 20 --seed 101

The seeds default to 101.. so that the fit does not read the games search_strength.py measures (1..)."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.search_strength import opponents  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.simulate import play_out  # noqa: E402
from game.root.ai_guides import GUIDES, guide_for  # noqa: E402
from game.root.evaluation import FACTION_FEATURES, features, weights  # noqa: E402

COMMON = ("vp", "ruled", "building", "token", "warrior", "card", "crafted", "item")


def game_rows(faction: str, seed: int, round_cap: int) -> tuple[list[dict], bool, list[int]]:
    """One seeded game: the rows (round, every seat's features at the round's first decision), won, final VP."""
    from game.root.ruleset import RULESET
    content = RULESET.default_content()
    setup = {"seats": [{"controller": "ai", "faction": faction}] +
             [{"controller": "automaton", "faction": a, "difficulty": "master"} for a in opponents(faction)],
             "map": "autumn", "deck": "base", "round_cap": round_cap}
    m = Match(RULESET, content, setup, seed)
    agents = {i: RULESET.make_agent(m.setup, i, seed) for i in range(1, 4)}
    agents[0] = guide_for(faction, 0, seed)
    rows: list[dict] = []
    seen = [0]

    def snap(match: Match) -> None:
        s = match.state
        if s.round > seen[0] and match.pending is not None and not s.end_reason:
            seen[0] = s.round
            rows.append({"round": s.round, "seats": [features(s, i, content) for i in range(s.n)],
                         "factions": list(s.factions)})

    play_out(m, agents, max_decisions=30_000, check=snap)
    out = m.outcome
    return rows, bool(out and 0 in out.winners), list(m.state.vp)


def ranks(xs: list[float]) -> list[float]:
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    r = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2
        i = j + 1
    return r


def pearson(a: list[float], b: list[float]) -> float:
    n = len(a)
    if n < 3:
        return 0.0
    ma, mb = sum(a) / n, sum(b) / n
    va = sum((x - ma) ** 2 for x in a)
    vb = sum((y - mb) ** 2 for y in b)
    if va == 0 or vb == 0:
        return 0.0
    return sum((x - ma) * (y - mb) for x, y in zip(a, b)) / (va * vb) ** 0.5


def spearman(a: list[float], b: list[float]) -> float:
    return pearson(ranks(a), ranks(b))


def within_rounds(rows: list[tuple], fx, fy) -> float:
    """Spearman of fx(row) with fy(row) in each round, averaged weighted by the rows of the round."""
    by: dict[int, list] = {}
    for r in rows:
        by.setdefault(r[0]["round"], []).append(r)
    tot, wsum = 0.0, 0
    for group in by.values():
        if len(group) >= 5:
            tot += spearman([fx(r) for r in group], [fy(r) for r in group]) * len(group)
            wsum += len(group)
    return tot / wsum if wsum else 0.0


def least_squares(x: list[list[float]], y: list[float]) -> list[float] | None:
    """Ordinary least squares by the normal equations (a small ridge keeps a constant column solvable)."""
    k = len(x[0])
    a = [[sum(r[i] * r[j] for r in x) + (1e-6 if i == j else 0.0) for j in range(k)] for i in range(k)]
    b = [sum(r[i] * yy for r, yy in zip(x, y)) for i in range(k)]
    for col in range(k):                          # Gaussian elimination with partial pivoting
        piv = max(range(col, k), key=lambda i: abs(a[i][col]))
        if abs(a[piv][col]) < 1e-12:
            return None
        a[col], a[piv], b[col], b[piv] = a[piv], a[col], b[piv], b[col]
        for i in range(k):
            if i != col:
                f = a[i][col] / a[col][col]
                for j in range(col, k):
                    a[i][j] -= f * a[col][j]
                b[i] -= f * b[col]
    return [b[i] / a[i][i] for i in range(k)]


def auc(score: list[float], won: list[bool]) -> float:
    pos = [s for s, w in zip(score, won) if w]
    neg = [s for s, w in zip(score, won) if not w]
    if not pos or not neg:
        return float("nan")
    hits = sum((p > q) + 0.5 * (p == q) for p in pos for q in neg)
    return hits / (len(pos) * len(neg))


def lead(row: dict, ws_of) -> float:
    sc = [sum(ws_of(fac).get(k, 0.0) * v for k, v in f.items()) for fac, f in zip(row["factions"], row["seats"])]
    return sc[0] - max(sc[1:])


GRID = (0.0, 0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0)


def tune(train: list, ws_of, feats: list[str]) -> dict[str, float]:
    """Coordinate search (two passes over `feats`, each weight over GRID, VP's weight kept at 1) of
    the seat's own weights that maximise the within-round rank correlation of its lead with its win
    on `train`; the other seats keep theirs."""
    fac = train[0][0]["factions"][0]
    best = dict(ws_of(fac))

    def fit(w: dict) -> float:
        rows = [(d[0], lead(d[0], lambda f, w=w: w if f == fac else ws_of(f)), d[1]) for d in train]
        return within_rounds(rows, lambda t: t[1], lambda t: float(t[2]))

    top = fit(best)
    for _ in range(2):
        for k in feats:
            for v in GRID:
                trial = {**best, k: v}
                got = fit(trial)
                if got > top + 1e-9:
                    top, best = got, trial
    return best


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--factions", default="duchy,corvids,riverfolk", help=f"comma list of {', '.join(GUIDES)}")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--round-cap", type=int, default=20)
    ap.add_argument("--tune", action="store_true",
                    help="also search the seat's faction weights that best rank the winning positions of the first half")
    args = ap.parse_args(argv)
    w = weights()

    def new_ws(fac: str) -> dict:
        return w.for_faction(fac)

    def old_ws(fac: str) -> dict:
        return {k: v for k, v in w.for_faction(fac).items() if k not in FACTION_FEATURES}

    for fac in [f for f in args.factions.split(",") if f]:
        if fac not in GUIDES:
            print(f"no guide for {fac!r}", file=sys.stderr)
            return 2
        cpu0 = time.process_time()
        data = []                 # (row, won, final VP of seat 0, game index)
        wins = 0
        for g in range(args.games):
            rows, won, vp = game_rows(fac, args.seed + g, args.round_cap)
            wins += won
            data += [(r, won, vp[0], g) for r in rows]
        feats = [k for k in COMMON + FACTION_FEATURES if any(d[0]["seats"][0][k] for d in data)]
        print(f"== {fac} guide vs {'/'.join(opponents(fac))} (master): {args.games} games, seeds "
              f"{args.seed}-{args.seed + args.games - 1}, wins {wins}, {len(data)} positions")
        print(f"  {'feature':10} {'rho(to come)':>12} {'rho(win)':>9}")
        for k in feats:
            rc = within_rounds(data, lambda d, k=k: d[0]["seats"][0][k], lambda d: d[2] - d[0]["seats"][0]["vp"])
            rw = within_rounds(data, lambda d, k=k: d[0]["seats"][0][k], lambda d: float(d[1]))
            print(f"  {k:10} {rc:12.2f} {rw:9.2f}")
        half = args.games // 2
        train = [d for d in data if d[3] < half]
        test = [d for d in data if d[3] >= half]
        xs = [k for k in feats if k != "vp"]
        x = [[1.0, float(d[0]["round"])] + [float(d[0]["seats"][0][k]) for k in xs] for d in train]
        y = [float(d[2] - d[0]["seats"][0]["vp"]) for d in train]
        coef = least_squares(x, y) if len(train) > len(xs) + 2 else None
        if coef:
            print("  VP to come per unit (least squares, first half): const {:.1f}, round {:.2f}, ".format(coef[0], coef[1]) +
                  ", ".join(f"{k} {c:.2f}" for k, c in zip(xs, coef[2:])))
        won = [d[1] for d in test]
        final = [float(d[2]) for d in test]
        for name, ws_of in (("session 9", old_ws), ("data/ai/root.yaml", new_ws)):
            ld = [lead(d[0], ws_of) for d in test]
            print(f"  {name:18} lead vs win AUC {auc(ld, won):.3f}  within-round rho(lead, win) "
                  f"{within_rounds(list(zip([d[0] for d in test], ld, won)), lambda t: t[1], lambda t: float(t[2])):.2f}"
                  f"  rho(lead, final VP) {spearman(ld, final):.2f}  ({len(test)} positions, second half)")
        if args.tune:
            tuned = tune(train, new_ws, [k for k in feats if k != "vp"])
            print("  tuned on the first half: " + ", ".join(f"{k} {v:g}" for k, v in tuned.items()
                                                            if v != new_ws(fac).get(k)))
            ld = [lead(d[0], lambda f, t=tuned, fac=fac: t if f == fac else new_ws(f)) for d in test]
            print(f"  {'tuned':18} lead vs win AUC {auc(ld, won):.3f}  within-round rho(lead, win) "
                  f"{within_rounds(list(zip([d[0] for d in test], ld, won)), lambda t: t[1], lambda t: float(t[2])):.2f}"
                  f"  rho(lead, final VP) {spearman(ld, final):.2f}  (second half)")
        print(f"  CPU {time.process_time() - cpu0:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
