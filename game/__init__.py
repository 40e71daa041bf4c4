"""Tableforge engine layer: pure Python, deterministic, never imports pygame."""
