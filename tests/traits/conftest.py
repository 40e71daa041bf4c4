"""The Root table fixture (tests/roottable/conftest.py), shared here by re-export."""
from tests.roottable.conftest import app  # noqa: F401  (a pytest fixture)
