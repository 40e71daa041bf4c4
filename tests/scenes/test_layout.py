"""Every scene at the three reference sizes: all widgets inside the window and no two
buttons overlapping (a layout regression check, not a picture comparison)."""
import itertools

import pytest

from scenes.gallery import build, scene_builders
from scenes.widgets import Button, ScrollPanel


def all_widgets(scene):
    for w in scene.widgets:
        yield w
        if isinstance(w, ScrollPanel):
            yield from (c for c, _ in w.children if c.visible)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440)])
def test_every_scene_fits_and_buttons_do_not_overlap(toy, size):
    for nb in scene_builders(["toy"]):       # games' own tables get their own layout tests
        app = build(nb, size)
        assert app.draw().get_size() == size
        screen = app.screen.get_rect()
        scene = app.stack.top
        widgets = [w for w in all_widgets(scene) if w.visible and w.rect.w > 0]
        for w in widgets:
            if not isinstance(w, Button) or w not in [c for p in scene.widgets if isinstance(p, ScrollPanel)
                                                       for c, _ in p.children]:
                assert screen.contains(w.rect), (nb[0], size, type(w).__name__, w.rect)
        buttons = [w for w in widgets if isinstance(w, Button)]
        for a, b in itertools.combinations(buttons, 2):
            assert not a.rect.colliderect(b.rect), (nb[0], size, a.text, b.text)
