"""Headless helpers for the Stonesaga table tests (the synthetic events of tests/scenes)."""
from tests.scenes.conftest import click, frame, key, move, wheel  # noqa: F401
