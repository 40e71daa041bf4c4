"""The Root table's animations: moves slide, removed pieces fade, placed pieces drop in, a
dice roll opens the battle overlay, and a move's path is drawn as an arrow. None at Instant."""
from __future__ import annotations

from .. import glyphs


def placed_pieces(old: dict, new: dict, events, t0: float) -> list:
    """(faction, piece, clearing, t0) of each piece the new view has that the old did not and that
    no move brought (a recruit, a build, a token): what drops in. Read from two public views."""
    moved: dict = {}
    for e in events:
        if e.kind == "root.move" and e.seat is not None and "to" in e.data:
            moved[(e.seat, e.data["to"])] = moved.get((e.seat, e.data["to"]), 0) + int(e.data.get("n", 1))
    out = []
    facs = new["factions"]
    for seat, (was, now) in enumerate(zip(old["warriors"], new["warriors"])):
        for c in range(1, min(len(was), len(now))):
            if now[c] - was[c] - moved.get((seat, c), 0) > 0:
                out.append((facs[seat], "warrior", c, t0))
    for key in ("buildings", "tokens"):
        for c in range(1, min(len(old[key]), len(new[key]))):
            before = [tuple(p) for p in old[key][c]]
            for p in new[key][c]:
                p = tuple(p)
                if p in before:
                    before.remove(p)
                elif p[0] >= 0:
                    out.append((facs[p[0]], p[1], c, t0))
    return out


class AnimationMixin:
    """Sounds and animations of new events; all of it is decoration, none of it state.
    A mixin of RootTable (scene.py), whose attributes it uses."""

    def on_events(self, events) -> None:
        """New engine events: sounds, moves slide, a dice roll opens the battle overlay (unless
        animations are off)."""
        from ... import sounds
        self.sounds_played = sounds.play_events(events, self.app.settings.volume)
        if self.app.settings.anim_speed == "instant":
            return
        for e in events:
            if e.kind == "root.move" and e.seat is not None and "frm" in e.data and "to" in e.data:
                self.slides.append((self.view["factions"][e.seat], e.data["frm"], e.data["to"], self.t))
            elif e.kind == "root.remove" and e.seat is not None and "clearing" in e.data:
                self.fades.append((self.view["factions"][e.seat], e.data.get("piece", "warrior"),
                                   e.data["clearing"], self.t))
        if self.fast and getattr(self, "_auto_refresh", False):
            return      # fast-forward: an automatic move's dice are in the log, no overlay waits
        base = len(self.match.history) - len(events)
        for i, e in enumerate(events):
            if e.kind == "root.dice":
                overlay = self.battle_overlay(base + i)
                self.app.stack.push(overlay)
                # pass-and-play: the other person in the battle sees the same result on their turn
                sides = {overlay.attacker, overlay.defender} - {None}
                self.battle_unseen = (base + i, {s for s in sides if self.is_human(s) and s != self.viewer})
                break

    def battle_overlay(self, at: int):
        """The battle overlay for the dice event at history index `at`: the battle it belongs to
        is found back in the history (its declaration may have come several decisions earlier,
        before an ambush question), so the clearing and both sides are always named."""
        from ..battle import BattleOverlay
        hist = self.match.history
        start = max((j for j in range(at) if hist[j].kind == "root.battle"), default=at)
        end = next((j for j in range(at + 1, len(hist)) if hist[j].kind in ("root.battle", "root.dice", "root.turn")),
                   len(hist))
        return BattleOverlay(self.app, self, hist[at], hist[start:at], hist[at + 1:end])

    def move_arrow(self):
        """The path a move would take: origin → hovered legal clearing while choosing where to,
        origin → destination while choosing how many (from this seat's latest clearing choices)."""
        d = self.my_decision()
        if d is None or "move" not in d.kind:
            return None
        picked = []
        for e in reversed(self.match.log):
            if e.seat != d.seat or not e.choice.startswith("clearing:"):
                break
            picked.insert(0, int(e.choice[9:]))
        adj = self.board.m.adj
        if d.kind.endswith("count") and len(picked) >= 2 and picked[-1] in adj[picked[-2]]:
            return picked[-2], picked[-1]
        if not picked or not self.hover_ref or not self.hover_ref.startswith("clearing:"):
            return None
        if self.hover_ref not in self.highlights():
            return None
        origin, dest = picked[-1], int(self.hover_ref[9:])
        if origin == dest or dest not in adj[origin]:
            return None
        return origin, dest

    def draw_slides(self, surface) -> None:
        """Warriors sliding along the path of a move that just happened (animation only)."""
        if not self.slides and not self.fades and not self.drops:
            return
        dur = {"slow": 0.9, "normal": 0.5, "fast": 0.25}.get(self.app.settings.anim_speed, 0.0)
        keep = []
        clip = surface.get_clip()
        surface.set_clip(self.board.rect)
        for fid, a, b, t0 in self.slides:
            u = (self.t - t0) / dur if dur else 1.0
            if u >= 1.0 or a not in self.board.pos or b not in self.board.pos:
                continue
            keep.append((fid, a, b, t0))
            u = u * u * (3 - 2 * u)
            (xa, ya), (xb, yb) = self.board.pos[a], self.board.pos[b]
            pos = self.board.to_screen(xa + (xb - xa) * u, ya + (yb - ya) * u)
            img = glyphs.warrior(fid, max(12, int(44 * self.board.k)))
            surface.blit(img, img.get_rect(center=pos))
        surface.set_clip(clip)
        self.slides = keep
        self.draw_fades(surface, dur)
        self.draw_drops(surface, dur)

    def _live(self, items: list, dur: float):
        """The animations of `items` (fid, kind, clearing, t0) still running, with their progress
        0..1; the finished ones are dropped from the returned list."""
        out = []
        for item in items:
            u = (self.t - item[3]) / dur if dur else 1.0
            if u < 1.0 and item[2] in self.board.pos:
                out.append((item, u))
        return out

    def _piece_img(self, fid: int, kind: str):
        """A copy of a piece's glyph at the board's zoom, ready for its own alpha."""
        size = max(12, int(48 * self.board.k))
        if kind == "warrior":
            return glyphs.warrior(fid, size).copy()
        if kind in glyphs.TOKEN_LOOK:
            return glyphs.token(kind, fid, size).copy()
        return glyphs.building(kind, fid, size).copy()

    def draw_drops(self, surface, dur) -> None:
        """Placed pieces drop into their clearing and settle (animation only; none at Instant)."""
        live = self._live(self.drops, dur)
        clip = surface.get_clip()
        surface.set_clip(self.board.rect)
        for (fid, kind, c, _t0), u in live:
            img = self._piece_img(fid, kind)
            img.set_alpha(int(255 * min(1.0, 0.3 + u)))
            x, y = self.board.to_screen(*self.board.pos[c])
            fall = int(70 * self.board.k * (1 - u) ** 2)            # eases into place
            surface.blit(img, img.get_rect(center=(x - int(26 * self.board.k), y - fall)))
        surface.set_clip(clip)
        self.drops = [item for item, _u in live]

    def draw_fades(self, surface, dur) -> None:
        """Removed pieces rise and fade where they stood (animation only)."""
        live = self._live(self.fades, dur * 1.4)
        clip = surface.get_clip()
        surface.set_clip(self.board.rect)
        k = self.board.k
        for (fid, kind, c, _t0), u in live:
            img = self._piece_img(fid, kind)
            img.set_alpha(int(255 * (1 - u)))
            x, y = self.board.to_screen(*self.board.pos[c])
            surface.blit(img, img.get_rect(center=(x + int(30 * k), y - int(20 * k) - int(40 * u * k))))
        surface.set_clip(clip)
        self.fades = [item for item, _u in live]
