"""The battle overlay: attacker and defender, the ambush step, then two dice thrown across a
tray with pymunk and coming to rest on the faces the ENGINE rolled (its `root.dice` event says
what was rolled; physics only animates), then the hits and removals that followed.

The throw's own randomness (where the dice fly) is presentation only, seeded from the match so a
replay looks the same; it never touches the game.
"""
from __future__ import annotations

import math
import random

import pygame
import pymunk

from game.core.i18n import _, event_text, ngettext, term

from .. import art, theme
from ..stack import Scene
from ..widgets import Button
from . import glyphs, style

TRAY_W, TRAY_H = 420, 170           # design units


class DiceTray:
    """Two dice in a walled tray; `step(dt)` advances physics; `faces()` shows tumbling faces
    until a die rests, then the engine's value."""

    def __init__(self, results, seed: int, size: int):
        self.results = list(results)
        self.size = size
        self.space = pymunk.Space()
        self.space.damping = 0.35
        w, h = TRAY_W, TRAY_H
        walls = [((0, 0), (w, 0)), ((w, 0), (w, h)), ((w, h), (0, h)), ((0, h), (0, 0))]
        for a, b in walls:
            seg = pymunk.Segment(self.space.static_body, a, b, 4)
            seg.elasticity = 0.8
            seg.friction = 0.6
            self.space.add(seg)
        rnd = random.Random(seed)
        self.bodies = []
        for i in range(len(self.results)):
            body = pymunk.Body(1, pymunk.moment_for_box(1, (size, size)))
            body.position = (30 + size, h * (0.3 + 0.4 * i))
            body.velocity = (rnd.uniform(520, 760), rnd.uniform(-240, 240))
            body.angular_velocity = rnd.uniform(-14, 14)
            shape = pymunk.Poly.create_box(body, (size, size), radius=3)
            shape.elasticity = 0.7
            shape.friction = 0.8
            self.space.add(body, shape)
            self.bodies.append(body)
        self.time = 0.0
        self.rested = [False] * len(self.results)

    def step(self, dt: float) -> None:
        for _i in range(4):
            self.space.step(dt / 4)
        self.time += dt
        for i, b in enumerate(self.bodies):
            if b.velocity.length < 25 and abs(b.angular_velocity) < 1.0 and self.time > 0.5:
                self.rested[i] = True
                b.velocity = (0, 0)
                b.angular_velocity = 0
            elif self.time > 2.2:          # never wait long: settle
                self.rested[i] = True
                b.velocity = (0, 0)
                b.angular_velocity = 0

    @property
    def done(self) -> bool:
        return all(self.rested)

    def faces(self) -> list[int]:
        out = []
        for i, b in enumerate(self.bodies):
            if self.rested[i]:
                out.append(self.results[i])
            else:
                out.append(int((b.angle * 2 + b.position.x / 37) % 4))
        return out

    def settle(self) -> None:
        for i in range(len(self.rested)):
            self.rested[i] = True


def draw_die(surface, center, angle_deg, value, size, color):
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(s, color, s.get_rect(), border_radius=size // 5)
    pygame.draw.rect(s, style.darken(color, 0.5), s.get_rect(), max(2, size // 18), border_radius=size // 5)
    pip = (40, 28, 18)
    spots = {0: [], 1: [(0.5, 0.5)], 2: [(0.3, 0.3), (0.7, 0.7)], 3: [(0.28, 0.28), (0.5, 0.5), (0.72, 0.72)]}[value]
    for x, y in spots:
        pygame.draw.circle(s, pip, (x * size, y * size), size * 0.1)
    if value == 0:
        pygame.draw.circle(s, style.darken(color, 0.3), (size / 2, size / 2), size * 0.16, max(2, size // 16))
    img = pygame.transform.rotozoom(s, angle_deg, 1)
    surface.blit(img, img.get_rect(center=center))


class BattleOverlay(Scene):
    opaque = False
    modal = True

    def __init__(self, app, table, dice_event, context, after):
        super().__init__(app)
        self.table = table
        self.dice = list(dice_event.data.get("dice", [0, 0]))
        words = getattr(table, "plain", lambda t: t)     # card and clearing names as the log says them
        board = getattr(table, "board", None)
        say = board.places.event if board is not None else event_text     # forests and clearings named
        self.text = words(say(dice_event, table.viewer))
        self.context = [words(say(e, table.viewer)) for e in context if e.text_for(table.viewer)]
        self.after = [words(say(e, table.viewer)) for e in after
                      if e.kind in ("root.remove", "root.vp") and e.text_for(table.viewer)]
        battle = next((e for e in context if e.kind == "root.battle"), None)
        self.clearing = battle.data.get("clearing") if battle else None
        self.attacker = battle.seat if battle else dice_event.seat
        self.defender = battle.data.get("defender") if battle else None
        if battle is not None and self.defender is None:     # a save from before the data said it
            names = [table.match.seat_name(i) for i in range(len(table.view["factions"]))]
            for i, n in enumerate(names):
                if i != self.attacker and n in battle.text:
                    self.defender = i
        self.ambush = [words(say(e, table.viewer)) for e in context
                       if "ambush" in e.text_for(table.viewer).lower()]
        hits = dice_event.data.get("hits") or [(getattr(dice_event, "args", None) or {}).get(k) for k in ("hits", "other_hits")]
        self.hits = [int(h) for h in hits] if len(hits) == 2 and None not in hits else None   # (attacker, defender)
        self.tray = DiceTray(self.dice, table.match.seed * 7919 + len(table.match.log), 46)
        self.age = 0.0
        speed = {"slow": 1.6, "normal": 1.0, "fast": 0.5}.get(app.settings.anim_speed, 1.0)
        self.linger = 3.0 * speed

    def animating(self) -> bool:
        return True                      # dice tumble, then the result lingers and closes by itself

    def layout(self, size):
        super().layout(size)
        w, h = size
        px = theme.px
        self.box = pygame.Rect(0, 0, px(520), px(440))
        self.box.center = (w // 2, h // 2)
        self.tray_rect = pygame.Rect(self.box.x + px(50), self.box.y + px(120), px(TRAY_W), px(TRAY_H))
        self.ok = Button((self.box.centerx - px(80), self.box.bottom - px(50), px(160), px(38)), _("Continue"),
                         self.close, style="primary", size=16)
        self.widgets = [self.ok]
        self.set_focus(self.ok)

    def close(self):
        if self.app.stack.top is self:
            self.app.stack.pop()

    def on_escape(self):
        self.close()

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and not self.ok.rect.collidepoint(event.pos):
            if not self.tray.done:
                self.tray.settle()
            return True
        return super().handle(event)

    def update(self, dt):
        super().update(dt)
        if not self.tray.done:
            self.tray.step(min(dt, 1 / 30))
        else:
            self.age += dt
            if self.age > self.linger:
                self.close()

    def draw(self, surface):
        px = theme.px
        scrim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        scrim.fill((30, 20, 12, 120))
        surface.blit(scrim, (0, 0))
        theme.panel(surface, self.box, radius=14)
        v = self.table.view
        facs = v["factions"]
        cx = self.box.centerx
        title = (_("Battle in {name} ({c})").format(name=self.table.board.names.get(self.clearing, ""), c=self.clearing)
                 if self.clearing else _("Battle"))
        art.title_text(surface, title, (cx, self.box.y + px(28)), size=26)
        y = self.box.y + px(56)
        for seat, side, x in ((self.attacker, _("Attacker"), self.box.x + px(40)), (self.defender, _("Defender"), self.box.right - px(200))):
            if seat is None or seat >= len(facs):
                continue
            surface.blit(glyphs.warrior(facs[seat], px(40)), (x, y))
            f = theme.font("text-bold", 14)
            surface.blit(f.render(term(self.table.match.seat_name(seat)), True, style.darken(style.faction_color(facs[seat]), 0.3)),
                         (x + px(44), y + px(2)))
            surface.blit(theme.font("text", 12).render(side, True, theme.INK_SOFT), (x + px(44), y + px(20)))
            if self.hits is not None and self.tray.done:
                n = self.hits[0] if seat == self.attacker else self.hits[1]
                t = theme.font("display-bold", 20).render(ngettext("{n} hit", "{n} hits", n).format(n=n), True, theme.ACCENT)
                surface.blit(t, (x + px(44) + px(70), y + px(12)))
        if self.ambush:
            t = theme.font("text-italic", 13).render(self.ambush[-1], True, theme.ACCENT)
            surface.blit(t, t.get_rect(midtop=(cx, y + px(44))))
        tr = self.tray_rect
        pygame.draw.rect(surface, (86, 62, 40), tr.inflate(px(10), px(10)), border_radius=px(10))
        pygame.draw.rect(surface, (58, 96, 62), tr, border_radius=px(8))
        k = tr.w / TRAY_W
        faces = self.tray.faces()
        cols = [(236, 226, 200), (236, 226, 200)]
        for i, b in enumerate(self.tray.bodies):
            p = (tr.x + b.position.x * k, tr.y + b.position.y * k)
            draw_die(surface, p, math.degrees(-b.angle), faces[i], int(46 * k), cols[i % 2])
        y = tr.bottom + px(12)
        if self.tray.done:
            t = theme.font("text-bold", 14).render(self.text, True, theme.INK)
            surface.blit(t, t.get_rect(midtop=(cx, y)))
            y += px(22)
            for line in self.after[:4]:
                t = theme.font("text", 12).render(line, True, theme.INK_SOFT)
                surface.blit(t, t.get_rect(midtop=(cx, y)))
                y += px(16)
        super().draw(surface)
