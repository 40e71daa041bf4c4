"""Small pictures drawn in code (our own shapes, no borrowed art): suit animals, faction
pieces, buildings, tokens and items. Each is drawn 4× larger with plain polygons and smooth-
scaled down (soft, crisp edges), then cached per (what, size, colour)."""
from __future__ import annotations

import math

import pygame

from .. import theme
from . import style

SS = 4
_cache: dict = {}


def fast(surf: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """The surface in the window's pixel format (much faster to blit) when a window exists."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha() if alpha else surf.convert()
    return surf


def _sprite(key, size, painter) -> pygame.Surface:
    s = _cache.get(key)
    if s is None:
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        painter(big, size * SS)
        s = fast(pygame.transform.smoothscale(big, (size, size)))
        _cache[key] = s
    return s


def _pts(pts, S, dx=0.0, dy=0.0):
    return [((x + dx) * S, (y + dy) * S) for x, y in pts]


# --- suit animals (unit square 0..1) -----------------------------------------------------------

def _fox(s, S, col):
    ear_l = [(0.16, 0.10), (0.40, 0.30), (0.22, 0.44)]
    ear_r = [(0.84, 0.10), (0.60, 0.30), (0.78, 0.44)]
    head = [(0.12, 0.36), (0.30, 0.26), (0.70, 0.26), (0.88, 0.36), (0.80, 0.58), (0.50, 0.92), (0.20, 0.58)]
    for p in (ear_l, ear_r, head):
        pygame.draw.polygon(s, col, _pts(p, S))
    white = (250, 244, 230)
    pygame.draw.polygon(s, white, _pts([(0.30, 0.62), (0.50, 0.70), (0.70, 0.62), (0.50, 0.90)], S))
    pygame.draw.circle(s, (30, 20, 14), (0.50 * S, 0.87 * S), 0.06 * S)
    for x in (0.36, 0.64):
        pygame.draw.circle(s, (30, 20, 14), (x * S, 0.48 * S), 0.045 * S)


def _rabbit(s, S, col):
    for cx, ang in ((0.36, -0.2), (0.64, 0.2)):
        ear = pygame.Rect(0, 0, 0.20 * S, 0.52 * S)
        ear.center = (cx * S, 0.30 * S)
        e = pygame.Surface(ear.size, pygame.SRCALPHA)
        pygame.draw.ellipse(e, col, e.get_rect())
        pygame.draw.ellipse(e, (250, 214, 214), e.get_rect().inflate(-0.10 * S, -0.16 * S))
        e = pygame.transform.rotate(e, math.degrees(-ang))
        s.blit(e, e.get_rect(center=ear.center))
    pygame.draw.circle(s, col, (0.5 * S, 0.66 * S), 0.28 * S)
    for x in (0.40, 0.60):
        pygame.draw.circle(s, (30, 20, 14), (x * S, 0.62 * S), 0.04 * S)
    pygame.draw.circle(s, (250, 244, 230), (0.5 * S, 0.77 * S), 0.07 * S)
    pygame.draw.circle(s, (30, 20, 14), (0.5 * S, 0.73 * S), 0.035 * S)


def _mouse(s, S, col):
    for cx in (0.22, 0.78):
        pygame.draw.circle(s, col, (cx * S, 0.32 * S), 0.19 * S)
        pygame.draw.circle(s, (250, 214, 214), (cx * S, 0.32 * S), 0.11 * S)
    body = [(0.20, 0.46), (0.50, 0.30), (0.80, 0.46), (0.72, 0.70), (0.50, 0.94), (0.28, 0.70)]
    pygame.draw.polygon(s, col, _pts(body, S))
    pygame.draw.circle(s, col, (0.5 * S, 0.55 * S), 0.27 * S)
    for x in (0.40, 0.60):
        pygame.draw.circle(s, (30, 20, 14), (x * S, 0.55 * S), 0.04 * S)
    pygame.draw.circle(s, (30, 20, 14), (0.5 * S, 0.90 * S), 0.05 * S)


def _bird(s, S, col):
    body = [(0.10, 0.55), (0.30, 0.40), (0.55, 0.38), (0.72, 0.22), (0.92, 0.26), (0.80, 0.34),
            (0.78, 0.50), (0.60, 0.70), (0.30, 0.72)]
    pygame.draw.polygon(s, col, _pts(body, S))
    wing = [(0.28, 0.50), (0.52, 0.18), (0.62, 0.46)]
    pygame.draw.polygon(s, style.darken(col, 0.25), _pts(wing, S))
    pygame.draw.polygon(s, (236, 180, 50), _pts([(0.90, 0.26), (0.99, 0.30), (0.86, 0.33)], S))
    pygame.draw.circle(s, (30, 20, 14), (0.79 * S, 0.27 * S), 0.03 * S)
    for x in (0.40, 0.52):
        pygame.draw.line(s, (60, 40, 20), (x * S, 0.70 * S), (x * S, 0.86 * S), max(2, int(0.03 * S)))


def _any(s, S, col):
    pygame.draw.circle(s, col, (0.5 * S, 0.5 * S), 0.36 * S, max(2, int(0.08 * S)))


SUIT_PAINTERS = {"fox": _fox, "rabbit": _rabbit, "mouse": _mouse, "bird": _bird, "any": _any}


def suit_icon(suit: str, size: int, color=None) -> pygame.Surface:
    col = color or style.SUIT_COLOR.get(suit, (120, 120, 120))
    return _sprite(("suit", suit, size, col), size, lambda s, S: SUIT_PAINTERS.get(suit, _any)(s, S, col))


def suit_badge(suit: str, size: int) -> pygame.Surface:
    """The suit animal in white on a disc of the suit's colour with a dark ring."""
    col = style.SUIT_COLOR.get(suit, (120, 120, 120))

    def paint(s, S):
        pygame.draw.circle(s, style.SUIT_DARK.get(suit, (60, 60, 60)), (S / 2, S / 2), S / 2)
        pygame.draw.circle(s, col, (S / 2, S / 2), S / 2 - S * 0.07)
        inner = pygame.Surface((int(S * 0.72), int(S * 0.72)), pygame.SRCALPHA)
        SUIT_PAINTERS.get(suit, _any)(inner, inner.get_width(), (252, 248, 238))
        s.blit(inner, inner.get_rect(center=(S / 2, S / 2)))
    return _sprite(("badge", suit, size), size, paint)


# --- faction pieces ------------------------------------------------------------------------------

def _warrior_shape(fid):
    # A standing figure; each faction's head differs (cat ears, beak, round, hood).
    body = [(0.22, 0.96), (0.28, 0.56), (0.38, 0.46), (0.62, 0.46), (0.72, 0.56), (0.78, 0.96)]
    return body


def warrior(fid: str, size: int) -> pygame.Surface:
    fid = style.look(fid)
    col = style.faction_color(fid)
    edge = style.darken(col, 0.45)

    def paint(s, S):
        w = max(2, int(S * 0.05))
        body = _pts(_warrior_shape(fid), S)
        pygame.draw.polygon(s, col, body)
        pygame.draw.polygon(s, edge, body, w)
        cx, cy, r = 0.5 * S, 0.30 * S, 0.19 * S
        if fid == "marquise":        # cat ears
            for sx in (-1, 1):
                ear = [(cx + sx * r * 0.95, cy - r * 1.25), (cx + sx * r * 0.25, cy - r * 0.7), (cx + sx * r, cy - r * 0.1)]
                pygame.draw.polygon(s, col, ear)
                pygame.draw.polygon(s, edge, ear, w)
        elif fid == "eyrie":         # beak
            beak = [(cx + r * 0.8, cy - r * 0.2), (cx + r * 1.7, cy + r * 0.15), (cx + r * 0.8, cy + r * 0.5)]
            pygame.draw.polygon(s, (236, 180, 50), beak)
            pygame.draw.polygon(s, edge, beak, w)
        elif fid == "corvids":       # crest feathers and a pale beak
            for dx in (-0.5, 0.0, 0.5):
                pygame.draw.line(s, edge, (cx + dx * r * 0.6, cy - r * 0.8), (cx + dx * r * 1.2, cy - r * 1.9), w)
            beak = [(cx - r * 0.8, cy - r * 0.1), (cx - r * 1.7, cy + r * 0.25), (cx - r * 0.8, cy + r * 0.5)]
            pygame.draw.polygon(s, (200, 200, 210), beak)
        elif fid == "duchy":         # a mole: broad pale digging paws with claws, a pink snout
            for sx in (-1, 1):
                px_, py_ = cx + sx * r * 1.45, 0.60 * S
                pygame.draw.circle(s, (236, 200, 196), (px_, py_), r * 0.5)
                pygame.draw.circle(s, edge, (px_, py_), r * 0.5, w)
                for d in (-0.3, 0.0, 0.3):
                    pygame.draw.line(s, edge, (px_ + sx * r * 0.3, py_ + d * r), (px_ + sx * r * 0.75, py_ + d * r * 1.4), w)
        elif fid == "alliance":      # long ears
            for sx in (-1, 1):
                pygame.draw.ellipse(s, col, (cx + sx * r * 0.55 - r * 0.3, cy - r * 2.1, r * 0.6, r * 1.6))
                pygame.draw.ellipse(s, edge, (cx + sx * r * 0.55 - r * 0.3, cy - r * 2.1, r * 0.6, r * 1.6), w)
        elif fid == "lizards":       # a spiny crest along the head
            for i in range(3):
                a = cx - r * 0.7 + i * r * 0.7
                spike = [(a - r * 0.35, cy - r * 0.6), (a, cy - r * 1.55), (a + r * 0.35, cy - r * 0.6)]
                pygame.draw.polygon(s, col, spike)
                pygame.draw.polygon(s, edge, spike, w)
        pygame.draw.circle(s, col, (cx, cy), r)
        pygame.draw.circle(s, edge, (cx, cy), r, w)
        if fid == "riverfolk":                    # otter: small round ears and a snout
            for sx in (-1, 1):
                pygame.draw.circle(s, col, (cx + sx * r * 0.8, cy - r * 0.8), r * 0.35)
                pygame.draw.circle(s, edge, (cx + sx * r * 0.8, cy - r * 0.8), r * 0.35, w)
            pygame.draw.ellipse(s, (236, 226, 200), (cx - r * 0.5, cy + r * 0.05, r, r * 0.7))
        if fid == "duchy":
            pygame.draw.ellipse(s, (232, 120, 136), (cx - r * 0.45, cy + r * 0.15, r * 0.9, r * 0.7))
            pygame.draw.ellipse(s, edge, (cx - r * 0.45, cy + r * 0.15, r * 0.9, r * 0.7), max(1, w // 2))
        if fid in ("vagabond", "vagabond-2"):     # hood point
            pygame.draw.polygon(s, edge, [(cx - r, cy - r * 0.2), (cx, cy - r * 1.6), (cx + r, cy - r * 0.2)])
    return _sprite(("warrior", fid, size), size, paint)


def hireling_warrior(side_id: str, size: int, band=None) -> pygame.Surface:
    """A hireling's warrior (Law App. E): a squat figure with a round shield, in the hireling's
    colour, so it never reads as a faction's; `band`: its controller's colour round the feet."""
    col = style.faction_color(side_id)
    edge = style.darken(col, 0.5)

    def paint(s, S):
        w = max(2, int(S * 0.05))
        body = _pts([(0.26, 0.92), (0.30, 0.52), (0.40, 0.44), (0.60, 0.44), (0.70, 0.52), (0.74, 0.92)], S)
        pygame.draw.polygon(s, col, body)
        pygame.draw.polygon(s, edge, body, w)
        pygame.draw.circle(s, col, (0.5 * S, 0.30 * S), 0.16 * S)
        pygame.draw.circle(s, edge, (0.5 * S, 0.30 * S), 0.16 * S, w)
        pygame.draw.circle(s, style.lighten(col, 0.35), (0.30 * S, 0.68 * S), 0.17 * S)      # the shield
        pygame.draw.circle(s, edge, (0.30 * S, 0.68 * S), 0.17 * S, w)
        pygame.draw.line(s, edge, (0.80 * S, 0.12 * S), (0.80 * S, 0.96 * S), w)              # a spear
        if band is not None:
            r = pygame.Rect(0.16 * S, 0.86 * S, 0.68 * S, 0.12 * S)
            pygame.draw.ellipse(s, band, r)
            pygame.draw.ellipse(s, style.darken(band, 0.5), r, max(1, w // 2))
    return _sprite(("hwarrior", side_id, size, band), size, paint)


def pawn(size: int, fid: str = "vagabond") -> pygame.Surface:
    """The Vagabond pawn: a tall hooded figure with a walking stick. The Second Vagabond's (Law 9.7)
    is violet with a white band across the cloak, so the two differ in shape as well as colour; the
    Vagabot's wears a cog."""
    col, edge = ((96, 96, 100), (36, 36, 40)) if fid != "vagabond-2" else ((104, 64, 150), (40, 22, 60))
    if fid in style.HIRELING_COLOR:              # the Exile's pawn, in its hireling colour
        col = style.HIRELING_COLOR[fid]
        edge = style.darken(col, 0.55)

    def paint(s, S):
        w = max(2, int(S * 0.045))
        cloak = _pts([(0.22, 0.97), (0.34, 0.40), (0.50, 0.10), (0.66, 0.40), (0.78, 0.97)], S)
        pygame.draw.polygon(s, col, cloak)
        pygame.draw.polygon(s, edge, cloak, w)
        pygame.draw.circle(s, (236, 222, 196), (0.5 * S, 0.36 * S), 0.08 * S)
        pygame.draw.line(s, (120, 84, 44), (0.84 * S, 0.14 * S), (0.84 * S, 0.98 * S), max(3, int(S * 0.05)))
        if fid == "vagabond-2":
            pygame.draw.line(s, (252, 248, 238), (0.29 * S, 0.66 * S), (0.71 * S, 0.66 * S), max(2, int(S * 0.07)))
        if fid == "vagabot":                      # the automaton's pawn carries a cog on its cloak
            c = (0.5 * S, 0.68 * S)
            for i in range(8):
                a = i * math.pi / 4
                pygame.draw.circle(s, (236, 222, 196), (c[0] + math.cos(a) * 0.11 * S, c[1] + math.sin(a) * 0.11 * S), 0.035 * S)
            pygame.draw.circle(s, (236, 222, 196), c, 0.1 * S)
            pygame.draw.circle(s, col, c, 0.045 * S)
    return _sprite(("pawn", size, fid), size, paint)


def rubble(size: int) -> pygame.Surface:
    """A closed-path marker (Law C.3.2): a dark strip heaped with grey stones, drawn across the path
    (the strip is vertical here; the board rotates it to the path)."""
    def paint(s, S):
        w = max(2, int(S * 0.04))
        strip = pygame.Rect(int(0.30 * S), int(0.04 * S), int(0.40 * S), int(0.92 * S))
        pygame.draw.rect(s, (30, 26, 22), strip.move(int(0.03 * S), int(0.03 * S)), border_radius=int(0.1 * S))
        pygame.draw.rect(s, (92, 70, 50), strip, border_radius=int(0.1 * S))
        pygame.draw.rect(s, (40, 30, 22), strip, w, border_radius=int(0.1 * S))
        for (x, y, r) in ((0.42, 0.2, 0.1), (0.58, 0.34, 0.11), (0.44, 0.5, 0.12), (0.57, 0.66, 0.1), (0.45, 0.8, 0.1)):
            pygame.draw.circle(s, (70, 70, 72), (x * S + w, y * S + w), r * S)
            pygame.draw.circle(s, (150, 148, 142), (x * S, y * S), r * S)
            pygame.draw.circle(s, (196, 194, 188), ((x - r * 0.3) * S, (y - r * 0.3) * S), r * S * 0.4)
    return _sprite(("rubble", size), size, paint)


def tower(size: int) -> pygame.Surface:
    """The Tower on the Pass (Law C.3.4): a grey stone tower with a red pennant."""
    def paint(s, S):
        w = max(2, int(S * 0.04))
        body = _pts([(0.30, 0.96), (0.34, 0.34), (0.66, 0.34), (0.70, 0.96)], S)
        pygame.draw.polygon(s, (150, 146, 138), body)
        pygame.draw.polygon(s, (40, 38, 36), body, w)
        top = pygame.Rect(int(0.26 * S), int(0.22 * S), int(0.48 * S), int(0.14 * S))
        pygame.draw.rect(s, (170, 166, 158), top)
        pygame.draw.rect(s, (40, 38, 36), top, w)
        for i in range(3):                          # battlements
            r = pygame.Rect(int((0.27 + i * 0.17) * S), int(0.12 * S), int(0.12 * S), int(0.11 * S))
            pygame.draw.rect(s, (170, 166, 158), r)
            pygame.draw.rect(s, (40, 38, 36), r, w)
        pygame.draw.rect(s, (60, 44, 30), (int(0.44 * S), int(0.7 * S), int(0.12 * S), int(0.26 * S)),
                         border_top_left_radius=int(0.06 * S), border_top_right_radius=int(0.06 * S))
        pygame.draw.line(s, (40, 38, 36), (0.5 * S, 0.12 * S), (0.5 * S, 0.0), w)
        pygame.draw.polygon(s, (196, 60, 48), _pts([(0.5, 0.0), (0.72, 0.05), (0.5, 0.1)], S))
    return _sprite(("tower", size), size, paint)


def ferry(size: int) -> pygame.Surface:
    """The Ferry (Law C.2.5): a wooden raft-boat with a cream sail."""
    def paint(s, S):
        w = max(2, int(S * 0.04))
        hull = _pts([(0.06, 0.62), (0.94, 0.62), (0.80, 0.86), (0.20, 0.86)], S)
        pygame.draw.polygon(s, (30, 24, 18), _pts([(0.08, 0.66), (0.96, 0.66), (0.82, 0.9), (0.22, 0.9)], S))
        pygame.draw.polygon(s, (150, 98, 52), hull)
        pygame.draw.polygon(s, (56, 36, 20), hull, w)
        pygame.draw.line(s, (110, 70, 36), (0.16 * S, 0.72 * S), (0.86 * S, 0.72 * S), w)
        pygame.draw.line(s, (70, 46, 26), (0.5 * S, 0.62 * S), (0.5 * S, 0.08 * S), max(2, int(S * 0.05)))
        sail = _pts([(0.53, 0.1), (0.86, 0.54), (0.53, 0.54)], S)
        pygame.draw.polygon(s, (244, 236, 214), sail)
        pygame.draw.polygon(s, (56, 36, 20), sail, w)
        pygame.draw.polygon(s, (92, 150, 190), _pts([(0.47, 0.2), (0.47, 0.54), (0.22, 0.54)], S))
        pygame.draw.polygon(s, (56, 36, 20), _pts([(0.47, 0.2), (0.47, 0.54), (0.22, 0.54)], S), w)
    return _sprite(("ferry", size), size, paint)


def elder_treetop(size: int) -> pygame.Surface:
    """Elder Treetop (landmark): an old broad tree with a little platform (its extra slot) in the crown."""
    def paint(s, S):
        w = max(2, int(S * 0.04))
        pygame.draw.polygon(s, (84, 56, 32), _pts([(0.42, 0.98), (0.46, 0.52), (0.54, 0.52), (0.58, 0.98)], S))
        pygame.draw.polygon(s, (40, 26, 14), _pts([(0.42, 0.98), (0.46, 0.52), (0.54, 0.52), (0.58, 0.98)], S), w)
        for (x, y, r) in ((0.30, 0.42, 0.2), (0.70, 0.42, 0.2), (0.5, 0.28, 0.24), (0.5, 0.5, 0.18)):
            pygame.draw.circle(s, (28, 60, 30), (x * S + w, y * S + w), r * S)
            pygame.draw.circle(s, (58, 118, 56), (x * S, y * S), r * S)
        pygame.draw.circle(s, (96, 160, 84), (0.42 * S, 0.2 * S), 0.08 * S)
        deck = pygame.Rect(int(0.34 * S), int(0.36 * S), int(0.32 * S), int(0.2 * S))   # the extra slot
        pygame.draw.rect(s, (236, 222, 196), deck, border_radius=int(0.03 * S))
        pygame.draw.rect(s, (56, 36, 20), deck, w, border_radius=int(0.03 * S))
    return _sprite(("elder-treetop", size), size, paint)


def black_market(size: int) -> pygame.Surface:
    """Black Market (landmark): a dark stall awning over three face-down cards."""
    def paint(s, S):
        w = max(2, int(S * 0.04))
        pygame.draw.rect(s, (60, 40, 26), (int(0.14 * S), int(0.30 * S), int(0.06 * S), int(0.62 * S)))
        pygame.draw.rect(s, (60, 40, 26), (int(0.80 * S), int(0.30 * S), int(0.06 * S), int(0.62 * S)))
        awning = _pts([(0.06, 0.34), (0.5, 0.06), (0.94, 0.34)], S)
        pygame.draw.polygon(s, (52, 30, 64), awning)
        pygame.draw.polygon(s, (24, 14, 30), awning, w)
        for i in range(3):
            r = pygame.Rect(int((0.22 + i * 0.2) * S), int(0.48 * S), int(0.17 * S), int(0.36 * S))
            pygame.draw.rect(s, (120, 84, 56), r, border_radius=int(0.03 * S))
            pygame.draw.rect(s, (236, 222, 196), r.inflate(-int(0.06 * S), -int(0.06 * S)), w)
            pygame.draw.rect(s, (30, 20, 12), r, w, border_radius=int(0.03 * S))
    return _sprite(("black-market", size), size, paint)


def legendary_forge(size: int) -> pygame.Surface:
    """Legendary Forge (landmark): an anvil over a glowing flame."""
    def paint(s, S):
        w = max(2, int(S * 0.04))
        flame = _pts([(0.5, 0.02), (0.66, 0.26), (0.62, 0.44), (0.38, 0.44), (0.34, 0.26)], S)
        pygame.draw.polygon(s, (232, 120, 40), flame)
        pygame.draw.polygon(s, (252, 208, 80), _pts([(0.5, 0.14), (0.58, 0.3), (0.55, 0.42), (0.45, 0.42), (0.42, 0.3)], S))
        anvil = _pts([(0.08, 0.46), (0.92, 0.46), (0.78, 0.6), (0.64, 0.62), (0.68, 0.84), (0.80, 0.94), (0.20, 0.94),
                      (0.32, 0.84), (0.36, 0.62), (0.22, 0.6)], S)
        pygame.draw.polygon(s, (70, 72, 80), anvil)
        pygame.draw.polygon(s, (24, 24, 28), anvil, w)
        pygame.draw.line(s, (150, 154, 164), (0.14 * S, 0.5 * S), (0.86 * S, 0.5 * S), w)
    return _sprite(("legendary-forge", size), size, paint)


def lost_city(size: int) -> pygame.Surface:
    """Lost City (landmark): two ruined columns under an arch, with the three suit colours."""
    def paint(s, S):
        w = max(2, int(S * 0.04))
        stone, edge = (200, 190, 168), (70, 62, 50)
        for x in (0.18, 0.66):
            r = pygame.Rect(int(x * S), int(0.34 * S), int(0.16 * S), int(0.58 * S))
            pygame.draw.rect(s, stone, r)
            pygame.draw.rect(s, edge, r, w)
        arch = pygame.Rect(int(0.12 * S), int(0.08 * S), int(0.76 * S), int(0.56 * S))
        pygame.draw.arc(s, edge, arch, 0.0, math.pi, max(3, int(S * 0.1)))
        pygame.draw.arc(s, stone, arch.inflate(-int(0.04 * S), -int(0.04 * S)), 0.15, math.pi - 0.15, max(2, int(S * 0.06)))
        for i, col in enumerate(((216, 96, 40), (240, 200, 80), (150, 110, 70))):     # fox, rabbit, mouse
            pygame.draw.circle(s, col, ((0.38 + i * 0.12) * S, 0.78 * S), 0.06 * S)
            pygame.draw.circle(s, edge, ((0.38 + i * 0.12) * S, 0.78 * S), 0.06 * S, max(1, w // 2))
    return _sprite(("lost-city", size), size, paint)


LANDMARK_GLYPH = {"treetop": elder_treetop, "black-market": black_market, "forge": legendary_forge,
                  "lost-city": lost_city}


BUILDING_MARK = {"sawmill": "saw", "workshop": "hammer", "recruiter": "flag", "roost": "nest",
                 "base": "star", "ruin": "ruin", "garden": "flower", "citadel": "citadel", "market": "market",
                 "stronghold": "citadel"}
DARK_INK = ("citadel", "market")          # the Duchy's sand colour needs a dark mark to read


def _mark(s, S, kind, ink):
    w = max(2, int(S * 0.07))
    if kind == "saw":                       # a saw blade
        pygame.draw.rect(s, ink, (0.20 * S, 0.40 * S, 0.60 * S, 0.16 * S))
        for i in range(5):
            x = 0.22 * S + i * 0.12 * S
            pygame.draw.polygon(s, ink, [(x, 0.56 * S), (x + 0.06 * S, 0.70 * S), (x + 0.12 * S, 0.56 * S)])
    elif kind == "hammer":
        pygame.draw.line(s, ink, (0.30 * S, 0.78 * S), (0.62 * S, 0.40 * S), w)
        pygame.draw.polygon(s, ink, _pts([(0.48, 0.22), (0.80, 0.48), (0.70, 0.58), (0.38, 0.32)], S))
    elif kind == "flag":
        pygame.draw.line(s, ink, (0.32 * S, 0.20 * S), (0.32 * S, 0.82 * S), w)
        pygame.draw.polygon(s, ink, _pts([(0.34, 0.22), (0.76, 0.34), (0.34, 0.48)], S))
    elif kind == "nest":
        pygame.draw.ellipse(s, ink, (0.18 * S, 0.46 * S, 0.64 * S, 0.30 * S), w)
        for x in (0.40, 0.60):
            pygame.draw.circle(s, ink, (x * S, 0.48 * S), 0.09 * S)
    elif kind == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            r = 0.34 if i % 2 == 0 else 0.15
            pts.append((0.5 * S + r * S * math.cos(a), 0.52 * S + r * S * math.sin(a)))
        pygame.draw.polygon(s, ink, pts)
    elif kind == "flower":                  # a garden: five petals round a heart
        for i in range(5):
            a = -math.pi / 2 + i * 2 * math.pi / 5
            pygame.draw.circle(s, ink, (0.5 * S + 0.17 * S * math.cos(a), 0.54 * S + 0.17 * S * math.sin(a)), 0.11 * S)
        pygame.draw.circle(s, style.darken(ink, 0.5), (0.5 * S, 0.54 * S), 0.08 * S)
    elif kind == "citadel":                 # Underground Duchy: a squat keep with a gate and battlements
        pygame.draw.rect(s, ink, (0.24 * S, 0.40 * S, 0.52 * S, 0.42 * S))
        for x in (0.24, 0.44, 0.64):
            pygame.draw.rect(s, ink, (x * S, 0.26 * S, 0.12 * S, 0.16 * S))
        pygame.draw.ellipse(s, (196, 170, 120), (0.42 * S, 0.56 * S, 0.16 * S, 0.34 * S))
    elif kind == "market":                  # Underground Duchy: a stack of coins under a striped awning
        pygame.draw.polygon(s, ink, _pts([(0.14, 0.44), (0.26, 0.16), (0.74, 0.16), (0.86, 0.44)], S))
        for i in (1, 3):
            pygame.draw.polygon(s, (196, 170, 120), _pts([(0.14 + i * 0.144, 0.44), (0.26 + i * 0.12, 0.16),
                                                          (0.26 + (i + 1) * 0.12, 0.16), (0.14 + (i + 1) * 0.144, 0.44)], S))
        pygame.draw.polygon(s, ink, _pts([(0.14, 0.44), (0.26, 0.16), (0.74, 0.16), (0.86, 0.44)], S), max(1, w // 2))
        for dy in (0.0, -0.1, -0.2):
            pygame.draw.ellipse(s, ink, (0.32 * S, (0.68 + dy) * S, 0.36 * S, 0.16 * S))
            pygame.draw.ellipse(s, (232, 184, 58), (0.32 * S, (0.68 + dy) * S, 0.36 * S, 0.16 * S), max(1, w // 2))
    elif kind == "ruin":
        for x, y, ww, hh in ((0.18, 0.56, 0.22, 0.26), (0.44, 0.40, 0.18, 0.42), (0.66, 0.62, 0.18, 0.20)):
            pygame.draw.rect(s, ink, (x * S, y * S, ww * S, hh * S))
        pygame.draw.line(s, ink, (0.14 * S, 0.84 * S), (0.88 * S, 0.84 * S), w)


def building(kind: str, owner_fid: str | None, size: int, suit: str | None = None) -> pygame.Surface:
    """A square building tile: faction colour with a white mark (a ruin is grey stone). A kind
    named `<piece>-<suit>` (a Lizard garden `garden-fox`) shows that printed suit as a badge."""
    head, _, printed = kind.partition("-")
    if head == "garden" and printed in SUIT_PAINTERS:
        kind, suit = head, printed
    if kind == "ruin":
        fill, ink = (128, 118, 104), (66, 58, 50)
    elif kind == "base" and suit:
        fill, ink = style.faction_color(owner_fid or ""), (252, 248, 238)
    else:
        fill, ink = style.faction_color(owner_fid or ""), (252, 248, 238)
    if kind in DARK_INK:
        ink = style.darken(fill, 0.68)

    def paint(s, S):
        r = pygame.Rect(0.06 * S, 0.06 * S, 0.88 * S, 0.88 * S)
        pygame.draw.rect(s, (40, 30, 22, 90), r.move(0.03 * S, 0.04 * S), border_radius=int(0.14 * S))
        pygame.draw.rect(s, fill, r, border_radius=int(0.14 * S))
        pygame.draw.rect(s, style.darken(fill, 0.45), r, max(2, int(0.06 * S)), border_radius=int(0.14 * S))
        _mark(s, S, BUILDING_MARK.get(kind, "star"), ink)
        if kind in ("base", "garden") and suit:
            b = pygame.Surface((int(0.42 * S), int(0.42 * S)), pygame.SRCALPHA)
            SUIT_PAINTERS[suit](b, b.get_width(), style.SUIT_COLOR[suit])
            s.blit(b, (0.56 * S, 0.02 * S))
    return _sprite(("bld", kind, owner_fid, size, suit), size, paint)


def ghost_slot(size: int) -> pygame.Surface:
    def paint(s, S):
        r = pygame.Rect(0.08 * S, 0.08 * S, 0.84 * S, 0.84 * S)
        pygame.draw.rect(s, (255, 252, 244, 150), r, border_radius=int(0.14 * S))
        pygame.draw.rect(s, (120, 96, 70, 170), r, max(2, int(0.05 * S)), border_radius=int(0.14 * S))
    return _sprite(("ghost", size), size, paint)


TOKEN_LOOK = {
    "wood": ((150, 100, 52), "log"),
    "keep": ((150, 150, 156), "keep"),
    "sympathy": ((64, 150, 74), "paw"),
    # Corvid plots (Law 13.7): face down = a feather; face up = the plot's own mark
    "plot": ((52, 56, 74), "feather"),
    "plot-bomb": ((52, 56, 74), "bomb"),
    "plot-snare": ((52, 56, 74), "snare"),
    "plot-extortion": ((52, 56, 74), "extortion"),
    "plot-raid": ((52, 56, 74), "raid"),
    "tunnel": ((92, 66, 40), "tunnel"),       # Underground Duchy (Law 12.2.2): a dark earth mouth
    "foothold": ((175, 125, 85), "flag"),     # Sunward Expedition (facts §3.11): a planted pennant
}


def token(kind: str, owner_fid: str | None, size: int) -> pygame.Surface:
    fill, mark = TOKEN_LOOK.get(kind, (style.faction_color(owner_fid or ""), "dot"))
    if kind.startswith("post-"):      # Riverfolk trade post (Law 11.2.5): faction colour, suit mark
        mark = kind

    def paint(s, S):
        c = (S / 2, S / 2)
        pygame.draw.circle(s, (40, 30, 22, 90), (c[0] + 0.03 * S, c[1] + 0.04 * S), 0.44 * S)
        pygame.draw.circle(s, fill, c, 0.44 * S)
        pygame.draw.circle(s, style.darken(fill, 0.45), c, 0.44 * S, max(2, int(0.06 * S)))
        ink = (252, 248, 238)
        if mark == "log":
            pygame.draw.circle(s, (200, 150, 90), c, 0.26 * S)
            pygame.draw.circle(s, (120, 78, 40), c, 0.26 * S, max(1, int(0.03 * S)))
            pygame.draw.circle(s, (120, 78, 40), c, 0.13 * S, max(1, int(0.03 * S)))
        elif mark == "keep":
            pygame.draw.rect(s, (70, 70, 78), (0.28 * S, 0.38 * S, 0.44 * S, 0.36 * S))
            for x in (0.28, 0.44, 0.60):
                pygame.draw.rect(s, (70, 70, 78), (x * S, 0.28 * S, 0.12 * S, 0.12 * S))
            pygame.draw.rect(s, fill, (0.44 * S, 0.56 * S, 0.12 * S, 0.18 * S))
        elif mark == "feather":
            pygame.draw.ellipse(s, (200, 200, 214), (0.40 * S, 0.18 * S, 0.20 * S, 0.62 * S))
            pygame.draw.line(s, (52, 56, 74), (0.5 * S, 0.2 * S), (0.5 * S, 0.82 * S), max(1, int(0.04 * S)))
        elif mark == "bomb":
            pygame.draw.circle(s, (236, 90, 60), (0.48 * S, 0.56 * S), 0.2 * S)
            pygame.draw.line(s, (255, 210, 90), (0.6 * S, 0.4 * S), (0.74 * S, 0.22 * S), max(1, int(0.06 * S)))
        elif mark == "snare":
            for a, b in (((0.28, 0.28), (0.72, 0.72)), ((0.72, 0.28), (0.28, 0.72))):
                pygame.draw.line(s, (255, 210, 90), (a[0] * S, a[1] * S), (b[0] * S, b[1] * S), max(2, int(0.09 * S)))
        elif mark == "extortion":
            pygame.draw.circle(s, (240, 200, 70), c, 0.22 * S)
            pygame.draw.circle(s, (150, 110, 30), c, 0.22 * S, max(1, int(0.05 * S)))
        elif mark == "raid":
            pygame.draw.polygon(s, (236, 90, 60), _pts([(0.22, 0.70), (0.5, 0.24), (0.78, 0.70)], S))
        elif mark.startswith("post-"):
            suit = mark[5:]
            pygame.draw.rect(s, ink, (0.2 * S, 0.2 * S, 0.6 * S, 0.6 * S), border_radius=int(0.08 * S))
            b = pygame.Surface((int(0.5 * S), int(0.5 * S)), pygame.SRCALPHA)
            SUIT_PAINTERS[suit](b, b.get_width(), style.SUIT_COLOR[suit])
            s.blit(b, (0.25 * S, 0.25 * S))
        elif mark == "tunnel":
            pygame.draw.ellipse(s, (196, 170, 120), (0.18 * S, 0.30 * S, 0.64 * S, 0.46 * S))
            pygame.draw.ellipse(s, (28, 18, 10), (0.28 * S, 0.40 * S, 0.44 * S, 0.32 * S))
            for dx in (-0.16, 0.0, 0.16):
                pygame.draw.circle(s, (150, 118, 80), ((0.5 + dx) * S, 0.76 * S), 0.06 * S)
        elif mark == "flag":
            pygame.draw.line(s, (60, 40, 24), (0.38 * S, 0.22 * S), (0.38 * S, 0.80 * S), max(2, int(0.06 * S)))
            pygame.draw.polygon(s, (255, 214, 90), _pts([(0.40, 0.24), (0.74, 0.36), (0.40, 0.50)], S))
        elif mark == "paw":
            pygame.draw.circle(s, ink, (0.5 * S, 0.6 * S), 0.14 * S)
            for dx, dy in ((-0.17, -0.1), (0, -0.18), (0.17, -0.1)):
                pygame.draw.circle(s, ink, ((0.5 + dx) * S, (0.42 + dy * 0.6) * S), 0.07 * S)
        else:
            pygame.draw.circle(s, ink, c, 0.12 * S)
    return _sprite(("tok", kind, owner_fid, size), size, paint)


def relic(rtype: str, value: int | None, size: int) -> pygame.Surface:
    """A Keepers' relic tile (Law 15.2.1): a square of weathered stone, its type's mark (figure:
    a little standing figure, tablet: a slab with lines, jewelry: a gem); face up (`value` given)
    its value in a corner. Our own drawing."""
    def paint(s, S):
        face = (214, 200, 170) if value is not None else (120, 104, 84)
        ink = (70, 54, 40) if value is not None else (232, 220, 196)
        r = pygame.Rect(int(0.06 * S), int(0.06 * S), int(0.88 * S), int(0.88 * S))
        pygame.draw.rect(s, (40, 30, 22, 110), r.move(max(1, S // 24), max(1, S // 20)), border_radius=max(2, S // 7))
        pygame.draw.rect(s, face, r, border_radius=max(2, S // 7))
        pygame.draw.rect(s, style.darken(face, 0.5), r, max(1, S // 16), border_radius=max(2, S // 7))
        w = max(1, S // 14)
        if rtype == "figure":
            pygame.draw.circle(s, ink, (0.5 * S, 0.32 * S), 0.11 * S)
            pygame.draw.polygon(s, ink, _pts([(0.34, 0.78), (0.42, 0.45), (0.58, 0.45), (0.66, 0.78)], S))
        elif rtype == "tablet":
            pygame.draw.rect(s, ink, (0.3 * S, 0.22 * S, 0.4 * S, 0.56 * S), w, border_radius=max(1, S // 10))
            for yy in (0.38, 0.5, 0.62):
                pygame.draw.line(s, ink, (0.38 * S, yy * S), (0.62 * S, yy * S), w)
        else:                                                   # jewelry
            pygame.draw.polygon(s, ink, _pts([(0.5, 0.22), (0.74, 0.44), (0.5, 0.8), (0.26, 0.44)], S))
            pygame.draw.line(s, face, (0.26 * S, 0.44 * S), (0.74 * S, 0.44 * S), w)
        if value is not None:
            f = theme.font("text-bold", max(6, S * 0.34) / theme.scale())
            img = f.render(str(value), True, (150, 40, 30))
            s.blit(img, img.get_rect(bottomright=(0.92 * S, 0.98 * S)))
    return _sprite(("relic", rtype, value, size), size, paint)


def crown(size: int, faded: bool = False) -> pygame.Surface:
    """A crown (Underground Duchy, Law 12.5.3): gold, or a pale outline once gone from the board."""
    def paint(s, S):
        pts = _pts([(0.10, 0.82), (0.10, 0.30), (0.32, 0.56), (0.50, 0.18), (0.68, 0.56), (0.90, 0.30),
                    (0.90, 0.82)], S)
        if faded:
            pygame.draw.polygon(s, (190, 178, 156), pts, max(2, int(0.08 * S)))
            return
        pygame.draw.polygon(s, (232, 184, 58), pts)
        pygame.draw.polygon(s, (120, 84, 20), pts, max(2, int(0.07 * S)))
        for x in (0.10, 0.50, 0.90):
            pygame.draw.circle(s, (196, 60, 48), (x * S, (0.18 if x == 0.50 else 0.30) * S), 0.08 * S)
    return _sprite(("crown", size, faded), size, paint)


# --- items ---------------------------------------------------------------------------------------

def item(kind: str, size: int, state: str = "ready") -> pygame.Surface:
    """An item tile: a simple symbol per item; exhausted items are turned dark, damaged ones
    get a red slash (state: ready | exhausted | damaged)."""
    def paint(s, S):
        fill = (244, 234, 210) if state in ("ready", "damaged") else (150, 136, 112)
        r = pygame.Rect(0.05 * S, 0.05 * S, 0.90 * S, 0.90 * S)
        pygame.draw.rect(s, fill, r, border_radius=int(0.16 * S))
        pygame.draw.rect(s, (110, 84, 58), r, max(2, int(0.05 * S)), border_radius=int(0.16 * S))
        ink = (70, 50, 34)
        w = max(2, int(0.07 * S))
        if kind == "boots":
            pygame.draw.polygon(s, ink, _pts([(0.32, 0.2), (0.52, 0.2), (0.52, 0.62), (0.78, 0.66), (0.80, 0.80), (0.30, 0.80)], S))
        elif kind == "sword":
            pygame.draw.line(s, ink, (0.26 * S, 0.76 * S), (0.76 * S, 0.24 * S), w)
            pygame.draw.line(s, ink, (0.26 * S, 0.54 * S), (0.46 * S, 0.74 * S), w)
        elif kind == "crossbow":
            pygame.draw.arc(s, ink, (0.18 * S, 0.20 * S, 0.64 * S, 0.5 * S), 0.3, math.pi - 0.3, w)
            pygame.draw.line(s, ink, (0.5 * S, 0.22 * S), (0.5 * S, 0.82 * S), w)
            pygame.draw.line(s, ink, (0.24 * S, 0.38 * S), (0.76 * S, 0.38 * S), max(1, w // 2))
        elif kind == "torch":
            pygame.draw.line(s, ink, (0.5 * S, 0.44 * S), (0.5 * S, 0.84 * S), w)
            pygame.draw.polygon(s, (214, 96, 30), _pts([(0.5, 0.14), (0.66, 0.38), (0.5, 0.48), (0.34, 0.38)], S))
        elif kind == "hammer":
            pygame.draw.line(s, ink, (0.5 * S, 0.34 * S), (0.5 * S, 0.84 * S), w)
            pygame.draw.rect(s, ink, (0.26 * S, 0.20 * S, 0.48 * S, 0.18 * S))
        elif kind == "bag":
            pygame.draw.circle(s, ink, (0.5 * S, 0.6 * S), 0.24 * S)
            pygame.draw.polygon(s, ink, _pts([(0.38, 0.24), (0.62, 0.24), (0.56, 0.40), (0.44, 0.40)], S))
        elif kind == "tea":
            pygame.draw.rect(s, ink, (0.26 * S, 0.38 * S, 0.40 * S, 0.40 * S), border_bottom_left_radius=int(0.12 * S),
                             border_bottom_right_radius=int(0.12 * S))
            pygame.draw.circle(s, ink, (0.70 * S, 0.54 * S), 0.10 * S, max(1, w // 2))
            pygame.draw.line(s, ink, (0.40 * S, 0.16 * S), (0.44 * S, 0.32 * S), max(1, w // 2))
        elif kind == "coins":
            for dy in (0.0, -0.12, -0.24):
                pygame.draw.ellipse(s, ink, (0.26 * S, (0.62 + dy) * S, 0.48 * S, 0.18 * S))
                pygame.draw.ellipse(s, fill, (0.26 * S, (0.62 + dy) * S, 0.48 * S, 0.18 * S), max(1, w // 3))
        if state.startswith("damaged"):
            pygame.draw.line(s, (190, 30, 24), (0.12 * S, 0.88 * S), (0.88 * S, 0.12 * S), max(3, int(0.09 * S)))
    return _sprite(("item", kind, size, state), size, paint)
