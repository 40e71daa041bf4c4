"""Root (Leder Games): the Law of Root as a Tableforge Ruleset. Guide: docs/root-engine.md."""
