"""The action overlays: dice thrown with physics come to rest on the engine's values (rb p.14:
the test's dice; rb p.39: the fishing dice), a die is clickable only at rest; the extraction
overlay shows the stones in the bag but no omen (rb p.49-50); forage cards drawn face up carry
the SAMPLE CONTENT strip; the codex reader shows only entries already read (rb p.22)."""
from scenes.app import App
from scenes.settings import Settings
from scenes.stonesaga.codex import CodexScene
from scenes.stonesaga.table import StonesagaTable

from .conftest import frame
from .states import sample_states


def table_at(kind, speed="normal", size=(1280, 720)):
    m = sample_states()[kind].clone()
    app = App.headless(size, settings=Settings(anim_speed=speed))
    table = app.stack.push(StonesagaTable(app, m))
    return app, table


def test_fishing_dice_tumble_then_rest_on_the_engines_values():
    app, table = table_at("stonesaga.fish.spot")
    app.draw()
    assert table.tray.rolling                               # thrown, not laid down
    assert not any(k.startswith("die:") for _, k in table.hits)
    for _ in range(200):
        frame(app, 1 / 60)
        if not table.tray.rolling:
            break
    assert not table.tray.rolling
    app.draw()
    fish = [f for f in table.view["frames"] if f["kind"] == "fish"][-1]
    assert [v for _, v in table.die_rects] == fish["data"]["dice"]
    assert sum(1 for _, k in table.hits if k.startswith("die:")) == len(fish["data"]["dice"])


def test_extraction_shows_stones_never_omens():
    app, table = table_at("stonesaga.extract.draw", speed="instant")
    app.draw()
    st = table.match.state
    ex = [f for f in st.stack if getattr(f, "name", "") == "extract"][-1]
    omens = {tok.get("omen") for tok in ex.data["bag"] if isinstance(tok, dict)} - {None}
    drawn = " ".join(table.drawn_text + [t for t, _, _ in table.texts])
    stones = {k[6:] for _, k in table.hits if k.startswith("stone:")}
    assert stones == {tok["stone"] for tok in ex.data["bag"]}
    for om in omens:
        assert f"omen {om}" not in drawn.split("Log")[0]          # never in the overlay


def test_forage_cards_carry_the_sample_strip():
    app, table = table_at("stonesaga.forage.add", speed="instant")
    app.draw()
    assert table.drawn_cards
    assert "SAMPLE CONTENT" in table.drawn_text


def test_codex_reader_shows_only_entries_read():
    m = sample_states()["over"]
    content = m.content
    read = list(m.state.codex_read)
    app = App.headless((1280, 720), settings=Settings(anim_speed="instant"))
    sc = app.stack.push(CodexScene(app, content, read))
    app.draw()
    shown = "\n".join(sc.text.visible_text() + [w[0] for w in sc.text._wrapped])
    for n, e in content.codex.items():
        if n in read:
            assert e.title in shown
        else:
            assert f"§{n} —" not in shown


def test_the_table_clock_advances_once_a_frame():
    """The pulse and glow read `table.t`: one frame of dt moves it by dt, dice rolling or not."""
    app, table = table_at("stonesaga.fish.spot")
    app.draw()
    assert table.tray.rolling
    t0 = table.t
    table.update(0.25)
    assert abs(table.t - (t0 + 0.25)) < 1e-9
    for _ in range(400):
        frame(app, 1 / 60)
        if not table.tray.rolling:
            break
    t1 = table.t
    table.update(0.125)
    assert abs(table.t - (t1 + 0.125)) < 1e-9
