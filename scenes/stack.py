"""The scene stack: push / pop / replace; input goes to the top scene; overlays let the scenes
below them keep drawing (a dialog over the table).

A scene's `handle(event)` returns True when it used the event; False passes it to the scene
below (an overlay that only cares about some keys). Modal scenes simply return True always.
"""
from __future__ import annotations

import pygame

from . import theme


class Scene:
    """Base scene. `opaque` scenes hide everything below them; overlays set it False.

    Scenes hold widgets in `self.widgets`; the base class routes events to them (top-most
    first), keeps keyboard focus (Tab / Shift+Tab move it, Enter activates, Esc calls
    `on_escape`) and shows the hovered widget's tooltip.
    """
    opaque = True
    modal = True          # when True, events never fall through to the scene below

    def __init__(self, app):
        self.app = app
        self.widgets: list = []
        self.focus = None
        self.size = (0, 0)
        self._hover = None
        self._hover_time = 0.0
        self._mouse = (0, 0)

    # --- lifecycle -----------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """(Re)build widgets for a window of `size`; called on push and on every resize."""
        self.size = size

    def animating(self) -> bool:
        """Whether the scene changes by itself and must be drawn every frame. A scene that says
        False is drawn only after input (and briefly after it): an idle page or table costs nearly
        no CPU. A page is still while no focused widget animates (a text field's caret blinks);
        scenes that move by themselves (tables, the battle overlay) say so."""
        return any(getattr(w, "animates", False) and getattr(w, "focused", False) and w.visible
                   for w in self.widgets)

    def on_enter(self) -> None: ...
    def on_resume(self) -> None: ...     # the scene above was popped
    def on_leave(self) -> None: ...      # the scene left the stack (popped, replaced, cleared, quit)
    def on_escape(self) -> None: ...
    def on_confirm(self) -> None: ...    # Enter with no focused widget: the scene's main action

    # --- input -------------------------------------------------------------------------
    def focusables(self) -> list:
        out = []
        for w in self.widgets:
            out.extend(w.focus_chain())
        return out

    def set_focus(self, widget, visible: bool = True) -> None:
        """Focus `widget`; `visible` False (a mouse click) hides the focus ring until Tab."""
        if self.focus is not None:
            self.focus.focused = False
        self.focus = widget
        if widget is not None:
            widget.focused = True
            widget.focus_visible = visible

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        if event.type == pygame.KEYDOWN:
            if self.focus is not None and self.focus.handle(event):
                return True
            if event.key == pygame.K_TAB:
                chain = [w for w in self.focusables() if w.enabled and w.visible]
                if chain:
                    i = chain.index(self.focus) if self.focus in chain else -1
                    step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                    self.set_focus(chain[(i + step) % len(chain)])
                return True
            if event.key == pygame.K_ESCAPE:
                self.on_escape()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is None:
                self.on_confirm()
                return True
        for w in reversed(self.widgets):
            if w.visible and w.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN:
                    target = w.focus_target(event.pos)
                    self.set_focus(target, visible=False)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.set_focus(None)
        return self.modal

    def hovered_tooltip(self):
        for w in reversed(self.widgets):
            if w.visible:
                tip = w.tooltip_at(self._mouse)
                if tip:
                    return tip
        return None

    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)
        tip = self.hovered_tooltip()
        if tip != self._hover:
            self._hover, self._hover_time = tip, dt
        else:
            self._hover_time += dt

    @property
    def tooltip(self) -> str | None:
        """The tooltip text showing now (after a short hover)."""
        return self._hover if self._hover and self._hover_time >= 0.45 else None

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(surface)
        if self.tooltip:
            from .widgets.tooltip import draw_tooltip
            draw_tooltip(surface, self.tooltip, self._mouse)


class SceneStack:
    def __init__(self, size: tuple[int, int] = (theme.DESIGN_W, theme.DESIGN_H)):
        self.scenes: list[Scene] = []
        self.size = size

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        scene.layout(self.size)
        self.scenes.append(scene)
        scene.on_enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_leave()
        if self.top is not None:
            self.top.on_resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().on_leave()
        return self.push(scene)

    def clear_to(self, scene: Scene) -> Scene:
        """Drop every scene and start again from `scene` (back to the title)."""
        for s in reversed(self.scenes):
            s.on_leave()
        self.scenes.clear()
        return self.push(scene)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for s in self.scenes:
            s.layout(size)

    def handle(self, event) -> bool:
        """Top scene first; a scene returning False lets the event go one scene down."""
        for scene in reversed(list(self.scenes)):
            if scene.handle(event):
                return True
        return False

    def update(self, dt: float) -> None:
        if self.top is not None:
            self.top.update(dt)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom to top: from the highest opaque one upward."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
