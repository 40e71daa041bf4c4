"""The panes around the Root board: the prompt bar (with the cooperative badge), the log frame,
the score track, the board's item and deck overlays, the faction panels and the hand."""
from __future__ import annotations

import math

import pygame

from game.core.i18n import _, ngettext, rule_text, term

from ... import theme
from ...generic_table import CONTROLLER_LABELS
from .. import glyphs, style
from ..cardart import card_face
from ..panels import panel_module
from ..places import rule_words
from ..panels.common import PanelCtx
from .paint import paper


class PanesMixin:
    """Drawing of the panes into the cached table picture.
    A mixin of RootTable (scene.py), whose attributes it uses."""

    def draw_hand_glow(self, surface, hl):
        px = theme.px
        a = int(150 + 100 * (0.5 + 0.5 * math.sin(self.glow_time() * 4)))
        for ref, r in self.hand_spots + self.panel_targets:
            if ref in hl:
                g = pygame.Surface(r.inflate(px(8), px(8)).size, pygame.SRCALPHA)
                pygame.draw.rect(g, (*style.GLOW, a), g.get_rect(), max(2, px(3)), border_radius=px(8))
                surface.blit(g, r.inflate(px(8), px(8)).topleft)

    def draw_bar(self, surface):
        px = theme.px
        m, d = self.match, self.match.pending
        paper(surface, self.bar, fill=(250, 244, 231), radius=10)
        x = self.bar.x + px(12)
        if d is None:
            o = m.outcome
            who = _("Game over")
            prompt = (_("The game is over: {names} won").format(names=", ".join(term(m.seat_name(s)) for s in o.winners))
                      if o and o.winners else _("The game is over"))
            from ..game_over import coop_headline
            team = coop_headline(m)
            if team is not None:
                prompt = _("The game is over: {result}").format(result=team[0].lower())
            rule, col = "", theme.ACCENT
        else:
            fid = self.view["factions"][d.seat]
            col = style.faction_color(fid)
            who = f"{term(m.seat_name(d.seat))} · {_(CONTROLLER_LABELS.get(self.controllers[d.seat], ''))}"
            prompt, rule = self.plain(self.board.places.prompt(d)), rule_words(d.rule)
            if not self.is_human(d.seat):
                name = m.seat_name(d.seat)      # an automaton's step prompt already names it
                prompt = prompt if d.prompt.startswith(name) else _("{name} is playing: {prompt}").format(name=term(name), prompt=prompt)
            elif self.my_decision() is None:
                prompt = _("Waiting for {name}").format(name=term(m.seat_name(d.seat)))
        pygame.draw.rect(surface, col, (self.bar.x, self.bar.y + px(8), px(6), self.bar.h - px(16)),
                         border_radius=px(3))
        if d is not None:
            img = glyphs.warrior(self.view["factions"][d.seat], px(34))
            surface.blit(img, (x, self.bar.centery - px(17)))
            x += px(40)
        maxw = self.bar_left() - x - px(12)
        f = theme.font("display-bold", 21)
        sub_y = self.bar.y + px(31)
        if f.size(prompt)[0] * 0.8 <= maxw:
            f, t = theme.fit("display-bold", 21, prompt, maxw)
            surface.blit(f.render(t, True, theme.INK), (x, self.bar.y + px(4)))
        else:                            # a long prompt (an automaton's step) takes two smaller lines
            f = theme.font("display-bold", 13)
            lines = theme.wrap(f, prompt, maxw)
            if len(lines) > 2:
                lines = [lines[0], theme.ellipsize(f, " ".join(lines[1:]), maxw)]
            for i, ln in enumerate(lines):
                surface.blit(f.render(ln, True, theme.INK), (x, self.bar.y + px(1) + i * px(15)))
            sub_y = self.bar.y + px(33)
        s = theme.font("text", 12)
        phase = _("Round {n} · {phase}").format(n=self.view['round'], phase=term(str(self.view["phase"]).title()))
        sub = "   ·   ".join(b for b in (who, rule, phase) if b)
        surface.blit(s.render(sub, True, theme.INK_SOFT), (x, sub_y))
        if self.view.get("cooperative"):
            self.draw_coop_badge(surface, x + s.size(sub)[0] + px(16), sub_y - px(1))

    def draw_coop_badge(self, surface, x, y):
        """A cooperative game says so in the header (Rootbotics 3.5), with the rule as a tip."""
        px = theme.px
        f = theme.font("text-bold", 11)
        room = self.bar_left() - px(12) - x
        text = _("COOPERATIVE · the people against the automata")
        if f.size(text)[0] + px(14) > room:
            text = _("COOPERATIVE")                    # a long rule reference leaves room for the word only
        img = f.render(text, True, (255, 250, 240))
        r = pygame.Rect(x, y, img.get_width() + px(14), img.get_height() + px(2))
        pygame.draw.rect(surface, theme.ACCENT, r, border_radius=r.h // 2)
        surface.blit(img, img.get_rect(center=r.center))
        from game.root.factions import get_faction
        done = [self.match.seat_name(i) for i in self.view.get("reached_30", [])
                if not get_faction(self.view["factions"][i]).automaton]
        tip = ("Cooperative play (Law of Rootbotics 3.5): the people win together only if every one of them "
               "reaches 30 VP before any automaton does; the automata never fight each other; no dominance cards.")
        if done:
            tip += f" Reached 30 VP: {', '.join(done)}."
        self.info_spots.append((r, tip))

    def draw_log(self, surface):
        px = theme.px
        paper(surface, self.log_rect)
        surface.blit(theme.font("display", 17).render(_("Game log"), True, theme.INK), (self.log_rect.x + px(10), self.log_rect.y + px(5)))
        pygame.draw.line(surface, theme.PAPER_DARK, (self.log_rect.x + px(8), self.log_rect.y + px(27)),
                         (self.log_rect.right - px(8), self.log_rect.y + px(27)))

    def draw_score(self, surface):
        """The 0–30 score track with each faction's marker (colour and figure)."""
        px = theme.px
        r = self.score_rect
        pygame.draw.rect(surface, (246, 238, 220), r, border_radius=px(6))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=px(6))
        n = 31
        lab = theme.font("text-bold", 10).render(_("VP"), True, theme.INK_SOFT)     # victory points: « PV »
        surface.blit(lab, lab.get_rect(midleft=(r.x + px(6), r.centery)))
        x0 = r.x + px(26)
        cw = (r.w - px(30)) / n
        f = theme.font("text", 9)
        for i in range(n):
            cx = int(x0 + i * cw + cw / 2)
            if i % 5 == 0:
                img = f.render(str(i), True, theme.INK_SOFT)
                surface.blit(img, img.get_rect(midtop=(cx, r.y + px(1))))
            pygame.draw.line(surface, theme.PAPER_DARK, (int(x0 + i * cw), r.bottom - px(9)), (int(x0 + i * cw), r.bottom - px(3)))
        by_vp: dict = {}
        for seat, vp in enumerate(self.view["vp"]):
            by_vp.setdefault(min(30, vp), []).append(seat)
        for vp, seats in by_vp.items():
            rects, tips = [], []
            for k, seat in enumerate(seats):
                fid = self.view["factions"][seat]
                cx = int(x0 + vp * cw + cw / 2) + k * px(7)
                img = glyphs.warrior(fid, px(18))
                ir = img.get_rect(midbottom=(cx, r.bottom))
                surface.blit(img, ir)
                dom = _(" (dominance: scores nothing)") if self.view["dominance"][seat] else ""
                if seat in self.view.get("reached_30", []) and self.view.get("cooperative"):
                    dom += _(" — reached 30: waiting for the other people (Rootbotics 3.5)")
                rects.append(ir)
                tips.append(_("{name}: {n} VP").format(name=term(self.match.seat_name(seat)), n=self.view['vp'][seat]) + dom)
                if self.view["dominance"][seat]:
                    pygame.draw.circle(surface, theme.ACCENT, (cx, r.y + px(4)), px(3))
            # markers on one space share one tip
            self.info_spots.append((rects[0].unionall(rects[1:]), " · ".join(tips)))

    def draw_board_overlays(self, surface):
        """Item supply (bottom left) and deck / discard / dominance (bottom right) on the board."""
        px = theme.px
        v = self.view
        s = px(22)
        items = [(k, n) for k, n in v["item_supply"].items() if n > 0]
        cols = 2
        rows = max(1, (len(items) + cols - 1) // cols)
        cell = s + px(18)
        r = pygame.Rect(self.board_rect.x + px(6), self.score_rect.bottom + px(6), cols * cell + px(10), rows * (s + px(6)) + px(22))
        bg = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (248, 240, 222, 225), bg.get_rect(), border_radius=px(8))
        surface.blit(bg, r)
        surface.blit(theme.font("text-bold", 9).render(_("ITEMS"), True, theme.INK_SOFT), (r.x + px(6), r.y + px(4)))
        f = theme.font("text-bold", 10)
        for i, (k, n) in enumerate(items):
            x = r.x + px(6) + (i % cols) * cell
            y = r.y + px(18) + (i // cols) * (s + px(6))
            surface.blit(glyphs.item(k, s), (x, y))
            surface.blit(f.render(f"{n}", True, theme.INK), (x + s + px(2), y + s - px(12)))
            self.info_spots.append((pygame.Rect(x, y, s, s), _("{item}: {n} left in the supply to craft").format(item=term(k).capitalize(), n=n)))
        self.draw_hirelings(surface, r.bottom + px(6))
        # deck and discard
        dr = pygame.Rect(0, 0, px(150), s + px(22))
        dr.bottomright = (self.board_rect.right - px(6), self.board_rect.bottom - px(6))
        tb = getattr(self, "tray_back", None)
        if tb is not None and tb.colliderect(dr):     # the choice tray grew up over the board: sit above it
            dr.bottom = tb.top - px(6)
        self.deck_rect = dr                            # (tests: never under the choice tray)
        bg = pygame.Surface(dr.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (248, 240, 222, 215), bg.get_rect(), border_radius=px(8))
        surface.blit(bg, dr)
        back = card_face(None, px(18), face_down=True)
        surface.blit(back, (dr.x + px(6), dr.y + px(4)))
        fs = theme.font("text", 11)
        surface.blit(fs.render(_("Deck {n}").format(n=v['deck']), True, theme.INK), (dr.x + px(28), dr.y + px(5)))
        surface.blit(fs.render(_("Discard {n}").format(n=len(v['discard'])), True, theme.INK), (dr.x + px(28), dr.y + px(21)))
        # the discard pile is public (Law 1.2.2)
        tip = _("Deck: {cards} · discard pile: {n} (public, {rule})").format(
            cards=ngettext("{n} card", "{n} cards", v["deck"]).format(n=v["deck"]), n=len(v["discard"]),
            rule=rule_text("Law 1.2.2"))
        if v["discard"]:
            top = self.content.cards.get(v["discard"][-1])
            if top is not None:
                surface.blit(glyphs.suit_badge(top.suit, px(16)), (dr.right - px(24), dr.y + px(5)))
                tip += " · " + _("on top: {card} ({suit})").format(card=term(top.name), suit=term(top.suit))
        if v["available_dominance"]:
            names = [term(self.content.cards[c].name) for c in v["available_dominance"] if c in self.content.cards]
            tip += " · " + _("dominance beside the board: {cards}").format(cards=", ".join(names))
        self.info_spots.append((dr, tip))
        if v["available_dominance"]:
            t = fs.render(_("Dominance available: {n}").format(n=len(v['available_dominance'])), True, theme.ACCENT)
            tr = t.get_rect(bottomright=(dr.right - px(8), dr.y - px(8)))
            pill = pygame.Surface(tr.inflate(px(16), px(8)).size, pygame.SRCALPHA)   # readable on the forest
            pygame.draw.rect(pill, (248, 240, 222, 215), pill.get_rect(), border_radius=px(8))
            surface.blit(pill, tr.inflate(px(16), px(8)))
            surface.blit(t, tr)
            self.info_spots.append((tr.inflate(px(16), px(8)), tip))

    def draw_hirelings(self, surface, top: int) -> None:
        """The dealt hireling cards (Law App. E) down the board's left edge: name, side, control
        markers (dots) and the controller's colour and name; hover explains."""
        hires = self.view.get("hirelings") or []
        self.kept_spots = []                           # Mole Artisans' kept cards (hover zooms them)
        self.drawn_kept = []                           # their ids as drawn (tests)
        self.drawn_hire_names = []                     # (name as drawn, its box, the card) (tests)
        if not hires:
            return
        px = theme.px
        facs = self.view["factions"]
        y = top
        fs = theme.font("text", 9)
        for h in hires:
            raw = h.get("name", "")
            nm = term(raw)
            r = pygame.Rect(self.board_rect.x + px(6), y, px(128), px(44))
            col = style.faction_color(h["side_id"])
            bg = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(bg, (248, 240, 222, 232), bg.get_rect(), border_radius=px(6))
            surface.blit(bg, r)
            pygame.draw.rect(surface, col, pygame.Rect(r.x, r.y, px(6), r.h), border_top_left_radius=px(6),
                             border_bottom_left_radius=px(6))
            ctl = h["controller"]
            band = style.faction_color(facs[ctl]) if ctl >= 0 else None
            surface.blit(glyphs.hireling_warrior(h["side_id"], px(22), band), (r.x + px(7), r.y + px(4)))
            side = _("promoted") if h["side"] == "promoted" else _("demoted")
            nf, shown = theme.fit("text-bold", 10, nm, r.right - px(4) - (r.x + px(31)), smallest=0.7)
            img = nf.render(shown, True, theme.INK)                 # long fr/pt names: smaller type
            surface.blit(img, (r.x + px(31), r.y + px(3)))
            self.drawn_hire_names.append((shown, img.get_rect(topleft=(r.x + px(31), r.y + px(3))), r))
            surface.blit(fs.render(side, True, theme.INK_SOFT), (r.x + px(31), r.y + px(16)))
            who = term(self.match.seat_name(ctl)) if ctl >= 0 else _("in the supply")
            line = fs.render(who, True, style.darken(band, 0.35) if band else theme.INK_SOFT)
            surface.blit(line, (r.x + px(10), r.y + px(29)))
            for i in range(h["control"]):                  # control markers (Law E.1.2), right-aligned
                cx = r.right - px(8) - i * px(9)
                pygame.draw.circle(surface, band or theme.INK_SOFT, (cx, r.y + px(21)), px(4))
                pygame.draw.circle(surface, theme.INK, (cx, r.y + px(21)), px(4), 1)
            if ctl >= 0:
                tip = ngettext("{name} ({side}): {n} control marker, controlled by {who} (Law E.1.2)",
                               "{name} ({side}): {n} control markers, controlled by {who} (Law E.1.2)", h["control"]).format(
                    name=nm, side=side, n=h["control"], who=who)
            else:                                          # "controlled by in the supply" read wrong
                tip = ngettext("{name} ({side}): {n} control marker, in the supply (Law E.1.2)",
                               "{name} ({side}): {n} control markers, in the supply (Law E.1.2)", h["control"]).format(
                    name=nm, side=side, n=h["control"])
            kept = [c for c in h.get("kept") or () if c in self.content.cards]
            if kept:                                       # Mole Artisans: crafted cards kept face up (R-HIRE-64)
                tip += " · " + _("crafted cards kept revealed: {cards}").format(
                    cards=", ".join(term(self.content.cards[c].name) for c in kept))
                cw = px(28)                                # under the card, face up, overlapping when many
                step = min(cw + px(3), max(px(8), (r.w - px(6) - cw) // max(1, len(kept) - 1)))
                ch_ = card_face(self.content.cards[kept[0]], cw).get_height()
                for i, cid in enumerate(kept):
                    img = card_face(self.content.cards[cid], cw)
                    cr = pygame.Rect(r.x + px(6) + i * step, r.bottom + px(2), cw, ch_)
                    surface.blit(img, cr)
                    vis = cr if i == len(kept) - 1 else pygame.Rect(cr.x, cr.y, min(cw, step), cr.h)
                    self.kept_spots.append((cid, vis))
                    self.drawn_kept.append(cid)
            self.info_spots.append((r, tip))
            y = r.bottom + px(4) + (ch_ + px(2) if kept else 0)

    def draw_panels(self, surface):
        """One header per seat (colour, figure, controller, VP, hand size); the Tab-selected
        seat's full board below."""
        px = theme.px
        r = self.panel_rect
        paper(surface, r)
        v = self.view
        y = r.y + px(6)
        self.panel_heads = []
        d = self.match.pending
        for seat, fid in enumerate(v["factions"]):
            hr = pygame.Rect(r.x + px(6), y, r.w - px(12), px(34))
            active = seat == self.panel_seat
            col = style.faction_color(fid)
            pygame.draw.rect(surface, style.lighten(col, 0.72 if active else 0.85), hr, border_radius=px(6))
            pygame.draw.rect(surface, col if active else theme.PANEL_EDGE, hr, max(1, px(2) if active else 1), border_radius=px(6))
            surface.blit(glyphs.warrior(fid, px(28)), (hr.x + px(3), hr.y + px(3)))
            name = term(self.match.seat_name(seat))
            nm = theme.font("text-bold", 13).render(name, True, theme.INK)
            surface.blit(nm, (hr.x + px(34), hr.y + px(2)))
            if d is not None and d.seat == seat:         # whose decision it is: a small red pointer
                ax, ay = hr.x + px(40) + nm.get_width(), hr.y + px(2) + nm.get_height() // 2
                pygame.draw.polygon(surface, theme.ACCENT, [(ax, ay - px(5)), (ax + px(8), ay), (ax, ay + px(5))])
            hand = v["hands"][seat]
            n = len(hand) if isinstance(hand, list) else hand
            sup = v["supply"][seat] if v.get("supply") else {}
            info = f"{_(CONTROLLER_LABELS.get(self.controllers[seat], ''))} · " + ngettext("{n} card", "{n} cards", n).format(n=n)
            if "warrior" in sup and fid not in ("vagabond", "vagabond-2"):
                info += " · " + ngettext("{n} warrior in supply", "{n} warriors in supply", sup['warrior']).format(n=sup['warrior'])
            surface.blit(theme.font("text", 10).render(info, True, theme.INK_SOFT), (hr.x + px(34), hr.y + px(18)))
            vp = theme.font("display-bold", 20).render(str(v["vp"][seat]), True, theme.INK)
            surface.blit(vp, vp.get_rect(midright=(hr.right - px(8), hr.centery)))
            self.panel_heads.append((seat, hr))
            y = hr.bottom + px(4)
        body = pygame.Rect(r.x + px(12), y + px(6), r.w - px(24), r.bottom - y - px(12))
        pc = PanelCtx(self.content, v, self.panel_seat, self.viewer, decision=self.my_decision())
        self.panel_spots = pc.spots
        self.panel_secret = pc.secret           # hidden things the panel drew (tests: drawn_secret)
        self.panel_targets = pc.targets
        clip = surface.get_clip()
        surface.set_clip(body)
        try:
            panel_module(pc.fid).draw(surface, body, pc)
        except Exception as exc:        # a panel must never take the table down
            surface.blit(theme.font("text-italic", 11).render(_("(panel unavailable: {error})").format(error=type(exc).__name__), True,
                                                             theme.ERROR), body.topleft)
        surface.set_clip(clip)
        self.info_spots += [(r, t) for r, t in pc.tips if body.contains(r)]      # hover explains (ministers…)
        hint = theme.font("text", 10).render(_("Tab: next faction"), True, theme.INK_FAINT)
        surface.blit(hint, hint.get_rect(bottomright=(r.right - px(8), r.bottom - px(4))))

    def draw_hand(self, surface, hl):
        px = theme.px
        r = self.hand_rect
        paper(surface, r)
        self.hand_spots = []
        v = self.view
        if self.viewer is None:
            d = self.my_decision()
            msg = (_("{name}: this choice needs no hand, so no hand is shown.").format(name=term(self.match.seat_name(d.seat)))
                   if d is not None else _("Hands are hidden: nobody's private view is on screen."))
            surface.blit(theme.font("text-italic", 14).render(msg, True, theme.INK_SOFT), (r.x + px(14), r.y + px(12)))
            return
        hand = v["hands"][self.viewer]
        title = _("{name} — your hand").format(name=term(self.match.seat_name(self.viewer)))
        surface.blit(theme.font("display", 16).render(title, True, theme.INK), (r.x + px(12), r.y + px(3)))
        if self.tray:
            cap = theme.font("text-bold", 10).render(_("CHOOSE — or click something that glows") if hl else _("CHOOSE"),
                                                    True, theme.INK_SOFT)
            surface.blit(cap, cap.get_rect(topright=(r.right - px(12), r.y + px(8))))
        elif hl:
            cap = theme.font("text-bold", 10).render(_("CLICK SOMETHING THAT GLOWS"), True, theme.INK_SOFT)
            surface.blit(cap, cap.get_rect(topright=(r.right - px(12), r.y + px(8))))
        if not isinstance(hand, list):
            return
        y = r.y + px(24)
        ch = r.bottom - px(6) - y
        cw = int(ch / 1.4)
        x = r.x + px(12)
        gap = px(6)
        right = min((b.rect.x for b in self.tray), default=r.right) - px(16)
        avail = right - x
        if len(hand) * (cw + gap) > avail and hand:
            gap = (avail - cw) // max(1, len(hand) - 1) - cw
        for i, cid in enumerate(hand):
            rec = self.content.cards.get(cid)
            img = card_face(rec, cw)
            # the part of the card left visible under the next one (cards overlap in a full hand)
            vis_w = cw if i == len(hand) - 1 else max(px(8), min(cw, cw + gap))
            cr = pygame.Rect(x, y, vis_w, ch)
            ref = f"card:{cid}"
            lift = px(3) if ref in hl else 0
            surface.blit(img, (x, y - lift))
            self.hand_spots.append((ref, cr.move(0, -lift)))
            self.drawn_private.append(cid)
            x += cw + gap
        if not hand:
            surface.blit(theme.font("text-italic", 14).render(_("No cards in hand."), True, theme.INK_SOFT), (x, y + px(10)))
