"""Whole Stonesaga campaigns with the scripted ObjectiveAgent: the win rate of the sample
challenges (issue 11: tune the sample content toward 30-70%) and campaigns per second.

    python bench/stonesaga_campaign.py [campaigns] [seed] [random|objective]
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.stonesaga import campaign_sim  # noqa: E402
from game.stonesaga.ruleset import RULESET  # noqa: E402


def main() -> int:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    agent = sys.argv[3] if len(sys.argv) > 3 else "objective"
    content = RULESET.default_content()
    stats = campaign_sim.run(RULESET, content, games=n, seed=seed, agents=agent)
    report = stats.as_dict()
    report["campaigns_per_s"] = round(n / stats.seconds, 2) if stats.seconds else 0
    print(json.dumps(report, indent=2))
    return 0 if stats.errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
