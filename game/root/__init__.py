"""Root: Conflict in the Woodlands — rules engine."""
