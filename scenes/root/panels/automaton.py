"""A Clockwork automaton's board (Law of Rootbotics): its level, traits and order card, then what
its own board shows — the Mechanical Marquise's three building tracks and keep, the Electric
Eyrie's Decree and roost track, the Automated Alliance's sympathy track and bases, the Vagabot's
satchel, battle track and quest. Track values come from the bot's data (data/root/bots/), the
state from the engine's view, so the panel never knows a number the rules do not."""
from __future__ import annotations

import pygame

from game.core.i18n import N_, _, term

from ... import theme
from .. import glyphs, style
from .common import PanelCtx, card_chips, cards_row, clearing_label, draw_common, heading, name_chip, text

SUITS = ("fox", "mouse", "rabbit", "bird")
PIECES = {"sawmill": N_("Sawmills"), "workshop": N_("Workshops"), "recruiter": N_("Recruiters")}
CLOCKWORK_2 = ("logical-lizards", "riverfolk-robots", "drillbit-duchy", "cogwheel-corvids")
# Tableforge's own designs (docs/root-automata.md AH, AK): their board is the faction's own panel
ORIGINAL = {"automated-hundreds": "hundreds", "automated-keepers": "keepers"}
# the Logical Lizards' seat options as the panel names them (logical_lizards.py SCORING / REVENGE)
SCORING = {"best": N_("best track"), "ordered": N_("ordered track")}
REVENGE = {"always": N_("always"), "outside-turn": N_("outside its turn")}



def level_text(bots, fid: str, level: str) -> str:
    """A difficulty in the reader's language: the Clockwork 1 names are messages
    (game/root/ruleset.py DIFFICULTIES), the Clockwork 2 card names game terms (terms.yaml)."""
    name, card = bots.level_names(fid, level)
    return f"{term(card)} ({_(name)})" if card else _(name)

def _bot(pc: PanelCtx):
    from game.root.bots.automaton import bots_for
    try:
        return bots_for(pc.content).bot(pc.fid)
    except (KeyError, AttributeError):
        return None


def _wrapped(surface, s, x, y, w, size=11, role="text-italic", color=theme.INK_SOFT, lines=3) -> int:
    for line in theme.wrap(theme.font(role, size), s, w)[:lines]:
        text(surface, line, (x, y), size, role, color)
        y += theme.px(size + 3)
    return y


def _track(surface, x, y, w, values, covered, cover_img, label_fmt="{}") -> int:
    """A track of spaces worth `values`; the rightmost `covered` spaces still hold a piece."""
    px = theme.px
    n = len(values)
    cw = min(px(26), (w - px(2) * (n - 1)) // n)
    for i, v in enumerate(values):
        r = pygame.Rect(x + i * (cw + px(2)), y, cw, cw)
        pygame.draw.rect(surface, (244, 236, 218), r, border_radius=px(4))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=px(4))
        if i >= n - covered:
            img = pygame.transform.smoothscale(cover_img, (cw - px(4), cw - px(4)))
            surface.blit(img, img.get_rect(center=r.center))
            text(surface, label_fmt.format(v), (r.right - px(1), r.y), 8, "text-bold", (252, 248, 238), "topright")
        else:
            text(surface, label_fmt.format(v), r.center, 10, "text-bold", theme.INK_SOFT, "center")
    return y + cw + px(6)


def _score_of(values, covered) -> int:
    """The rightmost uncovered space (Rootbotics 4.6.2, 5.6)."""
    return values[max(0, len(values) - 1 - covered)]


def draw(surface, rect, pc: PanelCtx) -> int:
    px = theme.px
    fb, bot = pc.fb, _bot(pc)
    x, y = rect.x, rect.y
    level = fb.get("difficulty", "expert")
    lrec = next((d for d in bot.difficulties if d.id == level), None) if bot else None
    edition = _("2021 edition") if fb.get("edition") == "2021" else _("Director's Cut")
    if pc.fid in CLOCKWORK_2:
        edition = "Clockwork\u00a02"                 # kept on one line when the heading wraps
    if pc.fid in ORIGINAL:
        edition = _("Tableforge original")
    from game.root.bots.automaton import bots_for
    label = level_text(bots_for(pc.content), pc.fid, level)      # "Normal (Expert)" for Clockwork 2
    # wrapped: "Autômato · Normal (Especialista) · Clockwork 2" is wider than the panel at 1280×720
    y = _wrapped(surface, _("Automaton · {level} · {edition}").format(level=label, edition=edition), x, y, rect.w, 13,
                 "text-bold", theme.INK, 2) + px(1)
    if lrec is not None and lrec.text:
        y = _wrapped(surface, _(lrec.text), x, y, rect.w, lines=2)       # data/root/bots/*.yaml, extracted
    traits = fb.get("traits") or []
    if traits and bot:
        names = [next((t.name for t in bot.traits if t.id == tid), tid) for tid in traits]
        y = _wrapped(surface, _("Traits: {names}").format(names=", ".join(_(n) for n in names)), x, y + px(2), rect.w, 11, "text", theme.INK, 2)
    order = fb.get("order") or ""
    if order and order in pc.content.cards:
        rec = pc.content.cards[order]
        y = cards_row(surface, pc, x, y + px(4), rect.w, [order], _("Order: {suit}").format(suit=term(rec.suit)))
    y += px(2)
    if pc.fid in ORIGINAL:
        import importlib
        board = importlib.import_module(f"{__package__}.{ORIGINAL[pc.fid]}")
        return board.draw(surface, pygame.Rect(rect.x, y, rect.w, max(0, rect.bottom - y)), pc)
    drawer = {"mechanical-marquise": _marquise, "electric-eyrie": _eyrie, "automated-alliance": _alliance,
              "vagabot": _vagabot, "logical-lizards": _lizards, "drillbit-duchy": _duchy,
              "cogwheel-corvids": _corvids, "riverfolk-robots": _riverfolk}.get(pc.fid)
    if drawer is not None and bot is not None:
        y = drawer(surface, rect, pc, bot, y)
    return draw_common(surface, rect, pc, y)


def _faction_name(fid: str) -> str:
    """A faction's English name (a term), the automata's too (Payments may hold any faction's warriors)."""
    if fid in style.FACTION_NAME:
        return style.FACTION_NAME[fid]
    from game.root.factions import get_faction
    try:
        return get_faction(fid).name
    except (KeyError, ValueError):
        return fid


def _supply(pc: PanelCtx) -> dict:
    sup = pc.view.get("supply") or []
    return sup[pc.seat] if pc.seat < len(sup) and isinstance(sup[pc.seat], dict) else {}


def _marquise(surface, rect, pc, bot, y) -> int:
    """Rootbotics 4.6.2: each building type's track; Score takes the ordered type's rightmost
    uncovered space."""
    px = theme.px
    sup = _supply(pc)
    for t in bot.tracks:
        covered = sup.get(t.piece, 0)
        text(surface, _("{pieces} — scores {vp} VP").format(pieces=_(PIECES.get(t.piece, t.piece.title() + "s")), vp=_score_of(t.values, covered)), (rect.x, y), 12, "text-bold")
        y += px(16)
        y = _track(surface, rect.x, y, rect.w, t.values, covered, glyphs.building(t.piece, pc.fid, px(24)))
    keep = pc.fb.get("keep")
    if pc.fb.get("keep_gone"):
        text(surface, _("The keep is gone (out of the game)"), (rect.x, y), 12, "text-italic", theme.INK_SOFT)
    elif keep:
        surface.blit(glyphs.token("keep", pc.fid, px(18)), (rect.x, y - px(1)))
        text(surface, _("Keep in clearing {c}").format(c=clearing_label(pc, keep)), (rect.x + px(22), y), 12)
    return y + px(18)


def _eyrie(surface, rect, pc, bot, y) -> int:
    """Rootbotics 5.4.3: the Decree's four columns (order cards, the two Loyal Viziers in bird),
    5.6: the roost track."""
    px = theme.px
    x = rect.x
    y = heading(surface, _("Decree"), x, y, rect.w)
    decree = pc.fb.get("decree") or {}
    cols = list(bot.decree_columns) or list(SUITS)
    cw = (rect.w - px(6) * (len(cols) - 1)) // len(cols)
    top, deepest = y, y
    for i, col in enumerate(cols):
        cx = x + i * (cw + px(6))
        r = pygame.Rect(cx, top, cw, px(16))
        pygame.draw.rect(surface, style.lighten(style.SUIT_COLOR.get(col, pc.color), 0.45), r, border_radius=px(3))
        entries = list(decree.get(col, []))
        text(surface, f"{term(col)} {len(entries)}", r.center, 10, "text-bold", theme.INK, "center")
        yy = r.bottom + px(2)
        for cid in entries:
            rec = pc.content.cards.get(cid)
            name = term(rec.name) if rec else term("Loyal Vizier")
            suit = rec.suit if rec else "bird"
            cr = name_chip(surface, cx, yy, cw, name, suit, size=9,
                           fill=style.lighten(style.SUIT_COLOR.get(suit, pc.color), 0.6))
            if rec:
                pc.spots.append((cid, cr))
            yy += cr.h + px(2)
        deepest = max(deepest, yy)
    y = deepest + px(4)
    t = bot.track("roost")
    covered = _supply(pc).get("roost", 0)
    text(surface, _("Roost track — Evening scores {vp} VP").format(vp=_score_of(t.values, covered)), (x, y), 12, "text-bold")
    y += px(16)
    return _track(surface, x, y, rect.w, t.values, covered, glyphs.building("roost", pc.fid, px(24)))


def _alliance(surface, rect, pc, bot, y) -> int:
    """Rootbotics 6.2.1: the sympathy track (a token placed scores the space it uncovers), and the
    three bases (Crackdown when one is removed, 6.2.4)."""
    px = theme.px
    t = bot.track("sympathy")
    covered = pc.fb.get("sympathy_left", _supply(pc).get("sympathy", 0))
    nxt = t.values[len(t.values) - covered] if covered else None
    label = _("next token scores {vp} VP").format(vp=nxt) if nxt is not None else _("every token is on the map")
    text(surface, _("Sympathy — {label}").format(label=label), (rect.x, y), 12, "text-bold")
    y += px(16)
    y = _track(surface, rect.x, y, rect.w, t.values, covered, glyphs.token("sympathy", pc.fid, px(24)))
    on_map = set(pc.fb.get("bases_on_map") or [])
    y = heading(surface, _("Bases"), rect.x, y, rect.w)
    bx = rect.x
    for suit in ("fox", "rabbit", "mouse"):
        kind = f"base-{suit}"
        img = glyphs.building("base", pc.fid, px(24), suit=suit)
        if kind in on_map:
            img = img.copy()
            img.set_alpha(90)
        surface.blit(img, (bx, y))
        text(surface, _("on the map") if kind in on_map else _("on its board"), (bx + px(27), y + px(5)), 10, "text",
             theme.INK_SOFT)
        bx += (rect.w - px(4)) // 3
    return y + px(30)


def _vagabot(surface, rect, pc, bot, y) -> int:
    """Rootbotics 7: the character, the pawn, the satchel's items (exhausted / damaged), the
    battle track filled by undamaged items (6 / 9 / 12) and the quest it pursues."""
    px = theme.px
    fb, x = pc.fb, rect.x
    ch = next((c for c in bot.characters if c.id == fb.get("character")), None)
    where = fb.get("where") or ""
    places = pc.places          # "c7" or a forest id (Rootbotics 7.3.2), named as the map names them
    if where.startswith("c") and where[1:].isdigit():
        c = int(where[1:])
        place = _("in clearing {c}").format(c=places.named_clearing(c) if places else c)
    elif where:
        place = _("in the {f} forest").format(f=places.forest(where) if places else where)
    else:
        place = _("off the map")
    text(surface, f"{term(ch.name) if ch else term('Vagabot')} · {place}", (x, y), 12, "text-bold")
    y += px(16)
    if ch is not None and ch.text:
        y = _wrapped(surface, _(ch.text), x, y, rect.w, lines=2)
    items = fb.get("items") or []
    y = heading(surface, _("Satchel — {n} items").format(n=len(items)), x, y + px(2), rect.w)
    s = px(22)
    per_row = max(1, (rect.w + px(3)) // (s + px(3)))
    for i, it in enumerate(items):
        kind, exhausted, damaged = (list(it) + [0, 0])[:3]
        state = "damaged" if damaged else ("exhausted" if exhausted else "ready")
        surface.blit(glyphs.item(kind, s, state), (x + (i % per_row) * (s + px(3)), y + (i // per_row) * (s + px(3))))
    y += ((len(items) + per_row - 1) // per_row) * (s + px(3)) + px(4)
    slots = fb.get("battle_track", 0)
    text(surface, _("Battle track: {n} of 3 filled · up to {k} rolled hits").format(n=slots, k=fb.get('max_hits', 1)), (x, y), 11)
    y += px(16)
    quest = fb.get("quest") or ""
    if quest:
        rec = next((q for q in pc.content.vagabond.quests if q.id == quest), None)
        if rec is not None:
            surface.blit(glyphs.suit_badge(rec.suit, px(14)), (x, y))
            text(surface, _("Quest: {name}").format(name=term(rec.name)) + f" ({term(rec.items[0])} + {term(rec.items[1])})", (x + px(18), y), 11)
            y += px(16)
    return y


def _lizards(surface, rect, pc, bot, y) -> int:
    """Logical Lizards (CW2 facts §3.1): the order suit, the Conspiracy track and its marker, the
    Acolytes, the three garden tracks (values labelled as a stand-in) and the Lost Souls pile."""
    px = theme.px
    x, fb = rect.x, pc.fb
    suit = fb.get("order_suit") or ""
    if suit:
        surface.blit(glyphs.suit_icon(suit, px(18)), (x, y - px(1)))
        # wrapped: the French and Portuguese sentences are longer than the panel at 1280×720
        y = _wrapped(surface, _("Order: {suit} (most common Lost Souls suit)").format(suit=term(suit)), x + px(22), y,
                     rect.w - px(22), 12, "text-bold", theme.INK, 2) + px(5)
    track = fb.get("conspiracy_track") or []
    marker = fb.get("marker", 0)
    y = heading(surface, _("Conspiracies"), x, y, rect.w)
    cw = (rect.w - px(4) * (len(track) - 1)) // max(1, len(track))
    for i, k in enumerate(track):
        r = pygame.Rect(x + i * (cw + px(4)), y, cw, px(18))
        pygame.draw.rect(surface, (244, 236, 218), r, border_radius=px(3))
        pygame.draw.rect(surface, pc.color if i == marker else theme.PANEL_EDGE, r,
                         px(2) if i == marker else 1, border_radius=px(3))
        text(surface, term(k.title()), r.center, 9, "text-bold" if i == marker else "text", theme.INK, "center")
    y += px(24)
    text(surface, _("Acolytes: {n}").format(n=fb.get('acolytes', 0)), (x, y), 12, "text-bold")
    y += px(18)
    sup = _supply(pc)
    for t in bot.tracks:
        covered = sup.get(t.piece, 0)
        text(surface, _("{suit} gardens — scores {vp} VP").format(suit=term(t.id).capitalize(), vp=_score_of(t.values, covered)), (x, y), 12, "text-bold")
        y += px(16)
        y = _track(surface, x, y, rect.w, t.values, covered, glyphs.building(t.piece, pc.fid, px(24)))
    for label in (fb.get("standins") or {}).values():
        y = _wrapped(surface, _("Stand-in: {label}").format(label=_(label)), x, y, rect.w, 10, lines=3)
    if fb.get("scoring") == "best" or fb.get("revenge") == "always":
        y = _wrapped(surface, _("Options: scoring {scoring}, Robot Revenge {revenge}").format(
            scoring=_(SCORING.get(fb.get("scoring"), str(fb.get("scoring")))),
            revenge=_(REVENGE.get(fb.get("revenge"), str(fb.get("revenge"))))), x, y, rect.w, 10, lines=1)
    rev = fb.get("revealed") or []
    if rev:
        y = heading(surface, _("Revealed this turn"), x, y + px(2), rect.w)
        y = card_chips(surface, pc, x, y, rect.w, rev)
    souls = fb.get("lost_souls") or []
    y = heading(surface, _("Lost Souls — {n} (top first)").format(n=len(souls)), x, y + px(2), rect.w)
    return card_chips(surface, pc, x, y, rect.w, souls) if souls else y


def _duchy(surface, rect, pc, bot, y) -> int:
    """Drillbit Duchy (CW2 facts §3.3): the Burrow, buildings and tunnels on the map, the mole
    bonus, and the nine ministers top to bottom with the crowned ones marked."""
    px = theme.px
    x, fb = rect.x, pc.fb
    on = fb.get("on_map") or {}
    text(surface, _("Burrow: {n} warriors · moles +{m} recruit").format(n=fb.get('burrow', 0), m=fb.get('moles', 0)), (x, y), 12,
         "text-bold")
    y += px(18)
    text(surface, _("On the map: {c}/3 citadels, {m}/3 markets, {t}/3 tunnels").format(
         c=on.get('citadel', 0), m=on.get('market', 0), t=on.get('tunnel', 0)), (x, y), 11)
    y += px(18)
    y = heading(surface, _("Ministers (top to bottom)"), x, y, rect.w)
    swayed = set(fb.get("swayed") or [])
    for mid, name, suit in fb.get("ministers") or []:
        surface.blit(glyphs.suit_icon(suit, px(14)), (x, y))
        crowned = mid in swayed
        text(surface, term(name) + (_(" — crowned") if crowned else ""), (x + px(18), y), 11,
             "text-bold" if crowned else "text", theme.INK if crowned else theme.INK_SOFT)
        y += px(16)
    return y + px(4)


def _corvids(surface, rect, pc, bot, y) -> int:
    """Cogwheel Corvids (CW2 facts §3.4): face-up plots by clearing, how many are face down (their
    types are hidden from everyone, the view tells only the Corvids' own seat) and in supply."""
    px = theme.px
    x, fb = rect.x, pc.fb
    y = heading(surface, _("Plots"), x, y, rect.w)
    up = fb.get("face_up") or []
    plots = ", ".join(_("{plot} in {place}").format(plot=term(k), place=clearing_label(pc, c)) for c, k in up)
    y = _wrapped(surface, _("Face up: {plots}").format(plots=plots or _("none")), x, y, rect.w, role="text",
                 color=theme.INK)
    down = fb.get("face_down") or []
    y = _wrapped(surface, _("Face down: {n} ({where}) · in supply: {k}").format(
        n=len(down), where=", ".join(clearing_label(pc, c) for c in down) or "-", k=fb.get("plots_in_supply", 0)),
        x, y, rect.w, role="text", color=theme.INK)
    return y + px(4)


def _riverfolk(surface, rect, pc, bot, y) -> int:
    """Riverfolk Robots (CW2 facts §3.2): the Market left to right (its rightmost card is the
    order), Payments by owner, the Protectionism icons lit this turn, trade posts on the map per
    suit, the services bought this turn, and the trade-post VP stand-in labelled as such."""
    px = theme.px
    x, fb = rect.x, pc.fb
    market = [c for c in fb.get("market") or [] if c in pc.content.cards]
    if market:
        y = cards_row(surface, pc, x, y, rect.w, market, _("Market — {n} (order: the rightmost)").format(n=len(market)))
    else:
        y = heading(surface, _("Market — empty"), x, y, rect.w)
    pay = fb.get("payments") or {}
    names = pc.view.get("factions") or []
    text(surface, _("Payments: {list}").format(list=", ".join(f"{n} {term(_faction_name(f))}" for f, n in sorted(pay.items()))
                                  or _("empty")), (x, y), 11, "text-bold")
    y += px(16)
    lit = [n for n in (N_("shield"), N_("sword")) if fb.get(n)]
    text(surface, _("Protectionism: {what}").format(what=_("{icons} lit this turn").format(icons=_(" and ").join(_(n) for n in lit)) if lit else _("nothing lit")),
         (x, y), 11, "text", theme.INK if lit else theme.INK_SOFT)
    y += px(16)
    posts = fb.get("posts_on_map") or {}
    x2 = x
    for sfx in ("fox", "rabbit", "mouse"):
        surface.blit(glyphs.suit_icon(sfx, px(14)), (x2, y))
        text(surface, f"{posts.get(sfx, 0)}/3", (x2 + px(17), y), 11)
        x2 += px(56)
    text(surface, _("trade posts on the map"), (x2, y), 10, "text-italic", theme.INK_SOFT)
    y += px(18)
    for key, what in (("riverboats", N_("Riverboats")), ("mercenaries", N_("Mercenaries"))):
        buyer = fb.get(key, -1)
        if isinstance(buyer, int) and 0 <= buyer < len(names):
            text(surface, _("{what} bought by {name} this turn").format(what=_(what), name=term(_faction_name(names[buyer]))),
                 (x, y), 11)
            y += px(16)
    if fb.get("post_vp") == "beta":
        y = _wrapped(surface, _("Option: trade posts score 0, 1, 2 when placed (DOV beta stand-in)"), x, y, rect.w, 10,
                     lines=2)
    else:
        for label in (fb.get("standins") or {}).values():
            y = _wrapped(surface, _("Stand-in: {label}").format(label=_(label)), x, y, rect.w, 10, lines=4)
    return y + px(4)
