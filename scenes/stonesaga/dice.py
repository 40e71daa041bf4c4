"""Six-sided dice thrown with pymunk inside the action overlay. Physics only moves the dice; the
faces at rest are the engine's (a test's or a fishing trip's `dice` in the view) — while they
tumble they show any face. At rest the dice line up in a tidy row to be clicked (re-rolls,
fishing spots)."""
from __future__ import annotations

import math

import pygame
import pymunk

from .. import theme

STEP = 1 / 120
SETTLE = 1.3


class D6Tray:
    def __init__(self):
        self.values: list[int] = []
        self.space: pymunk.Space | None = None
        self.bodies: list = []
        self.trips: list[float] = []
        self.time = 0.0
        self.size = (1, 1)
        self.sig = None

    @property
    def rolling(self) -> bool:
        return self.space is not None

    def show(self, sig, values: list[int], size, animate: bool) -> None:
        """New dice from the engine: throw them (or lay them at rest when animation is off)."""
        if sig == self.sig:                   # the same dice (creation values being assigned): no new throw
            if list(values) != self.values:
                self.values, self.space = list(values), None
            return
        old = list(self.values) if self.sig is not None and self.sig[:2] == sig[:2] else []
        self.sig, self.values, self.size = sig, list(values), size
        if not animate or not values:
            self.space = None
            return
        changed = [i for i, v in enumerate(values) if i >= len(old) or old[i] != v] if len(old) == len(values) else \
            list(range(len(values)))
        self.throw(changed or list(range(len(values))))

    def throw(self, which: list[int]) -> None:
        w, h = self.size
        sp = pymunk.Space()
        sp.damping = 0.3
        for a, b in (((0, 0), (w, 0)), ((w, 0), (w, h)), ((w, h), (0, h)), ((0, h), (0, 0))):
            seg = pymunk.Segment(sp.static_body, a, b, 3.0)
            seg.elasticity, seg.friction = 0.6, 0.7
            sp.add(seg)
        d = self.die()
        self.bodies, self.trips = [], []
        for i in range(len(self.values)):
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (d, d)))
            rest = self.rest_pos(i)
            if i in which:
                body.position = (w * 0.06 + d * 0.6, h * (0.3 + 0.4 * ((i * 0.37) % 1)))
                speed = w * (0.9 + 0.1 * (i % 3))
                ang = (-0.4 + ((i * 0.29) % 1)) * 0.8
                body.velocity = (speed * math.cos(ang), speed * math.sin(ang))
                body.angular_velocity = (9 + i * 2) * (1 if i % 2 else -1)
            else:
                body.position = rest
            shape = pymunk.Poly.create_box(body, (d, d), radius=d * 0.08)
            shape.elasticity, shape.friction = 0.5, 0.8
            sp.add(body, shape)
            self.bodies.append(body)
            self.trips.append(0.0)
        self.space = sp
        self.time = 0.0

    def die(self) -> float:
        return max(14.0, min(self.size[1] * 0.62, theme.px(34)))

    def rest_pos(self, i: int) -> tuple[float, float]:
        d = self.die()
        return d * 0.6 + i * (d + theme.px(8)), self.size[1] / 2

    def update(self, dt: float) -> None:
        if self.space is None:
            return
        self.time += dt
        for _ in range(max(1, int(dt / STEP))):
            self.space.step(STEP)
        moving = False
        for i, b in enumerate(self.bodies):
            self.trips[i] += b.velocity.length * dt
            if b.velocity.length > self.size[0] * 0.03 or abs(b.angular_velocity) > 0.5:
                moving = True
        if not moving or self.time > SETTLE:
            self.space = None

    def draw(self, surface, origin, face_fn) -> list[tuple[pygame.Rect, int]]:
        """Draw the dice; at rest returns [(rect, index)] of each die for clicks."""
        ox, oy = origin
        d = int(self.die())
        out = []
        for i, v in enumerate(self.values):
            if self.space is not None and i < len(self.bodies):
                b = self.bodies[i]
                face = 1 + int(self.trips[i] / (d * 0.8)) % 6
                img = pygame.Surface((d, d), pygame.SRCALPHA)
                face_fn(img, img.get_rect(), face)
                rot = pygame.transform.rotate(img, -math.degrees(b.angle))
                surface.blit(rot, rot.get_rect(center=(ox + b.position.x, oy + b.position.y)))
            else:
                x, y = self.rest_pos(i)
                r = pygame.Rect(0, 0, d, d)
                r.center = (int(ox + x), int(oy + y))
                face_fn(surface, r, v)
                out.append((r, i))
        return out
