"""Hand cards are legible (issue 16, defect 7): large enough at 1280×720 and 1920×1080, the cost
pips never cover the card's kind, and the hover zoom's caption covers neither the zoomed card nor
leaves the window."""
import pygame
import pytest

from scenes.app import App
from scenes.root import cardart, demo
from scenes.root.table import RootTable
from scenes.settings import Settings
from scenes import theme

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]


@pytest.fixture(scope="module")
def early():
    return demo.early()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_hand_cards_are_large_and_their_pips_clear_the_kind(early, size):
    app = App.headless(size, settings=Settings(anim_speed="instant"))
    t = app.stack.push(RootTable(app, early, viewer=early.pending.seat, curtain=False, autosave=False))
    app.draw()
    spots = [r for ref, r in t.hand_spots]
    assert spots
    last = spots[-1]                                     # the last card shows whole
    assert last.w >= theme.px(80) and last.h >= theme.px(112)
    w = last.w
    for rec in t.content.cards.values():                 # every card of the deck at this width
        cardart.card_face(rec, w)
        lay = cardart.LAYOUT[(rec.id, w)]
        for pip in lay["pips"]:
            assert not pip.colliderect(lay["kind"]), (rec.id, size)
            assert 0 <= pip.x and pip.right <= w


@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_zoom_caption_covers_nothing(early, size):
    app = App.headless(size, settings=Settings(anim_speed="instant"))
    t = app.stack.push(RootTable(app, early, viewer=early.pending.seat, curtain=False, autosave=False))
    app.draw()
    for ref, r in t.hand_spots:
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.draw()
        card, caption = t.zoom_rects
        assert not card.colliderect(caption) and app.screen.get_rect().contains(caption)
        assert not card.colliderect(r)                   # the zoom does not hide the card pointed at
