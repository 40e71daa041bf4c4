"""Keeping provisions at the end of a challenge (rb p.95): for each character, up to 5 item cards
and 5 material tokens from its inventory (or the camp on its terrain) go on to the next
challenge. The record closes with the engine's headless pick (ruling SS-76); when a character
had more than it may keep, this page lets the players choose instead, then writes the record.

The pool is read from the finished match's view (items, stowed items, material tokens, and the
stores of an active camp on the character's terrain) plus whatever the engine kept, so nothing
kept is ever lost."""
from __future__ import annotations

from pathlib import Path

from game.core.i18n import N_, _
from game.stonesaga import campaign as C

from .. import theme
from ..page import PageScene
from ..widgets import Button
from . import names


def pools(content, view, rec) -> list[dict]:
    """One entry per character the record carries: its name, the items and materials it could
    keep, and the current choice (the engine's)."""
    living = [ch for ch in view["characters"] if not ch["dead"] and ch["stats"]]
    out = []
    for ch, kept in zip(living, rec.characters):
        items = [i.split("#")[0] for i in sum(ch["items"].values(), []) + ch["stowed"]]
        for it in kept.get("items", []):                  # what the engine kept is always offered
            if items.count(it) < kept["items"].count(it):
                items.append(it)
        mats = {k: n for k, n in ch["bag"].items() if n and k.partition("/")[0] in content.materials}
        stores: dict[str, int] = {}                       # rb p.95: or the camp on its terrain
        for camp in view.get("camps", []):
            if camp["cell"] == ch["pos"] and camp["status"] == "active":
                for st in camp.get("stores", {}).values():
                    for k, n in st.items():
                        if n and k.partition("/")[0] in content.materials:
                            stores[k] = stores.get(k, 0) + n
                            mats[k] = mats.get(k, 0) + n
        for k, n in kept.get("materials", {}).items():
            mats[k] = max(mats.get(k, 0), n)
        chosen_items = []
        left = list(kept.get("items", []))
        for i, it in enumerate(items):
            if it in left:
                chosen_items.append(i)
                left.remove(it)
        out.append({"name": kept["name"], "items": items, "materials": dict(sorted(mats.items())),
                    "from_camp": dict(sorted(stores.items())),
                    "pick_items": chosen_items, "pick_materials": dict(kept.get("materials", {}))})
    return out


def needs_choice(pool: list[dict]) -> bool:
    return any(len(p["items"]) > C.KEEP_ITEMS or sum(p["materials"].values()) > C.KEEP_MATERIALS for p in pool)


class ProvisionsScene(PageScene):
    heading = N_("Keep provisions")
    subheading = N_("Up to 5 items and 5 materials per character go on to the next challenge (rb p.95)")

    def __init__(self, app, content, rec, path: Path, pool: list[dict], then):
        super().__init__(app)
        self.content, self.rec, self.path, self.pool, self.then = content, rec, path, pool, then
        self.texts: list = []

    def layout(self, size):
        super().layout(size)
        px = theme.px
        self.card = self.card_rect(size, width=1180, top=132, bottom=30)
        c = self.card
        bh = px(40)
        self.done = Button((c.right - px(24) - px(170), c.bottom - px(16) - bh, px(170), bh), _("Keep these"),
                           self.finish, style="primary", tooltip=_("Write the choice into the campaign"))
        self.widgets = [self.done]
        self.rows: list[tuple[str, tuple[int, int], int]] = []
        f = theme.font("text", 12)
        cols = 1 if len(self.pool) <= 2 else 2
        nrows = max(1, -(-len(self.pool) // cols))
        top, bottom = c.y + px(12), self.done.rect.y - px(8)
        cw = (c.w - px(48) - (cols - 1) * px(20)) // cols
        cell_h = (bottom - top) // nrows
        ch_h = px(26)
        for pi, p in enumerate(self.pool):
            x0 = c.x + px(24) + (pi % cols) * (cw + px(20))
            right = x0 + cw
            y = top + (pi // cols) * cell_h
            row = _("{name}: items {items}/{most_items}, materials {materials}/{most_materials}").format(
                name=names.person(p["name"]), items=len(p["pick_items"]), most_items=C.KEEP_ITEMS,
                materials=sum(p["pick_materials"].values()), most_materials=C.KEEP_MATERIALS)
            if p.get("from_camp"):
                row += " — " + _("with the camp's stores: {stores}").format(
                    stores=names.resource_counts(self.content, p["from_camp"]))
            self.rows.append((row, (x0, y), cw))
            y += px(20)
            x = x0
            for i, it in enumerate(p["items"]):
                label = names.item(self.content, it)
                w = min(px(200), f.size(label)[0] + px(28))
                if x + w > right:
                    x, y = x0, y + ch_h + px(3)
                on = i in p["pick_items"]
                self.widgets.append(Button((x, y, w, ch_h), label, (lambda pi=pi, i=i: self.toggle_item(pi, i)),
                                           style="primary" if on else "choice", size=12,
                                           tooltip=(_("Kept — click to leave it") if on else _("Left — click to keep it"))))
                x += w + px(4)
            y += ch_h + px(5)
            x = x0
            for k, n in p["materials"].items():
                got = p["pick_materials"].get(k, 0)
                label = f"{names.resource(self.content, k)} {got}/{n}"     # a name and its counter: nothing agrees
                w = f.size(label)[0] + px(28)
                if x + w + 2 * px(36) > right:
                    x, y = x0, y + ch_h + px(3)
                self.widgets.append(Button((x, y, px(34), ch_h), "−", (lambda pi=pi, k=k: self.step(pi, k, -1)), size=12,
                                           enabled=got > 0, tooltip=_("Keep one less")))
                self.widgets.append(Button((x + px(36), y, w, ch_h), label, None, style="ghost", size=12))
                self.widgets.append(Button((x + px(38) + w, y, px(34), ch_h), "+", (lambda pi=pi, k=k: self.step(pi, k, 1)),
                                           size=12, enabled=got < n, tooltip=_("Keep one more")))
                x += w + px(78)

    HINT = N_("Filled: kept. Click an item to keep or leave it; − and + change the materials kept.")

    def toggle_item(self, pi: int, i: int) -> None:
        p = self.pool[pi]
        if i in p["pick_items"]:
            p["pick_items"].remove(i)
        elif len(p["pick_items"]) < C.KEEP_ITEMS:                  # rb p.95: up to five
            p["pick_items"].append(i)
        else:
            self.app.say(_("Five items at most (rb p.95): leave one first."))
        self.layout(self.size)

    def step(self, pi: int, k: str, d: int) -> None:
        p = self.pool[pi]
        got = p["pick_materials"].get(k, 0) + d
        if d > 0 and sum(p["pick_materials"].values()) >= C.KEEP_MATERIALS:
            self.app.say(_("Five materials at most (rb p.95): leave one first."))
            return
        if 0 <= got <= p["materials"][k]:
            p["pick_materials"][k] = got
            if not got:
                del p["pick_materials"][k]
        self.layout(self.size)

    def apply(self) -> None:
        """Write the choice into the record's characters (the same keys close() writes)."""
        for p, ch in zip(self.pool, self.rec.characters):
            ch["items"] = [p["items"][i] for i in sorted(p["pick_items"])][:C.KEEP_ITEMS]
            ch["materials"] = {k: n for k, n in sorted(p["pick_materials"].items()) if n}

    def finish(self) -> None:
        from ..dialogs import ErrorDialog
        self.apply()
        try:
            C.save(self.rec, self.path)
        except OSError as exc:
            self.app.stack.push(ErrorDialog(self.app, _("The provisions cannot be saved"), str(exc)))
            return
        self.then()

    def on_escape(self):
        self.finish()

    def on_confirm(self):
        self.finish()

    def draw_content(self, surface):
        self.texts = []
        fi = theme.font("text-italic", 13)
        img = fi.render(_(self.HINT), True, theme.INK_SOFT)
        r = surface.blit(img, img.get_rect(midleft=(self.card.x + theme.px(24), self.done.rect.centery)))
        self.texts.append((self.HINT, r, self.card))
        for text, pos, width in self.rows:             # smaller type in a narrow column, never past it
            f, shown = theme.fit("text-bold", 14, text, width)
            img = f.render(shown, True, theme.INK)
            r = surface.blit(img, pos)
            self.texts.append((shown, r, self.card))
