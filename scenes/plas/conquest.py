"""The conquest overlay, drawn over the map while a conquest is under way (and a moment after):
the commitments (face down until the reveal for a defended province), the dice tray, the
bonuses and the result. All numbers come from the view and the engine's events."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _, ngettext, term

from .. import theme
from . import cards, dice, palette

STAGES = {"commit": N_("The attacker commits cards"), "defend": N_("The defender commits shield cards"),
          "effects": N_("Conquest and Defend effects"), "roll": N_("Rolling"), "reroll_att": N_("The attacker may reroll"),
          "reroll_def": N_("The defender may reroll"), "resolve": N_("Resolving"), "lose": N_("The defender's Ruin strikes back"),
          "close": N_("Done")}


def draw_conquest(table, surface, rect: pygame.Rect) -> None:
    px = theme.px
    cq, content = table.cq, table.match.content
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((40, 28, 18, 110))
    surface.blit(shade, rect.topleft)
    box, a_rect, tray, d_rect, bottom = overlay_parts(rect, cq["defender"] is not None)
    theme.panel(surface, box, fill=(246, 237, 216), radius=14)
    prov = content.provinces[cq["province"]]
    att, dfd = cq["attacker"], cq["defender"]
    pv = table.view["provinces"][cq["province"]]
    title = _("Conquest of {province}").format(province=term(prov.name))
    img = theme.font("display-bold", 22).render(title, True, theme.INK)
    surface.blit(img, (box.x + px(16), box.y + px(8)))
    defense = table.cq_result["defense"] if table.cq_result else pv["defense"]
    sub = _("{name} attacks · province defense {n}").format(name=term(table.match.seat_name(att)), n=defense) + \
        (" · " + _("{name} defends").format(name=term(table.match.seat_name(dfd))) if dfd is not None else " · " + _("uncontrolled"))
    sub += f"   —   {_(STAGES.get(cq['stage'], cq['stage']))}" if not table.cq_result else ""
    surface.blit(theme.font("text-italic", 13).render(sub, True, theme.INK_SOFT), (box.x + px(16), box.y + px(36)))
    dice.legend(surface, (box.right - px(220), box.y + px(14)), content)
    _side(table, surface, a_rect, att, cq["att"], cq["att_count"], cq["att_bonus"], cq["att_rerolls"], "Attack")  # the side's key; shown translated
    if dfd is not None:
        _side(table, surface, d_rect, dfd, cq["dfd"], cq["dfd_count"], cq["def_bonus"], cq["def_rerolls"], "Defense")
    # the tray
    pygame.draw.rect(surface, (58, 84, 62), tray, border_radius=px(12))
    pygame.draw.rect(surface, (38, 54, 40), tray, width=max(2, px(3)), border_radius=px(12))
    if table.tray.size != tray.size and not table.tray.rolling and table.tray.dice:
        att_f = [d["face"] for d in table.tray.dice if d["side"] == "att"]
        def_f = [d["face"] for d in table.tray.dice if d["side"] == "def"]
        table.tray.set_rest(att_f, def_f, tray.size)
        table.tray.set_seats(att, dfd)
    if not table.tray.dice:
        msg = _("Dice are rolled after the commitments") if cq["stage"] in ("commit", "defend") else _("No dice")
        f = theme.font("text-italic", 14)      # wrapped: in French and Portuguese it is wider than the tray
        lines = theme.wrap(f, msg, tray.w - px(24))
        lh = f.get_linesize()
        clip = surface.get_clip()
        surface.set_clip(tray.clip(clip))          # a line too wide shows as cut (and the text checks see it)
        for i, ln in enumerate(lines):
            im = f.render(ln, True, (210, 226, 206))
            surface.blit(im, im.get_rect(center=(tray.centerx, tray.centery + (i - (len(lines) - 1) / 2) * lh)))
        surface.set_clip(clip)
    else:
        clip = surface.get_clip()
        surface.set_clip(tray)
        table.tray.draw(surface, tray.topleft, content, table.glow, table.hits, table.t)
        surface.set_clip(clip)
    # the result line
    res = table.cq_result
    rr = pygame.Rect(box.x + px(12), bottom + px(6), box.w - px(24), px(34))
    if res and not table.tray.rolling:
        won = res["won"]
        col = palette.seat_colour(att) if won else (120, 100, 80)
        pygame.draw.rect(surface, palette.mix(col, (250, 244, 230), 0.75), rr, border_radius=px(8))
        vs = f"{res['defense']}" + (f" + {res['def']}" if dfd is not None else "")
        t = _("Strength {n} against {vs}: ").format(n=res['att'], vs=vs) + (
            _("{name} conquers {province}!").format(name=term(table.match.seat_name(att)), province=term(prov.name)) if won
            else _("{province} holds.").format(province=term(prov.name)))
        if table.cq_ruin:
            t += "   " + _("Ruin: defense {a} → {b}").format(a=table.cq_ruin[0], b=table.cq_ruin[1])
        closing = not any(f["kind"] == "conquest" for f in table.view["frames"])
        hint = theme.font("text-italic", 11).render(_("click to close"), True, theme.INK_SOFT)
        room = rr.w - px(16) - (hint.get_width() + px(12) if closing else 0)
        f18, t = theme.fit("display-bold", 18, t, room)
        im = f18.render(t, True, theme.INK)
        surface.blit(im, im.get_rect(midleft=(rr.x + px(10), rr.centery)))
        if closing:
            surface.blit(hint, hint.get_rect(midright=(rr.right - px(8), rr.centery)))
        y = rr.bottom + px(3)
        lines = breakdown_lines(res, dfd is not None)
        for line in lines:
            fl, shown = theme.fit("text", 12, line, rr.w - px(12))
            surface.blit(fl.render(shown, True, theme.INK), (rr.x + px(6), y))
            y += px(16)
        table.tips.append((pygame.Rect(rr.x, rr.y, rr.w, y - rr.y), _(CONQUEST_RULE)))
    elif cq["att_total"] or cq["def_total"]:
        txt = _("Attack Strength {n}").format(n=cq['att_total']) + (
            "  ·  " + _("Defense Strength {n} (plus the province's defense)").format(n=cq['def_total']) if dfd is not None else "")
        im = theme.font("display-bold", 16).render(txt, True, theme.INK)
        surface.blit(im, im.get_rect(center=rr.center))


CONQUEST_RULE = N_("Conquest, steps 6-8 (rulebook: Conquête): the strongest committed card is replaced by as many "
                   "dice as its Strength; every other committed card adds its Strength, and bonuses add theirs. "
                   "The attacker takes the province with a total at least its defense (plus the defender's "
                   "total when it is defended). Each Ruin on the attacker's dice lowers the defense by 1.")


def _parts_text(parts: dict) -> list[str]:
    out = []
    if parts.get("dice_card"):
        dice = parts.get("dice") or []
        strongest = parts["dice_card"]           # the card its dice replace (a pack name)
        card = term(strongest)
        out.append(ngettext("{total} from {n} die ({card}: {faces})", "{total} from {n} dice ({card}: {faces})",
                            len(dice)).format(total=sum(dice), n=len(dice), card=card, faces="+".join(map(str, dice)))
                   if dice else _("0 ({card}: no dice)").format(card=card))
    out += [f"{n} {term(name)}" for name, n in parts.get("cards", [])]
    if parts.get("bonus"):
        out.append(_("{n} bonus").format(n=parts["bonus"]))
    return out or ["0"]


def breakdown_lines(res: dict, defended: bool) -> list[str]:
    """The conquest's arithmetic, from the engine's result event: what each side added up to."""
    a = res.get("att_parts")
    if not a:
        return []
    lines = [_("Attack {total} = {parts}").format(total=a["total"], parts=" + ".join(_parts_text(a)))]
    d = res.get("def_parts")
    if defended and d:
        lines.append(_("Defense {total} = {defense} province defense + {parts}").format(
            total=res["defense"] + d["total"], defense=res["defense"], parts=" + ".join(_parts_text(d))))
    else:
        lines.append(_("Defense {total} = {defense} province defense (uncontrolled)").format(
            total=res["defense"], defense=res["defense"]))
    return lines


def _side(table, surface, rect, seat, shown, count, bonus, rerolls, label):
    px = theme.px
    content = table.match.content
    pygame.draw.rect(surface, palette.mix(palette.seat_colour(seat), (250, 244, 230), 0.85), rect, border_radius=px(10))
    palette.seat_mark(surface, seat, (rect.x + px(14), rect.y + px(14)), px(7))
    head = (_("Attack: {name}") if label == "Attack" else _("Defense: {name}")).format(name=term(table.match.seat_name(seat)))
    surface.blit(theme.font("display-bold", 15).render(head, True, theme.INK), (rect.x + px(26), rect.y + px(5)))
    info = ngettext("{n} card", "{n} cards", count).format(n=count) + (" · " + _("+{n} Strength").format(n=bonus) if bonus else "") + (
        " · " + ngettext("{n} reroll", "{n} rerolls", rerolls).format(n=rerolls) if rerolls else "")
    side = "att" if label == "Attack" else "def"
    mine = [d for d in table.tray.dice if d["side"] == side]
    if mine and not table.tray.rolling:
        st = sum(content.faces[d["face"]].strength for d in mine)
        ru = sum(content.faces[d["face"]].ruin for d in mine)
        dtext = _("{n} dice: {s} Strength, {r} Ruin").format(n=len(mine), s=st, r=ru)
        fd = cards._fit(dtext, "text-bold", 12, rect.w - px(16))
        surface.blit(fd.render(dtext, True, theme.INK), (rect.x + px(10), rect.y + px(41)))
        table.tips.append((pygame.Rect(rect.x, rect.y + px(38), rect.w, px(18)),
                           _("The strongest committed card is replaced by that many dice; the other cards add their "
                             "Strength. Each Ruin of the attacker's dice takes 1 defense from the province.")))
    surface.blit(theme.font("text", 12).render(info, True, theme.INK_SOFT), (rect.x + px(10), rect.y + px(26)))
    area = pygame.Rect(rect.x + px(8), rect.y + px(60), rect.w - px(16), rect.h - px(68))
    n = count
    if n == 0:
        surface.blit(theme.font("text-italic", 12).render(_("no cards"), True, theme.INK_FAINT), area.topleft)
        return
    gap = px(4)
    best = None
    for rows in (1, 2, 3):
        cols = -(-n // rows)
        cw_ = min((area.w - gap * (cols - 1)) // cols, int(((area.h - gap * (rows - 1)) // rows) * 0.72))
        if best is None or cw_ > best[0]:
            best = (cw_, rows, cols)
    cw, rows, cols = best
    cw = max(px(30), min(cw, px(110)))
    ch = int(cw / 0.72)
    step = min(cw + gap, (area.w - cw) // max(1, cols - 1)) if cols > 1 else cw
    for i in range(n):
        row, col = i // cols, i % cols
        r = pygame.Rect(area.x + col * step, area.y + row * (ch + gap), cw, ch)
        if shown is not None:
            cid = content.inst_card[shown[i]]
            key = f"commit:{cid}"
            if table.glow(key):
                table.glow_rect(surface, r)
            surface.blit(cards.card_face(content, cid, cw, ch), r)
            table.hits.append((r, key))
            table.drawn_cards.append(shown[i])
            table.tips.append((r, ("card", cid)))
        else:
            surface.blit(cards.card_back(cw, ch, palette.mix(palette.seat_colour(seat), (60, 40, 30), 0.4), _("face down")), r)


def overlay_parts(rect: pygame.Rect, defended: bool):
    px = theme.px
    box = rect.inflate(-px(24), -px(20))
    top = box.y + px(60)
    bottom = box.bottom - px(80)          # the result and its arithmetic below the tray
    cols = (0.3, 0.4, 0.3) if defended else (0.34, 0.66, 0.0)
    x = box.x + px(12)
    inner_w = box.w - px(24)
    a_rect = pygame.Rect(x, top, int(inner_w * cols[0]) - px(8), bottom - top)
    tray = pygame.Rect(a_rect.right + px(8), top, int(inner_w * cols[1]) - px(8), bottom - top)
    d_rect = pygame.Rect(tray.right + px(8), top, box.right - px(12) - tray.right - px(8), bottom - top)
    return box, a_rect, tray, d_rect, bottom


def tray_rect(rect: pygame.Rect, defended: bool) -> pygame.Rect:
    return overlay_parts(rect, defended)[2]
