"""The dice tray: dice thrown with pymunk physics that come to rest showing the faces the
engine rolled. Physics only moves the dice around; the faces come from the engine's event
(`plas.roll` data), never from the simulation."""
from __future__ import annotations

import math

import pygame
import pymunk

from game.core.i18n import _

from .. import theme
from . import icons, palette

STEP = 1 / 120
SETTLE = 1.6            # seconds of tumbling at most


class DiceTray:
    def __init__(self):
        self.dice: list[dict] = []         # {"side": "att"|"def", "face": index, "body": Body|None, "pos", "angle"}
        self.space: pymunk.Space | None = None
        self.time = 0.0
        self.size = (0, 0)

    @property
    def rolling(self) -> bool:
        return self.space is not None

    def set_rest(self, att: list[int], dfd: list[int], size) -> None:
        """Dice lying still (a loaded game, or no animation): a tidy row per side."""
        self.space = None
        w, h = size
        out = []
        for side, faces in (("att", att), ("def", dfd)):
            n = len(faces)
            for i, f in enumerate(faces):
                step = min(w * 0.15, w * 0.42 / max(1, n))
                x = w * (0.27 if side == "att" else 0.73) + (i - (n - 1) / 2) * step
                y = h * 0.45 + (i % 2) * h * 0.14 - h * 0.07
                out.append({"side": side, "face": f, "body": None, "pos": (x, y), "angle": (i * 23 % 30) - 15})
        self.dice = out
        self.size = size

    def throw(self, att: list[int], dfd: list[int], size) -> None:
        """Start a throw: attacker's dice from the left, defender's from the right."""
        w, h = size
        self.size = size
        sp = pymunk.Space()
        sp.damping = 0.25
        wall = max(4.0, h * 0.02)
        for a, b in (((0, 0), (w, 0)), ((w, 0), (w, h)), ((w, h), (0, h)), ((0, h), (0, 0))):
            seg = pymunk.Segment(sp.static_body, a, b, wall)
            seg.elasticity, seg.friction = 0.7, 0.6
            sp.add(seg)
        die = self.die_size()
        self.dice = []
        for side, faces in (("att", att), ("def", dfd)):
            for i, f in enumerate(faces):
                body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (die, die)))
                left = side == "att"
                body.position = (w * (0.08 if left else 0.92), h * (0.25 + 0.5 * ((i * 0.37) % 1)))
                speed = w * (0.55 + 0.08 * ((i * 7) % 5))
                ang = (-0.5 + ((i * 0.29) % 1)) * 0.9
                body.velocity = (speed * math.cos(ang) * (1 if left else -1), speed * math.sin(ang))
                body.angular_velocity = (8 + i * 3) * (1 if i % 2 else -1)
                shape = pymunk.Poly.create_box(body, (die, die), radius=die * 0.08)
                shape.elasticity, shape.friction = 0.55, 0.8
                sp.add(body, shape)
                self.dice.append({"side": side, "face": f, "body": body, "pos": tuple(body.position), "angle": 0.0,
                                  "trip": 0.0})
        self.space = sp
        self.time = 0.0

    def die_size(self) -> float:
        w, h = self.size
        return max(18.0, min(w * 0.16, h * 0.2))

    def update(self, dt: float) -> None:
        if self.space is None:
            return
        self.time += dt
        for _n in range(max(1, int(dt / STEP))):
            self.space.step(STEP)
        moving = False
        for d in self.dice:
            b = d["body"]
            d["trip"] += b.velocity.length * dt
            d["pos"], d["angle"] = tuple(b.position), math.degrees(b.angle)
            if b.velocity.length > self.size[0] * 0.02 or abs(b.angular_velocity) > 0.4:
                moving = True
        if not moving or self.time > SETTLE:
            for d in self.dice:
                d["body"] = None
            self.space = None

    def draw(self, surface, origin, content, glow=None, hits=None, t: float = 0.0) -> None:
        ox, oy = origin
        size = self.die_size()
        nfaces = len(content.faces)
        counts = {"att": 0, "def": 0}
        for d in self.dice:
            i = counts[d["side"]]
            counts[d["side"]] += 1
            face = d["face"] if d["body"] is None else int(d["trip"] / (size * 0.9)) % nfaces   # tumbling: any face
            img = die_image(content, face, int(size), d["side"], d.get("seat", 0))
            rot = pygame.transform.rotate(img, -d["angle"])
            r = rot.get_rect(center=(ox + d["pos"][0], oy + d["pos"][1]))
            key = f"die:{d['side']}:{i}"
            if glow is not None and d["body"] is None and glow(key):
                from .board import glow_rect
                glow_rect(surface, img.get_rect(center=r.center), t)
            surface.blit(rot, r)
            if hits is not None and d["body"] is None:
                hits.append((img.get_rect(center=r.center), key))

    def set_seats(self, att_seat: int, def_seat) -> None:
        for d in self.dice:
            d["seat"] = att_seat if d["side"] == "att" else (def_seat if def_seat is not None else 0)


_img: dict = {}


def die_image(content, face: int, size: int, side: str, seat: int) -> pygame.Surface:
    key = (face, size, side, seat)
    img = _img.get(key)
    if img is None:
        if len(_img) > 300:
            _img.clear()
        img = _draw_die(content.faces[face], size, seat)
        _img[key] = img
    return img


def _draw_die(face, size, seat):
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    body = palette.mix(palette.seat_colour(seat), (250, 244, 230), 0.72)
    edge = palette.seat_dark(seat)
    r = s.get_rect().inflate(-2, -2)
    pygame.draw.rect(s, body, r, border_radius=size // 6)
    pygame.draw.rect(s, edge, r, width=max(2, size // 16), border_radius=size // 6)
    marks = [("strength", i) for i in range(face.strength)] + [("ruin", i) for i in range(face.ruin)]
    n = len(marks)
    if n == 0:
        return s
    spots = {1: [(0.5, 0.5)], 2: [(0.3, 0.3), (0.7, 0.7)], 3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)]}[min(n, 3)]
    for (kind, _k), (fx, fy) in zip(marks, spots):
        c = (size * fx, size * fy)
        rr = size * (0.26 if n == 1 else 0.2)
        if kind == "strength":
            icons.strength(s, c, rr)
        else:
            icons.ruin(s, c, rr * 0.8)
    return s


def face_text(face) -> str:
    bits = []
    if face.strength:
        bits.append(_("{n} Strength").format(n=face.strength))
    if face.ruin:
        bits.append(_("{n} Ruin").format(n=face.ruin))
    return " + ".join(bits) or _("blank")


def legend(surface, pos, content) -> None:
    """A one-line key: sword = Strength, broken tower = Ruin."""
    x, y = pos
    f = theme.font("text", 11)
    icons.strength(surface, (x + theme.px(6), y + theme.px(7)), theme.px(7))
    im = f.render(_("Strength"), True, theme.INK_SOFT)
    surface.blit(im, (x + theme.px(15), y))
    x += theme.px(20) + im.get_width()
    icons.ruin(surface, (x + theme.px(6), y + theme.px(8)), theme.px(6))
    surface.blit(f.render(_("Ruin (–1 defense each)"), True, theme.INK_SOFT), (x + theme.px(15), y))
