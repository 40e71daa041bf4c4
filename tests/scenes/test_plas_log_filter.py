"""The PLAS log's filters, set by clicking their selectors: one player's lines, one kind of line,
and no filter ever shows a line the viewing seat's full log does not (no other seat's secret)."""
import re

from game.core.i18n import event_text
from scenes.plas import shots
from scenes.plas.log_filter import KINDS

from .conftest import click
from .test_plas_table_views import table_for


def step(app, sel, n=1):
    """Click the right half of a selector `n` times (the next value each time)."""
    for _ in range(n):
        click(app, (sel.rect.right - sel.rect.w // 6, sel.rect.centery))


def widget_lines(t):
    return [text for text, _col in t.log.entries]


def set_filter(app, t, who, kind):
    """Choose `who` (a seat, None: everyone) and `kind` by clicks, from wherever they are."""
    values = [v for v, _l in t.who_sel.values]
    while t.who_sel.value != ("all" if who is None else str(who)):
        step(app, t.who_sel)
        assert len(values) > 1
    while t.kind_sel.value != kind:
        step(app, t.kind_sel)


def private_texts_of_others(t, viewer):
    """What another seat's private lines say (the drawn card names), in the log's words."""
    return {t.plain(e.text) for e in t.match.history
            if e.private_to is not None and e.private_to != viewer and e.text != e.public_text}


def test_a_player_filter_shows_only_that_players_lines():
    m = shots.early()
    viewer = m.pending.seat
    app, t = table_for(m, viewer)
    app.draw()
    everyone = widget_lines(t)
    seats = len(m.setup["seats"])
    for seat in range(seats):
        set_filter(app, t, seat, "all")
        shown = widget_lines(t)
        assert shown == t.log_shown and shown
        # in the log's own words: each line names this seat ("Seat 2 …", "… Seat 2's turn")
        for line in shown:
            assert f"Seat {seat + 1}" in line, (seat, line)
        # and every line of this seat's events the viewer reads is there, in order
        mine = [t.plain(event_text(e, viewer)) for e in m.history[-400:] if e.seat == seat and e.text_for(viewer)]
        assert shown == mine
        assert len(shown) < len(everyone)
    set_filter(app, t, None, "all")
    assert widget_lines(t) == everyone


def test_a_kind_filter_shows_only_that_kind():
    m = shots.early()
    app, t = table_for(m, m.pending.seat)
    app.draw()
    set_filter(app, t, None, "moves")
    shown = widget_lines(t)
    assert shown
    for line in shown:                     # the words of a move, a starting village, a reinforcement
        assert re.search(r"moves to|may move|starts in|is reinforced", line), line
    set_filter(app, t, None, "cards")
    assert widget_lines(t) and not any(re.search(r"moves to|starts in|Influence", x) for x in widget_lines(t))
    set_filter(app, t, 1, "cards")         # both: one player's card lines
    assert widget_lines(t) and all("Seat 2" in x for x in widget_lines(t))


def test_no_filter_shows_another_seats_secret():
    m = shots.early()
    seats = len(m.setup["seats"])
    for viewer in range(seats):
        app, t = table_for(m.clone(), viewer)
        app.draw()
        full = set(t.drawn_text)                  # the viewer's whole log, unfiltered
        secrets = private_texts_of_others(t, viewer)
        assert secrets                            # other seats drew cards: there is something to leak
        for who in [None, *range(seats)]:
            for kind, _label in KINDS:
                set_filter(app, t, who, kind)
                shown = widget_lines(t)
                assert not set(shown) & secrets, (viewer, who, kind)
                assert set(t.log_shown) <= full, (viewer, who, kind)


def test_a_filter_focused_with_tab_takes_left_and_right_the_arrows_pan_the_map_otherwise():
    import pygame

    def key(k, mod=0):
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    m = shots.early()
    app, t = table_for(m, m.pending.seat)
    app.draw()
    key(pygame.K_PLUS)                       # zoomed: the arrow keys have room to pan
    at = (t.map.ox, t.map.oy)
    key(pygame.K_RIGHT)
    assert (t.map.ox, t.map.oy) != at and t.who_sel.value == "all"
    while t.focus is not t.who_sel:          # Tab through the focus chain to the player filter
        key(pygame.K_TAB)
    at = (t.map.ox, t.map.oy)
    key(pygame.K_RIGHT)
    assert t.who_sel.value == "0" and (t.map.ox, t.map.oy) == at
    key(pygame.K_DOWN)                       # Up / Down still pan
    assert (t.map.ox, t.map.oy) != at
