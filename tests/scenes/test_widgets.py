"""Each widget with synthetic events, inside a scene so focus and routing are the real ones."""
import pygame
import pytest

from scenes import theme
from scenes.stack import Scene
from scenes.widgets import (Button, Checkbox, Label, ListBox, Row, ScrollPanel, ScrollText, Selector, Slider,
                            Stepper, TextInput)

from .conftest import click, frame, key, move, type_text, wheel


@pytest.fixture
def scene(app):
    s = Scene(app)
    app.stack.push(s)
    return s


def test_button_fires_on_release_inside_only_and_not_when_disabled(app, scene):
    hits = []
    b = Button((100, 100, 200, 50), "Go", lambda: hits.append(1))
    scene.widgets = [b]
    click(app, b)
    assert hits == [1]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 120), button=1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(600, 600), button=1))   # dragged off: no click
    assert hits == [1]
    click(app, (50, 50))               # outside
    b.enabled = False
    click(app, b)
    assert hits == [1]


def test_keyboard_focus_tab_enter_and_escape(app, scene):
    hits, escaped = [], []
    a = Button((0, 0, 100, 40), "A", lambda: hits.append("a"))
    b = Button((0, 50, 100, 40), "B", lambda: hits.append("b"))
    scene.widgets = [a, b]
    scene.on_escape = lambda: escaped.append(1)
    key(app, pygame.K_TAB)
    assert scene.focus is a and a.focused
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    key(app, pygame.K_SPACE)
    assert hits == ["b", "a"]
    key(app, pygame.K_ESCAPE)
    assert escaped == [1]


def test_tooltip_appears_after_a_short_hover(app, scene):
    b = Button((100, 100, 200, 50), "Go", tooltip="Starts the game")
    scene.widgets = [b]
    move(app, b.rect.center)
    frame(app, 0.2)
    assert scene.tooltip is None
    frame(app, 0.4)
    assert scene.tooltip == "Starts the game"
    move(app, (700, 700))
    frame(app, 0.6)
    assert scene.tooltip is None


def test_label_wraps_words_to_its_width(app):
    lab = Label((0, 0, 120, 10), "Só um teste de quebra de linha com acentos: é à ç õ")
    lines = lab.lines()
    f = theme.font("text", 18)
    assert len(lines) > 2 and all(f.size(line)[0] <= 120 for line in lines)
    assert " ".join(lines) == lab.text
    assert theme.wrap(f, "  indented", 400) == ["  indented"]


def test_listbox_click_select_double_click_activate_keys_and_wheel(app, scene):
    picked, opened = [], []
    rows = [Row(f"Save {i}", data=i) for i in range(20)]
    lb = ListBox((100, 100, 400, 290), rows, on_select=lambda r: picked.append(r.data),
                 on_activate=lambda r: opened.append(r.data), row_h=58)
    scene.widgets = [lb]
    click(app, (200, 100 + 58 + 10))
    assert lb.selected == 1 and picked == [1]
    click(app, (200, 100 + 58 + 10))          # second click at once: a double click
    assert opened == [1]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert lb.selected == 3 and opened == [1, 3]
    wheel(app, (200, 200), -3)
    assert lb.offset > 0
    frame(app, 1.0)
    off = lb.offset
    click(app, (200, 110))
    assert lb.selected == off // 58            # the row under the mouse, after scrolling


def test_scroll_panel_moves_children_and_clicks_land_where_drawn(app, scene):
    hits = []
    panel = ScrollPanel(pygame.Rect(100, 100, 300, 200))
    items = [(Button((0, 0, 0, 0), f"B{i}", lambda i=i: hits.append(i)), pygame.Rect(0, i * 50, 280, 44))
             for i in range(10)]
    panel.set_children(items)
    scene.widgets = [panel]
    last = items[9][0]
    assert not last.visible
    wheel(app, (200, 200), -10)
    assert panel.offset == panel.max_offset() == 9 * 50 + 44 - 200 and last.visible
    click(app, last)
    assert hits == [9]
    click(app, (200, 90))                      # above the panel: nothing
    assert hits == [9]


def test_scroll_text_sticks_to_bottom_for_a_log(app, scene):
    st = ScrollText(pygame.Rect(0, 0, 300, 100), stick_bottom=True)
    scene.widgets = [st]
    st.set_lines([f"line {i}" for i in range(50)])
    assert st.visible_text()[-1] == "line 49"
    wheel(app, (10, 10), 2)
    assert "line 49" not in st.visible_text()


def test_a_long_log_opens_making_and_wrapping_only_what_is_in_sight(app, scene):
    """Issue 16: opening a long game must not cost its length. A log given 4,000 lazy lines makes
    and wraps only the bottom screenful; scrolled to the top it shows what eager wrapping shows."""
    from scenes.widgets.scroll import LazyLine
    made = []

    def line(i):
        def make():
            made.append(i)
            return f"entry {i} " + "word " * (i % 17), theme.INK, [i]
        return LazyLine(make, 6 + 5 * (i % 17))
    st = ScrollText(pygame.Rect(0, 0, 220, 300), size=12, stick_bottom=True)
    scene.widgets = [st]
    st.set_lines([line(i) for i in range(4000)])
    assert len(made) < 60 and st.line_count() == 4000
    eager = ScrollText(pygame.Rect(0, 0, 220, 300), size=12)
    eager.set_lines([(f"entry {i} " + "word " * (i % 17), theme.INK, [i]) for i in range(4000)])
    eager.offset = eager.max_offset()
    assert st.visible_text() == eager.visible_text()
    assert "entry 3999" in " ".join(st.visible_text())
    for _ in range(3000):                      # the wheel up to the top: lines are made on the way
        wheel(app, (10, 10), 1)
        if st.offset == 0:
            break
    eager.offset = 0
    assert st.offset == 0 and st.visible_text() == eager.visible_text()
    assert st.content_h == eager.content_h and len(set(made)) == 4000
    assert st.tag_of(3) == [3] and st.entry_at((5, 2)) == 0


def test_selector_cycles_with_clicks_and_keys(app, scene):
    seen = []
    sel = Selector((100, 100, 300, 44), [("a", "A"), ("b", "B"), ("c", "C")], "b", on_change=seen.append)
    scene.widgets = [sel]
    click(app, (sel.rect.right - 10, sel.rect.centery))
    click(app, (sel.rect.x + 10, sel.rect.centery))
    click(app, (sel.rect.x + 10, sel.rect.centery))
    key(app, pygame.K_LEFT)                    # focused by the clicks
    assert seen == ["c", "b", "a", "c"] and sel.value == "c"


def test_stepper_stays_within_bounds(app, scene):
    st = Stepper((100, 100, 150, 40), 2, 2, 4)
    scene.widgets = [st]
    click(app, st.minus_rect.center)
    assert st.value == 2
    for _ in range(5):
        click(app, st.plus_rect.center)
    assert st.value == 4
    key(app, pygame.K_LEFT)
    wheel(app, st.rect.center, -1)
    assert st.value == 2


def test_checkbox_toggles(app, scene):
    seen = []
    cb = Checkbox((100, 100, 300, 40), "Full screen", on_change=seen.append)
    scene.widgets = [cb]
    click(app, cb)
    key(app, pygame.K_SPACE)
    assert seen == [True, False] and cb.checked is False


def test_slider_click_drag_keys_and_steps(app, scene):
    seen = []
    s = Slider((100, 100, 400, 44), 0.0, seen.append)
    scene.widgets = [s]
    t = s.track
    click(app, (t.x + t.w // 2, t.centery))
    assert abs(s.value - 0.5) < 0.01
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(t.x + 5, t.centery), button=1))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(t.right + 50, t.centery), rel=(0, 0), buttons=(1, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(t.right + 50, t.centery), button=1))
    assert s.value == 1.0
    key(app, pygame.K_LEFT)
    assert abs(s.value - 0.95) < 1e-9
    stepped = Slider((100, 300, 400, 44), 0.0, steps=4)
    scene.widgets = [stepped]
    click(app, (stepped.track.x + int(stepped.track.w * 0.4), stepped.track.centery))
    assert stepped.value == pytest.approx(1 / 3)
    key(app, pygame.K_RIGHT)
    assert stepped.value == pytest.approx(2 / 3)


def test_text_input_focus_typing_filter_backspace_enter(app, scene):
    entered = []
    ti = TextInput((100, 100, 300, 44), "12", allowed="0123456789", max_len=5, on_enter=entered.append)
    scene.widgets = [ti]
    type_text(app, "9")
    assert ti.text == "12"                     # not focused yet
    click(app, ti)
    type_text(app, "3a4")
    type_text(app, "5678")
    assert ti.text == "12345"
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)
    assert entered == ["1234"]
    click(app, (700, 700))                     # click elsewhere: focus leaves
    type_text(app, "1")
    assert ti.text == "1234"


def test_every_widget_draws(app, scene):
    scene.widgets = [Button((0, 0, 100, 40), "x", detail="y"), Checkbox((0, 50, 100, 40), "c", True),
                     Label((0, 100, 100, 40), "l"), ListBox((0, 150, 200, 100), []),
                     Selector((0, 260, 200, 40), [("a", "A")], "a"), Slider((0, 310, 300, 40), 0.3),
                     Stepper((0, 360, 150, 40), 1, 0, 3), TextInput((0, 410, 200, 40), "", placeholder="p")]
    for w in scene.widgets:
        w.focused = True
    frame(app)
