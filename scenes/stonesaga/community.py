"""The community panel (rb p.22-24, 32-35, 66): the challenge and the Day, the Demand ladder
with the challenge's events, Knowledge, Discontent, Population, the current omens, the
objectives (in play, delivered, achieved), camps with their improvements, designs, knowledge
cards, powers and recorded associations."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _, term

from .. import theme
from . import names

OBJECTIVE_KINDS = {"immediate": N_("immediate"), "permanent": N_("permanent")}     # rb p.23

DISCONTENT_MAX = 20                    # rb p.23: the challenge is lost at 20


def draw_community(t, surface, rect: pygame.Rect) -> None:
    px = theme.px
    v = t.view
    content = t.match.content
    theme.panel(surface, rect, fill=(249, 243, 229), radius=10)
    x0, y = rect.x + px(10), rect.y + px(6)
    w = rect.w - px(20)
    ch = content.challenges.get(v["challenge"])
    title = ch.name if ch else term("Stonesaga")
    t.label(surface, title, "display-bold", 15, theme.INK, (x0, y), max_w=w, within=rect)
    y += px(20)
    phase = {"create": _("Character creation"), "day": _("Day {n}").format(n=v['day']), "night": _("Night {n}").format(n=v['day']),
             "over": _("The challenge is over")}.get(v["phase"], v["phase"])
    t.label(surface, phase, "text", 12, theme.INK_SOFT, (x0, y), max_w=w, within=rect)
    if ch is not None and ch.provenance == "sample":
        from .cards import sample_strip
        sr = pygame.Rect(rect.right - px(92), y, px(82), px(13))
        sample_strip(surface, sr)
        t.record_text(_("SAMPLE CONTENT"), sr, rect)
    y += px(18)
    # Demand ladder
    tr = v["tracks"]
    events = list(ch.events) if ch else []
    top = max([e.threshold for e in events] + [tr["demand"] + 1, 10])
    lad = pygame.Rect(x0, y + px(13), w, px(12))
    t.label(surface, _("Demand {n}").format(n=tr['demand']), "text-bold", 12, theme.INK, (x0, y), within=rect)
    step = lad.w / (top + 1)
    for i in range(top + 1):
        r = pygame.Rect(int(lad.x + i * step), lad.y, max(2, int(step) - 1), lad.h)
        ev = any(e.threshold == i for e in events)
        colr = (200, 90, 60) if i <= tr["demand"] and i > 0 else ((236, 226, 204) if not ev else (240, 210, 170))
        pygame.draw.rect(surface, colr, r)
        if ev:
            pygame.draw.rect(surface, theme.ACCENT, r, 1)
    t.tips.append((lad, _("Demand rises each Night; when it reaches an event's number the event happens (rb p.23).")))
    y = lad.bottom + px(3)
    f = theme.font("text", 11)
    for e in events:
        done = tr["demand"] >= e.threshold
        text = f"{e.threshold}: {e.title}" + (_(" (community)") if e.community else "")
        t.label(surface, text, "text", 11, theme.INK_FAINT if done else theme.INK, (x0 + px(4), y), max_w=w - px(4),
                within=rect)
        if done:
            yy = y + f.get_linesize() // 2
            pygame.draw.line(surface, theme.INK_FAINT, (x0 + px(4), yy), (x0 + px(4) + min(w - px(4), f.size(text)[0]), yy))
        y += f.get_linesize()
    y += px(4)
    # other tracks
    for key, label, mx, help_ in (("knowledge", N_("Knowledge"), None, N_("spent to design improvements (rb p.34)")),
                                  ("discontent", N_("Discontent"), DISCONTENT_MAX, N_("at 20 the challenge is lost (rb p.23)")),
                                  ("population", N_("Population"), None, N_("sets how many camps you may hold (rb p.32)"))):
        r = pygame.Rect(x0, y, w, px(15))
        t.label(surface, f"{_(label)} {tr.get(key, 0)}", "text-bold", 12, theme.INK, (x0, y), max_w=int(w * 0.45), within=rect)
        if mx:
            bar = pygame.Rect(x0 + int(w * 0.47), y + px(4), int(w * 0.53), px(7))
            pygame.draw.rect(surface, (230, 220, 200), bar)
            pygame.draw.rect(surface, (150, 60, 40), (bar.x, bar.y, int(bar.w * min(1, tr.get(key, 0) / mx)), bar.h))
        t.tips.append((r, f"{_(label)} {tr.get(key, 0)}: {_(help_)}."))
        y += px(16)
    if v["current_omens"]:
        t.label(surface, _("Omens: {list}").format(list=", ".join(names.omen(o) for o in v["current_omens"])), "text", 11, theme.INK_SOFT, (x0, y), max_w=w, within=rect)
        y += px(15)
    y += px(3)
    # objectives
    y = _section(t, surface, rect, x0, y, w, _("Objectives"))
    for oid in v["objectives"] + v["permanent"]:
        if y > rect.bottom - px(16):
            break
        ob = content.objectives.get(oid)
        if ob is None:
            continue
        done = oid in v["achieved"]
        got = v["delivered"].get(oid, {})
        need = ""
        if ob.deliver:
            # « 1/3 céréales »: the noun in the form of the count asked for
            need = " (" + ", ".join(names.resource_count(content, k, n, shown=f"{got.get(k, 0)}/{n}")
                                    for k, n in ob.deliver.items()) + ")"
        mark = "● " if done else ("◆ " if oid in v["permanent"] else "○ ")
        text = f"{mark}{ob.name}{need}"
        r = t.label(surface, text, "text", 11, theme.INK_FAINT if done else theme.INK, (x0, y), max_w=w, within=rect)
        tip = (_("{name} ({kind}, achieved)") if done else _("{name} ({kind})")).format(
            name=ob.name, kind=_(OBJECTIVE_KINDS.get(ob.kind, ob.kind))) + (f": {ob.text}" if ob.text else "")
        t.add_hit(pygame.Rect(x0, y, w, r.h), f"objective:{oid}", tip)
        y += f.get_linesize()
    y += px(3)
    # camps and the rest
    if y < rect.bottom - px(30):
        y = _section(t, surface, rect, x0, y, w, _("Camps"))
        if not v["camps"]:
            t.label(surface, _("none yet"), "text-italic", 11, theme.INK_FAINT, (x0, y), within=rect)
            y += f.get_linesize()
        for cp in v["camps"]:
            if y > rect.bottom - px(16):
                break
            imps = ", ".join(names.record(content, i) for i in cp["improvements"]) or _("no improvements")
            ruin = _(" (ruin)") if cp["status"] == "ruin" else ""      # outside the f-string: Babel extracts it
            text = f"{names.camp(cp['name'])}{ruin}: {imps}"
            held: dict[str, int] = {}
            for st in cp.get("stores", {}).values():           # what its improvements store (rb p.18, 64)
                for k, n in st.items():
                    held[k] = held.get(k, 0) + n
            if held:
                text += _("; stores {what}").format(
                    what=names.resource_counts(content, dict(sorted(held.items()))))
            r = t.label(surface, text, "text", 11, theme.INK, (x0, y), max_w=w, within=rect)
            t.tips.append((pygame.Rect(x0, y, w, r.h), text))
            y += f.get_linesize()
    legends = [names.person(lg.get("name", "?")) for lg in v.get("legends", [])]
    for label, ids in ((N_("Legends"), legends), (N_("Designs"), v["designed"]), (N_("Knowledge cards"), v["knowledge_cards"]), (N_("Powers"), v["powers"]),
                       (N_("Associations"), v["associations"])):
        if not ids or y > rect.bottom - px(16):
            continue
        text = f"{_(label)}: " + ", ".join(names.record(content, i) for i in ids)
        r = t.label(surface, text, "text", 11, theme.INK, (x0, y), max_w=w, within=rect)
        t.tips.append((pygame.Rect(x0, y, w, r.h), text))
        y += f.get_linesize()


def _section(t, surface, rect, x0, y, w, title) -> int:
    px = theme.px
    t.label(surface, title, "display-bold", 12, theme.INK_SOFT, (x0, y), within=rect)
    pygame.draw.line(surface, theme.PAPER_DARK, (x0, y + px(15)), (x0 + w, y + px(15)))
    return y + px(17)
