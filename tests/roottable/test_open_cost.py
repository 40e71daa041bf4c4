"""Opening a saved game costs the same early and late (issue 16): the log's lines are made and
wrapped only when they come into sight, so the table's first frame of a long game words and wraps
about one screenful of lines, not the whole history."""
from game.core.agents import RandomAgent
from game.core.match import Match
from game.root.ruleset import RULESET
from scenes import theme
from scenes.app import App
from scenes.root.table import RootTable
from scenes.root.table import log as table_log
from scenes.settings import Settings
from scenes.widgets import ScrollText


def _played(n: int) -> Match:
    setup = {"seats": [{"controller": "human", "faction": f} for f in ("marquise", "eyrie", "alliance", "vagabond")],
             "map": "autumn", "deck": "base"}
    m = Match(RULESET, RULESET.default_content(), setup, 16)
    agent = RandomAgent(16)
    while m.pending is not None and len(m.log) < n:
        m.apply(agent.choose(m, m.pending))
    return m


def _open_counts(m: Match, monkeypatch) -> tuple[int, int, RootTable]:
    wraps, words = [], []
    real_wrap, real_words = theme.wrap, table_log.LogMixin.words
    monkeypatch.setattr(theme, "wrap", lambda f, text, w: (wraps.append(text), real_wrap(f, text, w))[1])
    monkeypatch.setattr(table_log.LogMixin, "words", lambda self, t: (words.append(t), real_words(self, t))[1])
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    t = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    app.draw()
    monkeypatch.undo()
    return len(wraps), len(words), t


def test_opening_a_long_game_words_and_wraps_one_screenful(monkeypatch):
    short, long_ = _played(150), _played(1500)
    assert len(long_.history) > 5 * len(short.history)
    w_short, p_short, _ = _open_counts(short, monkeypatch)
    w_long, p_long, t = _open_counts(long_, monkeypatch)
    # one screenful of the log (about 40 wrapped lines at 1280x720) plus the rest of the table's texts
    assert w_long <= w_short + 10 and p_long <= p_short + 10, (w_short, w_long, p_short, p_long)
    assert p_long < len(long_.history) // 10
    # what is on screen is the real end of the log, in players' words
    last = t.plain(long_.history[-1].text_for(0))
    assert last and last.split()[0] in " ".join(t.log.visible_text())


def test_scrolling_up_a_long_log_reads_as_if_wrapped_at_once():
    m = _played(600)
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    t = app.stack.push(RootTable(app, m, viewer=0, curtain=False, autosave=False))
    app.draw()
    bottom = t.log.visible_text()
    steps = 0
    while t.log.offset > 0 and steps < 2000:     # half a pane at a time, as a reader scrolls
        t.log.offset = max(0, t.log.offset - t.log.rect.h // 2)
        t.log._settle()
        steps += 1
    eager = ScrollText(t.log.rect.copy(), size=12)
    eager.set_lines([(x, c) for x, c in t.log.entries])
    assert t.log.visible_text() == eager.visible_text()
    eager.offset = eager.max_offset()
    assert bottom == eager.visible_text() and t.log.content_h == eager.content_h
