"""Colours and names for Root's suits and factions. Every suit and faction has a colour AND a
shape (glyphs.py), chosen from the Okabe–Ito palette so colour-blind players lose nothing."""
from __future__ import annotations

SUIT_COLOR = {
    "fox": (213, 94, 0),          # vermilion
    "rabbit": (222, 186, 30),     # yellow
    "mouse": (204, 121, 167),     # reddish purple
    "bird": (86, 160, 215),       # sky blue
    "any": (150, 140, 125),
}
SUIT_DARK = {k: tuple(int(c * 0.62) for c in v) for k, v in SUIT_COLOR.items()}
SUIT_NAME = {"fox": "Fox", "rabbit": "Rabbit", "mouse": "Mouse", "bird": "Bird", "any": "Any suit"}

FACTION_COLOR = {
    "marquise": (224, 128, 38),   # orange
    "eyrie": (46, 96, 170),       # blue
    "alliance": (64, 150, 74),    # green
    "vagabond": (120, 120, 120),  # grey
    "vagabond-2": (104, 64, 150),  # violet: the second Vagabond (Law 9.7), apart from Eyrie blue
    "duchy": (196, 170, 120),     # sand: the Underground Duchy
    "corvids": (52, 56, 74),      # raven slate: darker than every other faction (Corvid Conspiracy)
    "riverfolk": (0, 150, 150),   # teal: the Riverfolk Company (Law 11)
    "lizards": (150, 178, 30),    # lime: the Lizard Cult, apart from Alliance green and rabbit yellow
    "hundreds": (150, 30, 40),    # blood red: the Lord of the Hundreds, darker than Marquise orange
    "keepers": (110, 120, 130),   # iron grey-blue: the Keepers in Iron
    "dummy": (140, 90, 150),
}
# Hirelings (Law App. E): one colour per hireling, both sides; their pieces are drawn in it with a
# band in their controller's colour (scenes/root/glyphs.hireling_warrior).
HIRELING_COLOR = {
    "forest-patrol": (92, 110, 52), "feline-physicians": (92, 110, 52),      # moss
    "last-dynasty": (70, 150, 210), "bluebird-nobles": (70, 150, 210),       # sky blue
    "spring-uprising": (190, 210, 120), "rabbit-scouts": (190, 210, 120),   # spring green
    "the-exile": (84, 70, 60), "the-brigand": (84, 70, 60),                  # umber
    "flame-bearers": (230, 90, 30), "rat-smugglers": (230, 90, 30),         # flame
    "vault-keepers": (150, 120, 90), "badger-bodyguards": (150, 120, 90),   # badger brown
    "popular-band": (200, 70, 140), "street-band": (200, 70, 140),           # magenta (the Band)
    "riverfolk-flotilla": (40, 150, 150), "otter-divers": (40, 150, 150),   # river teal
    "highway-bandits": (120, 90, 40), "bandit-gangs": (120, 90, 40),       # bandit ochre
    "corvid-spies": (70, 50, 110), "raven-sentries": (70, 50, 110),         # raven violet
    "furious-protector": (170, 40, 40), "stoic-protector": (170, 40, 40),   # protector red
    "warm-sun-prophets": (235, 170, 40), "lizard-envoys": (235, 170, 40),  # warm-sun gold
    "sunward-expedition": (175, 125, 85), "mole-artisans": (175, 125, 85),  # mole clay
}
FACTION_COLOR.update(HIRELING_COLOR)
FACTION_NAME = {"marquise": "Marquise de Cat", "eyrie": "Eyrie Dynasties", "alliance": "Woodland Alliance",
                "vagabond": "Vagabond", "vagabond-2": "Second Vagabond", "duchy": "Underground Duchy",
                "corvids": "Corvid Conspiracy", "riverfolk": "Riverfolk Company", "lizards": "Lizard Cult",
                "hundreds": "Lord of the Hundreds", "keepers": "Keepers in Iron",
                "dummy": "Test Dummy"}
FACTION_SHORT = {"marquise": "Marquise", "eyrie": "Eyrie", "alliance": "Alliance", "vagabond": "Vagabond",
                 "vagabond-2": "Vagabond 2", "duchy": "Duchy", "corvids": "Corvids", "riverfolk": "Riverfolk",
                 "lizards": "Lizards", "hundreds": "Hundreds", "keepers": "Keepers",
                 "dummy": "Dummy"}
# Law "Advanced setup": each faction's reach; the recommended total per player count.
REACH = {"marquise": 10, "eyrie": 7, "alliance": 3, "vagabond": 5, "vagabond2": 2, "vagabond-2": 2, "duchy": 8,
         "corvids": 3, "riverfolk": 5, "lizards": 2, "hundreds": 9,
         "keepers": 8}       # PT Law 5.2.2: Hundreds 9, Keepers 8
REACH_NEEDED = {2: 17, 3: 18, 4: 21, 5: 25, 6: 28}

BOARD_FOREST = (62, 88, 52)
BOARD_FOREST_DARK = (44, 66, 38)
PATH = (214, 190, 140)
PATH_EDGE = (150, 122, 82)
RIVER = (92, 150, 190)
CLEARING = (238, 226, 196)
CLEARING_EDGE = (96, 72, 48)
GLOW = (255, 214, 90)
GLOW_EDGE = (255, 244, 190)


def look(fid: str) -> str:
    """The faction whose colour and shape a faction is drawn with: an automaton wears the look
    of the faction it replaces (Electric Eyrie → Eyrie), so players know it at a glance."""
    if fid in FACTION_COLOR:
        return fid
    from game.root.factions import get_faction
    try:
        return get_faction(fid).replaces or fid
    except KeyError:
        return fid


def faction_color(fid: str):
    return FACTION_COLOR.get(look(fid), (120, 120, 120))


def lighten(c, t=0.5):
    return tuple(int(x + (255 - x) * t) for x in c[:3])


def darken(c, t=0.35):
    return tuple(int(x * (1 - t)) for x in c[:3])


def ink_on(c):
    """Black or white text, whichever reads on colour c."""
    r, g, b = c[:3]
    return (30, 22, 16) if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else (252, 246, 234)
