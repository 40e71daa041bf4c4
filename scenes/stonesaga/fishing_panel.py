"""What a fisher reads off the three face-up fishing cards (rb p.38-41), in words: where each
current leads (the stock row's bundle and its base difficulty), the Modifiers card's row once it
is revealed and the final difficulty, what each spot lies on, and what a current pays for the
dice on the spot being resolved. The table drew only the spot boxes and a tip "currents current
1, current 2", so a newcomer placed dice blind (found playing at the table, session 12)."""
from __future__ import annotations

from game.core.i18n import _, ngettext
from game.stonesaga.fishing import apply_op

from . import names

# stages in which the Modifiers card is still face down (rb p.40: the dice are placed first);
# the view also hides it in `assign` and `spot`, the Master Fisher's `stock` and a re-roll too
HIDDEN_STAGES = ("stock", "reroll_die", "assign", "spot")
OPS = {"+": "+", "-": "−", "x": "×"}


def mods_known(f: dict) -> bool:
    """The Modifiers card is face up (rb p.40-41: only once the dice are placed)."""
    return bool(f.get("data", {}).get("mods")) and f.get("stage") not in HIDDEN_STAGES


def _cards(content, f: dict):
    d = f.get("data", {})
    stock = content.fishing.get(d.get("stock", ""))
    spots = content.fishing.get(d.get("spots", ""))
    mods = content.fishing.get(d.get("mods", "")) if mods_known(f) else None
    return stock, spots, mods


def current_name(k: str) -> str:
    return names.word(None, "current", k)


def bundle(content, res: dict) -> str:
    return names.resource_counts(content, res)


def difficulty(content, f: dict, k: str) -> int | None:
    """The final difficulty of current `k` (rb p.41: base of its stock row, then its modifier
    row's operation), None while the Modifiers card is face down."""
    stock, spots, mods = _cards(content, f)
    if stock is None or spots is None or mods is None or k not in spots.currents:
        return None
    cur = spots.currents[k]
    m = mods.modifiers[cur.to]
    return apply_op(stock.stock[cur.source].base, m.op, m.v)


def current_lines(content, f: dict) -> list[str]:
    """One line per current of the Spots & Currents card: what it pays and how hard it is."""
    stock, spots, mods = _cards(content, f)
    if stock is None or spots is None:
        return []
    out = []
    for k in sorted(spots.currents):
        cur = spots.currents[k]
        row = stock.stock[cur.source]
        if mods is None:
            out.append(_("{current} → {bundle}: base {base}").format(
                current=current_name(k), bundle=bundle(content, row.bundle), base=row.base))
        else:
            m = mods.modifiers[cur.to]
            out.append(_("{current} → {bundle}: difficulty {final} ({base} {op}{v})").format(
                current=current_name(k), bundle=bundle(content, row.bundle), base=row.base,
                final=apply_op(row.base, m.op, m.v), op=OPS.get(m.op, m.op), v=m.v))
    return out


def heading(f: dict) -> str:
    if mods_known(f):
        return _("Currents, with the Modifiers card revealed (rb p.41):")
    return _("Currents (rb p.39); the Modifiers card stays face down until the dice are placed (rb p.40):")


def spot_line(sp) -> str:
    """The second line of a spot's box: the currents it lies on, and its Windfall or Mishap."""
    nums = ", ".join(k[1:] if k[:1] == "c" else k for k in sp.currents)
    text = ngettext("current {list}", "currents {list}", len(sp.currents)).format(list=nums)
    return f"{text} · {names.spot_icon(sp.icon)}" if sp.icon else text


def spot_tip(content, f: dict, sp) -> str:
    """A spot's tip: its size, and each current through it with what it pays."""
    stock, spots, _mods = _cards(content, f)
    head = (_("Spot {id}: small (1 die) (rb p.39)") if sp.size == "small"
            else _("Spot {id}: large (up to 2 dice) (rb p.39)")).format(id=names.word(content, "spot", sp.id))
    lines = [head]
    if stock is not None and spots is not None:
        for k in sp.currents:
            row = stock.stock[spots.currents[k].source]
            final = difficulty(content, f, k)
            lines.append((_("{current} → {bundle}: difficulty {final}") if final is not None
                          else _("{current} → {bundle}: base {base}")).format(
                current=current_name(k), bundle=bundle(content, row.bundle), final=final, base=row.base))
    if sp.icon == "windfall":
        lines.append(_("Windfall: a bonus on a catch only (rb p.42)"))
    elif sp.icon == "mishap":
        lines.append(_("Mishap: a penalty on a miss only (rb p.42)"))
    return "\n".join(lines)


def current_choice_tip(content, f: dict, k: str) -> str:
    """For "spot N on which current?": what current `k` pays, its difficulty, and whether the
    dice on the spot being resolved reach it (rb p.41: a sum at least the difficulty catches)."""
    stock, spots, _mods = _cards(content, f)
    d = f.get("data", {})
    if stock is None or spots is None or k not in spots.currents:
        return ""
    row = stock.stock[spots.currents[k].source]
    final = difficulty(content, f, k)
    order, at = d.get("order", []), d.get("at", 0)
    if final is None or not 0 <= at < len(order):
        return ""
    total = sum(d["dice"][i] for i in d.get("assign", {}).get(order[at], []))
    verdict = _("a catch") if total >= final else _("a miss")
    return _("{current} → {bundle}: difficulty {final}; the dice on spot {spot} make {total}: {verdict}").format(
        current=current_name(k), bundle=bundle(content, row.bundle), final=final,
        spot=names.word(content, "spot", order[at]), total=total, verdict=verdict)
