"""F1 / ? at the Root table: the rules reference (data/root/reference.yaml, searchable)."""
from __future__ import annotations


def open_reference(app) -> None:
    from ..rules import RulesScene
    app.stack.push(RulesScene(app, "root"))
