"""A question kept in the state (`Effects.wait`, the bequest) as JSON values: its English text and,
when given as an i18n.Msg, its message id and parameters, so a save keeps it and the UI shows it in
the reader's language (issue 17). Waits saved before message ids (English only) still load."""
from __future__ import annotations

from game.core.decision import Choice
from game.core.i18n import Msg


def stored_prompt(prompt: Msg | str) -> dict:
    """A wait's prompt as JSON values: "prompt" (English) and, for a Msg, "prompt_msg"/"prompt_args"."""
    if isinstance(prompt, Msg):
        return {"prompt": prompt.english(), "prompt_msg": prompt.template, "prompt_args": dict(prompt.args)}
    return {"prompt": prompt}


def stored_choice(cid: str, label: Msg | str) -> list:
    """A wait's choice as JSON values: [id, English label] or [id, English label, message id, parameters]."""
    if isinstance(label, Msg):
        return [cid, label.english(), label.template, dict(label.args)]
    return [cid, label]


def choice(x: list) -> Choice:
    """A stored choice: [id, English label] (saves from before message ids) or [id, English label,
    message id, parameters]."""
    if len(x) > 2:
        return Choice(x[0], x[1], label_msg=x[2], label_args=x[3])
    return Choice(x[0], x[1])
