"""The Day menu's choices, one object per (id, label).

A Choice is frozen, and the Day menu rebuilds the same few dozen every Day decision (issue 10:
building them was about 5% of a playout), so the menus share them. The cache is keyed on every
field the menus give (id and label), so a cached choice is exactly the one the call would build;
labels name content, so the cache stays small, and it is bounded anyway."""
from __future__ import annotations


from game.core.decision import Choice
from game.core.i18n import Msg, T

from .words import energy, resource

_MENU: dict[tuple[str, str], Choice] = {}


def menu_choice(cid: str, label: str) -> Choice:
    got = _MENU.get((cid, label))
    if got is None:
        if len(_MENU) > 20_000:
            _MENU.clear()
        got = _MENU[(cid, label)] = Choice(cid, label)
    return got


_MSG: dict[tuple, Choice] = {}


def menu_msg(cid: str, template: str, *, site: str = "", **args: str | int) -> Choice:
    """A choice whose label is a message id and its parameters (issue 17: shown in the reader's
    language), shared like `menu_choice`: keyed on the id, the template and the parameters (plain
    strings and numbers), so its English rendering is made once, not at every menu (issue 10).
    `site`, when given, is a site id shown as a game term (`T`), made only with the choice; a
    `resource` parameter, a resource key, is shown as one too (`words.resource`); an `energy`
    parameter, a number, as a count with its plural forms (`words.energy`).
    Mark the template with N_ where it is written (Babel's extraction)."""
    # keyed on the values only: a template's parameters are always the names of its placeholders
    key = (cid, template, site, *args.values())
    got = _MSG.get(key)
    if got is None:
        if len(_MSG) > 20_000:
            _MSG.clear()
        if "resource" in args:                       # a resource key: a term with its state (words.py)
            args = {**args, "resource": resource(str(args["resource"]))}
        if isinstance(args.get("energy"), int):      # "2 energy": its plural forms (words.py)
            args = {**args, "energy": energy(int(args["energy"]))}
        msg = Msg(template, site=T(site), **args) if site else Msg(template, **args)
        got = _MSG[key] = Choice(cid, msg)
    return got
