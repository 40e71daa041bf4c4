"""A whole sample challenge played headless by clicks only: from character creation to the
challenge's end, every choice is clicked where the table drew it (a glowing thing or a strip
button). The sensible random agent only decides *which* legal choice the simulated person
clicks. Every frame is checked for spoilers (rb p.22: unread codex text, card fronts not yet
revealed, undiscovered tile faces stay hidden from everyone)."""
from game.stonesaga.agents import SensibleRandomAgent
from scenes.stonesaga.game_over import StonesagaGameOver
from scenes.stonesaga.night_summary import NightSummary

from .conftest import click, frame
from .helpers import click_choice, start


def hidden_texts(table) -> list[str]:
    """Texts nobody may see yet: unread codex entries, names of cards still in a deck, names of
    tiles not discovered (taken from the engine's state, which the table never reads)."""
    s = table.match.state
    c = table.match.content
    read = {int(x) for x in s.codex_read if str(x).isdigit()}
    out = [e.text[:48] for n, e in c.codex.items() if n not in read and len(e.text) >= 24]
    discarded = {x for d in s.discards.values() for x in d}
    for deck, ids in s.decks.items():
        for cid in ids:
            rec = c.travel.get(cid) or c.night.get(cid)
            if rec is not None and cid not in discarded and len(rec.name) > 6:
                out.append(rec.name)
    seen = {cl.tile for cl in s.cells.values() if cl.discovered}
    hidden_tiles = [cl.tile for cl in s.cells.values() if not cl.discovered] + list(s.tile_bag)
    out += [c.tiles[t].name for t in hidden_tiles if t not in seen and t in c.tiles]
    return out


def hidden_cards(table) -> set[str]:
    s = table.match.state
    return {cid for ids in s.decks.values() for cid in ids}


def check_spoilers(table) -> None:
    drawn = "\n".join(table.drawn_text + [t for t, _, _ in table.texts])
    for secret in hidden_texts(table):
        assert secret not in drawn, f"spoiler drawn: {secret!r}"
    assert not set(table.drawn_cards) & hidden_cards(table), set(table.drawn_cards) & hidden_cards(table)


def play(app, table, agent, max_steps=4000):
    stats = {"clicks": 0, "glow": 0, "button": 0, "more": 0, "kinds": set(), "frames_checked": 0, "nights": 0}
    for _ in range(max_steps):
        frame(app, 0.05)
        top = app.stack.top
        if isinstance(top, StonesagaGameOver):
            return stats
        if isinstance(top, NightSummary):              # the Night's summary: read, then Dawn
            assert top.drawn, "an empty Night summary"
            stats["nights"] += 1
            click(app, top.ok)
            continue
        assert top is table, type(top).__name__
        check_spoilers(table)
        stats["frames_checked"] += 1
        d = table.match.pending
        pick = agent.choose(table.match, d)
        n = len(table.match.log)
        how = click_choice(app, table, pick)
        stats[how] += 1
        stats["clicks"] += 1
        stats["kinds"].add(d.kind)
        assert len(table.match.log) == n + 1 and table.match.log[-1].choice == pick, (d.kind, pick)
    raise AssertionError("the challenge did not end")


def test_a_whole_challenge_by_clicks_from_creation_to_the_end():
    """rb p.6-9 (creation) to rb p.23 (end of the challenge), one character, the first sample challenge."""
    app, table = start(seed=3, characters="1")
    stats = play(app, table, SensibleRandomAgent(5))
    assert table.match.pending is None and table.match.state.result in ("won", "lost")
    assert stats["glow"] > 10                      # moves, stats, sites… clicked on the table itself
    assert {"stonesaga.create.assign", "stonesaga.day.turn", "stonesaga.move.where"} <= stats["kinds"]
    assert stats["frames_checked"] == stats["clicks"]
    assert stats["nights"] >= table.match.state.day - 1 >= 1     # a summary after each Night (rb p.51-54)


def test_two_characters_by_clicks_with_spoiler_checks():
    """rb p.6 (several characters), rb p.22 (what stays hidden): a second seed and two characters."""
    app, table = start(seed=11, characters="2")
    stats = play(app, table, SensibleRandomAgent(12))
    assert table.match.state.result in ("won", "lost")
    assert stats["glow"] > 10
