"""Scene stack: push / pop / replace, overlays drawing over the scenes below, input routing."""
import pygame

from scenes.stack import Scene, SceneStack

from .conftest import click, key


class Probe(Scene):
    def __init__(self, app, name, log, opaque=True, modal=True, wants=None):
        super().__init__(app)
        self.name, self.log, self.opaque, self.modal, self.wants = name, log, opaque, modal, wants

    def layout(self, size):
        super().layout(size)
        self.log.append((self.name, "layout", size))

    def handle(self, event):
        if self.wants is None or event.type in self.wants:
            self.log.append((self.name, "event", event.type))
            return True
        return self.modal

    def update(self, dt):
        self.log.append((self.name, "update"))

    def draw(self, surface):
        self.log.append((self.name, "draw"))


def test_push_pop_replace_and_top():
    log = []
    st = SceneStack((1280, 720))
    a, b, c = Probe(None, "a", log), Probe(None, "b", log), Probe(None, "c", log)
    st.push(a)
    st.push(b)
    assert st.top is b and ("b", "layout", (1280, 720)) in log
    st.replace(c)
    assert st.scenes == [a, c]
    assert st.pop() is c and st.top is a
    assert st.pop() is a and st.top is None and st.pop() is None


def test_overlay_draws_scenes_below_but_opaque_hides_them():
    log = []
    st = SceneStack()
    st.push(Probe(None, "floor", log))
    st.push(Probe(None, "table", log))
    st.push(Probe(None, "dialog", log, opaque=False))
    st.draw(pygame.Surface((10, 10)))
    assert [n for n, what, *_ in log if what == "draw"] == ["table", "dialog"]   # floor hidden by the opaque table


def test_input_goes_to_top_and_non_modal_overlay_passes_what_it_does_not_want():
    log = []
    st = SceneStack()
    st.push(Probe(None, "table", log))
    st.push(Probe(None, "hud", log, opaque=False, modal=False, wants={pygame.KEYDOWN}))
    st.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    st.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    events = [(n, t) for n, what, *t in log if what == "event"]
    assert events == [("hud", [pygame.KEYDOWN]), ("table", [pygame.MOUSEBUTTONDOWN])]


def test_modal_overlay_blocks_input_below_and_only_top_updates():
    log = []
    st = SceneStack()
    st.push(Probe(None, "table", log))
    st.push(Probe(None, "dialog", log, opaque=False, modal=True, wants=set()))
    st.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    st.update(0.1)
    assert not [e for e in log if e[1] == "event"]
    assert [e for e in log if e[1] == "update"] == [("dialog", "update")]


def test_resize_lays_out_every_scene_again():
    log = []
    st = SceneStack((1280, 720))
    st.push(Probe(None, "a", log))
    st.push(Probe(None, "b", log, opaque=False))
    st.resize((1920, 1080))
    assert ("a", "layout", (1920, 1080)) in log and ("b", "layout", (1920, 1080)) in log


def test_app_resize_scales_the_ui(app):
    from scenes import theme
    from scenes.title import TitleScene
    t = app.stack.push(TitleScene(app))
    small = t.buttons["new"].rect.h
    app.resize((2560, 1440))
    assert theme.scale() == 2.0 and app.screen.get_size() == (2560, 1440)
    assert t.buttons["new"].rect.h == 2 * small
    app.resize((1280, 720))
    assert theme.scale() == 1.0


def test_escape_and_quit_from_title(app):
    from scenes.title import TitleScene
    t = app.stack.push(TitleScene(app))
    click(app, t.buttons["quit"])
    assert not app.running
    app.running = True
    key(app, pygame.K_ESCAPE)
    assert not app.running
