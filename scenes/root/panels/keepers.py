"""Keepers in Iron board (Law 15): the Relics display (3 types × 4 columns, +2 VP per completed
column), the Retinue's three columns of cards, the waystations on the track, and the relics in the
forests — face-down ones by type only (their value is hidden from everyone, Law 15.3.1)."""
from __future__ import annotations

from game.core.i18n import N_, _, term

from ... import theme
from .common import PanelCtx, card_chips, draw_common, heading, text

COLUMNS = (N_("Move"), N_("Battle then Delve"), N_("Move or Recover"))



def _relic_name(kv: str) -> str:
    """A face-up relic `type-value` ("tablet-2") as its printed type name and value."""
    kind, _sep, value = kv.rpartition("-")
    return f"{term(kind)} {value}"

def draw(surface, rect, pc: PanelCtx) -> int:
    px = theme.px
    fb = pc.fb
    x, y = rect.x, rect.y
    y = heading(surface, _("Relics recovered (+2 VP per full column)"), x, y, rect.w)
    for t, kinds in sorted(fb.get("recovered", {}).items()):
        vals = " ".join(k.rsplit("-", 1)[1] for k in kinds) or "—"
        text(surface, _("{name}: {text}").format(name=term(t).capitalize(), text=vals), (x, y), 11, "text")
        y += px(15)
    y = heading(surface, _("Retinue"), x, y, rect.w)
    for i, col in enumerate(fb.get("retinue", [[], [], []])):
        text(surface, f"{_(COLUMNS[i])} ({len(col)})", (x, y), 11, "text-bold", pc.color)
        y += px(15)
        deck = [c for c in col if not c.startswith("retainer-")]
        ret = len(col) - len(deck)
        if ret:
            text(surface, _("Faithful Retainer × {n} (bird)").format(n=ret), (x + px(8), y), 10, "text-italic", theme.INK_SOFT)
            y += px(14)
        if deck:
            y = card_chips(surface, pc, x, y, rect.w, deck)
    forests = fb.get("forests", {})
    y = heading(surface, _("Relics in the forests ({n})").format(n=sum(len(v) for v in forests.values())), x, y, rect.w)
    for f, lst in forests.items():
        up = [_relic_name(k[6:]) for k in lst if k.count("-") == 2]     # a relic whose value shows
        down: dict[str, int] = {}
        for k in lst:
            if k.count("-") != 2:
                down[term(k[6:])] = down.get(term(k[6:]), 0) + 1
        hidden = ", ".join(f"{t} ×{n}" if n > 1 else t for t, n in sorted(down.items()))
        shown = ", ".join(up + ([_("{relic} (face down)").format(relic=hidden)] if hidden else []))
        name = pc.places.forest(f) if pc.places is not None else f      # "southwest" → « sud-ouest »
        text(surface, _("Forest {f}").format(f=name) + f": {shown}", (x, y), 10, "text", theme.INK_SOFT)
        y += px(13)
    if fb.get("confidence", {}).get("waystations"):
        text(surface, _("Waystation faces: stand-in pairs (data/root/keepers.yaml)"), (x, y), 9, "text-italic", theme.ACCENT)
        y += px(14)
    return draw_common(surface, rect, pc, y)


def targets(pc: PanelCtx) -> set[str]:
    """Retinue cards are chosen from the decision's buttons."""
    return set()
